#!/usr/bin/env node
/**
 * Post-build step: writes the site's service worker, `build/sw.js`, from
 * src/service-worker/sw.js with its BUILD set to a hash of the build's files
 * (names and contents, the precompressed copies, sw.js and offline.json left
 * out), and `build/offline.json`, the list of what "Save the docs for offline
 * use" downloads: the docs pages of the sitemap and the site's bundles.
 * A deployment that changes any file of the site is therefore a new worker,
 * which replaces the pages readers kept with the deployed ones; a build that
 * changes nothing keeps the same worker. Runs before deploy/precompress.mjs.
 *
 * Usage: node deploy/service-worker.mjs [--dir build]
 */
import {createHash} from 'node:crypto';
import {readdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';

const {values} = parseArgs({options: {dir: {type: 'string', default: 'build'}}});
const root = path.resolve(values.dir);
const template = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'src', 'service-worker', 'sw.js');

const hash = createHash('sha256');
const files = readdirSync(root, {recursive: true, withFileTypes: true})
  .filter((entry) => entry.isFile())
  .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
  .filter((file) => file !== 'sw.js' && file !== 'offline.json' && !/\.(br|gz)$/.test(file))
  .sort();
if (!files.includes('index.html')) {
  console.error(`no build in ${values.dir}: run the build first`);
  process.exit(2);
}
for (const file of files)
  hash
    .update(`${file}\0`)
    .update(readFileSync(path.join(root, file)))
    .update('\0');
const build = hash.digest('hex').slice(0, 16);

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
writeFileSync(path.join(root, 'offline.json'), JSON.stringify({build, pages, files: offlineFiles}));

const source = readFileSync(template, 'utf8');
if (!source.includes("'%BUILD%'")) throw new Error(`${template} has no '%BUILD%' to replace`);
writeFileSync(path.join(root, 'sw.js'), source.replace("'%BUILD%'", `'${build}'`));
console.log(
  `sw.js: build ${build} (${files.length} files); offline.json: ${pages.length} docs pages, ${offlineFiles.length} files`,
);
