import type {ApiModule} from '../../../types';

const mod: ApiModule = {
  route: 'core/utcp/interfaces/variable_substitutor',
  file: 'core/interfaces/variable_substitutor',
  module: 'utcp.interfaces.variable_substitutor',
  distribution: 'utcp',
  source: 'core/src/utcp/interfaces/variable_substitutor.py',
  sidebarLabel: 'variable_substitutor',
  sidebarPosition: 5,
  description: 'VariableSubstitutor, the interface for replacing variable references in call templates and listing the variables they need.',
  purpose: [
    'The interface has two operations: replace references with values, and list the references without resolving them. The client calls the first before it uses any call template and the second for its `get_required_variables_*` methods.',
    'The only implementation is [DefaultVariableSubstitutor](api:core/implementations/default_variable_substitutor#defaultvariablesubstitutor), and `UtcpClient.create()` always uses it; a custom substitutor has to be passed to the `UtcpClientImplementation` constructor yourself.',
  ],
  importLine: 'from utcp.interfaces.variable_substitutor import VariableSubstitutor',
  items: [
    {
      kind: 'class',
      name: 'VariableSubstitutor',
      classKind: 'interface',
      bases: ['ABC'],
      summary: ['Abstract substitutor with two abstract methods.'],
      methods: [
        {
          kind: 'function',
          name: 'substitute',
          methodKind: 'abstractmethod',
          params: [
            {name: 'obj', type: 'dict | list | str', description: 'Data that may contain references.'},
            {name: 'config', type: 'UtcpClientConfig', description: 'Source of variables and loaders.'},
            {name: 'variable_namespace', type: 'Optional[str]', default: 'None', description: 'Namespace for the lookup, normally the manual name.'},
          ],
          returns: {type: 'Any', description: 'The data with references replaced.'},
          raises: [{type: 'UtcpVariableNotFound', when: 'A reference cannot be resolved.'}],
          summary: ['Resolves every variable reference in `obj`.'],
        },
        {
          kind: 'function',
          name: 'find_required_variables',
          methodKind: 'abstractmethod',
          params: [
            {name: 'obj', type: 'dict | list | str', description: 'Data to scan.'},
            {name: 'variable_namespace', type: 'Optional[str]', default: 'None', description: 'Namespace applied to the names.'},
          ],
          returns: {type: 'List[str]', description: 'Full names of the referenced variables.'},
          summary: ['Lists the variables `obj` references.'],
        },
      ],
    },
  ],
  examples: [
    {
      title: 'Using a custom substitutor',
      language: 'python',
      intro: 'A substitutor that logs which variables each template needs, plugged in by constructing the client class directly (this skips the start-up work of `create()`):',
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

export default mod;
