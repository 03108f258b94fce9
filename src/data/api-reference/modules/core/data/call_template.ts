import type {ApiModule} from '../../../types';
import {registrySerializer} from '../../../builders';

const mod: ApiModule = {
  route: 'core/utcp/data/call_template',
  file: 'core/data/call_template',
  module: 'utcp.data.call_template',
  distribution: 'utcp',
  source: 'core/src/utcp/data/call_template.py',
  sidebarLabel: 'call_template',
  sidebarPosition: 3,
  description: 'CallTemplate is the base model of every protocol-specific call template, and CallTemplateSerializer picks the right subclass by call_template_type.',
  purpose: [
    'A call template tells the client how to reach something: where a manual can be fetched (a manual call template) or how one tool is invoked (the `tool_call_template` of a [Tool](api:core/data/tool#tool)). This module defines the fields every template shares; each protocol plugin subclasses it and adds its own, such as `url` for HTTP or `commands` for the CLI.',
    'In JSON, the `call_template_type` key selects the subclass. The types registered by the plugins documented here are `http`, `sse` and `streamable_http` (utcp-http), `cli` (utcp-cli), `mcp` (utcp-mcp) and `text` (utcp-text).',
  ],
  importLine: 'from utcp.data.call_template import CallTemplate, CallTemplateSerializer',
  items: [
    {
      kind: 'class',
      name: 'CallTemplate',
      classKind: 'model',
      bases: ['BaseModel'],
      summary: [
        'Common base of all call templates. The `auth` field accepts either an [Auth](api:core/data/auth#auth) instance or a dict, which is validated with [AuthSerializer](api:core/data/auth#authserializer); when the template is dumped, `auth` is dumped the same way.',
        'When the client registers a manual, it rewrites the template\'s `name`, replacing every character that is not a letter, digit or underscore with `_`. That name becomes the manual name, the prefix of every tool name and the namespace of the manual\'s variables.',
      ],
      fields: [
        {
          name: 'name',
          type: 'str',
          default: 'uuid4().hex',
          required: false,
          description: 'Identifier of the template; for a manual call template, the manual name. Without a value a random 32-character hex string is used, so always set it for manuals.',
        },
        {
          name: 'call_template_type',
          type: 'str',
          required: true,
          description: 'Protocol of the template, e.g. `"http"`. Subclasses fix it to a literal.',
        },
        {
          name: 'auth',
          type: 'Optional[Auth]',
          default: 'None',
          required: false,
          description: 'Credentials to use with this template, or `None`.',
        },
      ],
    },
    registrySerializer({
      name: 'CallTemplateSerializer',
      target: 'CallTemplate',
      typeKey: 'call_template_type',
      registry: 'call_template_serializers',
      registryType: 'dict[str, Serializer[CallTemplate]]',
      registerFunction: 'register_call_template',
      validateParam: 'obj',
      summary: [
        'Polymorphic serializer for call templates. [Tool](api:core/data/tool#tool), [UtcpClientConfig](api:core/data/utcp_client_config#utcpclientconfig) and [RegisterManualResult](api:core/data/register_manual_response#registermanualresult) validate their templates through it, which is why a plugin must be installed before templates of its type can be read.',
      ],
    }),
  ],
  examples: [
    {
      title: 'A call template in JSON',
      language: 'json',
      intro: 'The shared fields are `name`, `call_template_type` and `auth`; everything else belongs to the protocol:',
      code: `{
  "name": "github",
  "call_template_type": "http",
  "url": "https://api.github.com/repos/{owner}/{repo}/issues",
  "http_method": "GET",
  "auth": {
    "auth_type": "api_key",
    "api_key": "Bearer \${GITHUB_TOKEN}",
    "var_name": "Authorization",
    "location": "header"
  }
}`,
    },
    {
      title: 'Reading a template of any registered type',
      language: 'python',
      code: `from utcp.data.call_template import CallTemplateSerializer

serializer = CallTemplateSerializer()
template = serializer.validate_dict({
    "name": "weather",
    "call_template_type": "http",
    "url": "https://api.weather.gov/points/{lat},{lon}",
})
print(type(template).__name__)  # HttpCallTemplate (needs utcp-http installed)
print(serializer.to_dict(template)["http_method"])  # GET`,
    },
  ],
  nextNote:
    'python-utcp 1.1 adds the field `allowed_communication_protocols: Optional[List[str]] = None`. When it is empty, the client only registers and calls tools whose call template uses the same protocol as the manual; list more types (e.g. `["http", "cli"]`) to allow them.',
};

export default mod;
