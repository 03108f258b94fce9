"""Claim: python-utcp rejects a manual with a top-level key it does not define.

UtcpManual has its own __init__ taking only tools, manual_version and utcp_version, so a manual
that also carries `$schema` (or `version`, or any other key) fails with TypeError; the serializer
wraps it, and registering such a manual over HTTP fails.
versions: 1.0, next
"""
from aiohttp import web
from utcp_probe import http_server, load_plugins, observe, run

TOOL = {"name": "ping", "description": "Ping", "inputs": {"type": "object"}, "outputs": {"type": "object"},
        "tool_call_template": {"call_template_type": "http", "url": "http://127.0.0.1:9/ping", "http_method": "GET"}}
MANUAL = {"utcp_version": "1.0.1", "manual_version": "1.0.0", "tools": [TOOL]}


async def main() -> bool:
    load_plugins()
    from utcp.data.utcp_manual import UtcpManual, UtcpManualSerializer
    from utcp.utcp_client import UtcpClient

    plain = UtcpManualSerializer().validate_dict(dict(MANUAL))
    observe("manual without extra keys, tools", [t.name for t in plain.tools])
    outcomes = {}
    for key, value in (("$schema", "https://utcp.io/schema/manual.json"), ("version", "1.0")):
        try:
            UtcpManual.model_validate({**MANUAL, key: value})
            outcomes[key] = "accepted"
        except TypeError as error:
            outcomes[key] = f"TypeError: {error}"
    observe("UtcpManual.model_validate with an extra key", outcomes)
    try:
        UtcpManualSerializer().validate_dict({**MANUAL, "$schema": "x"})
        wrapped = "accepted"
    except Exception as error:
        wrapped = f"{type(error).__name__} caused by {type(error.__cause__).__name__}"
    observe("UtcpManualSerializer.validate_dict with $schema", wrapped)

    async def serve_manual(request):
        return web.json_response({**MANUAL, "$schema": "https://utcp.io/schema/manual.json"})

    async with http_server({("GET", "/utcp"): serve_manual}) as base:
        client = await UtcpClient.create()
        from utcp.data.call_template import CallTemplateSerializer

        template = CallTemplateSerializer().validate_dict(
            {"name": "svc", "call_template_type": "http", "url": f"{base}/utcp", "http_method": "GET"})
        result = await client.register_manual(template)
    observe("register_manual over HTTP with $schema: success", result.success)
    observe("tools registered", len(result.manual.tools))
    return (all(v.startswith("TypeError") for v in outcomes.values())
            and wrapped.startswith("UtcpSerializerValidationError") and not result.success)


run(main)
