/**
 * The AMX Mod X name map is data (src/data/amxmodx-map.json), checked row by row when
 * src/data/amxmodx.ts loads it: the map loads, and a malformed row stops the load
 * with a message that names the row and the problem.
 */
import {expect, test} from '@playwright/test';
import {amxxMappings, amxxTopics, checkedMappings} from '../../src/data/amxmodx';
import {expandEquivalent} from '../../src/data/amxmodx-equivalents';
import data from '../../src/data/amxmodx-map.json';

test('the map loads: every row checked, every equivalent expanded', () => {
  expect(amxxMappings).toHaveLength(data.rows.length);
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
  expect(load([{...row, amxx: 'not a name'}])).toThrow(/"amxx" must be a Pawn name/);
});
