import {describe, expect, it} from 'vitest';
import {loadFacts} from '../../../data/protocol';
import type {ProtocolFacts} from '../../../data/protocol/types';
import type {RegistryIndex} from '../../../src/data/registry/types';
import type {RecordEntry, VerificationRecord} from '../../../scripts/python-utcp/types';
import index from '../../../src/data/registry/index.json';
import {apiChanges, recordChanges, renderFactsReport} from '../../../scripts/repo/facts-report';
import {diffRegistry, renderRegistryReport} from '../../../scripts/repo/registry-report';
import {reportArgs} from '../../../scripts/repo/git';

const clone = <T>(value: T): T => structuredClone(value);

describe('facts:report', () => {
  const before = loadFacts('next');

  /** Next as if python-utcp's main had moved: one public class gone, one function added, a new commit. */
  function moved(): ProtocolFacts {
    const after = clone(before);
    after.source.commit = 'f'.repeat(40);
    const mod = after.modules.find((m) => m.public && m.classes.some((c) => c.public))!;
    const cls = mod.classes.find((c) => c.public)!;
    mod.classes = mod.classes.filter((c) => c !== cls);
    mod.functions.push({
      name: 'brand_new_helper',
      public: true,
      async: false,
      generator: false,
      decorators: [],
      parameters: [],
      returns: 'None',
      line: 1,
      end_line: 2,
    });
    return after;
  }

  it('finds no API change between an extraction and itself', () => {
    expect(apiChanges(before, clone(before))).toEqual([]);
  });

  it('names a removed class and an added function, by module', () => {
    const after = moved();
    const changes = apiChanges(before, after).join('\n');
    expect(changes).toContain('brand_new_helper');
    const removed = before.modules.find((m) => m.public && m.classes.some((c) => c.public))!;
    expect(changes).toContain(`${removed.name}: `);
    expect(changes).toContain(removed.classes.find((c) => c.public)!.name);
  });

  it('reports a distribution version once, not once per module', () => {
    const after = clone(before);
    const pkg = after.packages.find((p) => after.modules.filter((m) => m.package === p.name).length > 1)!;
    pkg.version = '99.0.0';
    const changes = apiChanges(before, after);
    expect(changes.filter((line) => line.includes('99.0.0'))).toEqual([
      expect.stringMatching(new RegExp(`^\`${pkg.name}\` version .* → 99\\.0\\.0\\.$`)),
    ]);
  });

  it('writes the commit range, the items that need prose and the changed runs', () => {
    const entry = (status: RecordEntry['status'], observed?: string): RecordEntry => ({
      id: 'docs/protocols/http.md#2',
      kind: 'block',
      file: 'docs/protocols/http.md',
      commit: before.source.commit,
      status,
      observed,
    });
    const record = (entries: RecordEntry[]): VerificationRecord => ({
      format: 1,
      version: 'next',
      commit: before.source.commit,
      entries,
    });
    const records = {next: recordChanges(record([entry('pass')]), record([entry('fail', 'KeyError: url')]))};
    const body = renderFactsReport({
      before,
      after: moved(),
      needsProse: ['utcp.x.brand_new_helper(): no summary'],
      records,
    });
    expect(body).toContain(`moved from ${before.source.commit.slice(0, 12)} to ffffffffffff`);
    expect(body).toContain('`utcp.x.brand_new_helper(): no summary`');
    expect(body).toContain('next: `docs/protocols/http.md#2` pass → fail (saw: KeyError: url)');
  });

  it('lists new and removed records, and leaves unchanged ones out', () => {
    const base = (id: string): RecordEntry => ({id, kind: 'block', file: 'f.md', commit: 'c', status: 'pass'});
    const rec = (entries: RecordEntry[]): VerificationRecord => ({format: 1, version: 'next', commit: 'c', entries});
    const changes = recordChanges(rec([base('a'), base('b')]), rec([base('b'), base('c')]));
    expect(changes).toEqual([
      {id: 'a', before: 'pass', after: undefined, observed: undefined},
      {id: 'c', before: undefined, after: 'pass', observed: undefined},
    ]);
    expect(recordChanges(undefined, rec([base('a')]))).toHaveLength(1);
  });
});

describe('registry:report', () => {
  const before = index as unknown as RegistryIndex;

  it('reports nothing when the index is unchanged', () => {
    const diff = diffRegistry(before, clone(before));
    expect(diff).toMatchObject({packages: [], added: [], removed: [], changed: []});
    expect(diff.unchanged).toBe(before.entries.length);
  });

  it('lists added, removed and changed APIs and a new collection version', () => {
    const after = clone(before);
    after.source.version = '9.9.9';
    const [gone, bumped] = after.entries;
    after.entries = after.entries.filter((entry) => entry !== gone);
    bumped!.version = `${bumped!.version}-next`;
    bumped!.toolCount += 2;
    after.entries.push({...clone(bumped!), name: 'zz_new_api', title: 'New API'});
    const diff = diffRegistry(before, after);
    expect(diff.packages).toEqual([
      `${before.source.package} ${before.source.version} → ${before.source.package} 9.9.9`,
    ]);
    expect(diff.removed.map((entry) => entry.name)).toEqual([gone!.name]);
    expect(diff.added.map((entry) => entry.name)).toEqual(['zz_new_api']);
    expect(diff.changed).toHaveLength(1);
    expect(diff.changed[0]).toContain(`tools ${bumped!.toolCount - 2} → ${bumped!.toolCount}`);
    const body = renderRegistryReport(diff);
    expect(body).toContain('1 added, 1 removed, 1 changed');
    expect(body).toContain('`zz_new_api` (New API)');
  });
});

describe('report arguments', () => {
  it('default to HEAD and standard output', () => {
    expect(reportArgs([])).toEqual({base: 'HEAD', out: undefined});
    expect(reportArgs(['--base', 'origin/main', '--out', 'body.md'])).toEqual({base: 'origin/main', out: 'body.md'});
    expect(() => reportArgs(['--bogus'])).toThrow(/unknown argument/);
  });
});
