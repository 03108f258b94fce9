import {mkdtempSync, readFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import type {PageSummary} from '../../../scripts/bench/paired';
import {recordSitting, RESULTS_FILE, sittingMarkdown, type Sitting} from '../../../scripts/bench/results';

const row = (build: string, tbtMs: number): PageSummary => ({
  page: '/',
  build,
  runs: 3,
  performance: 97,
  tbtMs,
  lcpMs: 2000,
  tbtRatio: tbtMs / 100,
  lcpRatio: 1,
});

const sitting: Sitting = {
  date: '2026-11-27',
  title: 'main against its parent',
  refs: ['abc1234'],
  rounds: 3,
  summaries: [row('abc1234', 100), row('current', 150)],
};

describe('benchmark results file', () => {
  it('writes a sitting as a dated section with one table row per page and build', () => {
    const text = sittingMarkdown(sitting);
    expect(text.split('\n')[0]).toBe('## 2026-11-27: main against its parent');
    expect(text).toContain('| `/` | current | 3 | 97 | 150 | 2000 | 1.50 | 1.00 |');
    expect(text.split('\n').filter((line) => line.startsWith('| `/`'))).toHaveLength(2);
  });

  it('appends sittings after the header, newest last', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'bench-results-')), 'results.md');
    recordSitting(sitting, file);
    recordSitting({...sitting, date: '2026-11-28'}, file);
    const text = readFileSync(file, 'utf8');
    expect(text.startsWith('# Benchmark sittings\n')).toBe(true);
    expect(text.indexOf('## 2026-11-27')).toBeLessThan(text.indexOf('## 2026-11-28'));
  });

  it('is the file DESIGN.md sends readers to for the numbers', () => {
    const design = readFileSync(path.resolve(__dirname, '..', '..', '..', 'DESIGN.md'), 'utf8');
    expect(design).toContain(path.relative(path.resolve(__dirname, '..', '..', '..'), RESULTS_FILE));
    expect(readFileSync(RESULTS_FILE, 'utf8').startsWith('# Benchmark sittings\n')).toBe(true);
  });
});
