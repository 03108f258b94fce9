"""Cases of utcp-http's OpenAPI converter (1.x)."""
import copy

from _behaviour import case, cases_of, load_plugins

JSON = "application/json"


def convert(spec, **options):
    load_plugins()
    from utcp_http.openapi_converter import OpenApiConverter

    return OpenApiConverter(copy.deepcopy(spec), **options).convert().tools


def spec(paths, **extra):
    return {"openapi": "3.0.0", "info": {"title": "Billing API v2!", "version": "1"},
            "servers": [{"url": "https://api.example.com"}], "paths": paths, **extra}


OK = {"200": {"description": "ok"}}


def names(tools):
    return sorted(t.name for t in tools)


@case("openapi.operations.selection", "methods")
def methods():
    ops = {m: {"operationId": f"{m}Item", "responses": OK} for m in ("get", "post", "put", "delete", "patch", "head",
                                                                      "options", "trace")}
    return names(convert(spec({"/items": ops})))


cases_of("openapi.operations.selection", {
    "no-operation-id": lambda: names(convert(spec({"/items": {"get": {"summary": "x", "responses": OK}}}))),
    "unicode-operation-id":
        lambda: names(convert(spec({"/items": {"get": {"operationId": "länder", "responses": OK}}}))),
})


@case("openapi.operations.description", "summary-and-description")
def description_both():
    return convert(spec({"/a": {"get": {"operationId": "a", "summary": "Short", "description": "Long",
                                        "responses": OK}}}))[0].description


cases_of("openapi.operations.description", {
    "description-only":
        lambda: convert(spec({"/a": {"get": {"operationId": "a", "description": "Long",
                                             "responses": OK}}}))[0].description,
    "neither": lambda: convert(spec({"/a": {"get": {"operationId": "a", "responses": OK}}}))[0].description,
})


@case("openapi.parameters.placement", "header-query-path")
def parameters():
    tool = convert(spec({"/items/{id}": {"get": {"operationId": "a", "responses": OK, "parameters": [
        {"name": "id", "in": "path", "required": True, "schema": {"type": "string"}},
        {"name": "X-Trace", "in": "header", "schema": {"type": "string"}},
        {"name": "q", "in": "query", "schema": {"type": "string"}},
        {"name": "sid", "in": "cookie", "schema": {"type": "string"}}]}}}))[0]
    return {"inputs": sorted((tool.inputs.properties or {}).keys()), "required": tool.inputs.required,
            "header_fields": tool.tool_call_template.header_fields, "url": tool.tool_call_template.url}


@case("openapi.parameters.placement", "ref-parameter")
def ref_parameter():
    tool = convert(spec({"/a": {"get": {"operationId": "a", "responses": OK,
                                        "parameters": [{"$ref": "#/components/parameters/P"}]}}},
                        components={"parameters": {"P": {"name": "page", "in": "query",
                                                          "schema": {"type": "integer"}}}}))[0]
    return sorted((tool.inputs.properties or {}).keys())


@case("openapi.parameters.request-body", "json-body")
def request_body():
    tool = convert(spec({"/a": {"post": {"operationId": "a", "responses": OK,
                                         "requestBody": {"content": {JSON: {"schema": {"type": "object"}}}}}}}))[0]
    return {"inputs": sorted((tool.inputs.properties or {}).keys()), "body_field": tool.tool_call_template.body_field,
            "content_type": tool.tool_call_template.content_type}


@case("openapi.parameters.request-body", "form-body")
def form_body():
    tool = convert(spec({"/a": {"post": {"operationId": "a", "responses": OK, "requestBody": {"content": {
        "application/x-www-form-urlencoded": {"schema": {"type": "object"}}}}}}}))[0]
    return {"inputs": sorted((tool.inputs.properties or {}).keys()), "content_type": tool.tool_call_template.content_type}


@case("openapi.outputs.status-choice", "200-and-201")
def outputs_order():
    responses = {"201": {"description": "c", "content": {JSON: {"schema": {"type": "object", "properties": {"b": {}}}}}},
                 "200": {"description": "ok", "content": {JSON: {"schema": {"type": "object", "properties": {"a": {}}}}}}}
    tool = convert(spec({"/a": {"get": {"operationId": "a", "responses": responses}}}))[0]
    return sorted((tool.outputs.properties or {}).keys())


@case("openapi.outputs.status-choice", "only-default")
def outputs_default():
    responses = {"default": {"description": "d", "content": {JSON: {"schema": {"type": "object",
                                                                              "properties": {"d": {}}}}}}}
    tool = convert(spec({"/a": {"get": {"operationId": "a", "responses": responses}}}))[0]
    return sorted((tool.outputs.properties or {}).keys())


@case("openapi.base-url.choice", "relative-server")
def base_relative():
    return convert(spec({"/a": {"get": {"operationId": "a", "responses": OK}}}, servers=[{"url": "/rel"}]),
                   spec_url="https://api.example.com/openapi.json")[0].tool_call_template.url


@case("openapi.base-url.choice", "no-servers-spec-url")
def base_spec_url():
    s = spec({"/a": {"get": {"operationId": "a", "responses": OK}}})
    del s["servers"]
    return convert(s, spec_url="https://api.example.com/specs/openapi.json")[0].tool_call_template.url


@case("openapi.base-url.choice", "no-servers-no-spec-url")
def base_none():
    s = spec({"/a": {"get": {"operationId": "a", "responses": OK}}})
    del s["servers"]
    return convert(s)[0].tool_call_template.url


@case("openapi.base-url.choice", "server-variables")
def base_variables():
    return convert(spec({"/a": {"get": {"operationId": "a", "responses": OK}}},
                        servers=[{"url": "https://{region}.example.com", "variables": {"region": {"default": "eu"}}}]
                        ))[0].tool_call_template.url


@case("openapi.base-url.choice", "trailing-slash")
def base_trailing():
    return convert(spec({"/a": {"get": {"operationId": "a", "responses": OK}}},
                        servers=[{"url": "https://api.example.com/v1/"}]))[0].tool_call_template.url


@case("openapi.template-name.source", "title-with-punctuation")
def name_title():
    return convert(spec({"/a": {"get": {"operationId": "a", "responses": OK}}}))[0].tool_call_template.name


@case("openapi.template-name.source", "no-title-call-template-name")
def name_given():
    s = spec({"/a": {"get": {"operationId": "a", "responses": OK}}})
    del s["info"]["title"]
    return convert(s, call_template_name="billing")[0].tool_call_template.name


@case("openapi.template-name.source", "unicode-title")
def name_unicode():
    s = spec({"/a": {"get": {"operationId": "a", "responses": OK}}})
    s["info"]["title"] = "Wetter-Dienst für Städte"
    return convert(s)[0].tool_call_template.name


def secured(scheme, **op_extra):
    s = spec({"/a": {"get": {"operationId": "a", "responses": OK, "security": [{"s": []}], **op_extra}}},
             components={"securitySchemes": {"s": scheme}})
    auth = convert(s)[0].tool_call_template.auth
    return None if auth is None else {"type": type(auth).__name__,
                                      **{k: v for k, v in auth.model_dump().items() if k != "auth_type"}}


cases_of("openapi.security.placeholders", {
    "api-key-header": lambda: secured({"type": "apiKey", "name": "X-Key", "in": "header"}),
    "api-key-query": lambda: secured({"type": "apiKey", "name": "key", "in": "query"}),
    "bearer": lambda: secured({"type": "http", "scheme": "bearer"}),
    "basic": lambda: secured({"type": "http", "scheme": "basic"}),
})


@case("openapi.security.placeholders", "oauth2-client-credentials")
def sec_oauth2():
    return secured({"type": "oauth2", "flows": {"clientCredentials": {"tokenUrl": "https://t.example/token",
                                                                      "scopes": {"a": "", "b": ""}}}})


@case("openapi.security.placeholders", "oauth2-implicit-only")
def sec_oauth2_implicit():
    return secured({"type": "oauth2", "flows": {"implicit": {"authorizationUrl": "https://t.example/auth",
                                                             "scopes": {}}}})


@case("openapi.security.placeholders", "global-security")
def sec_global():
    s = spec({"/a": {"get": {"operationId": "a", "responses": OK}}},
             components={"securitySchemes": {"s": {"type": "apiKey", "name": "X-Key", "in": "header"}}},
             security=[{"s": []}])
    auth = convert(s)[0].tool_call_template.auth
    return None if auth is None else type(auth).__name__


@case("openapi.swagger2.body-and-basic", "in-body-parameter")
def swagger_body():
    s = {"swagger": "2.0", "info": {"title": "Old", "version": "1"}, "host": "api.example.com", "basePath": "/v1",
         "schemes": ["https"], "securityDefinitions": {"b": {"type": "basic"}},
         "paths": {"/a": {"post": {"operationId": "a", "security": [{"b": []}], "parameters": [
             {"name": "payload", "in": "body", "schema": {"type": "object"}}], "responses": OK}}}}
    tool = convert(s)[0]
    return {"inputs": sorted((tool.inputs.properties or {}).keys()), "url": tool.tool_call_template.url,
            "auth": type(tool.tool_call_template.auth).__name__ if tool.tool_call_template.auth else None}


# Adversarial review of the API reference page of OpenApiConverter (2026-11-28).

def auth_with_tools(location, var_name):
    """The auth of a tool whose scheme is an apiKey header X-Key, given auth_tools api_key (`location`, `var_name`)."""
    from utcp.data.auth_implementations import ApiKeyAuth

    s = spec({"/a": {"get": {"operationId": "a", "responses": OK, "security": [{"s": []}]}}},
             components={"securitySchemes": {"s": {"type": "apiKey", "name": "X-Key", "in": "header"}}})
    auth = convert(s, auth_tools=ApiKeyAuth(api_key="tools-key", var_name=var_name, location=location))[0]
    return auth.tool_call_template.auth.api_key


cases_of("openapi.auth-tools.compatibility", {
    "header-name-other-case": lambda: auth_with_tools("header", "x-key"),
    "other-location": lambda: auth_with_tools("query", "X-Key"),
})


def base_of(servers, **options):
    s = spec({"/a": {"get": {"operationId": "a", "responses": OK}}})
    s["servers"] = servers
    return convert(s, **options)[0].tool_call_template.url


cases_of("openapi.base-url.choice", {
    "base-url-given": lambda: base_of([{"url": "https://api.example.com"}], base_url="https://override.example.com"),
    "loopback-server-remote-spec":
        lambda: base_of([{"url": "http://127.0.0.1:8080"}], spec_url="https://docs.example.com/openapi.json"),
    "loopback-server-with-base-url":
        lambda: base_of([{"url": "http://127.0.0.1:8080"}], spec_url="https://docs.example.com/openapi.json",
                        base_url="https://api.example.com"),
})


# Adversarial review of the converter's rules, folding the openapi-converter-* probes (2026-11-29).

from _behaviour import LINE, http_server, skip  # noqa: E402

def one_tool(paths, **options):
    return convert(spec(paths), **options)[0]


cases_of("openapi.tool.name-and-tags", {
    "tags-given": lambda: (lambda t: [t.name, t.tags])(
        one_tool({"/a": {"get": {"operationId": "listA", "tags": ["billing", "read"], "responses": OK}}})),
    "no-tags": lambda: one_tool({"/a": {"get": {"operationId": "listA", "responses": OK}}}).tags,
    "empty-summary": lambda: one_tool({"/a": {"get": {"operationId": "a", "summary": "", "description": "Long",
                                                       "responses": OK}}}).description,
    "path-level-header": lambda: one_tool({"/a": {
        "parameters": [{"name": "X-Tenant", "in": "header", "schema": {"type": "string"}}],
        "get": {"operationId": "a", "responses": OK,
                "parameters": [{"name": "X-Trace", "in": "header", "schema": {"type": "string"}}]}}}
    ).tool_call_template.header_fields,
})


def outputs_of(responses):
    tool = one_tool({"/a": {"get": {"operationId": "a", "responses": responses}}})
    return sorted((tool.outputs.properties or {}).keys())


def body(props):
    return {"type": "object", "properties": {p: {} for p in props}}


cases_of("openapi.outputs.edges", {
    "json-preferred": lambda: outputs_of({"200": {"description": "ok", "content": {
        "text/plain": {"schema": body(["t"])}, JSON: {"schema": body(["j"])}}}}),
    "other-type-only": lambda: outputs_of({"200": {"description": "ok", "content": {
        "application/xml": {"schema": body(["x"])}}}}),
    "integer-status-keys": lambda: outputs_of({200: {"description": "ok", "content": {JSON: {"schema": body(["a"])}}},
                                               "default": {"description": "d", "content": {
                                                   JSON: {"schema": body(["d"])}}}}),
    "200-without-schema": lambda: outputs_of({"200": {"description": "ok"},
                                              "201": {"description": "c", "content": {JSON: {"schema": body(["c"])}}}}),
})


def template_of(paths, **options):
    t = one_tool(paths, **options).tool_call_template
    return {"type": type(t).__name__, "call_template_type": t.call_template_type, "http_method": t.http_method,
            "url": t.url}


cases_of("openapi.template.method-and-url", {
    "path-parameter": lambda: template_of({"/items/{item_id}/notes": {"delete": {"operationId": "a", "responses": OK}}}),
    "upper-case-method-key": lambda: template_of({"/a": {"PATCH": {"operationId": "a", "responses": OK}}}),
    "path-without-slash": lambda: template_of({"a/b": {"get": {"operationId": "a", "responses": OK}}}),
})


def base_url_edge(servers=None, spec_url=None, **options):
    s = spec({"/a": {"get": {"operationId": "a", "responses": OK}}})
    if servers is None:
        del s["servers"]
    else:
        s["servers"] = servers
    return convert(s, spec_url=spec_url, **options)[0].tool_call_template.url


cases_of("openapi.base-url.edges", {
    "second-server-ignored": lambda: base_url_edge([{"url": "https://a.example.com"}, {"url": "https://b.example.com"}]),
    "server-without-url": lambda: base_url_edge([{"description": "no url"}], "https://docs.example.com/openapi.json"),
    "empty-servers-list": lambda: base_url_edge([], "https://docs.example.com:8443/specs/openapi.json?v=2"),
    "spec-url-with-port-and-path": lambda: base_url_edge(None, "https://docs.example.com:8443/specs/openapi.json?v=2"),
    "empty-base-url": lambda: base_url_edge([{"url": "https://a.example.com"}], None, base_url="")
    if LINE == "1.1" else skip("base_url is a 1.1 parameter"),
})


def name_of(title=..., **options):
    s = spec({"/a": {"get": {"operationId": "a", "responses": OK}}})
    if title is ...:
        del s["info"]["title"]
    else:
        s["info"]["title"] = title
    return convert(s, **options)[0].tool_call_template.name


@case("openapi.template-name.edges", "other-characters-kept")
def name_other_characters():
    return name_of("Café’s API\tv2_beta«x»")


@case("openapi.template-name.edges", "title-over-call-template-name")
def name_title_wins():
    return name_of("Billing", call_template_name="given")


@case("openapi.template-name.edges", "empty-title")
def name_empty_title():
    return name_of("", call_template_name="given")


@case("openapi.template-name.edges", "random-name")
def name_random():
    import re

    first, second = name_of(), name_of()
    return {"pattern": bool(re.fullmatch(r"openapi_call_template_[0-9a-f]{32}", first)), "differs": first != second}


@case("openapi.template-name.edges", "worked-out-at-init")
def name_at_init():
    load_plugins()
    from utcp_http.openapi_converter import OpenApiConverter

    document = spec({"/a": {"get": {"operationId": "a", "responses": OK}}})
    converter = OpenApiConverter(document, call_template_name="given")
    before = converter.call_template_name
    document["info"]["title"] = "Changed later"
    return {"before_convert": before, "spec_is_same_object": converter.spec is document,
            "template_after_change": converter.convert().tools[0].tool_call_template.name}


def counter_spec():
    schemes = {"k": {"type": "apiKey", "name": "X-Key", "in": "header"}, "b": {"type": "http", "scheme": "basic"}}
    return spec({"/a": {"get": {"operationId": "a1", "security": [{"k": []}], "responses": OK},
                        "post": {"operationId": "a2", "security": [{"k": []}], "responses": OK},
                        "put": {"operationId": "open", "responses": OK},
                        "delete": {"operationId": "a3", "security": [{"b": []}], "responses": OK}}},
                components={"securitySchemes": schemes})


def credential(tool):
    a = tool.tool_call_template.auth
    return None if a is None else getattr(a, "api_key", None) or getattr(a, "username", None)


@case("openapi.security.counter", "same-scheme-twice")
def counter_same_scheme():
    return {t.name: credential(t) for t in convert(counter_spec())}


@case("openapi.security.counter", "counter-after-convert-and-again")
def counter_reset():
    load_plugins()
    from utcp_http.openapi_converter import OpenApiConverter

    converter = OpenApiConverter(counter_spec())
    first = converter.convert()
    after_first = converter.placeholder_counter
    second = converter.convert()
    return {"after_init": OpenApiConverter(counter_spec()).placeholder_counter, "after_convert": after_first,
            "first_of_second_run": credential(second.tools[0]), "same_as_first_run": credential(first.tools[0])}


@case("openapi.security.counter", "auth-tools-still-counts")
def counter_with_auth_tools():
    load_plugins()
    from utcp.data.auth_implementations import ApiKeyAuth

    tools = convert(counter_spec(), auth_tools=ApiKeyAuth(api_key="real", var_name="X-Key", location="header"))
    return {t.name: credential(t) for t in tools}


def oauth2(flows, **options):
    s = spec({"/a": {"get": {"operationId": "a", "responses": OK, "security": [{"o": []}]}}},
             components={"securitySchemes": {"o": {"type": "oauth2", "flows": flows}}})
    try:
        a = convert(s, **options)[0].tool_call_template.auth
    except Exception as error:  # noqa: BLE001
        return {"error": type(error).__name__}
    return None if a is None else {"type": type(a).__name__, "client_id": a.client_id,
                                   "client_secret": a.client_secret, "scope": a.scope, "token_url": a.token_url}


cases_of("openapi.security.oauth2-edges", {
    "authorization-code": lambda: oauth2({"authorizationCode": {
        "authorizationUrl": "https://t.example/auth", "tokenUrl": "https://t.example/token",
        "scopes": {"read": "", "write": ""}}}),
    "no-scopes": lambda: oauth2({"clientCredentials": {"tokenUrl": "https://t.example/token", "scopes": {}}}),
    "plain-http-token-url": lambda: oauth2({"clientCredentials": {"tokenUrl": "http://t.example/token",
                                                                  "scopes": {}}}),
    "relative-token-url": lambda: oauth2({"clientCredentials": {"tokenUrl": "/oauth/token", "scopes": {}}},
                                         spec_url="https://docs.example.com/openapi.json"),
    "password-flow": lambda: oauth2({"password": {"tokenUrl": "https://t.example/token", "scopes": {}}}),
})


@case("openapi.convert.fallback-notice", "neither-servers-nor-spec-url")
def fallback_notice():
    import contextlib
    import io

    s = spec({"/a": {"get": {"operationId": "a", "responses": OK}}})
    del s["servers"]
    err = io.StringIO()
    with contextlib.redirect_stderr(err):
        url = convert(s)[0].tool_call_template.url
    return {"url": url, "notice_on_stderr": "fallback" in err.getvalue().lower()}


@case("openapi.convert.fallback-notice", "servers-given")
def fallback_no_notice():
    import contextlib
    import io

    err = io.StringIO()
    with contextlib.redirect_stderr(err):
        convert(spec({"/a": {"get": {"operationId": "a", "responses": OK}}}))
    return {"stderr": err.getvalue()}


def methods_with_stderr(keys):
    import contextlib
    import io

    item = {k: {"operationId": f"{k}_op", "responses": OK} for k in keys}
    item.update({"parameters": [], "summary": "path summary", "description": "d", "servers": [{"url": "https://x"}]})
    err = io.StringIO()
    with contextlib.redirect_stderr(err):
        tools = names(convert(spec({"/items": item})))
    return {"tools": tools, "warned": sorted(k for k in keys if f"'{k}_op'" in err.getvalue())}


@case("openapi.operations.method-constants", "constants")
def method_constants():
    load_plugins()
    import typing

    from utcp_http import openapi_converter
    from utcp_http.http_call_template import HttpCallTemplate

    if LINE != "1.1":
        skip("the constants were added in 1.1")
    allowed = typing.get_args(HttpCallTemplate.model_fields["http_method"].annotation)
    return {"operation_keys": list(openapi_converter.OPENAPI_OPERATION_METHODS),
            "supported": list(openapi_converter.SUPPORTED_HTTP_METHODS), "template_allows": list(allowed)}


cases_of("openapi.operations.method-constants", {
    "other-path-item-keys": lambda: methods_with_stderr(["get"]),
    "head-options-trace": lambda: methods_with_stderr(["get", "head", "options", "trace"]),
    "upper-case-keys": lambda: methods_with_stderr(["GET", "HEAD"])["tools"],
})


@case("openapi.namespace.placeholders", "registered-as-billing")
async def namespace_placeholders():
    load_plugins()
    from aiohttp import web
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.utcp_client import UtcpClient

    seen = []
    document = spec({"/items/{id}": {"put": {"operationId": "putItem", "security": [{"k": []}], "responses": OK,
                                             "parameters": [{"name": "id", "in": "path", "required": True,
                                                             "schema": {"type": "string"}}]}}},
                    components={"securitySchemes": {"k": {"type": "apiKey", "name": "X-Key", "in": "header"}}})

    async def serve(request):
        served = copy.deepcopy(document)
        served["servers"] = [{"url": str(request.url.origin())}]
        return web.json_response(served)

    async def item(request):
        seen.append(request.headers.get("X-Key"))
        return web.json_response({"ok": True})

    async with http_server({("GET", "/openapi.json"): serve, ("PUT", "/items/{id}"): item}) as base:
        client = await UtcpClient.create(config={"variables": {"billing_API_KEY_0": "namespaced",
                                                               "API_KEY_0": "plain"}})
        await client.register_manual(CallTemplateSerializer().validate_dict(
            {"name": "billing", "call_template_type": "http", "url": f"{base}/openapi.json", "http_method": "GET"}))
        await client.call_tool("billing.putItem", {"id": "7"})
        bare = await UtcpClient.create(config={"variables": {"API_KEY_0": "plain"}})
        await bare.register_manual(CallTemplateSerializer().validate_dict(
            {"name": "billing", "call_template_type": "http", "url": f"{base}/openapi.json", "http_method": "GET"}))
        try:
            await bare.call_tool("billing.putItem", {"id": "7"})
            missing = None
        except Exception as error:  # noqa: BLE001
            missing = [type(error).__name__, getattr(error, "variable_name", None)]
    return {"sent": seen, "only_plain_defined": missing}


cases_of("openapi.base-url.loopback", {
    "localhost-server": lambda: base_url_edge([{"url": "http://localhost:8080/api"}],
        "https://docs.example.com/openapi.json"),
    "ipv6-loopback-server": lambda: base_url_edge([{"url": "http://[::1]:8080"}],
        "https://docs.example.com/openapi.json"),
    "loopback-spec-url": lambda: base_url_edge([{"url": "http://127.0.0.1:8080"}],
        "http://localhost:9000/openapi.json"),
    "no-spec-url": lambda: base_url_edge([{"url": "http://127.0.0.1:8080"}], None),
    "private-spec-url": lambda: base_url_edge([{"url": "http://127.0.0.1:8080"}],
        "http://10.0.0.5/openapi.json"),
    "lookalike-host": lambda: base_url_edge([{"url": "http://localhost.example.com"}],
        "https://docs.example.com/openapi.json"),
})



# openapi.base-url.loopback-lines (second reading 2026-11-29): the loopback-server rule by line, with edges.
REMOTE_SPEC = "https://docs.example.com/openapi.json"
cases_of("openapi.base-url.loopback-lines", {
    "loopback-server-remote-spec": lambda: base_url_edge([{"url": "http://127.0.0.1:8080"}], REMOTE_SPEC),
    "zero-address-server": lambda: base_url_edge([{"url": "http://0.0.0.0:8080"}], REMOTE_SPEC),
    "other-127-server": lambda: base_url_edge([{"url": "http://127.0.0.2:8080"}], REMOTE_SPEC),
    "uppercase-localhost": lambda: base_url_edge([{"url": "http://LOCALHOST:8080"}], REMOTE_SPEC),
    "file-spec-url": lambda: base_url_edge([{"url": "http://127.0.0.1:8080"}], "file:///srv/openapi.json"),
})


# Second reading 2026-11-29 (r-http): edges of the converter page that the first cases left out.
cases_of("openapi.base-url.edges", {
    "server-empty-url": lambda: base_url_edge([{"url": ""}], "https://docs.example.com/openapi.json"),
    "server-with-path": lambda: base_url_edge([{"url": "https://a.example.com/v1"}]),
    "relative-spec-url": lambda: base_url_edge(None, "specs/openapi.json"),
    "base-url-trailing-slash": lambda: base_url_edge([{"url": "https://a.example.com"}], None,
                                                     base_url="https://b.example.com/") if LINE == "1.1"
    else skip("base_url is a 1.1 parameter"),
})

cases_of("openapi.template-name.edges", {
    "null-title": lambda: name_of(None, call_template_name="given"),
    "consecutive-punctuation": lambda: name_of("A -- B.v2 (beta)"),
    "empty-call-template-name": lambda: (lambda n: {"name": n, "random": n.startswith("openapi_call_template_")})(
        name_of(call_template_name="")),
})

cases_of("openapi.security.oauth2-edges", {
    "loopback-http-token-url": lambda: oauth2({"clientCredentials": {"tokenUrl": "http://127.0.0.1:9/token",
                                                                     "scopes": {}}}),
    "relative-token-url-no-spec-url": lambda: oauth2({"clientCredentials": {"tokenUrl": "/oauth/token",
                                                                            "scopes": {}}}),
    "both-flows": lambda: oauth2({"authorizationCode": {"authorizationUrl": "https://t.example/auth",
                                                        "tokenUrl": "https://t.example/code-token",
                                                        "scopes": {"a": ""}},
                                  "clientCredentials": {"tokenUrl": "https://t.example/cc-token",
                                                        "scopes": {"b": ""}}}),
})

cases_of("openapi.operations.method-constants", {
    "mixed-case-key": lambda: methods_with_stderr(["Get", "Head"]),
})


def counter_undefined_scheme():
    s = spec({"/a": {"get": {"operationId": "a1", "security": [{"missing": []}], "responses": OK},
                     "post": {"operationId": "a2", "security": [{"k": []}], "responses": OK}}},
             components={"securitySchemes": {"k": {"type": "apiKey", "name": "X-Key", "in": "header"}}})
    return {t.name: credential(t) for t in convert(s)}


def counter_set_by_hand():
    load_plugins()
    from utcp_http.openapi_converter import OpenApiConverter

    converter = OpenApiConverter(counter_spec())
    converter.placeholder_counter = 5
    tools = converter.convert().tools
    return {"first credential": credential(tools[0]), "after": converter.placeholder_counter}


cases_of("openapi.security.counter", {
    "undefined-scheme": counter_undefined_scheme,
    "set-by-hand-before-convert": counter_set_by_hand,
})

cases_of("openapi.tool.name-and-tags", {
    "same-header-both-levels": lambda: one_tool({"/a": {
        "parameters": [{"name": "X-Trace", "in": "header", "schema": {"type": "string"}}],
        "get": {"operationId": "a", "responses": OK,
                "parameters": [{"name": "X-Trace", "in": "header", "schema": {"type": "integer"}}]}}}
    ).tool_call_template.header_fields,
    "header-by-ref": lambda: convert(spec({"/a": {"get": {"operationId": "a", "responses": OK,
                                                          "parameters": [{"$ref": "#/components/parameters/t"}]}}},
                                          components={"parameters": {"t": {"name": "X-Tenant", "in": "header",
                                                                           "schema": {"type": "string"}}}})
                                     )[0].tool_call_template.header_fields,
    "operation-id-with-space": lambda: one_tool({"/a": {"get": {"operationId": "list all", "responses": OK}}}).name,
    "null-summary": lambda: one_tool({"/a": {"get": {"operationId": "a", "summary": None, "description": "Long",
                                                      "responses": OK}}}).description,
})


def document_after_convert():
    load_plugins()
    from utcp_http.openapi_converter import OpenApiConverter

    document = spec({"/a": {"get": {"operationId": "a", "responses": OK,
                                    "parameters": [{"$ref": "#/components/parameters/t"}]}}},
                    components={"parameters": {"t": {"name": "t", "in": "query", "schema": {"type": "string"}}}})
    before = copy.deepcopy(document)
    OpenApiConverter(document).convert()
    return {"document unchanged by convert": document == before}


cases_of("openapi.template-name.edges", {
    "document-after-convert": document_after_convert,
})

cases_of("openapi.outputs.edges", {
    "range-2xx": lambda: outputs_of({"2XX": {"description": "ok", "content": {JSON: {"schema": body(["r"])}}}}),
    "201-and-default": lambda: outputs_of({"201": {"description": "c", "content": {JSON: {"schema": body(["c"])}}},
                                           "default": {"description": "d", "content": {JSON: {"schema": body(["d"])}}}}),
})


# Second reading 2026-11-29 (r-v01): a loopback server that is not the first entry, the wildcard and other 127.x forms.
cases_of("openapi.base-url.loopback", {
    "second-server-loopback": lambda: base_url_edge([{"url": "https://api.example.com"}, {"url": "http://127.0.0.1:8080"}],
        "https://docs.example.com/openapi.json"),
    "wildcard-server": lambda: base_url_edge([{"url": "http://0.0.0.0:8080"}], "https://docs.example.com/openapi.json"),
    "other-127-server": lambda: base_url_edge([{"url": "http://127.0.0.2:8080"}], "https://docs.example.com/openapi.json"),
})


# Second reading 2026-11-30 (s-yaml-http): edges of the base URL, template name, security and outputs sentences.
def outcome(run):
    try:
        return {"value": run()}
    except Exception as error:  # noqa: BLE001
        return {"error": type(error).__name__}


cases_of("openapi.base-url.edges", {
    "server-null-url": lambda: base_url_edge([{"url": None}], "https://docs.example.com/openapi.json"),
    "scheme-relative-spec-url": lambda: base_url_edge(None, "//docs.example.com/specs/openapi.json"),
    "file-spec-url-no-servers": lambda: base_url_edge(None, "file:///srv/specs/openapi.json"),
})
cases_of("openapi.template-name.edges", {
    "number-title": lambda: name_of(123, call_template_name="given"),
    "dash-digits-and-line-break": lambda: name_of("A—B 2\nC_d"),
    "no-info": lambda: (lambda s: (s.pop("info"), convert(s, call_template_name="given")[0].tool_call_template.name)[1])(
        spec({"/a": {"get": {"operationId": "a", "responses": OK}}})),
    "call-template-name-none": lambda: (lambda n: {"random": n.startswith("openapi_call_template_"), "length": len(n)})(
        name_of(call_template_name=None)),
})


def counter_undefined_alternatives():
    s = spec({"/a": {"get": {"operationId": "a1", "security": [{"missing": []}, {"k": []}], "responses": OK},
                     "post": {"operationId": "a2", "security": [{"k": []}], "responses": OK}}},
             components={"securitySchemes": {"k": {"type": "apiKey", "name": "X-Key", "in": "header"}}})
    return {t.name: credential(t) for t in convert(s)}


def counter_undefined_and_defined_together():
    s = spec({"/a": {"get": {"operationId": "a1", "security": [{"missing": [], "k": []}], "responses": OK},
                     "post": {"operationId": "a2", "security": [{"k": []}], "responses": OK}}},
             components={"securitySchemes": {"k": {"type": "apiKey", "name": "X-Key", "in": "header"}}})
    return {t.name: credential(t) for t in convert(s)}


def counter_no_components():
    s = spec({"/a": {"get": {"operationId": "a1", "security": [{"k": []}], "responses": OK}}})
    return outcome(lambda: {t.name: credential(t) for t in convert(s)})


cases_of("openapi.security.counter", {
    "undefined-then-defined-alternative": counter_undefined_alternatives,
    "undefined-and-defined-in-one-requirement": counter_undefined_and_defined_together,
    "no-components": counter_no_components,
})
cases_of("openapi.security.oauth2-edges", {
    "upper-case-http-token-url": lambda: oauth2({"clientCredentials": {"tokenUrl": "HTTP://t.example/token",
                                                                       "scopes": {}}}),
    "relative-token-url-plain-http-spec": lambda: oauth2({"clientCredentials": {"tokenUrl": "/oauth/token",
                                                                                "scopes": {}}},
                                                         spec_url="http://docs.example.com/openapi.json"),
    "implicit-flow-only": lambda: oauth2({"implicit": {"authorizationUrl": "https://t.example/auth",
                                                       "scopes": {"a": ""}}}),
    "scopes-order-and-unicode": lambda: oauth2({"clientCredentials": {"tokenUrl": "https://t.example/token",
                                                                      "scopes": {"write": "", "read": "", "files:ä": ""}}}),
})
cases_of("openapi.tool.name-and-tags", {
    "same-header-other-case-both-levels": lambda: one_tool({"/a": {
        "parameters": [{"name": "X-Trace", "in": "header", "schema": {"type": "string"}}],
        "get": {"operationId": "a", "responses": OK,
                "parameters": [{"name": "x-trace", "in": "header", "schema": {"type": "string"}}]}}}
    ).tool_call_template.header_fields,
    "header-twice-on-operation": lambda: one_tool({"/a": {"get": {"operationId": "a", "responses": OK, "parameters": [
        {"name": "X-Trace", "in": "header", "schema": {"type": "string"}},
        {"name": "X-Trace", "in": "header", "schema": {"type": "string"}}]}}}).tool_call_template.header_fields,
})


def document_after_convert_refs_everywhere():
    load_plugins()
    from utcp_http.openapi_converter import OpenApiConverter

    thing = {"type": "object", "properties": {"n": {"type": "string"}}}
    document = spec({"/a": {"parameters": [{"$ref": "#/components/parameters/t"}],
                            "post": {"operationId": "a", "security": [{"k": []}],
                                     "requestBody": {"$ref": "#/components/requestBodies/b"},
                                     "responses": {"200": {"$ref": "#/components/responses/r"}}}}},
                    components={"parameters": {"t": {"name": "t", "in": "query", "schema": {"$ref": "#/components/schemas/S"}}},
                                "requestBodies": {"b": {"content": {JSON: {"schema": {"$ref": "#/components/schemas/S"}}}}},
                                "responses": {"r": {"description": "ok", "content": {JSON: {"schema": {"$ref": "#/components/schemas/S"}}}}},
                                "schemas": {"S": thing},
                                "securitySchemes": {"k": {"type": "apiKey", "name": "X-Key", "in": "header"}}})
    before = copy.deepcopy(document)
    OpenApiConverter(document).convert()
    return {"document unchanged by convert": document == before}


cases_of("openapi.template-name.edges", {
    "document-after-convert-refs-everywhere": document_after_convert_refs_everywhere,
})
cases_of("openapi.outputs.edges", {
    "response-by-ref": lambda: (lambda s: sorted((convert(s)[0].outputs.properties or {}).keys()))(
        spec({"/a": {"get": {"operationId": "a", "responses": {"200": {"$ref": "#/components/responses/r"}}}}},
             components={"responses": {"r": {"description": "ok", "content": {JSON: {"schema": body(["via_ref"])}}}}})),
    "json-with-charset-key": lambda: outputs_of({"200": {"description": "ok", "content": {
        "text/plain": {"schema": body(["t"])}, "application/json; charset=utf-8": {"schema": body(["j"])}}}}),
    "200-empty-content-and-201": lambda: outputs_of({"200": {"description": "ok", "content": {}},
                                                     "201": {"description": "c", "content": {JSON: {"schema": body(["c"])}}}}),
})


# Second reading (wave 3) 2026-11-29 (g-sse): edges the earlier readings left out.
cases_of("openapi.tool.name-and-tags", {
    "header-in-capitalised-and-unicode-name": lambda: one_tool({"/a": {"get": {
        "operationId": "a", "responses": OK, "parameters": [
            {"name": "X-Upper", "in": "Header", "schema": {"type": "string"}},
            {"name": "X-Länder", "in": "header", "schema": {"type": "string"}},
            {"name": "", "in": "header", "schema": {"type": "string"}}]}}}).tool_call_template.header_fields,
})
cases_of("openapi.outputs.edges", {
    "200-empty-object-and-201": lambda: outputs_of({"200": {},
                                                    "201": {"description": "c", "content": {JSON: {"schema": body(["c"])}}}}),
    "json-without-schema-and-xml": lambda: outputs_of({"200": {"description": "ok", "content": {
        JSON: {"example": {"j": 1}}, "application/xml": {"schema": body(["x"])}}}}),
    "swagger2-schema-on-response": lambda: outputs_of({"200": {"description": "ok", "schema": body(["s"])}}),
})
cases_of("openapi.base-url.edges", {
    "server-entry-null": lambda: outcome(lambda: base_url_edge([None], "https://docs.example.com/openapi.json")),
    "server-url-number": lambda: outcome(lambda: base_url_edge([{"url": 8080}], "https://docs.example.com/openapi.json")),
    "file-single-slash-spec-url": lambda: base_url_edge(None, "file:/srv/specs/openapi.json"),
    "scheme-relative-with-port": lambda: base_url_edge(None, "//docs.example.com:8443/openapi.json"),
})


def name_outcome(title=..., **options):
    return outcome(lambda: name_of(title, **options))


cases_of("openapi.template-name.edges", {
    "bool-title": lambda: name_outcome(True, call_template_name="given"),
    "list-title": lambda: name_outcome(["a b", "c"], call_template_name="given"),
    "every-ascii-punctuation": lambda: name_of("".join(chr(c) for c in range(33, 127) if not chr(c).isalnum())),
    "no-break-space-kept": lambda: name_of("A\u00a0B\u3000C"),
    "call-template-name-replaced": lambda: name_of(call_template_name="my api-v2"),
    "info-null": lambda: outcome(lambda: (lambda s: (s.update(info=None), convert(s, call_template_name="given"))[1])(
        spec({"/a": {"get": {"operationId": "a", "responses": OK}}}))[0].tool_call_template.name),
    "info-without-title": lambda: (lambda s: (s.update(info={"version": "1"}),
                                              convert(s, call_template_name="given")[0].tool_call_template.name)[1])(
        spec({"/a": {"get": {"operationId": "a", "responses": OK}}})),
})


def security_outcome(document):
    return outcome(lambda: {t.name: credential(t) for t in convert(document)})


def schemes_doc(security, schemes, where="components", **extra):
    s = spec({"/a": {"get": {"operationId": "a1", "security": security, "responses": OK},
                     "post": {"operationId": "a2", "security": [{"k": []}], "responses": OK}}}, **extra)
    if where == "components":
        s["components"] = {"securitySchemes": schemes}
    else:
        s[where] = schemes
    return s


KEY = {"type": "apiKey", "name": "X-Key", "in": "header"}
IMPLICIT = {"type": "oauth2", "flows": {"implicit": {"authorizationUrl": "https://t.example/auth", "scopes": {}}}}
cases_of("openapi.security.counter", {
    "openapi3-with-security-definitions": lambda: security_outcome(
        schemes_doc([{"k": []}], {"k": KEY}, where="securityDefinitions")),
    "components-without-schemes-and-definitions": lambda: security_outcome(
        schemes_doc([{"k": []}], {"k": KEY}, where="securityDefinitions", components={"schemas": {}})),
    "swagger2-without-components": lambda: security_outcome(
        {"swagger": "2.0", "info": {"title": "Old", "version": "1"}, "host": "api.example.com",
         "securityDefinitions": {"k": KEY},
         "paths": {"/a": {"get": {"operationId": "a1", "security": [{"k": []}], "responses": OK}}}}),
    "defined-scheme-without-credentials-first": lambda: security_outcome(
        schemes_doc([{"imp": []}, {"k": []}], {"k": KEY, "imp": IMPLICIT})),
    "unknown-type-beside-defined-in-one-requirement": lambda: security_outcome(
        schemes_doc([{"oidc": [], "k": []}], {"k": KEY, "oidc": {"type": "openIdConnect",
                                                                "openIdConnectUrl": "https://t.example/.well-known"}})),
})
cases_of("openapi.security.oauth2-edges", {
    "client-credentials-listed-first": lambda: oauth2({
        "clientCredentials": {"tokenUrl": "https://t.example/cc-token", "scopes": {"b": ""}},
        "authorizationCode": {"authorizationUrl": "https://t.example/auth", "tokenUrl": "https://t.example/code-token",
                              "scopes": {"a": ""}}}),
    "code-flow-without-token-url-then-client-credentials": lambda: oauth2({
        "authorizationCode": {"authorizationUrl": "https://t.example/auth", "scopes": {"a": ""}},
        "clientCredentials": {"tokenUrl": "https://t.example/cc-token", "scopes": {"b": ""}}}),
    "localhost-http-token-url": lambda: oauth2({"clientCredentials": {"tokenUrl": "http://localhost:9/token",
                                                                      "scopes": {}}}),
    "scheme-relative-token-url-plain-http-spec": lambda: oauth2(
        {"clientCredentials": {"tokenUrl": "//t.example/token", "scopes": {}}},
        spec_url="http://docs.example.com/openapi.json"),
    "relative-token-url-loopback-http-spec": lambda: oauth2(
        {"clientCredentials": {"tokenUrl": "/oauth/token", "scopes": {}}}, spec_url="http://127.0.0.1:9/openapi.json"),
})


def swagger2_oauth(flow, **extra):
    s = {"swagger": "2.0", "info": {"title": "Old", "version": "1"}, "host": "api.example.com",
         "securityDefinitions": {"o": {"type": "oauth2", "flow": flow, "scopes": {"r": ""}, **extra}},
         "paths": {"/a": {"get": {"operationId": "a", "security": [{"o": []}], "responses": OK}}}}
    a = convert(s)[0].tool_call_template.auth
    return None if a is None else {"type": type(a).__name__, "scope": a.scope, "token_url": a.token_url}


cases_of("openapi.security.oauth2-edges", {
    "swagger2-password-flow": lambda: swagger2_oauth("password", tokenUrl="https://t.example/token"),
    "swagger2-implicit-flow": lambda: swagger2_oauth("implicit", authorizationUrl="https://t.example/auth"),
    "swagger2-application-flow": lambda: swagger2_oauth("application", tokenUrl="https://t.example/token"),
})


def document_after_convert_swagger2_and_relative_token():
    load_plugins()
    from utcp_http.openapi_converter import OpenApiConverter

    document = {"swagger": "2.0", "info": {"title": "Old", "version": "1"}, "host": "api.example.com",
                "definitions": {"S": {"type": "object", "properties": {"n": {"type": "string"}}}},
                "parameters": {"b": {"name": "payload", "in": "body", "schema": {"$ref": "#/definitions/S"},
                                     "example": {"n": "x"}}},
                "securityDefinitions": {"o": {"type": "oauth2", "flow": "application", "tokenUrl": "/oauth/token",
                                              "scopes": {}}},
                "paths": {"/a": {"post": {"operationId": "a", "security": [{"o": []}],
                                          "parameters": [{"$ref": "#/parameters/b"}],
                                          "responses": {"200": {"description": "ok",
                                                                "schema": {"$ref": "#/definitions/S"}}}}}}}
    before = copy.deepcopy(document)
    OpenApiConverter(document, spec_url="https://docs.example.com/openapi.json").convert()
    return {"document unchanged by convert": document == before}


cases_of("openapi.template-name.edges", {
    "document-after-convert-swagger2-relative-token": document_after_convert_swagger2_and_relative_token,
})


# Second reading (wave 4) 2026-11-29 (x-api): media types whose entry or schema is null or empty, a 200 given as
# null, a number server URL in a document without a callable operation, other non-string server URLs, and more
# characters in call_template_name.
def _base_url_paths(servers, paths):
    s = spec(paths)
    s["servers"] = servers
    return outcome(lambda: [t.tool_call_template.url for t in convert(s, spec_url="https://docs.example.com/o.json")])


cases_of("openapi.outputs.edges", {
    "json-entry-null-and-xml": lambda: outcome(lambda: outputs_of({"200": {"description": "ok", "content": {
        JSON: None, "application/xml": {"schema": body(["x"])}}}})),
    "first-type-schema-null-then-xml": lambda: outputs_of({"200": {"description": "ok", "content": {
        "text/plain": {"schema": None}, "application/xml": {"schema": body(["x"])}}}}),
    "json-empty-schema-and-xml": lambda: outputs_of({"200": {"description": "ok", "content": {
        JSON: {"schema": {}}, "application/xml": {"schema": body(["x"])}}}}),
    "200-null-and-201": lambda: outputs_of({"200": None,
                                            "201": {"description": "c", "content": {JSON: {"schema": body(["c"])}}}}),
})
cases_of("openapi.base-url.edges", {
    "server-url-number-no-operations": lambda: _base_url_paths([{"url": 8080}], {}),
    "server-url-number-no-operation-id": lambda: _base_url_paths(
        [{"url": 8080}], {"/a": {"get": {"responses": OK}}}),
    "server-url-other-types": lambda: {repr(u): _base_url_paths([{"url": u}], {"/a": {"get": {
        "operationId": "a", "responses": OK}}}) for u in (True, 0, 1.5, ["https://a.example.com"])},
    "server-null-url-no-operations": lambda: _base_url_paths([{"url": None}], {}),
    "server-entry-string": lambda: _base_url_paths(["https://a.example.com"], {"/a": {"get": {
        "operationId": "a", "responses": OK}}}),
})
cases_of("openapi.template-name.edges", {
    "call-template-name-replaced-more": lambda: {n: name_of(..., call_template_name=n)
                                                 for n in ("a.b/c (d)", "ü\tx", "__", "—v2")},
})


# Second reading (wave 5) 2026-11-29 (h-sse): edges of the base URL, outputs, security and template name sentences.
cases_of("openapi.base-url.edges", {
    "wave5-server-entry-null-with-base-url": lambda: outcome(
        lambda: base_url_edge([None], "https://docs.example.com/openapi.json", base_url="https://api.example.com"))
    if LINE == "1.1" else skip("base_url is a 1.1 parameter"),
    "wave5-server-entry-other-types": lambda: {repr(e): _base_url_paths([e], {}) for e in (None, "https://a.example.com",
                                                                                          5, ["x"])},
    "wave5-server-url-types-no-operations": lambda: {repr(u): _base_url_paths([{"url": u}], {"/a": {"get": {
        "responses": OK}}}) for u in (True, [], {"x": 1})},
    "wave5-paths-null": lambda: _base_url_paths([{"url": "https://a.example.com"}], None),
    "wave5-unsupported-method-only": lambda: _base_url_paths([{"url": 8080}], {"/a": {"head": {
        "operationId": "h", "responses": OK}}}),
})
cases_of("openapi.outputs.edges", {
    "wave5-200-content-null-and-201": lambda: outcome(lambda: outputs_of({
        "200": {"description": "ok", "content": None},
        "201": {"description": "c", "content": {JSON: {"schema": body(["c"])}}}})),
    "wave5-200-string-and-201": lambda: outputs_of({
        "200": "OK", "201": {"description": "c", "content": {JSON: {"schema": body(["c"])}}}}),
    "wave5-json-listed-after-other-with-null-schema": lambda: outputs_of({"200": {"description": "ok", "content": {
        "application/xml": {"schema": body(["x"])}, JSON: {"schema": None}}}}),
})


def _wave5_document(security, schemes_at, **extra):
    s = spec({"/a": {"get": {"operationId": "a1", "security": security, "responses": OK},
                     "post": {"operationId": "a2", "security": [{"k": []}], "responses": OK}}}, **extra)
    s.update(schemes_at)
    return security_outcome(s)


cases_of("openapi.security.counter", {
    "wave5-components-null-with-definitions": lambda: _wave5_document(
        [{"k": []}], {"components": None, "securityDefinitions": {"k": KEY}}),
    "wave5-components-empty-with-definitions": lambda: _wave5_document(
        [{"k": []}], {"components": {}, "securityDefinitions": {"k": KEY}}),
    "wave5-http-digest-first": lambda: _wave5_document(
        [{"d": []}, {"k": []}], {"components": {"securitySchemes": {"k": KEY, "d": {"type": "http",
                                                                                 "scheme": "digest"}}}}),
    "wave5-mutual-tls-first": lambda: _wave5_document(
        [{"m": [], "k": []}], {"components": {"securitySchemes": {"k": KEY, "m": {"type": "mutualTLS"}}}}),
    "wave5-undefined-other-case-and-empty-requirement": lambda: _wave5_document(
        [{"K": []}, {}], {"components": {"securitySchemes": {"k": KEY}}}),
})
cases_of("openapi.security.oauth2-edges", {
    "wave5-implicit-and-password-flows": lambda: oauth2({
        "implicit": {"authorizationUrl": "https://t.example/auth", "scopes": {"a": ""}},
        "password": {"tokenUrl": "https://t.example/token", "scopes": {"b": ""}}}),
    "wave5-scheme-relative-loopback-token-url-plain-http-spec": lambda: oauth2(
        {"clientCredentials": {"tokenUrl": "//127.0.0.1:9/token", "scopes": {}}},
        spec_url="http://docs.example.com/openapi.json"),
    "wave5-relative-token-url-upper-case-http-spec": lambda: oauth2(
        {"clientCredentials": {"tokenUrl": "/oauth/token", "scopes": {}}}, spec_url="HTTP://docs.example.com/o.json"),
    "wave5-scopes-null-list-or-absent": lambda: {label: oauth2({"clientCredentials": {
        "tokenUrl": "https://t.example/token", **({} if scopes is ... else {"scopes": scopes})}})
        for label, scopes in (("null", None), ("list", ["a", "b"]), ("absent", ...))},
})
cases_of("openapi.template-name.edges", {
    "wave5-float-and-dict-title": lambda: {"1.5": name_outcome(1.5, call_template_name="given"),
                                           "{'a b': 1}": name_outcome({"a b": 1}, call_template_name="given")},
    "wave5-control-emoji-and-combining-kept": lambda: name_of("a\x00b\x7fc🙂e\u0301\u200dz"),
    "wave5-call-template-name-punctuation-only": lambda: name_of(call_template_name="!?"),
    "wave5-info-string-or-list": lambda: {repr(i): outcome(lambda i=i: (lambda s: (
        s.update(info=i), convert(s, call_template_name="given")[0].tool_call_template.name)[1])(
        spec({"/a": {"get": {"operationId": "a", "responses": OK}}}))) for i in ("T", [])},
})


# First reading, wave 6 (2026-11-29): edges of the converter sentences of the guides, the RFC and the API prose.

def _w6_first(paths, **extra):
    tools = convert(spec(paths, **extra))
    return tools[0] if tools else None


def _w6_inputs(paths, **extra):
    tool = _w6_first(paths, **extra)
    if tool is None:
        return None
    return {"inputs": sorted((tool.inputs.properties or {}).keys()), "body_field": tool.tool_call_template.body_field}


cases_of("openapi.operations.selection", {
    "w6-upper-case-method-key": lambda: names(convert(spec({"/items": {
        "GET": {"operationId": "getUpper", "responses": OK}, "Post": {"operationId": "postMixed", "responses": OK}}}))),
    "w6-empty-operation-id": lambda: names(convert(spec({"/items": {
        "get": {"operationId": "", "responses": OK}, "post": {"operationId": "kept", "responses": OK}}}))),
    "w6-path-item-ref": lambda: names(convert(spec(
        {"/items": {"$ref": "#/components/pathItems/Items"}},
        components={"pathItems": {"Items": {"get": {"operationId": "viaRef", "responses": OK}}}}))),
})

cases_of("openapi.parameters.placement", {
    "w6-path-item-parameter": lambda: _w6_inputs({"/items/{id}": {
        "parameters": [{"name": "id", "in": "path", "required": True, "schema": {"type": "string"}}],
        "get": {"operationId": "a", "responses": OK,
                "parameters": [{"name": "q", "in": "query", "schema": {"type": "string"}}]}}}),
    "w6-ref-parameter-on-path-item": lambda: _w6_inputs(
        {"/a": {"parameters": [{"$ref": "#/components/parameters/P"}],
                "get": {"operationId": "a", "responses": OK}}},
        components={"parameters": {"P": {"name": "page", "in": "query", "schema": {"type": "integer"}}}}),
})

cases_of("openapi.parameters.request-body", {
    "w6-json-with-charset": lambda: _w6_inputs({"/a": {"post": {"operationId": "a", "responses": OK, "requestBody": {
        "content": {"application/json; charset=utf-8": {"schema": {"type": "object"}}}}}}}),
    "w6-vendor-json": lambda: _w6_inputs({"/a": {"post": {"operationId": "a", "responses": OK, "requestBody": {
        "content": {"application/vnd.api+json": {"schema": {"type": "object"}}}}}}}),
    "w6-ref-request-body": lambda: _w6_inputs(
        {"/a": {"post": {"operationId": "a", "responses": OK,
                         "requestBody": {"$ref": "#/components/requestBodies/B"}}}},
        components={"requestBodies": {"B": {"content": {JSON: {"schema": {"type": "object"}}}}}}),
    "w6-ref-schema": lambda: _w6_inputs(
        {"/a": {"post": {"operationId": "a", "responses": OK, "requestBody": {
            "content": {JSON: {"schema": {"$ref": "#/components/schemas/S"}}}}}}},
        components={"schemas": {"S": {"type": "object", "properties": {"n": {"type": "string"}}}}}),
    "w6-multipart-body": lambda: _w6_inputs({"/a": {"post": {"operationId": "a", "responses": OK, "requestBody": {
        "content": {"multipart/form-data": {"schema": {"type": "object"}}}}}}}),
})


def _w6_auth_of(tool):
    auth = tool.tool_call_template.auth
    return None if auth is None else {"type": type(auth).__name__,
                                      **{k: v for k, v in auth.model_dump().items() if k != "auth_type"}}


@case("openapi.security.placeholders", "w6-counter-across-operations")
def _w6_counter_across():
    schemes = {"k": {"type": "apiKey", "name": "X-Key", "in": "header"}, "b": {"type": "http", "scheme": "basic"},
               "o": {"type": "oauth2", "flows": {"clientCredentials": {"tokenUrl": "https://t.example/token",
                                                                       "scopes": {}}}},
               "i": {"type": "oauth2", "flows": {"implicit": {"authorizationUrl": "https://t.example/a",
                                                              "scopes": {}}}}}
    paths = {"/1": {"get": {"operationId": "first_key", "security": [{"k": []}], "responses": OK}},
             "/2": {"get": {"operationId": "open", "responses": OK}},
             "/3": {"get": {"operationId": "implicit_only", "security": [{"i": []}], "responses": OK}},
             "/4": {"get": {"operationId": "second_basic", "security": [{"b": []}], "responses": OK}},
             "/5": {"get": {"operationId": "third_oauth2", "security": [{"o": []}], "responses": OK}},
             "/6": {"get": {"operationId": "fourth_key", "security": [{"k": []}], "responses": OK}}}
    tools = convert(spec(paths, components={"securitySchemes": schemes}))
    out = {}
    for t in tools:
        a = t.tool_call_template.auth
        out[t.name] = None if a is None else [v for k, v in sorted(a.model_dump().items())
                                              if isinstance(v, str) and v.startswith("${")]
    return out


cases_of("openapi.security.placeholders", {
    "w6-bearer-capitalised": lambda: secured({"type": "http", "scheme": "Bearer", "bearerFormat": "JWT"}),
    "w6-basic-capitalised": lambda: secured({"type": "HTTP", "scheme": "Basic"}),
    "w6-api-key-cookie": lambda: secured({"type": "apiKey", "name": "sid", "in": "cookie"}),
    "w6-empty-operation-security-over-global": lambda: _w6_auth_of(convert(spec(
        {"/a": {"get": {"operationId": "a", "security": [], "responses": OK}}},
        components={"securitySchemes": {"s": {"type": "apiKey", "name": "X-Key", "in": "header"}}},
        security=[{"s": []}]))[0]),
    "w6-operation-security-over-global": lambda: _w6_auth_of(convert(spec(
        {"/a": {"get": {"operationId": "a", "security": [{"b": []}], "responses": OK}}},
        components={"securitySchemes": {"s": {"type": "apiKey", "name": "X-Key", "in": "header"},
                                        "b": {"type": "http", "scheme": "basic"}}},
        security=[{"s": []}]))[0]),
})


@case("openapi.swagger2.body-and-basic", "w6-api-key-definition")
def _w6_swagger_api_key():
    s = {"swagger": "2.0", "info": {"title": "Old", "version": "1"}, "host": "api.example.com",
         "securityDefinitions": {"k": {"type": "apiKey", "name": "X-Key", "in": "header"}}, "security": [{"k": []}],
         "paths": {"/a": {"post": {"operationId": "a", "parameters": [
             {"name": "data", "in": "body", "required": True, "schema": {"type": "array"}}], "responses": OK}}}}
    tool = convert(s)[0]
    return {"inputs": sorted((tool.inputs.properties or {}).keys()), "required": tool.inputs.required,
            "body_field": tool.tool_call_template.body_field, "auth": _w6_auth_of(tool)}


cases_of("openapi.template-name.source", {
    "w6-ascii-punctuation": lambda: (lambda s: (s["info"].update(title="A b-c.d,e!f?g'h\"i\\j/k(l)m[n]o{p}q#r@s$t%u^v"
                                                                      "&w*x+y=z~0`1|2;3:4<5>6"),
                                                 convert(s)[0].tool_call_template.name)[1])(
        spec({"/a": {"get": {"operationId": "a", "responses": OK}}})),
    "w6-tab-dash-and-curly-apostrophe": lambda: (lambda s: (s["info"].update(title="Acme\u2019s\tAPI \u2013 v2"),
                                                            convert(s)[0].tool_call_template.name)[1])(
        spec({"/a": {"get": {"operationId": "a", "responses": OK}}})),
})


def _w6_swagger_implicit():
    s = {"swagger": "2.0", "info": {"title": "Old", "version": "1"}, "host": "api.example.com",
         "securityDefinitions": {"o": {"type": "oauth2", "flow": "implicit",
                                       "authorizationUrl": "https://t.example/a", "scopes": {}}},
         "paths": {"/a": {"get": {"operationId": "a", "security": [{"o": []}], "responses": OK}}}}
    return _w6_auth_of(convert(s)[0])


cases_of("openapi.operations.selection", {
    "w6-number-operation-id": lambda: outcome(lambda: names(convert(spec({"/items": {
        "get": {"operationId": 123, "responses": OK}, "post": {"operationId": "kept", "responses": OK}}})))),
    "w6-duplicate-operation-id": lambda: names(convert(spec({"/a": {"get": {"operationId": "same", "responses": OK}},
                                                             "/b": {"get": {"operationId": "same", "responses": OK}}}))),
})
cases_of("openapi.security.placeholders", {
    "w6-api-key-in-capitalised": lambda: outcome(lambda: secured({"type": "apiKey", "name": "X-Key", "in": "Header"})),
    "w6-api-key-without-name-and-in": lambda: secured({"type": "apiKey"}),
    "w6-swagger2-implicit-only": _w6_swagger_implicit,
})


# Third reading (wave 7) 2026-11-29 (w7): a first media type without a schema key or with schema {} before one with a
# schema; a 200 without content beside a default with a schema; a 200 whose only media type is application/json
# without a schema beside a 201.
cases_of("openapi.outputs.edges", {
    "wave7-first-without-schema-then-xml": lambda: outputs_of({"200": {"description": "ok", "content": {
        "text/plain": {}, "application/xml": {"schema": body(["x"])}}}}),
    "wave7-first-empty-schema-then-xml": lambda: outputs_of({"200": {"description": "ok", "content": {
        "text/plain": {"schema": {}}, "application/xml": {"schema": body(["x"])}}}}),
    "wave7-200-without-content-and-default": lambda: outputs_of({
        "200": {"description": "ok"}, "default": {"description": "d", "content": {JSON: {"schema": body(["d"])}}}}),
    "wave7-200-json-without-schema-and-201": lambda: outputs_of({
        "200": {"description": "ok", "content": {JSON: {}}},
        "201": {"description": "c", "content": {JSON: {"schema": body(["c"])}}}}),
})


# Third reading (wave 7) 2026-11-29 (w7): a relative tokenUrl against plain-http spec_urls on localhost, 127.1 and
# [::1]; an OpenAPI 2 accessCode flow; an authorizationCode flow whose tokenUrl is empty, then clientCredentials.
cases_of("openapi.security.oauth2-edges", {
    "wave7-relative-token-url-localhost-http-spec": lambda: oauth2(
        {"clientCredentials": {"tokenUrl": "/oauth/token", "scopes": {}}}, spec_url="http://localhost:9/openapi.json"),
    "wave7-relative-token-url-short-loopback-http-spec": lambda: oauth2(
        {"clientCredentials": {"tokenUrl": "/oauth/token", "scopes": {}}}, spec_url="http://127.1:9/openapi.json"),
    "wave7-relative-token-url-ipv6-loopback-http-spec": lambda: oauth2(
        {"clientCredentials": {"tokenUrl": "/oauth/token", "scopes": {}}}, spec_url="http://[::1]:9/openapi.json"),
    "wave7-swagger2-access-code-flow": lambda: swagger2_oauth("accessCode", tokenUrl="https://t.example/token",
                                                              authorizationUrl="https://t.example/auth"),
    "wave7-empty-token-url-then-client-credentials": lambda: oauth2({
        "authorizationCode": {"authorizationUrl": "https://t.example/auth", "tokenUrl": "", "scopes": {"a": ""}},
        "clientCredentials": {"tokenUrl": "https://t.example/cc-token", "scopes": {"b": ""}}}),
})
