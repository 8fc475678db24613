/**
 * Code samples are compiled against the API declarations, so the documentation
 * cannot drift from the API.
 *
 * `collectSamples()` (plugins/code-highlight/samples.mjs, which the build reads too)
 * finds every ```ts / ```typescript / ```js block in the hand-written content
 * (docs/, blog/, src/pages/, the API index READMEs in api-src/) and in the doc
 * comments of the declaration sources (api-src/**.d.ts).
 * `typecheckSamples()` compiles them with TypeScript, each as its own module,
 * against the `nodemod` global namespace and with `@nodemod/core` (and its
 * subpaths) resolved to api-src/core. Generated API pages are not read: their
 * code comes from api-src, which is read directly.
 *
 * CLI: `node tests/checkers/code-samples.mjs [--json] [file.md ...]` checks the samples of
 * the whole site, or only of the Markdown files named; it prints every problem
 * (or, with --json, `{samples, problems}`) and exits 1 if there is any.
 */
import {execFileSync} from 'node:child_process';
import {mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {postEventsText, writePostEvents} from '../../plugins/typedoc/derive-post-events.mjs';
import {
  asModule,
  collectSamples,
  declarationFiles,
  sampleCompilerOptions,
  samplesInMarkdown,
} from '../../plugins/code-highlight/samples.mjs';

export {collectSamples};

const root = path.resolve(import.meta.dirname, '..', '..');

/**
 * Compiles the samples, except those marked `partial`; returns one message per
 * problem ("origin: message"). A sample that shows a mistake (```ts errors=2345)
 * must give each error it names, and no other.
 * Each sample is a module of its own (`export {}` is added when it has no
 * import or export), so samples cannot clash with each other.
 */
function typecheckSamples(samples, workDir = path.join(root, '.test-output', 'samples')) {
  writePostEvents();
  rmSync(workDir, {recursive: true, force: true});
  mkdirSync(workDir, {recursive: true});
  const problems = [
    ...compile(
      samples.filter((s) => !s.api),
      path.join(workDir, 'documented'),
      root,
    ),
  ];
  const before = samples.filter((s) => s.api === 'pre-release');
  if (before.length) problems.push(...compile(before, path.join(workDir, 'pre-release'), preReleaseApi(workDir)));
  return problems;
}

/**
 * The commit of this site whose api-src declared the pre-release API (nodemod-goldsrc
 * da5a95b, @nodemod/core 2b77871), checked then member by member against that API's
 * facts; the samples of the changes page written for that API compile against it.
 */
const preReleaseSite = '8d4332d2db9dfd08c3430acd078d9a225245506b';

/**
 * A folder holding api-src as it was at `preReleaseSite`, with its post events derived,
 * read from the repository's history; returns the folder.
 */
function preReleaseApi(workDir) {
  const dir = path.join(workDir, 'pre-release-api');
  const git = (...args) => execFileSync('git', ['-C', root, ...args], {encoding: 'utf8', maxBuffer: 1 << 26});
  let files;
  try {
    files = git('ls-tree', '-r', '--name-only', preReleaseSite, 'api-src').split('\n').filter(Boolean);
  } catch {
    throw new Error(
      `the samples written for the pre-release API need commit ${preReleaseSite} of this repository's history: clone it whole (no --depth)`,
    );
  }
  for (const file of files) {
    mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    writeFileSync(path.join(dir, file), git('show', `${preReleaseSite}:${file}`));
  }
  const events = ['events.d.ts', 'events-engine.d.ts'].map((f) =>
    readFileSync(path.join(dir, 'api-src', 'nodemod', f), 'utf8'),
  );
  mkdirSync(path.join(dir, 'generated', 'nodemod'), {recursive: true});
  writeFileSync(path.join(dir, 'generated', 'nodemod', 'events-post.d.ts'), postEventsText(events));
  return dir;
}

/**
 * Compiles samples against the API declarations under `apiRoot` (a folder holding api-src/);
 * returns one message per problem. scripts/samples-against-release.mjs compiles the site's
 * samples with it against a release's own declarations.
 */
export function compile(samples, workDir, apiRoot) {
  mkdirSync(workDir, {recursive: true});
  const files = new Map();
  samples.forEach((s, i) => {
    if (s.partial) return;
    const js = /^(js|javascript|jsx)$/.test(s.lang);
    const file = path.join(workDir, `sample-${String(i).padStart(3, '0')}.${js ? 'js' : 'ts'}`);
    writeFileSync(file, asModule(s.code));
    files.set(path.resolve(file), s);
  });
  // The declarations of `apiRoot`, with the type definitions of this site's packages.
  const options = {...sampleCompilerOptions(apiRoot), typeRoots: sampleCompilerOptions(root).typeRoots};
  const program = ts.createProgram([...declarationFiles(apiRoot), ...files.keys()], options);
  const problems = [];
  /** The errors each sample that shows a mistake gave, by sample. */
  const given = new Map();
  for (const d of ts.getPreEmitDiagnostics(program)) {
    const message = ts.flattenDiagnosticMessageText(d.messageText, '\n');
    const sample = d.file ? files.get(path.resolve(d.file.fileName)) : undefined;
    // The error a sample shows on purpose (its fence's `errors=`) is what it is for.
    if (sample?.errors.includes(d.code)) {
      if (!given.has(sample)) given.set(sample, new Set());
      given.get(sample).add(d.code);
    } else if (sample && d.start !== undefined) {
      const {line} = d.file.getLineAndCharacterOfPosition(d.start);
      const [file, start] = [sample.origin.replace(/:\d+$/, ''), Number(sample.origin.split(':').pop())];
      problems.push(`${file}:${start + line}: ${message}`);
    } else {
      problems.push(`${d.file ? path.relative(root, d.file.fileName) : 'tsc'}: ${message}`);
    }
  }
  for (const sample of files.values()) {
    for (const code of sample.errors) {
      if (!given.get(sample)?.has(code))
        problems.push(`${sample.origin}: the sample shows error TS${code}, which the compiler does not give`);
    }
  }
  return problems;
}

if (process.argv[1] === import.meta.filename) {
  const args = process.argv.slice(2);
  const json = args.includes('--json');
  const files = args.filter((a) => a !== '--json');
  const samples = files.length
    ? files.flatMap((f) => samplesInMarkdown(readFileSync(f, 'utf8'), path.relative(root, path.resolve(f))))
    : collectSamples(root);
  const problems = typecheckSamples(
    samples,
    files.length ? path.join(root, '.test-output', 'samples-args') : undefined,
  );
  const partial = samples.filter((s) => s.partial).map((s) => s.origin);
  if (json) {
    console.log(JSON.stringify({samples: samples.length, partial, problems}));
  } else {
    for (const p of problems) console.error(p);
    for (const p of partial) console.log(`partial, not compiled: ${p}`);
    console.log(
      `${samples.length - partial.length} code samples type-checked (${partial.length} partial), ${problems.length} problems`,
    );
  }
  process.exit(problems.length ? 1 : 0);
}
