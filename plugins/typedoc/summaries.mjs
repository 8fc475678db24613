/**
 * The largest page of the engine binding's reference, `EventCallbacks`, reshaped:
 * the events grouped by family (each family a heading of the table of contents,
 * its events under it) and the post events as one table. Applied by plugin.mjs.
 */
import {escapeHtml} from './member-notes.mjs';

/**
 * The listener of an event as a plugin adds it, from the event's section (its
 * heading and its parameter list): `nodemod.on('dllSpawn', (pent: Entity) => …)`,
 * as the page's one signature line. Empty when the section has no heading.
 */
export function listenerSignature(section) {
  const name = section.match(/^### (\w+)/m)?.[1];
  if (!name) return '';
  const list = section.match(/^\*\*Parameters\*\*\n\n((?:- .*\n?)+)/m)?.[1] ?? '';
  const parameters = list
    .split('\n')
    .map((item) => item.match(/^- `(\w+)(\??)` \((.*?)\)(?::|$)/))
    .filter(Boolean)
    .map(([, param, optional, type]) => {
      const plain = type
        .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
        .replace(/`/g, '')
        .replace(/\\([[\]<>*_|])/g, '$1');
      return `${param}${optional}: ${plain}`;
    });
  const text = `nodemod.on('${name}', (${parameters.join(', ')}) => …)`;
  return `<p class="nm-signature"><code>${escapeHtml(text)}</code></p>`;
}

/** The families of `EventCallbacks`, in page order, each with the prefix of its events. */
const eventFamilies = [
  {prefix: 'dll', heading: 'Game DLL events'},
  {prefix: 'eng', heading: 'Engine events'},
  {prefix: 'post', heading: 'Post events'},
];

/**
 * On `EventCallbacks`: one "##" heading per family instead of "Properties", no
 * signature line (the parameter list gives the same names with their types), and
 * each post event reduced to the sentence that points to its pre event and the
 * parameters that hold something else after the call.
 */
export function compactEvents(markdown) {
  const [preamble, ...sections] = markdown.replace(/^## Properties\n\n/m, '').split(/^(?=### )/m);
  const family = (section) => eventFamilies.findIndex(({prefix}) => new RegExp(`^### ${prefix}[A-Z]`).test(section));
  // Families in a fixed order (TypeDoc follows the order of the declaration files).
  const ordered = sections
    .map((section, index) => ({section, index, family: family(section)}))
    .sort((a, b) => a.family - b.family || a.index - b.index);
  const seen = new Set();
  return (
    preamble +
    ordered
      .map(({section, family: f}) => {
        // No rule (`***`) between events: on the heaviest page of the site, 205 `hr` elements
        // are drawn as the heading's top border instead (src/css/custom.css); the post events
        // become the rows of one table (postEventTable).
        const post = eventFamilies[f]?.prefix === 'post';
        let out = section.replace(/\n\*\*\*\n+$/, '\n\n');
        // A pre event's signature is the listener a plugin writes, in the words of the
        // call that adds it; a post event's sentence links to its pre event instead.
        out = out.replace(/^<p class="nm-signature">.*<\/p>\n\n/m, '');
        if (!post) {
          const signature = listenerSignature(out);
          if (signature) out = out.replace(/^(### .*\n\n)/, `$1${signature}\n\n`);
        }
        if (!post) {
          // The signature above gives each parameter's type; a list item repeats a type only
          // when it links to the type's page (`Entity`).
          out = out.replace(/^(- `\w+`) \(`[^`]+`\)(?=: )/gm, '$1');
          // A linked type without its code span (the code font comes from src/css/custom.css).
          out = out.replace(/^(- `\w+` \()\[`(\w+)`\]/gm, '$1[$2]');
          // The labels as `b`, as in the line of names above: the same bold, 10 bytes fewer each.
          out = out.replace(/^\*\*(Parameters|Example)\*\*$/gm, '<b>$1</b>');
        }
        if (post) {
          // Keep only parameters with a note of their own; drop the list when none has one.
          out = out.replace(/^\*\*Parameters\*\*\n\n((?:- .*\n?)+)\n*/m, (_, items) => {
            const kept = items.split('\n').filter((item) => /\): /.test(item));
            return kept.length ? `**Parameters**\n\n${kept.join('\n')}\n\n` : '';
          });
        }
        if (f !== -1 && !seen.has(f)) {
          seen.add(f);
          out = `## ${eventFamilies[f].heading}\n\n${out}`;
        }
        return out;
      })
      .join('')
  );
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
  const sentence = text.match(/^.*?(?<!\be\.g|\bi\.e)[.!?](?=\s+[A-Z`(]|$)/)?.[0] ?? text;
  if (sentence.length <= max) return sentence;
  let cut = sentence.slice(0, max - 1).replace(/\s+\S*$/, '');
  // An odd number of backticks: the cut is inside a code span, so end before it.
  if ((cut.match(/`/g) ?? []).length % 2) cut = cut.slice(0, cut.lastIndexOf('`')).trimEnd();
  return `${cut.replace(/[,;:(]$/, '')}…`;
}

/** A table cell's text: pipes escaped, on one line. */
const cell = (text) => text.replace(/\|/g, '\\|').replace(/\s+/g, ' ').trim();

/**
 * On `EventCallbacks` (after the member notes): the post events as one table,
 * a row each, instead of 205 headings with a sentence each. Each row's first
 * cell is still a third-level heading with the event's id, so every post event
 * keeps its anchor, its place in search (a heading and its names line), and
 * its link; the next cell links its pre event and keeps any note of its own
 * (what its parameters hold after the call). Their sources are one line above.
 */
export function postEventTable(markdown) {
  const at = markdown.search(/^## Post events\n/m);
  if (at === -1) return markdown;
  const [head, ...sections] = markdown.slice(at).split(/^(?=### )/m);
  const rows = [];
  /** @type {Map<string, string>} */
  const sources = new Map();
  let rest = '';
  for (const [index, section] of sections.entries()) {
    const name = section.match(/^### (post\w+)/)?.[1];
    if (!name) {
      rest = sections.slice(index).join('');
      break;
    }
    let body = section.replace(/^### .*\n+/, '');
    /** @type {string | undefined} */
    let source;
    let names = '';
    body = body.replace(/^<p class="nm-also">(.*)<\/p>\n+/m, (_, inner) => {
      source = inner.match(/<a href="([^"]*)">Source<\/a>/)?.[1];
      names = inner.replace(/(?: · )?<a href="[^"]*">Source<\/a>/, '');
      return '';
    });
    body = body.replace(/\s*\[Source\]\(([^)]*)\)/, (_, href) => {
      source ??= href;
      return '';
    });
    // The link to the pre event without its code span: 205 rows of `code` elements cost more
    // than they show beside the event's own name.
    const pre = (body.match(/with the arguments of (\[`\w+`\]\(#[\w-]+\))\./)?.[1] ?? '').replace(/`/g, '');
    const [prose, params = ''] = body
      .replace(/^Fires after [^\n]*?with the arguments of \[`\w+`\]\(#[\w-]+\)\.\s*/, '')
      .split(/^\*\*Parameters\*\*\n+/m);
    const items = params
      .split('\n')
      .filter((line) => line.startsWith('- '))
      .map((line) => line.slice(2).trim().replace(/\.$/, ''));
    const notes = [prose.trim(), items.length ? `After the call: ${items.join('; ')}.` : ''].filter(Boolean).join(' ');
    const first = `<h3 id="${name.toLowerCase()}">${name}</h3>${names ? ` <span class="nm-also">${names}</span>` : ''}`;
    const second = [pre, notes].filter(Boolean).join(' · ');
    rows.push(`| ${first} | ${cell(second)} |`);
    if (source) {
      const file = source.replace(/#.*$/, '');
      if (!sources.has(file)) sources.set(file, postEventFamily(name));
    }
  }
  if (rows.length === 0) return markdown;
  const table = ['| Post event | After, with the same arguments |', '| --- | --- |', ...rows, '', ''].join('\n');
  return markdown.slice(0, at) + head + sourcesLine(sources) + table + rest;
}

/**
 * The family of a post event, in the words of its pre event's heading (`postDllSpawn`:
 * "game DLL", from "Game DLL events").
 * @param {string} name
 */
function postEventFamily(name) {
  const pre = name.replace(/^post/, '');
  const family = eventFamilies.find(({prefix}) => prefix !== 'post' && pre.toLowerCase().startsWith(prefix));
  if (!family) throw new Error(`EventCallbacks: post event ${name} has no pre event family`);
  const words = family.heading.replace(/ events$/, '');
  return words[0].toLowerCase() + words.slice(1);
}

/**
 * The post events' sources in one line (`Sources: … for the game DLL events`) instead of a
 * link in each of 205 rows: their hooks stand one after another in a file per family, and
 * each pre event's entry links its own line.
 * @param {Map<string, string>} sources file address -> family
 */
function sourcesLine(sources) {
  if (sources.size === 0) return '';
  const links = [...sources].map(([file, family]) => {
    const name = file.match(/\/blob\/[^/]+\/(.+)$/)?.[1] ?? file;
    return `[\`${name}\`](${file}) for the ${family} post events`;
  });
  return `Sources: ${links.join(', ')}.\n\n`;
}
