import type {Plugin} from '@docusaurus/types';

/**
 * Defines UTCP_SERVER_RENDER ('true' in the build's server bundle, 'false' in
 * the browser's), so that our code blocks (src/theme/CodeBlock/Content) import
 * Prism synchronously only while the build renders pages, and the registry data
 * (src/data/registry) is validated only there. The theme's Prism start-up
 * module used to be swapped for an empty one here as well; bench:compare showed
 * no gain beyond the A/A noise on a phone (DESIGN.md, "Speed and size"), so it
 * runs as upstream wrote it.
 */
export default function prismOnDemandPlugin(): Plugin {
  return {
    name: 'utcp-prism-on-demand',
    configureWebpack(_config, isServer, {currentBundler}) {
      return {
        plugins: [
          new currentBundler.instance.DefinePlugin({
            'process.env.UTCP_SERVER_RENDER': JSON.stringify(String(isServer)),
          }),
        ],
      };
    },
  };
}
