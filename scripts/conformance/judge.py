"""Conformance judge for python-utcp: reads a JSON file of {"id", "kind",
"document"} items (third argument) and prints one {"id", "valid", "message"}
line per document after a first {"info"} line.

The first argument is the line: "1.0" and "next" use the serializers of the
1.x packages (after registering every plugin the tree has), "0.1" uses the
pydantic models as the 0.1 client does.
"""
import importlib
import json
import sys
import traceback

LINE = sys.argv[1]
# The plugins' entry points ("utcp_http:register"), as the packages of the tree declare them.
ENTRY_POINTS = json.loads(sys.argv[2])


def last_line(error: BaseException) -> str:
    """The error in one line; for a serializer error that embeds a traceback, the error at its end."""
    text = "".join(traceback.format_exception_only(type(error), error)).strip()
    if "Traceback (most recent call last)" in text:
        text = text.rsplit("Traceback (most recent call last):", 1)[1]
        lines = [line for line in text.splitlines() if line.strip() and not line.startswith(" ")]
        text = "\n".join(lines[-6:])
    return " | ".join(line.strip() for line in text.splitlines() if line.strip())[:600]


def judges_1x():
    from utcp.plugins.plugin_loader import ensure_plugins_initialized

    ensure_plugins_initialized()
    loaded, failed = [], {}
    for entry in ENTRY_POINTS:
        name, function = entry.split(":")
        try:
            getattr(importlib.import_module(name), function)()
        except Exception as error:  # a plugin that cannot load is reported, not fatal
            failed[entry] = last_line(error)
            continue
        loaded.append(entry)
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.data.utcp_client_config import UtcpClientConfigSerializer
    from utcp.data.utcp_manual import UtcpManualSerializer

    def check(serializer):
        return lambda document: serializer().validate_dict(document)

    return {
        "manual": check(UtcpManualSerializer),
        "callTemplate": check(CallTemplateSerializer),
        "clientConfig": check(UtcpClientConfigSerializer),
    }, {"plugins": loaded, "failed": failed}


def judges_01():
    from pydantic import TypeAdapter
    from utcp.client.utcp_client_config import UtcpClientConfig
    from utcp.shared import provider as providers
    from utcp.shared.utcp_manual import UtcpManual

    union = TypeAdapter(providers.ProviderUnion)
    # The classes the 0.1 client picks by provider_type when it reads a providers file.
    by_type = {
        "http": providers.HttpProvider,
        "cli": providers.CliProvider,
        "sse": providers.SSEProvider,
        "http_stream": providers.StreamableHttpProvider,
        "websocket": providers.WebSocketProvider,
        "grpc": providers.GRPCProvider,
        "graphql": providers.GraphQLProvider,
        "tcp": providers.TCPProvider,
        "udp": providers.UDPProvider,
        "webrtc": providers.WebRTCProvider,
        "mcp": providers.MCPProvider,
        "text": providers.TextProvider,
    }

    def providers_file(document):
        if not isinstance(document, list):
            raise ValueError("a providers file is a JSON array")
        skipped = []
        for i, entry in enumerate(document):
            kind = entry.get("provider_type") if isinstance(entry, dict) else None
            cls = by_type.get(kind)
            if cls is None:
                skipped.append(f"[{i}] skipped: provider_type {kind!r} unknown")
                continue
            try:
                cls.model_validate(entry)
            except Exception as error:
                skipped.append(f"[{i}] skipped: {last_line(error)}")
        if skipped:
            raise ValueError("; ".join(skipped))

    return {
        "manual": UtcpManual.model_validate,
        "callTemplate": union.validate_python,
        "clientConfig": UtcpClientConfig.model_validate,
        "providersFile": providers_file,
    }, {"plugins": [], "failed": {}}


def main():
    judges, info = judges_01() if LINE == "0.1" else judges_1x()
    print(json.dumps({"info": info}))
    with open(sys.argv[3], encoding="utf-8") as handle:
        items = json.load(handle)
    for item in items:
        judge = judges.get(item["kind"])
        if judge is None:
            print(json.dumps({"id": item["id"], "valid": None, "message": f"no {item['kind']} here"}))
            continue
        try:
            judge(item["document"])
            print(json.dumps({"id": item["id"], "valid": True, "message": ""}))
        except Exception as error:
            print(json.dumps({"id": item["id"], "valid": False, "message": last_line(error)}))


main()
