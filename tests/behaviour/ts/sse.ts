/** Cases of the SSE call template (@utcp/http) against a loopback server. */
import {clientWithTools, collectStream, settle, tool} from './support/client';
import {registerOnce} from './support/http';
import {json, raw, withServer, type Handler} from './support/loopback';
import type {BehaviourCase, LoadedSdk} from './support/sdk';

/** Calls an SSE tool whose server sends `body`; returns what callTool gave and how many requests arrived. */
async function eventsOf(
  sdk: LoadedSdk,
  body: string,
  streaming = false,
  args: Record<string, unknown> = {},
): Promise<unknown> {
  return withServer({'GET /events': raw(body, 'text/event-stream')}, async ({base, received}) => {
    const utcp = await clientWithTools(sdk, 'feed', [
      tool('events', {call_template_type: 'sse', url: `${base}/events`}),
    ]);
    const result = streaming
      ? await collectStream(utcp.callToolStreaming('feed.events', args))
      : await settle(utcp.callTool('feed.events', args));
    await utcp.close();
    return {result, requests: received.length};
  });
}

const manualJson = JSON.stringify({utcp_version: '1.0.0', manual_version: '1.0.0', tools: []});

function discoverSse(sdk: LoadedSdk, handler: Handler, headers: string[] = []) {
  return registerOnce(
    sdk,
    {'/manual': handler, '/final': json(JSON.parse(manualJson))},
    (base) => ({name: 'feed', call_template_type: 'sse', url: `${base}/manual`}),
    {headers},
  );
}

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
    run: (sdk) => discoverSse(sdk, raw(manualJson, 'application/json'), ['accept']),
  },
  {
    key: 'sse.discovery.manual',
    case: 'manual-as-event',
    run: (sdk) => discoverSse(sdk, raw(`data: ${manualJson}\n\n`, 'text/event-stream')),
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
    run: async (sdk) => {
      const core = await sdk.sdk();
      return new core.CallTemplateSerializer().validateDict({
        call_template_type: 'sse',
        url: 'https://x.example/events',
      });
    },
  },
  {
    key: 'sse.template.defaults',
    case: 'event-type-null',
    run: async (sdk) => {
      const core = await sdk.sdk();
      return new core.CallTemplateSerializer().validateDict({
        call_template_type: 'sse',
        url: 'https://x.example/events',
        event_type: null,
        body_field: null,
      });
    },
  },
  {
    key: 'sse.discovery.auth',
    case: 'api-key-header',
    run: (sdk) =>
      registerOnce(
        sdk,
        {'/manual': raw(manualJson, 'application/json')},
        (base) => ({
          name: 'feed',
          call_template_type: 'sse',
          url: `${base}/manual`,
          auth: {auth_type: 'api_key', api_key: 'k-1', var_name: 'X-Api-Key'},
        }),
        {headers: ['x-api-key']},
      ),
  },
  {
    key: 'sse.discovery.auth',
    case: 'basic',
    run: (sdk) =>
      registerOnce(
        sdk,
        {'/manual': raw(manualJson, 'application/json')},
        (base) => ({
          name: 'feed',
          call_template_type: 'sse',
          url: `${base}/manual`,
          auth: {auth_type: 'basic', username: 'u', password: 'p'},
        }),
        {headers: ['authorization']},
      ),
  },
  {
    key: 'sse.discovery.auth',
    case: 'oauth2',
    run: (sdk) =>
      registerOnce(
        sdk,
        {'/manual': raw(manualJson, 'application/json'), '/token': json({access_token: 't', expires_in: 60})},
        (base) => ({
          name: 'feed',
          call_template_type: 'sse',
          url: `${base}/manual`,
          auth: {auth_type: 'oauth2', token_url: `${base}/token`, client_id: 'c', client_secret: 's'},
        }),
        {headers: ['authorization']},
      ),
  },
];
