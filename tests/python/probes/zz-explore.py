import asyncio, json, os, tempfile
from pathlib import Path
from utcp_probe import load_plugins, observe, core_version
load_plugins()
from utcp.utcp_client import UtcpClient
from utcp.data.call_template import CallTemplateSerializer
async def main():
    d = Path(tempfile.mkdtemp())
    (d/"doc.txt").write_text("version one")
    manual = {"utcp_version":"1.0.1","manual_version":"1","tools":[{"name":"policy","description":"d","inputs":{},"outputs":{},
        "tool_call_template":{"call_template_type":"text","file_path":"doc.txt"}}]}
    (d/"m.json").write_text(json.dumps(manual))
    (d/"y.json").write_text("utcp_version: 1.0.1\ntools: []\n")
    (d/"api.json").write_text(json.dumps({"openapi":"3.0.0","info":{"title":"t","version":"1"},"paths":{"/ping":{"get":{"operationId":"ping","responses":{"200":{"description":"ok"}}}}}}))
    (d/"api2.json").write_text(json.dumps({"openapi":"3.0.0","info":{"title":"t","version":"1"},"servers":[{"url":"https://a.example.com/v1"},{"url":"https://b.example.com"}],"paths":{"/ping":{"get":{"operationId":"ping","responses":{"200":{"description":"ok"}}}}}}))
    c = await UtcpClient.create(root_dir=str(d))
    t = lambda n,p: CallTemplateSerializer().validate_dict({"name":n,"call_template_type":"text","file_path":p})
    r = await c.register_manual(t("m","m.json")); observe("register", (r.success, [x.name for x in r.manual.tools]))
    observe("call 1", await c.call_tool("m.policy", {}))
    (d/"doc.txt").write_text("version two")
    observe("call after edit", await c.call_tool("m.policy", {}))
    r = await c.register_manual(t("y","y.json")); observe("yaml named .json", (r.success, str(r.errors)[:150]))
    r = await c.register_manual(t("o","api.json")); observe("openapi no servers", [(x.name, x.tool_call_template.url) for x in r.manual.tools])
    r = await c.register_manual(t("o2","api2.json")); observe("openapi servers", [(x.name, x.tool_call_template.url) for x in r.manual.tools])
    r = await c.register_manual(t("nf","missing.json")); observe("missing", (r.success, str(r.errors)[:200]))
    chunks = [x async for x in c.call_tool_streaming("m.policy", {})]; observe("stream", chunks)
asyncio.run(main())
