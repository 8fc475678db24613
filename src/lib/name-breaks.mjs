/**
 * Where a name written as code may wrap: after a dot, an underscore or a slash
 * (`nodemod.` `eng`, `VGuiWrap2_` `GetLocalizedStringLength`, `items/` `gunpickup2.` `wav`),
 * never inside a word and never inside the C arrow `->`. One rule for every place that
 * writes names into narrow cells: the Markdown tables (plugins/table-cards), the AMX Mod X
 * name map and the event finder (plugins/site-data/html-components.ts) and the port plan
 * (src/components/PortPlan), each turning the pieces into its own elements.
 */

/**
 * The longest name that is left whole: it fits the narrowest cell, and each break is a
 * `wbr`, one more element on pages that count them (Engine's 155 rows).
 */
export const shortName = 18;

/** Marks a place where the name may wrap (a `wbr`). */
export const BREAK = Symbol('break');

/**
 * @typedef {string | typeof BREAK | {keep: string}} NamePiece
 * A run of the name's text, a place it may wrap, or text kept on one line (`->`).
 */

/**
 * The pieces of a name, in order. A name of {@link shortName} characters or fewer with no
 * `->` is one piece.
 * @param {string} name
 * @returns {NamePiece[]}
 */
export function namePieces(name) {
  return leftWhole(name) ? (name ? [name] : []) : breakPieces(name);
}

/**
 * Whether a name is left whole, being short and with no `->`.
 * @param {string} name
 */
export const leftWhole = (name) => name.length <= shortName && !name.includes('->');

/**
 * A text's pieces with every break the rule allows, whatever its length (for one text of a
 * longer name, such as a code span's text around a link).
 * @param {string} text
 * @returns {NamePiece[]}
 */
export function breakPieces(text) {
  /** @type {NamePiece[]} */
  const pieces = [];
  const parts = text.split(/(->)/);
  parts.forEach((part, i) => {
    if (part === '->') {
      pieces.push({keep: part});
      if (parts[i + 1]) pieces.push(BREAK);
      return;
    }
    part
      .split(/(?<=[._/])(?=[^\s./])/)
      .filter(Boolean)
      .forEach((run, j) => {
        if (j > 0) pieces.push(BREAK);
        pieces.push(run);
      });
  });
  return pieces;
}
