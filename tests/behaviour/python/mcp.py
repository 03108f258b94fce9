"""Cases of utcp-mcp (1.x) against the MCP double of tests/python/doubles (no real MCP server runs here)."""
import inspect

from _behaviour import case, load_plugins, outcome_of

SCHEMA = {"type": "object"}


def serve():
    import mcp_use
    from mcp.types import CallToolResult, Resource, TextContent, Tool

    def result(*texts):
        return CallToolResult(content=[TextContent(text=t) for t in texts])

    def named(text):
        return CallToolResult(content=[TextContent(text=text)], structuredContent={"result": text})

    def tool(name):
        return Tool(name=name, description="", inputSchema=SCHEMA, outputSchema=SCHEMA)

    mcp_use.serve("first", mcp_use.ServerScript(
        tools=[tool(n) for n in ("who", "obj", "num", "txt", "many", "unicode", "structured")],
        resources=[Resource(name="readme", uri="file:///readme")],
        results={"who": named("first"), "obj": result('{"a": 1}'), "num": result("42"), "txt": result("hello"),
                 "many": result("x", "y"), "unicode": result("grüße ✓"),
                 "structured": CallToolResult(content=[TextContent(text="ignored")], structuredContent={"n": 1})},
        contents={"file:///readme": "read me"}))
    mcp_use.serve("second", mcp_use.ServerScript(tools=[tool("who")], results={"who": named("second")}))


async def client_with_servers(servers=None, **extra):
    load_plugins()
    serve()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.utcp_client import UtcpClient

    client = await UtcpClient.create()
    registered = await client.register_manual(CallTemplateSerializer().validate_dict({
        "name": "ws", "call_template_type": "mcp",
        "config": {"mcpServers": servers or {"first": {"command": "a"}, "second": {"command": "b"}}}, **extra}))
    return client, registered


@case("mcp.names.stored", "tools-and-resources")
async def names():
    _, registered = await client_with_servers(register_resources_as_tools=True)
    return sorted(t.name for t in registered.manual.tools)


@case("mcp.names.stored", "without-resources")
async def names_without_resources():
    _, registered = await client_with_servers()
    return sorted(t.name for t in registered.manual.tools)


@case("mcp.routing.same-tool-two-servers", "second-server-name")
async def routing():
    client, _ = await client_with_servers()
    return await client.call_tool("ws.second.who", {})


async def call(name):
    client, _ = await client_with_servers(register_resources_as_tools=True)
    return await outcome_of(client.call_tool(f"ws.first.{name}", {}))


@case("mcp.results.text-content", "json-object-text")
async def result_obj():
    return await call("obj")


@case("mcp.results.text-content", "number-text")
async def result_num():
    return await call("num")


@case("mcp.results.text-content", "plain-text")
async def result_txt():
    return await call("txt")


@case("mcp.results.text-content", "two-items")
async def result_many():
    return await call("many")


@case("mcp.results.text-content", "unicode-text")
async def result_unicode():
    return await call("unicode")


@case("mcp.results.structured-content", "structured-and-text")
async def result_structured():
    return await call("structured")


@case("mcp.results.resource", "read-as-tool")
async def result_resource():
    outcome = await call("resource_readme")
    if "value" in outcome and isinstance(outcome["value"], dict):
        return sorted(outcome["value"])
    return outcome


@case("mcp.errors.unknown-tool", "through-client")
async def unknown_client():
    return await call("nope")


@case("mcp.errors.unknown-tool", "through-protocol")
async def unknown_protocol():
    from utcp.interfaces.communication_protocol import CommunicationProtocol

    client, _ = await client_with_servers()
    template = (await client.config.tool_repository.get_tool("ws.first.obj")).tool_call_template
    return await outcome_of(CommunicationProtocol.communication_protocols["mcp"].call_tool(
        client, "ws.first.nope", {}, template))


@case("mcp.registration.failing-server", "one-of-two-missing")
async def failing_server():
    _, registered = await client_with_servers({"first": {"command": "a"}, "missing": {"command": "c"}})
    return {"success": registered.success, "errors": len(registered.errors), "tools": len(registered.manual.tools)}


@case("mcp.streaming.client", "one-item")
async def streaming():
    client, _ = await client_with_servers()
    items = [item async for item in client.call_tool_streaming("ws.first.txt", {})]
    coroutine = len(items) == 1 and inspect.iscoroutine(items[0])
    value = await items[0] if coroutine else items
    return {"one coroutine": coroutine, "awaited": value}
