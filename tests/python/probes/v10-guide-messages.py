"""Claim (1.0): the limits and messages the 1.0 protocol guides list, run at 1.0.

text: a missing file gives `Manual file not found: <path>` in the registration errors, and a
template with `content` instead of `file_path` fails validation naming `file_path` as
`Field required`. cli: an empty `commands` list gives `CliCallTemplate '<name>' must have at
least one command`; discovery output that is not a manual gives `Could not parse UTCP manual from
CLI provider`, no output `No output from discovery commands for CLI provider`; `$HOME` in a command
fails as the UTCP variable `<manual>_HOME`; discovery runs with a 30-second and a call with a
120-second limit; UtcpClient.call_tool_streaming on a cli tool fails with TypeError. sse: a missing
URL argument gives `Missing required path parameter: <name>`. streamable_http: `chunk_size`
defaults to 4096 and `timeout` to 60000. websocket: a remote `ws://` URL is refused with
`WebSocket URL must use wss:// or start with ws://localhost or ws://127.0.0.1`, and a `tool_error`
message while streaming raises `Tool <name> failed: …`. http gives a manual download a 10-second and a
call a 30-second aiohttp timeout; the tag search weighs a tag 3 and a description word 1 by
default; UtcpClient.create skips a configured manual that fails to load but raises
UtcpVariableNotFound for one with a missing variable.
versions: 1.0
"""
import os
import tempfile

from aiohttp import web
from utcp_probe import http_server, load_plugins, observe, run


async def error_of(awaitable):
    try:
        result = await awaitable
    except Exception as error:  # noqa: BLE001 - the probe reports any failure type
        return [type(error).__name__, str(error)]
    errors = getattr(result, "errors", None) or []
    return ["no error", " | ".join(str(e).strip().splitlines()[-1] for e in errors)]


async def main() -> bool:
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.data.tool import Tool
    from utcp.data.utcp_manual import UtcpManual
    from utcp.utcp_client import UtcpClient
    from utcp_cli.cli_communication_protocol import CliCommunicationProtocol
    from utcp_http.streamable_http_call_template import StreamableHttpCallTemplate

    serializer = CallTemplateSerializer()
    client = await UtcpClient.create()
    folder = tempfile.mkdtemp()
    absent = os.path.join(folder, "warehouse.json")
    text_missing = await error_of(client.register_manual(serializer.validate_dict(
        {"name": "w", "call_template_type": "text", "file_path": absent})))
    try:
        serializer.validate_dict({"name": "w2", "call_template_type": "text", "content": "{}"})
        text_content = "no error"
    except Exception as error:  # noqa: BLE001
        text_content = str(error)
    observe("text: missing file", text_missing[1].replace(folder, "<folder>"))
    observe("text: content instead of file_path", ["file_path" in text_content, "Field required" in text_content])

    timeouts = []
    original = CliCommunicationProtocol._execute_shell_script

    async def recording(self, *args, **kwargs):
        timeouts.append(kwargs.get("timeout", args[2] if len(args) > 2 else None))
        return await original(self, *args, **kwargs)

    CliCommunicationProtocol._execute_shell_script = recording

    def cli(name, commands):
        return serializer.validate_dict({"name": name, "call_template_type": "cli", "commands": commands})

    empty = await error_of(client.register_manual(cli("none", [])))
    garbage = await error_of(client.register_manual(cli("garbage", [{"command": "echo not a manual"}])))
    silent = await error_of(client.register_manual(cli("silent", [{"command": "true"}])))
    dollar = await error_of(client.register_manual(cli("repo", [{"command": "echo $HOME"}])))
    discovery_timeouts = list(timeouts)
    template = cli("run", [{"command": "echo hi"}])
    await client.config.tool_repository.save_manual(template, UtcpManual(tools=[Tool(
        name="run.hi", description="", tool_call_template=template)]))
    await client.call_tool("run.hi", {})
    call_timeouts = timeouts[len(discovery_timeouts):]
    CliCommunicationProtocol._execute_shell_script = original
    try:
        async for _ in client.call_tool_streaming("run.hi", {}):
            pass
        streaming = "no error"
    except Exception as error:  # noqa: BLE001
        streaming = type(error).__name__
    observe("cli: empty commands, not a manual, no output", [empty, garbage, silent])
    observe("cli: $HOME", [dollar[0], dollar[1][:60]])
    observe("cli: timeouts at discovery, at a call; streaming", [discovery_timeouts, call_timeouts, streaming])

    sse = serializer.validate_dict({"name": "ci", "call_template_type": "sse",
                                    "url": "http://127.0.0.1:1/builds/{build_id}/events"})
    await client.config.tool_repository.save_manual(sse, UtcpManual(tools=[Tool(
        name="ci.watch", description="", tool_call_template=sse)]))
    missing_path = await error_of(client.call_tool("ci.watch", {}))
    observe("sse: missing path argument", missing_path)

    fields = StreamableHttpCallTemplate.model_fields
    defaults = [fields["chunk_size"].default, fields["timeout"].default]
    observe("streamable_http defaults: chunk_size, timeout", defaults)

    try:
        serializer.validate_dict({"name": "m", "call_template_type": "websocket", "url": "ws://markets.example.com/ws"})
        ws_url = "no error"
    except Exception as error:  # noqa: BLE001
        ws_url = str(error)
    url_message = "WebSocket URL must use wss:// or start with ws://localhost or ws://127.0.0.1"

    async def socket(request):
        ws = web.WebSocketResponse()
        await ws.prepare(request)
        async for _ in ws:
            await ws.send_json({"type": "tool_error", "error": "bad window"})
        return ws

    async with http_server({("GET", "/ws"): socket}) as base:
        ws_template = serializer.validate_dict({"name": "markets", "call_template_type": "websocket",
                                                "url": base.replace("http://", "ws://") + "/ws"})
        await client.config.tool_repository.save_manual(ws_template, UtcpManual(tools=[Tool(
            name="markets.run_backtest", description="", tool_call_template=ws_template)]))
        try:
            async for _ in client.call_tool_streaming("markets.run_backtest", {}):
                pass
            tool_error = "no error"
        except Exception as error:  # noqa: BLE001
            tool_error = str(error)
    observe("websocket: remote ws:// URL message found, tool_error while streaming", [url_message in ws_url, tool_error])

    import aiohttp
    from utcp.implementations.tag_search import TagAndDescriptionWordMatchStrategy

    strategy = TagAndDescriptionWordMatchStrategy()
    weights = [strategy.tag_weight, strategy.description_weight]
    totals = []
    original_timeout = aiohttp.ClientTimeout

    def recording_timeout(*args, **kwargs):
        totals.append(kwargs.get("total", args[0] if args else None))
        return original_timeout(*args, **kwargs)

    async def manual(request):
        base = str(request.url.origin())
        return web.json_response({"utcp_version": "1.0.0", "manual_version": "1", "tools": [
            {"name": "ping", "description": "", "inputs": {}, "outputs": {},
             "tool_call_template": {"call_template_type": "http", "url": f"{base}/ok", "http_method": "GET"}}]})

    async def ok(request):
        return web.json_response({"ok": True})

    async with http_server({("GET", "/utcp"): manual, ("GET", "/ok"): ok}) as base:
        aiohttp.ClientTimeout = recording_timeout
        try:
            http_client = await UtcpClient.create()
            await http_client.register_manual(serializer.validate_dict(
                {"name": "shop", "call_template_type": "http", "url": f"{base}/utcp", "http_method": "GET"}))
            at_download = list(totals)
            await http_client.call_tool("shop.ping", {})
            at_call = totals[len(at_download):]
        finally:
            aiohttp.ClientTimeout = original_timeout
        unreachable = {"name": "down", "call_template_type": "http", "url": "http://127.0.0.1:1/utcp", "http_method": "GET"}
        needs_var = {"name": "keyed", "call_template_type": "http", "url": f"{base}/utcp", "http_method": "GET",
                     "headers": {"X-Key": "${KEY}"}}
        fine = {"name": "fine", "call_template_type": "http", "url": f"{base}/utcp", "http_method": "GET"}
        survived = await UtcpClient.create(config={"manual_call_templates": [unreachable, fine]})
        survived_tools = sorted(t.name for t in await survived.config.tool_repository.get_tools())
        raised = await error_of(UtcpClient.create(config={"manual_call_templates": [fine, needs_var]}))
    observe("tag search default weights", weights)
    observe("http timeouts: manual download, tool call", [at_download, at_call])
    observe("create: unreachable manual skipped, missing variable raised",
            [survived_tools, raised[0]])

    return (weights == [3.0, 1.0] and at_download == [10] and at_call == [30]
            and survived_tools == ["fine.ping"] and raised[0] == "UtcpVariableNotFound"
            and text_missing[1] == f"FileNotFoundError: Manual file not found: {absent}"
            and text_content != "no error" and "file_path" in text_content and "Field required" in text_content
            and "CliCallTemplate 'none' must have at least one command" in empty[1]
            and "Could not parse UTCP manual from CLI provider" in garbage[1]
            and "No output from discovery commands for CLI provider" in silent[1]
            and dollar[0] == "UtcpVariableNotFound"
            and dollar[1].startswith("Variable repo_HOME referenced in provider configuration not found")
            and discovery_timeouts and set(discovery_timeouts) == {30.0} and call_timeouts == [120.0]
            and streaming == "TypeError"
            and missing_path == ["ValueError", "Missing required path parameter: build_id"]
            and defaults == [4096, 60000]
            and url_message in ws_url and tool_error.startswith("Tool markets.run_backtest failed: "))


run(main)
