import {expect, test} from './fixtures';
import {allManifestRoutes} from '../support/routeManifest';

for (const route of allManifestRoutes()) {
  test(`serves ${route}`, async ({page}) => {
    const response = await page.goto(route);
    expect(response?.status(), `status of ${route}`).toBe(200);
    // Client redirects answer 200 and then move on; wait for the final page.
    await page.waitForLoadState('domcontentloaded');
    await expect(page.getByTestId('not-found')).toHaveCount(0);
    // A Docusaurus page, not a static server's directory listing (as /0.1 once was).
    await expect(page.locator('#__docusaurus')).toHaveCount(1);
    const heading = page.locator('main h1, article h1, h1').first();
    await expect(heading).toBeVisible();
    expect((await heading.innerText()).trim().length).toBeGreaterThan(0);
  });
}
