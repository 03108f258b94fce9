import type {PageProse} from '../../../types';

const page: PageProse = {
  module: 'utcp.interfaces.concurrent_tool_repository',
  route: 'core/utcp/interfaces/concurrent_tool_repository',
  file: 'core/interfaces/concurrent_tool_repository',
  sidebarLabel: 'concurrent_tool_repository',
  sidebarPosition: 2,
  description:
    'ConcurrentToolRepository, the interface of the store that keeps registered manuals, their call templates and their tools.',
  purpose: [
    'The client keeps nothing itself: registered manuals, their call templates and their tools live in the repository named by `UtcpClientConfig.tool_repository`. The default is [InMemToolRepository](api:core/implementations/in_mem_tool_repository#inmemtoolrepository); a database-backed store only has to implement the ten async methods below.',
    'Implementations must be safe to call from concurrent tasks, because the client registers manuals in parallel. The repository is also a pydantic model, so its settings can come from the configuration file.',
  ],
  importLine: 'from utcp.interfaces.concurrent_tool_repository import ConcurrentToolRepository',
  classes: {
    ConcurrentToolRepository: {
      summary: [
        'Abstract store. Every method is a coroutine and abstract. Tool names are the full `<manual>.<tool>` names.',
      ],
      fields: {
        tool_repository_type:
          'Identifier of the implementation, e.g. `"in_memory"`, used as the key in configuration dicts.',
      },
      methods: {
        save_manual: {
          summary: [
            'Stores a manual, its call template and its tools. A manual of the same name is replaced, including its tools.',
          ],
          params: {
            manual_call_template: "The manual's call template; its `name` is the manual name.",
            manual: 'The manual with its tools, names already prefixed.',
          },
          returns: 'Nothing.',
        },
        remove_manual: {
          summary: ['Deletes a manual, its call template and all of its tools.'],
          params: {manual_name: 'Name of the manual.'},
          returns: '`True` if the manual existed and was removed, `False` otherwise.',
        },
        remove_tool: {
          summary: ["Deletes one tool and removes it from its manual's tool list."],
          params: {tool_name: 'Full tool name, e.g. `weather.get_forecast`.'},
          returns: '`True` if the tool existed and was removed, `False` otherwise.',
        },
        get_tool: {
          summary: ['Looks up one tool.'],
          params: {tool_name: 'Full tool name.'},
          returns: 'The tool, or `None` if it is unknown.',
        },
        get_tools: {summary: ['Lists all stored tools.'], returns: 'Every tool of every manual.'},
        get_tools_by_manual: {
          summary: ['Lists the tools of one manual.'],
          params: {manual_name: 'Name of the manual.'},
          returns: "The manual's tools, or `None` if the manual is unknown.",
        },
        get_manual: {
          summary: ['Looks up one manual. The client calls it to refuse registering a name twice.'],
          params: {manual_name: 'Name of the manual.'},
          returns: 'The manual, or `None` if it is unknown.',
        },
        get_manuals: {summary: ['Lists all manuals.'], returns: 'All stored manuals.'},
        get_manual_call_template: {
          summary: ['Looks up the call template of a manual; `deregister_manual()` uses it to find the protocol.'],
          params: {manual_call_template_name: 'Name of the manual.'},
          returns: 'The call template the manual was registered with, or `None`.',
        },
        get_manual_call_templates: {
          summary: ['Lists the call templates of all stored manuals.'],
          returns: 'The call templates of all manuals.',
        },
      },
    },
    ConcurrentToolRepositoryConfigSerializer: {
      summary: ['Reads the `tool_repository` entry of a configuration and builds the registered implementation.'],
      fields: {
        tool_repository_implementations:
          'Maps each `tool_repository_type` value to the serializer that handles it. Shared by all instances; filled by [`register_tool_repository()`](api:core/plugins/discovery#register_tool_repository).',
        default_repository: 'Type used when the configuration names no repository.',
      },
    },
  },
  examples: [
    {
      title: 'Choosing the repository in a configuration',
      language: 'json',
      code: `{
  "tool_repository": {
    "tool_repository_type": "in_memory"
  }
}`,
    },
    {
      title: 'Reading what a client has stored',
      language: 'python',
      code: `import asyncio

from utcp.utcp_client import UtcpClient


async def main() -> None:
    client = await UtcpClient.create(config="utcp_config.json")
    repository = client.config.tool_repository
    for template in await repository.get_manual_call_templates():
        tools = await repository.get_tools_by_manual(template.name) or []
        print(f"{template.name} ({template.call_template_type}): {len(tools)} tools")


asyncio.run(main())`,
    },
  ],
};

export default page;
