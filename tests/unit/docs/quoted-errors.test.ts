/**
 * The TypeScript error messages quoted on the docs pages, produced by the real
 * packages (1.0 line in the site's node_modules, 1.1 line in tests/sdk-1.1).
 * Each page names the test that produces its quote in an MDX comment.
 * Python messages are traced to source lines instead (python-utcp @ 0150a3b).
 */
import {beforeAll, afterAll, describe, expect, it} from 'vitest';
import {PROBE_EPILOGUE, PROBE_PRELUDE, parseProbeOutput} from '../../support/tsSnippets/errorProbe';
import {runSnippet, startMockServer, type MockServer} from '../../support/tsSnippets/run';
import type {SnippetVersion} from '../../support/tsSnippets';

const SHOP = 'https://shop.example.com';

/** A manual whose tools exercise the HTTP error paths; served by the mock server at /utcp. */
function shopManual(base: string) {
  const tool = (name: string, template: Record<string, unknown>) => ({
    name,
    description: name,
    inputs: {type: 'object', properties: {}},
    outputs: {type: 'object', properties: {}},
    tool_call_template: {name: 'shop_api', ...template},
  });
  return {
    utcp_version: '1.0.0',
    manual_version: '1.0.0',
    tools: [
      tool('get_order', {call_template_type: 'http', http_method: 'GET', url: `${base}/v1/orders/{order_id}`}),
      tool('secured', {
        call_template_type: 'http',
        http_method: 'GET',
        url: `${base}/v1/secured`,
        auth: {
          auth_type: 'api_key',
          api_key: 'Bearer ${SHOP_API_TOKEN}',
          var_name: 'Authorization',
          location: 'header',
        },
      }),
      tool('with_cookie', {
        call_template_type: 'http',
        http_method: 'GET',
        url: `${base}/v1/cookie`,
        auth: {auth_type: 'api_key', api_key: 'cookie-secret', var_name: 'session', location: 'cookie'},
      }),
      tool('with_oauth', {
        call_template_type: 'http',
        http_method: 'GET',
        url: `${base}/v1/oauth`,
        auth: {
          auth_type: 'oauth2',
          token_url: `${base}/oauth/token`,
          client_id: 'agent',
          client_secret: 's3cret',
          scope: 'orders',
        },
      }),
      tool('follow_build', {call_template_type: 'sse', url: `${base}/v1/builds/7/events`}),
      tool('export', {call_template_type: 'streamable_http', http_method: 'GET', url: `${base}/v1/export`}),
    ],
  };
}

let server: MockServer;

/** An MCP server (Streamable HTTP, JSON responses) that completes the handshake but never answers tools/list. */
function slowMcpServer(body: string) {
  const message = JSON.parse(body || '{}') as {id?: number; method?: string};
  if (message.method === 'initialize') {
    return {
      body: {
        jsonrpc: '2.0',
        id: message.id,
        result: {
          protocolVersion: '2025-03-26',
          capabilities: {tools: {}},
          serverInfo: {name: 'helpdesk', version: '1.0.0'},
        },
      },
    };
  }
  if (message.id === undefined) return {status: 202, body: ''};
  return {hang: true, body: null};
}

beforeAll(async () => {
  server = await startMockServer((request) => {
    if (request.path === '/utcp') return {body: shopManual(server.baseFor('shop.example.com'))};
    if (request.path === '/html')
      return {headers: {'content-type': 'text/html'}, body: '<html><body>Sign in</body></html>'};
    if (request.path === '/oauth/token') {
      // Answer only the Basic request, so the test sees which requests were sent and which one won.
      return request.headers.authorization?.startsWith('Basic ')
        ? {body: {access_token: 'tok-basic', token_type: 'Bearer', expires_in: 3600}}
        : {status: 401, body: {error: 'invalid_client'}};
    }
    if (request.path.startsWith('/v1/')) return {body: {ok: true}};
    if (request.path === '/mcp-slow') return slowMcpServer(request.body);
    return undefined;
  });
});

afterAll(async () => {
  await server.close();
});

const TEMPLATES = `
const cli = { name: 'repo', call_template_type: 'cli', commands: [{ command: 'git status' }] };
const websocket = { name: 'markets', call_template_type: 'websocket', url: 'wss://stream.example.com/ws' };
const textWithPath = { name: 'warehouse', call_template_type: 'text', file_path: './manuals/warehouse.json' };
const mcp = { name: 'workspace', call_template_type: 'mcp', config: { mcpServers: { files: { transport: 'stdio', command: 'true' } } } };
async function rejectedEverywhere(prefix: string, template: Record<string, unknown>) {
  await probe(prefix + '.config', () => new UtcpClientConfigSerializer().validateDict({ manual_call_templates: [template] }));
  await probe(prefix + '.register', async () => (await newClient()).registerManual(template as never));
  await probe(prefix + '.serializer', () => new CallTemplateSerializer().validateDict(template));
}
`;

const PROBE_10 = `${PROBE_PRELUDE}
import '@utcp/http';
import '@utcp/text';
${TEMPLATES}
await rejectedEverywhere('cli', cli);
await rejectedEverywhere('websocket', websocket);
await rejectedEverywhere('text_file_path', textWithPath);

const shop = { name: 'shop', call_template_type: 'http', http_method: 'GET', url: '${SHOP}/utcp' };
await probe('http.insecure', async () => (await (await newClient()).registerManual({ ...shop, url: 'http://shop.example.com/utcp' } as never)).errors);
await probe('http.html', async () => (await (await newClient()).registerManual({ ...shop, url: '${SHOP}/html' } as never)).errors);
await probe('http.invalid_method.register', async () => (await newClient()).registerManual({ ...shop, http_method: 'FETCH' } as never));
await probe('http.invalid_method.serializer', () => new CallTemplateSerializer().validateDict({ ...shop, http_method: 'FETCH' }));

const client = await newClient({ manual_call_templates: [shop] });
await probe('http.missing_path_parameter', () => client.callTool('shop.get_order', {}));
const fromEnvironment = process.env.shop_SHOP_API_TOKEN;
delete process.env.shop_SHOP_API_TOKEN;
await probe('http.missing_variable', () => client.callTool('shop.secured', {}));
process.env.shop_SHOP_API_TOKEN = fromEnvironment;
await probe('http.unknown_tool', () => client.callTool('shop.nope', {}));
await probe('sse.placeholder', () => client.callTool('shop.follow_build', {}));
await probe('streamable_http.placeholder', () => client.callTool('shop.export', {}));
await probe('http.cookie', () => client.callTool('shop.with_cookie', {}));
await probe('http.oauth2', () => client.callTool('shop.with_oauth', {}));

const emptyWins = await newClient({ variables: { shop_SHOP_API_TOKEN: '' }, manual_call_templates: [shop] });
await probe('variables.empty_entry', () => emptyWins.callTool('shop.secured', {}));

await probe('text.unparsable', async () => (await (await newClient()).registerManual({ name: 'warehouse', call_template_type: 'text', content: '{"tools": [' } as never)).errors);
await probe('text.missing_variable', async () => (await (await newClient()).registerManual({ name: 'warehouse', call_template_type: 'text', content: '{"utcp_version": "1.0.0", "tools": [], "note": "\${WAREHOUSE_API_KEY}"}' } as never)).errors);

await probe('dotenv.config', () => new UtcpClientConfigSerializer().validateDict({ load_variables_from: [{ variable_loader_type: 'dotenv', env_file_path: '.env' }] }));

// @utcp/mcp 1.1.3 next to @utcp/sdk 1.0.16: it registers into its own copy of the 1.1 SDK.
await import('@utcp/mcp');
await rejectedEverywhere('mcp_with_sdk_10', mcp);
${PROBE_EPILOGUE}`;

const PROBE_11 = `${PROBE_PRELUDE}
import '@utcp/http';
${TEMPLATES}
await rejectedEverywhere('mcp_not_imported', mcp);
const shop = { name: 'shop', call_template_type: 'http', http_method: 'GET', url: '${SHOP}/utcp' };
const client = await newClient({ manual_call_templates: [shop] });
await probe('http.cookie', () => client.callTool('shop.with_cookie', {}));
await probe('http.oauth2', () => client.callTool('shop.with_oauth', {}));
const emptyWins = await newClient({ variables: { shop_SHOP_API_TOKEN: '' }, manual_call_templates: [shop] });
await probe('variables.empty_entry', () => emptyWins.callTool('shop.secured', {}));

await import('@utcp/mcp');
await probe('mcp.no_transport', async () => (await (await newClient()).registerManual({ name: 'workspace', call_template_type: 'mcp', config: { mcpServers: { files: { command: 'true' } } } } as never)).errors);
await probe('mcp.timeout', async () => (await (await newClient()).registerManual({ name: 'workspace', call_template_type: 'mcp', config: { mcpServers: { helpdesk: { transport: 'http', url: '${SHOP}/mcp-slow', timeout: 1 } } } } as never)).errors);
${PROBE_EPILOGUE}`;

/** Runs a probe script; `firstRequest` is the index of its first request to the mock server. */
async function runProbe(line: SnippetVersion, probe: string) {
  const firstRequest = server.requests.length;
  const run = await runSnippet(line, probe, server, {env: {shop_SHOP_API_TOKEN: 'from-environment'}});
  return {results: parseProbeOutput(run.stdout), firstRequest};
}

/** Runs a probe script before the tests of the describe block that calls it; they read what it found. */
function probeBeforeAll(line: SnippetVersion, probe: string): {results: Record<string, string>; firstRequest: number} {
  const run = {results: {} as Record<string, string>, firstRequest: 0};
  beforeAll(async () => {
    Object.assign(run, await runProbe(line, probe));
  }, 60_000);
  return run;
}

function requestsTo(pathPrefix: string, since: number) {
  return server.requests.slice(since).filter((request) => request.path.startsWith(pathPrefix));
}

describe('quoted TypeScript errors, 1.0 line (@utcp/sdk 1.0.16, @utcp/http 1.0.13, @utcp/text 1.0.12)', () => {
  const probe = probeBeforeAll('1.0', PROBE_10);

  it.each(['cli', 'websocket', 'text_file_path', 'mcp_with_sdk_10'])(
    'a %s template is rejected as an invalid CallTemplate through the config and registerManual',
    (prefix) => {
      expect(probe.results[`${prefix}.config`]).toMatch(/^Invalid UtcpClientConfig: /);
      expect(probe.results[`${prefix}.config`]).toContain('Invalid CallTemplate object');
      expect(probe.results[`${prefix}.register`]).toMatch(/^Invalid call template after variable substitution: /);
      expect(probe.results[`${prefix}.register`]).toContain('Invalid CallTemplate object');
    },
  );

  it('names the type only through the per-type serializer', () => {
    expect(probe.results['cli.serializer']).toBe('Invalid call_template_type: cli');
    expect(probe.results['websocket.serializer']).toBe('Invalid call_template_type: websocket');
    expect(probe.results['mcp_with_sdk_10.serializer']).toBe('Invalid call_template_type: mcp');
    expect(probe.results['text_file_path.serializer']).toMatch(/^Invalid TextCallTemplate: /);
    expect(probe.results['text_file_path.serializer']).toContain("Unrecognized key(s) in object: 'file_path'");
  });

  it('http: insecure discovery URL, non-manual response, invalid method', () => {
    expect(probe.results['http.insecure']).toContain(
      "Security error: URL must use HTTPS or start with 'http://localhost' or 'http://127.0.0.1'.",
    );
    expect(probe.results['http.html']).toContain('Response is neither a valid UTCP Manual nor an OpenAPI Specification');
    expect(probe.results['http.invalid_method.register']).toContain('Invalid CallTemplate object');
    expect(probe.results['http.invalid_method.serializer']).toMatch(/^Invalid HttpCallTemplate: /);
  });

  it('http: missing path parameter, missing variable, unknown tool', () => {
    expect(probe.results['http.missing_path_parameter']).toBe('Missing required path parameter: order_id');
    expect(probe.results['http.missing_variable']).toContain(
      "Variable 'shop_SHOP_API_TOKEN' referenced in call template configuration not found",
    );
    expect(probe.results['http.unknown_tool']).toBe("Tool 'shop.nope' not found in the repository.");
  });

  it('sse and streamable_http tool calls are placeholders that return a fixed string', () => {
    expect(probe.results['sse.placeholder']).toBe('OK ["SSE event for tool: shop.follow_build"]');
    expect(probe.results['streamable_http.placeholder']).toMatch(/^OK "Streaming response for tool: shop\.export/);
    expect(requestsTo('/v1/builds', probe.firstRequest)).toEqual([]);
    expect(requestsTo('/v1/export', probe.firstRequest)).toEqual([]);
  });

  it('an api_key with location "cookie" is not sent', () => {
    expect(probe.results['http.cookie']).toMatch(/^OK /);
    const [call] = requestsTo('/v1/cookie', probe.firstRequest);
    expect(call.headers.cookie).toBeUndefined();
  });

  it('oauth2: both token requests (credentials in the body, and Basic) are sent at once; the first success wins', () => {
    expect(probe.results['http.oauth2']).toMatch(/^OK /);
    const tokenRequests = requestsTo('/oauth/token', probe.firstRequest);
    expect(tokenRequests).toHaveLength(2);
    expect(tokenRequests.some((request) => request.body.includes('client_secret=s3cret'))).toBe(true);
    expect(tokenRequests.some((request) => request.headers.authorization?.startsWith('Basic '))).toBe(true);
    const [call] = requestsTo('/v1/oauth', probe.firstRequest);
    expect(call.headers.authorization).toBe('Bearer tok-basic');
  });

  it('an entry in variables wins even when it is empty (the environment value is not used)', () => {
    expect(probe.results['variables.empty_entry']).toMatch(/^OK /);
    const calls = requestsTo('/v1/secured', probe.firstRequest);
    expect(calls).toHaveLength(1);
    expect(calls[0].headers.authorization).toBe('Bearer');
  });

  it('text: unparsable content and a missing variable at registration', () => {
    expect(probe.results['text.unparsable']).toContain('Failed to parse content as JSON or YAML');
    expect(probe.results['text.missing_variable']).toContain(
      "Variable 'warehouse_WAREHOUSE_API_KEY' referenced in call template configuration not found",
    );
  });

  it('dotenv: @utcp/sdk 1.0.16 has no dotenv loader', () => {
    expect(probe.results['dotenv.config']).not.toMatch(/^OK /);
  });
});

describe('quoted TypeScript errors, 1.1 line (@utcp/sdk 1.1.2, @utcp/http 1.1.11, @utcp/mcp 1.1.3)', () => {
  const probe = probeBeforeAll('next', PROBE_11);

  it('an mcp template without importing @utcp/mcp is rejected as an invalid CallTemplate', () => {
    expect(probe.results['mcp_not_imported.config']).toContain('Invalid CallTemplate object');
    expect(probe.results['mcp_not_imported.register']).toMatch(/^Invalid call template after variable substitution: /);
    expect(probe.results['mcp_not_imported.serializer']).toBe('Invalid call_template_type: mcp');
  });

  it('a server entry without transport, and a server that does not answer in time', () => {
    expect(probe.results['mcp.no_transport']).toContain("Unsupported MCP transport: 'undefined'");
    // The MCP SDK's own request timeout (set to the same value) fires before @utcp/mcp's race timer.
    expect(probe.results['mcp.timeout']).toContain("Server 'helpdesk': MCP error -32001: Request timed out");
    expect(probe.results['mcp.timeout']).not.toContain('MCP operation on');
  });

  it('an api_key with location "cookie" is still not sent by @utcp/http 1.1.11', () => {
    expect(probe.results['http.cookie']).toMatch(/^OK /);
    const [call] = requestsTo('/v1/cookie', probe.firstRequest);
    expect(call.headers.cookie).toBeUndefined();
  });

  it('oauth2: both token requests are sent at once in 1.1 too', () => {
    expect(requestsTo('/oauth/token', probe.firstRequest)).toHaveLength(2);
    expect(requestsTo('/v1/oauth', probe.firstRequest)[0].headers.authorization).toBe('Bearer tok-basic');
  });

  it('an entry in variables wins even when it is empty', () => {
    expect(requestsTo('/v1/secured', probe.firstRequest)[0].headers.authorization).toBe('Bearer');
  });
});
