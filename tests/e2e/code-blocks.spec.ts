import type {Page} from '@playwright/test';
import {collectConsoleErrors, expect, test} from './fixtures';

// Code blocks keep the build's highlighted lines while the page hydrates and
// load Prism only for blocks rendered later (src/theme/CodeBlock/Content);
// Tabs no longer remount after hydration (src/theme/Tabs).

const tabGroups = '[role="tablist"]';
const selectedTab = '[role="tab"][aria-selected="true"]';

test('hydration keeps every highlighted line the build wrote', async ({page, request}) => {
  const errors = collectConsoleErrors(page);
  const served = await (await request.get('/protocols/http')).text();
  const linesInBuild = served.match(/token-line/g)?.length ?? 0;
  expect(linesInBuild, 'the build highlights the page').toBeGreaterThan(50);

  await page.goto('/protocols/http');
  await page.waitForLoadState('networkidle');
  const blocks = page.locator('article pre code');
  expect(await blocks.count()).toBeGreaterThan(5);
  for (const block of await blocks.all()) {
    await expect(block.locator('.token-line').first()).toBeAttached();
    expect((await block.textContent())?.trim()).not.toBe('');
  }
  await expect(page.locator('article .token-line')).toHaveCount(linesInBuild);
  expect(errors.filter((error) => /hydrat|Minified React error/i.test(error))).toEqual([]);
});

test('a language choice applies to every tab group, and survives reload and navigation', async ({page}) => {
  await page.goto('/implementation');
  const groups = page.locator(tabGroups);
  const groupCount = await groups.count();
  expect(groupCount).toBeGreaterThan(3);
  await expect(groups.locator(selectedTab).first()).toHaveText('Python');

  await groups.first().getByRole('tab', {name: 'TypeScript'}).click();
  await expect(groups.locator(selectedTab)).toHaveText(Array(groupCount).fill('TypeScript'));
  const visibleCode = page.locator('[role="tabpanel"]:not([hidden]) pre code').first();
  await expect(visibleCode.locator('.token').first()).toBeVisible();

  await page.reload();
  await expect(groups.locator(selectedTab)).toHaveText(Array(groupCount).fill('TypeScript'));
  await expect(page.locator('[role="tabpanel"]:not([hidden]) pre code .token').first()).toBeVisible();

  await page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name: 'For tool providers'}).click();
  await expect(page).toHaveURL(/\/for-tool-providers$/);
  await expect(page.locator(tabGroups).first().locator(selectedTab)).toHaveText('TypeScript');
});

/** Collects the text of every script the page loads to run (prefetched files are not scripts yet). */
function recordScripts(page: Page, {withPrefetches = false} = {}): Promise<string>[] {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    // A chunk fetched by <link rel="prefetch"> is later run from the cache without a second response.
    const prefetchedScript = withPrefetches && type === 'other' && /\.js(\?|$)/.test(response.url());
    if (type === 'script' || prefetchedScript) {
      scripts.push(response.text().catch(() => ''));
    }
  });
  return scripts;
}

// A phrase of Prism's bundled SQL grammar: present only where Prism's grammars are.
const PRISM_MARKER = 'SOUNDS LIKE';

test('code on a page reached through a link is highlighted by Prism', async ({page}) => {
  const scripts = recordScripts(page);
  const downloads = recordScripts(page, {withPrefetches: true});
  await page.goto('/protocols/http');
  await page.waitForLoadState('networkidle');
  const atStart = await Promise.all(scripts);
  expect(atStart.length).toBeGreaterThan(1);
  expect(
    atStart.filter((source) => source.includes(PRISM_MARKER)),
    'a first visit runs no Prism',
  ).toEqual([]);

  await page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name: 'CLI', exact: true}).click();
  await expect(page).toHaveURL(/\/protocols\/cli$/);
  const firstBlock = page.locator('article pre code').first();
  await expect(firstBlock.locator('.token-line').first()).toBeAttached();
  await expect(page.locator('article pre code .token').first()).toBeVisible();
  expect(
    (await Promise.all(downloads)).some((source) => source.includes(PRISM_MARKER)),
    'Prism loaded on demand',
  ).toBe(true);
});

test('copy and word-wrap buttons work on a block kept from the build', async ({context, page}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({width: 375, height: 740});
  await page.goto('/protocols/http');
  await page.waitForLoadState('networkidle');
  const block = page.locator('article .theme-code-block').first();
  const code = block.locator('pre code');
  // innerText doubles line breaks (each line is a block with a <br>), so compare without blank lines.
  const withoutBlankLines = (value: string) => value.replace(/\n\s*\n/g, '\n').trim();
  const shown = withoutBlankLines(await code.innerText());

  await block.hover();
  await block.getByRole('button', {name: /copy code/i}).click();
  expect(withoutBlankLines(await page.evaluate(() => navigator.clipboard.readText()))).toBe(shown);

  const wrap = block.getByRole('button', {name: /toggle word wrap/i});
  await expect(wrap, 'the first example is wider than a phone').toBeAttached();
  await wrap.click();
  await expect(code).toHaveCSS('white-space', 'pre-wrap');
});
