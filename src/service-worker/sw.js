/**
 * The site's service worker: pages a reader has opened stay readable offline.
 *
 * deploy/service-worker.mjs copies this file to `build/sw.js` after each build,
 * with BUILD set to a hash of the build's files, so every deployment that
 * changes the site is a new service worker (src/service-worker/register.ts
 * registers it).
 *
 * - Pages (navigations): the network first, so a reader online always gets the
 *   deployed page; each page that loads is kept, and served from the cache
 *   when the network fails. A page never read gets a short offline notice that
 *   lists the pages that are kept.
 * - `/assets/` (bundles and styles with a content hash in their name): the
 *   cache first; kept as they are fetched, so moving between kept pages works
 *   offline too.
 * - Any other file of the site (Markdown twins, images, the search index):
 *   the network first, kept when fetched, the kept copy when offline.
 *
 * Nothing is fetched that the reader did not open, except the files a kept
 * page needs to load (its bundles and styles, found in its HTML), unless the
 * reader chooses "Save the docs for offline use" (saveDocs).
 *
 * A new deployment: the new worker takes over at once (skipWaiting). On
 * activation it fetches the deployed version of every page the old caches
 * kept (with that page's bundles), then deletes the old caches, so no
 * outdated page or bundle stays behind. Pages already open are not claimed:
 * they keep their own version until they load again. The first page a reader
 * opens is not controlled by the worker it registers; it sends a message so
 * that it is kept as well (see the `message` listener).
 */

const BUILD = '%BUILD%';
const PREFIX = 'nodemod-';
const PAGES = `${PREFIX}pages-${BUILD}`;
const FILES = `${PREFIX}files-${BUILD}`;
/** The site's base path, from where this worker is served (`/sw.js` -> `/`). */
const BASE = new URL('./', self.location.href).pathname;

/** A page's cache key: its path, without query or hash, `/x/` and `/x` alike. */
function pageKey(url) {
  const {origin, pathname} = new URL(url);
  return origin + (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
}

const isHtml = (response) => (response.headers.get('Content-Type') || '').startsWith('text/html');

/** The site's bundles, styles and images a page's HTML loads (attributes quoted or not). */
function filesOf(html, base) {
  const urls = new Set();
  for (const match of html.matchAll(/\s(?:href|src)=(?:"([^"]*)"|([^\s>"']+))/g)) {
    const url = new URL(match[1] ?? match[2], base);
    if (isSiteFile(url)) urls.add(url.origin + url.pathname);
  }
  return [...urls];
}

/** Whether a URL is one of the site's bundles, styles or images. */
const isSiteFile = (url) =>
  url.origin === self.location.origin &&
  url.pathname.startsWith(BASE) &&
  /^(assets|img)\//.test(url.pathname.slice(BASE.length));

/** Keeps the files of the site among `urls` that are not kept yet. */
async function keepFiles(urls) {
  const files = await caches.open(FILES);
  await Promise.all(
    urls.map(async (file) => {
      if (await files.match(file, {ignoreVary: true})) return;
      const fetched = await fetch(file).catch(() => null);
      if (fetched?.ok) await files.put(file, fetched);
    }),
  );
}

/** Keeps a page's response and fetches what it needs to load that is not kept yet. */
async function keepPage(url, response) {
  if (!response.ok || !isHtml(response)) return;
  const html = await response.clone().text();
  await (await caches.open(PAGES)).put(pageKey(url), response);
  await keepFiles(filesOf(html, url));
}

/** Fetches a page and keeps it, with its files; a page that cannot be fetched is skipped. */
async function fetchAndKeep(url, init) {
  const response = await fetch(url, init).catch(() => null);
  if (response) await keepPage(url, response);
}

/** The notice for a page that is not kept, while offline. */
async function offlineNotice(url) {
  const kept = (await (await caches.open(PAGES)).keys()).map((request) => new URL(request.url).pathname).sort();
  const escape = (text) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  const list = kept.map((path) => `<li><a href="${escape(path)}">${escape(path)}</a></li>`).join('');
  const body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Offline | NodeMod</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;color:#1c1e21;background:#fff}a{color:#1f6f43}</style></head>
<body><main><h1>You are offline</h1><p>${escape(new URL(url).pathname)} has not been opened on this device yet, so it is not saved for offline reading. It opens again when the network is back.</p>
${kept.length ? `<h2>Pages you can read offline</h2><ul>${list}</ul>` : '<p>No page is saved yet: the pages you open while online stay readable offline.</p>'}</main></body></html>`;
  return new Response(body, {
    status: 503,
    headers: {'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store'},
  });
}

async function navigate(event) {
  const {request} = event;
  try {
    const response = await fetch(request);
    if (response.ok && isHtml(response)) event.waitUntil(keepPage(request.url, response.clone()));
    else if (response.ok) {
      const copy = response.clone();
      event.waitUntil(caches.open(FILES).then((files) => files.put(request.url, copy)));
    }
    return response;
  } catch {
    const kept =
      (await caches.match(pageKey(request.url), {cacheName: PAGES})) ??
      (await caches.match(request.url, {cacheName: FILES, ignoreSearch: true, ignoreVary: true}));
    return kept ?? offlineNotice(request.url);
  }
}

async function cacheFirst(request) {
  const kept = await caches.match(request, {cacheName: FILES, ignoreVary: true});
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) {
    const copy = response.clone();
    await (await caches.open(FILES)).put(request, copy);
  }
  return response;
}

async function networkFirst(event) {
  const {request} = event;
  try {
    const response = await fetch(request);
    if (response.ok) {
      const copy = response.clone();
      event.waitUntil(caches.open(FILES).then((files) => files.put(request, copy)));
    }
    return response;
  } catch (error) {
    // The query is left out: the search index is asked for with a version
    // (`search-index.json?_=…`), and kept without one when the docs are saved.
    const kept = await caches.match(request, {cacheName: FILES, ignoreVary: true, ignoreSearch: true});
    if (kept) return kept;
    throw error;
  }
}

/** Runs `task` on each item, four at a time; a failed item is skipped. */
async function eachLimited(items, task) {
  const queue = [...items];
  const worker = async () => {
    while (queue.length) await task(queue.shift()).catch(() => undefined);
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
}

/** The list of what "Save the docs for offline use" keeps, written by deploy/service-worker.mjs. */
const OFFLINE_LIST = `${self.location.origin}${BASE}offline.json`;

/**
 * "Save the docs for offline use", the reader's explicit choice
 * (src/components/PageActions): every docs page, every bundle and style of the
 * site (a page's own bundles are named in the runtime, not in its HTML), and
 * the search index. Pages already kept are not fetched again. The list itself is kept as
 * the mark of that choice, so that the next deployment saves the docs again.
 * `report` gets the progress: `{done, total}`.
 */
async function saveDocs(report) {
  const response = await fetch(OFFLINE_LIST, {cache: 'no-cache'});
  if (!response.ok) throw new Error(`${OFFLINE_LIST}: ${response.status}`);
  const list = await response.clone().json();
  const files = list.files.map((file) => new URL(file, OFFLINE_LIST).href);
  const pages = list.pages.map((page) => new URL(page, OFFLINE_LIST).href);
  const total = files.length + pages.length;
  let done = 0;
  const step = () => {
    done += 1;
    if (done % 10 === 0 || done === total) report({done, total});
  };
  await eachLimited(files, async (file) => {
    await keepFiles([file]);
    step();
  });
  const kept = await caches.open(PAGES);
  await eachLimited(pages, async (page) => {
    if (!(await kept.match(pageKey(page)))) await fetchAndKeep(page);
    step();
  });
  await (await caches.open(FILES)).put(OFFLINE_LIST, response);
  const saved = (await kept.keys()).map((request) => request.url);
  return pages.filter((page) => saved.includes(pageKey(page))).length;
}

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const old = (await caches.keys()).filter((name) => name.startsWith(PREFIX) && name !== PAGES && name !== FILES);
      // The pages the old caches kept: each is fetched again as deployed now.
      const urls = new Set();
      for (const name of old.filter((n) => n.startsWith(`${PREFIX}pages-`)))
        for (const request of await (await caches.open(name)).keys()) urls.add(request.url);
      await eachLimited(urls, (url) => fetchAndKeep(url, {cache: 'no-cache'}));
      // A reader who saved the docs gets the deployed docs saved.
      if (await caches.match(OFFLINE_LIST)) await saveDocs(() => undefined).catch(() => undefined);
      await Promise.all(old.map((name) => caches.delete(name)));
    })(),
  );
});

// A page loaded before this worker controlled it (the first page a reader opens)
// sends its address and the files it loaded (src/service-worker/register.ts), so
// that it is kept like the pages opened later.
self.addEventListener('message', (event) => {
  const {data} = event;
  if (data?.type === 'save-docs') {
    const reply = (message) => event.source?.postMessage(message);
    event.waitUntil(
      saveDocs((progress) => reply({type: 'save-progress', ...progress})).then(
        (pages) => reply({type: 'save-done', pages}),
        () => reply({type: 'save-failed'}),
      ),
    );
    return;
  }
  if (data?.type !== 'keep' || typeof data.page !== 'string') return;
  const page = new URL(data.page, self.location.href);
  if (page.origin !== self.location.origin) return;
  const files = (Array.isArray(data.files) ? data.files : [])
    .map((file) => new URL(String(file), self.location.href))
    .filter(isSiteFile)
    .map((url) => url.origin + url.pathname);
  event.waitUntil(fetchAndKeep(page.href).then(() => keepFiles(files)));
});

self.addEventListener('fetch', (event) => {
  const {request} = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || !url.pathname.startsWith(BASE)) return;
  if (request.mode === 'navigate') event.respondWith(navigate(event));
  else if (url.pathname.startsWith(`${BASE}assets/`)) event.respondWith(cacheFirst(request));
  else if (url.pathname !== `${BASE}sw.js`) event.respondWith(networkFirst(event));
});
