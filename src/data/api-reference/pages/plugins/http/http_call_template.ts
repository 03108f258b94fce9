import type {PageProse} from '../../../types';

const page: PageProse = {
  module: 'utcp_http.http_call_template',
  route: 'plugins/communication_protocols/http/src/utcp_http/http_call_template',
  file: 'plugins/http/http_call_template',
  sidebarLabel: 'http_call_template',
  sidebarPosition: 1,
  description:
    'HttpCallTemplate, the call template of the http protocol: method, URL with path parameters, headers, body and credentials.',
  purpose: [
    'Most UTCP tools are plain HTTP endpoints, described by an `http` call template. The same template type serves two purposes: as a manual call template its `url` points at a UTCP manual or an OpenAPI document, and as a tool call template it describes the request that performs the tool.',
  ],
  importLine: 'from utcp_http.http_call_template import HttpCallTemplate',
  sections: [
    {
      title: 'How tool arguments become a request',
      body: [
        'When a tool is called, its arguments are distributed in this order:',
        `1. every argument named in \`header_fields\` becomes a request header of the same name (value converted with \`str()\`);
2. the argument named by \`body_field\` becomes the request body. With a \`Content-Type\` containing \`application/json\` (from \`headers\`, or \`content_type\` when no such header is set) it is sent as JSON, otherwise as raw data.
3. every \`{name}\` segment of \`url\` is replaced by the URL-encoded argument of that name; a placeholder without an argument raises \`ValueError\`;
4. all remaining arguments are sent as query-string parameters.`,
        'Static `headers` are sent with every request, and `auth` is applied last: an API key goes into its header, query parameter or cookie, Basic credentials into the `Authorization` header, and an OAuth2 access token into `Authorization: Bearer …`.',
      ],
    },
    {
      title: 'auth versus auth_tools',
      body: [
        '`auth` is used for the requests of this template itself. `auth_tools` only matters when the template points at an OpenAPI document: the generated tools get `auth_tools` as their credentials for operations that the document marks as secured, provided the scheme matches (same auth class, and for API keys the same header name and location). Otherwise they get credentials with placeholders such as `${API_KEY_0}`, see the [OpenAPI converter](api:plugins/http/openapi_converter#authentication-of-generated-tools).',
      ],
    },
  ],
  classes: {
    HttpCallTemplate: {
      summary: [
        'Call template of the `http` protocol. `auth` and `auth_tools` accept [Auth](api:core/data/auth#auth) objects or dicts.',
      ],
      fields: {
        call_template_type: 'Discriminator; always `"http"`.',
        http_method: 'Request method, also used to fetch the manual.',
        url: 'Endpoint URL; `{name}` segments are filled from tool arguments.',
        content_type: 'Content type of a request body, used when `headers` sets none.',
        auth: "Credentials for this template's requests.",
        auth_tools: 'Credentials for the tools generated from an OpenAPI document.',
        headers: 'Headers sent with every request; values may use variable references.',
        body_field: 'Name of the argument that becomes the request body.',
        header_fields: 'Names of arguments sent as request headers.',
      },
    },
    HttpCallTemplateSerializer: {summary: []},
  },
  examples: [
    {
      title: 'A manual call template pointing at an OpenAPI document',
      language: 'json',
      code: `{
  "name": "petstore",
  "call_template_type": "http",
  "url": "https://petstore.example.com/api/v3/openapi.json",
  "http_method": "GET",
  "auth_tools": {
    "auth_type": "api_key",
    "api_key": "\${PETSTORE_KEY}",
    "var_name": "api_key",
    "location": "header"
  }
}`,
    },
    {
      title: 'A tool call template with path, header and body arguments',
      language: 'json',
      intro:
        'Called with `{"repo": "utcp-specification", "X-Request-Id": "r-81", "body": {"title": "Broken link"}}`, this template POSTs the JSON body to `.../repos/universal-tool-calling-protocol/utcp-specification/issues` with an `X-Request-Id` header:',
      code: `{
  "name": "github_api",
  "call_template_type": "http",
  "http_method": "POST",
  "url": "https://api.github.com/repos/universal-tool-calling-protocol/{repo}/issues",
  "content_type": "application/json",
  "headers": {"Accept": "application/vnd.github+json"},
  "body_field": "body",
  "header_fields": ["X-Request-Id"],
  "auth": {
    "auth_type": "api_key",
    "api_key": "Bearer \${GITHUB_TOKEN}",
    "var_name": "Authorization",
    "location": "header"
  }
}`,
    },
    {
      title: 'Registering it from Python',
      language: 'python',
      code: `import asyncio

from utcp.utcp_client import UtcpClient
from utcp_http.http_call_template import HttpCallTemplate


async def main() -> None:
    client = await UtcpClient.create()
    result = await client.register_manual(
        HttpCallTemplate(name="petstore", url="https://petstore.example.com/api/v3/openapi.json")
    )
    print(result.success, len(result.manual.tools))


asyncio.run(main())`,
    },
  ],
};

export default page;
