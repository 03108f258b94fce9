import type {Page} from '@playwright/test';
import {expect, test} from './fixtures';
import {LATEST_VERSION, releaseAnnouncement} from '../../src/config/versions';
import {versionPin} from '../../src/config/versionPins';

const bar = (page: Page) => page.getByRole('banner').filter({hasText: `UTCP ${LATEST_VERSION} is out`});

// The close button does nothing until React has hydrated the page.
async function closeBar(page: Page) {
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  await bar(page).getByRole('button', {name: /close/i}).click();
}

async function announcementStorage(page: Page) {
  return page.evaluate(() =>
    Object.fromEntries(
      Object.keys(window.localStorage)
        .filter((key) => key.startsWith('docusaurus.announcement.'))
        .map((key) => [key, window.localStorage.getItem(key)]),
    ),
  );
}

test('shows on a first visit with a link to the migration guide', async ({page}) => {
  await page.goto('/');
  await expect(bar(page)).toBeVisible();
  await expect(bar(page).getByRole('link', {name: 'migration guide'})).toHaveAttribute(
    'href',
    `/${versionPin(LATEST_VERSION).release!.migrationGuide}`,
  );
});

test('stays closed on the next page and after a reload', async ({page}) => {
  await page.goto('/');
  await closeBar(page);
  await expect(bar(page)).toHaveCount(0);
  await page.goto('/blog');
  await expect(page.locator('h1, h2').first()).toBeVisible();
  await expect(bar(page)).toHaveCount(0);
  await page.reload();
  await expect(page.locator('h1, h2').first()).toBeVisible();
  await expect(bar(page)).toHaveCount(0);
  const stored = await announcementStorage(page);
  expect(Object.values(stored)).toContain(releaseAnnouncement().id);
  expect(Object.values(stored)).toContain('true');
});

test('shows again when a reader dismissed an announcement with another id', async ({page}) => {
  await page.goto('/');
  await closeBar(page);
  const stored = await announcementStorage(page);
  const idKey = Object.keys(stored).find((key) => key.startsWith('docusaurus.announcement.id'));
  expect(idKey, 'the bar stores its id').toBeTruthy();
  await page.evaluate((key) => window.localStorage.setItem(key, 'an-older-announcement'), idKey!);
  await page.reload();
  await expect(bar(page)).toBeVisible();
});

test('keeps the skip-to-content link as the first tab stop, and it moves focus to the content', async ({page}) => {
  await page.goto('/');
  await expect(bar(page)).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', {name: /skip to main content/i});
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  // The theme focuses <main>; the next Tab must land inside it, past the navbar.
  await page.keyboard.press('Tab');
  const focusedInMain = await page.evaluate(() => !!document.activeElement?.closest('main'));
  expect(focusedInMain).toBe(true);
});
