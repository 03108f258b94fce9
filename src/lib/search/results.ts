/**
 * Turns Pagefind results into the options of the search box: one option per
 * page (title, the heading its best match sits under, an excerpt), followed by
 * options for the other headings of that page that match.
 */

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
  excerpt: string;
  kind: 'page' | 'heading';
}

/** Headings shown under each page, at most. */
export const HEADINGS_PER_PAGE = 2;

function pathOf(url: string): string {
  return url.split('#')[0];
}

function score(sub: PagefindSubResult): number {
  return (sub.weighted_locations ?? []).reduce((sum, location) => sum + location.balanced_score, 0);
}

/** The options for the given results, in result order; ids are stable for a query. */
export function toSearchOptions(results: readonly PagefindResultData[], idPrefix: string): SearchOption[] {
  const options: SearchOption[] = [];
  results.forEach((result, pageIndex) => {
    const title = result.meta.title?.trim() || pathOf(result.url);
    const section = result.meta.section ?? '';
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
      context: bestIsHeading ? best.title : '',
      section,
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
          excerpt: sub.excerpt,
          kind: 'heading',
        });
      });
  });
  return options;
}
