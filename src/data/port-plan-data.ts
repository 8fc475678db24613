/**
 * The data of the porting page's plan (src/components/PortPlan/plan.ts), in two
 * parts the build writes as JSON modules of their own (plugins/port-plan-data):
 * the plan's (the names every include file of AMX Mod X declares,
 * ./amxmodx-includes.json, and the rows of the guide's name map for them,
 * ./amxmodx-map.json as ./amxmodx.ts checked them), which loads when a reader
 * first asks for a plan, about 36 KB compressed; and ReAPI's (the names of its
 * include files, ./reapi-includes.json, and its rows, its entity variables' among them), which
 * loads only for a plugin that includes ReAPI: its 2,000 constants would double
 * every plan's download for the few plugins that use them.
 */
import includesData from './amxmodx-includes.json';
import reapiData from './reapi-includes.json';
import {namedMembersByPage} from './plan-names';
// Its rows are checked when it loads: a bad row stops the build here too.
import {writtenRows, type AmxxFit} from './amxmodx';
import {encodeLists} from '../lib/name-lists.mjs';

/** An include file's names of each kind, each list as one text (`encodeLists`, src/lib/name-lists.mjs). */
export type PlanInclude = {natives: string; forwards: string; stocks: string; constants: string};

/** A row of the name map: the AMX Mod X name, its equivalents in their short forms (./amxmodx-equivalents.ts), its note, its fit (./amxmodx.ts). */
export type PlanMapRow = [amxx: string, nodemod: unknown[], note?: string | null, fit?: AmxxFit];

export interface PlanData {
  /** Every include file of AMX Mod X's pinned commit, in the order of amxmodx-includes.json (a name declared twice counts for the first). */
  includes: Record<string, PlanInclude>;
  rows: PlanMapRow[];
  /**
   * The AMX Mod X names the name index gives a member of the reference and the map has
   * no row for (`pev_view_ofs`, `FL_KILLME`, `FM_GetGameDescription`), by the member's
   * page: one text per page, each name as `NAME` when its member is the name without
   * its first `PREFIX_` (`FL_KILLME`: `KILLME`), else `NAME=Member` (`namedMembers`).
   */
  names: Record<string, string>;
}

/** ReAPI's part: its include files and its rows (its entity variables' among them), as above. */
export interface ReapiPlanData {
  includes: Record<string, PlanInclude>;
  rows: PlanMapRow[];
}

/** Whether a row is one of ReAPI's names: its include file is one of ReAPI's. */
const isReapi = (row: {include: string}) => row.include in reapiData.includes;

function planRows(rows: {amxx: string; nodemod: unknown[]; note?: string; fit?: AmxxFit}[]): PlanMapRow[] {
  // The rows as written: the plan expands their equivalents itself (./amxmodx-equivalents.ts).
  return rows.map(({amxx, nodemod, note, fit}): PlanMapRow =>
    fit ? [amxx, nodemod, note ?? null, fit] : note === undefined ? [amxx, nodemod] : [amxx, nodemod, note],
  );
}

type IncludeLists = Record<string, {natives: string[]; forwards: string[]; stocks: string[]; constants: string[]}>;
const encoded = (includes: IncludeLists) =>
  Object.fromEntries(Object.entries(includes).map(([file, names]) => [file, encodeLists(names)]));

type WrittenRow = {amxx: string; include: string; topic: string; nodemod: unknown[]; note?: string; fit?: AmxxFit};

export function portPlanData(): {plan: PlanData; reapi: ReapiPlanData} {
  const rows = writtenRows as WrittenRow[];
  return {
    plan: {
      includes: encoded(includesData.includes),
      rows: planRows(rows.filter((row) => !isReapi(row))),
      names: namedMembersByPage(),
    },
    reapi: {
      includes: encoded(reapiData.includes),
      rows: planRows(rows.filter(isReapi)),
    },
  };
}
