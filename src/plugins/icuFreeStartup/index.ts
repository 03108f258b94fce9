import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {replaceUpstreamModule} from '../lib/replaceUpstreamModule';

/**
 * Keeps ICU out of the first page load. The theme compares strings with
 * localeCompare (an ICU collator) while it hydrates, and formats dates with
 * Intl.DateTimeFormat (ICU date data); each is a one-off set-up of 15 to 50 ms
 * on a desktop CPU inside a hydration task, and a multiple of that on a phone.
 * Two upstream modules get a code-unit comparison instead (codeUnitCompareLoader)
 * and theme-common's date hook is swapped for ./dateTimeFormat.ts.
 */
// theme-common exports no deep paths; its files are found from its entry point (lib/index.js).
const themeCommonLib = path.dirname(require.resolve('@docusaurus/theme-common'));

const upstreamWithLocaleCompare: {file: string; expected: number}[] = [
  // getActivePlugin: sorts the docs plugins' base paths.
  {file: require.resolve('@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js'), expected: 1},
  // useShallowMemoObject: sorts an object's keys.
  {file: path.join(themeCommonLib, 'utils', 'reactUtils.js'), expected: 1},
];

export default function icuFreeStartupPlugin(): Plugin {
  const intlUtils = path.join(themeCommonLib, 'utils', 'IntlUtils.js');
  return {
    name: 'utcp-icu-free-startup',
    configureWebpack(_config, _isServer, {currentBundler}) {
      return {
        module: {
          rules: upstreamWithLocaleCompare.map(({file, expected}) => ({
            test: file,
            use: [{loader: path.resolve(__dirname, 'codeUnitCompareLoader.js'), options: {expected}}],
          })),
        },
        plugins: [replaceUpstreamModule(currentBundler, intlUtils, path.resolve(__dirname, 'dateTimeFormat.ts'))],
      };
    },
  };
}
