/**
 * A rehype plugin for the API reference's pages: in the paragraph that
 * describes a member (the first one after its heading, its signature and its
 * line of other names), everything after the first sentence goes into a
 * `<span class="nm-more">`, which the search index leaves out
 * (plugins/search-hits/policy.mjs, `ignoreCssSelectors`), when it is long enough to be
 * worth the element; the whole paragraph gets the class for a member inherited
 * from another page (`Entity`'s fields, described on `Entvars`), whose own page
 * is the result for its text. Every member stays a
 * result, by its name, its other names and its first sentence, while the index
 * stays small enough for the reference to grow: the whole paragraphs were
 * about half of its weight. The page shows the paragraphs as before.
 */
import {sentenceEnd} from '../../src/lib/first-sentence.mjs';

/**
 * @typedef {{type: string, tagName?: string, value?: string, properties?: Record<string, unknown>,
 *   children?: HastNode[]}} HastNode
 */

/** Text after the first sentence shorter than this stays in the index (a span costs HTML). */
const shortest = 40;

/** The text of a node. */
const textOf = (node) => (node.type === 'text' ? (node.value ?? '') : (node.children ?? []).map(textOf).join(''));

/** @param {HastNode} node */
const classes = (node) => [node.properties?.className ?? []].flat().map(String);

/** @param {HastNode} node */
const isParagraph = (node, className) =>
  node.type === 'element' && node.tagName === 'p' && (className ? classes(node).includes(className) : true);

/**
 * Moves what follows the first sentence of `p` into a span. Only the
 * paragraph's own text is searched for the end, not the text of its code or
 * links; a paragraph of one sentence, or whose rest is short, is left as it is.
 * @param {HastNode} p
 * @returns {boolean} whether it split the paragraph
 */
export function splitFirstSentence(p) {
  const children = p.children ?? [];
  for (const [i, child] of children.entries()) {
    if (child.type !== 'text') continue;
    // A text node is a piece of the paragraph: its last stop ends a sentence only before more of it.
    const end = sentenceEnd(child.value.trimEnd(), {atEnd: false});
    if (end === -1) continue;
    const head = child.value.slice(0, end);
    const rest = [{type: 'text', value: child.value.slice(end)}, ...children.slice(i + 1)];
    if (rest.map(textOf).join('').trim().length < shortest) return false;
    p.children = [
      ...children.slice(0, i),
      {type: 'text', value: head},
      {type: 'element', tagName: 'span', properties: {className: ['nm-more']}, children: rest},
    ];
    return true;
  }
  return false;
}

/** A heading that starts a section: `h2` or `h3`. */
const isHeading = (node) => node.type === 'element' && (node.tagName === 'h2' || node.tagName === 'h3');

/**
 * The description paragraphs of a page's members: after each `h3`, past its
 * signature (`p.nm-signature`), its other names (`p.nm-also`) and, on
 * EventCallbacks, its post event's line (`p.nm-post`), each with
 * whether the member is inherited (its section says "Inherited from").
 * @param {HastNode} root
 * @returns {{p: HastNode, inherited: boolean}[]}
 */
export function memberDescriptions(root) {
  const blocks = (root.children ?? []).filter((node) => node.type !== 'text');
  const found = [];
  for (const [i, node] of blocks.entries()) {
    if (!(node.type === 'element' && node.tagName === 'h3')) continue;
    let next = i + 1;
    if (blocks[next] && isParagraph(blocks[next], 'nm-signature')) next++;
    if (blocks[next] && isParagraph(blocks[next], 'nm-also')) next++;
    // EventCallbacks: the line that names the event's post event (plugins/typedoc/summaries.mjs).
    if (blocks[next] && isParagraph(blocks[next], 'nm-post')) next++;
    const p = blocks[next];
    if (!(p && isParagraph(p) && classes(p).length === 0)) continue;
    const end = blocks.findIndex((b, j) => j > i && isHeading(b));
    const section = blocks.slice(i + 1, end === -1 ? undefined : end);
    const inherited = section.some((b) => isParagraph(b) && textOf(b).trim() === 'Inherited from');
    found.push({p, inherited});
  }
  return found;
}

/** Marks all of `p` for the index to leave out. */
function leaveOut(p) {
  p.properties = {...p.properties, className: ['nm-more']};
}

/**
 * @param {{include?: (file: string) => boolean}} [options] the pages to treat, by path
 * @returns {(tree: HastNode, file: {path?: string}) => void}
 */
export default function rehypeSearchSummary(options = {}) {
  const {include = () => true} = options;
  return (tree, file) => {
    if (!include(file.path ?? '')) return;
    for (const {p, inherited} of memberDescriptions(tree)) {
      if (inherited) leaveOut(p);
      else splitFirstSentence(p);
    }
  };
}
