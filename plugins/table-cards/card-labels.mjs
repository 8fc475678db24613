/**
 * A table drawn as cards shows each cell's column heading before it, from custom
 * properties the table carries once (src/css/custom.css reads them), not from an
 * attribute on every cell: EventCallbacks' 400 rows of parameters would carry 30 KB of
 * labels. Shared by the Markdown tables (plugins/table-cards), the name index and the
 * event finder (plugins/site-data/html-components.ts).
 */

/** The most columns the style sheet labels (`--nm-h1`…`--nm-h6`, `--nm-c1`…`--nm-c6`). */
export const labelledColumns = 6;

/**
 * A CSS string holding `text`.
 * @param {string} text
 */
const cssString = (text) => `"${text.replace(/[\\"]/g, (c) => `\\${c}`).replace(/[\n\r\f]/g, ' ')}"`;

/**
 * The declarations that give a table its columns' headings, one per labelled column (an
 * empty label gives none: a row header needs no label). `prefix` is `h` for a table that
 * becomes cards only on a phone (the style sheet turns `--nm-hN` into the label `--nm-cN`
 * there) and `c` for one that is cards at every width.
 * @param {string[]} labels
 * @param {'h' | 'c'} prefix
 */
export function columnLabels(labels, prefix) {
  if (labels.length > labelledColumns)
    throw new Error(`card labels: ${labels.length} columns, at most ${labelledColumns}`);
  return labels.flatMap((label, i) => (label ? [`--nm-${prefix}${i + 1}: ${cssString(label)}`] : [])).join('; ');
}
