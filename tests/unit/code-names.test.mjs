// The API names of code samples (plugins/code-highlight/code-names.mjs): what the
// compiler resolves to a declaration in api-src/, with its reference anchor, its type
// and its first sentence. One language service, loaded with the real declarations.
import assert from 'node:assert/strict';
import path from 'node:path';
import test from 'node:test';
import {createApiNameFinder, firstSentence, shorten} from '../../plugins/code-highlight/code-names.mjs';
import {writePostEvents} from '../../plugins/typedoc/derive-post-events.mjs';

const root = path.resolve(import.meta.dirname, '..', '..');

/** The reference's pages and anchors these tests link to, as the member index names them. */
const keys = [
  'nodemod/Function/on',
  'nodemod/Function/setMetaResult',
  'nodemod/Variable/eng',
  'nodemod/Interface/Engine',
  'nodemod/Interface/Engine#precachemodel',
  'nodemod/Interface/EventCallbacks#dllthink',
  'nodemod/Enumeration/META_RES',
  'nodemod/Enumeration/META_RES#supercede',
  'core/player/Class/default',
  'core/player/Class/default#getall',
  'core/player/Interface/PlayerInfo',
];

writePostEvents();
const sample = `import nodemodCore from '@nodemod/core';

nodemod.on('dllThink', (entity) => {
  const index = nodemod.eng.precacheModel('models/w_medkit.mdl');
  nodemod.setMetaResult(nodemod.META_RES.SUPERCEDE);
  const eng = nodemod.eng;
  const local = { getAll: () => [] };
  console.log(index, eng, local.getAll(), entity);
});
for (const player of nodemodCore.player.getAll()) console.log(player.name);
`;
const preloaded = createApiNameFinder({root, keys, preload: [{code: sample, language: 'ts'}]});
const fresh = createApiNameFinder({root, keys});

test('a path from nodemod or the core export to a member is one name, linked to the member', () => {
  const names = preloaded.find(sample, 'ts');
  const found = names.map((name) => [sample.slice(name.start, name.start + name.length), name.key]);
  assert.deepEqual(found, [
    ['nodemod.on', 'nodemod/Function/on'],
    ["'dllThink'", 'nodemod/Interface/EventCallbacks#dllthink'],
    ['nodemod.eng.precacheModel', 'nodemod/Interface/Engine#precachemodel'],
    ['nodemod.setMetaResult', 'nodemod/Function/setMetaResult'],
    ['nodemod.META_RES.SUPERCEDE', 'nodemod/Enumeration/META_RES#supercede'],
    ['nodemod.eng', 'nodemod/Variable/eng'],
    ['nodemodCore.player.getAll', 'core/player/Class/default#getall'],
    // A member reached through a local value starts at its own name; without an anchor of
    // its own it leads to its page.
    ['name', 'core/player/Interface/PlayerInfo'],
  ]);
  // A preloaded sample and a new one give the same names.
  assert.deepEqual(fresh.find(sample, 'ts'), names);
});

test("each name carries the compiler's type and the first sentence of its description", () => {
  const byText = new Map(
    preloaded.find(sample, 'ts').map((name) => [sample.slice(name.start, name.start + name.length), name]),
  );
  const model = byText.get('nodemod.eng.precacheModel');
  assert.equal(model.type, '(method) nodemod.Engine.precacheModel(s: string): number');
  assert.match(model.doc, /^Precaches a model\b[^]*\.$/);
  assert.ok(!model.doc.slice(0, -1).includes('. '), 'one sentence');
  // An event name is a string to the compiler: its type is its callback's.
  assert.equal(byText.get("'dllThink'").type, '(event) EventCallbacks.dllThink: (pent: Entity) => void');
  assert.match(byText.get('nodemod.META_RES.SUPERCEDE').type, /^\(enum member\) nodemod\.META_RES\.SUPERCEDE = 4$/);
});

test('names the reference has no page for, and code that is not the API, are left alone', () => {
  const finder = createApiNameFinder({root, keys: ['nodemod/Function/on']});
  const code = 'const eng = nodemod.eng;\nnodemod.on("dllSpawn", () => {});\nMath.max(1, 2);\n';
  assert.deepEqual(
    finder.find(code, 'ts').map((name) => code.slice(name.start, name.start + name.length)),
    ['nodemod.on'],
  );
  assert.deepEqual(finder.find('const x = 1;\n', 'js'), []);
});

test('the first sentence drops Markdown and TSDoc link syntax', () => {
  assert.equal(firstSentence('Calls `pfnX`. Then more.'), 'Calls pfnX.');
  assert.equal(
    firstSentence('See {@link Engine.setModel | setModel} and [the guide](/docs/x) now'),
    'See setModel and the guide now',
  );
});

test('a type named through the namespace is one name too', () => {
  const finder = createApiNameFinder({root, keys: ['nodemod/Interface/Entity']});
  const code = 'export const name = (client: nodemod.Entity): string => client.netname;\n';
  assert.deepEqual(
    finder.find(code, 'ts').map((name) => [code.slice(name.start, name.start + name.length), name.key]),
    [['nodemod.Entity', 'nodemod/Interface/Entity']],
  );
});

test('a quick info with a union the compiler printed in part is cut before that parameter, whatever it names', () => {
  // Two builds printed the same call's union with different first and last members; both
  // must give the same text. The cut falls between the signature's own parameters.
  const [first, second] = [
    '((pEdictList: nodemod.Entity, edictCount: number, clientMax: number) => void) | ... 408 more ... | ((iEntIndex: number) => void)',
    '((entity: nodemod.Entity, other: nodemod.Entity) => void) | ... 408 more ... | ((a: number, b: string, c: number[]) => void)',
  ].map((union) =>
    shorten(
      `function nodemod.on<keyof nodemod.EventCallbacks>(eventName: keyof nodemod.EventCallbacks, callback: ${union}): void`,
    ),
  );
  assert.equal(first, 'function nodemod.on<keyof nodemod.EventCallbacks>(eventName: keyof nodemod.EventCallbacks, …');
  assert.equal(second, first);
  // Without such a union, a short quick info is kept whole, a comma inside a parameter's type included.
  const whole = 'function f(a: number, b: (x: string, y: number) => void): void';
  assert.equal(shorten(whole), whole);
  // And a long one is cut after a parameter within the limit.
  const long = `function g(${Array.from({length: 30}, (_, i) => `p${i}: number`).join(', ')}): void`;
  assert.ok(shorten(long).length <= 243 && shorten(long).endsWith(', …'));
});
