"""Claim: post-processors run in the order of `post_processing`, on the result of call_tool and on
every chunk of call_tool_streaming.
versions: 1.0, next
"""
from aiohttp import web
from utcp_probe import http_server, load_plugins, observe, run


async def events(request):
    response = web.StreamResponse(headers={"Content-Type": "text/event-stream"})
    await response.prepare(request)
    await response.write(b'data: {"msg": "abcdefgh", "secret": 1}\n\ndata: {"msg": "ijklmnop", "secret": 2}\n\n')
    await response.write_eof()
    return response


async def main() -> bool:
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.data.tool import Tool
    from utcp.data.utcp_manual import UtcpManual
    from utcp.utcp_client import UtcpClient

    async with http_server({("GET", "/events"): events}) as base:
        client = await UtcpClient.create(config={"post_processing": [
            {"tool_post_processor_type": "filter_dict", "exclude_keys": ["secret"]},
            {"tool_post_processor_type": "limit_strings", "limit": 3},
        ]})
        template = {"call_template_type": "sse", "url": f"{base}/events"}
        await client.config.tool_repository.save_manual(
            CallTemplateSerializer().validate_dict({**template, "name": "feed"}),
            UtcpManual(tools=[Tool(name="feed.events", description="", tool_call_template=template)]))
        chunks = [chunk async for chunk in client.call_tool_streaming("feed.events", {})]
        whole = await client.call_tool("feed.events", {})
    observe("streamed chunks", chunks)
    observe("call_tool result", whole)
    return chunks == [{"msg": "abc"}, {"msg": "ijk"}] and whole == [{"msg": "abc"}, {"msg": "ijk"}]


run(main)
