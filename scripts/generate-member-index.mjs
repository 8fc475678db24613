/**
 * Writes the index that links each member of the API reference to its
 * implementation and gives it the names other tools use for it:
 *
 * - `api-src/member-sources.json`: for each member, the file and line of its
 *   implementation at the pinned commit (the C++ binding of the plugin for the
 *   engine binding, `@nodemod/core`'s TypeScript for the core modules), the C
 *   name the binding calls or hooks, and the AMX Mod X names that are the same
 *   thing (fakemeta's `EngFunc_*`, `DLLFunc_*`, `FM_*`, `pev_*`, and
 *   `hlsdk_const.inc` constants whose value is ours). The TypeDoc plugin and the
 *   name index read it (through `plugins/site-data/api-names.ts`).
 * - `tests/fixtures/source-files.json`: every file of the two NodeMod
 *   repositories at those commits with its number of lines, which the tests
 *   check each source link against (they cannot reach GitHub).
 *
 * Nothing here is written by hand: run it on clones (bare or not) that hold the
 * pinned commits, and commit what it writes.
 *
 *   node scripts/generate-member-index.mjs <nodemod-goldsrc> <core-goldsrc> <amxmodx>
 */
import {execFileSync} from 'node:child_process';
import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {dllfuncCall, engfuncCall, fakemetaCases, fakemetaHook, singleCall} from './lib/source-readers.mjs';

const root = path.resolve(import.meta.dirname, '..');

/** The pinned commits of the plugin, `@nodemod/core` and AMX Mod X (plugins/site-data/pinned-sources.json). */
const pinnedSources = JSON.parse(readFileSync(path.join(root, 'plugins', 'site-data', 'pinned-sources.json'), 'utf8'));
export const commits = {plugin: pinnedSources.plugin, core: pinnedSources.core, amxmodx: pinnedSources.amxmodx};

/** Where each core module's code lives in core-goldsrc. */
const coreFiles = {
  cmd: 'src/core/cmd.ts',
  cvar: 'src/native/cvar.ts',
  entity: 'src/enhanced/entity.ts',
  events: 'src/enhanced/events.ts',
  file: 'src/native/file.ts',
  menu: 'src/core/menu.ts',
  msg: 'src/core/msg.ts',
  player: 'src/enhanced/player.ts',
  resource: 'src/core/resource.ts',
  sound: 'src/core/sound.ts',
  trace: 'src/enhanced/trace.ts',
  util: 'src/utils/util.ts',
};

/** The binding's structure files and the interface each one implements. */
const structureFiles = {
  'clientdata.cpp': 'ClientData',
  'customization.cpp': 'Customization',
  'cvar.cpp': 'Cvar',
  'entitystate.cpp': 'EntityState',
  'entvars.cpp': 'Entvars',
  'keyvaluedata.cpp': 'KeyValueData',
  'netadr.cpp': 'NetAdr',
  'playermove.cpp': 'PlayerMove',
  'saverestoredata.cpp': 'SaveRestoreData',
  'trace_result.cpp': 'TraceResult',
  'typedescription.cpp': 'TypeDescription',
  'usercmd.cpp': 'UserCmd',
  'weapondata.cpp': 'WeaponData',
};

const lines = (text) => text.split('\n');

/**
 * The wrappers of `src/auto/{engine,dll}_functions.cpp`: each `// nodemod.eng.x(…)`
 * comment followed by `void sf_eng_pfnX(`. Returns {js, c, line}.
 */
export function bindingFunctions(text, table) {
  const out = [];
  const all = lines(text);
  all.forEach((line, i) => {
    const def = line.match(new RegExp(`^\\w[\\w\\s*]*\\bsf_${table}_(pfn\\w+)\\s*\\(`));
    if (!def) return;
    const js = all[i - 1]?.match(new RegExp(`^// nodemod\\.${table}\\.(\\w+)\\(`));
    if (js) out.push({js: js[1], c: def[1], line: i + 1});
  });
  return out;
}

/**
 * The hooks of `src/auto/{dll,engine}_events.cpp`: each
 * `// nodemod.on('dllSpawn', …)` comment followed by the hook's definition,
 * `int dll_pfnSpawn (…) {` (or `postDll_pfnSpawn`). Returns {event, c, post, line}.
 */
export function eventHooks(text) {
  const out = [];
  const all = lines(text);
  all.forEach((line, i) => {
    const def = line.match(/^\s*[\w][\w\s*]*?\b(dll|postDll|eng|postEng)_(\w+)\s*\(.*\)\s*\{\s*$/);
    if (!def) return;
    // The event the hook fires: the first findAndCall("…") of its body.
    const body = all.slice(i + 1, i + 8).join('\n');
    const event = body.match(/event::findAndCall\("(\w+)"/);
    if (event) out.push({event: event[1], c: def[2], post: def[1].startsWith('post'), line: i + 1});
  });
  return out;
}

/** The fields a structure file exposes: `ACCESSOR_T(…, "health", health, …)`. Returns {js, c, line}. */
export function structureFields(text) {
  const out = [];
  const all = lines(text);
  all.forEach((line, i) => {
    const m = line.match(/\b(?:ACCESSORL?_T|GETTER_T)\(\s*\w+\s*,\s*\w+\s*,\s*\w+\s*,\s*"(\w+)"\s*,\s*([\w.[\]]+)/);
    if (m) {
      out.push({js: m[1], c: m[2], line: i + 1});
      return;
    }
    // A property with hand-written accessors: the C field is the one its getter reads.
    const named = line.match(/SetNativeDataProperty\(v8::String::NewFromUtf8\(isolate, "(\w+)"\)/);
    if (!named) return;
    for (const next of all.slice(i + 1, i + 12)) {
      if (next.includes('SetNativeDataProperty')) break;
      const field =
        next.match(/GETTER_T\(\s*\w+\s*,\s*\w+\s*,\s*(\w+)/) ??
        next.match(/->(?!pContainingEntity\b)([a-z]\w*)\b(?!\s*\()/i);
      if (field) {
        out.push({js: named[1], c: field[1], line: i + 1});
        return;
      }
    }
  });
  return out;
}

/**
 * Whether a C field is the JavaScript property under its Hungarian prefix
 * (`flFraction` is `fraction`, `pHit` is `hit`), rather than a value derived
 * from it (`isGlobal` from `flags`).
 */
export function sameField(c, js) {
  return c.replace(/^(fl|f|vec|p|i|sz)(?=[A-Z])/, '').toLowerCase() === js.toLowerCase();
}

/** The members of the `const enum`s of a declaration file: {enum, member, line}. */
export function enumMembers(text) {
  const out = [];
  let current = null;
  lines(text).forEach((line, i) => {
    const start = line.match(/^\s*(?:export\s+)?(?:declare\s+)?(?:const\s+)?enum\s+(\w+)\s*\{/);
    if (start) {
      current = start[1];
      return;
    }
    if (current && /^\s*\}/.test(line)) {
      current = null;
      return;
    }
    const member = current && line.match(/^\s*(\w+)\s*(?:=|,|$)/);
    if (member) out.push({enum: current, member: member[1], line: i + 1});
  });
  return out;
}

/**
 * The declarations of a core module's TypeScript file, with their lines: the
 * default-exported class and its members, interfaces, type aliases and
 * exported variables. Returns {page, member?, line}.
 */
export function coreDeclarations(text, fileName) {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const lineOf = (node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
  const exported = (node) => ts.getCombinedModifierFlags(node) & ts.ModifierFlags.Export;
  const out = [];
  for (const node of source.statements) {
    if (ts.isClassDeclaration(node) && node.name) {
      const isDefault = ts.getCombinedModifierFlags(node) & ts.ModifierFlags.Default;
      const exportedDefault = source.statements.some(
        (s) => ts.isExportAssignment(s) && ts.isIdentifier(s.expression) && s.expression.text === node.name.text,
      );
      if (!isDefault && !exportedDefault) continue;
      out.push({page: 'Class/default', line: lineOf(node)});
      for (const member of node.members) {
        const flags = ts.getCombinedModifierFlags(member);
        if (flags & (ts.ModifierFlags.Private | ts.ModifierFlags.Protected)) continue;
        const name = member.name && ts.isIdentifier(member.name) ? member.name.text : undefined;
        if (!name) continue;
        if (out.some((o) => o.page === 'Class/default' && o.member === name)) continue;
        out.push({page: 'Class/default', member: name, line: lineOf(member)});
      }
    } else if (ts.isInterfaceDeclaration(node) && exported(node)) {
      out.push({page: `Interface/${node.name.text}`, line: lineOf(node)});
    } else if (ts.isTypeAliasDeclaration(node) && exported(node)) {
      out.push({page: `TypeAlias/${node.name.text}`, line: lineOf(node)});
    } else if (ts.isVariableStatement(node) && exported(node)) {
      for (const d of node.declarationList.declarations) {
        if (ts.isIdentifier(d.name)) out.push({page: `Variable/${d.name.text}`, line: lineOf(node)});
      }
    }
  }
  return out;
}

/** Evaluates a `#define`'s value when it is a plain number or a shift: `(1<<9)`, `512`, `0x10`. */
export function defineValue(expr) {
  const e = expr.replace(/\/\/.*$|\/\*.*?\*\//g, '').trim();
  const m = e.match(/^\(?\s*(\d+|0x[0-9a-fA-F]+)\s*(?:<<\s*(\d+)\s*)?\)?$/);
  if (!m) return undefined;
  const base = Number(m[1]);
  return m[2] === undefined ? base : base * 2 ** Number(m[2]);
}

/** `#define NAME value` lines of an include file, with values where they evaluate. */
export function defines(text) {
  const out = new Map();
  for (const m of text.matchAll(/^\s*#define\s+([A-Za-z_]\w*)[ \t]+([^\n]+)$/gm)) out.set(m[1], defineValue(m[2]));
  return out;
}

/** The members of the `enum { … }` blocks of an include file. */
function enumNames(text) {
  const names = new Set();
  const clean = text.replace(/\/\*[\s\S]*?\*\//g, ' ').replace(/\/\/[^\n]*/g, ' ');
  for (const m of clean.matchAll(/\benum\b[^{;]*\{([^}]*)\}/g)) {
    for (const item of m[1].split(',')) {
      const name = item.trim().match(/^(?:[A-Za-z_]\w*:)?([A-Za-z_]\w*)/);
      if (name) names.add(name[1]);
    }
  }
  return names;
}

/** The HLSDK, Metamod or engine name our doc comment gives an enum member: "(HLSDK `FL_FLY`)". */
export function documentedEnumNames(declarations) {
  const out = new Map();
  let current = null;
  let comment = '';
  for (const line of lines(declarations)) {
    const start = line.match(/^\s*const enum (\w+) \{/);
    if (start) {
      current = start[1];
      comment = '';
      continue;
    }
    if (!current) continue;
    if (/^\s*\}/.test(line)) {
      current = null;
      continue;
    }
    const doc = line.match(/\/\*\*(.*)\*\//);
    if (doc) {
      comment = doc[1];
      continue;
    }
    const member = line.match(/^\s*(\w+)\s*=\s*(-?\d+)/);
    if (member) {
      const named = comment.match(/\((HLSDK|Metamod|engine) `(\w+)`\)/);
      out.set(`${current}.${member[1]}`, {name: named?.[2], by: named?.[1], value: Number(member[2])});
      comment = '';
    }
  }
  return out;
}

function main([pluginDir, coreDir, amxxDir]) {
  if (!amxxDir) {
    console.error('usage: node scripts/generate-member-index.mjs <nodemod-goldsrc> <core-goldsrc> <amxmodx>');
    process.exit(2);
  }
  const reader = (dir, commit) => ({
    // Files only: a submodule (the plugin's packages/core since 1.0.5) is a commit, not a blob.
    list: (under) =>
      execFileSync('git', ['-C', dir, 'ls-tree', '-r', commit, under], {encoding: 'utf8'})
        .split('\n')
        .filter((line) => /^\d+ blob /.test(line))
        .map((line) => line.slice(line.indexOf('\t') + 1)),
    show: (file) =>
      execFileSync('git', ['-C', dir, 'show', `${commit}:${file}`], {maxBuffer: 1 << 28}).toString('latin1'),
  });
  const plugin = reader(pluginDir, commits.plugin.commit);
  const core = reader(coreDir, commits.core.commit);
  const amxx = reader(amxxDir, commits.amxmodx.commit);

  // The committed index of files and line counts (the plugin's own code, not its deps/).
  const files = {plugin: {}, core: {}};
  for (const f of plugin.list('.').filter((f) => /^(src|packages|scripts|example)\//.test(f))) {
    files.plugin[f] = lines(plugin.show(f).replace(/\n$/, '')).length;
  }
  for (const f of core.list('.').filter((f) => /^(src|types)\//.test(f))) {
    files.core[f] = lines(core.show(f).replace(/\n$/, '')).length;
  }

  const fakemeta = amxx.show('plugins/include/fakemeta_const.inc');
  const fakemetaNames = new Set([...enumNames(fakemeta), ...defines(fakemeta).keys()]);
  // AMX Mod X's constants of the same name and value: the HLSDK's in hlsdk_const.inc,
  // the engine's message numbers (svc_bad) in upper case in message_const.inc.
  /** @type {[string, Map<string, number | undefined>][]} */
  const constants = [
    ['hlsdk_const.inc', defines(amxx.show('plugins/include/hlsdk_const.inc'))],
    ['message_const.inc', defines(amxx.show('plugins/include/message_const.inc'))],
  ];
  const declared = JSON.parse(readFileSync(path.join(root, 'tests', 'fixtures', 'nodemod-api.json'), 'utf8'));

  const members = {};
  const add = (key, entry) => {
    members[key] = {...members[key], ...entry};
  };
  const src = (repo, file, line) => `${repo}:${file}:${line}`;
  const alias = (name, kind, where) => ({name, kind, where});
  // fakemeta's names of a table function, by what fakemeta's code does with each:
  // the `case FM_*` of forward.cpp that hooks it (in the game library's table or
  // the engine's), the `case EngFunc_*` / `case DLLFunc_*` that calls it. Names
  // the include file does not declare are none a plugin can use.
  const fakemetaNamesOf = (file, prefix, pattern, table) => {
    const out = new Map();
    for (const entry of fakemetaCases(amxx.show(`modules/fakemeta/${file}`), prefix, pattern)) {
      const call = singleCall(entry);
      if (!call || !fakemetaNames.has(entry.name)) continue;
      const key = `${table ?? call.table.toLowerCase()}:${call.fn}`;
      out.set(key, [...(out.get(key) ?? []), alias(entry.name, 'amxx', 'fakemeta_const.inc')]);
    }
    return out;
  };
  const fakemetaCalls = new Map([
    ...fakemetaNamesOf('engfunc.cpp', 'EngFunc_', engfuncCall, 'eng'),
    ...fakemetaNamesOf('dllfunc.cpp', 'DLLFunc_', dllfuncCall, 'dll'),
  ]);
  const fakemetaHooks = fakemetaNamesOf('forward.cpp', 'FM_', fakemetaHook);

  // Engine and game DLL functions: nodemod.eng.x / nodemod.dll.x.
  for (const [table, page, cTable] of [
    ['eng', 'Interface/Engine', 'enginefuncs_t'],
    ['dll', 'Interface/DLL', 'DLL_FUNCTIONS'],
  ]) {
    const file = `src/auto/${table === 'eng' ? 'engine' : 'dll'}_functions.cpp`;
    const owner = table === 'eng' ? 'Engine' : 'DLL';
    for (const {js, c, line} of bindingFunctions(plugin.show(file), table)) {
      if (!declared.nodemod.interfaces[owner]?.members[js]) continue;
      add(`nodemod/${page}#${js}`, {
        source: src('plugin', file, line),
        names: [alias(c, 'hlsdk', cTable), ...(fakemetaCalls.get(`${table}:${c}`) ?? [])],
      });
    }
  }

  // Events: the hooks NodeMod registers with Metamod, before and after the original.
  for (const file of ['src/auto/dll_events.cpp', 'src/auto/engine_events.cpp']) {
    const dll = file.includes('dll');
    for (const {event, c, post, line} of eventHooks(plugin.show(file))) {
      if (!declared.nodemod.interfaces.EventCallbacks?.members[event]) continue;
      const table = dll ? 'DLL_FUNCTIONS' : 'enginefuncs_t';
      const getter = (dll ? 'GetEntityAPI2' : 'GetEngineFunctions') + (post ? '_Post' : '');
      add(`nodemod/Interface/EventCallbacks#${event}`, {
        source: src('plugin', file, line),
        names: [
          alias(c, 'metamod', `${table}, ${getter}`),
          ...(fakemetaHooks.get(`${dll ? 'dll' : 'eng'}:pfn${c.replace(/^pfn/, '')}`) ?? []),
        ],
      });
    }
  }

  // Structure fields: the accessors of src/structures/*.cpp.
  for (const [file, owner] of Object.entries(structureFiles)) {
    const path_ = `src/structures/${file}`;
    for (const {js, c, line} of structureFields(plugin.show(path_))) {
      if (!declared.nodemod.interfaces[owner]?.members[js]) continue;
      const names = [];
      if (owner === 'Entvars') {
        names.push(
          alias(`pev->${c}`, 'hlsdk', 'entvars_t'),
          ...(fakemetaNames.has(`pev_${c}`) ? [alias(`pev_${c}`, 'amxx', 'fakemeta_const.inc')] : []),
        );
      } else if (c !== js && sameField(c, js)) {
        names.push(alias(c, 'hlsdk', file.replace('.cpp', '')));
      }
      add(`nodemod/Interface/${owner}#${js}`, {source: src('plugin', path_, line), names});
    }
  }

  // Enumeration members: declared in the binding's enums.d.ts (in @nodemod/core's types/
  // since NodeMod 1.0); our doc comments give the HLSDK or Metamod name, and
  // hlsdk_const.inc's constant of that name is the same when its value is ours.
  const documented = documentedEnumNames(readFileSync(path.join(root, 'api-src', 'nodemod', 'enums.d.ts'), 'utf8'));
  const enumFile = 'types/enums.d.ts';
  for (const {enum: name, member, line} of enumMembers(core.show(enumFile))) {
    if (declared.nodemod.enums[name]?.members[member] === undefined) continue;
    const doc = documented.get(`${name}.${member}`);
    const names = [];
    if (doc?.name) {
      names.push(alias(doc.name, {HLSDK: 'hlsdk', Metamod: 'metamod', engine: 'engine'}[doc.by], ''));
      for (const candidate of new Set([doc.name, doc.name.toUpperCase()])) {
        const found = constants.find(([, values]) => values.has(candidate) && values.get(candidate) === doc.value);
        if (found) names.push(alias(candidate, 'amxx', found[0]));
      }
    }
    add(`nodemod/Enumeration/${name}#${member}`, {source: src('core', enumFile, line), names});
  }

  // @nodemod/core: each module's class members, interfaces, type aliases and constants.
  for (const [module, file] of Object.entries(coreFiles)) {
    for (const {page, member, line} of coreDeclarations(core.show(file), file)) {
      const classMembers = declared.core[module].class.members;
      if (page === 'Class/default' && member && !classMembers[member] && !classMembers[`static ${member}`]) continue;
      add(`core/${module}/${page}${member ? `#${member}` : ''}`, {source: src('core', file, line), names: []});
    }
  }

  const sources = {};
  const names = {};
  for (const [key, entry] of Object.entries(members)) {
    sources[key] = entry.source;
    if (entry.names?.length) names[key] = entry.names.map(({name, kind, where}) => [name, kind, where]);
  }
  const about = (what) =>
    `Written by scripts/generate-member-index.mjs from the commits below (do not edit by hand): ${what}`;
  const write = (file, data) =>
    writeFileSync(
      path.join(root, 'api-src', file),
      `${JSON.stringify(data, null, 0)
        .replace(/("[^"]*":)/g, '\n$1')
        .replace(/^\n/, '')}\n`,
    );
  write('member-sources.json', {
    about: about('each member of the API reference (page#member) with the repository:file:line of its implementation.'),
    commits,
    sources,
  });
  write('member-names.json', {
    about: about(
      'the names other tools give a member: [name, kind, where], kind hlsdk (the HLSDK name), engine (a name of the engine itself), metamod (the hook NodeMod registers) or amxx (an AMX Mod X name declared in the include file given).',
    ),
    commits,
    names,
  });
  const index = {
    about:
      'Every file of the two NodeMod repositories under src/, packages/, scripts/, example/ (plugin) and src/, types/ (core) at the commits below, with its number of lines. Written by scripts/generate-member-index.mjs; the tests check each source link of the API reference against it.',
    commits: {plugin: commits.plugin, core: commits.core},
    files,
  };
  writeFileSync(path.join(root, 'tests', 'fixtures', 'source-files.json'), `${JSON.stringify(index, null, 1)}\n`);

  console.log(
    `${Object.keys(members).length} members with a source line; ${Object.keys(names).length} with other names; ` +
      `${Object.keys(files.plugin).length + Object.keys(files.core).length} files indexed`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [pluginDir, coreDir, amxxDir] = process.argv.slice(2);
  main([pluginDir, coreDir, amxxDir]);
}
