import type {PageProse} from '../../../types';

const page: PageProse = {
  module: 'utcp.implementations.default_variable_substitutor',
  route: 'core/utcp/implementations/default_variable_substitutor',
  file: 'core/implementations/default_variable_substitutor',
  sidebarLabel: 'default_variable_substitutor',
  sidebarPosition: 2,
  description:
    'DefaultVariableSubstitutor replaces variable references in call templates, prefixing names with the manual namespace; reference and resolution rules.',
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
        `| Manual name | Written in the template | Name looked up |
| --- | --- | --- |
| \`weather\` | \`\${API_KEY}\` | \`weather_API_KEY\` |
| \`github_api\` | \`$TOKEN\` | \`github__api_TOKEN\` |
| \`my_crm_v2\` | \`\${CRM_SECRET}\` | \`my__crm__v2_CRM_SECRET\` |`,
        'Doubling the underscores keeps names of different manuals apart (`a_b` + `c` and `a` + `b_c` would otherwise both become `a_b_c`). The un-prefixed name is not tried, so an environment variable `API_KEY` is not used for `${API_KEY}` in the manual `weather`; define `weather_API_KEY`, or map it in `variables` as `"weather_API_KEY": "$API_KEY"`.',
        'The lookup itself checks `config.variables`, then each loader of `config.load_variables_from`, then `os.environ`, and raises [UtcpVariableNotFound](api:core/exceptions/utcp_variable_not_found_exception#utcpvariablenotfound) with the full name when all three miss. An empty string from a loader or from the environment counts as a miss; an empty string in `config.variables` is returned as the value.',
      ],
    },
  ],
  classes: {
    DefaultVariableSubstitutor: {
      summary: [
        'Stateless implementation of [VariableSubstitutor](api:core/interfaces/variable_substitutor#variablesubstitutor); construct it without arguments.',
      ],
      methods: {
        substitute: {
          summary: ['Replaces every reference in `obj` with its value.'],
          params: {
            obj: 'The value to process, typically a call template dumped to a dict. Other types are returned unchanged.',
            config: 'Provides `variables` and `load_variables_from`.',
            variable_namespace:
              'Prefix for every looked-up name, normally the manual name. Letters, digits and `_` only.',
          },
          returns: 'A new structure of the same shape with every reference replaced; the input is not modified.',
          raises: [
            ['UtcpVariableNotFound', 'A reference cannot be resolved.'],
            ['ValueError', '`variable_namespace` contains a character other than a letter, digit or underscore.'],
          ],
        },
        find_required_variables: {
          summary: [
            'Lists the variables `obj` needs, without looking any of them up. Useful to tell a user which secrets to provide before registering a manual.',
          ],
          params: {
            obj: 'The value to scan.',
            variable_namespace: 'Namespace applied to the names, as in `substitute()`.',
          },
          returns: 'The full names of all references in traversal order. A name used twice is listed twice.',
          raises: [
            ['ValueError', '`variable_namespace` contains a character other than a letter, digit or underscore.'],
          ],
        },
      },
    },
  },
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
  behaviourChanges: [
    'In python-utcp 1.1 a string that contains the JSON Schema keyword `$ref` is left alone by both methods, names are limited to ASCII letters, digits and `_`, and `find_required_variables()` returns each name only once.',
  ],
};

export default page;
