"""Cases of the 0.1 guide for tool providers (utcp 0.1.8): the manual model, how an http tool's
arguments reach the request, variables in a manual, the utcp_tool decorator and OpenAPI conversion."""
import json
import os
import tempfile
from typing import Dict, List, Optional

from _behaviour import LINE, case, cases_of, http_server, load_plugins, outcome_of

FOLDER = tempfile.mkdtemp()


def schema_keys():
    from utcp.shared.tool import ToolInputOutputSchema

    schema = ToolInputOutputSchema.model_validate({
        "type": "object", "additionalProperties": False, "default": {}, "$defs": {"d": {"type": "string"}},
        "oneOf": [{"required": ["a"]}], "required": ["a"],
        "properties": {"a": {"oneOf": [{"type": "string"}, {"type": "null"}], "$ref": "#/$defs/d",
                             "additionalProperties": False, "x-custom": 1}}})
    dumped = schema.model_dump(exclude_none=True)
    return {"top-level keys": sorted(dumped), "property a": dumped["properties"]["a"]}


@case("publishing.manual.schema-keys", "top-level-and-property")
def top_level_and_property():
    return schema_keys()


@case("publishing.manual.schema-keys", "manual-version-default")
def manual_version_default():
    from utcp.shared.utcp_manual import UtcpManual

    return UtcpManual(tools=[]).version


class Recorder:
    """A loopback server that records each request and answers {"ok": true}."""

    def __init__(self):
        self.seen = []

    def routes(self):
        from aiohttp import web

        async def record(request):
            body = await request.read()
            self.seen.append({
                "method": request.method, "path": request.raw_path,
                "headers": {k: v for k, v in request.headers.items()
                            if k.lower() not in ("host", "user-agent", "accept", "accept-encoding", "content-length")},
                "body": body.decode("utf-8", "replace")})
            return web.json_response({"ok": True})

        return {(method, "/{tail:.*}"): record for method in ("GET", "POST", "PUT", "DELETE", "PATCH")}


async def http_call(provider: dict, arguments: dict, variables: Optional[dict] = None):
    """Registers one http tool with `provider` (its url relative to the loopback server) and calls it."""
    from utcp.client.utcp_client import UtcpClient
    from utcp.shared.provider import TextProvider

    recorder = Recorder()
    async with http_server(recorder.routes()) as base:
        manual = {"version": "1.0.0", "tools": [{"name": "t", "description": "", "tool_provider": {
            "name": "p", "provider_type": "http", **provider, "url": base + provider["url"]}}]}
        path = os.path.join(FOLDER, f"http-{len(os.listdir(FOLDER))}.json")
        with open(path, "w") as handle:
            json.dump(manual, handle)
        client = await UtcpClient.create(config={"variables": variables or {}})
        await client.register_tool_provider(TextProvider(name="shop", file_path=path))
        result = await outcome_of(client.call_tool("shop.t", arguments))
    if "error" in result:
        return {"error": result["error"], "requests": recorder.seen}
    return recorder.seen[0] if len(recorder.seen) == 1 else recorder.seen


cases_of("publishing.http.argument-placement", {
    "header-field-values": lambda: http_call(
        {"url": "/h", "header_fields": ["X-Num", "X-Flag", "X-Obj", "X-Null", "X-Absent"]},
        {"X-Num": 5, "X-Flag": True, "X-Obj": {"a": 1}, "X-Null": None}),
    "body-default-field": lambda: http_call(
        {"url": "/orders", "http_method": "POST"}, {"body": {"isbn": "978", "note": "grüße"}}),
    "body-custom-field-form": lambda: http_call(
        {"url": "/orders", "http_method": "POST", "body_field": "order",
         "content_type": "application/x-www-form-urlencoded"}, {"order": {"isbn": "978", "qty": 2}}),
    "body-text-plain": lambda: http_call(
        {"url": "/notes", "http_method": "PUT", "body_field": "text", "content_type": "text/plain"},
        {"text": "line one\r\nline two"}),
    "body-object-text-plain": lambda: http_call(
        {"url": "/notes", "http_method": "POST", "body_field": "note", "content_type": "text/plain"},
        {"note": {"a": "1"}}),
    "body-json-charset": lambda: http_call(
        {"url": "/orders", "http_method": "POST", "content_type": "application/json; charset=utf-8"},
        {"body": {"a": 1}}),
    "placeholder-plain": lambda: http_call({"url": "/v1/books/{isbn}"}, {"isbn": "9780262046305"}),
    "placeholder-reserved-characters": lambda: http_call({"url": "/v1/books/{isbn}"}, {"isbn": "a/b c?d=1#e"}),
    "placeholder-missing": lambda: http_call({"url": "/v1/books/{isbn}"}, {}),
    "query-on-post": lambda: http_call(
        {"url": "/orders", "http_method": "POST"}, {"body": {"a": 1}, "dry_run": "yes", "n": 2}),
    "query-boolean": lambda: http_call({"url": "/search"}, {"in_stock": True}),
    "query-null": lambda: http_call({"url": "/search"}, {"q": None}),
    "header-field-also-placeholder": lambda: http_call(
        {"url": "/v1/books/{isbn}", "header_fields": ["isbn"]}, {"isbn": "978"}),
})

BOOKSHOP_AUTH = {"auth_type": "api_key", "api_key": "$BOOKSHOP_API_KEY", "var_name": "X-Api-Key", "location": "header"}


@case("publishing.http.argument-placement", "bookshop-example")
async def bookshop_example():
    variables = {"BOOKSHOP_API_KEY": "k-123"}
    get_book = await http_call({"url": "/v1/books/{isbn}", "auth": BOOKSHOP_AUTH}, {"isbn": "9780262046305"},
                               variables)
    order = await http_call(
        {"url": "/v1/orders", "http_method": "POST", "content_type": "application/json", "body_field": "order",
         "header_fields": ["Idempotency-Key"], "auth": BOOKSHOP_AUTH},
        {"order": {"items": [{"isbn": "9780262046305", "quantity": 1}], "shipping_address": "1 Main St"},
         "Idempotency-Key": "o-1"}, variables)
    return {"get_book": get_book, "place_order": order}


async def variables_call(url, auth_key, *, variables=None, env=None, dotenv=None, calls=1, between=None):
    """Calls an http tool whose url and api key hold variable references; returns what each call sent."""
    from utcp.client.utcp_client import UtcpClient
    from utcp.client.utcp_client_config import UtcpClientConfig, UtcpDotEnv
    from utcp.shared.provider import TextProvider

    for name, value in (env or {}).items():
        os.environ[name] = value
    recorder = Recorder()
    outcomes = []
    async with http_server(recorder.routes()) as base:
        manual = {"version": "1.0.0", "tools": [{"name": "t", "description": "", "tool_provider": {
            "name": "p", "provider_type": "http", "url": base + url,
            "auth": {"auth_type": "api_key", "api_key": auth_key, "var_name": "X-Api-Key"}}}]}
        path = os.path.join(FOLDER, f"vars-{len(os.listdir(FOLDER))}.json")
        with open(path, "w") as handle:
            json.dump(manual, handle)
        config = UtcpClientConfig(variables=variables or {})
        if dotenv is not None:
            env_path = os.path.join(FOLDER, f"vars-{len(os.listdir(FOLDER))}.env")
            with open(env_path, "w") as handle:
                handle.write(dotenv)
            config.load_variables_from = [UtcpDotEnv(env_file_path=env_path)]
        client = await UtcpClient.create(config=config)
        registered = await client.register_tool_provider(TextProvider(name="shop", file_path=path))
        stored = registered[0].tool_provider.model_dump()
        for index in range(calls):
            if index and between:
                between()
            before = len(recorder.seen)
            result = await outcome_of(client.call_tool("shop.t", {}))
            sent = recorder.seen[before:]
            outcomes.append({"path": sent[0]["path"], "X-Api-Key": sent[0]["headers"].get("X-Api-Key")}
                            if sent and "error" not in result else result)
    for name in env or {}:
        os.environ.pop(name, None)
    return {"stored url": stored["url"].split("/", 3)[-1], "stored api_key": stored["auth"]["api_key"],
            "calls": outcomes}


def change_env():
    os.environ["PUB_ROTATING_KEY"] = "second"


cases_of("publishing.variables.manual-references", {
    "braces-and-bare": lambda: variables_call("/v/${PUB_SEGMENT}", "$PUB_KEY",
                                              variables={"PUB_SEGMENT": "books", "PUB_KEY": "k-1"}),
    "environment-read-per-call": lambda: variables_call("/v", "$PUB_ROTATING_KEY", env={"PUB_ROTATING_KEY": "first"},
                                                        calls=2, between=change_env),
    "dotenv-object": lambda: variables_call("/v", "${PUB_DOTENV_KEY}", dotenv="PUB_DOTENV_KEY=from-file\n"),
    "empty-environment-value": lambda: variables_call("/v", "$PUB_EMPTY_KEY", env={"PUB_EMPTY_KEY": ""}),
    "missing": lambda: variables_call("/v", "$PUB_NOBODY_KEY"),
    "unicode-name": lambda: variables_call("/v", "$PUB_KEY_Ä", variables={"PUB_KEY_Ä": "k-ü"}),
    "hyphen-ends-name": lambda: variables_call("/v", "$PUB-KEY", variables={"PUB": "k-2"}),
})


def decorate(function, **options):
    """Applies utcp_tool to `function` and returns its tool definition as a dict (provider left out)."""
    from utcp.shared.provider import HttpProvider
    from utcp.shared.tool import utcp_tool

    provider = HttpProvider(name="bookshop", url="https://api.books.example.com/v1/books", http_method="GET")
    utcp_tool(tool_provider=provider, **options)(function)
    return function.tool_definition().model_dump(exclude={"tool_provider"}, exclude_none=True)


@case("publishing.decorator.schemas", "page-example")
def decorator_page_example():
    from pydantic import BaseModel

    class Book(BaseModel):
        isbn: str
        title: str
        price_eur: float

    def search_books(q: str, limit: int = 10) -> List[Book]:
        """
        q Words to look for
        limit Largest number of results, 1 to 50
        Returns: Matching books, best match first
        """
        return []

    return decorate(search_books, description="Search the catalogue by words in the title or author name",
                    tags=["books", "catalogue", "search"])


@case("publishing.decorator.schemas", "type-mapping")
def decorator_type_mapping():
    def typed(s: str, i: int, f: float, b: bool, items: List[int], mapping: Dict[str, int], maybe: Optional[str] = None,
              untyped=1) -> dict:
        return {}

    definition = decorate(typed)
    properties = definition["inputs"]["properties"]
    return {"types": {name: spec["type"] for name, spec in properties.items()},
            "required": definition["inputs"]["required"], "tags": definition["tags"],
            "outputs": definition["outputs"]["properties"]}


@case("publishing.decorator.schemas", "docstring-prefix")
def decorator_docstring_prefix():
    def lookup(q: str, limit: int = 10) -> str:
        """
        quickly finds books
        limit: at most 50
        limits do not apply to staff
        """
        return ""

    properties = decorate(lookup)["inputs"]["properties"]
    return {name: spec["description"] for name, spec in properties.items()}


@case("publishing.decorator.schemas", "recorded-on-decoration")
def decorator_recorded():
    from utcp.shared.tool import ToolContext
    from utcp.shared.utcp_manual import UtcpManual

    before = len(ToolContext.get_tools())

    def first(x: str) -> str:
        return x

    def second(y: str) -> str:
        return y

    decorate(first)
    decorate(second)
    manual = UtcpManual.create(version="1.4.0")
    return {"recorded by the two decorations": len(ToolContext.get_tools()) - before,
            "manual tools": [tool.name for tool in manual.tools][-2:], "manual version": manual.version}


PETSTORE = {
    "openapi": "3.0.0", "info": {"title": "Pet Store API", "version": "1"},
    "components": {
        "schemas": {"Pet": {"type": "object", "properties": {"id": {"type": "integer"}, "name": {"type": "string"}}}},
        "securitySchemes": {"key": {"type": "apiKey", "in": "header", "name": "X-Key"},
                            "bearer": {"type": "http", "scheme": "bearer"},
                            "basic": {"type": "http", "scheme": "basic"},
                            "oauth": {"type": "oauth2", "flows": {"clientCredentials": {
                                "tokenUrl": "https://auth.example.com/token", "scopes": {"read": "r"}}}},
                            "implicit": {"type": "oauth2", "flows": {"implicit": {
                                "authorizationUrl": "https://auth.example.com/a", "scopes": {}}}}}},
    "paths": {
        "/pets/{petId}": {
            "parameters": [{"name": "petId", "in": "path", "required": True, "schema": {"type": "string"}}],
            "get": {"operationId": "getPet", "summary": "One pet", "description": "Long text", "tags": ["pets"],
                    "parameters": [{"name": "fields", "in": "query", "schema": {"type": "string"}},
                                   {"name": "X-Trace", "in": "header", "schema": {"type": "string"}},
                                   {"name": "session", "in": "cookie", "schema": {"type": "string"}}],
                    "security": [{"key": []}],
                    "responses": {"200": {"description": "ok", "content": {
                        "application/json": {"schema": {"$ref": "#/components/schemas/Pet"}}}}}},
            "head": {"operationId": "headPet", "responses": {"200": {"description": "ok"}}},
            "options": {"operationId": "optionsPet", "responses": {"200": {"description": "ok"}}},
            "trace": {"operationId": "tracePet", "responses": {"200": {"description": "ok"}}},
            "delete": {"summary": "no operationId", "responses": {"204": {"description": "gone"}}},
        },
        "/pets": {
            "post": {"operationId": "addPet", "description": "Adds a pet", "security": [{"bearer": []}],
                     "requestBody": {"required": True, "content": {
                         "application/json": {"schema": {"$ref": "#/components/schemas/Pet"}}}},
                     "responses": {"201": {"description": "made", "content": {
                         "application/json": {"schema": {"$ref": "#/components/schemas/Pet"}}}}}},
            "put": {"operationId": "formPet", "security": [{"basic": []}],
                    "requestBody": {"content": {"application/x-www-form-urlencoded": {
                        "schema": {"type": "object", "properties": {"name": {"type": "string"}}}}}},
                    "responses": {"default": {"description": "any", "content": {
                        "application/json": {"schema": {"type": "object"}}}}}},
            "patch": {"operationId": "charsetPet", "security": [{"oauth": []}],
                      "requestBody": {"content": {"application/json; charset=utf-8": {
                          "schema": {"type": "object"}}}},
                      "responses": {"200": {"description": "ok"}}},
            "get": {"operationId": "listPets", "security": [{"implicit": []}],
                    "responses": {"200": {"description": "ok"}}},
        },
    },
}


async def openapi_tools(document, *, name="petstore", path="/openapi.json", content_type="application/json",
                        raw=None):
    """Serves `document` at `path` and registers it as an http provider named `name`; returns the tools."""
    from aiohttp import web
    from utcp.client.utcp_client import UtcpClient
    from utcp.shared.provider import HttpProvider

    async def serve(request):
        return web.Response(text=raw if raw is not None else json.dumps(document), content_type=content_type)

    async with http_server({("GET", path): serve}) as base:
        client = await UtcpClient.create()
        tools = await client.register_tool_provider(HttpProvider(name=name, url=base + path, http_method="GET"))
        return [tool.model_dump(exclude_none=True) for tool in tools], base


def tool_summary(tool, base):
    provider = tool["tool_provider"]
    return {"name": tool["name"], "description": tool["description"], "tags": tool["tags"],
            "inputs": sorted(tool["inputs"].get("properties", {})), "required": tool["inputs"].get("required"),
            "header_fields": provider.get("header_fields"), "body_field": provider.get("body_field"),
            "url": provider["url"].replace(base, "<base>"), "method": provider["http_method"],
            "outputs": tool["outputs"]}


@case("publishing.openapi.conversion", "operations-and-inputs")
async def openapi_operations():
    tools, base = await openapi_tools(PETSTORE)
    return [tool_summary(tool, base) for tool in tools]


@case("publishing.openapi.conversion", "security-placeholders")
async def openapi_security():
    tools, _ = await openapi_tools(PETSTORE)
    return {tool["name"]: tool["tool_provider"].get("auth") for tool in tools}


@case("publishing.openapi.conversion", "hyphenated-provider-name")
async def openapi_hyphen():
    tools, _ = await openapi_tools(PETSTORE, name="pet-store")
    return {tool["name"]: tool["tool_provider"]["auth"]["api_key"] for tool in tools
            if tool["name"] in ("pet-store.getPet", "pet-store.addPet")}


@case("publishing.openapi.conversion", "hyphenated-provider-name-call")
async def openapi_hyphen_call():
    from aiohttp import web
    from utcp.client.utcp_client import UtcpClient
    from utcp.shared.provider import HttpProvider

    seen = []

    async def serve(request):
        base = str(request.url.origin())
        return web.json_response({**PETSTORE, "servers": [{"url": base}]})

    async def pet(request):
        seen.append({"X-Key": request.headers.get("X-Key"), "path": request.raw_path,
                     "cookies": dict(request.cookies)})
        return web.json_response({"id": 1})

    async with http_server({("GET", "/openapi.json"): serve, ("GET", "/pets/{id}"): pet}) as base:
        client = await UtcpClient.create(config={"variables": {"PET-STORE_API_KEY": "k", "PET_STORE_API_KEY": "k"}})
        await client.register_tool_provider(HttpProvider(name="pet-store", url=base + "/openapi.json"))
        result = await outcome_of(client.call_tool("pet-store.getPet", {"petId": "1", "session": "s-1"}))
    return {"result": result, "sent": seen}


def swagger2():
    return {"swagger": "2.0", "info": {"title": "t", "version": "1"}, "paths": {"/pets": {"post": {
        "operationId": "addPet", "parameters": [{"name": "pet", "in": "body", "required": True,
                                                 "schema": {"type": "object"}}],
        "responses": {"200": {"description": "ok", "schema": {"type": "object",
                                                              "properties": {"id": {"type": "integer"}}}}}}}}}


@case("publishing.openapi.conversion", "swagger-2-body-and-response")
async def openapi_swagger2():
    tools, base = await openapi_tools(swagger2())
    return [tool_summary(tool, base) for tool in tools]


@case("publishing.openapi.conversion", "yaml-unquoted-status")
async def openapi_yaml_status():
    raw = ("openapi: 3.0.0\ninfo: {title: t, version: '1'}\npaths:\n  /pets:\n    get:\n      operationId: listPets\n"
           "      responses:\n        200:\n          description: ok\n          content:\n"
           "            application/json:\n              schema: {type: array, items: {type: string}}\n")
    tools, base = await openapi_tools(None, path="/openapi.yaml", content_type="application/yaml", raw=raw)
    return [{"name": tool["name"], "outputs": tool["outputs"]} for tool in tools]


def external_ref_document():
    document = json.loads(json.dumps(PETSTORE))
    document["paths"]["/pets"]["get"]["responses"]["200"]["content"] = {
        "application/json": {"schema": {"$ref": "pets.json#/Pet"}}}
    return document


@case("publishing.openapi.conversion", "external-ref")
async def openapi_external_ref():
    tools, _ = await openapi_tools(external_ref_document())
    return [tool["name"] for tool in tools]


@case("publishing.openapi.conversion", "base-url")
async def openapi_base_url():
    def one(servers):
        document = {"openapi": "3.0.0", "info": {"title": "t", "version": "1"},
                    "paths": {"/pets": {"get": {"operationId": "listPets", "responses": {}}}}}
        if servers is not None:
            document["servers"] = servers
        return document

    found = {}
    for label, servers in (("two servers", [{"url": "https://api.example.com/v2"}, {"url": "https://b.example.com"}]),
                           ("no servers", None), ("relative server", [{"url": "/v2"}])):
        tools, base = await openapi_tools(one(servers))
        found[label] = tools[0]["tool_provider"]["url"].replace(base, "<base>")
    return found


@case("publishing.openapi.conversion", "text-provider-no-servers")
async def openapi_text_provider():
    from utcp.client.utcp_client import UtcpClient
    from utcp.shared.provider import TextProvider

    path = os.path.join(FOLDER, "openapi.json")
    with open(path, "w") as handle:
        json.dump({"openapi": "3.0.0", "info": {"title": "t", "version": "1"},
                   "paths": {"/pets": {"get": {"operationId": "listPets", "responses": {}}}}}, handle)
    client = await UtcpClient.create()
    tools = await client.register_tool_provider(TextProvider(name="local", file_path=path))
    return [tool.tool_provider.url.replace(FOLDER, "<folder>") for tool in tools]


@case("publishing.openapi.conversion", "manual-without-version")
async def openapi_manual_without_version():
    tools, _ = await openapi_tools({"tools": [{"name": "t", "description": "", "tool_provider": {
        "name": "p", "provider_type": "http", "url": "https://api.example.com/t"}}]})
    return [tool["name"] for tool in tools]


@case("publishing.http.argument-placement", "search-example")
async def search_example():
    return await http_call({"url": "/v1/books", "auth": BOOKSHOP_AUTH}, {"q": "structure interpretation", "limit": 5},
                           {"BOOKSHOP_API_KEY": "k-123"})


def model_fields():
    if LINE == "0.1":
        from utcp.shared.tool import Tool
        from utcp.shared.utcp_manual import UtcpManual
    else:
        load_plugins()
        from utcp.data.tool import Tool
        from utcp.data.utcp_manual import UtcpManual
    return {"manual": sorted(UtcpManual.model_fields), "tool": sorted(Tool.model_fields),
            "required tool fields": sorted(name for name, field in Tool.model_fields.items() if field.is_required())}


@case("publishing.manual.format-by-line", "v01-tool-without-provider")
def tool_without_provider():
    from utcp.shared.utcp_manual import UtcpManual

    try:
        UtcpManual.model_validate({"version": "1.0.0", "tools": [{"name": "t", "description": "d"}]})
    except Exception as error:  # noqa: BLE001 - the class is what the case reports
        return {"refused": type(error).__name__}
    return {"refused": False}


case("publishing.manual.format-by-line", "model-fields")(model_fields)


async def discovery_reaches_server(url_of):
    """Registers an http provider at url_of(port) and reports whether the loopback server saw the request."""
    from aiohttp import web
    from utcp.client.utcp_client import UtcpClient
    from utcp.shared.provider import HttpProvider

    seen = []

    async def manual(request):
        seen.append(request.raw_path)
        return web.json_response({"version": "1.0.0", "tools": [{"name": "t", "description": "", "tool_provider": {
            "name": "p", "provider_type": "http", "url": "https://api.example.com/t"}}]})

    async with http_server({("GET", "/utcp"): manual}) as base:
        port = base.rsplit(":", 1)[1]
        client = await UtcpClient.create()
        tools = await outcome_of(client.register_tool_provider(HttpProvider(name="d", url=url_of(port))))
    return {"request reached the server": bool(seen),
            "tools": [tool.name for tool in tools["value"]] if "value" in tools else tools}


cases_of("publishing.manual.discovery-url", {
    "loopback-http": lambda: discovery_reaches_server(lambda port: f"http://127.0.0.1:{port}/utcp"),
    "loopback-short-form": lambda: discovery_reaches_server(lambda port: f"http://127.1:{port}/utcp"),
    "upper-case-scheme": lambda: discovery_reaches_server(lambda port: f"HTTP://127.0.0.1:{port}/utcp"),
    "localhost-prefix-userinfo": lambda: discovery_reaches_server(lambda port: f"http://localhost@127.0.0.1:{port}/utcp"),
})
