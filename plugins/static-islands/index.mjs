/**
 * The browser's side of ./hoist.mjs: in the browser's bundle a page's island
 * HTML (`<generated files>/static-islands/<hash>.json`) is loaded by
 * ./islands-loader.cjs instead of being bundled as JSON. The server's bundle
 * is left as it is.
 */
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The folder the rehype step writes the pages' island HTML to. */
export const islandHtmlDir = (/** @type {string} */ siteDir) => path.join(siteDir, '.docusaurus', 'static-islands');

/** @type {import('@docusaurus/types').PluginModule} */
export default function staticIslandsPlugin(context) {
  const dir = islandHtmlDir(context.siteDir);
  return {
    name: 'static-islands',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        module: {
          rules: [
            {
              test: (/** @type {string} */ file) => file.startsWith(dir + path.sep) && file.endsWith('.json'),
              type: 'javascript/auto',
              use: [
                {
                  loader: path.join(here, 'islands-loader.cjs'),
                  options: {runtime: path.join(context.siteDir, 'src', 'components', 'StaticIsland', 'html.ts')},
                },
              ],
            },
          ],
        },
      };
    },
  };
}
