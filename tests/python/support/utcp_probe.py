"""What every probe needs: python-utcp's plugins registered, a loopback HTTP server, a verdict.

Plugins: python-utcp finds them through the `utcp.plugins` entry points of installed
distributions. Running from source there are none unless the runner wrote dist-info for them, so
`load_plugins()` first lets python-utcp load whatever it finds and then calls the `register()` of
every plugin package that imports (registering twice is a no-op: the registry keeps the first).

A probe prints what it observed, one `observed:` line per fact, and ends with `verdict(ok)`:
exit status 0 when the page's sentence holds, 1 when it does not.
"""
import asyncio
import importlib
import json
import sys
from contextlib import asynccontextmanager
from typing import Any, AsyncIterator, Awaitable, Callable

PLUGIN_PACKAGES = ("utcp_http", "utcp_cli", "utcp_text", "utcp_file", "utcp_mcp", "utcp_websocket")


def load_plugins() -> list:
    """Registers the core serializers and every plugin that imports; returns the plugin names."""
    from utcp.plugins.plugin_loader import ensure_plugins_initialized

    ensure_plugins_initialized()
    loaded = []
    for name in PLUGIN_PACKAGES:
        try:
            module = importlib.import_module(name)
        except ImportError:
            continue
        register = getattr(module, "register", None)
        if callable(register):
            register()
            loaded.append(name)
    return loaded


def core_version() -> str:
    """The version in the pyproject.toml of the utcp core being run ("1.0.4" at 0150a3b, "1.1.3" at fd30247)."""
    from pathlib import Path

    import tomllib
    import utcp

    pyproject = Path(utcp.__file__).resolve().parents[2] / "pyproject.toml"
    return tomllib.loads(pyproject.read_text())["project"]["version"]


def observe(label: str, value: Any) -> None:
    """Prints one observation in a stable, diff-friendly form."""
    try:
        text = json.dumps(value, sort_keys=True, default=repr)
    except (TypeError, ValueError):
        text = repr(value)
    print(f"observed: {label} = {text}")


def verdict(ok: bool) -> None:
    print("claim holds" if ok else "claim does NOT hold")
    sys.exit(0 if ok else 1)


def run(main: Callable[[], Awaitable[bool]]) -> None:
    """Runs an async probe body that returns whether the claim holds."""
    verdict(bool(asyncio.run(main())))


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


def websocket_route(on_text: Callable[[Any, Any, str], Awaitable[None]],
                    on_open: Callable[[Any], None] | None = None,
                    on_close: Callable[[Any], None] | None = None):
    """An aiohttp handler that accepts a WebSocket and awaits `on_text(ws, request, text)` for each
    text message until the client sends anything else or goes away; `on_open(request)` runs once the
    socket is accepted, `on_close(request)` once its messages end."""
    from aiohttp import WSMsgType, web

    async def handler(request):
        ws = web.WebSocketResponse()
        await ws.prepare(request)
        if on_open:
            on_open(request)
        async for message in ws:
            if message.type != WSMsgType.TEXT:
                break
            await on_text(ws, request, message.data)
        if on_close:
            on_close(request)
        return ws

    return handler


async def one_tool_manual(request):
    """An aiohttp handler answering a UTCP 1.0 manual with one tool `t` whose http call template,
    named `tmplname`, GETs /data of the same server."""
    from aiohttp import web

    return web.json_response({"utcp_version": "1.0.1", "manual_version": "1", "tools": [{
        "name": "t", "description": "d", "inputs": {}, "outputs": {},
        "tool_call_template": {"name": "tmplname", "call_template_type": "http",
                               "url": f"{request.url.origin()}/data", "http_method": "GET"}}]})
