import type {PageProse} from '../../../types';

const page: PageProse = {
  module: 'utcp_http.http_communication_protocol',
  route: 'plugins/communication_protocols/http/src/utcp_http/http_communication_protocol',
  file: 'plugins/http/http_communication_protocol',
  sidebarLabel: 'http_communication_protocol',
  sidebarPosition: 2,
  description:
    'HttpCommunicationProtocol fetches UTCP manuals or OpenAPI documents over HTTP and performs tool calls as HTTP requests with aiohttp.',
  purpose: [
    'The `http` protocol serves [HttpCallTemplate](api:plugins/http/http_call_template#httpcalltemplate)s. For a manual it downloads the document at `url` and accepts either a UTCP manual or an OpenAPI specification, which it converts with the [OpenApiConverter](api:plugins/http/openapi_converter#openapiconverter). For a tool it sends one request and returns the response body.',
    'It is stateless apart from a cache of OAuth2 access tokens keyed by client ID; every request uses a fresh aiohttp session.',
  ],
  importLine: 'from utcp_http.http_communication_protocol import HttpCommunicationProtocol',
  sections: [
    {
      title: 'Manual discovery',
      body: [
        "The manual URL must start with `https://`, `http://localhost` or `http://127.0.0.1`; any other URL fails the registration with a security error, to keep manuals from being altered in transit. The request uses the template's method, headers and credentials and a 10-second timeout.",
        "The body is parsed as YAML when the `Content-Type` mentions `yaml` or the URL ends in `.yaml` or `.yml`, and as JSON otherwise. A document with both `utcp_version` and `tools` is read as a UTCP manual; anything else is treated as OpenAPI and converted, passing the template's `name`, `url` and `auth_tools` to the converter. Errors (HTTP status, unparsable body, anything unexpected) produce `success=False`.",
      ],
    },
    {
      title: 'Tool calls',
      body: [
        'Arguments are mapped onto the request as described on the [call template page](api:plugins/http/http_call_template#how-tool-arguments-become-a-request). The request has a 30-second timeout. A response status of 400 or higher raises `aiohttp.ClientResponseError`. A response whose `Content-Type` contains `application/json` is returned parsed; any other response is returned as text. In 1.0.x the HTTPS rule is checked only for manual URLs, not for tool URLs.',
      ],
    },
  ],
  classes: {
    HttpCommunicationProtocol: {
      summary: ['The protocol registered under `http`.'],
      methods: {
        __init__: {
          summary: ['Creates the protocol with an empty token cache.'],
          params: {logger: 'Accepted for compatibility and ignored; the module logs through `logging`.'},
          returns: 'Nothing.',
        },
        register_manual: {
          summary: ['Fetches and parses the manual as described above.'],
          params: {
            manual_call_template:
              "The manual's call template, variables already substituted; must be an instance of `HttpCallTemplate`.",
          },
          returns: 'The manual found and whether it worked.',
          raises: [
            ['ValueError', 'The template is not an `HttpCallTemplate`. Every other problem is reported in the result.'],
          ],
        },
        deregister_manual: {summary: ['Does nothing: the protocol keeps no per-manual state.'], returns: 'Nothing.'},
        call_tool: {
          summary: ['Builds and sends the request.'],
          params: {
            tool_call_template:
              "The tool's call template, variables already substituted; must be an instance of `HttpCallTemplate`.",
          },
          returns: "The tool's complete result.",
          raises: [
            ['ValueError', 'The template is not an `HttpCallTemplate`, or a URL path parameter has no argument.'],
            ['aiohttp.ClientResponseError', 'The server answers with a status of 400 or higher.'],
            ['aiohttp.ClientError', 'The connection fails or times out.'],
          ],
        },
        call_tool_streaming: {
          summary: ['Calls `call_tool()` and yields its result once; plain HTTP has no streaming here.'],
          params: {
            tool_call_template:
              "The tool's call template, variables already substituted; must be an instance of `HttpCallTemplate`.",
          },
          returns: 'Chunks of the result.',
        },
      },
    },
  },
  examples: [
    {
      title: 'Streaming interface, single result',
      language: 'python',
      intro:
        'Assuming the OpenAPI document lists an absolute server URL such as `https://petstore.example.com/api/v3` and has the operations `getPetById` and `findPetsByStatus`:',
      code: `import asyncio

from utcp.utcp_client import UtcpClient


async def main() -> None:
    client = await UtcpClient.create(config={"manual_call_templates": [{
        "name": "petstore",
        "call_template_type": "http",
        "url": "https://petstore.example.com/api/v3/openapi.json",
    }]})

    pet = await client.call_tool("petstore.getPetById", {"petId": 1})
    print(pet["name"])

    async for chunk in client.call_tool_streaming("petstore.findPetsByStatus", {"status": "available"}):
        print(len(chunk), "pets")  # one chunk: the whole JSON list


asyncio.run(main())`,
    },
  ],
  behaviourChanges: [
    'In python-utcp 1.1 the HTTPS-or-loopback rule is enforced on every request, including tool calls, redirects are followed only after the same check, auth headers are dropped on cross-origin redirects, and header names or values with line breaks are refused.',
  ],
};

export default page;
