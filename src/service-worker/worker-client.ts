/**
 * What src/service-worker/register.ts does once the page has loaded, on a chunk
 * of its own (the first page's scripts do not wait for it): registering the
 * worker, sending it the pages it does not see, and asking it to refresh what it
 * keeps. See register.ts for why each is done.
 */
import siteConfig from '@generated/docusaurus.config';
import {pageKey, saveUnsent, unsentPages, SENDS, type Unsent} from './unsent';

/** Sends `page` (this page's address when it was shown) to the worker once it is active. */
export function keepThisPage(page = location.href): void {
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

/** Registers the worker and sends it this tab's pages it has not seen. */
export function register(): void {
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
