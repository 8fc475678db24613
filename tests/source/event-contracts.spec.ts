/**
 * The contract of every event (src/data/event-contracts.json, rendered by the event
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
import type {EventContract} from '../../src/data/events';
import pinned from '../../src/data/pinned-sources.json';
import {readDeclarations, readReference} from '../support/declarations';

const root = path.resolve(__dirname, '..', '..');
const read = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));

const data = read('src/data/event-contracts.json') as {frequencies: string[]; events: EventContract[]};
const lines = read('tests/fixtures/event-contract-lines.json') as {
  engineCalls: Record<string, number>;
  lines: Record<string, string[]>;
};
const timing = read('src/data/event-timing.json') as {dll: Record<string, {when: string; text: string}>};

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
    ...c.amxx.map((a) => ['amxx', a.cite] as [string, string]),
    ...c.core.cite.map((x) => ['core', x] as [string, string]),
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
  if (c.core.value && c.core.cite.length === 0) missing.push('core: no citation');
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
  // Superseding: the hook's line returns the constant the line says, or the hook returns nothing.
  const hookLine = c.supersede.cite[0]!;
  const hook = tokens(hookLine);
  if (c.supersede.value === 'returns') {
    if (!hook.has('return')) found.push(`supersede: ${hookLine} returns nothing`);
    if (c.supersede.result === 'a null pointer' && !hook.has('nullptr'))
      found.push(`supersede: ${hookLine} is not null`);
  } else if (!hook.has('void')) {
    found.push(`supersede: ${hookLine} is not a hook without a result`);
  }
  // Arguments: each name is converted on the cited lines, live ones wrapped, copies converted.
  const argTokens = new Set(c.arguments.cite.flatMap((x) => [...tokens(x)]));
  for (const {name, kind} of c.arguments.value) {
    if (!argTokens.has(name)) found.push(`arguments: ${name} not on ${c.arguments.cite}`);
    const conversion = {
      live: /^wrap\w+$/,
      copy: /ArrayToJS$|^vect2js$/,
      value: /^(String|Number|Boolean)$/,
      pointer: /^External$/,
    }[kind];
    if (!conversion || ![...argTokens].some((t) => conversion.test(t))) found.push(`arguments: no ${kind} conversion`);
  }
  if (c.arguments.value.length === 0 && !tokens(c.arguments.cite[0]!).has(`${prefix}_${bare}`)) {
    found.push('arguments: the cited line is not the hook');
  }
  // The post twin's hook.
  if (!tokens(c.post.cite[0]!).has(`${postPrefix}_${bare}`))
    found.push(`post: ${c.post.cite[0]} is not ${postPrefix}_${bare}`);
  // Each AMX Mod X name is declared on its line.
  for (const a of c.amxx) if (!tokens(a.cite).has(a.name)) found.push(`amxx: ${a.cite} does not declare ${a.name}`);
  // @nodemod/core listens to it on the lines cited.
  for (const x of c.core.cite) {
    const t = tokens(x);
    if (!t.has('on') || !(t.has(c.event) || t.has(c.post.value)))
      found.push(`core: ${x} adds no listener of ${c.event}`);
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
  expect(untrue({...think, arguments: {...think.arguments, value: [{name: 'pent', kind: 'copy'}]}}).join()).toContain(
    'no copy conversion',
  );
  expect(untrue({...spawn, supersede: {...spawn.supersede, value: 'skips'}}).join()).toContain(
    'not a hook without a result',
  );
  expect(untrue({...think, amxx: [{...think.amxx[0]!, cite: spawn.amxx[0]!.cite}]}).join()).toContain(
    'does not declare',
  );
});
