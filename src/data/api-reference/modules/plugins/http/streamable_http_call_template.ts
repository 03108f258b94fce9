import type {ApiModule} from '../../../types';
import {modelSerializer} from '../../../builders';
import {argumentMappingSection} from './http_call_template';

const mod: ApiModule = {
  route: 'plugins/communication_protocols/http/src/utcp_http/streamable_http_call_template',
  file: 'plugins/http/streamable_http_call_template',
  module: 'utcp_http.streamable_http_call_template',
  distribution: 'utcp-http',
  source: 'plugins/communication_protocols/http/src/utcp_http/streamable_http_call_template.py',
  sidebarLabel: 'streamable_http_call_template',
  sidebarPosition: 5,
  description: 'StreamableHttpCallTemplate, the call template of the streamable_http protocol for responses read in chunks (NDJSON, binary or JSON).',
  purpose: [
    'A `streamable_http` template describes an endpoint whose response is consumed while it is still arriving: a chunked download, a newline-delimited JSON feed, a large export. It is plain HTTP underneath; the difference to `http` is that the [protocol](api:plugins/http/streamable_http_communication_protocol#streamablehttpcommunicationprotocol) reads the body piece by piece.',
  ],
  importLine: 'from utcp_http.streamable_http_call_template import StreamableHttpCallTemplate',
  sections: [
    argumentMappingSection(
      'If `headers` sets no `Content-Type`, `content_type` is used; a JSON content type sends the body as JSON, any other as raw data.',
    ),
  ],
  items: [
    {
      kind: 'class',
      name: 'StreamableHttpCallTemplate',
      classKind: 'model',
      bases: ['CallTemplate'],
      summary: ['Call template of the `streamable_http` protocol.'],
      fields: [
        {name: 'name', type: 'str', default: 'uuid4().hex', required: false, description: 'Template name; for a manual, the manual name.'},
        {name: 'call_template_type', type: 'Literal["streamable_http"]', default: '"streamable_http"', required: false, description: 'Discriminator; always `"streamable_http"`.'},
        {name: 'url', type: 'str', required: true, description: 'Endpoint URL; `{name}` segments are filled from arguments.'},
        {name: 'http_method', type: 'Literal["GET", "POST"]', default: '"GET"', required: false, description: 'Request method, also used to fetch the manual.'},
        {name: 'content_type', type: 'str', default: '"application/octet-stream"', required: false, description: 'Content type of a request body when `headers` sets none.'},
        {name: 'chunk_size', type: 'int', default: '4096', required: false, description: 'Size in bytes of the chunks yielded for binary responses.'},
        {name: 'timeout', type: 'int', default: '60000', required: false, description: 'Total time allowed for a tool call, in milliseconds.'},
        {name: 'headers', type: 'Optional[Dict[str, str]]', default: 'None', required: false, description: 'Headers sent with every request.'},
        {name: 'auth', type: 'Optional[Auth]', default: 'None', required: false, description: 'Credentials for the requests.'},
        {name: 'body_field', type: 'Optional[str]', default: 'None', required: false, description: 'Name of the argument that becomes the request body.'},
        {name: 'header_fields', type: 'Optional[List[str]]', default: 'None', required: false, description: 'Names of arguments sent as headers.'},
      ],
    },
    modelSerializer({name: 'StreamableHttpCallTemplateSerializer', target: 'StreamableHttpCallTemplate'}),
  ],
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

export default mod;
