/**
 * Docusaurus's chunk registry (`.docusaurus/registry.js`, in the `main.js` of
 * every page) names each chunk's module three times: in its loader, as
 * react-loadable's `modules` (read only while the server renders, to report
 * the modules a page used) and in its `require.resolveWeak`. With some 330
 * chunks the middle copies were about 1.4 KB of `main.js` with brotli. In the
 * browser's bundle this plugin's loader (loader.cjs) replaces them with `0`;
 * the server's bundle keeps the registry as it is.
 *
 * It also names the browser's chunk files by their webpack id
 * (`assets/js/<id>.<contenthash>.js`) instead of their chunk name: with names in
 * the files, the runtime (`runtime~main.js`, loaded by every page) carries a map
 * from every chunk's id to its name beside the map to its hash, about 0.4 KB with
 * brotli. Docusaurus finds a route's chunks by their names through its own map
 * (`__webpack_require__.gca`), which this leaves as it is.
 */
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/** @type {import('@docusaurus/types').PluginModule} */
export default function leanRegistryPlugin(context) {
  return {
    name: 'lean-registry',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        output: {chunkFilename: 'assets/js/[id].[contenthash:8].js'},
        module: {
          rules: [
            {
              test: path.join(context.generatedFilesDir, 'registry.js'),
              enforce: /** @type {const} */ ('pre'),
              use: [path.join(here, 'loader.cjs')],
            },
          ],
        },
      };
    },
  };
}
