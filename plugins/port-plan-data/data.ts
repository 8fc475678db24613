/**
 * The data of the porting page's plan (src/components/PortPlan/plan.ts), in two
 * parts the build writes as JSON modules of their own (plugins/port-plan-data):
 * the plan's (the names every include file of AMX Mod X declares,
 * plugins/site-data/amxmodx-includes.json, and the rows of the guide's name map for them,
 * plugins/site-data/amxmodx-map.json as plugins/site-data/amxmodx.ts checked them), which loads when a reader
 * first asks for a plan, about 36 KB compressed; and ReAPI's (the names of its
 * include files, plugins/site-data/reapi-includes.json, and its rows, its entity variables' among them), which
 * loads only for a plugin that includes ReAPI: its 2,000 constants would double
 * every plan's download for the few plugins that use them. The shapes of both are
 * src/components/PortPlan/plan-data-types.ts, which the browser's code reads them by.
 */
import includesData from '../site-data/amxmodx-includes.json';
import reapiData from '../site-data/reapi-includes.json';
import {namedMembersByPage} from './plan-names';
// Its rows are checked when it loads: a bad row stops the build here too.
import {writtenRows} from '../site-data/amxmodx';
import {encodeLists} from '../../src/lib/name-lists.mjs';
import type {AmxxFit} from '../../src/data/amxmodx-equivalents';
import type {PlanData, PlanMapRow, ReapiPlanData} from '../../src/components/PortPlan/plan-data-types';

/** Whether a row is one of ReAPI's names: its include file is one of ReAPI's. */
const isReapi = (row: {include: string}) => row.include in reapiData.includes;

function planRows(rows: {amxx: string; nodemod: unknown[]; note?: string; fit?: AmxxFit}[]): PlanMapRow[] {
  // The rows as written: the plan expands their equivalents itself (src/data/amxmodx-equivalents.ts).
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
