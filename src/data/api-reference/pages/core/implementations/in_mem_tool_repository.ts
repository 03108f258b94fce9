import type {PageProse} from '../../../types';

const page: PageProse = {
  module: 'utcp.implementations.in_mem_tool_repository',
  route: 'core/utcp/implementations/in_mem_tool_repository',
  file: 'core/implementations/in_mem_tool_repository',
  sidebarLabel: 'in_mem_tool_repository',
  sidebarPosition: 3,
  description: 'InMemToolRepository, the default tool store: dictionaries guarded by an async read-write lock.',
  purpose: [
    'Unless the configuration says otherwise, a client keeps its manuals and tools in an `InMemToolRepository`. Everything lives in three dictionaries (tools by name, manuals by name, call templates by manual name) and disappears with the process.',
    'An asyncio read-write lock lets any number of readers in at once and gives writers exclusive access. Every getter returns deep copies, so changing a returned tool does not change the stored one.',
  ],
  importLine: 'from utcp.implementations.in_mem_tool_repository import InMemToolRepository',
  classes: {
    InMemToolRepository: {
      summary: [
        'In-memory implementation of [ConcurrentToolRepository](api:core/interfaces/concurrent_tool_repository#concurrenttoolrepository). Like its base it is a pydantic model, with the stored data in private attributes. It has no settings; `tool_repository_type` is always `"in_memory"`.',
      ],
      methods: {
        __init__: {summary: ['Creates the empty dictionaries and the lock.'], returns: 'An empty repository.'},
        save_manual: {
          summary: [
            'Stores a manual, its call template and its tools. A manual of the same name is replaced, including its tools.',
            'Takes the write lock. Tools that belonged to an earlier manual of the same name are dropped before the new ones are indexed.',
          ],
          returns: 'Nothing.',
        },
        remove_tool: {
          summary: [
            "Deletes one tool and removes it from its manual's tool list.",
            'Takes the write lock. The tool is also removed from the tool list of the stored manual.',
          ],
          returns: '`True` if the tool existed and was removed, `False` otherwise.',
        },
        get_tool: {
          summary: ['Looks up one tool.', 'Takes the read lock and returns a deep copy.'],
          returns: 'The tool, or `None` if it is unknown.',
        },
        get_tools: {
          summary: ['Lists all stored tools.', 'Takes the read lock and returns deep copies.'],
          returns: 'Every tool of every manual.',
        },
      },
    },
    InMemToolRepositoryConfigSerializer: {
      summary: ['Registered by the core for the type `in_memory`.'],
      methods: {
        to_dict: {
          summary: ["Dumps the repository's configuration, not its content."],
          params: {obj: 'The repository.'},
          returns: '`{"tool_repository_type": "in_memory"}`; the stored tools are not included.',
        },
        validate_dict: {
          summary: ['Creates a fresh repository whatever the dict contains.'],
          params: {data: 'Configuration dict; other keys are ignored.'},
          returns: 'A new, empty repository.',
        },
      },
    },
  },
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

export default page;
