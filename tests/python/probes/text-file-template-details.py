"""Claim: the credentials and converter hand-off of the text (and at 1.1 file) plugin (API pages).

The template refuses `auth` other than None; `auth_tools` (an Auth or a dict) is dumped through the
auth serializer and handed to the OpenAPI converter, so a compatible secured operation gets it as
its credentials, and the template's name names the generated templates when the document has no
title. The protocols are constructed without arguments, hold no attributes and deregister_manual
returns None; each is registered under its type by its plugin. At 1.0 a file's URL is the converter's
`spec_url`, so a document without `servers` gives `file:` URLs; at 1.1 the text protocol passes
`text://content` as `spec_url` and `base_url` on to the converter.
versions: 1.0, next
"""
import json
import os
import tempfile

from utcp_probe import core_version, load_plugins, observe, run

SPEC = {"openapi": "3.0.0", "info": {"version": "1"},
        "components": {"securitySchemes": {"key": {"type": "apiKey", "name": "X-Key", "in": "header"}}},
        "paths": {"/ping": {"get": {"operationId": "ping", "security": [{"key": []}],
                                    "responses": {"200": {"description": "ok"}}}}}}
AUTH_TOOLS = {"auth_type": "api_key", "api_key": "real-key", "var_name": "X-Key", "location": "header"}


async def main() -> bool:
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.interfaces.communication_protocol import CommunicationProtocol
    from utcp.utcp_client import UtcpClient

    checks = {}
    next_line = core_version().startswith("1.1")
    folder = tempfile.mkdtemp()
    path = os.path.join(folder, "spec.json")
    with open(path, "w") as handle:
        json.dump(SPEC, handle)
    client = await UtcpClient.create(root_dir=folder)
    serializer = CallTemplateSerializer()

    kinds = {"text": {"file_path": path}} if not next_line else {
        "file": {"file_path": path}, "text": {"content": json.dumps(SPEC), "base_url": "https://base.example.com"}}
    for kind, source in kinds.items():
        protocol_class = type(CommunicationProtocol.communication_protocols[kind])
        protocol = protocol_class()
        template = serializer.validate_dict({"name": "docs", "call_template_type": kind, **source, "auth_tools": AUTH_TOOLS})
        dumped = serializer.to_dict(template)["auth_tools"]
        result = await protocol.register_manual(client, template)
        tool = result.manual.tools[0]
        auth = tool.tool_call_template.auth
        observe(f"{kind}: tool url, template name, auth", [tool.tool_call_template.url, tool.tool_call_template.name,
                                                          getattr(auth, "api_key", None)])
        checks[f"{kind}: auth_tools dumped as a dict"] = dumped == AUTH_TOOLS
        checks[f"{kind}: auth_tools handed to the converter"] = getattr(auth, "api_key", None) == "real-key"
        checks[f"{kind}: template name passed on"] = tool.tool_call_template.name == "docs"
        expected_url = "https://base.example.com/ping" if kind == "text" and next_line else "file:/ping"
        checks[f"{kind}: spec_url / base_url hand-off"] = tool.tool_call_template.url == expected_url
        checks[f"{kind}: constructed without arguments, no state"] = vars(protocol) == {}
        checks[f"{kind}: deregister returns None"] = await protocol.deregister_manual(client, template) is None
        try:
            serializer.validate_dict({"name": "docs", "call_template_type": kind, **source,
                                      "auth": {"auth_type": "basic", "username": "u", "password": "p"}})
            refused = "accepted"
        except Exception as error:
            refused = type(error).__name__
        observe(f"{kind}: auth given", refused)
        checks[f"{kind}: auth refused"] = refused != "accepted"

    if next_line:
        bare = serializer.validate_dict({"name": "docs", "call_template_type": "text", "content": json.dumps(SPEC)})
        protocol = type(CommunicationProtocol.communication_protocols["text"])()
        url = (await protocol.register_manual(client, bare)).manual.tools[0].tool_call_template.url
        observe("text without base_url", url)
        checks["text: text://content as spec_url"] = url == "text://content/ping"

    failed = [name for name, ok in checks.items() if not ok]
    observe("failed checks", failed)
    return not failed


run(main)
