import {describe, expect, it} from 'vitest';
import {
  blockHash,
  collectBlocks,
  collectClaims,
  fences,
  sentenceAt,
  sha256,
  type PageBlock,
} from '../../../scripts/python-utcp/collect';
import {pinnedCommit, PYTHON_VERSIONS} from '../../../scripts/python-utcp/environment';
import {normalizeObserved, readRecord, recordProblems} from '../../../scripts/python-utcp/record';
import type {VerificationRecord} from '../../../scripts/python-utcp/types';

describe('python-utcp records match the pages', () => {
  it.each(PYTHON_VERSIONS)('%s: every python block and claim was run (or traced) as it stands', (version) => {
    const blocks = collectBlocks(version);
    const claims = collectClaims(version);
    // The counts per version go to the output: a version cut with `npm run version:cut` shows here.
    console.log(
      `python-utcp ${version}: ${blocks.length} python blocks, ${claims.filter((c) => c.kind === 'probe').length} probe markers, ` +
        `${claims.filter((c) => c.kind !== 'probe').length} traces checked against the record`,
    );
    const problems = recordProblems(readRecord(version), blocks, claims, {
      pinned: pinnedCommit(version),
      legacy: pinnedCommit('0.1'),
    });
    expect(problems).toEqual([]);
  });

  it.each(PYTHON_VERSIONS)('%s: the record holds python blocks that ran', (version) => {
    const record = readRecord(version);
    expect(record.version).toBe(version);
    expect(record.entries.filter((entry) => entry.kind === 'block' && entry.status === 'pass').length).toBeGreaterThan(
      5,
    );
  });
});

const page = (code: string, extra: Partial<PageBlock> = {}): PageBlock => ({
  id: 'docs/x.md#1',
  key: 'x.md#1',
  file: 'docs/x.md',
  line: 3,
  language: 'python',
  versions: ['next'],
  code,
  fragment: false,
  legacy: false,
  ...extra,
});

describe('recordProblems', () => {
  const block = page('print(1)');
  const record = (entries: VerificationRecord['entries']): VerificationRecord => ({
    format: 1,
    version: 'next',
    commit: 'c1',
    entries,
  });
  const commits = {pinned: 'c1', legacy: 'c0'};
  const passing = {id: block.id, kind: 'block' as const, file: block.file, codeHash: blockHash(block), commit: 'c1'};

  it('accepts a block recorded as passing with its current hash', () => {
    expect(recordProblems(record([{...passing, status: 'pass'}]), [block], [], commits)).toEqual([]);
  });

  it('reports an edited block, a failed run, a missing entry and a stale one', () => {
    const edited = page('print(2)');
    expect(recordProblems(record([{...passing, status: 'pass'}]), [edited], [], commits)[0]).toMatch(/changed/);
    expect(recordProblems(record([{...passing, status: 'fail'}]), [block], [], commits)[0]).toMatch(/failed/);
    expect(recordProblems(record([]), [block], [], commits)[0]).toMatch(/no record entry/);
    expect(recordProblems(record([{...passing, status: 'pass'}]), [], [], commits)[0]).toMatch(/no longer/);
  });

  it('reports a changed sentence behind a trace', () => {
    const claim = {
      id: 'trace:a.py:1@c1',
      kind: 'trace' as const,
      file: 'docs/x.md',
      versions: ['next' as const],
      sentence: 'New words.',
      trace: 'a.py:1@c1',
    };
    const entry = {
      id: 'docs/x.md#trace:a.py:1@c1',
      kind: 'trace' as const,
      file: 'docs/x.md',
      sentenceHash: sha256('Old words.'),
      commit: 'c1',
      status: 'traced' as const,
    };
    expect(recordProblems(record([entry]), [], [claim], commits)[0]).toMatch(/sentence .* changed/);
  });

  it('allows at most one fragment in ten blocks', () => {
    const blocks = [
      page('a', {fragment: true}),
      page('b', {id: 'docs/x.md#2', fragment: true}),
      page('c', {id: 'docs/x.md#3'}),
    ];
    const entries = blocks.map((b) => ({
      id: b.id,
      kind: 'block' as const,
      file: b.file,
      codeHash: blockHash(b),
      commit: 'c1',
      status: (b.fragment ? 'fragment' : 'pass') as 'pass',
    }));
    expect(recordProblems(record(entries), blocks, [], commits).join('\n')).toMatch(/at most one in ten/);
  });
});

describe('collecting blocks and claims', () => {
  it('treats a fence inside a longer fence as text', () => {
    const found = fences('````md\n```python\nx = 1\n```\n````\n\n```python fragment\ny\n```\n');
    expect(found.map((fence) => fence.info)).toEqual(['md', 'python fragment']);
  });

  it('takes the list item that holds a marker as its sentence', () => {
    const lines = ['Intro.', '', '- First item.', '- Second item, continued', '  here. {/* probe: x */}', '- Third.'];
    expect(sentenceAt(lines, 4)).toBe('- Second item, continued here.');
  });

  it('takes only the table row that holds a marker as its sentence', () => {
    const lines = [
      '| Field | Meaning |',
      '| --- | --- |',
      '| `a` | First. |',
      '| `b` | Second, probed. {/* probe: x */} |',
      '| `c` | Third. |',
    ];
    expect(sentenceAt(lines, 3)).toBe('| `b` | Second, probed. |');
    const edited = [...lines.slice(0, 4), '| `c` | Third, edited. |'];
    expect(sentenceAt(edited, 3)).toBe(sentenceAt(lines, 3));
    const rowEdited = [...lines.slice(0, 3), '| `b` | Second, changed. {/* probe: x */} |', lines[4]];
    expect(sentenceAt(rowEdited, 3)).not.toBe(sentenceAt(lines, 3));
  });

  it('collects the python blocks of every version, with the fragment flag', () => {
    for (const version of PYTHON_VERSIONS) expect(collectBlocks(version).length).toBeGreaterThan(10);
    expect(collectBlocks('0.1').some((block) => block.fragment)).toBe(true);
  });
});

describe('normalizeObserved', () => {
  it('replaces loopback ports, temporary folders, the checkout path, addresses and ids', () => {
    const run = (port: number, tmp: string, id: string, commit: string): string =>
      [
        `url=URL('http://127.0.0.1:${port}/inventory/utcp') and ws://localhost:${port}/ws`,
        `${commit} change 6`,
        `/tmp/${tmp}/storefront/src/cart.py F401 and '/tmp/tmp${tmp}/manual.json'`,
        `default template name = "${id}"`,
        `uuid ${id.slice(0, 8)}-${id.slice(8, 12)}-${id.slice(12, 16)}-${id.slice(16, 20)}-${id.slice(20)}`,
        `<object at 0x7f${id.slice(0, 10)}> in /work/wt/x/tests/python/probes/p.py`,
      ].join('\n');
    const first = normalizeObserved(
      run(40029, 'utcp-block-3_0abcde', 'fc8ea0b7c951456381222247fa04e3a0', '5524338'),
      '/work/wt/x',
    );
    const second = normalizeObserved(
      run(8765, 'utcp-block-xv_5mint', 'e0374bdf280c42538e13834ecabb6af4', '41a7ea5'),
      '/work/wt/x',
    );
    expect(first).toBe(second);
    expect(first).toBe(
      [
        "url=URL('http://127.0.0.1:<port>/inventory/utcp') and ws://localhost:<port>/ws",
        '<id> change 6',
        "<tmp>/storefront/src/cart.py F401 and '<tmp>/manual.json'",
        'default template name = "<id>"',
        'uuid <id>',
        '<object at 0x<addr>> in <repo>/tests/python/probes/p.py',
      ].join('\n'),
    );
  });

  it('keeps what does not vary: numbers, words, commit-length hashes inside a line', () => {
    const text = 'observed: count = 1234567\nversion 1.1.3 at fd30247b8e24f8de8636f55e6a59e94d3ef3a7f9\nclaim holds';
    expect(normalizeObserved(text, '/work/wt/x')).toBe(text);
  });
});
