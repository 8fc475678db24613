/**
 * The names of AMX Mod X's include files that the porting page reads
 * (plugins/site-data/amxmodx-includes.json, written by scripts/amxx-includes.mjs), checked
 * without a build: taken at the pinned commit, and holding every native, forward
 * or stock of the guide's name map in the include file its row gives. The reader
 * of include files is checked on a small include written here. The same names
 * back the AMX Mod X names of the API reference (tests/source/member-data.spec.ts).
 * The names of the name index the porting page's plan looks up (plugins/port-plan-data/plan-names.ts)
 * read back into every member that carries them.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import sources from '../../plugins/site-data/pinned-sources.json';
import mapData from '../../plugins/site-data/amxmodx-map.json';
import {amxxMappings} from '../../plugins/site-data/amxmodx';
import {namedMembersByPage} from '../../plugins/port-plan-data/plan-names';
import {memberKeysByName} from '../../src/lib/member-key.mjs';

const root = path.resolve(__dirname, '..', '..');
type Names = {natives: string[]; forwards: string[]; stocks: string[]; constants: string[]};
const read = (file: string) =>
  JSON.parse(readFileSync(path.join(root, 'plugins', 'site-data', file), 'utf8')) as {
    commit: string;
    includes: Record<string, Names>;
  };
const amxx = read('amxmodx-includes.json');
const reapi = read('reapi-includes.json');
/** The include files of both: a row of the map names one of either. */
const data = {includes: {...amxx.includes, ...reapi.includes}};

test('the include names are those of the pinned AMX Mod X and ReAPI commits', () => {
  expect(amxx.commit).toBe(sources.amxmodx.commit);
  expect(reapi.commit).toBe(sources.reapi.commit);
  // No include file of one is named like one of the other's.
  expect(Object.keys(amxx.includes).filter((file) => file in reapi.includes)).toEqual([]);
  // ReAPI's hook chains and members are constants of its include files.
  expect(reapi.includes['reapi_gamedll_const.inc']!.constants).toEqual(
    expect.arrayContaining(['RG_CBasePlayer_Spawn', 'm_iTeam']),
  );
  expect(reapi.includes['reapi.inc']!.natives).toContain('RegisterHookChain');
  const total = (kind: keyof Names) => Object.values(data.includes).reduce((sum, n) => sum + n[kind].length, 0);
  console.log(
    `${Object.keys(data.includes).length} include files: ${total('natives')} natives, ${total('forwards')} forwards, ` +
      `${total('stocks')} stocks, ${total('constants')} constants`,
  );
});

test("every name of the name map has the kind its row's include file declares it as", () => {
  const kindOf = (include: string, name: string) => {
    const names = data.includes[include];
    if (!names) return 'no such include';
    if (names.natives.includes(name)) return 'native';
    if (names.forwards.includes(name)) return 'forward';
    if (names.stocks.includes(name)) return 'stock';
    return names.constants.includes(name) ? 'constant' : 'absent';
  };
  const wrong = amxxMappings
    .filter((row) => kindOf(row.include, row.amxx) !== row.kind)
    .map((row) => `${row.amxx} (${row.kind}, ${row.include}): ${kindOf(row.include, row.amxx)}`);
  expect(wrong).toEqual([]);
  // amxmisc.inc declares only stocks: its rows (get_configsdir, cmd_access…) are stocks, not natives.
  const amxmisc = amxxMappings.filter((row) => row.include === 'amxmisc.inc');
  expect(amxmisc.length).toBeGreaterThan(10);
  expect(amxmisc.filter((row) => row.kind !== 'stock').map((row) => row.amxx)).toEqual([]);
  // The rows carry no kind of their own to disagree with.
  expect(mapData.rows.filter((row) => 'kind' in row)).toEqual([]);
});

test('the include reader tells natives, forwards, stocks and constants apart, comments aside', async () => {
  // Loaded as the ES module it is (the test runner would compile a static import to CommonJS).
  const {declaredNames} = await import('../../scripts/amxx-includes.mjs');
  const include = [
    '#if defined _x_included',
    '#endinput',
    '#endif',
    '#define _x_included',
    '/* native not_real(); */',
    '// forward not_real_either();',
    'native get_user_health(index);',
    'native Float:get_user_gravity(index);',
    '// An array returned: its size before the name (string.inc declares fmt so).',
    'native [MAX_FMT_LENGTH]fmt(const format[], any:...);',
    'forward client_putinserver(id);',
    'stock cmd_access(id, level, cid, num) { return 1; }',
    'enum { print_notify = 1, print_console, print_chat };',
    'enum Float:Tagged { Float:first = 0.0 };',
    '#define PLUGIN_HANDLED 1',
  ].join('\n');
  expect(declaredNames(include)).toEqual({
    natives: ['fmt', 'get_user_gravity', 'get_user_health'],
    forwards: ['client_putinserver'],
    stocks: ['cmd_access'],
    constants: ['PLUGIN_HANDLED', '_x_included', 'first', 'print_chat', 'print_console', 'print_notify'],
  });
});

test("the entity variables' reader reads each EVAR_MEMBERS line, and no other", async () => {
  const {entvarMembers} = await import('../../scripts/amxx-includes.mjs');
  const source = [
    'member_t memberlist_entvars[] = {',
    '\tEVAR_MEMBERS(classname),',
    '\tEVAR_MEMBERS(health), // a comment',
    '\tMOVEVAR_MEMBERS(gravity),',
    '\tPL_MEMBERS(m_iTeam),',
    '};',
  ].join('\n');
  expect(entvarMembers(source)).toEqual([
    ['var_classname', 'classname', 2],
    ['var_health', 'health', 3],
  ]);
});

test("the plan's names from the name index read back into the members that carry them, every one the map lacks", () => {
  const memberNames = JSON.parse(readFileSync(path.join(root, 'api-src', 'member-names.json'), 'utf8')) as {
    names: Record<string, string[][]>;
  };
  const mapped = new Set(mapData.rows.map((row) => row.amxx));
  const expected = new Map<string, string[]>();
  for (const [key, names] of Object.entries(memberNames.names)) {
    for (const [name, kind] of names) {
      if (kind === 'amxx' && !mapped.has(name) && key.includes('#'))
        expected.set(name, [...(expected.get(name) ?? []), key]);
    }
  }
  const decoded = memberKeysByName(namedMembersByPage());
  const sorted = (m: Map<string, string[]>) => Object.fromEntries([...m].map(([k, v]) => [k, [...v].sort()]).sort());
  expect(sorted(decoded)).toEqual(sorted(expected));
  expect(decoded.size).toBeGreaterThan(400);
  expect(decoded.get('pev_view_ofs')).toEqual(['nodemod/Interface/Entvars#view_ofs']);
});
