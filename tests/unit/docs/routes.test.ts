import {existsSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  normalizeRoute,
  parseSitemapRoutes,
  parseSpecRoutes,
  siteRoutes,
  SPEC_ROUTES_FILE,
  specRoutes,
} from '../../support/siteRoutes';

/** Where the specification lives on the project's machines; when present, our copy must match it. */
const SHARED_SPEC_ROUTES = path.join(__dirname, '..', '..', '..', '..', 'shared', 'spec', 'routes.txt');

describe('site routes', () => {
  it('reads the specification copy: absolute paths, no trailing slash, each once', () => {
    const routes = specRoutes();
    expect(routes.length).toBeGreaterThan(100);
    expect(routes).toContain('/');
    for (const route of routes) {
      expect(route.startsWith('/'), route).toBe(true);
      expect(route === '/' || !route.endsWith('/'), route).toBe(true);
    }
    expect(new Set(routes).size).toBe(routes.length);
  });

  it.runIf(existsSync(SHARED_SPEC_ROUTES))('keeps tests/spec/routes.txt equal to the specification', () => {
    expect(readFileSync(SPEC_ROUTES_FILE, 'utf8')).toBe(readFileSync(SHARED_SPEC_ROUTES, 'utf8'));
  });

  it('writes the root as / and drops trailing slashes', () => {
    expect(parseSpecRoutes('\n/docs\n/next/\n')).toEqual(['/', '/docs', '/next']);
    expect(normalizeRoute('')).toBe('/');
    expect(normalizeRoute('/a//')).toBe('/a');
  });

  it('reads the paths of a sitemap', () => {
    const xml =
      '<urlset><url><loc>https://utcp.io/</loc></url><url><loc>https://utcp.io/next/protocols/http</loc></url>' +
      '<url><loc>https://utcp.io/blog/</loc></url></urlset>';
    expect(parseSitemapRoutes(xml)).toEqual(['/', '/next/protocols/http', '/blog']);
  });

  it('joins built pages and specified routes, each once', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'site-routes-'));
    const sitemap = path.join(dir, 'sitemap.xml');
    const spec = path.join(dir, 'routes.txt');
    writeFileSync(sitemap, '<loc>https://utcp.io/</loc><loc>https://utcp.io/protocols/http</loc>');
    writeFileSync(spec, '\n/docs\n/protocols/http\n');
    expect(siteRoutes(sitemap, spec)).toEqual(['/', '/docs', '/protocols/http']);
  });

  it('asks for a build when there is none', () => {
    expect(() => siteRoutes(path.join(tmpdir(), 'no-build-here', 'sitemap.xml'))).toThrow(/npm run build/);
  });
});
