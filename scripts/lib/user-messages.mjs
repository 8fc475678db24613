/**
 * Readers of C and C++ text for scripts/user-messages.mjs, which derives the
 * catalogue of the user messages the Half-Life and Counter-Strike game
 * libraries register and send (plugins/site-data/user-messages.json). Every fact is
 * read from what the code does:
 *
 * - `registrations`: the `REG_USER_MSG("Name", size)` calls of a file, each
 *   with the variable it assigns, its size argument as written and the
 *   preprocessor conditions of its line (a commented-out one is no call);
 * - `structDefinitions`, `typedefs`, `structLayout`: a structure's fields and
 *   its size laid out with C's alignment, for a size written `sizeof(Struct)`;
 * - `parseStatements`, `parsedFunctions` and `sendBlocks`: a function body
 *   read as C statements (a constructor's too, which cFunctions leaves out),
 *   and each `MESSAGE_BEGIN` with the writes that run before its
 *   `MESSAGE_END` in the same block: the value written, the `if`, `else`
 *   and `switch` branches and the loops between the two, the preprocessor
 *   conditions a write adds to its message's (`compiled`, `exclusive`: the
 *   builds that compile code), and the writes of a helper function it calls;
 * - `messageKind` and `passedMessages`: what a MESSAGE_BEGIN sends, a
 *   registered message, an engine message (a constant below the engine's
 *   first user message id), or the message its function is passed;
 * - `sendBytes`: the fewest and most bytes a send writes, over the branches
 *   and over the builds its preprocessor conditions tell apart;
 * - `functionTable`, `tableMacros`, `reservation`: the engine function a game
 *   macro calls (`#define WRITE_BYTE (*g_engfuncs.pfnWriteByte)`, the
 *   engine's table of those functions) and the bytes that function reserves
 *   in a buffer, followed through the calls it makes down to the function
 *   that reserves them (ReHLDS's `SZ_GetSpace`).
 *
 * No name says what code does here: a message is a registration's variable,
 * a write a macro whose engine function writes into the message buffer.
 *
 * Pure functions of the text: tests/unit/user-messages.test.mjs feeds them
 * code written for the test.
 */
import {cFunctions, codeOnly} from './source-readers.mjs';
import {
  cConstants,
  conditionHolds,
  conditionsAt,
  evaluate,
  lineIndex,
  matching,
  messageCalls,
  splitArguments,
  splitTopLevel,
  withoutComments,
} from './engine-errors.mjs';

/**
 * A C or C++ text with comments, the contents of literals and every
 * preprocessor line (a `#define` continued over lines included) blanked, same
 * length and line breaks kept: the code its statements are read from.
 * @param {string} text
 */
export function statementCode(text) {
  let continued = false;
  return codeOnly(text)
    .split('\n')
    .map((line) => {
      const directive = continued || /^\s*#/.test(line);
      continued = directive && /\\\s*$/.test(line);
      return directive ? line.replace(/[^\n]/g, ' ') : line;
    })
    .join('\n');
}

/** @typedef {{t: string, s: number, e: number, match?: number}} Token */

/** @type {{text: string | null, code: string, plain: string, lineOf: (offset: number) => number}} */
let lastViews = {text: null, code: '', plain: '', lineOf: () => 0};
/**
 * A text's statementCode, its text without comments and its line index,
 * kept for the last text asked (the functions of one file are read in turn).
 * @param {string} text
 */
function views(text) {
  if (lastViews.text !== text)
    lastViews = {text, code: statementCode(text), plain: withoutComments(text), lineOf: lineIndex(text)};
  return lastViews;
}

const tokenPattern =
  /[A-Za-z_]\w*|\d[\w.]*|"[^"\n]*"|'[^'\n]*'|::|->|\+\+|--|&&|\|\||<<=|>>=|<<|>>|[-+*/%&|^!=<>]=|\S/g;
const openers = new Map([
  ['(', ')'],
  ['[', ']'],
  ['{', '}'],
]);
const closers = new Set([')', ']', '}']);

/**
 * The tokens of code (statementCode) from `from` to `to`, each with its
 * offsets; a bracket has the index of the one that closes or opens it.
 * @param {string} code
 * @param {number} from
 * @param {number} to
 * @returns {Token[]}
 */
function tokenize(code, from, to) {
  const pattern = new RegExp(tokenPattern.source, 'g');
  pattern.lastIndex = from;
  /** @type {Token[]} */
  const tokens = [];
  let m;
  while ((m = pattern.exec(code)) && m.index < to) tokens.push({t: m[0], s: m.index, e: m.index + m[0].length});
  const stack = [];
  const lineOf = (offset) => code.slice(0, offset).split('\n').length;
  tokens.forEach((token, i) => {
    if (openers.has(token.t)) stack.push(i);
    else if (closers.has(token.t)) {
      const open = stack.pop();
      if (open === undefined || openers.get(tokens[open].t) !== token.t)
        throw new Error(`line ${lineOf(token.s)}: unbalanced ${token.t}`);
      tokens[open].match = i;
      token.match = open;
    }
  });
  if (stack.length) throw new Error(`line ${lineOf(tokens[stack[0]].s)}: unclosed ${tokens[stack[0]].t}`);
  return tokens;
}

/**
 * @typedef {{name: string, start: number, open: number, close: number, args: string[]}} Call
 *   a call in a statement: the offsets of its name and parentheses, its arguments as written (comments dropped)
 * @typedef {object} Statement
 * @property {'block' | 'if' | 'loop' | 'do' | 'switch' | 'label' | 'simple' | 'jump'} kind
 * @property {number} start offset of the first token
 * @property {number} end offset after the last token
 * @property {string} [head] a control statement's text up to its body, as written (spaces joined)
 * @property {Statement[]} [body] a block's statements
 * @property {Statement} [then] an `if`'s first branch
 * @property {Statement | null} [otherwise] an `if`'s `else`
 * @property {Statement} [inner] the statement of a loop, a `do` or a `switch`
 * @property {Call[]} [calls] the calls of a simple statement, in order (not those in a lambda's body)
 * @property {Statement[]} [lambdas] the bodies of the lambdas a simple statement defines
 * @property {Statement | null} [parent]
 */

const jumps = new Set(['return', 'break', 'continue', 'goto', 'throw']);

/**
 * A compound statement read as a tree of C statements: blocks, `if` with its
 * `else`, loops (`for`, `while`, `do`), `switch` with its labels, and simple
 * statements (expressions and declarations up to their `;`) with the calls
 * they make. Preprocessor lines are skipped, so the code of every branch of
 * an `#if` is read in order.
 * @param {string} text the whole file
 * @param {number} open the offset of the `{`
 * @returns {Statement}
 */
export function parseStatements(text, open) {
  const {code, lineOf, plain} = views(text);
  if (code[open] !== '{') throw new Error(`no { at offset ${open}`);
  // The closing brace: found in the code, then the tokens between are read.
  const close = matching(code, open);
  if (close < 0) throw new Error(`line ${lineOf(open)}: unclosed {`);
  const tokens = tokenize(code, open, close + 1);
  const shown = (from, to) => plain.slice(from, to).replace(/\s+/g, ' ').trim();
  const fail = (i, what) => {
    throw new Error(`line ${lineOf(tokens[Math.min(i, tokens.length - 1)].s)}: ${what}`);
  };
  const expect = (i, t) => {
    if (tokens[i]?.t !== t) fail(i, `expected ${t}, found ${tokens[i]?.t ?? 'the end'}`);
  };

  /** @returns {Statement[]} the statements from token `from` up to token `to` (not included) */
  const sequence = (from, to) => {
    const out = [];
    let i = from;
    while (i < to) {
      const [node, next] = statement(i, to);
      out.push(node);
      i = next;
    }
    return out;
  };

  /**
   * @param {number} i
   * @param {number} limit
   * @returns {[Statement, number]}
   */
  const statement = (i, limit) => {
    const token = tokens[i];
    const t = token.t;
    if (t === '{') {
      const end = token.match;
      return [{kind: 'block', start: token.s, end: tokens[end].e, body: sequence(i + 1, end)}, end + 1];
    }
    if (t === 'if' || t === 'for' || t === 'while' || t === 'switch') {
      expect(i + 1, '(');
      const closeParen = tokens[i + 1].match;
      const head = shown(token.s, tokens[closeParen].e);
      if (closeParen + 1 >= limit) fail(i, `${t} without a statement`);
      const [inner, next] = statement(closeParen + 1, limit);
      if (t === 'if') {
        let otherwise = null;
        let after = next;
        if (tokens[next]?.t === 'else' && next < limit) [otherwise, after] = statement(next + 1, limit);
        return [{kind: 'if', start: token.s, end: tokens[after - 1].e, head, then: inner, otherwise}, after];
      }
      const kind = t === 'switch' ? 'switch' : 'loop';
      return [{kind, start: token.s, end: tokens[next - 1].e, head, inner}, next];
    }
    if (t === 'do') {
      const [inner, next] = statement(i + 1, limit);
      expect(next, 'while');
      expect(next + 1, '(');
      const closeParen = tokens[next + 1].match;
      expect(closeParen + 1, ';');
      const head = `do … ${shown(tokens[next].s, tokens[closeParen].e)}`;
      return [{kind: 'do', start: token.s, end: tokens[closeParen + 1].e, head, inner}, closeParen + 2];
    }
    if (t === 'else') fail(i, 'else without if');
    if (t === 'case' || (/^[A-Za-z_]\w*$/.test(t) && tokens[i + 1]?.t === ':')) {
      let j = i + 1;
      while (j < limit && tokens[j].t !== ':') j = openers.has(tokens[j].t) ? tokens[j].match + 1 : j + 1;
      if (j >= limit) fail(i, 'label without :');
      return [{kind: 'label', start: token.s, end: tokens[j].e, head: shown(token.s, tokens[j].e)}, j + 1];
    }
    // A simple statement: up to its `;` (a missing one before a closing brace ends it too). A
    // brace after `)` or `]` opens a lambda's body, read as a block of its own; the calls of the
    // statement are those outside braces.
    let j = i;
    /** @type {Statement[]} */
    const lambdas = [];
    /** @type {[number, number][]} */
    const braces = [];
    while (j < limit && tokens[j].t !== ';' && !closers.has(tokens[j].t)) {
      if (tokens[j].t === '{') {
        braces.push([j, tokens[j].match]);
        if (j > i && (tokens[j - 1].t === ')' || tokens[j - 1].t === ']')) lambdas.push(statement(j, limit)[0]);
      }
      j = openers.has(tokens[j].t) ? tokens[j].match + 1 : j + 1;
    }
    const last = j < limit && tokens[j].t === ';' ? j : j - 1;
    /** @type {Call[]} */
    const calls = [];
    for (let k = i; k < j; k++) {
      const inBraces = braces.find(([a, b]) => a <= k && k <= b);
      if (inBraces) {
        k = inBraces[1];
        continue;
      }
      if (/^[A-Za-z_]\w*$/.test(tokens[k].t) && tokens[k + 1]?.t === '(') {
        const closeParen = tokens[k + 1].match;
        calls.push({
          name: tokens[k].t,
          start: tokens[k].s,
          open: tokens[k + 1].s,
          close: tokens[closeParen].s,
          args: splitArguments(text.slice(tokens[k + 1].s + 1, tokens[closeParen].s)),
        });
      }
    }
    const kind = jumps.has(t) ? 'jump' : 'simple';
    return [{kind, start: token.s, end: tokens[Math.max(last, i)].e, calls, lambdas}, Math.max(last + 1, i + 1)];
  };

  const [root] = statement(0, tokens.length);
  const link = (node, parent) => {
    Object.defineProperty(node, 'parent', {value: parent, enumerable: false, writable: true});
    for (const child of children(node)) link(child, node);
  };
  link(root, null);
  return root;
}

/**
 * The statements directly inside a statement (with the bodies of the lambdas
 * a simple statement defines when `lambdas`).
 * @param {Statement} node
 * @param {boolean} [lambdas]
 * @returns {Statement[]}
 */
function children(node, lambdas = true) {
  if (node.kind === 'block') return node.body;
  if (node.kind === 'if') return node.otherwise ? [node.then, node.otherwise] : [node.then];
  if (node.inner) return [node.inner];
  return lambdas ? (node.lambdas ?? []) : [];
}

/**
 * Every simple statement in a statement, in order: those that run with it, or
 * with `lambdas` also those of the lambdas it defines.
 * @param {Statement} node
 * @param {boolean} [lambdas]
 * @returns {Statement[]}
 */
function simpleStatements(node, lambdas = false) {
  const own = node.kind === 'simple' || node.kind === 'jump' ? [node] : [];
  return [...own, ...children(node, lambdas).flatMap((c) => simpleStatements(c, lambdas))];
}

/**
 * The calls a statement makes when it runs (those of the lambdas it defines
 * left out), in order.
 * @param {Statement} node
 * @returns {Call[]}
 */
export function callsIn(node) {
  return simpleStatements(node).flatMap((s) => s.calls);
}

/**
 * The name a function definition is declared with, qualifiers joined
 * (`CBasePlayer :: Pain` as `CBasePlayer::Pain`) and a macro that makes the
 * name kept with its argument (`CBasePlayer::__API_HOOK(AddAccount)`), and the
 * names of its parameters.
 * @param {string} head the code of the definition's lines up to its body's `{`
 * @param {string} name the name cFunctions read
 */
export function declaredName(head, name) {
  const bare = name.split('::').pop();
  const at = head.search(new RegExp(`(?<![\\w~])${bare}\\s*\\(`));
  if (at < 0) return {name, parameters: []};
  const qualifiers = head.slice(0, at).match(/((?:[A-Za-z_]\w*\s*::\s*)+)~?$/);
  const from = at - (qualifiers ? qualifiers[1].length + (head[at - 1] === '~' ? 1 : 0) : 0);
  const tokens = tokenize(head, at, head.length);
  let open = tokens.findIndex((t) => t.t === '(');
  let nameEnd = tokens[open].s;
  // `NAME_MACRO(Name)(parameters)`: the first list is part of the name.
  if (tokens[tokens[open].match + 1]?.t === '(') {
    nameEnd = tokens[tokens[open].match].e;
    open = tokens[open].match + 1;
  }
  const params = splitArguments(head.slice(tokens[open].s + 1, tokens[tokens[open].match].s))
    .map((p) =>
      p
        .replace(/=[\s\S]*$/, '')
        .replace(/\[[^\]]*\]/g, '')
        .trim(),
    )
    .filter((p) => p !== '' && p !== 'void' && p !== '...')
    .map((p) => p.match(/([A-Za-z_]\w*)\s*$/)?.[1] ?? '');
  return {name: head.slice(from, nameEnd).replace(/\s+/g, ''), parameters: params};
}

/**
 * @typedef {{name: string, line: number, start: number, end: number, parameters: string[], body: Statement | null, error?: string}} ParsedFunction
 */

/**
 * The function definitions of a file, each with its declared name, its
 * parameters and its body read as statements (null, with the error, when the
 * body cannot be read): cFunctions's, and the bodies it leaves out whose head
 * has no return type (a constructor or destructor, `Class::Class(…) : m_a(0)`):
 * a brace outside any function after a name and a parameter list, with no
 * `=` before them (a lambda's or an initialiser's) and no keyword that opens
 * a class, a namespace or a control statement.
 * @param {string} text
 * @returns {ParsedFunction[]}
 */
export function parsedFunctions(text) {
  const {code, lineOf} = views(text);
  const starts = [0];
  for (let i = 0; i < code.length; i++) if (code[i] === '\n') starts.push(i + 1);
  const read = (f, open, head) => {
    const {name, parameters} = declaredName(head, f.name);
    try {
      return {...f, name, parameters, body: parseStatements(text, open)};
    } catch (e) {
      return {...f, name, parameters, body: null, error: e.message};
    }
  };
  const found = cFunctions(text).map((f) => {
    const headFrom = starts[f.line - 1];
    const open = code.indexOf('{', f.start === f.line ? code.indexOf('(', headFrom) : starts[f.start - 1]);
    return read(f, open, code.slice(headFrom, open));
  });
  const inside = (line) => found.some((f) => f.line <= line && line <= f.end);
  const more = [];
  for (let i = 0; i < code.length; i++) {
    if (code[i] !== '{' || inside(lineOf(i))) continue;
    let from = i - 1;
    while (from >= 0 && !';{}'.includes(code[from])) from--;
    const head = code.slice(from + 1, i);
    const paren = head.indexOf('(');
    const name = head.slice(0, paren).match(/(~?[A-Za-z_]\w*(?:\s*::\s*~?[A-Za-z_]\w*)*)\s*$/);
    if (
      paren < 0 ||
      !name ||
      !/\)\s*(?:const|override|noexcept)?\s*$/.test(head) ||
      head.slice(0, paren).includes('=') ||
      /^\s*(?:if|for|while|switch|do|else|catch|try|return|namespace|class|struct|union|enum|extern|typedef)\b/.test(
        head,
      )
    )
      continue;
    const headStart = from + 1 + head.search(/\S/);
    const close = matching(code, i);
    if (close < 0) continue;
    const f = {name: name[1].replace(/\s+/g, ''), line: lineOf(headStart), start: lineOf(i), end: lineOf(close)};
    more.push(read(f, i, code.slice(starts[f.line - 1], i)));
    i = close;
  }
  return [...found, ...more].sort((a, b) => a.line - b.line);
}

/**
 * @typedef {{name: string | null, variable: string | null, sizeSource: string | null, line: number, conditions: string[]}} Registration
 */

/**
 * The user messages a file registers: each `REG_USER_MSG` call (comments are
 * no code, a declaration is no call) with the message's name (a string
 * literal, else null), the variable the call's value is assigned to (null
 * when none), the size argument as written, its line and the preprocessor
 * conditions of the line.
 * @param {string} text
 * @param {string} [callee]
 * @returns {Registration[]}
 */
export function registrations(text, callee = 'REG_USER_MSG') {
  const code = codeOnly(text).split('\n');
  const conditions = conditionsAt(text);
  const assigned = new RegExp(`([A-Za-z_]\\w*(?:\\s*(?:\\.|->|::)\\s*[A-Za-z_]\\w*)*)\\s*=\\s*${callee}\\s*\\(`);
  return codeCalls(text, [callee]).map((c) => ({
    name: c.format,
    variable: code[c.line - 1].match(assigned)?.[1].replace(/\s+/g, '') ?? null,
    sizeSource: c.args[1] ?? null,
    line: c.line,
    conditions: conditions[c.line - 1],
  }));
}

/**
 * @typedef {{type: string, name: string, count: string | null}} Field a member: its type as written, its name, an array's length as written
 * @typedef {{name: string, line: number, fields: Field[] | null}} StructDefinition
 */

/**
 * The structures a text defines, `typedef struct [tag] { … } Name;` (by the
 * typedef's name) and `struct Name { … };`, each with its members in order
 * (`byte r, g, b;` three members of type `byte`); null members when one is
 * not a plain declaration (a nested structure, a bit field, a function).
 * @param {string} text
 * @returns {StructDefinition[]}
 */
export function structDefinitions(text) {
  const code = statementCode(text);
  const lineOf = lineIndex(text);
  const out = [];
  for (const m of code.matchAll(/\b(typedef\s+)?struct\s+(?:([A-Za-z_]\w*)\s*)?\{/g)) {
    const open = m.index + m[0].length - 1;
    const close = matching(code, open);
    if (close < 0) continue;
    const name = m[1] ? code.slice(close + 1).match(/^\s*([A-Za-z_]\w*)\s*;/)?.[1] : m[2];
    if (!name) continue;
    /** @type {Field[] | null} */
    let fields = [];
    for (const declaration of splitTopLevel(code.slice(open + 1, close), ';')) {
      const d = declaration.replace(/\s+/g, ' ').trim();
      if (!d) continue;
      if (/[(){}:]/.test(d)) {
        fields = null;
        break;
      }
      const [first, ...more] = splitTopLevel(d, ',').map((p) => p.trim());
      const head = first.match(/^(.*?)([*&\s]+)([A-Za-z_]\w*)\s*(?:\[([^\]]*)\])?$/);
      if (!head) {
        fields = null;
        break;
      }
      const base = head[1].trim();
      fields.push({
        type: `${base}${head[2].replace(/\s/g, '') ? ` ${head[2].replace(/\s/g, '')}` : ''}`,
        name: head[3],
        count: head[4]?.trim() ?? null,
      });
      for (const p of more) {
        const other = p.match(/^([*&]*)\s*([A-Za-z_]\w*)\s*(?:\[([^\]]*)\])?$/);
        if (!other) {
          fields = null;
          break;
        }
        fields.push({
          type: `${base}${other[1] ? ` ${other[1]}` : ''}`,
          name: other[2],
          count: other[3]?.trim() ?? null,
        });
      }
      if (!fields) break;
    }
    out.push({name, line: lineOf(m.index), fields});
  }
  return out;
}

/**
 * The simple type names a text defines: `typedef unsigned char byte;` gives
 * `byte` → `unsigned char` (a function pointer or structure typedef is left out).
 * @param {string} text
 * @returns {Map<string, {type: string, line: number}[]>}
 */
export function typedefs(text) {
  const code = statementCode(text);
  const lineOf = lineIndex(text);
  const out = new Map();
  for (const m of code.matchAll(/\btypedef\s+([A-Za-z_][\w\s]*?[\s*]+)([A-Za-z_]\w*)\s*;/g)) {
    const type = m[1].replace(/\s+/g, ' ').trim();
    if (/\b(?:struct|union|enum)\b/.test(type)) continue;
    (out.get(m[2]) ?? out.set(m[2], []).get(m[2])).push({type, line: lineOf(m.index)});
  }
  return out;
}

/**
 * The width in bytes of C's arithmetic types on the target the game
 * libraries are built for, 32-bit x86 (ILP32: int, long and pointers 4).
 * `long long` and `double` are left out: their alignment in a structure
 * differs between the compilers the games are built with.
 */
const baseWidths = {char: 1, bool: 1, short: 2, int: 4, long: 4, float: 4};

/**
 * The width of a type as written: a pointer 4, an arithmetic type its
 * width (signedness and `const` do not change it), a typedef's name its
 * type's (`resolve` gives it), a structure's name its size.
 * @param {string} type
 * @param {(name: string) => string | number | undefined} resolve a typedef's type or a structure's size
 * @param {number} [depth]
 * @returns {number}
 */
export function typeWidth(type, resolve, depth = 0) {
  if (depth > 16) throw new Error(`${type}: typedefs refer to each other`);
  if (/\*\s*$/.test(type)) return 4;
  const words = type
    .replace(/\b(?:const|volatile|signed|unsigned|struct)\b/g, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  const key = words.filter((w) => w !== 'int' || words.length === 1).join(' ') || 'int';
  if (key in baseWidths) return baseWidths[key];
  if (words.length === 1) {
    const to = resolve(words[0]);
    if (typeof to === 'number') return to;
    if (typeof to === 'string') return typeWidth(to, resolve, depth + 1);
  }
  throw new Error(`no width for the type ${JSON.stringify(type)}`);
}

/**
 * A structure laid out as C lays it out: each member at the next offset its
 * alignment (its width, up to 4) allows, the size rounded up to the largest
 * alignment. Each member with its type, its name (an array's with its length)
 * and its bytes; `padding` the bytes of the size no member holds.
 * @param {StructDefinition} definition
 * @param {(name: string) => string | number | undefined} resolve as for typeWidth
 * @param {(expression: string) => number} [count] the value of an array's length
 */
export function structLayout(definition, resolve, count = (e) => evaluate(e, () => undefined)) {
  if (!definition.fields) throw new Error(`${definition.name}: members that are not plain declarations`);
  let offset = 0;
  let align = 1;
  /** @type {[string, string, number][]} */
  const fields = [];
  for (const f of definition.fields) {
    const width = typeWidth(f.type, resolve);
    const a = Math.min(width, 4);
    align = Math.max(align, a);
    offset = Math.ceil(offset / a) * a;
    const n = f.count === null ? 1 : count(f.count);
    fields.push([f.type, f.count === null ? f.name : `${f.name}[${f.count}]`, width * n]);
    offset += width * n;
  }
  const size = Math.ceil(offset / align) * align;
  return {size, fields, padding: size - fields.reduce((sum, f) => sum + f[2], 0)};
}

/**
 * @typedef {{name: string, value: string, line: number, when: string[], repeat: string | null, conditions: string[], call: Call, file?: string, via?: {function: string, file: string | null, line: number, conditions?: string[]}}} Write
 *   a write: `file` and `via` when a function the message's block calls makes it (`via` that call; file null: the block's)
 * @typedef {{file: string, text: string, fn: ParsedFunction}} Helper a function that writes without beginning a message
 * @typedef {object} SendBlock
 * @property {number} line the line of MESSAGE_BEGIN
 * @property {string} function the function it is in, as declared
 * @property {string[]} parameters that function's parameters
 * @property {string[]} args MESSAGE_BEGIN's arguments as written
 * @property {string[]} conditions the preprocessor conditions at MESSAGE_BEGIN
 * @property {number | null} endLine the line of its MESSAGE_END (null: none in the block)
 * @property {Write[]} writes
 * @property {Statement[]} region the statements from MESSAGE_BEGIN to MESSAGE_END
 * @property {Map<Call, Statement>} helperCalls the calls of helpers in the region (and in them), each to the helper's body
 * @property {string | null} problem why the block cannot be read as a send
 */

/**
 * Whether some build compiles code under a list of preprocessor conditions:
 * each macro they name defined or not (conditionHolds); true when a
 * condition cannot be evaluated.
 * @param {string[]} conditions
 */
export function compiled(conditions) {
  const names = [...new Set(conditions.flatMap((c) => c.match(/[A-Za-z_]\w*/g) ?? []))].filter((n) => n !== 'defined');
  if (names.length > 10) return true;
  try {
    for (let mask = 0; mask < 1 << names.length; mask++) {
      if (conditionHolds(conditions, new Set(names.filter((_, i) => mask & (1 << i))))) return true;
    }
  } catch {
    return true;
  }
  return false;
}

/**
 * Whether two lists of preprocessor conditions that some build each compiles
 * are never compiled together (the two branches of an `#if … #else`).
 * @param {string[]} a
 * @param {string[]} b
 */
export function exclusive(a, b) {
  return compiled(a) && compiled(b) && !compiled([...a, ...b]);
}

/**
 * Each `MESSAGE_BEGIN` of a file with the writes that run before the
 * `MESSAGE_END` that closes it. The message runs from the statement of
 * MESSAGE_BEGIN (or the `if … else` whose branch it is, when it is one
 * branch's only statement: a message begun two ways) to the statement of
 * MESSAGE_END in the same block; a statement under preprocessor conditions
 * no build compiles together with MESSAGE_BEGIN's (the `#else` of an `#if`
 * that begins the message another way) is no part of it. Each write has the
 * macro's name, the value as written, its line, `when` the branches between
 * the two that decide whether it runs, outermost first (`if (x)`,
 * `else (of if (x))`, `switch (x) case 1:`), `repeat` the loop that repeats
 * it (several nested joined by ` / `), and the preprocessor conditions at its
 * line that are not those of MESSAGE_BEGIN. A call of a helper (a function
 * that writes without beginning a message, by its name without the class)
 * adds the helper's writes, in the branches and loops of the call.
 *
 * `problem` says why a block is not a message: no MESSAGE_END in the same
 * block, a MESSAGE_END or MESSAGE_BEGIN inside a branch before it. Every
 * MESSAGE_BEGIN call of the file that is not in a function read here is in
 * `unread` (its line); `errors` the functions whose bodies cannot be read.
 * @param {string} text
 * @param {{writes: Set<string>, begin?: string, end?: string, helpers?: Map<string, Helper>}} names the write macros, the two that open and close a message, and the helpers by name
 * @returns {{blocks: SendBlock[], unread: number[], errors: string[]}}
 */
export function sendBlocks(text, {writes, begin = 'MESSAGE_BEGIN', end = 'MESSAGE_END', helpers = new Map()}) {
  const lineOf = lineIndex(text);
  const conditions = conditionsAt(text);
  const errors = [];
  /** @type {SendBlock[]} */
  const blocks = [];
  const found = new Set();
  const has = (node, name) => simpleStatements(node).some((s) => s.calls.some((c) => c.name === name));
  for (const fn of parsedFunctions(text)) {
    if (!fn.body) {
      errors.push(`${fn.name} (line ${fn.line}): ${fn.error}`);
      continue;
    }
    for (const s of simpleStatements(fn.body, true)) {
      for (const call of s.calls.filter((c) => c.name === begin)) {
        const line = lineOf(call.start);
        found.add(line);
        const beginConditions = conditions[line - 1];
        /** @type {SendBlock} */
        const block = {
          line,
          function: fn.name,
          parameters: fn.parameters,
          args: call.args,
          conditions: beginConditions,
          endLine: null,
          writes: [],
          region: [],
          helperCalls: new Map(),
          problem: null,
        };
        blocks.push(block);
        // A MESSAGE_BEGIN that is one branch of an `if … else` shares the statements after it.
        let node = s;
        while (node.parent?.kind === 'if') node = node.parent;
        const container = node.parent;
        if (!container || container.kind !== 'block') {
          block.problem = `${begin} is the statement of a ${container?.kind ?? 'function'}, not of a block`;
          continue;
        }
        for (const next of container.body.slice(container.body.indexOf(node) + 1)) {
          if (exclusive(conditions[lineOf(next.start) - 1], beginConditions)) continue;
          if ((next.kind === 'simple' || next.kind === 'jump') && next.calls.some((c) => c.name === end)) {
            block.endLine = lineOf(next.calls.find((c) => c.name === end).start);
            break;
          }
          if (has(next, end)) {
            block.problem = `a ${end} inside a branch (line ${lineOf(next.start)})`;
            break;
          }
          if (has(next, begin)) {
            block.problem = `another ${begin} before ${end} (line ${lineOf(next.start)})`;
            break;
          }
          block.region.push(next);
        }
        if (block.endLine === null && !block.problem) block.problem = `no ${end} in the same block`;
        if (block.problem) continue;
        /**
         * @param {Statement} n
         * @param {string[]} when
         * @param {string[]} loops
         * @param {{file: string | null, lineOf: (offset: number) => number, conditions: string[][], base: string[], via: Write['via'] | null, seen: string[]}} at
         */
        const visit = (n, when, loops, at) => {
          if (n.kind === 'simple' || n.kind === 'jump') {
            for (const c of n.calls) {
              const line = at.lineOf(c.start);
              const own = at.conditions[line - 1];
              let same = 0;
              while (same < own.length && own[same] === at.base[same]) same++;
              const added = [...(at.via ? at.via.conditions : []), ...own.slice(same)];
              if (exclusive(added, beginConditions)) continue;
              if (writes.has(c.name)) {
                block.writes.push({
                  name: c.name,
                  value: c.args.join(', '),
                  line,
                  when,
                  repeat: loops.length ? loops.join(' / ') : null,
                  conditions: added,
                  call: c,
                  ...(at.via
                    ? {file: at.file, via: {function: at.via.function, file: at.via.file, line: at.via.line}}
                    : {}),
                });
                continue;
              }
              const helper = helpers.get(c.name);
              if (!helper?.fn.body || at.seen.includes(helper.fn.name)) continue;
              block.helperCalls.set(c, helper.fn.body);
              const helperLines = lineIndex(helper.text);
              const helperConditions = conditionsAt(helper.text);
              visit(helper.fn.body, when, loops, {
                file: helper.file,
                lineOf: helperLines,
                conditions: helperConditions,
                base: helperConditions[helper.fn.line - 1],
                via: {function: helper.fn.name, file: at.file, line, conditions: added},
                seen: [...at.seen, helper.fn.name],
              });
            }
          } else if (n.kind === 'block') for (const child of n.body) visit(child, when, loops, at);
          else if (n.kind === 'if') {
            visit(n.then, [...when, n.head], loops, at);
            if (n.otherwise) visit(n.otherwise, [...when, `else (of ${n.head})`], loops, at);
          } else if (n.kind === 'loop' || n.kind === 'do') visit(n.inner, when, [...loops, n.head], at);
          else if (n.kind === 'switch') {
            const items = n.inner.kind === 'block' ? n.inner.body : [n.inner];
            let labels = [];
            let open = false;
            for (const item of items) {
              if (item.kind === 'label') {
                if (!open) labels = [];
                labels.push(item.head);
                open = true;
                continue;
              }
              open = false;
              visit(item, [...when, `${n.head} ${labels.join(' ')}`.trim()], loops, at);
            }
          }
        };
        const here = {file: null, lineOf, conditions, base: beginConditions, via: null, seen: [fn.name]};
        for (const n of block.region) visit(n, [], [], here);
      }
    }
  }
  const unread = codeCalls(text, [begin])
    .map((c) => c.line)
    .filter((line) => !found.has(line));
  return {blocks, unread, errors};
}

/**
 * @typedef {{kind: 'send', variable: string} | {kind: 'engine', value: number} | {kind: 'parameter', index: number}
 *   | {kind: 'forward', index: number} | {kind: 'not compiled'} | {kind: 'problem', problem: string} | {kind: 'unknown'}} MessageKind
 */

/**
 * What a MESSAGE_BEGIN sends, from its message argument:
 * - `forward`: the argument is a parameter of an overload of MESSAGE_BEGIN
 *   itself, which passes it on (its callers are read as the blocks they are);
 * - `not compiled`: no build compiles it (`#if 0`);
 * - `problem`: the block cannot be read (sendBlocks's problem);
 * - `send`: a registered message's variable (`::` before it allowed);
 * - `engine`: a constant (`#define SVC_TEMPENTITY 23`) below the first id
 *   the engine gives a user message: one of the engine's own messages;
 * - `parameter`: a parameter of the function it is in, which sends whatever
 *   message its callers pass;
 * - `unknown`: anything else.
 * @param {SendBlock} block
 * @param {{registered: (variable: string) => boolean, constant: (name: string) => number | null, firstUserMessage: number, begin?: string}} context
 * @returns {MessageKind}
 */
export function messageKind(block, {registered, constant, firstUserMessage, begin = 'MESSAGE_BEGIN'}) {
  const message = (block.args[1] ?? '').trim();
  const index = block.parameters.indexOf(message);
  if (index >= 0 && block.function.split('::').pop() === begin) return {kind: 'forward', index};
  if (!compiled(block.conditions)) return {kind: 'not compiled'};
  if (block.problem) return {kind: 'problem', problem: block.problem};
  const variable = message.replace(/^::\s*/, '');
  if (registered(variable)) return {kind: 'send', variable};
  const value = /^[A-Za-z_]\w*$/.test(message) ? constant(message) : null;
  if (value !== null && value < firstUserMessage) return {kind: 'engine', value};
  if (index >= 0) return {kind: 'parameter', index};
  return {kind: 'unknown'};
}

/**
 * The registered messages the calls of a function pass it as a parameter
 * (`UTIL_Send(gmsgFoo, …)` for `void UTIL_Send(int msg_type, …)`): each call
 * of it by name whose argument at `index` is a registered message's
 * variable, with its file and line.
 * @param {{name: string, text: string}[]} files
 * @param {string} name the function's name without its class
 * @param {number} index
 * @param {(variable: string) => boolean} registered
 * @returns {{file: string, line: number, variable: string}[]}
 */
export function passedMessages(files, name, index, registered) {
  return files.flatMap((f) =>
    callSites(f.text, name)
      .map((c) => ({file: f.name, line: c.line, variable: (c.args[index] ?? '').replace(/^::\s*/, '')}))
      .filter((c) => registered(c.variable)),
  );
}

/**
 * @typedef {{min: number, max: number | null}} Bytes the fewest and the most bytes (null: no bound)
 */

/**
 * The fewest and most bytes a statement writes: a sequence adds up, an `if`
 * writes one of its branches, a `for` or `while` loop none to any number, a
 * `do` loop its body at least once, a `switch` one of its cases (or all of
 * them from the first when a case runs on into the next, and none when it has
 * no `default`).
 * @param {Statement} node
 * @param {(call: Call) => Bytes | null} widthOf the bytes of a call, null for a call that writes none
 * @returns {Bytes}
 */
export function statementBytes(node, widthOf) {
  const add = (a, b) => ({min: a.min + b.min, max: a.max === null || b.max === null ? null : a.max + b.max});
  const either = (a, b) => ({
    min: Math.min(a.min, b.min),
    max: a.max === null || b.max === null ? null : Math.max(a.max, b.max),
  });
  const none = {min: 0, max: 0};
  if (node.kind === 'simple' || node.kind === 'jump')
    return node.calls.reduce((sum, c) => add(sum, widthOf(c) ?? none), none);
  if (node.kind === 'block') return node.body.reduce((sum, n) => add(sum, statementBytes(n, widthOf)), none);
  if (node.kind === 'if')
    return either(statementBytes(node.then, widthOf), node.otherwise ? statementBytes(node.otherwise, widthOf) : none);
  if (node.kind === 'loop' || node.kind === 'do') {
    const inner = statementBytes(node.inner, widthOf);
    const max = inner.max === 0 ? 0 : null;
    return {min: node.kind === 'do' ? inner.min : 0, max};
  }
  if (node.kind === 'switch') {
    const items = node.inner.kind === 'block' ? node.inner.body : [node.inner];
    // The cases: the statements after each run of labels; a case that does not end in a jump runs on.
    const cases = [];
    for (const item of items) {
      if (item.kind === 'label') {
        if (!cases.length || cases[cases.length - 1].items.length) cases.push({labels: [], items: []});
        cases[cases.length - 1].labels.push(item.head);
      } else if (cases.length) cases[cases.length - 1].items.push(item);
    }
    let result = null;
    for (let i = 0; i < cases.length; i++) {
      let run = none;
      for (let j = i; j < cases.length; j++) {
        run = add(
          run,
          cases[j].items.reduce((sum, n) => add(sum, statementBytes(n, widthOf)), none),
        );
        const last = cases[j].items[cases[j].items.length - 1];
        if (last?.kind === 'jump') break;
      }
      result = result ? either(result, run) : run;
    }
    const hasDefault = cases.some((c) => c.labels.some((l) => /^default\b/.test(l)));
    return !result ? none : hasDefault ? result : either(result, none);
  }
  return none;
}

/**
 * The fewest and most bytes a send writes, given each write type's
 * (`widths`, by macro name): statementBytes over the statements from
 * MESSAGE_BEGIN to MESSAGE_END, once for each build the preprocessor
 * conditions of its writes tell apart (each macro they name defined or not;
 * a write whose conditions the build does not meet writes nothing), the
 * fewest of all builds and the most.
 * @param {SendBlock} block
 * @param {Record<string, Bytes>} widths
 * @returns {Bytes}
 */
export function sendBytes(block, widths) {
  const byCall = new Map(block.writes.map((w) => [w.call, w]));
  const macros = [
    ...new Set(
      block.writes
        .flatMap((w) => w.conditions.flatMap((c) => c.match(/[A-Za-z_]\w*/g) ?? []))
        .filter((n) => n !== 'defined'),
    ),
  ].sort();
  if (macros.length > 8) throw new Error(`line ${block.line}: too many macros in the writes' conditions`);
  let min = Infinity;
  /** @type {number | null} */
  let max = 0;
  for (let mask = 0; mask < 1 << macros.length; mask++) {
    const defined = new Set(macros.filter((_, i) => mask & (1 << i)));
    const widthOf = (call) => {
      const helper = block.helperCalls.get(call);
      if (helper) return statementBytes(helper, widthOf);
      const w = byCall.get(call);
      if (!w || !conditionHolds(w.conditions, defined)) return null;
      const width = widths[w.name];
      if (!width) throw new Error(`line ${w.line}: no width for ${w.name}`);
      return width;
    };
    const b = block.region.reduce(
      (sum, n) => {
        const one = statementBytes(n, widthOf);
        return {min: sum.min + one.min, max: sum.max === null || one.max === null ? null : sum.max + one.max};
      },
      {min: 0, max: 0},
    );
    min = Math.min(min, b.min);
    max = max === null || b.max === null ? null : Math.max(max, b.max);
  }
  return {min, max};
}

/**
 * The calls of a function in a file, by the name they call it by: each with
 * its line and arguments as written (declarations and definitions left out).
 * @param {string} text
 * @param {string} name
 * @returns {{line: number, args: string[]}[]}
 */
export function callSites(text, name) {
  return codeCalls(text, [name]).map((c) => ({line: c.line, args: c.args}));
}

/**
 * The calls of the named functions or macros in a text (messageCalls), those
 * in preprocessor lines left out (`#define WRITE_BYTE (*g_engfuncs.pfnWriteByte)`
 * defines the name, it does not call it).
 * @param {string} text
 * @param {string[]} names
 */
export function codeCalls(text, names) {
  const lines = views(text).code.split('\n');
  return messageCalls(text, Object.fromEntries(names.map((n) => [n, 0]))).filter(
    (c) => lines[c.line - 1].trim() !== '',
  );
}

/**
 * The engine functions a table of function pointers holds: each member of
 * the structure (`int (*pfnPrecacheModel)(const char *s);`, in order) and the
 * function the table that fills it puts there, with the line of that entry.
 * @param {string} structText the header that declares the structure
 * @param {string} structName its tag (`enginefuncs_s`)
 * @param {string} tableText the file that defines the table
 * @param {string} tableName the table's variable (`g_engfuncsExportedToDlls`)
 * @returns {Map<string, {implementation: string, line: number}>}
 */
export function functionTable(structText, structName, tableText, tableName) {
  const readBraces = (text, pattern) => {
    const code = statementCode(text);
    const m = code.match(pattern);
    if (!m) throw new Error(`no ${pattern}`);
    const open = m.index + m[0].length - 1;
    const tokens = tokenize(code, open, code.length);
    const close = tokens[0].match;
    if (
      codeOnly(text)
        .slice(open, tokens[close].s)
        .split('\n')
        .some((l) => /^\s*#/.test(l))
    )
      throw new Error(`${pattern}: preprocessor lines inside`);
    return {code, open, close: tokens[close].s};
  };
  const s = readBraces(structText, new RegExp(`\\bstruct\\s+${structName}\\s*\\{`));
  // Each member's declaration: the first `(*name)(` of each (a parameter may be a function pointer too).
  const members = splitTopLevel(s.code.slice(s.open + 1, s.close), ';')
    .map((d) => d.match(/\(\s*\*\s*([A-Za-z_]\w*)\s*\)\s*\(/)?.[1])
    .filter(Boolean);
  const t = readBraces(tableText, new RegExp(`\\b${tableName}\\s*=\\s*\\{`));
  const lineOf = lineIndex(tableText);
  const out = new Map();
  let index = 0;
  let at = t.open + 1;
  for (const entry of splitTopLevel(t.code.slice(t.open + 1, t.close), ',')) {
    const name = entry.trim();
    if (name) {
      if (index >= members.length) throw new Error(`${tableName}: more entries than ${structName} has members`);
      out.set(members[index++], {implementation: name, line: lineOf(at + entry.indexOf(name))});
    }
    at += entry.length + 1;
  }
  if (index !== members.length) throw new Error(`${tableName}: ${index} entries for ${members.length} members`);
  return out;
}

/**
 * The macros of a text that stand for a function of a table:
 * `#define WRITE_BYTE (*g_engfuncs.pfnWriteByte)` gives WRITE_BYTE → pfnWriteByte.
 * @param {string} text
 * @param {string} table the table's variable (`g_engfuncs`)
 * @returns {{name: string, member: string, line: number}[]}
 */
export function tableMacros(text, table) {
  const pattern = new RegExp(`^\\(\\s*\\*\\s*${table}\\s*\\.\\s*([A-Za-z_]\\w*)\\s*\\)$`);
  return cConstants(text)
    .map((c) => ({name: c.name, member: c.expression.match(pattern)?.[1], line: c.line}))
    .filter((c) => c.member);
}

/**
 * @typedef {{file: string, line: number, function: string}} Site
 * @typedef {{name: string, text: string}} SourceFile a file's path and text
 * @typedef {{min: number, max: number | null, plus: number | null, sites: (Site & {expression: string, bytes: number | null})[], through: string[]}} Reservation
 */

/**
 * The bytes a function reserves in a buffer: the calls of `primitive`
 * (`SZ_GetSpace(buffer, size)`) on that buffer it makes, itself or through
 * the functions of `files` it calls, whose arguments stand for their
 * parameters. A size is a number, or a sum of a length and a number
 * (`Q_strlen(s) + 1`: no bound, `plus` the number). Each size is cited at
 * the call that writes it (a parameter passed on is cited where its value
 * is written); `through` is the chain of calls to the first that does.
 * @param {SourceFile[]} files
 * @param {string} entry the function
 * @param {string} buffer the buffer's expression in the entry function (`&gMsgBuffer`)
 * @param {string} [primitive]
 * @returns {Reservation}
 */
export function reservation(files, entry, buffer, primitive = 'SZ_GetSpace') {
  /** @type {Map<string, {file: string, text: string, fn: ParsedFunction}[]>} */
  const definitions = new Map();
  for (const f of files) {
    for (const fn of parsedFunctions(f.text)) {
      const list = definitions.get(fn.name) ?? definitions.set(fn.name, []).get(fn.name);
      list.push({file: f.name, text: f.text, fn});
    }
  }
  const bare = (e) => e.replace(/[\s()]/g, '');
  const sites = [];
  let through = [];
  const walk = (name, args, caller, chain) => {
    const found = definitions.get(name) ?? [];
    if (found.length !== 1) throw new Error(`${found.length} definitions of ${name}`);
    const {file, text, fn} = found[0];
    if (!fn.body) throw new Error(`${name}: ${fn.error}`);
    if (chain.includes(name)) throw new Error(`${name} calls itself`);
    const lineOf = lineIndex(text);
    const substitute = (expression) =>
      fn.parameters.reduce(
        (e, p, i) => (args[i] === undefined ? e : e.replace(new RegExp(`\\b${p}\\b`, 'g'), `(${args[i]})`)),
        expression,
      );
    return statementBytes(fn.body, (call) => {
      if (call.name === primitive) {
        const [target, size] = call.args.map(substitute);
        if (bare(target) !== bare(buffer)) return null;
        // Cited where the size is written: here, or at the caller that passes it as the parameter.
        const passed = fn.parameters.includes(call.args[1].trim());
        const site = passed ? caller : {file, line: lineOf(call.start), function: fn.name};
        const value = sizeValue(size);
        sites.push({
          ...site,
          expression: passed ? args[fn.parameters.indexOf(call.args[1].trim())] : call.args[1],
          bytes: value.max,
        });
        if (!through.length || value.max === null) through = [...chain, name];
        return value;
      }
      if (!definitions.has(call.name)) return null;
      return walk(call.name, call.args.map(substitute), {file, line: lineOf(call.start), function: fn.name}, [
        ...chain,
        name,
      ]);
    });
  };
  const total = walk(entry, [], null, []);
  const variable = sites.find((s) => s.bytes === null);
  return {
    ...total,
    plus: variable ? sizeValue(variable.expression).min : null,
    sites,
    through,
  };
}

/**
 * The bytes a size expression gives: a number, or a sum whose terms are
 * numbers and other values (no bound; at least the numbers).
 * @param {string} expression
 * @returns {Bytes}
 */
function sizeValue(expression) {
  try {
    const n = evaluate(expression, () => undefined);
    return {min: n, max: n};
  } catch {
    let e = expression.trim();
    while (e.startsWith('(') && matching(codeOnly(e), 0) === e.length - 1) e = e.slice(1, -1).trim();
    let plus = 0;
    for (const term of splitTopLevel(e, '+')) {
      try {
        plus += evaluate(term, () => undefined);
      } catch {
        // A length: no bound.
      }
    }
    return {min: plus, max: null};
  }
}
