import {expect, test} from './fixtures';

/**
 * /behaviour lists every key of the behaviour dataset with its observed outcomes, differences
 * between implementations first, and filters by search text, mechanism and implementation;
 * /behaviour/index.json serves the dataset. A guide shows the table of the keys it cites.
 */
test('lists the keys, differences first, and filters them', async ({page}) => {
  await page.goto('/behaviour');
  await expect(page.getByRole('heading', {level: 1, name: 'Observed behaviour'})).toBeVisible();
  const count = page.getByTestId('behaviour-count');
  const total = Number((await count.innerText()).split(' of ')[1].split(' ')[0]);
  expect(total).toBeGreaterThanOrEqual(150);
  const first = page.locator('[data-behaviour-key]').first();
  await expect(first).toHaveAttribute('data-differs', 'true');

  await page.getByLabel('Search keys').fill('line-endings');
  await expect(count).toHaveText(/^[1-9]\d* of /);
  await expect(page.locator('[data-behaviour-key="sse.events.line-endings"]')).toBeVisible();
  await expect(page.locator('[data-behaviour-key="cli.steps.output-variable"]')).toBeHidden();

  await page.getByLabel('Search keys').fill('');
  await page.getByLabel('Mechanism').selectOption('cli');
  await expect(page.locator('[data-behaviour-key="cli.steps.output-variable"]')).toBeVisible();
  await expect(page.locator('[data-behaviour-key="sse.events.line-endings"]')).toBeHidden();

  await page.getByLabel('Mechanism').selectOption('');
  await page.getByLabel('Implementation', {exact: true}).selectOption('python-0.1');
  await expect(page.locator('[data-behaviour-key="sse.events.line-endings"]')).toBeHidden();
  await expect(page.locator('[data-behaviour-key="providers.cli.results"]')).toBeVisible();

  await page.getByLabel('Implementation', {exact: true}).selectOption('');
  await page.getByRole('checkbox', {name: 'Only keys whose implementations differ'}).check();
  await expect(page.locator('[data-behaviour-key="cli.output.text-trimmed"]')).toBeHidden();
  await expect(page.locator('[data-behaviour-key="sse.events.line-endings"]')).toBeVisible();
  await expect(page.locator('[data-behaviour-key="websocket.template.url-rule"]')).toBeVisible();
});

test('shows the CRLF case of the SSE split as observed, with the pinned commit', async ({page}) => {
  await page.goto('/behaviour');
  const key = page.locator('[data-behaviour-key="sse.events.line-endings"]');
  await expect(key.getByRole('columnheader', {name: /python-utcp 1\.0\s*0150a3b/})).toBeVisible();
  await expect(key.getByRole('row', {name: /^crlf(?!-)/})).toContainText('[]');
});

test('serves the whole dataset as JSON', async ({request}) => {
  const response = await request.get('/behaviour/index.json');
  expect(response.status()).toBe(200);
  const data = (await response.json()) as {keys: {key: string; results: Record<string, unknown>}[]};
  expect(data.keys.length).toBeGreaterThanOrEqual(150);
  const sse = data.keys.find((key) => key.key === 'sse.events.line-endings');
  expect(sse?.results['python-1.1']).toEqual(expect.objectContaining({crlf: {value: []}}));
});

test('a guide shows the table of the keys its sentences cite, without loading the dataset', async ({page}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto('/protocols/sse');
  const table = page.locator('[data-behaviour-key="sse.events.line-endings"]');
  await expect(table).toBeVisible();
  await expect(table.getByRole('row', {name: /^crlf(?!-)/})).toContainText('[]');
  expect(requested.filter((url) => url.includes('behaviour'))).toEqual([]);
});

test('both HTTP guides show that a `..` path argument changes the path, beside their prose', async ({page}) => {
  for (const route of ['/protocols/http', '/next/protocols/http']) {
    await page.goto(route);
    const table = page.locator('[data-behaviour-key="http.request.path-edges"]');
    await expect(table).toBeVisible();
    await expect(table.getByRole('row', {name: /dot-segment/})).toContainText('/refunds');
    await expect(page.getByText('The encoding does not protect the path from')).toBeVisible();
  }
});
