/**
 * The Docusaurus plugin that makes a build what is deployed, so that
 * `docusaurus build` (and `npm run build`, the publish workflow and the tests,
 * which all run it) writes the whole site: after the pages, in this order,
 *
 * 1. the Content-Security-Policy of the pages' inline scripts, for nginx
 *    (deploy/csp.mjs, into `deploy/nginx/csp.conf`, which git ignores);
 * 2. the service worker and its manifest (deploy/service-worker.mjs), which
 *    hash and list every file of the build;
 * 3. a brotli and a gzip copy of every text file (deploy/precompress.mjs).
 *
 * Docusaurus starts the `postBuild` of every plugin at once and waits for them
 * together (`executePluginsPostBuild` in @docusaurus/core's
 * lib/commands/build/buildLocale.js), while these steps read what other
 * plugins write in theirs: the sitemap (the docs pages a reader can save), the
 * blog's feeds, the search index and the Markdown twins, all hashed by the
 * worker and compressed. So the plugins whose files these steps read are given
 * through `after(…)`, which notes when each one's `postBuild` has finished,
 * and this plugin's `postBuild` waits for them before it starts. A plugin
 * given that way is otherwise unchanged. In `docusaurus start` nothing here runs.
 */
import path from 'node:path';
import {writeCsp} from '../../deploy/csp.mjs';
import {precompress} from '../../deploy/precompress.mjs';
import {writeServiceWorker} from '../../deploy/service-worker.mjs';

/**
 * @typedef {import('@docusaurus/types').PluginModule} PluginModule
 * @typedef {import('@docusaurus/types').Plugin} Plugin
 */

/**
 * The deploy plugin and the wrapper of the plugins it follows.
 * @param {{cspFile: string, log?: (line: string) => void}} options `cspFile`: where the nginx
 * policy goes, relative to the site's folder
 * @returns {{after: (module: PluginModule) => PluginModule, plugin: PluginModule}}
 */
export function deployment({cspFile, log = console.log}) {
  /** @type {Promise<void>[]} */
  const finished = [];

  /** @param {PluginModule} module */
  const after = (module) => {
    /** @type {PluginModule} */
    const wrapped = async (context, options) => {
      const plugin = /** @type {Plugin} */ (await module(context, options));
      if (!plugin.postBuild) return plugin;
      const own = plugin.postBuild.bind(plugin);
      /** @type {(value?: void) => void} */
      let done = () => {};
      /** @type {(error: unknown) => void} */
      let failed = () => {};
      finished.push(
        new Promise((resolve, reject) => {
          done = resolve;
          failed = reject;
        }),
      );
      return {
        ...plugin,
        async postBuild(props) {
          try {
            await own(props);
            done();
          } catch (error) {
            failed(error);
            throw error;
          }
        },
      };
    };
    // What Docusaurus reads from a plugin's module besides the function itself.
    for (const key of /** @type {const} */ (['validateOptions', 'validateThemeConfig', 'getSwizzleComponentList'])) {
      if (key in module) Object.assign(wrapped, {[key]: module[key]});
    }
    return wrapped;
  };

  /** @type {PluginModule} */
  const plugin = (context) => ({
    name: 'deploy',
    async postBuild({outDir}) {
      // The steps below read what the plugins given to `after` write.
      await Promise.all(finished);
      const {pages, hashes} = writeCsp(outDir, path.join(context.siteDir, cspFile));
      log(`${cspFile}: ${Object.keys(hashes).length} inline-script hashes from ${pages} pages`);
      log(writeServiceWorker(outDir));
      log(await precompress(outDir));
    },
  });

  return {after, plugin};
}
