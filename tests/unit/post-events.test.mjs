// The post events derived from the pre events (plugins/typedoc/derive-post-events.mjs).
import assert from 'node:assert/strict';
import test from 'node:test';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {postComment, postEventsText, postName, preEvents} from '../../plugins/typedoc/derive-post-events.mjs';

const api = path.resolve(import.meta.dirname, '..', '..', 'api-src', 'nodemod');

test('a post event points to its pre event and names the function after the call', () => {
  const lines = postComment({
    name: 'dllThink',
    comment: "Fires before the game DLL's `pfnThink` (`DLL_FUNCTIONS`) runs. The engine calls it when…",
  });
  assert.deepEqual(lines, [
    "Fires after the game DLL's `pfnThink` has run, with the arguments of [`dllThink`](#dllthink).",
  ]);
  assert.equal(postName('engPrecacheModel'), 'postEngPrecacheModel');
});

test('a pre event that never fires on its own passes the warning to its post event', () => {
  const lines = postComment({
    name: 'dllUse',
    comment:
      "Fires before the game DLL's `pfnUse` (`DLL_FUNCTIONS`) runs. In practice it never fires on\nits own: the engine does not call `pfnUse`.",
  });
  assert.equal(lines[1], 'Like it, it never fires on its own.');
});

test('the declarations give one post twin per pre event, with the same type', () => {
  const texts = ['events.d.ts', 'events-engine.d.ts'].map((f) => readFileSync(path.join(api, f), 'utf8'));
  const pres = texts.flatMap((text) => preEvents(text));
  const text = postEventsText(texts);
  assert.equal((text.match(/^ {4}post\w+:/gm) ?? []).length, pres.length);
  for (const {name, type} of pres) assert.ok(text.includes(`    ${postName(name)}: ${type};`), name);
  assert.match(text, /Like it, it never fires on its own\.\n {5}\*\/\n {4}postDllUse:/);
  assert.throws(() => postComment({name: 'dllOdd', comment: 'Runs whenever.'}), /does not start with "Fires before/);
});

test("the pre events are read from the syntax tree: each property's doc comment and type as written", () => {
  const text = [
    'declare namespace nodemod {',
    '  // A line comment is not a doc comment.',
    '  interface EventCallbacks {',
    '    /**',
    "     * Fires before the engine's `pfnTime` runs.",
    '     *',
    '     * @param x - A value.',
    '     */',
    '    engTime: (x: number) => void;',
    '    dllNoDoc: () => void;',
    '    method(): void;',
    '  }',
    '  interface Other {',
    '    /** Not an event. */',
    '    engOther: () => void;',
    '  }',
    '}',
  ].join('\n');
  assert.deepEqual(preEvents(text), [
    {
      name: 'engTime',
      comment: "Fires before the engine's `pfnTime` runs.\n\n@param x - A value.",
      type: '(x: number) => void',
    },
    {name: 'dllNoDoc', comment: '', type: '() => void'},
  ]);
});
