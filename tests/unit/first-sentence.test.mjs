// src/lib/first-sentence.mjs: where a sentence ends, the one rule of every first sentence the
// site shows (a name map note's short answer in the name index, the reference's summaries, a
// code block's popups, the search index's summaries, an engine event's description).
import assert from 'node:assert/strict';
import test from 'node:test';
import {readFileSync} from 'node:fs';
import {firstSentence as shortAnswer, sentenceEnd} from '../../src/lib/first-sentence.mjs';

test('the first sentence, up to its full stop', () => {
  assert.equal(
    shortAnswer("Use Node's `setTimeout` or `setInterval`, in milliseconds rather than seconds. Keep the handle."),
    "Use Node's `setTimeout` or `setInterval`, in milliseconds rather than seconds.",
  );
  assert.equal(shortAnswer('Is it there? Then read it.'), 'Is it there?');
  assert.equal(shortAnswer('Stop now! Really.'), 'Stop now!');
  assert.equal(shortAnswer('One sentence only.'), 'One sentence only.');
  assert.equal(shortAnswer('No stop at all'), 'No stop at all');
});

test('a dot, a question mark or an exclamation mark in a name or in code ends no sentence', () => {
  assert.equal(
    shortAnswer('Call `nodemod.eng.time()` for real time. Not this.'),
    'Call `nodemod.eng.time()` for real time.',
  );
  assert.equal(shortAnswer('Read `a?. b` and `x! y` first. Then go.'), 'Read `a?. b` and `x! y` first.');
  assert.equal(shortAnswer('Paths such as `maps/de_dust2.bsp` work. More.'), 'Paths such as `maps/de_dust2.bsp` work.');
  assert.equal(shortAnswer('A version like 1.0.7 is kept. More.'), 'A version like 1.0.7 is kept.');
});

test('an abbreviation ends no sentence', () => {
  assert.equal(
    shortAnswer('Use a timer, e.g. `setTimeout`, instead. More.'),
    'Use a timer, e.g. `setTimeout`, instead.',
  );
  assert.equal(shortAnswer('Files, sounds, etc. are yours. More.'), 'Files, sounds, etc. are yours.');
});

test("every short answer the name map's notes give is a whole sentence with its code spans closed", () => {
  const map = JSON.parse(readFileSync(new URL('../../plugins/site-data/amxmodx-map.json', import.meta.url), 'utf8'));
  const notes = JSON.stringify(map)
    .match(/"note":"(?:[^"\\]|\\.)*"/g)
    .map((n) => JSON.parse(`{${n}}`).note);
  assert.ok(notes.length > 100, `${notes.length} notes`);
  for (const note of notes) {
    const answer = shortAnswer(note);
    assert.ok(note.startsWith(answer), note);
    assert.equal((answer.match(/`/g) ?? []).length % 2, 0, `code left open: ${answer}`);
    assert.match(answer, /[.!?]$|^[^.!?]*$/, `not a sentence: ${answer}`);
  }
});

test('a sentence may be looked for past a point, and the end of a piece of text need not end one', () => {
  const text = 'Short. A longer sentence follows here. And more.';
  assert.equal(sentenceEnd(text), 'Short.'.length);
  assert.equal(sentenceEnd(text, {from: 10}), text.indexOf('here.') + 'here.'.length);
  // A piece of a paragraph (a text node before a link): its last dot may not end the sentence.
  assert.equal(sentenceEnd('See the page.', {atEnd: false}), -1);
  assert.equal(sentenceEnd('See the page. Then', {atEnd: false}), 'See the page.'.length);
  assert.equal(sentenceEnd('No end here'), -1);
});
