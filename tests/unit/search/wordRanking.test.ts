import {describe, expect, it} from 'vitest';
import {rankByWords, wordRarity, type WordMatch} from '../../../src/plugins/search/lib/wordRanking';

/** One word's matches: page id → [score, positions]. */
function word(pages: Record<string, [number, number[]]>): Map<string, WordMatch> {
  return new Map(Object.entries(pages).map(([id, [score, words]]) => [id, {score, kind: 'guide', words}]));
}

describe('rankByWords', () => {
  it('puts the pages that hold more of the words first', () => {
    const ranked = rankByWords([
      word({both: [1, [10]], first: [9, [5]], other: [1, [3]]}),
      word({both: [1, [500]], second: [9, [7]], other2: [1, [3]]}),
    ]);
    expect(ranked[0]).toBe('both');
  });

  it('puts a strong match of the rare word before a mention in passing beside a common word', () => {
    const ranked = rankByWords([
      word({titled: [30, [0]], passing: [1, [0]]}),
      word({passing: [1, [1000]], x1: [5, [0]], x2: [5, [0]], x3: [5, [0]], x4: [5, [0]], x5: [5, [0]]}),
    ]);
    expect(ranked.indexOf('titled')).toBeLessThan(ranked.indexOf('passing'));
  });

  it('counts a rare word more than a word most pages hold', () => {
    const common = word({a: [5, [0]], b: [5, [0]], c: [5, [0]], rare: [5, [900]]});
    const rarity = wordRarity([common, word({rare: [1, [0]]})]);
    expect(rarity[1]).toBeGreaterThan(rarity[0]!);
    expect(rankByWords([common, word({rare: [1, [0]]})])[0]).toBe('rare');
  });
});
