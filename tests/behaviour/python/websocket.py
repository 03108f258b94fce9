"""Cases of utcp-websocket (1.x) against a loopback WebSocket server."""
import asyncio
import json

from _behaviour import IMPL, case, cases_of, error_outcome, guard_loopback, http_server, load_plugins, outcome_of

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


@case("websocket.template.serializer", "round-trip")
def round_trip():
    load_plugins()
    from utcp_websocket.websocket_call_template import WebSocketCallTemplate, WebSocketCallTemplateSerializer

    serializer = WebSocketCallTemplateSerializer()
    template = WebSocketCallTemplate(name="w", url="wss://h/ws", headers={"X-Ünï": "v"}, timeout=7)
    dumped = serializer.to_dict(template)
    again = serializer.validate_dict(dumped)
    return {"same template": again == template, "keys": sorted(dumped)}


@case("websocket.template.serializer", "explicit-default")
def explicit_default():
    load_plugins()
    from utcp_websocket.websocket_call_template import WebSocketCallTemplate, WebSocketCallTemplateSerializer

    serializer = WebSocketCallTemplateSerializer()
    default_timeout = WebSocketCallTemplate.model_fields["timeout"].default
    template = WebSocketCallTemplate(name="w", url="wss://h/ws", timeout=default_timeout)
    dumped = serializer.to_dict(template)
    return {"keys": sorted(dumped), "same template": serializer.validate_dict(dumped) == template}


@case("websocket.template.defaults", "fields")
def defaults():
    load_plugins()
    from utcp_websocket.websocket_call_template import WebSocketCallTemplate

    dumped = WebSocketCallTemplate(name="w", url="wss://h/ws").model_dump(mode="json")
    return {k: dumped.get(k) for k in ("timeout", "keep_alive", "response_format", "protocol", "message")}


# Adversarial review 2026-11-28: the edges a real gateway or user produces.
REVIEW: dict = {"handshakes": [], "received": [], "closed": [], "tokens": []}


async def review_socket(request):
    """Answers by path; records each handshake, each text message and each connection's end."""
    from aiohttp import WSMsgType, web

    ws = web.WebSocketResponse()
    await ws.prepare(request)
    REVIEW["handshakes"].append({"path": request.path, "query": request.query_string,
                                 "authorization": request.headers.get("Authorization"),
                                 "x_api_key": request.headers.get("X-Api-Key"),
                                 "x_tenant": request.headers.get("X-Tenant"),
                                 "cookie": request.headers.get("Cookie")})
    path = request.path
    try:
        async for message in ws:
            if message.type != WSMsgType.TEXT:
                break
            REVIEW["received"].append(message.data)
            if path == "/binary":
                await ws.send_bytes(b"\x00\x01")
            elif path == "/close-silent":
                await ws.close()
            elif path == "/close-after-reply":
                await ws.send_str(json.dumps({"reply": message.data}))
                await ws.close()
            elif path == "/tick-first":
                await ws.send_str(json.dumps({"tick": 1}))
                await ws.send_str(json.dumps({"reply": message.data}))
            elif path == "/late":
                # The first request is answered after 1.5 s, later ones at once.
                if len(REVIEW["received"]) == 1:
                    await asyncio.sleep(1.5)
                await ws.send_str(json.dumps({"reply": message.data}))
            elif path == "/stream-request-id":
                for answer in ({"type": "tool_response", "request_id": "abc", "result": "with id abc"},
                               {"type": "tool_response", "request_id": None, "result": "with id null"},
                               {"type": "tool_response", "result": "without id"},
                               {"type": "stream_end"}):
                    await ws.send_str(json.dumps(answer))
            elif path == "/stream-plain-text":
                await ws.send_str("progress: half way")
                await ws.send_str(json.dumps({"type": "tool_response"}))
                await ws.send_str(json.dumps({"type": "stream_end"}))
            elif path == "/stream-json-array":
                await ws.send_str("[1, 2]")
                await ws.send_str(json.dumps({"type": "stream_end"}))
            elif path == "/stream-slow":
                for n in range(5):
                    await ws.send_str(json.dumps({"type": "tool_response", "result": n}))
                    await asyncio.sleep(0.4)
                await ws.send_str(json.dumps({"type": "stream_end"}))
            elif path == "/manual-other-json":
                await ws.send_str(json.dumps({"hello": "no tools key"}))
                await ws.send_bytes(b"\x00")
                await ws.send_str(json.dumps({"utcp_version": "1.0.1", "manual_version": "1", "tools": []}))
            elif path == "/manual-no-tools":
                await ws.send_str(json.dumps({"hello": "no tools key"}))
            elif path == "/manual-close":
                await ws.close()
            else:
                await ws.send_str(json.dumps({"reply": message.data}))
    finally:
        REVIEW["closed"].append(path)
    return ws


async def token_route(request):
    from aiohttp import web

    form = dict(await request.post())
    REVIEW["tokens"].append({"form": form, "authorization": request.headers.get("Authorization")})
    if request.path == "/token-401":
        return web.json_response({"error": "invalid_client"}, status=401)
    return web.json_response({"access_token": f"tok-{len(REVIEW['tokens'])}", "token_type": "Bearer",
                              "expires_in": 1})


REVIEW_PATHS = ("/ws", "/binary", "/close-silent", "/close-after-reply", "/tick-first", "/late",
                "/stream-request-id", "/stream-plain-text", "/stream-json-array", "/stream-slow",
                "/manual-other-json", "/manual-no-tools", "/manual-close")


async def reviewed(action, extra_routes=None):
    """Runs `action(client, protocol, template, base)` against the review server; `template(path, **fields)`."""
    load_plugins()
    from utcp.interfaces.communication_protocol import CommunicationProtocol
    from utcp.utcp_client import UtcpClient
    from utcp_websocket.websocket_call_template import WebSocketCallTemplate

    for entries in REVIEW.values():
        entries.clear()
    routes = {("GET", p): review_socket for p in REVIEW_PATHS}
    routes.update({("POST", "/token"): token_route, ("POST", "/token-401"): token_route})
    routes.update(extra_routes or {})
    async with http_server(routes) as base:
        ws_base = base.replace("http://", "ws://")
        client = await UtcpClient.create()
        protocol = CommunicationProtocol.communication_protocols["websocket"]

        def template(path="/ws", **fields):
            return WebSocketCallTemplate(**{"name": "w", "url": f"{ws_base}{path}", "timeout": 5, **fields})

        try:
            return await action(client, protocol, template, base)
        finally:
            await protocol.close()


def reviewed_call(path, arguments=None, **fields):
    async def act(client, protocol, template, base):
        result = await protocol.call_tool(client, "w.t", arguments or {}, template(path, **fields))
        if isinstance(result, bytes):
            return {"bytes": result.hex()}
        return result

    return reviewed(act)


cases_of("websocket.response.format", {
    "binary-answer": lambda: reviewed_call("/binary", response_format="json"),
    "server-closes-without-answer": lambda: reviewed_call("/close-silent", response_format="json"),
    "text-format-json-answer": lambda: reviewed_call("/ws", {"a": 1}, response_format="text"),
})


async def first_messages(path, timeout=5):
    """Two calls in a row on one template: what each returned (or raised)."""
    async def act(client, protocol, template, base):
        t = template(path, response_format="json", timeout=timeout)
        first = await outcome_of(protocol.call_tool(client, "w.t", {"n": 1}, t))
        second = await outcome_of(protocol.call_tool(client, "w.t", {"n": 2}, t))
        return {"first call": first, "second call": second}

    return await reviewed(act)


cases_of("websocket.response.first-message", {
    "tick-before-reply": lambda: first_messages("/tick-first"),
    "late-reply-of-timed-out-call": lambda: first_messages("/late", timeout=1),
})


async def two_templates(first, second, path="/ws"):
    """A call through template(**first), then through template(**second): connections and handshakes."""
    async def act(client, protocol, template, base):
        one = await outcome_of(protocol.call_tool(client, "w.t", {"n": 1}, template(path, **first)))
        two = await outcome_of(protocol.call_tool(client, "w.t", {"n": 2}, template(path, **second)))
        return {"connections": len(REVIEW["handshakes"]),
                "x_tenant per handshake": [h["x_tenant"] for h in REVIEW["handshakes"]],
                "first call": one, "second call": two}

    return await reviewed(act)


cases_of("websocket.connection.reuse", {
    "same-name-other-headers": lambda: two_templates({"headers": {"X-Tenant": "a"}}, {"headers": {"X-Tenant": "b"}}),
    "other-name-same-url": lambda: two_templates({"name": "w1"}, {"name": "w2"}),
    "server-closes-after-reply": lambda: two_templates({"response_format": "json"}, {"response_format": "json"},
                                                       "/close-after-reply"),
})


@case("websocket.connection.heartbeat", "keep-alive-default")
async def heartbeat_default():
    async def act(client, protocol, template, base):
        await protocol.call_tool(client, "w.t", {}, template())
        return [ws._heartbeat for ws in protocol._connections.values()]

    return await reviewed(act)


@case("websocket.connection.heartbeat", "keep-alive-false")
async def heartbeat_off():
    async def act(client, protocol, template, base):
        await protocol.call_tool(client, "w.t", {}, template(keep_alive=False))
        return [ws._heartbeat for ws in protocol._connections.values()]

    return await reviewed(act)


async def handshake_with(auth, path="/ws", calls=1, names=("w",), pause=0.0):
    """Calls through a template with `auth` (once per name); the handshakes and token requests seen."""
    async def act(client, protocol, template, base):
        outcomes = []
        for index, name in enumerate(names):
            if index and pause:
                await asyncio.sleep(pause)
            fields = {"auth": {**auth, "token_url": auth["token_url"].replace("BASE", base)}
                      if "token_url" in auth else auth}
            from utcp.data.auth import AuthSerializer

            t = template(path, name=name, auth=AuthSerializer().validate_dict(fields["auth"]))
            outcomes.append(await outcome_of(protocol.call_tool(client, "w.t", {}, t)))
        return {"handshakes": [{k: v for k, v in h.items() if v and k != "path"} for h in REVIEW["handshakes"]],
                "token requests": REVIEW["tokens"],
                "calls": [o if "error" in o else "answered" for o in outcomes]}

    return await reviewed(act)


API_KEY = {"auth_type": "api_key", "api_key": "k-1", "var_name": "X-Api-Key"}
OAUTH = {"auth_type": "oauth2", "token_url": "BASE/token", "client_id": "c-1", "client_secret": "s-1",
         "scope": "read"}

cases_of("websocket.auth.handshake", {
    "api-key-header": lambda: handshake_with({**API_KEY, "location": "header"}),
    "api-key-query": lambda: handshake_with({**API_KEY, "location": "query"}),
    "api-key-cookie": lambda: handshake_with({**API_KEY, "location": "cookie"}),
    "basic": lambda: handshake_with({"auth_type": "basic", "username": "ann", "password": "pw"}),
    "oauth2": lambda: handshake_with(OAUTH),
    "oauth2-token-refused": lambda: handshake_with({**OAUTH, "token_url": "BASE/token-401"}),
    "oauth2-expired-token-reused": lambda: handshake_with(OAUTH, names=("w1", "w2"), pause=1.2),
})


@case("websocket.url.variables-and-logs", "token-in-url")
async def token_in_url():
    """A ${TOKEN} in the URL, through the client: what the server sees and what the plugin logs."""
    import logging

    from _behaviour import call_with_template

    records: list = []

    class Keep(logging.Handler):
        def emit(self, record):
            records.append(record.getMessage())

    keep = Keep(level=logging.INFO)

    async def act(client, protocol, template, base):
        ws_base = base.replace("http://", "ws://")
        logger = logging.getLogger("utcp_websocket.websocket_communication_protocol")
        logger.addHandler(keep)
        try:
            from utcp.utcp_client import UtcpClient

            utcp = await UtcpClient.create(config={"variables": {"m_WS_TOKEN": "secret-7"}})
            await call_with_template({"call_template_type": "websocket", "url": ws_base + "/ws?token=${WS_TOKEN}",
                                      "timeout": 5}, {}, client=utcp)
        finally:
            logger.removeHandler(keep)
        return {"query seen by the server": REVIEW["handshakes"][0]["query"],
                "log lines naming the token": len([r for r in records if "secret-7" in r])}

    return await reviewed(act)


def streamed_chunks(path, timeout=5):
    """A case's act: stream tool w.t from `path`; the chunks yielded and how the stream ended."""
    async def act(client, protocol, template, base):
        chunks = []

        async def consume():
            async for chunk in protocol.call_tool_streaming(client, "w.t", {}, template(path, timeout=timeout,
                                                                                       response_format="json")):
                chunks.append(chunk)

        ended = await outcome_of(consume())
        return {"yielded": chunks, "ended": "stream_end" if ended == {"value": None} else ended}

    return act


async def stream_of(path, timeout=5):
    return await reviewed(streamed_chunks(path, timeout))


cases_of("websocket.streaming.messages", {
    "request-id": lambda: stream_of("/stream-request-id"),
    "plain-text-and-no-result": lambda: stream_of("/stream-plain-text"),
    "json-array-message": lambda: stream_of("/stream-json-array"),
})


@case("websocket.connection.timeout", "stream-keeps-sending")
async def stream_timeout():
    return await stream_of("/stream-slow", timeout=1)


@case("websocket.connection.timeout", "handshake-never-answered")
async def connect_hangs():
    """A server that accepts the TCP connection and never answers the handshake; timeout 1 s."""
    load_plugins()
    from utcp.interfaces.communication_protocol import CommunicationProtocol
    from utcp.utcp_client import UtcpClient
    from utcp_websocket.websocket_call_template import WebSocketCallTemplate

    held = []

    async def hold(reader, writer):
        held.append(writer)

    server = await asyncio.start_server(hold, "127.0.0.1", 0)
    port = server.sockets[0].getsockname()[1]
    protocol = CommunicationProtocol.communication_protocols["websocket"]
    client = await UtcpClient.create()
    t = WebSocketCallTemplate(name="hang", url=f"ws://127.0.0.1:{port}/ws", timeout=1)
    try:
        await asyncio.wait_for(protocol.call_tool(client, "w.t", {}, t), 3)
        return "answered"
    except asyncio.TimeoutError:
        return "still waiting after 3 s"
    except Exception as error:  # noqa: BLE001
        return error_outcome(error)
    finally:
        for writer in held:
            writer.close()
        server.close()
        await protocol.close()


async def discovery_from(path, timeout=5):
    async def act(client, protocol, template, base):
        result = await outcome_of(protocol.register_manual(client, template(path, timeout=timeout)))
        return {"messages sent": REVIEW["received"], "result": result if "error" in result else "registered"}

    return await reviewed(act)


cases_of("websocket.registration.discovery", {
    "other-json-and-binary-then-manual": lambda: discovery_from("/manual-other-json"),
    "json-without-tools-only": lambda: discovery_from("/manual-no-tools", timeout=1),
    "server-closes": lambda: discovery_from("/manual-close"),
})


@case("websocket.registration.discovery", "through-client")
async def discovery_through_client():
    async def act(client, protocol, template, base):
        t = template("/manual-other-json").model_dump()
        from utcp.data.call_template import CallTemplateSerializer

        return await client.register_manual(CallTemplateSerializer().validate_dict(t))

    return await reviewed(act)


@case("websocket.client.http-served-manual", "register-and-call")
async def http_served_manual():
    """An http manual listing a websocket tool: registration through the client, a call, a deregistration."""
    from aiohttp import web

    state = {}

    async def manual(request):
        ws_base = f"ws://{request.host}"
        return web.json_response({"utcp_version": "1.0.1", "manual_version": "1", "tools": [{
            "name": "echo", "description": "", "inputs": {"type": "object", "properties": {}},
            "outputs": {"type": "object", "properties": {}},
            "tool_call_template": {"name": "gw", "call_template_type": "websocket", "url": f"{ws_base}/ws",
                                   "response_format": "json", "timeout": 5}}]})

    async def act(client, protocol, template, base):
        from utcp.data.call_template import CallTemplateSerializer

        manual_template = {"name": "markets", "call_template_type": "http", "http_method": "GET",
                           "url": f"{base}/utcp"}
        if IMPL == "python-1.1":
            manual_template["allowed_communication_protocols"] = ["http", "websocket"]
        registered = await client.register_manual(CallTemplateSerializer().validate_dict(manual_template))
        state["tools"] = [t.name for t in registered.manual.tools]
        state["call"] = await outcome_of(client.call_tool("markets.echo", {"q": "é"}))
        await client.deregister_manual("markets")
        await asyncio.sleep(0.2)
        state["server saw the connection end after deregistering"] = "/ws" in REVIEW["closed"]
        return state

    return await reviewed(act, {("GET", "/utcp"): manual})


@case("websocket.client.http-served-manual", "deregister-websocket-template")
async def deregister_direct():
    async def act(client, protocol, template, base):
        t = template()
        await protocol.call_tool(client, "w.t", {}, t)
        await protocol.deregister_manual(client, t)
        await asyncio.sleep(0.2)
        closed = "/ws" in REVIEW["closed"]
        await protocol.call_tool(client, "w.t", {}, t)
        return {"server saw the connection end": closed, "connections after a new call": len(REVIEW["handshakes"])}

    return await reviewed(act)


def sent_with(message, arguments):
    """The text the server received for one call with `arguments`, the template's message being `message`."""
    async def act(client, protocol, template, base):
        await protocol.call_tool(client, "w.t", arguments, template(message=message))
        return REVIEW["received"][0]

    return reviewed(act)


cases_of("websocket.message.object-template", {
    "placeholder-in-key-and-list": lambda: sent_with({"UTCP_ARG_k_UTCP_ARG": ["UTCP_ARG_k_UTCP_ARG", 2]}, {"k": "x"}),
})
cases_of("websocket.message.string-template", {
    "null-and-boolean": lambda: sent_with("a=UTCP_ARG_a_UTCP_ARG b=UTCP_ARG_b_UTCP_ARG", {"a": None, "b": True}),
})
@case("websocket.message.no-template", "unicode-and-empty")
async def unicode_and_empty():
    return [await sent_with(None, {"q": "é"}), await sent_with(None, {})]


async def guarded_call(template_fields, extra_routes=None):
    """A call through a template built without validation (as after variable substitution), no connection
    leaving loopback: where the plugin tried to connect, and how the call ended."""
    async def act(client, protocol, template, base):
        from utcp_websocket.websocket_call_template import WebSocketCallTemplate

        ws_base = base.replace("http://", "ws://")
        fields = {k: (v.replace("WS_BASE", ws_base) if isinstance(v, str) else v) for k, v in template_fields.items()}
        if "auth" in fields:
            from utcp.data.auth import AuthSerializer

            auth = dict(fields["auth"])
            auth["token_url"] = auth["token_url"].replace("BASE", base)
            fields["auth"] = AuthSerializer().validate_dict(auth)
        t = WebSocketCallTemplate(name="w", url="wss://h/ws", timeout=5).model_copy(update=fields)
        blocked, undo = guard_loopback()
        try:
            outcome = await outcome_of(protocol.call_tool(client, "w.t", {}, t))
        finally:
            undo()
        return {"connections tried elsewhere": blocked, "token requests seen": len(REVIEW["tokens"]),
                "call": outcome if "error" in outcome else "answered"}

    return await reviewed(act, extra_routes)


async def redirect_to_remote(request):
    from aiohttp import web

    REVIEW["tokens"].append({"redirected": request.path})
    raise web.HTTPTemporaryRedirect("http://10.0.0.5/token")


cases_of("websocket.connection.url-recheck", {
    "remote-ws-url": lambda: guarded_call({"url": "ws://10.0.0.5/ws"}),
    "oauth2-remote-http-token-url": lambda: guarded_call({"url": "WS_BASE/ws", "auth": {
        **OAUTH, "token_url": "http://10.0.0.5/token"}}),
    "oauth2-token-redirect-to-remote-http": lambda: guarded_call(
        {"url": "WS_BASE/ws", "auth": {**OAUTH, "token_url": "BASE/token-redirect"}},
        {("POST", "/token-redirect"): redirect_to_remote}),
})


# Second adversarial review 2026-11-28: each field of the websocket template at a non-default value, at its default
# given explicitly, and the fields the serializer's list does not name.
def websocket_dump(**fields):
    load_plugins()
    from utcp_websocket.websocket_call_template import WebSocketCallTemplateSerializer

    serializer = WebSocketCallTemplateSerializer()
    template = serializer.validate_dict({"name": "w", "call_template_type": "websocket", "url": "wss://h/ws", **fields})
    dumped = serializer.to_dict(template)
    again = serializer.validate_dict(dumped)
    lost = {name: {"given": getattr(template, name), "after": getattr(again, name)}
            for name in type(template).model_fields if getattr(template, name) != getattr(again, name)}
    return {"keys": sorted(dumped), "same template": again == template, "lost": json_safe(lost)}


def json_safe(value):
    import json as _json

    return _json.loads(_json.dumps(value, default=lambda o: o.model_dump() if hasattr(o, "model_dump") else repr(o)))


cases_of("websocket.template.serializer", {
    "every-default-explicit": lambda: websocket_dump(message=None, protocol=None, keep_alive=True,
                                                     response_format=None, timeout=30, headers=None,
                                                     header_fields=None, auth=None,
                                                     allowed_communication_protocols=None),
    "allowed-protocols": lambda: websocket_dump(allowed_communication_protocols=["websocket", "http"]),
    "keep-alive-false": lambda: websocket_dump(keep_alive=False),
    "timeout-zero": lambda: websocket_dump(timeout=0),
    "message-empty-string": lambda: websocket_dump(message=""),
    "message-object": lambda: websocket_dump(message={"tool": "UTCP_ARG_x_UTCP_ARG"}),
    "protocol-empty-string": lambda: websocket_dump(protocol=""),
    "response-format-text": lambda: websocket_dump(response_format="text"),
    "auth-api-key": lambda: websocket_dump(auth={"auth_type": "api_key", "api_key": "${K}", "var_name": "X-Key",
                                                 "location": "header"}),
    "auth-basic": lambda: websocket_dump(auth={"auth_type": "basic", "username": "u", "password": "p"}),
    "header-fields-empty": lambda: websocket_dump(header_fields=[], headers={}),
})


# Adversarial review 2026-11-29 (WebSocket fold): the edges behind the sentences the probes covered.
async def fold_socket(request):
    """Answers the /f-* paths; records handshakes, text messages and connection ends in REVIEW like review_socket."""
    from aiohttp import WSMsgType, web

    ws = web.WebSocketResponse(protocols=("chat",))
    await ws.prepare(request)
    REVIEW["handshakes"].append({"path": request.path, "protocol": request.headers.get("Sec-WebSocket-Protocol"),
                                 "authorization": request.headers.get("Authorization")})
    path = request.path
    try:
        async for message in ws:
            if message.type != WSMsgType.TEXT:
                break
            REVIEW["received"].append(message.data)
            if path == "/f-stream-binary":
                await ws.send_bytes(b"\x00\x01")
                await ws.send_str(json.dumps({"type": "tool_response", "result": "after the binary frame"}))
                await ws.send_str(json.dumps({"type": "stream_end"}))
            elif path == "/f-stream-json-string":
                await ws.send_str('"just a string"')
                await ws.send_str(json.dumps({"type": "stream_end"}))
            elif path == "/f-stream-id-empty-zero":
                await ws.send_str(json.dumps({"type": "tool_response", "request_id": "", "result": "id empty"}))
                await ws.send_str(json.dumps({"type": "tool_response", "request_id": 0, "result": "id 0"}))
                await ws.send_str(json.dumps({"type": "stream_end"}))
            elif path == "/f-stream-end-with-id":
                await ws.send_str(json.dumps({"type": "tool_response", "result": 1}))
                await ws.send_str(json.dumps({"type": "stream_end", "request_id": "abc"}))
            elif path == "/f-stream-error-after":
                await ws.send_str(json.dumps({"type": "tool_response", "result": 1}))
                await ws.send_str(json.dumps({"type": "tool_error"}))
            elif path == "/f-oversized":
                await ws.send_str("x" * (4 * 1024 * 1024 + 16))
            elif path == "/f-invalid-manual":
                await ws.send_str(json.dumps({"utcp_version": "1.0.1", "tools": "not a list"}))
            elif path == "/f-reply-then-close":
                await ws.send_str(json.dumps({"reply": message.data}))
                await ws.close()
            else:
                await ws.send_str(json.dumps({"reply": message.data}))
    finally:
        REVIEW["closed"].append(path)
    return ws


FOLD_PATHS = ("/f-stream-binary", "/f-stream-json-string", "/f-stream-id-empty-zero", "/f-stream-end-with-id",
              "/f-stream-error-after", "/f-oversized", "/f-invalid-manual", "/f-reply-then-close", "/f-ws", "/f-ws2")


async def forbidden(request):
    from aiohttp import web

    return web.Response(status=403, text="no")


def fold_routes():
    routes = {("GET", p): fold_socket for p in FOLD_PATHS}
    routes[("GET", "/f-forbidden")] = forbidden
    return routes


def folded(action):
    return reviewed(action, fold_routes())


def closed_port_url() -> str:
    import socket as _socket

    with _socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    return f"ws://127.0.0.1:{port}/ws"


async def fold_stream(path, timeout=5):
    return await folded(streamed_chunks(path, timeout))


cases_of("websocket.streaming.messages", {
    "binary-frame": lambda: fold_stream("/f-stream-binary"),
    "json-string-message": lambda: fold_stream("/f-stream-json-string"),
    "request-id-empty-and-zero": lambda: fold_stream("/f-stream-id-empty-zero"),
    "stream-end-with-request-id": lambda: fold_stream("/f-stream-end-with-id", timeout=1),
})
cases_of("websocket.streaming.tool-error", {
    "after-a-response-without-error-text": lambda: fold_stream("/f-stream-error-after"),
})
cases_of("websocket.message.object-template", {
    "structured-arguments": lambda: sent_with({"f": "UTCP_ARG_f_UTCP_ARG", "l": "UTCP_ARG_l_UTCP_ARG",
                                               "n": "UTCP_ARG_n_UTCP_ARG", "fixed": 3, "mixed": "id-UTCP_ARG_k_UTCP_ARG"},
                                              {"f": {"a": 1}, "l": [1, "é"], "n": None, "k": 7}),
})
cases_of("websocket.template.url-rule", {
    "ws-userinfo-localhost": lambda: validate_url("ws://localhost@attacker.example/x"),
    "ws-127-lookalike-host": lambda: validate_url("ws://127.0.0.1.attacker.example/x"),
    "ws-uppercase-localhost": lambda: validate_url("ws://LOCALHOST:8765/x"),
    "ws-mapped-ipv6-loopback": lambda: validate_url("ws://[::ffff:127.0.0.1]:8765/x"),
})


@case("websocket.connection.reuse", "server-closes-three-calls")
async def reuse_after_server_close():
    async def act(client, protocol, template, base):
        t = template("/f-reply-then-close", response_format="json")
        calls = []
        for n in range(3):
            calls.append(await outcome_of(protocol.call_tool(client, "w.t", {"n": n}, t)))
        return {"calls": calls, "connections": len(REVIEW["handshakes"])}

    return await folded(act)


async def handshake_protocol(protocol_value):
    async def act(client, protocol, template, base):
        call = await outcome_of(protocol.call_tool(client, "w.t", {}, template("/f-ws", protocol=protocol_value)))
        return {"requested": REVIEW["handshakes"][0]["protocol"], "call": call if "error" in call else "answered"}

    return await folded(act)


cases_of("websocket.connection.handshake", {
    "protocol-not-offered-by-server": lambda: handshake_protocol("v2"),
    "empty-protocol": lambda: handshake_protocol(""),
})
cases_of("websocket.response.format", {
    "raw-format-json-answer": lambda: reviewed_call("/ws", {"a": 1}, response_format="raw"),
})


@case("websocket.template.serializer", "validate-dict-writes-auth-back")
def validate_writes_back():
    load_plugins()
    from utcp_websocket.websocket_call_template import WebSocketCallTemplateSerializer

    given = {"name": "w", "url": "wss://h/ws",
             "auth": {"auth_type": "api_key", "api_key": "k", "var_name": "X-Key", "location": "header"}}
    template = WebSocketCallTemplateSerializer().validate_dict(given)
    return {"auth in the given dict afterwards": type(given["auth"]).__name__,
            "same object as the template's": given["auth"] is template.auth}


def invalid_template(data):
    load_plugins()
    from utcp_websocket.websocket_call_template import WebSocketCallTemplateSerializer

    try:
        WebSocketCallTemplateSerializer().validate_dict(data)
        return "no error"
    except Exception as error:  # noqa: BLE001
        text = str(error)
        return {"type": type(error).__name__, "starts": text[:40],
                "carries a traceback": "Traceback (most recent call last)" in text}


cases_of("websocket.template.serializer", {
    "invalid-traceback": lambda: invalid_template({"name": "w"}),
    "invalid-auth": lambda: invalid_template({"name": "w", "url": "wss://h/ws", "auth": {"auth_type": "nope"}}),
})


async def register_outcome(path=None, url=None, timeout=5):
    async def act(client, protocol, template, base):
        t = template(path or "/f-ws", timeout=timeout)
        if url:
            t = t.model_copy(update={"url": url})
        result = await outcome_of(protocol.register_manual(client, t))
        if url:
            return {"error type": result["error"]["type"]} if "error" in result else "registered"
        return result if "error" in result else "registered"

    return await folded(act)


cases_of("websocket.registration.discovery", {
    "invalid-manual": lambda: register_outcome("/f-invalid-manual"),
    "connection-refused": lambda: register_outcome(url=closed_port_url()),
    "handshake-rejected": lambda: register_outcome("/f-forbidden"),
})


@case("websocket.client.http-served-manual", "deregister-other-template-type")
async def deregister_other_type():
    async def act(client, protocol, template, base):
        from utcp.data.call_template import CallTemplateSerializer

        t = template()
        await protocol.call_tool(client, "w.t", {}, t)
        other = CallTemplateSerializer().validate_dict({"name": "w", "call_template_type": "http",
                                                        "url": f"{base}/ws", "http_method": "GET"})
        returned = await outcome_of(protocol.deregister_manual(client, other))
        await asyncio.sleep(0.2)
        return {"deregister_manual": returned, "connections still open": len(protocol._connections),
                "server saw the connection end": "/ws" in REVIEW["closed"]}

    return await reviewed(act)


@case("websocket.client.http-served-manual", "register-without-allowed-protocols")
async def http_manual_default_allowed():
    from aiohttp import web

    async def manual(request):
        return web.json_response({"utcp_version": "1.0.1", "manual_version": "1", "tools": [{
            "name": "echo", "description": "", "inputs": {"type": "object", "properties": {}},
            "outputs": {"type": "object", "properties": {}},
            "tool_call_template": {"name": "gw", "call_template_type": "websocket", "url": f"ws://{request.host}/ws",
                                   "response_format": "json", "timeout": 5}}]})

    async def act(client, protocol, template, base):
        from utcp.data.call_template import CallTemplateSerializer

        registered = await client.register_manual(CallTemplateSerializer().validate_dict(
            {"name": "markets", "call_template_type": "http", "http_method": "GET", "url": f"{base}/utcp"}))
        call = await outcome_of(client.call_tool("markets.echo", {"q": 1}))
        return {"tools": [t.name for t in registered.manual.tools], "call": call}

    return await reviewed(act, {("GET", "/utcp"): manual})


@case("websocket.connection.close", "close-ends-connections")
async def close_ends():
    async def act(client, protocol, template, base):
        await protocol.call_tool(client, "w.t", {}, template("/f-ws", name="a"))
        await protocol.call_tool(client, "w.t", {}, template("/f-ws2", name="b"))
        before = len(protocol._connections)
        await protocol.close()
        await asyncio.sleep(0.2)
        return {"open before close": before, "open after close": len(protocol._connections),
                "server saw these end": sorted(REVIEW["closed"])}

    return await folded(act)


@case("websocket.connection.close", "close-forgets-oauth-tokens")
async def close_forgets_tokens():
    async def act(client, protocol, template, base):
        from utcp.data.auth import AuthSerializer

        auth = AuthSerializer().validate_dict({**OAUTH, "token_url": f"{base}/token"})
        await protocol.call_tool(client, "w.t", {}, template("/f-ws", auth=auth))
        await protocol.close()
        await protocol.call_tool(client, "w.t", {}, template("/f-ws", auth=auth))
        return {"token requests": len(REVIEW["tokens"]),
                "authorization per handshake": [h["authorization"] for h in REVIEW["handshakes"]]}

    return await folded(act)


cases_of("websocket.connection.errors", {
    "oversized-message": lambda: folded(lambda client, protocol, template, base: outcome_of(
        protocol.call_tool(client, "w.t", {}, template("/f-oversized")))),
    "connection-refused": lambda: folded(lambda client, protocol, template, base: error_type_of(
        protocol.call_tool(client, "w.t", {}, template().model_copy(update={"url": closed_port_url()})))),
    "handshake-rejected": lambda: folded(lambda client, protocol, template, base: outcome_of(
        protocol.call_tool(client, "w.t", {}, template("/f-forbidden")))),
})


async def error_type_of(awaitable):
    """The type of the error `awaitable` raises (its message names a random port), or "no error"."""
    outcome = await outcome_of(awaitable)
    return {"error type": outcome["error"]["type"]} if "error" in outcome else "no error"


@case("websocket.protocol.instance", "registered-instance")
def registered_instance():
    load_plugins()
    import utcp_websocket
    from utcp.interfaces.communication_protocol import CommunicationProtocol

    before = CommunicationProtocol.communication_protocols.get("websocket")
    utcp_websocket.register()
    after = CommunicationProtocol.communication_protocols.get("websocket")
    return {"class": type(before).__name__, "same object after a second register()": before is after}


@case("websocket.protocol.instance", "shared-between-clients")
async def shared_between_clients():
    from _behaviour import call_with_template

    async def act(client, protocol, template, base):
        from utcp.utcp_client import UtcpClient

        url = base.replace("http://", "ws://") + "/f-ws"
        for _ in range(2):
            other = await UtcpClient.create()
            await call_with_template({"call_template_type": "websocket", "url": url, "timeout": 5}, {}, client=other)
        return {"clients": 2, "connections opened": len(REVIEW["handshakes"])}

    return await folded(act)


@case("websocket.protocol.instance", "logger-func-not-called")
async def logger_func_unused():
    async def act(client, protocol, template, base):
        from utcp_websocket.websocket_communication_protocol import WebSocketCommunicationProtocol

        seen = []
        own = WebSocketCommunicationProtocol(logger_func=seen.append)
        opened_at_creation = len(own._connections)
        try:
            call = await outcome_of(own.call_tool(client, "w.t", {}, template("/f-ws")))
            registration = await outcome_of(own.register_manual(client, template("/f-invalid-manual", name="r")))
        finally:
            await own.close()
        return {"connections at creation": opened_at_creation, "logger_func calls": len(seen),
                "call": "answered" if "value" in call else call,
                "registration": registration["error"]["type"] if "error" in registration else "registered"}

    return await folded(act)


async def without_asyncio_timeout(run):
    """Runs `run(protocol, client, template)` with the plugin module seeing an asyncio that has no `timeout`,
    as on Python 3.10 (no 3.10 interpreter is installed here); what it gives and what the server received."""
    import types

    import utcp_websocket.websocket_communication_protocol as module

    async def act(client, protocol, template, base):
        real = module.asyncio
        fake = types.ModuleType("asyncio")
        fake.__dict__.update({k: v for k, v in vars(real).items() if k != "timeout"})
        module.asyncio = fake
        try:
            outcome = await outcome_of(run(protocol, client, template))
            await asyncio.sleep(0.3)
        finally:
            module.asyncio = real
        return {"outcome": outcome, "messages the server received": len(REVIEW["received"])}

    return await folded(act)


async def drain(stream):
    return [chunk async for chunk in stream]


cases_of("websocket.compat.asyncio-timeout", {
    "call": lambda: without_asyncio_timeout(lambda p, c, t: p.call_tool(c, "w.t", {}, t("/f-ws"))),
    "streaming": lambda: without_asyncio_timeout(
        lambda p, c, t: drain(p.call_tool_streaming(c, "w.t", {}, t("/f-stream-binary")))),
    "registration": lambda: without_asyncio_timeout(lambda p, c, t: p.register_manual(c, t("/f-invalid-manual"))),
})


def websocket_project() -> dict:
    """The project table of the utcp-websocket package's pyproject.toml, at the pinned commit."""
    import pathlib
    import tomllib

    load_plugins()
    import utcp_websocket

    folder = pathlib.Path(utcp_websocket.__file__).resolve().parents[2]
    return tomllib.loads((folder / "pyproject.toml").read_text())["project"]


cases_of("websocket.package.metadata", {
    "requires-python": lambda: websocket_project()["requires-python"],
    "version": lambda: websocket_project()["version"],
    "utcp-requirement": lambda: " ".join(d for d in websocket_project()["dependencies"] if d.startswith("utcp")),
})


# Adversarial review 2026-11-29 (p-fold12): each public method of the websocket protocol given an http template.
async def websocket_wrong_template(method: str):
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.interfaces.communication_protocol import CommunicationProtocol
    from utcp.utcp_client import UtcpClient

    protocol = CommunicationProtocol.communication_protocols["websocket"]
    template = CallTemplateSerializer().validate_dict(
        {"name": "m", "call_template_type": "http", "url": "http://127.0.0.1:9/ws"})
    client = await UtcpClient.create()

    async def streamed():
        return [chunk async for chunk in protocol.call_tool_streaming(client, "m.t", {}, template)]

    blocked, undo = guard_loopback()
    try:
        if method == "register_manual":
            outcome = await outcome_of(protocol.register_manual(client, template))
        elif method == "call_tool":
            outcome = await outcome_of(protocol.call_tool(client, "m.t", {}, template))
        else:
            outcome = await outcome_of(streamed())
    finally:
        undo()
        await protocol.close()
    if "error" in outcome:
        return {"raised": outcome["error"]["type"], "message": outcome["error"]["message"][:80]}
    value = outcome["value"]
    return {"returned": True, "success": getattr(value, "success", None),
            "errors": [e[:80] for e in getattr(value, "errors", [])]}


cases_of("websocket.protocol.wrong-template", {
    "register-manual": lambda: websocket_wrong_template("register_manual"),
    "call-tool": lambda: websocket_wrong_template("call_tool"),
    "call-tool-streaming": lambda: websocket_wrong_template("call_tool_streaming"),
})


# Second reading 2026-11-29 (WebSocket, MCP and CLI pages): edges of the sentences on the two WebSocket pages.
async def second_socket(request):
    """Answers the /s-* paths; records handshakes and received text messages in REVIEW."""
    from aiohttp import WSMsgType, web

    ws = web.WebSocketResponse()
    await ws.prepare(request)
    REVIEW["handshakes"].append({"path": request.path, "query": request.query_string})
    path = request.path
    if path == "/s-greeting":
        await ws.send_str("welcome")
    async for message in ws:
        if message.type != WSMsgType.TEXT:
            break
        REVIEW["received"].append(message.data)
        if path == "/s-stream-null-and-number":
            await ws.send_str("null")
            await ws.send_str(json.dumps({"type": "stream_end"}))
        elif path == "/s-stream-number":
            await ws.send_str("42")
            await ws.send_str(json.dumps({"type": "stream_end"}))
        elif path == "/s-stream-close-midway":
            await ws.send_str(json.dumps({"type": "tool_response", "result": "part"}))
            await ws.close()
        elif path == "/s-stream-id-false":
            await ws.send_str(json.dumps({"type": "tool_response", "request_id": False, "result": "id false"}))
            await ws.send_str(json.dumps({"type": "tool_response", "request_id": [], "result": "id []"}))
            await ws.send_str(json.dumps({"type": "stream_end"}))
        elif path == "/s-stream-format":
            await ws.send_str(json.dumps({"type": "tool_response", "result": {"n": 1}}))
            await ws.send_str('{"type": "note", "text": "as sent"}')
            await ws.send_str(json.dumps({"type": "stream_end"}))
        elif path == "/s-close-code":
            await ws.close(code=4000, message=b"bye")
        elif path == "/s-just-under":
            await ws.send_str("x" * (4 * 1024 * 1024 - 64))
        else:
            await ws.send_str(json.dumps({"reply": message.data}))
    return ws


SECOND_PATHS = ("/s-greeting", "/s-stream-null-and-number", "/s-stream-number", "/s-stream-close-midway",
                "/s-stream-id-false", "/s-stream-format", "/s-close-code", "/s-just-under", "/s-ws")


def second(action):
    return reviewed(action, {("GET", p): second_socket for p in SECOND_PATHS})


def second_stream(path, **fields):
    async def act(client, protocol, template, base):
        chunks = []

        async def consume():
            async for chunk in protocol.call_tool_streaming(client, "w.t", {}, template(path, **fields)):
                chunks.append(chunk)

        ended = await outcome_of(consume())
        return {"yielded": chunks, "ended": "stream_end" if ended == {"value": None} else ended}

    return second(act)


cases_of("websocket.streaming.messages", {
    "json-null-message": lambda: second_stream("/s-stream-null-and-number", response_format="json"),
    "json-number-message": lambda: second_stream("/s-stream-number", response_format="json"),
    "server-closes-midway": lambda: second_stream("/s-stream-close-midway", response_format="json"),
    "request-id-false-and-empty-list": lambda: second_stream("/s-stream-id-false", response_format="json"),
    "text-format": lambda: second_stream("/s-stream-format", response_format="text"),
})


def second_call(path, **fields):
    async def act(client, protocol, template, base):
        result = await protocol.call_tool(client, "w.t", {"n": 1}, template(path, **fields))
        if isinstance(result, str) and len(result) > 100:
            return {"length": len(result)}
        return result

    return second(act)


@case("websocket.response.first-message", "greeting-before-call")
async def greeting_before_call():
    """The server greets on connect, before any call; what the first and second calls return."""
    async def act(client, protocol, template, base):
        t = template("/s-greeting", response_format="text")
        first = await outcome_of(protocol.call_tool(client, "w.t", {"n": 1}, t))
        again = await outcome_of(protocol.call_tool(client, "w.t", {"n": 2}, t))
        return {"first call": first, "second call": again}

    return await second(act)


cases_of("websocket.response.format", {
    "server-closes-with-code": lambda: second_call("/s-close-code", response_format="json"),
})
cases_of("websocket.connection.errors", {
    "just-under-limit": lambda: second_call("/s-just-under", response_format="text"),
})


@case("websocket.connection.reuse", "same-name-query-differs")
async def reuse_query_differs():
    async def act(client, protocol, template, base):
        await protocol.call_tool(client, "w.t", {}, template("/s-ws"))
        await protocol.call_tool(client, "w.t", {}, template("/s-ws?v=2"))
        return {"connections": len(REVIEW["handshakes"]), "queries": [h["query"] for h in REVIEW["handshakes"]]}

    return await second(act)


@case("websocket.connection.reuse", "server-closes-default-format")
async def reuse_after_close_default_format():
    async def act(client, protocol, template, base):
        t = template("/f-reply-then-close")
        calls = [await outcome_of(protocol.call_tool(client, "w.t", {"n": n}, t)) for n in range(3)]
        return {"calls": calls, "connections": len(REVIEW["handshakes"])}

    return await folded(act)


cases_of("websocket.connection.handshake", {
    "protocol-none": lambda: handshake_protocol(None),
})
cases_of("websocket.template.url-rule", {
    "ws-userinfo-at-localhost": lambda: validate_url("ws://user@localhost:8765/x"),
    "ws-trailing-dot-localhost": lambda: validate_url("ws://localhost.:8765/x"),
    "ws-mapped-ipv6-hex": lambda: validate_url("ws://[::ffff:7f00:1]:8765/x"),
    "ws-short-loopback": lambda: validate_url("ws://127.1:8765/x"),
    "ws-mixed-case-localhost": lambda: validate_url("ws://LocalHost/x"),
})
cases_of("websocket.template.serializer", {
    "timeout-float-default": lambda: websocket_dump(timeout=30.0),
    "headers-set": lambda: websocket_dump(headers={"X-A": "1"}, header_fields=["h"]),
})


@case("websocket.protocol.instance", "deregistered-by-other-client")
async def deregistered_by_other_client():
    """Client A calls a template, client B deregisters it with the shared protocol; A's next call: connections opened."""
    async def act(client, protocol, template, base):
        from utcp.interfaces.communication_protocol import CommunicationProtocol
        from utcp.utcp_client import UtcpClient

        other = await UtcpClient.create()
        t = template("/s-ws")
        await protocol.call_tool(client, "w.t", {"n": 1}, t)
        await CommunicationProtocol.communication_protocols["websocket"].deregister_manual(other, t)
        after = await outcome_of(protocol.call_tool(client, "w.t", {"n": 2}, t))
        return {"connections opened": len(REVIEW["handshakes"]), "call after": "answered" if "value" in after else after}

    return await second(act)


@case("websocket.connection.heartbeat", "reused-by-keep-alive-false")
async def heartbeat_reused():
    """A call with keep_alive true, then one with the same name and URL and keep_alive false: heartbeats of the connections."""
    async def act(client, protocol, template, base):
        await protocol.call_tool(client, "w.t", {}, template("/s-ws"))
        await protocol.call_tool(client, "w.t", {}, template("/s-ws", keep_alive=False))
        return {"connections opened": len(REVIEW["handshakes"]),
                "heartbeats": [ws._heartbeat for ws in protocol._connections.values()]}

    return await second(act)


@case("websocket.connection.timeout", "zero-timeout")
async def zero_timeout():
    """timeout 0 against a server that answers at once: how the call ends."""
    async def act(client, protocol, template, base):
        return await protocol.call_tool(client, "w.t", {}, template("/s-ws", timeout=0))

    return await second(act)


def url_refusal_message(url: str):
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer

    try:
        CallTemplateSerializer().validate_dict({"name": "w", "call_template_type": "websocket", "url": url})
        return "accepted"
    except Exception as error:  # noqa: BLE001 - the message is the outcome
        lines = [line for line in str(error).splitlines() if "wss://" in line]
        return lines[-1].strip()[:120] if lines else str(error).strip().splitlines()[-1][:120]


cases_of("websocket.template.url-rule", {
    "ws-remote-message": lambda: url_refusal_message("ws://markets.example.com/ws"),
})


# Second reading 2026-11-29: scripted answers to a streaming call, one list of frames per path (str: a text frame,
# bytes: a binary frame, dict: a JSON text frame).
SECOND_READING_FRAMES = {
    "/s-type-upper-case": [{"type": "Tool_Response", "result": 1}, {"type": "stream_end"}],
    "/s-error-object": [{"type": "tool_response", "result": 1}, {"type": "tool_error", "error": {"code": 7}}],
    "/s-after-stream-end": [{"type": "tool_response", "result": 1}, {"type": "stream_end"},
                            {"type": "tool_response", "result": 2}],
    "/s-unicode-crlf-text": ["grüße ✓\r\nline two", {"type": "stream_end"}],
    "/s-binary-tool-response": [json.dumps({"type": "tool_response", "result": "in binary"}).encode(),
                                {"type": "stream_end"}],
    "/s-request-id-false-and-one": [{"type": "tool_response", "request_id": False, "result": "id false"},
                                    {"type": "tool_response", "request_id": 1, "result": "id 1"}, {"type": "stream_end"}],
    "/s-result-null-and-missing-type": [{"type": "tool_response", "result": None}, {"result": "no type"},
                                        {"type": "stream_end"}],
}


async def second_reading_socket(request):
    from aiohttp import WSMsgType, web

    ws = web.WebSocketResponse()
    await ws.prepare(request)
    async for message in ws:
        if message.type != WSMsgType.TEXT:
            break
        for frame in SECOND_READING_FRAMES[request.path]:
            if isinstance(frame, bytes):
                await ws.send_bytes(frame)
            else:
                await ws.send_str(frame if isinstance(frame, str) else json.dumps(frame))
    return ws


def second_reading_stream(path):
    return reviewed(streamed_chunks(path, timeout=2), {("GET", p): second_reading_socket for p in SECOND_READING_FRAMES})


cases_of("websocket.streaming.messages", {
    case_id: (lambda p=path: second_reading_stream(p))
    for case_id, path in (("type-upper-case", "/s-type-upper-case"), ("after-stream-end", "/s-after-stream-end"),
                          ("unicode-crlf-text", "/s-unicode-crlf-text"),
                          ("binary-tool-response", "/s-binary-tool-response"),
                          ("request-id-false-and-one", "/s-request-id-false-and-one"),
                          ("result-null-and-missing-type", "/s-result-null-and-missing-type"))})
cases_of("websocket.streaming.tool-error", {"error-object": lambda: second_reading_stream("/s-error-object")})


# Second reading 2026-11-29: a boolean argument in an object template, and an argument whose text is another
# placeholder (the arguments are substituted one after the other).
cases_of("websocket.message.object-template", {
    "boolean-and-float-arguments": lambda: sent_with({"b": "UTCP_ARG_b_UTCP_ARG", "x": "UTCP_ARG_x_UTCP_ARG"},
                                                     {"b": True, "x": 1.5}),
    "argument-holding-a-placeholder": lambda: sent_with({"q": "UTCP_ARG_q_UTCP_ARG"},
                                                        {"q": "UTCP_ARG_secret_UTCP_ARG", "secret": "s3"}),
})


async def userinfo_call_host(url):
    """Calls a tool at `url` with every connection off loopback blocked: the hosts the plugin tried to reach."""
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.interfaces.communication_protocol import CommunicationProtocol
    from utcp.utcp_client import UtcpClient

    try:
        template = CallTemplateSerializer().validate_dict(
            {"name": "w", "call_template_type": "websocket", "url": url, "timeout": 2})
    except Exception:  # noqa: BLE001 - a refused URL is the outcome
        return "refused"
    blocked, undo = guard_loopback()
    try:
        client = await UtcpClient.create()
        protocol = CommunicationProtocol.communication_protocols["websocket"]
        outcome = await outcome_of(protocol.call_tool(client, "w.t", {}, template))
    finally:
        undo()
    return {"connection attempts": blocked, "outcome": outcome.get("error", {}).get("type", "answered")}


cases_of("websocket.template.url-rule", {
    "ws-userinfo-call-host": lambda: userinfo_call_host("ws://localhost@attacker.example/x"),
    "ws-userinfo-password-call-host": lambda: userinfo_call_host("ws://localhost:pw@attacker.example/x"),
})


# Second reading 2026-11-29 (f-rfc-b): URLs the url-rule cases had not tried: an upper-case wss scheme, a trailing
# dot after localhost, the unspecified address, and localhost with no port or path.
cases_of("websocket.template.url-edges", {
    "wss-upper-case": lambda: validate_url("WSS://ws.example.com/x"),
    "ws-localhost-trailing-dot": lambda: validate_url("ws://localhost.:8765/x"),
    "ws-zero-address": lambda: validate_url("ws://0.0.0.0:8765/x"),
    "ws-localhost-bare": lambda: validate_url("ws://localhost"),
})


# Second reading 2026-11-30 (c-index): frames the server sends on connect and after each received message, to try
# the sentences on reading order, request_id and the order of substitution with edges their cases had not tried.
# Each path maps to (frames sent on connect, frames sent after each text message); str: a text frame, bytes: a
# binary frame, dict: a JSON text frame.
THIRD_READING_FRAMES = {
    "/t-two-greetings": (["welcome", "second hello"], [{"reply": "answer"}]),
    "/t-binary-greeting": ([b"\x00\x07"], [{"reply": "answer"}]),
    "/t-greeting-then-stream": (["welcome"], [{"type": "tool_response", "result": "part"}, {"type": "stream_end"}]),
    "/t-two-replies": ([], ["reply a", "reply b"]),
    "/t-request-id-falsy-others": ([], [{"type": "tool_response", "request_id": {}, "result": "id {}"},
                                        {"type": "tool_response", "request_id": 0.0, "result": "id 0.0"},
                                        {"type": "tool_response", "request_id": "0", "result": "id '0'"},
                                        {"type": "tool_response", "request_id": " ", "result": "id ' '"},
                                        {"type": "stream_end"}]),
    "/t-slow-reply": ([], [{"reply": "after 1.5 s"}]),
}


async def third_reading_socket(request):
    from aiohttp import WSMsgType, web

    ws = web.WebSocketResponse()
    await ws.prepare(request)
    on_connect, per_message = THIRD_READING_FRAMES[request.path]

    async def send(frames):
        for frame in frames:
            if isinstance(frame, bytes):
                await ws.send_bytes(frame)
            else:
                await ws.send_str(frame if isinstance(frame, str) else json.dumps(frame))

    await send(on_connect)
    async for message in ws:
        if message.type != WSMsgType.TEXT:
            break
        REVIEW["received"].append(message.data)
        if request.path == "/t-slow-reply":
            await asyncio.sleep(1.5)
        await send(per_message)
    return ws


def third_reading(action):
    return reviewed(action, {("GET", p): third_reading_socket for p in THIRD_READING_FRAMES})


def shown(outcome):
    """An outcome with bytes shown as hex."""
    value = outcome.get("value")
    return {"bytes": value.hex()} if isinstance(value, bytes) else outcome


def calls_in_a_row(path, count, **fields):
    """`count` calls on one template: what each returned, and how many messages the server received."""
    async def act(client, protocol, template, base):
        t = template(path, **{"response_format": "text", **fields})
        results = [shown(await outcome_of(protocol.call_tool(client, "w.t", {"n": n}, t))) for n in range(count)]
        return {"calls": results, "messages received": len(REVIEW["received"])}

    return third_reading(act)


def third_stream(path):
    return third_reading(streamed_chunks(path, timeout=2))


cases_of("websocket.response.first-message", {
    "two-greetings": lambda: calls_in_a_row("/t-two-greetings", 3),
    "binary-greeting": lambda: calls_in_a_row("/t-binary-greeting", 2),
    "greeting-then-streaming": lambda: third_stream("/t-greeting-then-stream"),
    "two-replies-per-call": lambda: calls_in_a_row("/t-two-replies", 3),
})
cases_of("websocket.streaming.messages", {
    "request-id-other-falsy-and-strings": lambda: third_stream("/t-request-id-falsy-others"),
})
cases_of("websocket.connection.timeout", {
    "slow-reply-short-timeout": lambda: calls_in_a_row("/t-slow-reply", 1, timeout=1),
    "slow-reply-longer-timeout": lambda: calls_in_a_row("/t-slow-reply", 1, timeout=3),
})
cases_of("websocket.message.object-template", {
    "placeholder-argument-passed-first": lambda: sent_with({"q": "UTCP_ARG_q_UTCP_ARG"},
                                                           {"secret": "s3", "q": "UTCP_ARG_secret_UTCP_ARG"}),
    "list-argument-holding-a-placeholder": lambda: sent_with({"q": "UTCP_ARG_q_UTCP_ARG"},
                                                             {"q": ["UTCP_ARG_secret_UTCP_ARG"], "secret": "s3"}),
    "unicode-argument-name-in-placeholder": lambda: sent_with({"q": "UTCP_ARG_q_UTCP_ARG"},
                                                              {"q": "UTCP_ARG_wétter_UTCP_ARG", "wétter": "grüße"}),
})
cases_of("websocket.message.string-template", {
    "argument-holding-a-placeholder": lambda: sent_with("q=UTCP_ARG_q_UTCP_ARG",
                                                        {"q": "UTCP_ARG_secret_UTCP_ARG", "secret": "s3"}),
})


# Second reading 2026-11-30 (lead, RFC 5.9, 10): an empty URL and a wss:// URL written in upper case.
cases_of("websocket.template.url-rule", {
    "empty-url": lambda: validate_url(""),
    "wss-upper-case-scheme": lambda: validate_url("WSS://markets.example.com/ws"),
})


# Second reading (s-yaml-core) 2026-11-30: further edges of the sentences of the two WebSocket pages.
async def yet_socket(request):
    """Answers the /y-* paths; records handshakes in REVIEW."""
    from aiohttp import WSMsgType, web

    ws = web.WebSocketResponse()
    await ws.prepare(request)
    REVIEW["handshakes"].append({"path": request.path, "query": request.query_string})
    path = request.path
    if path == "/y-binary-greeting":
        await ws.send_bytes(b"\x01hello")
    async for message in ws:
        if message.type != WSMsgType.TEXT:
            break
        if path == "/y-ping-first":
            await ws.ping(b"p")
            await asyncio.sleep(0.1)
            await ws.send_str(json.dumps({"reply": message.data}))
        elif path == "/y-empty-text":
            await ws.send_str("")
        elif path == "/y-stream-close-1011":
            await ws.send_str(json.dumps({"type": "tool_response", "result": "part"}))
            await ws.close(code=1011, message=b"server error")
        elif path == "/y-stream-drop":
            await ws.send_str(json.dumps({"type": "tool_response", "result": "part"}))
            await asyncio.sleep(0.1)
            request.protocol.transport.close()
            return ws
        else:
            await ws.send_str(json.dumps({"reply": message.data}))
    return ws


YET_PATHS = ("/y-binary-greeting", "/y-ping-first", "/y-empty-text", "/y-stream-close-1011", "/y-stream-drop", "/y-ws")


def yet(action):
    return reviewed(action, {("GET", p): yet_socket for p in YET_PATHS})


def yet_stream(path):
    async def act(client, protocol, template, base):
        return await streamed_chunks(path, timeout=3)(client, protocol, template, base)

    return yet(act)


cases_of("websocket.streaming.messages", {
    "server-closes-other-ways": lambda: _gather_labels({"close code 1011": yet_stream("/y-stream-close-1011"),
                                                        "connection dropped": yet_stream("/y-stream-drop")}),
})


async def _gather_labels(awaitables: dict) -> dict:
    return {label: await outcome_of(awaitable) for label, awaitable in awaitables.items()}


SECOND_READING_FRAMES.update({
    "/y-json-true": ["true", {"type": "stream_end"}],
    "/y-json-float": ["1.5", {"type": "stream_end"}],
    "/y-request-id-other-falsy": [{"type": "tool_response", "request_id": {}, "result": "id {}"},
                                  {"type": "tool_response", "request_id": 0.0, "result": "id 0.0"},
                                  {"type": "tool_response", "request_id": "0", "result": "id '0'"},
                                  {"type": "tool_response", "request_id": " ", "result": "id ' '"},
                                  {"type": "stream_end"}],
})

cases_of("websocket.streaming.messages", {
    "json-true-and-float": lambda: _gather_labels({"true": second_reading_stream("/y-json-true"),
                                                   "1.5": second_reading_stream("/y-json-float")}),
    "request-id-other-falsy": lambda: second_reading_stream("/y-request-id-other-falsy"),
})


def yet_two_calls(path, **fields):
    async def act(client, protocol, template, base):
        t = template(path, **fields)
        calls = []
        for n in (1, 2):
            outcome = await outcome_of(protocol.call_tool(client, "w.t", {"n": n}, t))
            if isinstance(outcome.get("value"), bytes):
                outcome = {"bytes": outcome["value"].hex()}
            calls.append(outcome)
        return calls

    return yet(act)


cases_of("websocket.response.first-message", {
    "first-message-more": lambda: _gather_labels({
        "binary greeting on connect": yet_two_calls("/y-binary-greeting", response_format="json"),
        "ping before the reply": yet_two_calls("/y-ping-first", response_format="json"),
        "empty text answer, json format": yet_two_calls("/y-empty-text", response_format="json"),
    }),
})


@case("websocket.connection.reuse", "url-text-differs")
async def reuse_url_text_differs():
    """Same name; the URL with a trailing ?, with its query in another order, with a fragment: connections opened."""
    async def act(client, protocol, template, base):
        for path in ("/y-ws", "/y-ws?", "/y-ws?a=1&b=2", "/y-ws?b=2&a=1", "/y-ws#f", "/y-ws"):
            await protocol.call_tool(client, "w.t", {}, template(path))
        return {"connections": len(REVIEW["handshakes"]), "queries": [h["query"] for h in REVIEW["handshakes"]]}

    return await yet(act)


@case("websocket.connection.heartbeat", "reused-by-keep-alive-true")
async def heartbeat_reused_true():
    """A call with keep_alive false, then one with the same name and URL and keep_alive true."""
    async def act(client, protocol, template, base):
        await protocol.call_tool(client, "w.t", {}, template("/y-ws", keep_alive=False))
        await protocol.call_tool(client, "w.t", {}, template("/y-ws", keep_alive=True))
        return {"connections opened": len(REVIEW["handshakes"]),
                "heartbeats": [ws._heartbeat for ws in protocol._connections.values()]}

    return await yet(act)


@case("websocket.connection.timeout", "zero-and-negative-edges")
async def zero_and_negative_timeouts():
    """timeout 0 through call_tool_streaming, and timeout -1 through call_tool, against a server answering at once."""
    async def act(client, protocol, template, base):
        async def stream():
            return [c async for c in protocol.call_tool_streaming(client, "w.t", {}, template("/y-ws", timeout=0))]

        return {"streaming, 0": await error_type_of(stream()),
                "call, -1": await error_type_of(protocol.call_tool(client, "w.t", {}, template("/y-ws", timeout=-1))),
                "call, 1": await error_type_of(protocol.call_tool(client, "w.t", {}, template("/y-ws", timeout=1)))}

    return await yet(act)


@case("websocket.protocol.instance", "other-name-deregistered-by-other-client")
async def other_name_deregistered():
    """Client A calls template w; client B deregisters a template w2 with the same URL; A's next call."""
    async def act(client, protocol, template, base):
        from utcp.interfaces.communication_protocol import CommunicationProtocol
        from utcp.utcp_client import UtcpClient

        other = await UtcpClient.create()
        await protocol.call_tool(client, "w.t", {"n": 1}, template("/y-ws"))
        await CommunicationProtocol.communication_protocols["websocket"].deregister_manual(
            other, template("/y-ws", name="w2"))
        after = await outcome_of(protocol.call_tool(client, "w.t", {"n": 2}, template("/y-ws")))
        return {"connections opened": len(REVIEW["handshakes"]), "call after": "answered" if "value" in after else after}

    return await yet(act)


cases_of("websocket.template.url-rule", {
    "short-forms-more": lambda: {url: validate_url(url) for url in (
        "ws://2130706433:8765/x", "ws://0x7f.0.0.1:8765/x", "ws://0177.0.0.1:8765/x", "ws://127.0.0.1.:8765/x",
        "ws://[0:0:0:0:0:0:0:1]:8765/x", "ws://localhost:8765/x")},
    "userinfo-more": lambda: {url: validate_url(url) for url in (
        "ws://user:pw@localhost:8765/x", "ws://user@127.0.0.1:8765/x", "ws://user@[::1]:8765/x",
        "ws://@localhost:8765/x")},
})


@case("websocket.connection.timeout", "fractional-timeout")
def fractional_timeout():
    """A template built with timeout 0.5."""
    load_plugins()
    from utcp_websocket.websocket_call_template import WebSocketCallTemplate

    return WebSocketCallTemplate(name="w", url="ws://localhost:8765/x", timeout=0.5).timeout


# Second reading 2026-11-30 (c-guides): the IPv6 unspecified address, an IPv4-mapped loopback address and the
# shorthand 127.1 in a ws:// URL.
cases_of("websocket.template.url-edges", {
    "ws-ipv6-unspecified": lambda: validate_url("ws://[::]:8765/x"),
    "ws-mapped-loopback": lambda: validate_url("ws://[::ffff:127.0.0.1]:8765/x"),
    "ws-shorthand-127-1": lambda: validate_url("ws://127.1:8765/x"),
})


# Second reading 2026-11-30 (w-v10): greetings of other kinds before a streaming call (a binary frame, a JSON array,
# a JSON object without a known type, a tool_response), and request_id values true and [0] beside an empty one.
THIRD_READING_FRAMES.update({
    "/t-binary-greeting-then-stream": ([b"\x00\x07"], [{"type": "tool_response", "result": "part"},
                                                      {"type": "stream_end"}]),
    "/t-array-greeting-then-stream": (["[1, 2]"], [{"type": "tool_response", "result": "part"}, {"type": "stream_end"}]),
    "/t-object-greeting-then-stream": ([{"hello": "grüße"}], [{"type": "tool_response", "result": "part"},
                                                             {"type": "stream_end"}]),
    "/t-response-greeting-then-stream": ([{"type": "tool_response", "result": "early"}],
                                         [{"type": "tool_response", "result": "part"}, {"type": "stream_end"}]),
    "/t-request-id-true-and-list": ([], [{"type": "tool_response", "request_id": True, "result": "id true"},
                                         {"type": "tool_response", "request_id": [0], "result": "id [0]"},
                                         {"type": "tool_response", "request_id": "", "result": "id empty"},
                                         {"type": "stream_end"}]),
})
cases_of("websocket.response.first-message", {
    "binary-greeting-then-streaming": lambda: third_stream("/t-binary-greeting-then-stream"),
    "array-greeting-then-streaming": lambda: third_stream("/t-array-greeting-then-stream"),
    "object-greeting-then-streaming": lambda: third_stream("/t-object-greeting-then-stream"),
    "tool-response-greeting-then-streaming": lambda: third_stream("/t-response-greeting-then-stream"),
})
cases_of("websocket.streaming.messages", {
    "request-id-true-and-list": lambda: third_stream("/t-request-id-true-and-list"),
})


# Second reading 2026-11-30 (w-v10): text replies that are JSON scalars, NaN (which is not JSON), JSON with spaces
# around it, under response_format json; and the placeholder of an argument passed first in a string template.
THIRD_READING_FRAMES.update({"/t-json-scalars": ([], ["5", "NaN", " [1] ", '"hi"', "null"])})


def json_format_results():
    async def act(client, protocol, template, base):
        t = template("/t-json-scalars", response_format="json")
        return [repr(await protocol.call_tool(client, "w.t", {"n": n}, t)) for n in range(5)]

    return third_reading(act)


cases_of("websocket.response.format", {"json-scalars-and-nan": json_format_results})
cases_of("websocket.message.string-template", {
    "placeholder-argument-passed-first": lambda: sent_with("q=UTCP_ARG_q_UTCP_ARG",
                                                          {"secret": "s3", "q": "UTCP_ARG_secret_UTCP_ARG"}),
})


# websocket.client.http-served-manual, second reading 2026-11-30 (w-v10): a websocket manual in the client's
# repository whose tool template has another name than the manual, at the same URL; UtcpClient.deregister_manual
# after a call.
def deregister_manual_other_tool_name(tool_template_name):
    async def act(client, protocol, template, base):
        from utcp.data.tool import Tool
        from utcp.data.utcp_manual import UtcpManual

        manual_template = template()
        tool_template = template(name=tool_template_name)
        await client.config.tool_repository.save_manual(
            manual_template, UtcpManual(tools=[Tool(name="w.t", description="", tool_call_template=tool_template)]))
        await client.call_tool("w.t", {})
        deregistered = await client.deregister_manual("w")
        await asyncio.sleep(0.2)
        return {"deregistered": deregistered, "server saw the connection end": "/ws" in REVIEW["closed"]}

    return reviewed(act)


cases_of("websocket.client.http-served-manual", {
    "client-deregister-same-template-name": lambda: deregister_manual_other_tool_name("w"),
    "client-deregister-other-tool-template-name": lambda: deregister_manual_other_tool_name("w_tool"),
})


# Second reading (wave 3) 2026-11-29: client B deregisters through UtcpClient.deregister_manual a manual it saved
# with the same name and URL as client A's connection; a template of the same name but another URL deregistered.
@case("websocket.protocol.instance", "wave3-deregister-through-client")
async def deregister_through_other_client():
    async def act(client, protocol, template, base):
        from utcp.data.utcp_manual import UtcpManual
        from utcp.utcp_client import UtcpClient

        other = await UtcpClient.create()
        await other.config.tool_repository.save_manual(template("/s-ws"), UtcpManual(tools=[]))
        await protocol.call_tool(client, "w.t", {"n": 1}, template("/s-ws"))
        deregistered = await other.deregister_manual("w")
        after = await outcome_of(protocol.call_tool(client, "w.t", {"n": 2}, template("/s-ws")))
        return {"deregistered": deregistered, "connections opened": len(REVIEW["handshakes"]),
                "call after": "answered" if "value" in after else after}

    return await second(act)


@case("websocket.protocol.instance", "wave3-same-name-other-url")
async def same_name_other_url_deregistered():
    async def act(client, protocol, template, base):
        from utcp.interfaces.communication_protocol import CommunicationProtocol
        from utcp.utcp_client import UtcpClient

        other = await UtcpClient.create()
        await protocol.call_tool(client, "w.t", {"n": 1}, template("/s-ws"))
        await CommunicationProtocol.communication_protocols["websocket"].deregister_manual(
            other, template("/s-ws?other=1"))
        after = await outcome_of(protocol.call_tool(client, "w.t", {"n": 2}, template("/s-ws")))
        return {"connections opened": len(REVIEW["handshakes"]), "call after": "answered" if "value" in after else after}

    return await second(act)


# Second reading (wave 3) 2026-11-29: a connection the server closed, then calls with keep_alive true, false, false;
# the heartbeat of the connection held after each call.
@case("websocket.connection.heartbeat", "wave3-reopened-after-server-close")
async def heartbeat_after_server_close():
    async def act(client, protocol, template, base):
        out = []
        for keep_alive in (True, False, False):
            result = await outcome_of(protocol.call_tool(client, "w.t", {}, template("/f-reply-then-close",
                                                                                     keep_alive=keep_alive)))
            out.append({"keep_alive": keep_alive, "answered": result.get("value") is not None,
                        "heartbeats": [ws._heartbeat for ws in protocol._connections.values()]})
        return {"calls": out, "connections": len(REVIEW["handshakes"])}

    return await folded(act)


# Second reading (wave 3) 2026-11-29: other timeout values a manual may hold (2.0, "10", "1.5", true, null), as the
# client's serializer reads them; -1 through call_tool_streaming.
def timeout_values_validated():
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer

    out = {}
    for label, value in (("2.0", 2.0), ('"10"', "10"), ('"1.5"', "1.5"), ("true", True), ("null", None)):
        try:
            template = CallTemplateSerializer().validate_dict(
                {"name": "w", "call_template_type": "websocket", "url": "ws://localhost:8765/x", "timeout": value})
            out[label] = {"timeout": template.timeout, "type": type(template.timeout).__name__}
        except Exception as error:  # noqa: BLE001
            out[label] = {"error type": type(error).__name__}
    return out


case("websocket.connection.timeout", "wave3-other-values")(timeout_values_validated)


@case("websocket.connection.timeout", "wave3-negative-stream")
async def negative_timeout_stream():
    async def act(client, protocol, template, base):
        async def stream():
            return [c async for c in protocol.call_tool_streaming(client, "w.t", {}, template("/y-ws", timeout=-1))]

        return {"streaming, -1": await error_type_of(stream())}

    return await yet(act)


# Second reading (wave 3) 2026-11-29: the same query written with a letter and with its percent-encoding, and with a
# non-ASCII letter and its percent-encoding: connections opened and queries the server saw.
@case("websocket.connection.reuse", "wave3-percent-encoding")
async def reuse_percent_encoding():
    async def act(client, protocol, template, base):
        for path in ("/y-ws?v=A", "/y-ws?v=%41", "/y-ws?q=ü", "/y-ws?q=%C3%BC"):
            await protocol.call_tool(client, "w.t", {}, template(path))
        return {"connections": len(REVIEW["handshakes"]), "queries": [h["query"] for h in REVIEW["handshakes"]]}

    return await yet(act)


# Second reading (wave 3) 2026-11-29: user names with two @, upper-case and unspecified hosts after them and a
# non-ASCII user name; more trailing dots; short and padded forms of 127.0.0.1.
cases_of("websocket.template.url-rule", {
    "wave3-userinfo": lambda: {url: validate_url(url) for url in (
        "ws://a@b@localhost:8765/x", "ws://user@LOCALHOST:8765/x", "ws://user@0.0.0.0:8765/x",
        "ws://ü@localhost:8765/x", "ws://user@localhost.example.com:8765/x")},
    "wave3-trailing-dot": lambda: {url: validate_url(url) for url in (
        "ws://localhost..:8765/x", "ws://LOCALHOST.:8765/x", "ws://localhost./x", "ws://127.0.0.1./x")},
    "wave3-short-forms": lambda: {url: validate_url(url) for url in (
        "ws://127.0.1:8765/x", "ws://0x7f000001:8765/x", "ws://127.000.000.001:8765/x", "ws://127.0.0.01:8765/x",
        "ws://127.0.0.1234:8765/x", "ws://127.255.255.254:8765/x", "ws://１２７.0.0.1:8765/x")},
})


# Second reading (wave 3) 2026-11-29: a scripted server. For each path, frames sent on connect and frames sent for
# each message received. A frame is text (str), binary (bytes), a JSON object (dict), or a tuple: ("ping",),
# ("pong",), ("sleep", seconds), ("close", code), ("drop",).
WAVE3_SCRIPTS = {
    "/w3-pong-first": {"per_message": [("pong",), ("sleep", 0.1), {"reply": 1}]},
    "/w3-ping-first": {"per_message": [("ping",), ("sleep", 0.1), {"reply": 1}]},
    "/w3-json-greeting": {"on_connect": ['{"hello": "ü"}'], "per_message": [{"reply": 1}]},
    "/w3-empty-binary-greeting": {"on_connect": [b""], "per_message": [{"reply": 1}]},
    "/w3-bom-json": {"per_message": ['\ufeff{"a": 1}']},
    "/w3-blank": {"per_message": ["  "]},
    "/w3-crlf-json": {"per_message": ['{"a": 1}\r\n']},
    "/w3-single-quotes": {"per_message": ["{'a': 1}"]},
    "/w3-stream-nan": {"per_message": [{"type": "tool_response", "result": 1}, "NaN", {"type": "stream_end"}]},
    "/w3-stream-big-number": {"per_message": ["1e400", {"type": "stream_end"}]},
    "/w3-stream-close-first": {"per_message": [("close", 1000)]},
    "/w3-stream-close-4000": {"per_message": [{"type": "tool_response", "result": 1}, ("close", 4000)]},
    "/w3-stream-request-ids": {"per_message": [
        {"type": "tool_response", "request_id": float("nan"), "result": "id NaN"},
        {"type": "tool_response", "request_id": -0.0, "result": "id -0.0"},
        {"type": "tool_response", "request_id": "ü", "result": "id ü"},
        {"type": "tool_response", "request_id": [[]], "result": "id [[]]"},
        {"type": "tool_error", "request_id": "x", "error": "skipped error"},
        {"type": "stream_end"}]},
    "/w3-greeting-stream-end": {"on_connect": [{"type": "stream_end"}],
                                "per_message": [{"type": "tool_response", "result": "own"}, {"type": "stream_end"}]},
    "/w3-greeting-tool-error": {"on_connect": [{"type": "tool_error", "error": "greeting error"}],
                                "per_message": [{"type": "tool_response", "result": "own"}, {"type": "stream_end"}]},
    "/w3-greeting-with-request-id": {"on_connect": [{"type": "tool_response", "request_id": "g", "result": "greet"}],
                                     "per_message": [{"type": "tool_response", "result": "own"},
                                                     {"type": "stream_end"}]},
    "/w3-greeting-null": {"on_connect": ["null"],
                          "per_message": [{"type": "tool_response", "result": "own"}, {"type": "stream_end"}]},
    "/w3-greeting-empty-binary-stream": {"on_connect": [b""],
                                         "per_message": [{"type": "tool_response", "result": "own"},
                                                         {"type": "stream_end"}]},
}


async def _wave3_send(ws, request, frames):
    for frame in frames:
        if isinstance(frame, bytes):
            await ws.send_bytes(frame)
        elif isinstance(frame, str):
            await ws.send_str(frame)
        elif isinstance(frame, dict):
            await ws.send_str(json.dumps(frame))
        elif frame[0] == "ping":
            await ws.ping(b"p")
        elif frame[0] == "pong":
            await ws.pong(b"p")
        elif frame[0] == "sleep":
            await asyncio.sleep(frame[1])
        elif frame[0] == "close":
            await ws.close(code=frame[1], message="bye ü".encode())
            return False
        elif frame[0] == "drop":
            request.protocol.transport.close()
            return False
    return True


async def wave3_socket(request):
    from aiohttp import WSMsgType, web

    ws = web.WebSocketResponse()
    await ws.prepare(request)
    REVIEW["handshakes"].append({"path": request.path, "query": request.query_string})
    script = WAVE3_SCRIPTS[request.path]
    if not await _wave3_send(ws, request, script.get("on_connect", [])):
        return ws
    async for message in ws:
        if message.type != WSMsgType.TEXT:
            break
        if not await _wave3_send(ws, request, script.get("per_message", [])):
            return ws
    return ws


def wave3(action):
    return reviewed(action, {("GET", p): wave3_socket for p in WAVE3_SCRIPTS})


def _plain(value):
    if isinstance(value, str):
        return {"str": repr(value)}
    if isinstance(value, bytes):
        return {"bytes": value.hex()}
    if isinstance(value, float) and value != value:
        return "float nan"
    if isinstance(value, float) and value in (float("inf"), float("-inf")):
        return f"float {value}"
    return value


def wave3_calls(path, calls=2, **fields):
    async def act(client, protocol, template, base):
        t = template(path, **fields)
        out = []
        for n in range(calls):
            outcome = await outcome_of(protocol.call_tool(client, "w.t", {"n": n}, t))
            out.append({"value": _plain(outcome["value"])} if "value" in outcome else {"error": outcome["error"]["type"]})
        return out

    return wave3(act)


def wave3_stream(path, timeout=2, then_call=False):
    async def act(client, protocol, template, base):
        chunks = []

        async def consume():
            async for chunk in protocol.call_tool_streaming(client, "w.t", {}, template(path, timeout=timeout,
                                                                                       response_format="json")):
                chunks.append(_plain(chunk))

        ended = await outcome_of(consume())
        out = {"yielded": chunks,
               "ended": "normally" if ended == {"value": None} else {"error": ended["error"]["type"]}}
        if then_call:
            after = await outcome_of(protocol.call_tool(client, "w.t", {}, template(path, timeout=timeout,
                                                                                     response_format="json")))
            out["next call_tool"] = _plain(after["value"]) if "value" in after else {"error": after["error"]["type"]}
        return out

    return wave3(act)


cases_of("websocket.response.first-message", {
    "wave3-control-frames": lambda: _gather_labels({
        "pong before the reply": wave3_calls("/w3-pong-first", response_format="json"),
        "ping before the reply, keep_alive false": wave3_calls("/w3-ping-first", response_format="json",
                                                               keep_alive=False)}),
    "wave3-greetings": lambda: _gather_labels({
        "JSON greeting, json format": wave3_calls("/w3-json-greeting", response_format="json"),
        "empty binary greeting": wave3_calls("/w3-empty-binary-greeting", response_format="json")}),
    "wave3-greetings-then-streaming": lambda: _gather_labels({
        "stream_end greeting": wave3_stream("/w3-greeting-stream-end", then_call=True),
        "tool_error greeting": wave3_stream("/w3-greeting-tool-error"),
        "tool_response greeting with request_id": wave3_stream("/w3-greeting-with-request-id"),
        "null greeting": wave3_stream("/w3-greeting-null"),
        "empty binary greeting": wave3_stream("/w3-greeting-empty-binary-stream")}),
})
cases_of("websocket.response.format", {
    "wave3-json-unparsed": lambda: _gather_labels({
        "BOM then JSON": wave3_calls("/w3-bom-json", calls=1, response_format="json"),
        "two spaces": wave3_calls("/w3-blank", calls=1, response_format="json"),
        "JSON then CRLF": wave3_calls("/w3-crlf-json", calls=1, response_format="json"),
        "single-quoted object": wave3_calls("/w3-single-quotes", calls=1, response_format="json")}),
})
cases_of("websocket.streaming.messages", {
    "wave3-non-object": lambda: _gather_labels({
        "NaN after a result": wave3_stream("/w3-stream-nan"),
        "1e400": wave3_stream("/w3-stream-big-number")}),
    "wave3-request-ids": lambda: wave3_stream("/w3-stream-request-ids"),
    "wave3-server-closes": lambda: _gather_labels({
        "close 1000 before any message": wave3_stream("/w3-stream-close-first"),
        "close 4000 after a result": wave3_stream("/w3-stream-close-4000")}),
})


# Second reading (wave 3) 2026-11-29: a binary reply with each response_format; the texts Infinity, -Infinity and
# nan with json; the 1.5-second reply with timeout 2, and retried after a timeout 1.
WAVE3_SCRIPTS.update({
    "/w3-binary-reply": {"per_message": [b"\x00\xffbin"]},  # cspell:disable-line
    "/w3-infinity": {"per_message": ["Infinity"]},
    "/w3-minus-infinity": {"per_message": ["-Infinity"]},
    "/w3-lower-nan": {"per_message": ["nan"]},
})

cases_of("websocket.response.format", {
    "wave3-binary-every-format": lambda: _gather_labels({
        str(fmt): wave3_calls("/w3-binary-reply", calls=1, response_format=fmt) for fmt in ("json", "text", "raw", None)}),
    "wave3-json-non-standard": lambda: _gather_labels({
        "Infinity": wave3_calls("/w3-infinity", calls=1, response_format="json"),
        "-Infinity": wave3_calls("/w3-minus-infinity", calls=1, response_format="json"),
        "nan": wave3_calls("/w3-lower-nan", calls=1, response_format="json")}),
})
cases_of("websocket.connection.timeout", {
    "wave3-slow-reply-timeout-2": lambda: calls_in_a_row("/t-slow-reply", 1, timeout=2),
    "wave3-slow-reply-retried": lambda: calls_in_a_row("/t-slow-reply", 2, timeout=1),
})


# Second reading (wave 3) 2026-11-29 (g-rfc, protocol index pages): the tool template named like the manual but
# at another URL of the same socket (a query string added), then UtcpClient.deregister_manual.
def deregister_manual_tool_other_url():
    async def act(client, protocol, template, base):
        from utcp.data.tool import Tool
        from utcp.data.utcp_manual import UtcpManual

        tool_template = template("/ws?via=tool")
        await client.config.tool_repository.save_manual(
            template(), UtcpManual(tools=[Tool(name="w.t", description="", tool_call_template=tool_template)]))
        await client.call_tool("w.t", {})
        deregistered = await client.deregister_manual("w")
        await asyncio.sleep(0.2)
        return {"deregistered": deregistered, "server saw the connection end": "/ws" in REVIEW["closed"]}

    return reviewed(act)


cases_of("websocket.client.http-served-manual", {
    "client-deregister-same-name-other-url": deregister_manual_tool_other_url,
})


# Second reading (wave 3) 2026-11-29, g-guides: more spellings of a loopback host in a ws:// URL.
cases_of("websocket.template.url-edges", {
    "ws-decimal-127": lambda: validate_url("ws://2130706433:8765/x"),
    "ws-upper-case-localhost": lambda: validate_url("ws://LOCALHOST:8765/x"),
    "ws-long-ipv6-loopback": lambda: validate_url("ws://[0:0:0:0:0:0:0:1]:8765/x"),
    "ws-zero-padded-127": lambda: validate_url("ws://127.000.000.001:8765/x"),
})


# Second reading (wave 4) 2026-11-29 (x-v10, 1.0 WebSocket guide): greetings before a streaming call that are a
# tool_response with a null or 0 request_id or with no result, and a JSON object greeting with a request_id; then
# tool_error messages whose request_id is the string "0", an object, or (the control) the number 0.
OWN_THEN_END = [{"type": "tool_response", "result": "own"}, {"type": "stream_end"}]
WAVE3_SCRIPTS.update({
    "/w4-greeting-null-id": {"on_connect": [{"type": "tool_response", "request_id": None, "result": "greet"}],
                             "per_message": OWN_THEN_END},
    "/w4-greeting-zero-id": {"on_connect": [{"type": "tool_response", "request_id": 0, "result": "greet"}],
                             "per_message": OWN_THEN_END},
    "/w4-greeting-no-result": {"on_connect": [{"type": "tool_response"}], "per_message": OWN_THEN_END},
    "/w4-greeting-object-with-id": {"on_connect": [{"hello": "ü", "request_id": "srv-1"}], "per_message": OWN_THEN_END},
    "/w4-tool-error-id-string-zero": {"per_message": [{"type": "tool_error", "request_id": "0", "error": "e"},
                                                      *OWN_THEN_END]},
    "/w4-tool-error-id-object": {"per_message": [{"type": "tool_error", "request_id": {"a": 1}, "error": "e"},
                                                 *OWN_THEN_END]},
    "/w4-tool-error-id-zero": {"per_message": [{"type": "tool_error", "request_id": 0, "error": "e"}, *OWN_THEN_END]},
})

cases_of("websocket.response.first-message", {
    "wave4-greetings-then-streaming": lambda: _gather_labels({
        "tool_response greeting, request_id null": wave3_stream("/w4-greeting-null-id"),
        "tool_response greeting, request_id 0": wave3_stream("/w4-greeting-zero-id"),
        "tool_response greeting without result": wave3_stream("/w4-greeting-no-result"),
        "object greeting with request_id": wave3_stream("/w4-greeting-object-with-id")}),
})
cases_of("websocket.streaming.messages", {
    "wave4-tool-error-ids": lambda: _gather_labels({
        "request_id \"0\"": wave3_stream("/w4-tool-error-id-string-zero"),
        "request_id {\"a\": 1}": wave3_stream("/w4-tool-error-id-object"),
        "request_id 0": wave3_stream("/w4-tool-error-id-zero")}),
})


# Second reading (wave 4) 2026-11-29 (x-api): timeout values read through a manual and through a client
# configuration rather than the call template serializer alone, and more of them ("", " 5 ", 1.5); error types.
def timeout_values_through_manual_and_config():
    load_plugins()
    from utcp.data.utcp_client_config import UtcpClientConfigSerializer
    from utcp.data.utcp_manual import UtcpManualSerializer

    def template(value):
        return {"name": "w", "call_template_type": "websocket", "url": "ws://localhost:8765/x", "timeout": value}

    def error_type(run):
        try:
            run()
            return "accepted"
        except Exception as error:  # noqa: BLE001
            return type(error).__name__

    out = {}
    for label, value in (('"1.5"', "1.5"), ("null", None), ('""', ""), ('" 5 "', " 5 "), ("1.5", 1.5)):
        out[label] = {
            "manual": error_type(lambda: UtcpManualSerializer().validate_dict({"utcp_version": "1.0.1", "tools": [
                {"name": "t", "description": "", "inputs": {}, "outputs": {},
                 "tool_call_template": template(value)}]})),
            "configuration": error_type(lambda: UtcpClientConfigSerializer().validate_dict(
                {"manual_call_templates": [template(value)]})),
        }
    return out


case("websocket.connection.timeout", "wave4-manual-and-config")(timeout_values_through_manual_and_config)


# Second reading (wave 4) 2026-11-29 (x-api): one URL twice, then the same query percent-encoded in lower and in
# upper case hex: connections opened and queries the server saw.
@case("websocket.connection.reuse", "wave4-same-url-and-hex-case")
async def reuse_same_url_and_hex_case():
    async def act(client, protocol, template, base):
        for path in ("/y-ws?v=A", "/y-ws?v=A", "/y-ws?q=%c3%bc", "/y-ws?q=%C3%BC"):
            await protocol.call_tool(client, "w.t", {}, template(path))
        return {"connections": len(REVIEW["handshakes"]), "queries": [h["query"] for h in REVIEW["handshakes"]]}

    return await yet(act)


# Second reading (wave 5) 2026-11-29 (h-ws): greetings of every kind before a streaming call (falsy request_id
# values, a tool_error and a stream_end with another request_id, a tool_error with request_id null, a JSON string,
# true and NaN, text with CRLF, two binary frames); pings and pongs with keep_alive false; greetings read by
# call_tool with other formats; more non-JSON and blank replies; stream messages that are JSON but not objects;
# falsy request_id values on other message types; tool_error messages with other true-valued ids; servers that close
# or drop before anything; binary frames while streaming.
WAVE3_SCRIPTS.update({
    "/w5-greeting-false-id": {"on_connect": [{"type": "tool_response", "request_id": False, "result": "greet"}],
                              "per_message": OWN_THEN_END},
    "/w5-greeting-list-id": {"on_connect": [{"type": "tool_response", "request_id": [], "result": "greet"}],
                             "per_message": OWN_THEN_END},
    "/w5-greeting-minus-zero-id": {"on_connect": [{"type": "tool_response", "request_id": -0.0, "result": "greet"}],
                                   "per_message": OWN_THEN_END},
    "/w5-greeting-error-other-id": {"on_connect": [{"type": "tool_error", "request_id": "srv-1", "error": "e"}],
                                    "per_message": OWN_THEN_END},
    "/w5-greeting-end-other-id": {"on_connect": [{"type": "stream_end", "request_id": "srv-1"}],
                                  "per_message": OWN_THEN_END},
    "/w5-greeting-error-null-id": {"on_connect": [{"type": "tool_error", "request_id": None, "error": "e"}],
                                   "per_message": OWN_THEN_END},
    "/w5-greeting-json-string": {"on_connect": ['"hi ü"'], "per_message": OWN_THEN_END},
    "/w5-greeting-true": {"on_connect": ["true"], "per_message": OWN_THEN_END},
    "/w5-greeting-nan": {"on_connect": ["NaN"], "per_message": OWN_THEN_END},
    "/w5-greeting-crlf-text": {"on_connect": ["grüße\r\n two"], "per_message": OWN_THEN_END},
    "/w5-greeting-two-binary": {"on_connect": [b"\xff\xfe", b"{}"], "per_message": OWN_THEN_END},
    "/w5-pong-first-no-keep-alive": {"per_message": [("pong",), ("sleep", 0.1), {"reply": 1}]},
    "/w5-two-pings-first": {"per_message": [("ping",), ("ping",), ("sleep", 0.1), {"reply": 1}]},
    "/w5-array-greeting": {"on_connect": ["[1, 2]"], "per_message": [{"reply": 1}]},
    "/w5-null-greeting": {"on_connect": ["null"], "per_message": [{"reply": 1}]},
    "/w5-json-greeting": {"on_connect": ['{"hello": "ü"}'], "per_message": [{"reply": 1}]},
    "/w5-empty-binary-greeting": {"on_connect": [b""], "per_message": [{"reply": 1}]},
    "/w5-nan-spaces": {"per_message": [" NaN "]},
    "/w5-minus-nan": {"per_message": ["-NaN"]},
    "/w5-plus-infinity": {"per_message": ["+Infinity"]},
    "/w5-nan-upper": {"per_message": ["NAN"]},
    "/w5-empty-text": {"per_message": [""]},
    "/w5-crlf-only": {"per_message": ["\r\n"]},
    "/w5-bom-number": {"per_message": ["\ufeff5"]},
    "/w5-crlf-before-json": {"per_message": ['\r\n{"a": 1}']},
    "/w5-array-crlf": {"per_message": ["[1]\r\n"]},
    "/w5-stream-false": {"per_message": ["false", {"type": "stream_end"}]},
    "/w5-stream-empty-array": {"per_message": ["[]", {"type": "stream_end"}]},
    "/w5-stream-empty-string": {"per_message": ['""', {"type": "stream_end"}]},
    "/w5-stream-unicode-string": {"per_message": ['"ü"', {"type": "stream_end"}]},
    "/w5-stream-infinity-after": {"per_message": [{"type": "tool_response", "result": 1}, "Infinity",
                                                  {"type": "stream_end"}]},
    "/w5-stream-nan-first": {"per_message": ["NaN", {"type": "stream_end"}]},
    "/w5-stream-minus-big": {"per_message": [{"type": "tool_response", "result": 1}, "-1e400",
                                             {"type": "stream_end"}]},
    "/w5-falsy-error-false": {"per_message": [{"type": "tool_error", "request_id": False, "error": "e"},
                                              *OWN_THEN_END]},
    "/w5-falsy-end-empty": {"per_message": [{"type": "tool_response", "result": 1},
                                            {"type": "stream_end", "request_id": ""}, *OWN_THEN_END]},
    "/w5-falsy-untyped-object": {"per_message": [{"note": "n", "request_id": {}}, {"type": "stream_end"}]},
    "/w5-error-ids": {"per_message": [{"type": "tool_error", "request_id": True, "error": "e"},
                                      {"type": "tool_error", "request_id": float("nan"), "error": "e"},
                                      {"type": "tool_error", "request_id": " ", "error": "e"},
                                      {"type": "tool_error", "request_id": "ü", "error": "e"},
                                      {"type": "tool_error", "request_id": [0], "error": "e"}, *OWN_THEN_END]},
    "/w5-close-1011-first": {"per_message": [("close", 1011)]},
    "/w5-close-4000-first": {"per_message": [("close", 4000)]},
    "/w5-drop-first": {"per_message": [("drop",)]},
    "/w5-close-on-connect": {"on_connect": [("close", 1000)]},
    "/w5-stream-binary-frames": {"per_message": [b"", b"\xff", b'{"type": "stream_end"}', *OWN_THEN_END]},
})

cases_of("websocket.response.first-message", {
    "wave5-greetings-then-streaming": lambda: _gather_labels({
        "tool_response greeting, request_id false": wave3_stream("/w5-greeting-false-id"),
        "tool_response greeting, request_id []": wave3_stream("/w5-greeting-list-id"),
        "tool_response greeting, request_id -0.0": wave3_stream("/w5-greeting-minus-zero-id"),
        "tool_error greeting, request_id srv-1": wave3_stream("/w5-greeting-error-other-id"),
        "stream_end greeting, request_id srv-1": wave3_stream("/w5-greeting-end-other-id"),
        "tool_error greeting, request_id null": wave3_stream("/w5-greeting-error-null-id"),
        "JSON string greeting": wave3_stream("/w5-greeting-json-string"),
        "greeting true": wave3_stream("/w5-greeting-true"),
        "greeting NaN": wave3_stream("/w5-greeting-nan"),
        "text greeting with CRLF": wave3_stream("/w5-greeting-crlf-text"),
        "two binary greetings": wave3_stream("/w5-greeting-two-binary")}),
    "wave5-control-frames": lambda: _gather_labels({
        "pong before the reply, keep_alive false": wave3_calls("/w5-pong-first-no-keep-alive",
                                                               response_format="json", keep_alive=False),
        "two pings before the reply, keep_alive false": wave3_calls("/w5-two-pings-first", response_format="json",
                                                                    keep_alive=False),
        "two pings before the reply, keep_alive true": wave3_calls("/w5-two-pings-first", response_format="json")}),
    "wave5-greetings": lambda: _gather_labels({
        "[1, 2] greeting, json format": wave3_calls("/w5-array-greeting", response_format="json"),
        "null greeting, json format": wave3_calls("/w5-null-greeting", response_format="json"),
        "JSON greeting, text format": wave3_calls("/w5-json-greeting", response_format="text"),
        "empty binary greeting, text format": wave3_calls("/w5-empty-binary-greeting", response_format="text")}),
})
cases_of("websocket.response.format", {
    "wave5-json-edges": lambda: _gather_labels({
        label: wave3_calls(path, calls=1, response_format="json") for label, path in (
            ("' NaN '", "/w5-nan-spaces"), ("-NaN", "/w5-minus-nan"), ("+Infinity", "/w5-plus-infinity"),
            ("NAN", "/w5-nan-upper"), ("empty text", "/w5-empty-text"), ("CRLF only", "/w5-crlf-only"),
            ("BOM then 5", "/w5-bom-number"), ("CRLF then JSON", "/w5-crlf-before-json"),
            ("[1] then CRLF", "/w5-array-crlf"))}),
})
cases_of("websocket.streaming.messages", {
    "wave5-non-object": lambda: _gather_labels({
        "false": wave3_stream("/w5-stream-false"),
        "[]": wave3_stream("/w5-stream-empty-array"),
        "\"\"": wave3_stream("/w5-stream-empty-string"),
        "\"ü\"": wave3_stream("/w5-stream-unicode-string"),
        "Infinity after a result": wave3_stream("/w5-stream-infinity-after"),
        "NaN first": wave3_stream("/w5-stream-nan-first"),
        "-1e400 after a result": wave3_stream("/w5-stream-minus-big")}),
    "wave5-falsy-ids-other-types": lambda: _gather_labels({
        "tool_error, request_id false": wave3_stream("/w5-falsy-error-false"),
        "stream_end, request_id \"\"": wave3_stream("/w5-falsy-end-empty"),
        "object without type, request_id {}": wave3_stream("/w5-falsy-untyped-object")}),
    "wave5-tool-error-ids": lambda: wave3_stream("/w5-error-ids"),
    "wave5-server-closes": lambda: _gather_labels({
        "close 1011 before any message": wave3_stream("/w5-close-1011-first"),
        "close 4000 before any message": wave3_stream("/w5-close-4000-first"),
        "connection dropped before any message": wave3_stream("/w5-drop-first"),
        "close 1000 on connect, before the call's message": wave3_stream("/w5-close-on-connect")}),
    "wave5-binary-frames": lambda: wave3_stream("/w5-stream-binary-frames"),
})


# Second reading (wave 5) 2026-11-29 (h-ws): timeout values given in code, and whole numbers in other forms read by
# the serializer, a manual and a client configuration.
def timeout_values_in_code():
    load_plugins()
    from utcp_websocket.websocket_call_template import WebSocketCallTemplate

    out = {}
    for label, value in (("0.5", 0.5), ("1.5", 1.5), ('"0.5"', "0.5"), ("2.0", 2.0), ('"2"', "2"),
                         ("nan", float("nan")), ("-1", -1), ("0", 0)):
        try:
            template = WebSocketCallTemplate(name="w", url="ws://localhost:8765/x", timeout=value)
            out[label] = {"timeout": _plain(template.timeout), "type": type(template.timeout).__name__}
        except Exception as error:  # noqa: BLE001
            out[label] = {"error type": type(error).__name__}
    return out


def timeout_whole_number_forms():
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.data.utcp_client_config import UtcpClientConfigSerializer
    from utcp.data.utcp_manual import UtcpManualSerializer

    def template(value):
        return {"name": "w", "call_template_type": "websocket", "url": "ws://localhost:8765/x", "timeout": value}

    def read(run):
        try:
            value = run()
            return {"timeout": value, "type": type(value).__name__}
        except Exception as error:  # noqa: BLE001
            return {"error type": type(error).__name__}

    out = {}
    for label, value in (('"2.0"', "2.0"), ('"1e1"', "1e1"), ("1e1", 1e1), ('"+10"', "+10"), ('"١٠"', "١٠"),
                         ("false", False), ('"0x10"', "0x10"), ('"10_000"', "10_000"), ('"true"', "true")):
        out[label] = {
            "serializer": read(lambda: CallTemplateSerializer().validate_dict(template(value)).timeout),
            "manual": read(lambda: UtcpManualSerializer().validate_dict({"utcp_version": "1.0.1", "tools": [
                {"name": "t", "description": "", "inputs": {}, "outputs": {},
                 "tool_call_template": template(value)}]}).tools[0].tool_call_template.timeout),
            "configuration": read(lambda: UtcpClientConfigSerializer().validate_dict(
                {"manual_call_templates": [template(value)]}).manual_call_templates[0].timeout),
        }
    return out


cases_of("websocket.connection.timeout", {
    "wave5-values-in-code": timeout_values_in_code,
    "wave5-whole-number-forms": timeout_whole_number_forms,
})


# Second reading (wave 5) 2026-11-29 (h-ws): more pairs of spellings of one query: a lower-case letter and its
# percent-encoding, a tilde and %7E, a space as + and as %20.
@case("websocket.connection.reuse", "wave5-more-spellings")
async def reuse_more_spellings():
    async def act(client, protocol, template, base):
        for path in ("/y-ws?v=a", "/y-ws?v=%61", "/y-ws?v=~", "/y-ws?v=%7E", "/y-ws?v=a+b", "/y-ws?v=a%20b"):
            await protocol.call_tool(client, "w.t", {}, template(path))
        return {"connections": len(REVIEW["handshakes"]), "queries": [h["query"] for h in REVIEW["handshakes"]]}

    return await yet(act)


# Second reading (wave 5) 2026-11-29 (h-ws): client B deregisters a template w whose URL differs from A's only by an
# empty query string, by a fragment, or by the host written localhost; A calls again.
def same_name_url_spelling_deregistered(suffix, host=None):
    async def act(client, protocol, template, base):
        from utcp.interfaces.communication_protocol import CommunicationProtocol
        from utcp.utcp_client import UtcpClient
        from utcp_websocket.websocket_call_template import WebSocketCallTemplate

        other = await UtcpClient.create()
        mine = template("/s-ws")
        await protocol.call_tool(client, "w.t", {"n": 1}, mine)
        url = mine.url + suffix
        if host:
            url = url.replace("127.0.0.1", host)
        await CommunicationProtocol.communication_protocols["websocket"].deregister_manual(
            other, WebSocketCallTemplate(name="w", url=url, timeout=5))
        after = await outcome_of(protocol.call_tool(client, "w.t", {"n": 2}, mine))
        return {"connections opened": len(REVIEW["handshakes"]), "call after": "answered" if "value" in after else after}

    return second(act)


cases_of("websocket.protocol.instance", {
    "wave5-same-name-url-spellings": lambda: _gather_labels({
        "empty query string": same_name_url_spelling_deregistered("?"),
        "fragment": same_name_url_spelling_deregistered("#f"),
        "host written localhost": same_name_url_spelling_deregistered("", host="localhost")}),
})


# Second reading (wave 5) 2026-11-29 (h-ws): zero-padded IPv4 and IPv6 loopback forms; an @ in the path, query or
# fragment of a remote URL; user names before localhost. and 127.0.0.2; other spellings of the unspecified address.
cases_of("websocket.template.url-rule", {
    "wave5-zero-padded": lambda: {url: validate_url(url) for url in (
        "ws://0127.0.0.1:8765/x", "ws://127.0.0.001:8765/x", "ws://[::0001]:8765/x",
        "ws://[0000:0000:0000:0000:0000:0000:0000:0001]:8765/x")},
    "wave5-at-sign-elsewhere": lambda: {url: validate_url(url) for url in (
        "ws://evil.example/@localhost", "ws://evil.example?@localhost", "ws://evil.example#@localhost",
        "ws://user@localhost.:8765/x", "ws://user:@localhost:8765/x", "ws://user@127.0.0.2:8765/x")},
})
cases_of("websocket.template.url-edges", {
    "wave5-unspecified-spellings": lambda: {url: validate_url(url) for url in (
        "ws://[0:0:0:0:0:0:0:0]:8765/x", "ws://[::0]:8765/x", "ws://[::FFFF:127.0.0.1]:8765/x", "ws://LOCALHOST/x")},
})


# Second reading (wave 5) 2026-11-29 (h-ws): the tool template has the manual's name and URL but other timeout and
# keep_alive values; a call, then UtcpClient.deregister_manual.
def deregister_manual_same_key_other_fields():
    async def act(client, protocol, template, base):
        from utcp.data.tool import Tool
        from utcp.data.utcp_manual import UtcpManual

        tool_template = template(timeout=7, keep_alive=False)
        await client.config.tool_repository.save_manual(
            template(), UtcpManual(tools=[Tool(name="w.t", description="", tool_call_template=tool_template)]))
        await client.call_tool("w.t", {})
        deregistered = await client.deregister_manual("w")
        await asyncio.sleep(0.2)
        return {"deregistered": deregistered, "server saw the connection end": "/ws" in REVIEW["closed"]}

    return reviewed(act)


cases_of("websocket.client.http-served-manual", {
    "wave5-client-deregister-same-name-url-other-fields": deregister_manual_same_key_other_fields,
})


# Second reading (wave 5) 2026-11-29 (h-ws): the server closes after each reply; calls with keep_alive false, true,
# true; and a connection opened by a call with keep_alive false, then used by a streaming call with keep_alive true.
@case("websocket.connection.heartbeat", "wave5-reopened-false-then-true")
async def heartbeat_after_server_close_reversed():
    async def act(client, protocol, template, base):
        out = []
        for keep_alive in (False, True, True):
            result = await outcome_of(protocol.call_tool(client, "w.t", {}, template("/f-reply-then-close",
                                                                                     keep_alive=keep_alive)))
            out.append({"keep_alive": keep_alive, "answered": result.get("value") is not None,
                        "heartbeats": [ws._heartbeat for ws in protocol._connections.values()]})
        return {"calls": out, "connections": len(REVIEW["handshakes"])}

    return await folded(act)


@case("websocket.connection.heartbeat", "wave5-streaming-reuses-false")
async def heartbeat_streaming_reuse():
    async def act(client, protocol, template, base):
        await protocol.call_tool(client, "w.t", {}, template("/w3-greeting-with-request-id", keep_alive=False))
        chunks = [c async for c in protocol.call_tool_streaming(
            client, "w.t", {}, template("/w3-greeting-with-request-id", keep_alive=True, timeout=2))]
        return {"connections opened": len(REVIEW["handshakes"]), "streamed": chunks,
                "heartbeats": [ws._heartbeat for ws in protocol._connections.values()]}

    return await wave3(act)


# Second reading (wave 5) 2026-11-29 (h-ws): a server that echoes each message 1.5 s after it; timeout 1; a call with
# n=1, then at once a call with n=2, then a third call with n=3: which message each returned answer echoes.
async def slow_echo_socket(request):
    from aiohttp import WSMsgType, web

    ws = web.WebSocketResponse()
    await ws.prepare(request)

    async def answer_later(data):
        await asyncio.sleep(1.5)
        if not ws.closed:
            await ws.send_str(json.dumps({"echo": json.loads(data)}))

    pending = []
    async for message in ws:
        if message.type != WSMsgType.TEXT:
            break
        pending.append(asyncio.ensure_future(answer_later(message.data)))
    for task in pending:
        task.cancel()
    return ws


@case("websocket.connection.timeout", "wave5-slow-echo-retried")
async def slow_echo_retried():
    async def act(client, protocol, template, base):
        t = template("/w5-slow-echo", timeout=1, response_format="json")
        out = []
        for n in (1, 2):
            outcome = await outcome_of(protocol.call_tool(client, "w.t", {"n": n}, t))
            out.append({"sent n": n, **({"value": outcome["value"]} if "value" in outcome
                                         else {"error": outcome["error"]["type"]})})
        return out

    return await reviewed(act, {("GET", "/w5-slow-echo"): slow_echo_socket})


# Second reading (wave 5) 2026-11-29 (h-ws): the same streams read through UtcpClient.call_tool_streaming rather
# than the protocol: a JSON array message, and a binary frame before a tool_response.
WAVE3_SCRIPTS.update({
    "/w5-client-array": {"per_message": ["[1, 2]", {"type": "stream_end"}]},
    "/w5-client-binary": {"per_message": [b"\x00bin", {"type": "tool_response", "result": "own"},
                                          {"type": "stream_end"}]},
})


def through_client_stream(path):
    async def act(client, protocol, template, base):
        from _behaviour import stream_with_template

        url = base.replace("http://", "ws://") + path
        outcome = await outcome_of(stream_with_template(
            {"call_template_type": "websocket", "url": url, "timeout": 2, "response_format": "json"}, {}))
        return ({"yielded": [_plain(c) for c in outcome["value"]]} if "value" in outcome
                else {"error": outcome["error"]["type"]})

    return wave3(act)


cases_of("websocket.streaming.messages", {
    "wave5-through-client": lambda: _gather_labels({
        "JSON array message": through_client_stream("/w5-client-array"),
        "binary frame, then a tool_response": through_client_stream("/w5-client-binary")}),
})


# Third reading (wave 7) 2026-11-29 (w7): the forms that pass in other spellings or without a port (0.0.0.0 and [::]
# without a port, an upper-case scheme with LOCALHOST, a mapped 127.0.0.2), and user information before a short
# loopback form, an empty password, and localhost as the user name of a remote host.
cases_of("websocket.template.url-edges", {
    "wave7-passing-forms-more": lambda: {url: validate_url(url) for url in (
        "ws://0.0.0.0/x", "ws://[::]/x", "WS://LOCALHOST:8765/x", "ws://[::ffff:127.0.0.2]:8765/x")},
})
cases_of("websocket.template.url-rule", {
    "wave7-userinfo": lambda: {url: validate_url(url) for url in (
        "ws://user@127.1:8765/x", "ws://user:@localhost:8765/x", "ws://localhost@ws.example.com:8765/x")},
})
