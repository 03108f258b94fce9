import type {PageProse} from '../../../types';

const page: PageProse = {
  module: 'utcp_mcp.mcp_communication_protocol',
  route: 'plugins/communication_protocols/mcp/src/utcp_mcp/mcp_communication_protocol',
  file: 'plugins/mcp/mcp_communication_protocol',
  sidebarLabel: 'mcp_communication_protocol',
  sidebarPosition: 2,
  description:
    'McpCommunicationProtocol lists and calls tools (and optionally resources) of MCP servers through mcp-use sessions.',
  purpose: [
    'The `mcp` protocol connects to the servers of an [McpCallTemplate](api:plugins/mcp/mcp_call_template#mcpcalltemplate) with the `mcp-use` library and keeps the sessions open between calls. To the rest of UTCP the MCP tools look like any other tools.',
  ],
  importLine: 'from utcp_mcp.mcp_communication_protocol import McpCommunicationProtocol',
  sections: [
    {
      title: 'Tool names',
      body: [
        'Discovered tools are named `<server>.<tool>`, and the client adds the manual name, so a tool `read_file` of the server `files` in the manual `workspace` is called as `workspace.files.read_file`. With `register_resources_as_tools`, a resource `readme` becomes `workspace.files.resource_readme`.',
        'When calling, the protocol keeps only the last part of the name and asks the configured servers in order for their tool lists (or resource lists, for `resource_` names) until one offers it. If two servers of a manual offer a tool of the same name, the first server always gets the call.',
      ],
    },
    {
      title: 'Results',
      body: [
        "A tool result's content is unpacked: a single text item is returned as parsed JSON when it looks like an object or array, as a number when it is numeric, or as the string; several items give a list; non-text items are returned as MCP objects. A resource read returns the MCP result as a dict (`contents` and metadata).",
      ],
    },
    {
      title: 'Known limitations in 1.0.x',
      body: [
        `- The tools are registered without their input and output schemas: the protocol hands them to \`Tool\` as \`input_schema\` and \`output_schema\`, keywords the model ignores, so \`inputs\` and \`outputs\` stay empty. Fixed in 1.1.
- \`call_tool_streaming()\` yields a single item that is the coroutine of \`call_tool()\`, not its result; \`await\` the item or use \`call_tool()\`.
- \`auth\` of the template is never applied.
- \`close()\` closes all sessions and then fails with \`AttributeError\`.`,
      ],
    },
  ],
  classes: {
    McpCommunicationProtocol: {
      summary: [
        'The protocol registered under `mcp`. It holds one `MCPClient` for the current server configuration and reuses its sessions. Listing tools is retried once with a fresh session after connection-type errors, and listing or reading resources after any error; tool calls are not retried.',
      ],
      methods: {
        __init__: {summary: ['Creates the protocol without any session.'], returns: 'Nothing.'},
        register_manual: {
          summary: [
            'Lists the tools (and, if enabled, resources) of every server. A server that fails adds a message to `errors`; `success` is `True` only when no server failed. Resource listing failures are only logged.',
          ],
          params: {
            manual_call_template:
              "The manual's call template, variables already substituted; must be an instance of `McpCallTemplate`.",
          },
          returns: 'The manual found and whether it worked.',
          raises: [['ValueError', 'The template is not an `McpCallTemplate`.']],
        },
        deregister_manual: {summary: ["Closes the sessions of the manual's servers."], returns: 'Nothing.'},
        call_tool: {
          summary: [
            'Finds the server, calls the tool (or reads the resource) and unpacks the result as described above.',
          ],
          params: {
            tool_call_template:
              "The tool's call template, variables already substituted; must be an instance of `McpCallTemplate`.",
          },
          returns: "The tool's complete result.",
          raises: [
            ['ValueError', 'The template has the wrong class or no servers, or no server offers the tool or resource.'],
            ['Exception', 'Errors of the MCP session or the server are passed on.'],
          ],
        },
        call_tool_streaming: {
          summary: ['No real streaming.'],
          params: {
            tool_call_template:
              "The tool's call template, variables already substituted; must be an instance of `McpCallTemplate`.",
          },
          returns: 'In 1.0.x, one item: the un-awaited coroutine of `call_tool()`.',
        },
        close: {
          summary: ['Closes every open session. Not part of the interface; the client never calls it.'],
          returns: 'Nothing.',
          raises: [['AttributeError', 'Always in 1.0.x, after the sessions are closed.']],
        },
      },
    },
  },
  examples: [
    {
      title: 'Calling a filesystem server through UTCP',
      language: 'python',
      intro: 'After `pip install utcp utcp-mcp` (the plugin needs Python 3.11 or later):',
      code: `import asyncio

from utcp.utcp_client import UtcpClient


async def main() -> None:
    client = await UtcpClient.create(config={"manual_call_templates": [{
        "name": "workspace",
        "call_template_type": "mcp",
        "config": {"mcpServers": {"files": {
            "command": "npx",
            "args": ["-y", "@modelcontextprotocol/server-filesystem", "/home/ada/projects"],
        }}},
    }]})

    print([tool.name for tool in await client.search_tools("read a file", limit=5)])
    text = await client.call_tool("workspace.files.read_file", {"path": "/home/ada/projects/README.md"})
    print(text[:200])


asyncio.run(main())`,
    },
  ],
  behaviourChanges: [
    'python-utcp 1.1 registers MCP tools with their input and output schemas and returns `structuredContent` of a result when the server provides it (unwrapping a single `result` key).',
  ],
};

export default page;
