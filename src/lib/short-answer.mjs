/**
 * A note's first sentence: the short answer the name index gives in the row of an AMX Mod X
 * name the guide maps to no member (`set_task`: "Use Node's `setTimeout` or `setInterval`,
 * in milliseconds rather than seconds."). A sentence ends at a `.`, `!` or `?` followed by
 * a space or the end of the note, outside code (`nodemod.eng`, `` `a. b` ``, `` `x?` ``) and
 * not after an abbreviation such as "e.g.".
 */

/** Abbreviations whose dot ends no sentence. */
const abbreviations = /(?:^|[\s(])(?:e\.g|i\.e|etc|vs|cf)\.$/i;

/**
 * @param {string} note
 * @returns {string}
 */
export function shortAnswer(note) {
  let inCode = false;
  for (let i = 0; i < note.length; i++) {
    const c = note[i];
    if (c === '`') inCode = !inCode;
    else if (!inCode && '.!?'.includes(c) && (i + 1 === note.length || /\s/.test(note[i + 1]))) {
      const sentence = note.slice(0, i + 1);
      if (!abbreviations.test(sentence)) return sentence;
    }
  }
  return note;
}
