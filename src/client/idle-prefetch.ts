/**
 * Prefetches the pages a page links to when the browser is idle, each of their
 * chunks once. A client module (docusaurus.config.ts, `clientModules`).
 *
 * Docusaurus's `Link` asks `window.docusaurus.prefetch` for the chunks of a page
 * as soon as its link comes into view, and the static islands ask it for theirs
 * (src/components/StaticIsland). In @docusaurus/core 3.8.1
 * (lib/client/docusaurus.js) each call compares every route's chunk names with
 * the page's routes (some 350 on this site) and adds a `<link rel="prefetch">`
 * for each of their chunks, also those another call has added: the Engine page
 * added 381 links for 35 chunks. The links of the sidebar, the navbar and the
 * article come into view together right after the page hydrates, so those calls
 * ran in the tasks that follow it: with a processor four times slower they more
 * than doubled the time the main thread was blocked.
 *
 * Here `prefetch` queues the page (src/lib/idle-queue.mjs) and the queue is worked
 * through in slices of the browser's idle time; the chunk names of each route are
 * gathered once, and each chunk is prefetched once. Like Docusaurus's, it does
 * nothing on a slow or data-saving connection. `preload` (a link pointed at or
 * touched) is Docusaurus's own: the reader is about to go.
 *
 * Docusaurus assigns `window.docusaurus` when its client entry runs, after the
 * client modules have loaded; the property is defined here so that what it
 * assigns is kept with this `prefetch`.
 */
import routes from '@generated/routes';
import routesChunkNames from '@generated/routesChunkNames';
import {matchPath} from '@docusaurus/router';
import {idleQueue, whenIdle} from '@site/src/lib/idle-queue.mjs';

type Docusaurus = {prefetch: (path: string) => false | Promise<unknown>; preload: (path: string) => unknown};
// Docusaurus writes every route's path as one string (`@generated/routes`).
type Route = {path?: string; exact?: boolean; strict?: boolean; routes?: Route[]};

/** A chunk's URL, from the bundler's runtime (Docusaurus adds `gca` to it for its own prefetch). */
declare const __webpack_require__: {gca?: (chunkName: string) => string | undefined};

/** The routes a path renders, outermost first: at each level the first that matches, as the router picks it. */
function routesOf(path: string, candidates: readonly Route[] = routes as readonly Route[]): Route[] {
  for (const route of candidates) {
    if (route.path === undefined || matchPath(path, route)) {
      return [route, ...routesOf(path, route.routes ?? [])];
    }
  }
  return [];
}

/** Every string in a route's tree of chunk names. */
const chunkNamesIn = (tree: unknown): string[] =>
  typeof tree === 'string' ? [tree] : tree && typeof tree === 'object' ? Object.values(tree).flatMap(chunkNamesIn) : [];

let chunksByRoute: Map<string, string[]> | undefined;

/** The chunk names of a route path (its keys are the path and a hash: `/docs/installation-3b8`). */
function chunkNamesOf(routePath: string): string[] {
  if (!chunksByRoute) {
    chunksByRoute = new Map();
    for (const [key, tree] of Object.entries(routesChunkNames)) {
      const path = key.replace(/-[^-]+$/, '');
      chunksByRoute.set(path, [...(chunksByRoute.get(path) ?? []), ...chunkNamesIn(tree)]);
    }
  }
  return chunksByRoute.get(routePath) ?? [];
}

const slowConnection = () => {
  const connection = (navigator as {connection?: {effectiveType?: string; saveData?: boolean}}).connection;
  return Boolean(connection?.effectiveType?.includes('2g') || connection?.saveData);
};

const prefetchedChunks = new Set<string>();

/** Adds a `<link rel="prefetch">` for each chunk of the page's routes not prefetched yet. */
function prefetchPage(path: string): void {
  for (const route of routesOf(path)) {
    for (const chunk of route.path === undefined ? [] : chunkNamesOf(route.path)) {
      const url = __webpack_require__.gca?.(chunk);
      if (!url || url.includes('undefined') || prefetchedChunks.has(url)) continue;
      prefetchedChunks.add(url);
      const link = document.createElement('link');
      link.rel = 'prefetch';
      link.href = url;
      document.head.appendChild(link);
    }
  }
}

const requested = new Set<string>();
const queuePage = idleQueue(prefetchPage, (work) => whenIdle(work));

/** `docusaurus` with this `prefetch`. */
function withIdlePrefetch(docusaurus: Docusaurus): Docusaurus {
  return Object.freeze({
    ...docusaurus,
    prefetch(path: string) {
      if (requested.has(path) || slowConnection()) return false as const;
      requested.add(path);
      queuePage(path);
      return false as const;
    },
  });
}

if (typeof window !== 'undefined') {
  let current: Docusaurus | undefined;
  Object.defineProperty(window, 'docusaurus', {
    configurable: true,
    get: () => current,
    set: (value: Docusaurus) => {
      current = value && withIdlePrefetch(value);
    },
  });
}
