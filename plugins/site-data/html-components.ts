/**
 * The MDX components whose content is data, as the elements the build puts in
 * their place (plugins/static-islands expands them): the name index
 * (`<NameIndex />`) and the tables of the AMX Mod X name map
 * (`<AmxxNameTable topic="…" />`) and their coverage of each include file
 * (`<AmxxCoverage />`). They are plain HTML elements in the page's
 * content, so the server renders them with the page, React keeps them as the
 * server wrote them, and neither the data nor a component that renders it is
 * shipped to the browser. Links are `a` elements, which become the site's
 * links (`@docusaurus/Link`) like any link of the content. The Markdown twins
 * are written from the same elements (plugins/markdown-twins, componentNodes).
 */
import {amxxMappings, amxxTopics, fitLabel, type AmxxTopic} from './amxmodx';
import {
  apiReleases,
  changeAnchor,
  changeSentence,
  commitUrl,
  migrationChanges,
  packageName,
  unreleased,
  type ApiChange,
  type ChangePart,
} from './api-changes';
import {amxxRowId, apiHref} from '../../src/data/amxmodx-equivalents';
import {includeCoverage} from './amxmodx-coverage';
import {guideLinkText, nameRowsFrom, type NameRow} from './api-names';
import {BREAK, namePieces} from '../../src/lib/name-breaks.mjs';
import {columnLabels} from '../table-cards/card-labels.mjs';
import {catalogueRows, games as messageGames, type CatalogueData} from '../user-messages/catalogue.mjs';
import userMessages from './user-messages.json';
import {
  engineLimits,
  groupMessages,
  hostErrorBehaviour,
  messageAnchor,
  messageFacts,
  messageText,
  type FactPart,
} from './error-index';
import {
  amxxParts,
  argumentGroups,
  blockable,
  citationText,
  citationUrl,
  convertersByKind,
  coreParts,
  engineCallCount,
  engineFunction,
  eventContracts,
  eventHref,
  finderRowId,
  frequencyLabels,
  missingEngineFunction,
  raisedLabels,
  rowCitations,
  type EventContract,
  type Part,
} from './events';

/** An element of the HTML syntax tree (hast). */
export interface HastElement {
  type: 'element';
  tagName: string;
  properties: Record<string, string | string[] | boolean>;
  children: HastChild[];
  /** What the build reads and the HTML does not carry (`toc: false`: not in the table of contents). */
  data?: Record<string, unknown>;
}

/**
 * An element written as JSX in MDX: MDX renders it as the element itself, not
 * through the site's MDX components (for `code`, the theme's inline code or
 * code block).
 */
interface ExplicitJsx {
  type: 'mdxJsxTextElement';
  name: string;
  attributes: never[];
  children: HastChild[];
  data: {_mdxExplicitJsx: true};
}

type HastChild = HastElement | ExplicitJsx | {type: 'text'; value: string};
type Child = HastElement | ExplicitJsx | string | null | false;

const text = (child: Exclude<Child, null | false>): HastChild =>
  typeof child === 'string' ? {type: 'text', value: child} : child;

function h(tagName: string, properties: HastElement['properties'] = {}, ...children: (Child | Child[])[]): HastElement {
  return {
    type: 'element',
    tagName,
    properties,
    children: children
      .flat()
      .filter((child): child is Exclude<Child, null | false> => Boolean(child))
      .map(text),
  };
}

/**
 * Inline code as a plain `code` element: with a `wbr` inside, the MDX `code`
 * component would take it for a code block.
 */
function code(...children: Child[]): ExplicitJsx {
  return {
    type: 'mdxJsxTextElement',
    name: 'code',
    attributes: [],
    children: children.filter((child): child is Exclude<Child, null | false> => Boolean(child)).map(text),
    data: {_mdxExplicitJsx: true},
  };
}

/**
 * An identifier as inline code that may wrap only where src/lib/name-breaks.mjs lets a
 * name wrap (`VGuiWrap2_` `GetLocalizedStringLength`), never inside a word.
 */
function identifier(name: string): ExplicitJsx {
  return code(
    ...namePieces(name).map((piece) =>
      piece === BREAK ? h('wbr') : typeof piece === 'string' ? piece : h('span', {className: ['nm-keep']}, piece.keep),
    ),
  );
}

/**
 * A table's head: one row of column headings. A column of names the page sets in code
 * by its style (to spare an element per cell) says so with `data-code`, for the
 * Markdown twin, which writes those cells as code (plugins/markdown-twins, componentNodes).
 */
const headRow = (labels: string[], codeColumns: number[] = []) =>
  h(
    'thead',
    {},
    h(
      'tr',
      {},
      labels.map((label, i) =>
        h('th', codeColumns.includes(i) ? {scope: 'col', dataCode: true} : {scope: 'col'}, label),
      ),
    ),
  );

/** The `backticked` parts of a note as inline code, its [links](/docs/…) as links; the rest plain text. */
function note(text: string): Child[] {
  return text
    .split(/(`[^`]+`|\[[^\]]+\]\([^)\s]+\))/)
    .filter(Boolean)
    .map((part) => {
      if (part.length > 1 && part.startsWith('`') && part.endsWith('`')) return identifier(part.slice(1, -1));
      // A link written as in Markdown: `[the user-message catalogue](/docs/messages)`.
      const link = part.match(/^\[([^\]]+)\]\(([^)\s]+)\)$/);
      return link ? h('a', {href: link[2]!}, link[1]!) : part;
    });
}

/** A NodeMod equivalent in the AMX Mod X name map: its name, linked to the reference. */
const equivalentLink = (e: (typeof amxxMappings)[number]['nodemod'][number]) =>
  h('a', {href: apiHref(e.target)}, identifier(e.code));

/**
 * `<AmxxNameTable topic="…" />`: one topic of the AMX Mod X name map, the Pawn
 * name with the include file that declares it, the NodeMod equivalents (each
 * linked to the API reference) and a note. On narrow screens each row is a
 * card whose cells are labelled (src/css/custom.css).
 */
export function amxxNameTable({topic}: Record<string, string>): HastElement {
  if (!(topic in amxxTopics)) throw new Error(`AmxxNameTable: unknown topic ${topic}`);
  const rows = amxxMappings.filter((row) => row.topic === (topic as AmxxTopic));
  return h(
    'table',
    {className: ['nm-amxx-table']},
    // The heading above the table shows the topic; the caption names the table for assistive technology.
    h('caption', {className: ['nm-visually-hidden']}, amxxTopics[topic as AmxxTopic]),
    headRow(['AMX Mod X', 'NodeMod', 'Notes']),
    h(
      'tbody',
      {},
      rows.map((row) =>
        h(
          'tr',
          // The name index links here (plugins/site-data/api-names.ts).
          {id: amxxRowId(row.amxx)},
          // The space keeps the name and its include file apart in the search index's text.
          h('th', {scope: 'row'}, identifier(row.amxx), ' ', h('span', {className: ['nm-amxx-include']}, row.include)),
          h(
            'td',
            {dataLabel: 'NodeMod'},
            fitLabel(row),
            row.nodemod.length === 0
              ? null
              : // One equivalent is its link alone; several are a list (258 of 353 rows have one:
                // a list each would be 516 elements more on a page of about 8,000).
                row.nodemod.length === 1
                ? [fitLabel(row) && ' ', equivalentLink(row.nodemod[0]!)]
                : h(
                    'ul',
                    {className: ['nm-amxx-equivalents']},
                    row.nodemod.map((e) => h('li', {}, equivalentLink(e))),
                  ),
          ),
          h('td', row.note ? {dataLabel: 'Notes'} : {}, row.note ? note(row.note) : null),
        ),
      ),
    ),
  );
}

/** The group a name is listed under: its first letter, or `#` for a name that starts otherwise. */
function nameGroup(name: string): string {
  const first = name
    .replace(/^[^A-Za-z0-9]+/, '')
    .charAt(0)
    .toUpperCase();
  return /[A-Z]/.test(first) ? first : '#';
}

/** What a name index row's NodeMod cell holds: its members, or the way to the guide's row. */
function nodemodCell(row: NameRow): Child[] {
  const members = row.members.flatMap((m, i) => [i > 0 && ', ', h('a', {href: `/docs/api/${m.target}`}, m.code)]);
  if (!row.guide) return members;
  const {href, equivalents, answer} = row.guide;
  const link = h('a', {href}, guideLinkText(equivalents, Boolean(answer)));
  if (answer) return [...note(answer), ' (', link, ')'];
  return equivalents === 1 ? [...members, ' (', link, ')'] : [link];
}

/** The characters of text in a cell's content. */
function textLength(children: Child[]): number {
  return children.reduce<number>((n, child) => {
    if (!child) return n;
    if (typeof child === 'string') return n + child.length;
    if ('value' in child && typeof child.value === 'string') return n + child.value.length;
    return n + textLength(('children' in child ? (child.children as Child[]) : []) ?? []);
  }, 0);
}

/** The characters of text in each cell of a name index row; whether "Known in" is a list. */
type RowText = {name: number; nodemod: number; known: number; knownList?: boolean};

/** Lines of `length` characters at `perLine` a line. */
const lines = (length: number, perLine: number) => Math.max(1, Math.ceil(length / Math.max(1, perLine)));

/**
 * The height, in rem, of a name index table laid out in an article `width` pixels wide,
 * estimated when the page is built for the style sheet to give the table until it is laid
 * out (content-visibility). The browser gives each column the least it can take (its
 * heading's longest word: the body's cells may wrap anywhere) and shares the rest of the
 * width in proportion to how much wider each column's widest unwrapped cell is, so each
 * column's share comes from its longest text: code at 7.56 px a character (the name and
 * NodeMod columns, 0.875 of 0.9rem), prose at about 7.2 px ("Known in"). A row is as tall
 * as its cell of most lines (20.8 px a line of code, 23.8 px of prose; lines wrap between
 * words, so a line of code holds about 85% of what would fit, see below for prose), with 25 px of padding and
 * border; the head row takes 49 px. Measured at 1280 px, the page's 21 tables left to
 * content-visibility counted between 0.2% less and 40% more than they take, the page as
 * loaded 8% more than laid out, before the 3% added to each. Prose wraps at about 80% of what
 * would fit, a "Known in" list at about 70%: its tables (`HLSDK enginefuncs_t, Metamod
 * enginefuncs_t, GetEngineFunctions, …`) break at commas, and at 80% the HLSDK page's table of
 * 334 `pfn` names counted 0.7% less than it takes at 1280 px.
 */
function tableHeight(rows: RowText[], width: number): number {
  const code = 7.56;
  const prose = 7.2;
  const padding = 24;
  const widest = (cell: 'name' | 'nodemod' | 'known', perChar: number) =>
    Math.max(...rows.map((row) => row[cell])) * perChar + padding;
  const most = [widest('name', code), widest('nodemod', code), widest('known', prose)];
  // The least a column takes is its heading's longest word ("Name", "NodeMod", "Known"),
  // in the head's bold type, with padding: the body's cells may wrap anywhere, the head's not.
  const least = [58, 84, 67];
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  const spare = (width - sum(least)) / (sum(most) - sum(least));
  const [name, nodemod, known] = most.map((w, i) => (spare >= 1 ? w : least[i]! + (w - least[i]!) * spare) - padding);
  const px = rows.reduce(
    (sum, row) =>
      sum +
      25 +
      Math.max(
        20.8 * Math.max(lines(row.name, name / code), lines(row.nodemod, (nodemod / code) * 0.85)),
        23.8 * lines(row.known, (known / prose) * (row.knownList ? 0.7 : 0.8)),
      ),
    49,
  );
  // 3% to spare: a table must not count less than it takes (see src/css/custom.css).
  return Math.ceil((px * 1.03) / 16);
}

/**
 * The height, in rem, of a name index table as cards on a phone (at most 640 px wide): a
 * card per row of three labelled cells, each a label line and its text in lines of the
 * characters that fit a 360 px screen's card (measured at 390 px: the name 22, the NodeMod
 * cell 39, "Known in" 34, scaled to the narrower card), with 5% to spare, so that a table
 * counts no less than it takes.
 */
function cardsHeight(rows: RowText[]): number {
  const scale = 302 / 332;
  const px = rows.reduce(
    (sum, row) =>
      sum +
      (80 + 20.8 * (lines(row.name, 22 * scale) + lines(row.nodemod, 39 * scale) + lines(row.known, 34 * scale))) *
        1.05 +
      12,
    0,
  );
  return Math.ceil(px / 16);
}

/**
 * The heights a name index table is given until it is laid out (src/css/custom.css): in
 * the article of a 1280 px window (703 px wide), in the narrowest article beside the
 * sidebar and the table of contents (997 px, 491 px wide; wider windows without them, from
 * 641 px, have a wider article, so the table counts more than it takes), and as cards.
 */
function nameTableStyle(rows: RowText[]): string {
  return [
    `--nm-wide-height: ${tableHeight(rows, 703)}rem`,
    `--nm-narrow-height: ${tableHeight(rows, 491)}rem`,
    `--nm-cards-height: ${cardsHeight(rows)}rem`,
  ].join('; ');
}

/** The id of a name's row in the index (`name-pev_health`), for links to one name. */
function nameRowId(name: string): string {
  return `name-${name.replace(/[^A-Za-z0-9_]+/g, '-')}`;
}

/**
 * `<NameIndex source="sdk" />` (or `"amxx"`): the HLSDK, engine and Metamod names, or the
 * AMX Mod X names, of the API and the members they name (plugins/site-data/api-names.ts), one
 * row per name (with an id of its own, `#name-pev_health`), in one table per
 * first letter (each with its heading), after a line of links to the letters. A
 * table per letter is laid out only when it is near the screen, where one table
 * of a thousand rows was laid out whole. The NodeMod column comes second, so the
 * answer is in view on any screen; on a phone each row is a card.
 */
export function nameIndex({source}: Record<string, string>): HastElement[] {
  const groups = new Map<string, NameRow[]>();
  for (const row of nameRowsFrom(source)) {
    const group = nameGroup(row.name);
    groups.set(group, [...(groups.get(group) ?? []), row]);
  }
  const id = (group: string) => `names-${group === '#' ? 'other' : group.toLowerCase()}`;
  const letters = h(
    'p',
    {className: ['nm-name-letters']},
    [...groups.keys()].flatMap((group, i) => [i > 0 && ' ', h('a', {href: `#${id(group)}`}, group)]),
  );
  const ids = new Set<string>();
  return [
    letters,
    ...[...groups].flatMap(([group, rows]) => [
      h('h2', {id: id(group)}, group === '#' ? 'Other names' : group),
      h(
        'table',
        // Its row count (the height it is given until it is laid out) is written by the
        // islands plugin, as for every table of an article; its estimated heights come first.
        {
          className: ['nm-name-index'],
          style: nameTableStyle(
            rows.map((row) => ({
              name: row.name.length,
              nodemod: textLength(nodemodCell(row)),
              known: row.known.join(', ').length,
              knownList: row.known.join(', ').includes(', '),
            })),
          ),
        },
        headRow(['Name', 'NodeMod', 'Known in'], [0]),
        h(
          'tbody',
          {},
          rows.map((row) => {
            const rowId = nameRowId(row.name);
            if (ids.has(rowId)) throw new Error(`NameIndex: two names have the row id ${rowId}`);
            ids.add(rowId);
            return h(
              'tr',
              {id: rowId},
              h('th', {scope: 'row'}, row.name),
              // The cards of a phone label these cells from the style sheet: 1,246 rows
              // of `data-label` attributes weighed 50 KB.
              h('td', {}, nodemodCell(row)),
              h('td', {}, row.known.join(', ')),
            );
          }),
        ),
      ),
    ]),
  ];
}

/**
 * `<AmxxCoverage />`: for each include file of AMX Mod X that declares functions,
 * how many natives, forwards and stocks it declares and how many of them the name
 * map gives an equivalent or a way around, or says has none (plugins/site-data/amxmodx-coverage.ts).
 */
export function amxxCoverage(): HastElement {
  const labels = ['Natives', 'Forwards', 'Stocks', 'With an equivalent', 'Way around', 'No equivalent', 'Status'];
  return h(
    'table',
    // The name map's table layout: it fits the column, and is a card per row on a phone.
    // `nm-amxx-coverage` keeps its figures out of the search index (plugins/search-hits/policy.mjs).
    {className: ['nm-amxx-table', 'nm-amxx-coverage']},
    h('caption', {}, 'What the name map covers, per include file of AMX Mod X'),
    headRow(['Include file', ...labels]),
    h(
      'tbody',
      {},
      includeCoverage().map((c) =>
        h(
          'tr',
          {},
          h('th', {scope: 'row'}, code(c.include)),
          ...[c.natives, c.forwards, c.stocks, c.equivalent, c.wayAround, c.without, c.status].map((value, i) =>
            h('td', {dataLabel: labels[i]!}, String(value)),
          ),
        ),
      ),
    ),
  );
}

/** Links to the lines a field cites, by file and line (`sv_phys.cpp:131`). */
function citations(cites: string[]): Child[] {
  return cites.flatMap((c) => [' ', h('a', {href: citationUrl(c)}, citationText(c))]);
}

/** A name, linked to the reference when it documents it. */
function eventName(event: string): HastElement | ExplicitJsx {
  const href = eventHref(event);
  return href ? h('a', {href}, identifier(event)) : identifier(event);
}

/** For an engine event, the engine's code that runs it, from the table the engine gives the game. */
function engineRun(c: EventContract): Child | Child[] {
  const run = engineFunction(c);
  if (run === 'missing') return missingEngineFunction;
  return run && ['. It runs ', h('a', {href: run.url}, identifier(run.name))];
}

/** The cells of an event's row in the finder, after its name; the lines they rest on are in the row's sources line. */
function finderCells(c: EventContract): HastElement[] {
  return [
    h('td', {}, h('b', {}, `${frequencyLabels[c.when.value]}.`), ' ', c.when.text),
    h(
      'td',
      {},
      raisedLabels[c.raised.value],
      // The engine's calls are the lines the sources line cites for "fires"; the HLSDK's are counted in it.
      engineCallCount(c),
      engineRun(c),
    ),
    h('td', {}, c.supersede.text),
    h(
      'td',
      {},
      argumentGroups(c).length === 0
        ? 'None'
        : argumentGroups(c).flatMap((g, i) => [
            i > 0 && '. ',
            `${g.label}: `,
            ...g.names.flatMap((n, j) => [j > 0 && ', ', identifier(n)]),
          ]),
    ),
    h('td', {}, c.amxx.length === 0 ? '–' : c.amxx.flatMap((a, i) => [i > 0 && ' ', ...parts(amxxParts(a))])),
    h('td', {}, parts(coreParts(c, false))),
  ];
}

/**
 * The line under an event's cells that gathers the lines of source its statements
 * rest on, by column (`fires sv_phys.cpp:131 · superseding dll_events.cpp:32`):
 * one short line instead of two or three links at the foot of each cell.
 */
function sourcesRow(c: EventContract, columns: number): HastElement {
  return h(
    'tr',
    {},
    h(
      'td',
      {colSpan: String(columns)},
      'Sources: ',
      rowCitations(c).flatMap((group, i): Child[] => [i > 0 && ' · ', group.label, ...citations(group.cites)]),
    ),
  );
}

/** A cell's parts as text, links and code. */
function parts(list: Part[]): Child[] {
  return list.map((p) => (typeof p === 'string' ? p : h('a', {href: p.href}, p.code ? identifier(p.text) : p.text)));
}

/**
 * `<ArgumentConverters />`: the functions NodeMod converts the hooks' arguments
 * with, live ones and copies, each with the C types it converts and a link to
 * its definition, for the finder's legend.
 */
export function argumentConverters(): HastElement {
  return h(
    'ul',
    {},
    convertersByKind().map((group) =>
      h(
        'li',
        {},
        `${group.label}: `,
        group.converters.flatMap((c, i) => [
          i > 0 && ', ',
          ...c.types.flatMap((t, j) => [j > 0 && ' or ', code(t)]),
          ' (',
          h('a', {href: citationUrl(c.cite)}, code(c.via.replace(/^\w+::/, ''))),
          ')',
        ]),
        '.',
      ),
    ),
  );
}

/**
 * `<EventFinder />`: every event NodeMod fires before a hooked function, with
 * its post twin and its contract (plugins/site-data/events.ts). Each event is a `tbody`
 * of three rows: its names (the header of the group), its cells and its line of
 * sources. The `tbody` has the event's anchor (`#dllthink`, where the
 * reference's badges link) and the values of the filter's lists (`data-when`, `data-raised`,
 * `data-block`, `data-core`); the filter reads the event's table from its anchor and the
 * names its text box matches from the names the group shows (`finderNames`, plugins/site-data/events.ts),
 * so 209 groups do not carry them twice (16 KB). The rows have no classes: the style sheet
 * tells them apart by their place (`th[scope='rowgroup']`, the third row for the sources).
 * Without JavaScript it is a plain table.
 */
export function eventFinder(): HastElement {
  const head = ['Fires', 'Raised by', 'Superseding', 'Arguments', 'AMX Mod X', 'Core'];
  return h(
    'table',
    // Cards at every width: each cell labelled with its column's heading (plugins/table-cards/card-labels.mjs).
    {className: ['nm-event-finder'], style: columnLabels(head, 'c')},
    h('caption', {className: ['nm-visually-hidden']}, 'Every event NodeMod fires, with its contract'),
    // Read by screen readers; on the screen, each cell shows its heading (src/css/custom.css).
    h(
      'thead',
      {className: ['nm-visually-hidden']},
      h(
        'tr',
        {},
        head.map((label) => h('th', {scope: 'col'}, label)),
      ),
    ),
    eventContracts.map((c) =>
      h(
        'tbody',
        {
          id: finderRowId(c.event),
          dataWhen: c.when.value,
          dataRaised: c.raised.value,
          dataBlock: blockable(c),
          dataCore: c.core.value,
        },
        h(
          'tr',
          {},
          h(
            'th',
            {scope: 'rowgroup', colSpan: String(head.length)},
            eventName(c.event),
            ' then ',
            eventName(c.post.value),
            eventHref(c.event)
              ? null
              : h('span', {className: ['nm-finder-undeclared']}, ' (not in the type declarations)'),
          ),
        ),
        h('tr', {}, ...finderCells(c)),
        sourcesRow(c, head.length),
      ),
    ),
  );
}

/** A change's sentence as text, code and links. */
function changeParts(list: ChangePart[]): Child[] {
  return list.map((p) =>
    typeof p === 'string' ? p : 'href' in p ? h('a', {href: p.href}, p.code ? code(p.text) : p.text) : code(p.code),
  );
}

/**
 * A list of changes, one sentence each, or what to say when there is none; with a
 * release, each item has the anchor a member's "Added in" line links to.
 */
function changeList(
  changes: Omit<ApiChange, 'commit'>[],
  pkg: 'core' | 'plugin',
  none: string,
  version?: string,
): HastElement {
  if (changes.length === 0) return h('p', {}, none);
  return h(
    'ul',
    {className: ['nm-api-changes']},
    changes.map((c) =>
      h('li', version ? {id: changeAnchor(pkg, version, c.key)} : {}, changeParts(changeSentence(c, pkg))),
    ),
  );
}

/**
 * `<ApiRelease package="core" version="1.0.5" />`: what one release added, removed and
 * changed (plugins/site-data/api-changes.ts), each with its commit; for a plugin release, the
 * `@nodemod/core` it pins.
 */
export function apiRelease({package: pkg, version}: Record<string, string>): HastElement[] {
  const release = apiReleases.find((r) => r.package === pkg && r.version === version);
  if (!release) throw new Error(`ApiRelease: no release ${pkg} ${version}`);
  const head = h(
    'p',
    {},
    `${packageName(release.package)} ${release.version}, `,
    h('a', {href: commitUrl(release.package, release.commit)}, release.tag),
    ` (${release.date})`,
    release.core
      ? [
          '. Its ',
          code('packages/core'),
          ' is ',
          release.core.version
            ? `@nodemod/core ${release.core.version}`
            : h(
                'a',
                {href: commitUrl('core', release.core.commit)},
                `@nodemod/core ${release.core.commit.slice(0, 7)}`,
              ),
        ]
      : null,
    '.',
  );
  const none = release.previous === null ? 'The first release.' : 'No change to what the API declares.';
  return [
    head,
    changeList(
      release.changes,
      release.package,
      release.package === 'plugin' ? 'No change to what the plugin binds.' : none,
      release.version,
    ),
  ];
}

/** `<ApiMigration />`: every difference between the pre-release API and the documented one. */
export function apiMigration(): HastElement {
  return changeList(migrationChanges, 'core', 'None.');
}

/** `<ApiUnreleased package="core" />`: the changes on a main branch after the documented release. */
export function apiUnreleased({package: pkg}: Record<string, string>): HastElement[] {
  const branch = unreleased[pkg as 'core' | 'plugin'];
  if (!branch) throw new Error(`ApiUnreleased: no package ${pkg}`);
  return [
    h(
      'p',
      {},
      `${packageName(pkg as 'core' | 'plugin')} main at `,
      h('a', {href: commitUrl(pkg as 'core' | 'plugin', branch.commit)}, branch.commit.slice(0, 7)),
      ` (${branch.date}), in no release:`,
    ),
    changeList(branch.changes, pkg as 'core' | 'plugin', 'No change to the API.'),
  ];
}

/** The renderers by component name, as plugins/static-islands takes them. */
/** A citation as a link to its line at the pinned commit, its text the file and line. */
const citeLink = (cite: string) => h('a', {href: citationUrl(cite)}, citationText(cite));

/**
 * `<ErrorEntries group="…" />`: the messages of one section of the errors index
 * (plugins/site-data/error-index.ts), each a heading with its text (the page's table of
 * contents lists the sections, not the 188 messages) and a line of facts: whether it stops
 * the server, how Valve's engine spells its function when ReHLDS spells it otherwise,
 * the calls of `nodemod.eng` that reach it and the line that prints it. The heading
 * carries the message's pattern (`data-p`) for the page's paste box.
 */
export function errorEntries({group}: Record<string, string>): HastElement[] {
  const messages = groupMessages(group ?? '');
  if (messages.length === 0) throw new Error(`ErrorEntries: group ${group} has no message`);
  const part = (p: FactPart): Child => {
    if (typeof p === 'string') return p;
    const shown = p.code ? code(p.text) : p.strong ? h('strong', {}, p.text) : p.text;
    return p.href ? h('a', {href: p.href}, shown) : shown;
  };
  return messages.flatMap((m) => [
    {
      ...h(
        'h3',
        {id: messageAnchor(m), dataP: m.pattern},
        messageText(m).map((t) => (typeof t === 'string' ? t : h('var', {}, t.placeholder))),
      ),
      data: {toc: false},
    },
    h(
      'p',
      {className: ['nm-error-facts']},
      messageFacts(m).flatMap((fact, i) => [i > 0 && ' · ', ...fact.map(part)]),
    ),
  ]);
}

/**
 * `<HostErrorSteps />`: what a Host_Error does on a dedicated server, step by step, each
 * step with the lines of ReHLDS (and NodeMod) it is read from (plugins/site-data/engine-errors.json).
 */
export function hostErrorSteps(): HastElement {
  return h(
    'ol',
    {},
    hostErrorBehaviour.Host_Error.steps.map((step) =>
      h('li', {}, step.text, ' (', ...step.cite.flatMap((c, i) => [i > 0 && ', ', citeLink(c)]), ')'),
    ),
  );
}

/**
 * `<EngineLimits names="MAX_MODELS MAX_SOUNDS" />`: the engine's limits a plugin meets, a row
 * each: the constant, its value as the script computed it from the `#define` (bits and
 * shifts evaluated), and the line that defines it.
 */
export function engineLimitTable({names}: Record<string, string>): HastElement {
  const rows = (names ?? '').split(/\s+/).filter(Boolean);
  if (rows.length === 0) throw new Error('EngineLimits: no names');
  return h(
    'table',
    {className: ['nm-limits']},
    headRow(['Constant', 'Value', 'Defined as']),
    h(
      'tbody',
      {},
      rows.map((name) => {
        const limit = engineLimits.find((l) => l.name === name);
        if (!limit) throw new Error(`EngineLimits: no limit ${name}`);
        return h(
          'tr',
          {id: `limit-${name.toLowerCase()}`},
          h('th', {scope: 'row'}, identifier(name)),
          h('td', {}, limit.value.toLocaleString('en')),
          h('td', {}, code(limit.expression), ' (', citeLink(`rehlds:${limit.file}:${limit.line}`), ')'),
        );
      }),
    ),
  );
}

/** The groups of destinations the catalogue's filter offers, by the HLSDK `MSG_*` values in each. */
const messageAudiences: Record<string, string[]> = {
  one: ['MSG_ONE', 'MSG_ONE_UNRELIABLE'],
  all: ['MSG_ALL', 'MSG_BROADCAST'],
  other: ['MSG_INIT', 'MSG_PVS', 'MSG_PAS', 'MSG_PVS_R', 'MSG_PAS_R', 'MSG_SPEC'],
};

/**
 * `<MessageCatalogue />`: every user message of the two games (plugins/user-messages/catalogue.mjs),
 * one row each. The choices before it (src/components/MessageFilter) filter the rows:
 * each row carries what they match, `data-game`, `data-size` and `data-to` (the
 * destinations' groups, separated by spaces).
 */
export function messageCatalogue(): HastElement {
  const head = ['Message', 'Game', 'Size', 'Sent to', 'Sends', 'AMX Mod X reads, in order'];
  const rows = catalogueRows(userMessages as unknown as CatalogueData);
  const audiences = (list: string[]) =>
    Object.entries(messageAudiences)
      .filter(([, values]) => values.some((v) => list.includes(v)))
      .map(([key]) => key);
  return h(
    'table',
    // A stack of cards on a phone, like the Markdown tables (plugins/table-cards).
    {className: ['nm-message-table', 'nm-table-cards'], style: columnLabels(['', ...head.slice(1)], 'h')},
    h('caption', {className: ['nm-visually-hidden']}, 'Every user message of Half-Life and Counter-Strike'),
    headRow(head),
    h(
      'tbody',
      {},
      rows.map((r) =>
        h(
          'tr',
          {dataGame: r.game, dataSize: r.fixed ? 'fixed' : 'variable', dataTo: audiences(r.destinations).join(' ')},
          h('th', {scope: 'row'}, h('a', {href: r.path}, identifier(r.name))),
          h('td', {}, messageGames[r.game].label),
          h('td', {}, r.size),
          h(
            'td',
            {},
            r.destinations.length ? r.destinations.flatMap((d, i) => [i ? ', ' : '', code(d)]) : 'never sent',
          ),
          h('td', {}, String(r.sends)),
          h('td', {}, r.reads.join(' · ') || '–'),
        ),
      ),
    ),
  );
}

export const htmlComponents: Record<string, (attributes: Record<string, string>) => HastElement | HastElement[]> = {
  AmxxCoverage: amxxCoverage,
  ApiMigration: apiMigration,
  ApiRelease: apiRelease,
  ApiUnreleased: apiUnreleased,
  ArgumentConverters: argumentConverters,
  AmxxNameTable: amxxNameTable,
  EngineLimits: engineLimitTable,
  ErrorEntries: errorEntries,
  EventFinder: eventFinder,
  HostErrorSteps: hostErrorSteps,
  MessageCatalogue: messageCatalogue,
  NameIndex: nameIndex,
};
