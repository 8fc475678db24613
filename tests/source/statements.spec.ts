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

const root = path.resolve(__dirname, '..', '..');
const generated = [path.join('docs', 'api', 'core'), path.join('docs', 'api', 'nodemod')];

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

test('every README citation in the intro, installation and the post names the commit 69c8066', () => {
  for (const file of ['docs/intro.md', 'docs/installation.md', 'blog/2025-01-15-nodemod-modernized.md']) {
    const paragraphs = read(file)
      .split(/\n\s*\n/)
      .filter((p) => /\bREADME\b/.test(p));
    expect(paragraphs.length, file).toBeGreaterThan(0);
    for (const p of paragraphs)
      expect(p, `${file}: a paragraph cites the README without its commit`).toContain('69c8066');
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

test('no code sample calls an engine precache function at the top level of a script', () => {
  // The samples as tests/checkers/code-samples.mjs finds them (an ES module, so run in its own process).
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
  const samples: {origin: string; code: string}[] = JSON.parse(run.stdout);
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
