/**
 * What a deployment costs a reader who saved the docs for offline use: two real
 * builds, the build folder and the same site with one guide edited
 * (scripts/second-build.mjs, `.test-output/build-b`, built first when missing or
 * older than the build folder), served in this process; a reader saves the docs
 * on the first, then the second is deployed. Printed: the requests (each named)
 * and bytes the server sends from the deployment until the worker has refreshed
 * what it kept, and how long the reader's next navigation takes, from the
 * moment the new worker is found. The build folder must be built as the suite
 * builds it (scripts/test.sh: the GITHUB_* variables of a stand-in repository),
 * as the second build is: a build with other variables links every page to
 * another repository, and every page then differs.
 *
 * `deploymentCost({build, after, worker})` returns those figures; `worker` is the
 * source of the service worker to measure (default: each build's own `sw.js`;
 * give another version, e.g. from `git show`, to compare).
 *
 *   node scripts/offline-deploy-cost.mjs [--build build] [--after dir] [--worker file]
 */
import {cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';
import sirv from 'sirv';
import {cacheControl} from '../deploy/cache-policy.mjs';
import {launchChromium} from '../tools/browser/chromium.mjs';
import {workerSource} from '../deploy/service-worker.mjs';
import {buildSecond, editedGuide, isStale, secondBuildDir} from './second-build.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A build folder's copy with `worker` as its service worker, the build id kept. */
function withWorker(dir, worker) {
  const built = readFileSync(path.join(dir, 'sw.js'), 'utf8');
  const id = /const BUILD = '([0-9a-f]+)'/.exec(built)[1];
  writeFileSync(path.join(dir, 'sw.js'), workerSource(readFileSync(worker, 'utf8'), id));
}

/** The site served from `dir`, with the requests and the bytes sent counted. */
async function countingServer(dir) {
  let files = sirv(dir, {extensions: ['html'], etag: true, dev: false});
  const counted = {requests: 0, bytes: 0, paths: /** @type {string[]} */ ([])};
  const server = http.createServer((req, res) => {
    counted.requests += 1;
    counted.paths.push((req.url ?? '/').split('?')[0]);
    const write = res.write.bind(res);
    const end = res.end.bind(res);
    res.write = (chunk, ...rest) => {
      if (chunk) counted.bytes += Buffer.byteLength(chunk);
      return write(chunk, ...rest);
    };
    res.end = (chunk, ...rest) => {
      if (chunk && typeof chunk !== 'function') counted.bytes += Buffer.byteLength(chunk);
      return end(chunk, ...rest);
    };
    res.setHeader('Cache-Control', cacheControl((req.url ?? '/').split('?')[0]));
    files(req, res, () => {
      res.writeHead(404);
      res.end();
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const {port} = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    origin: `http://127.0.0.1:${port}`,
    counted,
    deploy: (next) => {
      files = sirv(next, {extensions: ['html'], etag: true, dev: false});
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** Polls `check` (in the page) every 100 ms until it is true, for at most `ms`. */
async function until(page, check, ms, arg) {
  const started = Date.now();
  while (!(await page.evaluate(check, arg))) {
    if (Date.now() - started > ms) {
      const state = await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        const workers = ['installing', 'waiting', 'active'].map((k) => `${k}: ${registration?.[k]?.state}`);
        return `${workers.join(', ')}; caches: ${(await caches.keys()).join(', ')}`;
      });
      throw new Error(`timed out after ${ms} ms: ${check} (${state})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * @param {{build?: string, after?: string, worker?: string}} options
 * @returns {Promise<{requests: number, bytes: number, paths: string[], navigationMs: number, refreshMs: number}>}
 */
async function deploymentCost({build = path.join(repo, 'build'), after: second, worker} = {}) {
  if (!second) {
    second = secondBuildDir;
    if (isStale(second)) buildSecond({log: console.log});
  }
  const root = mkdtempSync(path.join(os.tmpdir(), 'nodemod-deploy-cost-'));
  const before = path.join(root, 'before');
  const after = path.join(root, 'after');
  cpSync(build, before, {recursive: true});
  cpSync(second, after, {recursive: true});
  if (worker) {
    withWorker(before, worker);
    withWorker(after, worker);
  }
  const site = await countingServer(before);
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({baseURL: site.origin});
    const page = await context.newPage();
    await page.goto('/docs/installation', {waitUntil: 'load'});
    await until(page, () => navigator.serviceWorker.ready.then((r) => Boolean(r.active)), 30_000);
    await page.reload({waitUntil: 'load'});
    await page.getByRole('button', {name: 'Save docs offline'}).click();
    await page.getByRole('button', {name: 'Docs saved offline'}).waitFor({timeout: 180_000});
    const earlier = (await page.evaluate(() => caches.keys())).filter((name) => name.startsWith('nodemod-pages-'));

    // The deployment, found by the browser; then the reader's next page.
    site.deploy(after);
    site.counted.requests = 0;
    site.counted.paths.length = 0;
    site.counted.bytes = 0;
    const found = Date.now();
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
    await page.goto('/docs/examples', {waitUntil: 'load'});
    const navigationMs = Date.now() - found;
    // Until the earlier build's pages are gone: the refresh is complete.
    await until(
      page,
      (names) => caches.keys().then((now) => !now.some((name) => names.includes(name))),
      180_000,
      earlier,
    );
    const refreshMs = Date.now() - found;
    await context.close();
    return {
      requests: site.counted.requests,
      bytes: site.counted.bytes,
      paths: site.counted.paths,
      navigationMs,
      refreshMs,
    };
  } finally {
    await browser.close();
    await site.close();
    rmSync(root, {recursive: true, force: true});
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const {values} = parseArgs({options: {build: {type: 'string'}, after: {type: 'string'}, worker: {type: 'string'}}});
  const cost = await deploymentCost({
    build: values.build && path.resolve(values.build),
    after: values.after && path.resolve(values.after),
    worker: values.worker,
  });
  console.log(
    `a deployment that edits ${editedGuide}, for a reader who saved the docs: ` +
      `${cost.requests} requests, ${(cost.bytes / 1024).toFixed(1)} KiB sent; ` +
      `next navigation ${cost.navigationMs} ms; refresh complete after ${cost.refreshMs} ms\n` +
      `requests: ${cost.paths.join(', ')}`,
  );
}
