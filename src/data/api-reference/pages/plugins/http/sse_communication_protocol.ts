import type {PageProse} from '../../../types';

const page: PageProse = {
  module: 'utcp_http.sse_communication_protocol',
  route: 'plugins/communication_protocols/http/src/utcp_http/sse_communication_protocol',
  file: 'plugins/http/sse_communication_protocol',
  sidebarLabel: 'sse_communication_protocol',
  sidebarPosition: 4,
  description:
    "SseCommunicationProtocol reads Server-Sent Events streams and yields each event's data as a tool result chunk.",
  purpose: [
    'The `sse` protocol serves [SseCallTemplate](api:plugins/http/sse_call_template#ssecalltemplate)s. Its streaming call is the natural way to use it: `UtcpClient.call_tool_streaming()` yields one item per event as it arrives, while `call_tool()` waits for the stream to end and returns all events as a list.',
  ],
  importLine: 'from utcp_http.sse_communication_protocol import SseCommunicationProtocol',
  sections: [
    {
      title: 'Behaviour',
      body: [
        `- **Manuals:** the URL must use HTTPS or point at \`localhost\` or \`127.0.0.1\`. It is fetched with GET (10-second timeout) and must return a UTCP manual as JSON; OpenAPI is not converted here. Failures give \`success=False\`.
- **Calls:** the request carries \`Accept: text/event-stream\`, is a POST when there is a body and a GET otherwise, and has no timeout. A status of 400 or higher raises \`aiohttp.ClientResponseError\`.
- **Events:** the stream is split at blank lines; comment lines (starting with \`:\`) are skipped, several \`data:\` lines are joined with newlines, and events without data are ignored. With \`event_type\` set, other events are dropped. Each event's data is yielded parsed as JSON when possible, otherwise as a string.`,
      ],
    },
  ],
  classes: {
    SseCommunicationProtocol: {
      summary: ['The protocol registered under `sse`. It caches OAuth2 tokens per client ID.'],
      methods: {
        __init__: {summary: ['Creates the protocol.'], params: {logger: 'Ignored.'}, returns: 'Nothing.'},
        register_manual: {
          summary: ['Fetches the manual as described above.'],
          params: {
            manual_call_template:
              "The manual's call template, variables already substituted; must be an instance of `SseCallTemplate`.",
          },
          returns: 'The manual found and whether it worked.',
          raises: [['ValueError', 'The template is not an `SseCallTemplate`.']],
        },
        deregister_manual: {summary: ['Does nothing: the protocol keeps no per-manual state.'], returns: 'Nothing.'},
        call_tool: {
          summary: ['Collects the whole stream by iterating `call_tool_streaming()`.'],
          params: {
            tool_call_template:
              "The tool's call template, variables already substituted; must be an instance of `SseCallTemplate`.",
          },
          returns: 'A list with the data of every event, in order, once the server closes the stream.',
          raises: [['ValueError', 'The template is not an `SseCallTemplate`.']],
        },
        call_tool_streaming: {
          summary: ['Opens the stream and yields events as they arrive.'],
          params: {
            tool_call_template:
              "The tool's call template, variables already substituted; must be an instance of `SseCallTemplate`.",
          },
          returns: 'The data of each event, parsed as JSON when possible.',
          raises: [
            ['ValueError', 'The template is not an `SseCallTemplate`, or a URL path parameter has no argument.'],
            ['aiohttp.ClientResponseError', 'The server answers with a status of 400 or higher.'],
          ],
        },
      },
    },
  },
  examples: [
    {
      title: 'Printing build logs as they arrive',
      language: 'python',
      code: `import asyncio

from utcp.utcp_client import UtcpClient


async def main() -> None:
    client = await UtcpClient.create(config={
        "variables": {"ci_CI_TOKEN": "$CI_TOKEN"},
        "manual_call_templates": [{
            "name": "ci",
            "call_template_type": "sse",
            "url": "https://ci.example.com/utcp",
        }],
    })
    async for event in client.call_tool_streaming("ci.follow_build", {"build_id": "4711"}):
        print(event)


asyncio.run(main())`,
    },
  ],
  behaviourChanges: [
    'In python-utcp 1.1 the HTTPS-or-loopback rule also applies to the stream URL of every tool call, not only to the manual URL.',
  ],
};

export default page;
