"""Cases of the protocols overview: which call template types a client knows once every plugin is
loaded, how the type field is read, and what a streaming call of a text tool yields."""
import os
import tempfile

from _behaviour import LINE, case, cases_of, load_plugins, outcome_of


@case("protocols.registry.types", "all-plugins-loaded")
def registry_types():
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.interfaces.communication_protocol import CommunicationProtocol

    return {
        "protocols": sorted(CommunicationProtocol.communication_protocols),
        "templates": sorted(CallTemplateSerializer.call_template_serializers),
    }


def read_type(value, present=True):
    """Validates an http-shaped template whose call_template_type is `value` (left out when not `present`)."""
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer

    fields = {"name": "m", "url": "https://x.example/m", "http_method": "GET"}
    if present:
        fields["call_template_type"] = value
    try:
        return {"accepted": CallTemplateSerializer().validate_dict(fields).call_template_type}
    except Exception as error:  # the outcome is which exception the serializer raises
        return {"refused": type(error).__name__}


cases_of("protocols.template.type-field", {
    "http": lambda: read_type("http"),
    "missing": lambda: read_type(None, present=False),
    "null": lambda: read_type(None),
    "empty-string": lambda: read_type(""),
    "upper-case": lambda: read_type("HTTP"),
    "unknown": lambda: read_type("no_such_type"),
})


@case("protocols.streaming.text-tool", "crlf-content")
async def text_tool_streaming():
    """A text tool whose text has CRLF line endings: what call_tool_streaming yields."""
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.utcp_client import UtcpClient

    text = "line one\r\nline two\r\n"
    folder = tempfile.mkdtemp()
    if LINE == "1.0":
        # 1.0's text tool reads its file_path at each call
        path = os.path.join(folder, "notes.txt")
        with open(path, "w", newline="") as handle:
            handle.write(text)
        tool_template = {"call_template_type": "text", "file_path": path}
    else:
        tool_template = {"call_template_type": "text", "content": text}
    manual = {"utcp_version": "1.0.0", "manual_version": "1", "tools": [
        {"name": "notes", "description": "", "inputs": {}, "outputs": {}, "tool_call_template": tool_template}]}
    import json

    manual_path = os.path.join(folder, "manual.json")
    with open(manual_path, "w") as handle:
        json.dump(manual, handle)
    manual_template = {"name": "m", "call_template_type": "text"}
    manual_template.update({"file_path": manual_path} if LINE == "1.0" else {"content": json.dumps(manual)})
    client = await UtcpClient.create(root_dir=folder)
    registered = await client.register_manual(CallTemplateSerializer().validate_dict(manual_template))
    if not registered.success:
        return {"registered": False, "errors": [str(e).splitlines()[0] for e in registered.errors]}
    return [item async for item in client.call_tool_streaming("m.notes", {})]


# Issue 35: what deregister_manual of each protocol does with a manual it never registered, called
# twice; the same case ids run in tests/behaviour/ts/protocols.ts.
async def deregister_twice(protocol_type, template_fields):
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.interfaces.communication_protocol import CommunicationProtocol
    from utcp.utcp_client import UtcpClient

    client = await UtcpClient.create()
    protocol = CommunicationProtocol.communication_protocols[protocol_type]
    template = CallTemplateSerializer().validate_dict({"name": "m", **template_fields})
    first = await protocol.deregister_manual(client, template)
    second = await protocol.deregister_manual(client, template)
    return {"first": first, "second": second}


cases_of("protocols.deregister.no-state", {
    "http": lambda: deregister_twice(
        "http", {"call_template_type": "http", "url": "http://127.0.0.1:9/utcp", "http_method": "GET"}),
    "sse": lambda: deregister_twice("sse", {"call_template_type": "sse", "url": "http://127.0.0.1:9/events"}),
    "streamable-http": lambda: deregister_twice(
        "streamable_http", {"call_template_type": "streamable_http", "url": "http://127.0.0.1:9/stream"}),
    "text": lambda: deregister_twice(
        "text", {"call_template_type": "text", "content": "{}"} if LINE != "1.0"
        else {"call_template_type": "text", "file_path": "manual.json"}),
})
