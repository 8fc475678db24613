/**
 * Counts how often NodeMod's own code uses each engine function, game DLL
 * function and event, and writes the 40 used most to `api-src/most-used.json`.
 * That list decides which members of the engine binding get an example in the
 * reference (the test `tests/source/member-data.spec.ts` requires one on each).
 *
 * The code counted is what the NodeMod project wrote itself at the commits
 * plugins/site-data/pinned-sources.json pins: `@nodemod/core` (src/), the example plugins (src/) and
 * the plugin's own example folder (example/src/). A use is a call of
 * `nodemod.eng.X` or `nodemod.dll.X`, or an event name in quotes (`'dllSpawn'`)
 * on a line of code; comments and JSON lists of every event are not uses.
 * Ties are broken by name, so the list is the same on every run.
 *
 *   node scripts/api-usage.mjs <core-goldsrc repo> <examples-goldsrc repo> <nodemod-goldsrc repo>
 *
 * Each argument is a clone (bare or not) holding the pinned commit.
 */
import {execFileSync} from 'node:child_process';
import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';

/** The pinned commits (plugins/site-data/pinned-sources.json). */
const sources = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '..', 'plugins', 'site-data', 'pinned-sources.json'), 'utf8'),
);

export const pinned = [
  {...sources.core, under: 'src/'},
  {...sources.examples, under: 'src/'},
  {...sources.plugin, under: 'example/src/'},
];

/** How many members the list keeps. */
const listSize = 40;

const use = /nodemod\.(eng|dll)\.([A-Za-z]\w*)|['"]((?:dll|eng|postDll|postEng)[A-Z]\w*)['"]/g;

/** The uses on the code lines of one source text: `eng.x`, `dll.x` or an event name. */
export function usesIn(text) {
  const found = [];
  for (const line of text.split('\n')) {
    const code = line.trim();
    if (code.startsWith('//') || code.startsWith('*') || code.startsWith('/*')) continue;
    for (const m of code.matchAll(use)) found.push(m[3] ?? `${m[1]}.${m[2]}`);
  }
  return found;
}

/** The `listSize` names used most, with their counts, most used first, ties by name. */
export function mostUsed(counts, size = listSize) {
  return [...counts]
    .sort(([a, x], [b, y]) => y - x || (a < b ? -1 : 1))
    .slice(0, size)
    .map(([name, uses]) => ({name, uses}));
}

function main([coreRepo, examplesRepo, pluginRepo]) {
  if (!pluginRepo) {
    console.error('usage: node scripts/api-usage.mjs <core-goldsrc> <examples-goldsrc> <nodemod-goldsrc>');
    process.exit(2);
  }
  const counts = new Map();
  [coreRepo, examplesRepo, pluginRepo].forEach((dir, i) => {
    const {commit, under} = pinned[i];
    const git = (...args) => execFileSync('git', ['-C', dir, ...args], {encoding: 'utf8', maxBuffer: 1 << 28});
    const files = git('ls-tree', '-r', '--name-only', commit, under)
      .split('\n')
      .filter((f) => /\.(ts|js|mjs)$/.test(f) && !f.endsWith('.d.ts'));
    for (const file of files) {
      for (const name of usesIn(git('show', `${commit}:${file}`))) counts.set(name, (counts.get(name) ?? 0) + 1);
    }
  });
  const out = {
    about:
      'The engine functions, game DLL functions and events that NodeMod code uses most, counted by scripts/api-usage.mjs (see its comment) over the pinned commits below; each has an example in the reference.',
    sources: pinned.map(({repo, commit, under}) => `${repo}@${commit}:${under}`),
    members: mostUsed(counts),
  };
  const target = path.resolve(import.meta.dirname, '..', 'api-src', 'most-used.json');
  writeFileSync(target, `${JSON.stringify(out, null, 2)}\n`);
  console.log(out.members.map((m) => `${m.uses}\t${m.name}`).join('\n'));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [coreDir, examplesDir, pluginDir] = process.argv.slice(2);
  main([coreDir, examplesDir, pluginDir]);
}
