#!/usr/bin/env node
/**
 * Checks every HTML file of the production build with the Nu HTML Checker
 * (the `vnu-jar` package, run on the machine's Java) and lists its errors.
 *
 * Usage: node tests/checkers/check-html.mjs [--dir build] [--json]
 * Exit code 0 when no file has an error, 1 when some do, 2 when the checker
 * could not run (no Java, no build).
 */
import {spawnSync} from 'node:child_process';
import {existsSync, readdirSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {parseArgs} from 'node:util';

const {values} = parseArgs({
  options: {dir: {type: 'string', default: 'build'}, json: {type: 'boolean', default: false}},
});
const dir = path.resolve(values.dir);
const jar = String(createRequire(import.meta.url)('vnu-jar'));

function fail(message) {
  if (values.json) console.log(JSON.stringify({error: message}));
  else console.error(message);
  process.exit(2);
}

if (!existsSync(path.join(dir, 'index.html'))) fail(`no build in ${values.dir}: run the build first`);

// --skip-non-html: the build also holds JS, CSS and images; only HTML is checked.
const run = spawnSync('java', ['-jar', jar, '--errors-only', '--format', 'json', '--skip-non-html', dir], {
  encoding: 'utf8',
  maxBuffer: 256 << 20,
});
if (run.error) fail(`could not start Java: ${run.error.message}`);

let report;
try {
  // vnu writes its JSON report to stderr.
  report = JSON.parse(run.stderr || run.stdout);
} catch {
  fail(`the checker printed no report (exit ${run.status}):\n${run.stdout}\n${run.stderr}`);
}

const errors = report.messages
  .filter((m) => m.type === 'error' || m.type === 'non-document-error')
  .map((m) => ({
    file: path.relative(dir, decodeURIComponent(new URL(m.url).pathname)),
    line: m.lastLine,
    column: m.firstColumn,
    message: m.message,
    extract: m.extract,
  }));

const checked = readdirSync(dir, {recursive: true}).filter((f) => String(f).endsWith('.html')).length;

if (values.json) {
  console.log(JSON.stringify({checked, errors}));
} else {
  for (const e of errors) console.log(`${e.file}:${e.line}:${e.column}: ${e.message}`);
  console.log(`${checked} HTML files checked, ${errors.length} errors`);
}
process.exit(errors.length ? 1 : 0);
