/**
 * The engine events of `EventCallbacks` (`engPrecacheModel`, …) fire before the
 * engine function of the same name, which `nodemod.eng` also calls
 * (`Engine.precacheModel`). What that function does is written once, on the
 * `Engine` method; an event whose description is only "Fires before the
 * engine's `pfnX` runs." gets the method's first sentence after it, at
 * conversion time: "The function precaches a model or sprite so that clients
 * load it, and returns its model index." An event that says more of its own is
 * left as it is.
 */
import {ReflectionKind} from 'typedoc';
import {sentenceEnd} from '../../src/lib/first-sentence.mjs';

/** An event's own sentence when it says nothing else: the C name of the function it hooks. */
const firesBefore = /^Fires before the engine's `(\w+)` runs\.$/;

/**
 * The parts of a comment's summary up to the end of its first sentence
 * (src/lib/first-sentence.mjs).
 * @param {import('typedoc').CommentDisplayPart[]} parts
 * @returns {import('typedoc').CommentDisplayPart[]}
 */
export function firstSentenceParts(parts) {
  const out = [];
  for (const part of parts) {
    // A text part is outside code: the code spans are parts of their own.
    const end = part.kind === 'text' ? sentenceEnd(part.text.trimEnd()) : -1;
    if (end !== -1) {
      out.push({...part, text: part.text.slice(0, end)});
      return out;
    }
    out.push(part);
  }
  return out;
}

/**
 * The plain text of a comment's summary.
 * @param {import('typedoc').CommentDisplayPart[]} parts
 */
const plain = (parts) => parts.map((part) => part.text).join('');

/**
 * Completes the description of each engine event that only names the function
 * it hooks with the first sentence of that function's `Engine` method. Returns
 * the names of the events it completed.
 * @param {import('typedoc').ProjectReflection} project
 * @returns {string[]}
 */
export function describeEngineEvents(project) {
  const find = (name, kind) =>
    /** @type {import('typedoc').DeclarationReflection | undefined} */ (
      project.getReflectionsByKind(kind).find((r) => r.name === name)
    );
  const events = find('EventCallbacks', ReflectionKind.Interface);
  const engine = find('Engine', ReflectionKind.Interface);
  if (!events || !engine) return [];
  const completed = [];
  for (const event of events.children ?? []) {
    const hooked = event.comment && plain(event.comment.summary).trim().match(firesBefore)?.[1];
    if (!hooked || !/^eng[A-Z]/.test(event.name)) continue;
    const methodName = event.name[3].toLowerCase() + event.name.slice(4);
    const method = engine.children?.find((m) => m.name.toLowerCase() === methodName.toLowerCase());
    const summary = method?.signatures?.[0]?.comment?.summary;
    if (!summary?.length) throw new Error(`[nodemod] ${event.name}: no Engine method "${methodName}" to describe it`);
    const [lead, ...rest] = firstSentenceParts(summary);
    const verb = lead.kind === 'text' ? {...lead, text: lead.text[0].toLowerCase() + lead.text.slice(1)} : lead;
    const own = event.comment.summary;
    event.comment.summary = [
      ...own.slice(0, -1),
      {...own[own.length - 1], text: own[own.length - 1].text.trimEnd()},
      {kind: 'text', text: ' The function '},
      verb,
      ...rest,
    ];
    completed.push(event.name);
  }
  return completed;
}
