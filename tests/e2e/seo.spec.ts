import {expect, test} from './fixtures';
import {keepOffline} from '../support/offline';

/**
 * What a built page tells search engines and link previews: canonical URL,
 * description, Open Graph and Twitter card tags; plus robots.txt and the
 * sitemap it points to.
 */

const SITE = 'https://utcp.io';

test.beforeEach(async ({context, baseURL}) => {
  await keepOffline(context, baseURL!);
});

// Crawlers and link previews read the HTML as served, before any script runs.
test.use({javaScriptEnabled: false});

/** One page of each kind: home, docs, generated docs, Next docs, about, blog, a browser tool. */
const SAMPLE_PAGES = [
  '/',
  '/studio',
  '/security',
  '/protocols/streamable-http',
  '/next/security',
  '/about/about-us',
  '/blog/introducing-utcp',
];

for (const path of SAMPLE_PAGES) {
  test(`${path} has canonical, description and social tags`, async ({page, request}) => {
    await page.goto(path);
    const head = page.locator('head');
    const content = async (selector: string) => (await head.locator(selector).getAttribute('content')) ?? '';

    const canonical = SITE + (path === '/' ? '/' : path);
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical);
    await expect(head.locator('meta[property="og:url"]')).toHaveAttribute('content', canonical);

    const title = await content('meta[property="og:title"]');
    expect(title).toContain('Universal Tool Calling Protocol (UTCP)');
    expect(title.length).toBeGreaterThan('Universal Tool Calling Protocol (UTCP)'.length);

    const description = await content('meta[name="description"]');
    expect(description.length).toBeGreaterThan(10);
    // Citation markers of the behaviour check live in some descriptions' source text, never in the page.
    expect(description).not.toMatch(/\{\/\*|behaviour:|site:/);
    await expect(head.locator('meta[property="og:description"]')).toHaveAttribute('content', description);

    await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    await expect(head.locator('meta[property="og:site_name"]')).toHaveAttribute(
      'content',
      'Universal Tool Calling Protocol (UTCP)',
    );
    await expect(head.locator('meta[property="og:type"]')).toHaveCount(1);

    const image = await content('meta[property="og:image"]');
    expect(image).toMatch(/^https:\/\/utcp\.io\/.+\.png$/);
    await expect(head.locator('meta[name="twitter:image"]')).toHaveAttribute('content', image);
    await expect(head.locator('meta[property="og:image:alt"]')).toHaveAttribute('content', /\S/);
    const imageResponse = await request.get(new URL(image).pathname);
    expect(imageResponse.status()).toBe(200);
    expect(imageResponse.headers()['content-type']).toBe('image/png');
  });
}

test('blog posts are articles, docs pages are not', async ({page}) => {
  await page.goto('/blog/introducing-utcp');
  await expect(page.locator('head meta[property="og:type"]')).toHaveAttribute('content', 'article');
  await page.goto('/security');
  await expect(page.locator('head meta[property="og:type"]')).toHaveAttribute('content', 'website');
});

test('robots.txt allows crawling and points to the sitemap, which lists the pages', async ({request}) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  const text = await robots.text();
  expect(text).toMatch(/^User-agent: \*$/m);
  expect(text).not.toMatch(/^Disallow: \/\s*$/m);
  expect(text).toMatch(/^Sitemap: https:\/\/utcp\.io\/sitemap\.xml$/m);

  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  const xml = await sitemap.text();
  for (const path of SAMPLE_PAGES) {
    expect(xml).toContain(`<loc>${SITE}${path}</loc>`);
  }
});
