/**
 * The errors index (docs/errors.mdx) and the limits page (docs/limits.mdx), checked
 * without a build:
 * - every message of plugins/site-data/engine-errors.json falls in exactly one section of the
 *   errors page (plugins/site-data/error-index.ts), every section has messages, and the page
 *   has each section once, as a heading with its anchor followed by its list, in the
 *   order of the sections;
 * - every message of the engine that a plugin reaches names calls of `nodemod.eng`;
 * - each member line about a limit in the API declarations (`Limit: 512 models …`) gives
 *   the value the script computed from ReHLDS's `#define`, and links the limits page;
 * - every limit the limits page shows is one the script evaluated.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {
  engineCalls,
  engineLimits,
  engineMessages,
  errorGroups,
  groupMessages,
  groupsOf,
  limitValue,
  messageAnchor,
} from '../../plugins/site-data/error-index';

const root = path.resolve(__dirname, '..', '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

test('every message is in exactly one section of the errors page, and every section has messages', () => {
  const wrong = engineMessages
    .map((m) => ({id: m.id, groups: groupsOf(m)}))
    .filter((m) => m.groups.length !== 1)
    .map((m) => `${m.id}: ${m.groups.length ? m.groups.join(', ') : 'no section'}`);
  expect(wrong).toEqual([]);
  for (const g of errorGroups) expect(groupMessages(g.id).length, g.id).toBeGreaterThan(0);
  expect(engineMessages.length).toBe(188);
  // Each message has an anchor of its own.
  expect(new Set(engineMessages.map(messageAnchor)).size).toBe(engineMessages.length);
});

test('the page has each section once, in order: its heading, then its messages', () => {
  const page = read('docs/errors.mdx');
  const sections = [...page.matchAll(/^## .* \{#([\w-]+)\}$/gm)].map((m) => m[1]);
  const lists = [...page.matchAll(/^<ErrorEntries group="([\w-]+)" \/>$/gm)].map((m) => m[1]);
  expect(lists).toEqual(errorGroups.map((g) => g.id));
  expect(sections).toEqual(lists);
  // Each list follows its own heading, before the next one.
  for (const id of lists) {
    const heading = page.indexOf(`{#${id}}`);
    const list = page.indexOf(`<ErrorEntries group="${id}" />`);
    const next = page.indexOf('\n## ', heading);
    expect(list > heading && (next === -1 || list < next), id).toBe(true);
  }
});

test('a message of an engine function a plugin calls names the calls of nodemod.eng that reach it', () => {
  const reached = engineMessages.filter((m) => (m.reachedBy ?? []).length > 0);
  expect(reached.length).toBeGreaterThan(80);
  for (const m of reached) {
    const calls = engineCalls(m);
    expect(calls.length, m.id).toBe(m.reachedBy!.length);
    for (const c of calls) expect(c.target, m.id).toMatch(/^nodemod\/Interface\/Engine#\w+$/);
  }
  // The precache limit is reached from the precache call.
  const limit = engineMessages.find((m) => m.function === 'PF_precache_model_I_internal' && /limit/.test(m.format))!;
  expect(engineCalls(limit).map((c) => c.code)).toEqual(['nodemod.eng.precacheModel']);
});

/** The members whose line gives a limit, the figures the line must state, by the constants they come from. */
const limitLines: {file: string; member: string; figures: string[]; anchor: string}[] = [
  {file: 'api-src/nodemod/engine.d.ts', member: 'precacheModel', figures: ['MAX_MODELS'], anchor: 'precache-tables'},
  {file: 'api-src/nodemod/engine.d.ts', member: 'precacheSound', figures: ['MAX_SOUNDS'], anchor: 'precache-tables'},
  {file: 'api-src/nodemod/engine.d.ts', member: 'precacheGeneric', figures: ['MAX_GENERIC'], anchor: 'precache-tables'},
  {file: 'api-src/nodemod/engine.d.ts', member: 'createEntity', figures: ['NUM_EDICTS'], anchor: 'entities'},
  {file: 'api-src/nodemod/engine.d.ts', member: 'createNamedEntity', figures: [], anchor: 'entities'},
  {
    file: 'api-src/nodemod/engine.d.ts',
    member: 'messageBegin',
    figures: ['gMsgData', 'MAX_USER_MSG_DATA'],
    anchor: 'message-buffer',
  },
  {file: 'api-src/nodemod/engine.d.ts', member: 'messageEnd', figures: ['MAX_USER_MSG_DATA'], anchor: 'user-messages'},
  {file: 'api-src/nodemod/engine.d.ts', member: 'regUserMsg', figures: ['MAX_USER_MSG_DATA'], anchor: 'user-messages'},
  {file: 'api-src/core/resource.d.ts', member: 'precacheModel', figures: ['MAX_MODELS'], anchor: 'precache-tables'},
  {file: 'api-src/core/resource.d.ts', member: 'precacheSound', figures: ['MAX_SOUNDS'], anchor: 'precache-tables'},
  {file: 'api-src/core/resource.d.ts', member: 'precacheGeneric', figures: ['MAX_GENERIC'], anchor: 'precache-tables'},
  {
    file: 'api-src/core/resource.d.ts',
    member: 'precacheBatch',
    figures: ['MAX_MODELS', 'MAX_SOUNDS', 'MAX_GENERIC'],
    anchor: 'precache-tables',
  },
  {file: 'api-src/core/msg.d.ts', member: 'send', figures: ['gMsgData', 'MAX_USER_MSG_DATA'], anchor: 'user-messages'},
  {file: 'api-src/core/msg.d.ts', member: 'register', figures: ['MAX_USER_MSG_DATA'], anchor: 'user-messages'},
];

/** The doc comment just before a member's declaration. */
function commentOf(text: string, member: string): string {
  const at = text.search(new RegExp(`\\n\\s+${member}\\(`));
  expect(at, member).toBeGreaterThan(-1);
  const end = text.lastIndexOf('*/', at);
  return text.slice(text.lastIndexOf('/**', end), end).replace(/^\s*\* ?/gm, '');
}

test("the members that use up a limit say it, with the value computed from ReHLDS's define", () => {
  for (const {file, member, figures, anchor} of limitLines) {
    const comment = commentOf(read(file), member);
    const line = comment.slice(comment.indexOf('Limit:'));
    expect(comment, `${file} ${member}`).toContain('Limit:');
    for (const name of figures) expect(line, `${file} ${member}: ${name}`).toContain(String(limitValue(name)));
    expect(line, `${file} ${member}`).toContain(`(/docs/limits#${anchor})`);
  }
  // The user message count: the ids from 64 (the engine's own messages below) to MAX_USERMESSAGES.
  expect(commentOf(read('api-src/nodemod/engine.d.ts'), 'regUserMsg')).toContain(
    `Limit: ${limitValue('MAX_USERMESSAGES') - 64} user messages`,
  );
  // Names shorter than MAX_USERMESSAGES_LENGTH - 1 characters.
  expect(commentOf(read('api-src/nodemod/engine.d.ts'), 'regUserMsg')).toContain(
    `names shorter than ${limitValue('MAX_USERMESSAGES_LENGTH') - 1}`,
  );
});

test('the limits page shows limits the script evaluated, each once', () => {
  const page = read('docs/limits.mdx');
  const shown = [...page.matchAll(/<EngineLimits names="([^"]+)" \/>/g)].flatMap((m) => m[1]!.split(' '));
  expect(shown.length).toBeGreaterThan(10);
  expect(new Set(shown).size).toBe(shown.length);
  const known = new Set(engineLimits.map((l) => l.name));
  expect(shown.filter((name) => !known.has(name))).toEqual([]);
  // The figures its text states are the evaluated ones.
  expect(page).toContain(
    `${limitValue('NUM_EDICTS') + 15 * (limitValue('MAX_CLIENTS') - 1)} on a 32-slot server`.replace(
      /(\d)(\d{3})\b/,
      '$1,$2',
    ),
  );
  expect(page).toContain(
    `${limitValue('MAX_USERMESSAGES') - 64} messages for the game library and every plugin together`,
  );
});

test('every line the errors and limits data cites is a line of its file at the pinned commit', () => {
  const cited = JSON.parse(read('tests/fixtures/cited-source-files.json')) as {
    repositories: Record<string, {files: Record<string, number>}>;
  };
  const own = JSON.parse(read('tests/fixtures/source-files.json')) as {files: {plugin: Record<string, number>}};
  const files: Record<string, Record<string, number>> = {
    rehlds: cited.repositories['dreamstalker/rehlds']!.files,
    metamod: cited.repositories['theAsmodai/metamod-r']!.files,
    plugin: own.files.plugin,
  };
  const data = JSON.parse(read('plugins/site-data/engine-errors.json')) as {
    behaviour: {Host_Error: {steps: {cite: string[]}[]}};
    kinds: Record<string, {cite: string[]}>;
  };
  const cites = [
    ...engineMessages.map((m) => m.cite),
    ...data.behaviour.Host_Error.steps.flatMap((s) => s.cite),
    ...Object.values(data.kinds).flatMap((k) => k.cite),
    ...engineLimits.map((l) => `rehlds:${l.file}:${l.line}`),
  ];
  expect(cites.length).toBeGreaterThan(200);
  const wrong = cites.filter((cite) => {
    const m = cite.match(/^(\w+):(.+):(\d+)(?:-(\d+))?$/);
    if (!m) return true;
    const lines = files[m[1]!]?.[m[2]!];
    return lines === undefined || Number(m[4] ?? m[3]) > lines;
  });
  expect(wrong).toEqual([]);
});
