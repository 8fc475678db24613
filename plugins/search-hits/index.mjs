/**
 * How a result of the search box reads (@easyops-cn/docusaurus-search-local).
 *
 * The plugin titles a hit in a section's text with the fragment of text that matched
 * and puts the section's heading in the small line under it, so a list for `dllSpawn`
 * read as a column of sentence pieces cut at both ends. Here its one function that
 * writes a result's HTML (`SuggestionTemplate`, a module the search bar imports by a
 * relative path, so it cannot be swizzled) is replaced in the browser bundle by
 * suggestion.mjs, which titles such a hit by its heading and shows the fragment
 * beneath; every other kind of result is still written by the plugin's own function.
 *
 * The index leaves out the places of its words (compact-index.mjs, run after the
 * plugin writes the index: `withCompactIndex`), and the search worker's sort of the
 * results, also imported by a relative path, is replaced in the worker's bundle by
 * sort-results.mjs, which gives the returned results their places back first.
 */
import path from 'node:path';
import {createRequire} from 'node:module';
import {fileURLToPath} from 'node:url';
import {compactSearchIndex} from './compact-index.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);

/** The search bar's template module, as its importer asks for it (no extension). */
export const templateModule = path.join(
  path.dirname(require.resolve('@easyops-cn/docusaurus-search-local/package.json')),
  'dist/client/client/theme/SearchBar/SuggestionTemplate',
);

/** The search worker's sort of the results, as its importer asks for it (no extension). */
export const sortModule = path.join(
  path.dirname(require.resolve('@easyops-cn/docusaurus-search-local/package.json')),
  'dist/client/client/utils/sortSearchResults',
);

/**
 * The search theme, whose `postBuild` goes on to take the word positions out of the
 * index it has written. Docusaurus reads the same keys of the module as before.
 * @param {import('@docusaurus/types').PluginModule} module
 * @param {(line: string) => void} [log]
 * @returns {import('@docusaurus/types').PluginModule}
 */
export function withCompactIndex(module, log = console.log) {
  /** @type {import('@docusaurus/types').PluginModule} */
  const wrapped = async (context, options) => {
    const plugin = /** @type {import('@docusaurus/types').Plugin} */ (await module(context, options));
    const own = plugin.postBuild?.bind(plugin);
    return {
      ...plugin,
      async postBuild(props) {
        await own?.(props);
        log(await compactSearchIndex(props.outDir));
      },
    };
  };
  for (const key of /** @type {const} */ (['validateOptions', 'validateThemeConfig', 'getSwizzleComponentList'])) {
    if (module[key]) Object.assign(wrapped, {[key]: module[key]});
  }
  return wrapped;
}

/** @type {import('@docusaurus/types').PluginModule} */
export default function searchHitsPlugin() {
  return {
    name: 'search-hits',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        resolve: {
          alias: {
            [`${templateModule}$`]: path.join(here, 'suggestion.mjs'),
            [`${sortModule}$`]: path.join(here, 'sort-results.mjs'),
          },
        },
      };
    },
  };
}
