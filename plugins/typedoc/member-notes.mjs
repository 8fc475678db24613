/**
 * The line under each member of the API reference: its HLSDK, Metamod and
 * AMX Mod X names and a link to its implementation at the pinned commit, from
 * the member index (`--memberIndex`, written by docusaurus.config.ts from
 * `api-src/member-*.json` through `plugins/site-data/api-names.ts` and
 * `plugins/site-data/source-links.ts`), and, when the site's repository is known, where
 * the member is declared in `api-src/`. Written as TypeDoc writes each member (the
 * theme's `member`, theme.mjs) and a page's title (plugin.mjs, `content.begin`).
 */

/**
 * What a page's member lines are made of, by page (the page event TypeDoc renders):
 * its key in the member index (`nodemod/Interface/Engine`) and the index, with where
 * each member is declared; set by plugin.mjs as each page begins, read by the theme.
 * @type {WeakMap<object, {target: string, prefix: string, index: MemberIndex | null}>}
 */
export const pageIndexes = new WeakMap();

/**
 * @typedef {object} MemberIndex
 * @property {Record<string, {name: string, kind: string, where?: string}[]>} [names]
 * @property {Record<string, string>} [sources]
 * @property {Record<string, {href: string, when: string, block: string}>} [badges]
 * @property {Record<string, {href: string, text: string}>} [since]
 * @property {Record<string, string>} declarations
 */

export const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const escapeAttr = (text) => escapeHtml(text).replace(/"/g, '&quot;');

/** The labels of the kinds of other names, in the order a line shows them. */
const nameLabels = [
  ['hlsdk', 'HLSDK'],
  ['engine', 'Engine'],
  ['metamod', 'Metamod'],
  ['amxx', 'AMX Mod X'],
];

/**
 * The label of an AMX Mod X name, by the include file that declares it: its
 * module (fakemeta, engine, Ham Sandwich), or AMX Mod X for the core's own
 * includes and the constants of `hlsdk_const.inc` and `message_const.inc`.
 * @param {string | undefined} include
 */
export function amxxModule(include = '') {
  if (/^fakemeta/.test(include)) return 'fakemeta';
  if (/^engine/.test(include)) return 'engine';
  if (/^(hamsandwich|ham_const)/.test(include)) return 'Ham Sandwich';
  return 'AMX Mod X';
}

/**
 * The first parts of a member's line, as HTML: the release that added or changed it,
 * linked to its entry on the changes page, then its other names by kind, those its
 * text already shows (its heading or a name in backticks) left out.
 * @param {{name: string, kind: string, where?: string}[]} names
 * @param {string} text
 * @param {{href: string, text: string} | null} since
 */
export function nameParts(names, text, since) {
  const parts = since ? [`<a href="${escapeAttr(since.href)}">${escapeHtml(since.text)}</a>`] : [];
  const shown = (name) => !text.includes(`\`${name}\``) && !new RegExp(`^### .* ${name}( |$)`, 'm').test(text);
  for (const [kind, kindLabel] of nameLabels) {
    // AMX Mod X names by the module that declares them: fakemeta's `FM_Spawn` and the
    // engine module's `pfn_spawn` are two ways to the same hook, not one name.
    const groups = new Map();
    for (const n of names.filter((m) => m.kind === kind && shown(m.name))) {
      const label = kind === 'amxx' ? amxxModule(n.where) : kindLabel;
      groups.set(label, new Set([...(groups.get(label) ?? []), n.name]));
    }
    for (const [label, own] of groups)
      parts.push(`<b>${label}</b> ${[...own].map((n) => `<code>${escapeHtml(n)}</code>`).join(' ')}`);
  }
  return parts;
}

/**
 * The line under a member's heading: its other names by kind, then the link to
 * its source, then where it is declared. Names the member's text already shows (its heading or a name in
 * backticks) are left out. `classAttr` is
 * `class` in Markdown pages and `className` in MDX pages.
 *
 * The declaration (`events.d.ts:123`, its file relative to the reference's folder
 * in `api-src/`, and its line) is written as a link without an address: a link to
 * it at the build's commit would add about 100 bytes to each of the 205 pre events
 * of the heaviest page (6 % of its HTML); the file and line take 26. The browser
 * gives it its address (src/client/declaration-links.ts); without JavaScript it is
 * the file and line as text.
 */
export function memberNote(
  names = [],
  source,
  text = '',
  classAttr = 'class',
  className = 'nm-also',
  badges = null,
  since = null,
  declaration = null,
) {
  const parts = nameParts(names, text, since);
  // An event's contract in two words: how often it fires (a link to its row in the event
  // finder) and what superseding it gives.
  const badgeLine = badges
    ? `<a href="${escapeAttr(badges.href)}">${escapeHtml(badges.when)}</a> <small>${escapeHtml(badges.block)}</small> `
    : '';
  if (source) parts.push(`<a href="${escapeAttr(source)}">Source</a>`);
  if (declaration) parts.push(`<a>${escapeHtml(declaration)}</a>`);
  // The badges are set apart by their borders, the other parts by a middle dot.
  return parts.length || badgeLine ? `<p ${classAttr}="${className}">${badgeLine}${parts.join(' · ')}</p>\n\n` : '';
}

/**
 * A post event's names that its pre event lacks (an AMX Mod X forward that fires after
 * the call): its pre event's entry, where the post event is a line, shows the others.
 * @param {MemberIndex} index
 * @param {string} key the post event's `page#anchor`
 * @param {string} pre its pre event's
 */
export function ownNames(index, key, pre) {
  const preNames = index.names?.[pre] ?? [];
  return (index.names?.[key] ?? []).filter((n) => !preNames.some((p) => p.kind === n.kind && p.name === n.name));
}

/**
 * The line under one member's heading (`memberNote`), or ''. `key` is the member's
 * `page#anchor` (`nodemod/Interface/Engine#precachemodel`); `inherited`, the key of the
 * member it inherits from another page of the reference (Entity's fields, from Entvars),
 * whose names and source it shows, marked `api-inherited` so that the search index finds
 * them once, on their own page; `text`, the member's heading and body as written, whose
 * names are not repeated; `classAttr`, `className` on an MDX page. `index` holds `names`
 * and `sources` keyed by `page#anchor`, `badges`, an event's two badges
 * (plugins/site-data/events.ts), `since`, the line of a member that a release added or
 * changed (plugins/site-data/api-changes.ts), and `declarations`, where each member is
 * declared (`events.d.ts:123`, plugin.mjs).
 * @param {MemberIndex} index
 * @param {string} key
 * @param {string | null} inherited
 * @param {string} text
 * @param {string} [classAttr]
 */
export function memberLine(index, key, inherited, text, classAttr = 'class') {
  const names = index.names ?? {};
  const sources = index.sources ?? {};
  const parent = names[key] || sources[key] ? null : inherited;
  const from = parent ?? key;
  return memberNote(
    names[from],
    sources[from],
    text,
    classAttr,
    parent ? 'nm-also api-inherited' : 'nm-also',
    (index.badges ?? {})[key],
    index.since?.[key],
    index.declarations?.[key],
  );
}
