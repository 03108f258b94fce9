"""`stdio_client` of the mcp double: it refuses to start a server process."""
from mcp import DoubleHasNoTransport


def stdio_client(*args, **kwargs):
    raise DoubleHasNoTransport("the mcp test double cannot start a stdio server")
