/**
 * Quality gates over every page of the built sitemap plus the not-found page,
 * served as in production: by nginx with the site's configuration
 * (deploy/serve-nginx.mjs, started here, one per test worker), so every page
 * also runs under the real Content-Security-Policy.
 *
 * - accessibility: axe (WCAG 2.2 A and AA, and its best practices) finds
 *   nothing, in dark mode on every page and in light mode on one page of each kind;
 * - privacy: no page makes a request outside the site's origin;
 * - console: no page logs an error, an uncaught exception or a hydration warning;
 * - CSP: no page reports a Content-Security-Policy violation.
 *
 * Pages are split into a few groups; each group reuses one browser page, so the
 * whole sweep costs one navigation and one axe run per page.
 */
import type {ChildProcess} from 'node:child_process';
import {statSync} from 'node:fs';
import {join} from 'node:path';
import {expect, test, type BrowserContext, type Page} from '@playwright/test';
import {axeRulesRun, axeSource, axeViolations} from './support/axe';
import {halves} from './support/halves';
import {waitForHydration} from './support/page';
import {startServer, stopServer} from './support/servers';
import {notFoundPath, sitemapPaths} from './support/sitemap';

const pages = [...sitemapPaths(), notFoundPath];

/** One page of each kind, checked again in light mode. */
const oneOfEachKind = {
  home: '/',
  doc: '/docs/installation',
  'guide (highlighted code lines)': '/docs/guides/quick-start',
  'doc index': '/docs/examples/',
  'API member': '/docs/api/nodemod/Interface/Entvars',
  'API module': '/docs/api/core/player/',
  'API index': '/docs/api/',
  'blog list': '/blog',
  post: '/blog/nodemod-modernized',
  tag: '/blog/tags/release',
  'tags list': '/blog/tags',
  author: '/blog/authors/nodemod-team',
  'authors list': '/blog/authors',
  archive: '/blog/archive',
  search: '/search',
  'not found': notFoundPath,
};

type Findings = {accessibility: string[]; thirdParty: string[]; console: string[]; csp: string[]};
const noFindings = (): Findings => ({accessibility: [], thirdParty: [], console: [], csp: []});

let nginx: ChildProcess | undefined;
let nginxOrigin = '';

test.beforeAll(async () => {
  const port = 4600 + test.info().workerIndex;
  nginx = await startServer(
    process.execPath,
    ['deploy/serve-nginx.mjs', '--dir', 'build', '--port', String(port)],
    /with nginx at/,
  );
  nginxOrigin = `http://127.0.0.1:${port}`;
});

test.afterAll(async () => {
  await stopServer(nginx);
});

/**
 * Opens a browser context in the given colour scheme that blocks, and records,
 * every request leaving the site's origin.
 */
async function openContext(
  browser: import('@playwright/test').Browser,
  baseURL: string,
  colorScheme: 'dark' | 'light',
  thirdParty: string[],
): Promise<{context: BrowserContext; page: Page}> {
  const origin = new URL(baseURL).origin;
  const context = await browser.newContext({baseURL, colorScheme});
  // axe is in every page from its start, instead of being sent to each page after it loads.
  await context.addInitScript(axeSource);
  // Records what the Content-Security-Policy blocks, page by page.
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as {cspViolations: string[]}).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective} blocked ${e.blockedURI || 'inline code'} (${e.sourceFile}:${e.lineNumber})`),
    );
  });
  await context.route(
    (url) => /^(https?|wss?):$/.test(url.protocol) && url.origin !== origin,
    async (route) => {
      thirdParty.push(route.request().url());
      await route.abort('blockedbyclient');
    },
  );
  return {context, page: await context.newPage()};
}

/** Loads one page and runs every check on it, adding what fails to `findings`. */
async function checkPage(page: Page, path: string, mode: 'dark' | 'light', findings: Findings, contrast = true) {
  const logged: string[] = [];
  const onConsole = (msg: import('@playwright/test').ConsoleMessage) => {
    const text = msg.text();
    // Chromium logs a document answered with 404 as a failed load; that status
    // is the not-found page's job, so only that one line is let through.
    if (path === notFoundPath && /status of 404/.test(text) && msg.location().url.endsWith(path)) return;
    if (msg.type() === 'error' || /hydrat/i.test(text)) logged.push(`${msg.type()}: ${text}`);
  };
  const onError = (err: Error) => logged.push(`uncaught: ${err.message}`);
  page.on('console', onConsole);
  page.on('pageerror', onError);
  try {
    const response = await page.goto(path, {waitUntil: 'load'});
    expect(response?.status(), path).toBe(path === notFoundPath ? 404 : 200);
    expect(response?.headers()['content-security-policy'], `${path}: served with a CSP`).toContain("script-src 'self'");
    await waitForHydration(page);
    const blocked = await page.evaluate(() => (window as unknown as {cspViolations: string[]}).cspViolations);
    for (const v of blocked) findings.csp.push(`${path}: ${v}`);
    await expect(page.locator('html'), `${path} in ${mode} mode`).toHaveAttribute('data-theme', mode);
    for (const v of await axeViolations(page, {contrast})) findings.accessibility.push(`${path} [${mode}] ${v}`);
  } finally {
    page.off('console', onConsole);
    page.off('pageerror', onError);
  }
  for (const line of logged) findings.console.push(`${path}: ${line}`);
}

function expectClean(findings: Findings) {
  expect(findings.accessibility, 'axe violations').toEqual([]);
  expect(findings.thirdParty, 'requests outside the site').toEqual([]);
  expect(findings.console, 'console errors and hydration warnings').toEqual([]);
  expect(findings.csp, 'Content-Security-Policy violations').toEqual([]);
}

test('axe runs the WCAG 2.2 AA rules and the best practices', async ({page}) => {
  await page.goto('/docs/installation');
  await waitForHydration(page);
  const ran = await axeRulesRun(page);
  // target-size is WCAG 2.2 (2.5.8), link-in-text-block and color-contrast are
  // 2.0 (1.4.1, 1.4.3); the rest are best practices: headings, landmarks, regions.
  for (const rule of [
    'color-contrast',
    'target-size',
    'link-in-text-block',
    'heading-order',
    'page-has-heading-one',
    'empty-heading',
    'region',
    'landmark-one-main',
    'landmark-unique',
  ]) {
    expect(ran, `axe ran ${rule}`).toContain(rule);
  }
});

test('the checks catch what they look for on a page made faulty', async ({page}) => {
  await page.goto('/docs/installation');
  await waitForHydration(page);
  await page.evaluate(() => {
    // After the page's own h1 and h2s, an h5 skips two levels.
    document
      .querySelector('article h1')!
      .insertAdjacentHTML(
        'afterend',
        '<h5>Skipped levels</h5><img src="/img/logo.svg"><p style="color:#777;background:#888">faint text</p>',
      );
  });
  const found = (await axeViolations(page)).map((v) => v.split(' ')[0]);
  expect(found).toEqual(expect.arrayContaining(['heading-order', 'image-alt', 'color-contrast']));
});

/** Size of a page's HTML in the build: axe's time grows with it. */
function htmlSize(path: string): number {
  const candidates = path === notFoundPath ? ['404.html'] : [`${path}/index.html`, `${path}.html`, `${path}index.html`];
  for (const file of candidates) {
    try {
      return statSync(join('build', file)).size;
    } catch {
      // try the next form
    }
  }
  return 0;
}

/**
 * The API pages are generated from a few templates, and axe's colour-contrast
 * rule is about nine tenths of axe's time on them. It runs on every page that is
 * not an API page, and on the largest API page of each kind (per API: the
 * index, each module index, each kind of member page: Interface, Enumeration,
 * Class…), where the most varied content of that template is; every other rule
 * runs on every page. Light mode is checked on one page of each kind below.
 */
function apiKind(path: string): string | undefined {
  const m = /^\/docs\/api\/(core|nodemod)(?:\/([A-Za-z]+)(?:\/(.+))?)?\/?$/.exec(path);
  if (!m) return path.startsWith('/docs/api') ? 'api index' : undefined;
  const [, api, first, rest] = m;
  if (!first) return `${api} index`;
  if (rest && /^[A-Z]/.test(first)) return `${api} ${first}`;
  if (api === 'core' && !rest) return 'core module index';
  if (api === 'core' && rest) return `core ${rest.split('/')[0]}`;
  return `${api} ${first}`;
}
const contrastChecked = new Set(pages.filter((path) => apiKind(path) === undefined));
const largestOfKind = new Map<string, string>();
for (const path of pages) {
  const kind = apiKind(path);
  if (kind === undefined) continue;
  const best = largestOfKind.get(kind);
  if (!best || htmlSize(path) > htmlSize(best)) largestOfKind.set(kind, path);
}
for (const path of largestOfKind.values()) contrastChecked.add(path);

test('colour contrast is checked on every page outside the API reference and on the largest API page of each kind', () => {
  console.log(
    `colour contrast on ${contrastChecked.size} of ${pages.length} pages; API page kinds: ` +
      [...largestOfKind].map(([kind, path]) => `${kind} (${path})`).join(', '),
  );
  expect(largestOfKind.size).toBeGreaterThanOrEqual(8);
  expect(contrastChecked).toContain('/docs/api/nodemod/Interface/EventCallbacks');
  expect(contrastChecked).toContain('/docs/installation');
});

// Groups of about equal work: pages dealt largest first, each to the group with
// the least so far. The test runner hands groups to its workers as they free up.
const groups = 10;
const shares = Array.from({length: groups}, () => ({size: 0, paths: [] as string[]}));
for (const path of [...pages].sort((a, b) => htmlSize(b) - htmlSize(a))) {
  const lightest = shares.reduce((min, g) => (g.size < min.size ? g : min));
  lightest.size += htmlSize(path);
  lightest.paths.push(path);
}

for (let g = 0; g < groups; g++) {
  const share = shares[g].paths;
  test(`dark mode, every page (group ${g + 1} of ${groups}, ${share.length} pages): axe, requests, console, CSP`, async ({
    browser,
  }) => {
    // About 20 s a page, plus up to 15 min per MB of HTML: axe's time grows
    // faster than the page. The largest page (the event list, 1 MB, 25,000
    // elements) takes about 5 min alone on 2 cores, more next to other tests.
    const bytes = share.reduce((n, path) => n + htmlSize(path), 0);
    test.setTimeout(60_000 + share.length * 20_000 + (bytes / 1e6) * 900_000);
    const findings = noFindings();
    const {context, page} = await openContext(browser, nginxOrigin, 'dark', findings.thirdParty);
    try {
      for (const path of share) await checkPage(page, path, 'dark', findings, contrastChecked.has(path));
    } finally {
      await context.close();
    }
    expectClean(findings);
  });
}

// In two halves, so the two test workers share them.
for (const share of halves(Object.entries(oneOfEachKind))) {
  test(`light mode, one page of each kind (${share.map(([kind]) => kind).join(', ')}): axe, requests, console, CSP`, async ({
    browser,
  }) => {
    test.setTimeout(share.length * 15_000);
    for (const [, path] of share) expect(pages, 'a page of the sitemap').toContain(path);
    const findings = noFindings();
    const {context, page} = await openContext(browser, nginxOrigin, 'light', findings.thirdParty);
    try {
      for (const [, path] of share) await checkPage(page, path, 'light', findings);
    } finally {
      await context.close();
    }
    expectClean(findings);
  });
}
