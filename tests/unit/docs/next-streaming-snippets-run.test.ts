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

/**
 * Runs the page's example (the TypeScript block holding `call`) with `env` against its manual (the
 * JSON block holding `marker`); checks that it ran through and that the manual was the only request,
 * as the placeholder calls send nothing. Returns what it printed.
 */
async function runPlaceholderExample(page: string, marker: string, call: string, env: Record<string, string>) {
  server = await serveManual(page, marker);
  const run = await runSnippet('next', blockWith('next', page, TS, call), server, {env});
  expect(run.stderr).not.toContain('UtcpVariableNotFoundError');
  expect(run.code).toBe(0);
  expect(server.requests.filter((request) => request.method !== 'OPTIONS').map((r) => r.path)).toEqual(['/utcp']);
  return run.stdout;
}

describe('Next SSE and streamable HTTP TypeScript examples run against the 1.1 packages', () => {
  it('sse.md: the example lists the SSE tools and prints the placeholder item', async () => {
    const stdout = await runPlaceholderExample('protocols/sse.md', '"follow_build"', "callToolStreaming('ci.follow_build'", {
      CI_TOKEN: 'ci-token-1',
    });
    expect(stdout).toContain('ci.follow_build');
    expect(stdout).toContain('SSE event for tool: ci.follow_build');
  });

  it('streamable-http.md: the example prints the template URL and the placeholder result', async () => {
    const stdout = await runPlaceholderExample(
      'protocols/streamable-http.md',
      '"export_audit_events"',
      "callTool('analytics.export_audit_events'",
      {ANALYTICS_TOKEN: 'an-token-1'},
    );
    expect(stdout).toContain('/v1/workspaces/{workspace_id}/audit-events');
    expect(stdout).toContain('Streaming response for tool: analytics.export_audit_events');
  });
});
