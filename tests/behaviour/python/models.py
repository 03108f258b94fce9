"""Cases of the data models (1.x): field defaults, and what validation does with a key the model lacks."""
import importlib

from _behaviour import IMPL, case, cases_of, load_plugins

MISSING = "<required>"

MODELS = {
    "client-config": ("utcp.data.utcp_client_config", "UtcpClientConfig", {}),
    "manual": ("utcp.data.utcp_manual", "UtcpManual", {"tools": []}),
    "tool": ("utcp.data.tool", "Tool", {"name": "t", "tool_call_template": {"call_template_type": "cli",
                                                                          "commands": [{"command": "echo"}]}}),
    "json-schema": ("utcp.data.tool", "JsonSchema", {}),
    "api-key-auth": ("utcp.data.auth_implementations.api_key_auth", "ApiKeyAuth", {"api_key": "k"}),
    "basic-auth": ("utcp.data.auth_implementations.basic_auth", "BasicAuth", {"username": "u", "password": "p"}),
    "oauth2-auth": ("utcp.data.auth_implementations.oauth2_auth", "OAuth2Auth",
                    {"token_url": "https://t.example", "client_id": "c", "client_secret": "s"}),
    "http-call-template": ("utcp_http.http_call_template", "HttpCallTemplate", {"url": "https://x.example"}),
    "sse-call-template": ("utcp_http.sse_call_template", "SseCallTemplate", {"url": "https://x.example"}),
    "streamable-http-call-template": ("utcp_http.streamable_http_call_template", "StreamableHttpCallTemplate",
                                      {"url": "https://x.example"}),
    "cli-call-template": ("utcp_cli.cli_call_template", "CliCallTemplate", {"commands": [{"command": "echo"}]}),
    "cli-command-step": ("utcp_cli.cli_call_template", "CommandStep", {"command": "echo"}),
    "text-call-template": ("utcp_text.text_call_template", "TextCallTemplate",
                           {"file_path": "m.json"} if IMPL == "python-1.0" else {"content": "{}"}),
    "file-call-template": ("utcp_file.file_call_template", "FileCallTemplate", {"file_path": "m.json"}),
    "mcp-call-template": ("utcp_mcp.mcp_call_template", "McpCallTemplate", {"config": {"mcpServers": {}}}),
    "websocket-call-template": ("utcp_websocket.websocket_call_template", "WebSocketCallTemplate",
                                {"url": "wss://x.example"}),
    "dotenv-loader": ("utcp.data.variable_loader_implementations", "DotEnvVariableLoader", {"env_file_path": ".env"}),
    "filter-dict-post-processor": ("utcp.implementations.post_processors.filter_dict_post_processor",
                                   "FilterDictPostProcessor", {}),
    "limit-strings-post-processor": ("utcp.implementations.post_processors.limit_strings_post_processor",
                                     "LimitStringsPostProcessor", {}),
    "tag-search-strategy": ("utcp.implementations.tag_search", "TagAndDescriptionWordMatchStrategy", {}),
}


def model(name):
    load_plugins()
    module, cls, _ = MODELS[name]
    return getattr(importlib.import_module(module), cls)


def defaults(name):
    found = {}
    for field, info in model(name).model_fields.items():
        if info.is_required():
            found[field] = MISSING
        elif info.default_factory is not None:
            found[field] = repr(info.default_factory())
        else:
            default = info.default
            found[field] = default if isinstance(default, (str, int, float, bool, type(None), list, dict)) else repr(default)
    return found


def with_extra_key(name):
    cls = model(name)
    data = {**MODELS[name][2], "no_such_field": 1}
    try:
        built = cls.model_validate(data)
    except TypeError as error:
        return {"error": {"type": "TypeError", "message": str(error)[:160]}}
    except Exception as error:  # noqa: BLE001
        return {"error": {"type": type(error).__name__, "message": str(error).splitlines()[0][:160]}}
    return "kept" if "no_such_field" in built.model_dump() else "ignored"


def register(name):
    @case(f"models.{name}.defaults", "fields")
    def fields():
        return defaults(name)

    @case(f"models.{name}.defaults", "unknown-key")
    def unknown():
        return with_extra_key(name)


for _name in MODELS:
    register(_name)


@case("models.manual.serializer", "dollar-schema-key")
def manual_schema_key():
    load_plugins()
    from utcp.data.utcp_manual import UtcpManualSerializer

    try:
        UtcpManualSerializer().validate_dict({"$schema": "https://utcp.io/schema.json", "utcp_version": "1.0.1",
                                              "manual_version": "1", "tools": []})
        return "accepted"
    except Exception as error:  # noqa: BLE001
        return {"type": type(error).__name__}


@case("models.manual.serializer", "nested-unknown-key")
def manual_nested_key():
    load_plugins()
    from utcp.data.utcp_manual import UtcpManualSerializer

    manual = UtcpManualSerializer().validate_dict({"utcp_version": "1.0.1", "manual_version": "1", "tools": [
        {"name": "t", "description": "", "extra": 1, "tool_call_template": {"call_template_type": "cli",
                                                                           "commands": [{"command": "echo"}]}}]})
    return "extra" in manual.tools[0].model_dump()


@case("models.manual.serializer", "utcp-version-default")
def manual_version_default():
    load_plugins()
    from utcp.data.utcp_manual import UtcpManualSerializer

    manual = UtcpManualSerializer().validate_dict({"tools": []})
    return {"utcp_version": manual.utcp_version, "manual_version": manual.manual_version}


TEXT_TOOL = {"name": "t", "tool_call_template": {"call_template_type": "http", "name": "m", "http_method": "GET",
                                                 "url": "https://tools.example.com/t"}}


def manual_outcome(make):
    try:
        manual = make()
        return {"tools": [type(t).__name__ for t in manual.tools], "manual_version": manual.manual_version}
    except Exception as error:  # noqa: BLE001
        return {"error": type(error).__name__}


@case("models.manual.constructor", "positional-empty")
def manual_positional_empty():
    load_plugins()
    from utcp.data.utcp_manual import UtcpManual

    return manual_outcome(lambda: UtcpManual([]))


@case("models.manual.constructor", "keyword-dict-tool")
def manual_keyword_dict():
    load_plugins()
    from utcp.data.utcp_manual import UtcpManual

    return manual_outcome(lambda: UtcpManual(tools=[TEXT_TOOL]))


@case("models.manual.constructor", "tools-not-a-list")
def manual_tools_not_list():
    load_plugins()
    from utcp.data.utcp_manual import UtcpManual

    return {"string": manual_outcome(lambda: UtcpManual(tools="abc")),
            "number": manual_outcome(lambda: UtcpManual(tools=5)),
            "none": manual_outcome(lambda: UtcpManual(tools=None))}


@case("models.manual.constructor", "manual-version-types")
def manual_version_types():
    load_plugins()
    from utcp.data.utcp_manual import UtcpManual

    return {"int": manual_outcome(lambda: UtcpManual([], manual_version=2)),
            "none": manual_outcome(lambda: UtcpManual([], manual_version=None)),
            "unicode": manual_outcome(lambda: UtcpManual([], manual_version="1.0-ß"))}


@case("models.json-schema.default-keyword", "kept-as-given")
def json_schema_default():
    from utcp.data.tool import JsonSchema

    schema = JsonSchema(type="object", properties={"n": {"type": "integer", "default": 3}}, default={"n": 3})
    dumped = schema.model_dump(by_alias=True, exclude_none=True)
    return {"top": dumped.get("default"), "nested": dumped["properties"]["n"].get("default")}


# Second adversarial review 2026-11-28: tools as other iterables, manual_version as other types.
def _manual(**fields):
    load_plugins()
    from utcp.data.utcp_manual import UtcpManual

    return manual_outcome(lambda: UtcpManual(**fields))


cases_of("models.manual.constructor", {
    "tools-other-iterables": lambda: {"tuple": _manual(tools=(TEXT_TOOL,)), "dict": _manual(tools=TEXT_TOOL),
                                      "empty-string": _manual(tools=""),
                                      "generator": _manual(tools=(t for t in [TEXT_TOOL]))},
    "manual-version-other-types": lambda: {"float": _manual(tools=[], manual_version=1.5),
                                           "bool": _manual(tools=[], manual_version=True),
                                           "list": _manual(tools=[], manual_version=["1"])},
})


@case("models.json-schema.default-keyword", "null-and-falsy")
def json_schema_default_null_and_falsy():
    """default given as null, 0, false, and on an array's items; dumped as the author's case dumps (by alias, no None)."""
    from utcp.data.tool import JsonSchema

    schema = JsonSchema.model_validate({"type": "object", "properties": {
        "n": {"type": ["integer", "null"], "default": None}, "z": {"type": "integer", "default": 0},
        "f": {"type": "boolean", "default": False}, "list": {"type": "array", "items": {"type": "string", "default": "x"}}}})
    dumped = schema.model_dump(by_alias=True, exclude_none=True)["properties"]
    return {"null kept": "default" in dumped["n"], "zero": dumped["z"].get("default"), "false": dumped["f"].get("default"),
            "items": dumped["list"]["items"].get("default"), "null and absent alike":
                JsonSchema(type="integer", default=None).model_dump() == JsonSchema(type="integer").model_dump()}


@case("models.manual.constructor", "manual-version-strings")
def manual_version_strings():
    load_plugins()
    from utcp.data.utcp_manual import UtcpManual

    return {"empty": manual_outcome(lambda: UtcpManual([], manual_version="")),
            "not semver": manual_outcome(lambda: UtcpManual([], manual_version="latest")),
            "bytes": manual_outcome(lambda: UtcpManual([], manual_version=b"2.0")),
            "default": UtcpManual([]).manual_version}


@case("models.manual.constructor", "mixed-tools-and-fields")
def manual_mixed_tools_and_fields():
    """A dict and a Tool in one list, an explicit utcp_version, and a keyword the constructor does not name."""
    load_plugins()
    from utcp.data.tool import ToolSerializer
    from utcp.data.utcp_manual import UtcpManual

    built = ToolSerializer().validate_dict({**TEXT_TOOL, "name": "u"})
    manual = UtcpManual([TEXT_TOOL, built], manual_version="3.0.0", utcp_version="9.9.9")
    try:
        UtcpManual([], name="extra")
        extra = "accepted"
    except Exception as error:  # noqa: BLE001
        extra = type(error).__name__
    return {"tool types": [type(t).__name__ for t in manual.tools], "Tool kept as the same object": manual.tools[1] is built,
            "manual_version": manual.manual_version, "utcp_version": manual.utcp_version, "unknown keyword": extra}


# Third adversarial review 2026-11-28 (r-x1): manual_version as bytes that are not UTF-8, as a bytearray, as UTF-8
# bytes outside ASCII, and as a string with spaces and a line break around it.
@case("models.manual.constructor", "manual-version-bytes-edges")
def manual_version_bytes_edges():
    load_plugins()
    from utcp.data.utcp_manual import UtcpManual

    return {"not UTF-8": manual_outcome(lambda: UtcpManual([], manual_version=b"\xff\xfe")),
            "bytearray": manual_outcome(lambda: UtcpManual([], manual_version=bytearray(b"2.0"))),
            "UTF-8 beyond ASCII": manual_outcome(lambda: UtcpManual([], manual_version="café".encode())),
            "padded string": manual_outcome(lambda: UtcpManual([], manual_version="  1.0 \n"))}


# Third adversarial review 2026-11-28 (r-x1): a null default under a property, under items, under $defs and under an
# x- keyword, dumped by alias without None; and the tool serializer's own dump of a schema without a default.
@case("models.json-schema.default-keyword", "null-under-other-keywords")
def json_schema_default_null_elsewhere():
    load_plugins()
    from utcp.data.tool import JsonSchema, ToolSerializer

    schema = JsonSchema.model_validate({"type": "object", "properties": {"n": {"type": "integer", "default": None}},
                                        "items": {"type": "string", "default": None},
                                        "$defs": {"D": {"type": "integer", "default": None}},
                                        "x-extra": {"default": None}})
    dumped = schema.model_dump(by_alias=True, exclude_none=True)
    tool = ToolSerializer().validate_dict({"name": "t", "inputs": {"type": "object"},
                                           "tool_call_template": {"call_template_type": "http",
                                                                  "url": "https://x.example"}})
    return {"under properties": "default" in dumped["properties"]["n"], "under items": "default" in dumped["items"],
            "under $defs": "default" in dumped["$defs"]["D"], "under x-extra": "default" in dumped["x-extra"],
            "ToolSerializer.to_dict, no default given": ToolSerializer().to_dict(tool)["inputs"].get("default", "absent")}


# models.manual.contents: what a manual holds, as the model declares it and as its serializer writes it.
@case("models.manual.contents", "fields-and-required")
def manual_contents_fields():
    fields = model("manual").model_fields
    return {"fields": sorted(fields), "required": sorted(f for f, info in fields.items() if info.is_required())}


@case("models.manual.contents", "dumped-keys")
def manual_contents_dumped():
    """The keys UtcpManualSerializer writes for a manual read from a dict holding only an empty tools list,
    and for one that also carries an unknown top-level key."""
    from utcp.data.utcp_manual import UtcpManualSerializer

    serializer = UtcpManualSerializer()
    plain = serializer.to_dict(serializer.validate_dict({"tools": []}))
    try:
        extra = sorted(serializer.to_dict(serializer.validate_dict({"tools": [], "name": "weather"})))
    except Exception as error:  # the outcome is whether the unknown key is refused
        extra = {"refused": type(error).__name__}
    return {"plain": sorted(plain), "with an unknown key": extra}


# Third adversarial review 2026-11-29 (r-x4): a null default under additionalProperties and under a list of item
# schemas, dumped by alias without None; where ToolSerializer.to_dict writes "default": null (nested properties,
# items, additionalProperties, outputs, $defs).
def json_schema_default_null_more_places():
    load_plugins()
    from utcp.data.tool import JsonSchema, ToolSerializer

    schema = JsonSchema.model_validate({"type": "object",
                                        "additionalProperties": {"type": "integer", "default": None},
                                        "items": [{"type": "string", "default": None}]})
    dumped = schema.model_dump(by_alias=True, exclude_none=True)
    tool = ToolSerializer().validate_dict({
        "name": "t",
        "inputs": {"type": "object", "properties": {"p": {"type": "string"}}, "items": {"type": "string"},
                   "additionalProperties": {"type": "string"}, "$defs": {"D": {"type": "integer"}}},
        "outputs": {"type": "string"},
        "tool_call_template": {"call_template_type": "http", "url": "https://x.example"}})
    written = ToolSerializer().to_dict(tool)
    inputs = written["inputs"]

    def has_null_default(schema_dict):
        return "default" in schema_dict and schema_dict["default"] is None

    return {"dump without None, under additionalProperties": "default" in dumped["additionalProperties"],
            "dump without None, under an items list": "default" in dumped["items"][0],
            "to_dict writes default null": {
                "inputs": has_null_default(inputs), "a property": has_null_default(inputs["properties"]["p"]),
                "items": has_null_default(inputs["items"]),
                "additionalProperties": has_null_default(inputs["additionalProperties"]),
                "outputs": has_null_default(written["outputs"]), "under $defs": has_null_default(inputs["$defs"]["D"])}}


cases_of("models.json-schema.default-keyword", {"null-in-more-places": json_schema_default_null_more_places})


# Third adversarial review 2026-11-29 (r-x4): manual_version bytes at the edges of UTF-8: a byte order mark, an
# encoded surrogate, an overlong form, a lone continuation byte, a NUL; and padded bytes.
@case("models.manual.constructor", "manual-version-bytes-utf8-edges")
def manual_version_bytes_utf8_edges():
    load_plugins()
    from utcp.data.utcp_manual import UtcpManual

    samples = {"byte order mark": b"\xef\xbb\xbf2.0", "encoded surrogate": b"\xed\xa0\x80",
               "overlong slash": b"\xc0\xaf", "lone continuation byte": b"\x80", "NUL": b"1\x00",
               "padded": b" 2.0 ", "four-byte emoji": "1.0-🚀".encode()}
    found = {}
    for label, value in samples.items():
        outcome = manual_outcome(lambda value=value: UtcpManual([], manual_version=value))
        if "manual_version" in outcome:
            outcome = {"manual_version": ascii(outcome["manual_version"])}
        found[label] = outcome
    return found


# Second reading 2026-11-29 (RFC 4.1): what the serializer's error carries for an unknown top-level member.
@case("models.manual.serializer", "unknown-key-wrapped-error")
def manual_unknown_key_wrapped():
    load_plugins()
    from utcp.data.utcp_manual import UtcpManualSerializer

    try:
        UtcpManualSerializer().validate_dict({"x-vendor": None, "utcp_version": "1.0.1", "tools": []})
        return "accepted"
    except Exception as error:  # noqa: BLE001
        cause = error.__cause__ or error.__context__
        return {"type": type(error).__name__, "cause": type(cause).__name__ if cause else None,
                "names the key": "x-vendor" in str(error)}


# Second reading (wave 3) 2026-11-29, g-guides: `examples` on a JSON schema given to each line's model and to a tool
# read from a manual dict, with null and unicode among the values; what the dump keeps.
def json_schema_examples_kept():
    load_plugins()
    from utcp.data.tool import JsonSchema, ToolSerializer

    schema = JsonSchema.model_validate({"type": "string", "examples": ["a", None, "ü"],
                                        "properties": {"q": {"type": "string", "examples": []}}})
    dumped = schema.model_dump(by_alias=True, exclude_none=True)
    tool = ToolSerializer().validate_dict({
        "name": "t", "description": "", "inputs": {"type": "object", "examples": [{"q": "x"}]}, "outputs": {},
        "tool_call_template": {"call_template_type": "http", "name": "m", "url": "https://api.example.com/x",
                               "http_method": "GET"}})
    written = ToolSerializer().to_dict(tool)
    return {"a model field": "examples" in JsonSchema.model_fields, "dumped": dumped.get("examples"),
            "nested": dumped["properties"]["q"].get("examples"), "tool inputs written": written["inputs"].get("examples")}


cases_of("models.json-schema.defaults", {"examples-kept": json_schema_examples_kept})


# Second reading (wave 5) 2026-11-29 (h-cli): `examples` given as a string, an object and null.
def json_schema_examples_not_a_list():
    from utcp.data.tool import JsonSchema

    found = {}
    for name, examples in {"string": "a", "object": {"k": 1}, "null": None}.items():
        try:
            schema = JsonSchema.model_validate({"type": "string", "examples": examples})
            found[name] = {"kept": schema.model_dump(by_alias=True).get("examples")}
        except Exception as error:  # noqa: BLE001 - the error is the outcome
            found[name] = {"error": type(error).__name__}
    return found


cases_of("models.json-schema.defaults", {"examples-not-a-list": json_schema_examples_not_a_list})


# First reading (wave 6) 2026-11-29: what the fields of the RFC's tables do once a template is used, run through a
# client against loopback servers.
def _client(variables=None):
    from utcp.utcp_client import UtcpClient

    return UtcpClient.create(config={"variables": variables or {}})


def _recorder(seen, answer=None):
    from aiohttp import web

    async def handler(request):
        seen.append({"method": request.method, "path_qs": request.raw_path,
                     "headers": {k: v for k, v in request.headers.items()
                                 if k.lower() in ("x-key", "x-api-key", "x-fixed", "x-trace", "content-type", "cookie")},
                     "body": (await request.read()).decode("utf-8", "replace")})
        if answer is not None:
            return await answer(request)
        return web.json_response({"ok": True})

    return handler


@case("models.api-key-auth.defaults", "sent-by-location")
async def api_key_sent_by_location():
    load_plugins()
    from _behaviour import call_with_template, http_server, outcome_of

    found = {}
    for label, auth in [
        ("defaults", {"api_key": "${KEY}"}),
        ("header X-Key", {"api_key": "${KEY}", "var_name": "X-Key", "location": "header"}),
        ("query key", {"api_key": "${KEY}", "var_name": "key", "location": "query"}),
        ("cookie session", {"api_key": "${KEY}", "var_name": "session", "location": "cookie"}),
        ("a literal key", {"api_key": "plain-k", "var_name": "X-Key"}),
    ]:
        seen: list = []
        async with http_server({("GET", "/op"): _recorder(seen)}) as base:
            outcome = await outcome_of(call_with_template(
                {"call_template_type": "http", "http_method": "GET", "url": f"{base}/op",
                 "auth": {"auth_type": "api_key", **auth}}, {}, client=await _client({"m_KEY": "k-1"})))
        found[label] = {"requests": [{k: r[k] for k in ("path_qs", "headers")} for r in seen]} if seen else outcome
    return found


@case("models.cli-command-step.defaults", "shell-line")
async def cli_command_shell_line():
    load_plugins()
    from _behaviour import call_with_template, outcome_of

    found = {}
    for label, command in [("pipe and &&", "printf 'a b' | tr a-z A-Z && echo ' x'"),
                           ("two lines", "echo one\necho two"),
                           ("quoted unicode", "echo \"grüße; done\""),
                           ("empty", "")]:
        found[label] = await outcome_of(call_with_template(
            {"call_template_type": "cli", "commands": [{"command": command}]}, {}))
    return found


@case("models.manual.defaults", "version-edges")
def manual_version_edges():
    load_plugins()
    from importlib.metadata import version
    from utcp.data.utcp_manual import UtcpManualSerializer

    found = {"utcp_version default is the installed utcp version":
             UtcpManualSerializer().validate_dict({"tools": []}).utcp_version == version("utcp")}
    for label, extra in [("manual_version null", {"manual_version": None}),
                         ("manual_version empty", {"manual_version": ""}),
                         ("utcp_version null", {"utcp_version": None}),
                         ("utcp_version empty", {"utcp_version": ""})]:
        try:
            manual = UtcpManualSerializer().validate_dict({"tools": [], **extra})
            found[label] = {"utcp_version": manual.utcp_version, "manual_version": manual.manual_version}
        except Exception as error:  # noqa: BLE001
            found[label] = {"error": type(error).__name__}
    return found


def _sse_answer():
    from aiohttp import web

    async def answer(request):
        response = web.StreamResponse(headers={"Content-Type": "text/event-stream"})
        await response.prepare(request)
        await response.write(b'data: {"n": 1}\n\n')
        await response.write_eof()
        return response

    return answer


@case("models.sse-call-template.defaults", "fields-in-request")
async def sse_fields_in_request():
    load_plugins()
    from _behaviour import call_with_template, http_server, outcome_of

    found = {}
    for label, arguments in [("object body", {"payload": {"a": 1}, "X-Trace": "t-1", "q": "v"}),
                             ("text body", {"payload": "plain ü", "X-Trace": "t-2"}),
                             ("no body argument", {"X-Trace": "t-3"})]:
        seen: list = []
        handler = _recorder(seen, _sse_answer())
        async with http_server({("GET", "/events"): handler, ("POST", "/events"): handler}) as base:
            outcome = await outcome_of(call_with_template(
                {"call_template_type": "sse", "url": f"{base}/events", "headers": {"X-Fixed": "f"},
                 "body_field": "payload", "header_fields": ["X-Trace"]}, arguments))
        found[label] = {"result": outcome, "requests": seen}
    return found


@case("models.streamable-http-call-template.defaults", "fields-in-request")
async def streamable_fields_in_request():
    load_plugins()
    from _behaviour import call_with_template, http_server, outcome_of

    found = {}
    for label, content_type, arguments in [
        ("json content type, object body", "application/json", {"id": "A 2", "data": {"a": 1}, "X-Trace": "9", "q": "v"}),
        ("default content type, text body", None, {"id": "ü", "data": "raw text", "X-Trace": "8"}),
    ]:
        seen: list = []
        template = {"call_template_type": "streamable_http", "http_method": "POST", "url": "BASE/r/{id}",
                    "headers": {"X-Fixed": "f"}, "body_field": "data", "header_fields": ["X-Trace"]}
        if content_type:
            template["content_type"] = content_type
        async with http_server({("POST", "/r/{id}"): _recorder(seen)}) as base:
            template["url"] = template["url"].replace("BASE", base)
            outcome = await outcome_of(call_with_template(template, arguments))
        found[label] = {"result": outcome, "requests": seen}
    return found


@case("models.streamable-http-call-template.defaults", "chunk-size-by-type")
async def streamable_chunk_size_by_type():
    load_plugins()
    from aiohttp import web
    from _behaviour import http_server, outcome_of, stream_with_template

    def answer(content_type):
        async def handler(request):
            return web.Response(body=b'{"n": 1}\n{"n": 2}\n', content_type=content_type)

        return handler

    found = {}
    for content_type in ["application/octet-stream", "text/plain", "application/json", "application/x-ndjson"]:
        async with http_server({("GET", "/s"): answer(content_type)}) as base:
            found[content_type] = await outcome_of(stream_with_template(
                {"call_template_type": "streamable_http", "url": f"{base}/s", "chunk_size": 5}, {}))
    return found


TOOL_TEMPLATE = {"call_template_type": "http", "name": "m", "url": "https://api.example.com/x", "http_method": "GET"}


@case("models.tool.defaults", "inputs-outputs-edges")
def tool_inputs_outputs_edges():
    load_plugins()
    from utcp.data.tool import ToolSerializer

    found = {}
    for label, extra in [("inputs a string schema", {"inputs": {"type": "string"}}),
                         ("inputs null", {"inputs": None}),
                         ("inputs a list", {"inputs": []}),
                         ("outputs an array schema", {"outputs": {"type": "array", "items": {"type": "number"}}}),
                         ("no description, no inputs", {})]:
        try:
            tool = ToolSerializer().validate_dict({"name": "t", "tool_call_template": TOOL_TEMPLATE, **extra})
            written = ToolSerializer().to_dict(tool)
            found[label] = {k: written.get(k) for k in ("description", "inputs", "outputs")}
        except Exception as error:  # noqa: BLE001
            found[label] = {"error": type(error).__name__}
    return found


@case("models.tool.defaults", "tags-in-search")
async def tool_tags_in_search():
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.data.tool import Tool
    from utcp.data.utcp_manual import UtcpManual

    client = await _client()
    template = CallTemplateSerializer().validate_dict(TOOL_TEMPLATE)
    tools = [Tool(name="m.alpha", description="reads files", tags=["Weather"], tool_call_template=template),
             Tool(name="m.beta", description="reads files", tags=["météo"], tool_call_template=template),
             Tool(name="m.gamma", description="reads files", tags=[], tool_call_template=template)]
    await client.config.tool_repository.save_manual(template, UtcpManual(tools=tools))
    found = {}
    for query in ["weather", "Weather", "météo", "files"]:
        found[query] = [t.name for t in await client.search_tools(query, limit=10)]
    return found


@case("models.tool.defaults", "average-size-types")
def tool_average_size_types():
    load_plugins()
    from utcp.data.tool import ToolSerializer

    found = {}
    for label, value in [("int", 2048), ("float", 12.5), ("numeric text", "100"), ("negative", -1), ("null", None)]:
        try:
            tool = ToolSerializer().validate_dict({"name": "t", "tool_call_template": TOOL_TEMPLATE,
                                                   "average_response_size": value})
            found[label] = {"kept": tool.average_response_size}
        except Exception as error:  # noqa: BLE001
            found[label] = {"error": type(error).__name__}
    return found


@case("models.websocket-call-template.defaults", "timeout-scope")
async def websocket_timeout_scope():
    """timeout 1 s against a reply after 1.5 s, a stream of a message every 0.4 s for 2 s, and a server that never
    answers the handshake (the call given 3 s)."""
    import asyncio
    load_plugins()
    from aiohttp import WSMsgType, web
    from _behaviour import call_with_template, http_server, outcome_of, stream_with_template

    async def socket(request):
        ws = web.WebSocketResponse()
        await ws.prepare(request)
        async for message in ws:
            if message.type != WSMsgType.TEXT:
                break
            if request.path == "/slow":
                await asyncio.sleep(1.5)
                await ws.send_str('{"late": true}')
            else:
                for n in range(5):
                    await ws.send_str(json_dumps({"type": "tool_response", "result": n}))
                    await asyncio.sleep(0.4)
                await ws.send_str(json_dumps({"type": "stream_end"}))
        return ws

    from utcp.interfaces.communication_protocol import CommunicationProtocol

    protocol = CommunicationProtocol.communication_protocols["websocket"]
    found = {}
    async with http_server({("GET", "/slow"): socket, ("GET", "/drip"): socket}) as base:
        ws_base = base.replace("http://", "ws://")
        found["reply after 1.5 s"] = await outcome_of(call_with_template(
            {"call_template_type": "websocket", "url": f"{ws_base}/slow", "timeout": 1}, {}))
        found["stream of 5 messages 0.4 s apart"] = await outcome_of(stream_with_template(
            {"call_template_type": "websocket", "url": f"{ws_base}/drip", "timeout": 1, "response_format": "json"},
            {}))
        await protocol.close()
    held = []

    async def hold(reader, writer):
        held.append(writer)

    server = await asyncio.start_server(hold, "127.0.0.1", 0)
    port = server.sockets[0].getsockname()[1]
    try:
        await asyncio.wait_for(call_with_template(
            {"call_template_type": "websocket", "url": f"ws://127.0.0.1:{port}/ws", "timeout": 1}, {}), 3)
        found["handshake never answered"] = "answered"
    except asyncio.TimeoutError:
        found["handshake never answered"] = "still waiting after 3 s"
    except Exception as error:  # noqa: BLE001
        found["handshake never answered"] = {"error": type(error).__name__}
    finally:
        for writer in held:
            writer.close()
        server.close()
        await protocol.close()
    return found


def json_dumps(value):
    import json

    return json.dumps(value)


@case("models.streamable-http-call-template.defaults", "timeout-whole-exchange")
async def streamable_timeout_whole_exchange():
    """timeout 1000 ms against a response of five pieces 0.4 s apart, and timeout 0 against a prompt answer; the
    pieces streamed and how each stream ended."""
    import asyncio
    load_plugins()
    from aiohttp import web
    from _behaviour import http_server, outcome_of
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.data.tool import Tool
    from utcp.data.utcp_manual import UtcpManual
    from utcp.utcp_client import UtcpClient

    async def drip(request):
        response = web.StreamResponse(headers={"Content-Type": "application/octet-stream"})
        await response.prepare(request)
        for n in range(5):
            await response.write(str(n).encode())
            await asyncio.sleep(0.4)
        await response.write_eof()
        return response

    async def prompt(request):
        return web.Response(body=b"done", content_type="application/octet-stream")

    found = {}
    async with http_server({("GET", "/drip"): drip, ("GET", "/prompt"): prompt}) as base:
        for label, path, timeout in [("1000 ms, slow pieces", "/drip", 1000), ("0, prompt answer", "/prompt", 0)]:
            client = await UtcpClient.create()
            template = CallTemplateSerializer().validate_dict(
                {"name": "m", "call_template_type": "streamable_http", "url": f"{base}{path}", "timeout": timeout})
            await client.config.tool_repository.save_manual(
                template, UtcpManual(tools=[Tool(name="m.t", description="", tool_call_template=template)]))
            pieces = []

            async def consume():
                async for piece in client.call_tool_streaming("m.t", {}):
                    pieces.append(piece if isinstance(piece, str) else repr(piece))

            ended = await outcome_of(consume())
            found[label] = {"pieces": pieces,
                            "ended": "complete" if ended == {"value": None} else {"error": ended["error"]["type"]}}
    return found
