"""Cases of the protocols overview: which call template types a client knows once every plugin is
loaded, how the type field is read, and what a streaming call of a text tool yields."""
import inspect
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


# --- the call_template module (API reference): shared fields and the two roles of a template ------------
def template_classes():
    """The call template class behind each registered serializer, read from its Serializer[...] base."""
    import typing

    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer

    found = {}
    for type_name, serializer in CallTemplateSerializer.call_template_serializers.items():
        model = None
        for base in getattr(type(serializer), "__orig_bases__", ()):
            args = typing.get_args(base)
            if args:
                model = args[0]
        found[type_name] = model
    return found


@case("protocols.template.base-fields", "base-class")
def base_fields():
    load_plugins()
    from utcp.data.call_template import CallTemplate

    def default(field):
        if field.is_required():
            return None
        return "made by a factory" if field.default_factory else repr(field.default)

    return {name: {"required": field.is_required(), "default": default(field)}
            for name, field in CallTemplate.model_fields.items()}


@case("protocols.template.base-fields", "plugin-subclasses")
def plugin_subclasses_in_short():
    """What the sentence says, in a form both lines share: every type subclasses and adds fields of its own."""
    found = fields_added_per_type()
    return {"types that are not a CallTemplate subclass": sorted(t for t, v in found.items()
                                                                 if not isinstance(v, dict) or not v["subclass"]),
            "types adding no field": sorted(t for t, v in found.items() if isinstance(v, dict) and not v["added"]),
            "types dropping a base field": sorted(t for t, v in found.items()
                                                  if isinstance(v, dict) and not v["base fields kept"]),
            "http adds url": "url" in found["http"]["added"], "cli adds commands": "commands" in found["cli"]["added"]}


@case("protocols.template.base-fields", "fields-added-per-type")
def fields_added_per_type():
    from utcp.data.call_template import CallTemplate

    base = set(CallTemplate.model_fields)
    found = {}
    for type_name, model in sorted(template_classes().items()):
        if model is None:
            found[type_name] = "no model found"
            continue
        found[type_name] = {"class": model.__name__, "subclass": issubclass(model, CallTemplate),
                            "added": sorted(set(model.model_fields) - base),
                            "base fields kept": sorted(base & set(model.model_fields)) == sorted(base)}
    return found


async def roles(tool_template_of=None):
    """Registers an http manual at /utcp whose one tool has the template `tool_template_of(base)` (by default an
    http template at /echo), then calls the tool; reports the paths the server saw at each step."""
    load_plugins()
    from aiohttp import web
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.utcp_client import UtcpClient
    from utcp_probe import http_server

    seen = []

    def template_of(base):
        if tool_template_of:
            return tool_template_of(base)
        return {"call_template_type": "http", "url": f"{base}/echo", "http_method": "POST"}

    async def manual(request):
        seen.append(f"{request.method} {request.path}")
        base = str(request.url.origin())
        return web.json_response({"utcp_version": "1.0.1", "manual_version": "1", "tools": [
            {"name": "echo", "description": "d", "inputs": {}, "outputs": {}, "tool_call_template": template_of(base)}]})

    async def echo(request):
        seen.append(f"{request.method} {request.path}")
        return web.json_response({"query": dict(request.query), "body": await request.text()})

    routes = {("GET", "/utcp"): manual, ("POST", "/echo"): echo, ("GET", "/echo"): echo}
    async with http_server(routes) as base:
        client = await UtcpClient.create()
        result = await client.register_manual(CallTemplateSerializer().validate_dict(
            {"name": "m", "call_template_type": "http", "url": f"{base}/utcp", "http_method": "GET"}))
        at_registration = list(seen)
        call = await outcome_of(client.call_tool("m.echo", {"q": "ü"}))
        return {"registered": result.success, "requests at registration": at_registration,
                "requests at the call": seen[len(at_registration):], "call": call}


cases_of("protocols.template.roles", {
    "manual-then-tool": lambda: roles(),
    "tool-template-missing": lambda: roles(lambda base: None),
})


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


# --- protocols.template.wrong-class: each built-in protocol given a call template of another class -----
async def wrong_class(method: str):
    """Every registered protocol given a template of another type (cli gets a text template, all others a
    cli template): the exception type each raises, or "no error"."""
    import asyncio

    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.interfaces.communication_protocol import CommunicationProtocol
    from utcp.utcp_client import UtcpClient

    serializer = CallTemplateSerializer()
    cli = serializer.validate_dict({"name": "w", "call_template_type": "cli", "commands": [{"command": "echo hi"}]})
    text_fields = {"file_path": "m.json"} if LINE == "1.0" else {"content": "{}"}
    text = serializer.validate_dict({"name": "w", "call_template_type": "text", **text_fields})
    client = await UtcpClient.create(root_dir=tempfile.mkdtemp())
    seen = {}
    for name, protocol in sorted(CommunicationProtocol.communication_protocols.items()):
        other = text if name == "cli" else cli
        try:
            if method == "register":
                await asyncio.wait_for(protocol.register_manual(client, other), 10)
            elif method == "call":
                await asyncio.wait_for(protocol.call_tool(client, "w.t", {}, other), 10)
            else:
                async def drain():
                    stream = protocol.call_tool_streaming(client, "w.t", {}, other)
                    if inspect.isawaitable(stream):  # a plain async def (cli, tcp) rather than a generator
                        stream = await stream
                    items = [item async for item in stream]
                    # a protocol that yields the coroutine of call_tool() unawaited (mcp): await it here
                    return [await item if inspect.iscoroutine(item) else item for item in items]

                await asyncio.wait_for(drain(), 10)
            seen[name] = "no error"
        except Exception as error:  # the outcome is which exception the protocol raises
            seen[name] = type(error).__name__
    # the lines register different sets of protocols: when all agree, say so rather than list them
    if len(set(seen.values())) == 1:
        return {"every protocol": next(iter(seen.values()))}
    return seen


async def wrong_class_dict(kind: str):
    """register_manual of `kind` given a plain dict of its own type instead of a template object."""
    load_plugins()
    from utcp.interfaces.communication_protocol import CommunicationProtocol
    from utcp.utcp_client import UtcpClient

    fields = {"cli": {"commands": [{"command": "echo hi"}]},
              "text": {"file_path": "m.json"} if LINE == "1.0" else {"content": "{}"},
              "file": {"file_path": "m.json"}}[kind]
    client = await UtcpClient.create(root_dir=tempfile.mkdtemp())
    protocol = CommunicationProtocol.communication_protocols[kind]
    return await protocol.register_manual(client, {"name": "w", "call_template_type": kind, **fields})


cases_of("protocols.template.wrong-class", {
    "register-every-protocol": lambda: wrong_class("register"),
    "call-every-protocol": lambda: wrong_class("call"),
    "streaming-every-protocol": lambda: wrong_class("streaming"),
    "cli-register-dict": lambda: wrong_class_dict("cli"),
    "text-register-dict": lambda: wrong_class_dict("text"),
    "file-register-dict": lambda: wrong_class_dict("file"),
})


# Second reading 2026-11-30 (w-rfc, RFC 3.x operations table): deregister_manual of the text protocol twice
# after a real registration through the client, then a call of the manual's tool.
import json  # noqa: E402

DEREGISTER_MANUAL = json.dumps({
    "utcp_version": "1.0.1", "manual_version": "1.0.0",
    "tools": [{"name": "t", "description": "", "inputs": {"type": "object", "properties": {}},
               "outputs": {"type": "object", "properties": {}},
               "tool_call_template": {"call_template_type": "text", "content": "hi"}}]})


@case("protocols.deregister.no-state", "text-registered-then-called")
async def deregister_registered_text():
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.interfaces.communication_protocol import CommunicationProtocol
    from utcp.utcp_client import UtcpClient

    client = await UtcpClient.create()
    template = CallTemplateSerializer().validate_dict(
        {"name": "m", "call_template_type": "text", "content": DEREGISTER_MANUAL})
    registered = await client.register_manual(template)
    protocol = CommunicationProtocol.communication_protocols["text"]
    first = await protocol.deregister_manual(client, template)
    second = await protocol.deregister_manual(client, template)
    try:
        called = {"value": await client.call_tool("m.t", {})}
    except Exception as error:  # noqa: BLE001
        called = {"error": type(error).__name__}
    return {"tools": [t.name for t in registered.manual.tools], "first": first, "second": second, "call": called}


# Second reading (wave 3) 2026-11-29 (g-rfc, protocol index pages): an http manual from a loopback server registered
# through the client, the http protocol's deregister_manual called twice, then its tool called; the requests the
# server saw, in order.
@case("protocols.deregister.no-state", "http-registered-then-called")
async def deregister_registered_http():
    from aiohttp import web
    from _behaviour import http_server

    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.interfaces.communication_protocol import CommunicationProtocol
    from utcp.utcp_client import UtcpClient

    seen = []
    holder = {}

    async def manual(request):
        seen.append("GET /utcp")
        return web.json_response({"utcp_version": "1.0.1", "manual_version": "1.0.0", "tools": [{
            "name": "t", "description": "", "inputs": {"type": "object"}, "outputs": {"type": "object"},
            "tool_call_template": {"name": "m", "call_template_type": "http", "http_method": "GET",
                                   "url": holder["base"] + "/op"}}]})

    async def op(request):
        seen.append("GET /op")
        return web.json_response({"ok": True})

    async with http_server({("GET", "/utcp"): manual, ("GET", "/op"): op}) as base:
        holder["base"] = base
        client = await UtcpClient.create()
        template = CallTemplateSerializer().validate_dict(
            {"name": "m", "call_template_type": "http", "http_method": "GET", "url": f"{base}/utcp"})
        registered = await client.register_manual(template)
        protocol = CommunicationProtocol.communication_protocols["http"]
        first = await protocol.deregister_manual(client, template)
        second = await protocol.deregister_manual(client, template)
        called = await outcome_of(client.call_tool("m.t", {}))
    return {"tools": [t.name for t in registered.manual.tools], "first": first, "second": second, "call": called,
            "server saw": seen}
