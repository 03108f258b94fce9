"""Claim: what the http, sse and streamable_http protocols keep between requests (their API pages).

Every request (manual fetch, tool call, token fetch) opens its own aiohttp ClientSession; the only
state is a cache of OAuth2 tokens keyed by client ID, so a second call with the same client ID
fetches no new token and another client ID fetches one; the `logger` argument of the http and sse
protocols is never called; deregister_manual sends nothing; the http and streamable_http manuals
are fetched with the template's `http_method`, the sse manual always with GET; an sse manual URL
that is neither HTTPS nor loopback gives a failed result, and an OpenAPI document gives no tools; static `headers`
go out with the manual fetch and with every call, and variable references in them are resolved;
`content_type` is the body's type only when `headers` sets no `Content-Type`; a refused connection
raises an aiohttp.ClientError, while a call that outlasts its 30-second timeout raises
asyncio.TimeoutError, which is no ClientError (the probe shortens the timeout a hundredfold); streamable_http's close() forgets the tokens (the next call fetches
one again) and the client never calls it; sse reads neither `reconnect` nor `retry_timeout`, so a
closed stream is not reopened.
versions: 1.0, next
"""
import asyncio
import socket

import aiohttp
from aiohttp import web
from utcp_probe import http_server, load_plugins, observe, run

SESSIONS = [0]
_original_init = aiohttp.ClientSession.__init__


def _counting_init(self, *args, **kwargs):
    SESSIONS[0] += 1
    _original_init(self, *args, **kwargs)


aiohttp.ClientSession.__init__ = _counting_init


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


async def main() -> bool:
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.utcp_client import UtcpClient
    from utcp_http.http_communication_protocol import HttpCommunicationProtocol
    from utcp_http.sse_communication_protocol import SseCommunicationProtocol
    from utcp_http.streamable_http_communication_protocol import StreamableHttpCommunicationProtocol

    serializer = CallTemplateSerializer()
    requests = []  # (method, path, headers) of every non-token request
    tokens = []  # client IDs of token requests
    checks = {}

    async def token(request):
        form = await request.post()
        client_id = form.get("client_id") or "basic"
        tokens.append(client_id)
        return web.json_response({"access_token": f"tok-{client_id}", "token_type": "bearer"})

    def manual_for(protocol, base):
        tool_template = {"call_template_type": protocol, "url": f"{base}/data", "http_method": "GET",
                         "headers": {"X-Team": "${TEAM}"}}
        return {"utcp_version": "1.0.1", "manual_version": "1", "tools": [
            {"name": "data", "description": "", "inputs": {}, "outputs": {}, "tool_call_template": tool_template}]}

    async def manual(request):
        requests.append((request.method, request.path, dict(request.headers)))
        protocol = request.query.get("p", "http")
        return web.json_response(manual_for(protocol, str(request.url.origin())))

    async def data(request):
        body = await request.text()
        requests.append((request.method, request.path, dict(request.headers), body))
        return web.json_response({"ok": True})

    stream_opens = []

    async def events(request):
        stream_opens.append(dict(request.headers))
        response = web.StreamResponse(headers={"Content-Type": "text/event-stream"})
        await response.prepare(request)
        await response.write(b"retry: 10\ndata: {\"n\": 1}\n\n")
        await response.write_eof()
        return response

    async def openapi(request):
        return web.json_response({"openapi": "3.0.0", "info": {"title": "T", "version": "1"}, "paths": {
            "/data": {"get": {"operationId": "data", "responses": {"200": {"description": "ok"}}}}}})

    async def slow(request):
        await asyncio.sleep(1)
        return web.json_response({})

    routes = {("GET", "/slow"): slow, ("GET", "/openapi"): openapi, ("POST", "/token"): token, ("POST", "/manual"): manual, ("GET", "/manual"): manual,
              ("GET", "/data"): data, ("POST", "/data"): data, ("GET", "/events"): events}
    async with http_server(routes) as base:
        def oauth(client_id):
            return {"auth_type": "oauth2", "token_url": f"{base}/token", "client_id": client_id,
                    "client_secret": "s", "scope": "read"}

        # http: sessions, token cache, logger, deregister, manual method, static headers
        logged = []
        http = HttpCommunicationProtocol(logger=logged.append)
        before = SESSIONS[0]
        manual_template = serializer.validate_dict({"name": "m", "call_template_type": "http", "url": f"{base}/manual",
                                                    "http_method": "POST", "headers": {"X-Static": "s"},
                                                    "auth": oauth("a")})
        registered = await http.register_manual(None, manual_template)
        tool_a = serializer.validate_dict({"name": "m", "call_template_type": "http", "url": f"{base}/data",
                                           "http_method": "GET", "headers": {"X-Static": "s"}, "auth": oauth("a")})
        tool_b = serializer.validate_dict({"name": "m", "call_template_type": "http", "url": f"{base}/data",
                                           "http_method": "GET", "auth": oauth("b")})
        await http.call_tool(None, "m.data", {}, tool_a)
        await http.call_tool(None, "m.data", {}, tool_a)
        await http.call_tool(None, "m.data", {}, tool_b)
        http_sessions = SESSIONS[0] - before
        checks["http manual fetched with http_method"] = registered.success and requests[0][0] == "POST"
        checks["http static header on manual fetch and calls"] = all(
            r[2].get("X-Static") == "s" for r in requests[:3])
        checks["http one token per client ID"] = tokens == ["a", "b"]
        # 1 manual fetch + 3 calls + 2 token fetches, each with its own session
        checks["http one session per request"] = http_sessions == 6
        count = len(requests)
        checks["http deregister sends nothing"] = (await http.deregister_manual(None, manual_template)) is None \
            and len(requests) == count
        checks["http logger argument never called"] = logged == []
        observe("http sessions", http_sessions)
        observe("http token requests", tokens)

        # content_type only when headers set no Content-Type
        body_template = {"name": "m", "call_template_type": "http", "url": f"{base}/data", "http_method": "POST",
                         "content_type": "text/plain"}
        await http.call_tool(None, "m.data", {"body": "hello"}, serializer.validate_dict(body_template))
        await http.call_tool(None, "m.data", {"body": "hello"}, serializer.validate_dict(
            {**body_template, "headers": {"Content-Type": "application/x-custom"}}))
        content_types = [r[2].get("Content-Type") for r in requests[-2:]]
        observe("content types", content_types)
        checks["content_type unless headers set one"] = content_types == ["text/plain", "application/x-custom"]

        # a refused connection
        refused = serializer.validate_dict({"name": "m", "call_template_type": "http",
                                            "url": f"http://127.0.0.1:{free_port()}/x", "http_method": "GET"})
        try:
            await http.call_tool(None, "m.x", {}, refused)
            refused_error = None
        except aiohttp.ClientError as error:
            refused_error = type(error).__name__
        observe("refused connection", refused_error)
        checks["refused connection raises ClientError"] = refused_error is not None

        # a call that outlasts the timeout: every aiohttp.ClientTimeout the module builds is cut to 1/100
        from utcp_http import http_communication_protocol as http_module
        real_timeout = aiohttp.ClientTimeout

        def shortened(*args, total=None, **kwargs):
            return real_timeout(*args, total=total / 100 if total else total, **kwargs)

        http_module.aiohttp.ClientTimeout = shortened
        try:
            await http.call_tool(None, "m.slow", {}, serializer.validate_dict(
                {"name": "m", "call_template_type": "http", "url": f"{base}/slow", "http_method": "GET"}))
            timeout_error = None
        except Exception as error:
            timeout_error = error
        finally:
            http_module.aiohttp.ClientTimeout = real_timeout
        observe("call past the timeout", [type(timeout_error).__name__, isinstance(timeout_error, aiohttp.ClientError)])
        checks["timeout raises asyncio.TimeoutError, not ClientError"] = \
            isinstance(timeout_error, asyncio.TimeoutError) and not isinstance(timeout_error, aiohttp.ClientError)

        # variable references in headers, through the client
        client = await UtcpClient.create(config={"variables": {"team_TEAM": "blue"}})
        await client.register_manual(serializer.validate_dict(
            {"name": "team", "call_template_type": "http", "url": f"{base}/manual", "http_method": "GET"}))
        await client.call_tool("team.data", {})
        observe("X-Team header", requests[-1][2].get("X-Team"))
        checks["variables resolved in headers"] = requests[-1][2].get("X-Team") == "blue"

        # sse: logger, token cache, manual always GET, static headers, no reconnect
        tokens.clear()
        logged_sse = []
        sse = SseCommunicationProtocol(logger=logged_sse.append)
        sse_manual = serializer.validate_dict({"name": "s", "call_template_type": "sse",
                                               "url": f"{base}/manual?p=sse", "headers": {"X-Static": "s"}})
        count = len(requests)
        sse_registered = await sse.register_manual(None, sse_manual)
        checks["sse manual fetched with GET"] = sse_registered.success and requests[count][0] == "GET"
        sse_insecure = await sse.register_manual(None, serializer.validate_dict(
            {"name": "s", "call_template_type": "sse", "url": "http://example.com/manual"}))
        sse_openapi = await sse.register_manual(None, serializer.validate_dict(
            {"name": "s", "call_template_type": "sse", "url": f"{base}/openapi"}))
        observe("sse insecure URL and OpenAPI document", [[sse_insecure.success, len(sse_insecure.manual.tools)],
                                                         [sse_openapi.success, len(sse_openapi.manual.tools)]])
        checks["sse insecure manual URL fails the result"] = sse_insecure.success is False
        checks["sse does not convert OpenAPI"] = sse_openapi.manual.tools == []
        sse_tool = serializer.validate_dict({"name": "s", "call_template_type": "sse", "url": f"{base}/events",
                                             "headers": {"X-Static": "s"}, "auth": oauth("c"),
                                             "reconnect": True, "retry_timeout": 1})
        first = await sse.call_tool(None, "s.e", {}, sse_tool)
        await sse.call_tool(None, "s.e", {}, sse_tool)
        await asyncio.sleep(0.3)
        observe("sse events", first)
        observe("sse stream opens", len(stream_opens))
        checks["sse one token per client ID"] = tokens == ["c"]
        checks["sse static header when connecting"] = all(h.get("X-Static") == "s" for h in stream_opens)
        checks["sse no reopen despite reconnect and retry_timeout"] = len(stream_opens) == 2
        count = len(requests)
        checks["sse deregister sends nothing"] = (await sse.deregister_manual(None, sse_manual)) is None \
            and len(requests) == count
        checks["sse logger argument never called"] = logged_sse == []

        # streamable_http: token cache, close() forgets tokens, manual method, deregister, client never closes
        tokens.clear()
        stream = StreamableHttpCommunicationProtocol()
        count = len(requests)
        stream_manual = serializer.validate_dict({"name": "h", "call_template_type": "streamable_http",
                                                  "url": f"{base}/manual?p=streamable_http", "http_method": "POST",
                                                  "headers": {"X-Static": "s"}})
        stream_registered = await stream.register_manual(None, stream_manual)
        checks["streamable manual fetched with http_method"] = stream_registered.success \
            and requests[count][0] == "POST" and requests[count][2].get("X-Static") == "s"
        stream_tool = serializer.validate_dict({"name": "h", "call_template_type": "streamable_http",
                                                "url": f"{base}/data", "http_method": "GET",
                                                "headers": {"X-Static": "s"}, "auth": oauth("d")})
        await stream.call_tool(None, "h.data", {}, stream_tool)
        await stream.call_tool(None, "h.data", {}, stream_tool)
        once = list(tokens)
        await stream.close()
        await stream.call_tool(None, "h.data", {}, stream_tool)
        observe("streamable token requests before and after close", [once, tokens])
        checks["streamable one token per client ID"] = once == ["d"]
        checks["streamable close forgets tokens"] = tokens == ["d", "d"]
        checks["streamable static header on calls"] = requests[-1][2].get("X-Static") == "s"
        count = len(requests)
        checks["streamable deregister sends nothing"] = \
            (await stream.deregister_manual(None, stream_manual)) is None and len(requests) == count

        closed = []
        original_close = StreamableHttpCommunicationProtocol.close

        async def recording_close(self):
            closed.append(True)
            await original_close(self)

        StreamableHttpCommunicationProtocol.close = recording_close
        client = await UtcpClient.create(config={"variables": {"h2_TEAM": "red"}})
        await client.register_manual(serializer.validate_dict(
            {"name": "h2", "call_template_type": "streamable_http", "url": f"{base}/manual?p=streamable_http",
             "http_method": "GET"}))
        await client.call_tool("h2.data", {})
        await client.deregister_manual("h2")
        del client
        StreamableHttpCommunicationProtocol.close = original_close
        checks["client never calls streamable close"] = closed == []

    failed = [name for name, ok in checks.items() if not ok]
    observe("failed checks", failed)
    return not failed


run(main)
