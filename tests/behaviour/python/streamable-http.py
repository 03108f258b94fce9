"""Cases of the streamable_http protocol of utcp-http (1.x) against a loopback server."""
import asyncio

from _behaviour import (auth_with_base, call_with_template, case, cases_of, guard_loopback, http_server,
                        kept_by_manual_type, load_plugins, outcome_of, status_route, stream_with_template)


def body_route(payload: bytes, content_type: str, delay: float = 0.0, pieces: int = 1):
    from aiohttp import web

    async def handler(request):
        response = web.StreamResponse(headers={"Content-Type": content_type})
        await response.prepare(request)
        size = max(1, len(payload) // pieces)
        for start in range(0, len(payload), size):
            await response.write(payload[start:start + size])
            if delay:
                await asyncio.sleep(delay)
        await response.write_eof()
        return response

    return handler


def shown(value):
    """bytes as their repr (JSON has no bytes), anything else as it is."""
    if isinstance(value, bytes):
        return repr(value)
    if isinstance(value, list):
        return [shown(v) for v in value]
    return value


async def both(payload: bytes, content_type: str, **template):
    async with http_server({("GET", "/s"): body_route(payload, content_type)}) as base:
        t = {"call_template_type": "streamable_http", "url": f"{base}/s", "http_method": "GET", **template}
        whole = await outcome_of(call_with_template(t, {}))
        chunks = await outcome_of(stream_with_template(t, {}))
        for observed in (whole, chunks):
            if "value" in observed:
                observed["value"] = shown(observed["value"])
        return {"call_tool": whole, "call_tool_streaming": chunks}


@case("streamable-http.call.response-streamed", "ndjson")
async def response_streamed():
    return await both(b'{"n":1}\n{"n":2}\n', "application/x-ndjson")


@case("streamable-http.chunks.octet-stream", "chunk-size-4")
async def octet_stream():
    return await both(b"0123456789", "application/octet-stream", chunk_size=4)


@case("streamable-http.chunks.octet-stream", "default-chunk-size")
async def octet_default():
    observed = await both(b"x" * 5000, "application/octet-stream")
    return {"call_tool length": len(eval(observed["call_tool"]["value"])) if "value" in observed["call_tool"] else observed,
            "chunk lengths": [len(eval(c)) for c in observed["call_tool_streaming"].get("value", [])]}


@case("streamable-http.chunks.text-plain", "text")
async def text_plain():
    return await both("plain wörds".encode(), "text/plain")


cases_of("streamable-http.chunks.json", {
    "object": lambda: both(b'{"rows": 2}', "application/json"),
    "array": lambda: both(b"[1, 2]", "application/json"),
})


cases_of("streamable-http.chunks.ndjson", {
    "lf": lambda: both(b'{"n": 1}\n{"n": 2}\n', "application/x-ndjson"),
    "crlf": lambda: both(b'{"n": 1}\r\n{"n": 2}\r\n', "application/x-ndjson"),
    "bad-line": lambda: both(b'{"n": 1}\nnot json\n{"n": 2}\n', "application/x-ndjson"),
    "blank-line": lambda: both(b'{"n": 1}\n\n{"n": 2}\n', "application/x-ndjson"),
    "no-final-newline": lambda: both(b'{"n": 1}\n{"n": 2}', "application/x-ndjson"),
})


@case("streamable-http.timeout.whole-exchange", "slow-stream")
async def slow_stream():
    payload = b"".join(b'{"n": %d}\n' % n for n in range(6))
    async with http_server({("GET", "/s"): body_route(payload, "application/x-ndjson", 0.3, 6)}) as base:
        t = {"call_template_type": "streamable_http", "url": f"{base}/s", "http_method": "GET", "timeout": 1000}
        got = []
        try:
            load_plugins()
            from _behaviour import stream_with_template as _unused  # noqa: F401
            from utcp.data.call_template import CallTemplateSerializer
            from utcp.data.tool import Tool
            from utcp.data.utcp_manual import UtcpManual
            from utcp.utcp_client import UtcpClient

            client = await UtcpClient.create()
            mt = CallTemplateSerializer().validate_dict({**t, "name": "m"})
            await client.config.tool_repository.save_manual(mt, UtcpManual(tools=[Tool(name="m.t", description="",
                                                                                      tool_call_template=mt)]))
            async for chunk in client.call_tool_streaming("m.t", {}):
                got.append(chunk)
            ending = "finished"
        except Exception as error:  # noqa: BLE001
            ending = type(error).__name__
    return {"ending": ending, "some but not all items": 0 < len(got) < 6}


def validate(**fields):
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer

    data = {"call_template_type": "streamable_http", "name": "x", "url": "https://example.com/s", **fields}
    return CallTemplateSerializer().validate_dict(data).model_dump(mode="json")


cases_of("streamable-http.template.http-method", {
    "put": lambda: validate(http_method="PUT")["http_method"],
    "default": lambda: validate()["http_method"],
})


@case("streamable-http.template.defaults", "chunk-size-and-timeout")
def defaults():
    dumped = validate()
    return {"chunk_size": dumped.get("chunk_size"), "timeout": dumped.get("timeout"),
            "content_type": dumped.get("content_type"), "body_field": dumped.get("body_field")}


@case("streamable-http.manual.url-rule", "remote-http")
async def manual_remote():
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.interfaces.communication_protocol import CommunicationProtocol
    from utcp.utcp_client import UtcpClient

    client = await UtcpClient.create()
    protocol = CommunicationProtocol.communication_protocols["streamable_http"]

    async def attempt():
        result = await protocol.register_manual(client, CallTemplateSerializer().validate_dict(
            {"name": "st", "call_template_type": "streamable_http", "url": "http://example.com/utcp"}))
        return {"success": result.success}

    return await outcome_of(attempt())


def record_route(seen: list):
    from aiohttp import web

    async def handler(request):
        seen.append({"method": request.method, "path": request.raw_path,
                     "content_type": request.headers.get("Content-Type"), "x_trace": request.headers.get("X-Trace"),
                     "x_static": request.headers.get("X-Static"), "body": (await request.read()).decode()})
        return web.json_response({"ok": True})

    return handler


async def requested(arguments: dict, path="/r/x", **template):
    seen: list = []
    handler = record_route(seen)
    async with http_server({("GET", "/r/{tail:.*}"): handler, ("POST", "/r/{tail:.*}"): handler}) as base:
        result = await outcome_of(call_with_template(
            {"call_template_type": "streamable_http", "url": f"{base}{path}", **template}, arguments))
    return {"result": result, "requests": seen}


@case("streamable-http.request.build", "all-parts")
async def request_all():
    return await requested({"id": "A/2", "X-Trace": 9, "data": {"a": 1}, "q": "v"}, path="/r/{id}",
                           http_method="POST", header_fields=["X-Trace"], body_field="data",
                           headers={"X-Static": "s"})


cases_of("streamable-http.request.build", {
    "content-type-text":
        lambda: requested({"data": "hello"}, http_method="POST", body_field="data", content_type="text/plain"),
    "missing-path-argument": lambda: requested({}, path="/r/{id}"),
})


@case("streamable-http.response.error-status", "404")
async def status_404():
    async with http_server({("GET", "/s"): status_route(404)}) as base:
        t = {"call_template_type": "streamable_http", "url": f"{base}/s", "http_method": "GET"}
        return {"call_tool": await outcome_of(call_with_template(t, {})),
                "call_tool_streaming": await outcome_of(stream_with_template(t, {}))}


# Adversarial review 2026-11-28 (b-ws2): the edges a real server or user produces.
def seen_route(seen: list, answer=None):
    """Records method, path, every Content-Type value, Authorization and body; answers `answer` (JSON)."""
    from aiohttp import web

    async def handler(request):
        seen.append({"method": request.method, "path": request.raw_path,
                     "content_types": request.headers.getall("Content-Type", []),
                     "authorization": request.headers.get("Authorization"),
                     "body": (await request.read()).decode()})
        return web.json_response(answer if answer is not None else {"ok": True})

    return handler


async def sent_request(arguments: dict, **template):
    """The requests one call of a streamable_http tool at /r sent, and what the call gave."""
    seen: list = []
    async with http_server({("GET", "/r"): seen_route(seen), ("POST", "/r"): seen_route(seen)}) as base:
        result = await outcome_of(call_with_template(
            {"call_template_type": "streamable_http", "url": f"{base}/r", **template}, arguments))
    return {"result": result, "requests": seen}


cases_of("streamable-http.request.build", {
    "object-body-default-content-type": lambda: sent_request({"data": {"a": 1, "b": "x y"}}, http_method="POST",
                                                             body_field="data"),
    "nested-object-body": lambda: sent_request({"data": {"a": {"b": 1}}}, http_method="POST", body_field="data"),
    "json-content-type": lambda: sent_request({"data": {"a": [1, "é"]}}, http_method="POST", body_field="data",
                                              content_type="application/json"),
    "lowercase-content-type-header": lambda: sent_request({"data": {"a": 1}}, http_method="POST", body_field="data",
                                                          headers={"content-type": "application/json"}),
    "boolean-query-argument": lambda: sent_request({"flag": True}),
    "null-query-argument": lambda: sent_request({"q": None}),
})


@case("streamable-http.request.build", "above-inputs-maximum")
async def above_inputs_maximum():
    """A tool whose inputs allow max_rows up to 100000, called with 200000 through the client."""
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.data.tool import Tool
    from utcp.data.utcp_manual import UtcpManual
    from utcp.utcp_client import UtcpClient

    seen: list = []
    async with http_server({("POST", "/r"): seen_route(seen)}) as base:
        client = await UtcpClient.create()
        template = CallTemplateSerializer().validate_dict({
            "name": "m", "call_template_type": "streamable_http", "url": f"{base}/r", "http_method": "POST",
            "body_field": "query", "content_type": "application/json"})
        inputs = {"type": "object", "properties": {"query": {"type": "object", "properties": {
            "max_rows": {"type": "integer", "maximum": 100000}}}}}
        tool = Tool(name="m.run_query", description="", inputs=inputs, tool_call_template=template)
        await client.config.tool_repository.save_manual(template, UtcpManual(tools=[tool]))
        result = await outcome_of(client.call_tool("m.run_query", {"query": {"max_rows": 200000}}))
    return {"result": result, "bodies sent": [r["body"] for r in seen]}


def redirect_route(target: str, status: int = 307):
    from aiohttp import web

    async def handler(request):
        raise web.HTTPTemporaryRedirect(target) if status == 307 else web.HTTPFound(target)

    return handler


async def guarded(work):
    blocked, undo = guard_loopback()
    try:
        outcome = await outcome_of(work())
    finally:
        undo()
    return {"connections tried elsewhere": blocked, "outcome": outcome}


@case("streamable-http.call.url-check", "remote-http-tool-url")
async def call_remote_http():
    return await guarded(lambda: call_with_template(
        {"call_template_type": "streamable_http", "url": "http://10.0.0.5/export"}, {}))


async def call_redirected(target_path: str = "/final", status: int = 307):
    seen: list = []
    async with http_server({("GET", "/start"): redirect_route(target_path, status),
                            ("GET", "/final"): seen_route(seen, {"landed": True})}) as base:
        async def work():
            return await call_with_template({"call_template_type": "streamable_http", "url": f"{base}/start"}, {})

        result = await guarded(work)
    return {**result, "requests at the target": len(seen)}


cases_of("streamable-http.call.url-check", {
    "redirect-307-same-server": lambda: call_redirected("/final"),
    "redirect-302-to-remote-http": lambda: call_redirected("http://10.0.0.5/final", 302),
})


async def discover(handler, method="GET", url_path="/manual", url=None, **template):
    """Registers a streamable_http manual served by `handler`; the result and the requests seen."""
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.interfaces.communication_protocol import CommunicationProtocol
    from utcp.utcp_client import UtcpClient

    seen: list = []

    async def recording(request):
        seen.append({"method": request.method, "path": request.raw_path})
        return await handler(request)

    async with http_server({(method, url_path): recording}) as base:
        client = await UtcpClient.create()
        protocol = CommunicationProtocol.communication_protocols["streamable_http"]
        manual_template = CallTemplateSerializer().validate_dict(
            {"name": "st", "call_template_type": "streamable_http", "url": url or f"{base}{url_path}",
             "http_method": method, **template})

        async def register():
            result = await protocol.register_manual(client, manual_template)
            return {"success": result.success, "tools": [t.name for t in result.manual.tools],
                    "errors": [e[:160] for e in result.errors]}

        outcome = await guarded(register)
    return {**outcome, "requests": seen}


MANUAL = {"utcp_version": "1.0.1", "manual_version": "1", "tools": [{
    "name": "export", "description": "", "inputs": {"type": "object", "properties": {}},
    "outputs": {"type": "object", "properties": {}},
    "tool_call_template": {"call_template_type": "streamable_http", "url": "https://x.example/export"}}]}


def manual_answer(text=None, content_type="application/json", delay=0.0):
    import json

    from aiohttp import web

    async def handler(request):
        if delay:
            await asyncio.sleep(delay)
        return web.Response(text=text if text is not None else json.dumps(MANUAL), content_type=content_type)

    return handler


cases_of("streamable-http.manual.discovery", {
    "post-method": lambda: discover(manual_answer(), method="POST"),
    "json-labelled-text-plain": lambda: discover(manual_answer(content_type="text/plain")),
    "yaml-manual": lambda: discover(manual_answer("utcp_version: 1.0.1\ntools: []\n", "application/yaml")),
    "slow-answer-short-timeout": lambda: discover(manual_answer(delay=1.2), timeout=500),
    "lookalike-localhost-host": lambda: discover(manual_answer(), url="http://localhost.example.com/utcp"),
})


async def oauth_calls(plan, token_status=(200,), expires_in=3600):
    """Runs `plan` (a list of "call", "close" or a pause in seconds) against an oauth2 tool; what the token
    endpoint and the tool endpoint saw."""
    load_plugins()
    from aiohttp import web
    from utcp.interfaces.communication_protocol import CommunicationProtocol

    tokens: list = []
    seen: list = []

    async def token(request):
        form = dict(await request.post())
        tokens.append({"form keys": sorted(form), "basic header": (request.headers.get("Authorization") or "")
                      .startswith("Basic ")})
        status = token_status[min(len(tokens), len(token_status)) - 1]
        if status != 200:
            return web.json_response({"error": "invalid_client"}, status=status)
        return web.json_response({"access_token": f"tok-{len(tokens)}", "expires_in": expires_in})

    async with http_server({("POST", "/token"): token, ("GET", "/r"): seen_route(seen, [])}) as base:
        template = {"call_template_type": "streamable_http", "url": f"{base}/r", "auth": {
            "auth_type": "oauth2", "token_url": f"{base}/token", "client_id": "c-1", "client_secret": "s-1"}}
        protocol = CommunicationProtocol.communication_protocols["streamable_http"]
        outcomes = []
        for step in plan:
            if step == "close":
                await protocol.close()
            elif isinstance(step, (int, float)):
                await asyncio.sleep(step)
            else:
                outcomes.append(await outcome_of(call_with_template(template, {})))
        await protocol.close()
    return {"token requests": tokens, "authorization per call": [r["authorization"] for r in seen],
            "calls": [o if "error" in o else "answered" for o in outcomes]}


cases_of("streamable-http.auth.oauth2", {
    "cached-then-close": lambda: oauth_calls(["call", "call", "close", "call"]),
    "expired-token-reused": lambda: oauth_calls(["call", 1.2, "call"], expires_in=1),
    "form-refused-then-basic": lambda: oauth_calls(["call"], token_status=(401, 200)),
})


async def http_manual_tools(allowed):
    """Registers an http manual listing one http and one streamable_http tool; the names of the tools kept."""
    load_plugins()
    from aiohttp import web
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.utcp_client import UtcpClient

    async def manual(request):
        base = f"http://{request.host}"
        tool = {"description": "", "inputs": {"type": "object", "properties": {}},
                "outputs": {"type": "object", "properties": {}}}
        return web.json_response({"utcp_version": "1.0.1", "manual_version": "1", "tools": [
            {**tool, "name": "lookup", "tool_call_template": {"call_template_type": "http", "url": f"{base}/x"}},
            {**tool, "name": "export", "tool_call_template": {"call_template_type": "streamable_http",
                                                              "url": f"{base}/export"}}]})

    async with http_server({("GET", "/utcp"): manual}) as base:
        client = await UtcpClient.create()
        template = {"name": "analytics", "call_template_type": "http", "http_method": "GET", "url": f"{base}/utcp"}
        if allowed is not None:
            template["allowed_communication_protocols"] = allowed
        result = await client.register_manual(CallTemplateSerializer().validate_dict(template))
        return sorted(t.name for t in result.manual.tools)


cases_of("streamable-http.manual.allowed-protocols", {
    "default-own-type": lambda: http_manual_tools(None),
    "listing-streamable-http": lambda: http_manual_tools(["http", "streamable_http"]),
})


async def api_key_call(auth):
    """One streamable_http call with `auth`; what the server saw (path, header X-Key, cookies) and the outcome."""
    from aiohttp import web

    seen = []

    async def handler(request):
        seen.append({"path": request.path_qs, "x_key": request.headers.get("X-Key"), "cookies": dict(request.cookies)})
        return web.json_response({"ok": True})

    async with http_server({("GET", "/s"): handler}) as base:
        t = {"call_template_type": "streamable_http", "url": f"{base}/s", "http_method": "GET", "auth": auth}
        result = await outcome_of(call_with_template(t, {}))
    return {"requests": seen, "result": result}


cases_of("streamable-http.auth.api-key", {
    "header": lambda: api_key_call({"auth_type": "api_key", "api_key": "k-1", "var_name": "X-Key",
                                    "location": "header"}),
    "query": lambda: api_key_call({"auth_type": "api_key", "api_key": "k-1", "var_name": "token",
                                   "location": "query"}),
    "cookie": lambda: api_key_call({"auth_type": "api_key", "api_key": "k-1", "var_name": "sid",
                                    "location": "cookie"}),
    "empty-key": lambda: api_key_call({"auth_type": "api_key", "api_key": "", "var_name": "X-Key"}),
})


# Second adversarial review 2026-11-28 (r-a2): a token URL that refuses both requests, and who calls close().
def close_methods():
    """Which of the client and the three HTTP-family protocols have a close() method at all."""
    load_plugins()
    from utcp.interfaces.communication_protocol import CommunicationProtocol
    from utcp.utcp_client import UtcpClient

    protocols = CommunicationProtocol.communication_protocols
    return {"UtcpClient": hasattr(UtcpClient, "close"),
            **{kind: hasattr(protocols[kind], "close") for kind in ("http", "sse", "streamable_http")}}


cases_of("streamable-http.auth.oauth2", {
    "both-refused": lambda: oauth_calls(["call"], token_status=(401, 401)),
    "close-methods": close_methods,
})


# Second adversarial review 2026-11-28 (r-a2): basic auth on a streamable_http call.
@case("streamable-http.auth.basic", "ascii")
async def streamable_basic():
    return await streamable_basic_sent("ann", "p:w")


# Third adversarial review 2026-11-28 (r-x1): basic auth with an empty user name, and with both sides empty.
async def streamable_basic_sent(username, password):
    import base64
    from aiohttp import web

    seen = []

    async def handler(request):
        seen.append(request.headers.get("Authorization"))
        return web.json_response({"ok": True})

    async with http_server({("GET", "/s"): handler}) as base:
        t = {"call_template_type": "streamable_http", "url": f"{base}/s", "http_method": "GET",
             "auth": {"auth_type": "basic", "username": username, "password": password}}
        result = await outcome_of(call_with_template(t, {}))
    return {"result": result, "decoded": [base64.b64decode(h.split(" ", 1)[1]).decode() for h in seen if h]}


cases_of("streamable-http.auth.basic", {
    "empty-username": lambda: streamable_basic_sent("", "pw"),
    "both-empty": lambda: streamable_basic_sent("", ""),
})


# Adversarial review 2026-11-29 (p-fold7): register_manual of streamable_http given another protocol's template.
@case("streamable-http.protocol.raised-errors", "register-http-template")
async def register_http_template():
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.interfaces.communication_protocol import CommunicationProtocol
    from utcp.utcp_client import UtcpClient

    protocol = CommunicationProtocol.communication_protocols["streamable_http"]
    template = CallTemplateSerializer().validate_dict(
        {"name": "m", "call_template_type": "http", "url": "http://127.0.0.1:9/manual"})
    outcome = await outcome_of(protocol.register_manual(await UtcpClient.create(), template))
    if "error" in outcome:
        return {"raised": outcome["error"]["type"]}
    return {"returned": True, "success": outcome["value"].success}


@case("streamable-http.protocol.raised-errors", "register-remote-http")
async def register_remote_http():
    """Only the error type, so that the 1.0 and 1.1 messages do not hide that both raise."""
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.interfaces.communication_protocol import CommunicationProtocol
    from utcp.utcp_client import UtcpClient

    protocol = CommunicationProtocol.communication_protocols["streamable_http"]
    template = CallTemplateSerializer().validate_dict(
        {"name": "m", "call_template_type": "streamable_http", "url": "http://10.0.0.5/utcp"})
    blocked, undo = guard_loopback()
    try:
        outcome = await outcome_of(protocol.register_manual(await UtcpClient.create(), template))
    finally:
        undo()
    if "error" in outcome:
        return {"raised": outcome["error"]["type"], "blocked": blocked}
    return {"returned": True, "success": outcome["value"].success, "blocked": blocked}


# Adversarial review 2026-11-29 (p-fold12): call errors, response types with parameters, empty and mixed
# bodies, a longer timeout, static headers beside auth and an argument that two request parts name.
async def streamable_wrong_template(method: str):
    """The streamable_http protocol's call_tool or call_tool_streaming given an http call template."""
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.interfaces.communication_protocol import CommunicationProtocol
    from utcp.utcp_client import UtcpClient

    protocol = CommunicationProtocol.communication_protocols["streamable_http"]
    template = CallTemplateSerializer().validate_dict(
        {"name": "m", "call_template_type": "http", "url": "http://127.0.0.1:9/s"})
    client = await UtcpClient.create()

    async def streamed():
        return [chunk async for chunk in protocol.call_tool_streaming(client, "m.t", {}, template)]

    outcome = await outcome_of(protocol.call_tool(client, "m.t", {}, template) if method == "call_tool"
                               else streamed())
    return {"raised": outcome["error"]["type"]} if "error" in outcome else {"returned": True}


async def status_both(code: int, path="/s"):
    async with http_server({("GET", "/s"): status_route(code), ("GET", "/s/{tail:.*}"): status_route(code)}) as base:
        t = {"call_template_type": "streamable_http", "url": f"{base}{path}", "http_method": "GET"}
        return {"call_tool": await outcome_of(call_with_template(t, {})),
                "call_tool_streaming": await outcome_of(stream_with_template(t, {}))}


cases_of("streamable-http.protocol.call-errors", {
    "call-http-template": lambda: streamable_wrong_template("call_tool"),
    "stream-http-template": lambda: streamable_wrong_template("call_tool_streaming"),
    "missing-path-argument": lambda: status_both(200, "/s/{id}"),
    "status-400": lambda: status_both(400),
    "status-503": lambda: status_both(503),
})


cases_of("streamable-http.chunks.edges", {
    "ndjson-with-charset": lambda: both(b'{"n": 1}\n{"n": 2}\n', "application/x-ndjson; charset=utf-8"),
    "json-with-charset": lambda: both(b'{"rows": 2}', "application/json; charset=utf-8"),
    "json-chunk-size-4": lambda: both(b'{"rows": 2, "more": "abcdefgh"}', "application/json", chunk_size=4),
    "empty-octet-stream": lambda: both(b"", "application/octet-stream"),
    "ndjson-only-bad-lines": lambda: both(b"one\ntwo\n", "application/x-ndjson"),
    "text-plain-chunk-size-4": lambda: both(b"abcdefghij", "text/plain", chunk_size=4),
})


async def six_ndjson_lines_streamed(pause: float) -> dict:
    """Six NDJSON lines, one every `pause` seconds, read by call_tool_streaming with timeout 5000 ms."""
    payload = b"".join(b'{"n": %d}\n' % n for n in range(6))
    async with http_server({("GET", "/s"): body_route(payload, "application/x-ndjson", pause, 6)}) as base:
        t = {"call_template_type": "streamable_http", "url": f"{base}/s", "http_method": "GET", "timeout": 5000}
        return await outcome_of(stream_with_template(t, {}))


@case("streamable-http.timeout.raised", "slow-stream-longer-timeout")
async def slow_stream_longer_timeout():
    """The stream of timeout.whole-exchange (six lines, one every 300 ms) with timeout 5000 ms."""
    got = await six_ndjson_lines_streamed(0.3)
    return {"items": len(got["value"]) if "value" in got else got}


async def headers_seen(arguments: dict, path="/h", **template):
    from aiohttp import web

    seen = []

    async def handler(request):
        seen.append({"method": request.method, "path": request.raw_path, "x_key": request.headers.get("X-Key"),
                     "x_static": request.headers.get("X-Static"), "id header": request.headers.get("id"),
                     "body": (await request.read()).decode()})
        return web.json_response({"ok": True})

    routes = {(m, "/h"): handler for m in ("GET", "POST")}
    routes.update({(m, "/h/{tail:.*}"): handler for m in ("GET", "POST")})
    async with http_server(routes) as base:
        t = {"call_template_type": "streamable_http", "url": f"{base}{path}", **template}
        result = await outcome_of(call_with_template(t, arguments))
    return {"requests": seen, "result": result}


cases_of("streamable-http.request.static-headers", {
    "on-call": lambda: headers_seen({}, headers={"X-Static": "s"}),
    "auth-same-header": lambda: headers_seen({}, headers={"X-Key": "from-headers"},
                                             auth={"auth_type": "api_key", "api_key": "from-auth",
                                                   "var_name": "X-Key", "location": "header"}),
    "header-field-same-header": lambda: headers_seen({"X-Key": "from-argument"}, headers={"X-Key": "from-headers"},
                                                     header_fields=["X-Key"]),
})


cases_of("streamable-http.request.argument-order", {
    "header-field-boolean-and-null": lambda: headers_seen({"X-Key": True, "X-Static": None},
                                                          header_fields=["X-Key", "X-Static"]),
    "header-field-and-path": lambda: headers_seen({"id": "7", "q": "v"}, path="/h/{id}", header_fields=["id"]),
    "body-field-and-path": lambda: headers_seen({"id": "7", "q": "v"}, path="/h/{id}", http_method="POST",
                                                body_field="id"),
})


cases_of("streamable-http.chunks.edges", {
    "ndjson-whitespace-line": lambda: both(b'{"n": 1}\n   \n{"n": 2}\n', "application/x-ndjson"),
})


# Adversarial review 2026-11-29 (p-fold10): what one streamable_http protocol object keeps between calls, how it
# fetches a manual, and whether the client ever calls its close(); folded from the probe http-sessions-and-tokens.
async def streamable_protocol_state(method: str):
    from utcp.data.call_template import CallTemplateSerializer
    from utcp_http.streamable_http_communication_protocol import StreamableHttpCommunicationProtocol

    from _behaviour import EMPTY_MANUAL, oauth_token_route, recorded_client_timeouts, recording_route

    load_plugins()
    tokens, seen = [], []
    manual = recording_route(seen, "manual", EMPTY_MANUAL, headers=("X-Static",))
    data = recording_route(seen, "call", {"ok": True})
    routes = {("POST", "/token"): oauth_token_route(tokens), ("GET", "/manual"): manual, ("POST", "/manual"): manual,
              ("GET", "/data"): data, ("POST", "/data"): data}
    with recorded_client_timeouts() as timeouts:
        async with http_server(routes) as base:
            def template(path, client_id=None):
                data = {"name": "h", "call_template_type": "streamable_http", "url": f"{base}{path}",
                        "http_method": method, "headers": {"X-Static": "s"}}
                if client_id:
                    data["auth"] = {"auth_type": "oauth2", "token_url": f"{base}/token", "client_id": client_id,
                                    "client_secret": "x"}
                return CallTemplateSerializer().validate_dict(data)

            protocol = StreamableHttpCommunicationProtocol()
            registered = await protocol.register_manual(None, template("/manual"))
            manual_timeouts = list(timeouts)
            calls = []
            for client_id in ("a", "a", "b"):
                calls.append(await outcome_of(protocol.call_tool(None, "h.data", {}, template("/data", client_id))))
    return {"register": {"success": registered.success, "timeouts": manual_timeouts}, "calls": calls,
            "tokenRequests": tokens, "requests": seen}


async def streamable_close_through_client():
    """A client registers a streamable_http manual, calls its tool, deregisters it and is dropped; close() of the
    protocol class is wrapped to count its calls."""
    import gc

    from aiohttp import web
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.utcp_client import UtcpClient
    from utcp_http.streamable_http_communication_protocol import StreamableHttpCommunicationProtocol

    load_plugins()

    async def manual(request):
        base = str(request.url.origin())
        return web.json_response({"utcp_version": "1.0.1", "manual_version": "1", "tools": [
            {"name": "data", "description": "", "inputs": {}, "outputs": {}, "tool_call_template": {
                "call_template_type": "streamable_http", "url": f"{base}/data", "http_method": "GET"}}]})

    async def data(request):
        return web.json_response({"ok": True})

    closed = []
    original = StreamableHttpCommunicationProtocol.close

    async def recording(self):
        closed.append(True)
        await original(self)

    StreamableHttpCommunicationProtocol.close = recording
    try:
        async with http_server({("GET", "/manual"): manual, ("GET", "/data"): data}) as base:
            client = await UtcpClient.create()
            await client.register_manual(CallTemplateSerializer().validate_dict(
                {"name": "h", "call_template_type": "streamable_http", "url": f"{base}/manual",
                 "http_method": "GET"}))
            result = await outcome_of(client.call_tool("h.data", {}))
            await client.deregister_manual("h")
            del client
            gc.collect()
            await asyncio.sleep(0.1)
    finally:
        StreamableHttpCommunicationProtocol.close = original
    return {"call": result, "close calls": len(closed)}


cases_of("streamable-http.protocol.state", {
    "post-manual-three-calls": lambda: streamable_protocol_state("POST"),
    "close-through-client": streamable_close_through_client,
})


# Adversarial review 2026-11-29 (q-api): a key of whitespace only.
cases_of("streamable-http.auth.api-key-blank", {
    "spaces-only": lambda: api_key_call({"auth_type": "api_key", "api_key": "   ", "var_name": "X-Key",
                                         "location": "header"}),
    "tab-only": lambda: api_key_call({"auth_type": "api_key", "api_key": "\t", "var_name": "X-Key",
                                      "location": "header"}),
})


# streamable-http.timeout.edges (second reading 2026-11-29).
async def slow_stream_with(timeout: int, streaming: bool):
    payload = b"".join(b'{"n": %d}\n' % n for n in range(6))
    async with http_server({("GET", "/s"): body_route(payload, "application/x-ndjson", 0.3, 6)}) as base:
        t = {"call_template_type": "streamable_http", "url": f"{base}/s", "http_method": "GET", "timeout": timeout}
        got = await outcome_of(stream_with_template(t, {}) if streaming else call_with_template(t, {}))
    if "value" in got:
        return {"items": len(got["value"])}
    return {"error": got["error"]["type"]}


cases_of("streamable-http.timeout.edges", {
    "call-tool-longer-timeout": lambda: slow_stream_with(5000, False),
    "timeout-zero": lambda: slow_stream_with(0, True),
    "call-tool-short-timeout": lambda: slow_stream_with(1000, False),
})


# streamable-http.chunks.second-edges (second reading 2026-11-29).
async def pieces_both(payload: bytes, content_type, pieces: int, delay: float = 0.05, **template):
    from aiohttp import web

    async def handler(request):
        headers = {"Content-Type": content_type} if content_type else {}
        response = web.StreamResponse(headers=headers)
        if not content_type:
            response.content_type = ""
        await response.prepare(request)
        size = max(1, -(-len(payload) // pieces))
        for start in range(0, len(payload), size):
            await response.write(payload[start:start + size])
            await asyncio.sleep(delay)
        await response.write_eof()
        return response

    async with http_server({("GET", "/s"): handler}) as base:
        t = {"call_template_type": "streamable_http", "url": f"{base}/s", "http_method": "GET", **template}
        whole = await outcome_of(call_with_template(t, {}))
        chunks = await outcome_of(stream_with_template(t, {}))
        for observed in (whole, chunks):
            if "value" in observed:
                observed["value"] = shown(observed["value"])
        return {"call_tool": whole, "call_tool_streaming": chunks}


cases_of("streamable-http.chunks.second-edges", {
    "octet-pieces-of-three": lambda: pieces_both(b"0123456789", "application/octet-stream", 4, chunk_size=4),
    "ndjson-line-split": lambda: pieces_both(b'{"n": 1, "s": "abc"}\n{"n": 2}\n', "application/x-ndjson", 5),
    "ndjson-two-bad-lines": lambda: both(b'{"n": 1}\nbad\n{"n": 2}\nwrong\n', "application/x-ndjson"),
    "ndjson-scalars-and-unicode": lambda: both('42\n"grüße"\nnull\ntrue\n'.encode(), "application/x-ndjson"),
    "empty-text-plain": lambda: both(b"", "text/plain"),
    "no-content-type": lambda: pieces_both(b"abcdef", None, 1, chunk_size=4),
})


# Second reading 2026-11-29 (r-stream): edges the earlier cases left out, one or more per sentence of the API pages.
def all_headers_route(seen: list, answer: bytes = b'{"ok": true}', content_type: str = "application/json"):
    """Records method, raw path, every header (name as sent) and the body; answers `answer`."""
    from aiohttp import web

    async def handler(request):
        seen.append({"method": request.method, "path": request.raw_path,
                     "headers": [[k, v] for k, v in request.headers.items()
                                 if k.lower() not in ("host", "user-agent", "accept", "accept-encoding",
                                                      "content-length")],
                     "body": (await request.read()).decode("utf-8", "replace")})
        return web.Response(body=answer, content_type=content_type)

    return handler


def token_answer():
    from aiohttp import web

    async def token(request):
        return web.json_response({"access_token": "tok-r", "expires_in": 60})

    return token


async def st_sent(arguments: dict, path: str = "/r", **template) -> dict:
    """One call of a streamable_http tool (BASE is replaced in auth values); what it gave and what the server saw."""
    seen: list = []
    handler = all_headers_route(seen)
    routes = {(m, p): handler for m in ("GET", "POST") for p in ("/r", "/r/{tail:.*}")}
    routes[("POST", "/token")] = token_answer()
    async with http_server(routes) as base:
        template = auth_with_base(template, base)
        result = await outcome_of(call_with_template(
            {"call_template_type": "streamable_http", "url": f"{base}{path}", **template}, arguments))
    return {"result": result, "requests": seen}


async def st_raised(arguments: dict, path: str = "/r", **template):
    """Like st_sent, but what the call raises is the case's outcome."""
    seen: list = []
    handler = all_headers_route(seen)
    routes = {(m, p): handler for m in ("GET", "POST") for p in ("/r", "/r/{tail:.*}")}
    async with http_server(routes) as base:
        value = await call_with_template(
            {"call_template_type": "streamable_http", "url": f"{base}{path}", **template}, arguments)
    return {"value": value, "requests": seen}


cases_of("streamable-http.request.argument-order", {
    "header-field-non-ascii-and-false": lambda: st_sent({"X-Name": "Zoë", "X-Off": False},
                                                        header_fields=["X-Name", "X-Off"]),
    "body-field-null-and-path": lambda: st_sent({"id": None}, path="/r/{id}", http_method="POST", body_field="id"),
})

cases_of("streamable-http.request.build", {
    "repeated-placeholder": lambda: st_raised({"id": "7"}, path="/r/{id}/{id}"),
    "null-and-unicode-path": lambda: st_sent({"id": None, "name": "é ✓"}, path="/r/{id}/{name}"),
    "false-query-argument": lambda: st_sent({"flag": False}),
    "mixed-case-content-type-header": lambda: st_sent({"data": {"a": 1}}, http_method="POST", body_field="data",
                                                      headers={"Content-type": "application/json"}),
    "vendor-json-content-type": lambda: st_sent({"data": {"a": 1}}, http_method="POST", body_field="data",
                                                content_type="application/vnd.api+json"),
    "string-json-content-type": lambda: st_sent({"data": "hello"}, http_method="POST", body_field="data",
                                                content_type="application/json"),
    "array-body-text-plain": lambda: st_sent({"data": [1, 2]}, http_method="POST", body_field="data",
                                             content_type="text/plain"),
    "null-body": lambda: st_sent({"data": None}, http_method="POST", body_field="data"),
})

# Second reading (wave 8): the body and header arguments of the field table, on a GET and as a number.
cases_of("streamable-http.request.build", {
    "w8-body-field-on-get": lambda: st_sent({"data": "x"}, body_field="data"),
    "w8-number-header-field": lambda: st_sent({"X-N": 5}, header_fields=["X-N"]),
})

cases_of("streamable-http.request.static-headers", {
    "header-field-other-case": lambda: st_sent({"x-key": "from-argument"}, headers={"X-Key": "from-headers"},
                                               header_fields=["x-key"]),
    "auth-other-case": lambda: st_sent({}, headers={"x-key": "from-headers"},
                                       auth={"auth_type": "api_key", "api_key": "from-auth", "var_name": "X-Key",
                                             "location": "header"}),
    "non-ascii-value": lambda: st_sent({}, headers={"X-Name": "Zoë"}),
})

cases_of("streamable-http.auth.api-key", {
    "basic-beside-static-authorization": lambda: st_raised(
        {}, headers={"Authorization": "Token static"}, auth={"auth_type": "basic", "username": "u", "password": "p"}),
    "oauth2-beside-static-authorization": lambda: st_sent(
        {}, headers={"Authorization": "Token static"},
        auth={"auth_type": "oauth2", "token_url": "BASE/token", "client_id": "r-stream-st-static",
              "client_secret": "s"}),
})

cases_of("streamable-http.chunks.edges", {
    "json-upper-case-label": lambda: both(b'{"rows": 2}', "Application/JSON"),
    "problem-json-label": lambda: both(b'{"rows": 2}', "application/problem+json"),
    "jsonl-label": lambda: both(b'{"n": 1}\n{"n": 2}\n', "application/jsonl"),
    "json-invalid-body": lambda: both(b'{"rows": ', "application/json"),
    "json-empty-body": lambda: both(b"", "application/json"),
    "json-latin-1-charset": lambda: both('{"name": "Zoë"}'.encode("latin-1"), "application/json; charset=iso-8859-1"),
    "chunk-size-zero": lambda: both(b"abcdefghij", "application/octet-stream", chunk_size=0),
    "ndjson-bad-last-line": lambda: both(b'{"n": 1}\nbad', "application/x-ndjson"),
    "ndjson-only-whitespace": lambda: both(b"\n \n\r\n", "application/x-ndjson"),
})


async def slow_pieces(payload: bytes, content_type: str, pieces: int, delay: float, **template):
    """The streamed chunks of a body written in `pieces` parts, `delay` seconds apart."""
    async with http_server({("GET", "/s"): body_route(payload, content_type, delay, pieces)}) as base:
        t = {"call_template_type": "streamable_http", "url": f"{base}/s", "http_method": "GET", **template}
        got = await outcome_of(stream_with_template(t, {}))
    if "value" in got:
        got["value"] = shown(got["value"])
    return got


cases_of("streamable-http.chunks.octet-stream", {
    "slow-pieces-smaller-than-chunk-size": lambda: slow_pieces(b"abcdefghijkl", "application/octet-stream", 4, 0.1,
                                                               chunk_size=8),
})


async def slow_first_byte():
    from aiohttp import web

    async def handler(request):
        await asyncio.sleep(1.0)
        return web.Response(body=b"late", content_type="application/octet-stream")

    async with http_server({("GET", "/s"): handler}) as base:
        t = {"call_template_type": "streamable_http", "url": f"{base}/s", "http_method": "GET", "timeout": 300}
        got = await outcome_of(stream_with_template(t, {}))
    if "error" in got:
        got = {"error": got["error"]["type"], "is TimeoutError": got["error"].get("type") in ("TimeoutError",
                                                                                            "ServerTimeoutError")}
    return got


cases_of("streamable-http.timeout.raised", {"slow-first-byte": slow_first_byte})

cases_of("streamable-http.call.url-check", {
    "lookalike-localhost-tool-url": lambda: guarded(lambda: call_with_template(
        {"call_template_type": "streamable_http", "url": "http://localhost.example.invalid/export"}, {})),
    "redirect-303-same-server": lambda: redirected_303(),
})


async def redirected_303():
    from aiohttp import web

    seen: list = []

    async def see_other(request):
        raise web.HTTPSeeOther("/final")

    async with http_server({("GET", "/start"): see_other, ("GET", "/final"): seen_route(seen, {"landed": True})}) as base:
        result = await guarded(lambda: call_with_template(
            {"call_template_type": "streamable_http", "url": f"{base}/start"}, {}))
    return {**result, "requests at the target": len(seen)}

cases_of("streamable-http.manual.discovery", {
    "vendor-json-label": lambda: discover(manual_answer(content_type="application/vnd.utcp+json")),
    "json-label-with-charset": lambda: discover(manual_with_header("application/json; charset=utf-8")),
    "put-method": lambda: discover(manual_answer(), method="PUT"),
})


def manual_with_header(content_type: str):
    """The manual of manual_answer, its Content-Type header written as given (parameters included)."""
    import json

    from aiohttp import web

    async def handler(request):
        return web.Response(body=json.dumps(MANUAL).encode(), headers={"Content-Type": content_type})

    return handler


async def st_token_cache_two_urls():
    """One protocol object; client ID z against /token, then the same client ID against /token2."""
    from aiohttp import web
    from utcp.data.call_template import CallTemplateSerializer
    from utcp_http.streamable_http_communication_protocol import StreamableHttpCommunicationProtocol

    load_plugins()
    tokens: list = []
    seen: list = []

    def token_at(name):
        async def token(request):
            tokens.append(name)
            return web.json_response({"access_token": f"tok-{name}", "token_type": "bearer"})
        return token

    async def data(request):
        seen.append(request.headers.get("Authorization"))
        return web.json_response({"ok": True})

    routes = {("POST", "/token"): token_at("token"), ("POST", "/token2"): token_at("token2"), ("GET", "/d"): data}
    protocol = StreamableHttpCommunicationProtocol()
    async with http_server(routes) as base:
        for path in ("/token", "/token2"):
            await protocol.call_tool(None, "s.d", {}, CallTemplateSerializer().validate_dict(
                {"name": "s", "call_template_type": "streamable_http", "url": f"{base}/d", "http_method": "GET",
                 "auth": {"auth_type": "oauth2", "token_url": f"{base}{path}", "client_id": "r-stream-z",
                          "client_secret": "x"}}))
    return {"token requests": tokens, "authorization sent": seen}


async def st_close_after_failed_call():
    """Through the client, a streamable_http tool whose server answers 500, then the manual is deregistered; close()
    of the protocol class is wrapped to count its calls."""
    from aiohttp import web
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.utcp_client import UtcpClient
    from utcp_http.streamable_http_communication_protocol import StreamableHttpCommunicationProtocol

    load_plugins()

    async def manual(request):
        base = str(request.url.origin())
        return web.json_response({"utcp_version": "1.0.1", "manual_version": "1", "tools": [
            {"name": "data", "description": "", "inputs": {}, "outputs": {}, "tool_call_template": {
                "call_template_type": "streamable_http", "url": f"{base}/data", "http_method": "GET"}}]})

    closed = []
    original = StreamableHttpCommunicationProtocol.close

    async def recording(self):
        closed.append(True)
        await original(self)

    StreamableHttpCommunicationProtocol.close = recording
    try:
        async with http_server({("GET", "/manual"): manual, ("GET", "/data"): status_route(500)}) as base:
            client = await UtcpClient.create()
            await client.register_manual(CallTemplateSerializer().validate_dict(
                {"name": "h", "call_template_type": "streamable_http", "url": f"{base}/manual",
                 "http_method": "GET"}))
            result = await outcome_of(client.call_tool("h.data", {}))
            await client.deregister_manual("h")
    finally:
        StreamableHttpCommunicationProtocol.close = original
    return {"call": {"error": result["error"]["type"]} if "error" in result else result, "close calls": len(closed)}


cases_of("streamable-http.protocol.state", {
    "same-client-two-token-urls": st_token_cache_two_urls,
    "close-after-failed-call": st_close_after_failed_call,
})


# Second reading 2026-11-29: NDJSON scalar lines, a single line and CRLF around a bad line; an empty text/plain body,
# another text type and chunk_size 0; and a stream longer than a raised timeout.
cases_of("streamable-http.chunks.edges", {
    "ndjson-scalar-lines": lambda: both(b'5\n"x"\nnull\n', "application/x-ndjson"),
    "ndjson-single-line": lambda: both(b'{"n": 1}\n', "application/x-ndjson"),
    "ndjson-crlf-bad-line": lambda: both(b'{"n": 1}\r\nnot json\r\n', "application/x-ndjson"),
    "empty-text-plain": lambda: both(b"", "text/plain"),
    "text-csv-chunk-size-4": lambda: both(b"a,b\n1,2\n", "text/csv", chunk_size=4),
    "chunk-size-zero-abc": lambda: both(b"abc", "application/octet-stream", chunk_size=0),
})


@case("streamable-http.timeout.raised", "stream-longer-than-timeout")
async def stream_longer_than_timeout():
    """Six lines, one a second, with timeout 5000 ms: what arrives."""
    got = await six_ndjson_lines_streamed(1.0)
    return {"items": len(got["value"])} if "value" in got else {"error": got["error"]["type"]}


# Second reading 2026-11-30 (lead, RFC 5.5): an allowed method written in lower case.
cases_of("streamable-http.template.http-method", {
    "lower-case-post": lambda: validate(http_method="post")["http_method"],
})


# Issue 35, second reading 2026-11-30 (c-stream): the total a call's ClientTimeout gets for timeout 0, the default and
# 5000; chunk_size 0 and -1 on a body longer than 8192 bytes, and an NDJSON label in capitals; which tools a
# streamable_http manual template keeps; where an argument goes when body_field is not set.
async def timeout_totals(**template):
    from _behaviour import recorded_client_timeouts

    async with http_server({("GET", "/s"): body_route(b'{"n": 1}\n', "application/x-ndjson")}) as base:
        with recorded_client_timeouts() as totals:
            got = await outcome_of(stream_with_template(
                {"call_template_type": "streamable_http", "url": f"{base}/s", "http_method": "GET", **template}, {}))
    return {"items": len(got["value"]) if "value" in got else got, "totals": totals}


cases_of("streamable-http.timeout.totals", {
    "zero": lambda: timeout_totals(timeout=0),
    "default": lambda: timeout_totals(),
    "five-seconds": lambda: timeout_totals(timeout=5000),
})


async def piece_lengths(size: int, content_type: str, **template):
    observed = await both(b"x" * size, content_type, **template)
    streamed = observed["call_tool_streaming"]
    return {"chunk lengths": [len(eval(c)) for c in streamed["value"]] if "value" in streamed else streamed}


cases_of("streamable-http.chunks.size-edges", {
    "chunk-size-zero-large": lambda: piece_lengths(10000, "application/octet-stream", chunk_size=0),
    "chunk-size-negative": lambda: piece_lengths(10000, "application/octet-stream", chunk_size=-1),
    "text-plain-chunk-size-zero-large": lambda: piece_lengths(10000, "text/plain", chunk_size=0),
    "ndjson-upper-case-label": lambda: both(b'{"n": 1}\n{"n": 2}\n', "Application/X-NDJSON"),
})


def streamable_manual_kept(allowed="absent"):
    return kept_by_manual_type("streamable_http", "data", "export", "data.example.com", allowed)


cases_of("streamable-http.manual.template-allowed-protocols", {
    "absent": lambda: streamable_manual_kept(),
    "null": lambda: streamable_manual_kept(None),
    "empty-list": lambda: streamable_manual_kept([]),
    "listing-both": lambda: streamable_manual_kept(["streamable_http", "http"]),
})

cases_of("streamable-http.request.body-field-unset", {
    "string-argument": lambda: sent_request({"data": "hello"}, http_method="POST"),
    "object-argument": lambda: sent_request({"data": {"a": 1}}, http_method="POST"),
})


async def six_lines_one_second_apart(streaming: bool):
    """Six NDJSON lines one second apart under timeout 5000: the items that arrived before the call ended, and how."""
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.data.tool import Tool
    from utcp.data.utcp_manual import UtcpManual
    from utcp.utcp_client import UtcpClient

    payload = b"".join(b'{"n": %d}\n' % n for n in range(6))
    async with http_server({("GET", "/s"): body_route(payload, "application/x-ndjson", 1.0, 6)}) as base:
        client = await UtcpClient.create()
        template = CallTemplateSerializer().validate_dict(
            {"name": "m", "call_template_type": "streamable_http", "url": f"{base}/s", "http_method": "GET",
             "timeout": 5000})
        await client.config.tool_repository.save_manual(
            template, UtcpManual(tools=[Tool(name="m.t", description="", tool_call_template=template)]))
        items = []
        try:
            if streaming:
                async for item in client.call_tool_streaming("m.t", {}):
                    items.append(item)
            else:
                items = await client.call_tool("m.t", {})
            ending = "returned"
        except Exception as error:  # noqa: BLE001 - the error is the outcome
            ending = type(error).__name__
    # Five or six lines arrive before the limit, by timing alone: the outcome records only whether any did.
    return {"items before the end": "at least one" if items else "none", "ending": ending}


cases_of("streamable-http.timeout.raised-more", {
    "one-second-lines-streaming": lambda: six_lines_one_second_apart(True),
    "one-second-lines-call-tool": lambda: six_lines_one_second_apart(False),
})


# Second reading 2026-11-30 (s-yaml-http): edges of the streamable_http call template and protocol sentences.
cases_of("streamable-http.chunks.edges", {
    "json-two-values": lambda: both(b'{"n": 1}\n{"n": 2}\n', "application/json"),
    "vendor-json-label-response": lambda: both(b'{"rows": 2}', "application/vnd.api+json"),
    "json-in-a-parameter": lambda: both(b'{"rows": 2}', "text/plain; profile=application/json"),
    "ndjson-upper-case-label": lambda: both(b'{"n": 1}\n{"n": 2}\n', "APPLICATION/X-NDJSON"),
    "ndjson-crlf-bad-line-between": lambda: both(b'{"n": 1}\r\nbad\r\n{"n": 2}\r\n', "application/x-ndjson"),
    "json-latin-1-no-charset": lambda: both('{"name": "Zoë"}'.encode("latin-1"), "application/json"),
    "json-utf-16-label-utf-8-body": lambda: both('{"name": "Zoë"}'.encode(), "application/json; charset=utf-16"),
    "event-stream-chunk-size-4": lambda: both(b"data: 1\n\ndata: 2\n\n", "text/event-stream", chunk_size=4),
    "chunk-size-negative": lambda: both(b"abcdefghij", "application/octet-stream", chunk_size=-1),
})
cases_of("streamable-http.chunks.second-edges", {
    "chunk-size-zero-slow-pieces": lambda: pieces_both(b"abcdefghij", "application/octet-stream", 2, 0.2, chunk_size=0),
    "text-plain-slow-pieces": lambda: pieces_both(b"abcdefghijkl", "text/plain", 4, 0.1, chunk_size=8),
})
cases_of("streamable-http.request.build", {
    "dot-segment-path": lambda: st_sent({"id": ".."}, path="/r/x/{id}/y"),
    "query-placeholder": lambda: st_sent({"id": "a b&c"}, path="/r?id={id}"),
    "false-and-object-path": lambda: st_sent({"id": False, "o": {"a": 1}}, path="/r/{id}/{o}"),
    "repeated-in-path-and-query": lambda: st_raised({"id": "7"}, path="/r/{id}?again={id}"),
    "json-patch-content-type": lambda: st_sent({"data": {"a": 1}}, http_method="POST", body_field="data",
                                               content_type="application/json-patch+json"),
    "array-of-strings-text-plain": lambda: st_sent({"data": ["a", "b"]}, http_method="POST", body_field="data",
                                                   content_type="text/plain"),
    "array-of-pairs-text-plain": lambda: st_sent({"data": [["a", "1"], ["b", "2"]]}, http_method="POST",
                                                 body_field="data", content_type="text/plain"),
    "upper-case-content-type-header": lambda: st_sent({"data": {"a": 1}}, http_method="POST", body_field="data",
                                                      headers={"CONTENT-TYPE": "application/json"}),
    "zero-json-content-type": lambda: st_sent({"data": 0}, http_method="POST", body_field="data",
                                              content_type="application/json"),
})
cases_of("streamable-http.request.argument-order", {
    "default-body-field-and-path": lambda: st_sent({"body": "x"}, path="/r/{body}", http_method="POST"),
})
cases_of("streamable-http.request.static-headers", {
    "header-field-upper-static-lower": lambda: st_sent({"X-Key": "from-argument"}, headers={"x-key": "from-headers"},
                                                       header_fields=["X-Key"]),
    "auth-lower-static-upper": lambda: st_sent({}, headers={"X-Key": "from-headers"},
                                               auth={"auth_type": "api_key", "api_key": "from-auth",
                                                     "var_name": "x-key", "location": "header"}),
})
cases_of("streamable-http.auth.api-key", {
    "basic-beside-lowercase-authorization": lambda: st_raised(
        {}, headers={"authorization": "Token static"}, auth={"auth_type": "basic", "username": "u", "password": "p"}),
})
cases_of("streamable-http.manual.discovery", {
    "upper-case-json-label": lambda: discover(manual_with_header("Application/JSON")),
    "problem-json-label": lambda: discover(manual_with_header("application/problem+json")),
    "lower-case-get-method": lambda: discover(manual_answer(), http_method="get"),
})


async def st_token_cache_other_secret():
    """One protocol object; client ID r-s30-st with secret x, then with secret y, same token URL."""
    from aiohttp import web
    from utcp.data.call_template import CallTemplateSerializer
    from utcp_http.streamable_http_communication_protocol import StreamableHttpCommunicationProtocol

    load_plugins()
    tokens: list = []
    seen: list = []

    async def token(request):
        form = await request.post()
        tokens.append(form.get("client_secret"))
        return web.json_response({"access_token": f"tok-{len(tokens)}", "token_type": "bearer"})

    async def data(request):
        seen.append(request.headers.get("Authorization"))
        return web.json_response({"ok": True})

    protocol = StreamableHttpCommunicationProtocol()
    async with http_server({("POST", "/token"): token, ("GET", "/d"): data}) as base:
        for secret in ("x", "y"):
            await protocol.call_tool(None, "s.d", {}, CallTemplateSerializer().validate_dict(
                {"name": "s", "call_template_type": "streamable_http", "url": f"{base}/d", "http_method": "GET",
                 "auth": {"auth_type": "oauth2", "token_url": f"{base}/token", "client_id": "r-s30-st",
                          "client_secret": secret}}))
    return {"token requests (secret sent)": tokens, "authorization sent": seen}


cases_of("streamable-http.protocol.state", {"same-client-other-secret": st_token_cache_other_secret})


# Second reading 2026-11-30 (w-next-proto): labels that only contain "application/json", with a small chunk_size;
# a negative chunk_size on a body sent in pieces; the allowed protocols spelled in capitals.
cases_of("streamable-http.chunks.edges", {
    "jsonl-label-chunk-size-4": lambda: both(b'{"n": 1}\n{"n": 2}\n', "application/jsonl", chunk_size=4),
    "json-patch-label-chunk-size-4":
        lambda: both(b'[{"op": "remove", "path": "/a"}]', "application/json-patch+json", chunk_size=4),
})
cases_of("streamable-http.chunks.size-edges", {
    "chunk-size-negative-slow-pieces":
        lambda: pieces_both(b"abcdefghij", "application/octet-stream", 2, 0.2, chunk_size=-1),
})
cases_of("streamable-http.manual.template-allowed-protocols", {
    "upper-case-listing": lambda: streamable_manual_kept(["STREAMABLE_HTTP", "HTTP"]),
})


# streamable-http.chunks.octet-stream, second reading 2026-11-30 (w-v10): a UTF-8 letter cut in two by chunk_size 1,
# a label with a parameter, and a chunk_size larger than the body.
cases_of("streamable-http.chunks.octet-stream", {
    "utf8-letter-split": lambda: both("ü".encode(), "application/octet-stream", chunk_size=1),
    "label-with-parameter": lambda: both(b"0123456789", "application/octet-stream; name=x", chunk_size=4),
    "chunk-size-above-length": lambda: both(b"0123456789", "application/octet-stream", chunk_size=64),
})


# Second reading (wave 3) 2026-11-29 (g-stream): labels naming two of the read types, JSON bodies in other
# encodings, more request bodies, placeholders and headers, and the oauth2 cache by client ID.
async def st_token_cache_client_ids(client_ids):
    """One protocol object; one call per client ID, same token URL; the token requests and headers sent."""
    from aiohttp import web
    from utcp.data.call_template import CallTemplateSerializer
    from utcp_http.streamable_http_communication_protocol import StreamableHttpCommunicationProtocol

    load_plugins()
    tokens: list = []
    seen: list = []

    async def token(request):
        form = await request.post()
        tokens.append(form.get("client_id"))
        return web.json_response({"access_token": f"tok-{len(tokens)}", "token_type": "bearer"})

    async def data(request):
        seen.append(request.headers.get("Authorization"))
        return web.json_response({"ok": True})

    protocol = StreamableHttpCommunicationProtocol()
    async with http_server({("POST", "/token"): token, ("GET", "/d"): data}) as base:
        for client_id in client_ids:
            await protocol.call_tool(None, "s.d", {}, CallTemplateSerializer().validate_dict(
                {"name": "s", "call_template_type": "streamable_http", "url": f"{base}/d", "http_method": "GET",
                 "auth": {"auth_type": "oauth2", "token_url": f"{base}/token", "client_id": client_id,
                          "client_secret": "x"}}))
    return {"token requests (client ID sent)": tokens, "authorization sent": seen}


cases_of("streamable-http.chunks.edges", {
    "octet-label-with-json-parameter":
        lambda: both(b'{"rows": 2}', "application/octet-stream; profile=application/json", chunk_size=4),
    "ndjson-label-with-json-parameter":
        lambda: both(b'{"n": 1}\n{"n": 2}\n', "application/x-ndjson; profile=application/json"),
    "json-upper-case-label-chunk-size-4": lambda: both(b'{"rows": 2}', "Application/JSON", chunk_size=4),
    "json-utf-16-body": lambda: both('{"name": "Zoë"}'.encode("utf-16"), "application/json; charset=utf-16"),
    "json-utf-8-bom-body": lambda: both(b'\xef\xbb\xbf{"a": 1}', "application/json"),
    "ndjson-seq-label": lambda: both(b'{"n": 1}\n{"n": 2}\n', "application/x-ndjson-seq"),
    "json-whitespace-body": lambda: both(b"  \r\n", "application/json"),
})
cases_of("streamable-http.chunks.size-edges", {
    "chunk-size-negative-empty": lambda: both(b"", "application/octet-stream", chunk_size=-1),
    "chunk-size-minus-two-three-pieces":
        lambda: pieces_both(b"abcdefghi", "application/octet-stream", 3, 0.15, chunk_size=-2),
    "text-plain-chunk-size-zero-slow-pieces":
        lambda: pieces_both(b"abcdefghij", "text/plain", 2, 0.2, chunk_size=0),
})
cases_of("streamable-http.request.build", {
    "empty-array-text-plain": lambda: st_sent({"data": []}, http_method="POST", body_field="data",
                                              content_type="text/plain"),
    "array-of-triples-text-plain": lambda: st_sent({"data": [["a", "1", "x"]]}, http_method="POST",
                                                   body_field="data", content_type="text/plain"),
    "array-of-pairs-numbers-unicode-duplicates":
        lambda: st_sent({"data": [["ä", 1], ["a", "x y"], ["a", "2"]]}, http_method="POST", body_field="data",
                        content_type="text/plain"),
    "exact-content-type-header-text": lambda: st_sent({"data": "a,b"}, http_method="POST", body_field="data",
                                                      headers={"Content-Type": "text/csv"},
                                                      content_type="application/json"),
    "false-json-content-type": lambda: st_sent({"data": False}, http_method="POST", body_field="data",
                                               content_type="application/json"),
    "empty-string-json-content-type": lambda: st_sent({"data": ""}, http_method="POST", body_field="data",
                                                      content_type="application/json"),
    "null-json-content-type": lambda: st_sent({"data": None}, http_method="POST", body_field="data",
                                              content_type="application/json"),
    "json-charset-content-type": lambda: st_sent({"data": {"a": 1}}, http_method="POST", body_field="data",
                                                 content_type="application/json; charset=utf-8"),
    "upper-case-json-content-type": lambda: st_sent({"data": {"a": 1}}, http_method="POST", body_field="data",
                                                    content_type="Application/JSON"),
    "empty-string-path": lambda: st_sent({"id": ""}, path="/r/x/{id}/y"),
    "slash-and-percent-path": lambda: st_sent({"id": "a/b%2F?c"}, path="/r/{id}"),
    "three-placeholders-one-repeated": lambda: st_raised({"a": "1", "b": "2"}, path="/r/{a}/{b}/{a}"),
    "single-dot-path": lambda: st_sent({"id": "."}, path="/r/x/{id}/y"),
    "dots-with-slash-path": lambda: st_sent({"id": "../.."}, path="/r/x/{id}/y"),
    "number-true-list-path": lambda: st_sent({"a": 1.5, "b": True, "c": [1, "x"]}, path="/r/{a}/{b}/{c}"),
})
cases_of("streamable-http.request.argument-order", {
    "header-field-other-case-and-path": lambda: st_sent({"id": "7"}, path="/r/{id}", header_fields=["ID"]),
    "body-field-json-null-and-path": lambda: st_sent({"id": None}, path="/r/{id}", http_method="POST",
                                                     body_field="id", content_type="application/json"),
})
cases_of("streamable-http.auth.api-key", {
    "basic-beside-upper-case-authorization": lambda: st_raised(
        {}, headers={"AUTHORIZATION": "Token static"}, auth={"auth_type": "basic", "username": "u", "password": "p"}),
    "api-key-authorization-beside-static": lambda: st_sent(
        {}, headers={"Authorization": "Token static"},
        auth={"auth_type": "api_key", "api_key": "Key k", "var_name": "Authorization", "location": "header"}),
})
cases_of("streamable-http.manual.discovery", {
    "text-json-label": lambda: discover(manual_with_header("text/json")),
    "jsonl-label": lambda: discover(manual_with_header("application/jsonl")),
    "json-patch-label": lambda: discover(manual_with_header("application/json-patch+json")),
})
cases_of("streamable-http.template.http-method", {
    "mixed-case-post": lambda: validate(http_method="Post")["http_method"],
    "delete": lambda: validate(http_method="DELETE")["http_method"],
})
cases_of("streamable-http.protocol.state", {
    "other-client-id-same-url": lambda: st_token_cache_client_ids(["r-w3-a", "r-w3-b", "r-w3-a"]),
})
cases_of("streamable-http.timeout.totals", {
    "negative": lambda: timeout_totals(timeout=-1),
})
cases_of("streamable-http.request.body-field-unset", {
    "number-argument": lambda: sent_request({"data": 5}, http_method="POST"),
    "array-argument": lambda: sent_request({"data": ["a", "b"]}, http_method="POST"),
    "unicode-string-argument": lambda: sent_request({"data": "grüße & co"}, http_method="POST"),
})
cases_of("streamable-http.manual.template-allowed-protocols", {
    "only-other-type": lambda: streamable_manual_kept(["http"]),
    "one-name-in-capitals": lambda: streamable_manual_kept(["streamable_http", "HTTP"]),
})


async def octet_slow_call_tool():
    """Four octet-stream pieces 0.4 s apart under timeout 1000, through call_tool: what the call gives."""
    async with http_server({("GET", "/s"): body_route(b"abcdefgh", "application/octet-stream", 0.4, 4)}) as base:
        t = {"call_template_type": "streamable_http", "url": f"{base}/s", "http_method": "GET", "timeout": 1000}
        got = await outcome_of(call_with_template(t, {}))
    return {"error": got["error"]["type"]} if "error" in got else {"value": shown(got["value"])}


cases_of("streamable-http.timeout.raised-more", {"octet-slow-call-tool": octet_slow_call_tool})
cases_of("streamable-http.timeout.edges", {
    "timeout-negative": lambda: slow_stream_with(-1, True),
})


# Second reading (wave 3) 2026-11-29 (g-rfc, protocol index pages): two lines that are not JSON between JSON lines,
# and one such line holding non-ASCII text with a CRLF ending.
cases_of("streamable-http.chunks.ndjson", {
    "two-bad-lines": lambda: both(b'{"n": 1}\nbad one\n{"n": 2}\nbad two\n', "application/x-ndjson"),
    "bad-line-unicode-crlf": lambda: both('{"n": 1}\r\ngrüße\r\n'.encode(), "application/x-ndjson"),
})


# Second reading (wave 4) 2026-11-29 (x-v10, 1.0 streamable HTTP response table): a JSON-lines body labelled
# application/jsonl arriving in three pieces and empty; application/json with an ndjson or octet-stream parameter;
# the parameter application/json in capitals.
cases_of("streamable-http.chunks.edges", {
    "wave4-jsonl-label-three-pieces":
        lambda: pieces_both(b'{"n": 1}\n{"n": 2}\n', "application/jsonl", 3, 0.15, chunk_size=4),
    "wave4-jsonl-label-empty": lambda: both(b"", "application/jsonl", chunk_size=4),
    "wave4-json-label-ndjson-parameter":
        lambda: both(b'{"n": 1}\n{"n": 2}\n', "application/json; profile=application/x-ndjson", chunk_size=4),
    "wave4-json-label-octet-parameter":
        lambda: both(b'{"rows": 2}', "application/json; profile=application/octet-stream", chunk_size=4),
    "wave4-json-parameter-capitals": lambda: both(b'{"rows": 2}', "text/plain; profile=APPLICATION/JSON", chunk_size=4),
})


# Second reading (wave 4) 2026-11-29 (x-v10, 1.0 chunk_size row): an empty body sent chunked (no Content-Length)
# as octet-stream and as text/plain, with chunk_size 0, and an empty body labelled with no type at all.
cases_of("streamable-http.chunks.size-edges", {
    "wave4-empty-chunked-octet": lambda: pieces_both(b"", "application/octet-stream", 1, chunk_size=4),
    "wave4-empty-text-plain-chunk-size-zero": lambda: both(b"", "text/plain", chunk_size=0),
    "wave4-empty-no-content-type": lambda: pieces_both(b"", None, 1, chunk_size=4),
})


# Second reading (wave 4) 2026-11-29 (x-v10, 1.0 streamable HTTP common errors): with body_field unset, an empty
# object, an object under GET, an object listed in header_fields, and an object that fills a {placeholder} of the URL.
async def sent_request_url(arguments: dict, url_tail: str, **template):
    seen: list = []
    async with http_server({("GET", "/r"): seen_route(seen), ("POST", "/r"): seen_route(seen)}) as base:
        result = await outcome_of(call_with_template(
            {"call_template_type": "streamable_http", "url": f"{base}/r{url_tail}", **template}, arguments))
    return {"result": result, "requests": seen}


cases_of("streamable-http.request.body-field-unset", {
    "wave4-object-edges": lambda: _gather_wave4({
        "empty object, POST": sent_request({"data": {}}, http_method="POST"),
        "object, GET": sent_request({"data": {"a": 1}}),
        "object in header_fields, POST": sent_request({"data": {"a": 1}}, http_method="POST", header_fields=["data"]),
        "object filling a URL placeholder, POST": sent_request_url({"data": {"a": 1}}, "?d={data}", http_method="POST"),
    }),
})


async def _gather_wave4(awaitables: dict) -> dict:
    out = {}
    for label, awaitable in awaitables.items():
        observed = await awaitable
        out[label] = {"result": observed["result"].get("error", {}).get("type", "ok"),
                      "requests": [r["path"] for r in observed["requests"]]}
    return out


# Second reading (wave 4) 2026-11-29 (x-api): a JSON label with an NDJSON parameter, an octet label in other case
# with a JSON parameter, an empty body under other types with a negative size, and a 64 KiB body sent in five
# pieces with a negative size (chunk lengths only).
async def _negative_large_body_lengths():
    from aiohttp import web

    payload = bytes(range(256)) * 256

    async def handler(request):
        response = web.StreamResponse(headers={"Content-Type": "text/plain"})
        await response.prepare(request)
        for start in range(0, len(payload), len(payload) // 5 + 1):
            await response.write(payload[start:start + len(payload) // 5 + 1])
            await asyncio.sleep(0.1)
        await response.write_eof()
        return response

    async with http_server({("GET", "/s"): handler}) as base:
        t = {"call_template_type": "streamable_http", "url": f"{base}/s", "http_method": "GET", "chunk_size": -4096}
        chunks = await outcome_of(stream_with_template(t, {}))
    if "value" in chunks:
        return {"chunk lengths": [len(c) for c in chunks["value"]], "whole body": b"".join(chunks["value"]) == payload}
    return chunks


async def _negative_empty_other_types():
    return {"text/plain": await both(b"", "text/plain", chunk_size=-1),
            "no type": await pieces_both(b"", None, 1, chunk_size=-1)}


cases_of("streamable-http.chunks.edges", {
    "json-label-with-ndjson-parameter":
        lambda: both(b'{"n": 1}\n{"n": 2}\n', "application/json; profile=application/x-ndjson"),
    "upper-octet-label-with-json-parameter":
        lambda: both(b'{"rows": 2}', "Application/Octet-Stream; profile=application/json", chunk_size=4),
})
cases_of("streamable-http.chunks.size-edges", {
    "chunk-size-negative-empty-other-types": _negative_empty_other_types,
    "chunk-size-negative-large-body-five-pieces": _negative_large_body_lengths,
})


# Second reading (wave 4) 2026-11-29 (x-next): empty bodies of other types (text/plain with chunk_size 0, an empty
# Content-Type, NDJSON); argument values near an object (an empty object, a list holding an object, null, true)
# with body_field unset.
async def _empty_bodies_more():
    return {"text/plain, chunk_size 0": await both(b"", "text/plain", chunk_size=0),
            "Content-Type set to an empty string": await both(b"", ""),
            "application/x-ndjson": await both(b"", "application/x-ndjson")}


async def _object_like_arguments():
    out = {}
    for label, value in (("empty object", {}), ("list holding an object", [{"a": 1}]), ("null", None),
                         ("true", True)):
        out[label] = await sent_request({"data": value}, http_method="POST")
    return out


cases_of("streamable-http.chunks.size-edges", {"empty-bodies-more": _empty_bodies_more})
cases_of("streamable-http.request.body-field-unset", {"object-like-arguments": _object_like_arguments})


# Second reading (wave 5) 2026-11-29 (h-sse): NDJSON labelled with the media type names other than
# application/x-ndjson that servers use.
async def _wave5_ndjson_other_labels():
    out = {}
    for content_type in ("application/ndjson", "application/jsonl", "application/json-seq"):
        out[content_type] = await both(b'{"n": 1}\n{"n": 2}\n', content_type)
    return out


cases_of("streamable-http.chunks.ndjson", {"wave5-ndjson-other-labels": _wave5_ndjson_other_labels})


# Second reading (wave 5) 2026-11-29 (h-stream): bodies a real server produces that the chunk rules have not met
# yet (a line or body that is not UTF-8, a UTF-16 NDJSON feed, a very long NDJSON line, UTF-16 without its byte
# order mark, UTF-32, an octet label with an NDJSON parameter, a 204 and a gzip-encoded empty body, a 1 MiB body
# under a negative chunk_size); argument values near the query-string rules; array bodies that are not pairs;
# manual labels that begin with application/json; a negative timeout through call_tool.
def _w5_encoded_route(payload: bytes, content_type: str, status: int = 200, encoding: str | None = None):
    from aiohttp import web

    async def handler(request):
        headers = {"Content-Type": content_type}
        if encoding:
            headers["Content-Encoding"] = encoding
        return web.Response(status=status, body=payload, headers=headers)

    return handler


async def _w5_served(handler, **template):
    async with http_server({("GET", "/s"): handler}) as base:
        t = {"call_template_type": "streamable_http", "url": f"{base}/s", "http_method": "GET", **template}
        whole = await outcome_of(call_with_template(t, {}))
        chunks = await outcome_of(stream_with_template(t, {}))
    for observed in (whole, chunks):
        if "value" in observed:
            observed["value"] = shown(observed["value"])
    return {"call_tool": whole, "call_tool_streaming": chunks}


async def _w5_long_ndjson_line():
    line = b'{"s": "' + b"x" * 200_000 + b'"}\n'
    observed = await both(b'{"n": 1}\n' + line + b'{"n": 2}\n', "application/x-ndjson")
    for way, got in observed.items():
        if "value" in got:
            observed[way] = {"items": [v if isinstance(v, dict) and "s" not in v else "<the long line>"
                                       for v in (got["value"] if isinstance(got["value"], list) else [got["value"]])]}
    return observed


async def _w5_negative_one_mib():
    from aiohttp import web

    payload = bytes(range(256)) * 4096

    async def handler(request):
        response = web.StreamResponse(headers={"Content-Type": "application/octet-stream"})
        await response.prepare(request)
        step = len(payload) // 16
        for start in range(0, len(payload), step):
            await response.write(payload[start:start + step])
            await asyncio.sleep(0.02)
        await response.write_eof()
        return response

    async with http_server({("GET", "/s"): handler}) as base:
        t = {"call_template_type": "streamable_http", "url": f"{base}/s", "http_method": "GET", "chunk_size": -1}
        chunks = await outcome_of(stream_with_template(t, {}))
    if "value" in chunks:
        return {"chunk lengths": [len(c) for c in chunks["value"]], "whole body": b"".join(chunks["value"]) == payload}
    return chunks


async def _w5_empty_204_and_gzip():
    import gzip

    return {"status 204, octet-stream": await _w5_served(_w5_encoded_route(b"", "application/octet-stream", 204),
                                                         chunk_size=4),
            "gzip of nothing, octet-stream": await _w5_served(
                _w5_encoded_route(gzip.compress(b""), "application/octet-stream", encoding="gzip"), chunk_size=4),
            "gzip of nothing, text/plain, chunk_size -1": await _w5_served(
                _w5_encoded_route(gzip.compress(b""), "text/plain", encoding="gzip"), chunk_size=-1)}


cases_of("streamable-http.chunks.edges", {
    "w5-ndjson-latin-1-line":
        lambda: both(b'{"n": 1}\n' + "café".encode("latin-1") + b'\n{"n": 2}\n', "application/x-ndjson"),
    "w5-ndjson-utf-16-body": lambda: both('{"n": 1}\n{"n": 2}\n'.encode("utf-16"), "application/x-ndjson"),
    "w5-ndjson-long-line": _w5_long_ndjson_line,
    "w5-jsonl-label-latin-1": lambda: both(b'{"name": "Zo\xeb"}\n{"n": 2}\n', "application/jsonl", chunk_size=4),
    "w5-json-not-json-latin-1": lambda: both(b"caf\xe9", "application/json"),
    "w5-json-utf-16-no-bom": lambda: both('{"name": "Zoë"}'.encode("utf-16-le"), "application/json"),
    "w5-json-utf-32-bom": lambda: both('{"name": "Zoë"}'.encode("utf-32"), "application/json"),
    "w5-octet-label-ndjson-parameter":
        lambda: both(b'{"n": 1}\n{"n": 2}\n', "application/octet-stream; profile=application/x-ndjson", chunk_size=4),
    "w5-upper-ndjson-label-json-parameter":
        lambda: both(b'{"n": 1}\n{"n": 2}\n', "Application/X-NDJSON; profile=application/json", chunk_size=4),
})
cases_of("streamable-http.chunks.size-edges", {
    "w5-chunk-size-negative-one-mib-sixteen-pieces": _w5_negative_one_mib,
    "w5-empty-204-and-gzip": _w5_empty_204_and_gzip,
})


async def _w5_query_values():
    out = {}
    for label, value in (("1.5", 1.5), ("-3", -3), ("empty string", ""), ("false", False), ("empty array", []),
                         ("array of numbers", [1, 2.5]), ("array with true", ["a", True]),
                         ("array with null", ["a", None]), ("nested array", [["a", "b"]])):
        observed = await sent_request({"data": value}, http_method="POST")
        result = observed["result"]
        out[label] = {"result": result["error"]["type"] if "error" in result else "ok",
                      "requests": [r["path"] for r in observed["requests"]]}
    return out


async def _w5_object_as_text():
    out = {}
    for label, value in (("object", {"a": 1}), ("nested object with é", {"é": [1, None]})):
        header = await st_sent({"data": value}, http_method="POST", header_fields=["data"])
        placeholder = await st_sent({"data": value}, path="/r/{data}", http_method="POST")
        sent = header["requests"][0] if header["requests"] else None
        out[label] = {
            "header_fields": {"result": "error" if "error" in header["result"] else "ok",
                              "header": [v for k, v in sent["headers"] if k == "data"] if sent else None},
            "placeholder": {"result": "error" if "error" in placeholder["result"] else "ok",
                            "path": [r["path"] for r in placeholder["requests"]]},
        }
    return out


cases_of("streamable-http.request.body-field-unset", {
    "w5-query-value-edges": _w5_query_values,
    "w5-object-as-header-and-placeholder": _w5_object_as_text,
})


async def _w5_bodies(cases):
    out = {}
    for label, (value, template) in cases.items():
        observed = await st_sent({"data": value}, http_method="POST", body_field="data", **template)
        result = observed["result"]
        out[label] = {"result": result["error"]["type"] if "error" in result else "ok",
                      "requests": [{"content-type": [v for k, v in r["headers"] if k.lower() == "content-type"],
                                    "body": r["body"]} for r in observed["requests"]]}
    return out


cases_of("streamable-http.request.build", {
    "w5-array-items-not-pairs": lambda: _w5_bodies({
        "[{\"a\": 1}]": ([{"a": 1}], {"content_type": "text/plain"}),
        "[null]": ([None], {"content_type": "text/plain"}),
        "[[\"a\"]]": ([["a"]], {"content_type": "text/plain"}),
        "[[\"a\", \"1\"], 5]": ([["a", "1"], 5], {"content_type": "text/plain"}),
        "[\"ab\"] under application/x-www-form-urlencoded":
            (["ab"], {"content_type": "application/x-www-form-urlencoded"}),
    }),
    "w5-empty-array-other-types": lambda: _w5_bodies({
        "application/x-www-form-urlencoded": ([], {"content_type": "application/x-www-form-urlencoded"}),
        "application/octet-stream": ([], {"content_type": "application/octet-stream"}),
        "multipart/form-data": ([], {"content_type": "multipart/form-data"}),
    }),
    "w5-json-more-bodies": lambda: _w5_bodies({
        "true under application/json": (True, {"content_type": "application/json"}),
        "[1, \"é\"] under application/json": ([1, "é"], {"content_type": "application/json"}),
        "an object, headers Content-Type application/json, content_type text/plain":
            ({"a": 1}, {"headers": {"Content-Type": "application/json"}, "content_type": "text/plain"}),
        "the string x under text/plain; profile=application/json":
            ("x", {"content_type": "text/plain; profile=application/json"}),
    }),
    "w5-null-body-other-types": lambda: _w5_bodies({
        "text/plain": (None, {"content_type": "text/plain"}),
        "application/x-www-form-urlencoded": (None, {"content_type": "application/x-www-form-urlencoded"}),
        "headers Content-Type text/csv": (None, {"headers": {"Content-Type": "text/csv"}}),
    }),
})


async def _w5_labels(labels):
    out = {}
    for label in labels:
        observed = (await discover(manual_with_header(label)))["outcome"]
        out[label] = ({"success": observed["value"]["success"], "tools": observed["value"]["tools"]}
                      if "value" in observed else observed)
    return out


cases_of("streamable-http.manual.discovery", {
    "w5-labels-beginning-with-json": lambda: _w5_labels(
        ["application/json5", "APPLICATION/JSONL", "application/json-seq", "application/jsonl; charset=utf-8"]),
    "w5-text-json-variants": lambda: _w5_labels(["text/json; charset=utf-8", "TEXT/JSON", "application/x-json"]),
})
cases_of("streamable-http.timeout.edges", {
    "w5-timeout-negative-call-tool": lambda: slow_stream_with(-1, False),
    "w5-timeout-minus-1000-streaming": lambda: slow_stream_with(-1000, True),
})
cases_of("streamable-http.manual.template-allowed-protocols", {
    "w5-only-own-type": lambda: streamable_manual_kept(["streamable_http"]),
    "w5-neither-type": lambda: streamable_manual_kept(["websocket"]),
})


async def _w5_ndjson_line_of(total: int):
    """An NDJSON record line of `total` bytes, its line feed included, between two short ones; the items."""
    head, tail = b'{"s": "', b'"}\n'
    line = head + b"x" * (total - len(head) - len(tail)) + tail
    observed = await both(b'{"n": 1}\n' + line + b'{"n": 2}\n', "application/x-ndjson")
    for way, got in observed.items():
        if "value" in got and isinstance(got["value"], list):
            observed[way] = {"items": [v if "s" not in v else f"<a record of {len(v['s'])} letters>"
                                       for v in got["value"]]}
    return observed


cases_of("streamable-http.chunks.edges", {
    "w5-ndjson-line-of-128-kib": lambda: _w5_ndjson_line_of(131072),
    "w5-ndjson-line-one-byte-over-128-kib": lambda: _w5_ndjson_line_of(131073),
})


# First reading, wave 6 (2026-11-29): NDJSON and JSON answers, defaults and the timeout the pages describe.

cases_of("streamable-http.call.response-streamed", {
    "w6-ndjson-without-x": lambda: both(b'{"n":1}\n{"n":2}\n', "application/ndjson"),
    "w6-ndjson-bad-line": lambda: both(b'{"n":1}\nnot json\n', "application/x-ndjson"),
    "w6-ndjson-crlf-and-blank": lambda: both(b'{"n":1}\r\n\r\n{"n":2}', "application/x-ndjson"),
    "w6-ndjson-scalars": lambda: both(b'1\n"two"\nnull\n[3]\n', "application/x-ndjson"),
})


async def _w6_json_arrival(content_type: str) -> dict:
    """Whether call_tool_streaming yields anything of a JSON answer before its last byte is sent.

    The server sends the first half, waits (at most 1 s) for the client to report a chunk, then the rest."""
    from aiohttp import web

    log: list = []
    seen = asyncio.Event()

    async def handler(request):
        response = web.StreamResponse(headers={"Content-Type": content_type})
        await response.prepare(request)
        await response.write(b'{"rows": [1, ')
        try:
            await asyncio.wait_for(seen.wait(), 1.0)
        except asyncio.TimeoutError:
            log.append("server waited 1 s without the client seeing a chunk")
        log.append("server sends the rest")
        await response.write(b'2]}')
        await response.write_eof()
        return response

    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.data.tool import Tool
    from utcp.data.utcp_manual import UtcpManual
    from utcp.utcp_client import UtcpClient

    async with http_server({("GET", "/s"): handler}) as base:
        client = await UtcpClient.create()
        template = CallTemplateSerializer().validate_dict({"call_template_type": "streamable_http", "name": "m",
                                                           "url": f"{base}/s", "http_method": "GET"})
        await client.config.tool_repository.save_manual(template, UtcpManual(tools=[
            Tool(name="m.t", description="", tool_call_template=template)]))
        async for chunk in client.call_tool_streaming("m.t", {}):
            log.append(f"client gets {chunk!r}")
            seen.set()
    return log


cases_of("streamable-http.chunks.json", {
    "w6-sent-in-two-parts": lambda: _w6_json_arrival("application/json"),
    "w6-charset-parameter": lambda: _w6_json_arrival("application/json; charset=utf-8"),
    "w6-upper-case-media-type": lambda: _w6_json_arrival("Application/JSON"),
    "w6-problem-json": lambda: _w6_json_arrival("application/problem+json"),
    "w6-invalid-json": lambda: both(b'{"rows": ', "application/json"),
    "w6-empty-body": lambda: both(b"", "application/json"),
})


cases_of("streamable-http.template.defaults", {
    "w6-body-field-null-and-given": lambda: {"null": validate(body_field=None).get("body_field"),
                                             "given": validate(body_field="payload").get("body_field")},
    "w6-timeout-zero": lambda: validate(timeout=0).get("timeout"),
})


async def _w6_timed(payload: bytes, delay: float, pieces: int, timeout_ms: int, *, before_headers: float = 0.0,
                    streaming: bool = True) -> dict:
    """Calls a streamable_http tool with `timeout_ms` whose server answers NDJSON in `pieces` with `delay` between.

    `before_headers` delays the response headers. Reports how the call ended and how many items arrived."""
    from aiohttp import web

    inner = body_route(payload, "application/x-ndjson", delay, pieces)

    async def handler(request):
        if before_headers:
            await asyncio.sleep(before_headers)
        return await inner(request)

    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.data.tool import Tool
    from utcp.data.utcp_manual import UtcpManual
    from utcp.utcp_client import UtcpClient

    got: list = []
    async with http_server({("GET", "/s"): handler}) as base:
        client = await UtcpClient.create()
        template = CallTemplateSerializer().validate_dict({"call_template_type": "streamable_http", "name": "m",
                                                           "url": f"{base}/s", "http_method": "GET",
                                                           "timeout": timeout_ms})
        await client.config.tool_repository.save_manual(template, UtcpManual(tools=[
            Tool(name="m.t", description="", tool_call_template=template)]))
        try:
            if streaming:
                async for chunk in client.call_tool_streaming("m.t", {}):
                    got.append(chunk)
            else:
                got = list(await client.call_tool("m.t", {}))
            ending = "finished"
        except Exception as error:  # noqa: BLE001
            ending = type(error).__name__
    return {"ending": ending, "items": len(got)}


_W6_LINES = b"".join(b'{"n": %d}\n' % n for n in range(6))

cases_of("streamable-http.timeout.whole-exchange", {
    "w6-slow-headers": lambda: _w6_timed(_W6_LINES, 0.0, 1, 500, before_headers=1.0),
    "w6-within-limit": lambda: _w6_timed(_W6_LINES, 0.05, 6, 2000),
    "w6-call-tool-slow-stream": lambda: _w6_timed(_W6_LINES, 0.3, 6, 1000, streaming=False),
    "w6-idle-gap-longer-than-timeout": lambda: _w6_timed(_W6_LINES, 1.5, 2, 1000),
})


# Third reading (wave 7) 2026-11-29 (w7): bodies that Python's JSON parser takes though JSON has no such value (NaN,
# Infinity) under application/jsonl and as an NDJSON line, a body of JSON null under application/jsonl, and an
# NDJSON line holding a JSON value after leading spaces. NaN and Infinity are shown as text (the results are JSON).
def _w7_plain(value):
    import math

    if isinstance(value, float) and not math.isfinite(value):
        return f"<float {value}>"
    if isinstance(value, list):
        return [_w7_plain(v) for v in value]
    if isinstance(value, dict):
        return {k: _w7_plain(v) for k, v in value.items()}
    return value


async def _w7_both(payload: bytes, content_type: str, **template):
    return _w7_plain(await both(payload, content_type, **template))


cases_of("streamable-http.chunks.edges", {
    "wave7-jsonl-label-nan-body": lambda: _w7_both(b"NaN", "application/jsonl", chunk_size=4),
    "wave7-jsonl-label-null-body": lambda: _w7_both(b"null", "application/jsonl", chunk_size=4),
    "wave7-jsonl-label-two-values-one-line": lambda: _w7_both(b'{"n": 1} {"n": 2}', "application/jsonl", chunk_size=4),
})

cases_of("streamable-http.chunks.ndjson", {
    "wave7-nan-and-infinity-lines": lambda: _w7_both(b'{"n": 1}\nNaN\n-Infinity\n{"n": 2}\n', "application/x-ndjson"),
    "wave7-indented-line-and-bad-line": lambda: _w7_both(b'   {"n": 1}\n\tbad\n', "application/x-ndjson"),
})
