/**
 * How long browsers may keep each file of the site without asking again, one
 * rule for the servers written in JavaScript (deploy/serve.mjs, the tests'
 * deployment server, scripts/offline-deploy-cost.mjs); deploy/nginx/site.conf
 * says the same in nginx's terms, and tests/browser/nginx.spec.ts checks it.
 *
 * - A file under `/assets/` whose name carries a content hash (the bundles, the
 *   styles, the islands' HTML) never changes under that name: a year, immutable.
 * - The two entry files (`entryFiles`, plugins/entry-files), whose names carry
 *   no hash so that a page's HTML names the same files from one build to the
 *   next: revalidated before each use (`no-cache`, with the server's ETag).
 * - Pages and every other file: revalidated before each use too.
 */

/** The bundles every page loads by a name without a hash, relative to the site's base. */
export const entryFiles = ['assets/js/runtime~main.js', 'assets/js/main.js'];

/** A path under the site's base (`/assets/js/main.js`) is one of the entry files. */
export const isEntryFile = (/** @type {string} */ pathname) => entryFiles.includes(pathname.replace(/^\/+/, ''));

export const immutable = 'public, max-age=31536000, immutable';
export const revalidate = 'no-cache';

/**
 * The `Cache-Control` value for a path the site serves (from its base, with the leading `/`).
 * @param {string} pathname
 */
export function cacheControl(pathname) {
  return pathname.startsWith('/assets/') && !isEntryFile(pathname) ? immutable : revalidate;
}
