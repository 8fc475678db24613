/**
 * The declaration sources describe NodeMod's real API: every symbol, member,
 * parameter, type and enum value of the reference data (extracted from the
 * NodeMod repositories at the commits the reference documents) is declared exactly so in
 * api-src/, and nothing else is.
 */
import {expect, test} from '@playwright/test';
import {specCoreInterfaces} from '../support/api-routes';
import {normaliseApi, readDeclarations, readReference} from '../support/declarations';

const declared = readDeclarations();
const reference = normaliseApi(readReference());

test.describe('the engine binding (nodemod) matches the real API', () => {
  test('the same enumerations, with the same members and values', () => {
    expect(Object.keys(declared.nodemod.enums).sort()).toEqual(Object.keys(reference.nodemod.enums).sort());
    for (const [name, e] of Object.entries(reference.nodemod.enums)) {
      expect(declared.nodemod.enums[name], `enum ${name}`).toEqual(e);
    }
    expect(declared.nodemod.enums.FL.members.ONGROUND).toBe(512);
  });

  test('the same interfaces, with the same members and types', () => {
    expect(Object.keys(declared.nodemod.interfaces).sort()).toEqual(Object.keys(reference.nodemod.interfaces).sort());
    for (const [name, i] of Object.entries(reference.nodemod.interfaces)) {
      expect(normaliseApi(declared.nodemod.interfaces[name]), `interface ${name}`).toEqual(i);
    }
  });

  test('the same functions, parameters and signatures', () => {
    expect(normaliseApi(declared.nodemod.functions)).toEqual(reference.nodemod.functions);
    expect(declared.nodemod.functions.on.params).toEqual(['eventName', 'callback']);
  });

  test('the same variables, eng and dll included', () => {
    expect(normaliseApi(declared.nodemod.variables)).toEqual(reference.nodemod.variables);
  });

  test('the same global classes', () => {
    expect(normaliseApi(declared.globals)).toEqual(reference.globals);
  });
});

test.describe('@nodemod/core matches the real API', () => {
  test('the twelve modules', () => {
    expect(Object.keys(declared.core).sort()).toEqual(Object.keys(reference.core).sort());
  });

  for (const module of Object.keys(reference.core)) {
    test(`module ${module}: default class, interfaces, type aliases, variables, classes`, () => {
      expect(normaliseApi(declared.core[module])).toEqual(reference.core[module]);
    });
  }

  test('the fifteen interfaces the specification names are there', () => {
    const named = specCoreInterfaces;
    const all = new Set(Object.values(declared.core).flatMap((m) => Object.keys(m.interfaces ?? {})));
    for (const name of named) expect(all.has(name), name).toBe(true);
  });
});
