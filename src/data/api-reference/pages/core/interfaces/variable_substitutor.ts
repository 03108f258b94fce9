import type {PageProse} from '../../../types';

const page: PageProse = {
  module: 'utcp.interfaces.variable_substitutor',
  route: 'core/utcp/interfaces/variable_substitutor',
  file: 'core/interfaces/variable_substitutor',
  sidebarLabel: 'variable_substitutor',
  sidebarPosition: 5,
  description:
    'VariableSubstitutor, the interface for replacing variable references in call templates and listing the variables they need.',
  purpose: [
    'The interface has two operations: replace references with values, and list the references without resolving them. The client calls the first before it uses any call template and the second for its `get_required_variables_*` methods.',
    'The only implementation is [DefaultVariableSubstitutor](api:core/implementations/default_variable_substitutor#defaultvariablesubstitutor), and `UtcpClient.create()` always uses it; a custom substitutor has to be passed to the `UtcpClientImplementation` constructor yourself.',
  ],
  importLine: 'from utcp.interfaces.variable_substitutor import VariableSubstitutor',
  classes: {
    VariableSubstitutor: {
      summary: ['Abstract substitutor with two abstract methods.'],
      methods: {
        substitute: {
          summary: ['Resolves every variable reference in `obj`.'],
          params: {
            obj: 'Data that may contain references.',
            config: 'Source of variables and loaders.',
            variable_namespace: 'Namespace for the lookup, normally the manual name.',
          },
          returns: 'The data with references replaced.',
          raises: [['UtcpVariableNotFound', 'A reference cannot be resolved.']],
        },
        find_required_variables: {
          summary: ['Lists the variables `obj` references.'],
          params: {obj: 'Data to scan.', variable_namespace: 'Namespace applied to the names.'},
          returns: 'Full names of the referenced variables.',
        },
      },
    },
  },
  examples: [
    {
      title: 'Using a custom substitutor',
      language: 'python',
      intro:
        'A substitutor that logs which variables each template needs, plugged in by constructing the client class directly (this skips the start-up work of `create()`):',
      code: `import logging
import os

from utcp.data.utcp_client_config import UtcpClientConfig
from utcp.implementations.default_variable_substitutor import DefaultVariableSubstitutor
from utcp.implementations.utcp_client_implementation import UtcpClientImplementation

log = logging.getLogger("secrets")


class AuditingSubstitutor(DefaultVariableSubstitutor):
    def substitute(self, obj, config, variable_namespace=None):
        names = self.find_required_variables(obj, variable_namespace)
        if names:
            log.info("resolving %s", ", ".join(names))
        return super().substitute(obj, config, variable_namespace)


client = UtcpClientImplementation(UtcpClientConfig(), AuditingSubstitutor(), os.getcwd())
# Then: await client.register_manual(...), await client.call_tool(...)`,
    },
  ],
};

export default page;
