"""Claim: filter_dict leaves results that are not dicts or lists alone, does nothing when neither key
list is set, runs exclude_keys before only_include_keys, and skips the results of tools that
`only_include_tools` does not list; limit_strings cuts the result itself when it is a string, leaves
dict keys, numbers and booleans alone, adds no marker and returns a new value; both return the
result object itself when they do not apply.
versions: 1.0, next
"""
from utcp_probe import load_plugins, observe, run


async def main() -> bool:
    load_plugins()
    from utcp.data.call_template import CallTemplate
    from utcp.data.tool import Tool
    from utcp.implementations.post_processors.filter_dict_post_processor import FilterDictPostProcessor
    from utcp.implementations.post_processors.limit_strings_post_processor import LimitStringsPostProcessor

    template = CallTemplate(name="m", call_template_type="http")
    tool = Tool(name="m.t", tool_call_template=template)
    data = {"long_key_name": "abcdefgh", "n": 123456789, "ok": True, "keep": {"drop": 1, "x": 2}}

    def apply(processor, value):
        return processor.post_process(None, tool, template, value)

    plain = apply(FilterDictPostProcessor(exclude_keys=["a"]), "just text")
    none_set = apply(FilterDictPostProcessor(), data)
    # exclude first gives {}; the other order would give {"keep": {}}
    both = apply(FilterDictPostProcessor(exclude_keys=["x"], only_include_keys=["x"]), data)
    other_tool = apply(FilterDictPostProcessor(exclude_keys=["n"], only_include_tools=["m.other"]), data)
    cut_string = apply(LimitStringsPostProcessor(limit=3), "abcdefgh")
    cut_dict = apply(LimitStringsPostProcessor(limit=3), data)
    skipped = apply(LimitStringsPostProcessor(limit=3, exclude_tools=["m.t"]), data)
    observe("filter: string, no key lists, both lists, tool not listed",
            [plain, none_set is data, both, other_tool is data])
    observe("limit: string, dict, same object when skipped, input untouched",
            [cut_string, cut_dict, skipped is data, data["long_key_name"]])
    return (plain == "just text" and none_set is data and both == {} and other_tool is data
            and cut_string == "abc"
            and cut_dict == {"long_key_name": "abc", "n": 123456789, "ok": True, "keep": {"drop": 1, "x": 2}}
            and cut_dict is not data and skipped is data and data["long_key_name"] == "abcdefgh")


run(main)
