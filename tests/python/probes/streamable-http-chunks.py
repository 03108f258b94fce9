"""Claim: how streamable_http cuts a response into items (the guide's table and limitations).

application/octet-stream and unknown types such as text/plain give bytes chunks of chunk_size that
call_tool joins; application/json gives one parsed value that call_tool returns in a list;
`timeout` (milliseconds) bounds the whole exchange, so a stream that keeps sending but takes
longer fails part-way with asyncio.TimeoutError; http_method accepts only GET and POST.
versions: 1.0, next
"""
import asyncio

from aiohttp import web
from utcp_probe import http_server, load_plugins, observe, run


async def binary(request):
    return web.Response(body=b"0123456789", content_type="application/octet-stream")


async def text(request):
    return web.Response(text="plain words", content_type="text/plain")


async def document(request):
    return web.json_response({"rows": 2})


async def slow(request):
    response = web.StreamResponse(headers={"Content-Type": "application/x-ndjson"})
    await response.prepare(request)
    for n in range(6):
        await response.write(b'{"n": %d}\n' % n)
        await asyncio.sleep(0.3)
    await response.write_eof()
    return response


async def main() -> bool:
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.data.tool import Tool
    from utcp.data.utcp_manual import UtcpManual
    from utcp.utcp_client import UtcpClient

    try:
        CallTemplateSerializer().validate_dict({"call_template_type": "streamable_http", "name": "x",
                                                "url": "https://example.com", "http_method": "PUT"})
        put = "accepted"
    except Exception as error:
        put = type(error).__name__
    routes = {("GET", "/bin"): binary, ("GET", "/text"): text, ("GET", "/json"): document, ("GET", "/slow"): slow}
    async with http_server(routes) as base:
        client = await UtcpClient.create()

        async def prepare(name, path, **extra):
            template = {"call_template_type": "streamable_http", "url": f"{base}{path}", "http_method": "GET", **extra}
            tool = Tool(name=f"s.{name}", description="", tool_call_template=template)
            await client.config.tool_repository.remove_manual("s")
            await client.config.tool_repository.save_manual(
                CallTemplateSerializer().validate_dict({**template, "name": "s"}), UtcpManual(tools=[tool]))

        await prepare("bin", "/bin", chunk_size=4)
        bin_chunks = [c async for c in client.call_tool_streaming("s.bin", {})]
        bin_whole = await client.call_tool("s.bin", {})
        await prepare("text", "/text")
        text_whole = await client.call_tool("s.text", {})
        await prepare("json", "/json")
        json_chunks = [c async for c in client.call_tool_streaming("s.json", {})]
        json_whole = await client.call_tool("s.json", {})
        await prepare("slow", "/slow", timeout=1000)
        got = []
        try:
            async for chunk in client.call_tool_streaming("s.slow", {}):
                got.append(chunk)
            timed_out = "finished"
        except asyncio.TimeoutError:
            timed_out = "asyncio.TimeoutError"
        except Exception as error:
            timed_out = type(error).__name__
    observe("http_method PUT", put)
    observe("octet-stream chunks", bin_chunks)
    observe("octet-stream call_tool", bin_whole)
    observe("text/plain call_tool", text_whole)
    observe("json chunks / call_tool", [json_chunks, json_whole])
    observe("slow stream with timeout 1000", [timed_out, got])
    return (
        put != "accepted"
        and bin_chunks == [b"0123", b"4567", b"89"] and bin_whole == b"0123456789"
        and text_whole == b"plain words"
        and json_chunks == [{"rows": 2}] and json_whole == [{"rows": 2}]
        and timed_out == "asyncio.TimeoutError" and 0 < len(got) < 6
    )


run(main)
