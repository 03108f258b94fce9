import path from 'node:path';
import {describe, expect, it} from 'vitest';
import type {CurrentBundler} from '@docusaurus/types';
import {importsFile, replaceUpstreamModule} from '../../src/plugins/lib/replaceUpstreamModule';
import {upstreamBrowserContext} from '../../src/plugins/deferredBrowserFlag';

type Replace = (resource: {context: string; request: string}) => void;

/** A stand-in bundler whose NormalModuleReplacementPlugin records what it is given. */
function recordingBundler(): {bundler: CurrentBundler; created: {pattern: RegExp; replace: Replace}[]} {
  const created: {pattern: RegExp; replace: Replace}[] = [];
  class NormalModuleReplacementPlugin {
    constructor(pattern: RegExp, replace: Replace) {
      created.push({pattern, replace});
    }
  }
  return {bundler: {name: 'rspack', instance: {NormalModuleReplacementPlugin}} as unknown as CurrentBundler, created};
}

describe('replaceUpstreamModule', () => {
  const clientDir = path.dirname(upstreamBrowserContext);

  it('redirects both ways @docusaurus/core imports its browserContext module, and nothing else', () => {
    const {bundler, created} = recordingBundler();
    replaceUpstreamModule(bundler, upstreamBrowserContext, '/site/replacement.tsx');
    const [{pattern, replace}] = created;
    const imports = [
      {context: clientDir, request: './browserContext'}, // App.js
      {context: path.join(clientDir, 'exports'), request: '../browserContext'}, // exports/useIsBrowser.js
      {context: '/site/src', request: './browserContext'}, // a file of ours with the same name
    ];
    for (const resource of imports) {
      expect(pattern.test(resource.request)).toBe(true);
      replace(resource);
    }
    expect(imports.map((resource) => resource.request)).toEqual([
      '/site/replacement.tsx',
      '/site/replacement.tsx',
      './browserContext',
    ]);
  });

  it('matches resolved paths with or without the .js extension', () => {
    expect(importsFile({context: clientDir, request: './browserContext.js'}, upstreamBrowserContext)).toBe(true);
    expect(importsFile({context: clientDir, request: './browserContextual'}, upstreamBrowserContext)).toBe(false);
  });

  it('fails when the upstream file is gone, so an upgrade cannot silently drop the replacement', () => {
    const {bundler} = recordingBundler();
    expect(() => replaceUpstreamModule(bundler, path.join(clientDir, 'noSuchModule.js'), '/site/x.tsx')).toThrow(
      /is gone/,
    );
  });
});
