"""Claim (0.1): the 0.1.8 Python client has models for websocket, grpc and webrtc providers but no
transport: registering one raises `ValueError: Provider type not supported: <type>`, a providers
file entry of such a type is skipped with a printed warning, and calling a stored tool whose tool
provider has such a type raises `KeyError: '<type>'`.
versions: 0.1
"""
import contextlib
import io
import json
import os
import tempfile

from utcp_probe import observe, run


async def main() -> bool:
    from utcp.client.utcp_client import UtcpClient
    from utcp.shared.provider import GRPCProvider, HttpProvider, WebRTCProvider, WebSocketProvider
    from utcp.shared.tool import Tool

    client = await UtcpClient.create()
    providers = {
        "websocket": WebSocketProvider(name="sock", url="wss://example.com/ws"),
        "grpc": GRPCProvider(name="rpc", host="127.0.0.1", port=9, service_name="S", method_name="M"),
        "webrtc": WebRTCProvider(name="peer", signaling_server="wss://example.com/s", peer_id="p"),
    }
    ok = True
    for kind, provider in providers.items():
        try:
            await client.register_tool_provider(provider)
            registered = "registered"
        except ValueError as error:
            registered = f"ValueError: {error}"
        tool = Tool(name=f"{provider.name}.go", description="", tool_provider=provider)
        await client.tool_repository.save_provider_with_tools(
            HttpProvider(name=provider.name, url="https://example.com/utcp"), [tool])
        try:
            await client.call_tool(f"{provider.name}.go", {})
            called = "no error"
        except KeyError as error:
            called = f"KeyError: {error}"
        observe(f"register {kind}", registered)
        observe(f"call {kind}", called)
        ok = ok and registered == f"ValueError: Provider type not supported: {kind}" and called == f"KeyError: '{kind}'"

    path = os.path.join(tempfile.mkdtemp(), "providers.json")
    with open(path, "w") as handle:
        json.dump([{"name": "sock", "provider_type": "websocket", "url": "wss://example.com/ws"}], handle)
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        from_file = await UtcpClient.create(config={"providers_file_path": path})
    stored = await from_file.tool_repository.get_providers()
    observe("providers file entry: printed, providers stored", [printed.getvalue().strip(), len(stored)])
    return ok and "websocket" in printed.getvalue() and stored == []


run(main)
