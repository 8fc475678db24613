// plugins/redirects: the page an old address answers with, and the build's checks.
import assert from 'node:assert/strict';
import {mkdtemp, mkdir, readFile, rm, writeFile} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import test from 'node:test';
import redirectsPlugin, {redirectPage} from '../../plugins/redirects/index.mjs';

test('the page moves on at once, names its target by title and escapes what it writes', () => {
  const html = redirectPage({href: '/docs/?a=1&b=2', canonical: 'https://example.org/docs/', title: 'A <b> & "c"'});
  assert.match(html, /^<!doctype html>\n<html lang="en">/);
  assert.match(html, /<meta http-equiv="refresh" content="0; url=\/docs\/\?a=1&amp;b=2">/);
  assert.match(html, /<link rel="canonical" href="https:\/\/example.org\/docs\/">/);
  assert.match(html, /<title>A &lt;b&gt; &amp; &quot;c&quot;<\/title>/);
  assert.match(html, /<a href="\/docs\/\?a=1&amp;b=2">A &lt;b&gt; &amp; &quot;c&quot;<\/a>/);
  assert.doesNotMatch(html, /<script/);
});

/** The plugin's post-build step on a build whose pages are `/nodemod/docs/` and `/nodemod/docs/a`. */
async function build(redirects) {
  const outDir = await mkdtemp(path.join(os.tmpdir(), 'redirects-'));
  // Only the parts of the build's context and props the plugin reads.
  const plugin = redirectsPlugin(
    /** @type {any} */ ({siteConfig: {baseUrl: '/nodemod/', url: 'https://example.org'}}),
    {redirects},
  );
  // The build's folder is served at the base URL: its files' paths do not have it.
  const run = async () =>
    plugin.postBuild?.(/** @type {any} */ ({outDir, routesPaths: ['/nodemod/docs/', '/nodemod/docs/a']}));
  return {outDir, run};
}

test('an address gets its page under the base URL; a target that is no page, or an address that is one, stops the build', async () => {
  const {outDir, run} = await build([{from: '/docs/intro', to: '/docs/'}]);
  try {
    await mkdir(path.join(outDir, 'docs'), {recursive: true});
    await writeFile(path.join(outDir, 'docs', 'index.html'), '<title data-rh="true">What is it? &amp; why</title>');
    await run();
    const page = await readFile(path.join(outDir, 'docs', 'intro', 'index.html'), 'utf8');
    assert.match(page, /url=\/nodemod\/docs\/"/);
    assert.match(page, /<link rel="canonical" href="https:\/\/example.org\/nodemod\/docs\/">/);
    assert.match(page, /<title>What is it\? &amp; why<\/title>/);
    // Run again: the page is there now, and is not written over.
    await assert.rejects(run(), /already has/);
  } finally {
    await rm(outDir, {recursive: true, force: true});
  }
  for (const [redirects, message] of [
    [[{from: '/docs/intro', to: '/docs/nowhere'}], /no page of the site/],
    [[{from: '/docs/a', to: '/docs/'}], /is a page of the site/],
    [
      [
        {from: '/x', to: '/docs/'},
        {from: '/x', to: '/docs/'},
      ],
      /given twice/,
    ],
  ]) {
    const bad = await build(redirects);
    try {
      await mkdir(path.join(bad.outDir, 'docs'), {recursive: true});
      await writeFile(path.join(bad.outDir, 'docs', 'index.html'), '<title>T</title>');
      await assert.rejects(bad.run(), message);
    } finally {
      await rm(bad.outDir, {recursive: true, force: true});
    }
  }
});
