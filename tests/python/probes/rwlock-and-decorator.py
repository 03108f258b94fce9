"""Claim: AsyncRWLock lets readers in together and a writer alone, a waiting writer holds back
readers that come after it, the context managers release on error and the lock is not re-entrant
(read then write waits forever); utcp_tool builds the tool at decoration time with the function's
name and docstring, tags ["utcp"], schemas from the hints (parameters without a hint are strings,
parameters without a default required, `result` required unless optional and typed null without a
return annotation), prints one line per added tool, attaches input()/output()/tool_definition()
and returns the function itself; create_from_decorators collects those tools minus `exclude`;
get_docstring_description_output reads the text after `Returns:`; is_optional, recurse_type (classes and
plain dicts) and get_docstring_description_input without a docstring behave as their page says.
versions: 1.0, next
"""
import asyncio
import contextlib
import io
from typing import Optional

from utcp_probe import load_plugins, observe, run


async def main() -> bool:
    load_plugins()
    from utcp.data.utcp_manual import UtcpManual
    from utcp.python_specific_tooling.async_rwlock import AsyncRWLock
    from utcp.python_specific_tooling.tool_decorator import (ToolContext, get_docstring_description_input,
                                                              get_docstring_description_output, is_optional,
                                                              recurse_type, utcp_tool)
    from utcp_http.http_call_template import HttpCallTemplate

    checks = {}

    # the lock
    lock = AsyncRWLock()
    events = []

    async def reader(name, hold):
        async with lock.read():
            events.append(f"{name} in")
            await asyncio.sleep(hold)
            events.append(f"{name} out")

    async def writer(name, hold):
        async with lock.write():
            events.append(f"{name} in")
            await asyncio.sleep(hold)
            events.append(f"{name} out")

    first = asyncio.create_task(reader("r1", 0.05))
    second = asyncio.create_task(reader("r2", 0.05))
    await asyncio.sleep(0.01)
    write = asyncio.create_task(writer("w", 0.02))
    await asyncio.sleep(0.01)
    late = asyncio.create_task(reader("r3", 0.0))
    await asyncio.gather(first, second, write, late)
    observe("lock order", events)
    together = events.index("r2 in") < events.index("r1 out")
    writer_waits = events.index("w in") > max(events.index("r1 out"), events.index("r2 out"))
    late_after_writer = events.index("r3 in") > events.index("w out")

    async with lock.read() as read_value:
        pass
    async with lock.write() as write_value:
        pass
    observe("values the context managers yield", [read_value, write_value])
    try:
        async with lock.read():
            raise RuntimeError("boom")
    except RuntimeError:
        pass
    released = False
    async with asyncio.timeout(1):
        async with lock.write():
            released = True

    async def read_then_write():
        async with lock.read():
            async with lock.write():
                return "got both"

    try:
        async with asyncio.timeout(0.3):
            reentrant = await read_then_write()
    except TimeoutError:
        reentrant = "waits forever"
    observe("readers together, writer waits, later reader after writer, released after error, read->write",
            [together, writer_waits, late_after_writer, released, reentrant])
    checks["lock"] = read_value is None and write_value is None and together and writer_waits and late_after_writer and released and reentrant == "waits forever"

    # the decorator
    template = HttpCallTemplate(name="svc", url="https://svc.example.com/run", http_method="POST")
    before = len(ToolContext.get_tools())
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        @utcp_tool(tool_call_template=template)
        def add(a: int, b, c: int = 2) -> int:
            """Adds numbers.

            Returns: the sum
            """
            return a + b + c

        @utcp_tool(tool_call_template=template, name="maybe_tool", tags=["x"])
        def maybe(flag: bool) -> Optional[str]:
            return None

        @utcp_tool(tool_call_template=template)
        def nothing(flag: bool):
            return None

    added = ToolContext.get_tools()[before:]
    definition = add.tool_definition()
    inputs = add.input()
    outputs = add.output()
    observe("printed lines", printed.getvalue().strip().splitlines())
    observe("names, tags, description start", [[t.name for t in added], definition.tags,
                                               definition.description.strip().splitlines()[0]])
    observe("input properties, required", [{k: v.type for k, v in inputs.properties.items()}, inputs.required])
    observe("output of add, maybe, nothing", [outputs.required, maybe.output().required,
                                              nothing.output().properties["result"].type])
    observe("function unchanged, fresh Tool per call", [add(1, 2), add.tool_definition() is not definition])
    checks["decorator"] = (len(printed.getvalue().strip().splitlines()) == 3
                           and [t.name for t in added] == ["add", "maybe_tool", "nothing"]
                           and definition.tags == ["utcp"] and added[1].tags == ["x"]
                           and definition.description.strip().startswith("Adds numbers.")
                           and {k: v.type for k, v in inputs.properties.items()} == {"a": "integer", "b": "string",
                                                                                   "c": "integer"}
                           and inputs.required == ["a", "b"] and outputs.required == ["result"]
                           and not maybe.output().required and nothing.output().properties["result"].type == "null"
                           and add(1, 2) == 5 and add.tool_definition() is not definition)

    manual = UtcpManual.create_from_decorators(manual_version="2.0.0", exclude=["nothing"])
    names = [t.name for t in manual.tools]
    returns = [get_docstring_description_output(add), get_docstring_description_output(maybe)]
    observe("create_from_decorators names and version, Returns: text", [names, manual.manual_version, returns])
    checks["manual"] = ("add" in names and "maybe_tool" in names and "nothing" not in names
                        and manual.manual_version == "2.0.0" and returns[0] == {"return": "the sum"} and returns[1] == {})

    class Address:
        street: str
        unit: Optional[int]

    def undocumented(a: int) -> int:
        return a

    helpers = [is_optional(Optional[int]), is_optional(int), recurse_type(Address).get("required"),
               recurse_type(dict).get("type"), recurse_type(dict).get("properties"),
               get_docstring_description_input(undocumented)]
    observe("is_optional(Optional[int]), is_optional(int), required of a class, plain dict type and properties, "
            "docstring input without docstring", helpers)
    checks["helpers"] = helpers == [True, False, ["street"], "object", {}, {}]

    observe("failed checks", sorted(k for k, ok in checks.items() if not ok))
    return all(checks.values())


run(main)
