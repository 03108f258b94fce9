"""Cases of the `text` call template: inline content at 1.1 (at 1.0 `text` reads a file)."""
import json

from _behaviour import summarize, IMPL, call_with_template, case, cases_of, load_plugins, outcome_of

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
    return {"utcp_version": "1.0.0", "manual_version": "1", "tools": [http_tool, TOOL]}


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
