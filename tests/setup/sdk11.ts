/**
 * Vitest global setup: installs the UTCP 1.1 TypeScript packages into
 * tests/sdk-1.1/node_modules when they are missing or older than its lockfile.
 * They live apart from the site's own node_modules (which hold the 1.0 line)
 * so that @utcp/http 1.1 resolves @utcp/sdk 1.1, not 1.0.
 */
import {execFileSync} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';

export const SDK11_DIR = path.resolve(__dirname, '../sdk-1.1');

function installedLockMatches(): boolean {
  const installed = path.join(SDK11_DIR, 'node_modules/.package-lock.json');
  if (!existsSync(installed)) return false;
  const wanted = JSON.parse(readFileSync(path.join(SDK11_DIR, 'package-lock.json'), 'utf8')).packages ?? {};
  const have = JSON.parse(readFileSync(installed, 'utf8')).packages ?? {};
  return Object.entries(wanted).every(
    ([key, entry]) =>
      key === '' || (have[key] as {version?: string})?.version === (entry as {version?: string}).version,
  );
}

export default function setup(): void {
  if (installedLockMatches()) return;
  console.log('Installing the UTCP 1.1 packages into tests/sdk-1.1 (npm ci)...');
  execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], {cwd: SDK11_DIR, stdio: 'inherit'});
}
