"""Cases of utcp-websocket (1.x) against a loopback WebSocket server."""
import asyncio
import json

from _behaviour import case, cases_of, http_server, load_plugins, outcome_of

RECEIVED: list = []
CONNECTIONS: list = []
HANDSHAKES: list = []


async def socket(request):
    from aiohttp import WSMsgType, web

    ws = web.WebSocketResponse(protocols=("chat",))
    await ws.prepare(request)
    CONNECTIONS.append(request.path)
    HANDSHAKES.append({"protocol": request.headers.get("Sec-WebSocket-Protocol"), "x_static": request.headers.get("X-Static"),
                       "x_trace": request.headers.get("X-Trace")})
    async for message in ws:
        if message.type != WSMsgType.TEXT:
            break
        RECEIVED.append(message.data)
        path = request.path
        if path == "/stream":
            await ws.send_str(json.dumps({"type": "tool_response", "result": {"part": 1}}))
            await ws.send_str(json.dumps({"type": "progress", "note": "kept as is"}))
            await ws.send_str(json.dumps({"type": "tool_response", "result": {"part": 2}}))
            await ws.send_str(json.dumps({"type": "stream_end"}))
        elif path == "/manual":
            await ws.send_str("hello, not json")
            await ws.send_str(json.dumps({"utcp_version": "1.0.1", "manual_version": "1", "tools": []}))
        elif path == "/error":
            await ws.send_str(json.dumps({"type": "tool_error", "error": "nope"}))
        elif path == "/text":
            await ws.send_str("plain words")
        elif path == "/silent":
            pass
        elif path == "/unicode":
            await ws.send_str(json.dumps({"w": "héllo ✓"}, ensure_ascii=False))
        else:
            await ws.send_str(json.dumps({"echo": message.data}))
    return ws


def ws_routes():
    return {("GET", p): socket for p in ("/ws", "/stream", "/manual", "/error", "/text", "/silent", "/unicode")}


async def with_protocol(action):
    load_plugins()
    from utcp.interfaces.communication_protocol import CommunicationProtocol
    from utcp.utcp_client import UtcpClient
    from utcp_websocket.websocket_call_template import WebSocketCallTemplate

    RECEIVED.clear()
    CONNECTIONS.clear()
    HANDSHAKES.clear()
    async with http_server(ws_routes()) as base:
        ws_base = base.replace("http://", "ws://")
        client = await UtcpClient.create()
        protocol = CommunicationProtocol.communication_protocols["websocket"]

        def template(path="/ws", **extra):
            return WebSocketCallTemplate(name="w", url=f"{ws_base}{path}", **{"timeout": 5, **extra})

        try:
            return await action(client, protocol, template)
        finally:
            await protocol.close()


def sent():
    return [json.loads(m) if m.startswith("{") else m for m in RECEIVED]


@case("websocket.message.no-template", "arguments-as-json")
async def no_template():
    async def act(client, protocol, template):
        result = await protocol.call_tool(client, "w.t", {"limit": 5, "q": "x"}, template(response_format="json"))
        return {"sent": sent(), "result_is_echo_of_sent": result == {"echo": RECEIVED[0]}}

    return await with_protocol(act)


@case("websocket.message.object-template", "number-argument")
async def object_template():
    async def act(client, protocol, template):
        await protocol.call_tool(client, "w.t", {"limit": 5},
                                 template(message={"action": "find", "limit": "UTCP_ARG_limit_UTCP_ARG"}))
        return sent()

    return await with_protocol(act)


@case("websocket.message.object-template", "missing-argument")
async def object_template_missing():
    async def act(client, protocol, template):
        await protocol.call_tool(client, "w.t", {}, template(message={"limit": "UTCP_ARG_limit_UTCP_ARG"}))
        return sent()

    return await with_protocol(act)


async def first_message_sent(arguments, message):
    """The first message a call of w.t with `arguments` sends, its template's message being `message`."""
    async def act(client, protocol, template):
        await protocol.call_tool(client, "w.t", arguments, template(message=message))
        return RECEIVED[0]

    return await with_protocol(act)


@case("websocket.message.string-template", "quote-in-argument")
async def string_template_quote():
    message = await first_message_sent({"q": 'x", "admin": "true'}, '{"q": "UTCP_ARG_q_UTCP_ARG"}')
    try:
        return {"sent": message, "parsed": json.loads(message)}
    except ValueError:
        return {"sent": message, "parsed": None}


cases_of("websocket.message.string-template", {
    "plain-text": lambda: first_message_sent({"q": 'say "hi"'}, "find UTCP_ARG_q_UTCP_ARG"),
    "unicode": lambda: first_message_sent({"q": "héllo ✓"}, '{"q": "UTCP_ARG_q_UTCP_ARG"}'),
})


async def call_result(arguments, path="/ws", **template_fields):
    """What a call of w.t with `arguments` gives, through a template for `path` with `template_fields`."""
    async def act(client, protocol, template):
        return await protocol.call_tool(client, "w.t", arguments, template(path, **template_fields))

    return await with_protocol(act)


cases_of("websocket.response.format", {
    "json-answer": lambda: call_result({"a": 1}, response_format="json"),
    "text-answer-json-format": lambda: call_result({}, "/text", response_format="json"),
    "json-answer-default-format": lambda: call_result({"a": 1}),
    "unicode": lambda: call_result({}, "/unicode", response_format="json"),
})


@case("websocket.streaming.messages", "tool-response-and-other")
async def streaming():
    async def act(client, protocol, template):
        return [c async for c in protocol.call_tool_streaming(client, "w.t", {"q": "go"},
                                                               template("/stream", response_format="json"))]

    return await with_protocol(act)


@case("websocket.streaming.tool-error", "tool-error-message")
async def tool_error():
    async def act(client, protocol, template):
        async def consume():
            return [c async for c in protocol.call_tool_streaming(client, "w.t", {}, template("/error"))]

        return await outcome_of(consume())

    return await with_protocol(act)


@case("websocket.connection.reuse", "two-calls-same-template")
async def reuse():
    async def act(client, protocol, template):
        t = template()
        await protocol.call_tool(client, "w.t", {"n": 1}, t)
        await protocol.call_tool(client, "w.t", {"n": 2}, t)
        return {"connections": len(CONNECTIONS), "messages": len(RECEIVED)}

    return await with_protocol(act)


@case("websocket.connection.timeout", "silent-server")
async def timeout():
    async def act(client, protocol, template):
        return await outcome_of(protocol.call_tool(client, "w.t", {}, template("/silent", timeout=1)))

    return await with_protocol(act)


@case("websocket.connection.handshake", "protocol-and-headers")
async def handshake():
    async def act(client, protocol, template):
        await protocol.call_tool(client, "w.t", {"X-Trace": "t1", "q": 1},
                                 template(protocol="chat", headers={"X-Static": "s"}, header_fields=["X-Trace"]))
        return {"handshake": HANDSHAKES[0], "sent": sent()}

    return await with_protocol(act)


@case("websocket.registration.discovery", "text-then-manual")
async def registration():
    async def act(client, protocol, template):
        result = await outcome_of(protocol.register_manual(client, template("/manual")))
        return {"first message": RECEIVED[:1], "result": result if "error" in result else "registered"}

    return await with_protocol(act)


@case("websocket.registration.discovery", "silent-server")
async def registration_silent():
    async def act(client, protocol, template):
        result = await outcome_of(protocol.register_manual(client, template("/silent", timeout=1)))
        return result if "error" in result else "registered"

    return await with_protocol(act)


def validate_url(url: str):
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer

    try:
        CallTemplateSerializer().validate_dict({"name": "w", "call_template_type": "websocket", "url": url})
        return "accepted"
    except Exception as error:  # noqa: BLE001
        return "refused"


cases_of("websocket.template.url-rule", {
    "wss-remote": lambda: validate_url("wss://ws.example.com/x"),
    "ws-localhost": lambda: validate_url("ws://localhost:8765/x"),
    "ws-127-0-0-1": lambda: validate_url("ws://127.0.0.1:8765/x"),
    "ws-remote": lambda: validate_url("ws://10.0.0.5/x"),
    "ws-lookalike-host": lambda: validate_url("ws://localhost.example.com/x"),
    "ws-127-0-0-2": lambda: validate_url("ws://127.0.0.2:8765/x"),
    "ws-ipv6-loopback": lambda: validate_url("ws://[::1]:8765/x"),
    "upper-case-scheme": lambda: validate_url("WS://localhost:8765/x"),
    "http-scheme": lambda: validate_url("http://localhost:8765/x"),
})


@case("websocket.template.serializer", "compact-dump")
def compact_dump():
    load_plugins()
    from utcp_websocket.websocket_call_template import WebSocketCallTemplate, WebSocketCallTemplateSerializer

    return sorted(WebSocketCallTemplateSerializer().to_dict(WebSocketCallTemplate(name="w", url="wss://h/ws")))


@case("websocket.template.serializer", "empty-headers")
def empty_headers():
    load_plugins()
    from utcp_websocket.websocket_call_template import WebSocketCallTemplate

    dumped = WebSocketCallTemplate(name="w", url="wss://h/ws", headers={}, header_fields=[]).model_dump()
    return {"headers": dumped["headers"], "header_fields": dumped["header_fields"]}


@case("websocket.template.serializer", "invalid-message-start")
def invalid_message():
    load_plugins()
    from utcp_websocket.websocket_call_template import WebSocketCallTemplateSerializer

    try:
        WebSocketCallTemplateSerializer().validate_dict({"name": "w", "url": "ws://example.com/ws"})
        return "no error"
    except Exception as error:  # noqa: BLE001
        return {"type": type(error).__name__, "starts": str(error)[:40]}


@case("websocket.template.defaults", "fields")
def defaults():
    load_plugins()
    from utcp_websocket.websocket_call_template import WebSocketCallTemplate

    dumped = WebSocketCallTemplate(name="w", url="wss://h/ws").model_dump(mode="json")
    return {k: dumped.get(k) for k in ("timeout", "keep_alive", "response_format", "protocol", "message")}
