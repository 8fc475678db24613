/**
 * The shapes of the porting plan's two data files, which the build writes
 * (plugins/port-plan-data/data.ts) and the plan reads (./plan.ts, through the module
 * declarations in ./plan-data.d.ts). Types only: nothing of this file ships.
 */
import type {AmxxFit} from '@site/src/data/amxmodx-equivalents';

/** An include file's names of each kind, each list as one text (`encodeLists`, src/lib/name-lists.mjs). */
export type PlanInclude = {natives: string; forwards: string; stocks: string; constants: string};

/** A row of the name map: the AMX Mod X name, its equivalents in their short forms (src/data/amxmodx-equivalents.ts), its note, its fit (`AmxxFit`, ibid.). */
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
