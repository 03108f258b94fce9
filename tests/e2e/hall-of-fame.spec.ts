import {readFileSync} from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import {type Page} from '@playwright/test';
import {expect, test} from './fixtures';
import type {ContributorsSnapshot} from '../../src/data/contributors/types';
import {formatLineCount, initialsOf} from '../../src/lib/contributorsFormat';

const snapshot = JSON.parse(
  readFileSync(path.join(__dirname, '..', '..', 'src', 'data', 'contributors', 'snapshot.json'), 'utf8'),
) as ContributorsSnapshot;
const lines = (contributor: {additions: number; deletions: number}) => contributor.additions + contributor.deletions;
const AVATARS = 'https://avatars.githubusercontent.com/**';

// No test reaches GitHub: avatar requests fail unless a test answers them itself.
test.beforeEach(async ({page}) => {
  await page.route(AVATARS, (route) => route.abort('internetdisconnected'));
});

async function openPage(page: Page) {
  await page.goto('/hall-of-fame');
  await expect(page.getByRole('heading', {level: 1, name: 'Hall of Fame'})).toBeVisible();
}

test('shows one row per contributor of the snapshot, ranked by lines changed', async ({page}) => {
  await openPage(page);
  const rows = page.getByTestId('hof-row');
  await expect(rows).toHaveCount(snapshot.contributors.length);

  const shown = await rows.evaluateAll((items) =>
    items.map((item) => ({login: item.getAttribute('data-login'), lines: Number(item.getAttribute('data-lines'))})),
  );
  const expected = [...snapshot.contributors].sort((a, b) => lines(b) - lines(a));
  expect(shown.map((row) => row.lines)).toEqual(expected.map(lines));
  expect(shown.map((row) => row.login)).toEqual(expected.map((contributor) => contributor.login));

  const first = rows.first();
  const top = expected[0];
  await expect(first).toContainText(`Rank 1`);
  await expect(first.getByRole('link', {name: top.name ?? top.login})).toHaveAttribute('href', top.profileUrl);
  await expect(first).toContainText(formatLineCount(lines(top)));
  await expect(rows.nth(1)).toContainText('Rank 2');
});

test('summary figures match the data', async ({page}) => {
  await openPage(page);
  const total = snapshot.contributors.reduce((sum, contributor) => sum + lines(contributor), 0);
  const repositories = new Set(snapshot.contributors.flatMap((contributor) => contributor.repositories)).size;

  await expect(page.getByTestId('hof-summary-contributors')).toHaveText(String(snapshot.contributors.length));
  await expect(page.getByTestId('hof-summary-lines')).toHaveText(formatLineCount(total));
  await expect(page.getByTestId('hof-summary-lines')).toHaveAttribute('data-value', String(total));
  await expect(page.getByTestId('hof-summary-repositories')).toHaveText(String(repositories));
  const date = new Date(snapshot.generatedAt);
  const day = `${date.getUTCDate()} ${date.toLocaleString('en-GB', {month: 'long', timeZone: 'UTC'})} ${date.getUTCFullYear()}`;
  await expect(page.getByTestId('hof-summary-date')).toHaveText(day);
  await expect(page.getByTestId('hof-summary-date').locator('time')).toHaveAttribute('datetime', snapshot.generatedAt);
});

test('shows initials when the avatar images fail to load', async ({page}) => {
  const failed: string[] = [];
  page.on('requestfailed', (request) => failed.push(request.url()));
  await openPage(page);

  const first = page.getByTestId('hof-row').first();
  const avatar = first.locator('[data-avatar]');
  await expect(avatar).toHaveAttribute('data-avatar', 'fallback');
  const top = [...snapshot.contributors].sort((a, b) => lines(b) - lines(a))[0];
  await expect(avatar).toHaveText(initialsOf(top.name ?? top.login));
  await expect(avatar.locator('img')).toHaveCount(0);
  const box = await avatar.boundingBox();
  expect(box?.width).toBe(40);
  expect(box?.height).toBe(40);
  expect(failed.some((url) => url.startsWith('https://avatars.githubusercontent.com/'))).toBe(true);

  // Lazy images further down fail when they come into view, and fall back too.
  const last = page.getByTestId('hof-row').last();
  await last.scrollIntoViewIfNeeded();
  await expect(last.locator('[data-avatar]')).toHaveAttribute('data-avatar', 'fallback');
});

test('shows the avatar image when it loads', async ({page}) => {
  // A 1x1 PNG stands in for GitHub's avatars (later routes take precedence).
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkOG/yHwAFVAJ+ZnE2xQAAAABJRU5ErkJggg==',
    'base64',
  );
  await page.route(AVATARS, (route) => route.fulfill({status: 200, contentType: 'image/png', body: png}));
  await openPage(page);
  const avatar = page.getByTestId('hof-row').first().locator('[data-avatar]');
  await expect(avatar.locator('img')).toHaveAttribute('width', '40');
  await expect.poll(() => avatar.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1);
  await expect(avatar).toHaveAttribute('data-avatar', 'image');
});

test.describe('at 375 px wide', () => {
  test.use({viewport: {width: 375, height: 740}});

  test('tooltips open on focus, stay inside the viewport and close on Escape', async ({page}) => {
    await openPage(page);
    const rows = page.getByTestId('hof-row');
    let checked = 0;
    for (const index of [0, 1, 4]) {
      const triggers = rows.nth(index).locator('button[aria-describedby]');
      const count = await triggers.count();
      for (let n = 0; n < count; n += 1) {
        const trigger = triggers.nth(n);
        const id = await trigger.getAttribute('aria-describedby');
        const tip = page.locator(`[id="${id}"]`);
        await expect(tip).toHaveAttribute('role', 'tooltip');
        await expect(tip).toBeHidden();
        await trigger.focus();
        await expect(tip).toBeVisible();
        const box = (await tip.boundingBox())!;
        expect(box.x, `left edge of ${await trigger.innerText()}`).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, `right edge of ${await trigger.innerText()}`).toBeLessThanOrEqual(375);
        expect(box.y).toBeGreaterThanOrEqual(0);
        expect(box.y + box.height).toBeLessThanOrEqual(740);
        await page.keyboard.press('Escape');
        await expect(tip).toBeHidden();
        checked += 1;
      }
    }
    // The top contributor alone has a status and three badges.
    expect(checked).toBeGreaterThanOrEqual(5);
  });

  test('the page does not scroll sideways', async ({page}) => {
    await openPage(page);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
  });

  test('has no serious or critical accessibility violations', async ({page}) => {
    await openPage(page);
    const results = await new AxeBuilder({page}).include('main').analyze();
    const serious = results.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''));
    expect(
      serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`),
    ).toEqual([]);
  });
});

test('tooltips open on hover and describe the trigger', async ({page}) => {
  await openPage(page);
  const status = page.getByTestId('hof-row').first().locator('button[aria-describedby]').first();
  await status.hover();
  const tip = page.locator(`[id="${await status.getAttribute('aria-describedby')}"]`);
  await expect(tip).toBeVisible();
  await expect(tip).toContainText('Founded the project');
  await expect(status).toHaveAccessibleDescription(/Founded the project/);
});

test('has no serious or critical accessibility violations on a wide screen', async ({page}) => {
  await openPage(page);
  const results = await new AxeBuilder({page}).analyze();
  const serious = results.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''));
  expect(
    serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`),
  ).toEqual([]);
});
