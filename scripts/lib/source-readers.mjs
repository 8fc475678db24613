/**
 * Readers of other projects' code, for the scripts that derive the site's data
 * from the pinned sources (scripts/event-contracts.mjs,
 * scripts/generate-member-index.mjs). Each answers a question about behaviour
 * from what the code does, never from a name:
 *
 * - `converterKind`: whether NodeMod hands a listener the engine's own data
 *   (a wrapper whose accessors read the C structure) or a copy, from the body
 *   of the function that converts the argument;
 * - `fakemetaCases`: which table function each of fakemeta's `FM_*`,
 *   `EngFunc_*` and `DLLFunc_*` reaches, from the hook or call in its `case`;
 * - `forwardRuns`: from which hook table (game library or engine, pre or post)
 *   AMX Mod X runs each forward, from the function that executes it and the
 *   table that function is put in when the plugins load;
 * - `coreListeners`: when `@nodemod/core` adds each of its own listeners, on
 *   import or when a script calls one of its functions.
 *
 * Pure functions of the files' text: the unit tests feed them code written for
 * the test (tests/unit/source-readers.test.mjs).
 */
import ts from 'typescript';

/**
 * A C or C++ text with comments and the contents of string and character
 * literals blanked out (same length, line breaks kept), so that braces and
 * calls are counted in code only.
 * @param {string} text
 */
export function codeOnly(text) {
  return text.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*|"(?:\\.|[^"\\\n])*"|'(?:\\.|[^'\\\n])*'/g, (m) =>
    m.startsWith('"') || m.startsWith("'") ? m[0] + ' '.repeat(m.length - 2) + m[0] : m.replace(/[^\n]/g, ' '),
  );
}

const controlWords = /^\s*(?:if|for|while|switch|return|else|case|do|sizeof|new|delete|throw|catch)\b/;

/**
 * The function definitions of a C or C++ file, each with its name as written
 * (`CoreConfig::OnMapConfigTimer`), the line of its head and the lines of its
 * body: a head is a type and a name before `(`, and a definition reaches `{`
 * before any `;`; the body ends where its braces balance. Lines are 1-based.
 * @param {string} text
 * @returns {{name: string, line: number, start: number, end: number}[]}
 */
export function cFunctions(text) {
  const lines = codeOnly(text).split('\n');
  const out = [];
  for (let i = 0; i < lines.length; i++) {
    const head = lines[i].match(/^\s*(?:[\w:<>,]+[\s*&]+)+?([A-Za-z_~][\w]*(?:::[A-Za-z_~]\w*)*)\s*\(/);
    if (!head || controlWords.test(lines[i])) continue;
    // The first `{` or `;` after the head, outside the parameter list.
    let depth = 0;
    let open = null;
    scan: for (let j = i; j < Math.min(lines.length, i + 12); j++) {
      const from = j === i ? head.index + head[0].length - 1 : 0;
      for (let k = from; k < lines[j].length; k++) {
        const ch = lines[j][k];
        if (ch === '(') depth++;
        else if (ch === ')') depth--;
        else if (depth === 0 && ch === ';') break scan;
        else if (depth === 0 && ch === '{') {
          open = {j, k};
          break scan;
        }
      }
    }
    if (!open) continue;
    let braces = 0;
    let end = null;
    for (let j = open.j; j < lines.length && end === null; j++) {
      for (let k = j === open.j ? open.k : 0; k < lines[j].length; k++) {
        if (lines[j][k] === '{') braces++;
        else if (lines[j][k] === '}' && --braces === 0) {
          end = j;
          break;
        }
      }
    }
    if (end === null) continue;
    out.push({name: head[1], line: i + 1, start: open.j + 1, end: end + 1});
    i = end;
  }
  return out;
}

/**
 * What a converter of NodeMod's hooks gives a listener, read from its body:
 * `live` when it makes an instance of an object template and stores the C
 * pointer in it (`NewInstance` and `SetAlignedPointerInInternalField`: its
 * accessors read and write the engine's structure), `copy` when it builds a
 * new object or array and sets values into it, null when the body is neither.
 * @param {string} body
 * @returns {'live' | 'copy' | null}
 */
export function converterKind(body) {
  const code = codeOnly(body);
  const pointer = /\bSetAlignedPointerInInternalField\s*\(/.test(code);
  if (pointer && /\bNewInstance\s*\(/.test(code)) return 'live';
  if (!pointer && /\bv8::(?:Object|Array)::New\s*\(/.test(code) && /(?:->|\.)Set\s*\(/.test(code)) return 'copy';
  return null;
}

/**
 * The cases of one of fakemeta's switches (`forward.cpp`, `engfunc.cpp`,
 * `dllfunc.cpp`) whose names start with `prefix`, each with the table
 * functions its body reaches: the first group of `reach` is the table
 * (`ENG`, `DLL`, `NEWDLL` for the hook macros; empty for direct calls), the
 * second the function without `pfn`. A case ends at the next `case`,
 * `default:` or the end of the switch.
 * @param {string} text
 * @param {string} prefix
 * @param {RegExp} reach a global pattern
 * @returns {{name: string, line: number, calls: {table: string, fn: string, line: number}[]}[]}
 */
export function fakemetaCases(text, prefix, reach) {
  const lines = codeOnly(text).split('\n');
  const out = [];
  let current = null;
  let depth = 0;
  lines.forEach((line, i) => {
    const head = line.match(new RegExp(`^\\s*case\\s+(${prefix}\\w+)\\s*:`));
    if (head) {
      current = {name: head[1], line: i + 1, calls: []};
      out.push(current);
      depth = 0;
      return;
    }
    if (!current) return;
    if (/^\s*default\s*:/.test(line)) {
      current = null;
      return;
    }
    for (const ch of line) {
      if (ch === '{') depth++;
      else if (ch === '}') depth--;
    }
    // The switch's own closing brace.
    if (depth < 0) {
      current = null;
      return;
    }
    for (const m of line.matchAll(reach)) current.calls.push({table: m[1] ?? '', fn: `pfn${m[2]}`, line: i + 1});
  });
  return out;
}

/** fakemeta's hook registrations: `case FM_Spawn:` … `DLLHOOK(Spawn);`. */
export const fakemetaHook = /\b(ENG|DLL|NEWDLL)HOOK\(\s*(\w+)\s*\)/g;
/** `engfunc`'s calls: `case EngFunc_PrecacheModel:` … `(*g_engfuncs.pfnPrecacheModel)(…)`. */
export const engfuncCall = /()\bg_engfuncs\.pfn(\w+)/g;
/** `dllfunc`'s calls: `case DLLFunc_Spawn:` … `dllapi_table->pfnSpawn(…)` or Metamod's `MDLL_Spawn(…)`. */
export const dllfuncCall = /()(?:\bdllapi_table->pfn|\bMDLL_)(\w+)/g;

/**
 * The one table function a case reaches, or null when it reaches none or
 * several (they name no single function).
 * @param {{calls: {table: string, fn: string, line: number}[]}} entry
 */
export function singleCall(entry) {
  const fns = new Set(entry.calls.map((c) => `${c.table}:${c.fn}`));
  return fns.size === 1 ? entry.calls[0] : null;
}

/**
 * The hook tables AMX Mod X hands Metamod, by the variable that holds each:
 * the core's own (amxmodx/meta_api.cpp) and the module SDK's pointers to the
 * tables a module fills (public/sdk/amxxmodule.cpp). The `_Post` tables are
 * the ones Metamod calls after the original function.
 */
export const amxxTables = {
  gFunctionTable: {table: 'dll', twin: 'pre'},
  gFunctionTable_Post: {table: 'dll', twin: 'post'},
  meta_engfuncs: {table: 'eng', twin: 'pre'},
  meta_engfuncs_post: {table: 'eng', twin: 'post'},
  g_pFunctionTable: {table: 'dll', twin: 'pre'},
  g_pFunctionTable_Post: {table: 'dll', twin: 'post'},
  g_pengfuncsTable: {table: 'eng', twin: 'pre'},
  g_pengfuncsTable_Post: {table: 'eng', twin: 'post'},
};

/**
 * @typedef {{file: string, line: number}} Place
 * @typedef {{table: 'dll' | 'eng', twin: 'pre' | 'post', fn: string, at: Place}} TableHook
 * @typedef {{at: Place, fn: string, hooks: TableHook[]}} ForwardRun
 */

/**
 * Where AMX Mod X runs each forward. A forward is registered under a name
 * (`registerForward("client_connect", …)` in the core, `MF_RegisterForward` in
 * a module) into a variable; each `executeForwards` / `MF_ExecuteForward` of
 * that variable runs it, inside some function; that function runs from a hook
 * table when the code that sets the tables up when the plugins load puts it
 * there (`gFunctionTable_Post.pfnClientConnect = C_ClientConnect_Post;`).
 * The set-up code is the functions the core gives Metamod
 * (`gMetaFunctionTable.pfnGetEntityAPI2 = GetEntityAPI2;`) and each module's
 * `FN_AMXX_ATTACH` and `FN_AMXX_PLUGINSLOADED` (its moduleconfig.h); a table
 * entry set anywhere else (a native that adds a hook while it is in use) is not
 * the forward's registration. A run inside a function no table holds (a timer,
 * a detour of the engine) has no hooks.
 *
 * Variables are matched within one folder (the core, or one module).
 * @param {{file: string, text: string}[]} files
 * @returns {Map<string, {registered: Place, runs: ForwardRun[]}>}
 */
export function forwardRuns(files) {
  const folder = (file) => file.replace(/\/[^/]*$/, '');
  /** @type {Map<string, {name: string, at: Place}>} folder:variable → forward */
  const registered = new Map();
  /** @type {{folder: string, variable: string, at: Place, fn: string}[]} */
  const executions = [];
  /** @type {Map<string, Set<string>>} folder → set-up functions */
  const setup = new Map();
  /** @type {{folder: string, fn: string, variable: string, pfn: string, handler: string, at: Place}[]} */
  const assignments = [];
  const tableNames = Object.keys(amxxTables).join('|');
  for (const {file, text} of files) {
    const dir = folder(file);
    const code = codeOnly(text).split('\n');
    const raw = text.split('\n');
    const functions = cFunctions(text);
    const within = (line) => functions.find((f) => f.start <= line && line <= f.end)?.name ?? '';
    code.forEach((line, i) => {
      const at = {file, line: i + 1};
      // The name is a string, blanked in `code`: read it from the raw line.
      const reg = line.match(/\b(\w+)\s*=\s*(?:MF_)?[Rr]egisterForward\s*\(/);
      const name = reg && raw[i].match(/[Rr]egisterForward\s*\(\s*"(\w+)"/);
      if (reg && name) registered.set(`${dir}:${reg[1]}`, {name: name[1], at});
      for (const m of line.matchAll(/\b(?:executeForwards|MF_ExecuteForward)\s*\(\s*(\w+)/g)) {
        executions.push({folder: dir, variable: m[1], at, fn: within(i + 1)});
      }
      const meta = line.match(/\bgMetaFunctionTable\.pfn\w+\s*=\s*(\w+)\s*;/);
      if (meta) (setup.get(dir) ?? setup.set(dir, new Set()).get(dir)).add(meta[1]);
      const config = line.match(/^\s*#define\s+FN_AMXX_(?:ATTACH|PLUGINSLOADED)\s+(\w+)/);
      if (config) (setup.get(dir) ?? setup.set(dir, new Set()).get(dir)).add(config[1]);
      const assign = line.match(new RegExp(`\\b(${tableNames})\\s*(?:\\.|->)\\s*pfn(\\w+)\\s*=\\s*(\\w+)\\s*;`));
      if (assign && assign[3] !== 'NULL') {
        assignments.push({
          folder: dir,
          fn: within(i + 1),
          variable: assign[1],
          pfn: `pfn${assign[2]}`,
          handler: assign[3],
          at,
        });
      }
    });
  }
  /** @type {Map<string, {registered: Place, runs: ForwardRun[]}>} */
  const out = new Map();
  for (const [key, {name, at}] of registered) {
    const [dir, variable] = [key.slice(0, key.lastIndexOf(':')), key.slice(key.lastIndexOf(':') + 1)];
    const runs = executions
      .filter((e) => e.folder === dir && e.variable === variable)
      .map((e) => ({
        at: e.at,
        fn: e.fn,
        hooks: assignments
          .filter((a) => a.folder === dir && a.handler === e.fn && setup.get(dir)?.has(a.fn))
          .map((a) => ({...amxxTables[a.variable], fn: a.pfn, at: a.at})),
      }));
    out.set(name, {registered: at, runs});
  }
  return out;
}

/**
 * @typedef {{event: string, file: string, line: number, when: 'import'} | {event: string, file: string, line: number, when: 'call', call: string}} CoreListener
 */

/**
 * When `@nodemod/core` adds each listener of its own (`nodemod.on('dllSpawn', …)`,
 * or `this.on(…)` in a class whose `on` passes on to `nodemod.on`): on import
 * when the call runs while the core's entry file builds its services (at the top
 * level of a file, in the constructor of a class the entry file's services are
 * made of, or in a method such a constructor calls), or each time a script calls
 * the function it is in otherwise (`call` names that function: a method, or the
 * property a function is assigned to, `wrapper.onTouch = function …`).
 *
 * The classes built on import: those the entry file constructs with `new` at its
 * top level, and, in turn, those their constructors construct.
 * @param {{file: string, text: string}[]} files the core's TypeScript sources
 * @param {string} entry the entry file (`src/index.ts`)
 * @returns {CoreListener[]}
 */
export function coreListeners(files, entry) {
  const sources = new Map(
    files.map(({file, text}) => [file, ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true)]),
  );
  const resolve = (from, spec) => {
    const base = from.replace(/\/[^/]*$/, '');
    const parts = `${base}/${spec}`.split('/');
    const stack = [];
    for (const p of parts) {
      if (p === '..') stack.pop();
      else if (p !== '.') stack.push(p);
    }
    const file = stack.join('/');
    return [`${file}.ts`, `${file}/index.ts`].find((f) => sources.has(f));
  };
  /** The class declarations by file and local name, and each file's default-imported names. */
  const classes = new Map();
  const imports = new Map();
  for (const [file, source] of sources) {
    const local = new Map();
    for (const s of source.statements) {
      if (ts.isImportDeclaration(s) && s.importClause?.name && ts.isStringLiteral(s.moduleSpecifier)) {
        const target = resolve(file, s.moduleSpecifier.text);
        if (target) local.set(s.importClause.name.text, target);
      }
      if (ts.isClassDeclaration(s) && s.name) classes.set(`${file}#${s.name.text}`, s);
    }
    imports.set(file, local);
  }
  /** The class a `new X(...)` in a file makes: a class of the file or a default import's. */
  const classOf = (file, name) => {
    if (classes.has(`${file}#${name}`)) return classes.get(`${file}#${name}`);
    const target = imports.get(file)?.get(name);
    if (!target) return null;
    const source = sources.get(target);
    for (const s of source.statements) {
      const isDefault =
        ts.canHaveModifiers(s) && ts.getModifiers(s)?.some((m) => m.kind === ts.SyntaxKind.DefaultKeyword);
      if (ts.isClassDeclaration(s) && isDefault) return s;
      if (ts.isExportAssignment(s) && ts.isIdentifier(s.expression))
        return classes.get(`${target}#${s.expression.text}`) ?? null;
    }
    return null;
  };
  const news = (node, file, found) => {
    if (ts.isNewExpression(node) && ts.isIdentifier(node.expression)) {
      const cls = classOf(file, node.expression.text);
      if (cls) found.push(cls);
    }
    ts.forEachChild(node, (child) => {
      news(child, file, found);
    });
    return found;
  };
  const constructorOf = (cls) => cls.members.find(ts.isConstructorDeclaration);
  /** The functions that run while the core is imported. */
  const onImport = new Set();
  const built = new Set();
  const build = (cls) => {
    if (built.has(cls)) return;
    built.add(cls);
    const ctor = constructorOf(cls);
    const file = cls.getSourceFile().fileName;
    // Property initialisers run with the constructor too.
    const parts = [ctor, ...cls.members.filter((m) => ts.isPropertyDeclaration(m) && m.initializer)].filter(Boolean);
    for (const part of parts) {
      onImport.add(part);
      for (const made of news(part, file, [])) build(made);
      runMethods(cls, part);
    }
  };
  // Methods a constructor calls as `this.m(...)`, in turn.
  const runMethods = (cls, node) => {
    const visit = (n) => {
      if (
        ts.isCallExpression(n) &&
        ts.isPropertyAccessExpression(n.expression) &&
        n.expression.expression.kind === ts.SyntaxKind.ThisKeyword
      ) {
        const called = n.expression.name.text;
        const method = cls.members.find(
          (m) => ts.isMethodDeclaration(m) && m.name && ts.isIdentifier(m.name) && m.name.text === called,
        );
        if (method && !onImport.has(method)) {
          onImport.add(method);
          runMethods(cls, method);
        }
      }
      ts.forEachChild(n, visit);
    };
    visit(node);
  };
  const entrySource = sources.get(entry);
  if (!entrySource) throw new Error(`no entry file ${entry}`);
  for (const s of entrySource.statements) {
    if (ts.isClassDeclaration(s) || ts.isFunctionDeclaration(s)) continue;
    for (const made of news(s, entry, [])) build(made);
  }

  const out = [];
  for (const [file, source] of sources) {
    const visit = (node) => {
      if (
        ts.isCallExpression(node) &&
        ts.isPropertyAccessExpression(node.expression) &&
        node.expression.name.text === 'on' &&
        (ts.isIdentifier(node.expression.expression)
          ? node.expression.expression.text === 'nodemod'
          : node.expression.expression.kind === ts.SyntaxKind.ThisKeyword && passesOn(node)) &&
        node.arguments[0] &&
        ts.isStringLiteral(node.arguments[0])
      ) {
        const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
        const event = node.arguments[0].text;
        // The function the call is in, past the arrow functions and function
        // expressions that are only callbacks of other calls.
        let fn = node.parent;
        while (fn && !isRunnable(fn)) fn = fn.parent;
        if (!fn || onImport.has(fn)) out.push({event, file, line, when: 'import'});
        else out.push({event, file, line, when: 'call', call: functionName(fn)});
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return out;
}

/** Whether the class around a `this.on(…)` call has an `on` method that calls `nodemod.on`. */
function passesOn(node) {
  let cls = node.parent;
  while (cls && !ts.isClassDeclaration(cls) && !ts.isClassExpression(cls)) cls = cls.parent;
  const on = cls?.members.find(
    (m) => ts.isMethodDeclaration(m) && m.name && ts.isIdentifier(m.name) && m.name.text === 'on',
  );
  let found = false;
  const visit = (n) => {
    if (
      ts.isCallExpression(n) &&
      ts.isPropertyAccessExpression(n.expression) &&
      n.expression.name.text === 'on' &&
      ts.isIdentifier(n.expression.expression) &&
      n.expression.expression.text === 'nodemod'
    ) {
      found = true;
    }
    if (!found) ts.forEachChild(n, visit);
  };
  if (on) visit(on);
  return found;
}

/** A function a caller runs by name: a declaration, a method, a constructor, an accessor, or a function assigned to a property or variable. */
function isRunnable(node) {
  if (
    ts.isFunctionDeclaration(node) ||
    ts.isMethodDeclaration(node) ||
    ts.isConstructorDeclaration(node) ||
    ts.isGetAccessorDeclaration(node) ||
    ts.isSetAccessorDeclaration(node)
  ) {
    return true;
  }
  if (ts.isPropertyDeclaration(node) && node.initializer) return true;
  if (ts.isFunctionExpression(node) || ts.isArrowFunction(node)) {
    const parent = node.parent;
    return (
      (ts.isBinaryExpression(parent) &&
        parent.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
        parent.right === node) ||
      (ts.isVariableDeclaration(parent) && parent.initializer === node) ||
      (ts.isPropertyAssignment(parent) && parent.initializer === node)
    );
  }
  return false;
}

/** The name a caller uses for a runnable function. */
function functionName(node) {
  if (ts.isConstructorDeclaration(node)) return `new ${node.parent.name?.text ?? ''}`.trim();
  if (node.name && ts.isIdentifier(node.name)) return node.name.text;
  const parent = node.parent;
  if (ts.isBinaryExpression(parent)) {
    const left = parent.left;
    if (ts.isPropertyAccessExpression(left)) return left.name.text;
    if (ts.isIdentifier(left)) return left.text;
  }
  if ((ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) && ts.isIdentifier(parent.name)) {
    return parent.name.text;
  }
  return '(anonymous)';
}
