"""Claim (RFC, 1.0): the members, requirements and defaults the RFC's tables give for the manual, the
tool, every call template type, the auth objects and the client configuration are those of the
python-utcp 1.0 models.

Manual: `tools` required, `manual_version` "1.0.0", `utcp_version` the core's own version when
absent, and a manual claiming "99.0" registers (nothing compares the value). Tool: description "",
inputs and outputs empty schemas, tags [], average_response_size absent; a schema keeps keywords it
does not name. Call template: a random 32-hex `name`, `auth` absent. `auth` is accepted on http,
sse, streamable_http, websocket and graphql, only as oauth2 on mcp, and refused on cli, text, tcp
and udp. The per-type tables (http, sse, streamable_http, cli and its steps, text, mcp, websocket,
graphql, tcp/udp), the api_key/basic/oauth2 tables, the client config defaults, the dotenv loader's
required `env_file_path`, the search strategy's weights (tag 3, description 1), search_tools'
default limit 10 and limit_strings' default 10000.
versions: 1.0
"""
import json
import tempfile
from pathlib import Path

from utcp_probe import core_version, load_plugins, observe, run

MISSING = "<required>"


def defaults(model) -> dict:
    """Field name -> default (or factory result, or <required>) as pydantic reports it."""
    out = {}
    for name, field in model.model_fields.items():
        if field.is_required():
            out[name] = MISSING
        elif field.default_factory is not None:
            out[name] = "<factory>"
        else:
            out[name] = field.default
    return out


def accepts(serializer, data: dict) -> bool:
    try:
        serializer.validate_dict(data)
        return True
    except Exception:
        return False


async def main() -> bool:
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.data.tool import JsonSchema, Tool
    from utcp.data.utcp_client_config import UtcpClientConfig
    from utcp.data.utcp_manual import UtcpManual
    from utcp.data.auth_implementations.api_key_auth import ApiKeyAuth
    from utcp.data.auth_implementations.basic_auth import BasicAuth
    from utcp.data.auth_implementations.oauth2_auth import OAuth2Auth
    from utcp.utcp_client import UtcpClient
    from utcp_http.http_call_template import HttpCallTemplate
    from utcp_http.sse_call_template import SseCallTemplate
    from utcp_http.streamable_http_call_template import StreamableHttpCallTemplate
    from utcp_cli.cli_call_template import CliCallTemplate, CommandStep
    from utcp_text.text_call_template import TextCallTemplate
    from utcp_mcp.mcp_call_template import McpCallTemplate
    from utcp_websocket.websocket_call_template import WebSocketCallTemplate
    from utcp_gql.gql_call_template import GraphQLProvider
    from utcp_socket.tcp_call_template import TCPProvider
    from utcp_socket.udp_call_template import UDPProvider

    checks = {}
    manual = UtcpManual(tools=[])
    checks["manual"] = (manual.manual_version == "1.0.0" and manual.utcp_version == core_version()
                        and defaults(UtcpManual)["tools"] == MISSING)
    observe("manual defaults", {"manual_version": manual.manual_version, "utcp_version": manual.utcp_version,
                                "core version": core_version(), "tools": defaults(UtcpManual)["tools"]})

    tool = Tool(name="t", tool_call_template={"call_template_type": "http", "url": "https://a.example/x"})
    tool_dump = {"description": tool.description, "inputs": tool.inputs.model_dump(exclude_none=True),
                 "outputs": tool.outputs.model_dump(exclude_none=True), "tags": tool.tags,
                 "average_response_size": tool.average_response_size}
    observe("tool defaults", tool_dump)
    checks["tool"] = tool_dump == {"description": "", "inputs": {}, "outputs": {}, "tags": [],
                                   "average_response_size": None}
    schema = JsonSchema.model_validate({"type": "object", "minItems": 2, "x-custom": True})
    kept = schema.model_dump(by_alias=True, exclude_none=True)
    named = sorted(f.alias or n for n, f in JsonSchema.model_fields.items())
    observe("JsonSchema named keywords", named)
    observe("JsonSchema keeps unnamed keywords", {k: kept.get(k) for k in ("minItems", "x-custom")})
    checks["schema"] = kept.get("minItems") == 2 and kept.get("x-custom") is True and {
        "$schema", "$id", "title", "description", "type", "properties", "items", "required", "enum", "const",
        "default", "format", "pattern", "minimum", "maximum", "minLength", "maxLength", "additionalProperties"} == set(named)

    ser = CallTemplateSerializer()
    base = ser.validate_dict({"call_template_type": "http", "url": "https://a.example/x"})
    observe("call template name and auth by default", {"name length": len(base.name),
                                                        "hex": all(c in "0123456789abcdef" for c in base.name),
                                                        "auth": base.auth})
    other = ser.validate_dict({"call_template_type": "http", "url": "https://a.example/x"})
    checks["call template"] = (len(base.name) == 32 and base.auth is None and base.name != other.name)

    api_key = {"auth_type": "api_key", "api_key": "k"}
    oauth2 = {"auth_type": "oauth2", "token_url": "https://a.example/t", "client_id": "i", "client_secret": "s"}
    typed = {
        "http": {"call_template_type": "http", "url": "https://a.example/x"},
        "sse": {"call_template_type": "sse", "url": "https://a.example/x"},
        "streamable_http": {"call_template_type": "streamable_http", "url": "https://a.example/x"},
        "websocket": {"call_template_type": "websocket", "url": "wss://a.example/x"},
        "mcp": {"call_template_type": "mcp", "config": {"mcpServers": {}}},
        "cli": {"call_template_type": "cli", "commands": [{"command": "true"}]},
        "text": {"call_template_type": "text", "file_path": "m.json"},
    }
    auth_accepted = {kind: {"api_key": accepts(ser, {**data, "auth": api_key}),
                            "oauth2": accepts(ser, {**data, "auth": oauth2})} for kind, data in typed.items()}
    for kind, model, data in (("graphql", GraphQLProvider, {"url": "https://a.example/g"}),
                              ("tcp", TCPProvider, {"host": "h", "port": 1}),
                              ("udp", UDPProvider, {"host": "h", "port": 1})):
        auth_accepted[kind] = {}
        for label, auth in (("api_key", ApiKeyAuth(api_key="k")), ("oauth2", OAuth2Auth(**{k: v for k, v in oauth2.items() if k != "auth_type"}))):
            try:
                model(**data, auth=auth)
                auth_accepted[kind][label] = True
            except Exception:
                auth_accepted[kind][label] = False
    observe("auth accepted per type", auth_accepted)
    any_auth = ("http", "sse", "streamable_http", "websocket", "graphql")
    no_auth = ("cli", "text", "tcp", "udp")
    checks["auth per type"] = (all(auth_accepted[k] == {"api_key": True, "oauth2": True} for k in any_auth)
                               and auth_accepted["mcp"] == {"api_key": False, "oauth2": True}
                               and all(auth_accepted[k] == {"api_key": False, "oauth2": False} for k in no_auth))

    tables = {
        "http": (HttpCallTemplate, {"url": MISSING, "http_method": "GET", "content_type": "application/json",
                                    "headers": None, "body_field": "body", "header_fields": None, "auth_tools": None}),
        "sse": (SseCallTemplate, {"url": MISSING, "event_type": None, "reconnect": True, "retry_timeout": 30000,
                                  "headers": None, "body_field": None, "header_fields": None}),
        "streamable_http": (StreamableHttpCallTemplate, {
            "url": MISSING, "http_method": "GET", "content_type": "application/octet-stream", "chunk_size": 4096,
            "timeout": 60000, "headers": None, "body_field": None, "header_fields": None}),
        "cli": (CliCallTemplate, {"commands": MISSING, "env_vars": None, "working_dir": None}),
        "cli step": (CommandStep, {"command": MISSING, "append_to_final_output": None}),
        "text": (TextCallTemplate, {"file_path": MISSING, "auth_tools": None}),
        "mcp": (McpCallTemplate, {"config": MISSING, "register_resources_as_tools": False, "auth": None}),
        "websocket": (WebSocketCallTemplate, {"url": MISSING, "message": None, "protocol": None, "keep_alive": True,
                                              "response_format": None, "timeout": 30, "headers": None,
                                              "header_fields": None}),
        "graphql": (GraphQLProvider, {"url": MISSING, "operation_type": "query", "operation_name": None,
                                      "headers": None, "header_fields": None}),
        "api_key": (ApiKeyAuth, {"api_key": MISSING, "var_name": "X-Api-Key", "location": "header"}),
        "basic": (BasicAuth, {"username": MISSING, "password": MISSING}),
        "oauth2": (OAuth2Auth, {"token_url": MISSING, "client_id": MISSING, "client_secret": MISSING,
                                "scope": None}),
    }
    for kind, (model, expected) in tables.items():
        actual = defaults(model)
        seen = {name: actual.get(name, "<no such field>") for name in expected}
        observe(f"{kind} fields", seen)
        checks[kind] = seen == expected
    from typing import get_args
    methods = {
        "http": sorted(get_args(HttpCallTemplate.model_fields["http_method"].annotation)),
        "streamable_http": sorted(get_args(StreamableHttpCallTemplate.model_fields["http_method"].annotation)),
        "websocket response_format": sorted(a for a in get_args(get_args(
            WebSocketCallTemplate.model_fields["response_format"].annotation)[0]) if a),
        "graphql operation_type": sorted(get_args(GraphQLProvider.model_fields["operation_type"].annotation)),
        "api_key location": sorted(get_args(ApiKeyAuth.model_fields["location"].annotation)),
    }
    observe("allowed values", methods)
    checks["allowed values"] = methods == {
        "http": ["DELETE", "GET", "PATCH", "POST", "PUT"], "streamable_http": ["GET", "POST"],
        "websocket response_format": ["json", "raw", "text"],
        "graphql operation_type": ["mutation", "query", "subscription"],
        "api_key location": ["cookie", "header", "query"]}
    sockets = {"tcp": sorted(TCPProvider.model_fields), "udp": sorted(UDPProvider.model_fields)}
    observe("tcp and udp fields", sockets)
    checks["tcp/udp"] = all({"host", "port", "request_data_format"} <= set(v) for v in sockets.values())

    import inspect

    from utcp.data.variable_loader_implementations.dot_env_variable_loader import DotEnvVariableLoader
    from utcp.implementations.post_processors.limit_strings_post_processor import LimitStringsPostProcessor
    from utcp.implementations.tag_search import TagAndDescriptionWordMatchStrategy

    others = {"dotenv": defaults(DotEnvVariableLoader).get("env_file_path"),
              "tag_weight": defaults(TagAndDescriptionWordMatchStrategy).get("tag_weight"),
              "description_weight": defaults(TagAndDescriptionWordMatchStrategy).get("description_weight"),
              "limit_strings limit": defaults(LimitStringsPostProcessor).get("limit"),
              "search_tools limit": inspect.signature(UtcpClient.search_tools).parameters["limit"].default}
    observe("dotenv, search and limit_strings defaults", others)
    checks["loader, search, post-processor"] = others == {
        "dotenv": MISSING, "tag_weight": 3.0, "description_weight": 1.0, "limit_strings limit": 10000,
        "search_tools limit": 10}

    config = UtcpClientConfig()
    config_seen = {"variables": config.variables, "load_variables_from": config.load_variables_from,
                   "tool_repository": config.tool_repository.tool_repository_type,
                   "tool_search_strategy": config.tool_search_strategy.tool_search_strategy_type,
                   "post_processing": config.post_processing, "manual_call_templates": config.manual_call_templates}
    observe("client config defaults", config_seen)
    checks["client config"] = config_seen == {
        "variables": {}, "load_variables_from": None, "tool_repository": "in_memory",
        "tool_search_strategy": "tag_and_description_word_match", "post_processing": [], "manual_call_templates": []}

    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "manual.json"
        path.write_text(json.dumps({"utcp_version": "99.0", "manual_version": "1.0.0", "tools": [{
            "name": "ping", "tool_call_template": {"call_template_type": "http", "url": "https://a.example/p"}}]}))
        client = await UtcpClient.create(root_dir=folder)
        result = await client.register_manual(
            ser.validate_dict({"name": "future", "call_template_type": "text", "file_path": str(path)}))
    observe("manual claiming utcp_version 99.0: success, version kept, tools",
            [result.success, result.manual.utcp_version, [t.name for t in result.manual.tools]])
    checks["no version check"] = result.success and result.manual.utcp_version == "99.0"

    observe("checks", checks)
    return all(checks.values())


run(main)
