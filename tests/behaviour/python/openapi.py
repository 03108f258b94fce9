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
