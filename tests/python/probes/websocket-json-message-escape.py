"""Claim (Next): in python-utcp 1.1 a string `message` that looks like JSON has each argument value
escaped as a JSON string before it is inserted, so an argument holding a quote cannot add fields to
the message. (At 1.0 the value is pasted as it is and the quote breaks out.)
versions: next
"""
import json

from utcp_probe import http_server, load_plugins, observe, run, websocket_route

RECEIVED = []


async def answer(ws, request, text: str) -> None:
    RECEIVED.append(text)
    await ws.send_str("ok")


socket = websocket_route(answer)


async def main() -> bool:
    load_plugins()
    from utcp.interfaces.communication_protocol import CommunicationProtocol
    from utcp.utcp_client import UtcpClient
    from utcp_websocket.websocket_call_template import WebSocketCallTemplate

    async with http_server({("GET", "/ws"): socket}) as base:
        client = await UtcpClient.create()
        template = WebSocketCallTemplate(name="w", url=base.replace("http://", "ws://") + "/ws", timeout=5,
                                         message='{"q": "UTCP_ARG_q_UTCP_ARG"}')
        protocol = CommunicationProtocol.communication_protocols["websocket"]
        await protocol.call_tool(client, "w.t", {"q": 'x", "admin": "true'}, template)
        await protocol.close()
    sent = RECEIVED[0] if RECEIVED else ""
    try:
        parsed = json.loads(sent)
    except ValueError:
        parsed = None
    observe("message sent", sent)
    observe("parsed", parsed)
    return parsed == {"q": 'x", "admin": "true'}


run(main)
