"""Cases of the extension points the implementation guide describes: a protocol of our own that fails,
a search strategy of our own, and what the 1.x plugin packages require of the core."""
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
