/**
 * Runs the TypeScript examples of the Next pages that the 1.1 line changed
 * (index, text, file) as printed, against the 1.1 packages and a mock server
 * on loopback, and checks the requests they sent.
 */
import {afterEach, describe, expect, it} from 'vitest';
import {blockWith} from '../../support/tsSnippets';
import {weatherExampleCall} from '../../support/tsSnippets/openMeteo';
import {runSnippet, startMockServer, type MockServer, type RecordedRequest} from '../../support/tsSnippets/run';

const TS = ['ts', 'typescript'];

/** The first block of a Next page in one of `langs` whose text contains `marker`. */
const nextBlock = (page: string, langs: string[], marker: string) => blockWith('next', page, langs, marker);

let server: MockServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

const calls = (requests: RecordedRequest[]) => requests.filter((request) => request.method !== 'OPTIONS');

describe('Next TypeScript examples run against the 1.1 packages', () => {
  it('index.md: the text manual with allowed http tools calls Open-Meteo with the arguments as query parameters', async () => {
    const call = await weatherExampleCall('next');
    expect(call.host).toBe('api.open-meteo.com');
    expect(call.path).toBe('/v1/forecast?latitude=52.52&longitude=13.41&current=temperature_2m,wind_speed_10m');
  });

  it('index.md: without allowed_communication_protocols the same manual registers no tool', async () => {
    server = await startMockServer(() => ({body: {current: {}}}));
    const manual = nextBlock('index.md', ['json'], '"get_forecast"');
    const source = nextBlock('index.md', TS, "callTool('weather.get_forecast'").replace(
      "allowed_communication_protocols: ['http'],",
      '',
    );
    const run = await runSnippet('next', source, server, {files: {'weather_manual.json': manual}});
    expect(run.code).not.toBe(0);
    expect(`${run.stdout}\n${run.stderr}`).toContain("Tool 'weather.get_forecast' not found in the repository.");
    expect(calls(server.requests)).toEqual([]);
  });

  it('text.md: the warehouse manual sends the API key header and fills the path parameter', async () => {
    server = await startMockServer((request) =>
      request.path.startsWith('/v2/stock/')
        ? {body: {sku: 'TSHIRT-BLK-M', locations: [{warehouse: 'north', available: 12, reserved: 3}]}}
        : undefined,
    );
    const manual = nextBlock('protocols/text.md', ['json'], '"stock_level"');
    const source = nextBlock('protocols/text.md', TS, "callTool('warehouse.stock_level'");
    const run = await runSnippet('next', source, server, {
      env: {WAREHOUSE_API_KEY: 'wh-key-1'},
      files: {'manuals/warehouse.json': manual},
    });
    expect(run.stdout).toContain('north');
    const [call] = calls(server.requests);
    expect(call.host).toBe('inventory.example.com');
    expect(call.path).toBe('/v2/stock/TSHIRT-BLK-M');
    expect(call.headers['x-api-key']).toBe('wh-key-1');
  });

  it('text.md: the warehouse example stops before any request when WAREHOUSE_API_KEY is unset', async () => {
    server = await startMockServer(() => ({body: {locations: []}}));
    const manual = nextBlock('protocols/text.md', ['json'], '"stock_level"');
    const source = nextBlock('protocols/text.md', TS, "callTool('warehouse.stock_level'");
    const run = await runSnippet('next', source, server, {files: {'manuals/warehouse.json': manual}});
    expect(run.code).not.toBe(0);
    expect(calls(server.requests)).toEqual([]);
  });

  it('file.md: TypeScript reads the manual itself and calls the ticket API with the bearer token', async () => {
    server = await startMockServer((request) =>
      request.path.startsWith('/api/customers/')
        ? {body: [{id: 'T-1', subject: 'Refund', priority: 'high'}]}
        : undefined,
    );
    const manual = JSON.parse(nextBlock('protocols/file.md', ['json'], '"open_tickets"')) as {tools: {name: string}[]};
    const httpOnly = {...manual, tools: manual.tools.filter((tool) => tool.name !== 'escalation_policy')};
    const source = nextBlock('protocols/file.md', TS, "callTool('support.open_tickets'");
    const run = await runSnippet('next', source, server, {
      env: {SUPPORT_TOKEN: 'sup-123'},
      files: {'manuals/tickets-http.json': JSON.stringify(httpOnly)},
    });
    expect(run.stdout).toContain('T-1');
    const [call] = calls(server.requests);
    expect(call.host).toBe('support.example.com');
    expect(call.path).toBe('/api/customers/C-20931/tickets?limit=5');
    expect(call.headers.authorization).toBe('Bearer sup-123');
  });
});
