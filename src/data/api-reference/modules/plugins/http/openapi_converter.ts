import type {ApiModule} from '../../../types';

const mod: ApiModule = {
  route: 'plugins/communication_protocols/http/src/utcp_http/openapi_converter',
  file: 'plugins/http/openapi_converter',
  module: 'utcp_http.openapi_converter',
  distribution: 'utcp-http',
  source: 'plugins/communication_protocols/http/src/utcp_http/openapi_converter.py',
  sidebarLabel: 'openapi_converter',
  sidebarPosition: 7,
  description: 'OpenApiConverter turns an OpenAPI 2.0 or 3.x document into a UTCP manual with one http tool per operation.',
  purpose: [
    'Many APIs already publish an OpenAPI document, so they can be used as UTCP tools without writing a manual. The `http` and `text` protocols call this converter automatically when a manual URL or file holds OpenAPI instead of a UTCP manual; you can also call it yourself, for example to review or edit the generated manual before serving it.',
  ],
  importLine: 'from utcp_http.openapi_converter import OpenApiConverter',
  sections: [
    {
      title: 'What becomes a tool',
      body: [
        'Every operation under `paths` with the method `get`, `post`, `put`, `delete` or `patch` becomes one tool, provided it has an `operationId`; operations without one are skipped. For each tool:',
        '- `name` is the `operationId`, `description` the `summary` (or else the `description`), `tags` the operation\'s tags;\n- `inputs` is an object schema with one property per parameter (path-level and operation-level parameters merged, `$ref` resolved). A JSON request body (OpenAPI 3 `requestBody` with `application/json`, or an OpenAPI 2 `in: body` parameter) becomes the property `body`. Parameters with `in: header` are listed in the template\'s `header_fields`;\n- `outputs` is taken from the response `200`, else `201`, else `default`, preferring the `application/json` content;\n- `tool_call_template` is an [HttpCallTemplate](api:plugins/http/http_call_template#httpcalltemplate) with the operation\'s method and the URL `<base URL><path>`, path parameters left as `{name}`.',
        'The base URL is the first entry of `servers` (used exactly as written, so a relative server URL stays relative), else the scheme and host of `spec_url`, else `/`.',
        'All generated templates are named after the document\'s `info.title` with spaces and punctuation replaced by `_`; without a title, `call_template_name` is used, or `openapi_call_template_<random hex>`.',
      ],
    },
    {
      title: 'Authentication of generated tools',
      body: [
        'For each operation the converter looks at its `security` requirement (or the document-wide one) and the matching scheme under `components.securitySchemes` (OpenAPI 3) or `securityDefinitions` (OpenAPI 2). Operations without a requirement get no credentials. Otherwise it creates credentials with numbered placeholders, the counter starting at 0 and increasing with every generated credential:',
        '| Scheme | Generated credentials |\n| --- | --- |\n| `apiKey` | `ApiKeyAuth` with `api_key` `${API_KEY_n}` and the scheme\'s `name` and `in` |\n| `http` with `basic`, or OpenAPI 2 `basic` | `BasicAuth` with `${USERNAME_n}` and `${PASSWORD_n}` |\n| `http` with `bearer` | `ApiKeyAuth` with `Bearer ${API_KEY_n}` in the `Authorization` header |\n| `oauth2` with an authorization-code or client-credentials flow that has a `tokenUrl` | `OAuth2Auth` with `${CLIENT_ID_n}`, `${CLIENT_SECRET_n}` and the flow\'s scopes joined by spaces |',
        'If `auth_tools` was given and is compatible with the generated credentials (same class; for API keys also the same header name, compared case-insensitively, and location), `auth_tools` is used instead. Remember that the placeholders are resolved under the manual\'s namespace: for a manual `billing`, `${API_KEY_0}` is looked up as `billing_API_KEY_0`.',
      ],
    },
  ],
  items: [
    {
      kind: 'class',
      name: 'OpenApiConverter',
      classKind: 'class',
      bases: [],
      summary: ['Converter for one parsed OpenAPI document. Create one per document and call `convert()`.'],
      fields: [
        {name: 'spec', type: 'Dict[str, Any]', required: true, description: 'The parsed document.'},
        {name: 'spec_url', type: 'Optional[str]', default: 'None', required: false, description: 'Where the document came from.'},
        {name: 'auth_tools', type: 'Optional[Auth]', default: 'None', required: false, description: 'Credentials to prefer for secured operations.'},
        {name: 'placeholder_counter', type: 'int', default: '0', required: false, description: 'Number used in the next generated placeholder; reset by `convert()`.'},
        {name: 'call_template_name', type: 'str', required: true, description: 'Name given to every generated call template, derived as described above.'},
      ],
      methods: [
        {
          kind: 'function',
          name: 'OpenApiConverter',
          methodKind: 'constructor',
          params: [
            {name: 'openapi_spec', type: 'Dict[str, Any]', description: 'The document, parsed from JSON or YAML.'},
            {name: 'spec_url', type: 'Optional[str]', default: 'None', description: 'URL of the document; its scheme and host are the fallback base URL.'},
            {name: 'call_template_name', type: 'Optional[str]', default: 'None', description: 'Template name used when the document has no `info.title`.'},
            {name: 'auth_tools', type: 'Optional[Auth]', default: 'None', description: 'Credentials for secured operations, used when compatible.'},
          ],
          returns: {type: 'None', description: 'Nothing.'},
          summary: ['Stores the document and works out the template name.'],
        },
        {
          kind: 'function',
          name: 'convert',
          methodKind: 'method',
          params: [],
          returns: {type: 'UtcpManual', description: 'A manual with one tool per eligible operation.'},
          summary: ['Converts the document. When there is neither a `servers` entry nor a `spec_url`, a notice is printed to stderr and `/` is used as base URL.'],
        },
      ],
    },
  ],
  examples: [
    {
      title: 'Converting a small document',
      language: 'python',
      code: `from utcp_http.openapi_converter import OpenApiConverter

spec = {
    "openapi": "3.0.3",
    "info": {"title": "Billing API", "version": "2.1.0"},
    "servers": [{"url": "https://billing.example.com/v2"}],
    "components": {"securitySchemes": {"key": {"type": "apiKey", "in": "header", "name": "X-Billing-Key"}}},
    "security": [{"key": []}],
    "paths": {
        "/invoices/{invoice_id}": {
            "get": {
                "operationId": "get_invoice",
                "summary": "Fetch one invoice",
                "parameters": [{"name": "invoice_id", "in": "path", "required": True,
                                "schema": {"type": "string"}}],
                "responses": {"200": {"description": "The invoice",
                                      "content": {"application/json": {"schema": {"type": "object"}}}}},
            }
        }
    },
}

manual = OpenApiConverter(spec, spec_url="https://billing.example.com/openapi.json").convert()
tool = manual.tools[0]
print(tool.name, tool.tool_call_template.name, tool.tool_call_template.url)
# get_invoice Billing_API https://billing.example.com/v2/invoices/{invoice_id}
print(tool.tool_call_template.auth.api_key, tool.tool_call_template.auth.var_name)
# \${API_KEY_0} X-Billing-Key`,
    },
  ],
  nextNote:
    'python-utcp 1.1 adds a `base_url` parameter that overrides the servers of the document, and improves how schema examples are carried over.',
};

export default mod;
