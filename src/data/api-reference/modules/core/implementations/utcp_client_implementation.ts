import type {ApiModule} from '../../../types';
import {clientMethods} from '../utcp_client';

const mod: ApiModule = {
  route: 'core/utcp/implementations/utcp_client_implementation',
  file: 'core/implementations/utcp_client_implementation',
  module: 'utcp.implementations.utcp_client_implementation',
  distribution: 'utcp',
  source: 'core/src/utcp/implementations/utcp_client_implementation.py',
  sidebarLabel: 'utcp_client_implementation',
  sidebarPosition: 1,
  description: 'UtcpClientImplementation, the concrete UTCP client returned by UtcpClient.create(): exact behaviour of registration, calls, search and variable discovery.',
  purpose: [
    'This is the client you actually hold after `await UtcpClient.create(...)`. It wires the configuration to the rest of the library: call templates go through the [DefaultVariableSubstitutor](api:core/implementations/default_variable_substitutor#defaultvariablesubstitutor), are dispatched to the protocol registered for their `call_template_type`, and the results go into the configured repository or through the configured post-processors.',
    'Code normally types against [UtcpClient](api:core/utcp_client#utcpclient) and lets `create()` pick this class; the sections below say precisely what each method does in 1.0.x.',
  ],
  importLine: 'from utcp.implementations.utcp_client_implementation import UtcpClientImplementation',
  items: [
    {
      kind: 'class',
      name: 'UtcpClientImplementation',
      classKind: 'class',
      bases: ['UtcpClient'],
      summary: ['The default client.'],
      fields: [
        {name: 'config', type: 'UtcpClientConfig', required: true, description: 'Validated configuration; its `variables` have already been substituted.'},
        {name: 'root_dir', type: 'str', required: true, description: 'Base directory for relative paths.'},
        {name: 'variable_substitutor', type: 'VariableSubstitutor', required: true, description: 'Always a `DefaultVariableSubstitutor` when built by `create()`.'},
      ],
      methods: [
        {
          kind: 'function',
          name: 'UtcpClientImplementation',
          methodKind: 'constructor',
          params: [
            {name: 'config', type: 'UtcpClientConfig', description: 'A validated configuration.'},
            {name: 'variable_substitutor', type: 'VariableSubstitutor', description: 'The substitutor to use.'},
            {name: 'root_dir', type: 'str', description: 'Base directory for relative paths.'},
          ],
          returns: {type: 'None', description: 'A client with no manuals registered yet.'},
          summary: ['Plain constructor; it neither substitutes variables nor registers manuals. Use `create()`.'],
        },
        {
          kind: 'function',
          name: 'create',
          methodKind: 'classmethod',
          async: true,
          params: [
            {name: 'root_dir', type: 'Optional[str]', default: 'None', description: 'Base directory; `os.getcwd()` when `None`.'},
            {name: 'config', type: 'Optional[Union[str, Dict[str, Any], UtcpClientConfig]]', default: 'None', description: 'Object, dict or JSON file path.'},
          ],
          returns: {type: 'UtcpClient', description: 'The new client.'},
          raises: [
            {type: 'UtcpSerializerValidationError', when: 'The configuration is invalid.'},
            {type: 'ValueError', when: 'The file cannot be opened or parsed as JSON.'},
            {type: 'UtcpVariableNotFound', when: 'A value in `variables` or a manual template references an unknown variable.'},
          ],
          summary: [
            'Steps: validate the configuration (a path is read and parsed as JSON); construct the client with a `DefaultVariableSubstitutor`; substitute the values of `config.variables` once, without namespace, against the loaders and the environment; register every template of `manual_call_templates` with `register_manuals()`.',
          ],
        },
        ...clientMethods('method', {
          register_manual: {
            summary: [
              'In order: the template\'s `name` has every non-word character replaced by `_`; the name must not be registered yet; the template\'s variables are substituted with the manual name as namespace; the protocol registered for `call_template_type` is asked for the manual. On success every tool name that does not start with `<manual>.` gets that prefix, and the substituted template and the manual are saved in the repository. A failed result is returned as is and nothing is saved.',
            ],
            raises: [
              {type: 'ValueError', when: 'A manual of that name is already registered, or no protocol is registered for `call_template_type`.'},
              {type: 'UtcpVariableNotFound', when: 'A variable in the template cannot be resolved.'},
            ],
          },
          register_manuals: {
            summary: [
              'Runs `register_manual()` for all templates with `asyncio.gather`; the results come back in the order of the input. Any exception other than `UtcpVariableNotFound` is logged and turned into a failed result whose `errors` holds the traceback.',
            ],
            raises: [{type: 'UtcpVariableNotFound', when: 'A template references a variable that cannot be resolved; it propagates instead of becoming a failed result.'}],
          },
          deregister_manual: {
            params: [{name: 'manual_name', type: 'str', description: 'Name of a registered manual.'}],
            summary: ['Returns `False` when the repository has no call template of that name. Otherwise calls the protocol\'s `deregister_manual()`, then removes the manual and its tools.'],
          },
          call_tool: {
            summary: [
              'The manual name is the part of `tool_name` before the first dot. The tool is read from the repository, its `tool_call_template` is substituted with that manual name as namespace, and the protocol registered for the template\'s type performs the call. Each post-processor of `config.post_processing` is then applied in order, receiving the substituted tool template as `manual_call_template`.',
            ],
            raises: [
              {type: 'ValueError', when: 'No tool of that name is registered.'},
              {type: 'UtcpVariableNotFound', when: 'The tool\'s call template references an unknown variable.'},
              {type: 'KeyError', when: 'The protocol of the tool\'s template is not installed.'},
            ],
          },
          call_tool_streaming: {
            summary: ['Same preparation as `call_tool()`; iterates over the protocol\'s `call_tool_streaming()` and post-processes every chunk.'],
            raises: [
              {type: 'ValueError', when: 'No tool of that name is registered.'},
              {type: 'UtcpVariableNotFound', when: 'The tool\'s call template references an unknown variable.'},
            ],
          },
          search_tools: {
            summary: ['Delegates to `config.tool_search_strategy.search_tools()` with `config.tool_repository`.'],
          },
          get_required_variables_for_manual_and_tools: {
            summary: [
              'Sanitises the template name, then collects the variables referenced by the template itself. If there are any, they are returned without contacting the provider. Otherwise the protocol\'s `register_manual()` is called to discover the tools (nothing is stored) and the variables of every tool\'s call template are returned.',
            ],
            raises: [{type: 'ValueError', when: 'No protocol is registered for the template\'s type (only reached when the template itself needs no variables).'}],
          },
          get_required_variables_for_registered_tool: {
            summary: ['Reads the tool from the repository and scans its call template, using the manual name from `tool_name` as namespace.'],
            raises: [{type: 'ValueError', when: 'No tool of that name is registered.'}],
          },
        }),
      ],
    },
  ],
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
};

export default mod;
