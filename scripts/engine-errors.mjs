/**
 * Writes plugins/site-data/engine-errors.json: the messages a NodeMod plugin can make
 * the server print, for the errors index (/docs/errors), and the engine's
 * limits a plugin meets, for /docs/limits. Figures, names and the extracted
 * format strings only; every sentence in the file is this script's own.
 *
 * What it reads, at the commits of plugins/site-data/pinned-sources.json:
 * - ReHLDS: every printing call of rehlds/engine/pr_cmds.cpp and pr_edict.cpp
 *   (the functions the engine gives the game library and its plugins), of
 *   SZ_GetSpace (common.cpp), of SV_ModelIndex and of the functions of
 *   sv_main.cpp that warn about an overflow; the engine function table
 *   (sys_dll.cpp), to tell which plugin calls reach each message; what
 *   Host_Error and Sys_Error do on a dedicated server (host.cpp,
 *   sys_dll.cpp); the macros rehlds/CMakeLists.txt builds the engine with, to
 *   tell whether each message is compiled; and the constants of the limits;
 * - Metamod-R: the messages of loading a plugin (MPluginList::load,
 *   MPlugin::load and what it calls in mplugin.cpp) and the prefixes its log
 *   functions add (log_meta.cpp);
 * - NodeMod: every printing call and log stream of src/.
 *
 * Host_Error on a dedicated server: the data's `behaviour` section follows it
 * through ReHLDS's code, each step cited to the line it is read from (found
 * here by what the line does, so the numbers follow the pinned commit).
 * Host_Error prints its message and shuts the map down; it returns to the
 * main loop only when the client state is not zero, and a dedicated server
 * sets that state to ca_dedicated, which is zero; so it goes on to Sys_Error,
 * which tells the game library, logs "FATAL ERROR (shutting down)" and ends
 * the process. A Host_Error a plugin causes stops the whole server.
 *
 * Each extracted message is in the index when one of the include rules below
 * takes it; every other one needs a written reason in
 * plugins/site-data/engine-errors-omitted.json (written by hand), and the script fails
 * when one has neither, or when a reason names a message that is not extracted
 * or that a rule takes.
 *
 *   node scripts/engine-errors.mjs <rehlds> <metamod-r> <nodemod-goldsrc> [--check]
 *
 * (clones or bare mirrors holding the commits of plugins/site-data/pinned-sources.json).
 * With --check it writes nothing and exits 1 when the committed file differs.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {writeOrCheck} from './lib/write-outputs.mjs';
import {pinnedClones} from './lib/pinned-clones.mjs';
import {cFunctions, codeOnly} from './lib/source-readers.mjs';
import {
  cmakeDefinitions,
  argumentCount,
  arrayLength,
  cConstants,
  cMacros,
  conditionHolds,
  conditionsAt,
  conversions,
  enclosingFunction,
  evaluateAll,
  exportedName,
  formatParts,
  formatPattern,
  formatText,
  messageCalls,
  stringValue,
  streamMessages,
} from './lib/engine-errors.mjs';

const root = path.resolve(import.meta.dirname, '..');
const readJson = (file) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));
const omittedFile = 'plugins/site-data/engine-errors-omitted.json';
const omitted = readJson(omittedFile);

const keys = ['rehlds', 'metamod', 'plugin'];
const {
  check,
  text: source,
  lines,
  filesUnder,
} = pinnedClones('engine-errors.mjs', keys, ['rehlds', 'metamod-r', 'nodemod-goldsrc']);

const problems = [];
/** A citation `key:path:line[-line]`, checked to exist. */
function cite(key, file, first, last = first) {
  const count = lines(key, file).length;
  if (first < 1 || last > count || last < first) problems.push(`${key}:${file}:${first}-${last}: no such lines`);
  return `${key}:${file}:${first}${last !== first ? `-${last}` : ''}`;
}

const functionCache = new Map();
/** The function definitions of a file (cFunctions), each with its body's text. */
function functionsOf(key, file) {
  const id = `${key}:${file}`;
  if (!functionCache.has(id)) {
    const text = lines(key, file);
    functionCache.set(
      id,
      cFunctions(source(key, file)).map((f) => ({...f, body: text.slice(f.line - 1, f.end).join('\n')})),
    );
  }
  return functionCache.get(id);
}
const bare = (name) => name.split('::').pop();
/** The one definition of a function in a file, by its name as written or its last part. */
function functionNamed(key, file, name) {
  const found = functionsOf(key, file).filter((f) => f.name === name || bare(f.name) === name);
  if (found.length !== 1) {
    problems.push(`${key}:${file}: ${found.length} definitions of ${name}`);
    return null;
  }
  return found[0];
}
/** The first line of a function's body that matches, as a line number; a problem if none. */
function lineIn(key, file, fn, pattern) {
  if (!fn) return 0;
  const at = fn.body.split('\n').findIndex((l) => pattern.test(l));
  if (at < 0) {
    problems.push(`${key}:${file}: ${fn.name} has no line matching ${pattern}`);
    return 0;
  }
  return fn.line + at;
}

// ReHLDS's build: the macros rehlds/CMakeLists.txt defines for the engine in every configuration.
const buildMacros = new Set();
{
  const found = cmakeDefinitions(source('rehlds', 'rehlds/CMakeLists.txt'), 'engine');
  if (!found) problems.push('rehlds/CMakeLists.txt: no target_compile_definitions(engine PRIVATE …)');
  else for (const name of found.defines) buildMacros.add(name);
}

// The engine function table the game library (and each Metamod plugin) gets: member → implementation.
const engineTable = new Map();
{
  const eiface = lines('rehlds', 'rehlds/public/rehlds/eiface.h');
  const start = eiface.findIndex((l) => /^typedef struct enginefuncs_s/.test(l));
  const members = [];
  for (let i = start + 1; !/^\}/.test(eiface[i]); i++) {
    const m = !/^\s*\/\//.test(eiface[i]) && eiface[i].match(/\(\s*\*\s*(pfn\w+)\s*\)/);
    if (m) members.push(m[1]);
  }
  const table = lines('rehlds', 'rehlds/engine/sys_dll.cpp');
  const first = table.findIndex((l) => /^enginefuncs_t g_engfuncsExportedToDlls = \{/.test(l));
  let index = 0;
  for (let i = first + 1; !/^\};/.test(table[i]); i++) {
    for (const entry of table[i].replace(/\/\/.*$/, '').split(',')) {
      const name = entry.trim();
      if (name) engineTable.set(members[index++], name);
    }
  }
  if (first < 0 || index !== members.length)
    problems.push(`engine table: ${index} entries for ${members.length} members`);
}

// Which engine table members reach each function of the files read here: a body that names
// another function of these files (a call, or a hook chain handed the function) reaches it.
const graphFiles = [
  'rehlds/engine/pr_cmds.cpp',
  'rehlds/engine/pr_edict.cpp',
  'rehlds/engine/sv_main.cpp',
  'rehlds/engine/common.cpp',
];
/** @type {Map<string, Set<string>>} function name → engine table members that reach it */
const reachedBy = new Map();
{
  const defs = graphFiles.flatMap((file) => functionsOf('rehlds', file).map((f) => ({file, ...f})));
  const names = new Set(defs.map((d) => d.name));
  const edges = new Map();
  for (const d of defs) {
    const called = new Set(codeOnly(d.body).match(/\b[A-Za-z_]\w*\b/g) ?? []);
    called.delete(d.name);
    const out = edges.get(d.name) ?? new Set();
    for (const c of called) if (names.has(c)) out.add(c);
    edges.set(d.name, out);
  }
  for (const [member, impl] of engineTable) {
    if (!names.has(impl)) continue;
    const seen = new Set([impl]);
    const queue = [impl];
    while (queue.length) {
      const fn = queue.shift();
      (reachedBy.get(fn) ?? reachedBy.set(fn, new Set()).get(fn)).add(member);
      for (const next of edges.get(fn) ?? []) {
        if (!seen.has(next)) {
          seen.add(next);
          queue.push(next);
        }
      }
    }
  }
}

/** The name Valve's engine prints for a ReHLDS function (exportedName), from the files of the graph. */
const graphDefinitions = graphFiles.flatMap((file) => functionsOf('rehlds', file));
const valveName = (name) => exportedName(name, graphDefinitions);

// The printing functions of each source: name → index of the format argument.
const callees = {
  rehlds: {
    Host_Error: 0,
    Sys_Error: 0,
    Con_Printf: 0,
    Con_DPrintf: 0,
    Con_SafePrintf: 0,
    Con_NPrintf: 1,
    Sys_Printf: 0,
    Log_Printf: 0,
    SV_BroadcastPrintf: 0,
    SV_ClientPrintf: 0,
    SV_DropClient: 2,
    AlertMessage: 1,
  },
  metamod: {
    META_ERROR: 0,
    META_WARNING: 0,
    META_LOG: 0,
    META_INFO: 0,
    META_DEV: 0,
    META_CONS: 0,
    META_DEBUG: 1,
    META_CLIENT: 1,
    ALERT: 1,
    SERVER_PRINT: 0,
  },
  plugin: {
    printf: 0,
    fprintf: 1,
    puts: 0,
    ALERT: 1,
    pfnAlertMessage: 1,
    SERVER_PRINT: 0,
    pfnServerPrint: 0,
    LOG_ERROR: 1,
    LOG_MESSAGE: 1,
    LOG_CONSOLE: 1,
    LOG_DEVELOPER: 1,
    pfnClientPrintf: 2,
    pfnSys_Error: 0,
  },
};
const streamHeads = {plugin: ['L_ERROR', 'L_WARN', 'L_INFO', 'L_DEBUG']};
/**
 * Calls in the units read that look like printing (a name with print, error,
 * warn, alert or log in it) but are none of the callees above: each must be
 * listed here as not printing a message of its own, so that a new printing
 * function upstream is noticed.
 */
const notPrinting = new Set([
  // Formatting into a buffer: the text is printed, if at all, by a call this script reads.
  'Q_snprintf',
  'Q_vsnprintf',
  'snprintf',
  'sprintf',
  // A value read for a message's argument.
  'getloaderror',
  // V8's: an exception's constructor, a string read from a value (`errorStr(isolate, error)`),
  // the list of start-up errors, the handler of a fatal error (its printf is read).
  'Error',
  'TypeError',
  'error',
  'errors',
  'errorStr',
  'SetFatalErrorHandler',
]);

/** Metamod-R's plugin loading: MPlugin::load and the functions of mplugin.cpp it calls, in turn. */
function metamodLoading() {
  const file = 'metamod/src/mplugin.cpp';
  const defs = functionsOf('metamod', file);
  const byBare = new Map();
  for (const d of defs) (byBare.get(bare(d.name)) ?? byBare.set(bare(d.name), []).get(bare(d.name))).push(d);
  const seen = new Set(['MPlugin::load']);
  const queue = ['MPlugin::load'];
  while (queue.length) {
    const fn = defs.find((d) => d.name === queue[0]);
    queue.shift();
    if (!fn) continue;
    const code = codeOnly(fn.body).split('\n').slice(1).join('\n');
    // A call of a member or free function of this file by its bare name; not one through another object.
    for (const m of code.matchAll(/(?<![\w.>])([A-Za-z_]\w*)\s*(?:<[^;()]*>)?\s*\(/g)) {
      for (const d of byBare.get(m[1]) ?? []) {
        if (!seen.has(d.name)) {
          seen.add(d.name);
          queue.push(d.name);
        }
      }
    }
  }
  return [...seen];
}

// The units read: a file and the functions of it whose messages are extracted (null: all).
const svOverflow = functionsOf('rehlds', 'rehlds/engine/sv_main.cpp')
  .filter((f) =>
    messageCalls(f.body, callees.rehlds).some(
      (c) => /overflow/i.test(c.format ?? '') && ['Con_Printf', 'Con_DPrintf'].includes(c.callee),
    ),
  )
  .map((f) => f.name);
const units = [
  {key: 'rehlds', file: 'rehlds/engine/pr_cmds.cpp', functions: null},
  {key: 'rehlds', file: 'rehlds/engine/pr_edict.cpp', functions: null},
  {key: 'rehlds', file: 'rehlds/engine/common.cpp', functions: ['SZ_GetSpace']},
  {key: 'rehlds', file: 'rehlds/engine/sv_main.cpp', functions: ['SV_ModelIndex', ...svOverflow]},
  {key: 'metamod', file: 'metamod/src/mlist.cpp', functions: ['MPluginList::load']},
  {key: 'metamod', file: 'metamod/src/mplugin.cpp', functions: metamodLoading()},
  ...filesUnder('plugin', 'src/')
    .filter((f) => /\.(cpp|hpp|h|cc)$/.test(f))
    .map((file) => ({key: 'plugin', file, functions: null})),
];

/**
 * A sample value for one argument of a message whose value is not known in
 * advance: something a server could print there, chosen by the conversion,
 * the argument's expression, the message's text and, for the engine, what the
 * function handles (a model, a sound …).
 */
function sampleValue(conversion, arg, {key, fn, format}) {
  if ('diuxXo'.includes(conversion)) {
    if (/negative/.test(format)) return -4;
    if (/iSize/.test(arg)) return 12;
    if (/size|bytes|length|len\b/i.test(arg)) return 200;
    if (/line/i.test(arg)) return 12;
    // The interface versions of the SDK's tables (eiface.h, Metamod's engine_api.h).
    if (/\*interfaceVersion|ifvers_pl/.test(arg)) return 2;
    if (/^NEW_DLL_FUNCTIONS_VERSION$/.test(arg)) return 1;
    if (/^ENGINE_INTERFACE_VERSION$/.test(arg)) return 138;
    if (/^INTERFACE_VERSION$|ifvers_mm/.test(arg)) return 140;
    if (/m_index|exit_code|ret\b/.test(arg)) return 1;
    if (/index|num\b|\bn\b|eventindex|clientindex/i.test(arg)) return 1500;
    return 3;
  }
  if ('fFeEgG'.includes(conversion)) return 1.5;
  if (conversion === 'c') return 'x';
  if (conversion === 'p') return '0x5655a000';
  if (/loaderror/i.test(arg)) return 'cannot open shared object file: No such file or directory';
  if (/strerror/.test(arg)) return 'No such file or directory';
  if (/str_status/.test(arg)) return 'running';
  if (/str_action/.test(arg)) return 'none';
  if (/ifvers/.test(arg)) return '4:0';
  if (/getter_name/.test(arg)) return 'GetEntityAPI2';
  if (/m_desc|pl_desc/.test(arg)) return 'NodeMod';
  if (/m_file|m_pathname|m_filename|pathname/.test(arg)) return 'addons/nodemod/dlls/nodemod.so';
  if (/inifile/.test(arg)) return 'addons/metamod/plugins.ini';
  if (/buffername/.test(arg)) return 'MessageBegin/End';
  if (/szName/.test(arg)) return 'SayText';
  if (/location/.test(arg)) return 'v8::ToLocalChecked';
  if (/\bmessage\b/.test(arg)) return 'Empty MaybeLocal';
  if (/error\.c_str/.test(arg)) return 'bad option: --example';
  if (/stack/i.test(arg)) return 'at onSpawn (plugins/example.js:12:5)';
  if (/error|exception|\*str\b/i.test(arg) && /error|exception|rejected|callback|resource/i.test(format))
    return 'ReferenceError: player is not defined';
  if (/->name\b/.test(arg)) return 'Player';
  if (key === 'rehlds') {
    const context = `${fn} ${arg}`;
    if (/sound|sample|samp\b/i.test(context)) return 'ambience/example.wav';
    if (/model|setmodel/i.test(context)) return 'models/example.mdl';
    if (/generic|resName/i.test(context)) return 'sprites/example.spr';
    if (/EV_Precache|psz/i.test(context)) return 'events/example.sc';
    if (/ForceUnmodified|filename/i.test(context)) return 'models/player.mdl';
    if (/className|com_token/i.test(context)) return 'monster_example';
  }
  if (/\bname\b/.test(arg)) return 'Player';
  return 'example';
}

// The named constants of ReHLDS (engine, common and public headers); each name once.
const constants = new Map();
for (const folder of ['rehlds/common/', 'rehlds/engine/', 'rehlds/public/']) {
  for (const file of filesUnder('rehlds', folder)) {
    if (!/\.(h|hpp|cpp)$/.test(file)) continue;
    for (const c of cConstants(source('rehlds', file))) {
      const list = constants.get(c.name) ?? constants.set(c.name, []).get(c.name);
      list.push({...c, file});
    }
  }
}
/** The one definition of a constant, or null when it has none or several that differ. */
function constantOf(name) {
  const list = constants.get(name) ?? [];
  const expressions = new Set(list.map((c) => c.expression));
  return list.length && expressions.size === 1 ? list[0] : null;
}
// Function-like macros (`BIT(n)`), each name once with one body.
const macros = new Map();
{
  const bodies = new Map();
  for (const folder of ['rehlds/common/', 'rehlds/engine/', 'rehlds/public/']) {
    for (const file of filesUnder('rehlds', folder)) {
      if (!/\.(h|hpp)$/.test(file)) continue;
      for (const m of cMacros(source('rehlds', file))) {
        const list = bodies.get(m.name) ?? bodies.set(m.name, []).get(m.name);
        list.push(m);
      }
    }
  }
  for (const [name, list] of bodies) {
    if (new Set(list.map((m) => `${m.params.join(',')}=${m.body}`)).size === 1) macros.set(name, list[0]);
  }
}
/** @type {Map<string, string>} */
const constantExpressions = new Map();
for (const name of constants.keys()) {
  const c = constantOf(name);
  if (c) constantExpressions.set(name, c.expression);
}
const constantValue = evaluateAll(constantExpressions, macros);
/**
 * The value of an argument of an engine message that is a constant: a name
 * (`MAX_SOUNDS`), or the length of an array member (`ARRAYSIZE(sv.names)`,
 * the first dimension of the member's declaration in the engine's headers);
 * undefined when it is neither or the evaluator cannot read it.
 */
function limitValue(arg) {
  const member = arg.match(/^ARRAYSIZE\(\s*[\w.>-]*?(?:\.|->)?(\w+)\s*\)$/);
  if (member) {
    const found = filesUnder('rehlds', 'rehlds/engine/')
      .filter((f) => f.endsWith('.h'))
      .map((file) => arrayLength(source('rehlds', file), member[1]))
      .filter(Boolean);
    if (found.length !== 1) return undefined;
    try {
      return evaluateAll(new Map([['length', found[0].expression]]), macros)('length');
    } catch {
      return constantOf(found[0].expression) ? limitValue(found[0].expression) : undefined;
    }
  }
  if (!/^[A-Z_][A-Z0-9_]*$/.test(arg) || !constantOf(arg)) return undefined;
  try {
    return constantValue(arg);
  } catch {
    return undefined;
  }
}
// Metamod-R's string constants (`META_INTERFACE_VERSION`), known text in its messages.
const metamodStrings = new Map();
for (const file of filesUnder('metamod', 'metamod/src/').filter((f) => f.endsWith('.h'))) {
  for (const c of cConstants(source('metamod', file))) {
    const value = stringValue(c.expression);
    if (value !== null) metamodStrings.set(c.name, value);
  }
}

// What each printing function adds before the message on the server's console or log.
/**
 * The text a wrapper prints before the message: the call in its body that
 * prints `messageArg`, filled with `known` values and a marker for the
 * message; the prefix is what comes before the marker on its line.
 */
function wrapperPrefix(key, file, wrapper, callee, messageArg, known = {}, formatIndex = 0) {
  const fn = functionNamed(key, file, wrapper);
  if (!fn) return {prefix: '', cite: []};
  const call = messageCalls(fn.body, {[callee]: formatIndex}).find((c) =>
    c.args.slice(formatIndex + 1).includes(messageArg),
  );
  if (!call || call.format === null) {
    problems.push(`${key}:${file}: ${wrapper} has no ${callee} of ${messageArg}`);
    return {prefix: '', cite: []};
  }
  const marker = '\u0000';
  const values = call.args.slice(formatIndex + 1).map((a) => (a === messageArg ? marker : (known[a] ?? 'Player')));
  const printed = formatText(call.format, values);
  const before = printed.slice(0, printed.indexOf(marker));
  return {prefix: before.slice(before.lastIndexOf('\n') + 1), cite: [cite(key, file, fn.line + call.line - 1)]};
}

const kinds = {};
{
  const hostError = wrapperPrefix('rehlds', 'rehlds/engine/host.cpp', 'Host_Error', 'Con_Printf', 'string', {
    __func__: 'Host_Error',
  });
  kinds.Host_Error = {
    fatal: true,
    prefix: hostError.prefix,
    note: 'Ends the map on a dedicated server and then the process (see behaviour). The console shows the message after this prefix, then again in the fatal error line.',
    cite: hostError.cite,
  };
  const sysError = wrapperPrefix('rehlds', 'rehlds/engine/sys_dll.cpp', 'Sys_Error', 'printf', 'text');
  kinds.Sys_Error = {
    fatal: true,
    prefix: sysError.prefix,
    note: 'Ends the server process at once; on a dedicated server the message is printed after this prefix.',
    cite: sysError.cite,
  };
  // Con_DPrintf: printed only when the developer cvar is not 0 (the definition ReHLDS's build compiles).
  {
    const file = 'rehlds/engine/sys_dll.cpp';
    const conditions = conditionsAt(source('rehlds', file));
    const defs = functionsOf('rehlds', file).filter(
      (f) => f.name === 'Con_DPrintf' && conditionHolds(conditions[f.line - 1], buildMacros),
    );
    if (defs.length !== 1) problems.push(`${file}: ${defs.length} compiled definitions of Con_DPrintf`);
    const at = lineIn('rehlds', file, defs[0], /\bdeveloper\.value\s*!=\s*0/);
    kinds.Con_DPrintf = {
      fatal: false,
      prefix: '',
      note: 'Printed only while the developer cvar is not 0.',
      cite: at ? [cite('rehlds', file, at)] : [],
    };
  }
  kinds.Con_Printf = {fatal: false, prefix: '', note: 'Printed on the server console as it is.', cite: []};
  const broadcast = functionNamed('rehlds', 'rehlds/engine/host.cpp', 'SV_BroadcastPrintf');
  const broadcastLine = lineIn('rehlds', 'rehlds/engine/host.cpp', broadcast, /\bCon_DPrintf\s*\(/);
  kinds.SV_BroadcastPrintf = {
    fatal: false,
    prefix: '',
    note: "Sent to every player's console; the server's console shows it only while the developer cvar is not 0.",
    cite: broadcastLine ? [cite('rehlds', 'rehlds/engine/host.cpp', broadcastLine)] : [],
  };
  const drop = wrapperPrefix('rehlds', 'rehlds/engine/host.cpp', 'SV_DropClient_internal', 'Sys_Printf', 'string', {
    'cl->name': 'Player',
  });
  kinds.SV_DropClient = {
    fatal: false,
    prefix: drop.prefix,
    note: 'The reason a player is disconnected for; the console prints it on the line after the one that names the player.',
    cite: drop.cite,
  };
  // Metamod-R: META_ERROR and its kin hand a fixed prefix to buffered_ALERT, which prints it, a space and the message.
  const logFile = 'metamod/src/log_meta.cpp';
  const buffered = wrapperPrefix('metamod', logFile, 'buffered_ALERT', 'ALERT', 'buf', {prefix: '\u0001'}, 1);
  for (const name of ['META_ERROR', 'META_WARNING', 'META_LOG', 'META_INFO']) {
    const fn = functionNamed('metamod', logFile, name);
    const call = fn && messageCalls(fn.body, {buffered_ALERT: 2})[0];
    if (!call || call.format === null) {
      problems.push(`${logFile}: ${name} hands buffered_ALERT no literal prefix`);
      continue;
    }
    kinds[name] = {
      fatal: false,
      prefix: buffered.prefix.replace('\u0001', call.format),
      note: "Handed to the engine's AlertMessage as at_logged, after this prefix: written to the server log when the server has more than one player slot.",
      cite: [cite('metamod', logFile, fn.line + call.line - 1), ...buffered.cite],
    };
  }
  // NodeMod: `L_ERROR << …` writes a time stamp and the level's name before the message (src/common/logger.*).
  {
    const header = 'src/common/logger.hpp';
    const impl = 'src/common/logger.cpp';
    const get = functionNamed('plugin', impl, 'Log::Get');
    const levelName = functionNamed('plugin', impl, 'Log::GetLevelName');
    const stamps = get ? streamMessages(get.body, ['os']) : [];
    const dates = get ? messageCalls(get.body, {sprintf: 1}) : [];
    const sample = {month_buff: [5, 3, 2025], time_buff: [12, 0, 0]};
    const values = {};
    for (const d of dates) {
      const into = d.args[0];
      if (sample[into] && d.format !== null) values[into] = formatText(d.format, sample[into]);
    }
    for (const m of lines('plugin', header).entries()) {
      const macro = m[1].match(/^#define\s+(L_\w+)\s+Log\(\)\.Get\(LogLevel::(\w+)\)/);
      if (!macro || !levelName) continue;
      const body = levelName.body.split('\n');
      const at = body.findIndex((l) => new RegExp(`case\\s+LogLevel::${macro[2]}\\s*:`).test(l));
      const name =
        at < 0
          ? null
          : body
              .slice(at + 1, at + 3)
              .join('\n')
              .match(/levelName\s*=\s*"([^"]*)"/);
      if (!name || stamps.length < 2) {
        problems.push(`${impl}: no level name or time stamp for ${macro[1]}`);
        continue;
      }
      const prefix = stamps
        .map((s) =>
          formatText(
            s.format,
            s.args.slice(1).map((a) => values[a] ?? (/GetLevelName/.test(a) ? name[1] : '')),
          ),
        )
        .join('');
      kinds[macro[1]] = {
        fatal: false,
        prefix,
        note: "Written to nodemod.log and the server's standard output, after a time stamp and the level's name.",
        cite: [
          cite('plugin', header, m[0] + 1),
          cite('plugin', impl, get.line + stamps[0].line - 1, get.line + stamps[stamps.length - 1].line - 1),
          cite('plugin', impl, levelName.line + at),
        ],
      };
    }
  }
  kinds.META_CONS = {fatal: false, prefix: '', note: 'Printed on the server console as it is.', cite: []};
  kinds.META_DEBUG = {
    fatal: false,
    prefix: '',
    note: "Printed only when meta_debug is at least the call's level.",
    cite: [],
  };
  kinds.ALERT = {
    fatal: false,
    prefix: '',
    note: 'at_logged: written to the server log when the server has more than one player slot.',
    cite: [],
  };
  {
    const fn = functionNamed('rehlds', 'rehlds/engine/sys_dll.cpp', 'AlertMessage');
    const at = lineIn(
      'rehlds',
      'rehlds/engine/sys_dll.cpp',
      fn,
      /atype\s*==\s*at_logged\s*&&\s*g_psvs\.maxclients\s*>\s*1/,
    );
    if (at) kinds.ALERT.cite.push(cite('rehlds', 'rehlds/engine/sys_dll.cpp', at));
  }
  kinds.printf = {fatal: false, prefix: '', note: "Written to the server process's standard output.", cite: []};
  kinds.pfnServerPrint = {fatal: false, prefix: '', note: 'Printed on the server console as it is.', cite: []};
}

// What Host_Error does on a dedicated server, read from the code.
const behaviour = {};
{
  const host = 'rehlds/engine/host.cpp';
  const sys = 'rehlds/engine/sys_dll.cpp';
  const hostError = functionNamed('rehlds', host, 'Host_Error');
  const sysError = functionNamed('rehlds', sys, 'Sys_Error');
  const setMax = functionNamed('rehlds', 'rehlds/engine/sv_main.cpp', 'SV_SetMaxclients');
  const at = (file, fn, re) => {
    const n = lineIn('rehlds', file, fn, re);
    return n ? cite('rehlds', file, n) : null;
  };
  // The client state's enum: its first member is 0.
  const clientH = lines('rehlds', 'rehlds/engine/client.h');
  const enumStart = clientH.findIndex((l) => /^typedef enum cactive_e/.test(l));
  const firstMember = clientH.findIndex((l, i) => i > enumStart && /^\s*\w+\s*,/.test(l));
  if (enumStart < 0 || !/^\s*ca_dedicated\s*,/.test(clientH[firstMember] ?? ''))
    problems.push('client.h: ca_dedicated is not the first member of cactive_t');
  // The hook NodeMod fires when the engine tells the game library of a fatal error.
  const dllEvents = lines('plugin', 'src/auto/dll_events.cpp');
  const hookAt = dllEvents.findIndex((l) => /\bdll_pfnSys_Error\s*\(/.test(l));
  const eventName = dllEvents
    .slice(hookAt, hookAt + 4)
    .join('\n')
    .match(/findAndCall\("(\w+)"/);
  if (hookAt < 0 || !eventName) problems.push('src/auto/dll_events.cpp: no dll_pfnSys_Error hook');
  const steps = [
    {
      text: `Host_Error prints ${JSON.stringify(kinds.Host_Error.prefix)} and the message on the console.`,
      cite: [at(host, hostError, /Con_Printf\(\s*"%s: %s\\n"\s*,\s*__func__\s*,\s*string\s*\)/)],
    },
    {
      text: 'It shuts the running map down.',
      cite: [at(host, hostError, /Host_ShutdownServer\s*\(/)],
    },
    {
      text: 'It goes back to the main loop (the map ends, the process lives) only when the client state is not zero.',
      cite: [at(host, hostError, /if\s*\(\s*g_pcls\.state\s*\)/), at(host, hostError, /longjmp\s*\(/)],
    },
    {
      text: 'A dedicated server sets that state to zero when it starts: ca_dedicated, the first value of the enum.',
      cite: [
        at(
          'rehlds/engine/sv_main.cpp',
          setMax,
          /g_pcls\.state\s*=\s*\(cactive_t\)\(g_bIsDedicatedServer\s*==\s*FALSE\)/,
        ),
        cite('rehlds', 'rehlds/engine/client.h', firstMember + 1),
      ],
    },
    {
      text: 'So on a dedicated server Host_Error goes on to Sys_Error with the same text.',
      cite: [at(host, hostError, /Sys_Error\(\s*"%s: %s\\n"\s*,\s*__func__\s*,\s*string\s*\)/)],
    },
    {
      text: `Sys_Error hands the text to the game library's Sys_Error function (NodeMod fires ${eventName?.[1] ?? '?'} for it), then writes ${JSON.stringify(kinds.Sys_Error.prefix)} and the text to the log and, on a dedicated server, to the console.`,
      cite: [
        at(sys, sysError, /gEntityInterface\.pfnSys_Error\s*\(\s*text\s*\)/),
        cite('plugin', 'src/auto/dll_events.cpp', hookAt + 1),
        at(sys, sysError, /Log_Printf\(\s*"FATAL ERROR \(shutting down\): %s\\n"/),
        at(sys, sysError, /if\s*\(\s*g_bIsDedicatedServer\s*\)/),
      ],
    },
    {
      text: 'Then it ends the process on purpose: it writes through a null pointer (a crash, which a crash handler may report) and, should that return, calls exit(-1).',
      cite: [at(sys, sysError, /^\s*\*null\s*=\s*0\s*;/), at(sys, sysError, /\bexit\s*\(\s*-1\s*\)/)],
    },
  ];
  for (const s of steps) if (s.cite.includes(null)) problems.push(`behaviour: a step has no line: ${s.text}`);
  behaviour.Host_Error = {
    dedicated:
      'On a dedicated server a Host_Error is as fatal as a Sys_Error: the console shows the message in the Host_Error line, then again in the fatal error line, and the server process ends.',
    steps,
  };
}

// The messages.
/** @type {any[]} */
const extracted = [];
const unknownCalls = new Set();
for (const unit of units) {
  const {key, file} = unit;
  const text = source(key, file);
  const conditions = conditionsAt(text);
  const defs = functionsOf(key, file);
  const wanted = unit.functions;
  if (wanted) {
    for (const name of wanted)
      if (!defs.some((d) => d.name === name)) problems.push(`${key}:${file}: no function ${name}`);
  }
  const calls = [
    ...messageCalls(text, callees[key]),
    ...(streamHeads[key] ? streamMessages(text, streamHeads[key]) : []),
  ].sort((a, b) => a.line - b.line);
  const perFunction = new Map();
  for (const call of calls) {
    const fn = enclosingFunction(defs, call.line);
    if (!fn) {
      // Declarations of the printing functions themselves are not calls; anything else is a problem.
      if (!/^\s*(?:#\s*define|extern|void|int)\b/.test(lines(key, file)[call.line - 1]))
        problems.push(`${key}:${file}:${call.line}: a message outside any function`);
      continue;
    }
    if (wanted && !wanted.includes(fn.name)) continue;
    // The printing functions' own definitions (Con_Printf calling Sys_Printf …) are not messages.
    if (fn.name === call.callee) continue;
    const n = (perFunction.get(fn.name) ?? 0) + 1;
    perFunction.set(fn.name, n);
    extracted.push({key, file, fn: fn.name, n, call, conditions: conditions[call.line - 1]});
  }
  // Printing-like calls of no known kind, in the functions read.
  for (const fn of defs) {
    if (wanted && !wanted.includes(fn.name)) continue;
    for (const m of codeOnly(fn.body).matchAll(/(?<![\w.>])(?:[A-Za-z_]\w*(?:\.|->))*([A-Za-z_]\w*)\s*\)?\s*\(/g)) {
      const name = m[1];
      if (!/print|error|warn|alert|log/i.test(name) || callees[key][name] !== undefined) continue;
      if (notPrinting.has(name) || /^(?:L_\w+|Log)$/.test(name) || name === fn.name.split('::').pop()) continue;
      unknownCalls.add(`${key}:${file}: ${fn.name} calls ${name}`);
    }
  }
}
for (const u of unknownCalls)
  problems.push(`${u}: a printing function of unknown kind (add it to callees or notPrinting)`);

const base = (file) => file.split('/').pop();
const messages = [];
const ids = new Set();
for (const x of extracted) {
  const {key, file, fn, n, call} = x;
  const id = `${base(file)}:${fn}:${n}`;
  if (ids.has(id)) problems.push(`${id}: the id is not unique`);
  ids.add(id);
  const kind = call.callee;
  const valueArgs = call.args.slice(call.formatIndex + 1);
  const convs = call.format === null ? [] : conversions(call.format);
  const taken = convs.reduce((sum, c) => sum + argumentCount(c), 0);
  // A call that passes fewer or more values than its format takes is kept as it is (the printed text then holds whatever the stack had).
  const mismatch = call.format !== null && taken !== valueArgs.length ? {takes: taken, passes: valueArgs.length} : null;
  const printsName = valueArgs.some((a) => a === '__func__' || a === '__FUNCTION__');
  const valve = key === 'rehlds' ? valveName(bare(fn)) : bare(fn);
  const printed = printsName && key === 'rehlds' ? {rehlds: bare(fn), valve} : undefined;
  // The texts of arguments known in advance: the function's name, string literals, `c ? "a" : "b"`.
  const known = valueArgs.map((a) => {
    if (a === '__func__' || a === '__FUNCTION__') return [...new Set([bare(fn), valve])];
    const literal = stringValue(a);
    if (literal !== null) return [literal];
    if (key === 'metamod' && metamodStrings.has(a)) return [metamodStrings.get(a)];
    const choice = a.match(/^[^?"]+\?\s*("(?:\\.|[^"\\])*")\s*:\s*("(?:\\.|[^"\\])*")$/);
    if (choice) return [stringValue(choice[1]), stringValue(choice[2])];
    return null;
  });
  // Values for a sample line: each conversion's argument (a `*` width takes one too).
  const constant = (a) => (key === 'rehlds' ? limitValue(a) : undefined);
  const values = [];
  {
    let i = 0;
    for (const c of convs) {
      if (c.width === '*') values.push(Number(constant(valueArgs[i++] ?? '') ?? 4));
      if (c.precision === '*') values.push(Number(constant(valueArgs[i++] ?? '') ?? 8));
      if (c.conversion === '%' || c.conversion === 'n') continue;
      const a = valueArgs[i++] ?? '';
      const number = /^-?\d+$/.test(a) ? Number(a) : constant(a);
      values.push(
        known[i - 1]?.[0] ?? number ?? sampleValue(c.conversion, a, {key, fn: bare(fn), format: call.format}),
      );
    }
  }
  const message = {
    id,
    source: key,
    kind,
    function: fn,
    ...(printed ? {printed} : {}),
    format: call.format,
    ...(mismatch ? {argumentMismatch: mismatch} : {}),
    pattern: call.format === null ? null : formatPattern(call.format, known),
    // The message as a reader sees it: its text, and a marker for each value that varies.
    parts:
      call.format === null
        ? null
        : formatParts(
            call.format,
            known,
            valueArgs.map((a) => {
              const v = constant(a);
              return v === undefined ? undefined : Number(v);
            }),
          ),
    sample: null,
    arguments: valueArgs.map((a) => {
      const v = constant(a);
      return v === undefined ? {expression: a} : {expression: a, value: v};
    }),
    file,
    line: call.line,
    cite: cite(key, file, call.line, call.endLine),
    conditions: x.conditions,
    ...(key === 'rehlds' ? {compiled: conditionHolds(x.conditions, buildMacros)} : {}),
    ...(key === 'rehlds' ? {reachedBy: [...(reachedBy.get(fn) ?? [])].sort()} : {}),
  };
  if (call.format !== null) {
    let prefix = kinds[kind]?.prefix ?? '';
    if (kind === 'META_DEBUG') prefix = `[META] (debug:${call.args[0]}) `;
    message.sample = prefix + formatText(call.format, values).replace(/^[\r\n]+|[\r\n]+$/g, '');
  }
  messages.push(message);
}

// Which messages the index takes. Each rule names what it takes; anything else needs a written reason.
/** Whether a format prints words of its own (letters outside its conversions and known arguments). */
const ownWords = (m) => m.format !== null && /[A-Za-z]{2}/.test(m.format.replace(/%[^a-zA-Z%]*[a-zA-Z%]/g, ' '));
const rules = [
  {
    name: 'host-error',
    text: 'every Host_Error of pr_cmds.cpp and pr_edict.cpp, the files of the functions the engine gives the game library',
    test: (m) => m.source === 'rehlds' && m.kind === 'Host_Error' && /\/pr_(?:cmds|edict)\.cpp$/.test(m.file),
  },
  {
    name: 'plugin-call',
    text: "a fatal error or console message of the engine in a function that one of the engine table's functions reaches, which a plugin can call",
    test: (m) =>
      m.source === 'rehlds' &&
      ['Host_Error', 'Sys_Error', 'Con_Printf', 'Con_DPrintf'].includes(m.kind) &&
      m.reachedBy.length > 0 &&
      ownWords(m),
  },
  {
    name: 'overflow',
    text: "a warning of sv_main.cpp about an overflowed buffer: a plugin's messages fill a player's buffers",
    test: (m) => m.source === 'rehlds' && /\/sv_main\.cpp$/.test(m.file) && /overflow/i.test(m.format ?? ''),
  },
  {
    name: 'metamod-load',
    text: 'an error or warning Metamod-R logs while it loads and attaches a plugin',
    test: (m) => m.source === 'metamod' && ['META_ERROR', 'META_WARNING'].includes(m.kind),
  },
  {
    name: 'nodemod',
    text: "a message of NodeMod's own with words of its own",
    test: (m) => m.source === 'plugin' && ownWords(m),
  },
];

const reasons = omitted.reasons ?? {};
const included = [];
const left = [];
for (const m of messages) {
  const rule = rules.find((r) => r.test(m));
  if (rule) {
    if (reasons[m.id]) problems.push(`${omittedFile}: ${m.id} has a reason, but the rule ${rule.name} takes it`);
    included.push({...m, rule: rule.name});
  } else if (reasons[m.id]) left.push({id: m.id, kind: m.kind, format: m.format, reason: reasons[m.id]});
  else
    problems.push(
      `${m.id} (${m.kind} ${JSON.stringify(m.format)}, ${m.cite}): no rule takes it and ${omittedFile} gives no reason`,
    );
}
for (const id of Object.keys(reasons))
  if (!messages.some((m) => m.id === id)) problems.push(`${omittedFile}: ${id} is not an extracted message`);

// The limits: the constants a plugin meets, and the constants their expressions name.
const limitNames = [
  'MAX_MODELS',
  'MAX_SOUNDS',
  'MAX_GENERIC',
  'MAX_EVENTS',
  'MAX_LIGHTSTYLES',
  'MAX_EDICTS',
  'NUM_EDICTS',
  'MAX_USERMESSAGES',
  'MAX_USERMESSAGES_LENGTH',
  'MAX_USER_MSG_DATA',
  'MAX_RESOURCE_LIST',
  'RESOURCE_MAX_COUNT',
  'MAX_CLIENTS',
  'MAX_MSGLEN',
  'MAX_DATAGRAM',
  'NET_MAX_PAYLOAD',
];
const limits = [];
{
  const seen = new Set();
  const add = (name) => {
    if (seen.has(name)) return;
    seen.add(name);
    const c = constantOf(name);
    if (!c) {
      problems.push(`limit ${name}: ${(constants.get(name) ?? []).length} differing or no definitions`);
      return;
    }
    let value;
    try {
      value = constantValue(name);
    } catch (e) {
      problems.push(`limit ${name}: ${e.message}`);
      return;
    }
    const conditions = conditionsAt(source('rehlds', c.file))[c.line - 1];
    limits.push({name, value, expression: c.expression, file: c.file, line: c.line, conditions});
    for (const ref of c.expression.match(/\b[A-Za-z_]\w*\b/g) ?? []) if (constants.has(ref)) add(ref);
  };
  for (const name of limitNames) add(name);
  // The buffer a plugin's MessageBegin … MessageEnd writes into.
  const msg = arrayLength(source('rehlds', 'rehlds/engine/pr_cmds.cpp'), 'gMsgData');
  if (!msg) problems.push('pr_cmds.cpp: no gMsgData array');
  else {
    limits.push({
      name: 'gMsgData',
      value: evaluateAll(new Map([['gMsgData', msg.expression]]))('gMsgData'),
      expression: msg.expression,
      file: 'rehlds/engine/pr_cmds.cpp',
      line: msg.line,
      conditions: conditionsAt(source('rehlds', 'rehlds/engine/pr_cmds.cpp'))[msg.line - 1],
    });
  }
}

if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}

// Every printing call read in each file, by kind, whether the index takes it or a reason leaves it out.
const counts = {};
const includedIds = new Set(included.map((m) => m.id));
for (const m of messages) {
  if (!includedIds.has(m.id) && !reasons[m.id]) continue;
  const k = `${m.source}:${base(m.file)}`;
  counts[k] ??= {};
  counts[k][m.kind] = (counts[k][m.kind] ?? 0) + 1;
}
const data = {
  $comment:
    "Written by scripts/engine-errors.mjs from the sources of plugins/site-data/pinned-sources.json and plugins/site-data/engine-errors-omitted.json; do not edit by hand. messages: what a plugin can make the server print, each with its format as the source has it, a pattern (a JavaScript regular expression source, not anchored, one group per varying value) that matches the printed text, and a sample line (the printing function's prefix, from kinds, and the message with plausible values). Of several patterns that match a line, the one whose match holds the most fixed text (match length less the groups' lengths) explains it. printed: the function name the console shows, ReHLDS's and the one Valve's engine uses for the same function (the name of the function that runs ReHLDS's hook chain). compiled: whether ReHLDS's build (rehlds/CMakeLists.txt) compiles the call; conditions: the #if branches around it. reachedBy: the engine table functions whose implementation reaches the call. counts: the printing calls read in each file, by kind, each one a message or an omitted one. Citations are key:path:line[-line], key a source of pinned-sources.json.",
  rules: rules.map(({name, text}) => ({name, text})),
  build: {file: 'rehlds/CMakeLists.txt', macros: [...buildMacros].sort()},
  behaviour,
  kinds,
  counts,
  messages: included,
  omitted: left,
  limits,
};
/** @type {[string, string][]} */
const outputs = [['plugins/site-data/engine-errors.json', `${JSON.stringify(data, null, 1)}\n`]];
const stale = writeOrCheck(root, outputs, check);
console.log(
  `${included.length} messages, ${left.length} omitted with reasons, ${limits.length} limits${check ? (stale ? ': stale' : ': up to date') : ''}`,
);
process.exit(stale ? 1 : 0);
