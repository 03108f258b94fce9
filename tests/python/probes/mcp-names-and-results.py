"""Claim: how utcp-mcp names, routes and answers (against the MCP double).

Tools are stored as `<manual>.<server>.<tool>`, resources (with register_resources_as_tools) as
`<manual>.<server>.resource_<name>`; a call goes to the first configured server that lists the tool;
a server that fails adds a message to `errors` and makes `success` False while the tools of the
other servers stay in the manual; an unknown tool raises ValueError (`Tool '<name>' not found in any configured server` from the protocol); a resource read returns a dict
with `contents`; call_tool_streaming yields one item, the un-awaited coroutine of call_tool. At 1.0
a single text item is returned parsed as JSON, as a number or as the string, several items as a
list.
versions: 1.0, next
"""
import inspect

from mcp.types import CallToolResult, Resource, TextContent, Tool
import mcp_use
from utcp_probe import core_version, load_plugins, observe, run


async def main() -> bool:
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.interfaces.communication_protocol import CommunicationProtocol
    from utcp.utcp_client import UtcpClient

    ten = core_version().startswith("1.0")
    schema = {"type": "object"}

    def result(*texts):
        return CallToolResult(content=[TextContent(text=t) for t in texts])

    def named(text):
        # 1.0 reads the text, 1.1 the structured content: both give `text`
        return CallToolResult(content=[TextContent(text=text)], structuredContent={"result": text})

    mcp_use.serve("first", mcp_use.ServerScript(
        tools=[Tool(name="who", description="", inputSchema=schema, outputSchema=schema),
               Tool(name="obj", description="", inputSchema=schema, outputSchema=schema),
               Tool(name="num", description="", inputSchema=schema, outputSchema=schema),
               Tool(name="txt", description="", inputSchema=schema, outputSchema=schema),
               Tool(name="many", description="", inputSchema=schema, outputSchema=schema)],
        resources=[Resource(name="readme", uri="file:///readme")],
        results={"who": named("first"), "obj": result('{"a": 1}'), "num": result("42"), "txt": result("hello"),
                 "many": result("x", "y")},
        contents={"file:///readme": "read me"}))
    mcp_use.serve("second", mcp_use.ServerScript(
        tools=[Tool(name="who", description="", inputSchema=schema, outputSchema=schema)],
        results={"who": named("second")}))
    serializer = CallTemplateSerializer()
    client = await UtcpClient.create()
    registered = await client.register_manual(serializer.validate_dict({
        "name": "ws", "call_template_type": "mcp", "register_resources_as_tools": True,
        "config": {"mcpServers": {"first": {"command": "a"}, "second": {"command": "b"}}}}))
    names = sorted(t.name for t in registered.manual.tools)
    who = await client.call_tool("ws.second.who", {})
    readme = await client.call_tool("ws.first.resource_readme", {})
    try:
        await client.call_tool("ws.first.nope", {})
        unknown = "no error"
    except ValueError:
        unknown = "ValueError"
    except KeyError:
        unknown = "KeyError (tool not stored)"
    protocol = CommunicationProtocol.communication_protocols["mcp"]
    template = (await client.config.tool_repository.get_tool("ws.first.obj")).tool_call_template
    try:
        await protocol.call_tool(client, "ws.first.nope", {}, template)
        unknown_direct = "no error"
        direct_message = ""
    except ValueError as error:
        unknown_direct = "ValueError"
        direct_message = str(error)
    streamed = [item async for item in client.call_tool_streaming("ws.first.txt", {})]
    is_coroutine = len(streamed) == 1 and inspect.iscoroutine(streamed[0])
    awaited = await streamed[0] if is_coroutine else None
    observe("stored names", names)
    observe("tool offered by both servers goes to", who)
    observe("resource read keys", sorted(readme) if isinstance(readme, dict) else repr(readme))
    observe("unknown tool through the client, through the protocol", [unknown, unknown_direct])
    observe("message of the protocol for an unknown tool", direct_message)
    observe("streaming yields one coroutine, its value", [is_coroutine, awaited])
    ok = (names == ["ws.first.many", "ws.first.num", "ws.first.obj", "ws.first.resource_readme", "ws.first.txt",
                    "ws.first.who", "ws.second.who"]
          and who == "first" and isinstance(readme, dict) and "contents" in readme
          and unknown == "ValueError" and unknown_direct == "ValueError" and is_coroutine
          and direct_message == "Tool 'nope' not found in any configured server")

    broken = await client.register_manual(serializer.validate_dict({
        "name": "half", "call_template_type": "mcp",
        "config": {"mcpServers": {"first": {"command": "a"}, "missing": {"command": "c"}}}}))
    observe("one server failing: success, errors, tools kept, manual_version",
            [broken.success, len(broken.errors), len(broken.manual.tools), broken.manual.manual_version])
    ok = ok and broken.success is False and len(broken.errors) == 1 and len(broken.manual.tools) == 5

    if ten:
        unpacked = [await client.call_tool(f"ws.first.{n}", {}) for n in ("obj", "num", "txt", "many")]
        observe("1.0 results: object, number, text, two items", unpacked)
        ok = ok and unpacked == [{"a": 1}, 42, "hello", ["x", "y"]]
    return ok


run(main)
