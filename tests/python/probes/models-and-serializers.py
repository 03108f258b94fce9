"""Claim: how the data models and serializers behave at runtime: JsonSchema takes names or aliases,
dumps `$schema`/`$id` and keeps unknown keywords; Tool and CallTemplate turn dicts into the
registered subclasses (auth included) and dump them back; UtcpManual takes `tools` first and
defaults `utcp_version` to the core's version; an invalid tool dict raises
UtcpSerializerValidationError (message `Invalid <Type>:`, cause chained), an unknown type key
raises ValueError, a wrong field type a pydantic ValidationError (but `tools` that is
not a list is iterated first: a string fails per character as invalid tools, a number with TypeError); the config serializer
dispatches every polymorphic entry on its type key; `copy()` is independent; the register_*
functions keep the first registration unless `override=True`; plugin loading runs once.
versions: 1.0, next
"""
import logging

from utcp_probe import core_version, load_plugins, observe, run


async def main() -> bool:
    load_plugins()
    import pydantic
    from utcp.data.auth_implementations import ApiKeyAuth
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.data.tool import JsonSchema, JsonSchemaSerializer, Tool, ToolSerializer
    from utcp.data.utcp_client_config import UtcpClientConfigSerializer
    from utcp.data.utcp_manual import UtcpManual
    from utcp.data.variable_loader import VariableLoaderSerializer
    from utcp.exceptions import UtcpSerializerValidationError
    from utcp.interfaces.communication_protocol import CommunicationProtocol
    from utcp.interfaces.tool_search_strategy import ToolSearchStrategyConfigSerializer
    from utcp.plugins import discovery, plugin_loader

    checks = {}

    # JsonSchema
    schema = JsonSchema(**{"$schema": "https://json-schema.org/draft/2020-12/schema", "id_": "urn:x", "type": "object",
                           "oneOf": [{"type": "string"}]})
    dumped = JsonSchemaSerializer().to_dict(schema)
    unset = [JsonSchema().title, JsonSchema().type, JsonSchema().properties]
    observe("schema dump keys, defaults", [sorted(dumped), unset])
    checks["json schema"] = ({"$schema", "$id", "oneOf", "type"} <= set(dumped) and "schema_" not in dumped
                             and unset == [None, None, None])

    # Tool / CallTemplate dicts become subclasses, auth included, and dump back
    tool = ToolSerializer().validate_dict({"name": "t", "description": "", "inputs": {}, "outputs": {},
                                           "tool_call_template": {"call_template_type": "http", "name": "m",
                                                                  "url": "http://h/x", "http_method": "GET",
                                                                  "auth": {"auth_type": "api_key", "api_key": "k",
                                                                           "var_name": "X-Key", "location": "header"}}})
    template = tool.tool_call_template
    template_dump = CallTemplateSerializer().to_dict(template)
    observe("template class, auth class, dumped auth", [type(template).__name__, type(template.auth).__name__,
                                                        template_dump["auth"]])
    checks["subclasses"] = (type(template).__name__ == "HttpCallTemplate" and isinstance(template.auth, ApiKeyAuth)
                            and template_dump["auth"]["auth_type"] == "api_key")

    # UtcpManual
    positional = UtcpManual([])
    with_dict = UtcpManual(tools=[{"name": "t", "description": "", "inputs": {}, "outputs": {},
                                   "tool_call_template": {"call_template_type": "http", "url": "http://h"}}])
    try:
        UtcpManual(tools=[{"name": "t", "tool_call_template": {"call_template_type": "http", "url": 5}}])
        bad_tool = "no error"
    except UtcpSerializerValidationError as error:
        bad_tool = [type(error).__name__, str(error).split(":")[0], type(error.__cause__).__name__]
    try:
        UtcpManual(tools=[], manual_version=5)
        bad_field = "no error"
    except pydantic.ValidationError:
        bad_field = "ValidationError"
    not_a_list = []
    for value in ("ab", 5):
        try:
            UtcpManual(tools=value)
            not_a_list.append("no error")
        except Exception as error:
            not_a_list.append(type(error).__name__)
    observe("positional tools, default utcp_version, core version", [positional.tools, positional.utcp_version,
                                                                    core_version()])
    observe("dict tool type, invalid tool dict, wrong field type, tools as a string and as a number",
            [type(with_dict.tools[0]).__name__, bad_tool, bad_field, not_a_list])
    checks["manual"] = (positional.tools == [] and positional.utcp_version == core_version()
                        and type(with_dict.tools[0]).__name__ == "Tool" and bad_field == "ValidationError"
                        and bad_tool[0] == "UtcpSerializerValidationError" and bad_tool[1] == "Invalid Tool"
                        and bad_tool[2] != "NoneType" and not_a_list == ["UtcpSerializerValidationError", "TypeError"])

    # unknown type key -> ValueError; search strategy serializer ValueError wrapped by the polymorphic one
    try:
        CallTemplateSerializer().validate_dict({"call_template_type": "no_such_type"})
        unknown = "no error"
    except UtcpSerializerValidationError:
        unknown = "UtcpSerializerValidationError"
    except ValueError:
        unknown = "ValueError"
    try:
        ToolSearchStrategyConfigSerializer().validate_dict(
            {"tool_search_strategy_type": "tag_and_description_word_match", "tag_weight": "heavy"})
        wrapped = "no error"
    except UtcpSerializerValidationError:
        wrapped = "UtcpSerializerValidationError"
    except ValueError:
        wrapped = "ValueError"
    observe("unknown call_template_type, strategy error through the polymorphic serializer", [unknown, wrapped])
    checks["errors"] = unknown == "ValueError" and wrapped == "UtcpSerializerValidationError"

    # config serializer dispatch and dump
    config = UtcpClientConfigSerializer().validate_dict({
        "load_variables_from": [{"variable_loader_type": "dotenv", "env_file_path": ".env"}],
        "tool_repository": {"tool_repository_type": "in_memory"},
        "tool_search_strategy": {"tool_search_strategy_type": "tag_and_description_word_match", "tag_weight": 3},
        "post_processing": [{"tool_post_processor_type": "limit_strings", "limit": 5}],
        "manual_call_templates": [{"call_template_type": "http", "name": "m", "url": "http://h"}]})
    kinds = [type(config.load_variables_from[0]).__name__, type(config.tool_repository).__name__,
             type(config.tool_search_strategy).__name__, type(config.post_processing[0]).__name__,
             type(config.manual_call_templates[0]).__name__]
    back = UtcpClientConfigSerializer().to_dict(config)
    copied = UtcpClientConfigSerializer().copy(config)
    copied.post_processing[0].limit = 99
    observe("dispatched classes", kinds)
    observe("dumped type keys, copy independent", [back["post_processing"][0]["tool_post_processor_type"],
                                                   back["manual_call_templates"][0]["call_template_type"],
                                                   config.post_processing[0].limit])
    checks["config"] = (kinds == ["DotEnvVariableLoader", "InMemToolRepository", "TagAndDescriptionWordMatchStrategy",
                                  "LimitStringsPostProcessor", "HttpCallTemplate"]
                        and back["post_processing"][0]["tool_post_processor_type"] == "limit_strings"
                        and back["manual_call_templates"][0]["call_template_type"] == "http"
                        and config.post_processing[0].limit == 5)

    # registries: first wins, override replaces, INFO log; loader registry holds instances
    records = []

    class Keep(logging.Handler):
        def emit(self, record):
            records.append((record.levelname, record.getMessage()))

    logging.getLogger("utcp.plugins.discovery").addHandler(Keep())
    logging.getLogger("utcp.plugins.discovery").setLevel(logging.INFO)
    http = CommunicationProtocol.communication_protocols["http"]
    again = discovery.register_communication_protocol("http", object())
    still = CommunicationProtocol.communication_protocols["http"] is http
    replaced = discovery.register_communication_protocol("http", http, override=True)
    fresh_type = discovery.register_communication_protocol("probe_only", http)
    CommunicationProtocol.communication_protocols.pop("probe_only")
    auth_again = discovery.register_auth("api_key", object())
    loader_kind = type(VariableLoaderSerializer.loader_serializers["dotenv"]).__name__
    taken = [discovery.register_variable_loader("dotenv", object()),
             discovery.register_call_template("http", object()),
             discovery.register_tool_repository("in_memory", object()),
             discovery.register_tool_search_strategy("tag_and_description_word_match", object()),
             discovery.register_tool_post_processor("filter_dict", object())]
    from utcp.data.auth import AuthSerializer
    from utcp.interfaces.concurrent_tool_repository import ConcurrentToolRepositoryConfigSerializer
    from utcp.interfaces.tool_post_processor import ToolPostProcessorConfigSerializer
    built_in = [sorted(k for k in AuthSerializer.auth_serializers if k in ("oauth2", "basic", "api_key")),
                "dotenv" in VariableLoaderSerializer.loader_serializers,
                "in_memory" in ConcurrentToolRepositoryConfigSerializer.tool_repository_implementations,
                "tag_and_description_word_match" in ToolSearchStrategyConfigSerializer.tool_search_strategy_implementations,
                sorted(k for k in ToolPostProcessorConfigSerializer.tool_post_processor_implementations
                       if k in ("filter_dict", "limit_strings"))]
    from utcp.data.auth import AuthSerializer
    records.clear()
    fresh = [discovery.register_auth("probe_auth", object()),
             discovery.register_variable_loader("probe_loader", object()),
             discovery.register_call_template("probe_template", object()),
             discovery.register_tool_repository("probe_repository", object()),
             discovery.register_tool_search_strategy("probe_strategy", object()),
             discovery.register_tool_post_processor("probe_processor", object())]
    fresh_logs = [level for level, message in records if "probe_" in message]
    marker = object()
    overridden = [discovery.register_auth("probe_auth", marker, override=True),
                  discovery.register_variable_loader("probe_loader", marker, override=True),
                  discovery.register_call_template("probe_template", marker, override=True),
                  discovery.register_tool_repository("probe_repository", marker, override=True),
                  discovery.register_tool_search_strategy("probe_strategy", marker, override=True),
                  discovery.register_tool_post_processor("probe_processor", marker, override=True)]
    replaced_auth = AuthSerializer.auth_serializers.get("probe_auth") is marker
    observe("override=True on the six other registries, auth entry replaced", [overridden, replaced_auth])
    added = "probe_auth" in AuthSerializer.auth_serializers
    observe("new types in the six other registries: results, INFO records, auth entry added",
            [fresh, fresh_logs, added])
    observe("other register_* with a taken type", taken)
    observe("core registrations", built_in)
    observe("register taken, kept, override, new, auth taken", [again, still, replaced, fresh_type, auth_again])
    observe("log records", records)
    observe("loader registry entry", loader_kind)
    checks["registries"] = ([again, still, replaced, fresh_type, auth_again] == [False, True, True, True, False]
                            and any(level == "INFO" for level, _ in records)
                            and loader_kind == "DotEnvVariableLoaderSerializer" and taken == [False] * 5
                            and fresh == [True] * 6 and fresh_logs == ["INFO"] * 6 and added
                            and overridden == [True] * 6 and replaced_auth
                            and built_in == [["api_key", "basic", "oauth2"], True, True, True,
                                             ["filter_dict", "limit_strings"]])

    # plugin loading happens once
    before = plugin_loader.plugins_initialized
    plugin_loader.ensure_plugins_initialized()
    observe("plugins_initialized", [before, plugin_loader.plugins_initialized])
    checks["loader"] = before is True and plugin_loader.plugins_initialized is True

    observe("failed checks", sorted(k for k, ok in checks.items() if not ok))
    return all(checks.values())


run(main)
