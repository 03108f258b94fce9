"""Claim (0.1): the 0.1 Python client has TCPProvider and UDPProvider models but no transport for
them: registering such a provider raises `ValueError: Provider type not supported: <type>`, and
calling a tool whose tool provider is tcp or udp raises `KeyError: '<type>'`.
versions: 0.1
"""
from utcp_probe import observe, run


async def main() -> bool:
    from utcp.client.utcp_client import UtcpClient
    from utcp.shared.provider import HttpProvider, TCPProvider, UDPProvider
    from utcp.shared.tool import Tool

    client = await UtcpClient.create()
    ok = True
    for model, kind in ((TCPProvider, "tcp"), (UDPProvider, "udp")):
        provider = model(name=f"raw_{kind}", host="127.0.0.1", port=9)
        try:
            await client.register_tool_provider(provider)
            registered = "registered"
        except ValueError as error:
            registered = f"ValueError: {error}"
        # A manual served over HTTP may still name a tcp/udp tool provider: store one directly.
        tool = Tool(name=f"raw_{kind}.ping", description="", tool_provider=provider)
        holder = HttpProvider(name=f"raw_{kind}", url="https://example.com/utcp")
        await client.tool_repository.save_provider_with_tools(holder, [tool])
        try:
            await client.call_tool(f"raw_{kind}.ping", {})
            called = "no error"
        except KeyError as error:
            called = f"KeyError: {error}"
        observe(f"register {kind}", registered)
        observe(f"call {kind}", called)
        ok = ok and registered == f"ValueError: Provider type not supported: {kind}" and called == f"KeyError: '{kind}'"
    return ok


run(main)
