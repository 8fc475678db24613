/**
 * The contract of every event (plugins/site-data/event-contracts.json, rendered by the event
 * finder and the reference's badges): complete for every game library event and for the
 * engine events the Half-Life SDK calls most; every line it cites exists at the pinned
 * commit (the committed indexes of the sources' files); every event it names is an
 * anchor of the reference, or one of the four NodeMod fires without declaring; and, the
 * truth test, ten contract lines read against the identifiers on the lines they cite
 * (tests/fixtures/event-contract-lines.json, written from the sources by
 * scripts/event-contracts.mjs, which also checks every citation against them).
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import ts from 'typescript';
import memberNames from '../../api-src/member-names.json';
import mapData from '../../plugins/site-data/amxmodx-map.json';
import type {EventContract} from '../../plugins/site-data/events';
import pinned from '../../plugins/site-data/pinned-sources.json';
import {readDeclarations, readReference} from '../support/declarations';

const root = path.resolve(__dirname, '..', '..');
const read = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));

const data = read('plugins/site-data/event-contracts.json') as {
  frequencies: string[];
  converters: Record<string, {kind: string; cite: string[]}>;
  events: EventContract[];
};
const lines = read('tests/fixtures/event-contract-lines.json') as {
  engineCalls: Record<string, number>;
  lines: Record<string, string[]>;
};
const timing = read('plugins/site-data/event-timing.json') as {dll: Record<string, {when: string; text: string}>};

/** Lines per file, by source key of pinned-sources.json. */
const lineCounts = new Map<string, Record<string, number>>();
{
  const nodemod = read('tests/fixtures/source-files.json') as {
    files: Record<'plugin' | 'core', Record<string, number>>;
  };
  lineCounts.set('plugin', nodemod.files.plugin);
  lineCounts.set('core', nodemod.files.core);
  const cited = read('tests/fixtures/cited-source-files.json') as {
    repositories: Record<string, {commit: string; files: Record<string, number>}>;
  };
  for (const [key, {repo, commit}] of Object.entries(pinned).filter(([, v]) => typeof v === 'object') as [
    string,
    {repo: string; commit: string},
  ][]) {
    const index = cited.repositories[repo];
    if (index) {
      expect(index.commit, repo).toBe(commit);
      lineCounts.set(key, index.files);
    }
  }
}

/** Every citation of a contract, with the field it supports. */
function citations(c: EventContract): [string, string][] {
  return [
    ...c.when.cite.map((x) => ['when', x] as [string, string]),
    ...c.raised.cite.map((x) => ['raised', x] as [string, string]),
    ...c.supersede.cite.map((x) => ['supersede', x] as [string, string]),
    ...c.arguments.cite.map((x) => ['arguments', x] as [string, string]),
    ...c.post.cite.map((x) => ['post', x] as [string, string]),
    ...c.amxx.flatMap((a) =>
      [a.cite, a.registered, ...(a.kind === 'forward' ? [a.runs, ...a.elsewhere] : [])].map(
        (x) => ['amxx', x] as [string, string],
      ),
    ),
    ...c.core.listeners.map((l) => ['core', l.cite] as [string, string]),
    ['hook', c.hook],
  ];
}

function parse(citation: string) {
  const m = citation.match(/^(\w+):(.+):(\d+)(?:-(\d+))?$/);
  if (!m) throw new Error(`not a citation: ${citation}`);
  return {key: m[1]!, file: m[2]!, first: Number(m[3]), last: Number(m[4] ?? m[3])};
}

/** What is missing from a contract line for it to be complete: every field given and cited. */
function incomplete(c: EventContract): string[] {
  const missing: string[] = [];
  if (!data.frequencies.includes(c.when.value) || !c.when.text) missing.push('when');
  if (c.when.cite.length === 0) missing.push('when: no citation');
  if (c.raised.cite.length === 0) missing.push('raised: no citation');
  if (!c.supersede.text || c.supersede.cite.length === 0) missing.push('supersede');
  if (c.arguments.cite.length === 0) missing.push('arguments: no citation');
  if (!/^post(Dll|Eng)\w+$/.test(c.post.value) || c.post.cite.length === 0) missing.push('post');
  if ((c.core.value === 'no') !== (c.core.listeners.length === 0)) missing.push('core: listeners and value disagree');
  if (c.arguments.value.some((a) => !a.kind || !(a.via in data.converters)))
    missing.push('arguments: a converter unknown');
  return missing;
}

test('every game library event and the 40 engine events the SDK calls most have a complete contract line', () => {
  const dll = data.events.filter((c) => c.table === 'dll');
  const eng = data.events.filter((c) => c.table === 'eng');
  // Every function of the two tables NodeMod hooks: 50 of DLL_FUNCTIONS, 159 of enginefuncs_t.
  expect(dll).toHaveLength(50);
  expect(eng).toHaveLength(159);
  expect(Object.keys(timing.dll).sort()).toEqual(dll.map((c) => c.fn.replace(/^pfn/, '')).sort());
  expect(dll.flatMap((c) => incomplete(c).map((m) => `${c.event}: ${m}`))).toEqual([]);
  const mostUsed = [...eng].sort((a, b) => (b.when.sdkCalls ?? 0) - (a.when.sdkCalls ?? 0)).slice(0, 40);
  expect(mostUsed.flatMap((c) => incomplete(c).map((m) => `${c.event}: ${m}`))).toEqual([]);
  const complete = eng.filter((c) => incomplete(c).length === 0).length;
  console.log(`complete contract lines: ${dll.length} game library events, ${complete} of ${eng.length} engine events`);
  expect(complete).toBeGreaterThanOrEqual(40);
});

test('every line a contract cites is a line of its file at the pinned commit', () => {
  const problems: string[] = [];
  let checked = 0;
  for (const c of data.events) {
    for (const [field, citation] of citations(c)) {
      checked++;
      const {key, file, first, last} = parse(citation);
      const files = lineCounts.get(key);
      const length = files?.[file];
      if (!files) problems.push(`${c.event} ${field}: no index of ${key}`);
      else if (length === undefined) problems.push(`${c.event} ${field}: no file ${key}:${file}`);
      else if (first < 1 || last > length || last < first)
        problems.push(`${c.event} ${field}: ${citation} (${length} lines)`);
      if (!(citation in lines.lines))
        problems.push(`${c.event} ${field}: ${citation} not in the fixture of cited lines`);
    }
  }
  console.log(`${checked} citations checked`);
  expect(problems).toEqual([]);
});

test('every event and post twin is an event the reference documents, but the four NodeMod does not declare', () => {
  const declared = new Set(Object.keys(readDeclarations().nodemod.interfaces.EventCallbacks!.members));
  const named = data.events.flatMap((c) => [c.event, c.post.value]);
  const undeclared = named.filter((name) => !declared.has(name));
  expect(undeclared.sort()).toEqual(
    ['CRC32Init', 'CRC32ProcessBuffer', 'CRC32ProcessByte', 'CRC32Final']
      .flatMap((n) => [`eng${n}`, `postEng${n}`])
      .sort(),
  );
  // Those four are not in NodeMod's own declarations either: nodemod.on does not type them.
  const shipped = new Set(Object.keys(readReference().nodemod.interfaces.EventCallbacks!.members));
  expect(undeclared.filter((name) => shipped.has(name))).toEqual([]);
  // And every documented event has a contract.
  expect([...declared].filter((name) => !named.includes(name))).toEqual([]);
});

/**
 * AMX Mod X's hook tables, by the variable that holds each (scripts/lib/source-readers.mjs,
 * which the data's script reads them with).
 */
let amxxTables: Record<string, {table: string; twin: string}> = {};
test.beforeAll(async () => {
  // Loaded as the ES module it is (the test runner would compile a static import to CommonJS).
  ({amxxTables} = await import('../../scripts/lib/source-readers.mjs'));
});

/** The identifiers on a cited line. */
const tokens = (citation: string) => new Set(lines.lines[citation] ?? []);

/** What a contract line claims that its cited lines do not show. */
function untrue(c: EventContract): string[] {
  const found: string[] = [];
  const fn = c.fn;
  const prefix = c.table === 'dll' ? 'dll' : 'eng';
  const postPrefix = c.table === 'dll' ? 'postDll' : 'postEng';
  // NodeMod's name of its hook (`dll_pfnThink`; `eng_CheckParm` for pfnEngCheckParm), from the hook's line.
  const hookName = [...tokens(c.hook)].find((t) => t.startsWith(`${prefix}_`));
  if (!hookName) found.push(`hook: ${c.hook} is no hook of NodeMod's`);
  const bare = (hookName ?? '').slice(prefix.length + 1);
  // Who raises it: the engine's lines call the function; "nobody" means no line of the engine does.
  if (c.table === 'dll') {
    if (c.raised.value === 'never') {
      if (lines.engineCalls[fn] !== 0) found.push(`raised: the engine calls ${fn}`);
    } else {
      if (!(lines.engineCalls[fn]! > 0)) found.push(`raised: the engine never calls ${fn}`);
      for (const x of c.raised.cite) if (!tokens(x).has(fn)) found.push(`raised: ${x} does not name ${fn}`);
      // How often: the first line cited is a call of the function.
      if (!tokens(c.when.cite[0]!).has(fn)) found.push(`when: ${c.when.cite[0]} does not name ${fn}`);
    }
  }
  // Superseding: the cited lines return Metamod's override_ret (the last listener's value) when
  // the result is SUPERCEDE or OVERRIDE, or the hook returns nothing.
  const hookLine = c.supersede.cite[0]!;
  const hook = tokens(hookLine);
  if (c.supersede.value === 'listener') {
    for (const word of ['return', 'override_ret', 'MRES_SUPERCEDE', 'MRES_OVERRIDE'])
      if (!hook.has(word)) found.push(`supersede: ${hookLine} has no ${word}`);
  } else if (!hook.has('void')) {
    found.push(`supersede: ${hookLine} is not a hook without a result`);
  }
  // Arguments: each name is converted on the cited lines by the converter the data names, and
  // its kind is that converter's (each converter's kind is read from its body: see below).
  const argTokens = new Set(c.arguments.cite.flatMap((x) => [...tokens(x)]));
  for (const {name, kind, via} of c.arguments.value) {
    if (!argTokens.has(name)) found.push(`arguments: ${name} not on ${c.arguments.cite}`);
    if (!argTokens.has(via.split('::').pop()!)) found.push(`arguments: ${via} not on ${c.arguments.cite}`);
    if (data.converters[via]?.kind !== kind)
      found.push(`arguments: ${name} is ${kind}, ${via} gives ${data.converters[via]?.kind}`);
  }
  if (c.arguments.value.length === 0 && !tokens(c.arguments.cite[0]!).has(`${prefix}_${bare}`)) {
    found.push('arguments: the cited line is not the hook');
  }
  // The post twin's hook.
  if (!tokens(c.post.cite[0]!).has(`${postPrefix}_${bare}`))
    found.push(`post: ${c.post.cite[0]} is not ${postPrefix}_${bare}`);
  // Each AMX Mod X name is declared on its line, and registered where the data says: fakemeta's
  // case hooks this function in this table; a forward's hook is this function's, in the table of
  // its twin, whatever the handler is named; the forward runs on the line cited.
  for (const a of c.amxx) {
    if (!tokens(a.cite).has(a.name)) found.push(`amxx: ${a.cite} does not declare ${a.name}`);
    const registered = tokens(a.registered);
    if (a.kind === 'hook') {
      if (!registered.has(`${c.table.toUpperCase()}HOOK`) || !registered.has(fn.replace(/^pfn/, '')))
        found.push(`amxx: ${a.registered} does not hook ${fn} in the ${c.table} table`);
      continue;
    }
    const tables = [...registered].filter((t) => t in amxxTables).map((t) => amxxTables[t]!);
    if (!registered.has(fn) || !tables.some((t) => t.table === c.table && t.twin === a.twin))
      found.push(`amxx: ${a.registered} puts no ${a.twin} hook of ${fn} in a table`);
    const runs = tokens(a.runs);
    if (!runs.has('executeForwards') && !runs.has('MF_ExecuteForward')) found.push(`amxx: ${a.runs} runs no forward`);
  }
  // @nodemod/core listens to it on the lines cited.
  for (const {cite} of c.core.listeners) {
    const t = tokens(cite);
    if (!t.has('on') || !(t.has(c.event) || t.has(c.post.value)))
      found.push(`core: ${cite} adds no listener of ${c.event}`);
  }
  return found;
}

test('ten contract lines, sampled across both tables, say what their source lines show', () => {
  // One line in every 21: the first is dllGameInit, the sample reaches the engine events.
  const sample = data.events.filter((_, i) => i % 21 === 0);
  expect(sample).toHaveLength(10);
  expect(new Set(sample.map((c) => c.table))).toEqual(new Set(['dll', 'eng']));
  expect(sample.flatMap((c) => untrue(c).map((u) => `${c.event}: ${u}`))).toEqual([]);
  // The ones the sample misses are read too: every contract line holds.
  expect(data.events.flatMap((c) => untrue(c).map((u) => `${c.event}: ${u}`))).toEqual([]);
});

test('the truth test catches a contract line its sources contradict', () => {
  const think = data.events.find((c) => c.event === 'dllThink')!;
  const use = data.events.find((c) => c.event === 'dllUse')!;
  const spawn = data.events.find((c) => c.event === 'dllSpawn')!;
  // A never-raised event said to be raised, a call site of another function, a live argument
  // said to be a copy, a hook said to return nothing, an AMX Mod X name on the wrong line.
  expect(untrue({...use, raised: {...use.raised, value: 'engine'}}).join()).toContain('never calls pfnUse');
  expect(untrue({...think, when: {...think.when, cite: [spawn.when.cite[0]!]}}).join()).toContain(
    'does not name pfnThink',
  );
  expect(
    untrue({...think, arguments: {...think.arguments, value: [{...think.arguments.value[0]!, kind: 'copy'}]}}).join(),
  ).toContain('pent is copy, structures::wrapEntity gives live');
  expect(untrue({...spawn, supersede: {...spawn.supersede, value: 'skips'}}).join()).toContain(
    'not a hook without a result',
  );
  expect(untrue({...think, amxx: [{...think.amxx[0]!, cite: spawn.amxx[0]!.cite}]}).join()).toContain(
    'does not declare',
  );
  // A forward said to run with the other twin, a fakemeta hook of another table, a listener on
  // another event's line, an argument given the kind its converter's name suggests.
  const postThink = data.events.find((c) => c.event === 'dllPlayerPostThink')!;
  const forward = postThink.amxx.find((a) => a.name === 'client_PostThink')!;
  expect(forward).toMatchObject({kind: 'forward', twin: 'pre'});
  expect(untrue({...postThink, amxx: [{...forward, twin: 'post'} as typeof forward]}).join()).toContain(
    'puts no post hook of pfnPlayerPostThink',
  );
  const engCommand = data.events.find((c) => c.event === 'engClientCommand')!;
  const dllCommand = data.events.find((c) => c.event === 'dllClientCommand')!;
  const fmCommand = dllCommand.amxx.find((a) => a.name === 'FM_ClientCommand')!;
  expect(engCommand.amxx.map((a) => a.name)).not.toContain('FM_ClientCommand');
  expect(untrue({...engCommand, amxx: [fmCommand]}).join()).toContain(
    'does not hook pfnClientCommand in the eng table',
  );
  expect(untrue({...think, core: {value: 'import', listeners: spawn.core.listeners}}).join()).toContain(
    'adds no listener of dllThink',
  );
  const trace = data.events.find((c) => c.event === 'engTraceLine')!;
  const ptr = trace.arguments.value.find((a) => a.via === 'structures::wrapTraceResult')!;
  expect(ptr.kind).toBe('copy');
  expect(
    untrue({
      ...trace,
      arguments: {
        ...trace.arguments,
        value: trace.arguments.value.map((a) => (a === ptr ? {...a, kind: 'live' as const} : a)),
      },
    }).join(),
  ).toContain('ptr is live, structures::wrapTraceResult gives copy');
});

test("each converter's kind is what its body does, whatever its name", () => {
  // Live: the object keeps the engine's pointer. A copy: values set into a new object or array.
  const problems: string[] = [];
  const names = {live: 0, copy: 0};
  for (const [via, {kind, cite}] of Object.entries(data.converters)) {
    if (cite.length === 0) {
      // V8's own constructors: a primitive value, or an External that holds a pointer.
      const expected =
        via === 'v8::External::New' ? 'pointer' : /^v8::(String|Number|Boolean)::New/.test(via) ? 'value' : null;
      if (kind !== expected) problems.push(`${via}: ${kind}, no definition cited`);
      continue;
    }
    const body = new Set(cite.flatMap((x) => [...tokens(x)]));
    if (!body.has(via.split('::').pop()!)) problems.push(`${via}: ${cite} is not its definition`);
    const live = body.has('NewInstance') && body.has('SetAlignedPointerInInternalField');
    const copy =
      !body.has('SetAlignedPointerInInternalField') && body.has('Set') && (body.has('Object') || body.has('Array'));
    if (kind === 'live' ? !live : kind === 'copy' ? !copy : true)
      problems.push(`${via}: ${kind}, but ${cite} shows otherwise`);
    if (kind === 'live' || kind === 'copy') names[kind]++;
  }
  expect(problems).toEqual([]);
  // A wrapper named like the others that copies: the trace result.
  expect(data.converters['structures::wrapTraceResult']?.kind).toBe('copy');
  console.log(`converters: ${names.live} live, ${names.copy} copy`);
  // Every argument of every event has its converter's kind.
  const wrong = data.events.flatMap((c) =>
    c.arguments.value.filter((a) => data.converters[a.via]?.kind !== a.kind).map((a) => `${c.event}: ${a.name}`),
  );
  expect(wrong).toEqual([]);
});

/** The doc comment above each member of an interface of the API sources, by member name. */
function memberComments(file: string, name: string): Map<string, string> {
  const text = readFileSync(path.join(root, 'api-src', 'nodemod', file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const out = new Map<string, string>();
  const visit = (node: ts.Node) => {
    if (ts.isInterfaceDeclaration(node) && node.name.text === name) {
      for (const m of node.members) {
        if (!m.name || !ts.isIdentifier(m.name)) continue;
        const comments = ts.getLeadingCommentRanges(text, m.getFullStart()) ?? [];
        out.set(m.name.text, comments.map((r) => text.slice(r.pos, r.end)).join('\n'));
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

test('what each event or game library function says of how often it runs agrees with its contract', () => {
  // "Every frame" is true of the frequencies counted in frames only: a player's think runs per
  // movement command, a client's update at its own rate.
  const frameWords = /\b(?:every|each|per) (?:server )?frame\b|\bonce (?:a|per) (?:server )?frame\b/i;
  const inFrames = new Set(['frame', 'entity-frame']);
  const byEvent = new Map(data.events.flatMap((c) => [[c.event, c] as const, [c.post.value, c] as const]));
  const byDll = new Map(data.events.filter((c) => c.table === 'dll').map((c) => [c.fn, c]));
  const hlsdk = (member: string) =>
    (memberNames.names as Record<string, string[][]>)[`nodemod/Interface/DLL#${member}`]?.find(
      ([, kind]) => kind === 'hlsdk',
    )?.[0];
  const described: [string, string, EventContract | undefined][] = [
    ...['events.d.ts', 'events-engine.d.ts'].flatMap((file) =>
      [...memberComments(file, 'EventCallbacks')].map(
        ([event, comment]) => [event, comment, byEvent.get(event)] as [string, string, EventContract | undefined],
      ),
    ),
    ...[...memberComments('dll.d.ts', 'DLL')].map(
      ([member, comment]) =>
        [`nodemod.dll.${member}`, comment, byDll.get(hlsdk(member) ?? '')] as [
          string,
          string,
          EventContract | undefined,
        ],
    ),
  ];
  // The 205 events declared (the post events are made from them, descriptions included) and the 50 functions.
  expect(described.filter(([, , c]) => c).length).toBe(255);
  const wrong = described
    .filter(([, comment, c]) => c && frameWords.test(comment) && !inFrames.has(c.when.value))
    .map(([name, comment, c]) => `${name} (${c!.when.value}): "${comment.match(frameWords)![0]}"`);
  expect(wrong).toEqual([]);
  // The check reads what it claims to: the words are found where the frequency is a frame's.
  expect(
    described.filter(([, comment, c]) => c && frameWords.test(comment) && inFrames.has(c.when.value)).length,
  ).toBeGreaterThan(0);
  expect(frameWords.test('runs every frame for every player')).toBe(true);
});

test("a forward the name map pairs with one function's hooks lists first the twin AMX Mod X runs it with", () => {
  // Forwards that AMX Mod X runs from that function's hooks only; one that also runs elsewhere
  // (client_connect, for bots, from another hook) keeps the guide's own order.
  const rows = new Map(mapData.rows.map((row) => [row.amxx, row]));
  let checked = 0;
  const wrong: string[] = [];
  for (const c of data.events) {
    for (const a of c.amxx) {
      if (a.kind !== 'forward' || a.elsewhere.length > 0) continue;
      const first = rows.get(a.name)?.nodemod.find((e): e is string => typeof e === 'string' && e.startsWith('event '));
      const twin = a.twin === 'post' ? c.post.value : c.event;
      checked++;
      if (first !== `event ${twin}`)
        wrong.push(`${a.name}: the map lists ${first} first, AMX Mod X runs it with ${twin}`);
    }
  }
  expect(checked).toBeGreaterThan(15);
  expect(wrong).toEqual([]);
});
