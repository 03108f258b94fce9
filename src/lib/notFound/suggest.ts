/**
 * What the not-found page suggests: the pages whose path is closest to the
 * address that failed, the same docs version first. Pure: the page reads the
 * route list the build writes (src/plugins/routeList) and calls this.
 */

import {NEXT_VERSION, RELEASED_VERSIONS, versionLabel, versionPath} from '../../config/versions';

/** The docs versions by path prefix; any other path belongs to the latest version. */
export const VERSION_ROOTS: readonly {prefix: string; label: string}[] = [NEXT_VERSION, ...RELEASED_VERSIONS]
  .filter((id) => versionPath(id) !== '')
  .map((id) => ({prefix: `/${versionPath(id)}`, label: versionLabel(id)}));

/** The version a path belongs to: a prefix of VERSION_ROOTS, or '' for the latest. */
export function versionOf(path: string): string {
  return VERSION_ROOTS.find(({prefix}) => path === prefix || path.startsWith(`${prefix}/`))?.prefix ?? '';
}

/** A path as compared: lower case, without a trailing slash, .html, query or #heading. */
export function normalizePath(path: string): string {
  const bare = path
    .split(/[?#]/)[0]
    .toLowerCase()
    .replace(/\.html$/, '')
    .replace(/\/+$/, '');
  return bare === '' ? '/' : bare;
}

/** Edits (insert, delete, replace, swap of neighbours) between two strings. */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({length: rows}, (_, i) =>
    Array.from({length: cols}, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i < rows; i += 1) {
    for (let j = 1; j < cols; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}

function lastSegment(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

/** At most this many edits for a string of this length: a third of it, and at least `least`. */
function allowance(text: string, least: number): number {
  return Math.max(least, Math.floor(text.length / 3));
}

/**
 * How far a route is from the missing path, or Infinity when it is not close:
 * the edits between the whole paths (at most a third of the path's length, at
 * least two), or between their last segments plus one when only the page's
 * name is close (`/http` → `/protocols/http`; at most a third of the name, at
 * least one).
 */
export function pathDistance(missing: string, route: string): number {
  const whole = editDistance(missing, route);
  const name = lastSegment(missing);
  const byName = name === '' ? Infinity : editDistance(name, lastSegment(route));
  const distances = [
    whole <= allowance(missing, 2) ? whole : Infinity,
    byName <= allowance(name, 1) ? byName + 1 : Infinity,
  ];
  return Math.min(...distances);
}

/**
 * Up to `limit` routes close to `missingPath` (pathDistance): the same
 * version first, then the fewest edits, then the shorter path.
 */
export function suggestRoutes(missingPath: string, routes: readonly string[], limit = 3): string[] {
  const missing = normalizePath(missingPath);
  const version = versionOf(missing);
  return [...new Set(routes.map(normalizePath))]
    .filter((route) => route !== missing)
    .map((route) => ({route, distance: pathDistance(missing, route), other: versionOf(route) === version ? 0 : 1}))
    .filter(({distance}) => Number.isFinite(distance))
    .sort((a, b) => a.other - b.other || a.distance - b.distance || a.route.length - b.route.length)
    .slice(0, limit)
    .map(({route}) => route);
}

/** The routes worth suggesting: pages, not lists of tags, paginated lists or the 404 itself. */
export function suggestableRoutes(routes: readonly string[]): string[] {
  return [
    ...new Set(
      routes.filter((route) => !/\/(tags|page|authors)(\/|$)|^\/404$|\/search$/.test(route)).map(normalizePath),
    ),
  ].sort();
}
