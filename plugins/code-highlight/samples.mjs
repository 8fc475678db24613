/**
 * The code samples of the site: every ```ts / ```typescript / ```tsx / ```js block
 * in the hand-written content (docs/, blog/, src/pages/, the API index READMEs in
 * api-src/) and in the doc comments of the declaration sources (api-src/**.d.ts).
 * Generated API pages are not read: their code comes from api-src, read here
 * directly.
 *
 * Read by the sample check (tests/checkers/code-samples.mjs), which compiles them,
 * and by the build (./code-names.mjs), which loads them all into one language
 * service before the pages are compiled.
 */
import {readFileSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {games as messageGames, messagePage} from '../user-messages/catalogue.mjs';

/**
 * Folders of generated pages, skipped: the API reference's content comes from api-src,
 * the user-message pages' from plugins/site-data/user-messages.json (their samples are read from
 * the same module that writes them: `messageSamples`).
 */
const generated = [
  path.join('docs', 'api', 'core'),
  path.join('docs', 'api', 'nodemod'),
  path.join('docs', 'messages'),
];

/**
 * The files under `dir` (relative to the site's folder `root`) whose names `accept` takes.
 * @param {string} root
 * @param {string} dir
 * @param {(name: string) => boolean} accept
 * @param {string[]} [out]
 * @returns {string[]}
 */
export function walk(root, dir, accept, out = []) {
  let entries;
  try {
    entries = readdirSync(path.join(root, dir));
  } catch {
    return out;
  }
  for (const name of entries) {
    const rel = path.join(dir, name);
    if (generated.includes(rel) || name === 'node_modules') continue;
    if (statSync(path.join(root, rel)).isDirectory()) walk(root, rel, accept, out);
    else if (accept(name)) out.push(rel);
  }
  return out;
}

const fence = /^[ \t]*```(ts|typescript|tsx|js|javascript|jsx)\b([^\n]*)\n([\s\S]*?)^[ \t]*```/gm;

/**
 * The compiler errors a sample shows on purpose, from its fence's `errors=` (TypeScript's
 * error numbers, comma-separated): `errors=2345` gives `[2345]`; none gives `[]`.
 * @param {string} meta the fence's text after the language
 * @returns {number[]}
 */
export function sampleErrors(meta) {
  const found = meta.match(/(?:^|\s)errors=(\d+(?:,\d+)*)(?:\s|$)/);
  return found ? found[1].split(',').map(Number) : [];
}

/**
 * The API a sample is written for, from its fence's `api=`: `pre-release` for a sample
 * that shows code for the API the site documented before NodeMod's releases (the
 * changes page's "before"); null for the API the site documents.
 * @param {string} meta the fence's text after the language
 * @returns {'pre-release' | null}
 */
export function sampleApi(meta) {
  const found = meta.match(/(?:^|\s)api=([\w.-]+)(?:\s|$)/);
  if (!found) return null;
  if (found[1] !== 'pre-release') throw new Error(`unknown sample api=${found[1]}`);
  return 'pre-release';
}

/** The fenced samples of a Markdown text, with the line each starts on. */
export function samplesInMarkdown(text, origin) {
  const samples = [];
  for (const m of text.matchAll(fence)) {
    const line = text.slice(0, m.index).split('\n').length + 1;
    const indent = m[0].match(/^[ \t]*/)[0].length;
    // A fragment shown to explain one line says so: ```ts partial
    const partial = /(^|\s)partial(\s|$)/.test(m[2]);
    // A sample that shows a mistake names the compiler errors it must give: ```ts errors=2345
    const errors = sampleErrors(m[2]);
    const code = m[3]
      .split('\n')
      .map((l) => l.slice(Math.min(indent, l.match(/^[ \t]*/)[0].length)))
      .join('\n');
    samples.push({origin: `${origin}:${line}`, lang: m[1], code, partial, errors, api: sampleApi(m[2])});
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

/**
 * Every sample of the site whose folder is `root` (the working folder by default).
 * @param {string} [root]
 */
export function collectSamples(root = process.cwd()) {
  const markdown = [
    ...walk(root, 'docs', (n) => /\.mdx?$/.test(n)),
    ...walk(root, 'blog', (n) => /\.mdx?$/.test(n)),
    ...walk(root, path.join('src', 'pages'), (n) => /\.mdx?$/.test(n)),
    ...walk(root, 'api-src', (n) => /\.md$/.test(n)),
  ];
  const declarations = walk(root, 'api-src', (n) => n.endsWith('.d.ts'));
  return [
    ...markdown.flatMap((f) => samplesInMarkdown(readFileSync(path.join(root, f), 'utf8'), f)),
    ...declarations.flatMap((f) => samplesInDeclarations(readFileSync(path.join(root, f), 'utf8'), f)),
    ...messageSamples(root),
  ];
}

/**
 * The samples of every user-message page, as plugins/user-messages writes the pages: each
 * page's Markdown made from the data, read for its fenced samples.
 * @param {string} root
 */
export function messageSamples(root) {
  const data = JSON.parse(readFileSync(path.join(root, 'plugins', 'site-data', 'user-messages.json'), 'utf8'));
  return Object.keys(messageGames).flatMap((game) =>
    data.games[game].messages.flatMap((/** @type {import('../user-messages/catalogue.mjs').Message} */ message) =>
      samplesInMarkdown(
        messagePage(data, /** @type {keyof typeof messageGames} */ (game), message, {sourceFiles: []}),
        `docs/messages/${game}/${message.name}.md`,
      ),
    ),
  );
}

/**
 * The compiler options samples are read with: strict, `nodemod` the global namespace
 * of the declarations, `@nodemod/core` (and its subpaths) resolved to api-src/core.
 * @param {string} root the site's folder
 * @returns {ts.CompilerOptions}
 */
export function sampleCompilerOptions(root) {
  return {
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
}

/**
 * The API's declaration files, as absolute paths: every sample is compiled with them.
 * @param {string} root
 */
export const declarationFiles = (root) =>
  walk(root, 'api-src', (name) => name.endsWith('.d.ts')).map((file) => path.join(root, file));

/**
 * A sample's text as the compiler reads it: a sample without import or export is a
 * script, made a module so that samples cannot clash with each other.
 * @param {string} code
 */
export const asModule = (code) => `${code}\n${/^\s*(import|export)\s/m.test(code) ? '' : 'export {};\n'}`;
