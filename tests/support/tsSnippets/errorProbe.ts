/**
 * Source of the probe programs run by tests/unit/docs/quoted-errors.test.ts: each
 * case runs one operation against the real packages and records the message
 * it fails with (or `OK <result>`), printed as one JSON line at the end.
 */
export const PROBE_PRELUDE = `
import { UtcpClient, UtcpClientConfigSerializer, CallTemplateSerializer } from '@utcp/sdk';
const results: Record<string, string> = {};
async function probe(name: string, run: () => unknown): Promise<void> {
  try {
    const value = await run();
    results[name] = 'OK ' + JSON.stringify(value ?? null);
  } catch (error) {
    results[name] = String((error as Error)?.message ?? error);
  }
}
async function newClient(config: Record<string, unknown> = {}) {
  return UtcpClient.create(process.cwd(), new UtcpClientConfigSerializer().validateDict(config));
}
`;

export const PROBE_EPILOGUE = `
console.log('PROBE_RESULTS ' + JSON.stringify(results));
process.exit(0);
`;

/** Extracts the results printed by a probe program. */
export function parseProbeOutput(stdout: string): Record<string, string> {
  const line = stdout.split('\n').find((candidate) => candidate.startsWith('PROBE_RESULTS '));
  if (!line) throw new Error(`probe printed no results:\n${stdout.slice(-2000)}`);
  return JSON.parse(line.slice('PROBE_RESULTS '.length)) as Record<string, string>;
}
