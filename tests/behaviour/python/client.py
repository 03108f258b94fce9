"""Cases of UtcpClient (1.x): creation, registration, calls and required variables."""
import asyncio
import json
import os
import re
import tempfile

from _behaviour import (IMPL, LINE, case, cases_of, http_server, install_protocol, load_plugins, model_serializer,
                        outcome_of, summarize)


def manual_routes(tools=None, allowed=None):
    from aiohttp import web

    async def manual(request):
        base = str(request.url.origin())
        listed = tools(base) if callable(tools) else tools if tools is not None else [
            {"name": "echo", "description": "d", "inputs": {}, "outputs": {},
             "tool_call_template": {"call_template_type": "http", "url": f"{base}/echo", "http_method": "GET"}},
            {"name": "keyed", "description": "d", "inputs": {}, "outputs": {},
             "tool_call_template": {"call_template_type": "http", "url": f"{base}/echo?k=${{KEY}}",
                                    "http_method": "GET"}},
        ]
        return web.json_response({"utcp_version": "1.0.1", "manual_version": "1", "tools": listed})

    async def echo(request):
        return web.json_response({"ok": True, "query": dict(request.query)})

    async def down(request):
        return web.Response(status=500)

    async def html(request):
        return web.Response(text="<html><body>Tools</body></html>", content_type="text/html")

    async def invalid(request):
        return web.json_response({"utcp_version": "1.0.1", "tools": [{"name": "x"}]})

    return {("GET", "/utcp"): manual, ("GET", "/echo"): echo, ("GET", "/down"): down, ("GET", "/html"): html,
            ("GET", "/invalid"): invalid}


async def with_client(action, config=None, tools=None):
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.utcp_client import UtcpClient

    async with http_server(manual_routes(tools)) as base:
        client = await UtcpClient.create(config=config) if config is not None else await UtcpClient.create()

        def template(name, path="/utcp", **extra):
            return CallTemplateSerializer().validate_dict(
                {"name": name, "call_template_type": "http", "url": f"{base}{path}", "http_method": "GET", **extra})

        return await action(client, template)


@case("client.create.defaults", "no-config")
async def defaults():
    load_plugins()
    from utcp.utcp_client import UtcpClient

    client = await UtcpClient.create()
    config = client.config
    return {"repository": config.tool_repository.tool_repository_type,
            "search": config.tool_search_strategy.tool_search_strategy_type,
            "post_processing": config.post_processing, "root_dir is cwd": client.root_dir == os.getcwd(),
            "class": type(client).__name__, "substitutor": type(client.variable_substitutor).__name__}


async def create_from(config):
    load_plugins()
    from utcp.utcp_client import UtcpClient

    async def make():
        client = await UtcpClient.create(config=config)
        return {"variables": client.config.variables}

    return await outcome_of(make())


def config_file_holding(name, text):
    """The path of a new file `name` in a temporary folder, holding `text`."""
    path = os.path.join(tempfile.mkdtemp(), name)
    with open(path, "w") as handle:
        handle.write(text)
    return path


def error_type_only(result):
    return {"type": result["error"]["type"]} if "error" in result else result


@case("client.create.config-sources", "json-file")
async def config_file():
    return await create_from(config_file_holding("config.json", json.dumps({"variables": {"A": "1"}})))


@case("client.create.config-sources", "unparsable-file")
async def config_bad_file():
    return error_type_only(await create_from(config_file_holding("bad.json", "{not json")))


@case("client.create.config-sources", "missing-file")
async def config_missing():
    return error_type_only(await create_from("/no/such/config.json"))


@case("client.create.config-sources", "invalid-dict")
async def config_invalid_dict():
    return error_type_only(await create_from({"tool_repository": {"tool_repository_type": "no_such_repo"}}))


@case("client.create.config-sources", "yaml-file")
async def config_yaml():
    return error_type_only(await create_from(config_file_holding("config.yaml", "variables:\n  A: '1'\n")))


@case("client.create.config-sources", "unknown-top-level-key")
async def config_unknown_key():
    return await create_from({"variables": {"A": "1"}, "no_such_setting": True})


async def registered_name_and_tools(name):
    """The name a manual given the name `name` is registered under, and its tools."""
    async def act(client, template):
        result = await client.register_manual(template(name))
        return {"name": result.manual_call_template.name, "tools": sorted(t.name for t in result.manual.tools)}

    return await with_client(act)


@case("client.register.manual-name", "sanitised")
async def name_sanitised():
    return await registered_name_and_tools("my-api v2")


@case("client.register.manual-name", "unicode")
async def name_unicode():
    return (await registered_name_and_tools("wétter"))["name"]


@case("client.register.manual-name", "default-random")
def name_default():
    load_plugins()
    from utcp.data.call_template import CallTemplate

    return bool(re.fullmatch(r"[0-9a-f]{32}", CallTemplate(call_template_type="http").name))


@case("client.register.tool-prefix", "already-prefixed")
async def prefix_once():
    async def act(client, template):
        result = await client.register_manual(template("pre"))
        return sorted(t.name for t in result.manual.tools)

    tools = [{"name": "pre.already", "description": "", "inputs": {}, "outputs": {},
              "tool_call_template": {"call_template_type": "http", "url": "https://x.example/a"}},
             {"name": "other.dotted", "description": "", "inputs": {}, "outputs": {},
              "tool_call_template": {"call_template_type": "http", "url": "https://x.example/b"}}]
    return await with_client(act, tools=tools)


@case("client.register.duplicate-name", "same-name-twice")
async def duplicate():
    async def act(client, template):
        await client.register_manual(template("dup"))
        return await outcome_of(client.register_manual(template("dup")))

    return await with_client(act)


@case("client.register.unknown-type", "no-protocol")
async def unknown_type():
    load_plugins()
    from utcp.data.call_template import CallTemplate

    async def act(client, template):
        return await outcome_of(client.register_manual(CallTemplate(name="odd", call_template_type="no_such_protocol")))

    result = await with_client(act)
    return {"type": result["error"]["type"]} if "error" in result else result


# First reading (wave 6) 2026-11-29: a call template type no plugin registers, met on each path a template takes.
ODD_TEMPLATE = {"name": "odd", "call_template_type": "no_such_protocol", "url": "https://odd.example.com/utcp"}


def raised_type(function):
    try:
        function()
        return "accepted"
    except Exception as error:  # noqa: BLE001
        return type(error).__name__


async def awaited_type(awaitable):
    try:
        result = await awaitable
    except Exception as error:  # noqa: BLE001
        return type(error).__name__
    if hasattr(result, "success"):
        return {"success": result.success, "tools": [t.name for t in result.manual.tools] if result.manual else None,
                "errors": [str(e)[:70] for e in result.errors]}
    return "accepted"


@case("client.register.unknown-type", "each-path")
async def unknown_type_each_path():
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.data.utcp_client_config import UtcpClientConfigSerializer
    from utcp.data.utcp_manual import UtcpManualSerializer
    from utcp.utcp_client import UtcpClient

    odd_tool = {"name": "odd_tool", "description": "", "tool_call_template": ODD_TEMPLATE}
    found = {
        "CallTemplateSerializer.validate_dict": raised_type(lambda: CallTemplateSerializer().validate_dict(ODD_TEMPLATE)),
        "UtcpClientConfigSerializer.validate_dict": raised_type(
            lambda: UtcpClientConfigSerializer().validate_dict({"manual_call_templates": [ODD_TEMPLATE]})),
        "UtcpClient.create with a config dict": await awaited_type(
            UtcpClient.create(config={"manual_call_templates": [ODD_TEMPLATE]})),
        "UtcpManualSerializer, a tool of that type": raised_type(
            lambda: UtcpManualSerializer().validate_dict({"tools": [odd_tool]})),
    }
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "config.json")
        with open(path, "w") as handle:
            json.dump({"manual_call_templates": [ODD_TEMPLATE]}, handle)
        found["UtcpClient.create with a config file"] = await awaited_type(UtcpClient.create(config=path))

    async def served(client, template):
        return await awaited_type(client.register_manual(template("served")))

    found["register_manual of a served manual holding such a tool"] = await with_client(served, tools=[odd_tool])
    return found


@case("client.register.unknown-type", "stored-tool-called")
async def unknown_type_stored_tool():
    load_plugins()
    from utcp.data.call_template import CallTemplate
    from utcp.data.tool import Tool
    from utcp.data.utcp_manual import UtcpManual
    from utcp.utcp_client import UtcpClient

    client = await UtcpClient.create()
    template = CallTemplate(name="odd", call_template_type="no_such_protocol")
    await client.config.tool_repository.save_manual(
        template, UtcpManual(tools=[Tool(name="odd.t", description="", tool_call_template=template)]))
    async def streamed():
        return [chunk async for chunk in client.call_tool_streaming("odd.t", {})]

    return {"call_tool": await awaited_type(client.call_tool("odd.t", {})),
            "call_tool_streaming": await awaited_type(streamed())}


@case("client.register.failed-manual", "status-500")
async def failed_manual():
    async def act(client, template):
        result = await client.register_manual(template("down", "/down"))
        stored = await client.config.tool_repository.get_manual("down")
        return {"success": result.success, "version": result.manual.manual_version, "tools": result.manual.tools,
                "stored": stored is not None}

    return await with_client(act)


@case("client.register.batch", "order-and-exceptions")
async def batch():
    load_plugins()
    from utcp.data.call_template import CallTemplate

    async def act(client, template):
        results = await client.register_manuals([template("b_first"), CallTemplate(name="odd2",
                                                 call_template_type="no_such_protocol"), template("down", "/down")])
        return [{"name": r.manual_call_template.name, "success": r.success,
                 "error starts with Traceback": bool(r.errors) and r.errors[0].startswith("Traceback")} for r in results]

    return await with_client(act)


async def mixed_tools_registered(**template_fields) -> list:
    """The tools kept of a manual `mixed` holding an http and a cli tool, its template given `template_fields`."""
    async def act(client, template):
        result = await client.register_manual(template("mixed", **template_fields))
        return sorted(t.name for t in result.manual.tools)

    tools = [{"name": "h", "description": "", "inputs": {}, "outputs": {},
              "tool_call_template": {"call_template_type": "http", "url": "https://x.example/a"}},
             {"name": "c", "description": "", "inputs": {}, "outputs": {},
              "tool_call_template": {"call_template_type": "cli", "commands": [{"command": "echo"}]}}]
    return await with_client(act, tools=tools)


cases_of("client.register.allowed-protocols", {
    "default-own-type": lambda: mixed_tools_registered(),
    "listing-cli": lambda: mixed_tools_registered(allowed_communication_protocols=["http", "cli"]),
})


async def call_outcome(tool_name, arguments=None, manual=None):
    """The outcome of calling `tool_name`, after registering the served manual as `manual` when given."""
    async def act(client, template):
        if manual is not None:
            await client.register_manual(template(manual))
        return await outcome_of(client.call_tool(tool_name, arguments or {}))

    return await with_client(act)


cases_of("client.call.unknown-tool", {
    "unknown-manual": lambda: call_outcome("nobody.nothing"),
    "known-manual-unknown-tool": lambda: call_outcome("m.nothing", manual="m"),
    "no-dot": lambda: call_outcome("bare"),
})


@case("client.call.unknown-tool", "streaming")
async def call_unknown_streaming():
    async def act(client, template):
        async def consume():
            return [c async for c in client.call_tool_streaming("nobody.nothing", {})]

        return await outcome_of(consume())

    return await with_client(act)


@case("client.call.missing-variable", "tool-url-reference")
async def call_missing_variable():
    return await call_outcome("my_api.keyed", manual="my-api")


@case("client.call.substituted-per-call", "value-changed-between-calls")
async def substituted_per_call():
    async def act(client, template):
        await client.register_manual(template("m"))
        os.environ["m_KEY"] = "first"
        first = await client.call_tool("m.keyed", {})
        os.environ["m_KEY"] = "second"
        second = await client.call_tool("m.keyed", {})
        return [first["query"], second["query"]]

    return await with_client(act)


@case("client.call.arguments-not-validated", "wrong-type-and-extra")
async def arguments_not_checked():
    return await call_outcome("m.echo", {"unexpected": 1}, manual="m")


@case("client.call.manual-by-first-dot", "dotted-tool-name")
async def manual_by_first_dot():
    tools = [{"name": "orders.list", "description": "", "inputs": {}, "outputs": {},
              "tool_call_template": {"call_template_type": "http", "url": "https://x.example/a"}}]

    async def act(client, template):
        result = await client.register_manual(template("shop"))
        tool = await client.config.tool_repository.get_tool("shop.orders.list")
        return {"names": [t.name for t in result.manual.tools], "found": tool is not None}

    return await with_client(act, tools=tools)


@case("client.required-variables.for-template", "template-and-discovered")
async def required_variables():
    async def act(client, template):
        needs = await client.get_required_variables_for_manual_and_tools(template("needs-it", "/utcp?t=${TOKEN}"))
        discovered = await client.get_required_variables_for_manual_and_tools(template("discover"))
        stored = await client.config.tool_repository.get_manual("discover")
        return {"template reference": needs, "discovered tools": discovered, "stored after": stored is not None}

    return await with_client(act)


@case("client.required-variables.discovered-tools", "tool-uses-variable")
async def required_variables_discovered():
    tools = [{"name": "keyed", "description": "d", "inputs": {}, "outputs": {},
              "tool_call_template": {"call_template_type": "http", "url": "https://x.example/a?k=${KEY}",
                                     "http_method": "GET"}}]

    async def act(client, template):
        return await client.get_required_variables_for_manual_and_tools(template("discover"))

    return await with_client(act, tools=tools)


@case("client.required-variables.for-tool", "registered-and-unknown")
async def required_for_tool():
    async def act(client, template):
        await client.register_manual(template("my-api"))
        known = await client.get_required_variables_for_registered_tool("my_api.keyed")
        unknown = await outcome_of(client.get_required_variables_for_registered_tool("nobody.nothing"))
        return {"registered": known, "unknown": unknown}

    return await with_client(act)


@case("client.deregister.result", "registered-and-unknown")
async def deregister():
    async def act(client, template):
        await client.register_manual(template("m"))
        first = await client.deregister_manual("m")
        left = [t.name for t in await client.config.tool_repository.get_tools()]
        again = await outcome_of(client.deregister_manual("m"))
        return {"first": first, "tools left": left, "again": again}

    return await with_client(act)


async def tools_of_client_created_with(paths):
    """The tools of a client created with a GET http manual per entry of `paths` (name: path), or the error."""
    load_plugins()
    from utcp.utcp_client import UtcpClient

    async with http_server(manual_routes()) as base:
        async def make():
            client = await UtcpClient.create(config={"manual_call_templates": [
                {"name": name, "call_template_type": "http", "url": f"{base}{path}", "http_method": "GET"}
                for name, path in paths.items()]})
            return sorted(t.name for t in await client.config.tool_repository.get_tools())

        return await outcome_of(make())


@case("client.create.manuals-in-config", "failing-manual")
async def create_with_failing_manual():
    return await tools_of_client_created_with({"down": "/down", "up": "/utcp"})


@case("client.create.manuals-in-config", "missing-variable")
async def create_with_missing_variable():
    return error_type_only(await tools_of_client_created_with({"needs": "/utcp?k=${NOT_DEFINED_X}"}))


async def register_with_own_protocol(type_name, late):
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.utcp_client import UtcpClient

    if not late:
        install_protocol(type_name)
    client = await UtcpClient.create()
    if late:
        install_protocol(type_name)

    async def register():
        result = await client.register_manual(
            CallTemplateSerializer().validate_dict({"name": "own", "call_template_type": type_name}))
        return {"success": result.success, "errors": result.errors, "tools": [t.name for t in result.manual.tools]}

    return {"registration": await outcome_of(register()), "call": await outcome_of(client.call_tool("own.hello", {}))}


cases_of("client.protocols.registered-after-create", {
    "after-create": lambda: register_with_own_protocol("own_late", True),
    "before-create": lambda: register_with_own_protocol("own_early", False),
})


@case("client.protocols.registered-after-create", "replaced-after-create")
async def protocol_replaced_after_create():
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.utcp_client import UtcpClient

    install_protocol("own_swap")
    client = await UtcpClient.create()
    install_protocol("own_swap", answer="answered by the replacement", override=True)

    async def register():
        result = await client.register_manual(
            CallTemplateSerializer().validate_dict({"name": "own", "call_template_type": "own_swap"}))
        return {"success": result.success, "errors": result.errors, "tools": [t.name for t in result.manual.tools]}

    return {"registration": await outcome_of(register()), "call": await outcome_of(client.call_tool("own.hello", {}))}


@case("client.register.manual-name", "unicode-letter")
async def name_unicode_letter():
    return await registered_name_and_tools("wétter")


@case("client.register.manual-name", "random-name-shape")
async def name_random_shape():
    """The name a template without one gets when registered, every hexadecimal digit written as x."""
    from utcp.data.call_template import CallTemplateSerializer

    async def act(client, template):
        given = template("placeholder")
        unnamed = CallTemplateSerializer().validate_dict(
            {k: v for k, v in CallTemplateSerializer().to_dict(given).items() if k != "name"})
        result = await client.register_manual(unnamed)
        return re.sub(r"[0-9a-f]", "x", result.manual_call_template.name)

    return await with_client(act)


@case("client.create.parallel-registration", "two-slow-manuals")
async def create_registers_in_parallel():
    """Two manuals of a protocol of our own whose discovery takes 0.2 s: how many discoveries overlapped."""
    load_plugins()
    from utcp.data.call_template import CallTemplate
    from utcp.data.register_manual_response import RegisterManualResult
    from utcp.data.utcp_manual import UtcpManual
    from utcp.interfaces.communication_protocol import CommunicationProtocol
    from utcp.plugins.discovery import register_call_template, register_communication_protocol
    from utcp.utcp_client import UtcpClient

    in_flight = {"now": 0, "most": 0}

    class SlowProtocol(CommunicationProtocol):
        async def register_manual(self, caller, manual_call_template):
            in_flight["now"] += 1
            in_flight["most"] = max(in_flight["most"], in_flight["now"])
            await asyncio.sleep(0.2)
            in_flight["now"] -= 1
            return RegisterManualResult(manual_call_template=manual_call_template, manual=UtcpManual(tools=[]),
                                        success=True, errors=[])

        async def deregister_manual(self, caller, manual_call_template):
            return None

        async def call_tool(self, caller, tool_name, tool_args, tool_call_template):
            return None

        async def call_tool_streaming(self, caller, tool_name, tool_args, tool_call_template):
            yield None

    register_call_template("slow_discovery", model_serializer(CallTemplate), True)
    register_communication_protocol("slow_discovery", SlowProtocol(), True)
    await UtcpClient.create(config={"manual_call_templates": [
        {"name": "first", "call_template_type": "slow_discovery"},
        {"name": "second", "call_template_type": "slow_discovery"}]})
    return {"discoveries at once, at most": in_flight["most"]}



async def discovery_from(handler=None, url=None) -> dict:
    """Registers an http manual served by `handler` at /manual (or at `url`) and reports what came back."""
    load_plugins()
    from aiohttp import web
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.utcp_client import UtcpClient

    async def manual(request):
        return web.json_response({"utcp_version": "1.0.1", "manual_version": "1", "tools": [
            {"name": "echo", "description": "d", "inputs": {}, "outputs": {},
             "tool_call_template": {"call_template_type": "http", "url": f"{request.url.origin()}/echo",
                                    "http_method": "GET"}}]})

    async with http_server({("GET", "/manual"): handler or manual, ("GET", "/real"): manual}) as base:
        client = await UtcpClient.create()
        template = CallTemplateSerializer().validate_dict(
            {"name": "m", "call_template_type": "http", "url": url or f"{base}/manual", "http_method": "GET"})

        async def register():
            result = await client.register_manual(template)
            return {"success": result.success, "errors given": bool(result.errors),
                    "tools": [tool.name for tool in result.manual.tools]}

        return await outcome_of(register())


@case("client.register.failed-discovery", "status-500")
async def failed_discovery_500():
    from aiohttp import web

    async def down(request):
        return web.Response(status=500, text="boom")

    return await discovery_from(down)


@case("client.register.failed-discovery", "connection-refused")
async def failed_discovery_refused():
    return await discovery_from(url="http://127.0.0.1:9/manual")


@case("client.register.failed-discovery", "not-a-manual")
async def failed_discovery_not_manual():
    from aiohttp import web

    async def wrong(request):
        return web.json_response({"utcp_version": "1.0.1", "manual_version": "1", "tools": "none"})

    return await discovery_from(wrong)


@case("client.register.failed-discovery", "html-page")
async def failed_discovery_html():
    from aiohttp import web

    async def page(request):
        return web.Response(text="<!doctype html><html><body><h1>Welcome</h1></body></html>",
                            content_type="text/html")

    return await discovery_from(page)


@case("client.register.failed-discovery", "redirect-302")
async def failed_discovery_redirect():
    from aiohttp import web

    async def moved(request):
        return web.Response(status=302, headers={"Location": "/real"})

    return await discovery_from(moved)
async def two_registrations(first_name, second_name):
    """Registers the same served manual under `first_name`, then `second_name`: the second result and all tool names."""
    async def act(client, template):
        await client.register_manual(template(first_name))

        async def again():
            result = await client.register_manual(template(second_name))
            return {"success": result.success, "name": result.manual_call_template.name}

        outcome = await outcome_of(again())
        tools = await client.config.tool_repository.get_tools()
        # Whether the second registration was refused; the message is each SDK's own.
        second = "refused" if "error" in outcome else outcome["value"]
        return {"second": second, "tools": sorted(t.name for t in tools)}

    return await with_client(act, tools=[
        {"name": "search", "description": "d", "inputs": {}, "outputs": {},
         "tool_call_template": {"call_template_type": "http", "url": "http://127.0.0.1:9/x", "http_method": "GET"}}])


@case("client.register.names-across-manuals", "same-tool-two-manuals")
async def same_tool_two_manuals():
    return await two_registrations("alpha", "beta")


@case("client.register.names-across-manuals", "sanitised-collision")
async def sanitised_collision():
    return await two_registrations("my-tools", "my_tools")


async def newer_tool_registered(tool_call_template_of, member, inputs=None):
    """Registers a served manual whose one tool carries a member of a later minor version; whether the
    registration loaded the tool and whether the stored tool still has `member`."""
    from utcp.data.tool import ToolSerializer

    # 1.1 keeps only tools of the manual's own type unless the manual call template lists others.
    allowed = {} if IMPL == "python-1.0" else {"allowed_communication_protocols": ["http", "text"]}

    async def act(client, template):
        result = await client.register_manual(template("newer", **allowed))
        tools = result.manual.tools if result.success else []
        if not tools:
            return {"registered": False, "member kept": None}
        return {"registered": True, "member kept": member in json.dumps(ToolSerializer().to_dict(tools[0]))}

    return await with_client(act, tools=[
        {"name": "t", "description": "d", "inputs": inputs or {}, "outputs": {},
         "tool_call_template": tool_call_template_of}])


@case("client.manual.newer-minor-members", "allowed-protocols-on-tool-template")
async def newer_allowed_protocols():
    return await newer_tool_registered(
        {"call_template_type": "http", "url": "https://api.example.com/t", "http_method": "GET",
         "allowed_communication_protocols": ["http"]}, "allowed_communication_protocols")


@case("client.manual.newer-minor-members", "examples-keyword")
async def newer_examples_keyword():
    return await newer_tool_registered(
        {"call_template_type": "http", "url": "https://api.example.com/t", "http_method": "GET"}, "examples",
        inputs={"type": "object", "properties": {"q": {"type": "string", "examples": ["rain"]}}})


@case("client.manual.newer-minor-members", "text-tool-with-content")
async def newer_text_content():
    return await newer_tool_registered({"call_template_type": "text", "content": "hello"}, "content")


# Adversarial review of the API reference page of UtcpClientImplementation (2026-11-28).

@case("client.init.plain-constructor", "config-with-manual-and-variable")
async def plain_constructor():
    """The constructor given a configuration with a manual and a variable that refers to another."""
    load_plugins()
    from utcp.data.utcp_client_config import UtcpClientConfigSerializer
    from utcp.implementations.default_variable_substitutor import DefaultVariableSubstitutor
    from utcp.implementations.utcp_client_implementation import UtcpClientImplementation

    config = UtcpClientConfigSerializer().validate_dict({
        "variables": {"OUTER": "${INNER}", "INNER": "x"},
        "manual_call_templates": [{"name": "m", "call_template_type": "http", "url": "http://127.0.0.1:9/utcp",
                                   "http_method": "GET"}]})
    client = UtcpClientImplementation(config, DefaultVariableSubstitutor(), os.getcwd())
    return {"variables": client.config.variables,
            "manuals": [m.name for m in await client.config.tool_repository.get_manual_call_templates()]}


def counting_manual_routes(counter, delays=None):
    """Manual routes like manual_routes(), counting requests per path and delaying the paths in `delays`."""
    from aiohttp import web

    routes = manual_routes()
    serve = routes[("GET", "/utcp")]

    async def counted(request):
        counter[request.path] = counter.get(request.path, 0) + 1
        counter["in flight"] = counter.get("in flight", 0) + 1
        counter["most in flight"] = max(counter.get("most in flight", 0), counter["in flight"])
        await asyncio.sleep((delays or {}).get(request.path, 0))
        counter["in flight"] -= 1
        return await serve(request)

    for path in ["/utcp", "/slow", "/fast"]:
        routes[("GET", path)] = counted
    return routes


@case("client.register.batch", "slow-first")
async def batch_slow_first():
    """A manual answering after 0.4 s listed before one answering at once: result order, overlap."""
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.utcp_client import UtcpClient

    counter = {}
    async with http_server(counting_manual_routes(counter, {"/slow": 0.4})) as base:
        client = await UtcpClient.create()

        def template(name, path):
            return CallTemplateSerializer().validate_dict(
                {"name": name, "call_template_type": "http", "url": f"{base}{path}", "http_method": "GET"})

        results = await client.register_manuals([template("slow", "/slow"), template("fast", "/fast")])
        return {"order": [r.manual_call_template.name for r in results],
                "most manual requests in flight": counter.get("most in flight", 0)}


@case("client.register.batch", "missing-variable")
async def batch_missing_variable():
    """One manual refers to an undefined variable, another is fine."""
    async def act(client, template):
        outcome = await outcome_of(client.register_manuals([template("ok"), template("needs", "/utcp?k=${NOPE}")]))
        stored = [m.name for m in await client.config.tool_repository.get_manual_call_templates()]
        return {"outcome": outcome if "error" in outcome else "results", "stored": stored}

    return await with_client(act)


@case("client.register.stored-template", "namespaced-variable")
async def stored_template():
    """Manual `my-shop` whose URL refers to ${Q}; the configuration defines my__shop_Q."""
    async def act(client, template):
        result = await client.register_manual(template("my-shop", "/utcp?q=${Q}"))
        stored = await client.config.tool_repository.get_manual_call_template("my_shop")
        return {"success": result.success, "stored url query": stored.url.split("?", 1)[1]}

    return await with_client(act, config={"variables": {"my__shop_Q": "v1"}})


@case("client.register.stored-template", "unprefixed-variable-ignored")
async def stored_template_plain_name():
    """The same manual with only Q (no namespace) defined in the configuration."""
    async def act(client, template):
        result = await client.register_manual(template("my-shop", "/utcp?q=${Q}"))
        return {"success": result.success}

    return await with_client(act, config={"variables": {"Q": "v1"}})


@case("client.register.stored-template", "failed-result-returned")
async def failed_result_returned():
    """A manual URL answering 500: is the failed result returned (no exception) and nothing stored?"""
    async def act(client, template):
        result = await client.register_manual(template("down", "/down"))
        stored = await client.config.tool_repository.get_manual_call_templates()
        return {"success": result.success, "errors": len(result.errors) > 0, "stored": [m.name for m in stored]}

    return await with_client(act)


async def required_variables_with_count(path):
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.utcp_client import UtcpClient

    counter = {}
    async with http_server(counting_manual_routes(counter)) as base:
        client = await UtcpClient.create()
        found = await client.get_required_variables_for_manual_and_tools(CallTemplateSerializer().validate_dict(
            {"name": "my-api", "call_template_type": "http", "url": f"{base}{path}", "http_method": "GET"}))
        return {"variables": found, "manual requests": counter.get("/utcp", 0)}


cases_of("client.required-variables.provider-contact", {
    "template-has-reference": lambda: required_variables_with_count("/utcp?t=${TOKEN}"),
    "template-has-none": lambda: required_variables_with_count("/utcp"),
})


async def streamed_through_filter(separator: bytes):
    """Two SSE events ended by `separator`, through a filter_dict post-processor excluding `secret`."""
    load_plugins()
    from aiohttp import web
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.data.tool import Tool
    from utcp.data.utcp_manual import UtcpManual
    from utcp.utcp_client import UtcpClient

    async def events(request):
        response = web.StreamResponse(headers={"Content-Type": "text/event-stream"})
        await response.prepare(request)
        await response.write(b'data: {"a": 1, "secret": 1}' + separator + b'data: {"a": 2, "secret": 2}' + separator)
        await response.write_eof()
        return response

    async with http_server({("GET", "/events"): events}) as base:
        client = await UtcpClient.create(config={"post_processing": [
            {"tool_post_processor_type": "filter_dict", "exclude_keys": ["secret"]}]})
        template = CallTemplateSerializer().validate_dict({"name": "m", "call_template_type": "sse",
                                                            "url": f"{base}/events"})
        await client.config.tool_repository.save_manual(
            template, UtcpManual(tools=[Tool(name="m.t", description="", tool_call_template=template)]))
        return await outcome_of(_collect(client.call_tool_streaming("m.t", {})))


async def _collect(stream):
    return [chunk async for chunk in stream]


cases_of("client.call.streaming-post-processed", {
    "sse-two-events": lambda: streamed_through_filter(b"\n\n"),
    "sse-crlf-two-events": lambda: streamed_through_filter(b"\r\n\r\n"),
})


cases_of("client.register.allowed-protocols", {
    "empty-list": lambda: mixed_tools_registered(allowed_communication_protocols=[]),
    "explicit-null": lambda: mixed_tools_registered(allowed_communication_protocols=None),
    "list-without-own-type": lambda: mixed_tools_registered(allowed_communication_protocols=["cli"]),
})


FRESH_PROCESS_CREATE = """
import asyncio, json
from utcp.interfaces.communication_protocol import CommunicationProtocol
from utcp.plugins import plugin_loader
before = {"plugins initialized": plugin_loader.plugins_initialized,
          "http protocol": "http" in CommunicationProtocol.communication_protocols}
from utcp.utcp_client import UtcpClient
asyncio.run(UtcpClient.create())
after = {"plugins initialized": plugin_loader.plugins_initialized,
         "http protocol": "http" in CommunicationProtocol.communication_protocols}
print(json.dumps({"before create": before, "after create": after}))
"""


def run_in_fresh_interpreter(script: str):
    """Runs `script` in a new interpreter with this one's import path; returns the JSON of its last output line."""
    import subprocess
    import sys

    env = {**os.environ, "PYTHONPATH": os.pathsep.join(p for p in sys.path if p)}
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, env=env,
                          timeout=60, check=True)
    return json.loads(done.stdout.strip().splitlines()[-1])


@case("client.create.loads-plugins", "fresh-process")
def create_loads_plugins():
    """In a new interpreter that has imported nothing else: are the plugins loaded before and after create()?"""
    return run_in_fresh_interpreter(FRESH_PROCESS_CREATE)


@case("client.init.abstract-base", "direct")
def abstract_base():
    """UtcpClient constructed directly, with a valid configuration."""
    load_plugins()
    from utcp.data.utcp_client_config import UtcpClientConfig
    from utcp.utcp_client import UtcpClient

    return UtcpClient(UtcpClientConfig(), os.getcwd()).__class__.__name__


# Cases added by the second adversarial review (2026-11-28).

@case("client.deregister.result", "protocol-deregister-raises")
async def deregister_protocol_raises():
    """A protocol of our own whose deregister_manual raises: what the client's deregister_manual does, and the tools left."""
    load_plugins()
    from utcp.data.call_template import CallTemplate
    from utcp.interfaces.communication_protocol import CommunicationProtocol
    from utcp.utcp_client import UtcpClient

    install_protocol("failing_release", override=True)
    protocol = CommunicationProtocol.communication_protocols["failing_release"]

    async def refuse(caller, manual_call_template):
        raise RuntimeError("cannot release")

    protocol.deregister_manual = refuse
    client = await UtcpClient.create()
    await client.register_manual(CallTemplate(name="m", call_template_type="failing_release"))
    outcome = await outcome_of(client.deregister_manual("m"))
    return {"deregister": outcome, "tools left": [t.name for t in await client.config.tool_repository.get_tools()]}


# Second adversarial review 2026-11-28 (r-a2): names with a combining accent, CJK, an emoji and a superscript
# digit; allowed_communication_protocols with the own type in capitals and with only an unknown type.
async def registered_names(names):
    return {name: (await registered_name_and_tools(name))["name"] for name in names}


@case("client.register.manual-name", "other-scripts")
async def name_other_scripts():
    import unicodedata

    return await registered_names([unicodedata.normalize("NFD", "wétter"), "天気", "wx\u2600", "v\u00b2"])


cases_of("client.register.allowed-protocols", {
    "own-type-in-capitals": lambda: mixed_tools_registered(allowed_communication_protocols=["HTTP", "cli"]),
    "unknown-type-only": lambda: mixed_tools_registered(allowed_communication_protocols=["nope"]),
})


# --- what each protocol hands back when a registration fails (register_manual_response prose) -------------
def port_free(text):
    """A message with loopback port numbers and temporary paths replaced, so runs compare equal."""
    text = re.sub(r"127\.0\.0\.1:\d+", "127.0.0.1:PORT", text)
    text = re.sub(r"localhost:\d+", "localhost:PORT", text)
    return re.sub(r"/tmp/[^\s'\"]+", "/tmp/PATH", text)


def installed_utcp():
    from importlib.metadata import version

    return version("utcp")


def result_summary(result):
    """Class, success, the manual's version fields and tool count, and the errors (count, first line of the first)."""
    manual = result.manual
    return {"class": type(result).__name__, "success": result.success,
            "manual": None if manual is None else {"class": type(manual).__name__,
                                                   "utcp_version": "the installed utcp version"
                                                   if manual.utcp_version == installed_utcp() else manual.utcp_version,
                                                   "manual_version": manual.manual_version,
                                                   "tools": [t.name for t in manual.tools]},
            "errors": len(result.errors),
            "first error": port_free(result.errors[0].strip().splitlines()[0])[:160] if result.errors else None}


async def failed_registration(template, serve=None, routes=None):
    """Registers `template` (a dict; `{base}` in its url is the loopback server) twice: through the protocol of
    its type directly and through UtcpClient.register_manual. Reports both results and what the client stored."""
    load_plugins()
    if serve:
        serve()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.interfaces.communication_protocol import CommunicationProtocol
    from utcp.utcp_client import UtcpClient

    async def both(base):
        def fresh():
            given = json.loads(json.dumps(template).replace("{base}", base))
            return CallTemplateSerializer().validate_dict(given)

        client = await UtcpClient.create()
        protocol = CommunicationProtocol.communication_protocols[template["call_template_type"]]

        async def direct():
            return result_summary(await protocol.register_manual(client, fresh()))

        async def through_client():
            return result_summary(await client.register_manual(fresh()))

        found = {"protocol": await outcome_of(direct()), "client": await outcome_of(through_client())}
        found["stored tools"] = [t.name for t in await client.config.tool_repository.get_tools()]
        found["stored manual"] = await client.config.tool_repository.get_manual(template["name"]) is not None
        return found

    if routes is None:
        return await both("http://127.0.0.1:9")
    async with http_server(routes) as base:
        return await both(base)


def answering(status=200, text="", content_type="text/plain"):
    from aiohttp import web

    async def handler(request):
        return web.Response(status=status, text=text, content_type=content_type)

    return handler


def http_failure(type_name, path_handler):
    return failed_registration({"name": "m", "call_template_type": type_name, "url": "{base}/manual",
                                **({"http_method": "GET"} if type_name == "http" else {})},
                               routes={("GET", "/manual"): path_handler, ("POST", "/manual"): path_handler})


def serve_mcp_pair():
    import mcp_use
    from mcp.types import CallToolResult, TextContent, Tool

    mcp_use.serve("first", mcp_use.ServerScript(
        tools=[Tool(name="who", description="", inputSchema={"type": "object"}, outputSchema={"type": "object"})],
        results={"who": CallToolResult(content=[TextContent(text="first")])}))


def broken_manual_file():
    return config_file_holding("manual.json", "{\"tools\": [")


def file_failure():
    return failed_registration({"name": "m", "call_template_type": "file", "file_path": "/no/such/manual.json"})


def cli_step(command):
    return {"command": command, "append_to_final_output": True}


cases_of("client.register.failed-per-protocol", {
    "http-404": lambda: http_failure("http", answering(404, "not here")),
    "http-500": lambda: http_failure("http", answering(500, "boom")),
    "http-invalid-json": lambda: http_failure("http", answering(200, "{not json", "application/json")),
    "http-connection-refused": lambda: failed_registration(
        {"name": "m", "call_template_type": "http", "url": "http://127.0.0.1:9/manual", "http_method": "GET"}),
    "sse-500": lambda: http_failure("sse", answering(500, "boom")),
    "streamable-http-500": lambda: http_failure("streamable_http", answering(500, "boom")),
    "cli-nonzero-exit": lambda: failed_registration(
        {"name": "m", "call_template_type": "cli",
         "commands": [cli_step("python3 -c \"import sys; sys.stderr.write('broken'); sys.exit(3)\"")]}),
    "cli-not-a-manual": lambda: failed_registration(
        {"name": "m", "call_template_type": "cli", "commands": [cli_step("echo plain words")]}),
    "text-missing-file": lambda: failed_registration(
        {"name": "m", "call_template_type": "text", "file_path": "/no/such/manual.json"}),
    "text-broken-file": lambda: failed_registration(
        {"name": "m", "call_template_type": "text", "file_path": broken_manual_file()}),
    "text-broken-content": lambda: failed_registration(
        {"name": "m", "call_template_type": "text", "content": "{\"tools\": ["}),
    "file-missing": file_failure,
    "websocket-refused": lambda: failed_registration(
        {"name": "m", "call_template_type": "websocket", "url": "ws://127.0.0.1:9/ws"}),
    "mcp-one-of-two-missing": lambda: failed_registration(
        {"name": "m", "call_template_type": "mcp",
         "config": {"mcpServers": {"first": {"command": "a"}, "missing": {"command": "c"}}}}, serve=serve_mcp_pair),
    "mcp-all-missing": lambda: failed_registration(
        {"name": "m", "call_template_type": "mcp", "config": {"mcpServers": {"missing": {"command": "c"}}}},
        serve=serve_mcp_pair),
})


async def successful_result():
    async def act(client, template):
        from utcp.interfaces.communication_protocol import CommunicationProtocol

        direct = await CommunicationProtocol.communication_protocols["http"].register_manual(client, template("a"))
        through = await client.register_manual(template("b"))
        return {"protocol": result_summary(direct), "client": result_summary(through),
                "fields": sorted(type(through).model_fields)}

    return await with_client(act)


case("client.register.failed-per-protocol", "http-success")(successful_result)


# Third adversarial review 2026-11-28 (r-x1): scripts whose vowels are combining signs (Devanagari), scripts
# without them (Thai, Hangul), a fraction digit, a zero-width joiner; allowed_communication_protocols holding only
# an empty string or a padded type.
@case("client.register.manual-name", "combining-signs-in-scripts")
async def name_combining_signs():
    return await registered_names(["हिन्दी", "ภาษาไทย", "한국어", "½", "x\u200dy"])


cases_of("client.register.allowed-protocols", {
    "blank-entry-only": lambda: mixed_tools_registered(allowed_communication_protocols=[""]),
    "padded-own-type": lambda: mixed_tools_registered(allowed_communication_protocols=[" http "]),
})


# Adversarial review 2026-11-29 (p-fold): the sentences the probe client-behaviour backed, run with their edges:
# configuration forms, the result a registration returns, the errors it raises, post-processors, interfaces.
def cwd_shown(path):
    return "<cwd>" if path == os.getcwd() else path


def config_dump(config):
    from utcp.data.utcp_client_config import UtcpClientConfigSerializer

    return UtcpClientConfigSerializer().to_dict(config)


async def create_outcome(**arguments):
    load_plugins()
    from utcp.utcp_client import UtcpClient

    async def make():
        client = await UtcpClient.create(**arguments)
        return {"variables": client.config.variables, "substitutor": type(client.variable_substitutor).__name__}

    return await outcome_of(make())


async def config_object():
    load_plugins()
    from utcp.data.utcp_client_config import UtcpClientConfig
    from utcp.utcp_client import UtcpClient

    config = UtcpClientConfig(variables={"A": "1"})
    client = await UtcpClient.create(config=config)
    return {"same object": client.config is config, "variables": client.config.variables,
            "substitutor": type(client.variable_substitutor).__name__}


async def config_empty_dict():
    load_plugins()
    from utcp.data.utcp_client_config import UtcpClientConfig
    from utcp.utcp_client import UtcpClient

    client = await UtcpClient.create(config={})
    config = client.config
    unset = await UtcpClient.create()
    return {"variables": config.variables, "load_variables_from": config.load_variables_from,
            "repository": type(config.tool_repository).__name__,
            "search": config.tool_search_strategy.tool_search_strategy_type,
            "post_processing": config.post_processing, "manual_call_templates": config.manual_call_templates,
            "tools": [t.name for t in await config.tool_repository.get_tools()],
            "same as UtcpClientConfig()": config_dump(config) == config_dump(UtcpClientConfig()),
            "same as create() without config": config_dump(unset.config) == config_dump(config)}


async def config_pathlib():
    import pathlib

    return await create_outcome(config=pathlib.Path(config_file_holding("c.json", '{"variables": {"A": "1"}}')))


async def default_search_dumped():
    load_plugins()
    from utcp.data.utcp_client_config import UtcpClientConfig

    return config_dump(UtcpClientConfig())["tool_search_strategy"]


async def serializer_round_trip():
    load_plugins()
    from utcp.data.utcp_client_config import UtcpClientConfig, UtcpClientConfigSerializer

    serializer = UtcpClientConfigSerializer()
    source = {"variables": {"A": "1"},
              "post_processing": [{"tool_post_processor_type": "limit_strings", "limit": 3}]}
    config = serializer.validate_dict(source)
    dumped = serializer.to_dict(config)
    again = serializer.validate_dict(dumped)
    return {"validated": type(config).__name__, "dumped": type(dumped).__name__,
            "round trip equal": serializer.to_dict(again) == dumped,
            "post processor": dumped["post_processing"][0].get("tool_post_processor_type"),
            "invalid": error_of(lambda: serializer.validate_dict(
                {"tool_search_strategy": {"tool_search_strategy_type": "nope"}}))}


def error_of(action):
    try:
        action()
        return "no error"
    except Exception as error:  # noqa: BLE001
        return type(error).__name__


async def root_dir_values():
    load_plugins()
    from utcp.utcp_client import UtcpClient

    shown = {}
    for label, value in (("None", None), ("empty", ""), ("relative", "some/dir"), ("missing absolute", "/no/such")):
        client = await UtcpClient.create(root_dir=value)
        shown[label] = cwd_shown(client.root_dir)
    return shown


async def substitutor_kinds():
    load_plugins()
    import importlib
    import pkgutil

    import utcp
    from utcp.interfaces.variable_substitutor import VariableSubstitutor
    from utcp.utcp_client import UtcpClient

    for module in pkgutil.walk_packages(utcp.__path__, "utcp."):
        importlib.import_module(module.name)

    def below(cls):
        return [c for sub in cls.__subclasses__() for c in [sub, *below(sub)]]

    core = sorted({f"{c.__module__}.{c.__name__}" for c in below(VariableSubstitutor)
                   if c.__module__.startswith("utcp.")})
    kinds = {}
    for label, config in (("none", None), ("dict", {"variables": {"A": "1"}}),
                          ("file", config_file_holding("c.json", "{}"))):
        client = await UtcpClient.create(config=config)
        kinds[label] = type(client.variable_substitutor).__name__
    return {"subclasses in utcp": core, "substitutor by config": kinds}


async def custom_substitutor():
    load_plugins()
    from utcp.data.call_template import CallTemplate
    from utcp.data.utcp_client_config import UtcpClientConfig
    from utcp.implementations.utcp_client_implementation import UtcpClientImplementation
    from utcp.interfaces.variable_substitutor import VariableSubstitutor

    install_protocol("own_sub")
    seen = []

    class Recording(VariableSubstitutor):
        def substitute(self, obj, config, variable_namespace=None):
            seen.append(variable_namespace)
            return obj

        def find_required_variables(self, obj, variable_namespace=None):
            return ["from-our-substitutor"]

    client = UtcpClientImplementation(UtcpClientConfig(), Recording(), os.getcwd())
    result = await client.register_manual(CallTemplate(name="own", call_template_type="own_sub"))
    called = await client.call_tool("own.hello", {})
    return {"registered": result.success, "call": called, "namespaces seen": seen,
            "required": await client.get_required_variables_for_registered_tool("own.hello")}


async def config_json_list_file():
    return error_type_only(await create_outcome(config=config_file_holding("c.json", "[]")))


async def config_invalid_file_content():
    return await create_outcome(config=config_file_holding(
        "c.json", '{"tool_repository": {"tool_repository_type": "no_such_repo"}}'))


cases_of("client.create.config-forms", {
    "config-object": config_object,
    "empty-dict": config_empty_dict,
    "pathlib-path": config_pathlib,
    "json-list-file": config_json_list_file,
    "invalid-file-content": config_invalid_file_content,
    "default-search-dumped": default_search_dumped,
    "serializer-round-trip": serializer_round_trip,
    "root-dir-values": root_dir_values,
})

cases_of("client.create.substitutor", {
    "always-default": substitutor_kinds,
    "custom-in-constructor": custom_substitutor,
})


def result_view(result):
    template = result.manual_call_template
    return {"class": f"{type(result).__module__}.{type(result).__name__}", "success": result.success,
            "template name": template.name, "template url query": str(template.url).split("?", 1)[-1],
            "tools": [t.name for t in result.manual.tools]}


async def result_after_success():
    async def act(client, template):
        result = await client.register_manual(template("my-api", "/utcp?q=${Q}"))
        called = await outcome_of(client.call_tool("my_api.echo", {}))
        stored = await client.config.tool_repository.get_manual_call_template("my_api")
        return {**result_view(result), "stored url query": str(stored.url).split("?", 1)[-1],
                "call of my_api.echo": called}

    return await with_client(act, config={"variables": {"my__api_Q": "v1"}})


async def result_after_failure():
    async def act(client, template):
        return result_view(await client.register_manual(template("my-api", "/down?q=${Q}")))

    return await with_client(act, config={"variables": {"my__api_Q": "v1"}})


async def result_from_batch_exception():
    from utcp.interfaces.communication_protocol import CommunicationProtocol

    async def act(client, template):
        saved = CommunicationProtocol.communication_protocols.pop("http")
        try:
            [result] = await client.register_manuals([template("my-api", "/utcp?q=${Q}")])
        finally:
            CommunicationProtocol.communication_protocols["http"] = saved
        return {**result_view(result), "errors start with Traceback": result.errors[0].startswith("Traceback")}

    return await with_client(act, config={"variables": {"my__api_Q": "v1"}})


cases_of("client.register.result-contents", {
    "success-substituted": result_after_success,
    "failure-substituted": result_after_failure,
    "batch-exception": result_from_batch_exception,
})


async def register_raises_without_protocol():
    from utcp.interfaces.communication_protocol import CommunicationProtocol

    async def act(client, template):
        saved = CommunicationProtocol.communication_protocols.pop("http")
        try:
            outcome = await outcome_of(client.register_manual(template("no_protocol")))
            # The message lists the installed protocols, which differ between lines: keep its start.
            if "error" in outcome:
                outcome["error"]["message"] = outcome["error"]["message"].split(", available types")[0]
            return outcome
        finally:
            CommunicationProtocol.communication_protocols["http"] = saved

    return await with_client(act)


async def dict_of_unknown_type():
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer

    try:
        CallTemplateSerializer().validate_dict({"name": "x", "call_template_type": "no_such_protocol"})
        return "no error"
    except Exception as error:  # noqa: BLE001
        return {"type": type(error).__name__, "is a ValueError": isinstance(error, ValueError)}


async def failed_then_again():
    async def act(client, template):
        first = await client.register_manual(template("again", "/down"))
        second = await outcome_of(client.register_manual(template("again", "/down")))
        third = await client.register_manual(template("again"))
        return {"first": first.success, "second": second.get("value").success if "value" in second else second,
                "third": third.success, "tools": [t.name for t in await client.config.tool_repository.get_tools()]}

    return await with_client(act)


async def batch_logged():
    import logging

    from _behaviour import kept_log_records

    async def act(client, template):
        await client.register_manual(template("taken"))
        results = await client.register_manuals([template("taken")])
        return {"success": results[0].success, "errors start with Traceback": results[0].errors[0].startswith(
            "Traceback"), "error mentions": "already registered" in results[0].errors[0]}

    with kept_log_records("utcp.implementations.utcp_client_implementation") as records:
        outcome = await with_client(act)
    return {**outcome, "log levels": sorted(set(record.levelname for record in records))}


async def name_taken(client, template):
    first = await client.register_manual(template("my-api"))
    second = await outcome_of(client.register_manual(template("my api")))
    return {"first": first.success, "second, `my api`": second}


async def same_name_in_one_batch():
    async def act(client, template):
        results = await client.register_manuals([template("dup"), template("dup")])
        return {"successes": [r.success for r in results],
                "tools": sorted(t.name for t in await client.config.tool_repository.get_tools())}

    return await with_client(act)


cases_of("client.register.raises", {
    "serializer-without-protocol": register_raises_without_protocol,
    "dict-unknown-type": dict_of_unknown_type,
    "failed-then-again": failed_then_again,
    "batch-logged": batch_logged,
    "same-name-in-one-batch": same_name_in_one_batch,
    "name-taken": lambda: with_client(name_taken),
})


async def variable_name_is_key():
    load_plugins()
    from utcp.exceptions import UtcpVariableNotFound
    from utcp.utcp_client import UtcpClient

    async def act(client, template):
        try:
            await client.register_manual(template("github_api", "/utcp?t=${TOKEN}"))
            return "no error"
        except UtcpVariableNotFound as error:
            name = error.variable_name
        fixed = await UtcpClient.create(config={"variables": {name: "abc"}})
        result = await fixed.register_manual(template("github_api", "/utcp?t=${TOKEN}"))
        return {"variable_name": name, "registered after adding it": result.success,
                "stored url query": str(result.manual_call_template.url).split("?", 1)[-1]}

    return await with_client(act)


async def variable_name_in_call_and_create():
    load_plugins()
    from utcp.exceptions import UtcpVariableNotFound
    from utcp.utcp_client import UtcpClient

    names = {}
    try:
        await UtcpClient.create(config={"variables": {"A": "$NOT_DEFINED_ANYWHERE"}})
    except UtcpVariableNotFound as error:
        names["create, a config value"] = error.variable_name

    async def act(client, template):
        await client.register_manual(template("my-api"))
        try:
            await client.call_tool("my_api.keyed", {})
        except UtcpVariableNotFound as error:
            names["call_tool of my_api.keyed"] = error.variable_name
        try:
            async for _ in client.call_tool_streaming("my_api.keyed", {}):
                pass
        except UtcpVariableNotFound as error:
            names["call_tool_streaming of my_api.keyed"] = error.variable_name
        return names

    return await with_client(act)


cases_of("client.errors.variable-not-found", {
    "manual-prefix-is-the-key": variable_name_is_key,
    "call-and-create": variable_name_in_call_and_create,
})


def recording_post_processors(seen):
    from utcp.interfaces.tool_post_processor import ToolPostProcessor

    class Recording(ToolPostProcessor):
        tool_post_processor_type: str = "recording"
        label: str

        def post_process(self, caller, tool, manual_call_template, result):
            seen.append({"by": self.label, "tool": tool.name,
                         "template url query": str(manual_call_template.url).split("?", 1)[-1],
                         "got": result})
            return {"wrapped by": self.label, "inner": result}

    return [Recording(label="first"), Recording(label="second")]


async def post_processors_on(streaming):
    seen = []

    async def act(client, template):
        client.config.post_processing = recording_post_processors(seen)
        await client.register_manual(template("my-api"))
        if streaming:
            result = [chunk async for chunk in client.call_tool_streaming("my_api.keyed", {})]
        else:
            result = await client.call_tool("my_api.keyed", {})
        return {"result": result, "seen": seen}

    return await with_client(act, config={"variables": {"my__api_KEY": "k1"}})


cases_of("client.call.post-processors", {
    "call-tool-order-and-template": lambda: post_processors_on(False),
    "streaming-order-and-template": lambda: post_processors_on(True),
})


async def protocol_gone():
    from utcp.interfaces.communication_protocol import CommunicationProtocol

    async def act(client, template):
        await client.register_manual(template("my-api"))
        saved = CommunicationProtocol.communication_protocols.pop("http")
        try:
            call = await outcome_of(client.call_tool("my_api.echo", {}))

            async def stream():
                return [chunk async for chunk in client.call_tool_streaming("my_api.echo", {})]

            streamed = await outcome_of(stream())
        finally:
            CommunicationProtocol.communication_protocols["http"] = saved
        return {"call_tool": call, "call_tool_streaming": streamed}

    return await with_client(act)


case("client.call.protocol-gone", "http-removed-after-registration")(protocol_gone)


async def interface_methods():
    load_plugins()
    import inspect as inspecting

    from utcp.interfaces.communication_protocol import CommunicationProtocol
    from utcp.interfaces.concurrent_tool_repository import ConcurrentToolRepository

    def described(cls):
        return {name: "async" if inspecting.iscoroutinefunction(getattr(cls, name))
                or inspecting.isasyncgenfunction(getattr(cls, name)) else "sync"
                for name in sorted(cls.__abstractmethods__)}

    return {"CommunicationProtocol": described(CommunicationProtocol),
            "ConcurrentToolRepository": described(ConcurrentToolRepository)}


async def own_repository():
    load_plugins()
    from utcp.implementations.in_mem_tool_repository import InMemToolRepository
    from utcp.interfaces.concurrent_tool_repository import ConcurrentToolRepository

    names = sorted(ConcurrentToolRepository.__abstractmethods__)
    inner = InMemToolRepository()

    def forward(name):
        async def method(self, *args, **kwargs):
            return await getattr(inner, name)(*args, **kwargs)
        return method

    Own = type("Own", (ConcurrentToolRepository,), {n: forward(n) for n in names})

    async def act(client, template):
        client.config.tool_repository = Own(tool_repository_type="own")
        result = await client.register_manual(template("my-api"))
        called = await outcome_of(client.call_tool("my_api.echo", {}))
        removed = await client.deregister_manual("my_api")
        from utcp.utcp_client import UtcpClient

        fresh = await UtcpClient.create()
        return {"default": type(fresh.config.tool_repository).__name__,
                "methods implemented": len(names), "registered": result.success, "call": called,
                "deregistered": removed}

    return await with_client(act)


async def in_memory_storage():
    load_plugins()
    from utcp.utcp_client import UtcpClient

    async def act(client, template):
        await client.register_manual(template("my-api"))
        repository = client.config.tool_repository
        held = {name: {"keys": sorted(value), "values": sorted({type(v).__name__ for v in value.values()})}
                for name, value in vars(repository).items() if isinstance(value, dict)}
        other = await UtcpClient.create()
        return {"dicts": held, "other attributes": sorted(n for n, v in vars(repository).items()
                                                          if not isinstance(v, dict)),
                "tools of a second client": [t.name for t in await other.config.tool_repository.get_tools()]}

    return await with_client(act)


cases_of("client.interfaces.contracts", {
    "abstract-methods": interface_methods,
    "own-repository": own_repository,
    "in-memory-storage": in_memory_storage,
})


async def name_given_as(value):
    from utcp.data.call_template import CallTemplateSerializer

    async def act(client, template):
        fields = {k: v for k, v in CallTemplateSerializer().to_dict(template("placeholder")).items() if k != "name"}
        try:
            unnamed = CallTemplateSerializer().validate_dict({**fields, "name": value})
        except Exception as error:  # noqa: BLE001
            return {"validation": type(error).__name__}
        result = await client.register_manual(unnamed)
        return {"registered name": re.sub(r"[0-9a-f]", "x", result.manual_call_template.name),
                "tools": [re.sub(r"[0-9a-f]{32}", "<hex>", t.name) for t in result.manual.tools]}

    return await with_client(act)


async def two_unnamed():
    load_plugins()
    from utcp.data.call_template import CallTemplate

    return CallTemplate(call_template_type="http").name != CallTemplate(call_template_type="http").name


cases_of("client.template.name-default", {
    "null-name": lambda: name_given_as(None),
    "empty-name": lambda: name_given_as(""),
    "two-unnamed-differ": two_unnamed,
})


async def not_registered(streaming):
    async def act(client, template):
        await client.register_manual(template("my-api"))
        await client.register_manual(template("gone"))
        await client.deregister_manual("gone")

        async def attempt(name):
            if streaming:
                return [chunk async for chunk in client.call_tool_streaming(name, {})]
            return await client.call_tool(name, {})

        return {name: await outcome_of(attempt(name))
                for name in ("my_api.nothing", "echo", "MY_API.echo", "gone.echo", "my_api.echo")}

    return await with_client(act)


cases_of("client.call.not-registered", {
    "call-tool": lambda: not_registered(False),
    "call-tool-streaming": lambda: not_registered(True),
})


async def required_with_shared_variable():
    async def act(client, template):
        return await client.get_required_variables_for_manual_and_tools(template("my-api"))

    shared = [{"name": name, "description": "d", "inputs": {}, "outputs": {},
               "tool_call_template": {"call_template_type": "http", "url": f"http://127.0.0.1:9/{name}?k=${{KEY}}",
                                      "http_method": "GET", "headers": {"X-Other": "$OTHER"}}}
              for name in ("one", "two")]
    return await with_client(act, tools=shared)


case("client.required-variables.shared-references", "two-tools-same-variable")(required_with_shared_variable)


# Adversarial review 2026-11-29 (p-fold5): get_required_variables_for_manual_and_tools for a type without a
# protocol, with and without a reference in the template (resolvable or not), and the streaming call's error.
async def required_without_protocol(template_extra, variables=None):
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.interfaces.communication_protocol import CommunicationProtocol
    from utcp.utcp_client import UtcpClient

    client = await UtcpClient.create(config={"variables": variables or {}})
    template = CallTemplateSerializer().validate_dict({"name": "m", "call_template_type": "http",
                                                       "url": "http://127.0.0.1:9/utcp", "http_method": "GET",
                                                       **template_extra})
    registry = CommunicationProtocol.communication_protocols
    http = registry.pop("http")
    try:
        return await outcome_of(client.get_required_variables_for_manual_and_tools(template))
    finally:
        registry["http"] = http


cases_of("client.required-variables.no-protocol", {
    "no-reference": lambda: required_without_protocol({}),
    "unresolved-reference": lambda: required_without_protocol({"headers": {"X-Key": "${KEY}"}}),
    "resolved-reference": lambda: required_without_protocol({"headers": {"X-Key": "${KEY}"}}, {"m_KEY": "v"}),
})


async def streaming_missing(template_extra):
    from _behaviour import stream_with_template

    return await outcome_of(stream_with_template({"call_template_type": "http", "url": "http://127.0.0.1:9/x",
                                                  "http_method": "GET", **template_extra}, {}, manual="my_api"))


cases_of("client.call.streaming-missing-variable", {
    "url-reference": lambda: streaming_missing({"url": "http://127.0.0.1:9/x?k=${KEY}"}),
    "header-reference": lambda: streaming_missing({"headers": {"X-Key": "$KEY"}}),
    "auth-reference": lambda: streaming_missing({"auth": {"auth_type": "api_key", "api_key": "${KEY}",
                                                          "var_name": "X-Key"}}),
})


# Adversarial review 2026-11-29 (p-fold12): what call_tool_streaming returns, and two post-processors on a
# stream of three chunks of different types.
async def streaming_object():
    import inspect as inspecting

    async def act(client, template):
        await client.register_manual(template("my-api"))
        stream = client.call_tool_streaming("my_api.keyed", {})
        awaited = await outcome_of(_await_directly(stream))
        stream = client.call_tool_streaming("my_api.keyed", {})
        items = [chunk async for chunk in stream]
        return {"is async generator": inspecting.isasyncgen(stream), "awaited directly": awaited,
                "async for items": len(items)}

    return await with_client(act, config={"variables": {"my__api_KEY": "k1"}})


async def _await_directly(stream):
    return await stream


@case("client.call.streaming-async-iterator", "returned-object")
async def streaming_async_iterator():
    return await streaming_object()


@case("client.call.streaming-chunks-chained", "three-sse-events")
async def streaming_chunks_chained():
    load_plugins()
    from aiohttp import web
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.data.tool import Tool
    from utcp.data.utcp_manual import UtcpManual
    from utcp.utcp_client import UtcpClient

    async def events(request):
        response = web.StreamResponse(headers={"Content-Type": "text/event-stream"})
        await response.prepare(request)
        await response.write(b'data: {"a": 1}\n\ndata: two\n\ndata: 3\n\n')
        await response.write_eof()
        return response

    seen: list = []
    async with http_server({("GET", "/events"): events}) as base:
        client = await UtcpClient.create()
        client.config.post_processing = recording_post_processors(seen)
        template = CallTemplateSerializer().validate_dict({"name": "m", "call_template_type": "sse",
                                                            "url": f"{base}/events"})
        await client.config.tool_repository.save_manual(
            template, UtcpManual(tools=[Tool(name="m.t", description="", tool_call_template=template)]))
        result = await outcome_of(_collect(client.call_tool_streaming("m.t", {})))
    return {"result": result, "calls in order": [[s["by"], s["got"]] for s in seen]}


# Adversarial review 2026-11-29 (p-fold15): client internals, folding the client-internals probe.
@case("client.internals.protocol-instance", "two-manuals-two-clients")
async def protocol_instance_shared():
    load_plugins()
    from utcp.data.call_template import CallTemplate
    from utcp.data.register_manual_response import RegisterManualResult
    from utcp.data.tool import Tool
    from utcp.data.utcp_manual import UtcpManual
    from utcp.interfaces.communication_protocol import CommunicationProtocol
    from utcp.plugins.discovery import register_call_template, register_communication_protocol
    from utcp.utcp_client import UtcpClient

    seen = []

    class Recording(CommunicationProtocol):
        async def register_manual(self, caller, manual_call_template):
            seen.append(["register", manual_call_template.name, id(self)])
            tool = Tool(name="t", description="", tool_call_template=CallTemplate(call_template_type="p15rec"))
            return RegisterManualResult(manual_call_template=manual_call_template,
                                        manual=UtcpManual(tools=[tool]), success=True, errors=[])

        async def deregister_manual(self, caller, manual_call_template):
            return None

        async def call_tool(self, caller, tool_name, tool_args, tool_call_template):
            seen.append(["call", tool_name, id(self)])
            return "ok"

        async def call_tool_streaming(self, caller, tool_name, tool_args, tool_call_template):
            yield "ok"

    protocol = Recording()
    register_call_template("p15rec", model_serializer(CallTemplate), True)
    register_communication_protocol("p15rec", protocol, True)
    for client_index in (1, 2):
        client = await UtcpClient.create()
        for manual in ("a", "b"):
            await client.register_manual(CallTemplate(name=f"{manual}{client_index}", call_template_type="p15rec"))
            await client.call_tool(f"{manual}{client_index}.t", {})
    return {"steps": [[step, name] for step, name, _ in seen],
            "one instance": len({ident for _, _, ident in seen}) == 1 and seen[0][2] == id(protocol)}


@case("client.internals.repository-model", "from-config")
async def repository_model():
    load_plugins()
    from pydantic import BaseModel
    from utcp.interfaces.concurrent_tool_repository import ConcurrentToolRepository
    from utcp.utcp_client import UtcpClient

    client = await UtcpClient.create(config={"tool_repository": {"tool_repository_type": "in_memory", "max": 3}})
    repository = client.config.tool_repository
    return {"interface is a pydantic model": issubclass(ConcurrentToolRepository, BaseModel),
            "class": type(repository).__name__, "fields": sorted(type(repository).model_fields),
            "dumped": repository.model_dump()}


@case("client.internals.search-strategy", "single-method")
async def search_strategy_single_method():
    load_plugins()
    from utcp.interfaces.tool_search_strategy import ToolSearchStrategy
    from utcp.utcp_client import UtcpClient

    client = await UtcpClient.create()
    return {"abstract methods": sorted(ToolSearchStrategy.__abstractmethods__),
            "default strategy": type(client.config.tool_search_strategy).__name__}


def logging_substitutor_client():
    """A UtcpClientImplementation whose substitutor logs its outermost calls; returns the client and a step runner."""
    load_plugins()
    from utcp.data.call_template import CallTemplate
    from utcp.data.utcp_client_config import UtcpClientConfig
    from utcp.implementations.default_variable_substitutor import DefaultVariableSubstitutor
    from utcp.implementations.utcp_client_implementation import UtcpClientImplementation

    log = []
    depth = [0]

    class Logging(DefaultVariableSubstitutor):
        """Logs the outermost calls only (the default implementation recurses through self)."""

        def substitute(self, obj, config, variable_namespace=None):
            if depth[0] == 0:
                log.append(["substitute", variable_namespace])
            depth[0] += 1
            try:
                return super().substitute(obj, config, variable_namespace)
            finally:
                depth[0] -= 1

        def find_required_variables(self, obj, variable_namespace=None):
            if depth[0] == 0:
                log.append(["find_required_variables", variable_namespace])
            depth[0] += 1
            try:
                return super().find_required_variables(obj, variable_namespace)
            finally:
                depth[0] -= 1

    install_protocol("p15sub", override=True)
    client = UtcpClientImplementation(UtcpClientConfig(), Logging(), os.getcwd())
    steps = {}

    async def step(name, run):
        del log[:]
        await run()
        steps[name] = list(log)

    return client, step, steps


@case("client.internals.substitutor-calls", "per-client-method")
async def substitutor_calls():
    from utcp.data.call_template import CallTemplate

    client, step, steps = logging_substitutor_client()
    template = CallTemplate(name="m", call_template_type="p15sub")
    await step("register_manual", lambda: client.register_manual(template))
    await step("call_tool", lambda: client.call_tool("m.hello", {}))
    await step("search_tools", lambda: client.search_tools("hello"))
    await step("get_required_variables_for_registered_tool",
               lambda: client.get_required_variables_for_registered_tool("m.hello"))
    await step("get_required_variables_for_manual_and_tools",
               lambda: client.get_required_variables_for_manual_and_tools(
                   CallTemplate(name="other", call_template_type="p15sub")))
    await step("deregister_manual", lambda: client.deregister_manual("m"))
    return steps


@case("client.internals.init-attributes", "stores-both")
def init_attributes():
    load_plugins()
    from utcp.data.utcp_client_config import UtcpClientConfig
    from utcp.utcp_client import UtcpClient

    class Minimal(UtcpClient):
        pass

    Minimal.__abstractmethods__ = frozenset()
    config = UtcpClientConfig()
    client = Minimal(config, "/some/dir")
    bare = Minimal(config)
    return {"config is the same object": client.config is config, "root_dir": client.root_dir,
            "root_dir when omitted": bare.root_dir,
            "attributes": sorted(vars(client))}


# Unknown keys in a served manual, registered through the client (adversarial review 2026-11-29).
async def register_with_extra(tool_extra=None, template_extra=None, auth_extra=None, manual_extra=None):
    load_plugins()
    from aiohttp import web
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.utcp_client import UtcpClient

    async def manual(request):
        template = {"call_template_type": "http", "url": f"{request.url.origin()}/echo", "http_method": "GET",
                    "auth": {"auth_type": "basic", "username": "u", "password": "p", **(auth_extra or {})},
                    **(template_extra or {})}
        tool = {"name": "ping", "description": "Ping", "inputs": {}, "outputs": {}, "tool_call_template": template,
                **(tool_extra or {})}
        return web.json_response({"utcp_version": "1.0.1", "manual_version": "1", "tools": [tool],
                                  **(manual_extra or {})})

    async with http_server({("GET", "/utcp"): manual}) as base:
        client = await UtcpClient.create()
        result = await client.register_manual(CallTemplateSerializer().validate_dict(
            {"name": "svc", "call_template_type": "http", "url": f"{base}/utcp", "http_method": "GET"}))
    extra = [*(tool_extra or {}), *(template_extra or {}), *(auth_extra or {})]
    tools = result.manual.tools if result.manual else []
    out = {"success": result.success, "errors": [next((line for line in reversed(e.splitlines()) if line.strip()), "")[:200]
                                         for e in result.errors],
           "tools": [t.name for t in tools]}
    if tools:
        from utcp.data.tool import ToolSerializer

        dumped = json.dumps(ToolSerializer().to_dict(tools[0]))
        out["extra keys kept in the stored tool"] = [k for k in extra if f'"{k}"' in dumped]
    return out


cases_of("client.manual.unknown-keys-on-register", {
    "tool-misspelt-key": lambda: register_with_extra(tool_extra={"descripton": "misspelt"}),
    "template-unknown-key": lambda: register_with_extra(template_extra={"no_such_field": 1}),
    "auth-unknown-key": lambda: register_with_extra(auth_extra={"realm": "extra"}),
    "top-level-schema": lambda: register_with_extra(manual_extra={"$schema": "https://utcp.io/schema/manual.json"}),
    "top-level-version": lambda: register_with_extra(manual_extra={"version": "1.0"}),
})


# How an inner validation error of a configuration or call template is reported (adversarial review 2026-11-29).
async def wrapped_error(through: str, template: dict):
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.utcp_client import UtcpClient

    try:
        if through == "config":
            await UtcpClient.create(config={"manual_call_templates": [template]})
        else:
            CallTemplateSerializer().validate_dict(template)
    except Exception as error:  # noqa: BLE001 - the error is the outcome
        text = str(error)
        lines = [line for line in text.splitlines() if line.strip()]
        return {"type": type(error).__name__, "starts": text.split(":")[0] + ":", "last line": lines[-1] if lines else ""}
    return "accepted"


TEXT_WITH_FILE_PATH = {"name": "old", "call_template_type": "text", "file_path": "m.json"}
HTTP_BAD_METHOD = {"name": "api", "call_template_type": "http", "url": "https://api.example.com/m", "http_method": "FETCH"}

cases_of("client.config.inner-error-wrapping", {
    "text-file-path-in-config": lambda: wrapped_error("config", TEXT_WITH_FILE_PATH),
    "text-file-path-serializer": lambda: wrapped_error("serializer", TEXT_WITH_FILE_PATH),
    "other-error-in-config": lambda: wrapped_error("config", HTTP_BAD_METHOD),
    "other-error-serializer": lambda: wrapped_error("serializer", HTTP_BAD_METHOD),
})


# A tool call to an endpoint that never answers (adversarial review 2026-11-29); waits for the real limit.
async def silent_endpoint_call():
    import socket
    import time

    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.data.tool import Tool
    from utcp.data.utcp_manual import UtcpManual
    from utcp.utcp_client import UtcpClient

    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(8)  # connections wait in the backlog; nothing ever answers
    port = listener.getsockname()[1]
    try:
        client = await UtcpClient.create()
        template = CallTemplateSerializer().validate_dict(
            {"name": "m", "call_template_type": "http", "url": f"http://127.0.0.1:{port}/op", "http_method": "GET"})
        await client.config.tool_repository.save_manual(
            template, UtcpManual(tools=[Tool(name="m.op", description="", tool_call_template=template)]))
        started = time.monotonic()
        try:
            await client.call_tool("m.op", {})
            outcome = "answered"
        except BaseException as error:  # noqa: BLE001 - the error class is the outcome
            outcome = type(error).__name__
        return {"error": outcome, "gave up between 30 and 35 s": 30 <= time.monotonic() - started < 35}
    finally:
        listener.close()


def silent_endpoint_call_unlimited():
    """Runs the call outside the runner's 30-second case limit, which a 30-second call limit would meet first."""
    return asyncio.run(silent_endpoint_call())


cases_of("client.call.silent-http-endpoint", {"tool-call": silent_endpoint_call_unlimited})


async def names_after_prefixing(manual_name, tool_names):
    async def act(client, template):
        result = await client.register_manual(template(manual_name))
        return sorted(t.name for t in result.manual.tools)

    tools = [{"name": name, "description": "", "inputs": {}, "outputs": {},
              "tool_call_template": {"call_template_type": "http", "url": "https://x.example/a"}}
             for name in tool_names]
    return await with_client(act, tools=tools)


cases_of("client.register.already-prefixed", {
    "own-prefix": lambda: names_after_prefixing("m", ["m.t", "t2"]),
    "unsanitised-prefix": lambda: names_after_prefixing("my-shop", ["my-shop.t", "my_shop.u"]),
    "bare-prefix": lambda: names_after_prefixing("m", ["m."]),
})


cases_of("client.register.dotted-manual-name", {
    "dotted": lambda: names_after_prefixing("shop.v2", ["t", "a.b"]),
    "leading-dot": lambda: names_after_prefixing(".hidden", ["t"]),
})


async def registered_claiming(version):
    load_plugins()
    from aiohttp import web
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.utcp_client import UtcpClient

    async def served(request):
        tool = {"name": "t", "description": "", "inputs": {}, "outputs": {},
                "tool_call_template": {"call_template_type": "http", "url": f"{request.url.origin()}/t",
                                       "http_method": "GET"}}
        return web.json_response({"utcp_version": version, "manual_version": "1.0.0", "tools": [tool]})

    async with http_server({("GET", "/utcp"): served}) as base:
        client = await UtcpClient.create()
        result = await client.register_manual(CallTemplateSerializer().validate_dict(
            {"name": "v", "call_template_type": "http", "url": f"{base}/utcp", "http_method": "GET"}))
        return {"success": result.success, "tools": [t.name for t in result.manual.tools],
                "stored utcp_version": result.manual.utcp_version if result.success else None}


cases_of("client.manual.version-not-compared", {
    "claims-99": lambda: registered_claiming("99.0"),
    "claims-0-1": lambda: registered_claiming("0.1.0"),
    "not-a-version": lambda: registered_claiming("latest"),
    "empty-string": lambda: registered_claiming(""),
    "null-version": lambda: registered_claiming(None),
})


@case("client.register.batch", "missing-variable-stored-later")
async def batch_missing_variable_later():
    """As missing-variable, but the repository is read again 0.5 s after the exception."""
    async def act(client, template):
        outcome = await outcome_of(client.register_manuals([template("ok"), template("needs", "/utcp?k=${NOPE}")]))
        at_once = [m.name for m in await client.config.tool_repository.get_manual_call_templates()]
        await asyncio.sleep(0.5)
        later = [m.name for m in await client.config.tool_repository.get_manual_call_templates()]
        return {"error": outcome.get("error", {}).get("type"), "stored at once": at_once, "stored 0.5 s later": later}

    return await with_client(act)


@case("client.register.batch", "duplicate-names")
async def batch_duplicate_names():
    """Two manuals named `twin` in one batch, both served correctly."""
    async def act(client, template):
        results = await client.register_manuals([template("twin"), template("twin")])
        stored = [m.name for m in await client.config.tool_repository.get_manual_call_templates()]
        return {"successes": [r.success for r in results], "stored": stored}

    return await with_client(act)


@case("client.deregister.result", "name-as-registered")
async def deregister_by_given_name():
    """Manual registered as `my-shop` (stored as `my_shop`), deregistered by the name it was given, then by the stored one."""
    async def act(client, template):
        await client.register_manual(template("my-shop"))
        given = await outcome_of(client.deregister_manual("my-shop"))
        tools_after_given = [t.name for t in await client.config.tool_repository.get_tools()]
        stored = await outcome_of(client.deregister_manual("my_shop"))
        return {"by given name": given, "tools then": tools_after_given, "by stored name": stored}

    return await with_client(act)


@case("client.internals.substitutor-calls", "required-for-manual-with-variable")
async def substitutor_calls_manual_with_variable():
    """get_required_variables_for_manual_and_tools on an http manual template whose URL holds ${X}, X unset, then set."""
    from utcp.data.call_template import CallTemplateSerializer

    client, step, steps = logging_substitutor_client()
    template = {"name": "web", "call_template_type": "http", "url": "https://x.example/${X}", "http_method": "GET"}
    await step("X unset", lambda: client.get_required_variables_for_manual_and_tools(
        CallTemplateSerializer().validate_dict(dict(template))))
    client.config.variables["web_X"] = "v"
    await step("X set", lambda: client.get_required_variables_for_manual_and_tools(
        CallTemplateSerializer().validate_dict(dict(template))))
    return steps


FRESH_PROCESS_CONSTRUCTOR = """
import asyncio, json, os
from utcp.data.utcp_client_config import UtcpClientConfig
from utcp.implementations.default_variable_substitutor import DefaultVariableSubstitutor
from utcp.implementations.utcp_client_implementation import UtcpClientImplementation
from utcp.plugins import plugin_loader
from utcp_http.http_call_template import HttpCallTemplate
client = UtcpClientImplementation(UtcpClientConfig(), DefaultVariableSubstitutor(), os.getcwd())
after_constructor = plugin_loader.plugins_initialized
async def register():
    try:
        result = await client.register_manual(HttpCallTemplate(name="web", url="http://127.0.0.1:9/utcp"))
        return {"success": result.success}
    except Exception as error:
        return {"error": type(error).__name__, "starts": str(error)[:45]}
print(json.dumps({"plugins loaded by the constructor": after_constructor, "register_manual": asyncio.run(register())}))
"""


@case("client.init.plain-constructor", "fresh-process-http-manual")
def plain_constructor_fresh_process():
    """A new interpreter builds UtcpClientImplementation directly and registers an HttpCallTemplate object."""
    return run_in_fresh_interpreter(FRESH_PROCESS_CONSTRUCTOR)


# Second reading 2026-11-29 (r-http): a variable removed from the environment between two calls.
@case("client.call.substituted-per-call", "variable-removed-between-calls")
async def substituted_per_call_removed():
    async def act(client, template):
        await client.register_manual(template("m"))
        os.environ["m_KEY"] = "first"
        first = await outcome_of(client.call_tool("m.keyed", {}))
        del os.environ["m_KEY"]
        second = await outcome_of(client.call_tool("m.keyed", {}))
        return [first, second]

    return await with_client(act)


@case("client.register.duplicate-name", "after-deregister")
async def duplicate_after_deregister():
    async def act(client, template):
        await client.register_manual(template("dup"))
        removed = await client.deregister_manual("dup")
        again = await client.register_manual(template("dup"))
        return {"removed": removed, "again": again.success,
                "tools": sorted(t.name for t in await client.config.tool_repository.get_tools())}

    return await with_client(act)


@case("client.register.duplicate-name", "after-failed-registration")
async def duplicate_after_failure():
    async def act(client, template):
        first = await client.register_manual(template("dup", "/down"))
        second = await outcome_of(client.register_manual(template("dup")))
        return {"first": first.success, "second": second if "error" in second else {"success": second["value"].success}}

    return await with_client(act)


# Registering an http manual at an endpoint that never answers (second reading 2026-11-29).
async def silent_endpoint_manual():
    import socket
    import time

    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.utcp_client import UtcpClient

    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(8)
    port = listener.getsockname()[1]
    try:
        client = await UtcpClient.create()
        template = CallTemplateSerializer().validate_dict(
            {"name": "m", "call_template_type": "http", "url": f"http://127.0.0.1:{port}/utcp", "http_method": "GET"})
        started = time.monotonic()
        try:
            result = await client.register_manual(template)
            outcome = {"success": result.success,
                       "errors": [str(e).strip().splitlines()[-1][:120] for e in result.errors]}
        except BaseException as error:  # noqa: BLE001 - the error class is the outcome
            outcome = {"raised": type(error).__name__}
        return {**outcome, "gave up between 10 and 12 s": 10 <= time.monotonic() - started < 12}
    finally:
        listener.close()


cases_of("client.register.silent-http-manual", {"discovery": lambda: asyncio.run(silent_endpoint_manual())})


def json_discovery(body):
    from aiohttp import web

    async def answer(request):
        return web.json_response(body)

    return discovery_from(answer)


cases_of("client.register.failed-discovery", {
    "json-error-object": lambda: json_discovery({"error": "not found"}),
    "manual-in-wrapper": lambda: json_discovery({"data": {"utcp_version": "1.0.1", "manual_version": "1", "tools": []}}),
    "tools-without-version": lambda: json_discovery({"tools": []}),
})


# Second reading 2026-11-29: an extra key on one of two tools, and an extra key whose value is null.
async def register_two_tools(second_extra):
    load_plugins()
    from aiohttp import web
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.utcp_client import UtcpClient

    async def manual(request):
        template = {"call_template_type": "http", "url": f"{request.url.origin()}/echo", "http_method": "GET"}
        tools = [{"name": "ping", "description": "Ping", "inputs": {}, "outputs": {}, "tool_call_template": template},
                 {"name": "pong", "description": "Pong", "inputs": {}, "outputs": {}, "tool_call_template": template,
                  **second_extra}]
        return web.json_response({"utcp_version": "1.0.1", "manual_version": "1", "tools": tools})

    async with http_server({("GET", "/utcp"): manual}) as base:
        client = await UtcpClient.create()
        result = await client.register_manual(CallTemplateSerializer().validate_dict(
            {"name": "svc", "call_template_type": "http", "url": f"{base}/utcp", "http_method": "GET"}))
    return {"success": result.success, "errors": len(result.errors),
            "tools": [t.name for t in (result.manual.tools if result.manual else [])]}


cases_of("client.manual.unknown-keys-on-register", {
    "second-of-two-tools": lambda: register_two_tools({"x_owner": "team-a"}),
    "null-valued-key": lambda: register_two_tools({"metadata": None}),
})


async def manual_file_with_schema():
    """A manual with a top-level $schema read from a file by a text template (1.0: file_path; 1.1: the file type)."""
    import json
    import tempfile

    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.utcp_client import UtcpClient

    folder = tempfile.mkdtemp()
    with open(os.path.join(folder, "m.json"), "w", encoding="utf-8") as handle:
        json.dump({"$schema": "https://utcp.io/schema/manual.json", "utcp_version": "1.0.1", "manual_version": "1",
                   "tools": []}, handle)
    client = await UtcpClient.create(root_dir=folder)
    kind = "text" if IMPL == "python-1.0" else "file"
    result = await client.register_manual(CallTemplateSerializer().validate_dict(
        {"name": "f", "call_template_type": kind, "file_path": "m.json"}))
    return {"success": result.success,
            "errors": [next((line for line in reversed(e.splitlines()) if line.strip()), "")[:120] for e in result.errors]}


cases_of("client.manual.unknown-keys-on-register", {
    "top-level-null-value": lambda: register_with_extra(manual_extra={"x_note": None}),
    "top-level-schema-from-file": manual_file_with_schema,
})


# Second reading 2026-11-29 (r-v01): a manual of two tools where only the second carries an extension key set to null.
async def register_second_tool_extra():
    load_plugins()
    from aiohttp import web
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.utcp_client import UtcpClient

    async def manual(request):
        template = {"call_template_type": "http", "url": f"{request.url.origin()}/echo", "http_method": "GET"}
        tools = [{"name": "ping", "description": "Ping", "inputs": {}, "outputs": {}, "tool_call_template": template},
                 {"name": "pong", "description": "Pong", "inputs": {}, "outputs": {}, "tool_call_template": template,
                  "x-owner": None}]
        return web.json_response({"utcp_version": "1.0.1", "manual_version": "1", "tools": tools})

    async with http_server({("GET", "/utcp"): manual}) as base:
        client = await UtcpClient.create()
        result = await client.register_manual(CallTemplateSerializer().validate_dict(
            {"name": "svc", "call_template_type": "http", "url": f"{base}/utcp", "http_method": "GET"}))
    return {"success": result.success,
            "errors": [next((line for line in reversed(e.splitlines()) if line.strip()), "")[:200] for e in result.errors],
            "tools": [t.name for t in (result.manual.tools if result.manual else [])]}


cases_of("client.manual.unknown-keys-on-register", {
    "second-tool-null-extension": register_second_tool_extra,
})

cases_of("client.manual.unknown-keys-on-register", {
    "top-level-null-extension": lambda: register_with_extra(manual_extra={"x-meta": None}),
})


# Second reading 2026-11-29 (RFC 4.1 and 4.5): a null extension member and a numeric version.
cases_of("client.manual.version-not-compared", {
    "number-version": lambda: registered_claiming(1.0),
})

cases_of("client.register.already-prefixed", {
    "unicode-prefix": lambda: names_after_prefixing("wétter", ["wétter.t"]),
    "upper-case-prefix": lambda: names_after_prefixing("m", ["M.t"]),
})

cases_of("client.register.dotted-manual-name", {
    "two-dots": lambda: names_after_prefixing("a.b.c", ["t"]),
})


# Second reading 2026-11-29 (f-rfc-b): a missing variable in a register_manuals batch, with the failing manual
# listed first, in a header instead of the URL, and with a non-ASCII manual name beside it.
async def batch_missing_variable_edge(order: str):
    async def act(client, template):
        good = template("ok")
        if order == "missing-first":
            batch = [template("needs", "/utcp?k=${NOPE}"), good]
        elif order == "missing-in-header":
            batch = [good, template("needs", headers={"X-Key": "${NOPE}"})]
        else:
            batch = [template("café"), template("needs", "/utcp?k=$NOPE")]
        outcome = await outcome_of(client.register_manuals(batch))
        stored = sorted(m.name for m in await client.config.tool_repository.get_manual_call_templates())
        return {"outcome": outcome if "error" in outcome else "results", "stored": stored}

    return await with_client(act)


cases_of("client.register.batch-missing-variable", {
    "missing-first": lambda: batch_missing_variable_edge("missing-first"),
    "missing-in-header": lambda: batch_missing_variable_edge("missing-in-header"),
    "unicode-name-beside": lambda: batch_missing_variable_edge("unicode-name-beside"),
})


# Second reading 2026-11-29 (f-rfc-b): one recording post-processor on SSE streams with edge events: data null and
# empty data, no event at all, and non-ASCII data split by CRLF.
async def streaming_chunks_edge(body: bytes):
    load_plugins()
    from aiohttp import web
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.data.tool import Tool
    from utcp.data.utcp_manual import UtcpManual
    from utcp.utcp_client import UtcpClient

    async def events(request):
        response = web.StreamResponse(headers={"Content-Type": "text/event-stream"})
        await response.prepare(request)
        await response.write(body)
        await response.write_eof()
        return response

    seen: list = []
    async with http_server({("GET", "/events"): events}) as base:
        client = await UtcpClient.create()
        client.config.post_processing = recording_post_processors(seen)[:1]
        template = CallTemplateSerializer().validate_dict({"name": "m", "call_template_type": "sse",
                                                            "url": f"{base}/events"})
        await client.config.tool_repository.save_manual(
            template, UtcpManual(tools=[Tool(name="m.t", description="", tool_call_template=template)]))
        result = await outcome_of(_collect(client.call_tool_streaming("m.t", {})))
    return {"result": result, "post-processor saw": [s["got"] for s in seen]}


cases_of("client.call.streaming-chunks-edges", {
    "null-and-empty-data": lambda: streaming_chunks_edge(b"data: null\n\ndata: \n\n"),
    "no-events": lambda: streaming_chunks_edge(b""),
    "crlf-unicode": lambda: streaming_chunks_edge("data: é\r\n\r\ndata: ✓\r\n\r\n".encode()),
})


# Second reading 2026-11-29 (f-rfc-b): get_required_variables_for_manual_and_tools with the reference in a header or
# in the auth object instead of the URL, and a template without reference whose provider answers 404.
async def required_variables_edge(extra: dict, path: str = "/utcp"):
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.utcp_client import UtcpClient

    counter = {}
    async with http_server(counting_manual_routes(counter)) as base:
        client = await UtcpClient.create()
        found = await outcome_of(client.get_required_variables_for_manual_and_tools(
            CallTemplateSerializer().validate_dict({"name": "my-api", "call_template_type": "http",
                                                    "url": f"{base}{path}", "http_method": "GET", **extra})))
        return {"variables": found, "manual requests": counter.get(path, 0)}


cases_of("client.required-variables.template-edges", {
    "header-reference": lambda: required_variables_edge({"headers": {"X-Key": "${TOKEN}"}}),
    "auth-reference": lambda: required_variables_edge(
        {"auth": {"auth_type": "api_key", "api_key": "$TOKEN", "var_name": "X-Key"}}),
    "none-provider-404": lambda: required_variables_edge({}, "/missing"),
})


# Second reading (r-lead) 2026-11-29: register_manuals with the missing variable outside the URL and names that
# become equal once renamed; deregister_manual with other renamed names.
@case("client.register.batch", "missing-variable-in-auth")
async def batch_missing_variable_in_auth():
    """A good manual and one whose api_key auth refers to an undefined variable."""
    async def act(client, template):
        auth = {"auth_type": "api_key", "api_key": "${NOPE}", "var_name": "X-Key", "location": "header"}
        outcome = await outcome_of(client.register_manuals([template("ok"), template("needs", auth=auth)]))
        await asyncio.sleep(0.5)
        stored = [m.name for m in await client.config.tool_repository.get_manual_call_templates()]
        return {"error": outcome.get("error", {}).get("type"), "stored 0.5 s later": stored}

    return await with_client(act)


@case("client.register.batch", "duplicate-after-renaming")
async def batch_duplicate_after_renaming():
    """`my-shop` and `my_shop` in one batch: both become my_shop."""
    async def act(client, template):
        results = await client.register_manuals([template("my-shop"), template("my_shop")])
        stored = [m.name for m in await client.config.tool_repository.get_manual_call_templates()]
        tools = [t.name for t in await client.config.tool_repository.get_tools()]
        return {"successes": [r.success for r in results], "stored": stored, "tools": tools}

    return await with_client(act)


@case("client.deregister.result", "renamed-variants")
async def deregister_renamed_variants():
    """Manuals registered as `my shop` and `café-shop`, deregistered by other spellings, then by the stored names."""
    async def act(client, template):
        await client.register_manual(template("my shop"))
        await client.register_manual(template("café-shop"))
        out = {}
        for name in ["my shop", "MY_SHOP", "my_shop", "cafe_shop", "café_shop"]:
            out[name] = (await outcome_of(client.deregister_manual(name))).get("value")
        return out

    return await with_client(act)


# Second reading (r-lead) 2026-11-29: what the plainly constructed client's failed registration reports, to tell the
# http protocol's own failure from a missing protocol.
FRESH_PROCESS_CONSTRUCTOR_ERRORS = """
import asyncio, json, os
from utcp.data.utcp_client_config import UtcpClientConfig
from utcp.implementations.default_variable_substitutor import DefaultVariableSubstitutor
from utcp.implementations.utcp_client_implementation import UtcpClientImplementation
from utcp.data.call_template import CallTemplateSerializer
client = UtcpClientImplementation(UtcpClientConfig(), DefaultVariableSubstitutor(), os.getcwd())
async def register(template):
    result = await client.register_manual(CallTemplateSerializer().validate_dict(template))
    return {"success": result.success, "errors": [e[:60] for e in result.errors]}
http = {"name": "web", "call_template_type": "http", "url": "http://127.0.0.1:9/utcp", "http_method": "GET"}
out = {"http": asyncio.run(register(http))}
print(json.dumps(out))
"""


@case("client.init.plain-constructor", "fresh-process-registration-errors")
def plain_constructor_fresh_process_errors():
    """A new interpreter builds UtcpClientImplementation directly; the errors of an http registration."""
    return run_in_fresh_interpreter(FRESH_PROCESS_CONSTRUCTOR_ERRORS)


# Second reading (r-lead) 2026-11-29: the manual template's only reference sits in its auth, and it resolves.
async def required_variables_auth_reference():
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.utcp_client import UtcpClient

    counter = {}
    async with http_server(counting_manual_routes(counter)) as base:
        client = await UtcpClient.create(config={"variables": {"my__api_KEY": "set"}})
        found = await client.get_required_variables_for_manual_and_tools(CallTemplateSerializer().validate_dict(
            {"name": "my-api", "call_template_type": "http", "url": f"{base}/utcp", "http_method": "GET",
             "auth": {"auth_type": "api_key", "api_key": "${KEY}", "var_name": "X-Key", "location": "header"}}))
        return {"variables": found, "manual requests": counter.get("/utcp", 0)}


cases_of("client.required-variables.provider-contact", {
    "auth-reference-resolved": required_variables_auth_reference,
})


# Second reading 2026-11-30 (lead, RFC 4.5, 6.1, 7.3): a boolean and an object as utcp_version; an empty batch;
# the variable listing when fetching the manual fails with a 500 or a refused connection.
cases_of("client.manual.version-not-compared", {
    "boolean-version": lambda: registered_claiming(True),
    "object-version": lambda: registered_claiming({"major": 1}),
})


@case("client.register.batch", "empty-list")
async def batch_empty_list():
    return await with_client(lambda client, template: client.register_manuals([]))


async def required_variables_unreachable():
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.utcp_client import UtcpClient

    client = await UtcpClient.create()
    return {"variables": await outcome_of(client.get_required_variables_for_manual_and_tools(
        CallTemplateSerializer().validate_dict({"name": "my-api", "call_template_type": "http",
                                                "url": "http://127.0.0.1:9/utcp", "http_method": "GET"})))}


cases_of("client.required-variables.template-edges", {
    "none-provider-500": lambda: required_variables_edge({}, "/down"),
    "none-provider-refused": required_variables_unreachable,
})


# Second reading 2026-11-30 (s-yaml-http): the key of a tool's api_key auth, its variable removed between calls.
@case("client.call.substituted-per-call", "api-key-variable-removed-between-calls")
async def substituted_per_call_api_key_removed():
    tools = None

    async def act(client, template):
        base = template("x").url.rsplit("/", 1)[0]
        nonlocal tools
        tools[:] = [{"name": "guarded", "description": "d", "inputs": {}, "outputs": {},
                     "tool_call_template": {"call_template_type": "http", "url": f"{base}/echo", "http_method": "GET",
                                            "auth": {"auth_type": "api_key", "api_key": "${KEY}",
                                                     "var_name": "k", "location": "query"}}}]
        await client.register_manual(template("m"))
        os.environ["m_KEY"] = "first"
        first = await outcome_of(client.call_tool("m.guarded", {}))
        del os.environ["m_KEY"]
        second = await outcome_of(client.call_tool("m.guarded", {}))
        return [first, second]

    tools = []
    return await with_client(act, tools=tools)


# Second reading (s-yaml-core) 2026-11-30: a slow manual beside one with a missing variable, three spellings that
# rename alike, names that differ in case, and deregistration by further renamed spellings.
@case("client.register.batch", "missing-variable-slow-other")
async def batch_missing_variable_slow_other():
    """A manual answering after 0.4 s beside one whose URL refers to an undefined variable."""
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.utcp_client import UtcpClient

    counter = {}
    async with http_server(counting_manual_routes(counter, {"/slow": 0.4})) as base:
        client = await UtcpClient.create()

        def template(name, path):
            return CallTemplateSerializer().validate_dict(
                {"name": name, "call_template_type": "http", "url": f"{base}{path}", "http_method": "GET"})

        outcome = await outcome_of(client.register_manuals([template("slow", "/slow"),
                                                            template("needs", "/utcp?k=${NOPE}")]))
        at_once = [m.name for m in await client.config.tool_repository.get_manual_call_templates()]
        await asyncio.sleep(0.8)
        later = [m.name for m in await client.config.tool_repository.get_manual_call_templates()]
        return {"error": outcome.get("error", {}).get("type"), "stored at once": at_once, "stored 0.8 s later": later}


@case("client.register.batch", "duplicates-more-spellings")
async def batch_duplicates_more():
    """my-shop, "my shop" and my.shop in one batch; then Shop and shop in another."""
    async def act(client, template):
        three = await client.register_manuals([template("my-shop"), template("my shop"), template("my.shop")])
        stored_three = [m.name for m in await client.config.tool_repository.get_manual_call_templates()]
        cases = await client.register_manuals([template("Shop"), template("shop")])
        stored = sorted(m.name for m in await client.config.tool_repository.get_manual_call_templates())
        return {"three successes": [r.success for r in three], "stored after three": stored_three,
                "case pair successes": [r.success for r in cases], "stored after case pair": stored}

    return await with_client(act)


@case("client.deregister.result", "renamed-more")
async def deregister_renamed_more():
    """Manuals my.shop, café-shop typed with a combining accent, and v²-x, deregistered by several spellings."""
    async def act(client, template):
        for name in ["my.shop", "cafe\u0301-shop", "v²-x"]:
            await client.register_manual(template(name))
        stored = sorted(m.name for m in await client.config.tool_repository.get_manual_call_templates())
        out = {"stored": stored}
        for name in ["my_shop ", "my_shop", "caf\u00e9_shop", "cafe__shop", "v²_x"]:
            out[name] = (await outcome_of(client.deregister_manual(name))).get("value")
        return out

    return await with_client(act)


# Second reading (s-yaml-core) 2026-11-30: the plain constructor given a configuration built without validation
# (model_construct), so that building it loads nothing; whether the plugins are loaded after the constructor.
FRESH_PROCESS_CONSTRUCTED_CONFIG = """
import asyncio, json, os
from utcp.data.utcp_client_config import UtcpClientConfig
from utcp.implementations.default_variable_substitutor import DefaultVariableSubstitutor
from utcp.implementations.in_mem_tool_repository import InMemToolRepository
from utcp.implementations.utcp_client_implementation import UtcpClientImplementation
from utcp.plugins import plugin_loader
from utcp_http.http_call_template import HttpCallTemplate
config = UtcpClientConfig.model_construct(variables={}, load_variables_from=None, tool_repository=InMemToolRepository(),
                                          post_processing=[], manual_call_templates=[])
after_config = plugin_loader.plugins_initialized
client = UtcpClientImplementation(config, DefaultVariableSubstitutor(), os.getcwd())
after_constructor = plugin_loader.plugins_initialized
async def register():
    try:
        result = await client.register_manual(HttpCallTemplate(name="web", url="http://127.0.0.1:9/utcp"))
        return {"success": result.success, "errors": [e[:60] for e in result.errors]}
    except Exception as error:
        return {"error": type(error).__name__, "starts": str(error)[:60]}
print(json.dumps({"after config": after_config, "after constructor": after_constructor,
                  "register_manual": asyncio.run(register())}))
"""


@case("client.init.plain-constructor", "fresh-process-unvalidated-config")
def plain_constructor_unvalidated_config():
    return run_in_fresh_interpreter(FRESH_PROCESS_CONSTRUCTED_CONFIG)


# Second reading (s-yaml-core) 2026-11-30: the manual template's only reference in a header, unresolved, and in the
# body, resolved; the names listed and how many manual requests arrived.
async def required_variables_elsewhere(field: str, value, variables=None):
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.utcp_client import UtcpClient

    counter = {}
    async with http_server(counting_manual_routes(counter)) as base:
        client = await UtcpClient.create(config={"variables": variables or {}})
        found = await outcome_of(client.get_required_variables_for_manual_and_tools(
            CallTemplateSerializer().validate_dict({"name": "my-api", "call_template_type": "http",
                                                    "url": f"{base}/utcp", "http_method": "GET", field: value})))
        return {"variables": found.get("value", found), "manual requests": counter.get("/utcp", 0)}


async def required_variables_other_fields():
    return {"header, unresolved": await required_variables_elsewhere("headers", {"X-T": "${T}"}),
            "body field, resolved": await required_variables_elsewhere("body_field", "${B}", {"my__api_B": "set"})}


case("client.required-variables.provider-contact", "reference-in-other-fields")(required_variables_other_fields)


# client.call.substituted-per-call, second reading 2026-11-30: the key held in the configuration's variables.
@case("client.call.substituted-per-call", "config-variable-changed")
async def substituted_per_call_config():
    os.environ.pop("m_KEY", None)

    async def act(client, template):
        await client.register_manual(template("m"))
        first = await outcome_of(client.call_tool("m.keyed", {}))
        client.config.variables["m_KEY"] = "second"
        second = await outcome_of(client.call_tool("m.keyed", {}))
        return [first, second]

    return await with_client(act, config={"variables": {"m_KEY": "first"}})


# Second reading 2026-11-30 (c-guides): a tool whose inputs declare a required integer, called without it,
# with a string in its place, and with an undeclared argument; the query each call sent.
async def required_inputs_call(arguments: dict):
    load_plugins()
    from aiohttp import web
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.data.tool import Tool
    from utcp.data.utcp_manual import UtcpManual
    from utcp.utcp_client import UtcpClient

    seen: list = []

    async def op(request):
        seen.append(request.raw_path.partition("?")[2])
        return web.json_response({"ok": True})

    async with http_server({("GET", "/op"): op}) as base:
        client = await UtcpClient.create()
        template = CallTemplateSerializer().validate_dict(
            {"name": "m", "call_template_type": "http", "http_method": "GET", "url": f"{base}/op"})
        inputs = {"type": "object", "properties": {"n": {"type": "integer", "minimum": 1}}, "required": ["n"]}
        tool = Tool(name="m.t", description="", inputs=inputs, tool_call_template=template)
        await client.config.tool_repository.save_manual(template, UtcpManual(tools=[tool]))
        outcome = await outcome_of(client.call_tool("m.t", arguments))
    return {"outcome": outcome, "queries sent": seen}


cases_of("client.call.required-inputs-not-enforced", {
    "missing-required": lambda: required_inputs_call({}),
    "string-for-integer": lambda: required_inputs_call({"n": "twelve-é"}),
    "below-minimum": lambda: required_inputs_call({"n": 0}),
})


# Second reading 2026-11-30 (c-guides): more ways a configured manual can fail during create().
async def created_with_templates(extra):
    load_plugins()
    from utcp.utcp_client import UtcpClient

    async with http_server(manual_routes()) as base:
        async def make():
            up = {"name": "up", "call_template_type": "http", "url": f"{base}/utcp", "http_method": "GET"}
            client = await UtcpClient.create(config={"manual_call_templates": [up] + extra(base)})
            return sorted(t.name for t in await client.config.tool_repository.get_tools())

        outcome = await outcome_of(make())
    if "error" in outcome:
        outcome = {"error": {"type": outcome["error"]["type"]}}
    return outcome


cases_of("client.create.manuals-in-config", {
    "duplicate-name": lambda: created_with_templates(
        lambda base: [{"name": "up", "call_template_type": "http", "url": f"{base}/utcp", "http_method": "GET"}]),
    "unreachable-port": lambda: created_with_templates(
        lambda base: [{"name": "gone", "call_template_type": "http", "url": "http://127.0.0.1:9/utcp",
                       "http_method": "GET"}]),
    "missing-variable-in-auth": lambda: created_with_templates(
        lambda base: [{"name": "keyed", "call_template_type": "http", "url": f"{base}/utcp", "http_method": "GET",
                       "auth": {"auth_type": "api_key", "api_key": "${NO_SUCH_KEY_C}", "var_name": "X-Key"}}]),
    "unknown-type": lambda: created_with_templates(
        lambda base: [{"name": "odd", "call_template_type": "carrier_pigeon", "url": f"{base}/utcp"}]),
})


# Second reading 2026-11-30 (w-next-other): the two failures that raise out of create(), let through uncaught so
# that their type is the outcome, a template missing its URL, and manuals that answer something other than a manual.
async def create_raising(extra):
    load_plugins()
    from aiohttp import web
    from utcp.utcp_client import UtcpClient

    routes = manual_routes()

    async def not_json(request):
        return web.Response(text="hello, not a manual", content_type="text/plain")

    async def bad_tool(request):
        base = str(request.url.origin())
        return web.json_response({"utcp_version": "1.0.1", "manual_version": "1", "tools": [
            {"name": "echo", "description": "d", "inputs": {}, "outputs": {},
             "tool_call_template": {"call_template_type": "http", "url": f"{base}/echo", "http_method": "GET"}},
            {"name": "broken", "description": "d"}]})

    routes[("GET", "/text")] = not_json
    routes[("GET", "/bad-tool")] = bad_tool
    async with http_server(routes) as base:
        up = {"name": "up", "call_template_type": "http", "url": f"{base}/utcp", "http_method": "GET"}
        client = await UtcpClient.create(config={"manual_call_templates": [up] + extra(base)})
        return sorted(t.name for t in await client.config.tool_repository.get_tools())


cases_of("client.create.manuals-in-config", {
    "missing-variable-raised": lambda: create_raising(
        lambda base: [{"name": "needs", "call_template_type": "http", "url": f"{base}/utcp?k=${{NOT_DEFINED_W}}",
                       "http_method": "GET"}]),
    "unknown-type-raised": lambda: create_raising(
        lambda base: [{"name": "odd", "call_template_type": "carrier_pigeon", "url": f"{base}/utcp"}]),
    "http-without-url": lambda: create_raising(
        lambda base: [{"name": "no_url", "call_template_type": "http", "http_method": "GET"}]),
    "text-answer": lambda: create_raising(
        lambda base: [{"name": "txt", "call_template_type": "http", "url": f"{base}/text", "http_method": "GET"}]),
    "tool-without-template": lambda: create_raising(
        lambda base: [{"name": "half", "call_template_type": "http", "url": f"{base}/bad-tool", "http_method": "GET"}]),
})


# Second reading 2026-11-30 (w-next-other): a manual name with two dots, an Arabic-Indic digit and a tab.
@case("client.register.manual-name", "dots-digit-tab")
async def name_dots_digit_tab():
    return await registered_name_and_tools("shop.v2.\u0663\tx")


# Second reading 2026-11-30 (w-next-proto): Python, a tool whose inputs require `q`, called without it.
async def missing_required_argument():
    load_plugins()
    from aiohttp import web
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.utcp_client import UtcpClient

    async def manual(request):
        tool = {"name": "echo", "description": "d",
                "inputs": {"type": "object", "properties": {"q": {"type": "string"}}, "required": ["q"]},
                "outputs": {}, "tool_call_template": {"call_template_type": "http", "http_method": "GET",
                                                      "url": f"{request.url.origin()}/echo"}}
        return web.json_response({"utcp_version": "1.0.1", "manual_version": "1", "tools": [tool]})

    async def echo(request):
        return web.json_response({"ok": True, "query": dict(request.query)})

    async with http_server({("GET", "/utcp"): manual, ("GET", "/echo"): echo}) as base:
        client = await UtcpClient.create()
        await client.register_manual(CallTemplateSerializer().validate_dict(
            {"name": "m", "call_template_type": "http", "url": f"{base}/utcp", "http_method": "GET"}))
        return await outcome_of(client.call_tool("m.echo", {}))


cases_of("client.call.arguments-not-validated", {
    "missing-required-python": missing_required_argument,
})


# client.create.manuals-in-config, second reading 2026-11-30 (w-v10): a duplicate name whose second entry serves
# another manual, a 200 answer that is not a manual, and a plain-http remote URL.
async def created_with_paths(templates):
    load_plugins()
    from aiohttp import web
    from utcp.utcp_client import UtcpClient

    routes = manual_routes()

    async def other(request):
        return web.json_response({"utcp_version": "1.0.1", "manual_version": "1", "tools": [
            {"name": "other_tool", "description": "d", "inputs": {}, "outputs": {},
             "tool_call_template": {"call_template_type": "http", "url": f"{request.url.origin()}/echo",
                                    "http_method": "GET"}}]})

    async def html(request):
        return web.Response(text="<html><body>hello</body></html>", content_type="text/html")

    routes[("GET", "/other")] = other
    routes[("GET", "/html")] = html
    async with http_server(routes) as base:
        async def make():
            client = await UtcpClient.create(config={"manual_call_templates": [
                {"name": name, "call_template_type": "http", "url": url.replace("BASE", base), "http_method": "GET"}
                for name, url in templates]})
            return sorted(t.name for t in await client.config.tool_repository.get_tools())

        outcome = await outcome_of(make())
    if "error" in outcome:
        outcome = {"error": {"type": outcome["error"]["type"]}}
    return outcome


cases_of("client.create.manuals-in-config", {
    "duplicate-name-other-manual": lambda: created_with_paths([("up", "BASE/utcp"), ("up", "BASE/other")]),
    "html-answer": lambda: created_with_paths([("up", "BASE/utcp"), ("page", "BASE/html")]),
    "plain-http-remote": lambda: created_with_paths([("up", "BASE/utcp"), ("far", "http://example.invalid/utcp")]),
})


# Second reading (wave 3) 2026-11-29 (g-core): accented names differing in case, with their tools; a manual with a
# missing variable listed first, before a fast and a slow one.
@case("client.register.batch", "case-pairs-with-tools")
async def batch_case_pairs_with_tools():
    """Café and café in one batch, then ÉCOLE and école: the stored manuals and their tool names."""
    async def act(client, template):
        first = await client.register_manuals([template("Café"), template("café")])
        second = await client.register_manuals([template("ÉCOLE"), template("école")])
        stored = sorted(m.name for m in await client.config.tool_repository.get_manual_call_templates())
        tools = sorted(t.name for t in await client.config.tool_repository.get_tools())
        return {"successes": [r.success for r in first + second], "stored": stored, "tools": tools}

    return await with_client(act)


@case("client.register.batch", "missing-variable-first-fast-and-slow")
async def batch_missing_variable_first():
    """A manual whose URL refers to an undefined variable listed first, then one answering at once and one after 0.4 s."""
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.utcp_client import UtcpClient

    counter = {}
    async with http_server(counting_manual_routes(counter, {"/slow": 0.4})) as base:
        client = await UtcpClient.create()

        def template(name, path):
            return CallTemplateSerializer().validate_dict(
                {"name": name, "call_template_type": "http", "url": f"{base}{path}", "http_method": "GET"})

        outcome = await outcome_of(client.register_manuals([template("needs", "/utcp?k=${NOPE}"),
                                                            template("fast", "/fast"), template("slow", "/slow")]))
        await asyncio.sleep(0.8)
        later = sorted(m.name for m in await client.config.tool_repository.get_manual_call_templates())
        return {"error": outcome.get("error", {}).get("type"), "stored 0.8 s later": later,
                "requests": {path: counter.get(path, 0) for path in ("/utcp", "/fast", "/slow")}}


@case("client.deregister.result", "renamed-number-and-vowel-signs")
async def deregister_renamed_number_and_vowel_signs():
    """Manuals ½-off, Ⅻ.x, किताब (Devanagari vowel signs), ສາລາ (Lao vowel signs) and café_shop (composed) registered;
    then deregistered by the stored names, and café_shop also by its decomposed spelling and with a trailing newline."""
    async def act(client, template):
        for name in ["½-off", "Ⅻ.x", "किताब", "ສາລາ", "caf\u00e9_shop"]:  # cspell:disable-line
            await client.register_manual(template(name))
        stored = sorted(m.name for m in await client.config.tool_repository.get_manual_call_templates())
        out = {"stored": stored}
        for name in ["cafe\u0301_shop", "caf\u00e9_shop\n", "caf\u00e9_shop"] + [n for n in stored if "caf" not in n]:
            out[name] = (await outcome_of(client.deregister_manual(name))).get("value")
        return out

    return await with_client(act)


# Second reading (wave 3) 2026-11-29 (g-core): the manual template's only reference written $T, beside `$ref`, with
# a non-ASCII name, and in an api_key auth left unresolved.
async def required_variables_reference_edges():
    auth = {"auth_type": "api_key", "api_key": "${K}", "var_name": "X-Key", "location": "header"}
    return {"unbraced in a header": await required_variables_elsewhere("headers", {"X-T": "$T"}),
            "beside $ref in a header": await required_variables_elsewhere("headers", {"X-T": "${T} $ref"}),
            "non-ASCII name in a header": await required_variables_elsewhere("headers", {"X-T": "${STÄDTE}"}),
            "auth, unresolved": await required_variables_elsewhere("auth", auth)}


case("client.required-variables.provider-contact", "reference-edges")(required_variables_reference_edges)


# client.create.manuals-in-config, second reading (wave 3) 2026-11-29 (g-guides): a manual answering broken JSON, one
# that redirects to a plain-http remote address, a duplicate name whose second entry fails, two names equal once
# sanitised, a missing variable in a header, and an http template with an empty url.
async def created_with_more_paths(templates, raise_errors=False):
    load_plugins()
    from aiohttp import web
    from utcp.utcp_client import UtcpClient

    routes = manual_routes()

    async def broken_json(request):
        return web.Response(text='{"utcp_version": "1.0.1", "tools": [', content_type="application/json")

    async def to_remote(request):
        raise web.HTTPFound("http://example.invalid/utcp")

    async def other(request):
        return web.json_response({"utcp_version": "1.0.1", "manual_version": "1", "tools": [
            {"name": "other_tool", "description": "d", "inputs": {}, "outputs": {},
             "tool_call_template": {"call_template_type": "http", "url": f"{request.url.origin()}/echo",
                                    "http_method": "GET"}}]})

    routes[("GET", "/broken-json")] = broken_json
    routes[("GET", "/to-remote")] = to_remote
    routes[("GET", "/other")] = other
    async with http_server(routes) as base:
        async def make():
            client = await UtcpClient.create(config={"manual_call_templates": [
                {"call_template_type": "http", "http_method": "GET", **{k: (v.replace("BASE", base)
                                                                           if isinstance(v, str) else v)
                                                                        for k, v in template.items()}}
                for template in templates]})
            return sorted(t.name for t in await client.config.tool_repository.get_tools())

        if raise_errors:
            return await make()
        outcome = await outcome_of(make())
    if "error" in outcome:
        outcome = {"error": {"type": outcome["error"]["type"]}}
    return outcome


UP = {"name": "up", "url": "BASE/utcp"}

cases_of("client.create.manuals-in-config", {
    "broken-json-answer": lambda: created_with_more_paths([UP, {"name": "bad", "url": "BASE/broken-json"}]),
    "redirect-to-remote-http": lambda: created_with_more_paths([UP, {"name": "moved", "url": "BASE/to-remote"}]),
    "duplicate-name-second-fails": lambda: created_with_more_paths([UP, {"name": "up", "url": "BASE/down"}]),
    "duplicate-after-sanitising": lambda: created_with_more_paths(
        [{"name": "up-x", "url": "BASE/utcp"}, {"name": "up_x", "url": "BASE/other"}]),
    "missing-variable-in-header-raised": lambda: created_with_more_paths(
        [UP, {"name": "hdr", "url": "BASE/utcp", "headers": {"X-K": "${NOT_DEFINED_HEADER_G}"}}], raise_errors=True),
    "http-empty-url-raised": lambda: created_with_more_paths([UP, {"name": "blank", "url": ""}], raise_errors=True),
})


# Second reading (wave 3) 2026-11-29 (g-guides): a manual name holding a character outside the Basic Multilingual
# Plane (an emoji), and a name made of dots only.
cases_of("client.register.manual-name", {
    "astral-and-dots-only": lambda: _astral_and_dots_only(),
})


async def _astral_and_dots_only():
    return {"a\U0001F600b": (await registered_name_and_tools("a\U0001F600b"))["name"],
            "...": (await registered_name_and_tools("..."))["name"]}


# Second reading (wave 4) 2026-11-29 (x-api): more number signs (circled, a fraction with a fraction slash, an
# ideographic zero, a mathematical digit) and more Devanagari (a virama, a separate nukta, Devanagari digits).
async def _stored_names(names):
    async def act(client, template):
        for name in names:
            await client.register_manual(template(name))
        return sorted(m.name for m in await client.config.tool_repository.get_manual_call_templates())

    return await with_client(act)


cases_of("client.deregister.result", {
    "renamed-more-number-signs": lambda: _stored_names(["①-②", "¾⁄4", "〇.x", "𝟙-y"]),
    "renamed-more-devanagari": lambda: _stored_names(["नमस्ते", "१२-x", "क\u093c"]),  # cspell:disable-line
})


# Second reading (wave 5) 2026-11-29 (h-mcp): more names equal once sanitised (a dot, a space, the pair given in the
# other order) and a pair differing only in letter case; a duplicate whose later entry fails in other ways (a closed
# port, a JSON error object answered with 200, a name equal only once sanitised); a missing variable written $NAME
# or in a text template's path; templates the configuration cannot read (the type in capitals, no type, an unknown
# http_method, a number as the name).
async def _created_pairs(pairs):
    return {" + ".join(name for name, _ in pair): await created_with_more_paths(
        [{"name": name, "url": url} for name, url in pair]) for pair in pairs}


async def _duplicate_later_fails():
    from aiohttp import web

    async def error_object(request):
        return web.json_response({"error": "not found"})

    pairs = {
        "later at a closed port": [UP, {"name": "up", "url": "http://127.0.0.1:9/utcp"}],
        "later answers a JSON error object": [UP, {"name": "up", "url": "BASE/error-object"}],
        "later up_x answers 500 after up-x": [{"name": "up-x", "url": "BASE/utcp"}, {"name": "up_x", "url": "BASE/down"}],
    }
    out = {}
    for label, templates in pairs.items():
        routes_extra = {("GET", "/error-object"): error_object}
        out[label] = await _created_with_extra_routes(templates, routes_extra)
    return out


async def _created_with_extra_routes(templates, extra_routes):
    load_plugins()
    from utcp.utcp_client import UtcpClient

    routes = manual_routes()
    routes.update(extra_routes)
    async with http_server(routes) as base:
        async def make():
            client = await UtcpClient.create(config={"manual_call_templates": [
                {"call_template_type": "http", "http_method": "GET",
                 **{k: (v.replace("BASE", base) if isinstance(v, str) else v) for k, v in template.items()}}
                for template in templates]})
            return sorted(t.name for t in await client.config.tool_repository.get_tools())

        outcome = await outcome_of(make())
    if "error" in outcome:
        outcome = {"error": {"type": outcome["error"]["type"]}}
    return outcome


async def _create_raises_wave5():
    load_plugins()
    from utcp.utcp_client import UtcpClient

    async def first_error(extra):
        async with http_server(manual_routes()) as base:
            up = {"name": "up", "call_template_type": "http", "url": f"{base}/utcp", "http_method": "GET"}
            outcome = await outcome_of(UtcpClient.create(config={"manual_call_templates": [up, extra]}))
        return outcome["error"]["type"] if "error" in outcome else "no error"

    return {
        "$NAME form in the url": await first_error(
            {"name": "plain", "call_template_type": "http", "url": "http://127.0.0.1:9/u?k=$NOT_DEFINED_WAVE5",
             "http_method": "GET"}),
        # The text template holds a file_path in 1.0 and its content itself in 1.1.
        "in a text template": await first_error(
            {"name": "txt", "call_template_type": "text",
             **({"file_path": "${NOT_DEFINED_WAVE5}.json"} if LINE == "1.0" else {"content": "${NOT_DEFINED_WAVE5}"})}),
        "type HTTP in capitals": await first_error(
            {"name": "caps", "call_template_type": "HTTP", "url": "http://127.0.0.1:9/u", "http_method": "GET"}),
        "no call_template_type": await first_error(
            {"name": "untyped", "url": "http://127.0.0.1:9/u", "http_method": "GET"}),
        "http_method FETCH": await first_error(
            {"name": "odd", "call_template_type": "http", "url": "http://127.0.0.1:9/u", "http_method": "FETCH"}),
        "a number as the name": await first_error(
            {"name": 7, "call_template_type": "http", "url": "http://127.0.0.1:9/u", "http_method": "GET"}),
    }


cases_of("client.create.manuals-in-config", {
    "wave5-sanitised-pairs": lambda: _created_pairs([
        [("up.x", "BASE/utcp"), ("up_x", "BASE/other")],
        [("up x", "BASE/utcp"), ("up_x", "BASE/other")],
        [("up_x", "BASE/utcp"), ("up-x", "BASE/other")],
        [("UP_X", "BASE/utcp"), ("up_x", "BASE/other")],
    ]),
    "wave5-duplicate-later-fails": _duplicate_later_fails,
    "wave5-raised-from-create": _create_raises_wave5,
})


# Second reading (wave 5) 2026-11-29 (h-mcp): every dependent vowel sign and other sign of Devanagari after one
# consonant; numerals of several kinds (a Roman numeral, a vulgar fraction, a superscript, a circled number, Arabic-
# Indic and Tibetan digits, a Chinese numeral); combining marks of other scripts (Thai, Hebrew, Arabic, a
# combining mark U+20E3 after a digit); the stored names.
DEVANAGARI_SIGNS = "".join(chr(c) for c in [*range(0x093A, 0x0950), *range(0x0955, 0x0958), 0x0962, 0x0963]
                           if c != 0x093D)

cases_of("client.deregister.result", {
    "wave5-all-devanagari-signs": lambda: _stored_names(["क" + DEVANAGARI_SIGNS]),
    "wave5-numerals": lambda: _stored_names(["Ⅻ½²⑦٣༣十-x"]),
})

cases_of("client.register.manual-name", {
    "wave5-combining-marks": lambda: _wave5_marks(),
})


async def _wave5_marks():
    out = {}
    for name in ["ที่", "שָׁלוֹם", "سَلام", "1\u20e3", "n\u0303o"]:  # cspell:disable-line
        out[name] = (await registered_name_and_tools(name))["name"]
    return out


# Second reading (wave 5) 2026-11-29 (h-mcp): the manual template's reference beside `$refresh` (a longer name that
# begins with ref), beside `$REF` in capitals and beside `${ref}` written with braces, in 1.0 and 1.1.
async def required_variables_ref_like():
    return {"beside $refresh in a header": await required_variables_elsewhere("headers", {"X-T": "${T} $refresh"}),
            "beside $REF in a header": await required_variables_elsewhere("headers", {"X-T": "${T} $REF"}),
            "beside $ref- in a header": await required_variables_elsewhere("headers", {"X-T": "${T} $ref-x"})}


case("client.required-variables.provider-contact", "wave5-ref-like-words")(required_variables_ref_like)


# First reading, wave 6: edges of the sentences on dotted names, missing variables, configuration files,
# failed discovery, unknown types and required variables.

def dotted_tool(url_tail="/echo?k=${KEY}", **template):
    """A manual listing one http tool `orders.list` whose URL is the server's base plus `url_tail`."""
    return lambda base: [{"name": "orders.list", "description": "", "inputs": {}, "outputs": {},
                          "tool_call_template": {"call_template_type": "http", "url": f"{base}{url_tail}",
                                                 "http_method": "GET", **template}}]


async def call_dotted(tool_name, variables, tools=None):
    """Registers the manual as `shop` with `variables` in the configuration and calls `tool_name`."""
    async def act(client, template):
        await client.register_manual(template("shop"))
        return await outcome_of(client.call_tool(tool_name, {}))

    return await with_client(act, config={"variables": variables}, tools=tools or dotted_tool())


cases_of("client.call.manual-by-first-dot", {
    # shop_KEY is found, so the namespace of the call is `shop`, the text before the first dot.
    "namespace-at-call": lambda: call_dotted("shop.orders.list", {"shop_KEY": "from-shop"}),
    # Only longer prefixes are defined: the call looks for shop_KEY alone.
    "longer-prefixes-ignored": lambda: call_dotted("shop.orders.list", {"shop__orders_KEY": "a", "orders_KEY": "b"}),
    "upper-case-manual": lambda: call_dotted("SHOP.orders.list", {"shop_KEY": "from-shop"}),
})


async def call_keyed(variables=None, env=None, tools=None, tool="my_api.keyed"):
    """Registers the served manual as `my-api` and calls `tool`, with `variables` configured and `env` set."""
    saved = {name: os.environ.get(name) for name in (env or {})}
    os.environ.update(env or {})
    try:
        async def act(client, template):
            await client.register_manual(template("my-api"))
            return await outcome_of(client.call_tool(tool, {}))

        return await with_client(act, config={"variables": variables or {}}, tools=tools)
    finally:
        for name, value in saved.items():
            if value is None:
                os.environ.pop(name, None)
            else:
                os.environ[name] = value


def keyed_tool(url_tail="/echo?k=${KEY}", **template):
    return lambda base: [{"name": "keyed", "description": "", "inputs": {}, "outputs": {},
                          "tool_call_template": {"call_template_type": "http", "url": f"{base}{url_tail}",
                                                 "http_method": "GET", **template}}]


cases_of("client.call.missing-variable", {
    "header-reference": lambda: call_keyed(tools=keyed_tool("/echo", headers={"X-Key": "${KEY}"})),
    "dollar-form": lambda: call_keyed(tools=keyed_tool("/echo?k=$KEY")),
    "unprefixed-defined": lambda: call_keyed(variables={"KEY": "v"}),
    "empty-in-environment": lambda: call_keyed(env={"my__api_KEY": ""}),
    "empty-in-config": lambda: call_keyed(variables={"my__api_KEY": ""}),
    "ref-in-same-string": lambda: call_keyed(tools=keyed_tool("/echo?r=$ref&k=${KEY}")),
})


async def config_source_outcome(config):
    """What create() makes of `config`: the variables read, or the error type alone."""
    return error_type_only(await create_from(config))


def config_in_folder(name, data: bytes):
    path = os.path.join(tempfile.mkdtemp(), name)
    with open(path, "wb") as handle:
        handle.write(data)
    return path


async def config_path_object():
    import pathlib

    return error_type_only(await create_from(pathlib.Path(config_file_holding("config.json", '{"variables": {"A": "1"}}'))))


cases_of("client.create.config-sources", {
    "crlf-file": lambda: config_source_outcome(config_in_folder("c.json", b'{\r\n  "variables": {"A": "1"}\r\n}\r\n')),
    "bom-file": lambda: config_source_outcome(config_in_folder("c.json", b'\xef\xbb\xbf{"variables": {"A": "1"}}')),
    "unicode-path-and-value": lambda: config_source_outcome(
        config_in_folder("config-ü€.json", '{"variables": {"A": "ü€"}}'.encode())),
    "empty-file": lambda: config_source_outcome(config_in_folder("c.json", b"")),
    "json-null": lambda: config_source_outcome(config_in_folder("c.json", b"null")),
    "json-list": lambda: config_source_outcome(config_in_folder("c.json", b"[]")),
    "directory": lambda: config_source_outcome(tempfile.mkdtemp()),
    "path-object": config_path_object,
})


async def created_with(config):
    load_plugins()
    from utcp.utcp_client import UtcpClient

    client = await UtcpClient.create(config=config)
    strategy = client.config.tool_search_strategy
    return {"class": type(client).__name__, "search": strategy.tool_search_strategy_type,
            "weights": [strategy.tag_weight, strategy.description_weight]}


async def created_from_file():
    return await created_with(config_file_holding("c.json", "{}"))


cases_of("client.create.defaults", {
    "empty-dict": lambda: created_with({}),
    "file-config": created_from_file,
    "search-strategy-configured": lambda: created_with({"tool_search_strategy": {
        "tool_search_strategy_type": "tag_and_description_word_match", "tag_weight": 5, "description_weight": 0}}),
})


async def tool_names_stored(names):
    """Registers manual `pre` listing tools named `names`; the names in the result and in the repository."""
    async def act(client, template):
        result = await client.register_manual(template("pre"))
        stored = await client.config.tool_repository.get_manual("pre")
        return {"result": [t.name for t in result.manual.tools],
                "repository": sorted(t.name for t in await client.config.tool_repository.get_tools()),
                "manual in repository": [t.name for t in stored.tools]}

    tools = [{"name": name, "description": "", "inputs": {}, "outputs": {},
              "tool_call_template": {"call_template_type": "http", "url": "https://x.example/a"}} for name in names]
    return await with_client(act, tools=tools)


cases_of("client.register.tool-prefix", {
    "stored-names": lambda: tool_names_stored(["plain", "dotted.name"]),
    "name-edges": lambda: tool_names_stored(["pre", "PRE.x", "pre..x", "prefix.x", "ü"]),
})


async def register_type(type_name):
    load_plugins()
    from utcp.data.call_template import CallTemplate

    async def act(client, template):
        return await outcome_of(client.register_manual(CallTemplate(name="odd", call_template_type=type_name)))

    return error_type_only(await with_client(act))


async def manual_with_future_tool():
    def tools(base):
        return [{"name": "good", "description": "", "inputs": {}, "outputs": {},
                 "tool_call_template": {"call_template_type": "http", "url": f"{base}/echo", "http_method": "GET"}},
                {"name": "future", "description": "", "inputs": {}, "outputs": {},
                 "tool_call_template": {"call_template_type": "future_type", "url": "https://x.example/f"}}]

    async def act(client, template):
        outcome = await outcome_of(client.register_manual(template("mixed")))
        if "error" in outcome:
            return {"type": outcome["error"]["type"]}
        result = outcome["value"]
        return {"success": result.success, "errors given": bool(result.errors),
                "tools": [t.name for t in result.manual.tools]}

    return await with_client(act, tools=tools)


cases_of("client.register.unknown-type", {
    "upper-case-type": lambda: register_type("HTTP"),
    "empty-type": lambda: register_type(""),
    "tool-of-unknown-type": manual_with_future_tool,
})


async def failed_discovery(path_or_url):
    async def act(client, template):
        name = "down"
        if path_or_url.startswith("http"):
            from utcp.data.call_template import CallTemplateSerializer

            call_template = CallTemplateSerializer().validate_dict(
                {"name": name, "call_template_type": "http", "url": path_or_url, "http_method": "GET"})
        else:
            call_template = template(name, path_or_url)
        outcome = await outcome_of(client.register_manual(call_template))
        if "error" in outcome:
            return {"raised": outcome["error"]["type"]}
        result = outcome["value"]
        stored = await client.config.tool_repository.get_manual(name)
        return {"success": result.success, "errors given": bool(result.errors),
                "tools": [t.name for t in result.manual.tools], "stored": stored is not None}

    return await with_client(act)


cases_of("client.register.failed-manual", {
    "unreachable": lambda: failed_discovery("http://127.0.0.1:9/utcp"),
    "status-404": lambda: failed_discovery("/missing"),
    "html-answer": lambda: failed_discovery("/html"),
    "invalid-manual": lambda: failed_discovery("/invalid"),
})


async def required_for_manual(url_tail, tools, variables=None):
    """What get_required_variables_for_manual_and_tools lists for manual `m` at `url_tail`, and the manual requests."""
    from aiohttp import web

    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.utcp_client import UtcpClient

    requests = []

    async def manual(request):
        requests.append(request.path)
        return web.json_response({"utcp_version": "1.0.1", "manual_version": "1", "tools": tools})

    async with http_server({("GET", "/utcp"): manual}) as base:
        client = await UtcpClient.create(config={"variables": variables or {}})
        template = CallTemplateSerializer().validate_dict(
            {"name": "m", "call_template_type": "http", "url": f"{base}{url_tail}", "http_method": "GET"})
        listed = await outcome_of(client.get_required_variables_for_manual_and_tools(template))
        return {"listed": listed, "manual requests": len(requests)}


def tool_using(name, url):
    return {"name": name, "description": "", "inputs": {}, "outputs": {},
            "tool_call_template": {"call_template_type": "http", "url": url, "http_method": "GET"}}


cases_of("client.required-variables.for-template", {
    "template-and-tools-both": lambda: required_for_manual("/utcp?t=${TOKEN}", [tool_using("a", "https://x.example/${KEY}")]),
    "template-reference-defined": lambda: required_for_manual(
        "/utcp?t=${TOKEN}", [tool_using("a", "https://x.example/${KEY}")], {"m_TOKEN": "t"}),
    "two-tools-same-variable": lambda: required_for_manual(
        "/utcp", [tool_using("a", "https://x.example/${KEY}"), tool_using("b", "https://x.example/$KEY/${OTHER}")]),
})

cases_of("client.required-variables.discovered-tools", {
    "template-has-variable": lambda: required_for_manual("/utcp?t=${TOKEN}", [tool_using("a", "https://x.example/${KEY}")]),
})


async def required_for_registered(tool_url, tool_name="my_api.t", variables=None, **template):
    def tools(base):
        return [{"name": "t", "description": "", "inputs": {}, "outputs": {},
                 "tool_call_template": {"call_template_type": "http", "url": tool_url, "http_method": "GET", **template}}]

    async def act(client, template_of):
        await client.register_manual(template_of("my-api"))
        return await outcome_of(client.get_required_variables_for_registered_tool(tool_name))

    return await with_client(act, config={"variables": variables or {}}, tools=tools)


cases_of("client.required-variables.for-tool", {
    "header-and-dollar-form": lambda: required_for_registered("https://x.example/$KEY", headers={"X-H": "${H}"}),
    "defined-still-listed": lambda: required_for_registered("https://x.example/${KEY}", variables={"my__api_KEY": "k"}),
    "ref-in-same-string": lambda: required_for_registered("https://x.example/$ref/${KEY}"),
    "no-dot": lambda: required_for_registered("https://x.example/${KEY}", tool_name="t"),
    "upper-case-manual": lambda: required_for_registered("https://x.example/${KEY}", tool_name="MY_API.t"),
})

cases_of("client.call.unknown-tool", {
    "upper-case-manual": lambda: call_outcome("M.echo", manual="m"),
    "trailing-dot": lambda: call_outcome("m.", manual="m"),
})


class environment_holding:
    """Sets environment variables for the duration of a `with` block, then restores them."""

    def __init__(self, **values):
        self.values = values
        self.saved = {}

    def __enter__(self):
        self.saved = {name: os.environ.get(name) for name in self.values}
        os.environ.update(self.values)

    def __exit__(self, *exc):
        for name, value in self.saved.items():
            if value is None:
                os.environ.pop(name, None)
            else:
                os.environ[name] = value


async def streaming_with_empty_environment():
    with environment_holding(my__api_KEY=""):
        return await streaming_missing({"url": "http://127.0.0.1:9/x?k=${KEY}"})


async def create_with_empty_environment():
    with environment_holding(UTCP_READING_EMPTY=""):
        return error_type_only(await create_from({"variables": {"A": "$UTCP_READING_EMPTY"}}))


cases_of("client.call.streaming-missing-variable", {"empty-in-environment": streaming_with_empty_environment})
cases_of("client.errors.variable-not-found", {"empty-in-environment-at-create": create_with_empty_environment})


# Third reading (wave 7) 2026-11-29 (w7): more dots and letters in manual names (a trailing dot, a full-width dot,
# two dots in a row; a full-width letter, a Roman numeral, a title-case letter, sharp s, a no-break space), and the
# manual template's references beside other spellings of $ref and with other non-ASCII names.
cases_of("client.register.dotted-manual-name", {
    "wave7-other-dots": lambda: _w7_dotted(),
})


async def _w7_dotted():
    return {name: await names_after_prefixing(name, ["t"]) for name in ["shop.", "shop\uff0ev2", "a..b"]}


cases_of("client.register.manual-name", {
    # cspell:disable-next-line
    "wave7-letter-forms": lambda: registered_names(["\uff21b", "\u216b", "\u01c5x", "stra\u00dfe", "a\u00a0b"]),
})


async def _w7_ref_edges():
    return {
        "beside ${ref} in braces": await required_variables_elsewhere("headers", {"X-T": "${T} ${ref}"}),
        "${T} in one header, $ref in another": await required_variables_elsewhere(
            "headers", {"X-T": "${T}", "X-R": "$ref"}),
        "beside x$ref": await required_variables_elsewhere("headers", {"X-T": "${T} x$ref"}),
        "${Ä}, one non-ASCII letter": await required_variables_elsewhere("headers", {"X-T": "${Ä}"}),
        "${T_1} beside $ref.": await required_variables_elsewhere("headers", {"X-T": "${T_1} $ref."}),
    }


case("client.required-variables.provider-contact", "wave7-ref-and-name-edges")(_w7_ref_edges)


# Third reading (wave 7) 2026-11-29 (w7): a dotted manual name given in manual_call_templates of the configuration,
# registered when the client is created.
async def _w7_dotted_in_config():
    load_plugins()
    from utcp.utcp_client import UtcpClient

    tools = [{"name": "t", "description": "", "inputs": {}, "outputs": {},
              "tool_call_template": {"call_template_type": "http", "url": "https://x.example/a"}}]
    async with http_server(manual_routes(tools)) as base:
        client = await UtcpClient.create(config={"manual_call_templates": [
            {"name": "shop.v2", "call_template_type": "http", "url": f"{base}/utcp", "http_method": "GET"}]})
        return sorted(t.name for t in await client.config.tool_repository.get_tools())


cases_of("client.register.dotted-manual-name", {"wave7-in-config": _w7_dotted_in_config})
