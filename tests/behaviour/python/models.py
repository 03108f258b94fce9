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
