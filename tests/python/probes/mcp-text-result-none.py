"""Claim (Next): a tool result with only text content comes back from call_tool as None.

utcp-mcp at fd30247 returns `structuredContent` whenever the result object has that attribute,
and with mcp >= 1.12 every CallToolResult has it (None when the server sent none); the text
content is never looked at.  At 1.0 (0150a3b) the same result is unpacked from its text.
versions: next, 1.0
"""
from mcp.types import CallToolResult, TextContent, Tool
import mcp_use
from utcp_probe import core_version, load_plugins, observe, run


async def main() -> bool:
    load_plugins()
    from utcp.utcp_client import UtcpClient

    mcp_use.serve("calc", mcp_use.ServerScript(
        tools=[
            Tool(name="add", description="Add two numbers", outputSchema={"type": "object"}),
            Tool(name="pair", description="Structured answer", outputSchema={"type": "object"}),
        ],
        results={
            "add": CallToolResult(content=[TextContent(text='{"sum": 5}')]),
            "pair": CallToolResult(content=[TextContent(text="ignored")], structuredContent={"result": [1, 2]}),
        },
    ))
    client = await UtcpClient.create(config={"manual_call_templates": [{
        "name": "m", "call_template_type": "mcp", "config": {"mcpServers": {"calc": {"command": "x"}}}}]})
    text_only = await client.call_tool("m.calc.add", {})
    structured = await client.call_tool("m.calc.pair", {})
    observe("utcp core version", core_version())
    observe("text-only result", text_only)
    observe("structured result {'result': [1, 2]}", structured)
    if core_version().startswith("1.0"):
        # 1.0 reads the text: the claim about Next must not be read into 1.0.
        return text_only == {"sum": 5}
    return text_only is None and structured == [1, 2]


run(main)
