import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {allManifestRoutes} from '../support/routeManifest';

const SPEC_ROUTES = path.join(__dirname, '..', '..', '..', 'shared', 'spec', 'routes.txt');

describe('route manifest', () => {
  const routes = allManifestRoutes();

  it('lists absolute paths without a trailing slash', () => {
    expect(routes.length).toBeGreaterThan(0);
    for (const route of routes) {
      expect(route.startsWith('/'), route).toBe(true);
      expect(route === '/' || !route.endsWith('/'), route).toBe(true);
    }
  });

  it('lists each route once', () => {
    const seen = new Set<string>();
    const duplicates = routes.filter((route) => (seen.has(route) ? true : (seen.add(route), false)));
    expect(duplicates).toEqual([]);
  });

  it.runIf(existsSync(SPEC_ROUTES))('contains every route of the specification', () => {
    // The specification writes the root route as an empty line.
    const specLines = readFileSync(SPEC_ROUTES, 'utf8').replace(/\n$/, '').split('\n');
    const spec = new Set(specLines.map((line) => line.trim() || '/'));
    expect([...spec].filter((route) => !routes.includes(route))).toEqual([]);
  });
});
