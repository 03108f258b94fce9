import type {PageProse} from '../../../types';

const page: PageProse = {
  module: 'utcp_http.streamable_http_call_template',
  route: 'plugins/communication_protocols/http/src/utcp_http/streamable_http_call_template',
  file: 'plugins/http/streamable_http_call_template',
  sidebarLabel: 'streamable_http_call_template',
  sidebarPosition: 5,
  description:
    'StreamableHttpCallTemplate, the call template of the streamable_http protocol for responses read in chunks (NDJSON, binary or JSON).',
  purpose: [
    'A `streamable_http` template describes an endpoint whose response is consumed while it is still arriving: a chunked download, a newline-delimited JSON feed, a large export. It is plain HTTP underneath; the difference to `http` is that the [protocol](api:plugins/http/streamable_http_communication_protocol#streamablehttpcommunicationprotocol) reads the body piece by piece.',
  ],
  importLine: 'from utcp_http.streamable_http_call_template import StreamableHttpCallTemplate',
  sections: [
    {
      title: 'How tool arguments become a request',
      body: [
        'When a tool is called, its arguments are distributed in this order:',
        `1. every argument named in \`header_fields\` becomes a request header of the same name (value converted with \`str()\`);
2. the argument named by \`body_field\` becomes the request body. If \`headers\` sets no \`Content-Type\`, \`content_type\` is used; a JSON content type sends the body as JSON, any other as raw data.
3. every \`{name}\` segment of \`url\` is replaced by the URL-encoded argument of that name; a placeholder without an argument raises \`ValueError\`;
4. all remaining arguments are sent as query-string parameters.`,
        'Static `headers` are sent with every request, and `auth` is applied last: an API key goes into its header, query parameter or cookie, Basic credentials into the `Authorization` header, and an OAuth2 access token into `Authorization: Bearer …`.',
      ],
    },
  ],
  classes: {
    StreamableHttpCallTemplate: {
      summary: ['Call template of the `streamable_http` protocol.'],
      fields: {
        call_template_type: 'Discriminator; always `"streamable_http"`.',
        url: 'Endpoint URL; `{name}` segments are filled from arguments.',
        http_method: 'Request method, also used to fetch the manual.',
        content_type: 'Content type of a request body when `headers` sets none.',
        chunk_size: 'Size in bytes of the chunks yielded for binary responses.',
        timeout: 'Total time allowed for a tool call, in milliseconds.',
        headers: 'Headers sent with every request.',
        auth: 'Credentials for the requests.',
        body_field: 'Name of the argument that becomes the request body.',
        header_fields: 'Names of arguments sent as headers.',
      },
    },
    StreamableHttpCallTemplateSerializer: {summary: []},
  },
  examples: [
    {
      title: 'An NDJSON export',
      language: 'json',
      code: `{
  "name": "analytics",
  "call_template_type": "streamable_http",
  "url": "https://analytics.example.com/api/exports/{dataset}",
  "http_method": "POST",
  "content_type": "application/json",
  "timeout": 300000,
  "body_field": "filter",
  "headers": {"Accept": "application/x-ndjson"},
  "auth": {
    "auth_type": "oauth2",
    "token_url": "https://auth.example.com/oauth/token",
    "client_id": "\${ANALYTICS_CLIENT_ID}",
    "client_secret": "\${ANALYTICS_CLIENT_SECRET}"
  }
}`,
    },
    {
      title: 'A binary download in Python',
      language: 'python',
      code: `from utcp_http.streamable_http_call_template import StreamableHttpCallTemplate

template = StreamableHttpCallTemplate(
    name="reports",
    url="https://reports.example.com/files/{report_id}.pdf",
    chunk_size=64 * 1024,
    timeout=120_000,
)`,
    },
  ],
};

export default page;
