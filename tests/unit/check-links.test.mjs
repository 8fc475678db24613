/**
 * The link checker (tests/checkers/check-links.mjs) on a two-page site written here,
 * served by a small server of this test whose second page drops the connection the
 * first time it is asked for. linkinator then tries it again on a timer; a preload
 * makes that timer fire a few milliseconds before the time linkinator set for it, as
 * timers may (the queue puts the link back and leaves it to an unref'd interval). The
 * checker must still settle and print its report: the dropped page checked, and the one
 * link whose fragment names no element of its page reported broken (exit code 1).
 */
import assert from 'node:assert/strict';
import {spawn} from 'node:child_process';
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import {test} from 'node:test';

const checker = path.resolve('tests/checkers/check-links.mjs');

function serve() {
  let dropped = false;
  const server = http.createServer((req, res) => {
    if (req.url === '/second' && !dropped) {
      dropped = true;
      req.socket.destroy();
      return;
    }
    res.setHeader('content-type', 'text/html; charset=utf-8');
    if (req.url === '/')
      res.end('<!doctype html><title>one</title><a href="/second#part">second</a> <a href="/third#gone">third</a>');
    else if (req.url === '/second') res.end('<!doctype html><title>two</title><p id="part">here</p>');
    else if (req.url === '/third') res.end('<!doctype html><title>three</title><p id="other">there</p>');
    else {
      res.statusCode = 404;
      res.end('<!doctype html><title>not found</title>');
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

function run(args, env) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, {env: {...process.env, ...env}});
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (code) => resolve({code, stdout, stderr}));
  });
}

test('a link retried on a timer that fires early is still checked, and the checker settles', async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'check-links-'));
  const server = await serve();
  try {
    const origin = `http://127.0.0.1:${server.address().port}`;
    writeFileSync(
      path.join(dir, 'sitemap.xml'),
      `<urlset><url><loc>https://example.org/</loc></url><url><loc>https://example.org/second</loc></url><url><loc>https://example.org/third</loc></url></urlset>`,
    );
    // Timers of a second or more (linkinator's retries) fire 20 ms before they are due.
    const early = path.join(dir, 'early-timers.mjs');
    writeFileSync(
      early,
      `const set = globalThis.setTimeout;
globalThis.setTimeout = (fn, ms, ...rest) => set(fn, ms >= 1000 ? ms - 20 : ms, ...rest);
`,
    );
    const {code, stdout, stderr} = await run(['--import', early, checker, '--url', origin, '--dir', dir, '--json'], {});
    assert.equal(code, 1, `exit ${code}; stderr: ${stderr}`);
    const report = JSON.parse(stdout);
    assert.deepEqual(
      report.broken.map((b) => b.url),
      [`${origin}/third#gone`],
    );
    // The sitemap's three pages (the dropped one among them) and the link to #part.
    assert.equal(report.checked, 4);
  } finally {
    server.close();
    server.closeAllConnections?.();
    rmSync(dir, {recursive: true, force: true});
  }
});
