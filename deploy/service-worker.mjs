#!/usr/bin/env node
/**
 * Post-build step: writes the site's service worker, `build/sw.js`, from
 * src/service-worker/sw.js with its BUILD set to a hash of the build's files
 * (names and contents, the precompressed copies, sw.js and offline.json left
 * out), and `build/offline.json`, the build's manifest: what "Save the docs for
 * offline use" downloads (the docs pages of the sitemap and the site's bundles)
 * and about how many bytes that is, and the revision of every file (see servedPath).
 * A deployment that changes any file of the site is therefore a new worker,
 * which replaces the pages readers kept with the deployed ones; a build that
 * changes nothing keeps the same worker. Run by the deploy plugin
 * (plugins/deploy) after every other post-build step but compression, and from
 * the command line by the tests that make a second build of their own.
 *
 * Usage: node deploy/service-worker.mjs [--dir build]
 */
import {createHash} from 'node:crypto';
import {readdirSync, readFileSync, statSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';
import {entryFiles} from './cache-policy.mjs';

/**
 * The path the site serves a file of the build at, relative to its base: a page
 * (`x/index.html`) by its route without a trailing slash (`/x`, `/` for the home page).
 * @param {string} file
 */
function servedPath(file) {
  if (file === 'index.html') return '/';
  return '/' + file.replace(/\/index\.html$/, '');
}

const template = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'src', 'service-worker', 'sw.js');

/**
 * The worker's source (src/service-worker/sw.js, or another version of it) for the
 * build `build`: its id, and the entry bundles the worker asks the network for first
 * (deploy/cache-policy.mjs).
 * @param {string} source
 * @param {string} build
 */
export function workerSource(source, build) {
  const values = {"'%BUILD%'": `'${build}'`, "'%ENTRY_FILES%'": `'${entryFiles.join(' ')}'`};
  for (const placeholder of Object.keys(values))
    if (!source.includes(placeholder)) throw new Error(`the service worker's source has no ${placeholder} to replace`);
  return Object.entries(values).reduce((text, [placeholder, value]) => text.replace(placeholder, value), source);
}

/**
 * Writes `sw.js` and `offline.json` into the build folder `dir` and returns a
 * line that says what they hold.
 * @param {string} dir
 */
export function writeServiceWorker(dir) {
  const root = path.resolve(dir);

  const buildHash = createHash('sha256');
  const files = readdirSync(root, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((file) => file !== 'sw.js' && file !== 'offline.json' && !/\.(br|gz)$/.test(file))
    .sort();
  if (!files.includes('index.html')) throw new Error(`no build in ${dir}: run the build first`);
  // A bundle named without a content hash must be one of the entry files the servers and the
  // worker revalidate (deploy/cache-policy.mjs): any other would be cached as immutable.
  const unknown = files.filter(
    (file) => /^assets\/js\/[^/]+\.js$/.test(file) && !/\.[0-9a-f]{8}\.js$/.test(file) && !entryFiles.includes(file),
  );
  if (unknown.length > 0)
    throw new Error(
      `bundles without a hash in ${dir}: ${unknown.join(', ')}; deploy/cache-policy.mjs names only ${entryFiles.join(', ')}`,
    );
  // Each file's revision (a hash of its content), by the path the site serves it at: a
  // page by its route (`docs/installation/index.html` is `/docs/installation`), any other
  // file by its own path. The worker copies what did not change from an earlier build's
  // cache instead of fetching it again.
  /** @type {Record<string, string>} */
  const revisions = {};
  for (const file of files) {
    const content = readFileSync(path.join(root, file));
    buildHash.update(`${file}\0`).update(content).update('\0');
    revisions[servedPath(file)] = createHash('sha256').update(content).digest('hex').slice(0, 12);
  }
  const build = buildHash.digest('hex').slice(0, 16);

  // What "Save the docs for offline use" downloads (src/components/PageActions):
  // every docs page of the sitemap, every bundle and style of the site (a page's own
  // bundles are named in the runtime, not in its HTML), and the search index.
  const sitemap = readFileSync(path.join(root, 'sitemap.xml'), 'utf8');
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map(([, loc]) => new URL(loc).pathname)
    .filter((pathname) => /\/docs(\/|$)/.test(pathname));
  const offlineFiles = files.filter(
    (file) => file.startsWith('assets/') || /^img\/(logo|favicon)/.test(file) || /^search-index.*\.json$/.test(file),
  );
  // About how much saving the docs stores (the pages and files as the browser keeps them,
  // uncompressed), which the page compares with the space the browser has left for the site.
  const pageFile = (pathname) => path.join(root, pathname.replace(/^\/+|\/+$/g, ''), 'index.html');
  const bytes = [...pages.map(pageFile), ...offlineFiles.map((file) => path.join(root, file))].reduce(
    (sum, file) => sum + statSync(file).size,
    0,
  );
  writeFileSync(path.join(root, 'offline.json'), JSON.stringify({build, bytes, pages, files: offlineFiles, revisions}));

  writeFileSync(path.join(root, 'sw.js'), workerSource(readFileSync(template, 'utf8'), build));
  return `sw.js: build ${build} (${files.length} files); offline.json: ${pages.length} docs pages, ${offlineFiles.length} files, ${(bytes / 1024 / 1024).toFixed(1)} MiB`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const {values} = parseArgs({options: {dir: {type: 'string', default: 'build'}}});
  console.log(writeServiceWorker(values.dir));
}
