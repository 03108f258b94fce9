import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * theme-classic registers a client module that imports Prism with all its
 * bundled grammars and runs on every page start. Our code blocks keep the
 * build's highlighted HTML while hydrating and load Prism in their own chunk
 * when a block has to be tokenized (src/theme/CodeBlock/Content), so the
 * start-up module is swapped for an empty one: about 90 KiB less JavaScript
 * evaluated on a first visit. UTCP_SERVER_RENDER tells that component whether
 * it runs in the build's server bundle, where Prism is imported synchronously.
 */
export default function prismOnDemandPlugin(): Plugin {
  // .docusaurus/client-modules.js requires it by absolute path, without extension.
  const themeStartupModule = require
    .resolve('@docusaurus/theme-classic/lib/prism-include-languages')
    .replace(/\.js$/, '');
  return {
    name: 'utcp-prism-on-demand',
    configureWebpack(_config, isServer, {currentBundler}) {
      return {
        plugins: [
          new currentBundler.instance.DefinePlugin({
            'process.env.UTCP_SERVER_RENDER': JSON.stringify(String(isServer)),
          }),
        ],
        resolve: {
          alias: {
            [`${themeStartupModule}$`]: path.resolve(__dirname, 'startup.ts'),
          },
        },
      };
    },
  };
}
