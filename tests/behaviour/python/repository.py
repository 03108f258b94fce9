"""Cases of the ConcurrentToolRepository interface and its in-memory implementation (1.x)."""
import asyncio
import inspect

from _behaviour import case, cases_of, http_server, load_plugins, outcome_of


def template(name, url="https://x.example/a"):
    from utcp.data.call_template import CallTemplateSerializer

    return CallTemplateSerializer().validate_dict({"name": name, "call_template_type": "http", "url": url,
                                                   "http_method": "GET"})


def manual(name, tool_names, url="https://x.example/a"):
    from utcp.data.tool import Tool
    from utcp.data.utcp_manual import UtcpManual

    call = template(name, url)
    return UtcpManual(tools=[Tool(name=tool, description="d", tool_call_template=call) for tool in tool_names])


def in_memory():
    load_plugins()
    from utcp.implementations.in_mem_tool_repository import InMemToolRepository

    return InMemToolRepository()


async def save(repo, name, tool_names):
    await repo.save_manual(template(name), manual(name, tool_names))


async def names(tools):
    return None if tools is None else [t.name for t in tools]


async def snapshot(repo, manual_names):
    """What every lookup of the repository shows for the given manual names."""
    return {
        "tools": await names(await repo.get_tools()),
        "manuals": {n: (await names((await repo.get_manual(n)).tools) if await repo.get_manual(n) else None)
                    for n in manual_names},
        "tools_by_manual": {n: await names(await repo.get_tools_by_manual(n)) for n in manual_names},
        "templates": {n: (await repo.get_manual_call_template(n) or type("x", (), {"name": None})).name
                      for n in manual_names},
        "all_templates": [t.name for t in await repo.get_manual_call_templates()],
    }


@case("repository.concurrent.abstract-methods", "interface")
def abstract_methods():
    load_plugins()
    from utcp.interfaces.concurrent_tool_repository import ConcurrentToolRepository

    abstract = sorted(ConcurrentToolRepository.__abstractmethods__)
    return {"abstract": abstract, "count": len(abstract),
            "coroutines": [n for n in abstract if inspect.iscoroutinefunction(getattr(ConcurrentToolRepository, n))]}


@case("repository.concurrent.abstract-methods", "instantiate-interface")
def instantiate_interface():
    load_plugins()
    from utcp.interfaces.concurrent_tool_repository import ConcurrentToolRepository

    ConcurrentToolRepository(tool_repository_type="plain")
    return "created"


def served_manual(tools):
    from aiohttp import web

    async def utcp(request):
        await asyncio.sleep(0.05)
        base = str(request.url.origin())
        return web.json_response({"utcp_version": "1.0.1", "manual_version": "1", "tools": [
            {"name": tool, "description": "d", "inputs": {}, "outputs": {},
             "tool_call_template": {"call_template_type": "http", "url": f"{base}/echo", "http_method": "GET"}}
            for tool in tools]})

    async def echo(request):
        return web.json_response({"ok": True})

    return {("GET", "/utcp"): utcp, ("GET", "/echo"): echo}


@case("repository.concurrent.client-storage", "default-type")
async def default_type():
    load_plugins()
    from utcp.utcp_client import UtcpClient

    client = await UtcpClient.create()
    repo = client.config.tool_repository
    return {"class": type(repo).__name__, "tool_repository_type": repo.tool_repository_type}


@case("repository.concurrent.client-storage", "saved-directly")
async def saved_directly():
    load_plugins()
    from utcp.utcp_client import UtcpClient

    async with http_server(served_manual([])) as base:
        client = await UtcpClient.create()
        repo = client.config.tool_repository
        await repo.save_manual(template("side", f"{base}/echo"), manual("side", ["side.ping"], f"{base}/echo"))
        return {"call": await outcome_of(client.call_tool("side.ping", {})),
                "search": [t.name for t in await client.search_tools("ping")],
                "deregister": await client.deregister_manual("side")}


@case("repository.concurrent.client-storage", "removed-directly")
async def removed_directly():
    load_plugins()
    from utcp.utcp_client import UtcpClient

    async with http_server(served_manual(["ping"])) as base:
        client = await UtcpClient.create()
        registered = await client.register_manual(template("svc", f"{base}/utcp"))
        before = await outcome_of(client.call_tool("svc.ping", {}))
        await client.config.tool_repository.remove_manual("svc")
        return {"registered": registered.success, "before": before,
                "after": await outcome_of(client.call_tool("svc.ping", {}))}


def recording_repository(log):
    load_plugins()
    from utcp.implementations.in_mem_tool_repository import InMemToolRepository

    class Recording(InMemToolRepository):
        async def get_manual(self, manual_name):
            log.append(f"get_manual {manual_name}")
            return await super().get_manual(manual_name)

        async def save_manual(self, manual_call_template, manual):
            log.append(f"save_manual {manual_call_template.name} {[t.name for t in manual.tools]}")
            return await super().save_manual(manual_call_template, manual)

    return Recording()


@case("repository.concurrent.parallel-registration", "two-manuals")
async def parallel_two():
    load_plugins()
    from utcp.utcp_client import UtcpClient

    log = []
    async with http_server(served_manual(["ping"])) as base:
        client = await UtcpClient.create()
        client.config.tool_repository = recording_repository(log)
        results = await client.register_manuals([template("a", f"{base}/utcp"), template("b", f"{base}/utcp")])
        return {"success": [r.success for r in results], "calls": log}


@case("repository.concurrent.parallel-registration", "same-name-twice")
async def parallel_same_name():
    load_plugins()
    from aiohttp import web
    from utcp.utcp_client import UtcpClient

    log = []
    routes = served_manual(["first"])
    second = served_manual(["second"])[("GET", "/utcp")]
    routes[("GET", "/other")] = second
    async with http_server(routes) as base:
        client = await UtcpClient.create()
        client.config.tool_repository = recording_repository(log)
        results = await client.register_manuals([template("m", f"{base}/utcp"), template("m", f"{base}/other")])
        repo = client.config.tool_repository
        return {"success": [r.success for r in results], "calls": log,
                "stored": await names(await repo.get_tools())}


@case("repository.concurrent.parallel-registration", "same-name-one-after-other")
async def sequential_same_name():
    load_plugins()
    from utcp.utcp_client import UtcpClient

    async with http_server(served_manual(["first"])) as base:
        client = await UtcpClient.create()
        await client.register_manual(template("m", f"{base}/utcp"))
        await client.register_manual(template("m", f"{base}/utcp"))
        return "registered twice"


@case("repository.in-memory.save", "stores-all")
async def save_all():
    repo = in_memory()
    await save(repo, "m", ["m.a", "m.b"])
    return await snapshot(repo, ["m"])


@case("repository.in-memory.save", "unprefixed-names")
async def save_unprefixed():
    repo = in_memory()
    await save(repo, "m", ["a"])
    return {"a": await names([await repo.get_tool("a")]) if await repo.get_tool("a") else None,
            "m.a": await repo.get_tool("m.a")}


@case("repository.in-memory.save", "replace-with-fewer")
async def save_replace():
    repo = in_memory()
    await save(repo, "m", ["m.a", "m.b"])
    await save(repo, "m", ["m.c"])
    return await snapshot(repo, ["m"])


@case("repository.in-memory.save", "later-edit-of-saved-manual")
async def save_then_edit():
    repo = in_memory()
    saved = manual("m", ["m.a"])
    await repo.save_manual(template("m"), saved)
    saved.tools[0].description = "edited after saving"
    return (await repo.get_tool("m.a")).description


@case("repository.in-memory.save", "shared-tool-name")
async def save_shared():
    repo = in_memory()
    await save(repo, "a", ["x.t"])
    await save(repo, "b", ["x.t"])
    before = await snapshot(repo, ["a", "b"])
    await repo.remove_manual("a")
    return {"before": before, "after removing a": await snapshot(repo, ["a", "b"])}


@case("repository.in-memory.remove-manual", "all-parts")
async def remove_manual_all():
    repo = in_memory()
    await save(repo, "m", ["m.a", "m.b"])
    await save(repo, "n", ["n.a"])
    removed = await repo.remove_manual("m")
    return {"removed": removed, **await snapshot(repo, ["m", "n"])}


@case("repository.in-memory.remove-manual", "after-remove-tool")
async def remove_manual_after_tool():
    repo = in_memory()
    await save(repo, "m", ["m.a"])
    await repo.remove_tool("m.a")
    removed = await repo.remove_manual("m")
    return {"removed": removed, **await snapshot(repo, ["m"])}


@case("repository.in-memory.remove-tool", "manual-list")
async def remove_tool_list():
    repo = in_memory()
    await save(repo, "m", ["m.a", "m.b"])
    removed = await repo.remove_tool("m.a")
    return {"removed": removed, "get_tool": await repo.get_tool("m.a"), **await snapshot(repo, ["m"])}


@case("repository.in-memory.remove-tool", "unknown")
async def remove_tool_unknown():
    repo = in_memory()
    await save(repo, "m", ["m.a"])
    return {"removed": await repo.remove_tool("m.zzz"), **await snapshot(repo, ["m"])}


@case("repository.in-memory.remove-tool", "last-tool")
async def remove_tool_last():
    repo = in_memory()
    await save(repo, "m", ["m.a"])
    removed = await repo.remove_tool("m.a")
    return {"removed": removed, **await snapshot(repo, ["m"])}


@case("repository.in-memory.remove-tool", "equal-tool-in-two-manuals")
async def remove_tool_shared():
    repo = in_memory()
    await save(repo, "a", ["x.t"])
    await save(repo, "b", ["x.t"])
    removed = await repo.remove_tool("x.t")
    return {"removed": removed, **await snapshot(repo, ["a", "b"])}


@case("repository.in-memory.get-tools", "two-manuals")
async def get_tools_two():
    repo = in_memory()
    await save(repo, "a", ["a.x", "a.y"])
    await save(repo, "b", ["b.x"])
    return await names(await repo.get_tools())


@case("repository.in-memory.get-tools", "empty")
async def get_tools_empty():
    return await names(await in_memory().get_tools())


@case("repository.in-memory.get-tools", "shared-tool-name")
async def get_tools_shared():
    repo = in_memory()
    await save(repo, "a", ["x.t"])
    await save(repo, "b", ["x.t"])
    return {"get_tools": await names(await repo.get_tools()),
            "by_manual": {n: await names(await repo.get_tools_by_manual(n)) for n in ["a", "b"]}}
