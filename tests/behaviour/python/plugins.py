"""Cases of python-utcp's plugin registries (utcp.plugins.discovery)."""
import json
from _behaviour import case, cases_of, install_protocol, load_plugins, model_serializer, outcome_of


async def registration_answer(type_name, override):
    """Registers a protocol for `type_name`, then a second one with `override`: what each registration
    returned and which protocol answers a call."""
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.utcp_client import UtcpClient

    install_protocol(type_name, "answered by the first", False)
    second = install_protocol(type_name, "answered by the second", override)
    client = await UtcpClient.create()
    await client.register_manual(CallTemplateSerializer().validate_dict({"name": "own", "call_template_type": type_name}))
    return {"second registration returned": second, "call": await client.call_tool("own.hello", {})}


cases_of("plugins.discovery.override", {
    "second-without-override": lambda: registration_answer("own_twice_kept", False),
    "second-with-override": lambda: registration_answer("own_twice_replaced", True),
})


ENTRY_POINT_SCRIPT = r'''
import json, sys
import fake_utcp_plugin
import utcp.utcp_client
seen = {"before-first-use": fake_utcp_plugin.CALLS}
from utcp.data.call_template import CallTemplateSerializer
def build():
    try:
        CallTemplateSerializer()
        return {"built": True, "register calls": fake_utcp_plugin.CALLS}
    except Exception as error:
        return {"error": type(error).__name__, "register calls": fake_utcp_plugin.CALLS}
seen["first-serializer"] = build()
seen["second-serializer"] = build()
print(json.dumps(seen))
'''


def fresh_interpreter(script: str, register_body: str | None = None, *, plugin_source: str | None = None,
                      entry_points: str = "fake = fake_utcp_plugin:register\n") -> dict:
    """Runs `script` in a new interpreter and returns the JSON of its last printed line. With `register_body`, the
    interpreter also sees one extra utcp.plugins entry point, fake_utcp_plugin:register, whose register() adds one
    to the module's CALLS and then runs `register_body` (indented four spaces). `plugin_source` replaces that module
    outright, and `entry_points` then lists its utcp.plugins entry points (lines of `name = module:function`)."""
    import os
    import subprocess
    import sys
    import tempfile

    folder = tempfile.mkdtemp()
    if register_body is not None:
        plugin_source = ("CALLS = 0\nNESTED = None\n\ndef register():\n    global CALLS, NESTED\n    CALLS += 1\n"
                         + register_body)
    if plugin_source is not None:
        with open(os.path.join(folder, "fake_utcp_plugin.py"), "w") as handle:
            handle.write(plugin_source)
        info = os.path.join(folder, "fake_utcp_plugin-0.1.dist-info")
        os.mkdir(info)
        with open(os.path.join(info, "METADATA"), "w") as handle:
            handle.write("Metadata-Version: 2.1\nName: fake-utcp-plugin\nVersion: 0.1\n")
        with open(os.path.join(info, "entry_points.txt"), "w") as handle:
            handle.write("[utcp.plugins]\n" + entry_points)
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([folder, *[p for p in sys.path if p]]))
    done = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True, text=True,
                          timeout=60, cwd=folder)
    if done.returncode != 0:
        return {"exit": done.returncode, "stderr": done.stderr.strip().splitlines()[-1:]}
    return json.loads(done.stdout.strip().splitlines()[-1])


def entry_point_run(fails: bool) -> dict:
    """ENTRY_POINT_SCRIPT with a fake entry point whose register() raises when `fails`."""
    return fresh_interpreter(ENTRY_POINT_SCRIPT, "    raise RuntimeError('plugin broken')\n" if fails else "")


@case("plugins.entry-points.loading", "before-first-use")
def entry_point_before_use():
    return {"register calls": entry_point_run(False)["before-first-use"]}


@case("plugins.entry-points.loading", "first-serializer")
def entry_point_first_serializer():
    return entry_point_run(False)["first-serializer"]


@case("plugins.entry-points.loading", "second-serializer")
def entry_point_second_serializer():
    return entry_point_run(False)["second-serializer"]


@case("plugins.entry-points.loading", "failing-entry-point")
def entry_point_failing():
    run = entry_point_run(True)
    return {"first serializer": run["first-serializer"], "second serializer": run["second-serializer"]}


async def own_protocol_duties() -> dict:
    """Registers and calls a manual of a protocol of our own that records the templates it is handed."""
    load_plugins()
    from utcp.data.call_template import CallTemplate, CallTemplateSerializer
    from utcp.data.register_manual_response import RegisterManualResult
    from utcp.data.tool import Tool
    from utcp.data.utcp_manual import UtcpManual
    from utcp.interfaces.communication_protocol import CommunicationProtocol
    from utcp.plugins.discovery import register_call_template, register_communication_protocol
    from utcp.utcp_client import UtcpClient

    seen = {}

    class DutyTemplate(CallTemplate):
        url: str = ""

    class DutyProtocol(CommunicationProtocol):
        async def register_manual(self, caller, manual_call_template):
            seen["registration"] = manual_call_template.url
            tool = Tool(name="t", description="", tool_call_template=DutyTemplate(
                call_template_type="duty_protocol", url="${BASE}/t"))
            return RegisterManualResult(manual_call_template=manual_call_template,
                                        manual=UtcpManual(tools=[tool]), success=True, errors=[])

        async def deregister_manual(self, caller, manual_call_template):
            return None

        async def call_tool(self, caller, tool_name, tool_args, tool_call_template):
            seen["call"] = tool_call_template.url
            return "abcdefghijkl"

        async def call_tool_streaming(self, caller, tool_name, tool_args, tool_call_template):
            yield "abcdefghijkl"

    register_call_template("duty_protocol", model_serializer(DutyTemplate), True)
    register_communication_protocol("duty_protocol", DutyProtocol(), True)
    client = await UtcpClient.create(config={
        "variables": {"m_BASE": "https://h.example"},
        "post_processing": [{"tool_post_processor_type": "limit_strings", "limit": 5}]})
    result = await client.register_manual(CallTemplateSerializer().validate_dict(
        {"name": "m", "call_template_type": "duty_protocol", "url": "${BASE}/manual"}))
    answer = await client.call_tool(result.manual.tools[0].name, {})
    return {"template-substituted": seen, "tool-names-prefixed": [t.name for t in result.manual.tools],
            "result-post-processed": answer}


cases_of("plugins.protocol.client-duties", {
    "template-substituted": lambda: own_protocol_duties_part("template-substituted"),
    "tool-names-prefixed": lambda: own_protocol_duties_part("tool-names-prefixed"),
    "result-post-processed": lambda: own_protocol_duties_part("result-post-processed"),
})


async def own_protocol_duties_part(part: str):
    return (await own_protocol_duties())[part]
@case("plugins.types.unfinished", "graphql-tcp-udp")
async def unfinished_types():
    """Whether the graphql, tcp and udp types have a communication protocol once the plugins are loaded,
    and whether a client can register a manual of each."""
    load_plugins()
    from utcp.interfaces.communication_protocol import CommunicationProtocol

    observed = {}
    for type_name in ("graphql", "tcp", "udp"):
        template = await outcome_of(_validated({"name": "m", "call_template_type": type_name,
                                                "url": "https://api.example.com/graphql",
                                                "host": "127.0.0.1", "port": 9}))
        observed[type_name] = {"protocol": type_name in CommunicationProtocol.communication_protocols,
                               "template": "accepted" if "value" in template else template["error"]["type"]}
    return observed


async def _validated(template):
    from utcp.data.call_template import CallTemplateSerializer

    return CallTemplateSerializer().validate_dict(template) is not None


TRIGGER_SCRIPT = r'''
import asyncio, json
import fake_utcp_plugin
what = TRIGGER
if what == "manual":
    from utcp.data.utcp_manual import UtcpManual
    UtcpManual(tools=[])
elif what == "client":
    from utcp.utcp_client import UtcpClient
    asyncio.run(UtcpClient.create())
elif what == "nested":
    from utcp.data.call_template import CallTemplateSerializer
    CallTemplateSerializer()
    CallTemplateSerializer()
print(json.dumps({"register calls": fake_utcp_plugin.CALLS, "nested outcome": getattr(fake_utcp_plugin, "NESTED", None)}))
'''


def trigger_run(trigger: str) -> dict:
    """A fresh interpreter with one extra utcp.plugins entry point; `trigger` names what is done before counting
    how often its register() ran. For "nested", register() itself builds a serializer while loading is under way."""
    nested = ("    try:\n        from utcp.data.call_template import CallTemplateSerializer\n"
              "        CallTemplateSerializer()\n        global NESTED\n        NESTED = 'returned'\n"
              "    except Exception as error:\n        NESTED = type(error).__name__\n") if trigger == "nested" else ""
    return fresh_interpreter(TRIGGER_SCRIPT.replace("TRIGGER", json.dumps(trigger)), nested)


cases_of("plugins.loader.triggers", {
    "manual-built": lambda: trigger_run("manual")["register calls"],
    "client-created": lambda: trigger_run("client")["register calls"],
    "serializer-inside-register": lambda: trigger_run("nested"),
})


REGISTRIES_SCRIPT = r'''
import json
from utcp_probe import load_plugins
load_plugins()
from utcp.data.auth import AuthSerializer
from utcp.data.call_template import CallTemplateSerializer
from utcp.data.variable_loader import VariableLoaderSerializer
from utcp.interfaces.communication_protocol import CommunicationProtocol
from utcp.interfaces.concurrent_tool_repository import ConcurrentToolRepositoryConfigSerializer
from utcp.interfaces.tool_post_processor import ToolPostProcessorConfigSerializer
from utcp.interfaces.tool_search_strategy import ToolSearchStrategyConfigSerializer
print(json.dumps({
    "auth": sorted(AuthSerializer.auth_serializers),
    "variable loaders": sorted(VariableLoaderSerializer.loader_serializers),
    "tool repositories": sorted(ConcurrentToolRepositoryConfigSerializer.tool_repository_implementations),
    "search strategies": sorted(ToolSearchStrategyConfigSerializer.tool_search_strategy_implementations),
    "post-processors": sorted(ToolPostProcessorConfigSerializer.tool_post_processor_implementations),
    "call templates": sorted(CallTemplateSerializer.call_template_serializers),
    "protocols": sorted(CommunicationProtocol.communication_protocols),
}))
'''


def core_registries():
    """The type keys of every registry once the plugins are loaded, in a fresh interpreter: the other cases of this
    file register types of their own in the runner's."""
    return fresh_interpreter(REGISTRIES_SCRIPT)


def _split_registries(plugin_side: bool) -> dict:
    registries = core_registries()
    plugin_keys = ("call templates", "protocols")
    return {name: keys for name, keys in registries.items() if (name in plugin_keys) == plugin_side}


cases_of("plugins.loader.core-registries", {
    "core-types": lambda: _split_registries(False),
    "plugin-types": lambda: _split_registries(True),
})


# Cases added by the second adversarial review (2026-11-28).

FAILS_ONCE_SCRIPT = r'''
import json
import fake_utcp_plugin
from utcp.data.call_template import CallTemplateSerializer
def build():
    try:
        CallTemplateSerializer()
        return {"built": True, "register calls": fake_utcp_plugin.CALLS}
    except Exception as error:
        return {"error": type(error).__name__, "register calls": fake_utcp_plugin.CALLS}
print(json.dumps({"first": build(), "second": build(), "third": build()}))
'''

IMPORTS_SCRIPT = r'''
import importlib, json
import fake_utcp_plugin
imported = []
for name in ["utcp.utcp_client", "utcp.data.utcp_manual", "utcp.data.call_template", "utcp.data.tool",
             "utcp.data.utcp_client_config", "utcp_http", "utcp_cli", "utcp_text", "utcp_file", "utcp_mcp"]:
    try:
        importlib.import_module(name)
        imported.append(name)
    except ImportError:
        pass
print(json.dumps({"client imported": "utcp.utcp_client" in imported, "register calls": fake_utcp_plugin.CALLS}))
'''


cases_of("plugins.entry-points.loading", {
    "fails-once-then-works": lambda: fresh_interpreter(
        FAILS_ONCE_SCRIPT, "    if CALLS == 1:\n        raise RuntimeError('plugin broken once')\n"),
    "importing-modules-and-plugins": lambda: fresh_interpreter(IMPORTS_SCRIPT, ""),
})


TWO_ENTRY_POINTS_SCRIPT = r'''
import json
import fake_utcp_plugin
from utcp.data.call_template import CallTemplateSerializer
try:
    CallTemplateSerializer()
    first = "built"
except Exception as error:
    first = type(error).__name__
print(json.dumps({"first serializer": first, "broken register calls": fake_utcp_plugin.BROKEN,
                  "fine register calls": fake_utcp_plugin.FINE,
                  "fine type registered": "fine_type" in CallTemplateSerializer.call_template_serializers}))
'''


@case("plugins.entry-points.loading", "broken-listed-before-fine")
def entry_point_broken_before_fine():
    """One distribution with two entry points, a raising one listed first: whether the second is still called."""
    return fresh_interpreter(
        TWO_ENTRY_POINTS_SCRIPT,
        plugin_source=(
            "BROKEN = 0\nFINE = 0\n\n"
            "def register_broken():\n    global BROKEN\n    BROKEN += 1\n    raise RuntimeError('plugin broken')\n\n"
            "def register_fine():\n    global FINE\n    FINE += 1\n"
            "    from utcp.data.call_template import CallTemplate\n"
            "    from utcp.plugins.discovery import register_call_template\n"
            "    from utcp.interfaces.serializer import Serializer\n"
            "    class S(Serializer):\n"
            "        def to_dict(self, obj):\n            return obj.model_dump()\n"
            "        def validate_dict(self, obj):\n            return CallTemplate.model_validate(obj)\n"
            "    register_call_template('fine_type', S())\n"),
        entry_points="broken = fake_utcp_plugin:register_broken\nfine = fake_utcp_plugin:register_fine\n")


SERIALIZER_SCRIPT = r'''
import importlib, json
import fake_utcp_plugin
serializer = getattr(importlib.import_module("MODULE"), "CLASS")
before = fake_utcp_plugin.CALLS
serializer()
print(json.dumps({"register calls before": before, "after building one": fake_utcp_plugin.CALLS}))
'''

SERIALIZERS = {
    "auth": ("utcp.data.auth", "AuthSerializer"),
    "basic-auth": ("utcp.data.auth_implementations.basic_auth", "BasicAuthSerializer"),
    "tool": ("utcp.data.tool", "ToolSerializer"),
    "json-schema": ("utcp.data.tool", "JsonSchemaSerializer"),
    "manual": ("utcp.data.utcp_manual", "UtcpManualSerializer"),
    "client-config": ("utcp.data.utcp_client_config", "UtcpClientConfigSerializer"),
    "tag-search": ("utcp.implementations.tag_search", "TagAndDescriptionWordMatchStrategyConfigSerializer"),
}


def serializer_run(module: str, name: str) -> dict:
    return fresh_interpreter(SERIALIZER_SCRIPT.replace("MODULE", module).replace("CLASS", name), "")


cases_of("plugins.loader.serializers", {
    label: (lambda module=module, name=name: serializer_run(module, name))
    for label, (module, name) in SERIALIZERS.items()
})


OWN_INIT_SCRIPT = r'''
import json
import fake_utcp_plugin
from utcp.interfaces.serializer import Serializer

class WithoutSuper(Serializer):
    def __init__(self):
        self.ready = True
    def to_dict(self, obj):
        return {}
    def validate_dict(self, obj):
        return obj

class WithSuper(WithoutSuper):
    def __init__(self):
        super(WithoutSuper, self).__init__()
        self.ready = True

WithoutSuper()
without = fake_utcp_plugin.CALLS
WithSuper()
print(json.dumps({"after a subclass that skips super().__init__()": without,
                  "after one that calls it": fake_utcp_plugin.CALLS}))
'''


@case("plugins.loader.serializers", "own-init")
def serializer_own_init():
    return fresh_interpreter(OWN_INIT_SCRIPT, "")


HTTP_BY_ENTRY_POINT_SCRIPT = r'''
import json, sys
from utcp.data.call_template import CallTemplateSerializer
from utcp.interfaces.communication_protocol import CommunicationProtocol
imported_before = "utcp_http" in sys.modules
CallTemplateSerializer()
print(json.dumps({"utcp_http imported by the script": imported_before,
                  "http template": "http" in CallTemplateSerializer.call_template_serializers,
                  "http protocol": "http" in CommunicationProtocol.communication_protocols}))
'''


@case("plugins.loader.core-registries", "http-by-entry-point")
def http_by_entry_point():
    """Only the installed distributions' metadata (the runner's dist-info) and one serializer built: no plugin import."""
    return fresh_interpreter(HTTP_BY_ENTRY_POINT_SCRIPT)


# The seven register functions of utcp.plugins.discovery: function name, and where its registry lives.
REGISTER_FUNCTIONS = {
    "auth": ("register_auth", "utcp.data.auth", "AuthSerializer", "auth_serializers", "api_key"),
    "variable-loader": ("register_variable_loader", "utcp.data.variable_loader", "VariableLoaderSerializer",
                        "loader_serializers", "dotenv"),
    "call-template": ("register_call_template", "utcp.data.call_template", "CallTemplateSerializer",
                      "call_template_serializers", "http"),
    "communication-protocol": ("register_communication_protocol", "utcp.interfaces.communication_protocol",
                               "CommunicationProtocol", "communication_protocols", "http"),
    "tool-repository": ("register_tool_repository", "utcp.interfaces.concurrent_tool_repository",
                        "ConcurrentToolRepositoryConfigSerializer", "tool_repository_implementations", "in_memory"),
    "tool-search-strategy": ("register_tool_search_strategy", "utcp.interfaces.tool_search_strategy",
                             "ToolSearchStrategyConfigSerializer", "tool_search_strategy_implementations",
                             "tag_and_description_word_match"),
    "tool-post-processor": ("register_tool_post_processor", "utcp.interfaces.tool_post_processor",
                            "ToolPostProcessorConfigSerializer", "tool_post_processor_implementations", "filter_dict"),
}


class _LogKeeper:
    """Collects what utcp.plugins.discovery logs (level and message) while in use."""

    def __enter__(self):
        import logging

        records = self.records = []

        class Keep(logging.Handler):
            def emit(self, record):
                records.append([record.levelname, record.getMessage()])

        self.logger = logging.getLogger("utcp.plugins.discovery")
        self.handler, self.level = Keep(), self.logger.level
        self.logger.addHandler(self.handler)
        self.logger.setLevel(logging.DEBUG)
        return self

    def __exit__(self, *exc):
        self.logger.removeHandler(self.handler)
        self.logger.setLevel(self.level)


def register_round(kind: str) -> dict:
    """One register function driven through a new type (non-ASCII), the same type again with and without override,
    a built-in type without and with override, and an empty type; the registry is restored afterwards."""
    import importlib

    load_plugins()
    from utcp.plugins import discovery

    function_name, module, owner_name, attribute, built_in = REGISTER_FUNCTIONS[kind]
    owner = getattr(importlib.import_module(module), owner_name)
    registry = getattr(owner, attribute)
    saved = dict(registry)
    register = getattr(discovery, function_name)
    first, second, third = object(), object(), object()
    new_type = "own_" + kind.replace("-", "_") + "_wétter"
    out: dict = {"registry is a class attribute of " + owner_name: attribute in vars(owner)}
    try:
        with _LogKeeper() as log:
            out["new type"] = register(new_type, first)
            out["the registry holds the object given"] = registry.get(new_type) is first
            out["log after the new type"] = list(log.records)
            del log.records[:]
            out["same type again"] = register(new_type, second)
            out["same type again, override=False"] = register(new_type, second, override=False)
            out["first still registered"] = registry[new_type] is first
            out["log after the refusals"] = list(log.records)
            out["same type, override=True"] = register(new_type, third, override=True)
            out["replaced"] = registry[new_type] is third
            out["built-in " + built_in + " without override"] = register(built_in, first)
            out["built-in kept"] = registry[built_in] is saved[built_in]
            out["built-in with override=True"] = register(built_in, first, override=True)
            out["built-in replaced"] = registry[built_in] is first
            out["empty type"] = register("", first)
            out["type None"] = outcome_of_call(lambda: register(None, first))
            out["stored under None"] = None in registry
            out["log records, last three"] = log.records[-3:]
    finally:
        registry.clear()
        registry.update(saved)
    return out


def outcome_of_call(run):
    try:
        return {"value": run()}
    except Exception as error:  # noqa: BLE001
        return {"error": type(error).__name__}


cases_of("plugins.discovery.register-functions", {
    kind: (lambda kind=kind: register_round(kind)) for kind in REGISTER_FUNCTIONS
})


@case("plugins.discovery.process-wide", "two-clients")
async def registration_seen_by_every_client():
    """A type registered after one client exists and before another: can both clients use it?"""
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.utcp_client import UtcpClient

    before = await UtcpClient.create()
    installed = install_protocol("own_process_wide")
    after = await UtcpClient.create()
    out = {"registered": installed}
    for label, client in (("client created before", before), ("client created after", after)):
        template = CallTemplateSerializer().validate_dict({"name": "pw", "call_template_type": "own_process_wide"})
        await client.register_manual(template)
        out[label] = await client.call_tool("pw.hello", {})
    out["two clients share the registry dict"] = (
        before.config is not after.config
        and CallTemplateSerializer().call_template_serializers is CallTemplateSerializer.call_template_serializers)
    return out


@case("plugins.discovery.override-builtin", "instrumented-http")
async def instrumented_http():
    """The page's example: a subclass of the http protocol registered with override=True after the plugins loaded,
    then an http tool called through a client."""
    load_plugins()
    from utcp.interfaces.communication_protocol import CommunicationProtocol
    from utcp.plugins.discovery import register_communication_protocol
    from utcp_http.http_communication_protocol import HttpCommunicationProtocol
    from _behaviour import echo_server, call_with_template

    seen = []

    class LoggingHttpProtocol(HttpCommunicationProtocol):
        async def call_tool(self, caller, tool_name, tool_args, tool_call_template):
            seen.append(tool_name)
            return await super().call_tool(caller, tool_name, tool_args, tool_call_template)

    original = CommunicationProtocol.communication_protocols["http"]
    try:
        without = register_communication_protocol("http", LoggingHttpProtocol())
        replaced = register_communication_protocol("http", LoggingHttpProtocol(), override=True)
        async with echo_server() as (base, _server):
            result = await call_with_template({"call_template_type": "http", "url": base + "/echo/x",
                                               "http_method": "GET"}, {})
        return {"without override": without, "with override": replaced, "call result": result,
                "calls the subclass saw": seen}
    finally:
        CommunicationProtocol.communication_protocols["http"] = original


BEFORE_LOADING_SCRIPT = r'''
import json
from utcp.interfaces.communication_protocol import CommunicationProtocol
from utcp.plugins.discovery import register_communication_protocol
from utcp_http.http_communication_protocol import HttpCommunicationProtocol
from utcp.plugins.plugin_loader import ensure_plugins_initialized

class Mine(HttpCommunicationProtocol):
    pass

first = register_communication_protocol("http", Mine(), override=True)
ensure_plugins_initialized()
print(json.dumps({"registered before loading": first,
                  "class registered for http after loading":
                      type(CommunicationProtocol.communication_protocols["http"]).__name__}))
'''


@case("plugins.discovery.override-builtin", "registered-before-loading")
def override_before_loading():
    """The same subclass registered before the plugins are loaded: does the http plugin's own register() replace it?"""
    return fresh_interpreter(BEFORE_LOADING_SCRIPT)


ORDER_SCRIPT = r'''
import json
import fake_utcp_plugin
from utcp.plugins.plugin_loader import ensure_plugins_initialized
ensure_plugins_initialized()
print(json.dumps({"calls in order": fake_utcp_plugin.ORDER}))
'''

ORDER_PLUGIN = (
    "ORDER = []\n\n"
    "def _mark(name):\n"
    "    from utcp.data.auth import AuthSerializer\n"
    "    from utcp.data.call_template import CallTemplateSerializer\n"
    "    ORDER.append([name, 'core api_key registered: %s' % ('api_key' in AuthSerializer.auth_serializers),\n"
    "                  'http registered: %s' % ('http' in CallTemplateSerializer.call_template_serializers)])\n\n"
    "def zeta():\n    _mark('zeta')\n\n"
    "def alpha():\n    _mark('alpha')\n\n"
    "def middle():\n    _mark('middle')\n"
)


@case("plugins.entry-points.order", "listed-order")
def entry_points_listed_order():
    """One distribution listing zeta, alpha, middle (not alphabetical): the order of the calls, and whether the core
    types were registered before the first."""
    return fresh_interpreter(ORDER_SCRIPT, plugin_source=ORDER_PLUGIN,
                             entry_points="zeta = fake_utcp_plugin:zeta\nalpha = fake_utcp_plugin:alpha\n"
                                          "middle = fake_utcp_plugin:middle\n")


@case("plugins.entry-points.order", "reversed-listing")
def entry_points_reversed_listing():
    """The same three entry points listed middle, alpha, zeta."""
    return fresh_interpreter(ORDER_SCRIPT, plugin_source=ORDER_PLUGIN,
                             entry_points="middle = fake_utcp_plugin:middle\nalpha = fake_utcp_plugin:alpha\n"
                                          "zeta = fake_utcp_plugin:zeta\n")


# Third adversarial review 2026-11-29 (r-x4): an entry point whose module cannot be imported, or that names a function
# the module lacks: what building a serializer raises, twice in a row.
BAD_TARGET_SCRIPT = r'''
import json
from utcp.data.call_template import CallTemplateSerializer
found = []
for attempt in range(2):
    try:
        CallTemplateSerializer()
        found.append("built")
    except Exception as error:
        found.append(type(error).__name__)
print(json.dumps(found))
'''

cases_of("plugins.entry-points.loading", {
    "entry-point-module-missing": lambda: fresh_interpreter(
        BAD_TARGET_SCRIPT, plugin_source="", entry_points="gone = no_such_utcp_plugin_rx4:register\n"),
    "entry-point-function-missing": lambda: fresh_interpreter(
        BAD_TARGET_SCRIPT, plugin_source="", entry_points="gone = fake_utcp_plugin:no_such_register\n"),
})


# Adversarial review 2026-11-29 (p-fold9): the GraphQL and socket packages of the 1.0 tree, which the 0.1 pages and
# the RFC call unfinished. Each case imports the package from the pinned tree and reads its own pyproject.toml.
def incomplete_package(package, modules):
    import importlib
    import tomllib
    from pathlib import Path

    load_plugins()
    module = importlib.import_module(package)
    folder = Path(module.__file__).resolve().parents[2]
    project = tomllib.loads((folder / "pyproject.toml").read_text()).get("project", {})
    imports = {}
    for name in modules:
        try:
            importlib.import_module(f"{package}.{name}")
            imports[name] = "imported"
        except ImportError as error:
            imports[name] = f"{type(error).__name__}: {error.name}"
    return {"has register()": callable(getattr(module, "register", None)),
            "utcp.plugins entry point": "utcp.plugins" in project.get("entry-points", {}),
            "INCOMPLETE file": (folder / "INCOMPLETE").exists(), "protocol modules": imports}


async def asyncio_value(make):
    return make()


def known_call_template_types():
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer

    known = set(CallTemplateSerializer.call_template_serializers)
    return {"graphql, tcp, udp known": sorted({"graphql", "tcp", "udp"} & known),
            "websocket known": "websocket" in known}


async def register_incomplete_type(template):
    load_plugins()
    from utcp.utcp_client import UtcpClient

    from utcp.data.call_template import CallTemplateSerializer

    client = await UtcpClient.create()
    built = await outcome_of(asyncio_value(lambda: CallTemplateSerializer().validate_dict(template)))
    if "error" in built:
        return {"reading the call template": built["error"]["type"], "message": built["error"]["message"][:200]}
    outcome = await outcome_of(client.register_manual(built["value"]))
    if "error" in outcome:
        return {"error": outcome["error"]["type"]}
    result = outcome["value"]
    return {"success": result.success, "errors": [str(e)[:160] for e in result.errors],
            "tools": [t.name for t in result.manual.tools]}


cases_of("plugins.incomplete.gql-socket", {
    "gql-package": lambda: incomplete_package("utcp_gql", ["gql_communication_protocol"]),
    "socket-package": lambda: incomplete_package("utcp_socket", ["tcp_communication_protocol",
                                                                 "udp_communication_protocol"]),
    "known-types": known_call_template_types,
    "register-graphql-manual": lambda: register_incomplete_type(
        {"name": "g", "call_template_type": "graphql", "url": "http://127.0.0.1:9/graphql"}),
    "register-tcp-manual": lambda: register_incomplete_type(
        {"name": "s", "call_template_type": "tcp", "host": "127.0.0.1", "port": 9}),
    "register-udp-manual": lambda: register_incomplete_type(
        {"name": "u", "call_template_type": "udp", "host": "127.0.0.1", "port": 9}),
})


# Adversarial review 2026-11-29 (p-fold10): the entry points of the group utcp.plugins as the installed
# distributions of the pinned commit list them (the harness writes them from each pyproject.toml).
def installed_plugin_entry_points():
    from importlib.metadata import entry_points

    found = sorted((ep.dist.name if ep.dist else None, ep.name, ep.value) for ep in entry_points(group="utcp.plugins"))
    return {"utcp-http": [[name, value] for dist, name, value in found if dist == "utcp-http"],
            "every value names a register function": all(value.endswith(":register") for _, _, value in found)}


cases_of("plugins.entry-points.installed", {"group-listing": installed_plugin_entry_points})


# Adversarial review 2026-11-29 (q-api): a UtcpManual that fails validation, and serializers other than the first.
TRIGGER_EDGES_SCRIPT = r'''
import json
import fake_utcp_plugin
what = TRIGGER
error = None
if what == "invalid-manual":
    from utcp.data.utcp_manual import UtcpManual
    try:
        UtcpManual(tools="not a list")
    except Exception as exc:
        error = type(exc).__name__
elif what == "invalid-version":
    from utcp.data.utcp_manual import UtcpManual
    try:
        UtcpManual(tools=[], manual_version=5)
    except Exception as exc:
        error = type(exc).__name__
elif what == "invalid-tool-dict":
    from utcp.data.utcp_manual import UtcpManual
    try:
        UtcpManual(tools=[{"name": "t"}])
    except Exception as exc:
        error = type(exc).__name__
elif what == "auth-serializer":
    from utcp.data.auth import AuthSerializer
    AuthSerializer()
elif what == "manual-serializer":
    from utcp.data.utcp_manual import UtcpManualSerializer
    UtcpManualSerializer()
print(json.dumps({"register calls": fake_utcp_plugin.CALLS, "error": error}))
'''


cases_of("plugins.loader.trigger-edges", {
    "invalid-manual": lambda: fresh_interpreter(TRIGGER_EDGES_SCRIPT.replace("TRIGGER", json.dumps("invalid-manual")), ""),
    "invalid-version": lambda: fresh_interpreter(TRIGGER_EDGES_SCRIPT.replace("TRIGGER", json.dumps("invalid-version")), ""),
    "invalid-tool-dict": lambda: fresh_interpreter(
        TRIGGER_EDGES_SCRIPT.replace("TRIGGER", json.dumps("invalid-tool-dict")), ""),
    "auth-serializer": lambda: fresh_interpreter(TRIGGER_EDGES_SCRIPT.replace("TRIGGER", json.dumps("auth-serializer")), ""),
    "manual-serializer": lambda: fresh_interpreter(
        TRIGGER_EDGES_SCRIPT.replace("TRIGGER", json.dumps("manual-serializer")), ""),
})


# Adversarial review 2026-11-29 (q-rfc2): in the 1.1 tree, which call template types the loaded plugins know, and
# what a tcp or udp manual call template becomes when it is read.
def socket_template_class(type_name: str):
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer

    template = CallTemplateSerializer().validate_dict(
        {"name": "s", "call_template_type": type_name, "host": "127.0.0.1", "port": 9})
    return {"class": type(template).__name__, "call_template_type": template.call_template_type}


cases_of("plugins.socket.registered", {
    "known-types": known_call_template_types,
    "tcp-template": lambda: socket_template_class("tcp"),
    "udp-template": lambda: socket_template_class("udp"),
})


OTHER_TRIGGERS_SCRIPT = r'''
import json
import fake_utcp_plugin
what = TRIGGER
if what == "config-built":
    from utcp.data.utcp_client_config import UtcpClientConfig
    UtcpClientConfig()
elif what == "plugin-module-imported":
    import utcp_http.http_call_template
elif what == "call-template-built":
    from utcp_http.http_call_template import HttpCallTemplate
    HttpCallTemplate(name="web", url="https://x.example/utcp")
print(json.dumps({"register calls": fake_utcp_plugin.CALLS}))
'''

cases_of("plugins.loader.trigger-edges", {
    trigger: (lambda trigger=trigger: fresh_interpreter(
        OTHER_TRIGGERS_SCRIPT.replace("TRIGGER", json.dumps(trigger)), "")["register calls"])
    for trigger in ("config-built", "plugin-module-imported", "call-template-built")
})


# Second reading 2026-11-29 (f-rfc-b): the members of the graphql, tcp and udp call template models of the 1.0
# tree, which RFC section 5.11 lists, read from the models themselves (the packages are not usable plugins).
def incomplete_model_fields(kind: str):
    from typing import get_args

    if kind == "graphql":
        from utcp_gql.gql_call_template import GraphQLProvider as model
    elif kind == "tcp":
        from utcp_socket.tcp_call_template import TCPProvider as model
    else:
        from utcp_socket.udp_call_template import UDPProvider as model
    fields = {}
    for name, field in model.model_fields.items():
        if name in ("name", "call_template_type", "auth", "allowed_communication_protocols"):
            continue
        fields[name] = "<required>" if field.is_required() else repr(field.default)
    out = {"fields": fields}
    if kind == "graphql":
        out["operation_type values"] = sorted(get_args(model.model_fields["operation_type"].annotation))
    return out


cases_of("plugins.incomplete.model-fields", {
    "graphql": lambda: incomplete_model_fields("graphql"),
    "tcp": lambda: incomplete_model_fields("tcp"),
    "udp": lambda: incomplete_model_fields("udp"),
})


# Second reading (r-lead) 2026-11-29: UtcpManual built without its __init__ (model_validate), with and without tools.
MANUAL_VALIDATE_SCRIPT = r'''
import json
import fake_utcp_plugin
what = TRIGGER
from utcp.data.utcp_manual import UtcpManual
if what == "manual-model-validate-empty":
    UtcpManual.model_validate({"tools": []})
elif what == "manual-model-validate-with-tool":
    UtcpManual.model_validate({"tools": [{"name": "t", "description": "", "tool_call_template":
        {"name": "m", "call_template_type": "http", "url": "https://x.example/t", "http_method": "GET"}}]})
elif what == "manual-empty-tools":
    UtcpManual(tools=[])
print(json.dumps({"register calls": fake_utcp_plugin.CALLS}))
'''

cases_of("plugins.loader.trigger-edges", {
    trigger: (lambda trigger=trigger: fresh_interpreter(
        MANUAL_VALIDATE_SCRIPT.replace("TRIGGER", json.dumps(trigger)), "")["register calls"])
    for trigger in ("manual-model-validate-empty", "manual-model-validate-with-tool", "manual-empty-tools")
})


# Second reading (r-lead) 2026-11-29: a call template built directly with its auth given as a dict, or with none.
TEMPLATE_AUTH_SCRIPT = r'''
import json
import fake_utcp_plugin
what = TRIGGER
from utcp_http.http_call_template import HttpCallTemplate
auth = {"auth_type": "api_key", "api_key": "k", "var_name": "X-Key", "location": "header"}
if what == "call-template-auth-dict":
    HttpCallTemplate(name="web", url="https://x.example/utcp", auth=auth)
elif what == "call-template-auth-object":
    from utcp.data.auth_implementations.api_key_auth import ApiKeyAuth
    HttpCallTemplate(name="web", url="https://x.example/utcp", auth=ApiKeyAuth(**auth))
print(json.dumps({"register calls": fake_utcp_plugin.CALLS}))
'''

cases_of("plugins.loader.trigger-edges", {
    trigger: (lambda trigger=trigger: fresh_interpreter(
        TEMPLATE_AUTH_SCRIPT.replace("TRIGGER", json.dumps(trigger)), "")["register calls"])
    for trigger in ("call-template-auth-dict", "call-template-auth-object")
})


# Second reading (s-yaml-core) 2026-11-30: further imports, templates built directly, and triggers read without a
# constructor; each variant in an interpreter of its own.
TRIGGER_VARIANTS = {
    "modules-imported-more": {
        "http package and protocol": "import utcp_http, utcp_http.http_communication_protocol",
        "cli and text templates": "import utcp_cli.cli_call_template, utcp_text.text_call_template",
        "client and manual modules": "import utcp.utcp_client, utcp.data.utcp_manual, utcp.data.call_template",
    },
    "templates-built-more": {
        "http with auth None": "from utcp_http.http_call_template import HttpCallTemplate\n"
                               "HttpCallTemplate(name='web', url='https://x.example/u', auth=None)",
        "cli with a command dict": "from utcp_cli.cli_call_template import CliCallTemplate\n"
                                   "CliCallTemplate(name='c', commands=[{'command': 'echo hi'}])",
        "http with a basic auth dict": "from utcp_http.http_call_template import HttpCallTemplate\n"
                                       "HttpCallTemplate(name='web', url='https://x.example/u', "
                                       "auth={'auth_type': 'basic', 'username': 'u', 'password': 'p'})",
        "http from model_validate, auth dict": "from utcp_http.http_call_template import HttpCallTemplate\n"
                                               "HttpCallTemplate.model_validate({'name': 'web', 'url': 'https://x.example/u', "
                                               "'auth': {'auth_type': 'basic', 'username': 'u', 'password': 'p'}})",
    },
    "triggers-more": {
        "config model_validate of {}": "from utcp.data.utcp_client_config import UtcpClientConfig\n"
                                       "UtcpClientConfig.model_validate({})",
        "manual model_validate_json": "from utcp.data.utcp_manual import UtcpManual\n"
                                      "UtcpManual.model_validate_json('{\"tools\": []}')",
        "manual model_validate without tools": "from utcp.data.utcp_manual import UtcpManual\n"
                                               "UtcpManual.model_validate({})",
        "our serializer subclass": "from utcp.interfaces.serializer import Serializer\n"
                                   "class S(Serializer):\n    def to_dict(self, obj): return {}\n"
                                   "    def validate_dict(self, obj): return obj\nS()",
        "our subclass with its own __init__": "from utcp.interfaces.serializer import Serializer\n"
                                              "class S(Serializer):\n    def __init__(self): pass\n"
                                              "    def to_dict(self, obj): return {}\n"
                                              "    def validate_dict(self, obj): return obj\nS()",
    },
}


def trigger_variant_counts(variants: dict) -> dict:
    out = {}
    for label, code in variants.items():
        script = "import json\nimport fake_utcp_plugin\n" + code + \
                 "\nprint(json.dumps({'register calls': fake_utcp_plugin.CALLS}))\n"
        result = fresh_interpreter(script, "")
        out[label] = result.get("register calls", result)
    return out


cases_of("plugins.loader.trigger-edges", {
    case_id: (lambda variants=variants: trigger_variant_counts(variants)) for case_id, variants in TRIGGER_VARIANTS.items()
})


# Second reading (wave 3) 2026-11-29 (g-core): each variant runs in a fresh interpreter; the outcome is the register
# calls of the fake entry point and the type of the exception the variant raised, if any.
def trigger_counts_with_errors(variants: dict) -> dict:
    out = {}
    for label, code in variants.items():
        body = "\n".join("    " + line for line in code.splitlines())
        script = ("import json\nimport fake_utcp_plugin\nerror = None\ntry:\n" + body +
                  "\nexcept Exception as caught:\n    error = type(caught).__name__\n"
                  "print(json.dumps({'register calls': fake_utcp_plugin.CALLS, 'error': error}))\n")
        out[label] = fresh_interpreter(script, "")
    return out


WAVE_3_TRIGGER_VARIANTS = {
    "manual-validate-more": {
        "model_validate, tools and an unknown key": "from utcp.data.utcp_manual import UtcpManual\n"
                                                    "UtcpManual.model_validate({'tools': [], 'extra': 1})",
        "model_validate_json, tools and an unknown key": "from utcp.data.utcp_manual import UtcpManual\n"
                                                         "UtcpManual.model_validate_json('{\"tools\": [], \"x\": 1}')",
        "model_validate, tools and utcp_version": "from utcp.data.utcp_manual import UtcpManual\n"
                                                  "UtcpManual.model_validate({'tools': [], 'utcp_version': '1.0.1'})",
        "model_validate_json without tools": "from utcp.data.utcp_manual import UtcpManual\n"
                                            "UtcpManual.model_validate_json('{}')",
        "model_validate, tools null": "from utcp.data.utcp_manual import UtcpManual\n"
                                      "UtcpManual.model_validate({'tools': None})",
        "model_construct, empty tools": "from utcp.data.utcp_manual import UtcpManual\n"
                                        "UtcpManual.model_construct(tools=[])",
    },
    "own-serializer-more": {
        "own __init__ calling the base one": "from utcp.interfaces.serializer import Serializer\n"
                                             "class S(Serializer):\n    def __init__(self):\n"
                                             "        super().__init__()\n"
                                             "    def to_dict(self, obj): return {}\n"
                                             "    def validate_dict(self, obj): return obj\nS()",
        "subclass of ToolSerializer": "from utcp.data.tool import ToolSerializer\n"
                                      "class T(ToolSerializer):\n    pass\nT()",
        "subclass defined, never built": "from utcp.interfaces.serializer import Serializer\n"
                                         "class S(Serializer):\n    def to_dict(self, obj): return {}\n"
                                         "    def validate_dict(self, obj): return obj",
    },
    "templates-built-wave-3": {
        "http auth as an empty dict": "from utcp_http.http_call_template import HttpCallTemplate\n"
                                      "HttpCallTemplate(name='web', url='https://x.example/u', auth={})",
        "http model_validate_json, auth dict": "from utcp_http.http_call_template import HttpCallTemplate\n"
                                               "HttpCallTemplate.model_validate_json('{\"name\": \"web\", "
                                               "\"url\": \"https://x.example/u\", \"auth\": {\"auth_type\": "
                                               "\"basic\", \"username\": \"u\", \"password\": \"p\"}}')",
        "http model_validate, no auth": "from utcp_http.http_call_template import HttpCallTemplate\n"
                                        "HttpCallTemplate.model_validate({'name': 'web', 'url': 'https://x.example/u'})",
        "base CallTemplate": "from utcp.data.call_template import CallTemplate\n"
                             "CallTemplate(name='x', call_template_type='http')",
    },
    "modules-imported-wave-3": {
        "top-level packages": "import utcp, utcp_http, utcp_cli, utcp_text",
        "client class and its implementation": "from utcp.utcp_client import UtcpClient\n"
                                                "import utcp.implementations.utcp_client_implementation",
        "openapi converter and loader module": "import utcp_http.openapi_converter, utcp.plugins.plugin_loader",
    },
    "config-triggers-more": {
        "config model_validate_json of {}": "from utcp.data.utcp_client_config import UtcpClientConfig\n"
                                            "UtcpClientConfig.model_validate_json('{}')",
        "config model_construct": "from utcp.data.utcp_client_config import UtcpClientConfig\n"
                                  "UtcpClientConfig.model_construct()",
        "config with an unknown key": "from utcp.data.utcp_client_config import UtcpClientConfig\n"
                                      "UtcpClientConfig(unknown_field=1)",
    },
}

cases_of("plugins.loader.trigger-edges", {
    case_id: (lambda variants=variants: trigger_counts_with_errors(variants))
    for case_id, variants in WAVE_3_TRIGGER_VARIANTS.items()
})


# Second reading (wave 5) 2026-11-29 (h-cli): the config built by model_construct with its serializer-built fields
# given; UtcpManual with the three known keys, a key in another case, tools null as JSON; auth dicts that are empty
# or name no known type, directly and through model_validate.
WAVE_5_TRIGGER_VARIANTS = {
    "manual-and-config-wave-5": {
        "config model_construct with every field given": "from utcp.data.utcp_client_config import UtcpClientConfig\n"
                                                         "UtcpClientConfig.model_construct(**{name: None for name in "
                                                         "UtcpClientConfig.model_fields})",
        "manual model_construct without arguments": "from utcp.data.utcp_manual import UtcpManual\n"
                                                    "UtcpManual.model_construct()",
        "manual model_validate, the three known keys": "from utcp.data.utcp_manual import UtcpManual\n"
                                                       "UtcpManual.model_validate({'tools': [], 'utcp_version': '1.0.1', "
                                                       "'manual_version': '1.0.0'})",
        "manual model_validate, key Tools": "from utcp.data.utcp_manual import UtcpManual\n"
                                            "UtcpManual.model_validate({'Tools': []})",
        "manual model_validate_json, tools null": "from utcp.data.utcp_manual import UtcpManual\n"
                                                  "UtcpManual.model_validate_json('{\"tools\": null}')",
    },
    "auth-dicts-wave-5": {
        "http model_validate, auth {}": "from utcp_http.http_call_template import HttpCallTemplate\n"
                                        "HttpCallTemplate.model_validate({'name': 'web', 'url': 'https://x.example/u', "
                                        "'auth': {}})",
        "http built, auth_type unknown": "from utcp_http.http_call_template import HttpCallTemplate\n"
                                         "HttpCallTemplate(name='web', url='https://x.example/u', "
                                         "auth={'auth_type': 'nope'})",
        "http built, auth_type null": "from utcp_http.http_call_template import HttpCallTemplate\n"
                                      "HttpCallTemplate(name='web', url='https://x.example/u', auth={'auth_type': None})",
    },
}

cases_of("plugins.loader.trigger-edges", {
    case_id: (lambda variants=variants: trigger_counts_with_errors(variants))
    for case_id, variants in WAVE_5_TRIGGER_VARIANTS.items()
})
