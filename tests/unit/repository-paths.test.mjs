// The paths the repository's own words name: every path of this repository a comment or a
// README names exists (or is one the build or a test writes, which git ignores), and every
// test file is in the README's table of tests. A path of another repository is checked
// against the committed indexes of the pinned sources' files. Comments only, in code: a
// string in a test may name a path it makes up on purpose.
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import test from 'node:test';

const root = path.resolve(import.meta.dirname, '..', '..');
const git = (args, input) => execFileSync('git', ['-C', root, ...args], {encoding: 'utf8', input, maxBuffer: 64 << 20});
const read = (file) => readFileSync(path.join(root, file), 'utf8');
const tracked = git(['ls-files']).split('\n').filter(Boolean);

/** Every file of a list and every folder above one. */
function tree(files) {
  const all = new Set(files);
  for (const file of files) {
    const parts = file.split('/');
    for (let i = 1; i < parts.length; i++) all.add(parts.slice(0, i).join('/'));
  }
  return all;
}
const ours = tree(tracked);

/** The files of the pinned sources the site cites (NodeMod's, the engine side's, AMX Mod X's stock plugins). */
const theirs = tree([
  ...Object.values(JSON.parse(read('tests/fixtures/source-files.json')).files).flatMap(Object.keys),
  ...Object.values(JSON.parse(read('tests/fixtures/cited-source-files.json')).repositories).flatMap((r) =>
    Object.keys(r.files),
  ),
  ...JSON.parse(read('tests/fixtures/amxx-stock-scan.json')).plugins.map((p) => p.file),
]);

/** The folders a path of this repository starts with. */
const topFolders = [
  'src',
  'plugins',
  'scripts',
  'tests',
  'deploy',
  'docs',
  'blog',
  'static',
  'api-src',
  'tools',
  '.ci',
];
const repositoryPath = new RegExp(
  String.raw`(?<![\w./@-])((?:${topFolders.map((f) => f.replace('.', '\\.')).join('|')})/[\w./@~+-]*[\w/])`,
  'g',
);
// A sibling of the file (a dot and a slash, then the name); a path up the tree may be from the
// file, the repository or a page, so it is not read.
const relativePath = /(?<![\w./@-])(\.\/[\w./@~+-]*\w)/g;

/** The comments of a source file, each with its first line: `//` and `/* … *\/` (and `#` in shell and YAML). */
export function commentsOf(text, file) {
  const comments = [];
  const line = (index) => text.slice(0, index).split('\n').length;
  const patterns = /\.(sh|ya?ml)$/.test(file)
    ? [/(?:^|\s)#[^\n!]*/g]
    : [/(?<![:\w'"`\\])\/\/[^\n]*/g, /\/\*[\s\S]*?\*\//g];
  for (const pattern of patterns) {
    for (const m of text.matchAll(pattern)) comments.push({text: m[0], line: line(m.index)});
  }
  return comments;
}

/** The ways a named path may be written: as is, or a module or page without its extension. */
const spellings = (p) => [
  p,
  ...['.ts', '.tsx', '.mjs', '.js', '.cjs', '.md', '.mdx', '.d.ts', '.json', '.css'].map((ext) => p + ext),
  ...['index.ts', 'index.tsx', 'index.mjs'].map((file) => `${p}/${file}`),
];

/** The blog post a path under blog/ names by its address (`blog/nodemod-modernized`), if any. */
const blogPost = (p) =>
  p.startsWith('blog/') && tracked.some((f) => f.startsWith('blog/') && f.includes(`-${p.slice('blog/'.length)}`));

/** The paths a text names that exist nowhere; `from` is the folder relative paths start from. */
function missingIn(text, from, firstLine) {
  const found = [];
  text.split('\n').forEach((lineText, i) => {
    const named = [
      ...[...lineText.matchAll(repositoryPath)].map((m) => ({m, p: m[1]})),
      ...[...lineText.matchAll(relativePath)].map((m) => ({m, p: path.posix.normalize(path.posix.join(from, m[1]))})),
    ];
    for (const {m, p: raw} of named) {
      // A pattern (`api-src/member-*.json`, `docs/messages/<game>/<Name>.md`) is not one path.
      const rest = lineText.slice(m.index).match(/^\S*/)[0];
      if (/[*<{$]/.test(rest)) continue;
      const p = raw.replace(/\.+$/, '').replace(/\/$/, '');
      if (p.startsWith('..') || p.endsWith('index.html')) continue;
      if (spellings(p).some((s) => ours.has(s) || theirs.has(s)) || blogPost(p)) continue;
      found.push({line: firstLine + i, path: p});
    }
  });
  return found;
}

/** The paths git ignores among those given: what the build and the tests write. */
function ignoredByGit(paths) {
  if (paths.length === 0) return new Set();
  try {
    return new Set(git(['check-ignore', '--no-index', '--stdin'], paths.join('\n')).split('\n').filter(Boolean));
  } catch {
    return new Set(); // exit 1: none is ignored
  }
}

/** Every named path that exists nowhere, as `file:line: path`. */
function missingPaths(files) {
  const candidates = files.flatMap((file) => {
    const text = read(file);
    const from = path.posix.dirname(file);
    const parts = /\.md$/.test(file) ? [{text, line: 1}] : commentsOf(text, file);
    return parts.flatMap((part) => missingIn(part.text, from, part.line).map((m) => ({file, ...m})));
  });
  const ignored = ignoredByGit([...new Set(candidates.map((c) => c.path))]);
  return candidates.filter((c) => !ignored.has(c.path)).map((c) => `${c.file}:${c.line}: ${c.path}`);
}

const checked = tracked.filter(
  (f) =>
    /\.(ts|tsx|mjs|cjs|js|css|sh|ya?ml)$/.test(f) ||
    /(^|\/)README\.md$/.test(f) ||
    f === 'BENCHMARKS.md' ||
    f === '.ci/run',
);

test('every path of the repository a comment or a README names exists', () => {
  assert.ok(checked.length > 200, `${checked.length} files read`);
  assert.deepEqual(missingPaths(checked), []);
});

test('the check finds a path that does not exist, in a comment and in a README, and not in code', () => {
  // Written in pieces, so that this file's own comments name no made-up path.
  const slash = '/';
  const comments = commentsOf(
    [
      `const a = 'src${slash}not-here.ts'; ${slash}${slash} see plugins${slash}site-data/amxmodx.ts and src${slash}nowhere.ts`,
      `${slash}* the reader: .${slash}plan.ts, and .${slash}gone.ts *${slash}`,
    ].join('\n'),
    'src/components/PortPlan/x.ts',
  );
  const found = comments.flatMap((c) => missingIn(c.text, 'src/components/PortPlan', c.line).map((m) => m.path));
  assert.deepEqual(found.sort(), ['src/components/PortPlan/gone.ts', 'src/nowhere.ts']);
  // A module without its extension, a page by its address, a folder, another repository's file.
  assert.deepEqual(
    missingIn(
      'src/components/StaticCodeBlock/renderer, docs/guides/quick-start, plugins/typedoc/, src/auto/dll_events.cpp',
      '.',
      1,
    ),
    [],
  );
  assert.deepEqual(ignoredByGit(['build/index.html', 'plugins/site-data/amxmodx.ts']), new Set(['build/index.html']));
});

test("every test file is in the README's table of tests", () => {
  const readme = read('README.md');
  const tests = tracked.filter((f) =>
    /^tests\/(unit|source|browser|load|upstream)\/[^/]+\.(test\.mjs|spec\.ts)$/.test(f),
  );
  assert.ok(tests.length > 80, `${tests.length} test files`);
  assert.deepEqual(
    tests.filter((f) => !readme.split('\n').some((line) => line.startsWith('| ') && line.includes(`\`${f}\``))),
    [],
  );
});

test("the README's table of folders names every script and every build plugin", () => {
  const readme = read('README.md').split('\n');
  const row = (folder) => readme.find((line) => line.startsWith(`| \`${folder}/\` |`)) ?? '';
  const scripts = tracked.filter((f) => /^scripts\/[^/]+\.(mjs|sh)$|^scripts\/lib\/[^/]+\.mjs$/.test(f));
  assert.ok(scripts.length > 20, `${scripts.length} scripts`);
  assert.deepEqual(
    scripts.filter((f) => !row('scripts').includes(`\`${f.replace(/^scripts\//, '')}`)),
    [],
  );
  const plugins = [...new Set(tracked.filter((f) => /^plugins\/[^/]+\//.test(f)).map((f) => f.split('/')[1]))];
  assert.ok(plugins.length > 10, `${plugins.length} plugins`);
  assert.deepEqual(
    plugins.filter((name) => !row('plugins').includes(`\`${name}/\``)),
    [],
  );
});
