/**
 * The user-message catalogue (plugins/user-messages/catalogue.mjs) over the committed data
 * (plugins/site-data/user-messages.json): a page for every registration, sizes that add up, the
 * samples' bytes, the places AMX Mod X gives each value; and the data's layouts checked
 * against the identifiers of the source lines they cite (tests/fixtures/user-message-lines.json,
 * written with the data from the pinned sources).
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {
  amxxRead,
  catalogueRows,
  eventFlags,
  games,
  layouts,
  messagePage,
  sampleWrites,
  samples,
  variableLimit,
  writeNumbers,
} from '../../plugins/user-messages/catalogue.mjs';

const root = path.resolve(import.meta.dirname, '..', '..');
const data = JSON.parse(readFileSync(path.join(root, 'plugins/site-data/user-messages.json'), 'utf8'));
const lines = JSON.parse(readFileSync(path.join(root, 'tests/fixtures/user-message-lines.json'), 'utf8')).lines;
const all = Object.keys(games).flatMap((game) => data.games[game].messages.map((message) => ({game, message})));
const find = (game, name) => data.games[game].messages.find((m) => m.name === name);
/** The bytes of a list of writes when each text is empty (a text's bytes are its length plus `plus`). */
const bytes = (writes) => writes.reduce((sum, w) => sum + (data.widths[w.type].bytes ?? data.widths[w.type].plus), 0);

test('every message the two games register has one page, titled with its name and game', () => {
  assert.equal(all.length, 36 + 83);
  const rows = catalogueRows(data);
  assert.equal(rows.length, all.length);
  assert.equal(new Set(rows.map((r) => r.path)).size, all.length);
  for (const {game, message} of all) {
    const page = messagePage(data, game, message, {sourceFiles: []});
    assert.match(page, new RegExp(`^title: "${message.name} \\(${games[game].label}\\)"$`, 'm'));
    assert.ok(page.includes(`REG_USER_MSG("${message.name}", ${message.size === null ? '-1' : message.sizeSource})`));
    assert.ok(
      rows.some(
        (r) => r.game === game && r.name === message.name && r.path === `/docs/messages/${game}/${message.name}`,
      ),
    );
  }
});

test('a fixed-size message: every send the build compiles that writes the same values each time adds up to its size, and so does its sample', () => {
  let checked = 0;
  for (const {game, message} of all.filter(({message}) => message.size !== null)) {
    for (const send of message.sends.filter((s) => s.built)) {
      if (!send.writes.every((w) => !w.when.length && w.repeat === null && !w.conditions.length)) continue;
      assert.equal(bytes(send.writes), message.size, `${game} ${message.name} ${send.file}:${send.line}`);
      checked++;
    }
    const sample = sampleWrites(message);
    if (sample) assert.equal(bytes(sample.writes), message.size, `${game} ${message.name}: the sample's bytes`);
  }
  assert.ok(checked > 150, `${checked} sends checked`);
});

test('a variable-size message states its bytes against the limit of 192', () => {
  assert.equal(variableLimit, 192);
  for (const {game, message} of all.filter(({message}) => message.size === null && message.sends.length)) {
    const page = messagePage(data, game, message, {sourceFiles: []});
    assert.match(page, /more than 192 bytes/, `${game} ${message.name}`);
    assert.match(page, /within (the limit of )?192 bytes|within the limit of 192/, `${game} ${message.name}`);
  }
});

test('the samples write the shortest form: an if left out, its else made, no loop', () => {
  // ReloadSound: a byte, then one of two bytes (if … else).
  const reload = sampleWrites(find('counter-strike', 'ReloadSound'));
  assert.deepEqual(
    reload.writes.map((w) => w.value),
    ['int((1.0f - (distance / MAX_DIST_RELOAD_SOUND)) * 255.0f)', '1'],
  );
  // SayText in Counter-Strike: the place name only `if (placeName)`.
  const say = sampleWrites(find('counter-strike', 'SayText'));
  assert.ok(!say.writes.some((w) => w.value === 'placeName'));
  assert.ok(say.left.some((w) => w.value === 'placeName'));
  // DeathMsg: ReGameDLL_CS's extra values, written only with flags, are left out.
  const death = sampleWrites(find('counter-strike', 'DeathMsg'));
  assert.deepEqual(
    death.writes.map((w) => w.type),
    ['BYTE', 'BYTE', 'BYTE', 'STRING'],
  );
  // The send sample begins the message for the send's destination, with a receiver only for one player.
  const curWeapon = samples(data, 'counter-strike', find('counter-strike', 'CurWeapon'));
  assert.match(curWeapon.send, /nodemod\.MSG_DEST\.ONE;/);
  assert.match(curWeapon.send, /messageBegin\(to, id, \[0, 0, 0\], player\)/);
  const deathSample = samples(data, 'counter-strike', find('counter-strike', 'DeathMsg'));
  assert.match(deathSample.send, /messageBegin\(to, id, \[0, 0, 0\], null\)/);
  assert.match(deathSample.read, /state\.data\[3\] as string/);
});

test("AMX Mod X numbers the values from 1; an else shares its if's place; after a value left out or repeated, no place is fixed", () => {
  const w = (type, when = [], repeat = null) => ({
    type,
    value: 'x',
    line: 1,
    when,
    repeat,
    conditions: [],
    built: true,
  });
  assert.deepEqual(writeNumbers([w('BYTE'), w('SHORT'), w('STRING')]), [
    {n: 1, exact: true},
    {n: 2, exact: true},
    {n: 3, exact: true},
  ]);
  assert.deepEqual(writeNumbers([w('BYTE'), w('BYTE', ['if (a)']), w('BYTE', ['else (of if (a))']), w('SHORT')]), [
    {n: 1, exact: true},
    {n: 2, exact: true},
    {n: 2, exact: true},
    {n: 3, exact: true},
  ]);
  assert.deepEqual(writeNumbers([w('BYTE'), w('STRING', ['if (b)']), w('SHORT')]), [
    {n: 1, exact: true},
    {n: 2, exact: true},
    {n: 3, exact: false},
  ]);
  assert.deepEqual(writeNumbers([w('BYTE', [], 'for (;;)'), w('SHORT')]), [
    {n: 1, exact: true},
    {n: 2, exact: false},
  ]);
  // The read of each type follows the data's AMX Mod X readings.
  assert.deepEqual(amxxRead(data, 'BYTE', 2), {event: 'read_data(2)', message: 'get_msg_arg_int(2)', kind: 'integer'});
  assert.deepEqual(amxxRead(data, 'COORD', 3), {
    event: 'read_data(3, value)',
    message: 'get_msg_arg_float(3)',
    kind: 'float',
  });
  assert.deepEqual(amxxRead(data, 'STRING', 4), {
    event: 'read_data(4, text, len)',
    message: 'get_msg_arg_string(4, text, len)',
    kind: 'string',
  });
  // register_event's flag: `b` for a send to one player, `a` for one to no one player.
  assert.equal(eventFlags(find('counter-strike', 'CurWeapon')), 'b');
  assert.equal(eventFlags(find('counter-strike', 'DeathMsg')), 'a');
});

test('sends writing the same types under the same conditions share a layout; others get their own', () => {
  for (const {message} of all) {
    const groups = layouts(message);
    assert.equal(
      groups.reduce((n, g) => n + g.sends.length, 0),
      message.sends.length,
    );
    for (const g of groups)
      for (const s of g.sends)
        assert.deepEqual(
          s.writes.map((x) => x.type),
          g.writes.map((x) => x.type),
        );
  }
  assert.ok(
    all.some(({message}) => layouts(message).length > 1),
    'a message with two layouts',
  );
});

/** The identifiers and numbers of a C expression, as the fixture keeps them for a line. */
const tokensOf = (expression) => expression.match(/[A-Za-z_]\w*|\d+(?:\.\d+)?/g) ?? [];

test('every layout is its source lines: each write names its macro and its value, each send its destination and message, each registration its name', () => {
  let writes = 0;
  for (const {game, message} of all) {
    const at = (file, line) => {
      const found = lines[`${game}:${file}:${line}`];
      assert.ok(found, `${game}:${file}:${line} is in the fixture`);
      return new Set(found);
    };
    const reg = at(message.registered.file, message.registered.line);
    assert.ok(
      reg.has('REG_USER_MSG') && reg.has(message.name) && reg.has(message.variable),
      `${message.name}: its registration`,
    );
    for (const send of message.sends) {
      const begin = at(send.block?.file ?? send.file, send.block?.line ?? send.line);
      assert.ok(begin.has('MESSAGE_BEGIN'), `${message.name} ${send.file}:${send.line}: MESSAGE_BEGIN`);
      if (!send.via) {
        assert.ok(begin.has(send.destination), `${message.name} ${send.file}:${send.line}: ${send.destination}`);
        assert.ok(begin.has(message.variable), `${message.name} ${send.file}:${send.line}: ${message.variable}`);
      }
      for (const w of send.writes) {
        const line = at(w.file ?? send.block?.file ?? send.file, w.line);
        assert.ok(line.has(`WRITE_${w.type}`), `${message.name} line ${w.line}: WRITE_${w.type}`);
        for (const token of tokensOf(w.value))
          assert.ok(line.has(token), `${message.name} line ${w.line}: ${token} of ${w.value}`);
        writes++;
      }
    }
  }
  assert.ok(writes > 700, `${writes} writes`);
});

test('the check of the lines fails on a layout that is not its source: a write of another type, a value not on its line', () => {
  const message = find('counter-strike', 'DeathMsg');
  const send = message.sends[0];
  const key = `counter-strike:${send.file}:${send.writes[0].line}`;
  const line = new Set(lines[key]);
  assert.ok(line.has('WRITE_BYTE'));
  assert.ok(!line.has('WRITE_SHORT'), 'a SHORT in its place would be caught');
  assert.ok(!tokensOf('pAttacker').every((t) => line.has(t)), 'another value would be caught');
});

test('a message named in a sample leads to its page: its own for one game, the filtered catalogue for both', async () => {
  const {findMessageNames, messageTargets} = await import('../../plugins/code-highlight/message-names.mjs');
  const targets = messageTargets(data);
  const code = [
    "nodemodCore.msg.on('post:DeathMsg', (state) => {});",
    "nodemodCore.msg.send({type: 'Money', dest: 1, data: [{type: 'long', value: 1}]});",
    'const id = nodemod.getUserMsgId("TeamNames");',
    "nodemod.on('dllSpawn', () => {});",
    "const label = 'Money'; // a string that names no message here",
  ].join('\n');
  const found = findMessageNames(code, targets).map((n) => [code.slice(n.start, n.start + n.length), n.key]);
  assert.deepEqual(found, [
    ["'post:DeathMsg'", '/docs/messages?name=DeathMsg'],
    ["'Money'", '/docs/messages/counter-strike/Money'],
    ['"TeamNames"', '/docs/messages/half-life/TeamNames'],
  ]);
  assert.match(targets.get('Money').doc, /^Counter-Strike: 5 bytes\.$/);
  // Every name's target is a page the catalogue has, or the catalogue.
  const pages = new Set(catalogueRows(data).map((r) => r.path));
  for (const [name, t] of targets) assert.ok(pages.has(t.key) || t.key === `/docs/messages?name=${name}`, name);
});

test("every sample's lines fit a code block beside the sidebar at 1280 px (76 characters)", () => {
  let lines = 0;
  for (const {game, message} of all) {
    const s = samples(data, game, message);
    if (!s) continue;
    for (const line of `${s.send}\n${s.read}`.split('\n')) {
      assert.ok(line.length <= 76, `${game} ${message.name}: ${line}`);
      lines++;
    }
  }
  assert.ok(lines > 3000, `${lines} lines`);
});
