/**
 * What the JavaScript that every page loads is made of: the bytes of each
 * bundle attributed to the package (or our own source folder) they come from,
 * read from the source maps of a build made with NODEMOD_SOURCE_MAPS=1.
 *
 * `composition(buildDir, file)` returns [{source, bytes}] for one bundle, largest
 * first. The CLI prints the composition of `main.*.js` (or the files given):
 *
 *   NODEMOD_SOURCE_MAPS=1 npx docusaurus build --out-dir .test-output/build-maps
 *   node scripts/bundle-composition.mjs [--dir .test-output/build-maps] [--json] [file.js …]
 *
 * Bytes are of the minified code, before compression; each byte of generated
 * code goes to the source of the mapping segment it falls in.
 */
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {SourceMapConsumer} from 'source-map-js';

/** A short name for a source file: its npm package, or its folder in this repository. */
function sourceGroup(source) {
  const clean = source.replace(/^webpack:\/\/\/?/, '').replace(/^\.\//, '');
  const nodeModules = clean.lastIndexOf('node_modules/');
  if (nodeModules !== -1) {
    const parts = clean.slice(nodeModules + 'node_modules/'.length).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  if (clean.includes('.docusaurus/')) return '(generated: .docusaurus)';
  const parts = clean.split('/');
  return parts.length > 2 ? `${parts[0]}/${parts[1]}` : parts[0];
}

/** The bytes of one bundle per source group. */
export function composition(dir, file) {
  const code = readFileSync(path.join(dir, file), 'utf8');
  const map = new SourceMapConsumer(JSON.parse(readFileSync(path.join(dir, `${file}.map`), 'utf8')));
  const lines = code.split('\n');
  const segments = [];
  map.eachMapping((m) => segments.push(m));
  segments.sort((a, b) => a.generatedLine - b.generatedLine || a.generatedColumn - b.generatedColumn);
  const bytes = new Map();
  let mapped = 0;
  segments.forEach((m, i) => {
    const next = segments[i + 1];
    const end =
      next && next.generatedLine === m.generatedLine ? next.generatedColumn : lines[m.generatedLine - 1].length;
    const length = Math.max(0, end - m.generatedColumn);
    const group = m.source ? sourceGroup(m.source) : '(unmapped)';
    bytes.set(group, (bytes.get(group) ?? 0) + length);
    mapped += length;
  });
  const total = Buffer.byteLength(code);
  if (total > mapped) bytes.set('(unmapped)', (bytes.get('(unmapped)') ?? 0) + total - mapped);
  return [...bytes].map(([source, n]) => ({source, bytes: n})).sort((a, b) => b.bytes - a.bytes);
}

if (process.argv[1] === import.meta.filename) {
  const {values, positionals} = parseArgs({
    options: {dir: {type: 'string', default: '.test-output/build-maps'}, json: {type: 'boolean', default: false}},
    allowPositionals: true,
  });
  const js = path.join(values.dir, 'assets', 'js');
  const files = positionals.length ? positionals : readdirSync(js).filter((f) => f === 'main.js');
  const result = files.map((file) => ({file, parts: composition(js, file)}));
  if (values.json) {
    console.log(JSON.stringify(result));
  } else {
    for (const {file, parts} of result) {
      const total = parts.reduce((n, p) => n + p.bytes, 0);
      console.log(`${file}: ${(total / 1024).toFixed(1)} KiB minified`);
      for (const p of parts.slice(0, 25)) {
        console.log(
          `  ${(p.bytes / 1024).toFixed(1).padStart(7)} KiB  ${((100 * p.bytes) / total).toFixed(1).padStart(5)}%  ${p.source}`,
        );
      }
    }
  }
}
