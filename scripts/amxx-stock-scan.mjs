/**
 * Runs the porting page's reader (src/lib/pawn-scan.mjs) over the stock plugins of
 * AMX Mod X at the pinned commit (`plugins/*.sma` and `plugins/cstrike/*.sma`) and
 * prints how the guide's name map classifies the functions they call: how many
 * distinct natives, stocks and forwards, how many with an equivalent, how many with
 * only a way around, and which are not in the map, by include file. Nothing is
 * written; the plugins are read from a clone or bare mirror of the repository.
 *
 *   node scripts/amxx-stock-scan.mjs <alliedmodders/amxmodx clone or bare mirror>
 */
import {execFileSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {declaredIndex, mapStatus, scanPawn} from '../src/lib/pawn-scan.mjs';

const read = (file) => JSON.parse(readFileSync(new URL(`../src/data/${file}`, import.meta.url), 'utf8'));
const pinned = read('pinned-sources.json').amxmodx;
const includes = read('amxmodx-includes.json');
const map = new Map(read('amxmodx-map.json').rows.map((row) => [row.amxx, row]));
const declared = declaredIndex(includes.includes);

const [repository] = process.argv.slice(2);
if (!repository) {
  console.error('usage: node scripts/amxx-stock-scan.mjs <alliedmodders/amxmodx clone or bare mirror>');
  process.exit(2);
}
const git = (...args) => execFileSync('git', ['-C', repository, ...args], {encoding: 'utf8', maxBuffer: 64 << 20});
const plugins = ['plugins', 'plugins/cstrike'].flatMap((dir) =>
  git('ls-tree', '--name-only', `${pinned.commit}:${dir}`)
    .split('\n')
    .filter((name) => name.endsWith('.sma'))
    .map((name) => `${dir}/${name}`),
);

/** Every function the plugins use, with the plugins that use it. */
const used = new Map();
for (const file of plugins) {
  const scan = scanPawn(git('show', `${pinned.commit}:${file}`), declared);
  for (const use of scan.uses.filter((u) => u.kind !== 'constant')) {
    const entry = used.get(use.name) ?? {...use, plugins: 0};
    entry.plugins++;
    used.set(use.name, entry);
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
  `  equivalent ${count(all, 'equivalent')}, way around ${count(all, 'no direct equivalent')}, not in the map ${count(all, 'not in the map')}; ` +
    `classified ${share(all.length - count(all, 'not in the map'), all.length)}`,
);
const byInclude = new Map();
for (const u of all) byInclude.set(u.include, [...(byInclude.get(u.include) ?? []), u]);
for (const [include, list] of [...byInclude].sort((a, b) => b[1].length - a[1].length)) {
  const missing = list.filter((u) => status(u.name) === 'not in the map').map((u) => u.name);
  console.log(
    `  ${include}: ${list.length} used, ${count(list, 'equivalent')} equivalent, ${count(list, 'no direct equivalent')} way around, ` +
      `${missing.length} not in the map${missing.length ? `: ${missing.sort().join(' ')}` : ''}`,
  );
}
