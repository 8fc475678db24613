/**
 * Weight budget: the JavaScript and CSS that the home page, a guide and an API
 * page load before their `load` event, in bytes as the server sends them
 * (compressed), stay within `weight-budget.json`, and so does the HTML of every
 * built page: a phone has to parse and lay out all of it, and the search index a
 * reader downloads on the first use of the search box. The figures are printed so
 * a change in weight shows in every test run, not only when it breaks the budget.
 */
import {readFileSync} from 'node:fs';
import {get} from 'node:http';
import path from 'node:path';
import {expect, test} from '../support/fixtures';
import {runJson} from '../support/run-node';
import {sitemapPaths} from '../support/sitemap';

type Budget = {
  $comment: string;
  pages: Record<string, {js: number; css: number}>;
  searchIndex: {brotli: number};
  html: {
    bytes: number;
    elements: number;
    /** A page allowed more, with the reason: the budget's own figures are the goal. */
    exceptions: Record<string, {bytes: number; elements: number; reason: string}>;
  };
};
type Totals = {files: number; wire: number; decoded: number};
type Weight = {path: string; js: Totals; css: Totals; encodings: string[]};

const budget = JSON.parse(readFileSync('weight-budget.json', 'utf8')) as Budget;
const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

test('first-load JavaScript and CSS stay within weight-budget.json', ({baseURL}) => {
  test.setTimeout(120_000);
  const paths = Object.keys(budget.pages);
  expect(paths.length).toBeGreaterThanOrEqual(3);
  const {status, output} = runJson<Weight[]>('tools/browser/page-weight.mjs', ['--url', baseURL!, ...paths]);
  expect(status).toBe(0);
  expect(output.map((w) => w.path)).toEqual(paths);
  for (const w of output) {
    const limit = budget.pages[w.path];
    console.log(
      `${w.path}: JS ${kib(w.js.wire)} of ${kib(limit.js)} (${w.js.files} files, ${kib(w.js.decoded)} decoded), ` +
        `CSS ${kib(w.css.wire)} of ${kib(limit.css)} (${w.css.files} files), sent as ${w.encodings.join('/')}`,
    );
    // Something was measured, and it came compressed.
    expect(w.js.files, w.path).toBeGreaterThan(0);
    expect(w.css.files, w.path).toBeGreaterThan(0);
    expect(w.js.wire, `${w.path}: JS is sent compressed`).toBeLessThan(w.js.decoded / 2);
    expect(w.js.wire, `${w.path}: JS bytes on the wire`).toBeLessThanOrEqual(limit.js);
    expect(w.css.wire, `${w.path}: CSS bytes on the wire`).toBeLessThanOrEqual(limit.css);
  }
});

/** A file as the server sends it to a browser that takes brotli: its encoding and bytes on the wire. */
const served = (url: string) =>
  new Promise<{status: number; encoding: string; bytes: number}>((resolve, reject) => {
    get(url, {headers: {'accept-encoding': 'br, gzip'}}, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () =>
        resolve({status: response.statusCode ?? 0, encoding: String(response.headers['content-encoding']), bytes}),
      );
    }).on('error', reject);
  });

test('the search index stays within weight-budget.json as served', async ({baseURL}) => {
  const index = await served(new URL('/search-index.json', baseURL).href);
  const raw = readFileSync('build/search-index.json').length;
  console.log(
    `search index: ${kib(index.bytes)} with ${index.encoding} (${kib(raw)} raw), budget ${kib(budget.searchIndex.brotli)}`,
  );
  expect(index.status).toBe(200);
  expect(index.encoding).toBe('br');
  expect(index.bytes, 'bytes on the wire').toBeGreaterThan(raw / 20);
  expect(index.bytes, 'bytes on the wire').toBeLessThanOrEqual(budget.searchIndex.brotli);
});

/** Start tags in an HTML text: the elements a browser builds from it. */
export const countElements = (html: string) => (html.match(/<[a-zA-Z]/g) ?? []).length;

test('every page stays within the HTML budget: bytes and elements', () => {
  const pages = [...sitemapPaths(), '/404'].map((route) => {
    const file = route === '/404' ? '404.html' : path.join(route, 'index.html');
    const html = readFileSync(path.join('build', file), 'utf8');
    return {route, bytes: Buffer.byteLength(html), elements: countElements(html)};
  });
  const heaviest = [...pages].sort((a, b) => b.bytes - a.bytes).slice(0, 3);
  console.log(
    `HTML of ${pages.length} pages; heaviest: ` +
      heaviest.map((p) => `${p.route} ${kib(p.bytes)}, ${p.elements} elements`).join('; '),
  );
  const over = pages.filter((p) => {
    const limit = budget.html.exceptions[p.route] ?? budget.html;
    return p.bytes > limit.bytes || p.elements > limit.elements;
  });
  expect(over, `budget ${budget.html.bytes} bytes, ${budget.html.elements} elements`).toEqual([]);
  // An exception names a built page, gives a reason, and is still needed.
  for (const [route, limit] of Object.entries(budget.html.exceptions)) {
    const page = pages.find((p) => p.route === route);
    expect(page, `${route} is a page of the site`).toBeDefined();
    expect(limit.reason.length, `${route}: the exception says why`).toBeGreaterThan(20);
    expect(
      page!.bytes > budget.html.bytes || page!.elements > budget.html.elements,
      `${route} is within the budget now: drop its exception`,
    ).toBe(true);
  }
  // The counter sees elements, so the check can fail.
  expect(countElements('<!DOCTYPE html><html><body><p>a<b>b</b></p><!-- c --></body></html>')).toBe(4);
});
