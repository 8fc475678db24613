/**
 * Writes plugins/site-data/api-history.json, the data of the API changes page
 * (/docs/api/changes): what each release of `@nodemod/core` (v1.0.0 … the one the
 * site documents) and of the NodeMod plugin (v1.0.0 … v1.0.7) added, removed and
 * changed, from the pre-release API the site first documented, and what the main
 * branches hold after the release (unreleased).
 *
 * - `@nodemod/core`'s releases: the API at each tag (scripts/lib/release-api.mjs: the
 *   binding's declarations and the modules' declarations as the compiler emits
 *   them), compared member by member with the release before.
 * - The migration: the pre-release API (the plugin's own declarations at its
 *   pre-release commit, the core's modules at theirs) compared with the documented one.
 * - The plugin's releases: what its C++ binds at each tag: the functions and
 *   properties of the `nodemod` object (src/bindings/), the functions of `nodemod.eng`
 *   and `nodemod.dll` (the tables of src/auto/*_functions.cpp) and the events its
 *   hooks fire (src/auto/*_events.cpp); and the `@nodemod/core` commit the tag pins
 *   (its `packages/core` submodule).
 *
 * Each change names the commit of its range that made it: the one commit of the
 * range that touched the file, or the first whose diff adds or removes the name.
 *
 * Also writes tests/fixtures/api-releases.json: each core release's API as the
 * members that differ from the API the site documents (tests/fixtures/nodemod-api.json),
 * so the tests rebuild every release from the documented one and recompute the
 * changes (they cannot reach the sources).
 *
 *   node scripts/api-history.mjs <nodemod-goldsrc> <core-goldsrc> [--check]
 */
import {execFileSync} from 'node:child_process';
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {apiDiff, flattenApi} from './lib/api-diff.mjs';
import {coreFiles, releaseApi} from './lib/release-api.mjs';

const root = path.resolve(import.meta.dirname, '..');
const readJson = (file) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));
const pinned = readJson('plugins/site-data/pinned-sources.json');

const args = process.argv.slice(2);
const check = args.includes('--check');
const [pluginDir, coreDir] = args.filter((a) => a !== '--check');
if (!coreDir) {
  console.error('usage: node scripts/api-history.mjs <nodemod-goldsrc> <core-goldsrc> [--check]');
  process.exit(2);
}

const git = (dir, ...rest) =>
  execFileSync('git', ['-C', dir, ...rest], {
    encoding: 'utf8',
    maxBuffer: 256 << 20,
    stdio: ['ignore', 'pipe', 'ignore'],
  });
/** A repository at a commit (see scripts/lib/release-api.mjs). */
const tree = (dir, commit) => ({
  list: (under) =>
    git(dir, 'ls-tree', '-r', commit, '--', under)
      .split('\n')
      .filter((line) => /^\d+ blob /.test(line))
      .map((line) => line.slice(line.indexOf('\t') + 1)),
  show: (file) => {
    try {
      return git(dir, 'show', `${commit}:${file}`);
    } catch {
      return null;
    }
  },
});
const commitOf = (dir, ref) => git(dir, 'rev-parse', `${ref}^{commit}`).trim();
const dateOf = (dir, ref) => git(dir, 'log', '-1', '--format=%cs', ref).trim();

/** The pre-release commits, the releases and the main branches' heads (../shared/FACTS.md). */
const baseline = {plugin: 'da5a95b56e0d95278bf16e67f2961c105ba0b224', core: '2b7787102f862096a55786c4b7e783e11e6ebb71'};
const unreleased = {
  plugin: 'bf87e3fd0a3f2de8f98dc0365df900fccc33ca3a',
  core: '2824a101aac2534e434ab4d6977ebaba7afc1cbf',
};
const coreTags = ['v1.0.0', 'v1.0.1', 'v1.0.2', 'v1.0.3', 'v1.0.4', 'v1.0.5'];
const pluginTags = ['v1.0.0', 'v1.0.1', 'v1.0.2', 'v1.0.3', 'v1.0.4', 'v1.0.5', 'v1.0.6', 'v1.0.7'];
if (commitOf(coreDir, coreTags.at(-1)) !== pinned.core.commit)
  throw new Error('the last core tag is not the pinned core');
if (commitOf(pluginDir, pluginTags.at(-1)) !== pinned.plugin.commit)
  throw new Error('the last plugin tag is not the pinned plugin');

/**
 * The commit of a range that made a change: the range's only commit touching the
 * file, else the first whose diff adds or removes a line with the name, else the
 * range's last commit.
 */
function commitFor(dir, from, to, files, name) {
  const log = (...extra) =>
    git(dir, 'log', '--format=%H', '--reverse', ...extra, `${from}..${to}`, '--', ...files)
      .split('\n')
      .filter(Boolean);
  const touching = log();
  if (touching.length === 1) return touching[0];
  const found = name ? log(`-G\\b${name}\\b`) : [];
  return found[0] ?? touching[0] ?? commitOf(dir, to);
}

/** Where a change of the API facts is written in the sources (for commitFor). */
function sourceFiles(key) {
  const [, top, group] = key.split('/');
  if (top === 'core') return [coreFiles[group]];
  return ['types/', 'src/'];
}

// The API at each core release, and at the pre-release commits.
const apiAt = new Map();
apiAt.set('baseline', releaseApi(tree(coreDir, baseline.core), tree(pluginDir, baseline.plugin), 'packages/core/src/'));
for (const tag of coreTags) apiAt.set(tag, releaseApi(tree(coreDir, tag), tree(coreDir, tag), 'types/'));
apiAt.set('unreleased', releaseApi(tree(coreDir, unreleased.core), tree(coreDir, unreleased.core), 'types/'));

// The extraction is checked at both ends against the reference data of the two commits.
const documented = readJson('tests/fixtures/nodemod-api.json');
const first = readJson('tests/fixtures/nodemod-api-da5a95b.json');
for (const [label, api, reference] of [
  ['v1.0.5', apiAt.get(coreTags.at(-1)), documented],
  ['the pre-release commits', apiAt.get('baseline'), first],
]) {
  const differences = apiDiff(reference, api);
  if (differences.length) {
    console.error(`the API read at ${label} differs from its reference data:`);
    for (const d of differences.slice(0, 20)) console.error(`  ${d.kind} ${d.key}`);
    process.exit(1);
  }
}

/**
 * Whether the API the site documents has what a change is about (a key of the API facts,
 * or a name the plugin binds), so that the page can link it to the reference.
 */
const documentedFacts = Object.keys(flattenApi(documented));
function documentedHas(key) {
  const bound = key.match(/^nodemod\.(?:(eng|dll)\.)?(\w+)(\(\))?$/);
  const event = key.match(/^event (\w+)$/);
  const facts = bound
    ? bound[1]
      ? `nodemod/interfaces/${bound[1] === 'eng' ? 'Engine' : 'DLL'}/members/${bound[2]}`
      : `nodemod/${bound[3] ? 'functions' : 'variables'}/${bound[2]}`
    : event
      ? `nodemod/interfaces/EventCallbacks/members/${event[1]}`
      : key;
  return documentedFacts.some((k) => k === facts || k.startsWith(`${facts}/`));
}

/** The changes of one core release from the one before (none for the first), each with its commit. */
function coreRelease(tag, previous) {
  const changes = previous
    ? apiDiff(apiAt.get(previous), apiAt.get(tag)).map((c) => ({
        ...c,
        documented: documentedHas(c.key),
        commit: commitFor(coreDir, previous, tag, sourceFiles(c.key), c.key.split('/').at(-1)),
      }))
    : [];
  return {
    package: 'core',
    version: tag.slice(1),
    tag,
    previous: previous ? previous.slice(1) : null,
    commit: commitOf(coreDir, tag),
    date: dateOf(coreDir, tag),
    changes,
  };
}

/** What the plugin's C++ binds at a commit, by name: `{key: ''}`. */
function pluginSurface(commit) {
  const t = tree(pluginDir, commit);
  const out = {};
  const functions = t.show('src/bindings/functions.cpp') ?? '';
  for (const m of functions.matchAll(/\{\s*"(\w+)"\s*,\s*[\w:]+\s*\}/g)) out[`nodemod.${m[1]}()`] = '';
  const bindings = t.show('src/bindings/bindings.cpp') ?? '';
  for (const m of bindings.matchAll(/str2js\(isolate,\s*"(\w+)"\)/g)) {
    if (m[1] !== 'nodemod' && m[1] !== 'eng' && m[1] !== 'dll') out[`nodemod.${m[1]}`] = '';
  }
  for (const [table, file] of [
    ['eng', 'src/auto/engine_functions.cpp'],
    ['dll', 'src/auto/dll_functions.cpp'],
  ]) {
    const text = t.show(file) ?? '';
    for (const m of text.matchAll(/\{\s*"(\w+)"\s*,\s*sf_\w+\s*\}/g)) out[`nodemod.${table}.${m[1]}()`] = '';
  }
  for (const file of ['src/auto/dll_events.cpp', 'src/auto/engine_events.cpp']) {
    for (const m of (t.show(file) ?? '').matchAll(/findAndCall\("(\w+)"/g)) out[`event ${m[1]}`] = '';
  }
  return out;
}

/** The core commit a plugin tag pins in its `packages/core` submodule, or null. */
function pinnedCore(commit) {
  const line = git(pluginDir, 'ls-tree', commit, 'packages/core').trim();
  const m = line.match(/^160000 commit ([0-9a-f]{40})\t/);
  return m ? m[1] : null;
}
const coreTagOf = new Map(coreTags.map((tag) => [commitOf(coreDir, tag), tag.slice(1)]));

function pluginRelease(tag, from) {
  const before = pluginSurface(from);
  const after = pluginSurface(tag);
  const changes = [];
  for (const key of Object.keys(after).sort()) if (!(key in before)) changes.push({kind: 'added', key});
  for (const key of Object.keys(before).sort()) if (!(key in after)) changes.push({kind: 'removed', key});
  const name = (key) =>
    key
      .replace(/^event /, '')
      .replace(/\(\)$/, '')
      .split('.')
      .at(-1);
  const core = pinnedCore(tag);
  return {
    package: 'plugin',
    version: tag.slice(1),
    tag,
    commit: commitOf(pluginDir, tag),
    date: dateOf(pluginDir, tag),
    core: core ? {commit: core, version: coreTagOf.get(core) ?? null} : null,
    changes: changes.map((c) => ({
      ...c,
      documented: documentedHas(c.key),
      commit: commitFor(pluginDir, from, tag, ['src/'], name(c.key)),
    })),
  };
}

// The core's first release comes before the pre-release commit the site first documented
// (2025-08-31 and 2025-09-13): each release is compared with the one before it, and the
// migration from the pre-release API to the documented one is its own list. The plugin's
// first release comes after its pre-release commit, so that is what v1.0.0 is compared with.
const releases = [];
coreTags.forEach((tag, i) => releases.push(coreRelease(tag, i === 0 ? null : coreTags[i - 1])));
pluginTags.forEach((tag, i) => releases.push(pluginRelease(tag, i === 0 ? baseline.plugin : pluginTags[i - 1])));
const migration = apiDiff(apiAt.get('baseline'), apiAt.get(coreTags.at(-1))).map((c) => ({
  ...c,
  documented: documentedHas(c.key),
}));

const unreleasedChanges = {
  core: {
    commit: unreleased.core,
    date: dateOf(coreDir, unreleased.core),
    changes: apiDiff(apiAt.get(coreTags.at(-1)), apiAt.get('unreleased')).map((c) => ({
      ...c,
      documented: documentedHas(c.key),
      commit: commitFor(coreDir, coreTags.at(-1), unreleased.core, sourceFiles(c.key), c.key.split('/').at(-1)),
    })),
  },
  plugin: {...pluginRelease(unreleased.plugin, pluginTags.at(-1)), tag: null, version: null},
};

const data = {
  $comment:
    'Written by scripts/api-history.mjs from the tags of nodemod/core-goldsrc and nodemod/nodemod-goldsrc; do not edit by hand. Keys of core changes are paths in the API facts (tests/fixtures/nodemod-api.json); keys of plugin changes name what its C++ binds.',
  baseline: {
    plugin: baseline.plugin,
    core: baseline.core,
  },
  releases,
  migration,
  unreleased: unreleasedChanges,
};

// The releases' API for the tests: each core release as the facts that differ from the documented API.
const fixture = {
  about:
    "The API facts of each @nodemod/core release and of the pre-release commits, as the members that differ from tests/fixtures/nodemod-api.json (the API of the release the site documents): a key's text at that release, or null where it did not exist. Written by scripts/api-history.mjs; the tests rebuild each release from it and recompute plugins/site-data/api-history.json.",
  releases: Object.fromEntries(
    ['baseline', ...coreTags, 'unreleased'].map((label) => {
      const now = flattenApi(documented);
      const then = flattenApi(apiAt.get(label));
      const delta = {};
      for (const key of new Set([...Object.keys(now), ...Object.keys(then)])) {
        if (now[key] !== then[key]) delta[key] = then[key] ?? null;
      }
      return [label, delta];
    }),
  ),
};

const outputs = [
  ['plugins/site-data/api-history.json', `${JSON.stringify(data, null, 1)}\n`],
  ['tests/fixtures/api-releases.json', `${JSON.stringify(fixture, null, 1)}\n`],
];
let stale = false;
for (const [file, text] of outputs) {
  const target = path.join(root, file);
  if (check) {
    if ((existsSync(target) ? readFileSync(target, 'utf8') : '') !== text) {
      console.error(`${file} differs from what the sources give`);
      stale = true;
    }
  } else writeFileSync(target, text);
}
for (const r of releases) console.log(`${r.package} ${r.version}: ${r.changes.length} changes`);
console.log(
  `unreleased: core ${unreleasedChanges.core.changes.length}, plugin ${unreleasedChanges.plugin.changes.length}`,
);
process.exit(stale ? 1 : 0);
