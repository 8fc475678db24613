// src/lib/name-breaks.mjs: the one rule for where a name in a narrow cell may wrap, which
// the Markdown tables, the name map, the event finder and the port plan all follow.
import assert from 'node:assert/strict';
import test from 'node:test';
import {BREAK, breakPieces, leftWhole, namePieces, shortName} from '../../src/lib/name-breaks.mjs';

/** The pieces written as text, a break as `|` and kept text in brackets. */
const shown = (pieces) => pieces.map((p) => (p === BREAK ? '|' : typeof p === 'string' ? p : `[${p.keep}]`)).join('');

test('a long name breaks after each dot, underscore and slash, never inside a word', () => {
  assert.equal(shown(namePieces('VGuiWrap2_GetLocalizedStringLength')), 'VGuiWrap2_|GetLocalizedStringLength');
  assert.equal(shown(namePieces('nodemod.eng.precacheModel')), 'nodemod.|eng.|precacheModel');
  assert.equal(shown(namePieces('sound/items/gunpickup2.wav')), 'sound/|items/|gunpickup2.|wav');
  assert.equal(shown(namePieces('PLUGIN_HANDLED_MAIN')), 'PLUGIN_|HANDLED_|MAIN');
  // The text between two breaks is never cut: every piece but a break is a run of the name.
  for (const name of ['postDllGameInit_Post.x', 'nodemod.setMetaResult', 'a_b.c/d_e.f/g_h.i/j']) {
    const runs = namePieces(name).filter((p) => p !== BREAK);
    assert.equal(runs.join(''), name);
  }
});

test('the C arrow is kept whole, with a break after it and none before', () => {
  assert.equal(shown(namePieces('gpGlobals->v_forward')), 'gpGlobals[->]|v_|forward');
  // Even a short name with the arrow, and an arrow at the end gets no break after it.
  assert.equal(shown(namePieces('p->v')), 'p[->]|v');
  assert.equal(shown(breakPieces('pev->')), 'pev[->]');
});

test(`a name of ${shortName} characters or fewer is one piece; no break after a closing sign or between dots`, () => {
  assert.equal(shortName, 18);
  assert.deepEqual(namePieces('PLUGIN_HANDLED'), ['PLUGIN_HANDLED']);
  assert.deepEqual(namePieces('abcdefghijklmnopqr'), ['abcdefghijklmnopqr']);
  assert.equal(leftWhole('abcdefghijklmnopqr'), true);
  assert.equal(leftWhole('abcdefghijklmnopqrs'), false);
  assert.equal(shown(namePieces('abcdefghij_klmnopqrs')), 'abcdefghij_|klmnopqrs');
  assert.equal(shown(namePieces('abcdefghijklmnopqrstu.')), 'abcdefghijklmnopqrstu.');
  assert.equal(shown(namePieces('abcdefgh..ijklmnopqrs')), 'abcdefgh..|ijklmnopqrs');
  assert.equal(shown(namePieces('a_very_long name. with spaces')), 'a_|very_|long name. with spaces');
  assert.deepEqual(namePieces(''), []);
});
