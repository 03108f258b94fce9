"""Cases of the file-reading protocol: `text` with file_path at 1.0, `file` at 1.1."""
import json
import os
import tempfile
from pathlib import Path

from _behaviour import summarize, IMPL, call_with_template, case, load_plugins, outcome_of

FILE_TYPE = "text" if IMPL == "python-1.0" else "file"
TOOL = {"name": "hello", "description": "d", "inputs": {}, "outputs": {},
        "tool_call_template": {"call_template_type": FILE_TYPE, "file_path": "data.txt"}}
MANUAL = {"utcp_version": "1.0.1", "manual_version": "3", "tools": [TOOL]}
OPENAPI_YAML = """openapi: 3.0.0
info: {title: Status, version: '1'}
paths:
  /ping:
    get:
      operationId: ping
      responses: {'200': {description: ok}}
"""


def folder() -> Path:
    return Path(tempfile.mkdtemp())


async def register(path: str, root: Path, **extra):
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.utcp_client import UtcpClient

    client = await UtcpClient.create(root_dir=str(root))
    result = await client.register_manual(CallTemplateSerializer().validate_dict(
        {"name": "f", "call_template_type": FILE_TYPE, "file_path": path, **extra}))
    return {"success": result.success, "manual_version": result.manual.manual_version,
            "tools": [t.name for t in result.manual.tools],
            "errors": [summarize(e) for e in result.errors]}


@case("file.manual.formats", "json")
async def manual_json():
    root = folder()
    (root / "m.json").write_text(json.dumps(MANUAL))
    return await register("m.json", root)


@case("file.manual.formats", "yaml")
async def manual_yaml():
    import yaml

    root = folder()
    (root / "m.yaml").write_text(yaml.safe_dump(MANUAL))
    return await register("m.yaml", root)


@case("file.manual.formats", "yml-extension")
async def manual_yml():
    import yaml

    root = folder()
    (root / "m.yml").write_text(yaml.safe_dump(MANUAL))
    return await register("m.yml", root)


@case("file.manual.formats", "yaml-in-txt")
async def manual_yaml_txt():
    import yaml

    root = folder()
    (root / "m.txt").write_text(yaml.safe_dump(MANUAL))
    return await register("m.txt", root)


@case("file.manual.formats", "crlf-json")
async def manual_crlf():
    root = folder()
    (root / "m.json").write_text(json.dumps(MANUAL, indent=1).replace("\n", "\r\n"))
    return await register("m.json", root)


@case("file.manual.formats", "utf-8-bom")
async def manual_bom():
    root = folder()
    (root / "m.json").write_bytes(b"\xef\xbb\xbf" + json.dumps(MANUAL).encode())
    return await register("m.json", root)


@case("file.manual.formats", "empty-file")
async def manual_empty():
    root = folder()
    (root / "m.json").write_text("")
    return await register("m.json", root)


@case("file.manual.openapi", "yaml-without-servers")
async def manual_openapi():
    root = folder()
    (root / "api.yaml").write_text(OPENAPI_YAML)
    return await register("api.yaml", root)


@case("file.manual.openapi", "allowing-http")
async def manual_openapi_allowed():
    root = folder()
    (root / "api.yaml").write_text(OPENAPI_YAML)
    return await register("api.yaml", root, allowed_communication_protocols=[FILE_TYPE, "http"])


@case("file.manual.missing", "missing-file")
async def manual_missing():
    return await register("nope.json", folder())


@case("file.paths.resolution", "relative-to-root-dir")
async def path_relative():
    root = folder()
    (root / "m.json").write_text(json.dumps(MANUAL))
    return (await register("m.json", root))["success"]


@case("file.paths.resolution", "absolute-outside-root")
async def path_absolute():
    other = folder()
    (other / "m.json").write_text(json.dumps(MANUAL))
    return (await register(str(other / "m.json"), folder()))["success"]


@case("file.paths.resolution", "dot-dot-outside-root")
async def path_dotdot():
    parent = folder()
    (parent / "m.json").write_text(json.dumps(MANUAL))
    (parent / "root").mkdir()
    return (await register("../m.json", parent / "root"))["success"]


@case("file.calls.content", "any-arguments")
async def call_content():
    root = folder()
    (root / "data.txt").write_text("line one\nline two\n")
    return await call_with_template({"call_template_type": FILE_TYPE, "file_path": "data.txt"}, {"x": 1},
                                    root_dir=str(root))


@case("file.calls.content", "json-file")
async def call_json():
    root = folder()
    (root / "data.json").write_text('{"a": 1}')
    return await call_with_template({"call_template_type": FILE_TYPE, "file_path": "data.json"}, {},
                                    root_dir=str(root))


@case("file.calls.content", "crlf-file")
async def call_crlf():
    root = folder()
    (root / "data.txt").write_bytes(b"a\r\nb\r\n")
    return await call_with_template({"call_template_type": FILE_TYPE, "file_path": "data.txt"}, {},
                                    root_dir=str(root))


@case("file.calls.read-per-call", "edited-between-calls")
async def call_rereads():
    root = folder()
    (root / "data.txt").write_text("first")
    first = await call_with_template({"call_template_type": FILE_TYPE, "file_path": "data.txt"}, {},
                                     root_dir=str(root))
    (root / "data.txt").write_text("second")
    second = await call_with_template({"call_template_type": FILE_TYPE, "file_path": "data.txt"}, {},
                                      root_dir=str(root))
    return [first, second]


@case("file.calls.missing", "missing-file")
async def call_missing():
    return await outcome_of(call_with_template({"call_template_type": FILE_TYPE, "file_path": "gone.txt"}, {},
                                               root_dir=str(folder())))


@case("file.template.auth", "api-key")
def auth_refused():
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer

    CallTemplateSerializer().validate_dict({"name": "f", "call_template_type": FILE_TYPE, "file_path": "x",
                                            "auth": {"auth_type": "api_key", "api_key": "k", "var_name": "X"}})
    return "accepted"
