import type {ApiFunction, ApiModule, MethodKind} from '../../types';

/** The public client methods; the abstract interface and the implementation share these. */
export function clientMethods(
  methodKind: MethodKind,
  extra: Partial<Record<string, {summary?: string[]; raises?: ApiFunction['raises']; params?: ApiFunction['params']}>> = {},
): ApiFunction[] {
  const fn = (f: Omit<ApiFunction, 'kind' | 'methodKind' | 'async'>): ApiFunction => {
    const more = extra[f.name];
    return {
      kind: 'function',
      methodKind,
      async: true,
      ...f,
      params: more?.params ?? f.params,
      summary: [...f.summary, ...(more?.summary ?? [])],
      raises: more?.raises ?? f.raises,
    };
  };
  return [
    fn({
      name: 'register_manual',
      params: [{name: 'manual_call_template', type: 'CallTemplate', description: 'Where to find the manual; its `name` becomes the manual name.'}],
      returns: {type: 'RegisterManualResult', description: 'The outcome; check `success` and `errors`.'},
      summary: ['Fetches a manual through the protocol of its call template and stores its tools under `<manual name>.<tool name>`.'],
    }),
    fn({
      name: 'register_manuals',
      params: [{name: 'manual_call_templates', type: 'List[CallTemplate]', description: 'The manuals to register.'}],
      returns: {type: 'List[RegisterManualResult]', description: 'One result per template.'},
      summary: ['Registers several manuals concurrently. A failure of one does not stop the others.'],
    }),
    fn({
      name: 'deregister_manual',
      params: [{name: 'manual_call_template_name', type: 'str', description: 'Name of a registered manual.'}],
      returns: {type: 'bool', description: '`True` if the manual was registered and has been removed.'},
      summary: ['Lets the protocol release the manual\'s resources and deletes the manual and its tools from the repository.'],
    }),
    fn({
      name: 'call_tool',
      params: [
        {name: 'tool_name', type: 'str', description: 'Full tool name, `<manual name>.<tool name>`.'},
        {name: 'tool_args', type: 'Dict[str, Any]', description: 'Arguments matching the tool\'s `inputs` schema.'},
      ],
      returns: {type: 'Any', description: 'The tool\'s result after all post-processors: parsed JSON, text, bytes, depending on the protocol.'},
      summary: ['Calls a registered tool and waits for the whole result.'],
    }),
    fn({
      name: 'call_tool_streaming',
      generator: true,
      params: [
        {name: 'tool_name', type: 'str', description: 'Full tool name.'},
        {name: 'tool_args', type: 'Dict[str, Any]', description: 'Arguments matching the tool\'s `inputs` schema.'},
      ],
      returns: {type: 'Any', description: 'Result chunks as the protocol produces them, each passed through the post-processors. Use it with `async for`.'},
      summary: ['Calls a registered tool and yields its output piece by piece. Protocols without streaming yield the whole result once.'],
    }),
    fn({
      name: 'search_tools',
      params: [
        {name: 'query', type: 'str', description: 'What the agent is looking for, in plain words.'},
        {name: 'limit', type: 'int', default: '10', description: 'Maximum number of tools.'},
        {name: 'any_of_tags_required', type: 'Optional[List[str]]', default: 'None', description: 'If set, only tools that carry at least one of these tags are considered.'},
      ],
      returns: {type: 'List[Tool]', description: 'Matching tools, most relevant first.'},
      summary: ['Finds registered tools for a task, using the configured [tool search strategy](api:core/interfaces/tool_search_strategy#toolsearchstrategy).'],
    }),
    fn({
      name: 'get_required_variables_for_manual_and_tools',
      params: [{name: 'manual_call_template', type: 'CallTemplate', description: 'A manual call template that has not necessarily been registered.'}],
      returns: {type: 'List[str]', description: 'Full (namespaced) variable names the manual needs.'},
      summary: ['Lists the variables a manual needs, so a user can be asked for them before registration.'],
    }),
    fn({
      name: 'get_required_variables_for_registered_tool',
      params: [{name: 'tool_name', type: 'str', description: 'Full name of a registered tool.'}],
      returns: {type: 'List[str]', description: 'Full variable names referenced by the tool\'s call template.'},
      summary: ['Lists the variables one registered tool needs.'],
    }),
  ];
}

const mod: ApiModule = {
  route: 'core/utcp/utcp_client',
  file: 'core/utcp_client',
  module: 'utcp.utcp_client',
  distribution: 'utcp',
  source: 'core/src/utcp/utcp_client.py',
  sidebarLabel: 'utcp_client',
  sidebarPosition: 6,
  description: 'UtcpClient, the abstract client interface and its create() factory: register manuals, search tools and call them.',
  purpose: [
    '`UtcpClient` is what an application talks to. It registers manuals, finds tools and calls them, delegating the transport to the protocol plugins and the storage to the configured repository. The class is abstract; `await UtcpClient.create(...)` returns the working implementation, [UtcpClientImplementation](api:core/implementations/utcp_client_implementation#utcpclientimplementation), whose page documents the exact behaviour of every method.',
    'All operations are coroutines, so use the client inside `asyncio`.',
  ],
  importLine: 'from utcp.utcp_client import UtcpClient',
  items: [
    {
      kind: 'class',
      name: 'UtcpClient',
      classKind: 'interface',
      bases: ['ABC'],
      summary: ['Abstract client. Apart from `create()` every public method is abstract.'],
      fields: [
        {name: 'config', type: 'UtcpClientConfig', required: true, description: 'The validated configuration; its `tool_repository` holds the registered manuals and tools.'},
        {name: 'root_dir', type: 'Optional[str]', default: 'None', required: false, description: 'Directory that relative file paths are resolved against (the text protocol uses it).'},
      ],
      methods: [
        {
          kind: 'function',
          name: 'UtcpClient',
          methodKind: 'constructor',
          params: [
            {name: 'config', type: 'UtcpClientConfig', description: 'The configuration.'},
            {name: 'root_dir', type: 'Optional[str]', default: 'None', description: 'Base directory for relative paths.'},
          ],
          returns: {type: 'None', description: 'Stores both attributes.'},
          summary: ['Called by subclasses. Applications use `create()` instead.'],
        },
        {
          kind: 'function',
          name: 'create',
          methodKind: 'classmethod',
          async: true,
          params: [
            {name: 'root_dir', type: 'Optional[str]', default: 'None', description: 'Base directory for relative paths; the current working directory when `None`.'},
            {
              name: 'config',
              type: 'Optional[Union[str, Dict[str, Any], UtcpClientConfig]]',
              default: 'None',
              description: 'A configuration object, a dict with the same keys, or the path of a JSON file. `None` means all defaults.',
            },
          ],
          returns: {type: 'UtcpClient', description: 'A ready [UtcpClientImplementation](api:core/implementations/utcp_client_implementation#utcpclientimplementation) with the configured manuals registered.'},
          raises: [
            {type: 'UtcpSerializerValidationError', when: 'The configuration dict or file content is invalid.'},
            {type: 'ValueError', when: 'The configuration file cannot be read or is not JSON.'},
            {type: 'UtcpVariableNotFound', when: 'A configured variable or a manual\'s call template references a variable that cannot be resolved.'},
          ],
          summary: ['Loads the plugins, builds the client and registers the manuals of `manual_call_templates`. This is the way to get a client.'],
        },
        ...clientMethods('abstractmethod'),
      ],
    },
  ],
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

export default mod;
