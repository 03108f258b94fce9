import type {PageProse} from '../../../types';

const page: PageProse = {
  module: 'utcp.data.utcp_manual',
  route: 'core/utcp/data/utcp_manual',
  file: 'core/data/utcp_manual',
  sidebarLabel: 'utcp_manual',
  sidebarPosition: 5,
  description:
    'UtcpManual is the document a tool provider publishes: a protocol version, a manual version and the list of tools.',
  purpose: [
    'A manual is what a provider serves and what the client reads during registration: an HTTP endpoint returns it as JSON, a CLI command prints it, a text file contains it. It carries two versions and the tools.',
    'Protocols validate what they receive with `UtcpManualSerializer`; every tool in it is validated with [ToolSerializer](api:core/data/tool#toolserializer), so each `tool_call_template` becomes a typed call template.',
  ],
  importLine: 'from utcp.data.utcp_manual import UtcpManual, UtcpManualSerializer',
  classes: {
    UtcpManual: {
      summary: [
        'The manual model. Its constructor takes `tools` first, so `UtcpManual([])` and `UtcpManual(tools=[...])` both work. Tools given as dicts are validated with [ToolSerializer](api:core/data/tool#toolserializer), which loads the plugins when it is created.',
      ],
      fields: {
        utcp_version:
          'UTCP version the manual follows. Defaults to the version of the installed `utcp` package (for example `"1.0.4"`).',
        manual_version: 'Version of this manual, chosen by the provider.',
        tools: 'The tools. Dicts are validated into [Tool](api:core/data/tool#tool) objects.',
      },
      methods: {
        __init__: {
          summary: [
            'Lets pydantic validate the three fields first and calls `ensure_plugins_initialized()` afterwards (by then usually a no-op, since validating a tool dict creates a serializer, which loads the plugins).',
          ],
          params: {
            tools: 'The tools of the manual.',
            manual_version: 'Version of the manual.',
            utcp_version: 'UTCP version; leave the default.',
          },
          returns: 'Builds the model.',
          raises: [
            [
              'UtcpSerializerValidationError',
              'A tool dict is invalid; the `tools` validator passes each dict to `ToolSerializer`, whose error is not wrapped by pydantic.',
            ],
            ['ValidationError', 'A field has the wrong type, e.g. `tools` is not a list.'],
          ],
        },
        create_from_decorators: {
          summary: [
            "Builds a manual from the functions decorated with `utcp_tool` (module `utcp.python_specific_tooling.tool_decorator`). The decorator derives each tool's input and output schema from the function's type hints and keeps the tool in a process-wide list; this method reads that list. It is the quick way for a Python service to publish its own manual.",
          ],
          params: {manual_version: 'Version to put in the manual.', exclude: 'Tool names to leave out.'},
          returns:
            'A manual with every tool registered in the process through the `@utcp_tool` decorator, minus the excluded ones.',
        },
      },
    },
    UtcpManualSerializer: {summary: []},
  },
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

export default page;
