/**
 * Runs the TypeScript examples of the Next SSE and streamable HTTP pages as printed, against
 * the 1.1 packages (tests/sdk-1.1) and the page's own manual served on loopback. The manuals'
 * tools carry `${CI_TOKEN}` / `${ANALYTICS_TOKEN}`, so an example that does not define the
 * variable stops with UtcpVariableNotFoundError before it prints what the page says.
 */
import {afterEach, describe, expect, it} from 'vitest';
import {blockWith} from '../../support/tsSnippets';
import {rewriteHosts, runSnippet, startMockServer, type MockServer} from '../../support/tsSnippets/run';

const TS = ['ts', 'typescript'];

let server: MockServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** Serves the page's manual at /utcp of every host, with its https hosts pointed at the mock. */
async function serveManual(page: string, marker: string): Promise<MockServer> {
  const manualText = blockWith('next', page, ['json'], marker);
  const started = await startMockServer((request) =>
    request.path === '/utcp' ? {body: JSON.parse(rewriteHosts(manualText, started))} : undefined,
  );
  return started;
}

describe('Next SSE and streamable HTTP TypeScript examples run against the 1.1 packages', () => {
  it('sse.md: the example lists the SSE tools and prints the placeholder item', async () => {
    server = await serveManual('protocols/sse.md', '"follow_build"');
    const source = blockWith('next', 'protocols/sse.md', TS, "callToolStreaming('ci.follow_build'");
    const run = await runSnippet('next', source, server, {env: {CI_TOKEN: 'ci-token-1'}});
    expect(run.stderr).not.toContain('UtcpVariableNotFoundError');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('ci.follow_build');
    expect(run.stdout).toContain('SSE event for tool: ci.follow_build');
    expect(server.requests.filter((request) => request.method !== 'OPTIONS').map((r) => r.path)).toEqual(['/utcp']);
  });

  it('streamable-http.md: the example prints the template URL and the placeholder result', async () => {
    server = await serveManual('protocols/streamable-http.md', '"export_audit_events"');
    const source = blockWith('next', 'protocols/streamable-http.md', TS, "callTool('analytics.export_audit_events'");
    const run = await runSnippet('next', source, server, {env: {ANALYTICS_TOKEN: 'an-token-1'}});
    expect(run.stderr).not.toContain('UtcpVariableNotFoundError');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('/v1/workspaces/{workspace_id}/audit-events');
    expect(run.stdout).toContain('Streaming response for tool: analytics.export_audit_events');
    // The placeholder sends nothing: the only request is the manual's.
    expect(server.requests.filter((request) => request.method !== 'OPTIONS').map((r) => r.path)).toEqual(['/utcp']);
  });
});
