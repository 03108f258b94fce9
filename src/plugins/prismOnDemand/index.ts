import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * theme-classic registers a client module that imports Prism with all its
 * bundled grammars and runs it on every page start. Our code blocks keep the
 * build's highlighted lines while hydrating and load Prism in their own chunk
 * when a block has to be tokenized (src/theme/CodeBlock/Content), and tab
 * groups no longer remount (src/theme/Tabs), so a first visit needs no Prism:
 * the start-up module is swapped for an empty one. Measured in DESIGN.md,
 * "Speed and size" (the CPU profile of a first visit and bench:compare).
 */
export default function prismOnDemandPlugin(): Plugin {
  // .docusaurus/client-modules.js requires it by absolute path, without extension.
  const themeStartupModule = require
    .resolve('@docusaurus/theme-classic/lib/prism-include-languages')
    .replace(/\.js$/, '');
  return {
    name: 'utcp-prism-on-demand',
    configureWebpack() {
      return {resolve: {alias: {[`${themeStartupModule}$`]: path.resolve(__dirname, 'startup.ts')}}};
    },
  };
}
