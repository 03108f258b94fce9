import {allManifestRoutes} from '../support/routeManifest';
import {expect, test} from './fixtures';

/**
 * Checks on the built site as a whole rather than on one page: the route
 * manifest (tests/routes) covers every page the build publishes, so the
 * accessibility run of routes.spec.ts reaches all of them, and our client
 * module that defers link prefetches is really installed.
 */

/** Paths of the build's sitemap.xml, as the manifest writes them (no host, no trailing slash). */
function sitemapPaths(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => {
    const pathname = new URL(match[1]!).pathname;
    return pathname === '/' ? pathname : pathname.replace(/\/+$/, '');
  });
}

test('every page of the sitemap is in the route manifest', async ({request}) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const published = sitemapPaths(await response.text());
  expect(published.length).toBeGreaterThan(50);
  const manifest = new Set(allManifestRoutes());
  const missing = published.filter((route) => !manifest.has(route));
  expect(missing, 'pages of the sitemap missing from tests/routes/*.txt (add them so axe checks them)').toEqual([]);
});

test('link prefetches wait for idle time (src/clientModules/idlePrefetch.ts is installed)', async ({page}) => {
  await page.goto('/hall-of-fame');
  // The client module patches window.docusaurus when the first render commits.
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  const target = '/migration-v0.1-to-v1.0';
  const outcome = await page.evaluate((route) => {
    const prefetchLinks = () => document.querySelectorAll('link[rel="prefetch"]').length;
    const before = prefetchLinks();
    const docusaurus = (window as unknown as {docusaurus: {prefetch: (path: string) => unknown}}).docusaurus;
    const result = docusaurus.prefetch(route);
    return {
      // Docusaurus' own object is frozen and its prefetch answers a promise or false, adding its
      // <link rel="prefetch"> elements at once; the queued one answers true and adds nothing yet.
      frozen: Object.isFrozen(docusaurus),
      answeredTrue: result === true,
      addedAtOnce: prefetchLinks() - before,
      before,
    };
  }, target);
  expect(outcome).toMatchObject({frozen: false, answeredTrue: true, addedAtOnce: 0});
  // Once the browser is idle the queued route's chunks are prefetched after all.
  await page.waitForFunction(
    (before) => document.querySelectorAll('link[rel="prefetch"]').length > before,
    outcome.before,
    {timeout: 10_000},
  );
});
