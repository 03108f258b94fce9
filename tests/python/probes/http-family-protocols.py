"""Claim: what the http, sse and streamable_http protocols do around a call (their API pages).

http: a manual URL that is neither HTTPS nor localhost/127.0.0.1 fails registration (a failed
result, no exception); a `.yaml` URL is parsed as YAML; a manual needs both `utcp_version` and
`tools`, anything else is converted as OpenAPI; a tool response of 400 or more raises
ClientResponseError; JSON responses come back parsed, others as text; a `{name}` without an argument
raises ValueError; call_tool_streaming yields the result once; an API key goes into the header,
query or cookie it names, an empty one fails before any request; Basic credentials become an
`Authorization: Basic` header; a template of another class raises ValueError.
sse: comment lines are skipped, events without data ignored, a closed stream is not reopened even
with `reconnect` set, a status of 400 or more raises, a
template of another class raises ValueError.
streamable_http: a non-HTTPS, non-loopback manual URL raises ValueError instead of failing the
result; a template of another class raises ValueError.
versions: 1.0, next
"""
import asyncio
import base64

import aiohttp
from aiohttp import web
from utcp_probe import http_server, load_plugins, observe, run


async def main() -> bool:
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.interfaces.communication_protocol import CommunicationProtocol
    from utcp.utcp_client import UtcpClient

    seen = []
    checks = {}

    def tool(name, url, extra=None):
        template = {"call_template_type": "http", "url": url, "http_method": "GET"}
        template.update(extra or {})
        return {"name": name, "description": "", "inputs": {}, "outputs": {}, "tool_call_template": template}

    async def manual_yaml(request):
        base = str(request.url.origin())
        lines = ["utcp_version: '1.0.1'", "manual_version: '1'", "tools:",
                 "  - name: from_yaml", "    description: d", f"    tool_call_template: {{call_template_type: http, url: '{base}/json', http_method: GET}}"]
        return web.Response(text="\n".join(lines), content_type="text/plain")

    async def not_a_manual(request):
        return web.json_response({"tools": []})

    async def record(request):
        seen.append({"path": request.path, "query": dict(request.query), "cookies": dict(request.cookies),
                     "x-key": request.headers.get("X-Key"), "authorization": request.headers.get("Authorization")})
        return web.json_response({"ok": True})

    async def text(request):
        return web.Response(text="plain words", content_type="text/plain")

    async def failing(request):
        return web.Response(status=404, text="no")

    event_requests = []

    async def events(request):
        event_requests.append(request.path)
        response = web.StreamResponse(headers={"Content-Type": "text/event-stream"})
        await response.prepare(request)
        await response.write(b": a comment\n\nevent: ping\n\ndata: {\"n\": 1}\n\ndata: line one\ndata: line two\n\n")
        await response.write_eof()
        return response

    routes = {("GET", "/manual.yaml"): manual_yaml, ("GET", "/not_manual"): not_a_manual, ("GET", "/json"): record,
              ("GET", "/items/{id}"): record, ("GET", "/text"): text, ("GET", "/fail"): failing,
              ("GET", "/events"): events, ("GET", "/events_fail"): failing}
    async with http_server(routes) as base:
        serializer = CallTemplateSerializer()
        client = await UtcpClient.create()

        # manual discovery
        insecure = await client.register_manual(serializer.validate_dict(
            {"name": "insecure", "call_template_type": "http", "url": "http://example.com/utcp", "http_method": "GET"}))
        from_yaml = await client.register_manual(serializer.validate_dict(
            {"name": "y", "call_template_type": "http", "url": f"{base}/manual.yaml", "http_method": "GET"}))
        converted = await client.register_manual(serializer.validate_dict(
            {"name": "n", "call_template_type": "http", "url": f"{base}/not_manual", "http_method": "GET"}))
        observe("insecure URL: success, error mentions https", [insecure.success, "https" in " ".join(insecure.errors).lower()])
        observe("yaml manual tools, tools-only JSON read as OpenAPI", [[t.name for t in from_yaml.manual.tools],
                                                                      converted.success, converted.manual.tools])
        checks["discovery"] = (insecure.success is False and "https" in " ".join(insecure.errors).lower()
                               and [t.name for t in from_yaml.manual.tools] == ["y.from_yaml"]
                               and converted.success is True and converted.manual.tools == [])

        # tool calls through a manual object registered from a dict
        from utcp.data.utcp_manual import UtcpManual
        from utcp.data.register_manual_response import RegisterManualResult

        http = CommunicationProtocol.communication_protocols["http"]
        tools = [
            tool("json", f"{base}/json"), tool("text", f"{base}/text"), tool("fail", f"{base}/fail"),
            tool("path", base + "/items/{id}"),
            tool("key_query", f"{base}/json", {"auth": {"auth_type": "api_key", "api_key": "q1", "var_name": "k",
                                                        "location": "query"}}),
            tool("key_cookie", f"{base}/json", {"auth": {"auth_type": "api_key", "api_key": "c1", "var_name": "sid",
                                                         "location": "cookie"}}),
            tool("key_header", f"{base}/json", {"auth": {"auth_type": "api_key", "api_key": "h1", "var_name": "X-Key",
                                                         "location": "header"}}),
            tool("key_empty", f"{base}/json", {"auth": {"auth_type": "api_key", "api_key": "", "var_name": "X-Key",
                                                        "location": "header"}}),
            tool("basic", f"{base}/json", {"auth": {"auth_type": "basic", "username": "ann", "password": "pw"}}),
        ]
        manual = UtcpManual(tools=tools)
        await client.config.tool_repository.save_manual(serializer.validate_dict(
            {"name": "m", "call_template_type": "http", "url": f"{base}/json", "http_method": "GET"}),
            UtcpManual(tools=[t.model_copy(update={"name": "m." + t.name}) for t in manual.tools]))

        parsed = await client.call_tool("m.json", {})
        plain = await client.call_tool("m.text", {})
        try:
            await client.call_tool("m.fail", {})
            status = "no error"
        except aiohttp.ClientResponseError as error:
            status = f"ClientResponseError {error.status}"
        try:
            await client.call_tool("m.path", {})
            missing_path = "no error"
        except ValueError:
            missing_path = "ValueError"
        await client.call_tool("m.path", {"id": "7"})
        chunks = [c async for c in client.call_tool_streaming("m.json", {})]
        seen.clear()
        for name in ("key_query", "key_cookie", "key_header", "basic"):
            await client.call_tool(f"m.{name}", {})
        placed = [seen[0]["query"].get("k"), seen[1]["cookies"].get("sid"), seen[2]["x-key"], seen[3]["authorization"]]
        before = len(seen)
        try:
            await client.call_tool("m.key_empty", {})
            empty_key = "no error"
        except ValueError:
            empty_key = "ValueError"
        observe("json parsed, text, 404, missing path argument, stream chunks",
                [parsed, plain, status, missing_path, chunks])
        observe("api key in query/cookie/header, basic header", placed)
        observe("empty api key, requests sent for it", [empty_key, len(seen) - before])
        basic = "Basic " + base64.b64encode(b"ann:pw").decode()
        checks["calls"] = (parsed == {"ok": True} and plain == "plain words" and status == "ClientResponseError 404"
                           and missing_path == "ValueError" and chunks == [{"ok": True}]
                           and placed == ["q1", "c1", "h1", basic] and empty_key == "ValueError"
                           and len(seen) == before)

        # wrong template class
        cli_template = serializer.validate_dict({"name": "c", "call_template_type": "cli",
                                                 "commands": [{"command": "echo"}]})
        wrong = []
        for kind in ("http", "sse", "streamable_http"):
            protocol = CommunicationProtocol.communication_protocols[kind]
            try:
                await protocol.register_manual(client, cli_template)
                wrong.append("no error")
            except ValueError:
                wrong.append("ValueError")
        observe("http/sse/streamable_http with a cli template", wrong)
        checks["wrong class"] = wrong == ["ValueError"] * 3

        # sse events
        sse = CommunicationProtocol.communication_protocols["sse"]
        sse_template = serializer.validate_dict({"name": "s", "call_template_type": "sse", "url": f"{base}/events",
                                                 "reconnect": True, "retry_timeout": 10})
        events_seen = await sse.call_tool(client, "s.t", {}, sse_template)
        try:
            await sse.call_tool(client, "s.t", {}, serializer.validate_dict(
                {"name": "s", "call_template_type": "sse", "url": f"{base}/events_fail"}))
            sse_status = "no error"
        except aiohttp.ClientResponseError as error:
            sse_status = f"ClientResponseError {error.status}"
        await asyncio.sleep(0.2)
        observe("sse events, sse 404, requests despite reconnect=True", [events_seen, sse_status, len(event_requests)])
        checks["sse"] = (events_seen == [{"n": 1}, "line one\nline two"] and sse_status == "ClientResponseError 404"
                         and len(event_requests) == 1)

        # streamable_http insecure manual URL raises
        streamable = CommunicationProtocol.communication_protocols["streamable_http"]
        try:
            result = await streamable.register_manual(client, serializer.validate_dict(
                {"name": "st", "call_template_type": "streamable_http", "url": "http://example.com/utcp"}))
            insecure_stream = f"result success={result.success}"
        except ValueError:
            insecure_stream = "ValueError"
        observe("streamable_http insecure manual URL", insecure_stream)
        checks["streamable"] = insecure_stream == "ValueError"

    observe("failed checks", sorted(k for k, ok in checks.items() if not ok))
    return all(checks.values())


run(main)
