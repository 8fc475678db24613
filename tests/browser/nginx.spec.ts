/**
 * The production serving setup: the site's nginx configuration (deploy/nginx/),
 * started on loopback by deploy/serve-nginx.mjs over the build, checked on real
 * responses: clean URLs and redirects, the not-found page, refusals of malformed
 * requests, caching, precompressed files, security headers (with a CSP built
 * from the build's inline scripts), pages, search and navigation in Chromium
 * under that CSP (every page is loaded under it by tests/browser/quality.spec.ts),
 * 1,000 hostile paths, and a short load run against nginx.
 */
import {execFileSync, type ChildProcess} from 'node:child_process';
import {readdirSync, readFileSync, statSync} from 'node:fs';
import {expect, test} from '../support/fixtures';
import {waitForHydration} from '../support/page';
import {runJson} from '../support/run-node';
import {freePort, rawGet, rawRequest, startServer, stopServer} from '../support/servers';
import {notFoundPath, sitemapPaths} from '../support/sitemap';

// In order, in one worker (one nginx); a failure does not stop the rest.
test.describe.configure({mode: 'default'});

let nginx: ChildProcess | undefined;
let port = 0;
const origin = () => `http://127.0.0.1:${port}`;

test.beforeAll(async () => {
  port = await freePort();
  nginx = await startServer(
    process.execPath,
    ['deploy/serve-nginx.mjs', '--dir', 'build', '--port', String(port)],
    /with nginx at/,
  );
});

test.afterAll(async () => {
  await stopServer(nginx);
});

// The entry bundle, named without a hash (plugins/entry-files), and a bundle named with one.
const mainScript = 'main.js';
const hashedScript = readdirSync('build/assets/js').find((f) => /^[0-9a-z]+\.[0-9a-f]{8}\.js$/.test(f))!;
const notFoundTitle = /<title[^>]*>Page Not Found \| NodeMod<\/title>/;

test('clean URLs serve their page', async () => {
  for (const [path, title] of [
    ['/', 'Node.js plugins for Half-Life servers | NodeMod'],
    ['/docs/installation', 'Installation | NodeMod'],
    ['/docs/', 'What is NodeMod? | NodeMod'],
    ['/docs/api/nodemod/Interface/Engine', 'nodemod.eng: engine functions | NodeMod'],
    ['/blog/nodemod-modernized', 'NodeMod modernized | NodeMod'],
  ]) {
    const res = await rawGet(origin() + path);
    expect(res.status, path).toBe(200);
    expect(res.headers['content-type'], path).toMatch(/^text\/html; charset=utf-8/);
    expect(res.body.toString(), path).toContain(title);
  }
});

test('every address of the sitemap is served as written, with no redirect, from the file the build wrote for it, which names it canonical', async () => {
  // The specification's routes end in a slash for an index (/docs/, /docs/api/core/) and not
  // for a page (/docs/installation), so trailingSlash stays undefined (docusaurus.config.ts):
  // the build writes each route to <route>/index.html and the sitemap lists it as written.
  const xml = readFileSync('build/sitemap.xml', 'utf8');
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc!);
  const paths = sitemapPaths();
  expect(paths.length).toBeGreaterThan(150);
  expect(paths.filter((p) => p.endsWith('/') && p !== '/').length, 'indexes, with their slash').toBeGreaterThan(10);
  const problems: string[] = [];
  for (const [i, path] of paths.entries()) {
    const res = await rawGet(origin() + path, {'Accept-Encoding': 'identity'});
    const file = `build${path.replace(/\/$/, '')}/index.html`;
    let built = '';
    try {
      built = readFileSync(file, 'utf8');
    } catch {
      problems.push(`${path}: no ${file}`);
      continue;
    }
    if (res.status !== 200) problems.push(`${path}: ${res.status} ${res.headers.location ?? ''}`);
    else if (res.body.toString() !== built) problems.push(`${path}: not the content of ${file}`);
    const canonical = built.match(/<link[^>]* rel="?canonical"? href="?([^">\s]+)/)?.[1];
    if (canonical !== locs[i]) problems.push(`${path}: canonical ${canonical}, sitemap ${locs[i]}`);
  }
  expect(problems).toEqual([]);
});

test('.html and /index.html addresses redirect permanently to the clean URL', async () => {
  for (const [from, to] of [
    ['/docs/installation.html', '/docs/installation'],
    ['/docs/installation/index.html', '/docs/installation'],
    ['/index.html', '/'],
    ['/blog/index.html?page=2', '/blog?page=2'],
    ['/blog/nodemod-modernized.html?x=1&y=2', '/blog/nodemod-modernized?x=1&y=2'],
  ]) {
    const res = await rawGet(origin() + from);
    expect(res.status, from).toBe(301);
    expect(
      new URL(res.headers.location!, origin()).pathname + new URL(res.headers.location!, origin()).search,
      from,
    ).toBe(to);
  }
});

test('unknown paths get the not-found page with 404', async () => {
  for (const path of [
    notFoundPath,
    '/nope',
    '/docs/api/nodemod/Interface/NoSuchThing',
    '/assets/js/missing.js',
    '/404',
    '/404.html',
    '/assets/',
    '/img/',
  ]) {
    const res = await rawGet(origin() + path);
    expect(res.status, path).toBe(404);
    expect(res.body.toString(), path).toMatch(notFoundTitle);
    expect(res.headers['content-security-policy'], path).toBeTruthy();
  }
});

test('malformed requests get 4xx, never 5xx', async () => {
  const cases: [string, number[]][] = [
    ['GET /%zz HTTP/1.1', [400]],
    ['GET /docs/%E0%A4%A HTTP/1.1', [400, 404]],
    ['GET /docs/../docs/installation HTTP/1.1', [400]],
    ['GET /docs/%2e%2e/installation HTTP/1.1', [400]],
    ['GET /../../etc/passwd HTTP/1.1', [400]],
    ['GET /docs/installation%00.html HTTP/1.1', [400, 404]],
    [`GET /${'a'.repeat(10_000)} HTTP/1.1`, [400, 414]],
    ['POST / HTTP/1.1', [405]],
    ['DELETE /docs/installation HTTP/1.1', [405]],
    ['FOO / HTTP/1.1', [400, 405]],
    ['TRACE / HTTP/1.1', [405]],
  ];
  for (const [line, expected] of cases) {
    const status = await rawRequest(port, line);
    expect(expected, `${line.slice(0, 60)} answered ${status}`).toContain(status);
  }
  // The not-found page comes with a 400 as well.
  const res = await rawGet(`${origin()}/docs/%2e%2e/x`);
  expect(res.status).toBe(400);
  expect(res.body.toString()).toMatch(notFoundTitle);
});

test('hashed assets are cached for a year; the entry files and pages revalidate', async () => {
  for (const path of [
    `/assets/js/${hashedScript}`,
    `/assets/css/${readdirSync('build/assets/css').find((f) => f.endsWith('.css'))}`,
  ]) {
    const asset = await rawGet(origin() + path);
    expect(asset.status, path).toBe(200);
    expect(asset.headers['cache-control'], path).toBe('public, max-age=31536000, immutable');
  }
  for (const path of [
    '/',
    '/docs/installation',
    '/img/logo.svg',
    '/sitemap.xml',
    notFoundPath,
    '/assets/js/main.js',
    '/assets/js/runtime~main.js',
  ]) {
    const res = await rawGet(origin() + path);
    expect(res.headers['cache-control'], path).toBe('no-cache');
  }
  // Revalidation: the ETag the answer carried gets a 304, for a page and for an entry file.
  for (const path of ['/docs/installation', '/assets/js/main.js', '/assets/js/runtime~main.js']) {
    const first = await rawGet(origin() + path, {'Accept-Encoding': 'br'});
    expect(first.headers.etag, path).toBeTruthy();
    const again = await rawGet(origin() + path, {
      'Accept-Encoding': 'br',
      'If-None-Match': first.headers.etag as string,
    });
    expect(again.status, path).toBe(304);
  }
});

test('precompressed brotli and gzip files are sent as they are, the plain file otherwise', async () => {
  const file = `build/assets/js/${mainScript}`;
  const sizes = {plain: statSync(file).size, br: statSync(`${file}.br`).size, gzip: statSync(`${file}.gz`).size};
  const url = `${origin()}/assets/js/${mainScript}`;
  const br = await rawGet(url, {'Accept-Encoding': 'gzip, br'});
  expect(br.headers['content-encoding']).toBe('br');
  expect(br.body.length).toBe(sizes.br);
  expect(br.body.equals(readFileSync(`${file}.br`))).toBe(true);
  const gz = await rawGet(url, {'Accept-Encoding': 'gzip'});
  expect(gz.headers['content-encoding']).toBe('gzip');
  expect(gz.body.equals(readFileSync(`${file}.gz`))).toBe(true);
  const plain = await rawGet(url, {'Accept-Encoding': 'identity'});
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body.length).toBe(sizes.plain);
  for (const res of [br, gz, plain]) expect(res.headers['content-type']).toMatch(/javascript/);
  // Pages too: the HTML has its own precompressed copies.
  const html = await rawGet(`${origin()}/docs/installation`, {'Accept-Encoding': 'br'});
  expect(html.headers['content-encoding']).toBe('br');
  expect(html.body.equals(readFileSync('build/docs/installation/index.html.br'))).toBe(true);
  console.log(
    `${mainScript}: ${(sizes.plain / 1024).toFixed(1)} KiB plain, ${(sizes.gzip / 1024).toFixed(1)} KiB gzip, ` +
      `${(sizes.br / 1024).toFixed(1)} KiB brotli`,
  );
});

test("pages' Markdown twins, llms.txt and the service worker are served as their types, in UTF-8", async () => {
  for (const [path, type] of [
    ['/docs/installation.md', /^text\/markdown; charset=utf-8$/],
    ['/docs/api.md', /^text\/markdown; charset=utf-8$/],
    ['/docs/api/nodemod/Enumeration/FL.md', /^text\/markdown; charset=utf-8$/],
    ['/blog/nodemod-modernized.md', /^text\/markdown; charset=utf-8$/],
    ['/llms.txt', /^text\/plain; charset=utf-8$/],
    ['/llms-full.txt', /^text\/plain; charset=utf-8$/],
    ['/sw.js', /^application\/javascript; charset=utf-8$/],
  ] as const) {
    const res = await rawGet(origin() + path, {'Accept-Encoding': 'br'});
    expect(res.status, path).toBe(200);
    expect(res.headers['content-type'], path).toMatch(type);
    expect(res.headers['cache-control'], path).toBe('no-cache');
    expect(res.headers['content-security-policy'], path).toBeTruthy();
    // The build's brotli copy, sent as it is.
    expect(res.headers['content-encoding'], path).toBe('br');
    expect(res.body.equals(readFileSync(`build${path}.br`)), path).toBe(true);
  }
  // A twin no page has is the not-found page, like any unknown path.
  const missing = await rawGet(`${origin()}/docs/no-such-page.md`);
  expect(missing.status).toBe(404);
  expect(missing.headers['content-type']).toMatch(/^text\/html/);
  expect(missing.body.toString()).toMatch(notFoundTitle);
});

/**
 * The hashes of every executable inline script of the built HTML, as the CSP
 * generator finds them (deploy/csp.mjs, its own filter and hashing, written to a
 * scratch file here); the served policy must allow exactly these, and the
 * browser test below shows they are the scripts the pages run.
 */
function inlineScriptHashes(): Set<string> {
  const out = test.info().outputPath('csp.conf');
  const {status, output} = runJson<{hashes: Record<string, number>}>('deploy/csp.mjs', [
    '--dir',
    'build',
    '--out',
    out,
  ]);
  expect(status).toBe(0);
  return new Set(Object.keys(output.hashes));
}

test("security headers, and a CSP that allows exactly the build's inline scripts", async () => {
  const hashes = inlineScriptHashes();
  expect(hashes.size).toBeGreaterThanOrEqual(3);
  for (const path of ['/', '/docs/installation', `/assets/js/${mainScript}`, notFoundPath]) {
    const {headers} = await rawGet(origin() + path);
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy'], path).toContain('camera=()');
    expect(headers['x-frame-options'], path).toBe('DENY');
    const csp = String(headers['content-security-policy']);
    const directives = new Map(
      csp
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([name, ...v]) => [name, v]),
    );
    expect(directives.get('frame-ancestors'), path).toEqual(["'none'"]);
    expect(directives.get('default-src'), path).toEqual(["'self'"]);
    expect(directives.get('object-src'), path).toEqual(["'none'"]);
    const scriptSrc = directives.get('script-src')!;
    expect(scriptSrc, path).not.toContain("'unsafe-inline'");
    expect(scriptSrc, path).not.toContain("'unsafe-eval'");
    expect(new Set(scriptSrc.filter((s) => s.startsWith("'sha256-")))).toEqual(hashes);
  }
});

// Every page of the sitemap is also loaded under this CSP by the quality sweep
// (tests/browser/quality.spec.ts runs it against this nginx setup); here, one page of
// each kind, and the features that load code or data after the page: search
// (a worker and the index download) and client-side navigation.
test('pages render and hydrate in Chromium under the CSP; search, navigation and the service worker work; no violation', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({colorScheme: 'dark'});
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as {cspViolations: string[]}).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective} blocked ${e.blockedURI || 'inline code'} (${e.sourceFile}:${e.lineNumber})`),
    );
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !/status of 404/.test(msg.text())) problems.push(`${page.url()}: ${msg.text()}`);
  });
  const violations = async () => page.evaluate(() => (window as unknown as {cspViolations: string[]}).cspViolations);
  const paths = [
    '/',
    '/docs/installation',
    '/docs/api/nodemod/Interface/Engine',
    '/blog/nodemod-modernized',
    '/blog/tags/release',
    '/search',
    notFoundPath,
  ];
  for (const path of paths) {
    const response = await page.goto(origin() + path, {waitUntil: 'load'});
    expect(response?.status(), path).toBe(path === notFoundPath ? 404 : 200);
    expect(response?.headers()['content-security-policy'], path).toContain("'sha256-");
    await waitForHydration(page);
    for (const v of await violations()) problems.push(`${path}: ${v}`);
  }
  // Search: the worker, the index download and the results all work under the policy.
  await page.goto(`${origin()}/docs/installation`);
  await waitForHydration(page);
  await page.locator('nav.navbar').getByLabel('Search', {exact: true}).fill('setMetaResult');
  await expect(page.getByRole('option').first()).toBeVisible({timeout: 30_000});
  // Client-side navigation loads the next page's chunks.
  await page.getByRole('option').first().click();
  await expect(page).toHaveURL(/setMetaResult/i);
  await expect(page.locator('article h1')).toBeVisible();
  problems.push(...(await violations()));
  expect(problems).toEqual([]);

  // The service worker registered under the policy and answers for the pages loaded
  // since: one of them, loaded again, comes from it.
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.ready.then((r) => r.active?.state)), {timeout: 15_000})
    .toBe('activated');
  const again = await page.goto(`${origin()}/docs/installation`);
  expect(again?.fromServiceWorker()).toBe(true);
  expect(again?.headers()['content-security-policy']).toContain("'sha256-");
  await waitForHydration(page);
  expect(await violations()).toEqual([]);

  // And the policy does bite: an inline script that is not part of the build is blocked and reported.
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true;';
    document.head.append(script);
  });
  await expect.poll(violations).toEqual([expect.stringContaining('script-src')]);
  expect(await page.evaluate(() => (window as unknown as {injected?: boolean}).injected)).toBeUndefined();
  await context.close();
});

/** A fixed, varied set of hostile request targets (no randomness: every run sends the same). */
function hostilePaths(count: number): string[] {
  const pieces = [
    '..',
    '%2e%2e',
    '%2E%2E',
    '.%2e',
    '%252e%252e',
    '..%2f',
    '..%5c',
    '..\\',
    '%c0%ae%c0%ae',
    '%00',
    '%0d%0aSet-Cookie:x=1',
    '%zz',
    '%',
    '%E0%A4%A',
    '%ff%fe',
    '~',
    '//',
    '///',
    ';',
    '%3B',
    '?',
    '??',
    '#',
    '%23',
    '&',
    '=',
    '*',
    '$',
    '@',
    '!',
    'index.html',
    'a.html',
    '.git/config',
    '.env',
    'etc/passwd',
    'assets',
    'assets/js',
    'docs',
    'api',
    '404.html',
    'é',
    '%C3%A9',
    '\u00ff',
    '{{7*7}}',
    '<script>',
    '%3Cscript%3E',
    "'",
    '"',
    '`',
    ' ',
    '%20',
    '+',
    'a'.repeat(300),
  ];
  const paths = new Set<string>();
  let seed = 7;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
  while (paths.size < count) {
    const parts = Array.from({length: 1 + (next() % 6)}, () => pieces[next() % pieces.length]);
    const joined = '/' + parts.join(next() % 3 === 0 ? '' : '/');
    paths.add(next() % 10 === 0 ? joined + '/'.repeat(next() % 4) + 'x'.repeat(next() % 9000) : joined);
  }
  return [...paths];
}

test('1,000 malformed or hostile paths: no 5xx, and the server still answers afterwards', async () => {
  test.setTimeout(180_000);
  const paths = hostilePaths(1000);
  expect(new Set(paths).size).toBe(1000);
  const counts = new Map<number, number>();
  const queue = [...paths];
  const serverErrors: string[] = [];
  await Promise.all(
    Array.from({length: 16}, async () => {
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
        const status = await rawRequest(port, `GET ${path} HTTP/1.1`);
        counts.set(status, (counts.get(status) ?? 0) + 1);
        if (status >= 500 || status === 0) serverErrors.push(`${status} ${path.slice(0, 120)}`);
      }
    }),
  );
  console.log(
    `statuses for 1,000 hostile paths: ${[...counts]
      .sort()
      .map(([s, n]) => `${s}: ${n}`)
      .join(', ')}`,
  );
  expect(serverErrors).toEqual([]);
  const after = await rawGet(`${origin()}/docs/installation`);
  expect(after.status).toBe(200);
});

/** Runs wrk for a few seconds and returns requests per second and error counts. */
function wrk(url: string) {
  const out = execFileSync(
    'wrk',
    ['-t', '2', '-c', '32', '-d', '5s', '--timeout', '5s', '-H', 'Accept-Encoding: br, gzip', url],
    {encoding: 'utf8'},
  );
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  const socketErrors = socket ? socket.slice(1).reduce((n, v) => n + Number(v), 0) : 0;
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0);
  const requests = Number(/(\d+) requests in/.exec(out)?.[1]);
  return {rps, requests, socketErrors, non2xx, out};
}

// Tagged @load: npm test runs it apart, after the browser tests, so its five seconds of two
// busy cores neither slow the other tests nor are slowed by them (scripts/test.sh).
test('load: nginx answers a short wrk run with no error', {tag: '@load'}, async () => {
  test.setTimeout(60_000);
  const path = '/docs/installation';
  const ours = wrk(origin() + path);
  console.log(
    `wrk, 2 threads, 32 connections, 5 s, ${path}: nginx ${ours.rps.toFixed(0)} requests/s (${ours.requests} requests)`,
  );
  expect(ours.requests, ours.out).toBeGreaterThan(100);
  expect(ours.socketErrors, ours.out).toBe(0);
  expect(ours.non2xx, ours.out).toBe(0);
});
