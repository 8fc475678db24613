// The core's classes by their own names (plugins/typedoc/core-classes.mjs and the theme's
// title and paths), on a TypeDoc run over two small modules shaped as @nodemod/core's:
// each default-exports a class, and both declare an interface of the same name.
import assert from 'node:assert/strict';
import {after, before, test} from 'node:test';
import {typedocFixture} from '../support/typedoc-fixture.mjs';

const modules = {
  util: `/**
 * Helpers.
 * @module
 */

/** What a player is, to the helpers. */
export interface PlayerInfo {
  /** Its name. */
  name: string;
}

/** The helpers' service. */
export default class NodemodUtil {
  /** Says a line. */
  say(line: string): void;
}
`,
  player: `/**
 * Players.
 * @module
 */
import NodemodUtil from './util.js';

/** What a player is. */
export interface PlayerInfo {
  /** Its index. */
  id: number;
}

/** The players' service. */
export default class NodemodPlayer {
  /**
   * Made once by the library.
   * @param util The helpers it uses.
   */
  constructor(util: NodemodUtil);
  /** Every player. */
  getAll(): PlayerInfo[];
  /** The players' count. */
  readonly count: number;
  /** A second service. */
  static make(): NodemodPlayer;
}
`,
};

let fixture;
/** @param {string} page a path under the output folder */
const read = (page) => fixture.read(page);

before(async () => {
  fixture = await typedocFixture(
    Object.fromEntries(Object.entries(modules).map(([name, text]) => [`${name}.d.ts`, text])),
    Object.keys(modules).map((name) => `${name}.d.ts`),
    {classPropertiesFormat: 'list'},
  );
});

after(() => fixture.remove());

test("a module's class keeps its address and is titled by its object and class, listed by its class", async () => {
  const page = await read('player/Class/default.md');
  assert.match(page, /^# nodemodCore\.player \(class NodemodPlayer\)$/m);
  assert.match(page, /^---\n(?:.*\n)*sidebar_label: "NodemodPlayer"\n(?:.*\n)*---\n/);
  // The module's index links the class by its name, at the same address.
  assert.match(await read('player/index.md'), /\[NodemodPlayer\]\(Class\/default\.md\)/);
});

test('the constructor and the links name the class; members are reached through the object, static ones not', async () => {
  const page = await read('player/Class/default.md');
  assert.match(page, /<code>new NodemodPlayer\(util\): NodemodPlayer<\/code>/);
  assert.match(page, /\[`NodemodUtil`\]\(\.\.\/\.\.\/util\/Class\/default\.md\)/);
  assert.match(page, /<code>nodemodCore\.player\.getAll\(\): PlayerInfo\[\]<\/code>/);
  assert.match(page, /<code>readonly nodemodCore\.player\.count: number<\/code>/);
  assert.match(page, /<code>static make\(\): NodemodPlayer<\/code>/);
  assert.doesNotMatch(page, /\bdefault\b(?!\.md)/);
  // Another page's members are not reached through it.
  assert.match(await read('util/Class/default.md'), /<code>nodemodCore\.util\.say\(line\): void<\/code>/);
});

test('a declaration two modules share is titled with its module; one of its own is not', async () => {
  assert.match(await read('player/Interface/PlayerInfo.md'), /^# Interface: PlayerInfo \(player module\)$/m);
  assert.match(await read('util/Interface/PlayerInfo.md'), /^# Interface: PlayerInfo \(util module\)$/m);
});
