/**
 * Registers the site's service worker (src/service-worker/sw.js, built to
 * `sw.js` at the site's root by deploy/service-worker.mjs), which keeps the
 * pages a reader opens readable offline. A client module (docusaurus.config.ts,
 * `clientModules`): it runs once when the site's bundle starts, and its
 * `onRouteDidUpdate` after each move to another page inside the site.
 *
 * Only production builds register it: `docusaurus start` serves no `sw.js`, and
 * removes a worker left on its address by a production build.
 * It registers after the page has loaded, so it takes nothing from the first
 * paint.
 *
 * The worker sees the pages loaded by address. Two kinds of page it does not
 * see, so they are sent to it to be kept: the first page, loaded before the
 * worker it registers controls it, and the pages reached by a link inside the
 * site, which the browser never requests as pages (only their bundles). The
 * message carries the page's address and, from a page the worker does not
 * control, the site's files the browser has loaded; the worker keeps what it
 * has not kept yet. A first page the reader leaves before the worker is active
 * cannot send its message: the next page sends it (noteUnsent, sendUnsent).
 */
import type {ClientModule} from '@docusaurus/types';
import siteConfig from '@generated/docusaurus.config';

const hasWorkers = typeof navigator !== 'undefined' && 'serviceWorker' in navigator;
const supported = process.env.NODE_ENV === 'production' && hasWorkers;

/** Sends `page` (this page's address when it was shown) to the worker once it is active. */
function keepThisPage(page = location.href): void {
  navigator.serviceWorker.ready
    .then((registration) => {
      // A page the worker controls had its files pass through it already.
      const files = navigator.serviceWorker.controller
        ? []
        : performance
            .getEntriesByType('resource')
            .map((entry) => entry.name)
            .filter((name) => name.startsWith(`${location.origin}${siteConfig.baseUrl}`));
      registration.active?.postMessage({type: 'keep', page, files});
    })
    .catch(() => undefined);
}

/**
 * Lets the active worker start, in the background, bringing the pages kept by an
 * earlier build to the current one (it does on its first request too; a page may
 * make none for a while).
 */
function askForRefresh(): void {
  navigator.serviceWorker.controller?.postMessage({type: 'refresh'});
}

/**
 * The pages of this tab loaded before the worker controlled them, whose own
 * message may not have arrived (the reader left them before the worker was
 * active, or while it was sent), in sessionStorage until a later page finds
 * them kept: each with the number of times a page sent it.
 */
const UNSENT = 'nodemod-unsent-pages';
/** How many times a page is sent before it is given up (one the site cannot serve is never kept). */
const SENDS = 3;

type Unsent = {page: string; sent: number};

function unsentPages(): Unsent[] {
  try {
    const list: unknown = JSON.parse(sessionStorage.getItem(UNSENT) ?? '[]');
    return Array.isArray(list)
      ? list.filter((item): item is Unsent => typeof item?.page === 'string' && typeof item?.sent === 'number')
      : [];
  } catch {
    return [];
  }
}

function saveUnsent(list: Unsent[]): void {
  try {
    if (list.length === 0) sessionStorage.removeItem(UNSENT);
    else sessionStorage.setItem(UNSENT, JSON.stringify(list.slice(-20)));
  } catch {
    // No session storage (a policy, a full quota): only a page's own message keeps it.
  }
}

function noteUnsent(page: string): void {
  const list = unsentPages();
  if (!list.some((item) => item.page === page)) saveUnsent([...list, {page, sent: 0}]);
}

/** A page's key in the worker's caches (src/service-worker/sw.js, pageKey). */
function pageKey(page: string): string {
  const {origin, pathname} = new URL(page);
  return origin + (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
}

/**
 * Sends the pages noted by `noteUnsent` that the worker has not kept yet, once
 * it is active; `own` (this page, when its own message carries its files) is
 * counted as sent but not sent again.
 */
function sendUnsent(own?: string): void {
  navigator.serviceWorker.ready
    .then(async (registration) => {
      const left: Unsent[] = [];
      for (const item of unsentPages()) {
        if (item.sent >= SENDS || (await caches.match(pageKey(item.page)))) continue;
        if (item.page !== own) registration.active?.postMessage({type: 'keep', page: item.page, files: []});
        left.push({page: item.page, sent: item.sent + 1});
      }
      saveUnsent(left);
    })
    .catch(() => undefined);
}

function register(): void {
  // The reader may have followed a link by the time the worker is active.
  const first = location.href;
  const controlled = Boolean(navigator.serviceWorker.controller);
  // The pages of a long visit load more files than the browser's default 250 timing entries.
  performance.setResourceTimingBufferSize?.(2000);
  navigator.serviceWorker
    .register(`${siteConfig.baseUrl}sw.js`, {scope: siteConfig.baseUrl})
    .then(() => {
      if (!controlled) keepThisPage(first);
      else askForRefresh();
      sendUnsent(controlled ? undefined : first);
      // A new deployment's worker takes over this page: it refreshes what is kept.
      navigator.serviceWorker.addEventListener('controllerchange', askForRefresh);
    })
    // A browser that refuses service workers (private mode, a policy) just reads online.
    .catch(() => undefined);
}

if (supported) {
  // Noted at once: the reader may leave before the page has loaded.
  if (!navigator.serviceWorker.controller) noteUnsent(location.href);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, {once: true});
} else if (hasWorkers) {
  // `npm start` on an address where a production build ran before: that build's
  // worker would answer for the live preview (its bundles first from the cache).
  navigator.serviceWorker
    .getRegistrations()
    .then((registrations) => Promise.all(registrations.map((registration) => registration.unregister())))
    .catch(() => undefined);
}

const clientModule: ClientModule = {
  onRouteDidUpdate({location: next, previousLocation}) {
    if (supported && previousLocation && next.pathname !== previousLocation.pathname) keepThisPage(location.href);
  },
};
export const {onRouteDidUpdate} = clientModule;
