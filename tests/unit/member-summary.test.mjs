// EventCallbacks' events by family, its listener signatures and its post events'
// table, and the one-line summaries of pages (plugins/typedoc/summaries.mjs).
import assert from 'node:assert/strict';
import test from 'node:test';
import {compactEvents, firstSentence, listenerSignature, postEventTable} from '../../plugins/typedoc/summaries.mjs';

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

## Engine events

### engWriteChar

Fires before the engine's \`pfnWriteChar\` runs. The function writes a signed byte.

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

test('the post events become one table, each row a heading with its id, its names and its pre event', () => {
  const out = postEventTable(events);
  const post = out.slice(out.indexOf('## Post events'));
  assert.doesNotMatch(post, /^### /m);
  assert.match(post, /^\| Post event \| After, with the same arguments \|$/m);
  assert.match(post, /^\| <h3 id="postdllgameinit">postDllGameInit<\/h3> \| \[dllGameInit\]\(#dllgameinit\) \|$/m);
  assert.match(
    post,
    /^\| <h3 id="postdllclientputinserver">postDllClientPutInServer<\/h3> <span class="nm-also"><b>AMX Mod X<\/b> <code>client_putinserver<\/code><\/span> \| \[dllClientPutInServer\]\(#dllclientputinserver\) \|$/m,
  );
  // A parameter that holds something else after the call keeps its note.
  assert.match(
    post,
    /^\| <h3 id="postenggetgamedir">postEngGetGameDir<\/h3> \| \[engGetGameDir\]\(#enggetgamedir\) · After the call: `szGetGameDir` \(`string`\): The caller's buffer read as a string after the call\. \|$/m,
  );
  // No row links a source: the files of the post hooks are one line above the table.
  assert.doesNotMatch(post, /\[Source\]|>Source</);
  assert.match(
    post,
    /^## Post events\n\nSources: \[`src\/auto\/dll_events\.cpp`\]\(https:\/\/github\.com\/o\/r\/blob\/abc\/src\/auto\/dll_events\.cpp\) for the game DLL post events, \[`src\/auto\/engine_events\.cpp`\]\(https:\/\/github\.com\/o\/r\/blob\/abc\/src\/auto\/engine_events\.cpp\) for the engine post events\.\n\n\| Post event/,
  );
  // Everything before the post events is untouched.
  assert.equal(out.slice(0, out.indexOf('## Post events')), events.slice(0, events.indexOf('## Post events')));
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
    '***',
    '',
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
