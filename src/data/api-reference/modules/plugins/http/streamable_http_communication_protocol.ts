import type {ApiModule} from '../../../types';
import {protocolMethods} from '../../core/interfaces/communication_protocol';

const mod: ApiModule = {
  route: 'plugins/communication_protocols/http/src/utcp_http/streamable_http_communication_protocol',
  file: 'plugins/http/streamable_http_communication_protocol',
  module: 'utcp_http.streamable_http_communication_protocol',
  distribution: 'utcp-http',
  source: 'plugins/communication_protocols/http/src/utcp_http/streamable_http_communication_protocol.py',
  sidebarLabel: 'streamable_http_communication_protocol',
  sidebarPosition: 6,
  description: 'StreamableHttpCommunicationProtocol reads HTTP responses in chunks and yields NDJSON records, byte chunks or a parsed JSON body.',
  purpose: [
    'The `streamable_http` protocol serves [StreamableHttpCallTemplate](api:plugins/http/streamable_http_call_template#streamablehttpcalltemplate)s. What a chunk is depends on the `Content-Type` of the response, so the same protocol can stream records, files or a single JSON document.',
  ],
  importLine: 'from utcp_http.streamable_http_communication_protocol import StreamableHttpCommunicationProtocol',
  sections: [
    {
      title: 'Behaviour',
      body: [
        '- **Manuals:** a URL that does not use HTTPS and does not start with `http://localhost` or `http://127.0.0.1` raises `ValueError` straight away (this protocol does not turn it into a failed result). The manual is fetched with the template\'s method and a 10-second timeout and must be a UTCP manual in JSON.\n- **Calls:** the whole request, including reading the body, may take `timeout` milliseconds. A status of 400 or higher raises `aiohttp.ClientResponseError`.\n- **Chunks by response type:** `application/x-ndjson` yields one parsed JSON value per non-empty line (the raw line bytes if a line is not valid JSON); `application/octet-stream` yields byte chunks of `chunk_size`; `application/json` yields the complete body parsed, once; anything else yields byte chunks like octet-stream.\n- **Whole results:** `call_tool()` concatenates the chunks into one `bytes` value if any chunk was bytes, and otherwise returns the list of chunks.',
      ],
    },
  ],
  items: [
    {
      kind: 'class',
      name: 'StreamableHttpCommunicationProtocol',
      classKind: 'class',
      bases: ['CommunicationProtocol'],
      summary: ['The protocol registered under `streamable_http`. It caches OAuth2 tokens per client ID.'],
      methods: [
        {
          kind: 'function',
          name: 'StreamableHttpCommunicationProtocol',
          methodKind: 'constructor',
          params: [],
          returns: {type: 'None', description: 'Nothing.'},
          summary: ['Creates the protocol with an empty token cache.'],
        },
        {
          kind: 'function',
          name: 'close',
          methodKind: 'method',
          async: true,
          params: [],
          returns: {type: 'None', description: 'Nothing.'},
          summary: ['Forgets the cached OAuth2 tokens. Not part of the interface; the client never calls it.'],
        },
        ...protocolMethods('method', 'StreamableHttpCallTemplate', {
          register_manual: {
            summary: ['Fetches the manual as described above.'],
            raises: [{type: 'ValueError', when: 'The template is not a `StreamableHttpCallTemplate`, or the URL is neither HTTPS nor loopback.'}],
          },
          deregister_manual: {summary: ['Only logs; there is no connection to close.']},
          call_tool: {
            returns: 'The joined `bytes`, or the list of non-bytes chunks.',
            summary: ['Collects all chunks of `call_tool_streaming()`.'],
            raises: [{type: 'ValueError', when: 'The template is not a `StreamableHttpCallTemplate`.'}],
          },
          call_tool_streaming: {
            returns: 'Parsed records, byte chunks or one parsed JSON body, depending on the response type.',
            summary: ['Sends the request and yields the response in chunks.'],
            raises: [
              {type: 'ValueError', when: 'The template has the wrong class, or a URL path parameter has no argument.'},
              {type: 'aiohttp.ClientResponseError', when: 'The server answers with a status of 400 or higher.'},
              {type: 'TimeoutError', when: 'The request takes longer than `timeout` milliseconds.'},
            ],
          },
        }),
      ],
    },
  ],
  examples: [
    {
      title: 'Processing an NDJSON export record by record',
      language: 'python',
      code: `import asyncio

from utcp.utcp_client import UtcpClient


async def main() -> None:
    client = await UtcpClient.create(config="utcp_config.json")
    total = 0
    async for record in client.call_tool_streaming("analytics.export_events",
                                                   {"dataset": "signups", "filter": {"country": "PT"}}):
        total += record["count"]
    print("signups:", total)


asyncio.run(main())`,
    },
  ],
  nextNote: 'In python-utcp 1.1 the HTTPS-or-loopback rule also applies to every tool call URL and to redirects.',
};

export default mod;
