#!/usr/bin/env node
/**
 * A small static server for the production build, used by `npm run serve` and by
 * the browser tests. It follows the specification's URL rules:
 *
 * - `/x.html` and `/x/index.html` answer with a permanent redirect to `/x`;
 * - `/x` is served from `x/index.html` or `x.html`, `/x/` from `x/index.html`;
 * - an unknown path gets the site's not-found page with status 404;
 * - a path that cannot be decoded, or that would leave the build folder, gets the
 *   not-found page with status 400; an unsupported method gets 405.
 *
 * Text files (HTML, JS, CSS, JSON, XML, SVG) are sent compressed when the client
 * accepts it: brotli or gzip, from the build's precompressed `.br`/`.gz` copy
 * when there is one, otherwise compressed once and kept in memory.
 *
 * It never answers 5xx for a bad request: any unexpected failure while looking a
 * file up is treated as "not found".
 *
 * Usage: node deploy/serve.mjs [--dir build] [--port 3000] [--host 127.0.0.1]
 */
import http from 'node:http';
import {createReadStream} from 'node:fs';
import {readFile, stat} from 'node:fs/promises';
import path from 'node:path';
import {parseArgs} from 'node:util';
import zlib from 'node:zlib';

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

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.xsl': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
};

/** Longest path we look up; longer ones cannot name a file of the build. */
const MAX_PATH = 1024;

async function isFile(file) {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/** Maps a decoded URL path to a file of the build, or null. */
async function resolveFile(urlPath) {
  const candidates = urlPath.endsWith('/')
    ? [urlPath + 'index.html']
    : [urlPath, urlPath + '/index.html', urlPath + '.html'];
  for (const candidate of candidates) {
    const file = path.join(root, candidate);
    if (file !== root && !file.startsWith(root + path.sep)) return null;
    if (await isFile(file)) return file;
  }
  return null;
}

let notFoundPage;
async function sendNotFound(req, res, status) {
  notFoundPage ??= await readFile(path.join(root, '404.html')).catch(() =>
    Buffer.from('<!doctype html><title>Page Not Found</title><h1>Page Not Found</h1>'),
  );
  res.writeHead(status, {
    'Content-Type': types['.html'],
    'Content-Length': notFoundPage.length,
    'Cache-Control': 'no-cache',
  });
  res.end(req.method === 'HEAD' ? undefined : notFoundPage);
}

function cacheControl(urlPath) {
  // Docusaurus puts content-hashed bundles under /assets/: they never change.
  return urlPath.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
}

const compressible = new Set(['.html', '.js', '.mjs', '.css', '.json', '.xml', '.xsl', '.txt', '.svg', '.map']);
// On-the-fly compression favours speed; `npm run build` writes the best copies.
const encoders = {
  br: (buf) => zlib.brotliCompressSync(buf, {params: {[zlib.constants.BROTLI_PARAM_QUALITY]: 5}}),
  gzip: (buf) => zlib.gzipSync(buf, {level: 6}),
};
/** file + encoding + mtime -> compressed bytes, for files without a precompressed copy. */
const compressedCache = new Map();

/** The encoding to send, from the client's Accept-Encoding: brotli first, then gzip. */
function pickEncoding(req, file) {
  if (!compressible.has(path.extname(file))) return null;
  const accepted = String(req.headers['accept-encoding'] ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !q || Number(q.trim().replace(/^q=/, '')) > 0)
    .map(([name]) => name.trim().toLowerCase());
  return ['br', 'gzip'].find((enc) => accepted.includes(enc)) ?? null;
}

/** The body to send for `file` in `encoding`: the precompressed copy or a cached one. */
async function compressedBody(file, encoding, mtimeMs) {
  const sibling = `${file}.${encoding === 'br' ? 'br' : 'gz'}`;
  const precompressed = await stat(sibling).catch(() => null);
  if (precompressed?.isFile() && precompressed.mtimeMs >= mtimeMs) return readFile(sibling);
  const key = `${file}\0${encoding}\0${mtimeMs}`;
  let body = compressedCache.get(key);
  if (!body) {
    body = encoders[encoding](await readFile(file));
    compressedCache.set(key, body);
  }
  return body;
}

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

  const file = await resolveFile(urlPath);
  if (!file) return sendNotFound(req, res, 404);
  const {size, mtimeMs} = await stat(file);
  const headers = {
    'Content-Type': types[path.extname(file)] ?? 'application/octet-stream',
    'Content-Length': size,
    'Cache-Control': cacheControl(urlPath),
    'X-Content-Type-Options': 'nosniff',
  };
  const encoding = pickEncoding(req, file);
  if (encoding) {
    const body = await compressedBody(file, encoding, mtimeMs);
    res.writeHead(200, {
      ...headers,
      'Content-Encoding': encoding,
      'Content-Length': body.length,
      Vary: 'Accept-Encoding',
    });
    return res.end(req.method === 'HEAD' ? undefined : body);
  }
  res.writeHead(200, compressible.has(path.extname(file)) ? {...headers, Vary: 'Accept-Encoding'} : headers);
  if (req.method === 'HEAD') return res.end();
  createReadStream(file).pipe(res);
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
