import type {ApiFunction, ApiModule, MethodKind} from '../../../types';
import {registrySerializer} from '../../../builders';

/** The ten repository operations; the interface and the in-memory class share their signatures. */
export function repositoryMethods(methodKind: MethodKind, details: Partial<Record<string, string>> = {}): ApiFunction[] {
  const fn = (
    name: string,
    params: ApiFunction['params'],
    returns: ApiFunction['returns'],
    summary: string,
  ): ApiFunction => ({
    kind: 'function',
    name,
    methodKind,
    async: true,
    params,
    returns,
    summary: details[name] ? [summary, details[name]!] : [summary],
  });
  return [
    fn(
      'save_manual',
      [
        {name: 'manual_call_template', type: 'CallTemplate', description: 'The manual\'s call template; its `name` is the manual name.'},
        {name: 'manual', type: 'UtcpManual', description: 'The manual with its tools, names already prefixed.'},
      ],
      {type: 'None', description: 'Nothing.'},
      'Stores a manual, its call template and its tools. A manual of the same name is replaced, including its tools.',
    ),
    fn(
      'remove_manual',
      [{name: 'manual_name', type: 'str', description: 'Name of the manual.'}],
      {type: 'bool', description: '`True` if the manual existed and was removed, `False` otherwise.'},
      'Deletes a manual, its call template and all of its tools.',
    ),
    fn(
      'remove_tool',
      [{name: 'tool_name', type: 'str', description: 'Full tool name, e.g. `weather.get_forecast`.'}],
      {type: 'bool', description: '`True` if the tool existed and was removed, `False` otherwise.'},
      'Deletes one tool and removes it from its manual\'s tool list.',
    ),
    fn(
      'get_tool',
      [{name: 'tool_name', type: 'str', description: 'Full tool name.'}],
      {type: 'Optional[Tool]', description: 'The tool, or `None` if it is unknown.'},
      'Looks up one tool.',
    ),
    fn('get_tools', [], {type: 'List[Tool]', description: 'Every tool of every manual.'}, 'Lists all stored tools.'),
    fn(
      'get_tools_by_manual',
      [{name: 'manual_name', type: 'str', description: 'Name of the manual.'}],
      {type: 'Optional[List[Tool]]', description: 'The manual\'s tools, or `None` if the manual is unknown.'},
      'Lists the tools of one manual.',
    ),
    fn(
      'get_manual',
      [{name: 'manual_name', type: 'str', description: 'Name of the manual.'}],
      {type: 'Optional[UtcpManual]', description: 'The manual, or `None` if it is unknown.'},
      'Looks up one manual. The client calls it to refuse registering a name twice.',
    ),
    fn('get_manuals', [], {type: 'List[UtcpManual]', description: 'All stored manuals.'}, 'Lists all manuals.'),
    fn(
      'get_manual_call_template',
      [{name: 'manual_call_template_name', type: 'str', description: 'Name of the manual.'}],
      {type: 'Optional[CallTemplate]', description: 'The call template the manual was registered with, or `None`.'},
      'Looks up the call template of a manual; `deregister_manual()` uses it to find the protocol.',
    ),
    fn(
      'get_manual_call_templates',
      [],
      {type: 'List[CallTemplate]', description: 'The call templates of all manuals.'},
      'Lists the call templates of all stored manuals.',
    ),
  ];
}

const mod: ApiModule = {
  route: 'core/utcp/interfaces/concurrent_tool_repository',
  file: 'core/interfaces/concurrent_tool_repository',
  module: 'utcp.interfaces.concurrent_tool_repository',
  distribution: 'utcp',
  source: 'core/src/utcp/interfaces/concurrent_tool_repository.py',
  sidebarLabel: 'concurrent_tool_repository',
  sidebarPosition: 2,
  description: 'ConcurrentToolRepository, the interface of the store that keeps registered manuals, their call templates and their tools.',
  purpose: [
    'The client keeps nothing itself: registered manuals, their call templates and their tools live in the repository named by `UtcpClientConfig.tool_repository`. The default is [InMemToolRepository](api:core/implementations/in_mem_tool_repository#inmemtoolrepository); a database-backed store only has to implement the ten async methods below.',
    'Implementations must be safe to call from concurrent tasks, because the client registers manuals in parallel. The repository is also a pydantic model, so its settings can come from the configuration file.',
  ],
  importLine: 'from utcp.interfaces.concurrent_tool_repository import ConcurrentToolRepository',
  items: [
    {
      kind: 'class',
      name: 'ConcurrentToolRepository',
      classKind: 'interface',
      bases: ['BaseModel', 'ABC'],
      summary: ['Abstract store. Every method is a coroutine and abstract. Tool names are the full `<manual>.<tool>` names.'],
      fields: [
        {name: 'tool_repository_type', type: 'str', required: true, description: 'Identifier of the implementation, e.g. `"in_memory"`, used as the key in configuration dicts.'},
      ],
      methods: repositoryMethods('abstractmethod'),
    },
    registrySerializer({
      name: 'ConcurrentToolRepositoryConfigSerializer',
      target: 'ConcurrentToolRepository',
      typeKey: 'tool_repository_type',
      registry: 'tool_repository_implementations',
      registryType: 'Dict[str, Serializer[ConcurrentToolRepository]]',
      registerFunction: 'register_tool_repository',
      extraAttributes: [
        {name: 'default_repository', type: 'str', value: '"in_memory"', description: 'Type used when the configuration names no repository.'},
      ],
      summary: ['Reads the `tool_repository` entry of a configuration and builds the registered implementation.'],
    }),
  ],
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

export default mod;
