import {existsSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {movedPage, PAGE_MOVES} from '../../../src/config/pageMoves';
import {NEXT_VERSION, RELEASED_VERSIONS} from '../../../src/config/versions';
import {nearestPage} from '../../../src/lib/versions/nearestPage';
import {versionFromAddress, versionInAddress} from '../../../src/lib/versions/versionParam';

const ROOT = path.join(__dirname, '..', '..', '..');

/** The Markdown files that can publish a version's page at `pagePath` (no slug front matter on these pages). */
function sourcesOf(version: string, pagePath: string): string[] {
  const folder = version === NEXT_VERSION ? 'docs' : path.join('versioned_docs', `version-${version}`);
  const base = path.join(ROOT, folder, pagePath);
  return pagePath === ''
    ? [path.join(base, 'index.md'), path.join(base, 'index.mdx')]
    : [`${base}.md`, `${base}.mdx`, path.join(base, 'index.md'), path.join(base, 'index.mdx')];
}

describe('PAGE_MOVES', () => {
  it('names only versions the site has, and pages each of them publishes', () => {
    const versions = new Set([NEXT_VERSION, ...RELEASED_VERSIONS]);
    expect(PAGE_MOVES.length).toBeGreaterThan(0);
    for (const move of PAGE_MOVES) {
      expect(Object.keys(move).length, JSON.stringify(move)).toBeGreaterThanOrEqual(2);
      for (const [version, pagePath] of Object.entries(move)) {
        expect(versions.has(version), `${version} in ${JSON.stringify(move)}`).toBe(true);
        expect(pagePath, 'no slashes at either end').not.toMatch(/^\/|\/$/);
        expect(
          sourcesOf(version, pagePath).some((file) => existsSync(file)),
          `${version}: ${pagePath}`,
        ).toBe(true);
      }
    }
  });

  it('puts a page in one group at most per version', () => {
    const seen = new Set<string>();
    for (const move of PAGE_MOVES) {
      for (const [version, pagePath] of Object.entries(move)) {
        const key = `${version}:${pagePath}`;
        expect(seen.has(key), key).toBe(false);
        seen.add(key);
      }
    }
  });

  it('maps the 0.1 providers to the protocols of 1.0 and Next, both ways', () => {
    expect(movedPage('providers/http', '0.1', '1.0')).toBe('protocols/http');
    expect(movedPage('protocols/http', '1.0', '0.1')).toBe('providers/http');
    expect(movedPage('protocols/streamable-http', NEXT_VERSION, '0.1')).toBe('providers/http-stream');
    expect(movedPage('providers', '0.1', NEXT_VERSION)).toBe('protocols');
    expect(movedPage('providers/websocket', '0.1', NEXT_VERSION)).toBeUndefined();
    expect(movedPage('security', '0.1', '1.0')).toBeUndefined();
  });
});

describe('nearestPage with page moves', () => {
  const latest = ['/', '/protocols', '/protocols/http', '/protocols/streamable-http', '/security'];
  const legacy = ['/0.1', '/0.1/providers', '/0.1/providers/http', '/0.1/providers/http-stream', '/0.1/providers/udp'];

  /** nearestPage between two versions (id and root of each), through PAGE_MOVES. */
  const throughMoves = (pathname: string, from: [string, string], to: [string, string], targetPaths: string[]) =>
    nearestPage({
      pathname,
      fromRoot: from[1],
      toRoot: to[1],
      targetPaths,
      moves: {from: from[0], to: to[0], table: PAGE_MOVES},
    });

  it('lands on the moved page as on the same page', () => {
    expect(throughMoves('/0.1/providers/http', ['0.1', '/0.1'], ['1.0', '/'], latest)).toEqual({
      path: '/protocols/http',
      exact: true,
    });
    expect(throughMoves('/protocols/streamable-http', ['1.0', '/'], ['0.1', '/0.1'], legacy)).toEqual({
      path: '/0.1/providers/http-stream',
      exact: true,
    });
  });

  it('takes a moved ancestor when the page itself has no counterpart', () => {
    expect(throughMoves('/0.1/providers/udp', ['0.1', '/0.1'], ['1.0', '/'], latest)).toEqual({
      path: '/protocols',
      exact: false,
    });
  });
});

describe('versions in addresses', () => {
  it('writes Next by its path name, never the plugin id, and reads both back', () => {
    expect(versionInAddress(NEXT_VERSION)).toBe('next');
    expect(versionInAddress('0.1')).toBe('0.1');
    expect(versionFromAddress('next')).toBe(NEXT_VERSION);
    expect(versionFromAddress('current')).toBe(NEXT_VERSION);
    expect(versionFromAddress('1.0')).toBe('1.0');
    expect(versionFromAddress('no-such-version')).toBeUndefined();
  });
});
