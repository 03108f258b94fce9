"""Claim: how python-utcp's sse protocol performs a call (the numbered steps of the SSE guide).

GET without a body argument and POST with one, `Accept: text/event-stream`; events split at blank
lines, `data:` lines joined and parsed as JSON when they are JSON; with `event_type` only events
of that type are kept (events without `event:` are dropped); call_tool returns the list of all
kept events; the body goes out as JSON only with a `Content-Type: application/json` header, and
without it a string body is sent as it is while an object is form-encoded (`a=1`).
versions: 1.0, next
"""
from aiohttp import web
from utcp_probe import http_server, load_plugins, observe, run

SEEN = []
STREAM = (b'event: step\ndata: {"step": "build",\ndata:  "status": "passed"}\n\n'
          b'event: log\ndata: compiling\n\n'
          b'data: no event line\n\n'
          b'event: step\ndata: plain text\n\n')


async def events(request: web.Request) -> web.StreamResponse:
    SEEN.append({"method": request.method, "accept": request.headers.get("Accept"),
                 "content_type": request.headers.get("Content-Type"), "body": (await request.read()).decode()})
    response = web.StreamResponse(headers={"Content-Type": "text/event-stream"})
    await response.prepare(request)
    await response.write(STREAM)
    await response.write_eof()
    return response


async def main() -> bool:
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.data.tool import Tool
    from utcp.data.utcp_manual import UtcpManual
    from utcp.utcp_client import UtcpClient

    async with http_server({("GET", "/events"): events, ("POST", "/events"): events}) as base:
        client = await UtcpClient.create()

        async def call(name, template, args):
            tool = Tool(name=f"ci.{name}", description="", tool_call_template=template)
            manual_template = CallTemplateSerializer().validate_dict({**template, "name": "ci"})
            await client.config.tool_repository.save_manual(manual_template, UtcpManual(tools=[tool]))
            try:
                return await client.call_tool(f"ci.{name}", args)
            finally:
                await client.config.tool_repository.remove_manual("ci")

        plain = {"call_template_type": "sse", "url": f"{base}/events"}
        every = await call("every", plain, {"q": "1"})
        steps = await call("steps", {**plain, "event_type": "step"}, {})
        raw_body = await call("raw", {**plain, "body_field": "payload"}, {"payload": {"a": 1}})
        text_body = await call("text", {**plain, "body_field": "payload"}, {"payload": "hello"})
        json_body = await call("json", {**plain, "body_field": "payload",
                                        "headers": {"Content-Type": "application/json"}}, {"payload": {"a": 1}})
    observe("requests", SEEN)
    observe("all events", every)
    observe("event_type=step", steps)
    ok = (
        [s["method"] for s in SEEN] == ["GET", "GET", "POST", "POST", "POST"]
        and all(s["accept"] == "text/event-stream" for s in SEEN)
        and every == [{"step": "build", "status": "passed"}, "compiling", "no event line", "plain text"]
        and steps == [{"step": "build", "status": "passed"}, "plain text"]
        and SEEN[2]["body"] == "a=1" and SEEN[2]["content_type"] == "application/x-www-form-urlencoded"
        and SEEN[3]["body"] == "hello" and SEEN[4]["body"] == '{"a": 1}'
    )
    observe("object body without Content-Type", SEEN[2]["body"])
    observe("string body without Content-Type", SEEN[3]["body"])
    return ok


run(main)
