/** Heading anchors and relative links between the generated pages. */
import path from 'node:path';
import GithubSlugger from 'github-slugger';

/** Where a documented class or constant lives: the page file (below api/) and the heading anchor. */
export interface SymbolTarget {
  file: string;
  anchor: string;
}

/** The heading id Docusaurus gives a heading text (first occurrence on the page). */
export function headingSlug(text: string): string {
  return new GithubSlugger().slug(text);
}

/** Relative Markdown link from one page file to another (both below api/, no extension). */
export function relativeDocLink(fromFile: string, toFile: string, anchor?: string): string {
  const hash = anchor ? `#${anchor}` : '';
  if (fromFile === toFile) return hash;
  let rel = path.posix.relative(path.posix.dirname(fromFile), `${toFile}.md`);
  if (!rel.startsWith('.')) rel = `./${rel}`;
  return rel + hash;
}

/** Rewrites `](api:core/data/tool#tool)` links in Markdown to relative file links. */
export function resolveApiLinks(markdown: string, fromFile: string): string {
  return markdown.replace(/\]\(api:([^)#\s]*)(?:#([^)\s]+))?\)/g, (_match, file: string, anchor?: string) => {
    const target = file === '' ? fromFile : file;
    return `](${relativeDocLink(fromFile, target, anchor)})`;
  });
}
