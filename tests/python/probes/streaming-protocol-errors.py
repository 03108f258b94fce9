"""Claim: the errors of the streaming protocols' calls (API pages of sse, streamable_http, websocket).

call_tool and call_tool_streaming of the sse, streamable_http and websocket protocols raise
ValueError for a template of another class; the streaming call of sse and streamable_http raises
ValueError when a `{name}` of the URL has no argument and aiohttp.ClientResponseError when the
server answers with a status of 400 or more.
versions: 1.0, next
"""
import aiohttp
from aiohttp import web
from utcp_probe import http_server, load_plugins, observe, run


async def main() -> bool:
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.interfaces.communication_protocol import CommunicationProtocol

    serializer = CallTemplateSerializer()
    checks = {}
    cli_template = serializer.validate_dict({"name": "c", "call_template_type": "cli", "commands": [{"command": "echo"}]})

    async def outcome(make_call, streaming):
        try:
            if streaming:
                async for _ in make_call():
                    pass
            else:
                await make_call()
            return "no error"
        except ValueError:
            return "ValueError"
        except aiohttp.ClientResponseError as error:
            return f"ClientResponseError {error.status}"

    wrong = {}
    for kind in ("sse", "streamable_http", "websocket"):
        protocol = CommunicationProtocol.communication_protocols[kind]
        wrong[kind] = [
            await outcome(lambda: protocol.call_tool(None, "c.t", {}, cli_template), False),
            await outcome(lambda: protocol.call_tool_streaming(None, "c.t", {}, cli_template), True),
        ]
    observe("call_tool, call_tool_streaming with a cli template", wrong)
    checks["wrong class raises ValueError"] = all(v == ["ValueError", "ValueError"] for v in wrong.values())

    async def missing(request):
        return web.Response(status=404, text="no")

    async with http_server({("GET", "/gone"): missing}) as base:
        streamed = {}
        for kind in ("sse", "streamable_http"):
            protocol = CommunicationProtocol.communication_protocols[kind]
            extra = {"http_method": "GET"} if kind == "streamable_http" else {}
            no_argument = serializer.validate_dict({"name": "s", "call_template_type": kind,
                                                    "url": f"{base}/items/{{id}}", **extra})
            gone = serializer.validate_dict({"name": "s", "call_template_type": kind, "url": f"{base}/gone", **extra})
            streamed[kind] = [
                await outcome(lambda: protocol.call_tool_streaming(None, "s.t", {}, no_argument), True),
                await outcome(lambda: protocol.call_tool_streaming(None, "s.t", {}, gone), True),
            ]
    observe("streaming: missing path argument, 404", streamed)
    checks["streaming errors"] = all(v == ["ValueError", "ClientResponseError 404"] for v in streamed.values())

    failed = [name for name, ok in checks.items() if not ok]
    observe("failed checks", failed)
    return not failed


run(main)
