/**
 * Which built pages the search indexes, and for which docs version: a reader
 * of /next searches the Next docs, a reader of /0.1 the 0.1 docs, anyone else
 * the latest docs together with the about pages, the blog posts, the Tool
 * Registry and the Hall of Fame. The version is a Pagefind filter.
 */

/** What a result says the page is, shown beside its title. */
export type SearchSection = 'Docs' | 'API reference' | 'About' | 'Blog' | 'Registry' | 'Hall of Fame' | 'Validator';

export interface IndexedPage {
  /** Name of the docs version whose readers find this page: 'current' (Next), '1.0', '0.1'... */
  version: string;
  section: SearchSection;
}

/** Standalone pages indexed whole, by file (relative to the build folder). */
const INDEXED_STANDALONE_PAGES: Readonly<Record<string, SearchSection>> = {
  'registry.html': 'Registry',
  'hall-of-fame.html': 'Hall of Fame',
  'validate.html': 'Validator',
};

function htmlClasses(html: string): string[] {
  const match = /<html\b[^>]*\bclass=("([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(html.slice(0, 2000));
  return (match?.[2] ?? match?.[3] ?? match?.[4] ?? '').split(/\s+/).filter(Boolean);
}

/**
 * Decides whether a built HTML file is indexed and for which version; null
 * for pages that only list or redirect (blog lists, tags, archive, authors,
 * redirects, 404). `relativePath` uses forward slashes ('protocols/http.html');
 * `latestVersion` is the name of the docs version served at the root.
 */
export function classifyPage(relativePath: string, html: string, latestVersion: string): IndexedPage | null {
  const classes = htmlClasses(html);
  if (classes.includes('docs-doc-page')) {
    if (classes.includes('plugin-id-about')) return {version: latestVersion, section: 'About'};
    if (!classes.includes('plugin-id-default')) return null;
    const version = classes.find((name) => name.startsWith('docs-version-'))?.slice('docs-version-'.length);
    if (!version) throw new Error(`pagefind: ${relativePath} is a docs page without a docs-version class`);
    const isApiReference = classes.some((name) => name.startsWith('docs-doc-id-api/') || name === 'docs-doc-id-api');
    return {version, section: isApiReference ? 'API reference' : 'Docs'};
  }
  if (classes.includes('blog-post-page')) return {version: latestVersion, section: 'Blog'};
  const standalone = INDEXED_STANDALONE_PAGES[relativePath];
  return standalone ? {version: latestVersion, section: standalone} : null;
}

/**
 * API reference pages name every class and field many times, so they would
 * outrank the guide that explains the same subject: their words count for
 * less. A query for a name only they contain still finds them first.
 */
export const API_REFERENCE_WEIGHT = 0.5;

/** The Pagefind attributes that give a page its version filter, section and weight, set on its <main> element. */
export function searchAttributes(page: IndexedPage): string {
  const weight = page.section === 'API reference' ? ` data-pagefind-weight="${API_REFERENCE_WEIGHT}"` : '';
  return `data-pagefind-filter="version:${page.version}" data-pagefind-meta="section:${page.section}"${weight}`;
}
