import type {PageProse} from '../../../types';

const page: PageProse = {
  module: 'utcp.implementations.utcp_client_implementation',
  route: 'core/utcp/implementations/utcp_client_implementation',
  file: 'core/implementations/utcp_client_implementation',
  sidebarLabel: 'utcp_client_implementation',
  sidebarPosition: 1,
  description:
    'UtcpClientImplementation, the concrete UTCP client returned by UtcpClient.create(): exact behaviour of registration, calls, search and variable discovery.',
  purpose: [
    'This is the client you actually hold after `await UtcpClient.create(...)`. It wires the configuration to the rest of the library: call templates go through the [DefaultVariableSubstitutor](api:core/implementations/default_variable_substitutor#defaultvariablesubstitutor), are dispatched to the protocol registered for their `call_template_type`, and the results go into the configured repository or through the configured post-processors.',
    'Code normally types against [UtcpClient](api:core/utcp_client#utcpclient) and lets `create()` pick this class; the sections below say precisely what each method does in 1.0.x.',
  ],
  importLine: 'from utcp.implementations.utcp_client_implementation import UtcpClientImplementation',
  classes: {
    UtcpClientImplementation: {
      summary: ['The default client.'],
      fields: {variable_substitutor: 'Always a `DefaultVariableSubstitutor` when built by `create()`.'},
      methods: {
        __init__: {
          summary: ['Plain constructor; it neither substitutes variables nor registers manuals. Use `create()`.'],
          params: {config: 'A validated configuration.', variable_substitutor: 'The substitutor to use.'},
          returns: 'A client with no manuals registered yet.',
        },
        create: {
          summary: [
            'Steps: validate the configuration (a path is read and parsed as JSON); construct the client with a `DefaultVariableSubstitutor`; substitute the values of `config.variables` once, without namespace, against the loaders and the environment; register every template of `manual_call_templates` with `register_manuals()`.',
          ],
          params: {root_dir: 'Base directory; `os.getcwd()` when `None`.', config: 'Object, dict or JSON file path.'},
          returns: 'The new client.',
          raises: [
            ['UtcpSerializerValidationError', 'The configuration is invalid.'],
            ['ValueError', 'The file cannot be opened or parsed as JSON.'],
            ['UtcpVariableNotFound', 'A value in `variables` or a manual template references an unknown variable.'],
          ],
        },
        register_manual: {
          summary: [
            'Fetches a manual through the protocol of its call template and stores its tools under `<manual name>.<tool name>`.',
            "In order: the template's `name` has every non-word character replaced by `_`; the name must not be registered yet; the template's variables are substituted with the manual name as namespace; the protocol registered for `call_template_type` is asked for the manual. On success every tool name that does not start with `<manual>.` gets that prefix, and the substituted template and the manual are saved in the repository. A failed result is returned as is and nothing is saved.",
          ],
          returns: 'The outcome; check `success` and `errors`.',
          raises: [
            [
              'ValueError',
              'A manual of that name is already registered, or no protocol is registered for `call_template_type`.',
            ],
            ['UtcpVariableNotFound', 'A variable in the template cannot be resolved.'],
          ],
        },
        register_manuals: {
          summary: [
            'Registers several manuals concurrently. A failure of one does not stop the others.',
            'Runs `register_manual()` for all templates with `asyncio.gather`; the results come back in the order of the input. Any exception other than `UtcpVariableNotFound` is logged and turned into a failed result whose `errors` holds the traceback.',
          ],
          returns: 'One result per template.',
          raises: [
            [
              'UtcpVariableNotFound',
              'A template references a variable that cannot be resolved; it propagates instead of becoming a failed result.',
            ],
          ],
        },
        deregister_manual: {
          summary: [
            "Lets the protocol release the manual's resources and deletes the manual and its tools from the repository.",
            "Returns `False` when the repository has no call template of that name. Otherwise calls the protocol's `deregister_manual()`, then removes the manual and its tools.",
          ],
          params: {manual_name: 'Name of a registered manual.'},
          returns: '`True` if the manual was registered and has been removed.',
        },
        call_tool: {
          summary: [
            'Calls a registered tool and waits for the whole result.',
            "The manual name is the part of `tool_name` before the first dot. The tool is read from the repository, its `tool_call_template` is substituted with that manual name as namespace, and the protocol registered for the template's type performs the call. Each post-processor of `config.post_processing` is then applied in order, receiving the substituted tool template as `manual_call_template`.",
          ],
          returns: "The tool's result after all post-processors: parsed JSON, text, bytes, depending on the protocol.",
          raises: [
            ['ValueError', 'No tool of that name is registered.'],
            ['UtcpVariableNotFound', "The tool's call template references an unknown variable."],
            ['KeyError', "The protocol of the tool's template is not installed."],
          ],
        },
        call_tool_streaming: {
          summary: [
            'Calls a registered tool and yields its output piece by piece. Protocols without streaming yield the whole result once.',
            "Same preparation as `call_tool()`; iterates over the protocol's `call_tool_streaming()` and post-processes every chunk.",
          ],
          returns:
            'Result chunks as the protocol produces them, each passed through the post-processors. Use it with `async for`.',
          raises: [
            ['ValueError', 'No tool of that name is registered.'],
            ['UtcpVariableNotFound', "The tool's call template references an unknown variable."],
          ],
        },
        search_tools: {
          summary: [
            'Finds registered tools for a task, using the configured [tool search strategy](api:core/interfaces/tool_search_strategy#toolsearchstrategy).',
            'Delegates to `config.tool_search_strategy.search_tools()` with `config.tool_repository`.',
          ],
          returns: 'Matching tools, most relevant first.',
        },
        get_required_variables_for_manual_and_tools: {
          summary: [
            'Lists the variables a manual needs, so a user can be asked for them before registration.',
            "Sanitises the template name, then collects the variables referenced by the template itself. If there are any, they are returned without contacting the provider. Otherwise the protocol's `register_manual()` is called to discover the tools (nothing is stored) and the variables of every tool's call template are returned.",
          ],
          returns: 'Full (namespaced) variable names the manual needs.',
          raises: [
            [
              'ValueError',
              "No protocol is registered for the template's type (only reached when the template itself needs no variables).",
            ],
          ],
        },
        get_required_variables_for_registered_tool: {
          summary: [
            'Lists the variables one registered tool needs.',
            'Reads the tool from the repository and scans its call template, using the manual name from `tool_name` as namespace.',
          ],
          returns: "Full variable names referenced by the tool's call template.",
          raises: [['ValueError', 'No tool of that name is registered.']],
        },
      },
    },
  },
  examples: [
    {
      title: 'Asking for missing secrets before registering',
      language: 'python',
      code: `import asyncio
import os

from utcp.data.call_template import CallTemplateSerializer
from utcp.utcp_client import UtcpClient


async def main() -> None:
    client = await UtcpClient.create()
    crm = CallTemplateSerializer().validate_dict({
        "name": "crm",
        "call_template_type": "http",
        "url": "https://crm.example.com/utcp",
        "auth": {"auth_type": "api_key", "api_key": "\${CRM_KEY}", "var_name": "X-Api-Key"},
    })

    missing = [name for name in await client.get_required_variables_for_manual_and_tools(crm)
               if name not in os.environ]
    if missing:
        print("Please set:", ", ".join(missing))  # Please set: crm_CRM_KEY
        return

    result = await client.register_manual(crm)
    print(result.success, [tool.name for tool in result.manual.tools])


asyncio.run(main())`,
    },
  ],
  behaviourChanges: [
    "Registration filters tools by the manual's `allowed_communication_protocols`: a tool whose call template type is not in the list (or, when the list is empty or `None`, differs from the manual's own type) is logged and left out, so it is never stored. `call_tool()` and `call_tool_streaming()` check the same rule against the stored manual call template and raise `ValueError` for a disallowed type.",
  ],
};

export default page;
