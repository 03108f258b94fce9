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
