"""Claim: for an oauth2 auth object utcp-http asks token_url with the credentials in the form body
first and, only when that fails, again with a Basic Authorization header; it caches the token per
client_id for the life of the process, whatever `expires_in` says (a token issued with
`expires_in: 0` is still reused), and keyed by client_id alone (another token URL with the same
client_id gets the cached token); it sends it as `Authorization: Bearer …` on each call.
versions: 1.0, next
"""
import base64

from aiohttp import web
from utcp_probe import http_server, load_plugins, observe, run

TOKEN_REQUESTS = []
CALLS = []


async def token(request):
    form = await request.post()
    basic = request.headers.get("Authorization", "")
    TOKEN_REQUESTS.append("body" if "client_secret" in form else "basic" if basic.startswith("Basic ") else "none")
    if basic == "Basic " + base64.b64encode(b"app:s3cret").decode():
        return web.json_response({"access_token": "tok-1", "token_type": "Bearer", "expires_in": 0})
    return web.json_response({"error": "invalid_client"}, status=401)


async def api(request):
    CALLS.append(request.headers.get("Authorization"))
    return web.json_response({"ok": True})


async def main() -> bool:
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.data.tool import Tool
    from utcp.data.utcp_manual import UtcpManual
    from utcp.utcp_client import UtcpClient

    async with http_server({("POST", "/token"): token, ("GET", "/api"): api}) as base:
        client = await UtcpClient.create()
        template = {"call_template_type": "http", "url": f"{base}/api", "http_method": "GET",
                    "auth": {"auth_type": "oauth2", "token_url": f"{base}/token", "client_id": "app",
                             "client_secret": "s3cret"}}
        tool = Tool(name="o.call", description="", tool_call_template=template)
        await client.config.tool_repository.save_manual(
            CallTemplateSerializer().validate_dict({**template, "name": "o"}), UtcpManual(tools=[tool]))
        await client.call_tool("o.call", {})
        await client.call_tool("o.call", {})
        other = {**template, "auth": {**template["auth"], "token_url": f"{base}/other-token"}}
        await client.config.tool_repository.remove_manual("o")
        await client.config.tool_repository.save_manual(
            CallTemplateSerializer().validate_dict({**other, "name": "o"}),
            UtcpManual(tools=[Tool(name="o.call", description="", tool_call_template=other)]))
        await client.call_tool("o.call", {})
    observe("token requests", TOKEN_REQUESTS)
    observe("Authorization on the calls", CALLS)
    return TOKEN_REQUESTS == ["body", "basic"] and CALLS == ["Bearer tok-1"] * 3


run(main)
