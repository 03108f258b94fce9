import type {ApiModule} from '../../../types';
import {repositoryMethods} from '../interfaces/concurrent_tool_repository';

const mod: ApiModule = {
  route: 'core/utcp/implementations/in_mem_tool_repository',
  file: 'core/implementations/in_mem_tool_repository',
  module: 'utcp.implementations.in_mem_tool_repository',
  distribution: 'utcp',
  source: 'core/src/utcp/implementations/in_mem_tool_repository.py',
  sidebarLabel: 'in_mem_tool_repository',
  sidebarPosition: 3,
  description: 'InMemToolRepository, the default tool store: dictionaries guarded by an async read-write lock.',
  purpose: [
    'Unless the configuration says otherwise, a client keeps its manuals and tools in an `InMemToolRepository`. Everything lives in three dictionaries (tools by name, manuals by name, call templates by manual name) and disappears with the process.',
    'An asyncio read-write lock lets any number of readers in at once and gives writers exclusive access. Every getter returns deep copies, so changing a returned tool does not change the stored one.',
  ],
  importLine: 'from utcp.implementations.in_mem_tool_repository import InMemToolRepository',
  items: [
    {
      kind: 'class',
      name: 'InMemToolRepository',
      classKind: 'class',
      bases: ['ConcurrentToolRepository'],
      summary: ['In-memory implementation of [ConcurrentToolRepository](api:core/interfaces/concurrent_tool_repository#concurrenttoolrepository). It has no settings; `tool_repository_type` is always `"in_memory"`.'],
      methods: [
        {
          kind: 'function',
          name: 'InMemToolRepository',
          methodKind: 'constructor',
          params: [],
          returns: {type: 'None', description: 'An empty repository.'},
          summary: ['Creates the empty dictionaries and the lock.'],
        },
        ...repositoryMethods('method', {
          save_manual: 'Takes the write lock. Tools that belonged to an earlier manual of the same name are dropped before the new ones are indexed.',
          remove_tool: 'Takes the write lock. The tool is also removed from the tool list of the stored manual.',
          get_tool: 'Takes the read lock and returns a deep copy.',
          get_tools: 'Takes the read lock and returns deep copies.',
        }),
      ],
    },
    {
      kind: 'class',
      name: 'InMemToolRepositoryConfigSerializer',
      classKind: 'serializer',
      bases: ['Serializer[InMemToolRepository]'],
      summary: ['Registered by the core for the type `in_memory`.'],
      methods: [
        {
          kind: 'function',
          name: 'to_dict',
          methodKind: 'method',
          params: [{name: 'obj', type: 'InMemToolRepository', description: 'The repository.'}],
          returns: {type: 'dict', description: '`{"tool_repository_type": "in_memory"}`; the stored tools are not included.'},
          summary: ['Dumps the repository\'s configuration, not its content.'],
        },
        {
          kind: 'function',
          name: 'validate_dict',
          methodKind: 'method',
          params: [{name: 'data', type: 'dict', description: 'Configuration dict; other keys are ignored.'}],
          returns: {type: 'InMemToolRepository', description: 'A new, empty repository.'},
          summary: ['Creates a fresh repository whatever the dict contains.'],
        },
      ],
    },
  ],
  examples: [
    {
      title: 'Storing and reading a manual without a client',
      language: 'python',
      code: `import asyncio

from utcp.data.tool import Tool
from utcp.data.utcp_manual import UtcpManual
from utcp.implementations.in_mem_tool_repository import InMemToolRepository
from utcp_http.http_call_template import HttpCallTemplate


async def main() -> None:
    repository = InMemToolRepository()
    template = HttpCallTemplate(name="weather", url="https://weather.example.com/utcp")
    forecast = Tool(
        name="weather.get_forecast",
        description="Seven-day forecast",
        tool_call_template=HttpCallTemplate(name="weather", url="https://weather.example.com/forecast"),
    )
    await repository.save_manual(template, UtcpManual(tools=[forecast]))

    print([tool.name for tool in await repository.get_tools()])  # ['weather.get_forecast']
    print(await repository.remove_manual("weather"))             # True
    print(await repository.get_tool("weather.get_forecast"))     # None


asyncio.run(main())`,
    },
  ],
};

export default mod;
