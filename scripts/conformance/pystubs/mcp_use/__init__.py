"""Stand-in for the mcp_use package, which this machine cannot install.

The conformance judge only validates documents: it imports the MCP plugin so
that the "mcp" call template type is registered, and never opens a session.
"""


class MCPClient:  # noqa: D101 - a name the plugin imports, never used here
    pass
