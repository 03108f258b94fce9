"""Stand-in for the `mcp` SDK as python-utcp 0.1 imports it (0.1 only; not installable here).

python-utcp 0.1 imports its MCP transport, and with it `mcp`, whenever the client module is
imported, so every 0.1 example needs these names to exist even when it uses no MCP provider.
None of the 0.1 examples starts an MCP server: using any of these raises, so an example that did
would fail loudly instead of passing on a fake.
"""


class _Unavailable:
    def __init__(self, *args, **kwargs):
        raise RuntimeError("the mcp SDK is not installed here; the 0.1 runner only stands in for its import")


class ClientSession(_Unavailable):
    pass


class StdioServerParameters(_Unavailable):
    pass
