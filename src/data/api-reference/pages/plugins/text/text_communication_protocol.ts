import type {PageProse} from '../../../types';

const page: PageProse = {
  module: 'utcp_text.text_communication_protocol',
  route: 'plugins/communication_protocols/text/src/utcp_text/text_communication_protocol',
  file: 'plugins/text/text_communication_protocol',
  sidebarLabel: 'text_communication_protocol',
  sidebarPosition: 2,
  description:
    'TextCommunicationProtocol loads manuals or OpenAPI documents from local files and serves file contents as tool results.',
  purpose: [
    'The `text` protocol serves [TextCallTemplate](api:plugins/text/text_call_template#textcalltemplate)s. It only reads files and holds no state. It depends on `utcp-http`, whose [OpenApiConverter](api:plugins/http/openapi_converter#openapiconverter) it uses for OpenAPI files.',
  ],
  importLine: 'from utcp_text.text_communication_protocol import TextCommunicationProtocol',
  sections: [
    {
      title: 'Behaviour',
      body: [
        `- **Paths:** a relative \`file_path\` is joined to the client's \`root_dir\`.
- **Manuals:** files ending in \`.yaml\` or \`.yml\` are parsed as YAML, all others as JSON. A document with an \`openapi\`, \`swagger\` or \`paths\` key is converted with the OpenAPI converter (template \`name\` and \`auth_tools\` passed on, the file URL as \`spec_url\`); anything else must be a UTCP manual. A missing file or a parse or validation error gives \`success=False\` with the traceback in \`errors\`.
- **Calls:** the tool's file is read again and its complete text returned; the arguments are ignored.`,
      ],
    },
  ],
  classes: {
    TextCommunicationProtocol: {
      summary: ['The protocol registered under `text`. Constructed without arguments.'],
      methods: {
        register_manual: {
          summary: ['Reads and parses the file as described above.'],
          params: {
            manual_call_template:
              "The manual's call template, variables already substituted; must be an instance of `TextCallTemplate`.",
          },
          returns: 'The manual found and whether it worked.',
          raises: [['ValueError', 'The template is not a `TextCallTemplate`.']],
        },
        deregister_manual: {summary: ['Does nothing: the protocol keeps no per-manual state.'], returns: 'Nothing.'},
        call_tool: {
          summary: ["Reads the file of the tool's template."],
          params: {
            tool_call_template:
              "The tool's call template, variables already substituted; must be an instance of `TextCallTemplate`.",
          },
          returns: 'The file content as a string.',
          raises: [
            ['ValueError', 'The template is not a `TextCallTemplate`.'],
            ['FileNotFoundError', 'The file does not exist.'],
          ],
        },
        call_tool_streaming: {
          summary: ['Yields the result of `call_tool()` as a single chunk.'],
          params: {
            tool_call_template:
              "The tool's call template, variables already substituted; must be an instance of `TextCallTemplate`.",
          },
          returns: 'The file content, once.',
        },
      },
    },
  },
  examples: [
    {
      title: 'Loading a manual from the project folder',
      language: 'python',
      intro: 'With `manuals/weather.json` containing a UTCP manual whose tools use `http` templates:',
      code: `import asyncio

from utcp.utcp_client import UtcpClient


async def main() -> None:
    client = await UtcpClient.create(
        root_dir="/srv/agent",
        config={"manual_call_templates": [{
            "name": "weather",
            "call_template_type": "text",
            "file_path": "manuals/weather.json",
        }]},
    )
    tools = await client.config.tool_repository.get_tools_by_manual("weather")
    print([tool.name for tool in tools])  # e.g. ['weather.get_forecast']


asyncio.run(main())`,
    },
  ],
  behaviourChanges: [
    'In python-utcp 1.1 the text protocol parses the `content` of the template (JSON first, then YAML) and returns that content on calls; reading files moved to the `file` protocol of the `utcp-file` plugin.',
  ],
  next: {
    description:
      'TextCommunicationProtocol parses manuals or OpenAPI documents given inline in the template and returns that text as tool results.',
    purpose: [
      "The `text` protocol serves [TextCallTemplate](api:plugins/text/text_call_template#textcalltemplate)s. From 1.1 on it reads nothing from disk: everything comes from the template's `content`. It holds no state and uses the [OpenApiConverter](api:plugins/http/openapi_converter#openapiconverter) of `utcp-http` for OpenAPI documents.",
    ],
    sections: [
      {
        title: 'Behaviour',
        body: [
          `- **Manuals:** \`content\` is parsed as JSON, and as YAML when that fails. A document with an \`openapi\`, \`swagger\` or \`paths\` key is converted with the OpenAPI converter (template \`name\`, \`auth_tools\` and \`base_url\` passed on, \`text://content\` as \`spec_url\`); anything else must be a UTCP manual. Any error gives \`success=False\`, \`UtcpManual(tools=[])\` and one message in \`errors\`.
- **Calls:** the tool template's \`content\` is returned as it is; the arguments are ignored.`,
        ],
      },
    ],
    classes: {
      TextCommunicationProtocol: {
        methods: {
          register_manual: {
            summary: ['Parses `content` as described above.'],
            returns: 'The manual found and whether it worked.',
            raises: [['ValueError', 'The template is not a `TextCallTemplate`.']],
          },
          call_tool: {
            summary: ["Returns the `content` of the tool's template."],
            returns: 'The content string.',
            raises: [['ValueError', 'The template is not a `TextCallTemplate`.']],
          },
          call_tool_streaming: {
            summary: ['Yields the result of `call_tool()` as a single chunk.'],
            returns: 'The content, once.',
          },
        },
      },
    },
    examples: [
      {
        title: 'Registering an inline OpenAPI document',
        language: 'python',
        code: `import asyncio
import json

from utcp.utcp_client import UtcpClient

spec = {
    "openapi": "3.0.0",
    "info": {"title": "Status", "version": "1.0"},
    "servers": [{"url": "https://status.example.com"}],
    "paths": {"/health": {"get": {"operationId": "health", "responses": {"200": {"description": "ok"}}}}},
}


async def main() -> None:
    client = await UtcpClient.create(
        config={"manual_call_templates": [{"name": "status", "call_template_type": "text", "content": json.dumps(spec)}]}
    )
    tools = await client.config.tool_repository.get_tools_by_manual("status")
    print([tool.name for tool in tools])  # ['status.health']


asyncio.run(main())`,
      },
    ],
  },
};

export default page;
