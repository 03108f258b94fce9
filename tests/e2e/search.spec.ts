import {type Locator, type Page} from '@playwright/test';
import {expect, test} from './fixtures';
import {keepOffline, waitForHydration} from '../support/offline';

/**
 * The navbar search (@easyops-cn/docusaurus-search-local): a lunr index built
 * with the site, one per docs version, fetched from our own origin.
 */

const INDEX_REQUEST = /\/search-index[^/]*\.json(\?|$)/;

let requested: string[] = [];

test.beforeEach(async ({context, baseURL}) => {
  requested = await keepOffline(context, baseURL!);
});

function searchBox(page: Page): Locator {
  return page.locator('input.navbar__search-input');
}

async function openWithShortcut(page: Page): Promise<Locator> {
  await waitForHydration(page);
  await page.keyboard.press('ControlOrMeta+k');
  const box = searchBox(page);
  await expect(box).toBeFocused();
  return box;
}

/** What the dropdown shows: one entry per option, in order. */
async function readOptions(page: Page) {
  return page.getByRole('option').evaluateAll((options) =>
    options.map((option) => ({
      id: option.id,
      title: option.querySelector('[class*="hitTitle"]')?.textContent?.trim() ?? '',
      path: option.querySelector('[class*="hitPath"]')?.textContent?.trim() ?? '',
      // Results under a page result (headings, text) are drawn as a tree.
      nested: option.querySelector('[class*="hitTree"]') !== null,
    })),
  );
}

async function search(page: Page, query: string): Promise<Locator> {
  const box = await openWithShortcut(page);
  await box.pressSequentially(query, {delay: 20});
  return box;
}

/** Moves the keyboard selection to the option with this id, then opens it with Enter. */
async function openOptionByKeyboard(page: Page, box: Locator, optionId: string) {
  const ids = (await readOptions(page)).map((option) => option.id);
  const target = ids.indexOf(optionId);
  expect(target).toBeGreaterThanOrEqual(0);
  // The first option is selected as soon as results show.
  await expect(page.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  for (let i = 0; i < target; i += 1) {
    await box.press('ArrowDown');
  }
  const selected = page.locator(`[role="option"][id="${optionId}"]`);
  await expect(selected).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', optionId);
  await box.press('Enter');
}

test('Ctrl/Cmd+K focuses the search box, which is labelled', async ({page}) => {
  await page.goto('/');
  await waitForHydration(page);
  const box = searchBox(page);
  await expect(box).toHaveAccessibleName('Search');
  await expect(box).not.toBeFocused();
  await page.keyboard.press('ControlOrMeta+k');
  await expect(box).toBeFocused();
});

for (const {reading, from, expected, index} of [
  {reading: '1.0', from: '/security', expected: '/protocols/streamable-http', index: /^\/search-index[^/]*\.json$/},
  {reading: 'Next', from: '/next/security', expected: '/next/protocols/streamable-http', index: /^\/next\/search-index[^/]*\.json$/},
]) {
  test(`'streamable' finds the streamable HTTP page of ${reading} when reading ${reading}, and opens it by keyboard`, async ({
    page,
  }) => {
    await page.goto(from);
    const box = await search(page, 'streamable');
    const listbox = page.getByRole('listbox');
    await expect(listbox.getByRole('option').first()).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');

    // Every result has an accessible name made of its title and where it is.
    const options = await readOptions(page);
    for (const option of options) {
      expect(option.title.length, JSON.stringify(option)).toBeGreaterThan(0);
    }
    const pageResult = options.find((option) => !option.nested && /^streamable http\b/i.test(option.title) && !option.title.includes('_'));
    expect(pageResult, JSON.stringify(options, null, 1)).toBeDefined();

    // Only the index of the version being read was fetched.
    const indexPaths = requested.filter((url) => INDEX_REQUEST.test(url)).map((url) => new URL(url).pathname);
    expect(indexPaths.length).toBeGreaterThan(0);
    for (const indexPath of indexPaths) expect(indexPath).toMatch(index);

    await openOptionByKeyboard(page, box, pageResult!.id);
    await expect(page).toHaveURL((url) => url.pathname === expected);
    await expect(page.locator('article h1')).toContainText(/streamable/i);
    // The words searched for are highlighted on the opened page.
    await expect(page.locator('article mark').first()).toContainText(/streamable/i);
  });
}

test('keyboard: ArrowDown then Enter opens the selected result', async ({page}) => {
  await page.goto('/');
  const box = await search(page, 'streamable');
  await expect(page.getByRole('option').nth(1)).toBeVisible();
  await box.press('ArrowDown');
  const second = page.getByRole('option').nth(1);
  await expect(second).toHaveAttribute('aria-selected', 'true');
  await expect(second).toHaveAccessibleName(/\S/);
  const startUrl = page.url();
  await box.press('Enter');
  await expect(page).not.toHaveURL(startUrl);
  await expect(page).toHaveURL(/_highlight=streamable/);
  await expect(page.getByTestId('not-found')).toHaveCount(0);
  await expect(page.locator('article h1')).toBeVisible();
});

test("'call_template_type' finds a protocol page", async ({page}) => {
  await page.goto('/');
  await search(page, 'call_template_type');
  await expect(page.getByRole('option').first()).toBeVisible();
  // The dropdown shows the best few; "See all results" lists every match with its link.
  await page.getByRole('link', {name: 'See all results'}).click();
  await expect(page).toHaveURL(/\/search\/?\?q=call_template_type/);
  const protocolLinks = page.locator('article a[href^="/protocols/"]');
  await expect(protocolLinks.first()).toBeVisible();
  const href = await protocolLinks.first().getAttribute('href');
  expect(href).toMatch(/^\/protocols\/[a-z-]+(\?|#|$)/);
});

test('a query with no matches says so', async ({page}) => {
  await page.goto('/');
  await search(page, 'qxzvwk');
  const listbox = page.getByRole('listbox');
  await expect(listbox).toContainText('No results');
  await expect(page.getByRole('option')).toHaveCount(0);
});

test('the index comes from our origin and searching contacts no other host', async ({page, baseURL}) => {
  const origin = new URL(baseURL!).origin;
  await page.goto('/');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  const before = requested.length;

  const indexResponse = page.waitForResponse((response) => INDEX_REQUEST.test(response.url()));
  await search(page, 'streamable');
  const response = await indexResponse;
  expect(response.status()).toBe(200);
  expect(new URL(response.url()).origin).toBe(origin);
  const index: unknown = await response.json();
  expect(Array.isArray(index)).toBe(true);
  await expect(page.getByRole('option').first()).toBeVisible();

  const duringSearch = requested.slice(before);
  expect(duringSearch.some((url) => INDEX_REQUEST.test(url))).toBe(true);
  expect(duringSearch.filter((url) => new URL(url).origin !== origin)).toEqual([]);
  // Loading the page itself only ever leaves the origin for the followers count.
  const foreignHosts = new Set(
    requested.filter((url) => url.startsWith('http') && new URL(url).origin !== origin).map((url) => new URL(url).hostname),
  );
  expect([...foreignHosts].filter((host) => host !== 'api.github.com')).toEqual([]);
});
