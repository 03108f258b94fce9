/**
 * One search as the box runs it: Pagefind searched once per kind of record
 * (each a filter, so the kind of every result is known without fetching it),
 * the results ordered by src/lib/search/ranking.ts, and the data of the first
 * few fetched and turned into options. Shared with
 * scripts/measure-relevance.ts, which runs it on the built index in Node.
 */
import type {PagefindApi, PagefindResult} from './pagefind';
import {
  couldBeSymbol,
  kindsOf,
  rankCandidates,
  SYMBOL_KINDS,
  symbolName,
  type IndexKind,
  type KindFilter,
} from './ranking';
import {toSearchOptions, type SearchOption} from './results';

/** Pages shown for a query; each may add a few of its headings. */
export const PAGES_SHOWN = 6;

/**
 * Results whose data is fetched: a few more than are shown, because an API
 * symbol and its page count as one page.
 */
const FETCHED = PAGES_SHOWN + 2;

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
  // The symbols whose name is exactly the query, by kind (the name filter is set only on symbol records).
  const exact =
    symbolKinds.length > 0 && couldBeSymbol(term)
      ? await Promise.all(
          symbolKinds.map(async (kind) => {
            const search = await api.search(term, {filters: {version, kind, name: symbolName(term)}});
            return (search?.results ?? []).map((result) => ({
              id: result.id,
              score: result.score,
              kind,
              result,
              exact: true,
            }));
          }),
        )
      : [];
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

/** The options the box shows for a search. */
export async function searchOptions(api: PagefindApi, request: SearchRequest): Promise<SearchOption[]> {
  const results = await rankedResults(api, request);
  const data = await Promise.all(results.slice(0, FETCHED).map((result) => result.data()));
  const options = toSearchOptions(data, request.idPrefix, request.version);
  let pages = 0;
  return options.filter((option) => (option.kind === 'page' ? ++pages : pages) <= PAGES_SHOWN);
}
