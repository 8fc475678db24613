/**
 * A date as English writes it in short (`Nov 28, 2026`), in UTC: what
 * `new Intl.DateTimeFormat('en', {day: 'numeric', month: 'short', year: 'numeric',
 * timeZone: 'UTC'})` writes for the Gregorian calendar, without Intl. Making that
 * formatter is the slowest step of a docs page's hydration that is not React's own:
 * about 180 ms of the main thread at a phone's 4x slower CPU, for the one date of the
 * "Last updated" line (src/theme/LastUpdated). tests/unit/short-date.test.mjs holds it
 * to Intl's output, day by day.
 */

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * @param {Date} date
 * @returns {string}
 */
export function shortDate(date) {
  return `${months[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
