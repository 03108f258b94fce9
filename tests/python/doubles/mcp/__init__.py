"""A stand-in for the `mcp` distribution, written for these tests.

Only the result and listing models that utcp-mcp reads are here, with the field names and defaults
of mcp >= 1.12 (the version utcp-mcp asks for): `CallToolResult.structuredContent` exists and
defaults to None. No transport, no server: see `mcp_use` beside this package for the client side.
"""
from mcp import types

__all__ = ["types"]
