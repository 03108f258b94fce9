"""Claim: the file-reading protocol (1.0 `text`, Next `file`) resolves a relative path against the
client's root_dir and takes absolute paths and `..` segments as given: there is no sandbox.
versions: 1.0, next
"""
import json
import tempfile
from pathlib import Path

from utcp_probe import core_version, load_plugins, observe, run


async def main() -> bool:
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.utcp_client import UtcpClient

    kind = "text" if core_version().startswith("1.0") else "file"
    outer = Path(tempfile.mkdtemp())
    root = outer / "app"
    root.mkdir()
    (outer / "outside.txt").write_text("outside the root")
    absolute = Path(tempfile.mkdtemp()) / "elsewhere.txt"
    absolute.write_text("absolute path")
    (root / "inside.txt").write_text("inside the root")
    tools = [{"name": name, "description": "", "inputs": {}, "outputs": {},
              "tool_call_template": {"call_template_type": kind, "file_path": path}}
             for name, path in (("inside", "inside.txt"), ("parent", "../outside.txt"), ("absolute", str(absolute)))]
    (root / "manual.json").write_text(json.dumps({"utcp_version": "1.0.1", "manual_version": "1", "tools": tools}))
    client = await UtcpClient.create(root_dir=str(root))
    await client.register_manual(CallTemplateSerializer().validate_dict(
        {"name": "docs", "call_template_type": kind, "file_path": "manual.json"}))
    seen = {name: await client.call_tool(f"docs.{name}", {}) for name in ("inside", "parent", "absolute")}
    observe("read through the tools", seen)
    return seen == {"inside": "inside the root", "parent": "outside the root", "absolute": "absolute path"}


run(main)
