/**
 * Links between docs pages, per docs version. A page links a page of its own
 * version with a relative file link (`./http.md`, `../security.md#anchor`):
 * Docusaurus resolves it inside the version the page belongs to, so the link
 * stays right when `npm run version:cut` copies docs/ into a new version. A
 * link to another version names that version's folder explicitly:
 * `@site/versioned_docs/version-1.0/protocols/websocket.md` (or `@site/docs/…`
 * for Next), which Docusaurus resolves to wherever that version is served.
 *
 * An absolute URL such as `/protocols/websocket` means "whatever version is
 * latest today": it changes meaning at the next cut, so pages of docs/ and
 * versioned_docs/ must not use one for a docs page. These functions find such
 * links and rewrite them (tests/unit/versions/doc-links.test.ts).
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {markdownFiles} from '../lib/markdownFiles';

export {markdownFiles};

export const ROOT = path.resolve(__dirname, '..', '..');

/** One docs version as the file tree and the URLs see it. */
export interface VersionFolder {
  /** 'next' for docs/, else the id of versions.json. */
  key: string;
  /** Source folder relative to the repository root. */
  dir: string;
  /** URL prefix: '/next', '' for the latest, '/0.1'. */
  urlPrefix: string;
}

/** The folders of Next and of each id of `versionIds` (newest first; the first is served at the root). */
export function versionFolders(versionIds: readonly string[]): VersionFolder[] {
  return [
    {key: 'next', dir: 'docs', urlPrefix: '/next'},
    ...versionIds.map((id, index) => ({
      key: id,
      dir: `versioned_docs/version-${id}`,
      urlPrefix: index === 0 ? '' : `/${id}`,
    })),
  ];
}

export function readVersionIds(root = ROOT): string[] {
  return JSON.parse(readFileSync(path.join(root, 'versions.json'), 'utf8')) as string[];
}

/** The URL path (no leading slash, '' for the version's root) a doc file is served at. */
export function docRoute(file: string, text: string): string {
  const slug = /^---\n[\s\S]*?^slug:\s*["']?([^"'\n]+?)["']?\s*$[\s\S]*?^---$/m.exec(text)?.[1];
  if (slug?.startsWith('/')) return slug.replace(/^\/+|\/+$/g, '');
  const bare = file.replace(/\.mdx?$/, '');
  return bare === 'index' ? '' : bare.replace(/\/index$/, '');
}

/** Per version key: route → file (relative to the version folder). */
export type DocIndex = Map<string, Map<string, string>>;

export function indexDocs(folders: readonly VersionFolder[], root = ROOT): DocIndex {
  const index: DocIndex = new Map();
  for (const folder of folders) {
    const routes = new Map<string, string>();
    for (const file of markdownFiles(path.join(root, folder.dir))) {
      routes.set(docRoute(file, readFileSync(path.join(root, folder.dir, file), 'utf8')), file);
    }
    index.set(folder.key, routes);
  }
  return index;
}

/** The doc an absolute site path opens today, or undefined for a path that is not a docs page. */
export function resolveDocPath(
  pathname: string,
  folders: readonly VersionFolder[],
  index: DocIndex,
): {folder: VersionFolder; file: string} | undefined {
  const clean = pathname.replace(/\/+$/, '') || '/';
  // Versions with a prefix first, so /next/x is not read as the latest version's "next/x".
  const ordered = [...folders].sort((a, b) => b.urlPrefix.length - a.urlPrefix.length);
  for (const folder of ordered) {
    const prefix = folder.urlPrefix;
    if (prefix !== '' && clean !== prefix && !clean.startsWith(`${prefix}/`)) continue;
    const route = clean.slice(prefix.length).replace(/^\/+/, '');
    const file = index.get(folder.key)?.get(route);
    if (file !== undefined) return {folder, file};
    if (prefix !== '') return undefined;
  }
  return undefined;
}

/** A Markdown link target found in prose (not in code). */
export interface FoundLink {
  /** 1-based line. */
  line: number;
  url: string;
  /** Offset of the URL in the text. */
  start: number;
}

/** Inline links `](target)` and definitions `[x]: target` outside fenced blocks and code spans. */
export function proseLinks(text: string): FoundLink[] {
  const found: FoundLink[] = [];
  let offset = 0;
  let fence: string | null = null;
  text.split('\n').forEach((line, index) => {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker) fence = null;
    } else if (marker) {
      fence = marker;
    } else {
      // Blank out code spans, keeping offsets.
      const masked = line.replace(/(`+)[^`]*?\1/g, (span) => ' '.repeat(span.length));
      for (const match of masked.matchAll(/\]\(\s*([^)\s]+)[^)]*\)|^\s*\[[^\]]+\]:\s*(\S+)/g)) {
        const url = match[1] ?? match[2]!;
        found.push({line: index + 1, url, start: offset + match.index + match[0].indexOf(url)});
      }
    }
    offset += line.length + 1;
  });
  return found;
}

function splitUrl(url: string): {pathname: string; suffix: string} {
  const at = url.search(/[?#]/);
  return at === -1 ? {pathname: url, suffix: ''} : {pathname: url.slice(0, at), suffix: url.slice(at)};
}

/** An absolute site path (not `//host`, not a scheme, not `pathname://`). */
export function isAbsoluteSitePath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//');
}

/** The link a page of `fromFolder` (file `fromFile`) should write for a doc of `to`. */
export function versionLink(
  fromFolder: VersionFolder,
  fromFile: string,
  to: {folder: VersionFolder; file: string},
  suffix: string,
): string {
  if (to.folder.key === fromFolder.key) {
    let relative = path.posix.relative(path.posix.dirname(fromFile), to.file);
    if (!relative.startsWith('.')) relative = `./${relative}`;
    return relative + suffix;
  }
  return `@site/${to.folder.dir}/${to.file}${suffix}`;
}

export interface LinkProblem {
  file: string;
  line: number;
  url: string;
  /** What to write instead. */
  replacement: string;
}

/** The absolute links to docs pages in one page of a version folder, with what to write instead. */
export function absoluteDocLinks(
  text: string,
  fromFolder: VersionFolder,
  fromFile: string,
  folders: readonly VersionFolder[],
  index: DocIndex,
): (LinkProblem & {start: number})[] {
  const problems: (LinkProblem & {start: number})[] = [];
  for (const link of proseLinks(text)) {
    if (!isAbsoluteSitePath(link.url)) continue;
    const {pathname, suffix} = splitUrl(link.url);
    const target = resolveDocPath(decodeURI(pathname), folders, index);
    if (!target) continue;
    problems.push({
      file: `${fromFolder.dir}/${fromFile}`,
      line: link.line,
      url: link.url,
      start: link.start,
      replacement: versionLink(fromFolder, fromFile, target, suffix),
    });
  }
  return problems;
}

/** `text` with every absolute docs link replaced by its version-relative or explicit form. */
export function rewriteAbsoluteDocLinks(
  text: string,
  fromFolder: VersionFolder,
  fromFile: string,
  folders: readonly VersionFolder[],
  index: DocIndex,
): {text: string; count: number} {
  const problems = absoluteDocLinks(text, fromFolder, fromFile, folders, index);
  let result = text;
  for (const problem of [...problems].reverse()) {
    result = result.slice(0, problem.start) + problem.replacement + result.slice(problem.start + problem.url.length);
  }
  return {text: result, count: problems.length};
}

/** Explicit links to another version's folder: `@site/docs/x.md`, `@site/versioned_docs/version-1.0/x.md`. */
export function explicitVersionLinks(text: string): (FoundLink & {dir: string; file: string})[] {
  return proseLinks(text).flatMap((link) => {
    const match = /^@site\/(docs|versioned_docs\/version-[^/]+)\/([^#?]+)/.exec(link.url);
    return match ? [{...link, dir: match[1]!, file: match[2]!}] : [];
  });
}
