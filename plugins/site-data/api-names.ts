/**
 * The names other tools give the members of the API reference: the HLSDK's
 * (`pfnPrecacheModel`, `pev->health`, `FL_ONGROUND`), the hook NodeMod
 * registers with Metamod, and AMX Mod X's (`EngFunc_PrecacheModel`,
 * `FM_ClientPutInServer`, `pev_health`, `precache_model`).
 *
 * Two sources, merged here:
 * - `api-src/member-names.json`, written by `scripts/generate-member-index.mjs` from the
 *   plugin's binding and AMX Mod X's include files at the pinned commits: names
 *   that are the same function, hook, field or constant by construction.
 * - the AMX Mod X name map of the guide for AMX Mod X authors
 *   (`plugins/site-data/amxmodx.ts`): a row's name is given to its equivalent when it
 *   has one, of its own sort (a forward to an event, a constant to an
 *   enumeration member or, for fakemeta's `pev_*`, to the `Entvars` field, a
 *   native or stock to a function), or a pre and post event pair (to the
 *   first); rows with several equivalents, or one of another sort, are not exact
 *   and stay in the guide only. A forward is given to an event only when AMX Mod
 *   X runs it from a hook of the same function (the event contracts,
 *   `plugins/site-data/events.ts`): `OnConfigsExecuted`, which runs from a timer, is not
 *   a name of `postDllServerActivate`.
 *
 * The reference shows them on each member (through the TypeDoc plugin), and the
 * name index (`/docs/api/names`) lists them all.
 */
import memberNames from '../../api-src/member-names.json';
import {amxxMappings, type AmxxKind} from './amxmodx';
import {amxxGuideHref} from '../../src/data/amxmodx-equivalents';
import {eventContracts} from './events';
import {firstSentence} from '../../src/lib/first-sentence.mjs';
import {anchorTarget, memberCode} from '../../src/lib/member-key.mjs';

/** The events of the function each forward runs from, as the event contracts derive them from AMX Mod X's code. */
const forwardHooks = new Map<string, Set<string>>();
for (const c of eventContracts) {
  for (const a of c.amxx.filter((x) => x.kind === 'forward')) {
    forwardHooks.set(a.name, new Set([...(forwardHooks.get(a.name) ?? []), c.event, c.post.value]));
  }
}

export type NameKind = 'hlsdk' | 'engine' | 'metamod' | 'amxx';

export interface OtherName {
  name: string;
  kind: NameKind;
  /** Where the name is declared: the HLSDK structure, the Metamod table and getter, or the AMX Mod X include file. */
  where: string;
}

export interface NamedMember {
  /** Path under /docs/api/ and anchor, as the reference's URLs have it: `nodemod/Interface/Engine#precachemodel`. */
  target: string;
  /** How a plugin writes the member: `nodemod.eng.precacheModel`, `nodemodCore.cmd.register`. */
  code: string;
  names: OtherName[];
}

const kindLabels: Record<NameKind, string> = {
  hlsdk: 'HLSDK',
  engine: 'Engine',
  metamod: 'Metamod',
  amxx: 'AMX Mod X',
};

/** Which equivalents of a guide row are of the row's own sort. */
const functionSort = /^(nodemod\/Interface\/(Engine|DLL)#|nodemod\/Function\/|core\/\w+\/Class\/default#)/;
const ownSort: Record<AmxxKind, RegExp> = {
  // A constant's equivalent is an enumeration member, or, for fakemeta's `pev_*`, the field it names.
  constant: /^nodemod\/(Enumeration\/\w+|Interface\/Entvars)#/,
  forward: /^nodemod\/Interface\/EventCallbacks#/,
  native: functionSort,
  stock: functionSort,
};

/** Every member with other names, keyed by its target (`page#anchor`). */
export function namedMembers(): Map<string, NamedMember> {
  const members = new Map<string, NamedMember>();
  const entries = Object.entries(memberNames.names as Record<string, string[][]>);
  for (const [key, names] of entries) {
    members.set(anchorTarget(key), {
      target: anchorTarget(key),
      code: memberCode(key),
      names: names.map(([name, kind, where]) => ({name, kind: kind as NameKind, where})),
    });
  }
  for (const row of amxxMappings) {
    // `setMetaResult` accompanies each result constant as the call that takes it.
    const own = row.nodemod.filter((e) => e.target !== 'nodemod/Function/setMetaResult');
    // One equivalent of the row's own sort, or the pre and post events of one
    // hook, of which the row names first the one that fires when the forward does.
    const hook = (target: string) => target.replace(/#post/, '#');
    if (
      own.length === 0 ||
      !own.every((e) => ownSort[row.kind].test(e.target) && hook(e.target) === hook(own[0].target))
    ) {
      continue;
    }
    const [{target, code}] = own;
    const event = target.startsWith('nodemod/Interface/EventCallbacks#') ? target.slice(target.indexOf('#') + 1) : null;
    if (row.kind === 'forward' && ![...(forwardHooks.get(row.amxx) ?? [])].some((e) => e.toLowerCase() === event)) {
      continue;
    }
    const member = members.get(target) ?? {target, code, names: []};
    if (!member.names.some((n) => n.kind === 'amxx' && n.name === row.amxx)) {
      member.names.push({name: row.amxx, kind: 'amxx', where: row.include});
    }
    members.set(target, member);
  }
  return members;
}

export interface NameRow {
  name: string;
  /** Where the name comes from: `HLSDK enginefuncs_t`, `AMX Mod X fakemeta_const.inc`. */
  known: string[];
  /** The members it names. */
  members: {target: string; code: string}[];
  /**
   * For an AMX Mod X name the guide maps to no member, or to several: the link to
   * the guide's row and the number of equivalents it lists there.
   */
  guide?: {href: string; equivalents: number; answer?: string};
}

/**
 * The words of a link to the guide's row: what a reader finds there, by the
 * number of equivalents the row lists (the index names a single one itself, and
 * gives the short answer for a name with none).
 */
export function guideLinkText(equivalents: number, answered = false): string {
  if (equivalents === 0) return answered ? 'the guide' : 'No equivalent: see the guide';
  if (equivalents > 1) return `${equivalents} equivalents: see the guide`;
  return 'the guide';
}

/**
 * The two pages of the name index, by the code a reader comes from: `sdk` (/docs/api/names)
 * for a name of the HLSDK, the engine or Metamod, `amxx` (/docs/api/names/amx-mod-x) for an
 * AMX Mod X name. A name known to both (`SVC_BAD`, `FL_ONGROUND`) is on both pages.
 */
export type NameSource = 'sdk' | 'amxx';

/** Whether a row belongs on a page of the name index, by where its name is known. */
export function rowIsFrom(row: NameRow, source: NameSource): boolean {
  const amxx = (known: string) => known.startsWith(`${kindLabels.amxx} `);
  return source === 'amxx' ? row.known.some(amxx) : row.known.some((known) => !amxx(known));
}

/** The rows of one page of the name index (see `NameSource`). */
export function nameRowsFrom(source: string | undefined): NameRow[] {
  if (source !== 'sdk' && source !== 'amxx') {
    throw new Error(`NameIndex: source must be "sdk" or "amxx", not ${JSON.stringify(source)}`);
  }
  return nameRows().filter((row) => rowIsFrom(row, source));
}

/** The name index: one row per name, sorted by name, with where it comes from and the members it names. */
export function nameRows(): NameRow[] {
  const rows = new Map<string, NameRow>();
  for (const member of namedMembers().values()) {
    for (const {name, kind, where} of member.names) {
      const row = rows.get(name) ?? {name, known: [], members: []};
      const known = `${kindLabels[kind]}${where ? ` ${where}` : ''}`;
      if (!row.known.includes(known)) row.known.push(known);
      if (!row.members.some((m) => m.target === member.target))
        row.members.push({target: member.target, code: member.code});
      rows.set(name, row);
    }
  }
  // Every other name the guide maps: it leads to the guide's row, which lists the
  // equivalents (or says what to do instead) with what differs.
  for (const row of amxxMappings) {
    if (rows.has(row.amxx)) continue;
    rows.set(row.amxx, {
      name: row.amxx,
      known: [`${kindLabels.amxx} ${row.include}`],
      // One equivalent is named here; several are read in the guide, with their differences.
      members: row.nodemod.length === 1 ? row.nodemod.map(({target, code}) => ({target, code})) : [],
      guide: {
        href: amxxGuideHref(row.amxx, row.include),
        equivalents: row.nodemod.length,
        ...(row.nodemod.length === 0 && row.note ? {answer: firstSentence(row.note)} : {}),
      },
    });
  }
  return [...rows.values()].sort((a, b) => a.name.localeCompare(b.name, 'en'));
}
