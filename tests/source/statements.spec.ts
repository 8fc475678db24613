/**
 * Statements about NodeMod that were once wrong on this site, or stated without a
 * source, must not come back. Each rule names what the sources say instead; the
 * checks read the hand-written content (docs, blog, pages, components) and the
 * declaration sources, so they need no build.
 */
import {spawnSync} from 'node:child_process';
import {readFileSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import ts from 'typescript';

const root = path.resolve(__dirname, '..', '..');
// Generated at build time: the API reference from api-src/, the user-message pages from
// plugins/site-data/user-messages.json (tests/unit/message-catalogue.test.mjs reads those).
const generated = [
  path.join('docs', 'api', 'core'),
  path.join('docs', 'api', 'nodemod'),
  path.join('docs', 'messages'),
];

function files(dir: string, accept: RegExp, out: string[] = []): string[] {
  for (const name of readdirSync(path.join(root, dir))) {
    const rel = path.join(dir, name);
    if (generated.includes(rel)) continue;
    if (statSync(path.join(root, rel)).isDirectory()) files(rel, accept, out);
    else if (accept.test(name)) out.push(rel);
  }
  return out;
}

/** Every hand-written file whose text reaches a reader. */
const content = [
  ...files('docs', /\.mdx?$/),
  ...files('blog', /\.mdx?$/),
  ...files('src', /\.(tsx?|mdx?)$/),
  ...files('api-src', /\.(d\.ts|md)$/),
  // The notes of the guide's AMX Mod X name map, which its tables show.
  path.join('plugins', 'site-data', 'amxmodx-map.json'),
].map((file) => ({file, text: readFileSync(path.join(root, file), 'utf8')}));

/** The text with line breaks and comment stars folded away, so phrases match across lines. */
const flat = (text: string) => text.replace(/\n\s*(\*\s?)?/g, ' ').replace(/\s+/g, ' ');

const read = (file: string) => content.find((c) => c.file === file)!.text;

/** Phrases that must appear nowhere, each with what the sources say instead. */
const retracted: {phrase: RegExp; source: string}[] = [
  {
    phrase: /event loop once per (server )?frame/i,
    source: 'src/auto/dll_events.cpp ticks the loop in dll_pfnStartFrame and postDll_pfnStartFrame: twice a frame',
  },
  {
    phrase: /every engine and game DLL function has a pre event/i,
    source: 'src/lib/dllapi.cpp leaves the five NEW_DLL_FUNCTIONS unhooked; name enginefuncs_t and DLL_FUNCTIONS',
  },
  {
    phrase: /every engine function on/i,
    source: 'nodemod.eng binds 155 of the 159 engine functions: the four pfnCRC32_* are not bound',
  },
  {
    phrase: /every game library function on/i,
    source: 'the NEW_DLL_FUNCTIONS are not bound',
  },
  {
    phrase: /resolves the promise with the indices/i,
    source: 'core src/core/resource.ts: sound entries resolve at once with undefined',
  },
  {
    phrase: /console and chat commands/i,
    source: 'core src/core/cmd.ts dispatches client console commands and server commands; chat is the say command',
  },
  {
    phrase: /npm install --save-dev typescript @types\/node/,
    source: "unpinned, it installs a TypeScript that rejects the page's tsconfig: pin typescript@5 and @types/node@24",
  },
  {
    phrase: /exports is not defined in ES module scope/,
    source: 'an exact Node.js message that no pinned source shows',
  },
  {
    phrase: /addon for 64-bit Linux cannot load there/,
    source: 'implied a 32-bit addon would load; nodemod.lds exports only the Metamod entry points',
  },
  {
    phrase: /nothing tells it to listen/i,
    source: 'src/node/nodeimpl.cpp leaves NODE_OPTIONS on, and the README at 69c8066 uses it',
  },
  {
    phrase: /game may (re)?set the speed/i,
    source: 'game behaviour with no source; say what setMaxSpeed does instead',
  },
  {
    phrase: /GoldSrc (has no|does not implement|engines do not implement) `?pfnTraceSphere|never implemented/i,
    source: 'one wording: the slot exists and NodeMod binds it, the engine does not implement it',
  },
  {
    phrase: /compiled builds|now also distributed as a compiled library|reworked to be universally compatible/i,
    source: 'no built library at the pinned commits; cite the README at 69c8066 or commit 79b78f2',
  },
  {
    phrase: /according to the project README|NodeMod's README states/i,
    source: 'name the README at 69c8066',
  },
  {
    phrase: /(clientPrintf|'console'`?)[^.]*(crashes|crash) the server/i,
    source:
      'the binding reads the print type as a number since NodeMod 1.0.0 (plugin src/auto/engine_functions.cpp:983): core src/enhanced/player.ts:299 prints in the centre of the screen',
  },
  {
    phrase: /during play that event fires|the next time the game spawns an entity/i,
    source:
      'the engine calls pfnSpawn only in ED_LoadFromFile while a map loads (ReHLDS rehlds/engine/pr_edict.cpp:378); during play the game calls its own DispatchSpawn (HLSDK dlls/cbase.cpp:767)',
  },
  {
    phrase: /only `?null`? or `?undefined`? becomes a null pointer/i,
    source:
      'jsToPointer (plugin src/node/utils.hpp:98-244) also turns booleans and objects without a pointer into null, copies strings, and takes integers above 0x10000 as addresses',
  },
  {
    phrase: /touching, using and blocking/i,
    source: 'ReHLDS never calls pfnUse (no call in rehlds/engine/*.cpp): dllUse is no hook for using',
  },
  {
    phrase: /does not fill in its arguments/i,
    source: 'plugin src/auto/dll_events.cpp:79-88 passes the entity and the KeyValueData to dllKeyValue',
  },
  {
    phrase: /uses that go through the function table/i,
    source: 'no use goes through the function table: the engine never calls pfnUse',
  },
  {
    phrase: /hours rather than minutes|several gigabytes/i,
    source: 'the build scripts give no figure; scripts/build-node-from-source.sh only says it "will take a while"',
  },
  {
    phrase: /patches sources of all three|OpenSSL and ICU included/i,
    source:
      "scripts/build-node-from-source.sh patches OpenSSL's .S files (line 17) and one V8 file (line 49); it only removes deps/icu-tmp (line 31)",
  },
  {
    phrase: /options it holds apply to the embedded runtime|inspector flag placed there needs no code/i,
    source:
      "src/node/nodeimpl.cpp:80-88 shows that NODE_OPTIONS is not disabled, not that the embedded runtime's inspector listens",
  },
  {
    phrase: /relative paths start at the server's working directory/i,
    source:
      'plugin src/node/resource.cpp:112 makes the plugins folder the working directory while the script first runs and :188 restores the old one (after an async default export settles): build paths from __dirname',
  },
  {
    phrase: /search their values yourself/i,
    source:
      'GetLangTransKey looks a key up by name (amxmodx plugins/include/lang.inc:72-79): the answer is `key in table`',
  },
  {
    phrase: /every frame for every (player|client)|(every|each) client each frame|once per client per frame/i,
    source:
      'the player think events run per movement command (ReHLDS sv_user.cpp:662), the client update events at each update (sv_main.cpp SV_SendClientMessages)',
  },
  {
    phrase: /timers and promises do not run/i,
    source:
      'plugin src/node/resource.cpp:133-136 runs one pass of the event loop and the promise callbacks right after the script loads; the frames run it from then on (src/node/nodeimpl.cpp:72)',
  },
];

for (const {phrase, source} of retracted) {
  test(`no page says ${phrase}`, () => {
    const found = content.filter(({text}) => phrase.test(flat(text))).map(({file}) => file);
    expect(found, source).toEqual([]);
  });
}

test('the retracted phrases are found when present, so the checks above can fail', () => {
  const planted = flat(
    'NodeMod runs the event loop\n * once per server frame, and resolves the promise with the indices.',
  );
  expect(retracted.filter(({phrase}) => phrase.test(planted))).toHaveLength(2);
  // The old texts of the third truth pass, as they stood.
  const old = [
    "`'chat'` (default), `'hud'` or `'center'`; `'console'` crashes the server (see above).",
    '`nodemodCore.resource` queues it until the next `dllSpawn` event, and during play that\n  event fires whenever the game spawns an entity',
    'the queue runs at the next `dllSpawn` event, the next time the game spawns an entity',
    'a typed array or buffer passes its memory, and only `null` or `undefined` becomes a null\n  pointer.',
    'For thinking,\n  touching, using and blocking, the table entries have events:',
    'Use the post event: at this commit the pre event `dllKeyValue` does not fill in its arguments.',
    'Only uses that go through the function table fire the event.',
    'so plan for hours rather than minutes on a\nsmall machine, and for several gigabytes of free disk',
    'turning off that variable (`src/node/nodeimpl.cpp`), so the options it holds apply to the\n  embedded runtime;',
    'An inspector flag placed there needs no code in the plugin:',
    'It compiles\nthe whole of Node.js, V8, OpenSSL and ICU included (it patches sources of all three before\nit starts)',
    // The fourth pass's.
    "Use Node's `fs`. Its relative paths start at the server's working directory (`nodemod.cwd`), not at the mod directory.",
    'Your translations are plain data: search their values yourself.',
    "It runs the game's\n     * player logic that comes before physics, every frame for every player.",
    'The engine calls it for\n     * every entity and every client each frame, to decide',
    'Timers and promises do not run\n   yet: NodeMod runs',
  ];
  for (const text of old)
    expect(
      retracted.some(({phrase}) => phrase.test(flat(text))),
      text,
    ).toBe(true);
});

test("sendMessage's 'console' type is documented as a centre print, with what to use instead", () => {
  // core src/enhanced/player.ts:299 passes print type 1, which the binding reads as a number since
  // NodeMod 1.0.0 (plugin src/auto/engine_functions.cpp:983): print_center, ReHLDS pr_cmds.cpp:220-223.
  const doc = flat(read('api-src/core/player.d.ts'));
  const sendMessage = doc.slice(
    doc.indexOf('Sends text to one player in one of four ways'),
    doc.indexOf('sendMessage(entity'),
  );
  expect(sendMessage).toMatch(/`'console'` does not reach the console/);
  expect(sendMessage).toMatch(/PRINT_TYPE\.print_center/);
  expect(sendMessage).toMatch(/PRINT_TYPE\.print_console/);
  expect(sendMessage).not.toMatch(/crash/);
});

test('every mention of dllUse says that it never fires on its own', () => {
  const near = /never (fires|calls|reaches)|does not fire|do not trigger|no hook/i;
  const far: string[] = [];
  let mentions = 0;
  for (const {file, text} of content) {
    const body = flat(text);
    for (let at = body.indexOf('dllUse'); at !== -1; at = body.indexOf('dllUse', at + 1)) {
      mentions++;
      if (!near.test(body.slice(Math.max(0, at - 400), at + 400)))
        far.push(`${file}: …${body.slice(at - 80, at + 80)}…`);
    }
  }
  expect(mentions).toBeGreaterThan(3);
  expect(far).toEqual([]);
  // The check sees a mention that offers dllUse as a hook.
  expect(near.test('For using, the table entry has an event: dllUse fires when the engine calls it.')).toBe(false);
});

test("where a listener's return value is explained, a large integer is said to crash the server", () => {
  for (const file of ['docs/guides/logs-and-errors.md', 'docs/guides/amx-mod-x.mdx']) {
    const paragraphs = read(file)
      .split(/\n\s*\n/)
      .filter((p) => p.includes('override_ret'));
    expect(paragraphs.length, file).toBeGreaterThan(0);
    for (const p of paragraphs) {
      expect(flat(p), file).toMatch(/integer above 65,536/);
      expect(flat(p), file).toMatch(/crash the server/);
    }
  }
});

test('the debugger guide says what the code shows of NODE_OPTIONS and how to check the port', () => {
  const text = flat(read('docs/guides/debugger.md'));
  expect(text).toMatch(/sources do not show whether an inspector flag placed there opens the inspector/);
  expect(text).toMatch(/ss -ltn 'sport = :9229'/);
});

test('the debugger guide says the loop runs twice a frame and names NODE_OPTIONS', () => {
  const text = flat(read('docs/guides/debugger.md'));
  expect(text).toMatch(/twice per server frame/);
  expect(text).toMatch(/NODE_OPTIONS/);
});

test('the pages that describe the events name the hooked tables and the unhooked one', () => {
  for (const file of ['docs/intro.md', 'docs/examples/index.md']) {
    const text = flat(read(file));
    expect(text, file).toContain('enginefuncs_t');
    expect(text, file).toContain('DLL_FUNCTIONS');
    expect(text, file).toContain('NEW_DLL_FUNCTIONS');
  }
});

test('every README citation names its commit: the release in the intro and installation, its own day in the post', () => {
  for (const [file, commit] of [
    ['docs/intro.md', /v1\.0\.7|1d46da0/],
    ['docs/installation.md', /v1\.0\.7|1d46da0/],
    ['blog/2025-01-15-nodemod-modernized.md', /69c8066/],
  ] as const) {
    // NodeMod's README, not a file of that name in a listing (`README.md`).
    const paragraphs = read(file)
      .split(/\n\s*\n/)
      .filter((p) => /\bREADME\b(?!\.md)/.test(p));
    expect(paragraphs.length, file).toBeGreaterThan(0);
    for (const p of paragraphs) expect(p, `${file}: a paragraph cites the README without its commit`).toMatch(commit);
  }
});

test('the engine error for a late precache is quoted only with its source, ReHLDS', () => {
  const quoting = content.filter(({text}) => flat(text).includes('Precache can only be done in spawn functions'));
  expect(quoting.length).toBeGreaterThan(0);
  for (const {file, text} of quoting) {
    const body = flat(text);
    let at = body.indexOf('Precache can only be done in spawn functions');
    while (at !== -1) {
      expect(body.slice(Math.max(0, at - 400), at + 200), `${file}: quoted without ReHLDS nearby`).toContain('ReHLDS');
      at = body.indexOf('Precache can only be done in spawn functions', at + 1);
    }
  }
});

test('every mention of pfnTraceSphere not being implemented uses the one wording', () => {
  const mentions = content.filter(({text}) => /pfnTraceSphere/.test(text) && /implement/.test(text));
  expect(mentions.length).toBeGreaterThan(0);
  for (const {file, text} of mentions) {
    expect(flat(text), file).toMatch(
      /(binds it|bound by NodeMod), but (the engine does not implement it|is not implemented by the engine)/,
    );
  }
});

test('install commands pin TypeScript 5 and the Node.js 24 type definitions', () => {
  const installs = content.flatMap(({file, text}) =>
    text
      .split('\n')
      .filter((line) => /npm (install|i) .*(typescript|@types\/node)/.test(line))
      .map((line) => ({file, line})),
  );
  expect(installs.length).toBeGreaterThan(0);
  for (const {file, line} of installs) {
    if (/\btypescript\b/.test(line)) expect(line, file).toMatch(/typescript@5\b/);
    if (/@types\/node/.test(line)) expect(line, file).toMatch(/@types\/node@24\b/);
  }
});

/** The code samples as tests/checkers/code-samples.mjs finds them (an ES module, so read in its own process). */
function collectSamples(): {origin: string; code: string}[] {
  const run = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      "import {collectSamples} from './tests/checkers/code-samples.mjs'; process.stdout.write(JSON.stringify(collectSamples()));",
    ],
    {cwd: root, encoding: 'utf8', maxBuffer: 64 << 20},
  );
  expect(run.status, run.stderr).toBe(0);
  return JSON.parse(run.stdout);
}

/**
 * The arrow functions in a sample that are given as an event listener or a
 * command or menu handler (`nodemod.on(…, fn)`, `nodemodCore.events.on(…, fn)`,
 * `nodemodCore.cmd.register(…, fn)`, `{handler: fn}`) with an expression body:
 * they return the expression's value, which NodeMod converts like a pointer.
 */
function expressionBodiedHandlers(code: string): string[] {
  const file = ts.createSourceFile('sample.ts', code, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isArrowFunction(node) && !ts.isBlock(node.body)) {
      const parent = node.parent;
      const listener =
        ts.isCallExpression(parent) &&
        parent.arguments.includes(node) &&
        ts.isPropertyAccessExpression(parent.expression) &&
        /^(on|once|register|add\w*Listener)$/.test(parent.expression.name.text) &&
        /^nodemod/.test(parent.expression.expression.getText(file));
      const handler = ts.isPropertyAssignment(parent) && parent.name.getText(file) === 'handler';
      if (listener || handler) found.push(node.getText(file).split('\n')[0]);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

test('no code sample gives a listener or handler an expression body', () => {
  const samples = collectSamples();
  expect(samples.length).toBeGreaterThan(40);
  const found = samples.flatMap(({origin, code}) => expressionBodiedHandlers(code).map((f) => `${origin}: ${f}`));
  expect(found).toEqual([]);
  // The check sees each kind when it is there, and passes block bodies.
  expect(
    expressionBodiedHandlers(
      [
        "nodemod.on('dllSpawn', (e) => console.log(e.classname));",
        "nodemodCore.cmd.register('x', (client) => nodemodCore.util.messageClient(client, 'hi'));",
        "nodemodCore.cmd.add({name: 'y', type: 'server', handler: () => nodemodCore.cmd.run('restart')});",
        "nodemod.on('dllThink', (e) => { console.log(e.classname); });",
        '[1, 2].map((n) => n * 2);',
      ].join('\n'),
    ),
  ).toHaveLength(3);
});

test('no code sample calls an engine precache function at the top level of a script', () => {
  const samples = collectSamples();
  // A line that starts at column 0 is top-level code.
  const topLevelPrecache = /^(?=\S).*nodemod\.eng\.precache(Model|Sound|Generic)\(/;
  expect(samples.length).toBeGreaterThan(40);
  const topLevel = samples.flatMap(({origin, code}) =>
    code
      .split('\n')
      .filter((line) => topLevelPrecache.test(line))
      .map((line) => `${origin}: ${line}`),
  );
  expect(topLevel).toEqual([]);
  // The check sees such a line when one exists.
  expect('nodemod.eng.precacheModel("models/w_medkit.mdl");').toMatch(topLevelPrecache);
  expect('  nodemod.eng.precacheModel("models/w_medkit.mdl");').not.toMatch(topLevelPrecache);
});
