import type {ApiModule} from '../../../types';
import {modelSerializer} from '../../../builders';
import {argumentMappingSection} from './http_call_template';

const mod: ApiModule = {
  route: 'plugins/communication_protocols/http/src/utcp_http/sse_call_template',
  file: 'plugins/http/sse_call_template',
  module: 'utcp_http.sse_call_template',
  distribution: 'utcp-http',
  source: 'plugins/communication_protocols/http/src/utcp_http/sse_call_template.py',
  sidebarLabel: 'sse_call_template',
  sidebarPosition: 3,
  description: 'SseCallTemplate, the call template of the sse protocol for tools that answer with a Server-Sent Events stream.',
  purpose: [
    'Some tools answer with a stream of Server-Sent Events: progress updates, tokens of a generated text, log lines. An `sse` call template describes such an endpoint. The [SSE protocol](api:plugins/http/sse_communication_protocol#ssecommunicationprotocol) opens the stream and hands each event\'s data to the caller.',
    'Note that the serializer\'s class name is spelled `SSECallTemplateSerializer`, while the model is `SseCallTemplate`.',
  ],
  importLine: 'from utcp_http.sse_call_template import SseCallTemplate',
  sections: [
    argumentMappingSection(
      'It is sent as JSON when `headers` sets a `Content-Type` containing `application/json`, otherwise as raw data, and a body turns the request from GET into POST.',
    ),
  ],
  items: [
    {
      kind: 'class',
      name: 'SseCallTemplate',
      classKind: 'model',
      bases: ['CallTemplate'],
      summary: ['Call template of the `sse` protocol.'],
      fields: [
        {name: 'name', type: 'str', default: 'uuid4().hex', required: false, description: 'Template name; for a manual, the manual name.'},
        {name: 'call_template_type', type: 'Literal["sse"]', default: '"sse"', required: false, description: 'Discriminator; always `"sse"`.'},
        {name: 'url', type: 'str', required: true, description: 'Stream endpoint (for a manual: where the manual is served as JSON); `{name}` segments are filled from arguments.'},
        {name: 'event_type', type: 'Optional[str]', default: 'None', required: false, description: 'Only pass on events whose `event:` field equals this; `None` passes all events.'},
        {name: 'reconnect', type: 'bool', default: 'True', required: false, description: 'Meant to reconnect after a dropped stream. The 1.0.x protocol does not read it and never reconnects.'},
        {name: 'retry_timeout', type: 'int', default: '30000', required: false, description: 'Meant as the reconnect delay in milliseconds; likewise not read by the 1.0.x protocol.'},
        {name: 'auth', type: 'Optional[Auth]', default: 'None', required: false, description: 'Credentials for the connection.'},
        {name: 'headers', type: 'Optional[Dict[str, str]]', default: 'None', required: false, description: 'Headers sent when connecting.'},
        {name: 'body_field', type: 'Optional[str]', default: 'None', required: false, description: 'Name of the argument that becomes the request body.'},
        {name: 'header_fields', type: 'Optional[List[str]]', default: 'None', required: false, description: 'Names of arguments sent as headers.'},
      ],
    },
    modelSerializer({name: 'SSECallTemplateSerializer', target: 'SseCallTemplate'}),
  ],
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

export default mod;
