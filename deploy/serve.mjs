#!/usr/bin/env node
/**
 * A small static server for the production build, used by `npm run serve` and by
 * the browser tests. It follows the specification's URL rules:
 *
 * - `/x.html` and `/x/index.html` answer with a permanent redirect to `/x`;
 * - `/x` is served from `x/index.html` or `x.html`, `/x/` from `x/index.html`;
 * - `/x.md`, the Markdown twin of a page, is sent as `text/markdown` in UTF-8;
 * - an unknown path gets the site's not-found page with status 404;
 * - a path that cannot be decoded, or that would leave the build folder, gets the
 *   not-found page with status 400; an unsupported method gets 405.
 *
 * Files are served by sirv, which also sends the build's precompressed `.br` and
 * `.gz` copies to clients that accept them (files under 512 bytes have none and
 * go as they are, as nginx sends them). This file is the thin layer of the
 * site's own rules in front of it, and the caching headers.
 *
 * It never answers 5xx for a bad request: any unexpected failure while looking a
 * file up is treated as "not found".
 *
 * Usage: node deploy/serve.mjs [--dir build] [--port 3000] [--host 127.0.0.1]
 */
import http from 'node:http';
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {parseArgs} from 'node:util';
import sirv from 'sirv';
import {cacheControl} from './cache-policy.mjs';

const {values} = parseArgs({
  options: {
    dir: {type: 'string', default: 'build'},
    port: {type: 'string', default: process.env.PORT ?? '3000'},
    host: {type: 'string', default: process.env.HOST ?? '127.0.0.1'},
  },
});

const root = path.resolve(values.dir);
const port = Number(values.port);
const host = values.host;

/** Longest path we look up; longer ones cannot name a file of the build. */
const MAX_PATH = 1024;

/** @type {Buffer | undefined} */
let notFoundPage;
/**
 * @param {http.IncomingMessage} req
 * @param {http.ServerResponse} res
 * @param {number} status
 */
async function sendNotFound(req, res, status) {
  notFoundPage ??= await readFile(path.join(root, '404.html')).catch(() =>
    Buffer.from('<!doctype html><title>Page Not Found</title><h1>Page Not Found</h1>'),
  );
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': notFoundPage.length,
    'Cache-Control': 'no-cache',
  });
  res.end(req.method === 'HEAD' ? undefined : notFoundPage);
}

// The build is read once at start (restart the server after a new build):
// `/x` is looked up as `x`, `x.html` and `x/index.html`, with the precompressed
// copies first when the client accepts them.
const files = sirv(root, {
  extensions: ['html'],
  brotli: true,
  gzip: true,
  etag: true,
  dotfiles: false,
  onNoMatch: (req, res) => void sendNotFound(req, res, 404),
  setHeaders(res, pathname) {
    // Hashed bundles for a year, the entry bundles and the rest revalidated (deploy/cache-policy.mjs).
    res.setHeader('Cache-Control', cacheControl(pathname));
    res.setHeader('X-Content-Type-Options', 'nosniff');
    // The pages' Markdown twins and llms.txt (plugins/markdown-twins) are UTF-8 text;
    // sirv would send them without a charset.
    if (pathname.endsWith('.md')) res.setHeader('Content-Type', 'text/markdown; charset=utf-8');
    else if (pathname.endsWith('.txt')) res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  },
});

/**
 * The site's URL rules, before sirv looks a file up.
 * @param {http.IncomingMessage} req
 * @param {http.ServerResponse} res
 */
async function handle(req, res) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, {Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8'});
    res.end('Method Not Allowed\n');
    return;
  }
  const rawUrl = req.url ?? '/';
  const queryAt = rawUrl.indexOf('?');
  const rawPath = queryAt === -1 ? rawUrl : rawUrl.slice(0, queryAt);
  const query = queryAt === -1 ? '' : rawUrl.slice(queryAt);

  let urlPath;
  try {
    urlPath = decodeURIComponent(rawPath);
  } catch {
    return sendNotFound(req, res, 400);
  }
  if (!urlPath.startsWith('/') || urlPath.includes('\0') || urlPath.split('/').includes('..')) {
    return sendNotFound(req, res, 400);
  }
  if (urlPath.length > MAX_PATH) return sendNotFound(req, res, 404);

  // `/x/index.html` and `/x.html` are the same page as `/x`.
  const stripped = rawPath.replace(/(?:\/index)?\.html$/, '');
  if (stripped !== rawPath && rawPath !== '/404.html') {
    res.writeHead(301, {Location: (stripped || '/') + query, 'Cache-Control': 'no-cache'});
    res.end();
    return;
  }
  files(req, res);
}

const server = http.createServer((req, res) => {
  handle(req, res).catch(() => {
    if (!res.headersSent) sendNotFound(req, res, 404).catch(() => res.destroy());
    else res.destroy();
  });
});

server.listen(port, host, () => {
  const shown = host === '127.0.0.1' ? 'localhost' : host;
  console.log(`Serving ${path.relative(process.cwd(), root) || '.'} at http://${shown}:${port}/`);
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
