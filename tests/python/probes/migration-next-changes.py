"""Claim (Next): the Python facts of the 1.0 to 1.1 migration guide, run at 1.1.

A manual's tools of a protocol it does not allow are left out with a logged warning while
register_manual reports success, and calling one gives `ValueError: Tool not found: <name>`; a
stored tool of such a protocol is refused at call time with the message the guide quotes. A `text`
template with `file_path` is refused with the message that says to use `file`, wrapped in
`Invalid UtcpClientConfig: ` by UtcpClient.create and in `Invalid CallTemplate: ` by the
serializer. A cli command sees only PATH, HOME, LANG, LC_ALL, LC_CTYPE, USER, LOGNAME, SHELL, TZ
and TERM from the host plus `env_vars`, and
its PowerShell substitution (called directly, as Windows would) refuses a placeholder inside single
quotes but not inside double quotes. The HTTPS-or-loopback rule parses the host (`localhost.example.test` fails; any 127.x
address and ::1 pass) and covers tool calls (quoted
message), the OAuth2 token_url and every redirect hop (at most 5 hops; credentials are removed when
the origin changes). The substitutor leaves a string holding `$ref` alone but substitutes
`$refresh_token`, and reads variable names as ASCII letters, digits and underscores only. A manual
name's dots become `_`, and a tool called `orders.list` is stored and called as `shop.orders.list`.
versions: next
"""
import logging
import os

from aiohttp import web
from utcp_probe import http_server, load_plugins, observe, run


class Collect(logging.Handler):
    def __init__(self):
        super().__init__(logging.WARNING)
        self.messages = []

    def emit(self, record):
        self.messages.append(record.getMessage())


async def error_of(awaitable):
    try:
        await awaitable
    except Exception as error:  # noqa: BLE001 - the probe reports any failure type
        return [type(error).__name__, str(error)]
    return ["no error", ""]


async def main() -> bool:
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.data.tool import Tool
    from utcp.data.utcp_manual import UtcpManual
    from utcp.implementations.default_variable_substitutor import DefaultVariableSubstitutor
    from utcp.data.utcp_client_config import UtcpClientConfig
    from utcp.utcp_client import UtcpClient

    seen_headers = {}

    async def manual(request):
        base = str(request.url.origin())
        return web.json_response({"utcp_version": "1.1.0", "manual_version": "1", "tools": [
            {"name": "orders.list", "description": "", "inputs": {}, "outputs": {},
             "tool_call_template": {"call_template_type": "http", "url": f"{base}/ok", "http_method": "GET"}},
            {"name": "get_forecast", "description": "", "inputs": {}, "outputs": {},
             "tool_call_template": {"call_template_type": "cli", "commands": [{"command": "echo hi"}]}}]})

    async def ok(request):
        return web.json_response({"ok": True})

    async def hop(request):
        left = int(request.match_info["n"])
        target = "/ok" if left == 0 else f"/hop/{left - 1}"
        raise web.HTTPFound(target)

    async def away(request):
        raise web.HTTPFound("http://files.example.com/report")

    async def cross(request):
        seen_headers["first"] = request.headers.get("Authorization")
        port = request.url.port
        raise web.HTTPFound(f"http://localhost:{port}/final")

    async def final(request):
        seen_headers["final"] = request.headers.get("Authorization")
        return web.json_response({"ok": True})

    routes = {("GET", "/utcp"): manual, ("GET", "/ok"): ok, ("GET", "/hop/{n}"): hop,
              ("GET", "/away"): away, ("GET", "/cross"): cross, ("GET", "/final"): final}
    collect = Collect()
    logging.getLogger().addHandler(collect)
    serializer = CallTemplateSerializer()
    async with http_server(routes) as base:
        client = await UtcpClient.create()
        registered = await client.register_manual(serializer.validate_dict(
            {"name": "my.shop", "call_template_type": "http", "url": f"{base}/utcp", "http_method": "GET"}))
        kept = sorted(t.name for t in registered.manual.tools)
        warned = [m for m in collect.messages if "get_forecast" in m and "Tool will not be registered" in m]
        left_out = await error_of(client.call_tool("my_shop.get_forecast", {}))
        dotted = await client.call_tool("my_shop.orders.list", {})
        observe("success, kept tools, warnings about the cli tool",
                [registered.success, registered.manual_call_template.name, kept, len(warned)])
        observe("call of a left-out tool", left_out)
        observe("call of my_shop.orders.list", dotted)

        stored = serializer.validate_dict({"name": "docs", "call_template_type": "text", "content": "{}"})
        await client.config.tool_repository.save_manual(stored, UtcpManual(tools=[Tool(
            name="docs.fetch", description="",
            tool_call_template=serializer.validate_dict({"call_template_type": "http", "name": "docs",
                                                         "url": f"{base}/ok", "http_method": "GET"}))]))
        refused = await error_of(client.call_tool("docs.fetch", {}))
        observe("stored tool of a disallowed protocol", refused)

        insecure = serializer.validate_dict({"name": "far", "call_template_type": "http",
                                             "url": "http://files.example.com/report", "http_method": "GET"})
        await client.config.tool_repository.save_manual(insecure, UtcpManual(tools=[Tool(
            name="far.report", description="", tool_call_template=insecure)]))
        plain_http = await error_of(client.call_tool("far.report", {}))
        observe("plain http tool call", plain_http)

        async def call_url(name, url, auth=None):
            data = {"name": name, "call_template_type": "http", "url": url, "http_method": "GET"}
            if auth:
                data["auth"] = auth
            template = serializer.validate_dict(data)
            await client.config.tool_repository.save_manual(template, UtcpManual(tools=[Tool(
                name=f"{name}.t", description="", tool_call_template=template)]))
            return await error_of(client.call_tool(f"{name}.t", {}))

        token = await call_url("tok", f"{base}/ok", {"auth_type": "oauth2", "token_url": "http://auth.example.com/token",
                                                     "client_id": "c", "client_secret": "s"})
        five = await call_url("five", f"{base}/hop/4")
        six = await call_url("six", f"{base}/hop/5")
        redirect_away = await call_url("redir", f"{base}/away")
        crossed = await call_url("cross", f"{base}/cross", {"auth_type": "basic", "username": "u", "password": "p"})
        observe("token_url plain http", [token[0], token[1][:60]])
        observe("5 hops, 6 hops", [five, [six[0], six[1][:30]]])
        observe("redirect to plain http host", [redirect_away[0], redirect_away[1][:60]])
        observe("cross-origin redirect: call result, Authorization at the new origin", [crossed, seen_headers.get("first", "")[:6], seen_headers.get("final")])

    text_config = {"manual_call_templates": [{"name": "old", "call_template_type": "text", "file_path": "m.json"}]}
    from_config = await error_of(UtcpClient.create(config=text_config))
    try:
        serializer.validate_dict({"name": "old", "call_template_type": "text", "file_path": "m.json"})
        from_serializer = "no error"
    except Exception as error:  # noqa: BLE001
        from_serializer = str(error)
    advice = ("TextCallTemplate no longer supports 'file_path'. The text protocol now accepts direct content via "
              "the 'content' field. For file-based manuals, use the 'file' protocol instead (call_template_type: "
              "'file'). Install with: pip install utcp-file")
    observe("file_path: starts of both messages, advice at their end",
            [from_config[1][:27], from_serializer[:22], from_config[1].rstrip().endswith(advice),
             from_serializer.rstrip().endswith(advice)])

    host_keys = ["PATH", "HOME", "LANG", "LC_ALL", "LC_CTYPE", "USER", "LOGNAME", "SHELL", "TZ", "TERM"]
    for key in host_keys:
        os.environ.setdefault(key, "x")
    os.environ["PROBE_SECRET"] = "s"
    cli = serializer.validate_dict({"name": "envs", "call_template_type": "cli", "env_vars": {"EXTRA": "1"},
                                    "commands": [{"command": "env"}]})
    client2 = await UtcpClient.create()
    await client2.config.tool_repository.save_manual(cli, UtcpManual(tools=[Tool(
        name="envs.env", description="", tool_call_template=cli)]))
    output = await client2.call_tool("envs.env", {})
    names = sorted({line.split("=", 1)[0] for line in str(output).splitlines() if "=" in line}
                   - {"PWD", "SHLVL", "_", "OLDPWD"})
    passed = sorted(n for n in names if not n.startswith("UTCP_ARG"))
    observe("variables the command sees (bash's own removed)", passed)

    from utcp_cli.cli_communication_protocol import CliCommunicationProtocol

    protocol = CliCommunicationProtocol()
    nonce = protocol._make_nonce()
    try:
        protocol._substitute_powershell("Write-Output 'UTCP_ARG_x_UTCP_END'", {"x": "a"}, nonce)
        single = "no error"
    except ValueError:
        single = "ValueError"
    double = protocol._substitute_powershell('Write-Output "UTCP_ARG_x_UTCP_END"', {"x": "a"}, nonce)
    observe("PowerShell substitution (called directly): single quotes, double quotes accepted",
            [single, isinstance(double, tuple) or isinstance(double, str)])

    from utcp_http._security import is_secure_url

    urls = ["http://localhost/x", "http://127.0.0.1/x", "http://[::1]/x", "http://127.0.0.2/x",
            "http://localhost.example.test/x", "https://a.example/x", "http://a.example/x"]
    secure = [is_secure_url(u) for u in urls]
    observe("accepted: " + ", ".join(urls), secure)

    substitutor = DefaultVariableSubstitutor()
    config = UtcpClientConfig(variables={"ref": "R", "refresh_token": "T", "caf": "C"})
    subs = [substitutor.substitute(s, config) for s in ["$ref", "{'$ref': '#/x'}", "$refresh_token", "$café"]]
    observe("substitute $ref, $ref inside text, $refresh_token, $café", subs)

    expected_plain = ("Security error during tool invocation: URL must use HTTPS or be a literal loopback address "
                      "(localhost / 127.0.0.1 / ::1). Got: 'http://files.example.com/report'. Plain HTTP to any "
                      "other host is rejected to prevent MITM attacks and SSRF into internal services.")
    expected_refusal = ("Tool 'docs.fetch' uses communication protocol 'http' which is not allowed by manual 'docs'. "
                        "Allowed protocols: ['text']")
    return (registered.success and kept == ["my_shop.orders.list"] and len(warned) == 1
            and left_out == ["ValueError", "Tool not found: my_shop.get_forecast"] and dotted == {"ok": True}
            and refused == ["ValueError", expected_refusal]
            and plain_http == ["ValueError", expected_plain]
            and token[0] == "ValueError" and token[1].startswith("Security error")
            and five == ["no error", ""] and six[0] == "RuntimeError"
            and redirect_away[0] == "ValueError" and redirect_away[1].startswith("Security error")
            and crossed == ["no error", ""] and seen_headers.get("first", "").startswith("Basic ")
            and seen_headers.get("final") is None
            and from_config[1].startswith("Invalid UtcpClientConfig: ")
            and from_serializer.startswith("Invalid CallTemplate: ")
            and from_config[1].rstrip().endswith(advice) and from_serializer.rstrip().endswith(advice)
            and set(host_keys + ["EXTRA"]) <= set(passed) and "PROBE_SECRET" not in passed
            and single == "ValueError" and secure == [True, True, True, True, False, True, False]
            and subs == ["$ref", "{'$ref': '#/x'}", "T", "Cé"])


run(main)
