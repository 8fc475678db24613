/**
 * How AMX Mod X hands a plugin the values of a user message, read from its
 * code: for each engine write function (`pfnWriteByte` …), what an event
 * handler (`register_event`) reads it with, and what a message hook
 * (`register_message`) reads it with.
 *
 * - Events: AMX Mod X's post hook of the write function (the function
 *   `meta_engfuncs_post.pfnWriteByte` is set to, in meta_api.cpp) passes its
 *   parameter to the overload of `EventsMngr::parseValue` for that
 *   parameter's type (CEvent.cpp), which stores it as one kind of value
 *   (`MSG_INTEGER`, `MSG_FLOAT`, `MSG_STRING`). `read_data` (amxmodx.cpp)
 *   calls `getArgInteger`, `getArgString` or `getArgFloat` by its number of
 *   parameters; the form for a write is the one whose getter returns that
 *   kind as stored (no conversion).
 * - Message hooks: the pre hook of the write function (`meta_engfuncs.…`)
 *   calls `Msg.AddParam(value, arg_…)` (messages.cpp); the overload for the
 *   parameter's type stores it in one field of the parameter (`v.iData`,
 *   `v.fData`, `szData`), and the native whose `Message::GetParam…` returns
 *   that field reads it.
 * Every step is found by name in the code as it is written; a step that does
 * not fit stops with an error naming it.
 */
import {parsedFunctions, callsIn} from './user-messages.mjs';

/**
 * @typedef {{name: string, line: number, start: number, type: string, parameter: string, body: string, calls: {name: string, args: string[]}[]}} Definition
 * a function's definition (line: its head's; start: its opening brace's, where body begins): its first
 * parameter's type and name, the text of its body and the calls in it
 */

/** The function definitions of a file with their first parameter's type, by name (overloads in a list). */
function definitions(text) {
  const lines = text.split('\n');
  /** @type {Map<string, Definition[]>} */
  const out = new Map();
  for (const f of parsedFunctions(text)) {
    if (!f.body) continue;
    const head = lines.slice(f.line - 1, f.start).join(' ');
    const params = head
      .slice(head.indexOf('(') + 1, head.lastIndexOf(')'))
      .split(',')[0]
      .trim();
    const m = params.match(/^(.*?)([A-Za-z_]\w*)$/);
    const body = lines.slice(f.start - 1, f.end).join('\n');
    const def = {
      name: f.name,
      line: f.line,
      start: f.start,
      type: m ? m[1].replace(/\s+/g, ' ').trim() : params,
      parameter: m ? m[2] : '',
      body,
      calls: callsIn(f.body),
    };
    (out.get(f.name) ?? out.set(f.name, []).get(f.name)).push(def);
  }
  return out;
}

/** Each `table.pfnX = Function;` of a text: member → function and line. */
function hookTable(text, table) {
  /** @type {Map<string, {hook: string, line: number}>} */
  const out = new Map();
  text.split('\n').forEach((line, i) => {
    const m = line.match(new RegExp(`^\\s*${table}\\s*\\.\\s*(pfn\\w+)\\s*=\\s*([A-Za-z_]\\w*)\\s*;`));
    if (m) out.set(m[1], {hook: m[2], line: i + 1});
  });
  return out;
}

/** The one definition of a name, or an error. */
function one(defs, name, file) {
  const list = defs.get(name) ?? [];
  if (list.length !== 1) throw new Error(`${file}: ${list.length} definitions of ${name}`);
  return list[0];
}

/** The overload of `name` whose first parameter has `type`. */
function overload(defs, name, type, file) {
  const list = (defs.get(name) ?? []).filter((d) => d.type === type);
  if (list.length !== 1) throw new Error(`${file}: ${list.length} overloads of ${name}(${type})`);
  return list[0];
}

/**
 * @typedef {{file: string, line: number}} Cited
 * @typedef {{
 *   event: {hook: string, table: Cited, stored: string, parse: Cited, read: 'integer' | 'float' | 'string', getter: Cited},
 *   message: {hook: string, table: Cited, argType: string, field: string, native: string, nativeAt: Cited},
 * }} Reading
 */

/**
 * The readings of each engine write function AMX Mod X hooks.
 * @param {{metaApi: string, cevent: string, amxmodx: string, messages: string}} texts the files
 *   amxmodx/meta_api.cpp, amxmodx/CEvent.cpp, amxmodx/amxmodx.cpp and amxmodx/messages.cpp
 * @param {string[]} members the engine functions (`pfnWriteByte` …)
 * @returns {{readings: Record<string, Reading>, readData: {forms: Record<string, {parameters: string, getter: string}>, line: number}, receiver: Cited}}
 */
export function amxxReadings(texts, members) {
  const files = {
    metaApi: 'amxmodx/meta_api.cpp',
    cevent: 'amxmodx/CEvent.cpp',
    amxmodx: 'amxmodx/amxmodx.cpp',
    messages: 'amxmodx/messages.cpp',
  };
  const defs = Object.fromEntries(Object.entries(texts).map(([k, t]) => [k, definitions(t)]));
  const post = hookTable(texts.metaApi, 'meta_engfuncs_post');
  const pre = hookTable(texts.metaApi, 'meta_engfuncs');

  // read_data: which getter each number of parameters calls.
  const readData = one(defs.amxmodx, 'read_data', files.amxmodx);
  /** @type {Record<string, {parameters: string, getter: string}>} */
  const forms = {};
  let label = null;
  for (const line of readData.body.split('\n')) {
    const c = line.match(/^\s*case\s+(\d+)\s*:/);
    if (c) label = c[1];
    else if (/^\s*default\s*:/.test(line)) label = 'default';
    const g = line.match(/g_events\s*\.\s*(getArg(?:Integer|Float|String))\s*\(/);
    if (g && label && !Object.values(forms).some((f) => f.parameters === label)) {
      forms[g[1]] = {parameters: label, getter: g[1]};
    }
  }
  for (const getter of ['getArgInteger', 'getArgFloat', 'getArgString'])
    if (!forms[getter]) throw new Error(`${files.amxmodx}: read_data calls no ${getter}`);

  /** The kind a getter returns as stored: the `case MSG_…:` whose return reads the vault's own field. */
  const returnsAsStored = (getter) => {
    const def = one(defs.cevent, `EventsMngr::${getter}`, files.cevent);
    const lines = def.body.split('\n');
    for (let i = 0; i < lines.length; i++) {
      const c = lines[i].match(/^\s*case\s+(MSG_\w+)\s*:/);
      if (!c) continue;
      const next = lines.slice(i + 1).find((l) => /\breturn\b/.test(l)) ?? '';
      if (/return\s+m_ReadVault\s*\[\s*a\s*\]\s*\.\s*\w+\s*;/.test(next)) return {kind: c[1], line: def.line};
    }
    // The field read under `default:` when no case returns it as stored.
    const d = lines.findIndex((l) => /^\s*default\s*:/.test(l));
    const next = lines.slice(d + 1).find((l) => /\breturn\b/.test(l)) ?? '';
    if (d >= 0 && /return\s+m_ReadVault\s*\[\s*a\s*\]\s*\.\s*\w+\s*;/.test(next))
      return {kind: 'default', line: def.line};
    throw new Error(`${files.cevent}: ${getter} returns no kind as stored`);
  };
  const getterOfKind = new Map();
  const kindsNamed = new Set();
  for (const getter of Object.keys(forms)) {
    const r = returnsAsStored(getter);
    getterOfKind.set(r.kind, {getter, line: r.line});
    if (r.kind !== 'default') kindsNamed.add(r.kind);
  }

  // parserInit: the value before the first write (read_data(0)).
  const init = one(defs.cevent, 'EventsMngr::parserInit', files.cevent);
  const receiverAt = init.body.split('\n').findIndex((l) => /m_ParseVault\s*\[\s*0\s*\]\s*\.\s*iValue\s*=/.test(l));
  if (receiverAt < 0) throw new Error(`${files.cevent}: parserInit sets no first value`);
  const receiver = {file: files.cevent, line: init.start + receiverAt};

  /** @type {Record<string, Reading>} */
  const readings = {};
  for (const member of members) {
    const p = post.get(member);
    const q = pre.get(member);
    if (!p || !q) throw new Error(`${files.metaApi}: no hook of ${member}`);
    // Events.
    const hook = one(defs.metaApi, p.hook, files.metaApi);
    const parse = hook.calls.find((c) => c.name === 'parseValue' && c.args[0]?.trim() === hook.parameter);
    if (!parse) throw new Error(`${files.metaApi}: ${p.hook} passes no parameter to parseValue`);
    const overloadDef = overload(defs.cevent, 'EventsMngr::parseValue', hook.type, files.cevent);
    const stored = overloadDef.body.match(/\.\s*type\s*=\s*(MSG_\w+)\s*;/)?.[1];
    if (!stored) throw new Error(`${files.cevent}: parseValue(${hook.type}) stores no kind`);
    const g = getterOfKind.get(stored) ?? (kindsNamed.has(stored) ? null : getterOfKind.get('default'));
    if (!g) throw new Error(`${files.cevent}: no getter returns ${stored} as stored`);
    const read = {getArgInteger: 'integer', getArgFloat: 'float', getArgString: 'string'}[g.getter];
    // Message hooks.
    const mhook = one(defs.messages, q.hook, files.messages);
    const add = mhook.calls.find((c) => /AddParam$/.test(c.name) && c.args[0]?.trim() === mhook.parameter);
    if (!add) throw new Error(`${files.messages}: ${q.hook} adds no parameter`);
    const argType = add.args[1]?.trim() ?? '';
    const addDef = overload(defs.messages, 'Message::AddParam', mhook.type, files.messages);
    const field = addDef.body.match(/pParam\s*->\s*((?:v\s*\.\s*)?\w+)\s*=\s*data\s*;/)?.[1]?.replace(/\s+/g, '');
    if (!field) throw new Error(`${files.messages}: AddParam(${mhook.type}) stores no field`);
    const getters = [...defs.messages.values()]
      .flat()
      .filter(
        (d) =>
          /^Message::GetParam/.test(d.name) &&
          new RegExp(`return\\s+m_Params\\s*\\[\\s*index\\s*\\]\\s*->\\s*${field.replace('.', '\\s*\\.\\s*')}\\b`).test(
            d.body,
          ),
      );
    if (getters.length !== 1) throw new Error(`${files.messages}: ${getters.length} getters of ${field}`);
    const getter = getters[0].name.split('::').pop();
    const natives = [...defs.messages.values()]
      .flat()
      .filter((d) => /^get_msg_arg_/.test(d.name) && d.calls.some((c) => c.name === getter));
    if (natives.length !== 1) throw new Error(`${files.messages}: ${natives.length} natives call ${getter}`);
    readings[member] = {
      event: {
        hook: p.hook,
        table: {file: files.metaApi, line: p.line},
        stored,
        parse: {file: files.cevent, line: overloadDef.line},
        read,
        getter: {file: files.cevent, line: g.line},
      },
      message: {
        hook: q.hook,
        table: {file: files.metaApi, line: q.line},
        argType,
        field,
        native: natives[0].name,
        nativeAt: {file: files.messages, line: natives[0].line},
      },
    };
  }
  return {readings, readData: {forms, line: readData.line}, receiver};
}
