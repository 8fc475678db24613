/**
 * Runs the porting page's reader (src/lib/pawn-scan.mjs) over the stock plugins of
 * AMX Mod X at the pinned commit (`plugins/*.sma` and `plugins/cstrike/*.sma`) and
 * prints how the guide's name map classifies the functions they call: how many
 * distinct natives, stocks and forwards, how many with an equivalent, how many with
 * only a way around, and which are not in the map, by include file. The plugins are
 * read from a clone or bare mirror of the repository.
 *
 * With `--write`, it also writes what the reader found in each plugin to
 * tests/fixtures/amxx-stock-scan.json (names, counts and line numbers: figures
 * derived from the plugins, never their text), which the unit tests read; with
 * `--check`, it fails when that file differs from a new scan.
 *
 *   node scripts/amxx-stock-scan.mjs <alliedmodders/amxmodx clone or bare mirror> [--write | --check]
 */
import {execFileSync} from 'node:child_process';
import {readFileSync, writeFileSync} from 'node:fs';
import {declaredIndex, mapStatus, scanPawn} from '../src/lib/pawn-scan.mjs';

const read = (file) => JSON.parse(readFileSync(new URL(`../plugins/site-data/${file}`, import.meta.url), 'utf8'));
const snapshotFile = new URL('../tests/fixtures/amxx-stock-scan.json', import.meta.url);

const [repository, mode] = process.argv.slice(2);
if (!repository || (mode !== undefined && mode !== '--write' && mode !== '--check')) {
  console.error(
    'usage: node scripts/amxx-stock-scan.mjs <alliedmodders/amxmodx clone or bare mirror> [--write | --check]',
  );
  process.exit(2);
}
const pinned = read('pinned-sources.json').amxmodx;
const includes = read('amxmodx-includes.json');
const map = new Map(read('amxmodx-map.json').rows.map((row) => [row.amxx, row]));
const declared = declaredIndex(includes.includes);
const git = (...args) => execFileSync('git', ['-C', repository, ...args], {encoding: 'utf8', maxBuffer: 64 << 20});

/** The stock plugins with the id of each file's content (git's blob id), so a snapshot names what it read. */
const plugins = ['plugins', 'plugins/cstrike'].flatMap((dir) =>
  git('ls-tree', `${pinned.commit}:${dir}`)
    .split('\n')
    .map((line) => line.match(/^\d+ blob ([0-9a-f]{40})\t(.+\.sma)$/))
    .filter((m) => m !== null)
    .map((m) => ({file: `${dir}/${m[2]}`, blob: m[1]})),
);

/** What the reader found in each plugin: its functions and constants with their counts and first lines. */
const snapshot = {
  $comment:
    'What src/lib/pawn-scan.mjs reads in each stock plugin of AMX Mod X at the commit below: figures only (names, counts, line numbers), no text of the plugins. Written by scripts/amxx-stock-scan.mjs --write.',
  repository: pinned.repo,
  commit: pinned.commit,
  plugins: plugins.map(({file, blob}) => {
    const scan = scanPawn(git('show', `${pinned.commit}:${file}`), declared);
    return {
      file,
      blob,
      lines: scan.lines,
      includes: scan.includes,
      own: scan.own.length,
      uses: Object.fromEntries(scan.uses.map((u) => [u.name, [u.count, ...u.lines]])),
      registrations: scan.registrations.map((r) => `${r.native} ${r.what}`),
      unreadable: scan.unreadable.map((u) => u.line),
    };
  }),
};

/** Every function the plugins use, with its include file and kind. */
const used = new Map();
for (const plugin of snapshot.plugins) {
  for (const name of Object.keys(plugin.uses)) {
    const d = declared.get(name);
    if (d && d.kind !== 'constant') used.set(name, {name, ...d});
  }
}
const all = [...used.values()];
const status = (name) => mapStatus(map.get(name));
const count = (list, s) => list.filter((u) => status(u.name) === s).length;
const share = (n, d) => `${((100 * n) / Math.max(1, d)).toFixed(0)} %`;
console.log(
  `${plugins.length} stock plugins at ${pinned.commit.slice(0, 7)}: ${all.length} distinct functions of AMX Mod X`,
);
console.log(
  `  equivalent ${count(all, 'equivalent')}, way around ${count(all, 'way around')}, no equivalent ${count(all, 'no equivalent')}, ` +
    `not in the map ${count(all, 'not in the map')}; ` +
    `classified ${share(all.length - count(all, 'not in the map'), all.length)}`,
);
const byInclude = new Map();
for (const u of all) byInclude.set(u.include, [...(byInclude.get(u.include) ?? []), u]);
for (const [include, list] of [...byInclude].sort((a, b) => b[1].length - a[1].length)) {
  const missing = list.filter((u) => status(u.name) === 'not in the map').map((u) => u.name);
  console.log(
    `  ${include}: ${list.length} used, ${count(list, 'equivalent')} equivalent, ${count(list, 'way around')} way around, ` +
      `${count(list, 'no equivalent')} without, ` +
      `${missing.length} not in the map${missing.length ? `: ${missing.sort().join(' ')}` : ''}`,
  );
}

const text = JSON.stringify(snapshot, null, 1) + '\n';
if (mode === '--write') {
  writeFileSync(snapshotFile, text);
  console.log(`written: tests/fixtures/amxx-stock-scan.json (${snapshot.plugins.length} plugins)`);
} else if (mode === '--check') {
  if (readFileSync(snapshotFile, 'utf8') !== text) {
    console.error(
      'tests/fixtures/amxx-stock-scan.json differs from a new scan: run with --write and review the change',
    );
    process.exit(1);
  }
  console.log('tests/fixtures/amxx-stock-scan.json matches a new scan');
}
