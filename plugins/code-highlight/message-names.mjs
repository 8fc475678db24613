/**
 * The user-message names of a TypeScript or JavaScript sample, each to be a link to its
 * page of the user-message catalogue (plugins/user-messages/catalogue.mjs): a string that is a
 * message's whole name (or `post:` and the name) where the code names a message, as the
 * first argument of `getUserMsgId`, `regUserMsg` or a listener's `on`, `once` or `off`,
 * or as the `type` of the options of `msg.send`. A name only one game registers leads to
 * its page; one both register, to the catalogue filtered by that name. Names in the shape
 * of the API finder's (./code-names.mjs), with the message's sizes as the popup's text.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {games, messagePath, sizeText} from '../user-messages/catalogue.mjs';

/** @typedef {import('./code-names.mjs').ApiName} ApiName */

/** Where a sample names a message: the quote's place is the string's start. */
const patterns = [
  /\b(?:getUserMsgId|regUserMsg|on|once|off|addListener|removeListener|prependListener)\(\s*(['"])(?:post:)?([A-Za-z]\w*)\1/g,
  /\btype:\s*(['"])([A-Za-z]\w*)\1/g,
];

/**
 * The pages of the messages, by name: the link's target (a site path) and the popup's text.
 * @param {import('../user-messages/catalogue.mjs').CatalogueData} data
 * @returns {Map<string, {key: string, type: string, doc: string}>}
 */
export function messageTargets(data) {
  /** @type {Map<string, {game: string, message: import('../user-messages/catalogue.mjs').Message}[]>} */
  const byName = new Map();
  for (const game of /** @type {(keyof typeof games)[]} */ (Object.keys(games))) {
    for (const message of data.games[game].messages) {
      byName.set(message.name, [...(byName.get(message.name) ?? []), {game, message}]);
    }
  }
  const out = new Map();
  for (const [name, list] of byName) {
    const key =
      list.length === 1 ? messagePath(/** @type {any} */ (list[0].game), name) : `/docs/messages?name=${name}`;
    const doc = list
      .map(({game, message}) => `${games[/** @type {keyof typeof games} */ (game)].label}: ${sizeText(message)}`)
      .join('; ');
    out.set(name, {key, type: `user message ${name}`, doc: `${doc}.`});
  }
  return out;
}

/**
 * The message names of a sample's text.
 * @param {string} text
 * @param {Map<string, {key: string, type: string, doc: string}>} targets
 * @returns {ApiName[]}
 */
export function findMessageNames(text, targets) {
  /** @type {ApiName[]} */
  const found = [];
  for (const pattern of patterns) {
    for (const m of text.matchAll(pattern)) {
      const target = targets.get(/** @type {string} */ (m[2]));
      if (!target) continue;
      // The string, quotes included, ends the match.
      const at = /** @type {number} */ (m.index);
      const start = at + m[0].lastIndexOf(/** @type {string} */ (m[1]), m[0].length - 2);
      const length = at + m[0].length - start;
      found.push({start, length, ...target});
    }
  }
  return found.sort((a, b) => a.start - b.start);
}

/** The targets of the site's data (plugins/site-data/user-messages.json), read once per site folder. */
const cache = new Map();
/** @param {string} root */
export function siteMessageTargets(root) {
  if (!cache.has(root)) {
    cache.set(
      root,
      messageTargets(JSON.parse(readFileSync(path.join(root, 'plugins/site-data/user-messages.json'), 'utf8'))),
    );
  }
  return cache.get(root);
}
