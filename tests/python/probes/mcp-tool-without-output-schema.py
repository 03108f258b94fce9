"""Claim (Next): an MCP tool that declares no outputSchema makes registering its server fail.

utcp-mcp at fd30247 passes `outputs=outputSchema` to Tool; MCP's default for outputSchema is None
and the Tool model refuses None, so the server adds an error and none of its tools register.
At 1.0 the schemas are passed under keywords the model ignores, so the tool registers without them.
versions: next, 1.0
"""
from mcp.types import Tool
import mcp_use
from utcp_probe import core_version, load_plugins, observe, run


async def main() -> bool:
    load_plugins()
    from utcp.utcp_client import UtcpClient

    mcp_use.serve("plain", mcp_use.ServerScript(tools=[
        Tool(name="ping", description="No output schema",
             inputSchema={"type": "object", "properties": {"host": {"type": "string"}}}),
    ]))
    client = await UtcpClient.create()
    from utcp_mcp.mcp_call_template import McpCallTemplateSerializer

    template = McpCallTemplateSerializer().validate_dict(
        {"name": "m", "call_template_type": "mcp", "config": {"mcpServers": {"plain": {"command": "x"}}}})
    result = await client.register_manual(template)
    names = [t.name for t in result.manual.tools]
    observe("utcp core version", core_version())
    observe("success", result.success)
    observe("tools", names)
    observe("errors mention outputs", any("outputs" in e for e in result.errors))
    if core_version().startswith("1.0"):
        tool = result.manual.tools[0]
        observe("1.0 inputs.properties", tool.inputs.properties)
        return result.success and names == ["m.plain.ping"] and not tool.inputs.properties
    return not result.success and names == []


run(main)
