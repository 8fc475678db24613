// The parts of EventCallbacks' page (plugins/typedoc/summaries.mjs): its listener
// signatures, its post events' lines and their pre events, and the one-line summaries
// of pages. The page as the theme writes it: typedoc-run.test.mjs.
import assert from 'node:assert/strict';
import test from 'node:test';
import {
  firstSentence,
  isPostEvent,
  listenerSignature,
  postEventLine,
  postEventsByPre,
  preEventName,
} from '../../plugins/typedoc/summaries.mjs';

test('a one-line summary: the first sentence, links as text, cut at a word and never inside code', () => {
  assert.equal(firstSentence('Looks up the [index](#x) of a model. Then more.'), 'Looks up the index of a model.');
  assert.equal(firstSentence('Stores it, e.g. in a field. Then more.'), 'Stores it, e.g. in a field.');
  const long = `Writes ${'word '.repeat(30)}end.`;
  const cut = firstSentence(long, 40);
  assert.ok(cut.length <= 40, cut);
  assert.match(cut, /^Writes word( word)* word…$/);
  // The cut would fall inside `entvars_t::angles`: it ends before the code span.
  assert.equal(firstSentence('Turns an entity toward `entvars_t::ideal_yaw` by steps.', 30), 'Turns an entity toward…');
});

test("a post event's line: its anchor, its own names, what its comment adds and what its parameters hold after the call", () => {
  assert.equal(
    postEventLine('postDllGameInit', [], '', []),
    '<p class="nm-post" id="postdllgameinit">Post event: <a href="#postdllgameinit">postDllGameInit</a></p>',
  );
  assert.equal(
    postEventLine('postEngGetGameDir', ['<b>AMX Mod X</b> <code>x</code>'], 'Like it, it never fires on its own.', [
      "`szGetGameDir` (`string`): The caller's buffer read as a string after the call.",
    ]),
    '<p class="nm-post" id="postenggetgamedir">Post event: <a href="#postenggetgamedir">postEngGetGameDir</a> · <b>AMX Mod X</b> <code>x</code> · Like it, it never fires on its own. After the call: <code>szGetGameDir</code> (<code>string</code>): The caller\'s buffer read as a string after the call.</p>',
  );
  // A note the line cannot write as text and code stops the build.
  assert.throws(() => postEventLine('postDllSave', [], 'See [this](#x).', []), /holds more than text and code/);
});

test('each post event has its pre event, by the name derive-post-events.mjs gives it; one without stops the build', () => {
  assert.equal(preEventName('postDllSpawn'), 'dllSpawn');
  assert.equal(preEventName('postEngPrecacheModel'), 'engPrecacheModel');
  assert.deepEqual(
    [...postEventsByPre(['dllSpawn', 'postDllSpawn', 'engTime', 'postEngTime', 'engOther'])],
    [
      ['dllSpawn', 'postDllSpawn'],
      ['engTime', 'postEngTime'],
    ],
  );
  assert.throws(() => postEventsByPre(['dllSaveAll', 'postDllSave']), /no pre event for postDllSave/);
  assert.equal(isPostEvent('postal'), false);
});

test("a pre event's one signature is the listener a plugin writes", () => {
  assert.equal(
    listenerSignature('dllClientConnect', ['pEntity: Entity | null', 'pszName: string']),
    '<p class="nm-signature"><code>nodemod.on(\'dllClientConnect\', (pEntity: Entity | null, pszName: string) =&gt; …)</code></p>',
  );
  assert.equal(
    listenerSignature('dllGameInit', []),
    '<p class="nm-signature"><code>nodemod.on(\'dllGameInit\', () =&gt; …)</code></p>',
  );
});
