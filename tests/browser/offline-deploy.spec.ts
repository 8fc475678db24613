/**
 * Offline reading across a deployment (src/service-worker/sw.js). The first tests
 * deploy a real second build: the suite's build, then the same site with one guide
 * given one more paragraph and committed (scripts/second-build.mjs, built by
 * scripts/test.sh after the first, or here when it is missing or older). The
 * others, which try the worker's ways of failing, deploy a copy of the build with
 * chosen pages marked and the worker and manifest written again by
 * deploy/service-worker.mjs. The site is served in this process
 * (support/deploy-server), which logs the requests and can answer slowly, drop
 * chosen requests, or stop.
 */
import {createHash} from 'node:crypto';
import {cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync} from 'node:fs';
import {execFileSync} from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import type {Browser, Page} from '@playwright/test';
import {expect, test} from '../support/fixtures';
import {waitForHydration} from '../support/page';
import {deployServer, type DeployServer} from '../support/deploy-server';
import {controlledBy} from '../support/worker';
import {cacheOf, workerCacheNames, workerCaches} from '../../tools/browser/worker-caches.mjs';
import {runJson} from '../support/run-node';

test.describe.configure({mode: 'parallel'});

/**
 * A copy of the build (`before`) and a second build (`after`) in which each of
 * `changed` (pages, by route) carries a mark of the second deployment in its head.
 */
function twoBuilds(changed: string[]) {
  const root = mkdtempSync(path.join(os.tmpdir(), 'nodemod-deploy-'));
  const before = path.join(root, 'before');
  const after = path.join(root, 'after');
  cpSync('build', before, {recursive: true});
  cpSync('build', after, {recursive: true});
  for (const route of changed) {
    const file = path.join(after, route, 'index.html');
    const html = readFileSync(file, 'utf8');
    expect(html).toContain('<meta charset=UTF-8>');
    writeFileSync(
      file,
      html.replace('<meta charset=UTF-8>', '<meta charset=UTF-8><meta name="nodemod-deployment" content="second">'),
    );
  }
  execFileSync(process.execPath, ['deploy/service-worker.mjs', '--dir', after]);
  return {before, after, remove: () => rmSync(root, {recursive: true, force: true})};
}

/** A site serving the first of two builds (see twoBuilds), and a page in a context of its own. */
type Deployment = {site: DeployServer; page: Page; builds: ReturnType<typeof twoBuilds>};

/**
 * Runs `body` across a deployment that changes the pages `changed`; closes the
 * context, stops the site (unless the test did) and removes the builds after it.
 */
async function acrossDeployment(browser: Browser, changed: string[], body: (deployment: Deployment) => Promise<void>) {
  const builds = twoBuilds(changed);
  const site = await deployServer(builds.before);
  const context = await browser.newContext({baseURL: site.origin});
  try {
    await body({site, page: await context.newPage(), builds});
  } finally {
    await context.close();
    await site.stop().catch(() => undefined);
    builds.remove();
  }
}

const buildId = (dir: string) => /const BUILD = '([0-9a-f]+)'/.exec(readFileSync(path.join(dir, 'sw.js'), 'utf8'))![1]!;

/** Opens the installation page and reloads it once the worker is active: the reload is controlled by it. */
async function openControlled(page: Page, id: string) {
  await page.goto('/docs/installation');
  await waitForHydration(page);
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.ready.then((r) => Boolean(r.active))), {timeout: 15_000})
    .toBe(true);
  await page.reload();
  await controlledBy(page, id);
}

/** Waits until the worker has kept `count` pages. */
const keptPages = (page: Page, count: number) =>
  expect.poll(async () => cacheOf(await workerCaches(page), 'pages')?.paths.length ?? 0, {timeout: 20_000}).toBe(count);

/**
 * Opens the installation page, the first of a visit, and once the worker has
 * kept it (it is active: the next pages are under its control), `routes`;
 * waits until all are kept.
 */
async function readPages(page: Page, routes: string[]) {
  await page.goto('/docs/installation');
  await waitForHydration(page);
  await keptPages(page, 1);
  for (const route of routes) {
    await page.goto(route);
    await waitForHydration(page);
  }
  await keptPages(page, routes.length + 1);
}

/**
 * The deployment of `builds.after`: the server serves it, the browser looks for
 * a new worker at once (it does on navigations too), and that worker controls the page.
 */
async function deployAndTakeOver(site: DeployServer, page: Page, builds: {after: string}) {
  site.deploy(builds.after);
  await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
  await controlledBy(page, buildId(builds.after));
}

/** The names of the worker's pages caches, sorted. */
const pagesCaches = async (page: Page) =>
  (await workerCacheNames(page)).filter((name) => name.startsWith('nodemod-pages-'));

/**
 * The second deployment (scripts/second-build.mjs): built by the suite after the
 * first, or here when it is missing or older than the first. Its folder, the route
 * of the edited guide and the paragraph the guide gained.
 */
const second = (() => {
  let made: {dir: string; route: string; text: string} | undefined;
  return () => {
    made ??= runJson<{dir: string; route: string; text: string}>('scripts/second-build.mjs', ['--if-stale']).output;
    return made;
  };
})();

/** The two real builds: the suite's (`build/`) and the second deployment. */
const realBuilds = () => ({before: 'build', after: second().dir});

/** The served path of each page of a build folder, with the SHA-256 of its HTML. */
function pageHashes(dir: string) {
  const hashes = new Map<string, string>();
  for (const file of readdirSync(dir, {recursive: true}) as string[]) {
    if (!file.endsWith('index.html')) continue;
    const route =
      '/' +
      file
        .split(path.sep)
        .join('/')
        .replace(/\/?index\.html$/, '');
    hashes.set(
      route,
      createHash('sha256')
        .update(readFileSync(path.join(dir, file)))
        .digest('hex'),
    );
  }
  return hashes;
}

/**
 * A reader who saved the docs on the first build, in a context of their own; the
 * site serves the first build until `body` deploys the second.
 */
async function savedReader(browser: Browser, body: (deployment: Deployment) => Promise<void>) {
  const builds = realBuilds();
  const site = await deployServer(builds.before);
  const context = await browser.newContext({baseURL: site.origin});
  try {
    const page = await context.newPage();
    await openControlled(page, buildId(builds.before));
    await page.getByRole('button', {name: 'Save docs offline'}).click();
    await expect(page.getByRole('button', {name: 'Docs saved offline'})).toBeVisible({timeout: 150_000});
    await body({site, page, builds: {...builds, remove: () => undefined}});
  } finally {
    await context.close();
    await site.stop().catch(() => undefined);
  }
}

test('a deployment that edits one guide costs a reader who saved the docs a few requests, and offline they read it', async ({
  browser,
}) => {
  test.setTimeout(420_000);
  await savedReader(browser, async ({site, page, builds}) => {
    const saved = cacheOf(await workerCaches(page), 'pages')!.paths;
    expect(saved.length).toBeGreaterThan(100);

    // The deployment, found by the browser; a message to the new worker starts its refresh
    // (as the next request would); no page is opened, so every request is the update's.
    site.requests.length = 0;
    await deployAndTakeOver(site, page, builds);
    await page.evaluate(() => navigator.serviceWorker.controller?.postMessage({type: 'hello'}));
    const after = buildId(builds.after);
    await expect.poll(() => pagesCaches(page), {timeout: 120_000}).toEqual([`nodemod-pages-${after}`]);
    const update = [...site.requests];
    // Bytes as this server sends them (uncompressed), and as nginx would (the build's brotli copies).
    const sizeOf = (p: string, suffix = ''): number => {
      const file = path.join(builds.after, /\.\w+$/.test(p) ? p : path.join(p, 'index.html')) + suffix;
      return existsSync(file) ? statSync(file).size : suffix ? sizeOf(p) : 0;
    };
    const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
    const plain = update.reduce((sum, p) => sum + sizeOf(p), 0);
    const brotli = update.reduce((sum, p) => sum + sizeOf(p, '.br'), 0);
    console.log(
      `the update after one edited guide: ${update.length} requests, ${kib(plain)} uncompressed, ${kib(brotli)} with brotli: ` +
        update.map((p) => `${p} (${kib(sizeOf(p, '.br'))})`).join(', '),
    );
    expect(update.length).toBeLessThanOrEqual(40);
    // Of the pages, only the edited guide.
    expect(update.filter((p) => !/\.\w+$/.test(p))).toEqual([second().route]);

    // Every saved page is kept, as the second build has it.
    const expected = pageHashes(builds.after);
    const kept = await page.evaluate(async (cacheName) => {
      const cache = await caches.open(cacheName);
      const out: Record<string, string> = {};
      for (const request of await cache.keys()) {
        const body = await (await cache.match(request))!.arrayBuffer();
        const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', body));
        out[new URL(request.url).pathname] = Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
      }
      return out;
    }, `nodemod-pages-${after}`);
    expect(Object.keys(kept).sort()).toEqual(saved);
    for (const [route, hash] of Object.entries(kept)) expect(hash, route).toBe(expected.get(route));

    // Offline: the edited guide opens with its new paragraph, and an unchanged reference page opens.
    await site.stop();
    await page.goto(second().route);
    await expect(page.getByText(second().text)).toBeVisible();
    await expect(page.getByRole('status').filter({hasText: 'kept on this device'})).toBeVisible();
    await page.goto('/docs/api/nodemod/Interface/Entity');
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    await expect(page.locator('#nm-load-error')).toHaveCount(0);
  });
});

// Tagged @alone: npm test runs it apart, after the browser tests and alone on the machine
// (scripts/test.sh), so that what it times is the worker's and the page's, not other tests'.
test(
  'during the update after a deployment, pages open within 1.5 s on a processor four times slower',
  {tag: '@alone'},
  async ({browser}) => {
    test.setTimeout(420_000);
    await savedReader(browser, async ({site, page, builds}) => {
      // The edited guide comes 8 s late, so the update cannot end before the reader's pages.
      const guideLate = (p: string) => (p === second().route ? 8000 : 0);
      site.slow(guideLate);
      await deployAndTakeOver(site, page, builds);
      await page.evaluate(() => navigator.serviceWorker.controller?.postMessage({type: 'hello'}));
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
      const times: Record<string, number> = {};
      const open = async (route: string) => {
        await page.goto(route, {waitUntil: 'domcontentloaded'});
        // From the start of the navigation to the end of DOMContentLoaded, as the page measured it.
        times[route] = await page.evaluate(() =>
          Math.round(
            (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domContentLoadedEventEnd,
          ),
        );
      };
      // Two pages while the network answers at once; two while it is slow for pages (the update's
      // requests sharing the reader's connection): 3 s for each page.
      await open('/docs/installation');
      await open('/docs/examples');
      site.slow((p) => Math.max(guideLate(p), p.startsWith('/docs/') && !/\.\w+$/.test(p) ? 3000 : 0));
      await open('/docs/guides/quick-start');
      await open('/docs/limits');
      await cdp.send('Emulation.setCPUThrottlingRate', {rate: 1});
      console.log(`navigations during the update, CPU slowed 4x (ms to DOMContentLoaded): ${JSON.stringify(times)}`);
      // The update was still running: the earlier build's pages are still kept.
      expect(await pagesCaches(page)).toContain(`nodemod-pages-${buildId(builds.before)}`);
      for (const [route, ms] of Object.entries(times)) expect(ms, route).toBeLessThanOrEqual(1500);
      // The slow pages were the kept copies, with their own build's bundles: hydrated, no error.
      await expect(page.getByRole('status').filter({hasText: 'kept on this device'})).toBeVisible();
      await waitForHydration(page);
      await expect(page.locator('#nm-load-error')).toHaveCount(0);
      // And the update completes once the network is well again.
      site.slow(guideLate);
      await expect
        .poll(() => pagesCaches(page), {timeout: 120_000})
        .toEqual([`nodemod-pages-${buildId(builds.after)}`]);
    });
  },
);

test('after a deployment, a page loaded again moves in the browser to the edited guide as deployed', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const builds = realBuilds();
  const site = await deployServer(builds.before);
  const context = await browser.newContext({baseURL: site.origin});
  try {
    const page = await context.newPage();
    // A reader of the first build: the worker keeps its entry bundles and, once the guide
    // has been opened, the guide's chunk.
    await readPages(page, [second().route, '/docs/examples']);
    await expect(page.getByText(second().text)).toHaveCount(0);

    // The deployment. The next page the reader loads names the same entry bundles as
    // before (their names carry no hash); they must be the deployed build's, or the
    // move below would ask for the first build's chunk of the guide.
    site.deploy(builds.after);
    await page.goto('/docs/installation');
    await waitForHydration(page);
    await page.evaluate(() => Object.assign(window, {nmBeforeMove: true}));
    await page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name: 'Debugger'}).click();
    await expect(page.getByText(second().text)).toBeVisible();
    await expect(page.getByRole('heading', {level: 1, name: 'Debugger'})).toBeVisible();
    await expect(page.locator('#nm-load-error')).toHaveCount(0);
    // A move in the browser, not a page loaded again.
    expect(await page.evaluate(() => 'nmBeforeMove' in window)).toBe(true);
  } finally {
    await context.close();
    await site.stop();
  }
});

test('while the refresh waits on a slow network, the next navigation is answered at once', async ({browser}) => {
  test.setTimeout(120_000);
  await acrossDeployment(
    browser,
    ['docs/installation', 'docs/examples', 'docs/guides/debugger'],
    async ({site, page, builds}) => {
      await readPages(page, ['/docs/examples', '/docs/guides/debugger', '/docs/guides/quick-start']);

      // The deployment changed three of the kept pages, and the network now takes 30 s
      // for each page (the worker and its manifest come at once).
      site.slow((p) => (p.startsWith('/docs/') ? 30_000 : 0));
      await deployAndTakeOver(site, page, builds);
      // The refresh starts (three changed pages to fetch, each 30 s away); a navigation to
      // the unchanged kept page, a moment later, is answered from its copy at once.
      await page.evaluate(() => navigator.serviceWorker.controller?.postMessage({type: 'hello'}));
      await page.goto('/docs/guides/quick-start', {timeout: 10_000});
      await expect(page.getByRole('heading', {level: 1, name: 'Quick start'})).toBeVisible();
      // It says what it is, and from when.
      await expect(page.getByRole('status').filter({hasText: 'kept on this device'})).toContainText(
        'this is the copy of the page kept on this device from',
      );
    },
  );
});

test('a refresh that fails half-way loses nothing: the earlier copy still serves offline', async ({browser}) => {
  test.setTimeout(120_000);
  await acrossDeployment(browser, ['docs/installation', 'docs/examples'], async ({site, page, builds}) => {
    await readPages(page, ['/docs/examples', '/docs/guides/quick-start']);

    // The connection drops on the way to one of the two changed pages.
    site.drop((p) => p === '/docs/examples');
    await deployAndTakeOver(site, page, builds);
    await page.goto('/docs/installation');
    await waitForHydration(page);
    const newPages = `nodemod-pages-${buildId(builds.after)}`;
    await expect
      .poll(async () => (await workerCaches(page)).find((c) => c.name === newPages)?.paths ?? [], {timeout: 30_000})
      .toEqual(['/docs/guides/quick-start', '/docs/installation']);
    // The earlier build's pages stay, since one page could not be refreshed.
    expect(await workerCacheNames(page)).toContain(`nodemod-pages-${buildId(builds.before)}`);

    // Offline: the page whose refresh failed is still there, as it was kept.
    await site.stop();
    await page.goto('/docs/examples');
    await expect(page.getByRole('heading', {level: 1, name: 'Examples'})).toBeVisible();
    await expect(page.locator('meta[name="nodemod-deployment"]')).toHaveCount(0);
    await expect(page.getByRole('status').filter({hasText: 'kept on this device'})).toBeVisible();

    // Back online, a later request retries the refresh, which now completes.
    site.drop(() => false);
    await site.start();
    await page.goto('/docs/installation');
    await expect.poll(() => pagesCaches(page), {timeout: 30_000}).toEqual([newPages]);
    expect(
      await page.evaluate(async () => (await (await caches.match('/docs/examples'))!.text()).includes('second')),
    ).toBe(true);
  });
});

test('a tab open across a deployment still finds its own bundles offline', async ({browser}) => {
  test.setTimeout(120_000);
  await acrossDeployment(browser, ['docs/installation'], async ({site, page, builds}) => {
    await openControlled(page, buildId(builds.before));
    await waitForHydration(page);
    // The debugger guide's bundles are prefetched, as for a link in view: fetched through
    // the worker and kept, but not run, so the tab will ask for them when the reader goes there.
    await page.evaluate(() =>
      (window as unknown as {docusaurus: {prefetch(p: string): void}}).docusaurus.prefetch('/docs/guides/debugger'),
    );
    // Until the files kept stop changing.
    let files = -1;
    await expect
      .poll(
        async () => {
          const before = files;
          files = cacheOf(await workerCaches(page), 'files')!.paths.length;
          return files === before;
        },
        {intervals: [1000], timeout: 15_000},
      )
      .toBe(true);

    // A deployment while the tab stays open: the new worker takes over and refreshes.
    await deployAndTakeOver(site, page, builds);
    await page.evaluate(() => navigator.serviceWorker.controller?.postMessage({type: 'hello'}));
    const newPages = `nodemod-pages-${buildId(builds.after)}`;
    await expect.poll(() => pagesCaches(page), {timeout: 30_000}).toEqual([newPages]);
    // The earlier build's files stay while this tab, loaded from it, is open.
    expect(await workerCacheNames(page)).toContain(`nodemod-files-${buildId(builds.before)}`);

    // Offline, the tab (still the earlier build's code) moves to the debugger guide.
    await site.stop();
    await page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name: 'Debugger'}).click();
    await expect(page.getByRole('heading', {level: 1, name: 'Debugger'})).toBeVisible();
    await expect(page.locator('#nm-load-error')).toHaveCount(0);
  });
});

test('a first page the reader left before the worker was active is kept once the next page finds it active', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const site = await deployServer('build');
  // The worker's script takes 4 s to come: the reader moves on before it is active.
  site.slow((p) => (p === '/sw.js' ? 4000 : 0));
  const context = await browser.newContext({baseURL: site.origin});
  try {
    const page = await context.newPage();
    await page.goto('/docs/installation');
    await waitForHydration(page);
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => Boolean(r?.active)))).toBe(
      false,
    );
    await page.goto('/docs/examples');
    await waitForHydration(page);
    await expect
      .poll(async () => cacheOf(await workerCaches(page), 'pages')?.paths ?? [], {timeout: 20_000})
      .toEqual(['/docs/examples', '/docs/installation']);
  } finally {
    await context.close();
    await site.stop();
  }
});

test('a refresh that fails while the reader keeps reading runs again at once, without waiting for another page', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  await acrossDeployment(browser, ['docs/installation', 'docs/examples'], async ({site, page, builds}) => {
    await readPages(page, ['/docs/examples']);

    // The deployment; the refresh's request for the examples page takes 10 s and fails.
    // Only that first request: the network is well again for the next ones.
    let failed = false;
    site.slow((p) => (p === '/docs/examples' && !failed ? 10_000 : 0));
    site.fail((p) => {
      if (p !== '/docs/examples' || failed) return false;
      failed = true;
      return true;
    });
    site.requests.length = 0;
    await deployAndTakeOver(site, page, builds);
    await page.evaluate(() => navigator.serviceWorker.controller?.postMessage({type: 'hello'}));
    await expect.poll(() => failed, {timeout: 15_000}).toBe(true);
    // The reader opens a page while that request still waits.
    await page.goto('/docs/installation');
    await waitForHydration(page);
    // No other page is opened: the refresh runs again when the failed one ends, and completes.
    const newPages = `nodemod-pages-${buildId(builds.after)}`;
    await expect.poll(() => pagesCaches(page), {timeout: 30_000}).toEqual([newPages]);
    expect(site.requests.filter((p) => p === '/docs/examples')).toHaveLength(2);
  });
});
