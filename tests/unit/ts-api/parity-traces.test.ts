/**
 * The parity page's traces (issue #30): every row and every difference names
 * the declaring line on both sides at the pinned commits, or says why one side
 * has none and points to where it would be. The line check reads the files
 * from the local mirrors and is skipped where they are absent; the rest always
 * runs.
 */
import {execFileSync} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {compareVersion, traceText, traceUrl, type ParityRow, type ParitySide} from '../../../scripts/ts-api/parity';
import {loadFacts} from '../../../data/protocol';
import {loadTsFacts, TS_FACTS_VERSIONS} from '../../../data/ts-api';
import {versionDocsDir} from '../../../src/config/versionPins';

const MIRRORS: Record<string, string> = {
  'https://github.com/universal-tool-calling-protocol/python-utcp':
    '/work/.mirror/universal-tool-calling-protocol+python-utcp/repo',
  'https://github.com/universal-tool-calling-protocol/typescript-utcp':
    '/work/.mirror/universal-tool-calling-protocol+typescript-utcp/repo',
};
const mirrorsPresent = Object.values(MIRRORS).every((dir) => existsSync(dir));

const fileCache = new Map<string, string[]>();
function linesAt(side: ParitySide): string[] {
  const key = `${side.repository}@${side.commit}:${side.path}`;
  let lines = fileCache.get(key);
  if (!lines) {
    const text = execFileSync('git', ['--git-dir', MIRRORS[side.repository], 'show', `${side.commit}:${side.path}`], {
      encoding: 'utf8',
      maxBuffer: 16 * 1024 * 1024,
    });
    lines = text.split('\n');
    fileCache.set(key, lines);
  }
  return lines;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function describeRow(row: ParityRow): string {
  return `${row.kind} ${row.owner}${row.member ? `.${row.member}` : ''}`;
}

describe.each(TS_FACTS_VERSIONS)('parity traces of %s', (version) => {
  const {pairs, onlyPython, onlyTypescript, rows} = compareVersion(version);
  const pythonCommit = loadFacts(version).source.commit;
  const tsCommit = loadTsFacts(version).source.commit;

  it('give every row both sides: a line, or a reason and the file where it would be', () => {
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const label = describeRow(row);
      expect(row.python.commit, label).toBe(pythonCommit);
      expect(row.typescript.commit, label).toBe(tsCommit);
      expect(row.python.present || row.typescript.present, `${label} has a declaration on one side`).toBe(true);
      for (const side of [row.python, row.typescript]) {
        expect(side.path, label).toMatch(/^[\w@./-]+\.(py|ts)$/);
        if (side.present) {
          expect(side.line, label).toBeGreaterThan(0);
          expect(side.name, label).not.toBe('');
        } else {
          expect(side.reason.length, `${label}: reason`).toBeGreaterThan(10);
        }
      }
    }
  });

  it('trace every difference the comparison finds, and every one-sided class', () => {
    const count = (kind: ParityRow['kind']) => rows.filter((r) => r.kind === kind).length;
    const sum = (pick: (p: (typeof pairs)[number]) => unknown[]) => pairs.reduce((n, p) => n + pick(p).length, 0);
    expect(count('class')).toBe(pairs.length);
    expect(count('renamed method')).toBe(sum((p) => p.renamed));
    expect(count('method only in Python')).toBe(sum((p) => p.onlyPython));
    expect(count('method only in TypeScript')).toBe(sum((p) => p.onlyTypescript));
    expect(count('field only in Python')).toBe(sum((p) => p.fieldsOnlyPython));
    expect(count('field only in TypeScript')).toBe(sum((p) => p.fieldsOnlyTypescript));
    expect(count('default')).toBe(sum((p) => p.defaults));
    expect(count('class only in Python')).toBe(onlyPython.length);
    expect(count('class only in TypeScript')).toBe(onlyTypescript.length);
    expect(rows.length).toBe(pairs.reduce((n, p) => n + p.rows.length, 0) + onlyPython.length + onlyTypescript.length);
  });

  it('are linked from the committed page at the pinned commits', () => {
    const page = readFileSync(path.join(versionDocsDir(version), 'api', 'typescript', 'parity.md'), 'utf8');
    for (const row of rows)
      for (const side of [row.python, row.typescript]) {
        expect(traceUrl(side)).toContain(`/blob/${side.commit}/${side.path}`);
        expect(page, describeRow(row)).toContain(`(${traceUrl(side)} "${traceText(side)}")`);
      }
  });

  it.runIf(mirrorsPresent)('point at lines that exist at the commit and declare the traced name', () => {
    const failures: string[] = [];
    for (const row of rows)
      for (const side of [row.python, row.typescript]) {
        let lines: string[];
        try {
          lines = linesAt(side);
        } catch {
          failures.push(`${describeRow(row)}: ${traceText(side)} does not exist`);
          continue;
        }
        if (side.line === null) continue;
        const text = lines[side.line - 1];
        const name = side.present ? side.name : side.name!;
        if (text === undefined || !new RegExp(`\\b${escapeRegExp(name)}\\b`).test(text))
          failures.push(`${describeRow(row)}: ${traceText(side)} reads ${JSON.stringify(text)}, not ${name}`);
      }
    expect(failures).toEqual([]);
  });
});
