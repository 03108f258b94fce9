// cspell:ignore htpp securty securiy nextgen
import {describe, expect, it} from 'vitest';
import {editDistance, normalizePath, suggestableRoutes, suggestRoutes, versionOf} from '../../../src/lib/notFound/suggest';

const ROUTES = [
  '/',
  '/protocols',
  '/protocols/http',
  '/protocols/sse',
  '/protocols/streamable-http',
  '/security',
  '/next',
  '/next/protocols/http',
  '/next/protocols/file',
  '/next/security',
  '/0.1',
  '/0.1/providers/http',
  '/0.1/security',
  '/api/core/utcp/utcp_client',
];

describe('suggestRoutes', () => {
  it('offers the page one typo away', () => {
    expect(suggestRoutes('/protocols/htpp', ROUTES)[0]).toBe('/protocols/http');
    expect(suggestRoutes('/securty/', ROUTES)[0]).toBe('/security');
  });

  it('puts pages of the same docs version first', () => {
    expect(suggestRoutes('/next/protocols/htpp', ROUTES)[0]).toBe('/next/protocols/http');
    expect(suggestRoutes('/0.1/securiy', ROUTES)[0]).toBe('/0.1/security');
    // A name found in another version only comes after the same version's pages.
    const fromNext = suggestRoutes('/next/providers/http', ROUTES);
    expect(fromNext[0]).toBe('/next/protocols/http');
    expect(fromNext).toContain('/0.1/providers/http');
    expect(fromNext.indexOf('/0.1/providers/http')).toBeGreaterThan(0);
  });

  it('finds a page by its name when its folder is missing or wrong', () => {
    expect(suggestRoutes('/http', ROUTES)[0]).toBe('/protocols/http');
    expect(suggestRoutes('/next/file', ROUTES)[0]).toBe('/next/protocols/file');
    expect(suggestRoutes('/core/utcp_client', ROUTES)[0]).toBe('/api/core/utcp/utcp_client');
  });

  it('suggests at most three, and nothing far away', () => {
    expect(suggestRoutes('/protocols/x', ROUTES).length).toBeLessThanOrEqual(3);
    expect(suggestRoutes('/completely/unrelated/address', ROUTES)).toEqual([]);
  });
});

describe('paths', () => {
  it('normalises case, slashes, .html, query and heading', () => {
    expect(normalizePath('/Protocols/HTTP.html?x=1#y')).toBe('/protocols/http');
    expect(normalizePath('/')).toBe('/');
    expect(normalizePath('/security/')).toBe('/security');
  });

  it('reads the docs version from the prefix', () => {
    expect(versionOf('/next/security')).toBe('/next');
    expect(versionOf('/0.1')).toBe('/0.1');
    expect(versionOf('/nextgen')).toBe('');
  });

  it('counts a swap of neighbours as one edit', () => {
    expect(editDistance('htpp', 'http')).toBe(1);
    expect(editDistance('', 'abc')).toBe(3);
  });

  it('keeps pages, not tag lists, paginated lists or the 404', () => {
    expect(
      suggestableRoutes(['/blog/tags/mcp', '/blog/page/2', '/404', '/blog', '/security/', '/blog/authors']),
    ).toEqual(['/blog', '/security']);
  });
});
