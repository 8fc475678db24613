/**
 * The search worker's last step before it returns a search's results, in place of the
 * plugin's own (its worker imports `sortSearchResults` by a relative path; index.mjs
 * points that import here): the results get the places of their matched words
 * (positions.mjs), which the index no longer stores, then the plugin's own sort.
 */
// Asked for with its extension, so that the alias (keyed on the request without one)
// does not bring the import back to this module.
import {sortSearchResults as sortByPage} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/sortSearchResults.js';
import {fillPositions} from './positions.mjs';

/** @param {any[]} results */
export function sortSearchResults(results) {
  fillPositions(results);
  sortByPage(results);
}
