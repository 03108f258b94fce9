import {type APIRequestContext} from '@playwright/test';
import {expect, test} from './fixtures';
import {XMLParser, XMLValidator} from 'fast-xml-parser';
import {readBlogPosts, readBlogTagKeys} from '../support/blogPosts';

const SITE_URL = 'https://utcp.io';
const REQUIRED_SLUGS = ['introducing-utcp', 'mcp-servers-nightmare'];
const REQUIRED_TAGS = [
  'ai-agents',
  'announcement',
  'comparison',
  'critique',
  'engineering',
  'mcp',
  'tool-calling',
  'utcp',
];

const posts = readBlogPosts();
const parser = new XMLParser({ignoreAttributes: false, attributeNamePrefix: '@_'});

/** Text of an element that may have attributes (then the parser gives an object with '#text'). */
function textOf(node: unknown): string {
  if (typeof node === 'string') return node;
  if (node && typeof node === 'object' && '#text' in node) return String((node as {'#text': unknown})['#text']);
  return String(node ?? '');
}

function asArray<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/** Fetches a feed from the served build, checks that it is well-formed XML and parses it. */
type FeedItem = Record<string, unknown>;
/** The parts of a parsed RSS or Atom document the tests read. */
type ParsedFeed = {rss?: {channel?: {item?: FeedItem | FeedItem[]}}; feed?: {entry?: FeedItem | FeedItem[]}};

async function fetchFeed(request: APIRequestContext, route: string): Promise<ParsedFeed> {
  const response = await request.get(route);
  expect(response.status(), `status of ${route}`).toBe(200);
  const xml = await response.text();
  const validation = XMLValidator.validate(xml);
  expect(validation, `${route} is well-formed XML`).toBe(true);
  return parser.parse(xml) as ParsedFeed;
}

test('the blog folder has the two launch posts', () => {
  expect(posts.map((post) => post.slug).sort()).toEqual([...REQUIRED_SLUGS].sort());
});

test('the RSS feed lists every post with its title and link', async ({request}) => {
  const feed = await fetchFeed(request, '/blog/rss.xml');
  const items = asArray(feed.rss?.channel?.item);
  const listed = items.map((item) => ({title: textOf(item.title), link: textOf(item.link)}));
  expect(listed).toHaveLength(posts.length);
  for (const post of posts) {
    expect(listed).toContainEqual({title: post.title, link: `${SITE_URL}/blog/${post.slug}`});
  }
});

test('the Atom feed lists every post with its title and link', async ({request}) => {
  const feed = await fetchFeed(request, '/blog/atom.xml');
  const entries = asArray(feed.feed?.entry);
  const listed = entries.map((entry) => ({
    title: textOf(entry.title),
    link: asArray(entry.link as Record<string, string> | Record<string, string>[]).map((link) => link['@_href'])[0],
  }));
  expect(listed).toHaveLength(posts.length);
  for (const post of posts) {
    expect(listed).toContainEqual({title: post.title, link: `${SITE_URL}/blog/${post.slug}`});
  }
});

test("/blog shows the 'All posts' sidebar grouped by year", async ({page}) => {
  await page.goto('/blog');
  const sidebar = page.getByRole('navigation', {name: 'Blog recent posts navigation'});
  await expect(sidebar).toBeVisible();
  await expect(sidebar).toContainText('All posts');

  const years = [...new Set(posts.map((post) => post.year))].sort().reverse();
  const headings = sidebar.getByRole('heading', {level: 3});
  await expect(headings).toHaveText(years);

  for (const post of posts) {
    const group = sidebar.getByRole('group').filter({has: page.getByRole('heading', {name: post.year, exact: true})});
    await expect(group.getByRole('link', {name: post.title, exact: true})).toHaveAttribute(
      'href',
      `/blog/${post.slug}`,
    );
  }
});

test('/blog/tags lists the eight tags', async ({page}) => {
  expect(readBlogTagKeys().sort()).toEqual(REQUIRED_TAGS);
  await page.goto('/blog/tags');
  const tagLinks = page.locator('main a[href^="/blog/tags/"]');
  await expect(tagLinks).toHaveCount(REQUIRED_TAGS.length);
  for (const tag of REQUIRED_TAGS) {
    await expect(page.locator(`main a[href="/blog/tags/${tag}"]`)).toHaveCount(1);
  }
});
