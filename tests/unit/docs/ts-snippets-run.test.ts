/**
 * Runs the TypeScript examples that call tools, as printed on the pages,
 * against a mock server on 127.0.0.1, and checks the requests the real
 * @utcp packages sent (1.0 line for versioned_docs/version-1.0, 1.1 line for docs/).
 */
import {afterEach, describe, expect, it, vi} from 'vitest';
import {blockWith, type SnippetVersion} from '../../support/tsSnippets';
import {weatherExampleCall} from '../../support/tsSnippets/openMeteo';
import {runSnippet, startMockServer, type MockServer, type RecordedRequest} from '../../support/tsSnippets/run';

const TS = ['ts', 'typescript'];
// Each test starts a Node process; leave room for a busy CI machine.
vi.setConfig({testTimeout: 60_000});
let server: MockServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

const toolRequests = (requests: RecordedRequest[]) => requests.filter((request) => !request.path.startsWith('/utcp'));

describe.each<SnippetVersion>(['1.0', 'next'])('protocols/http.md TypeScript example (%s)', (version) => {
  it('sends the documented GET and POST with the bearer token from the environment', async () => {
    const manual = JSON.parse(blockWith(version, 'protocols/http.md', ['json'], '"refund_order"'));
    server = await startMockServer((request) => {
      if (request.method === 'GET' && request.path === '/utcp')
        return {
          body: JSON.parse(
            JSON.stringify(manual).replaceAll('https://api.shop.example.com', server!.baseFor('api.shop.example.com')),
          ),
        };
      if (request.method === 'GET' && request.path.startsWith('/v1/orders/ORD-10422')) {
        return {body: {id: 'ORD-10422', status: 'paid', total: 59.97, currency: 'EUR'}};
      }
      if (request.method === 'POST') return {body: {refund_id: 'RF-1', status: 'pending'}};
      return undefined;
    });
    const source = blockWith(version, 'protocols/http.md', TS, "callTool('shop.refund_order'");
    const run = await runSnippet(version, source, server, {env: {SHOP_TOKEN: 'tok-123'}});
    expect(run.stderr).not.toMatch(/Error:/);
    expect(run.stdout).toContain('paid 59.97 EUR');
    expect(run.stdout).toContain('RF-1');

    const [get, post] = toolRequests(server.requests);
    expect(get.method).toBe('GET');
    expect(get.path).toBe('/v1/orders/ORD-10422?expand=items');
    expect(get.headers.authorization).toBe('Bearer tok-123');
    expect(post.method).toBe('POST');
    expect(post.path).toBe('/v1/orders/ORD-10422/refunds');
    expect(post.headers.authorization).toBe('Bearer tok-123');
    expect(post.headers['idempotency-key']).toBe('rf-7f3a');
    expect(post.headers.accept).toBe('application/json');
    expect(JSON.parse(post.body)).toEqual({amount: 19.99, reason: 'damaged'});
  });

  it('refuses to start without the token instead of sending an empty bearer', async () => {
    // An entry in `variables` wins even when it is empty, so a fallback of '' would send `Bearer ` with no token.
    const manual = JSON.parse(blockWith(version, 'protocols/http.md', ['json'], '"refund_order"'));
    server = await startMockServer((request) =>
      request.path === '/utcp'
        ? {
            body: JSON.parse(
              JSON.stringify(manual).replaceAll(
                'https://api.shop.example.com',
                server!.baseFor('api.shop.example.com'),
              ),
            ),
          }
        : {body: {status: 'paid', refund_id: 'RF-1'}},
    );
    const source = blockWith(version, 'protocols/http.md', TS, "callTool('shop.refund_order'");
    const run = await runSnippet(version, source, server);
    expect(run.code).not.toBe(0);
    expect(toolRequests(server.requests)).toEqual([]);
  });
});

describe('index.md first example (1.0)', () => {
  it('loads the manual file with the text protocol and calls Open-Meteo with the arguments as query parameters', async () => {
    const call = await weatherExampleCall('1.0');
    expect(call.host).toBe('api.open-meteo.com');
    expect(call.method).toBe('GET');
    expect(call.path).toBe('/v1/forecast?latitude=52.52&longitude=13.41&current=temperature_2m,wind_speed_10m');
  });
});

describe('protocols/text.md TypeScript example (1.0)', () => {
  it('registers the manual file as content and calls the HTTP tool with the API key header', async () => {
    server = await startMockServer((request) =>
      request.path.startsWith('/v2/stock/')
        ? {body: {sku: 'TSHIRT-BLK-M', locations: [{warehouse: 'BER-1', available: 12, reserved: 3}]}}
        : undefined,
    );
    const manual = blockWith('1.0', 'protocols/text.md', ['json'], '"stock_level"');
    const source = blockWith('1.0', 'protocols/text.md', TS, "callTool('warehouse.stock_level'");
    const run = await runSnippet('1.0', source, server, {
      files: {'manuals/warehouse.json': manual},
      env: {WAREHOUSE_API_KEY: 'wh-key-1'},
    });
    expect(run.stdout).toContain('BER-1');
    const [call] = toolRequests(server.requests);
    expect(call.host).toBe('inventory.example.com');
    expect(call.method).toBe('GET');
    expect(call.path).toBe('/v2/stock/TSHIRT-BLK-M');
    expect(call.headers['x-api-key']).toBe('wh-key-1');
  });

  it('stops before registering when the key is missing', async () => {
    server = await startMockServer(() => ({body: {}}));
    const manual = blockWith('1.0', 'protocols/text.md', ['json'], '"stock_level"');
    const source = blockWith('1.0', 'protocols/text.md', TS, "callTool('warehouse.stock_level'");
    const run = await runSnippet('1.0', source, server, {files: {'manuals/warehouse.json': manual}});
    expect(run.code).not.toBe(0);
    expect(server.requests).toEqual([]);
  });
});

describe('for-tool-providers.md running example (1.0, served at https://tools.example.com/utcp)', () => {
  /** A client program in the shape of the implementation guide, registering the page's GitHub manual. */
  const CLIENT = `
import { UtcpClient, UtcpClientConfigSerializer } from '@utcp/sdk';
import '@utcp/http';
const client = await UtcpClient.create(process.cwd(), new UtcpClientConfigSerializer().validateDict({
  variables: { github_GITHUB_TOKEN: 'ghp-test' },
  manual_call_templates: [{ name: 'github', call_template_type: 'http', http_method: 'GET', url: 'https://tools.example.com/utcp' }],
}));
console.log(JSON.stringify(await client.callTool('github.list_issues', { owner: 'octo-org', repo: 'website', state: 'open', per_page: 20 })));
console.log(JSON.stringify(await client.callTool('github.create_issue', { owner: 'octo-org', repo: 'website', issue: { title: 'Broken link on pricing page' } })));
await client.close();
`;

  it('fills the path, sends the rest as query parameters, the body_field argument as JSON body, and the bearer token', async () => {
    const manual = blockWith('1.0', 'for-tool-providers.md', ['json'], '"create_issue"');
    server = await startMockServer((request) => {
      if (request.host === 'tools.example.com' && request.path === '/utcp') {
        return {body: JSON.parse(manual.replaceAll('https://api.github.com', server!.baseFor('api.github.com')))};
      }
      if (request.host === 'api.github.com' && request.method === 'GET') return {body: [{number: 1, title: 'x'}]};
      if (request.host === 'api.github.com' && request.method === 'POST')
        return {status: 201, body: {number: 2, html_url: 'h'}};
      return undefined;
    });
    const run = await runSnippet('1.0', CLIENT, server);
    expect(run.stdout).toContain('"number":2');
    const [list, create] = toolRequests(server.requests);
    expect(list.method).toBe('GET');
    expect(list.path).toBe('/repos/octo-org/website/issues?state=open&per_page=20');
    expect(list.headers.authorization).toBe('Bearer ghp-test');
    expect(list.headers['x-github-api-version']).toBe('2022-11-28');
    expect(create.method).toBe('POST');
    expect(create.path).toBe('/repos/octo-org/website/issues');
    expect(create.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(create.body)).toEqual({title: 'Broken link on pricing page'});
  });

  it('the TypeScript SDK rejects a tool with an unknown top-level key', async () => {
    const manual = JSON.parse(blockWith('1.0', 'for-tool-providers.md', ['json'], '"create_issue"'));
    manual.tools[0].x_internal_owner = 'team-a';
    server = await startMockServer((request) => (request.path === '/utcp' ? {body: manual} : undefined));
    const source = `
import { UtcpClient, UtcpClientConfigSerializer } from '@utcp/sdk';
import '@utcp/http';
const client = await UtcpClient.create(process.cwd(), new UtcpClientConfigSerializer().validateDict({}));
const result = await client.registerManual({ name: 'github', call_template_type: 'http', http_method: 'GET', url: 'https://tools.example.com/utcp' } as never);
console.log('RESULT ' + JSON.stringify({ success: result.success, errors: result.errors }));
`;
    const run = await runSnippet('1.0', source, server);
    const result = JSON.parse(
      run.stdout
        .split('\n')
        .find((line) => line.startsWith('RESULT '))!
        .slice(7),
    );
    expect(result.success).toBe(false);
    expect(JSON.stringify(result.errors)).toMatch(/x_internal_owner|[Uu]nrecognized/);
  });
});

describe.each<{
  page: string;
  env: Record<string, string>;
  host: string;
  manualMarker: string;
  codeMarker: string;
  placeholder: string;
  listed: string;
}>([
  {
    page: 'protocols/sse.md',
    env: {CI_TOKEN: 'ci-tok'},
    host: 'ci.example.com',
    manualMarker: '"follow_build"',
    codeMarker: "callToolStreaming('ci.follow_build'",
    placeholder: 'SSE event for tool: ci.follow_build',
    listed: 'ci.wiki_recent_changes',
  },
  {
    page: 'protocols/streamable-http.md',
    env: {ANALYTICS_TOKEN: 'an-tok'},
    host: 'analytics.example.com',
    manualMarker: '"export_audit_events"',
    codeMarker: "callTool('analytics.export_audit_events'",
    placeholder: 'Streaming response for tool: analytics.export_audit_events',
    listed: 'https://',
  },
])('$page TypeScript example (1.0)', ({page, env, host, manualMarker, codeMarker, placeholder, listed}) => {
  it('discovers the tools but the call returns a placeholder and sends no request', async () => {
    const manual = blockWith('1.0', page, ['json'], manualMarker);
    server = await startMockServer((request) =>
      request.host === host && request.path === '/utcp' ? {body: JSON.parse(manual)} : {body: {}},
    );
    const run = await runSnippet('1.0', blockWith('1.0', page, TS, codeMarker), server, {env});
    expect(run.stdout).toContain(placeholder);
    expect(run.stdout).toContain(listed);
    expect(server.requests.map((request) => `${request.host}${request.path}`)).toEqual([`${host}/utcp`]);
  });
});
