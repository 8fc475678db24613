/**
 * Code samples are compiled against the API declarations, so the documentation
 * cannot drift from the API.
 *
 * `collectSamples()` finds every ```ts / ```typescript / ```js block in the
 * hand-written content (docs/, blog/, src/pages/, the API index READMEs in
 * api-src/) and in the doc comments of the declaration sources (api-src/**.d.ts).
 * `typecheckSamples()` compiles them with TypeScript, each as its own module,
 * against the `nodemod` global namespace and with `@nodemod/core` (and its
 * subpaths) resolved to api-src/core. Generated API pages are not read: their
 * code comes from api-src, which is read directly.
 *
 * CLI: `node tests/checkers/code-samples.mjs [--json] [file.md ...]` checks the samples of
 * the whole site, or only of the Markdown files named; it prints every problem
 * (or, with --json, `{samples, problems}`) and exits 1 if there is any.
 */
import {mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {writePostEvents} from '../../plugins/typedoc/derive-post-events.mjs';

const root = path.resolve(import.meta.dirname, '..', '..');

/** Folders of generated pages, skipped: their content comes from api-src. */
const generated = [path.join('docs', 'api', 'core'), path.join('docs', 'api', 'nodemod')];

function walk(dir, accept, out = []) {
  let entries;
  try {
    entries = readdirSync(path.join(root, dir));
  } catch {
    return out;
  }
  for (const name of entries) {
    const rel = path.join(dir, name);
    if (generated.includes(rel) || name === 'node_modules') continue;
    if (statSync(path.join(root, rel)).isDirectory()) walk(rel, accept, out);
    else if (accept(name)) out.push(rel);
  }
  return out;
}

const fence = /^[ \t]*```(ts|typescript|tsx|js|javascript|jsx)\b([^\n]*)\n([\s\S]*?)^[ \t]*```/gm;

/** The fenced samples of a Markdown text, with the line each starts on. */
function samplesInMarkdown(text, origin) {
  const samples = [];
  for (const m of text.matchAll(fence)) {
    const line = text.slice(0, m.index).split('\n').length + 1;
    const indent = m[0].match(/^[ \t]*/)[0].length;
    // A fragment shown to explain one line says so: ```ts partial
    const partial = /(^|\s)partial(\s|$)/.test(m[2]);
    const code = m[3]
      .split('\n')
      .map((l) => l.slice(Math.min(indent, l.match(/^[ \t]*/)[0].length)))
      .join('\n');
    samples.push({origin: `${origin}:${line}`, lang: m[1], code, partial});
  }
  return samples;
}

/** The fenced samples inside the doc comments of a declaration file. */
function samplesInDeclarations(text, origin) {
  const samples = [];
  for (const c of text.matchAll(/\/\*\*([\s\S]*?)\*\//g)) {
    const startLine = text.slice(0, c.index).split('\n').length;
    const body = c[1]
      .split('\n')
      .map((l) => l.replace(/^\s*\* ?/, ''))
      .join('\n');
    for (const s of samplesInMarkdown(body, origin)) {
      const line = Number(s.origin.split(':').pop()) + startLine - 1;
      samples.push({...s, origin: `${origin}:${line}`});
    }
  }
  return samples;
}

export function collectSamples() {
  const markdown = [
    ...walk('docs', (n) => /\.mdx?$/.test(n)),
    ...walk('blog', (n) => /\.mdx?$/.test(n)),
    ...walk(path.join('src', 'pages'), (n) => /\.mdx?$/.test(n)),
    ...walk('api-src', (n) => /\.md$/.test(n)),
  ];
  const declarations = walk('api-src', (n) => n.endsWith('.d.ts'));
  return [
    ...markdown.flatMap((f) => samplesInMarkdown(readFileSync(path.join(root, f), 'utf8'), f)),
    ...declarations.flatMap((f) => samplesInDeclarations(readFileSync(path.join(root, f), 'utf8'), f)),
  ];
}

/**
 * Compiles the samples, except those marked `partial`; returns one message per
 * problem ("origin: message").
 * Each sample is a module of its own (`export {}` is added when it has no
 * import or export), so samples cannot clash with each other.
 */
function typecheckSamples(samples, workDir = path.join(root, '.test-output', 'samples')) {
  writePostEvents();
  rmSync(workDir, {recursive: true, force: true});
  mkdirSync(workDir, {recursive: true});
  const files = new Map();
  samples.forEach((s, i) => {
    if (s.partial) return;
    const js = /^(js|javascript|jsx)$/.test(s.lang);
    const file = path.join(workDir, `sample-${String(i).padStart(3, '0')}.${js ? 'js' : 'ts'}`);
    const isModule = /^\s*(import|export)\s/m.test(s.code);
    writeFileSync(file, `${s.code}\n${isModule ? '' : 'export {};\n'}`);
    files.set(path.resolve(file), s);
  });
  const declarations = walk('api-src', (n) => n.endsWith('.d.ts')).map((f) => path.join(root, f));
  const options = {
    strict: true,
    noEmit: true,
    allowJs: true,
    checkJs: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    types: ['node'],
    typeRoots: [path.join(root, 'node_modules', '@types')],
    baseUrl: root,
    paths: {
      '@nodemod/core': ['api-src/core/index.d.ts'],
      '@nodemod/core/*': ['api-src/core/*.d.ts'],
    },
  };
  const program = ts.createProgram([...declarations, ...files.keys()], options);
  const problems = [];
  for (const d of ts.getPreEmitDiagnostics(program)) {
    const message = ts.flattenDiagnosticMessageText(d.messageText, '\n');
    const sample = d.file ? files.get(path.resolve(d.file.fileName)) : undefined;
    if (sample && d.start !== undefined) {
      const {line} = d.file.getLineAndCharacterOfPosition(d.start);
      const [file, start] = [sample.origin.replace(/:\d+$/, ''), Number(sample.origin.split(':').pop())];
      problems.push(`${file}:${start + line}: ${message}`);
    } else {
      problems.push(`${d.file ? path.relative(root, d.file.fileName) : 'tsc'}: ${message}`);
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
    : collectSamples();
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
