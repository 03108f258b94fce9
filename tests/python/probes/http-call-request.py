"""Claim: how utcp-http turns a tool call into a request (the HTTP guide's numbered list).

header_fields become headers; the `body` argument (default body_field) is sent as JSON with the
default content_type and, with another content_type, a string goes out unchanged while an object
is form-encoded (`qty=2`); `{name}` in
the URL is filled URL-encoded (`A/17` -> `A%2F17`); the remaining arguments become the query;
the result is parsed JSON for application/json and text otherwise.
versions: 1.0, next
"""
from aiohttp import web
from utcp_probe import http_server, load_plugins, observe, run

SEEN = []


async def record(request: web.Request) -> web.Response:
    SEEN.append({"path": request.raw_path, "trace": request.headers.get("X-Trace"),
                 "content_type": request.headers.get("Content-Type"), "body": (await request.read()).decode()})
    if request.query.get("as") == "text":
        return web.Response(text='{"looks": "like json"}', content_type="text/plain")
    return web.json_response({"ok": True})


async def main() -> bool:
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.data.tool import Tool
    from utcp.data.utcp_manual import UtcpManual
    from utcp.utcp_client import UtcpClient

    async with http_server({("POST", "/orders/{id}"): record}) as base:
        client = await UtcpClient.create()

        async def call(name, extra, args):
            template = {"call_template_type": "http", "http_method": "POST", "url": f"{base}/orders/{{id}}",
                        "header_fields": ["X-Trace"], **extra}
            tool = Tool(name=f"h.{name}", description="", tool_call_template=template)
            await client.config.tool_repository.save_manual(
                CallTemplateSerializer().validate_dict({**template, "name": "h"}), UtcpManual(tools=[tool]))
            try:
                return await client.call_tool(f"h.{name}", args)
            finally:
                await client.config.tool_repository.remove_manual("h")

        json_result = await call("json", {}, {"id": "A/17", "X-Trace": 7, "body": {"qty": 2}, "page": 3})
        text_result = await call("text", {"content_type": "text/plain"}, {"id": "B", "body": "hello", "as": "text"})
        await call("form", {"content_type": "text/plain"}, {"id": "C", "body": {"qty": 2}})
    observe("requests", SEEN)
    observe("results", [json_result, text_result])
    return (
        SEEN[0]["path"] == "/orders/A%2F17?page=3" and SEEN[0]["trace"] == "7"
        and SEEN[0]["content_type"] == "application/json" and SEEN[0]["body"] == '{"qty": 2}'
        and SEEN[1]["content_type"] == "text/plain" and SEEN[1]["body"] == "hello" and SEEN[2]["body"] == "qty=2"
        and json_result == {"ok": True} and text_result == '{"looks": "like json"}'
    )


run(main)
