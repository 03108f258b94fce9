"""Claim: how streamable_http and sse build a request from tool arguments: arguments named in
header_fields become headers (str() of the value), the body_field argument becomes the body (JSON
with a JSON content type, taken from `content_type` for streamable_http when `headers` sets none;
raw data otherwise), `{name}` in the URL is filled from the argument and a missing one raises
ValueError, the rest go to the query string, and static headers and an API key header are sent.
versions: 1.0, next
"""
from aiohttp import web
from utcp_probe import http_server, load_plugins, observe, run


async def main() -> bool:
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.interfaces.communication_protocol import CommunicationProtocol
    from utcp.utcp_client import UtcpClient

    seen = []

    async def record(request):
        seen.append({"path": request.path, "query": dict(request.query), "trace": request.headers.get("trace"),
                     "static": request.headers.get("X-Static"), "key": request.headers.get("X-Key"),
                     "type": request.headers.get("Content-Type", ""), "body": (await request.read()).decode()})
        if request.path.startswith("/events"):
            response = web.StreamResponse(headers={"Content-Type": "text/event-stream"})
            await response.prepare(request)
            await response.write(b"data: done\n\n")
            await response.write_eof()
            return response
        return web.json_response({"ok": True})

    routes = {(m, p): record for m in ("GET", "POST") for p in ("/items/{id}", "/events/{id}")}
    async with http_server(routes) as base:
        client = await UtcpClient.create()
        serializer = CallTemplateSerializer()
        common = {"header_fields": ["trace"], "body_field": "payload", "headers": {"X-Static": "s"},
                  "auth": {"auth_type": "api_key", "api_key": "k1", "var_name": "X-Key", "location": "header"}}
        streamable = CommunicationProtocol.communication_protocols["streamable_http"]
        json_template = serializer.validate_dict({"name": "s", "call_template_type": "streamable_http",
                                                  "url": base + "/items/{id}", "http_method": "POST",
                                                  "content_type": "application/json", **common})
        raw_template = serializer.validate_dict({"name": "s", "call_template_type": "streamable_http",
                                                 "url": base + "/items/{id}", "http_method": "POST",
                                                 "content_type": "text/plain", **common})
        args = {"id": "A/1", "trace": 7, "payload": {"a": 1}, "q": "x"}
        await streamable.call_tool(client, "s.t", dict(args), json_template)
        await streamable.call_tool(client, "s.t", {**args, "payload": "plain body"}, raw_template)
        try:
            await streamable.call_tool(client, "s.t", {"trace": 1}, json_template)
            missing = "no error"
        except ValueError:
            missing = "ValueError"
        sse = CommunicationProtocol.communication_protocols["sse"]
        sse_template = serializer.validate_dict({"name": "e", "call_template_type": "sse", "url": base + "/events/{id}",
                                                 **common})
        await sse.call_tool(client, "e.t", {"id": "7", "trace": 3, "q": "y"}, sse_template)
    for entry in seen:
        observe("request", entry)
    observe("missing path argument", missing)
    first, second, third = seen
    return (first["path"] == "/items/A%2F1" or first["path"] == "/items/A/1") and all([
        first["query"] == {"q": "x"}, first["trace"] == "7", first["static"] == "s", first["key"] == "k1",
        first["type"].startswith("application/json"), first["body"] == '{"a": 1}',
        second["body"] == "plain body", not second["type"].startswith("application/json"),
        missing == "ValueError",
        third["path"] == "/events/7", third["query"] == {"q": "y"}, third["trace"] == "3", third["key"] == "k1",
        third["static"] == "s"])


run(main)
