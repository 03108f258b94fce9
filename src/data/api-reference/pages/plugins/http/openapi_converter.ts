import type {PageProse} from '../../../types';

const page: PageProse = {
  module: 'utcp_http.openapi_converter',
  route: 'plugins/communication_protocols/http/src/utcp_http/openapi_converter',
  file: 'plugins/http/openapi_converter',
  sidebarLabel: 'openapi_converter',
  sidebarPosition: 7,
  description:
    'OpenApiConverter turns an OpenAPI 2.0 or 3.x document into a UTCP manual with one http tool per operation.',
  purpose: [
    'Many APIs already publish an OpenAPI document, so they can be used as UTCP tools without writing a manual. The `http` and `text` protocols call this converter automatically when a manual URL or file holds OpenAPI instead of a UTCP manual; you can also call it yourself, for example to review or edit the generated manual before serving it.',
  ],
  importLine: 'from utcp_http.openapi_converter import OpenApiConverter',
  sections: [
    {
      title: 'What becomes a tool',
      body: [
        'Every operation under `paths` with the method `get`, `post`, `put`, `delete` or `patch` becomes one tool, provided it has an `operationId`; operations without one are skipped. For each tool:',
        `- \`name\` is the \`operationId\`, \`description\` the \`summary\` (or else the \`description\`), \`tags\` the operation's tags;
- \`inputs\` is an object schema with one property per parameter (path-level and operation-level parameters merged, \`$ref\` resolved). A JSON request body (OpenAPI 3 \`requestBody\` with \`application/json\`, or an OpenAPI 2 \`in: body\` parameter) becomes the property \`body\`. Parameters with \`in: header\` are listed in the template's \`header_fields\`;
- \`outputs\` is taken from the response \`200\`, else \`201\`, else \`default\`, preferring the \`application/json\` content;
- \`tool_call_template\` is an [HttpCallTemplate](api:plugins/http/http_call_template#httpcalltemplate) with the operation's method and the URL \`<base URL><path>\`, path parameters left as \`{name}\`.`,
        'The base URL is the first entry of `servers` (used exactly as written, so a relative server URL stays relative), else the scheme and host of `spec_url`, else `/`.',
        "All generated templates are named after the document's `info.title` with spaces and punctuation replaced by `_`; without a title, `call_template_name` is used, or `openapi_call_template_<random hex>`.",
      ],
    },
    {
      title: 'Authentication of generated tools',
      body: [
        'For each operation the converter looks at its `security` requirement (or the document-wide one) and the matching scheme under `components.securitySchemes` (OpenAPI 3) or `securityDefinitions` (OpenAPI 2). Operations without a requirement get no credentials. Otherwise it creates credentials with numbered placeholders, the counter starting at 0 and increasing with every generated credential:',
        `| Scheme | Generated credentials |
| --- | --- |
| \`apiKey\` | \`ApiKeyAuth\` with \`api_key\` \`\${API_KEY_n}\` and the scheme's \`name\` and \`in\` |
| \`http\` with \`basic\`, or OpenAPI 2 \`basic\` | \`BasicAuth\` with \`\${USERNAME_n}\` and \`\${PASSWORD_n}\` |
| \`http\` with \`bearer\` | \`ApiKeyAuth\` with \`Bearer \${API_KEY_n}\` in the \`Authorization\` header |
| \`oauth2\` with an authorization-code or client-credentials flow that has a \`tokenUrl\` | \`OAuth2Auth\` with \`\${CLIENT_ID_n}\`, \`\${CLIENT_SECRET_n}\` and the flow's scopes joined by spaces |`,
        "If `auth_tools` was given and is compatible with the generated credentials (same class; for API keys also the same header name, compared case-insensitively, and location), `auth_tools` is used instead. Remember that the placeholders are resolved under the manual's namespace: for a manual `billing`, `${API_KEY_0}` is looked up as `billing_API_KEY_0`.",
      ],
    },
  ],
  classes: {
    OpenApiConverter: {
      summary: ['Converter for one parsed OpenAPI document. Create one per document and call `convert()`.'],
      fields: {
        spec: 'The parsed document.',
        spec_url: 'Where the document came from.',
        auth_tools: 'Credentials to prefer for secured operations.',
        placeholder_counter: 'Number used in the next generated placeholder; reset by `convert()`.',
        call_template_name: 'Name given to every generated call template, derived as described above.',
      },
      methods: {
        __init__: {
          summary: ['Stores the document and works out the template name.'],
          params: {
            openapi_spec: 'The document, parsed from JSON or YAML.',
            spec_url: 'URL of the document; its scheme and host are the fallback base URL.',
            call_template_name: 'Template name used when the document has no `info.title`.',
            auth_tools: 'Credentials for secured operations, used when compatible.',
            base_url: "Base URL for every generated tool, used instead of the document's `servers` and `spec_url`.",
          },
          returns: 'Nothing.',
        },
        convert: {
          summary: [
            'Converts the document. When there is neither a `servers` entry nor a `spec_url`, a notice is printed to stderr and `/` is used as base URL.',
          ],
          returns: 'A manual with one tool per eligible operation.',
        },
      },
    },
  },
  constants: {
    OPENAPI_OPERATION_METHODS:
      'The keys of a path item that the converter treats as operations (lower case, as OpenAPI writes them); other keys such as `parameters` are skipped.',
    SUPPORTED_HTTP_METHODS:
      'The HTTP methods a generated tool may use, the same five that `HttpCallTemplate.http_method` allows.',
  },
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
  behaviourChanges: [
    'The base URL is chosen as `base_url`, else the first of `servers`, else the scheme and host of `spec_url`. A document fetched from a non-loopback `spec_url` whose server is a loopback address is refused with `ValueError`, unless `base_url` is given. Operations are still only turned into tools for the five methods of `SUPPORTED_HTTP_METHODS`; `options`, `head` and `trace` operations are skipped with a warning on standard error.',
  ],
};

export default page;
