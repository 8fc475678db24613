/**
 * The errors index (/docs/errors) and the limits page (/docs/limits): the
 * messages of plugins/site-data/engine-errors.json (written by scripts/engine-errors.mjs
 * from ReHLDS, Metamod-R and NodeMod at the pinned commits), each put under the
 * section of the page that says what causes it and how to fix it.
 *
 * The sections are written by hand in docs/errors.mdx, one `## heading` each with
 * its explanation and fix, followed by `<ErrorEntries group="…" />`, which the
 * build turns into the section's messages. Which messages a section takes is
 * decided here, by what the message says (its format string) and where it is
 * printed (its function and kind): every message must fall in exactly one
 * section (tests/source/error-index.spec.ts).
 */
import data from './engine-errors.json';
import memberNames from '../../api-src/member-names.json';
import {anchorTarget, memberCode} from '../../src/lib/member-key.mjs';
import {citationText, citationUrl} from './events';

/** One value that varies in a message: what it prints. */
export interface VaryingPart {
  value: 'text' | 'number' | 'character' | 'address';
}

export interface EngineMessage {
  id: string;
  source: 'rehlds' | 'metamod' | 'plugin';
  kind: string;
  function: string;
  printed?: {rehlds: string; valve: string};
  format: string;
  pattern: string;
  parts: (string | VaryingPart)[];
  sample: string;
  file: string;
  line: number;
  cite: string;
  compiled?: boolean;
  reachedBy?: string[];
  rule: string;
}

export interface MessageKind {
  fatal: boolean;
  prefix: string;
  note: string;
  cite: string[];
}

export interface EngineLimit {
  name: string;
  value: number;
  expression: string;
  file: string;
  line: number;
  conditions: unknown[];
}

export const engineMessages = data.messages as unknown as EngineMessage[];
export const messageKinds = data.kinds as unknown as Record<string, MessageKind>;
export const engineLimits = data.limits as unknown as EngineLimit[];
export const hostErrorBehaviour = data.behaviour as unknown as {
  Host_Error: {dedicated: string; steps: {text: string; cite: string[]}[]};
};

/** A limit's value by its constant's name; throws for a name the data does not hold. */
export function limitValue(name: string): number {
  const limit = engineLimits.find((l) => l.name === name);
  if (!limit) throw new Error(`no limit ${name} in engine-errors.json`);
  return limit.value;
}

/** Whether the message's text contains every one of `words`. */
const says =
  (...words: string[]) =>
  (m: EngineMessage) =>
    words.every((w) => m.format.includes(w));

/** Whether a message is printed in one of `functions`. */
const inFunction =
  (...functions: string[]) =>
  (m: EngineMessage) =>
    functions.includes(m.function);

const precacheFunctions = [
  'PF_precache_model_I_internal',
  'PF_precache_sound_I_internal',
  'PF_precache_generic_I_internal',
  'EV_Precache_internal',
  'PF_ForceUnmodified',
];
const userMessageFunctions = ['PF_MessageBegin_I', 'PF_MessageEnd_I', 'WriteDest_Parm'];

/**
 * The sections of the errors page in page order: each an anchor of docs/errors.mdx
 * (its `##` heading) and the test that takes its messages, by the words they print:
 * ReHLDS's for the engine's, then Metamod-R's and NodeMod's.
 */
export const errorGroups: {id: string; takes: (m: EngineMessage) => boolean}[] = [
  {id: 'precache-after-load', takes: says('Precache can only be done in spawn functions')},
  {
    id: 'precache-limit',
    takes: (m) =>
      says('failed to precache because the item count is over')(m) ||
      (precacheFunctions.includes(m.function) && says("'%s' overflow")(m)),
  },
  {
    id: 'precache-empty-name',
    takes: (m) => precacheFunctions.includes(m.function) && (says('NULL pointer')(m) || says('Bad string')(m)),
  },
  {id: 'event-files', takes: (m) => m.function === 'EV_Precache_internal' && says('file')(m)},
  {id: 'sentences', takes: (m) => says('sentence')(m)},
  {
    id: 'not-precached',
    takes: (m) =>
      says('no precache')(m) ||
      says('not precached')(m) ||
      says('Bad sprite index')(m) ||
      (m.function === 'EV_Playback' && (says('index out of range')(m) || says('no event for index')(m))),
  },
  {id: 'sound-values', takes: inFunction('PF_sound_I')},
  {id: 'entity-bounds', takes: says('backwards mins/maxs')},
  {id: 'entity-slots', takes: (m) => inFunction('ED_Alloc_internal', 'CreateNamedEntity')(m)},
  {id: 'entity-pointers', takes: inFunction('EDICT_NUM', 'NUM_FOR_EDICT', 'IndexOfEdict')},
  {
    id: 'not-a-client',
    takes: (m) =>
      m.source === 'rehlds' &&
      !userMessageFunctions.includes(m.function) &&
      (says('not a client')(m) ||
        says('non-client')(m) ||
        says('Entity is not a client')(m) ||
        says("Can't set client keys")(m) ||
        says('Client index')(m)),
  },
  {id: 'print-types', takes: says('invalid PRINT_TYPE')},
  {id: 'console-commands', takes: inFunction('PF_stuffcmd_I', 'PF_localcmd_I')},
  {
    id: 'message-order',
    takes: (m) => says('called with no active message')(m) || says('New message started when msg')(m),
  },
  {
    id: 'message-destination',
    takes: (m) =>
      userMessageFunctions.includes(m.function) &&
      (says('no target entity')(m) ||
        says('broadcast message with a target entity')(m) ||
        says('not a client')(m) ||
        says('bad destination')(m)),
  },
  {id: 'message-type', takes: (m) => says('bogus message type')(m) || says('Unknown User Msg')(m)},
  {
    id: 'message-size',
    takes: (m) =>
      says('bytes written, expected')(m) ||
      says('user message size limit')(m) ||
      says('message buffer from .dll had overflowed')(m),
  },
  {id: 'buffer-overflow', takes: (m) => m.function === 'SZ_GetSpace' || m.rule === 'overflow'},
  {id: 'trace-sphere', takes: says('TraceSphere not yet implemented')},
  {
    id: 'map-entities',
    takes: (m) =>
      inFunction('ED_ParseEdict', 'ED_LoadFromFile', 'SuckOutClassname')(m) && !says('failed to precache')(m),
  },
  {id: 'metamod-plugins-ini', takes: (m) => m.function === 'MPluginList::load'},
  {
    id: 'metamod-query',
    takes: (m) =>
      m.source === 'metamod' &&
      (m.function === 'MPlugin::query' || m.function.startsWith('get_function_table_from_plugin')),
  },
  {id: 'metamod-attach', takes: (m) => m.function === 'MPlugin::attach' || says('Failed to attach plugin')(m)},
  {
    id: 'metamod-plugin-state',
    takes: (m) =>
      m.function === 'MPlugin::check_input' || (m.function === 'MPlugin::load' && !says('Failed to attach plugin')(m)),
  },
  {id: 'nodemod-trace-warning', takes: says('is not External, using nullptr')},
  {id: 'nodemod-missing-arguments', takes: (m) => m.source === 'plugin' && says('requires')(m)},
  {
    id: 'nodemod-listener-threw',
    takes: (m) =>
      m.source === 'plugin' &&
      (says('callback: %s')(m) || says('Event handling function in resource')(m) || says('No callback found')(m)),
  },
  {id: 'nodemod-returned-value', takes: (m) => says('JS returned')(m) || says('override_ret')(m)},
  {id: 'nodemod-function-tables', takes: (m) => m.source === 'plugin' && m.kind === 'ALERT'},
  {id: 'nodemod-start', takes: inFunction('NodeImpl::Initialize', 'Resource::Init', 'Resource::RunCode')},
  {id: 'nodemod-lifecycle', takes: (m) => m.source === 'plugin' && m.kind === 'pfnServerPrint'},
];

/** The messages of a section, in the data's order. */
export function groupMessages(id: string): EngineMessage[] {
  const group = errorGroups.find((g) => g.id === id);
  if (!group) throw new Error(`ErrorEntries: unknown group ${id}`);
  return engineMessages.filter(group.takes);
}

/** The sections that take a message (exactly one when the groups are right). */
export const groupsOf = (m: EngineMessage) => errorGroups.filter((g) => g.takes(m)).map((g) => g.id);

/**
 * A message's anchor on the page: its id (`pr_cmds.cpp:PF_setmodel_I:1`) in lower case, the
 * file's extension and the separators made dashes (`pr-cmds-pf-setmodel-i-1`).
 */
export const messageAnchor = (m: EngineMessage) =>
  m.id
    .toLowerCase()
    .replace(/\.(cpp|h)\b/, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Whether a message stops the server: what its kind does on a dedicated server. */
export const isFatal = (m: EngineMessage) => messageKinds[m.kind]?.fatal === true;

/** The engine binding's method for each engine function a plugin calls (`pfnPrecacheModel`). */
const engineMethods = new Map<string, {target: string; code: string}>();
for (const [key, names] of Object.entries(memberNames.names as Record<string, string[][]>)) {
  if (!key.startsWith('nodemod/Interface/Engine#')) continue;
  for (const [name, kind] of names) {
    if (kind === 'hlsdk' && name!.startsWith('pfn'))
      engineMethods.set(name!, {target: anchorTarget(key), code: memberCode(key)});
  }
}

/**
 * The calls of the engine binding that reach a message (`nodemod.eng.precacheModel`), from the
 * engine functions the data says lead to it; each with its page and anchor under /docs/api/.
 */
export function engineCalls(m: EngineMessage): {target: string; code: string}[] {
  return (m.reachedBy ?? []).map((name) => {
    const method = engineMethods.get(name);
    if (!method) throw new Error(`${m.id}: no method of nodemod.eng for ${name}`);
    return method;
  });
}

/** What each kind of varying value is shown as in a message's text. */
const placeholders: Record<VaryingPart['value'], string> = {text: '…', number: 'N', character: 'c', address: '0x…'};

/** A message's text on one line, each value that varies a placeholder (`{placeholder: '…'}`). */
export const messageText = (m: EngineMessage): (string | {placeholder: string})[] =>
  m.parts.map((part) =>
    typeof part === 'string' ? part.replace(/\n/g, ' ') : {placeholder: placeholders[part.value]},
  );

/** A piece of a fact: text, or text that is code, a link, or both, or a strong link. */
export type FactPart = string | {text: string; href?: string; code?: boolean; strong?: boolean};

/**
 * A message's facts, each a list of parts for the page and its Markdown twin to write:
 * whether it stops the server, Valve's spelling where ReHLDS renames the function, whether
 * ReHLDS's build compiles it, the calls of `nodemod.eng` that reach it and its source line.
 */
export function messageFacts(m: EngineMessage): FactPart[][] {
  const facts: FactPart[][] = [
    isFatal(m)
      ? [{text: 'Stops the server', href: '#what-stops-the-server', strong: true}, ` (${m.kind})`]
      : [`Does not stop the server (${m.kind}): ${messageKinds[m.kind]?.note ?? ''}`],
  ];
  if (m.printed && m.printed.valve !== m.printed.rehlds)
    facts.push(["Valve's engine: ", {text: m.printed.valve, code: true}]);
  if (m.compiled === false) facts.push(["Only in a build without ReHLDS's fixes"]);
  const calls = engineCalls(m);
  if (calls.length)
    facts.push([
      'From ',
      ...calls.flatMap((c, i): FactPart[] => [
        ...(i > 0 ? [', '] : []),
        {text: c.code, href: `/docs/api/${c.target}`, code: true},
      ]),
    ]);
  facts.push(['Source: ', {text: citationText(m.cite), href: citationUrl(m.cite)}]);
  return facts;
}
