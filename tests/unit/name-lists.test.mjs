// The short text of a list of names that the porting page's data uses (src/lib/name-lists.mjs).
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import test from 'node:test';
import {decodeLists, decodeNames, encodeLists, encodeNames} from '../../src/lib/name-lists.mjs';

test('names are sorted and written as the prefix they share with the one before and the rest', () => {
  assert.equal(encodeNames(['pev_health', 'IN_ATTACK2', 'IN_ATTACK', 'pev_health2']), '0IN_ATTACK 92 0pev_health :2');
  assert.equal(encodeNames([]), '');
  assert.deepEqual(decodeNames(''), []);
});

test('every list of names the include files declare comes back as it was, sorted', () => {
  const data = JSON.parse(
    readFileSync(new URL('../../plugins/site-data/amxmodx-includes.json', import.meta.url), 'utf8'),
  );
  let names = 0;
  for (const kinds of Object.values(data.includes)) {
    // Kind by kind, as the porting page's data writes and reads them.
    const back = decodeLists(encodeLists(kinds));
    assert.deepEqual(Object.keys(back), Object.keys(kinds));
    for (const [kind, list] of Object.entries(kinds)) {
      assert.deepEqual(back[kind], [...list].sort());
      assert.deepEqual(decodeNames(encodeNames(list)), [...list].sort());
      names += list.length;
    }
  }
  assert.ok(names > 4000, `${names} names`);
});

test('a long shared prefix and a name that starts with a digit or a capital survive', () => {
  const long = 'x'.repeat(90);
  const list = [long, `${long}y`, '9lives', 'Abc', 'Abcd'];
  assert.deepEqual(decodeNames(encodeNames(list)), [...list].sort());
});

test('an empty name or one with a space is refused', () => {
  assert.throws(() => encodeNames(['ok', '']), /not a name/);
  assert.throws(() => encodeNames(['two words']), /not a name/);
});
