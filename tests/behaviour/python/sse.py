"""Cases of the sse protocol (utcp_http's SSE call template) over a loopback server."""
import asyncio

from _behaviour import call_with_template, case, cases_of, http_server, outcome_of, status_route, stream_with_template


def stream_route(body: bytes):
    from aiohttp import web

    async def handler(request: web.Request) -> web.StreamResponse:
        response = web.StreamResponse(headers={"Content-Type": "text/event-stream"})
        await response.prepare(request)
        await response.write(body)
        await response.write_eof()
        return response

    return handler


async def events_of(body: bytes, **template) -> object:
    async with http_server({("GET", "/events"): stream_route(body)}) as base:
        return await call_with_template({"call_template_type": "sse", "url": f"{base}/events", **template}, {})


cases_of("sse.events.line-endings", {
    "lf": lambda: events_of(b'data: {"n": 1}\n\ndata: two\n\n'),
    "crlf": lambda: events_of(b'data: {"n": 1}\r\n\r\ndata: two\r\n\r\n'),
    "cr": lambda: events_of(b'data: {"n": 1}\r\rdata: two\r\r'),
})


def recorded_stream(body: bytes, seen: list):
    from aiohttp import web

    stream = stream_route(body)

    async def handler(request: web.Request) -> web.StreamResponse:
        seen.append({"method": request.method, "path": request.raw_path, "accept": request.headers.get("Accept"),
                     "content_type": request.headers.get("Content-Type"),
                     "x_trace": request.headers.get("X-Trace"), "body": (await request.read()).decode()})
        return await stream(request)

    return handler


def fields(observed: dict, *names: str) -> list:
    """The named fields of each request `requested` saw."""
    return [{name: request[name] for name in names} for request in observed["requests"]]


async def requested(arguments: dict, body: bytes = b"data: 1\n\n", **template):
    seen: list = []
    handler = recorded_stream(body, seen)
    async with http_server({("GET", "/e/{tail:.*}"): handler, ("POST", "/e/{tail:.*}"): handler}) as base:
        result = await outcome_of(call_with_template(
            {"call_template_type": "sse", "url": f"{base}/e/{{id}}" if "id" in arguments else f"{base}/e/x", **template},
            arguments))
    return {"result": result, "requests": seen}


STEP_STREAM = (b'event: step\ndata: {"step": "build",\ndata:  "status": "passed"}\n\n'
               b'event: log\ndata: compiling\n\n'
               b'data: no event line\n\n'
               b'event: step\ndata: plain text\n\n')


cases_of("sse.events.multi-line-data", {
    "json-across-lines": lambda: events_of(b'data: {"a":\ndata:  1}\n\n'),
    "text-lines": lambda: events_of(b"data: line one\ndata: line two\n\n"),
})


cases_of("sse.events.event-type-filter", {
    "no-filter": lambda: events_of(STEP_STREAM),
    "step": lambda: events_of(STEP_STREAM, event_type="step"),
    "no-match": lambda: events_of(STEP_STREAM, event_type="absent"),
})


cases_of("sse.events.comments-and-empty", {
    "comment-line": lambda: events_of(b": a comment\n\ndata: 1\n\n"),
    "event-without-data": lambda: events_of(b"event: ping\n\ndata: 2\n\n"),
    "empty-data": lambda: events_of(b"data:\n\ndata: 3\n\n"),
    "empty-stream": lambda: events_of(b""),
})


cases_of("sse.events.field-spacing", {
    "no-space": lambda: events_of(b"data:{\"n\":1}\n\n"),
    "two-spaces": lambda: events_of(b"data:  padded\n\n"),
})


@case("sse.events.unterminated", "no-final-blank-line")
async def unterminated():
    return await events_of(b"data: 1\n\ndata: last\n")


@case("sse.events.unicode", "utf-8")
async def unicode_event():
    return await events_of("data: héllo ✓\n\n".encode())


@case("sse.events.id-and-retry", "id-retry-lines")
async def id_retry():
    return await events_of(b"id: 7\nretry: 10\ndata: x\n\n")


@case("sse.request.method", "no-body-argument")
async def method_get():
    observed = await requested({"q": "1"})
    return fields(observed, "method", "path", "accept")


@case("sse.request.method", "body-argument")
async def method_post():
    observed = await requested({"body": {"a": 1}})
    return {"result": observed["result"],
            "requests": fields(observed, "method", "accept", "path")}


@case("sse.request.method", "body-field-argument")
async def method_post_body_field():
    observed = await requested({"payload": {"a": 1}}, body_field="payload")
    return fields(observed, "method", "accept", "path")


@case("sse.request.body", "object-no-content-type")
async def body_object():
    observed = await requested({"payload": {"a": 1}}, body_field="payload")
    return fields(observed, "content_type", "body")


@case("sse.request.body", "string-no-content-type")
async def body_string():
    observed = await requested({"payload": "hello"}, body_field="payload")
    return fields(observed, "content_type", "body")


@case("sse.request.body", "object-json-header")
async def body_json():
    observed = await requested({"payload": {"a": 1}}, body_field="payload",
                               headers={"Content-Type": "application/json"})
    return fields(observed, "content_type", "body")


@case("sse.request.path-parameter", "given")
async def path_given():
    observed = await requested({"id": "A/1"})
    return [r["path"] for r in observed["requests"]]


@case("sse.request.path-parameter", "missing")
async def path_missing():
    seen: list = []
    async with http_server({("GET", "/e/{tail:.*}"): recorded_stream(b"", seen)}) as base:
        return await outcome_of(call_with_template({"call_template_type": "sse", "url": f"{base}/e/{{id}}"}, {}))


@case("sse.request.header-fields", "number")
async def header_field():
    observed = await requested({"X-Trace": 5}, header_fields=["X-Trace"])
    return fields(observed, "x_trace", "path")


async def answered_by(handler) -> dict:
    """The outcome of calling an SSE tool whose server answers GET /e with `handler`."""
    async with http_server({("GET", "/e"): handler}) as base:
        return await outcome_of(call_with_template({"call_template_type": "sse", "url": f"{base}/e"}, {}))


cases_of("sse.response.error-status", {
    "404": lambda: answered_by(status_route(404)),
    "500": lambda: answered_by(status_route(500)),
})


@case("sse.response.reconnect", "reconnect-true")
async def reconnect():
    seen: list = []
    async with http_server({("GET", "/e/{tail:.*}"): recorded_stream(b"data: 1\n\n", seen)}) as base:
        result = await call_with_template({"call_template_type": "sse", "url": f"{base}/e/x", "reconnect": True,
                                           "retry_timeout": 10}, {})
        await asyncio.sleep(0.2)
    return {"result": result, "requests": len(seen)}


@case("sse.response.wrong-content-type", "json-answer")
async def wrong_content_type():
    from aiohttp import web

    async def handler(request):
        return web.json_response({"not": "a stream"})

    return await answered_by(handler)


async def streamed(body: bytes) -> object:
    """What call_tool_streaming yields for an SSE tool whose server sends `body`."""
    async with http_server({("GET", "/events"): stream_route(body)}) as base:
        return await stream_with_template({"call_template_type": "sse", "url": f"{base}/events"}, {})


@case("sse.streaming.chunks", "two-events")
async def streaming_chunks():
    return await streamed(b'data: {"n": 1}\n\ndata: two\n\n')


@case("sse.call.events-streamed", "two-events")
async def events_streamed():
    return await streamed(b"data: one\n\ndata: two\n\n")


@case("sse.calls.non-https-url", "remote-http")
async def calls_remote():
    return await outcome_of(call_with_template({"call_template_type": "sse", "url": "http://example.invalid/e"}, {}))
