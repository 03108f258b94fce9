"""The case registry of the behaviour dataset (data/behaviour), and what cases share.

A case is an `async def` (or def) registered with `@case("mechanism.topic.detail", "case-id")`;
it returns a JSON value, the outcome observed. An exception it lets out is recorded as the
outcome {"error": {"type", "message"}}; `skip("why")` records that the case cannot run here.
`IMPL` names the implementation being run ("python-0.1", "python-1.0", "python-1.1"): branch on
it only where the API itself differs between lines.
"""
import asyncio
import os
import sys
from contextlib import asynccontextmanager
from typing import Any, AsyncIterator, Callable, Dict, Tuple

IMPL = os.environ.get("BEHAVIOUR_IMPL", "python-1.1")
LINE = IMPL.split("-", 1)[1]
CASES: Dict[Tuple[str, str], Callable[[], Any]] = {}


class Skipped(Exception):
    """The case cannot run in this implementation; the message says why."""


def skip(reason: str) -> None:
    raise Skipped(reason)


def case(key: str, case_id: str):
    def register(function: Callable[[], Any]) -> Callable[[], Any]:
        if (key, case_id) in CASES:
            raise ValueError(f"case {key}@{case_id} registered twice")
        CASES[(key, case_id)] = function
        return function

    return register


def load_plugins() -> None:
    """Registers python-utcp's plugins when running a 1.x line (the 0.1 line has none to load)."""
    if LINE == "0.1":
        return
    from utcp_probe import load_plugins as load

    load()


@asynccontextmanager
async def http_server(routes: dict) -> AsyncIterator[str]:
    """Serves `routes` ({(method, path): aiohttp handler}) on 127.0.0.1; yields the base URL."""
    from aiohttp import web

    app = web.Application()
    for (method, path), handler in routes.items():
        app.router.add_route(method, path, handler)
    runner = web.AppRunner(app)
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", 0)
    await site.start()
    port = site._server.sockets[0].getsockname()[1]
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        await runner.cleanup()


async def call_with_template(template: dict, arguments: dict, *, manual: str = "m", tool: str = "t",
                             client: Any = None, root_dir: str | None = None) -> Any:
    """Registers one tool with `template` as its call template (1.x lines) and calls it."""
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.data.tool import Tool
    from utcp.data.utcp_manual import UtcpManual
    from utcp.utcp_client import UtcpClient

    if client is None:
        client = await (UtcpClient.create(root_dir=root_dir) if root_dir else UtcpClient.create())
    name = f"{manual}.{tool}"
    manual_template = CallTemplateSerializer().validate_dict({**template, "name": manual})
    entry = Tool(name=name, description="", tool_call_template=manual_template)
    await client.config.tool_repository.save_manual(manual_template, UtcpManual(tools=[entry]))
    try:
        return await client.call_tool(name, arguments)
    finally:
        await client.config.tool_repository.remove_manual(manual)


async def stream_with_template(template: dict, arguments: dict, *, manual: str = "m", tool: str = "t") -> list:
    """Like call_with_template, through call_tool_streaming; returns the chunks as a list."""
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.data.tool import Tool
    from utcp.data.utcp_manual import UtcpManual
    from utcp.utcp_client import UtcpClient

    client = await UtcpClient.create()
    name = f"{manual}.{tool}"
    manual_template = CallTemplateSerializer().validate_dict({**template, "name": manual})
    entry = Tool(name=name, description="", tool_call_template=manual_template)
    await client.config.tool_repository.save_manual(manual_template, UtcpManual(tools=[entry]))
    return [chunk async for chunk in client.call_tool_streaming(name, arguments)]


def error_outcome(error: BaseException) -> dict:
    message = str(error)
    if len(message) > 600:
        message = message[:600] + "…"
    return {"error": {"type": type(error).__name__, "message": message}}


def run_case(function: Callable[[], Any], timeout: float = 30.0) -> dict:
    try:
        if asyncio.iscoroutinefunction(function):
            value = asyncio.run(asyncio.wait_for(function(), timeout))
        else:
            value = function()
        return {"value": value}
    except Skipped as reason:
        return {"skipped": str(reason)}
    except BaseException as error:  # noqa: BLE001 - every failure is an outcome
        if isinstance(error, KeyboardInterrupt):
            raise
        return error_outcome(error)


def note(*parts: Any) -> None:
    print(*parts, file=sys.stderr)
