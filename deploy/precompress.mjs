#!/usr/bin/env node
/**
 * Post-build step: writes a brotli (`.br`) and a gzip (`.gz`) copy next to every
 * text file of the build worth compressing, so that servers send them as they
 * are instead of compressing on each request (nginx's `brotli_static` and
 * `gzip_static`, and deploy/serve.mjs). A copy that would not be smaller than
 * the file is not written: the server then sends the plain file. Run by the
 * deploy plugin (plugins/deploy) as the build's last step, and from the command
 * line by the benchmark for the template's build.
 *
 * Usage: node deploy/precompress.mjs [--dir build]
 */
import {readdir, readFile, rm, stat, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs, promisify} from 'node:util';
import zlib from 'node:zlib';

const extensions = new Set(['.html', '.md', '.js', '.css', '.json', '.xml', '.xsl', '.svg', '.txt', '.map', '.ico']);
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

/**
 * Brotli's best quality (11) where bytes count most and the file is fetched again
 * rarely: the hashed scripts and styles every page loads first, and the search
 * index. HTML pages get quality 6, at a twentieth of the time for files about 11%
 * larger, which keeps the post-build step short.
 */
const brotliQuality = (file) => (file.endsWith('.html') ? 6 : 11);

async function compress(file, totals) {
  const data = await readFile(file);
  totals.plain += data.length;
  const [br, gz] = await Promise.all([
    brotli(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality(file),
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    }),
    gzip(data, {level: 9}),
  ]);
  if (br.length < data.length) {
    await writeFile(`${file}.br`, br);
    totals.br += br.length;
  }
  if (gz.length < data.length) {
    await writeFile(`${file}.gz`, gz);
    totals.gzip += gz.length;
  }
}

/**
 * Writes the compressed copies of the build folder `dir` (removing any left from
 * an earlier run) and returns a line with the sizes.
 * @param {string} dir
 */
export async function precompress(dir) {
  const root = path.resolve(dir);
  const started = Date.now();
  const files = [];
  for await (const file of walk(root)) {
    if (file.endsWith('.br') || file.endsWith('.gz')) {
      await rm(file); // left from an earlier run over the same folder
    } else if (extensions.has(path.extname(file)) && (await stat(file)).size >= MIN_SIZE) {
      files.push(file);
    }
  }

  const totals = {plain: 0, br: 0, gzip: 0};
  // zlib's asynchronous calls run on libuv's thread pool: a few at a time keeps
  // every core busy without holding the whole build in memory.
  // Largest first, so the longest file (the search index) overlaps the rest.
  /** @type {Map<string, number>} */
  const sizes = new Map(
    await Promise.all(files.map(async (f) => /** @type {[string, number]} */ ([f, (await stat(f)).size]))),
  );
  const queue = [...files].sort((a, b) => sizes.get(b) - sizes.get(a));
  await Promise.all(
    Array.from({length: 4}, async () => {
      for (let file = queue.shift(); file; file = queue.shift()) await compress(file, totals);
    }),
  );

  const kib = (n) => `${(n / 1024).toFixed(0)} KiB`;
  return (
    `precompressed ${files.length} files in ${((Date.now() - started) / 1000).toFixed(1)} s: ` +
    `${kib(totals.plain)} plain, ${kib(totals.br)} brotli, ${kib(totals.gzip)} gzip`
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const {values} = parseArgs({options: {dir: {type: 'string', default: 'build'}}});
  // No top-level await: the Docusaurus config loads this module through a CommonJS transform.
  precompress(values.dir).then(console.log, (error) => {
    console.error(error);
    process.exitCode = 1;
  });
}
