/**
 * Turns Pagefind results into the options of the search box: one option per
 * page (title, the heading its best match sits under, an excerpt), followed by
 * options for the other headings of that page that match.
 */
import {HIGHLIGHT_PARAM} from './highlightParam';
import {isIndexKind, resultLabel} from './ranking';

/** The part of Pagefind's result data the search box uses (see pagefind's types). */
export interface PagefindSubResult {
  title: string;
  url: string;
  excerpt: string;
  anchor?: {element: string; id: string; text?: string; location: number};
  weighted_locations?: {weight: number; balanced_score: number; location: number}[];
}

export interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: {title?: string; section?: string; [key: string]: string | undefined};
  /** The Pagefind filters of the record: `version`, `kind` (src/plugins/search/lib/ranking.ts). */
  filters?: Record<string, string[]>;
  sub_results?: PagefindSubResult[];
}

export interface SearchOption {
  id: string;
  url: string;
  /** Page title for a page; heading for a heading inside a page. */
  title: string;
  /** Page: the heading of its best match, when it has one. Heading: the page title. */
  context: string;
  section: string;
  /** What the result is and, for docs, its version: "Guide · 1.0", "API · Next", "Blog". */
  label: string;
  excerpt: string;
  kind: 'page' | 'heading';
}

/** Headings shown under each page, at most. */
export const HEADINGS_PER_PAGE = 2;

/**
 * The page a result URL opens, less its #heading and the words it marks (a
 * field of an API symbol opens its class with the field marked); a
 * registry entry's ?q= stays.
 */
export function pathOf(url: string): string {
  const [beforeHash] = url.split('#');
  const [path, query] = beforeHash.split('?');
  if (query === undefined) return path;
  const params = new URLSearchParams(query);
  params.delete(HIGHLIGHT_PARAM);
  const rest = params.toString();
  return rest ? `${path}?${rest}` : path;
}

function score(sub: PagefindSubResult): number {
  return (sub.weighted_locations ?? []).reduce((sum, location) => sum + location.balanced_score, 0);
}

function labelOf(result: PagefindResultData, version: string): string {
  const kind = result.filters?.kind?.[0];
  return isIndexKind(kind) ? resultLabel(kind, version) : (result.meta.section ?? '');
}

/**
 * The options for the given results, in result order; ids are stable for a
 * query. A page shows once: an API symbol and its page share a path, and the
 * first of them stands for both. `version` is the docs version searched.
 */
export function toSearchOptions(
  results: readonly PagefindResultData[],
  idPrefix: string,
  version = '',
): SearchOption[] {
  const options: SearchOption[] = [];
  const shown = new Set<string>();
  results.forEach((result, pageIndex) => {
    if (shown.has(pathOf(result.url))) return;
    shown.add(pathOf(result.url));
    const title = result.meta.title?.trim() || pathOf(result.url);
    const section = result.meta.section ?? '';
    const label = labelOf(result, version);
    // The sub-result without an anchor is the text before the page's first heading.
    const parts = (result.sub_results ?? []).filter((sub) => pathOf(sub.url) === pathOf(result.url));
    const ranked = [...parts].sort((a, b) => score(b) - score(a));
    const best = ranked[0];
    const bestIsHeading = Boolean(best?.anchor && best.url.includes('#'));
    options.push({
      id: `${idPrefix}-${pageIndex}`,
      // Opens the page where its best match is.
      url: bestIsHeading ? best.url : result.url,
      title,
      // An API symbol names the module page it is on.
      context: bestIsHeading ? best.title : (result.meta.page ?? ''),
      section,
      label,
      excerpt: best?.excerpt ?? result.excerpt,
      kind: 'page',
    });
    ranked
      .slice(1)
      .filter((sub) => sub.anchor && sub.url.includes('#'))
      .slice(0, HEADINGS_PER_PAGE)
      .forEach((sub, headingIndex) => {
        options.push({
          id: `${idPrefix}-${pageIndex}-${headingIndex}`,
          url: sub.url,
          title: sub.title,
          context: title,
          section,
          label,
          excerpt: sub.excerpt,
          kind: 'heading',
        });
      });
  });
  return options;
}
