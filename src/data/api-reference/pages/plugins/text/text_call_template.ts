import type {PageProse} from '../../../types';

const page: PageProse = {
  module: 'utcp_text.text_call_template',
  route: 'plugins/communication_protocols/text/src/utcp_text/text_call_template',
  file: 'plugins/text/text_call_template',
  sidebarLabel: 'text_call_template',
  sidebarPosition: 1,
  description:
    'TextCallTemplate, the call template of the text protocol in 1.0.x: a local JSON or YAML file holding a UTCP manual or an OpenAPI document.',
  purpose: [
    "A `text` template points at a file on disk. As a manual call template it is the easiest way to load a manual that ships with your application, or an OpenAPI document you downloaded; as a tool call template it makes a tool that returns the file's content.",
    'In 1.0.x the file is named by `file_path`. (The TypeScript SDK and python-utcp 1.1 changed this template to carry the text itself, see below.)',
  ],
  importLine: 'from utcp_text.text_call_template import TextCallTemplate',
  classes: {
    TextCallTemplate: {
      summary: [
        'Call template of the `text` protocol. It has no credentials of its own; `auth_tools` only applies to tools generated from an OpenAPI file.',
      ],
      fields: {
        call_template_type: 'Discriminator; always `"text"`.',
        file_path: "Path of the file. A relative path is resolved against the client's `root_dir`.",
        auth: 'Not supported.',
        auth_tools:
          'Credentials for tools converted from an OpenAPI file, used as described for the [converter](api:plugins/http/openapi_converter#authentication-of-generated-tools).',
      },
    },
    TextCallTemplateSerializer: {summary: []},
  },
  examples: [
    {
      title: 'A manual shipped with the application',
      language: 'json',
      meta: 'impl=python',
      code: `{
  "name": "billing",
  "call_template_type": "text",
  "file_path": "manuals/billing-openapi.yaml",
  "auth_tools": {
    "auth_type": "api_key",
    "api_key": "\${BILLING_KEY}",
    "var_name": "X-Billing-Key",
    "location": "header"
  }
}`,
    },
    {
      title: 'In Python',
      language: 'python',
      code: `from utcp_text.text_call_template import TextCallTemplate

template = TextCallTemplate(name="billing", file_path="manuals/billing-openapi.yaml")
print(template.model_dump()["call_template_type"])  # text`,
    },
  ],
  behaviourChanges: [
    'In python-utcp 1.1 the text template no longer reads files: `file_path` is replaced by `content`. A dict that still has `file_path` is rejected with a hint to use the separate `utcp-file` plugin (`call_template_type` `file`).',
  ],
  next: {
    description:
      'TextCallTemplate, the call template of the text protocol from 1.1 on: a UTCP manual or an OpenAPI document given inline as JSON or YAML text.',
    purpose: [
      'A `text` template carries its document in the template itself. As a manual call template it registers a manual (or an OpenAPI document) that you already hold as a string, for example one embedded in a configuration file; as a tool call template it makes a tool that returns that text.',
      'Reading files moved to the `file` template of [utcp-file](api:plugins/file/file_call_template#filecalltemplate).',
    ],
    classes: {
      TextCallTemplate: {
        fields: {
          content: 'The manual or OpenAPI document itself, as JSON or YAML text.',
          base_url: 'Base URL for the tools converted from an OpenAPI document, passed to the converter.',
        },
      },
      TextCallTemplateSerializer: {
        summary: [
          'Converts `TextCallTemplate` objects to dicts and back. A dict that still has the 1.0 key `file_path` is refused with a message pointing to the `file` protocol.',
        ],
      },
    },
    examples: [
      {
        title: 'An inline manual in the client configuration',
        language: 'json',
        meta: 'impl=python',
        code: `{
  "manual_call_templates": [
    {
      "name": "notes",
      "call_template_type": "text",
      "content": "{\\"utcp_version\\": \\"1.1.3\\", \\"tools\\": []}"
    }
  ]
}`,
      },
      {
        title: 'In Python',
        language: 'python',
        code: `from utcp_text.text_call_template import TextCallTemplate

template = TextCallTemplate(name="notes", content='{"tools": []}')
print(template.model_dump()["call_template_type"])  # text`,
      },
    ],
  },
};

export default page;
