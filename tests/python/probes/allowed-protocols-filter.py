"""Claim (Next): python-utcp 1.1 registers only the tools whose call template type the manual
allows (`allowed_communication_protocols`, or the manual's own type when that is empty or None);
the others are left out. call_tool and call_tool_streaming check the same rule against the stored
manual template and raise ValueError for a tool of a type the manual does not allow.
versions: next
"""
from aiohttp import web
from utcp_probe import http_server, load_plugins, observe, run


async def main() -> bool:
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.data.tool import Tool
    from utcp.data.utcp_manual import UtcpManual
    from utcp.utcp_client import UtcpClient

    async def manual(request):
        base = str(request.url.origin())
        return web.json_response({"utcp_version": "1.1.0", "manual_version": "1", "tools": [
            {"name": "web", "description": "", "inputs": {}, "outputs": {},
             "tool_call_template": {"call_template_type": "http", "url": f"{base}/ok", "http_method": "GET"}},
            {"name": "shell", "description": "", "inputs": {}, "outputs": {},
             "tool_call_template": {"call_template_type": "cli", "commands": [{"command": "echo hi"}]}}]})

    async def ok(request):
        return web.json_response({"ok": True})

    async with http_server({("GET", "/utcp"): manual, ("GET", "/ok"): ok}) as base:
        serializer = CallTemplateSerializer()
        client = await UtcpClient.create()

        def template(name, allowed=None):
            data = {"name": name, "call_template_type": "http", "url": f"{base}/utcp", "http_method": "GET"}
            if allowed is not None:
                data["allowed_communication_protocols"] = allowed
            return serializer.validate_dict(data)

        default = await client.register_manual(template("plain"))
        empty = await client.register_manual(template("empty", []))
        widened = await client.register_manual(template("wide", ["http", "cli"]))
        names = [sorted(t.name for t in r.manual.tools) for r in (default, empty, widened)]
        # a cli tool stored under an http manual by hand: the call is refused
        stored = template("hand")
        await client.config.tool_repository.save_manual(stored, UtcpManual(tools=[Tool(
            name="hand.shell", description="",
            tool_call_template=serializer.validate_dict({"call_template_type": "cli", "name": "hand",
                                                         "commands": [{"command": "echo hi"}]}))]))
        refused = []
        try:
            await client.call_tool("hand.shell", {})
            refused.append("no error")
        except ValueError:
            refused.append("ValueError")
        try:
            async for _ in client.call_tool_streaming("hand.shell", {}):
                pass
            refused.append("no error")
        except ValueError:
            refused.append("ValueError")
        allowed_call = await client.call_tool("wide.shell", {})
    observe("tools kept: default, empty list, [http, cli]", names)
    observe("call and stream of a disallowed stored tool, allowed cli call", [refused, allowed_call])
    return (names == [["plain.web"], ["empty.web"], ["wide.shell", "wide.web"]]
            and refused == ["ValueError", "ValueError"] and allowed_call == "hi")


run(main)
