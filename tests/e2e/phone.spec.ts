import {type Page} from '@playwright/test';
import {expect, test} from './fixtures';
import {waitForHydration} from '../support/offline';

/**
 * The site on a phone: 390 × 844, touch, no hover. Screenshots land in
 * test-results/ (testInfo.outputPath) for the closing note.
 */
test.use({viewport: {width: 390, height: 844}, hasTouch: true, isMobile: true});

const WIDTH = 390;

const REPRESENTATIVE_PAGES = [
  '/',
  '/for-tool-providers',
  '/protocols/http',
  '/api/core/utcp/utcp_client',
  '/api/plugins/communication_protocols/http/src/utcp_http/http_call_template',
  '/about/RFC',
  '/security',
  '/next/protocols/file',
  '/blog/introducing-utcp',
];

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

for (const path of REPRESENTATIVE_PAGES) {
  test(`${path} does not scroll sideways at ${WIDTH} px`, async ({page}) => {
    await page.goto(path);
    await waitForHydration(page);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  });
}

test(`/studio's tool tables scroll inside their card, not the page, at ${WIDTH} px`, async ({page}) => {
  await page.goto('/studio');
  await waitForHydration(page);
  const inputs = page.getByRole('region', {name: /: inputs$/}).first();
  await expect(inputs).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
});

for (const path of ['/for-tool-providers', '/api/core/utcp/utcp_client', '/about/RFC']) {
  test(`${path}: the prose cells of field tables are on screen and at least 160 px wide`, async ({page}, testInfo) => {
    await page.goto(path);
    await waitForHydration(page);
    // The last column of a stacked table holds the explanation.
    const cells = page.locator('[role="region"] table tbody tr > td:last-child[data-label]');
    const count = await cells.count();
    expect(count, 'the page has field tables').toBeGreaterThan(0);
    const boxes = await cells.evaluateAll((elements) =>
      elements.map((element) => {
        const box = element.getBoundingClientRect();
        return {left: box.left, right: box.right, width: box.width};
      }),
    );
    const narrow = boxes.filter((box) => box.width < 160 || box.left < 0 || box.right > WIDTH);
    expect(narrow).toEqual([]);
    await cells.first().scrollIntoViewIfNeeded();
    await page.screenshot({path: testInfo.outputPath(`field-table-${path.replace(/\W+/g, '-')}.png`)});
  });
}

test('a diagram opens full screen with labels of 10 px or more, and closes back to its button', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  await waitForHydration(page);
  const opener = page.getByRole('button', {name: 'Open diagram larger'}).first();
  const placeholder = page.getByRole('img', {name: /diagram, drawn when it scrolls into view/i}).first();
  if ((await placeholder.count()) > 0) await placeholder.scrollIntoViewIfNeeded();
  await expect(opener).toBeVisible();
  await expect(page.locator('.docusaurus-mermaid-container svg').first()).toBeVisible();
  await opener.click();

  const dialog = page.getByRole('dialog', {name: 'Diagram, zoomable'});
  await expect(dialog).toBeVisible();
  const view = dialog.getByTestId('diagram-view');
  await expect(view).toBeVisible();
  // Every label measures at least 10 px high on screen: the innermost elements that hold text.
  const heights = await view.evaluate((svg) =>
    Array.from(svg.querySelectorAll('text, tspan, span, p'))
      .filter((element) => element.children.length === 0 && (element.textContent ?? '').trim() !== '')
      .map((element) => element.getBoundingClientRect().height)
      .filter((height) => height > 0),
  );
  expect(heights.length).toBeGreaterThan(0);
  expect(Math.min(...heights)).toBeGreaterThanOrEqual(10);
  // Drawn in the diagram's own colours (Mermaid scopes its styles to the SVG's id).
  const fills = await page.evaluate(() =>
    ['.docusaurus-mermaid-container svg text', '[data-testid="diagram-view"] text'].map(
      (selector) => getComputedStyle(document.querySelector(selector)!).fill,
    ),
  );
  expect(fills[1]).toBe(fills[0]);
  await page.screenshot({path: testInfo.outputPath('diagram-view.png')});

  await dialog.getByRole('button', {name: 'Zoom in'}).click();
  await expect.poll(() => view.evaluate((svg) => getComputedStyle(svg).transform)).toMatch(/matrix\((?!1, 0, 0, 1,)/);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('copy buttons always show on touch screens, under the code, never over it', async ({page}) => {
  await page.goto('/implementation');
  await waitForHydration(page);
  const block = page.locator('.theme-code-block').first();
  await block.scrollIntoViewIfNeeded();
  const copy = block.getByRole('button', {name: /copy/i});
  await expect(copy).toBeVisible();
  expect(await copy.evaluate((button) => getComputedStyle(button).opacity)).toBe('1');
  const code = (await block.locator('pre').boundingBox())!;
  const button = (await copy.boundingBox())!;
  expect(button.y).toBeGreaterThanOrEqual(code.y + code.height - 1);
});

test('the announcement bar is compact on a phone', async ({page}) => {
  await page.goto('/');
  const bar = page.locator('.theme-announcement-bar');
  await expect(bar).toBeVisible();
  await expect(bar.getByRole('link', {name: 'migration guide'})).toBeVisible();
  const box = (await bar.boundingBox())!;
  expect(box.height).toBeLessThanOrEqual(72);
});
