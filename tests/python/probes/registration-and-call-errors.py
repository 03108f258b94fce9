"""Claim: how python-utcp reports failures (RFC 10.3).

Registration: an unreachable host, an HTTP error status or a body that is not JSON give a result
with success False, not an exception; a JSON object that is neither a manual nor OpenAPI is not
an error at all: it registers with success True and no tools. Calls: an HTTP error status is
raised; a template type without a plugin is a ValueError at registration but a KeyError when a
stored tool of that type is called.
versions: 1.0, next
"""
import socket

from aiohttp import web
from utcp_probe import http_server, load_plugins, observe, run


def closed_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


async def main() -> bool:
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.data.tool import Tool
    from utcp.data.utcp_manual import UtcpManual
    from utcp.interfaces.communication_protocol import CommunicationProtocol
    from utcp.utcp_client import UtcpClient

    routes = {
        ("GET", "/status"): lambda r: web.Response(status=500),
        ("GET", "/garbage"): lambda r: web.Response(text="<html>not json</html>", content_type="text/html"),
        ("GET", "/other"): lambda r: web.json_response({"hello": "world"}),
        ("GET", "/fail"): lambda r: web.Response(status=503),
    }
    outcomes = {}
    async with http_server(routes) as base:
        client = await UtcpClient.create()

        def template(name, url):
            return CallTemplateSerializer().validate_dict(
                {"name": name, "call_template_type": "http", "url": url, "http_method": "GET"})

        for name, url in (("unreachable", f"http://127.0.0.1:{closed_port()}/utcp"), ("status", f"{base}/status"),
                          ("garbage", f"{base}/garbage"), ("other", f"{base}/other")):
            result = await client.register_manual(template(name, url))
            outcomes[f"register {name}"] = [result.success, len(result.manual.tools)]
        failing = template("calls", f"{base}/fail")
        await client.config.tool_repository.save_manual(
            failing, UtcpManual(tools=[Tool(name="calls.fail", description="", tool_call_template=failing)]))
        try:
            await client.call_tool("calls.fail", {})
            outcomes["call with status 503"] = "returned"
        except Exception as error:
            outcomes["call with status 503"] = type(error).__name__
        http = CommunicationProtocol.communication_protocols.pop("http")
        try:
            try:
                await client.register_manual(template("noplugin", f"{base}/other"))
                outcomes["register without plugin"] = "returned"
            except Exception as error:
                outcomes["register without plugin"] = type(error).__name__
            try:
                await client.call_tool("calls.fail", {})
                outcomes["call without plugin"] = "returned"
            except Exception as error:
                outcomes["call without plugin"] = type(error).__name__
        finally:
            CommunicationProtocol.communication_protocols["http"] = http
    for label, value in outcomes.items():
        observe(label, value)
    return outcomes == {
        "register unreachable": [False, 0], "register status": [False, 0], "register garbage": [False, 0],
        "register other": [True, 0], "call with status 503": "ClientResponseError",
        "register without plugin": "ValueError", "call without plugin": "KeyError",
    }


run(main)
