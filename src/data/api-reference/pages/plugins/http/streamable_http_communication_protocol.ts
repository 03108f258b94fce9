import type {PageProse} from '../../../types';

const page: PageProse = {
  module: 'utcp_http.streamable_http_communication_protocol',
  route: 'plugins/communication_protocols/http/src/utcp_http/streamable_http_communication_protocol',
  file: 'plugins/http/streamable_http_communication_protocol',
  sidebarLabel: 'streamable_http_communication_protocol',
  sidebarPosition: 6,
  description:
    'StreamableHttpCommunicationProtocol reads HTTP responses in chunks and yields NDJSON records, byte chunks or a parsed JSON body.',
  purpose: [
    'The `streamable_http` protocol serves [StreamableHttpCallTemplate](api:plugins/http/streamable_http_call_template#streamablehttpcalltemplate)s. What a chunk is depends on the `Content-Type` of the response, so the same protocol can stream records, files or a single JSON document.',
  ],
  importLine: 'from utcp_http.streamable_http_communication_protocol import StreamableHttpCommunicationProtocol',
  sections: [
    {
      title: 'Behaviour',
      body: [
        `- **Manuals:** a URL that does not use HTTPS and does not start with \`http://localhost\` or \`http://127.0.0.1\` raises \`ValueError\` straight away (this protocol does not turn it into a failed result). The manual is fetched with the template's method and a 10-second timeout and must be a UTCP manual in JSON.
- **Calls:** the whole request, including reading the body, may take \`timeout\` milliseconds. A status of 400 or higher raises \`aiohttp.ClientResponseError\`.
- **Chunks by response type:** \`application/x-ndjson\` yields one parsed JSON value per non-empty line (the raw line bytes if a line is not valid JSON); \`application/octet-stream\` yields byte chunks of \`chunk_size\`; \`application/json\` yields the complete body parsed, once; anything else yields byte chunks like octet-stream.
- **Whole results:** \`call_tool()\` concatenates the chunks into one \`bytes\` value if any chunk was bytes, and otherwise returns the list of chunks.`,
      ],
    },
  ],
  classes: {
    StreamableHttpCommunicationProtocol: {
      summary: ['The protocol registered under `streamable_http`. It caches OAuth2 tokens per client ID.'],
      methods: {
        __init__: {summary: ['Creates the protocol with an empty token cache.'], returns: 'Nothing.'},
        close: {
          summary: ['Forgets the cached OAuth2 tokens. Not part of the interface; the client never calls it.'],
          returns: 'Nothing.',
        },
        register_manual: {
          summary: ['Fetches the manual as described above.'],
          params: {
            manual_call_template:
              "The manual's call template, variables already substituted; must be an instance of `StreamableHttpCallTemplate`.",
          },
          returns: 'The manual found and whether it worked.',
          raises: [
            [
              'ValueError',
              'The template is not a `StreamableHttpCallTemplate`, or the URL is neither HTTPS nor loopback.',
            ],
          ],
        },
        deregister_manual: {summary: ['Only logs; there is no connection to close.'], returns: 'Nothing.'},
        call_tool: {
          summary: ['Collects all chunks of `call_tool_streaming()`.'],
          params: {
            tool_call_template:
              "The tool's call template, variables already substituted; must be an instance of `StreamableHttpCallTemplate`.",
          },
          returns: 'The joined `bytes`, or the list of non-bytes chunks.',
          raises: [['ValueError', 'The template is not a `StreamableHttpCallTemplate`.']],
        },
        call_tool_streaming: {
          summary: ['Sends the request and yields the response in chunks.'],
          params: {
            tool_call_template:
              "The tool's call template, variables already substituted; must be an instance of `StreamableHttpCallTemplate`.",
          },
          returns: 'Parsed records, byte chunks or one parsed JSON body, depending on the response type.',
          raises: [
            ['ValueError', 'The template has the wrong class, or a URL path parameter has no argument.'],
            ['aiohttp.ClientResponseError', 'The server answers with a status of 400 or higher.'],
            ['TimeoutError', 'The request takes longer than `timeout` milliseconds.'],
          ],
        },
      },
    },
  },
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
  behaviourChanges: [
    'In python-utcp 1.1 the HTTPS-or-loopback rule also applies to every tool call URL and to redirects.',
  ],
};

export default page;
