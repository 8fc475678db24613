/**
 * The two files every page of the site loads by name, the webpack runtime
 * (`assets/js/runtime~main.js`) and the entry bundle (`assets/js/main.js`), are
 * written without a content hash in their names; every other bundle keeps its
 * hash (`assets/js/<id>.<contenthash>.js`, plugins/lean-registry).
 *
 * Why: editing one page changes that page's chunk, whose hash the runtime's
 * chunk map and `main.js`'s route table carry. With hashed names those two files
 * were renamed by any edit, and so every page's HTML, which names them, changed
 * too: a reader who saved the docs refetched every page after a deployment that
 * changed one. With fixed names a page's HTML changes only when the page does.
 *
 * The price is that these two files cannot be cached as immutable: they are
 * served with `no-cache` and an ETag, so browsers revalidate them on each load
 * (deploy/cache-policy.mjs, deploy/nginx/site.conf), and the service worker asks
 * the network for them first (src/service-worker/sw.js). deploy/cache-policy.mjs
 * names them, and the build fails (deploy/service-worker.mjs) if a bundle
 * without a hash appears that it does not name.
 */

/** @type {import('@docusaurus/types').PluginModule} */
export default function entryFilesPlugin() {
  return {
    name: 'entry-files',
    configureWebpack(_config, isServer) {
      // The server's bundle renders the pages at build time and is not deployed.
      if (isServer) return {};
      return {output: {filename: 'assets/js/[name].js'}};
    },
  };
}
