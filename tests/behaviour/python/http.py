"""Cases of the http protocol of utcp-http (1.x) against a loopback echo server."""
import base64

from _behaviour import (summarize, IMPL, call_with_template, case, cases_of, echo_server, http_server, load_plugins,
                        outcome_of, stream_with_template)


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


@case("http.request.body-field", "custom-name")
async def body_field_custom():
    return only(await call("/echo/b", {"payload": {"a": 1}}, http_method="POST", body_field="payload"), "body", "path")


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
