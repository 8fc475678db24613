/**
 * Reads an AMX Mod X plugin's Pawn source (`.sma`) for the porting page
 * (docs/guides/amx-mod-x-porting.mdx): which natives, forwards, stocks and
 * constants of AMX Mod X it uses, how often and where, and what it registers
 * by name (`register_forward(FM_Spawn, …)`, `register_event("DeathMsg", …)`,
 * `register_clcmd("say /hp", …)`, …). It runs in the reader's browser and in
 * the tests; nothing here touches the network.
 *
 * It is a tokenizer, not a Pawn compiler: comments, strings and character
 * literals are skipped (AMX Mod X's `^` escapes included), `#include` lines
 * name the includes, a `#define` makes its name the plugin's own, and so do
 * the functions the plugin defines (`public`, `stock`, or plain): those are
 * not AMX Mod X's, even when a name is the same. A `public` function named as
 * a forward of AMX Mod X (`plugin_init`, `client_putinserver`) is that
 * forward. A line it cannot read (a string or a comment that never ends) is
 * reported with the reason, and the rest of the file is still read.
 */

/** Words of Pawn that are never names of AMX Mod X. */
const keywords = new Set(
  'assert break case char const continue default defined do else enum exit for forward goto if native new operator public return sizeof sleep state static stock switch tagof while true false'.split(
    ' ',
  ),
);

/**
 * The natives that register a handler by name: what they register, the argument
 * that names it and the argument that names the handler (none for a cvar), and for
 * a hook the argument that asks for the call after the original (`post`).
 */
export const registrations = {
  register_forward: {what: 'fakemeta forward', target: 0, handler: 1, post: 2},
  RegisterHam: {what: 'Ham Sandwich hook', target: 0, handler: 2, post: 3},
  RegisterHamPlayer: {what: 'Ham Sandwich hook', target: 0, handler: 1, post: 2},
  RegisterHookChain: {what: 'ReAPI hook chain', target: 0, handler: 1, post: 2},
  register_event: {what: 'game event (message)', target: 0, handler: 1},
  // The log event is named by the filters after the handler: `register_logevent("h", 2, "1=Round_Start")`.
  register_logevent: {what: 'log event', target: 2, handler: 0, rest: true},
  register_message: {what: 'network message', target: 0, handler: 1},
  register_clcmd: {what: 'client command', target: 0, handler: 1},
  register_concmd: {what: 'console command', target: 0, handler: 1},
  register_srvcmd: {what: 'server command', target: 0, handler: 1},
  register_cvar: {what: 'cvar', target: 0, handler: -1},
  create_cvar: {what: 'cvar', target: 0, handler: -1},
  set_task: {what: 'task', target: 1, handler: 1},
  register_menucmd: {what: 'menu', target: 0, handler: 2},
  register_think: {what: 'think hook', target: 0, handler: 1},
  register_touch: {what: 'touch hook', target: 0, handler: 2},
};

/**
 * @typedef {{type: 'ident' | 'string' | 'number' | 'char' | 'punct', value: string, line: number, called?: boolean}} Token
 *   `called`: for a name in a `#define`'s value, whether a `(` follows it there.
 * @typedef {{line: number, reason: string}} Unreadable
 */

/**
 * The tokens of a Pawn source, its `#include`s and `#define`d names, and the lines it could not read.
 * @param {string} text
 */
export function tokenize(text) {
  /** @type {Token[]} */
  const tokens = [];
  /** @type {string[]} */
  const includes = [];
  /** @type {Set<string>} */
  const defines = new Set();
  /** @type {Unreadable[]} */
  const unreadable = [];
  let line = 1;
  let i = 0;
  const n = text.length;
  // The escape character of strings and characters: `^` in AMX Mod X, unless the plugin sets
  // another (`#pragma ctrlchar '\\'`). A backslash is otherwise a character like any other.
  let ctrlChar = '^';
  // At the start of a line (spaces aside): where a preprocessor directive may begin.
  let lineStart = true;
  while (i < n) {
    const c = text[i];
    if (c === '\n') {
      line++;
      i++;
      lineStart = true;
      continue;
    }
    if (c === ' ' || c === '\t' || c === '\r' || c === '\f' || c === '\v') {
      i++;
      continue;
    }
    if (c === '/' && text[i + 1] === '/') {
      while (i < n && text[i] !== '\n') i++;
      continue;
    }
    if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      const stop = end === -1 ? n : end + 2;
      if (end === -1) unreadable.push({line, reason: 'a comment that never ends (/* without */)'});
      for (let k = i; k < stop; k++) if (text[k] === '\n') line++;
      i = stop;
      continue;
    }
    if (lineStart && c === '#') {
      // A directive runs to the end of the line (a line ending in \ goes on to the next);
      // a comment in it is not part of it, and a block comment may carry it to a later line.
      let end = i;
      let directive = '';
      while (end < n && text[end] !== '\n') {
        if (text[end] === '\\' && (text[end + 1] === '\n' || (text[end + 1] === '\r' && text[end + 2] === '\n'))) {
          end += text[end + 1] === '\r' ? 3 : 2;
          directive += ' ';
        } else if (text[end] === '/' && text[end + 1] === '/') {
          while (end < n && text[end] !== '\n') end++;
        } else if (text[end] === '/' && text[end + 1] === '*') {
          const close = text.indexOf('*/', end + 2);
          end = close === -1 ? n : close + 2;
          directive += ' ';
        } else if (text[end] === '"' || text[end] === "'") {
          // A string or character in the directive, kept whole (a // inside it is no comment).
          const quote = text[end];
          let k = end + 1;
          while (k < n && text[k] !== quote && text[k] !== '\n') k += text[k] === ctrlChar ? 2 : 1;
          directive += text.slice(end, k + 1);
          end = Math.min(n, k + 1);
        } else directive += text[end++];
      }
      const pragma = directive.match(/^#\s*pragma\s+ctrlchar\s+(?:'(.)'|(\d+))/);
      if (pragma) ctrlChar = pragma[1] ?? String.fromCharCode(Number(pragma[2]));
      const include = directive.match(/^#\s*(?:include|tryinclude)\s*[<"]\s*([\w./-]+?)(?:\.inc)?\s*[>"]/);
      if (include) includes.push(`${include[1]}.inc`);
      const define = directive.match(/^#\s*define\s+([A-Za-z_@]\w*)/);
      if (define) {
        defines.add(define[1]);
        // What the name stands for counts as used where it is written.
        const value = directive
          .slice(define.index + define[0].length)
          .replace(/^\([^)]*\)/, '')
          .replace(/"[^"]*"|'[^']*'/g, ' ');
        for (const m of value.matchAll(/[A-Za-z_@][\w@]*(?=(\s*\()?)/g)) {
          if (!keywords.has(m[0])) tokens.push({type: 'ident', value: m[0], line, called: Boolean(m[1])});
        }
      }
      for (let k = i; k < end; k++) if (text[k] === '\n') line++;
      i = end;
      continue;
    }
    lineStart = false;
    if (c === '"' || (c === '!' && text[i + 1] === '"')) {
      // A string: the control character escapes the next character, and a string spans lines only
      // where a line ends with a backslash.
      const start = line;
      let k = c === '!' ? i + 2 : i + 1;
      let value = '';
      let closed = false;
      while (k < n && text[k] !== '\n') {
        // A backslash at the end of a line continues the string on the next.
        const continued = text[k] === '\\' && (text[k + 1] === '\n' || (text[k + 1] === '\r' && text[k + 2] === '\n'));
        if (continued) {
          k += text[k + 1] === '\r' ? 3 : 2;
          line++;
          continue;
        }
        if (text[k] === ctrlChar) {
          value += text.slice(k, k + 2);
          k += 2;
          continue;
        }
        if (text[k] === '"') {
          closed = true;
          k++;
          break;
        }
        value += text[k++];
      }
      if (!closed) unreadable.push({line: start, reason: 'a string that never ends (no closing ")'});
      tokens.push({type: 'string', value, line: start});
      i = k;
      continue;
    }
    if (c === "'") {
      let k = i + 1;
      while (k < n && text[k] !== "'" && text[k] !== '\n') k += text[k] === ctrlChar ? 2 : 1;
      const closed = text[k] === "'";
      if (!closed) unreadable.push({line, reason: "a character that never ends (no closing ')"});
      tokens.push({type: 'char', value: text.slice(i + 1, k), line});
      // An unclosed literal stops before the end of its line, which is counted as any other.
      i = closed ? k + 1 : k;
      continue;
    }
    if (/[A-Za-z_@]/.test(c)) {
      let k = i + 1;
      while (k < n && /[\w@]/.test(text[k])) k++;
      tokens.push({type: 'ident', value: text.slice(i, k), line});
      i = k;
      continue;
    }
    if (/[0-9]/.test(c)) {
      let k = i + 1;
      while (k < n && /[\w.]/.test(text[k])) k++;
      tokens.push({type: 'number', value: text.slice(i, k), line});
      i = k;
      continue;
    }
    tokens.push({type: 'punct', value: c, line});
    i++;
  }
  // A file that ends with a line break has no line after it.
  const lines = text.endsWith('\n') ? line - 1 : line;
  return {tokens, includes, defines, unreadable, lines};
}

/**
 * @typedef {{include: string, kind: 'native' | 'forward' | 'stock' | 'constant'}} Declared
 * @typedef {{name: string, include: string, kind: Declared['kind'], count: number, lines: number[], onLines: number, in: string[]}} Use
 *   `lines`: the first lines it is used on; `onLines`: on how many lines in all; `in`: the
 *   plugin's functions it is used in, in the order of their first use (none for a use
 *   outside any function, as in a `#define` or a global's value).
 * @typedef {{native: string, what: string, target: string, handler?: string, post?: boolean, line: number}} Registration
 *   `post`: for a hook, whether its post argument is written as true (`true`, or a number other than 0).
 * @typedef {{name: string, count: number, lines: number[], onLines: number, in: string[]}} Call
 * @typedef {{
 *   lines: number,
 *   includes: string[],
 *   unknownIncludes: string[],
 *   unknownCalls: Call[],
 *   functions: string[],
 *   own: string[],
 *   uses: Use[],
 *   registrations: Registration[],
 *   unreadable: Unreadable[],
 * }} Scan
 *   `unknownIncludes`: the includes no include file of the index is named as (a plugin's
 *   own, another module's); `unknownCalls`: the calls to names neither the index's includes
 *   nor the plugin declare, which those includes (or macros) must declare, most used first;
 *   `functions`: the plugin's functions with a body, in the order of the file.
 */

/** How many line numbers a use keeps (the first ones). */
const keptLines = 5;

/**
 * The AMX Mod X names a plugin uses. `declared` gives, for every name the
 * include files declare, its include file and kind (see `declaredIndex`).
 * @param {string} text
 * @param {Map<string, Declared>} declared
 * @returns {Scan}
 */
export function scanPawn(text, declared) {
  const {tokens, includes, defines, unreadable, lines} = tokenize(text);
  // The plugin's own functions: a name before `(` … `)` `{` at the top level, and the
  // natives and forwards it declares for itself.
  /** @type {Set<string>} */
  const own = new Set();
  /** @type {Set<string>} */
  const forwards = new Set();
  let depth = 0;
  for (let t = 0; t < tokens.length; t++) {
    const token = tokens[t];
    if (token.type === 'punct') {
      if (token.value === '{') depth++;
      else if (token.value === '}') depth = Math.max(0, depth - 1);
      continue;
    }
    if (depth !== 0 || token.type !== 'ident') continue;
    if (token.value === 'native' || token.value === 'forward') {
      const name = nameAfterTag(tokens, t + 1);
      if (name) own.add(name.value);
      continue;
    }
    const next = tokens[t + 1];
    if (next?.value !== '(' || keywords.has(token.value)) continue;
    const close = matching(tokens, t + 1);
    if (close === -1 || tokens[close + 1]?.value !== '{') continue;
    // `public name(` or, with a tag, `public Float:name(`.
    const isPublic =
      tokens[t - 1]?.value === 'public' || (tokens[t - 1]?.value === ':' && tokens[t - 3]?.value === 'public');
    if (isPublic && declared.get(token.value)?.kind === 'forward') forwards.add(token.value);
    else own.add(token.value);
  }
  for (const name of defines) own.add(name);

  const variables = variablesOf(tokens);
  const within = enclosingFunctions(tokens);
  /**
   * Counts the use or call at token `t`: its count, its lines (one per line) and the
   * plugin function it is in. Returns the entry.
   * @template {Call} T
   * @param {T} entry
   * @param {number} t
   */
  const tally = (entry, t) => {
    const {line} = tokens[t];
    entry.count++;
    if (line !== lastLine.get(entry.name)) {
      entry.onLines++;
      if (entry.lines.length < keptLines) entry.lines.push(line);
    }
    lastLine.set(entry.name, line);
    const fn = within[t];
    if (fn && !entry.in.includes(fn)) entry.in.push(fn);
    return entry;
  };
  /** @type {Map<string, number>} the line of each name's last use: tokens come in line order */
  const lastLine = new Map();
  /** @type {Map<string, Use>} */
  const uses = new Map();
  /** @type {Map<string, Call>} */
  const calls = new Map();
  /** @type {Registration[]} */
  const found = [];
  for (let t = 0; t < tokens.length; t++) {
    const token = tokens[t];
    // Tags (`Float:`) are never declared names, so they are not counted.
    if (token.type !== 'ident' || keywords.has(token.value)) continue;
    const name = token.value;
    const entry = declared.get(name);
    const called = token.called ?? tokens[t + 1]?.value === '(';
    if (!entry && !own.has(name) && called) {
      calls.set(name, tally(calls.get(name) ?? {name, count: 0, lines: [], onLines: 0, in: []}, t));
      continue;
    }
    if (!entry || (own.has(name) && !forwards.has(name))) continue;
    // A native or a stock is used where it is called; the same name without a call is one
    // of the plugin's variables (`new time = get_systime();`, `new max = 10;`).
    if ((entry.kind === 'native' || entry.kind === 'stock') && !called) continue;
    if (entry.kind === 'constant' && variables.has(name)) continue;
    uses.set(
      name,
      tally(
        uses.get(name) ?? {name, include: entry.include, kind: entry.kind, count: 0, lines: [], onLines: 0, in: []},
        t,
      ),
    );
    const registration = registrations[/** @type {keyof typeof registrations} */ (name)];
    if (registration && tokens[t + 1]?.value === '(') {
      const args = argumentsOf(tokens, t + 1);
      const targets = 'rest' in registration ? args.slice(registration.target) : [args[registration.target] ?? []];
      const handlerArg = registration.handler === -1 ? undefined : args[registration.handler];
      const postArg = 'post' in registration ? args[registration.post]?.map((a) => a.value).join('') : undefined;
      found.push({
        native: name,
        what: registration.what,
        target: targets.map(describe).join(', '),
        handler: handlerArg?.find((a) => a.type === 'string')?.value,
        ...(postArg ? {post: postArg === 'true' || /^[1-9]\d*$/.test(postArg)} : {}),
        line: token.line,
      });
    }
  }
  const known = new Set([...declared.values()].map((entry) => entry.include));
  return {
    lines,
    includes,
    unknownIncludes: includes.filter((include) => !known.has(include)),
    unknownCalls: [...calls.values()].sort((a, b) => b.count - a.count || a.name.localeCompare(b.name)),
    functions: [...new Set(within.filter((fn) => fn !== undefined))],
    own: [...own].filter((name) => !forwards.has(name)).sort(),
    uses: [...uses.values()].sort((a, b) => a.include.localeCompare(b.include) || a.name.localeCompare(b.name)),
    registrations: found,
    unreadable,
  };
}

/**
 * For each token, the plugin's function whose body holds it (`name(…) {` at the top
 * level, up to its closing `}`), or undefined.
 * @param {Token[]} tokens
 * @returns {(string | undefined)[]}
 */
export function enclosingFunctions(tokens) {
  /** @type {(string | undefined)[]} */
  const within = new Array(tokens.length);
  let depth = 0;
  /** @type {string | undefined} */
  let current;
  for (let t = 0; t < tokens.length; t++) {
    const token = tokens[t];
    if (token.type === 'punct' && token.value === '{') depth++;
    else if (token.type === 'punct' && token.value === '}') {
      depth = Math.max(0, depth - 1);
      if (depth === 0) current = undefined;
    } else if (depth === 0 && token.type === 'ident' && tokens[t + 1]?.value === '(' && !keywords.has(token.value)) {
      const close = matching(tokens, t + 1);
      if (close !== -1 && tokens[close + 1]?.value === '{') current = token.value;
    }
    within[t] = depth > 0 ? current : undefined;
  }
  return within;
}

/**
 * The names the plugin declares as variables: after `new`, `static` or `decl` (each name
 * of the list, its tag and dimensions aside), and the parameters of the functions it
 * defines (`public f(id, Float:time)`).
 * @param {Token[]} tokens
 * @returns {Set<string>}
 */
export function variablesOf(tokens) {
  /** @type {Set<string>} */
  const names = new Set();
  /** A declarator's name from token `t` (`const`, `&`, a tag skipped), and where it ends. */
  const declarator = (t) => {
    while (tokens[t]?.value === 'const' || tokens[t]?.value === '&') t++;
    const name = nameAfterTag(tokens, t);
    if (name) names.add(name.value);
  };
  for (let t = 0; t < tokens.length; t++) {
    const token = tokens[t];
    if (token.type === 'ident' && (token.value === 'new' || token.value === 'static' || token.value === 'decl')) {
      // A list of declarators up to `;`, or to the `)` that closes a `for (new i …`.
      let depth = 0;
      declarator(t + 1);
      for (let k = t + 1; k < tokens.length; k++) {
        const value = tokens[k].type === 'punct' ? tokens[k].value : '';
        if (value === '(' || value === '[' || value === '{') depth++;
        else if (value === ')' || value === ']' || value === '}') {
          if (--depth < 0) break;
        } else if (depth === 0 && value === ';') break;
        else if (depth === 0 && value === ',') declarator(k + 1);
      }
      continue;
    }
    // A function definition: `name(params) {`.
    if (token.type === 'ident' && tokens[t + 1]?.value === '(' && !keywords.has(token.value)) {
      const close = matching(tokens, t + 1);
      if (close === -1 || tokens[close + 1]?.value !== '{') continue;
      declarator(t + 2);
      let depth = 0;
      for (let k = t + 2; k < close; k++) {
        const value = tokens[k].type === 'punct' ? tokens[k].value : '';
        if (value === '(' || value === '[' || value === '{') depth++;
        else if (value === ')' || value === ']' || value === '}') depth--;
        else if (depth === 0 && value === ',') declarator(k + 1);
      }
    }
  }
  return names;
}

/** The name after an optional tag (`Float:name`), from token `t`. */
function nameAfterTag(tokens, t) {
  const first = tokens[t];
  if (first?.type !== 'ident') return undefined;
  return tokens[t + 1]?.value === ':' && tokens[t + 2]?.type === 'ident' ? tokens[t + 2] : first;
}

/** The index of the `)` that closes the `(` at `open`, or -1. */
function matching(tokens, open) {
  let depth = 0;
  for (let t = open; t < tokens.length; t++) {
    const value = tokens[t].value;
    if (tokens[t].type !== 'punct') continue;
    if (value === '(') depth++;
    else if (value === ')' && --depth === 0) return t;
    else if (value === ';' || value === '{') return -1;
  }
  return -1;
}

/** The tokens of each argument of the call whose `(` is at `open`. */
function argumentsOf(tokens, open) {
  const close = matching(tokens, open);
  const end = close === -1 ? Math.min(tokens.length, open + 64) : close;
  /** @type {Token[][]} */
  const args = [[]];
  let depth = 0;
  for (let t = open + 1; t < end; t++) {
    const token = tokens[t];
    if (token.type === 'punct' && (token.value === '(' || token.value === '[' || token.value === '{')) depth++;
    if (token.type === 'punct' && (token.value === ')' || token.value === ']' || token.value === '}')) depth--;
    if (depth === 0 && token.type === 'punct' && token.value === ',') args.push([]);
    else args[args.length - 1].push(token);
  }
  return args;
}

/** What an argument names: its first string (a message or command name), else its text. */
function describe(arg) {
  const string = arg.find((token) => token.type === 'string');
  if (string) return `"${string.value}"`;
  return arg.map((token) => token.value).join('');
}

/**
 * The index `scanPawn` reads, from the data of plugins/site-data/amxmodx-includes.json (and
 * plugins/site-data/reapi-includes.json for a plugin that includes ReAPI): each name with its
 * include file and kind. A name two includes declare keeps
 * the first, in the order of the file.
 * @param {Record<string, {natives: string[], forwards: string[], stocks: string[], constants: string[]}>} includes
 * @returns {Map<string, Declared>}
 */
export function declaredIndex(includes) {
  /** @type {Map<string, Declared>} */
  const index = new Map();
  const kinds = /** @type {const} */ ([
    ['natives', 'native'],
    ['forwards', 'forward'],
    ['stocks', 'stock'],
    ['constants', 'constant'],
  ]);
  for (const [kindKey, kind] of kinds) {
    for (const [include, names] of Object.entries(includes)) {
      for (const name of names[kindKey]) if (!index.has(name)) index.set(name, {include, kind});
    }
  }
  return index;
}

/**
 * The status of an AMX Mod X name by its row of the guide's name map
 * (plugins/site-data/amxmodx-map.json): `equivalent` when the row gives NodeMod
 * equivalents that do what the name does; `way around` when its equivalents reach
 * the same end another way (`fit: around`), or when it has none and its note says
 * what to write instead; `no equivalent` when it has neither (`fit: none`); `not in
 * the map` without a row. The port plan, the coverage table and the scan of the
 * stock plugins all count by it.
 * @param {{nodemod: unknown[], fit?: string} | undefined} row
 * @returns {'equivalent' | 'way around' | 'no equivalent' | 'not in the map'}
 */
export function mapStatus(row) {
  if (!row) return 'not in the map';
  if (row.fit === 'none') return 'no equivalent';
  return row.nodemod.length > 0 && row.fit !== 'around' ? 'equivalent' : 'way around';
}
