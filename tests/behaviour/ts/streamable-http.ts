/** Cases of the streamable_http call template (@utcp/http) against a loopback server. */
import {clientWithTools, collectStream, settle, tool} from './support/client';
import {registerOnce} from './support/http';
import {json, raw, withServer, type Handler} from './support/loopback';
import type {BehaviourCase, LoadedSdk} from './support/sdk';

async function streamOf(sdk: LoadedSdk, streaming: boolean, template: Record<string, unknown> = {}): Promise<unknown> {
  return withServer({'/stream': raw('{"n":1}\n{"n":2}\n', 'application/x-ndjson')}, async ({base, received}) => {
    const utcp = await clientWithTools(sdk, 'data', [
      tool('export', {call_template_type: 'streamable_http', url: `${base}/stream`, ...template}),
    ]);
    const result = streaming
      ? await collectStream(utcp.callToolStreaming('data.export', {since: '2025-09-01'}))
      : await settle(utcp.callTool('data.export', {since: '2025-09-01'}));
    await utcp.close();
    return {result, requests: received.length};
  });
}

const manualJson = JSON.stringify({utcp_version: '1.0.0', manual_version: '1.0.0', tools: []});

function discoverStream(sdk: LoadedSdk, handler: Handler, extra: Record<string, unknown> = {}) {
  return registerOnce(
    sdk,
    {'/manual': handler, '/final': json(JSON.parse(manualJson))},
    (base) => ({name: 'data', call_template_type: 'streamable_http', url: `${base}/manual`, ...extra}),
    {
      headers: ['x-api-key', 'authorization'],
    },
  );
}

export const cases: BehaviourCase[] = [
  {key: 'streamable-http.call.placeholder', case: 'call-tool', run: (sdk) => streamOf(sdk, false)},
  {key: 'streamable-http.call.placeholder', case: 'streaming', run: (sdk) => streamOf(sdk, true)},
  {key: 'streamable-http.call.response-streamed', case: 'ndjson', run: (sdk) => streamOf(sdk, true)},
  {
    key: 'streamable-http.call.placeholder',
    case: 'post-method',
    run: (sdk) => streamOf(sdk, false, {http_method: 'POST'}),
  },
  {
    key: 'streamable-http.discovery.manual',
    case: 'json-manual',
    run: (sdk) => discoverStream(sdk, raw(manualJson, 'application/json')),
  },
  {
    key: 'streamable-http.discovery.manual',
    case: 'status-404',
    run: (sdk) => discoverStream(sdk, raw('nope', 'text/plain', 404)),
  },
  {
    key: 'streamable-http.discovery.manual',
    case: 'yaml-manual',
    run: (sdk) => discoverStream(sdk, raw('utcp_version: 1.0.0\ntools: []\n', 'application/yaml')),
  },
  {
    key: 'streamable-http.discovery.manual',
    case: 'redirect-307',
    run: (sdk) =>
      discoverStream(sdk, (_request, response) => {
        response.writeHead(307, {location: '/final'});
        response.end();
      }),
  },
  {
    key: 'streamable-http.discovery.manual',
    case: 'api-key-auth',
    run: (sdk) =>
      discoverStream(sdk, raw(manualJson, 'application/json'), {
        auth: {auth_type: 'api_key', api_key: 'k-1', var_name: 'X-Api-Key'},
      }),
  },
  {
    key: 'streamable-http.template.defaults',
    case: 'minimal',
    run: async (sdk) => {
      const core = await sdk.sdk();
      return new core.CallTemplateSerializer().validateDict({
        call_template_type: 'streamable_http',
        url: 'https://x.example/stream',
      });
    },
  },
  {
    key: 'streamable-http.template.defaults',
    case: 'put-method',
    run: async (sdk) => {
      const core = await sdk.sdk();
      return settle(async () =>
        new core.CallTemplateSerializer().validateDict({
          call_template_type: 'streamable_http',
          url: 'https://x.example/stream',
          http_method: 'PUT',
        }),
      );
    },
  },
  {
    key: 'streamable-http.discovery.query-auth',
    case: 'api-key-query',
    run: (sdk) =>
      discoverStream(sdk, raw(manualJson, 'application/json'), {
        auth: {auth_type: 'api_key', api_key: 'k 1', var_name: 'key', location: 'query'},
      }),
  },
  {
    key: 'streamable-http.discovery.query-auth',
    case: 'api-key-empty',
    run: (sdk) =>
      discoverStream(sdk, raw(manualJson, 'application/json'), {
        auth: {auth_type: 'api_key', api_key: '', var_name: 'key', location: 'query'},
      }),
  },
  {
    key: 'streamable-http.template.null-fields',
    case: 'header-fields-null',
    run: async (sdk) => {
      const core = await sdk.sdk();
      return settle(async () =>
        new core.CallTemplateSerializer().validateDict({
          call_template_type: 'streamable_http',
          url: 'https://x.example/s',
          header_fields: null,
          body_field: null,
        }),
      );
    },
  },
  {
    key: 'streamable-http.template.null-fields',
    case: 'headers-null',
    run: async (sdk) => {
      const core = await sdk.sdk();
      return settle(async () =>
        new core.CallTemplateSerializer().validateDict({
          call_template_type: 'streamable_http',
          url: 'https://x.example/s',
          headers: null,
        }),
      );
    },
  },
];
