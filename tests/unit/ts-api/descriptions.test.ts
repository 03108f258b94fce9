/**
 * Coverage of data/ts-api/descriptions: every symbol and public member of the
 * TypeScript facts (data/ts-api/<version>.json) and of the published `.d.ts`
 * files in node_modules has a description, and no description names a symbol
 * or member that exists in no version.
 */
import {mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import {describe, expect, it, vi} from 'vitest';
import {loadTsFacts} from '../../../data/ts-api';
import {compareVersion} from '../../../scripts/ts-api/parity';
import {
  findEntry,
  loadAllDescriptions,
  loadPackageDescriptions,
  proseOf,
  pythonProse,
  tsDescription,
} from '../../../data/ts-api/descriptions';
import type {TsDocsVersion, TsSymbol} from '../../../data/ts-api/types';

const VERSIONS: TsDocsVersion[] = ['1.0', 'next'];
const ROOT = path.resolve(__dirname, '../../..');

function memberNames(symbol: TsSymbol): string[] {
  switch (symbol.kind) {
    case 'class':
      return [
        ...(symbol.constructor ? ['constructor'] : []),
        ...symbol.properties.map((p) => p.name),
        ...symbol.methods.map((m) => m.name),
      ];
    case 'interface':
      return [...symbol.properties.map((p) => p.name), ...symbol.methods.map((m) => m.name)];
    case 'enum':
      return symbol.members.map((m) => m.name);
    default:
      return [];
  }
}

/** `[package dir, qualified name]` of every symbol and member the facts of `version` hold. */
function factNames(version: TsDocsVersion): [string, string][] {
  return loadTsFacts(version).packages.flatMap((pkg) =>
    pkg.symbols.flatMap((symbol) => [
      [pkg.dir, symbol.name] as [string, string],
      ...memberNames(symbol).map((m) => [pkg.dir, `${symbol.name}.${m}`] as [string, string]),
    ]),
  );
}

/** The published declaration files the reference is checked against, per docs version. */
const PUBLISHED: Record<TsDocsVersion, {dir: string; dts: string}[]> = {
  '1.0': [
    {dir: 'core', dts: 'node_modules/@utcp/sdk/dist/index.d.ts'},
    {dir: 'http', dts: 'node_modules/@utcp/http/dist/index.d.ts'},
    {dir: 'text', dts: 'node_modules/@utcp/text/dist/index.d.ts'},
  ],
  next: [
    {dir: 'core', dts: 'node_modules/utcp-sdk-11/dist/index.d.ts'},
    {dir: 'http', dts: 'node_modules/utcp-http-11/dist/index.d.ts'},
    {dir: 'mcp', dts: 'node_modules/@utcp/mcp/dist/index.d.ts'},
  ],
};

const declaredCache = new Map<string, string[]>();

/** Exported symbols and their public members (own, inherited and static) as the checker sees a `.d.ts`. */
function declaredNames(dtsFile: string): string[] {
  const cached = declaredCache.get(dtsFile);
  if (cached) return cached;
  const names = readDeclaredNames(dtsFile);
  declaredCache.set(dtsFile, names);
  return names;
}

function readDeclaredNames(dtsFile: string): string[] {
  const program = ts.createProgram([dtsFile], {skipLibCheck: true, noEmit: true, types: [], lib: ['lib.es2022.d.ts']});
  const checker = program.getTypeChecker();
  const moduleSymbol = checker.getSymbolAtLocation(program.getSourceFile(dtsFile)!)!;
  const isPrivate = (member: ts.Symbol) => {
    const declaration = member.valueDeclaration ?? member.declarations?.[0];
    return (
      member.name.startsWith('#') ||
      (declaration !== undefined && (ts.getCombinedModifierFlags(declaration) & ts.ModifierFlags.Private) !== 0)
    );
  };
  return checker.getExportsOfModule(moduleSymbol).flatMap((exported) => {
    const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    const names = [exported.name];
    if (symbol.flags & (ts.SymbolFlags.Class | ts.SymbolFlags.Interface)) {
      const members = checker.getPropertiesOfType(checker.getDeclaredTypeOfSymbol(symbol));
      const statics =
        symbol.flags & ts.SymbolFlags.Class
          ? checker.getPropertiesOfType(checker.getTypeOfSymbol(symbol)).filter((m) => m.name !== 'prototype')
          : [];
      for (const member of [...members, ...statics])
        if (!isPrivate(member)) names.push(`${exported.name}.${member.name}`);
    }
    if (symbol.flags & ts.SymbolFlags.Enum) {
      for (const member of checker.getExportsOfModule(symbol)) names.push(`${exported.name}.${member.name}`);
    }
    return names;
  });
}

// Building a TypeScript program for each published .d.ts takes several seconds on a busy machine.
vi.setConfig({testTimeout: 120_000});

describe('TypeScript API descriptions', () => {
  it('loads and validates every package file', () => {
    const all = loadAllDescriptions();
    const dirs = new Set(VERSIONS.flatMap((v) => loadTsFacts(v).packages.map((p) => p.dir)));
    expect([...all.keys()].sort()).toEqual([...dirs].sort());
  });

  for (const version of VERSIONS) {
    it(`describes every symbol and member of the ${version} facts`, () => {
      const missing = factNames(version).filter(([dir, name]) => tsDescription(version, dir, name) === undefined);
      expect(missing.map(([dir, name]) => `${dir}: ${name}`)).toEqual([]);
    });

    it(`describes every symbol and member the published ${version} .d.ts files declare`, () => {
      const missing = PUBLISHED[version].flatMap(({dir, dts}) =>
        declaredNames(path.join(ROOT, dts))
          .filter((name) => tsDescription(version, dir, name) === undefined)
          .map((name) => `${dir}: ${name} (${dts})`),
      );
      expect(missing).toEqual([]);
    });
  }

  it('names no symbol or member that exists in no version', () => {
    const known = new Map<TsDocsVersion, Set<string>>();
    for (const version of VERSIONS) {
      const names = new Set(factNames(version).map(([dir, name]) => `${dir}:${name}`));
      for (const {dir, dts} of PUBLISHED[version])
        for (const name of declaredNames(path.join(ROOT, dts))) names.add(`${dir}:${name}`);
      known.set(version, names);
    }
    const stray: string[] = [];
    for (const [dir, entries] of loadAllDescriptions()) {
      for (const [name, entry] of Object.entries(entries)) {
        const versions = VERSIONS.filter((v) => proseOf(entry, v) !== undefined);
        const perVersion = typeof entry === 'object' && !('python' in entry) && !('text' in entry);
        const exists = versions.filter((v) => known.get(v)!.has(`${dir}:${name}`));
        // A shared entry must name something in some version; a per-version one in each version it covers.
        if (perVersion ? exists.length !== versions.length : exists.length === 0)
          stray.push(`${dir}: ${name} (${versions.filter((v) => !exists.includes(v)).join(', ')})`);
      }
    }
    expect(stray).toEqual([]);
  });

  it('gives inherited members the description written where they are declared', () => {
    expect(findEntry('1.0', '@utcp/sdk', 'ApiKeyAuthSerializer.copy')?.key).toBe('Serializer.copy');
    expect(findEntry('next', '@utcp/http', 'HttpCallTemplate.name')).toMatchObject({
      dir: 'core',
      key: 'CallTemplate.name',
    });
    expect(tsDescription('next', '@utcp/http', 'HttpCallTemplate.name')).toBe(
      tsDescription('next', '@utcp/sdk', 'CallTemplate.name'),
    );
  });

  it('shares or contrasts Python prose only between counterparts the parity page pairs', () => {
    // Counterparts by role that the parity page pairs once issue #38 item 6 lands (TypeScript → Python).
    const renamed: Record<string, string> = {
      TagSearchStrategy: 'TagAndDescriptionWordMatchStrategy',
      TagSearchStrategyConfigSerializer: 'TagAndDescriptionWordMatchStrategyConfigSerializer',
      InMemConcurrentToolRepository: 'InMemToolRepository',
      InMemConcurrentToolRepositorySerializer: 'InMemToolRepositoryConfigSerializer',
      FilterDictPostProcessorSerializer: 'FilterDictPostProcessorConfigSerializer',
      LimitStringsPostProcessorSerializer: 'LimitStringsPostProcessorConfigSerializer',
      SseCallTemplateSerializer: 'SSECallTemplateSerializer',
    };
    // Type aliases are not compared by the parity page; these mean the same on both sides.
    const sameAlias = new Set(['JsonType']);
    const unpaired: string[] = [];
    for (const version of VERSIONS) {
      const pairs = new Set(compareVersion(version).pairs.map((p) => `${p.typescript}=${p.python}`));
      for (const [dir, entries] of loadAllDescriptions()) {
        for (const [name, entry] of Object.entries(entries)) {
          const prose = proseOf(entry, version);
          if (prose === undefined || typeof prose === 'string') continue;
          const ref = 'python' in prose ? prose.python : prose.differs;
          const [tsOwner] = name.split('.') as [string];
          const [pyOwner] = ref.split('.') as [string];
          const paired =
            pairs.has(`${tsOwner}=${pyOwner}`) ||
            renamed[tsOwner] === pyOwner ||
            (sameAlias.has(tsOwner) && tsOwner === pyOwner);
          if (!paired) unpaired.push(`${version} ${dir}: ${name} → ${ref}`);
        }
      }
    }
    expect(unpaired).toEqual([]);
  });

  it('writes MDX-safe Markdown: no braces or angle brackets outside inline code', () => {
    const unsafe: string[] = [];
    for (const version of VERSIONS)
      for (const [dir, name] of factNames(version)) {
        const text = tsDescription(version, dir, name) ?? '';
        if (/[{}<]/.test(text.replace(/`[^`]*`/g, ''))) unsafe.push(`${version} ${dir}: ${name}`);
      }
    expect(unsafe).toEqual([]);
  });

  it('resolves a shared Python description into Markdown for the TypeScript pages', () => {
    const shared = pythonProse('next', 'UtcpClient.call_tool');
    expect(shared).toBeTruthy();
    expect(shared).not.toMatch(/\{\/\*|\]\(api:/);
    expect(pythonProse('next', 'NoSuchClass.member')).toBeUndefined();
  });

  describe('rejects a file that', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ts-descriptions-'));
    const write = (name: string, yaml: string) => {
      const file = path.join(dir, `${name}.yaml`);
      writeFileSync(file, yaml);
      return file;
    };
    it('has an unknown key', () => {
      expect(() => loadPackageDescriptions(write('unknown', 'Tool:\n  text: A tool.\n  python: Tool\n'))).toThrow(
        /invalid TypeScript API descriptions/,
      );
      expect(() => loadPackageDescriptions(write('version', "Tool:\n  '1.1': A tool.\n"))).toThrow(/unknown key 1\.1/);
    });
    it('has empty text', () => {
      expect(() => loadPackageDescriptions(write('empty', 'Tool: "  "\n'))).toThrow(/invalid/);
      expect(() => loadPackageDescriptions(write('null', 'Tool:\n'))).toThrow(/invalid/);
    });
    it('refers to Python prose that does not exist', () => {
      expect(() => loadPackageDescriptions(write('python', 'Tool:\n  python: Tool.no_such_field\n'))).toThrow(
        /Tool\.no_such_field" resolves to nothing/,
      );
    });
    it('accepts the three forms', () => {
      const file = write(
        'good',
        "Tool: A tool.\nTool.name:\n  python: Tool.name\nTool.tags:\n  '1.0': Tags.\n  next:\n    text: Tags, differently.\n    differs: Tool.tags\n",
      );
      expect(Object.keys(loadPackageDescriptions(file))).toEqual(['Tool', 'Tool.name', 'Tool.tags']);
    });
  });
});
