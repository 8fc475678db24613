/**
 * In the browser's bundle, `@docusaurus/ComponentCreator` (called once per route
 * by the generated route table) becomes src/client/lazy-route.ts, which makes
 * each route's component the first time the route is used; the stock function
 * stays reachable as `@stock/ComponentCreator`. The server's bundle is left as
 * it is.
 */
import {createRequire} from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const stock = path.join(
  path.dirname(require.resolve('@docusaurus/core/package.json')),
  'lib',
  'client',
  'exports',
  'ComponentCreator.js',
);

/** @type {import('@docusaurus/types').PluginModule} */
export default function lazyRoutesPlugin(context) {
  return {
    name: 'lazy-routes',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        resolve: {
          alias: {
            '@docusaurus/ComponentCreator': path.join(context.siteDir, 'src', 'client', 'lazy-route.ts'),
            '@stock/ComponentCreator': stock,
          },
        },
      };
    },
  };
}
