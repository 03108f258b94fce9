/** Cases of the http call template (@utcp/http) against loopback servers. */
import type {ServerResponse} from 'node:http';
import {client, clientWithTools, settle, tool, validateWith, type Json} from './support/client';
import {callOnce, httpTemplate, registerOnce, sent} from './support/http';
import {echo, json, raw, withServer, type Handler, type Routes} from './support/loopback';
import type {BehaviourCase, LoadedSdk, Tool} from './support/sdk';

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

/** `hops` redirects (302) from /r0 through /r1... to /end, which answers {ok: true}. */
function redirectChain(hops: number): Routes {
  const routes: Routes = {};
  for (let hop = 0; hop < hops; hop += 1)
    routes[`/r${hop}`] = redirect(302, hop === hops - 1 ? '/end' : `/r${hop + 1}`);
  return {...routes, '/end': ok};
}

/** Calls a tool with an api_key auth object and reports the headers and URL the server saw. */
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

async function oauth(
  sdk: LoadedSdk,
  accept: 'body' | 'basic' | 'both',
  calls = 1,
  clientId = `client-${accept}-${calls}`,
  expiresIn: number | null = 3600,
  scope?: string,
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
      for (let i = 0; i < calls; i++) outcomes.push(await settle(utcp.callTool('api.op', {})));
      await utcp.close();
      const tokenRequests = received.filter((r) => r.url === '/token');
      return {
        outcomes,
        tokenRequests: tokenRequests.length,
        tokenRequestKinds: tokenRequests
          .map((r) => ((r.headers.authorization ?? '').startsWith('Basic ') ? 'basic' : 'body'))
          .sort(),
        tokenBodies: tokenRequests.map((r) => r.body).sort(),
        callAuthorization: received.filter((r) => r.url === '/op').map((r) => r.headers.authorization ?? null),
      };
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

/** Registers an OpenAPI document served at /openapi.json; returns each tool's name and url. */
async function openapiTools(sdk: LoadedSdk, document: string, extraTemplate: Json = {}) {
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
    return {
      success: result.success,
      errors: result.errors,
      tools: (result.manual?.tools ?? []).map((t) => ({
        name: t.name,
        url: (t.tool_call_template.url as string).replace(base, '<base>'),
        method: t.tool_call_template.http_method,
        auth: t.tool_call_template.auth ?? null,
      })),
    };
  });
}

/** An OpenAPI 3.0 document of api.example.com with `paths`, as served. */
const apiDocument = (paths: Json) =>
  JSON.stringify({
    openapi: '3.0.0',
    info: {title: 's', version: '1'},
    servers: [{url: 'https://api.example.com'}],
    paths,
  });

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
  return withServer({'/openapi.json': raw(document, 'application/json')}, async ({base}) => {
    const utcp = await client(sdk, {});
    const result = await utcp.registerManual({
      name: 'svc',
      call_template_type: 'http',
      http_method: 'GET',
      url: `${base}/openapi.json`,
    });
    return pick(result.manual?.tools[0]);
  });
}

function template(sdk: LoadedSdk, value: Json) {
  return settle(async () => {
    const core = await sdk.sdk();
    const parsed = new core.CallTemplateSerializer().validateDict(value);
    return new core.CallTemplateSerializer().toDict(parsed);
  });
}

export const cases: BehaviourCase[] = [
  // api_key auth
  {
    key: 'http.auth.api-key.default-var-name',
    case: 'no-var-name',
    run: (sdk) => apiKey(sdk, {api_key: 'k-1'}),
  },
  {
    key: 'http.auth.api-key.default-var-name',
    case: 'no-var-name-query',
    run: (sdk) => apiKey(sdk, {api_key: 'k-1', location: 'query'}),
  },
  {
    key: 'http.auth.api-key.default-var-name',
    case: 'no-location',
    run: (sdk) => apiKey(sdk, {api_key: 'k-1', var_name: 'X-Key'}, ['x-key']),
  },
  {
    key: 'http.auth.api-key.missing-var-name',
    case: 'query-location',
    run: (sdk) => apiKey(sdk, {api_key: 'k-1', location: 'query'}),
  },
  {
    key: 'http.auth.api-key.missing-var-name',
    case: 'serializer',
    run: (sdk) => validateWith(sdk, 'AuthSerializer', {auth_type: 'api_key', api_key: 'k-1'}),
  },
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
  {
    key: 'http.auth.api-key.query',
    case: 'query-location',
    run: (sdk) => apiKey(sdk, {api_key: 'k 1&x', var_name: 'key', location: 'query'}),
  },
  {
    key: 'http.auth.api-key.query',
    case: 'with-query-arguments',
    run: (sdk) =>
      callOnce(
        sdk,
        {'/op': ok},
        httpTemplate('/op', {auth: {auth_type: 'api_key', api_key: 'k-1', var_name: 'key', location: 'query'}}),
        {q: 'shoes', key: 'from-args'},
      ),
  },
  {
    key: 'http.auth.api-key.empty',
    case: 'empty-string',
    run: (sdk) => apiKey(sdk, {api_key: '', var_name: 'X-Api-Key'}),
  },
  {
    key: 'http.auth.api-key.empty',
    case: 'variable-set-empty',
    run: (sdk) =>
      callOnce(
        sdk,
        {'/op': ok},
        httpTemplate('/op', {auth: {auth_type: 'api_key', api_key: '${KEY}', var_name: 'X-Api-Key'}}),
        {},
        {headers: ['x-api-key'], variables: {api_KEY: ''}},
      ),
  },
  {
    key: 'http.auth.api-key.crlf',
    case: 'var-name-with-crlf',
    run: (sdk) => apiKey(sdk, {api_key: 'k-1', var_name: 'X-Key\r\nX-Injected: 1'}, ['x-injected']),
  },
  {
    key: 'http.auth.api-key.crlf',
    case: 'key-with-crlf',
    run: (sdk) => apiKey(sdk, {api_key: 'k-1\r\nX-Injected: 1', var_name: 'X-Api-Key'}, ['x-injected']),
  },
  // basic auth
  {
    key: 'http.auth.basic.header',
    case: 'ascii',
    run: (sdk) => basicAuth(sdk, 'ann', 'pw'),
  },
  {
    key: 'http.auth.basic.header',
    case: 'unicode-password',
    run: (sdk) => basicAuth(sdk, 'ann', 'pässwörd'),
  },
  {
    key: 'http.auth.basic.header',
    case: 'colon-in-username',
    run: (sdk) => basicAuth(sdk, 'a:b', 'pw'),
  },
  // oauth2
  {key: 'http.auth.oauth2.token-requests', case: 'endpoint-accepts-both', run: (sdk) => oauth(sdk, 'both')},
  {key: 'http.auth.oauth2.token-requests', case: 'endpoint-accepts-body-only', run: (sdk) => oauth(sdk, 'body')},
  {key: 'http.auth.oauth2.token-requests', case: 'endpoint-accepts-basic-only', run: (sdk) => oauth(sdk, 'basic')},
  {key: 'http.auth.oauth2.token-cache', case: 'two-calls', run: (sdk) => oauth(sdk, 'both', 2, 'cache-two-calls')},
  {
    key: 'http.auth.oauth2.token-cache',
    case: 'expires-in-zero',
    run: (sdk) => oauth(sdk, 'both', 2, 'cache-expires-zero', 0),
  },
  {
    key: 'http.auth.oauth2.token-cache',
    case: 'no-expires-in',
    run: (sdk) => oauth(sdk, 'both', 2, 'cache-no-expiry', null),
  },
  {key: 'http.auth.oauth2.scope', case: 'no-scope', run: (sdk) => oauth(sdk, 'both', 1, 'scope-none')},
  {
    key: 'http.auth.oauth2.scope',
    case: 'scope',
    run: (sdk) => oauth(sdk, 'both', 1, 'scope-given', 3600, 'read write'),
  },
  {
    key: 'http.auth.oauth2.token-errors',
    case: 'endpoint-refuses',
    run: (sdk) =>
      withServer({'/token': json({error: 'denied'}, 401), '/op': ok}, async ({base, received}) => {
        const auth = {auth_type: 'oauth2', token_url: `${base}/token`, client_id: 'refused', client_secret: 's'};
        const utcp = await clientWithTools(sdk, 'api', [
          tool('op', {call_template_type: 'http', url: `${base}/op`, http_method: 'GET', auth}),
        ]);
        const outcome = await settle(utcp.callTool('api.op', {}));
        await utcp.close();
        return {outcome, calls: received.filter((r) => r.url === '/op').length};
      }),
  },
  {
    key: 'http.auth.oauth2.token-errors',
    case: 'no-access-token',
    run: (sdk) =>
      withServer({'/token': json({token: 'x'}), '/op': ok}, async ({base}) => {
        const auth = {auth_type: 'oauth2', token_url: `${base}/token`, client_id: 'no-token', client_secret: 's'};
        const utcp = await clientWithTools(sdk, 'api', [
          tool('op', {call_template_type: 'http', url: `${base}/op`, http_method: 'GET', auth}),
        ]);
        const outcome = await settle(utcp.callTool('api.op', {}));
        await utcp.close();
        return outcome;
      }),
  },
  // oauth2_user
  {
    key: 'http.auth.oauth2-user.header',
    case: 'defaults',
    run: (sdk) =>
      callOnce(
        sdk,
        {'/op': ok},
        httpTemplate('/op', {auth: {auth_type: 'oauth2_user', access_token: '${USER_TOKEN}'}}),
        {},
        {headers: ['authorization'], variables: {api_USER_TOKEN: 'u-1'}},
      ),
  },
  {
    key: 'http.auth.oauth2-user.header',
    case: 'var-name-and-prefix',
    run: (sdk) =>
      callOnce(
        sdk,
        {'/op': ok},
        httpTemplate('/op', {
          auth: {auth_type: 'oauth2_user', access_token: 'u-1', var_name: 'X-User', prefix: 'Token '},
        }),
        {},
        {headers: ['authorization', 'x-user']},
      ),
  },
  {
    key: 'http.auth.oauth2-user.header',
    case: 'empty-token',
    run: (sdk) =>
      callOnce(
        sdk,
        {'/op': ok},
        httpTemplate('/op', {auth: {auth_type: 'oauth2_user', access_token: ''}}),
        {},
        {headers: ['authorization']},
      ),
  },
  // redirects
  ...[301, 302, 303, 307, 308].map((status): BehaviourCase => ({
    key: 'http.redirect.status',
    case: `status-${status}`,
    run: (sdk) => redirected(sdk, status),
  })),
  {
    key: 'http.redirect.credentials',
    case: 'same-origin',
    run: (sdk) =>
      callOnce(
        sdk,
        {'/start': redirect(302, '/end'), '/end': echo()},
        httpTemplate('/start', {auth: {auth_type: 'api_key', api_key: 'k-1', var_name: 'X-My-App'}}),
        {},
        {headers: ['x-my-app']},
      ),
  },
  {
    key: 'http.redirect.credentials',
    case: 'cross-origin-custom-header',
    run: (sdk) =>
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
  },
  {
    key: 'http.redirect.hops',
    case: 'five-hops',
    run: (sdk) => callOnce(sdk, redirectChain(5), httpTemplate('/r0')),
  },
  {
    key: 'http.redirect.hops',
    case: 'six-hops',
    run: (sdk) => callOnce(sdk, redirectChain(6), httpTemplate('/r0')),
  },
  {
    key: 'http.redirect.hops',
    case: 'loop',
    run: (sdk) => callOnce(sdk, {'/r0': redirect(302, '/r0')}, httpTemplate('/r0')),
  },
  {
    key: 'http.redirect.hops',
    case: 'to-remote-http',
    run: (sdk) => callOnce(sdk, {'/r0': redirect(302, 'http://example.invalid/x')}, httpTemplate('/r0')),
  },
  // URL rule
  {
    key: 'http.url.https-rule',
    case: 'remote-http-tool',
    run: (sdk) => callUrl(sdk, 'http://example.invalid/op'),
  },
  {
    key: 'http.url.https-rule',
    case: 'localhost-prefix',
    run: (sdk) => callUrl(sdk, 'http://localhost.example.invalid/op'),
  },
  {
    key: 'http.url.https-rule',
    case: 'loopback-127-0-0-2',
    run: (sdk) => callUrl(sdk, 'http://127.0.0.2:9/op'),
  },
  {
    key: 'http.url.https-rule',
    case: 'remote-http-discovery',
    run: (sdk) =>
      registerOnce(sdk, {}, () => ({
        name: 'svc',
        call_template_type: 'http',
        url: 'http://example.invalid/manual',
        http_method: 'GET',
      })),
  },
  // responses
  {
    key: 'http.response.body',
    case: 'json',
    run: (sdk) => callOnce(sdk, {'/op': json({a: 1, s: 'ü'})}, httpTemplate('/op')),
  },
  {
    key: 'http.response.body',
    case: 'json-body-as-text-plain',
    run: (sdk) => callOnce(sdk, {'/op': raw('{"a": 1}', 'text/plain')}, httpTemplate('/op')),
  },
  {
    key: 'http.response.body',
    case: 'plain-text',
    run: (sdk) => callOnce(sdk, {'/op': raw('hello', 'text/plain')}, httpTemplate('/op')),
  },
  {
    key: 'http.response.body',
    case: 'invalid-json-labelled-json',
    run: (sdk) => callOnce(sdk, {'/op': raw('{oops', 'application/json')}, httpTemplate('/op')),
  },
  {
    key: 'http.response.body',
    case: 'empty',
    run: (sdk) => callOnce(sdk, {'/op': raw('', 'application/json')}, httpTemplate('/op')),
  },
  {
    key: 'http.response.body',
    case: 'yaml',
    run: (sdk) => callOnce(sdk, {'/op': raw('a: 1\nb: [x, y]\n', 'application/yaml')}, httpTemplate('/op')),
  },
  {
    key: 'http.response.body',
    case: 'null',
    run: (sdk) => callOnce(sdk, {'/op': raw('null', 'application/json')}, httpTemplate('/op')),
  },
  {
    key: 'http.response.error-status',
    case: 'status-404',
    run: (sdk) => callOnce(sdk, {'/op': json({error: 'missing'}, 404)}, httpTemplate('/op')),
  },
  {
    key: 'http.response.error-status',
    case: 'status-500',
    run: (sdk) => callOnce(sdk, {'/op': raw('boom', 'text/plain', 500)}, httpTemplate('/op')),
  },
  {
    key: 'http.response.error-status',
    case: 'status-204',
    run: (sdk) => callOnce(sdk, {'/op': raw('', 'text/plain', 204)}, httpTemplate('/op')),
  },
  {
    key: 'http.response.error-status',
    case: 'connection-refused',
    run: (sdk) => callUrl(sdk, 'http://127.0.0.1:9/op'),
  },
  // request building
  {
    key: 'http.request.path-params',
    case: 'encoded',
    run: (sdk) => callOnce(sdk, {'*': echo()}, httpTemplate('/items/{id}'), {id: 'a b/ü?'}),
  },
  {
    key: 'http.request.path-params',
    case: 'missing',
    run: (sdk) => callOnce(sdk, {'*': echo()}, httpTemplate('/items/{id}'), {}),
  },
  {
    key: 'http.request.path-params',
    case: 'number',
    run: (sdk) => callOnce(sdk, {'*': echo()}, httpTemplate('/items/{id}'), {id: 42, extra: 1}),
  },
  {
    key: 'http.request.path-params',
    case: 'repeated',
    run: (sdk) => callOnce(sdk, {'*': echo()}, httpTemplate('/a/{id}/b/{id}'), {id: 'x'}),
  },
  {
    key: 'http.request.query',
    case: 'strings-and-numbers',
    run: (sdk) => callOnce(sdk, {'*': echo()}, httpTemplate('/q'), {s: 'a b', n: 2, t: true}),
  },
  {
    key: 'http.request.query',
    case: 'array',
    run: (sdk) => callOnce(sdk, {'*': echo()}, httpTemplate('/q'), {tags: ['x', 'y']}),
  },
  {
    key: 'http.request.query',
    case: 'object',
    run: (sdk) => callOnce(sdk, {'*': echo()}, httpTemplate('/q'), {filter: {a: 1}}),
  },
  {
    key: 'http.request.query',
    case: 'null-and-empty',
    run: (sdk) => callOnce(sdk, {'*': echo()}, httpTemplate('/q'), {a: null, b: ''}),
  },
  {
    key: 'http.request.query',
    case: 'unicode',
    run: (sdk) => callOnce(sdk, {'*': echo()}, httpTemplate('/q'), {city: 'Zürich', emoji: '🙂'}),
  },
  {
    key: 'http.request.body',
    case: 'default-body-field',
    run: (sdk) => sendBody(sdk, {http_method: 'POST'}, {body: {n: 1}, other: 'x'}),
  },
  {
    key: 'http.request.body',
    case: 'custom-body-field',
    run: (sdk) => sendBody(sdk, {http_method: 'POST', body_field: 'payload'}, {payload: {n: 1}, body: 'y'}),
  },
  {
    key: 'http.request.body',
    case: 'no-body-argument',
    run: (sdk) => sendBody(sdk, {http_method: 'POST'}, {n: 1}),
  },
  {
    key: 'http.request.body',
    case: 'string-body',
    run: (sdk) => sendBody(sdk, {http_method: 'POST'}, {body: 'plain'}),
  },
  {
    key: 'http.request.body',
    case: 'custom-content-type',
    run: (sdk) => sendBody(sdk, {http_method: 'POST', content_type: 'text/plain'}, {body: 'plain'}),
  },
  {
    key: 'http.request.body',
    case: 'unicode',
    run: (sdk) => sendBody(sdk, {http_method: 'PUT'}, {body: {name: 'Zoë 🙂'}}),
  },
  {
    key: 'http.request.header-fields',
    case: 'string-and-number',
    run: (sdk) =>
      callOnce(
        sdk,
        {'*': echo()},
        httpTemplate('/h', {header_fields: ['X-Trace', 'X-Count']}),
        {'X-Trace': 't-1', 'X-Count': 3, q: 1},
        {headers: ['x-trace', 'x-count']},
      ),
  },
  {
    key: 'http.request.header-fields',
    case: 'missing-argument',
    run: (sdk) =>
      callOnce(sdk, {'*': echo()}, httpTemplate('/h', {header_fields: ['X-Trace']}), {q: 1}, {headers: ['x-trace']}),
  },
  {
    key: 'http.request.header-fields',
    case: 'static-headers',
    run: (sdk) =>
      callOnce(
        sdk,
        {'*': echo()},
        httpTemplate('/h', {headers: {'X-Static': 's'}, header_fields: ['X-Static']}),
        {'X-Static': 'from-args'},
        {headers: ['x-static']},
      ),
  },
  {
    key: 'http.request.method',
    case: 'default',
    run: (sdk) => callOnce(sdk, {'*': echo()}, (base) => ({call_template_type: 'http', url: `${base}/m`})),
  },
  {
    key: 'http.request.method',
    case: 'delete',
    run: (sdk) => callOnce(sdk, {'*': echo()}, httpTemplate('/m', {http_method: 'DELETE'}), {id: 1}),
  },
  {
    key: 'http.request.method',
    case: 'lower-case',
    run: (sdk) => template(sdk, {call_template_type: 'http', url: 'https://api.example.com/m', http_method: 'post'}),
  },
  {
    key: 'http.request.method',
    case: 'unsupported',
    run: (sdk) => template(sdk, {call_template_type: 'http', url: 'https://api.example.com/m', http_method: 'FETCH'}),
  },
  {
    key: 'http.request.timeout',
    case: 'axios-default',
    run: async (sdk) => {
      const http = await sdk.load('@utcp/http');
      const protocol = new (
        http.HttpCommunicationProtocol as new () => {_axiosInstance: {defaults: {timeout: number}}}
      )();
      return protocol._axiosInstance.defaults.timeout;
    },
  },
  {
    key: 'http.request.timeout',
    case: 'template-timeout-field',
    run: (sdk) => template(sdk, {call_template_type: 'http', url: 'https://api.example.com/m', timeout: 5}),
  },
  // template fields
  {
    key: 'http.template.defaults',
    case: 'minimal',
    run: (sdk) => template(sdk, {call_template_type: 'http', url: 'https://api.example.com/m'}),
  },
  {
    key: 'http.template.defaults',
    case: 'unknown-field',
    run: (sdk) => template(sdk, {call_template_type: 'http', url: 'https://api.example.com/m', retries: 3}),
  },
  {
    key: 'http.template.null-fields',
    case: 'headers-null',
    run: (sdk) => template(sdk, {call_template_type: 'http', url: 'https://api.example.com/m', headers: null}),
  },
  {
    key: 'http.template.null-fields',
    case: 'auth-null',
    run: (sdk) => template(sdk, {call_template_type: 'http', url: 'https://api.example.com/m', auth: null}),
  },
  {
    key: 'http.template.null-fields',
    case: 'body-field-null',
    run: (sdk) => template(sdk, {call_template_type: 'http', url: 'https://api.example.com/m', body_field: null}),
  },
  {
    key: 'http.template.null-fields',
    case: 'auth-tools-null',
    run: (sdk) => template(sdk, {call_template_type: 'http', url: 'https://api.example.com/m', auth_tools: null}),
  },
  // discovery
  {
    key: 'http.discovery.formats',
    case: 'utcp-manual-json',
    run: (sdk) => discover(sdk, manualBody(), 'application/json'),
  },
  {
    key: 'http.discovery.formats',
    case: 'utcp-manual-yaml',
    run: (sdk) => discover(sdk, 'utcp_version: 1.0.0\nmanual_version: 1.0.0\ntools: []\n', 'application/yaml'),
  },
  {
    key: 'http.discovery.formats',
    case: 'html',
    run: (sdk) => discover(sdk, '<html><body>hi</body></html>', 'text/html'),
  },
  {
    key: 'http.discovery.formats',
    case: 'json-manual-without-version',
    run: (sdk) => discover(sdk, JSON.stringify({tools: []}), 'application/json'),
  },
  {
    key: 'http.discovery.formats',
    case: 'status-404',
    run: (sdk) => discover(sdk, 'nope', 'text/plain', '/manual', 404),
  },
  {key: 'http.discovery.tool-names', case: 'prefixed', run: (sdk) => discover(sdk, manualBody(), 'application/json')},
  {
    key: 'http.discovery.tool-names',
    case: 'manual-name-with-hyphen',
    run: (sdk) =>
      registerOnce(sdk, {'/manual': raw(manualBody(), 'application/json')}, (base) => ({
        name: 'my-svc.v2',
        call_template_type: 'http',
        url: `${base}/manual`,
        http_method: 'GET',
      })),
  },
  {
    key: 'http.discovery.tool-names',
    case: 'already-prefixed',
    run: (sdk) =>
      registerOnce(sdk, {'/manual': raw(manualBody().replace('"ping"', '"svc.ping"'), 'application/json')}, (base) => ({
        name: 'svc',
        call_template_type: 'http',
        url: `${base}/manual`,
        http_method: 'GET',
      })),
  },
  // OpenAPI
  {
    key: 'http.openapi.conversion',
    case: 'servers-url',
    run: (sdk) => openapiTools(sdk, openapi({servers: [{url: 'https://api.example.com/v1'}]})),
  },
  {key: 'http.openapi.conversion', case: 'no-servers', run: (sdk) => openapiTools(sdk, openapi())},
  {
    key: 'http.openapi.conversion',
    case: 'relative-server',
    run: (sdk) => openapiTools(sdk, openapi({servers: [{url: '/v2'}]})),
  },
  {
    key: 'http.openapi.conversion',
    case: 'swagger-2-host',
    run: (sdk) =>
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
  },
  {
    key: 'http.openapi.auth-tools-applied',
    case: 'api-key-scheme',
    run: (sdk) => openapiTools(sdk, keyedOpenapi(), KEY_AUTH_TOOLS),
  },
  {
    key: 'http.openapi.auth-tools',
    case: 'api-key-scheme-with-auth-tools',
    run: (sdk) => openapiTools(sdk, keyedOpenapi(), KEY_AUTH_TOOLS),
  },
  {
    key: 'http.openapi.auth-tools',
    case: 'api-key-scheme-without-auth-tools',
    run: (sdk) => openapiTools(sdk, keyedOpenapi()),
  },
  // more OpenAPI conversion
  {
    key: 'http.openapi.operation-names',
    case: 'operation-ids',
    run: (sdk) => openapiTools(sdk, openapi({servers: [{url: 'https://api.example.com'}]})),
  },
  {
    key: 'http.openapi.operation-names',
    case: 'hyphenated-operation-id',
    run: (sdk) =>
      openapiTools(
        sdk,
        apiDocument({'/a': {get: {operationId: 'get-a.list', responses: {'200': {description: 'ok'}}}}}),
      ),
  },
  {
    key: 'http.openapi.methods',
    case: 'head-and-trace',
    run: (sdk) =>
      openapiTools(
        sdk,
        apiDocument({
          '/a': {
            head: {operationId: 'head_a', responses: {}},
            trace: {operationId: 'trace_a', responses: {}},
            patch: {operationId: 'patch_a', responses: {}},
          },
        }),
      ),
  },
  {
    key: 'http.openapi.methods',
    case: 'options',
    run: (sdk) =>
      openapiTools(
        sdk,
        apiDocument({
          '/a': {
            options: {operationId: 'options_a', responses: {}},
            delete: {operationId: 'delete_a', responses: {}},
          },
        }),
      ),
  },
  {
    key: 'http.openapi.inputs',
    case: 'query-and-header-parameters',
    run: (sdk) =>
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
  },
  {
    key: 'http.openapi.inputs',
    case: 'request-body',
    run: (sdk) =>
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
  },
  {
    key: 'http.openapi.yaml-document',
    case: 'yaml-content-type',
    run: (sdk) =>
      discover(
        sdk,
        'openapi: 3.0.0\ninfo: {title: s, version: "1"}\nservers: [{url: "https://api.example.com"}]\npaths:\n  /p: {get: {operationId: p, responses: {"200": {description: ok}}}}\n',
        'application/yaml',
      ),
  },
  {
    key: 'http.openapi.yaml-document',
    case: 'yaml-url-text-plain',
    run: (sdk) =>
      discover(
        sdk,
        'openapi: 3.0.0\ninfo: {title: s, version: "1"}\nservers: [{url: "https://api.example.com"}]\npaths:\n  /p: {get: {operationId: p, responses: {"200": {description: ok}}}}\n',
        'text/plain',
        '/openapi.yaml',
      ),
  },
  {
    key: 'http.openapi.yaml-document',
    case: 'yaml-text-plain-other-url',
    run: (sdk) => discover(sdk, 'openapi: 3.0.0\ninfo: {title: s, version: "1"}\npaths: {}\n', 'text/plain', '/spec'),
  },
  // discovery request
  {
    key: 'http.discovery.request',
    case: 'static-headers-and-api-key',
    run: (sdk) =>
      registerOnce(
        sdk,
        {'/manual': raw(manualBody(), 'application/json')},
        (base) => ({
          name: 'svc',
          call_template_type: 'http',
          http_method: 'GET',
          url: `${base}/manual`,
          headers: {'X-Static': 's'},
          auth: {auth_type: 'api_key', api_key: 'k-1', var_name: 'X-Api-Key'},
        }),
        {headers: ['x-static', 'x-api-key']},
      ),
  },
  {
    key: 'http.discovery.request',
    case: 'post-method',
    run: (sdk) =>
      registerOnce(
        sdk,
        {'/manual': raw(manualBody(), 'application/json')},
        (base) => ({name: 'svc', call_template_type: 'http', http_method: 'POST', url: `${base}/manual`}),
        {headers: ['content-type']},
      ),
  },
  {
    key: 'http.discovery.request',
    case: 'basic-auth',
    run: (sdk) =>
      registerOnce(
        sdk,
        {'/manual': raw(manualBody(), 'application/json')},
        (base) => ({
          name: 'svc',
          call_template_type: 'http',
          http_method: 'GET',
          url: `${base}/manual`,
          auth: {auth_type: 'basic', username: 'u', password: 'p'},
        }),
        {headers: ['authorization']},
      ),
  },
  // more request building
  {
    key: 'http.request.url-query',
    case: 'existing-query-plus-arguments',
    run: (sdk) => callOnce(sdk, {'*': echo()}, httpTemplate('/q?fixed=1'), {extra: 'x'}),
  },
  {
    key: 'http.request.url-query',
    case: 'same-name-in-url-and-arguments',
    run: (sdk) => callOnce(sdk, {'*': echo()}, httpTemplate('/q?page=1'), {page: 2}),
  },
  {
    key: 'http.request.header-values',
    case: 'crlf-in-header-argument',
    run: (sdk) =>
      callOnce(
        sdk,
        {'*': echo()},
        httpTemplate('/h', {header_fields: ['X-Trace']}),
        {'X-Trace': 'a\r\nX-Injected: 1'},
        {headers: ['x-trace', 'x-injected']},
      ),
  },
  {
    key: 'http.request.header-values',
    case: 'unicode-in-header-argument',
    run: (sdk) =>
      callOnce(
        sdk,
        {'*': echo()},
        httpTemplate('/h', {header_fields: ['X-City']}),
        {'X-City': 'Zürich'},
        {headers: ['x-city']},
      ),
  },
  {
    key: 'http.request.header-values',
    case: 'static-and-auth-same-name',
    run: (sdk) =>
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
  },
  {
    key: 'http.response.charset',
    case: 'utf-8',
    run: (sdk) =>
      callOnce(sdk, {'/op': raw(Buffer.from('Grüße', 'utf8'), 'text/plain; charset=utf-8')}, httpTemplate('/op')),
  },
  {
    key: 'http.response.charset',
    case: 'latin-1',
    run: (sdk) =>
      callOnce(
        sdk,
        {'/op': raw(Buffer.from('Grüße', 'latin1'), 'text/plain; charset=iso-8859-1')},
        httpTemplate('/op'),
      ),
  },
  {
    key: 'http.auth.basic.variables',
    case: 'username-and-password-from-variables',
    run: (sdk) =>
      callOnce(
        sdk,
        {'*': echo()},
        httpTemplate('/op', {auth: {auth_type: 'basic', username: '${USER}', password: '${PASS}'}}),
        {},
        {headers: ['authorization'], variables: {api_USER: 'ann', api_PASS: 'pw'}},
      ),
  },
  {
    key: 'http.auth.basic.variables',
    case: 'password-variable-missing',
    run: (sdk) =>
      callOnce(
        sdk,
        {'*': echo()},
        httpTemplate('/op', {auth: {auth_type: 'basic', username: 'ann', password: '${PASS}'}}),
        {},
        {headers: ['authorization']},
      ).catch((error: Error) => ({registration: error.message})),
  },
];
