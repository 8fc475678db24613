/**
 * Readers of C and C++ text for scripts/engine-errors.mjs, which derives the
 * index of the messages a NodeMod plugin can make the engine, Metamod-R or
 * NodeMod print (plugins/site-data/engine-errors.json) and the engine's limits:
 *
 * - `messageCalls` and `streamMessages`: the calls that print a message, each
 *   with its format string (adjacent literals joined, escapes decoded), the
 *   arguments and the line of the call; `enclosingFunction` the function it
 *   is in, and `exportedName` the name Valve's engine gives a function that
 *   ReHLDS splits into a hook chain;
 * - `conversions`, `formatPattern`, `formatText`: a printf format read as its
 *   conversions, turned into a regular expression that matches the printed
 *   text, and filled with values;
 * - `literalRank` and `bestMatches`: which pattern of a list explains a
 *   printed line best (the one that matches the most fixed text);
 * - `cConstants`, `cMacros`, `expandMacros`, `evaluate`, `evaluateAll`:
 *   `#define` and `const int` values, evaluated with C's integer arithmetic,
 *   shifts, references to other names and function-like macros;
 * - `conditionsAt` and `conditionHolds`: the `#if` branches around a line and
 *   whether a build with a given set of macros compiles it.
 *
 * Pure functions of the text: tests/unit/engine-errors.test.mjs feeds them
 * code written for the test.
 */
import {codeOnly} from './source-readers.mjs';

/** Comments blanked (same length, line breaks kept); string and character literals kept. */
export function withoutComments(text) {
  return text.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*|"(?:\\.|[^"\\\n])*"|'(?:\\.|[^'\\\n])*'/g, (m) =>
    m.startsWith('"') || m.startsWith("'") ? m : m.replace(/[^\n]/g, ' '),
  );
}

const escapes = {
  n: '\n',
  t: '\t',
  r: '\r',
  a: '\x07',
  b: '\b',
  f: '\f',
  v: '\v',
  '\\': '\\',
  '"': '"',
  "'": "'",
  '?': '?',
};

/** The value of one C string literal's body (between the quotes). */
function decodeBody(body) {
  return body.replace(/\\(x[0-9a-fA-F]+|[0-7]{1,3}|.)/g, (_, e) => {
    if (e[0] === 'x') return String.fromCharCode(parseInt(e.slice(1), 16));
    if (/^[0-7]/.test(e)) return String.fromCharCode(parseInt(e, 8));
    return escapes[e] ?? e;
  });
}

/**
 * The value of an expression made only of adjacent string literals (split
 * over lines or not, comments allowed between them), or null when it holds
 * anything else.
 * @param {string} expression
 * @returns {string | null}
 */
export function stringValue(expression) {
  const code = withoutComments(expression).trim();
  if (!code.startsWith('"')) return null;
  let value = '';
  let rest = code;
  while (rest.length) {
    const m = rest.match(/^(?:u8|L)?"((?:\\.|[^"\\\n])*)"\s*/);
    if (!m) return null;
    value += decodeBody(m[1]);
    rest = rest.slice(m[0].length);
  }
  return value;
}

/**
 * A text cut at each `separator` outside brackets, string and character literals and
 * comments (the pieces untrimmed).
 * @param {string} text
 * @param {string} separator
 */
export function splitTopLevel(text, separator) {
  const code = codeOnly(text);
  const pieces = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < code.length; i++) {
    const ch = code[i];
    if (ch === '(' || ch === '[' || ch === '{') depth++;
    else if (ch === ')' || ch === ']' || ch === '}') depth--;
    else if (depth === 0 && code.startsWith(separator, i)) {
      pieces.push(text.slice(from, i));
      from = i + separator.length;
      i += separator.length - 1;
    }
  }
  pieces.push(text.slice(from));
  return pieces;
}

/**
 * The top-level arguments of a call, split at the commas outside brackets and
 * literals, each trimmed, from the text between its parentheses.
 * @param {string} text
 */
export function splitArguments(text) {
  const out = splitTopLevel(text, ',');
  const args = out.map((a) => withoutComments(a).trim());
  return args.length === 1 && args[0] === '' ? [] : args;
}

const notCallPrefix = new Set(['return', 'else', 'do', 'case', 'throw']);

/**
 * @typedef {{callee: string, line: number, endLine: number, args: string[], format: string | null, formatIndex: number}} MessageCall
 */

/**
 * The calls of the named printing functions in a C or C++ text: `Name(...)`,
 * `obj.Name(...)`, `(*table.Name)(...)`, each with its arguments (comments
 * dropped), the line of the name and of the closing parenthesis (1-based),
 * and the format string: the argument at the callee's format position when it
 * is made only of string literals, else null. A name after a type is a
 * declaration or definition, not a call, and is left out.
 * @param {string} text
 * @param {Record<string, number>} callees name → index of the format argument
 * @returns {MessageCall[]}
 */
export function messageCalls(text, callees) {
  const code = codeOnly(text);
  const lineOf = lineIndex(text);
  const names = Object.keys(callees)
    .sort((a, b) => b.length - a.length)
    .join('|');
  const head = new RegExp(`(?<![\\w.>])((?:[A-Za-z_]\\w*(?:\\.|->))*)(${names})\\b(\\s*\\))?\\s*\\(`, 'g');
  const out = [];
  for (const m of code.matchAll(head)) {
    // The word before the name, past preprocessor lines (`#endif` between an `if` and its call).
    const preceding = code.slice(Math.max(0, m.index - 400), m.index).replace(/^\s*#.*$/gm, '');
    const before = preceding.match(/([A-Za-z_]\w*)\s*[*&]*\s*$/);
    if (before && !notCallPrefix.has(before[1]) && !m[1]) continue;
    if (m[3] && !/\(\s*\*?\s*$/.test(code.slice(0, m.index))) continue;
    const open = m.index + m[0].length - 1;
    const close = matching(code, open);
    if (close < 0) continue;
    const args = splitArguments(text.slice(open + 1, close));
    const formatIndex = callees[m[2]];
    out.push({
      callee: m[2],
      line: lineOf(m.index + m[1].length),
      endLine: lineOf(close),
      args,
      format: args[formatIndex] === undefined ? null : stringValue(args[formatIndex]),
      formatIndex,
    });
  }
  return out;
}

/** The closing bracket of each opening one. */
const closers = /** @type {Record<string, string>} */ ({'(': ')', '[': ']', '{': '}'});

/**
 * The index of the bracket that closes the one at `open` (a parenthesis, square
 * bracket or brace), in code with literals blanked; -1 if none.
 * @param {string} code
 * @param {number} open
 */
export function matching(code, open) {
  const opener = code[open];
  const closer = closers[opener];
  let depth = 0;
  for (let i = open; i < code.length; i++) {
    if (code[i] === opener) depth++;
    else if (code[i] === closer && --depth === 0) return i;
  }
  return -1;
}

/** A function from an offset in `text` to its 1-based line. */
export function lineIndex(text) {
  const starts = [0];
  for (let i = 0; i < text.length; i++) if (text[i] === '\n') starts.push(i + 1);
  return (offset) => {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid] <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  };
}

/**
 * The pieces of a C++ stream insertion chain (`a << "b" << c`), split at the
 * top-level `<<`: each a string (a literal's value) or an expression's text.
 * @param {string} chain
 * @returns {({text: string} | {expression: string})[]}
 */
export function streamPieces(chain) {
  const parts = splitTopLevel(chain, '<<');
  return parts
    .map((p) => withoutComments(p).trim())
    .filter(Boolean)
    .map((p) => {
      const value = stringValue(p);
      return value === null ? {expression: p} : {text: value};
    });
}

/**
 * A stream chain read as a printf format: the literal pieces as text (a `%`
 * doubled), each other piece a `%s` whose argument is the piece's expression.
 * @param {({text: string} | {expression: string})[]} pieces
 */
export function streamFormat(pieces) {
  let format = '';
  const args = [];
  for (const p of pieces) {
    if ('text' in p) format += p.text.replace(/%/g, '%%');
    else {
      format += '%s';
      args.push(p.expression);
    }
  }
  return {format, args};
}

/**
 * The messages written to a logging stream: statements that start with one of
 * `heads` and go on with `<<` (`L_ERROR << "failed: " << why;`), each read as
 * a format (streamFormat) with its line.
 * @param {string} text
 * @param {string[]} heads
 * @returns {MessageCall[]}
 */
export function streamMessages(text, heads) {
  const code = codeOnly(text);
  const lineOf = lineIndex(text);
  const out = [];
  const head = new RegExp(`(?<![\\w.])(${heads.join('|')})\\s*<<`, 'g');
  for (const m of code.matchAll(head)) {
    const start = m.index + m[0].length;
    const end = code.indexOf(';', start);
    if (end < 0) continue;
    const {format, args} = streamFormat(streamPieces(text.slice(start, end)));
    out.push({
      callee: m[1],
      line: lineOf(m.index),
      endLine: lineOf(end),
      args: [format, ...args],
      format,
      formatIndex: 0,
    });
  }
  return out;
}

/**
 * The function a line is in, from a file's definitions (cFunctions of
 * scripts/lib/source-readers.mjs), or null outside any.
 * @template {{name: string, line: number, end: number}} F
 * @param {F[]} functions
 * @param {number} line
 * @returns {F | null}
 */
export function enclosingFunction(functions, line) {
  return functions.find((f) => f.line <= line && line <= f.end) ?? null;
}

/**
 * The name Valve's engine has for a function ReHLDS splits into a hook chain.
 * ReHLDS keeps the exported name (`PF_precache_model_I`) for a function that
 * runs the chain and moves the body to `…_internal`; a body that prints
 * `__func__` then prints the `_internal` name where the original printed the
 * exported one. The exported name is taken only when a definition of it names
 * the `_internal` function; otherwise the name is its own.
 * @param {string} name
 * @param {{name: string, body: string}[]} definitions
 */
export function exportedName(name, definitions) {
  const m = name.match(/^(\w+)_internal$/);
  if (!m) return name;
  const outer = definitions.find((d) => d.name === m[1] && new RegExp(`\\b${name}\\b`).test(codeOnly(d.body)));
  return outer ? m[1] : name;
}

/**
 * @typedef {{start: number, end: number, flags: string, width: string, precision: string, length: string, conversion: string}} Conversion
 */

/**
 * The conversions of a printf format in order (`%%` included, with conversion
 * `%`). Width and precision keep their text (`*` takes an argument).
 * @param {string} format
 * @returns {Conversion[]}
 */
export function conversions(format) {
  const out = [];
  const spec = /%([-+ #0]*)(\*|\d+)?(?:\.(\*|\d*))?(hh|h|ll|l|L|z|j|t|I64|I32|I)?([diouxXeEfFgGaAcspn%])/g;
  for (const m of format.matchAll(spec)) {
    out.push({
      start: m.index,
      end: m.index + m[0].length,
      flags: m[1],
      width: m[2] ?? '',
      precision: m[3] ?? '',
      length: m[4] ?? '',
      conversion: m[5],
    });
  }
  return out;
}

/** How many arguments a conversion takes: a `*` width or precision each, and the value (none for `%%`). */
export function argumentCount(c) {
  return (
    (c.width === '*' ? 1 : 0) + (c.precision === '*' ? 1 : 0) + (c.conversion === '%' || c.conversion === 'n' ? 0 : 1)
  );
}

const escapeRegExp = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The group that matches what one conversion prints. */
function valueGroup(c) {
  const precision = c.precision === '*' ? null : c.precision === '' ? null : Number(c.precision);
  const sign = c.flags.includes('+') ? '[+-]?' : '-?';
  let group;
  switch (c.conversion) {
    case 'd':
    case 'i':
      group = `(${sign}\\d+)`;
      break;
    case 'u':
      group = '(\\d+)';
      break;
    case 'o':
      group = '([0-7]+)';
      break;
    case 'x':
      group = c.flags.includes('#') ? '((?:0x)?[0-9a-f]+)' : '([0-9a-f]+)';
      break;
    case 'X':
      group = c.flags.includes('#') ? '((?:0X)?[0-9A-F]+)' : '([0-9A-F]+)';
      break;
    case 'f':
    case 'F': {
      const digits = precision ?? 6;
      const number = digits === 0 ? '\\d+' : `\\d+\\.\\d{${digits}}`;
      group = c.conversion === 'f' ? `(${sign}(?:${number}|inf|nan))` : `(${sign}(?:${number}|INF|NAN))`;
      break;
    }
    case 'c':
      group = '(.)';
      break;
    case 's':
      group = precision === null ? '(.*)' : `(.{0,${precision}})`;
      break;
    default:
      // %e %g %a %p: printed forms vary (exponents, 0x…, "(nil)").
      group = '(\\S+)';
  }
  if (!c.width) return group;
  return c.flags.includes('-') ? `${group} *` : ` *${group}`;
}

/**
 * A format's pieces in order: runs of text (`%%` as a percent sign) and, for each
 * conversion that prints a value, the conversion and the index of its argument (a `*`
 * width or precision takes one before it; `%n` prints nothing and is left out).
 * @param {string} format
 * @returns {({text: string} | {c: Conversion, arg: number})[]}
 */
function formatPieces(format) {
  /** @type {({text: string} | {c: Conversion, arg: number})[]} */
  const pieces = [];
  let at = 0;
  let arg = 0;
  for (const c of conversions(format)) {
    if (c.start > at) pieces.push({text: format.slice(at, c.start)});
    at = c.end;
    if (c.conversion === '%') {
      pieces.push({text: '%'});
      continue;
    }
    arg += (c.width === '*' ? 1 : 0) + (c.precision === '*' ? 1 : 0);
    if (c.conversion !== 'n') pieces.push({c, arg: arg++});
  }
  if (at < format.length) pieces.push({text: format.slice(at)});
  return pieces;
}

/**
 * A regular expression (its source) that matches the text a printf format
 * prints. Each conversion whose argument varies is a group; one whose
 * argument is known (`__func__`, a string literal, one of a conditional's two
 * literals) matches its possible texts and is not a group. Newlines at the
 * start and end are dropped (the printed text is the lines between them); the
 * text after an inner newline is optional, so the first line alone matches.
 * The expression is not anchored: a prefix the printing function adds
 * (`Host_Error: `, a log's time stamp) may come before it.
 * @param {string} format
 * @param {(string[] | null)[]} known per argument the format takes (a `*` width counts): its possible texts, or null
 */
export function formatPattern(format, known = []) {
  /** @type {({text: string} | {source: string})[]} */
  const tokens = formatPieces(format).map((piece) => {
    if ('text' in piece) return piece;
    const {c, arg} = piece;
    const texts = known[arg];
    if (!texts?.length) return {source: valueGroup(c)};
    const alternatives = texts.length === 1 ? escapeRegExp(texts[0]) : `(?:${texts.map(escapeRegExp).join('|')})`;
    // A width pads the known text with spaces.
    if (c.width) return {source: c.flags.includes('-') ? `${alternatives} *` : ` *${alternatives}`};
    return texts.length === 1 ? {text: texts[0]} : {source: alternatives};
  });
  // Merge neighbouring texts, then trim the newlines at both ends.
  const merged = [];
  for (const t of tokens) {
    const last = merged[merged.length - 1];
    if ('text' in t && last && 'text' in last) last.text += t.text;
    else merged.push({...t});
  }
  if (merged.length && 'text' in merged[0]) merged[0].text = merged[0].text.replace(/^[\r\n]+/, '');
  const tail = merged[merged.length - 1];
  if (tail && 'text' in tail) tail.text = tail.text.replace(/[\r\n]+$/, '');
  let source = '';
  let open = 0;
  for (const t of merged) {
    if ('source' in t) {
      source += t.source;
      continue;
    }
    const lines = t.text.split('\n');
    source += escapeRegExp(lines[0]);
    for (const line of lines.slice(1)) {
      source += `(?:\\n${escapeRegExp(line)}`;
      open++;
    }
  }
  source += ')?'.repeat(open);
  const first = merged.find((t) => !('text' in t) || t.text !== '');
  const startsWithWord = first && ('text' in first ? /^\w/.test(first.text) : /^\(\?:\w/.test(first.source));
  return startsWithWord ? `\\b${source}` : source;
}

/**
 * A format as a reader sees the message it prints: runs of text, and in place of
 * each conversion whose argument varies a marker of what it prints (`text`,
 * `number`, `character`, `address`); a conversion whose argument is known (its
 * possible texts in `known`, as for formatPattern: the first is shown) or is a
 * constant (its value in `values`) is text. Newlines at both ends are dropped.
 * @param {string} format
 * @param {(string[] | null)[]} known per argument, as for formatPattern
 * @param {(number | undefined)[]} [values] per argument, a constant's value
 * @returns {(string | {value: 'text' | 'number' | 'character' | 'address'})[]}
 */
export function formatParts(format, known = [], values = []) {
  /** @type {(string | {value: 'text' | 'number' | 'character' | 'address'})[]} */
  const parts = [];
  for (const piece of formatPieces(format)) {
    let text = 'text' in piece ? piece.text : undefined;
    if ('c' in piece) {
      const shown = known[piece.arg]?.[0] ?? values[piece.arg];
      if (shown !== undefined) text = String(shown);
      else {
        const x = piece.c.conversion;
        parts.push({value: x === 's' ? 'text' : x === 'c' ? 'character' : x === 'p' ? 'address' : 'number'});
        continue;
      }
    }
    if (typeof parts[parts.length - 1] === 'string') parts[parts.length - 1] += text;
    else parts.push(text);
  }
  if (typeof parts[0] === 'string') parts[0] = parts[0].replace(/^[\r\n]+/, '');
  const last = parts.length - 1;
  if (typeof parts[last] === 'string') parts[last] = parts[last].replace(/[\r\n]+$/, '');
  return parts.filter((p) => p !== '');
}

/**
 * The text printf prints for a format and its arguments (the subset of
 * printf the messages use: flags, widths, precisions, `*`).
 * @param {string} format
 * @param {(string | number)[]} values
 */
export function formatText(format, values) {
  let out = '';
  let at = 0;
  let arg = 0;
  for (const c of conversions(format)) {
    out += format.slice(at, c.start);
    at = c.end;
    if (c.conversion === '%') {
      out += '%';
      continue;
    }
    const width = c.width === '*' ? Number(values[arg++]) : Number(c.width || 0);
    const precision = c.precision === '*' ? Number(values[arg++]) : c.precision === '' ? null : Number(c.precision);
    if (c.conversion === 'n') continue;
    const value = values[arg++];
    let text;
    switch (c.conversion) {
      case 'd':
      case 'i':
      case 'u':
        text = String(Math.trunc(Number(value)));
        if (c.flags.includes('+') && Number(value) >= 0) text = `+${text}`;
        break;
      case 'x':
        text = Math.trunc(Number(value)).toString(16);
        break;
      case 'X':
        text = Math.trunc(Number(value)).toString(16).toUpperCase();
        break;
      case 'o':
        text = Math.trunc(Number(value)).toString(8);
        break;
      case 'f':
      case 'F':
        text = Number(value).toFixed(precision ?? 6);
        break;
      case 'c':
        text = String(value)[0] ?? '';
        break;
      case 's':
        text = String(value);
        if (precision !== null) text = text.slice(0, precision);
        break;
      default:
        text = String(value);
    }
    if (text.length < width) {
      const pad = width - text.length;
      if (c.flags.includes('-')) text += ' '.repeat(pad);
      else if (c.flags.includes('0') && /[diuxXofF]/.test(c.conversion)) {
        const sign = /^[+-]/.test(text) ? text[0] : '';
        text = sign + '0'.repeat(pad) + text.slice(sign.length);
      } else text = ' '.repeat(pad) + text;
    }
    out += text;
  }
  return out + format.slice(at);
}

// How well a pattern explains a line, and the best of a list: shared with the errors page's
// paste box, which runs them in the browser.
export {bestMatches, literalRank} from '../../src/lib/error-match.mjs';

/**
 * The named constants of a C or C++ text: object-like `#define NAME value`
 * (continued lines joined, comments dropped) and `const int NAME = value;`
 * (also `static`, `constexpr`, other integer types). Function-like macros and
 * defines without a value are left out.
 * @param {string} text
 * @returns {{name: string, expression: string, line: number}[]}
 */
export function cConstants(text) {
  const lines = withoutComments(text).split('\n');
  const out = [];
  for (let i = 0; i < lines.length; i++) {
    let line = lines[i];
    const first = i;
    while (/\\\s*$/.test(line) && i + 1 < lines.length) line = line.replace(/\\\s*$/, ' ') + lines[++i];
    const define = line.match(/^\s*#\s*define\s+([A-Za-z_]\w*)(?!\()\s+(.+?)\s*$/);
    if (define) {
      out.push({name: define[1], expression: define[2].replace(/\s+/g, ' '), line: first + 1});
      continue;
    }
    const constant = line.match(
      /^\s*(?:static\s+)?(?:const|constexpr)\s+(?:unsigned\s+|signed\s+)?(?:int|long|short|char|size_t|int32_t|uint32_t|int32|uint32|auto)\s+([A-Za-z_]\w*)\s*=\s*([^;]+);/,
    );
    if (constant) out.push({name: constant[1], expression: constant[2].trim().replace(/\s+/g, ' '), line: first + 1});
  }
  return out;
}

/**
 * The function-like macros of a C text (`#define BIT(n) (1<<(n))`), with
 * their parameters and body (continued lines joined, comments dropped).
 * @param {string} text
 * @returns {{name: string, params: string[], body: string, line: number}[]}
 */
export function cMacros(text) {
  const lines = withoutComments(text).split('\n');
  const out = [];
  for (let i = 0; i < lines.length; i++) {
    let line = lines[i];
    const first = i;
    while (/\\\s*$/.test(line) && i + 1 < lines.length) line = line.replace(/\\\s*$/, ' ') + lines[++i];
    const m = line.match(/^\s*#\s*define\s+([A-Za-z_]\w*)\(([^)]*)\)\s*(.*?)\s*$/);
    if (m) {
      const params = m[2]
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean);
      out.push({name: m[1], params, body: m[3].replace(/\s+/g, ' '), line: first + 1});
    }
  }
  return out;
}

/**
 * An expression with each use of a function-like macro replaced by its body,
 * the arguments put in for the parameters, until none is left (at most 32
 * rounds: a macro that expands to itself is an error).
 * @param {string} expression
 * @param {Map<string, {params: string[], body: string}>} macros
 */
export function expandMacros(expression, macros) {
  let text = expression;
  for (let round = 0; round < 32; round++) {
    let changed = false;
    const head = /\b([A-Za-z_]\w*)\s*\(/g;
    let m;
    while ((m = head.exec(text))) {
      const macro = macros.get(m[1]);
      if (!macro) continue;
      const open = m.index + m[0].length - 1;
      const close = matching(codeOnly(text), open);
      if (close < 0) break;
      const args = splitArguments(text.slice(open + 1, close));
      if (args.length !== macro.params.length) throw new Error(`${m[1]} takes ${macro.params.length} arguments`);
      let body = macro.body;
      macro.params.forEach((p, i) => {
        body = body.replace(new RegExp(`\\b${p}\\b`, 'g'), `(${args[i]})`);
      });
      text = `${text.slice(0, m.index)}(${body})${text.slice(close + 1)}`;
      changed = true;
      break;
    }
    if (!changed) return text;
  }
  throw new Error(`cannot expand ${JSON.stringify(expression)}: too deep`);
}

/**
 * The length of an array a C text declares (`unsigned char gMsgData[512];`,
 * or a structure's member `char names[COUNT][64];`: its first dimension), as
 * written; a declaration with `extern` is left out.
 * @param {string} text
 * @param {string} name
 * @returns {{expression: string, line: number} | null}
 */
export function arrayLength(text, name) {
  const lines = withoutComments(text).split('\n');
  for (let i = 0; i < lines.length; i++) {
    const m = lines[i].match(new RegExp(`^[\\w\\s*]*\\b${name}\\s*\\[([^\\]]+)\\]\\s*(?:\\[[^\\]]*\\]\\s*)*(?:=|;)`));
    if (m && !/^\s*extern\b/.test(lines[i])) return {expression: m[1].trim(), line: i + 1};
  }
  return null;
}

const precedence = {
  '||': 1,
  '&&': 2,
  '|': 3,
  '^': 4,
  '&': 5,
  '==': 6,
  '!=': 6,
  '<': 7,
  '>': 7,
  '<=': 7,
  '>=': 7,
  '<<': 8,
  '>>': 8,
  '+': 9,
  '-': 9,
  '*': 10,
  '/': 10,
  '%': 10,
};

/**
 * The value of a C constant expression: integer (decimal, hex, octal, with
 * `u`/`l` suffixes) and decimal numbers, parentheses, unary `+ - ~ !`, the
 * binary operators with C's precedence (integer division truncates), and
 * names, whose values `lookup` gives (undefined: an error). `defined(X)` and
 * `defined X` ask `isDefined`.
 * @param {string} expression
 * @param {(name: string) => number | undefined} lookup
 * @param {(name: string) => boolean} [isDefined]
 * @returns {number}
 */
export function evaluate(expression, lookup, isDefined = () => false) {
  const tokens =
    expression.match(
      /0[xX][0-9a-fA-F]+[uUlL]*|\d+\.\d*(?:[eE][+-]?\d+)?[fF]?|\d+[uUlL]*|[A-Za-z_]\w*|<<|>>|<=|>=|==|!=|&&|\|\||[-+*/%()~!<>&|^]/g,
    ) ?? [];
  const rest = expression.replace(
    /0[xX][0-9a-fA-F]+[uUlL]*|\d+\.\d*(?:[eE][+-]?\d+)?[fF]?|\d+[uUlL]*|[A-Za-z_]\w*|<<|>>|<=|>=|==|!=|&&|\|\||[-+*/%()~!<>&|^]|\s+/g,
    '',
  );
  if (rest) throw new Error(`cannot evaluate ${JSON.stringify(expression)}: ${JSON.stringify(rest)}`);
  let pos = 0;
  const peek = () => tokens[pos];
  const next = () => tokens[pos++];
  const primary = () => {
    const t = next();
    if (t === undefined) throw new Error(`cannot evaluate ${JSON.stringify(expression)}: ends early`);
    if (t === '(') {
      const v = binary(0);
      if (next() !== ')') throw new Error(`cannot evaluate ${JSON.stringify(expression)}: no )`);
      return v;
    }
    if (t === '-') return -primary();
    if (t === '+') return +primary();
    if (t === '~') return ~primary();
    if (t === '!') return primary() ? 0 : 1;
    if (t === 'defined') {
      const paren = peek() === '(';
      if (paren) next();
      const name = next();
      if (paren && next() !== ')') throw new Error(`cannot evaluate ${JSON.stringify(expression)}: defined(`);
      return isDefined(name) ? 1 : 0;
    }
    if (/^0[xX]/.test(t)) return parseInt(t.replace(/[uUlL]+$/, ''), 16);
    if (/^\d+\./.test(t)) return parseFloat(t);
    if (/^0\d/.test(t)) return parseInt(t.replace(/[uUlL]+$/, ''), 8);
    if (/^\d/.test(t)) return parseInt(t.replace(/[uUlL]+$/, ''), 10);
    const v = lookup(t);
    if (v === undefined) throw new Error(`cannot evaluate ${JSON.stringify(expression)}: ${t} is unknown`);
    return v;
  };
  const apply = (op, a, b) => {
    switch (op) {
      case '*':
        return a * b;
      case '/':
        if (b === 0) throw new Error(`cannot evaluate ${JSON.stringify(expression)}: division by zero`);
        return Number.isInteger(a) && Number.isInteger(b) ? Math.trunc(a / b) : a / b;
      case '%':
        return a % b;
      case '+':
        return a + b;
      case '-':
        return a - b;
      case '<<':
        return a * 2 ** b;
      case '>>':
        return Math.floor(a / 2 ** b);
      case '<':
        return a < b ? 1 : 0;
      case '>':
        return a > b ? 1 : 0;
      case '<=':
        return a <= b ? 1 : 0;
      case '>=':
        return a >= b ? 1 : 0;
      case '==':
        return a === b ? 1 : 0;
      case '!=':
        return a !== b ? 1 : 0;
      case '&':
        return a & b;
      case '^':
        return a ^ b;
      case '|':
        return a | b;
      case '&&':
        return a && b ? 1 : 0;
      default:
        return a || b ? 1 : 0;
    }
  };
  const binary = (min) => {
    let left = primary();
    while (precedence[peek()] !== undefined && precedence[peek()] > min) {
      const op = next();
      left = apply(op, left, binary(precedence[op]));
    }
    return left;
  };
  const value = binary(0);
  if (pos !== tokens.length) throw new Error(`cannot evaluate ${JSON.stringify(expression)}: ${tokens[pos]}`);
  return value;
}

/**
 * The values of named constants whose expressions refer to each other,
 * each evaluated once (function-like macros expanded first); a cycle or an
 * unknown name is an error.
 * @param {Map<string, string>} expressions name → expression
 * @param {Map<string, {params: string[], body: string}>} [macros]
 * @returns {(name: string) => number}
 */
export function evaluateAll(expressions, macros = new Map()) {
  const values = new Map();
  const busy = new Set();
  const value = (name) => {
    if (values.has(name)) return values.get(name);
    if (!expressions.has(name)) return undefined;
    if (busy.has(name)) throw new Error(`${name} refers to itself`);
    busy.add(name);
    const v = evaluate(expandMacros(expressions.get(name), macros), value);
    busy.delete(name);
    values.set(name, v);
    return v;
  };
  return (name) => {
    const v = value(name);
    if (v === undefined) throw new Error(`${name} is not defined`);
    return v;
  };
}

/**
 * The preprocessor conditions each line of a text is compiled under, outermost
 * first: `#ifdef X` gives `X`, `#ifndef X` `!X`, `#if e` `e`; `#else` and
 * `#elif` give the negation of the branches before. An include guard is left
 * out. Index 0 is line 1.
 * @param {string} text
 * @returns {string[][]}
 */
export function conditionsAt(text) {
  const lines = withoutComments(text).split('\n');
  /** @type {{taken: string[], current: string, guard?: boolean}[]} */
  const stack = [];
  const out = [];
  const not = (c) => (/^[A-Za-z_]\w*$/.test(c) ? `!${c}` : /^![A-Za-z_]\w*$/.test(c) ? c.slice(1) : `!(${c})`);
  const shown = () => stack.filter((s) => !s.guard).map((s) => s.current);
  for (const [i, line] of lines.entries()) {
    const m = line.match(/^\s*#\s*(ifdef|ifndef|if|elif|else|endif)\b\s*(.*?)\s*$/);
    if (m) {
      const [, word, rest] = m;
      // An include guard (`#ifndef X_H` then `#define X_H`) is no condition of the code.
      const next = lines.slice(i + 1).find((l) => l.trim() !== '');
      const guard =
        word === 'ifndef' && next !== undefined && new RegExp(`^\\s*#\\s*define\\s+${rest}\\s*$`).test(next);
      if (word === 'ifdef') stack.push({taken: [rest], current: rest});
      else if (word === 'ifndef') stack.push({taken: [`!${rest}`], current: `!${rest}`, guard});
      else if (word === 'if') stack.push({taken: [rest], current: rest});
      else if (word === 'endif') stack.pop();
      else if (stack.length) {
        const top = stack[stack.length - 1];
        const before = top.taken.map(not);
        top.current = word === 'else' ? before.join(' && ') : [...before, rest].join(' && ');
        top.taken.push(rest);
      }
      out.push(shown());
      continue;
    }
    out.push(shown());
  }
  return out;
}

/**
 * The macros a CMake build defines for a target in every configuration: the names of its
 * `target_compile_definitions(<target> PRIVATE …)` (a `NAME=value` gives NAME; a
 * configuration-only `$<$<CONFIG:…>:…>` is left out), with the line of that call; null
 * when the text has none.
 * @param {string} text a CMakeLists.txt
 * @param {string} target
 * @returns {{line: number, defines: string[]} | null}
 */
export function cmakeDefinitions(text, target) {
  const block = text.match(new RegExp(`target_compile_definitions\\(\\s*${target}\\s+PRIVATE([\\s\\S]*?)\\n\\s*\\)`));
  if (!block) return null;
  const always = block[1].replace(/\$<\$<CONFIG:[^>]*>:[^>]*>/g, ' ');
  return {
    line: text.slice(0, block.index).split('\n').length,
    defines: [
      ...new Set(
        always
          .split(/\s+/)
          .filter(Boolean)
          .map((word) => word.split('=')[0]),
      ),
    ],
  };
}

/**
 * Whether a build that defines `defined` compiles code under the conditions
 * (conditionsAt): each is evaluated as `#if` would, a defined name being 1
 * and any other name 0.
 * @param {string[]} conditions
 * @param {Set<string>} defined
 */
export function conditionHolds(conditions, defined) {
  return conditions.every(
    (c) =>
      evaluate(
        c,
        (name) => (defined.has(name) ? 1 : 0),
        (name) => defined.has(name),
      ) !== 0,
  );
}
