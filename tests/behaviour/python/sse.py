"""Cases of the sse protocol (utcp_http's SSE call template) over a loopback server."""
from _behaviour import call_with_template, case, http_server


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


@case("sse.events.line-endings", "lf")
async def line_endings_lf():
    return await events_of(b'data: {"n": 1}\n\ndata: two\n\n')


@case("sse.events.line-endings", "crlf")
async def line_endings_crlf():
    return await events_of(b'data: {"n": 1}\r\n\r\ndata: two\r\n\r\n')


@case("sse.events.line-endings", "cr")
async def line_endings_cr():
    return await events_of(b'data: {"n": 1}\r\rdata: two\r\r')
