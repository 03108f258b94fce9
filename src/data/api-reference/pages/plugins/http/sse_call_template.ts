import type {PageProse} from '../../../types';

const page: PageProse = {
  module: 'utcp_http.sse_call_template',
  route: 'plugins/communication_protocols/http/src/utcp_http/sse_call_template',
  file: 'plugins/http/sse_call_template',
  sidebarLabel: 'sse_call_template',
  sidebarPosition: 3,
  description:
    'SseCallTemplate, the call template of the sse protocol for tools that answer with a Server-Sent Events stream.',
  purpose: [
    "Some tools answer with a stream of Server-Sent Events: progress updates, tokens of a generated text, log lines. An `sse` call template describes such an endpoint. The [SSE protocol](api:plugins/http/sse_communication_protocol#ssecommunicationprotocol) opens the stream and hands each event's data to the caller.",
    "Note that the serializer's class name is spelled `SSECallTemplateSerializer`, while the model is `SseCallTemplate`.",
  ],
  importLine: 'from utcp_http.sse_call_template import SseCallTemplate',
  sections: [
    {
      title: 'How tool arguments become a request',
      body: [
        'When a tool is called, its arguments are distributed in this order:',
        `1. every argument named in \`header_fields\` becomes a request header of the same name (value converted with \`str()\`);
2. the argument named by \`body_field\` becomes the request body. It is sent as JSON when \`headers\` sets a \`Content-Type\` containing \`application/json\`, otherwise as raw data, and a body turns the request from GET into POST.
3. every \`{name}\` segment of \`url\` is replaced by the URL-encoded argument of that name; a placeholder without an argument raises \`ValueError\`;
4. all remaining arguments are sent as query-string parameters.`,
        'Static `headers` are sent with every request, and `auth` is applied last: an API key goes into its header, query parameter or cookie, Basic credentials into the `Authorization` header, and an OAuth2 access token into `Authorization: Bearer …`.',
      ],
    },
  ],
  classes: {
    SseCallTemplate: {
      summary: ['Call template of the `sse` protocol.'],
      fields: {
        call_template_type: 'Discriminator; always `"sse"`.',
        url: 'Stream endpoint (for a manual: where the manual is served as JSON); `{name}` segments are filled from arguments.',
        event_type: 'Only pass on events whose `event:` field equals this; `None` passes all events.',
        reconnect:
          'Meant to reconnect after a dropped stream. The 1.0.x protocol does not read it and never reconnects.',
        retry_timeout: 'Meant as the reconnect delay in milliseconds; likewise not read by the 1.0.x protocol.',
        auth: 'Credentials for the connection.',
        headers: 'Headers sent when connecting.',
        body_field: 'Name of the argument that becomes the request body.',
        header_fields: 'Names of arguments sent as headers.',
      },
    },
    SSECallTemplateSerializer: {summary: []},
  },
  examples: [
    {
      title: 'A stream of build log events',
      language: 'json',
      code: `{
  "name": "ci",
  "call_template_type": "sse",
  "url": "https://ci.example.com/api/builds/{build_id}/events",
  "event_type": "log",
  "headers": {"Accept-Language": "en"},
  "auth": {
    "auth_type": "api_key",
    "api_key": "Bearer \${CI_TOKEN}",
    "var_name": "Authorization",
    "location": "header"
  }
}`,
    },
    {
      title: 'The same template in Python',
      language: 'python',
      code: `from utcp.data.auth_implementations import ApiKeyAuth
from utcp_http.sse_call_template import SseCallTemplate

template = SseCallTemplate(
    name="ci",
    url="https://ci.example.com/api/builds/{build_id}/events",
    event_type="log",
    auth=ApiKeyAuth(api_key="Bearer \${CI_TOKEN}", var_name="Authorization"),
)`,
    },
  ],
};

export default page;
