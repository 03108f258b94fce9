import type {PageProse} from '../../../types';

const page: PageProse = {
  module: 'utcp_file.file_communication_protocol',
  route: 'plugins/communication_protocols/file/src/utcp_file/file_communication_protocol',
  file: 'plugins/file/file_communication_protocol',
  sidebarLabel: 'file_communication_protocol',
  sidebarPosition: 2,
  description:
    'FileCommunicationProtocol: reads manuals and OpenAPI documents from local files and returns file contents as tool results.',
  purpose: [
    'The protocol behind `call_template_type` `"file"`. Registration reads the file (UTF-8), parses it as YAML when the name ends in `.yaml` or `.yml` and as JSON otherwise, converts it with the [OpenApiConverter](api:plugins/http/openapi_converter#openapiconverter) when it has an `openapi`, `swagger` or `paths` key, and validates it as a manual otherwise.',
  ],
  importLine: 'from utcp_file.file_communication_protocol import FileCommunicationProtocol',
  classes: {
    FileCommunicationProtocol: {
      summary: ['Registered by `utcp_file.register()`. It keeps no state, so `deregister_manual()` does nothing.'],
      methods: {
        register_manual: {
          summary: [
            'Reads and parses the file as described above. Every failure (missing file, invalid JSON or YAML, invalid manual) is caught and returned as a failed result with an empty manual and the traceback in `errors`.',
          ],
          returns: 'The result; on failure `success` is `False` and `manual` is `UtcpManual(tools=[])`.',
          raises: [['ValueError', 'The template is not a `FileCallTemplate`.']],
        },
        deregister_manual: {summary: ['Does nothing.'], returns: 'Nothing.'},
        call_tool: {
          summary: ["Returns the whole text of the template's file. The arguments are not used."],
          returns: 'The file content as a string.',
          raises: [
            ['ValueError', 'The template is not a `FileCallTemplate`.'],
            ['FileNotFoundError', 'The file does not exist.'],
          ],
        },
        call_tool_streaming: {
          summary: ['Yields the result of `call_tool()` once.'],
          returns: 'The file content, once.',
        },
      },
    },
  },
  examples: [
    {
      title: 'Reading a manual from disk without a client',
      language: 'python',
      code: `import asyncio
from types import SimpleNamespace

from utcp_file.file_call_template import FileCallTemplate
from utcp_file.file_communication_protocol import FileCommunicationProtocol


async def main() -> None:
    caller = SimpleNamespace(root_dir="/srv/app")  # the protocol only reads root_dir
    result = await FileCommunicationProtocol().register_manual(
        caller, FileCallTemplate(name="local_tools", file_path="manuals/tools.json")
    )
    print(result.success, [tool.name for tool in result.manual.tools])


asyncio.run(main())`,
    },
  ],
};

export default page;
