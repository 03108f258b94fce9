import type {PageProse} from '../../../../types';

const page: PageProse = {
  module: 'utcp.implementations.post_processors.filter_dict_post_processor',
  route: 'core/utcp/implementations/post_processors/filter_dict_post_processor',
  file: 'core/implementations/post_processors/filter_dict_post_processor',
  sidebarLabel: 'filter_dict_post_processor',
  sidebarPosition: 1,
  description:
    'FilterDictPostProcessor removes or keeps chosen keys in tool results, at any depth, for all tools or a selected few.',
  purpose: [
    'APIs often answer with far more fields than an agent needs, and every extra field costs context. `filter_dict` strips keys from results before `call_tool()` returns them: either a deny list (`exclude_keys`) or an allow list (`only_include_keys`). Configure it in `UtcpClientConfig.post_processing`.',
    'Results that are not dicts or lists (a string, a number) pass through unchanged.',
  ],
  importLine: 'from utcp.implementations.post_processors import FilterDictPostProcessor',
  sections: [
    {
      title: 'Filtering rules',
      body: [
        'First the processor decides whether to touch the result at all. It skips the result when the tool is in `exclude_tools`, when `only_include_tools` is set and does not list the tool, and likewise for the two manual filters. With neither `exclude_keys` nor `only_include_keys` set, it does nothing.',
        '`exclude_keys` removes each listed key wherever it appears, in nested dicts and in dicts inside lists. A list element that becomes an empty dict or empty list is dropped.',
        '`only_include_keys` keeps a listed key with its whole value (a nested dict under it is filtered again). An unlisted key survives only if its value, after filtering, is a non-empty dict or list, so the structure leading to a kept key is preserved. Inside lists only non-empty dicts and lists survive: plain strings and numbers in a list are removed.',
        'If both lists are set, `exclude_keys` runs first.',
        "The `*_manuals` filters compare against the `name` of the call template the client passes to `post_process()`. In 1.0.x that is the tool's own `tool_call_template`, not the manual's template, so it equals the manual name only when the provider named the tool templates after the manual (OpenAPI-generated tools, for instance, are named after the API title). Filter by full tool name when in doubt.",
      ],
    },
  ],
  classes: {
    FilterDictPostProcessor: {
      summary: ['Key filter for tool results, registered under `filter_dict`.'],
      fields: {
        tool_post_processor_type: 'Discriminator; always `"filter_dict"`.',
        exclude_keys: 'Keys to delete at every level.',
        only_include_keys: 'Keys to keep; everything else is removed as described above.',
        exclude_tools: 'Full tool names (`manual.tool`) whose results are left alone.',
        only_include_tools: 'If set, only results of these full tool names are processed.',
        exclude_manuals: 'Call template names whose results are left alone (see the note on manual names above).',
        only_include_manuals: 'If set, only results whose call template name is listed are processed.',
      },
      methods: {
        post_process: {
          summary: ['Applies the filters to one result. Called by the client; you rarely call it yourself.'],
          params: {
            caller: 'The client that made the call (unused).',
            tool: 'The tool that was called; its full name is matched against the tool filters.',
            manual_call_template: 'Template whose `name` is matched against the manual filters.',
            result: 'The value returned by the protocol.',
          },
          returns: 'The filtered result, or `result` itself when the processor does not apply.',
        },
      },
    },
    FilterDictPostProcessorConfigSerializer: {summary: []},
  },
  examples: [
    {
      title: 'Dropping bulky fields from two tools',
      language: 'json',
      code: `{
  "post_processing": [
    {
      "tool_post_processor_type": "filter_dict",
      "exclude_keys": ["_links", "avatar_url", "node_id"],
      "only_include_tools": ["github_api.list_issues", "github_api.get_issue"]
    }
  ]
}`,
    },
    {
      title: 'What the filters do to a result',
      language: 'python',
      code: `from utcp.data.tool import Tool
from utcp.implementations.post_processors import FilterDictPostProcessor
from utcp_http.http_call_template import HttpCallTemplate

template = HttpCallTemplate(name="github_api", url="https://api.github.com/repos/{owner}/{repo}/issues")
tool = Tool(name="github_api.list_issues", tool_call_template=template)
result = [
    {"number": 7, "title": "Crash on start", "user": {"login": "ada", "avatar_url": "https://..."}},
    {"number": 9, "title": "Typo", "user": {"login": "lin", "avatar_url": "https://..."}},
]

drop = FilterDictPostProcessor(exclude_keys=["avatar_url"])
print(drop.post_process(None, tool, template, result)[0])
# {'number': 7, 'title': 'Crash on start', 'user': {'login': 'ada'}}

keep = FilterDictPostProcessor(only_include_keys=["title", "login"])
print(keep.post_process(None, tool, template, result))
# [{'title': 'Crash on start', 'user': {'login': 'ada'}}, {'title': 'Typo', 'user': {'login': 'lin'}}]`,
    },
  ],
};

export default page;
