"""Claim: how the cli, text (and at 1.1 file) protocols read manuals and answer calls.

cli: a list of tools printed by the commands becomes a manual with version "0.0.0"; when the whole
output is not JSON, every line that is a JSON object is tried and the tools found are collected;
0.1-style tools (with `tool_provider`) are dropped; a call returns parsed JSON for output starting
with `{` or `[`, the trimmed string otherwise, stderr when stdout is empty, "" for no output, and a
non-zero exit is not an error; a template of another class raises ValueError.
text at 1.0 / file at 1.1: `.yaml` files are parsed as YAML, OpenAPI documents are converted, a
missing file gives success False with the traceback and an empty manual (version "1.0.0"); a call returns the file's
text whatever the arguments, streaming yields it once, a missing file raises FileNotFoundError.
text at 1.1: `content` is parsed as JSON, then as YAML; a call returns the content; a dict with
`file_path` is refused with a hint to the file protocol.
versions: 1.0, next
"""
import json
import os
import tempfile

from utcp_probe import core_version, load_plugins, observe, run

OPENAPI_YAML = """openapi: 3.0.0
info: {title: Status, version: '1'}
servers: [{url: 'https://status.example.com'}]
paths:
  /health:
    get:
      operationId: health
      responses: {'200': {description: ok}}
"""


async def main() -> bool:
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.exceptions import UtcpSerializerValidationError
    from utcp.interfaces.communication_protocol import CommunicationProtocol
    from utcp.utcp_client import UtcpClient

    eleven = core_version().startswith("1.1")
    serializer = CallTemplateSerializer()
    checks = {}
    folder = tempfile.mkdtemp()
    client = await UtcpClient.create(root_dir=folder)
    cli = CommunicationProtocol.communication_protocols["cli"]

    def cli_template(name, *commands):
        return serializer.validate_dict({"name": name, "call_template_type": "cli",
                                         "commands": [{"command": c} for c in commands]})

    tool_json = {"name": "hello", "description": "d", "inputs": {}, "outputs": {},
                 "tool_call_template": {"call_template_type": "cli", "commands": [{"command": "echo hi"}]}}
    listing = os.path.join(folder, "list.json")
    with open(listing, "w") as handle:
        json.dump([tool_json], handle)
    lines = os.path.join(folder, "lines.txt")
    with open(lines, "w") as handle:
        handle.write("starting up\n" + json.dumps(tool_json) + "\nnot json either\n")
    legacy = os.path.join(folder, "legacy.json")
    with open(legacy, "w") as handle:
        json.dump({"tools": [{"name": "old", "description": "", "inputs": {}, "outputs": {},
                              "tool_provider": {"provider_type": "cli", "command_name": "echo"}}]}, handle)

    as_list = await cli.register_manual(client, cli_template("a", f"cat {listing}"))
    as_lines = await cli.register_manual(client, cli_template("b", f"cat {lines}"))
    as_legacy = await cli.register_manual(client, cli_template("c", f"cat {legacy}"))
    observe("list of tools: success, manual_version, names",
            [as_list.success, as_list.manual.manual_version, [t.name for t in as_list.manual.tools]])
    observe("JSON lines among text: names; 0.1-style tools: names",
            [[t.name for t in as_lines.manual.tools], [t.name for t in as_legacy.manual.tools]])
    checks["cli discovery"] = (as_list.success and as_list.manual.manual_version == "0.0.0"
                               and [t.name for t in as_list.manual.tools] == ["hello"]
                               and [t.name for t in as_lines.manual.tools] == ["hello"]
                               and as_legacy.manual.tools == [])

    async def cli_call(*commands):
        return await cli.call_tool(client, "x.t", {}, cli_template("x", *commands))

    outputs = [await cli_call('echo \'{"a": 1}\''), await cli_call("echo '  [1, 2]  '"), await cli_call("echo '  just text  '"),
               await cli_call("echo oops >&2"), await cli_call("true"), await cli_call("echo failed; exit 3")]
    observe("cli outputs: object, list, text, stderr only, nothing, exit 3", outputs)
    checks["cli calls"] = outputs == [{"a": 1}, [1, 2], "just text", "oops", "", "failed"]

    wrong = []
    for kind in ("cli", "text") + (("file",) if eleven else ()):
        protocol = CommunicationProtocol.communication_protocols[kind]
        other = serializer.validate_dict({"name": "h", "call_template_type": "http", "url": "https://h/x"})
        try:
            await protocol.register_manual(client, other)
            wrong.append("no error")
        except ValueError:
            wrong.append("ValueError")
        try:
            await protocol.call_tool(client, "h.t", {}, other)
            wrong.append("no error")
        except ValueError:
            wrong.append("ValueError")
    observe("register/call with an http template (cli, text, file)", wrong)
    checks["wrong class"] = set(wrong) == {"ValueError"}

    # the file-reading protocol: text at 1.0, file at 1.1
    reader_type = "file" if eleven else "text"
    reader = CommunicationProtocol.communication_protocols[reader_type]
    with open(os.path.join(folder, "status.yaml"), "w") as handle:
        handle.write(OPENAPI_YAML)
    with open(os.path.join(folder, "notes.txt"), "w") as handle:
        handle.write("  line one\nline two\n")

    def file_template(name, path):
        return serializer.validate_dict({"name": name, "call_template_type": reader_type, "file_path": path})

    converted = await reader.register_manual(client, file_template("status", "status.yaml"))
    missing = await reader.register_manual(client, file_template("gone", "gone.json"))
    text = await reader.call_tool(client, "n.t", {"ignored": 1}, file_template("n", "notes.txt"))
    chunks = [c async for c in reader.call_tool_streaming(client, "n.t", {}, file_template("n", "notes.txt"))]
    try:
        await reader.call_tool(client, "g.t", {}, file_template("g", "gone.txt"))
        missing_call = "no error"
    except FileNotFoundError:
        missing_call = "FileNotFoundError"
    observe(f"{reader_type}: OpenAPI YAML tools", [(t.name, t.tool_call_template.url) for t in converted.manual.tools])
    observe(f"{reader_type}: missing file success, manual tools and version, error is a traceback",
            [missing.success, missing.manual.tools, missing.manual.manual_version,
             missing.errors[0].startswith("Traceback") if missing.errors else None])
    observe(f"{reader_type}: call text, stream chunks, missing file on call", [text, chunks, missing_call])
    checks["file reading"] = ([t.name for t in converted.manual.tools] == ["health"]
                              and converted.manual.tools[0].tool_call_template.url == "https://status.example.com/health"
                              and missing.success is False and missing.manual.tools == []
                              and missing.manual.manual_version == "1.0.0"
                              and bool(missing.errors) and missing.errors[0].startswith("Traceback")
                              and text == "  line one\nline two\n" and chunks == [text]
                              and missing_call == "FileNotFoundError")

    if eleven:
        text_protocol = CommunicationProtocol.communication_protocols["text"]

        def inline(name, content):
            return serializer.validate_dict({"name": name, "call_template_type": "text", "content": content})

        from_json = await text_protocol.register_manual(client, inline("j", json.dumps({"utcp_version": "1.1.3", "tools": [tool_json]})))
        from_yaml = await text_protocol.register_manual(client, inline("y", OPENAPI_YAML))
        returned = await text_protocol.call_tool(client, "y.t", {"a": 1}, inline("y", "raw text"))
        try:
            serializer.validate_dict({"name": "old", "call_template_type": "text", "file_path": "x.json"})
            old_key = "accepted"
        except UtcpSerializerValidationError as error:
            old_key = "file" in str(error)
        observe("text 1.1: JSON content tools, YAML content tools, call result, file_path refused with a hint",
                [[t.name for t in from_json.manual.tools], [t.name for t in from_yaml.manual.tools], returned, old_key])
        checks["inline text"] = ([t.name for t in from_json.manual.tools] == ["hello"]
                                 and [t.name for t in from_yaml.manual.tools] == ["health"]
                                 and returned == "raw text" and old_key is True)

    observe("failed checks", sorted(k for k, ok in checks.items() if not ok))
    return all(checks.values())


run(main)
