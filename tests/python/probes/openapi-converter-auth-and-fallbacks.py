"""Claim: the OpenAPI converter's credentials, fallbacks and constants (its API page).

An oauth2 scheme with a client-credentials or authorization-code flow that has a `tokenUrl` gives
OAuth2Auth with `${CLIENT_ID_n}`, `${CLIENT_SECRET_n}` and the scopes joined by spaces; `auth_tools`
replaces the generated credentials when it has the same class and, for API keys, the same header
name (any case) and location, else the placeholders stay; placeholder_counter holds the number of
the next placeholder and convert() starts it again at 0; the generated template is an
HttpCallTemplate with the operation's method and `<base><path>`, `{name}` kept; tags are copied and
outputs fall back to `default`; an OpenAPI 2 `in: body` parameter becomes `body` and its `basic`
scheme BasicAuth; `$ref` parameters are resolved; without `servers` and `spec_url` a notice goes to
stderr and the base is `/`; without a title or call_template_name the template is named
`openapi_call_template_<hex>`. Placeholders of a registered document resolve under the manual's
namespace (`billing_API_KEY_0`). In Next, OPENAPI_OPERATION_METHODS lists the eight path-item
method keys and SUPPORTED_HTTP_METHODS equals the methods HttpCallTemplate accepts.
versions: 1.0, next
"""
import contextlib
import copy
import io
import re
import typing

from aiohttp import web
from utcp_probe import core_version, http_server, load_plugins, observe, run

JSON = "application/json"
OK = {"200": {"description": "ok"}}


async def main() -> bool:
    load_plugins()
    from utcp.data.auth_implementations import ApiKeyAuth, BasicAuth
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.utcp_client import UtcpClient
    from utcp_http import openapi_converter
    from utcp_http.http_call_template import HttpCallTemplate
    from utcp_http.openapi_converter import OpenApiConverter

    checks = {}
    spec = {
        "openapi": "3.0.0", "info": {"title": "T", "version": "1"}, "servers": [{"url": "https://api.example.com/v1"}],
        "components": {
            "parameters": {"Id": {"name": "id", "in": "path", "required": True, "schema": {"type": "string"}}},
            "securitySchemes": {
                "key": {"type": "apiKey", "name": "X-Key", "in": "header"},
                "cc": {"type": "oauth2", "flows": {"clientCredentials": {
                    "tokenUrl": "https://auth.example.com/token", "scopes": {"read": "r", "write": "w"}}}},
                "code": {"type": "oauth2", "flows": {"authorizationCode": {
                    "authorizationUrl": "https://auth.example.com/authorize",
                    "tokenUrl": "https://auth.example.com/token", "scopes": {"a": "a"}}}}}},
        "paths": {"/items/{id}": {
            "put": {"operationId": "putItem", "tags": ["items"], "security": [{"key": []}],
                    "parameters": [{"$ref": "#/components/parameters/Id"}],
                    "responses": {"default": {"description": "d", "content": {JSON: {"schema": {
                        "type": "object", "properties": {"done": {"type": "boolean"}}}}}}}},
            "get": {"operationId": "getItem", "security": [{"cc": []}], "responses": OK},
            "delete": {"operationId": "deleteItem", "security": [{"code": []}], "responses": OK}}},
    }
    converter = OpenApiConverter(copy.deepcopy(spec))
    tools = {t.name: t for t in converter.convert().tools}
    counter_after_first = converter.placeholder_counter
    again = {t.name: t for t in converter.convert().tools}
    put = tools["putItem"].tool_call_template
    cc = tools["getItem"].tool_call_template.auth
    code = tools["deleteItem"].tool_call_template.auth
    observe("oauth2 credentials", [[type(a).__name__, a.client_id, a.client_secret, a.scope, a.token_url] for a in (cc, code)])
    checks["oauth2 flows give OAuth2Auth with placeholders"] = {cc.client_id, code.client_id} == {"${CLIENT_ID_1}", "${CLIENT_ID_2}"} \
        and cc.scope == "read write" and code.scope == "a" and cc.client_secret.startswith("${CLIENT_SECRET_")
    observe("placeholder_counter after convert, placeholders on a second convert",
            [counter_after_first, again["putItem"].tool_call_template.auth.api_key])
    checks["counter is the next number and convert restarts it"] = counter_after_first == 3 \
        and again["putItem"].tool_call_template.auth.api_key == "${API_KEY_0}"
    observe("put template", [type(put).__name__, put.http_method, put.url])
    checks["template is HttpCallTemplate with method and url"] = isinstance(put, HttpCallTemplate) \
        and put.http_method == "PUT" and put.url == "https://api.example.com/v1/items/{id}"
    checks["$ref parameter resolved"] = "id" in (tools["putItem"].inputs.properties or {})
    checks["tags copied, outputs from default"] = tools["putItem"].tags == ["items"] \
        and "done" in (tools["putItem"].outputs.properties or {})

    def auth_for(auth_tools):
        return OpenApiConverter(copy.deepcopy(spec), auth_tools=auth_tools).convert().tools
    same = {t.name: t.tool_call_template.auth for t in auth_for(ApiKeyAuth(api_key="real", var_name="x-key", location="header"))}
    other_name = {t.name: t.tool_call_template.auth for t in auth_for(ApiKeyAuth(api_key="real", var_name="X-Other", location="header"))}
    other_place = {t.name: t.tool_call_template.auth for t in auth_for(ApiKeyAuth(api_key="real", var_name="X-Key", location="query"))}
    other_class = {t.name: t.tool_call_template.auth for t in auth_for(BasicAuth(username="u", password="p"))}
    observe("auth_tools outcomes", [same["putItem"].api_key, other_name["putItem"].api_key,
                                   other_place["putItem"].api_key, other_class["putItem"].api_key,
                                   type(same["getItem"]).__name__])
    checks["auth_tools used only when compatible"] = same["putItem"].api_key == "real" \
        and other_name["putItem"].api_key == other_place["putItem"].api_key == other_class["putItem"].api_key == "${API_KEY_0}" \
        and type(same["getItem"]).__name__ == "OAuth2Auth"

    swagger = {"swagger": "2.0", "info": {"title": "S", "version": "1"}, "host": "api.example.com", "basePath": "/v2",
               "schemes": ["https"], "securityDefinitions": {"b": {"type": "basic"}},
               "paths": {"/notes": {"post": {"operationId": "addNote", "security": [{"b": []}],
                                              "parameters": [{"name": "note", "in": "body", "schema": {"type": "object"}}],
                                              "responses": OK}}}}
    note = OpenApiConverter(swagger, spec_url="https://api.example.com/swagger.json").convert().tools[0]
    observe("OpenAPI 2 tool", [sorted((note.inputs.properties or {}).keys()), type(note.tool_call_template.auth).__name__])
    checks["OpenAPI 2 body and basic"] = "body" in (note.inputs.properties or {}) \
        and type(note.tool_call_template.auth).__name__ == "BasicAuth"

    bare = {"openapi": "3.0.0", "info": {"version": "1"}, "paths": {"/ping": {"get": {"operationId": "ping", "responses": OK}}}}
    err = io.StringIO()
    with contextlib.redirect_stderr(err):
        ping = OpenApiConverter(bare).convert().tools[0]
    random_name = re.fullmatch(r"openapi_call_template_[0-9a-f]{32}", ping.tool_call_template.name) is not None
    observe("without servers and spec_url", [ping.tool_call_template.url, random_name, err.getvalue().strip()])
    checks["fallback base / with a notice"] = ping.tool_call_template.url == "/ping" and "fallback" in err.getvalue()
    checks["random template name"] = random_name

    if core_version().startswith("1.1"):
        allowed = typing.get_args(HttpCallTemplate.model_fields["http_method"].annotation)
        observe("constants", [openapi_converter.OPENAPI_OPERATION_METHODS, openapi_converter.SUPPORTED_HTTP_METHODS, allowed])
        checks["operation keys"] = sorted(openapi_converter.OPENAPI_OPERATION_METHODS) == sorted(
            ["get", "put", "post", "delete", "options", "head", "patch", "trace"])
        checks["supported methods match the template"] = sorted(openapi_converter.SUPPORTED_HTTP_METHODS) == sorted(allowed)

    seen_keys = []

    async def document(request):
        served = copy.deepcopy(spec)
        served["servers"] = [{"url": str(request.url.origin())}]
        served["paths"] = {"/items/{id}": {"put": spec["paths"]["/items/{id}"]["put"]}}
        return web.json_response(served)

    async def item(request):
        seen_keys.append(request.headers.get("X-Key"))
        return web.json_response({"done": True})

    async with http_server({("GET", "/openapi.json"): document, ("PUT", "/items/{id}"): item}) as base:
        client = await UtcpClient.create(config={"variables": {"billing_API_KEY_0": "from-namespace", "API_KEY_0": "plain"}})
        result = await client.register_manual(CallTemplateSerializer().validate_dict(
            {"name": "billing", "call_template_type": "http", "url": f"{base}/openapi.json", "http_method": "GET"}))
        await client.call_tool("billing.putItem", {"id": "7"})
    observe("X-Key sent", [result.success, seen_keys])
    checks["placeholders resolve under the manual namespace"] = seen_keys == ["from-namespace"]

    failed = [name for name, ok in checks.items() if not ok]
    observe("failed checks", failed)
    return not failed


run(main)
