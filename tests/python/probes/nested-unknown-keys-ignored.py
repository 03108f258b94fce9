"""Claim: below the manual's top level, python-utcp drops keys it does not define without an error:
on a tool, on a call template and on an auth object (pydantic's default for extra keys).
versions: 1.0, next
"""
from utcp_probe import load_plugins, observe, verdict

load_plugins()
from utcp.data.utcp_manual import UtcpManualSerializer

manual = UtcpManualSerializer().validate_dict({
    "utcp_version": "1.0.1", "manual_version": "1.0.0",
    "tools": [{
        "name": "ping", "description": "Ping", "descripton": "misspelt", "inputs": {"type": "object"},
        "outputs": {"type": "object"},
        "tool_call_template": {
            "call_template_type": "http", "url": "https://api.example.com/ping", "http_method": "GET",
            "timeout": 30000,
            "auth": {"auth_type": "basic", "username": "u", "password": "p", "realm": "extra"},
        },
    }],
})
tool = manual.tools[0]
template = tool.tool_call_template
dumped = UtcpManualSerializer().to_dict(manual)
dumped_tool = dumped["tools"][0]
observe("tool kept 'descripton'", "descripton" in dumped_tool)
observe("call template kept 'timeout'", "timeout" in dumped_tool["tool_call_template"])
observe("basic auth kept 'realm'", "realm" in (dumped_tool["tool_call_template"].get("auth") or {}))
verdict("descripton" not in dumped_tool and "timeout" not in dumped_tool["tool_call_template"]
        and "realm" not in dumped_tool["tool_call_template"]["auth"])
