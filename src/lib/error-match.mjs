/**
 * Which message of the errors index (/docs/errors) explains a line a reader
 * pasted from a server's console: each message has a pattern, a regular
 * expression written from its format string by scripts/engine-errors.mjs (its
 * fixed text escaped, each value that varies a group). The pattern that matches
 * the most fixed text wins. Used by the page's paste box in the browser and by
 * the tests over every message of plugins/site-data/engine-errors.json.
 */

/**
 * How well a pattern explains a printed line: the number of characters of
 * its match that are fixed text (the match's length less its groups'), or -1
 * when it does not match. Of several patterns the highest wins: the one that
 * matched the most of the message's own words.
 * @param {string} pattern
 * @param {string} line
 */
export function literalRank(pattern, line) {
  const m = new RegExp(pattern).exec(line);
  if (!m) return -1;
  return m[0].length - m.slice(1).reduce((sum, g) => sum + (g?.length ?? 0), 0);
}

/**
 * The entries whose patterns explain a line best (highest literalRank; all
 * of those tied), or none when no pattern matches.
 * @template {{pattern: string}} T
 * @param {T[]} entries
 * @param {string} line
 * @returns {{rank: number, entries: T[]}}
 */
export function bestMatches(entries, line) {
  let rank = -1;
  let best = [];
  for (const e of entries) {
    const r = literalRank(e.pattern, line);
    if (r > rank) {
      rank = r;
      best = [e];
    } else if (r === rank && r >= 0) best.push(e);
  }
  return {rank, entries: best};
}
