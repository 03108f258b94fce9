import {expect, test} from './fixtures';
import {waitForHydration} from '../support/offline';
import type {Page} from '@playwright/test';
import {LATEST_VERSION, NEXT_VERSION, versionLabel} from '../../src/config/versions';
import {builtRoutes} from '../support/siteRoutes';

/** The version dropdown keeps the reader's place: the same page, else the nearest one, with a notice. */

const NOTICE = 'version-switch-notice';
const LATEST = versionLabel(LATEST_VERSION);
/** A page of Next that the latest version lacks (none right after a version is cut from Next). */
const NEXT_ONLY = '/next/protocols/file';
const latestLacksNextOnly = !builtRoutes().includes(NEXT_ONLY.replace(/^\/next/, ''));

async function switchTo(page: Page, label: string): Promise<void> {
  await waitForHydration(page);
  const dropdown = page.locator('.navbar__items--right .dropdown').first();
  await dropdown.hover();
  await dropdown.locator('.dropdown__menu .dropdown__link', {hasText: label}).click();
}

test('a page that exists in both versions switches to its twin without a notice', async ({page}) => {
  await page.goto('/next/protocols/http');
  await expect(page.locator('.navbar__items--right .dropdown > .navbar__link').first()).toHaveText(
    versionLabel(NEXT_VERSION),
  );
  await switchTo(page, LATEST);
  await expect(page).toHaveURL((url) => url.pathname === '/protocols/http' && url.search === '');
  await expect(page.locator('article h1')).toBeVisible();
  await expect(page.getByTestId(NOTICE)).toHaveCount(0);
});

test('a Next-only page switches to the nearest latest page and says the page is missing there', async ({page}) => {
  test.skip(!latestLacksNextOnly, `${NEXT_ONLY} is in the latest version too`);
  await page.goto(NEXT_ONLY);
  await waitForHydration(page);
  await switchTo(page, LATEST);
  await expect(page).toHaveURL(
    (url) => url.pathname === '/protocols' && url.searchParams.get('missing-in-version') === 'next',
  );
  const notice = page.getByTestId(NOTICE);
  await expect(notice).toBeVisible();
  await expect(notice).toHaveAttribute('role', 'status');
  await expect(notice).toContainText(`does not exist in ${LATEST}`);
  await expect(notice).toContainText(versionLabel(NEXT_VERSION));

  // Fixed to the viewport: the notice does not push the page's content down.
  expect(await notice.evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
  await notice.getByRole('button', {name: 'Dismiss'}).click();
  await expect(notice).toHaveCount(0);
});

test('the notice does not move the heading of the page it appears on', async ({page}) => {
  await page.goto('/protocols');
  await waitForHydration(page);
  const plain = await page.locator('article h1').boundingBox();
  await page.goto('/protocols?missing-in-version=next');
  await waitForHydration(page);
  await expect(page.getByTestId(NOTICE)).toBeVisible();
  expect(await page.locator('article h1').boundingBox()).toEqual(plain);
});

test('a 0.1 provider page and its latest protocol page switch to each other without a notice', async ({page}) => {
  await page.goto('/0.1/providers/http');
  await switchTo(page, LATEST);
  await expect(page).toHaveURL((url) => url.pathname === '/protocols/http' && url.search === '');
  await expect(page.getByTestId(NOTICE)).toHaveCount(0);

  await page.goto('/protocols/streamable-http');
  await switchTo(page, '0.1');
  await expect(page).toHaveURL((url) => url.pathname === '/0.1/providers/http-stream' && url.search === '');
  await expect(page.getByTestId(NOTICE)).toHaveCount(0);
});

test('the address names a version as readers do, and the notice reads old links too', async ({page}) => {
  await page.goto('/protocols?missing-in-version=current');
  await waitForHydration(page);
  const notice = page.getByTestId(NOTICE);
  await expect(notice).toContainText(`does not exist in ${LATEST}`);
  await expect(notice).toContainText('Next');
  await expect(notice).not.toContainText('current');
});
