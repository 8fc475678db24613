/**
 * Writes the user-message catalogue's pages (`/docs/messages/<game>/<Name>`) into
 * docs/messages/ when the build starts, one Markdown file per message the two games
 * register, from plugins/site-data/user-messages.json through plugins/user-messages/catalogue.mjs.
 * The folder is the build's, like the API reference's (never committed, .gitignore):
 * the docs plugin reads the files as it reads the guides, so each page gets the site's
 * shell, its table of contents, its Markdown twin and its place in the search index.
 * The catalogue's index, docs/messages.mdx, is hand-written.
 */
import {mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {games, messagePage} from './catalogue.mjs';

/** The folder of the written pages, under the docs folder. */
export const pagesFolder = 'messages';

/** The module that writes each page's text: its "Edit this page" leads there. */
export const writer = 'plugins/user-messages/catalogue.mjs';

/** The files each page is made from: its "last updated" is the newest commit of these. */
export const sourceFiles = ['plugins/site-data/user-messages.json', writer];

/**
 * Writes every message's page; returns how many.
 * @param {string} siteDir
 */
export function writeMessagePages(siteDir) {
  const data = JSON.parse(readFileSync(path.join(siteDir, 'plugins', 'site-data', 'user-messages.json'), 'utf8'));
  const dir = path.join(siteDir, 'docs', pagesFolder);
  rmSync(dir, {recursive: true, force: true});
  let count = 0;
  for (const game of /** @type {(keyof typeof games)[]} */ (Object.keys(games))) {
    mkdirSync(path.join(dir, game), {recursive: true});
    for (const message of data.games[game].messages) {
      writeFileSync(path.join(dir, game, `${message.name}.md`), messagePage(data, game, message, {sourceFiles}));
      count++;
    }
  }
  return count;
}

/**
 * The plugin: the pages are written when it is created, before any plugin loads its
 * content.
 * @param {{siteDir: string}} context
 */
export default function userMessages(context) {
  writeMessagePages(context.siteDir);
  return {name: 'user-messages'};
}
