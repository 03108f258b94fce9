"""Claim (Next): the limits and messages of the HTTP and file guides, run at 1.1.

utcp-http gives a manual download a 10-second and a tool call a 30-second aiohttp timeout; a
missing variable fails with `Variable <namespace>_<name> referenced in provider configuration not
found`; utcp-file fails a registration with `Manual file not found: <path>` when nothing is there,
refuses an OpenAPI file naming a loopback server with `Security error: OpenAPI spec fetched from
'file:///…' declares a loopback server URL`, and without a registered `file` protocol the client
raises `No registered communication protocol of type file found`. A `text` manual whose OpenAPI
content names a loopback server is refused the same way unless `base_url` is given; content that
is neither JSON nor YAML gives `Failed to register text manual: Failed to parse content as JSON or
YAML:`. `$HOME` in a cli command is looked up as the UTCP variable `<manual>_HOME` and fails
registration; a bare tool name is `Tool not found: <name>`. UtcpClient.call_tool_streaming on a cli
tool fails with TypeError; an sse call without a URL argument gives `Missing required path
parameter: <name>`; JsonSchema has an `examples` field and the OpenAPI converter copies a
parameter's schema examples into `inputs`.
versions: next
"""
import json
import os
import tempfile

import aiohttp
from aiohttp import web
from utcp_probe import http_server, load_plugins, observe, run


async def error_of(awaitable):
    try:
        result = await awaitable
    except Exception as error:  # noqa: BLE001 - the probe reports any failure type
        return [type(error).__name__, str(error)]
    return ["no error", getattr(result, "errors", None)]


async def main() -> bool:
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.interfaces.communication_protocol import CommunicationProtocol
    from utcp.utcp_client import UtcpClient

    totals = []
    original = aiohttp.ClientTimeout

    def recording(*args, **kwargs):
        totals.append(kwargs.get("total", args[0] if args else None))
        return original(*args, **kwargs)

    aiohttp.ClientTimeout = recording

    async def manual(request):
        base = str(request.url.origin())
        return web.json_response({"utcp_version": "1.1.0", "manual_version": "1", "tools": [
            {"name": "ping", "description": "", "inputs": {}, "outputs": {},
             "tool_call_template": {"call_template_type": "http", "url": f"{base}/ok", "http_method": "GET"}}]})

    async def ok(request):
        return web.json_response({"ok": True})

    serializer = CallTemplateSerializer()
    async with http_server({("GET", "/utcp"): manual, ("GET", "/ok"): ok}) as base:
        client = await UtcpClient.create()
        await client.register_manual(serializer.validate_dict(
            {"name": "shop", "call_template_type": "http", "url": f"{base}/utcp", "http_method": "GET"}))
        at_download = list(totals)
        await client.call_tool("shop.ping", {})
        at_call = totals[len(at_download):]
        missing_var = await error_of(client.register_manual(serializer.validate_dict(
            {"name": "shop2", "call_template_type": "http", "url": f"{base}/utcp", "http_method": "GET",
             "headers": {"X-Token": "${SHOP_API_TOKEN}"}})))
    aiohttp.ClientTimeout = original
    observe("timeouts: manual download, tool call", [at_download, at_call])
    observe("missing variable", [missing_var[0], missing_var[1][:70]])

    folder = tempfile.mkdtemp()
    absent = os.path.join(folder, "absent.json")
    not_there = await error_of(client.register_manual(serializer.validate_dict(
        {"name": "f1", "call_template_type": "file", "file_path": absent})))
    spec = os.path.join(folder, "api.json")
    with open(spec, "w") as handle:
        json.dump({"openapi": "3.0.0", "info": {"title": "t", "version": "1"},
                   "servers": [{"url": "http://localhost:8080"}],
                   "paths": {"/x": {"get": {"operationId": "x", "responses": {"200": {"description": "ok"}}}}}}, handle)
    loopback = await error_of(client.register_manual(serializer.validate_dict(
        {"name": "f2", "call_template_type": "file", "file_path": spec})))
    def last_line(result):
        return [result[0]] + [str(e).strip().splitlines()[-1][:110] for e in (result[1] or [])]

    observe("absent file", last_line(not_there))
    observe("loopback server in a file", last_line(loopback))

    file_protocol = CommunicationProtocol.communication_protocols.pop("file")
    try:
        unregistered = await error_of(client.register_manual(serializer.validate_dict(
            {"name": "f3", "call_template_type": "file", "file_path": spec})))
    finally:
        CommunicationProtocol.communication_protocols["file"] = file_protocol
    observe("file protocol not registered", [unregistered[0], unregistered[1][:60]])

    openapi = json.dumps({"openapi": "3.0.0", "info": {"title": "t", "version": "1"},
                          "servers": [{"url": "http://localhost:8080"}],
                          "paths": {"/x": {"get": {"operationId": "x", "responses": {"200": {"description": "ok"}}}}}})
    text_loopback = await error_of(client.register_manual(serializer.validate_dict(
        {"name": "t1", "call_template_type": "text", "content": openapi})))
    text_base = await client.register_manual(serializer.validate_dict(
        {"name": "t2", "call_template_type": "text", "content": openapi, "base_url": "http://localhost:8080",
         "allowed_communication_protocols": ["text", "http"]}))
    text_garbage = await error_of(client.register_manual(serializer.validate_dict(
        {"name": "t3", "call_template_type": "text", "content": "{not: [json"})))
    observe("text content naming a loopback server: refused, with base_url tools",
            [last_line(text_loopback)[1][:60], [t.name for t in text_base.manual.tools]])
    observe("text content that is neither JSON nor YAML", last_line(text_garbage)[1][:80])
    dollar = await error_of(client.register_manual(serializer.validate_dict(
        {"name": "repo", "call_template_type": "cli", "commands": [{"command": "echo $HOME"}]})))
    observe("cli command with $HOME", [dollar[0], dollar[1][:60]])
    bare = await error_of(client.call_tool("ping", {}))
    observe("bare tool name", bare)

    cli = serializer.validate_dict({"name": "run", "call_template_type": "cli", "commands": [{"command": "echo hi"}]})
    from utcp.data.tool import JsonSchema, Tool
    from utcp.data.utcp_manual import UtcpManual

    await client.config.tool_repository.save_manual(cli, UtcpManual(tools=[Tool(
        name="run.hi", description="", tool_call_template=cli)]))
    try:
        async for _ in client.call_tool_streaming("run.hi", {}):
            pass
        cli_stream = "no error"
    except Exception as error:  # noqa: BLE001
        cli_stream = type(error).__name__
    sse = serializer.validate_dict({"name": "ci", "call_template_type": "sse",
                                    "url": "http://127.0.0.1:1/builds/{build_id}/events"})
    await client.config.tool_repository.save_manual(sse, UtcpManual(tools=[Tool(
        name="ci.watch", description="", tool_call_template=sse)]))
    sse_missing = await error_of(client.call_tool("ci.watch", {}))
    observe("cli streaming through the client, sse missing path argument", [cli_stream, sse_missing])

    from utcp_http.openapi_converter import OpenApiConverter

    example_doc = {"openapi": "3.0.0", "info": {"title": "t", "version": "1"}, "servers": [{"url": "https://a.example"}],
                   "paths": {"/x": {"get": {"operationId": "x", "parameters": [
                       {"name": "q", "in": "query", "schema": {"type": "string", "examples": ["shoes"]}}],
                       "responses": {"200": {"description": "ok"}}}}}}
    converted = OpenApiConverter(example_doc, spec_url="https://a.example/openapi.json").convert()
    q_schema = converted.tools[0].inputs.properties["q"]
    q_examples = q_schema.get("examples") if isinstance(q_schema, dict) else getattr(q_schema, "examples", None)
    field_examples = JsonSchema(type="string", examples=["a", "b"]).examples
    observe("JsonSchema examples field, converter examples in inputs", [field_examples, q_examples])

    def mentions(result, text):
        return text in json.dumps(result)

    return (at_download == [10] and at_call == [30]
            and missing_var[0] == "UtcpVariableNotFound"
            and missing_var[1].startswith("Variable shop2_SHOP_API_TOKEN referenced in provider configuration not found")
            and mentions(not_there, f"Manual file not found: {absent}")
            and mentions(loopback, "Security error: OpenAPI spec fetched from 'file://")
            and mentions(loopback, "declares a loopback server URL")
            and unregistered[0] == "ValueError"
            and mentions(text_loopback, "declares a loopback server URL") and [t.name for t in text_base.manual.tools] == ["t2.x"]
            and mentions(text_garbage, "Failed to register text manual: Failed to parse content as JSON or YAML:")
            and dollar[0] == "UtcpVariableNotFound"
            and dollar[1].startswith("Variable repo_HOME referenced in provider configuration not found")
            and bare == ["ValueError", "Tool not found: ping"]
            and cli_stream == "TypeError" and sse_missing == ["ValueError", "Missing required path parameter: build_id"]
            and field_examples == ["a", "b"] and q_examples == ["shoes"]
            and unregistered[1].startswith("No registered communication protocol of type file found"))


run(main)
