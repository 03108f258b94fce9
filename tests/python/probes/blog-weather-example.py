"""Claim (blog): with the post's Open-Meteo manual, a plain GET template turns the arguments into the
query string `latitude=52.52&longitude=13.41&current=temperature_2m,wind_speed_10m`; the tool is
stored as `open_meteo.current_weather`; search_tools ranks by tags and description words; an
api_key auth without `location` sends the key as a header, with `${API_KEY}` looked up as
`open__meteo_API_KEY` (the manual name's underscore doubled); and one client can hold an MCP manual and an HTTP manual side by side.
versions: 1.0, next
"""
import os

from aiohttp import web
from mcp.types import CallToolResult, TextContent, Tool
import mcp_use
from utcp_probe import http_server, load_plugins, observe, run


async def main() -> bool:
    load_plugins()
    from utcp.utcp_client import UtcpClient

    seen = {}

    async def forecast(request):
        seen["query"] = request.query_string
        seen["key"] = request.headers.get("X-Api-Key")
        return web.json_response({"current": {"temperature_2m": 11.5}})

    async def manual(request):
        base = str(request.url.origin())
        return web.json_response({"utcp_version": "1.0.1", "manual_version": "1.0.0", "tools": [
            {"name": "current_weather",
             "description": "Current weather conditions at a coordinate, such as temperature and wind speed.",
             "inputs": {"type": "object"}, "outputs": {"type": "object"},
             "tags": ["weather", "current-conditions"],
             "tool_call_template": {"name": "open_meteo", "call_template_type": "http", "http_method": "GET",
                                    "url": f"{base}/v1/forecast",
                                    "auth": {"auth_type": "api_key", "api_key": "${API_KEY}",
                                             "var_name": "X-Api-Key"}}},
            {"name": "sunrise", "description": "Times of sunrise", "inputs": {}, "outputs": {}, "tags": ["astronomy"],
             "tool_call_template": {"name": "open_meteo", "call_template_type": "http", "http_method": "GET",
                                    "url": f"{base}/v1/forecast"}},
        ]})

    mcp_use.serve("files", mcp_use.ServerScript(
        tools=[Tool(name="read", description="", inputSchema={"type": "object"}, outputSchema={"type": "object"})],
        results={"read": CallToolResult(content=[TextContent(text="text")], structuredContent={"result": "text"})}))

    os.environ["open__meteo_API_KEY"] = "k-123"
    async with http_server({("GET", "/manual"): manual, ("GET", "/v1/forecast"): forecast}) as base:
        client = await UtcpClient.create(config={"manual_call_templates": [
            {"name": "open_meteo", "call_template_type": "http", "url": f"{base}/manual", "http_method": "GET"},
            {"name": "workspace", "call_template_type": "mcp", "config": {"mcpServers": {"files": {"command": "x"}}}},
        ]})
        hits = [tool.name for tool in await client.search_tools("current weather", limit=3)]
        result = await client.call_tool("open_meteo.current_weather",
                                        {"latitude": 52.52, "longitude": 13.41,
                                         "current": "temperature_2m,wind_speed_10m"})
        from_mcp = await client.call_tool("workspace.files.read", {})
    observe("search hits", hits)
    observe("query string, X-Api-Key header", [seen.get("query"), seen.get("key")])
    observe("result, MCP tool result", [result, from_mcp])
    return (hits[0] == "open_meteo.current_weather"
            and seen.get("query") == "latitude=52.52&longitude=13.41&current=temperature_2m,wind_speed_10m"
            and seen.get("key") == "k-123" and result["current"] == {"temperature_2m": 11.5} and from_mcp == "text")


run(main)
