import {describe, expect, it} from 'vitest';
import {excerptText, parseExcerpt} from '../../../src/plugins/search/lib/excerpt';
import {findTermRanges} from '../../../src/plugins/search/lib/highlight';
import {highlightTerms, termsFromSearch, withHighlightTerms} from '../../../src/plugins/search/lib/highlightTerms';
import {
  HEADINGS_PER_PAGE,
  pathOf,
  toSearchOptions,
  type PagefindResultData,
  type PagefindSubResult,
} from '../../../src/plugins/search/lib/results';

describe('parseExcerpt', () => {
  it('splits marked words from the text around them', () => {
    expect(parseExcerpt('Use <mark>streamable</mark> HTTP for <mark>chunked</mark> bodies')).toEqual([
      {text: 'Use ', highlighted: false},
      {text: 'streamable', highlighted: true},
      {text: ' HTTP for ', highlighted: false},
      {text: 'chunked', highlighted: true},
      {text: ' bodies', highlighted: false},
    ]);
  });

  it('decodes the entities Pagefind escapes and keeps other markup as text', () => {
    expect(parseExcerpt('a &lt;b&gt; &amp; <mark>c</mark>')).toEqual([
      {text: 'a <b> & ', highlighted: false},
      {text: 'c', highlighted: true},
    ]);
    expect(excerptText('<img src=x onerror=alert(1)> <mark>x</mark>')).toBe('<img src=x onerror=alert(1)> x');
  });

  it('returns nothing for an empty excerpt', () => {
    expect(parseExcerpt('')).toEqual([]);
  });
});

function sub(title: string, url: string, score: number, anchor = true): PagefindSubResult {
  return {
    title,
    url,
    excerpt: `about <mark>${title}</mark>`,
    anchor: anchor ? {element: 'h2', id: url.split('#')[1] ?? '', location: 0} : undefined,
    weighted_locations: [{weight: 1, balanced_score: score, location: 0}],
  };
}

describe('toSearchOptions', () => {
  const security: PagefindResultData = {
    url: '/security',
    excerpt: 'page <mark>excerpt</mark>',
    meta: {title: 'Security', section: 'Docs'},
    filters: {version: ['1.0'], kind: ['guide']},
    sub_results: [
      sub('Security', '/security', 1, false),
      sub('Threat model', '/security#threat-model', 2),
      sub('OAuth2 token handling', '/security#oauth2-token-handling', 9),
      sub('Checklists', '/security#checklists', 3),
      sub('Transport security', '/security#transport-security', 0.5),
    ],
  };

  it('gives a page its best heading: title, that heading as context, its excerpt and its URL', () => {
    const [page] = toSearchOptions([security], 'r', '1.0');
    expect(page).toEqual({
      id: 'r-0',
      url: '/security#oauth2-token-handling',
      title: 'Security',
      context: 'OAuth2 token handling',
      section: 'Docs',
      label: 'Guide · 1.0',
      excerpt: 'about <mark>OAuth2 token handling</mark>',
      kind: 'page',
    });
  });

  it('follows the page with its next best headings, at most HEADINGS_PER_PAGE', () => {
    const options = toSearchOptions([security], 'r');
    expect(options.map((option) => [option.kind, option.url])).toEqual([
      ['page', '/security#oauth2-token-handling'],
      ['heading', '/security#checklists'],
      ['heading', '/security#threat-model'],
    ]);
    expect(options.length).toBe(1 + HEADINGS_PER_PAGE);
    expect(options[1]).toMatchObject({title: 'Checklists', context: 'Security', id: 'r-0-0'});
  });

  it('opens a page at its top when its best match is before the first heading', () => {
    const intro: PagefindResultData = {
      url: '/protocols/http',
      excerpt: 'x',
      meta: {title: 'HTTP', section: 'Docs'},
      sub_results: [sub('HTTP', '/protocols/http', 5, false), sub('Limitations', '/protocols/http#limitations', 1)],
    };
    const options = toSearchOptions([intro], 'r');
    expect(options[0]).toMatchObject({url: '/protocols/http', context: '', kind: 'page'});
    expect(options[1]).toMatchObject({url: '/protocols/http#limitations', kind: 'heading'});
  });

  it('shows a record without sub-results (a registry entry) as one option', () => {
    const options = toSearchOptions(
      [
        {
          url: '/registry?q=twilio',
          excerpt: '<mark>Twilio</mark> REST API',
          meta: {title: 'Twilio REST API', section: 'Registry'},
          sub_results: [],
        },
      ],
      'r',
    );
    expect(options).toEqual([
      {
        id: 'r-0',
        url: '/registry?q=twilio',
        title: 'Twilio REST API',
        context: '',
        section: 'Registry',
        label: 'Registry',
        excerpt: '<mark>Twilio</mark> REST API',
        kind: 'page',
      },
    ]);
  });

  it('shows a page once: an API symbol stands for its page, a field opens its class with the field marked', () => {
    const symbol = (url: string, title: string): PagefindResultData => ({
      url,
      excerpt: title,
      meta: {title, section: 'API reference', page: 'utcp.utcp_client'},
      filters: {version: ['current'], kind: ['symbol']},
    });
    const options = toSearchOptions(
      [
        symbol('/api/core/utcp/utcp_client#call_tool', 'UtcpClient.call_tool()'),
        {url: '/api/core/utcp/utcp_client', excerpt: '', meta: {title: 'utcp.utcp_client'}},
        symbol('/api/core/utcp/data/tool?pagefind-highlight=tags#tool', 'Tool.tags'),
        {url: '/api/core/utcp/data/tool', excerpt: '', meta: {title: 'utcp.data.tool'}},
      ],
      'r',
      'current',
    );
    expect(options.map((option) => [option.url, option.title, option.context, option.label])).toEqual([
      ['/api/core/utcp/utcp_client#call_tool', 'UtcpClient.call_tool()', 'utcp.utcp_client', 'API · Next'],
      ['/api/core/utcp/data/tool?pagefind-highlight=tags#tool', 'Tool.tags', 'utcp.utcp_client', 'API · Next'],
    ]);
    expect(pathOf('/api/core/utcp/data/tool?pagefind-highlight=tags#tool')).toBe('/api/core/utcp/data/tool');
    expect(pathOf('/registry?q=twilio&pagefind-highlight=x')).toBe('/registry?q=twilio');
  });

  it('falls back to the path when a page has no title', () => {
    expect(toSearchOptions([{url: '/x', excerpt: '', meta: {}}], 'r')[0].title).toBe('/x');
  });
});

describe('highlight terms', () => {
  it('keeps the distinct words of two characters or more', () => {
    expect(highlightTerms('  OAuth2 token a Token ')).toEqual(['oauth2', 'token']);
  });

  it('finds words that start with a term, in any case, not inside other words', () => {
    const text = 'Streamable HTTP streams; a non-streamable body, upstream';
    const ranges = findTermRanges(text, ['stream']);
    expect(ranges.map(([start, end]) => text.slice(start, end))).toEqual(['Stream', 'stream', 'stream']);
    expect(ranges[2][0]).toBe(text.indexOf('non-') + 4);
  });

  it('treats regex characters in a term literally', () => {
    expect(findTermRanges('a.b ab', ['a.b'])).toEqual([[0, 3]]);
    expect(findTermRanges('anything', [])).toEqual([]);
  });
});

describe('highlight parameter', () => {
  it('adds one pagefind-highlight parameter per word, before the #heading, after an existing query', () => {
    expect(withHighlightTerms('/security#oauth2-token-handling', ['oauth2', 'token'])).toBe(
      '/security?pagefind-highlight=oauth2&pagefind-highlight=token#oauth2-token-handling',
    );
    expect(withHighlightTerms('/x?a=1', ['c++'])).toBe('/x?a=1&pagefind-highlight=c%2B%2B');
    expect(withHighlightTerms('/x#h', [])).toBe('/x#h');
  });

  it('reads the words back from a query string, as the page opened by the link does', () => {
    const url = new URL(withHighlightTerms('/security#h', ['oauth2', 'c++']), 'http://localhost');
    expect(termsFromSearch(url.search)).toEqual(['oauth2', 'c++']);
    // Pagefind's own links may put several words in one value.
    expect(termsFromSearch('?pagefind-highlight=Streamable%20HTTP&other=x')).toEqual(['streamable', 'http']);
    expect(termsFromSearch('?q=twilio')).toEqual([]);
  });

  it('bounds what a crafted link can ask for', () => {
    const many = Array.from({length: 30}, (_, index) => `pagefind-highlight=word${index}`).join('&');
    expect(termsFromSearch(`?${many}`)).toHaveLength(10);
    expect(termsFromSearch(`?pagefind-highlight=${'a'.repeat(65)}`)).toEqual([]);
  });
});
