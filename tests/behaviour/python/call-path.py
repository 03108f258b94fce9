"""Cases of the path a call takes: where the client fetches a manual, where each tool call goes and what it carries.

Two loopback servers play the roles: one serves the manual (the discovery endpoint), the other is the tool's own API.
"""
import os

from _behaviour import LINE, case, cases_of, http_server, load_plugins, outcome_of

MANUAL = "m"


def recorder():
    """Routes of a tool API that records each request (path with query, the X-Api-Key header, any Cookie)."""
    from aiohttp import web

    seen = []

    async def tool(request):
        seen.append({"path": request.raw_path, "apiKey": request.headers.get("X-Api-Key"),
                     "cookie": request.headers.get("Cookie")})
        response = web.json_response({"n": len(seen)})
        response.headers["Set-Cookie"] = f"session=s{len(seen)}; Path=/"
        return response

    return seen, {("GET", "/tool"): tool}


def manual_routes(tool_base):
    """Routes of a discovery endpoint that counts its requests and serves a manual of one http tool."""
    from aiohttp import web

    count = []

    async def manual(request):
        count.append(request.method)
        return web.json_response({"utcp_version": "1.0.0", "manual_version": "1.0.0", "tools": [{
            "name": "lookup", "description": "looks a word up", "tags": ["words"],
            "inputs": {"type": "object", "properties": {"q": {"type": "string"}}}, "outputs": {},
            "tool_call_template": {"call_template_type": "http", "http_method": "GET", "url": f"{tool_base}/tool",
                                   "auth": {"auth_type": "api_key", "api_key": "${KEY}", "var_name": "X-Api-Key",
                                            "location": "header"}}}]})

    return count, {("GET", "/manual"): manual}


async def client_for(manual_base):
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.utcp_client import UtcpClient

    client = await UtcpClient.create()
    template = CallTemplateSerializer().validate_dict(
        {"name": MANUAL, "call_template_type": "http", "http_method": "GET", "url": f"{manual_base}/manual"})
    return client, template


async def observe(act):
    """Runs `act(client, template, manual_count, tool_seen, stop_manual_server)` against the two servers."""
    os.environ[f"{MANUAL}_KEY"] = "k-1"
    tool_seen, tool_routes = recorder()
    async with http_server(tool_routes) as tool_base:
        manual_count, routes = manual_routes(tool_base)
        server = http_server(routes)
        manual_base = await server.__aenter__()
        stopped = []

        async def stop_manual_server():
            stopped.append(True)
            await server.__aexit__(None, None, None)

        try:
            client, template = await client_for(manual_base)
            return await act(client, template, manual_count, tool_seen, stop_manual_server)
        finally:
            if not stopped:
                await server.__aexit__(None, None, None)


@case("call-path.discovery.once", "register-then-two-calls")
async def register_then_two_calls():
    async def act(client, template, manual_count, tool_seen, _stop):
        await client.register_manual(template)
        after_registration = len(manual_count)
        first = await client.call_tool("m.lookup", {"q": "grüße"})
        second = await client.call_tool("m.lookup", {"q": "a b"})
        return {"manualRequestsAfterRegistration": after_registration,
                "manualRequestsAfterTwoCalls": len(manual_count),
                "toolRequests": [s["path"] for s in tool_seen], "results": [first, second]}

    return await observe(act)


@case("call-path.discovery.once", "discovery-down-after-registration")
async def discovery_down():
    async def act(client, template, manual_count, tool_seen, stop):
        await client.register_manual(template)
        await stop()
        return {"call": await outcome_of(client.call_tool("m.lookup", {"q": "x"})),
                "toolRequests": len(tool_seen)}

    return await observe(act)


@case("call-path.discovery.once", "search-after-registration")
async def search_after_registration():
    async def act(client, template, manual_count, tool_seen, _stop):
        await client.register_manual(template)
        found = await client.search_tools("look up a word", limit=5)
        return {"found": [t.name for t in found], "manualRequests": len(manual_count),
                "toolRequests": len(tool_seen)}

    return await observe(act)


@case("call-path.discovery.once", "deregister-and-register-again")
async def register_again():
    async def act(client, template, manual_count, tool_seen, _stop):
        await client.register_manual(template)
        await client.deregister_manual(MANUAL)
        await client.register_manual(template)
        return {"manualRequests": len(manual_count)}

    return await observe(act)


@case("call-path.request.direct", "arguments-and-key")
async def arguments_and_key():
    async def act(client, template, manual_count, tool_seen, _stop):
        await client.register_manual(template)
        await client.call_tool("m.lookup", {"q": "grüße"})
        return tool_seen

    return await observe(act)


@case("call-path.request.direct", "key-rotated-between-calls")
async def key_rotated():
    async def act(client, template, manual_count, tool_seen, _stop):
        await client.register_manual(template)
        await client.call_tool("m.lookup", {"q": "x"})
        os.environ[f"{MANUAL}_KEY"] = "k-2"
        await client.call_tool("m.lookup", {"q": "x"})
        return [s["apiKey"] for s in tool_seen]

    return await observe(act)


@case("call-path.request.direct", "cookie-from-earlier-call")
async def cookie_from_earlier_call():
    async def act(client, template, manual_count, tool_seen, _stop):
        await client.register_manual(template)
        await client.call_tool("m.lookup", {"q": "x"})
        await client.call_tool("m.lookup", {"q": "x"})
        return [s["cookie"] for s in tool_seen]

    return await observe(act)


async def token_request(client_id, auth_extra):
    """Calls a tool whose oauth2 auth (client `client_id`, so no token cached by an earlier case) carries
    `auth_extra`; returns the grant of each token request and the call's outcome."""
    from aiohttp import web

    from _behaviour import call_with_template

    bodies = []

    async def token(request):
        bodies.append((await request.read()).decode())
        return web.json_response({"access_token": "t-1", "token_type": "Bearer", "expires_in": 3600})

    async def op(request):
        return web.json_response({"authorization": request.headers.get("Authorization")})

    async with http_server({("POST", "/token"): token, ("GET", "/op"): op}) as base:
        auth = {"auth_type": "oauth2", "token_url": f"{base}/token", "client_id": client_id, "client_secret": "s-1",
                **auth_extra}
        outcome = await outcome_of(call_with_template(
            {"call_template_type": "http", "http_method": "GET", "url": f"{base}/op", "auth": auth}, {}))
    return {"tokenRequests": [b.split("&")[0] for b in bodies], "call": outcome}


@case("call-path.credentials.oauth2-grant", "client-credentials")
async def grant_client_credentials():
    return await token_request("grant-cc", {})


@case("call-path.credentials.oauth2-grant", "authorization-code-asked")
async def grant_authorization_code():
    return await token_request("grant-code", {"grant_type": "authorization_code", "authorization_url": "http://127.0.0.1:9/authorize",
                                "redirect_uri": "http://127.0.0.1:9/callback"})


async def query_of(template_extra, arguments, url_path="/v1/forecast"):
    """Calls one http tool with `arguments`; what the tool's API received (path with query, X-Unit, parsed body)."""
    import json

    from aiohttp import web

    from _behaviour import call_with_template

    seen = []

    async def api(request):
        body = (await request.read()).decode()
        seen.append({"path": request.raw_path, "xUnit": request.headers.get("X-Unit"),
                     "body": json.loads(body) if body else None})
        return web.json_response({"ok": True})

    async with http_server({("*", "/{tail:.*}"): api}) as base:
        template = {"call_template_type": "http", "http_method": "GET", "url": f"{base}{url_path}", **template_extra}
        await call_with_template(template, arguments)
    return seen


@case("call-path.request.query-string", "forecast-example")
async def query_forecast_example():
    return await query_of({}, {"latitude": 52.52, "longitude": 13.41, "current": "temperature_2m,wind_speed_10m"})


@case("call-path.request.query-string", "header-and-body-fields")
async def query_header_and_body():
    return await query_of({"http_method": "POST", "header_fields": ["X-Unit"], "body_field": "payload"},
                          {"X-Unit": "celsius", "payload": {"a": 1}, "q": "rest"})


@case("call-path.request.query-string", "path-parameter")
async def query_path_parameter():
    return await query_of({}, {"city": "Zürich", "days": 3}, url_path="/v1/{city}/forecast")


@case("call-path.discovery.text-manual-then-http", "weather-example")
async def text_manual_then_http():
    """The first example's flow: a manual of one http tool from a text template, then a call of that tool."""
    import json
    import tempfile

    from aiohttp import web

    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.utcp_client import UtcpClient

    seen = []

    async def api(request):
        seen.append(request.raw_path)
        return web.json_response({"current": {"temperature_2m": 1.5}})

    async with http_server({("GET", "/v1/forecast"): api}) as base:
        manual = {"utcp_version": "1.0.0", "manual_version": "1.0.0", "tools": [{
            "name": "get_forecast", "description": "", "inputs": {}, "outputs": {},
            "tool_call_template": {"call_template_type": "http", "http_method": "GET", "url": f"{base}/v1/forecast"}}]}
        with tempfile.TemporaryDirectory() as folder:
            if LINE == "1.0":
                with open(os.path.join(folder, "weather_manual.json"), "w", encoding="utf-8") as handle:
                    json.dump(manual, handle)
                template = {"name": "weather", "call_template_type": "text", "file_path": "./weather_manual.json"}
            else:
                template = {"name": "weather", "call_template_type": "text", "content": json.dumps(manual),
                            "allowed_communication_protocols": ["http"]}
            client = await UtcpClient.create(root_dir=folder)
            result = await client.register_manual(CallTemplateSerializer().validate_dict(template))
            value = await client.call_tool("weather.get_forecast", {"latitude": 52.52})
    return {"tools": [t.name for t in result.manual.tools], "apiRequests": seen, "result": value}


@case("call-path.discovery.text-manual-then-http", "without-allowed-protocols")
async def text_manual_without_allowed_protocols():
    """The first example's manual in a text template that names no allowed_communication_protocols."""
    import json
    import logging
    import tempfile

    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.utcp_client import UtcpClient

    warnings = []

    class Collect(logging.Handler):
        def emit(self, record):
            if record.levelno >= logging.WARNING and "get_forecast" in record.getMessage():
                warnings.append(record.levelname)

    manual = {"utcp_version": "1.0.0", "manual_version": "1.0.0", "tools": [{
        "name": "get_forecast", "description": "", "inputs": {}, "outputs": {},
        "tool_call_template": {"call_template_type": "http", "http_method": "GET",
                               "url": "http://127.0.0.1:9/v1/forecast"}}]}
    handler = Collect()
    logging.getLogger().addHandler(handler)
    try:
        with tempfile.TemporaryDirectory() as folder:
            if LINE == "1.0":
                with open(os.path.join(folder, "weather_manual.json"), "w", encoding="utf-8") as out:
                    json.dump(manual, out)
                template = {"name": "weather", "call_template_type": "text", "file_path": "./weather_manual.json"}
            else:
                template = {"name": "weather", "call_template_type": "text", "content": json.dumps(manual)}
            client = await UtcpClient.create(root_dir=folder)
            result = await client.register_manual(CallTemplateSerializer().validate_dict(template))
            stored = await client.config.tool_repository.get_tool("weather.get_forecast")
    finally:
        logging.getLogger().removeHandler(handler)
    return {"success": result.success, "stored": stored is not None, "warningsNamingTheTool": len(warnings)}


async def call_by_name(name):
    """Registers manual shop (tools get_order and orders.list, http tools on a loopback API) and calls `name`."""
    import json

    from aiohttp import web

    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.utcp_client import UtcpClient

    async def api(request):
        return web.json_response({"path": request.path})

    async with http_server({("GET", "/{tail:.*}"): api}) as base:
        def tool(tool_name):
            return {"name": tool_name, "description": "", "inputs": {}, "outputs": {},
                    "tool_call_template": {"call_template_type": "http", "http_method": "GET",
                                           "url": f"{base}/{tool_name}"}}

        manual = {"utcp_version": "1.0.0", "manual_version": "1.0.0", "tools": [tool("get_order"), tool("orders.list")]}
        client = await UtcpClient.create()
        if LINE == "1.0":
            import tempfile

            folder = tempfile.mkdtemp()
            with open(os.path.join(folder, "shop.json"), "w", encoding="utf-8") as out:
                json.dump(manual, out)
            template = {"name": "shop", "call_template_type": "text", "file_path": os.path.join(folder, "shop.json")}
        else:
            template = {"name": "shop", "call_template_type": "text", "content": json.dumps(manual),
                        "allowed_communication_protocols": ["http"]}
        await client.register_manual(CallTemplateSerializer().validate_dict(template))
        return await outcome_of(client.call_tool(name, {}))


cases_of("call-path.names.first-dot", {
    "full-name": lambda: call_by_name("shop.get_order"),
    "without-manual-name": lambda: call_by_name("get_order"),
    "dotted-tool-name": lambda: call_by_name("shop.orders.list"),
    "dotted-without-manual-name": lambda: call_by_name("orders.list"),
})


# call-path.names.search-then-call (second reading 2026-11-29).
async def search_then_call(how):
    import json

    from aiohttp import web

    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.utcp_client import UtcpClient

    async def api(request):
        return web.json_response({"path": request.path})

    async with http_server({("GET", "/{tail:.*}"): api}) as base:
        manual = {"utcp_version": "1.0.0", "manual_version": "1.0.0", "tools": [
            {"name": "get_order", "description": "Look up an order", "inputs": {}, "outputs": {},
             "tool_call_template": {"call_template_type": "http", "http_method": "GET", "url": f"{base}/get_order"}}]}
        client = await UtcpClient.create()
        await client.register_manual(CallTemplateSerializer().validate_dict(
            {"name": "my-shop", "call_template_type": "text", "content": json.dumps(manual),
             "allowed_communication_protocols": ["http"]}))
        found = [t.name for t in await client.search_tools("order", limit=5)]
        name = {"found-name-called": found[0] if found else "none", "name-as-registered": "my-shop.get_order",
                "other-case": "MY_SHOP.get_order"}[how]
        return {"found": found, "called": name, "outcome": await outcome_of(client.call_tool(name, {}))}


cases_of("call-path.names.search-then-call", {c: (lambda c=c: search_then_call(c)) for c in (
    "found-name-called", "name-as-registered", "other-case")})


# Second reading 2026-11-30 (c-guides): a manual registered as café-shop: the name search returns, a call by it,
# and a call by café_shop, the name a reader would guess from the renaming rule.
async def accented_manual_names():
    import json

    from aiohttp import web

    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.utcp_client import UtcpClient

    async def api(request):
        return web.json_response({"path": request.path})

    async with http_server({("GET", "/{tail:.*}"): api}) as base:
        manual = {"utcp_version": "1.0.0", "manual_version": "1.0.0", "tools": [
            {"name": "get_order", "description": "Look up an order", "inputs": {}, "outputs": {},
             "tool_call_template": {"call_template_type": "http", "http_method": "GET", "url": f"{base}/get_order"}}]}
        client = await UtcpClient.create()
        await client.register_manual(CallTemplateSerializer().validate_dict(
            {"name": "café-shop", "call_template_type": "text", "content": json.dumps(manual),
             "allowed_communication_protocols": ["http"]}))
        found = [t.name for t in await client.search_tools("order", limit=5)]
        by_found = await outcome_of(client.call_tool(found[0], {})) if found else None
        by_guess = await outcome_of(client.call_tool("café_shop.get_order", {}))
    return {"found": found, "found name called": "value" in (by_found or {}),
            "café_shop.get_order called": "value" in by_guess}


cases_of("call-path.names.search-then-call", {"accented-manual-name": accented_manual_names})


# call-path.request.direct, second reading 2026-11-30 (w-v10): the same cookie question for sse and streamable_http
# tools, two calls through one client, the server answering each with Set-Cookie.
async def cookie_between_calls(call_template_type):
    from aiohttp import web

    from _behaviour import call_with_template, http_server, load_plugins
    from utcp.utcp_client import UtcpClient

    load_plugins()
    seen = []

    async def stream(request):
        seen.append(request.headers.get("Cookie"))
        if call_template_type == "sse":
            response = web.Response(body=b"data: 1\n\n", content_type="text/event-stream")
        else:
            response = web.json_response({"n": 1})
        response.set_cookie("session", f"s-{len(seen)}")
        return response

    async with http_server({("GET", "/s"): stream}) as base:
        client = await UtcpClient.create()
        template = {"call_template_type": call_template_type, "url": f"{base}/s"}
        if call_template_type == "streamable_http":
            template["http_method"] = "GET"
        for _ in range(2):
            await call_with_template(template, {}, client=client)
    return seen


cases_of("call-path.request.direct", {
    "cookie-sse": lambda: cookie_between_calls("sse"),
    "cookie-streamable-http": lambda: cookie_between_calls("streamable_http"),
})
