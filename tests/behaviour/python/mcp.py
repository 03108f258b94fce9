"""Cases of utcp-mcp (1.x) against the MCP double of tests/python/doubles (no real MCP server runs here)."""
import inspect
import os

from _behaviour import case, cases_of, load_plugins, outcome_of, summarize

SCHEMA = {"type": "object"}


def serve():
    import mcp_use
    from mcp.types import CallToolResult, Resource, TextContent, Tool

    def result(*texts):
        return CallToolResult(content=[TextContent(text=t) for t in texts])

    def named(text):
        return CallToolResult(content=[TextContent(text=text)], structuredContent={"result": text})

    def tool(name):
        return Tool(name=name, description="", inputSchema=SCHEMA, outputSchema=SCHEMA)

    mcp_use.serve("first", mcp_use.ServerScript(
        tools=[tool(n) for n in ("who", "obj", "num", "txt", "many", "unicode", "structured")],
        resources=[Resource(name="readme", uri="file:///readme")],
        results={"who": named("first"), "obj": result('{"a": 1}'), "num": result("42"), "txt": result("hello"),
                 "many": result("x", "y"), "unicode": result("grüße ✓"),
                 "structured": CallToolResult(content=[TextContent(text="ignored")], structuredContent={"n": 1})},
        contents={"file:///readme": "read me"}))
    mcp_use.serve("second", mcp_use.ServerScript(tools=[tool("who")], results={"who": named("second")}))


async def client_with_servers(servers=None, **extra):
    load_plugins()
    serve()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.utcp_client import UtcpClient

    client = await UtcpClient.create()
    registered = await client.register_manual(CallTemplateSerializer().validate_dict({
        "name": "ws", "call_template_type": "mcp",
        "config": {"mcpServers": servers or {"first": {"command": "a"}, "second": {"command": "b"}}}, **extra}))
    return client, registered


@case("mcp.names.stored", "tools-and-resources")
async def names():
    _, registered = await client_with_servers(register_resources_as_tools=True)
    return sorted(t.name for t in registered.manual.tools)


@case("mcp.names.stored", "without-resources")
async def names_without_resources():
    _, registered = await client_with_servers()
    return sorted(t.name for t in registered.manual.tools)


@case("mcp.routing.same-tool-two-servers", "second-server-name")
async def routing():
    client, _ = await client_with_servers()
    return await client.call_tool("ws.second.who", {})


async def call(name):
    client, _ = await client_with_servers(register_resources_as_tools=True)
    return await outcome_of(client.call_tool(f"ws.first.{name}", {}))


cases_of("mcp.results.text-content", {
    "json-object-text": lambda: call("obj"),
    "number-text": lambda: call("num"),
    "plain-text": lambda: call("txt"),
    "two-items": lambda: call("many"),
    "unicode-text": lambda: call("unicode"),
})


@case("mcp.results.structured-content", "structured-and-text")
async def result_structured():
    return await call("structured")


@case("mcp.results.resource", "read-as-tool")
async def result_resource():
    outcome = await call("resource_readme")
    if "value" in outcome and isinstance(outcome["value"], dict):
        return sorted(outcome["value"])
    return outcome


@case("mcp.errors.unknown-tool", "through-client")
async def unknown_client():
    return await call("nope")


@case("mcp.errors.unknown-tool", "through-protocol")
async def unknown_protocol():
    from utcp.interfaces.communication_protocol import CommunicationProtocol

    client, _ = await client_with_servers()
    template = (await client.config.tool_repository.get_tool("ws.first.obj")).tool_call_template
    return await outcome_of(CommunicationProtocol.communication_protocols["mcp"].call_tool(
        client, "ws.first.nope", {}, template))


@case("mcp.registration.failing-server", "one-of-two-missing")
async def failing_server():
    _, registered = await client_with_servers({"first": {"command": "a"}, "missing": {"command": "c"}})
    return {"success": registered.success, "errors": len(registered.errors), "tools": len(registered.manual.tools)}


@case("mcp.streaming.client", "one-item")
async def streaming():
    client, _ = await client_with_servers()
    items = [item async for item in client.call_tool_streaming("ws.first.txt", {})]
    coroutine = len(items) == 1 and inspect.iscoroutine(items[0])
    value = await items[0] if coroutine else items
    return {"one coroutine": coroutine, "awaited": value}


async def register_servers(servers, **extra):
    """Registers manual "workspace" with `servers`.

    Returns the outcome of the registration (success, first lines of the errors, tool names, or
    the error raised) and the configurations of the MCP clients built meanwhile.
    """
    load_plugins()
    import mcp_use
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.utcp_client import UtcpClient

    built = len(mcp_use.LEDGER.clients)

    async def register():
        client = await UtcpClient.create()
        registered = await client.register_manual(CallTemplateSerializer().validate_dict({
            "name": "workspace", "call_template_type": "mcp", "config": {"mcpServers": servers}, **extra}))
        return {"success": registered.success, "errors": [e.splitlines()[0] for e in registered.errors],
                "tools": [t.name for t in registered.manual.tools]}

    outcome = await outcome_of(register())
    return outcome, [c.config for c in mcp_use.LEDGER.clients[built:]]


def last_client_config(given):
    return given[-1] if given else None


def serve_plain(name):
    import mcp_use
    from mcp.types import CallToolResult, Resource, TextContent, Tool

    mcp_use.serve(name, mcp_use.ServerScript(
        tools=[Tool(name="plain", description="", inputSchema=SCHEMA, outputSchema=SCHEMA)],
        resources=[Resource(name="readme", uri="file:///readme")],
        results={"plain": CallToolResult(content=[TextContent(text="hello world")])},
        contents={"file:///readme": "read me"}))


@case("mcp.config.no-transport", "stdio-entry")
async def no_transport_stdio():
    serve_plain("untyped")
    registration, given = await register_servers({"untyped": {"command": "node", "args": ["server.mjs"]}})
    return {"registration": registration, "mcpClientConfig": last_client_config(given)}


@case("mcp.config.no-transport", "url-entry")
async def no_transport_url():
    serve_plain("untyped_url")
    registration, given = await register_servers({"untyped_url": {"url": "http://127.0.0.1:9/mcp"}})
    return {"registration": registration, "mcpClientConfig": last_client_config(given)}


async def resources(name, **extra):
    import mcp_use

    serve_plain(name)
    registration, _ = await register_servers({name: {"command": "node", "args": ["server.mjs"]}}, **extra)
    calls = [call[0] for session in mcp_use.LEDGER.sessions if session.server == name for call in session.calls]
    return {"registration": registration, "sessionCalls": sorted(set(calls))}


cases_of("mcp.resources.as-tools", {
    "flag-true": lambda: resources("with_resource", register_resources_as_tools=True),
    "flag-false": lambda: resources("with_resource_off"),
})


async def register_http(paths, auth=None):
    """Registers http server entries (name: path on a loopback server with a token route).

    `auth`, when given, is built from the loopback server's URL.
    """
    from aiohttp import web

    from _behaviour import http_server

    token_requests = []

    async def token(request):
        form = await request.post()
        token_requests.append({"grant_type": form.get("grant_type"),
                               "basicAuth": request.headers.get("Authorization", "").startswith("Basic ")})
        return web.json_response({"access_token": "token-from-token-route", "token_type": "Bearer",
                                  "expires_in": 3600})

    for name in paths:
        serve_plain(name)
    async with http_server({("POST", "/token"): token}) as base:
        extra = {"auth": auth(base)} if auth else {}
        servers = {name: {"transport": "http", "url": f"{base}{path}"} for name, path in paths.items()}
        registration, given = await register_servers(servers, **extra)
    return {"registration": registration, "tokenRequests": sorted(token_requests, key=lambda r: r["basicAuth"]),
            "mcpClientConfig": last_client_config(given)}


def client_credentials(base):
    return {"auth_type": "oauth2", "token_url": f"{base}/token", "client_id": "behaviour-client",
            "client_secret": "behaviour-secret", "scope": "tools"}


cases_of("mcp.auth.http-server", {
    "no-auth": lambda: register_http({"http_plain": "/mcp"}),
    "oauth2-client-credentials": lambda: register_http({"http_oauth2": "/mcp"}, client_credentials),
})


@case("mcp.auth.http-server", "oauth2-user")
async def auth_user():
    return await register_http({"http_user": "/mcp"}, lambda base: {"auth_type": "oauth2_user",
                                                                    "access_token": "user-access-token"})


@case("mcp.config.no-transport", "mixed-entries")
async def no_transport_mixed():
    serve_plain("typed")
    serve_plain("untyped")
    registration, given = await register_servers({
        "typed": {"transport": "stdio", "command": "node", "args": ["server.mjs"]},
        "untyped": {"command": "node", "args": ["server.mjs"]}})
    return {"registration": registration, "mcpClientConfig": last_client_config(given)}


@case("mcp.auth.http-server", "two-servers-same-client")
async def auth_two_servers():
    return await register_http({"first_http": "/mcp", "second_http": "/mcp?second"}, client_credentials)


@case("mcp.resources.as-tools", "flag-as-string")
async def resources_flag_as_string():
    return await resources("with_resource_text", register_resources_as_tools="true")


def mcp_template_with_auth(auth):
    """Whether python-utcp accepts an mcp call template carrying `auth`."""
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer

    template = {"name": "m", "call_template_type": "mcp",
                "config": {"mcpServers": {"remote": {"transport": "http", "url": "https://mcp.example.com/mcp"}}},
                "auth": auth}
    try:
        CallTemplateSerializer().validate_dict(template)
    except Exception:  # noqa: BLE001
        return "refused"
    return "accepted"


cases_of("mcp.template.auth-types", {
    "api-key": lambda: mcp_template_with_auth({"auth_type": "api_key", "api_key": "k", "var_name": "X-Key"}),
    "basic": lambda: mcp_template_with_auth({"auth_type": "basic", "username": "u", "password": "p"}),
    "oauth2": lambda: mcp_template_with_auth({"auth_type": "oauth2", "token_url": "https://auth.example.com/token",
                                             "client_id": "c", "client_secret": "s"}),
})


@case("mcp.results.structured-content", "result-key")
async def result_structured_result_key():
    return await call("who")


@case("mcp.routing.same-tool-two-servers", "unique-tool-second-server")
async def routing_unique():
    """A tool only the second server has, called with the second server's name: the control case."""
    import mcp_use
    from mcp.types import CallToolResult, TextContent, Tool

    load_plugins()
    mcp_use.serve("alpha", mcp_use.ServerScript(
        tools=[Tool(name="who", description="", inputSchema=SCHEMA, outputSchema=SCHEMA)],
        results={"who": CallToolResult(content=[TextContent(text="alpha")], structuredContent={"result": "alpha"})}))
    mcp_use.serve("beta", mcp_use.ServerScript(
        tools=[Tool(name="who", description="", inputSchema=SCHEMA, outputSchema=SCHEMA),
               Tool(name="only_beta", description="", inputSchema=SCHEMA, outputSchema=SCHEMA)],
        results={"who": CallToolResult(content=[TextContent(text="beta")], structuredContent={"result": "beta"}),
                 "only_beta": CallToolResult(content=[TextContent(text="beta")],
                                             structuredContent={"result": "beta"})}))
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.utcp_client import UtcpClient

    client = await UtcpClient.create()
    await client.register_manual(CallTemplateSerializer().validate_dict({
        "name": "ws", "call_template_type": "mcp",
        "config": {"mcpServers": {"alpha": {"command": "a"}, "beta": {"command": "b"}}}}))
    return {"ws.beta.who": await client.call_tool("ws.beta.who", {}),
            "ws.beta.only_beta": await client.call_tool("ws.beta.only_beta", {})}


@case("mcp.session.python-open-sessions", "register-two-calls-deregister")
async def open_sessions():
    """Sessions the MCP double saw opened and left open, stdio server entry, one manual."""
    import mcp_use

    mcp_use.reset()
    client, _ = await client_with_servers({"first": {"command": "a"}})
    counts = {"openAfterRegistration": len(mcp_use.LEDGER.still_open)}
    await client.call_tool("ws.first.txt", {})
    await client.call_tool("ws.first.txt", {})
    counts["openAfterTwoCalls"] = len(mcp_use.LEDGER.still_open)
    await client.deregister_manual("ws")
    counts["openAfterDeregister"] = len(mcp_use.LEDGER.still_open)
    counts["opened"] = mcp_use.LEDGER.opened
    return counts


@case("mcp.config.no-transport", "all-typed")
async def all_typed():
    serve_plain("typed_stdio")
    serve_plain("typed_http")
    registration, _ = await register_servers({
        "typed_stdio": {"transport": "stdio", "command": "node", "args": ["server.mjs"]},
        "typed_http": {"transport": "http", "url": "http://127.0.0.1:9/mcp"}})
    if "value" in registration:
        return {"success": registration["value"]["success"], "errors": registration["value"]["errors"]}
    return registration


@case("mcp.stdio.env-placeholder", "manual-variable")
async def env_placeholder():
    """The MCP_SECRET the server entry's env hands on, given as ${SECRET} with workspace_SECRET set."""
    load_plugins()
    import mcp_use
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.utcp_client import UtcpClient

    serve_plain("secrets")
    built = len(mcp_use.LEDGER.clients)
    client = await UtcpClient.create(config={"variables": {"workspace_SECRET": "s-3"}})
    await client.register_manual(CallTemplateSerializer().validate_dict({
        "name": "workspace", "call_template_type": "mcp",
        "config": {"mcpServers": {"secrets": {"transport": "stdio", "command": "node", "args": ["server.mjs"],
                                              "env": {"MCP_SECRET": "${SECRET}"}}}}}))
    given = [c.config for c in mcp_use.LEDGER.clients[built:]]
    return given[-1]["mcpServers"]["secrets"]["env"]["MCP_SECRET"] if given else None


EDGE_TEXTS = {"true-text": "true", "spaced-number": " 42 ", "underscore-number": "1_000", "nan-text": "NaN",
              "crlf-json-text": '{"a": 1}\r\n', "empty-text": ""}


async def edge_text(case_id):
    """Calls a tool whose only content item is EDGE_TEXTS[case_id]; the value's type and repr."""
    import mcp_use
    from mcp.types import CallToolResult, TextContent, Tool

    load_plugins()
    mcp_use.serve("edge", mcp_use.ServerScript(
        tools=[Tool(name="say", description="", inputSchema=SCHEMA, outputSchema=SCHEMA)],
        results={"say": CallToolResult(content=[TextContent(text=EDGE_TEXTS[case_id])])}))
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.utcp_client import UtcpClient

    client = await UtcpClient.create()
    await client.register_manual(CallTemplateSerializer().validate_dict({
        "name": "ws", "call_template_type": "mcp", "config": {"mcpServers": {"edge": {"command": "a"}}}}))
    value = await client.call_tool("ws.edge.say", {})
    return {"type": type(value).__name__, "repr": repr(value)}


cases_of("mcp.results.text-content", {case_id: (lambda c=case_id: edge_text(c)) for case_id in EDGE_TEXTS})


async def shared_features(post_processing=None):
    """A client with post_processing configured and the double's servers registered as manual ws."""
    load_plugins()
    serve()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.utcp_client import UtcpClient

    client = await UtcpClient.create(config={"post_processing": post_processing or []})
    await client.register_manual(CallTemplateSerializer().validate_dict({
        "name": "ws", "call_template_type": "mcp",
        "config": {"mcpServers": {"first": {"command": "a"}, "second": {"command": "b"}}}}))
    return client


async def searched_mcp_tools():
    client = await shared_features()
    return [t.name for t in await client.search_tools("structured", limit=3)]


async def post_processed_mcp_result():
    client = await shared_features([{"tool_post_processor_type": "limit_strings", "limit": 3}])
    return await outcome_of(client.call_tool("ws.first.who", {}))


cases_of("mcp.client.shared-features", {
    "search": searched_mcp_tools,
    "post-processing": post_processed_mcp_result,
})


@case("mcp.tools.schemas", "input-and-output")
async def tool_schemas():
    """A server with `typed` (input and output schema) and `untyped` (input schema only); the registered tools."""
    import mcp_use
    from mcp.types import Tool

    load_plugins()
    typed_input = {"type": "object", "properties": {"city": {"type": "string", "description": "name, e.g. Malmö"}},
                   "required": ["city"]}
    mcp_use.serve("schemas", mcp_use.ServerScript(tools=[
        Tool(name="typed", description="", inputSchema=typed_input,
             outputSchema={"type": "object", "properties": {"celsius": {"type": "number"}}}),
        Tool(name="untyped", description="", inputSchema={"type": "object"})]))
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.utcp_client import UtcpClient

    client = await UtcpClient.create()
    result = await client.register_manual(CallTemplateSerializer().validate_dict({
        "name": "workspace", "call_template_type": "mcp", "config": {"mcpServers": {"schemas": {"command": "a"}}}}))
    stored = await client.config.tool_repository.get_tools()
    return {"success": result.success, "errors": [summarize(e) for e in result.errors],
            "stored": sorted(t.name for t in stored),
            "tools": [{"name": t.name, "inputs": t.inputs.model_dump(exclude_none=True),
                       "outputs": t.outputs.model_dump(exclude_none=True)} for t in result.manual.tools]}
async def single_server(name, script, **extra):
    """A client with manual ws holding one server `name` of the MCP double that follows `script`."""
    import mcp_use
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.utcp_client import UtcpClient

    load_plugins()
    mcp_use.serve(name, script)
    client = await UtcpClient.create()
    registered = await client.register_manual(CallTemplateSerializer().validate_dict({
        "name": "ws", "call_template_type": "mcp", "config": {"mcpServers": {name: {"command": "a"}}}, **extra}))
    return client, registered


def said(text, structured=None):
    from mcp.types import CallToolResult, TextContent

    return CallToolResult(content=[TextContent(text=text)], structuredContent=structured)


@case("mcp.routing.name-parts", "dotted-tool-name")
async def dotted_tool_name():
    """The server offers a tool whose MCP name has a dot: the registered name, and calling it."""
    import mcp_use
    from mcp.types import Tool

    client, registered = await single_server("files", mcp_use.ServerScript(
        tools=[Tool(name="read.file", description="", inputSchema=SCHEMA, outputSchema=SCHEMA)],
        results={"read.file": said("read", {"result": "read"})}))
    names = sorted(t.name for t in registered.manual.tools)
    return {"registered": names, "call": await outcome_of(client.call_tool("ws.files.read.file", {}))}


@case("mcp.routing.name-parts", "resource-prefixed-tool")
async def resource_prefixed_tool():
    """The server offers a tool named resource_usage (a tool, not a resource), called by its registered name."""
    import mcp_use
    from mcp.types import Tool

    client, registered = await single_server("files", mcp_use.ServerScript(
        tools=[Tool(name="resource_usage", description="", inputSchema=SCHEMA, outputSchema=SCHEMA)],
        results={"resource_usage": said("used", {"result": "used"})}))
    names = sorted(t.name for t in registered.manual.tools)
    return {"registered": names, "call": await outcome_of(client.call_tool("ws.files.resource_usage", {}))}


@case("mcp.results.text-content", "image-item")
async def image_item():
    """One image content item; the class name of the value and its fields."""
    import mcp_use
    from mcp.types import CallToolResult, ImageContent, Tool

    client, _ = await single_server("pics", mcp_use.ServerScript(
        tools=[Tool(name="snap", description="", inputSchema=SCHEMA, outputSchema=SCHEMA)],
        results={"snap": CallToolResult(content=[ImageContent(data="aGk=", mimeType="image/png")])}))
    value = await client.call_tool("ws.pics.snap", {})
    return {"type": type(value).__name__, "fields": value.model_dump() if hasattr(value, "model_dump") else value}


@case("mcp.results.text-content", "text-and-image")
async def text_and_image():
    """A text item holding 7 and an image item; the class name of each list entry."""
    import mcp_use
    from mcp.types import CallToolResult, ImageContent, TextContent, Tool

    client, _ = await single_server("pics", mcp_use.ServerScript(
        tools=[Tool(name="snap", description="", inputSchema=SCHEMA, outputSchema=SCHEMA)],
        results={"snap": CallToolResult(content=[TextContent(text="7"), ImageContent(data="aGk=", mimeType="image/png")])}))
    value = await client.call_tool("ws.pics.snap", {})
    if isinstance(value, list):
        return [{"type": type(v).__name__, "repr": repr(v) if not hasattr(v, "model_dump") else None} for v in value]
    return {"type": type(value).__name__, "repr": repr(value)}


STRUCTURED_EDGES = {
    "result-key-and-others": {"result": 1, "extra": 2},
    "result-null": {"result": None},
    "empty-object": {},
}


async def structured_edge(case_id):
    import mcp_use
    from mcp.types import Tool

    client, _ = await single_server("edge", mcp_use.ServerScript(
        tools=[Tool(name="say", description="", inputSchema=SCHEMA, outputSchema=SCHEMA)],
        results={"say": said("text beside", STRUCTURED_EDGES[case_id])}))
    value = await client.call_tool("ws.edge.say", {})
    return {"type": type(value).__name__, "repr": repr(value)}


cases_of("mcp.results.structured-content",
         {case_id: (lambda c=case_id: structured_edge(c)) for case_id in STRUCTURED_EDGES})


@case("mcp.tools.schemas", "typed-tool-only")
async def registered_tool_schemas():
    """A tool declaring a one-field input schema and an object output schema; the registered Tool's inputs/outputs."""
    import mcp_use
    from mcp.types import Tool

    inputs = {"type": "object", "properties": {"path": {"type": "string"}}, "required": ["path"]}
    outputs = {"type": "object", "properties": {"text": {"type": "string"}}}
    _, registered = await single_server("files", mcp_use.ServerScript(
        tools=[Tool(name="read_file", description="", inputSchema=inputs, outputSchema=outputs)],
        results={"read_file": said("x", {"text": "x"})}))
    if not registered.manual.tools:
        return {"success": registered.success, "errors": len(registered.errors)}
    tool = registered.manual.tools[0]
    return {"inputs": tool.inputs.model_dump(exclude_none=True), "outputs": tool.outputs.model_dump(exclude_none=True)}


@case("mcp.session.python-open-sessions", "two-servers-deregister")
async def two_servers_deregister():
    """Two server entries, one call to each, then deregister: sessions closed by deregistering, per server."""
    import mcp_use

    mcp_use.reset()
    client, _ = await client_with_servers()
    await client.call_tool("ws.first.txt", {})
    await client.call_tool("ws.second.who", {})
    before = len(mcp_use.LEDGER.events)
    await client.deregister_manual("ws")
    closed = [event[2] for event in mcp_use.LEDGER.events[before:] if event[0] == "close"]
    return {"closedByDeregister": sorted(closed), "stillOpen": len(mcp_use.LEDGER.still_open),
            "opened": mcp_use.LEDGER.opened}


@case("mcp.session.python-open-sessions", "close-after-calls")
async def close_after_calls():
    """One server, register and two calls, then the protocol's close(): what it closed and how it ended."""
    import mcp_use
    from utcp.interfaces.communication_protocol import CommunicationProtocol

    mcp_use.reset()
    client, _ = await client_with_servers({"first": {"command": "a"}})
    await client.call_tool("ws.first.txt", {})
    await client.call_tool("ws.first.txt", {})
    before = len(mcp_use.LEDGER.events)
    open_before = len(mcp_use.LEDGER.still_open)
    newest = mcp_use.LEDGER.clients[-1].id
    ended = await outcome_of(CommunicationProtocol.communication_protocols["mcp"].close())
    closed = [event for event in mcp_use.LEDGER.events[before:] if event[0] == "close"]
    return {"openBefore": open_before, "closed": len(closed),
            "closedAllOfNewestClient": all(event[3] == newest for event in closed),
            "stillOpen": len(mcp_use.LEDGER.still_open), "close": ended}


# Cases added by the second adversarial review (2026-11-28).

async def streamed_and_awaited(tool):
    """Streams `ws.first.<tool>` through the client; whether one coroutine came, and what awaiting it gave."""
    client, _ = await client_with_servers()
    items = [item async for item in client.call_tool_streaming(f"ws.first.{tool}", {})]
    coroutine = len(items) == 1 and inspect.iscoroutine(items[0])
    value = await items[0] if coroutine else items
    return {"one coroutine": coroutine, "awaited": value}


cases_of("mcp.streaming.client", {
    "number-text": lambda: streamed_and_awaited("num"),
    "structured-content": lambda: streamed_and_awaited("structured"),
    "structured-result-key": lambda: streamed_and_awaited("who"),
})


async def sessions_after_calls(calls):
    """One stdio server entry: register, `calls` calls of one tool, deregister; sessions opened and left open."""
    import mcp_use

    mcp_use.reset()
    client, _ = await client_with_servers({"first": {"command": "a"}})
    for _ in range(calls):
        await client.call_tool("ws.first.txt", {})
    await client.deregister_manual("ws")
    return {"opened": mcp_use.LEDGER.opened, "openAfterDeregister": len(mcp_use.LEDGER.still_open)}


@case("mcp.session.python-open-sessions", "two-manuals-deregister-one")
async def two_manuals_deregister_one():
    """Manuals ws and ws2 with the same server entry, one call each, deregister ws; what stays open, and ws2 still works."""
    import mcp_use
    from utcp.data.call_template import CallTemplateSerializer

    mcp_use.reset()
    client, _ = await client_with_servers({"first": {"command": "a"}})
    await client.register_manual(CallTemplateSerializer().validate_dict({
        "name": "ws2", "call_template_type": "mcp", "config": {"mcpServers": {"first": {"command": "a"}}}}))
    await client.call_tool("ws.first.txt", {})
    # The answer before deregistering too: python-utcp 1.1 gives None for a text-only answer in any case.
    before = await outcome_of(client.call_tool("ws2.first.txt", {}))
    open_before = len(mcp_use.LEDGER.still_open)
    await client.deregister_manual("ws")
    return {"opened": mcp_use.LEDGER.opened, "openBefore": open_before,
            "openAfterDeregister": len(mcp_use.LEDGER.still_open),
            "otherManualCallBefore": before,
            "otherManualCall": await outcome_of(client.call_tool("ws2.first.txt", {}))}


cases_of("mcp.session.python-open-sessions", {
    "register-no-call-deregister": lambda: sessions_after_calls(0),
    "register-one-call-deregister": lambda: sessions_after_calls(1),
    "register-three-calls-deregister": lambda: sessions_after_calls(3),
})


# Cases added by the adversarial review that folded the MCP probes into keys (2026-11-29).

def bare_tool(name, output_schema="typed"):
    """A double Tool; output_schema "typed" gives an object schema, None leaves it out, anything else is used as is."""
    from mcp.types import Tool

    if output_schema == "typed":
        return Tool(name=name, description="", inputSchema={"type": "object", "properties": {"q": {"type": "string"}}},
                    outputSchema=SCHEMA)
    if output_schema is None:
        return Tool(name=name, description="", inputSchema={"type": "object", "properties": {"q": {"type": "string"}}})
    return Tool(name=name, description="", inputSchema={"type": "object"}, outputSchema=output_schema)


async def register_double_servers(scripts):
    """Registers manual ws with one entry per double server in `scripts`; success, errors and what the client stored."""
    import mcp_use
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.utcp_client import UtcpClient

    load_plugins()
    for name, script in scripts.items():
        mcp_use.serve(name, script)
    client = await UtcpClient.create()
    registered = await client.register_manual(CallTemplateSerializer().validate_dict({
        "name": "ws", "call_template_type": "mcp",
        "config": {"mcpServers": {name: {"command": "a"} for name in scripts}}}))
    stored = await client.config.tool_repository.get_tools()
    return client, registered, {
        "success": registered.success,
        "errors": [e.splitlines()[0] for e in registered.errors],
        "errorsNameOutputs": any("outputs" in e for e in registered.errors),
        "stored": {t.name: {"inputs": t.inputs.model_dump(exclude_none=True),
                            "outputs": t.outputs.model_dump(exclude_none=True)} for t in stored}}


async def no_output_schema(case_id):
    import mcp_use

    scripts = {
        "only-untyped": {"plain": mcp_use.ServerScript(tools=[bare_tool("ping", None)])},
        "untyped-beside-typed-tool": {"plain": mcp_use.ServerScript(tools=[bare_tool("ping", None),
                                                                          bare_tool("pong")])},
        "untyped-beside-typed-server": {"good": mcp_use.ServerScript(tools=[bare_tool("pong")]),
                                        "plain": mcp_use.ServerScript(tools=[bare_tool("ping", None)])},
        "empty-output-schema": {"plain": mcp_use.ServerScript(tools=[bare_tool("ping", {})])},
    }[case_id]
    _, _, outcome = await register_double_servers(scripts)
    return outcome


cases_of("mcp.tools.no-output-schema", {case_id: (lambda c=case_id: no_output_schema(c)) for case_id in (
    "only-untyped", "untyped-beside-typed-tool", "untyped-beside-typed-server", "empty-output-schema")})


@case("mcp.results.text-content", "json-array-text")
async def json_array_text():
    """One text item holding a JSON array; type and repr of the value."""
    import mcp_use

    client, _ = await single_server("edge", mcp_use.ServerScript(
        tools=[bare_tool("say")], results={"say": said("[1, 2]")}))
    value = await client.call_tool("ws.edge.say", {})
    return {"type": type(value).__name__, "repr": repr(value)}


def plain_server(name="files"):
    import mcp_use
    from mcp.types import Resource

    def boom(args):
        raise RuntimeError("tool exploded")

    mcp_use.serve(name, mcp_use.ServerScript(
        tools=[bare_tool("echo"), bare_tool("boom")],
        resources=[Resource(name="readme", uri="file:///readme.md")],
        results={"echo": said("hi", {"result": "hi"}), "boom": boom},
        contents={"file:///readme.md": "# Read me"}))


def mcp_template(servers=None, **extra):
    from utcp_mcp.mcp_call_template import McpCallTemplate

    return McpCallTemplate(**{"name": "ws", "call_template_type": "mcp",
                              "config": {"mcpServers": servers if servers is not None else {"files": {"command": "a"}}},
                              **extra})


@case("mcp.protocol.python-construct", "new-protocol")
async def new_protocol():
    """A new McpCommunicationProtocol: the MCPClient it holds, its cached tokens, and the clients built meanwhile."""
    import mcp_use

    load_plugins()
    from utcp_mcp.mcp_communication_protocol import McpCommunicationProtocol

    before = len(mcp_use.LEDGER.clients)
    protocol = McpCommunicationProtocol()
    return {"client": repr(protocol._mcp_client), "tokens": protocol._oauth_tokens,
            "clientsBuilt": len(mcp_use.LEDGER.clients) - before}


async def template_errors(case_id):
    load_plugins()
    from utcp_http.http_call_template import HttpCallTemplate
    from utcp_mcp.mcp_communication_protocol import McpCommunicationProtocol

    plain_server()
    protocol = McpCommunicationProtocol()
    http = HttpCallTemplate(name="h", url="https://example.com")
    runs = {
        "register-other-class": lambda: protocol.register_manual(None, http),
        "call-other-class": lambda: protocol.call_tool(None, "ws.files.echo", {}, http),
        "call-no-servers": lambda: protocol.call_tool(None, "ws.files.echo", {}, mcp_template({})),
        "call-unknown-resource": lambda: protocol.call_tool(None, "ws.files.resource_nope", {}, mcp_template()),
        "register-no-servers": lambda: protocol.register_manual(None, mcp_template({})),
    }
    outcome = await outcome_of(runs[case_id]())
    if "value" in outcome and hasattr(outcome["value"], "success"):
        result = outcome["value"]
        return {"value": {"success": result.success, "errors": result.errors, "tools": len(result.manual.tools)}}
    return outcome


cases_of("mcp.errors.python-template", {case_id: (lambda c=case_id: template_errors(c)) for case_id in (
    "register-other-class", "call-other-class", "call-no-servers", "call-unknown-resource", "register-no-servers")})


def failing(method_name, message, times=1):
    """Makes the double's MCPSession.<method_name> raise RuntimeError(message) on its first `times` calls."""
    return failing_with(method_name, RuntimeError(message), times)


async def operation_while_failing(protocol, template, operation, method, error, times, *, with_errors):
    """Runs one operation ("register", "read" or "call") while MCPSession.<method> raises `error` `times` times;
    its outcome (the registration's first error lines when `with_errors`) and how often the method ran."""
    restore = failing_with(method, error, times)
    try:
        if operation == "register":
            result = await outcome_of(protocol.register_manual(None, template))
            if "value" in result:
                value = result["value"]
                result = {"success": value.success, "tools": sorted(t.name for t in value.manual.tools)}
                if with_errors:
                    result["errors"] = [e.splitlines()[0] for e in value.errors]
        elif operation == "read":
            result = await outcome_of(protocol.call_tool(None, "ws.files.resource_readme", {}, template))
            if "value" in result:
                result = {"keys": sorted(result["value"])}
        else:
            result = await outcome_of(protocol.call_tool(None, "ws.files.echo", {}, template))
    finally:
        calls = restore()
    return {"outcome": result, f"{method}Calls": calls}


async def retried(case_id):
    """Makes one session method fail, runs one operation of the protocol; its outcome and how often the method ran."""
    import mcp_use

    load_plugins()
    from utcp_mcp.mcp_communication_protocol import McpCommunicationProtocol

    mcp_use.reset()
    plain_server()
    protocol = McpCommunicationProtocol()
    template = mcp_template(register_resources_as_tools=True)
    method, message, times, operation = {
        "list-tools-connection": ("list_tools", "connection reset by peer", 1, "register"),
        "list-tools-other": ("list_tools", "invalid params", 1, "register"),
        "list-tools-protocol-word": ("list_tools", "unsupported protocol version", 1, "register"),
        "list-tools-connection-twice": ("list_tools", "connection reset by peer", 2, "register"),
        "list-resources-any": ("list_resources", "odd failure", 1, "register"),
        "list-resources-twice": ("list_resources", "odd failure", 2, "register"),
        "read-resource-any": ("read_resource", "odd failure", 1, "read"),
        "call-tool-connection": ("call_tool", "connection reset by peer", 1, "call"),
    }[case_id]
    return await operation_while_failing(protocol, template, operation, method, RuntimeError(message), times,
                                         with_errors=True)


cases_of("mcp.retries.python-sessions", {case_id: (lambda c=case_id: retried(c)) for case_id in (
    "list-tools-connection", "list-tools-other", "list-tools-protocol-word", "list-tools-connection-twice",
    "list-resources-any", "list-resources-twice", "read-resource-any", "call-tool-connection")})


@case("mcp.retries.python-sessions", "call-tool-server-error")
async def call_tool_server_error():
    """A tool whose server raises: the error the caller gets, and how many call_tool requests the server saw."""
    import mcp_use

    load_plugins()
    from utcp_mcp.mcp_communication_protocol import McpCommunicationProtocol

    mcp_use.reset()
    plain_server()
    outcome = await outcome_of(McpCommunicationProtocol().call_tool(None, "ws.files.boom", {}, mcp_template()))
    calls = sum(1 for s in mcp_use.LEDGER.sessions for c in s.calls if c[:2] == ("call_tool", "boom"))
    return {"outcome": outcome, "boomCalls": calls}


@case("mcp.config.python-client-dict", "entries-as-written")
async def entries_as_written():
    """The configurations MCPClient.from_dict gets for a stdio entry with env and an http entry with headers and an extra key."""
    import mcp_use

    load_plugins()
    from utcp_mcp.mcp_communication_protocol import McpCommunicationProtocol

    servers = {"files": {"command": "a", "args": ["--root", "/tmp"], "env": {"A": "1"}},
               "remote": {"url": "http://127.0.0.1:9/mcp", "headers": {"Authorization": "Bearer t"},
                          "keep_alive": True}}
    plain_server("files")
    plain_server("remote")
    before = len(mcp_use.LEDGER.clients)
    await McpCommunicationProtocol().register_manual(None, mcp_template(servers))
    configs = [c.config for c in mcp_use.LEDGER.clients[before:]]
    return {"clientsBuilt": len(configs), "allAsWritten": all(c == {"mcpServers": servers} for c in configs),
            "last": configs[-1] if configs else None}


@case("mcp.session.python-close-caller", "client-lifecycle")
async def close_caller():
    """Whether CommunicationProtocol declares close(), and how often the client calls the mcp protocol's close()."""
    load_plugins()
    from utcp.interfaces.communication_protocol import CommunicationProtocol
    from utcp_mcp.mcp_communication_protocol import McpCommunicationProtocol

    calls = []
    original = McpCommunicationProtocol.close

    async def counting(self):
        calls.append(1)

    McpCommunicationProtocol.close = counting
    try:
        client, _ = await client_with_servers({"first": {"command": "a"}})
        await client.call_tool("ws.first.txt", {})
        await client.deregister_manual("ws")
    finally:
        McpCommunicationProtocol.close = original
    return {"interfaceDeclaresClose": hasattr(CommunicationProtocol, "close"), "closeCalls": len(calls)}


@case("mcp.template.python-tool-template", "tools-keep-manual-template")
async def tools_keep_template():
    """Two servers registered; for each stored tool, whether its call template is the manual's mcp template."""
    client, registered = await client_with_servers(register_resources_as_tools=True)
    stored = await client.config.tool_repository.get_tools()
    manual = registered.manual_call_template
    return {"tools": len(stored),
            "allMcpType": all(t.tool_call_template.call_template_type == "mcp" for t in stored),
            "allSameAsManual": all(t.tool_call_template.model_dump() == manual.model_dump() for t in stored),
            "servers": sorted(manual.config.mcpServers)}


async def python_auth_unused(with_resource_read):
    """An mcp template with oauth2 client credentials on a loopback token route: register, call (and read a resource)."""
    from aiohttp import web

    from _behaviour import http_server
    import mcp_use

    load_plugins()
    from utcp_mcp.mcp_communication_protocol import McpCommunicationProtocol

    token_requests = []

    async def token(request):
        token_requests.append(request.path)
        return web.json_response({"access_token": "t", "token_type": "bearer"})

    plain_server()
    before = len(mcp_use.LEDGER.clients)
    async with http_server({("POST", "/token"): token}) as base:
        template = mcp_template(register_resources_as_tools=True, auth=client_credentials(base))
        protocol = McpCommunicationProtocol()
        registered = await protocol.register_manual(None, template)
        called = await outcome_of(protocol.call_tool(None, "ws.files.echo", {}, template))
        read = None
        if with_resource_read:
            read = await outcome_of(protocol.call_tool(None, "ws.files.resource_readme", {}, template))
            read = sorted(read["value"]) if "value" in read else read
    configs = [c.config for c in mcp_use.LEDGER.clients[before:]]
    return {"authType": type(template.auth).__name__, "registered": registered.success, "call": called,
            "resourceRead": read, "tokenRequests": len(token_requests), "cachedTokens": protocol._oauth_tokens,
            "clientConfigsWithoutAuth": all(c == {"mcpServers": {"files": {"command": "a"}}} for c in configs)}


cases_of("mcp.auth.python-unused", {
    "register-and-call": lambda: python_auth_unused(False),
    "register-call-and-read": lambda: python_auth_unused(True),
})


@case("mcp.session.python-close-caller", "close-fresh-protocol")
async def close_fresh_protocol():
    """close() of a protocol that never registered anything: how it ends."""
    load_plugins()
    from utcp_mcp.mcp_communication_protocol import McpCommunicationProtocol

    return await outcome_of(McpCommunicationProtocol().close())


@case("mcp.session.python-client-per-operation", "register-and-call")
async def client_per_operation():
    """One server: MCP clients and sessions built by registering and by one call; the client's config against mcpServers."""
    import mcp_use

    load_plugins()
    from utcp_mcp.mcp_communication_protocol import McpCommunicationProtocol

    mcp_use.reset()
    plain_server()
    protocol = McpCommunicationProtocol()
    template = mcp_template()
    await protocol.register_manual(None, template)
    after_register = {"clients": len(mcp_use.LEDGER.clients), "sessions": mcp_use.LEDGER.opened}
    held = protocol._mcp_client
    compared = {"configEqualsMcpServers": held.config == template.config.mcpServers,
                "configEqualsWrapped": held.config == {"mcpServers": template.config.mcpServers}}
    await protocol.call_tool(None, "ws.files.echo", {}, template)
    return {"afterRegister": after_register, **compared,
            "afterOneCall": {"clients": len(mcp_use.LEDGER.clients), "sessions": mcp_use.LEDGER.opened,
                             "stillOpen": len(mcp_use.LEDGER.still_open)},
            "clientReplaced": protocol._mcp_client is not held}


@case("mcp.http.python-url-unchecked", "plain-http-remote")
async def plain_http_remote():
    """An entry whose url is plain HTTP on a remote host: the registration, and the url MCPClient.from_dict gets."""
    serve_plain("remote_plain")
    registration, given = await register_servers({"remote_plain": {"url": "http://mcp.example.com/mcp"}})
    config = last_client_config(given)
    return {"registration": registration,
            "urlHandedOn": config["mcpServers"]["remote_plain"]["url"] if config else None}


async def resource_named(resource_name):
    """A server offering one resource of the given name, registered with resources as tools; its tool name and a read."""
    import mcp_use
    from mcp.types import Resource

    client, registered = await single_server("files", mcp_use.ServerScript(
        tools=[bare_tool("echo")], results={"echo": said("hi", {"result": "hi"})},
        resources=[Resource(name=resource_name, uri="file:///r.txt")], contents={"file:///r.txt": "text"}),
        register_resources_as_tools=True)
    names = sorted(t.name for t in registered.manual.tools if "resource_" in t.name)
    read = await outcome_of(client.call_tool(names[0], {})) if names else None
    if read and "value" in read and isinstance(read["value"], dict):
        read = {"keys": sorted(read["value"])}
    return {"registered": names, "read": read}


cases_of("mcp.resources.python-names", {
    "plain-name": lambda: resource_named("readme"),
    "dotted-name": lambda: resource_named("readme.md"),
    "spaced-name": lambda: resource_named("read me"),
})


# mcp.errors.tool-gone (second reading 2026-11-29): a registered tool its server stopped listing.
async def call_after_server_dropped(name: str):
    import mcp_use
    from mcp.types import CallToolResult, TextContent, Tool

    def script(*names):
        return mcp_use.ServerScript(
            tools=[Tool(name=n, description="", inputSchema=SCHEMA, outputSchema=SCHEMA) for n in names],
            results={n: CallToolResult(content=[TextContent(text=n)], structuredContent={"result": n}) for n in names})

    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.utcp_client import UtcpClient

    mcp_use.serve("first", script(name, "other"))
    client = await UtcpClient.create()
    registered = await client.register_manual(CallTemplateSerializer().validate_dict({
        "name": "ws", "call_template_type": "mcp", "config": {"mcpServers": {"first": {"command": "a"}}}}))
    mcp_use.serve("first", script("other"))
    return {"registered": sorted(t.name for t in registered.manual.tools),
            "call": await outcome_of(client.call_tool(f"ws.first.{name}", {}))}


cases_of("mcp.errors.tool-gone", {
    "dropped-by-server": lambda: call_after_server_dropped("obj"),
    "unicode-name": lambda: call_after_server_dropped("grüße"),
})


# mcp.tools.no-output-schema-scope (second reading 2026-11-29): server order, other manuals, the result's tools.
async def no_output_schema_scope(case_id):
    import mcp_use
    from utcp.data.call_template import CallTemplateSerializer

    good = mcp_use.ServerScript(tools=[bare_tool("pong")])
    plain = mcp_use.ServerScript(tools=[bare_tool("ping", None)])
    if case_id == "untyped-server-first":
        _, _, outcome = await register_double_servers({"plain": plain, "good": good})
        return outcome
    if case_id == "result-manual-tools":
        _, registered, outcome = await register_double_servers({"good": good, "plain": plain})
        return {"success": outcome["success"], "result tools": sorted(t.name for t in registered.manual.tools),
                "stored": sorted(outcome["stored"])}
    client, _, first = await register_double_servers({"plain": plain})
    mcp_use.serve("good", good)
    second = await client.register_manual(CallTemplateSerializer().validate_dict({
        "name": "other", "call_template_type": "mcp", "config": {"mcpServers": {"good": {"command": "a"}}}}))
    stored = await client.config.tool_repository.get_tools()
    return {"ws success": first["success"], "other success": second.success, "stored": sorted(t.name for t in stored)}


cases_of("mcp.tools.no-output-schema-scope", {c: (lambda c=c: no_output_schema_scope(c)) for c in (
    "untyped-server-first", "other-manual-unaffected", "result-manual-tools")})


# mcp.auth.python-unused-edges (second reading 2026-11-29): the oauth2 object through the client.
async def unused_auth_through_client(token_url: str, secret: str = "s"):
    load_plugins()
    plain_server()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.utcp_client import UtcpClient

    client = await UtcpClient.create()
    template = CallTemplateSerializer().validate_dict({
        "name": "ws", "call_template_type": "mcp", "config": {"mcpServers": {"files": {"command": "a"}}},
        "auth": {"auth_type": "oauth2", "token_url": token_url, "client_id": "c", "client_secret": secret}})
    registered = await outcome_of(client.register_manual(template))
    if "error" in registered:
        return {"register": registered}
    return {"registered": registered["value"].success,
            "call": await outcome_of(client.call_tool("ws.files.echo", {}))}


cases_of("mcp.auth.python-unused-edges", {
    "unreachable-token-url": lambda: unused_auth_through_client("http://127.0.0.1:9/token"),
    "remote-http-token-url": lambda: unused_auth_through_client("http://auth.example.invalid/token"),
    "unset-secret-variable": lambda: unused_auth_through_client("http://127.0.0.1:9/token", "${MCP_SECRET}"),
})


# mcp.results.python-result-edges (second reading 2026-11-29).
async def result_edge(case_id):
    import mcp_use
    from mcp.types import CallToolResult, TextContent, Tool

    answer = {
        "is-error-text": CallToolResult(content=[TextContent(text="boom")], isError=True),
        "structured-without-content": CallToolResult(content=[], structuredContent={"n": 1}),
        "negative-number-text": CallToolResult(content=[TextContent(text="-1.5e3")]),
        "is-error-structured": CallToolResult(content=[TextContent(text="boom")], structuredContent={"error": "quota"},
                                              isError=True),
        "result-zero": CallToolResult(content=[TextContent(text="0")], structuredContent={"result": 0}),
        "result-false": CallToolResult(content=[TextContent(text="false")], structuredContent={"result": False}),
        "is-error-json-text": CallToolResult(content=[TextContent(text='{"code": 7, "why": "ü"}')], isError=True),
        "is-error-result-key": CallToolResult(content=[TextContent(text="boom")], structuredContent={"result": "quota"},
                                              isError=True),
        "is-error-empty": CallToolResult(content=[], isError=True),
    }[case_id]
    load_plugins()
    mcp_use.serve("edge", mcp_use.ServerScript(
        tools=[Tool(name="say", description="", inputSchema=SCHEMA, outputSchema=SCHEMA)], results={"say": answer}))
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.utcp_client import UtcpClient

    client = await UtcpClient.create()
    await client.register_manual(CallTemplateSerializer().validate_dict({
        "name": "ws", "call_template_type": "mcp", "config": {"mcpServers": {"edge": {"command": "a"}}}}))
    outcome = await outcome_of(client.call_tool("ws.edge.say", {}))
    if "value" in outcome:
        return {"type": type(outcome["value"]).__name__, "repr": repr(outcome["value"])}
    return outcome


cases_of("mcp.results.python-result-edges", {c: (lambda c=c: result_edge(c)) for c in (
    "is-error-text", "structured-without-content", "negative-number-text")})


# mcp.tools.schema-edges (second reading 2026-11-29).
SCHEMA_EDGES = {
    "refs-and-keywords": (
        {"type": "object", "$defs": {"city": {"type": "string", "enum": ["Malmö", "Zürich"]}},
         "properties": {"city": {"$ref": "#/$defs/city"}, "when": {"type": "string", "format": "date"}},
         "required": ["city"]},
        {"type": "object", "properties": {"temp": {"type": "number"}}, "required": ["temp"]}),
    "array-output": ({"type": "object"}, {"type": "array", "items": {"type": "string"}}),
}


async def schema_edge(case_id):
    import mcp_use
    from mcp.types import Tool

    inputs, outputs = SCHEMA_EDGES[case_id]
    load_plugins()
    mcp_use.serve("schemas", mcp_use.ServerScript(
        tools=[Tool(name="t", description="", inputSchema=inputs, outputSchema=outputs)]))
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.utcp_client import UtcpClient

    client = await UtcpClient.create()
    result = await client.register_manual(CallTemplateSerializer().validate_dict({
        "name": "ws", "call_template_type": "mcp", "config": {"mcpServers": {"schemas": {"command": "a"}}}}))
    stored = await client.config.tool_repository.get_tools()
    return {"success": result.success, "errors": [e.splitlines()[0][:120] for e in result.errors],
            "stored": {t.name: {"inputs": t.inputs.model_dump(exclude_none=True, by_alias=True),
                                "outputs": t.outputs.model_dump(exclude_none=True, by_alias=True)} for t in stored}}


cases_of("mcp.tools.schema-edges", {c: (lambda c=c: schema_edge(c)) for c in SCHEMA_EDGES})


# mcp.tools.output-schema-forms (second reading 2026-11-29).
SCHEMA_FORMS = {
    "explicit-none": ({"type": "object"}, None),
    "output-without-type": ({"type": "object"}, {"properties": {"n": {"type": "integer"}}}),
    "empty-input-schema": ({}, {"type": "object"}),
}


async def schema_form(case_id):
    import mcp_use
    from mcp.types import Tool

    inputs, outputs = SCHEMA_FORMS[case_id]
    load_plugins()
    mcp_use.serve("forms", mcp_use.ServerScript(
        tools=[Tool(name="t", description="", inputSchema=inputs, outputSchema=outputs)]))
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.utcp_client import UtcpClient

    client = await UtcpClient.create()
    result = await client.register_manual(CallTemplateSerializer().validate_dict({
        "name": "ws", "call_template_type": "mcp", "config": {"mcpServers": {"forms": {"command": "a"}}}}))
    return {"success": result.success, "errors": [e.splitlines()[0][:120] for e in result.errors],
            "errorsNameOutputs": any("outputs" in e for e in result.errors),
            "stored": sorted(t.name for t in await client.config.tool_repository.get_tools())}


cases_of("mcp.tools.output-schema-forms", {c: (lambda c=c: schema_form(c)) for c in SCHEMA_FORMS})


# Cases added by the second reading of the WebSocket, MCP and CLI pages (2026-11-29).

def failing_with(method_name, error, times=1):
    """Makes the double's MCPSession.<method_name> raise `error` on its first `times` calls."""
    import mcp_use

    original = getattr(mcp_use.MCPSession, method_name)
    state = {"calls": 0}

    async def wrapper(self, *args, **kwargs):
        state["calls"] += 1
        if state["calls"] <= times:
            raise error
        return await original(self, *args, **kwargs)

    setattr(mcp_use.MCPSession, method_name, wrapper)

    def restore():
        setattr(mcp_use.MCPSession, method_name, original)
        return state["calls"]

    return restore


async def retried_again(case_id):
    """One failing session method and one operation of a new protocol; the outcome and how often the method ran."""
    import asyncio

    import mcp_use

    load_plugins()
    from utcp_mcp.mcp_communication_protocol import McpCommunicationProtocol

    mcp_use.reset()
    plain_server()
    protocol = McpCommunicationProtocol()
    template = mcp_template(register_resources_as_tools=True)
    method, error, times, operation = {
        "list-tools-bare-timeout": ("list_tools", asyncio.TimeoutError(), 1, "register"),
        "list-tools-inside-word": ("list_tools", RuntimeError("invalid params: whereof"), 1, "register"),
        "list-tools-upper-case": ("list_tools", RuntimeError("Connection Reset"), 1, "register"),
        "read-resource-twice": ("read_resource", RuntimeError("odd failure"), 2, "read"),
        "call-tool-session-word": ("call_tool", RuntimeError("session closed"), 1, "call"),
    }[case_id]
    return await operation_while_failing(protocol, template, operation, method, error, times, with_errors=False)


cases_of("mcp.retries.python-sessions", {case_id: (lambda c=case_id: retried_again(c)) for case_id in (
    "list-tools-bare-timeout", "list-tools-inside-word", "list-tools-upper-case", "read-resource-twice",
    "call-tool-session-word")})


STRUCTURED_EDGES["result-key-object"] = {"result": {"a": 1}, "other": True}
case("mcp.results.structured-content", "result-key-object")(lambda: structured_edge("result-key-object"))


@case("mcp.tools.no-output-schema", "untyped-server-first")
async def untyped_server_first():
    import mcp_use

    _, _, outcome = await register_double_servers({
        "plain": mcp_use.ServerScript(tools=[bare_tool("ping", None)]),
        "good": mcp_use.ServerScript(tools=[bare_tool("pong")])})
    return outcome


@case("mcp.session.python-close-caller", "close-after-deregister")
async def close_after_deregister():
    """Register, one call, deregister through the client, then the protocol's close(): how it ends."""
    from utcp.interfaces.communication_protocol import CommunicationProtocol

    client, _ = await client_with_servers({"first": {"command": "a"}})
    await client.call_tool("ws.first.txt", {})
    await client.deregister_manual("ws")
    return await CommunicationProtocol.communication_protocols["mcp"].close()


@case("mcp.streaming.client", "failing-tool")
async def streaming_failing_tool():
    """call_tool_streaming of the protocol on a tool whose server raises: what is yielded, and what awaiting it gives."""
    import mcp_use

    load_plugins()
    from utcp_mcp.mcp_communication_protocol import McpCommunicationProtocol

    mcp_use.reset()
    plain_server()
    items = [item async for item in McpCommunicationProtocol().call_tool_streaming(None, "ws.files.boom", {},
                                                                                    mcp_template())]
    coroutine = len(items) == 1 and inspect.iscoroutine(items[0])
    return {"one coroutine": coroutine, "awaited": await outcome_of(items[0]) if coroutine else None}


@case("mcp.config.python-client-dict", "shell-variable-in-args")
async def shell_variable_in_args():
    """Through the client: an args entry `$HOME`, no UTCP variable of that name; how registering ends."""
    load_plugins()
    serve()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.utcp_client import UtcpClient

    client = await UtcpClient.create()
    return await client.register_manual(CallTemplateSerializer().validate_dict({
        "name": "ws", "call_template_type": "mcp",
        "config": {"mcpServers": {"first": {"command": "a", "args": ["$HOME"]}}}}))


@case("mcp.auth.python-unused", "url-entry")
async def python_auth_url_entry():
    """oauth2 client credentials on a template whose server is a url entry: token requests and the config handed on."""
    from aiohttp import web

    from _behaviour import http_server
    import mcp_use

    load_plugins()
    from utcp_mcp.mcp_communication_protocol import McpCommunicationProtocol

    token_requests = []

    async def token(request):
        token_requests.append(request.path)
        return web.json_response({"access_token": "t", "token_type": "bearer"})

    plain_server("remote")
    servers = {"remote": {"url": "http://127.0.0.1:9/mcp"}}
    before = len(mcp_use.LEDGER.clients)
    async with http_server({("POST", "/token"): token}) as base:
        template = mcp_template(servers, auth=client_credentials(base))
        protocol = McpCommunicationProtocol()
        registered = await protocol.register_manual(None, template)
        called = await outcome_of(protocol.call_tool(None, "ws.remote.echo", {}, template))
    configs = [c.config for c in mcp_use.LEDGER.clients[before:]]
    return {"registered": registered.success, "call": called, "tokenRequests": len(token_requests),
            "configsWithoutAuthorization": all(c == {"mcpServers": servers} for c in configs)}


@case("mcp.retries.python-sessions", "list-resources-twice-through-client")
async def list_resources_twice_client():
    """list_resources fails twice while a client registers the manual (resources as tools on): result and stored tools."""
    import mcp_use

    load_plugins()
    from utcp.utcp_client import UtcpClient

    mcp_use.reset()
    plain_server()
    client = await UtcpClient.create()
    restore = failing_with("list_resources", RuntimeError("odd failure"), 2)
    try:
        registered = await client.register_manual(mcp_template(register_resources_as_tools=True))
    finally:
        calls = restore()
    stored = await client.config.tool_repository.get_tools()
    return {"success": registered.success, "errors": registered.errors, "stored": sorted(t.name for t in stored),
            "list_resourcesCalls": calls}


@case("mcp.registration.failing-server", "error-text")
async def failing_server_error_text():
    """Two servers, of which only `first` exists; the test double is reset first, as another case serves `files`."""
    import mcp_use

    mcp_use.reset()
    _, registered = await client_with_servers({"first": {"command": "a"}, "files": {"command": "c"}})
    return [str(error).strip().splitlines()[0][:60] for error in registered.errors]


@case("mcp.errors.unknown-tool", "short-name-through-client")
async def unknown_short_name_client():
    client, _ = await client_with_servers()
    return await outcome_of(client.call_tool("obj", {}))


# Second reading 2026-11-29: text that starts like JSON but is not, a JSON string, Infinity, and leading whitespace.
EDGE_TEXTS.update({"broken-json-object": "{not json", "json-string-text": '"hi"', "infinity-text": "Infinity",
                   "leading-space-json-array": " [1]"})
cases_of("mcp.results.text-content", {
    case_id: (lambda c=case_id: edge_text(c))
    for case_id in ("broken-json-object", "json-string-text", "infinity-text", "leading-space-json-array")})


# Second reading 2026-11-29: an output schema that is not an object schema, and two servers that both lack one.
async def other_output_schemas(case_id):
    import mcp_use

    scripts = {
        "string-output-schema": {"plain": mcp_use.ServerScript(tools=[bare_tool("ping", {"type": "string"})])},
        "two-untyped-servers": {"one": mcp_use.ServerScript(tools=[bare_tool("ping", None)]),
                                "two": mcp_use.ServerScript(tools=[bare_tool("pong", None)])},
    }[case_id]
    _, _, outcome = await register_double_servers(scripts)
    return outcome


cases_of("mcp.tools.no-output-schema", {
    case_id: (lambda c=case_id: other_output_schemas(c)) for case_id in ("string-output-schema", "two-untyped-servers")})


# Second reading (s-yaml-core) 2026-11-30: further list_tools error messages (an errno text, "timed out", a bare
# ConnectionError, a German message, a KeyError naming session, an upper-case keyword); how list_tools calls counted.
async def list_tools_retried_by_message():
    import asyncio

    import mcp_use

    load_plugins()
    from utcp_mcp.mcp_communication_protocol import McpCommunicationProtocol

    errors = {
        "ConnectionResetError errno text": ConnectionResetError(104, "Connection reset by peer"),
        "TimeoutError('timed out')": TimeoutError("timed out"),
        "asyncio.TimeoutError('Timeout')": asyncio.TimeoutError("Timeout"),
        "bare ConnectionError()": ConnectionError(),
        "Verbindung getrennt": RuntimeError("Verbindung getrennt"),  # cspell:disable-line
        "KeyError('session')": KeyError("session"),
        "BROKEN PIPE": RuntimeError("BROKEN PIPE"),
    }
    out = {}
    for label, error in errors.items():
        mcp_use.reset()
        plain_server()
        protocol = McpCommunicationProtocol()
        result = await operation_while_failing(protocol, mcp_template(), "register", "list_tools", error, 1,
                                               with_errors=False)
        out[label] = {"list_tools calls": result["list_toolsCalls"],
                      "success": result["outcome"].get("success", result["outcome"])}
    return out


case("mcp.retries.python-sessions", "list-tools-more-messages")(list_tools_retried_by_message)


# Second reading (s-yaml-core) 2026-11-30: call_tool_streaming for an unknown tool, an unknown server, and a
# session error: whether anything is raised before the item is awaited.
async def streaming_failures_deferred():
    import mcp_use

    load_plugins()
    from utcp_mcp.mcp_communication_protocol import McpCommunicationProtocol

    out = {}
    for label, tool_name, failing in (("unknown tool", "ws.files.nope", None),
                                      ("unknown server", "ws.other.echo", None),
                                      ("session error", "ws.files.echo", RuntimeError("connection reset by peer"))):
        mcp_use.reset()
        plain_server()
        restore = failing_with("call_tool", failing, 1) if failing else (lambda: 0)
        try:
            try:
                items = [item async for item in McpCommunicationProtocol().call_tool_streaming(
                    None, tool_name, {}, mcp_template())]
            except Exception as error:  # noqa: BLE001 - raised while iterating
                out[label] = {"raised while iterating": type(error).__name__}
                continue
            coroutine = len(items) == 1 and inspect.iscoroutine(items[0])
            awaited = await outcome_of(items[0]) if coroutine else None
            out[label] = {"one coroutine": coroutine,
                          "awaited error": (awaited or {}).get("error", {}).get("type") if awaited else None}
        finally:
            restore()
    return out


case("mcp.streaming.client", "failing-variants")(streaming_failures_deferred)


# Second reading (s-yaml-core) 2026-11-30: $NAME in other places of an entry, the namespaced name set in the
# environment, and a $ before a digit.
async def register_mcp_entry(entry, environment=None):
    load_plugins()
    serve()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.utcp_client import UtcpClient

    saved = {k: os.environ.get(k) for k in (environment or {})}
    os.environ.update(environment or {})
    try:
        client = await UtcpClient.create()
        outcome = await outcome_of(client.register_manual(CallTemplateSerializer().validate_dict({
            "name": "ws", "call_template_type": "mcp", "config": {"mcpServers": {"first": entry}}})))
    finally:
        for k, v in saved.items():
            if v is None:
                os.environ.pop(k, None)
            else:
                os.environ[k] = v
    if "error" in outcome:
        return {"error": outcome["error"]["type"], "variable": outcome["error"]["message"].split(" ")[1]}
    stored = await client.config.tool_repository.get_manual_call_template("ws")
    return {"success": outcome["value"].success, "stored entry": stored.config["mcpServers"]["first"]
            if isinstance(stored.config, dict) else stored.config.mcpServers["first"]}


async def shell_variable_edges():
    return {
        "process has HOME": bool(os.environ.get("HOME")),
        "$HOME in env": await register_mcp_entry({"command": "a", "env": {"H": "$HOME"}}),
        "${HOME} in args": await register_mcp_entry({"command": "a", "args": ["${HOME}"]}),
        "ws_HOME set in the environment": await register_mcp_entry({"command": "a", "args": ["$HOME"]},
                                                                   {"ws_HOME": "/home/from-utcp"}),
        "$1 in args": await register_mcp_entry({"command": "a", "args": ["$1"]}),
        "a lone $": await register_mcp_entry({"command": "a", "args": ["costs $ 5"]}),
    }


case("mcp.config.python-client-dict", "shell-variable-edges")(shell_variable_edges)


# Second reading (s-yaml-core) 2026-11-30: keywords inside longer words ("subprotocol", "networking",
# "reconnection") and a keyword split by a space ("time out").
async def list_tools_inside_words():
    import mcp_use

    load_plugins()
    from utcp_mcp.mcp_communication_protocol import McpCommunicationProtocol

    out = {}
    for message in ("subprotocol mismatch", "networking down", "reconnection needed", "time out"):
        mcp_use.reset()
        plain_server()
        result = await operation_while_failing(McpCommunicationProtocol(), mcp_template(), "register", "list_tools",
                                               RuntimeError(message), 1, with_errors=False)
        out[message] = result["list_toolsCalls"]
    return out


case("mcp.retries.python-sessions", "list-tools-inside-word-more")(list_tools_inside_words)


# c-mcp-http 2026-11-30: a secret placeholder defined at registration, gone when the tool is called; and one set empty.
async def unused_auth_secret_gone_before_call():
    import os
    os.environ["ws_MCP_SECRET"] = "s-1"
    load_plugins()
    plain_server()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.utcp_client import UtcpClient

    try:
        client = await UtcpClient.create()
        template = CallTemplateSerializer().validate_dict({
            "name": "ws", "call_template_type": "mcp", "config": {"mcpServers": {"files": {"command": "a"}}},
            "auth": {"auth_type": "oauth2", "token_url": "http://127.0.0.1:9/token", "client_id": "c",
                     "client_secret": "${MCP_SECRET}"}})
        registered = await outcome_of(client.register_manual(template))
    finally:
        del os.environ["ws_MCP_SECRET"]
    if "error" in registered:
        return {"register": registered}
    return {"registered": registered["value"].success,
            "call": await outcome_of(client.call_tool("ws.files.echo", {}))}


async def unused_auth_secret_empty():
    import os
    os.environ["ws_MCP_SECRET"] = ""
    try:
        return await unused_auth_through_client("http://127.0.0.1:9/token", "${MCP_SECRET}")
    finally:
        del os.environ["ws_MCP_SECRET"]


cases_of("mcp.auth.python-unused-edges", {
    "secret-gone-before-call": unused_auth_secret_gone_before_call,
    "secret-set-empty": unused_auth_secret_empty,
})


# c-mcp-http 2026-11-30: output schemas whose type is a list, and whose property name is not ASCII.
SCHEMA_FORMS_MORE = {
    "type-list": ({"type": "object"}, {"type": ["object", "null"]}),
    "unicode-property": ({"type": "object"}, {"type": "object", "properties": {"größe": {"type": "number"}}}),
}
SCHEMA_FORMS.update(SCHEMA_FORMS_MORE)

cases_of("mcp.tools.output-schema-forms", {c: (lambda c=c: schema_form(c)) for c in SCHEMA_FORMS_MORE})


# c-mcp-http 2026-11-30: texts that JSON reads but float() does not, and float() spellings JSON does not know; several
# items that each hold JSON.
EDGE_TEXTS_MORE = {"null-text": "null", "hex-text": "0x10", "exponent-text": "1e3"}
EDGE_TEXTS.update(EDGE_TEXTS_MORE)
cases_of("mcp.results.text-content", {case_id: (lambda c=case_id: edge_text(c)) for case_id in EDGE_TEXTS_MORE})


async def two_json_items():
    import mcp_use
    from mcp.types import CallToolResult, TextContent, Tool

    load_plugins()
    mcp_use.serve("edge", mcp_use.ServerScript(
        tools=[Tool(name="say", description="", inputSchema=SCHEMA, outputSchema=SCHEMA)],
        results={"say": CallToolResult(content=[TextContent(text='{"a": 1}'), TextContent(text="true")])}))
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.utcp_client import UtcpClient

    client = await UtcpClient.create()
    await client.register_manual(CallTemplateSerializer().validate_dict({
        "name": "ws", "call_template_type": "mcp", "config": {"mcpServers": {"edge": {"command": "a"}}}}))
    value = await client.call_tool("ws.edge.say", {})
    return {"type": type(value).__name__, "repr": repr(value)}


cases_of("mcp.results.text-content", {"two-json-items": two_json_items})


# c-mcp-http 2026-11-30: the full name of a tool the server offers, with another server part; and the manual-less name.
async def unknown_other_server_part():
    client, _ = await client_with_servers()
    return await outcome_of(client.call_tool("ws.absent.obj", {}))


async def unknown_without_manual():
    client, _ = await client_with_servers()
    return await outcome_of(client.call_tool("first.obj", {}))


cases_of("mcp.errors.unknown-tool", {
    "other-server-part-through-client": unknown_other_server_part,
    "server-and-tool-through-client": unknown_without_manual,
})


# c-mcp-http 2026-11-30: the fix the guide gives for a dropped tool (deregister, register again), and a tool that moved
# to another server of the same template.
async def tool_gone_then_reregistered(moved: bool):
    import mcp_use
    from mcp.types import CallToolResult, TextContent, Tool

    def script(*names):
        return mcp_use.ServerScript(
            tools=[Tool(name=n, description="", inputSchema=SCHEMA, outputSchema=SCHEMA) for n in names],
            results={n: CallToolResult(content=[TextContent(text=n)], structuredContent={"result": n}) for n in names})

    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.utcp_client import UtcpClient

    servers = {"first": {"command": "a"}, "second": {"command": "b"}} if moved else {"first": {"command": "a"}}
    template = {"name": "ws", "call_template_type": "mcp", "config": {"mcpServers": servers}}
    mcp_use.serve("first", script("obj", "other"))
    if moved:
        mcp_use.serve("second", script("spare"))
    client = await UtcpClient.create()
    await client.register_manual(CallTemplateSerializer().validate_dict(template))
    mcp_use.serve("first", script("other"))
    if moved:
        mcp_use.serve("second", script("spare", "obj"))
        return {"call": await outcome_of(client.call_tool("ws.first.obj", {}))}
    await client.deregister_manual("ws")
    again = await client.register_manual(CallTemplateSerializer().validate_dict(template))
    return {"registered again": sorted(t.name for t in again.manual.tools),
            "call": await outcome_of(client.call_tool("ws.first.obj", {}))}


cases_of("mcp.errors.tool-gone", {
    "deregister-and-register-again": lambda: tool_gone_then_reregistered(False),
    "moved-to-other-server": lambda: tool_gone_then_reregistered(True),
})


# c-mcp-http 2026-11-30: a manual registered before the failing one, and the failing manual given in the configuration.
async def no_output_schema_other_first():
    import mcp_use
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.utcp_client import UtcpClient

    load_plugins()
    mcp_use.serve("good", mcp_use.ServerScript(tools=[bare_tool("pong")]))
    mcp_use.serve("plain", mcp_use.ServerScript(tools=[bare_tool("ping", None)]))
    client = await UtcpClient.create()
    first = await client.register_manual(CallTemplateSerializer().validate_dict({
        "name": "other", "call_template_type": "mcp", "config": {"mcpServers": {"good": {"command": "a"}}}}))
    second = await client.register_manual(CallTemplateSerializer().validate_dict({
        "name": "ws", "call_template_type": "mcp",
        "config": {"mcpServers": {"good": {"command": "a"}, "plain": {"command": "a"}}}}))
    stored = await client.config.tool_repository.get_tools()
    return {"other success": first.success, "ws success": second.success, "stored": sorted(t.name for t in stored)}


async def no_output_schema_in_config():
    import mcp_use
    from utcp.utcp_client import UtcpClient

    load_plugins()
    mcp_use.serve("good", mcp_use.ServerScript(tools=[bare_tool("pong")]))
    mcp_use.serve("plain", mcp_use.ServerScript(tools=[bare_tool("ping", None)]))
    created = await outcome_of(UtcpClient.create(config={"manual_call_templates": [{
        "name": "ws", "call_template_type": "mcp",
        "config": {"mcpServers": {"good": {"command": "a"}, "plain": {"command": "a"}}}}]}))
    if "error" in created:
        return {"create": created}
    stored = await created["value"].config.tool_repository.get_tools()
    return {"created": True, "stored": sorted(t.name for t in stored)}


cases_of("mcp.tools.no-output-schema-scope", {
    "other-manual-registered-first": no_output_schema_other_first,
    "manual-in-config": no_output_schema_in_config,
})


# Second reading 2026-11-30 (c-guides): an isError result that also carries structured content, and falsy values
# under the result key.
cases_of("mcp.results.python-result-edges", {c: (lambda c=c: result_edge(c)) for c in (
    "is-error-structured", "result-zero", "result-false")})


# Second reading 2026-11-30 (c-guides): keywords the JsonSchema model has no field for (anyOf, additionalProperties
# false, $schema, an x- keyword, minItems) in a declared input schema.
SCHEMA_EDGES_MORE = {
    "keywords-outside-model": (
        {"$schema": "https://json-schema.org/draft/2020-12/schema", "type": "object", "additionalProperties": False,
         "x-ui": "hidden", "properties": {"v": {"anyOf": [{"type": "string"}, {"type": "null"}]},
                                          "tags": {"type": "array", "items": {"type": "string"}, "minItems": 1}}},
        {"type": "object"}),
}
SCHEMA_EDGES.update(SCHEMA_EDGES_MORE)
cases_of("mcp.tools.schema-edges", {c: (lambda c=c: schema_edge(c)) for c in SCHEMA_EDGES_MORE})


# Second reading 2026-11-30 (RFC table of protocols): a call naming a server the template does not have.
@case("mcp.routing.same-tool-two-servers", "unknown-server-name")
async def routing_unknown_server():
    client = await client_with_who_servers(("alpha", "beta"))
    return await outcome_of(client.call_tool("ws.gamma.who", {}))


async def client_with_who_servers(order):
    """Servers alpha and beta, each with a tool `who` answering its own name, registered as manual ws in `order`."""
    import mcp_use
    from mcp.types import CallToolResult, TextContent, Tool

    load_plugins()
    for server in ("alpha", "beta"):
        mcp_use.serve(server, mcp_use.ServerScript(
            tools=[Tool(name="who", description="", inputSchema=SCHEMA, outputSchema=SCHEMA)],
            results={"who": CallToolResult(content=[TextContent(text=server)], structuredContent={"result": server})}))
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.utcp_client import UtcpClient

    client = await UtcpClient.create()
    await client.register_manual(CallTemplateSerializer().validate_dict({
        "name": "ws", "call_template_type": "mcp",
        "config": {"mcpServers": {name: {"command": name[0]} for name in order}}}))
    return client


# mcp.results.text-content, second reading 2026-11-30 (w-v10): several items holding an empty text, a number with
# spaces, a JSON array with a leading space and a word with an umlaut; and a result with no content item at all.
async def items_of(texts):
    import mcp_use
    from mcp.types import CallToolResult, TextContent, Tool

    load_plugins()
    mcp_use.serve("edge2", mcp_use.ServerScript(
        tools=[Tool(name="say", description="", inputSchema=SCHEMA, outputSchema=SCHEMA)],
        results={"say": CallToolResult(content=[TextContent(text=t) for t in texts])}))
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.utcp_client import UtcpClient

    client = await UtcpClient.create()
    await client.register_manual(CallTemplateSerializer().validate_dict({
        "name": "ws", "call_template_type": "mcp", "config": {"mcpServers": {"edge2": {"command": "a"}}}}))
    value = await client.call_tool("ws.edge2.say", {})
    return {"type": type(value).__name__, "repr": repr(value)}


cases_of("mcp.results.text-content", {
    "several-mixed-items": lambda: items_of(["", " 42 ", " [1]", "grüße"]),
    "no-items": lambda: items_of([]),
})


# mcp.config.no-transport, second reading 2026-11-30 (w-v10): a remote entry with an odd transport, headers with
# unicode and an extra key, and a remote entry at a plain-http host that is not loopback.
async def url_entry_as_given(name, entry):
    serve_plain(name)
    registration, given = await register_servers({name: entry})
    return {"registration": registration, "mcpClientConfig": last_client_config(given)}


cases_of("mcp.config.no-transport", {
    "url-entry-odd-fields": lambda: url_entry_as_given("odd_url", {
        "url": "http://127.0.0.1:9/mcp", "transport": "carrier", "headers": {"X-Team": "grün"}, "extra": [1]}),
    "url-entry-remote-http": lambda: url_entry_as_given("far_url", {"url": "http://example.invalid/mcp"}),
})


# mcp.errors.unknown-tool, second reading 2026-11-30 (w-v10): names that differ from a registered one only by letter
# case or a trailing space, and whether the failing call reached any server (sessions and calls of the MCP double).
async def unknown_names_reach_no_server():
    import mcp_use

    client, _ = await client_with_servers()

    def seen():
        return (len(mcp_use.LEDGER.sessions), sum(len(s.calls) for s in mcp_use.LEDGER.sessions))

    before = seen()
    outcomes = {name: await outcome_of(client.call_tool(name, {})) for name in ("ws.FIRST.obj", "ws.first.obj ", "")}
    return {"outcomes": outcomes, "sessions and calls unchanged": seen() == before}


cases_of("mcp.errors.unknown-tool", {"near-names-reach-no-server": unknown_names_reach_no_server})


# Second reading (wave 3) 2026-11-29: $HOME inside a longer path, the namespaced variable set but empty, a name with
# a non-ASCII letter, a string that also holds `$ref`, and `$HOME` as a key of env.
async def shell_variable_wave3():
    return {
        "$HOME/projects with ws_HOME": await register_mcp_entry({"command": "a", "args": ["$HOME/projects"]},
                                                                {"ws_HOME": "/h"}),
        "ws_HOME set empty": await register_mcp_entry({"command": "a", "args": ["$HOME"]}, {"ws_HOME": ""}),
        "$HOME as an env key": await register_mcp_entry({"command": "a", "env": {"$HOME": "x"}}),
    }


async def shell_variable_wave3_names():
    return {
        "$HÖME with ws_HÖME": await register_mcp_entry({"command": "a", "args": ["$HÖME"]}, {"ws_HÖME": "/ö"}),
        "$ref and $HOME in one string": await register_mcp_entry({"command": "a", "args": ["$ref $HOME"]}),
    }


case("mcp.config.python-client-dict", "shell-variable-wave3")(shell_variable_wave3)
case("mcp.config.python-client-dict", "shell-variable-wave3-names")(shell_variable_wave3_names)


# Second reading (wave 3) 2026-11-29: errors a real MCP session raises (a task group wrapping a connection error, the
# MCP SDK's "Connection closed"), a hyphenated "time-out", a message with CRLF, and an empty message.
async def list_tools_retried_wave3():
    import mcp_use

    load_plugins()
    from utcp_mcp.mcp_communication_protocol import McpCommunicationProtocol

    errors = {
        "ExceptionGroup of ConnectionError('connection lost')": ExceptionGroup(
            "unhandled errors in a TaskGroup", [ConnectionError("connection lost")]),
        "RuntimeError('Connection closed')": RuntimeError("Connection closed"),
        "RuntimeError('time-out')": RuntimeError("time-out"),
        "RuntimeError('read\\r\\ntimeout')": RuntimeError("read\r\ntimeout"),
        "RuntimeError('')": RuntimeError(""),
    }
    out = {}
    for label, error in errors.items():
        mcp_use.reset()
        plain_server()
        result = await operation_while_failing(McpCommunicationProtocol(), mcp_template(), "register", "list_tools",
                                               error, 1, with_errors=False)
        out[label] = result["list_toolsCalls"]
    return out


case("mcp.retries.python-sessions", "list-tools-wave3")(list_tools_retried_wave3)


# Second reading (wave 3) 2026-11-29: more single text items: digits of another script, a superscript digit, a
# negative whole number, 1e400, lower-case infinity, blanks, false and an empty JSON string; type and repr of each.
async def wave3_texts():
    out = {}
    for text in ("١٢٣", "²", "-5", "1e400", "infinity", "  ", "false", '""'):
        EDGE_TEXTS["wave3"] = text
        out[text] = await edge_text("wave3")
    return out


cases_of("mcp.results.text-content", {"wave3-numbers-and-words": wave3_texts})


# Second reading (wave 3) 2026-11-29: the oauth2 secret filled at registration: what the stored manual and tool
# templates hold after the variable is changed, and an empty value given in the client's own variables.
async def auth_secret_kept_after_change():
    import os
    os.environ["ws_MCP_SECRET"] = "s-1"
    load_plugins()
    plain_server()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.utcp_client import UtcpClient

    try:
        client = await UtcpClient.create()
        template = CallTemplateSerializer().validate_dict({
            "name": "ws", "call_template_type": "mcp", "config": {"mcpServers": {"files": {"command": "a"}}},
            "auth": {"auth_type": "oauth2", "token_url": "http://127.0.0.1:9/token", "client_id": "c",
                     "client_secret": "${MCP_SECRET}"}})
        registered = await outcome_of(client.register_manual(template))
        os.environ["ws_MCP_SECRET"] = "s-2"
        call = await outcome_of(client.call_tool("ws.files.echo", {}))
    finally:
        del os.environ["ws_MCP_SECRET"]
    stored = await client.config.tool_repository.get_manual_call_template("ws")
    tool = await client.config.tool_repository.get_tool("ws.files.echo")
    return {"registered": registered.get("value").success if "value" in registered else registered,
            "call": call, "manual template secret": stored.auth.client_secret,
            "tool template secret": tool.tool_call_template.auth.client_secret}


async def auth_secret_empty_in_client_variables():
    load_plugins()
    plain_server()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.utcp_client import UtcpClient

    client = await UtcpClient.create(config={"variables": {"ws_MCP_SECRET": ""}})
    template = CallTemplateSerializer().validate_dict({
        "name": "ws", "call_template_type": "mcp", "config": {"mcpServers": {"files": {"command": "a"}}},
        "auth": {"auth_type": "oauth2", "token_url": "http://127.0.0.1:9/token", "client_id": "c",
                 "client_secret": "${MCP_SECRET}"}})
    registered = await outcome_of(client.register_manual(template))
    if "error" in registered:
        return {"register": {"error": registered["error"]["type"]}}
    stored = await client.config.tool_repository.get_manual_call_template("ws")
    return {"registered": registered["value"].success, "stored secret": stored.auth.client_secret}


cases_of("mcp.auth.python-unused-edges", {
    "wave3-secret-changed-before-call": auth_secret_kept_after_change,
    "wave3-secret-empty-in-client-variables": auth_secret_empty_in_client_variables,
})


# Second reading (wave 3) 2026-11-29: a tool whose input schema has a title, a description, an enum and a nested
# object, and no output schema; what the registered tool keeps, and whether it is registered at all.
async def registered_rich_input_schema():
    import mcp_use
    from mcp.types import Tool

    inputs = {"type": "object", "title": "Query", "description": "what to look up",
              "properties": {"unit": {"type": "string", "enum": ["c", "f"]},
                             "place": {"type": "object", "properties": {"city": {"type": "string"}}}},
              "required": ["unit"]}
    _, registered = await single_server("rich", mcp_use.ServerScript(
        tools=[Tool(name="weather", description="Weather by city", inputSchema=inputs)],
        results={"weather": said("x")}))
    if not registered.manual.tools:
        return {"success": registered.success, "errors": len(registered.errors)}
    tool = registered.manual.tools[0]
    return {"success": registered.success, "inputs": tool.inputs.model_dump(exclude_none=True),
            "description": tool.description}


cases_of("mcp.tools.schemas", {"wave3-rich-input-schema": registered_rich_input_schema})


# Second reading (wave 3) 2026-11-29 (g-rfc, RFC protocol table): the same shared tool name with the two servers
# declared in the other order, called once through each server's name.
@case("mcp.routing.same-tool-two-servers", "declared-order-reversed")
async def routing_reversed():
    client = await client_with_who_servers(("beta", "alpha"))
    return {"tools": sorted(t.name for t in await client.config.tool_repository.get_tools()),
            "ws.alpha.who": await outcome_of(client.call_tool("ws.alpha.who", {})),
            "ws.beta.who": await outcome_of(client.call_tool("ws.beta.who", {}))}


# Second reading (wave 3) 2026-11-29 (g-rfc, 1.0 protocol index): two servers called second first, then
# deregister: the servers of the sessions in the order they were opened, and which of them deregistering closed.
@case("mcp.session.python-open-sessions", "two-servers-open-order")
async def two_servers_open_order():
    import mcp_use

    mcp_use.reset()
    client, _ = await client_with_servers()
    await client.call_tool("ws.second.who", {})
    await client.call_tool("ws.first.txt", {})
    opens = [event for event in mcp_use.LEDGER.events if event[0] == "open"]
    before = len(mcp_use.LEDGER.events)
    await client.deregister_manual("ws")
    closed = [event[1] for event in mcp_use.LEDGER.events[before:] if event[0] == "close"]
    return {"servers in opening order": [event[2] for event in opens],
            "closed (position in opening order)": [[e[1] for e in opens].index(c) + 1 for c in closed],
            "still open": len(mcp_use.LEDGER.still_open)}


# Second reading (wave 3) 2026-11-29, g-guides: an isError result whose text holds a JSON object, one whose structured
# content has a `result` key, and one with no content at all.
cases_of("mcp.results.python-result-edges", {c: (lambda c=c: result_edge(c)) for c in (
    "is-error-json-text", "is-error-result-key", "is-error-empty")})


# Second reading (wave 4) 2026-11-29 (x-api): "timed out", a keyword split by a hyphen or an underscore, a keyword
# inside a longer word ("closedown"), and a TimeoutError without a message; how often list_tools ran for each.
async def list_tools_retried_wave4():
    import mcp_use

    load_plugins()
    from utcp_mcp.mcp_communication_protocol import McpCommunicationProtocol

    errors = {
        "RuntimeError('request timed out')": RuntimeError("request timed out"),
        "RuntimeError('broken-pipe')": RuntimeError("broken-pipe"),
        "RuntimeError('time_out')": RuntimeError("time_out"),
        "RuntimeError('closedown')": RuntimeError("closedown"),
        "TimeoutError()": TimeoutError(),
    }
    out = {}
    for label, error in errors.items():
        mcp_use.reset()
        plain_server()
        result = await operation_while_failing(McpCommunicationProtocol(), mcp_template(), "register", "list_tools",
                                               error, 1, with_errors=False)
        out[label] = result["list_toolsCalls"]
    return out


case("mcp.retries.python-sessions", "list-tools-wave4")(list_tools_retried_wave4)


# Second reading (wave 5) 2026-11-29 (h-mcp): the oauth2 secret changed in the client's own variables after
# registration, and an empty value in the client's variables while the environment holds another.
async def auth_secret_changed_in_client_variables():
    load_plugins()
    plain_server()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.utcp_client import UtcpClient

    client = await UtcpClient.create(config={"variables": {"ws_MCP_SECRET": "v-1"}})
    template = CallTemplateSerializer().validate_dict({
        "name": "ws", "call_template_type": "mcp", "config": {"mcpServers": {"files": {"command": "a"}}},
        "auth": {"auth_type": "oauth2", "token_url": "http://127.0.0.1:9/token", "client_id": "c",
                 "client_secret": "${MCP_SECRET}"}})
    registered = await outcome_of(client.register_manual(template))
    client.config.variables["ws_MCP_SECRET"] = "v-2"
    call = await outcome_of(client.call_tool("ws.files.echo", {}))
    stored = await client.config.tool_repository.get_manual_call_template("ws")
    tool = await client.config.tool_repository.get_tool("ws.files.echo")
    return {"registered": registered["value"].success if "value" in registered else registered,
            "call": call, "manual template secret": stored.auth.client_secret,
            "tool template secret": tool.tool_call_template.auth.client_secret}


async def auth_secret_empty_beside_environment():
    os.environ["ws_MCP_SECRET"] = "from-environment"
    try:
        return await auth_secret_empty_in_client_variables()
    finally:
        del os.environ["ws_MCP_SECRET"]


cases_of("mcp.auth.python-unused-edges", {
    "wave5-secret-changed-in-client-variables": auth_secret_changed_in_client_variables,
    "wave5-empty-client-variable-beside-environment": auth_secret_empty_beside_environment,
})


# Second reading (wave 5) 2026-11-29 (h-mcp): $HOME followed by more name characters ($HOMEDIR, $HOME_x) with only
# ws_HOME set, ${HOME} followed by letters, ws_HOME given empty in the client's own variables, and `$refresh` (a
# longer name beginning with ref) beside $HOME.
async def register_mcp_entry_with_variables(entry, variables):
    load_plugins()
    serve()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.utcp_client import UtcpClient

    client = await UtcpClient.create(config={"variables": variables})
    outcome = await outcome_of(client.register_manual(CallTemplateSerializer().validate_dict({
        "name": "ws", "call_template_type": "mcp", "config": {"mcpServers": {"first": entry}}})))
    if "error" in outcome:
        return {"error": outcome["error"]["type"], "variable": outcome["error"]["message"].split(" ")[1]}
    stored = await client.config.tool_repository.get_manual_call_template("ws")
    return {"success": outcome["value"].success, "stored entry": stored.config["mcpServers"]["first"]
            if isinstance(stored.config, dict) else stored.config.mcpServers["first"]}


async def shell_variable_wave5():
    home = {"ws_HOME": "/h"}
    return {
        "$HOMEDIR with only ws_HOME": await register_mcp_entry({"command": "a", "args": ["$HOMEDIR"]}, home),
        "$HOME_x with only ws_HOME": await register_mcp_entry({"command": "a", "args": ["$HOME_x"]}, home),
        "${HOME}x with ws_HOME": await register_mcp_entry({"command": "a", "args": ["${HOME}x"]}, home),
        "ws_HOME empty in the client's variables": await register_mcp_entry_with_variables(
            {"command": "a", "args": ["$HOME/projects"]}, {"ws_HOME": ""}),
        "$refresh and $HOME in one string": await register_mcp_entry(
            {"command": "a", "args": ["$refresh $HOME"]}, home),
    }


case("mcp.config.python-client-dict", "wave5-shell-variable-names")(shell_variable_wave5)


# Second reading (wave 5) 2026-11-29 (h-mcp): a resource registered as a tool that its server stopped offering, and
# a tool taken over by a server listed before the one it was registered from.
async def resource_tool_gone():
    import mcp_use
    from mcp.types import Resource, Tool

    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.utcp_client import UtcpClient

    def script(with_resource):
        return mcp_use.ServerScript(
            tools=[Tool(name="other", description="", inputSchema=SCHEMA, outputSchema=SCHEMA)],
            results={"other": said("other")},
            resources=[Resource(name="readme", uri="file:///readme.md")] if with_resource else [],
            contents={"file:///readme.md": "# Read me"} if with_resource else {})

    mcp_use.serve("first", script(True))
    client = await UtcpClient.create()
    registered = await client.register_manual(CallTemplateSerializer().validate_dict({
        "name": "ws", "call_template_type": "mcp", "register_resources_as_tools": True,
        "config": {"mcpServers": {"first": {"command": "a"}}}}))
    mcp_use.serve("first", script(False))
    return {"registered": sorted(t.name for t in registered.manual.tools),
            "call": await outcome_of(client.call_tool("ws.first.resource_readme", {}))}


async def moved_to_server_listed_first():
    import mcp_use
    from mcp.types import CallToolResult, TextContent, Tool

    def script(server, *names):
        return mcp_use.ServerScript(
            tools=[Tool(name=n, description="", inputSchema=SCHEMA, outputSchema=SCHEMA) for n in names],
            results={n: CallToolResult(content=[TextContent(text=server)], structuredContent={"result": server})
                     for n in names})

    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.utcp_client import UtcpClient

    mcp_use.serve("alpha", script("alpha", "spare"))
    mcp_use.serve("beta", script("beta", "obj"))
    client = await UtcpClient.create()
    registered = await client.register_manual(CallTemplateSerializer().validate_dict({
        "name": "ws", "call_template_type": "mcp",
        "config": {"mcpServers": {"alpha": {"command": "a"}, "beta": {"command": "b"}}}}))
    mcp_use.serve("alpha", script("alpha", "spare", "obj"))
    mcp_use.serve("beta", script("beta", "spare"))
    return {"registered": sorted(t.name for t in registered.manual.tools),
            "call ws.beta.obj": await outcome_of(client.call_tool("ws.beta.obj", {}))}


cases_of("mcp.errors.tool-gone", {
    "wave5-resource-gone": resource_tool_gone,
    "wave5-moved-to-server-listed-first": moved_to_server_listed_first,
})


# Second reading (wave 5) 2026-11-29 (h-mcp): an isError result with two text items, one whose structured content is
# an empty object, and one with an image only.
async def result_edge_wave5():
    from mcp.types import CallToolResult, ImageContent, TextContent

    answers = {
        "two texts": CallToolResult(content=[TextContent(text="bad"), TextContent(text="input")], isError=True),
        "empty structured content": CallToolResult(content=[TextContent(text="boom")], structuredContent={},
                                                   isError=True),
        "image only": CallToolResult(content=[ImageContent(data="aGk=", mimeType="image/png")], isError=True),
    }
    out = {}
    for label, answer in answers.items():
        out[label] = await _result_of(answer)
    return out


async def _result_of(answer):
    import mcp_use
    from mcp.types import Tool

    load_plugins()
    mcp_use.serve("edge", mcp_use.ServerScript(
        tools=[Tool(name="say", description="", inputSchema=SCHEMA, outputSchema=SCHEMA)], results={"say": answer}))
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.utcp_client import UtcpClient

    client = await UtcpClient.create()
    await client.register_manual(CallTemplateSerializer().validate_dict({
        "name": "ws", "call_template_type": "mcp", "config": {"mcpServers": {"edge": {"command": "a"}}}}))
    outcome = await outcome_of(client.call_tool("ws.edge.say", {}))
    if "value" in outcome:
        return {"type": type(outcome["value"]).__name__, "repr": repr(outcome["value"])[:120]}
    return outcome


case("mcp.results.python-result-edges", "wave5-is-error-more")(result_edge_wave5)


# Second reading (wave 5) 2026-11-29 (h-mcp): a string inside a longer phrase ("unbroken pipeline"), keywords in
# capitals joined by an underscore, an exception group whose own message names a string while the error inside it
# does not, and one with an empty message around ConnectionError('connection lost'); list_tools calls for each.
async def list_tools_retried_wave5():
    import mcp_use

    load_plugins()
    from utcp_mcp.mcp_communication_protocol import McpCommunicationProtocol

    errors = {
        "RuntimeError('unbroken pipeline')": RuntimeError("unbroken pipeline"),
        "RuntimeError('SESSION_EXPIRED')": RuntimeError("SESSION_EXPIRED"),
        "ExceptionGroup('session lost', [ValueError('x')])": ExceptionGroup("session lost", [ValueError("x")]),
        "ExceptionGroup('', [ConnectionError('connection lost')])": ExceptionGroup(
            "", [ConnectionError("connection lost")]),
    }
    out = {}
    for label, error in errors.items():
        mcp_use.reset()
        plain_server()
        result = await operation_while_failing(McpCommunicationProtocol(), mcp_template(), "register", "list_tools",
                                               error, 1, with_errors=False)
        out[label] = result["list_toolsCalls"]
    return out


case("mcp.retries.python-sessions", "list-tools-wave5")(list_tools_retried_wave5)


# Second reading (wave 5) 2026-11-29 (h-mcp): three servers sharing the tool name, each called through its own
# registered name.
@case("mcp.routing.same-tool-two-servers", "wave5-three-servers")
async def routing_three_servers():
    import mcp_use
    from mcp.types import CallToolResult, TextContent, Tool

    load_plugins()
    for server in ("gamma", "alpha", "beta"):
        mcp_use.serve(server, mcp_use.ServerScript(
            tools=[Tool(name="who", description="", inputSchema=SCHEMA, outputSchema=SCHEMA)],
            results={"who": CallToolResult(content=[TextContent(text=server)], structuredContent={"result": server})}))
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.utcp_client import UtcpClient

    client = await UtcpClient.create()
    await client.register_manual(CallTemplateSerializer().validate_dict({
        "name": "ws", "call_template_type": "mcp",
        "config": {"mcpServers": {name: {"command": name[0]} for name in ("gamma", "alpha", "beta")}}}))
    return {name: (await outcome_of(client.call_tool(f"ws.{name}.who", {}))).get("value")
            for name in ("alpha", "beta", "gamma")}


# Second reading (wave 5) 2026-11-29 (h-mcp): a tool the server lists without a description beside one with a
# multi-line unicode description; what registration keeps.
async def registered_descriptions():
    import mcp_use
    from mcp.types import Tool

    _, registered = await single_server("described", mcp_use.ServerScript(
        tools=[Tool(name="bare", inputSchema=SCHEMA, outputSchema=SCHEMA),
               Tool(name="told", description="Wetter in Malmö\r\nzweite Zeile", inputSchema=SCHEMA,  # cspell:disable-line
                    outputSchema=SCHEMA)],
        results={"bare": said("x"), "told": said("y")}))
    return {"success": registered.success, "errors": [e[:160] for e in registered.errors],
            "descriptions": {t.name: t.description for t in registered.manual.tools}}


cases_of("mcp.tools.schemas", {"wave5-descriptions": registered_descriptions})


# First reading (wave 6) 2026-11-29, u-mcp: tool names where the server is named like the manual, where the MCP tool
# name already starts with the server name, where the manual name has a hyphen, and a non-ASCII tool name.
async def names_edge(case_id):
    import mcp_use

    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.utcp_client import UtcpClient

    manual, server, tool = {
        "server-named-like-manual": ("ws", "ws", "who"),
        "tool-prefixed-with-server": ("ws", "files", "files.read"),
        "manual-name-with-hyphen": ("my-ws", "files", "who"),
        "unicode-tool-name": ("ws", "files", "grüße"),
    }[case_id]
    mcp_use.serve(server, mcp_use.ServerScript(tools=[bare_tool(tool)], results={tool: said("hi", {"result": "hi"})}))
    client = await UtcpClient.create()
    registered = await client.register_manual(CallTemplateSerializer().validate_dict({
        "name": manual, "call_template_type": "mcp", "config": {"mcpServers": {server: {"command": "a"}}}}))
    stored = sorted(t.name for t in await client.config.tool_repository.get_tools())
    call = await outcome_of(client.call_tool(stored[0], {})) if stored else None
    return {"manual": manual, "server": server, "mcpTool": tool, "stored": stored, "callOfStoredName": call}


cases_of("mcp.names.stored", {c: (lambda c=c: names_edge(c)) for c in (
    "server-named-like-manual", "tool-prefixed-with-server", "manual-name-with-hyphen", "unicode-tool-name")})


# Second reading (wave 8) 2026-11-29: a dot and a non-ASCII letter in the manual name, a fresh client each.
@case("mcp.names.stored", "w8-dot-and-accent-in-manual-name")
async def names_dot_and_accent():
    import mcp_use
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.utcp_client import UtcpClient

    out = {}
    for manual in ("shop.v2", "wétter"):
        mcp_use.serve("files", mcp_use.ServerScript(tools=[bare_tool("who")], results={"who": said("hi", {"result": "hi"})}))
        client = await UtcpClient.create()
        await client.register_manual(CallTemplateSerializer().validate_dict({
            "name": manual, "call_template_type": "mcp", "config": {"mcpServers": {"files": {"command": "a"}}}}))
        stored = sorted(t.name for t in await client.config.tool_repository.get_tools())
        call = await outcome_of(client.call_tool(stored[0], {})) if stored else None
        out[manual] = {"stored": stored, "callOfStoredName": call}
    return out


# First reading (wave 6) 2026-11-29, u-mcp: the whole dict a resource read returns, for text holding JSON, empty
# text, non-ASCII text with CRLF, and through a client with limit_strings configured.
async def resource_read_edge(case_id):
    import mcp_use
    from mcp.types import Resource

    text = {"json-text": '{"a": 1}', "empty-text": "", "unicode-crlf-text": "grüße\r\n✓",
            "through-limit-strings": "abcdefgh"}[case_id]
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.utcp_client import UtcpClient

    mcp_use.serve("files", mcp_use.ServerScript(
        tools=[bare_tool("echo")], results={"echo": said("hi", {"result": "hi"})},
        resources=[Resource(name="readme", uri="file:///readme")], contents={"file:///readme": text}))
    config = {"post_processing": [{"tool_post_processor_type": "limit_strings", "limit": 3}]} \
        if case_id == "through-limit-strings" else {}
    client = await UtcpClient.create(config=config)
    await client.register_manual(CallTemplateSerializer().validate_dict({
        "name": "ws", "call_template_type": "mcp", "config": {"mcpServers": {"files": {"command": "a"}}},
        "register_resources_as_tools": True}))
    outcome = await outcome_of(client.call_tool("ws.files.resource_readme", {}))
    if "value" in outcome:
        return {"type": type(outcome["value"]).__name__, "value": outcome["value"]}
    return outcome


cases_of("mcp.results.resource", {c: (lambda c=c: resource_read_edge(c)) for c in (
    "json-text", "empty-text", "unicode-crlf-text", "through-limit-strings")})


# Third reading (wave 7) 2026-11-29 (w7): $HOME/projects with ws_HOME set in the environment and also in the
# client's own variables (another value, then the empty string), and with a value holding a space.
async def register_mcp_entry_env_and_variables(entry, environment, variables):
    saved = {k: os.environ.get(k) for k in environment}
    os.environ.update(environment)
    try:
        return await register_mcp_entry_with_variables(entry, variables)
    finally:
        for k, v in saved.items():
            if v is None:
                os.environ.pop(k, None)
            else:
                os.environ[k] = v


async def shell_variable_wave7():
    entry = {"command": "a", "args": ["$HOME/projects"]}
    return {
        "environment /e, client's variables /c": await register_mcp_entry_env_and_variables(
            entry, {"ws_HOME": "/e"}, {"ws_HOME": "/c"}),
        "environment /e, client's variables empty": await register_mcp_entry_env_and_variables(
            entry, {"ws_HOME": "/e"}, {"ws_HOME": ""}),
        "environment '/my home' only": await register_mcp_entry(entry, {"ws_HOME": "/my home"}),
    }


case("mcp.config.python-client-dict", "wave7-environment-and-variables")(shell_variable_wave7)
