/**
 * The AMX Mod X names of the name index that the porting page's plan looks up
 * when the guide's map has no row for a name (plugins/port-plan-data/data.ts,
 * `names`; read back by `memberKeysByName`, src/lib/member-key.mjs).
 */
import mapData from '../site-data/amxmodx-map.json';
import memberNames from '../../api-src/member-names.json';
import {unprefixed} from '../../src/lib/member-key.mjs';

/** The AMX Mod X names of the reference's members that the map has no row for, by page (see `PlanData.names`). */
export function namedMembersByPage(): Record<string, string> {
  const mapped = new Set(mapData.rows.map((row) => row.amxx));
  const pages = new Map<string, string[]>();
  for (const [key, names] of Object.entries(memberNames.names as Record<string, string[][]>)) {
    const [page, member] = key.split('#');
    if (!member) continue;
    for (const [name, kind] of names) {
      if (kind !== 'amxx' || mapped.has(name)) continue;
      const entry = unprefixed(name) === member ? name : `${name}=${member}`;
      pages.set(page, [...(pages.get(page) ?? []), entry]);
    }
  }
  return Object.fromEntries(
    [...pages].sort(([a], [b]) => a.localeCompare(b)).map(([page, list]) => [page, list.sort().join(' ')]),
  );
}
