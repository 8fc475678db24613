/**
 * Offline reading (src/service-worker): pages a reader has opened reload and
 * navigate with the server gone, a page never opened gets the offline notice,
 * only what was read is kept unless the reader saves the docs, and a new
 * deployment replaces the kept pages.
 *
 * Each test starts deploy/serve.mjs on a port of its own, over a copy of the
 * build when it changes files, and stops it to take the site offline: the
 * browser then has no server to reach, as on a lost connection.
 */
import type {ChildProcess} from 'node:child_process';
import {cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type {Browser, Page} from '@playwright/test';
import {expect, test} from '../support/fixtures';
import {waitForHydration} from '../support/page';
import {startServer, stopServer} from '../support/servers';
import {sitemapPaths} from '../support/sitemap';
import {controlledBy} from '../support/worker';
import {cacheOf, workerCacheNames, workerCaches} from '../../tools/browser/worker-caches.mjs';

// Each test has its own server and browser context.
test.describe.configure({mode: 'parallel'});

/** A port nothing listens on now. */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const serve = (dir: string, port: number) =>
  startServer(process.execPath, ['deploy/serve.mjs', '--dir', dir, '--port', String(port)]);

/** The site served from `dir` on a port of its own, and a browser context for it. */
async function openSite(browser: Browser, dir: string) {
  const port = await freePort();
  const site = {
    server: (await serve(dir, port)) as ChildProcess | undefined,
    context: await browser.newContext({baseURL: `http://127.0.0.1:${port}`}),
    /** Stops the server: the browser finds nothing at the site's address, as offline. */
    async goOffline() {
      await stopServer(site.server);
      site.server = undefined;
    },
    /** Serves `next` at the same address instead: a new deployment. */
    async deploy(next: string) {
      await stopServer(site.server);
      site.server = await serve(next, port);
    },
    async close() {
      await site.context.close();
      await stopServer(site.server);
    },
  };
  return site;
}

/** The build id in a build's sw.js. */
const buildId = (dir: string) => /const BUILD = '([0-9a-f]+)'/.exec(readFileSync(path.join(dir, 'sw.js'), 'utf8'))![1];

/** Waits until the worker has kept these pages (it keeps them in the background). */
async function waitUntilKept(page: Page, paths: string[]) {
  await expect
    .poll(async () => cacheOf(await workerCaches(page), 'pages')?.paths ?? [], {
      timeout: 15_000,
    })
    .toEqual(expect.arrayContaining(paths));
}

/** The mark of the second deployment in the installation page's <head>. */
const deployment = (page: Page) => page.locator('meta[name="nodemod-deployment"]');

const read = [
  '/docs/installation',
  '/docs/guides/quick-start',
  '/docs/api/core/cmd/Class/default',
  '/docs/examples',
  '/blog/nodemod-modernized',
];

test('five pages read once reload and navigate offline; only they are kept', async ({browser}) => {
  test.setTimeout(90_000);
  const site = await openSite(browser, 'build');
  try {
    const page = await site.context.newPage();
    // The first page registers the worker, which keeps it once active.
    await page.goto(read[0]);
    await waitForHydration(page);
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.ready.then((r) => Boolean(r.active))))
      .toBe(true);
    await waitUntilKept(page, [read[0]]);
    // The other four: by following links in the page (client-side) and by address.
    await page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name: 'Quick start'}).click();
    await expect(page).toHaveURL(/\/docs\/guides\/quick-start$/);
    // Read: the page is shown (the router changes the address before it has the page's code).
    await expect(page.getByRole('heading', {level: 1, name: 'Quick start'})).toBeVisible();
    for (const path of read.slice(2)) {
      await page.goto(path);
      await waitForHydration(page);
    }
    await waitUntilKept(page, read);

    const caches = await workerCaches(page);
    const pages = cacheOf(caches, 'pages')!;
    const files = cacheOf(caches, 'files')!;
    // Nothing beyond what was read: the five pages and the files they loaded.
    expect(pages.paths.sort()).toEqual([...read].sort());
    expect(files.paths.filter((p) => !/^\/(assets|img)\//.test(p) && !/\.json$|search/.test(p))).toEqual([]);
    const total = caches.reduce((sum, c) => sum + c.bytes, 0);
    console.log(
      `service worker cache after reading ${read.length} pages: ${(total / 1024).toFixed(0)} KiB ` +
        `(${pages.paths.length} pages ${(pages.bytes / 1024).toFixed(0)} KiB, ${files.paths.length} files ${(files.bytes / 1024).toFixed(0)} KiB)`,
    );
    expect(total).toBeLessThan(8 * 1024 * 1024);

    // Offline.
    await site.goOffline();
    await page.goto('/docs/installation');
    await expect(page.getByRole('heading', {level: 1, name: 'Installation'})).toBeVisible();
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole('heading', {level: 1, name: 'Installation'})).toBeVisible();
    // Client-side navigation to a page read before, then back.
    await page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name: 'Quick start'}).click();
    await expect(page).toHaveURL(/\/docs\/guides\/quick-start$/);
    await expect(page.getByRole('heading', {level: 1, name: 'Quick start'})).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('heading', {level: 1, name: 'Installation'})).toBeVisible();
    // Client-side navigation to a page read only by its address: the file of its text (its
    // islands' HTML, which the page itself never fetched) was kept with its module.
    // A mark on the document: a move that fails and loads the page as a document loses it.
    await page.evaluate(() => document.documentElement.setAttribute('data-test-same-document', ''));
    await page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name: 'Examples'}).click();
    await expect(page.getByRole('heading', {level: 1, name: 'Examples'})).toBeVisible();
    await expect(page.locator('article .nm-island p').first()).not.toBeEmpty();
    await expect(page.locator('#nm-load-error')).toHaveCount(0);
    await expect(page.locator('html[data-test-same-document]')).toHaveCount(1);
    // Loading another kept page by its address; the post too.
    for (const [path, title] of [
      ['/docs/api/core/cmd/Class/default', 'nodemodCore.cmd (class NodemodCmd)'],
      ['/blog/nodemod-modernized', 'NodeMod modernized'],
    ]) {
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.getByRole('heading', {level: 1, name: title})).toBeVisible();
    }
    // A page never opened: the offline notice, listing what can be read.
    const notice = await page.goto('/docs/guides/debugger');
    expect(notice!.status()).toBe(503);
    await expect(page.getByRole('heading', {level: 1, name: 'You are offline'})).toBeVisible();
    await expect(page.getByRole('link', {name: '/docs/installation'})).toBeVisible();
    await page.getByRole('link', {name: '/docs/examples'}).click();
    await expect(page.getByRole('heading', {level: 1, name: 'Examples'})).toBeVisible();
  } finally {
    await site.close();
  }
});

test('"Save docs offline" keeps every docs page: pages never opened then load, navigate and search offline', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const site = await openSite(browser, 'build');
  try {
    const page = await site.context.newPage();
    await page.goto('/docs/installation');
    await waitForHydration(page);
    await waitUntilKept(page, ['/docs/installation']);
    // Until asked, nothing more than the page read is kept.
    expect(cacheOf(await workerCaches(page), 'pages')!.paths).toEqual(['/docs/installation']);

    const save = page.getByRole('button', {name: 'Save docs offline'});
    await expect(save).toHaveAttribute('title', /every page of the docs/);
    await save.click();
    await expect(page.getByRole('status').filter({hasText: 'Saving the docs'})).toHaveText(
      'Saving the docs for offline use…',
    );
    await expect(page.getByRole('button', {name: 'Docs saved offline'})).toBeVisible({timeout: 90_000});
    const docs = sitemapPaths().filter((p) => p.startsWith('/docs/'));
    await expect(page.getByRole('status').filter({hasText: 'Saved'})).toHaveText(
      `Saved: ${docs.length} docs pages can be read offline on this device.`,
    );
    const caches = await workerCaches(page);
    const pages = cacheOf(caches, 'pages')!;
    expect(pages.paths).toEqual(docs.map((p) => p.replace(/(.)\/$/, '$1')).sort());
    const total = caches.reduce((sum, c) => sum + c.bytes, 0);
    console.log(
      `service worker cache after saving the docs: ${(total / 1024 / 1024).toFixed(1)} MiB ` +
        `(${pages.paths.length} pages, ${cacheOf(caches, 'files')!.paths.length} files)`,
    );

    // Offline: pages never opened load, hydrate and link to each other.
    await site.goOffline();
    await page.goto('/docs/guides/debugger');
    await waitForHydration(page);
    await expect(page.getByRole('heading', {level: 1, name: 'Debugger'})).toBeVisible();
    await page
      .getByRole('navigation', {name: 'Docs sidebar'})
      .getByRole('link', {name: 'Logs, errors and reloads'})
      .click();
    await expect(page.getByRole('heading', {level: 1, name: 'Logs, errors and reloads'})).toBeVisible();
    await page.goto('/docs/api/nodemod/Enumeration/FL');
    await waitForHydration(page);
    await expect(page.getByRole('heading', {level: 1, name: 'Enumeration: FL'})).toBeVisible();
    // It hydrated: its bundles, the flag decoder's among them, were saved too.
    await expect(page.getByRole('group', {name: /Decode a value of FL/})).toBeVisible();
    await expect(page.locator('#nm-load-error')).toHaveCount(0);
    // Search works offline too: its code and its index were saved.
    await page.locator('nav.navbar').getByLabel('Search', {exact: true}).fill('precacheModel');
    await expect(page.getByRole('option').first()).toBeVisible();
    await page.getByRole('option').first().click();
    // A member of that name (the core's or the engine binding's), on a page never opened.
    await expect(page).toHaveURL(/\/docs\/api\/.*#precachemodel$/);
    await expect(page.locator('article h1')).toBeVisible();
    await expect(page.locator('#precachemodel')).toBeVisible();
  } finally {
    await site.close();
  }
});

test("a new deployment's pages replace the kept ones, and the old caches are gone", async ({browser}) => {
  test.setTimeout(90_000);
  const root = mkdtempSync(path.join(os.tmpdir(), 'nodemod-deploy-'));
  const before = path.join(root, 'before');
  const after = path.join(root, 'after');
  cpSync('build', before, {recursive: true});
  cpSync('build', after, {recursive: true});
  // The new deployment: the installation page is marked as the second one (in its
  // head, which the bundles leave alone: a changed text would need changed
  // bundles), and the worker carries a new build id, as deploy/service-worker.mjs
  // gives any changed build.
  const page1 = path.join(after, 'docs/installation/index.html');
  const html = readFileSync(page1, 'utf8');
  expect(html).toContain('<meta charset=UTF-8>');
  writeFileSync(
    page1,
    html.replace('<meta charset=UTF-8>', '<meta charset=UTF-8><meta name="nodemod-deployment" content="second">'),
  );
  rmSync(`${page1}.br`);
  rmSync(`${page1}.gz`);
  const oldId = buildId(before);
  const newId = 'feedfeedfeedfeed';
  writeFileSync(path.join(after, 'sw.js'), readFileSync(path.join(after, 'sw.js'), 'utf8').replace(oldId, newId));
  for (const suffix of ['.br', '.gz']) rmSync(path.join(after, `sw.js${suffix}`), {force: true});

  const site = await openSite(browser, before);
  try {
    const page = await site.context.newPage();
    await page.goto('/docs/installation');
    await waitForHydration(page);
    // The worker installed by the first page controls the pages opened once it is active
    // (it claims no page already open): the next page is opened after that, as a reader
    // moving on a moment later would, so that the deployment below finds it controlled.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.goto('/docs/examples');
    await waitForHydration(page);
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null), 'the page is controlled').toBe(true);
    await waitUntilKept(page, ['/docs/installation', '/docs/examples']);
    expect(await workerCacheNames(page)).toEqual([
      `nodemod-files-${oldId}`,
      // The builds installed on the device, in order (src/service-worker/sw.js).
      'nodemod-meta',
      `nodemod-pages-${oldId}`,
    ]);

    // Deploy: the same address now serves the new build. The browser looks for a new
    // worker (as it does on each navigation; here at once, with nothing else under way:
    // a navigation at the same moment can leave Chromium's activation of the new worker
    // waiting on the earlier one for minutes, seen here in 6 of 30 runs), and the new
    // worker takes over the open page.
    await site.deploy(after);
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
    await controlledBy(page, newId);
    await page.goto('/docs/installation');
    await expect(deployment(page)).toHaveAttribute('content', 'second');
    // The new worker is active: its pages cache holds both kept pages as deployed now, and
    // the earlier pages are gone (the wait allows for a machine busy with the other tests:
    // the worker fetches both pages again first).
    await expect
      .poll(async () => (await workerCacheNames(page)).filter((name) => name.startsWith('nodemod-pages-')), {
        timeout: 40_000,
      })
      .toEqual([`nodemod-pages-${newId}`]);
    await waitUntilKept(page, ['/docs/installation', '/docs/examples']);
    // The earlier build's files go once no page loaded from that build is open: after the
    // next page load, only the new worker's caches are left.
    await page.goto('/docs/installation');
    await expect
      .poll(() => workerCacheNames(page), {timeout: 20_000})
      .toEqual([`nodemod-files-${newId}`, 'nodemod-meta', `nodemod-pages-${newId}`]);
    expect(
      await page.evaluate(async () =>
        (await (await caches.match('/docs/installation'))!.text()).includes('nodemod-deployment'),
      ),
    ).toBe(true);

    // Offline, the kept page is the new one.
    await site.goOffline();
    await page.goto('/docs/examples');
    await expect(page.getByRole('heading', {level: 1, name: 'Examples'})).toBeVisible();
    await page.goto('/docs/installation');
    await waitForHydration(page);
    await expect(page.getByRole('heading', {level: 1, name: 'Installation'})).toBeVisible();
    await expect(deployment(page)).toHaveAttribute('content', 'second');
  } finally {
    await site.close();
    rmSync(root, {recursive: true, force: true});
  }
});

test('"Save docs offline" says the size and the room left, asks to keep the storage, and "Remove saved docs" frees it', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const site = await openSite(browser, 'build');
  try {
    // Records the request to keep the site's storage (the browser decides whether it grants it).
    await site.context.addInitScript(() => {
      const storage = navigator.storage as StorageManager & {asked?: number};
      const persist = storage.persist.bind(storage);
      storage.asked = 0;
      storage.persist = () => {
        storage.asked! += 1;
        return persist();
      };
    });
    const page = await site.context.newPage();
    await page.goto('/docs/installation');
    await waitForHydration(page);
    await waitUntilKept(page, ['/docs/installation']);
    await page.getByRole('button', {name: 'Save docs offline'}).click();
    await expect(page.locator('.nm-save-note')).toHaveText(
      /^The docs take about \d+\.\d MB; the browser has \d+\.\d [MG]B left for this site\.$/,
    );
    await expect(page.getByRole('button', {name: 'Docs saved offline'})).toBeVisible({timeout: 90_000});
    expect(await page.evaluate(() => (navigator.storage as StorageManager & {asked?: number}).asked)).toBe(1);

    // On a later visit the page knows the docs are saved.
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole('button', {name: 'Docs saved offline'})).toBeVisible();
    const saved = await workerCaches(page);
    expect(cacheOf(saved, 'pages')!.paths.length, 'pages saved').toBeGreaterThan(100);
    // What the page asks for from the click on: the worker keeps it again (the pages and
    // files read after a removal are kept as on a first visit), so it may be in a cache
    // made after the removal; a chunk the page prefetches then is such a file.
    const askedSince = new Set<string>();
    site.context.on('request', (request) => askedSince.add(new URL(request.url()).pathname));
    await page.getByRole('button', {name: 'Remove saved docs'}).click();
    await expect(page.getByRole('status').filter({hasText: 'Removed'})).toHaveText(
      'Removed: the saved docs no longer take space on this device.',
    );
    // Nothing saved before the click is left: no pages, no mark of the choice, no list of
    // builds, and no file the page did not ask for again after it.
    const left = await workerCaches(page);
    expect(left.filter((cache) => !cache.name.startsWith('nodemod-files-')).map((cache) => cache.name)).toEqual([]);
    expect(left.flatMap((cache) => cache.paths.filter((path) => !askedSince.has(path)))).toEqual([]);
    await expect(page.getByRole('button', {name: 'Save docs offline'})).toBeVisible();
    await expect(page.getByRole('button', {name: 'Remove saved docs'})).toHaveCount(0);
  } finally {
    await site.close();
  }
});

test('when the docs do not fit in the room the browser reports for the site, nothing is saved and the reader is told', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const site = await openSite(browser, 'build');
  try {
    // The browser's report of the site's room, as on a device almost full: 1.5 MB left.
    await site.context.addInitScript(() => {
      navigator.storage.estimate = () => Promise.resolve({quota: 2_000_000, usage: 500_000});
    });
    const page = await site.context.newPage();
    await page.goto('/docs/installation');
    await waitForHydration(page);
    await waitUntilKept(page, ['/docs/installation']);
    await page.getByRole('button', {name: 'Save docs offline'}).click();
    const told =
      /^Not enough room: the docs take about \d+\.\d MB, and the browser has 1\.5 MB left for this site\. Nothing was saved\.$/;
    await expect(page.locator('.nm-save-note')).toHaveText(told);
    await expect(page.getByRole('status').filter({hasText: 'Not enough room'})).toHaveText(told);
    expect(cacheOf(await workerCaches(page), 'pages')!.paths).toEqual(['/docs/installation']);
  } finally {
    await site.close();
  }
});

test('when the room runs out while saving, the reader is told, and can free it', async ({browser}) => {
  test.setTimeout(90_000);
  const site = await openSite(browser, 'build');
  try {
    const page = await site.context.newPage();
    await page.goto('/docs/installation');
    await waitForHydration(page);
    await waitUntilKept(page, ['/docs/installation']);
    // The site may store 3 MB; the docs take about 12 MB.
    const cdp = await site.context.newCDPSession(page);
    await cdp.send('Storage.overrideQuotaForOrigin', {origin: new URL(page.url()).origin, quotaSize: 3_000_000});
    await page.getByRole('button', {name: 'Save docs offline'}).click();
    const told =
      'The browser ran out of room for this site while saving: part of the docs is saved. Remove saved docs to free the space.';
    await expect(page.locator('.nm-save-note')).toHaveText(told, {timeout: 60_000});
    await expect(page.getByRole('status').filter({hasText: 'ran out of room'})).toHaveText(told);
    await page.getByRole('button', {name: 'Remove saved docs'}).click();
    await expect(page.getByRole('status').filter({hasText: 'Removed'})).toBeVisible();
    expect(await workerCaches(page)).toEqual([]);
  } finally {
    await site.close();
  }
});
