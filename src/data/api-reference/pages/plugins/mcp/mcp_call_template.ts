import type {PageProse} from '../../../types';

const page: PageProse = {
  module: 'utcp_mcp.mcp_call_template',
  route: 'plugins/communication_protocols/mcp/src/utcp_mcp/mcp_call_template',
  file: 'plugins/mcp/mcp_call_template',
  sidebarLabel: 'mcp_call_template',
  sidebarPosition: 1,
  description: 'McpCallTemplate and McpConfig: how to point UTCP at one or more Model Context Protocol servers.',
  purpose: [
    'The `mcp` plugin lets a UTCP client use tools of existing Model Context Protocol servers, which eases a gradual move from MCP to UTCP. One `mcp` call template can name several servers in the format MCP clients use for their configuration: a `mcpServers` object keyed by server name.',
    'The template serves as both manual and tool template: registering it lists the tools of every server, and each discovered tool keeps the same template to be called with.',
  ],
  importLine: 'from utcp_mcp.mcp_call_template import McpCallTemplate, McpConfig',
  classes: {
    McpConfig: {
      summary: [
        'The server list. Each entry is passed unchanged to the `mcp-use` library (`MCPClient.from_dict()`), so it takes the usual MCP client keys: `command`, `args` and `env` for a server started as a local process over stdio, or `url` for a remote server.',
      ],
      fields: {mcpServers: 'Server configurations by server name. The name becomes part of every tool name.'},
    },
    McpCallTemplate: {
      summary: ['Call template of the `mcp` protocol.'],
      fields: {
        call_template_type: 'Discriminator; always `"mcp"`.',
        config: 'The servers to connect to.',
        auth: 'OAuth2 client credentials for HTTP servers. Accepted and validated, but the 1.0.x protocol does not use them: put tokens into the server entry (e.g. its headers) instead.',
        register_resources_as_tools:
          'Also expose each server resource as a tool named `<server>.resource_<resource name>` that reads the resource.',
      },
    },
    McpCallTemplateSerializer: {summary: []},
  },
  examples: [
    {
      title: 'A local stdio server and a remote server',
      language: 'json',
      meta: 'impl=python',
      code: `{
  "name": "workspace",
  "call_template_type": "mcp",
  "config": {
    "mcpServers": {
      "files": {
        "command": "npx",
        "args": ["-y", "@modelcontextprotocol/server-filesystem", "/home/ada/projects"]
      },
      "tickets": {
        "url": "https://mcp.tickets.example.com/mcp"
      }
    }
  },
  "register_resources_as_tools": false
}`,
    },
    {
      title: 'Building it in Python',
      language: 'python',
      code: `from utcp_mcp.mcp_call_template import McpCallTemplate, McpConfig

template = McpCallTemplate(
    name="workspace",
    config=McpConfig(mcpServers={
        "files": {"command": "npx",
                  "args": ["-y", "@modelcontextprotocol/server-filesystem", "/home/ada/projects"]},
    }),
)`,
    },
  ],
};

export default page;
