import type {Plugin} from '@docusaurus/types';

/**
 * Defines process.env.UTCP_SERVER_RENDER: 'true' in the build's server bundle, 'false' in the
 * browser's. Our code blocks (src/theme/CodeBlock/Content) import Prism synchronously only while
 * the build renders pages, and the registry data (src/data/registry) is validated only there.
 */
export default function serverRenderFlagPlugin(): Plugin {
  return {
    name: 'utcp-server-render-flag',
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
