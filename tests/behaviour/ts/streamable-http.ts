/** Cases of the streamable_http call template (@utcp/http) against a loopback server. */
import {client, clientWithTools, settle, tool, validateWith, type Json} from './support/client';
import {callStreamingTool, EMPTY_MANUAL_JSON, registerOnce, keptByManualType, sent} from './support/http';
import {json, raw, withServer, type Handler} from './support/loopback';
import {casesOf, type BehaviourCase, type LoadedSdk} from './support/sdk';

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
  ...casesOf('streamable-http.call.placeholder', {
    'call-tool': (sdk) => streamOf(sdk, false),
    streaming: (sdk) => streamOf(sdk, true),
  }),
  {key: 'streamable-http.call.response-streamed', case: 'ndjson', run: (sdk) => streamOf(sdk, true)},
  {
    key: 'streamable-http.call.placeholder',
    case: 'post-method',
    run: (sdk) => streamOf(sdk, false, {http_method: 'POST'}),
  },
  ...casesOf('streamable-http.discovery.manual', {
    'json-manual': (sdk) => discoverStream(sdk, raw(EMPTY_MANUAL_JSON, 'application/json')),
    'status-404': (sdk) => discoverStream(sdk, raw('nope', 'text/plain', 404)),
    'yaml-manual': (sdk) => discoverStream(sdk, raw('utcp_version: 1.0.0\ntools: []\n', 'application/yaml')),
    'redirect-307': (sdk) =>
      discoverStream(sdk, (_request, response) => {
        response.writeHead(307, {location: '/final'});
        response.end();
      }),
    'api-key-auth': (sdk) =>
      discoverStream(sdk, raw(EMPTY_MANUAL_JSON, 'application/json'), {
        auth: {auth_type: 'api_key', api_key: 'k-1', var_name: 'X-Api-Key'},
      }),
  }),
  ...casesOf('streamable-http.template.defaults', {
    minimal: (sdk) =>
      validateWith(sdk, 'CallTemplateSerializer', {
        call_template_type: 'streamable_http',
        url: 'https://x.example/stream',
      }),
    'put-method': (sdk) =>
      settle(
        validateWith(sdk, 'CallTemplateSerializer', {
          call_template_type: 'streamable_http',
          url: 'https://x.example/stream',
          http_method: 'PUT',
        }),
      ),
  }),
  ...casesOf('streamable-http.discovery.query-auth', {
    'api-key-query': (sdk) =>
      discoverStream(sdk, raw(EMPTY_MANUAL_JSON, 'application/json'), {
        auth: {auth_type: 'api_key', api_key: 'k 1', var_name: 'key', location: 'query'},
      }),
    'api-key-empty': (sdk) =>
      discoverStream(sdk, raw(EMPTY_MANUAL_JSON, 'application/json'), {
        auth: {auth_type: 'api_key', api_key: '', var_name: 'key', location: 'query'},
      }),
  }),
  ...casesOf('streamable-http.template.null-fields', {
    'header-fields-null': (sdk) =>
      settle(
        validateWith(sdk, 'CallTemplateSerializer', {
          call_template_type: 'streamable_http',
          url: 'https://x.example/s',
          header_fields: null,
          body_field: null,
        }),
      ),
    'headers-null': (sdk) =>
      settle(
        validateWith(sdk, 'CallTemplateSerializer', {
          call_template_type: 'streamable_http',
          url: 'https://x.example/s',
          headers: null,
        }),
      ),
  }),
];

// Adversarial review 2026-11-28 (b-ws2): what registering an http manual keeps of its streamable_http tools.
function analyticsManual(base: string) {
  const noSchema = {type: 'object', properties: {}};
  return {
    utcp_version: '1.0.1',
    manual_version: '1',
    tools: [
      {
        name: 'lookup',
        description: '',
        inputs: noSchema,
        outputs: noSchema,
        tool_call_template: {call_template_type: 'http', http_method: 'GET', url: `${base}/x`},
      },
      {
        name: 'export',
        description: '',
        inputs: noSchema,
        outputs: noSchema,
        tool_call_template: {call_template_type: 'streamable_http', url: `${base}/export`, http_method: 'POST'},
      },
    ],
  };
}

async function analyticsClient(sdk: LoadedSdk, allowed: string[] | undefined) {
  const {client} = await import('./support/client');
  const {withServer} = await import('./support/loopback');
  return withServer(
    {'GET /utcp': (request, response) => json(analyticsManual(`http://${request.headers.host}`))(request, response)},
    async ({base}) => {
      const utcp = await client(sdk);
      const template: Record<string, unknown> = {
        name: 'analytics',
        call_template_type: 'http',
        http_method: 'GET',
        url: `${base}/utcp`,
      };
      if (allowed) template.allowed_communication_protocols = allowed;
      const result = await utcp.registerManual(template);
      const names = (result.manual?.tools ?? []).map((t) => t.name).sort();
      const exported = await utcp.getTool('analytics.export');
      const kept = exported?.tool_call_template as Record<string, unknown> | undefined;
      await utcp.close();
      return {
        names,
        exportTemplate: kept && {
          type: kept.call_template_type,
          url: String(kept.url).replace(base, '<base>'),
          method: kept.http_method,
        },
      };
    },
  );
}

cases.push(
  ...casesOf('streamable-http.manual.allowed-protocols', {
    'default-own-type': async (sdk) => (await analyticsClient(sdk, undefined)).names,
    'listing-streamable-http': async (sdk) => (await analyticsClient(sdk, ['http', 'streamable_http'])).names,
  }),
  {
    key: 'streamable-http.sdk.registered-tool',
    case: 'tool-call-template',
    run: async (sdk) =>
      (await analyticsClient(sdk, sdk.impl === 'sdk-1.1' ? ['http', 'streamable_http'] : undefined)).exportTemplate,
  },
);

// Issue 35: the sentences of the TypeScript reference on the streamable_http protocol
// (data/ts-api/descriptions/http.yaml).
cases.push(
  ...casesOf('streamable-http.discovery.manual', {
    'static-headers': (sdk) =>
      registerOnce(
        sdk,
        {'/manual': raw(EMPTY_MANUAL_JSON, 'application/json')},
        (base) => ({
          name: 'data',
          call_template_type: 'streamable_http',
          url: `${base}/manual`,
          headers: {'X-Team': 'blue'},
        }),
        {headers: ['x-team']},
      ),
    'post-method': (sdk) => discoverStream(sdk, raw(EMPTY_MANUAL_JSON, 'application/json'), {http_method: 'POST'}),
    'basic-auth': (sdk) =>
      discoverStream(sdk, raw(EMPTY_MANUAL_JSON, 'application/json'), {
        auth: {auth_type: 'basic', username: 'u', password: 'p'},
      }),
    'oauth2-auth': (sdk) =>
      registerOnce(
        sdk,
        {'/manual': raw(EMPTY_MANUAL_JSON, 'application/json'), '/token': json({access_token: 't', expires_in: 60})},
        (base) => ({
          name: 'data',
          call_template_type: 'streamable_http',
          url: `${base}/manual`,
          auth: {auth_type: 'oauth2', token_url: `${base}/token`, client_id: 'c', client_secret: 's'},
        }),
        {headers: ['authorization']},
      ),
    'remote-http': (sdk) =>
      registerOnce(sdk, {}, () => ({
        name: 'data',
        call_template_type: 'streamable_http',
        url: 'http://example.invalid/manual',
      })),
    'localhost-prefix': (sdk) =>
      registerOnce(sdk, {}, () => ({
        name: 'data',
        call_template_type: 'streamable_http',
        url: 'http://localhost.example.invalid/manual',
      })),
  }),
  ...casesOf('streamable-http.call.placeholder', {
    'request-fields-set': (sdk) =>
      streamOf(sdk, true, {
        http_method: 'POST',
        content_type: 'application/json',
        headers: {'X-Team': 'blue'},
        body_field: 'payload',
        header_fields: ['X-Trace'],
        chunk_size: 1,
        timeout: 1,
      }),
    // Second reading (wave 8): the placeholder also for a URL that a real request would refuse.
    'w8-remote-plain-http-url': (sdk) => streamOf(sdk, false, {url: 'http://10.0.0.5/stream'}),
  }),
);

/** Issue 35, second reading 2026-11-30 (c-stream): which tools a streamable_http manual template keeps. */
function streamableManualKept(sdk: LoadedSdk, allowed: unknown) {
  return keptByManualType(sdk, 'streamable_http', 'data', 'export', 'data.example.com', allowed);
}

cases.push(
  ...casesOf('streamable-http.manual.template-allowed-protocols', {
    absent: (sdk) => streamableManualKept(sdk, 'absent'),
    null: (sdk) => streamableManualKept(sdk, null),
    'empty-list': (sdk) => streamableManualKept(sdk, []),
    'listing-both': (sdk) => streamableManualKept(sdk, ['streamable_http', 'http']),
  }),
);

/** Second reading 2026-11-30 (w-next-proto): the allowed protocols spelled in capitals. */
cases.push(
  ...casesOf('streamable-http.manual.template-allowed-protocols', {
    'upper-case-listing': (sdk) => streamableManualKept(sdk, ['STREAMABLE_HTTP', 'HTTP']),
  }),
);

/** Second reading (wave 3) 2026-11-29 (g-stream): a list naming only the other type, and one name in capitals. */
cases.push(
  ...casesOf('streamable-http.manual.template-allowed-protocols', {
    'only-other-type': (sdk) => streamableManualKept(sdk, ['http']),
    'one-name-in-capitals': (sdk) => streamableManualKept(sdk, ['streamable_http', 'HTTP']),
  }),
);

/** Second reading (wave 5) 2026-11-29 (h-stream): a list naming only the template's own type, and one naming neither. */
cases.push(
  ...casesOf('streamable-http.manual.template-allowed-protocols', {
    'w5-only-own-type': (sdk) => streamableManualKept(sdk, ['streamable_http']),
    'w5-neither-type': (sdk) => streamableManualKept(sdk, ['websocket']),
  }),
);

/** First reading (wave 6) 2026-11-29: a non-streaming call, and template values left out one at a time. */
cases.push(
  ...casesOf('streamable-http.call.response-streamed', {
    'w6-streaming-post-with-argument': (sdk) => streamOf(sdk, true, {http_method: 'POST'}),
  }),
  ...casesOf('streamable-http.template.defaults', {
    'w6-other-values-given': (sdk) =>
      validateWith(sdk, 'CallTemplateSerializer', {
        call_template_type: 'streamable_http',
        url: 'https://x.example/stream',
        http_method: 'POST',
        timeout: 5,
      }),
    'w6-null-chunk-size': (sdk) =>
      settle(
        validateWith(sdk, 'CallTemplateSerializer', {
          call_template_type: 'streamable_http',
          url: 'https://x.example/stream',
          chunk_size: null,
        }),
      ),
  }),
);

// First reading (wave 6) 2026-11-29: the request fields of the template (headers, body_field, header_fields) at
// registration and at a call, and the requests the server receives for each.
cases.push(
  ...casesOf('streamable-http.template.defaults', {
    'fields-in-requests': (sdk) =>
      withServer({'*': json({utcp_version: '1.0.0', manual_version: '1.0.0', tools: []})}, async ({base, received}) => {
        const fields = {headers: {'X-Fixed': 'f'}, body_field: 'payload', header_fields: ['X-Trace']};
        const utcp = await client(sdk);
        const registration = await settle(async () => {
          const result = await utcp.registerManual({
            name: 'feed',
            call_template_type: 'streamable_http',
            url: `${base}/manual`,
            ...fields,
          });
          return {success: result.success, errors: result.errors};
        });
        const atRegistration = received.length;
        const caller = await clientWithTools(sdk, 'm', [
          tool('t', {call_template_type: 'streamable_http', url: `${base}/r/{id}`, http_method: 'POST', ...fields}),
        ]);
        const call = await settle(async () => caller.callTool('m.t', {id: 'A', payload: {a: 1}, 'X-Trace': 't-1'}));
        const seen = received.map((r) => sent(r, ['x-fixed', 'x-trace', 'content-type']));
        return {
          registration,
          'registration requests': seen.slice(0, atRegistration),
          call,
          'call requests': seen.slice(atRegistration),
        };
      }),
  }),
);
