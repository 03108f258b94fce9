"""Cases of the extension points the implementation guide describes: a protocol of our own that fails,
a search strategy of our own, and what the 1.x plugin packages require of the core."""
# The JSON-RPC cases run the guide's own plugin example, taken from the page of the line:
# behaviour-inputs: docs/implementation.md versioned_docs/version-1.0/implementation.md
import os

from _behaviour import LINE, case, cases_of, load_plugins


def failing_protocol(type_name, how):
    """Registers, for `type_name`, a protocol whose registration or call fails the way `how` says."""
    from utcp.data.call_template import CallTemplate
    from utcp.data.register_manual_response import RegisterManualResult
    from utcp.data.tool import Tool
    from utcp.data.utcp_manual import UtcpManual
    from utcp.interfaces.communication_protocol import CommunicationProtocol
    from utcp.interfaces.serializer import Serializer
    from utcp.plugins.discovery import register_call_template, register_communication_protocol

    class OwnSerializer(Serializer[CallTemplate]):
        def to_dict(self, obj):
            return obj.model_dump()

        def validate_dict(self, obj):
            return CallTemplate.model_validate(obj)

    class FailingProtocol(CommunicationProtocol):
        async def register_manual(self, caller, manual_call_template):
            if how == "register-raises":
                raise RuntimeError("discovery broke")
            tool = Tool(name="hello", description="", tool_call_template=CallTemplate(call_template_type=type_name))
            if how == "register-returns-errors":
                return RegisterManualResult(manual_call_template=manual_call_template,
                                            manual=UtcpManual(tools=[]), success=False, errors=["discovery broke"])
            return RegisterManualResult(manual_call_template=manual_call_template,
                                        manual=UtcpManual(tools=[tool]), success=True, errors=[])

        async def deregister_manual(self, caller, manual_call_template):
            return None

        async def call_tool(self, caller, tool_name, tool_args, tool_call_template):
            raise RuntimeError("call broke")

        async def call_tool_streaming(self, caller, tool_name, tool_args, tool_call_template):
            raise RuntimeError("call broke")
            yield None

    register_call_template(type_name, OwnSerializer())
    register_communication_protocol(type_name, FailingProtocol())


async def failure(how):
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.utcp_client import UtcpClient

    type_name = "failing_" + how.replace("-", "_")
    failing_protocol(type_name, how)
    client = await UtcpClient.create()
    template = CallTemplateSerializer().validate_dict({"name": "own", "call_template_type": type_name})
    try:
        result = await client.register_manual(template)
        registered = {"success": result.success, "errors": [e.strip().splitlines()[-1] for e in result.errors]}
    except Exception as error:  # noqa: BLE001 - the outcome is whether and what it raised
        registered = {"raised": str(error)}
    stored = [t.name for t in await client.config.tool_repository.get_tools()]
    outcome = {"registration": registered, "stored": stored}
    if how == "call-raises":
        try:
            outcome["call"] = {"returned": await client.call_tool("own.hello", {})}
        except Exception as error:  # noqa: BLE001
            outcome["call"] = {"raised": str(error)}
    return outcome


cases_of("extension.protocol.failures", {
    "register-returns-errors": lambda: failure("register-returns-errors"),
    "register-raises": lambda: failure("register-raises"),
    "call-raises": lambda: failure("call-raises"),
})


@case("extension.search.custom-strategy", "arguments-and-order")
async def custom_strategy():
    """A strategy of our own that records its arguments and returns the stored tools in reverse name order."""
    import json

    load_plugins()
    from utcp.interfaces.serializer import Serializer
    from utcp.interfaces.tool_search_strategy import ToolSearchStrategy
    from utcp.plugins.discovery import register_tool_search_strategy
    from utcp.utcp_client import UtcpClient

    seen = {}

    class Reverse(ToolSearchStrategy):
        tool_search_strategy_type: str = "reverse_names"

        async def search_tools(self, tool_repository, query, limit=10, any_of_tags_required=None):
            seen.update(query=query, limit=limit, tags=any_of_tags_required)
            tools = sorted(await tool_repository.get_tools(), key=lambda t: t.name, reverse=True)
            return tools[:limit]

    class ReverseSerializer(Serializer[ToolSearchStrategy]):
        def to_dict(self, obj):
            return obj.model_dump()

        def validate_dict(self, obj):
            return Reverse.model_validate(obj)

    register_tool_search_strategy("reverse_names", ReverseSerializer())
    tools = [{"name": n, "description": "", "inputs": {}, "outputs": {},
              "tool_call_template": {"call_template_type": "text", "content": "x"} if LINE != "1.0"
              else {"call_template_type": "http", "url": "https://x.example/t"}} for n in ("a", "b", "c")]
    manual = {"utcp_version": "1.0.0", "manual_version": "1.0.0", "tools": tools}
    if LINE == "1.0":
        import tempfile

        folder = tempfile.mkdtemp()
        with open(os.path.join(folder, "m.json"), "w", encoding="utf-8") as out:
            json.dump(manual, out)
        template = {"name": "m", "call_template_type": "text", "file_path": os.path.join(folder, "m.json")}
    else:
        template = {"name": "m", "call_template_type": "text", "content": json.dumps(manual)}
    client = await UtcpClient.create(config={"tool_search_strategy": {"tool_search_strategy_type": "reverse_names"},
                                             "manual_call_templates": [template]})
    found = await client.search_tools("anything", limit=2, any_of_tags_required=["x"])
    return {"argumentsSeen": seen, "found": [t.name for t in found]}


@case("extension.packages.core-requirement", "plugin-packages")
def core_requirement():
    """The version of each plugin package of the pinned commit and what it requires of the core `utcp`."""
    import re

    try:
        import tomllib
    except ModuleNotFoundError:  # Python 3.10
        import tomli as tomllib
    import utcp

    root = os.path.abspath(os.path.join(os.path.dirname(utcp.__file__), "..", "..", ".."))
    found = {}
    for base, _dirs, files in os.walk(os.path.join(root, "plugins")):
        if "pyproject.toml" in files:
            with open(os.path.join(base, "pyproject.toml"), "rb") as handle:
                project = tomllib.load(handle)["project"]
            core = [d for d in project.get("dependencies", []) if re.match(r"^utcp\s*[<>=!~]", d)]
            found[project["name"]] = {"version": project["version"], "requires": core}
    return dict(sorted(found.items()))


@case("extension.repository.custom", "recording-repository")
async def custom_repository():
    """A repository of our own (the in-memory one under another type, recording save_manual) chosen in the config."""
    load_plugins()
    from utcp.implementations.in_mem_tool_repository import InMemToolRepository
    from utcp.interfaces.serializer import Serializer
    from utcp.plugins.discovery import register_tool_repository
    from utcp.utcp_client import UtcpClient

    saved = []

    class Recording(InMemToolRepository):
        def __init__(self):
            super().__init__()
            self.tool_repository_type = "recording"

        async def save_manual(self, manual_call_template, manual):
            saved.append([t.name for t in manual.tools])
            await super().save_manual(manual_call_template, manual)

    class RecordingSerializer(Serializer[InMemToolRepository]):
        def to_dict(self, obj):
            return {"tool_repository_type": "recording"}

        def validate_dict(self, obj):
            return Recording()

    register_tool_repository("recording", RecordingSerializer())
    from _behaviour import install_protocol

    install_protocol("own_for_repository")
    from utcp.data.call_template import CallTemplateSerializer

    client = await UtcpClient.create(config={"tool_repository": {"tool_repository_type": "recording"}})
    await client.register_manual(CallTemplateSerializer().validate_dict(
        {"name": "own", "call_template_type": "own_for_repository"}))
    answer = await client.call_tool("own.hello", {})
    return {"repositoryType": type(client.config.tool_repository).__name__, "saved": saved, "callAnswered": bool(answer)}


# --- the guide's JSON-RPC plugin example, run as readers copy it ------------------------------------------
# The example refuses any URL but https://, so the cases serve JSON-RPC over loopback HTTPS with a self-signed
# certificate, and run the example in a new interpreter that trusts it through SSL_CERT_FILE (aiohttp keeps the
# first default SSL context it makes, so the certificate cannot be added in this process).
ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..")
GUIDE_PAGES = {"1.0": "versioned_docs/version-1.0/implementation.md", "1.1": "docs/implementation.md"}

JSONRPC_CHILD = r"""
import ast, asyncio, json, re, sys

page, base, scenario = sys.argv[1:4]
text = open(page, encoding="utf-8").read()
blocks = re.findall(r"```python\n(.*?)```", text, re.S)
plugin = next(b for b in blocks if b.startswith("# utcp_jsonrpc/__init__.py"))
usage = next(b for b in blocks if "billing.get_invoice" in b and "UtcpClient.create" in b)

from utcp_probe import load_plugins
load_plugins()
module = {"__name__": "utcp_jsonrpc"}
exec(compile(plugin, "utcp_jsonrpc/__init__.py", "exec"), module)
module["register"]()  # what the entry point does once the package is installed


def shown(error):
    # A registration error the same in both languages: the example's own messages as they are, a failed
    # validation of the manual (pydantic's, wrapped in a traceback) as one phrase.
    if error.startswith("Invalid UtcpManual"):
        return "the manual did not validate"
    return error.splitlines()[0][:200]


async def main():
    namespace = {}
    source = usage.replace("https://rpc.example.com/billing", base + "/billing")
    code = compile(source, "usage", "exec", flags=ast.PyCF_ALLOW_TOP_LEVEL_AWAIT)
    try:
        await eval(code, namespace)
    except Exception as error:
        return {"usage raised": type(error).__name__ + ": " + str(error).replace(base, "BASE")[:200]}
    client = namespace["client"]
    found = {"invoice": namespace["invoice"], "tools": sorted(t.name for t in await client.config.tool_repository.get_tools())}
    if scenario.startswith("call:"):
        name, arguments = scenario[5:].split(" ", 1)
        try:
            found["call"] = {"value": await client.call_tool(name, json.loads(arguments))}
        except Exception as error:
            found["call"] = {"raised": str(error)[:200]}  # the type is each language's own
    elif scenario.startswith("register:"):
        template = json.loads(scenario[9:].replace("BASE", base))
        from utcp.data.call_template import CallTemplateSerializer
        result = await client.register_manual(CallTemplateSerializer().validate_dict(template))
        found["registration"] = {"success": result.success, "tools": [t.name for t in result.manual.tools],
                                 "errors": [shown(e.replace(base, "BASE")) for e in result.errors]}
    return found


print(json.dumps(asyncio.run(main())))
"""


def jsonrpc_tools(base):
    def template(**method):
        return {"call_template_type": "jsonrpc", "url": f"{base}/billing", **method}

    def tool(name, **method):
        return {"name": name, "description": "", "inputs": {"type": "object", "properties": {}}, "outputs": {},
                "tool_call_template": template(**method)}

    return [tool("get_invoice", method="billing.get_invoice"), tool("ping_default"),
            tool("failing", method="billing.fail")]


def jsonrpc_route(seen):
    from aiohttp import web

    async def rpc(request):
        body = await request.json()
        method, params = body.get("method"), body.get("params")
        seen.append({"path": request.path, "method": method, "params": params})
        base = f"https://127.0.0.1:{request.url.port}"
        manual = {"utcp_version": "1.0.1", "manual_version": "1.0.0", "tools": jsonrpc_tools(base)}
        results = {
            ("/billing", "utcp.manual"): {"result": manual},
            ("/billing", "tools.list"): {"result": manual},
            ("/billing", "billing.get_invoice"): {"result": {"invoice_id": (params or {}).get("invoice_id"),
                                                             "total": "12.50"}},
            ("/billing", "billing.fail"): {"error": {"code": -32602, "message": "Invalid params"}},
            ("/object", "utcp.manual"): {"result": {"hello": "world"}},
            ("/string", "utcp.manual"): {"result": "just text"},
            ("/error", "utcp.manual"): {"error": {"code": -32601, "message": "Method not found"}},
        }
        answer = results.get((request.path, method), {"error": {"code": -32601, "message": "Method not found"}})
        return web.json_response({"jsonrpc": "2.0", "id": body.get("id"), **answer})

    return rpc


def self_signed_certificate(folder):
    import subprocess

    cert, key = os.path.join(folder, "cert.pem"), os.path.join(folder, "key.pem")
    subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-subj", "/CN=127.0.0.1",
                    "-addext", "subjectAltName=IP:127.0.0.1", "-days", "2", "-keyout", key, "-out", cert],
                   check=True, capture_output=True)
    return cert, key


async def guide_jsonrpc(scenario):
    """Serves JSON-RPC on https://127.0.0.1 and runs the guide's plugin and usage blocks of this line against it,
    then `scenario` ("usage", "call:<tool> <json arguments>" or "register:<template json>")."""
    import asyncio
    import json
    import ssl
    import sys
    import tempfile

    from aiohttp import web

    folder = tempfile.mkdtemp()
    cert, key = self_signed_certificate(folder)
    context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    context.load_cert_chain(cert, key)
    seen = []
    app = web.Application()
    for path in ("/billing", "/object", "/string", "/error"):
        app.router.add_post(path, jsonrpc_route(seen))
    runner = web.AppRunner(app)
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", 0, ssl_context=context)
    await site.start()
    port = site._server.sockets[0].getsockname()[1]
    try:
        env = {**os.environ, "PYTHONPATH": os.pathsep.join(p for p in sys.path if p), "SSL_CERT_FILE": cert}
        child = await asyncio.create_subprocess_exec(
            sys.executable, "-c", JSONRPC_CHILD, os.path.join(ROOT, GUIDE_PAGES[LINE]), f"https://127.0.0.1:{port}",
            scenario, env=env, stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE)
        out, err = await asyncio.wait_for(child.communicate(), 60)
        if child.returncode != 0:
            raise RuntimeError(f"the example's process exited {child.returncode}: {err.decode()[-400:]}")
        found = json.loads(out.decode().strip().splitlines()[-1])
    finally:
        await runner.cleanup()
    found["requests"] = seen
    return found


cases_of("extension.jsonrpc.guide-example", {
    "usage-as-written": lambda: guide_jsonrpc("usage"),
    "tool-template-without-method": lambda: guide_jsonrpc("call:billing.ping_default {\"x\": 1}"),
    "json-rpc-error": lambda: guide_jsonrpc("call:billing.failing {\"invoice_id\": \"nope\"}"),
    "manual-method-named": lambda: guide_jsonrpc(
        "register:{\"name\": \"named\", \"call_template_type\": \"jsonrpc\", \"url\": \"BASE/billing\", "
        "\"method\": \"tools.list\"}"),
    "result-object-not-a-manual": lambda: guide_jsonrpc(
        "register:{\"name\": \"odd\", \"call_template_type\": \"jsonrpc\", \"url\": \"BASE/object\"}"),
    "result-string": lambda: guide_jsonrpc(
        "register:{\"name\": \"odd\", \"call_template_type\": \"jsonrpc\", \"url\": \"BASE/string\"}"),
    "discovery-json-rpc-error": lambda: guide_jsonrpc(
        "register:{\"name\": \"odd\", \"call_template_type\": \"jsonrpc\", \"url\": \"BASE/error\"}"),
    "plain-http-url": lambda: guide_jsonrpc(
        "register:{\"name\": \"odd\", \"call_template_type\": \"jsonrpc\", \"url\": \"http://127.0.0.1:9/billing\"}"),
})


@case("extension.packages.metadata", "core")
def core_metadata():
    """What the core pyproject.toml of the pinned commit says of the package: version, licence, authors, status."""
    try:
        import tomllib
    except ModuleNotFoundError:  # Python 3.10
        import tomli as tomllib
    import utcp

    root = os.path.abspath(os.path.join(os.path.dirname(utcp.__file__), "..", ".."))
    with open(os.path.join(root, "pyproject.toml"), "rb") as handle:
        project = tomllib.load(handle)["project"]
    status = [c.split("::", 1)[1].strip() for c in project.get("classifiers", []) if c.startswith("Development Status")]
    return {"name": project["name"], "version": project["version"], "license": project.get("license"),
            "authors": [a.get("name") for a in project.get("authors", [])],
            "development status": status[0] if status else None}


# Second reading (wave 3) 2026-11-29 (g-core): whether the machine's setuptools accepts the utcp-cli pyproject.toml
# of the pinned commit (its `license` is a plain string).
@case("extension.packages.core-requirement", "setuptools-reads-cli-pyproject")
def setuptools_reads_cli_pyproject():
    import setuptools
    import utcp
    from setuptools.config.pyprojecttoml import read_configuration  # cspell:disable-line

    root = os.path.abspath(os.path.join(os.path.dirname(utcp.__file__), "..", "..", ".."))
    path = os.path.join(root, "plugins", "communication_protocols", "cli", "pyproject.toml")
    try:
        read_configuration(path)
        outcome = "accepted"
    except Exception as error:  # noqa: BLE001 - the error is the outcome
        outcome = {"error": type(error).__name__, "names license": "project.license" in str(error)}
    return {"setuptools": ".".join(setuptools.__version__.split(".")[:2]), "outcome": outcome}


# Second reading (wave 3) 2026-11-29 (g-rfc, RFC status line): the development status every plugin pyproject.toml of
# the pinned commit declares, by project name.
@case("extension.packages.metadata", "plugins")
def plugins_metadata():
    try:
        import tomllib
    except ModuleNotFoundError:  # Python 3.10
        import tomli as tomllib
    import utcp

    root = os.path.abspath(os.path.join(os.path.dirname(utcp.__file__), "..", "..", "..", "plugins"))
    found = {}
    for folder, _, files in sorted(os.walk(root)):
        if "pyproject.toml" in files:
            with open(os.path.join(folder, "pyproject.toml"), "rb") as handle:
                project = tomllib.load(handle).get("project", {})
            status = [c.split("::", 1)[1].strip() for c in project.get("classifiers", [])
                      if c.startswith("Development Status")]
            found[project.get("name", "?")] = status[0] if status else None
    return dict(sorted(found.items()))


# Second reading (wave 4) 2026-11-29 (x-v10, package notes of utcp-cli): the same file read by setuptools, the error
# left to propagate, and again with only its `license` line turned into a table, to show that line is the cause.
def _cli_pyproject_text():
    import utcp

    root = os.path.abspath(os.path.join(os.path.dirname(utcp.__file__), "..", "..", ".."))
    with open(os.path.join(root, "plugins", "communication_protocols", "cli", "pyproject.toml"), encoding="utf-8") as f:
        return f.read()


def _read_with_setuptools(text):
    import tempfile

    from setuptools.config.pyprojecttoml import read_configuration  # cspell:disable-line

    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "pyproject.toml")
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)
        read_configuration(path)
    return "accepted"


@case("extension.packages.core-requirement", "setuptools-cli-license-raises")
def setuptools_cli_license_raises():
    return _read_with_setuptools(_cli_pyproject_text())


@case("extension.packages.core-requirement", "setuptools-cli-license-table")
def setuptools_cli_license_table():
    import re

    text = _cli_pyproject_text()
    changed = re.sub(r'(?m)^license\s*=\s*"([^"]*)"\s*$', r'license = {text = "\1"}', text)
    return {"license line changed": changed != text, "outcome": _read_with_setuptools(changed)}


@case("extension.packages.core-requirement", "cli-dependencies")
def cli_dependencies():
    try:
        import tomllib
    except ModuleNotFoundError:  # Python 3.10
        import tomli as tomllib

    project = tomllib.loads(_cli_pyproject_text())["project"]
    return {"version": project["version"], "dependencies": project.get("dependencies", [])}


# Second reading (wave 5) 2026-11-29 (h-cli): the same file with its license string changed to another SPDX name, and
# with a license table naming a file; whether this setuptools accepts each.
@case("extension.packages.core-requirement", "setuptools-license-forms-wave-5")
def setuptools_license_forms():
    import re

    text = _cli_pyproject_text()
    forms = {"string MIT": 'license = "MIT"', "table with file": 'license = {file = "LICENSE"}'}
    out = {}
    for label, line in forms.items():
        changed = re.sub(r'(?m)^license\s*=\s*"([^"]*)"\s*$', line, text)
        try:
            out[label] = _read_with_setuptools(changed)
        except Exception as error:  # noqa: BLE001 - the error is the outcome
            out[label] = {"error": type(error).__name__}
    return out
