/**
 * The data of the porting page's plan (src/components/PortPlan/plan.ts): the
 * names every include file of AMX Mod X declares (./amxmodx-includes.json) and
 * the rows of the guide's name map (./amxmodx-map.json, as ./amxmodx.ts checked
 * them), reduced to what a plan shows. The build writes it as a JSON module of
 * its own (plugins/port-plan-data), which the plan loads when a reader first
 * asks for one: about 36 KB compressed, where the two files as they are
 * weighed over 41 KB.
 */
import includesData from './amxmodx-includes.json';
import mapData from './amxmodx-map.json';
import {namedMembersByPage} from './plan-names';
// Loaded for its check of every row of the map: a bad row stops the build here too.
import './amxmodx';
import {encodeLists} from '../lib/name-lists.mjs';

/** An include file's names of each kind, each list as one text (`encodeLists`, src/lib/name-lists.mjs). */
export type PlanInclude = {natives: string; forwards: string; stocks: string; constants: string};

/** A row of the name map: the AMX Mod X name, its equivalents in their short forms (./amxmodx-equivalents.ts), its note. */
export type PlanMapRow = [amxx: string, nodemod: unknown[], note?: string];

export interface PlanData {
  /** Every include file of the pinned commit, in the order of amxmodx-includes.json (a name declared twice counts for the first). */
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

export function portPlanData(): PlanData {
  const includes = Object.fromEntries(
    Object.entries(includesData.includes).map(([file, names]) => [file, encodeLists(names)]),
  );
  // The rows as written: the plan expands their equivalents itself (./amxmodx-equivalents.ts).
  const rows = mapData.rows.map((row): PlanMapRow =>
    row.note === undefined ? [row.amxx, row.nodemod] : [row.amxx, row.nodemod, row.note],
  );
  return {includes, rows, names: namedMembersByPage()};
}
