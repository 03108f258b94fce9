/** Cases of the calls mechanism (@utcp/sdk with @utcp/http): where a client's requests go after registration. */
import path from 'node:path';
import {client, manual, settle, tool, type Json} from './support/client';
import {callOnce, httpTemplate} from './support/http';
import {echo, json, withServer, type Handler} from './support/loopback';
import {casesOf, type BehaviourCase, type LoadedSdk} from './support/sdk';

/**
 * Server A serves a manual whose one tool lives on server B, with an API key in a header. The manual
 * is registered once and the tool called `calls` times; each server lists what it received.
 */
async function manualThenCalls(sdk: LoadedSdk, calls: number) {
  const toolHandler: Handler = json({ok: true});
  return withServer({'GET /forecast': toolHandler}, (toolServer) => {
    const forecast = tool('forecast', {
      call_template_type: 'http',
      http_method: 'GET',
      url: `${toolServer.base}/forecast`,
      auth: {auth_type: 'api_key', api_key: 'k1', var_name: 'X-Key', location: 'header'},
    });
    return withServer({'GET /utcp': json(manual(forecast))}, async (manualServer) => {
      const utcp = await client(sdk, {}, ['@utcp/http']);
      await utcp.registerManual({
        name: 'weather',
        call_template_type: 'http',
        http_method: 'GET',
        url: `${manualServer.base}/utcp`,
      });
      const results: unknown[] = [];
      for (let i = 0; i < calls; i++) results.push(await utcp.callTool('weather.forecast', {}));
      await utcp.close();
      return {
        'manual server': manualServer.received.map((r) => `${r.method} ${r.url.split('?')[0]}`),
        'tool server': toolServer.received.map(
          (r) => `${r.method} ${r.url.split('?')[0]} X-Key=${String(r.headers['x-key'] ?? null)}`,
        ),
        results,
      };
    });
  });
}

/**
 * The manual of manualThenCalls with a 302 in front of the manual URL (to another path of the manual
 * server) or of the tool URL (to a third server); each server lists what it received.
 */
async function redirected(sdk: LoadedSdk, manualRedirect: boolean, toolRedirect: boolean) {
  const line = (r: {method: string; url: string; headers: Record<string, unknown>}) =>
    `${r.method} ${r.url.split('?')[0]} X-Key=${String(r.headers['x-key'] ?? null)}`;
  return withServer({'GET /forecast': json({ok: 'third'})}, (third) => {
    const toolAnswer: Handler = toolRedirect
      ? (_request, response) => {
          response.writeHead(302, {location: `${third.base}/forecast`});
          response.end();
        }
      : json({ok: true});
    return withServer({'GET /forecast': toolAnswer}, (toolServer) => {
      const forecast = tool('forecast', {
        call_template_type: 'http',
        http_method: 'GET',
        url: `${toolServer.base}/forecast`,
        auth: {auth_type: 'api_key', api_key: 'k1', var_name: 'X-Key', location: 'header'},
      });
      const moved: Handler = (_request, response) => {
        response.writeHead(302, {location: '/utcp'});
        response.end();
      };
      return withServer({'GET /utcp': json(manual(forecast)), 'GET /old': moved}, async (manualServer) => {
        const utcp = await client(sdk, {}, ['@utcp/http']);
        try {
          const registered = (await utcp.registerManual({
            name: 'weather',
            call_template_type: 'http',
            http_method: 'GET',
            url: `${manualServer.base}${manualRedirect ? '/old' : '/utcp'}`,
          })) as {manual: {tools: {name: string}[]}};
          const result = await settle(() => utcp.callTool('weather.forecast', {}));
          return {
            'manual server': manualServer.received.map(line),
            'tool server': toolServer.received.map(line),
            'third server': third.received.map(line),
            tools: registered.manual.tools.map((t) => t.name),
            result: 'value' in result ? result.value : result,
          };
        } finally {
          await utcp.close();
        }
      });
    });
  });
}

/** The query strings, as they reached the server, of a GET call with `args` and no other fields. */
async function queryStringSent(sdk: LoadedSdk, args: Json) {
  const {requests} = await callOnce(sdk, {'*': echo()}, httpTemplate('/v1/forecast'), args);
  return requests.map((request) => request.url.split('?')[1] ?? '');
}

/** A POST template with no body_field: the query string and body the server receives. */
async function postWithoutBodyField(sdk: LoadedSdk) {
  const {requests} = await callOnce(sdk, {'*': echo()}, httpTemplate('/v1/forecast', {http_method: 'POST'}), {
    latitude: 52.52,
    current: 'temperature_2m',
  });
  return requests.map((request) => ({query: request.url.split('?')[1] ?? '', body: request.body}));
}

/** The stdio MCP server of the mcp cases (support/mcp-server.mjs); its tool `plain` answers "hello world". */
const MCP_SERVER = path.join(__dirname, 'support', 'mcp-server.mjs');

/** One client holds an http manual and an mcp manual and calls a tool of each. */
async function mcpAndHttpInOneClient(sdk: LoadedSdk) {
  const forecast = tool('current_weather', {call_template_type: 'http', http_method: 'GET', url: ''});
  return withServer({'GET /forecast': json({temperature_2m: 11.5})}, async (server) => {
    (forecast.tool_call_template as Json).url = `${server.base}/forecast`;
    return withServer({'GET /manual': json(manual(forecast))}, async (manualServer) => {
      const utcp = await client(sdk, {}, ['@utcp/http', '@utcp/mcp']);
      try {
        await utcp.registerManual({
          name: 'weather',
          call_template_type: 'http',
          http_method: 'GET',
          url: `${manualServer.base}/manual`,
        });
        await utcp.registerManual({
          name: 'workspace',
          call_template_type: 'mcp',
          config: {mcpServers: {files: {transport: 'stdio', command: process.execPath, args: [MCP_SERVER, sdk.root]}}},
        });
        const tools = (await utcp.getTools()).map((t) => t.name).sort();
        return {
          tools: tools.filter((name) => name === 'weather.current_weather' || name === 'workspace.files.plain'),
          'http tool': await utcp.callTool('weather.current_weather', {}),
          'mcp tool': await utcp.callTool('workspace.files.plain', {}),
        };
      } finally {
        await utcp.close();
      }
    });
  });
}

/**
 * First reading (wave 6) 2026-11-29: the mcp manual registered first, a tool named echo_json in both manuals,
 * each called twice in turn with a non-ASCII argument; and the mcp manual registered alone.
 */
async function mcpFirstSameNames(sdk: LoadedSdk) {
  const echoTool = tool('echo_json', {call_template_type: 'http', http_method: 'GET', url: ''});
  return withServer({'GET /echo_json': echo()}, async (server) => {
    (echoTool.tool_call_template as Json).url = `${server.base}/echo_json`;
    return withServer({'GET /manual': json(manual(echoTool))}, async (manualServer) => {
      const utcp = await client(sdk, {}, ['@utcp/http', '@utcp/mcp']);
      try {
        const registered = [
          await settle(
            async () =>
              (
                await utcp.registerManual({
                  name: 'workspace',
                  call_template_type: 'mcp',
                  config: {
                    mcpServers: {files: {transport: 'stdio', command: process.execPath, args: [MCP_SERVER, sdk.root]}},
                  },
                })
              ).success,
          ),
          await settle(
            async () =>
              (
                await utcp.registerManual({
                  name: 'weather',
                  call_template_type: 'http',
                  http_method: 'GET',
                  url: `${manualServer.base}/manual`,
                })
              ).success,
          ),
        ];
        const tools = (await utcp.getTools())
          .map((t) => t.name)
          .filter((name) => name.endsWith('echo_json'))
          .sort();
        const calls: unknown[] = [];
        for (let round = 0; round < 2; round++) {
          calls.push(await settle(async () => utcp.callTool('workspace.files.echo_json', {q: 'grüße'})));
          const sent = await settle(async () => utcp.callTool('weather.echo_json', {q: 'grüße'}));
          calls.push('value' in sent ? {http: server.received.at(-1)?.url ?? null} : sent);
        }
        return {registered, tools, calls};
      } finally {
        await utcp.close();
      }
    });
  });
}

export const cases: BehaviourCase[] = [
  ...casesOf('calls.direct.manual-then-tool', {
    'one-call': (sdk) => manualThenCalls(sdk, 1),
    'three-calls': (sdk) => manualThenCalls(sdk, 3),
    'manual-url-302': (sdk) => redirected(sdk, true, false),
    'tool-url-302-to-third-host': (sdk) => redirected(sdk, false, true),
  }),
  ...casesOf('calls.http.query-from-arguments', {
    'comma-separated-value': (sdk) =>
      queryStringSent(sdk, {latitude: 52.52, longitude: 13.41, current: 'temperature_2m,wind_speed_10m'}),
    'reserved-characters': (sdk) => queryStringSent(sdk, {q: 'a&b=c/d?e#f', plus: '1+1', space: 'x y'}),
    'post-without-body-field': postWithoutBodyField,
  }),
  ...casesOf('calls.side-by-side.mcp-and-http', {
    'one-client': mcpAndHttpInOneClient,
    'mcp-first-same-names': mcpFirstSameNames,
  }),
];
