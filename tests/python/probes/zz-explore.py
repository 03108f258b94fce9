import asyncio
from aiohttp import web
from utcp_probe import http_server, load_plugins, observe
load_plugins()
from utcp.utcp_client import UtcpClient
from utcp.data.call_template import CallTemplateSerializer
DATA = {"id": 1, "secret": "s", "meta": {"secret": "x", "keep": 2}, "items": [{"secret": 1}, {"name": "a", "secret": 2}, "plain", 5], "name": "top"}
async def main():
    async def utcp(req):
        base = str(req.url.origin())
        return web.json_response({"utcp_version":"1.0.1","manual_version":"1","tools":[{"name":"t","description":"d","inputs":{},"outputs":{},
          "tool_call_template":{"name":"tmplname","call_template_type":"http","url":base+"/data","http_method":"GET"}}]})
    async def data(req): return web.json_response(DATA)
    async with http_server({("GET","/utcp"):utcp,("GET","/data"):data}) as base:
        for label, pp in (("exclude secret", {"tool_post_processor_type":"filter_dict","exclude_keys":["secret"]}),
                          ("only name", {"tool_post_processor_type":"filter_dict","only_include_keys":["name"]}),
                          ("exclude_tools full name", {"tool_post_processor_type":"filter_dict","exclude_keys":["secret"],"exclude_tools":["m.t"]}),
                          ("exclude_tools short name", {"tool_post_processor_type":"filter_dict","exclude_keys":["secret"],"exclude_tools":["t"]}),
                          ("only_include_manuals m", {"tool_post_processor_type":"filter_dict","exclude_keys":["secret"],"only_include_manuals":["m"]}),
                          ("only_include_manuals tmplname", {"tool_post_processor_type":"filter_dict","exclude_keys":["secret"],"only_include_manuals":["tmplname"]}),
                          ("limit 3", {"tool_post_processor_type":"limit_strings","limit":3}),
                          ):
            c = await UtcpClient.create(config={"post_processing":[pp], "manual_call_templates":[{"name":"m","call_template_type":"http","url":base+"/utcp","http_method":"GET"}]})
            observe(label, await c.call_tool("m.t", {}))
asyncio.run(main())
