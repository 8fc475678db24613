/**
 * Where a sentence ends: the one rule behind every "first sentence" the site shows
 * (the reference's summaries and at-a-glance tables, a code block's popups, the search
 * index's summary of a member, an engine event's description, the name index's short
 * answer, the porting tool's notes, a twin's one-line descriptions).
 *
 * A sentence ends at a `.`, `!` or `?` followed by white space or the end of the text,
 * outside a code span (`` `nodemod.eng` ``, `` `a. b` ``), and not where the dot ends an
 * abbreviation ("e.g.", "i.e.", "etc.", "vs.", "cf.").
 */

/** Abbreviations whose dot ends no sentence. */
const abbreviation = /(?:^|[\s(])(?:e\.g|i\.e|etc|vs|cf)$/i;

/**
 * The index just past the end of the first sentence that ends at or after `from`,
 * or -1 when none does. With `atEnd: false` the end of the text ends no sentence (the
 * text is a piece of a longer one).
 * @param {string} text
 * @param {{from?: number, atEnd?: boolean}} [options]
 * @returns {number}
 */
export function sentenceEnd(text, {from = 0, atEnd = true} = {}) {
  let inCode = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '`') inCode = !inCode;
    if (inCode || i < from || (c !== '.' && c !== '!' && c !== '?')) continue;
    const last = i + 1 === text.length;
    if (last ? !atEnd : !/\s/.test(text[i + 1])) continue;
    if (c === '.' && abbreviation.test(text.slice(0, i))) continue;
    return i + 1;
  }
  return -1;
}

/**
 * The first sentence of a text, or the whole text when no sentence ends in it.
 * @param {string} text
 * @returns {string}
 */
export function firstSentence(text) {
  const end = sentenceEnd(text);
  return end === -1 ? text : text.slice(0, end);
}
