/**
 * The AMX Mod X name map is data (plugins/site-data/amxmodx-map.json), checked row by row when
 * plugins/site-data/amxmodx.ts loads it: the map loads, and a malformed row stops the load
 * with a message that names the row and the problem. ReAPI's entity variables are
 * rows derived from its member list (plugins/site-data/reapi-includes.json); a row's `fit`
 * says when its equivalents are a way around, or when it has no way at all; and a
 * `get_` and its `set_` are labelled alike.
 */
import {expect, test} from '@playwright/test';
import {amxxMappings, amxxTopics, checkedMappings, reapiEntvarRows} from '../../plugins/site-data/amxmodx';
import {expandEquivalent} from '../../src/data/amxmodx-equivalents';
import data from '../../plugins/site-data/amxmodx-map.json';
import reapi from '../../plugins/site-data/reapi-includes.json';
import {mapStatus} from '../../src/lib/pawn-scan.mjs';

test('the map loads: every row checked, every equivalent expanded', () => {
  expect(amxxMappings).toHaveLength(data.rows.length + reapiEntvarRows.length);
  expect(amxxMappings.length).toBeGreaterThan(300);
  for (const row of amxxMappings) {
    for (const e of row.nodemod) expect(e.target, row.amxx).toMatch(/^(core|nodemod)\//);
  }
});

test('each short form gives the code and the anchor', () => {
  expect(expandEquivalent('event dllSpawn', 'r')).toEqual({
    code: "'dllSpawn' event",
    target: 'nodemod/Interface/EventCallbacks#dllspawn',
  });
  expect(expandEquivalent('core cmd.register', 'r')).toEqual({
    code: 'nodemodCore.cmd.register',
    target: 'core/cmd/Class/default#register',
  });
  expect(expandEquivalent('property util/Interface/HudTextOptions.x', 'r')).toEqual({
    code: 'HudTextOptions.x',
    target: 'core/util/Interface/HudTextOptions#property-x',
  });
  expect(expandEquivalent('enum FL.ONGROUND', 'r')).toEqual({
    code: 'nodemod.FL.ONGROUND',
    target: 'nodemod/Enumeration/FL#onground',
  });
  expect(expandEquivalent({code: 'Entvars', target: 'nodemod/Interface/Entvars'}, 'r')).toEqual({
    code: 'Entvars',
    target: 'nodemod/Interface/Entvars',
  });
});

test('a malformed row stops the load and says which and why', () => {
  const row = {amxx: 'get_user_name', include: 'amxmodx.inc', topic: 'players', nodemod: []};
  const load = (rows: unknown[]) => () => checkedMappings(rows, amxxTopics);
  expect(load([row])).not.toThrow();
  // A row's kind is what its include file declares: a native, a stock, a forward, a constant.
  expect(checkedMappings([row], amxxTopics)[0]!.kind).toBe('native');
  expect(checkedMappings([{...row, amxx: 'cmd_access', include: 'amxmisc.inc'}], amxxTopics)[0]!.kind).toBe('stock');
  expect(checkedMappings([{...row, amxx: 'client_putinserver'}], amxxTopics)[0]!.kind).toBe('forward');
  expect(load([{...row, kind: 'native'}])).toThrow(/get_user_name: unknown field "kind"/);
  expect(load([{...row, include: 'fun.inc'}])).toThrow(/get_user_name: fun.inc does not declare it/);
  expect(load([{...row, include: 'nope.inc'}])).toThrow(/get_user_name: "include" must be one of/);
  expect(load([{...row, topic: 'nope'}])).toThrow(/get_user_name: "topic" must be one of/);
  expect(load([{...row, nodemod: ['eng']}])).toThrow(/get_user_name: "eng" is not an equivalent/);
  expect(load([{...row, nodemod: ['eng a b']}])).toThrow(/is not an equivalent/);
  expect(load([{...row, nodemod: [{code: 'x', target: 'https://example.org'}]}])).toThrow(
    /short form or \{code, target\}/,
  );
  expect(load([{...row, notes: 'typo'}])).toThrow(/get_user_name: unknown field "notes"/);
  expect(load([{...row, note: ''}])).toThrow(/"note" must be text/);
  expect(load([row, row])).toThrow(/get_user_name: listed twice/);
  // How far the equivalents go: "around" takes equivalents, "none" has none, and both say why.
  const withNote = {...row, note: 'why'};
  expect(checkedMappings([{...withNote, fit: 'none'}], amxxTopics)[0]!.fit).toBe('none');
  expect(load([{...withNote, fit: 'partly'}])).toThrow(/"fit" must be "around" or "none"/);
  expect(load([{...withNote, fit: 'around'}])).toThrow(/"around" needs the equivalents it takes/);
  expect(load([{...withNote, fit: 'none', nodemod: ['field netname']}])).toThrow(/"none" is for a row without/);
  expect(load([{...row, fit: 'none'}])).toThrow(/needs a note that says why/);
  expect(load([{...row, amxx: 'not a name'}])).toThrow(/"amxx" must be a Pawn name/);
});

test("a row's status follows its fit: equivalent, way around, or no equivalent", () => {
  const status = (amxx: string) => mapStatus(amxxMappings.find((row) => row.amxx === amxx));
  expect(status('get_user_health')).toBe('equivalent');
  // Menus are items with handlers, and Counter-Strike keeps no team in entvars_t::team.
  expect(status('register_menucmd')).toBe('way around');
  expect(status('menu_item_getinfo')).toBe('way around');
  expect(status('get_user_team')).toBe('way around');
  // JavaScript's own answer, written in the note.
  expect(status('set_task')).toBe('way around');
  expect(status('RegisterHam')).toBe('no equivalent');
  expect(status('not_a_name')).toBe('not in the map');
});

test('a get_ and its set_ that name the same fields name them alike and are labelled alike', () => {
  const byName = new Map(amxxMappings.map((row) => [row.amxx, row]));
  const pairs = [...byName.keys()].flatMap((name) => {
    const set = name.replace(/(^|_)get_/, '$1set_');
    return set !== name && byName.has(set) ? [[byName.get(name)!, byName.get(set)!] as const] : [];
  });
  expect(pairs.length).toBeGreaterThan(20);
  const fields = (row: (typeof amxxMappings)[number]) =>
    row.nodemod.filter((e) => e.code.startsWith('Entvars.')).map((e) => e.code);
  // A setter that writes fields writes those its getter reads (entity_get_edict and
  // entity_set_edict: owner and enemy), and then the two have the same status. A setter
  // that takes a function instead (set_user_origin: setOrigin relinks) names no field.
  const differ = pairs
    .filter(([get, set]) => fields(set).length > 0)
    .filter(([get, set]) => fields(get).join() !== fields(set).join() || mapStatus(get) !== mapStatus(set))
    .map(
      ([get, set]) =>
        `${get.amxx} ${fields(get).join()} ${mapStatus(get)} / ${set.amxx} ${fields(set).join()} ${mapStatus(set)}`,
    );
  expect(differ).toEqual([]);
});

test("ReAPI's entity variables are the fields its member list names, each a row to the NodeMod field", () => {
  expect(reapi.commit).toMatch(/^592ebca5/);
  expect(reapi.entvars.length).toBeGreaterThan(100);
  const rows = new Map(amxxMappings.filter((row) => row.topic === 'reapi-entvars').map((row) => [row.amxx, row]));
  for (const [name, field, line] of reapi.entvars as [string, string, number][]) {
    expect(
      rows.get(name)?.nodemod.map((e) => e.code),
      name,
    ).toEqual([`Entvars.${field}`]);
    expect(line).toBeGreaterThan(0);
  }
  expect(rows.get('var_health')?.nodemod[0]?.target).toBe('nodemod/Interface/Entvars#health');
  // The names are those the include file declares as constants.
  expect(rows.get('var_health')?.kind).toBe('constant');
});
