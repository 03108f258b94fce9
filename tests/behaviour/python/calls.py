"""Cases of the calls mechanism: where a client's requests go once a manual is registered."""
from _behaviour import case, http_server, load_plugins, outcome_of


def forecast_manual(tool_base: str) -> dict:
    """A manual of one http tool, forecast, at `tool_base`/forecast, with an API key in the X-Key header."""
    return {
        "utcp_version": "1.0.0", "manual_version": "1.0.0",
        "tools": [{"name": "forecast", "description": "d", "inputs": {"type": "object"},
                   "tool_call_template": {
                       "call_template_type": "http", "http_method": "GET", "url": f"{tool_base}/forecast",
                       "auth": {"auth_type": "api_key", "api_key": "k1", "var_name": "X-Key", "location": "header"}}}]}


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
            return web.json_response(forecast_manual(tool_base))

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


async def redirected(manual_redirect: bool, tool_redirect: bool) -> dict:
    """The manual of manual_then_calls, with a 302 in front of the manual URL (to another path of the
    manual server) or of the tool URL (to a third server); each server lists what it received."""
    load_plugins()
    from aiohttp import web
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.utcp_client import UtcpClient
    from _behaviour import error_outcome

    seen = {"manual server": [], "tool server": [], "third server": []}

    def recorder(server: str, answer):
        async def handler(request):
            key = request.headers.get("X-Key", "null")
            seen[server].append(f"{request.method} {request.path} X-Key={key}")
            return answer()
        return handler

    async with http_server({("GET", "/forecast"): recorder("third server", lambda: web.json_response({"ok": "third"}))}) as third:
        tool_answer = (lambda: web.Response(status=302, headers={"Location": f"{third}/forecast"})) if tool_redirect \
            else (lambda: web.json_response({"ok": True}))
        async with http_server({("GET", "/forecast"): recorder("tool server", tool_answer)}) as tool_base:
            def manual_body():
                return web.json_response(forecast_manual(tool_base))
            routes = {("GET", "/utcp"): recorder("manual server", manual_body)}
            if manual_redirect:
                routes[("GET", "/old")] = recorder("manual server", lambda: web.Response(status=302, headers={"Location": "/utcp"}))
            async with http_server(routes) as manual_base:
                client = await UtcpClient.create()
                path = "/old" if manual_redirect else "/utcp"
                registered = await client.register_manual(CallTemplateSerializer().validate_dict(
                    {"name": "weather", "call_template_type": "http", "http_method": "GET", "url": f"{manual_base}{path}"}))
                try:
                    result = await client.call_tool("weather.forecast", {})
                except Exception as error:  # the error is the outcome
                    result = error_outcome(error)
    return {**seen, "tools": [tool.name for tool in registered.manual.tools], "result": result}


@case("calls.direct.manual-then-tool", "manual-url-302")
async def manual_url_302():
    return await redirected(manual_redirect=True, tool_redirect=False)


@case("calls.direct.manual-then-tool", "tool-url-302-to-third-host")
async def tool_url_302_to_third_host():
    return await redirected(manual_redirect=False, tool_redirect=True)


async def query_string_sent(arguments: dict) -> list:
    """The query strings, as they reached the server, of a GET call with `arguments` and no other fields."""
    from aiohttp import web
    from _behaviour import call_with_template

    seen = []

    async def forecast(request):
        seen.append(request.raw_path.partition("?")[2])
        return web.json_response({"ok": True})

    async with http_server({("GET", "/v1/forecast"): forecast}) as base:
        await call_with_template(
            {"call_template_type": "http", "http_method": "GET", "url": f"{base}/v1/forecast"}, arguments)
    return seen


@case("calls.http.query-from-arguments", "comma-separated-value")
async def comma_separated_value():
    return await query_string_sent(
        {"latitude": 52.52, "longitude": 13.41, "current": "temperature_2m,wind_speed_10m"})


@case("calls.http.query-from-arguments", "reserved-characters")
async def reserved_characters():
    return await query_string_sent({"q": "a&b=c/d?e#f", "plus": "1+1", "space": "x y"})


@case("calls.http.query-from-arguments", "post-without-body-field")
async def post_without_body_field():
    """A POST template with no body_field: where the arguments go (query string or body)."""
    from aiohttp import web
    from _behaviour import call_with_template

    seen = []

    async def forecast(request):
        seen.append({"query": request.raw_path.partition("?")[2], "body": await request.text()})
        return web.json_response({"ok": True})

    async with http_server({("POST", "/v1/forecast"): forecast}) as base:
        await call_with_template(
            {"call_template_type": "http", "http_method": "POST", "url": f"{base}/v1/forecast"},
            {"latitude": 52.52, "current": "temperature_2m"})
    return seen


@case("calls.side-by-side.mcp-and-http", "one-client")
async def mcp_and_http_in_one_client():
    """One client holds an http manual and an mcp manual (a stdio server of the test double) and calls a tool of each."""
    load_plugins()
    from aiohttp import web
    from mcp.types import CallToolResult, TextContent, Tool
    import mcp_use
    from utcp.utcp_client import UtcpClient

    mcp_use.serve("files", mcp_use.ServerScript(
        tools=[Tool(name="read", description="", inputSchema={"type": "object"}, outputSchema={"type": "object"})],
        results={"read": CallToolResult(content=[TextContent(text="text")], structuredContent={"result": "text"})}))

    async def forecast(request):
        return web.json_response({"temperature_2m": 11.5})

    async def manual(request):
        base = str(request.url.origin())
        return web.json_response({"utcp_version": "1.0.0", "manual_version": "1.0.0", "tools": [
            {"name": "current_weather", "description": "d", "inputs": {"type": "object"},
             "tool_call_template": {"call_template_type": "http", "http_method": "GET", "url": f"{base}/forecast"}}]})

    async with http_server({("GET", "/manual"): manual, ("GET", "/forecast"): forecast}) as base:
        client = await UtcpClient.create(config={"manual_call_templates": [
            {"name": "weather", "call_template_type": "http", "url": f"{base}/manual", "http_method": "GET"},
            {"name": "workspace", "call_template_type": "mcp", "config": {"mcpServers": {"files": {"command": "x"}}}},
        ]})
        tools = sorted(tool.name for tool in await client.config.tool_repository.get_tools())
        return {"tools": tools,
                "http tool": await client.call_tool("weather.current_weather", {}),
                "mcp tool": await client.call_tool("workspace.files.read", {})}


@case("calls.side-by-side.mcp-and-http", "mcp-first-same-names")
async def mcp_first_same_names():
    """First reading (wave 6) 2026-11-29: the mcp manual registered first, a tool named echo in both manuals, each
    called twice in turn with a non-ASCII argument."""
    load_plugins()
    from aiohttp import web
    from mcp.types import CallToolResult, TextContent, Tool
    import mcp_use
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.utcp_client import UtcpClient

    mcp_use.serve("files", mcp_use.ServerScript(
        tools=[Tool(name="echo", description="", inputSchema={"type": "object"})],
        results={"echo": lambda arguments: CallToolResult(content=[TextContent(type="text", text=f"mcp {arguments}")])}))

    async def echo(request):
        return web.json_response({"http": dict(request.query)})

    async def manual(request):
        base = str(request.url.origin())
        return web.json_response({"utcp_version": "1.0.0", "manual_version": "1.0.0", "tools": [
            {"name": "echo", "description": "d", "inputs": {"type": "object"},
             "tool_call_template": {"call_template_type": "http", "http_method": "GET", "url": f"{base}/echo"}}]})

    serializer = CallTemplateSerializer()
    async with http_server({("GET", "/manual"): manual, ("GET", "/echo"): echo}) as base:
        client = await UtcpClient.create()
        registered = []
        for template in [{"name": "workspace", "call_template_type": "mcp",
                          "config": {"mcpServers": {"files": {"command": "x"}}}},
                         {"name": "weather", "call_template_type": "http", "url": f"{base}/manual",
                          "http_method": "GET"}]:
            result = await client.register_manual(serializer.validate_dict(template))
            registered.append({"success": result.success, "tools": [tool.name for tool in result.manual.tools],
                               "errors": [str(error)[:120] for error in result.errors]})
        tools = sorted(tool.name for tool in await client.config.tool_repository.get_tools())
        calls = []
        for _ in range(2):
            calls.append(await outcome_of(client.call_tool("workspace.files.echo", {"q": "grüße"})))
            calls.append(await outcome_of(client.call_tool("weather.echo", {"q": "grüße"})))
        return {"registered": registered, "tools": tools, "calls": calls}
