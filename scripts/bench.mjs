#!/usr/bin/env node
/**
 * The benchmark (`npm run bench`): this site against the stock Docusaurus 3.8.1
 * classic template, measured in one run on this machine.
 *
 * 1. Generates the classic template in a temporary folder with create-docusaurus
 *    3.8.1 and installs it (never inside this repository).
 * 2. Cold production builds, alternating template and site, `--runs` times each
 *    (caches cleared before each); reports the median. The template runs
 *    `docusaurus build`, the site `npm run build` (whose deploy plugin adds the post-build steps).
 * 3. Serves both builds with deploy/serve.mjs, both precompressed the same way
 *    (deploy/precompress.mjs), and measures the JavaScript and CSS that a home
 *    page, a docs page and the site's heaviest page load before `load`, in bytes
 *    on the wire; the largest HTML page of each build; the search index.
 *    The sizes of llms.txt and llms-full.txt, and what the service worker
 *    keeps after a reader opens five pages.
 * 4. What the site's `main.js` is made of (scripts/bundle-composition.mjs, from a
 *    build with source maps).
 * 5. Lighthouse (mobile, its default simulated throttling) with Debian's
 *    Chromium, `--runs` times per page; reports the median of each score.
 * 6. For authors: `npm start`'s time to the first page in the browser, and the
 *    time from saving a guide to the browser showing the change.
 * 7. Prints the figures side by side and writes them to BENCHMARKS.md.
 *
 * Usage: node scripts/bench.mjs [--runs 3] [--no-write]
 */
import {spawn, spawnSync} from 'node:child_process';
import {mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {fileURLToPath} from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import {chromiumArgs, launchChromium} from '../tools/browser/chromium.mjs';
import {measurePage} from '../tools/browser/page-weight.mjs';
import {composition} from './bundle-composition.mjs';
import {cacheOf, workerCaches} from '../tools/browser/worker-caches.mjs';

const {values} = parseArgs({
  options: {
    runs: {type: 'string', default: '3'},
    write: {type: 'boolean', default: true},
    'keep-temp': {type: 'boolean', default: false},
  },
  allowNegative: true,
});
const runs = Number(values.runs);
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DOCUSAURUS = '3.8.1';

const log = (...args) => console.error('[bench]', ...args);
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

function run(cmd, args, cwd, env = {}) {
  const r = spawnSync(cmd, args, {
    cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
    env: {...process.env, ...env},
    maxBuffer: 256 << 20,
  });
  if (r.status !== 0)
    throw new Error(`${cmd} ${args.join(' ')} failed in ${cwd} (exit ${r.status}):\n${r.stdout}\n${r.stderr}`);
  return r.stdout;
}

// ---------------------------------------------------------------------------
// 1. The template
// ---------------------------------------------------------------------------

const temp = mkdtempSync(path.join(os.tmpdir(), 'nodemod-bench-'));
const template = path.join(temp, 'classic');
log(`generating the Docusaurus ${DOCUSAURUS} classic template in ${temp}`);
run(
  'npx',
  [
    '--yes',
    `create-docusaurus@${DOCUSAURUS}`,
    'classic',
    'classic',
    '--skip-install',
    '--package-manager',
    'npm',
    '--javascript',
  ],
  temp,
);
{
  // The same two adjustments this site needs to build with today's packages:
  // exact Docusaurus versions and webpackbar 7 (3.8.1's ProgressPlugin options
  // are rejected by the current webpack otherwise).
  const file = path.join(template, 'package.json');
  const pkg = JSON.parse(readFileSync(file, 'utf8'));
  for (const deps of [pkg.dependencies, pkg.devDependencies]) {
    for (const name of Object.keys(deps ?? {})) if (name.startsWith('@docusaurus/')) deps[name] = DOCUSAURUS;
  }
  pkg.overrides = {webpackbar: '^7.0.0'};
  writeFileSync(file, JSON.stringify(pkg, null, 2));
}
log('installing the template');
run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], template);

// ---------------------------------------------------------------------------
// 2. Cold builds
// ---------------------------------------------------------------------------

const sites = {
  template: {dir: template, label: `Docusaurus ${DOCUSAURUS} classic template`},
  site: {dir: repo, label: 'NodeMod site'},
};
const buildTimes = {template: [], site: []};
for (let i = 0; i < runs; i++) {
  for (const name of ['template', 'site']) {
    const {dir} = sites[name];
    run('npx', ['docusaurus', 'clear'], dir);
    const started = process.hrtime.bigint();
    if (name === 'site') run('npm', ['run', 'build'], dir);
    else run('npx', ['docusaurus', 'build'], dir);
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    buildTimes[name].push(seconds);
    log(`cold build ${i + 1}/${runs}, ${name}: ${seconds.toFixed(1)} s`);
  }
}
run('node', [path.join(repo, 'deploy/precompress.mjs'), '--dir', path.join(template, 'build')], repo);

/** The largest HTML page of a build: bytes and elements (start tags). */
function largestPage(dir) {
  let largest = {file: '', bytes: 0, elements: 0};
  for (const file of readdirSync(path.join(dir, 'build'), {recursive: true})) {
    if (!String(file).endsWith('.html')) continue;
    const html = readFileSync(path.join(dir, 'build', String(file)), 'utf8');
    const bytes = Buffer.byteLength(html);
    if (bytes > largest.bytes) largest = {file: String(file), bytes, elements: (html.match(/<[a-zA-Z]/g) ?? []).length};
  }
  return largest;
}
const largest = {template: largestPage(template), site: largestPage(repo)};
const searchIndex = (() => {
  const file = path.join(repo, 'build', 'search-index.json');
  const data = readFileSync(file);
  return {raw: data.length, brotli: readFileSync(`${file}.br`).length};
})();
log(`largest pages: template ${largest.template.file}, site ${largest.site.file}`);
/** The site's llms.txt and llms-full.txt (plugins/markdown-twins): raw and as served with brotli. */
const llms = Object.fromEntries(
  ['llms.txt', 'llms-full.txt'].map((name) => {
    const file = path.join(repo, 'build', name);
    return [name, {raw: readFileSync(file).length, brotli: readFileSync(`${file}.br`).length}];
  }),
);

// ---------------------------------------------------------------------------
// 3. Serving and first-load weight
// ---------------------------------------------------------------------------

async function serve(dir, port) {
  const child = spawn(
    'node',
    [path.join(repo, 'deploy/serve.mjs'), '--dir', path.join(dir, 'build'), '--port', String(port)],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise((resolve, reject) => {
    child.stdout.once('data', resolve);
    child.once('exit', (code) => reject(new Error(`server for ${dir} exited (${code})`)));
  });
  return child;
}
sites.template.origin = 'http://localhost:4301';
sites.site.origin = 'http://localhost:4302';
const servers = [await serve(template, 4301), await serve(repo, 4302)];
// A failure below must not leave the two servers holding their ports.
process.on('exit', () => servers.forEach((server) => server.kill()));

const pages = {
  template: {home: '/', doc: '/docs/intro', post: '/blog/welcome'},
  site: {
    home: '/',
    doc: '/docs/installation',
    guide: '/docs/guides/quick-start',
    api: '/docs/api/nodemod/Interface/Entity',
    heaviest: '/docs/api/nodemod/Interface/EventCallbacks',
    engine: '/docs/api/nodemod/Interface/Engine',
    'core class': '/docs/api/core/player/Class/default',
    'name index': '/docs/api/names',
    'AMX Mod X names': '/docs/api/names/amx-mod-x',
    post: '/blog/nodemod-modernized',
  },
};

/** The pages of the offline measurement: a reader's first five. */
const readPages = [
  '/docs/installation',
  '/docs/guides/quick-start',
  '/docs/api/core/cmd/Class/default',
  '/docs/examples/',
  '/blog/nodemod-modernized',
];

/**
 * What the site's service worker keeps (src/service-worker/sw.js) after a
 * reader opens `paths` by address in a new context, each until the worker has
 * kept it: pages, files and bytes of its caches.
 */
async function offlineCache(browser, origin, paths) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const keptPages = (list) => cacheOf(list, 'pages')?.paths.length ?? 0;
    // A reader stays on a page: each one is read until the worker has kept it.
    let kept = [];
    for (const [index, pagePath] of paths.entries()) {
      await page.goto(origin + pagePath, {waitUntil: 'load'});
      const started = Date.now();
      while (keptPages((kept = await workerCaches(page))) < index + 1) {
        if (Date.now() - started > 30_000)
          throw new Error(`after ${pagePath}, the service worker kept ${JSON.stringify(kept)}`);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
    return {
      pages: keptPages(kept),
      files: cacheOf(kept, 'files')?.paths.length ?? 0,
      bytes: kept.reduce((n, c) => n + c.bytes, 0),
    };
  } finally {
    await context.close();
  }
}

const weights = {template: {}, site: {}};
let offline;
const browser = await launchChromium();
try {
  for (const name of ['template', 'site']) {
    for (const kind of ['home', 'doc', 'heaviest']) {
      if (pages[name][kind]) weights[name][kind] = await measurePage(browser, sites[name].origin + pages[name][kind]);
    }
  }
  offline = await offlineCache(browser, sites.site.origin, readPages);
  log(`service worker after ${readPages.length} pages: ${JSON.stringify(offline)}`);
} finally {
  await browser.close();
}

// ---------------------------------------------------------------------------
// 4. Lighthouse
// ---------------------------------------------------------------------------

const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
const lighthouseRuns = {template: {}, site: {}};
const chrome = await chromeLauncher.launch({
  chromePath: '/usr/bin/chromium',
  chromeFlags: ['--headless=new', ...chromiumArgs],
});
try {
  for (let i = 0; i < runs; i++) {
    for (const name of ['template', 'site']) {
      for (const [kind, pagePath] of Object.entries(pages[name])) {
        if (kind === 'doc' && name === 'site') continue; // the guide stands for it
        const result = await lighthouse(sites[name].origin + pagePath, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: categories,
        });
        const scores = Object.fromEntries(
          categories.map((c) => [c, Math.round(100 * (result.lhr.categories[c].score ?? 0))]),
        );
        const failed = Object.values(result.lhr.audits)
          .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
          .map((a) => a.id);
        (lighthouseRuns[name][kind] ??= []).push({
          scores,
          failed,
          lcp: result.lhr.audits['largest-contentful-paint'].numericValue,
          tbt: result.lhr.audits['total-blocking-time'].numericValue,
        });
        log(
          `lighthouse ${i + 1}/${runs}, ${name} ${kind}: ${JSON.stringify(scores)}${failed.length ? ` (failed: ${failed.join(', ')})` : ''}`,
        );
      }
    }
  }
} finally {
  await chrome.kill();
  for (const s of servers) s.kill();
}

// ---------------------------------------------------------------------------
// 6. main.js composition (a build with source maps, after a cold start)
// ---------------------------------------------------------------------------

run('npx', ['docusaurus', 'clear'], repo);
const mapsDir = path.join(temp, 'site-with-maps');
run('npx', ['docusaurus', 'build', '--out-dir', mapsDir], repo, {NODEMOD_SOURCE_MAPS: '1'});
// The entry bundle's name carries no hash (plugins/entry-files).
const mainJs = readdirSync(path.join(mapsDir, 'assets', 'js')).find((f) => f === 'main.js');
const mainParts = composition(path.join(mapsDir, 'assets', 'js'), mainJs);
// The served build again, for whoever looks at it after the benchmark.
run('npm', ['run', 'build'], repo);

// ---------------------------------------------------------------------------
// 7. For authors: npm start
// ---------------------------------------------------------------------------

async function devServerTimes() {
  const guide = path.join(repo, 'docs', 'guides', 'quick-start.md');
  const original = readFileSync(guide, 'utf8');
  const origin = 'http://127.0.0.1:4303';
  const started = Date.now();
  const child = spawn('npx', ['docusaurus', 'start', '--port', '4303', '--host', '127.0.0.1', '--no-open'], {
    cwd: repo,
    stdio: ['ignore', 'ignore', 'ignore'],
    detached: true,
  });
  const devBrowser = await launchChromium();
  try {
    const page = await devBrowser.newPage();
    // Until the dev server answers and the guide's title shows.
    for (;;) {
      try {
        await page.goto(`${origin}/docs/guides/quick-start`, {timeout: 5000});
        await page.getByRole('heading', {level: 1, name: 'Quick start'}).waitFor({timeout: 5000});
        break;
      } catch {
        if (Date.now() - started > 600_000) throw new Error('npm start: no page after 10 minutes');
        await new Promise((r) => setTimeout(r, 500));
      }
    }
    const firstPage = (Date.now() - started) / 1000;
    const marker = `Benchmark edit ${Date.now()}`;
    const saved = Date.now();
    writeFileSync(guide, `${original}\n${marker}\n`);
    await page.getByText(marker).waitFor({timeout: 120_000});
    const reload = (Date.now() - saved) / 1000;
    return {firstPage, reload};
  } finally {
    writeFileSync(guide, original);
    await devBrowser.close();
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}
const dev = await devServerTimes();
log(`npm start: first page after ${dev.firstPage.toFixed(1)} s, a saved guide shown after ${dev.reload.toFixed(1)} s`);

// ---------------------------------------------------------------------------
// 8. Report
// ---------------------------------------------------------------------------

const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
/**
 * The median of each score, LCP and TBT over a page's Lighthouse runs, and every
 * audit that failed in any of them.
 * @returns {Record<string, number> & {lcp: number, tbt: number, failed: string[]}}
 */
const lhMedian = (name, kind) => {
  const list = lighthouseRuns[name][kind];
  return /** @type {any} */ ({
    ...Object.fromEntries(categories.map((c) => [c, median(list.map((r) => r.scores[c]))])),
    lcp: median(list.map((r) => r.lcp)),
    tbt: median(list.map((r) => r.tbt)),
    failed: [...new Set(list.flatMap((r) => r.failed))],
  });
};

const today = new Date().toISOString().slice(0, 10);
const lines = [];
lines.push('# Benchmarks', '');
lines.push(
  `Figures from one run of \`npm run bench\` (\`node scripts/bench.mjs --runs ${runs}\`) on ${today}, on a machine with ${os.cpus().length} cores ` +
    `(${os.cpus()[0]?.model.trim() ?? 'unknown CPU'}), ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB of memory, Node.js ${process.version}. ` +
    `The template is the Docusaurus ${DOCUSAURUS} classic template, generated with create-docusaurus in a temporary folder. ` +
    'Both builds are precompressed by deploy/precompress.mjs and served by deploy/serve.mjs on loopback. ' +
    "Lighthouse runs its default mobile profile (simulated throttling) in Debian's Chromium. Re-run the command to measure again.",
  '',
);
lines.push('## Cold production build', '');
lines.push(
  `\`docusaurus clear\` then, alternating, \`docusaurus build\` for the template and \`npm run build\` (the build with its deploy plugin: the service worker, precompression and the CSP) for the site, ${runs} times each; median.`,
  '',
);
lines.push('| | median | runs |', '| --- | ---: | --- |');
for (const name of ['template', 'site']) {
  lines.push(
    `| ${sites[name].label} | ${median(buildTimes[name]).toFixed(1)} s | ${buildTimes[name].map((t) => t.toFixed(1)).join(', ')} s |`,
  );
}
const pagesOf = (dir) =>
  readdirSync(path.join(dir, 'build'), {recursive: true}).filter((f) => String(f).endsWith('.html')).length;
lines.push(
  '',
  `The site's build runs TypeDoc twice and renders ${pagesOf(repo)} HTML pages (the template: ${pagesOf(template)}); ` +
    'it uses Docusaurus Faster (`future.experimental_faster`), the template its default webpack bundler.',
  '',
);
lines.push('## First-load JavaScript and CSS', '');
lines.push('Bytes on the wire before the `load` event, empty cache.', '');
lines.push(
  '| page | template JS | site JS | site / template | template CSS | site CSS |',
  '| --- | ---: | ---: | ---: | ---: | ---: |',
);
for (const kind of ['home', 'doc', 'heaviest']) {
  // The site's heaviest page is compared with the template's docs page.
  const t = weights.template[kind] ?? weights.template.doc;
  const s = weights.site[kind];
  const templatePage = pages.template[kind] ?? pages.template.doc;
  lines.push(
    `| ${kind} (\`${templatePage}\` / \`${pages.site[kind]}\`) | ${kib(t.js.wire)} | ${kib(s.js.wire)} | ${(s.js.wire / t.js.wire).toFixed(2)}x | ${kib(t.css.wire)} | ${kib(s.css.wire)} |`,
  );
}
lines.push('', '## Largest page and search index', '');
lines.push('| | largest HTML page | bytes | elements |', '| --- | --- | ---: | ---: |');
for (const name of ['template', 'site']) {
  const l = largest[name];
  lines.push(`| ${sites[name].label} | \`${l.file}\` | ${kib(l.bytes)} | ${l.elements} |`);
}
lines.push(
  '',
  `The site's search index (\`search-index.json\`): ${kib(searchIndex.raw)} raw, ${kib(searchIndex.brotli)} as served with brotli; it is fetched on the first use of the search box.`,
  '',
);
lines.push('## Markdown twins and offline reading', '');
lines.push(
  `\`llms.txt\`: ${kib(llms['llms.txt'].raw)} raw, ${kib(llms['llms.txt'].brotli)} with brotli. ` +
    `\`llms-full.txt\`: ${kib(llms['llms-full.txt'].raw)} raw, ${kib(llms['llms-full.txt'].brotli)} with brotli.`,
  '',
  `The service worker's caches after a reader opens ${readPages.length} pages by address (${readPages.map((p) => `\`${p}\``).join(', ')}) ` +
    `in a new browser context: ${offline.pages} pages and ${offline.files} files, ${kib(offline.bytes)} (bodies as stored, uncompressed).`,
  '',
);
const mainTotal = mainParts.reduce((n, p) => n + p.bytes, 0);
lines.push(`## What the site's \`main.js\` carries`, '');
lines.push(
  `Minified bytes of \`${mainJs}\` (${kib(mainTotal)}) by the package they come from, from a build with source maps (scripts/bundle-composition.mjs); the largest 12.`,
  '',
);
lines.push('| source | minified | share |', '| --- | ---: | ---: |');
for (const part of mainParts.slice(0, 12)) {
  lines.push(`| ${part.source} | ${kib(part.bytes)} | ${((100 * part.bytes) / mainTotal).toFixed(1)}% |`);
}
lines.push('', '## Lighthouse (mobile), median of ' + runs, '');
lines.push(
  '| page | performance | accessibility | best practices | SEO | LCP | TBT |',
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
);
for (const name of ['template', 'site']) {
  for (const kind of Object.keys(lighthouseRuns[name])) {
    const m = lhMedian(name, kind);
    lines.push(
      `| ${name === 'site' ? 'site' : 'template'} ${kind} \`${pages[name][kind]}\` | ${m.performance} | ${m.accessibility} | ${m['best-practices']} | ${m.seo} | ${(m.lcp / 1000).toFixed(2)} s | ${Math.round(m.tbt)} ms |`,
    );
  }
}
const failures = [];
for (const name of ['template', 'site']) {
  for (const kind of Object.keys(lighthouseRuns[name])) {
    const {failed} = lhMedian(name, kind);
    if (failed.length) failures.push(`- ${name} ${kind}: ${failed.join(', ')}`);
  }
}
if (failures.length) lines.push('', 'Pass/fail audits that failed in at least one run:', '', ...failures);

// The goals of the API reference's rendering, read off this run: every API page kind
// and the quick start score at least the template's docs page, with a Total Blocking
// Time at most 1.2 times its own; first-load JS of a docs page at most 0.8 times the
// template's; the search index at most 300 KB (as served).
const templateDoc = lhMedian('template', 'doc');
const goalPages = ['guide', 'api', 'heaviest', 'engine', 'core class', 'name index'];
const met = (ok) => (ok ? 'met' : 'not met');
lines.push('', '## Goals of this run', '');
lines.push(
  `Against the template's docs page in this run (performance ${templateDoc.performance}, TBT ${Math.round(templateDoc.tbt)} ms; the TBT limit is 1.2 times that, ${Math.round(1.2 * templateDoc.tbt)} ms):`,
  '',
  '| page | performance | TBT | score | TBT |',
  '| --- | ---: | ---: | --- | --- |',
);
for (const kind of goalPages) {
  const m = lhMedian('site', kind);
  lines.push(
    `| \`${pages.site[kind]}\` | ${m.performance} | ${Math.round(m.tbt)} ms | ${met(m.performance >= templateDoc.performance)} | ${met(m.tbt <= 1.2 * templateDoc.tbt)} |`,
  );
}
const docRatio = weights.site.doc.js.wire / weights.template.doc.js.wire;
lines.push(
  '',
  `First-load JS of a docs page: ${docRatio.toFixed(2)}x the template's (goal 0.80x): ${met(docRatio <= 0.8)}. ` +
    `Search index: ${kib(searchIndex.brotli)} as served (goal 300 KB): ${met(searchIndex.brotli <= 300_000)}.`,
);
lines.push('', '## For authors: `npm start`', '');
lines.push(
  `From \`npm start\` (\`docusaurus start\`, API reference generated on start) to the quick start guide shown in the browser: ${dev.firstPage.toFixed(1)} s. ` +
    `From saving a change to that guide to the browser showing it: ${dev.reload.toFixed(1)} s.`,
);
lines.push('');

const report = lines.join('\n');
console.log(report);
if (values.write) writeFileSync(path.join(repo, 'BENCHMARKS.md'), report);
if (!values['keep-temp']) rmSync(temp, {recursive: true, force: true});
