"""Cases of the calls mechanism: where a client's requests go once a manual is registered."""
from _behaviour import case, http_server, load_plugins


async def manual_then_calls(calls: int) -> dict:
    """Server A serves a manual whose one tool lives on server B, with an API key in a header.
    The manual is registered once and the tool called `calls` times; each server counts what it got."""
    load_plugins()
    from aiohttp import web
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.utcp_client import UtcpClient

    seen = {"manual server": [], "tool server": []}

    async def tool(request):
        seen["tool server"].append(f"{request.method} {request.path} X-Key={request.headers.get('X-Key')}")
        return web.json_response({"ok": True})

    async with http_server({("GET", "/forecast"): tool}) as tool_base:
        async def manual(request):
            seen["manual server"].append(f"{request.method} {request.path}")
            return web.json_response({
                "utcp_version": "1.0.0", "manual_version": "1.0.0",
                "tools": [{"name": "forecast", "description": "d", "inputs": {"type": "object"},
                           "tool_call_template": {
                               "call_template_type": "http", "http_method": "GET", "url": f"{tool_base}/forecast",
                               "auth": {"auth_type": "api_key", "api_key": "k1", "var_name": "X-Key",
                                        "location": "header"}}}]})

        async with http_server({("GET", "/utcp"): manual}) as manual_base:
            client = await UtcpClient.create()
            await client.register_manual(CallTemplateSerializer().validate_dict(
                {"name": "weather", "call_template_type": "http", "http_method": "GET", "url": f"{manual_base}/utcp"}))
            results = [await client.call_tool("weather.forecast", {}) for _ in range(calls)]
    return {**seen, "results": results}


@case("calls.direct.manual-then-tool", "one-call")
async def one_call():
    return await manual_then_calls(1)


@case("calls.direct.manual-then-tool", "three-calls")
async def three_calls():
    return await manual_then_calls(3)
