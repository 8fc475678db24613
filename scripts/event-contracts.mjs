/**
 * Writes plugins/site-data/event-contracts.json, the contract of every event NodeMod
 * fires (`dllX` for each game library function, `engX` for each engine
 * function), which the event finder and the badges of the reference render,
 * and tests/fixtures/event-contract-lines.json, the identifiers on each line
 * the contracts cite, which the truth test reads (the tests cannot reach the
 * sources). Figures and names only.
 *
 * Each field of a contract cites the lines it comes from:
 * - how often (`when`): for a game library event, plugins/site-data/event-timing.json
 *   (written by hand; each citation checked here: the first names the call);
 *   for an engine event, the places the HLSDK's game code calls the function;
 * - who raises it (`raised`): the engine's calls of the function (ReHLDS), or,
 *   for an engine event, the game library, which alone calls the table that
 *   Metamod hooks;
 * - what superseding does and the post twin: NodeMod's generated hooks;
 * - the arguments, live or copied: the body of the function each hook converts
 *   the argument with (scripts/lib/source-readers.mjs, converterKind);
 * - the AMX Mod X names: fakemeta's hook of the same function (the table its
 *   `case FM_*` hooks, modules/fakemeta/forward.cpp), and the forwards of the
 *   porting guide's name map that AMX Mod X runs from a hook of the same
 *   function, pre or post by the table it puts that hook in (forwardRuns);
 *   each with its declaration in AMX Mod X's include files;
 * - whether @nodemod/core listens to it itself, on import or when a script
 *   calls one of its functions (coreListeners).
 *
 *   node scripts/event-contracts.mjs <nodemod-goldsrc> <core-goldsrc> <rehlds> <halflife> <metamod-r> <amxmodx> [--check]
 *
 * (clones or bare mirrors holding the commits of plugins/site-data/pinned-sources.json).
 * With --check it writes nothing and exits 1 when the committed files differ.
 */
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {writeOrCheck} from './lib/write-outputs.mjs';
import {pinnedClones} from './lib/pinned-clones.mjs';
import ts from 'typescript';
import {
  cFunctions,
  converterKind,
  coreListeners,
  fakemetaCases,
  fakemetaHook,
  forwardRuns,
  singleCall,
} from './lib/source-readers.mjs';
import {anchorTarget} from '../src/lib/member-key.mjs';

const root = path.resolve(import.meta.dirname, '..');
const readJson = (file) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));
const timing = readJson('plugins/site-data/event-timing.json');
const memberNames = readJson('api-src/member-names.json').names;
const amxxMap = readJson('plugins/site-data/amxmodx-map.json');

const keys = ['plugin', 'core', 'rehlds', 'hlsdk', 'metamod', 'amxmodx'];
const {check, lines, filesUnder} = pinnedClones('event-contracts.mjs', keys, [
  'nodemod-goldsrc',
  'core-goldsrc',
  'rehlds',
  'halflife',
  'metamod-r',
  'amxmodx',
]);

const problems = [];
const cited = new Set();
/** A citation `key:path:line[-line]`, checked to exist, and remembered for the fixture. */
function cite(key, file, first, last = first) {
  const text = lines(key, file);
  if (first < 1 || last > text.length || last < first) problems.push(`${key}:${file}:${first}-${last}: no such lines`);
  const id = `${key}:${file}:${first}${last !== first ? `-${last}` : ''}`;
  cited.add(id);
  return id;
}
function parseCite(id) {
  const m = id.match(/^(\w+):(.+):(\d+)(?:-(\d+))?$/);
  if (!m || !keys.includes(m[1])) throw new Error(`bad citation ${id}`);
  return {key: m[1], file: m[2], first: Number(m[3]), last: Number(m[4] ?? m[3])};
}
const lineText = (id) => {
  const {key, file, first, last} = parseCite(id);
  return lines(key, file)
    .slice(first - 1, last)
    .join('\n');
};

// NodeMod's generated hooks: one function per hook, pre (dll_pfnX, eng_pfnX) and post.
/** @returns {Map<string, {fn: string, event: string, line: number, returns: string, args: {name: string, type: string, via: string, line: number}[], returnLine: number, overrideIf?: number, overrideLine?: number}>} */
function hooks(file, prefix) {
  const text = lines('plugin', file);
  const found = new Map();
  let current = null;
  text.forEach((line, i) => {
    const head = line.match(new RegExp(`^\\s*([\\w\\s\\*]+?)\\s*\\b${prefix}_(?:pfn)?(\\w+) ?\\(`));
    if (head) {
      current = {fn: head[2], returns: head[1].trim(), line: i + 1, args: [], event: null, returnLine: null};
      found.set(head[2], current);
      return;
    }
    if (!current) return;
    if (/^\s{0,2}\}\s*$/.test(line)) {
      current = null;
      return;
    }
    const event = line.match(/findAndCall\("(\w+)"/);
    if (event) current.event = event[1];
    // `v8_args[4] = structures::wrapTraceResult(isolate, ptr); // ptr (TraceResult *)`
    const arg = line.match(/v8_args\[(\d+)\] = ([\w:]+)[^;]*; \/\/ (\w+)(?: \(([^)]*)\))?/);
    if (arg) current.args.push({name: arg[3], via: arg[2], type: (arg[4] ?? '').trim(), line: i + 1});
    if (/^\s{4}return [^s]/.test(line)) current.returnLine = i + 1;
    // Since NodeMod 1.0.7 a hook that returns a value returns Metamod's override_ret, the
    // last listener's value, when the result is SUPERCEDE or OVERRIDE.
    if (/\bmres\s*==\s*MRES_SUPERCEDE\b.*\bMRES_OVERRIDE\b/.test(line)) current.overrideIf = i + 1;
    if (/^\s*return\b.*\bgpMetaGlobals->override_ret\s*;/.test(line)) current.overrideLine = i + 1;
  });
  return found;
}
const dllPre = hooks('src/auto/dll_events.cpp', 'dll');
const dllPost = hooks('src/auto/dll_events.cpp', 'postDll');
const engPre = hooks('src/auto/engine_events.cpp', 'eng');
const engPost = hooks('src/auto/engine_events.cpp', 'postEng');

/**
 * What each converter of the hooks' arguments gives a listener. V8's own
 * constructors of a string, number or boolean make a value, and
 * `v8::External::New` an opaque pointer; every other converter is NodeMod's, and
 * its kind is read from its body (converterKind), cited. A converter with
 * several definitions (overloads) takes the kind of those that are not a call
 * of another overload; they must agree.
 * @type {Map<string, {kind: string, cite: string[]}>}
 */
const converters = new Map();
{
  const pluginFiles = filesUnder('plugin', 'src/').filter(
    (f) => /\.(cpp|hpp|h)$/.test(f) && !f.startsWith('src/auto/'),
  );
  const definitions = pluginFiles.flatMap((file) => {
    const text = lines('plugin', file).join('\n');
    return cFunctions(text).map((fn) => ({
      file,
      ...fn,
      body: lines('plugin', file)
        .slice(fn.line - 1, fn.end)
        .join('\n'),
    }));
  });
  const used = new Set(
    [...dllPre.values(), ...dllPost.values(), ...engPre.values(), ...engPost.values()].flatMap((h) =>
      h.args.map((a) => a.via),
    ),
  );
  for (const via of [...used].sort()) {
    if (/^v8::(String|Number|Boolean)::New/.test(via)) {
      converters.set(via, {kind: 'value', cite: []});
      continue;
    }
    if (via === 'v8::External::New') {
      converters.set(via, {kind: 'pointer', cite: []});
      continue;
    }
    const bare = via.split('::').pop();
    const own = definitions.filter((d) => d.name.split('::').pop() === bare);
    const read = own
      .map((d) => ({...d, kind: converterKind(d.body)}))
      .filter((d) => d.kind || !new RegExp(`\\b${bare}\\s*\\(`).test(d.body.split('\n').slice(1).join('\n')));
    const kinds = new Set(read.map((d) => d.kind));
    if (read.length === 0 || kinds.size !== 1 || kinds.has(null)) {
      problems.push(
        `${via}: ${own.length} definitions, kinds ${[...kinds].join(', ') || 'none'}: cannot tell live from copy`,
      );
      continue;
    }
    converters.set(via, {kind: [...kinds][0], cite: read.map((d) => cite('plugin', d.file, d.line, d.end))});
  }
}

// The engine's calls of each game library function (ReHLDS).
const engineCalls = new Map();
for (const file of filesUnder('rehlds', 'rehlds/engine/')) {
  if (!/\.(cpp|h)$/.test(file)) continue;
  lines('rehlds', file).forEach((line, i) => {
    for (const m of line.matchAll(/\b(?:gEntityInterface|gNewDLLFunctions)\.pfn(\w+)\b(?!\s*=)/g)) {
      if (!engineCalls.has(m[1])) engineCalls.set(m[1], []);
      engineCalls.get(m[1]).push(cite('rehlds', file, i + 1));
    }
  });
}

// The HLSDK's calls of each engine function: `g_engfuncs.pfnX` and the macros defined as it.
const macros = new Map();
const sdkFiles = filesUnder('hlsdk', 'dlls/').filter((f) => /\.(cpp|h)$/.test(f));
for (const file of sdkFiles) {
  for (const line of lines('hlsdk', file)) {
    const m = line.match(/^#define\s+(\w+)\s+\(?\*?g_engfuncs\.pfn(\w+)\)?\s*$/);
    if (m) macros.set(m[1], m[2]);
  }
}
// Inline wrappers of the headers (`inline int ENTINDEX(...) { return (*g_engfuncs.pfnIndexOfEdict)(...); }`)
// count as the function they call when every definition of the name calls that one function.
const wrapperBodies = new Set();
{
  const defs = new Map();
  for (const file of sdkFiles.filter((f) => f.endsWith('.h'))) {
    const text = lines('hlsdk', file);
    text.forEach((line, i) => {
      const head = line.match(/^inline\s+[\w\s*]+?\b([A-Z][A-Z0-9_]+)\s*\(/);
      if (!head || /\)\s*;\s*(\/\/.*)?$/.test(line)) return;
      let end = i;
      while (end < text.length - 1 && !/\}/.test(text[end])) end++;
      const called = new Set();
      for (let j = i; j <= end; j++) {
        for (const m of text[j].matchAll(/\bg_engfuncs\.pfn(\w+)\b/g)) called.add(m[1]);
        for (const m of text[j].matchAll(/\b([A-Z][A-Z0-9_]+)\s*\(/g))
          if (macros.has(m[1]) && m[1] !== head[1]) called.add(macros.get(m[1]));
        if (j > i || called.size) wrapperBodies.add(`${file}:${j + 1}`);
      }
      if (!defs.has(head[1])) defs.set(head[1], []);
      defs.get(head[1]).push(called);
    });
  }
  for (const [name, calls] of defs) {
    const all = new Set(calls.flatMap((c) => [...c]));
    if (all.size === 1 && calls.every((c) => c.size === 1)) macros.set(name, [...all][0]);
  }
}
const sdkCalls = new Map();
for (const file of sdkFiles) {
  lines('hlsdk', file).forEach((line, i) => {
    if (/^\s*#define\b/.test(line) || /^\s*(\/\/|\*)/.test(line)) return;
    if (wrapperBodies.has(`${file}:${i + 1}`)) return;
    const hit = new Set();
    for (const m of line.matchAll(/\bg_engfuncs\.pfn(\w+)\b/g)) hit.add(m[1]);
    for (const m of line.matchAll(/\b([A-Z][A-Z0-9_]+)\s*\(/g)) if (macros.has(m[1])) hit.add(macros.get(m[1]));
    for (const fn of hit) {
      if (!sdkCalls.has(fn)) sdkCalls.set(fn, []);
      sdkCalls.get(fn).push({file, line: i + 1});
    }
  });
}

// Where the engine implements each of its functions: the table it gives the game library.
const engineTable = lines('rehlds', 'rehlds/engine/sys_dll.cpp');
const tableStart = engineTable.findIndex((l) => /^enginefuncs_t g_engfuncsExportedToDlls = \{/.test(l));
const members = [];
{
  const eiface = lines('rehlds', 'rehlds/public/rehlds/eiface.h');
  const start = eiface.findIndex((l) => /^typedef struct enginefuncs_s/.test(l));
  for (let i = start + 1; !/^\}/.test(eiface[i]); i++) {
    const m = !/^\s*\/\//.test(eiface[i]) && eiface[i].match(/\(\s*\*\s*pfn(\w+)\s*\)/);
    if (m) members.push(m[1]);
  }
}
const engineImpl = new Map();
{
  let index = 0;
  for (let i = tableStart + 1; !/^\};/.test(engineTable[i]); i++) {
    for (const entry of engineTable[i].replace(/\/\/.*$/, '').split(',')) {
      const name = entry.trim();
      if (!name) continue;
      engineImpl.set(members[index++], {impl: name, table: cite('rehlds', 'rehlds/engine/sys_dll.cpp', i + 1)});
    }
  }
}

// The definition of each function of that table: a line of ReHLDS's engine that starts with
// the function's type and name and is not a declaration.
{
  const wanted = new Map([...engineImpl.values()].filter((e) => e.impl !== 'NULL').map((e) => [e.impl, e]));
  for (const file of filesUnder('rehlds', 'rehlds/engine/')) {
    if (!file.endsWith('.cpp')) continue;
    lines('rehlds', file).forEach((line, i) => {
      const m = line.match(/^(?:[A-Za-z_][\w*\s]*?[\s*])?(?:EXT_FUNC\s+)?(\w+)\s*\((?:[^;]*$|[^)]*\)\s*\{)/);
      const entry = m && wanted.get(m[1]);
      if (entry && !entry.definition && !/^(if|while|for|switch|return)\b/.test(line)) {
        entry.definition = cite('rehlds', file, i + 1);
      }
    });
  }
  for (const entry of wanted.values())
    if (!entry.definition) problems.push(`${entry.impl}: no definition in rehlds/engine`);
}

/** The line of an include file of AMX Mod X that declares a name, cited. */
function amxxDeclaration(event, name, include, pattern) {
  const file = `plugins/include/${include}`;
  const at = lines('amxmodx', file).findIndex((l) => pattern.test(l) && !/^\s*\/\//.test(l));
  if (at < 0) problems.push(`${event}: ${name} not declared in ${file}`);
  return at < 0 ? null : cite('amxmodx', file, at + 1);
}

// AMX Mod X's C++: where fakemeta hooks each FM_* and where each forward runs.
const amxxSources = [...filesUnder('amxmodx', 'amxmodx/'), ...filesUnder('amxmodx', 'modules/')]
  .filter((f) => /^(amxmodx|modules\/[^/]+)\/[^/]+\.(cpp|h)$/.test(f))
  .map((file) => ({file, text: lines('amxmodx', file).join('\n')}));
const fakemetaFile = 'modules/fakemeta/forward.cpp';
const fakemetaHooks = fakemetaCases(amxxSources.find((f) => f.file === fakemetaFile).text, 'FM_', fakemetaHook);
const forwards = forwardRuns(amxxSources);
/** Forwards the name map pairs with an event that AMX Mod X does not run from that function's hooks. */
const unpaired = [];

/** The include file that declares an AMX Mod X name as a forward (plugins/site-data/amxmodx-includes.json). */
const amxxIncludes = readJson('plugins/site-data/amxmodx-includes.json').includes;
const declaredForward = (include, name) => amxxIncludes[include]?.forwards.includes(name);

/**
 * The AMX Mod X names of an event and its post twin, each with the include line
 * that declares it and the line where AMX Mod X registers its handler:
 * - fakemeta's `FM_*` whose `case` hooks this function of this table (a hook
 *   can be registered before or after the call, so it names both twins);
 * - the forwards the porting guide's name map gives the event or its twin
 *   (plugins/site-data/amxmodx-map.json) that AMX Mod X runs from a hook of this
 *   function, with the twin that hook's table is (`gFunctionTable_Post` is the
 *   post twin), the line that runs it, and the other places it runs from, if
 *   any. A forward the map pairs with the event but that runs from no hook of
 *   its function (a timer's) is left out: it does not fire with the event.
 */
function amxxNames(table, fn, event, postEvent) {
  const found = [];
  for (const c of fakemetaHooks) {
    const call = singleCall(c);
    if (!call || call.fn !== fn || call.table.toLowerCase() !== table) continue;
    // A case the include file does not declare (`FM_CreateInstancedBaselines`) is no name a plugin can use.
    if (!amxxIncludes['fakemeta_const.inc'].constants.includes(c.name)) continue;
    const at = amxxDeclaration(event, c.name, 'fakemeta_const.inc', new RegExp(`\\b${c.name}\\b`));
    if (at) found.push({name: c.name, kind: 'hook', cite: at, registered: cite('amxmodx', fakemetaFile, call.line)});
  }
  // The reference's names of the event, written by scripts/generate-member-index.mjs from the same cases.
  const named = (memberNames[`nodemod/Interface/EventCallbacks#${event}`] ?? [])
    .filter(([name, kind]) => kind === 'amxx' && /^FM_/.test(name))
    .map(([name]) => name);
  const hooked = found.map((f) => f.name);
  if (memberNames[`nodemod/Interface/EventCallbacks#${event}`] && named.join() !== hooked.join()) {
    problems.push(
      `${event}: api-src/member-names.json names ${named.join(', ') || 'no FM_'}, forward.cpp hooks ${hooked.join(', ') || 'none'}`,
    );
  }
  for (const row of amxxMap.rows) {
    if (!declaredForward(row.include, row.amxx)) continue;
    if (!row.nodemod.includes(`event ${event}`) && !row.nodemod.includes(`event ${postEvent}`)) continue;
    const runs = forwards.get(row.amxx)?.runs ?? [];
    const here = runs.flatMap((r) =>
      r.hooks.filter((h) => h.table === table && h.fn === fn).map((h) => ({run: r, hook: h})),
    );
    if (here.length === 0) {
      unpaired.push(`${row.amxx} (${event})`);
      continue;
    }
    const twins = new Set(here.map((h) => h.hook.twin));
    if (twins.size !== 1) problems.push(`${row.amxx}: runs from both twins of ${fn}`);
    const at = amxxDeclaration(
      event,
      row.amxx,
      row.include,
      new RegExp(`^\\s*forward\\s+(?:\\w+:)?${row.amxx}\\s*\\(`),
    );
    if (!at) continue;
    const {run, hook} = here[0];
    found.push({
      name: row.amxx,
      kind: 'forward',
      twin: hook.twin,
      cite: at,
      registered: cite('amxmodx', hook.at.file, hook.at.line),
      runs: cite('amxmodx', run.at.file, run.at.line),
      elsewhere: runs.filter((r) => !here.some((h) => h.run === r)).map((r) => cite('amxmodx', r.at.file, r.at.line)),
    });
  }
  return found;
}

// @nodemod/core's own listeners, and when each is added (coreListeners).
const coreSources = filesUnder('core', 'src/')
  .filter((f) => /\.ts$/.test(f) && !/\.d\.ts$/.test(f))
  .map((file) => ({file, text: lines('core', file).join('\n')}));
const coreOn = coreListeners(coreSources, 'src/index.ts');

/**
 * The reference's page and anchor of a core function a script calls, found by
 * its name among the members of the interfaces and classes of api-src/core (one
 * match, or none).
 */
const coreMembers = new Map();
for (const file of readdirSync(path.join(root, 'api-src', 'core')).filter((f) => f.endsWith('.d.ts'))) {
  const source = ts.createSourceFile(
    file,
    readFileSync(path.join(root, 'api-src', 'core', file), 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  const module = file.replace(/\.d\.ts$/, '');
  const visit = (node) => {
    if ((ts.isInterfaceDeclaration(node) || ts.isClassDeclaration(node)) && node.name) {
      const isDefault = ts.getModifiers(node)?.some((m) => m.kind === ts.SyntaxKind.DefaultKeyword);
      const page = isDefault
        ? 'Class/default'
        : `${ts.isClassDeclaration(node) ? 'Class' : 'Interface'}/${node.name.text}`;
      for (const m of node.members) {
        if (!m.name || !ts.isIdentifier(m.name)) continue;
        const key = m.name.text;
        coreMembers.set(key, [...(coreMembers.get(key) ?? []), anchorTarget(`core/${module}/${page}#${key}`)]);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}

const metamodGivesGame = cite('metamod', 'metamod/src/metamod.cpp', 417);
const metamodGivesPlugins = cite('metamod', 'metamod/src/mplugin.cpp', 801);
const metamodOverride = cite('metamod', 'metamod/src/callback_jit.cpp', 166, 169);

const resultWord = (returns) =>
  /\*/.test(returns) ? 'a null pointer' : /float/.test(returns) ? '0.0' : returns === 'void' ? null : '0';

/**
 * What superseding the pre event does, from the hook's return (and a note of the timing
 * file): a hook without a result only skips the function; one with a result returns what
 * the last listener returned when the result is SUPERCEDE or OVERRIDE (since NodeMod 1.0.7),
 * so the caller gets that value, converted by NodeMod (0 or a null pointer when nothing was
 * returned). A hook with a result but no such branch is reported: NodeMod has changed.
 */
function supersede(table, hook, note) {
  const whose = table === 'dll' ? "the game library's" : "the engine's";
  const caller = table === 'dll' ? 'The engine' : 'The game library';
  const file = table === 'dll' ? 'src/auto/dll_events.cpp' : 'src/auto/engine_events.cpp';
  const result = resultWord(hook.returns);
  let text = `Keeps ${whose} pfn${hook.fn} from running.`;
  let value = 'skips';
  const cites = [];
  if (result && hook.overrideLine && hook.overrideIf && hook.overrideLine - hook.overrideIf <= 2) {
    value = 'listener';
    text += ` ${caller} then gets what the last listener returned, converted by NodeMod; ${result} when it returned nothing.`;
    cites.push(cite('plugin', file, hook.overrideIf, hook.overrideLine), metamodOverride);
  } else {
    if (result) problems.push(`${hook.event}: the hook returns a value but not the listener's`);
    cites.push(cite('plugin', file, hook.returnLine ?? hook.line));
  }
  if (note) {
    text += ` ${note.text}`;
    for (const c of note.cite) {
      const {key, file: noteFile, first, last} = parseCite(c);
      cites.push(cite(key, noteFile, first, last));
    }
  }
  return {value, result, text, cite: cites};
}

const frequencies = [
  'once',
  'map',
  'map-entity',
  'client',
  'frame',
  'usercmd',
  'entity-frame',
  'client-frame',
  'client-entity-frame',
  'call',
  'never',
];

const events = [];
const seenTiming = new Set();
for (const [fn, hook] of dllPre) {
  const t = timing.dll[fn];
  if (!t) {
    problems.push(`event-timing.json has no entry for pfn${fn}`);
    continue;
  }
  seenTiming.add(fn);
  if (!frequencies.includes(t.when)) problems.push(`pfn${fn}: unknown frequency ${t.when}`);
  const calls = engineCalls.get(fn) ?? [];
  const whenCites = (t.cite ?? []).map((c) => {
    const {key, file, first, last} = parseCite(c);
    return cite(key, file, first, last);
  });
  // The first citation of a raised event names the call the text is about.
  if (calls.length && !new RegExp(`\\bpfn${fn}\\b`).test(lineText(whenCites[0] ?? ''))) {
    problems.push(`pfn${fn}: ${whenCites[0]} does not call pfn${fn}`);
  }
  if (!calls.length && t.when !== 'never') problems.push(`pfn${fn}: the engine never calls it, but when is ${t.when}`);
  if (!calls.length && t.singlePlayer) problems.push(`pfn${fn}: no call, yet single-player`);
  const raised = !calls.length ? 'never' : t.singlePlayer ? 'single-player' : 'engine';
  // "Never": the engine has no call of the function, only its declaration.
  if (!calls.length && !whenCites.length)
    whenCites.push(cite('rehlds', 'rehlds/public/rehlds/eiface.h', declarationLine(fn)));
  const post = dllPost.get(fn);
  events.push({
    event: hook.event,
    table: 'dll',
    fn: `pfn${fn}`,
    when: {value: t.when, text: t.text, cite: whenCites},
    raised: {
      value: raised,
      calls: calls.length,
      cite: calls.length ? calls : [cite('rehlds', 'rehlds/public/rehlds/eiface.h', declarationLine(fn))],
    },
    supersede: supersede('dll', hook, t.supersede),
    arguments: argumentsOf('dll', hook),
    post: {value: post.event, cite: [cite('plugin', 'src/auto/dll_events.cpp', post.line)]},
    amxx: amxxNames('dll', `pfn${fn}`, hook.event, post.event),
    core: coreOf(hook.event, post.event),
    hook: cite('plugin', 'src/auto/dll_events.cpp', hook.line),
  });
}

function declarationLine(fn) {
  const at = lines('rehlds', 'rehlds/public/rehlds/eiface.h').findIndex((l) =>
    new RegExp(`\\(\\s*\\*\\s*pfn${fn}\\s*\\)`).test(l),
  );
  if (at < 0) problems.push(`pfn${fn} not declared in eiface.h`);
  return at + 1;
}

function argumentsOf(table, hook) {
  const file = table === 'dll' ? 'src/auto/dll_events.cpp' : 'src/auto/engine_events.cpp';
  return {
    value: hook.args.map(({name, type, via}) => ({name, kind: converters.get(via)?.kind ?? null, type, via})),
    cite: hook.args.length
      ? [cite('plugin', file, hook.args[0].line, hook.args.at(-1).line)]
      : [cite('plugin', file, hook.line)],
  };
}

/**
 * Whether @nodemod/core listens to an event or its post twin: `import` when it
 * adds a listener as it is imported, `call` when it adds one only each time a
 * script calls one of its functions (named, with its reference anchor when
 * api-src/core documents one member of that name), `no` otherwise.
 */
function coreOf(event, postEvent) {
  const listeners = coreOn
    .filter((l) => l.event === event || l.event === postEvent)
    .map((l) => {
      const at = cite('core', l.file, l.line);
      if (l.when === 'import') return {cite: at};
      const members = coreMembers.get(l.call) ?? [];
      return {cite: at, call: l.call, ...(members.length === 1 ? {member: members[0]} : {})};
    });
  const value = listeners.some((l) => !('call' in l)) ? 'import' : listeners.length ? 'call' : 'no';
  return {value, listeners};
}

for (const [name, hook] of engPre) {
  // NodeMod's hook of pfnEngCheckParm is eng_CheckParm.
  const fn = engineImpl.has(name) || !engineImpl.has(`Eng${name}`) ? name : `Eng${name}`;
  const impl = engineImpl.get(fn);
  const t = timing.eng[fn];
  if (t) seenTiming.add(`eng:${fn}`);
  if (!impl && t?.when !== 'never') problems.push(`pfn${fn}: not in the engine's table`);
  const calls = sdkCalls.get(fn) ?? [];
  const post = engPost.get(name);
  const first = calls[0];
  const counted = calls.length
    ? `the HLSDK's game code calls it in ${calls.length} ${calls.length === 1 ? 'place' : 'places'}`
    : "the HLSDK's game code never calls it";
  const handCites = (t?.cite ?? []).map((c) => {
    const {key, file, first: from, last} = parseCite(c);
    return cite(key, file, from, last);
  });
  if (t && !frequencies.includes(t.when)) problems.push(`pfn${fn}: unknown frequency ${t.when}`);
  events.push({
    event: hook.event,
    table: 'eng',
    fn: `pfn${fn}`,
    when: {
      value: t?.when ?? 'call',
      text: t ? t.text : `Each time the game library calls pfn${fn}; ${counted}.`,
      sdkCalls: calls.length,
      cite: t ? handCites : first ? [cite('hlsdk', first.file, first.line)] : [],
    },
    raised:
      t?.when === 'never'
        ? {value: 'never', calls: 0, cite: handCites}
        : {value: 'game', calls: calls.length, cite: [metamodGivesGame, metamodGivesPlugins]},
    supersede: supersede('eng', hook, null),
    arguments: argumentsOf('eng', hook),
    post: {value: post.event, cite: [cite('plugin', 'src/auto/engine_events.cpp', engPost.get(name).line)]},
    amxx: amxxNames('eng', `pfn${fn}`, hook.event, post.event),
    core: coreOf(hook.event, post.event),
    hook: cite('plugin', 'src/auto/engine_events.cpp', hook.line),
    engine: impl ? {value: impl.impl, cite: impl.definition ? [impl.definition, impl.table] : [impl.table]} : null,
  });
}

for (const fn of Object.keys(timing.dll))
  if (!seenTiming.has(fn)) problems.push(`event-timing.json: pfn${fn} is not a hook`);
for (const fn of Object.keys(timing.eng ?? {}))
  if (!seenTiming.has(`eng:${fn}`)) problems.push(`event-timing.json: pfn${fn} is not a hook`);

const contracts = {
  $comment:
    'Written by scripts/event-contracts.mjs from the sources of plugins/site-data/pinned-sources.json and plugins/site-data/event-timing.json; do not edit by hand. One contract per event NodeMod fires before a hooked function (its post twin is named in post). Citations are key:path:line[-line], key a source of pinned-sources.json.',
  frequencies,
  converters: Object.fromEntries(converters),
  events,
};

const tokens = {};
for (const id of [...cited].sort()) tokens[id] = [...new Set(lineText(id).match(/[A-Za-z_]\w*/g) ?? [])].sort();
const fixture = {
  about:
    'The identifiers on each source line that plugins/site-data/event-contracts.json cites, at the commits of plugins/site-data/pinned-sources.json. Written by scripts/event-contracts.mjs; the truth test checks contract lines against them.',
  engineCalls: Object.fromEntries([...dllPre.keys()].map((fn) => [`pfn${fn}`, (engineCalls.get(fn) ?? []).length])),
  lines: tokens,
};

if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
/** @type {[string, string][]} */
const outputs = [
  ['plugins/site-data/event-contracts.json', `${JSON.stringify(contracts, null, 1)}\n`],
  ['tests/fixtures/event-contract-lines.json', `${JSON.stringify(fixture, null, 1)}\n`],
];
const stale = writeOrCheck(root, outputs, check);
console.log(
  `${events.length} events (${dllPre.size} game library, ${engPre.size} engine), ${cited.size} cited lines${check ? (stale ? ': stale' : ': up to date') : ''}`,
);
if (unpaired.length) {
  console.log(
    `Forwards the name map pairs with an event but AMX Mod X runs from no hook of its function: ${unpaired.join(', ')}`,
  );
}
process.exit(stale ? 1 : 0);
