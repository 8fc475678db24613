/**
 * The site's service worker: pages a reader has opened stay readable offline.
 *
 * deploy/service-worker.mjs copies this file to `build/sw.js` after each build,
 * with BUILD set to a hash of the build's files, so every deployment that
 * changes the site is a new service worker (src/service-worker/register.ts
 * registers it), and writes `offline.json`, the build's manifest: the docs
 * pages and files "Save the docs for offline use" downloads, and a revision (a
 * hash of the content) of every file of the site, pages by their path.
 *
 * - Pages (navigations): the network first, so a reader online always gets the
 *   deployed page; each page that loads is kept. When the network fails, or
 *   has not answered within NAVIGATION_TIMEOUT (UPDATE_NAVIGATION_TIMEOUT while
 *   the refresh after a deployment runs), a kept copy is served, with a
 *   line at its top that says it is a kept copy and from when. A page never
 *   read gets a short offline notice that lists the pages that are kept.
 * - `/assets/` (bundles and styles with a content hash in their name): the
 *   cache first, any build's cache; kept as they are fetched. A page's module
 *   is kept with the file of its islands' HTML that it names (storeScript).
 * - The two entry bundles, `assets/js/main.js` and `assets/js/runtime~main.js`,
 *   whose names carry no hash (plugins/entry-files): for a page answered with a
 *   kept copy, the bundles kept with that copy's build (keptCopyFiles); for one
 *   the network answered, the network first, asked to revalidate, so the page
 *   gets the bundles of the build that served it, and this build's kept copy
 *   when the network fails or is slow (ENTRY_TIMEOUT). A copy is kept only when
 *   its content is this build's (its revision in the manifest).
 * - Any other file of the site (Markdown twins, images, the search index):
 *   the network first, kept when fetched, the kept copy when offline.
 *
 * Nothing is fetched that the reader did not open, except the files a kept
 * page needs to load (its bundles and styles, found in its HTML), unless the
 * reader chooses "Save the docs for offline use" (saveDocs).
 *
 * A new deployment. The new worker takes over at once (skipWaiting), and its
 * activation fetches nothing: while a worker activates the browser holds the
 * requests of the pages it will control. It notes which pages are open (they
 * were loaded from an earlier build). Then, on the first request or message it
 * handles, it refreshes what the earlier build's caches kept, in the
 * background (refresh): a page or file whose revision did not change is copied
 * from the earlier cache without the network; one that changed is fetched; a
 * reader who saved the docs gets the deployed docs saved the same way. The
 * refresh takes two items at a time, and waits while a request of the reader's
 * own is being answered (readerIdle), so it never holds up the page being read.
 * No await on the way to a page's answer waits unbounded for a cache (within):
 * a lookup that is slow counts as a miss. The
 * earlier build's pages are deleted only once every kept page was refreshed (a
 * failed fetch leaves the earlier copy, served offline, and is tried again on
 * a later request); its files only once no page it served is still open, so a
 * tab open across the deployment still finds its build's bundles offline.
 *
 * The first page a reader opens is not controlled by the worker it registers;
 * it sends a message so that it is kept as well (see the `message` listener).
 */

const BUILD = '%BUILD%';
const PREFIX = 'nodemod-';
const PAGES = `${PREFIX}pages-${BUILD}`;
const FILES = `${PREFIX}files-${BUILD}`;
/** The site's base path, from where this worker is served (`/sw.js` -> `/`). */
const BASE = new URL('./', self.location.href).pathname;
/** The build's manifest (deploy/service-worker.mjs), kept in FILES with the build. */
const MANIFEST = `${self.location.origin}${BASE}offline.json`;
/** The mark of a reader's choice to save the docs, kept in FILES. */
const SAVED = `${self.location.origin}${BASE}offline.json?saved`;
/** The pages open when this worker activated, kept in FILES. */
const OPEN_BEFORE = `${self.location.origin}${BASE}offline.json?open-before`;
/** How long a navigation waits for the network before a kept copy answers. */
const NAVIGATION_TIMEOUT = 3000;
/** The same while the refresh after a deployment runs (refresh): its requests share the connection. */
const UPDATE_NAVIGATION_TIMEOUT = 500;
/** How long an entry bundle waits for the network before this build's kept copy answers. */
const ENTRY_TIMEOUT = 1000;
/** The longest a request of the reader's waits on one cache lookup or read before doing without it. */
const LOOKUP_TIMEOUT = 300;

/** What orLate gives for a promise that has not settled in time. */
const LATE = Symbol('late');

/** `promise`, or LATE when it has not settled within `ms`; a rejection passes through. */
function orLate(promise, ms) {
  let timer;
  const late = new Promise((resolve) => {
    timer = setTimeout(resolve, ms, LATE);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/**
 * `promise`, or `fallback` when it has not settled within `ms` (or rejects): for the
 * awaits on the way to an answer to the reader, which must not wait on a busy cache.
 */
const within = (promise, ms, fallback) =>
  orLate(
    promise.catch(() => fallback),
    ms,
  ).then((value) => (value === LATE ? fallback : value));

/** How many requests of the reader's are being answered (navigations, bundles, files). */
let readerRequests = 0;

/** Counts a request of the reader's while `answer` runs. */
function forReader(answer) {
  readerRequests += 1;
  return answer.finally(() => {
    readerRequests -= 1;
  });
}

/**
 * Resolves once no request of the reader's is being answered, or after 2 s: the
 * background work (refresh, saving the docs) takes its next item only then.
 */
async function readerIdle() {
  for (let waited = 0; readerRequests > 0 && waited < 2000; waited += 50)
    await new Promise((resolve) => setTimeout(resolve, 50));
}

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

/**
 * The builds whose workers installed on this device, in the order they did
 * (kept in the META cache): a worker treats as earlier only the caches of the
 * builds before its own, and leaves those of a later build alone (a newer
 * worker may be installing while this one still serves).
 */
const META = `${PREFIX}meta`;
const BUILDS = `${self.location.origin}${BASE}offline.json?builds`;

async function installedBuilds() {
  const kept = await caches.match(BUILDS, {cacheName: META});
  return kept ? kept.json() : [];
}

/** The names of the site's caches, read once and updated as this worker deletes some. */
let cacheNames;
/** The caches of earlier builds, of one kind. */
async function earlierCaches(kind) {
  cacheNames ??= caches.keys();
  const builds = await installedBuilds();
  const mine = builds.indexOf(BUILD);
  const earlier = (name) => {
    const at = builds.indexOf(name.slice(`${PREFIX}${kind}-`.length));
    // A cache of a build not listed comes from before the list was kept.
    return at === -1 || (mine !== -1 && at < mine);
  };
  return (await cacheNames).filter((name) => name.startsWith(`${PREFIX}${kind}-`) && earlier(name));
}

/**
 * The requests a cache holds; none when it is gone (`caches.open` would make it
 * again, empty, and an earlier build's cache would then seem to remain).
 */
async function keysOf(name) {
  return (await caches.has(name)) ? (await caches.open(name)).keys() : [];
}

/** Deletes caches of earlier builds. */
async function deleteCaches(names) {
  await Promise.all(names.map((name) => caches.delete(name)));
  cacheNames = undefined;
}

/** Lists this build after those installed before it. */
async function noteInstalled() {
  const builds = (await installedBuilds()).filter((build) => build !== BUILD);
  await (await caches.open(META)).put(BUILDS, new Response(JSON.stringify([...builds, BUILD])));
  cacheNames = undefined;
}

/** The files this worker has kept or found kept, so that each is looked up once. */
const filesKept = new Set();

/** Revisions of this build and of the earlier builds whose caches remain, by path. */
let revisionsPromise;
function revisions() {
  revisionsPromise ??= (async () => {
    const read = async (cacheName) => {
      const response = await caches.match(MANIFEST, {cacheName});
      return response ? ((await response.json()).revisions ?? {}) : {};
    };
    let current = await read(FILES);
    if (Object.keys(current).length === 0) {
      const response = await fetch(MANIFEST, {cache: 'no-cache'});
      if (!response.ok) throw new Error(`${MANIFEST}: ${response.status}`);
      await store(FILES, MANIFEST, response.clone());
      current = (await response.json()).revisions ?? {};
    }
    const earlier = new Map();
    for (const name of await earlierCaches('files')) earlier.set(name, await read(name));
    return {current, earlier};
  })().catch((error) => {
    revisionsPromise = undefined;
    throw error;
  });
  return revisionsPromise;
}

/** The path of a URL relative to the site's base, as the manifest names it (`/` for the base). */
const manifestPath = (url) => '/' + new URL(url).pathname.slice(BASE.length).replace(/\/+$/, '');

/**
 * The copy of `url` an earlier build kept, when its revision is this build's:
 * the same content, so no need for the network. `kind` is 'pages' or 'files'.
 */
async function unchangedCopy(url, key, kind) {
  const {current, earlier} = await revisions().catch(() => ({current: {}, earlier: new Map()}));
  const revision = current[manifestPath(url)];
  if (!revision) return undefined;
  for (const name of await earlierCaches(kind)) {
    const filesName = kind === 'files' ? name : name.replace(`${PREFIX}pages-`, `${PREFIX}files-`);
    if (earlier.get(filesName)?.[manifestPath(url)] !== revision) continue;
    const copy = await caches.match(key, {cacheName: name, ignoreVary: true});
    if (copy) return copy;
  }
  return undefined;
}

/**
 * How many times "Remove saved docs" has run. A keeping that began before the last
 * removal (a request in flight when the reader clicked) stores nothing after it: what
 * was read before the removal is not kept, and no cache comes back, empty or not.
 */
let removals = 0;

/** Whether what began when `removals` was `since` may still be kept. */
const stillKeeping = (since) => since === removals;

/** The writes into the caches under way, which a removal lets finish before it deletes. */
const writes = new Set();

/**
 * Puts a response into one of this build's caches, unless a removal came since the
 * keeping began. Every write of kept pages and files goes through here: a cache deleted
 * while a write into it runs can stay behind, empty, so a removal waits for them.
 */
function store(cacheName, key, response, since = removals) {
  if (!stillKeeping(since)) return Promise.resolve();
  const write = caches.open(cacheName).then((cache) => cache.put(key, response));
  writes.add(write);
  return write.finally(() => writes.delete(write));
}

/**
 * Keeps a script of the site's bundles (FILES) and the files it names that a page
 * fetches when it shows: a page's module names the file of its islands' HTML, which
 * a move to the page in the browser fetches (plugins/static-islands). Kept with the
 * module, so the move works offline.
 */
async function storeScript(key, response, since = removals) {
  const script = response.clone();
  await store(FILES, key, response, since);
  await keepNamedFiles(script, since);
}

/** Keeps the island files a script's response names (islandFilesOf). */
async function keepNamedFiles(script, since = removals) {
  const files = islandFilesOf(await script.text());
  if (files.length) await keepFiles(files, since);
}

/**
 * The entry bundles, named without a hash (plugins/entry-files), relative to the base:
 * deploy/service-worker.mjs writes deploy/cache-policy.mjs's list here.
 */
const ENTRY_FILES = '%ENTRY_FILES%'.split(' ');

/** Whether a URL is one of the entry bundles. */
const isEntry = (url) => ENTRY_FILES.includes(new URL(url).pathname.slice(BASE.length));

/** The revision the manifest gives a body: the first 12 hex digits of its SHA-256 (deploy/service-worker.mjs). */
async function revisionOf(response) {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', await response.arrayBuffer()));
  return Array.from(digest.slice(0, 6), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Whether a response for an entry bundle is this build's: its name is the same in
 * every build, so what the network sends may be a later deployment's, which this
 * build's cache must not keep under its name.
 */
async function isThisBuilds(url, response) {
  const {current} = await revisions().catch(() => ({current: {}}));
  const revision = current[manifestPath(url)];
  return Boolean(revision) && revision === (await revisionOf(response.clone()));
}

/** Whether a URL is one of the site's scripts (`assets/js/`). */
const isScript = (url) => /^assets\/js\/[^/]+\.js$/.test(new URL(url).pathname.slice(BASE.length));

/** The files of island HTML a script names (`assets/islands/<hash>.json`), as URLs. */
function islandFilesOf(script) {
  const files = script.matchAll(/\bassets\/islands\/[0-9a-f]+\.json\b/g);
  return [...new Set(Array.from(files, ([file]) => `${self.location.origin}${BASE}${file}`))];
}

/**
 * Keeps the files of the site among `urls` that are not kept yet: unchanged ones from an
 * earlier build. It opens no cache to look (opening one makes it).
 */
async function keepFiles(urls, since = removals) {
  const missing = urls.filter((file) => !filesKept.has(file));
  await Promise.all(missing.map((file) => keepFileOnce(file, since)));
}

/** The keepings of files under way: a file two pages name at once is fetched once. */
const keeping = new Map();

/** Keeps one file (see keepFiles), or joins the keeping of it already under way since the same removal. */
function keepFileOnce(file, since) {
  const key = `${since} ${file}`;
  if (!keeping.has(key))
    keeping.set(
      key,
      keepFile(file, since).finally(() => keeping.delete(key)),
    );
  return keeping.get(key);
}

/** Keeps one file: an unchanged earlier copy, or the network's (an entry bundle only when it is this build's). */
async function keepFile(file, since) {
  if (filesKept.has(file) || !stillKeeping(since)) return;
  if (!(await caches.match(file, {cacheName: FILES, ignoreVary: true}))) {
    const copy =
      (await unchangedCopy(file, file, 'files')) ??
      (await fetch(file, isEntry(file) ? {cache: 'no-cache'} : undefined).catch(() => null));
    if (!copy?.ok || !stillKeeping(since)) return;
    if (isEntry(file) && !(await isThisBuilds(file, copy))) return;
    await (isScript(file) ? storeScript(file, copy, since) : store(FILES, file, copy, since));
  }
  filesKept.add(file);
}

/** Keeps a page's response and what it needs to load that is not kept yet. */
async function keepPage(url, response, since = removals) {
  if (!response.ok || !isHtml(response)) return;
  const html = await response.clone().text();
  await store(PAGES, pageKey(url), response, since);
  await keepFiles(filesOf(html, url), since);
}

/** Keeps a page of this build: an unchanged earlier copy, or the network's. Whether it is kept. */
async function fetchAndKeep(url, init, since = removals) {
  const copy = await unchangedCopy(url, pageKey(url), 'pages');
  if (copy) {
    await keepPage(url, copy, since);
    return true;
  }
  const response = await fetch(url, init).catch(() => null);
  if (!response?.ok) return false;
  await keepPage(url, response, since);
  return true;
}

/**
 * The kept copy of a page, from this build's cache or an earlier one (the latest
 * first), with the name of the files cache of the build it came from: the page's
 * entry bundles are that build's (entryFile).
 */
async function keptPage(url) {
  for (const name of [PAGES, ...(await earlierCaches('pages')).reverse()]) {
    const response = await caches.match(pageKey(url), {cacheName: name, ignoreVary: true});
    if (response) return {response, files: name.replace(`${PREFIX}pages-`, `${PREFIX}files-`)};
  }
  const response = await caches.match(url, {cacheName: FILES, ignoreSearch: true, ignoreVary: true});
  return response ? {response, files: FILES} : undefined;
}

/**
 * The files cache of the build each page answered with a kept copy came from, by
 * the page's client id: that page's entry bundles come from there, so a page and
 * its bundles are of one build. A page the network answered is not listed.
 */
const keptCopyFiles = new Map();

/** Notes where a navigation's kept copy came from (keptCopyFiles), keeping the last 50. */
function noteKeptCopy(event, files) {
  if (!event.resultingClientId) return;
  keptCopyFiles.set(event.resultingClientId, files);
  if (keptCopyFiles.size > 50) keptCopyFiles.delete(keptCopyFiles.keys().next().value);
}

const escapeHtml = (text) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A kept page, with a line at the top of its body that says it is a kept copy,
 * and from when (the date its server sent it). Outside the app's root element,
 * so the page hydrates as it was kept.
 */
async function asKeptCopy(response) {
  if (!isHtml(response)) return response;
  const sent = Date.parse(response.headers.get('Date') || '');
  const when = Number.isNaN(sent)
    ? ''
    : ` from ${new Date(sent).toLocaleString('en-GB', {dateStyle: 'medium', timeStyle: 'short'})}`;
  const notice =
    `<div class="nm-kept-copy" role="status">The network did not answer: this is the copy of the page ` +
    `kept on this device${escapeHtml(when)}.</div>`;
  const html = (await response.text()).replace(/<body[^>]*>/, (body) => body + notice);
  const headers = new Headers(response.headers);
  headers.delete('Content-Length');
  return new Response(html, {status: response.status, statusText: response.statusText, headers});
}

/** The paths of the pages kept, in this build's cache and the earlier builds'. */
async function keptPaths() {
  const kept = new Set();
  for (const name of [PAGES, ...(await earlierCaches('pages'))])
    for (const request of await keysOf(name)) kept.add(new URL(request.url).pathname);
  return kept;
}

/**
 * The notice for a page that is not kept, while offline, with the list of the pages
 * that are (`kept`; left out when it could not be read in time).
 */
function offlineNotice(url, kept) {
  const list = [...(kept ?? [])]
    .sort()
    .map((path) => `<li><a href="${escapeHtml(path)}">${escapeHtml(path)}</a></li>`)
    .join('');
  const saved = !kept
    ? ''
    : kept.size
      ? `<h2>Pages you can read offline</h2><ul>${list}</ul>`
      : '<p>No page is saved yet: the pages you open while online stay readable offline.</p>';
  const body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Offline | NodeMod</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;color:#1c1e21;background:#fff}a{color:#1f6f43}</style></head>
<body><main><h1>You are offline</h1><p>${escapeHtml(new URL(url).pathname)} has not been opened on this device yet, so it is not saved for offline reading. It opens again when the network is back.</p>
${saved}</main></body></html>`;
  return new Response(body, {
    status: 503,
    headers: {'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store'},
  });
}

/** Keeps what a navigation's network response brought. */
function keepNavigation(event, response, since) {
  if (response.ok && isHtml(response)) event.waitUntil(keepPage(event.request.url, response.clone(), since));
  else if (response.ok) event.waitUntil(store(FILES, event.request.url, response.clone(), since));
}

/** A kept page as the reader gets it (asKeptCopy), or as it was kept if marking it takes too long. */
const keptAnswer = (kept) => within(asKeptCopy(kept.clone()), LOOKUP_TIMEOUT, kept);

async function navigate(event) {
  const {request} = event;
  const since = removals;
  const network = fetch(request);
  // While the refresh after a deployment runs, its own requests share the reader's
  // connection: the kept copy answers sooner.
  const wait = updating ? UPDATE_NAVIGATION_TIMEOUT : NAVIGATION_TIMEOUT;
  try {
    // A network error rejects here, and the kept copy answers (catch, below).
    const first = await orLate(network, wait);
    if (first !== LATE) {
      keepNavigation(event, first, since);
      return first;
    }
    // A weak connection: the kept copy now, and the network's answer kept for the next time.
    const kept = await within(keptPage(request.url), LOOKUP_TIMEOUT, undefined);
    if (kept) {
      event.waitUntil(network.then((response) => keepNavigation(event, response, since)).catch(() => undefined));
      noteKeptCopy(event, kept.files);
      return keptAnswer(kept.response);
    }
    const response = await network;
    keepNavigation(event, response, since);
    return response;
  } catch {
    // No network: nothing else can answer, so the lookups may take longer before they give up.
    const kept = await within(keptPage(request.url), NAVIGATION_TIMEOUT, undefined);
    if (kept) {
      noteKeptCopy(event, kept.files);
      return keptAnswer(kept.response);
    }
    return offlineNotice(request.url, await within(keptPaths(), NAVIGATION_TIMEOUT, undefined));
  }
}

/**
 * An entry bundle (isEntry). For a page answered with a kept copy, the bundle kept
 * with that copy's build, at once. Otherwise the network first, revalidated, so that
 * the page gets the bundle of the build that served it; a copy is kept when it is
 * this build's. When the network fails or is slower than ENTRY_TIMEOUT, this build's
 * kept copy, or any build's when this one has none.
 */
async function entryFile(event) {
  const {request} = event;
  const files = keptCopyFiles.get(event.clientId);
  if (files) {
    const copy = await within(caches.match(request, {cacheName: files, ignoreVary: true}), LOOKUP_TIMEOUT, undefined);
    if (copy) return copy;
  }
  const since = removals;
  const network = fetch(request, {cache: 'no-cache'});
  const kept = async () =>
    (await within(caches.match(request, {cacheName: FILES, ignoreVary: true}), LOOKUP_TIMEOUT, undefined)) ??
    (await within(caches.match(request, {ignoreVary: true}), LOOKUP_TIMEOUT, undefined));
  const keep = (response) => {
    if (!response.ok) return;
    const copy = response.clone();
    event.waitUntil(
      isThisBuilds(request.url, copy.clone())
        .then((mine) => (mine ? storeScript(request.url, copy, since) : undefined))
        .catch(() => undefined),
    );
  };
  try {
    const first = await orLate(network, ENTRY_TIMEOUT);
    if (first !== LATE) {
      keep(first);
      return first;
    }
    const copy = await kept();
    if (copy) {
      event.waitUntil(network.then(keep).catch(() => undefined));
      return copy;
    }
    const response = await network;
    keep(response);
    return response;
  } catch (error) {
    const copy = await kept();
    if (copy) return copy;
    throw error;
  }
}

async function cacheFirst(event) {
  const {request} = event;
  // Any build's cache: a page loaded from an earlier build asks for that build's bundles.
  // A lookup that takes too long (the caches busy with a refresh) goes to the network.
  const kept =
    (await within(caches.match(request, {cacheName: FILES, ignoreVary: true}), LOOKUP_TIMEOUT, undefined)) ??
    (await within(caches.match(request, {ignoreVary: true}), LOOKUP_TIMEOUT, undefined));
  if (kept) return kept;
  const since = removals;
  const response = await fetch(request);
  if (response.ok) {
    const script = isScript(request.url) ? response.clone() : null;
    await store(FILES, request, response.clone(), since);
    // What the script names is kept after the page has the script.
    if (script) event.waitUntil(keepNamedFiles(script, since).catch(() => {}));
  }
  return response;
}

async function networkFirst(event) {
  const {request} = event;
  const since = removals;
  try {
    const response = await fetch(request);
    if (response.ok) event.waitUntil(store(FILES, request, response.clone(), since));
    return response;
  } catch (error) {
    // The query is left out: the search index is asked for with a version
    // (`search-index.json?_=…`), and kept without one when the docs are saved.
    const kept = await within(
      caches.match(request, {ignoreVary: true, ignoreSearch: true}),
      NAVIGATION_TIMEOUT,
      undefined,
    );
    if (kept) return kept;
    throw error;
  }
}

const isQuotaError = (error) => error?.name === 'QuotaExceededError';

/**
 * Runs `task` on each item, `at` at a time, each item once no request of the
 * reader's is being answered (readerIdle); a failed item is skipped, except when
 * the browser has no room left: then the rest is not tried, and the returned
 * promise rejects with that error.
 */
async function eachLimited(items, task, at) {
  const queue = [...items];
  let full;
  const worker = async () => {
    while (queue.length && !full) {
      await readerIdle();
      await task(queue.shift()).catch((error) => {
        if (isQuotaError(error)) full = error;
      });
    }
  };
  await Promise.all(Array.from({length: at}, worker));
  if (full) throw full;
}

/** Items at a time: the reader's own "Save the docs", and the background refresh after a deployment. */
const SAVE_AT = 4;
const REFRESH_AT = 2;

/**
 * "Save the docs for offline use", the reader's explicit choice
 * (src/components/PageActions): every docs page, every bundle and style of the
 * site (a page's own bundles are named in the runtime, not in its HTML), and
 * the search index; what is kept already, or unchanged in an earlier build's
 * cache, is not fetched. The choice is kept (SAVED), so that the next
 * deployment saves the docs again. `report` gets the progress: `{done, total}`;
 * `at`, how many items it takes at a time (fewer when it runs in the background).
 * Returns the number of docs pages kept; rejects with the browser's
 * QuotaExceededError when the site's storage is full.
 */
async function saveDocs(report, at = SAVE_AT) {
  // This build's manifest, kept when the worker installed; fetched if it is not.
  const response = (await caches.match(MANIFEST, {cacheName: FILES})) ?? (await fetch(MANIFEST, {cache: 'no-cache'}));
  if (!response.ok) throw new Error(`${MANIFEST}: ${response.status}`);
  const list = await response.clone().json();
  // A removal while saving stops it: nothing more is kept, the mark of the choice included.
  const since = removals;
  await store(FILES, MANIFEST, response, since);
  revisionsPromise = undefined;
  const files = list.files.map((file) => new URL(file, MANIFEST).href);
  const pages = list.pages.map((page) => new URL(page, MANIFEST).href);
  const total = files.length + pages.length;
  let done = 0;
  const step = () => {
    done += 1;
    if (done % 10 === 0 || done === total) report({done, total});
  };
  await eachLimited(
    files,
    async (file) => {
      await keepFiles([file], since);
      step();
    },
    at,
  );
  await eachLimited(
    pages,
    async (page) => {
      if (!(await caches.match(pageKey(page), {cacheName: PAGES}))) await fetchAndKeep(page, undefined, since);
      step();
    },
    at,
  );
  await store(FILES, SAVED, new Response('saved'), since);
  const saved = new Set((await keysOf(PAGES)).map((request) => request.url));
  return pages.filter((page) => saved.has(pageKey(page))).length;
}

/**
 * "Remove saved docs": everything this site keeps on the device goes, the mark
 * of the choice to save the docs with it. The pages read from now on are kept
 * again, as on a first visit.
 */
async function removeKept() {
  removals += 1;
  await Promise.allSettled([...writes]);
  await deleteCaches((await caches.keys()).filter((name) => name.startsWith(PREFIX)));
  filesKept.clear();
  revisionsPromise = undefined;
}

/**
 * Brings what the earlier builds' caches kept to this build (see the header
 * comment). Returns whether every kept page is now this build's.
 */
async function refresh() {
  const earlierPages = await earlierCaches('pages');
  let complete = true;
  if (earlierPages.length > 0) {
    const urls = new Set();
    for (const name of earlierPages) for (const request of await keysOf(name)) urls.add(request.url);
    const {current} = await revisions();
    await eachLimited(
      urls,
      async (url) => {
        if (await caches.match(url, {cacheName: PAGES})) return;
        // A page the site no longer has is not carried over.
        if (!current[manifestPath(url)]) return;
        if (!(await fetchAndKeep(url, {cache: 'no-cache'}))) complete = false;
      },
      REFRESH_AT,
    );
    const savedBefore = await caches.match(SAVED);
    if (savedBefore && !(await caches.match(SAVED, {cacheName: FILES}))) await saveDocs(() => undefined, REFRESH_AT);
    if (complete) await deleteCaches(earlierPages);
  }
  return complete;
}

/**
 * Deletes the earlier builds' files once none of their pages is kept (a page
 * that could not be refreshed needs its build's bundles) and no page loaded
 * from them is open.
 */
async function dropEarlierFiles() {
  const earlier = await earlierCaches('files');
  if (earlier.length === 0) return;
  for (const name of await earlierCaches('pages')) {
    // An earlier pages cache that holds no page (opened again after it was
    // deleted, by a script of the site's origin) is not one to wait for.
    if ((await keysOf(name)).length > 0) return;
    await deleteCaches([name]);
  }
  // Noted on activation; until then (a message may come first) nothing is deleted.
  const noted = await caches.match(OPEN_BEFORE, {cacheName: FILES});
  if (!noted) return;
  const openBefore = await noted.json();
  const open = new Set((await self.clients.matchAll({type: 'window', includeUncontrolled: true})).map((c) => c.id));
  if (openBefore.some((id) => open.has(id))) return;
  await deleteCaches(earlier);
  revisionsPromise = undefined;
}

/** The refresh running, or the one that completed; undefined while none has completed or runs. */
let refreshing;
/** Whether a request came while the running refresh ran: if it does not complete, it runs again. */
let askedAgain = false;

/** Whether the refresh is running (navigations then wait less for the network). */
let updating = false;

/** Refreshes until a run completes, or one fails with no request made while it ran. */
async function refreshWhileAsked() {
  updating = true;
  try {
    for (;;) {
      askedAgain = false;
      const complete = await refresh().catch(() => false);
      if (complete || !askedAgain) return complete;
    }
  } finally {
    updating = false;
  }
}

/**
 * Runs the refresh once per worker, in the background of `event`, until it
 * completes: a run that fails (the network lost half-way) runs again on a
 * later request, or at once if a request came while it ran (the network may
 * be back by then).
 */
function refreshInBackground(event) {
  if (refreshing) askedAgain = true;
  refreshing ??= refreshWhileAsked().then((complete) => {
    if (!complete) refreshing = undefined;
  });
  event.waitUntil(refreshing.then(() => dropEarlierFiles()).catch(() => undefined));
}

self.addEventListener('install', (event) => {
  self.skipWaiting();
  // This build's manifest, kept with its files: the revisions the next build compares.
  event.waitUntil(noteInstalled().then(() => revisions().catch(() => undefined)));
});

self.addEventListener('activate', (event) => {
  // Nothing is fetched here: the pages open now (loaded from an earlier build) are noted.
  event.waitUntil(
    (async () => {
      const open = (await self.clients.matchAll({type: 'window', includeUncontrolled: true})).map((c) => c.id);
      await (await caches.open(FILES)).put(OPEN_BEFORE, new Response(JSON.stringify(open)));
    })(),
  );
});

// A page loaded before this worker controlled it (the first page a reader opens)
// sends its address and the files it loaded (src/service-worker/register.ts), so
// that it is kept like the pages opened later.
self.addEventListener('message', (event) => {
  const {data} = event;
  refreshInBackground(event);
  const reply = (message) => event.source?.postMessage(message);
  if (data?.type === 'save-docs') {
    event.waitUntil(
      saveDocs((progress) => reply({type: 'save-progress', ...progress})).then(
        (pages) => reply({type: 'save-done', pages}),
        (error) => reply({type: 'save-failed', full: isQuotaError(error)}),
      ),
    );
    return;
  }
  if (data?.type === 'remove-docs') {
    event.waitUntil(removeKept().then(() => reply({type: 'remove-done'})));
    return;
  }
  if (data?.type !== 'keep' || typeof data.page !== 'string') return;
  const page = new URL(data.page, self.location.href);
  if (page.origin !== self.location.origin) return;
  const files = (Array.isArray(data.files) ? data.files : [])
    .map((file) => new URL(String(file), self.location.href))
    .filter(isSiteFile)
    .map((url) => url.origin + url.pathname);
  const since = removals;
  event.waitUntil(fetchAndKeep(page.href, undefined, since).then(() => keepFiles(files, since)));
});

self.addEventListener('fetch', (event) => {
  const {request} = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || !url.pathname.startsWith(BASE)) return;
  if (request.mode === 'navigate') {
    event.respondWith(forReader(navigate(event)));
    refreshInBackground(event);
  } else if (isEntry(url)) event.respondWith(forReader(entryFile(event)));
  else if (url.pathname.startsWith(`${BASE}assets/`)) event.respondWith(forReader(cacheFirst(event)));
  else if (url.pathname !== `${BASE}sw.js`) event.respondWith(forReader(networkFirst(event)));
});
