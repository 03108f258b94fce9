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
