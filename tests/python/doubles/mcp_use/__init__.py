"""A stand-in for `mcp-use`, written for these tests: `MCPClient` with the interface utcp-mcp calls.

The interface follows mcp-use 1.3: `MCPClient.from_dict(config)` keeps the dict it was given as
`client.config` (so `config == {"mcpServers": {...}}`), `get_session(name)` raises ValueError when
the client has no session for that server, `create_session(name, auto_initialize=True)` opens one,
`close_session(name)` and `close_all_sessions()` close them. Sessions answer `list_tools()`,
`list_resources()`, `read_resource(uri)` and `call_tool(name, arguments=...)`.

Nothing is spawned or dialled. A probe describes its servers with `serve()` and reads what
happened from `LEDGER`: every client built and every session opened or closed, in order.
"""
from mcp_use.client import LEDGER, Ledger, MCPClient, MCPSession, ServerScript, reset, serve, text_result

__all__ = ["LEDGER", "Ledger", "MCPClient", "MCPSession", "ServerScript", "reset", "serve", "text_result"]
