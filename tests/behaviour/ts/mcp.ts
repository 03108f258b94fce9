/**
 * Cases of the mcp call template (@utcp/mcp 1.1.3) against a stdio MCP server of our own, and
 * against a loopback HTTP MCP endpoint written here (JSON answers only) with an OAuth2 token route.
 */
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
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

// --- The exports of @utcp/mcp used directly (key mcp.protocol.members) -------------------------------
// These cases take the classes and schemas from the line's @utcp/mcp, so they run the same published
// code in both lines, whether or not the line's client accepts an mcp template.

interface ZodLike {
  parse(value: unknown): unknown;
  safeParse(value: unknown): {success: boolean; data?: unknown};
}

interface McpProtocol {
  registerManual(caller: unknown, template: Json): Promise<RegisterManualResult>;
  deregisterManual(caller: unknown, template: Json): Promise<void>;
  callTool(caller: unknown, toolName: string, args: Json, template: Json): Promise<unknown>;
  close(): Promise<void>;
  _mcpSessions: Map<string, unknown>;
  _oauthTokens: Map<string, unknown>;
}

interface McpModule {
  register(override?: boolean): void;
  McpCommunicationProtocol: new () => McpProtocol;
  McpCallTemplateSerializer: new () => {validateDict(value: Json): Json; toDict(value: Json): Json};
  McpCallTemplateSchema: ZodLike;
  McpConfigSchema: ZodLike;
  McpServerConfigSchema: ZodLike;
  McpStdioServerSchema: ZodLike;
  McpHttpServerSchema: ZodLike;
}

const mcpModule = async (sdk: LoadedSdk) => (await sdk.load('@utcp/mcp')) as unknown as McpModule;

/**
 * A stdio MCP server written to a temporary file with the line's MCP SDK: `say` answers with the
 * content items it is given, `pid` with its process id, `slow` after `ms` milliseconds, and `refs`
 * declares an input schema that points into `$defs`.
 */
function protocolServer(sdk: LoadedSdk): Json {
  const file = path.join(tempFolder(), 'protocol-server.mjs');
  const from = (module: string) =>
    JSON.stringify(path.join(sdk.root, 'node_modules/@modelcontextprotocol/sdk/dist/esm', module));
  writeFileSync(
    file,
    [
      `import {Server} from ${from('server/index.js')};`,
      `import {StdioServerTransport} from ${from('server/stdio.js')};`,
      `import {ListToolsRequestSchema, CallToolRequestSchema} from ${from('types.js')};`,
      "const server = new Server({name: 'protocol', version: '1.0.0'}, {capabilities: {tools: {}}});",
      'const object = {type: "object", properties: {}};',
      'const refs = {type: "object", properties: {place: {$ref: "#/$defs/place"}}, $defs: {place: {type: "object", properties: {city: {type: "string"}}}}};',
      'server.setRequestHandler(ListToolsRequestSchema, async () => ({tools: [',
      '  {name: "say", description: "", inputSchema: object},',
      '  {name: "pid", description: "", inputSchema: object},',
      '  {name: "slow", description: "", inputSchema: object},',
      '  {name: "refs", description: "", inputSchema: refs},',
      ']}));',
      'server.setRequestHandler(CallToolRequestSchema, async (request) => {',
      '  const args = request.params.arguments ?? {};',
      '  if (request.params.name === "pid") return {content: [{type: "text", text: String(process.pid)}]};',
      '  if (request.params.name === "slow") await new Promise((resolve) => setTimeout(resolve, args.ms));',
      '  return {content: args.content ?? [{type: "text", text: "done"}]};',
      '});',
      'await server.connect(new StdioServerTransport());',
    ].join('\n'),
  );
  return {transport: 'stdio', command: process.execPath, args: [file]};
}

function directTemplate(servers: Json, extra: Json = {}): Json {
  return {name: 'direct', call_template_type: 'mcp', config: {mcpServers: servers}, ...extra};
}

/** Runs `use` on a protocol instance of its own, closed afterwards. */
async function withProtocol<T>(sdk: LoadedSdk, use: (protocol: McpProtocol) => Promise<T>): Promise<T> {
  const protocol = new (await mcpModule(sdk)).McpCommunicationProtocol();
  try {
    return await use(protocol);
  } finally {
    await protocol.close();
  }
}

/** One protocol instance with the protocol server registered, shared by the calls of `say`. */
let sayProtocol: Promise<{protocol: McpProtocol; template: Json}> | undefined;
function sharedSay(sdk: LoadedSdk) {
  sayProtocol ??= (async () => {
    const protocol = new (await mcpModule(sdk)).McpCommunicationProtocol();
    const template = directTemplate({talk: protocolServer(sdk)});
    const result = await protocol.registerManual({}, template);
    if (!result.success) throw new Error(result.errors.join('; '));
    return {protocol, template};
  })();
  return sayProtocol;
}

/** What callTool returns for an answer made of `content`: its JSON type and value. */
function say(sdk: LoadedSdk, content: Json[]) {
  return settle(async () => {
    const {protocol, template} = await sharedSay(sdk);
    const value = await protocol.callTool({}, 'direct.talk.say', {content}, template);
    return {type: Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value, value};
  });
}

const text = (value: string): Json => ({type: 'text', text: value});

/** The delays (ms, 1 s or more) of the timers set while `work` runs. */
async function timersDuring<T>(work: () => Promise<T>): Promise<{delays: number[]; outcome: unknown}> {
  const delays: number[] = [];
  const original = globalThis.setTimeout;
  globalThis.setTimeout = ((handler: () => void, ms?: number, ...rest: unknown[]) => {
    if (typeof ms === 'number' && ms >= 1000) delays.push(ms);
    return original(handler, ms, ...rest);
  }) as typeof setTimeout;
  try {
    const outcome = await settle(work);
    return {delays: [...new Set(delays)].sort((a, b) => a - b), outcome};
  } finally {
    globalThis.setTimeout = original;
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

cases.push(
  ...casesOf(
    'mcp.protocol.members',
    {
      'import-registers': (sdk) =>
        settle(async () => {
          const mcp = await mcpModule(sdk);
          const core = await sdk.sdk();
          const ownSdk = path.join(sdk.root, 'node_modules/@utcp/mcp/node_modules/@utcp/sdk/dist/index.js');
          const registered = (module: Record<string, unknown>) => {
            const protocols = (module.CommunicationProtocol as {communicationProtocols: Record<string, unknown>})
              .communicationProtocols;
            const serializers = (module.CallTemplateSerializer as unknown as {serializers: Record<string, unknown>})
              .serializers;
            return {
              protocol: protocols.mcp instanceof mcp.McpCommunicationProtocol,
              serializer: serializers.mcp instanceof mcp.McpCallTemplateSerializer,
            };
          };
          return {
            lineSdk: registered(core),
            sdkOfThePlugin: existsSync(ownSdk)
              ? registered((await import(pathToFileURL(ownSdk).href)) as Record<string, unknown>)
              : 'the line SDK',
          };
        }),
      'register-again': (sdk) =>
        settle(async () => {
          const mcp = await mcpModule(sdk);
          const ownSdk = path.join(sdk.root, 'node_modules/@utcp/mcp/node_modules/@utcp/sdk/dist/index.js');
          const core = existsSync(ownSdk)
            ? ((await import(pathToFileURL(ownSdk).href)) as Record<string, unknown>)
            : ((await sdk.sdk()) as Record<string, unknown>);
          const protocols = (core.CommunicationProtocol as {communicationProtocols: Record<string, unknown>})
            .communicationProtocols;
          const serializers = (core.CallTemplateSerializer as unknown as {serializers: Record<string, unknown>})
            .serializers;
          const [protocol, serializer] = [protocols.mcp, serializers.mcp];
          mcp.register();
          const second = {
            protocolReplaced: protocols.mcp !== protocol,
            serializerReplaced: serializers.mcp !== serializer,
          };
          const [protocol2, serializer2] = [protocols.mcp, serializers.mcp];
          mcp.register(true);
          return {
            second,
            override: {
              protocolReplaced: protocols.mcp !== protocol2,
              serializerReplaced: serializers.mcp !== serializer2,
            },
          };
        }),
      'validate-invalid': (sdk) =>
        settle(async () => {
          const mcp = await mcpModule(sdk);
          try {
            new mcp.McpCallTemplateSerializer().validateDict({call_template_type: 'mcp', name: 'm'});
            return 'accepted';
          } catch (error) {
            return {type: (error as Error).constructor.name, firstLine: (error as Error).message.split('\n')[0]};
          }
        }),
      'template-defaults': (sdk) =>
        settle(async () =>
          (await mcpModule(sdk)).McpCallTemplateSchema.parse({
            name: 'm',
            call_template_type: 'mcp',
            config: {mcpServers: {odd: 42, empty: {}, nothing: null}},
          }),
        ),
      'to-dict': (sdk) =>
        settle(async () => {
          const mcp = await mcpModule(sdk);
          const serializer = new mcp.McpCallTemplateSerializer();
          return serializer.toDict(
            serializer.validateDict({name: 'm', call_template_type: 'mcp', config: {mcpServers: {}}, extra: 1}),
          );
        }),
      'config-any-entry': (sdk) =>
        settle(async () =>
          (await mcpModule(sdk)).McpConfigSchema.parse({mcpServers: {number: 42, text: 'x', nothing: null, list: []}}),
        ),
      'server-config-by-transport': (sdk) =>
        settle(async () => {
          const schema = (await mcpModule(sdk)).McpServerConfigSchema;
          return {
            stdio: schema.safeParse({transport: 'stdio', command: 'node'}),
            http: schema.safeParse({transport: 'http', url: 'https://mcp.example.com/mcp'}),
            websocket: schema.safeParse({transport: 'websocket', url: 'wss://mcp.example.com'}).success,
            missing: schema.safeParse({command: 'node'}).success,
            httpWithoutUrl: schema.safeParse({transport: 'http'}).success,
          };
        }),
      'stdio-schema': (sdk) =>
        settle(async () => {
          const schema = (await mcpModule(sdk)).McpStdioServerSchema;
          return {
            minimal: schema.parse({transport: 'stdio', command: 'node'}),
            httpTransport: schema.safeParse({transport: 'http', command: 'node'}).success,
            noTransport: schema.safeParse({command: 'node'}).success,
          };
        }),
      'http-schema': (sdk) =>
        settle(async () => {
          const schema = (await mcpModule(sdk)).McpHttpServerSchema;
          return {
            minimal: schema.parse({transport: 'http', url: 'https://mcp.example.com/mcp'}),
            stdioTransport: schema.safeParse({transport: 'stdio', url: 'https://mcp.example.com/mcp'}).success,
          };
        }),
      constructor: (sdk: LoadedSdk) =>
        settle(async () => {
          const protocol = new (await mcpModule(sdk)).McpCommunicationProtocol();
          return {sessions: protocol._mcpSessions.size, tokens: protocol._oauthTokens.size};
        }),
    },
    {timeoutMs: MCP_TIMEOUT},
  ),
);

cases.push(
  ...casesOf(
    'mcp.protocol.members',
    {
      'text-number': (sdk) => say(sdk, [text('42')]),
      'text-spaced-number': (sdk) => say(sdk, [text(' 42 ')]),
      'text-hex-number': (sdk) => say(sdk, [text('0x10')]),
      'text-empty': (sdk) => say(sdk, [text('')]),
      'text-true': (sdk) => say(sdk, [text('true')]),
      'text-null': (sdk) => say(sdk, [text('null')]),
      'text-nan': (sdk) => say(sdk, [text('NaN')]),
      'text-unicode': (sdk) => say(sdk, [text('grüße ✓')]),
      'text-crlf-json': (sdk) => say(sdk, [text('{"a": 1}\r\n')]),
      'one-image': (sdk) => say(sdk, [{type: 'image', data: 'aGk=', mimeType: 'image/png'}]),
      'no-items': (sdk) => say(sdk, []),
      'text-and-image': (sdk) => say(sdk, [text('7'), {type: 'image', data: 'aGk=', mimeType: 'image/png'}]),
      'call-unknown-server': (sdk) =>
        settle(async () => {
          const {protocol, template} = await sharedSay(sdk);
          return protocol.callTool({}, 'direct.elsewhere.say', {}, template);
        }),
      'call-two-part-name': (sdk) =>
        settle(async () => {
          const {protocol, template} = await sharedSay(sdk);
          return protocol.callTool({}, 'talk.say', {content: [text('via two parts')]}, template);
        }),
      'session-reuse': (sdk) =>
        settle(
          withProtocol(sdk, async (protocol) => {
            const template = directTemplate({files: protocolServer(sdk)});
            await protocol.registerManual({}, template);
            const first = await protocol.callTool({}, 'direct.files.pid', {}, template);
            const second = await protocol.callTool({}, 'direct.files.pid', {}, template);
            await protocol.registerManual({}, template);
            const third = await protocol.callTool({}, 'direct.files.pid', {}, template);
            return {samePid: first === second && second === third, sessions: [...protocol._mcpSessions.keys()]};
          }),
        ),
      'same-server-name-two-templates': (sdk) =>
        settle(
          withProtocol(sdk, async (protocol) => {
            const first = directTemplate({files: protocolServer(sdk)});
            const second = {...directTemplate({files: protocolServer(sdk)}), name: 'other'};
            await protocol.registerManual({}, first);
            await protocol.registerManual({}, second);
            const a = await protocol.callTool({}, 'direct.files.pid', {}, first);
            const b = await protocol.callTool({}, 'other.files.pid', {}, second);
            return {samePid: a === b, sessions: [...protocol._mcpSessions.keys()]};
          }),
        ),
      'server-killed': (sdk) =>
        settle(
          withProtocol(sdk, async (protocol) => {
            const template = directTemplate({files: protocolServer(sdk)});
            await protocol.registerManual({}, template);
            const first = Number(await protocol.callTool({}, 'direct.files.pid', {}, template));
            process.kill(first, 'SIGKILL');
            await pause(500);
            const second = await settle(protocol.callTool({}, 'direct.files.pid', {}, template));
            const value = 'value' in second ? Number(second.value) : undefined;
            return {
              firstAlive: alive(first),
              second: value === undefined ? second : {newPid: value !== first},
            };
          }),
        ),
      'register-refs': (sdk) =>
        settle(
          withProtocol(sdk, async (protocol) => {
            const result = await protocol.registerManual({}, directTemplate({files: protocolServer(sdk)}));
            return result.manual?.tools.find((t) => t.name === 'direct.files.refs')?.inputs;
          }),
        ),
      'register-one-fails': (sdk) =>
        settle(
          withProtocol(sdk, async (protocol) => {
            const result = await protocol.registerManual(
              {},
              directTemplate({
                works: protocolServer(sdk),
                missing: {transport: 'stdio', command: '/nonexistent/mcp-server'},
              }),
            );
            return registrationSummary(result);
          }),
        ),
      deregister: (sdk) =>
        settle(
          withProtocol(sdk, async (protocol) => {
            const template = directTemplate({files: protocolServer(sdk)});
            const other = {...directTemplate({kept: protocolServer(sdk)}), name: 'other'};
            await protocol.registerManual({}, template);
            await protocol.registerManual({}, other);
            const pid = Number(await protocol.callTool({}, 'direct.files.pid', {}, template));
            const kept = Number(await protocol.callTool({}, 'other.kept.pid', {}, other));
            await protocol.deregisterManual({}, template);
            await pause(1000);
            return {
              sessions: [...protocol._mcpSessions.keys()],
              serverAlive: alive(pid),
              otherServerAlive: alive(kept),
            };
          }),
        ),
      'stdio-timeout': (sdk) =>
        settle(
          withProtocol(sdk, async (protocol) => {
            const template = directTemplate({files: {...protocolServer(sdk), timeout: 1}});
            await protocol.registerManual({}, template);
            const started = Date.now();
            const outcome = await settle(protocol.callTool({}, 'direct.files.slow', {ms: 3000}, template));
            return {outcome, failedWithin2s: Date.now() - started < 2000};
          }),
        ),
      'stdio-timeout-default': (sdk) =>
        withProtocol(sdk, async (protocol) => {
          const template = directTemplate({files: protocolServer(sdk)});
          await protocol.registerManual({}, template);
          return timersDuring(() => protocol.callTool({}, 'direct.files.say', {}, template));
        }),
    },
    {timeoutMs: MCP_TIMEOUT},
  ),
);

/** Registers one HTTP server entry on the protocol directly and calls its tool; what the server saw. */
function directHttp(sdk: LoadedSdk, entry: Json, extra: Json = {}, after?: (protocol: McpProtocol) => Promise<void>) {
  return withServer({'POST /token': json(TOKEN), '/mcp': mcpEndpoint}, async ({base, received}) =>
    withProtocol(sdk, async (protocol) => {
      const auth = typeof extra.auth === 'function' ? {auth: (extra.auth as (b: string) => Json)(base)} : {};
      const template = directTemplate({remote: {transport: 'http', url: `${base}/mcp`, ...entry}}, auth);
      const registration = registrationSummary(await protocol.registerManual({}, template));
      const call = await settle(protocol.callTool({}, 'direct.remote.ping', {}, template));
      if (after) await after(protocol);
      return {registration, call, received: received.map((r) => ({method: r.method, url: r.url, headers: r.headers}))};
    }),
  );
}

cases.push(
  ...casesOf(
    'mcp.protocol.members',
    {
      'http-headers': (sdk) =>
        settle(async () => {
          const {registration, call, received} = await directHttp(sdk, {headers: {'X-Team': 'blue'}});
          const mcp = received.filter((r) => r.url.startsWith('/mcp'));
          return {
            registration,
            call,
            requests: mcp.length,
            xTeam: [...new Set(mcp.map((r) => r.headers['x-team'] ?? null))],
          };
        }),
      'http-timeout': (sdk) =>
        settle(async () => {
          let observed: unknown;
          await withServer({'/mcp': mcpEndpoint}, async ({base}) =>
            withProtocol(sdk, async (protocol) => {
              const template = directTemplate({remote: {transport: 'http', url: `${base}/mcp`, timeout: 2}});
              await protocol.registerManual({}, template);
              observed = await timersDuring(() => protocol.callTool({}, 'direct.remote.ping', {}, template));
            }),
          );
          return observed;
        }),
      'http-timeout-default': (sdk) =>
        settle(async () => {
          let observed: unknown;
          await withServer({'/mcp': mcpEndpoint}, async ({base}) =>
            withProtocol(sdk, async (protocol) => {
              const template = directTemplate({remote: {transport: 'http', url: `${base}/mcp`}});
              await protocol.registerManual({}, template);
              observed = await timersDuring(() => protocol.callTool({}, 'direct.remote.ping', {}, template));
            }),
          );
          return observed;
        }),
      'http-close-no-delete': (sdk) =>
        settle(async () => {
          const {received} = await directHttp(sdk, {terminate_on_close: true}, {}, (protocol) => protocol.close());
          return [...new Set(received.map((r) => r.method))].sort();
        }),
      'close-forgets-tokens': (sdk) =>
        settle(
          withServer({'POST /token': json(TOKEN), '/mcp': mcpEndpoint}, async ({base, received}) =>
            withProtocol(sdk, async (protocol) => {
              const template = directTemplate(
                {remote: {transport: 'http', url: `${base}/mcp`}, files: protocolServer(sdk)},
                {auth: clientCredentials(base)},
              );
              await protocol.registerManual({}, template);
              const before = {sessions: [...protocol._mcpSessions.keys()].sort(), tokens: protocol._oauthTokens.size};
              await protocol.close();
              const after = {sessions: protocol._mcpSessions.size, tokens: protocol._oauthTokens.size};
              const tokenRequestsBefore = received.filter((r) => r.url.startsWith('/token')).length;
              await protocol.registerManual({}, template);
              return {
                before,
                after,
                tokenRequestsBefore,
                tokenRequestsAgain: received.filter((r) => r.url.startsWith('/token')).length - tokenRequestsBefore,
              };
            }),
          ),
        ),
    },
    {timeoutMs: MCP_TIMEOUT},
  ),
);

/** The loopback MCP endpoint, except that `tools/call` is answered as an SSE stream after `delayMs`. */
function slowSseCall(delayMs: number): Handler {
  return async (request, response) => {
    const message = request.method === 'POST' ? (JSON.parse(request.body) as {id?: number; method: string}) : null;
    if (message?.method !== 'tools/call') return mcpEndpoint(request, response);
    response.writeHead(200, {'content-type': 'text/event-stream'});
    await pause(delayMs);
    const result = {content: [{type: 'text', text: 'late pong'}]};
    response.end(`event: message\ndata: ${JSON.stringify({jsonrpc: '2.0', id: message.id, result})}\n\n`);
  };
}

cases.push(
  ...casesOf(
    'mcp.protocol.members',
    {
      'http-sse-read-timeout': (sdk) =>
        settle(
          withServer({'/mcp': slowSseCall(1500)}, async ({base}) =>
            withProtocol(sdk, async (protocol) => {
              const template = directTemplate({
                remote: {transport: 'http', url: `${base}/mcp`, sse_read_timeout: 0.5},
              });
              await protocol.registerManual({}, template);
              return settle(protocol.callTool({}, 'direct.remote.ping', {}, template));
            }),
          ),
        ),
      'entry-not-validated': (sdk) =>
        settle(async () => {
          const mcp = await mcpModule(sdk);
          const entry = {...protocolServer(sdk), env: {MCP_NUMBER: 5}};
          return withProtocol(sdk, async (protocol) => ({
            schemaAccepts: mcp.McpServerConfigSchema.safeParse(entry).success,
            registration: registrationSummary(await protocol.registerManual({}, directTemplate({files: entry}))),
          }));
        }),
    },
    {timeoutMs: MCP_TIMEOUT},
  ),
);

/** The loopback MCP endpoint, except that the first `tools/call` request has its connection destroyed. */
function resetFirstCall(): Handler {
  let calls = 0;
  return (request, response) => {
    const message = request.method === 'POST' ? (JSON.parse(request.body) as {method: string}) : null;
    if (message?.method === 'tools/call' && calls++ === 0) {
      request.socket.destroy();
      return;
    }
    return mcpEndpoint(request, response);
  };
}

cases.push(
  ...casesOf(
    'mcp.protocol.members',
    {
      'http-connection-reset': (sdk) =>
        settle(
          withServer({'/mcp': resetFirstCall()}, async ({base, received}) =>
            withProtocol(sdk, async (protocol) => {
              const template = directTemplate({remote: {transport: 'http', url: `${base}/mcp`}});
              await protocol.registerManual({}, template);
              const first = await settle(protocol.callTool({}, 'direct.remote.ping', {}, template));
              const second = await settle(protocol.callTool({}, 'direct.remote.ping', {}, template));
              return {
                first,
                second,
                initializeRequests: received.filter((r) => r.body.includes('"initialize"')).length,
              };
            }),
          ),
        ),
    },
    {timeoutMs: MCP_TIMEOUT},
  ),
);

/**
 * A token route that answers both token requests with different tokens: the one sent with Basic credentials after
 * `basicDelay` ms and the one with the credentials in the body after `bodyDelay` ms.
 */
function racingTokens(bodyDelay: number, basicDelay: number): Handler {
  return async (request, response) => {
    const basic = (request.headers.authorization ?? '').startsWith('Basic ');
    await new Promise((resolve) => setTimeout(resolve, basic ? basicDelay : bodyDelay));
    json({...TOKEN, access_token: basic ? 'token-of-basic-request' : 'token-of-body-request'})(request, response);
  };
}

function registerWithRacingTokens(sdk: Parameters<typeof register>[0], bodyDelay: number, basicDelay: number) {
  return withServer(
    {'POST /token': racingTokens(bodyDelay, basicDelay), '/mcp': mcpEndpoint},
    async ({base, received}) => {
      const registration = await register(
        sdk,
        template(sdk, {http_race: {transport: 'http', url: `${base}/mcp`}}, {auth: clientCredentials(base)}),
      );
      return {registration, mcpAuthorization: seenByServer(received).mcpAuthorization};
    },
  );
}

cases.push(
  ...casesOf(
    'mcp.auth.http-server',
    {
      'both-tokens-basic-first': (sdk) => registerWithRacingTokens(sdk, 400, 0),
      'both-tokens-body-first': (sdk) => registerWithRacingTokens(sdk, 0, 400),
    },
    {timeoutMs: MCP_TIMEOUT},
  ),
);

/** Whether deregistering an MCP manual, rather than closing the client, stops the stdio server it started. */
async function pidAliveAfter(pid: number): Promise<boolean> {
  await new Promise((resolve) => setTimeout(resolve, 1000));
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

cases.push(
  ...casesOf(
    'mcp.session.deregister',
    {
      'after-one-call': (sdk) =>
        settle(
          withMcpClient(sdk, async (utcp) => {
            const result = await utcp.registerManual(template(sdk));
            if (!result.success) return notRegistered(result);
            const pid = Number(await utcp.callTool('workspace.files.pid', {}));
            const removed = await utcp.deregisterManual('workspace');
            return {removed, serverAliveAfterDeregister: await pidAliveAfter(pid)};
          }),
        ),
      'twice-then-register-again': (sdk) =>
        settle(
          withMcpClient(sdk, async (utcp) => {
            const result = await utcp.registerManual(template(sdk));
            if (!result.success) return notRegistered(result);
            const first = await utcp.callTool('workspace.files.pid', {});
            const removed = [await utcp.deregisterManual('workspace'), await utcp.deregisterManual('workspace')];
            const again = await utcp.registerManual(template(sdk));
            const second = again.success ? await utcp.callTool('workspace.files.pid', {}) : null;
            return {removed, registeredAgain: again.success, newServerProcess: second !== null && second !== first};
          }),
        ),
    },
    {timeoutMs: MCP_TIMEOUT},
  ),
);

// Second reading 2026-11-30 (lead, RFC 5.8): a transport value other than stdio and http.
cases.push(
  ...casesOf(
    'mcp.server.config',
    {
      'transport-sse': (sdk) =>
        register(sdk, template(sdk, {files: {transport: 'sse', url: 'http://127.0.0.1:9/sse'}})),
    },
    {timeoutMs: MCP_TIMEOUT},
  ),
);

// c-mcp-http 2026-11-30: the same mcp template through UtcpClientConfigSerializer, beside the UtcpClient.create case.
cases.push({
  key: 'mcp.install.sdk-line',
  case: 'config-serializer',
  timeoutMs: MCP_TIMEOUT,
  run: async (sdk) => {
    await sdk.load('@utcp/mcp');
    const core = await sdk.sdk();
    const outcome = await settle(async () =>
      new core.UtcpClientConfigSerializer().validateDict({manual_call_templates: [template(sdk)]}) ? 'valid' : 'none',
    );
    if (!('error' in outcome)) return outcome;
    return {
      type: outcome.error.type,
      firstLine: outcome.error.message.split('\n')[0],
      'names Invalid CallTemplate object': outcome.error.message.includes('Invalid CallTemplate object'),
    };
  },
});

// Second reading 2026-11-30 (w-v10): which plain-HTTP hosts count as loopback for an http server entry (all on
// port 9, where nothing listens), and a transport value other than http or stdio.
/** What a registration outcome says of the URL rule: refused as insecure, dialled (nothing listens), or the outcome. */
function urlRuleVerdict(outcome: unknown): string {
  const text = JSON.stringify(outcome);
  return text.includes('Security error') ? 'refused as insecure' : text.includes('fetch failed') ? 'dialled' : text;
}

/** One verdict per URL, in the order given. */
async function perUrl(sdk: LoadedSdk, urls: string[], judge: (sdk: LoadedSdk, url: string) => Promise<unknown>) {
  const seen: Record<string, unknown> = {};
  for (const url of urls) seen[url] = await judge(sdk, url);
  return seen;
}

async function urlRuleOf(sdk: LoadedSdk, url: string) {
  const outcome = await register(sdk, template(sdk, {remote: {transport: 'http', url}}));
  return urlRuleVerdict(outcome);
}

cases.push(
  ...casesOf(
    'mcp.http.url-rule',
    {
      'other-hosts': (sdk) =>
        perUrl(
          sdk,
          [
            'http://localhost:9/mcp',
            'http://LOCALHOST:9/mcp',
            'http://127.0.0.2:9/mcp',
            'http://[::1]:9/mcp',
            'http://0.0.0.0:9/mcp',
            'http://localhost.example.invalid:9/mcp',
            'http://10.0.0.1:9/mcp',
          ],
          urlRuleOf,
        ),
      'sse-transport': (sdk) =>
        register(sdk, template(sdk, {remote: {transport: 'sse', url: 'http://127.0.0.1:9/mcp'}})),
    },
    {timeoutMs: MCP_TIMEOUT},
  ),
);

// Second reading (wave 3) 2026-11-29: more plain-HTTP hosts (the top of 127/8, the short form 127.1, an
// IPv4-mapped loopback, a trailing dot, a user name, the IPv6 unspecified address, an upper-case scheme); an env
// that overrides an inherited variable or sets one empty; terminate_on_close false, and deregistering before close.
cases.push(
  ...casesOf(
    'mcp.http.url-rule',
    {
      'wave3-hosts': (sdk) =>
        perUrl(
          sdk,
          [
            'http://127.255.255.254:9/mcp',
            'http://127.1:9/mcp',
            'http://[::ffff:127.0.0.1]:9/mcp',
            'http://localhost.:9/mcp',
            'http://user@localhost:9/mcp',
            'http://[::]:9/mcp',
            'HTTP://127.0.0.1:9/mcp',
          ],
          urlRuleOf,
        ),
    },
    {timeoutMs: MCP_TIMEOUT},
  ),
  ...casesOf(
    'mcp.stdio.environment',
    {
      'wave3-override-and-empty': (sdk) =>
        callEnvWithParentVar(sdk, {
          secrets: stdioServer(sdk, {env: {BEHAVIOUR_PARENT_VAR: 'from-entry', MCP_SECRET: ''}}),
        }),
    },
    {timeoutMs: MCP_TIMEOUT},
  ),
  ...casesOf(
    'mcp.protocol.members',
    {
      'wave3-close-variants': (sdk) =>
        settle(async () => {
          const methods = (received: {method: string}[]) => [...new Set(received.map((r) => r.method))].sort();
          const terminateFalse = await directHttp(sdk, {terminate_on_close: false}, {}, (protocol) => protocol.close());
          const deregistered = await directHttp(sdk, {}, {}, async (protocol) => {
            await protocol.deregisterManual({}, directTemplate({remote: {transport: 'http', url: 'unused'}}));
            await protocol.close();
          });
          return {
            'terminate_on_close false, close': methods(terminateFalse.received),
            'deregisterManual, then close': methods(deregistered.received),
          };
        }),
    },
    {timeoutMs: MCP_TIMEOUT},
  ),
);

// Second reading (wave 3) 2026-11-29: a timeout of half a second on a call that takes 1.5 s, the same session's next
// quick call, and a timeout of 2 s on a call that takes 1 s; on the 1.0 SDK, whether the stdio server of a refused
// template is ever started.
cases.push(
  ...casesOf(
    'mcp.protocol.members',
    {
      'wave3-timeout-edges': (sdk) =>
        settle(
          withProtocol(sdk, async (protocol) => {
            const short = directTemplate({files: {...protocolServer(sdk), timeout: 0.5}});
            await protocol.registerManual({}, short);
            const timedOut = await settle(protocol.callTool({}, 'direct.files.slow', {ms: 1500}, short));
            const next = await settle(protocol.callTool({}, 'direct.files.say', {}, short));
            const roomy = directTemplate({roomy: {...protocolServer(sdk), timeout: 2}});
            await protocol.registerManual({}, roomy);
            const inTime = await settle(protocol.callTool({}, 'direct.roomy.slow', {ms: 1000}, roomy));
            return {'timeout 0.5, 1.5 s call': timedOut, 'next call': next, 'timeout 2, 1 s call': inTime};
          }),
        ),
    },
    {timeoutMs: MCP_TIMEOUT},
  ),
  ...casesOf(
    'mcp.install.sdk-line',
    {
      'wave3-server-never-started': (sdk) => settle(registerLogged(sdk, 'wave3files')),
    },
    {timeoutMs: MCP_TIMEOUT},
  ),
);

// Second reading (wave 3) 2026-11-29 (g-rfc, RFC 5.x mcp): terminate_on_close false against true, and an
// sse_read_timeout far below the answer's delay.
cases.push(
  ...casesOf(
    'mcp.protocol.members',
    {
      'http-close-terminate-false': (sdk) =>
        settle(async () => {
          const {received} = await directHttp(sdk, {terminate_on_close: false}, {}, (protocol) => protocol.close());
          return [...new Set(received.map((r) => r.method))].sort();
        }),
      'http-sse-read-timeout-tiny': (sdk) =>
        settle(
          withServer({'/mcp': slowSseCall(1500)}, async ({base}) =>
            withProtocol(sdk, async (protocol) => {
              const template = directTemplate({
                remote: {transport: 'http', url: `${base}/mcp`, sse_read_timeout: 0.01},
              });
              await protocol.registerManual({}, template);
              return settle(protocol.callTool({}, 'direct.remote.ping', {}, template));
            }),
          ),
        ),
    },
    {timeoutMs: MCP_TIMEOUT},
  ),
);

// Second reading (wave 4) 2026-11-29 (x-v10, 1.0 MCP server table): an env name that differs from the inherited one
// only in letter case, a non-ASCII value; and loopback hosts written as a decimal or hex number, with a trailing
// dot after the address, in the long IPv6 form, or with leading zeros.
cases.push(
  ...casesOf(
    'mcp.stdio.environment',
    {
      'wave4-other-case-and-unicode': (sdk) =>
        callEnvWithParentVar(sdk, {
          secrets: stdioServer(sdk, {env: {behaviour_parent_var: 'lower-case', MCP_SECRET: 'ü ☃ 日本'}}),
        }),
    },
    {timeoutMs: MCP_TIMEOUT},
  ),
  ...casesOf(
    'mcp.http.url-rule',
    {
      'wave4-hosts': (sdk) =>
        perUrl(
          sdk,
          [
            'http://2130706433:9/mcp',
            'http://0x7f000001:9/mcp',
            'http://127.0.0.1.:9/mcp',
            'http://[0:0:0:0:0:0:0:1]:9/mcp',
            'http://127.000.000.001:9/mcp',
            'http://LocalHost:9/mcp',
          ],
          urlRuleOf,
        ),
    },
    {timeoutMs: MCP_TIMEOUT},
  ),
);

// Second reading (wave 4) 2026-11-29 (x-next): a listing that takes longer than the entry's timeout (the protocol
// server with its tools/list answered 1.5 s late), and a call on the same session afterwards.
function slowListingServer(sdk: LoadedSdk, ms: number): Json {
  const server = protocolServer(sdk) as {args: string[]};
  const file = server.args[0];
  const text = readFileSync(file, 'utf8').split('\n');
  const connect = text.pop() as string;
  text.push(
    'server.setRequestHandler(ListToolsRequestSchema, async () => {',
    `  await new Promise((resolve) => setTimeout(resolve, ${ms}));`,
    '  return {tools: [{name: "say", description: "", inputSchema: object}]};',
    '});',
    connect,
  );
  writeFileSync(file, text.join('\n'));
  return server as unknown as Json;
}

cases.push(
  ...casesOf(
    'mcp.protocol.members',
    {
      'wave4-listing-timeout': (sdk) =>
        settle(
          withProtocol(sdk, async (protocol) => {
            const short = directTemplate({files: {...slowListingServer(sdk, 1500), timeout: 0.5}});
            const registered = (await protocol.registerManual({}, short)) as {
              success: boolean;
              errors: string[];
              manual: {tools: {name: string}[]};
            };
            const next = await settle(protocol.callTool({}, 'direct.files.say', {}, short));
            return {
              success: registered.success,
              errors: firstLines(registered.errors.map(String)),
              tools: registered.manual.tools.map((t) => t.name),
              'call on the same entry afterwards': next,
            };
          }),
        ),
    },
    {timeoutMs: MCP_TIMEOUT},
  ),
);

// cspell:ignore localdomain
// Second reading (wave 5) 2026-11-29 (h-mcp): more loopback spellings (octal, an IPv4-mapped address in hex, the
// name localhost.localdomain, the bare 0, LOCALHOST. with a trailing dot) and more URLs with credentials (a user
// and password on 127.0.0.1, an empty user, a user on an https remote host); a user@localhost server beside a
// working stdio server of the same template.
cases.push(
  ...casesOf(
    'mcp.http.url-rule',
    {
      'wave5-hosts': (sdk) =>
        perUrl(
          sdk,
          [
            'http://0177.0.0.1:9/mcp',
            'http://[::ffff:7f00:1]:9/mcp',
            'http://localhost.localdomain:9/mcp',
            'http://0:9/mcp',
            'http://LOCALHOST.:9/mcp',
            'http://user:pw@127.0.0.1:9/mcp',
            'http://@localhost:9/mcp',
            'https://user@example.invalid/mcp',
          ],
          urlRuleOf,
        ),
      'wave5-user-beside-working-server': (sdk) =>
        register(
          sdk,
          template(sdk, {files: stdioServer(sdk), remote: {transport: 'http', url: 'http://user@localhost:9/mcp'}}),
        ),
    },
    {timeoutMs: MCP_TIMEOUT},
  ),
);

/**
 * Like mcpEndpoint, but every answer carries an Mcp-Session-Id header, and the first `slowCalls` tools/call requests
 * are answered as plain JSON only after `delayMs`.
 */
function sessionEndpoint(delayMs: number, slowCalls: number): Handler {
  let calls = 0;
  return async (request, response) => {
    if (request.method !== 'POST') {
      response.writeHead(405, {'mcp-session-id': 'wave5-session'});
      response.end();
      return;
    }
    const message = JSON.parse(request.body) as {id?: number | string; method: string; params?: Json};
    if (message.id === undefined) {
      response.writeHead(202, {'mcp-session-id': 'wave5-session'});
      response.end();
      return;
    }
    const results: Record<string, Json> = {
      initialize: {
        protocolVersion: message.params?.protocolVersion,
        capabilities: {tools: {}},
        serverInfo: {name: 'behaviour-http-session', version: '1.0.0'},
      },
      'tools/list': {
        tools: [{name: 'ping', description: 'answers pong', inputSchema: {type: 'object', properties: {}}}],
      },
      'tools/call': {content: [{type: 'text', text: 'pong'}]},
    };
    if (message.method === 'tools/call' && calls++ < slowCalls) await pause(delayMs);
    response.writeHead(200, {'content-type': 'application/json', 'mcp-session-id': 'wave5-session'});
    response.end(JSON.stringify({jsonrpc: '2.0', id: message.id, result: results[message.method] ?? {}}));
  };
}

// Second reading (wave 5) 2026-11-29 (h-mcp): a server that gives a session id and answers a call as plain JSON 1.5 s
// late, with sse_read_timeout 0.5 and terminate_on_close true, then close (the methods the server saw); an HTTP
// entry with timeout 0.5 whose first call takes 1.5 s, and the next call; a stdio entry whose timeout (3,000,000 s)
// is beyond what a Node.js timer holds, and a quick call on it.
cases.push(
  ...casesOf(
    'mcp.protocol.members',
    {
      'wave5-session-id-close-and-timeouts': (sdk) =>
        settle(async () => {
          const read = await withServer({'/mcp': sessionEndpoint(1500, 1)}, async ({base, received}) => {
            const call = await withProtocol(sdk, async (protocol) => {
              const entry = {transport: 'http', url: `${base}/mcp`, sse_read_timeout: 0.5, terminate_on_close: true};
              const template = directTemplate({remote: entry});
              await protocol.registerManual({}, template);
              return settle(protocol.callTool({}, 'direct.remote.ping', {}, template));
            });
            await pause(300);
            return {call, methods: [...new Set(received.map((r) => r.method))].sort()};
          });
          const http = await withServer({'/mcp': sessionEndpoint(1500, 1)}, async ({base}) =>
            withProtocol(sdk, async (protocol) => {
              const template = directTemplate({remote: {transport: 'http', url: `${base}/mcp`, timeout: 0.5}});
              await protocol.registerManual({}, template);
              const timedOut = await settle(protocol.callTool({}, 'direct.remote.ping', {}, template));
              const next = await settle(protocol.callTool({}, 'direct.remote.ping', {}, template));
              return {'timeout 0.5, 1.5 s call': timedOut, 'next call': next};
            }),
          );
          // 3,000,000 s is more milliseconds than a Node.js timer holds: the timer fires after 1 ms instead, so
          // whether the registration or the call beats it is a race. What is certain is Node's overflow warning.
          const warnings: string[] = [];
          const onWarning = (warning: Error) => warnings.push(warning.name);
          process.on('warning', onWarning);
          const huge = await withProtocol(sdk, async (protocol) => {
            const template = directTemplate({files: {...protocolServer(sdk), timeout: 3000000}});
            await protocol.registerManual({}, template);
            await settle(protocol.callTool({}, 'direct.files.say', {}, template));
            await pause(50);
            return {'Node.js warnings': [...new Set(warnings)].sort()};
          });
          process.off('warning', onWarning);
          return {
            'sse_read_timeout 0.5, session id, 1.5 s JSON answer, then close': read,
            'http entry': http,
            'stdio timeout 3000000': huge,
          };
        }),
    },
    {timeoutMs: MCP_TIMEOUT},
  ),
  ...casesOf(
    'mcp.stdio.environment',
    {
      'wave5-inherited-emptied': (sdk) =>
        callEnvWithParentVar(sdk, {secrets: stdioServer(sdk, {env: {BEHAVIOUR_PARENT_VAR: '', MCP_SECRET: 'x'}})}),
    },
    {timeoutMs: MCP_TIMEOUT},
  ),
);

// First reading (wave 6) 2026-11-29, u-mcp: names and call results through the client, against a stdio server
// written here whose tool names are given and whose tools answer with the content (and flags) they are sent.

/**
 * A stdio MCP server (temporary file, the line's MCP SDK) offering the tools `names`, each without an output
 * schema, and `typed`, whose output schema requires a number `n`. Every tool answers with `content`,
 * `isError` and `structuredContent` taken from its arguments (a text "done" when no content is given).
 */
function contentServer(sdk: LoadedSdk, names: string[] = ['say']): Json {
  const file = path.join(tempFolder(), 'content-server.mjs');
  const from = (module: string) =>
    JSON.stringify(path.join(sdk.root, 'node_modules/@modelcontextprotocol/sdk/dist/esm', module));
  writeFileSync(
    file,
    [
      `import {Server} from ${from('server/index.js')};`,
      `import {StdioServerTransport} from ${from('server/stdio.js')};`,
      `import {ListToolsRequestSchema, CallToolRequestSchema} from ${from('types.js')};`,
      "const server = new Server({name: 'content', version: '1.0.0'}, {capabilities: {tools: {}}});",
      'const object = {type: "object", properties: {}};',
      'const output = {type: "object", properties: {n: {type: "number"}}, required: ["n"]};',
      `const names = ${JSON.stringify(names)};`,
      'server.setRequestHandler(ListToolsRequestSchema, async () => ({tools: [',
      '  ...names.map((name) => ({name, description: "", inputSchema: object})),',
      '  {name: "typed", description: "", inputSchema: object, outputSchema: output},',
      ']}));',
      'server.setRequestHandler(CallToolRequestSchema, async (request) => {',
      '  const args = request.params.arguments ?? {};',
      '  const answer = {content: args.content ?? [{type: "text", text: "done"}]};',
      '  if (args.isError !== undefined) answer.isError = args.isError;',
      '  if (args.structuredContent !== undefined) answer.structuredContent = args.structuredContent;',
      '  return answer;',
      '});',
      'await server.connect(new StdioServerTransport());',
    ].join('\n'),
  );
  return {transport: 'stdio', command: process.execPath, args: [file]};
}

/** Registers manual `manualName` with one content server `serverName` offering `names`; the stored names and a call. */
async function namesOf(sdk: LoadedSdk, manualName: string, serverName: string, names: string[]) {
  return settle(
    withMcpClient(sdk, async (utcp) => {
      const result = await utcp.registerManual({
        ...template(sdk, {[serverName]: contentServer(sdk, names)}),
        name: manualName,
      });
      if (!result.success) return notRegistered(result);
      const stored = (result.manual?.tools ?? []).map((t) => t.name).filter((n) => !n.endsWith('.typed'));
      return {
        stored,
        callOfStoredName: await settle(utcp.callTool(stored[0], {content: [text('hi')]})),
      };
    }),
  );
}

cases.push(
  ...casesOf(
    'mcp.tools.names',
    {
      'server-named-like-manual': (sdk) => namesOf(sdk, 'workspace', 'workspace', ['who']),
      'tool-prefixed-with-server': (sdk) => namesOf(sdk, 'workspace', 'files', ['files.read']),
      'manual-name-with-hyphen': (sdk) => namesOf(sdk, 'my-workspace', 'files', ['who']),
      'unicode-tool-name': (sdk) => namesOf(sdk, 'workspace', 'files', ['grüße']),
      // Second reading (wave 8) 2026-11-29: a dot and a non-ASCII letter in the manual name, one client each.
      'w8-dot-and-accent-in-manual-name': async (sdk) => ({
        'shop.v2': await namesOf(sdk, 'shop.v2', 'files', ['who']),
        wétter: await namesOf(sdk, 'wétter', 'files', ['who']),
      }),
    },
    {timeoutMs: MCP_TIMEOUT},
  ),
);

/** One client with the content server registered as workspace.talk, shared by the calls below. */
let talkClient: Promise<{utcp: UtcpClient; result: RegisterManualResult}> | undefined;
function sharedTalk(sdk: LoadedSdk) {
  talkClient ??= (async () => {
    const utcp = await client(sdk, {}, ['@utcp/mcp']);
    return {utcp, result: await utcp.registerManual(template(sdk, {talk: contentServer(sdk)}))};
  })();
  return talkClient;
}

/** Calls workspace.talk.<tool> with `args` through the shared client: the JSON type and value it returns. */
function talk(sdk: LoadedSdk, args: Json, tool = 'say') {
  return settle(async () => {
    const {utcp, result} = await sharedTalk(sdk);
    if (!result.success) return notRegistered(result);
    const value = await utcp.callTool(`workspace.talk.${tool}`, args);
    return {type: Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value, value};
  });
}

const image: Json = {type: 'image', data: 'aGk=', mimeType: 'image/png'};

cases.push(
  ...casesOf(
    'mcp.result.content',
    {
      'hex-text': (sdk) => talk(sdk, {content: [text('0x10')]}),
      'empty-text': (sdk) => talk(sdk, {content: [text('')]}),
      'json-true-text': (sdk) => talk(sdk, {content: [text('true')]}),
      'crlf-unicode-text': (sdk) => talk(sdk, {content: [text('grüße\r\n✓')]}),
      'no-items': (sdk) => talk(sdk, {content: []}),
      'one-image': (sdk) => talk(sdk, {content: [image]}),
      'text-and-image': (sdk) => talk(sdk, {content: [text('words'), image]}),
      'structured-without-text': (sdk) => talk(sdk, {content: [], structuredContent: {n: 1}}),
      'typed-structured-matching': (sdk) => talk(sdk, {content: [text('see n')], structuredContent: {n: 1}}, 'typed'),
      'typed-structured-not-matching': (sdk) =>
        talk(sdk, {content: [text('see n')], structuredContent: {n: 'one'}}, 'typed'),
      'typed-without-structured': (sdk) => talk(sdk, {content: [text('see n')]}, 'typed'),
      'is-error-json-text': (sdk) => talk(sdk, {content: [text('{"code": 4}')], isError: true}),
      'is-error-no-items': (sdk) => talk(sdk, {content: [], isError: true}),
      'is-error-two-items': (sdk) => talk(sdk, {content: [text('bad'), text('input')], isError: true}),
      'is-error-typed-without-structured': (sdk) => talk(sdk, {content: [text('bad')], isError: true}, 'typed'),
    },
    {timeoutMs: MCP_TIMEOUT},
  ),
);

// Third reading (wave 7) 2026-11-29 (w7): the URL rule of an http server entry run on the protocol itself (the
// client of the 1.0 line refuses every mcp template before any URL is looked at): registerManual of one http entry
// per URL, nothing listening at port 9, so a URL that passes the rule is dialled and fails to connect.
async function directUrlRuleOf(sdk: LoadedSdk, url: string) {
  const outcome = await settle(
    withProtocol(sdk, async (protocol) => {
      const result = await protocol.registerManual({}, directTemplate({remote: {transport: 'http', url}}));
      return {success: result.success, errors: result.errors.map((e) => e.split('\n')[0])};
    }),
  );
  return urlRuleVerdict(outcome);
}

cases.push(
  ...casesOf(
    'mcp.protocol.members',
    {
      'w7-http-url-rule-direct': (sdk) =>
        perUrl(
          sdk,
          [
            'http://localhost:9/mcp',
            'http://10.0.0.1:9/mcp',
            'http://127.1:9/mcp',
            'http://2130706433:9/mcp',
            'http://0x7f000001:9/mcp',
            'http://[::ffff:127.0.0.1]:9/mcp',
            'http://[::]:9/mcp',
            'HTTP://127.0.0.1:9/mcp',
            'http://localhost.:9/mcp',
            'http://127.0.0.1.:9/mcp',
          ],
          directUrlRuleOf,
        ),
      // Second reading (wave 8) 2026-11-29: URLs with a user name (and an empty one), on the protocol itself, one
      // registration each; then such a URL beside a working stdio server in one template.
      'w8-user-in-url-direct': async (sdk) => {
        const seen: Record<string, unknown> = {};
        for (const url of [
          'http://user@localhost:9/mcp',
          'http://user:pw@127.0.0.1:9/mcp',
          'http://@localhost:9/mcp',
          'https://user@example.invalid/mcp',
        ])
          seen[url] = await settle(
            withProtocol(sdk, async (protocol) =>
              registrationSummary(
                await protocol.registerManual({}, directTemplate({remote: {transport: 'http', url}})),
              ),
            ),
          );
        seen['beside a working server'] = await settle(
          withProtocol(sdk, async (protocol) =>
            registrationSummary(
              await protocol.registerManual(
                {},
                directTemplate({
                  works: protocolServer(sdk),
                  remote: {transport: 'http', url: 'http://user@localhost:9/mcp'},
                }),
              ),
            ),
          ),
        );
        return seen;
      },
      // Second reading (wave 8) 2026-11-29: the manual name "my-workspace" given to the protocol itself.
      'w8-manual-name-direct': (sdk) =>
        settle(
          withProtocol(sdk, async (protocol) =>
            registrationSummary(
              await protocol.registerManual(
                {},
                {...directTemplate({works: protocolServer(sdk)}), name: 'my-workspace'},
              ),
            ),
          ),
        ),
    },
    {timeoutMs: MCP_TIMEOUT},
  ),
);
