import type {PageProse} from '../../../types';

const page: PageProse = {
  module: 'utcp.exceptions.utcp_variable_not_found_exception',
  route: 'core/utcp/exceptions/utcp_variable_not_found_exception',
  file: 'core/exceptions/utcp_variable_not_found_exception',
  sidebarLabel: 'utcp_variable_not_found_exception',
  sidebarPosition: 2,
  description:
    'UtcpVariableNotFound, raised when a variable reference in a call template or in the client configuration cannot be resolved.',
  purpose: [
    "Variable substitution fails loudly: if a `${NAME}` or `$NAME` reference matches nothing in the configuration's `variables`, the variable loaders or the environment, the substitutor raises `UtcpVariableNotFound`. The class is named `UtcpVariableNotFound` although its module is `utcp_variable_not_found_exception`; import it from `utcp.exceptions`.",
    'The client does not swallow it. `register_manual()` and `register_manuals()` raise it (other registration problems become a failed result instead), and so do `call_tool()` and `UtcpClient.create()`.',
  ],
  importLine: 'from utcp.exceptions import UtcpVariableNotFound',
  classes: {
    UtcpVariableNotFound: {
      summary: [
        'The message names the variable and suggests adding it to the environment or to the client configuration.',
      ],
      fields: {
        variable_name:
          'The name that was looked up. For references inside a manual it includes the manual prefix, e.g. `github__api_TOKEN` for `${TOKEN}` in the manual `github_api`, which is exactly the key to add.',
      },
      methods: {
        __init__: {
          summary: ['Builds the exception for one missing name.'],
          params: {variable_name: 'The name that could not be resolved.'},
          returns: 'Sets `variable_name` and the message.',
        },
      },
    },
  },
  examples: [
    {
      title: 'Telling the user which secret is missing',
      language: 'python',
      code: `import asyncio

from utcp.exceptions import UtcpVariableNotFound
from utcp.utcp_client import UtcpClient

CONFIG = {
    "manual_call_templates": [{
        "name": "github_api",
        "call_template_type": "http",
        "url": "https://api.github.com/utcp",
        "auth": {"auth_type": "api_key", "api_key": "Bearer \${TOKEN}",
                 "var_name": "Authorization"},
    }]
}


async def main() -> None:
    try:
        await UtcpClient.create(config=CONFIG)
    except UtcpVariableNotFound as error:
        print(f"Set {error.variable_name} in the environment or in 'variables'.")
        # Set github__api_TOKEN in the environment or in 'variables'.


asyncio.run(main())`,
    },
  ],
};

export default page;
