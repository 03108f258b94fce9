import {expect, test} from './fixtures';

test('diagrams below the fold are drawn when they scroll into view', async ({page}) => {
  await page.goto('/');
  const placeholders = page.getByRole('img', {name: /diagram, drawn when it scrolls into view/i});
  const pending = await placeholders.count();
  expect(pending, 'the introduction has a diagram below the fold').toBeGreaterThan(0);
  await expect(page.locator('.docusaurus-mermaid-container svg')).toHaveCount(0);

  for (let index = 0; index < pending; index += 1) {
    const next = placeholders.first();
    if ((await next.count()) === 0) {
      break;
    }
    await next.scrollIntoViewIfNeeded();
    await expect(page.locator('.docusaurus-mermaid-container svg').nth(index)).toBeVisible();
  }
  await expect(placeholders).toHaveCount(0);
  await expect(page.locator('.docusaurus-mermaid-container svg')).toHaveCount(pending);
});
