// The reference's TypeDoc theme (plugins/typedoc/theme.mjs) and the engine events' descriptions
// (plugins/typedoc/engine-events.mjs), through a real TypeDoc run: the repository's typedoc.json
// and plugin on a small declaration file written here, then the Markdown pages it writes, read back.
import assert from 'node:assert/strict';
import path from 'node:path';
import {after, before, test} from 'node:test';
import {typedocFixture} from '../support/typedoc-fixture.mjs';

const declarations = `/**
 * A fixture API.
 * @module
 */

/**
 * A server's engine functions.
 *
 * @pageTitle nodemod.eng: engine functions
 * @callNote \`nodemod\` is a global wherever NodeMod runs your script: call these as \`nodemod.eng.name(…)\`, with no import.
 */
export interface Engine {
  /**
   * Precaches a model: engine \`pfnPrecacheModel\` (HLSDK \`PRECACHE_MODEL\`). Only while a map loads.
   * @param s Path of the model.
   * @param flags Either kind of flag.
   * @returns The model's index.
   */
  precacheModel(s: string, flags?: number | string): number;
  /**
   * Runs the \`changelevel\` command through \`pfnChangeLevel\`.
   * @param map Map to load.
   * @param rest Further names.
   * @example
   * engine.changeLevel('de_dust');
   */
  changeLevel(map: string, ...rest: string[]): void;
  /** The server time, in seconds. */
  time(): number;
}

/** The events. */
export interface EventCallbacks {
  /**
   * Fires before the game DLL's \`pfnClientPutInServer\` runs.
   * @param client The player's place.
   * @param count How many.
   */
  dllClientPutInServer: (client: Place, count: number) => void;
  /**
   * Fires after the game DLL's \`pfnClientPutInServer\` has run, with the arguments of [\`dllClientPutInServer\`](#dllclientputinserver).
   */
  postDllClientPutInServer: (client: Place, count: number) => void;
  /**
   * Fires after the engine's \`pfnPrecacheModel\` has run, with the arguments of [\`engPrecacheModel\`](#engprecachemodel).
   * Like it, it never fires on its own.
   *
   * @param s - The path as the engine kept it.
   */
  postEngPrecacheModel: (s: string) => void;
  /**
   * Fires before the engine's \`pfnPrecacheModel\` runs.
   * @param s Path of the model.
   */
  engPrecacheModel: (s: string) => void;
  /**
   * Fires before the engine's \`pfnTime\` runs. The function is read every frame, e.g. by timers.
   */
  engTime: () => void;
}

/** Entity flags. Bit flags. */
export enum FL {
  /** Flies. */
  FLY = 1,
  /** Swims. */
  SWIM = 2,
}

/** Where a player stands. */
export interface Place {
  /** How its visitors move. */
  moves: FL;
  /** Name of the place. */
  name?: string;
  /** Called when a player leaves it. */
  onExit?: (client: Place, ...others: Place[]) => void;
  /** The place's corners. */
  corners: {
    /** First corner. */
    a: number[];
    /** Second corner. */
    b: number[];
  };
}

/**
 * Finds a place by name.
 * @param name Name of the place.
 * @param within Places to look in, \`a | b\` style.
 */
export declare function find(name: string, within: Place[] | null): Place | null;

/**
 * Sets how a player moves.
 * @param flags The ways it moves.
 */
export declare function move(flags: FL): void;

/**
 * Logs a line.
 * @param line The line.
 */
export declare function log(line: string): void;
`;

/** The run's pages, by their path under the output folder; set once the run is done. */
let fixture;
/** @param {string} page a path under the output folder */
const read = (page) => fixture.read(page);

before(async () => {
  fixture = await typedocFixture(
    {
      'index.d.ts': declarations,
      // The member index (docusaurus.config.ts writes the site's): the Engine page's own source,
      // and one method's AMX Mod X name and source.
      'member-index.json': JSON.stringify({
        names: {
          'fixture/Interface/Engine#precachemodel': [{name: 'EngFunc_PrecacheModel', kind: 'amxx', where: ''}],
          'fixture/Interface/EventCallbacks#dllclientputinserver': [{name: 'FM_ClientPutInServer', kind: 'amxx'}],
          'fixture/Interface/EventCallbacks#postdllclientputinserver': [
            {name: 'FM_ClientPutInServer', kind: 'amxx'},
            {name: 'client_putinserver', kind: 'amxx'},
          ],
        },
        sources: {
          'fixture/Interface/Engine': 'https://example.org/engine.cpp#L1',
          'fixture/Interface/Engine#precachemodel': 'https://example.org/engine.cpp#L19',
        },
      }),
    },
    ['index.d.ts'],
    (dir) => ({
      interfacePropertiesFormat: 'list',
      memberIndex: {prefix: 'fixture', file: path.join(dir, 'member-index.json')},
    }),
  );
});

after(() => fixture.remove());

test('a signature is one line of plain code, HTML escaped, with its optional and rest parameters', async () => {
  const engine = await read('Interface/Engine.md');
  // Written as a plugin calls it, through the global (the page says it needs no import).
  assert.match(
    engine,
    /^<p class="nm-signature"><code>nodemod\.eng\.precacheModel\(s, flags\?\): number<\/code><\/p>$/m,
  );
  assert.match(
    engine,
    /^<p class="nm-signature"><code>nodemod\.eng\.changeLevel\(map, \.\.\.rest\): void<\/code><\/p>$/m,
  );
  assert.match(
    engine,
    /^`nodemod` is a global wherever NodeMod runs your script: call these as `nodemod\.eng\.name\(…\)`, with no import\.$/m,
  );
  // No TypeDoc quote line with bold names and backticks is left.
  assert.doesNotMatch(engine, /^> /m);
  const place = await read('Interface/Place.md');
  // A property: its function type written out; an object type with members reads `object`.
  assert.match(place, /<code>onExit\?: \(client: Place, \.\.\.others: Place\[\]\) =&gt; void<\/code>/);
  assert.match(place, /<code>corners: object<\/code>/);
  assert.match(await read('Function/find.md'), /<code>nodemod\.find\(name, within\): Place \| null<\/code>/);
});

test("a member's parameters are a list; a page that is one function keeps its table", async () => {
  const engine = await read('Interface/Engine.md');
  assert.match(engine, /^- `s` \(`string`\): Path of the model\.$/m);
  // Pipes need no escape in a list item.
  assert.match(engine, /^- `flags\?` \(`string` \| `number`\): Either kind of flag\.$/m);
  assert.match(engine, /^- \.\.\.`rest` \(`string`\[\]\): Further names\.$/m);
  assert.doesNotMatch(engine, /^\| Parameter \|/m);
  const find = await read('Function/find.md');
  assert.match(find, /^\| Parameter \| Type \| Description \|$/m);
  assert.match(find, /^\| `within` \| \[`Place`\]\(.*\)\[\] \\\| `null` \| /m);
});

test('a signature that returns void without a word on it has no returns section; others keep theirs', async () => {
  const engine = await read('Interface/Engine.md');
  const section = (name) => engine.split(/^(?=### )/m).find((s) => s.startsWith(`### ${name}`));
  assert.doesNotMatch(section('changeLevel'), /Returns/);
  // One paragraph: the label, the type and the words on the value.
  assert.match(section('precacheModel'), /^\*\*Returns\*\* `number`: The model's index\.$/m);
  assert.match(section('time'), /^\*\*Returns\*\* `number`$/m);
  assert.doesNotMatch(await read('Function/log.md'), /Returns/);
});

test("the labels inside a member are bold lead-ins; the members' headings stay headings", async () => {
  const engine = await read('Interface/Engine.md');
  assert.doesNotMatch(engine, /^#{4,6} /m);
  assert.match(engine, /^\*\*Parameters\*\*$/m);
  assert.match(engine, /^\*\*Example\*\*$/m);
  assert.match(engine, /^## Methods$/m);
});

test("on the Engine page a method's title shows its C name and keeps its anchor; elsewhere it does not", async () => {
  const engine = await read('Interface/Engine.md');
  assert.match(engine, /^### precacheModel\(\) · pfnPrecacheModel \{#precachemodel\}$/m);
  // The console command it mentions is not its C name; the pfn spelling wins.
  assert.match(engine, /^### changeLevel\(\) · pfnChangeLevel \{#changelevel\}$/m);
  // No name of its own in C spelling: the title stays.
  assert.match(engine, /^### time\(\)$/m);
  assert.doesNotMatch(await read('Interface/Place.md'), / · /);
});

test("an engine event that only names its function is described by the Engine method's first sentence", async () => {
  const events = await read('Interface/EventCallbacks.md');
  assert.match(
    events,
    /^Fires before the engine's `pfnPrecacheModel` runs\. The function precaches a model: engine `pfnPrecacheModel` \(HLSDK `PRECACHE_MODEL`\)\.$/m,
  );
  // One that says more of its own keeps its words ("e.g." does not end a sentence).
  assert.match(
    events,
    /^Fires before the engine's `pfnTime` runs\. The function is read every frame, e\.g\. by timers\.$/m,
  );
});

test("a function table's page: its reader's title, that it needs no import, its own line, then its description", async () => {
  const engine = await read('Interface/Engine.md');
  assert.match(
    engine,
    /^# nodemod\.eng: engine functions\n\n`nodemod` is a global wherever NodeMod runs your script: call these as `nodemod\.eng\.name\(…\)`, with no import\.\n\n<p class="nm-also"><a href="https:\/\/example\.org\/engine\.cpp#L1">Source<\/a><\/p>\n\nA server's engine functions\.$/m,
  );
  // Front matter once, at the top: the description from the summary.
  assert.match(engine, /^---\ndescription: "A server's engine functions\."\n---\n\n# /);
  assert.equal(engine.match(/^---$/gm).length, 2);
  // Other pages keep TypeDoc's titles and get no such line.
  const place = await read('Interface/Place.md');
  assert.match(place, /^# Interface: Place$/m);
  assert.doesNotMatch(place, /nm-also|is a global/);
});

test('no rule between the members of the function table; other pages keep theirs', async () => {
  assert.doesNotMatch(await read('Interface/Engine.md'), /^\*\*\*$/m);
  assert.match(await read('Interface/Place.md'), /^\*\*\*$/m);
});

test('a bit-flag enumeration is written as MDX with its decoder, and links to it name the .mdx file', async () => {
  await assert.rejects(read('Enumeration/FL.md'));
  const flags = await read('Enumeration/FL.mdx');
  assert.match(
    flags,
    /^---\n[^]*?\n---\n\nimport FlagDecoder from '@site\/src\/components\/FlagDecoder';\n\n# Enumeration: FL\n/,
  );
  assert.match(flags, /<FlagDecoder name="FL" flags=\{\[\["FLY",1\],\["SWIM",2\]\]\} \/>/);
  const move = await read('Function/move.md');
  assert.match(move, /\[`FL`\]\(\.\.\/Enumeration\/FL\.mdx\)/);
  assert.doesNotMatch(move, /FL\.md\b/);
});

test("a member's line goes under its heading and signature, and under no other member", async () => {
  const engine = await read('Interface/Engine.md');
  assert.match(
    engine,
    /<code>nodemod\.eng\.precacheModel\(s, flags\?\): number<\/code><\/p>\n\n<p class="nm-also"><b>AMX Mod X<\/b> <code>EngFunc_PrecacheModel<\/code> · <a href="https:\/\/example\.org\/engine\.cpp#L19">Source<\/a><\/p>\n\nPrecaches a model:/,
  );
  // The page's line and this one: no other member has a line.
  assert.equal(engine.match(/nm-also/g).length, 2);
});

test('the events page: a heading per family, each pre event by its listener, its post event a line of its entry', async () => {
  const events = await read('Interface/EventCallbacks.md');
  assert.doesNotMatch(events, /^## Properties$/m);
  assert.doesNotMatch(events, /^### post/m);
  assert.match(events, /^## Game DLL events\n\n### dllClientPutInServer$/m);
  assert.match(events, /^## Engine events\n\n### engPrecacheModel$/m);
  // The listener, the pre event's names, then its post event's line with the names it adds.
  assert.match(
    events,
    /^### dllClientPutInServer\n\n<p class="nm-signature"><code>nodemod\.on\('dllClientPutInServer', \(client: Place, count: number\) =&gt; …\)<\/code><\/p>\n\n<p class="nm-also"><b>AMX Mod X<\/b> <code>FM_ClientPutInServer<\/code><\/p>\n\n<p class="nm-post" id="postdllclientputinserver">Post event: <a href="#postdllclientputinserver">postDllClientPutInServer<\/a> · <b>AMX Mod X<\/b> <code>client_putinserver<\/code><\/p>\n\nFires before the game DLL's `pfnClientPutInServer` runs\.$/m,
  );
  // Its parameters: a type only when it links to its page, and then without its code span.
  assert.match(
    events,
    /^<b>Parameters<\/b>\n\n- `client` \(\[Place\]\(Place\.md\)\): The player's place\.\n- `count`: How many\.$/m,
  );
  // What a post event's comment adds, and its parameter's note after the call.
  assert.match(
    events,
    /<p class="nm-post" id="postengprecachemodel">Post event: <a href="#postengprecachemodel">postEngPrecacheModel<\/a> · Like it, it never fires on its own\. After the call: <code>s<\/code> \(<code>string<\/code>\): The path as the engine kept it\.<\/p>/,
  );
  assert.doesNotMatch(events, /^\*\*\*$/m);
});

test("a page's title and its call note come from its comment's tags, which TypeDoc writes nowhere else", async () => {
  const engine = await read('Interface/Engine.md');
  assert.match(engine, /^# nodemod\.eng: engine functions$/m);
  assert.doesNotMatch(engine, /Page Title|Call Note|@pageTitle|@callNote/i);
  assert.equal(engine.match(/is a global wherever NodeMod runs your script/g).length, 1);
});

test('a returns section is one paragraph only as far as its words are a plain paragraph', async () => {
  const {returnsParagraph} = await import('../../plugins/typedoc/theme.mjs');
  assert.equal(returnsParagraph('`number`', ''), '**Returns** `number`');
  assert.equal(
    returnsParagraph('`number`', 'The index.\nOn two lines.'),
    '**Returns** `number`: The index.\nOn two lines.',
  );
  // A second paragraph stays below; a list or code does not join the line.
  assert.equal(returnsParagraph('`number`', 'The index.\n\nMore.'), '**Returns** `number`: The index.\n\nMore.');
  assert.equal(returnsParagraph('`string`[]', '- one\n- two'), '**Returns** `string`[]\n\n- one\n- two');
  assert.equal(returnsParagraph('`x`', 'Words\n- a list'), '**Returns** `x`: Words\n- a list');
});
