"""Claim: what utcp-mcp does with `auth`, server entries and failures (against the MCP double).

The template's OAuth2 `auth` is validated but never used: no token is requested when registering
or calling, and MCPClient.from_dict receives only `{"mcpServers": ...}` with each server entry as
written. A new protocol holds no MCPClient. Listing tools is retried once with a fresh session
after an error whose message names a connection-type problem, not after other errors (the server
then lands in `errors`); listing and reading resources are retried after any error; a failing tool
call is not retried and its exception reaches the caller. A template of another class raises
ValueError. close() ends with AttributeError after closing the newest client's sessions.
versions: 1.0, next
"""
import mcp_use
from aiohttp import web
from mcp.types import CallToolResult, Resource, TextContent, Tool
from utcp_probe import http_server, load_plugins, observe, run


def failing_once(method_name, message):
    """Makes MCPSession.<method_name> raise RuntimeError(message) on its first call only."""
    original = getattr(mcp_use.MCPSession, method_name)
    state = {"failed": False, "calls": 0}

    async def wrapper(self, *args, **kwargs):
        state["calls"] += 1
        if not state["failed"]:
            state["failed"] = True
            raise RuntimeError(message)
        return await original(self, *args, **kwargs)

    setattr(mcp_use.MCPSession, method_name, wrapper)
    return lambda: (setattr(mcp_use.MCPSession, method_name, original), state)[1]


async def main() -> bool:
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp_http.http_call_template import HttpCallTemplate
    from utcp_mcp.mcp_call_template import McpCallTemplate
    from utcp_mcp.mcp_communication_protocol import McpCommunicationProtocol

    checks = {}
    token_requests = []

    async def token(request):
        token_requests.append(request.path)
        return web.json_response({"access_token": "t", "token_type": "bearer"})

    def boom(args):
        raise RuntimeError("tool exploded")

    mcp_use.serve("files", mcp_use.ServerScript(
        tools=[Tool(name="echo", description="Echo", inputSchema={"type": "object"}, outputSchema={"type": "object"}),
               Tool(name="boom", description="Fails", inputSchema={"type": "object"}, outputSchema={"type": "object"})],
        resources=[Resource(name="readme", uri="file:///readme.md")],
        results={"echo": lambda args: CallToolResult(content=[TextContent(type="text", text="hi")],
                                                     structuredContent={"result": "hi"}),
                 "boom": boom},
        contents={"file:///readme.md": "# Read me"},
    ))
    servers = {"files": {"command": "fake-server", "args": ["--root", "/tmp"], "env": {"A": "1"}}}

    async with http_server({("POST", "/token"): token}) as base:
        template = CallTemplateSerializer().validate_dict({
            "name": "workspace", "call_template_type": "mcp", "config": {"mcpServers": servers},
            "register_resources_as_tools": True,
            "auth": {"auth_type": "oauth2", "token_url": f"{base}/token", "client_id": "c", "client_secret": "s"}})
        protocol = McpCommunicationProtocol()
        checks["new protocol holds no client"] = protocol._mcp_client is None
        observe("auth type on template", type(template.auth).__name__)

        restore = failing_once("list_tools", "connection reset by peer")
        registered = await protocol.register_manual(None, template)
        state = restore()
        observe("list_tools after a connection error", [registered.success, state["calls"]])
        checks["list_tools retried after connection error"] = registered.success and state["calls"] == 2
        checks["client config is the server entries as written"] = all(
            c.config == {"mcpServers": servers} for c in mcp_use.LEDGER.clients)

        restore = failing_once("list_tools", "invalid params")
        not_retried = await protocol.register_manual(None, template)
        state = restore()
        observe("list_tools after another error", [not_retried.success, state["calls"], not_retried.errors])
        checks["list_tools not retried after other errors"] = (not not_retried.success) and state["calls"] == 1

        restore = failing_once("list_resources", "odd failure")
        with_resources = await protocol.register_manual(None, template)
        state = restore()
        names = sorted(t.name for t in with_resources.manual.tools)
        observe("list_resources after an error", [state["calls"], names])
        checks["list_resources retried after any error"] = state["calls"] == 2 and "files.resource_readme" in names

        restore = failing_once("read_resource", "odd failure")
        read = await protocol.call_tool(None, "workspace.files.resource_readme", {}, template)
        state = restore()
        observe("read_resource after an error", state["calls"])
        checks["read_resource retried after any error"] = state["calls"] == 2 and "contents" in read

        sessions_before = mcp_use.LEDGER.opened
        try:
            await protocol.call_tool(None, "workspace.files.boom", {}, template)
            call_error = None
        except Exception as error:
            call_error = f"{type(error).__name__}: {error}"
        boom_calls = sum(1 for s in mcp_use.LEDGER.sessions for c in s.calls if c[:2] == ("call_tool", "boom"))
        observe("failing tool call", [call_error, boom_calls])
        checks["tool call error passed on, not retried"] = call_error == "RuntimeError: tool exploded" \
            and boom_calls == 1 and mcp_use.LEDGER.opened > sessions_before

        await protocol.call_tool(None, "workspace.files.echo", {}, template)
        observe("token requests", len(token_requests))
        checks["auth never used"] = token_requests == []

        try:
            await protocol.register_manual(None, HttpCallTemplate(name="h", url="https://example.com"))
            wrong_class = None
        except ValueError:
            wrong_class = "ValueError"
        checks["other template class raises ValueError"] = wrong_class == "ValueError"

        newest = mcp_use.LEDGER.clients[-1]
        try:
            await protocol.close()
            closed_with = None
        except AttributeError:
            closed_with = "AttributeError"
        observe("close()", closed_with)
        checks["close closes newest sessions then raises AttributeError"] = closed_with == "AttributeError" \
            and all(s.closed for s in mcp_use.LEDGER.sessions if s.client is newest)

    failed = [name for name, ok in checks.items() if not ok]
    observe("failed checks", failed)
    return not failed


run(main)
