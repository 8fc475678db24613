/**
 * The largest page of the engine binding's reference, `EventCallbacks`, reshaped:
 * the events grouped by family (each family a heading of the table of contents,
 * its events under it) and each post event folded into its pre event's entry.
 * Applied by plugin.mjs.
 */
import {escapeHtml} from './member-notes.mjs';
import {firstSentence as firstSentenceOf} from '../../src/lib/first-sentence.mjs';

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
        // The post events become lines of their pre events' entries (foldPostEvents); no
        // rule separates the events (the theme's `members`).
        const post = eventFamilies[f]?.prefix === 'post';
        let out = section;
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
 * On `EventCallbacks` (after the member notes): each post event folded into its pre
 * event's entry, as one line under the pre event's heading, signature and names
 * (`Post event: postDllSpawn`;
 * the page's introduction says when post events fire and what they get), instead of a section of 205 rows of its own. The line carries the
 * post event's anchor (`#postdllspawn`, where the event finder, the name index and
 * search lead), its own names (an AMX Mod X forward that fires after the call,
 * `client_putinserver`), the release that changed it and what its parameters hold
 * after the call; its pre event's entry above it says the rest. A post event's hook
 * stands in the same file as its pre event's, which the pre event's entry links.
 */
export function foldPostEvents(markdown) {
  const at = markdown.search(/^## Post events\n/m);
  if (at === -1) return markdown;
  const [, ...sections] = markdown.slice(at).split(/^(?=### )/m);
  /** @type {Map<string, string>} pre event id -> the post event's line */
  const lines = new Map();
  let rest = '';
  for (const [index, section] of sections.entries()) {
    const name = section.match(/^### (post\w+)/)?.[1];
    if (!name) {
      rest = sections.slice(index).join('');
      break;
    }
    let body = section.replace(/^### .*\n+/, '');
    let names = '';
    body = body.replace(/^<p class="nm-also">(.*)<\/p>\n+/m, (_, inner) => {
      // Its names and the release that changed it; not the links to its source and declaration.
      names = inner
        .replace(/(?: · )?<a href="[^"]*">Source<\/a>/, '')
        .replace(/(?: · )?<a>[^<]*\.d\.ts:\d+<\/a>/, '')
        .replace(/^ · /, '');
      return '';
    });
    body = body.replace(/\s*\[Source\]\(([^)]*)\)/, '');
    const pre = body.match(/with the arguments of \[`\w+`\]\(#([\w-]+)\)\./)?.[1];
    if (!pre) throw new Error(`EventCallbacks: post event ${name} does not name its pre event`);
    const [prose, params = ''] = body
      .replace(/^Fires after [^\n]*?with the arguments of \[`\w+`\]\(#[\w-]+\)\.\s*/, '')
      .split(/^\*\*Parameters\*\*\n+/m);
    const items = params
      .split('\n')
      .filter((line) => line.startsWith('- '))
      .map((line) => line.slice(2).trim().replace(/\.$/, ''));
    const notes = [
      prose.trim() && noteHtml(prose.trim()),
      items.length ? `After the call: ${noteHtml(items.join('; '))}.` : '',
    ]
      .filter(Boolean)
      .join(' ');
    const id = name.toLowerCase();
    const parts = [`Post event: <a href="#${id}">${name}</a>`, names, notes].filter(Boolean);
    lines.set(pre, `<p class="nm-post" id="${id}">${parts.join(' · ')}</p>\n\n`);
  }
  if (lines.size === 0) return markdown;
  const before = markdown.slice(0, at);
  const [head, ...pres] = before.split(/^(?=### )/m);
  const folded = pres.map((section) => {
    const id = section.match(/^### (\w+)/)?.[1]?.toLowerCase();
    const line = id && lines.get(id);
    if (!line) return section;
    lines.delete(id);
    // Under the pre event's heading, signature and names line: reached by its link, the line
    // shows with them above it. (Search and its summary pass over it to the paragraph that
    // says what the event is: plugins/search-summary, plugins/search-hits/policy.mjs.)
    const under = section.match(
      /^### .*\n\n(?:<p class="nm-signature">.*<\/p>\n\n)?(?:<p class="nm-also[^"]*">.*<\/p>\n\n)?/,
    );
    const cut = under ? under[0].length : section.length;
    return section.slice(0, cut) + line + section.slice(cut);
  });
  if (lines.size > 0) throw new Error(`EventCallbacks: no pre event for ${[...lines.keys()].join(', ')}`);
  return head + folded.join('') + rest;
}
