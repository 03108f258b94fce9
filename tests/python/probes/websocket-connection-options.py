"""Claim: how utcp-websocket uses the connection fields of its template (API pages of the plugin).

`keep_alive` gives the aiohttp connection a 30-second heartbeat (none when false); `protocol` is
requested as the handshake's subprotocol; `headers` go into the handshake; an argument named in
`header_fields` is not sent as a header but stays in the message; `timeout` bounds the wait for an answer, after which
call_tool raises RuntimeError and registration raises ValueError, as it does when the server closes
the connection before sending a manual; the `logger_func` argument is never called; the registry holds one
protocol instance for every websocket template; close() closes every open connection and forgets
OAuth2 tokens, so the next call fetches a token again; the serializer's validate_dict writes the
validated `auth` object back into the dict it was given.
versions: 1.0, next
"""
import asyncio
import json
import time

import aiohttp
from aiohttp import WSMsgType, web
from utcp_probe import http_server, load_plugins, observe, run

HANDSHAKES = []
CLOSED = []
TOKENS = []
SOCKETS = []

_original_ws_connect = aiohttp.ClientSession._ws_connect


async def _recording_ws_connect(self, *args, **kwargs):
    ws = await _original_ws_connect(self, *args, **kwargs)
    SOCKETS.append(ws)
    return ws


aiohttp.ClientSession._ws_connect = _recording_ws_connect


async def socket(request: web.Request) -> web.WebSocketResponse:
    ws = web.WebSocketResponse(protocols=("utcp.v1",))
    await ws.prepare(request)
    HANDSHAKES.append({"path": request.path, "headers": dict(request.headers)})
    async for message in ws:
        if message.type != WSMsgType.TEXT:
            break
        if request.path != "/silent":
            await ws.send_str(json.dumps({"echo": json.loads(message.data)}))
    CLOSED.append(request.path)
    return ws


async def closing(request: web.Request) -> web.WebSocketResponse:
    ws = web.WebSocketResponse()
    await ws.prepare(request)
    await ws.receive()
    await ws.close()
    return ws


async def token(request: web.Request) -> web.Response:
    TOKENS.append(request.path)
    return web.json_response({"access_token": "tok", "token_type": "bearer"})


async def main() -> bool:
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.interfaces.communication_protocol import CommunicationProtocol
    from utcp_websocket.websocket_call_template import WebSocketCallTemplateSerializer
    from utcp_websocket.websocket_communication_protocol import WebSocketCommunicationProtocol

    checks = {}
    serializer = CallTemplateSerializer()
    registered = CommunicationProtocol.communication_protocols["websocket"]
    checks["one registered instance"] = type(registered) is WebSocketCommunicationProtocol

    routes = {("GET", "/a"): socket, ("GET", "/b"): socket, ("GET", "/silent"): socket, ("GET", "/closing"): closing, ("POST", "/token"): token}
    async with http_server(routes) as base:
        ws_base = base.replace("http://", "ws://")
        logged = []
        protocol = WebSocketCommunicationProtocol(logger_func=logged.append)

        alive = serializer.validate_dict({
            "name": "alive", "call_template_type": "websocket", "url": f"{ws_base}/a", "keep_alive": True,
            "protocol": "utcp.v1", "headers": {"X-Static": "s"}, "header_fields": ["X-Trace"],
            "auth": {"auth_type": "oauth2", "token_url": f"{base}/token", "client_id": "c", "client_secret": "s"}})
        quiet = serializer.validate_dict({
            "name": "quiet", "call_template_type": "websocket", "url": f"{ws_base}/b", "keep_alive": False})
        answer = await protocol.call_tool(None, "alive.t", {"X-Trace": "t-1", "q": 1}, alive)
        await protocol.call_tool(None, "quiet.t", {"q": 2}, quiet)
        heartbeats = [getattr(ws, "_heartbeat", "?") for ws in SOCKETS]
        observe("heartbeats (keep_alive true, false)", heartbeats)
        checks["keep_alive gives a 30 s heartbeat"] = heartbeats == [30, None]
        first = HANDSHAKES[0]["headers"]
        observe("handshake headers", {k: first.get(k) for k in ("Sec-WebSocket-Protocol", "X-Static", "X-Trace")})
        observe("answer", answer)
        checks["protocol requested as subprotocol"] = first.get("Sec-WebSocket-Protocol") == "utcp.v1" \
            and SOCKETS[0].protocol == "utcp.v1"
        checks["headers in the handshake"] = first.get("X-Static") == "s" and first.get("Authorization") == "Bearer tok"
        checks["header_fields not read"] = "X-Trace" not in first and json.loads(answer) == {"echo": {"X-Trace": "t-1", "q": 1}}
        checks["logger_func never called"] = logged == []

        await protocol.close()
        await asyncio.sleep(0.2)
        observe("server saw closed", sorted(CLOSED))
        checks["close closes every connection"] = sorted(CLOSED) == ["/a", "/b"]
        await protocol.call_tool(None, "alive.t", {"q": 3}, alive)
        observe("token requests", len(TOKENS))
        checks["close forgets tokens"] = len(TOKENS) == 2

        silent = serializer.validate_dict({
            "name": "silent", "call_template_type": "websocket", "url": f"{ws_base}/silent", "timeout": 1})
        started = time.monotonic()
        try:
            await protocol.call_tool(None, "silent.t", {}, silent)
            timed_out = None
        except RuntimeError as error:
            timed_out = str(error)
        elapsed = time.monotonic() - started
        observe("silent server", [timed_out, round(elapsed)])
        checks["timeout raises RuntimeError"] = timed_out is not None and 0.9 <= elapsed < 5
        try:
            await protocol.register_manual(None, silent)
            silent_registration = None
        except ValueError:
            silent_registration = "ValueError"
        closing_template = serializer.validate_dict({
            "name": "closing", "call_template_type": "websocket", "url": f"{ws_base}/closing", "timeout": 5})
        try:
            await protocol.register_manual(None, closing_template)
            closed_registration = None
        except ValueError:
            closed_registration = "ValueError"
        observe("registration: silent server, closing server", [silent_registration, closed_registration])
        checks["registration raises ValueError on timeout or early close"] = \
            silent_registration == closed_registration == "ValueError"
        await protocol.close()

        raw = {"name": "k", "call_template_type": "websocket", "url": "wss://example.com/s",
               "auth": {"auth_type": "api_key", "api_key": "k", "var_name": "X-Key"}}
        WebSocketCallTemplateSerializer().validate_dict(raw)
        observe("auth in the given dict after validate_dict", type(raw["auth"]).__name__)
        checks["validate_dict writes auth back"] = type(raw["auth"]).__name__ == "ApiKeyAuth"

    failed = [name for name, ok in checks.items() if not ok]
    observe("failed checks", failed)
    return not failed


run(main)
