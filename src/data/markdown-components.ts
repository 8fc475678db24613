/**
 * The Markdown form of each MDX component the docs use, for the pages' Markdown
 * twins (plugins/markdown-twins): the same data as the component, as a
 * Markdown table, or nothing where the component is an interactive tool whose
 * information the page already gives in text. Links are site paths; the twin
 * makes them absolute.
 */
import {amxxMappings, amxxTopics, fitLabel, type AmxxTopic} from './amxmodx';
import {
  apiReleases,
  changeSentence,
  commitUrl,
  migrationChanges,
  packageName,
  unreleased,
  type ApiChange,
  type ChangePart,
} from './api-changes';
import {apiHref} from './amxmodx-equivalents';
import {catalogueRows, games as messageGames, type CatalogueData} from '../lib/message-catalogue.mjs';
import userMessages from './user-messages.json';
import {includeCoverage} from './amxmodx-coverage';
import {guideLinkText, nameRowsFrom, type NameRow} from './api-names';
import {engineLimits, groupMessages, hostErrorBehaviour, messageFacts, messageText, type FactPart} from './error-index';
import {
  amxxParts,
  argumentGroups,
  citationText,
  citationUrl,
  convertersByKind,
  coreParts,
  engineCallCount,
  engineFunction,
  eventContracts,
  eventHref,
  frequencyLabels,
  missingEngineFunction,
  raisedLabels,
  supersedeCitations,
  type EventContract,
  type Part,
} from './events';

/** A table cell: one line, pipes escaped. */
const cell = (text: string) => text.replace(/\s+/g, ' ').replace(/\|/g, '\\|').trim();
/** Inline code; no name or code of these tables holds a backtick. */
const code = (text: string) => `\`${text}\``;

function table(head: string[], rows: string[][]): string {
  return [
    `| ${head.join(' | ')} |`,
    `| ${head.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`),
  ].join('\n');
}

/** `<AmxxNameTable topic="…" />`: the topic's rows of the AMX Mod X name map. */
export function amxxNameTable({topic}: Record<string, string>): string {
  if (!(topic in amxxTopics)) throw new Error(`AmxxNameTable: unknown topic ${topic}`);
  const rows = amxxMappings.filter((row) => row.topic === (topic as AmxxTopic));
  return [
    `**${amxxTopics[topic as AmxxTopic]}**`,
    '',
    table(
      ['AMX Mod X', 'NodeMod', 'Notes'],
      rows.map((row) => [
        `${code(row.amxx)} (${row.include})`,
        [fitLabel(row), row.nodemod.map((e) => `[${code(e.code)}](${apiHref(e.target)})`).join(', ')]
          .filter(Boolean)
          .join(' '),
        row.note ?? '',
      ]),
    ),
  ].join('\n');
}

/** `<NameIndex source="…" />`: the names of one page of the index and the members they name. */
export function nameIndex({source}: Record<string, string>): string {
  const nodemod = (row: NameRow) => {
    const members = row.members.map((m) => `[${code(m.code)}](/docs/api/${m.target})`).join(', ');
    if (!row.guide) return members;
    const {href, equivalents, answer} = row.guide;
    const link = `[${guideLinkText(equivalents, Boolean(answer))}](${href})`;
    if (answer) return `${answer} (${link})`;
    return equivalents === 1 ? `${members} (${link})` : link;
  };
  return table(
    ['Name', 'NodeMod', 'Known in'],
    nameRowsFrom(source).map((row) => [code(row.name), nodemod(row), row.known.join(', ')]),
  );
}

/** `<AmxxCoverage />`: the name map's coverage of each include file of AMX Mod X. */
export function amxxCoverage(): string {
  return table(
    ['Include file', 'Natives', 'Forwards', 'Stocks', 'With an equivalent', 'Way around', 'No equivalent', 'Status'],
    includeCoverage().map((c) => [
      code(c.include),
      String(c.natives),
      String(c.forwards),
      String(c.stocks),
      String(c.equivalent),
      String(c.wayAround),
      String(c.without),
      c.status,
    ]),
  );
}

/** For an engine event, the engine's code that runs it. */
function engineRun(c: EventContract): string {
  const run = engineFunction(c);
  if (run === 'missing') return missingEngineFunction;
  return run ? `. It runs [${code(run.name)}](${run.url})` : '';
}

/** `<MessageCatalogue />`: every user message of the two games, one row each, linked to its page. */
export function messageCatalogue(): string {
  return table(
    ['Message', 'Game', 'Size', 'Sent to', 'Sends', 'AMX Mod X reads, in order'],
    catalogueRows(userMessages as unknown as CatalogueData).map((r) => [
      `[${code(r.name)}](${r.path})`,
      messageGames[r.game].label,
      r.size,
      r.destinations.map(code).join(', ') || 'never sent',
      String(r.sends),
      r.reads.join(' · ') || '–',
    ]),
  );
}

/** `<EventFinder />`: every event's contract, one row each (the filter is the HTML page's). */
export function eventFinder(): string {
  const cites = (list: string[]) => list.map((c) => ` [${citationText(c)}](${citationUrl(c)})`).join('');
  const name = (event: string) => (eventHref(event) ? `[${code(event)}](${eventHref(event)})` : code(event));
  return table(
    ['Event', 'Fires', 'Raised by', 'Superseding', 'Arguments', 'AMX Mod X', 'Core'],
    eventContracts.map((c) => [
      `${name(c.event)} then ${name(c.post.value)}`,
      `**${frequencyLabels[c.when.value]}.** ${c.when.text}${cites(c.when.cite)}`,
      raisedLabels[c.raised.value] + engineCallCount(c) + engineRun(c),
      `${c.supersede.text}${cites(supersedeCitations(c))}`,
      (argumentGroups(c)
        .map((g) => `${g.label}: ${g.names.map(code).join(', ')}`)
        .join('. ') || 'None') + cites(c.arguments.cite),
      c.amxx.map((a) => parts(amxxParts(a))).join(' ') || '–',
      parts(coreParts(c)),
    ]),
  );
}

/** A cell's parts as Markdown. */
function parts(list: Part[]): string {
  return list.map((p) => (typeof p === 'string' ? p : `[${p.code ? code(p.text) : p.text}](${p.href})`)).join('');
}

/** `<ArgumentConverters />`: the converters of the hooks' arguments by what they give. */
export function argumentConverters(): string {
  return convertersByKind()
    .map(
      (group) =>
        `- ${group.label}: ${group.converters
          .map(
            (c) => `${c.types.map(code).join(' or ')} ([${code(c.via.replace(/^\w+::/, ''))}](${citationUrl(c.cite)}))`,
          )
          .join(', ')}.`,
    )
    .join('\n');
}

/** A change's sentence as Markdown. Declarations may hold backticks-free text only. */
function changeMarkdown(list: ChangePart[]): string {
  return list
    .map((p) =>
      typeof p === 'string' ? p : 'href' in p ? `[${p.code ? code(p.text) : p.text}](${p.href})` : code(p.code),
    )
    .join('');
}

function changeItems(changes: Omit<ApiChange, 'commit'>[], pkg: 'core' | 'plugin', none: string): string {
  return changes.length ? changes.map((c) => `- ${changeMarkdown(changeSentence(c, pkg))}`).join('\n') : none;
}

/** `<ApiRelease />`: one release's changes. */
export function apiRelease({package: pkg, version}: Record<string, string>): string {
  const r = apiReleases.find((x) => x.package === pkg && x.version === version);
  if (!r) throw new Error(`ApiRelease: no release ${pkg} ${version}`);
  const pins = r.core ? `. Its \`packages/core\` is @nodemod/core ${r.core.version ?? r.core.commit.slice(0, 7)}` : '';
  const head = `${packageName(r.package)} ${r.version}, [${r.tag}](${commitUrl(r.package, r.commit)}) (${r.date})${pins}.`;
  const none =
    r.package === 'plugin'
      ? 'No change to what the plugin binds.'
      : r.previous === null
        ? 'The first release.'
        : 'No change to what the API declares.';
  return `${head}\n\n${changeItems(r.changes, r.package, none)}`;
}

const citeLink = (cite: string) => `[${citationText(cite)}](${citationUrl(cite)})`;

/** `<ErrorEntries group="…" />`: each message of the section as a list item with its facts. */
export function errorEntries({group}: Record<string, string>): string {
  const part = (p: FactPart) => {
    if (typeof p === 'string') return p;
    const shown = p.code ? code(p.text) : p.text;
    return p.href ? `[${shown}](${p.href})` : shown;
  };
  return groupMessages(group ?? '')
    .map((m) => {
      const text = messageText(m)
        .map((t) => (typeof t === 'string' ? t : t.placeholder))
        .join('');
      return `- ${code(text)}: ${messageFacts(m)
        .map((fact) => fact.map(part).join(''))
        .join('; ')}.`;
    })
    .join('\n');
}

export const markdownComponents: Record<string, (props: Record<string, string>) => string> = {
  AmxxCoverage: amxxCoverage,
  ApiMigration: () => changeItems(migrationChanges, 'core', 'None.'),
  ApiRelease: apiRelease,
  ApiUnreleased: ({package: pkg}) => {
    const branch = unreleased[pkg as 'core' | 'plugin'];
    return `${packageName(pkg as 'core' | 'plugin')} main at [${branch.commit.slice(0, 7)}](${commitUrl(pkg as 'core' | 'plugin', branch.commit)}) (${branch.date}), in no release:\n\n${changeItems(branch.changes, pkg as 'core' | 'plugin', 'No change to the API.')}`;
  },
  ArgumentConverters: argumentConverters,
  AmxxNameTable: amxxNameTable,
  EngineLimits: ({names}) =>
    table(
      ['Constant', 'Value', 'Defined as'],
      (names ?? '')
        .split(/\s+/)
        .filter(Boolean)
        .map((name) => {
          const l = engineLimits.find((x) => x.name === name)!;
          return [
            code(name),
            l.value.toLocaleString('en'),
            `${code(l.expression)} (${citeLink(`rehlds:${l.file}:${l.line}`)})`,
          ];
        }),
    ),
  ErrorEntries: errorEntries,
  EventFinder: eventFinder,
  HostErrorSteps: () =>
    hostErrorBehaviour.Host_Error.steps
      .map((step, i) => `${i + 1}. ${step.text} (${step.cite.map(citeLink).join(', ')})`)
      .join('\n'),
  NameIndex: nameIndex,
  // The errors page's paste box finds a message among those the page lists.
  ErrorLineFinder: () => '',
  // The flag decoder is a calculator over the members the page lists above it.
  FlagDecoder: () => '',
  PortPlan: () => '',
  // The name index's filter box works on the table that follows it; so does the event finder's.
  NameIndexFilter: () => '',
  EventFinderFilter: () => '',
  MessageFilter: () => '',
  MessageCatalogue: messageCatalogue,
};
