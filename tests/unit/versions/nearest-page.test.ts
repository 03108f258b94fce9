import {describe, expect, it} from 'vitest';
import {nearestPage, pathInVersion} from '../../../src/lib/versions/nearestPage';
import {docsVersionsOptions, LATEST_VERSION, versionLabel} from '../../../src/config/versions';
import versionIds from '../../../versions.json';

const latest = ['/', '/protocols', '/protocols/http', '/protocols/websocket', '/api/core/utcp_client'];

describe('pathInVersion', () => {
  it('strips the version prefix, and rejects paths of other versions', () => {
    expect(pathInVersion('/next/protocols/file', '/next')).toEqual(['protocols', 'file']);
    expect(pathInVersion('/protocols/http/', '/')).toEqual(['protocols', 'http']);
    expect(pathInVersion('/0.1/protocols', '/next')).toBeUndefined();
    expect(pathInVersion('/next-steps', '/next')).toBeUndefined();
  });
});

/** Where nearestPage sends `pathname` from the version served at `fromRoot` to the one at `toRoot`. */
function landing(pathname: string, [fromRoot, toRoot]: [string, string], targetPaths: string[], fallback?: string) {
  return nearestPage({pathname, fromRoot, toRoot, targetPaths, ...(fallback === undefined ? {} : {fallback})});
}

describe('nearestPage', () => {
  it('keeps the same page when the target version has it', () => {
    expect(landing('/next/protocols/http', ['/next', '/'], latest)).toEqual({path: '/protocols/http', exact: true});
  });

  it('falls back to the closest existing ancestor, not the root', () => {
    expect(landing('/next/protocols/file', ['/next', '/'], latest)).toEqual({path: '/protocols', exact: false});
    expect(landing('/next/api/core/utcp_client/extra', ['/next', '/'], latest)).toEqual({
      path: '/api/core/utcp_client',
      exact: false,
    });
  });

  it('lands on the root only when no ancestor exists there', () => {
    expect(landing('/protocols/websocket', ['/', '/next'], ['/next', '/next/api'])).toEqual({
      path: '/next',
      exact: false,
    });
  });

  it("uses the target's main page when nothing closer exists, and calls root to root exact", () => {
    expect(landing('/next/nowhere', ['/next', '/0.1'], [], '/0.1/intro')).toEqual({path: '/0.1/intro', exact: false});
    expect(landing('/', ['/', '/0.1'], ['/0.1'])).toEqual({path: '/0.1', exact: true});
  });

  it('maps between two prefixed versions and ignores trailing slashes', () => {
    expect(landing('/0.1/protocols/http/', ['/0.1', '/next/'], ['/next/protocols/'])).toEqual({
      path: '/next/protocols',
      exact: false,
    });
  });
});

describe('version wording', () => {
  it('marks the first entry of versions.json as latest and names every version', () => {
    expect(LATEST_VERSION).toBe(versionIds[0]);
    const options = docsVersionsOptions();
    expect(Object.keys(options)).toEqual(['current', ...versionIds]);
    expect(options[LATEST_VERSION]).toMatchObject({label: `${LATEST_VERSION} (latest)`, banner: 'none'});
    expect(options[LATEST_VERSION]).not.toHaveProperty('path');
    expect(options.current!.label).toMatch(/^Next \(1\.1/);
    for (const id of versionIds.slice(1)) expect(versionLabel(id)).toBe(`${id} (legacy)`);
  });
});
