/**
 * The reading side of build-time highlighting, shared by the site's code
 * block component (in the browser and in server rendering) and the tests: it
 * turns the string `encodeTokens` (plugins/code-highlight/tokens.mjs) wrote
 * back into token lines.
 * It has no dependencies, so it adds a few hundred bytes to the bundle.
 */

/** @typedef {{types: string[], content: string, empty?: boolean}} Token */

/**
 * Decodes what `encodeTokens` wrote, against the code's lines. Returns one
 * array of `{types, content}` per line, or `undefined` when the encoding does
 * not fit the lines (then the caller shows the code without colours).
 * @param {string} encoded
 * @param {readonly string[]} lines the code's lines
 * @returns {Token[][] | undefined}
 */
export function decodeTokens(encoded, lines) {
  const [tableText, ...encodedLines] = encoded.split('|');
  if (encodedLines.length !== lines.length) return undefined;
  const table = tableText.split(',').map((key) => key.split(' '));
  const result = [];
  for (let i = 0; i < lines.length; i++) {
    const numbers = encodedLines[i] === '' ? [] : encodedLines[i].split('.').map(Number);
    const text = lines[i];
    const tokens = [];
    let at = 0;
    for (let n = 0; n + 1 < numbers.length; n += 2) {
      const types = table[numbers[n]];
      if (!types) return undefined;
      tokens.push({types, content: text.slice(at, at + numbers[n + 1])});
      at += numbers[n + 1];
    }
    if (at !== text.length) return undefined;
    result.push(tokens);
  }
  return result;
}

/**
 * The token lines of the code a code block shows, from the tokens of the code
 * as written. The classic theme drops the lines that hold a magic comment
 * (`// highlight-next-line` and the like) before it shows the code; the
 * tokens were made before that, so each shown line takes the tokens of the
 * next written line with the same text. `undefined` when the tokens do not
 * fit (the caller then shows plain text).
 * @param {string} encoded what `encodeTokens` wrote for `written`
 * @param {string} written the code as written, without its final line break
 * @param {string} shown the code the block shows
 * @returns {Token[][] | undefined}
 */
export function tokensForShownCode(encoded, written, shown) {
  const writtenLines = written.split(/\r\n|\r|\n/);
  const decoded = decodeTokens(encoded, writtenLines);
  if (!decoded) return undefined;
  const result = [];
  let at = 0;
  for (const line of shown.split(/\r\n|\r|\n/)) {
    while (at < writtenLines.length && writtenLines[at] !== line) at++;
    if (at === writtenLines.length) return undefined;
    result.push(decoded[at]);
    at++;
  }
  return result;
}

/** Text made safe to write between HTML tags. @param {string} text */
export const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The HTML of a code block's lines, as the classic theme's `CodeBlock/Line`
 * renders them: one `<span class="token-line">` per line (with the line's
 * magic-comment classes), the token spans, and a `<br>`. Adjacent tokens of
 * the same types share one span, and plain text (type `plain` alone) has no
 * span: it takes the line's colour. An empty line is the stock empty token.
 * With `lineNumbers` (the CSS-module classes of `CodeBlock/Line`), each line
 * gets the number and content cells the stock component gives it.
 * @param {Token[][]} lines
 * @param {{lineClassNames?: Record<number, string[]>, lineNumbers?: {line: string, number: string, content: string}}} [options]
 * @returns {string}
 */
export function linesHtml(lines, {lineClassNames = {}, lineNumbers} = {}) {
  return lines
    .map((line, i) => {
      let tokens = '';
      let open = null;
      let text = '';
      const flush = () => {
        if (open === null) return;
        tokens += open === 'plain' ? escapeHtml(text) : `<span class="token ${open}">${escapeHtml(text)}</span>`;
        open = null;
        text = '';
      };
      for (const token of line) {
        const types = token.types.join(' ');
        if (types !== open) flush();
        open = types;
        text += token.content;
      }
      flush();
      if (line.length === 0) tokens = '<span class="token plain" style="display:inline-block"></span>';
      const classes = ['token-line', ...(lineClassNames[i] ?? []), ...(lineNumbers ? [lineNumbers.line] : [])];
      const body = lineNumbers
        ? `<span class="${lineNumbers.number}"></span><span class="${lineNumbers.content}">${tokens}</span>`
        : tokens;
      return `<span class="${classes.join(' ')}">${body}<br></span>`;
    })
    .join('');
}
