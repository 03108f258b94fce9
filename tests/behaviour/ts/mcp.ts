/**
 * Cases of the mcp call template (@utcp/mcp 1.1.3) against a stdio MCP server of our own, and
 * against a loopback HTTP MCP endpoint written here (JSON answers only) with an OAuth2 token route.
 */
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {client, settle, tempFolder, type Json} from './support/client';
import {json, withServer, type Handler, type Received} from './support/loopback';
import {
  casesOf,
  skip,
  type BehaviourCase,
  type LoadedSdk,
  type RegisterManualResult,
  type UtcpClient,
} from './support/sdk';

const SERVER = path.join(__dirname, 'support', 'mcp-server.mjs');

function stdioServer(sdk: LoadedSdk, extra: Json = {}): Json {
  return {transport: 'stdio', command: process.execPath, args: [SERVER, sdk.root], ...extra};
}

function template(sdk: LoadedSdk, servers: Json = {files: stdioServer(sdk)}, extra: Json = {}): Json {
  return {name: 'workspace', call_template_type: 'mcp', config: {mcpServers: servers}, ...extra};
}

function firstLines(errors: string[]): string[] {
  return errors.map((e) => e.split('\n')[0]);
}

/** Success, errors and tool names of a registration (no SDK objects). */
function registrationSummary(result: RegisterManualResult) {
  return {
    success: result.success,
    errors: firstLines(result.errors),
    tools: (result.manual?.tools ?? []).map((t) => t.name),
  };
}

function notRegistered(result: RegisterManualResult) {
  return {registered: false, errors: firstLines(result.errors)};
}

/** Runs `use` with a client of its own that can load MCP templates, and closes the client. */
async function withMcpClient<T>(sdk: LoadedSdk, use: (utcp: UtcpClient) => Promise<T>): Promise<T> {
  const utcp = await client(sdk, {}, ['@utcp/mcp']);
  try {
    return await use(utcp);
  } finally {
    await utcp.close();
  }
}

/** Registers the template and reports success, errors and tool names. */
async function register(sdk: LoadedSdk, value: Json) {
  return settle(withMcpClient(sdk, async (utcp) => registrationSummary(await utcp.registerManual(value))));
}

/**
 * One client with the plain stdio server registered, shared by the cases that only call its tools
 * (starting a server per case would make the file the slowest of the collection). It is closed when
 * the process ends.
 */
let shared: Promise<{utcp: UtcpClient; result: RegisterManualResult}> | undefined;
function sharedClient(sdk: LoadedSdk) {
  shared ??= (async () => {
    const utcp = await client(sdk, {}, ['@utcp/mcp']);
    return {utcp, result: await utcp.registerManual(template(sdk))};
  })();
  return shared;
}

/** Calls one tool of the stdio server; with `servers`, through a client of its own. */
async function call(sdk: LoadedSdk, toolName: string, args: Json = {}, servers?: Json) {
  return settle(async () => {
    if (!servers) {
      const {utcp, result} = await sharedClient(sdk);
      if (!result.success) return notRegistered(result);
      return await settle(utcp.callTool(`workspace.files.${toolName}`, args));
    }
    return withMcpClient(sdk, async (utcp) => {
      const result = await utcp.registerManual(template(sdk, servers));
      if (!result.success) return notRegistered(result);
      return await settle(utcp.callTool(`workspace.${Object.keys(servers)[0]}.${toolName}`, args));
    });
  });
}

/** Calls the `env` tool of `servers` while the collecting process has BEHAVIOUR_PARENT_VAR set. */
async function callEnvWithParentVar(sdk: LoadedSdk, servers: Json) {
  process.env.BEHAVIOUR_PARENT_VAR = 'from-parent';
  try {
    return await call(sdk, 'env', {}, servers);
  } finally {
    delete process.env.BEHAVIOUR_PARENT_VAR;
  }
}

/** A stdio server entry that logs the methods it answers; `answered` reads them back, each once. */
function loggedServer(sdk: LoadedSdk): {entry: Json; answered: () => string[]} {
  const file = path.join(tempFolder(), 'requests.log');
  return {
    entry: stdioServer(sdk, {env: {MCP_REQUEST_LOG: file}}),
    answered: () => [...new Set(existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean) : [])],
  };
}

/** Registers one logged stdio server under `name` and reports the methods it answered. */
async function registerLogged(sdk: LoadedSdk, name: string, extra: Json = {}) {
  const server = loggedServer(sdk);
  const registration = await register(sdk, template(sdk, {[name]: server.entry}, extra));
  return {registration, serverAnswered: server.answered()};
}

/**
 * A streamable-HTTP MCP endpoint reduced to what a client needs to list tools: it answers each
 * JSON-RPC request with a JSON body, a notification with 202 and anything but POST with 405.
 */
const mcpEndpoint: Handler = (request, response) => {
  if (request.method !== 'POST') {
    response.writeHead(405);
    response.end();
    return;
  }
  const message = JSON.parse(request.body) as {id?: number | string; method: string; params?: Json};
  if (message.id === undefined) {
    response.writeHead(202);
    response.end();
    return;
  }
  const results: Record<string, Json> = {
    initialize: {
      protocolVersion: message.params?.protocolVersion,
      capabilities: {tools: {}},
      serverInfo: {name: 'behaviour-http', version: '1.0.0'},
    },
    'tools/list': {tools: [{name: 'ping', description: 'answers pong', inputSchema: {type: 'object', properties: {}}}]},
    'tools/call': {content: [{type: 'text', text: 'pong'}]},
  };
  const result = results[message.method];
  response.writeHead(200, {'content-type': 'application/json'});
  response.end(
    JSON.stringify(
      result
        ? {jsonrpc: '2.0', id: message.id, result}
        : {jsonrpc: '2.0', id: message.id, error: {code: -32601, message: 'method not found'}},
    ),
  );
};

const TOKEN = {access_token: 'token-from-token-route', token_type: 'Bearer', expires_in: 3600};

/** The JSON-RPC methods of the POST requests to /mcp, each once, sorted. */
function mcpMethods(received: Received[]): string[] {
  const methods = received
    .filter((r) => r.url.startsWith('/mcp') && r.method === 'POST')
    .map((r) => (JSON.parse(r.body) as {method: string}).method);
  return [...new Set(methods)].sort();
}

/**
 * What the loopback server saw: the token requests (sorted: the protocol may send two at once) and
 * the Authorization headers of the requests to /mcp, each value once.
 */
function seenByServer(received: Received[]) {
  const token = received.filter((r) => r.url.startsWith('/token'));
  const mcp = received.filter((r) => r.url.startsWith('/mcp'));
  return {
    tokenRequests: token
      .map((r) => ({
        grant_type: new URLSearchParams(r.body).get('grant_type'),
        basicAuth: (r.headers.authorization ?? '').startsWith('Basic '),
      }))
      .sort((a, b) => Number(a.basicAuth) - Number(b.basicAuth)),
    mcpMethods: mcpMethods(received),
    mcpAuthorization: [...new Set(mcp.map((r) => r.headers.authorization ?? null))],
  };
}

/** OAuth2 client credentials against the loopback token route. */
function clientCredentials(base: string, extra: Json = {}): Json {
  return {
    auth_type: 'oauth2',
    token_url: `${base}/token`,
    client_id: 'behaviour-client',
    client_secret: 'behaviour-secret',
    ...extra,
  };
}

/** Registers one HTTP server entry (with `auth` when given) against the loopback endpoint. */
function registerHttp(sdk: LoadedSdk, server: string, auth?: (base: string) => Json) {
  return withServer({'POST /token': json(TOKEN), '/mcp': mcpEndpoint}, async ({base, received}) => {
    const extra = auth ? {auth: auth(base)} : {};
    const registration = await register(sdk, template(sdk, {[server]: {transport: 'http', url: `${base}/mcp`}}, extra));
    return {registration, ...seenByServer(received)};
  });
}

/** Starting a stdio server means starting Node.js with the MCP SDK: generous, for a busy machine. */
const MCP_TIMEOUT = 60_000;

export const cases: BehaviourCase[] = [
  ...casesOf(
    'mcp.install.sdk-line',
    {
      'register-stdio-server': (sdk) => settle(async () => registrationSummary((await sharedClient(sdk)).result)),
      'template-in-config': (sdk) =>
        settle(async () =>
          (await client(sdk, {manual_call_templates: [template(sdk)]}, ['@utcp/mcp'])) ? 'created' : 'none',
        ),
    },
    {timeoutMs: MCP_TIMEOUT},
  ),
  {
    key: 'mcp.install.sdk-line',
    case: 'without-import',
    run: async (sdk) => {
      // Once another case of this process imported @utcp/mcp 1.1.3 into the 1.1 SDK it stays registered.
      if (sdk.impl === 'sdk-1.1') skip('in the 1.1 line @utcp/mcp registers into this SDK once any case imports it');
      const core = await sdk.sdk();
      return settle(async () => new core.CallTemplateSerializer().validateDict(template(sdk)));
    },
  },
  ...casesOf(
    'mcp.tools.names',
    {
      'three-part-names': (sdk) => settle(async () => registrationSummary((await sharedClient(sdk)).result)),
      'server-name-with-hyphen': (sdk) => register(sdk, template(sdk, {'my-files': stdioServer(sdk)})),
    },
    {timeoutMs: MCP_TIMEOUT},
  ),
  ...casesOf(
    'mcp.result.content',
    {
      'json-text': (sdk) => call(sdk, 'echo_json', {path: '/srv/reports', n: 1}),
      'plain-text': (sdk) => call(sdk, 'plain'),
      'two-items': (sdk) => call(sdk, 'multi'),
      'structured-content': (sdk) => call(sdk, 'structured'),
      'is-error': (sdk) => call(sdk, 'fail'),
    },
    {timeoutMs: MCP_TIMEOUT},
  ),
  ...casesOf(
    'mcp.stdio.environment',
    {
      'env-and-inherited': (sdk) => callEnvWithParentVar(sdk, {secrets: stdioServer(sdk, {env: {MCP_SECRET: 's-1'}})}),
      'no-env': (sdk) => callEnvWithParentVar(sdk, {plain: stdioServer(sdk)}),
    },
    {timeoutMs: MCP_TIMEOUT},
  ),
  ...casesOf(
    'mcp.session.reuse',
    {
      'two-calls': (sdk) =>
        settle(async () => {
          const {utcp, result} = await sharedClient(sdk);
          if (!result.success) return notRegistered(result);
          const first = await utcp.callTool('workspace.files.pid', {});
          const second = await utcp.callTool('workspace.files.pid', {});
          return {samePid: first === second};
        }),
      'after-deregister': (sdk) =>
        settle(
          withMcpClient(sdk, async (utcp) => {
            const result = await utcp.registerManual(template(sdk));
            if (!result.success) return notRegistered(result);
            const removed = await utcp.deregisterManual('workspace');
            return {removed, call: await settle(utcp.callTool('workspace.files.pid', {}))};
          }),
        ),
    },
    {timeoutMs: MCP_TIMEOUT},
  ),
  ...casesOf(
    'mcp.server.config',
    {
      'missing-transport': (sdk) =>
        register(sdk, template(sdk, {files: {command: process.execPath, args: [SERVER, sdk.root]}})),
      'command-not-found': (sdk) =>
        register(sdk, template(sdk, {files: {transport: 'stdio', command: '/nonexistent/mcp-server'}})),
      'empty-servers': (sdk) => register(sdk, template(sdk, {})),
      'resources-as-tools': (sdk) => register(sdk, template(sdk, undefined, {register_resources_as_tools: true})),
    },
    {timeoutMs: MCP_TIMEOUT},
  ),
  ...casesOf(
    'mcp.http.url-rule',
    {
      'remote-http': (sdk) =>
        register(sdk, template(sdk, {remote: {transport: 'http', url: 'http://example.invalid/mcp'}})),
      'loopback-closed-port': (sdk) =>
        register(sdk, template(sdk, {remote: {transport: 'http', url: 'http://127.0.0.1:9/mcp'}})),
    },
    {timeoutMs: MCP_TIMEOUT},
  ),
  {
    key: 'mcp.session.reuse',
    case: 'other-client-same-server-name',
    timeoutMs: MCP_TIMEOUT,
    run: async (sdk) => {
      await sharedClient(sdk);
      return call(sdk, 'env', {}, {files: stdioServer(sdk, {env: {MCP_SECRET: 's-2'}})});
    },
  },
  ...casesOf(
    'mcp.config.no-transport',
    {
      'stdio-entry': async (sdk) => ({
        registration: await register(
          sdk,
          template(sdk, {untyped: {command: process.execPath, args: [SERVER, sdk.root]}}),
        ),
      }),
      'url-entry': (sdk) =>
        withServer({'/mcp': mcpEndpoint}, async ({base, received}) => ({
          registration: await register(sdk, template(sdk, {untyped_url: {url: `${base}/mcp`}})),
          mcpMethods: mcpMethods(received),
        })),
    },
    {timeoutMs: MCP_TIMEOUT},
  ),
  ...casesOf(
    'mcp.resources.as-tools',
    {
      'flag-true': (sdk) => registerLogged(sdk, 'with_resource', {register_resources_as_tools: true}),
      'flag-false': (sdk) => registerLogged(sdk, 'with_resource_off'),
    },
    {timeoutMs: MCP_TIMEOUT},
  ),
  ...casesOf(
    'mcp.auth.http-server',
    {
      'no-auth': (sdk) => registerHttp(sdk, 'http_plain'),
      'oauth2-client-credentials': (sdk) =>
        registerHttp(sdk, 'http_oauth2', (base) => clientCredentials(base, {scope: 'tools'})),
      'oauth2-user': (sdk) =>
        registerHttp(sdk, 'http_user', () => ({auth_type: 'oauth2_user', access_token: 'user-access-token'})),
    },
    {timeoutMs: MCP_TIMEOUT},
  ),
  {
    key: 'mcp.config.no-transport',
    case: 'mixed-entries',
    timeoutMs: MCP_TIMEOUT,
    run: async (sdk) => ({
      registration: await register(
        sdk,
        template(sdk, {typed: stdioServer(sdk), untyped: {command: process.execPath, args: [SERVER, sdk.root]}}),
      ),
    }),
  },
  ...casesOf(
    'mcp.auth.http-server',
    {
      'two-servers-same-client': (sdk) =>
        withServer({'POST /token': json(TOKEN), '/mcp': mcpEndpoint}, async ({base, received}) => {
          const auth = clientCredentials(base, {scope: 'tools'});
          const servers = {
            first_http: {transport: 'http', url: `${base}/mcp`},
            second_http: {transport: 'http', url: `${base}/mcp?second`},
          };
          const registration = await register(sdk, template(sdk, servers, {auth}));
          return {registration, ...seenByServer(received)};
        }),
      'token-requests-overlap': (sdk) => {
        // Each token request is answered after 300 ms; `inFlight` is how many were open when one arrived.
        const inFlight: number[] = [];
        let open = 0;
        const slowToken: Handler = async (_request, response) => {
          inFlight.push(open);
          open++;
          await new Promise((resolve) => setTimeout(resolve, 300));
          open--;
          json(TOKEN)(_request, response);
        };
        return withServer({'POST /token': slowToken, '/mcp': mcpEndpoint}, async ({base, received}) => {
          const registration = await register(
            sdk,
            template(sdk, {http_slow: {transport: 'http', url: `${base}/mcp`}}, {auth: clientCredentials(base)}),
          );
          return {registration, openWhenArriving: inFlight, tokenRequests: seenByServer(received).tokenRequests};
        });
      },
      'token-route-refuses-body': (sdk) => {
        const basicOnly: Handler = (request, response) =>
          (request.headers.authorization ?? '').startsWith('Basic ')
            ? json(TOKEN)(request, response)
            : json({error: 'invalid_client'}, 401)(request, response);
        return withServer({'POST /token': basicOnly, '/mcp': mcpEndpoint}, async ({base, received}) => {
          const registration = await register(
            sdk,
            template(sdk, {http_basic: {transport: 'http', url: `${base}/mcp`}}, {auth: clientCredentials(base)}),
          );
          return {registration, ...seenByServer(received)};
        });
      },
      'oauth2-user-header-and-prefix': (sdk) =>
        withServer({'/mcp': mcpEndpoint}, async ({base, received}) => {
          const registration = await register(
            sdk,
            template(
              sdk,
              {http_user_header: {transport: 'http', url: `${base}/mcp`}},
              {
                auth: {
                  auth_type: 'oauth2_user',
                  access_token: 'user-access-token',
                  var_name: 'X-Api-Token',
                  prefix: 'Token ',
                },
              },
            ),
          );
          const mcp = received.filter((r) => r.url.startsWith('/mcp'));
          return {
            registration,
            authorization: [...new Set(mcp.map((r) => r.headers.authorization ?? null))],
            xApiToken: [...new Set(mcp.map((r) => r.headers['x-api-token'] ?? null))],
          };
        }),
    },
    {timeoutMs: MCP_TIMEOUT},
  ),
  {
    key: 'mcp.resources.as-tools',
    case: 'flag-as-string',
    timeoutMs: MCP_TIMEOUT,
    run: (sdk) => registerLogged(sdk, 'with_resource_text', {register_resources_as_tools: 'true'}),
  },
];

/** Whether the line's SDK, with @utcp/mcp imported, accepts an mcp call template carrying `auth`. */
async function mcpTemplateWithAuth(sdk: LoadedSdk, auth: Json): Promise<string> {
  const core = await sdk.sdk();
  await sdk.load('@utcp/mcp');
  const outcome = await settle(async () =>
    new core.CallTemplateSerializer().validateDict({
      name: 'm',
      call_template_type: 'mcp',
      config: {mcpServers: {remote: {transport: 'http', url: 'https://mcp.example.com/mcp'}}},
      auth,
    }),
  );
  return 'value' in outcome ? 'accepted' : 'refused';
}

cases.push(
  ...casesOf('mcp.template.auth-types', {
    'api-key': (sdk) => mcpTemplateWithAuth(sdk, {auth_type: 'api_key', api_key: 'k', var_name: 'X-Key'}),
    basic: (sdk) => mcpTemplateWithAuth(sdk, {auth_type: 'basic', username: 'u', password: 'p'}),
    oauth2: (sdk) =>
      mcpTemplateWithAuth(sdk, {
        auth_type: 'oauth2',
        token_url: 'https://auth.example.com/token',
        client_id: 'c',
        client_secret: 's',
      }),
  }),
);

/** A server of the older HTTP+SSE transport: GET opens the event stream, POST to the same URL is refused. */
const sseOnlyEndpoint: Handler = (request, response) => {
  if (request.method !== 'GET') {
    response.writeHead(405);
    response.end();
    return;
  }
  response.writeHead(200, {'content-type': 'text/event-stream'});
  response.end('event: endpoint\ndata: /messages\n\n');
};

cases.push(
  ...casesOf(
    'mcp.routing.server-by-name',
    {
      'second-of-two': (sdk) =>
        settle(
          withMcpClient(sdk, async (utcp) => {
            const servers = {
              alpha: stdioServer(sdk, {env: {MCP_SECRET: 'a'}}),
              beta: stdioServer(sdk, {env: {MCP_SECRET: 'b'}}),
            };
            const result = await utcp.registerManual(template(sdk, servers));
            if (!result.success) return notRegistered(result);
            return await settle(utcp.callTool('workspace.beta.env', {}));
          }),
        ),
    },
    {timeoutMs: MCP_TIMEOUT},
  ),
  ...casesOf(
    'mcp.session.handshake',
    {
      'silent-stdio-server': async (sdk) => {
        const silent = {
          transport: 'stdio',
          command: process.execPath,
          args: ['-e', 'setTimeout(() => {}, 8000)'],
          timeout: 1,
        };
        let settled = false;
        const registration = register(sdk, template(sdk, {silent})).finally(() => {
          settled = true;
        });
        await new Promise((resolve) => setTimeout(resolve, 4000));
        const settledAfter4s = settled;
        return {settledAfter4s, outcome: await registration};
      },
    },
    {timeoutMs: MCP_TIMEOUT},
  ),
  ...casesOf(
    'mcp.session.close',
    {
      'after-close': (sdk) =>
        settle(async () => {
          const utcp = await client(sdk, {}, ['@utcp/mcp']);
          const result = await utcp.registerManual(template(sdk));
          if (!result.success) {
            await utcp.close();
            return notRegistered(result);
          }
          const pid = Number(await utcp.callTool('workspace.files.pid', {}));
          await utcp.close();
          await new Promise((resolve) => setTimeout(resolve, 1000));
          try {
            process.kill(pid, 0);
            return {serverAliveAfterClose: true};
          } catch {
            return {serverAliveAfterClose: false};
          }
        }),
    },
    {timeoutMs: MCP_TIMEOUT},
  ),
  ...casesOf(
    'mcp.http.sse-only-server',
    {
      'get-sse-only': (sdk) =>
        withServer({'/sse': sseOnlyEndpoint}, async ({base, received}) => ({
          registration: await register(sdk, template(sdk, {legacy: {transport: 'http', url: `${base}/sse`}})),
          requests: [...new Set(received.map((r) => `${r.method} ${r.url}`))].sort(),
        })),
    },
    {timeoutMs: MCP_TIMEOUT},
  ),
  ...casesOf(
    'mcp.tools.description',
    {
      'from-server': (sdk) =>
        settle(async () => {
          const {result} = await sharedClient(sdk);
          if (!result.success) return notRegistered(result);
          return result.manual?.tools.find((t) => t.name === 'workspace.files.plain')?.description ?? null;
        }),
    },
    {timeoutMs: MCP_TIMEOUT},
  ),
);

cases.push(
  ...casesOf(
    'mcp.config.no-transport',
    {
      'all-typed': (sdk) =>
        withServer({'/mcp': mcpEndpoint}, async ({base}) => {
          const servers = {
            typed_stdio: stdioServer(sdk),
            typed_http: {transport: 'http', url: `${base}/mcp`},
          };
          const outcome = await register(sdk, template(sdk, servers));
          if (!('value' in outcome)) return outcome;
          const {success, errors} = outcome.value as ReturnType<typeof registrationSummary>;
          return {success, errors};
        }),
    },
    {timeoutMs: MCP_TIMEOUT},
  ),
  ...casesOf(
    'mcp.stdio.env-placeholder',
    {
      'manual-variable': async (sdk) => {
        const utcp = await client(sdk, {variables: {workspace_SECRET: 's-3'}}, ['@utcp/mcp']);
        try {
          const servers = {secrets: stdioServer(sdk, {env: {MCP_SECRET: '${SECRET}'}})};
          const result = await utcp.registerManual(template(sdk, servers));
          if (!result.success) return notRegistered(result);
          const answer = (await utcp.callTool('workspace.secrets.env', {})) as {secret: string | null};
          return answer.secret;
        } finally {
          await utcp.close();
        }
      },
    },
    {timeoutMs: MCP_TIMEOUT},
  ),
);

/**
 * A stdio MCP server (written to a temporary file, built with the line's MCP SDK) offering `typed`,
 * with an input and an output schema, and `untyped`, with an input schema only.
 */
function schemaServer(sdk: LoadedSdk): Json {
  const file = path.join(tempFolder(), 'schema-server.mjs');
  const from = (module: string) =>
    JSON.stringify(path.join(sdk.root, 'node_modules/@modelcontextprotocol/sdk/dist/esm', module));
  writeFileSync(
    file,
    [
      `import {Server} from ${from('server/index.js')};`,
      `import {StdioServerTransport} from ${from('server/stdio.js')};`,
      `import {ListToolsRequestSchema} from ${from('types.js')};`,
      "const server = new Server({name: 'schemas', version: '1.0.0'}, {capabilities: {tools: {}}});",
      'const input = {type: "object", properties: {city: {type: "string", description: "name, e.g. Malmö"}}, required: ["city"]};',
      'const output = {type: "object", properties: {celsius: {type: "number"}}};',
      'server.setRequestHandler(ListToolsRequestSchema, async () => ({tools: [',
      '  {name: "typed", description: "", inputSchema: input, outputSchema: output},',
      '  {name: "untyped", description: "", inputSchema: {type: "object"}},',
      ']}));',
      'await server.connect(new StdioServerTransport());',
    ].join('\n'),
  );
  return {transport: 'stdio', command: process.execPath, args: [file]};
}

cases.push(
  ...casesOf(
    'mcp.tools.schemas',
    {
      'input-and-output': (sdk) =>
        settle(
          withMcpClient(sdk, async (utcp) => {
            const result = await utcp.registerManual(template(sdk, {schemas: schemaServer(sdk)}));
            if (!result.success) return notRegistered(result);
            return (result.manual?.tools ?? []).map((t) => ({name: t.name, inputs: t.inputs, outputs: t.outputs}));
          }),
        ),
    },
    {timeoutMs: MCP_TIMEOUT},
  ),
);

/** A client with `postProcessing` configured and the plain stdio server registered; `use` runs on it. */
async function withProcessedClient<T>(sdk: LoadedSdk, postProcessing: Json[], use: (utcp: UtcpClient) => Promise<T>) {
  return settle(async () => {
    const utcp = await client(sdk, {post_processing: postProcessing}, ['@utcp/mcp']);
    try {
      const result = await utcp.registerManual(template(sdk));
      if (!result.success) return notRegistered(result);
      return await use(utcp);
    } finally {
      await utcp.close();
    }
  });
}

cases.push(
  ...casesOf(
    'mcp.client.shared-features',
    {
      search: (sdk) =>
        withProcessedClient(sdk, [], async (utcp) => (await utcp.searchTools('structured', 3)).map((t) => t.name)),
      'post-processing': (sdk) =>
        withProcessedClient(sdk, [{tool_post_processor_type: 'limit_strings', limit: 3}], (utcp) =>
          utcp.callTool('workspace.files.plain', {}),
        ),
    },
    {timeoutMs: MCP_TIMEOUT},
  ),
);
