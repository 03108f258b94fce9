import type {ApiModule} from '../../../types';
import {modelSerializer} from '../../../builders';

const mod: ApiModule = {
  route: 'core/utcp/data/utcp_manual',
  file: 'core/data/utcp_manual',
  module: 'utcp.data.utcp_manual',
  distribution: 'utcp',
  source: 'core/src/utcp/data/utcp_manual.py',
  sidebarLabel: 'utcp_manual',
  sidebarPosition: 5,
  description: 'UtcpManual is the document a tool provider publishes: a protocol version, a manual version and the list of tools.',
  purpose: [
    'A manual is what a provider serves and what the client reads during registration: an HTTP endpoint returns it as JSON, a CLI command prints it, a text file contains it. It carries two versions and the tools.',
    'Protocols validate what they receive with `UtcpManualSerializer`; every tool in it is validated with [ToolSerializer](api:core/data/tool#toolserializer), so each `tool_call_template` becomes a typed call template.',
  ],
  importLine: 'from utcp.data.utcp_manual import UtcpManual, UtcpManualSerializer',
  items: [
    {
      kind: 'class',
      name: 'UtcpManual',
      classKind: 'model',
      bases: ['BaseModel'],
      summary: [
        'The manual model. Its constructor only takes keyword arguments in practice (`UtcpManual(tools=[...])`) and makes sure the plugins are loaded before the tools are validated.',
      ],
      fields: [
        {
          name: 'utcp_version',
          type: 'str',
          default: '__version__',
          required: false,
          description: 'UTCP version the manual follows. Defaults to the version of the installed `utcp` package (for example `"1.0.4"`).',
        },
        {name: 'manual_version', type: 'str', default: '"1.0.0"', required: false, description: 'Version of this manual, chosen by the provider.'},
        {name: 'tools', type: 'List[Tool]', required: true, description: 'The tools. Dicts are validated into [Tool](api:core/data/tool#tool) objects.'},
      ],
      methods: [
        {
          kind: 'function',
          name: 'UtcpManual',
          methodKind: 'constructor',
          params: [
            {name: 'tools', type: 'List[Tool]', description: 'The tools of the manual.'},
            {name: 'manual_version', type: 'str', default: '"1.0.0"', description: 'Version of the manual.'},
            {name: 'utcp_version', type: 'str', default: '__version__', description: 'UTCP version; leave the default.'},
          ],
          returns: {type: 'None', description: 'Builds the model.'},
          raises: [{type: 'ValidationError', when: 'A tool is neither a `Tool` nor a valid tool dict (pydantic error).'}],
          summary: ['Calls `ensure_plugins_initialized()` and then lets pydantic validate the three fields.'],
        },
        {
          kind: 'function',
          name: 'create_from_decorators',
          methodKind: 'staticmethod',
          params: [
            {name: 'manual_version', type: 'str', default: '"1.0.0"', description: 'Version to put in the manual.'},
            {name: 'exclude', type: 'Optional[List[str]]', default: 'None', description: 'Tool names to leave out.'},
          ],
          returns: {type: 'UtcpManual', description: 'A manual with every tool registered in the process through the `@utcp_tool` decorator, minus the excluded ones.'},
          summary: [
            'Builds a manual from the functions decorated with `utcp_tool` (module `utcp.python_specific_tooling.tool_decorator`). The decorator derives each tool\'s input and output schema from the function\'s type hints and keeps the tool in a process-wide list; this method reads that list. It is the quick way for a Python service to publish its own manual.',
          ],
        },
      ],
    },
    modelSerializer({name: 'UtcpManualSerializer', target: 'UtcpManual', validateParam: 'data'}),
  ],
  examples: [
    {
      title: 'A manual in JSON',
      language: 'json',
      code: `{
  "utcp_version": "1.0.1",
  "manual_version": "2.3.0",
  "tools": [
    {
      "name": "list_open_invoices",
      "description": "Invoices that are issued but not paid yet",
      "inputs": {
        "type": "object",
        "properties": {"customer_id": {"type": "string"}},
        "required": ["customer_id"]
      },
      "tags": ["billing", "invoices"],
      "tool_call_template": {
        "name": "billing",
        "call_template_type": "http",
        "url": "https://billing.example.com/api/customers/{customer_id}/invoices?status=open",
        "http_method": "GET"
      }
    }
  ]
}`,
    },
    {
      title: 'Publishing decorated Python functions as a manual',
      language: 'python',
      intro: 'A FastAPI service can describe its own endpoints and serve the manual at `/utcp`:',
      code: `from fastapi import FastAPI

from utcp.data.utcp_manual import UtcpManual, UtcpManualSerializer
from utcp.python_specific_tooling.tool_decorator import utcp_tool
from utcp_http.http_call_template import HttpCallTemplate

app = FastAPI()


@utcp_tool(
    tool_call_template=HttpCallTemplate(
        name="inventory", url="https://inventory.example.com/stock/{sku}", http_method="GET"
    ),
    tags=["inventory"],
)
@app.get("/stock/{sku}")
def stock_level(sku: str) -> int:
    """Units of an article currently in stock."""
    return 42


@app.get("/utcp")
def manual() -> dict:
    return UtcpManualSerializer().to_dict(UtcpManual.create_from_decorators(manual_version="1.2.0"))`,
    },
  ],
};

export default mod;
