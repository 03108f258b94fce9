"""Claim: utcp-mcp does not keep an MCP session between operations.

Every listing and every call builds a new MCPClient with a new session; the sessions of the
replaced clients stay open, and deregistering the manual (or the protocol's close()) reaches
only the newest client.
versions: 1.0, next
"""
from mcp.types import Tool
import mcp_use
from utcp_probe import load_plugins, observe, run


async def main() -> bool:
    load_plugins()
    from utcp.utcp_client import UtcpClient

    mcp_use.serve("files", mcp_use.ServerScript(
        tools=[Tool(name="echo", description="Echo the text back", inputSchema={"type": "object"},
                    outputSchema={"type": "object"})],
        results={"echo": lambda args: mcp_use.text_result(args["text"])},
    ))
    template = {"name": "workspace", "call_template_type": "mcp",
                "config": {"mcpServers": {"files": {"command": "fake-server"}}}}
    client = await UtcpClient.create(config={"manual_call_templates": [template]})
    after_register = mcp_use.LEDGER.opened
    await client.call_tool("workspace.files.echo", {"text": "one"})
    await client.call_tool("workspace.files.echo", {"text": "two"})
    after_calls = mcp_use.LEDGER.opened
    await client.deregister_manual("workspace")
    open_after_deregister = len(mcp_use.LEDGER.still_open)
    from utcp.interfaces.communication_protocol import CommunicationProtocol

    try:
        await CommunicationProtocol.communication_protocols["mcp"].close()
        closed_with = "no error"
    except Exception as error:
        closed_with = type(error).__name__
    open_after_close = len(mcp_use.LEDGER.still_open)

    observe("sessions opened by registering", after_register)
    observe("sessions opened after two calls", after_calls)
    observe("MCPClient objects built", len(mcp_use.LEDGER.clients))
    observe("sessions still open after deregister_manual", open_after_deregister)
    observe("protocol close() ended with", closed_with)
    observe("sessions still open after close()", open_after_close)
    # Reuse would mean one session for all of it, closed by deregistering.
    return after_calls > after_register and open_after_deregister > 0 and open_after_close > 0


run(main)
