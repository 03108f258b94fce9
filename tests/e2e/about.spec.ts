import {expect, test} from './fixtures';
import {operator, siteRepository} from '../../src/config/site';

test('the impressum shows the operator facts of src/config/site.ts', async ({page}) => {
  await page.goto('/about/impressum');
  const main = page.locator('main');
  await expect(main.getByRole('link', {name: operator.contactEmail})).toHaveAttribute(
    'href',
    `mailto:${operator.contactEmail}`,
  );
  await expect(main).toContainText(operator.responsible);
  await expect(main).toContainText(operator.organizationName);
  await expect(main.getByRole('link', {name: siteRepository.url})).toHaveAttribute('href', siteRepository.url);
  await expect(main.getByRole('heading', {name: 'Liability for links'})).toBeVisible();
});

test('the about sidebar lists the four pages in order', async ({page}) => {
  await page.goto('/about/about-us');
  const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
  await expect(sidebar.getByRole('link')).toHaveText(['About us', 'RFC', 'Contributing', 'Impressum']);
});

test('the RFC has numbered sections in its table of contents', async ({page}) => {
  await page.goto('/about/RFC');
  const toc = page.locator('.table-of-contents');
  for (const section of [
    '1. Motivation',
    '2. Terminology',
    '4. The manual',
    '8. Authentication',
    '11. Security considerations',
    '14. References',
  ]) {
    await expect(toc.getByRole('link', {name: section, exact: true})).toBeVisible();
  }
  await expect(toc.getByRole('link', {name: '2.1 Requirement keywords', exact: true})).toBeVisible();
  // Every 1.0 call template type has its own subsection.
  for (const type of [
    '5.3 http',
    '5.4 sse',
    '5.5 streamable_http',
    '5.6 cli',
    '5.7 text and file',
    '5.8 mcp',
    '5.9 websocket',
    '5.10 direct-call',
  ]) {
    await expect(toc.getByRole('link', {name: type, exact: true})).toBeVisible();
  }
});

test('the RFC marks where the reference implementations depart from it', async ({page}) => {
  await page.goto('/about/RFC');
  const notes = page.locator('.theme-admonition').filter({hasText: /Conformance note/});
  await expect(notes).toHaveCount(9);
  await expect(notes.filter({hasText: 'argument escaping'})).toContainText('utcp-cli 1.1.4');
  await expect(page.locator('a[href="/schema/1.0/manual.json"]').first()).toBeVisible();
});
