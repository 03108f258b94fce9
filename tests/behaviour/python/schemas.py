"""Cases of the JSON Schema pages: what the site's published schemas (static/schema/<line>) accept,
checked with the jsonschema library, beside what python-utcp's serializers accept for the same
document. The documents are shared with tests/behaviour/ts/schemas.ts through schemas-documents.json."""
# behaviour-inputs: tests/behaviour/schemas-documents.json static/schema/1.0 static/schema/next
import json
import typing
from pathlib import Path

from _behaviour import LINE, case, cases_of, load_plugins

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[2]
SCHEMA_LINE = "1.0" if LINE == "1.0" else "next"
SCHEMA_DIR = ROOT / "static" / "schema" / SCHEMA_LINE
BASE_URL = f"https://utcp.io/schema/{SCHEMA_LINE}/"
DOCUMENTS = json.loads((HERE.parent / "schemas-documents.json").read_text())
FILES = {"manual": "manual.json", "tool": "tool.json", "call template": "call-template.json",
         "auth": "auth.json", "client config": "client-config.json"}


def schema_validator(kind: str, retrieved: list = None):
    """A draft 2020-12 validator for `kind` whose references are fetched by URL from the line's files."""
    from jsonschema import Draft202012Validator
    from referencing import Registry, Resource

    def retrieve(uri: str):
        name = uri[len(BASE_URL):] if uri.startswith(BASE_URL) else uri
        if retrieved is not None:
            retrieved.append(name)
        return Resource.from_contents(json.loads((SCHEMA_DIR / name).read_text()))

    schema = json.loads((SCHEMA_DIR / FILES[kind]).read_text())
    return Draft202012Validator(schema, registry=Registry(retrieve=retrieve))


def python_verdict(kind: str, value) -> str:
    load_plugins()
    from utcp.data.auth import AuthSerializer
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.data.tool import ToolSerializer
    from utcp.data.utcp_client_config import UtcpClientConfigSerializer
    from utcp.data.utcp_manual import UtcpManualSerializer

    serializer = {"manual": UtcpManualSerializer, "tool": ToolSerializer, "call template": CallTemplateSerializer,
                  "auth": AuthSerializer, "client config": UtcpClientConfigSerializer}[kind]()
    try:
        serializer.validate_dict(json.loads(json.dumps(value)))
        return "accepted"
    except Exception:  # any refusal counts; the type is not part of the verdict
        return "refused"


def verdicts(name: str) -> dict:
    """The schema's and python-utcp's verdict on one shared document."""
    document = DOCUMENTS[name]
    value = document.get(SCHEMA_LINE, document.get("value"))
    if value is None:
        return {"not in this line": True}
    kind = document["kind"]
    return {"schema": "valid" if schema_validator(kind).is_valid(value) else "invalid",
            "implementation": python_verdict(kind, value)}


cases_of("schemas.verdicts.broken", {name: (lambda n=name: verdicts(n)) for name in [
    "wrong-type", "missing-required", "unknown-type", "provider-type", "bad-http-method", "bad-auth"]})
cases_of("schemas.verdicts.differences", {name: (lambda n=name: verdicts(n)) for name in [
    "unknown-key-tool", "unknown-key-basic-auth", "auth-null", "cli-template", "websocket-template",
    "mcp-template", "file-template", "text-file-path", "text-content", "fractional-average-response-size",
    "dotenv-loader", "allowed-protocols", "unknown-top-level-key", "dollar-schema-key"]})
cases_of("schemas.rules.websocket-url", {name: (lambda n=name: verdicts(n)) for name in [
    "ws-localhost", "ws-127", "ws-ipv6-loopback", "ws-localhost-prefix", "ws-remote", "wss-remote"]})
cases_of("schemas.rules.cli-commands", {name: (lambda n=name: verdicts(n)) for name in [
    "no-commands", "one-command"]})


@case("schemas.files.layout", "ids-and-drafts")
def ids_and_drafts():
    """Per file: its $schema, and whether its $id is the URL it is served from."""
    out = {}
    for path in sorted(SCHEMA_DIR.glob("*.json")):
        schema = json.loads(path.read_text())
        out[path.name] = {"$schema": schema.get("$schema"), "$id is its URL": schema.get("$id") == BASE_URL + path.name}
    return out


@case("schemas.files.layout", "manual-by-url")
def manual_by_url():
    """Validates a manual holding an http tool with api_key auth, given manual.json only: the files fetched."""
    retrieved = []
    validator = schema_validator("manual", retrieved)
    valid = validator.is_valid(DOCUMENTS["valid-manual"]["value"])
    return {"valid": valid, "fetched": sorted(set(retrieved))}


@case("schemas.files.branch-errors", "sse-wrong-field")
def branch_errors():
    """The errors for an sse template whose url is a number: the instance paths and keywords reported."""
    validator = schema_validator("call template")
    errors = sorted({("/" + "/".join(str(p) for p in error.absolute_path), error.validator)
                     for error in validator.iter_errors(DOCUMENTS["sse-wrong-field"]["value"])})
    return [f"{where} {keyword}" for where, keyword in errors]


def literal_values(annotation):
    """The values of a Literal annotation (inside Optional too), or None."""
    origin = typing.get_origin(annotation)
    if origin is typing.Literal:
        return sorted(str(v) for v in typing.get_args(annotation))
    for arg in typing.get_args(annotation) or ():
        found = literal_values(arg)
        if found is not None:
            return found
    return None


@case("schemas.models.call-templates", "fields-defaults-literals")
def models_against_schema():
    """For each call template type python-utcp registers: the field names, defaults and Literal values of
    its model against the schema's branch; lists every difference (an empty list when they agree)."""
    load_plugins()
    from pydantic_core import PydanticUndefined
    from utcp.data.call_template import CallTemplateSerializer

    schema = json.loads((SCHEMA_DIR / "call-template.json").read_text())
    branches = {}
    for rule in schema.get("allOf", []):
        const = rule.get("if", {}).get("properties", {}).get("call_template_type", {}).get("const")
        target = rule.get("then", {}).get("$ref", "")
        if const and target.startswith("#/$defs/"):
            branches[const] = schema["$defs"][target[len("#/$defs/"):]]
    differences = []
    serializers = CallTemplateSerializer.call_template_serializers
    for type_name in sorted(set(serializers) | set(branches)):
        if type_name not in branches or type_name not in serializers:
            differences.append(f"{type_name}: only in {'python-utcp' if type_name in serializers else 'the schema'}")
            continue
        branch = branches[type_name]
        model = type(serializers[type_name].validate_dict({"call_template_type": type_name, **MINIMAL.get(type_name, {})}))
        fields = model.model_fields
        properties = branch.get("properties", {})
        for name in sorted(set(fields) ^ set(properties)):
            differences.append(f"{type_name}.{name}: only in {'the model' if name in fields else 'the schema'}")
        for name in sorted(set(fields) & set(properties)):
            field, prop = fields[name], properties[name]
            if field.default is not PydanticUndefined and field.default_factory is None:
                default = field.default
                if hasattr(default, "model_dump"):
                    default = default.model_dump()
                if "default" in prop and json.loads(json.dumps(default, default=str)) != prop["default"]:
                    differences.append(f"{type_name}.{name}: default {default!r} in the model, {prop['default']!r} in the schema")
            required_in_model = field.is_required()
            if required_in_model != (name in branch.get("required", [])):
                differences.append(f"{type_name}.{name}: required {required_in_model} in the model")
            values = literal_values(field.annotation)
            enum = prop.get("enum") or ([prop["const"]] if "const" in prop else None)
            schema_values = sorted(str(v) for v in enum if v is not None) if enum is not None else None
            if values is not None and schema_values is not None and schema_values != values:
                differences.append(f"{type_name}.{name}: Literal {values} in the model, {schema_values} in the schema")
    return differences


# The fields each type needs to build a model instance (to find the model class).
MINIMAL = {
    "http": {"url": "https://x.example"}, "sse": {"url": "https://x.example"},
    "streamable_http": {"url": "https://x.example"}, "cli": {"commands": [{"command": "echo"}]},
    "text": {"file_path": "m.json"} if LINE == "1.0" else {"content": "{}"},
    "file": {"file_path": "m.json"}, "mcp": {"config": {"mcpServers": {}}},
    "websocket": {"url": "wss://x.example"}, "tcp": {"host": "x.example", "port": 1},
    "udp": {"host": "x.example", "port": 1},
}


@case("schemas.files.annotations", "descriptions-and-defaults")
def annotations():
    """Across the line's schema files: how many properties there are, which lack a description, and how
    many carry a default (what an editor shows on hover)."""
    counts = {"properties": 0, "with default": 0, "without description": []}

    def walk(node, where):
        if isinstance(node, dict):
            for name, prop in (node.get("properties") or {}).items():
                if isinstance(prop, dict):
                    counts["properties"] += 1
                    counts["with default"] += "default" in prop
                    if "description" not in prop:
                        counts["without description"].append(f"{where}/{name}")
            for key, child in node.items():
                # an `if` names the discriminator only to pick a branch, and `examples` hold sample data: no fields
                if key not in ("if", "examples"):
                    walk(child, f"{where}/{key}" if key != "properties" else where)
        elif isinstance(node, list):
            for child in node:
                walk(child, where)

    for path in sorted(SCHEMA_DIR.glob("*.json")):
        walk(json.loads(path.read_text()), path.name)
    return counts
