"""Claim (1.0 text, Next file): the manual is read at registration, but a tool whose call template
reads a file reads it again on every call, so an edit to that file shows in the next result
without registering again. An OpenAPI document without `servers` gives tools whose URL is
`file:` plus the path (here `file:/ping`), which fails when called.
versions: 1.0, next
"""
import asyncio
import json
import tempfile
from pathlib import Path

from utcp_probe import core_version, load_plugins, observe, run

OPENAPI = {"openapi": "3.0.0", "info": {"title": "t", "version": "1"},
           "paths": {"/ping": {"get": {"operationId": "ping", "responses": {"200": {"description": "ok"}}}}}}


async def main() -> bool:
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.utcp_client import UtcpClient

    # 1.0 reads files with the `text` type, Next moved that to the `file` type.
    kind = "text" if core_version().startswith("1.0") else "file"
    folder = Path(tempfile.mkdtemp())
    (folder / "policy.txt").write_text("version one")
    (folder / "manual.json").write_text(json.dumps({"utcp_version": "1.0.1", "manual_version": "1", "tools": [{
        "name": "policy", "description": "The policy", "inputs": {}, "outputs": {},
        "tool_call_template": {"call_template_type": kind, "file_path": "policy.txt"}}]}))
    (folder / "api.json").write_text(json.dumps(OPENAPI))
    client = await UtcpClient.create(root_dir=str(folder))

    def template(name, path):
        # The field is Next's (1.0 drops it): generated OpenAPI tools are http tools.
        return CallTemplateSerializer().validate_dict({"name": name, "call_template_type": kind, "file_path": path,
                                                       "allowed_communication_protocols": [kind, "http"]})

    await client.register_manual(template("docs", "manual.json"))
    first = await client.call_tool("docs.policy", {})
    (folder / "policy.txt").write_text("version two")
    second = await client.call_tool("docs.policy", {})
    api = await client.register_manual(template("api", "api.json"))
    urls = [tool.tool_call_template.url for tool in api.manual.tools]
    observe("OpenAPI registration", (api.success, [e[-300:] for e in api.errors]))
    try:
        await client.call_tool("api.ping", {})
        called = "no error"
    except Exception as error:
        called = f"{type(error).__name__}: {str(error)[:90]}"
    observe("calling the generated tool", called)
    observe("call type", kind)
    observe("first call", first)
    observe("call after editing the file", second)
    observe("OpenAPI without servers, tool URLs", urls)
    return first == "version one" and second == "version two" and urls == ["file:/ping"] and called != "no error"


run(main)
