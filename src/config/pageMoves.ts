/**
 * Pages that changed their path between docs versions: the 0.1 "providers"
 * became "protocols" in 1.0 (and HTTP streaming became Streamable HTTP).
 * The version dropdown switches between the pages of one group as between
 * the same page (src/lib/versions/nearestPage.ts). A group names each page by
 * its path inside its version, keyed by version id ('current' is Next); a
 * version without the page is left out and gets the nearest page instead.
 * When a cut moves a page, add its group here;
 * tests/unit/versions/page-moves.test.ts checks that every path is a page.
 */
import {NEXT_VERSION, RELEASED_VERSIONS} from './versions';

/** Version id → the page's path inside that version, without slashes at either end ('' is the version's root). */
export type PageMove = Readonly<Record<string, string>>;

const protocol = (provider: string, name: string, versions: readonly string[]): PageMove =>
  Object.fromEntries([['0.1', `providers${provider}`], ...versions.map((id) => [id, `protocols${name}`])]);

/** Every version since the rename: 1.0, any version cut after it, and Next. */
const LATER = [...RELEASED_VERSIONS.filter((id) => id !== '0.1'), NEXT_VERSION];

export const PAGE_MOVES: readonly PageMove[] = [
  protocol('', '', LATER),
  protocol('/http', '/http', LATER),
  protocol('/sse', '/sse', LATER),
  protocol('/http-stream', '/streamable-http', LATER),
  protocol('/cli', '/cli', LATER),
  protocol('/mcp', '/mcp', LATER),
  protocol('/text', '/text', LATER),
  protocol('/websocket', '/websocket', ['1.0']),
];

/**
 * The path in version `to` of the page at `path` in version `from`, when a
 * group of PAGE_MOVES holds both; undefined otherwise.
 */
export function movedPage(
  path: string,
  from: string,
  to: string,
  moves: readonly PageMove[] = PAGE_MOVES,
): string | undefined {
  const group = moves.find((move) => move[from] === path);
  return group?.[to];
}
