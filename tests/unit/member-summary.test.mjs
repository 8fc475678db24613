// EventCallbacks' events by family, its listener signatures and its post events
// folded into their pre events' entries, and the one-line summaries of pages
// (plugins/typedoc/summaries.mjs).
import assert from 'node:assert/strict';
import test from 'node:test';
import {compactEvents, firstSentence, foldPostEvents, listenerSignature} from '../../plugins/typedoc/summaries.mjs';

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

const events = `# Interface: EventCallbacks

Intro.

## Game DLL events

### dllGameInit

<p class="nm-also"><a href="https://x/dll#L11">Source</a></p>

Fires before the game DLL's \`pfnGameInit\` (\`DLL_FUNCTIONS\`) runs. The engine calls it once after
loading the game library.

### dllSave

Fires before the game DLL's \`pfnSave\` (\`DLL_FUNCTIONS\`) runs. It writes an entity's state.

### dllClientPutInServer

<p class="nm-signature"><code>nodemod.on('dllClientPutInServer', (client: Entity) => …)</code></p>

<p class="nm-also"><b>fakemeta</b> <code>FM_ClientPutInServer</code> · <a href="https://x/dll#L90">Source</a></p>

Fires before the game DLL's \`pfnClientPutInServer\` runs.

<b>Parameters</b>

- \`client\` ([Entity](Entity.md)): The player.

## Engine events

### engWriteChar

Fires before the engine's \`pfnWriteChar\` runs. The function writes a signed byte.

### engGetGameDir

Fires before the engine's \`pfnGetGameDir\` runs.

## Post events

### postDllGameInit

Fires after the game DLL's \`pfnGameInit\` has run, with the arguments of [\`dllGameInit\`](#dllgameinit). [Source](https://github.com/o/r/blob/abc/src/auto/dll_events.cpp#L636)

### postDllClientPutInServer

<p class="nm-also"><b>AMX Mod X</b> <code>client_putinserver</code> · <a href="https://github.com/o/r/blob/abc/src/auto/dll_events.cpp#L845">Source</a></p>

Fires after the game DLL's \`pfnClientPutInServer\` has run, with the arguments of [\`dllClientPutInServer\`](#dllclientputinserver).

### postEngGetGameDir

Fires after the engine's \`pfnGetGameDir\` has run, with the arguments of [\`engGetGameDir\`](#enggetgamedir).

**Parameters**

- \`szGetGameDir\` (\`string\`): The caller's buffer read as a string after the call.

[Source](https://github.com/o/r/blob/abc/src/auto/engine_events.cpp#L3308)
`;

test("each post event becomes a line of its pre event's entry, with its anchor, names and notes", () => {
  const out = foldPostEvents(events);
  // No section of post events is left, nor a heading for one.
  assert.doesNotMatch(out, /^## Post events$/m);
  assert.doesNotMatch(out, /^### post/m);
  // Under the pre event's line of names, before the paragraph that says what the event is.
  assert.match(
    out,
    /^### dllGameInit\n\n<p class="nm-also"><a href="https:\/\/x\/dll#L11">Source<\/a><\/p>\n\n<p class="nm-post" id="postdllgameinit">Post event: <a href="#postdllgameinit">postDllGameInit<\/a><\/p>\n\nFires before/m,
  );
  // Its own names, without its source link (its hook is in the pre event's file).
  assert.match(
    out,
    /<p class="nm-post" id="postdllclientputinserver">Post event: <a href="#postdllclientputinserver">postDllClientPutInServer<\/a> · <b>AMX Mod X<\/b> <code>client_putinserver<\/code><\/p>/,
  );
  // A parameter that holds something else after the call keeps its note, its code as code.
  assert.match(
    out,
    /<p class="nm-post" id="postenggetgamedir">Post event: <a href="#postenggetgamedir">postEngGetGameDir<\/a> · After the call: <code>szGetGameDir<\/code> \(<code>string<\/code>\): The caller's buffer read as a string after the call\.<\/p>/,
  );
  assert.doesNotMatch(out, /dll_events\.cpp#L636|engine_events\.cpp#L3308/);
  // After the signature and the names line when the pre event has them.
  assert.match(
    out,
    /Source<\/a><\/p>\n\n<p class="nm-post" id="postdllclientputinserver">[^\n]*\n\nFires before the game DLL's `pfnClientPutInServer`/,
  );
  // Every post event found its pre event: one line each.
  assert.equal((out.match(/class="nm-post"/g) ?? []).length, 3);
});

test('a post event without its pre event, or with a note the fold cannot write, stops the build', () => {
  const orphan = events
    .replace(/### dllSave\n/, '### dllSaveAll\n')
    .replace(
      '## Post events',
      "## Post events\n\n### postDllSave\n\nFires after the game DLL's `pfnSave` has run, with the arguments of [`dllSave`](#dllsave).\n",
    );
  assert.throws(() => foldPostEvents(orphan), /no pre event for dllsave/);
  const linked = events.replace('[`dllGameInit`](#dllgameinit).', '[`dllGameInit`](#dllgameinit). See [this](#x).');
  assert.throws(() => foldPostEvents(linked), /holds more than text and code/);
});

test("a pre event's one signature is the listener a plugin writes; a post event has none", () => {
  const page = [
    '# Interface: EventCallbacks',
    '',
    '## Properties',
    '',
    '### dllClientConnect',
    '',
    '<p class="nm-signature"><code>dllClientConnect: (pEntity, pszName) => void</code></p>',
    '',
    "Fires before the game DLL's `pfnClientConnect` (`DLL_FUNCTIONS`) runs.",
    '',
    '**Parameters**',
    '',
    '- `pEntity` ([`Entity`](Entity.md) | `null`): Player entity.',
    '- `pszName` (`string`): Player name.',
    '',
    // No rule between the events: the theme writes none on this page.
    '### postDllClientConnect',
    '',
    '<p class="nm-signature"><code>postDllClientConnect: (pEntity, pszName) => void</code></p>',
    '',
    "Fires after the game DLL's `pfnClientConnect` has run, with the arguments of [`dllClientConnect`](#dllclientconnect).",
    '',
  ].join('\n');
  const out = compactEvents(page);
  assert.match(
    out,
    /^### dllClientConnect\n\n<p class="nm-signature"><code>nodemod\.on\('dllClientConnect', \(pEntity: Entity \| null, pszName: string\) =&gt; …\)<\/code><\/p>\n\nFires before/m,
  );
  // No rule under the pre event (the style sheet draws it as the next heading's border); the
  // parameter list gives no type the signature shows, only a linked one, and its label is a `b`.
  assert.match(
    out,
    /<b>Parameters<\/b>\n\n- `pEntity` \(\[Entity\]\(Entity\.md\) \| `null`\): Player entity\.\n- `pszName`: Player name\.\n\n+## Post events/,
  );
  assert.doesNotMatch(out, /\*\*\*/);
  assert.match(out, /^### postDllClientConnect\n\nFires after/m);
  assert.equal(
    listenerSignature('### dllGameInit\n\nText.\n'),
    '<p class="nm-signature"><code>nodemod.on(\'dllGameInit\', () =&gt; …)</code></p>',
  );
  assert.equal(listenerSignature('No heading.'), '');
});
