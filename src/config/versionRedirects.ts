/**
 * Redirects for pages that left the latest docs version: when a cut makes a
 * version latest that lacks a page of the previous latest, the page's old URL
 * at the site root sends readers to the same page under its version's path.
 * `npm run version:cut` appends them to version-redirects.json; the decision
 * for each route of tests/spec/routes.txt is checked by
 * tests/unit/versions/routes-after-cut.test.ts.
 */
import redirectsJson from './version-redirects.json';

export interface VersionRedirect {
  /** The old URL at the site root, e.g. /protocols/websocket. */
  from: string;
  /** The same page in the version that still has it, e.g. /1.0/protocols/websocket. */
  to: string;
  /** The cut that moved it: the version that became latest without the page. */
  cut: string;
}

export const VERSION_REDIRECTS: readonly VersionRedirect[] = redirectsJson as VersionRedirect[];

/** The entries of @docusaurus/plugin-client-redirects' `redirects` option. */
export function versionRedirects(): {from: string; to: string}[] {
  return VERSION_REDIRECTS.map(({from, to}) => ({from, to}));
}
