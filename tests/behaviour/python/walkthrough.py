"""Cases of the 0.1 implementation guide (utcp 0.1.8): its weather service and client end to end,
its argument check, the class-level transports, the providers file and tool naming."""
import contextlib
import io
import json
import os
import tempfile

from _behaviour import case, cases_of, http_server, outcome_of

FOLDER = tempfile.mkdtemp()


def write(name, text):
    path = os.path.join(FOLDER, name)
    with open(path, "w") as handle:
        handle.write(text)
    return path


def weather_manual(base):
    """The guide's manual, with the service on the loopback server."""
    forecast = {
        "name": "get_forecast", "description": "Daily forecast for a city, up to seven days ahead",
        "tags": ["weather", "forecast"],
        "inputs": {"type": "object", "properties": {
            "city": {"type": "string", "description": "City name, for example Lisbon"},
            "days": {"type": "integer", "description": "Number of days to return, 1 to 7"}}, "required": ["city"]},
        "outputs": {"type": "object", "properties": {"city": {"type": "string"}, "days": {"type": "array"}}},
        "average_response_size": 180,
        "tool_provider": {"name": "weather", "provider_type": "http", "http_method": "GET", "url": f"{base}/forecast"}}
    report = {
        "name": "report_observation", "description": "Submit a weather observation made on the ground",
        "tags": ["weather", "observation"],
        "inputs": {"type": "object", "properties": {"observation": {
            "type": "object", "properties": {
                "city": {"type": "string"}, "temperature_c": {"type": "number"},
                "sky": {"type": "string", "enum": ["clear", "cloudy", "overcast", "rain", "snow"]}},
            "required": ["city", "temperature_c", "sky"]}}, "required": ["observation"]},
        "outputs": {"type": "object", "properties": {"observation_id": {"type": "integer"}}},
        "tool_provider": {"name": "weather", "provider_type": "http", "http_method": "POST",
                          "url": f"{base}/observations", "body_field": "observation"}}
    return {"version": "0.1.8", "tools": [forecast, report]}


async def weather(run):
    """Serves the guide's service on loopback, creates a client from a providers file, and runs `run`."""
    from aiohttp import web
    from utcp.client.utcp_client import UtcpClient

    seen = []

    async def manual(request):
        seen.append({"method": request.method, "path": request.raw_path, "manual": True})
        return web.json_response(weather_manual(str(request.url.origin())))

    async def forecast(request):
        body = await request.read()
        seen.append({"method": request.method, "path": request.raw_path, "headers": sorted(request.headers),
                     "body": body.decode()})
        days = int(request.query.get("days", 3))
        if not 1 <= days <= 7:
            return web.json_response({"detail": "days must be between 1 and 7"}, status=422)
        return web.json_response({"city": request.query["city"], "days": [{"offset": n} for n in range(days)]})

    async def observations(request):
        body = await request.read()
        seen.append({"method": request.method, "path": request.raw_path, "headers": sorted(request.headers),
                     "body": body.decode()})
        return web.json_response({"observation_id": 1})

    routes = {("GET", "/utcp"): manual, ("GET", "/forecast"): forecast, ("POST", "/observations"): observations}
    async with http_server(routes) as base:
        providers = write(f"providers-{len(os.listdir(FOLDER))}.json", json.dumps(
            [{"name": "weather", "provider_type": "http", "http_method": "GET", "url": f"{base}/utcp"}]))
        printed = io.StringIO()
        with contextlib.redirect_stdout(printed):
            client = await UtcpClient.create(config={"providers_file_path": providers})
        return await run(client, seen, printed.getvalue().strip().splitlines())


async def register_and_search(client, seen, printed):
    found = await client.search_tools("forecast for a city", limit=2)
    return {"printed": printed, "found": [tool.name for tool in found]}


def calling(name, arguments):
    async def run(client, seen, printed):
        result = await outcome_of(client.call_tool(name, arguments))
        if "error" in result:
            result = {"error": {"type": result["error"]["type"]}}
        return {"result": result, "requests": [entry for entry in seen if "manual" not in entry]}

    return lambda: weather(run)


async def manual_read_once(client, seen, printed):
    await client.call_tool("weather.get_forecast", {"city": "Lisbon", "days": 3})
    await client.call_tool("weather.get_forecast", {"city": "Porto"})
    return [entry["path"] for entry in seen]


cases_of("walkthrough.weather.end-to-end", {
    "manual-read-once": lambda: weather(manual_read_once),
    "register-and-search": lambda: weather(register_and_search),
    "forecast-call": calling("weather.get_forecast", {"city": "Lisbon", "days": 2}),
    "observation-call": calling("weather.report_observation",
                                {"observation": {"city": "Lisbon", "temperature_c": 19.5, "sky": "overcast"}}),
    "forecast-days-out-of-range": calling("weather.get_forecast", {"city": "Lisbon", "days": 9}),
    "forecast-with-body-argument": calling("weather.get_forecast", {"city": "Lisbon", "body": {"x": 1}}),
    "unicode-city": calling("weather.get_forecast", {"city": "São Paulo & Co", "days": 1}),
})


async def call_checked(client, tool_name, arguments):
    """The guide's call_checked, as printed there."""
    from jsonschema import Draft202012Validator

    tool = await client.tool_repository.get_tool(tool_name)
    if tool is None:
        raise ValueError(f"Unknown tool: {tool_name}")
    validator = Draft202012Validator(tool.inputs.model_dump(exclude_none=True))
    problems = [error.message for error in validator.iter_errors(arguments)]
    if problems:
        raise ValueError(f"Invalid arguments for {tool_name}: " + "; ".join(problems))
    return await client.call_tool(tool_name, arguments)


def checked(name, arguments):
    async def run(client, seen, printed):
        result = await outcome_of(call_checked(client, name, arguments))
        return {"result": result, "requests sent": len([entry for entry in seen if "manual" not in entry])}

    return lambda: weather(run)


def unchecked(name, arguments):
    async def run(client, seen, printed):
        result = await outcome_of(client.call_tool(name, arguments))
        return {"result": {"error": {"type": result["error"]["type"]}} if "error" in result else result,
                "requests sent": len([entry for entry in seen if "manual" not in entry])}

    return lambda: weather(run)


BAD_OBSERVATION = {"observation": {"city": "Lisbon", "temperature_c": "warm", "sky": "foggy"}}

cases_of("walkthrough.validation.call-checked", {
    "page-example": checked("weather.report_observation", BAD_OBSERVATION),
    "page-example-unchecked": unchecked("weather.report_observation", BAD_OBSERVATION),
    "missing-required": checked("weather.get_forecast", {"days": 2}),
    "extra-property": checked("weather.get_forecast", {"city": "Lisbon", "colour": "blue"}),
    "unknown-tool": checked("weather.nothing", {}),
})


@case("walkthrough.transports.class-attribute", "assignment-shared")
async def assignment_shared():
    from utcp.client.utcp_client import UtcpClient

    marker = object()
    earlier = await UtcpClient.create()
    UtcpClient.transports["websocket"] = marker
    later = await UtcpClient.create()
    try:
        return {"earlier client sees it": earlier.transports.get("websocket") is marker,
                "later client sees it": later.transports.get("websocket") is marker}
    finally:
        del UtcpClient.transports["websocket"]


@case("walkthrough.transports.class-attribute", "last-providers-file-wins")
async def last_providers_file_wins():
    from utcp.client.utcp_client import UtcpClient
    from utcp.shared.provider import TextProvider

    clients = []
    for label in ("first", "second"):
        folder = tempfile.mkdtemp(dir=FOLDER)
        with open(os.path.join(folder, "notes.txt"), "w") as handle:
            handle.write(f"beside the {label} providers file")
        with open(os.path.join(folder, "providers.json"), "w") as handle:
            json.dump([], handle)
        with open(os.path.join(folder, "manual.json"), "w") as handle:
            json.dump({"version": "1.0.0", "tools": [{"name": "read", "description": "", "tool_provider": {
                "name": "t", "provider_type": "text", "file_path": "notes.txt"}}]}, handle)
        client = await UtcpClient.create(config={"providers_file_path": os.path.join(folder, "providers.json")})
        await client.register_tool_provider(TextProvider(name="files", file_path=os.path.join(folder, "manual.json")))
        clients.append(client)
    return {"first client reads": await clients[0].call_tool("files.read", {}),
            "second client reads": await clients[1].call_tool("files.read", {})}


async def load_file(entries, *, base_routes=True):
    """Creates a client from a providers file holding `entries`; returns what it printed and stored."""
    from aiohttp import web
    from utcp.client.utcp_client import UtcpClient

    async def manual(request):
        return web.json_response({"version": "1.0.0", "tools": [{"name": "get", "description": "", "tool_provider": {
            "name": "x", "provider_type": "http", "url": str(request.url.origin()) + "/x"}}]})

    async with http_server({("GET", "/utcp"): manual}) as base:
        text = json.dumps(entries).replace("BASE", base)
        path = write(f"load-{len(os.listdir(FOLDER))}.json", text)
        printed = io.StringIO()
        with contextlib.redirect_stdout(printed):
            client = await UtcpClient.create(config={"providers_file_path": path})
        providers = {}
        for provider in await client.tool_repository.get_providers():
            providers[provider.name] = {key: value for key, value in provider.model_dump().items()
                                        if key in ("http_method", "content_type", "body_field", "url")}
            providers[provider.name]["url"] = providers[provider.name]["url"].replace(base, "BASE")
    # The first line of each message only: pydantic's follow-up lines name its own version.
    lines = [line for line in printed.getvalue().splitlines() if line.startswith(("Error", "Warning", "Successfully"))]
    return {"printed": sorted(lines), "tools": sorted(t.name for t in await client.tool_repository.get_tools()),
            "providers": providers}


cases_of("walkthrough.providers-file.loading", {
    "defaults-applied": lambda: load_file([{"name": "plain", "provider_type": "http", "url": "BASE/utcp"}]),
    "unknown-and-missing-type": lambda: load_file([
        {"name": "smoke", "provider_type": "smoke-signal", "url": "BASE/utcp"},
        {"name": "untyped", "url": "BASE/utcp"},
        {"name": "good", "provider_type": "http", "url": "BASE/utcp"}]),
    "invalid-entry": lambda: load_file([
        {"name": "broken", "provider_type": "http"},
        {"name": "good", "provider_type": "http", "url": "BASE/utcp"}]),
    "missing-variable": lambda: load_file([
        {"name": "secret", "provider_type": "http", "url": "BASE/utcp?k=$WALK_NOBODY"},
        {"name": "good", "provider_type": "http", "url": "BASE/utcp"}]),
    "unreachable-host": lambda: load_file([
        {"name": "down", "provider_type": "http", "url": "http://127.0.0.1:9/utcp"},
        {"name": "good", "provider_type": "http", "url": "BASE/utcp"}]),
})


async def naming(provider_name, tool_name, call_name=None):
    from utcp.client.utcp_client import UtcpClient
    from utcp.shared.provider import TextProvider

    manual = write(f"names-{len(os.listdir(FOLDER))}.json", json.dumps({"version": "1.0.0", "tools": [
        {"name": tool_name, "description": "", "tool_provider": {
            "name": "t", "provider_type": "cli", "command_name": "printf called"}}]}))
    client = await UtcpClient.create()
    tools = await client.register_tool_provider(TextProvider(name=provider_name, file_path=manual))
    names = [tool.name for tool in tools]
    found = {"stored": names}
    if call_name:
        found["call"] = await outcome_of(client.call_tool(call_name, {}))
    return found


cases_of("walkthrough.namespace.prefix", {
    "plain": lambda: naming("weather", "get_forecast", "weather.get_forecast"),
    "already-prefixed": lambda: naming("weather", "weather.get_forecast", "weather.get_forecast"),
    "dot-in-tool-name": lambda: naming("weather", "v2.get_forecast", "weather.v2.get_forecast"),
    "dot-in-provider-name": lambda: naming("geo.data", "lookup", "geo_data.lookup"),
})


@case("walkthrough.providers.transport-per-type", "transports-and-types")
async def transports_and_types():
    import typing

    from utcp.client.utcp_client import UtcpClient
    from utcp.shared import provider as models

    union = typing.get_args(models.ProviderUnion)
    classes = typing.get_args(union[0]) if typing.get_origin(union[0]) is typing.Union else union
    types = sorted(cls.model_fields["provider_type"].default for cls in classes)
    client = await UtcpClient.create()
    refused = {}
    for name, fields in (("websocket", {"url": "ws://127.0.0.1:9/ws"}),
                         ("grpc", {"host": "127.0.0.1", "port": 9, "service_name": "s", "method_name": "m"}),
                         ("tcp", {"host": "127.0.0.1", "port": 9}), ("udp", {"host": "127.0.0.1", "port": 9}),
                         ("webrtc", {"signaling_server": "https://127.0.0.1:9", "peer_id": "p"})):
        cls = next(cls for cls in classes if cls.model_fields["provider_type"].default == name)
        result = await outcome_of(client.register_tool_provider(cls(name=f"x_{name}", **fields)))
        refused[name] = result.get("error", result)
    return {"provider types": types, "transports": sorted(UtcpClient.transports), "registering": refused}


class StandInSessions:
    """Replaces the 0.1 MCP transport's session helpers (the mcp package is a double that cannot connect):
    each named server lists the given tools and answers a call with a text result naming itself."""

    def __init__(self, servers):
        self.servers = servers
        self.calls = []

    def install(self, transport):
        from mcp import types

        async def list_tools(server_config, auth=None):
            return [types.Tool(name=name, description=f"{name} on {server_config.url}",
                               inputSchema={"type": "object"}) for name in self.servers[server_config.url]]

        async def call_tool(server_config, tool_name, inputs, auth=None):
            self.calls.append(server_config.url)
            return types.CallToolResult(content=[types.TextContent(text=f"answered by {server_config.url}")])

        transport._list_tools_with_session = list_tools
        transport._call_tool_with_session = call_tool


def mcp_provider(servers):
    from utcp.shared.provider import MCPProvider

    return MCPProvider(name="workspace", config={"mcpServers": {
        url: {"transport": "http", "url": url} for url in servers}})


async def mcp_client(servers, with_native=True):
    from utcp.client.transport_interfaces.mcp_transport import MCPTransport
    from utcp.client.utcp_client import UtcpClient
    from utcp.shared.provider import TextProvider

    transport = MCPTransport()
    sessions = StandInSessions(servers)
    sessions.install(transport)
    UtcpClient.transports["mcp"] = transport
    client = await UtcpClient.create()
    if with_native:
        manual = write(f"native-{len(os.listdir(FOLDER))}.json", json.dumps({"version": "1.0.0", "tools": [
            {"name": "read_file", "description": "", "tags": ["files"], "tool_provider": {
                "name": "t", "provider_type": "cli", "command_name": "printf native"}}]}))
        await client.register_tool_provider(TextProvider(name="native", file_path=manual))
    return client, transport, sessions


async def mcp_stored():
    client, _, _ = await mcp_client({"fs": ["list_directory"]})
    await client.register_tool_provider(mcp_provider({"fs": ["list_directory"]}))
    return [{"name": tool.name, "class": f"{type(tool).__module__}.{type(tool).__name__}",
             "has tags": hasattr(tool, "tags"), "has tool_provider": hasattr(tool, "tool_provider")}
            for tool in await client.tool_repository.get_tools()]


async def mcp_search(register_mcp):
    client, _, _ = await mcp_client({"fs": ["list_directory"]})
    if register_mcp:
        await client.register_tool_provider(mcp_provider({"fs": ["list_directory"]}))
    found = await outcome_of(client.search_tools("files", limit=5))
    if "value" in found:
        found = {"value": [tool.name for tool in found["value"]]}
    return found


async def mcp_call():
    client, _, sessions = await mcp_client({"fs": ["list_directory"]})
    await client.register_tool_provider(mcp_provider({"fs": ["list_directory"]}))
    return {"call": await outcome_of(client.call_tool("workspace.list_directory", {})), "sessions called": sessions.calls}


async def mcp_transport_routing():
    _, transport, sessions = await mcp_client({"a": ["other"], "b": ["list_directory"]}, with_native=False)
    provider = mcp_provider({"a": ["other"], "b": ["list_directory"]})
    result = await outcome_of(transport.call_tool("list_directory", {}, provider))
    return {"result": result, "servers called": sessions.calls}


cases_of("walkthrough.mcp.sdk-tools-stored", {
    "stored-objects": mcp_stored,
    "search-without-mcp": lambda: mcp_search(False),
    "search-with-mcp": lambda: mcp_search(True),
    "call-through-client": mcp_call,
    "transport-routing": mcp_transport_routing,
})
