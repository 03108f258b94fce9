import type {ApiModule} from '../../../types';
import {modelSerializer} from '../../../builders';

const mod: ApiModule = {
  route: 'plugins/communication_protocols/text/src/utcp_text/text_call_template',
  file: 'plugins/text/text_call_template',
  module: 'utcp_text.text_call_template',
  distribution: 'utcp-text',
  source: 'plugins/communication_protocols/text/src/utcp_text/text_call_template.py',
  sidebarLabel: 'text_call_template',
  sidebarPosition: 1,
  description: 'TextCallTemplate, the call template of the text protocol in 1.0.x: a local JSON or YAML file holding a UTCP manual or an OpenAPI document.',
  purpose: [
    'A `text` template points at a file on disk. As a manual call template it is the easiest way to load a manual that ships with your application, or an OpenAPI document you downloaded; as a tool call template it makes a tool that returns the file\'s content.',
    'In 1.0.x the file is named by `file_path`. (The TypeScript SDK and python-utcp 1.1 changed this template to carry the text itself, see below.)',
  ],
  importLine: 'from utcp_text.text_call_template import TextCallTemplate',
  items: [
    {
      kind: 'class',
      name: 'TextCallTemplate',
      classKind: 'model',
      bases: ['CallTemplate'],
      summary: ['Call template of the `text` protocol. It has no credentials of its own; `auth_tools` only applies to tools generated from an OpenAPI file.'],
      fields: [
        {name: 'name', type: 'str', default: 'uuid4().hex', required: false, description: 'Template name; for a manual, the manual name.'},
        {name: 'call_template_type', type: 'Literal["text"]', default: '"text"', required: false, description: 'Discriminator; always `"text"`.'},
        {name: 'file_path', type: 'str', required: true, description: 'Path of the file. A relative path is resolved against the client\'s `root_dir`.'},
        {name: 'auth', type: 'None', default: 'None', required: false, description: 'Not supported.'},
        {name: 'auth_tools', type: 'Optional[Auth]', default: 'None', required: false, description: 'Credentials for tools converted from an OpenAPI file, used as described for the [converter](api:plugins/http/openapi_converter#authentication-of-generated-tools).'},
      ],
    },
    modelSerializer({
      name: 'TextCallTemplateSerializer',
      target: 'TextCallTemplate',
      validateRaises: [{type: 'UtcpSerializerValidationError', when: 'The dict is not a valid `TextCallTemplate`, e.g. `file_path` is missing (the original error is not chained).'}],
    }),
  ],
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
  nextNote:
    'In python-utcp 1.1 the text template no longer reads files: `file_path` is replaced by `content` (the manual or OpenAPI text itself) and an optional `base_url` for converted OpenAPI tools. A dict that still has `file_path` is rejected with a hint to use the separate `utcp-file` plugin (`call_template_type` `file`).',
};

export default mod;
