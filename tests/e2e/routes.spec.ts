import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import {builtRoutes, normalizeRoute, siteRoutes} from '../support/siteRoutes';
import {expect, testOnSharedPage as test} from './fixtures';

/**
 * Every page of the build's sitemap and every route of the specification
 * (tests/support/siteRoutes.ts), loaded once: it answers 200 with a real
 * Docusaurus page (not the not-found page, not a server's directory listing)
 * that has a non-empty h1, and axe-core finds no violation of serious or
 * critical impact. Minor and moderate findings go to test-results/a11y/ for
 * review without failing the suite, except duplicate landmark names: every
 * region (a scrolling table, say) must have a name of its own. A route that
 * redirects (/rfc, /docs) must land on a real page; axe runs on that page
 * under its own route, not twice.
 *
 * axe's time grows with the number of elements, and a highlighted code block
 * is a span per token: on the longest pages those spans were 80% of the DOM
 * and most of the suite's run time. All but the first line of each code block,
 * all but the first twelve registry cards (one template, 272 times) and all but
 * the first twelve behaviour tables (one template a key) are removed from the page
 * before axe reads it. Every line of code is checked in code-blocks.spec.ts, the
 * registry cards in registry.spec.ts.
 * Removed rather than excluded: axe still walks excluded elements (to
 * build its tree and decide what is excluded), which on the TypeScript core
 * reference took 18 s against 8 s for the same check on the trimmed page.
 */
const REPEATED_MARKUP = [
  'pre code .token-line:nth-child(n+2)',
  '[data-testid="registry-list"] > li:nth-child(n+13)',
  // /behaviour: one table template per key, a few hundred times; the first twelve are checked.
  '[data-testid="behaviour-list"] > section:nth-child(n+13)',
];
/**
 * A generated API reference page is one heading, signature and table template per member: the
 * TypeScript core page repeats it in 1,385 blocks (11,000 elements, a minute of axe on its own).
 * Its first 120 blocks hold every kind of element the generators write (headings, signatures,
 * tables, paragraphs with code and links) and are checked in full.
 */
const REPEATED_REFERENCE_MARKUP = 'article .markdown > :nth-child(n+121)';
const isReferenceRoute = (route: string) => /^(?:\/[^/]+)?\/api\//.test(route);
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);
const A11Y_REPORT_DIR = path.join(__dirname, '..', '..', 'test-results', 'a11y');

test.describe.configure({timeout: 300_000});

/** The pages of the sitemap: each gets its own axe run, so a redirect that lands on one need not repeat it. */
const PAGES = new Set(builtRoutes());

for (const route of siteRoutes()) {
  test(`serves ${route}, accessibly`, async ({sharedPage: page}) => {
    const response = await page.goto(route);
    expect(response?.status(), `status of ${route}`).toBe(200);
    // Client redirects answer 200 and then move on; wait for the final page.
    await page.waitForLoadState('load');
    await expect(page.getByTestId('not-found')).toHaveCount(0);
    await expect(page.locator('#__docusaurus')).toHaveCount(1);
    const heading = page.locator('h1').first();
    await expect(heading).toBeVisible();
    expect((await heading.innerText()).trim().length).toBeGreaterThan(0);
    const landed = normalizeRoute(new URL(page.url()).pathname);
    if (landed !== route && PAGES.has(landed)) return;

    // Every documentation page, blog post and about page opens its source in GitHub's editor (a
    // generated reference page: the prose YAML it is generated from, or the script that writes it).
    const isDocOrPost = await page.locator('html.docs-doc-page, html.blog-post-page').count();
    if (isDocOrPost > 0)
      await expect(page.locator('a.theme-edit-this-page'), `Edit this page link on ${route}`).toHaveAttribute(
        'href',
        /^https:\/\/github\.com\/universal-tool-calling-protocol\/utcp-specification\/edit\/main\/(?:(?:docs|versioned_docs|about|blog)\/.+\.mdx?|data\/.+\.(?:yaml|ts)|scripts\/.+\.ts)$/,
      );

    const regionNames = await page
      .locator('[role="region"][aria-label]')
      .evaluateAll((regions) => regions.map((region) => region.getAttribute('aria-label')));
    const repeated = regionNames.filter((name, index) => regionNames.indexOf(name) !== index);
    expect(repeated, `region names used twice on ${route}`).toEqual([]);

    const trimmed = isReferenceRoute(route) ? [...REPEATED_MARKUP, REPEATED_REFERENCE_MARKUP] : REPEATED_MARKUP;
    // Removed once React has hydrated the page: a removal during hydration makes React render the page
    // again, repeated markup and all. Excluded as well, in case anything renders after.
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await page.evaluate((selectors) => {
      for (const selector of selectors) document.querySelectorAll(selector).forEach((element) => element.remove());
    }, trimmed);
    const axe = new AxeBuilder({page})
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      // Only violations are read: axe then keeps one node per passing rule instead of every node,
      // which on a reference page of 10,000 elements was most of the time the result took to cross over.
      .options({resultTypes: ['violations']});
    // One selector a call: an array would be read as a path into an iframe.
    for (const selector of trimmed) axe.exclude(selector);
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
