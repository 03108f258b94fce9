"""Claim (RFC, 1.0): how the python-utcp 1.0 client resolves tool names and variables.

A call finds its manual by the text before the first dot, so `shop.orders.list` is tool
`orders.list` of manual `shop`; the tool call template is substituted again at every call (a
changed value shows in the next call without registering again); there is no escape for `$`: a
`$filter` or `$HOME` in a template is a variable and fails with an error naming `<manual>_filter`,
and a string holding `$ref` is substituted like any other (so `$ref` itself is looked up as
`<manual>_ref`); manual `a_` with `${b}` and manual `a`
with `${__b}` both look up `a___b`; get_required_variables_for_manual_and_tools returns the
namespaced names; the default search strategy does not look at a tool's name (a tool whose
description has the query word ranks above a tool named after it); the config's own `variables` are substituted once at creation from the
environment (not from the map itself), without a namespace; an OpenAPI document fetched over http with `auth_tools` gives
tools that hold the already substituted key (the header name compared without regard to case).
versions: 1.0
"""
import json
import os
import tempfile
from pathlib import Path

from utcp_probe import load_plugins, observe, run


async def main() -> bool:
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.data.utcp_client_config import UtcpClientConfig
    from utcp.exceptions import UtcpVariableNotFound
    from utcp.implementations.default_variable_substitutor import DefaultVariableSubstitutor
    from utcp.utcp_client import UtcpClient

    checks = {}
    ser = CallTemplateSerializer()
    with tempfile.TemporaryDirectory() as folder:
        root = Path(folder)
        (root / "first.txt").write_text("first document")
        (root / "second.txt").write_text("second document")
        (root / "manual.json").write_text(json.dumps({"utcp_version": "1.0.1", "manual_version": "1.0.0", "tools": [
            {"name": "orders.list", "tool_call_template": {"call_template_type": "text", "file_path": "$DOC"}},
            {"name": "odata", "tool_call_template": {"call_template_type": "text", "file_path": "x.txt?$filter=a"}},
            {"name": "schema", "tool_call_template": {"call_template_type": "text", "file_path": "{\"$ref\": \"$DOC\"}"}},
        ]}))
        os.environ["RFC_PROBE_HOME"] = "from-env"
        client = await UtcpClient.create(root_dir=folder, config={
            "variables": {"shop_DOC": str(root / "first.txt"), "built": "${RFC_PROBE_HOME}-x"}})
        observe("config variables after create", {"built": client.config.variables["built"]})
        checks["config variables substituted once"] = client.config.variables["built"] == "from-env-x"
        try:
            await UtcpClient.create(config={"variables": {"RFC_PROBE_ONLY_IN_MAP": "x", "uses": "${RFC_PROBE_ONLY_IN_MAP}"}})
            from_map = "resolved"
        except UtcpVariableNotFound as error:
            from_map = f"UtcpVariableNotFound: {error.variable_name}"
        observe("a config variable naming another entry of the map", from_map)
        checks["config variables not resolved from the map"] = from_map == "UtcpVariableNotFound: RFC_PROBE_ONLY_IN_MAP"
        result = await client.register_manual(ser.validate_dict(
            {"name": "shop", "call_template_type": "text", "file_path": "manual.json"}))
        names = [t.name for t in result.manual.tools]
        observe("stored tool names", names)
        first = await client.call_tool("shop.orders.list", {})
        client.config.variables["shop_DOC"] = str(root / "second.txt")
        second = await client.call_tool("shop.orders.list", {})
        observe("two calls of shop.orders.list, value changed in between", [first, second])
        checks["first dot and per-call substitution"] = (
            "shop.orders.list" in names and first == "first document" and second == "second document")
        errors = {}
        for tool in ("shop.odata", "shop.schema"):
            client.config.variables.pop("shop_DOC")
            try:
                await client.call_tool(tool, {})
                errors[tool] = "no error"
            except UtcpVariableNotFound as error:
                errors[tool] = f"UtcpVariableNotFound: {error.variable_name}"
            except Exception as error:
                errors[tool] = f"{type(error).__name__}: {error}"
            client.config.variables["shop_DOC"] = str(root / "first.txt")
        observe("$filter and a $ref string at call time", errors)
        checks["no escape, $ref substituted"] = (errors["shop.odata"] == "UtcpVariableNotFound: shop_filter"
                                                 and errors["shop.schema"] == "UtcpVariableNotFound: shop_ref")
        required = await client.get_required_variables_for_manual_and_tools(ser.validate_dict(
            {"name": "github", "call_template_type": "http", "url": "https://api.example.com/utcp",
             "headers": {"Authorization": "Bearer ${TOKEN}"}}))
        observe("required variables of manual github", required)
        checks["required variables namespaced"] = required == ["github_TOKEN"]

    from aiohttp import web
    from utcp_probe import http_server

    async def openapi(request):
        return web.json_response({
            "openapi": "3.0.0", "info": {"title": "billing", "version": "1"}, "servers": [{"url": "https://api.example.com"}],
            "components": {"securitySchemes": {"key": {"type": "apiKey", "in": "header", "name": "X-Api-Key"}}},
            "paths": {"/invoices": {"get": {"operationId": "list_invoices", "security": [{"key": []}],
                                            "responses": {"200": {"description": "ok"}}}}}})

    async with http_server({("GET", "/openapi.json"): openapi}) as base:
        client = await UtcpClient.create(config={"variables": {"billing_KEY": "resolved-key"}})
        result = await client.register_manual(ser.validate_dict({
            "name": "billing", "call_template_type": "http", "url": f"{base}/openapi.json",
            "auth_tools": {"auth_type": "api_key", "api_key": "${KEY}", "var_name": "x-api-key"}}))
    generated = [t.tool_call_template.auth.api_key for t in result.manual.tools]
    observe("api_key of the tools converted over http with auth_tools ${KEY}", generated)
    checks["auth_tools over http, substituted at registration"] = generated == ["resolved-key"]

    with tempfile.TemporaryDirectory() as folder:
        (Path(folder) / "m.json").write_text(json.dumps({"utcp_version": "1.0.1", "manual_version": "1.0.0", "tools": [
            {"name": "forecast", "tool_call_template": {"call_template_type": "text", "file_path": "m.json"}},
            {"name": "other", "description": "the forecast for tomorrow",
             "tool_call_template": {"call_template_type": "text", "file_path": "m.json"}}]}))
        client = await UtcpClient.create(root_dir=folder)
        await client.register_manual(ser.validate_dict({"name": "w", "call_template_type": "text", "file_path": "m.json"}))
        ranked = [t.name for t in await client.search_tools("forecast", limit=2)]
    observe("search_tools('forecast'): tool named forecast vs tool describing a forecast", ranked)
    checks["search ignores the tool name"] = ranked == ["w.other", "w.forecast"]

    substitutor = DefaultVariableSubstitutor()
    config = UtcpClientConfig(variables={"a___b": "secret of a_", "open__weather_API_KEY": "k"})
    collision = [substitutor.substitute("${b}", config, "a_"), substitutor.substitute("${__b}", config, "a")]
    observe("a_ with ${b} and a with ${__b}", collision)
    namespaced = substitutor.substitute("${API_KEY}", config, "open_weather")
    observe("open_weather with ${API_KEY}", namespaced)
    checks["namespace"] = collision == ["secret of a_", "secret of a_"] and namespaced == "k"
    observe("checks", checks)
    return all(checks.values())


run(main)
