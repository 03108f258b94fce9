import type {ApiModule} from '../../../../types';
import {modelSerializer} from '../../../../builders';
import {MANUAL_NAME_NOTE, scopeFields} from './filter_dict_post_processor';

const mod: ApiModule = {
  route: 'core/utcp/implementations/post_processors/limit_strings_post_processor',
  file: 'core/implementations/post_processors/limit_strings_post_processor',
  module: 'utcp.implementations.post_processors.limit_strings_post_processor',
  distribution: 'utcp',
  source: 'core/src/utcp/implementations/post_processors/limit_strings_post_processor.py',
  sidebarLabel: 'limit_strings_post_processor',
  sidebarPosition: 2,
  description: 'LimitStringsPostProcessor cuts every string in a tool result to a maximum length.',
  purpose: [
    'A single web page, log file or base64 blob in a result can exhaust an agent\'s context. `limit_strings` truncates every string value in the result to `limit` characters: the result itself if it is a string, and every string inside lists and dict values at any depth. Dict keys, numbers and booleans are not changed, and nothing marks where a string was cut.',
    'Like every post-processor it runs on the value `call_tool()` returns and on each chunk of `call_tool_streaming()`.',
  ],
  importLine: 'from utcp.implementations.post_processors import LimitStringsPostProcessor',
  sections: [{title: 'Which results are processed', body: ['The four scope fields work as for `filter_dict`: excluded tools or manuals are skipped, and an `only_include_*` list restricts processing to its entries.', MANUAL_NAME_NOTE]}],
  items: [
    {
      kind: 'class',
      name: 'LimitStringsPostProcessor',
      classKind: 'model',
      bases: ['ToolPostProcessor'],
      summary: ['String truncation for tool results, registered under `limit_strings`.'],
      fields: [
        {name: 'tool_post_processor_type', type: 'Literal["limit_strings"]', default: '"limit_strings"', required: false, description: 'Discriminator; always `"limit_strings"`.'},
        {name: 'limit', type: 'int', default: '10000', required: false, description: 'Maximum number of characters kept of each string.'},
        ...scopeFields(),
      ],
      methods: [
        {
          kind: 'function',
          name: 'post_process',
          methodKind: 'method',
          params: [
            {name: 'caller', type: 'UtcpClient', description: 'The client that made the call (unused).'},
            {name: 'tool', type: 'Tool', description: 'The tool that was called.'},
            {name: 'manual_call_template', type: 'CallTemplate', description: 'Template whose `name` is matched against the manual filters.'},
            {name: 'result', type: 'Any', description: 'The value returned by the protocol.'},
          ],
          returns: {type: 'Any', description: 'A copy of the result with long strings cut, or `result` itself when the processor does not apply.'},
          summary: ['Truncates the strings of one result.'],
        },
      ],
    },
    modelSerializer({name: 'LimitStringsPostProcessorConfigSerializer', target: 'LimitStringsPostProcessor', validateParam: 'data'}),
  ],
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

export default mod;
