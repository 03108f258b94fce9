"""Cases of the 0.1 Python client (utcp 0.1.8): providers files, registration and calls."""
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


def routes():
    from aiohttp import web

    async def manual(request):
        base = str(request.url.origin())
        return web.json_response({"version": "0.1.8", "tools": [
            {"name": "get", "description": "d", "inputs": {"type": "object", "properties": {"n": {"type": "number"}}},
             "outputs": {}, "tool_provider": {"name": "p", "provider_type": "http", "url": f"{base}/echo",
                                               "http_method": "GET"}},
            {"name": "item", "description": "d", "inputs": {}, "outputs": {},
             "tool_provider": {"name": "p", "provider_type": "http", "url": base + "/items/{item_id}",
                               "http_method": "GET"}},
            {"name": "fail", "description": "d", "inputs": {}, "outputs": {},
             "tool_provider": {"name": "p", "provider_type": "http", "url": f"{base}/fail", "http_method": "GET"}}]})

    async def echo(request):
        return web.json_response({"query": dict(request.query)})

    async def fail(request):
        return web.Response(status=418)

    return {("GET", "/utcp"): manual, ("GET", "/echo"): echo, ("GET", "/items/{id}"): echo, ("GET", "/fail"): fail}


async def client_with(base, name="geo.data"):
    from utcp.client.utcp_client import UtcpClient
    from utcp.shared.provider import HttpProvider

    client = await UtcpClient.create()
    tools = await client.register_tool_provider(HttpProvider(name=name, url=f"{base}/utcp", http_method="GET"))
    return client, tools


async def create_with(path):
    from utcp.client.utcp_client import UtcpClient

    result = await outcome_of(UtcpClient.create(config={"providers_file_path": path}))
    return {"type": result["error"]["type"]} if "error" in result else "created"


cases_of("providers.file.reading", {
    "object-root": lambda: create_with(write("object.json", "{}")),
    "broken-json": lambda: create_with(write("broken.json", "[{")),
    "missing-file": lambda: create_with(os.path.join(FOLDER, "missing.json")),
    "empty-array": lambda: create_with(write("empty.json", "[]")),
})


@case("providers.register.names", "dot-in-provider-name")
async def names_dot():
    async with http_server(routes()) as base:
        client, tools = await client_with(base)
        return sorted(t.name for t in tools)


@case("providers.register.unreachable", "connection-refused")
async def unreachable():
    from utcp.client.utcp_client import UtcpClient
    from utcp.shared.provider import HttpProvider

    client = await UtcpClient.create()
    return await outcome_of(client.register_tool_provider(HttpProvider(name="down", url="http://127.0.0.1:9/utcp",
                                                                        http_method="GET")))


@case("providers.register.twice", "same-name")
async def twice():
    async with http_server(routes()) as base:
        client, _ = await client_with(base, "twice")
        from utcp.shared.provider import HttpProvider

        await client.register_tool_provider(HttpProvider(name="twice", url=f"{base}/utcp", http_method="GET"))
        return sorted(t.name for t in await client.tool_repository.get_tools())


async def call_outcome(tool_name, arguments=None):
    """The outcome of calling `tool_name` through a client with the served providers registered."""
    async with http_server(routes()) as base:
        client, _ = await client_with(base)
        return await outcome_of(client.call_tool(tool_name, arguments or {}))


def error_type_only(result):
    return {"type": result["error"]["type"]} if "error" in result else result


cases_of("providers.call.errors", {
    "unknown-tool": lambda: call_outcome("geo_data.nothing"),
    "unknown-provider": lambda: call_outcome("nobody.get"),
    "missing-path-parameter": lambda: call_outcome("geo_data.item"),
})


@case("providers.call.errors", "status-418")
async def status_418():
    return error_type_only(await call_outcome("geo_data.fail"))


@case("providers.call.arguments-not-checked", "wrong-type")
async def not_checked():
    return await call_outcome("geo_data.get", {"n": "not a number"})


async def cli_call(tool, arguments):
    from utcp.client.utcp_client import UtcpClient
    from utcp.shared.provider import CliProvider

    manual = write("cli_manual.json", json.dumps({"version": "0.1.8", "tools": [
        {"name": "ok", "description": "", "inputs": {}, "outputs": {},
         "tool_provider": {"name": "c", "provider_type": "cli", "command_name": "echo '{\"a\": 1}'"}},
        {"name": "flags", "description": "", "inputs": {}, "outputs": {},
         "tool_provider": {"name": "c", "provider_type": "cli", "command_name": "echo"}},
        {"name": "bad", "description": "", "inputs": {}, "outputs": {},
         "tool_provider": {"name": "c", "provider_type": "cli",
                           "command_name": "sh -c 'echo out; echo err >&2; exit 2'"}}]}))
    client = await UtcpClient.create()
    await client.register_tool_provider(CliProvider(name="shell", command_name=f"cat {manual}"))
    return await outcome_of(client.call_tool(f"shell.{tool}", arguments))


cases_of("providers.cli.arguments-as-flags", {
    "mixed-types": lambda: cli_call("flags", {"on": True, "off": False, "item": [1, 2], "obj": {"a": 1}, "n": 3}),
    "unicode-value": lambda: cli_call("flags", {"name": "grüße"}),
})


# First reading (wave 6) 2026-11-29: objects of other shapes, and an array of objects, printed back one argv item a line.
PRINT_ARGV = ("python3 -c 'import json, sys; print(json.dumps(sys.argv[1:], ensure_ascii=False))'")


async def cli_argv(arguments):
    from utcp.client.utcp_client import UtcpClient
    from utcp.shared.provider import CliProvider

    manual = write("cli_argv_manual.json", json.dumps({"version": "0.1.8", "tools": [
        {"name": "argv", "description": "", "inputs": {}, "outputs": {},
         "tool_provider": {"name": "c", "provider_type": "cli", "command_name": PRINT_ARGV}}]}))
    client = await UtcpClient.create()
    await client.register_tool_provider(CliProvider(name="shell", command_name=f"cat {manual}"))
    return await outcome_of(client.call_tool("shell.argv", arguments))


@case("providers.cli.arguments-as-flags", "objects-more")
async def objects_more():
    result = await cli_argv({"empty": {}, "nested": {"a": {"b": None, "c": True}}, "text": {"é": "x y"},
                             "rows": [{"a": 1}]})
    if "value" not in result:
        return result
    argv = result["value"]
    return {"argv": argv, "values parsing as JSON": [item for item in argv if not item.startswith("--")
                                                     and _parses_as_json(item)]}


def _parses_as_json(text):
    try:
        json.loads(text)
        return True
    except ValueError:
        return False


@case("providers.call.arguments-not-checked", "missing-extra-list")
async def not_checked_more():
    return {"no arguments": await call_outcome("geo_data.get", {}),
            "an argument inputs lack": await call_outcome("geo_data.get", {"n": 1, "zzz": "extra"}),
            "a list where inputs say number": await call_outcome("geo_data.get", {"n": [1, 2]})}


cases_of("providers.cli.results", {
    "json-output": lambda: cli_call("ok", {}),
    "non-zero-exit": lambda: cli_call("bad", {}),
})


@case("providers.text.calls", "file-content")
async def text_call():
    from utcp.client.utcp_client import UtcpClient
    from utcp.shared.provider import TextProvider

    note = write("note.txt", "plain note\r\nsecond line\n")
    manual = write("text_manual.json", json.dumps({"version": "0.1.8", "tools": [
        {"name": "read", "description": "", "inputs": {}, "outputs": {},
         "tool_provider": {"name": "t", "provider_type": "text", "file_path": note}}]}))
    client = await UtcpClient.create()
    await client.register_tool_provider(TextProvider(name="notes", file_path=manual))
    return await outcome_of(client.call_tool("notes.read", {"x": 1}))


async def register_kind(provider):
    from utcp.client.utcp_client import UtcpClient

    client = await UtcpClient.create()
    return await outcome_of(client.register_tool_provider(provider))


@case("providers.transport.missing", "websocket")
async def no_websocket():
    from utcp.shared.provider import WebSocketProvider

    return await register_kind(WebSocketProvider(name="w", url="wss://x.example/ws"))


@case("providers.transport.missing", "tcp")
async def no_tcp():
    from utcp.shared.provider import TCPProvider

    return await register_kind(TCPProvider(name="t", host="127.0.0.1", port=9))


@case("providers.transport.missing", "udp")
async def no_udp():
    from utcp.shared.provider import UDPProvider

    return await register_kind(UDPProvider(name="u", host="127.0.0.1", port=9))


async def kind_in_providers_file(entry):
    """A providers file holding `entry`: whether create() raises, what it prints, and the tools it keeps."""
    import contextlib
    import io

    from utcp.client.utcp_client import UtcpClient

    path = write(f"providers-{entry['provider_type']}.json", json.dumps([entry]))
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        created = await outcome_of(UtcpClient.create(config={"providers_file_path": path}))
    if "error" in created:
        return created
    tools = await created["value"].tool_repository.get_tools()
    return {"printed": printed.getvalue().splitlines(), "tools": [t.name for t in tools]}


cases_of("providers.transport.missing", {
    "tcp-providers-file": lambda: kind_in_providers_file(
        {"name": "t", "provider_type": "tcp", "host": "127.0.0.1", "port": 9}),
    "udp-providers-file": lambda: kind_in_providers_file(
        {"name": "u", "provider_type": "udp", "host": "127.0.0.1", "port": 9}),
})


# Third adversarial review 2026-11-29: a providers-file entry whose host names an unset variable.
cases_of("providers.transport.missing", {
    "tcp-providers-file-unset-variable": lambda: kind_in_providers_file(
        {"name": "t", "provider_type": "tcp", "host": "$UNSET_TCP_HOST_R_X2", "port": 9}),
    "udp-providers-file-unset-variable": lambda: kind_in_providers_file(
        {"name": "u", "provider_type": "udp", "host": "$UNSET_UDP_HOST_R_X2", "port": 9}),
})
