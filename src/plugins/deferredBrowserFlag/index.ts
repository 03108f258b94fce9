import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {replaceUpstreamModule} from '../lib/replaceUpstreamModule';

/** @docusaurus/core's client module behind `useIsBrowser` (internal: found from the package's folder). */
export const upstreamBrowserContext = path.join(
  path.dirname(require.resolve('@docusaurus/core/package.json')),
  'lib',
  'client',
  'browserContext.js',
);

/**
 * Swaps @docusaurus/core's browserContext module for ./browserContext.tsx,
 * which flips `useIsBrowser()` to true in a transition after hydration.
 */
export default function deferredBrowserFlagPlugin(): Plugin {
  return {
    name: 'utcp-deferred-browser-flag',
    configureWebpack(_config, _isServer, {currentBundler}) {
      return {
        plugins: [
          replaceUpstreamModule(currentBundler, upstreamBrowserContext, path.resolve(__dirname, 'browserContext.tsx')),
        ],
      };
    },
  };
}
