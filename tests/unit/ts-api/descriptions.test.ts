/**
 * Coverage of data/ts-api/descriptions: every symbol and member of the
 * TypeScript facts (data/ts-api/<version>.json, whose `qualifiedNames` list
 * what the published `.d.ts` declares) has a description, and no description
 * names a symbol or member that exists in no version.
 */
import {mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {loadKeys, loadResults} from '../../../data/behaviour';
import {loadTsFacts} from '../../../data/ts-api';
import {compareVersion} from '../../../scripts/ts-api/parity';
import {
  type DiffersProse,
  findEntry,
  loadAllDescriptions,
  loadPackageDescriptions,
  proseOf,
  pythonProse,
  splitCitation,
  tsDescription,
} from '../../../data/ts-api/descriptions';
import type {TsDocsVersion, TsSymbol} from '../../../data/ts-api/types';
import {typescriptVersions} from '../../../src/config/versionPins';

const VERSIONS: TsDocsVersion[] = typescriptVersions();

/** Every `{text, differs}` entry as `<version> <package>: <name>`, with its prose. */
function differsEntries(): [string, DiffersProse][] {
  const found: [string, DiffersProse][] = [];
  for (const version of VERSIONS)
    for (const [dir, entries] of loadAllDescriptions())
      for (const [name, entry] of Object.entries(entries)) {
        const prose = proseOf(entry, version);
        if (prose !== undefined && typeof prose !== 'string' && 'differs' in prose)
          found.push([`${version} ${dir}: ${name}`, prose]);
      }
  return found;
}

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

/**
 * `[package dir, qualified name]` of every symbol and member the facts of
 * `version` hold: the package's `qualifiedNames` (every member the published
 * `.d.ts` declares, inherited ones and index signatures included) and the
 * members read from the source.
 */
function factNames(version: TsDocsVersion): [string, string][] {
  return loadTsFacts(version).packages.flatMap((pkg) => {
    const names = new Set([
      ...pkg.qualifiedNames,
      ...pkg.symbols.flatMap((symbol) => [symbol.name, ...memberNames(symbol).map((m) => `${symbol.name}.${m}`)]),
    ]);
    return [...names].map((name) => [pkg.dir, name] as [string, string]);
  });
}

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
  }

  it('names no symbol or member that exists in no version', () => {
    const known = new Map<TsDocsVersion, Set<string>>();
    for (const version of VERSIONS) {
      const names = new Set(factNames(version).map(([dir, name]) => `${dir}:${name}`));
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
    expect(findEntry('next', '@utcp/http', 'HttpCallTemplateSerializer.constructor')).toMatchObject({
      dir: 'core',
      key: 'Serializer.constructor',
    });
    expect(findEntry('next', '@utcp/mcp', 'McpCallTemplate[string]')?.key).toBe('CallTemplate[string]');
    expect(findEntry('next', '@utcp/http', 'HttpCallTemplate.name')).toMatchObject({
      dir: 'core',
      key: 'CallTemplate.name',
    });
    expect(tsDescription('next', '@utcp/http', 'HttpCallTemplate.name')).toBe(
      tsDescription('next', '@utcp/sdk', 'CallTemplate.name'),
    );
  });

  it('shares or contrasts Python prose only between counterparts the parity page pairs', () => {
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
          const paired = pairs.has(`${tsOwner}=${pyOwner}`) || (sameAlias.has(tsOwner) && tsOwner === pyOwner);
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

  it('cites behaviour keys for every difference from Python', () => {
    const entries = differsEntries();
    expect(entries.length).toBeGreaterThan(0);
    const uncited = entries.filter(([, prose]) => !prose.keys?.length).map(([where]) => where);
    expect(uncited).toEqual([]);
  });

  it('cites only keys with results for an SDK line and a Python line', () => {
    const keys = new Map(loadKeys().map((key) => [key.key, key]));
    const results = loadResults();
    const recordedBy = (keyId: string, line: 'sdk' | 'python', caseId?: string) =>
      [...results].some(
        ([impl, file]) =>
          impl.startsWith(`${line}-`) &&
          file.results[keyId] !== undefined &&
          (caseId === undefined || file.results[keyId][caseId] !== undefined),
      );
    const unrecorded: string[] = [];
    for (const [where, prose] of differsEntries())
      for (const cited of prose.keys ?? []) {
        const [keyId, caseId] = splitCitation(cited);
        expect(keys.has(keyId), `${where} cites ${cited}`).toBe(true);
        if (!recordedBy(keyId, 'sdk') || !recordedBy(keyId, 'python')) unrecorded.push(`${where}: ${keyId}`);
        if (caseId !== undefined && !recordedBy(keyId, 'sdk', caseId) && !recordedBy(keyId, 'python', caseId))
          unrecorded.push(`${where}: ${cited}`);
      }
    expect(unrecorded).toEqual([]);
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
    it('cites a behaviour key or case that does not exist', () => {
      const differs = (keys: string) =>
        `Tool.tags:\n  text: Tags, differently.\n  differs: Tool.tags\n  keys: ${keys}\n`;
      expect(() => loadPackageDescriptions(write('no-key', differs('[client.no.such-key]')))).toThrow(
        /Tool\.tags: behaviour key "client\.no\.such-key" is not in data\/behaviour\/keys/,
      );
      expect(() =>
        loadPackageDescriptions(write('no-case', differs('[http.auth.api-key.default-var-name@no-such-case]'))),
      ).toThrow(/has no case "no-such-case"/);
      expect(() => loadPackageDescriptions(write('bad-id', differs('[Not A Key]')))).toThrow(/invalid/);
      expect(() => loadPackageDescriptions(write('empty-keys', differs('[]')))).toThrow(/invalid/);
      expect(
        Object.keys(
          loadPackageDescriptions(write('cited', differs('[http.auth.api-key.default-var-name@no-var-name]'))),
        ),
      ).toEqual(['Tool.tags']);
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
