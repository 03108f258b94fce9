"""Cases of the http protocol of utcp-http (1.x) against a loopback echo server."""
import base64
import json
import os

from _behaviour import (summarize, IMPL, EchoServer, call_with_template, case, cases_of, echo_server, http_server,
                        load_plugins, outcome_of, stream_with_template)


async def call(path: str, arguments: dict, *, base_path_only=False, **template):
    async with echo_server() as (base, server):
        url = path if base_path_only else f"{base}{path}"
        result = await outcome_of(call_with_template({"call_template_type": "http", "url": url, **template}, arguments))
        return {"result": result, "requests": server.seen}


async def result_of(path: str):
    """What a call without arguments to `path` gave."""
    return (await call(path, {}))["result"]


def only(observed: dict, *fields):
    """The result and the named fields of each recorded request."""
    requests = [{field: r[field] if field in r else r["headers"].get(field) for field in fields} for r in observed["requests"]]
    return {"result": observed["result"], "requests": requests}


@case("http.request.method", "default")
async def method_default():
    return only(await call("/echo/x", {}), "method")


@case("http.request.method", "post")
async def method_post():
    return only(await call("/echo/x", {}, http_method="POST"), "method")


@case("http.request.method", "lower-case")
async def method_lower():
    return only(await call("/echo/x", {}, http_method="post"), "method")


@case("http.request.path-parameter", "slash")
async def path_slash():
    return only(await call("/echo/{id}", {"id": "A/17"}), "path")


@case("http.request.path-parameter", "space-and-unicode")
async def path_unicode():
    return only(await call("/echo/{id}", {"id": "ü x"}), "path")


@case("http.request.path-parameter", "number")
async def path_number():
    return only(await call("/echo/{id}", {"id": 7}), "path")


@case("http.request.path-parameter", "missing")
async def path_missing():
    return only(await call("/echo/{id}", {}), "path")


@case("http.request.path-parameter", "null")
async def path_null():
    return only(await call("/echo/{id}", {"id": None}), "path")


@case("http.request.query", "remaining-arguments")
async def query_plain():
    return only(await call("/echo/q", {"page": 3, "q": "a b"}), "path")


@case("http.request.query", "boolean")
async def query_bool():
    return only(await call("/echo/q", {"flag": True}), "path")


@case("http.request.query", "list")
async def query_list():
    return only(await call("/echo/q", {"tags": ["a", "b"]}), "path")


@case("http.request.query", "null")
async def query_null():
    return only(await call("/echo/q", {"page": None}), "path")


@case("http.request.query", "url-has-query")
async def query_existing():
    return only(await call("/echo/q?fixed=1", {"page": 2}), "path")


@case("http.request.header-fields", "number")
async def header_field_number():
    return only(await call("/echo/h", {"X-Trace": 7}, header_fields=["X-Trace"]), "X-Trace", "path")


@case("http.request.header-fields", "absent")
async def header_field_absent():
    return only(await call("/echo/h", {}, header_fields=["X-Trace"]), "X-Trace", "path")


@case("http.request.header-fields", "unicode")
async def header_field_unicode():
    return only(await call("/echo/h", {"X-Trace": "ü"}, header_fields=["X-Trace"]), "X-Trace", "path")


@case("http.request.body", "object-default-content-type")
async def body_object():
    return only(await call("/echo/b", {"body": {"qty": 2}}, http_method="POST"), "Content-Type", "body")


@case("http.request.body", "object-text-plain")
async def body_object_form():
    return only(await call("/echo/b", {"body": {"qty": 2}}, http_method="POST", content_type="text/plain"),
                "Content-Type", "body")


@case("http.request.body", "string-text-plain")
async def body_string():
    return only(await call("/echo/b", {"body": "hello"}, http_method="POST", content_type="text/plain"),
                "Content-Type", "body")


@case("http.request.body", "string-default-content-type")
async def body_string_json():
    return only(await call("/echo/b", {"body": "hello"}, http_method="POST"), "Content-Type", "body")


@case("http.request.body", "unicode-object")
async def body_unicode():
    return only(await call("/echo/b", {"body": {"name": "Zoë ✓"}}, http_method="POST"), "Content-Type", "body")


@case("http.request.body", "absent")
async def body_absent():
    return only(await call("/echo/b", {}, http_method="POST"), "Content-Type", "body")


@case("http.request.body", "null")
async def body_null():
    return only(await call("/echo/b", {"body": None}, http_method="POST"), "Content-Type", "body", "path")


@case("http.request.body-field", "argument-absent")
async def body_field_absent():
    return only(await call("/echo/b", {"other": 1}, http_method="POST", body_field="payload"), "body", "method")


@case("http.request.content-type", "headers-override")
async def content_type_override():
    return only(await call("/echo/b", {"body": {"a": 1}}, http_method="POST", content_type="application/json",
                           headers={"Content-Type": "text/plain"}), "Content-Type", "body")


@case("http.request.static-headers", "plain")
async def static_headers():
    return only(await call("/echo/s", {}, headers={"X-Static": "yes"}), "X-Static")


@case("http.request.static-headers", "variable-reference")
async def static_headers_variable():
    import os

    os.environ["m_TOKEN"] = "from-env"
    return only(await call("/echo/s", {}, headers={"X-Static": "${TOKEN}"}), "X-Static")


cases_of("http.response.parsing", {
    "json": lambda: result_of("/echo/r"),
    "text-looking-like-json": lambda: result_of("/json-as-text"),
    "json-with-charset": lambda: result_of("/json-charset"),
    "no-content": lambda: result_of("/empty"),
})


cases_of("http.response.error-status", {
    "400": lambda: result_of("/status/400"),
    "404": lambda: result_of("/status/404"),
    "500": lambda: result_of("/status/500"),
    "399-is-fine": lambda: result_of("/status/299"),
})


async def redirected(code: str, method: str):
    observed = await call(f"/redirect/{code}", {"body": {"a": 1}} if method == "POST" else {}, http_method=method)
    return {"result": observed["result"], "requests": [{"method": r["method"], "path": r["path"], "body": r["body"]}
                                                       for r in observed["requests"]]}


cases_of("http.response.redirect", {
    "301-get": lambda: redirected("301", "GET"),
    "302-post": lambda: redirected("302", "POST"),
    "307-post": lambda: redirected("307", "POST"),
    "308-post": lambda: redirected("308", "POST"),
})


def api_key(**fields):
    return {"auth": {"auth_type": "api_key", **fields}}


@case("http.auth.api-key.location", "header")
async def key_header():
    return only(await call("/echo/k", {}, **api_key(api_key="h1", var_name="X-Key", location="header")), "X-Key")


@case("http.auth.api-key.location", "query")
async def key_query():
    return only(await call("/echo/k", {}, **api_key(api_key="q1", var_name="k", location="query")), "path")


@case("http.auth.api-key.location", "cookie")
async def key_cookie():
    return only(await call("/echo/k", {}, **api_key(api_key="c1", var_name="sid", location="cookie")), "cookies")


@case("http.openapi.auth-tools-applied", "api-key-scheme")
async def openapi_auth_tools():
    load_plugins()
    from aiohttp import web
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.utcp_client import UtcpClient

    document = {"openapi": "3.0.0", "info": {"title": "svc", "version": "1"},
                "servers": [{"url": "https://api.example.com"}],
                "components": {"securitySchemes": {"key": {"type": "apiKey", "in": "header", "name": "X-Key"}}},
                "security": [{"key": []}],
                "paths": {"/items/{id}": {"get": {
                    "operationId": "get_item", "summary": "Get one item",
                    "parameters": [{"name": "id", "in": "path", "required": True, "schema": {"type": "string"}}],
                    "responses": {"200": {"description": "ok"}}}}}}

    async def serve(request):
        return web.json_response(document)

    async with http_server({("GET", "/openapi.json"): serve}) as base:
        client = await UtcpClient.create()
        template = CallTemplateSerializer().validate_dict({
            "name": "svc", "call_template_type": "http", "http_method": "GET", "url": f"{base}/openapi.json",
            "auth_tools": {"auth_type": "api_key", "api_key": "k-1", "var_name": "X-Key"}})
        result = await client.register_manual(template)
        return {"success": result.success, "errors": result.errors,
                "tools": [{"name": t.name, "auth": t.tool_call_template.auth.model_dump()
                           if t.tool_call_template.auth else None} for t in result.manual.tools]}


@case("http.auth.api-key.cookie-sent", "cookie-location")
async def key_cookie_sent():
    return only(await call("/echo/k", {}, **api_key(api_key="k-1", var_name="session", location="cookie")), "cookies")


@case("http.auth.api-key.default-var-name", "no-var-name")
async def key_default_name():
    observed = await call("/echo/k", {}, **api_key(api_key="secret-1"))
    return {"result": observed["result"],
            "headers holding the key": sorted(k for r in observed["requests"] for k, v in r["headers"].items()
                                              if "secret-1" in v)}


@case("http.auth.api-key.default-var-name", "no-var-name-query")
async def key_default_name_query():
    return only(await call("/echo/k", {}, **api_key(api_key="secret-3", location="query")), "path")


@case("http.auth.api-key.default-var-name", "no-location")
async def key_default_location():
    observed = await call("/echo/k", {}, **api_key(api_key="secret-2", var_name="X-Key"))
    return only(observed, "X-Key", "path")


async def result_and_requests_sent(**key):
    """A call with api_key auth of `key`: its result and how many requests reached the server."""
    observed = await call("/echo/k", {}, **api_key(**key))
    return {"result": observed["result"], "requests sent": len(observed["requests"])}


@case("http.auth.api-key.empty", "bearer-prefix-empty-variable")
async def key_bearer_prefix_empty_variable():
    load_plugins()
    from utcp.utcp_client import UtcpClient

    client = await UtcpClient.create(config={"variables": {"m_KEY": ""}})
    async with echo_server() as (base, server):
        template = {"call_template_type": "http", "url": f"{base}/echo/k",
                    **api_key(api_key="Bearer ${KEY}", var_name="Authorization")}
        result = await outcome_of(call_with_template(template, {}, client=client))
        return {"failed": "error" in result,
                "Authorization received": [r["headers"].get("Authorization") for r in server.seen]}


@case("http.response.error-status", "connection-refused")
async def status_connection_refused():
    result = await outcome_of(call_with_template({"call_template_type": "http", "url": "http://127.0.0.1:9/op"}, {}))
    return {"error type": result["error"]["type"]} if "error" in result else result


cases_of("http.auth.api-key.empty", {
    "empty-string": lambda: result_and_requests_sent(api_key="", var_name="X-Key"),
    "unresolved-variable": lambda: result_and_requests_sent(api_key="${NOT_SET_ANYWHERE}", var_name="X-Key"),
})


cases_of("http.auth.api-key.line-break", {
    "in-var-name": lambda: result_and_requests_sent(api_key="k", var_name="X-Key\r\nX-Evil: 1"),
    "in-value": lambda: result_and_requests_sent(api_key="k\r\nX-Evil: 1", var_name="X-Key"),
})


@case("http.auth.basic", "ascii")
async def basic_ascii():
    observed = await call("/echo/b", {}, auth={"auth_type": "basic", "username": "ann", "password": "pw"})
    header = observed["requests"][0]["headers"].get("Authorization") if observed["requests"] else None
    return {"result": observed["result"], "matches base64 of user:password": header == "Basic " + base64.b64encode(b"ann:pw").decode()}


@case("http.auth.basic", "colon-in-password")
async def basic_colon():
    observed = await call("/echo/b", {}, auth={"auth_type": "basic", "username": "ann", "password": "p:w"})
    header = observed["requests"][0]["headers"].get("Authorization")
    return base64.b64decode(header.split(" ", 1)[1]).decode()


@case("http.auth.basic", "unicode")
async def basic_unicode():
    observed = await call("/echo/b", {}, auth={"auth_type": "basic", "username": "zoë", "password": "pw"})
    if not observed["requests"]:
        return observed["result"]
    header = observed["requests"][0]["headers"].get("Authorization")
    return base64.b64decode(header.split(" ", 1)[1]).decode("utf-8", "replace")


@case("http.calls.non-https-url", "remote-http")
async def calls_remote():
    return await outcome_of(call_with_template({"call_template_type": "http", "url": "http://example.invalid/x"}, {}))


@case("http.calls.non-https-url", "localhost")
async def calls_localhost():
    async with echo_server() as (base, server):
        url = base.replace("127.0.0.1", "localhost") + "/echo/l"
        return await outcome_of(call_with_template({"call_template_type": "http", "url": url}, {}))


@case("http.streaming.non-streaming", "json")
async def streaming_once():
    async with echo_server() as (base, server):
        return await stream_with_template({"call_template_type": "http", "url": f"{base}/echo/s"}, {})


async def register(url_path: str, *, absolute=False, **template):
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.utcp_client import UtcpClient

    async with echo_server() as (base, server):
        client = await UtcpClient.create()
        url = url_path if absolute else f"{base}{url_path}"
        result = await client.register_manual(CallTemplateSerializer().validate_dict(
            {"name": "reg", "call_template_type": "http", "url": url, **template}))
        return {"success": result.success, "tools": [t.name for t in result.manual.tools],
                "errors": [summarize(e) for e in result.errors],
                "requests": [{"method": r["method"], "path": r["path"]} for r in server.seen]}


cases_of("http.manual.url-rule", {
    "remote-http": lambda: register("http://example.com/utcp", absolute=True),
    "loopback-127-0-0-2": lambda: register("http://127.0.0.2:9/utcp", absolute=True),
    "ipv6-loopback": lambda: register("http://[::1]:9/utcp", absolute=True),
})


cases_of("http.manual.method", {
    "post": lambda: register("/echo/manual", http_method="POST"),
    "default": lambda: register("/echo/manual"),
})


cases_of("http.manual.error-status", {
    "404": lambda: register("/status/404"),
    "500": lambda: register("/status/500"),
})


@case("http.manual.redirect", "302")
async def manual_redirect():
    return await register("/redirect/302")


# Adversarial review of the HTTP pages (2026-11-27): the edges a real server or user produces, with the
# same case ids as tests/behaviour/ts/http.ts wherever both languages run a case, so the tables compare.


async def paths_sent(path: str, arguments: dict):
    return only(await call(path, arguments), "path")


cases_of("http.request.path-edges", {
    "repeated": lambda: paths_sent("/echo/a/{id}/b/{id}", {"id": "x"}),
    "dot-segment": lambda: paths_sent("/echo/orders/{id}/refunds", {"id": ".."}),
    "null-value": lambda: paths_sent("/echo/orders/{id}", {"id": None}),
    "empty-string": lambda: paths_sent("/echo/orders/{id}/refunds", {"id": ""}),
})


async def header_argument(value):
    return only(await call("/echo/h", {"X-V": value}, header_fields=["X-V"]), "X-V")


cases_of("http.request.header-field-values", {
    "boolean": lambda: header_argument(True),
    "null": lambda: header_argument(None),
    "object": lambda: header_argument({"a": 1}),
})


def header_values(observed: dict, name: str) -> dict:
    """The result and, per request, every value of header `name` (any spelling) and the body."""
    requests = [{"values": sorted(v for k, v in r["headers"].items() if k.lower() == name.lower()),
                 "body": r["body"]} for r in observed["requests"]]
    return {"result": observed["result"], "requests": requests}


async def body_sent(arguments: dict, **template):
    return header_values(await call("/echo/b", arguments, http_method="POST", **template), "Content-Type")


cases_of("http.request.body-encoding", {
    "object-text-plain": lambda: body_sent({"body": {"qty": 2}}, content_type="text/plain"),
    "nested-object-text-plain": lambda: body_sent({"body": {"item": {"qty": 2}}}, content_type="text/plain"),
    "object-vendor-json": lambda: body_sent({"body": {"qty": 2}}, content_type="application/vnd.api+json"),
    "lowercase-content-type-header": lambda: body_sent({"body": {"qty": 2}}, headers={"content-type": "text/plain"}),
    "array-default": lambda: body_sent({"body": [1, 2]}),
})


async def auth_and_argument(arguments: dict, location: str, **template):
    auth = {"auth_type": "api_key", "api_key": "from-auth", "var_name": "X-Key" if location == "header" else "key",
            "location": location}
    return only(await call("/echo/a", arguments, auth=auth, **template), "X-Key", "path")


cases_of("http.request.auth-over-arguments", {
    "header-field-same-name": lambda: auth_and_argument({"X-Key": "from-args"}, "header", header_fields=["X-Key"]),
    "query-same-name": lambda: auth_and_argument({"key": "from-args"}, "query"),
})


def serve_bodies(**bodies):
    for name, (payload, content_type) in bodies.items():
        EchoServer.BODIES[name] = (payload, content_type)


serve_bodies(**{
    "empty-json": (b"", "application/json"),
    "problem-json": (b'{"title": "out of stock"}', "application/problem+json"),
    "invalid-json": (b"{oops", "application/json"),
    "yaml": (b"a: 1\nb: [x, y]\n", "application/yaml"),
})


cases_of("http.response.content-types", {
    name: (lambda name=name: result_of(f"/body/{name}")) for name in ("empty-json", "problem-json", "invalid-json",
                                                                     "yaml")
})


@case("http.response.no-retry", "status-503")
async def no_retry():
    from aiohttp import web

    async def busy(request):
        return web.Response(status=503, text="busy")

    observed = await via_routes({("GET", "/op"): busy}, "/op")
    return {"result": observed["result"], "requests sent": len(observed["requests"])}


@case("http.request.method", "head")
async def method_head():
    return only(await call("/echo/x", {}, http_method="HEAD"), "method")


class Recorder:
    """A loopback server whose routes the case builds; it records every request (path, chosen headers, body)."""

    def __init__(self, headers=("X-My-App", "X-Plain", "Authorization")):
        self.seen: list = []
        self.headers = headers

    def wrap(self, handler):
        async def recorded(request):
            body = (await request.read()).decode("utf-8", "replace")
            self.seen.append({"host": request.host.split(":")[0], "method": request.method, "path": request.raw_path,
                              "headers": {h: request.headers[h] for h in self.headers if h in request.headers},
                              "body": body})
            return await handler(request)

        return recorded


def redirect_to(location):
    from aiohttp import web

    async def handler(request):
        target = location(request) if callable(location) else location
        return web.Response(status=302, headers={"Location": target})

    return handler


async def ok_json(request):
    from aiohttp import web

    return web.json_response({"ok": True})


async def via_routes(routes: dict, path: str, arguments: dict = None, **template):
    recorder = Recorder()
    wrapped = {(method, route): recorder.wrap(handler) for (method, route), handler in routes.items()}
    async with http_server(wrapped) as base:
        result = await outcome_of(call_with_template(
            {"call_template_type": "http", "http_method": "GET", "url": f"{base}{path}", **template}, arguments or {}))
    return {"result": result, "requests": recorder.seen}


def chain(hops: int) -> dict:
    routes = {("GET", f"/r{hop}"): redirect_to("/end" if hop == hops - 1 else f"/r{hop + 1}") for hop in range(hops)}
    return {**routes, ("GET", "/end"): ok_json}


def to_localhost(request):
    return f"http://localhost:{request.url.port}/end"


cases_of("http.redirect.hops", {
    "five-hops": lambda: via_routes(chain(5), "/r0"),
    "six-hops": lambda: via_routes(chain(6), "/r0"),
    "loop": lambda: via_routes({("GET", "/r0"): redirect_to("/r0")}, "/r0"),
    "to-remote-http": lambda: via_routes({("GET", "/r0"): redirect_to("http://example.invalid/x")}, "/r0"),
})

cases_of("http.redirect.credentials", {
    "same-origin": lambda: via_routes({("GET", "/start"): redirect_to("/end"), ("GET", "/end"): ok_json}, "/start",
                                      auth={"auth_type": "api_key", "api_key": "k-1", "var_name": "X-My-App"}),
    "cross-origin-custom-header": lambda: via_routes(
        {("GET", "/start"): redirect_to(to_localhost), ("GET", "/end"): ok_json}, "/start", {"q": "1"},
        auth={"auth_type": "api_key", "api_key": "k-1", "var_name": "X-My-App"}, headers={"X-Plain": "p"}),
})


async def call_url(url: str):
    return await outcome_of(call_with_template({"call_template_type": "http", "http_method": "GET", "url": url}, {}))


async def register_url(url: str):
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.utcp_client import UtcpClient

    client = await UtcpClient.create()
    result = await client.register_manual(CallTemplateSerializer().validate_dict(
        {"name": "svc", "call_template_type": "http", "http_method": "GET", "url": url}))
    return {"success": result.success, "errors": [summarize(e) for e in result.errors]}


async def token_url_rule():
    return await outcome_of(call_with_template({
        "call_template_type": "http", "http_method": "GET", "url": "https://api.example.invalid/op",
        "auth": {"auth_type": "oauth2", "token_url": "http://auth.example.invalid/token", "client_id": "rule",
                 "client_secret": "s"}}, {}))


cases_of("http.url.https-rule", {
    "remote-http-tool": lambda: call_url("http://example.invalid/op"),
    "localhost-prefix": lambda: call_url("http://localhost.example.invalid/op"),
    "loopback-127-0-0-2": lambda: call_url("http://127.0.0.2:9/op"),
    "remote-http-discovery": lambda: register_url("http://example.invalid/manual"),
    "remote-https-tool": lambda: call_url("https://example.invalid/op"),
    "remote-http-token-url": token_url_rule,
    "localhost-prefix-discovery": lambda: register_url("http://localhost.example.invalid/manual"),
    "ipv6-loopback": lambda: call_url("http://[::1]:9/op"),
})


def authorization_recorder(calls_seen: list):
    """A JSON endpoint that records the Authorization header of every request and answers {"ok": true}."""
    from aiohttp import web

    async def op(request):
        calls_seen.append(request.headers.get("Authorization"))
        return web.json_response({"ok": True})

    return op


async def oauth_op_call(base: str, token_path: str, client_id: str, client=None) -> dict:
    """Calls GET {base}/op with oauth2 auth whose token URL is {base}{token_path}; the value or the error."""
    auth = {"auth_type": "oauth2", "token_url": f"{base}{token_path}", "client_id": client_id, "client_secret": "s"}
    template = {"call_template_type": "http", "http_method": "GET", "url": f"{base}/op", "auth": auth}
    return await outcome_of(call_with_template(template, {}, **({"client": client} if client else {})))


async def oauth(accept: str, client_id: str, *, calls: int = 1, expires_in=3600, scope=None, clients: int = 1,
                token_paths=("/token",), slow_body: bool = False, pause: float = 0.0):
    """Calls a tool with oauth2 auth `calls` times (spread over `clients` new clients, and over the token
    URLs of `token_paths` in turn); reports the token requests and the Authorization of each call."""
    import asyncio
    from aiohttp import web

    token_requests = []
    calls_seen = []

    async def token(request):
        body = (await request.read()).decode()
        basic = request.headers.get("Authorization", "").startswith("Basic ")
        token_requests.append({"path": request.path, "kind": "basic" if basic else "body", "body": body})
        in_body = "client_secret=" in body
        allowed = accept == "both" or (basic if accept == "basic" else in_body and not basic)
        if not allowed:
            return web.json_response({"error": "no"}, status=401)
        if slow_body and not basic:
            await asyncio.sleep(0.3)
        name = ("basic" if basic else "body") if slow_body else request.path.strip("/")
        payload = {"access_token": f"tok-{name}"}
        if expires_in is not None:
            payload["expires_in"] = expires_in
        return web.json_response(payload)

    op = authorization_recorder(calls_seen)

    routes = {("POST", path): token for path in token_paths}
    routes[("GET", "/op")] = op
    load_plugins()
    from utcp.utcp_client import UtcpClient

    async with http_server(routes) as base:
        outcomes = []
        client = None
        for index in range(calls):
            if index > 0 and pause:
                await asyncio.sleep(pause)
            if client is None or index < clients:
                client = await UtcpClient.create()
            auth = {"auth_type": "oauth2", "token_url": f"{base}{token_paths[index % len(token_paths)]}",
                    "client_id": client_id, "client_secret": "s3cret", **({"scope": scope} if scope else {})}
            outcomes.append(await outcome_of(call_with_template(
                {"call_template_type": "http", "http_method": "GET", "url": f"{base}/op", "auth": auth}, {},
                client=client)))
            if slow_body:
                await asyncio.sleep(0.6)
    return {"outcomes": outcomes, "tokenRequests": len(token_requests),
            "tokenRequestKinds": [r["kind"] for r in token_requests],
            "tokenBodies": sorted(r["body"] for r in token_requests), "callAuthorization": calls_seen}


cases_of("http.auth.oauth2.token-requests", {
    "endpoint-accepts-both": lambda: oauth("both", "client-both-1"),
    "endpoint-accepts-body-only": lambda: oauth("body", "client-body-1"),
    "endpoint-accepts-basic-only": lambda: oauth("basic", "client-basic-1"),
    "slow-body-answer": lambda: oauth("both", "slow-body", calls=2, slow_body=True),
})

cases_of("http.auth.oauth2.token-cache", {
    "two-calls": lambda: oauth("both", "cache-two-calls", calls=2),
    "expires-in-zero": lambda: oauth("both", "cache-expires-zero", calls=2, expires_in=0),
    "no-expires-in": lambda: oauth("both", "cache-no-expiry", calls=2, expires_in=None),
    "second-client": lambda: oauth("both", "cache-second-client", calls=2, clients=2),
    "other-token-url": lambda: oauth("both", "cache-other-url", calls=2, token_paths=("/token-a", "/token-b")),
})

cases_of("http.auth.oauth2.token-expiry", {
    "expires-in-one-second": lambda: oauth("both", "expiry-one-second", calls=2, expires_in=1, pause=1.5),
})

cases_of("http.auth.oauth2.scope", {
    "no-scope": lambda: oauth("both", "scope-none"),
    "scope": lambda: oauth("both", "scope-given", scope="read write"),
})


async def openapi_servers(servers):
    """Registers an OpenAPI document served from the loopback server; reports each tool's URL."""
    load_plugins()
    from aiohttp import web
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.utcp_client import UtcpClient

    document = {"openapi": "3.0.0", "info": {"title": "svc", "version": "1"},
                "paths": {"/items": {"get": {"operationId": "list_items", "responses": {"200": {"description": "ok"}}}}}}
    if servers is not None:
        document["servers"] = [{"url": url} for url in servers]

    async def serve(request):
        return web.json_response(document)

    async with http_server({("GET", "/openapi.json"): serve}) as base:
        client = await UtcpClient.create()
        result = await client.register_manual(CallTemplateSerializer().validate_dict(
            {"name": "svc", "call_template_type": "http", "http_method": "GET", "url": f"{base}/openapi.json"}))
        return {"success": result.success, "errors": [summarize(e) for e in result.errors],
                "urls": [t.tool_call_template.url.replace(base, "<base>") for t in result.manual.tools]}


cases_of("http.openapi.servers", {
    "two-servers": lambda: openapi_servers(["https://one.example.com/v1", "https://two.example.com/v2"]),
    "no-servers": lambda: openapi_servers(None),
    "relative-server": lambda: openapi_servers(["/v2"]),
})


async def config_manual(validated: bool):
    """A client created with an http manual in its configuration, validated first or passed as a plain dict."""
    load_plugins()
    from aiohttp import web
    from utcp.utcp_client import UtcpClient

    manual = {"utcp_version": "1.0.0", "manual_version": "1.0.0", "tools": [
        {"name": "ping", "description": "ping", "inputs": {"type": "object", "properties": {}},
         "outputs": {"type": "object", "properties": {}},
         "tool_call_template": {"call_template_type": "http", "http_method": "GET", "url": "http://127.0.0.1:9/x"}}]}

    async def serve(request):
        return web.json_response(manual)

    async with http_server({("GET", "/manual"): serve}) as base:
        config = {"variables": {"svc_TOKEN": "t"}, "manual_call_templates": [
            {"name": "svc", "call_template_type": "http", "http_method": "GET", "url": f"{base}/manual"}]}
        if validated:
            from utcp.data.utcp_client_config import UtcpClientConfigSerializer

            config = UtcpClientConfigSerializer().validate_dict(config)
        client = await UtcpClient.create(config=config)
        return sorted(t.name for t in await client.config.tool_repository.get_tools())


cases_of("http.discovery.config-manuals", {
    "plain-config": lambda: config_manual(False),
    "validated-config": lambda: config_manual(True),
})



async def argument_placement(arguments: dict, **template):
    """Where the arguments went: the result and each request's path, id header and body."""
    return only(await call("/echo/orders/{id}", arguments, **template), "path", "id", "body")


cases_of("http.request.argument-order", {
    "header-field-also-placeholder": lambda: argument_placement({"id": "A-1"}, header_fields=["id"]),
    "body-field-also-placeholder": lambda: argument_placement({"id": "A-1"}, http_method="POST", body_field="id"),
})


@case("http.request.timeout", "template-timeout-field")
def template_timeout_field():
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer

    template = CallTemplateSerializer().validate_dict(
        {"call_template_type": "http", "url": "https://api.example.com/m", "timeout": 5})
    return {"timeout kept": "timeout" in template.model_dump(), "attribute": getattr(template, "timeout", "<none>")}



MANUAL_JSON = ('{"utcp_version": "1.0.0", "manual_version": "1.0.0", "tools": [{"name": "ping", "description": "ping", '
               '"inputs": {"type": "object", "properties": {}}, "outputs": {"type": "object", "properties": {}}, '
               '"tool_call_template": {"call_template_type": "http", "url": "http://127.0.0.1:9/x", '
               '"http_method": "GET"}}]}')
OPENAPI_YAML = ('openapi: 3.0.0\ninfo: {title: s, version: "1"}\nservers: [{url: "https://api.example.com"}]\n'
                'paths:\n  /p: {get: {operationId: p, responses: {"200": {description: ok}}}}\n')


async def discover(body: str, content_type: str, path: str = "/manual", status: int = 200,
                   record_headers: tuple = (), template: dict = None, query: str = ""):
    """Registers the answer `body` served at `path` (template fields `template` added); reports the
    result and the discovery requests with the headers named in `record_headers`."""
    from aiohttp import web

    async def serve(request):
        return web.Response(status=status, body=body.encode(), headers={"Content-Type": content_type})

    recorder = Recorder(headers=record_headers)
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.utcp_client import UtcpClient

    routes = {(method, path): recorder.wrap(serve) for method in ("GET", "POST")}
    async with http_server(routes) as base:
        client = await UtcpClient.create()
        result = await client.register_manual(CallTemplateSerializer().validate_dict(
            {"name": "svc", "call_template_type": "http", "http_method": "GET", "url": f"{base}{path}{query}",
             **(template or {})}))
        return {"success": result.success, "errors": [summarize(e) for e in result.errors],
                "tools": [t.name for t in result.manual.tools],
                "requests": [{"method": r["method"], "path": r["path"], "headers": r["headers"]}
                             for r in recorder.seen]}


cases_of("http.discovery.formats", {
    "utcp-manual-json": lambda: discover(MANUAL_JSON, "application/json"),
    "utcp-manual-yaml": lambda: discover("utcp_version: 1.0.0\nmanual_version: 1.0.0\ntools: []\n",
                                         "application/yaml"),
    "html": lambda: discover("<html><body>hi</body></html>", "text/html"),
    "json-manual-without-version": lambda: discover('{"tools": []}', "application/json"),
    "status-404": lambda: discover("nope", "text/plain", status=404),
})

cases_of("http.openapi.yaml-document", {
    "yaml-content-type": lambda: discover(OPENAPI_YAML, "application/yaml"),
    "yaml-url-text-plain": lambda: discover(OPENAPI_YAML, "text/plain", path="/openapi.yaml"),
    "yaml-text-plain-other-url": lambda: discover('openapi: 3.0.0\ninfo: {title: s, version: "1"}\npaths: {}\n',
                                                  "text/plain", path="/spec"),
})

cases_of("http.discovery.request", {
    "static-headers-and-api-key": lambda: discover(
        MANUAL_JSON, "application/json", record_headers=("X-Static", "X-Api-Key"),
        template={"headers": {"X-Static": "s"},
                  "auth": {"auth_type": "api_key", "api_key": "k-1", "var_name": "X-Api-Key"}}),
    "post-method": lambda: discover(MANUAL_JSON, "application/json", record_headers=("Content-Type",),
                                    template={"http_method": "POST"}),
    "basic-auth": lambda: discover(MANUAL_JSON, "application/json", record_headers=("Authorization",),
                                   template={"auth": {"auth_type": "basic", "username": "u", "password": "p"}}),
})


REFUND_TEMPLATE = {"http_method": "POST", "content_type": "application/json", "body_field": "refund",
                   "header_fields": ["Idempotency-Key"], "headers": {"Accept": "application/json"},
                   "auth": {"auth_type": "api_key", "api_key": "Bearer t-1", "var_name": "Authorization",
                            "location": "header"}}
REFUND_ARGUMENTS = {"order_id": "ORD-10422", "Idempotency-Key": "rf-7f3a",
                    "refund": {"amount": 19.99, "reason": "damaged"}}


@case("http.request.refund-example", "refund-order")
async def refund_example():
    recorder = Recorder(headers=("Idempotency-Key", "Accept", "Authorization", "Content-Type"))
    routes = {("POST", "/v1/orders/{id}/refunds"): recorder.wrap(ok_json)}
    async with http_server(routes) as base:
        result = await outcome_of(call_with_template(
            {"call_template_type": "http", "url": f"{base}/v1/orders/{{order_id}}/refunds", **REFUND_TEMPLATE},
            REFUND_ARGUMENTS))
    import json

    return {"result": result, "requests": [{"method": r["method"], "path": r["path"], "headers": r["headers"],
                                            "body": json.loads(r["body"]) if r["body"] else None}
                                           for r in recorder.seen]}


async def oauth_failure(token_status: int, token_body: dict, client_id: str):
    """A tool with oauth2 auth whose token endpoint answers `token_status` / `token_body` to every request."""
    from aiohttp import web

    calls_seen = []

    async def token(request):
        return web.json_response(token_body, status=token_status)

    op = authorization_recorder(calls_seen)

    async with http_server({("POST", "/token"): token, ("GET", "/op"): op}) as base:
        outcome = await oauth_op_call(base, "/token", client_id)
    return {"outcome": outcome, "calls": len(calls_seen), "callAuthorization": calls_seen}


cases_of("http.auth.oauth2.token-errors", {
    "endpoint-refuses": lambda: oauth_failure(401, {"error": "denied"}, "refused"),
    "no-access-token": lambda: oauth_failure(200, {"token": "x"}, "no-token"),
})


# The tool providers guide (adversarial review 2026-11-28): what a caller's client does with a provider's manual.

def _ping_tool(name: str, call_template_type: str, **extra) -> dict:
    return {"name": name, "description": name, "inputs": {"type": "object", "properties": {}},
            "outputs": {"type": "object", "properties": {}},
            "tool_call_template": {"call_template_type": call_template_type, "url": "http://127.0.0.1:9/x", **extra}}


MIXED_MANUAL_JSON = json.dumps({"utcp_version": "1.0.0", "manual_version": "1.0.0", "tools": [
    _ping_tool("h", "http", http_method="GET"), _ping_tool("s", "sse")]})

cases_of("http.discovery.allowed-protocols", {
    "default-own-type": lambda: discover(MIXED_MANUAL_JSON, "application/json"),
    "listing-sse": lambda: discover(MIXED_MANUAL_JSON, "application/json",
                                    template={"allowed_communication_protocols": ["http", "sse"]}),
    "listing-only-sse": lambda: discover(MIXED_MANUAL_JSON, "application/json",
                                         template={"allowed_communication_protocols": ["sse"]}),
})

YAML_MANUAL_ONE_TOOL = ('utcp_version: 1.0.0\nmanual_version: 1.0.0\ntools:\n  - name: ping\n    description: ping\n'
                        '    tool_call_template: {call_template_type: http, url: "http://127.0.0.1:9/x", '
                        'http_method: GET}\n')

cases_of("http.discovery.yaml-detection", {
    "manual-with-tool": lambda: discover(YAML_MANUAL_ONE_TOOL, "application/yaml"),
    "yml-suffix": lambda: discover(YAML_MANUAL_ONE_TOOL, "text/plain", path="/manual.yml"),
    "x-yaml-type": lambda: discover(YAML_MANUAL_ONE_TOOL, "application/x-yaml"),
    "yaml-suffix-with-query": lambda: discover(YAML_MANUAL_ONE_TOOL, "text/plain", path="/manual.yaml",
                                               query="?v=1"),
})

cases_of("http.discovery.manual-or-openapi", {
    "invalid-tool": lambda: discover('{"utcp_version": "1.0.0", "tools": [{"name": "broken"}]}',
                                     "application/json"),
    "version-only": lambda: discover('{"utcp_version": "1.0.0"}', "application/json"),
})


def _openapi_at(base: str, secured: bool) -> str:
    document = {"openapi": "3.0.0", "info": {"title": "inventory", "version": "1"}, "servers": [{"url": base}],
                "paths": {"/items": {"get": {"operationId": "list_items", "responses": {"200": {"description": "ok"}}}}}}
    if secured:
        document["components"] = {"securitySchemes": {"key": {"type": "apiKey", "in": "header", "name": "X-Key"}}}
        document["security"] = [{"key": []}]
    return json.dumps(document)


async def download_auth(secured: bool, extra: dict = None):
    """Registers an OpenAPI document through a template whose `auth` sends X-Dl, then calls the converted
    tool; reports the headers of the download and of the call, and the auth the tool got."""
    from aiohttp import web

    recorder = Recorder(headers=("X-Dl", "X-Key"))
    holder = {}

    async def document(request):
        return web.Response(body=_openapi_at(holder["base"], secured).encode(),
                            headers={"Content-Type": "application/json"})

    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.utcp_client import UtcpClient

    async with http_server({("GET", "/openapi.json"): recorder.wrap(document),
                            ("GET", "/items"): recorder.wrap(ok_json)}) as base:
        holder["base"] = base
        client = await UtcpClient.create(config={"variables": {"inv_API_KEY": "k-tool"}})
        result = await client.register_manual(CallTemplateSerializer().validate_dict(
            {"name": "inv", "call_template_type": "http", "http_method": "GET", "url": f"{base}/openapi.json",
             "auth": {"auth_type": "api_key", "api_key": "k-dl", "var_name": "X-Dl", "location": "header"},
             **(extra or {})}))
        tools = [t.name for t in result.manual.tools]
        auth = result.manual.tools[0].tool_call_template.auth if result.manual.tools else None
        call = await outcome_of(client.call_tool(tools[0], {})) if tools else None
    return {"tools": tools, "errors": [summarize(e) for e in result.errors],
            "toolAuth": auth.model_dump() if auth is not None else None,
            "call": call, "requests": [{"path": r["path"], "headers": r["headers"]} for r in recorder.seen]}


cases_of("http.openapi.download-auth", {
    "unsecured-operation": lambda: download_auth(False),
    "secured-operation": lambda: download_auth(True),
})

cases_of("http.openapi.auth-tools-compatibility", {
    "same-var-name": lambda: download_auth(True, {"auth_tools": {
        "auth_type": "api_key", "api_key": "k-1", "var_name": "X-Key", "location": "header"}}),
    "other-var-name": lambda: download_auth(True, {"auth_tools": {
        "auth_type": "api_key", "api_key": "k-1", "var_name": "X-Other", "location": "header"}}),
    "other-type": lambda: download_auth(True, {"auth_tools": {"auth_type": "basic", "username": "u", "password": "p"}}),
})

AUTH_TOOLS_KEY = {"auth_type": "api_key", "api_key": "k-1", "var_name": "X-Key", "location": "header"}


async def auth_tools_on_manual():
    """A template with auth_tools that serves a UTCP manual (not OpenAPI) whose tool has no auth of its own."""
    from aiohttp import web

    recorder = Recorder(headers=("X-Key",))
    holder = {}

    async def manual(request):
        tool = {"name": "list_items", "description": "", "inputs": {}, "outputs": {},
                "tool_call_template": {"name": "inv", "call_template_type": "http", "http_method": "GET",
                                       "url": f"{holder['base']}/items"}}
        return web.json_response({"utcp_version": "1.0.0", "manual_version": "1", "tools": [tool]})

    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.utcp_client import UtcpClient

    async with http_server({("GET", "/utcp"): recorder.wrap(manual),
                            ("GET", "/items"): recorder.wrap(ok_json)}) as base:
        holder["base"] = base
        client = await UtcpClient.create()
        result = await client.register_manual(CallTemplateSerializer().validate_dict(
            {"name": "inv", "call_template_type": "http", "http_method": "GET", "url": f"{base}/utcp",
             "auth_tools": AUTH_TOOLS_KEY}))
        tools = [t.name for t in result.manual.tools]
        auth = result.manual.tools[0].tool_call_template.auth if result.manual.tools else None
        call = await outcome_of(client.call_tool(tools[0], {})) if tools else None
    return {"tools": tools, "toolAuth": auth.model_dump() if auth is not None else None, "call": call,
            "requests": [{"path": r["path"], "headers": r["headers"]} for r in recorder.seen]}


cases_of("http.openapi.auth-tools-scope", {
    "utcp-manual": auth_tools_on_manual,
    "unsecured-operation": lambda: download_auth(False, {"auth_tools": AUTH_TOOLS_KEY}),
})

CREATE_ISSUE_TEMPLATE = {"http_method": "POST", "content_type": "application/json", "body_field": "issue",
                         "headers": {"Accept": "application/vnd.github+json", "X-GitHub-Api-Version": "2022-11-28"},
                         "auth": {"auth_type": "api_key", "api_key": "Bearer ${GITHUB_TOKEN}",
                                  "var_name": "Authorization", "location": "header"}}
CREATE_ISSUE_ARGUMENTS = {"owner": "octo-org", "repo": "website", "issue": {"title": "Broken link on pricing page"}}


@case("http.request.create-issue-example", "create-issue")
async def create_issue_example():
    load_plugins()
    from utcp.utcp_client import UtcpClient

    recorder = Recorder(headers=("Accept", "X-GitHub-Api-Version", "Authorization", "Content-Type"))
    routes = {("POST", "/repos/{owner}/{repo}/issues"): recorder.wrap(ok_json)}
    async with http_server(routes) as base:
        client = await UtcpClient.create(config={"variables": {"github_GITHUB_TOKEN": "t-1"}})
        result = await outcome_of(call_with_template(
            {"call_template_type": "http", "url": f"{base}/repos/{{owner}}/{{repo}}/issues", **CREATE_ISSUE_TEMPLATE},
            CREATE_ISSUE_ARGUMENTS, manual="github", tool="create_issue", client=client))
    return {"result": result, "requests": [{"method": r["method"], "path": r["path"], "headers": r["headers"],
                                            "body": json.loads(r["body"]) if r["body"] else None}
                                           for r in recorder.seen]}


@case("http.auth.oauth2-user.support", "access-token")
async def oauth2_user_support():
    recorder = Recorder(headers=("Authorization",))
    async with http_server({("GET", "/op"): recorder.wrap(ok_json)}) as base:
        result = await outcome_of(call_with_template(
            {"call_template_type": "http", "http_method": "GET", "url": f"{base}/op",
             "auth": {"auth_type": "oauth2_user", "access_token": "u-1"}}, {}))
    return {"result": result, "requests": [r["headers"] for r in recorder.seen]}


def _operation_document(operation: dict) -> str:
    return json.dumps({"openapi": "3.0.0", "info": {"title": "inventory", "version": "1"},
                       "servers": [{"url": "https://api.example.com"}],
                       "paths": {"/items": {"get": {"operationId": "list_items", **operation}}}})


def _response_with(*properties: str) -> dict:
    return {"description": "ok", "content": {"application/json": {"schema": {
        "type": "object", "properties": {name: {"type": "string"} for name in properties}}}}}


async def converted_tool_fields(operation: dict):
    """Registers a one-operation OpenAPI document; reports the description, tags and output properties of its tool."""
    from aiohttp import web

    async def serve(request):
        return web.Response(body=_operation_document(operation).encode(), headers={"Content-Type": "application/json"})

    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.utcp_client import UtcpClient

    async with http_server({("GET", "/openapi.json"): serve}) as base:
        client = await UtcpClient.create()
        result = await client.register_manual(CallTemplateSerializer().validate_dict(
            {"name": "inv", "call_template_type": "http", "http_method": "GET", "url": f"{base}/openapi.json"}))
    found = result.manual.tools[0]
    outputs = found.outputs.model_dump(exclude_none=True) if found.outputs is not None else {}
    return {"description": found.description, "tags": found.tags,
            "outputProperties": sorted((outputs.get("properties") or {}).keys())}


cases_of("http.openapi.tool-fields", {
    "summary-description-tags": lambda: converted_tool_fields(
        {"summary": "Short", "description": "Long", "tags": ["inventory", "read"], "responses": {"200": _response_with("a")}}),
    "description-only": lambda: converted_tool_fields({"description": "Long", "responses": {"200": _response_with("a")}}),
    "outputs-201-only": lambda: converted_tool_fields({"responses": {"201": _response_with("created")}}),
    "outputs-default-only": lambda: converted_tool_fields({"responses": {"default": _response_with("d")}}),
    "outputs-202-only": lambda: converted_tool_fields({"responses": {"202": _response_with("accepted")}}),
})


@case("http.discovery.oauth2", "token-then-manual")
async def discovery_oauth2():
    """Registers a manual behind OAuth2 client credentials; reports the requests (path, kind, Authorization)."""
    from aiohttp import web

    seen = []

    async def token(request):
        seen.append({"path": request.path, "authorization": request.headers.get("Authorization", "")[:6]})
        return web.json_response({"access_token": "tok-d", "expires_in": 3600})

    async def manual(request):
        seen.append({"path": request.path, "authorization": request.headers.get("Authorization")})
        return web.Response(body=MANUAL_JSON.encode(), headers={"Content-Type": "application/json"})

    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.utcp_client import UtcpClient

    async with http_server({("POST", "/token"): token, ("GET", "/manual"): manual}) as base:
        client = await UtcpClient.create()
        result = await client.register_manual(CallTemplateSerializer().validate_dict(
            {"name": "svc", "call_template_type": "http", "http_method": "GET", "url": f"{base}/manual",
             "auth": {"auth_type": "oauth2", "token_url": f"{base}/token", "client_id": "disc-1",
                      "client_secret": "s"}}))
    return {"success": result.success, "tools": [t.name for t in result.manual.tools],
            "requests": sorted(seen, key=lambda r: (r["path"], r["authorization"] or ""))}


async def query_sent(arguments: dict):
    """The method and query string of the one request a GET call with `arguments` sent."""
    observed = await call("/echo/q", arguments)
    return [{"method": r["method"], "query": r["path"].partition("?")[2]} for r in observed["requests"]]


@case("http.request.query-numbers", "decimal-coordinates")
async def query_decimal_coordinates():
    return await query_sent({"latitude": 48.14, "longitude": 11.58, "hourly": "temperature_2m"})


@case("http.request.query-numbers", "whole-float")
async def query_whole_float():
    return await query_sent({"longitude": 11.0})


@case("http.request.query-numbers", "negative-and-exponent")
async def query_negative_exponent():
    return await query_sent({"latitude": -33.87, "tiny": 1e-7})


async def refused_by_url_check(url: str):
    """Whether registering an http manual at `url` failed on the URL check, before any connection."""
    observed = await register(url, absolute=True)
    return {"refused by the URL check": any("Security error" in error for error in observed["errors"]),
            "success": observed["success"]}


cases_of("http.manual.url-prefix-rule", {
    "remote-http": lambda: refused_by_url_check("http://example.invalid/utcp"),
    "loopback-127-0-0-2": lambda: refused_by_url_check("http://127.0.0.2:9/utcp"),
    "ipv6-loopback": lambda: refused_by_url_check("http://[::1]:9/utcp"),
    "localhost-lookalike": lambda: refused_by_url_check("http://localhost.example.invalid/utcp"),
    "upper-case-scheme": lambda: refused_by_url_check("HTTPS://127.0.0.1:9/utcp"),
})


async def converted_template_name(title):
    """The call template name a tool converted from an OpenAPI document (info.title `title`) gets when the
    document is registered over http as manual `inventory`."""
    load_plugins()
    from aiohttp import web
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.utcp_client import UtcpClient

    info = {"version": "1"} if title is None else {"title": title, "version": "1"}
    document = {"openapi": "3.0.0", "info": info, "servers": [{"url": "https://api.example.com"}],
                "paths": {"/items": {"get": {"operationId": "list_items", "responses": {"200": {"description": "ok"}}}}}}

    async def serve(request):
        return web.json_response(document)

    async with http_server({("GET", "/openapi.json"): serve}) as base:
        client = await UtcpClient.create()
        result = await client.register_manual(CallTemplateSerializer().validate_dict(
            {"name": "inventory", "call_template_type": "http", "http_method": "GET", "url": f"{base}/openapi.json"}))
        return [tool.tool_call_template.name for tool in result.manual.tools]


cases_of("http.openapi.tool-template-name", {
    "with-title": lambda: converted_template_name("Inventory API"),
    "without-title": lambda: converted_template_name(None),
})


# Adversarial review of the API reference page of HttpCommunicationProtocol (2026-11-28).

def http_protocol():
    load_plugins()
    from utcp.interfaces.communication_protocol import CommunicationProtocol

    return CommunicationProtocol.communication_protocols["http"]


def sse_template():
    from utcp.data.call_template import CallTemplateSerializer

    return CallTemplateSerializer().validate_dict(
        {"name": "m", "call_template_type": "sse", "url": "http://127.0.0.1:9/events"})


@case("http.protocol.raised-errors", "register-wrong-template")
async def register_wrong_template():
    """register_manual of the http protocol given an SSE call template."""
    from utcp.utcp_client import UtcpClient

    return await http_protocol().register_manual(await UtcpClient.create(), sse_template())


@case("http.protocol.raised-errors", "call-wrong-template")
async def call_wrong_template():
    """call_tool of the http protocol given an SSE call template."""
    from utcp.utcp_client import UtcpClient

    return await http_protocol().call_tool(await UtcpClient.create(), "m.t", {}, sse_template())


@case("http.protocol.raised-errors", "call-connection-refused")
async def call_connection_refused():
    """call_tool to a loopback port where nothing listens: the error type and whether it is an aiohttp.ClientError."""
    import aiohttp

    try:
        await call_with_template({"call_template_type": "http", "url": "http://127.0.0.1:9/x", "http_method": "GET"}, {})
    except Exception as error:  # the type is the observation
        return {"type": type(error).__name__, "is aiohttp.ClientError": isinstance(error, aiohttp.ClientError)}
    return "no error"


# Second adversarial review 2026-11-28: the unresolved reference in the template one registers, not in a tool's.
@case("http.auth.api-key.empty", "unresolved-variable-at-registration")
async def key_unresolved_at_registration():
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.utcp_client import UtcpClient

    client = await UtcpClient.create()
    async with echo_server() as (base, server):
        template = CallTemplateSerializer().validate_dict({
            "name": "m", "call_template_type": "http", "http_method": "GET", "url": f"{base}/echo/manual",
            **api_key(api_key="${NOT_SET_ANYWHERE}", var_name="X-Key")})
        result = await outcome_of(client.register_manual(template))
        return {"register_manual": summarize_error(result) if "error" in result else "returned",
                "requests sent": len(server.seen)}


def summarize_error(outcome):
    return {"error": {"type": outcome["error"]["type"], "message": outcome["error"]["message"].splitlines()[0]}}


# Second adversarial review 2026-11-28: basic auth with a colon in the user name, a character beyond Latin-1,
# and the bytes sent for a Latin-1 letter.
async def basic_sent(username, password):
    observed = await call("/echo/b", {}, auth={"auth_type": "basic", "username": username, "password": password})
    result = observed["result"]
    if "error" in result:
        result = summarize_error(result)
    headers = [r["headers"].get("Authorization") for r in observed["requests"]]
    return {"result": result, "decoded headers as latin-1": [base64.b64decode(h.split(" ", 1)[1]).decode("latin-1")
                                                             for h in headers if h]}


cases_of("http.auth.basic", {
    "colon-in-username": lambda: basic_sent("ann:x", "pw"),
    "beyond-latin-1": lambda: basic_sent("ann", "pw€"),
    "latin-1-bytes": lambda: basic_sent("zoë", "pw"),
})


# Second adversarial review 2026-11-28: a token URL nobody listens on, and one answering 200 with an HTML page.
async def oauth_token_variant(variant: str):
    from aiohttp import web

    calls_seen = []

    async def token(request):
        return web.Response(text="<html>sign in</html>", content_type="text/html")

    op = authorization_recorder(calls_seen)

    async with http_server({("POST", "/token"): token, ("GET", "/op"): op}) as base:
        token_url = "http://127.0.0.1:9/token" if variant == "unreachable" else f"{base}/token"
        auth = {"auth_type": "oauth2", "token_url": token_url, "client_id": variant, "client_secret": "s"}
        outcome = await outcome_of(call_with_template(
            {"call_template_type": "http", "http_method": "GET", "url": f"{base}/op", "auth": auth}, {}))
    if "error" in outcome:
        outcome = summarize_error(outcome)
    return {"outcome": outcome, "calls": len(calls_seen), "callAuthorization": calls_seen}


cases_of("http.auth.oauth2.token-errors", {
    "endpoint-unreachable": lambda: oauth_token_variant("unreachable"),
    "html-ok": lambda: oauth_token_variant("html"),
})


# Cases added by the second adversarial review (2026-11-28): what the http protocol streams for other answers.

def answer_route(body: bytes, content_type: str):
    from aiohttp import web

    async def handler(request):
        return web.Response(body=body, content_type=content_type)

    return handler


async def stream_answer(body: bytes, content_type: str):
    async with http_server({("GET", "/a"): answer_route(body, content_type)}) as base:
        return await stream_with_template({"call_template_type": "http", "url": f"{base}/a", "http_method": "GET"}, {})


cases_of("http.streaming.non-streaming", {
    "json-array": lambda: stream_answer(b'[1, 2, 3]', "application/json"),
    "event-stream-answer": lambda: stream_answer(b"data: one\n\ndata: two\n\n", "text/event-stream"),
    "ndjson-answer": lambda: stream_answer(b'{"a": 1}\n{"a": 2}\n', "application/x-ndjson"),
})


# Second adversarial review 2026-11-28 of the body_field and body-encoding sentences: a recorder that keeps every
# Content-Type value the server received (the echo server's dict keeps one per name) and the raw body.
async def raw_body_call(arguments: dict, **template):
    from aiohttp import web

    seen = []

    async def record(request):
        seen.append({"method": request.method, "path": request.raw_path,
                     "contentTypes": request.headers.getall("Content-Type", []),
                     "payloadHeader": request.headers.get("payload"),
                     "body": (await request.read()).decode("utf-8", "replace")})
        return web.json_response({"ok": True})

    routes = {(method, "/raw"): record for method in ("GET", "POST", "PUT")}
    async with http_server(routes) as base:
        template = {"http_method": "POST", **template}
        result = await outcome_of(call_with_template({"call_template_type": "http", "url": f"{base}/raw", **template},
                                                     arguments))
    return {"result": result, "requests": seen}


cases_of("http.request.body-encoding", {
    "lowercase-header-every-value": lambda: raw_body_call({"body": {"qty": 2}}, headers={"content-type": "text/plain"}),
    "mixed-case-header": lambda: raw_body_call({"body": {"qty": 2}}, headers={"Content-type": "text/plain"}),
    "upper-case-header": lambda: raw_body_call({"body": {"qty": 2}}, headers={"CONTENT-TYPE": "text/plain"}),
    "lowercase-header-no-body": lambda: raw_body_call({}, headers={"content-type": "text/plain"}),
    "lowercase-json-header-text-content-type": lambda: raw_body_call(
        {"body": {"qty": 2}}, headers={"content-type": "application/json"}, content_type="text/plain"),
    "upper-case-json-content-type": lambda: raw_body_call({"body": {"qty": 2}}, content_type="APPLICATION/JSON"),
    "nested-two-keys-text-plain": lambda: raw_body_call({"body": {"item": {"a": 1, "b": 2}}}, content_type="text/plain"),
    "list-in-object-text-plain": lambda: raw_body_call({"body": {"tags": ["x", "y"]}}, content_type="text/plain"),
    "nested-list-text-plain": lambda: raw_body_call({"body": {"m": [[1, 2]]}}, content_type="text/plain"),
    "booleans-null-text-plain": lambda: raw_body_call({"body": {"on": True, "off": False, "none": None}},
                                                      content_type="text/plain"),
    "non-ascii-text-plain": lambda: raw_body_call({"body": {"name": "Zoë ✓"}}, content_type="text/plain"),
    "empty-inner-object-text-plain": lambda: raw_body_call({"body": {"a": {}, "b": 1}}, content_type="text/plain"),
    "array-text-plain": lambda: raw_body_call({"body": [1, 2]}, content_type="text/plain"),
    "number-text-plain": lambda: raw_body_call({"body": 5}, content_type="text/plain"),
    # g-guide 2026-11-28: the exact spelling, against which the other spellings are compared.
    "exact-header": lambda: raw_body_call({"body": {"qty": 2}}, headers={"Content-Type": "text/plain"}),
})

cases_of("http.request.body-field", {
    "custom-name": lambda: raw_body_call({"payload": {"a": 1}}, body_field="payload"),
    "null-value": lambda: raw_body_call({"payload": None}, body_field="payload"),
    "default-name": lambda: raw_body_call({"body": "plain words"}),
    "empty-string": lambda: raw_body_call({"payload": ""}, body_field="payload"),
    "zero": lambda: raw_body_call({"payload": 0}, body_field="payload"),
    "false": lambda: raw_body_call({"payload": False}, body_field="payload"),
    "get-method": lambda: raw_body_call({"payload": {"a": 1}}, body_field="payload", http_method="GET"),
    "body-field-null-setting": lambda: raw_body_call({"body": {"a": 1}}, body_field=None),
    "body-field-empty-setting": lambda: raw_body_call({"body": {"a": 1}}, body_field=""),
    "also-header-field": lambda: raw_body_call({"payload": "p-1"}, body_field="payload", header_fields=["payload"]),
    "absent-with-other-arguments": lambda: raw_body_call({"q": "1"}, body_field="payload"),
    "null-text-plain": lambda: raw_body_call({"payload": None}, body_field="payload", content_type="text/plain"),
})


# Second adversarial review 2026-11-28 (r-a2): what the OAuth2 cache does when only the secret or the scope
# changes, whether a token answer without access_token stays cached, and how the token requests carry a
# client_id or client_secret holding a colon or letters outside ASCII.
async def oauth_calls(auths: list, routes: dict):
    """Calls a GET tool once per oauth2 auth in `auths`, in order, on one client; `token_url` is a path on the
    loopback server, where `routes` answer. Returns each call's outcome and the Authorization header it carried."""
    from aiohttp import web
    from utcp.utcp_client import UtcpClient

    calls_seen = []

    op = authorization_recorder(calls_seen)

    load_plugins()
    async with http_server({**routes, ("GET", "/op"): op}) as base:
        client = await UtcpClient.create()
        outcomes = []
        for index, auth in enumerate(auths):
            full = {"auth_type": "oauth2", **auth, "token_url": base + auth.get("token_url", "/token")}
            outcome = await outcome_of(call_with_template(
                {"call_template_type": "http", "http_method": "GET", "url": f"{base}/op", "auth": full}, {},
                client=client, tool=f"t{index}"))
            outcomes.append(summarize_error(outcome) if "error" in outcome else outcome)
    return outcomes, calls_seen


async def oauth_two_calls(first: dict, second: dict | None, *, refuse_form: bool = False, answer=None):
    """One call with the oauth2 auth `first`, then (when `second` is given) one with `second`, both on the same
    client. The token endpoint refuses requests without a Basic header when `refuse_form`, and otherwise answers
    `answer` or a token numbered after its request. Reports each token request (kind, raw form body, the Basic
    credentials decoded as Latin-1) and each call's outcome and Authorization header."""
    from aiohttp import web

    tokens = []

    async def token(request):
        header = request.headers.get("Authorization", "")
        basic = header.startswith("Basic ")
        tokens.append({"kind": "basic" if basic else "form", "body": (await request.read()).decode(),
                       **({"basic credentials": base64.b64decode(header[6:]).decode("latin-1")} if basic else {})})
        if refuse_form and not basic:
            return web.json_response({"error": "invalid_client"}, status=401)
        return web.json_response(answer if answer is not None else {"access_token": f"tok-{len(tokens)}"})

    outcomes, calls_seen = await oauth_calls([a for a in (first, second) if a is not None], {("POST", "/token"): token})
    return {"outcomes": outcomes, "tokenRequests": tokens, "callAuthorization": calls_seen}


cases_of("http.auth.oauth2.token-cache", {
    "other-client-secret": lambda: oauth_two_calls({"client_id": "r-a2-secret", "client_secret": "s-1"},
                                                   {"client_id": "r-a2-secret", "client_secret": "s-2"}),
    "other-scope": lambda: oauth_two_calls({"client_id": "r-a2-scope", "client_secret": "s", "scope": "read"},
                                           {"client_id": "r-a2-scope", "client_secret": "s", "scope": "write"}),
})

cases_of("http.auth.oauth2.token-errors", {
    "no-access-token-twice": lambda: oauth_two_calls({"client_id": "r-a2-no-token", "client_secret": "s"},
                                                     {"client_id": "r-a2-no-token", "client_secret": "s"},
                                                     answer={"token": "x"}),
    "null-access-token": lambda: oauth_two_calls({"client_id": "r-a2-null-token", "client_secret": "s"}, None,
                                                 answer={"access_token": None}),
})

cases_of("http.auth.oauth2.token-requests", {
    "secret-colon-unicode-form": lambda: oauth_two_calls({"client_id": "r-a2-form", "client_secret": "pä:ss€"},
                                                         None),
    "secret-latin-1-basic": lambda: oauth_two_calls({"client_id": "r-a2-basic", "client_secret": "pä:ss"}, None,
                                                    refuse_form=True),
    "secret-beyond-latin-1-basic": lambda: oauth_two_calls({"client_id": "r-a2-euro", "client_secret": "s€"},
                                                           None, refuse_form=True),
    "colon-in-client-id-basic": lambda: oauth_two_calls({"client_id": "app:1", "client_secret": "s"}, None,
                                                        refuse_form=True),
})


# Second adversarial review 2026-11-28 (r-a2): a key of spaces only, and ${KEY} defined as an empty string.
@case("http.auth.api-key.empty", "blank")
async def key_blank():
    return await result_and_requests_sent(api_key="   ", var_name="X-Key")


@case("http.auth.api-key.empty", "variable-set-empty")
async def key_variable_set_empty():
    load_plugins()
    from utcp.utcp_client import UtcpClient

    client = await UtcpClient.create(config={"variables": {"m_KEY": ""}})
    async with echo_server() as (base, server):
        template = {"call_template_type": "http", "url": f"{base}/echo/k", **api_key(api_key="${KEY}", var_name="X-Key")}
        result = await outcome_of(call_with_template(template, {}, client=client))
        if "error" in result:
            result = summarize_error(result)
        return {"result": result, "requests sent": len(server.seen)}


# Second adversarial review 2026-11-28 (r-a2): empty user name or password.
cases_of("http.auth.basic", {
    "empty-password": lambda: basic_sent("ann", ""),
    "empty-username": lambda: basic_sent("", "pw"),
})


# Second adversarial review 2026-11-28 of the auth_tools sentence: which auth the tool of one operation gets, by the
# document's security (operation level, document level, alternatives) and by the scheme and auth_tools given.
API_KEY_SCHEME = {"type": "apiKey", "in": "header", "name": "X-Key"}


async def tool_auth_for(schemes: dict, auth_tools: dict, *, operation_security=None, document_security=None):
    from aiohttp import web

    operation = {"operationId": "list_items", "responses": {"200": {"description": "ok"}}}
    if operation_security is not None:
        operation["security"] = operation_security
    spec = {"openapi": "3.0.0", "info": {"title": "Inventory", "version": "1"},
            "servers": [{"url": "https://api.example.com"}], "paths": {"/items": {"get": operation}},
            "components": {"securitySchemes": schemes}}
    if document_security is not None:
        spec["security"] = document_security

    async def document(request):
        return web.json_response(spec)

    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.utcp_client import UtcpClient

    async with http_server({("GET", "/openapi.json"): document}) as base:
        client = await UtcpClient.create()
        result = await client.register_manual(CallTemplateSerializer().validate_dict(
            {"name": "inv", "call_template_type": "http", "http_method": "GET", "url": f"{base}/openapi.json",
             "auth_tools": auth_tools}))
    auths = [t.tool_call_template.auth for t in result.manual.tools]
    given = {k: v for k, v in auth_tools.items() if k != "auth_type"}
    return {"errors": [summarize(e) for e in result.errors],
            "tools": [None if a is None else {"auth_type": a.auth_type,
                                              "is auth_tools": all(getattr(a, k, None) == v for k, v in given.items())}
                      for a in auths]}


cases_of("http.openapi.auth-tools-scope", {
    "header-name-other-case": lambda: tool_auth_for({"k": API_KEY_SCHEME}, dict(AUTH_TOOLS_KEY, var_name="x-key"),
                                                    operation_security=[{"k": []}]),
    "document-level-security": lambda: tool_auth_for({"k": API_KEY_SCHEME}, AUTH_TOOLS_KEY,
                                                     document_security=[{"k": []}]),
    "operation-opts-out": lambda: tool_auth_for({"k": API_KEY_SCHEME}, AUTH_TOOLS_KEY, operation_security=[],
                                                document_security=[{"k": []}]),
    "second-alternative-matches": lambda: tool_auth_for(
        {"k": API_KEY_SCHEME, "b": {"type": "http", "scheme": "basic"}},
        {"auth_type": "basic", "username": "u", "password": "p"}, operation_security=[{"k": []}, {"b": []}]),
    "bearer-scheme": lambda: tool_auth_for(
        {"t": {"type": "http", "scheme": "bearer"}},
        {"auth_type": "api_key", "api_key": "Bearer t-1", "var_name": "Authorization", "location": "header"},
        operation_security=[{"t": []}]),
    "query-scheme-header-auth-tools": lambda: tool_auth_for(
        {"k": {"type": "apiKey", "in": "query", "name": "X-Key"}}, AUTH_TOOLS_KEY, operation_security=[{"k": []}]),
    "oauth2-other-token-url": lambda: tool_auth_for(
        {"o": {"type": "oauth2", "flows": {"clientCredentials": {"tokenUrl": "https://auth.example.com/token",
                                                                   "scopes": {"read": ""}}}}},
        {"auth_type": "oauth2", "token_url": "https://other.example.org/t", "client_id": "c", "client_secret": "s"},
        operation_security=[{"o": ["read"]}]),
})


# Third adversarial review 2026-11-28 (r-x1): token answers the earlier cases did not try (a JSON token served
# as text/plain, a body labelled JSON that is not, a JSON list, a number, a 500), a second client_id next to a
# cached one, and form characters that have a meaning in a form (&, =, +).
async def oauth_token_answer(client_id: str, body: bytes, content_type: str, *, status: int = 200, calls: int = 1,
                             other_client_id: str | None = None, secret: str = "s"):
    from aiohttp import web

    tokens = []

    async def token(request):
        tokens.append({"kind": "basic" if request.headers.get("Authorization", "").startswith("Basic ") else "form",
                       "body": (await request.read()).decode()})
        return web.Response(body=body, status=status, content_type=content_type)

    ids = [client_id] * calls + ([other_client_id] if other_client_id else [])
    outcomes, calls_seen = await oauth_calls([{"client_id": one_id, "client_secret": secret} for one_id in ids],
                                             {("POST", "/token"): token})
    return {"outcomes": outcomes, "tokenRequests": tokens, "callAuthorization": calls_seen}


cases_of("http.auth.oauth2.token-errors", {
    "json-token-as-text-plain": lambda: oauth_token_answer(
        "r-x1-text-plain", b'{"access_token": "tok-plain"}', "text/plain"),
    "invalid-json-labelled-json": lambda: oauth_token_answer(
        "r-x1-bad-json", b"<html>sign in</html>", "application/json"),
    "json-list": lambda: oauth_token_answer("r-x1-list", b"[]", "application/json"),
    "numeric-access-token": lambda: oauth_token_answer(
        "r-x1-number", b'{"access_token": 42}', "application/json"),
    "status-500": lambda: oauth_token_answer("r-x1-500", b'{"error": "boom"}', "application/json", status=500),
    "null-access-token-twice": lambda: oauth_token_answer(
        "r-x1-null-twice", b'{"access_token": null}', "application/json", calls=2),
})

cases_of("http.auth.oauth2.token-cache", {
    "other-client-id": lambda: oauth_token_answer(
        "r-x1-first", b'{"access_token": "tok-1"}', "application/json", other_client_id="r-x1-second"),
})

cases_of("http.auth.oauth2.token-requests", {
    "form-special-characters": lambda: oauth_token_answer(
        "r-x1-form&id=1", b'{"access_token": "tok-form"}', "application/json", secret="a&b=c+d %"),
})


# Third adversarial review 2026-11-28 (r-x1): basic auth with both sides empty.
cases_of("http.auth.basic", {
    "both-empty": lambda: basic_sent("", ""),
})


# Third adversarial review 2026-11-28 (r-x1): ${KEY} whose empty value comes from the environment or from a dotenv
# file rather than from the configuration's variables.
async def key_empty_from(source: str):
    import os
    import tempfile
    load_plugins()
    from utcp.utcp_client import UtcpClient

    name = "m_RX1_EMPTY_KEY"
    os.environ.pop(name, None)
    config = {}
    if source == "environment":
        os.environ[name] = ""
    else:
        path = os.path.join(tempfile.mkdtemp(), "vars.env")
        with open(path, "w") as handle:
            handle.write(f"{name}=\n")
        config = {"load_variables_from": [{"variable_loader_type": "dotenv", "env_file_path": path}]}
    try:
        client = await UtcpClient.create(config=config)
        async with echo_server() as (base, server):
            template = {"call_template_type": "http", "url": f"{base}/echo/k",
                        **api_key(api_key="${RX1_EMPTY_KEY}", var_name="X-Key")}
            result = await outcome_of(call_with_template(template, {}, client=client))
            if "error" in result:
                result = summarize_error(result)
            return {"result": result, "requests sent": len(server.seen)}
    finally:
        os.environ.pop(name, None)


cases_of("http.auth.api-key.empty", {
    "variable-empty-in-environment": lambda: key_empty_from("environment"),
    "variable-empty-in-dotenv": lambda: key_empty_from("dotenv"),
})


# Third adversarial review 2026-11-28 (r-x1): a token URL that redirects with 302 or 307 to the real token endpoint
# on the same server; what reaches that endpoint and what the call sends.
async def oauth_token_redirect(status: int, client_id: str):
    return await oauth_token_redirect_edge(status, client_id, record_basic=False)


cases_of("http.auth.oauth2.token-requests", {
    "token-url-redirect-302": lambda: oauth_token_redirect(302, "r-x1-302"),
    "token-url-redirect-307": lambda: oauth_token_redirect(307, "r-x1-307"),
})


# Third adversarial review 2026-11-29: arrays that aiohttp can read as form fields, a boolean body, an empty
# object and an empty list under a non-JSON content_type.
cases_of("http.request.body-encoding", {
    "empty-array-text-plain": lambda: raw_body_call({"body": []}, content_type="text/plain"),
    "array-of-pairs-text-plain": lambda: raw_body_call({"body": [["a", "1"], ["b", "2"]]}, content_type="text/plain"),
    "array-of-strings-text-plain": lambda: raw_body_call({"body": ["ab", "cd"]}, content_type="text/plain"),
    "boolean-text-plain": lambda: raw_body_call({"body": True}, content_type="text/plain"),
    "empty-list-in-object-text-plain": lambda: raw_body_call({"body": {"tags": [], "b": 1}}, content_type="text/plain"),
    "list-of-objects-in-object-text-plain": lambda: raw_body_call({"body": {"tags": [{"k": 1}]}},
                                                                  content_type="text/plain"),
})


# Third adversarial review (Issue 35): a loopback name written as the user part of a remote URL.
cases_of("http.manual.url-prefix-rule", {
    "localhost-userinfo": lambda: refused_by_url_check("http://localhost@example.invalid/utcp"),
})


# Third adversarial review 2026-11-29 (r-x4): an empty API key variable reached in other ways: a dotenv file that
# leaves it empty while the environment sets it, a dotenv value written as two quotes, the $KEY form without
# braces, and register_manual instead of a call (where substitution happens first).
async def key_variable_edge(*, dotenv_line=None, environment=None, variables=None, reference="${RX4_KEY}",
                            register=False):
    import os
    import tempfile
    load_plugins()
    from utcp.utcp_client import UtcpClient

    name = "m_RX4_KEY"
    os.environ.pop(name, None)
    config = {}
    if variables is not None:
        config["variables"] = {name: variables}
    if environment is not None:
        os.environ[name] = environment
    if dotenv_line is not None:
        path = os.path.join(tempfile.mkdtemp(), "vars.env")
        with open(path, "w") as handle:
            handle.write(dotenv_line + "\n")
        config["load_variables_from"] = [{"variable_loader_type": "dotenv", "env_file_path": path}]
    try:
        client = await UtcpClient.create(config=config)
        async with echo_server() as (base, server):
            template = {"call_template_type": "http", "url": f"{base}/echo/k",
                        **api_key(api_key=reference, var_name="X-Key")}
            if register:
                from utcp.data.call_template import CallTemplateSerializer
                built = CallTemplateSerializer().validate_dict({**template, "name": "m"})
                result = await outcome_of(client.register_manual(built))
                if "value" in result:
                    result = {"value": {"success": result["value"].success,
                                         "errors": [e.strip().splitlines()[-1] for e in result["value"].errors]}}
            else:
                result = await outcome_of(call_with_template(template, {}, client=client))
            if "error" in result:
                result = summarize_error(result)
            return {"result": result, "X-Key sent": [r["headers"].get("X-Key") for r in server.seen]}
    finally:
        os.environ.pop(name, None)


cases_of("http.auth.api-key.empty", {
    "dotenv-empty-environment-set": lambda: key_variable_edge(dotenv_line="m_RX4_KEY=", environment="from-env"),
    "dotenv-two-quotes": lambda: key_variable_edge(dotenv_line='m_RX4_KEY=""'),
    "variable-set-empty-dollar-form": lambda: key_variable_edge(variables="", reference="$RX4_KEY"),
    "variable-set-empty-environment-set": lambda: key_variable_edge(variables="", environment="from-env"),
    "variable-set-empty-register-manual": lambda: key_variable_edge(variables="", register=True),
    "variable-empty-in-environment-register-manual": lambda: key_variable_edge(environment="", register=True),
})


# Third adversarial review 2026-11-29 (r-x4): token answers at the edges of "labelled JSON": an empty body, a
# `+json` vendor type, the label in capitals, no Content-Type at all, a list holding a token object, a JSON string.
async def oauth_token_raw(client_id: str, body: bytes, content_type):
    from aiohttp import web
    from utcp.utcp_client import UtcpClient

    tokens = []
    calls_seen = []

    async def token(request):
        tokens.append("basic" if request.headers.get("Authorization", "").startswith("Basic ") else "form")
        response = web.Response(body=body)
        if content_type is None:
            response.headers.popall("Content-Type", None)
        else:
            response.headers["Content-Type"] = content_type
        return response

    op = authorization_recorder(calls_seen)

    load_plugins()
    async with http_server({("POST", "/token"): token, ("GET", "/op"): op}) as base:
        client = await UtcpClient.create()
        outcome = await oauth_op_call(base, "/token", client_id, client)
    return {"outcome": summarize_error(outcome) if "error" in outcome else outcome, "tokenRequests": tokens,
            "callAuthorization": calls_seen}


cases_of("http.auth.oauth2.token-errors", {
    "empty-body-labelled-json": lambda: oauth_token_raw("r-x4-empty", b"", "application/json"),
    "blank-body-labelled-json": lambda: oauth_token_raw("r-x4-blank", b"  \n", "application/json"),
    "token-labelled-vendor-json": lambda: oauth_token_raw(
        "r-x4-vendor", b'{"access_token": "tok-vendor"}', "application/vnd.example+json"),
    "token-labelled-upper-case": lambda: oauth_token_raw(
        "r-x4-upper", b'{"access_token": "tok-upper"}', "APPLICATION/JSON; charset=utf-8"),
    "token-labelled-json-prefix": lambda: oauth_token_raw(
        "r-x4-jsonp", b'{"access_token": "tok-jsonx"}', "application/jsonx"),
    "token-without-content-type": lambda: oauth_token_raw(
        "r-x4-no-type", b'{"access_token": "tok-untyped"}', None),
    "json-list-of-token-object": lambda: oauth_token_raw(
        "r-x4-list-obj", b'[{"access_token": "tok-in-list"}]', "application/json"),
    "json-string": lambda: oauth_token_raw("r-x4-string", b'"tok-bare"', "application/json"),
})


# Third adversarial review 2026-11-29 (r-x4): the token URL redirecting with 301, 303 and 308, and with 302 to the
# same server under another host name (127.0.0.1 to localhost).
async def oauth_token_redirect_edge(status: int, client_id: str, *, other_host: bool = False,
                                    record_basic: bool = True):
    from aiohttp import web
    from utcp.utcp_client import UtcpClient

    arrived = []
    calls_seen = []
    where = {}

    async def redirect(request):
        target = where["base"].replace("127.0.0.1", "localhost") if other_host else ""
        return web.Response(status=status, headers={"Location": f"{target}/token"})

    async def token(request):
        arrived.append({"method": request.method, "body": (await request.read()).decode()})
        if record_basic:
            arrived[-1]["basic"] = request.headers.get("Authorization", "").startswith("Basic ")
        if request.method != "POST":
            return web.Response(status=405)
        return web.json_response({"access_token": "tok-redirected"})

    op = authorization_recorder(calls_seen)

    load_plugins()
    routes = {("POST", "/old-token"): redirect, ("POST", "/token"): token, ("GET", "/token"): token,
              ("GET", "/op"): op}
    async with http_server(routes) as base:
        where["base"] = base
        client = await UtcpClient.create()
        outcome = await oauth_op_call(base, "/old-token", client_id, client)
    return {"outcome": summarize_error(outcome) if "error" in outcome else outcome, "arrived at /token": arrived,
            "callAuthorization": calls_seen}


cases_of("http.auth.oauth2.token-requests", {
    "token-url-redirect-301": lambda: oauth_token_redirect_edge(301, "r-x4-301"),
    "token-url-redirect-303": lambda: oauth_token_redirect_edge(303, "r-x4-303"),
    "token-url-redirect-308": lambda: oauth_token_redirect_edge(308, "r-x4-308"),
    "token-url-redirect-302-other-host": lambda: oauth_token_redirect_edge(302, "r-x4-302-host", other_host=True),
})


# Adversarial review 2026-11-29 (p-fold5): basic credentials written as variable references, found and missing,
# and a literal password that happens to hold a `$`.
async def basic_with_variables(username, password, environment):
    for name, value in environment.items():
        os.environ[name] = value
    try:
        return await basic_sent(username, password)
    finally:
        for name in environment:
            os.environ.pop(name, None)


cases_of("http.auth.basic-variables", {
    "both-references": lambda: basic_with_variables("${BASIC_USER}", "$BASIC_PASS", {"m_BASIC_USER": "ann", "m_BASIC_PASS": "s3cret"}),
    "password-reference-missing": lambda: basic_with_variables("ann", "${BASIC_PASS}", {}),
    "literal-dollar-in-password": lambda: basic_with_variables("ann", "pa$word", {}),
    "literal-dollar-digit": lambda: basic_with_variables("ann", "pa$5", {}),
})


# Adversarial review 2026-11-29 (p-fold5): where the access token is kept after an OAuth2 call.
async def oauth2_model_after_call():
    from aiohttp import web
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.data.tool import Tool
    from utcp.data.utcp_manual import UtcpManual
    from utcp.utcp_client import UtcpClient

    async def token(request):
        return web.json_response({"access_token": "tok-p-fold5", "token_type": "Bearer", "expires_in": 3600})

    async def op(request):
        return web.json_response({"ok": True})

    load_plugins()
    async with http_server({("POST", "/token"): token, ("GET", "/op"): op}) as base:
        client = await UtcpClient.create()
        template = CallTemplateSerializer().validate_dict({
            "name": "m", "call_template_type": "http", "url": f"{base}/op", "http_method": "GET",
            "auth": {"auth_type": "oauth2", "token_url": f"{base}/token", "client_id": "p-fold5-model",
                     "client_secret": "s"}})
        await client.config.tool_repository.save_manual(
            template, UtcpManual(tools=[Tool(name="m.t", description="", tool_call_template=template)]))
        result = await client.call_tool("m.t", {})
        stored = await client.config.tool_repository.get_tool("m.t")
        auth = stored.tool_call_template.auth
        dumped = json.dumps(auth.model_dump())
        return {"result": result, "auth fields": sorted(type(auth).model_fields),
                "token in the stored auth model": "tok-p-fold5" in dumped or "tok-p-fold5" in repr(vars(auth)),
                "token in the template passed in": "tok-p-fold5" in json.dumps(template.auth.model_dump())}


case("http.auth.oauth2.model-after-call", "token-fetched")(oauth2_model_after_call)


async def key_headers_and_path(**fields):
    """A call with api_key auth of `fields` (key secret-v): the result, the headers holding the key, the path."""
    observed = await call("/echo/k", {}, **api_key(api_key="secret-v", **fields))
    return {"result": observed["result"],
            "headers holding the key": sorted(k for r in observed["requests"] for k, v in r["headers"].items()
                                              if "secret-v" in v),
            "paths": [r["path"] for r in observed["requests"]]}


@case("http.auth.api-key.default-var-name", "null-var-name")
async def key_null_var_name():
    return await key_headers_and_path(var_name=None)


@case("http.auth.api-key.default-var-name", "empty-var-name")
async def key_empty_var_name():
    """The request's header lines as they arrive on the socket (an HTTP server would parse them its own way)."""
    import asyncio

    lines = []

    async def serve(reader, writer):
        head = await reader.readuntil(b"\r\n\r\n")
        lines.extend(line for line in head.decode("latin-1").split("\r\n")[1:] if "secret-v" in line)
        writer.write(b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 12\r\n"
                     b"Connection: close\r\n\r\n{\"ok\": true}")
        await writer.drain()
        writer.close()

    server = await asyncio.start_server(serve, "127.0.0.1", 0)
    port = server.sockets[0].getsockname()[1]
    async with server:
        result = await outcome_of(call_with_template(
            {"call_template_type": "http", "url": f"http://127.0.0.1:{port}/k",
             **api_key(api_key="secret-v", var_name="")}, {}))
    return {"result": result, "header lines holding the key": lines}


# Adversarial review 2026-11-29 (p-fold10): what the http protocol keeps between requests, its time limits, and
# what its logger argument does; folded from the probe http-sessions-and-tokens.
async def http_protocol_state(*, client_ids=("a", "a", "b")):
    """One protocol object of our own: registers a manual (POST, a static header, oauth2 client "a"), then calls a
    tool once per client ID in `client_ids`, then deregisters. Counts aiohttp sessions opened, token requests per
    client ID, what reached the logger argument, the requests each step sent, and the ClientTimeout totals used."""
    import aiohttp
    from utcp.data.call_template import CallTemplateSerializer
    from utcp_http.http_communication_protocol import HttpCommunicationProtocol

    from _behaviour import EMPTY_MANUAL, oauth_token_route, recorded_client_timeouts, recording_route

    load_plugins()
    sessions, tokens, seen = [0], [], []
    original_init = aiohttp.ClientSession.__init__

    def counting_init(self, *args, **kwargs):
        sessions[0] += 1
        original_init(self, *args, **kwargs)

    routes = {("POST", "/token"): oauth_token_route(tokens),
              ("POST", "/manual"): recording_route(seen, "manual", EMPTY_MANUAL),
              ("GET", "/data"): recording_route(seen, "call", {"ok": True})}
    aiohttp.ClientSession.__init__ = counting_init
    try:
        with recorded_client_timeouts() as timeouts:
            async with http_server(routes) as base:
                def template(path, method, client_id):
                    return CallTemplateSerializer().validate_dict({
                        "name": "m", "call_template_type": "http", "url": f"{base}{path}", "http_method": method,
                        "headers": {"X-Static": "s"},
                        "auth": {"auth_type": "oauth2", "token_url": f"{base}/token", "client_id": client_id,
                                 "client_secret": "x"}})

                logged = []
                protocol = HttpCommunicationProtocol(logger=lambda *a, **k: logged.append(a))
                steps = {}
                start = sessions[0]
                registered = await protocol.register_manual(None, template("/manual", "POST", "a"))
                steps["register"] = {"success": registered.success, "sessions": sessions[0] - start,
                                     "timeouts": list(timeouts)}
                for index, client_id in enumerate(client_ids):
                    start, before = sessions[0], len(timeouts)
                    outcome = await outcome_of(protocol.call_tool(None, "m.data", {}, template("/data", "GET",
                                                                                                  client_id)))
                    steps[f"call {index + 1} ({client_id})"] = {"outcome": outcome, "sessions": sessions[0] - start,
                                                                "timeouts": timeouts[before:]}
                count = len(seen)
                deregistered = await protocol.deregister_manual(None, template("/manual", "POST", "a"))
                steps["deregister"] = {"returned": deregistered, "requests": len(seen) - count}
    finally:
        aiohttp.ClientSession.__init__ = original_init
    return {"steps": steps, "tokenRequests": tokens, "requests": seen, "logger calls": len(logged)}


async def http_call_past_timeout():
    """A tool call to a server that answers after 1 s, with every ClientTimeout the module builds cut to 1/100."""
    import asyncio

    import aiohttp
    from aiohttp import web
    from utcp_http import http_communication_protocol as module

    async def slow(request):
        await asyncio.sleep(1)
        return web.json_response({})

    load_plugins()
    real = aiohttp.ClientTimeout

    def shortened(*args, total=None, **kwargs):
        return real(*args, total=total / 100 if total else total, **kwargs)

    async with http_server({("GET", "/slow"): slow}) as base:
        module.aiohttp.ClientTimeout = shortened
        try:
            from utcp.data.call_template import CallTemplateSerializer

            await module.HttpCommunicationProtocol().call_tool(None, "m.slow", {}, CallTemplateSerializer().validate_dict(
                {"name": "m", "call_template_type": "http", "url": f"{base}/slow", "http_method": "GET"}))
            return {"raised": None}
        except Exception as error:  # noqa: BLE001
            return {"raised": type(error).__name__, "is asyncio.TimeoutError": isinstance(error, asyncio.TimeoutError),
                    "is aiohttp.ClientError": isinstance(error, aiohttp.ClientError)}
        finally:
            module.aiohttp.ClientTimeout = real


cases_of("http.protocol.state", {
    "register-call-deregister": lambda: http_protocol_state(),
})

cases_of("http.protocol.timeouts", {
    "manual-and-call": lambda: http_protocol_state(client_ids=("a",)),
    "call-past-timeout": http_call_past_timeout,
})


async def redirected_tool_call(target: str, extra: dict):
    """An http tool on 127.0.0.1 answers 302 with Location `target` (`{port}` is the loopback server's port);
    no connection leaves loopback. Reports the outcome, the hosts the guard blocked and the X-Key, Authorization
    and Cookie headers that reached /end on the loopback server."""
    from aiohttp import web

    from _behaviour import guard_loopback

    load_plugins()
    at_target, port = [], {}

    async def start(request):
        raise web.HTTPFound(target.replace("{port}", port["n"]))

    async def end(request):
        at_target.append({name: request.headers.get(name) for name in ("X-Key", "Authorization", "Cookie")})
        return web.json_response({"ok": True})

    blocked, undo = guard_loopback()
    try:
        async with http_server({("GET", "/start"): start, ("GET", "/end"): end}) as base:
            port["n"] = base.rsplit(":", 1)[1]
            outcome = await outcome_of(call_with_template(
                {"call_template_type": "http", "url": f"{base}/start", "http_method": "GET", **extra}, {}))
    finally:
        undo()
    return {"outcome": outcome, "connections tried elsewhere": blocked, "at the target": at_target}


async def manual_answer(body: bytes, content_type: str):
    """register_manual of an http template whose URL answers `body` with `content_type`."""
    from aiohttp import web
    from utcp.data.call_template import CallTemplateSerializer
    from utcp_http.http_communication_protocol import HttpCommunicationProtocol

    async def answer(request):
        return web.Response(body=body, headers={"Content-Type": content_type})

    load_plugins()
    async with http_server({("GET", "/manual"): answer}) as base:
        result = await outcome_of(HttpCommunicationProtocol().register_manual(None, CallTemplateSerializer().validate_dict(
            {"name": "m", "call_template_type": "http", "url": f"{base}/manual", "http_method": "GET"})))
    if "value" in result:
        value = result["value"]
        return {"success": value.success, "tools": len(value.manual.tools),
                "errors": [summarize(str(e)).replace(base, "http://127.0.0.1:<port>") for e in value.errors]}
    return result


cases_of("http.calls.redirect-rule", {
    "to-remote-http": lambda: redirected_tool_call("http://10.0.0.5/end", {}),
    "api-key-header-cross-origin": lambda: redirected_tool_call(
        "http://localhost:{port}/end",
        {"auth": {"auth_type": "api_key", "api_key": "k-1", "var_name": "X-Key", "location": "header"}}),
    "api-key-cookie-cross-origin": lambda: redirected_tool_call(
        "http://localhost:{port}/end",
        {"auth": {"auth_type": "api_key", "api_key": "k-1", "var_name": "session", "location": "cookie"}}),
})

cases_of("http.manual.failures", {
    "unparsable-json": lambda: manual_answer(b"{not json", "application/json"),
    "html-page": lambda: manual_answer(b"<html><body>hi</body></html>", "text/html"),
    "json-array": lambda: manual_answer(b"[1, 2]", "application/json"),
})


def api_key_header(api_key: str, var_name: str = "Authorization"):
    """A call whose api_key auth puts `api_key` into the header `var_name`: the value that arrived."""
    async def run():
        observed = await call("/echo/k", {}, http_method="GET", auth={
            "auth_type": "api_key", "api_key": api_key, "var_name": var_name, "location": "header"})
        return only(observed, var_name)
    return run


cases_of("http.auth.api-key.verbatim", {
    "bearer-prefix": api_key_header("Bearer t-1"),
    "surrounding-spaces": api_key_header("  t-1  ", "X-Key"),
    "non-ascii": api_key_header("Bearer tü", "X-Key"),
})


# Adversarial review 2026-11-29 (p-fold10): which examples the OpenAPI converter copies into a tool's inputs.
EXAMPLES_PARAMETERS = {"openapi": "3.0.0", "info": {"title": "shop", "version": "1"},
                       "servers": [{"url": "https://api.example.com"}],
                       "paths": {"/items": {"get": {"operationId": "list_items", "parameters": [
                           {"name": "q", "in": "query", "schema": {"type": "string", "examples": ["shoes", "hats"]}},
                           {"name": "limit", "in": "query", "schema": {"type": "integer", "example": 5}},
                           {"name": "tag", "in": "query", "schema": {"type": "string"}, "example": "red"}],
                           "responses": {"200": {"description": "ok"}}}}}}
EXAMPLES_BODY = {"openapi": "3.0.0", "info": {"title": "shop", "version": "1"},
                 "servers": [{"url": "https://api.example.com"}],
                 "paths": {"/items": {"post": {"operationId": "add_item", "requestBody": {"content": {
                     "application/json": {"schema": {"type": "object", "properties": {
                         "name": {"type": "string", "examples": ["Ann"]}}}}}},
                     "responses": {"200": {"description": "ok"}}}}}}


async def asyncio_value(value):
    return value


def converted_examples(document: dict):
    """Converts `document` and reports, per input property, its examples and example keywords."""
    load_plugins()
    from utcp_http.openapi_converter import OpenApiConverter

    inputs = OpenApiConverter(document, spec_url="https://api.example.com/openapi.json").convert().tools[0].inputs
    dumped = inputs.model_dump(by_alias=True, exclude_none=True) if hasattr(inputs, "model_dump") else inputs

    def pick(schema):
        return {key: schema[key] for key in ("examples", "example") if isinstance(schema, dict) and key in schema}

    properties = dumped.get("properties") or {}
    return {name: pick(schema) | ({"nested": {k: pick(v) for k, v in (schema.get("properties") or {}).items()}}
                                   if isinstance(schema, dict) and schema.get("properties") else {})
            for name, schema in properties.items()}


def schema_examples_field():
    load_plugins()
    from utcp.data.tool import JsonSchema

    return JsonSchema(type="string", examples=["a", "b"]).model_dump(by_alias=True, exclude_none=True)


cases_of("http.openapi.examples", {
    # wrapped as {"value": ...} like the TypeScript cases, so that both languages' outcomes compare
    "parameter-schemas": lambda: outcome_of(asyncio_value(converted_examples(EXAMPLES_PARAMETERS))),
    "request-body-schema": lambda: outcome_of(asyncio_value(converted_examples(EXAMPLES_BODY))),
    "schema-model": lambda: outcome_of(asyncio_value(schema_examples_field())),
})


# http.discovery.other-json (second reading 2026-11-29): JSON that is neither a manual nor OpenAPI.
cases_of("http.discovery.other-json", {
    "error-object": lambda: discover('{"error": "unauthorized"}', "application/json"),
    "wrapped-manual": lambda: discover('{"manual": ' + MANUAL_JSON + '}', "application/json"),
    "json-list": lambda: discover('[{"name": "ping"}]', "application/json"),
    "empty-object": lambda: discover('{}', "application/json"),
})


# http.auth.api-key.var-name-breaks (second reading 2026-11-29): other line breaks in var_name, and query location.
cases_of("http.auth.api-key.var-name-breaks", {
    "lone-lf": lambda: result_and_requests_sent(api_key="k", var_name="X-Key\nX-Evil: 1"),
    "lone-cr": lambda: result_and_requests_sent(api_key="k", var_name="X-Key\rX-Evil: 1"),
    "crlf-in-query-name": lambda: result_and_requests_sent(api_key="k", var_name="key\r\nX-Evil: 1", location="query"),
    "unicode-line-separator": lambda: result_and_requests_sent(api_key="k", var_name="X-Key\u2028X-Evil: 1"),
})


# http.url.https-rule-hosts (second reading 2026-11-29): host parsing edges of the 1.1 rule.
async def stream_url(url: str):
    from _behaviour import stream_with_template

    return await outcome_of(stream_with_template({"call_template_type": "http", "http_method": "GET", "url": url}, {}))


cases_of("http.url.https-rule-hosts", {
    "localhost-as-user-info": lambda: call_url("http://localhost@example.invalid/op"),
    "remote-as-user-info": lambda: call_url("http://example.invalid@localhost:9/op"),
    "upper-case-scheme-and-host": lambda: call_url("HTTP://LOCALHOST:9/op"),
    "non-ascii-host": lambda: call_url("http://bücher.example.invalid/op"),
    "streaming-call": lambda: stream_url("http://example.invalid/op"),
})


# http.redirect.credentials-origin-edges (second reading 2026-11-29).
async def credentials_other_port():
    recorder = Recorder()
    async with http_server({("GET", "/end"): recorder.wrap(ok_json)}) as target:
        first = await via_routes({("GET", "/start"): redirect_to(f"{target}/end")}, "/start",
                                 auth={"auth_type": "api_key", "api_key": "k-1", "var_name": "X-My-App"})
    return {"result": first["result"], "at the first server": [r["headers"] for r in first["requests"]],
            "at the other port": [r["headers"] for r in recorder.seen]}


def to_loopback_end(request):
    return f"http://127.0.0.1:{request.url.port}/end"


def to_localhost_mid(request):
    return f"http://localhost:{request.url.port}/mid"


async def credentials_back_to_origin():
    observed = await via_routes({("GET", "/start"): redirect_to(to_localhost_mid),
                                 ("GET", "/mid"): redirect_to(to_loopback_end), ("GET", "/end"): ok_json}, "/start",
                                auth={"auth_type": "api_key", "api_key": "k-1", "var_name": "X-My-App"})
    return {"result": observed["result"],
            "requests": [{"host": r["host"], "path": r["path"], "headers": r["headers"]} for r in observed["requests"]]}


cases_of("http.redirect.credentials-origin-edges", {
    "other-port": credentials_other_port,
    "back-to-origin": credentials_back_to_origin,
})


# http.openapi.loopback-spec-sources (second reading 2026-11-29): where the document came from.
def convert_loopback_server(spec_url, base_url=None):
    load_plugins()
    from utcp_http.openapi_converter import OpenApiConverter

    document = {"openapi": "3.0.0", "info": {"title": "t", "version": "1"},
                "servers": [{"url": "http://127.0.0.1:8080"}],
                "paths": {"/items": {"get": {"operationId": "list_items", "responses": {"200": {"description": "ok"}}}}}}
    options = {"spec_url": spec_url}
    if base_url:
        options["base_url"] = base_url
    try:
        tools = OpenApiConverter(document, **options).convert().tools
    except Exception as error:  # noqa: BLE001 - the refusal is the outcome
        return {"error": {"type": type(error).__name__, "firstLine": str(error).split(". ")[0]}}
    return {"urls": [t.tool_call_template.url for t in tools]}


cases_of("http.openapi.loopback-spec-sources", {
    "spec-from-localhost": lambda: convert_loopback_server("http://localhost:9000/openapi.json"),
    "spec-from-127-0-0-2": lambda: convert_loopback_server("http://127.0.0.2/openapi.json"),
    "spec-from-ipv6-loopback": lambda: convert_loopback_server("http://[::1]:9000/openapi.json"),
    "spec-from-lookalike-host": lambda: convert_loopback_server("http://localhost.example.com/openapi.json"),
    "https-base-url-over-loopback-server": lambda: convert_loopback_server(
        "https://docs.example.com/specs/openapi.json", "https://api.example.com"),
})


# http.auth.oauth2.token-redirect-rule (second reading 2026-11-29).
async def token_redirect_to(location: str, client_id: str):
    from aiohttp import web
    from utcp.utcp_client import UtcpClient

    calls_seen = []

    async def redirect(request):
        return web.Response(status=302, headers={"Location": location})

    async def op(request):
        calls_seen.append(request.headers.get("Authorization"))
        return web.json_response({"ok": True})

    load_plugins()
    async with http_server({("POST", "/old-token"): redirect, ("GET", "/op"): op}) as base:
        client = await UtcpClient.create()
        auth = {"auth_type": "oauth2", "token_url": f"{base}/old-token", "client_id": client_id, "client_secret": "s"}
        outcome = await outcome_of(call_with_template(
            {"call_template_type": "http", "http_method": "GET", "url": f"{base}/op", "auth": auth}, {}, client=client))
    if "error" in outcome:
        outcome = {"error": {"type": outcome["error"]["type"], "message": outcome["error"]["message"].split(": URL")[0]}}
    return {"outcome": outcome, "callAuthorization": calls_seen}


cases_of("http.auth.oauth2.token-redirect-rule", {
    "to-remote-http": lambda: token_redirect_to("http://example.invalid/token", "r-sr-remote"),
})


# Second reading 2026-11-29 (r-http): api_key edges the first cases left out.
async def key_query_path(**key):
    """A call with api_key auth of `key`: the result and the paths and key headers that arrived."""
    observed = await call("/echo/k", {}, **api_key(**key))
    return {"result": observed["result"], "paths": [r["path"] for r in observed["requests"]]}


async def key_header_any_case(key: str, var_name: str):
    """The header names, in any spelling, that carried `key` to the server."""
    observed = await call("/echo/k", {}, **api_key(api_key=key, var_name=var_name, location="header"))
    return {"result": observed["result"],
            "headers": [{k: v} for r in observed["requests"] for k, v in r["headers"].items() if v == key]}


cases_of("http.auth.api-key.empty", {
    "tab-only": lambda: result_and_requests_sent(api_key="\t", var_name="X-Key"),
})
cases_of("http.auth.api-key.default-var-name", {
    "empty-var-name-query": lambda: key_query_path(api_key="secret-q", var_name="", location="query"),
    "number-var-name": lambda: key_query_path(api_key="secret-n", var_name=7),
})
cases_of("http.auth.api-key.verbatim", {
    "leading-tab": api_key_header("\tt-1", "X-Key"),
    "lower-case-authorization": lambda: key_header_any_case("Bearer t-1", "authorization"),
})


# Second reading 2026-11-29 (r-http): edges of the argument distribution, static headers and auth order.
cases_of("http.request.header-field-values", {
    "list": lambda: header_field_value(["a", "b"]),
    "float": lambda: header_field_value(1.5),
})


async def header_field_value(value):
    return only(await call("/echo/h", {"X-Trace": value}, header_fields=["X-Trace"]), "X-Trace")


cases_of("http.request.path-edges", {
    "boolean": lambda: path_of("/echo/orders/{id}", {"id": True}),
    "query-placeholder": lambda: path_of("/echo/orders?id={id}", {"id": "a b"}),
})


async def path_of(url: str, arguments: dict):
    return only(await call(url, arguments), "path")


cases_of("http.request.query", {
    "false": lambda: path_of("/echo/q", {"flag": False}),
    "empty-string": lambda: path_of("/echo/q", {"q": ""}),
    "object-value": lambda: path_of("/echo/q", {"filter": {"a": 1}}),
    "list-with-number": lambda: path_of("/echo/q", {"ids": [1, 2]}),
    "float": lambda: path_of("/echo/q", {"x": 1.5}),
})


async def static_header_and_token():
    """A tool call with static headers and OAuth2 client credentials: which requests carried the static header."""
    from aiohttp import web
    from utcp.data.call_template import CallTemplateSerializer
    from utcp_http.http_communication_protocol import HttpCommunicationProtocol

    load_plugins()
    seen = []

    async def token(request):
        seen.append({"step": "token", "X-Static": request.headers.get("X-Static")})
        return web.json_response({"access_token": "tok", "token_type": "bearer"})

    async def data(request):
        seen.append({"step": "call", "X-Static": request.headers.get("X-Static")})
        return web.json_response({"ok": True})

    async with http_server({("POST", "/token"): token, ("GET", "/data"): data}) as base:
        template = CallTemplateSerializer().validate_dict({
            "name": "m", "call_template_type": "http", "url": f"{base}/data", "http_method": "GET",
            "headers": {"X-Static": "s"},
            "auth": {"auth_type": "oauth2", "token_url": f"{base}/token", "client_id": "c", "client_secret": "x"}})
        outcome = await outcome_of(HttpCommunicationProtocol().call_tool(None, "m.data", {}, template))
    return {"outcome": outcome, "requests": seen}


async def static_header_name_reference():
    os.environ["m_HNAME"] = "X-From-Env"
    try:
        observed = await call("/echo/s", {}, headers={"${HNAME}": "v"})
    finally:
        del os.environ["m_HNAME"]
    return {"result": observed["result"],
            "headers": sorted(k for r in observed["requests"] for k in r["headers"] if k.lower().startswith("x-") or "HNAME" in k)}


cases_of("http.request.static-headers", {
    "token-request": static_header_and_token,
    "reference-in-name": static_header_name_reference,
    "header-field-same-name": lambda: header_fields_and_static(),
})


async def header_fields_and_static():
    return only(await call("/echo/s", {"X-Static": "arg"}, headers={"X-Static": "static"}, header_fields=["X-Static"]),
                "X-Static")


cases_of("http.request.auth-over-arguments", {
    "static-header-same-name": lambda: auth_over_static(),
})


async def auth_over_static():
    return only(await call("/echo/k", {}, headers={"X-Key": "static"},
                           **api_key(api_key="from-auth", var_name="X-Key", location="header")), "X-Key")


# Second reading 2026-11-29 (r-http): edges of the protocol page (redirects, wrong templates, token cache,
# manual failures, retries).
cases_of("http.calls.redirect-rule", {
    "to-remote-https": lambda: redirected_tool_call("https://10.0.0.5/end", {}),
    "api-key-header-same-origin": lambda: redirected_tool_call(
        "http://127.0.0.1:{port}/end",
        {"auth": {"auth_type": "api_key", "api_key": "k-1", "var_name": "X-Key", "location": "header"}}),
})


@case("http.protocol.raised-errors", "register-dict-template")
async def register_dict_template():
    """register_manual of the http protocol given the template as a plain dict."""
    return await http_protocol().register_manual(
        None, {"name": "m", "call_template_type": "http", "url": "http://127.0.0.1:9/x", "http_method": "GET"})


cases_of("http.auth.api-key.line-break", {
    "carriage-return-only-in-var-name": lambda: result_and_requests_sent(api_key="k", var_name="X-Key\r"),
})


async def token_cache(templates: list[dict], *, instances: int = 1):
    """Calls one tool per entry of `templates` (oauth2 fields), on `instances` protocol objects used in turn:
    which token endpoint was asked for which client ID, and the Authorization of each call."""
    from aiohttp import web
    from utcp.data.call_template import CallTemplateSerializer
    from utcp_http.http_communication_protocol import HttpCommunicationProtocol

    load_plugins()
    asked, calls = [], []

    def token(path):
        async def answer(request):
            form = await request.post()
            asked.append(f"{path} {form.get('client_id')}")
            return web.json_response({"access_token": f"tok{len(asked)}", "token_type": "bearer"})
        return answer

    async def data(request):
        calls.append(request.headers.get("Authorization"))
        return web.json_response({"ok": True})

    routes = {("POST", "/token"): token("/token"), ("POST", "/token2"): token("/token2"), ("GET", "/data"): data}
    async with http_server(routes) as base:
        protocols = [HttpCommunicationProtocol() for _ in range(instances)]
        for index, fields in enumerate(templates):
            template = CallTemplateSerializer().validate_dict({
                "name": "m", "call_template_type": "http", "url": f"{base}/data", "http_method": "GET",
                "auth": {"auth_type": "oauth2", "token_url": f"{base}{fields['path']}", "client_id": fields["id"],
                         "client_secret": fields.get("secret", "x")}})
            await protocols[index % instances].call_tool(None, "m.data", {}, template)
    return {"token requests": asked, "authorization per call": calls}


cases_of("http.protocol.state", {
    "two-instances": lambda: token_cache([{"path": "/token", "id": "a"}, {"path": "/token", "id": "a"}], instances=2),
    "same-client-other-token-url": lambda: token_cache([{"path": "/token", "id": "a"},
                                                        {"path": "/token2", "id": "a", "secret": "y"}]),
})


async def manual_connection_refused():
    from utcp.data.call_template import CallTemplateSerializer
    from utcp_http.http_communication_protocol import HttpCommunicationProtocol

    load_plugins()
    result = await outcome_of(HttpCommunicationProtocol().register_manual(None, CallTemplateSerializer().validate_dict(
        {"name": "m", "call_template_type": "http", "url": "http://127.0.0.1:9/manual", "http_method": "GET"})))
    if "value" in result:
        value = result["value"]
        return {"success": value.success, "tools": len(value.manual.tools), "errors": len(value.errors)}
    return result


cases_of("http.manual.failures", {
    "empty-body": lambda: manual_answer(b"", "application/json"),
    "yaml-scalar": lambda: manual_answer(b"just words", "application/yaml"),
    "connection-refused": manual_connection_refused,
})


async def closing_server_call():
    """A tool call to a server that accepts the connection and closes it without answering: connections made."""
    import asyncio

    connections = [0]

    async def serve(reader, writer):
        connections[0] += 1
        await reader.readuntil(b"\r\n\r\n")
        writer.close()

    server = await asyncio.start_server(serve, "127.0.0.1", 0)
    port = server.sockets[0].getsockname()[1]
    async with server:
        result = await outcome_of(call_with_template(
            {"call_template_type": "http", "url": f"http://127.0.0.1:{port}/op", "http_method": "GET"}, {}))
    return {"result": result, "connections": connections[0]}


cases_of("http.response.no-retry", {
    "connection-closed": closing_server_call,
})


async def calls_upper_case_scheme():
    from _behaviour import guard_loopback

    blocked, undo = guard_loopback()
    try:
        outcome = await outcome_of(call_with_template({"call_template_type": "http", "url": "HTTP://10.0.0.5/x"}, {}))
    finally:
        undo()
    return {"outcome": outcome, "connections tried elsewhere": blocked}


cases_of("http.calls.non-https-url", {
    "upper-case-scheme-remote": calls_upper_case_scheme,
})


async def cookie_observed(template):
    return only(await call("/echo/k", {}, **template), "cookies", "Cookie")


# Second reading 2026-11-29: a cookie key whose value has a space and a semicolon, and a cookie key beside a static
# Cookie header.
cases_of("http.auth.api-key.cookie-sent", {
    "value-with-space-and-semicolon": lambda: cookie_observed(api_key(
        api_key="k 1;x=2", var_name="session", location="cookie")),
    "with-static-cookie-header": lambda: cookie_observed(dict(headers={"Cookie": "theme=dark"}, **api_key(
        api_key="k-1", var_name="session", location="cookie"))),
})


# Second reading 2026-11-29 (r-v01): examples given at several levels at once, a null example, a named-map examples.
EXAMPLES_MIXED = {"openapi": "3.0.0", "info": {"title": "shop", "version": "1"},
                  "servers": [{"url": "https://api.example.com"}],
                  "paths": {"/items": {"get": {"operationId": "list_items", "parameters": [
                      {"name": "tag", "in": "query", "example": "red",
                       "schema": {"type": "string", "example": "blue", "examples": ["red", "grün"]}},
                      {"name": "size", "in": "query", "examples": {"small": {"value": "S"}, "big": {"value": "L"}},
                       "schema": {"type": "string"}},
                      {"name": "note", "in": "query", "example": None, "schema": {"type": "string"}}],
                      "responses": {"200": {"description": "ok"}}}}}}

cases_of("http.openapi.examples", {
    "mixed-levels": lambda: outcome_of(asyncio_value(converted_examples(EXAMPLES_MIXED))),
})


# Second reading 2026-11-29 (r-v01): a redirect met while fetching the manual, and hosts that only look like loopback.
async def register_redirected_to_remote_http():
    recorder = Recorder()
    routes = {("GET", "/utcp"): recorder.wrap(redirect_to("http://example.invalid/manual"))}
    async with http_server(routes) as base:
        result = await register_url(f"{base}/utcp")
    return {"result": result, "requests": len(recorder.seen)}


cases_of("http.url.https-rule", {
    "discovery-redirect-to-remote-http": register_redirected_to_remote_http,
    "userinfo-localhost": lambda: call_url("http://localhost@example.invalid/op"),
    "uppercase-localhost": lambda: call_url("http://LOCALHOST:9/op"),
})


# Second reading 2026-11-29 (RFC 5.3 step 4): values a model passes that the first cases did not.
@case("http.request.query", "object")
async def query_object_python():
    return only(await call("/echo/q", {"filter": {"a": 1}}), "path")


@case("http.request.query", "unicode-and-float")
async def query_unicode_float_python():
    return only(await call("/echo/q", {"city": "Zürich ✓", "lat": 47.5}), "path")


# Second reading 2026-11-29 (RFC 5.3 http_method row): an explicit null and a listed method other than GET/POST.
@case("http.request.method", "null-method")
async def method_null_python():
    return only(await call("/echo/x", {}, http_method=None), "method")


@case("http.request.method", "patch")
async def method_patch_python():
    return only(await call("/echo/x", {}, http_method="PATCH"), "method")


# Second reading 2026-11-30 (lead, RFC 5.3, 6.2): a method name in mixed case; JSON documents that are neither a
# manual nor OpenAPI (an unrelated object, an array).
@case("http.request.method", "mixed-case")
async def method_mixed_case():
    return only(await call("/echo/x", {}, http_method="Post"), "method")


cases_of("http.discovery.formats", {
    "json-unrelated-object": lambda: discover('{"name": "weather"}', "application/json"),
    "json-array": lambda: discover("[]", "application/json"),
})


# Second reading 2026-11-30 (s-yaml-http): edges of the api_key, argument, static header and manual sentences.
cases_of("http.auth.api-key.verbatim", {
    "beyond-latin-1": api_key_header("k€日", "X-Key"),
    "trailing-tab": api_key_header("t-1\t", "X-Key"),
    "line-break-inside": api_key_header("t-1\r\nX-Evil: 1", "X-Key"),
})
cases_of("http.auth.api-key.default-var-name", {
    "boolean-var-name": lambda: key_query_path(api_key="secret-b", var_name=True),
    "empty-var-name-query-reserved-characters": lambda: key_query_path(api_key="a b&c=d", var_name="",
                                                                       location="query"),
})
cases_of("http.request.path-edges", {
    "number": lambda: path_of("/echo/orders/{id}", {"id": 7}),
    "single-dot": lambda: path_of("/echo/orders/{id}/refunds", {"id": "."}),
    "percent-sign": lambda: path_of("/echo/orders/{id}", {"id": "50%"}),
    "false": lambda: path_of("/echo/orders/{id}", {"id": False}),
    "object": lambda: path_of("/echo/orders/{id}", {"id": {"a": 1}}),
})
cases_of("http.request.query", {
    "list-with-boolean": lambda: path_of("/echo/q", {"tags": ["a", True]}),
    "list-with-null": lambda: path_of("/echo/q", {"tags": ["a", None]}),
    "empty-list-beside-string": lambda: path_of("/echo/q", {"tags": [], "x": "1"}),
    "url-query-same-name": lambda: path_of("/echo/q?a=1", {"a": "2"}),
})


async def static_headers_case(arguments: dict, headers: dict, *names, **template):
    observed = await call("/echo/s", arguments, headers=headers, **template)
    return {"result": observed["result"],
            "headers": [{k: v for k, v in r["headers"].items() if k.lower() in names} for r in observed["requests"]]}


async def unbraced_static_reference():
    os.environ["m_TOKEN"] = "from-env"
    try:
        return await static_headers_case({}, {"X-Static": "$TOKEN"}, "x-static")
    finally:
        del os.environ["m_TOKEN"]


cases_of("http.request.static-headers", {
    "header-field-other-case": lambda: static_headers_case({"X-Static": "arg"}, {"x-static": "static"}, "x-static",
                                                           header_fields=["X-Static"]),
    "unbraced-reference": unbraced_static_reference,
    "empty-value": lambda: static_headers_case({}, {"X-Static": ""}, "x-static"),
})
cases_of("http.request.auth-over-arguments", {
    "static-header-other-case": lambda: static_headers_case(
        {}, {"x-key": "static"}, "x-key", **api_key(api_key="from-auth", var_name="X-Key", location="header")),
    "header-field-other-case": lambda: static_headers_case(
        {"x-key": "arg"}, {}, "x-key", header_fields=["x-key"],
        **api_key(api_key="from-auth", var_name="X-Key", location="header")),
    "static-cookie-header": lambda: cookie_over_static(),
})


async def cookie_over_static():
    return only(await call("/echo/k", {}, headers={"Cookie": "sid=static"},
                           **api_key(api_key="from-auth", var_name="sid", location="cookie")), "cookies", "Cookie")


cases_of("http.request.body-encoding", {
    "lowercase-header-null-body": lambda: raw_body_call({"body": None}, headers={"content-type": "text/plain"}),
})
cases_of("http.manual.failures", {
    "json-null": lambda: manual_answer(b"null", "application/json"),
    "yaml-list": lambda: manual_answer(b"- a\n- b\n", "application/yaml"),
    "whitespace-body": lambda: manual_answer(b"  \n", "application/json"),
})
cases_of("http.protocol.state", {
    "client-id-other-case": lambda: token_cache([{"path": "/token", "id": "a"}, {"path": "/token", "id": "A"}]),
    "same-client-other-secret": lambda: token_cache([{"path": "/token", "id": "a"},
                                                     {"path": "/token", "id": "a", "secret": "y"}]),
})


@case("http.protocol.raised-errors", "register-none-template")
async def register_none_template():
    """register_manual of the http protocol given None as the template."""
    return await http_protocol().register_manual(None, None)


async def static_authorization_and_token():
    """A static Authorization header beside OAuth2 client credentials: what the token request and the call carried."""
    from aiohttp import web
    from utcp.data.call_template import CallTemplateSerializer
    from utcp_http.http_communication_protocol import HttpCommunicationProtocol

    load_plugins()
    seen = []

    async def token(request):
        seen.append({"step": "token", "Authorization": request.headers.get("Authorization"),
                     "X-Static": request.headers.get("X-Static")})
        return web.json_response({"access_token": "tok", "token_type": "bearer"})

    async def data(request):
        seen.append({"step": "call", "Authorization": request.headers.get("Authorization"),
                     "X-Static": request.headers.get("X-Static")})
        return web.json_response({"ok": True})

    async with http_server({("POST", "/token"): token, ("GET", "/data"): data}) as base:
        template = CallTemplateSerializer().validate_dict({
            "name": "m", "call_template_type": "http", "url": f"{base}/data", "http_method": "GET",
            "headers": {"Authorization": "Static abc", "X-Static": "s"},
            "auth": {"auth_type": "oauth2", "token_url": f"{base}/token", "client_id": "c", "client_secret": "x"}})
        outcome = await outcome_of(HttpCommunicationProtocol().call_tool(None, "m.data", {}, template))
    return {"outcome": outcome, "requests": seen}


cases_of("http.request.static-headers", {"token-request-static-authorization": static_authorization_and_token})


# Issue 35, c-mcp-http 2026-11-30: when `${VAR}` placeholders are filled (the manual template's at registration, a
# tool's at each call), and what the static headers of a template meet beside OAuth2 and an API key of the same name.
async def placeholders_per_call():
    from aiohttp import web
    from _behaviour import process_environment
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.utcp_client import UtcpClient

    recorder = Recorder(headers=("X-V",))

    async def manual(request):
        return web.json_response({"utcp_version": "1.0.0", "manual_version": "1.0.0", "tools": [{
            "name": "op", "description": "", "inputs": {"type": "object", "properties": {}},
            "outputs": {"type": "object", "properties": {}},
            "tool_call_template": {"call_template_type": "http", "http_method": "GET",
                                   "url": f"http://{request.host}/op", "headers": {"X-V": "${V}"}}}]})

    routes = {("GET", "/v2/manual"): recorder.wrap(manual), ("GET", "/op"): recorder.wrap(ok_json)}
    os.environ.pop("svc_V", None)
    async with http_server(routes) as base:
        client = await UtcpClient.create(config={"variables": {"svc_SEG": "v2"}})
        result = await client.register_manual(CallTemplateSerializer().validate_dict(
            {"name": "svc", "call_template_type": "http", "http_method": "GET", "url": f"{base}/${{SEG}}/manual"}))
        calls = []
        for value in ("one", "two", None):
            if value is None:
                os.environ.pop("svc_V", None)
                calls.append(await outcome_of(client.call_tool("svc.op", {})))
            else:
                with process_environment(svc_V=value):
                    calls.append(await outcome_of(client.call_tool("svc.op", {})))
    return {"registered": result.success, "tools": [t.name for t in result.manual.tools], "calls": calls,
            "requests": [{"path": r["path"], "X-V": r["headers"].get("X-V")} for r in recorder.seen]}


async def static_headers_beside_api_key():
    return only(await call("/echo/k", {}, headers={"X-Key": "static", "X-Other": "kept"},
                           **api_key(api_key="from-auth", var_name="X-Key", location="header")), "X-Key", "X-Other")


cases_of("http.placeholders.when-filled", {
    "value-changed-between-calls": placeholders_per_call,
})

cases_of("http.request.static-headers-edges", {
    "token-request": static_header_and_token,
    "api-key-same-name": static_headers_beside_api_key,
})


async def token_refused_with_401():
    """Token endpoint hands out tok-1, tok-2, ...; the tool refuses tok-1 with 401. Two calls from one client, then one
    from a new client: the Authorization of each call, its outcome, and how many token requests were made."""
    from aiohttp import web
    from utcp.utcp_client import UtcpClient

    issued = []
    seen = []

    async def token(request):
        issued.append(1)
        return web.json_response({"access_token": f"tok-{len(issued)}", "expires_in": 1})

    async def op(request):
        auth = request.headers.get("Authorization")
        seen.append(auth)
        return web.json_response({"error": "expired"}, status=401) if auth == "Bearer tok-1" else web.json_response({"ok": True})

    load_plugins()
    async with http_server({("POST", "/token"): token, ("GET", "/op"): op}) as base:
        template = {"call_template_type": "http", "http_method": "GET", "url": f"{base}/op",
                    "auth": {"auth_type": "oauth2", "token_url": f"{base}/token", "client_id": "stale-401",
                             "client_secret": "s"}}
        first = await UtcpClient.create()
        outcomes = [await outcome_of(call_with_template(template, {}, client=first))]
        import asyncio
        await asyncio.sleep(1.2)
        outcomes.append(await outcome_of(call_with_template(template, {}, client=first)))
        second = await UtcpClient.create()
        outcomes.append(await outcome_of(call_with_template(template, {}, client=second)))
    return {"outcomes": [o.get("error", {}).get("type", "ok") if "error" in o else "ok" for o in outcomes],
            "callAuthorization": seen, "tokenRequests": len(issued)}


cases_of("http.auth.oauth2.stale-token", {
    "refused-with-401": token_refused_with_401,
})


def convert_remote_document_server(server_url):
    """The URLs the converter gives the tools of a document from https://docs.example.com naming `server_url`."""
    load_plugins()
    from utcp_http.openapi_converter import OpenApiConverter

    document = {"openapi": "3.0.0", "info": {"title": "t", "version": "1"}, "servers": [{"url": server_url}],
                "paths": {"/items": {"get": {"operationId": "list_items", "responses": {"200": {"description": "ok"}}}}}}
    try:
        tools = OpenApiConverter(document, spec_url="https://docs.example.com/openapi.json").convert().tools
    except Exception as error:  # noqa: BLE001 - the refusal is the outcome
        return {"error": {"type": type(error).__name__, "firstLine": str(error).split(". ")[0]}}
    return {"urls": [t.tool_call_template.url for t in tools]}


cases_of("http.openapi.remote-document-servers", {
    "metadata-address": lambda: convert_remote_document_server("https://169.254.169.254"),
    "private-address": lambda: convert_remote_document_server("http://10.0.0.5:8080"),
    "ipv4-mapped-loopback": lambda: convert_remote_document_server("http://[::ffff:127.0.0.1]:8080"),
    "decimal-loopback": lambda: convert_remote_document_server("http://2130706433:8080"),
})


cases_of("http.url.https-rule-hosts", {
    "decimal-loopback-host": lambda: call_url("http://2130706433:9/op"),
})


cases_of("http.openapi.loopback-spec-sources", {
    "spec-from-zero-address": lambda: convert_loopback_server("http://0.0.0.0:9000/openapi.json"),
    "spec-from-upper-case-localhost": lambda: convert_loopback_server("http://LOCALHOST:9000/openapi.json"),
    "loopback-base-url-remote-spec": lambda: convert_loopback_server(
        "https://docs.example.com/specs/openapi.json", "http://127.0.0.1:8080"),
})


def convert_two_servers():
    load_plugins()
    from utcp_http.openapi_converter import OpenApiConverter

    document = {"openapi": "3.0.0", "info": {"title": "t", "version": "1"},
                "servers": [{"url": "https://api.example.com"}, {"url": "http://127.0.0.1:8080"}],
                "paths": {"/items": {"get": {"operationId": "list_items", "responses": {"200": {"description": "ok"}}}}}}
    try:
        tools = OpenApiConverter(document, spec_url="https://docs.example.com/openapi.json").convert().tools
    except Exception as error:  # noqa: BLE001 - the refusal is the outcome
        return {"error": {"type": type(error).__name__, "firstLine": str(error).split(". ")[0]}}
    return {"urls": [t.tool_call_template.url for t in tools]}


cases_of("http.openapi.remote-document-servers", {
    "second-server-loopback": convert_two_servers,
})


async def cross_origin_secret_headers():
    """Static X-Api-Token and X-Api-Key headers and a header_fields argument X-Session, redirect from 127.0.0.1 to
    localhost."""
    recorder = Recorder(headers=("X-Api-Token", "X-Api-Key", "X-Session"))
    routes = {("GET", "/start"): recorder.wrap(redirect_to(to_localhost)), ("GET", "/end"): recorder.wrap(ok_json)}
    async with http_server(routes) as base:
        result = await outcome_of(call_with_template(
            {"call_template_type": "http", "http_method": "GET", "url": f"{base}/start",
             "headers": {"X-Api-Token": "t-1", "X-Api-Key": "k-2"}, "header_fields": ["X-Session"]},
            {"X-Session": "s-1"}))
    return {"result": result, "requests": [{"host": r["host"], "path": r["path"], "headers": r["headers"]}
                                           for r in recorder.seen]}


cases_of("http.redirect.credentials-origin-edges", {
    "secret-in-plain-headers": cross_origin_secret_headers,
})


async def cross_origin_other_names():
    """Static X-Password and X-Signature headers, redirect from 127.0.0.1 to localhost."""
    recorder = Recorder(headers=("X-Password", "X-Signature"))
    routes = {("GET", "/start"): recorder.wrap(redirect_to(to_localhost)), ("GET", "/end"): recorder.wrap(ok_json)}
    async with http_server(routes) as base:
        result = await outcome_of(call_with_template(
            {"call_template_type": "http", "http_method": "GET", "url": f"{base}/start",
             "headers": {"X-Password": "p-1", "X-Signature": "s-1"}}, {}))
    return {"result": result, "requests": [{"host": r["host"], "path": r["path"], "headers": r["headers"]}
                                           for r in recorder.seen]}


cases_of("http.redirect.credentials-origin-edges", {
    "secret-under-other-name": cross_origin_other_names,
})


async def basic_back_to_origin():
    observed = await via_routes({("GET", "/start"): redirect_to(to_localhost_mid),
                                 ("GET", "/mid"): redirect_to(to_loopback_end), ("GET", "/end"): ok_json}, "/start",
                                auth={"auth_type": "basic", "username": "u", "password": "p"})
    return {"result": observed["result"],
            "requests": [{"host": r["host"], "path": r["path"], "Authorization": r["headers"].get("Authorization")}
                         for r in observed["requests"]]}


cases_of("http.redirect.credentials-origin-edges", {
    "back-to-origin-basic": basic_back_to_origin,
})


# Second reading 2026-11-30 (c-mcp-http): lists that are empty or hold values other than strings and numbers.
cases_of("http.request.query", {
    "empty-list": lambda: path_of("/echo/q", {"tags": [], "page": 1}),
    "list-with-null-and-boolean": lambda: path_of("/echo/q", {"tags": ["a", None, True]}),
    "list-of-objects": lambda: path_of("/echo/q", {"tags": [{"a": 1}]}),
})


async def timed_oauth2_call(token_seconds, tool_seconds, client_id, limit):
    """An OAuth2 call whose token endpoint answers after `token_seconds` and tool after `tool_seconds`: the
    outcome, and how long it took against 30 s and `limit`."""
    import asyncio
    import time
    from aiohttp import web

    async def token(request):
        await asyncio.sleep(token_seconds)
        return web.json_response({"access_token": "tok-slow", "expires_in": 3600})

    async def op(request):
        await asyncio.sleep(tool_seconds)
        return web.json_response({"ok": True})

    load_plugins()
    async with http_server({("POST", "/token"): token, ("GET", "/op"): op}) as base:
        started = time.monotonic()
        outcome = await outcome_of(call_with_template(
            {"call_template_type": "http", "http_method": "GET", "url": f"{base}/op",
             "auth": {"auth_type": "oauth2", "token_url": f"{base}/token", "client_id": client_id,
                      "client_secret": "s"}}, {}))
        elapsed = time.monotonic() - started
    return {"outcome": outcome if "value" in outcome else {"error": outcome["error"]["type"]},
            "seconds": f"over {limit}" if elapsed >= limit else (f"30 to {limit}" if elapsed >= 30 else "under 30")}


def unlimited(make):
    """Runs a case outside the runner's 30-second case limit."""
    import asyncio
    return lambda: asyncio.run(make())


cases_of("http.auth.oauth2.slow-token-endpoint", {
    "answers-after-33-seconds": unlimited(lambda: timed_oauth2_call(33, 0, "slow-token-33", 33)),
})


async def template_timeout_one_second_slow_server():
    """A template with timeout 1 against a tool that answers after 2 s: the outcome."""
    import asyncio
    from aiohttp import web

    async def slow(request):
        await asyncio.sleep(2)
        return web.json_response({"ok": True})

    async with http_server({("GET", "/slow"): slow}) as base:
        return await outcome_of(call_with_template(
            {"call_template_type": "http", "http_method": "GET", "url": f"{base}/slow", "timeout": 1}, {}))


cases_of("http.request.timeout", {"template-timeout-slow-server": template_timeout_one_second_slow_server})


async def silent_discovery():
    """Registers an http manual at a loopback socket that accepts the connection and never answers."""
    import socket
    import time

    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.utcp_client import UtcpClient

    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(8)
    port = listener.getsockname()[1]
    try:
        client = await UtcpClient.create()
        started = time.monotonic()
        result = await outcome_of(client.register_manual(CallTemplateSerializer().validate_dict(
            {"name": "m", "call_template_type": "http", "url": f"http://127.0.0.1:{port}/utcp", "http_method": "GET"})))
        elapsed = time.monotonic() - started
        outcome = ({"success": result["value"].success, "errors": len(result["value"].errors)} if "value" in result
                   else {"raised": result["error"]["type"]})
        return {**outcome, "gave up between 10 and 12 s": 10 <= elapsed < 12}
    finally:
        listener.close()


cases_of("http.discovery.silent-server", {"never-answers": unlimited(silent_discovery)})


# Second reading 2026-11-30 (c-guides): an OAuth2 client secret written as a variable reference (defined,
# missing) and a literal secret holding a `$`; the secret the token endpoint received.
async def oauth2_secret_sent(secret: str, environment: dict):
    return await oauth2_secret_sent_as("c-1", secret, environment)


cases_of("http.auth.oauth2.secret-variable", {
    "reference": lambda: oauth2_secret_sent("${OAUTH_SECRET}", {"m_OAUTH_SECRET": "hidden-é"}),
    "reference-missing": lambda: oauth2_secret_sent("${OAUTH_SECRET}", {}),
    "literal-dollar": lambda: oauth2_secret_sent("ab$cd", {}),
})


# Second reading 2026-11-30 (c-guides): null inside an examples list and as a named example's value, values equal
# under Python's == but of other types, the same object with its keys in another order; and the examples of a
# served manual's inputs after registration.
def examples_document(parameters):
    return {"openapi": "3.0.0", "info": {"title": "shop", "version": "1"},
            "servers": [{"url": "https://api.example.com"}],
            "paths": {"/items": {"get": {"operationId": "list_items", "parameters": parameters,
                                         "responses": {"200": {"description": "ok"}}}}}}


EXAMPLES_NULLS = examples_document([
    {"name": "n", "in": "query", "schema": {"type": "string", "examples": ["a", None]}},
    {"name": "filter", "in": "query", "example": {"a": 1, "b": 2},
     "examples": {"same": {"value": {"b": 2, "a": 1}}, "empty": {"value": None},
                  "external": {"externalValue": "https://x.example/e.json"}},
     "schema": {"type": "object"}}])
EXAMPLES_EQUAL = examples_document([
    {"name": "n", "in": "query", "example": 1, "schema": {"type": "number", "examples": [1.0, True, "1", 1]}}])


async def served_manual_examples():
    load_plugins()
    from aiohttp import web
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.utcp_client import UtcpClient

    tool = {"name": "find", "description": "", "outputs": {},
            "inputs": {"type": "object", "properties": {"q": {"type": "string", "examples": ["grün", "", None]}}},
            "tool_call_template": {"call_template_type": "http", "url": "https://x.example/find", "http_method": "GET"}}

    async def manual(request):
        return web.json_response({"utcp_version": "1.0.0", "manual_version": "1", "tools": [tool]})

    async with http_server({("GET", "/utcp"): manual}) as base:
        client = await UtcpClient.create()
        result = await client.register_manual(CallTemplateSerializer().validate_dict(
            {"name": "m", "call_template_type": "http", "url": f"{base}/utcp", "http_method": "GET"}))
    inputs = result.manual.tools[0].inputs
    dumped = inputs.model_dump(by_alias=True, exclude_none=True) if hasattr(inputs, "model_dump") else inputs
    return dumped["properties"]["q"].get("examples", "<absent>")


cases_of("http.openapi.examples", {
    "null-values": lambda: outcome_of(asyncio_value(converted_examples(EXAMPLES_NULLS))),
    "equal-values": lambda: outcome_of(asyncio_value(converted_examples(EXAMPLES_EQUAL))),
    "served-manual-inputs": served_manual_examples,
})


# Second reading 2026-11-30 (c-guides): loopback servers in other spellings, and a Swagger 2.0 host, named by a
# document read from a remote address.
def convert_server_form(server=None, swagger_host=None):
    load_plugins()
    from utcp_http.openapi_converter import OpenApiConverter

    paths = {"/items": {"get": {"operationId": "list_items", "responses": {"200": {"description": "ok"}}}}}
    if swagger_host:
        document = {"swagger": "2.0", "info": {"title": "t", "version": "1"}, "host": swagger_host,
                    "schemes": ["http"], "paths": paths}
    else:
        document = {"openapi": "3.0.0", "info": {"title": "t", "version": "1"}, "servers": [{"url": url} for url in (server if isinstance(server, list) else [server])],
                    "paths": paths}
    try:
        tools = OpenApiConverter(document, spec_url="https://docs.example.com/openapi.json").convert().tools
    except Exception as error:  # noqa: BLE001 - the refusal is the outcome
        return {"error": {"type": type(error).__name__, "firstLine": str(error).split(". ")[0]}}
    return {"urls": [t.tool_call_template.url for t in tools]}


cases_of("http.openapi.loopback-server-forms", {
    "shorthand-127-1": lambda: convert_server_form("http://127.1:8080"),
    "decimal-127": lambda: convert_server_form("http://2130706433:8080"),
    "mapped-ipv6": lambda: convert_server_form("http://[::ffff:127.0.0.1]:8080"),
    "unspecified-ipv6": lambda: convert_server_form("http://[::]:8080"),
    "trailing-dot-localhost": lambda: convert_server_form("http://localhost.:8080"),
    "swagger2-host": lambda: convert_server_form(swagger_host="127.0.0.1:8080"),
    "second-server-loopback": lambda: convert_server_form(["https://api.example.com", "http://127.0.0.1:8080"]),
})


# Second reading 2026-11-30 (c-guides): CR/LF in the name of a cookie api key, and the line break U+0085 (NEL)
# in a header name.
cases_of("http.auth.api-key.var-name-breaks", {
    "crlf-in-cookie-name": lambda: result_and_requests_sent(api_key="k", var_name="sid\r\nX-Evil: 1", location="cookie"),
    "next-line-in-header-name": lambda: result_and_requests_sent(api_key="k", var_name="X-Key\u0085X-Evil: 1"),
})


# Second reading 2026-11-30 (c-guides): what the refusal of a plain-HTTP manual URL prints when the URL carries a
# secret, substituted from a variable into its query, or written as user info.
async def refused_url_message(url: str, environment: dict):
    for name, value in environment.items():
        os.environ[name] = value
    try:
        outcome = await register_url(url)
    finally:
        for name in environment:
            os.environ.pop(name, None)
    message = " ".join(outcome["errors"])
    return {"success": outcome["success"], "secret in the message": "k-9931" in message,
            "names the URL": "example.invalid/manual" in message}


cases_of("http.url.https-rule-message", {
    "query-secret": lambda: refused_url_message("http://example.invalid/manual?key=${SVC_KEY}", {"svc_SVC_KEY": "k-9931"}),
    "user-info-secret": lambda: refused_url_message("http://ann:k-9931@example.invalid/manual", {}),
})


# Second reading 2026-11-30 (w-rfc, RFC 6.1 table of discovery): JSON scalars, and a YAML manual served as text/plain.
cases_of("http.discovery.formats", {
    "json-number": lambda: discover("42", "application/json"),
    "json-null": lambda: discover("null", "application/json"),
    "yaml-manual-text-plain": lambda: discover(
        "utcp_version: 1.0.1\nmanual_version: 1.0.0\ntools: []\n", "text/plain"),
})


# Second reading 2026-11-30 (w-rfc, RFC 10 advisory table): a host that only starts with "localhost", and the
# loopback address written in another form.
async def calls_guarded(url: str):
    from _behaviour import guard_loopback

    blocked, undo = guard_loopback()
    try:
        outcome = await outcome_of(call_with_template({"call_template_type": "http", "url": url}, {}))
    finally:
        undo()
    return {"outcome": outcome, "connections tried elsewhere": blocked}


cases_of("http.calls.non-https-url", {
    "localhost-lookalike": lambda: calls_guarded("http://localhost.example.invalid/x"),
    "loopback-decimal": lambda: calls_guarded("http://2130706433:9/x"),
})


# Second reading 2026-11-30 (w-next-other): examples at the schema level set to null, under a $ref, repeated
# floats, and repeated values in a served manual.
EXAMPLES_SCHEMA_NULL = examples_document([
    {"name": "a", "in": "query", "example": "x", "schema": {"type": "string", "example": None}},
    {"name": "b", "in": "query", "schema": {"type": "string", "example": None, "examples": ["y", None]}}])
EXAMPLES_REF = {"openapi": "3.0.0", "info": {"title": "shop", "version": "1"},
                "servers": [{"url": "https://api.example.com"}],
                "components": {"schemas": {"Colour": {"type": "string", "example": "teal", "examples": ["teal", "ruby"]}}},
                "paths": {"/items": {"get": {"operationId": "list_items", "parameters": [
                    {"name": "c", "in": "query", "example": "ruby", "schema": {"$ref": "#/components/schemas/Colour"}}],
                    "responses": {"200": {"description": "ok"}}}}}}
EXAMPLES_FLOATS = examples_document([
    {"name": "n", "in": "query", "schema": {"type": "number", "examples": [2.5, 2.5, 1.0, 1, 0, False]}}])


async def served_manual_repeated_examples():
    load_plugins()
    from aiohttp import web
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.utcp_client import UtcpClient

    tool = {"name": "find", "description": "", "outputs": {},
            "inputs": {"type": "object", "properties": {"q": {"type": "string", "examples": ["a", "a", 1, 1.0]}}},
            "tool_call_template": {"call_template_type": "http", "url": "https://x.example/find", "http_method": "GET"}}

    async def manual(request):
        return web.json_response({"utcp_version": "1.0.0", "manual_version": "1", "tools": [tool]})

    async with http_server({("GET", "/utcp"): manual}) as base:
        client = await UtcpClient.create()
        result = await client.register_manual(CallTemplateSerializer().validate_dict(
            {"name": "m", "call_template_type": "http", "url": f"{base}/utcp", "http_method": "GET"}))
    inputs = result.manual.tools[0].inputs
    dumped = inputs.model_dump(by_alias=True, exclude_none=True) if hasattr(inputs, "model_dump") else inputs
    return dumped["properties"]["q"].get("examples", "<absent>")


cases_of("http.openapi.examples", {
    "schema-example-null": lambda: outcome_of(asyncio_value(converted_examples(EXAMPLES_SCHEMA_NULL))),
    "ref-schema-examples": lambda: outcome_of(asyncio_value(converted_examples(EXAMPLES_REF))),
    "repeated-floats": lambda: outcome_of(asyncio_value(converted_examples(EXAMPLES_FLOATS))),
    "served-manual-repeats": served_manual_repeated_examples,
})


# Second reading 2026-11-30 (w-next-other): a relative first server, a hex loopback, and documents read from
# loopback addresses written as 127.1 or [::1].
def convert_with_spec_url(servers, spec_url):
    load_plugins()
    from utcp_http.openapi_converter import OpenApiConverter

    document = {"openapi": "3.0.0", "info": {"title": "t", "version": "1"}, "servers": [{"url": u} for u in servers],
                "paths": {"/items": {"get": {"operationId": "list_items", "responses": {"200": {"description": "ok"}}}}}}
    try:
        tools = OpenApiConverter(document, spec_url=spec_url).convert().tools
    except Exception as error:  # noqa: BLE001 - the refusal is the outcome
        return {"error": {"type": type(error).__name__, "firstLine": str(error).split(". ")[0]}}
    return {"urls": [t.tool_call_template.url for t in tools]}


cases_of("http.openapi.loopback-server-forms", {
    "relative-first-server": lambda: convert_with_spec_url(["/api", "http://127.0.0.1:8080"], "https://docs.example.com/openapi.json"),
    "hex-127": lambda: convert_server_form("http://0x7f000001:8080"),
    "spec-from-shorthand-loopback": lambda: convert_with_spec_url(["http://127.0.0.1:8080"], "http://127.1:8080/openapi.json"),
    "spec-from-ipv6-loopback": lambda: convert_with_spec_url(["http://127.0.0.1:8080"], "http://[::1]:8080/openapi.json"),
})


# Second reading 2026-11-30 (w-next-other): a lone LF in a cookie name, a trailing LF alone, and U+2028 in a
# query parameter name.
cases_of("http.auth.api-key.var-name-breaks", {
    "lf-in-cookie-name": lambda: result_and_requests_sent(api_key="k", var_name="sid\nX-Evil: 1", location="cookie"),
    "trailing-lf-in-header-name": lambda: result_and_requests_sent(api_key="k", var_name="X-Key\n"),
    "line-separator-in-query-name": lambda: result_and_requests_sent(api_key="k", var_name="key\u2028x", location="query"),
})


# Second reading 2026-11-30 (w-next-other): other secret-looking header names (a passphrase, a credential, a
# proxy authorization, a CSRF value) on a redirect from 127.0.0.1 to localhost.
OTHER_SECRET_NAMES = {"X-Passphrase": "p-2", "X-Credential": "c-1", "Proxy-Authorization": "Basic eDp5", "X-Csrf": "x-1"}


async def cross_origin_more_names():
    recorder = Recorder(headers=tuple(OTHER_SECRET_NAMES))
    routes = {("GET", "/start"): recorder.wrap(redirect_to(to_localhost)), ("GET", "/end"): recorder.wrap(ok_json)}
    async with http_server(routes) as base:
        result = await outcome_of(call_with_template(
            {"call_template_type": "http", "http_method": "GET", "url": f"{base}/start",
             "headers": dict(OTHER_SECRET_NAMES)}, {}))
    return {"result": result, "requests": [{"host": r["host"], "path": r["path"], "headers": r["headers"]}
                                           for r in recorder.seen]}


cases_of("http.redirect.credentials-origin-edges", {
    "more-secret-names": cross_origin_more_names,
})


# Second reading 2026-11-30 (w-next-other): a token endpoint that refuses the first two token requests (both ways
# of sending the secret) and grants the next; two calls on one client: is the failure remembered?
async def oauth_first_fetch_fails():
    from aiohttp import web

    load_plugins()
    from utcp.utcp_client import UtcpClient

    token_requests = []
    calls_seen = []

    async def token(request):
        token_requests.append(request.path)
        if len(token_requests) <= 2:
            return web.json_response({"error": "temporarily_unavailable"}, status=503)
        return web.json_response({"access_token": "tok-late", "expires_in": 3600})

    routes = {("POST", "/token"): token, ("GET", "/op"): authorization_recorder(calls_seen)}
    async with http_server(routes) as base:
        client = await UtcpClient.create()
        auth = {"auth_type": "oauth2", "token_url": f"{base}/token", "client_id": "cache-first-fails",
                "client_secret": "s3cret"}
        template = {"call_template_type": "http", "http_method": "GET", "url": f"{base}/op", "auth": auth}
        outcomes = []
        for _ in range(3):
            outcome = await outcome_of(call_with_template(template, {}, client=client))
            outcomes.append("error" if "error" in outcome else "ok")
    return {"outcomes": outcomes, "tokenRequests": len(token_requests), "callAuthorization": calls_seen}


cases_of("http.auth.oauth2.token-cache", {
    "first-fetch-fails": oauth_first_fetch_fails,
})


# Second reading 2026-11-30 (w-next-proto): a token endpoint and a tool that each take 20 s, 40 s in all: whether
# the call's limit covers the two together.
cases_of("http.auth.oauth2.slow-token-endpoint", {
    "token-and-tool-20-seconds-each": unlimited(lambda: timed_oauth2_call(20, 20, "slow-token-20", 40)),
})


# Second reading 2026-11-30 (w-next-proto): header names near the credential words: X-Authorization (a longer
# word), X-Monkey (the word key inside another word) and X-Auth; 127.0.0.1 redirects to localhost.
async def cross_origin_near_names():
    names = ("X-Authorization", "X-Monkey", "X-Auth")
    recorder = Recorder(headers=names)
    routes = {("GET", "/start"): recorder.wrap(redirect_to(to_localhost)), ("GET", "/end"): recorder.wrap(ok_json)}
    async with http_server(routes) as base:
        result = await outcome_of(call_with_template(
            {"call_template_type": "http", "http_method": "GET", "url": f"{base}/start",
             "headers": {name: f"v-{i}" for i, name in enumerate(names)}}, {}))
    return {"result": result, "requests": [{"host": r["host"], "path": r["path"], "headers": r["headers"]}
                                           for r in recorder.seen]}


cases_of("http.redirect.credentials-origin-edges", {
    "names-near-credential-words": cross_origin_near_names,
})

cases_of("http.openapi.loopback-spec-sources", {
    "spec-from-decimal-loopback": lambda: convert_loopback_server("http://2130706433:9000/openapi.json"),
    "spec-from-ipv4-mapped-loopback": lambda: convert_loopback_server("http://[::ffff:127.0.0.1]:9000/openapi.json"),
})


# http.request.static-headers-edges, second reading 2026-11-30 (w-v10): the manual download with static headers and
# OAuth2, at a token endpoint that refuses credentials in the body and accepts them as a Basic header.
async def static_header_manual_token_basic_retry():
    from aiohttp import web
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.utcp_client import UtcpClient

    load_plugins()
    seen = []

    async def token(request):
        basic = request.headers.get("Authorization", "").startswith("Basic ")
        seen.append({"step": "token", "kind": "basic" if basic else "body", "X-Static": request.headers.get("X-Static")})
        if not basic:
            return web.json_response({"error": "no"}, status=401)
        return web.json_response({"access_token": "tok", "token_type": "bearer"})

    async def manual(request):
        seen.append({"step": "manual", "X-Static": request.headers.get("X-Static"),
                     "Authorization": request.headers.get("Authorization")})
        return web.json_response({"utcp_version": "1.0.0", "manual_version": "1.0.0", "tools": []})

    async with http_server({("POST", "/token"): token, ("GET", "/utcp"): manual}) as base:
        client = await UtcpClient.create()
        template = CallTemplateSerializer().validate_dict({
            "name": "m", "call_template_type": "http", "url": f"{base}/utcp", "http_method": "GET",
            "headers": {"X-Static": "s"},
            "auth": {"auth_type": "oauth2", "token_url": f"{base}/token", "client_id": "basic-retry-c",
                     "client_secret": "x"}})
        result = await outcome_of(client.register_manual(template))
    return {"registered": result.get("value").success if "value" in result else result, "requests": seen}


cases_of("http.request.static-headers-edges", {
    "manual-token-basic-retry": static_header_manual_token_basic_retry,
})


# Second reading wave 3 2026-11-29 (g-http): edges of the api_key, argument, header, body, discovery and OpenAPI
# sentences of the HTTP pages.
async def key_in_place(api_key_value: str, location: str, var_name: str = "k", path: str = "/echo/k"):
    """A call whose api_key auth puts `api_key_value` at `location`: the result, paths, key headers and cookies."""
    observed = await call(path, {}, **api_key(api_key=api_key_value, var_name=var_name, location=location))
    return {"result": observed["result"],
            "requests": [{"path": r["path"], "cookies": r["cookies"],
                          "key headers": {k: v for k, v in r["headers"].items() if k.lower() in (var_name.lower(), "cookie")}}
                         for r in observed["requests"]]}


cases_of("http.auth.api-key.verbatim", {
    "trailing-line-feed": api_key_header("t-1\n", "X-Key"),
    "line-feed-only": api_key_header("t-1\nX-Evil: 1", "X-Key"),
    "line-break-in-query-key": lambda: key_in_place("t-1\r\nX-Evil: 1", "query"),
    "line-break-in-cookie-key": lambda: key_in_place("t-1\r\nX-Evil: 1", "cookie", var_name="sid"),
})
cases_of("http.auth.api-key.default-var-name", {
    "empty-var-name-query-unicode": lambda: key_query_path(api_key="kü✓", var_name="", location="query"),
    "empty-var-name-query-url-has-query": lambda: key_in_place("secret-u", "query", var_name="", path="/echo/k?a=1"),
})
cases_of("http.request.path-edges", {
    "question-and-hash": lambda: path_of("/echo/orders/{id}", {"id": "a?b#c"}),
    "hyphen-in-name": lambda: path_of("/echo/orders/{order-id}", {"order-id": "7"}),
    "whitespace-only": lambda: path_of("/echo/orders/{id}/refunds", {"id": " "}),
    "zero": lambda: path_of("/echo/orders/{id}", {"id": 0}),
    "argument-other-case": lambda: path_of("/echo/orders/{id}", {"ID": "7"}),
    "percent-and-plus": lambda: path_of("/echo/orders/{id}", {"id": "50% a+b"}),
    "repeated-in-query": lambda: path_of("/echo/orders/{id}?again={id}", {"id": "7"}),
})
cases_of("http.request.query", {
    "zero": lambda: path_of("/echo/q", {"n": 0}),
    "nested-list": lambda: path_of("/echo/q", {"m": [["a"]]}),
    "list-with-false": lambda: path_of("/echo/q", {"tags": ["a", False]}),
    "list-with-empty-string": lambda: path_of("/echo/q", {"tags": ["a", ""]}),
})
cases_of("http.request.static-headers", {
    "header-field-absent": lambda: static_headers_case({}, {"X-Static": "static"}, "x-static",
                                                       header_fields=["X-Static"]),
    "header-field-null": lambda: static_headers_case({"X-Static": None}, {"X-Static": "static"}, "x-static",
                                                     header_fields=["X-Static"]),
    "non-ascii-value": lambda: static_headers_case({}, {"X-Static": "ü"}, "x-static"),
})
cases_of("http.request.auth-over-arguments", {
    "url-query-same-name": lambda: auth_over_url_query(),
})


async def auth_over_url_query():
    """The url already holds ?key=from-url; api_key auth puts `key` in the query too."""
    return only(await call("/echo/a?key=from-url", {}, auth={"auth_type": "api_key", "api_key": "from-auth",
                                                             "var_name": "key", "location": "query"}), "path")


cases_of("http.request.body-encoding", {
    "lowercase-header-empty-string-body": lambda: raw_body_call({"body": ""}, headers={"content-type": "text/plain"}),
    "lowercase-header-empty-object-body": lambda: raw_body_call({"body": {}}, headers={"content-type": "text/plain"}),
    "lowercase-header-zero-body": lambda: raw_body_call({"body": 0}, headers={"content-type": "text/plain"}),
})
cases_of("http.protocol.state", {
    "client-id-trailing-space": lambda: token_cache([{"path": "/token", "id": "a"}, {"path": "/token", "id": "a "}]),
})


@case("http.protocol.raised-errors", "register-string-template")
async def register_string_template():
    """register_manual of the http protocol given the string "http" as the template."""
    return await http_protocol().register_manual(None, "http")


async def cross_origin_names(names):
    """Static headers `names` (values v-0, v-1...), redirect from 127.0.0.1 to localhost: what arrived where."""
    recorder = Recorder(headers=names)
    routes = {("GET", "/start"): recorder.wrap(redirect_to(to_localhost)), ("GET", "/end"): recorder.wrap(ok_json)}
    async with http_server(routes) as base:
        result = await outcome_of(call_with_template(
            {"call_template_type": "http", "http_method": "GET", "url": f"{base}/start",
             "headers": {name: f"v-{i}" for i, name in enumerate(names)}}, {}))
    return {"result": result, "requests": [{"host": r["host"], "path": r["path"], "headers": r["headers"]}
                                           for r in recorder.seen]}


cases_of("http.redirect.credentials-origin-edges", {
    "words-joined-or-underscored": lambda: cross_origin_names(("X-Sessionid", "X_Api_Key", "X-AuthToken")),
    "words-as-parts": lambda: cross_origin_names(("X-Auth-Token", "Proxy-Authorization", "X-Api-Secret")),
})
cases_of("http.url.https-rule-hosts", {
    "short-loopback-host": lambda: call_url("http://127.1:9/op"),
    "hex-loopback-host": lambda: call_url("http://0x7f000001:9/op"),
})
cases_of("http.openapi.loopback-spec-sources", {
    "spec-from-hex-loopback": lambda: convert_loopback_server("http://0x7f000001:9000/openapi.json"),
})
cases_of("http.openapi.remote-document-servers", {
    "metadata-address-plain-http": lambda: convert_remote_document_server("http://169.254.169.254"),
    "ipv6-loopback": lambda: convert_remote_document_server("http://[::1]:8080"),
})
cases_of("http.openapi.loopback-server-forms", {
    "octal-127": lambda: convert_server_form("http://0177.0.0.1:8080"),
})
cases_of("http.discovery.allowed-protocols", {
    "explicit-null": lambda: discover(MIXED_MANUAL_JSON, "application/json",
                                      template={"allowed_communication_protocols": None}),
    "listing-unknown-type": lambda: discover(MIXED_MANUAL_JSON, "application/json",
                                             template={"allowed_communication_protocols": ["nope"]}),
})
cases_of("http.discovery.formats", {
    "status-503": lambda: discover("down", "text/plain", status=503),
    "json-string": lambda: discover('"weather"', "application/json"),
    "empty-body": lambda: discover("", "application/json"),
    "json-version-without-tools": lambda: discover('{"utcp_version": "1.0.0"}', "application/json"),
})


async def token_refused_with_403():
    """Like token_refused_with_401, the tool refusing tok-1 with 403: one call from one client, one from a new one."""
    from aiohttp import web
    from utcp.utcp_client import UtcpClient

    issued, seen = [], []

    async def token(request):
        issued.append(1)
        return web.json_response({"access_token": f"tok-{len(issued)}", "expires_in": 3600})

    async def op(request):
        auth = request.headers.get("Authorization")
        seen.append(auth)
        return web.json_response({"error": "no"}, status=403) if auth == "Bearer tok-1" else web.json_response({"ok": True})

    load_plugins()
    async with http_server({("POST", "/token"): token, ("GET", "/op"): op}) as base:
        template = {"call_template_type": "http", "http_method": "GET", "url": f"{base}/op",
                    "auth": {"auth_type": "oauth2", "token_url": f"{base}/token", "client_id": "stale-403",
                             "client_secret": "s"}}
        outcomes = [await outcome_of(call_with_template(template, {}, client=await UtcpClient.create()))
                    for _ in range(2)]
    return {"outcomes": [o["error"]["type"] if "error" in o else "ok" for o in outcomes],
            "callAuthorization": seen, "tokenRequests": len(issued)}


cases_of("http.auth.oauth2.stale-token", {
    "refused-with-403": token_refused_with_403,
})


# Second reading wave 3 2026-11-29 (g-http): a static header with an empty value on the manual download.
cases_of("http.request.static-headers", {
    "empty-value-manual-download": lambda: discover(
        json.dumps({"utcp_version": "1.0.0", "manual_version": "1.0.0", "tools": []}), "application/json",
        record_headers=("X-Static",), template={"headers": {"X-Static": ""}}),
})


# Second reading (wave 3) 2026-11-29 (g-rfc, RFC 8 discovery table): a JSON string and `true` as the answer, and a
# YAML manual with one tool labelled APPLICATION/YAML, served from a .yaml path with a query string, and (the
# control) labelled application/yaml.
YAML_ONE_TOOL = ("utcp_version: 1.0.1\nmanual_version: 1.0.0\ntools:\n  - name: ping\n    description: p\n"
                 "    inputs: {type: object}\n    outputs: {type: object}\n"
                 "    tool_call_template: {call_template_type: http, url: 'http://127.0.0.1:9/ping', http_method: GET}\n")

cases_of("http.discovery.formats", {
    "json-string-field-names": lambda: discover('"utcp_version and tools"', "application/json"),
    "json-true": lambda: discover("true", "application/json"),
    "yaml-one-tool-application-yaml": lambda: discover(YAML_ONE_TOOL, "application/yaml"),
    "yaml-content-type-upper-case": lambda: discover(YAML_ONE_TOOL, "APPLICATION/YAML"),
    "yaml-url-with-query": lambda: discover(YAML_ONE_TOOL, "text/plain", path="/manual.yaml", query="?v=1"),
})


# Second reading (wave 3) 2026-11-29 (g-rfc, RFC 8 discovery table): a UTCP manual as JSON preceded by a UTF-8
# byte order mark (the empty 200 answer is the empty-body case above).
cases_of("http.discovery.formats", {
    "json-manual-with-bom": lambda: discover("\ufeff" + MANUAL_JSON, "application/json"),
})


# Second reading (wave 3) 2026-11-29, g-guides: a null given twice and as a parameter-level list, objects nested two
# deep with reordered keys, and two lists holding the same items in another order.
EXAMPLES_NESTED_ORDER = {"openapi": "3.0.0", "info": {"title": "shop", "version": "1"},
                         "servers": [{"url": "https://api.example.com"}],
                         "paths": {"/items": {"get": {"operationId": "list_items", "parameters": [
                             {"name": "filter", "in": "query", "example": {"o": {"a": 1, "b": [1, 2]}},
                              "schema": {"type": "object", "example": None,
                                         "examples": [{"o": {"b": [1, 2], "a": 1}}, {"o": {"a": 1, "b": [2, 1]}},
                                                      None, None]}},
                             {"name": "pick", "in": "query",
                              "examples": {"none": {"value": None}, "again": {"value": None}, "ü": {"value": "ü"}},
                              "schema": {"type": "string", "examples": ["ü", None]}}],
                             "responses": {"200": {"description": "ok"}}}}}}

cases_of("http.openapi.examples", {
    "nested-reordered-and-repeated-null": lambda: outcome_of(asyncio_value(converted_examples(EXAMPLES_NESTED_ORDER))),
})


# Second reading (wave 3) 2026-11-29, g-guides: more spellings of a loopback server and of the address a document
# was read from (zero-padded, octal, a lone 0, a trailing dot after an address, capitals, the long IPv6 form).
cases_of("http.openapi.loopback-server-forms", {
    "zero-padded-127": lambda: convert_server_form("http://127.000.000.001:8080"),
    "lone-zero": lambda: convert_server_form("http://0:8080"),
    "trailing-dot-127": lambda: convert_server_form("http://127.0.0.1.:8080"),
    "upper-case-localhost": lambda: convert_server_form("http://LOCALHOST:8080"),
    "long-ipv6-loopback": lambda: convert_server_form("http://[0:0:0:0:0:0:0:1]:8080"),
    "spec-from-decimal-loopback": lambda: convert_with_spec_url(["http://127.0.0.1:8080"], "http://2130706433:8080/openapi.json"),
    "spec-from-trailing-dot-localhost": lambda: convert_with_spec_url(["http://127.0.0.1:8080"], "http://localhost.:8080/openapi.json"),
    "spec-from-upper-case-localhost": lambda: convert_with_spec_url(["http://127.0.0.1:8080"], "http://LOCALHOST:8080/openapi.json"),
})


# Second reading (wave 3) 2026-11-29, g-guides: a `$` at the end of a literal secret, before a dash, before a
# non-ASCII letter, and a literal `$` whose following name happens to be defined.
# Each case names its own client_id: python-utcp keeps fetched tokens per client_id across clients, and a token
# cached by an earlier case would hide the secret this one sends.
async def oauth2_secret_sent_as(client_id: str, secret: str, environment: dict):
    import base64
    import os
    from aiohttp import web

    received: list = []

    async def token(request):
        form = await request.post()
        header = request.headers.get("Authorization", "")
        from_header = base64.b64decode(header.split(" ", 1)[1]).decode().partition(":")[2] if header else None
        received.append(form.get("client_secret") or from_header)
        return web.json_response({"access_token": "tok", "expires_in": 3600})

    async def op(request):
        return web.json_response({"ok": True})

    for name, value in environment.items():
        os.environ[name] = value
    try:
        async with http_server({("POST", "/token"): token, ("GET", "/op"): op}) as base:
            result = await outcome_of(call_with_template(
                {"call_template_type": "http", "http_method": "GET", "url": f"{base}/op",
                 "auth": {"auth_type": "oauth2", "token_url": f"{base}/token", "client_id": client_id,
                          "client_secret": secret}}, {}))
    finally:
        for name in environment:
            os.environ.pop(name, None)
    if "error" in result:
        result = {"error": {"type": result["error"]["type"], "message": result["error"]["message"][:120]}}
    return {"result": result, "secrets at the token endpoint": received}


cases_of("http.auth.oauth2.secret-variable", {
    "dollar-at-end": lambda: oauth2_secret_sent_as("g-end", "abcd$", {}),
    "dollar-before-dash": lambda: oauth2_secret_sent_as("g-dash", "ab$-cd", {}),
    "dollar-before-accent": lambda: oauth2_secret_sent_as("g-accent", "ab$écd", {}),
    "literal-dollar-name-defined": lambda: oauth2_secret_sent_as("g-defined", "ab$cd", {"m_cd": "XY"}),
})


# Second reading (wave 3) 2026-11-29, g-guides: where a line break sits at the edge of a header name (a trailing CR,
# a trailing CRLF, a leading LF), a trailing space, and the raw path Python sent for a query name holding CRLF.
async def var_name_sent(**key):
    observed = await call("/echo/k", {}, **api_key(**key))
    return {"result": "error" if "error" in observed["result"] else "answered",
            "error type": observed["result"]["error"]["type"] if "error" in observed["result"] else None,
            "paths": [r["path"] for r in observed["requests"]],
            "header names": sorted(n for r in observed["requests"] for n in r["headers"] if n.lower().startswith("x-key"))}


cases_of("http.auth.api-key.var-name-breaks", {
    "trailing-cr-in-header-name": lambda: var_name_sent(api_key="k", var_name="X-Key\r"),
    "trailing-crlf-in-header-name": lambda: var_name_sent(api_key="k", var_name="X-Key\r\n"),
    "leading-lf-in-header-name": lambda: var_name_sent(api_key="k", var_name="\nX-Key"),
    "trailing-space-in-header-name": lambda: var_name_sent(api_key="k", var_name="X-Key "),
    "crlf-in-query-name-path": lambda: var_name_sent(api_key="k", var_name="key\r\nX-Evil: 1", location="query"),
})


# Second reading (wave 3) 2026-11-29, g-guides: the secret in the URL's fragment, and in a path variable.
cases_of("http.url.https-rule-message", {
    "fragment-secret": lambda: refused_url_message("http://example.invalid/manual#k-9931", {}),
    "path-variable-secret": lambda: refused_url_message("http://example.invalid/manual/${SVC_KEY}",
                                                        {"svc_SVC_KEY": "k-9931"}),
})


# Second reading (wave 4) 2026-11-29 (x-v10, 1.0 HTTP common errors): the tool refuses the first token with 401; a
# new client then calls with a corrected client_secret (same client_id and token_url), and a third with another
# token_url on the same server.
async def token_refused_then_secret_changed():
    from aiohttp import web
    from utcp.utcp_client import UtcpClient

    issued, seen = [], []

    async def token(request):
        issued.append(request.path)
        return web.json_response({"access_token": f"tok-{len(issued)}", "expires_in": 3600})

    async def op(request):
        auth = request.headers.get("Authorization")
        seen.append(auth)
        return web.json_response({"error": "no"}, status=401) if auth == "Bearer tok-1" else web.json_response({"ok": True})

    load_plugins()
    async with http_server({("POST", "/token"): token, ("POST", "/token2"): token, ("GET", "/op"): op}) as base:
        def template(secret, path):
            return {"call_template_type": "http", "http_method": "GET", "url": f"{base}/op",
                    "auth": {"auth_type": "oauth2", "token_url": f"{base}{path}", "client_id": "stale-401-secret",
                             "client_secret": secret}}
        outcomes = []
        for secret, path in (("wrong", "/token"), ("right", "/token"), ("right", "/token2")):
            outcomes.append(await outcome_of(call_with_template(template(secret, path), {},
                                                                client=await UtcpClient.create())))
    return {"outcomes": [o["error"]["type"] if "error" in o else "ok" for o in outcomes],
            "callAuthorization": seen, "tokenRequests": issued}


cases_of("http.auth.oauth2.stale-token", {
    "refused-then-secret-changed": token_refused_then_secret_changed,
})


# Second reading (wave 4) 2026-11-29 (x-v10, 1.0 HTTP headers row): a static header in capitals beside api_key auth
# named in lower case, every value of that header counted in any spelling.
async def upper_static_lower_key():
    observed = await call("/echo/s", {}, headers={"X-KEY": "static"},
                          **api_key(api_key="from-auth", var_name="x-key", location="header"))
    return header_values(observed, "X-Key")


cases_of("http.request.auth-over-arguments", {
    "wave4-upper-static-lower-key": upper_static_lower_key,
})


# Second reading (wave 4) 2026-11-29 (x-next): header names holding a condensed credential word or a credential word
# with a suffix; two more spellings of 127.0.0.1; a null inside the allowed list; an empty JSON object and an object
# whose tools is a string as discovery answers.
cases_of("http.redirect.credentials-origin-edges", {
    "condensed-and-suffixed-words": lambda: cross_origin_names(("X-MyApikey", "X-Tokens", "X-Jwt", "Authorization-Info")),
})
cases_of("http.url.https-rule-hosts", {
    "octal-loopback-host": lambda: call_url("http://0177.0.0.1:9/op"),
    "three-part-loopback-host": lambda: call_url("http://127.0.1:9/op"),
})
cases_of("http.discovery.allowed-protocols", {
    "null-in-list": lambda: discover(MIXED_MANUAL_JSON, "application/json",
                                     template={"allowed_communication_protocols": ["http", None]}),
})
cases_of("http.discovery.formats", {
    "json-empty-object": lambda: discover("{}", "application/json"),
    "json-tools-string": lambda: discover('{"tools": "weather"}', "application/json"),
})


# Second reading (wave 5) 2026-11-29 (h-http-a): line breaks at other edges of a header name; line breaks of other
# kinds in an api_key value; `$ref`, a digit, an unclosed brace and an empty variable in a literal OAuth2 secret;
# token requests that fail in other ways, a refused form request with another secret, a negative expires_in;
# upper case and a lone null in the allowed list; more discovery answers (false, a float, an empty string, YAML
# labels, a byte order mark under a YAML label, HTML at a .yaml URL, an upper-case suffix).
cases_of("http.auth.api-key.var-name-breaks", {
    "leading-cr-in-header-name": lambda: var_name_sent(api_key="k", var_name="\rX-Key"),
    "leading-crlf-in-header-name": lambda: var_name_sent(api_key="k", var_name="\r\nX-Key"),
    "lf-both-ends-in-header-name": lambda: var_name_sent(api_key="k", var_name="\nX-Key\n"),
    "two-trailing-lf-in-header-name": lambda: var_name_sent(api_key="k", var_name="X-Key\n\n"),
})
cases_of("http.auth.api-key.verbatim", {
    "lone-carriage-return": api_key_header("t-1\rX-Evil: 1", "X-Key"),
    "trailing-carriage-return": api_key_header("t-1\r", "X-Key"),
    "leading-line-feed": api_key_header("\nt-1", "X-Key"),
    "line-feed-in-query-key": lambda: key_in_place("t-1\nX-Evil: 1", "query"),
    "line-feed-in-cookie-key": lambda: key_in_place("t-1\nX-Evil: 1", "cookie", var_name="sid"),
    "carriage-return-in-cookie-key": lambda: key_in_place("t-1\rX-Evil: 1", "cookie", var_name="sid"),
})
cases_of("http.auth.oauth2.secret-variable", {
    "dollar-ref": lambda: oauth2_secret_sent_as("h-ref", "ab$ref", {}),
    "dollar-refresh": lambda: oauth2_secret_sent_as("h-refresh", "ab$refresh", {}),
    "dollar-before-digit": lambda: oauth2_secret_sent_as("h-digit", "ab$1x", {}),
    "unclosed-brace": lambda: oauth2_secret_sent_as("h-brace", "ab${cd", {}),
    "dollar-before-space": lambda: oauth2_secret_sent_as("h-space", "ab$ cd", {}),
    "literal-dollar-name-defined-empty": lambda: oauth2_secret_sent_as("h-empty", "ab$cd", {"m_cd": ""}),
})


async def oauth_token_failure(client_id: str, answer: str):
    """One call whose token endpoint is unreachable ("unreachable"), answers 200 with an HTML page ("html"), or
    answers 200 with JSON holding no access_token ("no-token"); the call's outcome and the Authorization it carried."""
    import socket
    from aiohttp import web

    load_plugins()
    from utcp.utcp_client import UtcpClient

    calls_seen = []
    token_requests = []

    async def token(request):
        token_requests.append(request.path)
        if answer == "html":
            return web.Response(text="<html><body>sign in</body></html>", content_type="text/html")
        return web.json_response({"token_type": "bearer"})

    routes = {("POST", "/token"): token, ("GET", "/op"): authorization_recorder(calls_seen)}
    async with http_server(routes) as base:
        token_url = f"{base}/token"
        if answer == "unreachable":
            with socket.socket() as probe:
                probe.bind(("127.0.0.1", 0))
                token_url = f"http://127.0.0.1:{probe.getsockname()[1]}/token"
        client = await UtcpClient.create()
        auth = {"auth_type": "oauth2", "token_url": token_url, "client_id": client_id, "client_secret": "s3cret"}
        outcome = await outcome_of(call_with_template(
            {"call_template_type": "http", "http_method": "GET", "url": f"{base}/op", "auth": auth}, {}, client=client))
    return {"outcome": "ok" if "value" in outcome else outcome["error"]["type"], "tokenRequests": len(token_requests),
            "callAuthorization": calls_seen}


cases_of("http.auth.oauth2.token-cache", {
    "token-endpoint-unreachable": lambda: oauth_token_failure("h-unreachable", "unreachable"),
    "token-answer-html": lambda: oauth_token_failure("h-html", "html"),
    "token-answer-without-token": lambda: oauth_token_failure("h-no-token", "no-token"),
    "other-client-secret-basic-only": lambda: oauth_two_calls({"client_id": "h-basic-secret", "client_secret": "s-1"},
                                                              {"client_id": "h-basic-secret", "client_secret": "s-2"},
                                                              refuse_form=True),
    "expires-in-negative": lambda: oauth("both", "cache-expires-negative", calls=2, expires_in=-1),
})
cases_of("http.discovery.allowed-protocols", {
    "listing-upper-case": lambda: discover(MIXED_MANUAL_JSON, "application/json",
                                           template={"allowed_communication_protocols": ["HTTP"]}),
    "only-null-in-list": lambda: discover(MIXED_MANUAL_JSON, "application/json",
                                          template={"allowed_communication_protocols": [None]}),
})
cases_of("http.discovery.formats", {
    "json-false": lambda: discover("false", "application/json"),
    "json-float": lambda: discover("1.5", "application/json"),
    "json-empty-string": lambda: discover('""', "application/json"),
    "empty-body-yaml": lambda: discover("", "application/yaml"),
    "json-manual-with-bom-yaml": lambda: discover("\ufeff" + MANUAL_JSON, "application/yaml"),
    "html-at-yaml-url": lambda: discover("<html><body>hi</body></html>", "text/html", path="/manual.yaml"),
    "yaml-upper-case-at-yaml-url": lambda: discover(YAML_ONE_TOOL, "APPLICATION/YAML", path="/manual.yaml"),
    "yaml-content-type-mixed-case": lambda: discover(YAML_ONE_TOOL, "Application/Yaml"),
    "yaml-content-type-charset": lambda: discover(YAML_ONE_TOOL, "application/yaml; charset=utf-8"),
    "yaml-url-upper-case-suffix": lambda: discover(YAML_ONE_TOOL, "text/plain", path="/manual.YAML"),
})


# Second reading (wave 5) 2026-11-29 (h-ws): a token endpoint that answers 200 without access_token, and one that
# refuses every token request with 400; two calls on one client each: outcomes, token requests, Authorization.
def oauth_token_endpoint_answers(answer_status, answer_body, client_id, kinds=False):
    async def run():
        from aiohttp import web

        load_plugins()
        from utcp.utcp_client import UtcpClient

        token_requests = []
        calls_seen = []

        async def token(request):
            token_requests.append("basic" if request.headers.get("Authorization", "").startswith("Basic ") else "body")
            if isinstance(answer_body, str):
                return web.Response(text=answer_body, status=answer_status, content_type="text/html")
            return web.json_response(answer_body, status=answer_status)

        routes = {("POST", "/token"): token, ("GET", "/op"): authorization_recorder(calls_seen)}
        async with http_server(routes) as base:
            client = await UtcpClient.create()
            auth = {"auth_type": "oauth2", "token_url": f"{base}/token", "client_id": client_id,
                    "client_secret": "s3cret"}
            template = {"call_template_type": "http", "http_method": "GET", "url": f"{base}/op", "auth": auth}
            outcomes = []
            for _ in range(2):
                outcome = await outcome_of(call_with_template(template, {}, client=client))
                outcomes.append(outcome["error"]["type"] if "error" in outcome else "ok")
        result = {"outcomes": outcomes, "tokenRequests": len(token_requests), "callAuthorization": calls_seen}
        if kinds:
            result["tokenRequestKinds"] = token_requests
        return result

    return run


cases_of("http.auth.oauth2.token-requests", {
    "wave5-answer-not-json": oauth_token_endpoint_answers(200, "<p>token page</p>", "w5-not-json", kinds=True),
})
cases_of("http.auth.oauth2.token-cache", {
    "wave5-answer-without-access-token": oauth_token_endpoint_answers(200, {"token_type": "bearer"}, "w5-no-token"),
    "wave5-every-request-refused": oauth_token_endpoint_answers(400, {"error": "invalid_client"}, "w5-refused"),
})


# Second reading (wave 5) 2026-11-29 (h-http-b): more spellings of loopback servers and document addresses (full-width
# digits, percent-encoded dots, capital hex, mixed case, a file: URL naming localhost, a server spelt like the
# document's address); objects reordered three deep; a subclass and a number as the template; client IDs in two
# Unicode forms; header names with other separators and joined words inside longer words; a query name repeated in
# url with a list or an empty list; an empty object left over; an empty header_fields argument; two more hosts for the https rule.
cases_of("http.openapi.loopback-server-forms", {
    "wave5-full-width-127": lambda: convert_server_form("http://\uff11\uff12\uff17.\uff10.\uff10.\uff11:8080"),
    "wave5-percent-dots-127": lambda: convert_server_form("http://127%2E0%2E0%2E1:8080"),
    "wave5-upper-hex-127": lambda: convert_server_form("http://0X7F000001:8080"),
    "wave5-mixed-case-localhost": lambda: convert_server_form("http://LocalHost:8080"),
    "wave5-spec-and-server-shorthand": lambda: convert_with_spec_url(["http://127.1:8080"], "http://127.1:8080/openapi.json"),
    "wave5-spec-from-decimal-server-shorthand": lambda: convert_with_spec_url(["http://127.1:8080"], "http://2130706433:9000/openapi.json"),
    "wave5-spec-from-file-localhost": lambda: convert_with_spec_url(["http://127.0.0.1:8080"], "file://localhost/srv/openapi.json"),
    "wave5-spec-from-mixed-case-localhost": lambda: convert_with_spec_url(["http://127.0.0.1:8080"], "http://LocalHost:8080/openapi.json"),
})

EXAMPLES_DEEP_ORDER = examples_document([
    {"name": "f", "in": "query", "example": {"x": [{"k": {"a": 1, "b": "ü"}}], "y": None},
     "schema": {"type": "object", "examples": [{"y": None, "x": [{"k": {"b": "ü", "a": 1}}]},
                                               {"x": [{"k": {"a": 1, "b": "ü"}}, {"k": {}}], "y": None}]}}])

cases_of("http.openapi.examples", {
    "wave5-three-deep-reordered": lambda: outcome_of(asyncio_value(converted_examples(EXAMPLES_DEEP_ORDER))),
})


@case("http.protocol.raised-errors", "wave5-register-subclass-template")
async def register_subclass_template():
    """register_manual given an instance of a subclass of HttpCallTemplate, aimed at a closed loopback port."""
    load_plugins()
    from utcp_http.http_call_template import HttpCallTemplate

    class OwnTemplate(HttpCallTemplate):
        pass

    template = OwnTemplate(name="m", call_template_type="http", url="http://127.0.0.1:9/manual", http_method="GET")
    result = await http_protocol().register_manual(None, template)
    return {"success": result.success, "errors": len(result.errors)}


@case("http.protocol.raised-errors", "wave5-register-number-template")
async def register_number_template():
    """register_manual given the number 5 as the template."""
    return await http_protocol().register_manual(None, 5)


cases_of("http.protocol.state", {
    "wave5-client-id-nfc-nfd": lambda: token_cache([{"path": "/token", "id": "wave5-\u00e9"},
                                                    {"path": "/token", "id": "wave5-e\u0301"}]),
})
cases_of("http.redirect.credentials-origin-edges", {
    "wave5-separators-and-ends": lambda: cross_origin_names(("Token", "X-MyToken", "X.Auth", "X-AUTH", "X-Api-Key2")),
    "wave5-joined-inside-longer": lambda: cross_origin_names(("X-AuthTokens", "MySessionId", "X-XApiKeyZ")),
})
cases_of("http.request.query", {
    "wave5-url-query-same-name-list": lambda: path_of("/echo/q?a=1", {"a": ["x", "y"]}),
    "wave5-url-query-same-name-empty-list": lambda: path_of("/echo/q?a=1", {"a": []}),
    "wave5-empty-object": lambda: path_of("/echo/q", {"o": {}}),
})


async def auth_over_url_query_twice():
    """The url already holds ?key=from-url&key=again; api_key auth puts `key` in the query too."""
    return only(await call("/echo/a?key=from-url&key=again", {},
                           auth={"auth_type": "api_key", "api_key": "from-auth", "var_name": "key",
                                 "location": "query"}), "path")


cases_of("http.request.auth-over-arguments", {
    "wave5-url-query-twice": auth_over_url_query_twice,
    "wave5-header-field-empty": lambda: static_headers_case({"X-Static": ""}, {"X-Static": "static"}, "x-static",
                                                            header_fields=["X-Static"]),
})
cases_of("http.url.https-rule-hosts", {
    "wave5-trailing-dot-loopback-host": lambda: call_url("http://127.0.0.1.:9/op"),
    "wave5-hex-part-loopback-host": lambda: call_url("http://0x7f.1:9/op"),
})
cases_of("http.request.static-headers", {
    "wave5-header-field-null-other-case": lambda: static_headers_case({"x-static": None}, {"X-Static": "static"},
                                                                      "x-static", header_fields=["x-static"]),
})


# Second reading (wave 5) 2026-11-29 (h-mcp): a JSON list that holds the strings utcp_version and tools, and a JSON
# list holding one UTCP manual.
cases_of("http.discovery.formats", {
    "wave5-json-array-field-names": lambda: discover('["utcp_version", "tools"]', "application/json"),
    "wave5-json-array-of-manual": lambda: discover(
        json.dumps([{"utcp_version": "1.0.1", "manual_version": "1", "tools": []}]), "application/json"),
})


# First reading (wave 6) 2026-11-29 (u-http): api_key in the query with characters to encode and on a URL that has a
# query already, a location in capitals; manual URLs refused in one line and not the other; auth_tools from a
# variable, on a document without security and against a scheme of another location; header fields whose value
# carries CR/LF, whose name has a space or that also fill a URL placeholder; path placeholders repeated, holding
# `..` or braces, or named with a non-ASCII letter. The ids match tests/behaviour/ts/http.ts where both run.

cases_of("http.auth.api-key.location", {
    "query-special-characters": lambda: paths_sent_with_key("/echo/k", api_key="k 1&x", var_name="key",
                                                           location="query"),
    "query-url-has-query": lambda: paths_sent_with_key("/echo/k?v=2", api_key="q1", var_name="k", location="query"),
    "location-upper-case": lambda: paths_sent_with_key("/echo/k", api_key="h1", var_name="X-Key", location="HEADER"),
})


async def paths_sent_with_key(path: str, **key):
    observed = await call(path, {}, **api_key(**key))
    return {"result": observed["result"],
            "requests": [{"path": r["path"], "headers holding the key": sorted(
                k for k, v in r["headers"].items() if key["api_key"] in v)} for r in observed["requests"]]}


cases_of("http.manual.url-rule", {
    "upper-case-scheme-remote": lambda: register("HTTP://example.com/utcp", absolute=True),
    "localhost-userinfo": lambda: register("http://localhost@example.invalid/utcp", absolute=True),
})


async def openapi_tools_with(auth_tools: dict, *, security_in: str | None = "header", variables: dict | None = None):
    load_plugins()
    from aiohttp import web
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.utcp_client import UtcpClient

    document = {"openapi": "3.0.0", "info": {"title": "svc", "version": "1"},
                "servers": [{"url": "https://api.example.com"}],
                "paths": {"/items/{id}": {"get": {
                    "operationId": "get_item", "summary": "Get one item",
                    "parameters": [{"name": "id", "in": "path", "required": True, "schema": {"type": "string"}}],
                    "responses": {"200": {"description": "ok"}}}}}}
    if security_in:
        document["components"] = {"securitySchemes": {"key": {"type": "apiKey", "in": security_in, "name": "X-Key"}}}
        document["security"] = [{"key": []}]

    async def serve(request):
        return web.json_response(document)

    async with http_server({("GET", "/openapi.json"): serve}) as base:
        client = await UtcpClient.create(config={"variables": variables or {}})
        template = CallTemplateSerializer().validate_dict({
            "name": "svc", "call_template_type": "http", "http_method": "GET", "url": f"{base}/openapi.json",
            "auth_tools": auth_tools})
        result = await client.register_manual(template)
        return {"success": result.success, "errors": [summarize(e) for e in result.errors],
                "tools": [{"name": t.name, "auth": t.tool_call_template.auth.model_dump()
                           if t.tool_call_template.auth else None} for t in result.manual.tools]}


KEY_AUTH_TOOLS = {"auth_type": "api_key", "api_key": "k-1", "var_name": "X-Key"}

cases_of("http.openapi.auth-tools-applied", {
    "variable-in-auth-tools": lambda: openapi_tools_with(
        {"auth_type": "api_key", "api_key": "${KEY}", "var_name": "X-Key"}, variables={"svc_KEY": "k-2"}),
    "no-security-scheme": lambda: openapi_tools_with(KEY_AUTH_TOOLS, security_in=None),
    "query-scheme-header-auth-tools": lambda: openapi_tools_with(KEY_AUTH_TOOLS, security_in="query"),
})


cases_of("http.request.header-fields", {
    "crlf-value": lambda: header_fields_sent("/echo/h", {"X-Trace": "a\r\nX-Evil: 1"}, ["X-Trace"], "X-Evil"),
    "name-with-space": lambda: header_fields_sent("/echo/h", {"X Trace": "t-1"}, ["X Trace"]),
    "also-path-placeholder": lambda: header_fields_sent("/echo/h/{id}", {"id": "7"}, ["id"]),
})


async def header_fields_sent(path: str, arguments: dict, fields: list, *also_seen: str):
    return only(await call(path, arguments, header_fields=fields), *fields, *also_seen, "path")


cases_of("http.request.path-parameter", {
    "repeated": lambda: paths_sent("/echo/a/{id}/b/{id}", {"id": "x"}),
    "dot-dot": lambda: paths_sent("/echo/items/{id}/refunds", {"id": ".."}),
    "braces-in-value": lambda: paths_sent("/echo/items/{id}", {"id": "{x}"}),
    "non-ascii-name": lambda: paths_sent("/echo/items/{nº}", {"nº": "a/b"}),
    "in-query-part": lambda: paths_sent("/echo/items?id={id}", {"id": "a/b"}),
})


# Third reading (wave 7) 2026-11-29 (w7): token endpoints that refuse both forms; JSON answers that are null, a
# number, true, or a `paths` object without an `openapi` field; a capitalised YAML content type at a `.yaml` URL and
# `TEXT/YAML`; more literal secrets holding a `$`; expires_in written as a string; an SSE template and a list given
# to register_manual; credential-word headers in other letter cases; more query values.
cases_of("http.auth.oauth2.token-requests", {
    "wave7-both-forms-answer-500": oauth_token_endpoint_answers(500, {"error": "down"}, "w7-500", kinds=True),
})

OPENAPI_PATHS_ONLY = json.dumps({"info": {"title": "s", "version": "1"}, "servers": [{"url": "https://api.example.com"}],
                                 "paths": {"/p": {"get": {"operationId": "p", "responses": {"200": {"description": "ok"}}}}}})

cases_of("http.discovery.formats", {
    "wave7-json-null": lambda: discover("null", "application/json"),
    "wave7-json-number": lambda: discover("1", "application/json"),
    "wave7-json-true": lambda: discover("true", "application/json"),
    "wave7-paths-without-openapi-field": lambda: discover(OPENAPI_PATHS_ONLY, "application/json"),
    "wave7-yaml-upper-case-at-yaml-url": lambda: discover(OPENAPI_YAML, "APPLICATION/YAML", path="/openapi.yaml"),
    "wave7-yaml-text-upper-case": lambda: discover(OPENAPI_YAML, "TEXT/YAML"),
})

cases_of("http.auth.oauth2.secret-variable", {
    "wave7-dollar-twice-at-end": lambda: oauth2_secret_sent_as("w7-twice", "ab$$", {}),
    "wave7-dollar-alone": lambda: oauth2_secret_sent_as("w7-alone", "$", {}),
    "wave7-dollar-before-dot": lambda: oauth2_secret_sent_as("w7-dot", "ab$.cd", {}),
    "wave7-dollar-before-underscore": lambda: oauth2_secret_sent_as("w7-underscore", "ab$_x", {}),
    "wave7-dollar-before-greek": lambda: oauth2_secret_sent_as("w7-greek", "ab$Ωx", {}),
    "wave7-dollar-before-upper-case": lambda: oauth2_secret_sent_as("w7-upper", "ab$CD", {}),
})

cases_of("http.auth.oauth2.token-expiry", {
    "wave7-expires-in-string": lambda: oauth("both", "w7-expiry-string", calls=2, expires_in="1", pause=1.5),
})


@case("http.protocol.raised-errors", "wave7-register-list-template")
async def register_list_template():
    """register_manual given an empty list as the template."""
    return await http_protocol().register_manual(None, [])


@case("http.protocol.raised-errors", "wave7-register-sse-template")
async def register_sse_template():
    """register_manual of the http protocol given an SseCallTemplate."""
    load_plugins()
    from utcp_http.sse_call_template import SseCallTemplate

    template = SseCallTemplate(name="m", url="http://127.0.0.1:9/events")
    return await http_protocol().register_manual(None, template)


cases_of("http.redirect.credentials-origin-edges", {
    "wave7-other-letter-cases": lambda: cross_origin_names(("x-authorization", "X-TOKENS", "x-jwt", "X_API_KEY")),
})

cases_of("http.request.query", {
    "wave7-more-values": lambda: path_of("/echo/q", {"tags": ["", ""], "big": 2 ** 70, "grüße": "ä&b=c"}),
    "wave7-list-name-in-url": lambda: path_of("/echo/q?tags=x", {"tags": ["a", "b"]}),
})

# Third reading (wave 7) 2026-11-29 (w7): the shorthand loopback server over https, and without a port but with a
# path; the decimal form with a path.
cases_of("http.openapi.loopback-server-forms", {
    "wave7-https-shorthand-127-1": lambda: convert_server_form("https://127.1:8443"),
    "wave7-shorthand-no-port-with-path": lambda: convert_server_form("http://127.1/v1"),
    "wave7-decimal-with-path": lambda: convert_server_form("http://2130706433/api/v2"),
})

cases_of("http.auth.oauth2.secret-variable", {
    "wave7-dollar-before-decomposed-accent": lambda: oauth2_secret_sent_as("w7-nfd", "ab$e\u0301cd", {}),
})

# Second reading (wave 8) 2026-11-29 (f-http): a non-ASCII digit right after the $ of a literal secret, and an
# api_key auth that names its location header but leaves var_name out.
cases_of("http.auth.oauth2.secret-variable", {
    "wave8-dollar-before-arabic-digit": lambda: oauth2_secret_sent_as("w8-arabic-digit", "ab$\u0663x", {}),
})


@case("http.auth.api-key.default-var-name", "wave8-no-var-name-header-location")
async def key_default_name_header_location():
    """api_key auth with location header written out and no var_name."""
    observed = await call("/echo/k", {}, **api_key(api_key="secret-8", location="header"))
    return {"result": observed["result"],
            "headers holding the key": sorted(k for r in observed["requests"] for k, v in r["headers"].items()
                                              if "secret-8" in v)}

cases_of("http.auth.basic-variables", {
    "wave8-literal-dollar-before-accent": lambda: basic_with_variables("ann", "pa$é", {}),
})
