import type {PageProse} from '../../../types';

const page: PageProse = {
  module: 'utcp.implementations.tag_search',
  route: 'core/utcp/implementations/tag_search',
  file: 'core/implementations/tag_search',
  sidebarLabel: 'tag_search',
  sidebarPosition: 4,
  description:
    'TagAndDescriptionWordMatchStrategy, the default tool search: scores tools by matching tags and description words against the query.',
  purpose: [
    'The default search strategy ranks tools with simple word matching, no embeddings needed. Tags count more than description words, both weights are configurable, and the strategy is registered under the type `tag_and_description_word_match`.',
  ],
  importLine: 'from utcp.implementations.tag_search import TagAndDescriptionWordMatchStrategy',
  sections: [
    {
      title: 'Scoring',
      body: [
        'The query is lower-cased and split into words (runs of letters, digits and `_`). For each tool, starting from 0:',
        `- every tag adds \`tag_weight\` once if the lower-cased tag occurs anywhere in the query text, or else if any word of the tag is one of the query words;
- every distinct word of the description that is longer than two characters and is one of the query words adds \`description_weight\`.`,
        "Tools are sorted by score, highest first; ties keep the repository's order, and tools scoring 0 are still returned, after the others. The first `limit` tools are returned.",
        'If `any_of_tags_required` is a non-empty list, tools that carry none of those tags (compared case-insensitively) are removed before scoring.',
      ],
    },
  ],
  classes: {
    TagAndDescriptionWordMatchStrategy: {
      summary: ['Word-matching search strategy.'],
      fields: {
        tool_search_strategy_type: 'Discriminator.',
        description_weight: 'Points per matching description word.',
        tag_weight: 'Points per matching tag.',
      },
      methods: {
        search_tools: {
          summary: ['Scores every tool against the query and returns the best ones.'],
          params: {
            tool_repository: 'Where the tools come from; all of them are read with `get_tools()`.',
            query: 'Free text, e.g. what the user asked for.',
            limit: "Maximum number of tools to return. Unlike the interface's promise, `0` returns an empty list here.",
            any_of_tags_required: 'If non-empty, a tool must have at least one of these tags.',
          },
          returns: 'Up to `limit` tools, best match first.',
          raises: [['ValueError', '`limit` is negative.']],
        },
      },
    },
    TagAndDescriptionWordMatchStrategyConfigSerializer: {
      summary: ['Registered by the core for `tag_and_description_word_match`.'],
      methods: {
        to_dict: {
          summary: ["Dumps the strategy's settings."],
          params: {obj: 'The strategy.'},
          returns: 'Its three fields, from `model_dump()`.',
        },
        validate_dict: {
          summary: ['Builds the strategy from a dict.'],
          params: {data: 'The `tool_search_strategy` entry of a configuration.'},
          returns: 'The configured strategy.',
          raises: [['ValueError', 'Pydantic rejects the dict (message starts with `Invalid configuration:`).']],
        },
      },
    },
  },
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

export default page;
