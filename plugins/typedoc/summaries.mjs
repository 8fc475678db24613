/**
 * The largest page of the engine binding's reference, `EventCallbacks`, as the theme
 * writes it (theme.mjs): the events grouped by family (each family a heading of the
 * table of contents, its events under it), each pre event's one signature the listener
 * a plugin writes, and each post event folded into its pre event's entry.
 */
import {escapeHtml} from './member-notes.mjs';
import {firstSentence as firstSentenceOf} from '../../src/lib/first-sentence.mjs';

/** The families of `EventCallbacks`, in page order, each with the prefix of its events. */
export const eventFamilies = [
  {prefix: 'dll', heading: 'Game DLL events'},
  {prefix: 'eng', heading: 'Engine events'},
];

/** Whether an event is a post event (`postDllSpawn`), which NodeMod fires after the call. */
export const isPostEvent = (name) => /^post[A-Z]/.test(name);

/**
 * The pre event of a post event, by the rule plugins/typedoc/derive-post-events.mjs
 * names post events with (`postDllSpawn` → `dllSpawn`).
 * @param {string} name
 */
export const preEventName = (name) => `${name[4].toLowerCase()}${name.slice(5)}`;

/**
 * Each pre event's post event, by name; a post event whose pre event is not among
 * `names` stops the build.
 * @param {string[]} names the events of the page
 * @returns {Map<string, string>} pre event → post event
 */
export function postEventsByPre(names) {
  const all = new Set(names);
  const byPre = new Map();
  for (const name of names.filter(isPostEvent)) {
    const pre = preEventName(name);
    if (!all.has(pre)) throw new Error(`EventCallbacks: no pre event for ${name}`);
    byPre.set(pre, name);
  }
  return byPre;
}

/**
 * The listener of an event as a plugin adds it, its one signature line on the page:
 * `nodemod.on('dllSpawn', (pent: Entity) => …)`.
 * @param {string} name
 * @param {string[]} parameters each as `name: type` (`name?: type` when optional)
 */
export function listenerSignature(name, parameters) {
  const text = `nodemod.on('${name}', (${parameters.join(', ')}) => …)`;
  return `<p class="nm-signature"><code>${escapeHtml(text)}</code></p>`;
}

/**
 * The first sentence of a paragraph of Markdown, links reduced to their text,
 * cut at a word to `max` characters (never inside a code span).
 */
export function firstSentence(paragraph, max = 100) {
  const text = paragraph
    .replace(/!?\[((?:[^\]\\]|\\.)*)\]\([^)]*\)/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
  const sentence = firstSentenceOf(text);
  if (sentence.length <= max) return sentence;
  let cut = sentence.slice(0, max - 1).replace(/\s+\S*$/, '');
  // An odd number of backticks: the cut is inside a code span, so end before it.
  if ((cut.match(/`/g) ?? []).length % 2) cut = cut.slice(0, cut.lastIndexOf('`')).trimEnd();
  return `${cut.replace(/[,;:(]$/, '')}…`;
}

/**
 * An inline note of Markdown as HTML: code spans become `code` elements, the rest is
 * text. The notes of post events hold nothing else; anything more (a link, emphasis)
 * throws, so a new kind of note is not written out half converted.
 * @param {string} note
 */
function noteHtml(note) {
  return note
    .split(/(`[^`]*`)/)
    .map((piece) => {
      if (/^`[^`]*`$/.test(piece)) return `<code>${escapeHtml(piece.slice(1, -1))}</code>`;
      if (/\]\(|[*_]{1,2}\w|<\w/.test(piece))
        throw new Error(`EventCallbacks: a post event's note holds more than text and code: ${piece}`);
      return escapeHtml(piece);
    })
    .join('');
}

/**
 * A post event as one line of its pre event's entry (`Post event: postDllSpawn`; the
 * page's introduction says when post events fire and what they get), instead of a
 * section of 205 rows of its own. The line carries the post event's anchor
 * (`#postdllspawn`, where the event finder, the name index and search lead), the
 * parts of its own line (`nameParts`: the release that changed it, its names its pre
 * event lacks, such as the AMX Mod X forward `client_putinserver` that fires after the
 * call), what its comment adds to the sentence that points to its pre event ("Like it,
 * it never fires on its own."), and what its parameters hold after the call; its pre
 * event's entry above it says the rest. A post event's hook stands in the same file as
 * its pre event's, which the pre event's entry links.
 * @param {string} name the post event's name
 * @param {string[]} names its line's parts, as HTML
 * @param {string} prose what its comment adds, as Markdown of text and code
 * @param {string[]} items its parameters with a note, as Markdown list items without the dash
 */
export function postEventLine(name, names, prose, items) {
  const notes = [
    prose.trim() && noteHtml(prose.trim()),
    items.length ? `After the call: ${noteHtml(items.map((item) => item.trim().replace(/\.$/, '')).join('; '))}.` : '',
  ]
    .filter(Boolean)
    .join(' ');
  const id = name.toLowerCase();
  const parts = [`Post event: <a href="#${id}">${name}</a>`, names.join(' · '), notes].filter(Boolean);
  return `<p class="nm-post" id="${id}">${parts.join(' · ')}</p>`;
}
