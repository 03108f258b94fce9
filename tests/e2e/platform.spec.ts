import registryIndex from '../../src/data/registry/index.json';
import {expect, test} from './fixtures';

/**
 * Checks on the built site as a whole rather than on one page: our client
 * module that limits link prefetches to intent is really installed, and
 * far-away registry cards are not laid out.
 */

const registryEntryCount = registryIndex.entries.length;

test('links load their route on intent, not on view (src/clientModules/prefetchOnIntent.ts)', async ({page}) => {
  const routeChunks: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/assets/js/')) routeChunks.push(new URL(request.url()).pathname);
  });
  await page.goto('/hall-of-fame');
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  // Bring every link of the page into view, then let Docusaurus' intersection observers report
  // (they run before the next frame) and any prefetch they start finish.
  await page.evaluate(async () => {
    window.scrollTo(0, document.body.scrollHeight);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await new Promise((resolve) => requestIdleCallback(resolve));
  });
  await page.waitForLoadState('networkidle');
  expect(await page.locator('link[rel="prefetch"]').count(), 'no <link rel="prefetch"> for links in view').toBe(0);
  const afterScroll = routeChunks.length;

  // Hovering a link to a page not loaded yet fetches that page's chunks at once.
  const link = page.locator('footer a[href="/about/RFC"]').first();
  await link.scrollIntoViewIfNeeded();
  await link.hover();
  await expect.poll(() => routeChunks.length, {timeout: 5_000}).toBeGreaterThan(afterScroll);
});

test('registry cards far below the fold are not laid out until scrolled near', async ({page}) => {
  await page.goto('/registry');
  const cards = page.getByTestId('registry-list').locator(':scope > li');
  await expect(cards).toHaveCount(registryEntryCount);
  const lastCardSkipped = () =>
    cards.last().evaluate((card) => !card.firstElementChild!.checkVisibility({contentVisibilityAuto: true}));
  expect(await lastCardSkipped()).toBe(true);
  await cards.last().scrollIntoViewIfNeeded();
  await expect.poll(lastCardSkipped).toBe(false);
  // Skipped cards still count for find-in-page and assistive technology: their text is in the DOM.
  await expect(cards.last()).toContainText(/\S/);
});
