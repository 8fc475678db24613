/**
 * Derives the post events of the engine binding from its pre events.
 *
 * NodeMod fires `postDllX` / `postEngX` after each hooked function with the
 * same arguments as its pre event `dllX` / `engX`. The declaration sources
 * keep only the pre events (api-src/nodemod/events.d.ts for the game DLL,
 * events-engine.d.ts for the engine); this script writes their post twins to
 * generated/nodemod/events-post.d.ts (git ignores `generated/`; the engine
 * binding's index.d.ts references it):
 *
 * - the same parameters, renamed key (`engPrecacheModel` → `postEngPrecacheModel`);
 * - a short comment that names the hooked function and points to the pre
 *   event's description (`#engprecachemodel`), so the reference shows a post
 *   event as one compact entry; where the pre event says it never fires on
 *   its own (`dllUse`), the post event says so too;
 * - where an argument means something else after the call (an output buffer
 *   the engine has now filled), a `@param` note from `afterCall` below.
 *
 * Everything that reads the declarations (TypeDoc, through the API plugins of
 * docusaurus.config.ts when they start, not when the config is imported;
 * tests/checkers/code-samples.mjs, the tests) runs
 * `writePostEvents()` first; it rewrites the file only when its text changes.
 *
 * CLI: `node plugins/typedoc/derive-post-events.mjs` writes the file and prints a count.
 */
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {interfaceProperties, parseDeclarations} from './api-source.mjs';

const root = path.resolve(import.meta.dirname, '..', '..');
const dir = path.join(root, 'api-src', 'nodemod');
/** Written outside the hand-written sources, in a folder git ignores; api-src/nodemod/index.d.ts references it. */
export const postEventsFile = path.join(root, 'generated', 'nodemod', 'events-post.d.ts');
const sources = ['events.d.ts', 'events-engine.d.ts'];

/**
 * Arguments that hold something different after the call than before it:
 * output buffers the engine fills. Keyed by pre event, then parameter.
 */
const afterCall = {
  engVecToAngles: {
    rgflVectorOut:
      'Copy of the angles output buffer after the call: the computed angles `[pitch, yaw, roll]` in degrees (empty if the caller passed no buffer).',
  },
  engAngleVectors: {
    forward:
      'Copy of the forward-vector output buffer after the call: the forward unit vector (empty if the caller passed no buffer).',
    right:
      'Copy of the right-vector output buffer after the call: the right unit vector (empty if the caller passed no buffer).',
    up: 'Copy of the up-vector output buffer after the call: the up unit vector (empty if the caller passed no buffer).',
  },
  engGetAimVector: {
    rgflReturn:
      'Copy of the aim-direction output buffer after the call: the resulting aim direction (empty if the caller passed no buffer).',
  },
  engGetBonePosition: {
    rgflOrigin:
      "Copy of the origin output buffer after the call: the bone's position in world coordinates (empty if the caller passed no buffer).",
    rgflAngles:
      'Copy of the angles output buffer after the call; GoldSrc fills only the origin, so it keeps its previous contents (empty if the caller passed no buffer).',
  },
  engGetAttachment: {
    rgflOrigin:
      "Copy of the origin output buffer after the call: the attachment's position in world coordinates (empty if the caller passed no buffer).",
    rgflAngles: 'Copy of the angles output buffer after the call (empty if the caller passed no buffer).',
  },
  engCompareFileTime: {
    iCompare:
      'One-element array with the result: 1 if `filename1` is newer, -1 if it is older, 0 if both times are equal, written by the engine.',
  },
  engGetGameDir: {
    szGetGameDir: "The caller's buffer read as a string after the call: the game directory name.",
  },
  engGetPlayerStats: {
    ping: "One-element array with the client's ping in milliseconds, written by the engine.",
    packet_loss: "One-element array with the client's packet loss in percent, written by the engine.",
  },
  engSequencePickSentence: {
    picked: 'One-element array with the index of the picked sentence, written by the engine.',
  },
  engProcessTutorMessageDecayBuffer: {
    buffer: "Copy of the buffer's integers (all `bufferLength` of them) after the call.",
  },
  engConstructTutorMessageDecayBuffer: {
    buffer: "Copy of the buffer's integers (all `bufferLength` of them) after the call.",
  },
  engCheckParm: {
    ppnext:
      'Strings NodeMod reads through the `ppnext` output pointer after the call, treated as a null-terminated list: the first element is the value following `parm` (empty if there is none or the pointer is null).',
  },
};

/**
 * The members of the `EventCallbacks` interface in a declaration file: name, comment
 * body and type, read from its syntax tree (api-source.mjs).
 * @param {string} text
 * @param {string} [fileName]
 */
export function preEvents(text, fileName = 'events.d.ts') {
  return interfaceProperties(parseDeclarations(text, fileName), 'EventCallbacks');
}

/** `engPrecacheModel` → `postEngPrecacheModel`. */
export const postName = (name) => `post${name[0].toUpperCase()}${name.slice(1)}`;

/**
 * The comment of a post event: the pre event's first sentence with "before …
 * runs" turned into "after … has run", a pointer to the pre event, the pre
 * event's warning that it never fires on its own when it has one, and the
 * after-call notes of its arguments.
 */
export function postComment({name, comment}) {
  const first = comment.match(/^Fires before (.+?) runs\./s);
  if (!first) throw new Error(`${name}: the comment does not start with "Fires before … runs."`);
  // "the game DLL's `pfnSpawn` (`DLL_FUNCTIONS`)": the function, without the table the
  // pre event already names.
  const what = first[1].replace(/\s+/g, ' ').replace(/ \(`\w+`\)$/, '');
  const lines = [`Fires after ${what} has run, with the arguments of [\`${name}\`](#${name.toLowerCase()}).`];
  if (/never fires on its own/.test(comment.replace(/\s+/g, ' '))) lines.push('Like it, it never fires on its own.');
  const notes = Object.entries(afterCall[name] ?? {});
  if (notes.length) lines.push('', ...notes.map(([param, note]) => `@param ${param} - ${note}`));
  return lines;
}

/** The text of events-post.d.ts for the pre events of the given files' texts. */
export function postEventsText(texts) {
  const events = texts.flatMap((text) => preEvents(text)).filter((e) => !e.name.startsWith('post'));
  const names = new Set(events.map((e) => e.name));
  for (const name of Object.keys(afterCall)) {
    if (!names.has(name)) throw new Error(`afterCall names ${name}, which is not a pre event`);
  }
  const members = events.map((event) => {
    const comment = postComment(event).map((line) => (line ? `     * ${line}` : '     *'));
    return ['    /**', ...comment, '     */', `    ${postName(event.name)}: ${event.type};`].join('\n');
  });
  return [
    '// Generated by plugins/typedoc/derive-post-events.mjs from the pre events in events.d.ts and',
    '// events-engine.d.ts; do not edit. NodeMod fires each post event after the hooked function,',
    '// with the arguments of its pre event.',
    '',
    'declare namespace nodemod {',
    '  interface EventCallbacks {',
    members.join('\n'),
    '  }',
    '}',
    '',
  ].join('\n');
}

/** Writes events-post.d.ts when its text changes; returns the number of post events. */
export function writePostEvents() {
  const texts = sources.map((file) => readFileSync(path.join(dir, file), 'utf8'));
  const text = postEventsText(texts);
  if (!existsSync(postEventsFile) || readFileSync(postEventsFile, 'utf8') !== text) {
    mkdirSync(path.dirname(postEventsFile), {recursive: true});
    writeFileSync(postEventsFile, text);
  }
  return (text.match(/^ {4}post\w+:/gm) ?? []).length;
}

if (process.argv[1] === import.meta.filename) {
  const count = writePostEvents();
  console.log(`${count} post events written to ${path.relative(process.cwd(), postEventsFile)}`);
}
