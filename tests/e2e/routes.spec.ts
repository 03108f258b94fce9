import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import {siteRoutes} from '../support/siteRoutes';
import {expect, test} from './fixtures';

/**
 * Every page of the build's sitemap and every route of the specification
 * (tests/support/siteRoutes.ts), loaded once: it answers 200 with a real
 * Docusaurus page (not the not-found page, not a server's directory listing)
 * that has a non-empty h1, and axe-core finds no violation of serious or
 * critical impact. Minor and moderate findings go to test-results/a11y/ for
 * review without failing the suite, except duplicate landmark names: every
 * region (a scrolling table, say) must have a name of its own.
 *
 * axe's time grows with the number of elements, and a highlighted code block
 * is a span per token: on the longest pages those spans were 80% of the DOM
 * and most of the suite's run time. The lines of code and all but the first
 * registry cards (one template, 272 times) and behaviour tables are left out here; their rules
 * are checked once in full, in code-blocks.spec.ts and registry.spec.ts.
 */
const REPEATED_MARKUP = [
  'pre code .token-line',
  '[data-testid="registry-list"] > li:nth-child(n+13)',
  // /behaviour: one table template per key, a few hundred times; the first twelve are checked.
  '[data-testid="behaviour-list"] > section:nth-child(n+13)',
];
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);
const A11Y_REPORT_DIR = path.join(__dirname, '..', '..', 'test-results', 'a11y');

test.describe.configure({timeout: 300_000});

for (const route of siteRoutes()) {
  test(`serves ${route}, accessibly`, async ({page}) => {
    const response = await page.goto(route);
    expect(response?.status(), `status of ${route}`).toBe(200);
    // Client redirects answer 200 and then move on; wait for the final page.
    await page.waitForLoadState('load');
    await expect(page.getByTestId('not-found')).toHaveCount(0);
    await expect(page.locator('#__docusaurus')).toHaveCount(1);
    const heading = page.locator('h1').first();
    await expect(heading).toBeVisible();
    expect((await heading.innerText()).trim().length).toBeGreaterThan(0);

    const regionNames = await page
      .locator('[role="region"][aria-label]')
      .evaluateAll((regions) => regions.map((region) => region.getAttribute('aria-label')));
    const repeated = regionNames.filter((name, index) => regionNames.indexOf(name) !== index);
    expect(repeated, `region names used twice on ${route}`).toEqual([]);

    const axe = new AxeBuilder({page}).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']);
    // One selector a call: an array would be read as a path into an iframe.
    for (const selector of REPEATED_MARKUP) axe.exclude(selector);
    const results = await axe.analyze();
    const blocking = results.violations.filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''));
    const minor = results.violations.filter((violation) => !BLOCKING_IMPACTS.has(violation.impact ?? ''));
    if (minor.length > 0) {
      mkdirSync(A11Y_REPORT_DIR, {recursive: true});
      const file = path.join(A11Y_REPORT_DIR, `${route.replace(/[^\w.-]+/g, '_') || 'root'}.json`);
      writeFileSync(
        file,
        JSON.stringify(
          minor.map(({id, impact, help, nodes}) => ({id, impact, help, nodes: nodes.length})),
          null,
          2,
        ),
      );
    }
    const summary = blocking.map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.help}\n  ${violation.nodes.map((node) => node.target.join(' ')).join('\n  ')}`,
    );
    expect(summary, `axe violations on ${route}`).toEqual([]);
  });
}
