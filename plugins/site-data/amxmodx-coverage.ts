/**
 * How much of each AMX Mod X include file the guide's name map covers, for the
 * coverage table of the porting page (`<AmxxCoverage />`, written at build time
 * by plugins/site-data/html-components.ts, whose table the page's Markdown twin is
 * written from too). The figures are counted from two committed
 * files: the names each include file declares at the pinned AMX Mod X commit
 * (amxmodx-includes.json, written by scripts/amxx-includes.mjs) and the map
 * (amxmodx-map.json). The functions of an include are its natives, forwards and
 * stocks; its constants are not counted.
 */
import includesData from './amxmodx-includes.json';
import {amxxMappings} from './amxmodx';
import {mapStatus} from '../../src/lib/pawn-scan.mjs';

export interface IncludeCoverage {
  include: string;
  natives: number;
  forwards: number;
  stocks: number;
  /** Functions with a NodeMod equivalent in the map. */
  equivalent: number;
  /** Functions whose row reaches the same end another way, or says what to write instead. */
  wayAround: number;
  /** Functions whose row says NodeMod has no way to do what they do. */
  without: number;
  /** A word for the share of functions the map classifies (a row of any status). */
  status: 'covered' | 'mostly covered' | 'partly covered' | 'not covered' | 'no functions';
}

/** The status word for `classified` functions of `total`. */
export function coverageStatus(classified: number, total: number): IncludeCoverage['status'] {
  if (total === 0) return 'no functions';
  if (classified === total) return 'covered';
  if (classified * 2 >= total) return 'mostly covered';
  if (classified > 0) return 'partly covered';
  return 'not covered';
}

/**
 * The coverage of every include file that declares functions (files of constants
 * alone are left out): by share of functions the map classifies, then by name.
 */
export function includeCoverage(
  includes: Record<string, {natives: string[]; forwards: string[]; stocks: string[]}> = includesData.includes,
  mappings = amxxMappings,
): IncludeCoverage[] {
  const rows = new Map(mappings.map((row) => [row.amxx, row]));
  const coverage = Object.entries(includes)
    .filter(([, names]) => names.natives.length + names.forwards.length + names.stocks.length > 0)
    .map(([include, names]) => {
      const functions = [...names.natives, ...names.forwards, ...names.stocks];
      const statuses = functions.map((name) => mapStatus(rows.get(name)));
      const equivalent = statuses.filter((status) => status === 'equivalent').length;
      const wayAround = statuses.filter((status) => status === 'way around').length;
      const without = statuses.filter((status) => status === 'no equivalent').length;
      return {
        include,
        natives: names.natives.length,
        forwards: names.forwards.length,
        stocks: names.stocks.length,
        equivalent,
        wayAround,
        without,
        status: coverageStatus(equivalent + wayAround + without, functions.length),
      };
    });
  const share = (c: IncludeCoverage) =>
    (c.equivalent + c.wayAround + c.without) / Math.max(1, c.natives + c.forwards + c.stocks);
  return coverage.sort((a, b) => share(b) - share(a) || a.include.localeCompare(b.include));
}

/** The commit of AMX Mod X the figures are counted at. */
export const includesCommit: string = includesData.commit;
