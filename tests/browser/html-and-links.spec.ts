/**
 * The built HTML is valid (Nu HTML Checker) and no internal link or `#fragment`
 * of the served site is broken (linkinator, crawling the site the tests serve).
 * Each check is also run on a small faulty site, to show it reports what it
 * looks for.
 */
import {spawn} from 'node:child_process';
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {expect, test} from '../support/fixtures';
import {runJson} from '../support/run-node';
import {freePort} from '../support/servers';
import {sitemapPaths} from '../support/sitemap';

type HtmlReport = {checked: number; errors: {file: string; line: number; message: string}[]};
type LinkReport = {checked: number; fragments: number; external: string[]; broken: {url: string; details: string[]}[]};

/** A throwaway site folder with the given files, removed after the test. */
function faultySite(files: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), 'nodemod-faulty-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  test.info().attach('faulty site', {body: Object.keys(files).join(', ')});
  return {dir, remove: () => rmSync(dir, {recursive: true, force: true})};
}

const page = (body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>t</title></head><body>${body}</body></html>`;

test('the Nu HTML checker finds no error in any built page', () => {
  test.setTimeout(180_000);
  const {status, output} = runJson<HtmlReport>('tests/checkers/check-html.mjs');
  console.log(`${output.checked} HTML files checked, ${output.errors.length} errors`);
  expect(output.errors).toEqual([]);
  expect(output.checked).toBeGreaterThanOrEqual(sitemapPaths().length);
  expect(status).toBe(0);
});

test('the HTML check reports an invalid page', () => {
  test.setTimeout(120_000);
  const site = faultySite({
    'index.html': page('<main><p>fine</p></main>'),
    'bad.html': page('<ul><div>not a list item</div></ul><a href="/x"><a href="/y">nested</a></a>'),
  });
  try {
    const {status, output} = runJson<HtmlReport>('tests/checkers/check-html.mjs', ['--dir', site.dir]);
    expect(status).toBe(1);
    expect(output.errors.every((e) => e.file === 'bad.html')).toBe(true);
    expect(output.errors.length).toBeGreaterThanOrEqual(2);
  } finally {
    site.remove();
  }
});

test('linkinator finds no broken internal link or fragment on the served site', ({baseURL}) => {
  test.setTimeout(180_000);
  const {status, output} = runJson<LinkReport>('tests/checkers/check-links.mjs', ['--url', baseURL!]);
  console.log(
    `${output.checked} links OK, ${output.fragments} fragments checked, ${output.external.length} external links not fetched`,
  );
  expect(output.broken).toEqual([]);
  expect(output.checked).toBeGreaterThan(sitemapPaths().length);
  expect(output.fragments).toBeGreaterThan(100);
  expect(status).toBe(0);
});

test('the link check reports a missing page and a missing fragment', async () => {
  test.setTimeout(60_000);
  const site = faultySite({
    'index.html': page(
      '<main id="top"><a href="/missing">gone</a> <a href="/other#nowhere">no anchor</a> <a href="#top">ok</a></main>',
    ),
    'other.html': page('<main><h1 id="here">Other</h1></main>'),
    '404.html': page('<main><h1>Not found</h1></main>'),
    'sitemap.xml': '<?xml version="1.0"?><urlset><url><loc>https://example.org/other</loc></url></urlset>',
  });
  const port = await freePort();
  const server = spawn(process.execPath, ['deploy/serve.mjs', '--dir', site.dir, '--port', String(port)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    await new Promise((resolve) => server.stdout!.once('data', resolve));
    const {status, output} = runJson<LinkReport>('tests/checkers/check-links.mjs', [
      '--dir',
      site.dir,
      '--url',
      `http://127.0.0.1:${port}`,
    ]);
    const urls = output.broken.map((b) => new URL(b.url).pathname + new URL(b.url).hash);
    expect(urls.sort()).toEqual(['/missing', '/other#nowhere']);
    expect(status).toBe(1);
  } finally {
    server.kill();
    site.remove();
  }
});
