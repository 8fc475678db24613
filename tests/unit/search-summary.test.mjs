// The rehype plugin that keeps a member's description out of the search index after its
// first sentence (plugins/search-summary/rehype.mjs). Run with `node --test tests/unit/`.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import rehypeSearchSummary, {memberDescriptions, splitFirstSentence} from '../../plugins/search-summary/rehype.mjs';

const text = (value) => ({type: 'text', value});
const el = (tagName, properties = {}, ...children) => ({type: 'element', tagName, properties, children});
const rest = (p) => p.children.find((c) => c.tagName === 'span')?.children;

test('the first sentence stays, the rest goes into the span the index leaves out', () => {
  const p = el(
    'p',
    {},
    text('Sets the origin. It also relinks '),
    el('code', {}, text('e.g. this')),
    text(' the entity for collisions and triggers.'),
  );
  assert.equal(splitFirstSentence(p), true);
  assert.equal(p.children[0].value, 'Sets the origin.');
  assert.deepEqual(p.children[1].properties, {className: ['nm-more']});
  assert.deepEqual(
    rest(p).map((c) => c.value ?? c.tagName),
    [' It also relinks ', 'code', ' the entity for collisions and triggers.'],
  );
});

test('e.g. and i.e. do not end a sentence; a paragraph of one sentence is left whole', () => {
  const p = el('p', {}, text('Any value, e.g. 1 or 2, i.e. a number. Then more about the value and its range.'));
  splitFirstSentence(p);
  assert.equal(p.children[0].value, 'Any value, e.g. 1 or 2, i.e. a number.');
  const short = el('p', {}, text('A number. In units.'));
  assert.equal(splitFirstSentence(short), false);
  const one = el('p', {}, text('Only one sentence.'));
  assert.equal(splitFirstSentence(one), false);
  assert.deepEqual(one.children, [text('Only one sentence.')]);
});

test("a member's description is the paragraph after its heading, signature and names; an inherited member's is left out whole", () => {
  const tree = {
    type: 'root',
    children: [
      el('h2', {id: 'properties'}, text('Properties')),
      el('h3', {id: 'origin'}, text('origin')),
      el('p', {className: ['nm-signature']}, el('code', {}, text('origin: number[]'))),
      el('p', {className: ['nm-also']}, text('HLSDK')),
      el('p', {}, text('Position in the world. In units, relative to the map origin.')),
      el('p', {}, el('strong', {}, text('Inherited from'))),
      el('h3', {id: 'think'}, text('think()')),
      text('\n'),
      el('p', {}, text('Runs the think function. Only when its next think time, pev->nextthink, has come.')),
    ],
  };
  const found = memberDescriptions(tree);
  assert.deepEqual(
    found.map(({p, inherited}) => [p.children[0].value, inherited]),
    [
      ['Position in the world. In units, relative to the map origin.', true],
      ['Runs the think function. Only when its next think time, pev->nextthink, has come.', false],
    ],
  );
  rehypeSearchSummary()(tree, {path: '/site/docs/api/x.md'});
  const [origin, think] = found.map(({p}) => p);
  assert.deepEqual(origin.properties, {className: ['nm-more']});
  assert.deepEqual(origin.children, [text('Position in the world. In units, relative to the map origin.')]);
  assert.equal(think.children[0].value, 'Runs the think function.');
  // Pages the option leaves out are not touched.
  const other = {type: 'root', children: [el('h3', {}, text('a')), el('p', {}, text('One. Two.'))]};
  rehypeSearchSummary({include: () => false})(other, {path: '/site/docs/guides/x.md'});
  assert.deepEqual(other.children[1].children, [text('One. Two.')]);
});

test("an event's description is found past the line that names its post event", () => {
  const tree = {
    type: 'root',
    children: [
      el('h3', {id: 'dllspawn'}, text('dllSpawn')),
      el('p', {className: ['nm-signature']}, el('code', {}, text("nodemod.on('dllSpawn', …)"))),
      el('p', {className: ['nm-also']}, text('FM_Spawn')),
      el('p', {className: ['nm-post'], id: 'postdllspawn'}, text('Post event: postDllSpawn')),
      el('p', {}, text("Fires before the game DLL's pfnSpawn runs. The engine calls it for every entity.")),
    ],
  };
  const [found] = memberDescriptions(tree);
  assert.equal(
    found.p.children[0].value,
    "Fires before the game DLL's pfnSpawn runs. The engine calls it for every entity.",
  );
});
