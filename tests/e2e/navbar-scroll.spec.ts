import {expect, test} from './fixtures';

test.use({viewport: {width: 375, height: 740}});

const navbar = (page: import('@playwright/test').Page) => page.locator('nav.navbar');

test('hides the navbar when scrolling down a long page and shows it again when scrolling up', async ({page}) => {
  await page.goto('/about/RFC');
  await expect(navbar(page)).not.toHaveClass(/navbarHidden/);
  await page.mouse.wheel(0, 900);
  await expect(navbar(page)).toHaveClass(/navbarHidden/);
  await page.mouse.wheel(0, -300);
  await expect(navbar(page)).not.toHaveClass(/navbarHidden/);
});

test('shows the navbar again near the end of the page', async ({page}) => {
  await page.goto('/about/RFC');
  await page.mouse.wheel(0, 900);
  await expect(navbar(page)).toHaveClass(/navbarHidden/);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.mouse.wheel(0, 200);
  await expect(navbar(page)).not.toHaveClass(/navbarHidden/);
});
