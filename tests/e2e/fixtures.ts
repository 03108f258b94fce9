import {test as base, expect, type BrowserContext, type BrowserContextOptions, type Page} from '@playwright/test';
import {organization} from '../../src/config/site';
import {E2E_BASE_URL} from '../support/e2eServer';

/** What the stubbed GitHub organisation endpoint answers unless a test says otherwise. */
export const STUB_ORG_STATS = {login: organization.login, followers: 321, public_repos: 24};

export const GITHUB_ORG_API = organization.apiUrl;
const GITHUB_API_ORIGIN = new URL(organization.apiUrl).origin;

/** Answers every GitHub API request of a context with the stub. */
async function stubGitHubApi(context: BrowserContext): Promise<void> {
  await context.route(`${GITHUB_API_ORIGIN}/**`, (route) =>
    route.fulfill({status: 200, contentType: 'application/json', body: JSON.stringify(STUB_ORG_STATS)}),
  );
}

/**
 * Every e2e test imports `test` from here: it answers the GitHub API with a
 * stub so no test ever reaches GitHub (Chromium's resolver also refuses every
 * host but localhost; see playwright.config.ts).
 */
export const test = base.extend<{stubGitHub: void}>({
  stubGitHub: [
    async ({context}, use) => {
      await stubGitHubApi(context);
      await use();
    },
    {auto: true},
  ],
});

/**
 * For the suites that load every page once and only read it (routes, phone tables): one page per
 * worker, reused from test to test. A fresh context per test cost about half a second of each
 * page's check, over 400 pages. The GitHub stub is installed the same way; the context options
 * (a phone's viewport, say) are a worker option, set with `testOnSharedPage.use(...)` at the top of a file.
 */
export const testOnSharedPage = base.extend<object, {sharedContextOptions: BrowserContextOptions; sharedPage: Page}>({
  sharedContextOptions: [{}, {scope: 'worker', option: true}],
  sharedPage: [
    async ({browser, sharedContextOptions}, use) => {
      const context = await browser.newContext({baseURL: E2E_BASE_URL, ...sharedContextOptions});
      await stubGitHubApi(context);
      await use(await context.newPage());
      await context.close();
    },
    {scope: 'worker'},
  ],
});

export {expect};

/** Collects console errors of a page, for tests that expect (or forbid) them. */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') {
      errors.push(message.text());
    }
  });
  return errors;
}
