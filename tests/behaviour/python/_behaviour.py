"""The case registry of the behaviour dataset (data/behaviour), and what cases share.

A case is an `async def` (or def) registered with `@case("mechanism.topic.detail", "case-id")`,
or one entry of `cases_of("mechanism.topic.detail", {"case-id": ...})`; it returns a JSON value,
the outcome observed. An exception it lets out is recorded as the
outcome {"error": {"type", "message"}}; `skip("why")` records that the case cannot run here.
`IMPL` names the implementation being run ("python-0.1", "python-1.0", "python-1.1"): branch on
it only where the API itself differs between lines.
"""
import asyncio
import inspect
import re
import os
import sys
from contextlib import asynccontextmanager, contextmanager
from typing import Any, AsyncIterator, Callable, Dict, Iterator, Tuple

# The loopback server of the probes serves the cases too: http_server({(method, path): handler}).
from utcp_probe import http_server  # noqa: F401

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


def cases_of(key: str, runs: Dict[str, Callable[[], Any]]) -> None:
    """Registers one case of `key` per entry, from case id to what it runs (an awaitable it returns is awaited)."""
    for case_id, run in runs.items():
        case(key, case_id)(run)


def load_plugins() -> None:
    """Registers python-utcp's plugins when running a 1.x line (the 0.1 line has none to load)."""
    if LINE == "0.1":
        return
    from utcp_probe import load_plugins as load

    load()


def status_route(code: int):
    """An aiohttp handler that answers with status `code` and the text "no"."""
    from aiohttp import web

    async def handler(request):
        return web.Response(status=code, text="no")

    return handler


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


def summarize(text: str) -> str:
    """A registration error or traceback shortened to its exception lines, without pydantic's help links."""
    lines = [line for line in text.strip().splitlines() if "errors.pydantic.dev" not in line]
    if not lines:
        return ""
    last = max((i for i, line in enumerate(lines) if re.match(r"^[A-Za-z_][\w.]*(Error|Exception)\b", line)),
               default=len(lines) - 1)
    kept = [re.sub(r",? input_value=.*?(?=\])", "", line).strip() for line in lines[last:]]
    return " / ".join(kept)[:300]


def error_outcome(error: BaseException) -> dict:
    message = str(error)
    if "Traceback (most recent call last)" in message:
        # Serializers wrap the traceback into the message: keep what precedes it and its last line.
        head, _, trace = message.partition("Traceback (most recent call last)")
        lines = trace.strip().splitlines()
        last = max((i for i, line in enumerate(lines) if re.match(r"^[A-Za-z_][\w.]*(Error|Exception)\b", line)),
                   default=len(lines) - 1)
        kept = [re.sub(r",? input_value=.*?(?=\])", "", line).strip() for line in lines[last:]
                if "errors.pydantic.dev" not in line]
        message = (head.strip() + " … " + " / ".join(kept)).strip()
    if len(message) > 600:
        message = message[:600] + "…"
    return {"error": {"type": type(error).__name__, "message": message}}


def run_case(function: Callable[[], Any], timeout: float = 30.0) -> dict:
    try:
        if asyncio.iscoroutinefunction(function):
            value = asyncio.run(asyncio.wait_for(function(), timeout))
        else:
            value = function()
            if inspect.isawaitable(value):
                value = asyncio.run(asyncio.wait_for(value, timeout))
        return {"value": value}
    except Skipped as reason:
        return {"skipped": str(reason)}
    except BaseException as error:  # noqa: BLE001 - every failure is an outcome
        if isinstance(error, KeyboardInterrupt):
            raise
        return error_outcome(error)


def note(*parts: Any) -> None:
    print(*parts, file=sys.stderr)


class EchoServer:
    """A loopback server for the http-family cases: it records every request and answers by path.

    /echo/...          records, answers {"ok": true} as JSON
    /text              answers text/plain `plain words`
    /json-as-text      answers text/plain that looks like JSON
    /json-charset      answers `application/json; charset=utf-8`
    /empty             answers 204 without a body
    /status/{code}     answers that status with a short text
    /redirect/{code}   redirects to /echo/landed with that status
    /body/{name}       answers BODIES[name] (bytes, content type) as given
    """

    BODIES: Dict[str, Tuple[bytes, str]] = {}

    def __init__(self) -> None:
        self.seen: list = []

    def routes(self) -> dict:
        from aiohttp import web

        async def echo(request):
            body = await request.read()
            self.seen.append({"method": request.method, "path": request.raw_path,
                              "headers": {k: v for k, v in request.headers.items()
                                          if k.lower() not in ("host", "user-agent", "accept-encoding",
                                                               "content-length")},
                              "cookies": dict(request.cookies), "body": body.decode("utf-8", "replace")})
            return web.json_response({"ok": True})

        async def text(request):
            return web.Response(text="plain words", content_type="text/plain")

        async def json_as_text(request):
            return web.Response(text='{"looks": "like json"}', content_type="text/plain")

        async def json_charset(request):
            return web.Response(body='{"ü": 1}'.encode(), headers={"Content-Type": "application/json; charset=utf-8"})

        async def empty(request):
            return web.Response(status=204)

        async def status(request):
            return web.Response(status=int(request.match_info["code"]), text="status body")

        async def redirect(request):
            await request.read()
            return web.Response(status=int(request.match_info["code"]), headers={"Location": "/echo/landed"})

        async def body(request):
            payload, content_type = self.BODIES[request.match_info["name"]]
            response = web.StreamResponse(headers={"Content-Type": content_type})
            await response.prepare(request)
            await response.write(payload)
            await response.write_eof()
            return response

        found = {}
        for method in ("GET", "POST", "PUT", "DELETE", "PATCH"):
            found[(method, "/echo/{tail:.*}")] = echo
            found[(method, "/redirect/{code}")] = redirect
            found[(method, "/status/{code}")] = status
            found[(method, "/body/{name}")] = body
        found[("GET", "/text")] = text
        found[("GET", "/json-as-text")] = json_as_text
        found[("GET", "/json-charset")] = json_charset
        found[("GET", "/empty")] = empty
        return found


@asynccontextmanager
async def echo_server() -> AsyncIterator[Tuple[str, "EchoServer"]]:
    server = EchoServer()
    async with http_server(server.routes()) as base:
        yield base, server


async def outcome_of(awaitable) -> dict:
    """The value of an awaitable, or its error in the outcome form (to put beside other observations)."""
    try:
        return {"value": await awaitable}
    except Exception as error:  # noqa: BLE001
        return error_outcome(error)


class Blocked(Exception):
    """Raised by the loopback guard instead of opening a connection to another host."""


def guard_loopback():
    """Patches aiohttp's connector so no connection leaves 127.0.0.1; returns (the URLs it blocked, undo)."""
    from aiohttp import connector

    blocked: list = []
    original = connector.BaseConnector.connect

    async def connect(self, req, *args, **kwargs):
        if req.url.host not in ("127.0.0.1", "localhost"):
            blocked.append(str(req.url.with_port(None)))
            raise Blocked(f"blocked by the case: {req.url.host}")
        return await original(self, req, *args, **kwargs)

    connector.BaseConnector.connect = connect
    return blocked, lambda: setattr(connector.BaseConnector, "connect", original)


def model_serializer(model: Any) -> Any:
    """A call template serializer of our own: dumps with pydantic, validates a dict as `model` (a CallTemplate class)."""
    from utcp.data.call_template import CallTemplate
    from utcp.interfaces.serializer import Serializer

    class ModelSerializer(Serializer[CallTemplate]):
        def to_dict(self, obj):
            return obj.model_dump()

        def validate_dict(self, obj):
            return model.model_validate(obj)

    return ModelSerializer()


def install_protocol(type_name: str, answer: Any = None, override: bool = False) -> dict:
    """Registers, for `type_name`, a call template serializer and a protocol of our own.

    Its manual has one tool, hello, whose call (and stream) answers `answer`, by default which protocol ran it.
    Returns what each registration returned.
    """
    answer = answer or f"answered by {type_name}"
    from utcp.data.call_template import CallTemplate
    from utcp.data.register_manual_response import RegisterManualResult
    from utcp.data.tool import Tool
    from utcp.data.utcp_manual import UtcpManual
    from utcp.interfaces.communication_protocol import CommunicationProtocol
    from utcp.plugins.discovery import register_call_template, register_communication_protocol

    class OwnProtocol(CommunicationProtocol):
        async def register_manual(self, caller, manual_call_template):
            tool = Tool(name="hello", description="", tool_call_template=CallTemplate(call_template_type=type_name))
            return RegisterManualResult(manual_call_template=manual_call_template,
                                        manual=UtcpManual(tools=[tool]), success=True, errors=[])

        async def deregister_manual(self, caller, manual_call_template):
            return None

        async def call_tool(self, caller, tool_name, tool_args, tool_call_template):
            return answer

        async def call_tool_streaming(self, caller, tool_name, tool_args, tool_call_template):
            yield answer

    return {"call template registered": register_call_template(type_name, model_serializer(CallTemplate), override),
            "protocol registered": register_communication_protocol(type_name, OwnProtocol(), override)}


@contextmanager
def recorded_client_timeouts() -> Iterator[list]:
    """While the block runs, aiohttp.ClientTimeout records the total of every timeout built; yields that list."""
    import aiohttp

    original = aiohttp.ClientTimeout
    totals: list = []

    def recording(*args, **kwargs):
        totals.append(kwargs.get("total", args[0] if args else None))
        return original(*args, **kwargs)

    aiohttp.ClientTimeout = recording
    try:
        yield totals
    finally:
        aiohttp.ClientTimeout = original


def oauth_token_route(tokens: list):
    """An OAuth2 token endpoint that records each client_id and answers the bearer token `tok-<client_id>`."""
    from aiohttp import web

    async def token(request):
        form = await request.post()
        tokens.append(form.get("client_id"))
        return web.json_response({"access_token": f"tok-{form.get('client_id')}", "token_type": "bearer"})

    return token


def recording_route(seen: list, step: str, answer: Any, headers=("X-Static", "Authorization")):
    """A JSON endpoint that records its step, method and `headers` in `seen`, and answers `answer`."""
    from aiohttp import web

    async def route(request):
        seen.append({"step": step, "method": request.method, **{name: request.headers.get(name) for name in headers}})
        return web.json_response(answer)

    return route


EMPTY_MANUAL = {"utcp_version": "1.0.1", "manual_version": "1", "tools": []}


@contextmanager
def kept_log_records(logger_name: str = "", level: int = 0) -> Iterator[list]:
    """While the block runs, every record of `level` or above that reaches the logger `logger_name` (the root
    logger by default) is kept; yields the list of those logging.LogRecord objects."""
    import logging

    records: list = []

    class Keep(logging.Handler):
        def emit(self, record):
            records.append(record)

    handler = Keep(level=level)
    logger = logging.getLogger(logger_name or None)
    logger.addHandler(handler)
    try:
        yield records
    finally:
        logger.removeHandler(handler)


@contextmanager
def process_environment(**values: str) -> Iterator[None]:
    """Sets variables of this process for the duration of the block, then restores what was there before."""
    saved = {name: os.environ.get(name) for name in values}
    os.environ.update(values)
    try:
        yield
    finally:
        for name, value in saved.items():
            if value is None:
                os.environ.pop(name, None)
            else:
                os.environ[name] = value


async def v01_slow_discovery(provider_at: Callable[[str], Any]) -> Tuple[dict, bool]:
    """python-utcp 0.1: registers `provider_at(base)` against a manual that answers after 12 s; returns the
    outcome of register_tool_provider and whether it gave up between 10 and 12 s (a band, since the exact
    seconds vary with the machine's load)."""
    import time

    from aiohttp import web
    from utcp.client.utcp_client import UtcpClient

    async def slow(request):
        await asyncio.sleep(12)
        return web.json_response({"version": "0.1.8", "tools": []})

    async with http_server({("GET", "/utcp"): slow}) as base:
        client = await UtcpClient.create()
        started = time.monotonic()
        outcome = await outcome_of(client.register_tool_provider(provider_at(base)))
        return outcome, 10 <= time.monotonic() - started < 12


def auth_with_base(template: dict, base: str) -> dict:
    """The template with BASE in its auth dict's string values replaced by the loopback server's `base` URL."""
    auth = template.get("auth")
    if not isinstance(auth, dict):
        return template
    return {**template, "auth": {k: (v.replace("BASE", base) if isinstance(v, str) else v) for k, v in auth.items()}}


async def kept_by_manual_type(call_template_type: str, name: str, own_tool: str, host: str, allowed: Any = "absent"):
    """Registers a manual served at /utcp through a `call_template_type` template named `name`; the manual holds
    one tool of that type (`own_tool`) and one http tool `lookup`, both on `host`. `allowed` is the template's
    allowed_communication_protocols ("absent" leaves it out). Reports whether it registered and the tools kept."""
    load_plugins()
    from aiohttp import web
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.utcp_client import UtcpClient

    shape = {"description": "", "inputs": {"type": "object", "properties": {}},
             "outputs": {"type": "object", "properties": {}}}
    served = {"utcp_version": "1.0.1", "manual_version": "1", "tools": [
        {**shape, "name": own_tool, "tool_call_template": {"call_template_type": call_template_type,
                                                           "url": f"https://{host}/{own_tool}"}},
        {**shape, "name": "lookup", "tool_call_template": {"call_template_type": "http", "http_method": "GET",
                                                           "url": f"https://{host}/lookup"}}]}

    async def manual(request):
        return web.json_response(served)

    async with http_server({("GET", "/utcp"): manual}) as base:
        client = await UtcpClient.create()
        template = {"name": name, "call_template_type": call_template_type, "url": f"{base}/utcp"}
        if allowed != "absent":
            template["allowed_communication_protocols"] = allowed
        result = await client.register_manual(CallTemplateSerializer().validate_dict(template))
        return {"success": result.success, "tools": sorted(t.name for t in result.manual.tools)}
