import {test as base, expect, type Page} from '@playwright/test';
import {organization} from '../../src/config/site';

/** What the stubbed GitHub organisation endpoint answers unless a test says otherwise. */
export const STUB_ORG_STATS = {login: organization.login, followers: 321, public_repos: 24};

export const GITHUB_ORG_API = organization.apiUrl;
const GITHUB_API_ORIGIN = new URL(organization.apiUrl).origin;

/**
 * Every e2e test imports `test` from here: it answers the GitHub API with a
 * stub so no test ever reaches GitHub (Chromium's resolver also refuses every
 * host but localhost; see playwright.config.ts).
 */
export const test = base.extend<{stubGitHub: void}>({
  stubGitHub: [
    async ({context}, use) => {
      await context.route(`${GITHUB_API_ORIGIN}/**`, (route) =>
        route.fulfill({status: 200, contentType: 'application/json', body: JSON.stringify(STUB_ORG_STATS)}),
      );
      await use();
    },
    {auto: true},
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
