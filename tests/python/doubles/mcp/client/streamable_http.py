"""`streamablehttp_client` of the mcp double: it refuses to connect."""
from mcp import DoubleHasNoTransport


def streamablehttp_client(*args, **kwargs):
    raise DoubleHasNoTransport("the mcp test double cannot connect over streamable HTTP")
