/**
 * Behaviour of the UTCP 1.1 TypeScript packages (tests/sdk-1.1: @utcp/sdk 1.1.2,
 * @utcp/http 1.1.11, @utcp/text 1.1.0) that the Next pages describe. Each test
 * name is cited next to the claim it proves in docs/ (an MDX comment), so a
 * page and its evidence can be found from either side. Requests go to a mock
 * server on loopback, which records what it received.
 */
import {createServer} from 'node:http';
import type {AddressInfo} from 'node:net';
import {afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi} from 'vitest';
import {sdk11ModuleUrl, type Sdk11Client} from '../../support/sdk11Client';
import {startRecordingServer, type RecordedRequest, type RecordingServer} from '../../support/recordingServer';

interface ClientClass {
  create(rootDir: string, config: Record<string, unknown>): Promise<Sdk11Client>;
}


let UtcpClient: ClientClass;
let server: RecordingServer;
let base: string;
let received: RecordedRequest[] = [];
let warnings: string[] = [];

function manualOf(...tools: Record<string, unknown>[]) {
  return {utcp_version: '1.0.0', manual_version: '1.0.0', tools};
}

function tool(name: string, template: Record<string, unknown>) {
  return {
    name,
    description: `test tool ${name}`,
    inputs: {type: 'object', properties: {}},
    outputs: {type: 'object', properties: {}},
    tool_call_template: template,
  };
}

async function textClient(name: string, content: unknown, extra: Record<string, unknown> = {}, variables = {}) {
  return UtcpClient.create(process.cwd(), {
    variables,
    manual_call_templates: [{name, call_template_type: 'text', content: JSON.stringify(content), ...extra}],
  });
}

/** The message a promise rejects with, or `resolved` when it does not reject. */
function rejectionMessage(promise: Promise<unknown>): Promise<string> {
  return promise.then(
    () => 'resolved',
    (error: Error) => error.message,
  );
}

/** A client with one text manual `name` that allows only the `http` protocol for its tools. */
async function httpToolsClient(name: string, tools: Record<string, unknown>[], variables = {}) {
  return textClient(name, manualOf(...tools), {allowed_communication_protocols: ['http']}, variables);
}

function httpTool(name: string, template: Record<string, unknown>) {
  return tool(name, {call_template_type: 'http', ...template});
}

beforeAll(async () => {
  ({UtcpClient} = (await import(sdk11ModuleUrl('@utcp/sdk'))) as {UtcpClient: ClientClass});
  await import(sdk11ModuleUrl('@utcp/http'));
  await import(sdk11ModuleUrl('@utcp/text'));
  server = await startRecordingServer((request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(request.url === '/token' ? {access_token: 'tok-1', expires_in: 3600} : {ok: true}));
  });
  ({origin: base, received} = server);
});

afterAll(() => server.close());

beforeEach(() => {
  received.length = 0;
  warnings = [];
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation((...parts: unknown[]) => {
    warnings.push(parts.map(String).join(' '));
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('UTCP 1.1 TypeScript packages (Next docs)', () => {
  it('allowed protocols: a text manual keeps only text tools by default and warns about the others', async () => {
    const client = await textClient('shop', manualOf(tool('order', {call_template_type: 'http', url: `${base}/o`})));
    expect(await client.getTools()).toEqual([]);
    expect(warnings.join('\n')).toContain(
      "Tool 'order' uses communication protocol 'http' which is not in allowed protocols ['text'] for manual 'shop'. Tool will not be registered.",
    );
    await expect(client.callTool('shop.order', {})).rejects.toThrow("Tool 'shop.order' not found in the repository.");
  });

  it('allowed protocols: a listed protocol is registered and called, and the list replaces the default', async () => {
    const client = await httpToolsClient('shop', [
      httpTool('order', {url: `${base}/o`}),
      tool('policy', {call_template_type: 'text', content: 'be nice'}),
    ]);
    expect((await client.getTools()).map((t) => t.name)).toEqual(['shop.order']);
    expect(await client.callTool('shop.order', {})).toEqual({ok: true});
    expect(received.map((r) => r.url)).toEqual(['/o']);
  });

  it('allowed protocols: a stored tool of a disallowed protocol is refused at call time', async () => {
    const client = await UtcpClient.create(process.cwd(), {});
    const manualTemplate = {name: 'docs', call_template_type: 'text', content: '{}'};
    await client.config.tool_repository.saveManual(
      manualTemplate,
      manualOf({...tool('docs.fetch', {call_template_type: 'http', url: `${base}/f`})}),
    );
    await expect(client.callTool('docs.fetch', {})).rejects.toThrow(
      "Tool 'docs.fetch' uses communication protocol 'http' which is not allowed by manual 'docs'. Allowed protocols: ['text']",
    );
    expect(received).toEqual([]);
  });

  it('a manual with one tool of an unknown call template type is refused as a whole', async () => {
    const client = await textClient(
      'support',
      manualOf(
        tool('tickets', {call_template_type: 'http', url: `${base}/t`}),
        tool('policy', {call_template_type: 'file', file_path: 'policy.md'}),
      ),
      {allowed_communication_protocols: ['http', 'file']},
    );
    expect(await client.getTools()).toEqual([]);
  });

  it('text: file_path is refused with "Invalid CallTemplate object" from the config and from registerManual', async () => {
    const config = {manual_call_templates: [{name: 'm', call_template_type: 'text', file_path: './m.json'}]};
    await expect(UtcpClient.create(process.cwd(), config)).rejects.toThrow('Invalid CallTemplate object');
    const client = await UtcpClient.create(process.cwd(), {});
    const result = await rejectionMessage(
      client.registerManual({name: 'm', call_template_type: 'text', file_path: './m.json'}),
    );
    expect(result).toContain('Invalid CallTemplate object');
    expect(result).not.toContain('Unrecognized key');
  });

  it('http: {param} comes from the arguments (encoded), ${VAR} from the configuration', async () => {
    const client = await httpToolsClient(
      'shop',
      [httpTool('order', {url: `${base}/` + 'v${API_VERSION}/orders/{order_id}', http_method: 'GET'})],
      {shop_API_VERSION: '2'},
    );
    await client.callTool('shop.order', {order_id: 'A/17', expand: 'items'});
    expect(received.map((r) => r.url)).toEqual(['/v2/orders/A%2F17?expand=items']);
    await expect(client.callTool('shop.order', {expand: 'items'})).rejects.toThrow(
      'Missing required path parameter: order_id',
    );
  });

  it('http: a cookie API key is not sent by @utcp/http 1.1.11', async () => {
    const client = await httpToolsClient('shop', [
      httpTool('order', {
        url: `${base}/c`,
        auth: {auth_type: 'api_key', api_key: 'secret-value', var_name: 'session', location: 'cookie'},
      }),
    ]);
    await client.callTool('shop.order', {});
    expect(received).toHaveLength(1);
    expect(received[0].headers.cookie).toBeUndefined();
    expect(JSON.stringify(received[0])).not.toContain('secret-value');
  });

  it('http: OAuth2 sends the body request and the Basic request at once, then uses the token', async () => {
    const client = await httpToolsClient('shop', [
      httpTool('order', {
        url: `${base}/secured`,
        auth: {auth_type: 'oauth2', token_url: `${base}/token`, client_id: 'cid', client_secret: 'csecret'},
      }),
    ]);
    await client.callTool('shop.order', {});
    await new Promise((resolve) => setTimeout(resolve, 50));
    const tokenRequests = received.filter((r) => r.url === '/token');
    expect(tokenRequests).toHaveLength(2);
    expect(tokenRequests.some((r) => r.body.includes('client_secret=csecret') && !r.headers.authorization)).toBe(true);
    expect(
      tokenRequests.some((r) => r.headers.authorization === `Basic ${Buffer.from('cid:csecret').toString('base64')}`),
    ).toBe(true);
    expect(received.find((r) => r.url === '/secured')?.headers.authorization).toBe('Bearer tok-1');
  });

  it('variables: an empty entry in variables wins over the environment', async () => {
    process.env.shop_TOKEN = 'from-env';
    try {
      const client = await httpToolsClient(
        'shop',
        [
          httpTool('order', {
            url: `${base}/v`,
            auth: {auth_type: 'api_key', api_key: 'Bearer ${TOKEN}', var_name: 'Authorization', location: 'header'},
          }),
        ],
        {shop_TOKEN: ''},
      );
      await client.callTool('shop.order', {});
      expect(received[0].headers.authorization).toBe('Bearer');
    } finally {
      delete process.env.shop_TOKEN;
    }
  });

  it('names: call_tool takes the manual name from the text before the first dot', async () => {
    const client = await httpToolsClient('shop', [httpTool('orders.list', {url: `${base}/l`})]);
    expect((await client.getTools()).map((t) => t.name)).toEqual(['shop.orders.list']);
    await client.callTool('shop.orders.list', {});
    expect(received.map((r) => r.url)).toEqual(['/l']);
    await expect(client.callTool('orders.list', {})).rejects.toThrow("Tool 'orders.list' not found in the repository.");
  });

  it('http: a plain-HTTP tool URL on a remote host is refused before any request', async () => {
    const client = await httpToolsClient('files', [httpTool('report', {url: 'http://files.example.com/report'})]);
    await expect(client.callTool('files.report', {})).rejects.toThrow(
      'Security error during tool invocation: URL must use HTTPS or be a literal loopback address (localhost / 127.0.0.1 / ::1). Got: "http://files.example.com/report".',
    );
  });

  it('http: a discovery answer that is neither a manual nor OpenAPI fails the registration', async () => {
    const client = await UtcpClient.create(process.cwd(), {});
    const result = await client.registerManual({name: 'odd', call_template_type: 'http', url: `${base}/not-a-manual`});
    expect(result.success).toBe(false);
    expect(result.errors.join('\n')).toContain('Response is neither a valid UTCP Manual nor an OpenAPI Specification.');
  });

  it('an invalid http template is reported only as an invalid CallTemplate object', async () => {
    const config = {
      manual_call_templates: [{name: 'shop', call_template_type: 'http', url: `${base}/utcp`, http_method: 'FETCH'}],
    };
    const message = await rejectionMessage(UtcpClient.create(process.cwd(), config));
    expect(message).toContain('Invalid CallTemplate object');
    expect(message).not.toContain('FETCH');
  });

  it('variables: a missing variable fails the registration with the documented message', async () => {
    const config = {
      manual_call_templates: [
        {
          name: 'shop',
          call_template_type: 'http',
          url: `${base}/utcp`,
          headers: {Authorization: 'Bearer ${SHOP_API_TOKEN}'},
        },
      ],
    };
    const client = await UtcpClient.create(process.cwd(), {});
    const message = await rejectionMessage(client.registerManual(config.manual_call_templates[0]));
    expect(message).toContain("Variable 'shop_SHOP_API_TOKEN' referenced in call template configuration not found.");
    expect(received).toEqual([]);
  });

  it('sse and streamable_http: @utcp/http 1.1.11 answers tool calls with a placeholder and sends no request', async () => {
    const client = await textClient(
      'ci',
      manualOf(
        tool('follow_build', {call_template_type: 'sse', url: `${base}/events`}),
        tool('export', {call_template_type: 'streamable_http', url: `${base}/export`}),
      ),
      {allowed_communication_protocols: ['sse', 'streamable_http']},
    );
    expect(await client.callTool('ci.follow_build', {})).toEqual(['SSE event for tool: ci.follow_build']);
    const chunks: unknown[] = [];
    for await (const chunk of (
      client as unknown as {callToolStreaming(n: string, a: object): AsyncIterable<unknown>}
    ).callToolStreaming('ci.export', {})) {
      chunks.push(chunk);
    }
    expect(chunks).toEqual(['Streaming response for tool: ci.export']);
    expect(received).toEqual([]);
  });

  it('cli: without a CLI plugin a cli template is an invalid CallTemplate object', async () => {
    const template = {name: 'repo', call_template_type: 'cli', commands: [{command: 'git status'}]};
    const fromConfig = await rejectionMessage(UtcpClient.create(process.cwd(), {manual_call_templates: [template]}));
    expect(fromConfig).toContain('Invalid CallTemplate object');
    expect(fromConfig).not.toContain('Invalid call_template_type');
  });
});

describe('@utcp/text 1.1.0 content parsing (Next docs)', () => {
  beforeEach(() => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('text: plain prose is valid YAML, so it fails as an invalid manual, not as unparsable content', async () => {
    const client = await UtcpClient.create(process.cwd(), {});
    const result = await client.registerManual({name: 'notes', call_template_type: 'text', content: 'just some notes'});
    expect(result.success).toBe(false);
    expect(result.errors.join('\n')).toContain('Failed to register text manual');
    expect(result.errors.join('\n')).not.toContain('Failed to parse content as JSON or YAML');
  });
});

describe('@utcp/mcp 1.1.3 with @utcp/sdk 1.1.2 (Next docs)', () => {
  const workspace = (servers: Record<string, unknown>) => ({
    name: 'workspace',
    call_template_type: 'mcp',
    config: {mcpServers: servers},
  });

  // Runs first: the plugin registers itself when imported, and later tests import it.
  it('mcp: without importing @utcp/mcp an mcp template is an invalid CallTemplate object', async () => {
    const message = await rejectionMessage(
      UtcpClient.create(process.cwd(), {
        manual_call_templates: [workspace({files: {transport: 'stdio', command: 'true'}})],
      }),
    );
    expect(message).toContain('Invalid CallTemplate object');
    expect(message).not.toContain('No communication protocol registered');
  });

  it('mcp: a server entry without transport passes validation and fails the registration', async () => {
    await import(sdk11ModuleUrl('@utcp/mcp'));
    const client = await UtcpClient.create(process.cwd(), {});
    const result = await client.registerManual(workspace({files: {command: 'true'}}));
    expect(result.success).toBe(false);
    expect(result.errors.join('\n')).toContain("Unsupported MCP transport: 'undefined'");
  });

  it('mcp: the timeout does not cover the handshake with a server that never answers', async () => {
    await import(sdk11ModuleUrl('@utcp/mcp'));
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(silent.address() as AddressInfo).port}/mcp`;
    try {
      const client = await UtcpClient.create(process.cwd(), {});
      const registration = client.registerManual(workspace({helpdesk: {transport: 'http', url, timeout: 1}}));
      registration.catch(() => undefined);
      const outcome = await Promise.race([
        registration.then(
          () => 'settled',
          () => 'settled',
        ),
        new Promise((resolve) => setTimeout(() => resolve('still waiting'), 3000)),
      ]);
      expect(outcome).toBe('still waiting');
    } finally {
      silent.closeAllConnections();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });
});
