import {expect, GITHUB_ORG_API, test} from './fixtures';
import {E2E_BASE_URL} from '../support/e2eServer';
import {versionLabel} from '../../src/config/versions';

/**
 * What the legal notice (about/impressum.md) promises about a reader's data: no cookies, forms that
 * work in the page, a few preferences in local storage that no request carries, and one question to
 * GitHub's API per tab for the followers count.
 */
/** What the reader types into the validator and the behaviour list's filter. */
const TYPED_MANUAL = '{"utcp_version": "1.0.0", "tools": []}';
const TYPED_FILTER = 'line-endings';

/** The ways a typed value could travel in a URL: as typed, percent-encoded, or form-encoded. */
function encodings(value: string): string[] {
  return [value, encodeURIComponent(value), new URLSearchParams({v: value}).toString().slice(2)];
}

test('sets no cookie, and neither forms nor stored preferences send anything anywhere', async ({page, context}) => {
  const local = new URL(E2E_BASE_URL).origin;
  const requests: {url: string; method: string; body: string | null; headers: Record<string, string>}[] = [];
  page.on('request', (request) =>
    requests.push({url: request.url(), method: request.method(), body: request.postData(), headers: request.headers()}),
  );

  await page.goto('/');
  // A reader's preferences: the announcement dismissed, a docs version chosen.
  await page.getByRole('banner').getByRole('button', {name: /close/i}).first().click();
  const dropdown = page.locator('.navbar__items--right .dropdown').first();
  await dropdown.hover();
  await dropdown.getByRole('link', {name: versionLabel('0.1')}).click();
  await expect(page).toHaveURL(/\/0\.1\/?$/);
  // The forms: the validator checks a manual in the page, the behaviour list filters in the page.
  await page.goto('/validate');
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  await page.getByLabel('JSON', {exact: false}).and(page.locator('textarea')).fill(TYPED_MANUAL);
  await page.getByRole('button', {name: 'Validate'}).click();
  await expect(page.getByRole('status')).toContainText('UTCP');
  await page.goto('/behaviour');
  await page.getByLabel('Search keys').fill(TYPED_FILTER);
  await page.getByLabel('Search keys').press('Enter');
  await page.goto('/studio');
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  await page.goto('/about/impressum');
  await page.locator('h1').first().waitFor();

  const stored = await page.evaluate(() =>
    Object.keys(window.localStorage).map((key) => [key, window.localStorage.getItem(key) ?? '']),
  );
  expect(stored.map(([key]) => key).sort()).toEqual(
    expect.arrayContaining([expect.stringMatching(/^docusaurus\.announcement\./)]),
  );
  expect(stored.some(([key]) => key.startsWith('docs-preferred-version'))).toBe(true);
  expect(await context.cookies()).toEqual([]);
  expect(await page.evaluate(() => document.cookie)).toBe('');

  const elsewhere = requests.filter((request) => new URL(request.url).origin !== local);
  expect(elsewhere.map((request) => request.url)).toEqual([GITHUB_ORG_API]);
  for (const request of requests) {
    expect(request.body ?? '', `body of ${request.url}`).toBe('');
    const sent = `${request.url} ${JSON.stringify(request.headers)}`;
    // Not to the site's own server either: a form's text in a query string is sent all the same.
    const query = `${new URL(request.url).search} ${JSON.stringify(request.headers)}`;
    for (const typed of [TYPED_MANUAL, TYPED_FILTER])
      for (const form of encodings(typed))
        expect(query.includes(form), `${request.url} carries "${typed}"`).toBe(false);
    for (const [key, value] of stored) {
      expect(sent.includes(key), `${request.url} carries ${key}`).toBe(false);
      if (value.length > 3) expect(sent.includes(value), `${request.url} carries the value of ${key}`).toBe(false);
    }
  }
});
