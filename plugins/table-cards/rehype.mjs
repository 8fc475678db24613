/**
 * A rehype plugin for the docs and the blog: every table written in Markdown (the
 * guides' tables, and the property, parameter and member tables TypeDoc writes for the
 * API reference) becomes a stack of cards on a phone. The table gets the class
 * `nm-table-cards` and its columns' headings as custom properties (`--nm-h1: "Name"`…,
 * plugins/table-cards/card-labels.mjs), which src/css/custom.css shows before each cell of that
 * column below 640 px, each row laid out as a card: no table scrolls sideways and every
 * cell is read with its column's name.
 *
 * In its cells, a name in code may wrap only where src/lib/name-breaks.mjs says (a
 * `wbr` after a dot, an underscore or a slash; the C arrow `->` kept whole in a
 * `nm-keep` span): the style sheet lets such a cell break a word only when a name is
 * wider than the cell, so `gpGlobals->v_forward` no longer wraps as `gpGlobals-` / `>v_forward`.
 *
 * Not labelled: a table with no heading row, and a table inside a component (JSX),
 * which lays out its own tables.
 * It runs before plugins/static-islands, which writes the tables as HTML (so a `code`
 * element with a `wbr` in it is not taken for a code block by MDX), with the labels
 * and breaks in it.
 */
import {BREAK, breakPieces, leftWhole} from '../../src/lib/name-breaks.mjs';
import {columnLabels, labelledColumns} from './card-labels.mjs';

export {labelledColumns};

/** The text of a hast node and its descendants. */
function textOf(node) {
  if (node.type === 'text') return node.value;
  return (node.children ?? []).map(textOf).join('');
}

const rowsOf = (section) =>
  (section?.children ?? []).filter((child) => child.type === 'element' && child.tagName === 'tr');
const cellsOf = (row) =>
  row.children.filter((child) => child.type === 'element' && (child.tagName === 'td' || child.tagName === 'th'));
const childElement = (node, tagName) =>
  node.children.find((child) => child.type === 'element' && child.tagName === tagName);

/** Gives one table its columns' headings; returns whether it could (it has a heading row). */
export function labelTable(table) {
  const head = rowsOf(childElement(table, 'thead'))[0];
  if (!head) return false;
  const labels = cellsOf(head).map((cell) => textOf(cell).replace(/\s+/g, ' ').trim());
  if (labels.every((label) => label === '') || labels.length > labelledColumns) return false;
  const style = [table.properties?.style, columnLabels(labels, 'h')].filter(Boolean).join('; ');
  const className = table.properties?.className ?? [];
  table.properties = {...table.properties, className: [...className, 'nm-table-cards'], style};
  return true;
}

/** A code span's text as hast nodes, with a `wbr` where src/lib/name-breaks.mjs lets a name wrap. */
const breakableName = (value) =>
  breakPieces(value).map((piece) =>
    piece === BREAK
      ? wbr()
      : typeof piece === 'string'
        ? {type: 'text', value: piece}
        : {
            type: 'element',
            tagName: 'span',
            properties: {className: ['nm-keep']},
            children: [{type: 'text', value: piece.keep}],
          },
  );

const wbr = () => ({type: 'element', tagName: 'wbr', properties: {}, children: []});

/** A text node that is only a dot, followed by an element (a link): the dot between two names. */
const isJoiningDot = (node, next) => node.type === 'text' && node.value === '.' && next?.type === 'element';

/** Lets the names in code in a table's cells wrap only where a name may: see above. */
export function keepNamesWhole(node) {
  // A name TypeDoc writes as two links joined by a dot (`EmitSoundOptions`.`attenuation`,
  // its "Inherited from" column) may wrap after the dot too.
  if (node.children?.some((c, i) => isJoiningDot(c, node.children[i + 1])))
    node.children = node.children.flatMap((c, i) => (isJoiningDot(c, node.children[i + 1]) ? [c, wbr()] : [c]));
  for (const child of node.children ?? []) {
    if (child.type !== 'element') continue;
    if (child.tagName === 'code') {
      if (!leftWhole(textOf(child)))
        child.children = child.children.flatMap((c) => (c.type === 'text' ? breakableName(c.value) : [c]));
    } else keepNamesWhole(child);
  }
}

/** Every Markdown table of the tree, outside the components (JSX elements). */
function* markdownTables(node) {
  for (const child of node.children ?? []) {
    if (child.type === 'element' && child.tagName === 'table') yield child;
    else if (child.type !== 'mdxJsxFlowElement' && child.type !== 'mdxJsxTextElement') yield* markdownTables(child);
  }
}

/** Every table of the tree, those inside components too. */
function* allTables(node) {
  for (const child of node.children ?? []) {
    if (child.type === 'element' && child.tagName === 'table') yield child;
    else yield* allTables(child);
  }
}

export default function rehypeTableCards() {
  return (tree) => {
    for (const table of markdownTables(tree)) labelTable(table);
    for (const table of allTables(tree)) keepNamesWhole(table);
  };
}
