import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {allManifestRoutes} from '../support/routeManifest';

/** The specification's route list, kept in the repository so this test never lacks its input. */
const SPEC_ROUTES = path.join(__dirname, '..', 'spec', 'routes.txt');
/** Where the specification lives on the project's machines; when present, our copy must match it. */
const SHARED_SPEC_ROUTES = path.join(__dirname, '..', '..', '..', 'shared', 'spec', 'routes.txt');

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

  it.runIf(existsSync(SHARED_SPEC_ROUTES))('keeps tests/spec/routes.txt equal to the specification', () => {
    expect(readFileSync(SPEC_ROUTES, 'utf8')).toBe(readFileSync(SHARED_SPEC_ROUTES, 'utf8'));
  });

  it('contains every route of the specification (new routes are allowed)', () => {
    // The specification writes the root route as an empty line.
    const specLines = readFileSync(SPEC_ROUTES, 'utf8').replace(/\n$/, '').split('\n');
    const spec = new Set(specLines.map((line) => line.trim() || '/'));
    expect([...spec].filter((route) => !routes.includes(route))).toEqual([]);
  });
});
