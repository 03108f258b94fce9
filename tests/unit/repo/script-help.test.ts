import {execFile} from 'node:child_process';
import {promisify} from 'node:util';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const ROOT = path.join(__dirname, '..', '..', '..');
const scripts = (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {scripts: Record<string, string>})
  .scripts;

/** The npm scripts that run one of our TypeScript entry points: `tsx scripts/x.ts`. */
const entries = Object.entries(scripts).flatMap(([name, command]) => {
  const match = /^tsx (scripts\/\S+\.ts)$/.exec(command);
  return match ? [[name, match[1]!] as const] : [];
});

describe('every script entry answers --help', () => {
  it('finds the entries', () => {
    expect(entries.length).toBeGreaterThanOrEqual(15);
  });

  it.concurrent.each(entries)(
    'npm run %s -- --help prints its usage and exits 0, doing nothing else',
    async (_name, file) => {
      // A script that ignored --help would start its work: it gets no network and little time.
      // A failed run's error carries tsx's stack, whose source-map comments vitest cannot read;
      // the assertion gets the first lines of stderr as plain text instead.
      const run = await promisify(execFile)(path.join(ROOT, 'node_modules', '.bin', 'tsx'), [file, '--help'], {
        cwd: ROOT,
        encoding: 'utf8',
        env: {...process.env, npm_config_offline: 'true'},
        timeout: 90_000,
      }).catch((error: {stdout?: string; stderr?: string; code?: number}) => ({
        stdout: error.stdout ?? '',
        stderr: `exit ${error.code}: ${(error.stderr ?? '').split('\n').slice(0, 6).join(' | ')}`,
      }));
      expect(run.stdout.trimStart(), run.stderr).toMatch(/^(Usage: )?npm run /);
    },
    120_000,
  );
});
