import type {PageProse} from '../../../../types';

const page: PageProse = {
  module: 'utcp.implementations.post_processors.limit_strings_post_processor',
  route: 'core/utcp/implementations/post_processors/limit_strings_post_processor',
  file: 'core/implementations/post_processors/limit_strings_post_processor',
  sidebarLabel: 'limit_strings_post_processor',
  sidebarPosition: 2,
  description: 'LimitStringsPostProcessor cuts every string in a tool result to a maximum length.',
  purpose: [
    "A single web page, log file or base64 blob in a result can exhaust an agent's context. `limit_strings` truncates every string value in the result to `limit` characters: the result itself if it is a string, and every string inside lists and dict values at any depth. Dict keys, numbers and booleans are not changed, and nothing marks where a string was cut.",
    'Like every post-processor it runs on the value `call_tool()` returns and on each chunk of `call_tool_streaming()`.',
  ],
  importLine: 'from utcp.implementations.post_processors import LimitStringsPostProcessor',
  sections: [
    {
      title: 'Which results are processed',
      body: [
        'The four scope fields work as for `filter_dict`: excluded tools or manuals are skipped, and an `only_include_*` list restricts processing to its entries.',
        "The `*_manuals` filters compare against the `name` of the call template the client passes to `post_process()`. In 1.0.x that is the tool's own `tool_call_template`, not the manual's template, so it equals the manual name only when the provider named the tool templates after the manual (OpenAPI-generated tools, for instance, are named after the API title). Filter by full tool name when in doubt.",
      ],
    },
  ],
  classes: {
    LimitStringsPostProcessor: {
      summary: ['String truncation for tool results, registered under `limit_strings`.'],
      fields: {
        tool_post_processor_type: 'Discriminator; always `"limit_strings"`.',
        limit: 'Maximum number of characters kept of each string.',
        exclude_tools: 'Full tool names (`manual.tool`) whose results are left alone.',
        only_include_tools: 'If set, only results of these full tool names are processed.',
        exclude_manuals: 'Call template names whose results are left alone (see the note on manual names above).',
        only_include_manuals: 'If set, only results whose call template name is listed are processed.',
      },
      methods: {
        post_process: {
          summary: ['Truncates the strings of one result.'],
          params: {
            caller: 'The client that made the call (unused).',
            tool: 'The tool that was called.',
            manual_call_template: 'Template whose `name` is matched against the manual filters.',
            result: 'The value returned by the protocol.',
          },
          returns: 'A copy of the result with long strings cut, or `result` itself when the processor does not apply.',
        },
      },
    },
    LimitStringsPostProcessorConfigSerializer: {summary: []},
  },
  examples: [
    {
      title: 'At most 4,000 characters per string, except for one tool',
      language: 'json',
      code: `{
  "post_processing": [
    {
      "tool_post_processor_type": "limit_strings",
      "limit": 4000,
      "exclude_tools": ["docs.get_full_page"]
    }
  ]
}`,
    },
    {
      title: 'Truncating a nested result',
      language: 'python',
      code: `from utcp.data.tool import Tool
from utcp.implementations.post_processors import LimitStringsPostProcessor
from utcp_http.http_call_template import HttpCallTemplate

template = HttpCallTemplate(name="crawler", url="https://crawler.example.com/fetch")
tool = Tool(name="crawler.fetch_page", tool_call_template=template)

processor = LimitStringsPostProcessor(limit=12)
print(processor.post_process(None, tool, template, {"url": "https://example.com/", "status": 200,
                                                    "body": "<html><head><title>Example</title>"}))
# {'url': 'https://exam', 'status': 200, 'body': '<html><head>'}`,
    },
  ],
};

export default page;
