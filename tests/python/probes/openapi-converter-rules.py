"""Claim: the OpenAPI converter's rules (API page of utcp_http.openapi_converter).

Only get/post/put/delete/patch operations with an operationId become tools; description is the
summary or else the description; header parameters go to header_fields; a JSON request body
becomes the input `body`; outputs come from 200 before 201; the base URL is the first server as
written (relative stays relative), else the scheme and host of spec_url; templates are named after
info.title with punctuation replaced by `_`, else after call_template_name; credentials get
numbered placeholders in order (apiKey, bearer as `Bearer ${API_KEY_n}`, basic).
versions: 1.0, next
"""
import copy

from utcp_probe import load_plugins, observe, verdict

load_plugins()
from utcp_http.openapi_converter import OpenApiConverter

JSON = "application/json"
SPEC = {
    "openapi": "3.0.0", "info": {"title": "Billing API v2!", "version": "1"}, "servers": [{"url": "/rel"}],
    "components": {"securitySchemes": {"k": {"type": "apiKey", "name": "X-Key", "in": "header"},
                                       "b": {"type": "http", "scheme": "bearer"},
                                       "basic": {"type": "http", "scheme": "basic"}}},
    "paths": {"/items/{id}": {
        "parameters": [{"name": "id", "in": "path", "required": True, "schema": {"type": "string"}}],
        "get": {"operationId": "getItem", "summary": "Get it", "description": "long", "security": [{"k": []}],
                "parameters": [{"name": "X-Trace", "in": "header", "schema": {"type": "string"}}],
                "responses": {"201": {"description": "c", "content": {JSON: {"schema": {"type": "object", "properties": {"b": {}}}}}},
                              "200": {"description": "ok", "content": {JSON: {"schema": {"type": "object", "properties": {"a": {}}}}}}}},
        "post": {"summary": "no operationId", "responses": {"200": {"description": "ok"}}},
        "put": {"operationId": "putItem", "description": "only desc", "security": [{"b": []}],
                "requestBody": {"content": {JSON: {"schema": {"type": "object"}}}}, "responses": {"default": {"description": "d"}}},
        "patch": {"operationId": "patchItem", "security": [{"basic": []}], "responses": {"200": {"description": "ok"}}},
        "head": {"operationId": "headItem", "responses": {"200": {"description": "ok"}}},
    }},
}

tools = {t.name: t for t in OpenApiConverter(copy.deepcopy(SPEC), spec_url="https://api.example.com/openapi.json").convert().tools}
seen = {name: {"description": t.description, "inputs": sorted((t.inputs.properties or {}).keys()),
               "outputs": sorted((t.outputs.properties or {}).keys()), "url": t.tool_call_template.url,
               "template": t.tool_call_template.name, "header_fields": t.tool_call_template.header_fields,
               "auth": [type(t.tool_call_template.auth).__name__,
                        getattr(t.tool_call_template.auth, "api_key", None) or getattr(t.tool_call_template.auth, "username", None)]}
        for name, t in tools.items()}
bare = copy.deepcopy(SPEC)
del bare["servers"], bare["info"]["title"]
other = OpenApiConverter(bare, spec_url="https://api.example.com/specs/openapi.json", call_template_name="billing").convert().tools[0]
observe("tools", seen)
observe("without servers and title", [other.tool_call_template.url, other.tool_call_template.name])
verdict(
    sorted(seen) == ["getItem", "patchItem", "putItem"]
    and seen["getItem"]["description"] == "Get it" and seen["putItem"]["description"] == "only desc"
    and seen["getItem"]["header_fields"] == ["X-Trace"] and seen["getItem"]["outputs"] == ["a"]
    and "body" in seen["putItem"]["inputs"]
    and seen["getItem"]["url"] == "/rel/items/{id}" and seen["getItem"]["template"] == "Billing_API_v2_"
    and seen["getItem"]["auth"] == ["ApiKeyAuth", "${API_KEY_0}"]
    and seen["putItem"]["auth"] == ["ApiKeyAuth", "Bearer ${API_KEY_1}"]
    and seen["patchItem"]["auth"] == ["BasicAuth", "${USERNAME_2}"]
    and [other.tool_call_template.url, other.tool_call_template.name] == ["https://api.example.com/items/{id}", "billing"]
)
