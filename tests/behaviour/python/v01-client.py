"""Cases of the 0.1 pages for tool callers and of the 0.1 provider pages (utcp 0.1.8): the client, its providers
file, variables, repository and search, and the http, sse and cli transports, each tried at its edges."""
# cspell:ignore methd locaton
# The cases run the examples of these pages:
# behaviour-inputs: versioned_docs/version-0.1/for-tool-callers/tool-repository.md
# behaviour-inputs: versioned_docs/version-0.1/for-tool-callers/tool-search-strategy.md
# behaviour-inputs: versioned_docs/version-0.1/providers/cli.md
import asyncio
import contextlib
import io
import json
import os
import re
import tempfile

from _behaviour import case, cases_of, http_server, outcome_of

FOLDER = tempfile.mkdtemp()


def write(name, text, mode="w"):
    path = os.path.join(FOLDER, name)
    with open(path, mode) as handle:
        handle.write(text)
    return path


def tool(name, provider, description="d", tags=None):
    return {"name": name, "description": description, "inputs": {}, "outputs": {}, "tags": tags or [],
            "tool_provider": provider}


def manual_route(tools_of):
    """An aiohttp handler serving a 0.1 manual whose tools `tools_of(base)` gives."""
    from aiohttp import web

    async def handler(request):
        return web.json_response({"version": "0.1.8", "tools": tools_of(str(request.url.origin()))})

    return handler


def echo_route(seen):
    from aiohttp import web

    async def handler(request):
        seen.append({"path": request.path, "query": dict(request.query),
                     "x-key": request.headers.get("X-Key")})
        return web.json_response({"path": request.path, "query": dict(request.query)})

    return handler


def http_tool(name, base, path="/echo", provider_name="p", **extra):
    return tool(name, {"name": provider_name, "provider_type": "http", "url": f"{base}{path}", "http_method": "GET",
                       **extra})


def normalise(text):
    """Printed output without temporary paths, ports and random names."""
    text = text.replace(FOLDER, "<tmp>")
    text = re.sub(r"https://errors\.pydantic\.dev/\S+", "<pydantic help link>", text)
    text = re.sub(r"127\.0\.0\.1:\d+", "127.0.0.1:<port>", text)
    return re.sub(r"\b[0-9a-f]{32}\b", "<hex>", text)


async def create_printing(config):
    from utcp.client.utcp_client import UtcpClient

    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        client = await UtcpClient.create(config=config)
    return client, sorted(normalise(line) for line in printed.getvalue().splitlines())


# --- creating a client -------------------------------------------------------------------------

async def create_kind(kind):
    from utcp.client.tool_repositories.in_mem_tool_repository import InMemToolRepository
    from utcp.client.tool_search_strategies.tag_search import TagSearchStrategy
    from utcp.client.utcp_client import UtcpClient
    from utcp.client.utcp_client_config import UtcpClientConfig

    async with http_server({("GET", "/utcp"): manual_route(lambda b: [http_tool("get", b)])}) as base:
        providers = write("create.json", json.dumps([{"name": "web", "provider_type": "http", "url": f"{base}/utcp",
                                                     "http_method": "GET"}]))
        if kind == "dict":
            client = await UtcpClient.create(config={"providers_file_path": providers})
        elif kind == "model":
            client = await UtcpClient.create(config=UtcpClientConfig(providers_file_path=providers))
        elif kind == "none":
            client = await UtcpClient.create()
        elif kind == "misspelt-field":
            client = await UtcpClient.create(config={"providers_file": providers})
        else:
            repository = InMemToolRepository()
            strategy = TagSearchStrategy(repository)
            client = await UtcpClient.create(config={"providers_file_path": providers}, tool_repository=repository,
                                             search_strategy=strategy)
            return {"same repository": client.tool_repository is repository,
                    "same strategy": client.search_strategy is strategy,
                    "tools": [t.name for t in await repository.get_tools()]}
        return {"tools right after create": [t.name for t in await client.tool_repository.get_tools()]}


cases_of("v01-client.create.arguments", {
    "dict-config": lambda: create_kind("dict"),
    "model-config": lambda: create_kind("model"),
    "no-config": lambda: create_kind("none"),
    "misspelt-field": lambda: create_kind("misspelt-field"),
    "own-repository-and-strategy": lambda: create_kind("own"),
})


def plain_loader(through_create):
    from utcp.client.utcp_client import UtcpClient
    from utcp.client.utcp_client_config import UtcpClientConfig

    config = {"load_variables_from": [{"type": "dotenv", "env_file_path": ".env"}]}
    if through_create:
        return outcome_of(UtcpClient.create(config=config))
    try:
        UtcpClientConfig.model_validate(config)
        return {"value": "accepted"}
    except Exception as error:  # noqa: BLE001 - the type is the observation
        return {"error": {"type": type(error).__name__, "message": str(error)}}


cases_of("v01-client.config.plain-loader", {
    "model-validate": lambda: plain_loader(False),
    "through-create": lambda: plain_loader(True),
})


@case("v01-client.config.plain-loader", "loader-object")
async def loader_object():
    from utcp.client.utcp_client import UtcpClient
    from utcp.client.utcp_client_config import UtcpDotEnv

    env_file = write("object.env", "FROM_OBJECT=yes\n")
    client = await UtcpClient.create(config={"load_variables_from": [UtcpDotEnv(env_file_path=env_file)]})
    return client._replace_vars_in_obj("$FROM_OBJECT", client.config)


# --- the providers file ------------------------------------------------------------------------

async def file_with(entries_of, extra_routes=None):
    seen = []
    routes = {("GET", "/utcp"): manual_route(lambda b: [http_tool("get", b)]), ("GET", "/echo"): echo_route(seen)}
    routes.update(extra_routes or {})
    async with http_server(routes) as base:
        path = write("entries.json", json.dumps(entries_of(base)))
        client, printed = await create_printing({"providers_file_path": path})
        return {"tools": sorted(t.name for t in await client.tool_repository.get_tools()), "printed": printed}


def good(base, name="good"):
    return {"name": name, "provider_type": "http", "url": f"{base}/utcp", "http_method": "GET"}


@case("v01-client.file.provider-type", "three-transports")
async def three_transports():
    text_manual = write("team.json", json.dumps({"version": "0.1.8", "tools": [
        tool("read", {"name": "t", "provider_type": "text", "file_path": "note.txt"})]}))
    cli_manual = write("cli.json", json.dumps({"version": "0.1.8", "tools": [
        tool("run", {"name": "c", "provider_type": "cli", "command_name": "echo"})]}))
    return await file_with(lambda base: [good(base, "web"),
                                         {"name": "team", "provider_type": "text", "file_path": text_manual},
                                         {"name": "shell", "provider_type": "cli", "command_name": f"cat {cli_manual}"}])


cases_of("v01-client.file.provider-type", {
    "upper-case-type": lambda: file_with(lambda base: [{**good(base, "upper"), "provider_type": "HTTP"},
                                                       good(base)]),
    "missing-type": lambda: file_with(lambda base: [{"name": "untyped", "url": f"{base}/utcp"}, good(base)]),
    "unknown-field": lambda: file_with(lambda base: [{**good(base, "typo"), "http_verb": "POST"}]),
})


cases_of("v01-client.file.root", {
    "null-root": lambda: root_outcome("null"),
    "string-root": lambda: root_outcome('"providers.json"'),
    "empty-file": lambda: root_outcome(""),
    "utf8-bom": lambda: root_outcome("\N{ZERO WIDTH NO-BREAK SPACE}[]"),
    "crlf-array": lambda: root_outcome("[\r\n]\r\n"),
})


async def root_outcome(text):
    from utcp.client.utcp_client import UtcpClient

    path = write("root.json", text, "w")
    result = await outcome_of(UtcpClient.create(config={"providers_file_path": path}))
    if "error" in result:
        return {"error": result["error"]["type"], "message": normalise(result["error"]["message"])}
    return "created"


@case("v01-client.file.concurrent", "two-slow-manuals")
async def concurrent():
    """Each manual answers only once both requests arrived (or after 3 s): concurrent loading answers both at once."""
    from aiohttp import web

    arrived = []
    both = asyncio.Event()

    async def slow(request):
        arrived.append(request.path)
        if len(arrived) == 2:
            both.set()
        try:
            await asyncio.wait_for(both.wait(), 3)
            waited = "both requests were open together"
        except asyncio.TimeoutError:
            waited = "timed out alone"
        name = request.path.strip("/")
        return web.json_response({"version": "0.1.8", "tools": [
            tool(waited.replace(" ", "_"), {"name": name, "provider_type": "http", "url": "http://127.0.0.1:9/x",
                                            "http_method": "GET"})]})

    async with http_server({("GET", "/a"): slow, ("GET", "/b"): slow}) as base:
        path = write("slow.json", json.dumps([
            {"name": "a", "provider_type": "http", "url": f"{base}/a", "http_method": "GET"},
            {"name": "b", "provider_type": "http", "url": f"{base}/b", "http_method": "GET"}]))
        client, _ = await create_printing({"providers_file_path": path})
        return sorted(t.name for t in await client.tool_repository.get_tools())


cases_of("v01-client.file.failing-entry", {
    "validation-error": lambda: file_with(lambda base: [{"name": "bad", "provider_type": "http"}, good(base)]),
    "missing-variable": lambda: file_with(lambda base: [{**good(base, "secret"), "url": f"{base}/utcp?k=$V01_NOT_SET"},
                                                        good(base)]),
    "unreachable-host": lambda: file_with(lambda base: [{**good(base, "down"), "url": "http://127.0.0.1:9/utcp"},
                                                        good(base)]),
    "manual-status-500": lambda: file_with(lambda base: [{**good(base, "broken"), "url": f"{base}/status500"},
                                                         good(base)], {("GET", "/status500"): status_500}),
})


async def status_500(request):
    from aiohttp import web

    return web.Response(status=500, text="down")


# --- variables ---------------------------------------------------------------------------------

async def resolve(name, *, variables=None, dotenv_files=(), env=None):
    from utcp.client.utcp_client import UtcpClient
    from utcp.client.utcp_client_config import UtcpClientConfig, UtcpDotEnv

    saved = {k: os.environ.get(k) for k in (env or {})}
    os.environ.update(env or {})
    try:
        config = UtcpClientConfig(variables=variables or {},
                                  load_variables_from=[UtcpDotEnv(env_file_path=write(f"v{i}.env", text))
                                                       for i, text in enumerate(dotenv_files)] or None)
        client = await UtcpClient.create(config=config)
        result = await outcome_of(asyncio.sleep(0, client._replace_vars_in_obj(f"${{{name}}}", client.config)))
        return result
    except Exception as error:  # noqa: BLE001
        return {"error": {"type": type(error).__name__, "variable_name": getattr(error, "variable_name", None)}}
    finally:
        for k, v in saved.items():
            if v is None:
                os.environ.pop(k, None)
            else:
                os.environ[k] = v


cases_of("v01-client.variables.order", {
    "all-three": lambda: resolve("V01_X", variables={"V01_X": "config"}, dotenv_files=["V01_X=dotenv\n"],
                                 env={"V01_X": "env"}),
    "dotenv-and-env": lambda: resolve("V01_X", dotenv_files=["V01_X=dotenv\n"], env={"V01_X": "env"}),
    "two-dotenv-files": lambda: resolve("V01_X", dotenv_files=["V01_X=first\n", "V01_X=second\n"]),
    "env-only": lambda: resolve("V01_X", env={"V01_X": "env"}),
    "empty-in-config": lambda: resolve("V01_X", variables={"V01_X": ""}, env={"V01_X": "env"}),
    "empty-in-dotenv": lambda: resolve("V01_X", dotenv_files=["V01_X=\n"], env={"V01_X": "env"}),
    "crlf-dotenv": lambda: resolve("V01_X", dotenv_files=["V01_X=crlf\r\nOTHER=1\r\n"]),
    "missing-dotenv-file": lambda: missing_dotenv_file(),
})


async def missing_dotenv_file():
    from utcp.client.utcp_client import UtcpClient
    from utcp.client.utcp_client_config import UtcpClientConfig, UtcpDotEnv

    os.environ["V01_X"] = "env"
    try:
        config = UtcpClientConfig(load_variables_from=[UtcpDotEnv(env_file_path=os.path.join(FOLDER, "none.env"))])
        client = await UtcpClient.create(config=config)
        return client._replace_vars_in_obj("$V01_X", client.config)
    finally:
        os.environ.pop("V01_X", None)


@case("v01-client.variables.order", "dotenv-reread")
async def dotenv_reread():
    from utcp.client.utcp_client import UtcpClient
    from utcp.client.utcp_client_config import UtcpClientConfig, UtcpDotEnv

    path = write("reread.env", "V01_R=before\n")
    client = await UtcpClient.create(config=UtcpClientConfig(load_variables_from=[UtcpDotEnv(env_file_path=path)]))
    first = client._replace_vars_in_obj("$V01_R", client.config)
    write("reread.env", "V01_R=after\n")
    return [first, client._replace_vars_in_obj("$V01_R", client.config)]


cases_of("v01-client.variables.missing", {
    "nowhere": lambda: resolve("V01_NOWHERE"),
    "empty-in-env": lambda: resolve("V01_EMPTY", env={"V01_EMPTY": ""}),
    "empty-in-dotenv-only": lambda: resolve("V01_EMPTY", dotenv_files=["V01_EMPTY=\n"]),
})


@case("v01-client.variables.missing", "import-path")
def missing_import_path():
    from utcp.client.utcp_client_config import UtcpVariableNotFound

    return {"module": UtcpVariableNotFound.__module__, "variable_name": UtcpVariableNotFound("X").variable_name}


async def twice_substituted(kind):
    from utcp.client.utcp_client import UtcpClient
    from utcp.shared.provider import HttpProvider

    seen = []
    routes = {("GET", "/utcp"): manual_route(lambda b: [http_tool("get", b, "/echo?k=$V01_CALL")]),
              ("GET", "/echo"): echo_route(seen)}
    async with http_server(routes) as base:
        client = await UtcpClient.create()
        os.environ["V01_PATH"] = "utcp"
        try:
            tools = await client.register_tool_provider(HttpProvider(name="w", url=f"{base}/$V01_PATH",
                                                                     http_method="GET"))
        finally:
            os.environ.pop("V01_PATH", None)
        stored = (await client.tool_repository.get_provider("w")).url.replace(base, "<base>")
        if kind == "register":
            return {"tools": [t.name for t in tools], "stored manual url": stored}
        if kind == "missing-at-call":
            return {"tools": [t.name for t in tools], "call": await outcome_of(client.call_tool("w.get", {}))}
        values = []
        for value in ("one", "two"):
            os.environ["V01_CALL"] = value
            await client.call_tool("w.get", {})
            values.append(seen[-1]["query"]["k"])
        os.environ.pop("V01_CALL", None)
        return {"values seen by the server": values,
                "stored tool url": (await client.tool_repository.get_tool("w.get")).tool_provider.url.replace(
                    base, "<base>")}


cases_of("v01-client.variables.when", {
    "at-registration": lambda: twice_substituted("register"),
    "on-every-call": lambda: twice_substituted("each-call"),
    "missing-at-call": lambda: twice_substituted("missing-at-call"),
})


async def dollar(text):
    from utcp.client.utcp_client import UtcpClient

    client = await UtcpClient.create(config={"variables": {"V01_D": "value", "1": "one", "é": "e-acute"}})
    result = await outcome_of(asyncio.sleep(0, client._replace_vars_in_obj(text, client.config)))
    if "error" in result:
        return {"error": result["error"]["type"], "message": result["error"]["message"].split(" referenced")[0]}
    return result["value"]


cases_of("v01-client.variables.dollar", {
    "odata-query": lambda: dollar("https://api.example/x?$filter=a"),
    "digit": lambda: dollar("costs $1"),
    "unicode-letter": lambda: dollar("$é"),
    "dollar-space": lambda: dollar("price $ 5"),
    "double-dollar": lambda: dollar("$$V01_D"),
    "braces-with-hyphen": lambda: dollar("${V01-D}"),
    "braced-then-text": lambda: dollar("${V01_D}x"),
    "unbraced-then-text": lambda: dollar("$V01_Dx"),
})


async def dollar_in(field):
    from utcp.client.utcp_client import UtcpClient
    from utcp.shared.provider import CliProvider, HttpProvider

    client = await UtcpClient.create()
    if field == "header":
        provider = HttpProvider(name="h", url="http://127.0.0.1:9/x", headers={"X-Price": "$V01_PRICE"})
    elif field == "command":
        provider = CliProvider(name="c", command_name="echo $V01_HOME")
    else:
        provider = HttpProvider(name="$V01_NAME", url="http://127.0.0.1:9/x")
    result = await outcome_of(client.register_tool_provider(provider))
    return {"error": result["error"]["type"], "message": result["error"]["message"].split(" referenced")[0]} \
        if "error" in result else result


cases_of("v01-client.variables.dollar", {
    "header-value": lambda: dollar_in("header"),
    "cli-command": lambda: dollar_in("command"),
    "provider-name": lambda: dollar_in("name"),
})


@case("v01-client.variables.manual-env", "tool-provider-reads-env")
async def manual_reads_env():
    from utcp.client.utcp_client import UtcpClient
    from utcp.shared.provider import HttpProvider

    seen = []
    routes = {("GET", "/utcp"): manual_route(lambda b: [http_tool("get", b, "/echo?leak=$V01_SECRET")]),
              ("GET", "/echo"): echo_route(seen)}
    os.environ["V01_SECRET"] = "from-the-process-environment"
    try:
        async with http_server(routes) as base:
            client = await UtcpClient.create(config={"variables": {"OTHER": "x"}})
            await client.register_tool_provider(HttpProvider(name="m", url=f"{base}/utcp", http_method="GET"))
            await client.call_tool("m.get", {})
            return seen[-1]["query"]
    finally:
        os.environ.pop("V01_SECRET", None)


# --- registration ------------------------------------------------------------------------------

async def register_names(provider_name, tool_names):
    from utcp.client.utcp_client import UtcpClient
    from utcp.shared.provider import HttpProvider

    routes = {("GET", "/utcp"): manual_route(lambda b: [http_tool(n, b) for n in tool_names]),
              ("GET", "/echo"): echo_route([])}
    async with http_server(routes) as base:
        client = await UtcpClient.create()
        tools = await client.register_tool_provider(HttpProvider(name=provider_name, url=f"{base}/utcp",
                                                                 http_method="GET"))
        names = [t.name for t in tools]
        calls = {}
        for name in names:
            result = await outcome_of(client.call_tool(name, {}))
            calls[name] = "called" if "value" in result else result["error"]["message"]
        return {"tools": names, "providers": [p.name for p in await client.tool_repository.get_providers()],
                "call by name": calls}


cases_of("v01-client.register.prefix", {
    "plain": lambda: register_names("weather", ["get_forecast"]),
    "already-prefixed": lambda: register_names("weather", ["weather.get_forecast"]),
    "dot-in-tool-name": lambda: register_names("weather", ["daily.get"]),
    "two-dots-in-provider-name": lambda: register_names("eu.weather.v2", ["get"]),
    "other-provider-prefix": lambda: register_names("weather", ["maps.get"]),
})


# --- deregistration ----------------------------------------------------------------------------

async def sse_deregister(tool_provider_name, manual_type="http"):
    from aiohttp import web
    from utcp.client.utcp_client import UtcpClient
    from utcp.shared.provider import HttpProvider, SSEProvider

    async def events(request):
        response = web.StreamResponse(headers={"Content-Type": "text/event-stream"})
        await response.prepare(request)
        for n in range(20):
            await response.write(f"data: {n}\n\n".encode())
            await asyncio.sleep(0.1)
        return response

    def tools_of(base):
        return [tool("watch", {"name": tool_provider_name, "provider_type": "sse", "url": f"{base}/events"})]

    async with http_server({("GET", "/utcp"): manual_route(tools_of), ("GET", "/events"): events}) as base:
        client = await UtcpClient.create()
        manual_provider = (HttpProvider(name="alerts", url=f"{base}/utcp", http_method="GET") if manual_type == "http"
                           else SSEProvider(name="alerts", url=f"{base}/utcp"))
        await client.register_tool_provider(manual_provider)
        stream = await client.call_tool("alerts.watch", {})
        first = await stream.__anext__()
        deregistered = await outcome_of(client.deregister_tool_provider("alerts"))
        after = []
        try:
            async for item in stream:
                after.append(item)
                if len(after) >= 3:
                    break
            ended = "stream still delivered events" if after else "stream ended"
        except Exception as error:  # noqa: BLE001
            ended = f"stream raised {type(error).__name__}"
        return {"first": first, "deregister": "value" in deregistered and "returned" or deregistered,
                "after deregistering": ended}


cases_of("v01-client.deregister.streams", {
    "tool-provider-named-differently": lambda: sse_deregister("p"),
    "tool-provider-named-like-manual": lambda: sse_deregister("alerts"),
    "sse-manual-named-differently": lambda: sse_deregister("p", "sse"),
    "sse-manual-named-like-tool-provider": lambda: sse_deregister("alerts", "sse"),
})


@case("v01-client.deregister.streams", "unknown-name")
async def deregister_unknown():
    from utcp.client.utcp_client import UtcpClient

    client = await UtcpClient.create()
    return await outcome_of(client.deregister_tool_provider("nobody"))


# --- calls -------------------------------------------------------------------------------------

@case("v01-client.call.tool-provider", "other-host")
async def call_other_host():
    """The manual comes from one server, the tool's provider names another: the call goes to the second."""
    from utcp.client.utcp_client import UtcpClient
    from utcp.shared.provider import HttpProvider

    manual_seen, tool_seen = [], []
    async with http_server({("GET", "/echo"): echo_route(tool_seen)}) as tool_base:
        async with http_server({("GET", "/utcp"): manual_route(lambda b: [http_tool("get", tool_base)]),
                                ("GET", "/echo"): echo_route(manual_seen)}) as manual_base:
            client = await UtcpClient.create()
            await client.register_tool_provider(HttpProvider(name="m", url=f"{manual_base}/utcp", http_method="GET"))
            await client.call_tool("m.get", {"q": "1"})
            return {"requests at the manual's host": len(manual_seen), "requests at the tool's host": len(tool_seen)}


@case("v01-client.call.tool-provider", "other-transport")
async def call_other_transport():
    """An http manual whose tool has a text provider: the call reads the file, no request is made."""
    from utcp.client.utcp_client import UtcpClient
    from utcp.shared.provider import HttpProvider

    note = write("answer.txt", "from the file")
    seen = []
    routes = {("GET", "/utcp"): manual_route(lambda b: [tool("read", {"name": "t", "provider_type": "text",
                                                                      "file_path": note})]),
              ("GET", "/echo"): echo_route(seen)}
    async with http_server(routes) as base:
        client = await UtcpClient.create()
        await client.register_tool_provider(HttpProvider(name="m", url=f"{base}/utcp", http_method="GET"))
        return {"result": await client.call_tool("m.read", {}), "requests after registration": len(seen)}


@case("v01-client.register.stores-tools", "http-manual")
async def stores_tools():
    from utcp.client.utcp_client import UtcpClient
    from utcp.shared.provider import HttpProvider

    requests = []

    async def counting(request):
        requests.append(request.path)
        return await manual_route(lambda b: [http_tool("get", b), http_tool("put", b)])(request)

    async with http_server({("GET", "/utcp"): counting}) as base:
        client = await UtcpClient.create()
        await client.register_tool_provider(HttpProvider(name="m", url=f"{base}/utcp", http_method="GET"))
        await client.search_tools("get", 5)
        return {"stored tools": [t.name for t in await client.tool_repository.get_tools()],
                "stored provider": (await client.tool_repository.get_provider("m")).provider_type,
                "manual requests (register, then search)": len(requests)}


# --- search ------------------------------------------------------------------------------------

def search_tools_of(base):
    return [http_tool("forecast", base, description="Daily weather forecast", tags=["weather", "forecast"]),
            http_tool("tide", base, description="Tide tables for a harbour", tags=["sea"]),
            http_tool("stocks", base, description="Share prices", tags=["finance"])]


async def search(query, limit=None, count=3):
    from utcp.client.utcp_client import UtcpClient
    from utcp.shared.provider import HttpProvider

    def tools_of(base):
        tools = search_tools_of(base)
        extra = [http_tool(f"extra{n}", base, description="Nothing related", tags=["misc"]) for n in range(count - 3)]
        return tools + extra

    async with http_server({("GET", "/utcp"): manual_route(tools_of)}) as base:
        client = await UtcpClient.create()
        await client.register_tool_provider(HttpProvider(name="s", url=f"{base}/utcp", http_method="GET"))
        found = await (client.search_tools(query) if limit is None else client.search_tools(query, limit))
        return [t.name for t in found]


cases_of("v01-client.search.ranking", {
    "tags-then-description": lambda: search("harbour weather", 3),
})


cases_of("v01-client.search.limit", {
    "zero-scores-included": lambda: search("weather forecast", 3),
    "fewer-than-limit": lambda: search("weather", 10),
    "default-limit": lambda: search("weather", None, 12),
    "limit-zero": lambda: search("weather", 0),
    "negative-limit": lambda: search("weather", -1),
})


@case("v01-client.search.ranking", "own-strategy")
async def own_strategy():
    from utcp.client.tool_search_strategy import ToolSearchStrategy
    from utcp.client.utcp_client import UtcpClient

    asked = []

    class Reverse(ToolSearchStrategy):
        async def search_tools(self, query, limit=10):
            asked.append([query, limit])
            return []

    client = await UtcpClient.create(search_strategy=Reverse())
    return {"result": await client.search_tools("anything", 4), "strategy asked": asked}


@case("v01-client.register.unnamed", "two-unnamed-entries")
async def two_unnamed():
    """Two providers file entries without a name, serving different manuals."""
    routes = {("GET", "/one"): manual_route(lambda b: [http_tool("first", b)]),
              ("GET", "/two"): manual_route(lambda b: [http_tool("second", b)]),
              ("GET", "/echo"): echo_route([])}
    async with http_server(routes) as base:
        path = write("unnamed.json", json.dumps([
            {"provider_type": "http", "url": f"{base}/one", "http_method": "GET"},
            {"provider_type": "http", "url": f"{base}/two", "http_method": "GET"}]))
        client, _ = await create_printing({"providers_file_path": path})
        tools = await client.tool_repository.get_tools()
        providers = await client.tool_repository.get_providers()
        outcomes = []
        for tool_entry in tools:
            result = await outcome_of(client.call_tool(tool_entry.name, {}))
            outcomes.append("called" if "value" in result else result["error"]["message"].split(":")[0])
        # Which of the two manuals wins depends on which answers last; the counts do not.
        return {"tools listed": len(tools), "providers stored": len(providers),
                "same name": len({t.name.split(".")[0] for t in tools}) == 1, "calls": sorted(outcomes)}


# --- tool repositories (for-tool-callers/tool-repository.md) -----------------------------------

def recording_repository():
    """An InMemToolRepository that records which of its methods the client calls, with the names passed."""
    from utcp.client.tool_repositories.in_mem_tool_repository import InMemToolRepository

    class Recording(InMemToolRepository):
        def __init__(self):
            super().__init__()
            self.log = []

    def wrap(name):
        method = getattr(InMemToolRepository, name)

        async def recorded(self, *args):
            shown = [a.name if hasattr(a, "name") else [t.name for t in a] if isinstance(a, list) else a for a in args]
            self.log.append([name, *shown])
            return await method(self, *args)

        return recorded

    for name in ("save_provider_with_tools", "remove_provider", "remove_tool", "get_tool", "get_tools",
                 "get_tools_by_provider", "get_provider", "get_providers"):
        setattr(Recording, name, wrap(name))
    return Recording()


async def repository_access(step):
    from utcp.client.utcp_client import UtcpClient
    from utcp.shared.provider import HttpProvider

    routes = {("GET", "/utcp"): manual_route(lambda b: [http_tool("get", b), http_tool("daily.get", b)]),
              ("GET", "/echo"): echo_route([])}
    async with http_server(routes) as base:
        repository = recording_repository()
        client = await UtcpClient.create(tool_repository=repository)
        repository.log.clear()
        await client.register_tool_provider(HttpProvider(name="w", url=f"{base}/utcp", http_method="GET"))
        if step == "register":
            return repository.log
        repository.log.clear()
        if step == "call":
            await client.call_tool("w.daily.get", {})
        elif step == "search":
            await client.search_tools("get", 5)
        else:
            await client.deregister_tool_provider("w")
            calls = list(repository.log)
            return {"calls": calls, "tools left": [t.name for t in await repository.get_tools()],
                    "providers left": [p.name for p in await repository.get_providers()]}
        return repository.log


cases_of("v01-client.repository.access", {
    "register": lambda: repository_access("register"),
    "call": lambda: repository_access("call"),
    "search": lambda: repository_access("search"),
    "deregister": lambda: repository_access("deregister"),
})


@case("v01-client.repository.contents", "registered-and-unreachable")
async def repository_contents():
    from utcp.client.utcp_client import UtcpClient
    from utcp.shared.provider import HttpProvider

    async with http_server({("GET", "/utcp"): manual_route(lambda b: [http_tool("get", b)])}) as base:
        client = await UtcpClient.create()
        await client.register_tool_provider(HttpProvider(name="up", url=f"{base}/utcp", http_method="GET"))
        await client.register_tool_provider(HttpProvider(name="down", url="http://127.0.0.1:9/utcp",
                                                         http_method="GET"))
        return {"providers": sorted(p.name for p in await client.tool_repository.get_providers()),
                "tools": [t.name for t in await client.tool_repository.get_tools()],
                "tools of down": await client.tool_repository.get_tools_by_provider("down")}


@case("v01-client.repository.default", "no-repository-passed")
async def repository_default():
    from utcp.client.utcp_client import UtcpClient

    client = await UtcpClient.create()
    repository = client.tool_repository
    return {"class": type(repository).__name__, "module": type(repository).__module__,
            "tools": type(repository.tools).__name__, "per provider": type(repository.tool_per_provider).__name__,
            "strategy reads the same repository": client.search_strategy.tool_repository is repository}


@case("v01-client.repository.default", "repository-passed-without-strategy")
async def repository_passed():
    from utcp.client.tool_repositories.in_mem_tool_repository import InMemToolRepository
    from utcp.client.utcp_client import UtcpClient

    repository = InMemToolRepository()
    client = await UtcpClient.create(tool_repository=repository)
    return {"strategy": type(client.search_strategy).__name__,
            "strategy reads the passed repository": client.search_strategy.tool_repository is repository}


@case("v01-client.repository.default", "two-clients-nothing-written")
async def repository_nothing_written():
    """Two clients (as two processes would) on one providers file, in an empty working folder."""
    requests = []

    async def counting(request):
        requests.append(request.path)
        return await manual_route(lambda b: [http_tool("get", b)])(request)

    folder = tempfile.mkdtemp()
    previous = os.getcwd()
    async with http_server({("GET", "/utcp"): counting}) as base:
        path = os.path.join(folder, "providers.json")
        with open(path, "w") as handle:
            json.dump([good(base, "web")], handle)
        os.chdir(folder)
        try:
            first, _ = await create_printing({"providers_file_path": path})
            second, _ = await create_printing({"providers_file_path": path})
        finally:
            os.chdir(previous)
        return {"manual requests": len(requests), "files in the folder": sorted(os.listdir(folder)),
                "tools of the second client": [t.name for t in await second.tool_repository.get_tools()]}


async def save_twice(kind):
    from utcp.client.utcp_client import UtcpClient
    from utcp.shared.provider import HttpProvider

    served = {"tools": ["a", "b"]}
    routes = {("GET", "/utcp"): manual_route(lambda b: [http_tool(n, b) for n in served["tools"]]),
              ("GET", "/echo"): echo_route([])}
    async with http_server(routes) as base:
        client = await UtcpClient.create(tool_repository=sqlite_repository() if kind == "sqlite" else None)
        provider = HttpProvider(name="p", url=f"{base}/utcp", http_method="GET")
        await client.register_tool_provider(provider)
        served["tools"] = ["a"]
        await client.register_tool_provider(provider)
        listed = [t.name for t in await client.tool_repository.get_tools()]
        found = [t.name for t in await client.search_tools("d", 10)]
        call_b = await outcome_of(client.call_tool("p.b", {}))
        return {"get_tools": listed, "search": found,
                "call p.b (gone from the second manual)": "called" if "value" in call_b else call_b["error"]["message"]}


cases_of("v01-client.repository.save-twice", {
    "in-memory": lambda: save_twice("memory"),
    "sqlite-example": lambda: save_twice("sqlite"),
})


@case("v01-client.repository.remove-tool", "in-memory")
async def remove_tool():
    from utcp.client.utcp_client import UtcpClient
    from utcp.shared.provider import HttpProvider

    routes = {("GET", "/utcp"): manual_route(lambda b: [http_tool("a", b), http_tool("b", b)]),
              ("GET", "/echo"): echo_route([])}
    async with http_server(routes) as base:
        client = await UtcpClient.create()
        await client.register_tool_provider(HttpProvider(name="p", url=f"{base}/utcp", http_method="GET"))
        removed = await outcome_of(client.tool_repository.remove_tool("p.a"))
        call = await outcome_of(client.call_tool("p.a", {}))
        return {"remove_tool": removed, "get_tools": [t.name for t in await client.tool_repository.get_tools()],
                "search": [t.name for t in await client.search_tools("d", 10)],
                "call p.a": "called" if "value" in call else call["error"]["message"]}


# The SQLite repository of the tool repositories page, taken from the page itself so the case tries what readers copy.
PAGE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "versioned_docs", "version-0.1",
                    "for-tool-callers", "tool-repository.md")


def sqlite_repository(path=None):
    with open(PAGE) as handle:
        blocks = re.findall(r"```python\n(.*?)```", handle.read(), re.S)
    source = next(block for block in blocks if "class SqliteToolRepository" in block)
    namespace = {}
    exec(compile(source, "tool-repository.md", "exec"), namespace)  # noqa: S102 - our own page's example
    return namespace["SqliteToolRepository"](path or os.path.join(tempfile.mkdtemp(), "tools.sqlite3"))


async def sqlite_restart(kind):
    """A second client on the same SQLite file, as a restarted process would create."""
    from utcp.client.utcp_client import UtcpClient
    from utcp.shared.provider import HttpProvider

    requests, seen = [], []

    async def counting(request):
        requests.append(request.path)
        return await manual_route(lambda b: [http_tool("get", b, "/echo?key=$V01_REPO_KEY")])(request)

    database = os.path.join(tempfile.mkdtemp(), "tools.sqlite3")
    os.environ["V01_REPO_KEY"] = "resolved-secret"
    try:
        async with http_server({("GET", "/utcp"): counting, ("GET", "/echo"): echo_route(seen)}) as base:
            auth = {"auth_type": "api_key", "api_key": "$V01_REPO_KEY", "var_name": "X-Key"}
            if kind == "in-code":
                first = await UtcpClient.create(tool_repository=sqlite_repository(database))
                await first.register_tool_provider(HttpProvider(name="coded", url=f"{base}/utcp", http_method="GET",
                                                                auth=auth))
                second = await UtcpClient.create(tool_repository=sqlite_repository(database))
                call = await outcome_of(second.call_tool("coded.get", {}))
                requests_so_far = len(requests)
                in_memory = await UtcpClient.create()
                await in_memory.register_tool_provider(HttpProvider(name="coded", url=f"{base}/utcp",
                                                                    http_method="GET", auth=auth))
                import sqlite3

                stored = sqlite3.connect(database).execute("SELECT body FROM providers").fetchone()[0]
                return {"manual requests of the two SQLite clients": requests_so_far,
                        "call in the second client": "value" in call,
                        "key the server saw": seen[-1]["query"].get("key") if seen else None,
                        "stored tool url": (await second.tool_repository.get_tool("coded.get")).tool_provider.url
                        .replace(base, "<base>"),
                        "auth kept by the in-memory repository": (await in_memory.tool_repository.get_provider(
                            "coded")).auth.api_key,
                        "sqlite provider row has auth": "auth" in json.loads(stored)}
            path = write("sqlite-providers.json", json.dumps([good(base, "filed")]))
            first = await UtcpClient.create(config={"providers_file_path": path},
                                            tool_repository=sqlite_repository(database))
            second = await UtcpClient.create(config={"providers_file_path": path},
                                             tool_repository=sqlite_repository(database))
            return {"manual requests": len(requests),
                    "tools of the second client": [t.name for t in await second.tool_repository.get_tools()]}
    finally:
        os.environ.pop("V01_REPO_KEY", None)


cases_of("v01-client.repository.sqlite-example", {
    "registered-in-code": lambda: sqlite_restart("in-code"),
    "providers-file": lambda: sqlite_restart("file"),
})


@case("v01-client.repository.own-strategy", "strategy-on-another-repository")
async def strategy_elsewhere():
    from utcp.client.tool_repositories.in_mem_tool_repository import InMemToolRepository
    from utcp.client.tool_search_strategies.tag_search import TagSearchStrategy
    from utcp.client.utcp_client import UtcpClient
    from utcp.shared.provider import HttpProvider

    routes = {("GET", "/utcp"): manual_route(lambda b: [http_tool("get", b)]), ("GET", "/echo"): echo_route([])}
    async with http_server(routes) as base:
        client = await UtcpClient.create(tool_repository=InMemToolRepository(),
                                         search_strategy=TagSearchStrategy(InMemToolRepository()))
        await client.register_tool_provider(HttpProvider(name="p", url=f"{base}/utcp", http_method="GET"))
        call = await outcome_of(client.call_tool("p.get", {}))
        return {"search": [t.name for t in await client.search_tools("d", 10)], "call p.get": "value" in call}


# --- search strategies (for-tool-callers/tool-search-strategy.md) ------------------------------

WORKED_TOOLS = [
    ("weather.get_forecast", ["weather", "forecast"], "Daily forecast for a city, up to seven days ahead", {}),
    ("weather.get_current_conditions", ["weather", "current conditions"],
     "Current temperature, wind and sky conditions for a city", {}),
    ("maps.geocode", ["maps", "geocoding"], "Turn a street address into latitude and longitude", {"address": {}}),
    ("mail.send_email", ["email"], "Send a plain-text email to one recipient", {"to": {}}),
]
FORECAST_QUESTION = "Forecast for Lisbon tomorrow: will it rain in the city?"
ADDRESS_QUESTION = "find the coordinates of an address"


async def repository_of(entries):
    """An InMemToolRepository holding (name, tags, description, input properties) tools, one provider per prefix."""
    from utcp.client.tool_repositories.in_mem_tool_repository import InMemToolRepository
    from utcp.shared.provider import TextProvider
    from utcp.shared.tool import Tool, ToolInputOutputSchema

    repository = InMemToolRepository()
    by_provider = {}
    for name, tags, description, properties in entries:
        provider = name.split(".")[0]
        by_provider.setdefault(provider, []).append(Tool(
            name=name, description=description, tags=tags, inputs=ToolInputOutputSchema(properties=properties),
            tool_provider=TextProvider(name=provider, file_path="unused.json")))
    for provider, tools in by_provider.items():
        await repository.save_provider_with_tools(TextProvider(name=provider, file_path="unused.json"), tools)
    return repository


async def tag_scores(entries, query, **options):
    """The score TagSearchStrategy gives each tool, read from the list it sorts."""
    import builtins

    from utcp.client.tool_search_strategies import tag_search

    seen = []

    def recording_sorted(pairs, **kwargs):
        seen.extend(pairs)
        return builtins.sorted(pairs, **kwargs)

    tag_search.sorted = recording_sorted
    try:
        strategy = tag_search.TagSearchStrategy(await repository_of(entries), **options)
        ranked = await strategy.search_tools(query, 10)
    finally:
        del tag_search.sorted
    return {"scores": {tool.name: round(score, 4) for tool, score in seen}, "ranked": [t.name for t in ranked]}


cases_of("v01-client.search.scoring", {
    "worked-forecast": lambda: tag_scores(WORKED_TOOLS, FORECAST_QUESTION),
    "worked-email": lambda: tag_scores(WORKED_TOOLS, "email the current conditions to Ana"),
    "name-and-parameters-ignored": lambda: tag_scores(
        [("geo.geocode", [], "x", {"address": {}}), ("geo.other", [], "address lookup", {})], "geocode address"),
    "no-tags": lambda: tag_scores([("w.a", [], "Daily forecast", {})], "forecast please"),
    "substring-tag": lambda: tag_scores([("t.rain", ["rain"], "", {})], "book a train"),
    "upper-case-tag": lambda: tag_scores([("w.a", ["Weather"], "", {})], "weather today"),
    "unicode-tag": lambda: tag_scores([("w.a", ["météo"], "", {})], "Météo now"),
    "two-letter-description-word": lambda: tag_scores([("w.a", [], "go to it", {})], "go to it"),
    "repeated-description-word": lambda: tag_scores([("w.a", [], "city city city", {})], "city"),
    "description-weight-0-1": lambda: tag_scores(WORKED_TOOLS, FORECAST_QUESTION, description_weight=0.1),
})


@case("v01-client.search.scoring", "limit-3")
async def worked_limit_3():
    from utcp.client.tool_search_strategies.tag_search import TagSearchStrategy

    strategy = TagSearchStrategy(await repository_of(WORKED_TOOLS))
    return [t.name for t in await strategy.search_tools(FORECAST_QUESTION, 3)]


@case("v01-client.search.default-strategy", "create-without-strategy")
async def default_strategy():
    from utcp.client.utcp_client import UtcpClient

    strategy = (await UtcpClient.create()).search_strategy
    return {"class": type(strategy).__name__, "module": type(strategy).__module__,
            "description_weight": strategy.description_weight}


def weighted_field_search():
    """The WeightedFieldSearch class of the search strategies page, taken from the page itself."""
    page = os.path.join(os.path.dirname(PAGE), "tool-search-strategy.md")
    with open(page) as handle:
        blocks = re.findall(r"```python\n(.*?)```", handle.read(), re.S)
    source = next(block for block in blocks if "class WeightedFieldSearch" in block)
    namespace = {}
    exec(compile(source, "tool-search-strategy.md", "exec"), namespace)  # noqa: S102 - our own page's example
    return namespace["WeightedFieldSearch"]


async def weighted(query, limit=5, entries=None):
    strategy = weighted_field_search()(await repository_of(entries or WORKED_TOOLS))
    return [t.name for t in await strategy.search_tools(query, limit)]


async def tag_ranked(query, limit=5):
    from utcp.client.tool_search_strategies.tag_search import TagSearchStrategy

    strategy = TagSearchStrategy(await repository_of(WORKED_TOOLS))
    return [t.name for t in await strategy.search_tools(query, limit)]


cases_of("v01-client.search.page-strategy", {
    "forecast-question": lambda: weighted(FORECAST_QUESTION),
    "address-question": lambda: weighted(ADDRESS_QUESTION),
    "address-question-tag-search": lambda: tag_ranked(ADDRESS_QUESTION),
    "no-match": lambda: weighted("zebra crossing"),
    "limit-zero": lambda: weighted("weather city", 0),
    "non-ascii-query": lambda: weighted("météo", 5, [("w.a", ["météo"], "Prévisions météo", {})]),
})


# --- the http provider (providers/http.md) ------------------------------------------------------

@contextlib.asynccontextmanager
async def server_on(host, routes):
    """Like http_server, on another loopback address (127.0.0.2, 127.0.0.10, ::1); yields the base URL."""
    from aiohttp import web

    app = web.Application()
    for (method, path), handler in routes.items():
        app.router.add_route(method, path, handler)
    runner = web.AppRunner(app)
    await runner.setup()
    site = web.TCPSite(runner, host, 0)
    await site.start()
    port = site._server.sockets[0].getsockname()[1]
    try:
        yield f"http://[{host}]:{port}" if ":" in host else f"http://{host}:{port}"
    finally:
        await runner.cleanup()


class Recorder:
    """Records every request (method, path, query, chosen headers, cookies, body) and answers from `answers`."""

    HEADERS = ("Accept", "Authorization", "Content-Type", "X-GitHub-Api-Version", "X-Key", "X-Count", "X-Flag",
               "X-None")

    def __init__(self, answers=None):
        self.seen = []
        self.answers = answers or {}

    def routes(self):
        from aiohttp import web

        async def handle(request):
            body = await request.read()
            self.seen.append({"method": request.method, "path": request.path, "query": dict(request.query),
                              "headers": {h: request.headers.getall(h) if len(request.headers.getall(h, [])) > 1
                                          else request.headers[h] for h in self.HEADERS if h in request.headers},
                              "cookies": dict(request.cookies), "body": body.decode("utf-8", "replace")})
            answer = self.answers.get(request.path)
            if callable(answer):
                return await answer(request)
            if answer is not None:
                return answer
            return web.json_response({"ok": True})

        return {(method, "/{tail:.*}"): handle for method in ("GET", "POST", "PUT", "DELETE", "PATCH")}


async def http_call(provider_fields, arguments, answers=None, variables=None):
    """Serves a manual whose one tool has an http provider with `provider_fields` (url relative to the server),
    calls it with `arguments`; returns the call's outcome and the tool request the server saw."""
    from utcp.client.utcp_client import UtcpClient
    from utcp.shared.provider import HttpProvider

    recorder = Recorder(answers)
    async with http_server(recorder.routes()) as base:
        fields = {**provider_fields, "url": provider_fields.get("url", "/tool").replace("BASE", base)}
        if not fields["url"].startswith("http"):
            fields["url"] = base + fields["url"]
        recorder.answers.setdefault("/utcp", None)
        from aiohttp import web

        manual = {"version": "0.1.8", "tools": [tool("t", {"name": "p", "provider_type": "http", **fields})]}
        recorder.answers["/utcp"] = web.json_response(manual)
        client = await UtcpClient.create(config={"variables": variables or {}})
        await client.register_tool_provider(HttpProvider(name="m", url=f"{base}/utcp", http_method="GET"))
        del recorder.seen[:]
        result = await outcome_of(client.call_tool("m.t", arguments))
        if "error" in result:
            result = {"error": {"type": result["error"]["type"],
                                "message": normalise(result["error"]["message"]).split(", url=")[0]}}
        return {"result": result, "requests": [{**r, "path": r["path"]} for r in recorder.seen]}


@case("v01-client.http.page-example", "list-issues")
async def page_example():
    os.environ["GITHUB_TOKEN"] = "token-value"
    try:
        return await http_call({
            "http_method": "GET", "url": "/repos/{owner}/{repo}/issues",
            "headers": {"Accept": "application/vnd.github+json"}, "header_fields": ["X-GitHub-Api-Version"],
            "auth": {"auth_type": "api_key", "api_key": "Bearer $GITHUB_TOKEN", "var_name": "Authorization",
                     "location": "header"}},
            {"owner": "octo-org", "repo": "billing", "labels": "bug", "X-GitHub-Api-Version": "2022-11-28"})
    finally:
        os.environ.pop("GITHUB_TOKEN", None)


def openapi_document(base):
    return {"openapi": "3.0.0", "info": {"title": "Pets", "version": "1"}, "servers": [{"url": base}],
            "paths": {"/pets": {"get": {"operationId": "listPets", "summary": "List pets",
                                        "responses": {"200": {"description": "ok"}}}}}}


async def discover(kind):
    """Registers an http manual provider served in one of several shapes; returns the tool names."""
    from aiohttp import web
    from utcp.client.utcp_client import UtcpClient
    from utcp.shared.provider import HttpProvider

    recorder = Recorder()
    async with http_server(recorder.routes()) as base:
        manual = {"version": "0.1.8", "tools": [http_tool("get", base)]}
        yaml_manual = "version: 0.1.8\ntools:\n  - name: get\n    description: d\n    tool_provider:\n" \
                      f"      provider_type: http\n      url: {base}/echo\n"
        shapes = {
            "utcp-manual": ("/utcp", web.json_response(manual)),
            "openapi": ("/openapi.json", web.json_response(openapi_document(base))),
            "yaml-content-type": ("/manual", web.Response(text=yaml_manual, content_type="application/x-yaml")),
            "yaml-url-suffix": ("/manual.yml", web.Response(text=yaml_manual, content_type="text/plain")),
            "yaml-url-with-query": ("/manual.yaml", web.Response(text=yaml_manual, content_type="text/plain")),
            "json-as-text-plain": ("/manual.txt", web.Response(text=json.dumps(manual), content_type="text/plain")),
            "tools-without-version": ("/no-version", web.json_response({"tools": manual["tools"]})),
        }
        path, answer = shapes[kind]
        recorder.answers[path] = answer
        url = f"{base}{path}" + ("?format=yaml" if kind == "yaml-url-with-query" else "")
        client = await UtcpClient.create()
        tools = await client.register_tool_provider(HttpProvider(name="m", url=url, http_method="GET"))
        return [t.name for t in tools]


cases_of("v01-client.http.discovery", {kind: (lambda kind=kind: discover(kind)) for kind in (
    "utcp-manual", "openapi", "yaml-content-type", "yaml-url-suffix", "yaml-url-with-query", "json-as-text-plain",
    "tools-without-version")})


async def discovery_host(host, url_host=None):
    """A manual served on another loopback address; whether the client requested it."""
    from aiohttp import web
    from utcp.client.utcp_client import UtcpClient
    from utcp.shared.provider import HttpProvider

    recorder = Recorder()
    async with server_on(host, recorder.routes()) as base:
        recorder.answers["/utcp"] = web.json_response({"version": "0.1.8", "tools": [http_tool("get", base)]})
        url = f"{base}/utcp" if url_host is None else f"{base}/utcp".replace(host, url_host)
        client = await UtcpClient.create()
        tools = await client.register_tool_provider(HttpProvider(name="m", url=url, http_method="GET"))
        return {"tools": [t.name for t in tools], "manual requests": len(recorder.seen)}


cases_of("v01-client.http.discovery-url-rule", {
    "loopback-127-0-0-1": lambda: discovery_host("127.0.0.1"),
    "localhost-name": lambda: discovery_host("127.0.0.1", "localhost"),
    "loopback-127-0-0-10": lambda: discovery_host("127.0.0.10"),
    "loopback-127-0-0-2": lambda: discovery_host("127.0.0.2"),
    "loopback-ipv6": lambda: discovery_host("::1"),
    "upper-case-localhost": lambda: discovery_host("127.0.0.1", "LOCALHOST"),
})


@case("v01-client.http.discovery-url-rule", "tool-call-on-127-0-0-2")
async def plain_http_call():
    recorder = Recorder()
    async with server_on("127.0.0.2", recorder.routes()) as other:
        outcome = await http_call({"url": f"{other}/tool"}, {})
        return {"result": outcome["result"], "requests at 127.0.0.2": len(recorder.seen)}


@case("v01-client.http.discovery-request", "post-with-headers-and-auth")
async def discovery_request():
    from aiohttp import web
    from utcp.client.utcp_client import UtcpClient
    from utcp.shared.provider import HttpProvider

    recorder = Recorder()
    async with http_server(recorder.routes()) as base:
        recorder.answers["/utcp"] = web.json_response({"version": "0.1.8", "tools": []})
        client = await UtcpClient.create()
        await client.register_tool_provider(HttpProvider(
            name="m", url=f"{base}/utcp", http_method="POST", headers={"Accept": "application/json"},
            auth={"auth_type": "api_key", "api_key": "k1", "var_name": "X-Key", "location": "header"}))
        return recorder.seen


@case("v01-client.http.discovery-request", "slow-manual-timeout")
async def discovery_timeout():
    from _behaviour import v01_slow_discovery
    from utcp.shared.provider import HttpProvider

    outcome, in_band = await v01_slow_discovery(
        lambda base: HttpProvider(name="m", url=f"{base}/utcp", http_method="GET"))
    return {"tools": outcome["value"], "gave up after 10 s, before the answer at 12 s": in_band}


cases_of("v01-client.http.arguments", {
    "header-fields-str": lambda: http_call({"header_fields": ["X-Count", "X-Flag", "X-None"]},
                                           {"X-Count": 5, "X-Flag": True, "X-None": None}),
    "body-json": lambda: http_call({"http_method": "POST"}, {"body": {"a": 1}, "q": "x"}),
    "body-text-content-type": lambda: http_call({"http_method": "POST", "content_type": "text/plain"},
                                                {"body": "raw words"}),
    "content-type-in-headers": lambda: http_call({"http_method": "POST", "headers": {"Content-Type": "text/plain"}},
                                                 {"body": "raw words"}),
    "lower-case-content-type-header": lambda: http_call(
        {"http_method": "POST", "headers": {"content-type": "text/plain"}}, {"body": {"a": 1}}),
    "header-field-also-placeholder": lambda: http_call({"url": "/items/{X-Key}", "header_fields": ["X-Key"]},
                                                       {"X-Key": "7"}),
    "body-field-default-named-body": lambda: http_call({"http_method": "GET"}, {"body": "sent as body", "k": "v"}),
    "unicode-query": lambda: http_call({}, {"city": "São Paulo"}),
    "boolean-query": lambda: http_call({}, {"flag": True}),
    "none-query": lambda: http_call({}, {"flag": None}),
    "post-query": lambda: http_call({"http_method": "POST"}, {"a": "1", "b": "2"}),
})


def answer_of(status=200, text=None, content_type="application/json", headers=None):
    from aiohttp import web

    async def handler(request):
        return web.Response(status=status, text=text, content_type=content_type if text is not None else None,
                            headers=headers)

    return handler


def redirect_to(code):
    from aiohttp import web

    async def handler(request):
        return web.Response(status=code, headers={"Location": "/landed"})

    return handler


cases_of("v01-client.http.responses", {
    "json": lambda: http_call({}, {}),
    "text-plain": lambda: http_call({}, {}, {"/tool": answer_of(text="plain words", content_type="text/plain")}),
    "json-as-text-plain": lambda: http_call({}, {}, {"/tool": answer_of(text='{"a": 1}', content_type="text/plain")}),
    "vendor-json": lambda: http_call({}, {}, {"/tool": answer_of(text='{"a": 1}',
                                                                 content_type="application/vnd.api+json")}),
    "no-content-204": lambda: http_call({}, {}, {"/tool": answer_of(status=204)}),
    "status-404": lambda: http_call({}, {}, {"/tool": answer_of(status=404, text="no")}),
    "redirect-302-post": lambda: http_call({"http_method": "POST"}, {"body": {"a": 1}},
                                           {"/tool": redirect_to(302)}),
    "redirect-307-post": lambda: http_call({"http_method": "POST"}, {"body": {"a": 1}},
                                           {"/tool": redirect_to(307)}),
})


def token_route(seen):
    from aiohttp import web

    async def handler(request):
        form = dict(await request.post())
        seen.append({"form": form, "authorization": request.headers.get("Authorization")})
        return web.json_response({"access_token": "tok-1", "token_type": "bearer"})

    return handler


async def auth_call(auth):
    tokens = []
    async with http_server({("POST", "/token"): token_route(tokens)}) as token_base:
        if auth.get("auth_type") == "oauth2":
            auth = {**auth, "token_url": f"{token_base}/token"}
        outcome = await http_call({"auth": auth}, {"q": "1"})
        request = outcome["requests"][0] if outcome["requests"] else None
        return {"result": outcome["result"], "query": request and request["query"],
                "headers": request and request["headers"], "cookies": request and request["cookies"],
                "token requests": tokens}


cases_of("v01-client.http.auth", {
    "api-key-header": lambda: auth_call({"auth_type": "api_key", "api_key": "k1", "var_name": "X-Key",
                                         "location": "header"}),
    "api-key-query": lambda: auth_call({"auth_type": "api_key", "api_key": "k1", "var_name": "key",
                                        "location": "query"}),
    "api-key-cookie": lambda: auth_call({"auth_type": "api_key", "api_key": "k1", "var_name": "session",
                                         "location": "cookie"}),
    "api-key-empty": lambda: auth_call({"auth_type": "api_key", "api_key": "", "var_name": "X-Key",
                                        "location": "header"}),
    "basic": lambda: auth_call({"auth_type": "basic", "username": "ana", "password": "secret-ä"}),
    "oauth2": lambda: auth_call({"auth_type": "oauth2", "client_id": "v01-id", "client_secret": "s",
                                 "scope": "read"}),
})


@case("v01-client.http.auth", "manual-auth-not-tool-auth")
async def manual_auth_only():
    """The manual provider has an api_key auth, the tool's provider none."""
    from aiohttp import web
    from utcp.client.utcp_client import UtcpClient
    from utcp.shared.provider import HttpProvider

    recorder = Recorder()
    async with http_server(recorder.routes()) as base:
        recorder.answers["/utcp"] = web.json_response({"version": "0.1.8", "tools": [http_tool("get", base, "/tool")]})
        client = await UtcpClient.create()
        await client.register_tool_provider(HttpProvider(
            name="m", url=f"{base}/utcp", http_method="GET",
            auth={"auth_type": "api_key", "api_key": "k1", "var_name": "X-Key", "location": "header"}))
        await client.call_tool("m.get", {})
        return [{"path": r["path"], "X-Key": r["headers"].get("X-Key")} for r in recorder.seen]


cases_of("v01-client.http.dollar-in-url", {
    "odata-filter": lambda: http_call({"url": "/tool?$filter=a"}, {}),
    "variable-holding-dollar": lambda: http_call({"url": "/tool?$filter=a"}, {}, variables={"filter": "$filter"}),
    "percent-encoded": lambda: http_call({"url": "/tool?%24filter=a"}, {}),
})


async def unreadable(kind):
    """Registers a manual provider whose manual cannot be read; returns what it returned and what was printed."""
    from utcp.client.utcp_client import UtcpClient
    from utcp.shared.provider import CliProvider, HttpProvider, TextProvider

    providers = {
        "http-refused": lambda: HttpProvider(name="m", url="http://127.0.0.1:9/utcp", http_method="GET"),
        "text-missing-file": lambda: TextProvider(name="m", file_path=os.path.join(FOLDER, "absent.json")),
        "text-not-json": lambda: TextProvider(name="m", file_path=write("words.json", "not json at all")),
        "cli-non-zero-exit": lambda: CliProvider(name="m", command_name="sh -c 'exit 3'"),
        "cli-not-json": lambda: CliProvider(name="m", command_name="echo plain words"),
    }
    client = await UtcpClient.create()
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed), contextlib.redirect_stderr(printed):
        result = await outcome_of(client.register_tool_provider(providers[kind]()))
    stored = await client.tool_repository.get_provider("m")
    return {"result": result if "value" in result else {"error": result["error"]["type"]},
            "provider stored": stored is not None, "printed lines": len(printed.getvalue().splitlines())}


cases_of("v01-client.register.unreadable-manual", {kind: (lambda kind=kind: unreadable(kind)) for kind in (
    "http-refused", "text-missing-file", "text-not-json", "cli-non-zero-exit", "cli-not-json")})


# --- the sse provider (providers/sse.md) ---------------------------------------------------------

def sse_route(chunks, state, keep_open=0.0, pause=0.05):
    """Writes `chunks` (bytes) as text/event-stream with a pause between them, then keeps the response open for
    `keep_open` seconds writing heartbeat events; records in `state` the requests and whether writes failed."""
    from aiohttp import web

    async def handler(request):
        body = await request.read()
        state.setdefault("requests", []).append({
            "method": request.method, "query": dict(request.query), "body": body.decode("utf-8", "replace"),
            "headers": {h: request.headers[h] for h in ("Accept", "Authorization", "Content-Type", "X-Trace")
                        if h in request.headers}})
        response = web.StreamResponse(headers={"Content-Type": "text/event-stream"})
        await response.prepare(request)
        for chunk in chunks:
            await response.write(chunk)
            await asyncio.sleep(pause)
        waited = 0.0
        try:
            while waited < keep_open:
                await asyncio.sleep(0.1)
                waited += 0.1
                await response.write(b"data: \"later\"\n\n")
        except Exception:  # noqa: BLE001 - the client went away
            state["write failed"] = True
        return response

    return handler


async def sse_events(chunks, provider_fields=None, arguments=None, limit=10, keep_open=0.0, path="/events"):
    """Registers an sse tool whose stream writes `chunks`; returns the items its iterator yields (at most
    `limit`), how iteration ended, and the opening request."""
    from aiohttp import web
    from utcp.client.utcp_client import UtcpClient
    from utcp.shared.provider import HttpProvider

    state = {}

    def tools_of(base):
        return [tool("watch", {"name": "p", "provider_type": "sse", "url": f"{base}{path}",
                               **(provider_fields or {})})]

    async with http_server({("GET", "/utcp"): manual_route(tools_of), ("GET", "/events"): sse_route(
            chunks, state, keep_open), ("POST", "/events"): sse_route(chunks, state, keep_open)}) as base:
        client = await UtcpClient.create()
        await client.register_tool_provider(HttpProvider(name="m", url=f"{base}/utcp", http_method="GET"))
        items, ended = [], "stream ended"
        try:
            stream = await client.call_tool("m.watch", arguments or {})
            async for item in stream:
                items.append(item)
                if len(items) >= limit:
                    ended = "stopped after limit"
                    break
        except Exception as error:  # noqa: BLE001
            ended = f"raised {type(error).__name__}"
        return {"items": items, "ended": ended, "request": (state.get("requests") or [None])[0],
                "stream requests": len(state.get("requests", []))}


LF_EVENTS = [b'event: progress\ndata: {"percent": 10}\n\n', b": a comment\n\n", b"event: progress\n\n",
             b'event: log\ndata: "line"\n\n', b"data: first\ndata: second\n\n", b"data: 42\n\n"]

cases_of("v01-client.sse.events", {
    "lf": lambda: sse_events(LF_EVENTS),
    "lf-event-type": lambda: sse_events(LF_EVENTS, {"event_type": "progress"}),
    "crlf": lambda: sse_events([b'event: progress\r\ndata: {"percent": 10}\r\n\r\n', b"data: 2\r\n\r\n"]),
    "cr-only": lambda: sse_events([b"data: 1\r\r", b"data: 2\r\r"]),
    "no-final-blank-line": lambda: sse_events([b"data: 1\n\n", b"data: 2\n"]),
    "utf8-split-across-chunks": lambda: sse_events([b"data: \"caf\xc3", b"\xa9\"\n\n"]),
    "two-spaces-after-colon": lambda: sse_events([b"data:  padded\n\n"]),
    "retry-and-id-lines": lambda: sse_events([b"retry: 10\nid: 7\ndata: \"a\"\n\n"]),
})


cases_of("v01-client.sse.request", {
    "page-example-body": lambda: sse_events([b"data: 1\n\n"], {
        "body_field": "options", "headers": {"Content-Type": "application/json"}},
        {"options": {"include_logs": True}}),
    "body-without-json-header": lambda: sse_events([b"data: 1\n\n"], {"body_field": "options"},
                                                   {"options": {"include_logs": "yes"}}),
    "no-body-argument": lambda: sse_events([b"data: 1\n\n"], {"body_field": "options", "header_fields": ["X-Trace"]},
                                           {"X-Trace": 5, "q": "x"}),
    "status-403": lambda: sse_status(403),
    "placeholder": lambda: sse_events([b"data: 1\n\n"], {}, {"stream": "events", "q": "x"}, path="/{stream}"),
})


async def sse_status(code):
    from aiohttp import web

    async def refuse(request):
        return web.Response(status=code, text="no")

    from utcp.client.utcp_client import UtcpClient
    from utcp.shared.provider import HttpProvider

    def tools_of(base):
        return [tool("watch", {"name": "p", "provider_type": "sse", "url": f"{base}/events"})]

    async with http_server({("GET", "/utcp"): manual_route(tools_of), ("GET", "/events"): refuse}) as base:
        client = await UtcpClient.create()
        await client.register_tool_provider(HttpProvider(name="m", url=f"{base}/utcp", http_method="GET"))
        result = await outcome_of(client.call_tool("m.watch", {}))
        return {"error": result["error"]["type"]} if "error" in result else "no error"


async def sse_discovery(kind):
    from aiohttp import web
    from utcp.client.utcp_client import UtcpClient
    from utcp.shared.provider import SSEProvider

    seen = []

    async def manual(request):
        seen.append(request.method)
        base = str(request.url.origin())
        if kind == "openapi":
            return web.json_response(openapi_document(base))
        if kind == "yaml":
            return web.Response(text=f"version: 0.1.8\ntools: []\n", content_type="application/x-yaml")
        return web.json_response({"version": "0.1.8", "tools": [
            tool("watch", {"name": "p", "provider_type": "sse", "url": f"{base}/events"})]})

    async with http_server({("GET", "/utcp"): manual, ("POST", "/utcp"): manual}) as base:
        client = await UtcpClient.create()
        tools = await client.register_tool_provider(SSEProvider(name="m", url=f"{base}/utcp"))
        return {"tools": [t.name for t in tools], "manual request methods": seen}


cases_of("v01-client.sse.discovery", {
    "loopback-127-0-0-2": lambda: sse_discovery_on("127.0.0.2"),
    "json-manual": lambda: sse_discovery("manual"),
    "openapi": lambda: sse_discovery("openapi"),
    "yaml-manual": lambda: sse_discovery("yaml"),
})


async def sse_discovery_on(host):
    from aiohttp import web
    from utcp.client.utcp_client import UtcpClient
    from utcp.shared.provider import SSEProvider

    recorder = Recorder()
    async with server_on(host, recorder.routes()) as base:
        recorder.answers["/utcp"] = web.json_response({"version": "0.1.8", "tools": []})
        client = await UtcpClient.create()
        tools = await client.register_tool_provider(SSEProvider(name="m", url=f"{base}/utcp"))
        return {"tools": tools, "manual requests": len(recorder.seen)}


@case("v01-client.sse.oauth2", "two-calls-two-providers")
async def sse_oauth2():
    """Two calls of one tool, then a tool of another provider with the same client_id but another secret."""
    from utcp.client.utcp_client import UtcpClient
    from utcp.shared.provider import HttpProvider

    tokens, state = [], {}
    async with http_server({("POST", "/token"): token_route(tokens),
                            ("GET", "/events"): sse_route([b"data: 1\n\n"], state)}) as base:
        def sse_tool(name, secret):
            return tool(name, {"name": name, "provider_type": "sse", "url": f"{base}/events", "auth": {
                "auth_type": "oauth2", "token_url": f"{base}/token", "client_id": "v01-sse-client",
                "client_secret": secret}})

        from aiohttp import web

        async def manual(request):
            return web.json_response({"version": "0.1.8", "tools": [sse_tool("a", "s1"), sse_tool("b", "other")]})

        async with http_server({("GET", "/utcp"): manual}) as manual_base:
            client = await UtcpClient.create()
            await client.register_tool_provider(HttpProvider(name="m", url=f"{manual_base}/utcp", http_method="GET"))
            for name in ("m.a", "m.a", "m.b"):
                async for _ in await client.call_tool(name, {}):
                    pass
        return {"token requests": len(tokens), "stream requests": len(state["requests"]),
                "bearer on every stream": [r["headers"].get("Authorization") for r in state["requests"]]}


async def sse_lifetime(kind):
    """What happens to an open stream: break out of the loop, the transport's close(), or a second call."""
    from utcp.client.utcp_client import UtcpClient
    from utcp.shared.provider import HttpProvider

    state = {}

    def tools_of(base):
        return [tool("watch", {"name": "p", "provider_type": "sse", "url": f"{base}/events"})]

    async with http_server({("GET", "/utcp"): manual_route(tools_of),
                            ("GET", "/events"): sse_route([b"data: 0\n\n"], state, keep_open=1.5)}) as base:
        client = await UtcpClient.create()
        await client.register_tool_provider(HttpProvider(name="m", url=f"{base}/utcp", http_method="GET"))
        first = await client.call_tool("m.watch", {})
        await first.__anext__()
        if kind == "break-early":
            await asyncio.sleep(1.8)
            return {"server writes failed after the client stopped reading": state.get("write failed", False)}
        if kind == "second-call-then-close":
            second = await client.call_tool("m.watch", {})
            await second.__anext__()
        await client.transports["sse"].close()
        results = {}
        for label, stream in (("first", first), ("second", second if kind == "second-call-then-close" else None)):
            if stream is None:
                continue
            try:
                item = await asyncio.wait_for(stream.__anext__(), 1)
                results[label] = f"still delivered {item!r}"
            except StopAsyncIteration:
                results[label] = "ended"
            except Exception as error:  # noqa: BLE001
                results[label] = f"raised {type(error).__name__}"
        return results


cases_of("v01-client.sse.lifetime", {
    "break-early": lambda: sse_lifetime("break-early"),
    "transport-close": lambda: sse_lifetime("close"),
    "second-call-then-close": lambda: sse_lifetime("second-call-then-close"),
    "server-closes": lambda: sse_events([b"data: 1\n\n", b"data: 2\n\n"]),
})


# --- the cli provider (providers/cli.md) ---------------------------------------------------------

ARGV_SCRIPT = "import json, os, sys; print(json.dumps({'argv': sys.argv[1:], 'cwd': os.getcwd(), " \
              "'V01_E': os.environ.get('V01_E'), 'TOKEN': os.environ.get('TOKEN')}))"


def cli_manual_file(tools):
    return write(f"cli-manual-{len(os.listdir(FOLDER))}.json", json.dumps({"version": "0.1.8", "tools": tools}))


async def cli_register(command, **provider_fields):
    from utcp.client.utcp_client import UtcpClient
    from utcp.shared.provider import CliProvider

    client = await UtcpClient.create()
    tools = await client.register_tool_provider(CliProvider(name="r", command_name=command, **provider_fields))
    return client, [t.name for t in tools]


def argv_tool(name, command_tail, **fields):
    script = write("argv.py", ARGV_SCRIPT)
    return tool(name, {"name": "r", "provider_type": "cli", "command_name": f"python3 {script} {command_tail}",
                       **fields})


async def cli_argv(arguments, command_tail="count-lines", manual_fields=None, tool_fields=None, env=None):
    """Calls a tool whose command prints its argv, cwd and two environment variables as JSON."""
    manual = cli_manual_file([argv_tool("t", command_tail, **(tool_fields or {}))])
    saved = dict(os.environ)
    os.environ.update(env or {})
    try:
        client, _ = await cli_register(f"cat {manual}", **(manual_fields or {}))
        result = await outcome_of(client.call_tool("r.t", arguments))
    finally:
        os.environ.clear()
        os.environ.update(saved)
    if "value" in result and isinstance(result["value"], dict):
        value = dict(result["value"])
        value["cwd"] = "<tmp>" if value["cwd"].startswith(tempfile.gettempdir()) and value["cwd"] != os.getcwd() \
            else "client's working directory" if value["cwd"] == os.getcwd() else value["cwd"]
        return value
    return result


cases_of("v01-client.cli.command-line", {
    "count-lines-row": lambda: cli_argv({"path": "src", "ext": [".py", ".md"]}),
    "recent-commits-false": lambda: cli_argv({"limit": 5, "merges": False}, "recent-commits"),
    "recent-commits-true": lambda: cli_argv({"merges": True}, "recent-commits"),
    "null-value": lambda: cli_argv({"path": None}),
    "underscore-name": lambda: cli_argv({"per_page": 3}),
    "quoted-command": lambda: cli_argv({}, "'two words' \"and more\""),
})


cases_of("v01-client.cli.per-tool-settings", {
    "manual-provider-settings": lambda: cli_argv({}, manual_fields={"env_vars": {"V01_E": "from-manual"},
                                                                    "working_dir": tempfile.mkdtemp()}),
    "tool-provider-settings": lambda: cli_argv({}, tool_fields={"env_vars": {"V01_E": "from-tool"},
                                                                "working_dir": tempfile.mkdtemp()}),
    "env-var-reference": lambda: cli_argv({}, tool_fields={"env_vars": {"TOKEN": "$V01_CLI_TOKEN"}},
                                          env={"V01_CLI_TOKEN": "resolved-at-call"}),
})


@case("v01-client.cli.per-tool-settings", "auth-object")
def cli_auth():
    from utcp.shared.provider import CliProvider

    try:
        CliProvider(name="c", command_name="echo", auth={"auth_type": "api_key", "api_key": "k", "var_name": "X"})
        return "accepted"
    except Exception as error:  # noqa: BLE001
        return {"error": type(error).__name__}


def printing(stdout="", stderr="", code=0):
    """A command that prints `stdout` and `stderr` (from files) and exits with `code`."""
    out = write(f"out-{len(os.listdir(FOLDER))}.txt", stdout)
    err = write(f"err-{len(os.listdir(FOLDER))}.txt", stderr)
    return f"sh -c 'cat {out}; cat {err} >&2; exit {code}'"


def manual_text(name="a"):
    return json.dumps({"version": "0.1.8", "tools": [
        {"name": name, "description": "d", "tool_provider": {"provider_type": "cli", "command_name": "echo"}}]})


def single_tool(name):
    return json.dumps({"name": name, "description": "d", "tool_provider": {"provider_type": "cli",
                                                                            "command_name": "echo"}})


async def cli_discovery(command):
    _, names = await cli_register(command)
    return names


cases_of("v01-client.cli.discovery", {
    "stdout-exit-0": lambda: cli_discovery(printing(manual_text())),
    "stdout-exit-1": lambda: cli_discovery(printing(manual_text(), code=1)),
    "stderr-exit-1": lambda: cli_discovery(printing("", manual_text(), code=1)),
    "single-tool": lambda: cli_discovery(printing(single_tool("solo"))),
    "array-of-tools": lambda: cli_discovery(printing("[" + single_tool("x") + "," + single_tool("y") + "]")),
    "lines-among-logs": lambda: cli_discovery(printing("starting up\n" + single_tool("from_line") + "\nnoise {\n"
                                                       + manual_text("from_manual_line") + "\n")),
    "array-line-among-logs": lambda: cli_discovery(printing("log\n[" + single_tool("in_array") + "]\n")),
    "one-invalid-tool": lambda: cli_discovery(printing(json.dumps({"version": "0.1.8", "tools": [
        json.loads(single_tool("good")), {"name": "bad"}]}))),
    "crlf-lines": lambda: cli_discovery(printing("log\r\n" + single_tool("crlf") + "\r\n")),
    "command-not-found": lambda: cli_discovery("v01-no-such-program --manual"),
})


async def cli_result(command, arguments=None):
    manual = cli_manual_file([tool("t", {"name": "r", "provider_type": "cli", "command_name": command})])
    client, _ = await cli_register(f"cat {manual}")
    result = await outcome_of(client.call_tool("r.t", arguments or {}))
    return result if "value" in result else {"error": result["error"]["type"]}


def page_script():
    """repo_tools.py of the CLI provider page, written to a file from the page."""
    page = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "versioned_docs", "version-0.1",
                        "providers", "cli.md")
    with open(page) as handle:
        source = re.search(r'```python title="repo_tools.py"\n(.*?)```', handle.read(), re.S).group(1)
    return write("repo_tools.py", source)


cases_of("v01-client.cli.results", {
    "exit-1-empty-stderr": lambda: cli_result(printing("out", "", code=1)),
    "number-output": lambda: cli_result(printing("42\n")),
    "null-output": lambda: cli_result(printing("null")),
    "text-output": lambda: cli_result(printing("  padded text \n")),
    "command-not-found": lambda: cli_result("v01-no-such-program"),
    "page-count-lines-without-path": lambda: cli_result(f"python3 {page_script()} count-lines"),
    "tool-name-not-passed": lambda: cli_result(f"python3 {write('argv.py', ARGV_SCRIPT)}"),
})


# --- the provider object (providers/index.md) ----------------------------------------------------

def model_fields(model, data, fields):
    try:
        built = model.model_validate(data)
    except Exception as error:  # noqa: BLE001
        return {"error": type(error).__name__}
    return {field: getattr(built, field) for field in fields}


def http_provider_model():
    from utcp.shared.provider import HttpProvider

    return HttpProvider


def api_key_model():
    from utcp.shared.auth import ApiKeyAuth

    return ApiKeyAuth


cases_of("v01-client.models.unknown-fields", {
    "misspelt-http-method": lambda: model_fields(http_provider_model(), {"url": "https://x.example", "http_methd": "POST"},
                                                 ["http_method"]),
    "misspelt-auth-location": lambda: model_fields(api_key_model(), {"api_key": "k", "var_name": "key",
                                                                     "locaton": "query"}, ["location"]),
})


@case("v01-client.models.unknown-fields", "misspelt-method-in-served-tool")
async def misspelt_in_tool():
    outcome = await http_call({"http_methd": "POST"}, {})
    return [request["method"] for request in outcome["requests"]]


async def auth_class(auth):
    from utcp.shared.provider import HttpProvider

    try:
        provider = HttpProvider(url="https://x.example", auth=auth)
    except Exception as error:  # noqa: BLE001 - pydantic's message names its own version
        return {"error": type(error).__name__}
    return {"class": type(provider.auth).__name__, "auth_type": provider.auth.auth_type}


cases_of("v01-client.models.auth-type-default", {
    "api-key-without-auth-type": lambda: auth_class({"api_key": "k", "var_name": "X-Key"}),
    "basic-without-auth-type": lambda: auth_class({"username": "u", "password": "p"}),
    "oauth2-without-auth-type": lambda: auth_class({"token_url": "https://t.example", "client_id": "c",
                                                    "client_secret": "s"}),
    "basic-fields-with-api-key-type": lambda: auth_class({"auth_type": "api_key", "username": "u", "password": "p"}),
})


@case("v01-client.models.model-only-call", "websocket-tool-provider")
async def model_only_call():
    from utcp.client.utcp_client import UtcpClient
    from utcp.shared.provider import HttpProvider

    def tools_of(base):
        return [tool("live", {"name": "ws", "provider_type": "websocket", "url": "ws://127.0.0.1:9/ws"})]

    async with http_server({("GET", "/utcp"): manual_route(tools_of)}) as base:
        client = await UtcpClient.create()
        tools = await client.register_tool_provider(HttpProvider(name="m", url=f"{base}/utcp", http_method="GET"))
        result = await outcome_of(client.call_tool("m.live", {}))
        return {"registered tools": [t.name for t in tools], "call": result}


@case("v01-client.models.openapi-via-text", "openapi-file")
async def openapi_via_text():
    from utcp.client.utcp_client import UtcpClient
    from utcp.shared.provider import TextProvider

    path = write("openapi.json", json.dumps(openapi_document("https://pets.example")))
    client = await UtcpClient.create()
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        tools = await client.register_tool_provider(TextProvider(name="pets", file_path=path))
    return {"tools": [t.name for t in tools], "tool url": tools[0].tool_provider.url if tools else None}


@case("v01-client.http.auth", "oauth2-basic-fallback")
async def oauth2_fallback():
    """The token URL refuses credentials in the body; the client tries again with a Basic header."""
    from aiohttp import web

    tokens = []

    async def token(request):
        form = dict(await request.post())
        tokens.append({"form keys": sorted(form), "authorization": request.headers.get("Authorization")})
        if not request.headers.get("Authorization"):
            return web.Response(status=401, text="credentials in the header, please")
        return web.json_response({"access_token": "tok-2", "token_type": "bearer"})

    async with http_server({("POST", "/token"): token}) as token_base:
        outcome = await http_call({"auth": {"auth_type": "oauth2", "token_url": f"{token_base}/token",
                                            "client_id": "v01-fallback", "client_secret": "s"}}, {})
        return {"token requests": tokens, "bearer": outcome["requests"][0]["headers"].get("Authorization")}


# --- the text provider (providers/text.md) ------------------------------------------------------

async def text_tool_call(content, arguments=None, mode="w", name="note.md"):
    """A text tool whose file holds `content` (str, or bytes with mode "wb"); the call's outcome."""
    from utcp.client.utcp_client import UtcpClient
    from utcp.shared.provider import TextProvider

    note = write(name, content, mode)
    manual = write("text-manual.json", json.dumps({"version": "0.1.8", "tools": [
        tool("read", {"name": "t", "provider_type": "text", "file_path": note})]}))
    client = await UtcpClient.create()
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        await client.register_tool_provider(TextProvider(name="team", file_path=manual))
        result = await outcome_of(client.call_tool("team.read", arguments or {}))
    return result if "value" in result else {"error": result["error"]["type"]}


cases_of("v01-client.text.calls", {
    "crlf-file": lambda: text_tool_call("line one\r\nline two\r\n"),
    "arguments-ignored": lambda: text_tool_call("# Runbook\n", {"section": "roles", "n": 2}),
    "latin-1-file": lambda: text_tool_call("caf\xe9\n".encode("latin-1"), mode="wb"),
    "utf8-bom-file": lambda: text_tool_call("\N{ZERO WIDTH NO-BREAK SPACE}text\n".encode("utf-8"), mode="wb"),
})


async def text_discovery(name, content):
    from utcp.client.utcp_client import UtcpClient
    from utcp.shared.provider import TextProvider

    path = write(name, content)
    client = await UtcpClient.create()
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        result = await outcome_of(client.register_tool_provider(TextProvider(name="f", file_path=path)))
    if "error" in result:
        return {"error": result["error"]["type"]}
    return [{"name": t.name, "url": getattr(t.tool_provider, "url", None)} for t in result["value"]]


YAML_MANUAL = "version: 0.1.8\ntools:\n  - name: get\n    description: d\n    tool_provider:\n" \
              "      provider_type: http\n      url: https://x.example/get\n"
NO_SERVERS = json.dumps({"openapi": "3.0.0", "info": {"title": "t", "version": "1"}, "paths": {
    "/ping": {"get": {"operationId": "ping", "responses": {"200": {"description": "ok"}}}}}})

cases_of("v01-client.text.discovery", {
    "yaml-suffix": lambda: text_discovery("manual.yaml", YAML_MANUAL),
    "yml-suffix": lambda: text_discovery("manual.yml", YAML_MANUAL),
    "upper-case-yaml-suffix": lambda: text_discovery("MANUAL.YAML", YAML_MANUAL),
    "openapi-without-servers": lambda: text_discovery("no-servers.json", NO_SERVERS),
    "neither-kind": lambda: text_discovery("other.json", json.dumps({"hello": "world"})),
})


@case("v01-client.text.discovery", "relative-path-from-cwd")
async def relative_from_cwd():
    """A fresh process (no client created with a providers file yet), a relative path, the cwd holding the file."""
    from utcp.client.utcp_client import UtcpClient
    from utcp.shared.provider import TextProvider

    folder = tempfile.mkdtemp()
    with open(os.path.join(folder, "rel.json"), "w") as handle:
        handle.write(json.dumps({"version": "0.1.8", "tools": [tool("here", {"provider_type": "text",
                                                                             "file_path": "x.txt"})]}))
    from utcp.client.transport_interfaces.text_transport import TextTransport

    # The text transport is shared by the class; earlier cases set its base path, as a providers file would.
    UtcpClient.transports["text"] = TextTransport()
    previous = os.getcwd()
    os.chdir(folder)
    try:
        client = await UtcpClient.create()
        printed = io.StringIO()
        with contextlib.redirect_stdout(printed):
            tools = await client.register_tool_provider(TextProvider(name="rel", file_path="rel.json"))
        return [t.name for t in tools]
    finally:
        os.chdir(previous)


# --- the grpc and webrtc providers (providers/grpc.md, providers/webrtc.md): models without a transport ---

GRPC_FIELDS = {"host": "127.0.0.1", "port": 9, "service_name": "logistics.v1.ShipmentService",
               "method_name": "GetShipment"}
WEBRTC_FIELDS = {"signaling_server": "https://127.0.0.1:9/signal", "peer_id": "peer-é"}


def provider_model(provider_type):
    from utcp.shared.provider import GRPCProvider, WebRTCProvider

    return {"grpc": GRPCProvider, "webrtc": WebRTCProvider}[provider_type]


def built(provider_type, data):
    """The model's fields after validation, or the error's type name."""
    try:
        made = provider_model(provider_type).model_validate({"name": "p", **data})
    except Exception as error:  # noqa: BLE001 - pydantic's message names its own version
        return {"error": type(error).__name__}
    return {field: (type(value).__name__ if hasattr(value, "model_fields") else value)
            for field, value in made.model_dump().items() if field != "name"}


async def register_only(provider_type, data):
    """Registers the provider itself as a manual provider; raises what the client raises."""
    from utcp.client.utcp_client import UtcpClient

    client = await UtcpClient.create()
    return [t.name for t in await client.register_tool_provider(provider_model(provider_type)(name="p", **data))]


async def served_then_called(provider):
    """An HTTP manual whose one tool has `provider` as its tool provider: what registering and calling give."""
    from utcp.client.utcp_client import UtcpClient
    from utcp.shared.provider import HttpProvider

    async with http_server({("GET", "/utcp"): manual_route(lambda base: [tool("get_shipment", provider)])}) as base:
        client = await UtcpClient.create()
        tools = await client.register_tool_provider(HttpProvider(name="m", url=f"{base}/utcp", http_method="GET"))
        registered = {t.name: type(t.tool_provider).__name__ for t in tools}
        return {"registered": registered, "call": await outcome_of(client.call_tool("m.get_shipment",
                                                                                   {"shipment_id": "SHP-1"}))}


async def called_only(provider):
    """The same call, letting the client's own error through."""
    from utcp.client.utcp_client import UtcpClient
    from utcp.shared.provider import HttpProvider

    async with http_server({("GET", "/utcp"): manual_route(lambda base: [tool("get_shipment", provider)])}) as base:
        client = await UtcpClient.create()
        await client.register_tool_provider(HttpProvider(name="m", url=f"{base}/utcp", http_method="GET"))
        return await client.call_tool("m.get_shipment", {"shipment_id": "SHP-1"})


async def signaling_requests():
    """Registering a webrtc provider whose signaling server is a loopback HTTP server that records requests."""
    from aiohttp import web

    seen = []

    async def anything(request):
        seen.append(f"{request.method} {request.path}")
        return web.json_response({})

    async with http_server({("GET", "/signal"): anything, ("POST", "/signal"): anything}) as base:
        registering = await outcome_of(register_only("webrtc", {**WEBRTC_FIELDS,
                                                               "signaling_server": f"{base}/signal"}))
        called = await outcome_of(called_only({"name": "rtc", "provider_type": "webrtc", **WEBRTC_FIELDS,
                                               "signaling_server": f"{base}/signal"}))
        return {"registering": registering.get("error"), "calling": called.get("error"),
                "signaling requests": seen}


async def with_env(name, value, run):
    os.environ[name] = value
    try:
        return await run()
    finally:
        del os.environ[name]


API_KEY = {"auth_type": "api_key", "api_key": "Bearer $LOGISTICS_TOKEN", "var_name": "authorization",
           "location": "header"}

cases_of("v01-client.models.grpc", {
    "defaults": lambda: (built("grpc", GRPC_FIELDS)),
    "fields": lambda: (sorted(provider_model("grpc").model_fields)),
    "without-method-name": lambda: provider_model("grpc").model_validate(
        {"name": "p", **{k: v for k, v in GRPC_FIELDS.items() if k != "method_name"}}).model_dump(),
    "port-as-string": lambda: (built("grpc", {**GRPC_FIELDS, "port": "443"})["port"]),
    "use-ssl-as-string": lambda: (built("grpc", {**GRPC_FIELDS, "use_ssl": "yes"})),
    "auth-api-key": lambda: (built("grpc", {**GRPC_FIELDS, "auth": API_KEY})["auth"]),
    "auth-basic": lambda: (built("grpc", {**GRPC_FIELDS, "auth": {
        "auth_type": "basic", "username": "u", "password": "p"}})["auth"]),
    "auth-oauth2": lambda: (built("grpc", {**GRPC_FIELDS, "auth": {
        "auth_type": "oauth2", "token_url": "https://127.0.0.1:9/token", "client_id": "c",
        "client_secret": "s"}})["auth"]),
    "register": lambda: register_only("grpc", GRPC_FIELDS),
    "served-manual": lambda: served_then_called({"name": "shipments", "provider_type": "grpc", **GRPC_FIELDS,
                                                 "use_ssl": True, "auth": API_KEY}),
    "call": lambda: called_only({"name": "shipments", "provider_type": "grpc", **GRPC_FIELDS}),
    "served-manual-token-set": lambda: with_env("LOGISTICS_TOKEN", "t-1", lambda: served_then_called(
        {"name": "shipments", "provider_type": "grpc", **GRPC_FIELDS, "use_ssl": True, "auth": API_KEY})),
})

cases_of("v01-client.models.webrtc", {
    "defaults": lambda: (built("webrtc", WEBRTC_FIELDS)),
    "fields": lambda: (sorted(provider_model("webrtc").model_fields)),
    "auth-api-key": lambda: provider_model("webrtc").model_validate(
        {"name": "p", **WEBRTC_FIELDS, "auth": API_KEY}).model_dump(),
    "auth-null": lambda: (built("webrtc", {**WEBRTC_FIELDS, "auth": None})),
    "register": lambda: register_only("webrtc", WEBRTC_FIELDS),
    "call": lambda: called_only({"name": "rtc", "provider_type": "webrtc", **WEBRTC_FIELDS}),
    "signaling-server-contacted": signaling_requests,
})


# --- grpc and webrtc, second adversarial review 2026-11-28: the paths and values the first cases left out ---

# The example tools of providers/grpc.md and providers/webrtc.md, as the pages print them.
PAGE_GRPC_TOOL = {
    "name": "get_shipment",
    "description": "Status, carrier and expected delivery date of one shipment",
    "tags": ["logistics", "shipments", "tracking"],
    "inputs": {"type": "object",
               "properties": {"shipment_id": {"type": "string", "description": "Shipment id, for example SHP-20931"}},
               "required": ["shipment_id"]},
    "outputs": {"type": "object", "properties": {
        "status": {"type": "string", "enum": ["PENDING", "IN_TRANSIT", "DELIVERED", "RETURNED"]},
        "carrier": {"type": "string"}, "expected_delivery": {"type": "string", "format": "date"}}},
    "tool_provider": {"name": "shipments", "provider_type": "grpc", "host": "grpc.logistics.example.com",
                      "port": 443, "service_name": "logistics.v1.ShipmentService", "method_name": "GetShipment",
                      "use_ssl": True, "auth": {"auth_type": "api_key", "api_key": "Bearer $LOGISTICS_TOKEN",
                                                "var_name": "authorization", "location": "header"}},
}
PAGE_WEBRTC_TOOL = {
    "name": "render_preview",
    "description": "Render a low-resolution preview of a scene file and return it as a base64 PNG",
    "tags": ["rendering", "3d", "preview"],
    "inputs": {"type": "object", "properties": {
        "scene": {"type": "string", "description": "Scene path on the workstation"},
        "width": {"type": "integer", "minimum": 64, "maximum": 1024}}, "required": ["scene"]},
    "outputs": {"type": "object", "properties": {"png_base64": {"type": "string"}, "render_ms": {"type": "integer"}}},
    "average_response_size": 20000,
    "tool_provider": {"name": "studio_workstation", "provider_type": "webrtc",
                      "signaling_server": "wss://signal.studio.example.com/v1", "peer_id": "ws-render-07",
                      "data_channel_name": "tools"},
}


async def page_tool_called(entry, tool_name, arguments, env=None):
    """The page's tool served in an HTTP manual, registered and called; `env` sets variables for the call."""
    from utcp.client.utcp_client import UtcpClient
    from utcp.shared.provider import HttpProvider

    async with http_server({("GET", "/utcp"): manual_route(lambda base: [entry])}) as base:
        client = await UtcpClient.create()
        tools = await client.register_tool_provider(HttpProvider(name="m", url=f"{base}/utcp", http_method="GET"))
        for name, value in (env or {}).items():
            os.environ[name] = value
        try:
            called = await outcome_of(client.call_tool(f"m.{tool_name}", arguments))
        finally:
            for name in env or {}:
                del os.environ[name]
        return {"registered": [t.name for t in tools], "call": called}


async def text_manual_called(entry, tool_name, arguments):
    """The tool in a text manual (file), registered with a text provider and called."""
    from utcp.client.utcp_client import UtcpClient
    from utcp.shared.provider import TextProvider

    path = write(f"text-manual-{tool_name}.json", json.dumps({"version": "0.1.8", "tools": [entry]}))
    client = await UtcpClient.create()
    tools = await client.register_tool_provider(TextProvider(name="files", file_path=path))
    return {"registered": [t.name for t in tools],
            "call": await outcome_of(client.call_tool(f"files.{tool_name}", arguments))}


async def in_providers_file(entry):
    """A providers file holding `entry`: what create() raises or prints, and the tools it keeps."""
    path = write(f"providers-{entry['provider_type']}.json", json.dumps([entry]))
    client, printed = await create_printing({"providers_file_path": path})
    return {"printed": printed, "tools": [t.name for t in await client.tool_repository.get_tools()]}


async def registered_with_unset_variable(provider_type, data):
    return await outcome_of(register_only(provider_type, data))


async def signaling_other_paths():
    """A loopback signaling server that records requests, tried through a providers file, a text manual and
    a registration whose signaling_server names an unset variable."""
    from aiohttp import web

    seen = []

    async def anything(request):
        seen.append(f"{request.method} {request.path}")
        return web.json_response({})

    routes = {(method, "/signal"): anything for method in ("GET", "POST", "PUT")}
    async with http_server(routes) as base:
        signal = f"{base}/signal"
        entry = {"name": "rtc", "provider_type": "webrtc", "signaling_server": signal, "peer_id": "peer-1"}
        from_file = await in_providers_file(entry)
        from_text = await text_manual_called({**PAGE_WEBRTC_TOOL, "tool_provider": entry}, "render_preview",
                                             {"scene": "a.blend"})
        unset = await registered_with_unset_variable("webrtc", {**WEBRTC_FIELDS,
                                                                "signaling_server": "$UNSET_SIGNALING_URL_R_C2"})
        return {"providers file": from_file["printed"], "text manual call": from_text["call"].get("error"),
                "unset variable": unset.get("error", {}).get("type"), "signaling requests": seen}


async def manual_with_auth_tool():
    """An HTTP manual of two tools: one http tool, and the page's webrtc tool with an api_key auth object."""
    from utcp.client.utcp_client import UtcpClient
    from utcp.shared.provider import HttpProvider

    def tools_of(base):
        webrtc = {**PAGE_WEBRTC_TOOL, "tool_provider": {**PAGE_WEBRTC_TOOL["tool_provider"], "auth": API_KEY}}
        return [tool("plain", {"name": "h", "provider_type": "http", "url": f"{base}/plain"}), webrtc]

    async with http_server({("GET", "/utcp"): manual_route(tools_of)}) as base:
        client = await UtcpClient.create()
        registered = await outcome_of(client.register_tool_provider(
            HttpProvider(name="m", url=f"{base}/utcp", http_method="GET")))
        return {"registered": registered.get("value"), "error": registered.get("error")}


def model_outcome(provider_type, data):
    try:
        return {"value": provider_model(provider_type).model_validate({"name": "p", **data}).model_dump()}
    except Exception as error:  # noqa: BLE001
        return {"error": type(error).__name__}


cases_of("v01-client.models.grpc", {
    "method-name-empty-string": lambda: model_outcome("grpc", {**GRPC_FIELDS, "method_name": ""}),
    "method-name-null": lambda: model_outcome("grpc", {**GRPC_FIELDS, "method_name": None}),
    "streaming-field-given": lambda: model_outcome("grpc", {**GRPC_FIELDS, "server_streaming": True}),
    "register-unset-variable": lambda: registered_with_unset_variable(
        "grpc", {**GRPC_FIELDS, "auth": {**API_KEY, "api_key": "Bearer $UNSET_TOKEN_R_C2"}}),
    "providers-file": lambda: in_providers_file({"name": "shipments", "provider_type": "grpc", **GRPC_FIELDS}),
    "page-tool-token-set": lambda: page_tool_called(PAGE_GRPC_TOOL, "get_shipment", {"shipment_id": "SHP-20931"},
                                                    {"LOGISTICS_TOKEN": "t-1"}),
    "page-tool-token-empty": lambda: page_tool_called(PAGE_GRPC_TOOL, "get_shipment",
                                                      {"shipment_id": "SHP-20931"}, {"LOGISTICS_TOKEN": ""}),
    "variable-in-host-unset": lambda: served_then_called({"name": "shipments", "provider_type": "grpc",
                                                         **GRPC_FIELDS, "host": "$UNSET_GRPC_HOST_R_C2"}),
    "text-manual": lambda: text_manual_called({**PAGE_GRPC_TOOL, "tool_provider": {
        k: v for k, v in PAGE_GRPC_TOOL["tool_provider"].items() if k != "auth"}}, "get_shipment",
        {"shipment_id": "SHP-20931"}),
})

cases_of("v01-client.models.webrtc", {
    "auth-empty-object": lambda: model_outcome("webrtc", {**WEBRTC_FIELDS, "auth": {}}),
    "auth-empty-string": lambda: model_outcome("webrtc", {**WEBRTC_FIELDS, "auth": ""}),
    "auth-false": lambda: model_outcome("webrtc", {**WEBRTC_FIELDS, "auth": False}),
    "auth-basic": lambda: model_outcome("webrtc", {**WEBRTC_FIELDS, "auth": {
        "auth_type": "basic", "username": "u", "password": "p"}}),
    "data-channel-name-null": lambda: model_outcome("webrtc", {**WEBRTC_FIELDS, "data_channel_name": None}),
    "request-id-field-given": lambda: model_outcome("webrtc", {**WEBRTC_FIELDS, "request_id": "r-1"}),
    "page-tool": lambda: page_tool_called(PAGE_WEBRTC_TOOL, "render_preview", {"scene": "a.blend", "width": 64}),
    "page-tool-with-auth": lambda: page_tool_called(
        {**PAGE_WEBRTC_TOOL, "tool_provider": {**PAGE_WEBRTC_TOOL["tool_provider"], "auth": API_KEY}},
        "render_preview", {"scene": "a.blend"}),
    "signaling-other-paths": signaling_other_paths,
    "manual-with-one-auth-tool": lambda: manual_with_auth_tool(),
})


# --- third adversarial review 2026-11-29: variables set to "" in the client config, arguments that miss the
# query string ---

async def page_tool_called_with_config(entry, tool_name, arguments, variables):
    """The page's tool served in an HTTP manual, called by a client whose config sets `variables`."""
    from utcp.client.utcp_client import UtcpClient
    from utcp.shared.provider import HttpProvider

    async with http_server({("GET", "/utcp"): manual_route(lambda base: [entry])}) as base:
        client = await UtcpClient.create(config={"variables": variables})
        tools = await client.register_tool_provider(HttpProvider(name="m", url=f"{base}/utcp", http_method="GET"))
        return {"registered": [t.name for t in tools],
                "call": await outcome_of(client.call_tool(f"m.{tool_name}", arguments))}


async def registered_with_config(provider_type, data, variables):
    from utcp.client.utcp_client import UtcpClient

    client = await UtcpClient.create(config={"variables": variables})
    return await outcome_of(client.register_tool_provider(provider_model(provider_type)(name="p", **data)))


async def registered_with_env(provider_type, data, env):
    os.environ.update(env)
    try:
        return await outcome_of(register_only(provider_type, data))
    finally:
        for name in env:
            del os.environ[name]


cases_of("v01-client.models.grpc", {
    "page-tool-token-empty-in-config": lambda: page_tool_called_with_config(
        PAGE_GRPC_TOOL, "get_shipment", {"shipment_id": "SHP-20931"}, {"LOGISTICS_TOKEN": ""}),
    "register-variable-empty-in-config": lambda: registered_with_config(
        "grpc", {**GRPC_FIELDS, "auth": {**API_KEY, "api_key": "Bearer $EMPTY_TOKEN_R_X2"}},
        {"EMPTY_TOKEN_R_X2": ""}),
    "register-variable-empty-in-env": lambda: registered_with_env(
        "grpc", {**GRPC_FIELDS, "auth": {**API_KEY, "api_key": "Bearer $EMPTY_TOKEN_R_X2"}},
        {"EMPTY_TOKEN_R_X2": ""}),
})

cases_of("v01-client.http.arguments", {
    "path-placeholder": lambda: http_call({"http_method": "POST", "url": "/shipments/{shipment_id}"},
                                          {"shipment_id": "SHP-1", "body": {"a": 1}, "q": "x"}),
    "body-null": lambda: http_call({"http_method": "POST"}, {"body": None, "q": "x"}),
    "body-field-null": lambda: http_call({"http_method": "POST", "body_field": None}, {"body": "b", "q": "x"}),
    "header-field-with-body": lambda: http_call({"http_method": "POST", "header_fields": ["X-Count"]},
                                                {"body": {"a": 1}, "X-Count": "3", "q": "x"}),
})


# --- Folding the 0.1 probes (adversarial review 2026-11-29, p-fold9) ------------------------------

async def providers_file_at(path):
    from utcp.client.utcp_client import UtcpClient

    return await UtcpClient.create(config={"providers_file_path": path})


cases_of("v01-client.file.missing", {
    "missing-file": lambda: providers_file_at(os.path.join(FOLDER, "no-such-providers.json")),
    "missing-folder": lambda: providers_file_at(os.path.join(FOLDER, "no-such-folder", "providers.json")),
    "directory": lambda: providers_file_at(FOLDER),
})


@case("v01-client.file.missing", "empty-path")
async def providers_file_empty_path():
    client = await providers_file_at("")
    return {"tools": [t.name for t in await client.tool_repository.get_tools()]}


async def skipped_entry(entry):
    """One providers file entry beside a valid one: what is printed and which tools are stored."""
    async with http_server({("GET", "/utcp"): manual_route(lambda b: [http_tool("get", b)]),
                            ("GET", "/echo"): echo_route([])}) as base:
        path = write(f"skipped-{len(os.listdir(FOLDER))}.json", json.dumps([
            entry, {"name": "good", "provider_type": "http", "url": f"{base}/utcp", "http_method": "GET"}]))
        client, printed = await create_printing({"providers_file_path": path})
        return {"printed": printed, "tools": sorted(t.name for t in await client.tool_repository.get_tools()),
                "providers": sorted(p.name for p in await client.tool_repository.get_providers())}


cases_of("v01-client.file.skipped-entries", {
    "missing-type": lambda: skipped_entry({"name": "untyped", "url": "https://x.example/utcp"}),
    "null-type": lambda: skipped_entry({"name": "null_type", "provider_type": None, "url": "https://x.example/utcp"}),
    "empty-type": lambda: skipped_entry({"name": "empty_type", "provider_type": "", "url": "https://x.example/utcp"}),
    "unknown-type": lambda: skipped_entry({"name": "ftp", "provider_type": "ftp", "url": "ftp://x.example"}),
    "websocket-type": lambda: skipped_entry({"name": "ws", "provider_type": "websocket",
                                             "url": "wss://x.example/ws"}),
    "grpc-type": lambda: skipped_entry({"name": "rpc", "provider_type": "grpc", "host": "x.example", "port": 443,
                                        "service_name": "S", "method_name": "M"}),
    "tcp-type": lambda: skipped_entry({"name": "sock", "provider_type": "tcp", "host": "127.0.0.1", "port": 9}),
    "webrtc-type": lambda: skipped_entry({"name": "rtc", "provider_type": "webrtc", "signaling_server": "wss://s",
                                          "peer_id": "p"}),
})


def default_names():
    from utcp.shared.provider import CliProvider, HttpProvider, TextProvider

    return [HttpProvider(url="https://a.example").name, HttpProvider(url="https://b.example").name,
            CliProvider(command_name="echo").name, TextProvider(file_path="m.json").name]


DEFAULT_NAME_SCRIPT = r'''
import json
from utcp.shared.provider import HttpProvider
print(json.dumps(HttpProvider(url="https://a.example").name))
'''


def default_name_in_process():
    import subprocess
    import sys

    done = subprocess.run([sys.executable, "-c", DEFAULT_NAME_SCRIPT], capture_output=True, text=True, timeout=60,
                          env=dict(os.environ))
    return json.loads(done.stdout.strip().splitlines()[-1])


cases_of("v01-client.register.default-name", {
    "hex-32": lambda: {"32 lower-case hex digits": bool(re.fullmatch(r"[0-9a-f]{32}", default_names()[0]))},
    "two-http-providers": lambda: default_names()[0] == default_names()[1],
    "across-provider-types": lambda: len(set(default_names())) == 1,
    "two-processes": lambda: default_name_in_process() == default_name_in_process(),
    "this-process-and-another": lambda: default_name_in_process() == default_names()[0],
})


async def per_caller(values):
    """One served manual whose tool URL carries $WEATHER_API_KEY; one client per value, each calls the tool."""
    from utcp.client.utcp_client import UtcpClient
    from utcp.shared.provider import HttpProvider

    seen = []

    def tools_of(base):
        return [http_tool("forecast", base, path="/echo?key=$WEATHER_API_KEY")]

    saved = os.environ.pop("WEATHER_API_KEY", None)
    try:
        async with http_server({("GET", "/utcp"): manual_route(tools_of), ("GET", "/echo"): echo_route(seen)}) as base:
            stored = []
            for value in values:
                client = await UtcpClient.create(config={"variables": {"WEATHER_API_KEY": value}})
                await client.register_tool_provider(HttpProvider(name="weather", url=f"{base}/utcp",
                                                                 http_method="GET"))
                stored.append((await client.tool_repository.get_tools())[-1].tool_provider.url.split("?")[1])
                await client.call_tool("weather.forecast", {})
            return {"query each caller sent": [s["query"] for s in seen], "stored tool URL query": stored}
    finally:
        if saved is not None:
            os.environ["WEATHER_API_KEY"] = saved


cases_of("v01-client.variables.per-caller", {
    "two-callers": lambda: per_caller(["key-of-ana", "key-of-bo"]),
    "unicode-value": lambda: per_caller(["clé-ü"]),
})


@case("v01-client.variables.per-caller", "caller-without-value")
async def caller_without_value():
    from utcp.client.utcp_client import UtcpClient
    from utcp.shared.provider import HttpProvider

    def tools_of(base):
        return [http_tool("forecast", base, path="/echo?key=$WEATHER_API_KEY")]

    saved = os.environ.pop("WEATHER_API_KEY", None)
    try:
        async with http_server({("GET", "/utcp"): manual_route(tools_of), ("GET", "/echo"): echo_route([])}) as base:
            client = await UtcpClient.create()
            tools = await client.register_tool_provider(HttpProvider(name="weather", url=f"{base}/utcp",
                                                                     http_method="GET"))
            call = await outcome_of(client.call_tool("weather.forecast", {}))
            return {"registered": [t.name for t in tools], "call": call.get("error", {}).get("type", "no error")}
    finally:
        if saved is not None:
            os.environ["WEATHER_API_KEY"] = saved


def no_transport_provider(provider_type):
    from utcp.shared.provider import (GRPCProvider, TCPProvider, UDPProvider, WebRTCProvider, WebSocketProvider)

    return {
        "websocket": lambda: WebSocketProvider(name="ws", url="wss://x.example/ws"),
        "grpc": lambda: GRPCProvider(name="rpc", host="x.example", port=443, service_name="S", method_name="M"),
        "tcp": lambda: TCPProvider(name="sock", host="127.0.0.1", port=9),
        "udp": lambda: UDPProvider(name="dgram", host="127.0.0.1", port=9),
        "webrtc": lambda: WebRTCProvider(name="rtc", signaling_server="wss://s.example", peer_id="p"),
    }[provider_type]()


async def register_without_transport(provider_type):
    from utcp.client.utcp_client import UtcpClient

    client = await UtcpClient.create()
    outcome = await outcome_of(client.register_tool_provider(no_transport_provider(provider_type)))
    return {"outcome": outcome, "providers stored": [p.name for p in await client.tool_repository.get_providers()]}


cases_of("v01-client.register.no-transport", {
    kind: (lambda kind=kind: register_without_transport(kind)) for kind in ("websocket", "grpc", "tcp", "udp", "webrtc")
})


async def register_twice(step):
    from utcp.client.utcp_client import UtcpClient
    from utcp.shared.provider import HttpProvider

    async with http_server({("GET", "/utcp"): manual_route(lambda b: [http_tool("a", b), http_tool("b", b)]),
                            ("GET", "/echo"): echo_route([])}) as base:
        client = await UtcpClient.create()
        provider = HttpProvider(name="p", url=f"{base}/utcp", http_method="GET")
        await client.register_tool_provider(provider)
        if step == "deregister-between":
            await client.deregister_tool_provider("p")
        await client.register_tool_provider(provider)
        return {"get_tools": [t.name for t in await client.tool_repository.get_tools()],
                "search": [t.name for t in await client.search_tools("a b", 10)],
                "providers": [p.name for p in await client.tool_repository.get_providers()],
                "call p.a": "called" if "value" in await outcome_of(client.call_tool("p.a", {})) else "failed"}


cases_of("v01-client.repository.register-twice", {
    "same-manual-twice": lambda: register_twice("twice"),
    "deregister-between": lambda: register_twice("deregister-between"),
})


async def unchecked_call(arguments):
    """A tool whose inputs require a number n, called with `arguments`: the request the server saw."""
    from utcp.client.utcp_client import UtcpClient
    from utcp.shared.provider import HttpProvider

    seen = []

    def tools_of(base):
        entry = http_tool("get", base)
        entry["inputs"] = {"type": "object", "properties": {"n": {"type": "number"}}, "required": ["n"]}
        return [entry]

    async with http_server({("GET", "/utcp"): manual_route(tools_of), ("GET", "/echo"): echo_route(seen)}) as base:
        client = await UtcpClient.create()
        await client.register_tool_provider(HttpProvider(name="m", url=f"{base}/utcp", http_method="GET"))
        outcome = await outcome_of(client.call_tool("m.get", arguments))
        return {"outcome": "returned" if "value" in outcome else outcome["error"]["type"],
                "query sent": [s["query"] for s in seen]}


cases_of("v01-client.call.arguments-unchecked", {
    "wrong-type": lambda: unchecked_call({"n": "not a number"}),
    "required-missing": lambda: unchecked_call({}),
    "extra-argument": lambda: unchecked_call({"n": 1, "drop_table": "yes"}),
    "null-value": lambda: unchecked_call({"n": None}),
})


cases_of("v01-client.search.tag-details", {
    "two-word-tag": lambda: tag_scores([("w.a", ["weather forecast"], "", {})], "weather forecast please"),
    "two-word-tag-apart": lambda: tag_scores([("w.a", ["weather forecast"], "", {})], "forecast the weather"),
    "repeated-tag-word": lambda: tag_scores([("w.a", ["rain rain"], "", {})], "rain"),
    "duplicate-tag": lambda: tag_scores([("w.a", ["rain", "rain"], "", {})], "rain"),
    "empty-tag": lambda: tag_scores([("w.a", [""], "", {}), ("w.b", [], "", {})], "anything at all"),
    "hyphenated-tag": lambda: tag_scores([("w.a", ["e-mail"], "", {})], "send an e-mail"),
    "tie-keeps-repository-order": lambda: tag_scores(
        [("z.last", ["sea"], "", {}), ("a.first", ["sea"], "", {}), ("m.mid", ["sea"], "", {})], "sea"),
    "description-word-in-tag-too": lambda: tag_scores([("w.a", ["rain"], "rain tomorrow", {})], "rain"),
    "description-punctuation": lambda: tag_scores([("w.a", [], "forecast, rain!", {})], "rain forecast"),
})


@case("v01-client.search.tag-details", "limit-cuts-after-sorting")
async def tag_limit_after_sorting():
    from utcp.client.tool_search_strategies.tag_search import TagSearchStrategy

    repository = await repository_of([("a.zero", [], "", {}), ("b.low", [], "rain", {}), ("c.high", ["rain"], "", {})])
    return [t.name for t in await TagSearchStrategy(repository).search_tools("rain", 2)]


class ScaledAsyncio:
    """Stands in for the asyncio module of the cli transport: records each wait_for timeout and waits 1/100 of it."""

    def __init__(self, factor=100):
        self.timeouts = []
        self.factor = factor

    def __getattr__(self, name):
        return getattr(asyncio, name)

    async def wait_for(self, awaitable, timeout):
        self.timeouts.append(timeout)
        return await asyncio.wait_for(awaitable, timeout / self.factor)


CWD_MANUAL_SCRIPT = r'''
import json, os
print(json.dumps({"version": "0.1.8", "tools": [{"name": "here", "description": os.getcwd(),
      "tool_provider": {"provider_type": "cli", "command_name": "echo"}}]}))
'''


async def cli_timeouts(step):
    import time

    from utcp.client.transport_interfaces import cli_transport
    from utcp.client.utcp_client import UtcpClient
    from utcp.shared.provider import CliProvider

    # The working folder case keeps the full limit: a fresh interpreter may need more than 0.3 s to start.
    scaled = ScaledAsyncio(1 if step == "discovery-in-working-dir" else 100)
    cli_transport.asyncio = scaled
    try:
        client = await UtcpClient.create()
        if step == "discovery-in-working-dir":
            folder = tempfile.mkdtemp()
            script = write("cwd_manual.py", CWD_MANUAL_SCRIPT)
            tools = await client.register_tool_provider(CliProvider(name="c", command_name=f"python3 {script}",
                                                                    working_dir=folder))
            return {"wait_for timeouts": scaled.timeouts,
                    "discovery ran in working_dir": [t.description == os.path.realpath(folder) for t in tools]}
        if step == "discovery-slow":
            started = time.monotonic()
            tools = await client.register_tool_provider(CliProvider(name="c", command_name="sleep 5"))
            return {"wait_for timeouts": scaled.timeouts, "tools": tools,
                    "gave up before the command ended": time.monotonic() - started < 4}
        pid_file = os.path.join(tempfile.mkdtemp(), "pid")
        manual = cli_manual_file([tool("slow", {"name": "r", "provider_type": "cli",
                                                "command_name": f"sh -c 'echo $$ > {pid_file}; exec sleep 5'"})])
        await client.register_tool_provider(CliProvider(name="r", command_name=f"cat {manual}"))
        scaled.timeouts.clear()
        started = time.monotonic()
        outcome = await outcome_of(client.call_tool("r.slow", {}))
        elapsed = time.monotonic() - started
        with open(pid_file) as handle:
            pid = int(handle.read().strip())
        try:
            os.kill(pid, 0)
            alive = True
        except ProcessLookupError:
            alive = False
        return {"wait_for timeouts": scaled.timeouts, "error": outcome.get("error", {}).get("type"),
                "returned before the command ended": elapsed < 4, "process still running": alive}
    finally:
        cli_transport.asyncio = asyncio


cases_of("v01-client.cli.timeouts", {
    "discovery-in-working-dir": lambda: cli_timeouts("discovery-in-working-dir"),
    "discovery-slow": lambda: cli_timeouts("discovery-slow"),
    "call-slow": lambda: cli_timeouts("call-slow"),
})


cases_of("v01-client.cli.output-choice", {
    "exit-0-json": lambda: cli_result(printing('{"a": 1}\n', "warning on stderr\n")),
    "exit-0-text": lambda: cli_result(printing("  plain words \n\n", "warning on stderr\n")),
    "exit-2-stderr-text": lambda: cli_result(printing('{"ignored": true}\n', "  something failed \n", code=2)),
    "exit-2-stderr-json": lambda: cli_result(printing("", '{"error": "bad input"}\n', code=2)),
    "exit-0-empty": lambda: cli_result(printing("", "only stderr\n")),
    "exit-0-crlf-text": lambda: cli_result(printing("line\r\n")),
    "exit-0-two-json-lines": lambda: cli_result(printing('{"a": 1}\n{"b": 2}\n')),
})


cases_of("v01-client.cli.nested-arguments", {
    "object": lambda: cli_argv({"filter": {"state": "open", "labels": ["bug"]}}),
    "array-of-objects": lambda: cli_argv({"item": [{"a": 1}, {"b": 2}]}),
    "flattened": lambda: cli_argv({"filter_state": "open", "filter_label": ["bug", "ui"]}),
})


class WindowsOs:
    """Stands in for the os module of the cli transport, saying it runs on Windows (os.name "nt")."""

    name = "nt"

    def __getattr__(self, attribute):
        return getattr(os, attribute)


async def cli_split(windows):
    from utcp.client.transport_interfaces import cli_transport

    if windows:
        cli_transport.os = WindowsOs()
    try:
        return await cli_result("echo 'two words' \"and more\"")
    finally:
        cli_transport.os = os


cases_of("v01-client.cli.command-split", {
    "posix": lambda: cli_split(False),
    "windows": lambda: cli_split(True),
})


async def text_registration(name, content):
    from utcp.client.utcp_client import UtcpClient
    from utcp.shared.provider import TextProvider

    path = write(name, content) if content is not None else os.path.join(FOLDER, name)
    client = await UtcpClient.create()
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        outcome = await outcome_of(client.register_tool_provider(TextProvider(name="f", file_path=path)))
    return {"outcome": outcome if "value" in outcome else {"error": outcome["error"]["type"]},
            "provider stored": await client.tool_repository.get_provider("f") is not None}


cases_of("v01-client.text.registration", {
    "missing-file": lambda: text_registration("no-such-manual.json", None),
    "json-syntax-error": lambda: text_registration("broken.json", '{"version": "0.1.8", "tools": [}'),
    "yaml-syntax-error": lambda: text_registration("broken.yaml", "tools: [unclosed\n"),
    "neither-kind": lambda: text_registration("other.json", '{"hello": "world"}'),
    "empty-json-array": lambda: text_registration("array.json", "[]"),
    "empty-file": lambda: text_registration("empty.json", ""),
})


async def shared_base(step):
    """Two folders, each with its providers file; a manual m.json only in the first."""
    from utcp.client.utcp_client import UtcpClient
    from utcp.shared.provider import TextProvider

    first, second = tempfile.mkdtemp(), tempfile.mkdtemp()
    with open(os.path.join(first, "m.json"), "w") as handle:
        handle.write(json.dumps({"version": "0.1.8", "tools": [
            tool("read", {"name": "t", "provider_type": "text", "file_path": "m.json"})]}))
    for folder in (first, second):
        with open(os.path.join(folder, "providers.json"), "w") as handle:
            handle.write("[]")
    client_a = await UtcpClient.create(config={"providers_file_path": os.path.join(first, "providers.json")})
    if step in ("second-client-created", "client-without-file-after"):
        await UtcpClient.create(config={"providers_file_path": os.path.join(second, "providers.json")})
    if step == "client-without-file-after":
        client_a = await UtcpClient.create()
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        outcome = await outcome_of(client_a.register_tool_provider(TextProvider(name="f", file_path="m.json")))
    return {"register m.json": [t.name for t in outcome["value"]] if "value" in outcome else outcome["error"]["type"],
            "same transport object": client_a.transports["text"] is UtcpClient.transports["text"]}


cases_of("v01-client.text.shared-base-dir", {
    "one-client": lambda: shared_base("one-client"),
    "second-client-created": lambda: shared_base("second-client-created"),
    "client-without-file-after": lambda: shared_base("client-without-file-after"),
})


class TimeoutRecorder:
    """Records the timeout each aiohttp request is given (None when the call passes None)."""

    def __init__(self):
        import aiohttp

        self.aiohttp = aiohttp
        self.original = aiohttp.ClientSession._request
        self.seen = []

    def __enter__(self):
        original, seen = self.original, self.seen
        marker = object()

        async def recording(session, method, url, *args, timeout=marker, **kwargs):
            seen.append({"method": method, "timeout": "not passed" if timeout is marker else
                         None if timeout is None else {"total": timeout.total, "sock_read": timeout.sock_read}})
            if timeout is marker:
                return await original(session, method, url, *args, **kwargs)
            return await original(session, method, url, *args, timeout=timeout, **kwargs)

        self.aiohttp.ClientSession._request = recording
        return self

    def __exit__(self, *exc):
        self.aiohttp.ClientSession._request = self.original


async def sse_timeouts(step):
    import time

    from aiohttp import web
    from utcp.client.utcp_client import UtcpClient
    from utcp.shared.provider import SSEProvider

    async def slow_manual(request):
        await asyncio.sleep(12)
        return web.json_response({"version": "0.1.8", "tools": []})

    async def manual(request):
        base = str(request.url.origin())
        return web.json_response({"version": "0.1.8", "tools": [
            tool("watch", {"name": "p", "provider_type": "sse", "url": f"{base}/events"})]})

    async def silent_then_event(request):
        response = web.StreamResponse(headers={"Content-Type": "text/event-stream"})
        await response.prepare(request)
        await asyncio.sleep(12)
        await response.write(b"data: 1\n\n")
        await response.write_eof()
        return response

    async with http_server({("GET", "/slow"): slow_manual, ("GET", "/utcp"): manual,
                            ("GET", "/events"): silent_then_event}) as base:
        client = await UtcpClient.create()
        with TimeoutRecorder() as recorder:
            started = time.monotonic()
            if step == "discovery-slow-manual":
                tools = await client.register_tool_provider(SSEProvider(name="s", url=f"{base}/slow"))
                waited = time.monotonic() - started
                # Whole seconds came out 10 or 11 from run to run: record the bounds the sentence needs.
                return {"timeouts": recorder.seen, "tools": tools,
                        "gave up after 10 s and before the manual answered at 12 s": 9.9 <= waited < 11.9}
            await client.register_tool_provider(SSEProvider(name="s", url=f"{base}/utcp"))
            stream = await client.call_tool("s.watch", {})
            items = [item async for item in stream]
            return {"timeouts": recorder.seen, "items": items,
                    "first event after 12 s or more": time.monotonic() - started >= 11.9}


cases_of("v01-client.sse.timeouts", {
    "discovery-slow-manual": lambda: sse_timeouts("discovery-slow-manual"),
    "call-silent-12-seconds": lambda: sse_timeouts("call-silent-12-seconds"),
})


cases_of("v01-client.http.placeholders", {
    "filled": lambda: http_call({"http_method": "GET", "url": "/items/{item_id}"}, {"item_id": "A-1", "q": "x"}),
    "missing": lambda: http_call({"http_method": "GET", "url": "/items/{item_id}"}, {"q": "x"}),
    "same-placeholder-twice": lambda: http_call({"http_method": "GET", "url": "/a/{id}/b/{id}"}, {"id": "7"}),
    "value-with-slash": lambda: http_call({"http_method": "GET", "url": "/items/{item_id}"}, {"item_id": "a/b"}),
    "unicode-value": lambda: http_call({"http_method": "GET", "url": "/items/{item_id}"}, {"item_id": "São"}),
    "number-value": lambda: http_call({"http_method": "GET", "url": "/items/{item_id}"}, {"item_id": 5}),
    "put-remaining-to-query": lambda: http_call({"http_method": "PUT", "url": "/items/{item_id}"},
                                                {"item_id": "1", "name": "n", "tags": "t"}),
    "delete-remaining-to-query": lambda: http_call({"http_method": "DELETE"}, {"force": "yes"}),
})


async def call_by_name(name):
    from utcp.client.utcp_client import UtcpClient
    from utcp.shared.provider import HttpProvider

    async with http_server({("GET", "/utcp"): manual_route(lambda b: [http_tool("get", b)]),
                            ("GET", "/echo"): echo_route([])}) as base:
        client = await UtcpClient.create()
        await client.register_tool_provider(HttpProvider(name="weather", url=f"{base}/utcp", http_method="GET"))
        return await client.call_tool(name, {})


cases_of("v01-client.call.unknown-name", {
    "unknown-provider": lambda: call_by_name("nobody.get"),
    "no-dot": lambda: call_by_name("get"),
    "empty-name": lambda: call_by_name(""),
    "provider-only": lambda: call_by_name("weather"),
    "unknown-tool": lambda: call_by_name("weather.nothing"),
})


async def http_call_timeouts(method):
    """The timeout each aiohttp request of an http manual provider and of one call of its tool is given."""
    with TimeoutRecorder() as recorder:
        outcome = await http_call({"http_method": method}, {"q": "x"})
    return {"timeouts": recorder.seen, "result": outcome["result"]}


cases_of("v01-client.http.timeouts", {
    "get": lambda: http_call_timeouts("GET"),
    "post": lambda: http_call_timeouts("POST"),
})


# Second reading 2026-11-29 (r-v01): $filter when the caller defines a variable filter; a udp entry in a providers file.
cases_of("v01-client.http.dollar-in-url", {
    "filter-variable-defined": lambda: http_call({"url": "/tool?$filter=a"}, {}, variables={"filter": "b"}),
})

cases_of("v01-client.file.skipped-entries", {
    "udp-type": lambda: skipped_entry({"name": "dgram", "provider_type": "udp", "host": "127.0.0.1", "port": 9}),
})

# Second reading 2026-11-29 (r-v01): non-ASCII tags whose lower case differs, and a tag inside a longer query word.
cases_of("v01-client.search.tag-details", {
    "non-ascii-upper-case-tag": lambda: tag_scores([("w.a", ["ÜBER Straße"], "", {}), ("w.b", ["STRASSE"], "", {})],
                                                   "über straße"),
    "tag-inside-query-word": lambda: tag_scores([("w.a", ["rain"], "", {})], "terrain"),
})

# Second reading 2026-11-29 (r-v01): path values that str() turns into text, and one holding a question mark.
cases_of("v01-client.http.placeholders", {
    "boolean-and-null-values": lambda: http_call({"http_method": "GET", "url": "/items/{a}/{b}"}, {"a": True, "b": None}),
    "value-with-question-mark": lambda: http_call({"http_method": "GET", "url": "/items/{item_id}"}, {"item_id": "a?b=1"}),
})

# Second reading 2026-11-29 (r-v01): two JSON documents on one line, and one document spread over CRLF lines.
cases_of("v01-client.cli.output-choice", {
    "exit-0-two-json-one-line": lambda: cli_result(printing('{"a": 1} {"b": 2}\n')),
    "exit-0-json-over-crlf-lines": lambda: cli_result(printing('{\r\n  "ü": 1\r\n}\r\n')),
})

# Second reading 2026-11-29 (r-v01): an empty YAML file, and one holding only a comment.
cases_of("v01-client.text.registration", {
    "empty-yaml-file": lambda: text_registration("empty.yaml", ""),
    "comment-only-yaml-file": lambda: text_registration("comment.yml", "# nothing yet\n"),
})


# --- Second reading 2026-11-30 (c-v01): the table cells of the 0.1 guides, and the edges of seven sentences ---

def dotenv_source(**fields):
    from utcp.client.utcp_client_config import UtcpDotEnv

    source = UtcpDotEnv(**fields)
    return {"type": source.type, "env_file_path": source.env_file_path}


cases_of("v01-client.config.source-type", {
    "default-type": lambda: dotenv_source(env_file_path=".env"),
    "other-type": lambda: dotenv_source(type="vault", env_file_path=".env"),
})


async def repository_outcome(action):
    try:
        return {"returned": await action}
    except Exception as error:  # noqa: BLE001 - the type and message are the observation
        return {"error": {"type": type(error).__name__, "message": str(error)}}


def two_providers():
    from utcp.shared.provider import HttpProvider
    from utcp.shared.tool import Tool

    def provider(name):
        return HttpProvider(name=name, url=f"https://{name}.example/utcp", http_method="GET")

    def tools(name, *short):
        return [Tool(name=f"{name}.{s}", description="", tool_provider=provider(name)) for s in short]

    return (provider("p"), tools("p", "a", "b")), (provider("q"), tools("q", "c"))


@case("v01-client.repository.interface", "abstract-methods")
def repository_abstract_methods():
    import inspect as inspecting

    from utcp.client.tool_repository import ToolRepository

    names = sorted(ToolRepository.__abstractmethods__)
    return {"methods": names,
            "async": all(inspecting.iscoroutinefunction(getattr(ToolRepository, n)) for n in names)}


@case("v01-client.repository.interface", "in-memory-known-names")
async def repository_known_names():
    from utcp.client.tool_repositories.in_mem_tool_repository import InMemToolRepository

    repository = InMemToolRepository()
    (p, p_tools), (q, q_tools) = two_providers()
    saved = [await repository.save_provider_with_tools(p, p_tools), await repository.save_provider_with_tools(q, q_tools)]
    return {"save_provider_with_tools returned": saved,
            "get_tools": [t.name for t in await repository.get_tools()],
            "get_providers": [x.name for x in await repository.get_providers()],
            "get_tool q.c": (await repository.get_tool("q.c")).name,
            "get_tools_by_provider p": [t.name for t in await repository.get_tools_by_provider("p")],
            "get_provider q": (await repository.get_provider("q")).name}


@case("v01-client.repository.interface", "in-memory-unknown-names")
async def repository_unknown_names():
    from utcp.client.tool_repositories.in_mem_tool_repository import InMemToolRepository

    repository = InMemToolRepository()
    (p, p_tools), _ = two_providers()
    await repository.save_provider_with_tools(p, p_tools)
    return {"get_tool p.zz": await repository.get_tool("p.zz"),
            "get_tools_by_provider x": await repository.get_tools_by_provider("x"),
            "get_provider x": await repository.get_provider("x"),
            "remove_provider x": await repository_outcome(repository.remove_provider("x")),
            "remove_tool p.zz": await repository_outcome(repository.remove_tool("p.zz")),
            "remove_tool x.a": await repository_outcome(repository.remove_tool("x.a"))}


@case("v01-client.repository.interface", "in-memory-remove-provider")
async def repository_remove_provider():
    from utcp.client.tool_repositories.in_mem_tool_repository import InMemToolRepository

    repository = InMemToolRepository()
    (p, p_tools), (q, q_tools) = two_providers()
    await repository.save_provider_with_tools(p, p_tools)
    await repository.save_provider_with_tools(q, q_tools)
    outcome = await repository_outcome(repository.remove_provider("p"))
    return {"remove_provider p": outcome, "get_tools": [t.name for t in await repository.get_tools()],
            "get_providers": [x.name for x in await repository.get_providers()]}


cases_of("v01-client.text.discovery", {
    "tools-without-version": lambda: text_discovery("no-version.json", json.dumps({"tools": [
        {"name": "get", "description": "d", "tool_provider": {"provider_type": "http",
                                                              "url": "https://x.example/get"}}]})),
})


async def fixed_header_call(fields, arguments):
    outcome = await http_call({"url": "/tool", "headers": {"X-Key": "fixed"}, **fields}, arguments)
    return {"result": outcome["result"], "X-Key sent": [r["headers"].get("X-Key") for r in outcome["requests"]]}


cases_of("v01-client.http.fixed-headers", {
    "on-a-call": lambda: fixed_header_call({}, {"q": "x"}),
    "header-field-same-name": lambda: fixed_header_call({"header_fields": ["X-Key"]}, {"X-Key": "from-argument"}),
    "api-key-same-name": lambda: fixed_header_call(
        {"auth": {"auth_type": "api_key", "api_key": "from-auth", "var_name": "X-Key", "location": "header"}}, {}),
})


async def stream_call_on(host, kind):
    """An sse or http_stream tool provider on another loopback address, called through its transport."""
    from aiohttp import web
    from utcp.client.transport_interfaces.sse_transport import SSEClientTransport
    from utcp.client.transport_interfaces.streamable_http_transport import StreamableHttpClientTransport
    from utcp.shared.provider import SSEProvider, StreamableHttpProvider

    recorder = Recorder()

    async def sse_answer(request):
        response = web.StreamResponse(headers={"Content-Type": "text/event-stream"})
        await response.prepare(request)
        await response.write(b"data: 1\n\n")
        return response

    async def ndjson_answer(request):
        response = web.StreamResponse(headers={"Content-Type": "application/x-ndjson"})
        await response.prepare(request)
        await response.write(b'{"a": 1}\n')
        return response

    recorder.answers["/stream"] = sse_answer if kind == "sse" else ndjson_answer
    async with server_on(host, recorder.routes()) as base:
        if kind == "sse":
            transport, provider = SSEClientTransport(), SSEProvider(name="p", url=f"{base}/stream")
        else:
            transport, provider = StreamableHttpClientTransport(), StreamableHttpProvider(name="p", url=f"{base}/stream")
        try:
            iterator = await transport.call_tool("t", {}, provider)
            items = [item async for item in iterator]
            outcome = {"items": items}
        except Exception as error:  # noqa: BLE001 - the type is the observation
            outcome = {"error": type(error).__name__}
        finally:
            await transport.close()
        return {"outcome": outcome, f"requests at {host}": len(recorder.seen)}


cases_of("v01-client.url-rule.stream-calls", {
    "sse-call-on-127-0-0-2": lambda: stream_call_on("127.0.0.2", "sse"),
    "http-stream-call-on-127-0-0-2": lambda: stream_call_on("127.0.0.2", "http_stream"),
})


cases_of("v01-client.cli.command-line", {
    "empty-and-nested-arrays": lambda: cli_argv({"ext": [], "pair": [[1, 2], {"a": "b"}]}),
})

# Part 2: an unnamed model-only entry, a dotted name, and a model-only entry that fails validation.
cases_of("v01-client.file.skipped-entries", {
    "unnamed-websocket-type": lambda: skipped_entry({"provider_type": "websocket", "url": "wss://x.example/ws"}),
    "dotted-name-websocket-type": lambda: skipped_entry({"name": "ws.eu", "provider_type": "websocket",
                                                         "url": "wss://x.example/ws"}),
    "websocket-type-without-url": lambda: skipped_entry({"name": "ws", "provider_type": "websocket"}),
})

# Part 2: a filter variable set to the empty string, one taken from the environment, and one holding an ampersand.
async def filter_from_env():
    os.environ["filter"] = "env-b"
    try:
        return await http_call({"url": "/tool?$filter=a"}, {})
    finally:
        os.environ.pop("filter", None)


cases_of("v01-client.http.dollar-in-url", {
    "filter-variable-empty": lambda: http_call({"url": "/tool?$filter=a"}, {}, variables={"filter": ""}),
    "filter-variable-from-environment": filter_from_env,
    "filter-variable-with-ampersand": lambda: http_call({"url": "/tool?$filter=a"}, {},
                                                        variables={"filter": "b=1&c"}),
})

# Part 2: one JSON document followed by blank lines, a document then a log line, and two documents on stderr.
cases_of("v01-client.cli.output-choice", {
    "exit-0-json-then-blank-lines": lambda: cli_result(printing('{"a": 1}\n\n\n')),
    "exit-0-json-then-log-line": lambda: cli_result(printing('{"a": 1}\ndone\n')),
    "exit-2-two-json-lines-stderr": lambda: cli_result(printing(stderr='{"a": 1}\n{"b": 2}\n', code=2)),
})


# Part 2: placeholder values with a space, a hash, a percent escape and non-ASCII text, seen as the raw request path.
async def raw_path_call(value):
    from aiohttp import web

    seen = []

    async def raw(request):
        seen.append({"raw_path": request.raw_path, "query": dict(request.query)})
        return web.json_response({"ok": True})

    routes = {("GET", "/{tail:.*}"): raw}
    from utcp.client.utcp_client import UtcpClient
    from utcp.shared.provider import HttpProvider

    async with http_server(routes) as base:
        manual = {"version": "0.1.8", "tools": [tool("t", {"name": "p", "provider_type": "http", "http_method": "GET",
                                                           "url": f"{base}/items/{{item_id}}"})]}
        manual_file = write("raw-path-manual.json", json.dumps(manual))
        client = await UtcpClient.create()
        from utcp.shared.provider import TextProvider

        await client.register_tool_provider(TextProvider(name="m", file_path=manual_file))
        result = await outcome_of(client.call_tool("m.t", {"item_id": value}))
        return {"result": result if "value" in result else {"error": result["error"]["type"]}, "requests": seen}


cases_of("v01-client.http.placeholders", {
    "value-with-space-and-hash": lambda: raw_path_call("a b#c"),
    "value-with-percent-escape": lambda: raw_path_call("a%2Fb"),
    "raw-path-unicode": lambda: raw_path_call("São"),
    "raw-path-slash": lambda: raw_path_call("a/b"),
})

# Part 2: YAML files holding only a document marker or null, and empty or blank files read as JSON by their suffix.
cases_of("v01-client.text.registration", {
    "yaml-document-marker-only": lambda: text_registration("marker.yaml", "---\n"),
    "yaml-null": lambda: text_registration("null.yml", "null\n"),
    "blank-json-file": lambda: text_registration("blank.json", "  \n\n"),
    "empty-txt-file": lambda: text_registration("empty.txt", ""),
})

# Part 2: a lone CR, mixed line endings, and a UTF-16 file with its byte order mark.
cases_of("v01-client.text.calls", {
    "lone-cr-file": lambda: text_tool_call(b"one\rtwo\r", mode="wb"),
    "mixed-line-endings": lambda: text_tool_call(b"a\r\nb\nc\rd", mode="wb"),
    "utf16-bom-file": lambda: text_tool_call("hi\n".encode("utf-16"), mode="wb"),
})


@case("v01-client.http-stream.status", "status-500")
async def http_stream_status():
    from utcp.client.transport_interfaces.streamable_http_transport import StreamableHttpClientTransport
    from utcp.shared.provider import StreamableHttpProvider

    from _behaviour import status_route

    async with http_server({("GET", "/stream"): status_route(500)}) as base:
        transport = StreamableHttpClientTransport()
        try:
            iterator = await transport.call_tool("t", {}, StreamableHttpProvider(name="p", url=f"{base}/stream"))
            return {"items": [item async for item in iterator]}
        except Exception as error:  # noqa: BLE001 - the type is the observation
            return {"error": f"{type(error).__module__}.{type(error).__name__}"}
        finally:
            await transport.close()


@case("v01-client.sse.model-defaults", "defaults")
def sse_model_defaults():
    from utcp.shared.provider import SSEProvider

    provider = SSEProvider(name="s", url="https://x.example/events")
    return {field: getattr(provider, field) for field in
            ("event_type", "reconnect", "retry_timeout", "auth", "headers", "body_field", "header_fields")}


# Second reading 2026-11-30 (c-v01): event_type against unnamed events, a name with a trailing space, and an empty
# event_type.
cases_of("v01-client.sse.events", {
    "event-type-message": lambda: sse_events([b"data: 1\n\n", b"event: message\ndata: 2\n\n"],
                                             {"event_type": "message"}),
    "event-type-trailing-space": lambda: sse_events([b"event: progress \ndata: 1\n\n", b"event: progress\ndata: 2\n\n"],
                                                    {"event_type": "progress"}),
    "event-type-empty-string": lambda: sse_events([b"event: a\ndata: 1\n\n", b"data: 2\n\n"], {"event_type": ""}),
})

# Second reading 2026-11-30 (c-v01): the body argument given as null, and as an empty string.
cases_of("v01-client.sse.request", {
    "body-argument-null": lambda: sse_events([b"data: 1\n\n"], {"body_field": "options"}, {"options": None}),
    "body-argument-empty-string": lambda: sse_events([b"data: 1\n\n"], {"body_field": "options"}, {"options": ""}),
})


# Second reading (wave 3) 2026-11-29 (g-v01): a text tool called after another client changed the base folder.
async def shared_base_call():
    """Folders A and B each hold notes.txt; A also holds the manual m.json whose text tool reads notes.txt."""
    from utcp.client.utcp_client import UtcpClient
    from utcp.shared.provider import TextProvider

    first, second = tempfile.mkdtemp(), tempfile.mkdtemp()
    for folder, words in ((first, "from A"), (second, "from B")):
        with open(os.path.join(folder, "notes.txt"), "w") as handle:
            handle.write(words)
        with open(os.path.join(folder, "providers.json"), "w") as handle:
            handle.write("[]")
    with open(os.path.join(first, "m.json"), "w") as handle:
        handle.write(json.dumps({"version": "0.1.8", "tools": [
            tool("read", {"name": "t", "provider_type": "text", "file_path": "notes.txt"})]}))
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        client_a = await UtcpClient.create(config={"providers_file_path": os.path.join(first, "providers.json")})
        await client_a.register_tool_provider(TextProvider(name="f", file_path="m.json"))
        before = await outcome_of(client_a.call_tool("f.read", {}))
        await UtcpClient.create(config={"providers_file_path": os.path.join(second, "providers.json")})
        after = await outcome_of(client_a.call_tool("f.read", {}))
    return {"call before the second client": before.get("value"),
            "same call after the second client": after.get("value")}


cases_of("v01-client.text.shared-base-dir", {
    "call-after-second-client": shared_base_call,
})


# Second reading (wave 3) 2026-11-29 (g-v01): a model-only entry whose name is null, and one whose url names an
# unset variable.
cases_of("v01-client.file.skipped-entries", {
    "null-name-websocket-type": lambda: skipped_entry({"name": None, "provider_type": "websocket",
                                                       "url": "wss://x.example/ws"}),
    "unset-variable-websocket-type": lambda: skipped_entry({"name": "ws", "provider_type": "websocket",
                                                            "url": "wss://$V01_UNSET_WS_HOST/ws"}),
})


# Second reading (wave 3) 2026-11-29 (g-v01): an empty filter variable in the environment, and a non-ASCII one.
async def empty_filter_from_env():
    os.environ["filter"] = ""
    try:
        return await http_call({"url": "/tool?$filter=a"}, {})
    finally:
        os.environ.pop("filter", None)


cases_of("v01-client.http.dollar-in-url", {
    "filter-variable-empty-in-environment": empty_filter_from_env,
    "filter-variable-unicode": lambda: http_call({"url": "/tool?$filter=a"}, {}, variables={"filter": "ü"}),
})

# Second reading (wave 3) 2026-11-29 (g-v01): JSON on stdout with exit code 1 and nothing on stderr, a JSON
# string, blank lines before a document, and a line of spaces and a tab after one.
cases_of("v01-client.cli.output-choice", {
    "exit-1-json-on-stdout-only": lambda: cli_result(printing('{"a": 1}\n', "", 1)),
    "exit-0-json-string": lambda: cli_result(printing('"quoted"\n')),
    "exit-0-blank-lines-before-json": lambda: cli_result(printing('\n\n{"a": 1}\n')),
    "exit-0-json-then-whitespace-line": lambda: cli_result(printing('{"a": 1}\n  \t\n')),
    "exit-0-json-then-crlf-blank-lines": lambda: cli_result(printing('{"a": 1}\r\n\r\n')),
})

# Second reading (wave 3) 2026-11-29 (g-v01): array items that are null, booleans, non-ASCII text and a float.
cases_of("v01-client.cli.command-line", {
    "array-of-null-bool-unicode-float": lambda: cli_argv({"ext": [None, True, False, "ü", 1.5]}),
})

# Second reading (wave 3) 2026-11-29 (g-v01): a CRLF event followed by an LF event and the other way round, and
# event names written with two spaces or none after the colon.
cases_of("v01-client.sse.events", {
    "crlf-then-lf": lambda: sse_events([b"data: 1\r\n\r\n", b"data: 2\n\n"]),
    "lf-then-crlf": lambda: sse_events([b"data: 1\n\n", b"data: 2\r\n\r\n"]),
    "cr-then-lf": lambda: sse_events([b"data: 1\r\r", b"data: 2\n\n"]),
    "event-type-two-leading-spaces": lambda: sse_events([b"event:  progress\ndata: 1\n\n"],
                                                        {"event_type": "progress"}),
    "event-type-no-space": lambda: sse_events([b"event:progress\ndata: 1\n\n"], {"event_type": "progress"}),
    "event-type-crlf-line": lambda: sse_events([b"event: progress\r\ndata: 1\n\n"], {"event_type": "progress"}),
})

# Second reading (wave 3) 2026-11-29 (g-v01): body arguments false, 0 and an empty object.
cases_of("v01-client.sse.request", {
    "body-argument-false": lambda: sse_events([b"data: 1\n\n"], {"body_field": "options"}, {"options": False}),
    "body-argument-zero": lambda: sse_events([b"data: 1\n\n"], {"body_field": "options"}, {"options": 0}),
    "body-argument-empty-object": lambda: sse_events([b"data: 1\n\n"], {"body_field": "options"}, {"options": {}}),
})

# Second reading (wave 3) 2026-11-29 (g-v01): a server that ends the stream with reconnect set to true explicitly.
cases_of("v01-client.sse.lifetime", {
    "server-closes-reconnect-true": lambda: sse_events([b"data: 1\n\n"], {"reconnect": True, "retry_timeout": 10}),
})

# Second reading (wave 3) 2026-11-29 (g-v01): UTF-16 without a byte order mark holding ASCII text, and a UTF-8 file
# with a byte order mark and CRLF line endings.
cases_of("v01-client.text.calls", {
    "utf16le-without-bom-ascii": lambda: text_tool_call("ab\n".encode("utf-16-le"), mode="wb"),
    "utf8-bom-and-crlf": lambda: text_tool_call("\N{ZERO WIDTH NO-BREAK SPACE}a\r\nb\r\n".encode("utf-8"),
                                                mode="wb"),
})

# Second reading (wave 3) 2026-11-29 (g-v01): YAML files of blank lines or a tilde, and an empty file without a
# suffix.
cases_of("v01-client.text.registration", {
    "yaml-blank-lines": lambda: text_registration("blank.yaml", "\n   \n\n"),
    "yaml-tilde": lambda: text_registration("tilde.yml", "~\n"),
    "empty-file-without-suffix": lambda: text_registration("manual", ""),
})


# Second reading (wave 3) 2026-11-29 (g-v01): removing the only tool of a provider.
@case("v01-client.repository.remove-tool", "only-tool-of-provider")
async def remove_only_tool():
    from utcp.client.utcp_client import UtcpClient
    from utcp.shared.provider import HttpProvider

    routes = {("GET", "/utcp"): manual_route(lambda b: [http_tool("a", b)]), ("GET", "/echo"): echo_route([])}
    async with http_server(routes) as base:
        client = await UtcpClient.create()
        await client.register_tool_provider(HttpProvider(name="p", url=f"{base}/utcp", http_method="GET"))
        removed = await outcome_of(client.tool_repository.remove_tool("p.a"))
        return {"remove_tool": removed if "value" in removed else {"error": removed["error"]["type"]},
                "get_tools": [t.name for t in await client.tool_repository.get_tools()],
                "get_tools_by_provider": [t.name for t in await client.tool_repository.get_tools_by_provider("p")]}


# Second reading (wave 3) 2026-11-29 (g-v01): a manual whose version is null or empty, over http and as a file.
async def discover_manual(version):
    from aiohttp import web
    from utcp.client.utcp_client import UtcpClient
    from utcp.shared.provider import HttpProvider

    recorder = Recorder()
    async with http_server(recorder.routes()) as base:
        recorder.answers["/m"] = web.json_response({"version": version, "tools": [http_tool("get", base)]})
        client = await UtcpClient.create()
        tools = await client.register_tool_provider(HttpProvider(name="m", url=f"{base}/m", http_method="GET"))
        return [t.name for t in tools]


cases_of("v01-client.http.discovery", {
    "null-version": lambda: discover_manual(None),
    "empty-version": lambda: discover_manual(""),
})

TEXT_TOOLS = [{"name": "get", "description": "d", "tool_provider": {"provider_type": "http",
                                                                      "url": "https://x.example/get"}}]
cases_of("v01-client.text.discovery", {
    "null-version": lambda: text_discovery("null-version.json", json.dumps({"version": None, "tools": TEXT_TOOLS})),
    "empty-version": lambda: text_discovery("empty-version.json", json.dumps({"version": "", "tools": TEXT_TOOLS})),
})

# Second reading (wave 3) 2026-11-29 (g-v01): tool names that start with the provider name in another case or
# without the dot, a tool named like its provider, and provider names with non-ASCII letters, a hyphen, a space
# or a slash.
cases_of("v01-client.register.prefix", {
    "already-prefixed-other-case": lambda: register_names("weather", ["Weather.get"]),
    "prefix-without-dot": lambda: register_names("weather", ["weather_get"]),
    "tool-named-like-provider": lambda: register_names("weather", ["weather"]),
    "unicode-hyphen-space-name": lambda: register_names("météo-eu 2", ["get"]),
    "slash-in-name": lambda: register_names("eu/weather", ["get"]),
})

# Second reading (wave 3) 2026-11-29 (g-v01): a content_type in other capitals, and a number body with text/plain.
cases_of("v01-client.http.arguments", {
    "content-type-upper-case-value": lambda: http_call({"http_method": "POST", "content_type": "Application/JSON"},
                                                       {"body": {"a": 1}}),
    "body-number-text-plain": lambda: http_call({"http_method": "POST", "content_type": "text/plain"}, {"body": 5}),
})

# Second reading (wave 3) 2026-11-29 (g-v01): a header field and an api_key header named in other capitals than
# the fixed header.
cases_of("v01-client.http.fixed-headers", {
    "header-field-other-case": lambda: fixed_header_call({"header_fields": ["x-key"]}, {"x-key": "from-argument"}),
    "api-key-other-case": lambda: fixed_header_call(
        {"auth": {"auth_type": "api_key", "api_key": "from-auth", "var_name": "x-key", "location": "header"}}, {}),
})

# Second reading (wave 3) 2026-11-29 (g-v01): a lone percent sign, a percent sign before non-hex letters, and a
# value holding a question mark and a space, in a path placeholder.
cases_of("v01-client.http.placeholders", {
    "value-with-lone-percent": lambda: raw_path_call("100%"),
    "value-with-percent-non-hex": lambda: raw_path_call("a%zz"),
    "value-with-lower-case-escape": lambda: raw_path_call("a%2fb"),
})


# Second reading (wave 3) 2026-11-29 (g-v01): whether the fixed headers of an http tool reach its OAuth2 token request.
@case("v01-client.http.fixed-headers", "oauth2-token-request")
async def fixed_headers_token_request():
    from aiohttp import web

    tokens = []

    async def token(request):
        tokens.append({"X-Key": request.headers.get("X-Key")})
        return web.json_response({"access_token": "tok-3", "token_type": "bearer"})

    async with http_server({("POST", "/token"): token}) as token_base:
        outcome = await http_call({"headers": {"X-Key": "fixed"},
                                   "auth": {"auth_type": "oauth2", "token_url": f"{token_base}/token",
                                            "client_id": "v01-fixed-headers", "client_secret": "s"}}, {})
    return {"token requests": tokens, "X-Key on the call": [r["headers"].get("X-Key") for r in outcome["requests"]]}


# Second reading (wave 4) 2026-11-29 (x-v01): model-only entries whose name is empty, non-ASCII or a set variable;
# entries failing validation in other models; an empty and a braced unset variable.
async def skipped_entry_with_env(entry, env):
    saved = {name: os.environ.get(name) for name in env}
    os.environ.update(env)
    try:
        return await skipped_entry(entry)
    finally:
        for name, value in saved.items():
            if value is None:
                os.environ.pop(name, None)
            else:
                os.environ[name] = value


cases_of("v01-client.file.skipped-entries", {
    "empty-name-websocket-type": lambda: skipped_entry({"name": "", "provider_type": "websocket",
                                                        "url": "wss://x.example/ws"}),
    "unicode-name-grpc-type": lambda: skipped_entry({"name": "Zürich-rpc", "provider_type": "grpc", "host": "h",
                                                     "port": 1, "service_name": "S", "method_name": "M"}),
    "variable-name-websocket-type": lambda: skipped_entry_with_env(
        {"name": "$V01_WS_NAME", "provider_type": "websocket", "url": "wss://x.example/ws"}, {"V01_WS_NAME": "set"}),
    "grpc-type-port-not-number": lambda: skipped_entry({"name": "rpc", "provider_type": "grpc", "host": "h",
                                                        "port": "many", "service_name": "S", "method_name": "M"}),
    "unnamed-tcp-type-without-port": lambda: skipped_entry({"provider_type": "tcp", "host": "127.0.0.1"}),
    "empty-variable-websocket-type": lambda: skipped_entry_with_env(
        {"name": "ws", "provider_type": "websocket", "url": "wss://$V01_EMPTY_WS_HOST/ws"}, {"V01_EMPTY_WS_HOST": ""}),
    "braced-unset-variable-tcp-type": lambda: skipped_entry({"name": "sock", "provider_type": "tcp",
                                                             "host": "${V01_UNSET_TCP_HOST}", "port": 9}),
})


# Second reading (wave 4) 2026-11-29 (x-v01): an empty filter in variables while the environment sets one, and an
# empty filter in the environment behind the braced form.
async def filter_env_and_variables(env_value, url, variables):
    os.environ["filter"] = env_value
    try:
        return await http_call({"url": url}, {}, variables=variables)
    finally:
        os.environ.pop("filter", None)


cases_of("v01-client.http.dollar-in-url", {
    "filter-variable-empty-over-environment": lambda: filter_env_and_variables("env-b", "/tool?$filter=a",
                                                                               {"filter": ""}),
    "braced-filter-empty-in-environment": lambda: filter_env_and_variables("", "/tool?${filter}=a", None),
})

# Second reading (wave 4) 2026-11-29 (x-v01): CRLF and CR events mixed, a CRLF event with non-ASCII JSON data;
# an LF event split over writes, JSON literals null and true, a data line without a colon.
cases_of("v01-client.sse.events", {
    "crlf-and-cr-mixed": lambda: sse_events([b"data: 1\r\n\r\n", b"data: 2\r\r", b'data: {"\xc3\xbc": 3}\r\n\r\n']),
    "lf-event-split-over-writes": lambda: sse_events([b"da", b'ta: {"a"', b": 1}\n", b"\n"]),
    "lf-json-literals": lambda: sse_events([b"data: null\n\n", b"data: true\n\n", b"data: 1.5e3\n\n"]),
    "lf-data-line-without-colon": lambda: sse_events([b"data\n\n", b"data: 1\n\n"]),
})

# Second reading (wave 4) 2026-11-29 (x-v01): a failing program whose stderr is only whitespace, one killed by a
# signal, one exiting 255; a log line before a document, stderr blank lines around one, a no-break space line.
cases_of("v01-client.cli.output-choice", {
    "exit-1-stdout-whitespace-stderr": lambda: cli_result(printing('{"a": 1}\n', " \n\t\n", 1)),
    "killed-stdout-only": lambda: cli_result(f"sh -c 'cat {write('killed-out.txt', 'out')}; kill -9 $$'"),
    "exit-255-stdout-only": lambda: cli_result(printing("out\n", "", 255)),
    "exit-0-log-line-then-json": lambda: cli_result(printing('starting\n{"a": 1}\n')),
    "exit-2-stderr-json-between-blank-lines": lambda: cli_result(printing("", '\n \t\r\n{"e": 1}\r\n\r\n', 2)),
    "exit-0-json-then-no-break-space-line": lambda: cli_result(printing('{"a": 1}\n\u00a0\n')),
})

# Second reading (wave 4) 2026-11-29 (x-v01): a header_fields argument named Content-Type beside an object body.
cases_of("v01-client.http.arguments", {
    "content-type-from-header-field": lambda: http_call({"http_method": "POST", "header_fields": ["Content-Type"]},
                                                        {"body": {"a": 1}, "Content-Type": "text/plain"}),
})

# Second reading (wave 4) 2026-11-29 (x-v01): a provider name that is a variable whose value holds a dot, a
# full-width full stop, an empty name, and a dotted provider whose tool already carries the dotted name.
async def register_names_with_env(provider_name, tool_names, env):
    os.environ.update(env)
    try:
        return await register_names(provider_name, tool_names)
    finally:
        for name in env:
            os.environ.pop(name, None)


cases_of("v01-client.register.prefix", {
    "variable-in-provider-name": lambda: register_names_with_env("$V01_REGION", ["get"], {"V01_REGION": "eu.west"}),
    "full-width-stop-in-name": lambda: register_names("eu" + "\uff0e" + "weather", ["get"]),
    "empty-provider-name": lambda: register_names("", ["get"]),
    "dotted-provider-tool-already-prefixed": lambda: register_names("eu.weather", ["eu.weather.get"]),
})

# Second reading (wave 4) 2026-11-29 (x-v01): a number and a boolean body under a JSON Content-Type header, a float
# without one.
cases_of("v01-client.sse.request", {
    "body-argument-number-json-header": lambda: sse_events([b"data: 1\n\n"], {
        "body_field": "options", "headers": {"Content-Type": "application/json"}}, {"options": 5}),
    "body-argument-true-json-header": lambda: sse_events([b"data: 1\n\n"], {
        "body_field": "options", "headers": {"Content-Type": "application/json"}}, {"options": True}),
    "body-argument-float": lambda: sse_events([b"data: 1\n\n"], {"body_field": "options"}, {"options": 1.5}),
})


# Second reading (wave 4) 2026-11-29 (x-v01): the time limits of an sse call that sends a body.
async def sse_call_with_body_timeouts():
    with TimeoutRecorder() as recorder:
        outcome = await sse_events([b"data: 1\n\n"], {"body_field": "options"}, {"options": {"a": 1}})
    return {"timeouts": recorder.seen, "items": outcome["items"]}


cases_of("v01-client.sse.timeouts", {
    "call-with-body": sse_call_with_body_timeouts,
})


# Second reading (wave 5) 2026-11-29 (h-v01): array items that are empty or blank strings and an array left empty;
# blank lines of other whitespace around a document; stderr of a no-break space on a failure.
cases_of("v01-client.cli.command-line", {
    "array-of-empty-and-blank-strings": lambda: cli_argv({"ext": ["", " "]}),
    "only-an-empty-array": lambda: cli_argv({"ext": []}),
})

cases_of("v01-client.cli.output-choice", {
    "exit-0-json-then-form-feed-line": lambda: cli_result(printing('{"a": 1}\n\f\n')),
    "exit-0-json-then-vertical-tab-line": lambda: cli_result(printing('{"a": 1}\n\v\n')),
    "exit-0-number-then-log-line": lambda: cli_result(printing("5\ndone\n")),
    "exit-0-no-break-space-line-before-json": lambda: cli_result(printing('\u00a0\n{"a": 1}\n')),
    "exit-0-json-then-ideographic-space-line": lambda: cli_result(printing('{"a": 1}\n\u3000\n')),
    "exit-3-stdout-no-break-space-stderr": lambda: cli_result(printing('{"a": 1}\n', "\u00a0\n", 3)),
})

# Second reading (wave 5) 2026-11-29 (h-v01): unset variables in a field the model does not have, in a number
# field and in a header name; a name that is a number or padded with spaces.
cases_of("v01-client.file.skipped-entries", {
    "unset-variable-in-unknown-field": lambda: skipped_entry({"name": "ws", "provider_type": "websocket",
                                                              "url": "wss://x.example/ws",
                                                              "note": "$V01_UNSET_NOTE"}),
    "unset-variable-in-port-grpc-type": lambda: skipped_entry({"name": "rpc", "provider_type": "grpc",
                                                               "host": "x.example", "port": "$V01_UNSET_PORT",
                                                               "service_name": "S", "method_name": "M"}),
    "unset-variable-in-header-name": lambda: skipped_entry({"name": "ws", "provider_type": "websocket",
                                                            "url": "wss://x.example/ws",
                                                            "headers": {"$V01_UNSET_HEADER": "v"}}),
    "number-name-websocket-type": lambda: skipped_entry({"name": 5, "provider_type": "websocket",
                                                         "url": "wss://x.example/ws"}),
    "padded-name-webrtc-type": lambda: skipped_entry({"name": " rtc ", "provider_type": "webrtc",
                                                      "signaling_server": "wss://s", "peer_id": "p"}),
})

# Second reading (wave 5) 2026-11-29 (h-v01): Content-Type set in other capitals, JSON-like media types, and bodies
# of 0, false and 1.5 under text/plain.
cases_of("v01-client.http.arguments", {
    "lower-case-content-type-header-field": lambda: http_call(
        {"http_method": "POST", "header_fields": ["content-type"]}, {"body": {"a": 1}, "content-type": "text/plain"}),
    "upper-case-content-type-header": lambda: http_call(
        {"http_method": "POST", "headers": {"CONTENT-TYPE": "text/plain"}}, {"body": {"a": 1}}),
    "content-type-json-patch": lambda: http_call({"http_method": "POST", "content_type": "application/json-patch+json"},
                                                 {"body": {"a": 1}}),
    "content-type-vnd-api-json": lambda: http_call({"http_method": "POST", "content_type": "application/vnd.api+json"},
                                                   {"body": {"a": 1}}),
    "body-zero-text-plain": lambda: http_call({"http_method": "POST", "content_type": "text/plain"}, {"body": 0}),
    "body-false-text-plain": lambda: http_call({"http_method": "POST", "content_type": "text/plain"}, {"body": False}),
    "body-float-text-plain": lambda: http_call({"http_method": "POST", "content_type": "text/plain"}, {"body": 1.5}),
})


# Second reading (wave 5) 2026-11-29 (h-v01): a document with tools and OpenAPI paths but no version.
TOOLS_AND_PATHS = {"tools": TEXT_TOOLS, "paths": {"/ping": {"get": {"operationId": "ping",
                                                                    "responses": {"200": {"description": "ok"}}}}}}


async def discover_document(document):
    from aiohttp import web
    from utcp.client.utcp_client import UtcpClient
    from utcp.shared.provider import HttpProvider

    recorder = Recorder()
    async with http_server(recorder.routes()) as base:
        recorder.answers["/m"] = web.json_response(document)
        client = await UtcpClient.create()
        tools = await client.register_tool_provider(HttpProvider(name="m", url=f"{base}/m", http_method="GET"))
        return [t.name for t in tools]


cases_of("v01-client.http.discovery", {
    "tools-and-paths-without-version": lambda: discover_document(TOOLS_AND_PATHS),
})
cases_of("v01-client.text.discovery", {
    "tools-and-paths-without-version": lambda: text_discovery("tools-and-paths.json", json.dumps(TOOLS_AND_PATHS)),
})


# Second reading (wave 5) 2026-11-29 (h-v01): a variable value that itself names a variable, and one holding a hash.
async def filter_with_env(variables, env):
    os.environ.update(env)
    try:
        return await http_call({"url": "/tool?$filter=a"}, {}, variables=variables)
    finally:
        for name in env:
            os.environ.pop(name, None)


cases_of("v01-client.http.dollar-in-url", {
    "filter-variable-naming-a-variable": lambda: filter_with_env({"filter": "b$V01_FILTER_PART"},
                                                                 {"V01_FILTER_PART": "1"}),
    "filter-variable-with-hash": lambda: http_call({"url": "/tool?$filter=a"}, {}, variables={"filter": "b#c"}),
})

# Second reading (wave 5) 2026-11-29 (h-v01): an api_key auth of the query location named like the fixed header,
# and a number as the header_fields argument.
cases_of("v01-client.http.fixed-headers", {
    "api-key-query-location-same-name": lambda: fixed_header_call(
        {"auth": {"auth_type": "api_key", "api_key": "from-auth", "var_name": "X-Key", "location": "query"}}, {}),
    "header-field-number-value": lambda: fixed_header_call({"header_fields": ["X-Key"]}, {"X-Key": 5}),
})

# Second reading (wave 5) 2026-11-29 (h-v01): escapes of unreserved letters, and a percent sign before one hex digit.
cases_of("v01-client.http.placeholders", {
    "value-with-unreserved-letter-escape": lambda: raw_path_call("a%41b"),
    "value-with-tilde-escape": lambda: raw_path_call("a%7eb"),
    "value-with-percent-and-one-hex-digit": lambda: raw_path_call("a%4"),
})

# Second reading (wave 5) 2026-11-29 (h-v01): a name already prefixed by a non-ASCII provider name, a trailing dot,
# and the braced form of a variable holding a dot.
cases_of("v01-client.register.prefix", {
    "already-prefixed-unicode-name": lambda: register_names("météo", ["météo.get"]),
    "trailing-dot-in-provider-name": lambda: register_names("weather.", ["get"]),
    "braced-variable-in-provider-name": lambda: register_names_with_env("${V01_REGION}", ["get"],
                                                                        {"V01_REGION": "eu.west"}),
})

# Second reading (wave 5) 2026-11-29 (h-v01): a CRLF keep-alive comment before an LF event, a CRLF event of two data
# lines, a tab after event:, JSON strings and arrays as data.
cases_of("v01-client.sse.events", {
    "crlf-comment-then-lf": lambda: sse_events([b": ping\r\n\r\n", b"data: 2\n\n"]),
    "crlf-two-data-lines": lambda: sse_events([b"data: a\r\ndata: b\r\n\r\n", b"data: c\r\n\r\n"]),
    "crlf-json-then-lf": lambda: sse_events([b'data: {"a": 1}\r\n\r\n', b"data: 2\n\n"]),
    "event-type-tab-after-colon": lambda: sse_events([b"event:\tprogress\ndata: 1\n\n"], {"event_type": "progress"}),
    "lf-json-string-and-array": lambda: sse_events([b'data: "quoted"\n\n', b"data: [1, 2]\n\n"]),
})

# Second reading (wave 5) 2026-11-29 (h-v01): a number body under a lower-case content-type header, under
# Application/JSON, under application/json with a charset, and with Content-Type from a header_fields argument.
cases_of("v01-client.sse.request", {
    "body-number-lower-case-json-header": lambda: sse_events([b"data: 1\n\n"], {
        "body_field": "options", "headers": {"content-type": "application/json"}}, {"options": 5}),
    "body-number-upper-case-json-value": lambda: sse_events([b"data: 1\n\n"], {
        "body_field": "options", "headers": {"Content-Type": "Application/JSON"}}, {"options": 5}),
    "body-number-json-charset-header": lambda: sse_events([b"data: 1\n\n"], {
        "body_field": "options", "headers": {"Content-Type": "application/json; charset=utf-8"}}, {"options": 5}),
    "body-number-json-header-field": lambda: sse_events([b"data: 1\n\n"], {
        "body_field": "options", "header_fields": ["Content-Type"]},
        {"options": 5, "Content-Type": "application/json"}),
    "body-argument-unicode-string": lambda: sse_events([b"data: 1\n\n"], {"body_field": "options"}, {"options": "ü"}),
})

# Second reading (wave 5) 2026-11-29 (h-v01): a Windows-1252 file, UTF-16 BE without a byte order mark, UTF-16 LE
# without one holding CRLF.
cases_of("v01-client.text.calls", {
    "cp1252-quotes-file": lambda: text_tool_call(b"\x93hi\x94\n", mode="wb"),
    "utf16be-without-bom-ascii": lambda: text_tool_call("ab\n".encode("utf-16-be"), mode="wb"),
    "utf16le-without-bom-crlf": lambda: text_tool_call("a\r\nb".encode("utf-16-le"), mode="wb"),
})


# Second reading (wave 5) 2026-11-29 (h-v01): an absolute file_path after a second client, and a second client
# whose providers file does not exist.
async def shared_base_variant(kind):
    from utcp.client.utcp_client import UtcpClient
    from utcp.shared.provider import TextProvider

    first, second = tempfile.mkdtemp(), tempfile.mkdtemp()
    for folder, words in ((first, "from A"), (second, "from B")):
        with open(os.path.join(folder, "notes.txt"), "w") as handle:
            handle.write(words)
        with open(os.path.join(folder, "providers.json"), "w") as handle:
            handle.write("[]")
    file_path = os.path.join(first, "notes.txt") if kind == "absolute" else "notes.txt"
    with open(os.path.join(first, "m.json"), "w") as handle:
        handle.write(json.dumps({"version": "0.1.8", "tools": [
            tool("read", {"name": "t", "provider_type": "text", "file_path": file_path})]}))
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        client_a = await UtcpClient.create(config={"providers_file_path": os.path.join(first, "providers.json")})
        await client_a.register_tool_provider(TextProvider(name="f", file_path="m.json"))
        before = await outcome_of(client_a.call_tool("f.read", {}))
        second_file = "missing.json" if kind == "failed" else "providers.json"
        created = await outcome_of(UtcpClient.create(config={"providers_file_path": os.path.join(second,
                                                                                               second_file)}))
        after = await outcome_of(client_a.call_tool("f.read", {}))
    return {"call before the second client": before.get("value"),
            "second client": "created" if "value" in created else created["error"]["type"],
            "same call after the second client": after.get("value")}


cases_of("v01-client.text.shared-base-dir", {
    "absolute-path-after-second-client": lambda: shared_base_variant("absolute"),
    "call-after-failed-second-client": lambda: shared_base_variant("failed"),
})



# Second reading (wave 5) 2026-11-29 (h-ws): a text tool of folder A called again after a UtcpClient.create that
# names a providers file of folder B and fails (the file missing, or not JSON), and after one with an empty
# providers_file_path.
def shared_base_failed_creation(second_providers):
    async def run():
        from utcp.client.utcp_client import UtcpClient
        from utcp.shared.provider import TextProvider

        first, second = tempfile.mkdtemp(), tempfile.mkdtemp()
        for folder, words in ((first, "from A"), (second, "from B")):
            with open(os.path.join(folder, "notes.txt"), "w") as handle:
                handle.write(words)
        with open(os.path.join(first, "providers.json"), "w") as handle:
            handle.write("[]")
        if second_providers is not None:
            with open(os.path.join(second, "providers.json"), "w") as handle:
                handle.write(second_providers)
        with open(os.path.join(first, "m.json"), "w") as handle:
            handle.write(json.dumps({"version": "0.1.8", "tools": [
                tool("read", {"name": "t", "provider_type": "text", "file_path": "notes.txt"})]}))
        printed = io.StringIO()
        with contextlib.redirect_stdout(printed):
            client_a = await UtcpClient.create(config={"providers_file_path": os.path.join(first, "providers.json")})
            await client_a.register_tool_provider(TextProvider(name="f", file_path="m.json"))
            before = await outcome_of(client_a.call_tool("f.read", {}))
            created = await outcome_of(
                UtcpClient.create(config={"providers_file_path": os.path.join(second, "providers.json")}))
            after = await outcome_of(client_a.call_tool("f.read", {}))
        return {"call before": before.get("value"),
                "second creation": created["error"]["type"] if "error" in created else "created",
                "same call after": after.get("value", after.get("error", {}).get("type"))}

    return run


async def shared_base_empty_path():
    from utcp.client.utcp_client import UtcpClient
    from utcp.shared.provider import TextProvider

    first = tempfile.mkdtemp()
    with open(os.path.join(first, "notes.txt"), "w") as handle:
        handle.write("from A")
    with open(os.path.join(first, "providers.json"), "w") as handle:
        handle.write("[]")
    with open(os.path.join(first, "m.json"), "w") as handle:
        handle.write(json.dumps({"version": "0.1.8", "tools": [
            tool("read", {"name": "t", "provider_type": "text", "file_path": "notes.txt"})]}))
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        client_a = await UtcpClient.create(config={"providers_file_path": os.path.join(first, "providers.json")})
        await client_a.register_tool_provider(TextProvider(name="f", file_path="m.json"))
        created = await outcome_of(UtcpClient.create(config={"providers_file_path": ""}))
        after = await outcome_of(client_a.call_tool("f.read", {}))
    return {"second creation": created["error"]["type"] if "error" in created else "created",
            "same call after": after.get("value", after.get("error", {}).get("type"))}


cases_of("v01-client.text.shared-base-dir", {
    "wave5-failed-creation": lambda: _gather(shared_base_failed_creation(None), shared_base_failed_creation("{")),
    "wave5-empty-providers-path": shared_base_empty_path,
})


async def _gather(missing, not_json):
    return {"providers file missing": await missing(), "providers file not JSON": await not_json()}


# Third reading (wave 7) 2026-11-29 (w7): one document beside a line of text in other forms: a JSON array followed by
# a text line, a JSON string preceded by a text line, a document and a text line on standard error with exit 2, and
# a document followed by a text line that has no line ending.
cases_of("v01-client.cli.output-choice", {
    "w7-json-array-then-log-line": lambda: cli_result(printing('[1, 2]\ndone\n')),
    "w7-log-line-then-json-string": lambda: cli_result(printing('starting\n"quoted"\n')),
    "w7-exit-2-stderr-json-then-log-line": lambda: cli_result(printing("", '{"e": 1}\nfailed\n', 2)),
    "w7-json-then-log-line-no-line-end": lambda: cli_result(printing('{"a": 1}\ndone')),
})

cases_of("v01-client.http.dollar-in-url", {
    "w7-filter-variable-with-two-ampersands": lambda: http_call({"url": "/tool?$filter=a"}, {},
                                                                variables={"filter": "b=1&c=2&d"}),
    "w7-filter-variable-lone-ampersand": lambda: http_call({"url": "/tool?x=1&$filter=a"}, {},
                                                           variables={"filter": "&"}),
})

cases_of("v01-client.sse.events", {
    "w7-event-type-leading-no-break-space": lambda: sse_events(["event:\u00a0progress\ndata: 1\n\n".encode()],
                                                               {"event_type": "progress"}),
    "w7-event-type-trailing-tab": lambda: sse_events([b"event: progress\t\ndata: 1\n\n"], {"event_type": "progress"}),
})

cases_of("v01-client.sse.request", {
    "w7-body-argument-true": lambda: sse_events([b"data: 1\n\n"], {"body_field": "options"}, {"options": True}),
    "w7-body-argument-negative-int": lambda: sse_events([b"data: 1\n\n"], {"body_field": "options"}, {"options": -7}),
})
