"""Scenarios of the example programs of the generated API reference (see scenarios.py for the keys).

Keys are "api/<page>.md#<n>": the n-th python example of that page (signature blocks, fenced
```python signature, are not counted). What a block prints is what its `# ...` comments say; a
block that only builds an object gets a `check` of what the page says about that object.
"""
import json

from api_sites import WEATHER_EXAMPLE
from sites import GITHUB, manual, tool

PLUGIN_LOADED = {"expect": ["True"]}  # the plugin pages: "True", the type is registered

# A third-party plugin the discovery page imports: a package of our own with those module names.
GRAPHQL_LITE_PACKAGE = {
    "utcp_graphql_lite/__init__.py": "",
    "utcp_graphql_lite/call_template.py": (
        "from typing import Literal\n"
        "from utcp.data.call_template import CallTemplate\n"
        "from utcp.interfaces.serializer import Serializer\n\n"
        "class GraphQLLiteCallTemplate(CallTemplate):\n"
        "    call_template_type: Literal['graphql_lite'] = 'graphql_lite'\n"
        "    url: str\n\n"
        "class GraphQLLiteCallTemplateSerializer(Serializer[GraphQLLiteCallTemplate]):\n"
        "    def to_dict(self, obj):\n        return obj.model_dump()\n"
        "    def validate_dict(self, obj):\n        return GraphQLLiteCallTemplate.model_validate(obj)\n"
    ),
    "utcp_graphql_lite/protocol.py": (
        "from utcp.interfaces.communication_protocol import CommunicationProtocol\n\n"
        "class GraphQLLiteProtocol(CommunicationProtocol):\n"
        "    async def register_manual(self, caller, manual_call_template):\n        raise NotImplementedError\n"
        "    async def deregister_manual(self, caller, manual_call_template):\n        return None\n"
        "    async def call_tool(self, caller, tool_name, tool_args, tool_call_template):\n"
        "        raise NotImplementedError\n"
        "    async def call_tool_streaming(self, caller, tool_name, tool_args, tool_call_template):\n"
        "        yield None\n"
    ),
}

GIT_LOG_MANUAL = """
import json
print(json.dumps({"utcp_version": "1.0.1", "manual_version": "1.0.0", "tools": [{
    "name": "recent_commits",
    "description": "The newest commits of a repository, one per line",
    "inputs": {"type": "object", "properties": {"repo_path": {"type": "string"}, "count": {"type": "integer"}}},
    "tool_call_template": {"call_template_type": "cli", "commands": [
        {"command": "git -C UTCP_ARG_repo_path_UTCP_END log --format=%s -n UTCP_ARG_count_UTCP_END"}]},
}]}))
"""

GIT_REPOSITORY = """
mkdir -p app && cd app && git init -q
for change in 1 2 3 4 5 6; do
  echo "$change" > CHANGES && git add -A && git -c user.name=runner -c user.email=runner@localhost commit -qm "change $change"
done
"""

MCP_FILES = """
import mcp_use
from mcp.types import Tool as McpTool
mcp_use.serve("files", mcp_use.ServerScript(
    tools=[McpTool(name="read_file", description="Read a file and return its text",
                   inputSchema={"type": "object", "properties": {"path": {"type": "string"}}, "required": ["path"]})],
    results={"read_file": lambda arguments: mcp_use.text_result(f"# Projects\\nNotes kept in {arguments['path']}")},
))
"""
# Next (utcp-mcp 1.1): a tool needs an output schema to register, and only structuredContent comes back.
MCP_FILES_NEXT = """
import mcp_use
from mcp.types import CallToolResult, Tool as McpTool
mcp_use.serve("files", mcp_use.ServerScript(
    tools=[McpTool(name="read_file", description="Read a file and return its text",
                   inputSchema={"type": "object", "properties": {"path": {"type": "string"}}, "required": ["path"]},
                   outputSchema={"type": "object", "properties": {"result": {"type": "string"}}})],
    results={"read_file": lambda arguments: CallToolResult(
        content=[], structuredContent={"result": f"# Projects\\nNotes kept in {arguments['path']}"})},
))
"""

WEATHER_CONFIG = {"manual_call_templates": [{"name": "weather", "call_template_type": "http",
                                             "url": "https://weather.example.com/utcp", "http_method": "GET"}]}

WEATHER_SERVED = {"https://weather.example.com/utcp": WEATHER_EXAMPLE}

API_SCENARIOS = {
    "api/core/data/auth.md#1": {
        "expect": ["{'auth_type': 'basic', 'username': '${JIRA_USER}', 'password': '${JIRA_API_TOKEN}'}"],
    },
    "api/core/data/auth_implementations/api_key_auth.md#1": {
        # the comment: the key goes into the query string, read from the namespaced variable
        "env": {"news__api_NEWS_API_KEY": "news-key"},
        "check": (
            "import asyncio\n"
            "from utcp.data.tool import Tool\n"
            "from utcp.utcp_client import UtcpClient\n"
            "from utcp.implementations.default_variable_substitutor import DefaultVariableSubstitutor\n"
            "assert DefaultVariableSubstitutor().find_required_variables(template.model_dump(), 'news_api') == "
            "['news__api_NEWS_API_KEY']\n"
            "async def _call():\n"
            "    client = await UtcpClient.create()\n"
            "    await client.config.tool_repository.save_manual(template, __import__('utcp').data.utcp_manual"
            ".UtcpManual(tools=[Tool(name='news_api.top', tool_call_template=template)]))\n"
            "    return await client.call_tool('news_api.top', {})\n"
            "assert asyncio.run(_call()) == {'articles': 2}\n"
            "sent = [r for r in LOOPBACK.requests if r[1] == 'newsapi.org']\n"
            "assert sent and sent[-1][2] == '/v2/top-headlines', sent\n"
        ),
    },
    "api/core/data/auth_implementations/basic_auth.md#1": {
        "expect": ["{'auth_type': 'basic', 'username': '${JIRA_EMAIL}', 'password': '${JIRA_API_TOKEN}'}"],
    },
    "api/core/data/auth_implementations/oauth2_auth.md#1": {"expect": ["None"]},
    "api/core/data/call_template.md#1": {"expect": ["HttpCallTemplate\nGET"]},
    "api/core/data/register_manual_response.md#1": {
        "expect": ["petstore: 2 tools", "inventory failed: "],
    },
    "api/core/data/tool.md#1": {"expect": ["['lat', 'lon']"]},
    "api/core/data/utcp_client_config.md#1": {
        "files": {".env": "weather_UNUSED=1\n"},
        "serve": WEATHER_SERVED,
        "expect": ["['weather.get_forecast']"],
    },
    "api/core/data/utcp_manual.md#1": {
        "check": (
            "served = manual()\n"
            "assert served['manual_version'] == '1.2.0', served\n"
            "assert [t['name'] for t in served['tools']] == ['stock_level'], served\n"
            "assert served['tools'][0]['tool_call_template']['url'] == 'https://inventory.example.com/stock/{sku}'\n"
            "assert stock_level('A-1') == 42\n"
        ),
    },
    "api/core/data/variable_loader.md#1": {
        "files": {"secrets.json": {"warehouse_API_KEY": "wh-key"}},
        "check": (
            "from utcp.data.utcp_client_config import UtcpClientConfigSerializer\n"
            "config = UtcpClientConfigSerializer().validate_dict({'load_variables_from': "
            "[{'variable_loader_type': 'json_file', 'path': 'secrets.json'}]})\n"
            "assert config.load_variables_from[0].get('warehouse_API_KEY') == 'wh-key'\n"
        ),
    },
    "api/core/data/variable_loader_implementations/dot_env_variable_loader.md#1": {
        "files": {"secrets.env": "weather_OPENWEATHER_KEY=ow-123\n"},
        "expect": ["ow-123\nNone"],
    },
    "api/core/exceptions/utcp_serializer_validation_error.md#1": {
        "files": {"manual.json": GITHUB},
        "expect": ["2 tools are valid"],
        # the comment: what the first line of the error says for a tool without a call template
        "check": (
            "from utcp.data.utcp_manual import UtcpManualSerializer\n"
            "broken = {**raw, 'tools': [{k: v for k, v in raw['tools'][0].items() if k != 'tool_call_template'}]}\n"
            "try:\n"
            "    UtcpManualSerializer().validate_dict(broken)\n"
            "    raise AssertionError('a tool without tool_call_template validated')\n"
            "except UtcpSerializerValidationError as error:\n"
            "    assert str(error).startswith('Invalid UtcpManual: '), str(error)[:300]\n"
            "    assert 'tool_call_template' in str(error), str(error)[:600]\n"
        ),
    },
    "api/core/exceptions/utcp_variable_not_found_exception.md#1": {
        "expect": ["Set github__api_TOKEN in the environment or in 'variables'."],
    },
    "api/core/implementations/default_variable_substitutor.md#1": {
        "expect": ["['github__api_TOKEN']\nBearer ghp_example123"],
    },
    "api/core/implementations/in_mem_tool_repository.md#1": {
        "expect": ["['weather.get_forecast']\nTrue\nNone"],
    },
    "api/core/implementations/post_processors/filter_dict_post_processor.md#1": {
        "expect": ["{'number': 7, 'title': 'Crash on start', 'user': {'login': 'ada'}}\n"
                   "[{'title': 'Crash on start', 'user': {'login': 'ada'}}, {'title': 'Typo', 'user': {'login': 'lin'}}]"],
    },
    "api/core/implementations/post_processors/limit_strings_post_processor.md#1": {
        "expect": ["{'url': 'https://exam', 'status': 200, 'body': '<html><head>'}"],
    },
    "api/core/implementations/tag_search.md#1": {"expect": ["['shop.refund_order']"]},
    "api/core/implementations/utcp_client_implementation.md#1": {"expect": ["Please set: crm_CRM_KEY"]},
    "api/core/interfaces/communication_protocol.md#1": {
        # the closing comment: after register(), a manual of type "local" works through the client
        "check": (
            "import asyncio\n"
            "from utcp.utcp_client import UtcpClient\n"
            "register()\n"
            "async def _call():\n"
            "    client = await UtcpClient.create(config={'manual_call_templates': "
            "[{'name': 'text', 'call_template_type': 'local'}]})\n"
            "    return await client.call_tool('text.word_count', {'text': 'one two three'})\n"
            "assert asyncio.run(_call()) == 3\n"
        ),
    },
    "api/core/interfaces/concurrent_tool_repository.md#1": {
        "files": {"utcp_config.json": WEATHER_CONFIG},
        "serve": WEATHER_SERVED,
        "expect": ["weather (http): 1 tools"],
    },
    "api/core/interfaces/serializer.md#1": {"expect": ["https://status.example.com/api/v2/summary.json"]},
    "api/core/interfaces/tool_post_processor.md#1": {
        "check": (
            "from utcp.data.utcp_client_config import UtcpClientConfigSerializer\n"
            "config = UtcpClientConfigSerializer().validate_dict("
            "{'post_processing': [{'tool_post_processor_type': 'mask_emails'}]})\n"
            "masked = config.post_processing[0].post_process(None, None, None, {'to': ['ada@example.org', 3]})\n"
            "assert masked == {'to': ['<email>', 3]}, masked\n"
        ),
    },
    "api/core/interfaces/tool_search_strategy.md#1": {
        "check": (
            "import asyncio\n"
            "from utcp.data.utcp_client_config import UtcpClientConfigSerializer\n"
            "from utcp.utcp_client import UtcpClient\n"
            "config = UtcpClientConfigSerializer().validate_dict("
            "{'tool_search_strategy': {'tool_search_strategy_type': 'name_prefix'}, "
            "'manual_call_templates': [{'name': 'github', 'call_template_type': 'http', "
            "'url': 'https://tools.example.com/utcp', 'http_method': 'GET'}]})\n"
            "assert isinstance(config.tool_search_strategy, NamePrefixSearch)\n"
            "async def _search():\n"
            "    client = await UtcpClient.create(config=config)\n"
            "    return [t.name for t in await client.search_tools('create', limit=5)]\n"
            "assert asyncio.run(_search()) == ['github.create_issue']\n"
        ),
    },
    "api/core/interfaces/variable_substitutor.md#1": {
        "check": (
            "import asyncio, logging\n"
            "from utcp_http.http_call_template import HttpCallTemplate\n"
            "os.environ['crm_CRM_KEY'] = 'crm-key'\n"
            "seen = []\n"
            "log.addHandler(type('H', (logging.Handler,), {'emit': lambda self, r: seen.append(r.getMessage())})())\n"
            "log.setLevel(logging.INFO)\n"
            "template = HttpCallTemplate(name='crm', url='https://crm.example.com/utcp', "
            "headers={'X-Api-Key': '${CRM_KEY}'})\n"
            "assert client.variable_substitutor.substitute(template.model_dump(), client.config, 'crm')"
            "['headers']['X-Api-Key'] == 'crm-key'\n"
            "assert seen == ['resolving crm_CRM_KEY'], seen\n"
        ),
    },
    "api/core/plugins/discovery.md#1": {
        "files": GRAPHQL_LITE_PACKAGE,
        "check": (
            "register()\n"
            "from utcp.data.call_template import CallTemplateSerializer\n"
            "from utcp.interfaces.communication_protocol import CommunicationProtocol\n"
            "assert 'graphql_lite' in CallTemplateSerializer.call_template_serializers\n"
            "assert type(CommunicationProtocol.communication_protocols['graphql_lite']) is GraphQLLiteProtocol\n"
        ),
    },
    "api/core/plugins/discovery.md#2": {
        "check": (
            "from utcp.interfaces.communication_protocol import CommunicationProtocol\n"
            "assert type(CommunicationProtocol.communication_protocols['http']) is LoggingHttpProtocol\n"
            "assert not register_communication_protocol('http', HttpCommunicationProtocol())\n"
        ),
    },
    "api/core/plugins/plugin_loader.md#1": {
        "check": (
            "names = sorted(CommunicationProtocol.communication_protocols)\n"
            "assert {'cli', 'http', 'mcp', 'sse', 'streamable_http', 'text'} <= set(names), names\n"
        ),
    },
    "api/core/python_specific_tooling/async_rwlock.md#1": {"expect": ["['hello', None]"]},
    "api/core/python_specific_tooling/tool_decorator.md#1": {"expect": ["['sku']\nnumber\n['price']"]},
    "api/core/utcp_client.md#1": {
        "serve": WEATHER_SERVED,
        "expect": ["weather.get_forecast - Daily forecast for a city", "'city': 'Lisbon'", "'day': 3"],
    },
    "api/plugins/cli/cli_call_template.md#1": {"expect": ["None"]},
    "api/plugins/cli/cli_communication_protocol.md#1": {
        "replace": [("/opt/agent-tools/git_manual.py", "{tmp}/git_manual.py"), ("/srv/app", "{tmp}/app")],
        "files": {"git_manual.py": GIT_LOG_MANUAL},
        "setup": GIT_REPOSITORY,
        "expect": ["change 6\nchange 5\nchange 4\nchange 3\nchange 2"],
    },
    "api/plugins/cli/plugin.md#1": PLUGIN_LOADED,
    "api/plugins/file/plugin.md#1": PLUGIN_LOADED,
    "api/plugins/http/plugin.md#1": PLUGIN_LOADED,
    "api/plugins/mcp/plugin.md#1": PLUGIN_LOADED,
    "api/plugins/text/plugin.md#1": PLUGIN_LOADED,
    "api/plugins/websocket/plugin.md#1": PLUGIN_LOADED,
    "api/plugins/http/http_call_template.md#1": {"expect": ["True 2"]},
    "api/plugins/http/http_communication_protocol.md#1": {
        "expect": ["Rex\n2 pets"],
        # the comment: plain http yields the whole JSON list as one chunk
        "check": (
            "import asyncio\n"
            "async def _chunks():\n"
            "    client = await UtcpClient.create(config={'manual_call_templates': [{'name': 'petstore', "
            "'call_template_type': 'http', 'url': 'https://petstore.example.com/api/v3/openapi.json'}]})\n"
            "    return [c async for c in client.call_tool_streaming('petstore.findPetsByStatus', {'status': 'available'})]\n"
            "chunks = asyncio.run(_chunks())\n"
            "assert len(chunks) == 1 and [pet['name'] for pet in chunks[0]] == ['Rex', 'Bella'], chunks\n"
        ),
    },
    "api/plugins/http/openapi_converter.md#1": {
        "expect": ["get_invoice Billing_API https://billing.example.com/v2/invoices/{invoice_id}\n"
                   "${API_KEY_0} X-Billing-Key"],
    },
    "api/plugins/http/sse_call_template.md#1": {
        "check": (
            "dumped = template.model_dump()\n"
            "assert dumped['call_template_type'] == 'sse' and dumped['event_type'] == 'log', dumped\n"
            "assert dumped['auth']['location'] == 'header'\n"
        ),
    },
    "api/plugins/http/sse_communication_protocol.md#1": {
        "env": {"CI_TOKEN": "ci-token"},
        "expect": ["checkout done", "tests passed", "build 4711 deployed"],
    },
    "api/plugins/http/streamable_http_call_template.md#1": {
        "check": (
            "assert template.call_template_type == 'streamable_http'\n"
            "assert (template.chunk_size, template.timeout) == (65536, 120000)\n"
        ),
    },
    "api/plugins/http/streamable_http_communication_protocol.md#1": {
        "files": {"utcp_config.json": {"manual_call_templates": [{
            "name": "analytics", "call_template_type": "streamable_http",
            "url": "https://analytics.example.com/utcp", "http_method": "GET"}]}},
        "expect": ["signups: 42"],
    },
    "api/plugins/mcp/mcp_call_template.md#1": {
        "check": (
            "assert template.call_template_type == 'mcp'\n"
            "assert template.config.mcpServers['files']['command'] == 'npx'\n"
        ),
    },
    "api/plugins/mcp/mcp_communication_protocol.md#1": {
        "before": MCP_FILES,
        "expect": ["['workspace.files.read_file']", "# Projects\nNotes kept in /home/ada/projects/README.md"],
    },
    "1.1:api/plugins/mcp/mcp_communication_protocol.md#1": {
        "before": MCP_FILES_NEXT,
        "expect": ["['workspace.files.read_file']", "# Projects\nNotes kept in /home/ada/projects/README.md"],
    },
    "api/plugins/text/text_call_template.md#1": {"expect": ["text"]},
    "api/plugins/text/text_communication_protocol.md#1": {
        "replace": [("/srv/agent", "{tmp}/agent")],
        "files": {"agent/manuals/weather.json": WEATHER_EXAMPLE},
        "expect": ["['weather.get_forecast']"],
    },
    "1.1:api/plugins/text/text_communication_protocol.md#1": {"expect": ["['status.health']"]},
    "api/plugins/websocket/websocket_call_template.md#1": {"expect": ["True 30"]},
    "api/plugins/websocket/websocket_communication_protocol.md#1": {"expect": ["{'echo': {'say': 'hi'}}"]},
    "1.1:api/plugins/file/file_call_template.md#1": {"expect": ["file"]},
    "1.1:api/plugins/file/file_communication_protocol.md#1": {
        "replace": [("/srv/app", "{tmp}/app")],
        "files": {"app/manuals/tools.json": manual([tool("list_files", "List the files of a folder", {
            "call_template_type": "cli", "commands": [{"command": "ls UTCP_ARG_folder_UTCP_END"}]})])},
        "expect": ["True ['list_files']"],
    },
}
