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
 */
import path from 'node:path';
import {createRequire} from 'node:module';
import {fileURLToPath} from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);

/** The search bar's template module, as its importer asks for it (no extension). */
export const templateModule = path.join(
  path.dirname(require.resolve('@easyops-cn/docusaurus-search-local/package.json')),
  'dist/client/client/theme/SearchBar/SuggestionTemplate',
);

/** @type {import('@docusaurus/types').PluginModule} */
export default function searchHitsPlugin() {
  return {
    name: 'search-hits',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {resolve: {alias: {[`${templateModule}$`]: path.join(here, 'suggestion.mjs')}}};
    },
  };
}
