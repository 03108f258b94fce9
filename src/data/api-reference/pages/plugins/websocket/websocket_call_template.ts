import type {PageProse} from '../../../types';

const page: PageProse = {
  module: 'utcp_websocket.websocket_call_template',
  route: 'plugins/communication_protocols/websocket/src/utcp_websocket/websocket_call_template',
  file: 'plugins/websocket/websocket_call_template',
  sidebarLabel: 'websocket_call_template',
  sidebarPosition: 1,
  description:
    'WebSocketCallTemplate (call_template_type "websocket"): the URL of a WebSocket server, the message to send for a call and how to read the answer.',
  purpose: [
    'A `websocket` template names a WebSocket server. As a manual call template it is where the client asks for the manual; as a tool call template it says which message a call sends and how the first answer is returned.',
    'The URL must be `wss://`, or plain `ws://` to the local machine. The protocol keeps one connection per template name and URL and reuses it for later calls.',
  ],
  importLine: 'from utcp_websocket.websocket_call_template import WebSocketCallTemplate',
  classes: {
    WebSocketCallTemplate: {
      summary: [
        'The `url` validator accepts `wss://` URLs and URLs that start with `ws://localhost` or `ws://127.0.0.1`. It is a prefix test, so `ws://localhost.example.com` passes as well. Empty `headers` and `header_fields` are dumped as `null`.',
      ],
      fields: {
        call_template_type: 'Always `"websocket"`.',
        url: 'Server URL, `wss://...` or `ws://localhost...`.',
        message:
          'What a tool call sends. A string or dict in which `UTCP_ARG_<name>_UTCP_ARG` is replaced by the argument `<name>` (non-string values as JSON); a dict is sent as JSON. Without it the arguments are sent as one JSON object.',
        protocol: 'WebSocket subprotocol to request during the handshake.',
        keep_alive: 'Send heartbeat pings every 30 seconds on the connection.',
        response_format:
          'How a text answer is returned: `"json"` parses it (falling back to the text when it is not JSON); `"text"`, `"raw"` and `None` return the text as is.',
        timeout: 'Seconds to wait for the manual or for an answer.',
        headers: 'Extra headers for the handshake.',
        header_fields: 'Names of tool arguments meant as handshake headers. The protocol does not read this field.',
      },
    },
    WebSocketCallTemplateSerializer: {
      summary: [
        'Converts `WebSocketCallTemplate` objects to dicts and back. Unlike most serializers it writes only the fields that differ from their defaults (plus `name`, `call_template_type` and `url`).',
      ],
      methods: {
        to_dict: {
          summary: ['Builds a compact dict: fields left at their defaults are omitted.'],
          params: {obj: 'The template to convert.'},
          returns: 'The dict.',
        },
        validate_dict: {
          summary: [
            'Validates `auth` with the auth serializer (writing the result back into the dict it was given), then builds the model.',
          ],
          params: {obj: 'Raw data.'},
          returns: 'The validated template.',
          raises: [
            [
              'UtcpSerializerValidationError',
              'The data is not a valid template; the message starts with `Failed to validate WebSocketCallTemplate` and carries the traceback.',
            ],
          ],
        },
      },
    },
  },
  examples: [
    {
      title: 'A WebSocket tool in a manual',
      language: 'json',
      meta: 'impl=python',
      code: `{
  "name": "translate",
  "description": "Translate a sentence",
  "inputs": {"type": "object", "properties": {"text": {"type": "string"}}, "required": ["text"]},
  "tool_call_template": {
    "name": "translator",
    "call_template_type": "websocket",
    "url": "wss://translate.example.com/ws",
    "message": {"action": "translate", "text": "UTCP_ARG_text_UTCP_ARG"},
    "response_format": "json",
    "timeout": 10
  }
}`,
    },
    {
      title: 'Building the template in Python',
      language: 'python',
      code: `from utcp_websocket.websocket_call_template import WebSocketCallTemplate

template = WebSocketCallTemplate(name="translator", url="wss://translate.example.com/ws", response_format="json")
print(template.keep_alive, template.timeout)  # True 30`,
    },
  ],
  behaviourChanges: [
    'The `url` validator now looks at the host name instead of the text prefix: plain `ws://` is accepted only when the host is `localhost` or a loopback IP address such as `127.0.0.1` or `[::1]`, so `ws://localhost.example.com` is refused.',
  ],
};

export default page;
