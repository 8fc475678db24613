#!/usr/bin/env node
/**
 * Post-build step: writes a brotli (`.br`) and a gzip (`.gz`) copy next to every
 * text file of the build worth compressing, so that servers send them as they
 * are instead of compressing on each request (nginx's `brotli_static` and
 * `gzip_static`, and scripts/serve.mjs). A copy that would not be smaller than
 * the file is not written: the server then sends the plain file.
 *
 * Usage: node scripts/precompress.mjs [--dir build]
 */
import {readdir, readFile, rm, stat, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {promisify} from 'node:util';
import {parseArgs} from 'node:util';
import zlib from 'node:zlib';

const {values} = parseArgs({options: {dir: {type: 'string', default: 'build'}}});
const root = path.resolve(values.dir);

const extensions = new Set(['.html', '.js', '.css', '.json', '.xml', '.xsl', '.svg', '.txt', '.map', '.ico']);
/** Files smaller than this gain nothing worth a second request path. */
const MIN_SIZE = 512;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

async function* walk(dir) {
  for (const entry of await readdir(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}

const started = Date.now();
const files = [];
for await (const file of walk(root)) {
  if (file.endsWith('.br') || file.endsWith('.gz')) {
    await rm(file); // left from an earlier run over the same folder
  } else if (extensions.has(path.extname(file)) && (await stat(file)).size >= MIN_SIZE) {
    files.push(file);
  }
}

let plain = 0;
const written = {br: 0, gzip: 0};
async function compress(file) {
  const data = await readFile(file);
  plain += data.length;
  const [br, gz] = await Promise.all([
    brotli(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    }),
    gzip(data, {level: 9}),
  ]);
  if (br.length < data.length) {
    await writeFile(`${file}.br`, br);
    written.br += br.length;
  }
  if (gz.length < data.length) {
    await writeFile(`${file}.gz`, gz);
    written.gzip += gz.length;
  }
}

// zlib's asynchronous calls run on libuv's thread pool: a few at a time keeps
// every core busy without holding the whole build in memory.
const queue = [...files];
await Promise.all(
  Array.from({length: 4}, async () => {
    for (let file = queue.shift(); file; file = queue.shift()) await compress(file);
  }),
);

const kib = (n) => `${(n / 1024).toFixed(0)} KiB`;
console.log(
  `precompressed ${files.length} files in ${((Date.now() - started) / 1000).toFixed(1)} s: ` +
    `${kib(plain)} plain, ${kib(written.br)} brotli, ${kib(written.gzip)} gzip`,
);
