import type {ApiModule} from '../../../types';

const mod: ApiModule = {
  route: 'core/utcp/implementations/tag_search',
  file: 'core/implementations/tag_search',
  module: 'utcp.implementations.tag_search',
  distribution: 'utcp',
  source: 'core/src/utcp/implementations/tag_search.py',
  sidebarLabel: 'tag_search',
  sidebarPosition: 4,
  description: 'TagAndDescriptionWordMatchStrategy, the default tool search: scores tools by matching tags and description words against the query.',
  purpose: [
    'The default search strategy ranks tools with simple word matching, no embeddings needed. Tags count more than description words, both weights are configurable, and the strategy is registered under the type `tag_and_description_word_match`.',
  ],
  importLine: 'from utcp.implementations.tag_search import TagAndDescriptionWordMatchStrategy',
  sections: [
    {
      title: 'Scoring',
      body: [
        'The query is lower-cased and split into words (runs of letters, digits and `_`). For each tool, starting from 0:',
        '- every tag adds `tag_weight` once if the lower-cased tag occurs anywhere in the query text, or else if any word of the tag is one of the query words;\n- every distinct word of the description that is longer than two characters and is one of the query words adds `description_weight`.',
        'Tools are sorted by score, highest first; ties keep the repository\'s order, and tools scoring 0 are still returned, after the others. The first `limit` tools are returned.',
        'If `any_of_tags_required` is a non-empty list, tools that carry none of those tags (compared case-insensitively) are removed before scoring.',
      ],
    },
  ],
  items: [
    {
      kind: 'class',
      name: 'TagAndDescriptionWordMatchStrategy',
      classKind: 'model',
      bases: ['ToolSearchStrategy'],
      summary: ['Word-matching search strategy.'],
      fields: [
        {
          name: 'tool_search_strategy_type',
          type: 'Literal["tag_and_description_word_match"]',
          default: '"tag_and_description_word_match"',
          required: false,
          description: 'Discriminator.',
        },
        {name: 'description_weight', type: 'float', default: '1', required: false, description: 'Points per matching description word.'},
        {name: 'tag_weight', type: 'float', default: '3', required: false, description: 'Points per matching tag.'},
      ],
      methods: [
        {
          kind: 'function',
          name: 'search_tools',
          methodKind: 'method',
          async: true,
          params: [
            {name: 'tool_repository', type: 'ConcurrentToolRepository', description: 'Where the tools come from; all of them are read with `get_tools()`.'},
            {name: 'query', type: 'str', description: 'Free text, e.g. what the user asked for.'},
            {name: 'limit', type: 'int', default: '10', description: 'Maximum number of tools to return. Unlike the interface\'s promise, `0` returns an empty list here.'},
            {name: 'any_of_tags_required', type: 'Optional[List[str]]', default: 'None', description: 'If non-empty, a tool must have at least one of these tags.'},
          ],
          returns: {type: 'List[Tool]', description: 'Up to `limit` tools, best match first.'},
          raises: [{type: 'ValueError', when: '`limit` is negative.'}],
          summary: ['Scores every tool against the query and returns the best ones.'],
        },
      ],
    },
    {
      kind: 'class',
      name: 'TagAndDescriptionWordMatchStrategyConfigSerializer',
      classKind: 'serializer',
      bases: ['Serializer[TagAndDescriptionWordMatchStrategy]'],
      summary: ['Registered by the core for `tag_and_description_word_match`.'],
      methods: [
        {
          kind: 'function',
          name: 'to_dict',
          methodKind: 'method',
          params: [{name: 'obj', type: 'TagAndDescriptionWordMatchStrategy', description: 'The strategy.'}],
          returns: {type: 'dict', description: 'Its three fields, from `model_dump()`.'},
          summary: ['Dumps the strategy\'s settings.'],
        },
        {
          kind: 'function',
          name: 'validate_dict',
          methodKind: 'method',
          params: [{name: 'data', type: 'dict', description: 'The `tool_search_strategy` entry of a configuration.'}],
          returns: {type: 'TagAndDescriptionWordMatchStrategy', description: 'The configured strategy.'},
          raises: [{type: 'ValueError', when: 'Pydantic rejects the dict (message starts with `Invalid configuration:`).'}],
          summary: ['Builds the strategy from a dict.'],
        },
      ],
    },
  ],
  examples: [
    {
      title: 'Weighting tags more heavily',
      language: 'json',
      code: `{
  "tool_search_strategy": {
    "tool_search_strategy_type": "tag_and_description_word_match",
    "tag_weight": 5,
    "description_weight": 0.5
  }
}`,
    },
    {
      title: 'Searching a repository directly',
      language: 'python',
      code: `import asyncio

from utcp.data.tool import Tool
from utcp.data.utcp_manual import UtcpManual
from utcp.implementations.in_mem_tool_repository import InMemToolRepository
from utcp.implementations.tag_search import TagAndDescriptionWordMatchStrategy
from utcp_http.http_call_template import HttpCallTemplate


async def main() -> None:
    template = HttpCallTemplate(name="shop", url="https://shop.example.com/utcp")
    repository = InMemToolRepository()
    await repository.save_manual(template, UtcpManual(tools=[
        Tool(name="shop.refund_order", description="Refund a paid order", tags=["orders", "payments"],
             tool_call_template=template),
        Tool(name="shop.track_parcel", description="Where is the parcel of an order", tags=["shipping"],
             tool_call_template=template),
    ]))

    strategy = TagAndDescriptionWordMatchStrategy()
    hits = await strategy.search_tools(repository, "refund the payments for order 1234", limit=1)
    print([tool.name for tool in hits])  # ['shop.refund_order']


asyncio.run(main())`,
    },
  ],
};

export default mod;
