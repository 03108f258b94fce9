import type {PageProse} from '../../../types';

const page: PageProse = {
  module: 'utcp.interfaces.tool_search_strategy',
  route: 'core/utcp/interfaces/tool_search_strategy',
  file: 'core/interfaces/tool_search_strategy',
  sidebarLabel: 'tool_search_strategy',
  sidebarPosition: 3,
  description: 'ToolSearchStrategy, the interface behind UtcpClient.search_tools(), and its polymorphic serializer.',
  purpose: [
    'An agent with hundreds of registered tools cannot show all of them to a model. `UtcpClient.search_tools()` asks the configured strategy for the few that fit a request. The core strategy matches words ([tag_search](api:core/implementations/tag_search#taganddescriptionwordmatchstrategy)); a semantic strategy would implement the same single method.',
  ],
  importLine: 'from utcp.interfaces.tool_search_strategy import ToolSearchStrategy',
  classes: {
    ToolSearchStrategy: {
      summary: ["Abstract pydantic model of a search strategy; its fields are the strategy's settings."],
      fields: {tool_search_strategy_type: 'Identifier used as the key in configuration dicts.'},
      methods: {
        search_tools: {
          summary: ['Returns the tools that best match the query.'],
          params: {
            tool_repository: 'The repository to search.',
            query: 'The request, in whatever form the strategy understands.',
            limit:
              'Maximum number of results; the interface describes `0` as "no limit", but check the implementation.',
            any_of_tags_required: 'If set, only tools with at least one of these tags qualify.',
          },
          returns: 'The most relevant tools first; an empty list when nothing matches.',
          raises: [['ValueError', 'Suggested for an invalid query or limit.']],
        },
      },
    },
    ToolSearchStrategyConfigSerializer: {
      summary: ['Reads the `tool_search_strategy` entry of a configuration and builds the registered strategy.'],
      fields: {
        tool_search_strategy_implementations:
          'Maps each `tool_search_strategy_type` value to the serializer that handles it. Shared by all instances; filled by [`register_tool_search_strategy()`](api:core/plugins/discovery#register_tool_search_strategy).',
        default_strategy: 'Type used when the configuration names no strategy.',
      },
    },
  },
  examples: [
    {
      title: 'A strategy that only looks at tool names',
      language: 'python',
      code: `from typing import List, Literal, Optional

from utcp.data.tool import Tool
from utcp.interfaces.concurrent_tool_repository import ConcurrentToolRepository
from utcp.interfaces.serializer import Serializer
from utcp.interfaces.tool_search_strategy import ToolSearchStrategy
from utcp.plugins.discovery import register_tool_search_strategy


class NamePrefixSearch(ToolSearchStrategy):
    tool_search_strategy_type: Literal["name_prefix"] = "name_prefix"

    async def search_tools(self, tool_repository: ConcurrentToolRepository, query: str,
                           limit: int = 10, any_of_tags_required: Optional[List[str]] = None) -> List[Tool]:
        tools = [tool for tool in await tool_repository.get_tools()
                 if tool.name.split(".", 1)[-1].startswith(query)]
        if any_of_tags_required:
            tools = [tool for tool in tools if set(tool.tags) & set(any_of_tags_required)]
        return tools[:limit] if limit > 0 else tools


class NamePrefixSearchSerializer(Serializer[NamePrefixSearch]):
    def to_dict(self, obj: NamePrefixSearch) -> dict:
        return obj.model_dump()

    def validate_dict(self, obj: dict) -> NamePrefixSearch:
        return NamePrefixSearch.model_validate(obj)


register_tool_search_strategy("name_prefix", NamePrefixSearchSerializer())
# Configuration: {"tool_search_strategy": {"tool_search_strategy_type": "name_prefix"}}`,
    },
  ],
};

export default page;
