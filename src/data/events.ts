/**
 * The contract of every event NodeMod fires, as the site shows it: how often it
 * fires, who raises it, what superseding it does, which arguments are live,
 * its post twin, its AMX Mod X names and whether `@nodemod/core` listens to it,
 * each with the source lines it comes from. The data is
 * `src/data/event-contracts.json`, written by `scripts/event-contracts.mjs`
 * from the pinned sources and `src/data/event-timing.json`.
 *
 * The event finder (`/docs/api/events`, `<EventFinder />` in
 * src/data/html-components.ts and src/data/markdown-components.ts) renders the
 * whole contracts; the reference's `EventCallbacks` page shows two badges per
 * event that link to the finder's row (plugins/typedoc/member-notes.mjs).
 */
import memberNames from '../../api-src/member-names.json';
import contracts from './event-contracts.json';
import pinned from './pinned-sources.json';

import {frequencyBadges, type ArgumentKind, type Blockable, type Frequency, type Raised} from './event-labels';

export {blockableLabels, frequencyLabels, raisedLabels} from './event-labels';
export type {ArgumentKind, Blockable, Frequency, Raised} from './event-labels';

/** A citation as the data writes it: `key:path:line[-line]`, key a source of pinned-sources.json. */
type Citation = string;

export interface EventContract {
  event: string;
  table: 'dll' | 'eng';
  /** The hooked function's C name: `pfnThink`. */
  fn: string;
  when: {value: Frequency; text: string; cite: Citation[]; sdkCalls?: number};
  raised: {value: Raised; calls: number; cite: Citation[]};
  supersede: {value: 'skips' | 'returns'; result: string | null; text: string; cite: Citation[]};
  arguments: {value: {name: string; kind: ArgumentKind}[]; cite: Citation[]};
  post: {value: string; cite: Citation[]};
  amxx: {name: string; kind: 'hook' | 'forward'; twin?: 'pre' | 'post'; cite: Citation}[];
  core: {value: boolean; cite: Citation[]};
  hook: Citation;
  engine?: {value: string; cite: Citation[]} | null;
}

export const eventContracts = contracts.events as EventContract[];

/** Whether superseding the event does something, and what the caller gets then. */
export function blockable(contract: EventContract): Blockable {
  if (contract.raised.value === 'never' || contract.raised.value === 'single-player') return 'no';
  return contract.supersede.value === 'returns' ? 'constant' : 'clean';
}

/** The short text of the second badge: what superseding gives. */
export function blockBadge(contract: EventContract): string {
  const result = contract.supersede.result;
  if (blockable(contract) === 'no') return 'not blockable';
  return result ? `blocking returns ${result === 'a null pointer' ? 'null' : result}` : 'blockable';
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
        `nodemod/Interface/EventCallbacks#${c.event.toLowerCase()}`,
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
  return declaredEvents.has(event) ? `/docs/api/nodemod/Interface/EventCallbacks#${event.toLowerCase()}` : null;
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
