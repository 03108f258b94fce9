"""Cases of the `text` call template: inline content at 1.1 (at 1.0 `text` reads a file)."""
import json

from _behaviour import summarize, IMPL, LINE, call_with_template, case, cases_of, load_plugins, outcome_of

TOOL = {"name": "hello", "description": "d", "inputs": {}, "outputs": {},
        "tool_call_template": {"call_template_type": "text", "content": "hi"}}
MANUAL = {"utcp_version": "1.0.1", "manual_version": "3", "tools": [TOOL]}


def validate(data: dict):
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer

    template = CallTemplateSerializer().validate_dict({"name": "t", "call_template_type": "text", **data})
    return sorted(k for k, v in template.model_dump().items() if v is not None)


cases_of("text.template.content-and-file-path", {
    "both": lambda: validate({"content": "{}", "file_path": "m.json"}),
    "content-only": lambda: validate({"content": "{}"}),
    "file-path-only": lambda: validate({"file_path": "m.json"}),
})


@case("text.template.content-and-file-path", "neither")
def neither():
    return validate({})


async def register(content: str, **extra):
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.utcp_client import UtcpClient

    client = await UtcpClient.create()
    result = await client.register_manual(CallTemplateSerializer().validate_dict(
        {"name": "t", "call_template_type": "text", "content": content, **extra}))
    return {"success": result.success, "tools": [t.name for t in result.manual.tools],
            "errors": [summarize(e) for e in result.errors]}


@case("text.content.formats", "json")
async def content_json():
    return await register(json.dumps(MANUAL))


@case("text.content.formats", "yaml")
async def content_yaml():
    import yaml

    return await register(yaml.safe_dump(MANUAL))


cases_of("text.content.formats", {
    "neither": lambda: register("{not: [valid"),
    "empty": lambda: register(""),
})


@case("text.content.formats", "json-trailing-comma")
async def content_trailing_comma():
    return await register(json.dumps(MANUAL)[:-1] + ",}")


@case("text.content.formats", "path-of-a-manual-file")
async def content_is_a_path():
    import tempfile
    from pathlib import Path

    target = Path(tempfile.mkdtemp()) / "manual.json"
    target.write_text(json.dumps(MANUAL))
    return await register(str(target))


OPENAPI = {"openapi": "3.0.0", "info": {"title": "S", "version": "1"},
           "servers": [{"url": "http://127.0.0.1:9"}],
           "paths": {"/ping": {"get": {"operationId": "ping", "responses": {"200": {"description": "ok"}}}}}}


cases_of("text.content.openapi-loopback", {
    "no-base-url": lambda: register(json.dumps(OPENAPI)),
    "with-base-url": lambda: register(json.dumps(OPENAPI), base_url="https://api.example.com"),
})


@case("text.content.openapi-loopback", "with-base-url-allowing-http")
async def openapi_base_url_allowed():
    return await register(json.dumps(OPENAPI), base_url="https://api.example.com",
                          allowed_communication_protocols=["text", "http"])


@case("text.calls.content", "any-arguments")
async def call_returns_content():
    return await call_with_template({"call_template_type": "text", "content": "hello text"}, {"x": 1})


@case("text.calls.content", "file-path-tool")
async def call_reads_file():
    import tempfile
    from pathlib import Path

    folder = Path(tempfile.mkdtemp())
    (folder / "answer.txt").write_text("from the file")
    return await call_with_template({"call_template_type": "text", "file_path": str(folder / "answer.txt")}, {"x": 1})


# Adversarial review 2026-11-27 (Next page, python-1.1): the registration path a text manual really takes.

def stock_manual(description: str = "Stock of one SKU.", base: str = "https://x.example") -> dict:
    """The warehouse manual of the page: one http tool whose api key is a placeholder, plus one text tool."""
    http_tool = {"name": "stock_level", "description": description, "inputs": {}, "outputs": {},
                 "tool_call_template": {"name": "warehouse_api", "call_template_type": "http", "http_method": "GET",
                                        "url": base + "/echo/stock/{sku}",
                                        "auth": {"auth_type": "api_key", "api_key": "${WAREHOUSE_API_KEY}",
                                                 "var_name": "X-Api-Key", "location": "header"}}}
    return {"utcp_version": "1.0.0", "manual_version": "1", "tools": [http_tool, TOOL if LINE == "1.1" else FILE_TOOL]}


async def register_warehouse(content: str, variables: dict, **extra):
    """A client with `variables`, and the result of registering the text manual `warehouse` holding `content`."""
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.utcp_client import UtcpClient

    client = await UtcpClient.create(config={"variables": variables})
    template = CallTemplateSerializer().validate_dict(
        {"name": "warehouse", "call_template_type": "text", "content": content, **extra})
    return client, await outcome_of(client.register_manual(template))


def registered(outcome: dict):
    if "value" not in outcome:
        return outcome
    result = outcome["value"]
    return {"success": result.success, "tools": sorted(t.name for t in result.manual.tools),
            "errors": [summarize(e) for e in result.errors]}


async def tools_kept(**extra):
    _, outcome = await register_warehouse(json.dumps(stock_manual()), {"warehouse_WAREHOUSE_API_KEY": "k"}, **extra)
    return registered(outcome)


cases_of("text.manual.tools-by-protocol", {
    "no-field": lambda: tools_kept(),
    "lists-http": lambda: tools_kept(allowed_communication_protocols=["http"]),
    "empty-list": lambda: tools_kept(allowed_communication_protocols=[]),
    "lists-http-and-text": lambda: tools_kept(allowed_communication_protocols=["http", "text"]),
})


async def call_stock(variables: dict, *, change_after: dict | None = None, description: str = "Stock of one SKU."):
    """Registers the warehouse manual against a loopback echo server, calls stock_level; returns what was sent."""
    from _behaviour import echo_server

    async with echo_server() as (base, server):
        client, outcome = await register_warehouse(json.dumps(stock_manual(description, base)), variables,
                                                   allowed_communication_protocols=["http"])
        if "value" not in outcome or not outcome["value"].success:
            return {"registration": registered(outcome)}
        if change_after:
            client.config.variables.update(change_after)
        called = await outcome_of(client.call_tool("warehouse.stock_level", {"sku": "TSHIRT-BLK-M"}))
        tool = await client.config.tool_repository.get_tool("warehouse.stock_level")
        return {"called": called,
                "sent": [{"path": s["path"], "x-api-key": s["headers"].get("X-Api-Key")} for s in server.seen],
                "description": tool.description}


cases_of("text.content.variables-at-registration", {
    "warehouse-example": lambda: call_stock({"warehouse_WAREHOUSE_API_KEY": "secret-1"}),
    "changed-after-registration": lambda: call_stock({"warehouse_WAREHOUSE_API_KEY": "secret-1"},
                                                     change_after={"warehouse_WAREHOUSE_API_KEY": "secret-2"}),
    "unprefixed-name": lambda: call_stock({"WAREHOUSE_API_KEY": "secret-1"}),
    "description-pulls-variable": lambda: call_stock(
        {"warehouse_WAREHOUSE_API_KEY": "secret-1", "warehouse_DB_PASSWORD": "hunter2"},
        description="Stock. ${DB_PASSWORD}"),
    "dollar-digit-in-description": lambda: call_stock({"warehouse_WAREHOUSE_API_KEY": "secret-1"},
                                                      description="Costs $5 per call."),
    "dollar-ref-in-description": lambda: call_stock({"warehouse_WAREHOUSE_API_KEY": "secret-1"},
                                                    description="See $ref in the schema."),
    "dollar-ref-changed-after-registration": lambda: call_stock(
        {"warehouse_WAREHOUSE_API_KEY": "secret-1"}, change_after={"warehouse_WAREHOUSE_API_KEY": "secret-2"},
        description="See $ref in the schema."),
})


def template_fields(extra: dict):
    return validate({"content": "{}", **extra})


cases_of("text.template.fields", {
    "unknown-key": lambda: template_fields({"retries": 1}),
    "auth-null": lambda: template_fields({"auth": None}),
    "auth-object": lambda: template_fields({"auth": {"auth_type": "api_key", "api_key": "k", "var_name": "X"}}),
    "file-path-null": lambda: template_fields({"file_path": None}),
    "content-null": lambda: validate({"content": None}),
})


@case("text.calls.content", "json-content")
async def call_json_content():
    return await call_with_template({"call_template_type": "text", "content": '{"a": 1}'}, {})


@case("text.calls.content", "streaming")
async def stream_content():
    from _behaviour import stream_with_template

    return await stream_with_template({"call_template_type": "text", "content": "hello text"}, {"x": 1})


# Adversarial review 2026-11-27 (1.0 page, python-1.0): the 1.0 template reads `file_path`.

async def register_file(files: dict, file_path: str, variables: dict | None = None, **extra):
    """Writes `files` (name -> text) into a fresh root_dir and registers text manual `warehouse` reading `file_path`.

    Returns the client, the root folder and the registration outcome."""
    import tempfile
    from pathlib import Path

    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.utcp_client import UtcpClient

    root = Path(tempfile.mkdtemp())
    for name, text in files.items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(text, encoding="utf-8")
    client = await UtcpClient.create(root_dir=str(root), config={"variables": variables or {}})
    template = CallTemplateSerializer().validate_dict(
        {"name": "warehouse", "call_template_type": "text", "file_path": file_path, **extra})
    return client, root, await outcome_of(client.register_manual(template))


def registered_file(outcome: dict):
    """Success, tool names and the last line of each error (1.0 puts a traceback in errors)."""
    if "value" not in outcome:
        return outcome
    result = outcome["value"]
    return {"success": result.success, "tools": sorted(t.name for t in result.manual.tools),
            "errors": [summarize(e) for e in result.errors]}


async def read_as(files: dict, file_path: str, **kw):
    _, _, outcome = await register_file(files, file_path, **kw)
    return registered_file(outcome)


FILE_TOOL = {"name": "hello", "description": "d", "inputs": {}, "outputs": {},
             "tool_call_template": {"call_template_type": "text", "file_path": "hello.txt"}}
FILE_MANUAL = {"utcp_version": "1.0.1", "manual_version": "3", "tools": [FILE_TOOL]}
MANUAL_JSON = json.dumps(FILE_MANUAL)


def manual_yaml() -> str:
    import yaml

    return yaml.safe_dump(FILE_MANUAL)


cases_of("text.file-path.reading", {
    "relative-to-root-dir": lambda: read_as({"manuals/warehouse.json": MANUAL_JSON}, "manuals/warehouse.json"),
    "relative-missing": lambda: read_as({"elsewhere/warehouse.json": MANUAL_JSON}, "manuals/warehouse.json"),
    "url": lambda: read_as({}, "https://example.com/manual.json"),
    "yaml-named-json": lambda: read_as({"m.json": manual_yaml()}, "m.json"),
    "yaml-extension": lambda: read_as({"m.yml": manual_yaml()}, "m.yml"),
    "upper-case-extension": lambda: read_as({"m.YAML": manual_yaml()}, "m.YAML"),
    "json-named-yaml": lambda: read_as({"m.yaml": MANUAL_JSON}, "m.yaml"),
    "no-extension-yaml": lambda: read_as({"manual": manual_yaml()}, "manual"),
    "variable-in-path": lambda: read_as({"manuals/warehouse.json": MANUAL_JSON}, "${DIR}/warehouse.json",
                                        variables={"warehouse_DIR": "manuals"}),
})


@case("text.file-path.reading", "manual-edited-after-registration")
async def manual_edited_after_registration():
    client, root, outcome = await register_file({"m.json": MANUAL_JSON}, "m.json")
    two_tools = dict(FILE_MANUAL, tools=[FILE_TOOL, dict(FILE_TOOL, name="added")])
    (root / "m.json").write_text(json.dumps(two_tools), encoding="utf-8")
    return sorted(t.name for t in await client.config.tool_repository.get_tools())


async def call_file_stock(variables: dict, *, change_after: dict | None = None, description: str = "Stock."):
    """The warehouse manual as a file (python-1.0): register, maybe change variables, call stock_level."""
    from _behaviour import echo_server

    async with echo_server() as (base, server):
        files = {"manuals/warehouse.json": json.dumps(stock_manual(description, base))}
        client, _, outcome = await register_file(files, "manuals/warehouse.json", variables)
        if "value" not in outcome or not outcome["value"].success:
            return {"registration": registered_file(outcome)}
        if change_after:
            client.config.variables.update(change_after)
        called = await outcome_of(client.call_tool("warehouse.stock_level", {"sku": "TSHIRT-BLK-M"}))
        tool = await client.config.tool_repository.get_tool("warehouse.stock_level")
        return {"tools": registered_file(outcome)["tools"], "called": called,
                "sent": [{"path": s["path"], "x-api-key": s["headers"].get("X-Api-Key")} for s in server.seen],
                "description": tool.description}


cases_of("text.file-path.variables", {
    "warehouse-example": lambda: call_file_stock({"warehouse_WAREHOUSE_API_KEY": "secret-1"}),
    "undefined-at-registration": lambda: call_file_stock({}),
    "changed-after-registration": lambda: call_file_stock({"warehouse_WAREHOUSE_API_KEY": "secret-1"},
                                                          change_after={"warehouse_WAREHOUSE_API_KEY": "secret-2"}),
    "dollar-digit-in-description": lambda: call_file_stock({"warehouse_WAREHOUSE_API_KEY": "secret-1"},
                                                           description="Costs $5 per call."),
    "placeholder-in-description": lambda: call_file_stock(
        {"warehouse_WAREHOUSE_API_KEY": "secret-1", "warehouse_DB_PASSWORD": "hunter2"},
        description="Stock. ${DB_PASSWORD}"),
})


def file_template_fields(extra: dict):
    return validate({"file_path": "m.json", **extra})


cases_of("text.file-path.fields", {
    "unknown-key": lambda: file_template_fields({"retries": 1}),
    "auth-null": lambda: file_template_fields({"auth": None}),
    "auth-object": lambda: file_template_fields({"auth": {"auth_type": "api_key", "api_key": "k", "var_name": "X"}}),
    "base-url": lambda: file_template_fields({"base_url": "https://api.example.com"}),
})


async def file_tool_calls(change: bool = False, streaming: bool = False, missing: bool = False):
    """A tool whose own template is the 1.0 text template; its file is edited between two calls when `change`."""
    import tempfile
    from pathlib import Path

    from _behaviour import stream_with_template

    folder = Path(tempfile.mkdtemp())
    target = folder / "answer.txt"
    if not missing:
        target.write_text("first text")
    template = {"call_template_type": "text", "file_path": str(target)}
    if streaming:
        return await stream_with_template(template, {"x": 1})
    first = await call_with_template(template, {})
    if change:
        target.write_text("second text")
    return [first, await call_with_template(template, {})]


cases_of("text.calls.file-tool", {
    "edited-between-calls": lambda: file_tool_calls(change=True),
    "streaming": lambda: file_tool_calls(streaming=True),
    "missing-file": lambda: file_tool_calls(missing=True),
})


# text.template.serializer: a dict -> template -> dict round trip through TextCallTemplateSerializer.
def text_round_trip(source: str):
    load_plugins()
    from utcp_text.text_call_template import TextCallTemplateSerializer

    serializer = TextCallTemplateSerializer()
    field = {"file_path": "manuals/m.json"} if LINE == "1.0" else {"content": source}
    first = serializer.validate_dict({"name": "t", "call_template_type": "text", **field})
    dumped = serializer.to_dict(first)
    again = serializer.validate_dict(dumped)
    return {"same template": again == first, "kept": {k: dumped[k] for k in field},
            "keys": sorted(dumped)}


cases_of("text.template.serializer", {
    "round-trip": lambda: text_round_trip('{"tools": []}'),
    "unicode-crlf-content": lambda: text_round_trip('{"tools": [],\r\n "note": "Grüße"}'),
})


# Second adversarial review 2026-11-28: JSON that only YAML rescues, and what of it survives the detour.
def manual_text(indent: str = "  ", newline: str = "\n", trailing_comma: bool = True, default: str = "1") -> str:
    """The MANUAL of this file written by hand as JSON, with `indent`, `newline`, an optional trailing comma and
    `default` as the JSON text of the default of an input property n."""
    lines = ["{", f'{indent}"utcp_version": "1.0.1",', f'{indent}"manual_version": "3",', f'{indent}"tools": [{{',
             f'{indent}{indent}"name": "hello", "description": "d",',
             f'{indent}{indent}"inputs": {{"type": "object", "properties": {{"n": {{"type": "number", "default": {default}}}}}}},',
             f'{indent}{indent}"tool_call_template": {{"call_template_type": "text", "content": "hi"}}',
             f"{indent}}}]" + ("," if trailing_comma else ""), "}"]
    return newline.join(lines)


async def register_default(content: str):
    """Registers `content` and reports the registration and the type and value of the default of input n."""
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.utcp_client import UtcpClient

    client = await UtcpClient.create()
    result = await client.register_manual(CallTemplateSerializer().validate_dict(
        {"name": "t", "call_template_type": "text", "content": content}))
    defaults = [{"type": type(d).__name__, "value": d} for d in
                (getattr((t.inputs.properties or {}).get("n"), "default", None) for t in result.manual.tools)]
    return {"success": result.success, "tools": [t.name for t in result.manual.tools],
            "errors": [summarize(e) for e in result.errors], "defaults": defaults}


async def content_file_url():
    import tempfile
    from pathlib import Path

    target = Path(tempfile.mkdtemp()) / "manual.json"
    target.write_text(json.dumps(MANUAL))
    return await register(target.as_uri())


async def openapi_external_ref():
    """An OpenAPI document whose request body schema is a $ref to a file that exists in the working folder."""
    import os
    import tempfile
    from pathlib import Path

    folder = Path(tempfile.mkdtemp())
    (folder / "schemas.json").write_text(json.dumps(
        {"Order": {"type": "object", "properties": {"qty": {"type": "integer"}}}}))
    spec = {"openapi": "3.0.0", "info": {"title": "S", "version": "1"}, "servers": [{"url": "https://api.example.com"}],
            "paths": {"/order": {"post": {"operationId": "order", "requestBody": {"content": {"application/json": {
                "schema": {"$ref": "schemas.json#/Order"}}}}, "responses": {"200": {"description": "ok"}}}}}}
    here = os.getcwd()
    os.chdir(folder)
    try:
        load_plugins()
        from utcp.data.call_template import CallTemplateSerializer
        from utcp.utcp_client import UtcpClient

        client = await UtcpClient.create()
        result = await client.register_manual(CallTemplateSerializer().validate_dict(
            {"name": "t", "call_template_type": "text", "content": json.dumps(spec),
             "allowed_communication_protocols": ["text", "http"]}))
    finally:
        os.chdir(here)
    return {"success": result.success, "errors": [summarize(e) for e in result.errors],
            "inputs": [t.inputs.model_dump(exclude_none=True) for t in result.manual.tools]}


cases_of("text.content.formats", {
    "json-trailing-comma-tab-indent": lambda: register_default(manual_text(indent="\t")),
    "json-tab-indent": lambda: register_default(manual_text(indent="\t", trailing_comma=False)),
    "json-trailing-comma-crlf": lambda: register_default(manual_text(newline="\r\n")),
    "json-with-bom": lambda: register_default(chr(0xFEFF) + manual_text(trailing_comma=False)),
    "json-exponent": lambda: register_default(manual_text(trailing_comma=False, default="1e5")),
    "json-trailing-comma-exponent": lambda: register_default(manual_text(default="1e5")),
    "json-line-comment": lambda: register_default(manual_text(trailing_comma=False).replace(
        '"manual_version": "3",', '"manual_version": "3", // hand-written')),
    "file-url-of-a-manual-file": content_file_url,
    "openapi-external-ref": openapi_external_ref,
})


async def file_tool_deleted_between_calls():
    import tempfile
    from pathlib import Path

    target = Path(tempfile.mkdtemp()) / "answer.txt"
    target.write_text("first text")
    template = {"call_template_type": "text", "file_path": str(target)}
    first = await call_with_template(template, {})
    target.unlink()
    return [first, await outcome_of(call_with_template(template, {}))]


cases_of("text.calls.file-tool", {"deleted-between-calls": file_tool_deleted_between_calls})

cases_of("text.file-path.reading", {
    "url-folder-exists": lambda: read_as({"https:/example.com/manual.json": MANUAL_JSON},
                                         "https://example.com/manual.json"),
    "file-url": lambda: read_as({"m.json": MANUAL_JSON}, "file://m.json"),
})


# Round trips with the other fields of the 1.1 template set.
def text_round_trip_fields(**fields):
    load_plugins()
    from utcp_text.text_call_template import TextCallTemplateSerializer

    serializer = TextCallTemplateSerializer()
    source = {"name": "t", "call_template_type": "text", **fields}
    first = serializer.validate_dict(source)
    dumped = serializer.to_dict(first)
    again = serializer.validate_dict(dumped)
    return {"same template": again == first, "same dict": serializer.to_dict(again) == dumped,
            "given keys kept": {k: dumped.get(k) == v for k, v in fields.items()}}


cases_of("text.template.serializer", {
    "auth-tools-api-key": lambda: text_round_trip_fields(content="{}", auth_tools={
        "auth_type": "api_key", "api_key": "${KEY}", "var_name": "X-Key", "location": "header"}),
    "auth-tools-oauth2": lambda: text_round_trip_fields(content="{}", auth_tools={
        "auth_type": "oauth2", "token_url": "https://a.example/t", "client_id": "c", "client_secret": "s",
        "scope": "read"}),
    "base-url-and-protocols": lambda: text_round_trip_fields(content="{}", base_url="https://api.example.com",
                                                             allowed_communication_protocols=["text", "http"]),
    "control-characters": lambda: text_round_trip_fields(content="a\rb\x00c\u2028d\te"),
    "empty-content": lambda: text_round_trip_fields(content=""),
    "no-name": lambda: text_round_trip_no_name(),
})


def text_round_trip_no_name():
    """A dict without name: the generated name is dumped and validated back."""
    load_plugins()
    from utcp_text.text_call_template import TextCallTemplateSerializer

    serializer = TextCallTemplateSerializer()
    first = serializer.validate_dict({"call_template_type": "text", "content": "{}"})
    again = serializer.validate_dict(serializer.to_dict(first))
    return {"same template": again == first, "name kept": again.name == first.name}


# text.content.failures (1.1): what a failed registration of inline content returns, read from the protocol.
async def inline_failure(content):
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.interfaces.communication_protocol import CommunicationProtocol
    from utcp.utcp_client import UtcpClient

    client = await UtcpClient.create()
    template = CallTemplateSerializer().validate_dict({"name": "t", "call_template_type": "text", "content": content})
    result = await CommunicationProtocol.communication_protocols["text"].register_manual(client, template)
    return {"success": result.success, "tools": [t.name for t in result.manual.tools],
            "manual_version": result.manual.manual_version, "errors": len(result.errors),
            "first error starts": result.errors[0].splitlines()[0][:60] if result.errors else None}


cases_of("text.content.failures", {
    "not-json-or-yaml": lambda: inline_failure('{"tools": [}'),
    "not-a-manual": lambda: inline_failure(json.dumps({"tools": "none"})),
    "yaml-scalar": lambda: inline_failure("just words"),
    "empty": lambda: inline_failure(""),
    "one-invalid-tool": lambda: inline_failure(json.dumps(
        {"utcp_version": "1.0.1", "tools": [TOOL, {"name": "broken", "tool_call_template": {"call_template_type": "nope"}}]})),
    "openapi-without-paths-content": lambda: inline_failure(json.dumps({"openapi": "3.0.0", "paths": "none"})),
})


# text.calls.content, more: what comes back for content of other shapes (1.1), called through the protocol.
async def inline_call(content, arguments):
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.interfaces.communication_protocol import CommunicationProtocol
    from utcp.utcp_client import UtcpClient

    client = await UtcpClient.create()
    template = CallTemplateSerializer().validate_dict({"name": "t", "call_template_type": "text", "content": content})
    return await CommunicationProtocol.communication_protocols["text"].call_tool(client, "t.x", arguments, template)


cases_of("text.calls.content", {
    "crlf-unicode-padded": lambda: inline_call("  héllo ✓\r\nline two\r\n  ", {"content": "other"}),
    "empty-content": lambda: inline_call("", {}),
})


# text.content.base-url (adversarial review 2026-11-29, CLI/text fold): the URL of a tool converted from inline
# OpenAPI, with and without base_url, and whether base_url reaches the OpenApiConverter.
async def base_url_seen(**extra):
    load_plugins()
    import utcp_http.openapi_converter as converter_module
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.utcp_client import UtcpClient

    document = {"openapi": "3.0.0", "info": {"title": "S", "version": "1"},
                "servers": [{"url": "https://api.example.com/v1"}],
                "paths": {"/ping": {"get": {"operationId": "ping", "responses": {}}}}}
    given = []
    original = converter_module.OpenApiConverter.__init__

    def recording(self, *args, **kwargs):
        given.append(kwargs.get("base_url"))
        original(self, *args, **kwargs)

    converter_module.OpenApiConverter.__init__ = recording
    try:
        client = await UtcpClient.create()
        result = await client.register_manual(CallTemplateSerializer().validate_dict(
            {"name": "t", "call_template_type": "text", "content": json.dumps(document),
             "allowed_communication_protocols": ["text", "http"], **extra}))
    finally:
        converter_module.OpenApiConverter.__init__ = original
    return {"base_url given to the converter": given, "urls": [t.tool_call_template.url for t in result.manual.tools]}


cases_of("text.content.base-url", {
    "given": lambda: base_url_seen(base_url="https://override.example.com/v9"),
    "absent": lambda: base_url_seen(),
})


# text.content.missing-variable (second reading 2026-11-29): a placeholder of inline content with no value.
def key_tool_content(placeholder: str) -> str:
    return json.dumps({"utcp_version": "1.0.1", "manual_version": "1", "tools": [
        {"name": "stock", "description": "Stock.", "inputs": {}, "outputs": {},
         "tool_call_template": {"call_template_type": "http", "url": "https://api.example.com/stock",
                                "http_method": "GET",
                                "auth": {"auth_type": "api_key", "api_key": placeholder, "var_name": "X-Api-Key"}}}]})


async def missing_variable(placeholder: str, variables: dict):
    client, outcome = await register_warehouse(key_tool_content(placeholder), variables,
                                               allowed_communication_protocols=["http"])
    return registered(outcome)


cases_of("text.content.missing-variable", {
    "unset": lambda: missing_variable("${WAREHOUSE_API_KEY}", {}),
    "empty-value": lambda: missing_variable("${WAREHOUSE_API_KEY}", {"warehouse_WAREHOUSE_API_KEY": ""}),
    "unicode-name": lambda: missing_variable("${SCHLÜSSEL}", {}),
})


# text.content.loopback-server (second reading 2026-11-29): inline OpenAPI with a loopback server, by base_url.
async def loopback_server_urls(**extra):
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.utcp_client import UtcpClient

    client = await UtcpClient.create()
    result = await client.register_manual(CallTemplateSerializer().validate_dict(
        {"name": "t", "call_template_type": "text", "content": json.dumps(OPENAPI),
         "allowed_communication_protocols": ["text", "http"], **extra}))
    return {"success": result.success, "errors": [e.split(". ")[0][-120:] for e in result.errors],
            "urls": [t.tool_call_template.url for t in result.manual.tools]}


cases_of("text.content.loopback-server", {
    "no-base-url": lambda: loopback_server_urls(),
    "loopback-base-url": lambda: loopback_server_urls(base_url="http://localhost:9/api"),
    "remote-base-url": lambda: loopback_server_urls(base_url="https://api.example.com"),
})


# Issue 35, second reading 2026-11-30 (c-stream): allowed_communication_protocols null; placeholders in content that
# are not namespaced, have no braces or are defined only in the environment; loopback servers named otherwise.
cases_of("text.allowed-protocols.null", {
    "null": lambda: tools_kept(allowed_communication_protocols=None),
    "empty-list": lambda: tools_kept(allowed_communication_protocols=[]),
})


async def missing_variable_in_environment():
    from _behaviour import process_environment

    with process_environment(warehouse_WAREHOUSE_API_KEY="from-env"):
        return await missing_variable("${WAREHOUSE_API_KEY}", {})


cases_of("text.content.missing-variable-edges", {
    "plain-name-defined": lambda: missing_variable("${WAREHOUSE_API_KEY}", {"WAREHOUSE_API_KEY": "k"}),
    "dollar-without-braces": lambda: missing_variable("$WAREHOUSE_API_KEY", {}),
    "environment-only": missing_variable_in_environment,
})


async def loopback_document_urls(document: dict, **extra):
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.utcp_client import UtcpClient

    client = await UtcpClient.create()
    result = await client.register_manual(CallTemplateSerializer().validate_dict(
        {"name": "t", "call_template_type": "text", "content": json.dumps(document),
         "allowed_communication_protocols": ["text", "http"], **extra}))
    return {"success": result.success, "errors": [e.split(". ")[0][-120:] for e in result.errors],
            "urls": [t.tool_call_template.url for t in result.manual.tools]}


def with_servers(url: str) -> dict:
    return {**OPENAPI, "servers": [{"url": url}]}


SWAGGER_LOCALHOST = {"swagger": "2.0", "info": {"title": "S", "version": "1"}, "host": "localhost:8080",
                     "schemes": ["http"], "paths": OPENAPI["paths"]}

cases_of("text.content.loopback-edges", {
    "localhost-name": lambda: loopback_document_urls(with_servers("http://localhost:8080")),
    "ipv6-loopback": lambda: loopback_document_urls(with_servers("http://[::1]:8080")),
    "swagger-2-localhost-host": lambda: loopback_document_urls(SWAGGER_LOCALHOST),
    "empty-base-url": lambda: loopback_document_urls(OPENAPI, base_url=""),
    "localhost-lookalike-name": lambda: loopback_document_urls(with_servers("http://localhost.example.com")),
})


# Issue 35, second reading 2026-11-30 (c-stream): which server an OpenAPI file read by Python 1.0's text template
# gives its tools when the document lists two servers, a relative one, or none.
async def file_openapi_urls(servers):
    document = {"openapi": "3.0.0", "info": {"title": "S", "version": "1"},
                "paths": {"/ping": {"get": {"operationId": "ping", "responses": {"200": {"description": "ok"}}}}}}
    if servers is not None:
        document["servers"] = servers
    _, root, outcome = await register_file({"api.json": json.dumps(document)}, "api.json",
                                           allowed_communication_protocols=["text", "http"])
    if "value" not in outcome:
        return outcome
    result = outcome["value"]
    return {"success": result.success,
            "urls": [str(getattr(t.tool_call_template, "url", None)).replace(root.as_uri(), "file://<root>")
                     for t in result.manual.tools]}


cases_of("text.file-path.openapi-servers", {
    "two-servers": lambda: file_openapi_urls([{"url": "https://first.example.com/v1"},
                                              {"url": "https://second.example.com/v2"}]),
    "second-server-only-https": lambda: file_openapi_urls([{"url": "http://plain.example.com"},
                                                           {"url": "https://second.example.com"}]),
})


# Issue 35, second reading 2026-11-30 (c-stream): a TypeScript-style text template given to Python 1.0 in the client
# configuration, or with base_url beside content.
async def ts_style_in_config():
    load_plugins()
    from utcp.utcp_client import UtcpClient

    outcome = await outcome_of(UtcpClient.create(config={"manual_call_templates": [
        {"name": "t", "call_template_type": "text", "content": "{}"}]}))
    if "error" in outcome:
        outcome["error"]["message"] = outcome["error"]["message"][:40] + " … " + summarize(outcome["error"]["message"])
    return outcome


cases_of("text.template.ts-style-in-python", {
    "in-client-config": ts_style_in_config,
    "content-and-base-url": lambda: validate({"content": "{}", "base_url": "https://api.example.com"}),
})


# Second reading 2026-11-30 (w-next-proto): auth as an empty object, a protocol name in upper case, and null given
# in the client's configuration rather than to register_manual.
async def kept_from_config(allowed):
    load_plugins()
    from utcp.utcp_client import UtcpClient

    async def run():
        client = await UtcpClient.create(config={
            "variables": {"warehouse_WAREHOUSE_API_KEY": "k"},
            "manual_call_templates": [{"name": "warehouse", "call_template_type": "text",
                                       "content": json.dumps(stock_manual()),
                                       "allowed_communication_protocols": allowed}]})
        return sorted(t.name for t in await client.config.tool_repository.get_tools())

    return await outcome_of(run())


cases_of("text.template.fields", {
    "auth-empty-object": lambda: template_fields({"auth": {}}),
})

cases_of("text.manual.tools-by-protocol", {
    "upper-case-text": lambda: tools_kept(allowed_communication_protocols=["TEXT"]),
})

cases_of("text.allowed-protocols.null", {
    "null-in-client-config": lambda: kept_from_config(None),
})


# text.file-path.reading, second reading 2026-11-30 (w-v10): the extension .Yml in mixed case, a .json file that
# starts with a byte order mark, and a JSON manual with CRLF line ends in a .txt file.
cases_of("text.file-path.reading", {
    "mixed-case-yml": lambda: read_as({"m.Yml": manual_yaml()}, "m.Yml"),
    "json-with-bom": lambda: read_as({"m.json": "\ufeff" + MANUAL_JSON}, "m.json"),
    "crlf-json-in-txt": lambda: read_as({"m.txt": json.dumps(FILE_MANUAL, indent=2).replace("\n", "\r\n")}, "m.txt"),
})


# Second reading (wave 3) 2026-11-29 (g-stream): auth of another type, protocol names in mixed case, an empty list in
# the configuration, other loopback spellings, a blank base_url, and placeholders the sentences did not try.
def description_content(description: str) -> str:
    """A manual whose only tool is a text tool with the given description (no placeholder elsewhere)."""
    return json.dumps({"utcp_version": "1.0.1", "manual_version": "1", "tools": [
        {"name": "readme", "description": description, "inputs": {}, "outputs": {},
         "tool_call_template": {"call_template_type": "text", "content": "hi"}}]})


async def placeholder_in_description(description: str, variables: dict):
    _, outcome = await register_warehouse(description_content(description), variables)
    return registered(outcome)


async def plain_name_in_environment():
    from _behaviour import process_environment

    with process_environment(WAREHOUSE_API_KEY="from-env"):
        return await missing_variable("${WAREHOUSE_API_KEY}", {})


cases_of("text.template.fields", {
    "auth-basic-object": lambda: template_fields({"auth": {"auth_type": "basic", "username": "u", "password": "p"}}),
})
cases_of("text.manual.tools-by-protocol", {
    "mixed-case-text-and-http": lambda: tools_kept(allowed_communication_protocols=["Text", "http"]),
})
cases_of("text.allowed-protocols.null", {
    "empty-list-in-client-config": lambda: kept_from_config([]),
})
cases_of("text.content.loopback-edges", {
    "other-loopback-ip": lambda: loopback_document_urls(with_servers("http://127.0.0.2:8080")),
    "upper-case-localhost": lambda: loopback_document_urls(with_servers("http://LOCALHOST:8080")),
    "any-address": lambda: loopback_document_urls(with_servers("http://0.0.0.0:8080")),
    "blank-base-url": lambda: loopback_document_urls(with_servers("http://127.0.0.1:9"), base_url=" "),
    "swagger-2-loopback-ip-base-path": lambda: loopback_document_urls(
        {**SWAGGER_LOCALHOST, "host": "127.0.0.1:8080", "basePath": "/api"}),
})
cases_of("text.content.missing-variable-edges", {
    "plain-name-in-environment": plain_name_in_environment,
    "placeholder-in-description": lambda: placeholder_in_description("Needs ${WAREHOUSE_API_KEY}.", {}),
    "dollar-amount-in-description": lambda: placeholder_in_description("Costs $5 a call.", {}),
})


# Second reading (wave 3) 2026-11-29 (g-stream), 1.0: a YAML file whose name only contains .yaml, and a
# TypeScript-style text tool (content, no file_path) inside a manual file.
TS_STYLE_TOOL = {"name": "readme", "description": "d", "inputs": {}, "outputs": {},
                 "tool_call_template": {"call_template_type": "text", "content": "hi"}}

cases_of("text.file-path.reading", {
    "yaml-bak-suffix": lambda: read_as({"m.yaml.bak": manual_yaml()}, "m.yaml.bak"),
})
cases_of("text.template.ts-style-in-python", {
    "ts-style-tool-in-manual": lambda: read_as(
        {"m.json": json.dumps({**FILE_MANUAL, "tools": [TS_STYLE_TOOL]})}, "m.json"),
})
cases_of("text.content.loopback-edges", {
    "far-loopback-ip": lambda: loopback_document_urls(with_servers("http://127.200.1.254:8080")),
})


# Second reading (wave 4) 2026-11-29 (x-next): more spellings of a loopback server (a trailing dot, the short 127.1,
# the IPv4-mapped and the long IPv6 form, 127.0.0.1 as one decimal number), and Swagger 2 documents whose host is
# another loopback name or a remote host with a basePath.
LOOPBACK_SPELLINGS_WAVE_4 = ("http://localhost.:8080", "http://127.1:8080", "http://[::ffff:127.0.0.1]:8080",
                             "http://[0:0:0:0:0:0:0:1]:8080", "http://2130706433:8080")
SWAGGER_HOSTS_WAVE_4 = (("127.0.0.2:8080", None), ("LOCALHOST:8080", None), ("[::1]:8080", None),
                        ("api.example.com", "/v2"))


async def _loopback_spellings_wave_4():
    return {url: await loopback_document_urls(with_servers(url)) for url in LOOPBACK_SPELLINGS_WAVE_4}


async def _swagger_hosts_wave_4():
    out = {}
    for host, base_path in SWAGGER_HOSTS_WAVE_4:
        document = {**SWAGGER_LOCALHOST, "host": host}
        if base_path:
            document = {**document, "basePath": base_path, "schemes": ["https"]}
        out[host + (base_path or "")] = await loopback_document_urls(document)
    return out


cases_of("text.content.loopback-edges", {
    "loopback-spellings-wave-4": _loopback_spellings_wave_4,
    "swagger-2-other-hosts-wave-4": _swagger_hosts_wave_4,
})


# Second reading (wave 5) 2026-11-29 (h-stream): a loopback server listed second in `servers`, after a remote one;
# and a call of the tool a base_url of one space gives (only the error type and the start of its message).
async def _w5_blank_base_url_call():
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.utcp_client import UtcpClient

    client = await UtcpClient.create()
    result = await client.register_manual(CallTemplateSerializer().validate_dict(
        {"name": "t", "call_template_type": "text", "content": json.dumps(with_servers("http://127.0.0.1:9")),
         "allowed_communication_protocols": ["text", "http"], "base_url": " "}))
    tools = [t.name for t in result.manual.tools]
    try:
        await client.call_tool(tools[0], {})
        call = "returned"
    except Exception as error:  # noqa: BLE001
        call = {"type": type(error).__name__, "message": str(error)[:60]}
    return {"tools": tools, "call": call}


cases_of("text.content.loopback-edges", {
    "w5-loopback-second-server": lambda: loopback_document_urls(
        {**OPENAPI, "servers": [{"url": "https://api.example.com"}, {"url": "http://127.0.0.1:8080"}]}),
    "w5-blank-base-url-call": _w5_blank_base_url_call,
})


# Second reading (wave 5) 2026-11-29 (h-stream): other ways of writing a price in a tool description.
async def _w5_price_forms():
    out = {}
    for text in ("Costs $5.99 a call.", "Costs $50.", "Costs US$5."):
        out[text] = await placeholder_in_description(text, {})
    return out


cases_of("text.content.missing-variable-edges", {"w5-price-forms": _w5_price_forms})


# First reading (wave 6) 2026-11-29 (u-text): file_path beside content set to null, a content that is not a string,
# an empty file_path, a content holding the path of a manual file, and at 1.0 an OpenAPI document read by path;
# a `$` before a non-ASCII letter or an underscore in a description; base_url against a loopback server.
async def outcome_of_validate(data: dict):
    async def run():
        return validate(data)

    return await outcome_of(run())


cases_of("text.template.content-and-file-path", {
    "file-path-null-with-content": lambda: outcome_of_validate({"content": "{}", "file_path": None}),
    "content-number": lambda: outcome_of_validate({"content": 5}),
    "file-path-empty-string": lambda: outcome_of_validate({"file_path": ""}),
})


@case("text.template.content-and-file-path", "content-is-a-file-path")
async def content_names_a_file():
    import tempfile
    from pathlib import Path

    target = Path(tempfile.mkdtemp()) / "manual.json"
    target.write_text(json.dumps(MANUAL))
    return await register(str(target))


@case("text.template.content-and-file-path", "file-path-openapi-document")
async def file_path_openapi():
    import tempfile
    from pathlib import Path

    from utcp.data.call_template import CallTemplateSerializer
    from utcp.utcp_client import UtcpClient

    load_plugins()
    spec = {**OPENAPI, "servers": [{"url": "https://api.example.com"}]}
    folder = Path(tempfile.mkdtemp())
    (folder / "openapi.json").write_text(json.dumps(spec))
    client = await UtcpClient.create(root_dir=str(folder))
    result = await client.register_manual(CallTemplateSerializer().validate_dict(
        {"name": "t", "call_template_type": "text", "file_path": "openapi.json"}))
    return {"success": result.success, "tools": [t.name for t in result.manual.tools],
            "urls": [getattr(t.tool_call_template, "url", None) for t in result.manual.tools],
            "errors": [summarize(e) for e in result.errors]}


cases_of("text.content.variables-at-registration", {
    "dollar-non-ascii-letter-in-description": lambda: call_stock({"warehouse_WAREHOUSE_API_KEY": "secret-1"},
                                                                 description="Costs $é per call."),
    "dollar-underscore-in-description": lambda: call_stock({"warehouse_WAREHOUSE_API_KEY": "secret-1"},
                                                           description="Costs $_x per call."),
})


def ping_spec(path: str, servers) -> dict:
    spec = {"openapi": "3.0.0", "info": {"title": "S", "version": "1"},
            "paths": {path: {"get": {"operationId": "ping", "responses": {"200": {"description": "ok"}}}}}}
    if servers is not None:
        spec["servers"] = [{"url": url} for url in servers]
    return spec


@case("text.content.openapi-loopback", "loopback-base-url-call")
async def loopback_base_url_call():
    """servers names 127.0.0.1:9; base_url is a live loopback server; the tool is called."""
    from _behaviour import echo_server
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.utcp_client import UtcpClient

    load_plugins()
    async with echo_server() as (base, server):
        client = await UtcpClient.create()
        result = await client.register_manual(CallTemplateSerializer().validate_dict(
            {"name": "t", "call_template_type": "text", "content": json.dumps(ping_spec("/echo/ping", ["http://127.0.0.1:9"])),
             "base_url": base, "allowed_communication_protocols": ["text", "http"]}))
        called = await outcome_of(client.call_tool("t.ping", {})) if result.success else None
        return {"success": result.success, "tools": [t.name for t in result.manual.tools],
                "errors": [summarize(e) for e in result.errors], "called": called,
                "paths": [s["path"] for s in server.seen]}


cases_of("text.content.openapi-loopback", {
    "empty-base-url": lambda: register(json.dumps(OPENAPI), base_url="",
                                       allowed_communication_protocols=["text", "http"]),
    "localhost-server-with-base-url": lambda: register(
        json.dumps(ping_spec("/ping", ["http://localhost:8080"])), base_url="https://api.example.com",
        allowed_communication_protocols=["text", "http"]),
})


ONE_TEN_PARTS = {
    "http": {"manual_call_templates": [{"name": "a", "call_template_type": "http", "url": "https://x.example/utcp",
                                        "http_method": "GET"}]},
    "sse": {"manual_call_templates": [{"name": "a", "call_template_type": "sse", "url": "https://x.example/sse"}]},
    "streamable_http": {"manual_call_templates": [{"name": "a", "call_template_type": "streamable_http",
                                                   "url": "https://x.example/mcp"}]},
    "cli": {"manual_call_templates": [{"name": "a", "call_template_type": "cli",
                                       "commands": [{"command": "echo hi"}]}]},
    "mcp": {"manual_call_templates": [{"name": "a", "call_template_type": "mcp",
                                       "config": {"mcpServers": {"s": {"command": "echo", "args": []}}}}]},
    "text with file_path": {"manual_call_templates": [{"name": "a", "call_template_type": "text",
                                                       "file_path": "manual.json"}]},
    "repository and strategy": {"tool_repository": {"tool_repository_type": "in_memory"},
                                "tool_search_strategy": {"tool_search_strategy_type": "tag_and_description_word_match",
                                                         "tag_weight": 3, "description_weight": 1}},
    "variables and dotenv": {"variables": {"A": "1"},
                             "load_variables_from": [{"variable_loader_type": "dotenv", "env_file_path": ".env"}]},
}


@case("text.template.content-and-file-path", "one-ten-client-config-parts")
def one_ten_config_parts():
    """Each part of a 1.0-style client configuration, validated alone: `parsed` or the error's class."""
    load_plugins()
    from utcp.data.utcp_client_config import UtcpClientConfigSerializer

    out = {}
    for label, part in ONE_TEN_PARTS.items():
        try:
            UtcpClientConfigSerializer().validate_dict(part)
            out[label] = "parsed"
        except Exception as error:  # noqa: BLE001
            out[label] = type(error).__name__
    return out
