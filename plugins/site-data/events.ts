/**
 * The contract of every event NodeMod fires, as the site shows it: how often it
 * fires, who raises it, what superseding it does, which arguments are live,
 * its post twin, its AMX Mod X names and whether `@nodemod/core` listens to it,
 * each with the source lines it comes from. The data is
 * `plugins/site-data/event-contracts.json`, written by `scripts/event-contracts.mjs`
 * from the pinned sources and `plugins/site-data/event-timing.json`.
 *
 * The event finder (`/docs/api/events`, `<EventFinder />` in
 * plugins/site-data/html-components.ts, its twin written from the same table) renders the
 * whole contracts; the reference's `EventCallbacks` page shows two badges per
 * event that link to the finder's row (plugins/typedoc/member-notes.mjs).
 */
import memberNames from '../../api-src/member-names.json';
import contracts from './event-contracts.json';
import pinned from './pinned-sources.json';
import {apiHref} from '../../src/data/amxmodx-equivalents';

import {
  frequencyBadges,
  type ArgumentKind,
  type Blockable,
  type CoreUse,
  type Frequency,
  type Raised,
} from '../../src/data/event-labels';
import {anchorTarget} from '../../src/lib/member-key.mjs';

export {blockableLabels, coreLabels, frequencyLabels, raisedLabels} from '../../src/data/event-labels';
export type {ArgumentKind, Blockable, CoreUse, Frequency, Raised} from '../../src/data/event-labels';

/** A citation as the data writes it: `key:path:line[-line]`, key a source of pinned-sources.json. */
type Citation = string;

export interface EventContract {
  event: string;
  table: 'dll' | 'eng';
  /** The hooked function's C name: `pfnThink`. */
  fn: string;
  when: {value: Frequency; text: string; cite: Citation[]; sdkCalls?: number};
  raised: {value: Raised; calls: number; cite: Citation[]};
  /**
   * What superseding does: `skips` the function (it returns nothing), or `listener`: the caller
   * gets the last listener's value (`result` when there is none).
   */
  supersede: {value: 'skips' | 'listener'; result: string | null; text: string; cite: Citation[]};
  /**
   * Each argument: its name and C type as NodeMod's hook gives them, the
   * function that converts it (`via`, a key of `converters`) and what that gives.
   */
  arguments: {value: {name: string; kind: ArgumentKind; type: string; via: string}[]; cite: Citation[]};
  post: {value: string; cite: Citation[]};
  amxx: AmxxName[];
  /**
   * `@nodemod/core`'s listeners of the event or its twin: each added on import,
   * or each time a script calls the function `call` (its reference anchor in
   * `member`, when the reference has one member of that name).
   */
  core: {value: CoreUse; listeners: {cite: Citation; call?: string; member?: string}[]};
  hook: Citation;
  engine?: {value: string; cite: Citation[]} | null;
}

/**
 * An AMX Mod X name of an event, declared on the line `cite`: fakemeta's hook of
 * the same function (`registered`: where its case hooks it), or a forward that
 * AMX Mod X runs from a hook of the same function, `twin` being the table it
 * puts the hook in (`registered`), `runs` the line that runs it there and
 * `elsewhere` the other places it runs from.
 */
export type AmxxName =
  | {name: string; kind: 'hook'; cite: Citation; registered: Citation}
  | {
      name: string;
      kind: 'forward';
      twin: 'pre' | 'post';
      cite: Citation;
      registered: Citation;
      runs: Citation;
      elsewhere: Citation[];
    };

export const eventContracts = contracts.events as EventContract[];

/** What each converter of the hooks' arguments gives, with its definition (none for V8's own). */
export const argumentConverters = contracts.converters as Record<string, {kind: ArgumentKind; cite: Citation[]}>;

/**
 * The converters of NodeMod's own code by what they give, each with the C types
 * of the arguments it converts, for the finder's legend: `Live`, then `Copies`.
 */
export function convertersByKind(): {label: string; converters: {via: string; types: string[]; cite: Citation}[]}[] {
  // The C types as a reader names them: no `const` or `struct`, one space before the stars.
  const named = (type: string) =>
    type
      .replace(/\b(const|struct)\s+/g, '')
      .replace(/\s*(\*+)$/, ' $1')
      .trim();
  const types = new Map<string, Set<string>>();
  for (const c of eventContracts) {
    for (const a of c.arguments.value) types.set(a.via, new Set([...(types.get(a.via) ?? []), named(a.type)]));
  }
  return (
    [
      ['Live', 'live'],
      ['Copies', 'copy'],
    ] as const
  ).map(([label, kind]) => ({
    label,
    converters: Object.entries(argumentConverters)
      .filter(([, v]) => v.kind === kind && v.cite.length > 0)
      .map(([via, v]) => ({via, types: [...(types.get(via) ?? [])].sort(), cite: v.cite[0]!})),
  }));
}

/** Whether superseding the event does something, and what the caller gets then. */
export function blockable(contract: EventContract): Blockable {
  if (contract.raised.value === 'never' || contract.raised.value === 'single-player') return 'no';
  return contract.supersede.value === 'listener' ? 'listener' : 'clean';
}

/** The short text of the second badge: what superseding gives. */
export function blockBadge(contract: EventContract): string {
  if (blockable(contract) === 'no') return 'not blockable';
  return blockable(contract) === 'listener' ? 'blocking returns your value' : 'blockable';
}

/**
 * The two badges of each documented event, keyed by its reference anchor
 * (`nodemod/Interface/EventCallbacks#dllthink`), for the TypeDoc plugin
 * (plugins/typedoc/member-notes.mjs): how often it fires, linked to its row in
 * the finder, and what superseding gives. Single-player events read
 * "single-player only".
 */
export function eventBadges(): Record<string, {href: string; when: string; block: string}> {
  return Object.fromEntries(
    eventContracts
      .filter((c) => declaredEvents.has(c.event))
      .map((c) => [
        anchorTarget(`nodemod/Interface/EventCallbacks#${c.event}`),
        {
          href: `/docs/api/events#${finderRowId(c.event)}`,
          when: c.raised.value === 'single-player' ? 'single-player only' : frequencyBadges[c.when.value],
          block: blockBadge(c),
        },
      ]),
  );
}

const repositories: Record<string, {repo: string; commit: string}> = pinned as never;

/** The GitHub address of a citation, at the pinned commit (abbreviated: hundreds of links on one page). */
export function citationUrl(citation: Citation): string {
  const m = citation.match(/^(\w+):(.+):(\d+)(?:-(\d+))?$/);
  if (!m) throw new Error(`bad citation ${citation}`);
  const [, key, file, first, last] = m as unknown as [string, string, string, string, string | undefined];
  const source = repositories[key];
  if (!source) throw new Error(`unknown source ${key} in ${citation}`);
  return `https://github.com/${source.repo}/blob/${source.commit.slice(0, 7)}/${file}#L${first}${last ? `-L${last}` : ''}`;
}

/** A citation's short text: the file's name and the line (`sv_phys.cpp:131`). */
export function citationText(citation: Citation): string {
  const m = citation.match(/^\w+:(?:.*\/)?([^/:]+):(\d+(?:-\d+)?)$/);
  if (!m) throw new Error(`bad citation ${citation}`);
  return `${m[1]}:${m[2]}`;
}

/** The anchor of an event's row in the finder. */
export const finderRowId = (event: string) => event.toLowerCase();

/**
 * The events the reference documents (`EventCallbacks`, as NodeMod's type
 * declarations name them). NodeMod also fires four it does not declare, the
 * `pfnCRC32_*` hooks: the finder lists them without a link.
 */
export const declaredEvents: ReadonlySet<string> = new Set(
  Object.keys(memberNames.names)
    .filter((key) => key.startsWith('nodemod/Interface/EventCallbacks#'))
    .map((key) => key.slice(key.indexOf('#') + 1)),
);

/** The reference's anchor of an event, or null for one it does not document. */
export function eventHref(event: string): string | null {
  return declaredEvents.has(event) ? `/docs/api/${anchorTarget(`nodemod/Interface/EventCallbacks#${event}`)}` : null;
}

/** The engine's calls of a game library function, counted for a row: ` (3 calls)`, or nothing. */
export function engineCallCount(c: EventContract): string {
  return c.table === 'dll' && c.raised.calls > 0
    ? ` (${c.raised.calls} ${c.raised.calls === 1 ? 'call' : 'calls'})`
    : '';
}

/**
 * The ReHLDS function that runs an engine function, with the address of its
 * definition; `missing` where ReHLDS's table has none (NULL); null for a game
 * library event.
 */
export function engineFunction(c: EventContract): {name: string; url: string} | 'missing' | null {
  if (c.table !== 'eng' || !c.engine) return null;
  return c.engine.value === 'NULL' ? 'missing' : {name: c.engine.value, url: citationUrl(c.engine.cite[0]!)};
}

/** What a row says where ReHLDS's table has no function. */
export const missingEngineFunction = '. ReHLDS gives no function for it (NULL)';

/**
 * The lines a row cites for superseding: Metamod-R's, the same for every event
 * whose function returns a value, are cited once by the page's text.
 */
export const supersedeCitations = (c: EventContract) => c.supersede.cite.filter((x) => !x.startsWith('metamod:'));

/** The arguments by kind, for a cell: `Live: pent. Copies: pszName, pszAddress`. */
export function argumentGroups(contract: EventContract): {label: string; names: string[]}[] {
  const groups: [string, ArgumentKind[]][] = [
    ['Live', ['live']],
    ['Copies', ['copy', 'value']],
    ['Opaque pointers', ['pointer']],
  ];
  return groups
    .map(([label, kinds]) => ({
      label,
      names: contract.arguments.value.filter((a) => kinds.includes(a.kind)).map((a) => a.name),
    }))
    .filter((g) => g.names.length > 0);
}

/** A piece of a cell's text: plain, or a link (its text as code or not). */
export type Part = string | {text: string; href: string; code?: boolean};

const citationPart = (citation: Citation): Part => ({text: citationText(citation), href: citationUrl(citation)});

/**
 * An AMX Mod X name of a row with what follows it: for a forward, the twin it
 * runs with (linked to the line that puts its hook in that table) and, when it
 * also runs from other places, a link to the first of them.
 */
export function amxxParts(a: AmxxName): Part[] {
  const name: Part = {text: a.name, href: citationUrl(a.cite), code: true};
  if (a.kind === 'hook') return [name];
  const twin: Part = {text: a.twin, href: citationUrl(a.registered)};
  const more: Part[] = a.elsewhere.length ? [', also ', {text: 'elsewhere', href: citationUrl(a.elsewhere[0]!)}] : [];
  return [name, ' (', twin, ...more, ')'];
}

/**
 * What a row says of `@nodemod/core`: whether it listens as it is imported and
 * where, and the functions that add a listener each time a script calls them.
 */
export function coreParts(c: EventContract, withCitations = true): Part[] {
  if (c.core.value === 'no') return ['No'];
  const onImport = c.core.listeners.filter((l) => !l.call);
  const onCall = c.core.listeners.filter((l) => l.call);
  const parts: Part[] = [];
  const cite = (list: typeof onImport): Part[] =>
    withCitations ? list.flatMap((l) => [' ', citationPart(l.cite)]) : [];
  if (onImport.length) parts.push('On import', ...cite(onImport));
  onCall.forEach((l, i) => {
    parts.push(
      parts.length === 0 ? 'When you call ' : i === 0 ? '; and when you call ' : ', ',
      l.member
        ? {text: l.call!, href: apiHref(l.member), code: true}
        : {text: l.call!, href: citationUrl(l.cite), code: true},
    );
  });
  if (onCall.length) parts.push(': one more listener for each call', ...cite(onCall));
  return parts;
}

/**
 * The lines a row of the finder cites, by the column whose statement they back,
 * for the row's one line of sources (the cells themselves carry none).
 */
export function rowCitations(c: EventContract): {label: string; cites: Citation[]}[] {
  return [
    {label: 'fires', cites: c.when.cite},
    {label: 'superseding', cites: supersedeCitations(c)},
    {label: 'arguments', cites: c.arguments.cite},
    {label: 'core', cites: [...new Set(c.core.listeners.map((l) => l.cite))]},
  ].filter((group) => group.cites.length > 0);
}

/**
 * The names the finder's text filter matches a row by, in lower case: the event,
 * its post twin and its AMX Mod X names (fakemeta's hook, the forwards).
 */
export function finderNames(c: EventContract): string {
  return [c.event, c.post.value, ...c.amxx.map((a) => a.name)].join(' ').toLowerCase();
}
