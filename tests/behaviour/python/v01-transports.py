"""Cases of the 0.1 transport pages (utcp 0.1.8): the http_stream transport, tried at its edges against
loopback servers."""
# The websocket cases run the transport of this page:
# behaviour-inputs: versioned_docs/version-0.1/implementation.md
import asyncio
import contextlib
import io
import json
import os
import re

from _behaviour import cases_of, http_server, outcome_of


def tool(name, provider, description="d"):
    return {"name": name, "description": description, "inputs": {}, "outputs": {}, "tags": [],
            "tool_provider": provider}


def shown(item):
    """An item of a stream as JSON: bytes become {"bytes": text}."""
    if isinstance(item, (bytes, bytearray)):
        return {"bytes": bytes(item).decode("utf-8", "replace")}
    return item


def manual_route(tools_of, seen=None):
    """An aiohttp handler serving a 0.1 manual whose tools `tools_of(base)` gives; records requests in `seen`."""
    from aiohttp import web

    async def handler(request):
        if seen is not None:
            seen.append({"method": request.method, "query": dict(request.query),
                         "headers": {h: request.headers[h] for h in ("Authorization", "X-Api-Key")
                                     if h in request.headers}, "cookies": dict(request.cookies)})
        return web.json_response({"version": "0.1.8", "tools": tools_of(str(request.url.origin()))})

    return handler


# --- the http_stream provider (providers/http-stream.md) ------------------------------------------

def stream_route(chunks, content_type, state, pause=0.05):
    """Writes `chunks` (bytes) with `content_type` and a pause between them; records each request in `state`."""
    from aiohttp import web

    async def handler(request):
        body = await request.read()
        state.setdefault("requests", []).append({
            "method": request.method, "path": request.path, "query": dict(request.query),
            "body": body.decode("utf-8", "replace"),
            "headers": {h: request.headers[h] for h in ("Authorization", "Content-Type", "X-Api-Key", "X-Trace", "query")
                        if h in request.headers},
            "cookies": dict(request.cookies)})
        response = web.StreamResponse()
        if content_type is not None:
            response.headers["Content-Type"] = content_type
        await response.prepare(request)
        for chunk in chunks:
            await response.write(chunk)
            await asyncio.sleep(pause)
        return response

    return handler


async def stream_call(chunks, content_type="application/x-ndjson", provider_fields=None, arguments=None,
                      pause=0.05, path="/rows", limit=50):
    """Registers an http_stream tool whose response writes `chunks`, calls it and reads its iterator."""
    from utcp.client.utcp_client import UtcpClient
    from utcp.shared.provider import HttpProvider

    state = {}

    def tools_of(base):
        return [tool("rows", {"name": "p", "provider_type": "http_stream", "url": f"{base}{path}",
                              **(provider_fields or {})})]

    route = stream_route(chunks, content_type, state, pause)
    routes = {("GET", "/utcp"): manual_route(tools_of), ("GET", "/rows"): route, ("POST", "/rows"): route,
              ("GET", "/orders/7/rows"): route, ("POST", "/orders/7/rows"): route}
    async with http_server(routes) as base:
        client = await UtcpClient.create()
        await client.register_tool_provider(HttpProvider(name="m", url=f"{base}/utcp", http_method="GET"))
        items, ended = [], "stream ended"
        try:
            stream = await client.call_tool("m.rows", arguments or {})
            async for item in stream:
                items.append(shown(item))
                if len(items) >= limit:
                    ended = "stopped after limit"
                    break
        except Exception as error:  # noqa: BLE001
            ended = f"raised {type(error).__name__}"
        return {"items": items, "ended": ended, "request": (state.get("requests") or [None])[0]}


async def items_only(*args, **kwargs):
    result = await stream_call(*args, **kwargs)
    return {"items": result["items"], "ended": result["ended"]}


NDJSON = [b'{"order_id": "a", "total_eur": 1.5}\n', b"\n", b'{"order_id": "b",', b' "total_eur": 2}\n',
          b"not json\n", b"42\n"]

cases_of("v01-transports.http-stream.items", {
    "ndjson": lambda: items_only(NDJSON),
    "ndjson-crlf": lambda: items_only([b'{"a": 1}\r\n', b"\r\n", b'{"a": 2}\r\n']),
    "ndjson-charset": lambda: items_only([b'{"a": 1}\n'], "application/x-ndjson; charset=utf-8"),
    "ndjson-no-final-newline": lambda: items_only([b'{"a": 1}\n{"a": 2}']),
    "ndjson-unicode": lambda: items_only([b'{"city": "K\xc3', b'\xb6ln"}\n']),
    "json": lambda: items_only([b'{"rows": [1,', b" 2]}"], "application/json"),
    "json-invalid": lambda: items_only([b"{broken"], "application/json"),
    "json-empty-body": lambda: items_only([], "application/json"),
    "octet-stream-chunk-size": lambda: items_only([b"abcdefghij"], "application/octet-stream",
                                                  {"chunk_size": 4}),
    "text-plain-ndjson": lambda: items_only([b'{"a": 1}\n{"a": 2}\n'], "text/plain"),
    "no-content-type": lambda: items_only([b'{"a": 1}\n'], None),
})


cases_of("v01-transports.http-stream.arguments", {
    "all-kinds": lambda: stream_call([b"{}\n"], provider_fields={
        "header_fields": ["X-Trace"], "body_field": "query", "http_method": "POST",
        "content_type": "application/json"}, arguments={"X-Trace": 5, "query": {"from": "2025-07-01"},
                                                         "order": 7, "limit": 3}, path="/orders/{order}/rows"),
    "body-default-content-type-dict": lambda: stream_call([b"{}\n"], provider_fields={
        "body_field": "query", "http_method": "POST"}, arguments={"query": {"from": "2025-07-01"}}),
    "body-default-content-type-text": lambda: stream_call([b"{}\n"], provider_fields={
        "body_field": "query", "http_method": "POST"}, arguments={"query": "raw text"}),
    "content-type-in-headers": lambda: stream_call([b"{}\n"], provider_fields={
        "body_field": "query", "http_method": "POST", "content_type": "application/json",
        "headers": {"Content-Type": "text/csv"}}, arguments={"query": "a,b"}),
    "same-name-header-and-body": lambda: stream_call([b"{}\n"], provider_fields={
        "header_fields": ["query"], "body_field": "query", "http_method": "POST"}, arguments={"query": "x"}),
    "missing-placeholder": lambda: stream_call([b"{}\n"], arguments={}, path="/orders/{order}/rows"),
})


async def stream_timeout(timeout_ms, pause):
    result = await stream_call([b'{"n": 1}\n', b'{"n": 2}\n', b'{"n": 3}\n'],
                               provider_fields={"timeout": timeout_ms} if timeout_ms else {}, pause=pause)
    return {"items": result["items"], "ended": result["ended"]}


def default_timeout():
    from utcp.shared.provider import StreamableHttpProvider

    provider = StreamableHttpProvider(name="p", url="http://127.0.0.1/x")
    return {"timeout": provider.timeout, "chunk_size": provider.chunk_size, "http_method": provider.http_method,
            "content_type": provider.content_type}


cases_of("v01-transports.http-stream.timeout", {
    "stream-longer-than-timeout": lambda: stream_timeout(500, 0.4),
    "stream-within-timeout": lambda: stream_timeout(2000, 0.1),
    "defaults": default_timeout,
})


def method_rejected(method):
    from utcp.shared.provider import StreamableHttpProvider

    StreamableHttpProvider(name="p", url="http://127.0.0.1/x", http_method=method)
    return "accepted"


cases_of("v01-transports.http-stream.methods", {
    "put": lambda: method_rejected("PUT"),
    "lower-case-post": lambda: method_rejected("post"),
    "post": lambda: method_rejected("POST"),
})


async def stream_discovery(kind):
    from aiohttp import web
    from utcp.client.utcp_client import UtcpClient
    from utcp.shared.provider import StreamableHttpProvider

    seen = []

    async def manual(request):
        seen.append(request.method)
        base = str(request.url.origin())
        if kind == "openapi":
            return web.json_response({"openapi": "3.0.0", "info": {"title": "t", "version": "1"}, "paths": {
                "/rows": {"get": {"operationId": "rows", "responses": {"200": {"description": "ok"}}}}}})
        if kind == "status-500":
            return web.Response(status=500, text="no")
        if kind == "ndjson-content-type":
            return web.Response(text='{"version": "0.1.8", "tools": []}', content_type="application/x-ndjson")
        return web.json_response({"version": "0.1.8", "tools": [
            tool("rows", {"name": "p", "provider_type": "http_stream", "url": f"{base}/rows"})]})

    async with http_server({("GET", "/utcp"): manual, ("POST", "/utcp"): manual}) as base:
        client = await UtcpClient.create()
        url = base.replace("127.0.0.1", "127.0.0.2") if kind == "loopback-127-0-0-2" else base
        provider = StreamableHttpProvider(name="m", url=f"{url}/utcp",
                                          http_method="POST" if kind == "post" else "GET")
        outcome = await outcome_of(client.register_tool_provider(provider))
        if "error" in outcome:
            return {"error": outcome["error"]["type"], "manual requests": len(seen)}
        return {"tools": [t.name for t in outcome["value"]], "manual request methods": seen}


cases_of("v01-transports.http-stream.discovery", {
    "json-manual": lambda: stream_discovery("manual"),
    "post": lambda: stream_discovery("post"),
    "openapi": lambda: stream_discovery("openapi"),
    "status-500": lambda: stream_discovery("status-500"),
    "ndjson-content-type": lambda: stream_discovery("ndjson-content-type"),
    "loopback-127-0-0-2": lambda: stream_discovery("loopback-127-0-0-2"),
})


async def stream_lifetime(then):
    from utcp.client.utcp_client import UtcpClient
    from utcp.shared.provider import HttpProvider, StreamableHttpProvider

    state = {}

    def tools_of(base):
        return [tool("rows", {"name": "p", "provider_type": "http_stream", "url": f"{base}/rows"})]

    async with http_server({("GET", "/utcp"): manual_route(tools_of),
                            ("GET", "/rows"): stream_route([b'{"a": 1}\n'], "application/x-ndjson", state)}) as base:
        client = await UtcpClient.create()
        transport = client.transports["http_stream"]
        transport._active_connections.clear()
        same_name = then == "deregister-http-stream-manual-same-name"
        manual = (StreamableHttpProvider(name="p", url=f"{base}/utcp") if same_name
                  else HttpProvider(name="m", url=f"{base}/utcp", http_method="GET"))
        await client.register_tool_provider(manual)
        stream = await client.call_tool(f"{manual.name}.rows", {})
        if then == "break-early":
            async for _ in stream:
                break
        else:
            async for _ in stream:
                pass
        held = transport._active_connections.get("p")
        seen = {"response closed": held[0].closed if held else None,
                "session closed": held[1].closed if held else None}
        session = held[1] if held else None
        if then.startswith("deregister"):
            await client.deregister_tool_provider(manual.name)
        elif then == "transport-close":
            await transport.close()
        if then != "read-to-end" and then != "break-early":
            seen["then: held under p"] = "p" in transport._active_connections
            seen["then: session closed"] = session.closed if session else None
        if session is not None and not session.closed:
            await session.close()
        transport._active_connections.clear()
        return seen


cases_of("v01-transports.http-stream.lifetime", {
    "read-to-end": lambda: stream_lifetime("read-to-end"),
    "break-early": lambda: stream_lifetime("break-early"),
    "deregister-manual": lambda: stream_lifetime("deregister-manual"),
    "deregister-http-stream-manual-same-name": lambda: stream_lifetime("deregister-http-stream-manual-same-name"),
    "transport-close": lambda: stream_lifetime("transport-close"),
})


async def stream_auth(auth):
    """A manual provider and its tool with the same auth object; records what each request carried."""
    from aiohttp import web
    from utcp.client.utcp_client import UtcpClient
    from utcp.shared.provider import StreamableHttpProvider

    manual_seen, state, tokens = [], {}, []

    async def token(request):
        tokens.append(dict(await request.post()))
        return web.json_response({"access_token": "tok", "token_type": "Bearer"})

    def tools_of(base):
        fields = dict(auth)
        if fields.get("auth_type") == "oauth2":
            fields["token_url"] = f"{base}/token"
        return [tool("rows", {"name": "p", "provider_type": "http_stream", "url": f"{base}/rows", "auth": fields})]

    async with http_server({("GET", "/utcp"): manual_route(tools_of, manual_seen), ("POST", "/token"): token,
                            ("GET", "/rows"): stream_route([b"{}\n"], "application/x-ndjson", state)}) as base:
        fields = dict(auth)
        if fields.get("auth_type") == "oauth2":
            fields["token_url"] = f"{base}/token"
        client = await UtcpClient.create()
        client.transports["http_stream"]._oauth_tokens.clear()
        await client.register_tool_provider(StreamableHttpProvider(name="m", url=f"{base}/utcp", auth=fields))
        stream = await client.call_tool("m.rows", {})
        async for _ in stream:
            pass
        call = state["requests"][0]
        return {"manual request": manual_seen[0],
                "call request": {"query": call["query"], "cookies": call["cookies"],
                                 "headers": {k: v for k, v in call["headers"].items() if k != "Content-Type"}},
                "token requests": len(tokens)}


cases_of("v01-transports.http-stream.auth", {
    "api-key-header": lambda: stream_auth({"auth_type": "api_key", "api_key": "k1", "var_name": "X-Api-Key",
                                           "location": "header"}),
    "api-key-query": lambda: stream_auth({"auth_type": "api_key", "api_key": "k1", "var_name": "key",
                                          "location": "query"}),
    "api-key-cookie": lambda: stream_auth({"auth_type": "api_key", "api_key": "k1", "var_name": "sid",
                                           "location": "cookie"}),
    "basic": lambda: stream_auth({"auth_type": "basic", "username": "u", "password": "p"}),
    "oauth2": lambda: stream_auth({"auth_type": "oauth2", "client_id": "c", "client_secret": "s"}),
})


# --- the websocket provider (providers/websocket.md) and the guide's transport ----------------------
# The WebSocket transport of the implementation guide, taken from the page so the cases try what readers copy.
GUIDE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "versioned_docs", "version-0.1",
                     "implementation.md")


def guide_websocket_transport():
    with open(GUIDE) as handle:
        blocks = re.findall(r"```python title=\"websocket_transport.py\"\n(.*?)```", handle.read(), re.S)
    namespace = {}
    exec(compile(blocks[0], "implementation.md", "exec"), namespace)  # noqa: S102 - our own page's example
    return namespace["WebSocketTransport"]


def websocket_route(state, replies_per_message=1):
    """A websocket endpoint of the guide's convention; records each connection's handshake and messages."""
    from aiohttp import web

    async def handler(request):
        ws = web.WebSocketResponse(protocols=("utcp.v0",))
        await ws.prepare(request)
        connection = {"protocol": request.headers.get("Sec-WebSocket-Protocol"),
                      "headers": {h: request.headers[h] for h in ("X-Api-Key", "Authorization", "X-Trace")
                                  if h in request.headers}, "messages": []}
        state.setdefault("connections", []).append(connection)
        async for message in ws:
            data = json.loads(message.data)
            connection["messages"].append(data)
            base = f"ws://{request.host}/ws"
            for index in range(replies_per_message):
                if data.get("type") == "manual":
                    await ws.send_json({"version": "0.1.8", "tools": [tool("latest_price", {
                        "name": "market_data", "provider_type": "websocket", "url": base, "protocol": "utcp.v0",
                        "keep_alive": state.get("keep_alive", False), "header_fields": ["X-Trace"],
                        "auth": {"auth_type": "api_key", "api_key": "k1", "var_name": "X-Api-Key",
                                 "location": "header"}})]})
                elif data["arguments"].get("symbol") == "NONE":
                    await ws.send_json({"error": "unknown symbol"})
                else:
                    await ws.send_json({"result": {"symbol": data["arguments"]["symbol"], "price": 10 + index}})
        return ws

    return handler


async def guide_websocket(calls, keep_alive=False, replies_per_message=1):
    """Installs the guide's transport, registers a websocket manual provider and makes `calls`."""
    from utcp.client.utcp_client import UtcpClient
    from utcp.shared.provider import WebSocketProvider

    state = {"keep_alive": keep_alive}
    saved = dict(UtcpClient.transports)
    UtcpClient.transports["websocket"] = guide_websocket_transport()()
    try:
        async with http_server({("GET", "/ws"): websocket_route(state, replies_per_message)}) as base:
            client = await UtcpClient.create()
            url = base.replace("http://", "ws://") + "/ws"
            tools = await client.register_tool_provider(WebSocketProvider(
                name="market_data", url=url, protocol="utcp.v0", keep_alive=keep_alive,
                auth={"auth_type": "api_key", "api_key": "k1", "var_name": "X-Api-Key", "location": "header"}))
            results = []
            for arguments in calls:
                results.append(await outcome_of(client.call_tool("market_data.latest_price", arguments)))
            return {"tools": [t.name for t in tools], "results": results, "connections": state.get("connections")}
    finally:
        UtcpClient.transports.clear()
        UtcpClient.transports.update(saved)


cases_of("v01-transports.websocket.guide-transport", {
    "manual-then-two-calls": lambda: guide_websocket([{"symbol": "ACME"}, {"symbol": "ACME", "X-Trace": 5}]),
    "keep-alive-true": lambda: guide_websocket([{"symbol": "ACME"}, {"symbol": "ACME"}], keep_alive=True),
    "server-error-reply": lambda: guide_websocket([{"symbol": "NONE"}]),
    "three-replies-per-call": lambda: guide_websocket([{"symbol": "ACME"}, {"symbol": "ACME"}],
                                                      replies_per_message=3),
})


async def guide_websocket_auth(auth):
    """The guide's transport with an auth object it does not place; port 9 is never reached."""
    from utcp.shared.provider import WebSocketProvider

    transport = guide_websocket_transport()()
    provider = WebSocketProvider(name="m", url="ws://127.0.0.1:9/ws", auth=auth)
    return await transport.register_tool_provider(provider)


cases_of("v01-transports.websocket.guide-auth", {
    "api-key-in-query": lambda: guide_websocket_auth({"auth_type": "api_key", "api_key": "k1", "var_name": "key",
                                                      "location": "query"}),
    "oauth2": lambda: guide_websocket_auth({"auth_type": "oauth2", "client_id": "c", "client_secret": "s",
                                            "token_url": "http://127.0.0.1:9/token"}),
})


def websocket_provider_fields(fields):
    from utcp.shared.provider import WebSocketProvider

    provider = WebSocketProvider(name="m", url="wss://127.0.0.1/ws", **fields)
    return provider.model_dump(exclude={"name", "url", "provider_type"})


cases_of("v01-transports.websocket.model", {
    "defaults": lambda: websocket_provider_fields({}),
    "all-fields": lambda: websocket_provider_fields({"protocol": "utcp.v0", "keep_alive": False,
                                                     "headers": {"X-A": "1"}, "header_fields": ["X-Trace"]}),
})


# --- the mcp provider (providers/mcp.md) ----------------------------------------------------------
# No MCP SDK is installed here: the cases run python-utcp's own MCPTransport with the three names it
# imports from the SDK (stdio_client, streamablehttp_client, ClientSession) replaced by a recording
# stand-in that serves `servers` (keyed by command or URL) in process. OAuth2 tokens go over loopback HTTP.

class McpStandIn:
    def __init__(self, servers):
        self.servers = servers
        self.sessions = []

    def install(self):
        from contextlib import asynccontextmanager

        from utcp.client.transport_interfaces import mcp_transport

        stand_in = self

        @asynccontextmanager
        async def stdio_client(params):
            server = stand_in.servers[params.command]
            if server.get("fails"):
                raise ConnectionError("server process exited")
            yield (server, {"env": params.env, "args": params.args}), None

        @asynccontextmanager
        async def streamablehttp_client(url, auth=None):
            server = stand_in.servers[url]
            if server.get("fails"):
                raise ConnectionError("connection refused")
            yield (server, {"auth": auth}), None, None

        class ClientSession:
            def __init__(self, read, write):
                self.server, self.opened_with = read
                self.record = {"server": self.server["id"], **self.opened_with, "operations": []}
                stand_in.sessions.append(self.record)

            async def __aenter__(self):
                return self

            async def __aexit__(self, *exc):
                self.record["closed"] = True

            async def initialize(self):
                self.record["operations"].append("initialize")

            async def list_tools(self):
                from mcp import types

                self.record["operations"].append("list_tools")
                return types.ListToolsResult(tools=[types.Tool(name=n, description=f"{n} tool")
                                                    for n in self.server["tools"]])

            async def call_tool(self, name, arguments=None):
                from mcp import types

                self.record["operations"].append(f"call_tool {name}")
                if self.server.get("call fails"):
                    raise RuntimeError("tool failed")
                return types.CallToolResult(content=[types.TextContent(text=t) if isinstance(t, str) else
                                                     types.ImageContent(data="AA==", mimeType="image/png")
                                                     for t in self.server["reply"]])

        self.saved = (mcp_transport.stdio_client, mcp_transport.streamablehttp_client, mcp_transport.ClientSession)
        mcp_transport.stdio_client = stdio_client
        mcp_transport.streamablehttp_client = streamablehttp_client
        mcp_transport.ClientSession = ClientSession

    def remove(self):
        from utcp.client.transport_interfaces import mcp_transport

        mcp_transport.stdio_client, mcp_transport.streamablehttp_client, mcp_transport.ClientSession = self.saved


def stdio_server(command, tools, reply=("done",), **extra):
    return command, {"id": command, "tools": list(tools), "reply": list(reply), **extra}


def mcp_provider(servers, auth=None, name="workspace"):
    from utcp.shared.provider import MCPProvider

    config = {}
    for key, server in servers.items():
        if key.startswith("http"):
            config[server["id"]] = {"transport": "http", "url": key}
        else:
            config[server["id"]] = {"transport": "stdio", "command": key, "args": ["-y", "x"], "env": {"T": "1"}}
    return MCPProvider(name=name, config={"mcpServers": config}, auth=auth)


async def mcp_run(servers, action, auth_of=None):
    """Runs `action(transport, client, provider, stand_in)` with the stand-in installed; OAuth2 token URL on loopback."""
    import logging

    from aiohttp import web
    from utcp.client.transport_interfaces.mcp_transport import MCPTransport
    from utcp.client.utcp_client import UtcpClient

    tokens = []

    async def token(request):
        form = dict(await request.post())
        tokens.append({"form": sorted(form), "basic": request.headers.get("Authorization", "").startswith("Basic")})
        if "client_secret" in form and auth_of and auth_of.get("refuse body"):
            return web.Response(status=401)
        return web.json_response({"access_token": "tok", "token_type": "Bearer"})

    stand_in = McpStandIn(dict(servers))
    stand_in.install()
    records = []

    class Keep(logging.Handler):
        def emit(self, record):
            records.append(record.getMessage())

    handler = Keep()
    logging.getLogger().addHandler(handler)
    printed = io.StringIO()
    try:
        async with http_server({("POST", "/token"): token}) as base:
            auth = None
            if auth_of:
                auth = {"auth_type": "oauth2", "token_url": f"{base}/token", "client_id": "c", "client_secret": "s",
                        "scope": "tickets.read"}
            client = await UtcpClient.create()
            client.transports["mcp"] = MCPTransport()
            with contextlib.redirect_stdout(printed):
                outcome = await outcome_of(action(client.transports["mcp"], client, mcp_provider(servers, auth),
                                                  stand_in))
    finally:
        stand_in.remove()
        logging.getLogger().removeHandler(handler)
    return {"outcome": outcome, "sessions": stand_in.sessions, "token requests": tokens,
            "logged or printed": records + printed.getvalue().splitlines()}


async def discover(transport, client, provider, stand_in):
    return [t.name for t in await transport.register_tool_provider(provider)]


def call(name, arguments=None):
    async def run(transport, client, provider, stand_in):
        value = shown(await transport.call_tool(name, arguments or {}, provider))
        if isinstance(value, float) and value != value:
            return {"float": "nan"}  # JSON has no NaN
        if not isinstance(value, (dict, list, str, int, float, type(None))):
            return {"object": type(value).__name__}
        return value

    return run


FS = stdio_server("npx", ["read_text_file", "list_directory"], reply=['{"text": "hello"}'])
TICKETS = ("https://mcp.tickets.example.com/mcp", {"id": "tickets", "tools": ["create_ticket"], "reply": ["7"]})

cases_of("v01-transports.mcp.discovery", {
    "two-servers": lambda: mcp_run(dict([FS, TICKETS]), discover),
    "first-server-fails": lambda: mcp_run(dict([stdio_server("broken", ["x"], fails=True), TICKETS]), discover),
})

cases_of("v01-transports.mcp.call", {
    "tool-on-second-server": lambda: mcp_run(dict([FS, TICKETS]), call("create_ticket", {"title": "t"})),
    "tool-on-both-servers": lambda: mcp_run(dict([FS, stdio_server("uvx", ["read_text_file"], reply=["other"])]),
                                            call("read_text_file")),
    "tool-nowhere": lambda: mcp_run(dict([FS, TICKETS]), call("delete_everything")),
    "first-holder-call-fails": lambda: mcp_run(dict([stdio_server("npx", ["t"], **{"call fails": True}),
                                                     stdio_server("uvx", ["t"], reply=["from uvx"])]), call("t")),
    "namespaced-name": lambda: mcp_run(dict([FS]), call("workspace.read_text_file")),
})


def reply_case(reply):
    return lambda: mcp_run(dict([stdio_server("npx", ["t"], reply=reply)]), call("t"))


cases_of("v01-transports.mcp.result", {
    "json-object": reply_case(['{"a": 1}']),
    "json-array": reply_case(["[1, 2]"]),
    "integer": reply_case(["42"]),
    "padded-integer": reply_case([" 42 "]),
    "float-and-exponent": reply_case(["1e3"]),
    "nan-text": reply_case(["NaN"]),
    "true-text": reply_case(["true"]),
    "broken-json": reply_case(["{not json}"]),
    "empty-text": reply_case([""]),
    "two-items": reply_case(["1", "two"]),
    "no-content": reply_case([]),
})


def oauth2_case(servers, refuse_body=False):
    async def twice(transport, client, provider, stand_in):
        await transport.register_tool_provider(provider)
        return [t.name for t in await transport.register_tool_provider(provider)]

    return lambda: mcp_run(servers, twice, {"refuse body": refuse_body})


cases_of("v01-transports.mcp.auth", {
    "oauth2-http-server": oauth2_case(dict([TICKETS])),
    "oauth2-body-refused": oauth2_case(dict([TICKETS]), refuse_body=True),
    "oauth2-stdio-server": oauth2_case(dict([FS])),
})


def mcp_auth_model(auth):
    from utcp.shared.provider import MCPProvider

    MCPProvider(name="m", config={"mcpServers": {}}, auth=auth)
    return "accepted"


cases_of("v01-transports.mcp.auth-model", {
    "api-key": lambda: mcp_auth_model({"auth_type": "api_key", "api_key": "k", "var_name": "X-Key"}),
    "basic": lambda: mcp_auth_model({"auth_type": "basic", "username": "u", "password": "p"}),
    "oauth2": lambda: mcp_auth_model({"auth_type": "oauth2", "token_url": "https://a/t", "client_id": "c",
                                      "client_secret": "s"}),
})


async def through_client(transport, client, provider, stand_in):
    """Registers through the client, then searches and calls as an agent would."""
    tools = await client.register_tool_provider(provider)
    stored = await client.tool_repository.get_tools()
    return {"registered": [type(t).__module__ + "." + type(t).__name__ for t in tools],
            "stored names": [t.name for t in stored],
            "search": await outcome_of(client.search_tools("read", 5)),
            "call": await outcome_of(client.call_tool("workspace.read_text_file", {"path": "notes.md"})),
            "sessions before": len(stand_in.sessions)}


cases_of("v01-transports.mcp.client", {
    "register-search-call": lambda: mcp_run(dict([FS]), through_client),
})


async def hand_written_mcp_tool(transport, client, provider, stand_in):
    """A UTCP manual served over http whose tool names an mcp tool provider, called through the client."""
    from utcp.shared.provider import HttpProvider

    mcp_fields = provider.model_dump()

    def tools_of(base):
        return [tool("read_text_file", mcp_fields)]

    async with http_server({("GET", "/utcp"): manual_route(tools_of)}) as base:
        await client.register_tool_provider(HttpProvider(name="files", url=f"{base}/utcp", http_method="GET"))
        return {"search": [t.name for t in await client.search_tools("d", 5)],
                "call": await outcome_of(client.call_tool("files.read_text_file", {"path": "notes.md"}))}


cases_of("v01-transports.mcp.client", {
    "hand-written-tool": lambda: mcp_run(dict([FS]), hand_written_mcp_tool),
})


# --- the tcp and udp providers (providers/tcp.md, providers/udp.md) --------------------------------
# 0.1.8 has no transport for them; the cases show how a tool with such a provider is stored, and the
# socket behaviour on loopback that a transport of your own has to handle.

async def socket_tool_in_manual(provider_type):
    from utcp.client.utcp_client import UtcpClient
    from utcp.shared.provider import HttpProvider

    def tools_of(base):
        return [tool("lookup", {"name": "inventory", "provider_type": provider_type, "host": "127.0.0.1",
                                "port": 7001, "timeout": 5000})]

    async with http_server({("GET", "/utcp"): manual_route(tools_of)}) as base:
        client = await UtcpClient.create()
        tools = await client.register_tool_provider(HttpProvider(name="m", url=f"{base}/utcp", http_method="GET"))
        stored = tools[0].tool_provider
        return {"tools": [t.name for t in tools], "tool provider": type(stored).__name__,
                "host": stored.host, "port": stored.port,
                "call": await outcome_of(client.call_tool("m.lookup", {}))}


cases_of("v01-transports.tcp.in-manual", {"http-manual": lambda: socket_tool_in_manual("tcp")})
cases_of("v01-transports.udp.in-manual", {"http-manual": lambda: socket_tool_in_manual("udp")})


async def tcp_reply_in_pieces():
    """The server writes one JSON line in two pieces 0.2 s apart; one read() against readline()."""
    async def serve(reader, writer):
        await reader.readline()
        writer.write(b'{"sku": "A1",')
        await writer.drain()
        await asyncio.sleep(0.2)
        writer.write(b' "count": 3}\n')
        await writer.drain()
        writer.close()

    server = await asyncio.start_server(serve, "127.0.0.1", 0)
    port = server.sockets[0].getsockname()[1]
    seen = {}
    async with server:
        for how in ("read", "readline"):
            reader, writer = await asyncio.open_connection("127.0.0.1", port)
            writer.write(b'{"sku": "A1"}\n')
            await writer.drain()
            data = await (reader.read(65536) if how == "read" else reader.readline())
            seen[f"first {how}()"] = data.decode()
            writer.close()
    return seen


async def tcp_silent_peer():
    """The server accepts and never answers; readline() under a 0.5 s wait_for."""
    async def serve(reader, writer):
        await asyncio.sleep(3)
        writer.close()

    server = await asyncio.start_server(serve, "127.0.0.1", 0)
    port = server.sockets[0].getsockname()[1]
    async with server:
        reader, writer = await asyncio.open_connection("127.0.0.1", port)
        writer.write(b'{"sku": "A1"}\n')
        outcome = await outcome_of(asyncio.wait_for(reader.readline(), 0.5))
        writer.close()
        return {"readline within 0.5 s": outcome.get("value", outcome.get("error", {}).get("type"))}


async def tcp_pipelined():
    """Two requests written back to back on one connection to a server that answers each line in turn."""
    async def serve(reader, writer):
        while line := await reader.readline():
            await asyncio.sleep(0.1 if b"slow" in line else 0)
            writer.write(b'{"reply to": ' + line.strip() + b"}\n")
            await writer.drain()
        writer.close()

    server = await asyncio.start_server(serve, "127.0.0.1", 0)
    port = server.sockets[0].getsockname()[1]
    async with server:
        reader, writer = await asyncio.open_connection("127.0.0.1", port)
        writer.write(b'"slow"\n"fast"\n')
        await writer.drain()
        replies = [json.loads(await reader.readline()), json.loads(await reader.readline())]
        writer.close()
        return {"replies in order read": replies}


cases_of("v01-transports.tcp.socket", {
    "reply-in-two-pieces": tcp_reply_in_pieces,
    "silent-peer": tcp_silent_peer,
    "pipelined-requests": tcp_pipelined,
})


def udp_pair():
    """A 'server' and a 'client' UDP socket on loopback, driven step by step from one thread."""
    import socket

    server = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    server.bind(("127.0.0.1", 0))
    client = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    client.bind(("127.0.0.1", 0))
    client.settimeout(0.2)
    return server, client


def udp_lost_reply():
    server, client = udp_pair()
    client.sendto(b'{"id": 1}', server.getsockname())
    server.recvfrom(2048)  # received, never answered
    try:
        client.recvfrom(2048)
        return "reply"
    except TimeoutError as error:
        return {"recvfrom with a 0.2 s timeout": type(error).__name__}
    finally:
        server.close()
        client.close()


def udp_late_reply():
    server, client = udp_pair()
    client.sendto(b'{"id": 1}', server.getsockname())
    first, where = server.recvfrom(2048)
    timed_out = False
    try:
        client.recvfrom(2048)
    except TimeoutError:
        timed_out = True
    client.sendto(b'{"id": 2}', server.getsockname())
    second, _ = server.recvfrom(2048)
    server.sendto(b'{"reply to": 1}', where)  # the late answer to the first request
    server.sendto(b'{"reply to": 2}', where)
    read = json.loads(client.recvfrom(2048)[0])
    server.close()
    client.close()
    return {"first call timed out": timed_out, "second call reads": read}


def udp_reply_from_elsewhere(connected):
    import socket

    server, client = udp_pair()
    stranger = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    stranger.bind(("127.0.0.1", 0))
    if connected:
        client.connect(server.getsockname())
    client.sendto(b'{"id": 1}', server.getsockname()) if not connected else client.send(b'{"id": 1}')
    _, where = server.recvfrom(2048)
    stranger.sendto(b'{"forged": true}', where)
    server.sendto(b'{"reply to": 1}', where)
    read = json.loads(client.recvfrom(2048)[0])
    for s in (server, client, stranger):
        s.close()
    return {"first datagram read": read}


def udp_oversize():
    server, client = udp_pair()
    try:
        client.sendto(b"x" * 70000, server.getsockname())
        return "sent"
    except OSError as error:
        return {"sendto of 70000 bytes": type(error).__name__, "errno": error.errno}
    finally:
        server.close()
        client.close()


def udp_socket_per_call():
    server, first = udp_pair()
    _, second = udp_pair()
    first.sendto(b'{"id": 1}', server.getsockname())
    second.sendto(b'{"id": 2}', server.getsockname())
    _, to_first = server.recvfrom(2048)
    _, to_second = server.recvfrom(2048)
    server.sendto(b'{"reply to": 2}', to_second)
    server.sendto(b'{"reply to": 1}', to_first)
    seen = {"local ports differ": first.getsockname()[1] != second.getsockname()[1],
            "first socket reads": json.loads(first.recvfrom(2048)[0]),
            "second socket reads": json.loads(second.recvfrom(2048)[0])}
    for s in (server, first, second):
        s.close()
    return seen


cases_of("v01-transports.udp.socket", {
    "lost-reply": udp_lost_reply,
    "late-reply": udp_late_reply,
    "reply-from-elsewhere-unconnected": lambda: udp_reply_from_elsewhere(False),
    "reply-from-elsewhere-connected": lambda: udp_reply_from_elsewhere(True),
    "oversize-datagram": udp_oversize,
    "socket-per-call": udp_socket_per_call,
})


# --- Folding the 0.1 probes (adversarial review 2026-11-29, p-fold9) ------------------------------

async def deregister_other_name(manual_kind):
    """A stream of tool provider p read to its end, then a manual provider of `manual_kind` named m deregistered."""
    from utcp.client.utcp_client import UtcpClient
    from utcp.shared.provider import HttpProvider, StreamableHttpProvider

    def tools_of(base):
        return [tool("rows", {"name": "p", "provider_type": "http_stream", "url": f"{base}/rows"})]

    async with http_server({("GET", "/utcp"): manual_route(tools_of), ("POST", "/utcp"): manual_route(tools_of),
                            ("GET", "/rows"): stream_route([b'{"a": 1}\n'], "application/x-ndjson", {})}) as base:
        client = await UtcpClient.create()
        transport = client.transports["http_stream"]
        transport._active_connections.clear()
        manual = (StreamableHttpProvider(name="m", url=f"{base}/utcp", http_method="GET")
                  if manual_kind == "http_stream" else HttpProvider(name="m", url=f"{base}/utcp", http_method="GET"))
        await client.register_tool_provider(manual)
        async for _ in await client.call_tool("m.rows", {}):
            pass
        held = transport._active_connections.get("p")
        session = held[1] if held else None
        await client.deregister_tool_provider("m")
        seen = {"then: held under p": "p" in transport._active_connections,
                "then: session closed": session.closed if session else None}
        if session is not None and not session.closed:
            await session.close()
        transport._active_connections.clear()
        return seen


cases_of("v01-transports.http-stream.deregister-names", {
    "http-stream-manual-other-name": lambda: deregister_other_name("http_stream"),
    "http-manual-other-name": lambda: deregister_other_name("http"),
})


async def stream_discovery_slow():
    from _behaviour import v01_slow_discovery
    from utcp.shared.provider import StreamableHttpProvider

    outcome, in_band = await v01_slow_discovery(
        lambda base: StreamableHttpProvider(name="m", url=f"{base}/utcp", http_method="GET"))
    return {"outcome": outcome if "value" in outcome else {"error": outcome["error"]["type"]},
            "gave up after 10 s, before the answer at 12 s": in_band}


cases_of("v01-transports.http-stream.discovery-timeout", {
    "slow-manual": stream_discovery_slow,
})


# Second reading 2026-11-29 (r-v01): the timeout the http_stream manual request hands to aiohttp, read at the call.
async def stream_discovery_timeout_given():
    import aiohttp
    from aiohttp import web
    from utcp.client.utcp_client import UtcpClient
    from utcp.shared.provider import StreamableHttpProvider

    async def quick(request):
        return web.json_response({"version": "0.1.8", "tools": []})

    seen = []
    original = aiohttp.ClientSession._request

    async def recording(session, method, url, *args, **kwargs):
        timeout = kwargs.get("timeout")
        seen.append(None if timeout is None else getattr(timeout, "total", timeout))
        return await original(session, method, url, *args, **kwargs)

    aiohttp.ClientSession._request = recording
    try:
        async with http_server({("GET", "/utcp"): quick}) as base:
            client = await UtcpClient.create()
            outcome = await outcome_of(client.register_tool_provider(
                StreamableHttpProvider(name="m", url=f"{base}/utcp", http_method="GET")))
    finally:
        aiohttp.ClientSession._request = original
    return {"total timeout of each request": seen, "tools": outcome.get("value")}


cases_of("v01-transports.http-stream.discovery-timeout", {
    "timeout-given": stream_discovery_timeout_given,
})


# Second reading 2026-11-30 (c-v01): a row longer than aiohttp's line buffer, a line of spaces, and chunk_size 0.
async def items_summary(*args, **kwargs):
    result = await stream_call(*args, **kwargs)
    summary = [{"bytes": len(item["bytes"])} if isinstance(item, dict) and set(item) == {"bytes"}
               else {"json characters": len(json.dumps(item))} for item in result["items"]]
    return {"items": summary, "ended": result["ended"]}


LONG_ROW = b'{"blob": "' + b"x" * 300000 + b'"}\n'

cases_of("v01-transports.http-stream.items", {
    "ndjson-long-line": lambda: items_summary([LONG_ROW, b'{"a": 1}\n']),
    "ndjson-spaces-line": lambda: items_only([b'{"a": 1}\n', b"   \n", b'{"a": 2}\n']),
    "octet-stream-chunk-size-zero": lambda: items_summary([b"a" * 10000], "application/octet-stream",
                                                          {"chunk_size": 0}),
})


# Second reading (wave 3) 2026-11-29 (g-v01): texts Python's int() or float() accepts beyond plain digits, and a
# JSON string.
def typed_reply_case(reply):
    """The Python type and repr of what a call returns (JSON cannot hold an infinite float)."""
    async def run(transport, client, provider, stand_in):
        value = await transport.call_tool("t", {}, provider)
        return {"type": type(value).__name__, "repr": repr(value)}

    return lambda: mcp_run(dict([stdio_server("npx", ["t"], reply=reply)]), run)


cases_of("v01-transports.mcp.result", {
    "underscore-digits": typed_reply_case(["1_000"]),
    "arabic-indic-digits": typed_reply_case(["\u0664\u0662"]),
    "infinity-text": typed_reply_case(["-inf"]),
    "json-string-text": reply_case(['"quoted"']),
    "padded-json-object": reply_case(['  {"a": 1}\n']),
})


# Second reading (wave 3) 2026-11-29 (g-v01): an NDJSON line that is not UTF-8, lines ended by CR only, rows of
# 70 000 and 140 000 bytes, and a negative chunk_size.
def ndjson_row(size):
    return b'{"blob": "' + b"x" * size + b'"}\n'


cases_of("v01-transports.http-stream.items", {
    "ndjson-invalid-utf8-line": lambda: items_only([b'{"a": 1}\n', b"\xff\xfe\n", b'{"a": 2}\n']),
    "ndjson-cr-only": lambda: items_only([b'{"a": 1}\r{"a": 2}\r']),
    "ndjson-row-70000": lambda: items_summary([ndjson_row(70000), b'{"a": 1}\n']),
    "ndjson-row-140000": lambda: items_summary([b'{"a": 0}\n', ndjson_row(140000), b'{"a": 1}\n']),
    "octet-stream-chunk-size-negative": lambda: items_summary([b"a" * 10000], "application/octet-stream",
                                                              {"chunk_size": -1}),
})


# Second reading (wave 3) 2026-11-29 (g-v01): a content_type in other capitals, a lower-case content-type header,
# and a number body with the default content type.
async def stream_request_content_types(provider_fields, arguments):
    """The Content-Type values and the body the server received for one http_stream call."""
    from aiohttp import web
    from utcp.client.transport_interfaces.streamable_http_transport import StreamableHttpClientTransport
    from utcp.shared.provider import StreamableHttpProvider

    seen = []

    async def handler(request):
        body = await request.read()
        seen.append({"Content-Type": request.headers.getall("Content-Type", []),
                     "body": body.decode("utf-8", "replace")})
        return web.Response(body=b"{}\n", content_type="application/x-ndjson")

    async with http_server({("POST", "/rows"): handler}) as base:
        transport = StreamableHttpClientTransport()
        try:
            provider = StreamableHttpProvider(name="p", url=f"{base}/rows", http_method="POST", body_field="query",
                                              **provider_fields)
            iterator = await transport.call_tool("t", arguments, provider)
            items = [shown(item) async for item in iterator]
            return {"items": items, "requests": seen}
        except Exception as error:  # noqa: BLE001 - the type is the observation
            return {"error": type(error).__name__, "requests": seen}
        finally:
            await transport.close()


cases_of("v01-transports.http-stream.arguments", {
    "content-type-upper-case-value": lambda: stream_request_content_types({"content_type": "Application/JSON"},
                                                                          {"query": {"a": 1}}),
    "lower-case-content-type-header": lambda: stream_request_content_types(
        {"content_type": "application/json", "headers": {"content-type": "text/csv"}}, {"query": "a,b"}),
    "body-number-default-content-type": lambda: stream_request_content_types({}, {"query": 5}),
})


# Second reading (wave 3) 2026-11-29 (g-v01): the total time limit an http_stream call is given when timeout is 0.
async def stream_timeout_given(timeout_ms, record_items=True):
    """With a limit of a few milliseconds the one item races the limit: such a case records the limits only."""
    import aiohttp

    seen = []
    original = aiohttp.ClientSession._request

    async def recording(session, method, url, *args, **kwargs):
        limit = kwargs.get("timeout")
        seen.append({"method": method, "total seconds": getattr(limit, "total", limit)})
        return await original(session, method, url, *args, **kwargs)

    aiohttp.ClientSession._request = recording
    try:
        result = await stream_call([b'{"n": 1}\n'], provider_fields={"timeout": timeout_ms})
    finally:
        aiohttp.ClientSession._request = original
    if not record_items:
        return {"time limits (manual request, then the call)": seen}
    return {"time limits (manual request, then the call)": seen, "items": result["items"]}


cases_of("v01-transports.http-stream.timeout", {
    "timeout-zero": lambda: stream_timeout_given(0),
    "timeout-1500": lambda: stream_timeout_given(1500),
})


# Second reading (wave 3) 2026-11-29 (g-v01): an oauth2 auth on a provider with an HTTP server and a stdio server.
cases_of("v01-transports.mcp.auth", {
    "oauth2-http-and-stdio-servers": oauth2_case(dict([TICKETS, FS])),
})


# Second reading (wave 4) 2026-11-29 (x-v01): a header_fields argument named Content-Type, content types that only
# contain application/json, and a call without a body.
cases_of("v01-transports.http-stream.arguments", {
    "content-type-from-header-field": lambda: stream_request_content_types(
        {"content_type": "application/json", "header_fields": ["Content-Type"]},
        {"query": {"a": 1}, "Content-Type": "text/plain"}),
    "content-type-jsonl-value": lambda: stream_request_content_types({"content_type": "application/jsonl"},
                                                                     {"query": {"a": 1}}),
    "content-type-json-with-charset": lambda: stream_request_content_types(
        {"content_type": "application/json; charset=utf-8"}, {"query": {"ü": 1}}),
    "no-body-json-content-type": lambda: stream_request_content_types({"content_type": "application/json"}, {}),
})

# Second reading (wave 4) 2026-11-29 (x-v01): rows just under and just over 2 x 65 536 bytes, a long last row without
# its newline; NaN and Infinity lines, a line starting with a UTF-8 byte order mark, a non-JSON line ended by CRLF.
cases_of("v01-transports.http-stream.items", {
    "ndjson-row-131000": lambda: items_summary([b'{"a": 0}\n', ndjson_row(131000), b'{"a": 1}\n']),
    "ndjson-row-131100": lambda: items_summary([b'{"a": 0}\n', ndjson_row(131100), b'{"a": 1}\n']),
    "ndjson-long-last-row-without-newline": lambda: items_summary([b'{"a": 0}\n', ndjson_row(140000)[:-1]]),
    "ndjson-nan-and-infinity-lines": lambda: items_summary([b"NaN\n", b"-Infinity\n", b'{"a": 1}\n']),
    "ndjson-bom-line": lambda: items_only([b'\xef\xbb\xbf{"a": 1}\n', b'{"a": 2}\n']),
    "ndjson-not-json-crlf-line": lambda: items_only([b"not json\r\n", b'{"a": 2}\r\n']),
})

# Second reading (wave 4) 2026-11-29 (x-v01): the time limit an http_stream call is given for timeout -1 and 1.
cases_of("v01-transports.http-stream.timeout", {
    "timeout-negative": lambda: stream_timeout_given(-1),
    "timeout-one-millisecond": lambda: stream_timeout_given(1, record_items=False),
})

# Second reading (wave 5) 2026-11-29 (h-v01): a JSON Patch content type, a lower-case content-type header field,
# bodies of 0, false and 1.5 with the default content type, and a null body.
cases_of("v01-transports.http-stream.arguments", {
    "content-type-json-patch-value": lambda: stream_request_content_types(
        {"content_type": "application/json-patch+json"}, {"query": {"a": 1}}),
    "lower-case-content-type-header-field": lambda: stream_request_content_types(
        {"content_type": "application/json", "header_fields": ["content-type"]},
        {"query": {"a": 1}, "content-type": "text/plain"}),
    "body-zero-default-content-type": lambda: stream_request_content_types({}, {"query": 0}),
    "body-false-default-content-type": lambda: stream_request_content_types({}, {"query": False}),
    "body-float-default-content-type": lambda: stream_request_content_types({}, {"query": 1.5}),
    "body-null-json-content-type": lambda: stream_request_content_types({"content_type": "application/json"},
                                                                        {"query": None}),
})

# Second reading (wave 5) 2026-11-29 (h-v01): a UTF-16 LE NDJSON body, a line of ASCII with NUL bytes, one row ended
# by CR alone, a Latin-1 line, a line in UTF-16 BE after its byte order mark, a byte order mark line ended by CRLF,
# and a negative chunk_size over slow writes.
cases_of("v01-transports.http-stream.items", {
    "ndjson-utf16le-body": lambda: items_only(['{"a": 1}\n{"a": 2}\n'.encode("utf-16-le")]),
    "ndjson-nul-bytes-line": lambda: items_only([b'{"a": 1}\n', b"1\x00 \x00\n", b'{"a": 2}\n']),
    "ndjson-one-row-cr-only": lambda: items_only([b'{"a": 1}\r']),
    "ndjson-latin1-line": lambda: items_only([b'{"a": 1}\n', b'"caf\xe9"\n', b'{"a": 2}\n']),
    "ndjson-utf16be-bom-line": lambda: items_only([b'{"a": 1}\n', b"\xfe\xff\x001\x00\n", b'{"a": 2}\n']),
    "ndjson-bom-crlf-line": lambda: items_only([b'\xef\xbb\xbf{"a": 1}\r\n', b'{"a": 2}\r\n']),
    "octet-stream-chunk-size-negative-slow-writes": lambda: items_summary(
        [b"a" * 3000] * 4, "application/octet-stream", {"chunk_size": -1}, pause=0.3),
})

# Second reading (wave 5) 2026-11-29 (h-v01): timeout -1 on a stream whose rows come 0.6 s apart.
cases_of("v01-transports.http-stream.timeout", {
    "timeout-negative-slow-stream": lambda: stream_timeout(-1, 0.6),
})


# Second reading (wave 5) 2026-11-29 (h-v01): text in brackets that is not JSON, a number of 5 000 digits, a line
# of spaces, and the JSON literal null.
def type_only_reply_case(reply):
    async def run(transport, client, provider, stand_in):
        value = await transport.call_tool("t", {}, provider)
        return {"type": type(value).__name__, "length": len(value) if isinstance(value, str) else None}

    return lambda: mcp_run(dict([stdio_server("npx", ["t"], reply=reply)]), run)


cases_of("v01-transports.mcp.result", {
    "bracketed-text-not-json": reply_case(["[not json]"]),
    "five-thousand-digits": type_only_reply_case(["9" * 5000]),
    "spaces-only-text": reply_case(["   "]),
    "null-text": reply_case(["null"]),
})


# Third reading (wave 7) 2026-11-29 (w7): two rows ended by a lone CR sent in two writes, and two CR-separated rows
# closed by one LF; a Latin-1 line sent in the same write as the row before it, and a Latin-1 first line.
cases_of("v01-transports.http-stream.items", {
    "w7-ndjson-cr-only-two-writes": lambda: items_only([b'{"a": 1}\r', b'{"a": 2}\r']),
    "w7-ndjson-cr-then-lf": lambda: items_only([b'{"a": 1}\r{"a": 2}\n']),
    "w7-ndjson-latin1-line-same-write": lambda: items_only([b'{"a": 1}\n"caf\xe9"\n{"a": 2}\n']),
    "w7-ndjson-latin1-first-line": lambda: items_only([b'"caf\xe9"\n', b'{"a": 2}\n']),
})

cases_of("v01-transports.http-stream.items", {
    "w7-ndjson-latin1-line-after-split-row": lambda: items_only([b'{"a": 1}', b'\n"caf\xe9"\n{"a": 2}\n']),
})
