"""Claim: register_manuals reports one result per manual, so an unreachable provider does not hide
the others, but a variable that cannot be resolved in one template aborts the whole batch with
UtcpVariableNotFound; deregister_manual returns True once and False for an unknown name.
versions: 1.0, next
"""
from aiohttp import web
from utcp_probe import http_server, load_plugins, observe, run


async def main() -> bool:
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.exceptions import UtcpVariableNotFound
    from utcp.utcp_client import UtcpClient

    async def manual(request):
        return web.json_response({"utcp_version": "1.0.1", "manual_version": "1", "tools": [{
            "name": "t", "description": "d", "inputs": {}, "outputs": {},
            "tool_call_template": {"call_template_type": "http", "url": f"{request.url.origin()}/t",
                                   "http_method": "GET"}}]})

    async def broken(request):
        return web.Response(status=503)

    async with http_server({("GET", "/utcp"): manual, ("GET", "/down"): broken}) as base:
        client = await UtcpClient.create()

        def template(name, path):
            return CallTemplateSerializer().validate_dict(
                {"name": name, "call_template_type": "http", "url": f"{base}{path}", "http_method": "GET"})

        results = await client.register_manuals([template("good", "/utcp"), template("down", "/down")])
        batch = [(r.manual_call_template.name, r.success) for r in results]
        try:
            await client.register_manuals([template("other", "/utcp"), template("needs_var", "/utcp?k=${MISSING}")])
            missing = "no error"
        except UtcpVariableNotFound as error:
            missing = f"UtcpVariableNotFound: {error.variable_name}"
        first = await client.deregister_manual("good")
        second = await client.deregister_manual("good")
    observe("batch with an unreachable provider", batch)
    observe("batch with an unresolved variable", missing)
    observe("deregister twice", [first, second])
    return (batch == [("good", True), ("down", False)] and missing == "UtcpVariableNotFound: needs__var_MISSING"
            and [first, second] == [True, False])


run(main)
