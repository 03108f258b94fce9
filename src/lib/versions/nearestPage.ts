/**
 * Where a version switch lands when the current page has no counterpart in
 * the target version: the closest ancestor page that the target version has,
 * and its root only when no ancestor exists there.
 */

import {movedPage, type PageMove} from '../../config/pageMoves';

/** '/next/protocols/file/' -> ['next', 'protocols', 'file']. */
function segments(pathname: string): string[] {
  return pathname.split('/').filter((part) => part !== '');
}

function join(parts: readonly string[]): string {
  return `/${parts.join('/')}`;
}

/**
 * The path of `pathname` inside its version, without the version's prefix:
 * ('/next/protocols/file', '/next') -> ['protocols', 'file'].
 * Returns undefined when the path lies outside the version.
 */
export function pathInVersion(pathname: string, versionRoot: string): string[] | undefined {
  const page = segments(pathname);
  const root = segments(versionRoot);
  if (root.some((part, index) => page[index] !== part)) return undefined;
  return page.slice(root.length);
}

/**
 * The page of the target version closest to `pathname`: the same relative
 * path if it exists, else its nearest existing ancestor, else the target's
 * main page (`fallback`, by default its root). `targetPaths` are the doc
 * paths the target version publishes. A page that moved between the two
 * versions (`moves`, src/config/pageMoves.ts, with the versions' ids) counts
 * as the same page, and so does a moved ancestor. `exact` is true when the
 * reader lands where they asked to: the same page, or the root when they
 * left a root.
 */
export function nearestPage(options: {
  pathname: string;
  fromRoot: string;
  toRoot: string;
  targetPaths: Iterable<string>;
  fallback?: string;
  moves?: {from: string; to: string; table: readonly PageMove[]};
}): {path: string; exact: boolean} {
  const {pathname, fromRoot, toRoot, moves} = options;
  const existing = new Set([...options.targetPaths].map((target) => join(segments(target))));
  const rootPath = join(segments(options.fallback ?? toRoot));
  const relative = pathInVersion(pathname, fromRoot);
  if (relative === undefined) return {path: rootPath, exact: false};
  const base = segments(toRoot);
  for (let length = relative.length; length > 0; length -= 1) {
    const here = relative.slice(0, length);
    const moved = moves && movedPage(here.join('/'), moves.from, moves.to, moves.table);
    const candidate = join([...base, ...(moved === undefined ? here : segments(moved))]);
    if (existing.has(candidate)) return {path: candidate, exact: length === relative.length};
  }
  return {path: rootPath, exact: relative.length === 0};
}
