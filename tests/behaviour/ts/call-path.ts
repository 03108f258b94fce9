/**
 * Cases of the path a call takes: where the client fetches a manual, where each tool call goes and
 * what it carries. Two loopback servers play the roles: the discovery endpoint and the tool's own API.
 */
import {client, settle, type Json} from './support/client';
import {captureConsole} from './support/console';
import {json, withServer, type Loopback} from './support/loopback';
import {casesOf, type BehaviourCase, type LoadedSdk, type UtcpClient} from './support/sdk';

const MANUAL = 'm';

interface ToolRequest {
  path: string;
  apiKey: string | null;
  cookie: string | null;
}

function manualOf(toolBase: string): Json {
  return {
    utcp_version: '1.0.0',
    manual_version: '1.0.0',
    tools: [
      {
        name: 'lookup',
        description: 'looks a word up',
        tags: ['words'],
        inputs: {type: 'object', properties: {q: {type: 'string'}}},
        outputs: {},
        tool_call_template: {
          call_template_type: 'http',
          http_method: 'GET',
          url: `${toolBase}/tool`,
          auth: {auth_type: 'api_key', api_key: '${KEY}', var_name: 'X-Api-Key', location: 'header'},
        },
      },
    ],
  };
}

interface Scene {
  utcp: UtcpClient;
  template: Json;
  manualRequests: () => number;
  toolRequests: ToolRequest[];
  stopDiscovery: () => Promise<void>;
}

/** Runs `act` with a client, the manual's template, and what the two servers saw. */
async function observe<T>(sdk: LoadedSdk, act: (scene: Scene) => Promise<T>): Promise<T> {
  process.env[`${MANUAL}_KEY`] = 'k-1';
  const toolRequests: ToolRequest[] = [];
  const header = (value: string | string[] | undefined): string | null =>
    value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
  return withServer(
    {
      'GET /tool': (request, response) => {
        toolRequests.push({
          path: request.url ?? '',
          apiKey: header(request.headers['x-api-key']),
          cookie: header(request.headers.cookie),
        });
        response.writeHead(200, {
          'content-type': 'application/json',
          'set-cookie': `session=s${toolRequests.length}; Path=/`,
        });
        response.end(JSON.stringify({n: toolRequests.length}));
      },
    },
    async (toolServer: Loopback) => {
      let stop: (() => void) | undefined;
      const stopped = new Promise<void>((resolve) => (stop = resolve));
      let manualServer: Loopback | undefined;
      const running = withServer({'GET /manual': json(manualOf(toolServer.base))}, async (server) => {
        manualServer = server;
        await stopped;
      });
      while (!manualServer) await new Promise((resolve) => setTimeout(resolve, 5));
      const discovery = manualServer;
      const utcp = await client(sdk);
      const template: Json = {
        name: MANUAL,
        call_template_type: 'http',
        http_method: 'GET',
        url: `${discovery.base}/manual`,
      };
      try {
        return await act({
          utcp,
          template,
          manualRequests: () => discovery.received.length,
          toolRequests,
          stopDiscovery: async () => {
            stop?.();
            await running;
          },
        });
      } finally {
        stop?.();
        await running;
        await utcp.close();
      }
    },
  );
}

export const cases: BehaviourCase[] = [
  ...casesOf('call-path.discovery.once', {
    'register-then-two-calls': (sdk) =>
      observe(sdk, async ({utcp, template, manualRequests, toolRequests}) => {
        await utcp.registerManual(template);
        const afterRegistration = manualRequests();
        const first = await utcp.callTool('m.lookup', {q: 'grüße'});
        const second = await utcp.callTool('m.lookup', {q: 'a b'});
        return {
          manualRequestsAfterRegistration: afterRegistration,
          manualRequestsAfterTwoCalls: manualRequests(),
          toolRequests: toolRequests.map((r) => r.path),
          results: [first, second],
        };
      }),
    'discovery-down-after-registration': (sdk) =>
      observe(sdk, async ({utcp, template, toolRequests, stopDiscovery}) => {
        await utcp.registerManual(template);
        await stopDiscovery();
        return {call: await settle(utcp.callTool('m.lookup', {q: 'x'})), toolRequests: toolRequests.length};
      }),
    'search-after-registration': (sdk) =>
      observe(sdk, async ({utcp, template, manualRequests, toolRequests}) => {
        await utcp.registerManual(template);
        const found = await utcp.searchTools('look up a word', 5);
        return {found: found.map((t) => t.name), manualRequests: manualRequests(), toolRequests: toolRequests.length};
      }),
    'deregister-and-register-again': (sdk) =>
      observe(sdk, async ({utcp, template, manualRequests}) => {
        await utcp.registerManual(template);
        await utcp.deregisterManual(MANUAL);
        await utcp.registerManual(template);
        return {manualRequests: manualRequests()};
      }),
  }),
  ...casesOf('call-path.request.direct', {
    'arguments-and-key': (sdk) =>
      observe(sdk, async ({utcp, template, toolRequests}) => {
        await utcp.registerManual(template);
        await utcp.callTool('m.lookup', {q: 'grüße'});
        return toolRequests;
      }),
    'key-rotated-between-calls': (sdk) =>
      observe(sdk, async ({utcp, template, toolRequests}) => {
        await utcp.registerManual(template);
        await utcp.callTool('m.lookup', {q: 'x'});
        process.env[`${MANUAL}_KEY`] = 'k-2';
        await utcp.callTool('m.lookup', {q: 'x'});
        return toolRequests.map((r) => r.apiKey);
      }),
    'cookie-from-earlier-call': (sdk) =>
      observe(sdk, async ({utcp, template, toolRequests}) => {
        await utcp.registerManual(template);
        await utcp.callTool('m.lookup', {q: 'x'});
        await utcp.callTool('m.lookup', {q: 'x'});
        return toolRequests.map((r) => r.cookie);
      }),
  }),
];

/** Calls a tool whose oauth2 auth carries `extra`; the grant of each token request and the call's outcome. */
async function tokenRequest(sdk: LoadedSdk, clientId: string, extra: Json) {
  return withServer(
    {
      'POST /token': json({access_token: 't-1', token_type: 'Bearer', expires_in: 3600}),
      'GET /op': (request, response) => {
        response.writeHead(200, {'content-type': 'application/json'});
        response.end(JSON.stringify({authorization: request.headers.authorization ?? null}));
      },
    },
    async ({base, received}) => {
      const utcp = await client(sdk);
      const tool = {
        name: 'op',
        description: '',
        inputs: {type: 'object', properties: {}},
        outputs: {},
        tool_call_template: {
          call_template_type: 'http',
          http_method: 'GET',
          url: `${base}/op`,
          auth: {
            auth_type: 'oauth2',
            token_url: `${base}/token`,
            client_id: clientId,
            client_secret: 's-1',
            ...extra,
          },
        },
      };
      const registered = await settle(
        utcp.registerManual({
          name: 'm',
          call_template_type: 'text',
          content: JSON.stringify({utcp_version: '1.0.0', manual_version: '1.0.0', tools: [tool]}),
          ...(sdk.impl === 'sdk-1.1' ? {allowed_communication_protocols: ['http']} : {}),
        }),
      );
      const call = await settle(utcp.callTool('m.op', {}));
      await utcp.close();
      const result = 'value' in registered ? (registered.value as {success: boolean; errors: string[]}) : undefined;
      return {
        registration: result ? {success: result.success, errors: result.errors} : registered,
        tokenRequests: received.filter((r) => r.url === '/token').map((r) => r.body.split('&')[0]),
        call,
      };
    },
  );
}

cases.push(
  ...casesOf('call-path.credentials.oauth2-grant', {
    'client-credentials': (sdk) => tokenRequest(sdk, 'grant-cc', {}),
    'authorization-code-asked': (sdk) =>
      tokenRequest(sdk, 'grant-code', {
        grant_type: 'authorization_code',
        authorization_url: 'http://127.0.0.1:9/authorize',
        redirect_uri: 'http://127.0.0.1:9/callback',
      }),
  }),
);

/** Calls one http tool with `args`; what the tool's API received (path with query, X-Unit, parsed body). */
async function queryOf(sdk: LoadedSdk, templateExtra: Json, args: Json, urlPath = '/v1/forecast') {
  return withServer(
    {
      '*': (request, response) => {
        response.writeHead(200, {'content-type': 'application/json'});
        response.end(JSON.stringify({ok: true}));
      },
    },
    async ({base, received}) => {
      const utcp = await client(sdk);
      const manual = {
        utcp_version: '1.0.0',
        manual_version: '1.0.0',
        tools: [
          {
            name: 't',
            description: '',
            inputs: {type: 'object', properties: {}},
            outputs: {},
            tool_call_template: {
              call_template_type: 'http',
              http_method: 'GET',
              url: `${base}${urlPath}`,
              ...templateExtra,
            },
          },
        ],
      };
      await utcp.registerManual({
        name: 'm',
        call_template_type: 'text',
        content: JSON.stringify(manual),
        ...(sdk.impl === 'sdk-1.1' ? {allowed_communication_protocols: ['http']} : {}),
      });
      await utcp.callTool('m.t', args);
      await utcp.close();
      return received.map((r) => ({
        path: r.url,
        xUnit: (r.headers['x-unit'] as string | undefined) ?? null,
        body: r.body ? (JSON.parse(r.body) as unknown) : null,
      }));
    },
  );
}

cases.push(
  ...casesOf('call-path.request.query-string', {
    'forecast-example': (sdk) =>
      queryOf(sdk, {}, {latitude: 52.52, longitude: 13.41, current: 'temperature_2m,wind_speed_10m'}),
    'header-and-body-fields': (sdk) =>
      queryOf(
        sdk,
        {http_method: 'POST', header_fields: ['X-Unit'], body_field: 'payload'},
        {'X-Unit': 'celsius', payload: {a: 1}, q: 'rest'},
      ),
    'path-parameter': (sdk) => queryOf(sdk, {}, {city: 'Zürich', days: 3}, '/v1/{city}/forecast'),
  }),
  ...casesOf('call-path.discovery.text-manual-then-http', {
    'weather-example': (sdk) =>
      withServer({'GET /v1/forecast': json({current: {temperature_2m: 1.5}})}, async ({base, received}) => {
        const utcp = await client(sdk);
        const manual = forecastManual(`${base}/v1/forecast`);
        const result = await utcp.registerManual({
          name: 'weather',
          call_template_type: 'text',
          content: JSON.stringify(manual),
          ...(sdk.impl === 'sdk-1.1' ? {allowed_communication_protocols: ['http']} : {}),
        });
        const value = await utcp.callTool('weather.get_forecast', {latitude: 52.52});
        await utcp.close();
        return {
          tools: (result.manual?.tools ?? []).map((t) => t.name),
          apiRequests: received.map((r) => r.url),
          result: value,
        };
      }),
  }),
  ...casesOf('call-path.discovery.file-template', {
    'register-file-template': async (sdk) =>
      settle(
        (await client(sdk)).registerManual({
          name: 'weather',
          call_template_type: 'file',
          file_path: './weather_manual.json',
        }),
      ),
  }),
);

/** A manual with one http tool, get_forecast, that GETs `url`. */
function forecastManual(url: string) {
  return {
    utcp_version: '1.0.0',
    manual_version: '1.0.0',
    tools: [
      {
        name: 'get_forecast',
        description: '',
        inputs: {type: 'object', properties: {}},
        outputs: {},
        tool_call_template: {call_template_type: 'http', http_method: 'GET', url},
      },
    ],
  };
}

/** The first example's manual, whose http tool points nowhere, in a text template without allowed protocols. */
async function textManualWithoutAllowedProtocols(sdk: LoadedSdk) {
  const manual = forecastManual('http://127.0.0.1:9/v1/forecast');
  const utcp = await client(sdk);
  const {value: result, lines} = await captureConsole(() =>
    utcp.registerManual({name: 'weather', call_template_type: 'text', content: JSON.stringify(manual)}),
  );
  const stored = await utcp.getTool('weather.get_forecast');
  await utcp.close();
  return {
    success: result.success,
    stored: stored !== undefined,
    warningsNamingTheTool: lines.filter((l) => l.level === 'warn' && l.text.includes('get_forecast')).length,
  };
}

/** Registers manual shop (tools get_order and orders.list, http tools on a loopback API) and calls `name`. */
async function callByName(sdk: LoadedSdk, name: string) {
  return withServer(
    {
      '*': (request, response) => {
        response.writeHead(200, {'content-type': 'application/json'});
        response.end(JSON.stringify({path: request.url}));
      },
    },
    async ({base}) => {
      const tool = (toolName: string) => ({
        name: toolName,
        description: '',
        inputs: {type: 'object', properties: {}},
        outputs: {},
        tool_call_template: {call_template_type: 'http', http_method: 'GET', url: `${base}/${toolName}`},
      });
      const utcp = await client(sdk);
      await utcp.registerManual({
        name: 'shop',
        call_template_type: 'text',
        content: JSON.stringify({
          utcp_version: '1.0.0',
          manual_version: '1.0.0',
          tools: [tool('get_order'), tool('orders.list')],
        }),
        ...(sdk.impl === 'sdk-1.1' ? {allowed_communication_protocols: ['http']} : {}),
      });
      const outcome = await settle(utcp.callTool(name, {}));
      await utcp.close();
      return outcome;
    },
  );
}

cases.push(
  ...casesOf('call-path.discovery.text-manual-then-http', {
    'without-allowed-protocols': textManualWithoutAllowedProtocols,
  }),
  ...casesOf('call-path.names.first-dot', {
    'full-name': (sdk) => callByName(sdk, 'shop.get_order'),
    'without-manual-name': (sdk) => callByName(sdk, 'get_order'),
    'dotted-tool-name': (sdk) => callByName(sdk, 'shop.orders.list'),
    'dotted-without-manual-name': (sdk) => callByName(sdk, 'orders.list'),
  }),
);

/**
 * A text manual named `manualName` with one http tool, get_order, on a server that answers every path with it;
 * `run` gets the client after registration. The client is closed after `run`.
 */
async function withOrderManual<T>(sdk: LoadedSdk, manualName: string, run: (utcp: UtcpClient) => Promise<T>) {
  return withServer(
    {
      '*': (request, response) => {
        response.writeHead(200, {'content-type': 'application/json'});
        response.end(JSON.stringify({path: request.url}));
      },
    },
    async ({base}) => {
      const utcp = await client(sdk);
      await utcp.registerManual({
        name: manualName,
        call_template_type: 'text',
        content: JSON.stringify({
          utcp_version: '1.0.0',
          manual_version: '1.0.0',
          tools: [
            {
              name: 'get_order',
              description: 'Look up an order',
              inputs: {type: 'object', properties: {}},
              outputs: {},
              tool_call_template: {call_template_type: 'http', http_method: 'GET', url: `${base}/get_order`},
            },
          ],
        }),
        allowed_communication_protocols: ['http'],
      });
      try {
        return await run(utcp);
      } finally {
        await utcp.close();
      }
    },
  );
}

/** call-path.names.search-then-call (second reading 2026-11-29). */
async function searchThenCall(sdk: LoadedSdk, how: string) {
  return withOrderManual(sdk, 'my-shop', async (utcp) => {
    const found = (await utcp.searchTools('order', 5)).map((t: {name: string}) => t.name);
    const name =
      how === 'found-name-called'
        ? (found[0] ?? 'none')
        : how === 'name-as-registered'
          ? 'my-shop.get_order'
          : 'MY_SHOP.get_order';
    const outcome = await settle(utcp.callTool(name, {}));
    return {found, called: name, outcome};
  });
}

cases.push(
  ...casesOf('call-path.names.search-then-call', {
    'found-name-called': (sdk) => searchThenCall(sdk, 'found-name-called'),
    'name-as-registered': (sdk) => searchThenCall(sdk, 'name-as-registered'),
    'other-case': (sdk) => searchThenCall(sdk, 'other-case'),
  }),
);

// Second reading 2026-11-30 (c-guides): a manual registered as café-shop: the name search returns, a call by it,
// and a call by café_shop, the name a reader would guess from the renaming rule.
async function accentedManualNames(sdk: LoadedSdk) {
  return withOrderManual(sdk, 'café-shop', async (utcp) => {
    const found = (await utcp.searchTools('order', 5)).map((t: {name: string}) => t.name);
    const byFound = found[0] ? await settle(utcp.callTool(found[0], {})) : null;
    const byGuess = await settle(utcp.callTool('café_shop.get_order', {}));
    return {
      found,
      'found name called': byFound !== null && 'value' in byFound,
      'café_shop.get_order called': 'value' in byGuess,
    };
  });
}

cases.push(...casesOf('call-path.names.search-then-call', {'accented-manual-name': (sdk) => accentedManualNames(sdk)}));
