import type {PageProse} from '../../../types';

const WRONG_TEMPLATE: [string, string] = ['ValueError', 'The template is not a `WebSocketCallTemplate`.'];

const page: PageProse = {
  module: 'utcp_websocket.websocket_communication_protocol',
  route: 'plugins/communication_protocols/websocket/src/utcp_websocket/websocket_communication_protocol',
  file: 'plugins/websocket/websocket_communication_protocol',
  sidebarLabel: 'websocket_communication_protocol',
  sidebarPosition: 2,
  description:
    'WebSocketCommunicationProtocol: asks a WebSocket server for its manual and sends tool calls over a kept-open connection.',
  purpose: [
    'The protocol behind `call_template_type` `"websocket"`. It opens one aiohttp WebSocket connection per template name and URL, with the template\'s headers and credentials in the handshake (API keys only as headers, basic auth, or an OAuth2 client-credentials token it fetches and caches per client id), and keeps it open until the manual is deregistered or the protocol is closed.',
  ],
  importLine: 'from utcp_websocket.websocket_communication_protocol import WebSocketCommunicationProtocol',
  sections: [
    {
      title: 'Known problems',
      body: [
        '- Registration cannot succeed as written: after the server answers with a manual, the protocol builds its result with a keyword the result model does not have, so the model rejects it and `register_manual()` raises `ValueError` saying the manual format is invalid. Tools can still be called through templates of other manuals, for instance a manual served over HTTP whose tools use `websocket` templates.\n- The timeouts use `asyncio.timeout`, which exists from Python 3.11, while the package declares Python 3.10 support; on 3.10 every registration and call fails with `AttributeError`.',
      ],
    },
  ],
  classes: {
    WebSocketCommunicationProtocol: {
      summary: [
        'Registered by `utcp_websocket.register()`; one instance serves every WebSocket manual of the process.',
      ],
      methods: {
        __init__: {
          summary: ['Creates the protocol with no open connections. `logger_func` is accepted but not used.'],
          params: {logger_func: 'Ignored.'},
        },
        register_manual: {
          summary: [
            'Connects, sends `{"type": "utcp"}` and reads text messages until one is a JSON object with a `tools` key, which is validated as the manual. Messages that are not JSON are skipped. See the known problems above for what happens next.',
          ],
          returns: 'Meant to be the registration result; see the known problems.',
          raises: [
            WRONG_TEMPLATE,
            [
              'ValueError',
              'The answer is not a valid manual, no manual arrives before `timeout`, or the connection ends first.',
            ],
          ],
        },
        deregister_manual: {
          summary: ['Closes the connection and session of the template. Other template types are ignored.'],
          returns: 'Nothing.',
        },
        call_tool: {
          summary: [
            'Sends the call message (see `message` on the template) and returns the first message that comes back: binary data as bytes, text according to `response_format`.',
          ],
          returns: 'The first answer.',
          raises: [WRONG_TEMPLATE, ['RuntimeError', 'No answer within `timeout`, or the connection reports an error.']],
        },
        call_tool_streaming: {
          summary: [
            'Sends the call message and yields answers until the server sends `{"type": "stream_end"}`. JSON messages with `"type": "tool_response"` yield their `result`; other messages are yielded as received text. Messages with a `request_id` are only taken when it matches the id the protocol made up for the call, which it does not send, so servers should leave `request_id` out.',
          ],
          returns: 'Each answer.',
          raises: [
            WRONG_TEMPLATE,
            ['RuntimeError', 'The server sends `"type": "tool_error"`, or the stream does not end within `timeout`.'],
          ],
        },
        close: {summary: ['Closes every connection and forgets the cached OAuth2 tokens.'], returns: 'Nothing.'},
      },
    },
  },
  examples: [
    {
      title: 'Calling a WebSocket tool directly',
      language: 'python',
      code: `import asyncio

from utcp_websocket.websocket_call_template import WebSocketCallTemplate
from utcp_websocket.websocket_communication_protocol import WebSocketCommunicationProtocol


async def main() -> None:
    protocol = WebSocketCommunicationProtocol()
    template = WebSocketCallTemplate(
        name="echo", url="ws://localhost:8765", message={"say": "UTCP_ARG_text_UTCP_ARG"}, response_format="json"
    )
    try:
        print(await protocol.call_tool(None, "echo.say", {"text": "hi"}, template))
    finally:
        await protocol.close()


asyncio.run(main())`,
    },
  ],
  behaviourChanges: [
    'Every connection URL is checked again before connecting (`wss://`, or `ws://` to a loopback address), the OAuth2 token URL must be HTTPS or loopback and each redirect is checked the same way, and a string `message` that looks like JSON has its argument values escaped as JSON strings, so a quote in an argument cannot add fields. The two known problems remain.',
  ],
};

export default page;
