import type {PageProse} from '../../types';

const page: PageProse = {
  module: 'utcp.utcp_client',
  route: 'core/utcp/utcp_client',
  file: 'core/utcp_client',
  sidebarLabel: 'utcp_client',
  sidebarPosition: 6,
  description:
    'UtcpClient, the abstract client interface and its create() factory: register manuals, search tools and call them.',
  purpose: [
    '`UtcpClient` is what an application talks to. It registers manuals, finds tools and calls them, delegating the transport to the protocol plugins and the storage to the configured repository. The class is abstract; `await UtcpClient.create(...)` returns the working implementation, [UtcpClientImplementation](api:core/implementations/utcp_client_implementation#utcpclientimplementation), whose page documents the exact behaviour of every method.',
    'All operations are coroutines, so use the client inside `asyncio`.',
  ],
  importLine: 'from utcp.utcp_client import UtcpClient',
  classes: {
    UtcpClient: {
      summary: ['Abstract client. Apart from `create()` every public method is abstract.'],
      fields: {
        config: 'The validated configuration; its `tool_repository` holds the registered manuals and tools.',
        root_dir: 'Directory that relative file paths are resolved against (the text protocol uses it).',
      },
      methods: {
        __init__: {
          summary: ['Called by subclasses. Applications use `create()` instead.'],
          params: {config: 'The configuration.', root_dir: 'Base directory for relative paths.'},
          returns: 'Stores both attributes.',
        },
        create: {
          summary: [
            'Loads the plugins, builds the client and registers the manuals of `manual_call_templates`. This is the way to get a client.',
          ],
          params: {
            root_dir: 'Base directory for relative paths; the current working directory when `None`.',
            config:
              'A configuration object, a dict with the same keys, or the path of a JSON file. `None` means all defaults.',
          },
          returns:
            'A ready [UtcpClientImplementation](api:core/implementations/utcp_client_implementation#utcpclientimplementation) with the configured manuals registered.',
          raises: [
            ['UtcpSerializerValidationError', 'The configuration dict or file content is invalid.'],
            ['ValueError', 'The configuration file cannot be read or is not JSON.'],
            [
              'UtcpVariableNotFound',
              "A configured variable or a manual's call template references a variable that cannot be resolved.",
            ],
          ],
        },
        register_manual: {
          summary: [
            'Fetches a manual through the protocol of its call template and stores its tools under `<manual name>.<tool name>`.',
          ],
          params: {manual_call_template: 'Where to find the manual; its `name` becomes the manual name.'},
          returns: 'The outcome; check `success` and `errors`.',
        },
        register_manuals: {
          summary: ['Registers several manuals concurrently. A failure of one does not stop the others.'],
          params: {manual_call_templates: 'The manuals to register.'},
          returns: 'One result per template.',
        },
        deregister_manual: {
          summary: [
            "Lets the protocol release the manual's resources and deletes the manual and its tools from the repository.",
          ],
          params: {manual_call_template_name: 'Name of a registered manual.'},
          returns: '`True` if the manual was registered and has been removed.',
        },
        call_tool: {
          summary: ['Calls a registered tool and waits for the whole result.'],
          params: {
            tool_name: 'Full tool name, `<manual name>.<tool name>`.',
            tool_args: "Arguments matching the tool's `inputs` schema.",
          },
          returns: "The tool's result after all post-processors: parsed JSON, text, bytes, depending on the protocol.",
        },
        call_tool_streaming: {
          summary: [
            'Calls a registered tool and yields its output piece by piece. Protocols without streaming yield the whole result once.',
          ],
          params: {tool_name: 'Full tool name.', tool_args: "Arguments matching the tool's `inputs` schema."},
          returns:
            'Result chunks as the protocol produces them, each passed through the post-processors. Use it with `async for`.',
        },
        search_tools: {
          summary: [
            'Finds registered tools for a task, using the configured [tool search strategy](api:core/interfaces/tool_search_strategy#toolsearchstrategy).',
          ],
          params: {
            query: 'What the agent is looking for, in plain words.',
            limit: 'Maximum number of tools.',
            any_of_tags_required: 'If set, only tools that carry at least one of these tags are considered.',
          },
          returns: 'Matching tools, most relevant first.',
        },
        get_required_variables_for_manual_and_tools: {
          summary: ['Lists the variables a manual needs, so a user can be asked for them before registration.'],
          params: {manual_call_template: 'A manual call template that has not necessarily been registered.'},
          returns: 'Full (namespaced) variable names the manual needs.',
        },
        get_required_variables_for_registered_tool: {
          summary: ['Lists the variables one registered tool needs.'],
          params: {tool_name: 'Full name of a registered tool.'},
          returns: "Full variable names referenced by the tool's call template.",
        },
      },
    },
  },
  examples: [
    {
      title: 'Register a manual, find a tool, call it',
      language: 'python',
      intro: 'After `pip install utcp utcp-http`:',
      code: `import asyncio

from utcp.utcp_client import UtcpClient


async def main() -> None:
    client = await UtcpClient.create(config={
        "manual_call_templates": [{
            "name": "weather",
            "call_template_type": "http",
            "url": "https://weather.example.com/utcp",
            "http_method": "GET",
        }],
    })

    tools = await client.search_tools("forecast for a city", limit=3)
    for tool in tools:
        print(tool.name, "-", tool.description)

    forecast = await client.call_tool("weather.get_forecast", {"city": "Lisbon", "days": 3})
    print(forecast)


asyncio.run(main())`,
    },
  ],
};

export default page;
