// The member summaries at the top of Engine and EventCallbacks, and the post
// events' table (plugins/typedoc/summaries.mjs).
import assert from 'node:assert/strict';
import test from 'node:test';
import {
  compactEvents,
  engineSummary,
  eventSummary,
  firstSentence,
  listenerSignature,
  postEventTable,
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

const engine = `# Interface: Engine

The table.

## Methods

### precacheModel() · pfnPrecacheModel {#precachemodel}

<p class="nm-signature"><code>precacheModel(s): number</code></p>

<p class="nm-also"><b>AMX Mod X</b> <code>EngFunc_PrecacheModel</code> · <a href="https://x/y">Source</a></p>

Precaches a model so that clients load it. Engine \`pfnPrecacheModel\`.

**Parameters**

- \`s\` (\`string\`): Path.

***

### modelIndex()

Looks up the index of a [precached](#precachemodel) model | or not.
`;

test('Engine opens with a table of its methods: name linked to its anchor, engine function, first sentence', () => {
  const out = engineSummary(engine);
  const table = out.slice(out.indexOf('## Methods at a glance'), out.indexOf('## Methods\n'));
  assert.match(table, /^\| Method \| Engine function \| What it does \|$/m);
  assert.match(
    table,
    /^\| \[`precacheModel`\]\(#precachemodel\) \| `pfnPrecacheModel` \| Precaches a model so that clients load it\. \|$/m,
  );
  // No C name in the heading: an empty cell; a pipe in the text is escaped.
  assert.match(
    table,
    /^\| \[`modelIndex`\]\(#modelindex\) \| {2}\| Looks up the index of a precached model \\\| or not\. \|$/m,
  );
  // The members themselves are unchanged.
  assert.ok(out.endsWith(engine.slice(engine.indexOf('## Methods\n'))));
  assert.equal(engineSummary('# Interface: DLL\n\nNo methods here.\n'), '# Interface: DLL\n\nNo methods here.\n');
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

Fires after the game DLL's \`pfnGameInit\` has run, with the arguments of [\`dllGameInit\`](#dllgameinit). [Source](https://x/dll#L636)

### postDllClientPutInServer

<p class="nm-also"><b>AMX Mod X</b> <code>client_putinserver</code> · <a href="https://x/dll#L845">Source</a></p>

Fires after the game DLL's \`pfnClientPutInServer\` has run, with the arguments of [\`dllClientPutInServer\`](#dllclientputinserver).

### postEngGetGameDir

Fires after the engine's \`pfnGetGameDir\` has run, with the arguments of [\`engGetGameDir\`](#enggetgamedir).

**Parameters**

- \`szGetGameDir\` (\`string\`): The caller's buffer read as a string after the call.

[Source](https://x/eng#L3308)
`;

test('EventCallbacks opens with a table of its pre events: what the hooked function is, not "Fires before"', () => {
  const out = eventSummary(events);
  const table = out.slice(out.indexOf('## Events at a glance'), out.indexOf('## Game DLL events'));
  // The names are links without a code span (the style sheet sets them in the code font).
  assert.match(table, /^\| \[dllGameInit\]\(#dllgameinit\) \| Called once after loading the game library\. \|$/m);
  assert.match(table, /^\| \[dllSave\]\(#dllsave\) \| Writes an entity's state\. \|$/m);
  assert.match(table, /^\| \[engWriteChar\]\(#engwritechar\) \| Writes a signed byte\. \|$/m);
  assert.doesNotMatch(table, /postDll|Fires before/);
  assert.match(table, /\[Post events\]\(#post-events\)/);
});

test('the post events become one table, each row a heading with its id, its names, its pre event and source', () => {
  const out = postEventTable(events);
  const post = out.slice(out.indexOf('## Post events'));
  assert.doesNotMatch(post, /^### /m);
  assert.match(post, /^\| Post event \| After, with the same arguments \|$/m);
  assert.match(
    post,
    /^\| <h3 id="postdllgameinit">postDllGameInit<\/h3> \| \[dllGameInit\]\(#dllgameinit\) · \[Source\]\(https:\/\/x\/dll#L636\) \|$/m,
  );
  assert.match(
    post,
    /^\| <h3 id="postdllclientputinserver">postDllClientPutInServer<\/h3> <span class="nm-also"><b>AMX Mod X<\/b> <code>client_putinserver<\/code><\/span> \| \[dllClientPutInServer\]\(#dllclientputinserver\) · \[Source\]\(https:\/\/x\/dll#L845\) \|$/m,
  );
  // A parameter that holds something else after the call keeps its note.
  assert.match(
    post,
    /^\| <h3 id="postenggetgamedir">postEngGetGameDir<\/h3> \| \[engGetGameDir\]\(#enggetgamedir\) · After the call: `szGetGameDir` \(`string`\): The caller's buffer read as a string after the call\. · \[Source\]\(https:\/\/x\/eng#L3308\) \|$/m,
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
