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
  rankCandidates,
  SYMBOL_KINDS,
  type IndexKind,
  type KindFilter,
} from './ranking';
import {toSearchOptions, type PagefindResultData, type SearchOption} from './results';

/** Pages shown for a query; each may add a few of its headings. */
export const PAGES_SHOWN = 6;

export interface SearchRequest {
  term: string;
  /** The docs version searched: a Pagefind `version` filter value ('current' for Next). */
  version: string;
  filter: KindFilter;
  /** Prefix of the option ids. */
  idPrefix: string;
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
  const byKind = await Promise.all(
    searched.map(async (kind: IndexKind) => {
      const search = await api.search(term, {filters: {version, kind}});
      return (search?.results ?? []).map((result) => ({id: result.id, score: result.score, kind, result}));
    }),
  );
  return rankCandidates([...exact.flat(), ...byKind.flat()]).map((candidate) => candidate.result);
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
    const pages = options.filter((option) => option.kind === 'page').length;
    if (pages >= PAGES_SHOWN) break;
    const next = results.slice(data.length, data.length + PAGES_SHOWN - pages);
    data.push(...(await Promise.all(next.map((result) => result.data()))));
    options = toSearchOptions(data, request.idPrefix, request.version);
  }
  return options;
}
