/** Cases of the http call template (@utcp/http) against loopback servers. */
import type {ServerResponse} from 'node:http';
import {client, clientWithTools, settle, tool, validateWith, type Json} from './support/client';
import {callOnce, callStreamingTool, httpTemplate, registerOnce, sent} from './support/http';
import {closedPort, echo, json, raw, withServer, type Handler, type Received, type Routes} from './support/loopback';
import {
  casesOf,
  type BehaviourCase,
  type LoadedSdk,
  type RegisterManualResult,
  type Tool,
  type UtcpClient,
} from './support/sdk';

const ok = json({ok: true});

function redirect(status: number, location: string): Handler {
  return (_request, response: ServerResponse) => {
    response.writeHead(status, {location});
    response.end();
  };
}

/** Calls a GET tool at `url` (a server that echoes runs too, for URLs that reach it). */
function callUrl(sdk: LoadedSdk, url: string) {
  return callOnce(sdk, {'*': echo()}, () => ({call_template_type: 'http', url, http_method: 'GET'}));
}

/** Calls a tool with basic auth and reports the Authorization header the server saw. */
function basicAuth(sdk: LoadedSdk, username: string, password: string) {
  return callOnce(
    sdk,
    {'/op': ok},
    httpTemplate('/op', {auth: {auth_type: 'basic', username, password}}),
    {},
    {headers: ['authorization']},
  );
}

/** Calls /b with the template fields `extra` and `args`; reports what was sent and its Content-Type. */
function sendBody(sdk: LoadedSdk, extra: Json, args: Json) {
  return callOnce(sdk, {'*': echo()}, httpTemplate('/b', extra), args, {headers: ['content-type']});
}

/** Calls /h with the header field `name` set to `value`; reports it and the headers `alsoSeen` as sent. */
function headerArgument(sdk: LoadedSdk, name: string, value: string, alsoSeen: string[] = []) {
  return callOnce(
    sdk,
    {'*': echo()},
    httpTemplate('/h', {header_fields: [name]}),
    {[name]: value},
    {
      headers: [name.toLowerCase(), ...alsoSeen],
    },
  );
}

/** `hops` redirects (302) from /r0 through /r1... to /end, which answers {ok: true}. */
function redirectChain(hops: number): Routes {
  const routes: Routes = {};
  for (let hop = 0; hop < hops; hop += 1)
    routes[`/r${hop}`] = redirect(302, hop === hops - 1 ? '/end' : `/r${hop + 1}`);
  return {...routes, '/end': ok};
}

/** Calls a tool with an api_key auth object and reports the headers and URL the server saw. */
/** An http call with api_key auth `auth` (key k-1): its outcome, the headers holding the key and the URL sent. */
async function keyAnywhere(sdk: LoadedSdk, auth: Json) {
  return withServer({'/op': ok}, async ({base, received}) => {
    const registered = await settle(
      clientWithTools(sdk, 'api', [tool('op', httpTemplate('/op', {auth: {auth_type: 'api_key', ...auth}})(base))]),
    );
    if (!('value' in registered)) return {registration: registered};
    const utcp = registered.value as Awaited<ReturnType<typeof clientWithTools>>;
    const outcome = await settle(utcp.callTool('api.op', {}));
    await utcp.close();
    return {
      outcome,
      'headers holding the key': received.flatMap((r) =>
        Object.entries(r.headers)
          .filter(([, v]) => String(v).includes('k-1'))
          .map(([k]) => k),
      ),
      urls: received.map((r) => r.url),
    };
  });
}

function apiKey(sdk: LoadedSdk, auth: Json, headers: string[] = []) {
  return callOnce(
    sdk,
    {'/op': ok},
    httpTemplate('/op', {auth: {auth_type: 'api_key', ...auth}}),
    {},
    {
      headers: ['x-api-key', 'authorization', 'cookie', 'undefined', ...headers],
    },
  );
}

/** A POST with a body to /start, which answers `status` with a Location to /end. */
function redirected(sdk: LoadedSdk, status: number) {
  return callOnce(
    sdk,
    {'/start': redirect(status, '/end'), '/end': echo()},
    httpTemplate('/start', {http_method: 'POST'}),
    {body: {n: 1}},
    {headers: ['content-type']},
  );
}

/** An OAuth2 token endpoint that accepts the credentials in the body, as Basic, or both. */
function tokenEndpoint(accept: 'body' | 'basic' | 'both', token = 'tok-1', expiresIn: number | null = 3600): Handler {
  return (request, response) => {
    const basic = (request.headers.authorization ?? '').startsWith('Basic ');
    const inBody = request.body.includes('client_secret=');
    const allowed = accept === 'both' || (accept === 'basic' ? basic : inBody && !basic);
    response.writeHead(allowed ? 200 : 401, {'content-type': 'application/json'});
    response.end(
      JSON.stringify(
        allowed ? {access_token: token, ...(expiresIn === null ? {} : {expires_in: expiresIn})} : {error: 'no'},
      ),
    );
  };
}

/** What an oauth2 run shows: its outcomes, the token requests (how the secret was sent, their bodies) and the
 * Authorization header of every call of /op. */
function oauthReport(outcomes: unknown[], received: Received[], isTokenRequest: (url: string) => boolean) {
  const tokenRequests = received.filter((r) => isTokenRequest(r.url));
  return {
    outcomes,
    tokenRequests: tokenRequests.length,
    tokenRequestKinds: tokenRequests
      .map((r) => ((r.headers.authorization ?? '').startsWith('Basic ') ? 'basic' : 'body'))
      .sort(),
    tokenBodies: tokenRequests.map((r) => r.body).sort(),
    callAuthorization: received.filter((r) => r.url === '/op').map((r) => r.headers.authorization ?? null),
  };
}

async function oauth(
  sdk: LoadedSdk,
  accept: 'body' | 'basic' | 'both',
  calls = 1,
  clientId = `client-${accept}-${calls}`,
  expiresIn: number | null = 3600,
  scope?: string,
  pauseMs = 0,
) {
  return withServer(
    {'/token': tokenEndpoint(accept, 'tok-1', expiresIn), '/op': echo(['authorization'])},
    async ({base, received}) => {
      const auth = {
        auth_type: 'oauth2',
        token_url: `${base}/token`,
        client_id: clientId,
        client_secret: 's3cret',
        ...(scope ? {scope} : {}),
      };
      const utcp = await clientWithTools(sdk, 'api', [
        tool('op', {call_template_type: 'http', url: `${base}/op`, http_method: 'GET', auth}),
      ]);
      const outcomes = [];
      for (let i = 0; i < calls; i++) {
        if (i > 0 && pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs));
        outcomes.push(await settle(utcp.callTool('api.op', {})));
      }
      await utcp.close();
      return oauthReport(outcomes, received, (url) => url === '/token');
    },
  );
}

/** Registers a manual served at /manual with the given body and content type. */
function discover(sdk: LoadedSdk, body: string, contentType: string, path = '/manual', status = 200) {
  return registerOnce(sdk, {[path]: raw(body, contentType, status)}, (base) => ({
    name: 'svc',
    call_template_type: 'http',
    http_method: 'GET',
    url: `${base}${path}`,
  }));
}

const manualBody = (url = 'http://127.0.0.1:9/x') =>
  JSON.stringify({
    utcp_version: '1.0.0',
    manual_version: '1.0.0',
    tools: [
      {
        name: 'ping',
        description: 'ping',
        inputs: {type: 'object', properties: {}},
        outputs: {type: 'object', properties: {}},
        tool_call_template: {call_template_type: 'http', url, http_method: 'GET'},
      },
    ],
  });

/** Registers the manual of `manualBody()` at /manual through a template with `extra`; reports the `headers` sent. */
function discoverManual(sdk: LoadedSdk, extra: Json, headers: string[]) {
  return registerOnce(
    sdk,
    {'/manual': raw(manualBody(), 'application/json')},
    (base) => ({name: 'svc', call_template_type: 'http', http_method: 'GET', url: `${base}/manual`, ...extra}),
    {headers},
  );
}

const openapi = (extra: Json = {}) =>
  JSON.stringify({
    openapi: '3.0.0',
    info: {title: 'svc', version: '1'},
    paths: {
      '/items/{id}': {
        get: {
          operationId: 'get_item',
          summary: 'Get one item',
          parameters: [{name: 'id', in: 'path', required: true, schema: {type: 'string'}}],
          responses: {'200': {description: 'ok'}},
        },
      },
      '/items': {
        post: {summary: 'Create', responses: {'200': {description: 'ok'}}},
        head: {operationId: 'head_items', responses: {'200': {description: 'ok'}}},
      },
    },
    ...extra,
  });

/** Registers an OpenAPI document served at /openapi.json and reports `report` of the result. */
function registerOpenapi<T>(
  sdk: LoadedSdk,
  document: string,
  extraTemplate: Json,
  report: (result: RegisterManualResult, base: string) => T,
) {
  return withServer({'/openapi.json': raw(document, 'application/json')}, async ({base}) => {
    const utcp = await client(sdk, {});
    const result = await utcp.registerManual({
      name: 'svc',
      call_template_type: 'http',
      http_method: 'GET',
      url: `${base}/openapi.json`,
      ...extraTemplate,
    });
    await utcp.close();
    return report(result, base);
  });
}

/** Registers an OpenAPI document served at /openapi.json; returns each tool's name and url. */
function openapiTools(sdk: LoadedSdk, document: string, extraTemplate: Json = {}) {
  return registerOpenapi(sdk, document, extraTemplate, (result, base) => ({
    success: result.success,
    errors: result.errors,
    tools: (result.manual?.tools ?? []).map((t) => ({
      name: t.name,
      url: (t.tool_call_template.url as string).replace(base, '<base>'),
      method: t.tool_call_template.http_method,
      auth: t.tool_call_template.auth ?? null,
    })),
  }));
}

/** An OpenAPI 3.0 document of api.example.com with `paths`, as served. */
const apiDocument = (paths: Json) =>
  JSON.stringify({
    openapi: '3.0.0',
    info: {title: 's', version: '1'},
    servers: [{url: 'https://api.example.com'}],
    paths,
  });

/** One operation `<method>_a` with no responses for each method, as a path item of /a. */
function operations(...methods: string[]): Json {
  return Object.fromEntries(methods.map((method) => [method, {operationId: `${method}_a`, responses: {}}]));
}

/** The document of `openapi()` with one header API key scheme required everywhere, and auth_tools for it. */
const keyedOpenapi = () =>
  openapi({
    servers: [{url: 'https://api.example.com'}],
    components: {securitySchemes: {key: {type: 'apiKey', in: 'header', name: 'X-Key'}}},
    security: [{key: []}],
  });
const KEY_AUTH_TOOLS = {auth_tools: {auth_type: 'api_key', api_key: 'k-1', var_name: 'X-Key'}};

/** Registers an OpenAPI document served at /openapi.json and reports `pick` of its first tool. */
function firstConvertedTool(sdk: LoadedSdk, document: string, pick: (found: Tool | undefined) => Json) {
  return registerOpenapi(sdk, document, {}, (result) => pick(result.manual?.tools[0]));
}

function template(sdk: LoadedSdk, value: Json) {
  return settle(async () => {
    const core = await sdk.sdk();
    const parsed = new core.CallTemplateSerializer().validateDict(value);
    return new core.CallTemplateSerializer().toDict(parsed);
  });
}

// Adversarial review of the HTTP pages (2026-11-27): the same case ids as tests/behaviour/python/http.py.

/** Calls GET `path` of an echoing server with `args`; reports what was sent (`headers` named). */
function echoed(sdk: LoadedSdk, path: string, args: Json, extra: Json = {}, headers: string[] = []) {
  return callOnce(sdk, {'*': echo()}, httpTemplate(path, extra), args, {headers});
}

interface OauthRun {
  accept: 'body' | 'basic' | 'both';
  clientId: string;
  calls?: number;
  /** How many of the calls get a client of their own (the rest use the last one). */
  clients?: number;
  /** Close each client before the next one is created. */
  closeBetween?: boolean;
  tokenPaths?: string[];
  /** Answer the body request 0.3 s late, with another token than the Basic request. */
  slowBody?: boolean;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Calls an oauth2 tool `calls` times; reports the token requests and the Authorization of each call. */
async function oauthRun(sdk: LoadedSdk, run: OauthRun) {
  const {
    accept,
    clientId,
    calls = 1,
    clients = 1,
    closeBetween = false,
    tokenPaths = ['/token'],
    slowBody = false,
  } = run;
  const token: Handler = async (request, response) => {
    const basic = (request.headers.authorization ?? '').startsWith('Basic ');
    const inBody = request.body.includes('client_secret=');
    const allowed = accept === 'both' || (accept === 'basic' ? basic : inBody && !basic);
    if (slowBody && !basic) await sleep(300);
    const name = slowBody ? (basic ? 'basic' : 'body') : (request.url ?? '').replace(/^\//, '');
    response.writeHead(allowed ? 200 : 401, {'content-type': 'application/json'});
    response.end(JSON.stringify(allowed ? {access_token: `tok-${name}`, expires_in: 3600} : {error: 'no'}));
  };
  const routes: Routes = {'/op': echo(['authorization'])};
  for (const path of tokenPaths) routes[path] = token;
  return withServer(routes, async ({base, received}) => {
    const tools = tokenPaths.map((path, index) =>
      tool(`op${index}`, {
        call_template_type: 'http',
        url: `${base}/op`,
        http_method: 'GET',
        auth: {auth_type: 'oauth2', token_url: `${base}${path}`, client_id: clientId, client_secret: 's3cret'},
      }),
    );
    const outcomes = [];
    const opened: UtcpClient[] = [];
    let utcp: UtcpClient | undefined;
    for (let index = 0; index < calls; index++) {
      if (!utcp || index < clients) {
        if (utcp && closeBetween) {
          await utcp.close();
          opened.pop();
        }
        utcp = await clientWithTools(sdk, 'api', tools);
        opened.push(utcp);
      }
      outcomes.push(await settle(utcp.callTool(`api.op${index % tokenPaths.length}`, {})));
      if (slowBody) await sleep(600);
    }
    for (const client of opened) await client.close();
    return oauthReport(outcomes, received, (url) => url !== '/op');
  });
}

/** A client created with an http manual in its configuration, read by the serializer first or passed as it is. */
function configManual(sdk: LoadedSdk, validated: boolean) {
  return withServer({'/manual': raw(manualBody(), 'application/json')}, async ({base}) => {
    const core = await sdk.sdk();
    const plain = {
      variables: {svc_TOKEN: 't'},
      manual_call_templates: [{name: 'svc', call_template_type: 'http', http_method: 'GET', url: `${base}/manual`}],
    };
    return settle(async () => {
      const config = validated ? new core.UtcpClientConfigSerializer().validateDict(plain) : plain;
      const utcp = await core.UtcpClient.create(process.cwd(), config);
      const names = (await utcp.getTools()).map((t) => t.name).sort();
      await utcp.close();
      return names;
    });
  });
}

const ITEMS_DOCUMENT = (servers?: string[]) =>
  JSON.stringify({
    openapi: '3.0.0',
    info: {title: 'svc', version: '1'},
    ...(servers ? {servers: servers.map((url) => ({url}))} : {}),
    paths: {'/items': {get: {operationId: 'list_items', responses: {'200': {description: 'ok'}}}}},
  });

function openapiUrls(sdk: LoadedSdk, servers?: string[]) {
  return registerOpenapi(sdk, ITEMS_DOCUMENT(servers), {}, (result, base) => ({
    success: result.success,
    errors: result.errors,
    urls: (result.manual?.tools ?? []).map((t) => (t.tool_call_template.url as string).replace(base, '<base>')),
  }));
}

const reviewCases: BehaviourCase[] = [
  ...casesOf('http.request.path-edges', {
    repeated: (sdk) => echoed(sdk, '/a/{id}/b/{id}', {id: 'x'}),
    'dot-segment': (sdk) => echoed(sdk, '/orders/{id}/refunds', {id: '..'}),
    'null-value': (sdk) => echoed(sdk, '/orders/{id}', {id: null}),
    'empty-string': (sdk) => echoed(sdk, '/orders/{id}/refunds', {id: ''}),
  }),
  ...casesOf('http.request.header-field-values', {
    boolean: (sdk) => echoed(sdk, '/h', {'X-V': true}, {header_fields: ['X-V']}, ['x-v']),
    null: (sdk) => echoed(sdk, '/h', {'X-V': null}, {header_fields: ['X-V']}, ['x-v']),
    object: (sdk) => echoed(sdk, '/h', {'X-V': {a: 1}}, {header_fields: ['X-V']}, ['x-v']),
  }),
  ...casesOf('http.request.body-encoding', {
    'object-text-plain': (sdk) => sendBody(sdk, {http_method: 'POST', content_type: 'text/plain'}, {body: {qty: 2}}),
    'nested-object-text-plain': (sdk) =>
      sendBody(sdk, {http_method: 'POST', content_type: 'text/plain'}, {body: {item: {qty: 2}}}),
    'object-vendor-json': (sdk) =>
      sendBody(sdk, {http_method: 'POST', content_type: 'application/vnd.api+json'}, {body: {qty: 2}}),
    'lowercase-content-type-header': (sdk) =>
      sendBody(sdk, {http_method: 'POST', headers: {'content-type': 'text/plain'}}, {body: {qty: 2}}),
    'array-default': (sdk) => sendBody(sdk, {http_method: 'POST'}, {body: [1, 2]}),
  }),
  ...casesOf('http.request.auth-over-arguments', {
    'header-field-same-name': (sdk) =>
      echoed(
        sdk,
        '/a',
        {'X-Key': 'from-args'},
        {header_fields: ['X-Key'], auth: {auth_type: 'api_key', api_key: 'from-auth', var_name: 'X-Key'}},
        ['x-key'],
      ),
    'query-same-name': (sdk) =>
      echoed(
        sdk,
        '/a',
        {key: 'from-args'},
        {auth: {auth_type: 'api_key', api_key: 'from-auth', var_name: 'key', location: 'query'}},
      ),
  }),
  ...casesOf('http.response.content-types', {
    'empty-json': (sdk) => callOnce(sdk, {'/op': raw('', 'application/json')}, httpTemplate('/op')),
    'problem-json': (sdk) =>
      callOnce(sdk, {'/op': raw('{"title": "out of stock"}', 'application/problem+json')}, httpTemplate('/op')),
    'invalid-json': (sdk) => callOnce(sdk, {'/op': raw('{oops', 'application/json')}, httpTemplate('/op')),
    yaml: (sdk) => callOnce(sdk, {'/op': raw('a: 1\nb: [x, y]\n', 'application/yaml')}, httpTemplate('/op')),
  }),
  {
    key: 'http.response.no-retry',
    case: 'status-503',
    run: async (sdk) => {
      const observed = await callOnce(sdk, {'/op': raw('busy', 'text/plain', 503)}, httpTemplate('/op'));
      return {result: observed.outcome, 'requests sent': observed.requests.length};
    },
  },
  {
    key: 'http.request.method',
    case: 'head',
    run: (sdk) => template(sdk, {call_template_type: 'http', url: 'https://api.example.com/m', http_method: 'HEAD'}),
  },
  ...casesOf('http.url.https-rule', {
    'localhost-prefix-discovery': (sdk) =>
      registerOnce(sdk, {}, () => ({
        name: 'svc',
        call_template_type: 'http',
        url: 'http://localhost.example.invalid/manual',
        http_method: 'GET',
      })),
    'remote-https-tool': (sdk) => callUrl(sdk, 'https://example.invalid/op'),
    'ipv6-loopback': (sdk) => callUrl(sdk, 'http://[::1]:9/op'),
    'remote-http-token-url': (sdk) =>
      callOnce(sdk, {}, () => ({
        call_template_type: 'http',
        http_method: 'GET',
        url: 'https://api.example.invalid/op',
        auth: {
          auth_type: 'oauth2',
          token_url: 'http://auth.example.invalid/token',
          client_id: 'rule',
          client_secret: 's',
        },
      })),
  }),
  {
    key: 'http.auth.oauth2.token-requests',
    case: 'slow-body-answer',
    run: (sdk) => oauthRun(sdk, {accept: 'both', clientId: 'slow-body', calls: 2, slowBody: true}),
  },
  ...casesOf('http.auth.oauth2.token-cache', {
    'second-client': (sdk) => oauthRun(sdk, {accept: 'both', clientId: 'cache-second-client', calls: 2, clients: 2}),
    'other-token-url': (sdk) =>
      oauthRun(sdk, {accept: 'both', clientId: 'cache-other-url', calls: 2, tokenPaths: ['/token-a', '/token-b']}),
    'after-close': (sdk) =>
      oauthRun(sdk, {accept: 'both', clientId: 'cache-after-close', calls: 2, clients: 2, closeBetween: true}),
  }),
  ...casesOf('http.openapi.servers', {
    'two-servers': (sdk) => openapiUrls(sdk, ['https://one.example.com/v1', 'https://two.example.com/v2']),
    'no-servers': (sdk) => openapiUrls(sdk),
    'relative-server': (sdk) => openapiUrls(sdk, ['/v2']),
  }),
  ...casesOf('http.request.argument-order', {
    'header-field-also-placeholder': (sdk) => echoed(sdk, '/orders/{id}', {id: 'A-1'}, {header_fields: ['id']}, ['id']),
    'body-field-also-placeholder': (sdk) =>
      echoed(sdk, '/orders/{id}', {id: 'A-1'}, {http_method: 'POST', body_field: 'id'}, ['id']),
  }),
  {
    key: 'http.request.refund-example',
    case: 'refund-order',
    run: (sdk) =>
      callOnce(
        sdk,
        {'*': echo()},
        httpTemplate('/v1/orders/{order_id}/refunds', {
          http_method: 'POST',
          content_type: 'application/json',
          body_field: 'refund',
          header_fields: ['Idempotency-Key'],
          headers: {Accept: 'application/json'},
          auth: {auth_type: 'api_key', api_key: 'Bearer t-1', var_name: 'Authorization', location: 'header'},
        }),
        {order_id: 'ORD-10422', 'Idempotency-Key': 'rf-7f3a', refund: {amount: 19.99, reason: 'damaged'}},
        {headers: ['idempotency-key', 'accept', 'authorization', 'content-type']},
      ),
  },
  ...casesOf('http.discovery.config-manuals', {
    'plain-config': (sdk) => configManual(sdk, false),
    'validated-config': (sdk) => configManual(sdk, true),
  }),
];

// The tool providers guide (adversarial review 2026-11-28): what a caller's client does with a provider's manual.
const pingTool = (name: string, type: string, extra: Json = {}) =>
  tool(name, {call_template_type: type, url: 'http://127.0.0.1:9/x', ...extra});
const MIXED_MANUAL_JSON = JSON.stringify({
  utcp_version: '1.0.0',
  manual_version: '1.0.0',
  tools: [pingTool('h', 'http', {http_method: 'GET'}), pingTool('s', 'sse')],
});
const YAML_MANUAL_ONE_TOOL =
  'utcp_version: 1.0.0\nmanual_version: 1.0.0\ntools:\n  - name: ping\n    description: ping\n' +
  '    tool_call_template: {call_template_type: http, url: "http://127.0.0.1:9/x", http_method: GET}\n';

/** Registers `body` served at `path` (the URL gets `query` added) through a template with `extra`. */
function discoverAt(sdk: LoadedSdk, body: string, contentType: string, path: string, query = '', extra: Json = {}) {
  return registerOnce(sdk, {[path]: raw(body, contentType)}, (base) => ({
    name: 'svc',
    call_template_type: 'http',
    http_method: 'GET',
    url: `${base}${path}${query}`,
    ...extra,
  }));
}

/** An OpenAPI document whose server is `base`, one GET /items operation, optionally behind an X-Key scheme. */
const inventoryDocument = (base: string, secured: boolean) =>
  JSON.stringify({
    openapi: '3.0.0',
    info: {title: 'inventory', version: '1'},
    servers: [{url: base}],
    paths: {'/items': {get: {operationId: 'list_items', responses: {'200': {description: 'ok'}}}}},
    ...(secured
      ? {components: {securitySchemes: {key: {type: 'apiKey', in: 'header', name: 'X-Key'}}}, security: [{key: []}]}
      : {}),
  });

/** Registers the inventory document through a template whose `auth` sends X-Dl, then calls the converted tool. */
function downloadAuth(sdk: LoadedSdk, secured: boolean, extra: Json = {}) {
  let base = '';
  const routes: Routes = {
    '/openapi.json': (request, response) =>
      raw(inventoryDocument(base, secured), 'application/json')(request, response),
    '/items': ok,
  };
  return withServer(routes, async (server) => {
    base = server.base;
    const utcp = await client(sdk, {variables: {inv_API_KEY: 'k-tool'}});
    const outcome = await settle(async () => {
      const result = await utcp.registerManual({
        name: 'inv',
        call_template_type: 'http',
        http_method: 'GET',
        url: `${base}/openapi.json`,
        auth: {auth_type: 'api_key', api_key: 'k-dl', var_name: 'X-Dl', location: 'header'},
        ...extra,
      });
      const tools = (result.manual?.tools ?? []).map((t) => t.name);
      const call = tools.length > 0 ? await settle(utcp.callTool(tools[0], {})) : null;
      return {tools, errors: result.errors, toolAuth: result.manual?.tools[0]?.tool_call_template.auth ?? null, call};
    });
    await utcp.close();
    return {outcome, requests: server.received.map((request) => sent(request, ['x-dl', 'x-key']))};
  });
}

const providersGuideCases: BehaviourCase[] = [
  ...casesOf('http.discovery.allowed-protocols', {
    'default-own-type': (sdk) => discoverAt(sdk, MIXED_MANUAL_JSON, 'application/json', '/manual'),
    'listing-sse': (sdk) =>
      discoverAt(sdk, MIXED_MANUAL_JSON, 'application/json', '/manual', '', {
        allowed_communication_protocols: ['http', 'sse'],
      }),
    'listing-only-sse': (sdk) =>
      discoverAt(sdk, MIXED_MANUAL_JSON, 'application/json', '/manual', '', {allowed_communication_protocols: ['sse']}),
  }),
  ...casesOf('http.discovery.yaml-detection', {
    'manual-with-tool': (sdk) => discoverAt(sdk, YAML_MANUAL_ONE_TOOL, 'application/yaml', '/manual'),
    'yml-suffix': (sdk) => discoverAt(sdk, YAML_MANUAL_ONE_TOOL, 'text/plain', '/manual.yml'),
    'x-yaml-type': (sdk) => discoverAt(sdk, YAML_MANUAL_ONE_TOOL, 'application/x-yaml', '/manual'),
    'yaml-suffix-with-query': (sdk) => discoverAt(sdk, YAML_MANUAL_ONE_TOOL, 'text/plain', '/manual.yaml', '?v=1'),
  }),
  ...casesOf('http.discovery.manual-or-openapi', {
    'invalid-tool': (sdk) =>
      discoverAt(
        sdk,
        JSON.stringify({utcp_version: '1.0.0', tools: [{name: 'broken'}]}),
        'application/json',
        '/manual',
      ),
    'version-only': (sdk) => discoverAt(sdk, JSON.stringify({utcp_version: '1.0.0'}), 'application/json', '/manual'),
  }),
  ...casesOf('http.openapi.download-auth', {
    'unsecured-operation': (sdk) => downloadAuth(sdk, false),
    'secured-operation': (sdk) => downloadAuth(sdk, true),
  }),
  ...casesOf('http.openapi.auth-tools-compatibility', {
    'same-var-name': (sdk) =>
      downloadAuth(sdk, true, {
        auth_tools: {auth_type: 'api_key', api_key: 'k-1', var_name: 'X-Key', location: 'header'},
      }),
    'other-var-name': (sdk) =>
      downloadAuth(sdk, true, {
        auth_tools: {auth_type: 'api_key', api_key: 'k-1', var_name: 'X-Other', location: 'header'},
      }),
    'other-type': (sdk) => downloadAuth(sdk, true, {auth_tools: {auth_type: 'basic', username: 'u', password: 'p'}}),
  }),
  {
    key: 'http.request.create-issue-example',
    case: 'create-issue',
    run: (sdk) =>
      withServer({'*': echo()}, async ({base, received}) => {
        const utcp = await clientWithTools(
          sdk,
          'github',
          [
            tool('create_issue', {
              call_template_type: 'http',
              url: `${base}/repos/{owner}/{repo}/issues`,
              http_method: 'POST',
              content_type: 'application/json',
              body_field: 'issue',
              headers: {Accept: 'application/vnd.github+json', 'X-GitHub-Api-Version': '2022-11-28'},
              auth: {
                auth_type: 'api_key',
                api_key: 'Bearer ${GITHUB_TOKEN}',
                var_name: 'Authorization',
                location: 'header',
              },
            }),
          ],
          {variables: {github_GITHUB_TOKEN: 't-1'}},
        );
        const outcome = await settle(
          utcp.callTool('github.create_issue', {
            owner: 'octo-org',
            repo: 'website',
            issue: {title: 'Broken link on pricing page'},
          }),
        );
        await utcp.close();
        return {
          ok: 'value' in outcome,
          requests: received.map((request) =>
            sent(request, ['accept', 'x-github-api-version', 'authorization', 'content-type']),
          ),
        };
      }),
  },
  {
    key: 'http.auth.oauth2-user.support',
    case: 'access-token',
    run: (sdk) =>
      callOnce(
        sdk,
        {'/op': ok},
        httpTemplate('/op', {auth: {auth_type: 'oauth2_user', access_token: 'u-1'}}),
        {},
        {headers: ['authorization']},
      ),
  },
];

/** A one-operation OpenAPI document (GET /items, list_items) with `operation` merged in. */
const operationDocument = (operation: Json) =>
  JSON.stringify({
    openapi: '3.0.0',
    info: {title: 'inventory', version: '1'},
    servers: [{url: 'https://api.example.com'}],
    paths: {'/items': {get: {operationId: 'list_items', ...operation}}},
  });
const responseWith = (...properties: string[]) => ({
  description: 'ok',
  content: {
    'application/json': {
      schema: {type: 'object', properties: Object.fromEntries(properties.map((name) => [name, {type: 'string'}]))},
    },
  },
});

/** Registers a one-operation document; reports the description, tags and output properties of its tool. */
function convertedToolFields(sdk: LoadedSdk, operation: Json) {
  return registerOpenapi(sdk, operationDocument(operation), {}, (result) => {
    const found = result.manual?.tools[0];
    const outputs = (found?.outputs ?? {}) as {properties?: Record<string, unknown>};
    return {
      description: found?.description ?? null,
      tags: found?.tags ?? null,
      outputProperties: Object.keys(outputs.properties ?? {}).sort(),
    };
  });
}

const providersGuideMoreCases: BehaviourCase[] = [
  ...casesOf('http.openapi.tool-fields', {
    'summary-description-tags': (sdk) =>
      convertedToolFields(sdk, {
        summary: 'Short',
        description: 'Long',
        tags: ['inventory', 'read'],
        responses: {'200': responseWith('a')},
      }),
    'description-only': (sdk) => convertedToolFields(sdk, {description: 'Long', responses: {'200': responseWith('a')}}),
    'outputs-201-only': (sdk) => convertedToolFields(sdk, {responses: {'201': responseWith('created')}}),
    'outputs-default-only': (sdk) => convertedToolFields(sdk, {responses: {default: responseWith('d')}}),
    'outputs-202-only': (sdk) => convertedToolFields(sdk, {responses: {'202': responseWith('accepted')}}),
  }),
  {
    key: 'http.discovery.oauth2',
    case: 'token-then-manual',
    run: (sdk) =>
      withServer(
        {'/token': json({access_token: 'tok-d', expires_in: 3600}), '/manual': raw(manualBody(), 'application/json')},
        async ({base, received}) => {
          const utcp = await client(sdk, {});
          const outcome = await settle(async () => {
            const result = await utcp.registerManual({
              name: 'svc',
              call_template_type: 'http',
              http_method: 'GET',
              url: `${base}/manual`,
              auth: {auth_type: 'oauth2', token_url: `${base}/token`, client_id: 'disc-1', client_secret: 's'},
            });
            return {success: result.success, tools: (result.manual?.tools ?? []).map((t) => t.name)};
          });
          await utcp.close();
          const requests = received
            .map((r) => ({
              path: r.url,
              authorization:
                r.url === '/token' ? (r.headers.authorization ?? '').slice(0, 6) : (r.headers.authorization ?? null),
            }))
            .sort((a, b) => `${a.path} ${a.authorization ?? ''}`.localeCompare(`${b.path} ${b.authorization ?? ''}`));
          return {outcome, requests};
        },
      ),
  },
];

export const cases: BehaviourCase[] = [
  // api_key auth
  ...casesOf('http.auth.api-key.default-var-name', {
    'no-var-name': (sdk) => apiKey(sdk, {api_key: 'k-1'}),
    'no-var-name-query': (sdk) => apiKey(sdk, {api_key: 'k-1', location: 'query'}),
    'no-location': (sdk) => apiKey(sdk, {api_key: 'k-1', var_name: 'X-Key'}, ['x-key']),
    'null-var-name': (sdk) => keyAnywhere(sdk, {api_key: 'k-1', var_name: null}),
    'empty-var-name': (sdk) => keyAnywhere(sdk, {api_key: 'k-1', var_name: ''}),
  }),
  ...casesOf('http.auth.api-key.missing-var-name', {
    'query-location': (sdk) => apiKey(sdk, {api_key: 'k-1', location: 'query'}),
    serializer: (sdk) => validateWith(sdk, 'AuthSerializer', {auth_type: 'api_key', api_key: 'k-1'}),
  }),
  {
    key: 'http.auth.api-key.cookie',
    case: 'cookie-location',
    run: (sdk) => apiKey(sdk, {api_key: 'k-1', var_name: 'session', location: 'cookie'}),
  },
  {
    key: 'http.auth.api-key.cookie-sent',
    case: 'cookie-location',
    run: (sdk) => apiKey(sdk, {api_key: 'k-1', var_name: 'session', location: 'cookie'}),
  },
  {
    key: 'http.auth.api-key.cookie',
    case: 'cookie-header-workaround',
    run: (sdk) =>
      callOnce(
        sdk,
        {'/op': ok},
        httpTemplate('/op', {headers: {Cookie: 'session=${SESSION_KEY}'}}),
        {},
        {headers: ['cookie'], variables: {api_SESSION_KEY: 'k-1'}},
      ),
  },
  ...casesOf('http.auth.api-key.query', {
    'query-location': (sdk) => apiKey(sdk, {api_key: 'k 1&x', var_name: 'key', location: 'query'}),
    'with-query-arguments': (sdk) =>
      callOnce(
        sdk,
        {'/op': ok},
        httpTemplate('/op', {auth: {auth_type: 'api_key', api_key: 'k-1', var_name: 'key', location: 'query'}}),
        {q: 'shoes', key: 'from-args'},
      ),
  }),
  ...casesOf('http.auth.api-key.empty', {
    'empty-string': (sdk) => apiKey(sdk, {api_key: '', var_name: 'X-Api-Key'}),
    'variable-set-empty': (sdk) =>
      callOnce(
        sdk,
        {'/op': ok},
        httpTemplate('/op', {auth: {auth_type: 'api_key', api_key: '${KEY}', var_name: 'X-Api-Key'}}),
        {},
        {headers: ['x-api-key'], variables: {api_KEY: ''}},
      ),
    'bearer-prefix-empty-variable': (sdk) =>
      callOnce(
        sdk,
        {'/op': ok},
        httpTemplate('/op', {auth: {auth_type: 'api_key', api_key: 'Bearer ${KEY}', var_name: 'Authorization'}}),
        {},
        {headers: ['authorization'], variables: {api_KEY: ''}},
      ),
  }),
  ...casesOf('http.auth.api-key.crlf', {
    'var-name-with-crlf': (sdk) => apiKey(sdk, {api_key: 'k-1', var_name: 'X-Key\r\nX-Injected: 1'}, ['x-injected']),
    'key-with-crlf': (sdk) => apiKey(sdk, {api_key: 'k-1\r\nX-Injected: 1', var_name: 'X-Api-Key'}, ['x-injected']),
  }),
  // basic auth
  ...casesOf('http.auth.basic.header', {
    ascii: (sdk) => basicAuth(sdk, 'ann', 'pw'),
    'unicode-password': (sdk) => basicAuth(sdk, 'ann', 'pässwörd'),
    'colon-in-username': (sdk) => basicAuth(sdk, 'a:b', 'pw'),
  }),
  // oauth2
  ...casesOf('http.auth.oauth2.token-requests', {
    'endpoint-accepts-both': (sdk) => oauth(sdk, 'both'),
    'endpoint-accepts-body-only': (sdk) => oauth(sdk, 'body'),
    'endpoint-accepts-basic-only': (sdk) => oauth(sdk, 'basic'),
  }),
  ...casesOf('http.auth.oauth2.token-cache', {
    'two-calls': (sdk) => oauth(sdk, 'both', 2, 'cache-two-calls'),
    'expires-in-zero': (sdk) => oauth(sdk, 'both', 2, 'cache-expires-zero', 0),
    'no-expires-in': (sdk) => oauth(sdk, 'both', 2, 'cache-no-expiry', null),
  }),
  ...casesOf('http.auth.oauth2.token-expiry', {
    'expires-in-one-second': (sdk) => oauth(sdk, 'both', 2, 'expiry-one-second', 1, undefined, 1500),
  }),
  ...casesOf('http.auth.oauth2.scope', {
    'no-scope': (sdk) => oauth(sdk, 'both', 1, 'scope-none'),
    scope: (sdk) => oauth(sdk, 'both', 1, 'scope-given', 3600, 'read write'),
  }),
  ...casesOf('http.auth.oauth2.token-errors', {
    'endpoint-refuses': (sdk) =>
      withServer({'/token': json({error: 'denied'}, 401), '/op': ok}, async ({base, received}) => {
        const auth = {auth_type: 'oauth2', token_url: `${base}/token`, client_id: 'refused', client_secret: 's'};
        const utcp = await clientWithTools(sdk, 'api', [
          tool('op', {call_template_type: 'http', url: `${base}/op`, http_method: 'GET', auth}),
        ]);
        const outcome = await settle(utcp.callTool('api.op', {}));
        await utcp.close();
        return {outcome, calls: received.filter((r) => r.url === '/op').length};
      }),
    'no-access-token': (sdk) =>
      withServer({'/token': json({token: 'x'}), '/op': ok}, async ({base}) => {
        const auth = {auth_type: 'oauth2', token_url: `${base}/token`, client_id: 'no-token', client_secret: 's'};
        const utcp = await clientWithTools(sdk, 'api', [
          tool('op', {call_template_type: 'http', url: `${base}/op`, http_method: 'GET', auth}),
        ]);
        const outcome = await settle(utcp.callTool('api.op', {}));
        await utcp.close();
        return outcome;
      }),
  }),
  // oauth2_user
  ...casesOf('http.auth.oauth2-user.header', {
    defaults: (sdk) =>
      callOnce(
        sdk,
        {'/op': ok},
        httpTemplate('/op', {auth: {auth_type: 'oauth2_user', access_token: '${USER_TOKEN}'}}),
        {},
        {headers: ['authorization'], variables: {api_USER_TOKEN: 'u-1'}},
      ),
    'var-name-and-prefix': (sdk) =>
      callOnce(
        sdk,
        {'/op': ok},
        httpTemplate('/op', {
          auth: {auth_type: 'oauth2_user', access_token: 'u-1', var_name: 'X-User', prefix: 'Token '},
        }),
        {},
        {headers: ['authorization', 'x-user']},
      ),
    'empty-token': (sdk) =>
      callOnce(
        sdk,
        {'/op': ok},
        httpTemplate('/op', {auth: {auth_type: 'oauth2_user', access_token: ''}}),
        {},
        {headers: ['authorization']},
      ),
  }),
  // redirects
  ...[301, 302, 303, 307, 308].map((status): BehaviourCase => ({
    key: 'http.redirect.status',
    case: `status-${status}`,
    run: (sdk) => redirected(sdk, status),
  })),
  ...casesOf('http.redirect.credentials', {
    'same-origin': (sdk) =>
      callOnce(
        sdk,
        {'/start': redirect(302, '/end'), '/end': echo()},
        httpTemplate('/start', {auth: {auth_type: 'api_key', api_key: 'k-1', var_name: 'X-My-App'}}),
        {},
        {headers: ['x-my-app']},
      ),
    'cross-origin-custom-header': (sdk) =>
      withServer({'/end': echo()}, async (target) =>
        callOnce(
          sdk,
          {'/start': redirect(302, `${target.base.replace('127.0.0.1', 'localhost')}/end`)},
          httpTemplate('/start', {
            auth: {auth_type: 'api_key', api_key: 'k-1', var_name: 'X-My-App'},
            headers: {'X-Plain': 'p'},
          }),
          {q: '1'},
          {headers: ['x-my-app', 'x-plain']},
        ).then((observation) => ({
          ...observation,
          atTarget: target.received.map((r) => sent(r, ['x-my-app', 'x-plain'])),
        })),
      ),
  }),
  ...casesOf('http.redirect.hops', {
    'five-hops': (sdk) => callOnce(sdk, redirectChain(5), httpTemplate('/r0')),
    'six-hops': (sdk) => callOnce(sdk, redirectChain(6), httpTemplate('/r0')),
    loop: (sdk) => callOnce(sdk, {'/r0': redirect(302, '/r0')}, httpTemplate('/r0')),
    'to-remote-http': (sdk) => callOnce(sdk, {'/r0': redirect(302, 'http://example.invalid/x')}, httpTemplate('/r0')),
  }),
  // URL rule
  ...casesOf('http.url.https-rule', {
    'remote-http-tool': (sdk) => callUrl(sdk, 'http://example.invalid/op'),
    'localhost-prefix': (sdk) => callUrl(sdk, 'http://localhost.example.invalid/op'),
    'loopback-127-0-0-2': (sdk) => callUrl(sdk, 'http://127.0.0.2:9/op'),
    'remote-http-discovery': (sdk) =>
      registerOnce(sdk, {}, () => ({
        name: 'svc',
        call_template_type: 'http',
        url: 'http://example.invalid/manual',
        http_method: 'GET',
      })),
  }),
  // responses
  ...casesOf('http.response.body', {
    json: (sdk) => callOnce(sdk, {'/op': json({a: 1, s: 'ü'})}, httpTemplate('/op')),
    'json-body-as-text-plain': (sdk) => callOnce(sdk, {'/op': raw('{"a": 1}', 'text/plain')}, httpTemplate('/op')),
    'plain-text': (sdk) => callOnce(sdk, {'/op': raw('hello', 'text/plain')}, httpTemplate('/op')),
    'invalid-json-labelled-json': (sdk) =>
      callOnce(sdk, {'/op': raw('{oops', 'application/json')}, httpTemplate('/op')),
    empty: (sdk) => callOnce(sdk, {'/op': raw('', 'application/json')}, httpTemplate('/op')),
    yaml: (sdk) => callOnce(sdk, {'/op': raw('a: 1\nb: [x, y]\n', 'application/yaml')}, httpTemplate('/op')),
    null: (sdk) => callOnce(sdk, {'/op': raw('null', 'application/json')}, httpTemplate('/op')),
  }),
  ...casesOf('http.response.error-status', {
    'status-404': (sdk) => callOnce(sdk, {'/op': json({error: 'missing'}, 404)}, httpTemplate('/op')),
    'status-500': (sdk) => callOnce(sdk, {'/op': raw('boom', 'text/plain', 500)}, httpTemplate('/op')),
    'status-204': (sdk) => callOnce(sdk, {'/op': raw('', 'text/plain', 204)}, httpTemplate('/op')),
    'connection-refused': (sdk) => callUrl(sdk, 'http://127.0.0.1:9/op'),
  }),
  // request building
  ...casesOf('http.request.path-params', {
    encoded: (sdk) => callOnce(sdk, {'*': echo()}, httpTemplate('/items/{id}'), {id: 'a b/ü?'}),
    missing: (sdk) => callOnce(sdk, {'*': echo()}, httpTemplate('/items/{id}'), {}),
    number: (sdk) => callOnce(sdk, {'*': echo()}, httpTemplate('/items/{id}'), {id: 42, extra: 1}),
    repeated: (sdk) => callOnce(sdk, {'*': echo()}, httpTemplate('/a/{id}/b/{id}'), {id: 'x'}),
  }),
  ...casesOf('http.request.query', {
    'strings-and-numbers': (sdk) => callOnce(sdk, {'*': echo()}, httpTemplate('/q'), {s: 'a b', n: 2, t: true}),
    array: (sdk) => callOnce(sdk, {'*': echo()}, httpTemplate('/q'), {tags: ['x', 'y']}),
    object: (sdk) => callOnce(sdk, {'*': echo()}, httpTemplate('/q'), {filter: {a: 1}}),
    'null-and-empty': (sdk) => callOnce(sdk, {'*': echo()}, httpTemplate('/q'), {a: null, b: ''}),
    unicode: (sdk) => callOnce(sdk, {'*': echo()}, httpTemplate('/q'), {city: 'Zürich', emoji: '🙂'}),
  }),
  ...casesOf('http.request.body', {
    'default-body-field': (sdk) => sendBody(sdk, {http_method: 'POST'}, {body: {n: 1}, other: 'x'}),
    'custom-body-field': (sdk) =>
      sendBody(sdk, {http_method: 'POST', body_field: 'payload'}, {payload: {n: 1}, body: 'y'}),
    'no-body-argument': (sdk) => sendBody(sdk, {http_method: 'POST'}, {n: 1}),
    'string-body': (sdk) => sendBody(sdk, {http_method: 'POST'}, {body: 'plain'}),
    'custom-content-type': (sdk) => sendBody(sdk, {http_method: 'POST', content_type: 'text/plain'}, {body: 'plain'}),
    unicode: (sdk) => sendBody(sdk, {http_method: 'PUT'}, {body: {name: 'Zoë 🙂'}}),
  }),
  ...casesOf('http.request.header-fields', {
    'string-and-number': (sdk) =>
      callOnce(
        sdk,
        {'*': echo()},
        httpTemplate('/h', {header_fields: ['X-Trace', 'X-Count']}),
        {'X-Trace': 't-1', 'X-Count': 3, q: 1},
        {headers: ['x-trace', 'x-count']},
      ),
    'missing-argument': (sdk) =>
      callOnce(sdk, {'*': echo()}, httpTemplate('/h', {header_fields: ['X-Trace']}), {q: 1}, {headers: ['x-trace']}),
    'static-headers': (sdk) =>
      callOnce(
        sdk,
        {'*': echo()},
        httpTemplate('/h', {headers: {'X-Static': 's'}, header_fields: ['X-Static']}),
        {'X-Static': 'from-args'},
        {headers: ['x-static']},
      ),
  }),
  ...casesOf('http.request.method', {
    default: (sdk) => callOnce(sdk, {'*': echo()}, (base) => ({call_template_type: 'http', url: `${base}/m`})),
    delete: (sdk) => callOnce(sdk, {'*': echo()}, httpTemplate('/m', {http_method: 'DELETE'}), {id: 1}),
    'lower-case': (sdk) =>
      template(sdk, {call_template_type: 'http', url: 'https://api.example.com/m', http_method: 'post'}),
    unsupported: (sdk) =>
      template(sdk, {call_template_type: 'http', url: 'https://api.example.com/m', http_method: 'FETCH'}),
  }),
  ...casesOf('http.request.timeout', {
    'axios-default': async (sdk) => {
      const http = await sdk.load('@utcp/http');
      const protocol = new (
        http.HttpCommunicationProtocol as new () => {_axiosInstance: {defaults: {timeout: number}}}
      )();
      return protocol._axiosInstance.defaults.timeout;
    },
    'template-timeout-field': (sdk) =>
      template(sdk, {call_template_type: 'http', url: 'https://api.example.com/m', timeout: 5}),
  }),
  // template fields
  ...casesOf('http.template.defaults', {
    minimal: (sdk) => template(sdk, {call_template_type: 'http', url: 'https://api.example.com/m'}),
    'unknown-field': (sdk) => template(sdk, {call_template_type: 'http', url: 'https://api.example.com/m', retries: 3}),
    'filled-fields': async (sdk) => {
      const outcome = await template(sdk, {call_template_type: 'http', url: 'https://api.example.com/m'});
      if (!('value' in outcome)) return outcome;
      const written = outcome.value as Json;
      const fields = ['http_method', 'content_type', 'body_field', 'auth', 'auth_tools'];
      return Object.fromEntries(fields.map((field) => [field, field in written ? written[field] : '<absent>']));
    },
  }),
  ...casesOf('http.template.null-fields', {
    'headers-null': (sdk) =>
      template(sdk, {call_template_type: 'http', url: 'https://api.example.com/m', headers: null}),
    'auth-null': (sdk) => template(sdk, {call_template_type: 'http', url: 'https://api.example.com/m', auth: null}),
    'body-field-null': (sdk) =>
      template(sdk, {call_template_type: 'http', url: 'https://api.example.com/m', body_field: null}),
    'auth-tools-null': (sdk) =>
      template(sdk, {call_template_type: 'http', url: 'https://api.example.com/m', auth_tools: null}),
    // First reading (wave 6) 2026-11-29: the other optional fields that python-utcp writes as null.
    'header-fields-null': (sdk) =>
      template(sdk, {call_template_type: 'http', url: 'https://api.example.com/m', header_fields: null}),
    'allowed-protocols-null': (sdk) =>
      template(sdk, {
        call_template_type: 'http',
        url: 'https://api.example.com/m',
        allowed_communication_protocols: null,
      }),
    'content-type-null': (sdk) =>
      template(sdk, {call_template_type: 'http', url: 'https://api.example.com/m', content_type: null}),
  }),
  // discovery
  ...casesOf('http.discovery.formats', {
    'utcp-manual-json': (sdk) => discover(sdk, manualBody(), 'application/json'),
    'utcp-manual-yaml': (sdk) =>
      discover(sdk, 'utcp_version: 1.0.0\nmanual_version: 1.0.0\ntools: []\n', 'application/yaml'),
    html: (sdk) => discover(sdk, '<html><body>hi</body></html>', 'text/html'),
    'json-manual-without-version': (sdk) => discover(sdk, JSON.stringify({tools: []}), 'application/json'),
    'status-404': (sdk) => discover(sdk, 'nope', 'text/plain', '/manual', 404),
  }),
  ...casesOf('http.discovery.tool-names', {
    prefixed: (sdk) => discover(sdk, manualBody(), 'application/json'),
    'manual-name-with-hyphen': (sdk) =>
      registerOnce(sdk, {'/manual': raw(manualBody(), 'application/json')}, (base) => ({
        name: 'my-svc.v2',
        call_template_type: 'http',
        url: `${base}/manual`,
        http_method: 'GET',
      })),
    'already-prefixed': (sdk) =>
      registerOnce(sdk, {'/manual': raw(manualBody().replace('"ping"', '"svc.ping"'), 'application/json')}, (base) => ({
        name: 'svc',
        call_template_type: 'http',
        url: `${base}/manual`,
        http_method: 'GET',
      })),
  }),
  // OpenAPI
  ...casesOf('http.openapi.conversion', {
    'servers-url': (sdk) => openapiTools(sdk, openapi({servers: [{url: 'https://api.example.com/v1'}]})),
    'no-servers': (sdk) => openapiTools(sdk, openapi()),
    'relative-server': (sdk) => openapiTools(sdk, openapi({servers: [{url: '/v2'}]})),
    'swagger-2-host': (sdk) =>
      openapiTools(
        sdk,
        JSON.stringify({
          swagger: '2.0',
          info: {title: 's', version: '1'},
          host: 'api.example.com',
          basePath: '/v1',
          schemes: ['https'],
          paths: {'/ping': {get: {operationId: 'ping', responses: {'200': {description: 'ok'}}}}},
        }),
      ),
  }),
  {
    key: 'http.openapi.auth-tools-applied',
    case: 'api-key-scheme',
    run: (sdk) => openapiTools(sdk, keyedOpenapi(), KEY_AUTH_TOOLS),
  },
  ...casesOf('http.openapi.auth-tools', {
    'api-key-scheme-with-auth-tools': (sdk) => openapiTools(sdk, keyedOpenapi(), KEY_AUTH_TOOLS),
    'api-key-scheme-without-auth-tools': (sdk) => openapiTools(sdk, keyedOpenapi()),
  }),
  // more OpenAPI conversion
  ...casesOf('http.openapi.operation-names', {
    'operation-ids': (sdk) => openapiTools(sdk, openapi({servers: [{url: 'https://api.example.com'}]})),
    'hyphenated-operation-id': (sdk) =>
      openapiTools(
        sdk,
        apiDocument({'/a': {get: {operationId: 'get-a.list', responses: {'200': {description: 'ok'}}}}}),
      ),
  }),
  ...casesOf('http.openapi.methods', {
    'head-and-trace': (sdk) => openapiTools(sdk, apiDocument({'/a': operations('head', 'trace', 'patch')})),
    options: (sdk) => openapiTools(sdk, apiDocument({'/a': operations('options', 'delete')})),
  }),
  ...casesOf('http.openapi.inputs', {
    'query-and-header-parameters': (sdk) =>
      firstConvertedTool(
        sdk,
        apiDocument({
          '/s': {
            get: {
              operationId: 'search',
              parameters: [
                {name: 'q', in: 'query', required: true, schema: {type: 'string'}},
                {name: 'X-Trace', in: 'header', schema: {type: 'string'}},
              ],
              responses: {'200': {description: 'ok'}},
            },
          },
        }),
        (found) => ({
          inputs: found?.inputs ?? null,
          header_fields: found?.tool_call_template.header_fields ?? null,
          body_field: found?.tool_call_template.body_field ?? null,
        }),
      ),
    'request-body': (sdk) =>
      firstConvertedTool(
        sdk,
        apiDocument({
          '/items': {
            post: {
              operationId: 'create',
              requestBody: {
                required: true,
                content: {'application/json': {schema: {type: 'object', properties: {name: {type: 'string'}}}}},
              },
              responses: {'200': {description: 'ok'}},
            },
          },
        }),
        (found) => ({
          inputs: found?.inputs ?? null,
          body_field: found?.tool_call_template.body_field ?? null,
          content_type: found?.tool_call_template.content_type ?? null,
        }),
      ),
  }),
  ...casesOf('http.openapi.yaml-document', {
    'yaml-content-type': (sdk) =>
      discover(
        sdk,
        'openapi: 3.0.0\ninfo: {title: s, version: "1"}\nservers: [{url: "https://api.example.com"}]\npaths:\n  /p: {get: {operationId: p, responses: {"200": {description: ok}}}}\n',
        'application/yaml',
      ),
    'yaml-url-text-plain': (sdk) =>
      discover(
        sdk,
        'openapi: 3.0.0\ninfo: {title: s, version: "1"}\nservers: [{url: "https://api.example.com"}]\npaths:\n  /p: {get: {operationId: p, responses: {"200": {description: ok}}}}\n',
        'text/plain',
        '/openapi.yaml',
      ),
    'yaml-text-plain-other-url': (sdk) =>
      discover(sdk, 'openapi: 3.0.0\ninfo: {title: s, version: "1"}\npaths: {}\n', 'text/plain', '/spec'),
  }),
  // discovery request
  ...casesOf('http.discovery.request', {
    'static-headers-and-api-key': (sdk) =>
      discoverManual(
        sdk,
        {headers: {'X-Static': 's'}, auth: {auth_type: 'api_key', api_key: 'k-1', var_name: 'X-Api-Key'}},
        ['x-static', 'x-api-key'],
      ),
    'post-method': (sdk) => discoverManual(sdk, {http_method: 'POST'}, ['content-type']),
    'basic-auth': (sdk) =>
      discoverManual(sdk, {auth: {auth_type: 'basic', username: 'u', password: 'p'}}, ['authorization']),
  }),
  // more request building
  ...casesOf('http.request.url-query', {
    'existing-query-plus-arguments': (sdk) => callOnce(sdk, {'*': echo()}, httpTemplate('/q?fixed=1'), {extra: 'x'}),
    'same-name-in-url-and-arguments': (sdk) => callOnce(sdk, {'*': echo()}, httpTemplate('/q?page=1'), {page: 2}),
  }),
  ...casesOf('http.request.header-values', {
    'crlf-in-header-argument': (sdk) => headerArgument(sdk, 'X-Trace', 'a\r\nX-Injected: 1', ['x-injected']),
    'unicode-in-header-argument': (sdk) => headerArgument(sdk, 'X-City', 'Zürich'),
    'static-and-auth-same-name': (sdk) =>
      callOnce(
        sdk,
        {'*': echo()},
        httpTemplate('/h', {
          headers: {'X-Api-Key': 'static'},
          auth: {auth_type: 'api_key', api_key: 'from-auth', var_name: 'X-Api-Key'},
        }),
        {},
        {headers: ['x-api-key']},
      ),
  }),
  ...casesOf('http.response.charset', {
    'utf-8': (sdk) =>
      callOnce(sdk, {'/op': raw(Buffer.from('Grüße', 'utf8'), 'text/plain; charset=utf-8')}, httpTemplate('/op')),
    'latin-1': (sdk) =>
      callOnce(
        sdk,
        {'/op': raw(Buffer.from('Grüße', 'latin1'), 'text/plain; charset=iso-8859-1')},
        httpTemplate('/op'),
      ),
  }),
  ...casesOf('http.auth.basic.variables', {
    'username-and-password-from-variables': (sdk) =>
      callOnce(
        sdk,
        {'*': echo()},
        httpTemplate('/op', {auth: {auth_type: 'basic', username: '${USER}', password: '${PASS}'}}),
        {},
        {headers: ['authorization'], variables: {api_USER: 'ann', api_PASS: 'pw'}},
      ),
    'password-variable-missing': (sdk) =>
      callOnce(
        sdk,
        {'*': echo()},
        httpTemplate('/op', {auth: {auth_type: 'basic', username: 'ann', password: '${PASS}'}}),
        {},
        {headers: ['authorization']},
      ).catch((error: Error) => ({registration: error.message})),
  }),
  ...reviewCases,
  ...providersGuideCases,
  ...providersGuideMoreCases,
  // Second reading 2026-11-29 (r-http): content_type without a body, with another text type, with an object.
  ...casesOf('http.request.body', {
    'content-type-without-body': (sdk) => sendBody(sdk, {http_method: 'POST', content_type: 'text/plain'}, {}),
    'string-xml-content-type': (sdk) =>
      sendBody(sdk, {http_method: 'POST', content_type: 'application/xml'}, {body: '<a>ü</a>'}),
    'null-body-default': (sdk) => sendBody(sdk, {http_method: 'POST'}, {body: null}),
  }),
  // Second reading 2026-11-29 (r-http): var_name edges of api_key auth.
  ...casesOf('http.auth.api-key.default-var-name', {
    'number-var-name-sdk': (sdk) => keyAnywhere(sdk, {api_key: 'k-1', var_name: 7}),
    'empty-var-name-query-sdk': (sdk) => keyAnywhere(sdk, {api_key: 'k-1', var_name: '', location: 'query'}),
  }),
];

/** The method and query string of each request a GET call with `args` sent, shaped as the Python case shapes it. */
async function querySent(sdk: LoadedSdk, args: Json) {
  const {requests} = await callOnce(sdk, {'*': echo()}, httpTemplate('/q'), args);
  return requests.map((request) => ({method: request.method, query: request.url.split('?')[1] ?? ''}));
}

cases.push(
  ...casesOf('http.request.query-numbers', {
    'decimal-coordinates': (sdk) => querySent(sdk, {latitude: 48.14, longitude: 11.58, hourly: 'temperature_2m'}),
    // JSON has one number type: 11.0 arrives in JavaScript as 11.
    'whole-float': (sdk) => querySent(sdk, {longitude: 11.0}),
    'negative-and-exponent': (sdk) => querySent(sdk, {latitude: -33.87, tiny: 1e-7}),
  }),
);

/** Whether registering an http manual at `url` failed on the URL check, before any connection. */
async function refusedByUrlCheck(sdk: LoadedSdk, url: string) {
  const {outcome} = await registerOnce(sdk, {}, () => ({
    name: 'reg',
    call_template_type: 'http',
    http_method: 'GET',
    url,
  }));
  const value =
    'value' in outcome
      ? (outcome.value as {success: boolean; errors: string[]})
      : {success: false, errors: [String(outcome.error?.message)]};
  return {
    'refused by the URL check': value.errors.some((error) => error.includes('Security error')),
    success: value.success,
  };
}

cases.push(
  ...casesOf('http.manual.url-prefix-rule', {
    'remote-http': (sdk) => refusedByUrlCheck(sdk, 'http://example.invalid/utcp'),
    'loopback-127-0-0-2': (sdk) => refusedByUrlCheck(sdk, 'http://127.0.0.2:9/utcp'),
    'ipv6-loopback': (sdk) => refusedByUrlCheck(sdk, 'http://[::1]:9/utcp'),
    'localhost-lookalike': (sdk) => refusedByUrlCheck(sdk, 'http://localhost.example.invalid/utcp'),
    'upper-case-scheme': (sdk) => refusedByUrlCheck(sdk, 'HTTPS://127.0.0.1:9/utcp'),
  }),
);

// Issue 35: the sentences of the TypeScript reference on @utcp/http (data/ts-api/descriptions/http.yaml).

const PLUGIN_TYPES = ['http', 'sse', 'streamable_http'] as const;

/** The protocol and serializer registries of the line's SDK. */
async function registries(sdk: LoadedSdk) {
  const core = await sdk.sdk();
  await sdk.load('@utcp/http');
  return {
    protocols: (core.CommunicationProtocol as {communicationProtocols: Record<string, object>}).communicationProtocols,
    serializers: (core.CallTemplateSerializer as unknown as {serializers: Record<string, object>}).serializers,
  };
}

/** Which class the SDK holds for each of the plugin's types once @utcp/http has been imported. */
async function registeredOnImport(sdk: LoadedSdk) {
  const {protocols, serializers} = await registries(sdk);
  return Object.fromEntries(
    PLUGIN_TYPES.map((type) => [
      type,
      {protocol: protocols[type]?.constructor.name ?? null, serializer: serializers[type]?.constructor.name ?? null},
    ]),
  );
}

/** Calls `register` of @utcp/http again (with `override` when given) and reports what it replaced. */
async function registerAgain(sdk: LoadedSdk, override?: boolean) {
  const {protocols, serializers} = await registries(sdk);
  const http = await sdk.load('@utcp/http');
  const before = PLUGIN_TYPES.map((type) => [protocols[type], serializers[type]]);
  const register = http.register as (override?: boolean) => void;
  if (override === undefined) register();
  else register(override);
  return Object.fromEntries(
    PLUGIN_TYPES.map((type, index) => [
      type,
      {
        'protocol replaced': protocols[type] !== before[index][0],
        'serializer replaced': serializers[type] !== before[index][1],
      },
    ]),
  );
}

/** What a plugin serializer of @utcp/http makes of `value`: the type it read, or the first line of its error. */
async function pluginValidate(sdk: LoadedSdk, serializer: string, value: Json) {
  const http = await sdk.load('@utcp/http');
  const outcome = await settle(async () => {
    const parsed = new (http[serializer] as new () => {validateDict(v: Json): Json})().validateDict(value);
    return parsed.call_template_type;
  });
  return 'error' in outcome
    ? {error: {type: outcome.error.type, firstLine: outcome.error.message.split('\n')[0]}}
    : outcome;
}

interface ConverterClass {
  new (spec: Json, options?: Json): {convert(): {tools: Tool[]}};
}

/** Runs `new OpenApiConverter(document, options).convert()`; reports each tool's method, url, headers and auth. */
async function convertDirectly(sdk: LoadedSdk, document: Json, options?: Json) {
  const http = await sdk.load('@utcp/http');
  const Converter = http.OpenApiConverter as ConverterClass;
  const outcome = await settle(async () =>
    new Converter(document, options).convert().tools.map((t) => ({
      name: t.name,
      method: t.tool_call_template.http_method,
      url: t.tool_call_template.url,
      headers: t.tool_call_template.headers ?? null,
      auth: t.tool_call_template.auth ?? null,
    })),
  );
  return 'error' in outcome
    ? {error: {type: outcome.error.type, firstLine: outcome.error.message.split('. ')[0]}}
    : outcome;
}

/** An OpenAPI 3.0 document with one GET /items operation and the fields `extra`. */
const itemsDocument = (extra: Json = {}): Json => ({
  openapi: '3.0.0',
  info: {title: 'inv', version: '1'},
  paths: {'/items': {get: {operationId: 'list_items', responses: {'200': {description: 'ok'}}}}},
  ...extra,
});

/** itemsDocument with one header API key scheme X-Key required everywhere. */
const securedItems = (): Json =>
  itemsDocument({
    servers: [{url: 'https://api.example.com'}],
    components: {securitySchemes: {key: {type: 'apiKey', in: 'header', name: 'X-Key'}}},
    security: [{key: []}],
  });

const LOOPBACK_SERVER = {servers: [{url: 'http://127.0.0.1:8080'}]};
const REMOTE_SPEC = 'https://docs.example.com/specs/openapi.json';

cases.push(
  ...casesOf('http.plugin.register', {
    'on-import': (sdk) => registeredOnImport(sdk),
    'second-call': (sdk) => registerAgain(sdk),
    'override-false': (sdk) => registerAgain(sdk, false),
    'override-true': (sdk) => registerAgain(sdk, true),
  }),
  ...casesOf('http.template.validate-errors', {
    'http-url-missing': (sdk) => pluginValidate(sdk, 'HttpCallTemplateSerializer', {call_template_type: 'http'}),
    'http-valid': (sdk) =>
      pluginValidate(sdk, 'HttpCallTemplateSerializer', {call_template_type: 'http', url: 'https://a.example/ü'}),
    'http-empty-object': (sdk) => pluginValidate(sdk, 'HttpCallTemplateSerializer', {}),
    'sse-url-missing': (sdk) => pluginValidate(sdk, 'SseCallTemplateSerializer', {call_template_type: 'sse'}),
    'sse-url-null': (sdk) => pluginValidate(sdk, 'SseCallTemplateSerializer', {call_template_type: 'sse', url: null}),
    'streamable-url-missing': (sdk) =>
      pluginValidate(sdk, 'StreamableHttpCallTemplateSerializer', {call_template_type: 'streamable_http'}),
    'streamable-put-method': (sdk) =>
      pluginValidate(sdk, 'StreamableHttpCallTemplateSerializer', {
        call_template_type: 'streamable_http',
        url: 'https://a.example/s',
        http_method: 'PUT',
      }),
  }),
  ...casesOf('http.call.streaming', {
    'json-object': (sdk) =>
      callStreamingTool(sdk, {'/op': json({a: 1, list: [1, 2]})}, ['api', 'op'], httpTemplate('/op'), {}, true),
    'ndjson-body': (sdk) =>
      callStreamingTool(
        sdk,
        {'/op': raw('{"n":1}\n{"n":2}\n', 'application/x-ndjson')},
        ['api', 'op'],
        httpTemplate('/op'),
        {},
        true,
      ),
    'empty-body': (sdk) =>
      callStreamingTool(sdk, {'/op': raw('', 'text/plain')}, ['api', 'op'], httpTemplate('/op'), {}, true),
    'status-500': (sdk) =>
      callStreamingTool(sdk, {'/op': raw('down', 'text/plain', 500)}, ['api', 'op'], httpTemplate('/op'), {}, true),
  }),
  ...casesOf('http.openapi.methods', {
    'all-methods': (sdk) =>
      openapiTools(
        sdk,
        apiDocument({
          '/a': operations('get', 'post', 'put', 'delete', 'patch', 'head', 'options', 'trace'),
          '/b': {get: {responses: {}}, post: {operationId: '', responses: {}}},
        }),
      ),
  }),
  ...casesOf('http.openapi.converter-base-url', {
    'base-url-option': (sdk) =>
      convertDirectly(sdk, itemsDocument({servers: [{url: 'https://api.example.com/v1'}]}), {
        baseUrl: 'https://override.example/v2',
      }),
    'first-server': (sdk) =>
      convertDirectly(
        sdk,
        itemsDocument({servers: [{url: 'https://one.example/v1'}, {url: 'https://two.example/v1'}]}),
        {specUrl: REMOTE_SPEC},
      ),
    'swagger-host': (sdk) =>
      convertDirectly(
        sdk,
        {
          swagger: '2.0',
          info: {title: 'inv', version: '1'},
          host: 'api.example.com',
          basePath: '/v1',
          schemes: ['http'],
          paths: {'/items': {get: {operationId: 'list_items', responses: {'200': {description: 'ok'}}}}},
        },
        {specUrl: REMOTE_SPEC},
      ),
    'empty-servers-spec-url': (sdk) => convertDirectly(sdk, itemsDocument({servers: []}), {specUrl: REMOTE_SPEC}),
    'spec-url-origin': (sdk) => convertDirectly(sdk, itemsDocument(), {specUrl: REMOTE_SPEC}),
    'spec-url-not-http': (sdk) => convertDirectly(sdk, itemsDocument(), {specUrl: 'file:///srv/openapi.json'}),
    nothing: (sdk) => convertDirectly(sdk, itemsDocument()),
    'loopback-server-remote-spec': (sdk) =>
      convertDirectly(sdk, itemsDocument(LOOPBACK_SERVER), {specUrl: REMOTE_SPEC}),
    'loopback-server-remote-spec-base-url': (sdk) =>
      convertDirectly(sdk, itemsDocument(LOOPBACK_SERVER), {specUrl: REMOTE_SPEC, baseUrl: 'http://127.0.0.1:8080'}),
    'loopback-server-loopback-spec': (sdk) =>
      convertDirectly(sdk, itemsDocument(LOOPBACK_SERVER), {specUrl: 'http://127.0.0.1:9/openapi.json'}),
    'loopback-server-no-spec-url': (sdk) => convertDirectly(sdk, itemsDocument(LOOPBACK_SERVER)),
  }),
  ...casesOf('http.openapi.converter-options', {
    headers: (sdk) =>
      convertDirectly(sdk, itemsDocument({servers: [{url: 'https://api.example.com'}]}), {
        headers: {'X-Team': 'blue', 'X-Note': 'ü'},
      }),
    'headers-absent': (sdk) => convertDirectly(sdk, itemsDocument({servers: [{url: 'https://api.example.com'}]})),
    'auth-tools-fit': (sdk) =>
      convertDirectly(sdk, securedItems(), {
        authTools: {auth_type: 'api_key', api_key: 'k-1', var_name: 'X-Key', location: 'header'},
      }),
    'auth-tools-other-type': (sdk) =>
      convertDirectly(sdk, securedItems(), {authTools: {auth_type: 'basic', username: 'u', password: 'p'}}),
    'auth-tools-null': (sdk) => convertDirectly(sdk, securedItems(), {authTools: null}),
    'auth-tools-absent': (sdk) => convertDirectly(sdk, securedItems()),
    'auth-tools-unsecured': (sdk) =>
      convertDirectly(sdk, itemsDocument({servers: [{url: 'https://api.example.com'}]}), {
        authTools: {auth_type: 'api_key', api_key: 'k-1', var_name: 'X-Key', location: 'header'},
      }),
  }),
);

/** The call template name OpenApiConverter gives the tools of a one-operation document titled `title`. */
async function convertedTemplateName(sdk: LoadedSdk, title: string | undefined, options?: Json) {
  const http = await sdk.load('@utcp/http');
  const Converter = http.OpenApiConverter as ConverterClass;
  const document = itemsDocument({servers: [{url: 'https://api.example.com'}]});
  document.info = title === undefined ? {version: '1'} : {title, version: '1'};
  const name = String(new Converter(document, options).convert().tools[0].tool_call_template.name);
  // A generated name is random; only its shape is recorded.
  return name.replace(/^(openapi_call_template_)[0-9a-f]{32}$/, '$1<32 hex digits>');
}

cases.push(
  ...casesOf('http.openapi.converter-name', {
    'title-with-punctuation': (sdk) => convertedTemplateName(sdk, 'Billing API v2.1 (beta)!', {callTemplateName: 'x'}),
    'unicode-title': (sdk) => convertedTemplateName(sdk, 'Café-API', {}),
    'no-title-template-name': (sdk) => convertedTemplateName(sdk, undefined, {callTemplateName: 'billing.v2'}),
    'empty-title-template-name': (sdk) => convertedTemplateName(sdk, '', {callTemplateName: 'billing'}),
    'no-title-no-name': (sdk) => convertedTemplateName(sdk, undefined),
  }),
);

// Guide review 2026-11-28 (g-guide, Issue 35): the body_field and Content-Type edges of the Python cases, run in
// @utcp/http too, since the protocol guides speak for both languages.

/** POSTs (unless `extra` says otherwise) to /raw with the template fields `extra` and `args`; reports every
 * Content-Type value and the `payload` header the server received, with the method, path and body. */
async function rawBody(sdk: LoadedSdk, args: Json, extra: Json = {}) {
  const seen: Json[] = [];
  const record: Handler = (request, response) => {
    const contentTypes: string[] = [];
    for (let index = 0; index < request.rawHeaders.length; index += 2)
      if (request.rawHeaders[index].toLowerCase() === 'content-type') contentTypes.push(request.rawHeaders[index + 1]);
    seen.push({
      method: request.method ?? '',
      path: request.url ?? '',
      contentTypes,
      payloadHeader: (request.headers.payload as string | undefined) ?? null,
      body: request.body,
    });
    ok(request, response);
  };
  const observed = await callOnce(sdk, {'*': record}, httpTemplate('/raw', {http_method: 'POST', ...extra}), args);
  return {result: observed.outcome, requests: seen};
}

cases.push(
  ...casesOf('http.request.body-encoding', {
    'lowercase-header-every-value': (sdk) => rawBody(sdk, {body: {qty: 2}}, {headers: {'content-type': 'text/plain'}}),
    'mixed-case-header': (sdk) => rawBody(sdk, {body: {qty: 2}}, {headers: {'Content-type': 'text/plain'}}),
    'upper-case-header': (sdk) => rawBody(sdk, {body: {qty: 2}}, {headers: {'CONTENT-TYPE': 'text/plain'}}),
    'exact-header': (sdk) => rawBody(sdk, {body: {qty: 2}}, {headers: {'Content-Type': 'text/plain'}}),
    'lowercase-header-no-body': (sdk) => rawBody(sdk, {}, {headers: {'content-type': 'text/plain'}}),
    'upper-case-json-content-type': (sdk) => rawBody(sdk, {body: {qty: 2}}, {content_type: 'APPLICATION/JSON'}),
    'booleans-null-text-plain': (sdk) =>
      rawBody(sdk, {body: {on: true, off: false, none: null}}, {content_type: 'text/plain'}),
    'array-text-plain': (sdk) => rawBody(sdk, {body: [1, 2]}, {content_type: 'text/plain'}),
    'number-text-plain': (sdk) => rawBody(sdk, {body: 5}, {content_type: 'text/plain'}),
  }),
  ...casesOf('http.request.body-field', {
    'custom-name': (sdk) => rawBody(sdk, {payload: {a: 1}}, {body_field: 'payload'}),
    'default-name': (sdk) => rawBody(sdk, {body: 'plain words'}),
    'null-value': (sdk) => rawBody(sdk, {payload: null}, {body_field: 'payload'}),
    'empty-string': (sdk) => rawBody(sdk, {payload: ''}, {body_field: 'payload'}),
    zero: (sdk) => rawBody(sdk, {payload: 0}, {body_field: 'payload'}),
    false: (sdk) => rawBody(sdk, {payload: false}, {body_field: 'payload'}),
    'get-method': (sdk) => rawBody(sdk, {payload: {a: 1}}, {body_field: 'payload', http_method: 'GET'}),
    'also-header-field': (sdk) => rawBody(sdk, {payload: 'p-1'}, {body_field: 'payload', header_fields: ['payload']}),
    'absent-with-other-arguments': (sdk) => rawBody(sdk, {q: '1'}, {body_field: 'payload'}),
  }),
);

// Lead, 2026-11-29: the OAuth2 edges the reviewers ran in Python only, run in @utcp/http too.
interface OauthScenario {
  /** The oauth2 fields of each tool's auth besides auth_type and token_url; one call per tool, in order. */
  auths: Json[];
  /** How the token endpoint answers; a token numbered after its request when left out. */
  answer?: Handler;
  /** The token endpoint refuses a request without a Basic header. */
  refuseForm?: boolean;
  /** The token URL: the path on the server, or a whole URL. */
  tokenUrl?: string;
  extraRoutes?: Routes;
}

async function oauthScenario(sdk: LoadedSdk, scenario: OauthScenario) {
  const tokenRequests: Json[] = [];
  const token: Handler = (request, response) => {
    const header = request.headers.authorization ?? '';
    const basic = header.startsWith('Basic ');
    tokenRequests.push({
      kind: basic ? 'basic' : 'form',
      body: request.body,
      ...(basic ? {'basic credentials': Buffer.from(header.slice(6), 'base64').toString('latin1')} : {}),
    });
    if (scenario.refuseForm && !basic) return json({error: 'invalid_client'}, 401)(request, response);
    return (scenario.answer ?? json({access_token: `tok-${tokenRequests.length}`}))(request, response);
  };
  return withServer(
    {'POST /token': token, '/op': json({ok: true}), ...scenario.extraRoutes},
    async ({base, received}) => {
      const tokenUrl = scenario.tokenUrl?.startsWith('http')
        ? scenario.tokenUrl
        : `${base}${scenario.tokenUrl ?? '/token'}`;
      const tools = scenario.auths.map((auth, index) =>
        tool(`t${index}`, {
          call_template_type: 'http',
          url: `${base}/op`,
          http_method: 'GET',
          auth: {auth_type: 'oauth2', token_url: tokenUrl, ...auth},
        }),
      );
      const utcp = await clientWithTools(sdk, 'api', tools);
      const outcomes = [];
      for (let index = 0; index < tools.length; index++)
        outcomes.push(await settle(utcp.callTool(`api.t${index}`, {})));
      await utcp.close();
      return {
        outcomes,
        tokenRequests,
        callAuthorization: received.filter((r) => r.url === '/op').map((r) => r.headers.authorization ?? null),
      };
    },
  );
}

function tokenRedirect(sdk: LoadedSdk, status: number, clientId: string) {
  const arrived: Json[] = [];
  const landing: Handler = (request, response) => {
    arrived.push({method: request.method, body: request.body});
    if (request.method !== 'POST') {
      response.writeHead(405);
      response.end();
      return;
    }
    json({access_token: 'tok-redirected'})(request, response);
  };
  const redirect: Handler = (_request, response) => {
    response.writeHead(status, {location: '/token'});
    response.end();
  };
  return oauthScenario(sdk, {
    auths: [{client_id: clientId, client_secret: 's'}],
    tokenUrl: '/old-token',
    extraRoutes: {'POST /old-token': redirect, 'POST /token': landing, 'GET /token': landing},
  }).then((observed) => ({...observed, 'arrived at /token': arrived}));
}

/** oauth2 fields for one tool per client id, each with the secret `s`. */
const clients = (...ids: string[]) => ids.map((id) => ({client_id: id, client_secret: 's'}));

const answer = (clientId: string, body: string, contentType: string, status = 200, calls = 1) => ({
  auths: clients(...Array<string>(calls).fill(clientId)),
  answer: raw(body, contentType, status),
});

cases.push(
  ...casesOf('http.auth.oauth2.token-requests', {
    'secret-colon-unicode-form': (sdk) =>
      oauthScenario(sdk, {auths: [{client_id: 'r-a2-form', client_secret: 'pä:ss€'}]}),
    'secret-latin-1-basic': (sdk) =>
      oauthScenario(sdk, {auths: [{client_id: 'r-a2-basic', client_secret: 'pä:ss'}], refuseForm: true}),
    'secret-beyond-latin-1-basic': (sdk) =>
      oauthScenario(sdk, {auths: [{client_id: 'r-a2-euro', client_secret: 's€'}], refuseForm: true}),
    'colon-in-client-id-basic': (sdk) =>
      oauthScenario(sdk, {auths: [{client_id: 'app:1', client_secret: 's'}], refuseForm: true}),
    'form-special-characters': (sdk) =>
      oauthScenario(sdk, {
        auths: [{client_id: 'r-x1-form&id=1', client_secret: 'a&b=c+d %'}],
        answer: json({access_token: 'tok-form'}),
      }),
    'token-url-redirect-302': (sdk) => tokenRedirect(sdk, 302, 'r-x1-302'),
    'token-url-redirect-307': (sdk) => tokenRedirect(sdk, 307, 'r-x1-307'),
  }),
  ...casesOf('http.auth.oauth2.token-cache', {
    'other-client-secret': (sdk) =>
      oauthScenario(sdk, {
        auths: [
          {client_id: 'r-a2-secret', client_secret: 's-1'},
          {client_id: 'r-a2-secret', client_secret: 's-2'},
        ],
      }),
    'other-scope': (sdk) =>
      oauthScenario(sdk, {
        auths: [
          {client_id: 'r-a2-scope', client_secret: 's', scope: 'read'},
          {client_id: 'r-a2-scope', client_secret: 's', scope: 'write'},
        ],
      }),
    'other-client-id': (sdk) =>
      oauthScenario(sdk, {
        auths: clients('r-x1-first', 'r-x1-second'),
        answer: json({access_token: 'tok-1'}),
      }),
  }),
  ...casesOf('http.auth.oauth2.token-errors', {
    'endpoint-unreachable': async (sdk) =>
      oauthScenario(sdk, {
        auths: [{client_id: 'unreachable', client_secret: 's'}],
        tokenUrl: `http://127.0.0.1:${await closedPort()}/token`,
      }),
    'html-ok': (sdk) => oauthScenario(sdk, answer('html', '<html>sign in</html>', 'text/html')),
    'no-access-token-twice': (sdk) =>
      oauthScenario(sdk, {
        auths: clients('r-a2-no-token', 'r-a2-no-token'),
        answer: json({token: 'x'}),
      }),
    'null-access-token': (sdk) =>
      oauthScenario(sdk, {
        auths: [{client_id: 'r-a2-null-token', client_secret: 's'}],
        answer: json({access_token: null}),
      }),
    'json-token-as-text-plain': (sdk) =>
      oauthScenario(sdk, answer('r-x1-text-plain', '{"access_token": "tok-plain"}', 'text/plain')),
    'invalid-json-labelled-json': (sdk) =>
      oauthScenario(sdk, answer('r-x1-bad-json', '<html>sign in</html>', 'application/json')),
    'json-list': (sdk) => oauthScenario(sdk, answer('r-x1-list', '[]', 'application/json')),
    'numeric-access-token': (sdk) =>
      oauthScenario(sdk, answer('r-x1-number', '{"access_token": 42}', 'application/json')),
    'status-500': (sdk) => oauthScenario(sdk, answer('r-x1-500', '{"error": "boom"}', 'application/json', 500)),
    'null-access-token-twice': (sdk) =>
      oauthScenario(sdk, answer('r-x1-null-twice', '{"access_token": null}', 'application/json', 200, 2)),
  }),
);

// Third adversarial review (Issue 35): which URLs the checks take for loopback.
cases.push(
  ...casesOf('http.manual.url-prefix-rule', {
    'localhost-userinfo': (sdk) => refusedByUrlCheck(sdk, 'http://localhost@example.invalid/utcp'),
  }),
  ...casesOf('http.openapi.converter-base-url', {
    'loopback-server-file-spec': (sdk) =>
      convertDirectly(sdk, itemsDocument(LOOPBACK_SERVER), {specUrl: 'file:///srv/openapi.json'}),
    'zero-address-server-remote-spec': (sdk) =>
      convertDirectly(sdk, itemsDocument({servers: [{url: 'http://0.0.0.0:8080'}]}), {specUrl: REMOTE_SPEC}),
    'localhost-dot-server-remote-spec': (sdk) =>
      convertDirectly(sdk, itemsDocument({servers: [{url: 'http://localhost.:8080'}]}), {specUrl: REMOTE_SPEC}),
  }),
);

cases.push(
  ...casesOf('http.openapi.converter-options', {
    'auth-tools-second-alternative': (sdk) =>
      convertDirectly(
        sdk,
        itemsDocument({
          servers: [{url: 'https://api.example.com'}],
          components: {
            securitySchemes: {
              basicAuth: {type: 'http', scheme: 'basic'},
              key: {type: 'apiKey', in: 'header', name: 'X-Key'},
            },
          },
          security: [{basicAuth: []}, {key: []}],
        }),
        {authTools: {auth_type: 'api_key', api_key: 'k-1', var_name: 'X-Key', location: 'header'}},
      ),
    'auth-tools-var-name-case': (sdk) =>
      convertDirectly(sdk, securedItems(), {
        authTools: {auth_type: 'api_key', api_key: 'k-1', var_name: 'x-key', location: 'header'},
      }),
  }),
  ...casesOf('http.openapi.converter-name', {
    'title-tab-and-no-break-space': (sdk) => convertedTemplateName(sdk, 'a\tb\u00a0c d', {}),
    'empty-template-name': (sdk) => convertedTemplateName(sdk, undefined, {callTemplateName: ''}),
  }),
  // Adversarial review 2026-11-29 (p-fold10): which examples the OpenAPI converter copies into a tool's inputs.
  ...casesOf('http.openapi.examples', {
    'parameter-schemas': (sdk) => convertedExamples(sdk, examplesParameters),
    'request-body-schema': (sdk) => convertedExamples(sdk, examplesBody),
    'schema-model': async (sdk) => {
      const core = await sdk.load('@utcp/sdk');
      const schema = core.JsonSchemaSchema as {parse: (value: Json) => Json};
      return settle(async () => schema.parse({type: 'string', examples: ['a', 'b']}));
    },
  }),
);

/** An OpenAPI document with one GET operation whose parameters are given. */
const examplesDocument = (parameters: Json[]): Json => ({
  openapi: '3.0.0',
  info: {title: 'shop', version: '1'},
  servers: [{url: 'https://api.example.com'}],
  paths: {'/items': {get: {operationId: 'list_items', parameters, responses: {'200': {description: 'ok'}}}}},
});

const examplesParameters: Json = {
  openapi: '3.0.0',
  info: {title: 'shop', version: '1'},
  servers: [{url: 'https://api.example.com'}],
  paths: {
    '/items': {
      get: {
        operationId: 'list_items',
        parameters: [
          {name: 'q', in: 'query', schema: {type: 'string', examples: ['shoes', 'hats']}},
          {name: 'limit', in: 'query', schema: {type: 'integer', example: 5}},
          {name: 'tag', in: 'query', schema: {type: 'string'}, example: 'red'},
        ],
        responses: {'200': {description: 'ok'}},
      },
    },
  },
};

const examplesBody: Json = {
  openapi: '3.0.0',
  info: {title: 'shop', version: '1'},
  servers: [{url: 'https://api.example.com'}],
  paths: {
    '/items': {
      post: {
        operationId: 'add_item',
        requestBody: {
          content: {
            'application/json': {
              schema: {type: 'object', properties: {name: {type: 'string', examples: ['Ann']}}},
            },
          },
        },
        responses: {'200': {description: 'ok'}},
      },
    },
  },
};

/** Converts `document` and reports, per input property, its examples and example keywords. */
async function convertedExamples(sdk: LoadedSdk, document: Json) {
  const http = await sdk.load('@utcp/http');
  const Converter = http.OpenApiConverter as unknown as new (
    document: Json,
    options?: Json,
  ) => {convert: () => {tools: {inputs: {properties?: Record<string, Record<string, Json>>}}[]}};
  return settle(async () => {
    const inputs = new Converter(document, {specUrl: 'https://api.example.com/openapi.json'}).convert().tools[0].inputs;
    const pick = (schema: Record<string, Json> | undefined): Record<string, Json> => {
      const picked: Record<string, Json> = {};
      for (const key of ['examples', 'example']) if (schema && key in schema) picked[key] = schema[key];
      return picked;
    };
    const result: Record<string, Json> = {};
    for (const [name, schema] of Object.entries(inputs.properties ?? {})) {
      const nested = schema.properties as Record<string, Record<string, Json>> | undefined;
      result[name] = nested
        ? {...pick(schema), nested: Object.fromEntries(Object.entries(nested).map(([k, v]) => [k, pick(v)]))}
        : pick(schema);
    }
    return result;
  });
}

// http.discovery.other-json (second reading 2026-11-29): JSON that is neither a manual nor OpenAPI.
cases.push(
  ...casesOf('http.discovery.other-json', {
    'error-object': (sdk) => discover(sdk, JSON.stringify({error: 'unauthorized'}), 'application/json'),
    'wrapped-manual': (sdk) => discover(sdk, `{"manual": ${manualBody()}}`, 'application/json'),
    'json-list': (sdk) => discover(sdk, JSON.stringify([{name: 'ping'}]), 'application/json'),
    'empty-object': (sdk) => discover(sdk, '{}', 'application/json'),
  }),
);

// http.auth.api-key.var-name-breaks (second reading 2026-11-29): other line breaks in var_name, and query location.
cases.push(
  ...casesOf('http.auth.api-key.var-name-breaks', {
    'lone-lf': (sdk) => apiKey(sdk, {api_key: 'k', var_name: 'X-Key\nX-Evil: 1'}, ['x-evil']),
    'lone-cr': (sdk) => apiKey(sdk, {api_key: 'k', var_name: 'X-Key\rX-Evil: 1'}, ['x-evil']),
    'crlf-in-query-name': (sdk) =>
      apiKey(sdk, {api_key: 'k', var_name: 'key\r\nX-Evil: 1', location: 'query'}, ['x-evil']),
    'unicode-line-separator': (sdk) => apiKey(sdk, {api_key: 'k', var_name: 'X-Key\u2028X-Evil: 1'}, ['x-evil']),
  }),
);

// http.url.https-rule-hosts (second reading 2026-11-29): host parsing edges of the 1.1 rule.
cases.push(
  ...casesOf('http.url.https-rule-hosts', {
    'localhost-as-user-info': (sdk) => callUrl(sdk, 'http://localhost@example.invalid/op'),
    'remote-as-user-info': (sdk) => callUrl(sdk, 'http://example.invalid@localhost:9/op'),
    'upper-case-scheme-and-host': (sdk) => callUrl(sdk, 'HTTP://LOCALHOST:9/op'),
    'non-ascii-host': (sdk) => callUrl(sdk, 'http://bücher.example.invalid/op'),
    'streaming-call': (sdk) =>
      callStreamingTool(
        sdk,
        {},
        ['api', 'op'],
        () => ({call_template_type: 'http', http_method: 'GET', url: 'http://example.invalid/op'}),
        {},
        true,
      ),
  }),
);

// http.redirect.credentials-origin-edges (second reading 2026-11-29).
const KEY_AUTH = {auth: {auth_type: 'api_key', api_key: 'k-1', var_name: 'X-My-App'}};
cases.push(
  ...casesOf('http.redirect.credentials-origin-edges', {
    'other-port': (sdk) =>
      withServer({'/end': echo()}, async (target) =>
        callOnce(
          sdk,
          {'/start': redirect(302, `${target.base}/end`)},
          httpTemplate('/start', KEY_AUTH),
          {},
          {
            headers: ['x-my-app'],
          },
        ).then((observation) => ({
          ...observation,
          atOtherPort: target.received.map((r) => sent(r, ['x-my-app'])),
        })),
      ),
    'back-to-origin': (sdk) =>
      callOnce(
        sdk,
        {
          '/start': (request, response) => {
            response.writeHead(302, {location: `http://localhost:${request.socket.localPort}/mid`});
            response.end();
          },
          '/mid': (request, response) => {
            response.writeHead(302, {location: `http://127.0.0.1:${request.socket.localPort}/end`});
            response.end();
          },
          '/end': echo(),
        },
        httpTemplate('/start', KEY_AUTH),
        {},
        {headers: ['x-my-app', 'host']},
      ),
  }),
);

// http.openapi.loopback-spec-sources (second reading 2026-11-29): where the document came from.
cases.push(
  ...casesOf('http.openapi.loopback-spec-sources', {
    'spec-from-localhost': (sdk) =>
      convertDirectly(sdk, itemsDocument(LOOPBACK_SERVER), {specUrl: 'http://localhost:9000/openapi.json'}),
    'spec-from-127-0-0-2': (sdk) =>
      convertDirectly(sdk, itemsDocument(LOOPBACK_SERVER), {specUrl: 'http://127.0.0.2/openapi.json'}),
    'spec-from-ipv6-loopback': (sdk) =>
      convertDirectly(sdk, itemsDocument(LOOPBACK_SERVER), {specUrl: 'http://[::1]:9000/openapi.json'}),
    'spec-from-lookalike-host': (sdk) =>
      convertDirectly(sdk, itemsDocument(LOOPBACK_SERVER), {specUrl: 'http://localhost.example.com/openapi.json'}),
    'https-base-url-over-loopback-server': (sdk) =>
      convertDirectly(sdk, itemsDocument(LOOPBACK_SERVER), {specUrl: REMOTE_SPEC, baseUrl: 'https://api.example.com'}),
  }),
);

// http.auth.oauth2.token-redirect-rule (second reading 2026-11-29).
cases.push(
  ...casesOf('http.auth.oauth2.token-redirect-rule', {
    'to-remote-http': (sdk) =>
      oauthScenario(sdk, {
        auths: [{client_id: 'r-sr-remote', client_secret: 's'}],
        tokenUrl: '/old-token',
        extraRoutes: {
          'POST /old-token': (_request, response) => {
            response.writeHead(302, {location: 'http://example.invalid/token'});
            response.end();
          },
        },
      }),
  }),
);

// Second reading 2026-11-29: a cookie key whose value has a space and a semicolon, and a cookie key beside a static
// Cookie header.
cases.push(
  ...casesOf('http.auth.api-key.cookie-sent', {
    'value-with-space-and-semicolon': (sdk) =>
      apiKey(sdk, {api_key: 'k 1;x=2', var_name: 'session', location: 'cookie'}),
    'with-static-cookie-header': (sdk) =>
      callOnce(
        sdk,
        {'/op': ok},
        httpTemplate('/op', {
          headers: {Cookie: 'theme=dark'},
          auth: {auth_type: 'api_key', api_key: 'k-1', var_name: 'session', location: 'cookie'},
        }),
        {},
        {headers: ['cookie']},
      ),
  }),
);

// Second reading 2026-11-29 (r-v01): examples given at several levels at once, a null example, a named-map examples.
const examplesMixed = examplesDocument([
  {
    name: 'tag',
    in: 'query',
    example: 'red',
    schema: {type: 'string', example: 'blue', examples: ['red', 'grün']},
  },
  {
    name: 'size',
    in: 'query',
    examples: {small: {value: 'S'}, big: {value: 'L'}},
    schema: {type: 'string'},
  },
  {name: 'note', in: 'query', example: null, schema: {type: 'string'}},
]);

cases.push(
  ...casesOf('http.openapi.examples', {
    'mixed-levels': (sdk) => convertedExamples(sdk, examplesMixed),
  }),
);

// Second reading 2026-11-29 (r-v01): a redirect met while fetching the manual, and hosts that only look like loopback.
cases.push(
  ...casesOf('http.url.https-rule', {
    'discovery-redirect-to-remote-http': (sdk) =>
      registerOnce(sdk, {'GET /utcp': redirect(302, 'http://example.invalid/manual')}, (base) => ({
        name: 'svc',
        call_template_type: 'http',
        url: `${base}/utcp`,
        http_method: 'GET',
      })),
    'userinfo-localhost': (sdk) => callUrl(sdk, 'http://localhost@example.invalid/op'),
    'uppercase-localhost': (sdk) => callUrl(sdk, 'http://LOCALHOST:9/op'),
  }),
);

// Second reading 2026-11-29 (f-rfc-b): basic auth with empty members and a character beyond the BMP.
cases.push(
  ...casesOf('http.auth.basic.header-edges', {
    'empty-password': (sdk) => basicAuth(sdk, 'ann', ''),
    'empty-username': (sdk) => basicAuth(sdk, '', 'pw'),
    'emoji-password': (sdk) => basicAuth(sdk, 'ann', 'p😀'),
  }),
);

// Second reading 2026-11-30 (lead, RFC 5.3, 6.2): a method name in mixed case; false and zero left over for the
// query; JSON documents that are neither a manual nor OpenAPI.
cases.push(
  ...casesOf('http.request.method', {
    'mixed-case': (sdk) =>
      template(sdk, {call_template_type: 'http', url: 'https://api.example.com/m', http_method: 'Post'}),
  }),
  ...casesOf('http.request.query', {
    'false-and-zero': (sdk) => callOnce(sdk, {'*': echo()}, httpTemplate('/q'), {f: false, z: 0}),
  }),
  ...casesOf('http.discovery.formats', {
    'json-unrelated-object': (sdk) => discover(sdk, JSON.stringify({name: 'weather'}), 'application/json'),
    'json-array': (sdk) => discover(sdk, '[]', 'application/json'),
  }),
);

// Second reading 2026-11-30 (lead, RFC 6.4 note): secured documents with other schemes, no auth_tools.
cases.push(
  ...casesOf('http.openapi.auth-tools', {
    'basic-scheme-without-auth-tools': (sdk) =>
      openapiTools(
        sdk,
        openapi({
          servers: [{url: 'https://api.example.com'}],
          components: {securitySchemes: {basic: {type: 'http', scheme: 'basic'}}},
          security: [{basic: []}],
        }),
      ),
    'query-key-scheme-without-auth-tools': (sdk) =>
      openapiTools(
        sdk,
        openapi({
          servers: [{url: 'https://api.example.com'}],
          components: {securitySchemes: {key: {type: 'apiKey', in: 'query', name: 'key'}}},
          security: [{key: []}],
        }),
      ),
  }),
);

// Second reading 2026-11-30 (s-yaml-http): edges of the TypeScript http descriptions.
/** Like keyAnywhere, with the extra template fields `extra`; every header and URL the server saw. */
async function keyWithTemplate(sdk: LoadedSdk, auth: Json, extra: Json) {
  return withServer({'/op': ok}, async ({base, received}) => {
    const registered = await settle(
      clientWithTools(sdk, 'api', [
        tool('op', httpTemplate('/op', {...(extra as object), auth: {auth_type: 'api_key', ...auth}})(base)),
      ]),
    );
    if (!('value' in registered)) return {registration: registered};
    const utcp = registered.value as Awaited<ReturnType<typeof clientWithTools>>;
    const outcome = await settle(utcp.callTool('api.op', {}));
    await utcp.close();
    return {
      outcome,
      'headers holding the key': received.flatMap((r) =>
        Object.entries(r.headers)
          .filter(([, v]) => String(v).includes('k-1'))
          .map(([k]) => k),
      ),
      'x-static': received.map((r) => r.headers['x-static'] ?? null),
      urls: received.map((r) => r.url),
    };
  });
}

cases.push(
  ...casesOf('http.auth.api-key.default-var-name', {
    'boolean-var-name-sdk': (sdk) => keyAnywhere(sdk, {api_key: 'k-1', var_name: true}),
    'empty-var-name-query-reserved-sdk': (sdk) =>
      keyAnywhere(sdk, {api_key: 'k-1 a&b=c', var_name: '', location: 'query'}),
    'empty-var-name-static-header-sdk': (sdk) =>
      keyWithTemplate(sdk, {api_key: 'k-1', var_name: '', location: 'header'}, {headers: {'X-Static': 's'}}),
  }),
  ...casesOf('http.request.body', {
    'get-without-body-sdk': (sdk) => sendBody(sdk, {http_method: 'GET', content_type: 'text/plain'}, {}),
    'object-text-plain-sdk': (sdk) => sendBody(sdk, {http_method: 'POST', content_type: 'text/plain'}, {body: {a: 1}}),
    'string-form-urlencoded-sdk': (sdk) =>
      sendBody(sdk, {http_method: 'POST', content_type: 'application/x-www-form-urlencoded'}, {body: 'a=1&b=2'}),
    'object-form-urlencoded-sdk': (sdk) =>
      sendBody(sdk, {http_method: 'POST', content_type: 'application/x-www-form-urlencoded'}, {body: {a: 1, b: 'x y'}}),
    'number-text-plain-sdk': (sdk) => sendBody(sdk, {http_method: 'POST', content_type: 'text/plain'}, {body: 7}),
  }),
);

// Issue 35, c-mcp-http 2026-11-30: when `${VAR}` placeholders are filled (the manual template's at registration, a
// tool's at each call), and what the static headers of a template meet beside OAuth2 and an API key of the same name.
async function placeholdersPerCall(sdk: LoadedSdk) {
  const manualAt: Handler = (request, response) => {
    response.writeHead(200, {'content-type': 'application/json'});
    response.end(
      JSON.stringify({
        utcp_version: '1.0.0',
        manual_version: '1.0.0',
        tools: [
          {
            name: 'op',
            description: '',
            inputs: {type: 'object', properties: {}},
            outputs: {type: 'object', properties: {}},
            tool_call_template: {
              call_template_type: 'http',
              http_method: 'GET',
              url: `http://${request.headers.host}/op`,
              headers: {'X-V': '${V}'},
            },
          },
        ],
      }),
    );
  };
  delete process.env.svc_V;
  return withServer({'GET /v2/manual': manualAt, '/op': ok}, async ({base, received}) => {
    const utcp = await client(sdk, {variables: {svc_SEG: 'v2'}});
    const result = await utcp.registerManual({
      name: 'svc',
      call_template_type: 'http',
      http_method: 'GET',
      url: `${base}/\${SEG}/manual`,
    });
    const calls = [];
    for (const value of ['one', 'two', null]) {
      if (value === null) delete process.env.svc_V;
      else process.env.svc_V = value;
      calls.push(await settle(utcp.callTool('svc.op', {})));
    }
    delete process.env.svc_V;
    await utcp.close();
    return {
      registered: result.success,
      tools: (result.manual?.tools ?? []).map((t) => t.name),
      calls,
      requests: received.map((r) => ({path: r.url, 'X-V': r.headers['x-v'] ?? null})),
    };
  });
}

/** A tool with a static header and OAuth2 client credentials: which requests carried the static header. */
async function staticHeaderAndToken(sdk: LoadedSdk) {
  return withServer({'/token': tokenEndpoint('both', 'tok-s', 3600), '/data': ok}, async ({base, received}) => {
    const auth = {auth_type: 'oauth2', token_url: `${base}/token`, client_id: 'static-headers-c', client_secret: 'x'};
    const utcp = await clientWithTools(sdk, 'm', [
      tool('data', {
        call_template_type: 'http',
        url: `${base}/data`,
        http_method: 'GET',
        headers: {'X-Static': 's'},
        auth,
      }),
    ]);
    const outcome = await settle(utcp.callTool('m.data', {}));
    await utcp.close();
    return {
      outcome,
      requests: received.map((r) => ({
        step: r.url === '/token' ? 'token' : 'call',
        'X-Static': (r.headers['x-static'] as string | undefined) ?? null,
      })),
    };
  });
}

cases.push(
  ...casesOf('http.placeholders.when-filled', {
    'value-changed-between-calls': placeholdersPerCall,
  }),
  ...casesOf('http.request.static-headers-edges', {
    'token-request': staticHeaderAndToken,
    'api-key-same-name': (sdk) =>
      callOnce(
        sdk,
        {'*': echo()},
        httpTemplate('/k', {
          headers: {'X-Key': 'static', 'X-Other': 'kept'},
          auth: {auth_type: 'api_key', api_key: 'from-auth', var_name: 'X-Key', location: 'header'},
        }),
        {},
        {headers: ['x-key', 'x-other']},
      ),
  }),
);

/** What the SDK reports for an http template with http_method FETCH, and whether the message names the field or value. */
async function invalidTemplateReport(sdk: LoadedSdk, where: 'config' | 'register') {
  const template = {name: 'shop', call_template_type: 'http', url: 'http://127.0.0.1:9/utcp', http_method: 'FETCH'};
  const outcome = await settle(async () => {
    if (where === 'config') return client(sdk, {manual_call_templates: [template]}).then(() => 'created');
    const utcp = await client(sdk);
    try {
      const result = await utcp.registerManual(template);
      return {success: result.success, errors: result.errors};
    } finally {
      await utcp.close();
    }
  });
  if (!('error' in outcome)) return {outcome};
  const {message, type} = outcome.error;
  return {
    type,
    firstLine: message.split('\n')[0],
    'names Invalid CallTemplate object': message.includes('Invalid CallTemplate object'),
    'names http_method': message.includes('http_method'),
    'names FETCH': message.includes('FETCH'),
  };
}

cases.push(
  ...casesOf('http.template.invalid-report', {
    'config-bad-method': (sdk) => invalidTemplateReport(sdk, 'config'),
    'register-bad-method': (sdk) => invalidTemplateReport(sdk, 'register'),
  }),
);

cases.push(
  ...casesOf('http.openapi.remote-document-servers', {
    'metadata-address': (sdk) =>
      convertDirectly(sdk, itemsDocument({servers: [{url: 'https://169.254.169.254'}]}), {specUrl: REMOTE_SPEC}),
    'private-address': (sdk) =>
      convertDirectly(sdk, itemsDocument({servers: [{url: 'http://10.0.0.5:8080'}]}), {specUrl: REMOTE_SPEC}),
    'ipv4-mapped-loopback': (sdk) =>
      convertDirectly(sdk, itemsDocument({servers: [{url: 'http://[::ffff:127.0.0.1]:8080'}]}), {specUrl: REMOTE_SPEC}),
    'decimal-loopback': (sdk) =>
      convertDirectly(sdk, itemsDocument({servers: [{url: 'http://2130706433:8080'}]}), {specUrl: REMOTE_SPEC}),
  }),
);

cases.push(
  ...casesOf('http.url.https-rule-hosts', {
    'decimal-loopback-host': (sdk) => callUrl(sdk, 'http://2130706433:9/op'),
  }),
);

cases.push(
  ...casesOf('http.openapi.loopback-spec-sources', {
    'spec-from-zero-address': (sdk) =>
      convertDirectly(sdk, itemsDocument(LOOPBACK_SERVER), {specUrl: 'http://0.0.0.0:9000/openapi.json'}),
    'spec-from-upper-case-localhost': (sdk) =>
      convertDirectly(sdk, itemsDocument(LOOPBACK_SERVER), {specUrl: 'http://LOCALHOST:9000/openapi.json'}),
    'loopback-base-url-remote-spec': (sdk) =>
      convertDirectly(sdk, itemsDocument(LOOPBACK_SERVER), {specUrl: REMOTE_SPEC, baseUrl: 'http://127.0.0.1:8080'}),
  }),
  ...casesOf('http.openapi.remote-document-servers', {
    'second-server-loopback': (sdk) =>
      convertDirectly(
        sdk,
        itemsDocument({servers: [{url: 'https://api.example.com'}, {url: 'http://127.0.0.1:8080'}]}),
        {specUrl: REMOTE_SPEC},
      ),
  }),
);

cases.push(
  ...casesOf('http.redirect.credentials-origin-edges', {
    'secret-in-plain-headers': (sdk) =>
      withServer({'/end': echo()}, async (target) =>
        callOnce(
          sdk,
          {'/start': redirect(302, `${target.base.replace('127.0.0.1', 'localhost')}/end`)},
          httpTemplate('/start', {headers: {'X-Api-Token': 't-1', 'X-Api-Key': 'k-2'}, header_fields: ['X-Session']}),
          {'X-Session': 's-1'},
          {headers: ['x-api-token', 'x-api-key', 'x-session']},
        ).then((observation) => ({
          ...observation,
          atTarget: target.received.map((r) => sent(r, ['x-api-token', 'x-api-key', 'x-session'])),
        })),
      ),
  }),
);

cases.push(
  ...casesOf('http.redirect.credentials-origin-edges', {
    'secret-under-other-name': (sdk) =>
      withServer({'/end': echo()}, async (target) =>
        callOnce(
          sdk,
          {'/start': redirect(302, `${target.base.replace('127.0.0.1', 'localhost')}/end`)},
          httpTemplate('/start', {headers: {'X-Password': 'p-1', 'X-Signature': 's-1'}}),
          {},
          {headers: ['x-password', 'x-signature']},
        ).then((observation) => ({
          ...observation,
          atTarget: target.received.map((r) => sent(r, ['x-password', 'x-signature'])),
        })),
      ),
  }),
);

cases.push(
  ...casesOf('http.redirect.credentials-origin-edges', {
    'back-to-origin-basic': (sdk) =>
      callOnce(
        sdk,
        {
          '/start': (request, response) => {
            response.writeHead(302, {location: `http://localhost:${request.socket.localPort}/mid`});
            response.end();
          },
          '/mid': (request, response) => {
            response.writeHead(302, {location: `http://127.0.0.1:${request.socket.localPort}/end`});
            response.end();
          },
          '/end': echo(),
        },
        httpTemplate('/start', {auth: {auth_type: 'basic', username: 'u', password: 'p'}}),
        {},
        {headers: ['authorization', 'host']},
      ),
  }),
);

// Second reading 2026-11-30 (c-mcp-http): lists that are empty or hold values other than strings and numbers.
cases.push(
  ...casesOf('http.request.query', {
    'empty-list': (sdk) => callOnce(sdk, {'*': echo()}, httpTemplate('/q'), {tags: [], page: 1}),
    'list-with-null-and-boolean': (sdk) => callOnce(sdk, {'*': echo()}, httpTemplate('/q'), {tags: ['a', null, true]}),
    'list-of-objects': (sdk) => callOnce(sdk, {'*': echo()}, httpTemplate('/q'), {tags: [{a: 1}]}),
  }),
);

/** A handler that answers `body` as JSON after `seconds`, unless the client has gone. */
function answerAfter(seconds: number, body: Json): Handler {
  return (_request, response) => {
    setTimeout(() => {
      if (response.writableEnded || response.destroyed) return;
      response.writeHead(200, {'content-type': 'application/json'});
      response.end(JSON.stringify(body));
    }, seconds * 1000);
  };
}

/**
 * Calls api.op once through OAuth2 client credentials (`clientId`) against `routes` (/token and /op): the
 * call's outcome and the band `band` names for the seconds it took.
 */
function timedOauth2Call(sdk: LoadedSdk, routes: Routes, clientId: string, band: (seconds: number) => string) {
  return withServer(routes, async ({base}) => {
    const auth = {auth_type: 'oauth2', token_url: `${base}/token`, client_id: clientId, client_secret: 's'};
    const utcp = await clientWithTools(sdk, 'api', [
      tool('op', {call_template_type: 'http', url: `${base}/op`, http_method: 'GET', auth}),
    ]);
    const started = Date.now();
    const outcome = await settle(utcp.callTool('api.op', {}));
    const elapsed = (Date.now() - started) / 1000;
    await utcp.close();
    return {outcome: 'error' in outcome ? {error: outcome.error.type} : outcome, seconds: band(elapsed)};
  });
}

/** The token endpoint answers after 33 s, the tool at once: the call's outcome and how long it took. */
function slowTokenEndpointCall(sdk: LoadedSdk) {
  return timedOauth2Call(
    sdk,
    {'/token': answerAfter(33, {access_token: 'tok-slow', expires_in: 3600}), '/op': ok},
    'slow-token-33',
    (s) => (s >= 33 ? 'over 33' : s >= 30 ? '30 to 33' : 'under 30'),
  );
}

cases.push(
  ...casesOf(
    'http.auth.oauth2.slow-token-endpoint',
    {
      'answers-after-33-seconds': slowTokenEndpointCall,
    },
    {timeoutMs: 70_000},
  ),
);

cases.push(
  ...casesOf('http.request.timeout', {
    'template-timeout-slow-server': (sdk) =>
      callOnce(
        sdk,
        {
          '/slow': (_request, response) => {
            setTimeout(() => {
              response.writeHead(200, {'content-type': 'application/json'});
              response.end(JSON.stringify({ok: true}));
            }, 2000);
          },
        },
        httpTemplate('/slow', {timeout: 1}),
      ),
  }),
);

/** Registers an http manual at a loopback socket that accepts the connection and never answers. */
async function silentDiscovery(sdk: LoadedSdk) {
  const net = await import('node:net');
  const sockets: InstanceType<typeof net.Socket>[] = [];
  const server = net.createServer((socket) => sockets.push(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as {port: number}).port;
  try {
    const utcp = await client(sdk);
    const started = Date.now();
    const registered = await settle(
      utcp.registerManual({
        name: 'm',
        call_template_type: 'http',
        url: `http://127.0.0.1:${port}/utcp`,
        http_method: 'GET',
      }),
    );
    const elapsed = Date.now() - started;
    await utcp.close();
    const outcome =
      'error' in registered
        ? {raised: registered.error.type}
        : (() => {
            const value = registered.value as {success: boolean; errors: string[]};
            return {success: value.success, errors: value.errors.length};
          })();
    return {...outcome, 'gave up between 10 and 12 s': elapsed >= 10000 && elapsed < 12000};
  } finally {
    for (const socket of sockets) socket.destroy();
    server.close();
  }
}

cases.push(...casesOf('http.discovery.silent-server', {'never-answers': silentDiscovery}, {timeoutMs: 45_000}));

// Second reading 2026-11-30 (c-guides): an OAuth2 client secret written as a variable reference (defined,
// missing) and a literal secret holding a `$`; the secret the token endpoint received.
async function oauth2SecretSent(sdk: LoadedSdk, secret: string, variables: Record<string, string>) {
  return withServer(
    {'POST /token': json({access_token: 'tok', expires_in: 3600}), '/op': json({ok: true})},
    async ({base, received}) => {
      const outcome = await settle(async () => {
        const utcp = await clientWithTools(
          sdk,
          'm',
          [
            tool('op', {
              call_template_type: 'http',
              url: `${base}/op`,
              http_method: 'GET',
              auth: {auth_type: 'oauth2', token_url: `${base}/token`, client_id: 'c-1', client_secret: secret},
            }),
          ],
          {variables},
        );
        try {
          return await utcp.callTool('m.op', {});
        } finally {
          await utcp.close();
        }
      });
      const secrets = received
        .filter((r) => r.url.startsWith('/token'))
        .map((r) => {
          const fromBody = new URLSearchParams(r.body).get('client_secret');
          const header = String(r.headers.authorization ?? '');
          const fromHeader = header
            ? Buffer.from(header.split(' ')[1] ?? '', 'base64')
                .toString()
                .split(':')[1]
            : null;
          return fromBody ?? fromHeader;
        });
      const result =
        'error' in outcome
          ? {error: {type: outcome.error.type, message: outcome.error.message.slice(0, 120)}}
          : outcome;
      return {result, 'secrets at the token endpoint': secrets};
    },
  );
}

cases.push(
  ...casesOf('http.auth.oauth2.secret-variable', {
    reference: (sdk) => oauth2SecretSent(sdk, '${OAUTH_SECRET}', {m_OAUTH_SECRET: 'hidden-é'}),
    'reference-missing': (sdk) => oauth2SecretSent(sdk, '${OAUTH_SECRET}', {}),
    'literal-dollar': (sdk) => oauth2SecretSent(sdk, 'ab$cd', {}),
  }),
);

// Second reading 2026-11-30 (c-guides): null inside an examples list and as a named example's value, values equal
// under Python's == but of other types, the same object with its keys in another order; and the examples of a
// served manual's inputs after registration.

const examplesNulls = examplesDocument([
  {name: 'n', in: 'query', schema: {type: 'string', examples: ['a', null]}},
  {
    name: 'filter',
    in: 'query',
    example: {a: 1, b: 2},
    examples: {
      same: {value: {b: 2, a: 1}},
      empty: {value: null},
      external: {externalValue: 'https://x.example/e.json'},
    },
    schema: {type: 'object'},
  },
]);
const examplesEqual = examplesDocument([
  {name: 'n', in: 'query', example: 1, schema: {type: 'number', examples: [1.0, true, '1', 1]}},
]);

/** The examples of input `q` after registering a served manual whose tool lists `examples` for it. */
async function servedManualExamples(sdk: LoadedSdk, examples: unknown[]) {
  const served = {
    utcp_version: '1.0.0',
    manual_version: '1',
    tools: [
      tool(
        'find',
        {call_template_type: 'http', url: 'https://x.example/find', http_method: 'GET'},
        {inputs: {type: 'object', properties: {q: {type: 'string', examples}}}},
      ),
    ],
  };
  return withServer({'/utcp': json(served)}, async ({base}) => {
    const utcp = await client(sdk);
    const result = await utcp.registerManual({
      name: 'm',
      call_template_type: 'http',
      url: `${base}/utcp`,
      http_method: 'GET',
    });
    await utcp.close();
    const inputs = (result.manual?.tools[0] as {inputs?: {properties?: Record<string, Json>}} | undefined)?.inputs;
    return inputs?.properties?.q?.examples ?? '<absent>';
  });
}

cases.push(
  ...casesOf('http.openapi.examples', {
    'null-values': (sdk) => convertedExamples(sdk, examplesNulls),
    'equal-values': (sdk) => convertedExamples(sdk, examplesEqual),
    'served-manual-inputs': (sdk) => servedManualExamples(sdk, ['grün', '', null]),
  }),
);

// Second reading 2026-11-30 (c-guides): loopback servers in other spellings, and a Swagger 2.0 host, named by a
// document read from a remote address.
function serverForm(sdk: LoadedSdk, server?: string | string[], swaggerHost?: string) {
  const paths = {'/items': {get: {operationId: 'list_items', responses: {'200': {description: 'ok'}}}}};
  const document: Json = swaggerHost
    ? {swagger: '2.0', info: {title: 't', version: '1'}, host: swaggerHost, schemes: ['http'], paths}
    : {openapi: '3.0.0', info: {title: 't', version: '1'}, servers: [server ?? []].flat().map((url) => ({url})), paths};
  return convertDirectly(sdk, document, {specUrl: 'https://docs.example.com/openapi.json'});
}

cases.push(
  ...casesOf('http.openapi.loopback-server-forms', {
    'shorthand-127-1': (sdk) => serverForm(sdk, 'http://127.1:8080'),
    'decimal-127': (sdk) => serverForm(sdk, 'http://2130706433:8080'),
    'mapped-ipv6': (sdk) => serverForm(sdk, 'http://[::ffff:127.0.0.1]:8080'),
    'unspecified-ipv6': (sdk) => serverForm(sdk, 'http://[::]:8080'),
    'trailing-dot-localhost': (sdk) => serverForm(sdk, 'http://localhost.:8080'),
    'swagger2-host': (sdk) => serverForm(sdk, undefined, '127.0.0.1:8080'),
    'second-server-loopback': (sdk) => serverForm(sdk, ['https://api.example.com', 'http://127.0.0.1:8080']),
  }),
);

// Second reading 2026-11-30 (c-guides): CR/LF in the name of a cookie api key, and the line break U+0085 (NEL)
// in a header name.
cases.push(
  ...casesOf('http.auth.api-key.var-name-breaks', {
    'crlf-in-cookie-name': (sdk) =>
      apiKey(sdk, {api_key: 'k', var_name: 'sid\r\nX-Evil: 1', location: 'cookie'}, ['x-evil', 'cookie']),
    'next-line-in-header-name': (sdk) => apiKey(sdk, {api_key: 'k', var_name: 'X-Key\u0085X-Evil: 1'}, ['x-evil']),
  }),
);

// Second reading 2026-11-30 (c-guides): what the refusal of a plain-HTTP manual URL prints when the URL carries a
// secret, substituted from a variable into its query, or written as user info.
async function refusedUrlMessage(sdk: LoadedSdk, url: string, variables: Record<string, string>) {
  const {outcome} = await registerOnce(
    sdk,
    {},
    () => ({name: 'svc', call_template_type: 'http', http_method: 'GET', url}),
    {
      variables,
    },
  );
  const value = 'value' in outcome ? (outcome.value as {success: boolean; errors: string[]}) : null;
  const message = value ? value.errors.join(' ') : 'error' in outcome ? outcome.error.message : '';
  return {
    success: value?.success ?? false,
    'secret in the message': message.includes('k-9931'),
    'names the URL': message.includes('example.invalid/manual'),
  };
}

cases.push(
  ...casesOf('http.url.https-rule-message', {
    'query-secret': (sdk) =>
      refusedUrlMessage(sdk, 'http://example.invalid/manual?key=${SVC_KEY}', {svc_SVC_KEY: 'k-9931'}),
    'user-info-secret': (sdk) => refusedUrlMessage(sdk, 'http://ann:k-9931@example.invalid/manual', {}),
  }),
);

// Second reading 2026-11-30 (w-rfc, RFC 6.1 and 10): JSON null, and an object that has only a `paths` member.
cases.push(
  ...casesOf('http.discovery.formats', {
    'json-null-sdk': (sdk) => discover(sdk, 'null', 'application/json'),
    'json-paths-only-sdk': (sdk) => discover(sdk, JSON.stringify({paths: {}}), 'application/json'),
  }),
);

// Second reading 2026-11-30 (w-next-other): examples at the schema level set to null, under a $ref, repeated
// floats, and repeated values in a served manual.
const examplesSchemaNull = examplesDocument([
  {name: 'a', in: 'query', example: 'x', schema: {type: 'string', example: null}},
  {name: 'b', in: 'query', schema: {type: 'string', example: null, examples: ['y', null]}},
]);
const examplesRef: Json = {
  openapi: '3.0.0',
  info: {title: 'shop', version: '1'},
  servers: [{url: 'https://api.example.com'}],
  components: {schemas: {Colour: {type: 'string', example: 'teal', examples: ['teal', 'ruby']}}},
  paths: {
    '/items': {
      get: {
        operationId: 'list_items',
        parameters: [{name: 'c', in: 'query', example: 'ruby', schema: {$ref: '#/components/schemas/Colour'}}],
        responses: {'200': {description: 'ok'}},
      },
    },
  },
};
const examplesFloats = examplesDocument([
  {name: 'n', in: 'query', schema: {type: 'number', examples: [2.5, 2.5, 1.0, 1, 0, false]}},
]);

cases.push(
  ...casesOf('http.openapi.examples', {
    'schema-example-null': (sdk) => convertedExamples(sdk, examplesSchemaNull),
    'ref-schema-examples': (sdk) => convertedExamples(sdk, examplesRef),
    'repeated-floats': (sdk) => convertedExamples(sdk, examplesFloats),
    'served-manual-repeats': (sdk) => servedManualExamples(sdk, ['a', 'a', 1, 1.0]),
  }),
);

// Second reading 2026-11-30 (w-next-other): a relative first server, a hex loopback, and documents read from
// loopback addresses written as 127.1 or [::1].
function serversWithSpecUrl(sdk: LoadedSdk, servers: string[], specUrl: string) {
  const paths = {'/items': {get: {operationId: 'list_items', responses: {'200': {description: 'ok'}}}}};
  const document: Json = {
    openapi: '3.0.0',
    info: {title: 't', version: '1'},
    servers: servers.map((url) => ({url})),
    paths,
  };
  return convertDirectly(sdk, document, {specUrl});
}

cases.push(
  ...casesOf('http.openapi.loopback-server-forms', {
    'relative-first-server': (sdk) =>
      serversWithSpecUrl(sdk, ['/api', 'http://127.0.0.1:8080'], 'https://docs.example.com/openapi.json'),
    'hex-127': (sdk) => serverForm(sdk, 'http://0x7f000001:8080'),
    'spec-from-shorthand-loopback': (sdk) =>
      serversWithSpecUrl(sdk, ['http://127.0.0.1:8080'], 'http://127.1:8080/openapi.json'),
    'spec-from-ipv6-loopback': (sdk) =>
      serversWithSpecUrl(sdk, ['http://127.0.0.1:8080'], 'http://[::1]:8080/openapi.json'),
  }),
);

// Second reading 2026-11-30 (w-next-other): a lone LF in a cookie name, a trailing LF alone, and U+2028 in a
// query parameter name.
cases.push(
  ...casesOf('http.auth.api-key.var-name-breaks', {
    'lf-in-cookie-name': (sdk) =>
      apiKey(sdk, {api_key: 'k', var_name: 'sid\nX-Evil: 1', location: 'cookie'}, ['x-evil', 'cookie']),
    'trailing-lf-in-header-name': (sdk) => apiKey(sdk, {api_key: 'k', var_name: 'X-Key\n'}, ['x-key']),
    'line-separator-in-query-name': (sdk) => apiKey(sdk, {api_key: 'k', var_name: 'key\u2028x', location: 'query'}),
  }),
);

// Second reading 2026-11-30 (w-next-other): other secret-looking header names (a passphrase, a credential, a
// proxy authorization, a CSRF value) on a redirect from 127.0.0.1 to localhost.
const otherSecretNames = {
  'X-Passphrase': 'p-2',
  'X-Credential': 'c-1',
  'Proxy-Authorization': 'Basic eDp5',
  'X-Csrf': 'x-1',
};
const otherSecretHeaders = Object.keys(otherSecretNames).map((name) => name.toLowerCase());

cases.push(
  ...casesOf('http.redirect.credentials-origin-edges', {
    'more-secret-names': (sdk) =>
      withServer({'/end': echo()}, async (target) =>
        callOnce(
          sdk,
          {'/start': redirect(302, `${target.base.replace('127.0.0.1', 'localhost')}/end`)},
          httpTemplate('/start', {headers: otherSecretNames}),
          {},
          {headers: otherSecretHeaders},
        ).then((observation) => ({
          ...observation,
          atTarget: target.received.map((r) => sent(r, otherSecretHeaders)),
        })),
      ),
  }),
);

// Second reading 2026-11-30 (w-next-other): a token endpoint that refuses the first two token requests (both ways
// of sending the secret) and grants the next; three calls on one client: is the failure remembered?
async function oauthFirstFetchFails(sdk: LoadedSdk) {
  let tokenRequests = 0;
  const token: Handler = (_request, response) => {
    tokenRequests += 1;
    const granted = tokenRequests > 2;
    response.writeHead(granted ? 200 : 503, {'content-type': 'application/json'});
    response.end(
      JSON.stringify(granted ? {access_token: 'tok-late', expires_in: 3600} : {error: 'temporarily_unavailable'}),
    );
  };
  return withServer({'/token': token, '/op': echo(['authorization'])}, async ({base, received}) => {
    const auth = {
      auth_type: 'oauth2',
      token_url: `${base}/token`,
      client_id: 'cache-first-fails',
      client_secret: 's3cret',
    };
    const utcp = await clientWithTools(sdk, 'api', [
      tool('op', {call_template_type: 'http', url: `${base}/op`, http_method: 'GET', auth}),
    ]);
    const outcomes: string[] = [];
    for (let i = 0; i < 3; i++) {
      const outcome = await settle(utcp.callTool('api.op', {}));
      outcomes.push('error' in outcome ? 'error' : 'ok');
    }
    await utcp.close();
    return {
      outcomes,
      tokenRequests,
      callAuthorization: received.filter((r) => r.url === '/op').map((r) => r.headers.authorization ?? null),
    };
  });
}

cases.push(
  ...casesOf('http.auth.oauth2.token-cache', {
    'first-fetch-fails': (sdk) => oauthFirstFetchFails(sdk),
  }),
);

/** Second reading 2026-11-30 (w-next-proto): a token endpoint and a tool that each take 20 s, 40 s in all. */
function slowTokenAndToolCall(sdk: LoadedSdk) {
  return timedOauth2Call(
    sdk,
    {'/token': answerAfter(20, {access_token: 'tok-slow', expires_in: 3600}), '/op': answerAfter(20, {ok: true})},
    'slow-token-20',
    (s) => (s >= 40 ? 'over 40' : s >= 30 ? '30 to 40' : 'under 30'),
  );
}

cases.push(
  ...casesOf(
    'http.auth.oauth2.slow-token-endpoint',
    {'token-and-tool-20-seconds-each': slowTokenAndToolCall},
    {timeoutMs: 70_000},
  ),
);

/**
 * Second reading 2026-11-30 (w-next-proto): header names near the credential words: X-Authorization (a longer
 * word), X-Monkey (the word key inside another word) and X-Auth; 127.0.0.1 redirects to localhost.
 */
cases.push(
  ...casesOf('http.redirect.credentials-origin-edges', {
    'names-near-credential-words': (sdk) =>
      withServer({'/end': echo()}, async (target) =>
        callOnce(
          sdk,
          {'/start': redirect(302, `${target.base.replace('127.0.0.1', 'localhost')}/end`)},
          httpTemplate('/start', {headers: {'X-Authorization': 'v-0', 'X-Monkey': 'v-1', 'X-Auth': 'v-2'}}),
          {},
          {headers: ['x-authorization', 'x-monkey', 'x-auth']},
        ).then((observation) => ({
          ...observation,
          atTarget: target.received.map((r) => sent(r, ['x-authorization', 'x-monkey', 'x-auth'])),
        })),
      ),
  }),
);

/** Second reading 2026-11-30 (w-next-proto): documents read from loopback written as one number or IPv4-mapped. */
cases.push(
  ...casesOf('http.openapi.loopback-spec-sources', {
    'spec-from-decimal-loopback': (sdk) =>
      convertDirectly(sdk, itemsDocument(LOOPBACK_SERVER), {specUrl: 'http://2130706433:9000/openapi.json'}),
    'spec-from-ipv4-mapped-loopback': (sdk) =>
      convertDirectly(sdk, itemsDocument(LOOPBACK_SERVER), {specUrl: 'http://[::ffff:127.0.0.1]:9000/openapi.json'}),
  }),
);

// Second reading 2026-11-30 (w-v10): the manual download with static headers and OAuth2, at a token endpoint that
// refuses credentials in the body and accepts them as a Basic header.
cases.push(
  ...casesOf('http.request.static-headers-edges', {
    'manual-token-basic-retry': (sdk) =>
      withServer(
        {
          '/token': tokenEndpoint('basic', 'tok', 3600),
          '/utcp': json({utcp_version: '1.0.0', manual_version: '1.0.0', tools: []}),
        },
        async ({base, received}) => {
          const utcp = await client(sdk);
          const outcome = await settle(async () => {
            const result = await utcp.registerManual({
              name: 'm',
              call_template_type: 'http',
              url: `${base}/utcp`,
              http_method: 'GET',
              headers: {'X-Static': 's'},
              auth: {
                auth_type: 'oauth2',
                token_url: `${base}/token`,
                client_id: 'basic-retry-ts',
                client_secret: 'x',
              },
            });
            return result.success;
          });
          await utcp.close();
          return {
            registered: outcome,
            requests: received.map((r) => ({
              step: r.url === '/token' ? 'token' : 'manual',
              kind: (r.headers.authorization ?? '').startsWith('Basic ') ? 'basic' : 'body',
              'X-Static': (r.headers['x-static'] as string | undefined) ?? null,
            })),
          };
        },
      ),
  }),
);

// Second reading wave 3 2026-11-29 (g-http): edges of the body, api_key, argument, header, redirect, discovery and
// OpenAPI sentences of the HTTP pages.
cases.push(
  ...casesOf('http.request.body', {
    'get-without-body-default-sdk': (sdk) => sendBody(sdk, {http_method: 'GET'}, {}),
    'get-null-body-sdk': (sdk) => sendBody(sdk, {http_method: 'GET', content_type: 'text/plain'}, {body: null}),
    'delete-without-body-sdk': (sdk) => sendBody(sdk, {http_method: 'DELETE', content_type: 'text/plain'}, {}),
    'put-without-body-sdk': (sdk) => sendBody(sdk, {http_method: 'PUT', content_type: 'text/plain'}, {}),
    'post-null-body-sdk': (sdk) => sendBody(sdk, {http_method: 'POST', content_type: 'text/plain'}, {body: null}),
    'boolean-text-plain-sdk': (sdk) => sendBody(sdk, {http_method: 'POST', content_type: 'text/plain'}, {body: true}),
    'zero-text-plain-sdk': (sdk) => sendBody(sdk, {http_method: 'POST', content_type: 'text/plain'}, {body: 0}),
    'object-form-urlencoded-charset-sdk': (sdk) =>
      sendBody(
        sdk,
        {http_method: 'POST', content_type: 'application/x-www-form-urlencoded; charset=utf-8'},
        {body: {a: 1, b: 'x y'}},
      ),
    'nested-object-form-urlencoded-sdk': (sdk) =>
      sendBody(sdk, {http_method: 'POST', content_type: 'application/x-www-form-urlencoded'}, {body: {a: {b: 1}}}),
    'object-xml-sdk': (sdk) => sendBody(sdk, {http_method: 'POST', content_type: 'application/xml'}, {body: {a: 1}}),
  }),
  ...casesOf('http.auth.api-key.default-var-name', {
    'array-var-name-sdk': (sdk) => keyAnywhere(sdk, {api_key: 'k-1', var_name: ['X-Key']}),
    'empty-var-name-no-location-sdk': (sdk) => keyAnywhere(sdk, {api_key: 'k-1', var_name: ''}),
    'empty-var-name-cookie-sdk': (sdk) => keyAnywhere(sdk, {api_key: 'k-1', var_name: '', location: 'cookie'}),
    'empty-var-name-query-unicode-sdk': (sdk) => keyAnywhere(sdk, {api_key: 'k-1ü✓', var_name: '', location: 'query'}),
  }),
  ...casesOf('http.request.query', {
    zero: (sdk) => callOnce(sdk, {'*': echo()}, httpTemplate('/q'), {n: 0}),
    'nested-list': (sdk) => callOnce(sdk, {'*': echo()}, httpTemplate('/q'), {m: [['a']]}),
    'list-with-false': (sdk) => callOnce(sdk, {'*': echo()}, httpTemplate('/q'), {tags: ['a', false]}),
    'list-with-empty-string': (sdk) => callOnce(sdk, {'*': echo()}, httpTemplate('/q'), {tags: ['a', '']}),
  }),
  ...casesOf('http.request.path-edges', {
    'question-and-hash': (sdk) => echoed(sdk, '/orders/{id}', {id: 'a?b#c'}),
    'hyphen-in-name': (sdk) => echoed(sdk, '/orders/{order-id}', {'order-id': '7'}),
    'whitespace-only': (sdk) => echoed(sdk, '/orders/{id}/refunds', {id: ' '}),
    zero: (sdk) => echoed(sdk, '/orders/{id}', {id: 0}),
    'argument-other-case': (sdk) => echoed(sdk, '/orders/{id}', {ID: '7'}),
    'percent-and-plus': (sdk) => echoed(sdk, '/orders/{id}', {id: '50% a+b'}),
    'repeated-in-query': (sdk) => echoed(sdk, '/orders/{id}?again={id}', {id: '7'}),
  }),
  ...casesOf('http.request.auth-over-arguments', {
    'url-query-same-name': (sdk) =>
      echoed(
        sdk,
        '/a?key=from-url',
        {},
        {auth: {auth_type: 'api_key', api_key: 'from-auth', var_name: 'key', location: 'query'}},
      ),
    'static-header-other-case-sdk': (sdk) =>
      echoed(
        sdk,
        '/a',
        {},
        {headers: {'x-key': 'static'}, auth: {auth_type: 'api_key', api_key: 'from-auth', var_name: 'X-Key'}},
        ['x-key'],
      ),
    'header-field-other-case-sdk': (sdk) =>
      echoed(sdk, '/a', {'x-static': 'arg'}, {headers: {'X-Static': 'static'}, header_fields: ['x-static']}, [
        'x-static',
      ]),
  }),
  ...casesOf('http.redirect.credentials-origin-edges', {
    'words-joined-or-underscored': (sdk) => crossOriginNames(sdk, ['X-Sessionid', 'X_Api_Key', 'X-AuthToken']),
    'words-as-parts': (sdk) => crossOriginNames(sdk, ['X-Auth-Token', 'Proxy-Authorization', 'X-Api-Secret']),
  }),
  ...casesOf('http.url.https-rule-hosts', {
    'short-loopback-host': (sdk) => callUrl(sdk, 'http://127.1:9/op'),
    'hex-loopback-host': (sdk) => callUrl(sdk, 'http://0x7f000001:9/op'),
  }),
  ...casesOf('http.openapi.loopback-spec-sources', {
    'spec-from-hex-loopback': (sdk) =>
      convertDirectly(sdk, itemsDocument(LOOPBACK_SERVER), {specUrl: 'http://0x7f000001:9000/openapi.json'}),
  }),
  ...casesOf('http.openapi.remote-document-servers', {
    'metadata-address-plain-http': (sdk) =>
      convertDirectly(sdk, itemsDocument({servers: [{url: 'http://169.254.169.254'}]}), {specUrl: REMOTE_SPEC}),
    'ipv6-loopback': (sdk) =>
      convertDirectly(sdk, itemsDocument({servers: [{url: 'http://[::1]:8080'}]}), {specUrl: REMOTE_SPEC}),
  }),
  ...casesOf('http.openapi.loopback-server-forms', {
    'octal-127': (sdk) => serverForm(sdk, 'http://0177.0.0.1:8080'),
  }),
  ...casesOf('http.discovery.allowed-protocols', {
    'explicit-null': (sdk) =>
      discoverAt(sdk, MIXED_MANUAL_JSON, 'application/json', '/manual', '', {allowed_communication_protocols: null}),
    'listing-unknown-type': (sdk) =>
      discoverAt(sdk, MIXED_MANUAL_JSON, 'application/json', '/manual', '', {
        allowed_communication_protocols: ['nope'],
      }),
  }),
  ...casesOf('http.discovery.formats', {
    'status-503': (sdk) => discover(sdk, 'down', 'text/plain', '/manual', 503),
    'json-string': (sdk) => discover(sdk, '"weather"', 'application/json'),
    'empty-body': (sdk) => discover(sdk, '', 'application/json'),
    'json-version-without-tools': (sdk) => discover(sdk, JSON.stringify({utcp_version: '1.0.0'}), 'application/json'),
  }),
);

/** Static headers `names` (values v-0, v-1...), redirect from 127.0.0.1 to localhost: what arrived where. */
function crossOriginNames(sdk: LoadedSdk, names: string[]) {
  const lower = names.map((name) => name.toLowerCase());
  return withServer({'/end': echo()}, async (target) =>
    callOnce(
      sdk,
      {'/start': redirect(302, `${target.base.replace('127.0.0.1', 'localhost')}/end`)},
      httpTemplate('/start', {headers: Object.fromEntries(names.map((name, i) => [name, `v-${i}`]))}),
      {},
      {headers: lower},
    ).then((observation) => ({...observation, atTarget: target.received.map((r) => sent(r, lower))})),
  );
}

// Second reading wave 3 2026-11-29 (g-http): a `false` body under text/plain.
cases.push(
  ...casesOf('http.request.body', {
    'false-text-plain-sdk': (sdk) => sendBody(sdk, {http_method: 'POST', content_type: 'text/plain'}, {body: false}),
  }),
);

// Second reading (wave 3) 2026-11-29, g-guides: a null given twice and as a parameter-level list, objects nested two
// deep with reordered keys, and two lists holding the same items in another order.
const examplesNestedOrder = examplesDocument([
  {
    name: 'filter',
    in: 'query',
    example: {o: {a: 1, b: [1, 2]}},
    schema: {
      type: 'object',
      example: null,
      examples: [{o: {b: [1, 2], a: 1}}, {o: {a: 1, b: [2, 1]}}, null, null],
    },
  },
  {
    name: 'pick',
    in: 'query',
    examples: {none: {value: null}, again: {value: null}, ü: {value: 'ü'}},
    schema: {type: 'string', examples: ['ü', null]},
  },
]);

cases.push(
  ...casesOf('http.openapi.examples', {
    'nested-reordered-and-repeated-null': (sdk) => convertedExamples(sdk, examplesNestedOrder),
  }),
);

// Second reading (wave 3) 2026-11-29, g-guides: more spellings of a loopback server and of the address a document
// was read from (zero-padded, octal, a lone 0, a trailing dot after an address, capitals, the long IPv6 form).
cases.push(
  ...casesOf('http.openapi.loopback-server-forms', {
    'zero-padded-127': (sdk) => serverForm(sdk, 'http://127.000.000.001:8080'),
    'lone-zero': (sdk) => serverForm(sdk, 'http://0:8080'),
    'trailing-dot-127': (sdk) => serverForm(sdk, 'http://127.0.0.1.:8080'),
    'upper-case-localhost': (sdk) => serverForm(sdk, 'http://LOCALHOST:8080'),
    'long-ipv6-loopback': (sdk) => serverForm(sdk, 'http://[0:0:0:0:0:0:0:1]:8080'),
    'spec-from-decimal-loopback': (sdk) =>
      serversWithSpecUrl(sdk, ['http://127.0.0.1:8080'], 'http://2130706433:8080/openapi.json'),
    'spec-from-trailing-dot-localhost': (sdk) =>
      serversWithSpecUrl(sdk, ['http://127.0.0.1:8080'], 'http://localhost.:8080/openapi.json'),
    'spec-from-upper-case-localhost': (sdk) =>
      serversWithSpecUrl(sdk, ['http://127.0.0.1:8080'], 'http://LOCALHOST:8080/openapi.json'),
  }),
);

// Second reading (wave 3) 2026-11-29, g-guides: a `$` at the end of a literal secret, before a dash, before a
// non-ASCII letter, and a literal `$` whose following name happens to be defined.
cases.push(
  ...casesOf('http.auth.oauth2.secret-variable', {
    'dollar-at-end': (sdk) => oauth2SecretSent(sdk, 'abcd$', {}),
    'dollar-before-dash': (sdk) => oauth2SecretSent(sdk, 'ab$-cd', {}),
    'dollar-before-accent': (sdk) => oauth2SecretSent(sdk, 'ab$écd', {}),
    'literal-dollar-name-defined': (sdk) => oauth2SecretSent(sdk, 'ab$cd', {m_cd: 'XY'}),
  }),
);

// Second reading (wave 3) 2026-11-29, g-guides: where a line break sits at the edge of a header name (a trailing CR,
// a trailing CRLF, a leading LF), a trailing space, and the path sent for a query name holding CRLF.
cases.push(
  ...casesOf('http.auth.api-key.var-name-breaks', {
    'trailing-cr-in-header-name': (sdk) => apiKey(sdk, {api_key: 'k', var_name: 'X-Key\r'}, ['x-key']),
    'trailing-crlf-in-header-name': (sdk) => apiKey(sdk, {api_key: 'k', var_name: 'X-Key\r\n'}, ['x-key']),
    'leading-lf-in-header-name': (sdk) => apiKey(sdk, {api_key: 'k', var_name: '\nX-Key'}, ['x-key']),
    'trailing-space-in-header-name': (sdk) => apiKey(sdk, {api_key: 'k', var_name: 'X-Key '}, ['x-key']),
    'crlf-in-query-name-path': (sdk) => apiKey(sdk, {api_key: 'k', var_name: 'key\r\nX-Evil: 1', location: 'query'}),
  }),
);

// Second reading (wave 3) 2026-11-29, g-guides: the secret in the URL's fragment, and in a path variable.
cases.push(
  ...casesOf('http.url.https-rule-message', {
    'fragment-secret': (sdk) => refusedUrlMessage(sdk, 'http://example.invalid/manual#k-9931', {}),
    'path-variable-secret': (sdk) =>
      refusedUrlMessage(sdk, 'http://example.invalid/manual/${SVC_KEY}', {svc_SVC_KEY: 'k-9931'}),
  }),
);

// Second reading (wave 4) 2026-11-29 (x-v10, 1.0 HTTP headers row): a static header in capitals beside api_key auth
// named in lower case, and a header_fields argument that is null or absent beside a static header of another case.
cases.push(
  ...casesOf('http.request.auth-over-arguments', {
    'wave4-upper-static-lower-key-sdk': (sdk) =>
      echoed(
        sdk,
        '/a',
        {},
        {headers: {'X-KEY': 'static'}, auth: {auth_type: 'api_key', api_key: 'from-auth', var_name: 'x-key'}},
        ['x-key'],
      ),
    'wave4-header-field-null-sdk': (sdk) =>
      echoed(sdk, '/a', {'x-static': null}, {headers: {'X-Static': 'static'}, header_fields: ['x-static']}, [
        'x-static',
      ]),
    'wave4-header-field-absent-sdk': (sdk) =>
      echoed(sdk, '/a', {}, {headers: {'X-Static': 'static'}, header_fields: ['x-static']}, ['x-static']),
  }),
);

// Second reading (wave 4) 2026-11-29, x-api: an object body under a form label in other case, under
// multipart/form-data (the random boundary left out), nested under the form label, and an array under text/plain;
// POST, PUT and PATCH without a body under other labels; numbers and true under text/plain and application/xml.
async function multipartShape(sdk: LoadedSdk) {
  const seen = await sendBody(sdk, {http_method: 'POST', content_type: 'multipart/form-data'}, {body: {a: 1}});
  return {
    outcome: 'error' in seen.outcome ? seen.outcome : 'value',
    requests: seen.requests.map((request) => ({
      contentType: String(request.headers['content-type'] ?? '').split(';')[0],
      holdsFieldA: request.body.includes('name="a"'),
    })),
  };
}
cases.push(
  ...casesOf('http.request.body', {
    'wave4-object-other-form-labels-sdk': async (sdk) => ({
      'Application/X-WWW-Form-Urlencoded': await sendBody(
        sdk,
        {http_method: 'POST', content_type: 'Application/X-WWW-Form-Urlencoded'},
        {body: {a: 1}},
      ),
      'multipart/form-data': await multipartShape(sdk),
      'nested under form label': await sendBody(
        sdk,
        {http_method: 'POST', content_type: 'application/x-www-form-urlencoded'},
        {body: {a: {b: 1}, c: [1, 2]}},
      ),
      'array under text/plain': await sendBody(
        sdk,
        {http_method: 'POST', content_type: 'text/plain'},
        {body: [1, 'x']},
      ),
    }),
    'wave4-without-body-other-labels-sdk': async (sdk) => ({
      'POST, default content_type': await sendBody(sdk, {http_method: 'POST'}, {}),
      'POST, application/xml': await sendBody(sdk, {http_method: 'POST', content_type: 'application/xml'}, {}),
      'PUT, application/json': await sendBody(sdk, {http_method: 'PUT', content_type: 'application/json'}, {}),
      'PATCH, text/plain': await sendBody(sdk, {http_method: 'PATCH', content_type: 'text/plain'}, {}),
    }),
    'wave4-number-and-true-other-sdk': async (sdk) => ({
      '-1 under text/plain': await sendBody(sdk, {http_method: 'POST', content_type: 'text/plain'}, {body: -1}),
      '1.5 under text/plain': await sendBody(sdk, {http_method: 'POST', content_type: 'text/plain'}, {body: 1.5}),
      '7 under application/xml': await sendBody(sdk, {http_method: 'POST', content_type: 'application/xml'}, {body: 7}),
      'true under application/xml': await sendBody(
        sdk,
        {http_method: 'POST', content_type: 'application/xml'},
        {body: true},
      ),
    }),
  }),
);

// Second reading (wave 4) 2026-11-29 (x-next): header names holding a condensed credential word or a credential word
// with a suffix; two more spellings of 127.0.0.1; a null inside the allowed list; an empty JSON object and an object
// whose tools is a string as discovery answers.
cases.push(
  ...casesOf('http.redirect.credentials-origin-edges', {
    'condensed-and-suffixed-words': (sdk) =>
      crossOriginNames(sdk, ['X-MyApikey', 'X-Tokens', 'X-Jwt', 'Authorization-Info']),
  }),
  ...casesOf('http.url.https-rule-hosts', {
    'octal-loopback-host': (sdk) => callUrl(sdk, 'http://0177.0.0.1:9/op'),
    'three-part-loopback-host': (sdk) => callUrl(sdk, 'http://127.0.1:9/op'),
  }),
  ...casesOf('http.discovery.allowed-protocols', {
    'null-in-list': (sdk) =>
      discoverAt(sdk, MIXED_MANUAL_JSON, 'application/json', '/manual', '', {
        allowed_communication_protocols: ['http', null],
      }),
  }),
  ...casesOf('http.discovery.formats', {
    'json-empty-object': (sdk) => discover(sdk, '{}', 'application/json'),
    'json-tools-string': (sdk) => discover(sdk, JSON.stringify({tools: 'weather'}), 'application/json'),
  }),
);

// Second reading (wave 5) 2026-11-29 (h-http-a): false, 0, an empty list and null with location query as var_name;
// line breaks at other edges of a header name; `$ref`, a digit, an unclosed brace and an empty variable in a literal
// OAuth2 secret; token requests that fail in other ways, a refused form request with another secret, a negative
// expires_in; upper case and a lone null in the allowed list; an empty JSON string, an empty body labelled YAML, a
// manual with a byte order mark, and HTML at a .yaml URL as discovery answers.
cases.push(
  ...casesOf('http.auth.api-key.default-var-name', {
    'false-var-name-sdk': (sdk) => keyAnywhere(sdk, {api_key: 'k-1', var_name: false}),
    'zero-var-name-sdk': (sdk) => keyAnywhere(sdk, {api_key: 'k-1', var_name: 0}),
    'empty-list-var-name-sdk': (sdk) => keyAnywhere(sdk, {api_key: 'k-1', var_name: []}),
    'null-var-name-query-sdk': (sdk) => keyAnywhere(sdk, {api_key: 'k-1', var_name: null, location: 'query'}),
  }),
  ...casesOf('http.auth.api-key.var-name-breaks', {
    'leading-cr-in-header-name': (sdk) => apiKey(sdk, {api_key: 'k', var_name: '\rX-Key'}, ['x-key']),
    'leading-crlf-in-header-name': (sdk) => apiKey(sdk, {api_key: 'k', var_name: '\r\nX-Key'}, ['x-key']),
    'lf-both-ends-in-header-name': (sdk) => apiKey(sdk, {api_key: 'k', var_name: '\nX-Key\n'}, ['x-key']),
    'two-trailing-lf-in-header-name': (sdk) => apiKey(sdk, {api_key: 'k', var_name: 'X-Key\n\n'}, ['x-key']),
  }),
  ...casesOf('http.auth.oauth2.secret-variable', {
    'dollar-ref': (sdk) => oauth2SecretSent(sdk, 'ab$ref', {}),
    'dollar-refresh': (sdk) => oauth2SecretSent(sdk, 'ab$refresh', {}),
    'dollar-before-digit': (sdk) => oauth2SecretSent(sdk, 'ab$1x', {}),
    'unclosed-brace': (sdk) => oauth2SecretSent(sdk, 'ab${cd', {}),
    'dollar-before-space': (sdk) => oauth2SecretSent(sdk, 'ab$ cd', {}),
    'literal-dollar-name-defined-empty': (sdk) => oauth2SecretSent(sdk, 'ab$cd', {m_cd: ''}),
  }),
  ...casesOf('http.auth.oauth2.token-cache', {
    'token-endpoint-unreachable': async (sdk) =>
      oauthScenario(sdk, {
        auths: [{client_id: 'h-unreachable', client_secret: 's3cret'}],
        tokenUrl: `http://127.0.0.1:${await closedPort()}/token`,
      }),
    'token-answer-html': (sdk) =>
      oauthScenario(sdk, {
        auths: [{client_id: 'h-html', client_secret: 's3cret'}],
        answer: raw('<html><body>sign in</body></html>', 'text/html'),
      }),
    'token-answer-without-token': (sdk) =>
      oauthScenario(sdk, {
        auths: [{client_id: 'h-no-token', client_secret: 's3cret'}],
        answer: json({token_type: 'bearer'}),
      }),
    'other-client-secret-basic-only': (sdk) =>
      oauthScenario(sdk, {
        auths: [
          {client_id: 'h-basic-secret', client_secret: 's-1'},
          {client_id: 'h-basic-secret', client_secret: 's-2'},
        ],
        refuseForm: true,
      }),
    'expires-in-negative': (sdk) => oauth(sdk, 'both', 2, 'cache-expires-negative', -1),
  }),
  ...casesOf('http.discovery.allowed-protocols', {
    'listing-upper-case': (sdk) =>
      discoverAt(sdk, MIXED_MANUAL_JSON, 'application/json', '/manual', '', {
        allowed_communication_protocols: ['HTTP'],
      }),
    'only-null-in-list': (sdk) =>
      discoverAt(sdk, MIXED_MANUAL_JSON, 'application/json', '/manual', '', {allowed_communication_protocols: [null]}),
  }),
  ...casesOf('http.discovery.formats', {
    'json-empty-string': (sdk) => discover(sdk, '""', 'application/json'),
    'empty-body-yaml': (sdk) => discover(sdk, '', 'application/yaml'),
    'json-manual-with-bom-sdk': (sdk) => discover(sdk, '\ufeff' + manualBody(), 'application/json'),
    'html-at-yaml-url': (sdk) => discover(sdk, '<html><body>hi</body></html>', 'text/html', '/manual.yaml'),
  }),
);

/**
 * Second reading (wave 5) 2026-11-29 (h-ws): a token endpoint that answers 200 without access_token, and one that
 * refuses every token request with 400; two calls on one client each.
 */
async function oauthTokenEndpointAnswers(
  sdk: LoadedSdk,
  status: number,
  body: object | string,
  clientId: string,
  kinds = false,
) {
  let tokenRequests = 0;
  const tokenRequestKinds: string[] = [];
  const token: Handler = (request, response) => {
    tokenRequests += 1;
    tokenRequestKinds.push(String(request.headers.authorization ?? '').startsWith('Basic ') ? 'basic' : 'body');
    const text = typeof body === 'string';
    response.writeHead(status, {'content-type': text ? 'text/html' : 'application/json'});
    response.end(text ? body : JSON.stringify(body));
  };
  return withServer({'/token': token, '/op': echo(['authorization'])}, async ({base, received}) => {
    const auth = {auth_type: 'oauth2', token_url: `${base}/token`, client_id: clientId, client_secret: 's3cret'};
    const utcp = await clientWithTools(sdk, 'api', [
      tool('op', {call_template_type: 'http', url: `${base}/op`, http_method: 'GET', auth}),
    ]);
    const outcomes: string[] = [];
    for (let i = 0; i < 2; i++) {
      const outcome = await settle(utcp.callTool('api.op', {}));
      outcomes.push('error' in outcome ? 'error' : 'ok');
    }
    await utcp.close();
    return {
      outcomes,
      tokenRequests,
      callAuthorization: received.filter((r) => r.url === '/op').map((r) => r.headers.authorization ?? null),
      ...(kinds ? {tokenRequestKinds} : {}),
    };
  });
}

cases.push(
  ...casesOf('http.auth.oauth2.token-requests', {
    'wave5-answer-not-json': (sdk) => oauthTokenEndpointAnswers(sdk, 200, '<p>token page</p>', 'w5-not-json', true),
  }),
  ...casesOf('http.auth.oauth2.token-cache', {
    'wave5-answer-without-access-token': (sdk) =>
      oauthTokenEndpointAnswers(sdk, 200, {token_type: 'bearer'}, 'w5-no-token'),
    'wave5-every-request-refused': (sdk) =>
      oauthTokenEndpointAnswers(sdk, 400, {error: 'invalid_client'}, 'w5-refused'),
  }),
);

// Second reading (wave 5) 2026-11-29 (h-http-b): more spellings of loopback servers and document addresses; objects
// reordered three deep; header names with other separators and joined words inside longer words; an empty
// header_fields argument and a url naming the key twice; bodies without an argument, null bodies, numbers and objects
// under more labels; two more hosts for the https rule.
const examplesDeepOrder = examplesDocument([
  {
    name: 'f',
    in: 'query',
    example: {x: [{k: {a: 1, b: 'ü'}}], y: null},
    schema: {
      type: 'object',
      examples: [
        {y: null, x: [{k: {b: 'ü', a: 1}}]},
        {x: [{k: {a: 1, b: 'ü'}}, {k: {}}], y: null},
      ],
    },
  },
]);
cases.push(
  ...casesOf('http.openapi.loopback-server-forms', {
    'wave5-full-width-127': (sdk) => serverForm(sdk, 'http://\uff11\uff12\uff17.\uff10.\uff10.\uff11:8080'),
    'wave5-percent-dots-127': (sdk) => serverForm(sdk, 'http://127%2E0%2E0%2E1:8080'),
    'wave5-upper-hex-127': (sdk) => serverForm(sdk, 'http://0X7F000001:8080'),
    'wave5-mixed-case-localhost': (sdk) => serverForm(sdk, 'http://LocalHost:8080'),
    'wave5-spec-and-server-shorthand': (sdk) =>
      serversWithSpecUrl(sdk, ['http://127.1:8080'], 'http://127.1:8080/openapi.json'),
    'wave5-spec-from-decimal-server-shorthand': (sdk) =>
      serversWithSpecUrl(sdk, ['http://127.1:8080'], 'http://2130706433:9000/openapi.json'),
    'wave5-spec-from-file-localhost': (sdk) =>
      serversWithSpecUrl(sdk, ['http://127.0.0.1:8080'], 'file://localhost/srv/openapi.json'),
    'wave5-spec-from-mixed-case-localhost': (sdk) =>
      serversWithSpecUrl(sdk, ['http://127.0.0.1:8080'], 'http://LocalHost:8080/openapi.json'),
  }),
  ...casesOf('http.openapi.examples', {
    'wave5-three-deep-reordered': (sdk) => convertedExamples(sdk, examplesDeepOrder),
  }),
  ...casesOf('http.redirect.credentials-origin-edges', {
    'wave5-separators-and-ends': (sdk) =>
      crossOriginNames(sdk, ['Token', 'X-MyToken', 'X.Auth', 'X-AUTH', 'X-Api-Key2']),
    'wave5-joined-inside-longer': (sdk) => crossOriginNames(sdk, ['X-AuthTokens', 'MySessionId', 'X-XApiKeyZ']),
  }),
  ...casesOf('http.request.auth-over-arguments', {
    'wave5-url-query-twice': (sdk) =>
      echoed(
        sdk,
        '/a?key=from-url&key=again',
        {},
        {auth: {auth_type: 'api_key', api_key: 'from-auth', var_name: 'key', location: 'query'}},
      ),
    'wave5-header-field-empty': (sdk) =>
      echoed(sdk, '/a', {'X-Static': ''}, {headers: {'X-Static': 'static'}, header_fields: ['X-Static']}, ['x-static']),
  }),
  ...casesOf('http.request.body', {
    'wave5-without-body-more-sdk': async (sdk) => ({
      'POST, multipart/form-data': await sendBody(sdk, {http_method: 'POST', content_type: 'multipart/form-data'}, {}),
      'POST, other arguments only': await sendBody(sdk, {http_method: 'POST', content_type: 'text/plain'}, {n: 1}),
      'GET, static Content-Type header': await sendBody(
        sdk,
        {http_method: 'GET', headers: {'Content-Type': 'text/csv'}},
        {},
      ),
      'DELETE, text/plain': await sendBody(sdk, {http_method: 'DELETE', content_type: 'text/plain'}, {}),
    }),
    'wave5-null-more-sdk': async (sdk) => ({
      'GET, default content_type': await sendBody(sdk, {http_method: 'GET'}, {body: null}),
      'DELETE, application/xml': await sendBody(
        sdk,
        {http_method: 'DELETE', content_type: 'application/xml'},
        {body: null},
      ),
      'PUT, text/plain': await sendBody(sdk, {http_method: 'PUT', content_type: 'text/plain'}, {body: null}),
    }),
    'wave5-numbers-more-sdk': async (sdk) => ({
      '0 under application/xml': await sendBody(sdk, {http_method: 'POST', content_type: 'application/xml'}, {body: 0}),
      'false under application/xml': await sendBody(
        sdk,
        {http_method: 'POST', content_type: 'application/xml'},
        {body: false},
      ),
      '0 on a PUT under text/plain': await sendBody(sdk, {http_method: 'PUT', content_type: 'text/plain'}, {body: 0}),
      '1e21 under text/plain': await sendBody(sdk, {http_method: 'POST', content_type: 'text/plain'}, {body: 1e21}),
    }),
    'wave5-object-more-labels-sdk': async (sdk) => ({
      'form label with another parameter': await sendBody(
        sdk,
        {http_method: 'POST', content_type: 'application/x-www-form-urlencoded; foo=bar'},
        {body: {a: 1}},
      ),
      'form label, charset in capitals, no space': await sendBody(
        sdk,
        {http_method: 'POST', content_type: 'application/x-www-form-urlencoded;charset=UTF-8'},
        {body: {a: 1}},
      ),
      'array of objects, empty array and null under form label': await sendBody(
        sdk,
        {http_method: 'POST', content_type: 'application/x-www-form-urlencoded'},
        {body: {c: [{d: 1}, {d: 2}], e: [], f: null}},
      ),
      'three deep under form label': await sendBody(
        sdk,
        {http_method: 'POST', content_type: 'application/x-www-form-urlencoded'},
        {body: {a: {b: {c: [1]}}}},
      ),
      'object under text/html': await sendBody(sdk, {http_method: 'POST', content_type: 'text/html'}, {body: {a: 1}}),
    }),
  }),
  ...casesOf('http.url.https-rule-hosts', {
    'wave5-trailing-dot-loopback-host': (sdk) => callUrl(sdk, 'http://127.0.0.1.:9/op'),
    'wave5-hex-part-loopback-host': (sdk) => callUrl(sdk, 'http://0x7f.1:9/op'),
  }),
);

// Second reading (wave 5) 2026-11-29 (h-mcp): a JSON list that holds the strings utcp_version and tools, and a JSON
// list holding one UTCP manual.
cases.push(
  ...casesOf('http.discovery.formats', {
    'wave5-json-array-field-names': (sdk) => discover(sdk, '["utcp_version", "tools"]', 'application/json'),
    'wave5-json-array-of-manual': (sdk) =>
      discover(sdk, JSON.stringify([{utcp_version: '1.0.1', manual_version: '1', tools: []}]), 'application/json'),
  }),
);

// First reading (wave 6) 2026-11-29 (u-http): a Cookie header from an unset variable or with a non-ASCII value; a
// query key on a URL that has a query already; oauth2_user with an empty prefix, an empty var_name, a blank token
// and a token variable set empty; auth_tools from a variable, on a document without security and against a scheme
// of another location; an OpenAPI 3.1 document and one with paths only; header fields whose value carries CR/LF,
// whose name has a space or that also fill a URL placeholder; path placeholders holding null, `..`, braces, a
// non-ASCII name and one in the query part.

/** The tools svc generates from `document` when the client has the variables `variables`. */
function openapiToolsWith(sdk: LoadedSdk, document: string, extraTemplate: Json, variables: Record<string, string>) {
  return withServer({'/openapi.json': raw(document, 'application/json')}, async ({base}) => {
    const utcp = await client(sdk, {variables});
    const result = await utcp.registerManual({
      name: 'svc',
      call_template_type: 'http',
      http_method: 'GET',
      url: `${base}/openapi.json`,
      ...extraTemplate,
    });
    await utcp.close();
    return {
      success: result.success,
      errors: result.errors,
      tools: (result.manual?.tools ?? []).map((t) => ({name: t.name, auth: t.tool_call_template.auth ?? null})),
    };
  });
}

const QUERY_KEYED_OPENAPI = () =>
  openapi({
    servers: [{url: 'https://api.example.com'}],
    components: {securitySchemes: {key: {type: 'apiKey', in: 'query', name: 'X-Key'}}},
    security: [{key: []}],
  });

/** An oauth2_user call with the auth fields `auth`; reports the Authorization and X-User headers sent. */
function userAuth(sdk: LoadedSdk, auth: Json, variables: Record<string, string> = {}) {
  return callOnce(
    sdk,
    {'/op': ok},
    httpTemplate('/op', {auth: {auth_type: 'oauth2_user', ...auth}}),
    {},
    {headers: ['authorization', 'x-user'], variables},
  );
}

cases.push(
  ...casesOf('http.auth.api-key.cookie', {
    'cookie-header-unset-variable': (sdk) =>
      callOnce(
        sdk,
        {'/op': ok},
        httpTemplate('/op', {headers: {Cookie: 'session=${SESSION_KEY}'}}),
        {},
        {headers: ['cookie']},
      ),
    'cookie-header-non-ascii-value': (sdk) =>
      callOnce(
        sdk,
        {'/op': ok},
        httpTemplate('/op', {headers: {Cookie: 'session=${SESSION_KEY}'}}),
        {},
        {headers: ['cookie'], variables: {api_SESSION_KEY: 'clé-1'}},
      ),
  }),
  ...casesOf('http.auth.api-key.query', {
    'url-has-query': (sdk) =>
      callOnce(
        sdk,
        {'*': echo()},
        httpTemplate('/op?v=2', {auth: {auth_type: 'api_key', api_key: 'k-1', var_name: 'key', location: 'query'}}),
      ),
  }),
  ...casesOf('http.auth.oauth2-user.header', {
    'empty-prefix': (sdk) => userAuth(sdk, {access_token: 'u-1', prefix: ''}),
    'empty-var-name': (sdk) => userAuth(sdk, {access_token: 'u-1', var_name: ''}),
    'blank-token': (sdk) => userAuth(sdk, {access_token: ' '}),
    'token-variable-set-empty': (sdk) => userAuth(sdk, {access_token: '${USER_TOKEN}'}, {api_USER_TOKEN: ''}),
  }),
  ...casesOf('http.openapi.auth-tools-applied', {
    'variable-in-auth-tools': (sdk) =>
      openapiToolsWith(
        sdk,
        keyedOpenapi(),
        {auth_tools: {auth_type: 'api_key', api_key: '${KEY}', var_name: 'X-Key'}},
        {svc_KEY: 'k-2'},
      ),
    'no-security-scheme': (sdk) =>
      openapiToolsWith(sdk, openapi({servers: [{url: 'https://api.example.com'}]}), KEY_AUTH_TOOLS, {}),
    'query-scheme-header-auth-tools': (sdk) => openapiToolsWith(sdk, QUERY_KEYED_OPENAPI(), KEY_AUTH_TOOLS, {}),
  }),
  ...casesOf('http.openapi.conversion', {
    'openapi-3-1': (sdk) =>
      openapiTools(
        sdk,
        JSON.stringify({...JSON.parse(openapi({servers: [{url: 'https://api.example.com'}]})), openapi: '3.1.0'}),
      ),
    'paths-only': (sdk) =>
      openapiTools(
        sdk,
        JSON.stringify({paths: {'/ping': {get: {operationId: 'ping', responses: {'200': {description: 'ok'}}}}}}),
      ),
  }),
  ...casesOf('http.request.header-fields', {
    'crlf-value': (sdk) =>
      callOnce(
        sdk,
        {'*': echo()},
        httpTemplate('/h', {header_fields: ['X-Trace']}),
        {'X-Trace': 'a\r\nX-Evil: 1'},
        {
          headers: ['x-trace', 'x-evil'],
        },
      ),
    'name-with-space': (sdk) =>
      callOnce(
        sdk,
        {'*': echo()},
        httpTemplate('/h', {header_fields: ['X Trace']}),
        {'X Trace': 't-1'},
        {
          headers: ['x trace'],
        },
      ),
    'also-path-placeholder': (sdk) =>
      callOnce(sdk, {'*': echo()}, httpTemplate('/h/{id}', {header_fields: ['id']}), {id: '7'}, {headers: ['id']}),
  }),
  ...casesOf('http.request.path-params', {
    null: (sdk) => callOnce(sdk, {'*': echo()}, httpTemplate('/items/{id}'), {id: null}),
    'dot-dot': (sdk) => callOnce(sdk, {'*': echo()}, httpTemplate('/items/{id}/refunds'), {id: '..'}),
    'braces-in-value': (sdk) => callOnce(sdk, {'*': echo()}, httpTemplate('/items/{id}'), {id: '{x}'}),
    'non-ascii-name': (sdk) => callOnce(sdk, {'*': echo()}, httpTemplate('/items/{nº}'), {nº: 'a/b'}),
    'in-query-part': (sdk) => callOnce(sdk, {'*': echo()}, httpTemplate('/items?id={id}'), {id: 'a/b'}),
  }),
);

// First reading, wave 6 (2026-11-29): edges of the OpenAPI conversion sentences of the provider guides.

/** The inputs and body field of the first tool converted from a document of `paths` with `components`. */
function w6Inputs(sdk: LoadedSdk, paths: Json, components: Json = {}) {
  return firstConvertedTool(
    sdk,
    JSON.stringify({
      openapi: '3.0.0',
      info: {title: 's', version: '1'},
      servers: [{url: 'https://api.example.com'}],
      paths,
      components,
    }),
    (found) => ({
      inputs: Object.keys(((found?.inputs as {properties?: Record<string, Json>})?.properties ?? {}) as object).sort(),
      body_field: (found?.tool_call_template.body_field as Json) ?? null,
      converted: found !== undefined,
    }),
  );
}

/** A POST operation `a` whose request body is `content`. */
const w6Body = (content: Json) => ({'/a': {post: {operationId: 'a', responses: {}, requestBody: {content}}}});

cases.push(
  ...casesOf('http.openapi.operation-names', {
    'w6-empty-operation-id': (sdk) =>
      openapiTools(
        sdk,
        apiDocument({'/a': {get: {operationId: '', responses: {}}, post: {operationId: 'kept', responses: {}}}}),
      ),
    'w6-upper-case-method-key': (sdk) =>
      openapiTools(
        sdk,
        apiDocument({
          '/a': {GET: {operationId: 'getUpper', responses: {}}, Post: {operationId: 'postMixed', responses: {}}},
        }),
      ),
  }),
  ...casesOf('http.openapi.inputs', {
    'w6-path-item-parameter': (sdk) =>
      w6Inputs(sdk, {
        '/items/{id}': {
          parameters: [{name: 'id', in: 'path', required: true, schema: {type: 'string'}}],
          get: {operationId: 'a', responses: {}, parameters: [{name: 'q', in: 'query', schema: {type: 'string'}}]},
        },
      }),
    'w6-ref-parameter-on-path-item': (sdk) =>
      w6Inputs(
        sdk,
        {'/a': {parameters: [{$ref: '#/components/parameters/P'}], get: {operationId: 'a', responses: {}}}},
        {parameters: {P: {name: 'page', in: 'query', schema: {type: 'integer'}}}},
      ),
    'w6-form-body': (sdk) => w6Inputs(sdk, w6Body({'application/x-www-form-urlencoded': {schema: {type: 'object'}}})),
    'w6-multipart-body': (sdk) => w6Inputs(sdk, w6Body({'multipart/form-data': {schema: {type: 'object'}}})),
    'w6-json-with-charset': (sdk) =>
      w6Inputs(sdk, w6Body({'application/json; charset=utf-8': {schema: {type: 'object'}}})),
    'w6-ref-request-body': (sdk) =>
      w6Inputs(
        sdk,
        {'/a': {post: {operationId: 'a', responses: {}, requestBody: {$ref: '#/components/requestBodies/B'}}}},
        {requestBodies: {B: {content: {'application/json': {schema: {type: 'object'}}}}}},
      ),
  }),
);

// Third reading (wave 7) 2026-11-29 (w7): token endpoints that refuse both forms; JSON answers that are null, a
// number, true, or a `paths` object without an `openapi` field; more literal secrets holding a `$`; expires_in
// written as a string; credential-word headers in other letter cases.
const OPENAPI_PATHS_ONLY = JSON.stringify({
  info: {title: 's', version: '1'},
  servers: [{url: 'https://api.example.com'}],
  paths: {'/p': {get: {operationId: 'p', responses: {'200': {description: 'ok'}}}}},
});
cases.push(
  ...casesOf('http.auth.oauth2.token-requests', {
    'wave7-both-forms-answer-500': (sdk) => oauthTokenEndpointAnswers(sdk, 500, {error: 'down'}, 'w7-500', true),
  }),
  ...casesOf('http.discovery.formats', {
    'wave7-json-null': (sdk) => discover(sdk, 'null', 'application/json'),
    'wave7-json-number': (sdk) => discover(sdk, '1', 'application/json'),
    'wave7-json-true': (sdk) => discover(sdk, 'true', 'application/json'),
    'wave7-paths-without-openapi-field': (sdk) => discover(sdk, OPENAPI_PATHS_ONLY, 'application/json'),
  }),
  ...casesOf('http.auth.oauth2.secret-variable', {
    'wave7-dollar-twice-at-end': (sdk) => oauth2SecretSent(sdk, 'ab$$', {}),
    'wave7-dollar-alone': (sdk) => oauth2SecretSent(sdk, '$', {}),
    'wave7-dollar-before-dot': (sdk) => oauth2SecretSent(sdk, 'ab$.cd', {}),
    'wave7-dollar-before-underscore': (sdk) => oauth2SecretSent(sdk, 'ab$_x', {}),
    'wave7-dollar-before-greek': (sdk) => oauth2SecretSent(sdk, 'ab$Ωx', {}),
    'wave7-dollar-before-upper-case': (sdk) => oauth2SecretSent(sdk, 'ab$CD', {}),
  }),
  ...casesOf('http.auth.oauth2.token-expiry', {
    'wave7-expires-in-string': (sdk) =>
      oauth(sdk, 'both', 2, 'w7-expiry-string', '1' as unknown as number, undefined, 1500),
  }),
  ...casesOf('http.redirect.credentials-origin-edges', {
    'wave7-other-letter-cases': (sdk) => crossOriginNames(sdk, ['x-authorization', 'X-TOKENS', 'x-jwt', 'X_API_KEY']),
  }),
);

// Third reading (wave 7) 2026-11-29 (w7): the shorthand loopback server over https, and without a port but with a
// path; the decimal form with a path.
cases.push(
  ...casesOf('http.openapi.loopback-server-forms', {
    'wave7-https-shorthand-127-1': (sdk) => serverForm(sdk, 'https://127.1:8443'),
    'wave7-shorthand-no-port-with-path': (sdk) => serverForm(sdk, 'http://127.1/v1'),
    'wave7-decimal-with-path': (sdk) => serverForm(sdk, 'http://2130706433/api/v2'),
  }),
);

cases.push(
  ...casesOf('http.auth.oauth2.secret-variable', {
    'wave7-dollar-before-decomposed-accent': (sdk) => oauth2SecretSent(sdk, 'ab$e\u0301cd', {}),
  }),
);

// Second reading (wave 8) 2026-11-29 (f-http): a non-ASCII digit right after the $ of a literal secret, an api_key
// auth that names its location header but leaves var_name out, and a numeric operationId.
cases.push(
  ...casesOf('http.auth.oauth2.secret-variable', {
    'wave8-dollar-before-arabic-digit': (sdk) => oauth2SecretSent(sdk, 'ab$\u0663x', {}),
  }),
  ...casesOf('http.auth.api-key.default-var-name', {
    'wave8-no-var-name-header-location': (sdk) => apiKey(sdk, {api_key: 'k-1', location: 'header'}),
  }),
  ...casesOf('http.openapi.operation-names', {
    'wave8-number-operation-id': (sdk) =>
      openapiTools(
        sdk,
        apiDocument({'/a': {get: {operationId: 123, responses: {}}, post: {operationId: 'kept', responses: {}}}}),
      ),
  }),
);
