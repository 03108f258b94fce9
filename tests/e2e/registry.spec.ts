import {readFileSync} from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import {type Page} from '@playwright/test';
import {expect, test} from './fixtures';
import '@utcp/http'; // registers the http call template serializer
import {CallTemplateSerializer, UtcpManualSerializer} from '@utcp/sdk';
import type {RegistryIndex} from '../../src/data/registry/types';

/** Serious and critical axe violations, each as its rule id and up to three of its elements. */
function seriousViolations(results: Awaited<ReturnType<AxeBuilder['analyze']>>): string[] {
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    );
}

const index = JSON.parse(
  readFileSync(path.join(__dirname, '../../src/data/registry/index.json'), 'utf8'),
) as RegistryIndex;
const total = index.entries.length;

async function openRegistry(page: Page, search = ''): Promise<void> {
  await page.goto(`/registry${search}`);
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
}

const cards = (page: Page) => page.getByTestId('registry-card');
const searchBox = (page: Page) => page.getByRole('searchbox', {name: 'Search the registry'});
const sidebar = (page: Page) => page.getByRole('complementary', {name: 'Filter by category'});

test.describe('Tool Registry', () => {
  test('lists every API and search narrows the results', async ({page}) => {
    await openRegistry(page);
    await expect(cards(page)).toHaveCount(total);
    await expect(page.getByTestId('registry-result-heading')).toContainText(`All categories: ${total} APIs`);

    await searchBox(page).fill('twilio');
    const expected = index.entries.filter((e) =>
      `${e.name} ${e.title} ${e.description} ${e.maintainer}`.toLowerCase().includes('twilio'),
    );
    await expect(cards(page)).toHaveCount(expected.length);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(total);
    await expect(page.getByTestId('registry-result-heading')).toContainText('matching “twilio”');
    await expect(page).toHaveURL(/\?q=twilio$/);
  });

  test('category counts add up to the total and filter the list', async ({page}) => {
    await openRegistry(page);
    const filter = sidebar(page);
    const counts = (await filter.getByTestId('registry-category-count').allInnerTexts()).map(Number);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(total);
    await expect(filter.getByTestId('registry-category-total')).toHaveText(String(total));

    const payments = index.entries.filter((e) => e.category === 'payments').length;
    await filter.getByLabel('Payments & finance').check();
    await expect(cards(page)).toHaveCount(payments);
    await expect(page.getByTestId('registry-result-heading')).toContainText(`Payments & finance: ${payments} APIs`);
    await expect(filter.getByLabel('All')).not.toBeChecked();

    await filter.getByLabel('All').check();
    await expect(cards(page)).toHaveCount(total);
  });

  test('keeps the search in the URL across a reload, and Back restores it', async ({page}) => {
    await openRegistry(page);
    await sidebar(page).getByLabel('Payments & finance').check();
    await searchBox(page).fill('stripe');
    await expect(page).toHaveURL(/\?category=payments&q=stripe$|\?q=stripe&category=payments$/);
    const matching = index.entries.filter(
      (e) =>
        e.category === 'payments' &&
        `${e.name} ${e.title} ${e.description} ${e.maintainer}`.toLowerCase().includes('stripe'),
    ).length;
    await expect(cards(page)).toHaveCount(matching);

    await page.reload();
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await expect(searchBox(page)).toHaveValue('stripe');
    await expect(sidebar(page).getByLabel('Payments & finance')).toBeChecked();
    await expect(cards(page)).toHaveCount(matching);

    // A second category is a new history entry: Back removes it again.
    await sidebar(page).getByLabel('AI & language').check();
    await expect(page).toHaveURL(/category=ai/);
    await page.goBack();
    await expect(page).not.toHaveURL(/category=ai/);
    await expect(sidebar(page).getByLabel('AI & language')).not.toBeChecked();
    await expect(cards(page)).toHaveCount(matching);

    // Leaving the page and coming back restores the search too.
    await page.getByRole('link', {name: 'Blog', exact: true}).first().click();
    await expect(page).toHaveURL(/\/blog/);
    await page.goBack();
    await expect(searchBox(page)).toHaveValue('stripe');
    await expect(cards(page)).toHaveCount(matching);
  });

  test('reads comma-separated categories from a shared link', async ({page}) => {
    await openRegistry(page, '?category=ai,security');
    const expected = index.entries.filter((e) => e.category === 'ai' || e.category === 'security').length;
    await expect(cards(page)).toHaveCount(expected);
    await expect(page.getByTestId('registry-result-heading')).toContainText('AI & language, Security & identity');
  });

  test('copies a call template that the UTCP SDK accepts', async ({browser}) => {
    const context = await browser.newContext({permissions: ['clipboard-read', 'clipboard-write']});
    const page = await context.newPage();
    await openRegistry(page, '?q=stripe');
    const entry = index.entries.find((e) => e.name === 'stripe')!;
    const card = page.locator('[data-testid="registry-card"][data-name="stripe"]');
    await card.getByRole('button', {name: `Copy call template of ${entry.title}`}).click();
    await expect(page.getByTestId('registry-announcer')).toHaveText(
      `Copied the call template of ${entry.title} to the clipboard.`,
    );
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const parsed = JSON.parse(copied) as Record<string, unknown>;
    expect(parsed).toEqual(entry.callTemplate);
    const template = new CallTemplateSerializer().validateDict(parsed);
    expect(template.call_template_type).toBe('http');
    await context.close();
  });

  test('copies from the full list as the build wrote it, and from a filtered list', async ({browser}) => {
    // The unfiltered list is not hydrated (RegistryBrowser); its buttons work by delegation.
    const context = await browser.newContext({permissions: ['clipboard-read', 'clipboard-write']});
    const page = await context.newPage();
    await openRegistry(page);
    const entry = index.entries[3];
    const card = page.locator(`[data-testid="registry-card"][data-name="${entry.name}"]`);
    const copy = card.getByRole('button', {name: `Copy call template of ${entry.title}`});
    await expect(copy).toHaveText('Copy', {useInnerText: true});
    await copy.click();
    await expect(page.getByTestId('registry-announcer')).toHaveText(
      `Copied the call template of ${entry.title} to the clipboard.`,
    );
    await expect(copy).toHaveText('Copied', {useInnerText: true});
    expect(JSON.parse(await page.evaluate(() => navigator.clipboard.readText()))).toEqual(entry.callTemplate);
    await expect(copy).toHaveText('Copy', {useInnerText: true, timeout: 5000});

    await searchBox(page).fill(entry.name);
    const other = index.entries.find((e) => e.name !== entry.name && e.category === entry.category)!;
    await searchBox(page).fill('');
    await expect(cards(page)).toHaveCount(total);
    const otherCopy = page
      .locator(`[data-testid="registry-card"][data-name="${other.name}"]`)
      .getByRole('button', {name: /^Copy call template of/});
    await otherCopy.click();
    await expect(otherCopy).toHaveText('Copied', {useInnerText: true});
    expect(JSON.parse(await page.evaluate(() => navigator.clipboard.readText()))).toEqual(other.callTemplate);
    await context.close();
  });

  test('downloads a manual that the UTCP SDK accepts', async ({page}) => {
    const entry = index.entries.find((e) => e.manual && e.toolCount < 100)!;
    await openRegistry(page, `?q=${encodeURIComponent(entry.name)}`);
    const card = page.locator(`[data-testid="registry-card"][data-name="${entry.name}"]`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('link', {name: /^Download manual of/}).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${entry.name}.json`);
    const text = readFileSync((await download.path())!, 'utf8');
    const manual = new UtcpManualSerializer().validateDict(JSON.parse(text));
    expect(manual.tools).toHaveLength(entry.toolCount);
  });

  test('shows the full list with JavaScript disabled', async ({browser}) => {
    const context = await browser.newContext({javaScriptEnabled: false});
    const page = await context.newPage();
    await page.goto('/registry');
    await expect(cards(page)).toHaveCount(total);
    const first = cards(page).first();
    await expect(first.getByRole('heading', {level: 3})).toHaveText(index.entries[0].title);
    // The template sits in a closed <details>: read its text, not its rendering.
    const template = JSON.parse((await first.locator('pre code').textContent()) ?? '') as Record<string, unknown>;
    expect(template).toEqual(index.entries[0].callTemplate);
    await context.close();
  });

  test('opens the category drawer on a 375px screen', async ({browser}) => {
    const context = await browser.newContext({viewport: {width: 375, height: 740}});
    const page = await context.newPage();
    await openRegistry(page);
    await expect(sidebar(page)).toBeHidden();
    const opener = page.getByRole('button', {name: 'Categories'});
    await opener.click();
    const drawer = page.getByRole('dialog', {name: 'Filter by category'});
    await expect(drawer).toBeVisible();
    const counts = (await drawer.getByTestId('registry-category-count').allInnerTexts()).map(Number);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(total);
    await drawer.getByLabel('Communication').check();
    const expected = index.entries.filter((e) => e.category === 'communication').length;
    await expect(drawer.getByRole('button', {name: `Show ${expected} APIs`})).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(opener).toBeFocused();
    await expect(cards(page)).toHaveCount(expected);
    await expect(opener).toContainText('1 selected');
    await context.close();
  });

  test('shows an empty state and clears it', async ({page}) => {
    await openRegistry(page);
    await searchBox(page).fill('no such api qwxz');
    await expect(page.getByTestId('registry-empty')).toBeVisible();
    await expect(page.getByTestId('registry-empty')).toContainText('No API matches “no such api qwxz”');
    await expect(page.getByTestId('registry-result-count')).toHaveText('0 APIs');
    await page.getByRole('button', {name: 'Clear search and categories'}).click();
    await expect(cards(page)).toHaveCount(total);
    await expect(searchBox(page)).toHaveValue('');
  });

  test('works by keyboard: details, copy and docs link', async ({browser}) => {
    const context = await browser.newContext({permissions: ['clipboard-read', 'clipboard-write']});
    const page = await context.newPage();
    await openRegistry(page, '?q=gmail');
    const card = cards(page).first();
    const summary = card.locator('summary');
    await summary.focus();
    await page.keyboard.press('Enter');
    await expect(card.locator('details')).toHaveAttribute('open', '');
    await expect(card.locator('details li').first()).toBeVisible();
    await card.getByRole('button', {name: /^Copy call template of/}).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('registry-announcer')).toContainText('Copied the call template');
    const docs = card.getByRole('link', {name: /^Docs of/});
    await expect(docs).toHaveAttribute('href', /^https?:\/\//);
    await context.close();
  });

  test('has no serious or critical accessibility violations', async ({page}) => {
    test.setTimeout(180_000); // axe checks every one of the cards
    await openRegistry(page);
    await cards(page).first().locator('summary').click();
    const results = await new AxeBuilder({page}).include('main').analyze();
    expect(seriousViolations(results)).toEqual([]);
  });

  test('has no serious or critical accessibility violations in the mobile drawer', async ({browser}) => {
    const context = await browser.newContext({viewport: {width: 375, height: 740}});
    const page = await context.newPage();
    await openRegistry(page);
    await page.getByRole('button', {name: 'Categories'}).click();
    await expect(page.getByRole('dialog', {name: 'Filter by category'})).toBeVisible();
    // The cards are checked in full by the test above; here the drawer is what is new.
    const results = await new AxeBuilder({page})
      .exclude('[data-testid="registry-list"] > li:nth-child(n+13)')
      .analyze();
    expect(seriousViolations(results)).toEqual([]);
    await context.close();
  });
});
