"""Cases of the sse protocol (utcp_http's SSE call template) over a loopback server."""
import asyncio

from _behaviour import (auth_with_base, call_with_template, case, cases_of, error_outcome, http_server,
                        kept_by_manual_type, load_plugins, outcome_of, status_route, stream_with_template, summarize)


def stream_route(body: bytes):
    from aiohttp import web

    async def handler(request: web.Request) -> web.StreamResponse:
        response = web.StreamResponse(headers={"Content-Type": "text/event-stream"})
        await response.prepare(request)
        await response.write(body)
        await response.write_eof()
        return response

    return handler


async def events_of(body: bytes, **template) -> object:
    async with http_server({("GET", "/events"): stream_route(body)}) as base:
        return await call_with_template({"call_template_type": "sse", "url": f"{base}/events", **template}, {})


cases_of("sse.events.line-endings", {
    "lf": lambda: events_of(b'data: {"n": 1}\n\ndata: two\n\n'),
    "crlf": lambda: events_of(b'data: {"n": 1}\r\n\r\ndata: two\r\n\r\n'),
    "cr": lambda: events_of(b'data: {"n": 1}\r\rdata: two\r\r'),
})


def recorded_stream(body: bytes, seen: list):
    from aiohttp import web

    stream = stream_route(body)

    async def handler(request: web.Request) -> web.StreamResponse:
        seen.append({"method": request.method, "path": request.raw_path, "accept": request.headers.get("Accept"),
                     "content_type": request.headers.get("Content-Type"),
                     "x_trace": request.headers.get("X-Trace"), "body": (await request.read()).decode()})
        return await stream(request)

    return handler


def fields(observed: dict, *names: str) -> list:
    """The named fields of each request `requested` saw."""
    return [{name: request[name] for name in names} for request in observed["requests"]]


async def requested(arguments: dict, body: bytes = b"data: 1\n\n", **template):
    seen: list = []
    handler = recorded_stream(body, seen)
    async with http_server({("GET", "/e/{tail:.*}"): handler, ("POST", "/e/{tail:.*}"): handler}) as base:
        result = await outcome_of(call_with_template(
            {"call_template_type": "sse", "url": f"{base}/e/{{id}}" if "id" in arguments else f"{base}/e/x", **template},
            arguments))
    return {"result": result, "requests": seen}


STEP_STREAM = (b'event: step\ndata: {"step": "build",\ndata:  "status": "passed"}\n\n'
               b'event: log\ndata: compiling\n\n'
               b'data: no event line\n\n'
               b'event: step\ndata: plain text\n\n')


cases_of("sse.events.multi-line-data", {
    "json-across-lines": lambda: events_of(b'data: {"a":\ndata:  1}\n\n'),
    "text-lines": lambda: events_of(b"data: line one\ndata: line two\n\n"),
})


cases_of("sse.events.event-type-filter", {
    "no-filter": lambda: events_of(STEP_STREAM),
    "step": lambda: events_of(STEP_STREAM, event_type="step"),
    "no-match": lambda: events_of(STEP_STREAM, event_type="absent"),
})


cases_of("sse.events.comments-and-empty", {
    "comment-line": lambda: events_of(b": a comment\n\ndata: 1\n\n"),
    "event-without-data": lambda: events_of(b"event: ping\n\ndata: 2\n\n"),
    "empty-data": lambda: events_of(b"data:\n\ndata: 3\n\n"),
    "empty-stream": lambda: events_of(b""),
})


cases_of("sse.events.field-spacing", {
    "no-space": lambda: events_of(b"data:{\"n\":1}\n\n"),
    "two-spaces": lambda: events_of(b"data:  padded\n\n"),
})


@case("sse.events.unterminated", "no-final-blank-line")
async def unterminated():
    return await events_of(b"data: 1\n\ndata: last\n")


@case("sse.events.unicode", "utf-8")
async def unicode_event():
    return await events_of("data: héllo ✓\n\n".encode())


@case("sse.events.id-and-retry", "id-retry-lines")
async def id_retry():
    return await events_of(b"id: 7\nretry: 10\ndata: x\n\n")


@case("sse.request.method", "no-body-argument")
async def method_get():
    observed = await requested({"q": "1"})
    return fields(observed, "method", "path", "accept")


@case("sse.request.method", "body-argument")
async def method_post():
    observed = await requested({"body": {"a": 1}})
    return {"result": observed["result"],
            "requests": fields(observed, "method", "accept", "path")}


@case("sse.request.method", "body-field-argument")
async def method_post_body_field():
    observed = await requested({"payload": {"a": 1}}, body_field="payload")
    return fields(observed, "method", "accept", "path")


@case("sse.request.method", "body-field-absent")
async def method_body_field_absent():
    observed = await requested({"q": "1"}, body_field="payload")
    return fields(observed, "method", "accept", "path")


@case("sse.request.body", "object-no-content-type")
async def body_object():
    observed = await requested({"payload": {"a": 1}}, body_field="payload")
    return fields(observed, "content_type", "body")


@case("sse.request.body", "string-no-content-type")
async def body_string():
    observed = await requested({"payload": "hello"}, body_field="payload")
    return fields(observed, "content_type", "body")


@case("sse.request.body", "object-json-header")
async def body_json():
    observed = await requested({"payload": {"a": 1}}, body_field="payload",
                               headers={"Content-Type": "application/json"})
    return fields(observed, "content_type", "body")


@case("sse.request.path-parameter", "given")
async def path_given():
    observed = await requested({"id": "A/1"})
    return [r["path"] for r in observed["requests"]]


@case("sse.request.path-parameter", "missing")
async def path_missing():
    seen: list = []
    async with http_server({("GET", "/e/{tail:.*}"): recorded_stream(b"", seen)}) as base:
        return await outcome_of(call_with_template({"call_template_type": "sse", "url": f"{base}/e/{{id}}"}, {}))


@case("sse.request.header-fields", "number")
async def header_field():
    observed = await requested({"X-Trace": 5}, header_fields=["X-Trace"])
    return fields(observed, "x_trace", "path")


async def answered_by(handler) -> dict:
    """The outcome of calling an SSE tool whose server answers GET /e with `handler`."""
    async with http_server({("GET", "/e"): handler}) as base:
        return await outcome_of(call_with_template({"call_template_type": "sse", "url": f"{base}/e"}, {}))


cases_of("sse.response.error-status", {
    "404": lambda: answered_by(status_route(404)),
    "500": lambda: answered_by(status_route(500)),
})


@case("sse.response.reconnect", "reconnect-true")
async def reconnect():
    seen: list = []
    async with http_server({("GET", "/e/{tail:.*}"): recorded_stream(b"data: 1\n\n", seen)}) as base:
        result = await call_with_template({"call_template_type": "sse", "url": f"{base}/e/x", "reconnect": True,
                                           "retry_timeout": 10}, {})
        await asyncio.sleep(0.2)
    return {"result": result, "requests": len(seen)}


@case("sse.response.wrong-content-type", "json-answer")
async def wrong_content_type():
    from aiohttp import web

    async def handler(request):
        return web.json_response({"not": "a stream"})

    return await answered_by(handler)


async def streamed(body: bytes) -> object:
    """What call_tool_streaming yields for an SSE tool whose server sends `body`."""
    async with http_server({("GET", "/events"): stream_route(body)}) as base:
        return await stream_with_template({"call_template_type": "sse", "url": f"{base}/events"}, {})


@case("sse.streaming.chunks", "two-events")
async def streaming_chunks():
    return await streamed(b'data: {"n": 1}\n\ndata: two\n\n')


@case("sse.call.events-streamed", "two-events")
async def events_streamed():
    return await streamed(b"data: one\n\ndata: two\n\n")


@case("sse.calls.non-https-url", "remote-http")
async def calls_remote():
    return await outcome_of(call_with_template({"call_template_type": "sse", "url": "http://example.invalid/e"}, {}))


# Cases added by the adversarial review of the SSE guides (2026-11-27).

def recording_stream(seen: list, body: bytes = b"data: 1\n\n"):
    """An event-stream handler that records method, path with query, auth headers, cookies and body."""
    stream = stream_route(body)

    async def handler(request):
        seen.append({"method": request.method, "path": request.raw_path,
                     "authorization": request.headers.get("Authorization"),
                     "x_api_key": request.headers.get("X-Api-Key"), "cookies": dict(request.cookies),
                     "content_type": request.headers.get("Content-Type"),
                     "body": (await request.read()).decode()})
        return await stream(request)

    return handler


async def call_seen(arguments: dict, extra_routes: dict | None = None, **template) -> dict:
    """Calls an SSE tool at /e with `template`; the result and what the server saw."""
    seen: list = []
    handler = recording_stream(seen)
    routes = {("GET", "/e"): handler, ("POST", "/e"): handler, **(extra_routes or {})}
    async with http_server(routes) as base:
        filled = {k: (v.replace("BASE", base) if isinstance(v, str) else v) for k, v in template.items()}
        if isinstance(filled.get("auth"), dict):
            filled["auth"] = {k: (v.replace("BASE", base) if isinstance(v, str) else v)
                              for k, v in filled["auth"].items()}
        result = await outcome_of(call_with_template(
            {"call_template_type": "sse", "url": f"{base}/e", **filled}, arguments))
    return {"result": result, "requests": seen}


def token_route():
    from aiohttp import web

    async def token(request):
        return web.json_response({"access_token": "tok-1", "expires_in": 60})

    return {("POST", "/token"): token}


cases_of("sse.request.auth", {
    "api-key-header": lambda: call_seen({}, auth={"auth_type": "api_key", "api_key": "k-1", "var_name": "X-Api-Key",
                                                  "location": "header"}),
    "api-key-query": lambda: call_seen({"q": "1"}, auth={"auth_type": "api_key", "api_key": "k-1",
                                                         "var_name": "token", "location": "query"}),
    "api-key-cookie": lambda: call_seen({}, auth={"auth_type": "api_key", "api_key": "k-1", "var_name": "session",
                                                  "location": "cookie"}),
    "basic": lambda: call_seen({}, auth={"auth_type": "basic", "username": "u", "password": "p"}),
    "oauth2": lambda: call_seen({}, token_route(), auth={"auth_type": "oauth2", "token_url": "BASE/token",
                                                         "client_id": "sse-review", "client_secret": "s"}),
})


cases_of("sse.request.query", {
    "string-and-number": lambda: call_seen({"q": "a b", "n": 2}),
    "boolean": lambda: call_seen({"flag": True}),
    "null": lambda: call_seen({"gone": None}),
})


@case("sse.request.header-fields", "boolean-and-null")
async def header_field_edges():
    seen: list = []

    async def handler(request):
        seen.append({"x_a": request.headers.get("X-A"), "x_b": request.headers.get("X-B")})
        return await stream_route(b"data: 1\n\n")(request)

    async with http_server({("GET", "/e"): handler}) as base:
        result = await outcome_of(call_with_template(
            {"call_template_type": "sse", "url": f"{base}/e", "header_fields": ["X-A", "X-B"]},
            {"X-A": True, "X-B": None}))
    return {"result": result, "requests": seen}


cases_of("sse.request.body", {
    "lowercase-content-type-header": lambda: call_seen({"payload": {"a": 1}}, body_field="payload",
                                                       headers={"content-type": "application/json"}),
    "json-header-with-charset": lambda: call_seen({"payload": {"a": 1}}, body_field="payload",
                                                  headers={"Content-Type": "application/json; charset=utf-8"}),
    "nested-object-no-content-type": lambda: call_seen({"payload": {"a": {"b": 1}}}, body_field="payload"),
})


@case("sse.request.redirect", "tool-call-302")
async def tool_call_redirect():
    from aiohttp import web

    async def moved(request):
        raise web.HTTPFound("/e")

    return await call_seen({}, {("GET", "/old"): moved}, url="BASE/old")


@case("sse.response.dropped", "closed-mid-event")
async def closed_mid_event():
    return await events_of(b"data: 1\n\ndata: half of an ev")


async def drop_after_one_event(request):
    """Sends one whole event and half of the next, then drops the connection."""
    from aiohttp import web

    response = web.StreamResponse(headers={"Content-Type": "text/event-stream"})
    await response.prepare(request)
    await response.write(b"data: 1\n\ndata: half")
    await asyncio.sleep(0.05)
    request.transport.close()
    return response


@case("sse.response.dropped", "aborted-mid-event")
async def aborted_mid_event():
    async with http_server({("GET", "/events"): drop_after_one_event}) as base:
        streamed_items: list = []
        try:
            async for item in _stream_items({"call_template_type": "sse", "url": f"{base}/events"}):
                streamed_items.append(item)
            ending = "ended"
        except Exception as error:  # noqa: BLE001
            ending = error_outcome(error)
    return {"yielded": streamed_items, "ending": ending}


async def _stream_items(template: dict):
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.data.tool import Tool
    from utcp.data.utcp_manual import UtcpManual
    from utcp.utcp_client import UtcpClient

    client = await UtcpClient.create()
    manual_template = CallTemplateSerializer().validate_dict({**template, "name": "m"})
    entry = Tool(name="m.t", description="", tool_call_template=manual_template)
    await client.config.tool_repository.save_manual(manual_template, UtcpManual(tools=[entry]))
    async for item in client.call_tool_streaming("m.t", {}):
        yield item


@case("sse.response.no-timeout", "silent-stream")
async def silent_stream():
    """One event, then silence with the connection open: the first event arrives, call_tool is still
    waiting when the caller's own 1.5-second limit ends it."""
    from aiohttp import web

    async def handler(request):
        response = web.StreamResponse(headers={"Content-Type": "text/event-stream"})
        await response.prepare(request)
        await response.write(b"data: first\n\n")
        await asyncio.sleep(5)
        return response

    async with http_server({("GET", "/events"): handler}) as base:
        template = {"call_template_type": "sse", "url": f"{base}/events"}
        first = None
        async for item in _stream_items(template):
            first = item
            break
        try:
            await asyncio.wait_for(call_with_template(template, {}), 1.5)
            call = "returned"
        except asyncio.TimeoutError:
            call = "still waiting after 1.5 s (caller's wait_for)"
    return {"first_streamed": first, "call_tool": call}


def manual_server(answer, seen: list):
    from aiohttp import web

    async def handler(request):
        seen.append({"method": request.method, "accept": request.headers.get("Accept"),
                     "x_static": request.headers.get("X-Static"), "x_api_key": request.headers.get("X-Api-Key"),
                     "authorization": request.headers.get("Authorization"), "path": request.raw_path})
        return await answer(request)

    return handler


EMPTY_MANUAL = {"utcp_version": "1.0.0", "manual_version": "1.0.0", "tools": []}


async def discover_sse(answer, routes: dict | None = None, **template) -> dict:
    """Registers an sse manual served at /manual; what registration gave and what the server saw."""
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.utcp_client import UtcpClient

    seen: list = []
    all_routes = {("GET", "/manual"): manual_server(answer, seen), ("POST", "/manual"): manual_server(answer, seen),
                  **(routes or {})}
    async with http_server(all_routes) as base:
        filled = {k: (v.replace("BASE", base) if isinstance(v, str) else v) for k, v in template.items()}
        if isinstance(filled.get("auth"), dict):
            filled["auth"] = {k: (v.replace("BASE", base) if isinstance(v, str) else v)
                              for k, v in filled["auth"].items()}
        client = await UtcpClient.create()
        call_template = CallTemplateSerializer().validate_dict(
            {"name": "feed", "call_template_type": "sse", "url": filled.pop("url", f"{base}/manual"), **filled})
        outcome = await outcome_of(client.register_manual(call_template))
    if "value" in outcome:
        result = outcome["value"]
        outcome = {"success": result.success, "tools": [t.name for t in result.manual.tools],
                   "error": summarize(result.errors[0]) if result.errors else None}
    return {"registration": outcome, "requests": seen}


def answer_json(payload):
    from aiohttp import web

    async def answer(request):
        return web.json_response(payload)

    return answer


def answer_raw(body: str, content_type: str, status: int = 200):
    from aiohttp import web

    async def answer(request):
        return web.Response(status=status, text=body, content_type=content_type)

    return answer


def answer_redirect():
    from aiohttp import web

    async def answer(request):
        raise web.HTTPFound("/final")

    return answer


OPENAPI_DOCUMENT = {"openapi": "3.0.0", "info": {"title": "t", "version": "1"},
                    "servers": [{"url": "http://127.0.0.1:1"}],
                    "paths": {"/ping": {"get": {"operationId": "ping", "responses": {"200": {"description": "ok"}}}}}}

cases_of("sse.discovery.manual", {
    "json-manual": lambda: discover_sse(answer_json(EMPTY_MANUAL), headers={"X-Static": "s"}),
    "manual-as-event": lambda: discover_sse(answer_raw("data: " + __import__("json").dumps(EMPTY_MANUAL) + "\n\n",
                                                       "text/event-stream")),
    "status-500": lambda: discover_sse(answer_raw("down", "text/plain", 500)),
    "redirect-302": lambda: discover_sse(answer_redirect(), {("GET", "/final"): answer_json(EMPTY_MANUAL)}),
    "remote-http": lambda: discover_sse(answer_json(EMPTY_MANUAL), url="http://example.invalid/manual"),
    "openapi-document": lambda: discover_sse(answer_json(OPENAPI_DOCUMENT)),
    "localhost-prefix": lambda: discover_sse(answer_json(EMPTY_MANUAL), url="http://localhost.example.invalid/manual"),
})

cases_of("sse.discovery.auth", {
    "api-key-header": lambda: discover_sse(answer_json(EMPTY_MANUAL), auth={
        "auth_type": "api_key", "api_key": "k-1", "var_name": "X-Api-Key", "location": "header"}),
    "basic": lambda: discover_sse(answer_json(EMPTY_MANUAL), auth={"auth_type": "basic", "username": "u",
                                                                   "password": "p"}),
    "oauth2": lambda: discover_sse(answer_json(EMPTY_MANUAL), token_route(), auth={
        "auth_type": "oauth2", "token_url": "BASE/token", "client_id": "sse-review-discovery",
        "client_secret": "s"}),
})


# Second adversarial review 2026-11-28 of the body and method sentences: a recorder that keeps every Accept and
# Content-Type value the server received, and the raw body.
def every_value_stream(seen: list):
    stream = stream_route(b"data: 1\n\n")

    async def handler(request):
        seen.append({"method": request.method, "accept": request.headers.getall("Accept", []),
                     "contentTypes": request.headers.getall("Content-Type", []),
                     "body": (await request.read()).decode("utf-8", "replace")})
        return await stream(request)

    return handler


async def every_value_call(arguments: dict, **template) -> dict:
    seen: list = []
    handler = every_value_stream(seen)
    async with http_server({("GET", "/e"): handler, ("POST", "/e"): handler}) as base:
        result = await outcome_of(call_with_template({"call_template_type": "sse", "url": f"{base}/e", **template},
                                                     arguments))
    return {"result": result, "requests": seen}


cases_of("sse.request.body", {
    "mixed-case-header": lambda: every_value_call({"payload": {"a": 1}}, body_field="payload",
                                                  headers={"Content-type": "application/json"}),
    "upper-case-json-value": lambda: every_value_call({"payload": {"a": 1}}, body_field="payload",
                                                      headers={"Content-Type": "APPLICATION/JSON"}),
    "string-json-header": lambda: every_value_call({"payload": "hello"}, body_field="payload",
                                                   headers={"Content-Type": "application/json"}),
    "string-text-plain-header": lambda: every_value_call({"payload": "a=1&b"}, body_field="payload",
                                                         headers={"Content-Type": "text/plain"}),
    "nested-two-keys": lambda: every_value_call({"payload": {"a": {"b": 1, "c": 2}}}, body_field="payload"),
    "list-in-object": lambda: every_value_call({"payload": {"tags": ["x", "y"]}}, body_field="payload"),
    "booleans-null-in-object": lambda: every_value_call({"payload": {"on": True, "none": None}}, body_field="payload"),
    "non-ascii-object": lambda: every_value_call({"payload": {"name": "Zoë ✓"}}, body_field="payload"),
    "array-no-content-type": lambda: every_value_call({"payload": [1, 2]}, body_field="payload"),
    "number-no-content-type": lambda: every_value_call({"payload": 5}, body_field="payload"),
    "object-text-plain-header": lambda: every_value_call({"payload": {"a": 1}}, body_field="payload",
                                                         headers={"Content-Type": "text/plain"}),
})

cases_of("sse.request.method", {
    "body-null": lambda: every_value_call({"payload": None}, body_field="payload"),
    "body-empty-string": lambda: every_value_call({"payload": ""}, body_field="payload"),
    "body-zero-json": lambda: every_value_call({"payload": 0}, body_field="payload",
                                               headers={"Content-Type": "application/json"}),
    "body-empty-object": lambda: every_value_call({"payload": {}}, body_field="payload"),
    "accept-static-header": lambda: every_value_call({}, headers={"Accept": "application/json"}),
    "accept-lowercase-static-header": lambda: every_value_call({}, headers={"accept": "application/json"}),
    "accept-header-field": lambda: every_value_call({"Accept": "application/json"}, header_fields=["Accept"]),
})


# Second adversarial review 2026-11-28 (r-a2): a token URL that refuses both requests, the form the token
# request sends, and an empty or blank api_key.
def refusing_token_route(seen: list):
    from aiohttp import web

    async def token(request):
        seen.append({"basic": request.headers.get("Authorization", "").startswith("Basic "),
                     "form": (await request.read()).decode()})
        return web.json_response({"error": "invalid_client"}, status=401)

    return {("POST", "/token"): token}


async def sse_oauth_refused():
    tokens: list = []
    observed = await call_seen({}, refusing_token_route(tokens), auth={
        "auth_type": "oauth2", "token_url": "BASE/token", "client_id": "r-a2-sse-refused", "client_secret": "s"})
    result = observed["result"]
    if "error" in result:
        result = {"error": {"type": result["error"]["type"], "message": result["error"]["message"].splitlines()[0]}}
    return {"result": result, "stream requests": len(observed["requests"]), "token requests": tokens}


async def sse_api_key(key: str):
    observed = await call_seen({}, auth={"auth_type": "api_key", "api_key": key, "var_name": "X-Api-Key",
                                         "location": "header"})
    return {"result": observed["result"], "requests": [r["x_api_key"] for r in observed["requests"]]}


cases_of("sse.request.auth", {
    "oauth2-both-refused": sse_oauth_refused,
    "api-key-empty": lambda: sse_api_key(""),
    "api-key-blank": lambda: sse_api_key("   "),
})


# Third adversarial review 2026-11-28 (r-x1): basic auth with both sides empty on an SSE call.
cases_of("sse.request.auth", {
    "basic-both-empty": lambda: call_seen({}, auth={"auth_type": "basic", "username": "", "password": ""}),
})


# Third adversarial review 2026-11-29: arrays that aiohttp can read as form fields, a body argument that
# header_fields takes first, empty bodies under a JSON Content-Type, and Accept named in lower case.
cases_of("sse.request.body", {
    "empty-array-no-content-type": lambda: every_value_call({"payload": []}, body_field="payload"),
    "array-of-pairs-no-content-type": lambda: every_value_call({"payload": [["a", "1"], ["b", "2"]]},
                                                               body_field="payload"),
    "array-of-strings-no-content-type": lambda: every_value_call({"payload": ["ab", "cd"]}, body_field="payload"),
    "boolean-no-content-type": lambda: every_value_call({"payload": True}, body_field="payload"),
})

cases_of("sse.request.method", {
    "body-also-header-field": lambda: every_value_call({"payload": "p-1"}, body_field="payload",
                                                       header_fields=["payload"]),
    "body-empty-string-json-header": lambda: every_value_call({"payload": ""}, body_field="payload",
                                                              headers={"Content-Type": "application/json"}),
    "body-empty-object-json-header": lambda: every_value_call({"payload": {}}, body_field="payload",
                                                              headers={"Content-Type": "application/json"}),
    "accept-lowercase-header-field": lambda: every_value_call({"accept": "application/json"},
                                                              header_fields=["accept"]),
})


def split_stream_route(*pieces: bytes):
    """An event stream written in several pieces, with a pause after each so that they arrive apart."""
    from aiohttp import web

    async def handler(request: web.Request) -> web.StreamResponse:
        response = web.StreamResponse(headers={"Content-Type": "text/event-stream"})
        await response.prepare(request)
        for piece in pieces:
            await response.write(piece)
            await asyncio.sleep(0.2)
        await response.write_eof()
        return response

    return handler


async def split_events_of(*pieces: bytes) -> object:
    async with http_server({("GET", "/events"): split_stream_route(*pieces)}) as base:
        return await outcome_of(call_with_template({"call_template_type": "sse", "url": f"{base}/events"}, {}))


cases_of("sse.events.unicode", {
    # "é" is the two bytes C3 A9; the first piece ends between them.
    "character-split-across-pieces": lambda: split_events_of(b"data: h\xc3", b"\xa9llo\n\n"),
    "character-whole-in-each-piece": lambda: split_events_of(b"data: h\xc3\xa9", b"llo\n\n"),
})

cases_of("sse.events.comments-and-empty", {
    "data-field-without-colon": lambda: events_of(b"data\n\ndata: 2\n\n"),
})


# Adversarial review 2026-11-29 (p-fold7): what register_manual of the sse protocol raises, and what it reports.
def sse_protocol():
    load_plugins()
    from utcp.interfaces.communication_protocol import CommunicationProtocol

    return CommunicationProtocol.communication_protocols["sse"]


async def sse_register(template: dict):
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.utcp_client import UtcpClient

    load_plugins()
    client = await UtcpClient.create()
    outcome = await outcome_of(sse_protocol().register_manual(client, CallTemplateSerializer().validate_dict(template)))
    if "error" in outcome:
        return {"raised": outcome["error"]["type"]}
    result = outcome["value"]
    return {"returned": True, "success": result.success, "error types": [e.strip().splitlines()[-1].split(":")[0] for e in result.errors]}


cases_of("sse.protocol.raised-errors", {
    "register-http-template": lambda: sse_register(
        {"name": "m", "call_template_type": "http", "url": "http://127.0.0.1:9/manual"}),
    "register-remote-http": lambda: guard_sse(sse_register(
        {"name": "m", "call_template_type": "sse", "url": "http://10.0.0.5/events"})),
    "register-refused": lambda: sse_register(
        {"name": "m", "call_template_type": "sse", "url": "http://127.0.0.1:9/events"}),
})


async def guard_sse(work):
    from _behaviour import guard_loopback

    blocked, undo = guard_loopback()
    try:
        return {**await work, "blocked": blocked}
    finally:
        undo()


# Adversarial review 2026-11-29 (p-fold12): the errors of a call, how call_tool gathers the stream, static
# headers beside auth, and an argument that two request parts name.
async def sse_wrong_template(method: str):
    """The sse protocol's call_tool or call_tool_streaming given an http call template."""
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.utcp_client import UtcpClient

    protocol = sse_protocol()
    template = CallTemplateSerializer().validate_dict(
        {"name": "m", "call_template_type": "http", "url": "http://127.0.0.1:9/e"})
    client = await UtcpClient.create()
    if method == "call_tool":
        outcome = await outcome_of(protocol.call_tool(client, "m.t", {}, template))
    else:
        outcome = await outcome_of(_collect_sse(protocol.call_tool_streaming(client, "m.t", {}, template)))
    return {"raised": outcome["error"]["type"]} if "error" in outcome else {"returned": True}


async def _collect_sse(stream):
    return [item async for item in stream]


async def streamed_by(handler, arguments=None, path="/e") -> dict:
    """The outcome of streaming an SSE tool whose server answers GET /e with `handler`."""
    async with http_server({("GET", "/e"): handler}) as base:
        return await outcome_of(stream_with_template({"call_template_type": "sse", "url": f"{base}{path}"},
                                                     arguments or {}))


cases_of("sse.protocol.call-errors", {
    "call-http-template": lambda: sse_wrong_template("call_tool"),
    "stream-http-template": lambda: sse_wrong_template("call_tool_streaming"),
    "stream-missing-path-argument": lambda: streamed_by(stream_route(b"data: 1\n\n"), path="/e/{id}"),
    "call-status-400": lambda: answered_by(status_route(400)),
    "stream-status-400": lambda: streamed_by(status_route(400)),
    "stream-status-503": lambda: streamed_by(status_route(503)),
})


THREE_EVENTS = b'data: {"n": 1}\n\ndata: two\n\ndata: 3\n\n'


async def both_ways(body: bytes) -> dict:
    async with http_server({("GET", "/events"): stream_route(body)}) as base:
        template = {"call_template_type": "sse", "url": f"{base}/events"}
        whole = await outcome_of(call_with_template(template, {}))
        chunks = await outcome_of(stream_with_template(template, {}))
    return {"call_tool": whole, "call_tool_streaming": chunks}


@case("sse.calls.collect", "aborted-stream")
async def collect_aborted():
    """call_tool of a stream whose connection drops after one whole event."""
    async with http_server({("GET", "/events"): drop_after_one_event}) as base:
        return await outcome_of(call_with_template({"call_template_type": "sse", "url": f"{base}/events"}, {}))


cases_of("sse.calls.collect", {
    "three-events": lambda: both_ways(THREE_EVENTS),
    "empty-stream": lambda: both_ways(b""),
})


cases_of("sse.request.static-headers", {
    "on-call": lambda: call_seen({}, headers={"X-Static": "s", "X-Api-Key": "from-headers"}),
    "auth-same-header": lambda: call_seen({}, headers={"X-Api-Key": "from-headers"},
                                          auth={"auth_type": "api_key", "api_key": "from-auth",
                                                "var_name": "X-Api-Key", "location": "header"}),
    "header-field-same-header": lambda: call_seen({"X-Api-Key": "from-argument"},
                                                  headers={"X-Api-Key": "from-headers"}, header_fields=["X-Api-Key"]),
})


async def one_argument_two_parts(**template) -> dict:
    """The argument id is named by the URL and by `template`; q is named by nothing."""
    seen: list = []
    stream = stream_route(b"data: 1\n\n")

    async def handler(request):
        seen.append({"method": request.method, "path": request.raw_path, "id header": request.headers.get("id"),
                     "body": (await request.read()).decode()})
        return await stream(request)

    async with http_server({("GET", "/e/{tail:.*}"): handler, ("POST", "/e/{tail:.*}"): handler}) as base:
        result = await outcome_of(call_with_template(
            {"call_template_type": "sse", "url": f"{base}/e/{{id}}", **template}, {"id": "7", "q": "v"}))
    return {"result": result, "requests": seen}


cases_of("sse.request.argument-order", {
    "header-field-and-path": lambda: one_argument_two_parts(header_fields=["id"]),
    "body-field-and-path": lambda: one_argument_two_parts(body_field="id"),
    "header-field-absent": lambda: one_argument_two_parts(header_fields=["X-Other"]),
})


# Adversarial review 2026-11-29 (p-fold12): the SSE default event type "message" as the filter.
cases_of("sse.events.event-type-message", {
    "message-filter": lambda: events_of(STEP_STREAM + b"event: message\ndata: named message\n\n",
                                        event_type="message"),
})


# Adversarial review 2026-11-29 (p-fold10): what one sse protocol object keeps between calls, what its logger
# argument does, how it fetches a manual, and whether reconnect or retry_timeout reopen a dropped stream; folded
# from the probe http-sessions-and-tokens.
async def sse_protocol_state():
    import aiohttp
    from aiohttp import web
    from utcp.data.call_template import CallTemplateSerializer
    from utcp_http.sse_communication_protocol import SseCommunicationProtocol

    from _behaviour import EMPTY_MANUAL, oauth_token_route, recorded_client_timeouts, recording_route

    load_plugins()
    tokens, seen = [], []
    manual = recording_route(seen, "manual", EMPTY_MANUAL, headers=("X-Static",))

    async def events(request):
        seen.append({"step": "call", "method": request.method, "X-Static": request.headers.get("X-Static"),
                     "Authorization": request.headers.get("Authorization")})
        response = web.StreamResponse(headers={"Content-Type": "text/event-stream"})
        await response.prepare(request)
        await response.write(b"data: 1\n\n")
        await response.write_eof()
        return response

    routes = {("POST", "/token"): oauth_token_route(tokens), ("GET", "/manual"): manual, ("POST", "/manual"): manual,
              ("GET", "/e"): events}
    with recorded_client_timeouts() as timeouts:
        async with http_server(routes) as base:
            def template(path, client_id=None):
                data = {"name": "s", "call_template_type": "sse", "url": f"{base}{path}", "headers": {"X-Static": "s"}}
                if client_id:
                    data["auth"] = {"auth_type": "oauth2", "token_url": f"{base}/token", "client_id": client_id,
                                    "client_secret": "x"}
                return CallTemplateSerializer().validate_dict(data)

            logged = []
            protocol = SseCommunicationProtocol(logger=lambda *a, **k: logged.append(a))
            registered = await protocol.register_manual(None, template("/manual"))
            manual_timeouts = list(timeouts)
            calls = []
            for client_id in ("a", "a", "b"):
                calls.append(await outcome_of(protocol.call_tool(None, "s.e", {}, template("/e", client_id))))
            count = len(seen)
            deregistered = await protocol.deregister_manual(None, template("/manual"))
    return {"register": {"success": registered.success, "timeouts": manual_timeouts}, "calls": calls,
            "tokenRequests": tokens, "requests": seen, "logger calls": len(logged),
            "deregister": {"returned": deregistered, "requests": len(seen) - count}}


async def sse_dropped_with_reconnect():
    """The server sends one event and then aborts the connection mid-event; reconnect true, retry_timeout 10 ms,
    and the stream itself asks for `retry: 10`."""
    from aiohttp import web

    opened = []

    async def handler(request):
        opened.append(request.path)
        response = web.StreamResponse(headers={"Content-Type": "text/event-stream"})
        await response.prepare(request)
        await response.write(b"retry: 10\ndata: 1\n\ndata: 2")
        request.transport.close()
        return response

    load_plugins()
    async with http_server({("GET", "/e"): handler}) as base:
        outcome = await outcome_of(call_with_template({"call_template_type": "sse", "url": f"{base}/e",
                                                       "reconnect": True, "retry_timeout": 10}, {}))
        await asyncio.sleep(0.3)
    return {"outcome": outcome, "stream opened": len(opened)}


cases_of("sse.protocol.state", {
    "register-three-calls-deregister": sse_protocol_state,
    "dropped-with-reconnect": sse_dropped_with_reconnect,
})


async def sse_manual_openapi():
    """register_manual of an sse template whose URL serves an OpenAPI document with one operation."""
    from aiohttp import web
    from utcp.data.call_template import CallTemplateSerializer
    from utcp_http.sse_communication_protocol import SseCommunicationProtocol

    async def openapi(request):
        return web.json_response({"openapi": "3.0.0", "info": {"title": "T", "version": "1"}, "paths": {
            "/data": {"get": {"operationId": "data", "responses": {"200": {"description": "ok"}}}}}})

    load_plugins()
    async with http_server({("GET", "/openapi"): openapi}) as base:
        result = await SseCommunicationProtocol().register_manual(None, CallTemplateSerializer().validate_dict(
            {"name": "s", "call_template_type": "sse", "url": f"{base}/openapi"}))
    return {"success": result.success, "tools": [t.name for t in result.manual.tools],
            "errors": [summarize(str(e)) for e in result.errors]}


cases_of("sse.protocol.manual-openapi", {"openapi-document": sse_manual_openapi})


# Second reading 2026-11-29 (r-stream): edges the earlier cases left out, one or more per sentence of the API pages.
def all_headers_stream(seen: list, body: bytes = b"data: 1\n\n"):
    """An event-stream handler that records method, raw path, every header (name as sent) and the body."""
    stream = stream_route(body)

    async def handler(request):
        seen.append({"method": request.method, "path": request.raw_path,
                     "headers": [[k, v] for k, v in request.headers.items()
                                 if k.lower() not in ("host", "user-agent", "accept-encoding", "content-length")],
                     "body": (await request.read()).decode("utf-8", "replace")})
        return await stream(request)

    return handler


async def sse_sent(arguments: dict, path: str = "/e", body: bytes = b"data: 1\n\n", **template) -> dict:
    """One call of an sse tool at `path` (BASE is replaced in auth values); what it gave and what the server saw."""
    seen: list = []
    handler = all_headers_stream(seen, body)
    routes = {(m, p): handler for m in ("GET", "POST") for p in ("/e", "/e/{tail:.*}")}
    routes.update(token_route())
    async with http_server(routes) as base:
        template = auth_with_base(template, base)
        result = await outcome_of(call_with_template(
            {"call_template_type": "sse", "url": f"{base}{path}", **template}, arguments))
    return {"result": result, "requests": seen}


async def sse_raised(arguments: dict, path: str = "/e", **template):
    """Like sse_sent, but what the call raises is the case's outcome (and no request reaches the server)."""
    seen: list = []
    handler = all_headers_stream(seen)
    routes = {(m, p): handler for m in ("GET", "POST") for p in ("/e", "/e/{tail:.*}")}
    async with http_server(routes) as base:
        value = await call_with_template({"call_template_type": "sse", "url": f"{base}{path}", **template}, arguments)
    return {"value": value, "requests": seen}


cases_of("sse.request.header-fields", {
    "non-ascii-and-false": lambda: sse_sent({"X-Name": "Zoë", "X-Off": False}, header_fields=["X-Name", "X-Off"]),
    "object-value": lambda: sse_sent({"X-Obj": {"a": 1}}, header_fields=["X-Obj"]),
})

cases_of("sse.request.path-parameter", {
    "repeated-placeholder": lambda: sse_raised({"id": "7"}, path="/e/{id}/{id}"),
    "null-and-unicode": lambda: sse_sent({"id": None, "name": "é ✓"}, path="/e/{id}/{name}"),
    "empty-string": lambda: sse_sent({"id": ""}, path="/e/x{id}"),
})

cases_of("sse.request.query", {
    "flag-false": lambda: sse_sent({"flag": False}),
    "list-and-unicode": lambda: sse_sent({"tags": ["a", "b"], "q": "é ✓"}),
})

cases_of("sse.request.method", {
    "body-false": lambda: sse_sent({"payload": False}, body_field="payload"),
    "body-false-json-header": lambda: sse_sent({"payload": False}, body_field="payload",
                                               headers={"Content-Type": "application/json"}),
})

cases_of("sse.request.auth", {
    "basic-beside-static-authorization": lambda: sse_raised(
        {}, headers={"Authorization": "Token static"}, auth={"auth_type": "basic", "username": "u", "password": "p"}),
    "oauth2-beside-static-authorization": lambda: sse_sent(
        {}, headers={"Authorization": "Token static"},
        auth={"auth_type": "oauth2", "token_url": "BASE/token", "client_id": "r-stream-sse-static",
              "client_secret": "s"}),
    "api-key-query-beside-argument": lambda: sse_sent(
        {"token": "from-argument"}, auth={"auth_type": "api_key", "api_key": "from-auth", "var_name": "token",
                                          "location": "query"}),
})

cases_of("sse.request.static-headers", {
    "header-field-other-case": lambda: sse_sent({"x-api-key": "from-argument"}, headers={"X-Api-Key": "from-headers"},
                                                header_fields=["x-api-key"]),
    "auth-other-case": lambda: sse_sent({}, headers={"x-api-key": "from-headers"},
                                        auth={"auth_type": "api_key", "api_key": "from-auth", "var_name": "X-Api-Key",
                                              "location": "header"}),
    "non-ascii-value": lambda: sse_sent({}, headers={"X-Name": "Zoë"}),
    "accept-other-spelling": lambda: sse_sent({}, headers={"ACCEPT": "application/json"}),
})

cases_of("sse.request.argument-order", {
    "body-field-null-and-path": lambda: sse_sent({"id": None}, path="/e/{id}", body_field="id"),
    "header-field-and-body-field": lambda: sse_sent({"p": {"a": 1}}, header_fields=["p"], body_field="p"),
})

cases_of("sse.events.line-endings", {
    "crlf-streaming": lambda: both_ways(b'data: {"n": 1}\r\n\r\ndata: two\r\n\r\n'),
    "crlf-lines-lf-blank": lambda: events_of(b'data: {"n": 1}\r\n\ndata: two\r\n\n'),
})

cases_of("sse.events.event-type-filter", {
    "empty-string": lambda: events_of(STEP_STREAM, event_type=""),
    "trailing-space-in-stream": lambda: events_of(b"event: step \ndata: 1\n\nevent:step\ndata: 2\n\n",
                                                  event_type="step"),
})

cases_of("sse.events.event-type-message", {
    "message-filter-only-unnamed": lambda: events_of(b"data: 1\n\ndata: 2\n\n", event_type="message"),
})


async def sse_reconnect_after_error():
    seen: list = []

    async def handler(request):
        from aiohttp import web
        seen.append(request.method)
        return web.Response(status=503, text="busy")

    async with http_server({("GET", "/e"): handler}) as base:
        result = await outcome_of(call_with_template(
            {"call_template_type": "sse", "url": f"{base}/e", "reconnect": True, "retry_timeout": 10}, {}))
        await asyncio.sleep(0.2)
    if "error" in result:
        result = {"error": result["error"]["type"]}
    return {"result": result, "requests": len(seen)}


cases_of("sse.response.reconnect", {"error-status": sse_reconnect_after_error})


async def drop_between_events(request):
    """Sends two whole events, then drops the connection before the chunked body ends."""
    from aiohttp import web

    response = web.StreamResponse(headers={"Content-Type": "text/event-stream"})
    await response.prepare(request)
    await response.write(b"data: 1\n\ndata: 2\n\n")
    await asyncio.sleep(0.05)
    request.transport.close()
    return response


async def short_content_length(request):
    """Announces 100 bytes, sends one whole event (15 bytes), then drops the connection."""
    from aiohttp import web

    response = web.StreamResponse(headers={"Content-Type": "text/event-stream", "Content-Length": "100"})
    await response.prepare(request)
    await response.write(b"data: 1\n\n")
    await asyncio.sleep(0.05)
    request.transport.close()
    return response


async def collect_dropped(handler):
    async with http_server({("GET", "/events"): handler}) as base:
        return await outcome_of(call_with_template({"call_template_type": "sse", "url": f"{base}/events"}, {}))


cases_of("sse.calls.collect", {
    "aborted-between-events": lambda: collect_dropped(drop_between_events),
    "aborted-short-content-length": lambda: collect_dropped(short_content_length),
    "comments-only": lambda: both_ways(b": ping\n\n: ping\n\n"),
})

cases_of("sse.calls.non-https-url", {
    "lookalike-localhost": lambda: guard_sse(sse_call_outcome("http://localhost.example.invalid/e")),
    "ipv6-loopback-refused": lambda: sse_call_outcome("http://[::1]:9/e"),
    "private-address": lambda: guard_sse(sse_call_outcome("http://10.0.0.5/e")),
})


async def sse_call_outcome(url: str) -> dict:
    outcome = await outcome_of(call_with_template({"call_template_type": "sse", "url": url}, {}))
    if "error" in outcome:
        return {"error": {"type": outcome["error"]["type"], "message": outcome["error"]["message"].splitlines()[0]}}
    return outcome


cases_of("sse.protocol.raised-errors", {
    "register-status-404": lambda: discover_sse(answer_raw("missing", "text/plain", 404)),
    "register-not-json": lambda: discover_sse(answer_raw("not json", "application/json")),
    "register-json-other-label": lambda: discover_sse(answer_raw('{"utcp_version": "1.0.1", "manual_version": "1.0.0",'
                                                                 ' "tools": []}', "text/plain")),
})


async def sse_token_cache_two_urls():
    """One protocol object; client ID z against /token, then the same client ID against /token2; a logger passed in,
    and a registration that fails (nothing listens at port 9)."""
    from aiohttp import web
    from utcp.data.call_template import CallTemplateSerializer
    from utcp_http.sse_communication_protocol import SseCommunicationProtocol

    load_plugins()
    tokens: list = []
    seen: list = []

    def token_at(name):
        async def token(request):
            tokens.append(name)
            return web.json_response({"access_token": f"tok-{name}", "token_type": "bearer"})
        return token

    async def events(request):
        seen.append(request.headers.get("Authorization"))
        response = web.StreamResponse(headers={"Content-Type": "text/event-stream"})
        await response.prepare(request)
        await response.write(b"data: 1\n\n")
        await response.write_eof()
        return response

    routes = {("POST", "/token"): token_at("token"), ("POST", "/token2"): token_at("token2"), ("GET", "/e"): events}
    logged: list = []
    protocol = SseCommunicationProtocol(logger=lambda *a, **k: logged.append(a))
    async with http_server(routes) as base:
        for path in ("/token", "/token2"):
            await protocol.call_tool(None, "s.e", {}, CallTemplateSerializer().validate_dict(
                {"name": "s", "call_template_type": "sse", "url": f"{base}/e",
                 "auth": {"auth_type": "oauth2", "token_url": f"{base}{path}", "client_id": "r-stream-z",
                          "client_secret": "x"}}))
    failed = await protocol.register_manual(None, CallTemplateSerializer().validate_dict(
        {"name": "s", "call_template_type": "sse", "url": "http://127.0.0.1:9/manual"}))
    return {"token requests": tokens, "authorization sent": seen, "failed registration": failed.success,
            "logger calls": len(logged)}


async def sse_manual_request_parts():
    """register_manual of a template with body_field, a static header and an api_key header: what the server saw."""
    from aiohttp import web
    from utcp.data.call_template import CallTemplateSerializer
    from utcp_http.sse_communication_protocol import SseCommunicationProtocol

    load_plugins()
    seen: list = []

    async def manual(request):
        seen.append({"method": request.method, "X-Static": request.headers.get("X-Static"),
                     "X-Key": request.headers.get("X-Key"), "body": (await request.read()).decode()})
        return web.json_response({"utcp_version": "1.0.1", "manual_version": "1", "tools": []})

    async with http_server({("GET", "/manual"): manual, ("POST", "/manual"): manual}) as base:
        result = await SseCommunicationProtocol().register_manual(None, CallTemplateSerializer().validate_dict(
            {"name": "s", "call_template_type": "sse", "url": f"{base}/manual", "body_field": "payload",
             "headers": {"X-Static": "s"},
             "auth": {"auth_type": "api_key", "api_key": "k", "var_name": "X-Key", "location": "header"}}))
    return {"success": result.success, "requests": seen}


cases_of("sse.protocol.state", {
    "same-client-two-token-urls": sse_token_cache_two_urls,
    "manual-body-field-and-auth": sse_manual_request_parts,
})


async def sse_manual_swagger():
    """register_manual of an sse template whose URL serves a Swagger 2.0 document."""
    from aiohttp import web
    from utcp.data.call_template import CallTemplateSerializer
    from utcp_http.sse_communication_protocol import SseCommunicationProtocol

    async def swagger(request):
        return web.json_response({"swagger": "2.0", "info": {"title": "T", "version": "1"}, "paths": {
            "/data": {"get": {"operationId": "data", "responses": {"200": {"description": "ok"}}}}}})

    load_plugins()
    async with http_server({("GET", "/swagger"): swagger}) as base:
        result = await SseCommunicationProtocol().register_manual(None, CallTemplateSerializer().validate_dict(
            {"name": "s", "call_template_type": "sse", "url": f"{base}/swagger"}))
    return {"success": result.success, "tools": [t.name for t in result.manual.tools],
            "errors": [summarize(str(e)) for e in result.errors]}


cases_of("sse.protocol.manual-openapi", {"swagger-2-document": sse_manual_swagger})


# Second reading 2026-11-30 (lead, RFC 5.4): event_type compared with another letter case.
cases_of("sse.events.event-type-filter", {
    "other-letter-case": lambda: events_of(STEP_STREAM, event_type="STEP"),
})


# Issue 35, second reading 2026-11-30 (c-stream): which tools an sse manual template keeps, by
# allowed_communication_protocols.
def sse_manual_kept(allowed="absent"):
    return kept_by_manual_type("sse", "ci", "follow", "ci.example.com", allowed)


cases_of("sse.manual.allowed-protocols", {
    "absent": lambda: sse_manual_kept(),
    "null": lambda: sse_manual_kept(None),
    "empty-list": lambda: sse_manual_kept([]),
    "listing-both": lambda: sse_manual_kept(["sse", "http"]),
})


# Second reading 2026-11-30 (s-yaml-http): edges of the sse call template and protocol sentences.
cases_of("sse.request.path-parameter", {
    "dot-segment": lambda: sse_sent({"id": ".."}, path="/e/x/{id}/y"),
    "query-placeholder": lambda: sse_sent({"id": "a b&c"}, path="/e?id={id}"),
    "false-and-object": lambda: sse_sent({"id": False, "o": {"a": 1}}, path="/e/{id}/{o}"),
    "repeated-in-path-and-query": lambda: sse_raised({"id": "7"}, path="/e/{id}?again={id}"),
})
cases_of("sse.request.argument-order", {
    "default-body-field-and-path": lambda: sse_sent({"body": "x"}, path="/e/{body}"),
})
cases_of("sse.request.auth", {
    "basic-beside-lowercase-authorization": lambda: sse_raised(
        {}, headers={"authorization": "Token static"}, auth={"auth_type": "basic", "username": "u", "password": "p"}),
    "api-key-query-other-case-argument": lambda: sse_sent(
        {"Token": "from-argument"}, auth={"auth_type": "api_key", "api_key": "from-auth", "var_name": "token",
                                          "location": "query"}),
})
cases_of("sse.request.static-headers", {
    "header-field-upper-static-lower": lambda: sse_sent({"X-Api-Key": "from-argument"},
                                                        headers={"x-api-key": "from-headers"},
                                                        header_fields=["X-Api-Key"]),
    "auth-lower-static-upper": lambda: sse_sent({}, headers={"X-Api-Key": "from-headers"},
                                                auth={"auth_type": "api_key", "api_key": "from-auth",
                                                      "var_name": "x-api-key", "location": "header"}),
    "empty-value": lambda: sse_sent({}, headers={"X-Empty": ""}),
})
cases_of("sse.events.event-type-filter", {
    "stream-letter-case": lambda: events_of(b"event: Step\ndata: 1\n\nevent: step\ndata: 2\n\n", event_type="step"),
})


async def sse_manual_document(document: dict):
    from aiohttp import web
    from utcp.data.call_template import CallTemplateSerializer
    from utcp_http.sse_communication_protocol import SseCommunicationProtocol

    async def answer(request):
        return web.json_response(document)

    load_plugins()
    async with http_server({("GET", "/doc"): answer}) as base:
        result = await SseCommunicationProtocol().register_manual(None, CallTemplateSerializer().validate_dict(
            {"name": "s", "call_template_type": "sse", "url": f"{base}/doc"}))
    return {"success": result.success, "tools": [t.name for t in result.manual.tools],
            "errors": [summarize(str(e)) for e in result.errors]}


cases_of("sse.protocol.manual-openapi", {
    "swagger-2-info-first": lambda: sse_manual_document(
        {"info": {"title": "T", "version": "1"}, "swagger": "2.0", "paths": {
            "/data": {"get": {"operationId": "data", "responses": {"200": {"description": "ok"}}}}}}),
})


async def sse_cache_and_logger(failing: bool):
    """One protocol object with a logger: client a with secret x, then client a with secret y (same token URL);
    with `failing`, then a call whose stream answers 500. Token requests, Authorization sent, logger calls."""
    from aiohttp import web
    from utcp.data.call_template import CallTemplateSerializer
    from utcp_http.sse_communication_protocol import SseCommunicationProtocol

    load_plugins()
    tokens: list = []
    seen: list = []

    async def token(request):
        form = await request.post()
        tokens.append(form.get("client_secret"))
        return web.json_response({"access_token": f"tok-{len(tokens)}", "token_type": "bearer"})

    async def events(request):
        seen.append(request.headers.get("Authorization"))
        response = web.StreamResponse(headers={"Content-Type": "text/event-stream"})
        await response.prepare(request)
        await response.write(b"data: 1\n\n")
        await response.write_eof()
        return response

    routes = {("POST", "/token"): token, ("GET", "/e"): events, ("GET", "/fail"): status_route(500)}
    logged: list = []
    protocol = SseCommunicationProtocol(logger=lambda *a, **k: logged.append(a))
    failure = None
    async with http_server(routes) as base:
        for secret in ("x", "y"):
            await protocol.call_tool(None, "s.e", {}, CallTemplateSerializer().validate_dict(
                {"name": "s", "call_template_type": "sse", "url": f"{base}/e",
                 "auth": {"auth_type": "oauth2", "token_url": f"{base}/token", "client_id": "r-s30-sse",
                          "client_secret": secret}}))
        if failing:
            failure = await outcome_of(protocol.call_tool(None, "s.e", {}, CallTemplateSerializer().validate_dict(
                {"name": "s", "call_template_type": "sse", "url": f"{base}/fail"})))
    observed = {"token requests (secret sent)": tokens, "authorization sent": seen, "logger calls": len(logged)}
    if failing:
        observed["failing call"] = failure["error"]["type"] if "error" in failure else failure
    return observed


cases_of("sse.protocol.state", {
    "same-client-other-secret": lambda: sse_cache_and_logger(False),
    "logger-on-failing-call": lambda: sse_cache_and_logger(True),
})


# Second reading 2026-11-30 (w-next-proto): the body_field argument also named by a {placeholder} of the URL.
cases_of("sse.request.method", {
    "body-also-path-placeholder": lambda: sse_sent({"payload": "x"}, path="/e/{payload}", body_field="payload"),
})


# Second reading 2026-11-30 (w-next-proto): a stream of one event, and one whose event is a JSON list.
cases_of("sse.calls.collect", {
    "one-event": lambda: both_ways(b'data: {"n": 1}\n\n'),
    "one-list-event": lambda: both_ways(b'data: [1, 2]\n\n'),
})


# sse.calls.collect, second reading 2026-11-30 (w-v10): a stream of one event, and CRLF events holding unicode and
# a JSON null.
cases_of("sse.calls.collect", {
    "single-event": lambda: both_ways(b"data: only\n\n"),
    "crlf-unicode-and-null": lambda: both_ways("data: grüße\r\n\r\ndata: null\r\n\r\n".encode()),
})


# Second reading 2026-11-30 (w-v10): an event whose event field is given twice, a unicode event name; and body
# values the earlier cases did not send (0, a unicode string) without a Content-Type header.
cases_of("sse.events.event-type-filter", {
    "event-field-twice": lambda: events_of(b"event: other\nevent: step\ndata: 1\n\nevent: step\nevent: other\ndata: 2\n\n",
                                           event_type="step"),
    "unicode-name": lambda: events_of("event: schritt-ü\ndata: 1\n\nevent: schritt-u\ndata: 2\n\n".encode(),
                                      event_type="schritt-ü"),
})

cases_of("sse.request.method", {
    "body-zero": lambda: every_value_call({"payload": 0}, body_field="payload"),
    "body-unicode-string": lambda: every_value_call({"payload": "grüße ✓"}, body_field="payload"),
})

cases_of("sse.request.body", {
    "merge-patch-json-header": lambda: every_value_call({"payload": {"a": 1}}, body_field="payload",
                                                        headers={"Content-Type": "application/merge-patch+json"}),
})


# Second reading (wave 3) 2026-11-29 (g-sse): edges of the sse call template, protocol and guide sentences that
# the earlier readings left out.
cases_of("sse.request.path-parameter", {
    "float-braces-and-slash": lambda: sse_sent({"id": "{q}", "n": 1.5, "s": "a/b c", "q": "z"}, path="/e/{id}/{n}/{s}"),
    "name-other-case": lambda: sse_raised({"id": "7"}, path="/e/{ID}"),
    "repeated-null-value": lambda: sse_raised({"id": None}, path="/e/{id}/{id}"),
    "single-dot-and-encoded-dots": lambda: sse_sent({"a": ".", "b": "%2e%2e"}, path="/e/x/{a}/y/{b}/z"),
    "dot-segment-in-query": lambda: sse_sent({"id": ".."}, path="/e/x/y?id={id}"),
    "list-and-unicode-object": lambda: sse_sent({"l": [1, "a"], "o": {"é": 1.0}}, path="/e/{l}/{o}"),
})
cases_of("sse.request.argument-order", {
    "header-field-null-and-path": lambda: sse_sent({"id": None}, path="/e/{id}", header_fields=["id"]),
    "default-body-field-to-query": lambda: sse_sent({"body": "x"}),
    "body-field-in-query-placeholder": lambda: sse_sent({"payload": "x"}, path="/e?p={payload}", body_field="payload"),
})
cases_of("sse.request.auth", {
    "api-key-query-beside-list-argument": lambda: sse_sent(
        {"token": ["a", "b"], "q": "é"}, auth={"auth_type": "api_key", "api_key": "from-auth", "var_name": "token",
                                               "location": "query"}),
    "basic-beside-upper-empty-authorization": lambda: sse_raised(
        {}, headers={"AUTHORIZATION": ""}, auth={"auth_type": "basic", "username": "u", "password": "p"}),
    "basic-beside-authorization-header-field": lambda: sse_raised(
        {"Authorization": "Token arg"}, header_fields=["Authorization"],
        auth={"auth_type": "basic", "username": "u", "password": "p"}),
})
cases_of("sse.events.event-type-filter", {
    "empty-event-line-last": lambda: events_of(b"event: step\nevent:\ndata: 1\n\nevent: step\ndata: 2\n\n",
                                               event_type="step"),
    "leading-space-filter": lambda: events_of(b"event:  step\ndata: 1\n\nevent: step\ndata: 2\n\n", event_type=" step"),
    "blank-filter": lambda: events_of(b"data: 1\n\nevent: step\ndata: 2\n\n", event_type=" "),
    "empty-string-with-dataless-event": lambda: events_of(b"event: step\n\nevent: log\ndata: 1\n\ndata: 2\n\n",
                                                          event_type=""),
})
cases_of("sse.request.body", {
    "json-patch-json-header": lambda: every_value_call({"payload": {"a": 1}}, body_field="payload",
                                                       headers={"Content-Type": "application/json-patch+json"}),
    "vnd-api-json-header": lambda: every_value_call({"payload": {"a": 1}}, body_field="payload",
                                                    headers={"Content-Type": "application/vnd.api+json"}),
    "json-in-parameter-of-other-type": lambda: every_value_call({"payload": {"a": 1}}, body_field="payload",
                                                                headers={"Content-Type": "text/plain; x=application/json"}),
    "float-text-plain-header": lambda: every_value_call({"payload": 1.5}, body_field="payload",
                                                        headers={"Content-Type": "text/plain"}),
    "true-merge-patch-header": lambda: every_value_call({"payload": True}, body_field="payload",
                                                        headers={"Content-Type": "application/merge-patch+json"}),
})


async def ticking_stream():
    """An event every 0.2 s and the connection never closed: whether call_tool returns within 1.5 s, and how many
    items call_tool_streaming gave before the caller stopped at three."""
    from aiohttp import web

    async def handler(request):
        response = web.StreamResponse(headers={"Content-Type": "text/event-stream"})
        await response.prepare(request)
        for n in range(40):
            await response.write(f"data: {n}\n\n".encode())
            await asyncio.sleep(0.2)
        return response

    async with http_server({("GET", "/events"): handler}) as base:
        template = {"call_template_type": "sse", "url": f"{base}/events"}
        items = []
        async for item in _stream_items(template):
            items.append(item)
            if len(items) == 3:
                break
        try:
            await asyncio.wait_for(call_with_template(template, {}), 1.5)
            call = "returned"
        except asyncio.TimeoutError:
            call = "still waiting after 1.5 s (caller's wait_for)"
    return {"streamed_before_break": items, "call_tool": call}


cases_of("sse.response.no-timeout", {"ticking-stream": ticking_stream})

cases_of("sse.protocol.manual-openapi", {
    "tools-key-first-then-openapi": lambda: sse_manual_document(
        {"tools": [], "openapi": "3.0.0", "info": {"title": "T", "version": "1"}, "paths": {}}),
    "vendor-key-first": lambda: sse_manual_document(
        {"x-vendor": 1, "openapi": "3.1.0", "info": {"title": "T", "version": "1"}, "paths": {}}),
    "openapi-as-yaml": lambda: discover_sse(answer_raw("openapi: 3.0.0\ninfo:\n  title: T\n  version: '1'\npaths: {}\n",
                                                       "application/yaml")),
})


async def sse_failed_token_then_right_secret():
    """One protocol object: client c with a secret the token endpoint refuses, then client c with the right one."""
    from aiohttp import web
    from utcp.data.call_template import CallTemplateSerializer
    from utcp_http.sse_communication_protocol import SseCommunicationProtocol

    load_plugins()
    tokens: list = []

    async def token(request):
        form = await request.post()
        secret = form.get("client_secret") or (request.headers.get("Authorization") and "basic")
        tokens.append(secret)
        if form.get("client_secret") != "right":
            return web.json_response({"error": "invalid_client"}, status=401)
        return web.json_response({"access_token": "tok-right", "token_type": "bearer"})

    protocol = SseCommunicationProtocol()
    async with http_server({("POST", "/token"): token, ("GET", "/e"): stream_route(b"data: 1\n\n")}) as base:
        outcomes = []
        for secret in ("wrong", "right"):
            outcome = await outcome_of(protocol.call_tool(None, "s.e", {}, CallTemplateSerializer().validate_dict(
                {"name": "s", "call_template_type": "sse", "url": f"{base}/e",
                 "auth": {"auth_type": "oauth2", "token_url": f"{base}/token", "client_id": "g-sse-c",
                          "client_secret": secret}})))
            outcomes.append(outcome["error"]["type"] if "error" in outcome else outcome["value"])
    return {"outcomes": outcomes, "token requests (secret sent)": tokens}


async def sse_raising_logger():
    """A logger that raises when called, given to the protocol: a failing registration, a failing call and a good one."""
    from aiohttp import web
    from utcp.data.call_template import CallTemplateSerializer
    from utcp_http.sse_communication_protocol import SseCommunicationProtocol

    load_plugins()

    def logger(*args, **kwargs):
        raise RuntimeError("logger called")

    protocol = SseCommunicationProtocol(logger=logger)
    async with http_server({("GET", "/e"): stream_route(b"data: 1\n\n"), ("GET", "/fail"): status_route(500),
                            ("GET", "/manual"): answer_raw("not json", "application/json")}) as base:
        registered = await outcome_of(protocol.register_manual(None, CallTemplateSerializer().validate_dict(
            {"name": "s", "call_template_type": "sse", "url": f"{base}/manual"})))
        failing = await outcome_of(protocol.call_tool(None, "s.e", {}, CallTemplateSerializer().validate_dict(
            {"name": "s", "call_template_type": "sse", "url": f"{base}/fail"})))
        good = await outcome_of(protocol.call_tool(None, "s.e", {}, CallTemplateSerializer().validate_dict(
            {"name": "s", "call_template_type": "sse", "url": f"{base}/e"})))
    return {"register": registered["error"]["type"] if "error" in registered else {"success": registered["value"].success},
            "failing call": failing["error"]["type"] if "error" in failing else failing,
            "good call": good}


cases_of("sse.protocol.state", {
    "failed-token-then-right-secret": sse_failed_token_then_right_secret,
    "logger-that-raises": sse_raising_logger,
})

cases_of("sse.manual.allowed-protocols", {
    "listing-http-only": lambda: sse_manual_kept(["http"]),
    "upper-case-type": lambda: sse_manual_kept(["SSE", "HTTP"]),
})


# Second reading (wave 4) 2026-11-29 (x-v10, 1.0 SSE event_type row): a bare `event` line (no colon) after
# `event: step`; an `event:` line after the data line; a tab and a no-break space after `event:`; a tab as the filter.
cases_of("sse.events.event-type-filter", {
    "bare-event-line-last": lambda: events_of(b"event: step\nevent\ndata: 1\n\nevent: other\ndata: 2\n\n",
                                              event_type="step"),
    "event-line-after-data": lambda: events_of(b"event: other\ndata: 1\nevent: step\n\nevent: step\ndata: 2\n\n",
                                               event_type="step"),
    "tab-after-colon": lambda: events_of(b"event:\tstep\ndata: 1\n\nevent: other\ndata: 2\n\n", event_type="step"),
    "no-break-space-after-colon": lambda: events_of("event:\u00a0step\ndata: 1\n\nevent: other\ndata: 2\n\n".encode(),
                                                    event_type="step"),
    "tab-filter": lambda: events_of(b"event:\t\ndata: 1\n\nevent: step\ndata: 2\n\n", event_type="\t"),
})


# Second reading (wave 4) 2026-11-29 (x-v10, 1.0 SSE body_field row): the body_field argument with an empty string or
# a non-ASCII value beside a placeholder of its name, and with the argument also listed in header_fields.
cases_of("sse.request.argument-order", {
    "wave4-body-field-empty-and-path": lambda: sse_sent({"id": ""}, path="/e/{id}", body_field="id"),
    "wave4-body-field-unicode-and-path": lambda: sse_sent({"id": "grüße"}, path="/e/{id}", body_field="id"),
    "wave4-body-and-header-field-and-path": lambda: sse_sent({"id": "7"}, path="/e/{id}", body_field="id",
                                                             header_fields=["id"]),
})


# Second reading (wave 4) 2026-11-29 (x-api): both spellings of a name given, one argument named by header_fields,
# body_field and the URL at once, an empty body_field, and more dot values.
cases_of("sse.request.path-parameter", {
    "name-other-case-both-given": lambda: sse_sent({"ID": "7", "id": "8"}, path="/e/{ID}"),
    "three-dots-and-upper-encoded": lambda: sse_sent({"a": "...", "b": "%2E%2E"}, path="/e/x/{a}/y/{b}/z"),
    "final-dot-segment": lambda: sse_sent({"a": "."}, path="/e/x/{a}"),
})
cases_of("sse.request.argument-order", {
    "header-and-body-field-same-and-path": lambda: sse_sent({"id": "7"}, path="/e/{id}", header_fields=["id"],
                                                            body_field="id"),
    "empty-body-field-and-body-placeholder": lambda: sse_sent({"body": "x"}, path="/e/{body}", body_field=""),
})


# Second reading (wave 4) 2026-11-29 (x-api): manual keys before the first foreign one, paths first, a non-ASCII
# first key, and an empty key first.
_SSE_PATHS = {"/data": {"get": {"operationId": "data", "responses": {"200": {"description": "ok"}}}}}
cases_of("sse.protocol.manual-openapi", {
    "manual-keys-then-openapi": lambda: sse_manual_document(
        {"utcp_version": "1.0.1", "manual_version": "1", "openapi": "3.0.0", "paths": _SSE_PATHS}),
    "paths-first": lambda: sse_manual_document({"paths": _SSE_PATHS, "openapi": "3.0.0"}),
    "unicode-key-first": lambda: sse_manual_document({"ü": 1, "openapi": "3.0.0", "paths": _SSE_PATHS}),
    "empty-key-first": lambda: sse_manual_document({"": 1, "openapi": "3.0.0", "paths": _SSE_PATHS}),
})


# Second reading (wave 4) 2026-11-29 (x-next): the body_field argument also named by a path placeholder with an empty,
# a non-ASCII and an object value; more JSON media types, and application/json in capitals, as Content-Type.
async def _body_field_placeholder_more():
    out = {}
    for label, value in (("empty string", ""), ("non-ASCII", "grüße"), ("object", {"a": 1})):
        out[label] = await sse_sent({"payload": value}, path="/e/{payload}", body_field="payload")
    return out


async def _json_media_types_more():
    out = {}
    for content_type in ("APPLICATION/JSON", "application/ld+json", "application/problem+json",
                         "application/json; charset=utf-8"):
        out[content_type] = await every_value_call({"payload": {"a": 1}}, body_field="payload",
                                                   headers={"Content-Type": content_type})
    return out


cases_of("sse.request.argument-order", {"body-field-placeholder-more": _body_field_placeholder_more})
cases_of("sse.request.body", {"json-media-types-more": _json_media_types_more})


# Second reading (wave 5) 2026-11-29 (h-sse): edges of the SSE sentences of the guides, the RFC and the API prose.
cases_of("sse.calls.collect", {
    "wave5-crlf-typed-event-and-comment": lambda: both_ways(
        b"event: step\r\ndata: 1\r\n\r\n: note\r\n\r\ndata: {\"n\": 2}\r\n\r\n"),
    "wave5-dataless-event-streamed": lambda: both_ways(b"event: ping\n\ndata: 1\n\n"),
})
# Second reading (wave 8): which events count as "having data" for the one-item-per-event wording.
cases_of("sse.calls.collect", {
    "w8-data-line-without-colon-streamed": lambda: both_ways(b"data\n\ndata: 2\n\n"),
    "w8-empty-data-streamed": lambda: both_ways(b"data:\n\ndata: 2\n\n"),
    "w8-comment-only-event-streamed": lambda: both_ways(b": note\n\nid: 7\n\ndata: 3\n\n"),
})
cases_of("sse.events.event-type-filter", {
    "wave5-bare-event-line-only": lambda: events_of(b"event\ndata: 1\n\nevent: step\ndata: 2\n\n", event_type="step"),
    "wave5-bare-event-line-with-space": lambda: events_of(b"event: step\nevent \ndata: 1\n\n", event_type="step"),
    "wave5-empty-string-unterminated-last": lambda: events_of(b"event: step\ndata: 1\n\ndata: 2\n", event_type=""),
    "wave5-empty-string-typed-empty": lambda: events_of(b"event:\ndata: 1\n\nevent: log\ndata: 2\n\ndata: 3\n\n",
                                                        event_type=""),
    "wave5-three-event-lines": lambda: events_of(b"event: a\nevent: step\ndata: 1\nevent: b\n\n"
                                                 b"event: b\ndata: 2\nevent: step\n\n", event_type="step"),
    "wave5-other-unicode-spaces-after-colon": lambda: events_of(
        "event:\u3000step\ndata: 1\n\nevent:\u2003 step\ndata: 2\n\nevent:\u200b" "step\ndata: 3\n\n".encode(),
        event_type="step"),
    "wave5-no-break-space-filter": lambda: events_of("event: \u00a0step\ndata: 1\n\nevent: step\ndata: 2\n\n".encode(),
                                                     event_type="\u00a0step"),
})


async def sse_token_answer_without_access_token():
    """One protocol object: the token endpoint answers 200 with JSON that has no access_token, twice the same
    client ID: what each call gives and how many token requests were made."""
    from aiohttp import web
    from utcp.data.call_template import CallTemplateSerializer
    from utcp_http.sse_communication_protocol import SseCommunicationProtocol

    load_plugins()
    tokens: list = []

    async def token(request):
        tokens.append((await request.post()).get("client_secret"))
        return web.json_response({"token_type": "bearer"})

    protocol = SseCommunicationProtocol()
    async with http_server({("POST", "/token"): token, ("GET", "/e"): stream_route(b"data: 1\n\n")}) as base:
        outcomes = []
        for secret in ("s1", "s2"):
            outcome = await outcome_of(protocol.call_tool(None, "s.e", {}, CallTemplateSerializer().validate_dict(
                {"name": "s", "call_template_type": "sse", "url": f"{base}/e",
                 "auth": {"auth_type": "oauth2", "token_url": f"{base}/token", "client_id": "h-sse-c",
                          "client_secret": secret}})))
            outcomes.append(outcome["error"]["type"] if "error" in outcome else outcome["value"])
    return {"outcomes": outcomes, "token requests (secret sent)": tokens}


cases_of("sse.protocol.state", {"wave5-token-answer-without-access-token": sse_token_answer_without_access_token})

cases_of("sse.request.body", {
    "wave5-content-type-from-header-field": lambda: every_value_call(
        {"payload": {"a": 1}, "Content-Type": "application/json"}, body_field="payload",
        header_fields=["Content-Type"]),
    "wave5-content-type-from-api-key-auth": lambda: every_value_call(
        {"payload": {"a": 1}}, body_field="payload",
        auth={"auth_type": "api_key", "api_key": "application/json", "var_name": "Content-Type",
              "location": "header"}),
    "wave5-mixed-case-json-value": lambda: every_value_call({"payload": {"a": 1}}, body_field="payload",
                                                           headers={"Content-Type": "Application/Json"}),
    "wave5-more-json-types": lambda: _wave5_more_json_types(),
})


async def _wave5_more_json_types():
    out = {}
    for content_type in ("text/json", "application/geo+json", "application/jsonl"):
        out[content_type] = await every_value_call({"payload": {"a": 1}}, body_field="payload",
                                                   headers={"Content-Type": content_type})
    return out


cases_of("sse.request.argument-order", {
    "wave5-body-field-false-and-path": lambda: sse_sent({"id": False}, path="/e/{id}", body_field="id"),
    "wave5-body-field-and-path-with-oauth2": lambda: _wave5_token_requests_before_missing_path(),
    "wave5-default-body-null-to-query": lambda: sse_sent({"body": None}),
    "wave5-header-field-lower-case-and-path": lambda: sse_sent({"id": "7"}, path="/e/{id}", header_fields=["ID", "id"]),
})


async def _wave5_token_requests_before_missing_path():
    """body_field id and a URL /e/{id}, with oauth2 auth: what the call raises and whether a token was asked for."""
    from aiohttp import web

    tokens: list = []

    async def token(request):
        tokens.append(1)
        return web.json_response({"access_token": "tok-1"})

    seen: list = []
    handler = all_headers_stream(seen)
    routes = {(m, p): handler for m in ("GET", "POST") for p in ("/e", "/e/{tail:.*}")}
    routes[("POST", "/token")] = token
    async with http_server(routes) as base:
        result = await outcome_of(call_with_template(
            {"call_template_type": "sse", "url": f"{base}/e/{{id}}", "body_field": "id",
             "auth": {"auth_type": "oauth2", "token_url": f"{base}/token", "client_id": "h-sse-o",
                      "client_secret": "s"}}, {"id": "7"}))
    return {"result": result, "requests": seen, "token requests": len(tokens)}


cases_of("sse.request.auth", {
    "wave5-basic-beside-lower-case-header-field": lambda: sse_raised(
        {"authorization": "Token arg"}, header_fields=["authorization"],
        auth={"auth_type": "basic", "username": "u", "password": "p"}),
    "wave5-basic-beside-null-authorization-header-field": lambda: sse_raised(
        {"Authorization": None}, header_fields=["Authorization"],
        auth={"auth_type": "basic", "username": "u", "password": "p"}),
    "wave5-basic-beside-mixed-case-blank-authorization": lambda: sse_raised(
        {}, headers={"aUTHORIZATION": "  "}, auth={"auth_type": "basic", "username": "u", "password": "p"}),
    "wave5-header-field-authorization-not-given": lambda: sse_sent(
        {}, header_fields=["Authorization"], auth={"auth_type": "basic", "username": "u", "password": "p"}),
})
cases_of("sse.request.path-parameter", {
    "wave5-title-case-name-both-spellings": lambda: sse_raised({"id": "7", "ID": "8"}, path="/e/{Id}"),
    "wave5-dot-values-more": lambda: sse_sent({"a": ".", "b": ".", "c": "%2e", "d": "./"}, path="/e/{a}/{b}/x/{c}/{d}"),
    "wave5-dot-segment-first": lambda: sse_sent({"a": "."}, path="/e/{a}/z"),
})
cases_of("sse.protocol.manual-openapi", {
    "wave5-yaml-labelled-json": lambda: discover_sse(answer_raw(
        "openapi: 3.0.0\ninfo:\n  title: T\n  version: '1'\npaths: {}\n", "application/json")),
    "wave5-yaml-labelled-text-yaml": lambda: discover_sse(answer_raw(
        "openapi: 3.0.0\ninfo:\n  title: T\n  version: '1'\npaths: {}\n", "text/yaml")),
    "wave5-invalid-tools-then-openapi": lambda: sse_manual_document(
        {"tools": [{"name": 5}], "openapi": "3.0.0", "paths": _SSE_PATHS}),
    "wave5-only-manual-keys-and-info": lambda: sse_manual_document(
        {"manual_version": "1", "tools": [], "info": {"title": "T"}}),
})
cases_of("sse.manual.allowed-protocols", {
    "wave5-padded-type": lambda: sse_manual_kept([" sse ", "http"]),
    "wave5-unknown-type-only": lambda: sse_manual_kept(["mcp"]),
})


async def _wave5_crlf_then_dropped():
    """Two whole CRLF events, then the server drops the connection: what call_tool and call_tool_streaming give."""
    async def handler(request):
        from aiohttp import web

        response = web.StreamResponse(headers={"Content-Type": "text/event-stream"})
        await response.prepare(request)
        await response.write(b"data: 1\r\n\r\ndata: 2\r\n\r\n")
        await asyncio.sleep(0.05)
        request.transport.close()
        return response

    async with http_server({("GET", "/events"): handler}) as base:
        template = {"call_template_type": "sse", "url": f"{base}/events"}
        whole = await outcome_of(call_with_template(template, {}))
        chunks = await outcome_of(stream_with_template(template, {}))
    return {"call_tool": whole, "call_tool_streaming": chunks}


cases_of("sse.calls.collect", {"wave5-crlf-then-dropped": _wave5_crlf_then_dropped})


# First reading, wave 6 (2026-11-29): the joining, parsing and timing of events the SSE pages describe.

cases_of("sse.events.multi-line-data", {
    "w6-three-lines-middle-empty": lambda: events_of(b"data: a\ndata:\ndata: b\n\n"),
    "w6-number-and-quoted-string": lambda: events_of(b'data: 42\n\ndata: "quoted"\n\ndata: null\n\n'),
    "w6-crlf-data-lines": lambda: events_of(b"data: line one\r\ndata: line two\r\n\r\n"),
    "w6-json-array-across-lines": lambda: events_of(b"data: [1,\ndata: 2]\n\n"),
    "w6-unicode-lines": lambda: events_of("data: grüße\ndata: ✓\n\n".encode()),
})

cases_of("sse.events.unterminated", {
    "w6-no-newline-at-all": lambda: events_of(b"data: 1\n\ndata: last"),
    "w6-only-event-unterminated": lambda: events_of(b"data: only\n"),
    "w6-crlf-blank-line-last": lambda: events_of(b"data: 1\n\ndata: last\r\n\r\n"),
})


async def _w6_arrival_order(first: bytes, second: bytes) -> dict:
    """Whether call_tool_streaming hands over the first event before the server sends the second.

    The server sends `first`, then waits (at most 2 s) for the client to report a chunk, then sends `second`."""
    from aiohttp import web

    log: list = []
    seen_first = asyncio.Event()

    async def handler(request):
        response = web.StreamResponse(headers={"Content-Type": "text/event-stream"})
        await response.prepare(request)
        await response.write(first)
        try:
            await asyncio.wait_for(seen_first.wait(), 2.0)
        except asyncio.TimeoutError:
            log.append("server waited 2 s without the client seeing a chunk")
        log.append("server sends the second event")
        await response.write(second)
        await response.write_eof()
        return response

    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.data.tool import Tool
    from utcp.data.utcp_manual import UtcpManual
    from utcp.utcp_client import UtcpClient

    async with http_server({("GET", "/events"): handler}) as base:
        client = await UtcpClient.create()
        template = CallTemplateSerializer().validate_dict({"call_template_type": "sse", "url": f"{base}/events",
                                                           "name": "m"})
        await client.config.tool_repository.save_manual(template, UtcpManual(tools=[
            Tool(name="m.t", description="", tool_call_template=template)]))
        async for chunk in client.call_tool_streaming("m.t", {}):
            log.append(f"client gets {chunk!r}")
            seen_first.set()
    return log


cases_of("sse.streaming.chunks", {
    "w6-first-before-second-sent": lambda: _w6_arrival_order(b'data: {"n": 1}\n\n', b"data: two\n\n"),
    "w6-event-split-across-writes": lambda: _w6_arrival_order(b"data: o", b"ne\n\ndata: two\n\n"),
    "w6-number-null-and-invalid-json": lambda: streamed(b'data: 7\n\ndata: null\n\ndata: {"a": 1\n\n'),
})


@case("sse.call.events-streamed", "w6-call-tool-with-argument")
async def _w6_events_with_argument():
    observed = await requested({"q": "1"}, body=b"data: one\n\ndata: two\n\n")
    return {"requests": len(observed["requests"]), "paths": [r["path"] for r in observed["requests"]],
            "result": observed["result"]}


# Third reading (wave 7) 2026-11-29 (w7): event_type given as an explicit null, and no filter, on the streams that
# kept fewer events with the empty string (an unterminated last event) or kept every one (a typed-empty event).
cases_of("sse.events.event-type-filter", {
    "wave7-explicit-null": lambda: events_of(b"event: step\ndata: 1\n\nevent: log\ndata: 2\n\ndata: 3\n\n",
                                             event_type=None),
    "wave7-no-filter-unterminated-last": lambda: events_of(b"event: step\ndata: 1\n\ndata: 2\n"),
    "wave7-null-typed-empty": lambda: events_of(b"event:\ndata: 1\n\nevent: log\ndata: 2\n\ndata: 3\n\n",
                                                event_type=None),
})
