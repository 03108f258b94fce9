"""A stand-in for the `mcp` distribution, written for these tests.

The result and listing models that utcp-mcp reads are in `mcp.types`, with the field names and
defaults of mcp >= 1.12 (the version utcp-mcp asks for): `CallToolResult.structuredContent`
exists and defaults to None. python-utcp 0.1 imports the client entry points below at start-up;
they are here so that import works, and they refuse to connect: the double has no transport (the
1.x plugin talks to servers through `mcp_use`, whose double records sessions instead).
"""
from typing import Any, Dict, List, Optional

from mcp import types


class DoubleHasNoTransport(RuntimeError):
    """Raised when code tries to reach a real MCP server through the double."""


class StdioServerParameters:
    def __init__(self, command: str, args: Optional[List[str]] = None, env: Optional[Dict[str, str]] = None, **extra: Any):
        self.command = command
        self.args = args or []
        self.env = env


class ClientSession:
    def __init__(self, *streams: Any, **options: Any):
        raise DoubleHasNoTransport("the mcp test double cannot open an MCP session")


__all__ = ["ClientSession", "DoubleHasNoTransport", "StdioServerParameters", "types"]
