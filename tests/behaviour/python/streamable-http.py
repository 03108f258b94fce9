"""Cases of the streamable_http protocol of utcp-http (1.x) against a loopback server."""
import asyncio

from _behaviour import (call_with_template, case, cases_of, http_server, load_plugins, outcome_of, status_route,
                        stream_with_template)


def body_route(payload: bytes, content_type: str, delay: float = 0.0, pieces: int = 1):
    from aiohttp import web

    async def handler(request):
        response = web.StreamResponse(headers={"Content-Type": content_type})
        await response.prepare(request)
        size = max(1, len(payload) // pieces)
        for start in range(0, len(payload), size):
            await response.write(payload[start:start + size])
            if delay:
                await asyncio.sleep(delay)
        await response.write_eof()
        return response

    return handler


def shown(value):
    """bytes as their repr (JSON has no bytes), anything else as it is."""
    if isinstance(value, bytes):
        return repr(value)
    if isinstance(value, list):
        return [shown(v) for v in value]
    return value


async def both(payload: bytes, content_type: str, **template):
    async with http_server({("GET", "/s"): body_route(payload, content_type)}) as base:
        t = {"call_template_type": "streamable_http", "url": f"{base}/s", "http_method": "GET", **template}
        whole = await outcome_of(call_with_template(t, {}))
        chunks = await outcome_of(stream_with_template(t, {}))
        for observed in (whole, chunks):
            if "value" in observed:
                observed["value"] = shown(observed["value"])
        return {"call_tool": whole, "call_tool_streaming": chunks}


@case("streamable-http.call.response-streamed", "ndjson")
async def response_streamed():
    return await both(b'{"n":1}\n{"n":2}\n', "application/x-ndjson")


@case("streamable-http.chunks.octet-stream", "chunk-size-4")
async def octet_stream():
    return await both(b"0123456789", "application/octet-stream", chunk_size=4)


@case("streamable-http.chunks.octet-stream", "default-chunk-size")
async def octet_default():
    observed = await both(b"x" * 5000, "application/octet-stream")
    return {"call_tool length": len(eval(observed["call_tool"]["value"])) if "value" in observed["call_tool"] else observed,
            "chunk lengths": [len(eval(c)) for c in observed["call_tool_streaming"].get("value", [])]}


@case("streamable-http.chunks.text-plain", "text")
async def text_plain():
    return await both("plain wörds".encode(), "text/plain")


cases_of("streamable-http.chunks.json", {
    "object": lambda: both(b'{"rows": 2}', "application/json"),
    "array": lambda: both(b"[1, 2]", "application/json"),
})


cases_of("streamable-http.chunks.ndjson", {
    "lf": lambda: both(b'{"n": 1}\n{"n": 2}\n', "application/x-ndjson"),
    "crlf": lambda: both(b'{"n": 1}\r\n{"n": 2}\r\n', "application/x-ndjson"),
    "bad-line": lambda: both(b'{"n": 1}\nnot json\n{"n": 2}\n', "application/x-ndjson"),
    "blank-line": lambda: both(b'{"n": 1}\n\n{"n": 2}\n', "application/x-ndjson"),
    "no-final-newline": lambda: both(b'{"n": 1}\n{"n": 2}', "application/x-ndjson"),
})


@case("streamable-http.timeout.whole-exchange", "slow-stream")
async def slow_stream():
    payload = b"".join(b'{"n": %d}\n' % n for n in range(6))
    async with http_server({("GET", "/s"): body_route(payload, "application/x-ndjson", 0.3, 6)}) as base:
        t = {"call_template_type": "streamable_http", "url": f"{base}/s", "http_method": "GET", "timeout": 1000}
        got = []
        try:
            load_plugins()
            from _behaviour import stream_with_template as _unused  # noqa: F401
            from utcp.data.call_template import CallTemplateSerializer
            from utcp.data.tool import Tool
            from utcp.data.utcp_manual import UtcpManual
            from utcp.utcp_client import UtcpClient

            client = await UtcpClient.create()
            mt = CallTemplateSerializer().validate_dict({**t, "name": "m"})
            await client.config.tool_repository.save_manual(mt, UtcpManual(tools=[Tool(name="m.t", description="",
                                                                                      tool_call_template=mt)]))
            async for chunk in client.call_tool_streaming("m.t", {}):
                got.append(chunk)
            ending = "finished"
        except Exception as error:  # noqa: BLE001
            ending = type(error).__name__
    return {"ending": ending, "some but not all items": 0 < len(got) < 6}


def validate(**fields):
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer

    data = {"call_template_type": "streamable_http", "name": "x", "url": "https://example.com/s", **fields}
    return CallTemplateSerializer().validate_dict(data).model_dump(mode="json")


cases_of("streamable-http.template.http-method", {
    "put": lambda: validate(http_method="PUT")["http_method"],
    "default": lambda: validate()["http_method"],
})


@case("streamable-http.template.defaults", "chunk-size-and-timeout")
def defaults():
    dumped = validate()
    return {"chunk_size": dumped.get("chunk_size"), "timeout": dumped.get("timeout"),
            "content_type": dumped.get("content_type"), "body_field": dumped.get("body_field")}


@case("streamable-http.manual.url-rule", "remote-http")
async def manual_remote():
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.interfaces.communication_protocol import CommunicationProtocol
    from utcp.utcp_client import UtcpClient

    client = await UtcpClient.create()
    protocol = CommunicationProtocol.communication_protocols["streamable_http"]

    async def attempt():
        result = await protocol.register_manual(client, CallTemplateSerializer().validate_dict(
            {"name": "st", "call_template_type": "streamable_http", "url": "http://example.com/utcp"}))
        return {"success": result.success}

    return await outcome_of(attempt())


def record_route(seen: list):
    from aiohttp import web

    async def handler(request):
        seen.append({"method": request.method, "path": request.raw_path,
                     "content_type": request.headers.get("Content-Type"), "x_trace": request.headers.get("X-Trace"),
                     "x_static": request.headers.get("X-Static"), "body": (await request.read()).decode()})
        return web.json_response({"ok": True})

    return handler


async def requested(arguments: dict, path="/r/x", **template):
    seen: list = []
    handler = record_route(seen)
    async with http_server({("GET", "/r/{tail:.*}"): handler, ("POST", "/r/{tail:.*}"): handler}) as base:
        result = await outcome_of(call_with_template(
            {"call_template_type": "streamable_http", "url": f"{base}{path}", **template}, arguments))
    return {"result": result, "requests": seen}


@case("streamable-http.request.build", "all-parts")
async def request_all():
    return await requested({"id": "A/2", "X-Trace": 9, "data": {"a": 1}, "q": "v"}, path="/r/{id}",
                           http_method="POST", header_fields=["X-Trace"], body_field="data",
                           headers={"X-Static": "s"})


cases_of("streamable-http.request.build", {
    "content-type-text":
        lambda: requested({"data": "hello"}, http_method="POST", body_field="data", content_type="text/plain"),
    "missing-path-argument": lambda: requested({}, path="/r/{id}"),
})


@case("streamable-http.response.error-status", "404")
async def status_404():
    async with http_server({("GET", "/s"): status_route(404)}) as base:
        t = {"call_template_type": "streamable_http", "url": f"{base}/s", "http_method": "GET"}
        return {"call_tool": await outcome_of(call_with_template(t, {})),
                "call_tool_streaming": await outcome_of(stream_with_template(t, {}))}
