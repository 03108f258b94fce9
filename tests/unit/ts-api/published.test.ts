import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {loadTsFacts} from '../../../data/ts-api';
import type {TsDocsVersion} from '../../../data/ts-api/types';

/**
 * The facts are read from typescript-utcp's source; the packages installed
 * here are the published builds of the same lines. Their runtime exports
 * must be exactly the classes, functions, constants and enums the facts list
 * (interfaces and type aliases have no runtime value).
 */
const load = createRequire(__filename);

const PUBLISHED: [string, TsDocsVersion][] = [
  ['@utcp/sdk', '1.0'],
  ['@utcp/http', '1.0'],
  ['@utcp/text', '1.0'],
  ['@utcp/mcp', 'next'],
];

describe('extracted exports against the published packages', () => {
  it.each(PUBLISHED)('%s (%s line): same value exports and version', (name, version) => {
    const pkg = loadTsFacts(version).packages.find((p) => p.name === name)!;
    // The packages' "exports" maps leave package.json out, so it is read from node_modules.
    const manifest = path.join(__dirname, '..', '..', '..', 'node_modules', name, 'package.json');
    const installed = JSON.parse(readFileSync(manifest, 'utf8')) as {version: string};
    expect(installed.version).toBe(pkg.version);
    const runtime = Object.keys(load(name) as object)
      .filter((key) => key !== '__esModule' && key !== 'default')
      .sort();
    const values = pkg.symbols
      .filter((s) => s.kind === 'class' || s.kind === 'function' || s.kind === 'variable' || s.kind === 'enum')
      .map((s) => s.name)
      .sort();
    expect(runtime).toEqual(values);
  });
});
