import {readFileSync} from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import {describe, expect, it} from 'vitest';

/**
 * `npm ci` on the Node line of .nvmrc (the one the README names) warns of no unsupported engine:
 * every locked package that declares `engines.node` accepts some release of that line.
 */
const ROOT = path.join(__dirname, '..', '..', '..');
const line = readFileSync(path.join(ROOT, '.nvmrc'), 'utf8').trim();
const lock = JSON.parse(readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, {version?: string; engines?: {node?: string} | string[]}>;
};

describe(`the locked packages on Node ${line}`, () => {
  it('names a major line in .nvmrc', () => {
    expect(line).toMatch(/^\d+$/);
  });

  it('accept that line where they declare an engine', () => {
    const nodeLine = `>=${line}.0.0 <${Number(line) + 1}.0.0`;
    const refusing = Object.entries(lock.packages)
      .filter(([name]) => name !== '')
      .flatMap(([name, entry]) => {
        const wanted = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
        return wanted && !semver.intersects(wanted, nodeLine) ? [`${name}@${entry.version}: node ${wanted}`] : [];
      });
    expect(refusing).toEqual([]);
  });
});
