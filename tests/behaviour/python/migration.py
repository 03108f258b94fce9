"""Cases of the migration guide from 0.1 to 1.0: what each line accepts of the other's names and formats."""
import importlib
import inspect
import json
import os
import tempfile

from _behaviour import LINE, case, cases_of, http_server, load_plugins, outcome_of

FOLDER = tempfile.mkdtemp()

IMPORTS_01 = [
    ("utcp.client.utcp_client", "UtcpClient"),
    ("utcp.client.utcp_client_config", "UtcpClientConfig"),
    ("utcp.shared.provider", "HttpProvider"),
    ("utcp.shared.tool", "Tool"),
    ("utcp.shared.tool", "utcp_tool"),
    ("utcp.shared.utcp_manual", "UtcpManual"),
    ("utcp.shared.auth", "ApiKeyAuth"),
]
IMPORTS_10 = [
    ("utcp.utcp_client", "UtcpClient"),
    ("utcp.data.utcp_client_config", "UtcpClientConfig"),
    ("utcp_http.http_call_template", "HttpCallTemplate"),
    ("utcp.data.tool", "Tool"),
    ("utcp.python_specific_tooling.tool_decorator", "utcp_tool"),
    ("utcp.data.utcp_manual", "UtcpManual"),
    ("utcp.data.auth_implementations", "ApiKeyAuth"),
]
CLIENT_METHODS = ["create", "register_tool_provider", "deregister_tool_provider", "register_manual",
                  "deregister_manual", "call_tool", "call_tool_streaming", "search_tools"]


def importable(pairs):
    load_plugins()
    found = {}
    for module, name in pairs:
        try:
            found[f"{module}.{name}"] = hasattr(importlib.import_module(module), name)
        except ImportError:
            found[f"{module}.{name}"] = False
    return found


def client_class():
    module = "utcp.client.utcp_client" if LINE == "0.1" else "utcp.utcp_client"
    return importlib.import_module(module).UtcpClient


def parameters(function):
    return [name for name in inspect.signature(function).parameters if name != "self"]


cases_of("migration.python.api", {
    "imports-v01": lambda: importable(IMPORTS_01),
    "imports-v10": lambda: importable(IMPORTS_10),
})


@case("migration.python.api", "client-methods")
def client_methods():
    cls = client_class()
    return {name: parameters(getattr(cls, name)) if hasattr(cls, name) else None for name in CLIENT_METHODS}


@case("migration.python.api", "decorator")
def decorator():
    tool_module = "utcp.shared.tool" if LINE == "0.1" else "utcp.python_specific_tooling.tool_decorator"
    manual_module = "utcp.shared.utcp_manual" if LINE == "0.1" else "utcp.data.utcp_manual"
    utcp_tool = importlib.import_module(tool_module).utcp_tool
    manual = importlib.import_module(manual_module).UtcpManual
    return {
        "utcp_tool": [name for name in parameters(utcp_tool) if name.startswith("tool_")],
        "UtcpManual": sorted(name for name in dir(manual) if name.startswith("create")),
        "create_from_decorators": parameters(manual.create_from_decorators)
        if hasattr(manual, "create_from_decorators") else None,
    }


@case("migration.templates.http-fields", "field-names")
def http_fields():
    load_plugins()
    if LINE == "0.1":
        from utcp.shared.provider import HttpProvider as Model
    else:
        from utcp_http.http_call_template import HttpCallTemplate as Model
    return sorted(Model.model_fields)


def v01_manual_route(base):
    return {"version": "0.1.8", "tools": [
        {"name": "get", "description": "d", "inputs": {}, "outputs": {},
         "tool_provider": {"name": "p", "provider_type": "http", "url": f"{base}/x", "http_method": "GET"}}]}


async def v01_names(name):
    from aiohttp import web
    from utcp.client.utcp_client import UtcpClient
    from utcp.shared.provider import HttpProvider

    async def manual(request):
        return web.json_response(v01_manual_route(str(request.url.origin())))

    async with http_server({("GET", "/utcp"): manual}) as base:
        client = await UtcpClient.create()
        tools = await client.register_tool_provider(HttpProvider(name=name, url=f"{base}/utcp", http_method="GET"))
        return [tool.name for tool in tools]


cases_of("migration.names.v01-sanitising", {
    "hyphen-and-space": lambda: v01_names("my-api v2"),
    "unicode-letter": lambda: v01_names("wétter"),
})


async def v01_cli(value):
    from utcp.client.utcp_client import UtcpClient
    from utcp.shared.provider import CliProvider

    path = os.path.join(FOLDER, "cli_manual.json")
    with open(path, "w") as handle:
        json.dump({"version": "0.1.8", "tools": [
            {"name": "show", "description": "", "inputs": {}, "outputs": {},
             "tool_provider": {"name": "c", "provider_type": "cli", "command_name": "printf [%s]"}}]}, handle)
    client = await UtcpClient.create()
    await client.register_tool_provider(CliProvider(name="shell", command_name=f"cat {path}"))
    return await outcome_of(client.call_tool("shell.show", {"v": value}))


cases_of("migration.cli.v01-argument-passing", {
    "shell-syntax": lambda: v01_cli("x; echo INJECTED"),
    "command-substitution": lambda: v01_cli("$(echo INJECTED)"),
})


async def register_result():
    from aiohttp import web

    async def manual(request):
        base = str(request.url.origin())
        if LINE == "0.1":
            return web.json_response(v01_manual_route(base))
        return web.json_response({"utcp_version": "1.0.0", "manual_version": "1.0.0", "tools": [
            {"name": "get", "description": "d", "inputs": {}, "outputs": {},
             "tool_call_template": {"name": "p", "call_template_type": "http", "url": f"{base}/x",
                                    "http_method": "GET"}}]})

    async with http_server({("GET", "/utcp"): manual}) as base:
        if LINE == "0.1":
            from utcp.client.utcp_client import UtcpClient
            from utcp.shared.provider import HttpProvider

            client = await UtcpClient.create()
            result = await client.register_tool_provider(HttpProvider(name="s", url=f"{base}/utcp", http_method="GET"))
            return {"type": type(result).__name__, "tools": [tool.name for tool in result]}
        load_plugins()
        from utcp.utcp_client import UtcpClient
        from utcp_http.http_call_template import HttpCallTemplate

        client = await UtcpClient.create()
        result = await client.register_manual(HttpCallTemplate(name="s", url=f"{base}/utcp", http_method="GET"))
        return {"type": type(result).__name__, "fields": sorted(type(result).model_fields),
                "tools": [tool.name for tool in result.manual.tools]}


case("migration.client.register-result", "one-tool")(register_result)


@case("migration.client.deregister-result", "unknown-name")
async def deregister_result():
    load_plugins()
    from utcp.utcp_client import UtcpClient

    client = await UtcpClient.create()
    return await client.deregister_manual("nobody")


def v01_document(kind):
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.data.utcp_client_config import UtcpClientConfigSerializer
    from utcp.data.utcp_manual import UtcpManualSerializer

    provider = {"name": "p", "provider_type": "http", "url": "http://127.0.0.1:9/x", "http_method": "GET"}
    try:
        if kind == "manual":
            manual = UtcpManualSerializer().validate_dict({"version": "0.1.8", "tools": [
                {"name": "get", "description": "d", "inputs": {}, "outputs": {}, "tool_provider": provider}]})
            return {"refused": False, "tools": len(manual.tools)}
        if kind == "provider":
            return {"refused": False, "type": CallTemplateSerializer().validate_dict(provider).call_template_type}
        config = UtcpClientConfigSerializer().validate_dict({"providers_file_path": "./providers.json"})
        return {"refused": False, "manual_call_templates": len(config.manual_call_templates or [])}
    except Exception:  # noqa: BLE001 - the error classes differ by language; the log names them
        return {"refused": True}


cases_of("migration.formats.v01-documents", {
    "v01-manual": lambda: v01_document("manual"),
    "v01-provider": lambda: v01_document("provider"),
    "v01-config": lambda: v01_document("config"),
})


@case("migration.variables.mapped-reference", "env-reference")
async def mapped_reference():
    from utcp.utcp_client import UtcpClient

    os.environ["MIGRATION_GH_TOKEN"] = "from-env"
    client = await UtcpClient.create(config={"variables": {"github_GITHUB_TOKEN": "${MIGRATION_GH_TOKEN}"}})
    return client.config.variables


GITHUB_TEMPLATE = {"name": "github", "call_template_type": "http", "url": "https://tools.example.com/utcp",
                   "http_method": "GET"}
GUIDE_CONFIGS = {
    "page-1-0": [GITHUB_TEMPLATE, {"name": "weather", "call_template_type": "text",
                                   "file_path": "./weather_manual.json"}],
    "page-next": [GITHUB_TEMPLATE, {"name": "weather", "call_template_type": "file",
                                    "file_path": "./weather_manual.json", "allowed_communication_protocols": ["http"]}],
    "http-only": [GITHUB_TEMPLATE],
}


def guide_config(name):
    load_plugins()
    from utcp.data.utcp_client_config import UtcpClientConfigSerializer

    try:
        config = UtcpClientConfigSerializer().validate_dict({"manual_call_templates": GUIDE_CONFIGS[name]})
    except Exception:  # noqa: BLE001 - the error classes differ by language; the log names them
        return {"refused": True}
    return {"refused": False, "types": [template.call_template_type for template in config.manual_call_templates]}


cases_of("migration.examples.client-config", {name: (lambda name=name: guide_config(name)) for name in GUIDE_CONFIGS})
