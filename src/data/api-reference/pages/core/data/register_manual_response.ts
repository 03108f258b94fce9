import type {PageProse} from '../../../types';

const page: PageProse = {
  module: 'utcp.data.register_manual_response',
  route: 'core/utcp/data/register_manual_response',
  file: 'core/data/register_manual_response',
  sidebarLabel: 'register_manual_response',
  sidebarPosition: 6,
  description:
    'RegisterManualResult reports the outcome of registering one manual: the template used, the manual found, and any errors.',
  purpose: [
    'Registering a manual is allowed to fail without raising: a server may be down or return something that is not a manual. Protocols and the client therefore report the outcome as a `RegisterManualResult`. Note that the module is called `register_manual_response` while the class is `RegisterManualResult`.',
    'When registration fails, the protocols return `success=False` and a message in `errors`, but the manual differs: most return an empty manual with `manual_version` `"0.0.0"`, the text protocol returns `UtcpManual(tools=[])` (version `"1.0.0"`), and MCP returns a `"1.0.0"` manual that keeps the tools of the servers that did answer. The client stores nothing for a failed result.',
  ],
  importLine: 'from utcp.data.register_manual_response import RegisterManualResult',
  classes: {
    RegisterManualResult: {
      summary: [
        "Outcome of one manual registration, returned by `UtcpClient.register_manual()` and by every protocol's `register_manual()`.",
      ],
      fields: {
        manual_call_template:
          'The template that was registered, after its name was sanitised and its variables substituted.',
        manual:
          'The manual that was discovered. After a successful registration through the client, its tool names carry the `<manual>.` prefix.',
        success: '`True` when the manual was read and its tools were stored.',
        errors: 'Error messages (sometimes full tracebacks) when `success` is `False`.',
      },
    },
  },
  examples: [
    {
      title: 'Checking the results of several registrations',
      language: 'python',
      code: `import asyncio

from utcp.data.call_template import CallTemplateSerializer
from utcp.utcp_client import UtcpClient


async def main() -> None:
    client = await UtcpClient.create()
    templates = [
        CallTemplateSerializer().validate_dict(
            {"name": "petstore", "call_template_type": "http",
             "url": "https://petstore.example.com/api/v3/openapi.json"}
        ),
        CallTemplateSerializer().validate_dict(
            {"name": "inventory", "call_template_type": "http",
             "url": "https://inventory.internal.example.com/utcp"}
        ),
    ]
    for result in await client.register_manuals(templates):
        name = result.manual_call_template.name
        if result.success:
            print(f"{name}: {len(result.manual.tools)} tools")
        else:
            print(f"{name} failed: {result.errors[0][:200]}")


asyncio.run(main())`,
    },
  ],
};

export default page;
