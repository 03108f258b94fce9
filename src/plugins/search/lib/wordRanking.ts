/**
 * The order of the pages found for a question searched word by word
 * (src/plugins/search/lib/query.ts): pages holding more of its words first,
 * rare words counting more than words most pages hold, a strong match of a
 * word (in a title or heading, or often) more than a mention in passing, and
 * words found close together more than words far apart. Pure, so the numbers
 * can be tested; they were set by measuring the relevance table
 * (scripts/measure-relevance.ts).
 */
import {kindWeight, type IndexKind} from './ranking';

/** How one page matches one word of the question. */
export interface WordMatch {
  /** Pagefind's score for the word (or its best synonym), weighed by the page's kind. */
  score: number;
  kind: IndexKind;
  /** Positions of the word in the page. */
  words: readonly number[];
}

/**
 * Words of a question found within this many words of each other count
 * twice: a section that answers it holds them together.
 */
export const NEAR_WORDS = 80;

/**
 * How much a page's match of a word counts beside its holding the word: the
 * page's score for the word over the best page's, to this power (so a page
 * whose title or headings hold the word stands out from one that names it in
 * passing, while a weaker match still counts).
 */
export const MATCH_STRENGTH_POWER = 0.5;

/** How much a page's kind (TOPIC_WEIGHTS) tempers its share of the question's words. */
const KIND_WEIGHT_POWER = 0.25;

/**
 * The most a stretch of NEAR_WORDS words of a page holds of the question's
 * words, each counted by its rarity. `spots` are [position, word index].
 */
export function nearestWords(spots: readonly (readonly [number, number])[], rarity: readonly number[]): number {
  const sorted = [...spots].sort((a, b) => a[0] - b[0]);
  let best = 0;
  for (let start = 0; start < sorted.length; start += 1) {
    const seen = new Set<number>();
    for (let end = start; end < sorted.length && sorted[end]![0] - sorted[start]![0] <= NEAR_WORDS; end += 1) {
      seen.add(sorted[end]![1]);
    }
    best = Math.max(
      best,
      [...seen].reduce((sum, index) => sum + rarity[index]!, 0),
    );
  }
  return best;
}

/**
 * How much each word counts: the rarer among the pages found, the more.
 * `perWord[i]` maps the id of each page holding word i to its match.
 */
export function wordRarity(perWord: readonly ReadonlyMap<string, WordMatch>[]): number[] {
  const total = new Set(perWord.flatMap((found) => [...found.keys()])).size;
  return perWord.map((found) => Math.log(1 + total / Math.max(1, found.size)));
}

/** The ids of the pages holding any word of the question, best first. */
export function rankByWords(perWord: readonly ReadonlyMap<string, WordMatch>[]): string[] {
  const rarity = wordRarity(perWord);
  const strongest = perWord.map((found) => Math.max(0, ...[...found.values()].map((match) => match.score)));
  const pages = new Map<string, {held: number; score: number; kind: IndexKind; spots: [number, number][]}>();
  perWord.forEach((found, index) => {
    for (const [id, match] of found) {
      const page = pages.get(id) ?? {held: 0, score: 0, kind: match.kind, spots: []};
      page.held += rarity[index]! * (1 + (match.score / strongest[index]!) ** MATCH_STRENGTH_POWER);
      page.score += rarity[index]! * match.score;
      page.spots.push(...match.words.map((at): [number, number] => [at, index]));
      pages.set(id, page);
    }
  });
  return [...pages.entries()]
    .map(([id, page]) => ({
      id,
      score: page.score,
      key: (nearestWords(page.spots, rarity) + page.held) * kindWeight(page.kind, false) ** KIND_WEIGHT_POWER,
    }))
    .sort((a, b) => b.key - a.key || b.score - a.score)
    .map((page) => page.id);
}
