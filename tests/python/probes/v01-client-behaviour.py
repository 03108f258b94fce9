"""Claim (0.1): what the 0.1.8 Python client does with providers files, variables, registration and
calls (the tool callers' guide of 0.1).

Providers file: a root that is not an array and invalid JSON raise ValueError, a missing file
FileNotFoundError; entries without provider_type or of a type without transport are skipped, a
failing entry does not stop the others; unnamed providers share one random name per process.
Variables: `variables`, then each loader, then the environment; UtcpVariableNotFound carries
variable_name; `?$filter=` is read as a reference; a tool's provider is substituted again on every
call; a plain dict in load_variables_from raises TypeError (the abstract class is built). Registration: `.` in the provider name
becomes `_`, tool names get the `<provider>.` prefix, an unreachable manual gives an empty list and
the provider is still stored, registering a name twice lists its tools twice. Calls: unknown
provider or tool raise ValueError, a missing path parameter ValueError, a status of 400 or more
ClientResponseError, arguments are not checked against `inputs`; http returns parsed JSON, text the
file content, cli stdout (stderr on a non-zero exit) parsed as JSON when possible, with arguments appended as
flags (`true` -> `--name`, `false` dropped, arrays repeated, others `str()`).
versions: 0.1
"""
import contextlib
import io
import json
import os
import tempfile

import aiohttp
from aiohttp import web
from utcp_probe import http_server, observe, run


async def main() -> bool:
    from utcp.client.utcp_client import UtcpClient
    from utcp.client.utcp_client_config import UtcpClientConfig, UtcpDotEnv, UtcpVariableNotFound
    from utcp.shared.provider import CliProvider, HttpProvider, TextProvider

    checks = {}
    folder = tempfile.mkdtemp()
    calls = []

    async def manual(request):
        base = str(request.url.origin())
        return web.json_response({"version": "0.1.8", "tools": [
            {"name": "get", "description": "d", "inputs": {"type": "object", "properties": {"n": {"type": "number"}}},
             "outputs": {}, "tool_provider": {"name": "p", "provider_type": "http", "url": f"{base}/echo?k=$PROBE_KEY",
                                               "http_method": "GET"}},
            {"name": "item", "description": "d", "inputs": {}, "outputs": {},
             "tool_provider": {"name": "p", "provider_type": "http", "url": base + "/items/{item_id}",
                               "http_method": "GET"}},
            {"name": "fail", "description": "d", "inputs": {}, "outputs": {},
             "tool_provider": {"name": "p", "provider_type": "http", "url": f"{base}/fail", "http_method": "GET"}},
        ]})

    async def echo(request):
        calls.append(dict(request.query))
        return web.json_response({"query": dict(request.query)})

    async def fail(request):
        return web.Response(status=418)

    async with http_server({("GET", "/utcp"): manual, ("GET", "/echo"): echo, ("GET", "/items/{id}"): echo,
                            ("GET", "/fail"): fail}) as base:
        # providers files
        def write(name, text):
            path = os.path.join(folder, name)
            with open(path, "w") as handle:
                handle.write(text)
            return path

        outcomes = []
        for path in (write("object.json", "{}"), write("broken.json", "[{"), os.path.join(folder, "missing.json")):
            try:
                await UtcpClient.create(config={"providers_file_path": path})
                outcomes.append("no error")
            except ValueError:
                outcomes.append("ValueError")
            except FileNotFoundError:
                outcomes.append("FileNotFoundError")
        entries = write("providers.json", json.dumps([
            {"name": "no_type"}, {"name": "rtc", "provider_type": "webrtc", "signaling_server": "wss://s", "peer_id": "p"},
            {"name": "bad", "provider_type": "http"},
            {"name": "good", "provider_type": "http", "url": f"{base}/utcp", "http_method": "GET"}]))
        printed = io.StringIO()
        with contextlib.redirect_stdout(printed):
            loaded = await UtcpClient.create(config={"providers_file_path": entries})
        loaded_tools = sorted(t.name for t in await loaded.tool_repository.get_tools())
        same_default = HttpProvider(url="https://a").name == HttpProvider(url="https://b").name
        observe("object root, invalid JSON, missing file", outcomes)
        observe("tools after a file with bad entries; warnings printed", [loaded_tools, printed.getvalue().count("\n")])
        observe("two unnamed providers share a name", same_default)
        checks["providers file"] = (outcomes == ["ValueError", "ValueError", "FileNotFoundError"]
                                    and loaded_tools == ["good.fail", "good.get", "good.item"]
                                    and printed.getvalue().count("\n") >= 3 and same_default)

        # variables
        env_file = write("vars.env", "FROM_FILE=file\nBOTH=file\n")
        os.environ["BOTH"] = "env"
        os.environ["ONLY_ENV"] = "env"
        config = UtcpClientConfig(variables={"FIRST": "config", "BOTH": "config-wins"},
                                  load_variables_from=[UtcpDotEnv(env_file_path=env_file)])
        client = await UtcpClient.create(config=config)
        values = [client._replace_vars_in_obj(v, client.config) for v in ("$FIRST", "${FROM_FILE}", "$ONLY_ENV", "$BOTH")]
        try:
            client._replace_vars_in_obj("https://api/x?$filter=a", client.config)
            odata = "no error"
        except UtcpVariableNotFound as error:
            odata = f"UtcpVariableNotFound: {error.variable_name}"
        try:
            UtcpClientConfig.model_validate({"load_variables_from": [{"type": "dotenv", "env_file_path": ".env"}]})
            plain_loader = "accepted"
        except Exception as error:
            plain_loader = type(error).__name__
        observe("config, file, env, config over env", values)
        observe("OData $filter, plain dict loader", [odata, plain_loader])
        checks["variables"] = (values == ["config", "file", "env", "config-wins"]
                               and odata == "UtcpVariableNotFound: filter" and plain_loader == "TypeError")

        # registration
        tools = await client.register_tool_provider(HttpProvider(name="geo.data", url=f"{base}/utcp", http_method="GET"))
        unreachable = await client.register_tool_provider(HttpProvider(name="down", url="http://127.0.0.1:9/utcp",
                                                                       http_method="GET"))
        stored_down = await client.tool_repository.get_provider("down")
        await client.register_tool_provider(HttpProvider(name="twice", url=f"{base}/utcp", http_method="GET"))
        await client.register_tool_provider(HttpProvider(name="twice", url=f"{base}/utcp", http_method="GET"))
        twice = [t.name for t in await client.tool_repository.get_tools() if t.name.startswith("twice.")]
        observe("names from provider geo.data", [t.name for t in tools])
        observe("unreachable: tools, provider stored", [unreachable, stored_down is not None])
        observe("registered twice", twice)
        checks["registration"] = ([t.name for t in tools] == ["geo_data.get", "geo_data.item", "geo_data.fail"]
                                  and unreachable == [] and stored_down is not None and len(twice) == 6)

        # calls
        os.environ["PROBE_KEY"] = "one"
        first = await client.call_tool("geo_data.get", {"n": "not a number"})
        os.environ["PROBE_KEY"] = "two"
        second = await client.call_tool("geo_data.get", {})
        errors = []
        for name, args in (("nobody.get", {}), ("geo_data.nothing", {}), ("geo_data.item", {})):
            try:
                await client.call_tool(name, args)
                errors.append("no error")
            except ValueError as error:
                errors.append(str(error).split(":")[0])
        try:
            await client.call_tool("geo_data.fail", {})
            status = "no error"
        except aiohttp.ClientResponseError as error:
            status = f"ClientResponseError {error.status}"
        observe("first call (argument not checked), second call after env change", [first, second])
        observe("unknown provider, unknown tool, missing path parameter, 418", errors + [status])
        checks["calls"] = (first == {"query": {"k": "one", "n": "not a number"}} and second == {"query": {"k": "two"}}
                           and errors == ["Provider not found", "Tool not found", "Missing required path parameter"]
                           and status == "ClientResponseError 418")

        # text and cli results
        note = write("note.txt", "plain note\n")
        text_manual = write("text_manual.json", json.dumps({"version": "0.1.8", "tools": [
            {"name": "read", "description": "", "inputs": {}, "outputs": {},
             "tool_provider": {"name": "t", "provider_type": "text", "file_path": note}}]}))
        await client.register_tool_provider(TextProvider(name="notes", file_path=text_manual))
        text_result = await client.call_tool("notes.read", {})
        cli_manual = write("cli_manual.json", json.dumps({"version": "0.1.8", "tools": [
            {"name": "ok", "description": "", "inputs": {}, "outputs": {},
             "tool_provider": {"name": "c", "provider_type": "cli", "command_name": "echo '{\"a\": 1}'"}},
            {"name": "flags", "description": "", "inputs": {}, "outputs": {},
             "tool_provider": {"name": "c", "provider_type": "cli", "command_name": "echo"}},
            {"name": "bad", "description": "", "inputs": {}, "outputs": {},
             "tool_provider": {"name": "c", "provider_type": "cli",
                               "command_name": "sh -c 'echo out; echo err >&2; exit 2'"}}]}))
        await client.register_tool_provider(CliProvider(name="shell", command_name=f"cat {cli_manual}"))
        cli_ok = await client.call_tool("shell.ok", {})
        cli_bad = await client.call_tool("shell.bad", {})
        flags = await client.call_tool("shell.flags", {"on": True, "off": False, "item": [1, 2], "obj": {"a": 1},
                                                       "n": 3})
        observe("cli flags for true, false, array, object, number", flags)
        observe("text result, cli JSON, cli non-zero exit", [text_result, cli_ok, cli_bad])
        checks["results"] = (text_result == "plain note\n" and cli_ok == {"a": 1} and cli_bad.strip() == "err"
                             and flags == "--on --item 1 --item 2 --obj {'a': 1} --n 3")

    observe("failed checks", sorted(k for k, ok in checks.items() if not ok))
    return all(checks.values())


run(main)
