"""Claim: what the core client, its interfaces and helpers do behind the public calls.

UtcpClient is abstract in every public method but create(); __init__ stores config and root_dir,
and UtcpClientImplementation's constructor neither substitutes variables nor registers manuals.
The client asks the repository's get_manual() for the name before registering, runs the variable
substitutor's substitute() on a template before the protocol sees it and find_required_variables()
for the get_required_variables_* helpers; register_manuals() registers concurrently; a protocol
registry entry is one instance, process-wide, used by every client and manual of its type.
call_tool_streaming() raises UtcpVariableNotFound for an unresolved reference, whose message names
the variable and points to the environment and the configuration; search_tools() hands the
configured repository and its arguments to the configured strategy.
get_required_variables_for_manual_and_tools() raises ValueError for a type without a protocol
only when the template itself references no variable. Loaders of load_variables_from are asked in
list order. Basic credentials pass through substitution; an OAuth2 token is kept by the protocol,
not in the auth model. ConcurrentToolRepository declares ten abstract coroutine methods;
InMemToolRepository.get_tools waits for the write lock and returns deep copies of the tools of all manuals, and its config
serializer ignores other keys. Auth serializers use a generic message for non-pydantic failures,
the WebSocket serializer starts with "Failed to validate". ToolContext is two static methods on a
class-level list that only grows; the post-processors' tool and manual filters (the manual name
being the tool's call template name) decide which results are processed; get_param_description reads a pydantic 1 attribute (so "" for
a pydantic 2 field) and, without a name, the class's `description` or its docstring.
versions: 1.0, next
"""
import asyncio
import base64
import collections.abc
import inspect
import json
import os
import tempfile

from aiohttp import web
from utcp_probe import http_server, load_plugins, observe, run

SEEN = {"authorization": [], "slow": []}


async def manual(request):
    SEEN["authorization"].append(request.headers.get("Authorization"))
    base = str(request.url.origin())
    return web.json_response({"utcp_version": "1.0.1", "manual_version": "1", "tools": [
        {"name": "echo", "description": "d", "inputs": {}, "outputs": {},
         "tool_call_template": {"call_template_type": "http", "url": f"{base}/echo", "http_method": "GET"}}]})


async def slow_manual(request):
    SEEN["slow"].append("start")
    await asyncio.sleep(0.3)
    SEEN["slow"].append("end")
    return await manual(request)


async def echo(request):
    return web.json_response({"ok": True})


async def token(request):
    return web.json_response({"access_token": "tok-secret-9", "token_type": "Bearer"})


async def main() -> bool:
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.data.auth_implementations.api_key_auth import ApiKeyAuthSerializer
    from utcp.data.auth_implementations.oauth2_auth import OAuth2Auth
    from utcp.data.utcp_client_config import UtcpClientConfig
    from utcp.data.variable_loader_implementations import DotEnvVariableLoader
    from utcp.exceptions import UtcpSerializerValidationError
    from utcp.implementations.default_variable_substitutor import DefaultVariableSubstitutor
    from utcp.implementations.in_mem_tool_repository import InMemToolRepository, InMemToolRepositoryConfigSerializer
    from utcp.implementations.utcp_client_implementation import UtcpClientImplementation
    from utcp.interfaces.communication_protocol import CommunicationProtocol
    from utcp.interfaces.concurrent_tool_repository import ConcurrentToolRepository
    from utcp.plugins.discovery import register_communication_protocol
    from utcp.python_specific_tooling.tool_decorator import ToolContext, get_param_description
    from utcp.utcp_client import UtcpClient

    checks = {}
    events = []

    def steps():
        """The recorded events, a recursive substitute() or find_required_variables() counted once."""
        folded = [event for index, event in enumerate(events) if index == 0 or event != events[index - 1]]
        events.clear()
        return folded

    # Abstract methods of UtcpClient and ConcurrentToolRepository.
    public = sorted(n for n, v in vars(UtcpClient).items() if not n.startswith("_") and callable(getattr(UtcpClient, n)))
    abstract = sorted(UtcpClient.__abstractmethods__)
    observe("UtcpClient public methods, abstract ones", [public, abstract])
    checks["client abstract"] = abstract == [n for n in public if n != "create"] and "create" in public
    repo_methods = sorted(n for n, v in vars(ConcurrentToolRepository).items() if inspect.isfunction(v) and not n.startswith("_"))
    repo_abstract = sorted(ConcurrentToolRepository.__abstractmethods__)
    coroutines = all(inspect.iscoroutinefunction(getattr(ConcurrentToolRepository, n)) for n in repo_abstract)
    observe("repository methods, abstract, all coroutines", [repo_methods, len(repo_abstract), coroutines])
    checks["repository abstract"] = repo_methods == repo_abstract and len(repo_abstract) == 10 and coroutines

    class RecordingSubstitutor(DefaultVariableSubstitutor):
        def substitute(self, *args, **kwargs):
            events.append("substitute")
            return super().substitute(*args, **kwargs)

        def find_required_variables(self, *args, **kwargs):
            events.append("find_required_variables")
            return super().find_required_variables(*args, **kwargs)

    class RecordingRepository(InMemToolRepository):
        async def get_manual(self, manual_name):
            events.append(f"get_manual {manual_name}")
            return await super().get_manual(manual_name)

    http = CommunicationProtocol.communication_protocols["http"]
    http_class = type(http)
    original_register, original_call = http_class.register_manual, http_class.call_tool
    instances = set()

    async def recording_register(self, caller, template):
        events.append("protocol register_manual")
        instances.add(id(self))
        return await original_register(self, caller, template)

    async def recording_call(self, caller, tool_name, tool_args, template):
        events.append("protocol call_tool")
        instances.add(id(self))
        return await original_call(self, caller, tool_name, tool_args, template)

    http_class.register_manual, http_class.call_tool = recording_register, recording_call
    try:
        async with http_server({("GET", "/utcp"): manual, ("GET", "/slow-a"): slow_manual,
                                ("GET", "/slow-b"): slow_manual, ("GET", "/echo"): echo,
                                ("POST", "/token"): token}) as base:
            def template(name, path="/utcp", **extra):
                return CallTemplateSerializer().validate_dict(
                    {"name": name, "call_template_type": "http", "url": f"{base}{path}", "http_method": "GET", **extra})

            # The plain constructor: no substitution, no registration.
            config = UtcpClientConfig(variables={"A": "$NOT_SET_ANYWHERE"}, manual_call_templates=[template("early")],
                                      tool_repository=RecordingRepository())
            root = tempfile.mkdtemp()
            client = UtcpClientImplementation(config, RecordingSubstitutor(), root)
            stored = await client.config.tool_repository.get_manuals()
            observe("after the constructor: variables, manuals, events, config kept, root_dir",
                    [client.config.variables, stored, list(events), client.config is config, client.root_dir == root])
            checks["constructor"] = (client.config.variables == {"A": "$NOT_SET_ANYWHERE"} and stored == []
                                     and events == [] and client.config is config and client.root_dir == root)
            config.variables = {}

            # Order of the steps of register_manual, call_tool and the required-variables helper.
            await client.register_manual(template("first"))
            register_steps = steps()
            await client.call_tool("first.echo", {})
            call_steps = steps()
            await client.get_required_variables_for_registered_tool("first.echo")
            find_steps = steps()
            try:
                await client.register_manual(template("first"))
                again = "no error"
            except ValueError:
                again = "ValueError"
            again_steps = steps()
            observe("register_manual steps, call_tool steps, required-variables steps, same name again",
                    [register_steps, call_steps, find_steps, [again, again_steps]])
            checks["steps"] = (register_steps == ["get_manual first", "substitute", "protocol register_manual"]
                               and call_steps == ["substitute", "protocol call_tool"]
                               and find_steps == ["find_required_variables"]
                               and again == "ValueError" and again_steps == ["get_manual first"])

            # call_tool_streaming with an unresolved variable; search_tools hands the repository to the strategy.
            from utcp.data.tool import Tool
            from utcp.data.utcp_manual import UtcpManual
            from utcp.exceptions import UtcpVariableNotFound
            from utcp.implementations.tag_search import TagAndDescriptionWordMatchStrategy

            needs_var = template("vars", "/echo?k=${MISSING_X}")
            await client.config.tool_repository.save_manual(
                needs_var, UtcpManual(tools=[Tool(name="vars.t", tool_call_template=needs_var)]))
            try:
                async for _ in client.call_tool_streaming("vars.t", {}):
                    pass
                streamed = "no error"
            except UtcpVariableNotFound as error:
                streamed = f"UtcpVariableNotFound: {error.variable_name}"
            error = UtcpVariableNotFound("weather_KEY")
            message = str(error)
            searched = []

            class RecordingStrategy(TagAndDescriptionWordMatchStrategy):
                async def search_tools(self, tool_repository, query, limit=10, any_of_tags_required=None):
                    searched.append([tool_repository is client.config.tool_repository, query, limit, any_of_tags_required])
                    return await super().search_tools(tool_repository, query, limit, any_of_tags_required)

            client.config.tool_search_strategy = RecordingStrategy()
            found = await client.search_tools("echo", limit=3, any_of_tags_required=["x"])
            events.clear()
            observe("streaming with an unresolved variable, exception message, search_tools call seen by the strategy",
                    [streamed, message, searched, len(found)])
            checks["streaming variable, message, search delegation"] = (
                streamed == "UtcpVariableNotFound: vars_MISSING_X" and error.variable_name == "weather_KEY"
                and "weather_KEY" in message and "environment" in message and "config" in message
                and searched == [[True, "echo", 3, ["x"]]])

            # register_manuals runs the registrations concurrently.
            created = await UtcpClient.create()
            await created.register_manuals([template("slow_a", "/slow-a"), template("slow_b", "/slow-b")])
            observe("two slow manual requests", SEEN["slow"])
            checks["concurrent"] = SEEN["slow"] == ["start", "start", "end", "end"]

            # One protocol instance for every client and manual; a registry change reaches existing clients.
            observe("protocol instances seen", [len(instances), id(http) in instances])
            checks["one instance"] = instances == {id(http)}

            class Replacement(http_class):
                pass

            replacement = Replacement()
            register_communication_protocol("http", replacement, override=True)
            instances.clear()
            try:
                await created.register_manual(template("after_override"))
                await client.register_manual(template("after_override"))
            finally:
                register_communication_protocol("http", http, override=True)
            observe("after override: instances seen by both clients", [len(instances), id(replacement) in instances])
            checks["process-wide"] = instances == {id(replacement)}

            # A type without a protocol: ValueError only when the template references no variable.
            saved = CommunicationProtocol.communication_protocols.pop("http")
            try:
                try:
                    await created.get_required_variables_for_manual_and_tools(template("plain"))
                    plain = "no error"
                except ValueError:
                    plain = "ValueError"
                needing = await created.get_required_variables_for_manual_and_tools(template("needs", "/utcp?k=${KEY}"))
            finally:
                CommunicationProtocol.communication_protocols["http"] = saved
            observe("no protocol: plain template, template with a variable", [plain, needing])
            checks["no protocol"] = plain == "ValueError" and needing == ["needs_KEY"]

            # Loaders in list order; Basic credentials substituted before use.
            folder = tempfile.mkdtemp()
            for name, text in (("one.env", "auth_USER=from-first\nauth_PASS=\n"),
                               ("two.env", "auth_USER=from-second\nauth_PASS=pw-second\n")):
                with open(os.path.join(folder, name), "w") as handle:
                    handle.write(text)
            loaders = [{"variable_loader_type": "dotenv", "env_file_path": os.path.join(folder, n)}
                       for n in ("one.env", "two.env")]
            with_loaders = await UtcpClient.create(config={"load_variables_from": loaders})
            SEEN["authorization"].clear()
            await with_loaders.register_manual(template("auth", auth={
                "auth_type": "basic", "username": "${USER}", "password": "${PASS}"}))
            header = SEEN["authorization"][-1] or ""
            decoded = base64.b64decode(header.split(" ", 1)[1]).decode() if header.startswith("Basic ") else header
            observe("Basic credentials sent", decoded)
            checks["loaders in order, basic substituted"] = decoded == "from-first:pw-second"

            # OAuth2: the token lives in the protocol, not in the model.
            oauth = {"auth_type": "oauth2", "token_url": f"{base}/token", "client_id": "probe-client",
                     "client_secret": "s"}
            SEEN["authorization"].clear()
            await created.register_manual(template("with_oauth", auth=oauth))
            stored_template = await created.config.tool_repository.get_manual_call_template("with_oauth")
            dumped = json.dumps(CallTemplateSerializer().to_dict(stored_template))
            in_protocol = "tok-secret-9" in repr(vars(http))
            observe("Authorization sent, token in stored template, token held by the protocol, OAuth2Auth fields",
                    [SEEN["authorization"][-1], "tok-secret-9" in dumped, in_protocol, sorted(OAuth2Auth.model_fields)])
            checks["oauth2 token"] = (SEEN["authorization"][-1] == "Bearer tok-secret-9" and "tok-secret-9" not in dumped
                                      and in_protocol and not any("token" == f or f.endswith("_token")
                                                                  for f in OAuth2Auth.model_fields))
    finally:
        http_class.register_manual, http_class.call_tool = original_register, original_call

    # InMemToolRepository: read lock, deep copies, config keys.
    repository = InMemToolRepository()
    await repository.save_manual(template_for_repo(), manual_for_repo())
    async with repository._rwlock.write():
        reader = asyncio.ensure_future(repository.get_tools())
        await asyncio.sleep(0.05)
        waited = not reader.done()
    tools = await reader
    tools[0].description = "changed"
    second = CallTemplateSerializer().validate_dict(
        {"name": "repo2", "call_template_type": "http", "url": "http://127.0.0.1/y", "http_method": "GET"})
    from utcp.data.tool import Tool
    from utcp.data.utcp_manual import UtcpManual

    await repository.save_manual(second, UtcpManual(tools=[Tool(name="repo2.u", tool_call_template=second)]))
    again_tools = await repository.get_tools()
    observe("get_tools after a second manual", sorted(t.name for t in again_tools))
    checks["every tool of every manual"] = sorted(t.name for t in again_tools) == ["repo.t", "repo2.u"]
    from_config = InMemToolRepositoryConfigSerializer().validate_dict({"tool_repository_type": "in_memory", "other": 1})
    observe("get_tools waited for the writer, copy edit leaked, config with another key",
            [waited, again_tools[0].description == "changed", type(from_config).__name__])
    checks["repository"] = waited and again_tools[0].description != "changed" and isinstance(from_config, InMemToolRepository)

    # Serializer messages.
    class BrokenMapping(collections.abc.Mapping):
        def __getitem__(self, key):
            raise RuntimeError("broken")

        def __iter__(self):
            raise RuntimeError("broken")

        def __len__(self):
            return 1

    messages = []
    try:
        ApiKeyAuthSerializer().validate_dict(BrokenMapping())
    except UtcpSerializerValidationError as error:
        messages.append(str(error))
    try:
        ApiKeyAuthSerializer().validate_dict({"api_key": 1})
    except UtcpSerializerValidationError as error:
        messages.append(str(error).split(":")[0])
    try:
        from utcp_websocket.websocket_call_template import WebSocketCallTemplateSerializer

        WebSocketCallTemplateSerializer().validate_dict({"call_template_type": "websocket", "url": 5})
    except UtcpSerializerValidationError as error:
        messages.append(str(error)[:len("Failed to validate")])
    observe("auth non-pydantic failure, auth pydantic failure, websocket", messages)
    checks["messages"] = messages == ["An unexpected error occurred during ApiKeyAuth validation.", "Invalid ApiKeyAuth",
                                      "Failed to validate"]

    # The tool and manual filters of the post-processors; "manual" means the tool's call template name.
    from utcp.data.call_template import CallTemplate
    from utcp.data.tool import Tool
    from utcp.implementations.post_processors.filter_dict_post_processor import FilterDictPostProcessor
    from utcp.implementations.post_processors.limit_strings_post_processor import LimitStringsPostProcessor

    own = CallTemplate(name="tmpl", call_template_type="http")
    other = CallTemplate(name="elsewhere", call_template_type="http")

    def cut(processor, tool_name, call_template):
        tool = Tool(name=tool_name, tool_call_template=call_template)
        return processor.post_process(None, tool, call_template, {"text": "abcdef"}) != {"text": "abcdef"}

    filtered = {
        "limit only_include_tools listed/other": [
            cut(LimitStringsPostProcessor(limit=2, only_include_tools=["m.t"]), "m.t", own),
            cut(LimitStringsPostProcessor(limit=2, only_include_tools=["m.t"]), "m.other", own)],
        "limit only_include_manuals listed/other": [
            cut(LimitStringsPostProcessor(limit=2, only_include_manuals=["tmpl"]), "m.t", own),
            cut(LimitStringsPostProcessor(limit=2, only_include_manuals=["tmpl"]), "m.t", other)],
        "limit exclude_manuals listed/other": [
            cut(LimitStringsPostProcessor(limit=2, exclude_manuals=["tmpl"]), "m.t", own),
            cut(LimitStringsPostProcessor(limit=2, exclude_manuals=["tmpl"]), "m.t", other)],
        "filter exclude_manuals listed/other": [
            cut(FilterDictPostProcessor(exclude_keys=["text"], exclude_manuals=["tmpl"]), "m.t", own),
            cut(FilterDictPostProcessor(exclude_keys=["text"], exclude_manuals=["tmpl"]), "m.t", other)],
    }
    observe("post-processor filters: processed for [listed, other]", filtered)
    checks["post-processor filters"] = filtered == {
        "limit only_include_tools listed/other": [True, False],
        "limit only_include_manuals listed/other": [True, False],
        "limit exclude_manuals listed/other": [False, True],
        "filter exclude_manuals listed/other": [False, True],
    }

    # ToolContext and get_param_description.
    members = sorted(n for n in vars(ToolContext) if not n.startswith("_"))
    static = all(isinstance(vars(ToolContext)[n], staticmethod) for n in ("add_tool", "get_tools"))
    before = len(ToolContext.get_tools())
    ToolContext.add_tool(manual_for_repo().tools[0])
    ToolContext.add_tool(manual_for_repo().tools[0])
    grown = len(ToolContext.get_tools()) - before
    observe("ToolContext members, static, tools added", [members, static, grown])
    checks["ToolContext"] = members == ["add_tool", "get_tools", "tools"] and static and grown == 2 \
        and isinstance(vars(ToolContext)["tools"], list)

    from pydantic import BaseModel, Field

    class Query(BaseModel):
        city: str = Field(description="City name")

    class Described:
        description = "Set on the class"

    class Documented:
        """From the docstring"""

    descriptions = [get_param_description(Query, "city"), get_param_description(Described),
                    get_param_description(Documented)]
    observe("pydantic 2 field, class description, docstring", descriptions)
    checks["get_param_description"] = descriptions == ["", "Set on the class", "From the docstring"]

    observe("failed checks", sorted(k for k, ok in checks.items() if not ok))
    return all(checks.values())


def template_for_repo():
    from utcp.data.call_template import CallTemplateSerializer

    return CallTemplateSerializer().validate_dict(
        {"name": "repo", "call_template_type": "http", "url": "http://127.0.0.1/x", "http_method": "GET"})


def manual_for_repo():
    from utcp.data.tool import Tool
    from utcp.data.utcp_manual import UtcpManual

    return UtcpManual(tools=[Tool(name="repo.t", description="original", tool_call_template=template_for_repo())])


run(main)
