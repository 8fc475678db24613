/**
 * The port plan of a Pawn plugin: what src/lib/pawn-scan.mjs finds in it,
 * each AMX Mod X or ReAPI name classified by the guide's name map. Loaded by the
 * porting page's tool (./index.tsx) when a reader first asks for a plan, so
 * the names of AMX Mod X and the map are downloaded then, not with the page
 * (their data: plugins/port-plan-data/data.ts, written by plugins/port-plan-data);
 * ReAPI's names are downloaded for the first plugin that includes ReAPI.
 */
import planData from '@generated/port-plan-data/default/plan-data.json';
import {amxxGuideHref, apiHref, expandEquivalent, type AmxxEquivalent} from '@site/src/data/amxmodx-equivalents';
import {decodeLists} from '@site/src/lib/name-lists.mjs';
import {declaredIndex, mapStatus, scanPawn, type Scan, type Use} from '@site/src/lib/pawn-scan.mjs';
import {anchorTarget, memberCode, memberKeysByName} from '@site/src/lib/member-key.mjs';
import type {PlanData, PlanMapRow} from './plan-data-types';

/** A name's status: the map's (`mapStatus`), or the name index's member for a name the map has no row for. */
export type Status = ReturnType<typeof mapStatus> | 'named in the reference';

export interface PlanRow {
  use: Use;
  status: Status;
  /** The NodeMod equivalents, each with its link into the API reference. */
  equivalents: (AmxxEquivalent & {href: string})[];
  note?: string;
  /** The name's row in the guide, when the map has one. */
  guideHref?: string;
}

/** A call the plan has neither an equivalent nor a way around for. */
export interface Blocker {
  name: string;
  /** Why: the map's row says NodeMod has no way, no row of the map, or a name no include the plan knows (nor the plugin) declares. */
  why: 'no equivalent' | 'not in the map' | 'undeclared';
}

export interface Plan {
  scan: Scan;
  /** The blocking calls by the plugin's function that makes them (`''`: outside any function), in order of appearance. */
  blockers: {fn: string; calls: Blocker[]}[];
  /** The names used, by include file, in the order of the file names. */
  groups: {include: string; rows: PlanRow[]}[];
  summary: {
    names: number;
    constants: number;
    equivalent: number;
    around: number;
    named: number;
    without: number;
    unknown: number;
  };
}

const decoded = (includes: PlanData['includes']) =>
  Object.fromEntries(Object.entries(includes).map(([file, names]) => [file, decodeLists(names)]));
const mapRow = ([amxx, nodemod, note, fit]: PlanMapRow) =>
  [amxx, {amxx, nodemod: nodemod.map((e) => expandEquivalent(e, amxx)), note: note ?? undefined, fit}] as const;

let declared = declaredIndex(decoded(planData.includes));
const rows = new Map(planData.rows.map(mapRow));

/** Whether a source includes one of ReAPI's files (`#include <reapi>`, `#include "reapi_engine"`). */
const includesReapi = (text: string) => /^[ \t]*#[ \t]*(?:try)?include[ \t]*[<"][ \t]*reapi/m.test(text);

/** ReAPI's names and rows, added once, when the first plugin that includes ReAPI is read. */
let reapi: Promise<void> | undefined;
function withReapi(): Promise<void> {
  reapi ??= import('@generated/port-plan-data/default/reapi-data.json').then(({default: data}) => {
    declared = declaredIndex({...decoded(planData.includes), ...decoded(data.includes)});
    for (const row of data.rows) rows.set(...mapRow(row));
  });
  return reapi;
}

/** The members the name index gives the names the map has no row for (plugins/port-plan-data/data.ts, `names`). */
const indexNames = new Map(
  [...memberKeysByName(planData.names)].map(([name, keys]) => [
    name,
    keys.map((key) => ({target: anchorTarget(key), code: memberCode(key), href: apiHref(anchorTarget(key))})),
  ]),
);

/** The port plan of a plugin's source, once ReAPI's names are in when it includes ReAPI. */
export async function portPlan(text: string): Promise<Plan> {
  if (includesReapi(text)) await withReapi();
  const scan = scanPawn(text, declared);
  const groups = new Map<string, PlanRow[]>();
  const summary = {names: 0, constants: 0, equivalent: 0, around: 0, named: 0, without: 0, unknown: 0};
  for (const use of scan.uses) {
    const row = rows.get(use.name);
    // A name the map has no row for may still be a member's other name in the name index.
    const named = row ? undefined : indexNames.get(use.name);
    const status: Status = named ? 'named in the reference' : mapStatus(row);
    summary.names++;
    if (use.kind === 'constant') summary.constants++;
    if (status === 'equivalent') summary.equivalent++;
    else if (status === 'way around') summary.around++;
    else if (status === 'named in the reference') summary.named++;
    else if (status === 'no equivalent') summary.without++;
    else summary.unknown++;
    const planRow: PlanRow = {
      use,
      status,
      equivalents: named ?? (row?.nodemod ?? []).map((e) => ({...e, href: apiHref(e.target)})),
      note: row?.note,
      guideHref: row ? amxxGuideHref(row.amxx, use.include) : undefined,
    };
    groups.set(use.include, [...(groups.get(use.include) ?? []), planRow]);
  }
  // What blocks the port: the names whose row says NodeMod has no way (a hook chain it cannot
  // hook is a constant), calls of natives and stocks the map has no row for, and calls to
  // names of includes it does not know, by the plugin's function that makes them.
  const blockers = new Map<string, Blocker[]>();
  const block = (fns: string[], blocker: Blocker) => {
    for (const fn of fns.length ? fns : ['']) blockers.set(fn, [...(blockers.get(fn) ?? []), blocker]);
  };
  for (const {use, status} of [...groups.values()].flat()) {
    if (status === 'no equivalent') block(use.in, {name: use.name, why: 'no equivalent'});
    else if (use.kind !== 'constant' && status === 'not in the map')
      block(use.in, {name: use.name, why: 'not in the map'});
  }
  for (const call of scan.unknownCalls) block(call.in, {name: call.name, why: 'undeclared'});
  return {
    scan,
    blockers: [...blockers]
      // In the order of the plugin's functions; what is outside any function last.
      .sort(([a], [b]) => (a ? scan.functions.indexOf(a) : Infinity) - (b ? scan.functions.indexOf(b) : Infinity))
      .map(([fn, calls]) => ({fn, calls: calls.sort((a, b) => a.name.localeCompare(b.name))})),
    groups: [...groups].map(([include, list]) => ({include, rows: list})),
    summary,
  };
}
