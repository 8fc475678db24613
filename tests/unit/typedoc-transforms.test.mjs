// Text transforms of the TypeDoc plugin's Markdown (plugins/typedoc/plugin.mjs), one by one.
import assert from 'node:assert/strict';
import test from 'node:test';
import {
  addCNames,
  amxxModule,
  dropVoidReturns,
  flatSignatures,
  memberLabels,
  parameterLists,
} from '../../plugins/typedoc/plugin.mjs';

test('a "Returns `void`" section goes, wherever the member stands', () => {
  const member = (name) => `### ${name}\n\nDoes it.\n\n#### Returns\n\n\`void\`\n`;
  // Between two members, before a section's heading, and at the end of the page (the last
  // member: the section is followed by one newline, or none).
  assert.equal(
    dropVoidReturns(`${member('a')}\n***\n\n${member('b')}\n## Engine events\n\n${member('c')}`),
    '### a\n\nDoes it.\n\n***\n\n### b\n\nDoes it.\n\n## Engine events\n\n### c\n\nDoes it.\n\n',
  );
  assert.equal(dropVoidReturns('### d\n\nDoes it.\n\n#### Returns\n\n`void`'), '### d\n\nDoes it.\n\n');
});

test('a Returns section of any other type stays', () => {
  const text = '### e\n\n#### Returns\n\n`number`\n\nThe index.\n\n#### Returns\n\n`void`[]\n';
  assert.equal(dropVoidReturns(text), text);
});

test("an engine method's heading gets its C name, and keeps its anchor", () => {
  const page = [
    '### precacheModel()\n\n> **precacheModel**(`s`): `number`\n\nEngine `pfnPrecacheModel` (HLSDK `PRECACHE_MODEL`).\n\n',
    // The console command it mentions is not its C name; the pfn spelling wins.
    '### changeLevel()\n\nRuns the `changelevel` command through `pfnChangeLevel`.\n\n',
    // No name of its own in C spelling: the heading stays.
    '### time()\n\nThe server time.\n',
  ].join('');
  const out = addCNames(page);
  assert.match(out, /^### precacheModel\(\) · pfnPrecacheModel \{#precachemodel\}$/m);
  assert.match(out, /^### changeLevel\(\) · pfnChangeLevel \{#changelevel\}$/m);
  assert.match(out, /^### time\(\)$/m);
});

test('a Parameters table becomes a list, one item per parameter, escaped pipes kept', () => {
  const table = [
    '#### Parameters',
    '',
    '| Parameter | Type | Description |',
    '| ------ | ------ | ------ |',
    '| `s` | `string` | Path of the model. |',
    '| `flags` | `number` \\| `string` | - |',
    '',
    'After.',
  ].join('\n');
  assert.equal(
    parameterLists(table),
    '#### Parameters\n\n- `s` (`string`): Path of the model.\n- `flags` (`number` | `string`)\n\nAfter.',
  );
});

test("the labels inside a member become bold lead-ins; the member's own heading stays", () => {
  assert.equal(
    memberLabels('### spawn()\n\n#### Parameters\n\n##### Type Literal\n'),
    '### spawn()\n\n**Parameters**\n\n**Type Literal**\n',
  );
});

test('a signature line becomes one code element, links and escapes undone, HTML escaped', () => {
  assert.equal(
    flatSignatures('> **find**(`list`: [`Entity`](Entity.md)\\[\\], `test`: (`e`) => `boolean`): `Entity` \\| `null`'),
    '<p class="nm-signature"><code>find(list: Entity[], test: (e) =&gt; boolean): Entity | null</code></p>',
  );
  // A quote that is not a signature (no bold name) stays a quote.
  assert.equal(flatSignatures('> A note.'), '> A note.');
});

test("an AMX Mod X name is labelled by its include file's module", () => {
  assert.equal(amxxModule('fakemeta_const.inc'), 'fakemeta');
  assert.equal(amxxModule('engine.inc'), 'engine');
  assert.equal(amxxModule('hamsandwich.inc'), 'Ham Sandwich');
  assert.equal(amxxModule('ham_const.inc'), 'Ham Sandwich');
  assert.equal(amxxModule('amxmodx.inc'), 'AMX Mod X');
  assert.equal(amxxModule('hlsdk_const.inc'), 'AMX Mod X');
  assert.equal(amxxModule(undefined), 'AMX Mod X');
});
