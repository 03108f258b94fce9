"""Cases of the file-reading protocol: `text` with file_path at 1.0, `file` at 1.1."""
import json
import os
import tempfile
from pathlib import Path

from _behaviour import summarize, IMPL, call_with_template, case, cases_of, load_plugins, outcome_of

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


async def register_written(name, content, **extra):
    """Registers file `name` of a new folder, holding `content` (text or bytes)."""
    path = folder() / name
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content)
    return await register(name, path.parent, **extra)


def yaml_manual():
    import yaml

    return yaml.safe_dump(MANUAL)


cases_of("file.manual.formats", {
    "json": lambda: register_written("m.json", json.dumps(MANUAL)),
    "yaml": lambda: register_written("m.yaml", yaml_manual()),
    "yml-extension": lambda: register_written("m.yml", yaml_manual()),
    "yaml-in-txt": lambda: register_written("m.txt", yaml_manual()),
    "crlf-json": lambda: register_written("m.json", json.dumps(MANUAL, indent=1).replace("\n", "\r\n")),
    "utf-8-bom": lambda: register_written("m.json", b"\xef\xbb\xbf" + json.dumps(MANUAL).encode()),
    "empty-file": lambda: register_written("m.json", ""),
})


cases_of("file.manual.openapi", {
    "yaml-without-servers": lambda: register_written("api.yaml", OPENAPI_YAML),
    "allowing-http":
        lambda: register_written("api.yaml", OPENAPI_YAML, allowed_communication_protocols=[FILE_TYPE, "http"]),
})


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


@case("file.manual.formats", "yaml-upper-extension")
async def yaml_upper_extension():
    return await register_written("m.YAML", yaml_manual())


@case("file.paths.resolution", "default-root-dir")
async def path_default_root():
    """No root_dir given: a relative path is read from the process's working directory."""
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.utcp_client import UtcpClient

    root = folder()
    (root / "m.json").write_text(json.dumps(MANUAL))
    before = os.getcwd()
    os.chdir(root)
    try:
        client = await UtcpClient.create()
        result = await client.register_manual(CallTemplateSerializer().validate_dict(
            {"name": "f", "call_template_type": FILE_TYPE, "file_path": "m.json"}))
    finally:
        os.chdir(before)
    return result.success


cases_of("file.manual.openapi", {
    "paths-only-json": lambda: register_written(
        "api.json", json.dumps({"paths": {"/ping": {"get": {"operationId": "ping", "responses": {}}}}}),
        allowed_communication_protocols=[FILE_TYPE, "http"]),
    "swagger-2": lambda: register_written(
        "api.json", json.dumps({"swagger": "2.0", "info": {"title": "S", "version": "1"},
                                "host": "api.example.com", "schemes": ["https"],
                                "paths": {"/ping": {"get": {"operationId": "ping", "responses": {}}}}}),
        allowed_communication_protocols=[FILE_TYPE, "http"]),
})


@case("file.manual.missing", "nothing-stored")
async def manual_missing_nothing_stored():
    """The failed registration returns, and the client's repository holds no manual and no tool."""
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.utcp_client import UtcpClient

    client = await UtcpClient.create(root_dir=str(folder()))
    result = await client.register_manual(CallTemplateSerializer().validate_dict(
        {"name": "f", "call_template_type": FILE_TYPE, "file_path": "nope.json"}))
    repository = client.config.tool_repository
    return {"success": result.success, "errors": len(result.errors),
            "storedTools": [t.name for t in await repository.get_tools()],
            "storedManual": await repository.get_manual("f") is not None}


@case("file.calls.streaming", "one-item")
async def call_streaming():
    from _behaviour import stream_with_template

    path = folder() / "data.txt"
    path.write_text("line one\nline two\n")
    return await stream_with_template({"call_template_type": FILE_TYPE, "file_path": str(path)}, {"x": 1})


@case("file.manual.read-once", "edited-after-registration")
async def manual_read_once():
    """Tools of a manual after its file gains a tool: without and with re-registering."""
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.utcp_client import UtcpClient

    root = folder()
    (root / "m.json").write_text(json.dumps(MANUAL))
    client = await UtcpClient.create(root_dir=str(root))
    template = CallTemplateSerializer().validate_dict({"name": "f", "call_template_type": FILE_TYPE,
                                                       "file_path": "m.json"})
    await client.register_manual(template)
    (root / "m.json").write_text(json.dumps({**MANUAL, "tools": [TOOL, {**TOOL, "name": "added"}]}))
    repository = client.config.tool_repository
    unchanged = sorted(t.name for t in await repository.get_tools())
    await client.deregister_manual("f")
    await client.register_manual(template)
    return {"afterEdit": unchanged, "afterReRegister": sorted(t.name for t in await repository.get_tools())}


@case("file.paths.placeholder", "manual-variable")
async def path_placeholder():
    """file_path ${DIR}/m.json with f_DIR set to a folder holding the manual."""
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.utcp_client import UtcpClient

    root = folder()
    (root / "m.json").write_text(json.dumps(MANUAL))
    client = await UtcpClient.create(config={"variables": {"f_DIR": str(root)}})
    result = await client.register_manual(CallTemplateSerializer().validate_dict(
        {"name": "f", "call_template_type": FILE_TYPE, "file_path": "${DIR}/m.json"}))
    return {"success": result.success, "tools": [t.name for t in result.manual.tools]}


# Cases added by the second adversarial review (2026-11-28).

async def call_bytes(content: bytes):
    root = folder()
    (root / "data.txt").write_bytes(content)
    return await call_with_template({"call_template_type": FILE_TYPE, "file_path": "data.txt"}, {},
                                    root_dir=str(root))


cases_of("file.calls.content", {
    "lone-cr-file": lambda: call_bytes(b"a\rb\r"),
    "bom-file": lambda: call_bytes(b"\xef\xbb\xbf" + b"hi"),
    "latin-1-file": lambda: call_bytes(b"caf\xe9"),
})

cases_of("file.manual.formats", {
    "yml-mixed-case-extension": lambda: register_written("m.Yml", yaml_manual()),
    "yaml-named-json": lambda: register_written("m.json", yaml_manual()),
})

cases_of("file.manual.openapi", {
    "allowing-only-http": lambda: register_written("api.yaml", OPENAPI_YAML, allowed_communication_protocols=["http"]),
    "empty-allowed-list": lambda: register_written("api.yaml", OPENAPI_YAML, allowed_communication_protocols=[]),
})


def auth_attempt(auth):
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer

    template = CallTemplateSerializer().validate_dict({"name": "f", "call_template_type": FILE_TYPE,
                                                       "file_path": "x", "auth": auth})
    return {"accepted": True, "auth": template.auth}


cases_of("file.template.auth", {
    "auth-null": lambda: auth_attempt(None),
    "auth-empty-object": lambda: auth_attempt({}),
    "basic": lambda: auth_attempt({"auth_type": "basic", "username": "u", "password": "p"}),
})


# file.manual.failures: what a failed registration returns, read straight from the protocol's result.
async def register_failure(name, content):
    """Registers file `name` (left out when `content` is None) through the protocol itself, so that the
    errors are seen whole: success, the manual's tools and version, how many errors, and how the first begins."""
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.interfaces.communication_protocol import CommunicationProtocol
    from utcp.utcp_client import UtcpClient

    root = folder()
    if content is not None:
        (root / name).write_text(content)
    client = await UtcpClient.create(root_dir=str(root))
    template = CallTemplateSerializer().validate_dict({"name": "f", "call_template_type": FILE_TYPE, "file_path": name})
    result = await CommunicationProtocol.communication_protocols[FILE_TYPE].register_manual(client, template)
    first = result.errors[0] if result.errors else ""
    return {"success": result.success, "tools": [t.name for t in result.manual.tools],
            "manual_version": result.manual.manual_version, "errors": len(result.errors),
            "first error starts": first.splitlines()[0] if first else None, "last line": summarize(first)}


cases_of("file.manual.failures", {
    "missing-file": lambda: register_failure("nope.json", None),
    "invalid-json": lambda: register_failure("m.json", '{"utcp_version": "1.0.1", "tools": [}'),
    "invalid-yaml": lambda: register_failure("m.yaml", "tools: [unclosed\n  - : :"),
    "not-a-manual": lambda: register_failure("m.json", json.dumps({"tools": "none"})),
    "json-list": lambda: register_failure("m.json", json.dumps([TOOL])),
    "json-string": lambda: register_failure("m.json", json.dumps("just a string")),
    "one-invalid-tool": lambda: register_failure("m.json", json.dumps(
        {"utcp_version": "1.0.1", "tools": [TOOL, {"name": "broken", "tool_call_template": {"call_template_type": "nope"}}]})),
    "a-folder": lambda: register_failure(".", None),
})


async def call_bytes_tail(data: bytes):
    """Third adversarial review 2026-11-29: like call_bytes, for a long file: its length and last 8 characters."""
    text = await call_bytes(data)
    return {"length": len(text), "tail": text[-8:]} if isinstance(text, str) else text


cases_of("file.calls.content", {
    # 8191 bytes, then CRLF: the CR is the last byte of an 8192-byte read, the LF the first of the next.
    "crlf-across-read-boundary": lambda: call_bytes_tail(b"x" * 8191 + b"\r\n" + b"y\r\n"),
    "mixed-line-ends": lambda: call_bytes(b"a\r\n\rb\n"),
    "utf-16-bom-file": lambda: call_bytes(b"\xff\xfeh\x00i\x00"),
})


# Adversarial review 2026-11-29 (CLI/text fold): an OpenAPI file without servers, registered with http
# allowed, then its tool called: which URL the tool got, and what the call does.
async def openapi_no_servers_call(document: str, name: str):
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.utcp_client import UtcpClient

    root = folder()
    (root / name).write_text(document)
    client = await UtcpClient.create(root_dir=str(root))
    result = await client.register_manual(CallTemplateSerializer().validate_dict(
        {"name": "f", "call_template_type": FILE_TYPE, "file_path": name,
         "allowed_communication_protocols": [FILE_TYPE, "http"]}))
    tools = result.manual.tools
    url = getattr(tools[0].tool_call_template, "url", None) if tools else None
    if isinstance(url, str):
        url = url.replace(root.as_uri(), "file://<root>").replace(str(root), "<root>")
    called = await outcome_of(client.call_tool("f.ping", {})) if tools else None
    if called and "error" in called:
        called["error"]["message"] = called["error"]["message"].replace(root.as_uri(), "file://<root>").replace(
            str(root), "<root>")
    return {"tools": [t.name for t in tools], "url": url, "call": called}


cases_of("file.openapi.no-servers-call", {
    "yaml": lambda: openapi_no_servers_call(OPENAPI_YAML, "api.yaml"),
    "json-paths-only": lambda: openapi_no_servers_call(
        json.dumps({"openapi": "3.0.0", "info": {"title": "S", "version": "1"},
                    "paths": {"/ping": {"get": {"operationId": "ping", "responses": {}}}}}), "api.json"),
    "empty-servers-list": lambda: openapi_no_servers_call(
        json.dumps({"openapi": "3.0.0", "info": {"title": "S", "version": "1"}, "servers": [],
                    "paths": {"/ping": {"get": {"operationId": "ping", "responses": {}}}}}), "api.json"),
})


# file.protocol.state and file.openapi.converter (adversarial review 2026-11-29, CLI/text fold): the protocol
# object of the file-reading template (`text` at 1.0, `file` at 1.1), and how it hands OpenAPI files on.
SECURED_OPENAPI = {
    "openapi": "3.0.0", "info": {"title": "S", "version": "1"},
    "servers": [{"url": "https://api.example.com"}],
    "components": {"securitySchemes": {"key": {"type": "apiKey", "in": "header", "name": "X-Key"}}},
    "paths": {"/open": {"get": {"operationId": "open", "responses": {}}},
              "/locked": {"get": {"operationId": "locked", "security": [{"key": []}], "responses": {}}}},
}
API_KEY_AUTH = {"auth_type": "api_key", "api_key": "k-1", "var_name": "X-Key", "location": "header"}


async def file_protocol_state(what):
    load_plugins()
    import inspect
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.interfaces.communication_protocol import CommunicationProtocol
    from utcp.utcp_client import UtcpClient

    protocol = CommunicationProtocol.communication_protocols[FILE_TYPE]
    if what == "constructor":
        parameters = [p for p in inspect.signature(type(protocol).__init__).parameters if p != "self"]
        return {"parameters": parameters, "made without arguments": isinstance(type(protocol)(), type(protocol))}
    root = folder()
    (root / "data.txt").write_text("first")
    (root / "m.json").write_text(json.dumps(MANUAL))
    client = await UtcpClient.create(root_dir=str(root))
    manual = CallTemplateSerializer().validate_dict({"name": "f", "call_template_type": FILE_TYPE, "file_path": "m.json"})
    before = sorted(vars(protocol))
    await client.register_manual(manual)
    first = await client.call_tool("f.hello", {})
    (root / "data.txt").write_text("second")
    second = await client.call_tool("f.hello", {})
    if what == "fields":
        return {"fields before": before, "fields after registering and two calls": sorted(vars(protocol)),
                "results": [first, second]}
    returned = [await protocol.deregister_manual(client, manual), await protocol.deregister_manual(client, manual)]
    tool = CallTemplateSerializer().validate_dict({"name": "f", "call_template_type": FILE_TYPE, "file_path": "data.txt"})
    after = await protocol.call_tool(client, "f.hello", {}, tool)
    return {"returned twice": returned, "fields unchanged": sorted(vars(protocol)) == before, "call afterwards": after}


cases_of("file.protocol.state", {
    "constructor": lambda: file_protocol_state("constructor"),
    "fields-across-calls": lambda: file_protocol_state("fields"),
    "deregister": lambda: file_protocol_state("deregister"),
})


async def converter_seen(auth_tools):
    load_plugins()
    import utcp_http.openapi_converter as converter_module
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.utcp_client import UtcpClient

    root = folder()
    (root / "api.json").write_text(json.dumps(SECURED_OPENAPI))
    made = []
    original = converter_module.OpenApiConverter.__init__

    def recording(self, *args, **kwargs):
        made.append(sorted(kwargs))
        original(self, *args, **kwargs)

    converter_module.OpenApiConverter.__init__ = recording
    try:
        client = await UtcpClient.create(root_dir=str(root))
        extra = {} if auth_tools is None else {"auth_tools": auth_tools}
        result = await client.register_manual(CallTemplateSerializer().validate_dict(
            {"name": "f", "call_template_type": FILE_TYPE, "file_path": "api.json",
             "allowed_communication_protocols": [FILE_TYPE, "http"], **extra}))
    finally:
        converter_module.OpenApiConverter.__init__ = original
    auth = {t.name: (t.tool_call_template.auth.model_dump() if t.tool_call_template.auth else None)
            for t in result.manual.tools}
    return {"converter constructions": len(made), "keyword arguments": made[0] if made else None, "auth": auth}


cases_of("file.openapi.converter", {
    "auth-tools": lambda: converter_seen(API_KEY_AUTH),
    "no-auth-tools": lambda: converter_seen(None),
})


def auth_tools_forms(form):
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.data.auth_implementations.api_key_auth import ApiKeyAuth

    given = ApiKeyAuth(**{k: v for k, v in API_KEY_AUTH.items() if k != "auth_type"}) if form == "object" else dict(API_KEY_AUTH)
    serializer = CallTemplateSerializer()
    if form == "object":
        template = serializer.validate_dict({"name": "f", "call_template_type": FILE_TYPE, "file_path": "x"})
        template.auth_tools = given
        template = type(template)(**{**template.__dict__, "auth_tools": given})
    else:
        template = serializer.validate_dict({"name": "f", "call_template_type": FILE_TYPE, "file_path": "x",
                                             "auth_tools": given})
    dumped = serializer.to_dict(template)
    return {"stored as": type(template.auth_tools).__name__, "dumped": dumped.get("auth_tools")}


cases_of("file.template.auth-tools", {
    "dict": lambda: auth_tools_forms("dict"),
    "object": lambda: auth_tools_forms("object"),
})


@case("file.openapi.converter", "manual-file")
async def auth_tools_on_manual_file():
    """A UTCP manual file (one http tool without auth) registered with auth_tools."""
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.utcp_client import UtcpClient

    root = folder()
    tool = {"name": "remote", "description": "d", "inputs": {}, "outputs": {},
            "tool_call_template": {"call_template_type": "http", "url": "https://api.example.com/r", "http_method": "GET"}}
    (root / "m.json").write_text(json.dumps({"utcp_version": "1.0.1", "manual_version": "1", "tools": [tool]}))
    client = await UtcpClient.create(root_dir=str(root))
    result = await client.register_manual(CallTemplateSerializer().validate_dict(
        {"name": "f", "call_template_type": FILE_TYPE, "file_path": "m.json", "auth_tools": API_KEY_AUTH,
         "allowed_communication_protocols": [FILE_TYPE, "http"]}))
    return {t.name: (t.tool_call_template.auth.model_dump() if t.tool_call_template.auth else None)
            for t in result.manual.tools}


# Adversarial review 2026-11-29 (p-fold10): an OpenAPI file whose servers entry names a loopback host; folded
# from the probe http-file-guide-messages.
OPENAPI_WITH_SERVER = """openapi: 3.0.0
info: {title: Status, version: '1'}
servers: [{url: '%s'}]
paths:
  /ping:
    get:
      operationId: ping
      responses: {'200': {description: ok}}
"""


def last_error_lines(outcome: dict) -> dict:
    return {**outcome, "errors": [e.strip().splitlines()[-1][:160] for e in outcome["errors"]]}


async def openapi_file_with_server(server: str):
    outcome = await register_written("api.yaml", OPENAPI_WITH_SERVER % server,
                                     allowed_communication_protocols=[FILE_TYPE, "http"])
    return last_error_lines(outcome)


cases_of("file.manual.openapi-loopback", {
    "localhost-server": lambda: openapi_file_with_server("http://localhost:8080"),
    "ipv4-loopback-server": lambda: openapi_file_with_server("http://127.0.0.1:8080/v1"),
    "remote-https-server": lambda: openapi_file_with_server("https://api.example.com"),
})


# file.plugin.missing (second reading 2026-11-29): the file entries removed from the registries, as when
# utcp-file is not installed.
async def without_file_plugin(how: str):
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.interfaces.communication_protocol import CommunicationProtocol
    from utcp.utcp_client import UtcpClient

    template = {"name": "local", "call_template_type": "file", "file_path": "m.json"}
    built = CallTemplateSerializer().validate_dict(template)
    serializers = CallTemplateSerializer.call_template_serializers
    protocols = CommunicationProtocol.communication_protocols
    saved_serializer, saved_protocol = serializers.get("file"), protocols.pop("file", None)
    if how != "template-object-without-protocol":
        serializers.pop("file", None)
    try:
        if how == "dict-to-serializer":
            return await outcome_of_sync(lambda: CallTemplateSerializer().validate_dict(template))
        if how == "dict-in-config":
            outcome = await outcome_of(UtcpClient.create(config={"manual_call_templates": [template]}))
        else:
            client = await UtcpClient.create()
            outcome = await outcome_of(client.register_manual(built))
        if "error" in outcome:
            message = outcome["error"]["message"]
            outcome["error"]["message"] = message.split(", available types")[0].strip().splitlines()[-1][:200]
            outcome["error"]["starts"] = message[:30]
        return outcome
    finally:
        serializers["file"] = saved_serializer
        protocols["file"] = saved_protocol


async def outcome_of_sync(run):
    try:
        return {"value": repr(run())}
    except Exception as error:  # noqa: BLE001 - the case reports any failure
        return {"error": {"type": type(error).__name__, "message": str(error)[:200]}}


cases_of("file.plugin.missing", {
    "dict-to-serializer": lambda: without_file_plugin("dict-to-serializer"),
    "dict-in-config": lambda: without_file_plugin("dict-in-config"),
    "template-object-without-protocol": lambda: without_file_plugin("template-object-without-protocol"),
})


# file.manual.left-out-warning (second reading 2026-11-29): tools of another protocol in a file manual.
HTTP_TOOL = {"name": "remote", "description": "d", "inputs": {}, "outputs": {},
             "tool_call_template": {"call_template_type": "http", "url": "https://api.example.com/r",
                                    "http_method": "GET"}}


async def left_out(tools: list):
    import logging

    class Collect(logging.Handler):
        def __init__(self):
            super().__init__(logging.WARNING)
            self.messages = []

        def emit(self, record):
            self.messages.append(record.getMessage())

    handler = Collect()
    logging.getLogger().addHandler(handler)
    try:
        outcome = await register_written("m.json", json.dumps({**MANUAL, "tools": tools}))
    finally:
        logging.getLogger().removeHandler(handler)
    return {**outcome, "warnings": [m.split(". ")[0][:160] for m in handler.messages]}


cases_of("file.manual.left-out-warning", {
    "file-and-http-tools": lambda: left_out([TOOL, HTTP_TOOL]),
    "only-http-tools": lambda: left_out([HTTP_TOOL]),
})


# file.manual.missing-edges (second reading 2026-11-29).
async def missing_edge(case_id: str):
    root = folder()
    if case_id == "directory":
        (root / "manuals").mkdir()
        outcome = await register("manuals", root)
    elif case_id == "unicode-name":
        outcome = await register("Grüße.json", root)
    elif case_id == "empty-path":
        outcome = await register("", root)
    else:
        outcome = await register(str(folder() / "m.json"), root)
    return {**outcome, "errors": [e.replace(str(root), "<root>") for e in outcome["errors"]]}


cases_of("file.manual.missing-edges", {c: (lambda c=c: missing_edge(c)) for c in (
    "directory", "unicode-name", "empty-path", "absolute-missing")})


# file.openapi.server-edges (second reading 2026-11-29).
PING_PATHS = {"/ping": {"get": {"operationId": "ping", "responses": {"200": {"description": "ok"}}}}}
cases_of("file.openapi.server-edges", {
    "relative-server": lambda: openapi_no_servers_call(json.dumps(
        {"openapi": "3.0.0", "info": {"title": "t", "version": "1"}, "servers": [{"url": "/v1"}], "paths": PING_PATHS}),
        "api.json"),
    "server-without-url": lambda: openapi_no_servers_call(json.dumps(
        {"openapi": "3.0.0", "info": {"title": "t", "version": "1"}, "servers": [{"description": "local"}],
         "paths": PING_PATHS}), "api.json"),
    "swagger-2-without-host": lambda: openapi_no_servers_call(json.dumps(
        {"swagger": "2.0", "info": {"title": "t", "version": "1"}, "basePath": "/v2", "paths": PING_PATHS}),
        "api.json"),
})


# Issue 35, second reading 2026-11-30 (c-stream): a mixed file manual with allowed_communication_protocols null or [];
# a path with a trailing slash, a symbolic link to a folder, a path holding a NUL byte; a Swagger 2 file whose host is
# localhost; an OpenAPI file naming [::1].
cases_of("file.manual.allowed-protocols-edges", {
    "null": lambda: register_written("m.json", json.dumps({**MANUAL, "tools": [TOOL, HTTP_TOOL]}),
                                     allowed_communication_protocols=None),
    "empty-list": lambda: register_written("m.json", json.dumps({**MANUAL, "tools": [TOOL, HTTP_TOOL]}),
                                           allowed_communication_protocols=[]),
})


async def missing_edge_more(case_id: str):
    root = folder()
    if case_id == "trailing-slash":
        (root / "m.json").write_text(json.dumps(MANUAL))
        outcome = await register("m.json/", root)
    elif case_id == "symlink-to-folder":
        (root / "sub").mkdir()
        (root / "link.json").symlink_to(root / "sub")
        outcome = await register("link.json", root)
    else:
        outcome = await register("m\x00.json", root)
    return {**outcome, "errors": [e.replace(str(root), "<root>")[-160:] for e in outcome["errors"]]}


cases_of("file.manual.missing-edges-more", {c: (lambda c=c: missing_edge_more(c)) for c in (
    "trailing-slash", "symlink-to-folder", "nul-byte")})

async def swagger_localhost():
    outcome = await register_written("api.json", json.dumps(
        {"swagger": "2.0", "info": {"title": "t", "version": "1"}, "host": "localhost:8080", "schemes": ["http"],
         "paths": PING_PATHS}), allowed_communication_protocols=[FILE_TYPE, "http"])
    return last_error_lines(outcome)


cases_of("file.openapi.loopback-edges", {
    "ipv6-loopback-server": lambda: openapi_file_with_server("http://[::1]:8080"),
    "swagger-2-localhost-host": lambda: swagger_localhost(),
    "localhost-lookalike-server": lambda: openapi_file_with_server("https://localhost.example.com"),
})

cases_of("file.openapi.server-edges-more", {
    "dot-relative-server": lambda: openapi_no_servers_call(json.dumps(
        {"openapi": "3.0.0", "info": {"title": "t", "version": "1"}, "servers": [{"url": "./v1"}], "paths": PING_PATHS}),
        "api.json"),
    "swagger-2-host-without-schemes": lambda: openapi_no_servers_call(json.dumps(
        {"swagger": "2.0", "info": {"title": "t", "version": "1"}, "host": "api.example.invalid", "basePath": "/v2",
         "paths": PING_PATHS}), "api.json"),
    "swagger-2-without-host-or-base-path": lambda: openapi_no_servers_call(json.dumps(
        {"swagger": "2.0", "info": {"title": "t", "version": "1"}, "paths": PING_PATHS}), "api.json"),
    "swagger-2-host-and-https-scheme": lambda: openapi_no_servers_call(json.dumps(
        {"swagger": "2.0", "info": {"title": "t", "version": "1"}, "host": "api.example.invalid", "basePath": "/v2",
         "schemes": ["https"], "paths": PING_PATHS}), "api.json"),
})


async def file_tool_without_plugin():
    """The file entries removed, as without utcp-file; a text manual holding one file tool and one http tool."""
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.interfaces.communication_protocol import CommunicationProtocol
    from utcp.utcp_client import UtcpClient

    serializers = CallTemplateSerializer.call_template_serializers
    protocols = CommunicationProtocol.communication_protocols
    saved_serializer, saved_protocol = serializers.pop("file", None), protocols.pop("file", None)
    try:
        client = await UtcpClient.create()
        outcome = await outcome_of(client.register_manual(CallTemplateSerializer().validate_dict(
            {"name": "t", "call_template_type": "text", "content": json.dumps({**MANUAL, "tools": [TOOL, HTTP_TOOL]}),
             "allowed_communication_protocols": ["text", "file", "http"]})))
        if "value" in outcome:
            result = outcome["value"]
            return {"success": result.success, "tools": [t.name for t in result.manual.tools],
                    "errors": [summarize(e)[:200] for e in result.errors]}
        outcome["error"]["message"] = outcome["error"]["message"].strip().splitlines()[-1][:200]
        return outcome
    finally:
        serializers["file"] = saved_serializer
        protocols["file"] = saved_protocol


cases_of("file.plugin.missing-more", {"file-tool-in-text-manual": file_tool_without_plugin})


# Second reading 2026-11-30 (w-next-proto): loopback servers written other ways: 127.0.0.2, 0.0.0.0, a loopback
# server listed second, and localhost in capitals.
cases_of("file.openapi.loopback-edges", {
    "other-127-server": lambda: openapi_file_with_server("http://127.0.0.2:8080"),
    "zero-address-server": lambda: openapi_file_with_server("http://0.0.0.0:8080"),
    "upper-case-localhost-server": lambda: openapi_file_with_server("http://LOCALHOST:8080"),
})


# Second reading (wave 3) 2026-11-29 (g-stream): a Swagger 2 file that also lists servers, server URLs that are empty
# or relative without a slash, more loopback spellings, and a type name in other letter case with the plugin present.
def installed_upper_case_type():
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer

    return outcome_of_sync(lambda: CallTemplateSerializer().validate_dict(
        {"name": "local", "call_template_type": "File", "file_path": "m.json"}))


async def swagger_host(host: str):
    outcome = await register_written("api.json", json.dumps(
        {"swagger": "2.0", "info": {"title": "t", "version": "1"}, "host": host, "schemes": ["http"],
         "paths": PING_PATHS}), allowed_communication_protocols=[FILE_TYPE, "http"])
    return last_error_lines(outcome)


cases_of("file.openapi.server-edges-more", {
    "swagger-2-with-servers": lambda: openapi_no_servers_call(json.dumps(
        {"swagger": "2.0", "info": {"title": "t", "version": "1"}, "host": "api.example.invalid",
         "servers": [{"url": "https://api.example.invalid/v3"}], "paths": PING_PATHS}), "api.json"),
    "empty-url-server": lambda: openapi_no_servers_call(json.dumps(
        {"openapi": "3.0.0", "info": {"title": "t", "version": "1"}, "servers": [{"url": ""}], "paths": PING_PATHS}),
        "api.json"),
    "bare-relative-server": lambda: openapi_no_servers_call(json.dumps(
        {"openapi": "3.0.0", "info": {"title": "t", "version": "1"}, "servers": [{"url": "v1"}], "paths": PING_PATHS}),
        "api.json"),
})
cases_of("file.openapi.loopback-edges", {
    "swagger-2-loopback-ip-host": lambda: swagger_host("127.0.0.1:8080"),
    "localhost-trailing-dot-server": lambda: openapi_file_with_server("http://localhost.:8080"),
    "short-127-server": lambda: openapi_file_with_server("http://127.1:8080"),
})
cases_of("file.plugin.missing-more", {
    "upper-case-type-installed": installed_upper_case_type,
})


# Second reading (wave 4) 2026-11-29 (x-next): the trailing dot in capitals and with a path, the short form without
# a port and with three parts, and the IPv4-mapped IPv6 loopback.
async def _loopback_forms_wave_4():
    out = {}
    for url in ("http://LOCALHOST.:8080", "http://localhost./v1", "http://127.1", "http://127.0.1:8080",
                "http://[::ffff:127.0.0.1]:8080"):
        try:
            out[url] = await openapi_file_with_server(url)
        except Exception as error:  # noqa: BLE001
            out[url] = {"error": type(error).__name__}
    return out


cases_of("file.openapi.loopback-edges", {"dot-and-short-forms-wave-4": _loopback_forms_wave_4})


# Second reading (wave 5) 2026-11-29 (h-stream): a loopback server listed second in `servers`, after a remote one;
# other spellings of the type name with the plugin installed.
async def _w5_loopback_second_server():
    outcome = await register_written("api.json", json.dumps(
        {"openapi": "3.0.0", "info": {"title": "t", "version": "1"},
         "servers": [{"url": "https://api.example.com"}, {"url": "http://127.0.0.1:8080"}], "paths": PING_PATHS}),
        allowed_communication_protocols=[FILE_TYPE, "http"])
    return last_error_lines(outcome)


async def _w5_type_spellings_installed():
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer

    out = {}
    for spelling in ("FILE", "file ", "fIle"):
        out[spelling] = await outcome_of_sync(lambda: CallTemplateSerializer().validate_dict(
            {"name": "local", "call_template_type": spelling, "file_path": "m.json"}))
    return out


cases_of("file.openapi.loopback-edges", {"w5-loopback-second-server": _w5_loopback_second_server})
cases_of("file.plugin.missing-more", {"w5-type-spellings-installed": _w5_type_spellings_installed})


# First reading (wave 6) 2026-11-29 (u-text): the other ways a file can be missing, and paths that name no file.
async def call_path(make):
    """Calls a file tool whose file_path `make(root)` returns, in a fresh root_dir holding data.txt and a folder sub."""
    root = folder()
    (root / "data.txt").write_text("x")
    (root / "sub").mkdir()
    return await outcome_of(call_with_template({"call_template_type": FILE_TYPE, "file_path": make(root)}, {},
                                               root_dir=str(root)))


def broken_link(root):
    (root / "link.txt").symlink_to(root / "gone.txt")
    return "link.txt"


cases_of("file.calls.missing", {
    "missing-folder": lambda: call_path(lambda root: "no/such/dir/x.txt"),
    "absolute-missing": lambda: call_path(lambda root: str(root / "gone.txt")),
    "broken-symlink": lambda: call_path(broken_link),
    "non-ascii-name": lambda: call_path(lambda root: "météo.txt"),
    "path-is-folder": lambda: call_path(lambda root: "sub"),
    "parent-is-a-file": lambda: call_path(lambda root: "data.txt/x"),
    "empty-path": lambda: call_path(lambda root: ""),
})


# Third reading (wave 7) 2026-11-29 (w7): other loopback servers in an OpenAPI file: 127.1, [::1], an https
# localhost, and a remote first server followed by a loopback one.
cases_of("file.manual.openapi-loopback", {
    "wave7-short-loopback-server": lambda: openapi_file_with_server("http://127.1:8080"),
    "wave7-ipv6-loopback-server": lambda: openapi_file_with_server("http://[::1]:8080"),
    "wave7-https-localhost-server": lambda: openapi_file_with_server("https://localhost:8443"),
})
