// The names of the core's pages (plugins/typedoc/pages.mjs, `coreNames`).
import assert from 'node:assert/strict';
import test from 'node:test';
import {coreNames, reachPaths} from '../../plugins/typedoc/pages.mjs';

const classNames = {player: 'NodemodPlayer', util: 'NodemodUtil', msg: 'NodemodMsg'};

test("a module's class page: titled by its object and class, constructor and links by the class", () => {
  const page = [
    '# Class: default',
    '',
    '<p class="nm-signature"><code>new default(utilService): NodemodPlayer</code></p>',
    '',
    '- `utilService` ([`default`](../../util/Class/default.md)): Utility service.',
    '- see [`default`](../../msg/Class/default.md#send) and [`default`](../../nowhere/Class/default.md)',
    '',
  ].join('\n');
  const out = coreNames(page, 'player/Class/default.md', classNames, new Set());
  assert.match(out, /^---\nsidebar_label: "NodemodPlayer"\n---\n/);
  assert.match(out, /^# nodemodCore\.player \(class NodemodPlayer\)$/m);
  assert.match(out, /<code>new NodemodPlayer\(utilService\): NodemodPlayer<\/code>/);
  assert.match(out, /\[`NodemodUtil`\]\(\.\.\/\.\.\/util\/Class\/default\.md\)/);
  assert.match(out, /\[`NodemodMsg`\]\(\.\.\/\.\.\/msg\/Class\/default\.md#send\)/);
  // A module the map does not know keeps TypeDoc's link.
  assert.match(out, /\[`default`\]\(\.\.\/\.\.\/nowhere\/Class\/default\.md\)/);
});

test("a module's index links its class by name; a name two modules share gets its module", () => {
  const index = coreNames('# player\n\n- [default](Class/default.md)\n', 'player/index.md', classNames, new Set());
  assert.equal(index, '# player\n\n- [NodemodPlayer](Class/default.md)\n');
  const shared = coreNames(
    '# Interface: PlayerInfo\n\nText.\n',
    'events/Interface/PlayerInfo.md',
    classNames,
    new Set(['PlayerInfo']),
  );
  assert.equal(shared, '# Interface: PlayerInfo (events module)\n\nText.\n');
  const own = coreNames('# Interface: MenuItem\n', 'menu/Interface/MenuItem.md', classNames, new Set(['PlayerInfo']));
  assert.equal(own, '# Interface: MenuItem\n');
});

test("a member's signature starts with the object a plugin reaches it through", () => {
  const page = [
    '# Class: default',
    '',
    '<p class="nm-signature"><code>new default(utilService): NodemodPlayer</code></p>',
    '',
    '<p class="nm-signature"><code>getAll(): PlayerInfo[]</code></p>',
    '',
    '<p class="nm-signature"><code>readonly count: number</code></p>',
    '',
    '<p class="nm-signature"><code>get mapname(): string</code></p>',
    '',
    '<p class="nm-signature"><code>static create(): NodemodPlayer</code></p>',
    '',
  ].join('\n');
  const out = coreNames(page, 'player/Class/default.md', classNames, new Set());
  assert.match(out, /<code>nodemodCore\.player\.getAll\(\): PlayerInfo\[\]<\/code>/);
  assert.match(out, /<code>readonly nodemodCore\.player\.count: number<\/code>/);
  assert.match(out, /<code>get nodemodCore\.player\.mapname\(\): string<\/code>/);
  // Not reached through the object: the constructor and a static member.
  assert.match(out, /<code>new NodemodPlayer\(utilService\): NodemodPlayer<\/code>/);
  assert.match(out, /<code>static create\(\): NodemodPlayer<\/code>/);
  // Another page of the module (an interface) is not reached through the object.
  const other = coreNames(page, 'player/Interface/PlayerInfo.md', classNames, new Set());
  assert.doesNotMatch(other, /nodemodCore\.player\./);
  assert.equal(
    reachPaths('<p class="nm-signature"><code>precacheModel(s): number</code></p>', 'nodemod.eng.'),
    '<p class="nm-signature"><code>nodemod.eng.precacheModel(s): number</code></p>',
  );
});
