import type {PageProse} from '../../../types';

const page: PageProse = {
  module: 'utcp_file.file_call_template',
  route: 'plugins/communication_protocols/file/src/utcp_file/file_call_template',
  file: 'plugins/file/file_call_template',
  sidebarLabel: 'file_call_template',
  sidebarPosition: 1,
  description:
    'FileCallTemplate (call_template_type "file"): a local JSON or YAML file holding a UTCP manual or an OpenAPI document.',
  purpose: [
    "The `file` template points at a file on the local disk. As a manual call template, the file holds a UTCP manual or an OpenAPI document; as a tool call template, calling the tool returns the file's text. It takes over what the `text` template did with `file_path` in 1.0.",
  ],
  importLine: 'from utcp_file.file_call_template import FileCallTemplate',
  classes: {
    FileCallTemplate: {
      summary: [
        'The template itself never carries credentials (`auth` is typed `None`). `auth_tools` accepts an [Auth](api:core/data/auth#auth) or a dict and is dumped through the auth serializer.',
      ],
      fields: {
        call_template_type: 'Always `"file"`.',
        file_path: "Path of the file; a relative path is resolved against the client's `root_dir`.",
        auth: 'Always `None`: reading a local file needs no credentials.',
        auth_tools:
          'Credentials given to the tools converted from an OpenAPI document, for the operations that declare security.',
      },
    },
  },
  examples: [
    {
      title: 'Registering a manual from a file',
      language: 'json',
      meta: 'impl=python',
      code: `{
  "manual_call_templates": [
    {"name": "local_tools", "call_template_type": "file", "file_path": "./manuals/tools.yaml"}
  ]
}`,
    },
    {
      title: 'The same template in Python',
      language: 'python',
      code: `from utcp_file.file_call_template import FileCallTemplate

template = FileCallTemplate(name="local_tools", file_path="./manuals/tools.yaml")
print(template.model_dump()["call_template_type"])  # file`,
    },
  ],
};

export default page;
