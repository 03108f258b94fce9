"""What each page block needs to run here, and what the page says it prints.

Keys are "<path inside the docs version>#<n>" (the n-th python block of that page, from 1);
"<line>:<key>" overrides the shared entry for one protocol line: the "line" a docs version pins in
src/config/version-pins.json, so that Next and the version cut from it (line 1.1) share their
entries. A scenario may give:

  files     {relative path: text or JSON value} written into the block's temporary folder
  env       environment variables (the tokens the example reads with os.environ)
  replace   [(old, new)] text replacements, only for absolute paths that must point into the
            temporary folder ("{tmp}"); the runner fails when `old` is not in the block; they
            apply to files taken from the page too (replace_in_files: to those only)
  preamble  code run first in the same namespace (a continuation block's `client`, ...), after
            the blocks named by `after`; `before` runs ahead of those
  serve     {url: JSON value} answered by the loopback server for this block only
  serve_page_json / files_from_page_json / serve_page_manual
            {url or relative path: n}: the n-th ```json block of the same page, served or saved
            (-n: saved inside a list); serve_page_manual wraps a 0.1 tool into a manual
  setup     a bash script run in the temporary folder first
  after     numbers of earlier blocks of the same page that run first, as the page reads
  expect    substrings the page says the block prints
  expect_page_text
            n: every line of the page's n-th ```text block is printed (dates aside)
  check     code run after the block, in its namespace, asserting what the page says it does
  raises    the exception class name the page says the block raises
"""
import json
import pathlib

from api_scenarios import API_SCENARIOS
from sites import GITHUB, TEAM_TOOLS_01, manual, tool, http, weather_manual

GITHUB_TEMPLATE = {"name": "github", "call_template_type": "http", "http_method": "GET",
                   "url": "https://tools.example.com/utcp"}
CLIENT_WITH_GITHUB = f"""
from utcp.utcp_client import UtcpClient
client = await UtcpClient.create(config={{"manual_call_templates": [{GITHUB_TEMPLATE!r}]}})
"""
STATUS_STREAM = {"name": "status", "call_template_type": "http", "url": "https://status.example.com/stream-utcp"}
# Next (1.1): a manual keeps only tools of its own type unless it allows others.
STATUS_STREAM_NEXT = {**STATUS_STREAM, "allowed_communication_protocols": ["sse"]}

WAREHOUSE = manual([tool("stock_level", "Stock of one SKU per warehouse", http(
    "https://warehouse.example.com/stock/{sku}",
    auth={"auth_type": "api_key", "api_key": "${WAREHOUSE_API_KEY}", "var_name": "X-Api-Key", "location": "header"}),
    {"sku": {"type": "string"}})])

ESCALATION_POLICY = (
    "# Escalation policy\n\nA ticket that waits more than four working hours for a first answer goes to the "
    "shift lead. Refunds above 500 EUR need a second approval from billing before anyone promises them.\n"
)

GIT_REPOSITORY = """
mkdir -p storefront && cd storefront && git init -q
for change in 1 2 3 4 5 6; do
  echo "$change" > CHANGES && git add -A && git -c user.name=runner -c user.email=runner@localhost commit -qm "change $change"
done
"""

SCENARIOS = {
    "security.md#1": {
        "replace": [("https://tools.example.com/utcp", "https://untrusted.example.com/utcp")],
        "expect": ["REJECT run_anything: call template type 'cli'",
                   "REJECT exfiltrate: URL 'https://collector.example.net/upload'"],
    },
    "for-tool-providers.md#1": {
        "files": {"github_manual.json": GITHUB},
        "check": "assert utcp_manual() == MANUAL and app.routes['GET /utcp'] is utcp_manual",
    },
    "for-tool-providers.md#2": {
        "check": (
            "import json\n"
            "written = json.load(open('inventory_manual.json'))\n"
            "assert [t['name'] for t in written['tools']] == ['get_item'], written\n"
            "assert 'null' not in json.dumps(written)\n"
        ),
    },
    "implementation.md#1": {
        "files": {"utcp_config.json": {"manual_call_templates": [GITHUB_TEMPLATE]}},
    },
    "implementation.md#2": {
        "preamble": "from utcp.utcp_client import UtcpClient\nclient = await UtcpClient.create()\n",
        "expect": ["['github.list_issues', 'github.create_issue']"],
        "check": "assert removed is True",
    },
    "implementation.md#3": {
        "preamble": CLIENT_WITH_GITHUB + f"await client.register_manual(__import__('utcp').data.call_template"
                                         f".CallTemplateSerializer().validate_dict({STATUS_STREAM!r}))\n",
        "expect": ["118 Search box loses focus", "'service': 'api'"],
        # the block's comment: plain http yields the whole response as one chunk
        "check": "import asyncio\n"
                 "async def _chunks():\n"
                 "    return [c async for c in client.call_tool_streaming('github.list_issues', {'owner': 'o', 'repo': 'r'})]\n"
                 "chunks = asyncio.run(_chunks())\n"
                 "assert len(chunks) == 1 and chunks[0][0]['number'] == 118, chunks",
    },
    "implementation.md#4": {
        "preamble": CLIENT_WITH_GITHUB,
        "check": (
            "assert tools and tools[0].name == 'github.create_issue', [t.name for t in tools]\n"
            "assert [t.name for t in writable] == ['github.create_issue']\n"
        ),
    },
    "implementation.md#5": {
        "preamble": CLIENT_WITH_GITHUB + (
            "user_request = 'list the open issues of a github repository'\n"
            "requested_name = 'github__list_issues'\n"
            "requested_arguments = {'owner': 'octo-org', 'repo': 'website'}\n"),
        "check": (
            "assert 'github__list_issues' in [f['function']['name'] for f in functions]\n"
            "assert result[0]['number'] == 118\n"
            "assert functions[0]['function']['parameters']['type'] == 'object'\n"
        ),
    },
    "implementation.md#6": {
        "check": "register()\nfrom utcp.data.call_template import CallTemplateSerializer\n"
                 "assert 'jsonrpc' in CallTemplateSerializer.call_template_serializers",
    },
    "implementation.md#7": {
        "after": [6],
        "preamble": "register()\n",
        "check": "assert invoice == {'invoice_id': 'INV-2025-0042', 'total': 120.0, 'currency': 'EUR'}, invoice",
    },
    "implementation.md#8": {
        "check": (
            "processor = client.config.post_processing[0]\n"
            "assert type(processor).__name__ == 'RedactEmailsPostProcessor'\n"
            "assert processor.post_process(None, None, None, {'a': ['mail x@y.org']}) == {'a': ['mail [email]']}\n"
        ),
    },
    "protocols/text.md#1": {
        "replace": [("/srv/order-agent", "{tmp}/order-agent")],
        "files_from_page_json": {"order-agent/manuals/warehouse.json": 1},
        "env": {"WAREHOUSE_API_KEY": "wh-key"},
        "expect": ["berlin 14", "hamburg 3"],
    },
    "protocols/http.md#1": {
        "serve_page_json": {"https://api.shop.example.com/utcp": 1},
        "env": {"SHOP_TOKEN": "shop-token"},
        "expect": ["shipped 59.97 EUR", "rf_000231"],
    },
    "protocols/cli.md#1": {
        "replace": [("/srv/repos/storefront", "{tmp}/storefront")],
        "files_from_page_json": {"storefront/.utcp/manual.json": 1},
        "files": {"storefront/src/checkout/cart.py": "import os\n\nTOTAL = 0\n"},
        "setup": GIT_REPOSITORY,
        "expect": ["change 6", "change 2", "src/checkout/cart.py F401 `os` imported but unused"],
    },
    "protocols/sse.md#1": {
        "serve_page_json": {"https://ci.example.com/utcp": 1},
        "env": {"CI_TOKEN": "ci-token"},
        "expect": ["checkout: ok", "test: ok", "deploy: ok",
                   "['Page 1', 'Page 2', 'Page 4', 'Page 5', 'Page 7', 'Page 8', 'Page 10', 'Page 11', 'Page 13', 'Page 14']"],
    },
    "protocols/streamable-http.md#1": {
        "serve_page_json": {"https://analytics.example.com/utcp": 1},
        "env": {"ANALYTICS_TOKEN": "analytics-token"},
        "expect": ["[('login', 4), ('role.change', 2)]"],
        "check": "from sites import PDF\nassert open('q3.pdf', 'rb').read() == PDF",
    },
    "protocols/websocket.md#1": {
        "serve_page_json": {"https://markets.example.com/utcp": 1},
        "env": {"MARKETS_TOKEN": "markets-token"},
        "expect": ["101.25 101.3", "{'progress': 0.4}", "{'sharpe': 1.42, 'max_drawdown': 0.08}"],
    },
    "index.md#1": {
        "files_from_page_json": {"weather_manual.json": 1},
        "expect": ["weather.get_forecast: ", "'temperature_2m': 24.3"],
    },
    "blog/2025-07-15-introducing-utcp.mdx#1": {
        "files_from_page_json": {"open_meteo_manual.json": 1},
        "expect": ["['open_meteo.current_weather']", "'temperature_2m': 24.3"],
    },
    "migration-v0.1-to-v1.0.md#1": {  # ```python legacy: runs against 0.1
        "files": {"providers.json": [{"name": "github", "provider_type": "http", "http_method": "GET",
                                      "url": "https://legacy.example.com/github-utcp"}]},
        "serve": {
            "https://legacy.example.com/github-utcp": {"version": "0.1.8", "tools": [{
                "name": "list_issues", "description": "List the issues of a GitHub repository",
                "inputs": {"type": "object", "properties": {"owner": {"type": "string"}, "repo": {"type": "string"}}},
                "outputs": {"type": "array"}, "tags": ["github"],
                "tool_provider": {"name": "github", "provider_type": "http", "http_method": "GET",
                                  "url": "https://api.github.com/repos/{owner}/{repo}/issues"}}]},
            "https://status.example.com/utcp": {"version": "0.1.8", "tools": [{
                "name": "current", "description": "Current status of the services", "inputs": {"type": "object"},
                "outputs": {"type": "object"}, "tags": [],
                "tool_provider": {"name": "status", "provider_type": "http", "http_method": "GET",
                                  "url": "https://status.example.com/api/current"}}]},
        },
        "check": "assert [t.name for t in tools] == ['status.current'], tools\nassert result[0]['number'] == 118, result",
    },
    "migration-v0.1-to-v1.0.md#2": {
        "files": {"utcp_config.json": {"manual_call_templates": [GITHUB_TEMPLATE]}},
        "check": "assert registration.success and [t.name for t in tools] == ['status.current']\n"
                 "assert result[0]['number'] == 118",
    },
}

SCENARIOS.update({
    "1.1:implementation.md#3": {
        **SCENARIOS["implementation.md#3"],
        "preamble": CLIENT_WITH_GITHUB + f"await client.register_manual(__import__('utcp').data.call_template"
                                         f".CallTemplateSerializer().validate_dict({STATUS_STREAM_NEXT!r}))\n",
    },
    "1.1:protocols/text.md#1": {
        "files_from_page_json": {"manuals/warehouse.json": 1},
        "env": {"WAREHOUSE_API_KEY": "wh-key"},
        "expect": ["berlin 14", "hamburg 3"],
    },
    "1.1:protocols/file.md#1": {
        "replace": [("/srv/support-agent", "{tmp}/support-agent")],
        "files_from_page_json": {"support-agent/manuals/tickets.json": 1},
        "files": {"support-agent/manuals/escalation-policy.md": ESCALATION_POLICY},
        "env": {"SUPPORT_TOKEN": "support-token"},
        "expect": ["T-4411 high Refund not received", ESCALATION_POLICY[:200]],
    },
    "1.1:migration-v1.0-to-v1.1.md#1": {
        "files": {"weather_manual.json": weather_manual()},
        "check": "import json\nassert json.loads(weather_template['content'])['tools'][0]['name'] == 'get_forecast'",
    },
})


WEATHER_PROVIDER_01 = {"name": "weather", "provider_type": "http", "http_method": "GET",
                       "url": "https://weather.example.com/utcp",
                       "auth": {"auth_type": "api_key", "api_key": "$WEATHER_API_KEY", "var_name": "X-Api-Key",
                                "location": "header"}}
CLIENT_01 = """
from utcp.client.utcp_client import UtcpClient
client = await UtcpClient.create(config={"variables": {"WEATHER_API_KEY": "weather-key"}})
"""
TEAM_TOOLS_FILE = {"manuals/team-tools.json": TEAM_TOOLS_01}
SCENARIOS.update({
    "0.1:for-tool-callers/index.md#1": {
        "replace_in_files": [("/srv/checkout", "{tmp}/checkout")],
        "files_from_page_json": {"providers.json": 2},
        "modules_from_blocks": {"checkout/repo_tools.py": "providers/cli.md#1"},
        "files": {".env": "WEATHER_API_KEY=weather-key\n", **TEAM_TOOLS_FILE},
        "expect": ["6 tools registered:", "weather.get_forecast", "petstore.get_item", "repo_tools.count_lines",
                   "team_manuals.on_call"],
    },
    "0.1:for-tool-callers/index.md#2": {
        "preamble": CLIENT_01, "files": TEAM_TOOLS_FILE,
        "expect": ["['weather.get_forecast', 'weather.get_current_conditions']"],
    },
    "0.1:for-tool-callers/index.md#3": {
        "before": CLIENT_01, "files": TEAM_TOOLS_FILE, "after": [2],
        "check": "import asyncio\nnames = [t.name for t in asyncio.run(client.tool_repository.get_tools())]\n"
                 "assert names == ['team_manuals.on_call'], names",
    },
    "0.1:for-tool-callers/index.md#4": {
        "before": CLIENT_01, "files": TEAM_TOOLS_FILE, "after": [2],
        "check": "assert forecast['city'] == 'Lisbon' and len(forecast['days']) == 3, forecast",
    },
    "0.1:for-tool-callers/index.md#5": {
        "preamble": CLIENT_01 + "from utcp.shared.provider import SSEProvider\n"
                                "await client.register_tool_provider(SSEProvider(name='alerts', url='https://alerts.example.com/utcp'))\n",
        "expect": ["moderate Heat warning for Lisbon", "severe Wildfire risk inland"],
    },
    "0.1:for-tool-callers/index.md#6": {
        "before": CLIENT_01, "files": TEAM_TOOLS_FILE, "after": [2],
        "expect": ["weather.get_forecast - Daily weather forecast for a city"],
    },
    "0.1:for-tool-callers/tool-repository.md#2": {
        "modules_from_blocks": {"sqlite_tool_repository.py": 1},
        "replace": [("/var/lib/agent/utcp-tools.sqlite3", "{tmp}/utcp-tools.sqlite3")],
        "files": {"providers.json": [WEATHER_PROVIDER_01]},
        "env": {"WEATHER_API_KEY": "weather-key"},
        "expect": ["2 tools available"],
    },
    "0.1:for-tool-callers/tool-search-strategy.md#2": {
        "files": {"providers.json": [WEATHER_PROVIDER_01]},
        "env": {"WEATHER_API_KEY": "weather-key"},
        "check": "import asyncio\nassert [t.name for t in asyncio.run(client.search_tools('forecast', 1))] == ['weather.get_forecast']",
    },
    "0.1:for-tool-callers/tool-search-strategy.md#4": {
        "after": [2, 3],
        "files": {"providers.json": [WEATHER_PROVIDER_01, {"name": "maps", "provider_type": "http",
                                                           "url": "https://maps.example.com/utcp"}]},
        "env": {"WEATHER_API_KEY": "weather-key"},
        "check": "assert [t.name for t in tools] == ['maps.geocode_address'], [t.name for t in tools]",
    },
    "0.1:for-tool-providers.md#1": {
        "check": "names = [t['name'] for t in utcp_manual()['tools']]\nassert names == ['search_books'], names",
    },
    "0.1:implementation.md#1": {
        "check": (
            "assert [t['name'] for t in utcp_manual()['tools']] == ['get_forecast', 'report_observation']\n"
            "assert len(forecast('Lisbon', 2)['days']) == 2\n"
            "assert report_observation(Observation(city='Lisbon', temperature_c=19.5, sky='overcast')) == {'observation_id': 1}\n"
        ),
    },
    "0.1:implementation.md#2": {
        "apps_from_blocks": [1],
        "files_from_page_json": {"providers.json": 1},
        "expect_page_text": 1,
    },
    "0.1:implementation.md#5": {
        "modules_from_blocks": {"websocket_transport.py": 4},
        "files": {"providers.json": [{"name": "quotes", "provider_type": "websocket", "url": "wss://quotes.example.com/ws"}]},
        "check": "import asyncio\nassert [t.name for t in asyncio.run(client.tool_repository.get_tools())] == ['quotes.get_quote']\n"
                 "assert asyncio.run(client.call_tool('quotes.get_quote', {'symbol': 'ACME'}))['price'] == 101.27",
    },
    "0.1:index.md#1": {
        "apps_from_blocks": ["implementation.md#1"],
        "files_from_page_json": {"providers.json": 2},
        "expect": ["sunny intervals 14-21 °C"],
    },
    "0.1:providers/cli.md#1": {
        "argv": ["repo_tools.py", "manual"],
        "expect": ['"name": "count_lines"', '"name": "recent_commits"'],
    },
    "0.1:providers/http-stream.md#1": {
        "preamble": "from utcp.client.utcp_client import UtcpClient\n"
                    "client = await UtcpClient.create(config={'providers_file_path': 'providers.json', "
                    "'variables': {'WAREHOUSE_KEY': 'warehouse-key'}})\n",
        "files_from_page_json": {"providers.json": -1},
        "serve_page_manual": {"https://data.example.com/utcp": 2},
        "expect": ["Shipped in July: 185.49 EUR"],
    },
    "0.1:providers/sse.md#1": {
        "preamble": "from utcp.client.utcp_client import UtcpClient\n"
                    "client = await UtcpClient.create(config={'providers_file_path': 'providers.json', "
                    "'variables': {'DEPLOY_CLIENT_ID': 'deploy-client', 'DEPLOY_CLIENT_SECRET': 'deploy-secret'}})\n",
        "files_from_page_json": {"providers.json": -1},
        "serve_page_manual": {"https://deploy.example.com/utcp": 2},
        "expect": [" 20% build", "100% roll out"],
    },
    "0.1:security.md#2": {
        "after": [1],
        "files": {"providers.json": [WEATHER_PROVIDER_01, {"name": "untrusted", "provider_type": "http",
                                                           "url": "https://untrusted.example.com/utcp01"}]},
        "env": {"WEATHER_API_KEY": "weather-key"},
        "expect": ["Refused providers: untrusted"],
    },
})

# MCP: the servers are played by the MCP test double of tests/python/doubles (mcp_use.serve).
MCP_SERVERS = """
import mcp_use
from mcp.types import Tool as McpTool
mcp_use.serve("files", mcp_use.ServerScript(
    tools=[McpTool(name="list_directory", description="List the files and folders in a directory",
                   inputSchema={"type": "object", "properties": {"path": {"type": "string"}}, "required": ["path"]})],
    results={"list_directory": lambda arguments: mcp_use.text_result(f"[FILE] q3.csv\\n[DIR] archive ({arguments['path']})")},
))
mcp_use.serve("helpdesk", mcp_use.ServerScript(
    tools=[McpTool(name="open_ticket", description="Open a helpdesk ticket", inputSchema={"type": "object"})],
))
"""
# Next (utcp-mcp 1.1): a tool needs an output schema to register, and only structuredContent comes
# back (both stated on the Next pages, with their probes); this server declares and sends both.
MCP_SERVERS_NEXT = """
import mcp_use
from mcp.types import CallToolResult, Tool as McpTool
mcp_use.serve("files", mcp_use.ServerScript(
    tools=[McpTool(name="list_directory", description="List the files and folders in a directory",
                   inputSchema={"type": "object", "properties": {"path": {"type": "string"}}, "required": ["path"]},
                   outputSchema={"type": "object", "properties": {"result": {"type": "string"}}})],
    results={"list_directory": lambda arguments: CallToolResult(
        content=[], structuredContent={"result": f"[FILE] q3.csv ({arguments['path']})"})},
))
mcp_use.serve("helpdesk", mcp_use.ServerScript(
    tools=[McpTool(name="open_ticket", description="Open a helpdesk ticket", inputSchema={"type": "object"},
                   outputSchema={"type": "object"})],
))
"""
SCENARIOS.update({
    "protocols/mcp.md#1": {
        "before": MCP_SERVERS,
        "files_from_page_json": {"utcp_config.json": 1},
        "env": {"workspace_HELPDESK_TOKEN": "helpdesk-token"},
        "expect": ["workspace.files.list_directory", "[FILE] q3.csv"],
    },
    "utcp-vs-mcp.md#1": {
        "before": MCP_SERVERS,
        "check": "assert '[FILE] q3.csv' in str(entries), entries",
    },
})
SCENARIOS["1.1:protocols/mcp.md#1"] = {**SCENARIOS["protocols/mcp.md#1"], "before": MCP_SERVERS_NEXT}
SCENARIOS["1.1:utcp-vs-mcp.md#1"] = {**SCENARIOS["utcp-vs-mcp.md#1"], "before": MCP_SERVERS_NEXT}

# The example programs of the generated API reference.
SCENARIOS.update(API_SCENARIOS)


PINS_FILE = pathlib.Path(__file__).resolve().parents[3] / "src" / "config" / "version-pins.json"


def line_of(version: str) -> str:
    """The protocol line a docs version pins ("next" and a version cut from it: "1.1")."""
    pins = json.loads(PINS_FILE.read_text(encoding="utf-8"))
    return pins.get(version, {}).get("line", version)


def find(version: str, key: str) -> dict:
    """The scenario of a block: its line's own entry, else (1.0 and later lines) the shared one."""
    line = line_of(version)
    if f"{line}:{key}" in SCENARIOS:
        return SCENARIOS[f"{line}:{key}"]
    return {} if line == "0.1" else SCENARIOS.get(key, {})
