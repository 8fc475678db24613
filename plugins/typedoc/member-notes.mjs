/**
 * The line under each member of the API reference: its HLSDK, Metamod and
 * AMX Mod X names and a link to its implementation at the pinned commit, from
 * the member index (`--memberIndex`, written by docusaurus.config.ts from
 * `api-src/member-*.json` through `plugins/site-data/api-names.ts` and
 * `plugins/site-data/source-links.ts`), and, when the site's repository is known, where
 * the member is declared in `api-src/`. Applied by plugin.mjs to each page TypeDoc writes.
 */
import path from 'node:path';
import {anchorTarget} from '../../src/lib/member-key.mjs';

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
  // The release that added or changed the member, linked to its entry on the changes page.
  const parts = since ? [`<a href="${escapeAttr(since.href)}">${escapeHtml(since.text)}</a>`] : [];
  // An event's contract in two words: how often it fires (a link to its row in the event
  // finder) and what superseding it gives.
  const badgeLine = badges
    ? `<a href="${escapeAttr(badges.href)}">${escapeHtml(badges.when)}</a> <small>${escapeHtml(badges.block)}</small> `
    : '';
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
  if (source) parts.push(`<a href="${escapeAttr(source)}">Source</a>`);
  if (declaration) parts.push(`<a>${escapeHtml(declaration)}</a>`);
  // The badges are set apart by their borders, the other parts by a middle dot.
  return parts.length || badgeLine ? `<p ${classAttr}="${className}">${badgeLine}${parts.join(' · ')}</p>\n\n` : '';
}

/**
 * The `page#anchor` key of the member a section inherits from another page of
 * the reference, read from its "Inherited from" link
 * (``[`Entvars`](Entvars.md).[`origin`](Entvars.md#origin)``), or null.
 * @param {string} section
 * @param {string} target the page's path under /docs/api/
 */
export function inheritedKey(section, target) {
  const link = section.match(
    /^\*\*Inherited from\*\*\n\n\[`\w+`\]\(([\w./-]+)\.mdx?\)\.\[`\w+`\]\(\1\.mdx?#([\w-]+)\)/m,
  );
  if (!link) return null;
  const page = path.posix.normalize(path.posix.join(path.posix.dirname(target), link[1]));
  return `${page}#${link[2]}`;
}

/**
 * Adds each member's line (`memberNote`) under its `###` heading (after its
 * signature, when it has one); the page's own line is written under its title by
 * the `content.begin` hook of plugin.mjs. `target` is the
 * page's path under /docs/api/ (`nodemod/Interface/Engine`); `index` holds
 * `names` and `sources` keyed by `page#anchor`, `badges`, an event's two badges
 * (plugins/site-data/events.ts), `since`, the line of a member that a release added or
 * changed (plugins/site-data/api-changes.ts), and `declarations`, where each member is
 * declared (`events.d.ts:123`, plugin.mjs).
 */
export function addMemberNotes(markdown, target, index, classAttr = 'class') {
  const names = index.names ?? {};
  const sources = index.sources ?? {};
  const since = index.since ?? {};
  const declarations = index.declarations ?? {};
  const [head, ...sections] = markdown.split(/^(?=### )/m);
  return (
    head +
    sections
      .map((section) => {
        const heading = section.match(/^### ((?:\w|\\_)+).*$/m);
        if (!heading) return section;
        // The heading's text as Docusaurus makes its anchor: Markdown escapes undone.
        heading[1] = heading[1].replace(/\\_/g, '_');
        const own = anchorTarget(`${target}#${heading[1]}`);
        // A member inherited from another page of the reference (Entity's fields, from
        // Entvars) reads like the member it inherits: its names and source, marked
        // `api-inherited` so that the search index finds them once, on their own page.
        const parent = names[own] || sources[own] ? null : inheritedKey(section, target);
        const key = parent ?? own;
        // A post event shares most names with its pre event, whose entry shows them:
        // it shows only its own (an AMX Mod X forward that fires after the call).
        // With none, its one sentence ends with the link to its hook: on the
        // heaviest page of the site, 205 lines of their own would cost 5 KB of HTML.
        const pre = target.endsWith('/EventCallbacks') && heading[1].match(/^post([A-Z])(\w*)/);
        const preNames = pre ? (names[anchorTarget(`${target}#${pre[1] + pre[2]}`)] ?? []) : [];
        const shown = (names[key] ?? []).filter((n) => !preNames.some((p) => p.kind === n.kind && p.name === n.name));
        if (pre && shown.length === 0 && sources[key] && !since[own] && !declarations[own]) {
          return section.replace(/^(### .*\n\n(?!<)[^\n]+)\n/, `$1 [Source](${sources[key]})\n`);
        }
        const note = memberNote(
          shown,
          sources[key],
          section.replace(/ \{#.*\}$/m, ''),
          classAttr,
          parent ? 'nm-also api-inherited' : 'nm-also',
          (index.badges ?? {})[own],
          since[own],
          declarations[own],
        );
        if (!note) return section;
        const after = section.match(/^### .*\n\n(?:<p class="nm-signature">.*<\/p>\n\n)?/);
        return after[0] + note + section.slice(after[0].length);
      })
      .join('')
  );
}
