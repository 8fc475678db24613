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
 * paint; the code that does (./worker-client.ts) is fetched then too, so it is
 * not among the scripts the first page waits for.
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
import {noteUnsent} from './unsent';

const hasWorkers = typeof navigator !== 'undefined' && 'serviceWorker' in navigator;
const supported = process.env.NODE_ENV === 'production' && hasWorkers;

/**
 * The code that registers the worker and talks to it, fetched once the page has loaded
 * (offline, from what the worker keeps; a reader with neither gets no worker and reads on).
 */
const workerClient = (use: (client: typeof import('./worker-client')) => void) =>
  void import('./worker-client').then(use, () => undefined);

if (supported) {
  // Noted at once: the reader may leave before the page has loaded.
  if (!navigator.serviceWorker.controller) noteUnsent(location.href);
  const register = () => workerClient((client) => client.register());
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
    if (supported && previousLocation && next.pathname !== previousLocation.pathname) {
      const page = location.href;
      workerClient((client) => client.keepThisPage(page));
    }
  },
};
export const {onRouteDidUpdate} = clientModule;
