#!/usr/bin/env node
/**
 * Measures what a page makes the browser download before its `load` event:
 * JavaScript and CSS bytes as they come over the wire (compressed, as the
 * server sends them), read from the browser's Resource Timing entries, in a
 * fresh browser context (empty cache). Used by the weight-budget test and by
 * the benchmark.
 *
 * Usage: node tools/browser/page-weight.mjs --url http://127.0.0.1:3000 [--json] /path ...
 */
import {parseArgs} from 'node:util';
import {launchChromium} from './chromium.mjs';

/**
 * Loads `url` in a new context of `browser` and returns the JS and CSS loaded
 * before the load event: bytes on the wire (`encodedBodySize`), bytes once
 * decoded, file count, and the content encodings the server used.
 */
export async function measurePage(browser, url) {
  const context = await browser.newContext();
  const encodings = new Set();
  try {
    const page = await context.newPage();
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type === 'script' || type === 'stylesheet')
        encodings.add(response.headers()['content-encoding'] ?? 'identity');
    });
    const response = await page.goto(url, {waitUntil: 'load'});
    if (!response || response.status() !== 200) throw new Error(`${url} answered ${response?.status()}`);
    const entries = await page.evaluate(() => {
      const [nav] = /** @type {PerformanceNavigationTiming[]} */ (performance.getEntriesByType('navigation'));
      return /** @type {PerformanceResourceTiming[]} */ (performance.getEntriesByType('resource'))
        .filter((e) => e.responseEnd <= nav.loadEventStart)
        .map((e) => ({name: e.name, wire: e.encodedBodySize, decoded: e.decodedBodySize}));
    });
    const sum = (kind) => {
      const files = entries.filter((e) => new URL(e.name).pathname.endsWith(`.${kind}`));
      return {
        files: files.length,
        wire: files.reduce((n, e) => n + e.wire, 0),
        decoded: files.reduce((n, e) => n + e.decoded, 0),
      };
    };
    return {url, js: sum('js'), css: sum('css'), encodings: [...encodings].sort()};
  } finally {
    await context.close();
  }
}

const isMain = import.meta.url === `file://${process.argv[1]}`;
if (isMain) {
  const {values, positionals} = parseArgs({
    allowPositionals: true,
    options: {url: {type: 'string'}, json: {type: 'boolean', default: false}},
  });
  if (!values.url || positionals.length === 0) {
    console.error('usage: node tools/browser/page-weight.mjs --url <served site> [--json] /path ...');
    process.exit(2);
  }
  const browser = await launchChromium();
  const results = [];
  try {
    for (const path of positionals) results.push({path, ...(await measurePage(browser, values.url + path))});
  } finally {
    await browser.close();
  }
  if (values.json) {
    console.log(JSON.stringify(results));
  } else {
    const kb = (n) => `${(n / 1024).toFixed(1)} KiB`;
    for (const r of results) {
      console.log(
        `${r.path}: JS ${kb(r.js.wire)} on the wire (${kb(r.js.decoded)} decoded, ${r.js.files} files), ` +
          `CSS ${kb(r.css.wire)} (${kb(r.css.decoded)}, ${r.css.files} files), encoding ${r.encodings.join('/')}`,
      );
    }
  }
}
