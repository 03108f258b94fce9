/**
 * The searched words, as the search box puts them into result links and as
 * the opened page reads them back (see highlightParam.ts). Shared by the
 * search panel and the marking code, which load apart.
 */
import {HIGHLIGHT_PARAM} from './highlightParam';

/** A link's terms are anyone's input: this many, this long, at most. */
const MAX_TERMS = 10;
const MAX_TERM_LENGTH = 64;

/** The words of a query worth marking: two characters or more, lower case, regex-safe. */
export function highlightTerms(query: string): string[] {
  return [
    ...new Set(
      query
        .toLowerCase()
        .split(/\s+/)
        .filter((word) => word.length >= 2),
    ),
  ];
}

/** `url` (a path, with a query and a #heading or not) with one highlight parameter per term. */
export function withHighlightTerms(url: string, terms: readonly string[]): string {
  if (terms.length === 0) return url;
  const hashAt = url.indexOf('#');
  const beforeHash = hashAt < 0 ? url : url.slice(0, hashAt);
  const hash = hashAt < 0 ? '' : url.slice(hashAt);
  const queryAt = beforeHash.indexOf('?');
  const path = queryAt < 0 ? beforeHash : beforeHash.slice(0, queryAt);
  const params = new URLSearchParams(queryAt < 0 ? '' : beforeHash.slice(queryAt + 1));
  for (const term of terms) params.append(HIGHLIGHT_PARAM, term);
  return `${path}?${params.toString()}${hash}`;
}

/** The terms of a URL's query string: every value of the highlight parameter, split into words. */
export function termsFromSearch(search: string): string[] {
  const values = new URLSearchParams(search).getAll(HIGHLIGHT_PARAM);
  return highlightTerms(values.join(' '))
    .filter((term) => term.length <= MAX_TERM_LENGTH)
    .slice(0, MAX_TERMS);
}
