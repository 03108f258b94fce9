"""Claim: on streamable HTTP, an NDJSON line that is not JSON is passed on as raw bytes, and
call_tool then returns only the bytes it saw, joined, dropping every parsed value.
versions: 1.0, next
"""
from aiohttp import web
from utcp_probe import http_server, load_plugins, observe, run


async def stream(request: web.Request) -> web.StreamResponse:
    response = web.StreamResponse(headers={"Content-Type": "application/x-ndjson"})
    await response.prepare(request)
    for line in (b'{"step": 1}\n', b"not json\n", b'{"step": 2}\n'):
        await response.write(line)
    await response.write_eof()
    return response


async def clean(request: web.Request) -> web.StreamResponse:
    return web.Response(body=b'{"step": 1}\n{"step": 2}\n', content_type="application/x-ndjson")


async def main() -> bool:
    load_plugins()
    from utcp.utcp_client import UtcpClient
    from utcp.data.tool import Tool

    async with http_server({("POST", "/bad"): stream, ("POST", "/good"): clean}) as base:
        client = await UtcpClient.create()
        results = {}
        for path in ("good", "bad"):
            template = {"name": "feed", "call_template_type": "streamable_http", "url": f"{base}/{path}",
                        "http_method": "POST"}
            tool = Tool(name=f"feed.{path}", description="", tool_call_template=template)
            await client.config.tool_repository.save_manual(
                _call_template(template), _manual([tool]))
            results[path] = await client.call_tool(f"feed.{path}", {})
            await client.config.tool_repository.remove_manual("feed")
    observe("all lines JSON", results["good"])
    observe("one line not JSON", results["bad"])
    return results["good"] == [{"step": 1}, {"step": 2}] and results["bad"] == b"not json\n"


def _call_template(data):
    from utcp.data.call_template import CallTemplateSerializer

    return CallTemplateSerializer().validate_dict(data)


def _manual(tools):
    from utcp.data.utcp_manual import UtcpManual

    return UtcpManual(tools=tools)


run(main)
