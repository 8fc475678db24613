/**
 * The reading side of build-time highlighting, shared by the site's code
 * block component (in the browser and in server rendering) and the tests: it
 * turns the string `encodeTokens` (plugins/code-highlight/tokens.mjs) wrote
 * back into token lines.
 * It has no dependencies, so it adds a few hundred bytes to the bundle.
 */

/**
 * A token: its classes (the short classes of its styled types, `tk`, or `plain`;
 * see plugins/code-highlight/tokens.mjs) and its text.
 * @typedef {{types: string[], content: string, empty?: boolean}} Token
 */

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
 * For each line a code block shows, the index of the line as written it comes
 * from. The classic theme drops the lines that hold a magic comment
 * (`// highlight-next-line` and the like) before it shows the code, so each
 * shown line is the next written line with the same text. `undefined` when the
 * shown code is not made of the written lines.
 * @param {readonly string[]} writtenLines
 * @param {string} shown the code the block shows
 * @returns {number[] | undefined}
 */
export function shownLineSources(writtenLines, shown) {
  const result = [];
  let at = 0;
  for (const line of shown.split(/\r\n|\r|\n/)) {
    while (at < writtenLines.length && writtenLines[at] !== line) at++;
    if (at === writtenLines.length) return undefined;
    result.push(at);
    at++;
  }
  return result;
}

/**
 * The token lines of the code a code block shows, from the tokens of the code
 * as written (see `shownLineSources`). `undefined` when the tokens do not
 * fit (the caller then shows plain text).
 * @param {string} encoded what `encodeTokens` wrote for `written`
 * @param {string} written the code as written, without its final line break
 * @param {string} shown the code the block shows
 * @returns {Token[][] | undefined}
 */
export function tokensForShownCode(encoded, written, shown) {
  const writtenLines = written.split(/\r\n|\r|\n/);
  const decoded = decodeTokens(encoded, writtenLines);
  const sources = shownLineSources(writtenLines, shown);
  if (!decoded || !sources) return undefined;
  return sources.map((at) => decoded[at]);
}

/**
 * An API name in a line of code, as the code block links it: its column and
 * length in the line, the address of its reference, and, where the page shows
 * hovers, the popup's id and HTML.
 * @typedef {{column: number, length: number, href: string, tip?: {id: string, html: string}}} NameLink
 */

/**
 * A compiler error in a line of a sample that shows a mistake: its column and
 * length in the line, its number and its message.
 * @typedef {{column: number, length: number, number: number, message: string}} CodeError
 */

/**
 * The errors of a block (what plugins/code-highlight wrote in `data-code-errors`)
 * by shown line.
 * @param {string} encoded
 * @param {string} written the code as written, without its final line break
 * @param {string} shown the code the block shows
 * @returns {CodeError[][]}
 */
export function errorsForShownCode(encoded, written, shown) {
  const sources = shownLineSources(written.split(/\r\n|\r|\n/), shown) ?? [];
  /** @type {[number, number, number, number, string][]} */
  const errors = JSON.parse(encoded);
  return sources.map((at) =>
    errors
      .filter(([line]) => line === at)
      .map(([, column, length, number, message]) => ({column, length, number, message})),
  );
}

/**
 * The API names of a block (what plugins/code-highlight wrote in `data-code-names`)
 * by shown line. `link` makes a target's address (and popup) from its member index
 * key (and its type and description); names on lines the block does not show are
 * left out.
 * @param {string} encoded
 * @param {string} written the code as written, without its final line break
 * @param {string} shown the code the block shows
 * @param {(target: string | string[], index: number) => Omit<NameLink, 'column' | 'length'>} link
 * @returns {NameLink[][]}
 */
export function namesForShownCode(encoded, written, shown, link) {
  const writtenLines = written.split(/\r\n|\r|\n/);
  const sources = shownLineSources(writtenLines, shown) ?? [];
  /** @type {[(string | string[])[], number[]]} */
  const [targets, places] = JSON.parse(encoded);
  const links = targets.map((target, index) => link(target, index));
  /** @type {Map<number, NameLink[]>} */
  const byWritten = new Map();
  for (let i = 0; i + 3 < places.length; i += 4) {
    const [line, column, length, target] = places.slice(i, i + 4);
    const found = links[target];
    if (!found || column + length > (writtenLines[line]?.length ?? 0)) continue;
    if (!byWritten.has(line)) byWritten.set(line, []);
    // Each place of a name has a popup of its own, so an id is never repeated.
    const tip = found.tip && {...found.tip, id: `${found.tip.id}-${i / 4}`};
    byWritten.get(line).push({column, length, ...found, ...(tip && {tip})});
  }
  return sources.map((at) => (byWritten.get(at) ?? []).sort((a, b) => a.column - b.column));
}

/** Text made safe to write between HTML tags. @param {string} text */
export const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The HTML of a run of tokens: adjacent tokens of the same classes share one
 * span, and plain text (`plain`) has no span.
 * @param {Token[]} tokens
 */
function tokensHtml(tokens) {
  let html = '';
  let open = null;
  let text = '';
  const flush = () => {
    if (open === null) return;
    html += open === 'plain' ? escapeHtml(text) : `<span class="${open}">${escapeHtml(text)}</span>`;
    open = null;
    text = '';
  };
  for (const token of tokens) {
    const types = token.types.join(' ');
    if (types !== open) flush();
    open = types;
    text += token.content;
  }
  flush();
  return html;
}

/**
 * An API name's link: an `a` that takes the token's classes when the name is one
 * token (so it adds only its address), around the token spans otherwise; with a
 * popup, the link is described by it and both sit in one `span` that shows the
 * popup on hover and on focus.
 * @param {Token[]} tokens the name's tokens
 * @param {NameLink} name
 */
function nameHtml(tokens, name) {
  const describedBy = name.tip ? ` aria-describedby="${name.tip.id}"` : '';
  const attributes = `href="${escapeHtml(name.href).replace(/"/g, '&quot;')}"${describedBy}`;
  const types = new Set(tokens.map((token) => token.types.join(' ')));
  const [only] = types;
  const text = tokens.map((token) => token.content).join('');
  const link =
    types.size === 1 && only !== 'plain'
      ? `<a class="${only}" ${attributes}>${escapeHtml(text)}</a>`
      : `<a ${attributes}>${tokensHtml(tokens)}</a>`;
  if (!name.tip) return link;
  return `<span class="nm-name">${link}<span class="nm-tip" role="tooltip" id="${name.tip.id}">${name.tip.html}</span></span>`;
}

/**
 * The HTML of one line's tokens, with its API names as links and its errors' places
 * marked (an error that overlaps a name is not marked: its message still shows).
 * @param {Token[]} line
 * @param {NameLink[]} links sorted by column, not overlapping
 * @param {CodeError[]} errors
 */
function lineHtml(line, links, errors) {
  const overlaps = (/** @type {CodeError} */ e) =>
    links.some((n) => n.column < e.column + e.length && e.column < n.column + n.length);
  /** @type {(NameLink | (CodeError & {error: true}))[]} */
  const names = [
    ...links,
    ...errors.filter((e) => e.length > 0 && !overlaps(e)).map((e) => ({...e, error: /** @type {const} */ (true)})),
  ].sort((a, b) => a.column - b.column);
  if (names.length === 0) return tokensHtml(line);
  // Cut the tokens where a name starts or ends.
  /** @type {{token: Token, name: number}[]} */
  const pieces = [];
  let at = 0;
  for (const token of line) {
    let start = at;
    const end = at + token.content.length;
    while (start < end) {
      const name = names.findIndex((n) => n.column <= start && start < n.column + n.length);
      const next = names.find((n) => n.column > start)?.column ?? Infinity;
      const stop = Math.min(end, name === -1 ? next : names[name].column + names[name].length);
      pieces.push({token: {types: token.types, content: token.content.slice(start - at, stop - at)}, name});
      start = stop;
    }
    at = end;
  }
  let html = '';
  for (let i = 0; i < pieces.length;) {
    let j = i;
    while (j < pieces.length && pieces[j].name === pieces[i].name) j++;
    const tokens = pieces.slice(i, j).map((piece) => piece.token);
    const name = pieces[i].name === -1 ? undefined : names[pieces[i].name];
    if (!name) html += tokensHtml(tokens);
    else if ('error' in name) html += `<span class="nm-error">${tokensHtml(tokens)}</span>`;
    else html += nameHtml(tokens, name);
    i = j;
  }
  return html;
}

/**
 * The HTML of a code block's lines, as the classic theme's `CodeBlock/Line`
 * renders them: one `<span class="token-line">` per line (with the line's
 * magic-comment classes), the token spans, and a `<br>`. A token span has the
 * short classes of its styled types (`<span class="tk">`, where the stock
 * block writes `token keyword`); adjacent tokens of the same classes share one
 * span, and plain text (`plain`) has no span: it takes the line's colour. An empty line is the stock empty token.
 * With `lineNumbers` (the CSS-module classes of `CodeBlock/Line`), each line
 * gets the number and content cells the stock component gives it. With
 * `names`, the API names of each line are links (see `nameHtml`). With
 * `errors`, each error's place is underlined and its message follows its line,
 * as a note that is not part of the code.
 * @param {Token[][]} lines
 * @param {{lineClassNames?: Record<number, string[]>, lineNumbers?: {line: string, number: string, content: string}, names?: NameLink[][], errors?: CodeError[][]}} [options]
 * @returns {string}
 */
export function linesHtml(lines, {lineClassNames = {}, lineNumbers, names = [], errors = []} = {}) {
  return lines
    .map((line, i) => {
      const lineErrors = errors[i] ?? [];
      let tokens = lineHtml(line, names[i] ?? [], lineErrors);
      if (line.length === 0) tokens = '<span class="token plain" style="display:inline-block"></span>';
      const classes = ['token-line', ...(lineClassNames[i] ?? []), ...(lineNumbers ? [lineNumbers.line] : [])];
      const body = lineNumbers
        ? `<span class="${lineNumbers.number}"></span><span class="${lineNumbers.content}">${tokens}</span>`
        : tokens;
      const notes = lineErrors
        .map((e) => `<span class="nm-error-message" role="note">error TS${e.number}: ${escapeHtml(e.message)}</span>`)
        .join('');
      return `<span class="${classes.join(' ')}">${body}<br>${notes}</span>`;
    })
    .join('');
}
