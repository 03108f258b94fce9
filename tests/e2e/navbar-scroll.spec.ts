import {type Page} from '@playwright/test';
import {expect, test} from './fixtures';

test.use({viewport: {width: 375, height: 740}});

const navbar = (page: Page) => page.locator('nav.navbar');

/** Scrolls like a reader's thumb: several small steps, each one a scroll event. */
async function scrollBy(page: Page, total: number, steps = 6) {
  for (let step = 0; step < steps; step += 1) {
    await page.mouse.wheel(0, total / steps);
    // One frame between steps, so each step's scroll event is handled on its own.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  }
}

test('hides the navbar when scrolling down a long page and shows it again when scrolling up', async ({page}) => {
  await page.goto('/about/RFC');
  await expect(navbar(page)).not.toHaveClass(/navbarHidden/);
  await scrollBy(page, 1200);
  await expect(navbar(page)).toHaveClass(/navbarHidden/);
  await scrollBy(page, -300, 3);
  await expect(navbar(page)).not.toHaveClass(/navbarHidden/);
});

test('shows the navbar again when scrolling up from the end of the page', async ({page}) => {
  await page.goto('/about/RFC');
  await scrollBy(page, 1200);
  await expect(navbar(page)).toHaveClass(/navbarHidden/);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await scrollBy(page, 200, 2);
  await expect(navbar(page)).toHaveClass(/navbarHidden/);
  // Past the rubber-band zone at the very bottom, any upward scroll brings it back.
  await scrollBy(page, -240, 3);
  await expect(navbar(page)).not.toHaveClass(/navbarHidden/);
});
