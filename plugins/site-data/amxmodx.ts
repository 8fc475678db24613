/**
 * AMX Mod X names and their NodeMod counterparts, for the guide for AMX Mod X
 * authors (its tables are written at build time by plugins/site-data/html-components.ts)
 * and the name index (plugins/site-data/api-names.ts).
 *
 * The rows are data, in `amxmodx-map.json` beside this file; this module checks
 * every row when it is loaded (an unknown include file or topic, a name its
 * include file does not declare, a duplicate name, a malformed equivalent stops
 * whatever loads it: the build and the tests), gives each row the kind its
 * include file declares it as (`amxmodx-includes.json`, read from AMX Mod X's
 * include files by scripts/amxx-includes.mjs) and expands each NodeMod
 * equivalent. An equivalent is written as a
 * short form that keeps its code and its anchor in step, or, for the few that
 * fit none, as an explicit `{code, target}` (the forms: src/data/amxmodx-equivalents.ts).
 *
 * Each row was checked against both sides: the AMX Mod X include files under
 * `plugins/include` at the pinned AMX Mod X commit, and NodeMod's API as this site
 * documents it (`api-src/`), with the plugin's and `@nodemod/core`'s sources for
 * behaviour. Every `target` is a page (and anchor) of the generated API reference.
 * Notes are our own words.
 */
import data from './amxmodx-map.json';
import includesData from './amxmodx-includes.json';
import reapiData from './reapi-includes.json';
import {amxxRowId, expandEquivalent, type AmxxEquivalent, type AmxxFit} from '../../src/data/amxmodx-equivalents';

export type {AmxxFit};

/** The include files a row may name: where each name is declared, under plugins/include at the pinned commit. */
const includes = [
  'amxmodx.inc',
  'amxconst.inc',
  'cvars.inc',
  'engine.inc',
  'engine_const.inc',
  'fakemeta.inc',
  'fakemeta_const.inc',
  'hlsdk_const.inc',
  'cstrike.inc',
  'hamsandwich.inc',
  'ham_const.inc',
  'fun.inc',
  'file.inc',
  'newmenus.inc',
  'messages.inc',
  'message_const.inc',
  'string.inc',
  'string_stocks.inc',
  'core.inc',
  'float.inc',
  'vector.inc',
  'cellarray.inc',
  'celltrie.inc',
  'amxmisc.inc',
  'sqlx.inc',
  'csx.inc',
  'csstats.inc',
  'lang.inc',
  // ReAPI's, under reapi/extra/amxmodx/scripting/include at its pinned commit (./reapi-includes.json).
  'reapi.inc',
  'reapi_engine.inc',
  'reapi_engine_const.inc',
  'reapi_gamedll.inc',
  'reapi_gamedll_const.inc',
] as const;
export type AmxxInclude = (typeof includes)[number];

/** What an include file declares a name as: its lists in amxmodx-includes.json, by kind. */
const kindLists = {native: 'natives', stock: 'stocks', forward: 'forwards', constant: 'constants'} as const;
export type AmxxKind = keyof typeof kindLists;
type IncludeNames = Record<(typeof kindLists)[AmxxKind], string[]>;

/** A topic of the guide's tables: a key of the data's headings. */
export type AmxxTopic = keyof typeof data.topics;

/** The heading of each topic, in the guide's order. */
export const amxxTopics: Record<AmxxTopic, string> = data.topics;

export interface AmxxMapping {
  /** The name exactly as Pawn code writes it. */
  amxx: string;
  /** What its include file declares it as. */
  kind: AmxxKind;
  /** The include file that declares it at the pinned commit. */
  include: AmxxInclude;
  topic: AmxxTopic;
  /** One or more equivalents; an empty array when NodeMod has none. */
  nodemod: AmxxEquivalent[];
  /** What differs, or (when `nodemod` is empty) what to do instead. */
  note?: string;
  fit?: AmxxFit;
}

/** The rows of the data, checked one by one; the first problem stops the load. */
export function checkedMappings(
  rows: unknown[],
  topics: Record<string, string>,
  declared: Record<string, IncludeNames> = declaredNames,
): AmxxMapping[] {
  const seen = new Set<string>();
  const ids = new Set<string>();
  return rows.map((raw, i) => {
    const row = raw as Record<string, unknown>;
    const name = typeof row.amxx === 'string' && row.amxx ? row.amxx : `row ${i + 1}`;
    const fail = (problem: string): never => {
      throw new Error(`amxmodx-map.json, ${name}: ${problem}`);
    };
    const known = new Set(['amxx', 'include', 'topic', 'nodemod', 'note', 'fit']);
    for (const key of Object.keys(row)) if (!known.has(key)) fail(`unknown field "${key}"`);
    if (typeof row.amxx !== 'string' || !/^\w+$/.test(row.amxx)) fail('"amxx" must be a Pawn name');
    if (seen.has(name)) fail('listed twice');
    seen.add(name);
    // Row ids are in lower case: two names that differ only in case would share one.
    if (ids.has(amxxRowId(name))) fail(`its row id ${amxxRowId(name)} is another name's too`);
    ids.add(amxxRowId(name));
    if (!includes.includes(row.include as AmxxInclude)) fail(`"include" must be one of ${includes.join(', ')}`);
    const names = declared[row.include as string];
    const kind = (Object.keys(kindLists) as AmxxKind[]).find((k) => names?.[kindLists[k]].includes(name));
    if (!kind) fail(`${row.include as string} does not declare it`);
    if (typeof row.topic !== 'string' || !(row.topic in topics))
      fail(`"topic" must be one of ${Object.keys(topics).join(', ')}`);
    if (!Array.isArray(row.nodemod)) fail('"nodemod" must be a list');
    if (row.note !== undefined && (typeof row.note !== 'string' || !row.note.trim())) fail('"note" must be text');
    if (row.fit !== undefined) {
      if (row.fit !== 'around' && row.fit !== 'none') fail('"fit" must be "around" or "none"');
      // A way around is written as the equivalents it takes; a row with none says so in its note.
      if (row.fit === 'around' && !(row.nodemod as unknown[]).length)
        fail('"fit": "around" needs the equivalents it takes');
      if (row.fit === 'none' && (row.nodemod as unknown[]).length)
        fail('"fit": "none" is for a row without equivalents');
      if (!row.note) fail(`"fit": "${row.fit}" needs a note that says why`);
    }
    return {
      amxx: name,
      kind: kind as AmxxKind,
      include: row.include as AmxxInclude,
      topic: row.topic as AmxxTopic,
      nodemod: (row.nodemod as unknown[]).map((e) => expandEquivalent(e, name)),
      ...(row.note === undefined ? {} : {note: row.note as string}),
      ...(row.fit === undefined ? {} : {fit: row.fit as AmxxFit}),
    };
  });
}

/**
 * What a row's NodeMod cell says before its equivalents, in the words of the port
 * plan's statuses (`mapStatus`, src/lib/pawn-scan.mjs): nothing for an equivalent,
 * "A way around:" before equivalents that reach the end another way, and for a row
 * without equivalents the whole cell.
 */
export function fitLabel(row: Pick<AmxxMapping, 'nodemod' | 'fit'>): string {
  if (row.fit === 'none') return 'No equivalent';
  if (row.nodemod.length === 0) return 'A way around: see the note';
  return row.fit === 'around' ? 'A way around:' : '';
}

/** The names of every include file a row may name: AMX Mod X's and ReAPI's. */
const declaredNames: Record<string, IncludeNames> = {...includesData.includes, ...reapiData.includes};

/**
 * The rows of ReAPI's entity variables, derived rather than written: each `var_X` is the
 * field `X` of the entity's variables (./reapi-includes.json, `entvars`, read from ReAPI's
 * member list by scripts/amxx-includes.mjs), so `get_entvar(id, var_health)` is `entity.health`.
 */
export const reapiEntvarRows = reapiData.entvars.map(([amxx, field]) => ({
  amxx: amxx as string,
  include: 'reapi_engine_const.inc',
  topic: 'reapi-entvars',
  nodemod: [`field ${field as string}`],
}));

/** The rows as the data writes them: the map's, then the derived rows of ReAPI's entity variables. */
export const writtenRows: unknown[] = [...data.rows, ...reapiEntvarRows];

/** The AMX Mod X names of the guide, one row each, in the guide's order. */
export const amxxMappings: AmxxMapping[] = checkedMappings(writtenRows, data.topics);
