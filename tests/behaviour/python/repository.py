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


# Adversarial review 2026-11-28: AsyncRWLock, the lock of InMemToolRepository, with readers and writers interleaved.
def rwlock():
    load_plugins()
    from utcp.python_specific_tooling.async_rwlock import AsyncRWLock

    return AsyncRWLock()


async def blocked(coroutine, wait=0.05):
    """Starts `coroutine` as a task; returns (task, whether it was still waiting after `wait` seconds)."""
    task = asyncio.ensure_future(coroutine)
    await asyncio.sleep(wait)
    return task, not task.done()


@case("repository.rwlock.structure", "four-locks")
def rwlock_structure():
    lock = rwlock()
    locks = sorted(name for name, value in vars(lock).items() if isinstance(value, asyncio.Lock))
    return {"asyncio locks": locks, "repository lock": type(in_memory()._rwlock).__name__}


async def reader_waited_in_loop(lock):
    """A writer holds the lock while a reader asks for it; whether the reader had to wait."""
    await lock.acquire_write()
    reader, waiting = await blocked(lock.acquire_read())
    await lock.release_write()
    await reader
    await lock.release_read()
    return waiting


@case("repository.rwlock.structure", "second-event-loop")
def rwlock_two_loops():
    lock = rwlock()
    first = asyncio.run(reader_waited_in_loop(lock))
    try:
        second = {"value": asyncio.run(reader_waited_in_loop(lock))}
    except Exception as error:  # noqa: BLE001
        second = {"error": type(error).__name__, "message": str(error)[:120]}
    return {"first loop, reader waited": first, "second loop": second}


@case("repository.rwlock.readers", "two-readers-at-once")
async def two_readers():
    lock = rwlock()
    inside, most = 0, 0

    async def read():
        nonlocal inside, most
        async with lock.read():
            inside += 1
            most = max(most, inside)
            await asyncio.sleep(0.05)
            inside -= 1

    await asyncio.gather(read(), read(), read())
    return {"most readers inside at once": most}


@case("repository.rwlock.readers", "reader-waits-for-writer")
async def reader_waits_for_writer():
    lock = rwlock()
    await lock.acquire_write()
    reader, waiting = await blocked(lock.acquire_read())
    await lock.release_write()
    await asyncio.wait_for(reader, 1)
    await lock.release_read()
    return {"reader waited while the writer held the lock": waiting, "reader got in after release": True}


@case("repository.rwlock.readers", "reader-waits-for-queued-writer")
async def reader_waits_for_queued_writer():
    lock = rwlock()
    order = []
    await lock.acquire_read()

    async def write():
        await lock.acquire_write()
        order.append("writer in")
        await lock.release_write()

    async def read():
        await lock.acquire_read()
        order.append("second reader in")
        await lock.release_read()

    writer, writer_waiting = await blocked(write())
    reader, reader_waiting = await blocked(read())
    await lock.release_read()
    await asyncio.wait_for(asyncio.gather(writer, reader), 1)
    return {"writer waited for the first reader": writer_waiting,
            "second reader waited behind the queued writer": reader_waiting, "order": order}


@case("repository.rwlock.writers", "last-reader-lets-writer-in")
async def last_reader_out():
    lock = rwlock()
    await lock.acquire_read()
    await lock.acquire_read()
    writer, waiting_two = await blocked(lock.acquire_write())
    await lock.release_read()
    await asyncio.sleep(0.05)
    waiting_one = not writer.done()
    await lock.release_read()
    await asyncio.wait_for(writer, 1)
    await lock.release_write()
    return {"writer waits, two readers in": waiting_two, "writer waits, one reader in": waiting_one,
            "writer in after the last reader": True}


@case("repository.rwlock.writers", "writer-excludes-writer")
async def writer_excludes_writer():
    lock = rwlock()
    await lock.acquire_write()
    second, waiting = await blocked(lock.acquire_write())
    await lock.release_write()
    await asyncio.wait_for(second, 1)
    await lock.release_write()
    return {"second writer waited": waiting}


async def after_raise(side):
    lock = rwlock()
    try:
        async with getattr(lock, side)():
            raise KeyError("in the body")
    except KeyError:
        pass
    got = {}
    for other in ("read", "write"):
        async def enter():
            async with getattr(lock, other)():
                return True
        got[other] = await outcome_of(asyncio.wait_for(enter(), 0.5))
    return {"readers counted": lock._readers, "then": got}


cases_of("repository.rwlock.context", {
    "raise-in-read": lambda: after_raise("read"),
    "raise-in-write": lambda: after_raise("write"),
})


async def client_repository(config):
    load_plugins()
    from utcp.utcp_client import UtcpClient

    async def create():
        client = await UtcpClient.create(config=config)
        return type(client.config.tool_repository).__name__

    return await outcome_of(create())


cases_of("repository.concurrent.client-storage", {
    "unknown-type-in-config":
        lambda: client_repository({"tool_repository": {"tool_repository_type": "elsewhere"}}),
    "in-memory-named-in-config":
        lambda: client_repository({"tool_repository": {"tool_repository_type": "in_memory"}}),
})


# Second adversarial review 2026-11-28: the second loop waits on a different inner lock than the first one did.
@case("repository.rwlock.structure", "second-loop-other-inner-lock")
def rwlock_two_loops_other_lock():
    lock = rwlock()

    async def writer_waits():
        await lock.acquire_read()
        writer, waiting = await blocked(lock.acquire_write())
        await lock.release_read()
        await writer
        await lock.release_write()
        return waiting

    first = asyncio.run(reader_waited_in_loop(lock))
    try:
        second = {"value": {"writer waited": asyncio.run(writer_waits())}}
    except Exception as error:  # noqa: BLE001
        second = {"error": type(error).__name__, "message": str(error)[:120]}
    return {"first loop, reader waited": first, "second loop": second}


# Second adversarial review 2026-11-28: an explicit null tool_repository, an entry without a type, and a tool added
# to a saved manual's list after saving.
cases_of("repository.concurrent.client-storage", {
    "null-in-config": lambda: client_repository({"tool_repository": None}),
    "entry-without-type": lambda: client_repository({"tool_repository": {}}),
})


@case("repository.in-memory.save", "tool-appended-after-saving")
async def save_then_append():
    load_plugins()
    repo = in_memory()
    saved = manual("m", ["m.a"])
    await repo.save_manual(template("m"), saved)
    saved.tools.append(manual("m", ["m.b"]).tools[0])
    stored = await repo.get_manual("m")
    return {"manual lists": [t.name for t in stored.tools], "get_tool m.b found": await repo.get_tool("m.b") is not None,
            "get_tools": [t.name for t in await repo.get_tools()]}


@case("repository.concurrent.client-storage", "repository-swapped")
async def repository_swapped():
    """A manual registered through the client, then the client's repository replaced by an empty one."""
    load_plugins()
    from utcp.utcp_client import UtcpClient

    async with http_server(served_manual(["ping"])) as base:
        client = await UtcpClient.create()
        first = await client.register_manual(template("svc", f"{base}/utcp"))
        object.__setattr__(client.config, "tool_repository", in_memory())
        after_swap = {"call": await outcome_of(client.call_tool("svc.ping", {})),
                      "search": [t.name for t in await client.search_tools("ping")],
                      "deregister": await client.deregister_manual("svc")}
        again = await client.register_manual(template("svc", f"{base}/utcp"))
        return {"first registration": first.success, "after swap": after_swap,
                "registered again": again.success,
                "tools in new repository": [t.name for t in await client.config.tool_repository.get_tools()]}


# Issue 35: what the in-memory repository's serializer dumps once the repository holds a manual.
@case("repository.in-memory.config-dump", "after-save")
async def dump_after_save():
    from utcp.interfaces.concurrent_tool_repository import ConcurrentToolRepositoryConfigSerializer

    repo = in_memory()
    await save(repo, "m", ["m.a"])
    return ConcurrentToolRepositoryConfigSerializer().to_dict(repo)


@case("repository.in-memory.config-dump", "empty")
def dump_empty():
    from utcp.interfaces.concurrent_tool_repository import ConcurrentToolRepositoryConfigSerializer

    return ConcurrentToolRepositoryConfigSerializer().to_dict(in_memory())


# Third adversarial review 2026-11-28 (r-x1): a manual `m` serving tools `t` and `m.t`, which both end up named
# `m.t` once prefixed; what the registration reports, what the client keeps, and which one a call reaches.
async def prefixed_clash(order, search=False):
    """Registers manual m with tools `t` (at /a) and `m.t` (at /b) in `order`; what the registration reports, what the
    client keeps (and, with `search`, what search_tools finds for "t"), and which server a call of m.t reaches."""
    from aiohttp import web

    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.utcp_client import UtcpClient

    reached = []

    def answer(label):
        async def handler(request):
            reached.append(label)
            return web.json_response({"tool": label})
        return handler

    paths = {"t": "/a", "m.t": "/b"}
    async with http_server({("GET", "/a"): answer("t"), ("GET", "/b"): answer("m.t")}) as base:
        tools = [{"name": name, "description": name, "inputs": {}, "outputs": {},
                  "tool_call_template": {"call_template_type": "http", "http_method": "GET",
                                         "url": f"{base}{paths[name]}"}}
                 for name in order]

        async def manual(request):
            return web.json_response({"utcp_version": "1.0.0", "manual_version": "1.0.0", "tools": tools})

        async with http_server({("GET", "/manual"): manual}) as manual_base:
            client = await UtcpClient.create()
            result = await client.register_manual(CallTemplateSerializer().validate_dict(
                {"name": "m", "call_template_type": "http", "http_method": "GET", "url": f"{manual_base}/manual"}))
            stored = [t.name for t in await client.config.tool_repository.get_tools()]
            found = [t.name for t in await client.search_tools("t", limit=10)] if search else None
            called = await outcome_of(client.call_tool("m.t", {}))
    observed = {"registration lists": [t.name for t in result.manual.tools], "errors": len(result.errors),
                "stored": stored}
    if search:
        observed["search finds"] = found
    return {**observed, "call m.t": called, "reached": reached}


@case("repository.concurrent.client-storage", "same-name-after-prefix")
async def same_name_after_prefix():
    return await prefixed_clash(("t", "m.t"))


# Third adversarial review 2026-11-29 (r-x4): the same clash with the tools in the other order (m.t first, then t),
# and what search_tools finds afterwards.
@case("repository.concurrent.client-storage", "same-name-after-prefix-reversed")
async def same_name_after_prefix_reversed():
    return await prefixed_clash(("m.t", "t"), search=True)


# Adversarial review 2026-11-29 (Issue 35): AsyncRWLock driven by hand, re-entered and released unpaired.
async def rwlock_reentrant(first, second):
    lock = rwlock()

    async def both():
        async with getattr(lock, first)():
            async with getattr(lock, second)():
                return "got both"

    try:
        return {"value": await asyncio.wait_for(both(), 0.3)}
    except asyncio.TimeoutError:
        return {"still waiting after 0.3 s": True}


async def rwlock_resource_by_readers():
    lock = rwlock()
    seen = {"new": lock._resource_lock.locked()}
    await lock.acquire_read()
    seen["one reader"] = lock._resource_lock.locked()
    await lock.acquire_read()
    seen["two readers"] = lock._resource_lock.locked()
    await lock.release_read()
    seen["one left"] = lock._resource_lock.locked()
    await lock.release_read()
    seen["none left"] = lock._resource_lock.locked()
    return seen


async def rwlock_release_read_unpaired():
    lock = rwlock()
    release = await outcome_of(lock.release_read())
    count_after = lock._readers
    await lock.acquire_read()
    count_reader_in = lock._readers
    writer, waiting = await blocked(lock.acquire_write())
    return {"release": release, "count after unpaired release": count_after,
            "count with one reader inside": count_reader_in, "writer waited for that reader": waiting}


async def rwlock_release_write_free():
    lock = rwlock()
    return await lock.release_write()


async def rwlock_write_turnstile():
    lock = rwlock()
    await lock.acquire_read()
    writer, writer_waiting = await blocked(lock.acquire_write())
    closed = lock._turnstile.locked()
    late, late_waiting = await blocked(lock.acquire_read())
    await lock.release_read()
    await asyncio.wait_for(writer, 1)
    holds = lock._resource_lock.locked()
    still_late = not late.done()
    await lock.release_write()
    await asyncio.wait_for(late, 1)
    return {"writer waits for the reader inside": writer_waiting, "turnstile closed while it waits": closed,
            "later reader waits": late_waiting, "writer holds the resource lock": holds,
            "later reader still waits while the writer holds": still_late,
            "after release_write, turnstile": lock._turnstile.locked(),
            "resource lock (held by the late reader)": lock._resource_lock.locked()}


async def rwlock_yields():
    lock = rwlock()
    async with lock.read() as read_value:
        readers_inside = lock._readers
    async with lock.write() as write_value:
        writer_inside = lock._resource_lock.locked() and lock._turnstile.locked()
    return {"read() yields": repr(read_value), "readers inside read()": readers_inside,
            "write() yields": repr(write_value), "write() holds both locks": writer_inside,
            "afterwards, readers": lock._readers, "afterwards, resource locked": lock._resource_lock.locked()}


cases_of("repository.rwlock.by-hand", {
    "read-then-write": lambda: rwlock_reentrant("read", "write"),
    "write-then-read": lambda: rwlock_reentrant("write", "read"),
    "read-then-read": lambda: rwlock_reentrant("read", "read"),
    "first-reader-resource": rwlock_resource_by_readers,
    "release-read-unpaired": rwlock_release_read_unpaired,
    "release-write-free": rwlock_release_write_free,
    "write-turnstile": rwlock_write_turnstile,
    "context-yields": rwlock_yields,
})


# Adversarial review 2026-11-29 (p-fold5): get_tools against a held write lock and a held read lock, and what
# an edit of the returned tools (nested fields included) does to the stored ones.
async def get_tools_beside(lock_kind):
    repo = in_memory()
    await save(repo, "a", ["a.x"])
    lock = repo._rwlock
    await (lock.acquire_write() if lock_kind == "write" else lock.acquire_read())
    task, waiting = await blocked(repo.get_tools())
    await (lock.release_write() if lock_kind == "write" else lock.release_read())
    listed = await names(await task)
    return {"waited while the lock was held": waiting, "listed": listed}


async def get_tools_nested_edit():
    repo = in_memory()
    await save(repo, "a", ["a.x", "a.y"])
    first = await repo.get_tools()
    first[0].description = "edited"
    first[0].tags.append("added")
    first[0].inputs.properties = {"p": {"type": "string"}}
    first[0].tool_call_template.url = "https://edited.example/"
    first.pop()
    again = await repo.get_tools()
    return {"descriptions": [t.description for t in again], "tags": [t.tags for t in again],
            "properties": [t.inputs.properties for t in again],
            "urls": [t.tool_call_template.url for t in again], "count": len(again),
            "same objects twice": any(a is b for a, b in zip(first, again))}


cases_of("repository.in-memory.get-tools-copies", {
    "writer-holds-lock": lambda: get_tools_beside("write"),
    "reader-holds-lock": lambda: get_tools_beside("read"),
    "nested-edit": get_tools_nested_edit,
})


# Adversarial review 2026-11-29 (p-fold5): what the in-memory configuration serializer does with the keys it is given.
def validate_in_memory(data):
    load_plugins()
    from utcp.implementations.in_mem_tool_repository import InMemToolRepositoryConfigSerializer

    repo = InMemToolRepositoryConfigSerializer().validate_dict(data)

    async def content():
        return {"type": type(repo).__name__, "manuals": await repo.get_manuals(), "tools": await repo.get_tools(),
                "extra attributes": sorted(k for k in vars(repo) if not k.startswith("_"))}

    return content()


cases_of("repository.in-memory.config-validate", {
    "type-only": lambda: validate_in_memory({"tool_repository_type": "in_memory"}),
    "other-keys": lambda: validate_in_memory({"tool_repository_type": "in_memory", "path": "/tmp/x", "max": 3}),
    "tools-given": lambda: validate_in_memory({"tool_repository_type": "in_memory",
                                               "tools": [{"name": "a.x", "description": "d"}]}),
    "other-type-name": lambda: validate_in_memory({"tool_repository_type": "postgres"}),
    "empty-dict": lambda: validate_in_memory({}),
})
