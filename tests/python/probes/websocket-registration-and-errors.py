"""Claim: utcp-websocket's registration sends `{"type": "utcp"}`, skips messages that are not JSON and
then fails with ValueError even for a valid manual (the result is built with a keyword the model
lacks); a `tool_error` message makes call_tool_streaming raise RuntimeError; with response_format
json a text answer that is not JSON comes back as the text; deregister_manual closes the connection;
templates of another class raise ValueError; the serializer writes only fields that differ from
their defaults, dumps empty `headers` and `header_fields` as null, and reports invalid data with a message starting `Failed to validate
WebSocketCallTemplate`.
versions: 1.0, next
"""
import asyncio
import json

from utcp_probe import http_server, load_plugins, observe, run, websocket_route

RECEIVED = []
CLOSED = []


async def answer(ws, request, text: str) -> None:
    RECEIVED.append(text)
    if request.path == "/manual":
        await ws.send_str("hello, not json")
        await ws.send_str(json.dumps({"utcp_version": "1.0.1", "manual_version": "1", "tools": []}))
    elif request.path == "/error":
        await ws.send_str(json.dumps({"type": "tool_error", "error": "nope"}))
    else:
        await ws.send_str("plain words")


socket = websocket_route(answer, on_close=lambda request: CLOSED.append(request.path))


async def main() -> bool:
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.exceptions import UtcpSerializerValidationError
    from utcp.interfaces.communication_protocol import CommunicationProtocol
    from utcp.utcp_client import UtcpClient
    from utcp_websocket.websocket_call_template import WebSocketCallTemplate, WebSocketCallTemplateSerializer

    checks = {}
    protocol = CommunicationProtocol.communication_protocols["websocket"]
    async with http_server({("GET", "/manual"): socket, ("GET", "/error"): socket, ("GET", "/text"): socket}) as base:
        ws_base = base.replace("http://", "ws://")
        client = await UtcpClient.create()

        def template(path, **extra):
            return WebSocketCallTemplate(name=path.strip("/"), url=f"{ws_base}{path}", timeout=5, **extra)

        try:
            await protocol.register_manual(client, template("/manual"))
            registration = "no error"
        except ValueError as error:
            registration = "ValueError"
        try:
            async for _ in protocol.call_tool_streaming(client, "e.t", {}, template("/error")):
                pass
            tool_error = "no error"
        except RuntimeError:
            tool_error = "RuntimeError"
        text = await protocol.call_tool(client, "t.t", {}, template("/text", response_format="json"))
        await protocol.deregister_manual(client, template("/text", response_format="json"))
        await asyncio.sleep(0.2)
        wrong = []
        other = CallTemplateSerializer().validate_dict({"name": "h", "call_template_type": "http", "url": "https://h"})
        for call in (protocol.register_manual(client, other), protocol.call_tool(client, "h.t", {}, other)):
            try:
                await call
                wrong.append("no error")
            except ValueError:
                wrong.append("ValueError")
        observe("first message sent, registration", [RECEIVED[0] if RECEIVED else None, registration])
        observe("tool_error, non-JSON text with response_format json, closed after deregister",
                [tool_error, text, "/text" in CLOSED])
        observe("http template given to the websocket protocol", wrong)
        checks["protocol"] = (RECEIVED[:1] == ['{"type": "utcp"}'] and registration == "ValueError"
                              and tool_error == "RuntimeError" and text == "plain words" and "/text" in CLOSED
                              and wrong == ["ValueError", "ValueError"])

    dumped = WebSocketCallTemplateSerializer().to_dict(WebSocketCallTemplate(name="w", url="wss://h/ws"))
    try:
        WebSocketCallTemplateSerializer().validate_dict({"name": "w", "url": "ws://example.com/ws"})
        invalid = "no error"
    except UtcpSerializerValidationError as error:
        invalid = str(error)[:len("Failed to validate WebSocketCallTemplate")]
    empties = WebSocketCallTemplate(name="w", url="wss://h/ws", headers={}, header_fields=[]).model_dump()
    observe("model_dump of empty headers and header_fields", [empties["headers"], empties["header_fields"]])
    observe("compact dump keys", sorted(dumped))
    observe("invalid data message start", invalid)
    checks["serializer"] = (set(dumped) <= {"name", "call_template_type", "url", "headers", "header_fields", "auth"}
                            and invalid == "Failed to validate WebSocketCallTemplate"
                            and empties["headers"] is None and empties["header_fields"] is None)
    observe("failed checks", sorted(k for k, ok in checks.items() if not ok))
    return all(checks.values())


run(main)
