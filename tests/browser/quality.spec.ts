/**
 * Quality gates over every page of the built sitemap plus the not-found page,
 * served as in production: by nginx with the site's configuration
 * (deploy/serve-nginx.mjs, started here, one per test worker), so every page
 * also runs under the real Content-Security-Policy.
 *
 * - accessibility: axe (WCAG 2.2 A and AA, and its best practices) finds
 *   nothing, in dark mode on every page, where colour contrast is checked on
 *   each text style of the site once (see axeSweepViolations); in light mode,
 *   its colour rules (contrast, links told by colour) find nothing on one page
 *   of each kind, contrast again once per text style;
 * - privacy: no page makes a request outside the site's origin;
 * - console: no page logs an error, an uncaught exception or a hydration warning;
 * - CSP: no page reports a Content-Security-Policy violation;
 * - code and tables: no code block of an article is wider than its column at
 *   1280 px (with the exceptions of wideCodeAllowed), nor any table;
 * - routes: each non-API route of the specification shows its own page, with
 *   its title, its main heading and an opening paragraph.
 *
 * Pages are split into a few groups; each group reuses one browser page, so the
 * whole sweep costs one navigation and one axe run per page.
 */
import type {ChildProcess} from 'node:child_process';
import {type Browser, type Page} from '@playwright/test';
import {expect, test} from '../support/fixtures';
import {axeRulesRun, axeSource, axeSweepViolations, type AxeRuleSet} from '../support/axe';
import {halves} from '../support/halves';
import {pageGroups} from '../support/page-groups';
import {consoleProblemsWhile, layOutEveryBlock, waitForHydration} from '../support/page';
import {freePort, startServer, stopServer} from '../support/servers';
import {routes, type RouteCase} from '../support/routes';
import {notFoundPath, sweepPaths} from '../support/sitemap';

const pages = [...sweepPaths(), notFoundPath];

/** One page of each kind, checked again in light mode with the rules that depend on colour. */
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

type Findings = {
  accessibility: string[];
  thirdParty: string[];
  console: string[];
  csp: string[];
  wideCode: string[];
  wideTables: string[];
};
const noFindings = (): Findings => ({
  accessibility: [],
  thirdParty: [],
  console: [],
  csp: [],
  wideCode: [],
  wideTables: [],
});

/**
 * Code blocks whose lines may not be broken, each with the reason: NodeMod's log output
 * quoted as it is printed (a wrapped line would misquote it), and text that is not ours.
 */
const wideCodeAllowed = [
  {route: '/docs/guides/logs-and-errors', text: '[ERROR]: Event handling function in resource', why: 'a log line'},
  // Node.js's own example of `emit`, which the msg service inherits from EventEmitter:
  // the page shows it as Node's type declarations (@types/node) write it.
  {route: '/docs/api/core/msg/Class/default', text: "myEmitter.on('event', function firstListener", why: "Node's"},
];

/**
 * The code blocks and the tables of the page's article that are wider than their column
 * at this width (1280 px), with every block laid out: a table Infima lets scroll hides
 * its last column's end until the reader scrolls it. Returns how many code blocks were
 * measured.
 */
async function checkCodeFits(page: Page, path: string, findings: Findings): Promise<number> {
  await layOutEveryBlock(page);
  const tables = await page.evaluate(() =>
    Array.from(document.querySelectorAll('article table'), (table) => ({
      over: table.scrollWidth - table.clientWidth,
      head: (table.querySelector('thead')?.textContent ?? table.textContent ?? '').replace(/\s+/g, ' ').slice(0, 60),
    })),
  );
  for (const {over, head} of tables) if (over > 0) findings.wideTables.push(`${path}: ${over} px hidden: ${head}`);
  const found = await page.evaluate(() =>
    Array.from(document.querySelectorAll('article pre'), (pre) => ({
      over: pre.scrollWidth - pre.clientWidth,
      text: pre.textContent ?? '',
    })),
  );
  for (const {over, text} of found) {
    if (over <= 0) continue;
    if (wideCodeAllowed.some((a) => bare(a.route) === bare(path) && text.includes(a.text))) continue;
    findings.wideCode.push(
      `${path}: ${over} px too wide: ${text.split('\n').find((line) => line.length > 72) ?? text.slice(0, 80)}`,
    );
  }
  return found.length;
}

let nginx: ChildProcess | undefined;
let nginxOrigin = '';

test.beforeAll(async () => {
  const port = await freePort();
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
 * Runs `run` with a page of a new browser context in the given colour scheme,
 * and closes the context after it. The context records every request leaving
 * the site's origin. The requests are only listened to: routing them
 * through the test runner to block them made every page load about half as
 * slow again, and the tests' machine has no way out anyway (the CSP blocks
 * such a request too, and that is reported on its own).
 */
async function inContext(
  browser: Browser,
  baseURL: string,
  colorScheme: 'dark' | 'light',
  thirdParty: string[],
  run: (page: Page) => Promise<void>,
) {
  const origin = new URL(baseURL).origin;
  // Without the site's service worker: the sweep checks each page as a first visit
  // makes it, and the worker's own work (keeping every page it loads) would only slow
  // it. nginx.spec.ts checks the worker under the production CSP, offline.spec.ts the rest.
  const context = await browser.newContext({
    baseURL,
    colorScheme,
    serviceWorkers: 'block',
    viewport: {width: 1280, height: 720},
  });
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
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (/^(https?|wss?):$/.test(url.protocol) && url.origin !== origin) thirdParty.push(request.url());
  });
  try {
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}

/** A path without its trailing slash: the specification writes `/docs/api`, the sitemap `/docs/api/`. */
const bare = (path: string) => path.replace(/(.)\/$/, '$1');
const routeOf = new Map(routes.map((route) => [bare(route.path), route]));

/** The specification's route shows its own page: title, heading, an opening paragraph that names NodeMod. */
async function checkRoute(page: Page, route: RouteCase) {
  await expect.soft(page, route.path).toHaveTitle(route.title);
  if (route.heading) await expect.soft(page.getByRole('heading', {level: 1}), route.path).toHaveText(route.heading);
  // Its own page, not the not-found page rendered at a known address.
  await expect.soft(page.getByRole('heading', {name: 'Page Not Found'}), route.path).toHaveCount(0);
  const content = page.locator('#__docusaurus_skipToContent_fallback');
  await expect.soft(content.locator('p').first(), route.path).toBeVisible();
  await expect.soft(content, route.path).toContainText('NodeMod');
}

/** Loads one page and runs every check on it, adding what fails to `findings`. */
async function checkPage(
  page: Page,
  path: string,
  mode: 'dark' | 'light',
  findings: Findings,
  /** The rules to run, and the text styles already contrast-checked in this sweep (see axeSweepViolations). */
  axe: {rules: AxeRuleSet; seenStyles: Set<string>; codeBlocks?: number},
  /** Run in the page once it has hydrated: the planted faults of the test of the checks. */
  plant?: () => void,
) {
  const problems = await consoleProblemsWhile(page, path, notFoundPath, async () => {
    const response = await page.goto(path, {waitUntil: 'load'});
    expect(response?.status(), path).toBe(path === notFoundPath ? 404 : 200);
    expect(response?.headers()['content-security-policy'], `${path}: served with a CSP`).toContain("script-src 'self'");
    await waitForHydration(page);
    const route = routeOf.get(bare(path));
    if (route && mode === 'dark') await checkRoute(page, route);
    if (plant) await page.evaluate(plant);
    await expect(page.locator('html'), `${path} in ${mode} mode`).toHaveAttribute('data-theme', mode);
    const violations = await axeSweepViolations(page, axe.seenStyles, axe.rules);
    for (const v of violations) findings.accessibility.push(`${path} [${mode}] ${v}`);
    if (mode === 'dark') axe.codeBlocks = (axe.codeBlocks ?? 0) + (await checkCodeFits(page, path, findings));
    // Read last, so a violation reported while axe ran is counted too.
    const blocked = await page.evaluate(() => (window as unknown as {cspViolations: string[]}).cspViolations);
    for (const v of blocked) findings.csp.push(`${path}: ${v}`);
  });
  findings.console.push(...problems);
}

function expectClean(findings: Findings) {
  expect(findings.accessibility, 'axe violations').toEqual([]);
  expect(findings.thirdParty, 'requests outside the site').toEqual([]);
  expect(findings.console, 'console errors and hydration warnings').toEqual([]);
  expect(findings.csp, 'Content-Security-Policy violations').toEqual([]);
  expect(findings.wideCode, 'code blocks wider than their column at 1280 px').toEqual([]);
  expect(findings.wideTables, 'tables wider than their column at 1280 px').toEqual([]);
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

test('the checks catch what they look for on a page made faulty', async ({browser, baseURL}) => {
  // Four page loads, two axe runs: well over their time on 2 cores beside the other tests.
  test.setTimeout(120_000);
  // Planted after hydration: a heading that skips two levels, an image with no
  // text alternative, faint text, an image from another origin, a link told from
  // its text by nothing, a code block and a table wider than their column, and an error in the console.
  const plant = () => {
    document
      .querySelector('article h1')!
      .insertAdjacentHTML(
        'afterend',
        '<h5>Skipped levels</h5><img src="/img/logo.svg"><p style="color:#777;background:#888">faint text</p>' +
          '<img alt="" src="http://127.0.0.2:9/pixel.png">' +
          '<p style="color:#999">This line holds a <a href="/docs/" style="text-decoration:none;color:#aaa">link told' +
          ' from its text by nothing</a> among enough other words for axe to call it a link in a block of text.</p>' +
          `<pre>${'planted.code.line.'.repeat(20)}</pre>` +
          `<table><thead><tr><th>Planted table</th></tr></thead><tbody><tr><td><code>${'planted_table_name'.repeat(8)}</code></td></tr></tbody></table>`,
      );
    console.error('planted error');
  };
  // Under nginx's CSP, which blocks the other origin's image and reports it.
  // As in the sweep: a clean page first, whose text styles are then known, and
  // the faults planted in the next page, whose faint text is a style not seen yet.
  const underCsp = noFindings();
  const seenStyles = new Set<string>();
  await inContext(browser, nginxOrigin, 'dark', underCsp.thirdParty, async (page) => {
    await checkPage(page, '/docs/guides/quick-start', 'dark', underCsp, {rules: 'all', seenStyles});
    expect(underCsp, 'the clean page').toEqual(noFindings());
    expect(seenStyles.size, 'text styles of the clean page').toBeGreaterThan(20);
    await checkPage(page, '/docs/installation', 'dark', underCsp, {rules: 'all', seenStyles}, plant);
  });
  expect(underCsp.accessibility.map((v) => v.split(' ')[2])).toEqual(
    expect.arrayContaining(['heading-order', 'image-alt', 'color-contrast', 'link-in-text-block']),
  );
  expect(underCsp.csp.join('\n')).toContain('127.0.0.2');
  expect(underCsp.console.join('\n')).toContain('planted error');
  expect(underCsp.wideCode.join('\n')).toContain('/docs/installation: ');
  expect(underCsp.wideCode.join('\n')).toContain('planted.code.line.');
  expect(underCsp.wideTables.join('\n')).toContain('/docs/installation: ');
  expect(underCsp.wideTables.join('\n')).toContain('Planted table');
  // Light mode runs only the colour rules: the contrast and link faults are found, the others are left to dark mode.
  const light = noFindings();
  await inContext(browser, nginxOrigin, 'light', light.thirdParty, (page) =>
    checkPage(page, '/docs/installation', 'light', light, {rules: 'colour', seenStyles: new Set()}, plant),
  );
  expect(light.accessibility.map((v) => v.split(' ')[2]).sort()).toEqual(['color-contrast', 'link-in-text-block']);
  // With no CSP (the test server sends none), the request itself is seen leaving.
  const noCsp = noFindings();
  await inContext(browser, baseURL!, 'dark', noCsp.thirdParty, async (page) => {
    await page.goto('/docs/installation');
    await waitForHydration(page);
    await page.evaluate(plant);
    await expect.poll(() => noCsp.thirdParty).toContain('http://127.0.0.2:9/pixel.png');
  });
});

test('every non-API route of the specification is a sitemap page, so the dark sweep checks it', () => {
  const sitemap = pages.map(bare);
  for (const route of routes) expect.soft(sitemap, route.path).toContain(bare(route.path));
  expect(routes.length).toBeGreaterThanOrEqual(19);
});

// Groups of about equal work (tests/support/page-groups.ts).
const groups = 10;
const shares = pageGroups(pages, groups);

for (let g = 0; g < groups; g++) {
  const share = shares[g];
  test(`dark mode, every page (group ${g + 1} of ${groups}, ${share.length} pages): axe, requests, console, CSP, routes`, async ({
    browser,
  }) => {
    // Well over the 1 to 3 s a page takes on 2 cores beside the other tests.
    test.setTimeout(60_000 + share.length * 10_000);
    const findings = noFindings();
    const axe = {rules: 'all' as const, seenStyles: new Set<string>(), codeBlocks: 0};
    await inContext(browser, nginxOrigin, 'dark', findings.thirdParty, async (page) => {
      for (const path of share) await checkPage(page, path, 'dark', findings, axe);
    });
    console.log(
      `group ${g + 1}: colour contrast checked on ${axe.seenStyles.size} text styles, ${axe.codeBlocks} code blocks measured`,
    );
    expectClean(findings);
  });
}

// In two halves, so the two test workers share them.
for (const share of halves(Object.entries(oneOfEachKind))) {
  test(`light mode, one page of each kind (${share.map(([kind]) => kind).join(', ')}): axe's colour rules, requests, console, CSP`, async ({
    browser,
  }) => {
    test.setTimeout(share.length * 15_000);
    for (const [, path] of share) expect(pages, 'a page of the sitemap').toContain(path);
    const findings = noFindings();
    const seenStyles = new Set<string>();
    await inContext(browser, nginxOrigin, 'light', findings.thirdParty, async (page) => {
      for (const [, path] of share) await checkPage(page, path, 'light', findings, {rules: 'colour', seenStyles});
    });
    expectClean(findings);
  });
}
