import type {Page} from '@playwright/test';
import {PYTHON_ONLY_NOTE, tsDescription} from '../../data/ts-api/descriptions';
import {expect, test} from './fixtures';
import {inVersion} from '../support/docsVersions';

/**
 * The descriptions of data/ts-api/descriptions as a reader sees them: the
 * paragraph right under a member's heading, a sentence shared with the Python
 * reference on both pages, and a sentence saying how TypeScript differs.
 */

/** The rendered text of a description: inline code loses its backticks, emphasis its underscores. */
const rendered = (markdown: string | undefined) =>
  (markdown ?? '').replace(/`/g, '').replace(/(^|\s)_(.+?)_(?=$|\s)/g, '$1$2');

/** The first paragraph after the heading of a qualified name (its id is the name in lower case, dots kept). */
const paragraphUnder = (page: Page, qualifiedName: string) =>
  page.locator(`main [id="${qualifiedName.toLowerCase()}"] ~ p`).first();

test('a member heading of the 1.0 @utcp/sdk page is followed by its description', async ({page}) => {
  await page.goto(inVersion('1.0', '/api/typescript/core'));
  await expect(paragraphUnder(page, 'UtcpClient.callTool')).toHaveText(
    rendered(tsDescription('1.0', '@utcp/sdk', 'UtcpClient.callTool')),
  );
  // 1.0 UtcpClient.config comes from the published .d.ts only.
  await expect(paragraphUnder(page, 'UtcpClient.config')).toHaveText(
    rendered(tsDescription('1.0', '@utcp/sdk', 'UtcpClient.config')),
  );
});

test('a sentence shared with Python reads the same on both references', async ({page}) => {
  const description = tsDescription('next', '@utcp/sdk', 'UtcpClient.deregisterManual') ?? '';
  const shared = rendered(description.replace(PYTHON_ONLY_NOTE.all, '').replace(PYTHON_ONLY_NOTE.part, '').trim());
  expect(shared).not.toBe('');
  await page.goto('/next/api/typescript/core');
  const paragraph = paragraphUnder(page, 'UtcpClient.deregisterManual');
  await expect(paragraph).toContainText(shared);
  // Proved by python-utcp runs only: the TypeScript page says so, the Python page does not need to.
  if (description.includes(PYTHON_ONLY_NOTE.all)) await expect(paragraph).toContainText(rendered(PYTHON_ONLY_NOTE.all));
  await page.goto('/next/api/core/utcp/utcp_client');
  await expect(page.locator('main')).toContainText(shared);
});

test('the Next @utcp/http page says how its SSE protocol differs from Python', async ({page}) => {
  await page.goto('/next/api/typescript/http');
  const paragraph = page.locator('main h3#ssecommunicationprotocol ~ p').first();
  await expect(paragraph).toContainText('SSE event for tool: <name>');
  await expect(paragraph).toContainText('Python opens the stream');
});
