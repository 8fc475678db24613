/**
 * Where the matched words of a search result stand in its text, worked out when the
 * result is returned rather than stored in the index.
 *
 * lunr keeps, for every word of every indexed text, its place (`[start, length]`), and
 * the search bar marks the matched words of a result's text with those places. In the
 * index they were a quarter of its bytes as served. compact-index.mjs leaves them out
 * after the build, and the search worker gives them back to the few results a search
 * returns (sort-results.mjs), from each result's own text run through the pipeline
 * lunr indexed it with: its tokenizer, trimmer, stop-word filter and stemmer, as the
 * builder that `lunr()` makes sets them up (lunr 2.3.9, lib/lunr.js). The places are
 * the ones lunr would have stored.
 */
import lunr from 'lunr';

const pipeline = new lunr.Pipeline();
pipeline.add(lunr.trimmer, lunr.stopWordFilter, lunr.stemmer);

/**
 * Each term lunr indexes from `text`, with the place of every word that gave it.
 * @param {string} text
 * @returns {Map<string, [number, number][]>}
 */
export function termPositions(text) {
  /** @type {Map<string, [number, number][]>} */
  const terms = new Map();
  for (const token of pipeline.run(lunr.tokenizer(text))) {
    const term = token.toString();
    const places = terms.get(term) ?? [];
    places.push(/** @type {[number, number]} */ (token.metadata.position));
    terms.set(term, places);
  }
  return terms;
}

/**
 * Gives the matched terms of each result the places of their words in the result's
 * text (the field `t`), where the index has none; a result that has them is left alone.
 * @template {{document: Record<string, unknown>, metadata: Record<string, Record<string, {position?: [number, number][]}>>}} R
 * @param {R[]} results
 * @returns {R[]}
 */
export function fillPositions(results, field = 't') {
  for (const {document, metadata} of results) {
    /** @type {Map<string, [number, number][]> | undefined} */
    let terms;
    for (const [term, fields] of Object.entries(metadata)) {
      const match = fields[field];
      if (!match || match.position) continue;
      terms ??= termPositions(String(document[field] ?? ''));
      match.position = terms.get(term) ?? [];
    }
  }
  return results;
}
