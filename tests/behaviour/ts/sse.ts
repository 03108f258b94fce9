/** Cases of the SSE call template (@utcp/http) against a loopback server. */
import {validateWith, type Json} from './support/client';
import {callStreamingTool, EMPTY_MANUAL_JSON, registerOnce} from './support/http';
import {json, raw, type Handler, type Routes} from './support/loopback';
import type {BehaviourCase, LoadedSdk} from './support/sdk';

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
  {key: 'sse.events.line-endings', case: 'lf', run: (sdk) => eventsOf(sdk, 'data: {"n": 1}\n\ndata: two\n\n')},
  {
    key: 'sse.events.line-endings',
    case: 'crlf',
    run: (sdk) => eventsOf(sdk, 'data: {"n": 1}\r\n\r\ndata: two\r\n\r\n'),
  },
  {key: 'sse.events.line-endings', case: 'cr', run: (sdk) => eventsOf(sdk, 'data: {"n": 1}\r\rdata: two\r\r')},
  {key: 'sse.call.placeholder', case: 'call-tool', run: (sdk) => eventsOf(sdk, 'data: one\n\n')},
  {
    key: 'sse.call.events-streamed',
    case: 'two-events',
    run: (sdk) => eventsOf(sdk, 'data: one\n\ndata: two\n\n', true),
  },
  {key: 'sse.call.placeholder', case: 'streaming', run: (sdk) => eventsOf(sdk, 'data: one\n\ndata: two\n\n', true)},
  {
    key: 'sse.call.placeholder',
    case: 'with-arguments',
    run: (sdk) => eventsOf(sdk, 'data: one\n\n', false, {build_id: '8841'}),
  },
  {
    key: 'sse.discovery.manual',
    case: 'json-manual',
    run: (sdk) => discoverSse(sdk, jsonManual(), ['accept']),
  },
  {
    key: 'sse.discovery.manual',
    case: 'manual-as-event',
    run: (sdk) => discoverSse(sdk, raw(`data: ${EMPTY_MANUAL_JSON}\n\n`, 'text/event-stream')),
  },
  {key: 'sse.discovery.manual', case: 'status-500', run: (sdk) => discoverSse(sdk, raw('down', 'text/plain', 500))},
  {
    key: 'sse.discovery.manual',
    case: 'redirect-302',
    run: (sdk) =>
      discoverSse(sdk, (_request, response) => {
        response.writeHead(302, {location: '/final'});
        response.end();
      }),
  },
  {
    key: 'sse.discovery.manual',
    case: 'remote-http',
    run: (sdk) =>
      registerOnce(sdk, {}, () => ({name: 'feed', call_template_type: 'sse', url: 'http://example.invalid/manual'})),
  },
  {
    key: 'sse.template.defaults',
    case: 'minimal',
    run: (sdk) =>
      validateWith(sdk, 'CallTemplateSerializer', {call_template_type: 'sse', url: 'https://x.example/events'}),
  },
  {
    key: 'sse.template.defaults',
    case: 'event-type-null',
    run: (sdk) =>
      validateWith(sdk, 'CallTemplateSerializer', {
        call_template_type: 'sse',
        url: 'https://x.example/events',
        event_type: null,
        body_field: null,
      }),
  },
  {
    key: 'sse.discovery.auth',
    case: 'api-key-header',
    run: (sdk) =>
      discoverSse(sdk, jsonManual(), ['x-api-key'], () => ({
        auth_type: 'api_key',
        api_key: 'k-1',
        var_name: 'X-Api-Key',
      })),
  },
  {
    key: 'sse.discovery.auth',
    case: 'basic',
    run: (sdk) =>
      discoverSse(sdk, jsonManual(), ['authorization'], () => ({auth_type: 'basic', username: 'u', password: 'p'})),
  },
  {
    key: 'sse.discovery.auth',
    case: 'oauth2',
    run: (sdk) =>
      discoverSse(
        sdk,
        jsonManual(),
        ['authorization'],
        (base) => ({auth_type: 'oauth2', token_url: `${base}/token`, client_id: 'c', client_secret: 's'}),
        {'/token': json({access_token: 't', expires_in: 60})},
      ),
  },
];
