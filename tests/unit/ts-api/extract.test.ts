import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {ExtractionFailure, extractTsFacts, factsFromFiles, stableStringify} from '../../../scripts/ts-api/extract';
import type {
  TsApiFacts,
  TsClass,
  TsFunctionSymbol,
  TsInterface,
  TsSymbol,
  TsVariable,
} from '../../../data/ts-api/types';

// A typescript-utcp-shaped package: an index that re-exports in the ways the real packages do.
const FILES: Record<string, string> = {
  'packages/core/package.json': JSON.stringify({name: '@x/core', version: '9.1.0', dependencies: {zod: '^3'}}),
  'packages/core/src/index.ts': [
    "export * from './data/model';",
    "export * from './interfaces';",
    "export { helper as publicHelper } from './util';",
    "export type { Options } from './util';",
  ].join('\n'),
  'packages/core/src/interfaces/index.ts': "export * from './protocol';\n",
  'packages/core/src/interfaces/protocol.ts': [
    "import { Model } from '../../data/model';",
    'export interface Protocol {',
    '  /** A doc comment that must not be copied. */',
    '  name: string;',
    '  timeout?: number;',
    '  [k: string]: unknown;',
    '  call(model: Model, ...rest: string[]): Promise<void>;',
    '}',
  ].join('\n'),
  'packages/core/src/data/model.ts': [
    "import { z } from 'zod';",
    'export interface Model { kind: string }',
    'export const ModelSchema: z.ZodType<Model> = z.object({',
    "  kind: z.literal('m').describe('prose that is dropped'),",
    '  size: z.number().optional().default(5),',
    '  note: z.string().nullable().transform((v) => { return v ?? ""; }),',
    '}).strict();',
    'export const LIMIT = 10;',
    'export abstract class Base<T> implements Protocol {',
    '  public static registry: Record<string, Base<any>> = {};',
    '  private secret = 1;',
    '  #hidden = 2;',
    '  constructor(public readonly name: string, private key?: string) {}',
    '  abstract run(x: T): T;',
    '  protected async load(path: string, retries: number = 3): Promise<string> {',
    "    if (!path) throw new TypeError('no path');",
    '    try { return path; } catch (e) { throw e; }',
    '  }',
    '  private internal(): void {}',
    '}',
    'function notExported() {}',
  ].join('\n'),
  'packages/core/src/util.ts': [
    'export interface Options { deep: boolean }',
    'export async function helper(a: string, b?: number): Promise<number> {',
    "  if (a === '') throw new RangeError('empty');",
    '  return b ?? 0;',
    '}',
  ].join('\n'),
  'packages/core/src/util.test.ts': 'export const ignored = 1;',
};

const SOURCE = {repository: 'https://example.invalid/repo', ref: 'main', commit: 'a'.repeat(40)};

function extract(files: Record<string, string> = FILES) {
  return factsFromFiles(new Map(Object.entries(files)), 'next', SOURCE);
}

function symbol<K extends TsSymbol['kind']>(name: string, kind: K): Extract<TsSymbol, {kind: K}> {
  const found = extract().packages[0].symbols.find((s) => s.name === name && s.kind === kind);
  if (!found) throw new Error(`${kind} ${name} not extracted`);
  return found as Extract<TsSymbol, {kind: K}>;
}

describe('ts-api extractor', () => {
  it('follows export *, export {a as b} from and export type through to the declaring files', () => {
    const pkg = extract().packages[0];
    expect(pkg).toMatchObject({dir: 'core', name: '@x/core', version: '9.1.0', entry: 'packages/core/src/index.ts'});
    expect(pkg.symbols.map((s) => `${s.kind} ${s.name}`)).toEqual([
      'class Base',
      'variable LIMIT',
      'interface Model',
      'variable ModelSchema',
      'interface Options',
      'interface Protocol',
      'function publicHelper',
    ]);
    expect(symbol('Options', 'interface').typeOnly).toBe(true);
    expect(symbol('Protocol', 'interface')).toMatchObject({file: 'packages/core/src/interfaces/protocol.ts', line: 2});
  });

  it('records functions: parameters with defaults and optionality, return type, async and throw statements', () => {
    const fn = symbol('publicHelper', 'function') as TsFunctionSymbol;
    expect(fn.function).toMatchObject({
      async: true,
      returns: 'Promise<number>',
      parameters: [
        {name: 'a', type: 'string', optional: false, default: null, rest: false},
        {name: 'b', type: 'number', optional: true, default: null, rest: false},
      ],
      throws: [{what: 'RangeError', constructed: true, line: 3}],
    });
    expect(fn.signature).toBe('async function helper(a: string, b?: number): Promise<number>');
  });

  it('records classes without private members, with parameter properties, statics, defaults and rethrows', () => {
    const cls = symbol('Base', 'class') as TsClass;
    expect(cls.signature).toBe('abstract class Base<T> implements Protocol');
    expect(cls.implements).toEqual(['Protocol']);
    expect(cls.properties.map((p) => [p.name, p.static, p.readonly, p.default])).toEqual([
      ['registry', true, false, '{}'],
      ['name', false, true, null],
    ]);
    expect(cls.methods.map((m) => m.name)).toEqual(['run', 'load']);
    const load = cls.methods[1];
    expect(load).toMatchObject({access: 'protected', async: true});
    expect(load.parameters[1]).toMatchObject({name: 'retries', default: '3', optional: true});
    expect(load.signature).toBe('protected async load(path: string, retries: number = 3): Promise<string>');
    expect(load.throws).toEqual([
      {what: 'TypeError', constructed: true, line: 16},
      {what: 'e', constructed: false, line: 17},
    ]);
    expect(cls.constructor?.parameters.map((p) => p.name)).toEqual(['name', 'key']);
  });

  it('records interface properties, methods and index signatures, and no comment text', () => {
    const iface = symbol('Protocol', 'interface') as TsInterface;
    expect(iface.properties.map((p) => [p.name, p.type, p.optional])).toEqual([
      ['name', 'string', false],
      ['timeout', 'number', true],
    ]);
    expect(iface.indexSignatures).toEqual(['[k: string]: unknown']);
    expect(iface.methods[0].parameters[1]).toMatchObject({name: 'rest', rest: true, type: 'string[]'});
    expect(JSON.stringify(extract())).not.toContain('must not be copied');
  });

  it('reads the fields of a Zod object schema: describe() dropped, callbacks shortened, defaults kept', () => {
    const schema = symbol('ModelSchema', 'variable') as TsVariable;
    expect(schema.signature).toBe('const ModelSchema: z.ZodType<Model>');
    expect(schema.zodFields).toEqual([
      {name: 'kind', line: 4, schema: "z.literal('m')", optional: false, nullable: false, default: null},
      {
        name: 'size',
        line: 5,
        schema: 'z.number().optional().default(5)',
        optional: true,
        nullable: false,
        default: '5',
      },
      {
        name: 'note',
        line: 6,
        schema: 'z.string().nullable().transform(…)',
        optional: false,
        nullable: true,
        default: null,
      },
    ]);
    expect(JSON.stringify(schema)).not.toContain('prose that is dropped');
    expect((symbol('LIMIT', 'variable') as TsVariable).signature).toBe('const LIMIT = 10');
  });

  it('stops with the package and the reason on what it cannot follow', () => {
    expect(() => extract({...FILES, 'packages/core/src/index.ts': "export * from '@x/other';"})).toThrow(
      /@x\/core: .*"@x\/other", which is not a file of the package/,
    );
    expect(() =>
      extract({
        ...FILES,
        'packages/core/src/index.ts': "export * from './util';\nexport { helper } from './data/model';",
      }),
    ).toThrow(ExtractionFailure);
  });

  it('gives the same bytes for the same input', () => {
    expect(stableStringify(extract())).toBe(stableStringify(extract()));
  });
});

// When the typescript-utcp mirror is on this machine, the committed facts must be what the extractor reads now.
const MIRROR = '/work/.mirror/universal-tool-calling-protocol+typescript-utcp/repo';
describe.runIf(existsSync(MIRROR))('committed facts', () => {
  for (const version of ['1.0', 'next'] as const) {
    it(`data/ts-api/${version}.json matches a fresh extraction at its commit`, () => {
      const file = path.join(__dirname, '..', '..', '..', 'data', 'ts-api', `${version}.json`);
      const committed = JSON.parse(readFileSync(file, 'utf8'));
      // The registry's answers are the recorded ones: the test runs offline.
      const recorded = (name: string) => (committed as TsApiFacts).packages.find((pkg) => pkg.name === name)!.registry;
      const fresh = extractTsFacts(MIRROR, committed.source.commit, version, recorded);
      fresh.source.ref = committed.source.ref;
      expect(stableStringify(fresh)).toBe(readFileSync(file, 'utf8'));
    }, 300_000);
  }
});
