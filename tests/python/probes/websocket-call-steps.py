"""Claim: how utcp-websocket performs a call (the WebSocket guide's numbered steps).

The message template's UTCP_ARG_<name>_UTCP_ARG placeholders are replaced (strings as they are,
inside an object template every value becomes a string); without a template the arguments go out
as a JSON object; call_tool returns the first message, parsed when response_format is json;
call_tool_streaming yields `result` of tool_response messages, any other message as the raw text
received (not parsed, even with response_format json), and stops at stream_end; one
connection is reused for calls of the same template.
versions: 1.0, next
"""
import json

from utcp_probe import http_server, load_plugins, observe, run, websocket_route

RECEIVED = []
CONNECTIONS = []


async def answer(ws, request, text: str) -> None:
    RECEIVED.append(text)
    if request.path == "/stream":
        await ws.send_str(json.dumps({"type": "tool_response", "result": {"part": 1}}))
        await ws.send_str(json.dumps({"type": "progress", "note": "kept as is"}))
        await ws.send_str(json.dumps({"type": "tool_response", "result": {"part": 2}}))
        await ws.send_str(json.dumps({"type": "stream_end"}))
    else:
        await ws.send_str(json.dumps({"echo": text}))


socket = websocket_route(answer, on_open=lambda request: CONNECTIONS.append(request.path))


async def main() -> bool:
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.data.tool import Tool
    from utcp.data.utcp_manual import UtcpManual
    from utcp.utcp_client import UtcpClient

    async with http_server({("GET", "/ws"): socket, ("GET", "/stream"): socket}) as base:
        ws_base = base.replace("http://", "ws://")
        client = await UtcpClient.create()

        async def save(name, template):
            tool = Tool(name=f"w.{name}", description="", tool_call_template=template)
            await client.config.tool_repository.save_manual(
                CallTemplateSerializer().validate_dict({**template, "name": "w"}), UtcpManual(tools=[tool]))

        common = {"call_template_type": "websocket", "name": "sock", "url": f"{ws_base}/ws", "response_format": "json"}
        await save("plain", common)
        plain = await client.call_tool("w.plain", {"limit": 5, "q": "x"})
        await client.config.tool_repository.remove_manual("w")
        await save("obj", {**common, "message": {"action": "find", "limit": "UTCP_ARG_limit_UTCP_ARG"}})
        obj = await client.call_tool("w.obj", {"limit": 5})
        again = await client.call_tool("w.obj", {"limit": 6})
        await client.config.tool_repository.remove_manual("w")
        await save("stream", {**common, "name": "streamer", "url": f"{ws_base}/stream"})
        chunks = [chunk async for chunk in client.call_tool_streaming("w.stream", {"q": "go"})]
    observe("messages received", RECEIVED)
    observe("call without template", plain)
    observe("call with object template", obj)
    observe("streamed", chunks)
    observe("connections opened", CONNECTIONS)
    return (
        json.loads(RECEIVED[0]) == {"limit": 5, "q": "x"}
        and json.loads(RECEIVED[1]) == {"action": "find", "limit": "5"}
        and plain == {"echo": RECEIVED[0]}
        and chunks == [{"part": 1}, json.dumps({"type": "progress", "note": "kept as is"}), {"part": 2}]
        and CONNECTIONS.count("/ws") == 1
    )


run(main)
