import type {BrowserContext, Page} from '@playwright/test';

/**
 * Keeps a browser test off the network: requests to another host than the
 * served build are recorded and answered locally (the GitHub organisation
 * call of the followers button gets a fixed answer, anything else is
 * aborted). Returns the list of every URL the pages asked for, in order.
 */
export async function keepOffline(context: BrowserContext, baseURL: string): Promise<string[]> {
  const origin = new URL(baseURL).origin;
  const requested: string[] = [];
  context.on('request', (request) => {
    requested.push(request.url());
  });
  await context.route(
    (url) => url.origin !== origin && (url.protocol === 'http:' || url.protocol === 'https:'),
    async (route) => {
      const url = new URL(route.request().url());
      if (url.hostname === 'api.github.com') {
        await route.fulfill({json: {followers: 1234, public_repos: 12}});
      } else {
        await route.abort('blockedbyclient');
      }
    },
  );
  return requested;
}

/** Resolves once React has hydrated the page (Docusaurus then sets this attribute). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
}
