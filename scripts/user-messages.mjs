/**
 * Writes plugins/site-data/user-messages.json: the user messages the Half-Life and
 * Counter-Strike game libraries register, each with its size and every place
 * the game sends it with the exact sequence of writes, and the bytes each
 * write type puts in the message. Stage 1 of the user-message catalogue: data
 * only, for pages to come. Names, sizes, the expressions written as
 * arguments and the conditions as written, with file and line; every
 * sentence in the file is this script's own.
 *
 * What it reads, at the commits of `sources` below:
 * - each game's library folder (Half-Life: the HLSDK's dlls/; Counter-Strike:
 *   ReGameDLL_CS's regamedll/dlls/), every .cpp and .h below it: the
 *   `REG_USER_MSG` calls, a `sizeof(Struct)` size laid out from the
 *   structure the registering file includes, and each `MESSAGE_BEGIN` …
 *   `MESSAGE_END` block (scripts/lib/user-messages.mjs);
 * - the engine, ReHLDS: which engine function each of the game's write
 *   macros calls (`#define WRITE_BYTE (*g_engfuncs.pfnWriteByte)`, the
 *   engine's table g_engfuncsExportedToDlls in rehlds/engine/sys_dll.cpp),
 *   and the bytes that function reserves in the message buffer
 *   (pr_cmds.cpp's PF_Write…_I down to SZ_GetSpace in common.cpp); the write
 *   macros are the game's macros whose engine function writes into that
 *   buffer. And the first id the engine gives a user message (RegUserMsg,
 *   sv_main.cpp): a message id below it is an engine message.
 *
 * A MESSAGE_BEGIN whose message is a registered message's variable is a
 * send; one whose message is a constant below the first user message id is
 * an engine message (`omitted`); one whose message is a parameter of its
 * function is sent through that function, a send for each call that passes a
 * registered message (`via`), or omitted when no call does. The script fails
 * on any other MESSAGE_BEGIN, on one without a MESSAGE_END in its block, on
 * a MESSAGE_BEGIN or write it cannot read, and on a size it cannot evaluate.
 * A fixed-size message's send that writes a fixed number of bytes other than
 * its size is a finding (listed, not a failure: the source may have it so).
 *
 * - AMX Mod X: what a plugin's event handler and message hook read each
 *   write with (scripts/lib/amxx-message-reading.mjs), and where read_data
 *   takes the receiving player from.
 *
 * It also writes tests/fixtures/user-message-lines.json: the identifiers and
 * numbers on each game source line the data cites (registrations,
 * MESSAGE_BEGIN, writes), for the test that compares layouts with their
 * lines in a plain clone.
 *
 *   node scripts/user-messages.mjs <halflife> <regamedll> <rehlds> <amxmodx> [--check]
 *
 * (clones or bare mirrors holding the commits). With --check it writes
 * nothing and exits 1 when the committed file differs.
 */
import path from 'node:path';
import {writeOrCheck} from './lib/write-outputs.mjs';
import {amxxReadings} from './lib/amxx-message-reading.mjs';
import {pinned, pinnedClones} from './lib/pinned-clones.mjs';
import {
  cConstants,
  cmakeDefinitions,
  conditionHolds,
  conditionsAt,
  enclosingFunction,
  evaluate,
} from './lib/engine-errors.mjs';
import {codeOnly} from './lib/source-readers.mjs';
import {
  callsIn,
  codeCalls,
  messageKind,
  passedMessages,
  functionTable,
  parsedFunctions,
  registrations,
  reservation,
  sendBlocks,
  sendBytes,
  structDefinitions,
  structLayout,
  tableMacros,
  typedefs,
} from './lib/user-messages.mjs';

const root = path.resolve(import.meta.dirname, '..');

/** Each source's key in plugins/site-data/pinned-sources.json, the site's one list of pinned commits. */
const pinnedKey = /** @type {const} */ ({
  'half-life': 'hlsdk',
  'counter-strike': 'regamedll',
  engine: 'rehlds',
  amxmodx: 'amxmodx',
});
/**
 * The sources, by key, at their pinned commits.
 * @type {Record<keyof typeof pinnedKey, {repository: string, commit: string}>}
 */
const sources = {
  'half-life': {repository: pinned.hlsdk.repo, commit: pinned.hlsdk.commit},
  'counter-strike': {repository: pinned.regamedll.repo, commit: pinned.regamedll.commit},
  engine: {repository: pinned.rehlds.repo, commit: pinned.rehlds.commit},
  amxmodx: {repository: pinned.amxmodx.repo, commit: pinned.amxmodx.commit},
};
/** Each game's library folder, read recursively. */
const folders = {'half-life': 'dlls', 'counter-strike': 'regamedll/dlls'};
const games = /** @type {('half-life' | 'counter-strike')[]} */ (Object.keys(folders));

const clones = pinnedClones('user-messages.mjs', Object.values(pinnedKey), [
  'halflife',
  'regamedll',
  'rehlds',
  'amxmodx',
]);
const {check} = clones;
/** A file's text at the source's commit. @param {keyof typeof pinnedKey} key @param {string} file */
const source = (key, file) => clones.text(pinnedKey[key], file);
/** Files of a folder (the whole tree: '') at the source's commit. @param {keyof typeof pinnedKey} key @param {string} folder */
const filesUnder = (key, folder) => clones.filesUnder(pinnedKey[key], folder);

const problems = [];

// ---- The engine: the bytes of each write, and the first user message id.

const engineFiles = ['rehlds/engine/pr_cmds.cpp', 'rehlds/engine/common.cpp'];
/** The buffer MESSAGE_BEGIN empties and MESSAGE_END sends (pr_cmds.cpp's PF_MessageBegin_I, PF_MessageEnd_I). */
const messageBuffer = '&gMsgBuffer';
const table = functionTable(
  source('engine', 'rehlds/public/rehlds/eiface.h'),
  'enginefuncs_s',
  source('engine', 'rehlds/engine/sys_dll.cpp'),
  'g_engfuncsExportedToDlls',
);
const engineDefinitions = new Map(
  engineFiles.flatMap((file) => parsedFunctions(source('engine', file)).map((f) => [f.name, {file, f}])),
);
/** Whether an engine function passes the message buffer to a call of its own. */
function writesMessage(implementation) {
  const def = engineDefinitions.get(implementation);
  if (!def?.f.body) return false;
  return callsIn(def.f.body).some((c) => c.args.some((a) => a.replace(/[\s()]/g, '') === messageBuffer));
}

/** @type {Record<string, any>} the widths, by write type */
const widths = {};
/** @type {Record<string, {min: number, max: number | null}>} by write macro */
const macroBytes = {};
/** @type {Record<string, Set<string>>} each game's write macros */
const writeMacros = {};
for (const game of games) {
  writeMacros[game] = new Set();
  for (const file of filesUnder(game, folders[game]).filter((f) => /\.(h|hpp)$/.test(f))) {
    for (const macro of tableMacros(source(game, file), 'g_engfuncs')) {
      const entry = table.get(macro.member);
      if (!entry || !writesMessage(entry.implementation)) continue;
      writeMacros[game].add(macro.name);
      const type = macro.name.replace(/^WRITE_/, '');
      const known = widths[type];
      if (known && known.member !== macro.member) {
        problems.push(`${file}:${macro.line}: ${macro.name} is ${macro.member}, elsewhere ${known.member}`);
        continue;
      }
      if (!known) {
        const r = reservation(
          engineFiles.map((f) => ({name: f, text: source('engine', f)})),
          entry.implementation,
          messageBuffer,
        );
        const fixed = r.max !== null && r.min === r.max;
        const cited = r.sites.find((s) => s.bytes === null) ?? r.sites[0];
        if (!cited) {
          problems.push(`${entry.implementation}: reserves nothing in ${messageBuffer}`);
          continue;
        }
        const writer = engineDefinitions.get(entry.implementation);
        widths[type] = {
          bytes: fixed ? r.max : null,
          ...(fixed ? {} : {plus: r.plus, min: r.min}),
          file: cited.file,
          line: cited.line,
          function: cited.function,
          through: r.through,
          writer: {file: writer.file, line: writer.f.line, function: entry.implementation},
          member: macro.member,
          table: {file: 'rehlds/engine/sys_dll.cpp', line: entry.line},
          macros: {},
        };
        macroBytes[macro.name] = {min: r.min, max: r.max};
      }
      widths[type].macros[game] = {file, line: macro.line};
    }
  }
}
for (const [type, w] of Object.entries(widths))
  if (Object.keys(w.macros).length !== games.length) problems.push(`${type}: not a write macro of every game`);

/** The first id the engine gives a user message: the counter RegUserMsg takes each new message's id from. */
const firstUserMessage = (() => {
  const file = 'rehlds/engine/sv_main.cpp';
  const text = source('engine', file);
  const fn = parsedFunctions(text).find((f) => f.name === 'RegUserMsg');
  const body = fn
    ? text
        .split('\n')
        .slice(fn.line - 1, fn.end)
        .join('\n')
    : '';
  const counter = codeOnly(body).match(/->\s*iMsg\s*=\s*([A-Za-z_]\w*)\s*\+\+/)?.[1];
  if (!counter) throw new Error(`${file}: no id counter in RegUserMsg`);
  const lines = codeOnly(text).split('\n');
  const values = [];
  lines.forEach((line, i) => {
    const m = line.match(new RegExp(`^\\s*int\\s+${counter}\\s*=\\s*([^;]+);`));
    if (!m) return;
    try {
      values.push({value: evaluate(m[1], () => undefined), file, line: i + 1});
    } catch {
      // A branch that sets it from an enumerator: the other branch gives the number.
    }
  });
  if (!values.length || new Set(values.map((v) => v.value)).size !== 1)
    throw new Error(`${file}: ${counter} starts at ${values.map((v) => v.value).join(' or ') || 'no number'}`);
  return values[0];
})();

// ---- The games.

/** @type {Map<string, string[]>} the whole tree of a source, for the includes */
const treeCache = new Map();
/** The file an `#include "name"` of `from` reads: beside it, else the file of that name nearest to it. */
function resolveInclude(game, from, name) {
  if (!treeCache.has(game)) treeCache.set(game, filesUnder(game, ''));
  const tree = treeCache.get(game);
  const dir = path.posix.dirname(from);
  const beside = path.posix.normalize(path.posix.join(dir, name));
  if (tree.includes(beside)) return beside;
  const candidates = tree.filter((f) => f.endsWith(`/${name}`) || f === name);
  const shared = (f) => {
    const a = dir.split('/');
    const b = f.split('/');
    let n = 0;
    while (n < a.length && a[n] === b[n]) n++;
    return n;
  };
  const best = Math.max(...candidates.map(shared));
  const nearest = candidates.filter((f) => shared(f) === best);
  return nearest.length === 1 ? nearest[0] : null;
}
/** A file and the files it includes, in turn. */
function includeClosure(game, file) {
  const seen = new Set([file]);
  const queue = [file];
  while (queue.length) {
    const f = queue.shift();
    for (const m of codeOnly(source(game, f)).matchAll(/^[ \t]*#[ \t]*include[ \t]*"/gm)) {
      const at = m.index + m[0].length;
      const name = source(game, f).slice(at, source(game, f).indexOf('"', at));
      const target = resolveInclude(game, f, name);
      if (target && !seen.has(target)) {
        seen.add(target);
        queue.push(target);
      }
    }
  }
  return [...seen];
}

/** The size a registration's argument gives: a number, or `sizeof(Struct)` of a structure the file includes. */
function registrationSize(game, file, expression) {
  const sizeOf = expression.match(/^sizeof\s*\(\s*([A-Za-z_]\w*)\s*\)$/);
  if (!sizeOf) return {size: evaluate(expression, () => undefined), from: null};
  const closure = includeClosure(game, file);
  const structs = closure.flatMap((f) => structDefinitions(source(game, f)).map((d) => ({...d, file: f})));
  const types = new Map();
  for (const f of closure) {
    for (const [name, list] of typedefs(source(game, f))) {
      for (const t of list) (types.get(name) ?? types.set(name, new Set()).get(name)).add(t.type);
    }
  }
  const resolve = (name) => {
    const struct = structs.filter((s) => s.name === name);
    if (struct.length === 1) return structLayout(struct[0], resolve).size;
    const type = types.get(name);
    return type?.size === 1 ? [...type][0] : undefined;
  };
  const found = structs.filter((s) => s.name === sizeOf[1]);
  if (found.length !== 1) throw new Error(`${found.length} definitions of ${sizeOf[1]} in the files ${file} includes`);
  const layout = structLayout(found[0], resolve);
  return {
    size: layout.size,
    from: {
      struct: found[0].name,
      file: found[0].file,
      line: found[0].line,
      fields: layout.fields,
      ...(layout.padding ? {padding: layout.padding} : {}),
    },
  };
}

const out = {};
const omitted = [];
const findings = [];
let sendCount = 0;

for (const game of games) {
  const files = filesUnder(game, folders[game]).filter((f) => /\.(cpp|h|hpp)$/.test(f));
  // Registrations.
  const messages = [];
  for (const file of files) {
    for (const r of registrations(source(game, file))) {
      const at = `${file}:${r.line}`;
      if (!r.name || !r.variable || !r.sizeSource) {
        problems.push(`${at}: a registration without a literal name, a variable or a size`);
        continue;
      }
      let size;
      try {
        size = registrationSize(game, file, r.sizeSource);
      } catch (e) {
        problems.push(`${at}: the size ${r.sizeSource}: ${e.message}`);
        continue;
      }
      messages.push({
        name: r.name,
        variable: r.variable,
        size: size.size < 0 ? null : size.size,
        sizeSource: r.sizeSource,
        ...(size.from ? {sizeFrom: size.from} : {}),
        registered: {file, line: r.line, conditions: r.conditions},
        sends: [],
      });
    }
  }
  const byVariable = new Map();
  for (const m of messages) {
    if (byVariable.has(m.variable)) problems.push(`${game}: ${m.variable} registered twice`);
    byVariable.set(m.variable, m);
  }
  if (new Set(messages.map((m) => m.name)).size !== messages.length) problems.push(`${game}: a name registered twice`);

  // The constants of the game's headers, for a message id that is a number.
  const constants = new Map();
  for (const file of files) {
    for (const c of cConstants(source(game, file))) {
      (constants.get(c.name) ?? constants.set(c.name, []).get(c.name)).push({...c, file});
    }
  }
  const constantValue = (name) => {
    const list = constants.get(name) ?? [];
    if (new Set(list.map((c) => c.expression)).size !== 1) return null;
    try {
      return {value: evaluate(list[0].expression, () => undefined), file: list[0].file, line: list[0].line};
    } catch {
      return null;
    }
  };

  const functionsOf = new Map();
  const functionAt = (file, line) => {
    if (!functionsOf.has(file)) functionsOf.set(file, parsedFunctions(source(game, file)));
    return enclosingFunction(functionsOf.get(file), line)?.name ?? null;
  };
  const writesOf = (block, file) =>
    block.writes.map((w) => ({
      type: w.name.replace(/^WRITE_/, ''),
      value: w.value,
      ...(w.via ? {file: w.file} : {}),
      line: w.line,
      ...(w.via ? {via: {function: w.via.function, file: w.via.file ?? file, line: w.via.line}} : {}),
      when: w.when,
      repeat: w.repeat,
      conditions: w.conditions,
    }));

  // The helpers: functions that write without beginning a message, by their name without the class.
  const beginsOrEnds = new Set(['MESSAGE_BEGIN', 'MESSAGE_END']);
  /** @type {Map<string, {file: string, text: string, fn: any}>} */
  const helpers = new Map();
  const ambiguous = new Set();
  for (const file of files) {
    const text = source(game, file);
    for (const fn of parsedFunctions(text)) {
      if (!fn.body) continue;
      const calls = callsIn(fn.body);
      if (!calls.some((c) => writeMacros[game].has(c.name)) || calls.some((c) => beginsOrEnds.has(c.name))) continue;
      const bare = fn.name.split('::').pop();
      if (helpers.has(bare)) ambiguous.add(bare);
      helpers.set(bare, {file, text, fn});
    }
  }
  for (const name of ambiguous) helpers.delete(name);

  // Every write is read in a message: in its block, or in a helper a block calls.
  const writesRead = new Set();
  const writeCalls = [];
  for (const file of files) {
    const text = source(game, file);
    for (const c of codeCalls(text, [...writeMacros[game]])) writeCalls.push({file, ...c});
    const {blocks, unread, errors} = sendBlocks(text, {writes: writeMacros[game], helpers});
    for (const line of unread)
      problems.push(`${file}:${line}: a MESSAGE_BEGIN outside the functions read (${errors.join('; ') || 'no error'})`);
    for (const b of blocks) for (const w of b.writes) writesRead.add(`${w.file ?? file}:${w.line}`);

    for (const block of blocks) {
      const message = block.args[1] ?? '';
      const fail = (why) =>
        problems.push(`${file}:${block.line}: MESSAGE_BEGIN(${block.args.join(', ')}) in ${block.function}: ${why}`);
      const kind = messageKind(block, {
        registered: (v) => byVariable.has(v),
        constant: (name) => constantValue(name)?.value ?? null,
        firstUserMessage: firstUserMessage.value,
      });
      const omit = (reason) => omitted.push({game, file, line: block.line, function: block.function, message, reason});
      const send = (variable, extra = {}) =>
        byVariable.get(variable).sends.push({
          file,
          line: block.line,
          function: block.function,
          destination: block.args[0],
          entity: block.args[3]?.trim() || null,
          conditions: block.conditions,
          writes: writesOf(block, file),
          bytes: sendBytes(block, macroBytes),
          ...extra,
        });
      if (kind.kind === 'send') send(kind.variable);
      else if (kind.kind === 'forward')
        omit(
          `the message id is the parameter ${message} of an overload of MESSAGE_BEGIN that passes it on to the other; the calls of either are read as sends`,
        );
      else if (kind.kind === 'not compiled')
        omit(`no build compiles it: it is under #if ${block.conditions.join(' && ')}`);
      else if (kind.kind === 'engine') {
        const c = constantValue(message);
        omit(
          `an engine message, not a user message: ${message} is ${kind.value} (${c.file}:${c.line}), below ${firstUserMessage.value}, the first id the engine gives a user message (${firstUserMessage.file}:${firstUserMessage.line})`,
        );
      } else if (kind.kind === 'parameter') {
        // Sent through a helper: a send for each call that passes a registered message.
        const calls = passedMessages(
          files.map((f) => ({name: f, text: source(game, f)})),
          block.function.split('::').pop(),
          kind.index,
          (v) => byVariable.has(v),
        );
        for (const call of calls) {
          const callConditions = conditionsAt(source(game, call.file))[call.line - 1];
          send(call.variable, {
            file: call.file,
            line: call.line,
            function: functionAt(call.file, call.line),
            via: block.function,
            block: {file, line: block.line},
            conditions: [...callConditions, ...block.conditions.filter((c) => !callConditions.includes(c))],
          });
        }
        if (!calls.length)
          omit(
            `the message id is the parameter ${message} of ${block.function}, and no call of it passes a registered message`,
          );
      } else if (kind.kind === 'problem') fail(kind.problem);
      else fail(`the message ${message} is neither a registered message, an engine message nor a parameter`);
    }
  }

  for (const c of writeCalls)
    if (!writesRead.has(`${c.file}:${c.line}`))
      problems.push(`${c.file}:${c.line}: a ${c.callee} outside any message read`);

  for (const m of messages) {
    m.sends.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : a.line - b.line));
    sendCount += m.sends.length;
    if (m.size === null) continue;
    for (const s of m.sends) {
      const plain = s.writes.every((w) => !w.when.length && w.repeat === null && !w.conditions.length);
      if (plain && (s.bytes.min !== m.size || s.bytes.max !== m.size)) {
        findings.push({
          game,
          message: m.name,
          size: m.size,
          file: s.file,
          line: s.line,
          function: s.function,
          bytes: s.bytes,
          finding: `writes ${s.bytes.min === s.bytes.max ? s.bytes.min : `${s.bytes.min} to ${s.bytes.max ?? 'any number of'}`} bytes; the message is registered with ${m.size}`,
        });
      }
    }
  }
  messages.sort((a, b) =>
    a.registered.file < b.registered.file
      ? -1
      : a.registered.file > b.registered.file
        ? 1
        : a.registered.line - b.registered.line,
  );
  out[game] = {folder: folders[game], messages};
}

// ---- The build each game ships: the macros its build files define, for the conditions of each send and write.

/**
 * The macros a game's build defines: Half-Life's from the `-D` flags of the Linux makefiles'
 * BASE_CFLAGS (linux/Makefile) and the game library's CFLAGS (linux/Makefile.hldll);
 * Counter-Strike's from the `target_compile_definitions(regamedll PRIVATE …)` of
 * ReGameDLL_CS's CMakeLists.txt, the build its Linux library is made with.
 */
const builds = (() => {
  /** @type {Record<string, {files: {file: string, line: number}[], defines: string[]}>} */
  const out = {};
  const flags = (file, variable) => {
    const lines = clones.lines(pinnedKey['half-life'], file);
    const at = lines.findIndex((l) => new RegExp(`^${variable}\\s*=`).test(l));
    if (at < 0) throw new Error(`${file}: no ${variable}=`);
    return {file, line: at + 1, defines: [...lines[at].matchAll(/-D([A-Za-z_]\w*)/g)].map((m) => m[1])};
  };
  const hl = [flags('linux/Makefile', 'BASE_CFLAGS'), flags('linux/Makefile.hldll', 'CFLAGS')];
  out['half-life'] = {
    files: hl.map(({file, line}) => ({file, line})),
    defines: [...new Set(hl.flatMap((f) => f.defines))].sort(),
  };
  const file = 'regamedll/CMakeLists.txt';
  const cs = cmakeDefinitions(source('counter-strike', file), 'regamedll');
  if (!cs) throw new Error(`${file}: no target_compile_definitions(regamedll PRIVATE`);
  out['counter-strike'] = {files: [{file, line: cs.line}], defines: [...cs.defines].sort()};
  return out;
})();
for (const game of games) {
  const defined = new Set(builds[game].defines);
  for (const m of out[game].messages) {
    m.registered.built = conditionHolds(m.registered.conditions, defined);
    for (const s of m.sends) {
      s.built = conditionHolds(s.conditions, defined);
      for (const w of s.writes) w.built = conditionHolds(w.conditions, defined);
    }
  }
}

// ---- AMX Mod X: what a plugin reads each write with.

const amxx = (() => {
  try {
    const read = (file) => source('amxmodx', file);
    const found = amxxReadings(
      {
        metaApi: read('amxmodx/meta_api.cpp'),
        cevent: read('amxmodx/CEvent.cpp'),
        amxmodx: read('amxmodx/amxmodx.cpp'),
        messages: read('amxmodx/messages.cpp'),
      },
      Object.values(widths).map((w) => w.member),
    );
    return {
      readData: {file: 'amxmodx/amxmodx.cpp', ...found.readData},
      receiver: found.receiver,
      types: Object.fromEntries(Object.entries(widths).map(([type, w]) => [type, found.readings[w.member]])),
    };
  } catch (e) {
    problems.push(`AMX Mod X: ${e.message}`);
    return null;
  }
})();

if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}

/** The identifiers and numbers of each game line the data cites, for the truth test. */
const citedLines = {};
for (const game of games) {
  const cite = (file, line) => {
    const text = clones.lines(pinnedKey[game], file)[line - 1] ?? '';
    citedLines[`${game}:${file}:${line}`] = [...new Set(text.match(/[A-Za-z_]\w*|\d+(?:\.\d+)?/g) ?? [])].sort();
  };
  for (const m of out[game].messages) {
    cite(m.registered.file, m.registered.line);
    for (const s of m.sends) {
      cite(s.block?.file ?? s.file, s.block?.line ?? s.line);
      if (s.via) cite(s.file, s.line);
      for (const w of s.writes) cite(w.file ?? s.block?.file ?? s.file, w.line);
    }
  }
}
const lineFixture = {
  about:
    'The identifiers and numbers on each source line that plugins/site-data/user-messages.json cites (game:path:line), at the commits of its sources. Written by scripts/user-messages.mjs; the layout test compares writes and sends with them.',
  lines: Object.fromEntries(Object.entries(citedLines).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))),
};

const data = {
  $comment:
    "Written by scripts/user-messages.mjs from the commits in sources; do not edit. widths: the bytes each write type puts in a message, read from the engine function the game's macro calls (member, its entry in the engine's table) down to the call that reserves them (file, line; through: the chain of calls); bytes null with plus: a length and that many more. games: each message the game registers (size null: registered with -1, any length) and each place it sends it: destination and writes as written, when: the branches between MESSAGE_BEGIN and the write, outermost first; repeat: the loop around it; conditions: the preprocessor conditions at MESSAGE_BEGIN, and on a write those it adds; bytes: the fewest and the most the send writes over its branches and builds (max null: no bound); a write with file and via is made by a function the block calls (via: that call). sizeFrom: the structure a sizeof size is laid out from, each member with its bytes. entity: MESSAGE_BEGIN's fourth argument as written (null: none). builds: the macros each game's build files define (files: where); built, on a registration, a send and a write: whether that build compiles it under its conditions. amxx: for each write type, what AMX Mod X stores a written value as for register_event (event: its post hook, the parseValue overload, read: the read_data form that returns it as stored) and what register_message reads it with (message: its hook, the argument type, the get_msg_arg_ native); readData: read_data's getter by its number of parameters; receiver: where read_data(0), the receiving player's index, is set. A send with via: sent by a call of a function that begins the message with the id it is passed (block: that MESSAGE_BEGIN). omitted: the MESSAGE_BEGIN calls that send no user message of the game, with the reason; findings: sends of a fixed-size message whose writes, all unconditional, add up to another size.",
  sources,
  widths,
  builds,
  amxx,
  games: out,
  omitted,
  findings,
};
/** @type {[string, string][]} */
const outputs = [
  ['plugins/site-data/user-messages.json', `${JSON.stringify(data, null, 1)}\n`],
  ['tests/fixtures/user-message-lines.json', `${JSON.stringify(lineFixture, null, 1)}\n`],
];
const stale = writeOrCheck(root, outputs, check);
const counts = games.map((g) => `${g}: ${out[g].messages.length} messages`).join(', ');
console.log(
  `${counts}; ${sendCount} sends, ${omitted.length} omitted, ${findings.length} findings${check ? (stale ? ': stale' : ': up to date') : ''}`,
);
process.exit(stale ? 1 : 0);
