/** Cases of the streamable_http call template (@utcp/http) against a loopback server. */
import {settle, validateWith, type Json} from './support/client';
import {callStreamingTool, EMPTY_MANUAL_JSON, registerOnce} from './support/http';
import {json, raw, type Handler} from './support/loopback';
import type {BehaviourCase, LoadedSdk} from './support/sdk';

/** Calls the streamable_http tool of a server that answers NDJSON; reports what the call gave and the requests. */
function streamOf(sdk: LoadedSdk, streaming: boolean, template: Json = {}) {
  return callStreamingTool(
    sdk,
    {'/stream': raw('{"n":1}\n{"n":2}\n', 'application/x-ndjson')},
    ['data', 'export'],
    (base) => ({call_template_type: 'streamable_http', url: `${base}/stream`, ...template}),
    {since: '2025-09-01'},
    streaming,
  );
}

function discoverStream(sdk: LoadedSdk, handler: Handler, extra: Record<string, unknown> = {}) {
  return registerOnce(
    sdk,
    {'/manual': handler, '/final': json(JSON.parse(EMPTY_MANUAL_JSON))},
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
    run: (sdk) => discoverStream(sdk, raw(EMPTY_MANUAL_JSON, 'application/json')),
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
      discoverStream(sdk, raw(EMPTY_MANUAL_JSON, 'application/json'), {
        auth: {auth_type: 'api_key', api_key: 'k-1', var_name: 'X-Api-Key'},
      }),
  },
  {
    key: 'streamable-http.template.defaults',
    case: 'minimal',
    run: (sdk) =>
      validateWith(sdk, 'CallTemplateSerializer', {
        call_template_type: 'streamable_http',
        url: 'https://x.example/stream',
      }),
  },
  {
    key: 'streamable-http.template.defaults',
    case: 'put-method',
    run: (sdk) =>
      settle(
        validateWith(sdk, 'CallTemplateSerializer', {
          call_template_type: 'streamable_http',
          url: 'https://x.example/stream',
          http_method: 'PUT',
        }),
      ),
  },
  {
    key: 'streamable-http.discovery.query-auth',
    case: 'api-key-query',
    run: (sdk) =>
      discoverStream(sdk, raw(EMPTY_MANUAL_JSON, 'application/json'), {
        auth: {auth_type: 'api_key', api_key: 'k 1', var_name: 'key', location: 'query'},
      }),
  },
  {
    key: 'streamable-http.discovery.query-auth',
    case: 'api-key-empty',
    run: (sdk) =>
      discoverStream(sdk, raw(EMPTY_MANUAL_JSON, 'application/json'), {
        auth: {auth_type: 'api_key', api_key: '', var_name: 'key', location: 'query'},
      }),
  },
  {
    key: 'streamable-http.template.null-fields',
    case: 'header-fields-null',
    run: (sdk) =>
      settle(
        validateWith(sdk, 'CallTemplateSerializer', {
          call_template_type: 'streamable_http',
          url: 'https://x.example/s',
          header_fields: null,
          body_field: null,
        }),
      ),
  },
  {
    key: 'streamable-http.template.null-fields',
    case: 'headers-null',
    run: (sdk) =>
      settle(
        validateWith(sdk, 'CallTemplateSerializer', {
          call_template_type: 'streamable_http',
          url: 'https://x.example/s',
          headers: null,
        }),
      ),
  },
];
