import {compareVersion, traceText, traceUrl} from '../../scripts/ts-api/parity';
import {expect, test} from './fixtures';
import {inVersion} from '../support/docsVersions';

/**
 * The parity pages (scripts/ts-api/parity.ts): every traced entry shows up as
 * a link to GitHub at the pinned commit, titled with its `path:line@commit`.
 */
for (const [version, route] of [
  ['1.0', inVersion('1.0', '/api/typescript/parity')],
  ['next', '/next/api/typescript/parity'],
] as const) {
  test(`${route} links every row to its source lines at the pinned commits`, async ({page}) => {
    await page.goto(route);
    const main = page.locator('main');
    const {rows} = compareVersion(version);
    const linked = await main
      .locator('a[href^="https://github.com/universal-tool-calling-protocol/"]')
      .evaluateAll((links) => links.map((a) => `${a.getAttribute('href')} ${a.getAttribute('title')}`));
    const present = new Set(linked);
    const missing = rows
      .flatMap((row) => [row.python, row.typescript])
      .map((side) => `${traceUrl(side)} ${traceText(side)}`)
      .filter((key) => !present.has(key));
    expect(missing).toEqual([]);
    const tool = main.locator('tr', {has: page.locator('td:first-child a[href$="#tool"]')}).first();
    await expect(tool.locator('a[title$="@' + rows[0].python.commit.slice(0, 7) + '"]').first()).toBeVisible();
  });
}
