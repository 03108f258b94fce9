// cspell:ignore htpp
import {expect, test} from './fixtures';
import {waitForHydration} from '../support/offline';

/** The not-found page suggests the closest pages from /route-list.json, same docs version first. */
for (const {name, viewport} of [
  {name: 'desktop', viewport: {width: 1280, height: 800}},
  {name: 'phone', viewport: {width: 390, height: 844}},
]) {
  test(`a mistyped address offers the page it meant, a search and the versions (${name})`, async ({page}, testInfo) => {
    await page.setViewportSize(viewport);
    const response = await page.goto('/protocols/htpp');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle(/Page not found/);
    const notFound = page.getByTestId('not-found');
    const suggestions = notFound.getByTestId('not-found-suggestions').getByRole('link');
    await expect(suggestions.first()).toHaveAttribute('href', '/protocols/http');
    expect(await suggestions.count()).toBeLessThanOrEqual(3);
    await waitForHydration(page);
    const box = notFound.getByRole('combobox', {name: 'Search the site'});
    await expect(box).toHaveValue('htpp');
    for (const href of ['/next', '/0.1']) await expect(notFound.locator(`a[href="${href}"]`)).toHaveCount(1);
    await page.screenshot({path: testInfo.outputPath(`not-found-${name}.png`), fullPage: true});
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBeLessThanOrEqual(0);

    await suggestions.first().click();
    await expect(page).toHaveURL((url) => url.pathname === '/protocols/http');
    await expect(page.locator('article h1')).toBeVisible();
  });
}

test('a page missing from Next suggests Next pages before pages of other versions', async ({page}) => {
  await page.goto('/next/protocols/htpp');
  const suggestions = page.getByTestId('not-found-suggestions').getByRole('link');
  await expect(suggestions.first()).toHaveAttribute('href', '/next/protocols/http');
});
