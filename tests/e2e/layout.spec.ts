import type {Page} from '@playwright/test';
import {collectConsoleErrors, expect, GITHUB_ORG_API, test} from './fixtures';
import {LATEST_VERSION, NEXT_VERSION, RELEASED_VERSIONS, versionLabel} from '../../src/config/versions';

test.describe('navbar', () => {
  test('shows the sections in order, then versions, GitHub and Discord', async ({page}) => {
    await page.goto('/');
    const left = page.locator('.navbar__items:not(.navbar__items--right) > .navbar__item:not(.navbar__brand)');
    await expect(left).toHaveText(['Docs', 'Tool Registry', 'RFC', 'About Us', 'Blog']);
    const right = page.locator('.navbar__items--right > *');
    await expect(right.nth(0)).toHaveClass(/dropdown/);
    await expect(right.nth(1)).toHaveAttribute('data-testid', 'github-followers');
    await expect(right.nth(2)).toHaveAttribute('href', 'https://discord.gg/ZpMbQ8jRbD');
    await expect(page.getByRole('link', {name: 'Tool Registry'}).first()).toHaveAttribute('href', '/registry');
    await expect(page.getByRole('link', {name: 'RFC', exact: true}).first()).toHaveAttribute('href', '/about/RFC');
  });

  test('is dark with no colour-mode switch', async ({page}) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByRole('button', {name: /dark and light mode|color mode|colour mode/i})).toHaveCount(0);
    expect(await page.evaluate(() => window.localStorage.getItem('theme'))).toBeNull();
  });

  test('version dropdown lists Next, 1.0 (latest) and 0.1 and switches version', async ({page}) => {
    await page.goto('/');
    const dropdown = page.locator('.navbar__items--right .dropdown').first();
    await expect(dropdown.locator('> .navbar__link')).toHaveText(versionLabel(LATEST_VERSION));
    await dropdown.hover();
    const items = dropdown.locator('.dropdown__menu .dropdown__link');
    await expect(items).toHaveText([NEXT_VERSION, ...RELEASED_VERSIONS].map(versionLabel));
    await items.filter({hasText: '0.1'}).click();
    await expect(page).toHaveURL(/\/0\.1$/);
    await expect(page.locator('.navbar__items--right .dropdown > .navbar__link').first()).toHaveText('0.1 (legacy)');
    await page.locator('.navbar__items--right .dropdown').first().hover();
    await page.locator('.dropdown__menu .dropdown__link', {hasText: 'Next'}).click();
    await expect(page).toHaveURL(/\/next$/);
  });
});

test('footer has its five columns, the founders mail link and the licence', async ({page}) => {
  await page.goto('/');
  await expect(page.locator('.footer__title')).toHaveText(['Docs', 'Community', 'Specification', 'Resources', 'About']);
  await expect(page.getByRole('link', {name: 'Contact the Founders'})).toHaveAttribute(
    'href',
    'mailto:juan@bevel.software',
  );
  await expect(page.locator('.footer__copyright')).toContainText('2025');
  await expect(page.locator('.footer__copyright')).toContainText('Apache 2.0');
});

const redirects: Array<[string, string]> = [
  ['/docs', '/'],
  ['/RFC', '/about/RFC'],
  ['/rfc', '/about/RFC'],
  ['/contributing', '/about/contributing'],
  ['/CONTRIBUTING', '/about/contributing'],
  ['/about', '/about/about-us'],
];

for (const [from, to] of redirects) {
  test(`redirects ${from} to ${to}`, async ({page, baseURL}) => {
    await page.goto(from);
    await page.waitForURL(`${baseURL}${to}`);
    await expect(page.locator('h1').first()).toBeVisible();
  });
}

test('an unknown path shows the not-found page with ways back', async ({page}) => {
  const response = await page.goto('/this/page/does-not-exist');
  expect(response?.status()).toBe(404);
  const notFound = page.getByTestId('not-found');
  await expect(notFound).toBeVisible();
  await expect(notFound.getByRole('heading', {level: 1})).toBeVisible();
  for (const href of ['/', '/registry', '/blog']) {
    await expect(notFound.locator(`a[href="${href}"]`)).toHaveCount(1);
  }
});

test.describe('GitHub followers button', () => {
  const count = (page: Page) => page.getByTestId('github-followers-count');

  async function answerWith(page: Page, status: number, body: object) {
    let calls = 0;
    await page.route(GITHUB_ORG_API, (route) => {
      calls += 1;
      return route.fulfill({status, contentType: 'application/json', body: JSON.stringify(body)});
    });
    return () => calls;
  }

  test('shows 1234 followers as 1.2k, with followers and repositories in its title', async ({page}) => {
    await answerWith(page, 200, {followers: 1234, public_repos: 17});
    await page.goto('/');
    await expect(count(page)).toHaveText('1.2k');
    await expect(page.getByTestId('github-followers')).toHaveAttribute(
      'title',
      /1234 followers and 17 public repositories/,
    );
  });

  test('shows 999 followers as 999', async ({page}) => {
    await answerWith(page, 200, {followers: 999, public_repos: 3});
    await page.goto('/');
    await expect(count(page)).toHaveText('999');
  });

  test('shows 0 and logs an error when GitHub answers 500', async ({page}) => {
    const errors = collectConsoleErrors(page);
    const calls = await answerWith(page, 500, {message: 'Server Error'});
    await page.goto('/');
    await expect.poll(calls).toBe(1);
    await expect(count(page)).toHaveText('0');
    await expect.poll(() => errors.some((text) => text.includes('GitHub organisation statistics'))).toBe(true);
  });

  test('shows 0 and logs an error when the request fails', async ({page}) => {
    const errors = collectConsoleErrors(page);
    await page.route(GITHUB_ORG_API, (route) => route.abort('failed'));
    await page.goto('/');
    await expect(count(page)).toHaveText('0');
    await expect.poll(() => errors.some((text) => text.includes('GitHub organisation statistics'))).toBe(true);
  });

  test('asks GitHub once across three page navigations', async ({page}) => {
    const calls = await answerWith(page, 200, {followers: 42, public_repos: 5});
    await page.goto('/');
    await expect(count(page)).toHaveText('42');
    await page.goto('/blog');
    await expect(count(page)).toHaveText('42');
    await page.getByRole('link', {name: 'Docs', exact: true}).first().click();
    await expect(page).toHaveURL(/\/$/);
    await expect(count(page)).toHaveText('42');
    expect(calls()).toBe(1);
  });
});

test.describe('mobile menu', () => {
  test.use({viewport: {width: 375, height: 740}});

  test('opens, shows the docs menu, and goes back to the main menu', async ({page}) => {
    await page.goto('/');
    await page.getByRole('button', {name: /toggle navigation bar/i}).click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar).toBeVisible();
    const back = sidebar.getByRole('button', {name: /back to main menu/i});
    await expect(back).toBeVisible();
    await expect(sidebar.locator('.navbar-sidebar__item.menu').last()).toContainText('Introduction');
    await back.click();
    const primary = sidebar.locator('.navbar-sidebar__items .menu__list').first();
    await expect(primary).toContainText('Tool Registry');
    await expect(primary).toContainText('Blog');
    await expect(primary.getByRole('link', {name: 'GitHub'})).toHaveAttribute(
      'href',
      'https://github.com/universal-tool-calling-protocol',
    );
  });
});

test('on a phone the followers button leaves the navbar bar to the sidebar menu', async ({page}) => {
  await page.setViewportSize({width: 375, height: 740});
  await page.goto('/');
  await expect(page.getByTestId('github-followers')).toBeHidden();
});
