/**
 * A rehype plugin for the docs and the blog: every table written in Markdown (the
 * guides' tables, and the property, parameter and member tables TypeDoc writes for the
 * API reference) becomes a stack of cards on a phone. The table gets the class
 * `nm-table-cards` and its columns' headings as custom properties (`--nm-c1: "Name"`…),
 * which src/css/custom.css shows before each cell of that column below 640 px, each row
 * laid out as a card: no table scrolls sideways and every cell is read with its column's
 * name. Written once per table rather than on each cell: EventCallbacks' 400 rows of
 * parameters would carry 30 KB of labels.
 *
 * In its cells, a name in code may wrap only after a dot, an underscore or a slash (a
 * `wbr` there: `nodemod.` `eng`, `items/` `gunpickup2.` `wav`), and never inside the C
 * arrow `->` (kept whole in a `nm-keep` span): the
 * style sheet lets such a cell break a word only when a name is wider than the cell,
 * so `gpGlobals->v_forward` no longer wraps as `gpGlobals-` / `>v_forward`.
 *
 * Not labelled: a table with no heading row, and the tables written as JSX inside a
 * component (the AMX Mod X guide's `nm-cards` blocks label their columns themselves).
 * It runs before plugins/static-islands, which writes the tables as HTML (so a `code`
 * element with a `wbr` in it is not taken for a code block by MDX), with the labels
 * and breaks in it.
 */

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

/** The most columns the style sheet labels (`--nm-c1` to `--nm-c6`). */
export const labelledColumns = 6;

/** A CSS string holding `text`. */
const cssString = (text) => `"${text.replace(/[\\"]/g, (c) => `\\${c}`).replace(/[\n\r\f]/g, ' ')}"`;

/** Gives one table its columns' headings; returns whether it could (it has a heading row). */
export function labelTable(table) {
  const head = rowsOf(childElement(table, 'thead'))[0];
  if (!head) return false;
  const labels = cellsOf(head).map((cell) => textOf(cell).replace(/\s+/g, ' ').trim());
  if (labels.every((label) => label === '') || labels.length > labelledColumns) return false;
  const columns = labels.flatMap((label, i) => (label ? [`--nm-c${i + 1}: ${cssString(label)}`] : []));
  const style = [table.properties?.style, ...columns].filter(Boolean).join('; ');
  const className = table.properties?.className ?? [];
  table.properties = {...table.properties, className: [...className, 'nm-table-cards'], style};
  return true;
}

/** A code span's text as text, `wbr` after each dot and underscore inside it, and `->` kept whole. */
function breakableName(value) {
  return value.split(/(->)/).flatMap((part, i, parts) => {
    if (part === '->')
      return [
        {
          type: 'element',
          tagName: 'span',
          properties: {className: ['nm-keep']},
          children: [{type: 'text', value: part}],
        },
        ...(i < parts.length - 1 && parts[i + 1] ? [wbr()] : []),
      ];
    return part
      .split(/(?<=[._/])(?=[^\s./])/)
      .flatMap((piece, j) =>
        j > 0 ? [wbr(), {type: 'text', value: piece}] : piece ? [{type: 'text', value: piece}] : [],
      );
  });
}

const wbr = () => ({type: 'element', tagName: 'wbr', properties: {}, children: []});

/** A text node that is only a dot, followed by an element (a link): the dot between two names. */
const isJoiningDot = (node, next) => node.type === 'text' && node.value === '.' && next?.type === 'element';

/**
 * The longest code that gets no `wbr`: shorter code fits the narrowest cell whole, and
 * each `wbr` is one more element on pages that count them (Engine's 155 rows).
 */
export const shortCode = 18;

/** Lets the names in code in a table's cells wrap only where a name may: see above. */
export function keepNamesWhole(node) {
  // A name TypeDoc writes as two links joined by a dot (`EmitSoundOptions`.`attenuation`,
  // its "Inherited from" column) may wrap after the dot too.
  if (node.children?.some((c, i) => isJoiningDot(c, node.children[i + 1])))
    node.children = node.children.flatMap((c, i) => (isJoiningDot(c, node.children[i + 1]) ? [c, wbr()] : [c]));
  for (const child of node.children ?? []) {
    if (child.type !== 'element') continue;
    if (child.tagName === 'code') {
      if (textOf(child).length > shortCode || textOf(child).includes('->'))
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
