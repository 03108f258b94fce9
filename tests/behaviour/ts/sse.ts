/** Cases of the SSE call template (@utcp/http) against a loopback server. */
import {client, clientWithTools, settle, tool, validateWith, type Json} from './support/client';
import {callStreamingTool, EMPTY_MANUAL_JSON, registerOnce, keptByManualType, sent} from './support/http';
import {json, raw, withServer, type Handler, type Routes} from './support/loopback';
import {casesOf, type BehaviourCase, type LoadedSdk} from './support/sdk';

/** Calls an SSE tool whose server sends `body`; returns what callTool gave and how many requests arrived. */
function eventsOf(sdk: LoadedSdk, body: string, streaming = false, args: Json = {}) {
  return callStreamingTool(
    sdk,
    {'GET /events': raw(body, 'text/event-stream')},
    ['feed', 'events'],
    (base) => ({call_template_type: 'sse', url: `${base}/events`}),
    args,
    streaming,
  );
}

/** Registers the SSE manual `handler` serves at /manual, with `auth(base)` when given and `routes` beside it. */
function discoverSse(
  sdk: LoadedSdk,
  handler: Handler,
  headers: string[] = [],
  auth?: (base: string) => Json,
  routes: Routes = {},
) {
  return registerOnce(
    sdk,
    {'/manual': handler, '/final': json(JSON.parse(EMPTY_MANUAL_JSON)), ...routes},
    (base) => ({name: 'feed', call_template_type: 'sse', url: `${base}/manual`, ...(auth && {auth: auth(base)})}),
    {headers},
  );
}

/** A server that answers /manual with the empty manual in JSON. */
const jsonManual = () => raw(EMPTY_MANUAL_JSON, 'application/json');

export const cases: BehaviourCase[] = [
  ...casesOf('sse.events.line-endings', {
    lf: (sdk) => eventsOf(sdk, 'data: {"n": 1}\n\ndata: two\n\n'),
    crlf: (sdk) => eventsOf(sdk, 'data: {"n": 1}\r\n\r\ndata: two\r\n\r\n'),
    cr: (sdk) => eventsOf(sdk, 'data: {"n": 1}\r\rdata: two\r\r'),
  }),
  {key: 'sse.call.placeholder', case: 'call-tool', run: (sdk) => eventsOf(sdk, 'data: one\n\n')},
  {
    key: 'sse.call.events-streamed',
    case: 'two-events',
    run: (sdk) => eventsOf(sdk, 'data: one\n\ndata: two\n\n', true),
  },
  ...casesOf('sse.call.placeholder', {
    streaming: (sdk) => eventsOf(sdk, 'data: one\n\ndata: two\n\n', true),
    'with-arguments': (sdk) => eventsOf(sdk, 'data: one\n\n', false, {build_id: '8841'}),
  }),
  ...casesOf('sse.discovery.manual', {
    'json-manual': (sdk) => discoverSse(sdk, jsonManual(), ['accept']),
    'manual-as-event': (sdk) => discoverSse(sdk, raw(`data: ${EMPTY_MANUAL_JSON}\n\n`, 'text/event-stream')),
    'status-500': (sdk) => discoverSse(sdk, raw('down', 'text/plain', 500)),
    'redirect-302': (sdk) =>
      discoverSse(sdk, (_request, response) => {
        response.writeHead(302, {location: '/final'});
        response.end();
      }),
    'remote-http': (sdk) =>
      registerOnce(sdk, {}, () => ({name: 'feed', call_template_type: 'sse', url: 'http://example.invalid/manual'})),
    'openapi-document': (sdk) =>
      discoverSse(
        sdk,
        json({
          openapi: '3.0.0',
          info: {title: 't', version: '1'},
          servers: [{url: 'http://127.0.0.1:1'}],
          paths: {'/ping': {get: {operationId: 'ping', responses: {'200': {description: 'ok'}}}}},
        }),
      ),
  }),
  ...casesOf('sse.template.defaults', {
    minimal: (sdk) =>
      validateWith(sdk, 'CallTemplateSerializer', {call_template_type: 'sse', url: 'https://x.example/events'}),
    'event-type-null': (sdk) =>
      validateWith(sdk, 'CallTemplateSerializer', {
        call_template_type: 'sse',
        url: 'https://x.example/events',
        event_type: null,
        body_field: null,
      }),
  }),
  ...casesOf('sse.discovery.auth', {
    'api-key-header': (sdk) =>
      discoverSse(sdk, jsonManual(), ['x-api-key'], () => ({
        auth_type: 'api_key',
        api_key: 'k-1',
        var_name: 'X-Api-Key',
      })),
    basic: (sdk) =>
      discoverSse(sdk, jsonManual(), ['authorization'], () => ({auth_type: 'basic', username: 'u', password: 'p'})),
    oauth2: (sdk) =>
      discoverSse(
        sdk,
        jsonManual(),
        ['authorization'],
        (base) => ({auth_type: 'oauth2', token_url: `${base}/token`, client_id: 'c', client_secret: 's'}),
        {'/token': json({access_token: 't', expires_in: 60})},
      ),
  }),
];

// Issue 35: the sentences of the TypeScript reference on the sse protocol (data/ts-api/descriptions/http.yaml).
cases.push(
  ...casesOf('sse.discovery.manual', {
    'static-headers': (sdk) =>
      registerOnce(
        sdk,
        {'/manual': jsonManual()},
        (base) => ({
          name: 'feed',
          call_template_type: 'sse',
          url: `${base}/manual`,
          headers: {'X-Team': 'blue', 'X-Note': 'plain'},
        }),
        {headers: ['x-team', 'x-note']},
      ),
    'localhost-prefix': (sdk) =>
      registerOnce(sdk, {}, () => ({
        name: 'feed',
        call_template_type: 'sse',
        url: 'http://localhost.example.invalid/manual',
      })),
  }),
  ...casesOf('sse.call.placeholder', {
    'request-fields-set': (sdk) =>
      callStreamingTool(
        sdk,
        {'GET /events': raw('data: one\n\n', 'text/event-stream')},
        ['feed', 'events'],
        (base) => ({
          call_template_type: 'sse',
          url: `${base}/events`,
          headers: {'X-Team': 'blue'},
          body_field: 'payload',
          header_fields: ['X-Trace'],
          event_type: 'update',
        }),
        {payload: {n: 1}, 'X-Trace': 't-1'},
        true,
      ),
  }),
);

/** Issue 35, second reading 2026-11-30 (c-stream): which tools an sse manual template keeps, by allowed_communication_protocols. */
function sseManualKept(sdk: LoadedSdk, allowed: unknown) {
  return keptByManualType(sdk, 'sse', 'ci', 'follow', 'ci.example.com', allowed);
}

cases.push(
  ...casesOf('sse.manual.allowed-protocols', {
    absent: (sdk) => sseManualKept(sdk, 'absent'),
    null: (sdk) => sseManualKept(sdk, null),
    'empty-list': (sdk) => sseManualKept(sdk, []),
    'listing-both': (sdk) => sseManualKept(sdk, ['sse', 'http']),
  }),
);

/** Second reading (wave 3) 2026-11-29 (g-sse): a list naming only the other type, and type names in capitals. */
cases.push(
  ...casesOf('sse.manual.allowed-protocols', {
    'listing-http-only': (sdk) => sseManualKept(sdk, ['http']),
    'upper-case-type': (sdk) => sseManualKept(sdk, ['SSE', 'HTTP']),
  }),
);

/** Second reading (wave 5) 2026-11-29 (h-sse): a type name padded with spaces, and a list naming a type the manual lacks. */
cases.push(
  ...casesOf('sse.manual.allowed-protocols', {
    'wave5-padded-type': (sdk) => sseManualKept(sdk, [' sse ', 'http']),
    'wave5-unknown-type-only': (sdk) => sseManualKept(sdk, ['mcp']),
  }),
);

/** First reading (wave 6) 2026-11-29: a non-streaming call with an argument, and template values given or absent. */
cases.push(
  ...casesOf('sse.call.events-streamed', {
    'w6-call-tool-with-argument': (sdk) => eventsOf(sdk, 'data: one\n\ndata: two\n\n', false, {q: '1'}),
  }),
  ...casesOf('sse.template.defaults', {
    'w6-reconnect-false-retry-omitted': (sdk) =>
      validateWith(sdk, 'CallTemplateSerializer', {
        call_template_type: 'sse',
        url: 'https://x.example/events',
        reconnect: false,
      }),
    'w6-retry-timeout-given-reconnect-omitted': (sdk) =>
      validateWith(sdk, 'CallTemplateSerializer', {
        call_template_type: 'sse',
        url: 'https://x.example/events',
        retry_timeout: 500,
      }),
  }),
);

// First reading (wave 6) 2026-11-29: the request fields of the template (headers, body_field, header_fields) at
// registration and at a call, and the requests the server receives for each.
cases.push(
  ...casesOf('sse.template.defaults', {
    'fields-in-requests': (sdk) =>
      withServer({'*': json({utcp_version: '1.0.0', manual_version: '1.0.0', tools: []})}, async ({base, received}) => {
        const fields = {headers: {'X-Fixed': 'f'}, body_field: 'payload', header_fields: ['X-Trace']};
        const utcp = await client(sdk);
        const registration = await settle(async () => {
          const result = await utcp.registerManual({
            name: 'feed',
            call_template_type: 'sse',
            url: `${base}/manual`,
            ...fields,
          });
          return {success: result.success, errors: result.errors};
        });
        const atRegistration = received.length;
        const caller = await clientWithTools(sdk, 'm', [
          tool('t', {call_template_type: 'sse', url: `${base}/events`, http_method: 'POST', ...fields}),
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
