import {NEXT_VERSION, versionPath} from '../../src/config/versions';

/**
 * A docs route in one version: `route` as the latest version serves it ('/' for its home), `id` a
 * versions.json id or 'next'. The browser tests name the version a page belongs to, not where it
 * sits today, so they keep passing after `npm run version:cut` moves the latest version.
 */
export function inVersion(id: string, route: string): string {
  const segment = versionPath(id === 'next' ? NEXT_VERSION : id);
  if (!segment) return route;
  return route === '/' ? `/${segment}` : `/${segment}${route}`;
}

/** The first path segments of the pages outside the docs versions: src/pages, the blog, /about and /behaviour. */
const SITE_PAGE_ROOTS = ['blog', 'about', 'behaviour', 'conformance', 'hall-of-fame', 'registry', 'studio', 'validate'];

/** Whether a route (path, maybe with ?query or #anchor) is a page of a docs version. */
export function isDocsRoute(route: string): boolean {
  const first = route.replace(/^\//, '').split(/[/?#]/)[0]!;
  return !SITE_PAGE_ROOTS.includes(first);
}
