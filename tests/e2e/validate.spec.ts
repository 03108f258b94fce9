import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import {type Page, type Request} from '@playwright/test';
import {RELEASED_VERSIONS} from '../../src/config/versions';
import {inVersion} from '../support/docsVersions';
import {expect, test} from './fixtures';

const ROOT = path.join(__dirname, '..', '..');

const VALID_MANUAL = {
  utcp_version: '1.0.1',
  manual_version: '1.0.0',
  tools: [
    {
      name: 'get_forecast',
      description: 'Daily forecast',
      tags: ['weather'],
      tool_call_template: {
        name: 'weather',
        call_template_type: 'http',
        http_method: 'GET',
        url: 'https://api.weather.example/v1/forecast',
        auth: {auth_type: 'api_key', api_key: '${KEY}', var_name: 'X-Api-Key', location: 'header'},
      },
    },
    {
      name: 'list_stations',
      tool_call_template: {name: 'weather', call_template_type: 'sse', url: 'https://api.weather.example/v1/stations'},
    },
  ],
};

/** The same manual with a bad http_method on line 17 of its two-space JSON. */
const BROKEN_TEXT = JSON.stringify(VALID_MANUAL, null, 2).replace('"http_method": "GET"', '"http_method": "FETCH"');
const BROKEN_LINE = BROKEN_TEXT.split('\n').findIndex((line) => line.includes('"FETCH"')) + 1;

async function openValidator(page: Page): Promise<void> {
  await page.goto('/validate');
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
}

const textArea = (page: Page) => page.getByLabel('JSON', {exact: false}).and(page.locator('textarea'));
const status = (page: Page) => page.getByRole('status');

test.describe('Manual validator', () => {
  test('accepts a valid manual and summarizes it', async ({page}) => {
    await openValidator(page);
    await textArea(page).fill(JSON.stringify(VALID_MANUAL, null, 2));
    await page.getByRole('button', {name: 'Validate'}).click();
    await expect(status(page)).toHaveText('Valid UTCP 1.0 manual (detected).');
    const summary = page.locator('dl');
    await expect(summary).toContainText('Tools2');
    await expect(summary).toContainText('http (1), sse (1)');
    await expect(summary).toContainText('api_key (1), none (1)');
  });

  test('shows an error on the right line and jumps to it', async ({page}) => {
    await openValidator(page);
    await textArea(page).fill(BROKEN_TEXT);
    await textArea(page).press('Control+Enter');
    await expect(status(page)).toHaveText('Not a valid UTCP 1.0 manual (detected): 1 error.');
    const errors = page.getByRole('list', {name: 'Errors'});
    await expect(errors.getByRole('listitem')).toHaveCount(1);
    await expect(errors).toContainText('tools[0].tool_call_template.http_method');
    await expect(errors).toContainText(
      '"FETCH" is not allowed for "http_method". Use one of "GET", "POST", "PUT", "DELETE", "PATCH".',
    );
    const jump = errors.getByRole('button', {name: new RegExp(`^Line ${BROKEN_LINE}, column \\d+$`)});
    await expect(jump).toBeVisible();
    await jump.click();
    await expect(textArea(page)).toBeFocused();
    const selected = await textArea(page).evaluate((area: HTMLTextAreaElement) =>
      area.value.slice(area.selectionStart, area.selectionEnd),
    );
    expect(selected).toBe('"FETCH",');
  });

  test('validates a file opened from disk', async ({page}) => {
    const name = readdirSync(path.join(ROOT, 'static', 'manuals'))
      .filter((file) => file.endsWith('.json'))
      .sort()[0];
    const manual = JSON.parse(readFileSync(path.join(ROOT, 'static', 'manuals', name), 'utf8')) as {tools: unknown[]};
    await openValidator(page);
    await page.getByLabel('Open a file').setInputFiles(path.join(ROOT, 'static', 'manuals', name));
    // The registry's manuals come from @utcp/http's converter, which writes a `timeout` that python-utcp 1.0 does not define.
    await expect(status(page)).toHaveText(
      new RegExp(`^Valid UTCP 1\\.0 manual \\(detected\\)(, with ${manual.tools.length} warnings?)?\\.$`),
    );
    const warnings = page.getByRole('list', {name: 'Warnings'});
    if (await warnings.count())
      await expect(warnings.getByRole('listitem').first()).toContainText(
        '"timeout" is not a field of a http call template',
      );
    await expect(page.getByText(`from ${name}`)).toBeVisible();
    await expect(page.locator('dl')).toContainText(`Tools${manual.tools.length}`);
  });

  test('detects a 0.1 manual from provider_type', async ({page}) => {
    await openValidator(page);
    const manual = {
      version: '0.1.8',
      tools: [{name: 'status', tool_provider: {provider_type: 'http', name: 'ops', url: 'https://ops.example/status'}}],
    };
    await textArea(page).fill(JSON.stringify(manual, null, 2));
    await page.getByRole('button', {name: 'Validate'}).click();
    await expect(status(page)).toHaveText('Valid UTCP 0.1 manual (detected).');
    await page.getByLabel('Version').selectOption('1.0');
    await page.getByRole('button', {name: 'Validate'}).click();
    await expect(status(page)).toContainText('Not a valid UTCP 1.0 manual');
    await expect(page.getByText('UTCP 0.1 format')).toBeVisible();
  });

  test('makes no network request while validating', async ({page}) => {
    await openValidator(page);
    await page.waitForLoadState('networkidle');
    const requests: Request[] = [];
    page.on('request', (request) => requests.push(request));
    // Each version's validators load once; a second run must be entirely local.
    for (const version of ['1.0', 'next', '0.1']) {
      await page.getByLabel('Version').selectOption(version);
      await textArea(page).fill(BROKEN_TEXT);
      await page.getByRole('button', {name: 'Validate'}).click();
      await expect(status(page)).toContainText('Not a valid');
    }
    // Only the site's own script files were fetched (the validators of each version, and idle
    // prefetches of linked pages): no other host, no request with a body or a query.
    const carriesData = (request: Request): boolean => {
      const url = new URL(request.url());
      return (
        url.origin !== 'http://127.0.0.1:' + url.port ||
        request.method() !== 'GET' ||
        Boolean(request.postData()) ||
        url.search !== '' ||
        !url.pathname.startsWith('/assets/')
      );
    };
    expect(requests.length).toBeGreaterThan(0);
    expect(requests.filter(carriesData).map((request) => `${request.method()} ${request.url()}`)).toEqual([]);
  });

  test('its validator code loads on /validate only', async ({page}) => {
    // A message the precompiled Ajv validators carry, and nothing else on the site.
    const marker = 'must be equal to one of the allowed values';
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text());
    });
    // Every body is read before the next navigation: a response navigated away from has none.
    const elsewhere: string[] = [];
    for (const route of ['/', '/registry']) {
      await page.goto(route);
      await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
      await page.waitForLoadState('networkidle');
      elsewhere.push(...(await Promise.all(scripts.splice(0))));
    }
    expect(elsewhere.length).toBeGreaterThan(0);
    expect(elsewhere.filter((code) => code.includes(marker))).toHaveLength(0);
    await page.getByRole('link', {name: 'Validate a manual'}).click();
    await textArea(page).fill(BROKEN_TEXT);
    await page.getByRole('button', {name: 'Validate'}).click();
    await expect(status(page)).toContainText('Not a valid');
    const here = await Promise.all(scripts.splice(0));
    expect(here.filter((code) => code.includes(marker)).length).toBeGreaterThan(0);
  });

  test('is keyboard usable and passes axe', async ({page}) => {
    await openValidator(page);
    await page.getByLabel('Document').focus();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Version')).toBeFocused();
    await textArea(page).focus();
    await page.keyboard.insertText('{"tools": [}');
    await page.keyboard.press('Control+Enter');
    await expect(status(page)).toHaveText('Not valid JSON: line 1, column 12.');
    const results = await new AxeBuilder({page}).include('main').analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});

test.describe('Validator positions and detection', () => {
  test('jumps to the right character after emoji, and explains a Next detection', async ({page}) => {
    await openValidator(page);
    const manual = {
      utcp_version: '1.0.1',
      manual_version: '1.0.0',
      tools: [
        {
          name: 'inline',
          description: '\u{1F600}\u{1F600} weather',
          tool_call_template: {name: 'inline', call_template_type: 'text', content: 42},
        },
      ],
    };
    // One line: the emoji sit before the error on the same line, so a column in UTF-16 units would be off by two.
    await textArea(page).fill(JSON.stringify(manual));
    await page.getByRole('button', {name: 'Validate'}).click();
    await expect(status(page)).toHaveText('Not a valid UTCP Next (1.1) manual (detected): 1 error.');
    await expect(
      page.getByText('Version detected because: tools[0].tool_call_template: the field "content"'),
    ).toBeVisible();
    await page.getByRole('list', {name: 'Errors'}).getByRole('button').click();
    const selected = await textArea(page).evaluate((area: HTMLTextAreaElement) =>
      area.value.slice(area.selectionStart, area.selectionEnd),
    );
    expect(selected.startsWith('42')).toBe(true);
  });
});

test.describe('Conformance corpus', () => {
  test('lists each line with what every implementation answered, and serves the index', async ({page, request}) => {
    await page.goto('/conformance');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('UTCP conformance corpus');
    const table = page.getByRole('region', {name: 'Conformance documents of 1.0'});
    const row = table.getByRole('row').filter({hasText: 'invalid/manual-timeout-as-string.json'});
    await expect(row.getByRole('cell')).toHaveText([
      'invalid/manual-timeout-as-string.json',
      'manual',
      'invalid',
      'refuses',
      'accepts',
      'refuses',
      /pydantic converts it/,
    ]);
    const index = await request.get('/conformance/1.0/index.json');
    expect(index.status()).toBe(200);
    const body = (await index.json()) as {documents: {file: string}[]};
    const document = await request.get(`/conformance/1.0/${body.documents[0].file}`);
    expect(document.status()).toBe(200);
    await expect(page.locator('a[href="/conformance/1.0/index.json"]')).toHaveCount(1);
    const results = await new AxeBuilder({page}).include('main').analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  for (const [line, heading] of [
    ['1.0', 'UTCP 1.0 conformance corpus'],
    ['next', 'UTCP Next (1.1) conformance corpus'],
    ['0.1', 'UTCP 0.1 conformance corpus'],
  ] as const) {
    test(`/conformance/${line} shows that line's documents and links its index`, async ({page, request}) => {
      const response = await page.goto(`/conformance/${line}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(heading);
      const index = (await (await request.get(`/conformance/${line}/index.json`)).json()) as {
        documents: {file: string}[];
      };
      expect(index.documents.length).toBeGreaterThan(5);
      // One body row a document of the index.
      await expect(page.locator('main table tbody tr')).toHaveCount(index.documents.length);
      const download = page.locator(`main a[href="/conformance/${line}/index.json"]`);
      await expect(download.first()).toBeVisible();
    });
  }

  test('is linked from the RFC and the JSON Schema page', async ({page}) => {
    await page.goto('/about/RFC');
    await expect(page.locator('main a[href="/conformance"]').first()).toBeVisible();
    await page.goto(inVersion('1.0', '/json-schema'));
    await expect(page.locator('main a[href="/conformance#utcp-10"]')).toHaveCount(1);
  });
});

test.describe('Published JSON Schemas', () => {
  const files = readdirSync(path.join(ROOT, 'static', 'schema')).flatMap((line) =>
    readdirSync(path.join(ROOT, 'static', 'schema', line)).map((file) => `/schema/${line}/${file}`),
  );

  test('are served as JSON with their URL as $id', async ({request}) => {
    // One folder a docs version (Next as `next`), each with the five document schemas (0.1 adds its provider one).
    const lines = readdirSync(path.join(ROOT, 'static', 'schema'));
    expect([...lines].sort()).toEqual([...RELEASED_VERSIONS, 'next'].sort());
    for (const line of lines) {
      expect(files.filter((file) => file.startsWith(`/schema/${line}/`)).length, line).toBe(line === '0.1' ? 6 : 5);
    }
    for (const file of files) {
      const response = await request.get(file);
      expect(response.status(), file).toBe(200);
      expect(response.headers()['content-type'], file).toMatch(/^application\/json/);
      const schema = (await response.json()) as {$id: string; $schema: string};
      expect(schema.$id, file).toBe(`https://utcp.io${file}`);
      expect(schema.$schema, file).toBe('https://json-schema.org/draft/2020-12/schema');
    }
  });

  test('are listed in llms.txt and linked from the JSON Schema page', async ({page, request}) => {
    const llms = await (await request.get('/llms.txt')).text();
    for (const file of files) expect(llms, file).toContain(`(https://utcp.io${file})`);
    await page.goto(inVersion('1.0', '/json-schema'));
    await expect(page.locator('a[href="/schema/1.0/manual.json"]')).toHaveCount(1);
    await expect(page.getByRole('link', {name: 'online validator'})).toHaveAttribute('href', '/validate');
  });
});
