// The guide's name map against what the stock plugins of AMX Mod X call. The plugins
// cannot be kept in this repository; tests/fixtures/amxx-stock-scan.json holds what the
// porting page's reader found in each of them (names, counts, line numbers), written and
// checked against a new scan by `node scripts/amxx-stock-scan.mjs <amxmodx mirror>
// --write | --check`.
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import test from 'node:test';
import {declaredIndex, mapStatus} from '../../src/lib/pawn-scan.mjs';

const read = (path) => JSON.parse(readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8'));
const snapshot = read('tests/fixtures/amxx-stock-scan.json');
const pinned = read('plugins/site-data/pinned-sources.json').amxmodx;
const declared = declaredIndex(read('plugins/site-data/amxmodx-includes.json').includes);
/** AMX Mod X's names and ReAPI's: a row of the map names an include file of either. */
const declaredWithReapi = declaredIndex({
  ...read('plugins/site-data/amxmodx-includes.json').includes,
  ...read('plugins/site-data/reapi-includes.json').includes,
});
const map = new Map(read('plugins/site-data/amxmodx-map.json').rows.map((row) => [row.amxx, row]));

/** The include files of the modules a port meets first: none of their functions may be missing from the map. */
const coreIncludes = read('tests/support/amxx-core-includes.json').includes;

/** The distinct functions (natives, stocks, forwards) the stock plugins use, with their include file. */
function functionsUsed() {
  const used = new Map();
  for (const plugin of snapshot.plugins) {
    for (const name of Object.keys(plugin.uses)) {
      const d = declared.get(name);
      if (d && d.kind !== 'constant') used.set(name, d.include);
    }
  }
  return used;
}

test('the snapshot is of the stock plugins at the pinned commit, and names only what the include files declare', () => {
  assert.equal(snapshot.commit, pinned.commit);
  assert.equal(snapshot.repository, pinned.repo);
  const files = snapshot.plugins.map((p) => p.file);
  assert.ok(files.length >= 20, `${files.length} plugins`);
  assert.ok(files.includes('plugins/admin.sma') && files.some((f) => f.startsWith('plugins/cstrike/')));
  for (const plugin of snapshot.plugins) {
    assert.match(plugin.blob, /^[0-9a-f]{40}$/, plugin.file);
    for (const [name, [count, ...lines]] of Object.entries(plugin.uses)) {
      assert.ok(declared.has(name), `${plugin.file}: ${name} is declared by an include file`);
      assert.ok(count >= lines.length && lines.length > 0, `${plugin.file}: ${name} has a count and lines`);
      assert.ok(
        lines.every((line) => line >= 1 && line <= plugin.lines),
        `${plugin.file}: ${name} lines`,
      );
    }
  }
});

test('the map classifies at least 95 % of the functions the stock plugins call', () => {
  const used = functionsUsed();
  const missing = [...used.keys()].filter((name) => mapStatus(map.get(name)) === 'not in the map');
  const share = (used.size - missing.length) / used.size;
  console.log(
    `${used.size} distinct functions, ${used.size - missing.length} classified (${(share * 100).toFixed(1)} %)`,
  );
  assert.ok(used.size > 250, `${used.size} functions`);
  assert.ok(share >= 0.95, `not in the map: ${missing.sort().join(' ')}`);
});

test('no function of the core include files that a stock plugin calls is missing from the map', () => {
  const missing = [...functionsUsed()]
    .filter(([name, include]) => coreIncludes.includes(include) && mapStatus(map.get(name)) === 'not in the map')
    .map(([name, include]) => `${name} (${include})`);
  assert.deepEqual(missing, []);
});

/**
 * The map rows whose include file is not the one that declares their name, or whose
 * name no include file declares (a misspelling, or a name of another version).
 * @param {{amxx: string, include: string}[]} rows
 */
function rowsWithoutTheirDeclaration(rows) {
  return rows
    .map((row) => {
      const d = declaredWithReapi.get(row.amxx);
      if (!d) return `${row.amxx}: ${row.include}, declared in no include file`;
      return d.include === row.include ? undefined : `${row.amxx}: ${row.include}, declared in ${d.include}`;
    })
    .filter((wrong) => wrong !== undefined);
}

test('each map row names the include file that declares it', () => {
  const rows = read('plugins/site-data/amxmodx-map.json').rows;
  assert.ok(rows.length > 250, `${rows.length} rows`);
  assert.deepEqual(rowsWithoutTheirDeclaration(rows), []);
});

test('the check of the rows catches a misspelt name and a wrong include file', () => {
  const rows = [
    {amxx: 'get_user_name', include: 'amxmodx.inc'},
    {amxx: 'get_user_nmae', include: 'amxmodx.inc'},
    {amxx: 'get_user_name', include: 'fun.inc'},
  ];
  assert.deepEqual(rowsWithoutTheirDeclaration(rows), [
    'get_user_nmae: amxmodx.inc, declared in no include file',
    'get_user_name: fun.inc, declared in amxmodx.inc',
  ]);
});
