"""Cases of the core serializers (1.x): what validate_dict accepts, refuses and fills in."""
import json
from _behaviour import case, cases_of, load_plugins


def attempt(function):
    try:
        return {"accepted": function()}
    except Exception as error:  # noqa: BLE001
        return {"refused": type(error).__name__}


def call_template(data):
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer

    return attempt(lambda: CallTemplateSerializer().validate_dict(data).model_dump(mode="json", exclude_none=True))


def auth(data):
    load_plugins()
    from utcp.data.auth import AuthSerializer

    return attempt(lambda: AuthSerializer().validate_dict(data).model_dump(mode="json"))


cases_of("serializers.call-template.type", {
    "unknown-type": lambda: call_template({"name": "x", "call_template_type": "no_such_type"}),
    "missing-type": lambda: call_template({"name": "x", "url": "https://x.example"}),
    "upper-case-type": lambda: call_template({"name": "x", "call_template_type": "HTTP", "url": "https://x.example"}),
})


@case("serializers.call-template.name", "missing-name")
def ct_no_name():
    result = call_template({"call_template_type": "http", "url": "https://x.example"})
    if "accepted" in result:
        return {"accepted": {"name is 32 hex": len(result["accepted"]["name"]) == 32}}
    return result


cases_of("serializers.call-template.name", {
    "empty-name": lambda: call_template({"name": "", "call_template_type": "http", "url": "https://x.example"}),
    "unicode-name": lambda: call_template({"name": "wétter", "call_template_type": "http", "url": "https://x.example"}),
})


cases_of("serializers.http-template.url", {
    "plain-http-remote":
        lambda: call_template({"name": "x", "call_template_type": "http", "url": "http://example.com/tool"}),
    "no-scheme": lambda: call_template({"name": "x", "call_template_type": "http", "url": "example.com/tool"}),
    "empty": lambda: call_template({"name": "x", "call_template_type": "http", "url": ""}),
})


@case("serializers.http-template.headers", "non-string-value")
def http_headers_number():
    return call_template({"name": "x", "call_template_type": "http", "url": "https://x.example", "headers": {"X-N": 1}})


cases_of("serializers.auth.type", {
    "unknown-auth-type": lambda: auth({"auth_type": "digest"}),
    "missing-auth-type": lambda: auth({"api_key": "k"}),
})


cases_of("serializers.auth.api-key", {
    "missing-key": lambda: auth({"auth_type": "api_key", "var_name": "X-Key"}),
    "bad-location": lambda: auth({"auth_type": "api_key", "api_key": "k", "location": "body"}),
    "empty-key": lambda: auth({"auth_type": "api_key", "api_key": ""}),
})


@case("serializers.auth.basic", "missing-password")
def auth_basic_missing():
    return auth({"auth_type": "basic", "username": "u"})


@case("serializers.auth.oauth2", "minimal")
def auth_oauth2_minimal():
    return auth({"auth_type": "oauth2", "token_url": "https://t.example/token", "client_id": "c",
                 "client_secret": "s"})


@case("serializers.auth.oauth2", "missing-secret")
def auth_oauth2_missing():
    return auth({"auth_type": "oauth2", "token_url": "https://t.example/token", "client_id": "c"})


def config(data):
    load_plugins()
    from utcp.data.utcp_client_config import UtcpClientConfigSerializer

    return attempt(lambda: UtcpClientConfigSerializer().validate_dict(data).model_dump(mode="json"))


def config_field(field, value):
    """A client config holding only `field`: what it accepts of that field, or the error."""
    result = config({field: value})
    return {"accepted": result["accepted"][field]} if "accepted" in result else result


cases_of("serializers.client-config.variables", {
    "non-string-value": lambda: config_field("variables", {"PORT": 8080}),
    "null-value": lambda: config_field("variables", {"A": None}),
})


cases_of("serializers.client-config.post-processing", {
    "unknown-type": lambda: config_field("post_processing", [{"tool_post_processor_type": "nope"}]),
    "negative-limit":
        lambda: config_field("post_processing", [{"tool_post_processor_type": "limit_strings", "limit": -1}]),
})


cases_of("serializers.client-config.loaders", {
    "dotenv-without-path": lambda: config_field("load_variables_from", [{"variable_loader_type": "dotenv"}]),
    "unknown-loader": lambda: config_field("load_variables_from", [{"variable_loader_type": "vault"}]),
})


@case("serializers.tool.name", "empty-name")
def tool_empty_name():
    load_plugins()
    from utcp.data.tool import ToolSerializer

    return attempt(lambda: ToolSerializer().validate_dict({"name": "", "tool_call_template": {
        "call_template_type": "http", "url": "https://x.example"}}).name)


@case("serializers.tool.name", "missing-call-template")
def tool_no_template():
    load_plugins()
    from utcp.data.tool import ToolSerializer

    return attempt(lambda: ToolSerializer().validate_dict({"name": "t"}).name)


@case("serializers.tool.inputs", "inputs-not-object")
def tool_inputs_string():
    load_plugins()
    from utcp.data.tool import ToolSerializer

    return attempt(lambda: ToolSerializer().validate_dict({"name": "t", "inputs": "string", "tool_call_template": {
        "call_template_type": "http", "url": "https://x.example"}}).inputs.model_dump(exclude_none=True))


@case("serializers.tool.inputs", "json-schema-keywords")
def tool_inputs_keywords():
    load_plugins()
    from utcp.data.tool import ToolSerializer

    return attempt(lambda: ToolSerializer().validate_dict({"name": "t", "inputs": {
        "type": "object", "properties": {"n": {"type": "integer", "minimum": 1}}, "additionalProperties": False,
        "$defs": {"x": {}}}, "tool_call_template": {"call_template_type": "http", "url": "https://x.example"}}
    ).inputs.model_dump(exclude_none=True, by_alias=True))


def _error_kind(run):
    from utcp.exceptions import UtcpSerializerValidationError

    try:
        run()
        return "accepted"
    except UtcpSerializerValidationError as error:
        return f"UtcpSerializerValidationError ({type(error).__name__})"
    except Exception as error:
        return type(error).__name__


@case("serializers.base.errors", "invalid-input")
def serializer_error_types():
    """Which exception each built-in serializer raises for data it cannot use."""
    load_plugins()
    from utcp.data.auth import AuthSerializer
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.data.tool import ToolSerializer
    from utcp.data.utcp_client_config import UtcpClientConfigSerializer
    from utcp.data.utcp_manual import UtcpManualSerializer

    return {
        "call template, unknown type": _error_kind(lambda: CallTemplateSerializer().validate_dict(
            {"name": "m", "call_template_type": "no_such_type"})),
        "call template, no type": _error_kind(lambda: CallTemplateSerializer().validate_dict({"name": "m"})),
        "http template, url a number": _error_kind(lambda: CallTemplateSerializer().validate_dict(
            {"name": "m", "call_template_type": "http", "url": 5})),
        "auth, unknown type": _error_kind(lambda: AuthSerializer().validate_dict({"auth_type": "digest"})),
        "tool, no name": _error_kind(lambda: ToolSerializer().validate_dict({"description": "x"})),
        "manual, tools not a list": _error_kind(lambda: UtcpManualSerializer().validate_dict({"tools": "x"})),
        "client config, templates not a list": _error_kind(lambda: UtcpClientConfigSerializer().validate_dict(
            {"manual_call_templates": "x"})),
    }


@case("serializers.base.to-dict", "http-template")
def serializer_to_dict():
    """to_dict of a validated http template with a non-ASCII name: its type and whether json.dumps takes it."""
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer

    serializer = CallTemplateSerializer()
    template = serializer.validate_dict({"name": "wétter", "call_template_type": "http",
                                         "url": "https://x.example/t"})
    dumped = serializer.to_dict(template)
    json.dumps(dumped)
    return {"type": type(dumped).__name__, "name": dumped["name"], "call_template_type": dumped["call_template_type"],
            "validates back equal": serializer.validate_dict(dumped) == template}
def message_start(make):
    try:
        make()
        return {"accepted": True}
    except Exception as error:  # noqa: BLE001
        cause = error.__cause__
        return {"type": type(error).__name__, "starts": str(error).split("\n")[0][:60],
                "cause": type(cause).__name__ if cause is not None else None}


class ExplodingMapping(dict):
    """A dict whose item access fails with a non-pydantic error, as a broken loader might produce."""

    def __getitem__(self, key):
        raise RuntimeError("boom")

    def get(self, key, default=None):
        raise RuntimeError("boom")

    def items(self):
        raise RuntimeError("boom")

    def keys(self):
        raise RuntimeError("boom")

    def __iter__(self):
        raise RuntimeError("boom")


@case("serializers.errors.message-start", "call-template")
def errors_call_template():
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer

    return message_start(lambda: CallTemplateSerializer().validate_dict({"call_template_type": "http", "name": "x"}))


@case("serializers.errors.message-start", "manual")
def errors_manual():
    load_plugins()
    from utcp.data.utcp_manual import UtcpManualSerializer

    return message_start(lambda: UtcpManualSerializer().validate_dict({"manual_version": 5, "tools": []}))


@case("serializers.errors.message-start", "api-key-auth-pydantic")
def errors_api_key_pydantic():
    load_plugins()
    from utcp.data.auth_implementations.api_key_auth import ApiKeyAuthSerializer

    return message_start(lambda: ApiKeyAuthSerializer().validate_dict({"auth_type": "api_key"}))


@case("serializers.errors.message-start", "api-key-auth-other-error")
def errors_api_key_other():
    load_plugins()
    from utcp.data.auth_implementations.api_key_auth import ApiKeyAuthSerializer

    return message_start(lambda: ApiKeyAuthSerializer().validate_dict(
        ExplodingMapping({"auth_type": "api_key", "api_key": "k"})))
def raw_call_template(data):
    """Validates `data` as a call template and lets a refusal raise, so the outcome records its type."""
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer

    return CallTemplateSerializer().validate_dict(data).model_dump(mode="json", exclude_none=True)


def auth_field_of_templates():
    """For each registered call template type, whether its model has an `auth` field."""
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer

    found = {}
    for kind, serializer in sorted(CallTemplateSerializer.call_template_serializers.items()):
        model = None
        for attribute in ("validate_dict",):
            hints = getattr(getattr(serializer, attribute), "__annotations__", {})
            model = hints.get("return")
        fields = getattr(model, "model_fields", {}) if isinstance(model, type) else {}
        found[kind] = "no auth field" if "auth" not in fields else (
            "auth must be None" if fields["auth"].annotation is type(None) else "takes an auth object")
    return found


cases_of("serializers.auth.on-templates", {
    "auth-field-per-type": auth_field_of_templates,
    "http-basic-dict": lambda: call_template({
        "name": "x", "call_template_type": "http", "url": "https://x.example",
        "auth": {"auth_type": "basic", "username": "u", "password": "p"}}),
    "http-unknown-auth-type": lambda: call_template({
        "name": "x", "call_template_type": "http", "url": "https://x.example",
        "auth": {"auth_type": "digest"}}),
    "cli-with-auth": lambda: raw_call_template({
        "name": "x", "call_template_type": "cli", "commands": [{"command": "echo hi"}],
        "auth": {"auth_type": "api_key", "api_key": "k"}}),
    "cli-without-auth": lambda: call_template({
        "name": "x", "call_template_type": "cli", "commands": [{"command": "echo hi"}]}),
    "text-without-auth": lambda: call_template({"name": "x", "call_template_type": "text", "file_path": "m.json"}),
    "text-with-auth": lambda: call_template({
        "name": "x", "call_template_type": "text", "file_path": "m.json",
        "auth": {"auth_type": "api_key", "api_key": "k"}}),
})


def auth_base_build():
    from utcp.data.auth import Auth

    return attempt(lambda: {"class": type(Auth(auth_type="custom")).__name__,
                            "fields": sorted(Auth.model_fields)})


def auth_base_dump():
    load_plugins()
    from utcp.data.auth import Auth, AuthSerializer

    return AuthSerializer().to_dict(Auth(auth_type="custom"))


def auth_subclass_fields():
    load_plugins()
    from utcp.data.auth_implementations import ApiKeyAuth, BasicAuth, OAuth2Auth

    return {cls.__name__: sorted(cls.model_fields) for cls in (ApiKeyAuth, BasicAuth, OAuth2Auth)}


def auth_subclass_wrong_type():
    load_plugins()
    from utcp.data.auth_implementations import ApiKeyAuth

    return ApiKeyAuth(auth_type="basic", api_key="k").model_dump(mode="json")


def auth_subclass_default_type():
    load_plugins()
    from utcp.data.auth_implementations import ApiKeyAuth, BasicAuth, OAuth2Auth

    return attempt(lambda: {
        "ApiKeyAuth": ApiKeyAuth(api_key="k").auth_type,
        "BasicAuth": BasicAuth(username="u", password="p").auth_type,
        "OAuth2Auth": OAuth2Auth(token_url="https://t.example", client_id="c", client_secret="s").auth_type,
    })


cases_of("serializers.auth.base", {
    "build-base": auth_base_build,
    "dump-base": auth_base_dump,
    "subclass-fields": auth_subclass_fields,
    "subclass-wrong-type": auth_subclass_wrong_type,
    "subclass-default-type": auth_subclass_default_type,
})


# Cases added by the second adversarial review (2026-11-28).

@case("serializers.base.errors", "type-key-edges")
def serializer_type_key_edges():
    """The exception of each polymorphic serializer for a missing, unknown, null or unhashable type key."""
    load_plugins()
    from utcp.data.auth import AuthSerializer
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.data.variable_loader import VariableLoaderSerializer
    from utcp.interfaces.concurrent_tool_repository import ConcurrentToolRepositoryConfigSerializer
    from utcp.interfaces.tool_post_processor import ToolPostProcessorConfigSerializer
    from utcp.interfaces.tool_search_strategy import ToolSearchStrategyConfigSerializer

    return {
        "auth, no type": _error_kind(lambda: AuthSerializer().validate_dict({"api_key": "k"})),
        "auth, type null": _error_kind(lambda: AuthSerializer().validate_dict({"auth_type": None})),
        "auth, type API_KEY": _error_kind(lambda: AuthSerializer().validate_dict(
            {"auth_type": "API_KEY", "api_key": "k"})),
        "call template, type null": _error_kind(lambda: CallTemplateSerializer().validate_dict(
            {"name": "m", "call_template_type": None})),
        "call template, type a list": _error_kind(lambda: CallTemplateSerializer().validate_dict(
            {"name": "m", "call_template_type": ["http"]})),
        "call template, not a dict": _error_kind(lambda: CallTemplateSerializer().validate_dict("http")),
        "http template, auth without type": _error_kind(lambda: CallTemplateSerializer().validate_dict(
            {"name": "m", "call_template_type": "http", "url": "https://x.example",
             "auth": {"api_key": "k", "var_name": "X"}})),
        "variable loader, no type": _error_kind(lambda: VariableLoaderSerializer().validate_dict({"env_file_path": ".env"})),
        "variable loader, unknown type": _error_kind(lambda: VariableLoaderSerializer().validate_dict(
            {"variable_loader_type": "vault"})),
        "tool repository, no type": _error_kind(lambda: ConcurrentToolRepositoryConfigSerializer().validate_dict({})),
        "tool repository, unknown type": _error_kind(lambda: ConcurrentToolRepositoryConfigSerializer().validate_dict(
            {"tool_repository_type": "redis"})),
        "search strategy, no type": _error_kind(lambda: ToolSearchStrategyConfigSerializer().validate_dict({})),
        "search strategy, unknown type": _error_kind(lambda: ToolSearchStrategyConfigSerializer().validate_dict(
            {"tool_search_strategy_type": "vector"})),
        "post-processor, no type": _error_kind(lambda: ToolPostProcessorConfigSerializer().validate_dict({})),
        "post-processor, unknown type": _error_kind(lambda: ToolPostProcessorConfigSerializer().validate_dict(
            {"tool_post_processor_type": "upper"})),
    }


def _round_trip(serializer, data):
    """Validates `data`, dumps it, checks json.dumps takes the dump, validates the dump: equal, or what failed."""
    first = serializer.validate_dict(data)
    dumped = serializer.to_dict(first)
    try:
        json.dumps(dumped)
    except Exception as error:  # noqa: BLE001
        return {"json.dumps": type(error).__name__}
    try:
        again = serializer.validate_dict(dumped)
    except Exception as error:  # noqa: BLE001
        return {"validate_dict of the dump": type(error).__name__}
    return {"type": type(dumped).__name__, "validates back equal": again == first}


@case("serializers.base.to-dict", "other-models")
def serializer_to_dict_others():
    """The same round trip for an auth, a template with auth, a tool with a schema, a manual and a client config."""
    load_plugins()
    from utcp.data.auth import AuthSerializer
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.data.tool import ToolSerializer
    from utcp.data.utcp_client_config import UtcpClientConfigSerializer
    from utcp.data.utcp_manual import UtcpManualSerializer

    template = {"name": "m", "call_template_type": "http", "url": "https://x.example/t",
                "auth": {"auth_type": "oauth2", "token_url": "https://x.example/token", "client_id": "c",
                         "client_secret": "s", "scope": "read"}}
    tool = {"name": "t", "description": "d", "tags": ["x"],
            "inputs": {"type": "object", "properties": {"n": {"type": "integer"}}, "required": ["n"],
                       "$defs": {"x": {"type": "string"}}},
            "tool_call_template": {"call_template_type": "http", "url": "https://x.example/t"}}
    runs = {
        "auth api_key": lambda: _round_trip(AuthSerializer(), {"auth_type": "api_key", "api_key": "k", "var_name": "X"}),
        "http template with oauth2": lambda: _round_trip(CallTemplateSerializer(), template),
        "cli template": lambda: _round_trip(CallTemplateSerializer(), {
            "name": "c", "call_template_type": "cli", "commands": [{"command": "echo hi"}]}),
        "tool with $defs": lambda: _round_trip(ToolSerializer(), tool),
        "manual": lambda: _round_trip(UtcpManualSerializer(), {"utcp_version": "1.0.1", "manual_version": "2",
                                                               "tools": [tool]}),
        "client config": lambda: _round_trip(UtcpClientConfigSerializer(), {
            "variables": {"A": "1"}, "load_variables_from": [{"variable_loader_type": "dotenv", "env_file_path": ".env"}],
            "manual_call_templates": [template],
            "post_processing": [{"tool_post_processor_type": "limit_strings", "limit": 5}]}),
    }
    out = {}
    for name, run in runs.items():
        try:
            out[name] = run()
        except Exception as error:  # noqa: BLE001
            out[name] = {"validate_dict": type(error).__name__, "message": str(error).splitlines()[0][:120]}
    return out


# Second adversarial review 2026-11-28 (r-a2): which auth types each template that "takes an auth object"
# really accepts, a graphql template once its plugin is registered by hand, and the subclasses' auth_type edges.
AUTH_SAMPLES = {
    "api_key": {"auth_type": "api_key", "api_key": "k", "var_name": "X-Key", "location": "header"},
    "basic": {"auth_type": "basic", "username": "u", "password": "p"},
    "oauth2": {"auth_type": "oauth2", "token_url": "https://id.example/token", "client_id": "c", "client_secret": "s"},
}

TEMPLATE_SAMPLES = {
    "http": {"call_template_type": "http", "url": "https://x.example"},
    "sse": {"call_template_type": "sse", "url": "https://x.example/events"},
    "streamable_http": {"call_template_type": "streamable_http", "url": "https://x.example/s"},
    "mcp": {"call_template_type": "mcp", "config": {"mcpServers": {}}},
    "websocket": {"call_template_type": "websocket", "url": "wss://x.example/ws"},
}


def auth_type_per_template():
    """For each template type said to take an auth object, which of the three auth types validate in it."""
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer

    found = {}
    for kind, template in TEMPLATE_SAMPLES.items():
        row = {}
        for auth_type, sample in AUTH_SAMPLES.items():
            try:
                built = CallTemplateSerializer().validate_dict({"name": "x", **template, "auth": dict(sample)})
                row[auth_type] = f"accepted as {type(built.auth).__name__}"
            except Exception as error:  # noqa: BLE001
                row[auth_type] = f"refused ({type(error).__name__})"
        found[kind] = row
    return found


def graphql_auth_registered_by_hand():
    """utcp_gql has no plugin entry point in 1.1; after calling its register(), does its template take auth?"""
    load_plugins()
    import utcp_gql
    from utcp.data.call_template import CallTemplateSerializer

    from utcp.interfaces.communication_protocol import CommunicationProtocol

    registered_before = "graphql" in CallTemplateSerializer.call_template_serializers
    utcp_gql.register()
    try:
        built = CallTemplateSerializer().validate_dict({"name": "x", "call_template_type": "graphql",
                                                        "url": "https://x.example/graphql",
                                                        "auth": dict(AUTH_SAMPLES["basic"])})
    finally:
        if not registered_before:  # later cases expect the registry without graphql, as installed
            CallTemplateSerializer.call_template_serializers.pop("graphql", None)
            CommunicationProtocol.communication_protocols.pop("graphql", None)
    return {"registered before register()": registered_before, "auth": type(built.auth).__name__}


cases_of("serializers.auth.on-templates", {
    "auth-type-per-template": auth_type_per_template,
    "graphql-registered-by-hand": graphql_auth_registered_by_hand,
})


def subclass_auth_type_edges():
    """Each subclass given its own auth_type in upper case, given None, and changed after it was built."""
    load_plugins()
    from utcp.data.auth_implementations import ApiKeyAuth, BasicAuth, OAuth2Auth

    fields = {ApiKeyAuth: {"api_key": "k"}, BasicAuth: {"username": "u", "password": "p"},
              OAuth2Auth: {"token_url": "https://id.example/t", "client_id": "c", "client_secret": "s"}}
    found = {}
    for model, required in fields.items():
        own = model.model_fields["auth_type"].default
        row = {}
        for label, value in (("upper case", own.upper()), ("None", None)):
            try:
                row[label] = f"accepted: {model(auth_type=value, **required).auth_type!r}"
            except Exception as error:  # noqa: BLE001
                row[label] = f"refused ({type(error).__name__})"
        built = model(**required)
        try:
            built.auth_type = "custom"
            row["assigned after build"] = f"accepted: {built.auth_type!r}"
        except Exception as error:  # noqa: BLE001
            row["assigned after build"] = f"refused ({type(error).__name__})"
        found[model.__name__] = row
    return found


def auth_base_edges():
    """Auth built with no auth_type, with a non-string one, and with an extra field; AuthSerializer.to_dict of a
    bare Auth whose auth_type is a registered one."""
    from utcp.data.auth import Auth

    found = {}
    for label, data in (("no auth_type", {}), ("auth_type 7", {"auth_type": 7}),
                        ("extra field", {"auth_type": "custom", "token": "t"})):
        try:
            built = Auth(**data)
            found[label] = f"accepted: {built.model_dump()}"
        except Exception as error:  # noqa: BLE001
            found[label] = f"refused ({type(error).__name__})"
    load_plugins()
    from utcp.data.auth import AuthSerializer

    for auth_type in ("basic", "oauth2"):
        try:
            found[f"to_dict of a bare Auth with auth_type {auth_type}"] = AuthSerializer().to_dict(Auth(auth_type=auth_type))
        except Exception as error:  # noqa: BLE001
            found[f"to_dict of a bare Auth with auth_type {auth_type}"] = f"refused ({type(error).__name__})"
    return found


cases_of("serializers.auth.base", {
    "subclass-auth-type-edges": subclass_auth_type_edges,
    "base-edges": auth_base_edges,
})


# Second adversarial review 2026-11-28 (r-a2): the non-pydantic error path of the basic and oauth2 serializers
# and of the polymorphic AuthSerializer itself.
def other_error_per_auth_serializer():
    load_plugins()
    from utcp.data.auth import AuthSerializer
    from utcp.data.auth_implementations.basic_auth import BasicAuthSerializer
    from utcp.data.auth_implementations.oauth2_auth import OAuth2AuthSerializer

    return {
        "BasicAuthSerializer": message_start(lambda: BasicAuthSerializer().validate_dict(
            ExplodingMapping({"auth_type": "basic", "username": "u", "password": "p"}))),
        "OAuth2AuthSerializer": message_start(lambda: OAuth2AuthSerializer().validate_dict(
            ExplodingMapping({"auth_type": "oauth2", "token_url": "https://t", "client_id": "c",
                              "client_secret": "s"}))),
        "AuthSerializer": message_start(lambda: AuthSerializer().validate_dict(
            ExplodingMapping({"auth_type": "api_key", "api_key": "k"}))),
    }


cases_of("serializers.errors.message-start", {
    "auth-other-error-per-serializer": other_error_per_auth_serializer,
})


# Second adversarial review (r-a3): every call template serializer of the plugins, the WebSocket one reached
# through CallTemplateSerializer, a 1.1 text template with file_path, and the dispatchers given no type at all.

PLUGIN_TEMPLATE_SERIALIZERS = [
    ("utcp_http.http_call_template", {"name": "x"}),
    ("utcp_http.sse_call_template", {"name": "x"}),
    ("utcp_http.streamable_http_call_template", {"name": "x"}),
    ("utcp_cli.cli_call_template", {"name": "x"}),
    ("utcp_text.text_call_template", {"name": "x", "content": 5}),
    ("utcp_mcp.mcp_call_template", {"name": "x", "config": 5}),
    ("utcp_websocket.websocket_call_template", {"name": "x"}),
]
# Serializers that exist in 1.1 only (1.0 has no utcp_file, and its gql and socket modules define none).
PLUGIN_TEMPLATE_SERIALIZERS_11 = [
    ("utcp_gql.gql_call_template", {"name": "x"}),
    ("utcp_socket.tcp_call_template", {"name": "x"}),
    ("utcp_socket.udp_call_template", {"name": "x"}),
    ("utcp_file.file_call_template", {"name": "x", "file_path": 5}),
]


def plugin_serializer_messages(modules):
    """Each Serializer subclass defined in the given call template modules, given a dict it must refuse."""
    import importlib

    load_plugins()
    from utcp.interfaces.serializer import Serializer

    found = {}
    for module_name, data in modules:
        try:
            module = importlib.import_module(module_name)
        except ImportError:
            found[module_name] = "not in this line"
            continue
        for name, value in sorted(vars(module).items()):
            if isinstance(value, type) and issubclass(value, Serializer) and value.__module__ == module_name:
                outcome = message_start(lambda: value().validate_dict(dict(data)))
                found[name] = {"type": outcome.get("type"), "starts": outcome.get("starts", "")[:45]}
    return found


cases_of("serializers.errors.message-start", {
    "each-plugin-serializer": lambda: plugin_serializer_messages(PLUGIN_TEMPLATE_SERIALIZERS),
    "plugin-serializers-new-in-v11": lambda: plugin_serializer_messages(PLUGIN_TEMPLATE_SERIALIZERS_11),
})


@case("serializers.errors.message-start", "websocket-through-dispatcher")
def errors_websocket_dispatcher():
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer

    outcome = message_start(lambda: CallTemplateSerializer().validate_dict(
        {"call_template_type": "websocket", "name": "w", "url": "ws://example.com/ws"}))
    return {"type": outcome["type"], "starts": outcome["starts"][:40]}


@case("serializers.errors.message-start", "text-file-path")
def errors_text_file_path():
    load_plugins()
    from utcp_text.text_call_template import TextCallTemplateSerializer

    outcome = message_start(lambda: TextCallTemplateSerializer().validate_dict(
        {"name": "t", "call_template_type": "text", "file_path": "manual.json"}))
    return {"type": outcome.get("type"), "starts": outcome.get("starts", "")[:45]} if "type" in outcome else outcome


def polymorphic_serializers():
    """The six serializers that dispatch on a type key, by label: (serializer class, its type key)."""
    load_plugins()
    from utcp.data.auth import AuthSerializer
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.data.variable_loader import VariableLoaderSerializer
    from utcp.interfaces.concurrent_tool_repository import ConcurrentToolRepositoryConfigSerializer
    from utcp.interfaces.tool_post_processor import ToolPostProcessorConfigSerializer
    from utcp.interfaces.tool_search_strategy import ToolSearchStrategyConfigSerializer

    return {"call template": (CallTemplateSerializer, "call_template_type"),
            "auth": (AuthSerializer, "auth_type"),
            "variable loader": (VariableLoaderSerializer, "variable_loader_type"),
            "tool repository": (ConcurrentToolRepositoryConfigSerializer, "tool_repository_type"),
            "search strategy": (ToolSearchStrategyConfigSerializer, "tool_search_strategy_type"),
            "post-processor": (ToolPostProcessorConfigSerializer, "tool_post_processor_type")}


@case("serializers.errors.message-start", "dispatcher-without-type")
def errors_dispatchers_without_type():
    """Each polymorphic serializer given {} (no type key) and {"<type key>": "nope"}."""
    dispatchers = polymorphic_serializers()
    found = {}
    for label, (serializer, type_key) in dispatchers.items():
        found[label] = {"no type key": message_start(lambda: serializer().validate_dict({})).get("type"),
                        "unknown type": message_start(lambda: serializer().validate_dict({type_key: "nope"})).get("type")}
    return found


@case("serializers.errors.message-start", "nested-type-errors")
def errors_nested_type_errors():
    """A template without a type, or of an unknown type, inside a tool, a manual and a client configuration."""
    load_plugins()
    from utcp.data.tool import ToolSerializer
    from utcp.data.utcp_client_config import UtcpClientConfigSerializer
    from utcp.data.utcp_manual import UtcpManualSerializer

    found = {}
    for label, template in (("no type key", {"name": "x"}), ("unknown type", {"name": "x", "call_template_type": "nope"})):
        tool = {"name": "t", "tool_call_template": template}
        found[label] = {
            "tool": message_start(lambda: ToolSerializer().validate_dict(dict(tool))).get("type"),
            "manual": message_start(lambda: UtcpManualSerializer().validate_dict({"tools": [dict(tool)]})).get("type"),
            "client config": message_start(lambda: UtcpClientConfigSerializer().validate_dict(
                {"manual_call_templates": [dict(template)]})).get("type")}
    return found


# Issue 35: the repository and search strategy types the core registers, compared with @utcp/sdk
# (tests/behaviour/ts/serializers.ts has the same case ids).
def registered_types(kind):
    load_plugins()
    if kind == "repository":
        from utcp.interfaces.concurrent_tool_repository import ConcurrentToolRepositoryConfigSerializer as S

        return {"types": sorted(S.tool_repository_implementations), "default": S.default_repository}
    from utcp.interfaces.tool_search_strategy import ToolSearchStrategyConfigSerializer as S

    return {"types": sorted(S.tool_search_strategy_implementations), "default": S.default_strategy}


def round_trip(kind, data):
    load_plugins()
    if kind == "repository":
        from utcp.interfaces.concurrent_tool_repository import ConcurrentToolRepositoryConfigSerializer as S
    else:
        from utcp.interfaces.tool_search_strategy import ToolSearchStrategyConfigSerializer as S
    serializer = S()
    try:
        return {"accepted": serializer.to_dict(serializer.validate_dict(data))}
    except Exception:  # noqa: BLE001 (error types differ by language; the case records only the refusal)
        return {"refused": True}


cases_of("serializers.registry.core-types", {
    "repository-types": lambda: registered_types("repository"),
    "search-strategy-types": lambda: registered_types("search"),
    "in-memory-round-trip": lambda: round_trip("repository", {"tool_repository_type": "in_memory"}),
    "tag-search-round-trip": lambda: round_trip(
        "search", {"tool_search_strategy_type": "tag_and_description_word_match"}),
    "unknown-repository-type": lambda: round_trip("repository", {"tool_repository_type": "elsewhere"}),
})


# Third adversarial review 2026-11-28 (r-x1): templates whose auth must be None, validated for real with each
# auth type; an auth assigned after building; graphql with every auth type and what UtcpClient.create() loads;
# more bare-Auth dumps.
NO_AUTH_TEMPLATES = {
    "cli": {"call_template_type": "cli", "commands": [{"command": "echo hi"}]},
    "text": {"call_template_type": "text", "content": "{}"},
    "file": {"call_template_type": "file", "file_path": "m.json"},
    "tcp": {"call_template_type": "tcp", "host": "localhost", "port": 9},
    "udp": {"call_template_type": "udp", "host": "localhost", "port": 9},
}


def no_auth_templates_validated():
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer

    found = {}
    for kind, template in NO_AUTH_TEMPLATES.items():
        if kind not in CallTemplateSerializer.call_template_serializers:
            continue
        row = {}
        for label, auth_value in (("none", None), *((name, dict(sample)) for name, sample in AUTH_SAMPLES.items())):
            data = {"name": "x", **template}
            if auth_value is not None:
                data["auth"] = auth_value
            try:
                built = CallTemplateSerializer().validate_dict(data)
                row[label] = f"accepted, auth {type(built.auth).__name__}"
            except Exception as error:  # noqa: BLE001
                text = str(error)
                row[label] = f"refused ({type(error).__name__}, {'about auth' if 'auth' in text.split('ValidationError')[-1] else 'other'})"
        found[kind] = row
    return found


def auth_assigned_after_build():
    """A cli template validated without auth, then given an ApiKeyAuth by assignment, and dumped again."""
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.data.auth_implementations import ApiKeyAuth

    built = CallTemplateSerializer().validate_dict({"name": "x", **NO_AUTH_TEMPLATES["cli"]})
    try:
        built.auth = ApiKeyAuth(api_key="k")
        assigned = f"accepted: {type(built.auth).__name__}"
    except Exception as error:  # noqa: BLE001
        assigned = f"refused ({type(error).__name__})"
    return {"assignment": assigned}


async def graphql_every_auth_type():
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer

    # Other cases of this process call utcp_gql.register(), so a fresh interpreter answers what create() loads.
    import subprocess
    import sys

    probe = ("import asyncio\nfrom utcp.utcp_client import UtcpClient\n"
             "from utcp.data.call_template import CallTemplateSerializer as S\n"
             "asyncio.run(UtcpClient.create())\nprint('graphql' in S.call_template_serializers)")
    answer = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=60)
    after_create = answer.stdout.strip().splitlines()[-1] if answer.stdout.strip() else answer.stderr[-200:]
    import utcp_gql
    from utcp.interfaces.communication_protocol import CommunicationProtocol

    registered_before = "graphql" in CallTemplateSerializer.call_template_serializers
    utcp_gql.register()
    row = {}
    try:
        for auth_type, sample in AUTH_SAMPLES.items():
            try:
                built = CallTemplateSerializer().validate_dict({"name": "x", "call_template_type": "graphql",
                                                                "url": "https://x.example/graphql",
                                                                "auth": dict(sample)})
                row[auth_type] = f"accepted as {type(built.auth).__name__}"
            except Exception as error:  # noqa: BLE001
                row[auth_type] = f"refused ({type(error).__name__})"
    finally:
        if not registered_before:  # later cases expect the registry without graphql, as installed
            CallTemplateSerializer.call_template_serializers.pop("graphql", None)
            CommunicationProtocol.communication_protocols.pop("graphql", None)
    return {"registered after UtcpClient.create()": after_create, "after register()": row}


def mcp_oauth2_without_type():
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer

    sample = {k: v for k, v in AUTH_SAMPLES["oauth2"].items() if k != "auth_type"}
    try:
        built = CallTemplateSerializer().validate_dict({"name": "x", **TEMPLATE_SAMPLES["mcp"], "auth": sample})
        return f"accepted as {type(built.auth).__name__}"
    except Exception as error:  # noqa: BLE001
        return f"refused ({type(error).__name__})"


cases_of("serializers.auth.on-templates", {
    "no-auth-templates-validated": no_auth_templates_validated,
    "auth-assigned-after-build": auth_assigned_after_build,
    "mcp-oauth2-without-type": mcp_oauth2_without_type,
})
cases_of("serializers.auth.on-templates", {"graphql-every-auth-type": graphql_every_auth_type})


def auth_base_more_dumps():
    """to_dict of a bare Auth typed api_key, an empty string, Basic, and an object built with model_construct."""
    load_plugins()
    from utcp.data.auth import Auth, AuthSerializer
    from utcp.data.auth_implementations import BasicAuth

    found = {}
    for auth_type in ("api_key", "", "Basic"):
        try:
            found[f"bare Auth {auth_type!r}"] = AuthSerializer().to_dict(Auth(auth_type=auth_type))
        except Exception as error:  # noqa: BLE001
            found[f"bare Auth {auth_type!r}"] = f"refused ({type(error).__name__})"
    built = BasicAuth.model_construct(auth_type="custom", username="u", password="p")
    found["BasicAuth.model_construct(auth_type='custom')"] = built.auth_type
    try:
        found["BasicAuth.model_validate with auth_type 'basic '"] = BasicAuth.model_validate(
            {"auth_type": "basic ", "username": "u", "password": "p"}).auth_type
    except Exception as error:  # noqa: BLE001
        found["BasicAuth.model_validate with auth_type 'basic '"] = f"refused ({type(error).__name__})"
    return found


cases_of("serializers.auth.base", {"more-dumps": auth_base_more_dumps})


# Third adversarial review 2026-11-28 (r-x1): each polymorphic serializer given a type that is a number, a list or
# an object, and input that is not a dict; configurations, manuals and tools given input of the wrong shape.
@case("serializers.errors.message-start", "dispatcher-type-shapes")
def errors_dispatcher_type_shapes():
    dispatchers = polymorphic_serializers()
    found = {}
    for label, (serializer, type_key) in dispatchers.items():
        row = {}
        for shape, data in (("type 5", {type_key: 5}), ("type a list", {type_key: ["x"]}),
                            ("type an object", {type_key: {}}), ("input None", None), ("input a list", [])):
            outcome = message_start(lambda: serializer().validate_dict(data))
            row[shape] = "accepted" if "type" not in outcome else f"{outcome['type']}, {outcome['starts'].split(':')[0]}:"
        found[label] = row
    return found


@case("serializers.base.errors", "wrong-shapes")
def serializer_wrong_shapes():
    load_plugins()
    from utcp.data.tool import ToolSerializer
    from utcp.data.utcp_client_config import UtcpClientConfigSerializer
    from utcp.data.utcp_manual import UtcpManualSerializer

    tool = {"name": "t", "description": "", "inputs": {}, "outputs": {},
            "tool_call_template": {"call_template_type": "http", "url": "https://x.example"}}
    tries = {
        "manual None": (UtcpManualSerializer, None), "manual a string": (UtcpManualSerializer, "x"),
        "manual tools None": (UtcpManualSerializer, {"tools": None}),
        "manual tool a string": (UtcpManualSerializer, {"tools": ["x"]}),
        "manual tool auth a string": (UtcpManualSerializer, {"tools": [
            {**tool, "tool_call_template": {**tool["tool_call_template"], "auth": "k"}}]}),
        "tool None": (ToolSerializer, None), "tool template None": (ToolSerializer, {**tool, "tool_call_template": None}),
        "tool template a string": (ToolSerializer, {**tool, "tool_call_template": "http"}),
        "tool template type a list": (ToolSerializer, {**tool, "tool_call_template": {"call_template_type": ["http"]}}),
        "config None": (UtcpClientConfigSerializer, None), "config a list": (UtcpClientConfigSerializer, []),
        "config manual_call_templates an object": (UtcpClientConfigSerializer, {"manual_call_templates": {"a": 1}}),
        "config loader a string": (UtcpClientConfigSerializer, {"load_variables_from": ["x"]}),
        "config loader type None": (UtcpClientConfigSerializer, {"load_variables_from": [{"variable_loader_type": None}]}),
        "config tool_repository a string": (UtcpClientConfigSerializer, {"tool_repository": "x"}),
        "config post_processing a string entry": (UtcpClientConfigSerializer, {"post_processing": ["x"]}),
        "config variables a list": (UtcpClientConfigSerializer, {"variables": ["a"]}),
    }
    found = {}
    for label, (serializer, data) in tries.items():
        try:
            serializer().validate_dict(data)
            found[label] = "accepted"
        except Exception as error:  # noqa: BLE001
            found[label] = type(error).__name__
    return found


# --- Issue 35: cases that replace the probe of models and serializers (adversarial review 2026-11-29) ---

def _kind(run):
    """The class name of what `run` returns, or the error it raises as {"error": type}."""
    try:
        return type(run()).__name__
    except Exception as error:  # noqa: BLE001
        return {"error": type(error).__name__}


def _value(run):
    try:
        return run()
    except Exception as error:  # noqa: BLE001
        return {"error": type(error).__name__}


API_KEY = {"auth_type": "api_key", "api_key": "Bearer wétter", "var_name": "Authorization", "location": "header"}
BASIC = {"auth_type": "basic", "username": "u", "password": "p"}
OAUTH2 = {"auth_type": "oauth2", "token_url": "http://127.0.0.1:1/t", "client_id": "c", "client_secret": "s"}


def auth_dispatch_built_in():
    load_plugins()
    from utcp.data.auth import AuthSerializer

    out = {}
    for data in (API_KEY, BASIC, OAUTH2):
        built = AuthSerializer().validate_dict(dict(data))
        out[data["auth_type"]] = {"class": type(built).__name__,
                                  "dumped auth_type": AuthSerializer().to_dict(built).get("auth_type")}
    out["API_KEY in capitals"] = _kind(lambda: AuthSerializer().validate_dict({**API_KEY, "auth_type": "API_KEY"}))
    out["auth_type with a trailing space"] = _kind(
        lambda: AuthSerializer().validate_dict({**API_KEY, "auth_type": "api_key "}))
    out["api_key fields under auth_type basic"] = _kind(
        lambda: AuthSerializer().validate_dict({**API_KEY, "auth_type": "basic"}))
    return out


def _token_auth():
    """An auth type of our own, `token`, with its model and serializer."""
    from utcp.data.auth import Auth
    from utcp.interfaces.serializer import Serializer

    class TokenAuth(Auth):
        auth_type: str = "token"
        token: str

    class TokenAuthSerializer(Serializer[Auth]):
        def to_dict(self, obj):
            return obj.model_dump()

        def validate_dict(self, obj):
            return TokenAuth.model_validate(obj)

    return TokenAuth, TokenAuthSerializer()


def auth_dispatch_registered():
    load_plugins()
    from utcp.data.auth import AuthSerializer
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.plugins.discovery import register_auth

    saved = dict(AuthSerializer.auth_serializers)
    try:
        before = _kind(lambda: AuthSerializer().validate_dict({"auth_type": "token", "token": "t"}))
        token_auth, serializer = _token_auth()
        registered = register_auth("token", serializer)
        direct = AuthSerializer().validate_dict({"auth_type": "token", "token": "t"})
        template = CallTemplateSerializer().validate_dict({"name": "m", "call_template_type": "http",
                                                           "url": "http://127.0.0.1:1/x",
                                                           "auth": {"auth_type": "token", "token": "t"}})
        return {"before register_auth": before, "register_auth returned": registered,
                "AuthSerializer gives": type(direct).__name__, "inside an http template": type(template.auth).__name__,
                "template dumped auth": CallTemplateSerializer().to_dict(template)["auth"]}
    finally:
        AuthSerializer.auth_serializers.clear()
        AuthSerializer.auth_serializers.update(saved)


def template_auth_forms():
    load_plugins()
    from utcp.data.auth_implementations import ApiKeyAuth
    from utcp.data.call_template import CallTemplate, CallTemplateSerializer
    from utcp.data.utcp_manual import UtcpManualSerializer

    given = ApiKeyAuth(api_key="k", var_name="X-Key", location="header")
    base_with_object = CallTemplate(call_template_type="http", auth=given)
    base_with_dict = CallTemplate(call_template_type="http", auth=dict(BASIC))
    http = CallTemplateSerializer().validate_dict({"name": "m", "call_template_type": "http",
                                                   "url": "http://127.0.0.1:1/x", "auth": dict(OAUTH2)})
    manual = UtcpManualSerializer().validate_dict({"tools": [{"name": "t", "tool_call_template": {
        "name": "m", "call_template_type": "sse", "url": "http://127.0.0.1:1/s", "auth": dict(API_KEY)}}]})
    return {
        "base CallTemplate, auth object: same object kept": base_with_object.auth is given,
        "base CallTemplate, auth dict": type(base_with_dict.auth).__name__,
        "base CallTemplate, auth None": CallTemplate(call_template_type="http", auth=None).auth,
        "base CallTemplate model_dump auth": base_with_dict.model_dump()["auth"],
        "http template, oauth2 dict": type(http.auth).__name__,
        "http template dumped by CallTemplateSerializer, auth keys": sorted(CallTemplateSerializer().to_dict(http)["auth"]),
        "sse template inside a manual": type(manual.tools[0].tool_call_template.auth).__name__,
        "manual dumped again, auth_type": UtcpManualSerializer().to_dict(manual)["tools"][0]["tool_call_template"][
            "auth"]["auth_type"],
    }


def template_auth_edges():
    load_plugins()
    from utcp.data.auth import Auth
    from utcp.data.call_template import CallTemplate

    class Unregistered(Auth):
        auth_type: str = "unregistered"

    kept = CallTemplate(call_template_type="http", auth=Unregistered())
    return {
        "auth dict of unknown type": _kind(lambda: CallTemplate(call_template_type="http",
                                                                auth={"auth_type": "digest"})),
        "auth dict without auth_type": _kind(lambda: CallTemplate(call_template_type="http", auth={"api_key": "k"})),
        "auth given as a string": _kind(lambda: CallTemplate(call_template_type="http", auth="Bearer x")),
        "auth empty dict": _kind(lambda: CallTemplate(call_template_type="http", auth={})),
        "object of an unregistered Auth subclass": type(kept.auth).__name__,
        "that template dumped": _kind(lambda: kept.model_dump()),
    }


cases_of("serializers.auth.dispatch", {
    "built-in-types": auth_dispatch_built_in,
    "registered-type": auth_dispatch_registered,
    "template-auth-forms": template_auth_forms,
    "template-auth-edges": template_auth_edges,
})


def json_schema_names_and_aliases():
    load_plugins()
    from utcp.data.tool import JsonSchema, JsonSchemaSerializer

    by_alias = JsonSchema(**{"$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "urn:a"})
    by_name = JsonSchema(schema_="https://json-schema.org/draft/2020-12/schema", id_="urn:a")
    validated_by_name = JsonSchemaSerializer().validate_dict({"schema_": "s", "id_": "urn:b"})
    both = JsonSchema.model_validate({"$id": "urn:alias", "id_": "urn:name"})
    return {
        "by alias == by name": by_alias == by_name,
        "attribute id_ after $id": by_alias.id_,
        "validate_dict by names": [validated_by_name.schema_, validated_by_name.id_],
        "both $id and id_ given, id_ is": both.id_,
        "JsonSchemaSerializer.to_dict keys with a value": sorted(
            k for k, v in JsonSchemaSerializer().to_dict(by_name).items() if v is not None),
        "model_dump() without arguments, keys with a value": sorted(
            k for k, v in by_name.model_dump().items() if v is not None),
        "model_dump(by_alias=False), keys with a value": sorted(
            k for k, v in by_name.model_dump(by_alias=False).items() if v is not None),
    }


SCHEMA = {
    "type": "object",
    "properties": {
        "city": {"type": "string", "minLength": 1, "x-label": "Stadt"},
        "when": {"oneOf": [{"type": "string", "format": "date"}, {"type": "null"}]},
        "unit": {"$ref": "#/$defs/unit"},
        "count": {"type": "integer", "minimum": 0, "exclusiveMaximum": 10},
    },
    "required": ["city"],
    "$defs": {"unit": {"enum": ["C", "F"]}},
    "additionalProperties": False,
}


def json_schema_extra_keywords():
    load_plugins()
    from utcp.data.tool import JsonSchema, JsonSchemaSerializer

    schema = JsonSchemaSerializer().validate_dict(json.loads(json.dumps(SCHEMA)))
    when = schema.properties["when"]
    return {
        "top-level $defs as an attribute": getattr(schema, "$defs", "absent"),
        "oneOf of a property, kept as": type(getattr(when, "oneOf", None)).__name__,
        "its first item": getattr(when, "oneOf", [None])[0],
        "$ref of a property": getattr(schema.properties["unit"], "$ref", "absent"),
        "x-label of a property": getattr(schema.properties["city"], "x-label", "absent"),
        "exclusiveMaximum of a property": getattr(schema.properties["count"], "exclusiveMaximum", "absent"),
        "model_extra keys at the top": sorted(schema.model_extra or {}),
        "unknown keyword given as a keyword argument": getattr(JsonSchema(**{"oneOf": [{"type": "string"}]}),
                                                               "oneOf", "absent"),
    }


def _strip_none(value):
    if isinstance(value, dict):
        return {k: _strip_none(v) for k, v in value.items() if v is not None}
    if isinstance(value, list):
        return [_strip_none(v) for v in value]
    return value


def json_schema_round_trip():
    load_plugins()
    from utcp.data.tool import JsonSchema, JsonSchemaSerializer, ToolSerializer

    original = json.loads(json.dumps(SCHEMA))
    dumped = JsonSchemaSerializer().to_dict(JsonSchemaSerializer().validate_dict(original))
    tool = ToolSerializer().to_dict(ToolSerializer().validate_dict(
        {"name": "t", "inputs": original, "tool_call_template": {"call_template_type": "http", "name": "m",
                                                                 "url": "http://127.0.0.1:1/x"}}))
    return {
        "dump equals the input": dumped == original,
        "dump equals the input once None values are dropped": _strip_none(dumped) == original,
        "keys added at the top are the named fields the input lacks, each None": sorted(
            k for k in dumped if k not in original) == sorted(
            (f.alias or n) for n, f in JsonSchema.model_fields.items() if (f.alias or n) not in original) and all(
            dumped[k] is None for k in dumped if k not in original),
        "a property gets them too": "title" in dumped["properties"]["city"] and dumped["properties"]["city"][
            "title"] is None,
        "minimum 0 comes back as": dumped["properties"]["count"]["minimum"],
        "oneOf items come back as": dumped["properties"]["when"]["oneOf"],
        "tool inputs equal the input once None values are dropped": _strip_none(tool["inputs"]) == original,
        "additionalProperties false comes back as": dumped["additionalProperties"],
    }


cases_of("serializers.json-schema.pass-through", {
    "names-and-aliases": json_schema_names_and_aliases,
    "extra-keywords": json_schema_extra_keywords,
    "round-trip": json_schema_round_trip,
})


HTTP_TEMPLATE = {"name": "m", "call_template_type": "http", "url": "http://127.0.0.1:1/x"}


def tool_call_template_forms():
    load_plugins()
    from utcp.data.call_template import CallTemplate, CallTemplateSerializer
    from utcp.data.tool import Tool, ToolSerializer

    template = CallTemplateSerializer().validate_dict(dict(HTTP_TEMPLATE))
    own = CallTemplate(call_template_type="not_registered")
    return {
        "http dict": type(Tool(name="t", tool_call_template=dict(HTTP_TEMPLATE)).tool_call_template).__name__,
        "cli dict": type(Tool(name="t", tool_call_template={"call_template_type": "cli", "commands": [
            {"command": "echo hi"}]}).tool_call_template).__name__,
        "sse dict": type(Tool(name="t", tool_call_template={"call_template_type": "sse",
                                                            "url": "http://127.0.0.1:1/s"}).tool_call_template).__name__,
        "object: same object kept": Tool(name="t", tool_call_template=template).tool_call_template is template,
        "base CallTemplate object of an unregistered type": type(
            Tool(name="t", tool_call_template=own).tool_call_template).__name__,
        "dict of an unregistered type": _kind(lambda: Tool(name="t", tool_call_template={
            "call_template_type": "not_registered"})),
        "dict without a type": _kind(lambda: Tool(name="t", tool_call_template={"url": "http://127.0.0.1:1/x"})),
        "same through ToolSerializer.validate_dict": _kind(lambda: ToolSerializer().validate_dict(
            {"name": "t", "tool_call_template": {"call_template_type": "not_registered"}})),
        "dict without a type through ToolSerializer.validate_dict": _kind(lambda: ToolSerializer().validate_dict(
            {"name": "t", "tool_call_template": {"url": "http://127.0.0.1:1/x"}})),
        "tool with the unregistered object dumped": _kind(lambda: ToolSerializer().to_dict(
            Tool(name="t", tool_call_template=own))),
    }


def tool_serializer_round_trip():
    load_plugins()
    from utcp.data.tool import ToolSerializer
    from utcp.data.utcp_manual import UtcpManual, UtcpManualSerializer

    data = {"name": "wetter.heute", "description": "Wétter", "tags": ["ä"],
            "inputs": {"type": "object", "properties": {"q": {"type": "string"}}},
            "tool_call_template": dict(HTTP_TEMPLATE)}
    tool = ToolSerializer().validate_dict(data)
    dumped = ToolSerializer().to_dict(tool)
    manual = UtcpManual(tools=[tool])
    return {
        "dumped type": type(dumped).__name__,
        "tool_call_template dumped as": type(dumped["tool_call_template"]).__name__,
        "its call_template_type": dumped["tool_call_template"]["call_template_type"],
        "validated again equals the tool": ToolSerializer().validate_dict(dumped) == tool,
        "manual dump of tools equals ToolSerializer.to_dict": UtcpManualSerializer().to_dict(manual)["tools"] == [
            dumped],
        "manual tools validated from dicts are Tool": [type(t).__name__ for t in UtcpManualSerializer().validate_dict(
            {"tools": [dumped, dumped]}).tools],
    }


cases_of("serializers.tool.call-template", {
    "dict-and-object": tool_call_template_forms,
    "round-trip": tool_serializer_round_trip,
})


def manual_typed_templates():
    load_plugins()
    from utcp.data.utcp_manual import UtcpManualSerializer

    manual = UtcpManualSerializer().validate_dict({"utcp_version": "1.0.1", "manual_version": "2", "tools": [
        {"name": "a", "tool_call_template": dict(HTTP_TEMPLATE)},
        {"name": "b", "tool_call_template": {"call_template_type": "cli", "commands": [{"command": "echo"}]}},
        {"name": "c", "tool_call_template": {"call_template_type": "streamable_http", "url": "http://127.0.0.1:1/m"}},
        {"name": "d", "tool_call_template": {"call_template_type": "mcp", "config": {"mcpServers": {}}}},
    ]})
    return {"tool classes": [type(t).__name__ for t in manual.tools],
            "template classes": [type(t.tool_call_template).__name__ for t in manual.tools]}


def manual_invalid_tool_errors():
    load_plugins()
    import pydantic
    from utcp.data.utcp_manual import UtcpManual, UtcpManualSerializer

    bad = {"name": "t", "tool_call_template": {"call_template_type": "http", "url": 5}}
    out = {}
    for label, run in (("UtcpManual(tools=[bad])", lambda: UtcpManual(tools=[bad])),
                       ("UtcpManual.model_validate", lambda: UtcpManual.model_validate({"tools": [bad]})),
                       ("UtcpManualSerializer().validate_dict", lambda: UtcpManualSerializer().validate_dict(
                           {"tools": [bad]})),
                       ("tool without name", lambda: UtcpManual(tools=[{"tool_call_template": dict(HTTP_TEMPLATE)}])),
                       ("tool of an unknown template type", lambda: UtcpManual(tools=[
                           {"name": "t", "tool_call_template": {"call_template_type": "nope"}}]))):
        try:
            run()
            out[label] = "no error"
        except Exception as error:  # noqa: BLE001
            out[label] = {"type": type(error).__name__,
                          "is a pydantic ValidationError": isinstance(error, pydantic.ValidationError),
                          "message starts": str(error).split(":")[0][:40],
                          "cause": type(error.__cause__).__name__}
    return out


def manual_utcp_version_default():
    load_plugins()
    from importlib.metadata import version

    from utcp.data.utcp_manual import UtcpManual, UtcpManualSerializer

    return {
        "installed utcp distribution": version("utcp"),
        "UtcpManual([]).utcp_version": UtcpManual([]).utcp_version,
        "validated without utcp_version": UtcpManualSerializer().validate_dict({"tools": []}).utcp_version,
        "given 0.9": UtcpManual(tools=[], utcp_version="0.9").utcp_version,
        "given null in a dict": _kind(lambda: UtcpManualSerializer().validate_dict({"tools": [],
                                                                                     "utcp_version": None})),
    }


cases_of("serializers.manual.tools", {
    "typed-templates": manual_typed_templates,
    "invalid-tool-errors": manual_invalid_tool_errors,
    "utcp-version-default": manual_utcp_version_default,
})


CONFIG = {
    "load_variables_from": [{"variable_loader_type": "dotenv", "env_file_path": ".env"}],
    "tool_repository": {"tool_repository_type": "in_memory"},
    "tool_search_strategy": {"tool_search_strategy_type": "tag_and_description_word_match", "tag_weight": 3},
    "post_processing": [{"tool_post_processor_type": "limit_strings", "limit": 5},
                        {"tool_post_processor_type": "filter_dict", "exclude_keys": ["x"]}],
    "manual_call_templates": [dict(HTTP_TEMPLATE)],
}


def _config_kinds(config):
    return [type(config.load_variables_from[0]).__name__, type(config.tool_repository).__name__,
            type(config.tool_search_strategy).__name__, [type(p).__name__ for p in config.post_processing],
            type(config.manual_call_templates[0]).__name__]


def client_config_dicts():
    load_plugins()
    from utcp.data.utcp_client_config import UtcpClientConfig, UtcpClientConfigSerializer

    config = UtcpClientConfigSerializer().validate_dict(json.loads(json.dumps(CONFIG)))
    back = UtcpClientConfigSerializer().to_dict(config)
    objects = UtcpClientConfig(load_variables_from=config.load_variables_from, tool_repository=config.tool_repository,
                               tool_search_strategy=config.tool_search_strategy,
                               post_processing=[config.post_processing[0], CONFIG["post_processing"][1]],
                               manual_call_templates=config.manual_call_templates)
    return {
        "classes from dicts": _config_kinds(config),
        "dumped type keys": [back["load_variables_from"][0]["variable_loader_type"],
                             back["tool_repository"]["tool_repository_type"],
                             back["tool_search_strategy"]["tool_search_strategy_type"],
                             [p["tool_post_processor_type"] for p in back["post_processing"]],
                             back["manual_call_templates"][0]["call_template_type"]],
        "dump validated again gives the same classes": _config_kinds(UtcpClientConfigSerializer().validate_dict(back)),
        "objects, and an object beside a dict in one list": _config_kinds(objects),
        "repository object kept as the same object": objects.tool_repository is config.tool_repository,
    }


def client_config_dispatch_edges():
    load_plugins()
    from utcp.data.utcp_client_config import UtcpClientConfigSerializer

    def with_entry(key, value):
        return _kind(lambda: UtcpClientConfigSerializer().validate_dict({key: value}))

    return {
        "unknown variable_loader_type": with_entry("load_variables_from", [{"variable_loader_type": "vault"}]),
        "unknown tool_repository_type": with_entry("tool_repository", {"tool_repository_type": "redis"}),
        "unknown tool_search_strategy_type": with_entry("tool_search_strategy", {"tool_search_strategy_type": "x"}),
        "unknown tool_post_processor_type": with_entry("post_processing", [{"tool_post_processor_type": "x"}]),
        "unknown call_template_type": with_entry("manual_call_templates", [{"call_template_type": "x"}]),
        "repository without its type key": with_entry("tool_repository", {}),
        "empty config: classes": _config_kinds_default(UtcpClientConfigSerializer().validate_dict({})),
    }


def _config_kinds_default(config):
    return [config.load_variables_from, type(config.tool_repository).__name__,
            type(config.tool_search_strategy).__name__, config.post_processing, config.manual_call_templates]


async def client_config_create_uses_serializer():
    load_plugins()
    import os
    import tempfile

    from utcp.data.utcp_client_config import UtcpClientConfigSerializer
    from utcp.utcp_client import UtcpClient

    calls = []
    original = UtcpClientConfigSerializer.validate_dict

    def counting(self, data):
        calls.append(sorted(data))
        return original(self, data)

    folder = tempfile.mkdtemp()
    path = os.path.join(folder, "utcp_config.json")
    config = {"post_processing": [{"tool_post_processor_type": "limit_strings", "limit": 5}]}
    with open(path, "w", encoding="utf-8") as handle:
        json.dump(config, handle)
    UtcpClientConfigSerializer.validate_dict = counting
    try:
        out = {}
        from_dict = await UtcpClient.create(config=dict(config), root_dir=folder)
        out["dict: serializer calls"] = len(calls)
        out["dict: post-processor class"] = type(from_dict.config.post_processing[0]).__name__
        from_file = await UtcpClient.create(config=path, root_dir=folder)
        out["file path: serializer calls so far"] = len(calls)
        out["file path: post-processor class"] = type(from_file.config.post_processing[0]).__name__
        await UtcpClient.create(root_dir=folder)
        out["no config: serializer calls so far"] = len(calls)
        bad = os.path.join(folder, "bad.json")
        with open(bad, "w", encoding="utf-8") as handle:
            handle.write('{"tool_repository": {"tool_repository_type": "redis"}}')
        out["file with an unknown repository type"] = await _error_type(UtcpClient.create(config=bad,
                                                                                          root_dir=folder))
        return out
    finally:
        UtcpClientConfigSerializer.validate_dict = original


async def _error_type(awaitable):
    try:
        await awaitable
        return "no error"
    except Exception as error:  # noqa: BLE001
        return type(error).__name__


cases_of("serializers.client-config.dispatch", {
    "dicts-and-objects": client_config_dicts,
    "type-key-edges": client_config_dispatch_edges,
    "create-uses-serializer": client_config_create_uses_serializer,
})


def registry_instances():
    load_plugins()
    from utcp.data.auth import AuthSerializer
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.data.variable_loader import VariableLoaderSerializer
    from utcp.interfaces.concurrent_tool_repository import ConcurrentToolRepositoryConfigSerializer
    from utcp.interfaces.tool_post_processor import ToolPostProcessorConfigSerializer
    from utcp.interfaces.tool_search_strategy import ToolSearchStrategyConfigSerializer

    registries = {"VariableLoaderSerializer.loader_serializers": VariableLoaderSerializer.loader_serializers,
                  "AuthSerializer.auth_serializers": AuthSerializer.auth_serializers,
                  "CallTemplateSerializer.call_template_serializers": CallTemplateSerializer.call_template_serializers,
                  "ConcurrentToolRepositoryConfigSerializer.tool_repository_implementations":
                      ConcurrentToolRepositoryConfigSerializer.tool_repository_implementations,
                  "ToolSearchStrategyConfigSerializer.tool_search_strategy_implementations":
                      ToolSearchStrategyConfigSerializer.tool_search_strategy_implementations,
                  "ToolPostProcessorConfigSerializer.tool_post_processor_implementations":
                      ToolPostProcessorConfigSerializer.tool_post_processor_implementations}
    return {
        "loader_serializers annotation": str(VariableLoaderSerializer.__annotations__["loader_serializers"]),
        "entries that are classes, per registry": {name: sorted(k for k, v in reg.items() if isinstance(v, type))
                                                   for name, reg in registries.items()},
        "dotenv entry": type(VariableLoaderSerializer.loader_serializers["dotenv"]).__name__,
        "cli entry": type(CallTemplateSerializer.call_template_serializers["cli"]).__name__,
        "cli dict validated": type(CallTemplateSerializer().validate_dict(
            {"call_template_type": "cli", "commands": [{"command": "echo"}]})).__name__,
    }


def registry_class_registered():
    """A serializer class (not an instance) registered for a loader type of our own: what validating then does."""
    load_plugins()
    from utcp.data.variable_loader import VariableLoaderSerializer
    from utcp.data.variable_loader_implementations import DotEnvVariableLoaderSerializer
    from utcp.plugins.discovery import register_variable_loader

    saved = dict(VariableLoaderSerializer.loader_serializers)
    try:
        registered = register_variable_loader("dotenv_class", DotEnvVariableLoaderSerializer)
        return {"registered": registered,
                "validating a dict of that type": _kind(lambda: VariableLoaderSerializer().validate_dict(
                    {"variable_loader_type": "dotenv_class", "env_file_path": ".env"}))}
    finally:
        VariableLoaderSerializer.loader_serializers.clear()
        VariableLoaderSerializer.loader_serializers.update(saved)


cases_of("serializers.registry.instances", {
    "what-registries-hold": registry_instances,
    "class-registered": registry_class_registered,
})


def search_strategy_errors():
    load_plugins()
    from utcp.data.utcp_client_config import UtcpClientConfigSerializer
    from utcp.implementations.tag_search import TagAndDescriptionWordMatchStrategyConfigSerializer
    from utcp.interfaces.tool_search_strategy import ToolSearchStrategyConfigSerializer

    out = {}
    for label, data in (("tag_weight heavy", {"tool_search_strategy_type": "tag_and_description_word_match",
                                              "tag_weight": "heavy"}),
                        ("not a dict", "tag"),
                        ("unknown field", {"tool_search_strategy_type": "tag_and_description_word_match",
                                           "wat": 1})):
        out[label] = {
            "own serializer": _kind(lambda: TagAndDescriptionWordMatchStrategyConfigSerializer().validate_dict(data)),
            "polymorphic serializer": _kind(lambda: ToolSearchStrategyConfigSerializer().validate_dict(data)),
            "inside a client config": _kind(lambda: UtcpClientConfigSerializer().validate_dict(
                {"tool_search_strategy": data})),
        }
    return out


cases_of("serializers.search-strategy.errors", {"own-and-wrapped": search_strategy_errors})


async def unknown_type_paths():
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.utcp_client import UtcpClient

    client = await UtcpClient.create()
    return {
        "CallTemplateSerializer, unknown type": _kind(lambda: CallTemplateSerializer().validate_dict(
            {"name": "x", "call_template_type": "nope"})),
        "CallTemplateSerializer, type in capitals": _kind(lambda: CallTemplateSerializer().validate_dict(
            {"name": "x", "call_template_type": "HTTP", "url": "http://127.0.0.1:1/x"})),
        "register_manual given the dict itself": await _error_type(client.register_manual(
            {"name": "x", "call_template_type": "nope"})),
        "create() with it in manual_call_templates": await _error_type(UtcpClient.create(
            config={"manual_call_templates": [{"name": "x", "call_template_type": "nope"}]})),
    }


cases_of("serializers.call-template.unknown-type-paths", {"dict-paths": unknown_type_paths})


def config_entries(kind):
    load_plugins()
    from utcp.data.utcp_client_config import UtcpClientConfigSerializer
    from utcp.interfaces.concurrent_tool_repository import ConcurrentToolRepositoryConfigSerializer
    from utcp.interfaces.tool_post_processor import ToolPostProcessorConfigSerializer
    from utcp.interfaces.tool_search_strategy import ToolSearchStrategyConfigSerializer

    serializer, key, entry = {
        "tool-repository": (ConcurrentToolRepositoryConfigSerializer, "tool_repository",
                            {"tool_repository_type": "in_memory"}),
        "tool-search-strategy": (ToolSearchStrategyConfigSerializer, "tool_search_strategy",
                                 {"tool_search_strategy_type": "tag_and_description_word_match",
                                  "description_weight": 2}),
        "post-processing": (ToolPostProcessorConfigSerializer, "post_processing",
                            {"tool_post_processor_type": "filter_dict", "only_include_keys": ["a"]}),
    }[kind]
    config_value = [entry] if kind == "post-processing" else entry
    built = serializer().validate_dict(dict(entry))
    config = UtcpClientConfigSerializer().validate_dict({key: config_value})
    from_config = getattr(config, key)
    from_config = from_config[0] if kind == "post-processing" else from_config
    default = getattr(UtcpClientConfigSerializer().validate_dict({}), key)
    return {
        "serializer builds": type(built).__name__,
        "a fresh object each time": serializer().validate_dict(dict(entry)) is not built,
        "inside a client config": type(from_config).__name__,
        "dumped again": serializer().to_dict(built),
        "entry left out": default if isinstance(default, list) else type(default).__name__,
    }


cases_of("serializers.config-entries.build", {
    kind: (lambda kind=kind: config_entries(kind))
    for kind in ("tool-repository", "tool-search-strategy", "post-processing")
})


def copy_round_trip():
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.data.tool import JsonSchemaSerializer, ToolSerializer
    from utcp.data.utcp_client_config import UtcpClientConfigSerializer
    from utcp.interfaces.serializer import Serializer

    config = UtcpClientConfigSerializer().validate_dict(json.loads(json.dumps(CONFIG)))
    copied = UtcpClientConfigSerializer().copy(config)
    copied.post_processing[0].limit = 99
    copied.manual_call_templates[0].url = "http://127.0.0.1:2/changed"
    tool = ToolSerializer().validate_dict({"name": "t", "inputs": json.loads(json.dumps(SCHEMA)),
                                           "tool_call_template": dict(HTTP_TEMPLATE)})
    tool_copy = ToolSerializer().copy(tool)
    template = CallTemplateSerializer().validate_dict({**HTTP_TEMPLATE, "auth": dict(API_KEY)})

    class Counting(Serializer[dict]):
        def __init__(self):
            super().__init__()
            self.calls = []

        def to_dict(self, obj):
            self.calls.append("to_dict")
            return {"dumped": obj}

        def validate_dict(self, obj):
            self.calls.append("validate_dict")
            return obj

    counting = Counting()
    counted = counting.copy("x")
    return {
        "config copy, original limit and url": [config.post_processing[0].limit, config.manual_call_templates[0].url],
        "config copy equal before the change": UtcpClientConfigSerializer().copy(config) == config,
        "tool copy equal, not the same object": [tool_copy == tool, tool_copy is not tool,
                                                 tool_copy.inputs is not tool.inputs],
        "schema extras kept by the copy": getattr(JsonSchemaSerializer().copy(tool.inputs), "$defs", "absent"),
        "template auth copied as": [type(CallTemplateSerializer().copy(template).auth).__name__,
                                    CallTemplateSerializer().copy(template).auth is not template.auth],
        "calls of a counting serializer": counting.calls,
        "what it returned": counted,
    }


cases_of("serializers.base.copy", {"round-trip": copy_round_trip})


async def protocols_use_manual_serializer():
    """UtcpManualSerializer.validate_dict counted while the client registers an http manual served on loopback and a
    text manual (1.0: a file_path; 1.1: the manual as content); the template classes of the registered tools."""
    load_plugins()
    import os
    import tempfile

    from aiohttp import web

    from _behaviour import LINE, http_server
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.data.utcp_manual import UtcpManualSerializer
    from utcp.utcp_client import UtcpClient

    def manual_of(template):
        # a tool of the manual's own type: 1.1 drops tools of other types by default
        return {"utcp_version": "1.0.1", "manual_version": "1.0.0",
                "tools": [{"name": "echo", "description": "", "tool_call_template": template}]}

    manual = manual_of({"call_template_type": "http", "url": "http://127.0.0.1:1/echo"})
    calls = []
    original = UtcpManualSerializer.validate_dict

    def counting(self, data):
        calls.append(len(data.get("tools", [])))
        return original(self, data)

    async def serve(request):
        return web.json_response(manual)

    UtcpManualSerializer.validate_dict = counting
    out = {}
    try:
        client = await UtcpClient.create()
        async with http_server({("GET", "/utcp"): serve}) as base:
            result = await client.register_manual(CallTemplateSerializer().validate_dict(
                {"name": "web", "call_template_type": "http", "url": base + "/utcp", "http_method": "GET"}))
        out["http: serializer calls"] = len(calls)
        out["http: template class of the tool"] = [type(t.tool_call_template).__name__ for t in result.manual.tools]
        if LINE == "1.0":
            folder = tempfile.mkdtemp()
            path = os.path.join(folder, "manual.json")
            with open(path, "w", encoding="utf-8") as handle:
                json.dump(manual_of({"call_template_type": "text", "file_path": path}), handle)
            text = {"name": "local", "call_template_type": "text", "file_path": path}
        else:
            text = {"name": "local", "call_template_type": "text",
                    "content": json.dumps(manual_of({"call_template_type": "text", "content": "hi"}))}
        result = await client.register_manual(CallTemplateSerializer().validate_dict(text))
        out["text: serializer calls so far"] = len(calls)
        out["text: template class of the tool"] = [type(t.tool_call_template).__name__ for t in result.manual.tools]
        return out
    finally:
        UtcpManualSerializer.validate_dict = original


cases_of("serializers.manual.tools", {"protocols-use-serializer": protocols_use_manual_serializer})


@case("serializers.base.errors", "type-key-other-values")
def serializer_type_key_other_values():
    """Third adversarial review 2026-11-29: a type key that is a number, an object, padded with a space, or
    empty; and a tool whose call template has no type key."""
    load_plugins()
    from utcp.data.auth import AuthSerializer
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.data.tool import ToolSerializer

    def template(kind):
        return lambda: CallTemplateSerializer().validate_dict({"name": "m", "call_template_type": kind,
                                                               "url": "https://x.example"})

    return {
        "call template, type a number": _error_kind(template(5)),
        "call template, type an object": _error_kind(template({})),
        "call template, type 'http '": _error_kind(template("http ")),
        "call template, type empty": _error_kind(template("")),
        "auth, type true": _error_kind(lambda: AuthSerializer().validate_dict({"auth_type": True})),
        "tool, template without type": _error_kind(lambda: ToolSerializer().validate_dict(
            {"name": "t", "tool_call_template": {"name": "m", "url": "https://x.example"}})),
    }


# Third adversarial review 2026-11-29 (r-x4): what happens to an auth object assigned to a built cli template when it
# is dumped, read back and copied, and whether the constructor and a string assignment are checked.
def auth_assigned_after_build_dumped():
    import warnings
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.data.auth_implementations import ApiKeyAuth

    serializer = CallTemplateSerializer()
    built = serializer.validate_dict({"name": "x", **NO_AUTH_TEMPLATES["cli"]})
    built.auth = ApiKeyAuth(api_key="k", var_name="X")
    found = {}
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        dumped = serializer.to_dict(built)
    found["dumped auth"] = dumped.get("auth")
    found["warnings while dumping"] = [type(w.message).__name__ for w in caught]
    try:
        serializer.validate_dict(dumped)
        found["dump read back"] = "accepted"
    except Exception as error:  # noqa: BLE001
        found["dump read back"] = f"refused ({type(error).__name__})"
    found["model_copy keeps it"] = type(built.model_copy().auth).__name__
    built.auth = "not an auth"
    found["string assigned"] = repr(built.auth)
    cli_class = type(built)
    try:
        cli_class(**{**{k: v for k, v in NO_AUTH_TEMPLATES["cli"].items() if k != "call_template_type"}, "name": "y",
                     "auth": ApiKeyAuth(api_key="k", var_name="X")})
        found["constructor with auth"] = "accepted"
    except Exception as error:  # noqa: BLE001
        found["constructor with auth"] = f"refused ({type(error).__name__})"
    return found


cases_of("serializers.auth.on-templates", {"auth-assigned-after-build-dumped": auth_assigned_after_build_dumped})


# Third adversarial review 2026-11-29 (r-x4): more values the six dispatchers do not know as a type: true, 1.5, an
# empty string, null, and a known name in capitals.
@case("serializers.errors.message-start", "dispatcher-type-more-unknowns")
def errors_dispatcher_type_more_unknowns():
    found = {}
    for label, (serializer, type_key) in polymorphic_serializers().items():
        row = {}
        for shape, value in (("true", True), ("1.5", 1.5), ("empty string", ""), ("null", None), ("HTTP", "HTTP")):
            try:
                serializer().validate_dict({type_key: value})
                row[shape] = "accepted"
            except Exception as error:  # noqa: BLE001
                row[shape] = type(error).__name__
        found[label] = row
    return found


AUTH_BY_TYPE_TEMPLATES = {
    "http": {"url": "https://x.example/a"},
    "sse": {"url": "https://x.example/a"},
    "streamable_http": {"url": "https://x.example/a"},
    "websocket": {"url": "wss://x.example/a"},
    "graphql": {"url": "https://x.example/a"},
    "mcp": {"config": {"mcpServers": {}}},
    "cli": {"commands": [{"command": "echo"}]},
    "text": {"file_path": "m.json"},
    "tcp": {"host": "127.0.0.1", "port": 9},
    "udp": {"host": "127.0.0.1", "port": 9},
}


def auth_by_type(auth):
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer

    out = {}
    for kind, fields in AUTH_BY_TYPE_TEMPLATES.items():
        def validate():
            template = CallTemplateSerializer().validate_dict(
                {"name": "t", "call_template_type": kind, **fields, "auth": auth})
            kept = getattr(template, "auth", None)
            return getattr(kept, "auth_type", None)
        out[kind] = attempt(validate)
    return out


cases_of("serializers.call-template.auth-by-type", {
    "api-key": lambda: auth_by_type({"auth_type": "api_key", "api_key": "k", "var_name": "X-Key", "location": "header"}),
    "oauth2": lambda: auth_by_type({"auth_type": "oauth2", "token_url": "https://x.example/token",
                                    "client_id": "c", "client_secret": "s"}),
    "null-auth": lambda: auth_by_type(None),
})


# Second reading 2026-11-29 (RFC 5.1 auth table): the third auth type.
cases_of("serializers.call-template.auth-by-type", {
    "basic": lambda: auth_by_type({"auth_type": "basic", "username": "u", "password": "p"}),
})


# Second reading 2026-11-30 (RFC 5.1 auth table): an empty auth object and an unknown auth type.
cases_of("serializers.call-template.auth-by-type", {
    "empty-auth-object": lambda: auth_by_type({}),
    "unknown-auth-type": lambda: auth_by_type({"auth_type": "bearer", "token": "t"}),
})


# First reading (wave 6) 2026-11-29: the same missing api_key reached through each way a document or template is
# read, and api_key values of other JSON types.
NO_KEY_TEMPLATE = {"name": "shop", "call_template_type": "http", "url": "https://shop.example.com/utcp",
                   "auth": {"auth_type": "api_key", "var_name": "X-Key"}}


def error_type(function):
    try:
        function()
        return "accepted"
    except Exception as error:  # noqa: BLE001
        return type(error).__name__


async def async_error_type(awaitable):
    try:
        result = await awaitable
    except Exception as error:  # noqa: BLE001
        return type(error).__name__
    return {"success": getattr(result, "success", None), "errors": [str(e)[:60] for e in getattr(result, "errors", [])]}


@case("serializers.auth.api-key", "missing-key-every-reader")
async def missing_key_every_reader():
    load_plugins()
    from aiohttp import web
    from _behaviour import http_server
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.data.utcp_client_config import UtcpClientConfigSerializer
    from utcp.data.utcp_manual import UtcpManualSerializer
    from utcp.utcp_client import UtcpClient

    tool = {"name": "t", "description": "", "tool_call_template": NO_KEY_TEMPLATE}
    manual = {"utcp_version": "1.0.1", "manual_version": "1", "tools": [tool]}
    found = {
        "AuthSerializer": auth({"auth_type": "api_key"})["refused"],
        "CallTemplateSerializer": error_type(lambda: CallTemplateSerializer().validate_dict(NO_KEY_TEMPLATE)),
        "UtcpManualSerializer": error_type(lambda: UtcpManualSerializer().validate_dict(manual)),
        "UtcpClientConfigSerializer": error_type(
            lambda: UtcpClientConfigSerializer().validate_dict({"manual_call_templates": [NO_KEY_TEMPLATE]})),
        "UtcpClient.create with that config": await async_error_type(
            UtcpClient.create(config={"manual_call_templates": [NO_KEY_TEMPLATE]})),
    }

    async def served(request):
        return web.json_response(manual)

    async with http_server({("GET", "/utcp"): served}) as base:
        client = await UtcpClient.create()
        template = CallTemplateSerializer().validate_dict(
            {"name": "served", "call_template_type": "http", "http_method": "GET", "url": f"{base}/utcp"})
        found["register_manual of a served manual holding it"] = await async_error_type(
            client.register_manual(template))
    return found


@case("serializers.auth.api-key", "key-other-types")
def key_other_types():
    found = {}
    for label, value in [("number", 123), ("null", None), ("list", ["k"]), ("true", True), ("unicode", "clé-ü")]:
        result = auth({"auth_type": "api_key", "api_key": value})
        found[label] = {"kept": result["accepted"]["api_key"]} if "accepted" in result else result
    return found
