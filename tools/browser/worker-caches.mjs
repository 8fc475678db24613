/**
 * What the site's service worker (src/service-worker/sw.js) keeps, read in a
 * page of the site: each of its caches with the paths it holds and the size of
 * their bodies as stored. Used by tests/browser/offline.spec.ts,
 * tests/browser/offline-deploy.spec.ts and the benchmark (scripts/bench.mjs).
 *
 * Reading a cache's entries needs `caches.open`, which creates a cache that is
 * not there: one the worker deleted after `caches.keys()` listed it would come
 * back, empty, and look like a cache the worker left. So a cache is opened only
 * when `caches.has` still finds it, and a test that waits for caches to go
 * polls their names (workerCacheNames), which opens none.
 */

/**
 * The names of the caches, sorted.
 * @param {import('@playwright/test').Page} page
 * @returns {Promise<string[]>}
 */
export const workerCacheNames = (page) => page.evaluate(async () => (await caches.keys()).sort());

/**
 * @param {import('@playwright/test').Page} page
 * @returns {Promise<{name: string, paths: string[], bytes: number}[]>}
 */
export function workerCaches(page) {
  return page.evaluate(async () => {
    const out = [];
    for (const name of await caches.keys()) {
      if (!(await caches.has(name))) continue;
      const cache = await caches.open(name);
      let bytes = 0;
      const paths = [];
      for (const request of await cache.keys()) {
        paths.push(new URL(request.url).pathname);
        bytes += (await (await cache.match(request)).blob()).size;
      }
      out.push({name, paths: paths.sort(), bytes});
    }
    return out;
  });
}

/**
 * The cache of one kind among `list`, if there is one.
 * @param {{name: string, paths: string[], bytes: number}[]} list
 * @param {'pages' | 'files'} kind
 */
export const cacheOf = (list, kind) => list.find((cache) => cache.name.startsWith(`nodemod-${kind}-`));
