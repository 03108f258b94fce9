"""Cases of the tool post-processors filter_dict and limit_strings (1.x), through a client call."""
from _behaviour import case, cases_of, http_server, load_plugins, outcome_of, stream_with_template
from utcp_probe import one_tool_manual

DATA = {"id": 1, "secret": "s3cr3t", "meta": {"secret": "hidden", "keep": 2, "note": "abcdefgh"},
        "items": [{"secret": 1}, {"name": "alpha", "secret": 2}, "plain-text", 5], "name": "toplevel",
        "greeting": "grüße, welt"}


def routes(payload):
    from aiohttp import web

    async def data(request):
        if isinstance(payload, str):
            return web.Response(text=payload, content_type="text/plain")
        return web.json_response(payload)

    return {("GET", "/utcp"): one_tool_manual, ("GET", "/data"): data}


async def processed(processors, payload=DATA, streaming=False):
    load_plugins()
    from utcp.utcp_client import UtcpClient

    async with http_server(routes(payload)) as base:
        async def run():
            client = await UtcpClient.create(config={
                "post_processing": processors,
                "manual_call_templates": [{"name": "m", "call_template_type": "http", "url": f"{base}/utcp",
                                           "http_method": "GET"}]})
            if streaming:
                return [c async for c in client.call_tool_streaming("m.t", {})]
            return await client.call_tool("m.t", {})

        return await outcome_of(run())


def filter_dict(**options):
    return [{"tool_post_processor_type": "filter_dict", **options}]


cases_of("post-processing.filter-dict.exclude-keys", {
    "nested": lambda: processed(filter_dict(exclude_keys=["secret"])),
    "text-result": lambda: processed(filter_dict(exclude_keys=["secret"]), payload="secret: 1"),
    "streaming": lambda: processed(filter_dict(exclude_keys=["secret"]), payload={"secret": 1, "a": 2}, streaming=True),
})


cases_of("post-processing.filter-dict.only-include-keys", {
    "nested": lambda: processed(filter_dict(only_include_keys=["name"])),
    "key-absent": lambda: processed(filter_dict(only_include_keys=["nothing"])),
})


async def left_whole(processors):
    """Whether DATA comes through `processors` untouched."""
    return await processed(processors) == {"value": DATA}


cases_of("post-processing.filter-dict.scope", {
    "exclude-tools": lambda: left_whole(filter_dict(exclude_keys=["secret"], exclude_tools=["m.t"])),
    "only-include-manuals-by-manual-name":
        lambda: left_whole(filter_dict(exclude_keys=["secret"], only_include_manuals=["m"])),
})


@case("post-processing.filter-dict.scope", "only-include-manuals-by-template-name")
async def scope_template_name():
    result = await processed(filter_dict(exclude_keys=["secret"], only_include_manuals=["tmplname"]))
    return "secret" not in result.get("value", {})


cases_of("post-processing.limit-strings.length", {
    "limit-4": lambda: processed([{"tool_post_processor_type": "limit_strings", "limit": 4}]),
    "limit-0": lambda: processed([{"tool_post_processor_type": "limit_strings", "limit": 0}]),
})


@case("post-processing.limit-strings.length", "default-limit")
def limit_default():
    load_plugins()
    from utcp.implementations.post_processors.limit_strings_post_processor import LimitStringsPostProcessor

    return LimitStringsPostProcessor().limit


@case("post-processing.limit-strings.length", "text-result")
async def limit_text():
    return await processed([{"tool_post_processor_type": "limit_strings", "limit": 5}], payload="plain words")


@case("post-processing.order.chained", "filter-then-limit")
async def chained():
    return await processed(filter_dict(only_include_keys=["name"]) +
                           [{"tool_post_processor_type": "limit_strings", "limit": 3}])


cases_of("post-processing.filter-dict.exclude-keys", {
    "emptied-list-elements": lambda: processed(filter_dict(exclude_keys=["secret"]),
                                               payload={"items": [{"secret": 1}, [], {"a": 1}, {}, [{"secret": 2}]]}),
})


cases_of("post-processing.filter-dict.only-include-keys", {
    "kept-key-nested-value": lambda: processed(filter_dict(only_include_keys=["name"]), payload={
        "name": {"name": 1, "x": 2}, "other": {"deep": {"name": 3}, "y": 1}, "list": [1, "s", {"name": 4}, {"z": 5}]}),
})


cases_of("post-processing.filter-dict.scope", {
    "only-include-tools-unlisted":
        lambda: left_whole(filter_dict(exclude_keys=["secret"], only_include_tools=["m.other"])),
})


# Adversarial review 2026-11-28: limit_strings with a negative limit, deep nesting, characters beyond one code
# point, and which manual name its filters compare against.
def limit(n, **options):
    return [{"tool_post_processor_type": "limit_strings", "limit": n, **options}]


cases_of("post-processing.limit-strings.length", {
    "negative-limit": lambda: processed(limit(-3), payload="plain words"),
    "deep-nesting": lambda: processed(limit(2), payload={"a": [["abcdef", {"b": ["golden", {"c": "maple"}]}]],
                                                         "abcdef-key": True, "n": 12345, "none": None}),
    "combining-and-emoji": lambda: processed(limit(1), payload={"accent": "e\u0301t\u00e9", "emoji": "\U0001F642x"}),
})


async def limited_whole(processors):
    """Whether DATA comes through `processors` untouched."""
    return await processed(processors) == {"value": DATA}


cases_of("post-processing.limit-strings.scope", {
    "only-include-manuals-by-manual-name": lambda: limited_whole(limit(3, only_include_manuals=["m"])),
    "only-include-manuals-by-template-name": lambda: limited_whole(limit(3, only_include_manuals=["tmplname"])),
    "exclude-manuals-by-manual-name": lambda: limited_whole(limit(3, exclude_manuals=["m"])),
})


# Second adversarial review 2026-11-28: strings inside a tuple, which no JSON result holds but a Python tool or a
# custom protocol can return, and a negative limit longer than the string.
@case("post-processing.limit-strings.length", "tuple-result")
def limit_tuple():
    load_plugins()
    from utcp.implementations.post_processors.limit_strings_post_processor import LimitStringsPostProcessor

    class Named:
        name = "m"

    processed_value = LimitStringsPostProcessor(limit=2).post_process(
        None, type("T", (), {"name": "m.t"})(), Named(), {"pair": ("abcdef", ["abcdef"]), "list": ["abcdef"]})
    return {"pair is tuple": isinstance(processed_value["pair"], tuple), "value": processed_value}


cases_of("post-processing.limit-strings.length", {
    "negative-beyond-length": lambda: processed(limit(-20), payload="plain words"),
})


LIST_ITEMS = {"items": [{"name": 1}, "text", 5, None, [], ["x"], [{"name": 2}], {"other": 1}], "name": 0}


def direct_filter(result, tool_name="m.t", **options):
    """FilterDictPostProcessor.post_process called by hand: the value and whether it is the object passed in."""
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.data.tool import Tool
    from utcp.implementations.post_processors import FilterDictPostProcessor

    template = CallTemplateSerializer().validate_dict({"name": "m", "call_template_type": "http",
                                                       "url": "https://x.example/a"})
    tool = Tool(name=tool_name, description="", tool_call_template=template)
    returned = FilterDictPostProcessor(**options).post_process(None, tool, template, result)
    return {"value": returned, "same object": returned is result}


cases_of("post-processing.filter-dict.edges", {
    "number-result": lambda: processed(filter_dict(exclude_keys=["secret"]), payload=42),
    "null-result": lambda: processed(filter_dict(only_include_keys=["name"]), payload=None),
    "no-key-lists": lambda: left_whole(filter_dict()),
    "empty-key-lists": lambda: left_whole(filter_dict(exclude_keys=[], only_include_keys=[])),
    "list-items-only-include": lambda: processed(filter_dict(only_include_keys=["name"]), payload=LIST_ITEMS),
    "list-items-exclude": lambda: processed(filter_dict(exclude_keys=["other"]), payload=LIST_ITEMS),
    "both-lists-same-key": lambda: processed(filter_dict(exclude_keys=["name"], only_include_keys=["name", "id"])),
    "top-level-list": lambda: processed(filter_dict(only_include_keys=["name"]), payload=[{"name": 1, "x": 2}, "s"]),
    "not-applied-same-object": lambda: direct_filter({"secret": 1}, exclude_keys=["secret"], exclude_tools=["m.t"]),
    "applied-new-object": lambda: direct_filter({"secret": 1, "a": 2}, exclude_keys=["secret"]),
    "nothing-removed-new-object": lambda: direct_filter({"a": 2}, exclude_keys=["secret"]),
})


# Third adversarial review 2026-11-29 (r-x4): only_include_keys with a list as the value of a listed key (filtered or
# kept as given, and whether it is the same list object); a string result and a dict result whose key lists apply,
# called by hand (same object or not); booleans and nested empty lists in a list under exclude_keys.
def filter_listed_key_list():
    listed = [1, "a", None, {"x": 1}, [], {}]
    found = direct_filter({"name": listed, "other": [1, {"name": 2}]}, only_include_keys=["name"])
    return {"value": found["value"], "listed list is the same object": found["value"].get("name") is listed}


def filter_string_with_key_list():
    text = "".join(["secret", ": 1"])
    return {"exclude_keys": direct_filter(text, exclude_keys=["secret"])["same object"],
            "only_include_keys": direct_filter(text, only_include_keys=["secret"])["same object"]}


cases_of("post-processing.filter-dict.edges", {
    "only-include-list-under-listed-key": filter_listed_key_list,
    "string-result-key-list-applies": filter_string_with_key_list,
    "list-items-exclude-more": lambda: direct_filter([True, False, 0, "", [[]], [{}], {"secret": 1}],
                                                     exclude_keys=["secret"]),
})


# Adversarial review 2026-11-29 (p-fold5): the tool and manual filters of both processors with the manual name,
# the tool's call template name (tmplname), a short tool name and empty lists.
async def changed(processors):
    """Whether the processors changed DATA (True) or left it whole (False)."""
    return not await left_whole(processors)


def secret_filter(**options):
    return filter_dict(exclude_keys=["secret"], **options)


cases_of("post-processing.scope.filters", {
    "filter-exclude-manuals-template-name": lambda: changed(secret_filter(exclude_manuals=["tmplname"])),
    "filter-exclude-manuals-manual-name": lambda: changed(secret_filter(exclude_manuals=["m"])),
    "filter-exclude-manuals-empty": lambda: changed(secret_filter(exclude_manuals=[])),
    "limit-only-include-tools-listed": lambda: changed(limit(3, only_include_tools=["m.t"])),
    "limit-only-include-tools-unlisted": lambda: changed(limit(3, only_include_tools=["m.other"])),
    "limit-only-include-tools-short-name": lambda: changed(limit(3, only_include_tools=["t"])),
    "limit-only-include-tools-empty": lambda: changed(limit(3, only_include_tools=[])),
    "limit-exclude-manuals-template-name": lambda: changed(limit(3, exclude_manuals=["tmplname"])),
    "limit-exclude-manuals-manual-name": lambda: changed(limit(3, exclude_manuals=["m"])),
    "limit-only-include-manuals-template-name": lambda: changed(limit(3, only_include_manuals=["tmplname"])),
    "limit-only-include-manuals-manual-name": lambda: changed(limit(3, only_include_manuals=["m"])),
    "limit-only-include-manuals-empty": lambda: changed(limit(3, only_include_manuals=[])),
})


# Adversarial review 2026-11-29 (p-fold15): limit_strings called directly, folding the post-processor-details
# and post-processors-filter-and-limit probes.
def direct_limit(value, template_name="m", **options):
    load_plugins()
    from utcp.data.call_template import CallTemplate
    from utcp.data.tool import Tool
    from utcp.implementations.post_processors.limit_strings_post_processor import LimitStringsPostProcessor

    template = CallTemplate(name=template_name, call_template_type="http")
    tool = Tool(name="m.t", tool_call_template=template)
    out = LimitStringsPostProcessor(**options).post_process(None, tool, template, value)
    return {"value": out, "same_object": out is value}


DIRECT = {"long_key_name": "abcdefgh", "n": 123456789, "ok": True, "none": None, "keep": {"x": "grüße"}}

cases_of("post-processing.limit-strings.direct", {
    "cut-string": lambda: direct_limit("abcdefgh", limit=3),
    "cut-dict": lambda: direct_limit(dict(DIRECT), limit=3),
    "nothing-to-cut": lambda: direct_limit(dict(DIRECT), limit=100),
    "exclude-tools-full-name": lambda: direct_limit(dict(DIRECT), limit=3, exclude_tools=["m.t"]),
    "exclude-tools-short-name": lambda: direct_limit(dict(DIRECT), limit=3, exclude_tools=["t"]),
    "only-include-tools-other": lambda: direct_limit(dict(DIRECT), limit=3, only_include_tools=["m.other"]),
    "only-include-tools-empty": lambda: direct_limit(dict(DIRECT), limit=3, only_include_tools=[]),
    "exclude-manuals-template-name": lambda: direct_limit(dict(DIRECT), "tmpl", limit=3, exclude_manuals=["tmpl"]),
    "exclude-manuals-manual-name": lambda: direct_limit(dict(DIRECT), "tmpl", limit=3, exclude_manuals=["m"]),
    "only-include-manuals-manual-name":
        lambda: direct_limit(dict(DIRECT), "tmpl", limit=3, only_include_manuals=["m"]),
    "default-limit-exact": lambda: {"kept": len(direct_limit("x" * 10001)["value"])},
})


@case("post-processing.limit-strings.direct", "unnamed-template-manual-filter")
async def unnamed_template_manual_filter():
    """A manual m whose tool's call template has no name, limit 3 with only_include_manuals [m], through a call."""
    load_plugins()
    from aiohttp import web
    from utcp.utcp_client import UtcpClient

    async def manual(request):
        base = str(request.url.origin())
        return web.json_response({"utcp_version": "1.0.1", "manual_version": "1.0.0", "tools": [{
            "name": "t", "description": "", "inputs": {"type": "object", "properties": {}},
            "tool_call_template": {"call_template_type": "http", "url": f"{base}/data", "http_method": "GET"}}]})

    async def data(request):
        return web.json_response({"note": "abcdefgh"})

    async with http_server({("GET", "/utcp"): manual, ("GET", "/data"): data}) as base:
        client = await UtcpClient.create(config={
            "post_processing": limit(3, only_include_manuals=["m"]),
            "manual_call_templates": [{"name": "m", "call_template_type": "http", "url": f"{base}/utcp",
                                       "http_method": "GET"}]})
        return await outcome_of(client.call_tool("m.t", {}))


def direct_limit_error(value, **options):
    try:
        return direct_limit(value, **options)
    except Exception as error:  # noqa: BLE001
        return {"error": {"type": type(error).__name__}}


def direct_limit_bytes():
    out = direct_limit(b"abcdefgh", limit=3)
    nested = direct_limit({"blob": b"abcdefgh", "text": "abcdefgh"}, limit=3)["value"]
    return {"bytes result": out["value"].decode(), "same object": out["same_object"],
            "bytes in dict": nested["blob"].decode(), "text in dict": nested["text"]}


cases_of("post-processing.limit-strings.direct", {
    "bytes": direct_limit_bytes,
    "limit-null": lambda: direct_limit_error("abcdefgh", limit=None),
})


cases_of("post-processing.limit-strings.direct", {
    "excluded-and-included": lambda: direct_limit("abcdefgh", limit=3, exclude_tools=["m.t"], only_include_tools=["m.t"]),
    "tool-name-other-case": lambda: direct_limit("abcdefgh", limit=3, exclude_tools=["M.T"]),
})


# Second reading 2026-11-29: the selectors of filter_dict, both tool selectors at once, a null selector, and the manual
# selectors when the provider's tool template carries the manual's name or no name.
async def served_template_named(template_name, processors):
    load_plugins()
    from aiohttp import web
    from utcp.utcp_client import UtcpClient

    async def manual(request):
        template = {"call_template_type": "http", "url": f"{request.url.origin()}/data", "http_method": "GET"}
        if template_name is not None:
            template["name"] = template_name
        return web.json_response({"utcp_version": "1.0.1", "manual_version": "1.0.0", "tools": [{
            "name": "t", "description": "", "inputs": {"type": "object", "properties": {}},
            "tool_call_template": template}]})

    async def data(request):
        return web.json_response({"note": "abcdefgh"})

    async with http_server({("GET", "/utcp"): manual, ("GET", "/data"): data}) as base:
        client = await UtcpClient.create(config={
            "post_processing": processors,
            "manual_call_templates": [{"name": "m", "call_template_type": "http", "url": f"{base}/utcp",
                                       "http_method": "GET"}]})
        return await outcome_of(client.call_tool("m.t", {}))


cases_of("post-processing.scope.filters", {
    "filter-only-include-tools-listed": lambda: changed(secret_filter(only_include_tools=["m.t"])),
    "filter-only-include-tools-short-name": lambda: changed(secret_filter(only_include_tools=["t"])),
    "filter-exclude-tools-listed": lambda: changed(secret_filter(exclude_tools=["m.t"])),
    "limit-include-and-exclude-same-tool": lambda: changed(limit(3, only_include_tools=["m.t"], exclude_tools=["m.t"])),
    "limit-exclude-tools-null": lambda: changed(limit(3, exclude_tools=None)),
    "limit-only-include-tools-upper-case": lambda: changed(limit(3, only_include_tools=["M.T"])),
    "template-named-after-manual-only-include-manuals":
        lambda: served_template_named("m", limit(3, only_include_manuals=["m"])),
    "unnamed-template-exclude-manuals":
        lambda: served_template_named(None, limit(3, exclude_manuals=["m"])),
})


# Second reading 2026-11-29 (f-rfc-b): what filter_dict leaves when it empties an object under a key, the whole
# result, or an array under a key, and what it does with a non-ASCII key.
cases_of("post-processing.filter-dict.emptied", {
    "object-under-key": lambda: processed(filter_dict(exclude_keys=["secret"]),
                                          payload={"meta": {"secret": 1}, "id": 1}),
    "whole-result": lambda: processed(filter_dict(exclude_keys=["secret"]), payload={"secret": 1}),
    "array-under-key": lambda: processed(filter_dict(exclude_keys=["secret"]),
                                         payload={"items": [{"secret": 1}], "id": 1}),
    "unicode-key": lambda: processed(filter_dict(exclude_keys=["clé"]), payload={"clé": 1, "id": {"clé": 2}}),
})


# Second reading 2026-11-29 (f-rfc-b): only_include_keys over an array of booleans, an empty and a non-ASCII
# string and a nested array of numbers, through a configured client.
cases_of("post-processing.filter-dict.only-include-scalars", {
    "booleans-and-strings": lambda: processed(filter_dict(only_include_keys=["name"]),
                                              payload={"items": [True, False, 0, "", "é", [1, 2], {"name": "ü"}]}),
})


# Second reading (r-lead) 2026-11-29: more byte types, exclusion across the tool and manual filters, near-miss names.
def direct_limit_named(value, tool_name, template_name="m", **options):
    load_plugins()
    from utcp.data.call_template import CallTemplate
    from utcp.data.tool import Tool
    from utcp.implementations.post_processors.limit_strings_post_processor import LimitStringsPostProcessor

    template = CallTemplate(name=template_name, call_template_type="http")
    tool = Tool(name=tool_name, tool_call_template=template)
    return LimitStringsPostProcessor(**options).post_process(None, tool, template, value)


def limit_byte_types():
    out = direct_limit_named([b"abcdefgh", bytearray(b"abcdefgh"), "abcdefgh"], "m.t", limit=3)
    return [bytes(item).decode() if isinstance(item, (bytes, bytearray)) else item for item in out]


cases_of("post-processing.limit-strings.direct", {
    "bytes-in-list-and-bytearray": limit_byte_types,
    "manual-excluded-tool-included": lambda: direct_limit_named(
        "abcdefgh", "m.t", "tmpl", limit=3, exclude_manuals=["tmpl"], only_include_tools=["m.t"]),
    "manual-excluded-and-included": lambda: direct_limit_named(
        "abcdefgh", "m.t", "tmpl", limit=3, exclude_manuals=["tmpl"], only_include_manuals=["tmpl"]),
    "near-miss-names": lambda: {
        "space": direct_limit_named("abcdefgh", "m.t", limit=3, exclude_tools=[" m.t"]),
        "decomposed accent": direct_limit_named("abcdefgh", "m.caf\u00e9", limit=3, exclude_tools=["m.cafe\u0301"]),
        "manual other case": direct_limit_named("abcdefgh", "m.t", "tmpl", limit=3, exclude_manuals=["TMPL"]),
    },
})


# Second reading 2026-11-30 (lead, RFC 6.6): an object emptied two levels down, an array emptied inside an object,
# and members that were empty before the filter ran.
DEEP_EMPTIED = {"a": {"b": {"secret": 1}, "items": [{"secret": 2}]}, "kept": {}, "list": [], "id": 1}

cases_of("post-processing.filter-dict.emptied", {
    "deep-and-already-empty": lambda: processed(filter_dict(exclude_keys=["secret"]), payload=DEEP_EMPTIED),
})


# Second reading (s-yaml-core) 2026-11-30: the scope selectors read from a configuration dict, with all three
# selectors at once, further near-miss names, and byte-like values other than bytes.
def limit_from_dict(value, tool_name, template_name="m", **options):
    load_plugins()
    from utcp.data.call_template import CallTemplate
    from utcp.data.tool import Tool
    from utcp.implementations.post_processors.limit_strings_post_processor import (
        LimitStringsPostProcessorConfigSerializer)

    template = CallTemplate(name=template_name, call_template_type="http")
    tool = Tool(name=tool_name, tool_call_template=template)
    processor = LimitStringsPostProcessorConfigSerializer().validate_dict(
        {"tool_post_processor_type": "limit_strings", **options})
    return processor.post_process(None, tool, template, value)


cases_of("post-processing.limit-strings.direct", {
    "excluded-and-included-variants": lambda: {
        "from a config dict": limit_from_dict("abcdefgh", "m.t", limit=3, exclude_tools=["m.t"],
                                              only_include_tools=["m.t"]),
        "included with another tool": direct_limit_named("abcdefgh", "m.t", limit=3, exclude_tools=["m.t"],
                                                         only_include_tools=["m.other", "m.t"]),
        "listed twice in both": direct_limit_named("abcdefgh", "m.t", limit=3, exclude_tools=["m.t", "m.t"],
                                                   only_include_tools=["m.t", "m.t"]),
    },
    "manual-excluded-variants": lambda: {
        "all three selectors": direct_limit_named("abcdefgh", "m.t", "tmpl", limit=3, exclude_manuals=["tmpl"],
                                                  only_include_manuals=["tmpl"], only_include_tools=["m.t"]),
        "from a config dict": limit_from_dict("abcdefgh", "m.t", "tmpl", limit=3, exclude_manuals=["tmpl"],
                                              only_include_tools=["m.t"]),
    },
    "near-miss-names-more": lambda: {
        "trailing space": direct_limit_named("abcdefgh", "m.t", limit=3, exclude_tools=["m.t "]),
        "composed filter, decomposed name": direct_limit_named("abcdefgh", "m.cafe\u0301", limit=3,
                                                               exclude_tools=["m.caf\u00e9"]),
        "same code points": direct_limit_named("abcdefgh", "m.caf\u00e9", limit=3, exclude_tools=["m.caf\u00e9"]),
        "only-include decomposed": direct_limit_named("abcdefgh", "m.caf\u00e9", limit=3,
                                                      only_include_tools=["m.cafe\u0301"]),
        "manual with leading space": direct_limit_named("abcdefgh", "m.t", "tmpl", limit=3,
                                                        exclude_manuals=[" tmpl"]),
        "short name only": direct_limit_named("abcdefgh", "m.t", limit=3, only_include_tools=["t"]),
    },
    "byte-like-values": lambda: (lambda out: {
        "memoryview": bytes(out["view"]).decode(), "bytes in a dict in a list": out["nested"][0]["b"].decode(),
        "text beside": out["nested"][0]["s"]})(direct_limit_named(
            {"view": memoryview(b"abcdefgh"), "nested": [{"b": b"abcdefgh", "s": "abcdefgh"}]}, "m.t", limit=3)),
})


# Second reading 2026-11-30 (w-next-other): a CRLF inside a string, an empty string, a long key, and a string
# exactly the limit long.
cases_of("post-processing.limit-strings.length", {
    "crlf-empty-and-keys": lambda: processed(limit(3), payload={"long-key-name": "a\r\nbc", "list": ["", "abc", "abcd"]}),
})


# post-processing.limit-strings.length, second reading 2026-11-30 (w-v10): a top-level list, CRLF counted as two
# characters, a long key next to a short one.
cases_of("post-processing.limit-strings.length", {
    "top-level-list-crlf-and-keys": lambda: processed(limit(3), payload=[
        "a\r\nbc", "xy", {"a-long-key": "abcdef", "k": ["wxyz"]}]),  # cspell:disable-line
})


# Second reading (wave 3) 2026-11-29 (g-core): byte-like results at the top level and four levels down; near-miss
# names in exclude_tools and the manual filters (short name, newline, full-width letter, accents on the template).
def _bytes_as_text(value):
    return bytes(value).decode() if isinstance(value, (bytes, bytearray, memoryview)) else value


cases_of("post-processing.limit-strings.direct", {
    "byte-like-top-level-and-deep": lambda: {
        "bytearray result": _bytes_as_text(direct_limit_named(bytearray(b"abcdefgh"), "m.t", limit=3)),
        "memoryview result": _bytes_as_text(direct_limit_named(memoryview(b"abcdefgh"), "m.t", limit=3)),
        "empty bytes result": _bytes_as_text(direct_limit_named(b"", "m.t", limit=3)),
        "bytes four levels down": _bytes_as_text(direct_limit_named(
            {"a": [{"b": [b"abcdefgh"]}]}, "m.t", limit=3)["a"][0]["b"][0]),
    },
    "near-miss-names-wave-3": lambda: {
        "short name in exclude_tools": direct_limit_named("abcdefgh", "m.t", limit=3, exclude_tools=["t"]),
        "trailing newline": direct_limit_named("abcdefgh", "m.t", limit=3, exclude_tools=["m.t\n"]),
        "full-width letter": direct_limit_named("abcdefgh", "m.t", limit=3, exclude_tools=["\uff4d.t"]),
        "exact name": direct_limit_named("abcdefgh", "m.t", limit=3, exclude_tools=["m.t"]),
        "template decomposed, filter composed": direct_limit_named(
            "abcdefgh", "m.t", "cafe\u0301", limit=3, exclude_manuals=["caf\u00e9"]),
        "template composed, only-include decomposed": direct_limit_named(
            "abcdefgh", "m.t", "caf\u00e9", limit=3, only_include_manuals=["cafe\u0301"]),
        "upper-case accented letter": direct_limit_named("abcdefgh", "m.caf\u00e9", limit=3, exclude_tools=["m.caf\u00c9"]),
    },
})


# Second reading (wave 3) 2026-11-29, g-guides: an unlisted key whose named key sits in a list of lists or holds null
# or an empty string, beside an unlisted key with nothing named below it.
cases_of("post-processing.filter-dict.only-include-keys", {
    "deep-null-and-empty": lambda: processed(filter_dict(only_include_keys=["name"]), payload={
        "wrap": {"deep": [[{"name": None, "x": 1}]]}, "blank": {"x": {"name": ""}}, "none": {"x": {"y": 1}},
        "grüße": {"name": "é"}}),
})


# Second reading (wave 5) 2026-11-29 (h-mcp): a string 900 and 1200 lists deep (limit 2); the innermost value, or the
# error; and strings in a tuple inside a list and in a named tuple.
def _nested(depth):
    value = "abcdef"
    for _ in range(depth):
        value = [value]
    return value


def _innermost(value):
    while isinstance(value, list):
        value = value[0]
    return value


@case("post-processing.limit-strings.length", "wave5-very-deep")
def limit_very_deep():
    load_plugins()
    from utcp.implementations.post_processors.limit_strings_post_processor import LimitStringsPostProcessor

    class Named:
        name = "m"

    out = {}
    for depth in (900, 1200):
        try:
            out[f"{depth} lists deep"] = _innermost(LimitStringsPostProcessor(limit=2).post_process(
                None, type("T", (), {"name": "m.t"})(), Named(), _nested(depth)))
        except RecursionError as error:
            out[f"{depth} lists deep"] = {"error": type(error).__name__}
    return out


@case("post-processing.limit-strings.length", "wave5-tuple-more")
def limit_tuple_more():
    from collections import namedtuple

    load_plugins()
    from utcp.implementations.post_processors.limit_strings_post_processor import LimitStringsPostProcessor

    class Named:
        name = "m"

    pair = namedtuple("Pair", ["left", "right"])
    value = LimitStringsPostProcessor(limit=2).post_process(
        None, type("T", (), {"name": "m.t"})(), Named(), {"in a list": [("abcdef",)], "named": pair("abcdef", "xyz")})
    return {"in a list": list(value["in a list"][0]), "named": list(value["named"])}


# First reading (wave 6) 2026-11-29, u-mcp: what call_tool returns beside what the protocol returned, with no
# post-processor (the very object?), with limit_strings, with filter_dict then limit_strings, and for a result
# that is not a dict or a string.
async def protocol_and_call(processors, payload=DATA):
    load_plugins()
    from utcp.interfaces.communication_protocol import CommunicationProtocol
    from utcp.utcp_client import UtcpClient

    protocol = CommunicationProtocol.communication_protocols["http"]
    seen = []

    async def recording(*args, **kwargs):
        value = await type(protocol).call_tool(protocol, *args, **kwargs)
        seen.append(value)
        return value

    protocol.call_tool = recording
    try:
        async with http_server(routes(payload)) as base:
            client = await UtcpClient.create(config={
                "post_processing": processors,
                "manual_call_templates": [{"name": "m", "call_template_type": "http", "url": f"{base}/utcp",
                                           "http_method": "GET"}]})
            outcome = await outcome_of(client.call_tool("m.t", {}))
    finally:
        del protocol.call_tool
    returned = outcome.get("value")
    return {"protocolReturned": seen[0] if seen else None, "call": outcome,
            "sameObject": bool(seen) and returned is seen[0]}


cases_of("post-processing.order.chained", {
    "no-processors": lambda: protocol_and_call([]),
    "limit-only": lambda: protocol_and_call([{"tool_post_processor_type": "limit_strings", "limit": 3}],
                                            payload={"name": "toplevel", "n": 12345, "ok": True}),
    "filter-then-limit-beside-protocol": lambda: protocol_and_call(
        filter_dict(only_include_keys=["name"]) + [{"tool_post_processor_type": "limit_strings", "limit": 3}]),
    "number-result": lambda: protocol_and_call(
        filter_dict(exclude_keys=["secret"]) + [{"tool_post_processor_type": "limit_strings", "limit": 1}],
        payload=12345),
})


# Third reading (wave 7) 2026-11-29 (w7): a string 100 and 400 lists deep (limit 2), between the depths that were
# cut and the 900 that raised.
@case("post-processing.limit-strings.length", "wave7-hundreds-deep")
def limit_hundreds_deep():
    load_plugins()
    from utcp.implementations.post_processors.limit_strings_post_processor import LimitStringsPostProcessor

    class Named:
        name = "m"

    out = {}
    for depth in (100, 400):
        try:
            out[f"{depth} lists deep"] = _innermost(LimitStringsPostProcessor(limit=2).post_process(
                None, type("T", (), {"name": "m.t"})(), Named(), _nested(depth)))
        except RecursionError as error:
            out[f"{depth} lists deep"] = {"error": type(error).__name__}
    return out
