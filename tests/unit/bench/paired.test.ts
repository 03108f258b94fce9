import {describe, expect, it} from 'vitest';
import {interleavedRuns, median, summarize, type Sample} from '../../../scripts/bench/paired';

describe('paired benchmark', () => {
  it('visits every page on every build each round, rotating which build goes first', () => {
    const runs = interleavedRuns(['a', 'b'], ['/', '/x'], 2);
    expect(runs).toHaveLength(8);
    expect(runs.filter((run) => run.round === 0).map((run) => run.build)).toEqual(['a', 'b', 'a', 'b']);
    expect(runs.filter((run) => run.round === 1).map((run) => run.build)).toEqual(['b', 'a', 'b', 'a']);
  });

  it('takes medians of odd and even counts', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
    expect(() => median([])).toThrow();
  });

  it('reports each build against the reference on the same page', () => {
    const sample = (build: string, tbtMs: number, lcpMs: number): Sample => ({
      round: 0,
      page: '/',
      build,
      performance: 90,
      tbtMs,
      lcpMs,
    });
    const summaries = summarize(
      [sample('current', 100, 2000), sample('current', 300, 2200), sample('base', 50, 1000), sample('base', 150, 1200)],
      'base',
    );
    const current = summaries.find((summary) => summary.build === 'current')!;
    expect(current.tbtMs).toBe(200);
    expect(current.tbtRatio).toBe(2);
    expect(current.lcpRatio).toBeCloseTo(2100 / 1100);
    expect(summaries.find((summary) => summary.build === 'base')!.tbtRatio).toBe(1);
  });

  it('keeps a ratio finite-or-infinite but defined when the reference blocks for 0 ms', () => {
    const zero = (build: string, tbtMs: number): Sample => ({
      round: 0,
      page: '/',
      build,
      performance: 100,
      tbtMs,
      lcpMs: 1,
    });
    const [base, current] = summarize([zero('base', 0), zero('current', 0)], 'base');
    expect(base!.tbtRatio).toBe(1);
    expect(current!.tbtRatio).toBe(1);
  });
});
