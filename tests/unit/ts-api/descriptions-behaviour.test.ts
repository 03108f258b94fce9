/**
 * Runs the behaviour that data/ts-api/descriptions states where the TypeScript
 * side differs from Python, against the published packages of both lines:
 * @utcp/sdk 1.0.16 with @utcp/http 1.0.13 (the site's node_modules) and
 * @utcp/sdk 1.1.2 with @utcp/http 1.1.11 (tests/sdk-1.1), @utcp/mcp 1.1.3 and
 * @utcp/direct-call 1.0.12 (alias utcp-direct-call-10). The YAML comment
 * next to each such sentence names the test here that runs it. Requests go to
 * a loopback server that records what it received.
 */
import {afterAll, beforeAll, beforeEach, describe, expect, it, vi} from 'vitest';
import {sdk11ModuleUrl, type RegisterResult, type Sdk11Client} from '../../support/sdk11Client';
import {startRecordingServer, type RecordedRequest, type RecordingServer} from '../../support/recordingServer';

interface Sdk {
  UtcpClient: {create(rootDir: string, config: Record<string, unknown> | null): Promise<Sdk11Client>};
  UTCP_PACKAGE_VERSION: string;
  CommunicationProtocol: {communicationProtocols: Record<string, unknown>};
  CallTemplateSerializer: {registerCallTemplate(type: string, serializer: unknown): boolean};
  ApiKeyAuthSerializer: new () => {validateDict(o: Record<string, unknown>): Record<string, unknown>};
  InMemConcurrentToolRepository: new () => {
    saveManual(template: unknown, manual: unknown): Promise<void>;
    getTool(name: string): Promise<{inputs: Record<string, unknown>} | undefined>;
  };
}
interface Protocol {
  callTool(caller: unknown, toolName: string, args: Record<string, unknown>, template: unknown): Promise<unknown>;
}
interface Http {
  HttpCommunicationProtocol: new () => Protocol;
  SseCommunicationProtocol: new () => Protocol;
  StreamableHttpCommunicationProtocol: new () => Protocol;
}

const LINES = {
  '1.0': {
    sdk: () => import('@utcp/sdk') as unknown as Promise<Sdk>,
    http: () => import('@utcp/http') as unknown as Promise<Http>,
  },
  '1.1': {
    sdk: () => import(sdk11ModuleUrl('@utcp/sdk')) as Promise<Sdk>,
    http: () => import(sdk11ModuleUrl('@utcp/http')) as Promise<Http>,
  },
};

let server: RecordingServer;
let base: string;
let received: RecordedRequest[] = [];

beforeAll(async () => {
  server = await startRecordingServer((request, response) => {
    response.setHeader('content-type', 'application/json');
    if (request.url === '/openapi') {
      response.end(
        JSON.stringify({
          openapi: '3.0.0',
          info: {title: 'keyed', version: '1'},
          servers: [{url: base}],
          components: {securitySchemes: {key: {type: 'apiKey', in: 'header', name: 'X-Key'}}},
          security: [{key: []}],
          paths: {'/call': {get: {operationId: 'ping', responses: {200: {description: 'ok'}}}}},
        }),
      );
      return;
    }
    if (request.url?.startsWith('/manual')) {
      const tools = ['alpha', 'beta', 'gamma'].map((name) => ({
        name,
        description: `tool ${name}`,
        inputs: {type: 'object'},
        outputs: {type: 'object'},
        tool_call_template: {call_template_type: 'http', url: `${base}/call`, http_method: 'GET'},
      }));
      response.end(JSON.stringify({utcp_version: '1.0.0', manual_version: '1.0.0', tools}));
      return;
    }
    response.end(JSON.stringify({ok: true}));
  });
  ({origin: base, received} = server);
});

afterAll(() => server.close());

beforeEach(() => {
  received.length = 0;
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

for (const [line, load] of Object.entries(LINES)) {
  describe(`TypeScript ${line} packages`, () => {
    async function callWithAuth(auth: Record<string, unknown>): Promise<RecordedRequest> {
      const {HttpCommunicationProtocol} = await load.http();
      await load.sdk();
      const template = {call_template_type: 'http', url: `${base}/call`, http_method: 'GET', auth};
      await new HttpCommunicationProtocol().callTool(null, 'm.t', {}, template);
      expect(received).toHaveLength(1);
      return received[0]!;
    }

    it('api_key auth without var_name sends the header "undefined"', async () => {
      const request = await callWithAuth({auth_type: 'api_key', api_key: 'k-123'});
      expect(request.headers['undefined']).toBe('k-123');
      expect(request.headers['x-api-key']).toBeUndefined();
    });

    it('api_key auth with location cookie sends no cookie', async () => {
      const request = await callWithAuth({auth_type: 'api_key', api_key: 'k-123', var_name: 'sid', location: 'cookie'});
      expect(request.headers.cookie).toBeUndefined();
      expect(JSON.stringify(request)).not.toContain('k-123');
    });

    it('SSE and streamable HTTP tool calls return placeholder text', async () => {
      const {SseCommunicationProtocol, StreamableHttpCommunicationProtocol} = await load.http();
      const sse = {call_template_type: 'sse', url: `${base}/events`};
      const streamable = {call_template_type: 'streamable_http', url: `${base}/stream`, http_method: 'GET'};
      expect(await new SseCommunicationProtocol().callTool(null, 'm.t', {q: 1}, sse)).toEqual([
        'SSE event for tool: m.t',
      ]);
      expect(await new StreamableHttpCommunicationProtocol().callTool(null, 'm.t', {q: 1}, streamable)).toBe(
        'Streaming response for tool: m.t',
      );
      expect(received).toHaveLength(0);
    });

    it('ApiKeyAuthSerializer fills in var_name and location', async () => {
      const {ApiKeyAuthSerializer} = await load.sdk();
      expect(new ApiKeyAuthSerializer().validateDict({auth_type: 'api_key', api_key: 'k'})).toEqual({
        auth_type: 'api_key',
        api_key: 'k',
        var_name: 'X-Api-Key',
        location: 'header',
      });
    });

    it('the tag search scores a tool name contained in the query', async () => {
      const {UtcpClient} = await load.sdk();
      await load.http();
      const client = await UtcpClient.create(process.cwd(), {
        manual_call_templates: [{name: 'm', call_template_type: 'http', url: `${base}/manual`, http_method: 'GET'}],
      });
      expect((await client.searchTools('alphabet', 1)).map((t) => t.name)).toEqual(['m.alpha']);
      expect((await client.searchTools('gammas', 1)).map((t) => t.name)).toEqual(['m.gamma']);
    });

    it(`an http manual's auth_tools ${line === '1.0' ? 'is ignored' : 'is used'} for converted OpenAPI tools`, async () => {
      const {UtcpClient} = await load.sdk();
      await load.http();
      const authTools = {auth_type: 'api_key', api_key: 'real-key', var_name: 'X-Key', location: 'header'};
      const client = await UtcpClient.create(process.cwd(), {
        manual_call_templates: [
          {name: 'spec', call_template_type: 'http', url: `${base}/openapi`, http_method: 'GET', auth_tools: authTools},
        ],
      });
      const [tool] = await client.getTools();
      const apiKey = tool?.tool_call_template.auth?.['api_key'];
      if (line === '1.0') expect(apiKey).toMatch(/^\$\{API_KEY_\d+\}$/);
      else expect(apiKey).toBe('real-key');
    });

    it('the in-memory repository hands out shallow copies', async () => {
      const {InMemConcurrentToolRepository} = await load.sdk();
      const repository = new InMemConcurrentToolRepository();
      const template = {name: 'm', call_template_type: 'http', url: `${base}/call`};
      const stored = {
        name: 'm.t',
        description: '',
        inputs: {type: 'object'},
        outputs: {},
        tags: [],
        tool_call_template: template,
      };
      await repository.saveManual(template, {utcp_version: '1.0.0', manual_version: '1.0.0', tools: [stored]});
      const copy = await repository.getTool('m.t');
      copy!.inputs['title'] = 'changed through a copy';
      expect((await repository.getTool('m.t'))?.inputs['title']).toBe('changed through a copy');
    });

    it('UTCP_PACKAGE_VERSION is 1.0.0', async () => {
      expect((await load.sdk()).UTCP_PACKAGE_VERSION).toBe('1.0.0');
    });

    it('searchTools with limit 0 returns every tool', async () => {
      const {UtcpClient} = await load.sdk();
      await load.http();
      const client = await UtcpClient.create(process.cwd(), {
        manual_call_templates: [{name: 'm', call_template_type: 'http', url: `${base}/manual`, http_method: 'GET'}],
      });
      expect(await client.searchTools('nothing matches', 0)).toHaveLength(3);
      expect(await client.searchTools('nothing matches')).toHaveLength(3);
    });

    it('getRequiredVariablesForManualAndTools scans only the template, fetching nothing', async () => {
      const {UtcpClient} = await load.sdk();
      await load.http();
      const client = await UtcpClient.create(process.cwd(), null);
      const variables = await client.getRequiredVariablesForManualAndTools({
        name: 'docs',
        call_template_type: 'http',
        url: `${base}/manual`,
        http_method: 'GET',
      });
      expect(variables).toEqual([]);
      expect(received).toHaveLength(0);
    });

    it('registerManuals turns a missing variable into a failed result', async () => {
      const {UtcpClient} = await load.sdk();
      await load.http();
      const client = await UtcpClient.create(process.cwd(), null);
      const [result] = await client.registerManuals([
        {
          name: 'needs_var',
          call_template_type: 'http',
          url: `${base}/manual?k=\${NO_SUCH_VARIABLE_38}`,
          http_method: 'GET',
        },
      ]);
      expect(result?.success).toBe(false);
      expect(result?.errors.join(' ')).toContain('NO_SUCH_VARIABLE_38');
    });

    it('a client does not see a protocol registered after it was created', async () => {
      const {UtcpClient, CommunicationProtocol, CallTemplateSerializer} = await load.sdk();
      await load.http();
      const client = await UtcpClient.create(process.cwd(), null);
      const passThrough = {toDict: (o: unknown) => o, validateDict: (o: unknown) => o};
      CallTemplateSerializer.registerCallTemplate('late_38', passThrough);
      CommunicationProtocol.communicationProtocols['late_38'] = CommunicationProtocol.communicationProtocols['http']!;
      try {
        await expect(
          client.registerManual({name: 'late', call_template_type: 'late_38', url: `${base}/manual`}),
        ).rejects.toThrow(/No communication protocol registered for type: 'late_38'/);
      } finally {
        delete CommunicationProtocol.communicationProtocols['late_38'];
      }
    });
  });
}

describe('TypeScript 1.1 MCP package', () => {
  it('an MCP server entry without transport fails registration', async () => {
    await import(sdk11ModuleUrl('@utcp/sdk'));
    const {McpCommunicationProtocol} = (await import(sdk11ModuleUrl('@utcp/mcp'))) as {
      McpCommunicationProtocol: new () => {
        registerManual(caller: unknown, template: unknown): Promise<RegisterResult>;
        close(): Promise<void>;
      };
    };
    const protocol = new McpCommunicationProtocol();
    const template = {
      name: 'm',
      call_template_type: 'mcp',
      config: {mcpServers: {local: {command: process.execPath, args: ['--version']}}},
    };
    const result = await protocol.registerManual(null, template);
    await protocol.close();
    expect(result.success).toBe(false);
    expect(result.errors.join(' ')).toMatch(/Unsupported MCP transport/);
  });
});

describe('TypeScript 1.0 direct-call package', () => {
  it('passes arguments by position in key order, streams iterables and forgets functions on close', async () => {
    const {UtcpClient, CommunicationProtocol} = (await import('@utcp/sdk')) as unknown as Sdk;
    const {addFunctionToUtcpDirectCall} = (await import('utcp-direct-call-10')) as {
      addFunctionToUtcpDirectCall: (name: string, fn: (...args: never[]) => unknown) => unknown;
    };
    const tool = (name: string) => ({
      name,
      description: name,
      inputs: {type: 'object'},
      outputs: {type: 'object'},
      tool_call_template: {call_template_type: 'direct-call', callable_name: `${name}_38`},
    });
    addFunctionToUtcpDirectCall('manual_38', () => ({utcp_version: '1.0.0', tools: [tool('sub'), tool('count')]}));
    addFunctionToUtcpDirectCall('sub_38', (a: number, b: number) => a - b);
    addFunctionToUtcpDirectCall('count_38', async function* () {
      yield 1;
      yield 2;
    });
    const client = (await UtcpClient.create(process.cwd(), {
      manual_call_templates: [{name: 'dc', call_template_type: 'direct-call', callable_name: 'manual_38'}],
    })) as Sdk11Client & {
      callToolStreaming(name: string, args: object): AsyncGenerator<unknown>;
      close(): Promise<void>;
    };
    expect(await client.callTool('dc.sub', {a: 10, b: 3})).toBe(7);
    expect(await client.callTool('dc.sub', {b: 3, a: 10})).toBe(-7);
    const chunks: unknown[] = [];
    for await (const chunk of client.callToolStreaming('dc.count', {})) chunks.push(chunk);
    expect(chunks).toEqual([1, 2]);
    const protocol = CommunicationProtocol.communicationProtocols['direct-call'] as {
      getCallable(name: string): unknown;
    };
    expect(protocol.getCallable('sub_38')).toBeTypeOf('function');
    await client.close();
    expect(protocol.getCallable('sub_38')).toBeUndefined();
  });
});
