import AxeBuilder from '@axe-core/playwright';
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

test('hydration rebuilds no code block, in tab groups or out', async ({page}) => {
  // Every <pre> the page loses once the build's HTML is parsed: a remount of a block or of the tab
  // group around it removes the hydrated element and writes a new one.
  await page.addInitScript(() => {
    const removed: string[] = [];
    (window as unknown as {removedCode: string[]}).removedCode = removed;
    document.addEventListener('DOMContentLoaded', () => {
      new MutationObserver((mutations) => {
        for (const mutation of mutations)
          for (const node of Array.from(mutation.removedNodes))
            if (node instanceof Element && (node.matches('pre') || node.querySelector('pre')))
              removed.push(node.textContent?.slice(0, 40) ?? '');
      }).observe(document.body, {subtree: true, childList: true});
    });
  });
  await page.goto('/protocols/http');
  await expect(page.locator(tabGroups).first()).toBeAttached();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[role="tabpanel"] pre code .token-line').first()).toBeAttached();
  expect(await page.evaluate(() => (window as unknown as {removedCode: string[]}).removedCode)).toEqual([]);
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

test('code on a page reached through a link is highlighted', async ({page}) => {
  await page.goto('/protocols/http');
  await page.waitForLoadState('networkidle');
  await page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name: 'CLI', exact: true}).click();
  await expect(page).toHaveURL(/\/protocols\/cli$/);
  await expect(page.locator('article h1')).toContainText('CLI');
  const blocks = page.locator('article pre code');
  await expect(blocks.nth(2)).toBeAttached();
  // Every block of the new page carries Prism's token spans, not plain text. Prism arrives in
  // its own chunk on this first client-side render, so allow it the time a loaded machine needs.
  await expect(page.locator('article pre code:not(:has(.token))')).toHaveCount(0, {timeout: 15_000});
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

// routes.spec.ts checks only the first line of each code block in its per-page axe run; the
// colours and markup of whole blocks are checked here, on a page with JSON, Python,
// TypeScript and shell blocks (the site has one colour mode, dark).
test('highlighted code passes axe', async ({page}) => {
  await page.goto('/protocols/http');
  await page.waitForLoadState('networkidle');
  await expect(page.locator('article pre code .token').first()).toBeAttached();
  const results = await new AxeBuilder({page}).include('article pre').analyze();
  const blocking = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.length} elements`);
  expect(
    results.passes.some((rule) => rule.id === 'color-contrast'),
    'contrast was checked',
  ).toBe(true);
  expect(blocking).toEqual([]);
});
