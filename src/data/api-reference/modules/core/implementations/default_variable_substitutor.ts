import type {ApiModule} from '../../../types';

const mod: ApiModule = {
  route: 'core/utcp/implementations/default_variable_substitutor',
  file: 'core/implementations/default_variable_substitutor',
  module: 'utcp.implementations.default_variable_substitutor',
  distribution: 'utcp',
  source: 'core/src/utcp/implementations/default_variable_substitutor.py',
  sidebarLabel: 'default_variable_substitutor',
  sidebarPosition: 2,
  description: 'DefaultVariableSubstitutor replaces variable references in call templates, prefixing names with the manual namespace; reference and resolution rules.',
  purpose: [
    'Call templates may contain references such as `${API_KEY}` or `$API_KEY` anywhere in their string values. Before the client uses a template, the substitutor swaps each reference for its value. It is the only `VariableSubstitutor` in the core, and `UtcpClient.create()` always uses it.',
  ],
  importLine: 'from utcp.implementations.default_variable_substitutor import DefaultVariableSubstitutor',
  sections: [
    {
      title: 'How names are resolved',
      body: [
        'A reference is `$` followed by a name of word characters, optionally wrapped in braces: the pattern is `\\${(\\w+)}|\\$(\\w+)`. Only string values are scanned; dict keys, numbers, booleans and `None` stay as they are, and dicts and lists are walked recursively.',
        'When a namespace is given, the name looked up is built from it: every `_` of the namespace is doubled, then `_` and the written name are appended. The client passes the manual name as the namespace, so the lookup keys look like this:',
        '| Manual name | Written in the template | Name looked up |\n| --- | --- | --- |\n| `weather` | `${API_KEY}` | `weather_API_KEY` |\n| `github_api` | `$TOKEN` | `github__api_TOKEN` |\n| `my_crm_v2` | `${CRM_SECRET}` | `my__crm__v2_CRM_SECRET` |',
        'Doubling the underscores keeps names of different manuals apart (`a_b` + `c` and `a` + `b_c` would otherwise both become `a_b_c`). The un-prefixed name is not tried, so an environment variable `API_KEY` is not used for `${API_KEY}` in the manual `weather`; define `weather_API_KEY`, or map it in `variables` as `"weather_API_KEY": "$API_KEY"`.',
        'The lookup itself checks `config.variables`, then each loader of `config.load_variables_from`, then `os.environ`, and raises [UtcpVariableNotFound](api:core/exceptions/utcp_variable_not_found_exception#utcpvariablenotfound) with the full name when all three miss. Empty values count as misses.',
      ],
    },
  ],
  items: [
    {
      kind: 'class',
      name: 'DefaultVariableSubstitutor',
      classKind: 'class',
      bases: ['VariableSubstitutor'],
      summary: ['Stateless implementation of [VariableSubstitutor](api:core/interfaces/variable_substitutor#variablesubstitutor); construct it without arguments.'],
      methods: [
        {
          kind: 'function',
          name: 'substitute',
          methodKind: 'method',
          params: [
            {name: 'obj', type: 'dict | list | str', description: 'The value to process, typically a call template dumped to a dict. Other types are returned unchanged.'},
            {name: 'config', type: 'UtcpClientConfig', description: 'Provides `variables` and `load_variables_from`.'},
            {name: 'variable_namespace', type: 'Optional[str]', default: 'None', description: 'Prefix for every looked-up name, normally the manual name. Letters, digits and `_` only.'},
          ],
          returns: {type: 'Any', description: 'A new structure of the same shape with every reference replaced; the input is not modified.'},
          raises: [
            {type: 'UtcpVariableNotFound', when: 'A reference cannot be resolved.'},
            {type: 'ValueError', when: '`variable_namespace` contains a character other than a letter, digit or underscore.'},
          ],
          summary: ['Replaces every reference in `obj` with its value.'],
        },
        {
          kind: 'function',
          name: 'find_required_variables',
          methodKind: 'method',
          params: [
            {name: 'obj', type: 'dict | list | str', description: 'The value to scan.'},
            {name: 'variable_namespace', type: 'Optional[str]', default: 'None', description: 'Namespace applied to the names, as in `substitute()`.'},
          ],
          returns: {type: 'List[str]', description: 'The full names of all references in traversal order. A name used twice is listed twice.'},
          raises: [{type: 'ValueError', when: '`variable_namespace` contains a character other than a letter, digit or underscore.'}],
          summary: ['Lists the variables `obj` needs, without looking any of them up. Useful to tell a user which secrets to provide before registering a manual.'],
        },
      ],
    },
  ],
  examples: [
    {
      title: 'Substituting a template dict',
      language: 'python',
      code: `from utcp.data.utcp_client_config import UtcpClientConfig
from utcp.implementations.default_variable_substitutor import DefaultVariableSubstitutor

substitutor = DefaultVariableSubstitutor()
config = UtcpClientConfig(variables={"github__api_TOKEN": "ghp_example123"})

template = {
    "url": "https://api.github.com/user/repos",
    "auth": {"auth_type": "api_key", "api_key": "Bearer \${TOKEN}", "var_name": "Authorization"},
}

print(substitutor.find_required_variables(template, "github_api"))
# ['github__api_TOKEN']

resolved = substitutor.substitute(template, config, "github_api")
print(resolved["auth"]["api_key"])
# Bearer ghp_example123`,
    },
  ],
  nextNote:
    'In python-utcp 1.1 a string that contains the JSON Schema keyword `$ref` is left alone by both methods, names are limited to ASCII letters, digits and `_`, and `find_required_variables()` returns each name only once.',
};

export default mod;
