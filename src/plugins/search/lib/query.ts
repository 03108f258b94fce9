/**
 * One search as the box runs it: Pagefind searched once per kind of record
 * (each a filter, so the kind of every result is known without fetching it),
 * the results ordered by src/plugins/search/lib/ranking.ts, and the data of the first
 * few fetched and turned into options. Shared with
 * scripts/measure-relevance.ts, which runs it on the built index in Node.
 */
import type {PagefindApi, PagefindResult} from './pagefind';
import {
  couldBeSymbol,
  exactNames,
  kindsOf,
  kindWeight,
  rankCandidates,
  SYMBOL_KINDS,
  type IndexKind,
  type KindFilter,
} from './ranking';
import {toSearchOptions, type PagefindResultData, type SearchOption} from './results';
import {hasStopWords, questionConcepts, type Concept} from './questions';
import {rankByWords, wordRarity, type WordMatch} from './wordRanking';

/** Pages shown for a query; each may add a few of its headings. */
export const PAGES_SHOWN = 6;

export interface SearchRequest {
  term: string;
  /** The docs version searched: a Pagefind `version` filter value ('current' for Next). */
  version: string;
  filter: KindFilter;
  /** Prefix of the option ids. */
  idPrefix: string;
  /**
   * False once a newer query has replaced this one (the reader typed on):
   * the results' excerpts are then not downloaded.
   */
  isCurrent?: () => boolean;
}

/** Pagefind's results for the term, in the site's order. */
export async function rankedResults(
  api: PagefindApi,
  {term, version, filter}: Omit<SearchRequest, 'idPrefix'>,
): Promise<PagefindResult[]> {
  const kinds = kindsOf(filter);
  const symbolKinds = kinds.filter((kind) => SYMBOL_KINDS.includes(kind));
  // The symbols named exactly as the query, by kind: the most specific form of the name that names any.
  let exact: {id: string; score: number; kind: IndexKind; result: PagefindResult; exact: true}[][] = [];
  if (symbolKinds.length > 0 && couldBeSymbol(term)) {
    for (const name of exactNames(term)) {
      exact = await Promise.all(
        symbolKinds.map(async (kind) => {
          const search = await api.search(term, {filters: {version, kind, name}});
          return (search?.results ?? []).map((result) => ({
            id: result.id,
            score: result.score,
            kind,
            result,
            exact: true as const,
          }));
        }),
      );
      if (exact.some((found) => found.length > 0)) break;
    }
  }
  const isSymbolQuery = exact.some((found) => found.length > 0);
  // Symbol records answer symbol queries only (see TOPIC_WEIGHTS).
  const searched = isSymbolQuery ? kinds : kinds.filter((kind) => !SYMBOL_KINDS.includes(kind));
  const concepts = isSymbolQuery ? [] : questionConcepts(term);
  const synonyms = concepts.some((concept) => concept.queries.length > 1);
  // A question is searched by its words alone: the whole query would only add the index chunks of
  // its stop words ("does", "a", "or") to the first search's download.
  if (concepts.length > 0 && (hasStopWords(term) || synonyms)) return byWords(api, concepts, version, searched);
  const whole = await searchKinds(api, term, version, searched);
  const pages = new Set(whole.map((candidate) => candidate.id)).size;
  if (concepts.length > 0 && pages < FEW_PAGES) return byWords(api, concepts, version, searched);
  return rankCandidates([...exact.flat(), ...whole]).map((candidate) => candidate.result);
}

/** Fewer pages than this for the whole query, and it is searched word by word too. */
export const FEW_PAGES = 3;

interface Found {
  id: string;
  score: number;
  kind: IndexKind;
  result: PagefindResult;
}

async function searchKinds(
  api: PagefindApi,
  term: string,
  version: string,
  kinds: readonly IndexKind[],
): Promise<Found[]> {
  const byKind = await Promise.all(
    kinds.map(async (kind: IndexKind) => {
      const search = await api.search(term, {filters: {version, kind}});
      return (search?.results ?? []).map((result) => ({id: result.id, score: result.score, kind, result}));
    }),
  );
  return byKind.flat();
}

/**
 * A question searched by its words: every page holding any of them (or a
 * synonym), in the order of wordRanking.ts. A page
 * that holds every word keeps the result of the query of all of them, so its
 * excerpt marks them all; another keeps the result of its rarest word.
 */
async function byWords(
  api: PagefindApi,
  concepts: readonly Concept[],
  version: string,
  kinds: readonly IndexKind[],
): Promise<PagefindResult[]> {
  const perConcept = await Promise.all(
    concepts.map(async (concept) => {
      const found = await Promise.all(concept.queries.map((query) => searchKinds(api, query, version, kinds)));
      const best = new Map<string, Found & WordMatch>();
      for (const candidate of found.flat()) {
        const weighted = {
          ...candidate,
          score: candidate.score * kindWeight(candidate.kind, false),
          words: candidate.result.words ?? [],
        };
        const known = best.get(candidate.id);
        if (weighted.score > 0 && (!known || weighted.score > known.score)) best.set(candidate.id, weighted);
      }
      return best;
    }),
  );
  const all =
    concepts.length > 1
      ? await searchKinds(api, concepts.map((concept) => concept.word).join(' '), version, kinds)
      : [];
  const everyWord = new Map(all.map((candidate) => [candidate.id, candidate.result]));
  const rarity = wordRarity(perConcept);
  // A page's result is that of every word when it holds them all, else that of its rarest word.
  const results = new Map<string, {result: PagefindResult; rarity: number}>();
  perConcept.forEach((found, index) => {
    for (const [id, candidate] of found) {
      const known = results.get(id);
      if (!known || rarity[index]! > known.rarity) results.set(id, {result: candidate.result, rarity: rarity[index]!});
    }
  });
  return rankByWords(perConcept).map((id) => everyWord.get(id) ?? results.get(id)!.result);
}

/**
 * The options the box shows for a search. An API symbol and its page count
 * as one page, so when they meet, the data of the next results is fetched.
 */
export async function searchOptions(api: PagefindApi, request: SearchRequest): Promise<SearchOption[]> {
  const results = await rankedResults(api, request);
  const data: PagefindResultData[] = [];
  let options: SearchOption[] = [];
  while (data.length < results.length) {
    if (request.isCurrent && !request.isCurrent()) return [];
    const pages = options.filter((option) => option.kind === 'page').length;
    if (pages >= PAGES_SHOWN) break;
    const next = results.slice(data.length, data.length + PAGES_SHOWN - pages);
    data.push(...(await Promise.all(next.map((result) => result.data()))));
    options = toSearchOptions(data, request.idPrefix, request.version);
  }
  return options;
}
