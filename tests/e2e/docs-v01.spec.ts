import {expect, test} from './fixtures';
import {builtRoutes} from '../support/siteRoutes';
import {inVersion} from '../support/docsVersions';
import {LATEST_VERSION, versionLabel} from '../../src/config/versions';

const V01_ROUTES = builtRoutes().filter((route) => route === '/0.1' || route.startsWith('/0.1/'));

/** Every 0.1 page that has a 1.0 counterpart must link to it explicitly, near the top (routes as 1.0 serves them). */
const COUNTERPARTS_IN_1_0: Record<string, string[]> = {
  '/0.1': ['/', '/migration-v0.1-to-v1.0'],
  '/0.1/for-tool-callers': ['/implementation', '/migration-v0.1-to-v1.0'],
  '/0.1/for-tool-callers/tool-repository': ['/api/core/utcp/interfaces/concurrent_tool_repository'],
  '/0.1/for-tool-callers/tool-search-strategy': ['/api/core/utcp/interfaces/tool_search_strategy'],
  '/0.1/for-tool-providers': ['/for-tool-providers'],
  '/0.1/implementation': ['/implementation'],
  '/0.1/security': ['/security'],
  '/0.1/utcp-vs-mcp': ['/utcp-vs-mcp'],
  '/0.1/providers': ['/protocols'],
  '/0.1/providers/http': ['/protocols/http'],
  '/0.1/providers/sse': ['/protocols/sse'],
  '/0.1/providers/http-stream': ['/protocols/streamable-http'],
  '/0.1/providers/cli': ['/protocols/cli'],
  '/0.1/providers/mcp': ['/protocols/mcp'],
  '/0.1/providers/text': ['/protocols/text'],
  '/0.1/providers/websocket': ['/protocols/websocket'],
  '/0.1/providers/graphql': ['/protocols'],
  '/0.1/providers/grpc': ['/protocols'],
  '/0.1/providers/tcp': ['/protocols'],
  '/0.1/providers/udp': ['/protocols'],
  '/0.1/providers/webrtc': ['/protocols'],
  '/0.1/json-schema': ['/json-schema'],
};
const COUNTERPARTS = Object.fromEntries(
  Object.entries(COUNTERPARTS_IN_1_0).map(([route, targets]) => [
    route,
    targets.map((target) => inVersion('1.0', target)),
  ]),
);

test('every 0.1 page is covered by the counterpart table', () => {
  expect(V01_ROUTES).toContain('/0.1/providers');
  expect(Object.keys(COUNTERPARTS).sort()).toEqual([...V01_ROUTES].sort());
});

for (const route of V01_ROUTES) {
  test(`${route} shows the old-version banner and links to 1.0`, async ({page}) => {
    const response = await page.goto(route);
    expect(response?.status()).toBe(200);

    const banner = page.locator('.theme-doc-version-banner');
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('0.1');
    await expect(banner).toContainText('no longer actively maintained');
    const latest = banner.getByRole('link', {name: versionLabel(LATEST_VERSION)});
    await expect(latest).toBeVisible();
    const latestHref = await latest.getAttribute('href');
    expect(latestHref, 'the banner points outside 0.1').not.toMatch(/^\/0\.1(\/|$)/);

    // The first admonition of the page names the 1.0 page(s) explicitly.
    const notice = page.locator('article .theme-admonition').first();
    await expect(notice).toBeVisible();
    for (const target of COUNTERPARTS[route]) {
      await expect(notice.locator(`a[href="${target}"]`), `${route} links to ${target}`).toHaveCount(1);
    }
  });
}

test('the 0.1 sidebar lists the sections in order', async ({page}) => {
  await page.goto('/0.1');
  const labels = await page
    .locator('nav.menu > ul > li')
    .evaluateAll((items) => items.map((item) => item.querySelector('a')?.textContent?.trim() ?? ''));
  expect(labels).toEqual([
    'Introduction to UTCP 0.1',
    'For tool callers',
    'For tool providers',
    'Providers',
    'Implementation guide',
    'Security',
    'UTCP vs MCP',
    'JSON Schema',
  ]);
});

test('the banner of a page with a twin in the latest version goes to that twin', async ({page}) => {
  await page.goto('/0.1/security');
  await expect(
    page.locator('.theme-doc-version-banner').getByRole('link', {name: versionLabel(LATEST_VERSION)}),
  ).toHaveAttribute('href', '/security');
});
