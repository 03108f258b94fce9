"""Claim: what filter_dict and limit_strings do to a result through UtcpClient.call_tool.

filter_dict: exclude_keys removes a key at any depth and drops list items that become empty;
only_include_keys keeps the path to listed keys and removes plain values from lists; the tool
filters take the full tool name; the *_manuals filters compare with the name of the tool's own
call template, not with the manual name. limit_strings cuts every string at any depth.
versions: 1.0, next
"""
from aiohttp import web
from utcp_probe import http_server, load_plugins, observe, one_tool_manual, run

DATA = {"id": 1, "secret": "s3cr3t", "meta": {"secret": "hidden", "keep": 2, "note": "abcdefgh"},
        "items": [{"secret": 1}, {"name": "alpha", "secret": 2}, "plain-text", 5], "name": "toplevel"}


async def main() -> bool:
    load_plugins()
    from utcp.utcp_client import UtcpClient

    async def data(request):
        return web.json_response(DATA)

    cases = {
        "exclude_keys secret": {"exclude_keys": ["secret"]},
        "only_include_keys name": {"only_include_keys": ["name"]},
        "exclude_tools ['m.t']": {"exclude_keys": ["secret"], "exclude_tools": ["m.t"]},
        "only_include_manuals ['m']": {"exclude_keys": ["secret"], "only_include_manuals": ["m"]},
        "only_include_manuals ['tmplname']": {"exclude_keys": ["secret"], "only_include_manuals": ["tmplname"]},
    }
    seen = {}
    async with http_server({("GET", "/utcp"): one_tool_manual, ("GET", "/data"): data}) as base:
        template = {"name": "m", "call_template_type": "http", "url": f"{base}/utcp", "http_method": "GET"}
        for label, options in cases.items():
            client = await UtcpClient.create(config={
                "post_processing": [{"tool_post_processor_type": "filter_dict", **options}],
                "manual_call_templates": [template]})
            seen[label] = await client.call_tool("m.t", {})
        client = await UtcpClient.create(config={
            "post_processing": [{"tool_post_processor_type": "limit_strings", "limit": 4}],
            "manual_call_templates": [template]})
        seen["limit_strings 4"] = await client.call_tool("m.t", {})
    for label, value in seen.items():
        observe(label, value)
    return (
        seen["exclude_keys secret"] == {"id": 1, "meta": {"keep": 2, "note": "abcdefgh"},
                                        "items": [{"name": "alpha"}, "plain-text", 5], "name": "toplevel"}
        and seen["only_include_keys name"] == {"items": [{"name": "alpha"}], "name": "toplevel"}
        and seen["exclude_tools ['m.t']"] == DATA
        and seen["only_include_manuals ['m']"] == DATA
        and "secret" not in seen["only_include_manuals ['tmplname']"]
        and seen["limit_strings 4"]["name"] == "topl" and seen["limit_strings 4"]["meta"]["note"] == "abcd"
        and seen["limit_strings 4"]["items"][2] == "plai"
    )


run(main)
