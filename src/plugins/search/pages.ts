/**
 * Which built pages the search indexes, and for which docs version: a reader
 * of /next searches the Next docs, a reader of /0.1 the 0.1 docs, anyone else
 * the latest docs together with the about pages, the blog posts, the Tool
 * Registry and the Hall of Fame. The version is a Pagefind filter.
 */

/** What a result says the page is, shown beside its title. */
export type SearchSection =
  'Docs' | 'API reference' | 'About' | 'Blog' | 'Registry' | 'Hall of Fame' | 'Validator' | 'Studio';

/**
 * What a reader is looking at, for ranking and for the result label
 * (src/plugins/search/lib/ranking.ts): a guide, a protocol page (a guide in the
 * Protocols or Providers category), an API reference page, the RFC, a blog
 * post, a registry entry, or another page of the site.
 */
export type SearchKind = 'guide' | 'protocol' | 'api' | 'rfc' | 'blog' | 'registry' | 'site';

export interface IndexedPage {
  kind: SearchKind;
  /** Name of the docs version whose readers find this page: 'current' (Next), '1.0', '0.1'... */
  version: string;
  section: SearchSection;
  /**
   * For a guide inside a sidebar category, the category's label ('Protocols'):
   * the page's title ('File') often leaves it out, and the breadcrumbs that
   * show it are navigation, left out of the text.
   */
  category?: string;
  /** Other docs versions whose readers find this page too: every page outside the docs versions. */
  alsoFor?: string[];
}

/** Standalone pages indexed whole, by file (relative to the build folder). */
const INDEXED_STANDALONE_PAGES: Readonly<Record<string, {section: SearchSection; kind: SearchKind}>> = {
  'registry.html': {section: 'Registry', kind: 'registry'},
  'hall-of-fame.html': {section: 'Hall of Fame', kind: 'site'},
  'validate.html': {section: 'Validator', kind: 'site'},
};

/** The about page that holds the RFC (served at /about/RFC). */
const RFC_PAGE = /^about\/rfc(\/index)?\.html$/i;

/** Sidebar categories whose guides describe one protocol each (Providers in 0.1). */
const PROTOCOL_CATEGORY = /^(Protocols|Providers)\b/;

function htmlClasses(html: string): string[] {
  const match = /<html\b[^>]*\bclass=("([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(html.slice(0, 2000));
  return (match?.[2] ?? match?.[3] ?? match?.[4] ?? '').split(/\s+/).filter(Boolean);
}

/** The labels of a docs page's breadcrumbs between the home link and the page itself, joined with " / ". */
export function breadcrumbCategory(html: string): string | undefined {
  const nav = /<nav\b[^>]*\btheme-doc-breadcrumbs\b[\s\S]*?<\/nav>/i.exec(html)?.[0];
  if (!nav) return undefined;
  const labels = [...nav.matchAll(/<li\b([^>]*)>([\s\S]*?)(?=<li\b|<\/ul>|$)/gi)]
    .filter(([, attributes]) => !attributes.includes('breadcrumbs__item--active'))
    .map(([, , item]) =>
      item
        .replace(/<[^>]*>/g, '')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter(Boolean);
  return labels.length > 0 ? labels.join(' / ') : undefined;
}

/**
 * Decides whether a built HTML file is indexed and for which version; null
 * for pages that only list or redirect (blog lists, tags, archive, authors,
 * redirects, 404). `relativePath` uses forward slashes ('protocols/http.html');
 * `latestVersion` is the name of the docs version served at the root.
 */
export function classifyPage(
  relativePath: string,
  html: string,
  latestVersion: string,
  allVersions: readonly string[] = [latestVersion],
): IndexedPage | null {
  const classes = htmlClasses(html);
  if (classes.includes('docs-doc-page')) {
    if (classes.includes('plugin-id-about')) {
      return forEveryVersion({
        kind: RFC_PAGE.test(relativePath) ? 'rfc' : 'site',
        version: latestVersion,
        section: 'About',
      });
    }
    if (!classes.includes('plugin-id-default')) return null;
    const version = classes.find((name) => name.startsWith('docs-version-'))?.slice('docs-version-'.length);
    if (!version) throw new Error(`pagefind: ${relativePath} is a docs page without a docs-version class`);
    const isApiReference = classes.some((name) => name.startsWith('docs-doc-id-api/') || name === 'docs-doc-id-api');
    if (isApiReference) return {kind: 'api', version, section: 'API reference'};
    const category = breadcrumbCategory(html);
    const kind: SearchKind = category && PROTOCOL_CATEGORY.test(category) ? 'protocol' : 'guide';
    return category ? {kind, version, section: 'Docs', category} : {kind, version, section: 'Docs'};
  }
  if (classes.includes('blog-post-page'))
    return forEveryVersion({kind: 'blog', version: latestVersion, section: 'Blog'});
  const standalone = INDEXED_STANDALONE_PAGES[relativePath];
  if (!standalone) return null;
  const {section, kind} = standalone;
  return forEveryVersion({kind, version: latestVersion, section});

  /**
   * A page outside the docs versions (about, blog, registry, validator): filed under the latest version and
   * found by the readers of every other version too, since the navbar offers it on every page.
   */
  function forEveryVersion(indexed: IndexedPage): IndexedPage {
    const alsoFor = allVersions.filter((name) => name !== latestVersion);
    return alsoFor.length > 0 ? {...indexed, alsoFor} : indexed;
  }
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

/**
 * Markup put at the start of a page's <main> for Pagefind only: the kind as a
 * filter, the category as a meta field, and the other versions as filter values, each on an element
 * of its own (Pagefind takes one field per attribute). Pagefind searches meta
 * values too; the search box weighs the category like a title
 * (CATEGORY_META_WEIGHT in src/plugins/search/lib/pagefind.ts).
 */
export function searchMarkup(page: IndexedPage): string {
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  const category = page.category ? `<span hidden data-pagefind-meta="category:${escape(page.category)}"></span>` : '';
  const kind = `<span hidden data-pagefind-filter="kind:${page.kind}"></span>`;
  const versions = (page.alsoFor ?? [])
    .map((version) => `<span hidden data-pagefind-filter="version:${escape(version)}"></span>`)
    .join('');
  return kind + category + versions;
}
