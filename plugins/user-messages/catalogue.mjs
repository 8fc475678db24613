/**
 * The user-message catalogue's pages, from plugins/site-data/user-messages.json (written by
 * scripts/user-messages.mjs from the pinned sources): the Markdown of each message's
 * page (`/docs/messages/<game>/<Name>`, written at build time by plugins/user-messages),
 * the rows of the index (`/docs/messages`, its table written by the static islands from
 * plugins/site-data/html-components.ts) and the two samples of each page, which the sample check
 * compiles with the site's other samples (plugins/code-highlight/samples.mjs).
 *
 * Every fact on a page is the data's: the writes in their order, as the game writes them,
 * with the branch, loop or build condition around each; the sends with their destination
 * and line; what AMX Mod X reads each write with. The words around them are this
 * module's, the same on every page.
 */

/** @typedef {'half-life' | 'counter-strike'} Game */
/**
 * @typedef {{type: string, value: string, line: number, file?: string, via?: {function: string, file: string, line: number},
 *   when: string[], repeat: string | null, conditions: string[], built: boolean}} Write
 * @typedef {{file: string, line: number, function: string, destination: string, entity: string | null,
 *   conditions: string[], built: boolean, writes: Write[], bytes: {min: number, max: number | null},
 *   via?: string, block?: {file: string, line: number}}} Send
 * @typedef {{name: string, variable: string, size: number | null, sizeSource: string,
 *   registered: {file: string, line: number, conditions: string[], built: boolean}, sends: Send[]}} Message
 * @typedef {{event: {read: 'integer' | 'float' | 'string'}, message: {native: string, argType: string}}} Reading
 * @typedef {{sources: Record<string, {repository: string, commit: string}>,
 *   widths: Record<string, {bytes: number | null, plus?: number, member: string}>,
 *   builds: Record<Game, {files: {file: string, line: number}[], defines: string[]}>,
 *   amxx: {types: Record<string, Reading>, readData: {file: string, line: number}, receiver: {file: string, line: number}},
 *   games: Record<Game, {folder: string, messages: Message[]}>}} CatalogueData
 */

/** The games, in the catalogue's order, with the names a reader knows them by. */
export const games = /** @type {const} */ ({
  'half-life': {label: 'Half-Life', library: 'the Half-Life SDK', short: 'HL'},
  'counter-strike': {label: 'Counter-Strike', library: 'ReGameDLL_CS', short: 'CS'},
});

/** The most bytes the engine sends of a variable-size user message (ReHLDS `MAX_USER_MSG_DATA`). */
export const variableLimit = 192;

/** The address of a message's page. */
export const messagePath = (/** @type {Game} */ game, /** @type {string} */ name) => `/docs/messages/${game}/${name}`;

/** A line (or lines) of a pinned source on GitHub. */
export function sourceUrl(
  /** @type {CatalogueData} */ data,
  /** @type {string} */ key,
  /** @type {string} */ file,
  /** @type {number} */ line,
  /** @type {number} */ end = line,
) {
  const {repository, commit} = data.sources[key];
  return `https://github.com/${repository}/blob/${commit}/${file}#L${line}${end > line ? `-L${end}` : ''}`;
}

/** Markdown inline code that holds any text (a longer run of backticks than the text has). */
export function code(/** @type {string} */ text) {
  const runs = text.match(/`+/g) ?? [];
  const fence = '`'.repeat(Math.max(0, ...runs.map((r) => r.length)) + 1);
  const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${text}${pad}${fence}`;
}

/** A table cell's text: no line break, `|` escaped. */
const cell = (/** @type {string} */ text) => text.replace(/\s+/g, ' ').replace(/\|/g, '\\|').trim();

/** A source citation as the guides write it: `file:line`, linked. */
function cite(
  /** @type {CatalogueData} */ data,
  /** @type {string} */ key,
  /** @type {string} */ file,
  /** @type {number} */ line,
) {
  return `[${code(`${file.split('/').pop()}:${line}`)}](${sourceUrl(data, key, file, line)})`;
}

/** What each destination means, in the reader's words (HLSDK `MSG_*`). */
export const destinations = /** @type {Record<string, {label: string, dest: string, one: boolean}>} */ ({
  MSG_BROADCAST: {label: 'every player, unreliable', dest: 'broadcast', one: false},
  MSG_ONE: {label: 'one player', dest: 'one', one: true},
  MSG_ALL: {label: 'every player', dest: 'all', one: false},
  MSG_INIT: {label: 'the signon data', dest: 'init', one: false},
  MSG_PVS: {label: 'players who can see a point, unreliable', dest: 'pvs', one: false},
  MSG_PAS: {label: 'players who can hear a point, unreliable', dest: 'pas', one: false},
  MSG_PVS_R: {label: 'players who can see a point', dest: 'pvs_r', one: false},
  MSG_PAS_R: {label: 'players who can hear a point', dest: 'pas_r', one: false},
  MSG_ONE_UNRELIABLE: {label: 'one player, unreliable', dest: 'one_unreliable', one: true},
  MSG_SPEC: {label: 'HLTV proxies', dest: 'spec', one: false},
});

/** The engine binding's write method and event of a write type (`BYTE` → `writeByte`, `engWriteByte`). */
export function writeNames(/** @type {CatalogueData} */ data, /** @type {string} */ type) {
  const member = data.widths[type]?.member;
  if (!member) throw new Error(`no engine function writes ${type}`);
  const bare = member.replace(/^pfn/, '');
  return {member, method: bare[0].toLowerCase() + bare.slice(1), event: `eng${bare}`, core: type.toLowerCase()};
}

/** The bytes of a write, as a number or "length + 1". */
export function writeBytes(/** @type {CatalogueData} */ data, /** @type {string} */ type) {
  const w = data.widths[type];
  return w.bytes === null ? `text + ${w.plus}` : String(w.bytes);
}

/** What must hold for a write to be made: its loop, its branches (outermost first) and its build conditions. */
export function writeCondition(/** @type {Write} */ w) {
  const parts = [];
  if (w.repeat) parts.push(`repeated: ${code(w.repeat)}`);
  if (w.when.length) parts.push(w.when.map(code).join(' › '));
  if (w.conditions.length) parts.push(`built with ${w.conditions.map((c) => code(`#if ${c}`)).join(' and ')}`);
  return parts.join('; ');
}

/**
 * The sends of a message grouped by layout: the same write types under the same
 * branches, loops and build conditions. Groups in the order of their first send.
 * @param {Message} message
 * @returns {{writes: Write[], sends: Send[]}[]}
 */
export function layouts(message) {
  /** @type {Map<string, {writes: Write[], sends: Send[]}>} */
  const groups = new Map();
  for (const send of message.sends) {
    const key = JSON.stringify(send.writes.map((w) => [w.type, w.when, w.repeat, w.conditions]));
    const group = groups.get(key) ?? groups.set(key, {writes: send.writes, sends: []}).get(key);
    /** @type {{sends: Send[]}} */ (group).sends.push(send);
  }
  return [...groups.values()];
}

/**
 * The number AMX Mod X gives each write of a layout (`read_data(n)`, `get_msg_arg_*(n)`):
 * its place among the values written, from 1. A write after one that may be left out or
 * repeated has no fixed place (`exact: false`, `n` the place when every earlier write
 * is made once); the two branches of an `if … else` share one place.
 * @param {Write[]} writes
 * @returns {{n: number, exact: boolean}[]}
 */
export function writeNumbers(writes) {
  const out = [];
  let n = 0;
  let exact = true;
  for (let i = 0; i < writes.length; i++) {
    const w = writes[i];
    const prev = writes[i - 1];
    const last = w.when.at(-1);
    // The `else` branch of the write before: the same place as it.
    const elseOfPrevious =
      prev && last !== undefined && prev.when.length === w.when.length && last === `else (of ${prev.when.at(-1)})`;
    if (!elseOfPrevious) n++;
    out.push({n, exact});
    const pairedNext = writes[i + 1]?.when.at(-1) === `else (of ${last})`;
    if ((w.when.length && !pairedNext && !elseOfPrevious) || w.repeat !== null || w.conditions.length) exact = false;
  }
  return out;
}

/** How AMX Mod X reads the write at place n: an event handler's `read_data`, a message hook's native. */
export function amxxRead(/** @type {CatalogueData} */ data, /** @type {string} */ type, /** @type {number} */ n) {
  const r = data.amxx.types[type];
  const event =
    r.event.read === 'integer'
      ? `read_data(${n})`
      : r.event.read === 'float'
        ? `read_data(${n}, value)`
        : `read_data(${n}, text, len)`;
  const message =
    r.message.native === 'get_msg_arg_string' ? `get_msg_arg_string(${n}, text, len)` : `${r.message.native}(${n})`;
  return {event, message, kind: r.event.read};
}

/** The fewest and the most bytes a message's sends write, over the sends the game's build compiles. */
export function messageBytes(/** @type {Message} */ message) {
  const sends = message.sends.filter((s) => s.built);
  if (!sends.length) return null;
  const min = Math.min(...sends.map((s) => s.bytes.min));
  const max = sends.some((s) => s.bytes.max === null)
    ? null
    : Math.max(...sends.map((s) => /** @type {number} */ (s.bytes.max)));
  return {min, max};
}

/** The size of a message as the index and the page say it. */
export function sizeText(/** @type {Message} */ message) {
  if (message.size !== null) return `${message.size} byte${message.size === 1 ? '' : 's'}`;
  const b = messageBytes(message);
  if (!b) return 'variable';
  return b.max === null ? `variable, ${b.min} or more` : `variable, ${b.min}${b.max > b.min ? ` to ${b.max}` : ''}`;
}

/** The destinations a message is sent to, in the order of the first send of each. */
export function messageDestinations(/** @type {Message} */ message) {
  return [...new Set(message.sends.map((s) => s.destination))];
}

/** The flags of `register_event` that catch a message's sends: `b` to one player, `a` to no player. */
export function eventFlags(/** @type {Message} */ message) {
  const flags = new Set(message.sends.map((s) => (s.entity && !/^(NULL|nullptr|0)$/.test(s.entity) ? 'b' : 'a')));
  return [...flags].sort().join('');
}

/**
 * The writes a sample makes: those of the message's first layout whose sends the
 * build compiles, down the path where every branch condition is false (an `if` left
 * out, its `else` made), no loop runs, and only what the game's build compiles.
 * @param {Message} message
 */
export function sampleWrites(/** @type {Message} */ message) {
  const group = layouts({...message, sends: message.sends.filter((s) => s.built)})[0];
  if (!group) return null;
  const writes = group.writes.filter(
    (w) => w.built && w.repeat === null && w.when.every((when) => when.startsWith('else (of ')),
  );
  return {send: group.sends[0], writes, left: group.writes.filter((w) => !writes.includes(w))};
}

/** Splits a comment's text into lines of at most `width` characters, at spaces where it can. */
function commentLines(/** @type {string} */ text, width = 60) {
  const words = text.split(/\s+/).filter(Boolean);
  const lines = [];
  let line = '';
  for (const word of words) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/** The read sample's last statement: the values logged, on one line or one per line. */
function logLines(/** @type {string} */ name, /** @type {number} */ count) {
  const values = Array.from({length: count}, (_, i) => `value${i + 1}`);
  const line = `  console.log('${name}'${values.map((v) => `, ${v}`).join('')});`;
  if (line.length <= 64) return [line];
  return ['  console.log(', `    '${name}',`, ...values.map((v) => `    ${v},`), '  );'];
}

/** The TypeScript type of a write's value in the samples. */
const valueType = (/** @type {string} */ type) => (type === 'STRING' ? 'string' : 'number');

/**
 * The two samples of a message's page: sending it (through `@nodemod/core`'s `msg`
 * module, and through `nodemod.eng`'s own calls) and reading it when the game sends it.
 * Each is a module of its own that compiles against api-src.
 * @param {CatalogueData} data
 * @param {Game} game
 * @param {Message} message
 * @returns {{send: string, read: string, left: Write[], from: Send} | null}
 */
export function samples(data, game, message) {
  const chosen = sampleWrites(message);
  if (!chosen) return null;
  const {send, writes} = chosen;
  const dest = destinations[send.destination] ?? destinations.MSG_ALL;
  const name = message.name;
  const fn = name[0].toUpperCase() + name.slice(1);
  const types = writes.map((w) => valueType(w.type));
  const origin = /^MSG_P[VA]S/.test(send.destination);
  const params = [
    ...(dest.one ? ['player: nodemod.Entity'] : []),
    ...(origin ? ['origin: number[]'] : []),
    ...(writes.length ? [`values: ${fn}Values`] : []),
  ];
  const signature = (/** @type {string} */ fname) =>
    params.length > 1
      ? [`export function ${fname}(`, ...params.map((p) => `  ${p},`), '): void {']
      : [`export function ${fname}(${params.join('')}): void {`];
  // The values in the layout's order: one line, or one per line when they are many.
  const tupleLine = `type ${fn}Values = [${types.join(', ')}];`;
  const valuesType = !writes.length
    ? []
    : tupleLine.length <= 64
      ? [tupleLine]
      : [`type ${fn}Values = [`, ...types.map((t) => `  ${t},`), '];'];
  const where = `${send.file.split('/').pop()}:${send.line}`;
  const valueComment = (/** @type {Write} */ w, /** @type {string} */ indent) =>
    commentLines(`${w.type}: ${w.value}`, 56).map((l) => `${indent}// ${l}`);

  const sendLines = [
    "import nodemodCore from '@nodemod/core';",
    "import {MsgDest} from '@nodemod/core/msg';",
    '',
    ...(valuesType.length ? [...valuesType, ''] : []),
    ...commentLines(`${name} with the writes of ${send.function} (${where}), through the msg module.`).map(
      (l) => `// ${l}`,
    ),
    ...signature(`send${fn}`),
    '  nodemodCore.msg.send({',
    `    type: '${name}',`,
    `    dest: MsgDest.${dest.dest},`,
    ...(dest.one ? ['    entity: player,'] : []),
    ...(origin ? ['    origin,'] : []),
    writes.length ? '    data: [' : '    data: [],',
    ...writes.flatMap((w, i) => [
      ...valueComment(w, '      '),
      `      {type: '${writeNames(data, w.type).core}', value: values[${i}]},`,
    ]),
    ...(writes.length ? ['    ],'] : []),
    '  });',
    '}',
    '',
    '// The same bytes through the engine binding.',
    ...signature(`send${fn}ByEngine`),
    `  const id = nodemod.getUserMsgId('${name}');`,
    '  if (id === 0) return; // not registered by this game',
    `  const to = nodemod.MSG_DEST.${send.destination.replace(/^MSG_/, '')};`,
    `  nodemod.eng.messageBegin(to, id, ${origin ? 'origin' : '[0, 0, 0]'}, ${dest.one ? 'player' : 'null'});`,
    ...writes.map((w, i) => `  nodemod.eng.${writeNames(data, w.type).method}(values[${i}]);`),
    '  nodemod.eng.messageEnd();',
    '}',
  ];

  const readLines = [
    "import nodemodCore from '@nodemod/core';",
    "import type {MessageState} from '@nodemod/core/msg';",
    '',
    `// Runs before each ${name} the game sends reaches the engine.`,
    `nodemodCore.msg.on('${name}', (state: MessageState) => {`,
    ...(dest.one || message.sends.some((s) => destinations[s.destination]?.one)
      ? ['  // state.entity: the player it is sent to (MSG_ONE), else null']
      : []),
    ...writes.flatMap((w, i) => [
      ...valueComment(w, '  '),
      `  const value${i + 1} = state.data[${i}] as ${valueType(w.type)};`,
    ]),
    ...logLines(name, writes.length),
    '});',
  ];
  return {send: sendLines.join('\n'), read: readLines.join('\n'), left: chosen.left, from: send};
}

/** A YAML string of front matter. */
const yaml = (/** @type {string} */ text) => JSON.stringify(text);

/**
 * The Markdown of a message's page.
 * @param {CatalogueData} data
 * @param {Game} game
 * @param {Message} message
 * @param {{sourceFiles: string[]}} options the files the page is made from, for its last update
 */
export function messagePage(data, game, message, {sourceFiles}) {
  const g = games[game];
  // A game's source in `data.sources` is keyed by the game.
  const key = game;
  const {name} = message;
  const reg = message.registered;
  const regCite = cite(data, key, reg.file, reg.line);
  const bytes = messageBytes(message);
  const lines = [];
  /** @param {...string} l */
  const out = (...l) => lines.push(...l);

  const sizeSentence =
    message.size !== null
      ? `with a fixed size of ${message.size} byte${message.size === 1 ? '' : 's'} (${code(`REG_USER_MSG("${name}", ${message.sizeSource})`)}, ${regCite}): the engine stops the server when a send of it writes another number of bytes ([the error](/docs/errors#pr-cmds-pf-messageend-i-5)).`
      : `with a variable size (${code(`REG_USER_MSG("${name}", -1)`)}, ${regCite}): the engine stops the server when a send of it writes more than ${variableLimit} bytes ([the error](/docs/errors#pr-cmds-pf-messageend-i-4)).`;
  const description = `${g.label}'s ${name} user message: ${sizeText(message)}, its bytes in the order the game writes them, where ${g.library} sends it, and how a NodeMod plugin sends and reads it.`;

  out(
    '---',
    `title: ${yaml(`${name} (${g.label})`)}`,
    `sidebar_label: ${yaml(name)}`,
    `description: ${yaml(description)}`,
    'displayed_sidebar: tutorialSidebar',
    // The sections are few and the layout table needs the width.
    'hide_table_of_contents: true',
    `source_files: ${JSON.stringify(sourceFiles)}`,
    '---',
    '',
    `${g.label}'s game library (${g.library}) registers ${code(name)} ${sizeSentence}${reg.built ? '' : ` Its registration is under ${code(`#if ${reg.conditions.join(' && ')}`)}, which the game's build does not define.`}`,
    '',
  );
  if (!message.sends.length) {
    out(
      `The game's code never sends it: no ${code('MESSAGE_BEGIN')} in ${code(data.games[game].folder)} names ${code(message.variable)}. A client still knows it, so a plugin may send it, but its layout is not in the game's code.`,
      '',
    );
  } else {
    const where = message.sends.length === 1 ? 'one place' : `${message.sends.length} places`;
    const longest =
      message.size === null && bytes
        ? bytes.max === null
          ? ` Its shortest send writes ${bytes.min} bytes; a text (and a repeated value) makes it longer, and the longest form must stay within ${variableLimit} bytes.`
          : ` Its sends write ${bytes.min}${bytes.max > bytes.min ? ` to ${bytes.max}` : ''} bytes, within the limit of ${variableLimit}.`
        : '';
    out(`The game sends it from ${where}.${longest}`, '');
  }

  // The layouts.
  const groups = layouts(message);
  out('## Layout {#layout}', '');
  if (!groups.length) out('No send of the game writes it, so the game gives no layout.', '');
  groups.forEach((group, gi) => {
    if (groups.length > 1) {
      const at = group.sends.map((s) => cite(data, key, s.file, s.line)).join(', ');
      out(
        `### Layout ${gi + 1} {#layout-${gi + 1}}`,
        '',
        `Written by ${group.sends.length === 1 ? 'the send at' : 'the sends at'} ${at}.`,
        '',
      );
    }
    const numbers = writeNumbers(group.writes);
    if (!group.writes.length) {
      out('The message carries no value: the send writes nothing between begin and end.', '');
      return;
    }
    out('| # | Write | Value as the game writes it | Written when | AMX Mod X |', '| --- | --- | --- | --- | --- |');
    group.writes.forEach((w, i) => {
      const {n, exact} = numbers[i];
      const values = [...new Set(group.sends.map((s) => s.writes[i]?.value).filter(Boolean))];
      const shown =
        values
          .slice(0, 4)
          .map((v) => code(v))
          .join(' · ') + (values.length > 4 ? ` · ${values.length - 4} more` : '');
      const first = group.sends[0];
      const lineCite = cite(data, key, first.writes[i].file ?? first.block?.file ?? first.file, first.writes[i].line);
      const read = amxxRead(data, w.type, n);
      const when =
        [writeCondition(w), w.built ? '' : "**not in the game's build**"].filter(Boolean).join('; ') || 'always';
      const bytesOf = writeBytes(data, w.type);
      out(
        `| ${exact ? n : `${n}+`} | [${code(w.type)}](/docs/messages#writes), ${bytesOf === '1' ? '1 byte' : /^\d+$/.test(bytesOf) ? `${bytesOf} bytes` : bytesOf} | ${cell(`${shown} ${lineCite}`)} | ${cell(when)} | ${cell(`${code(read.event)} · ${code(read.message)}`)} |`,
      );
    });
    out('');
    if (numbers.some((x) => !x.exact))
      out(
        "A number with `+` is the value's place when every write before it is made once: a write that is left out or repeated moves the ones after it.",
        '',
      );
  });

  // The sends.
  if (message.sends.length) {
    out(
      '## Where the game sends it {#sends}',
      '',
      '| Source | Function | To | Bytes | Build |',
      '| --- | --- | --- | ---: | --- |',
    );
    for (const s of message.sends) {
      const to = destinations[s.destination];
      const b =
        s.bytes.max === null
          ? `${s.bytes.min} or more`
          : s.bytes.min === s.bytes.max
            ? `${s.bytes.min}`
            : `${s.bytes.min} to ${s.bytes.max}`;
      const build = s.conditions.length
        ? `${code(`#if ${s.conditions.join(' && ')}`)}${s.built ? '' : ": not in the game's build"}`
        : 'every build';
      const via = s.via ? ` (through ${code(s.via)})` : '';
      out(
        `| ${cite(data, key, s.file, s.line)} | ${cell(code(s.function) + via)} | ${cell(`${code(s.destination)}${to ? `: ${to.label}` : ''}`)} | ${b} | ${cell(build)} |`,
      );
    }
    out('');
  }

  // The events and AMX Mod X.
  const types = [...new Set(message.sends.flatMap((s) => s.writes.map((w) => w.type)))];
  out(
    '## What a plugin sees {#events}',
    '',
    `When the game sends it, a NodeMod plugin sees the message through the engine events, one per call: [${code('engMessageBegin')}](/docs/api/nodemod/Interface/EventCallbacks#engmessagebegin) (its destination, the message's id and the player it goes to)${types.length ? `, then one event per value written (here ${types.map((t) => `[${code(writeNames(data, t).event)}](/docs/api/nodemod/Interface/EventCallbacks#${writeNames(data, t).event.toLowerCase()})`).join(', ')})` : ''}, and [${code('engMessageEnd')}](/docs/api/nodemod/Interface/EventCallbacks#engmessageend). The [${code('msg')} module](/docs/api/core/msg) gathers them into one ${code('MessageState')} per message.`,
    '',
  );
  if (message.sends.length) {
    const flags = eventFlags(message);
    out(
      `AMX Mod X: ${code(`register_event("${name}", "on_${name.toLowerCase()}", "${flags}")`)} (${flags === 'a' ? '`a`: sent to no one player' : flags === 'b' ? '`b`: sent to one player' : '`a` for the sends to no one player, `b` for those to one'}) or ${code(`register_message(get_user_msgid("${name}"), "on_${name.toLowerCase()}")`)}; each value's number and read are in the layout's first and last columns (how AMX Mod X numbers them: [the catalogue](/docs/messages#amx-mod-x)).`,
      '',
    );
  }

  // The samples.
  const s = samples(data, game, message);
  if (s) {
    const left = s.left.length
      ? ` It makes the writes of the shortest form: ${s.left.map((w) => code(w.value)).join(', ')} ${s.left.length === 1 ? 'is' : 'are'} left out (see when the game writes ${s.left.length === 1 ? 'it' : 'them'} in the layout).`
      : '';
    out(
      '## Send it {#send}',
      '',
      `The writes of the first layout, in its order, through ${code('nodemodCore.msg.send')} and through ${code('nodemod.eng.messageBegin')} and the writes.${left}`,
      '',
      `\`\`\`ts title="src/send-${name.toLowerCase()}.ts"`,
      s.send,
      '```',
      '',
      '## Read it {#read}',
      '',
      `A listener of ${code('nodemodCore.msg.on')} gets each value in the order written (${code('state.data')}); it may change a value through ${code('state.rawData')} before the engine sends it.`,
      '',
      `\`\`\`ts title="src/read-${name.toLowerCase()}.ts"`,
      s.read,
      '```',
      '',
    );
  }
  return lines.join('\n');
}

/**
 * The rows of the catalogue's index, one per message, by game then name.
 * @param {CatalogueData} data
 */
export function catalogueRows(data) {
  return /** @type {Game[]} */ (Object.keys(games)).flatMap((game) =>
    [...data.games[game].messages]
      .sort((a, b) => a.name.localeCompare(b.name, 'en'))
      .map((message) => {
        const group = layouts(message)[0];
        const numbers = group ? writeNumbers(group.writes) : [];
        return {
          game,
          name: message.name,
          path: messagePath(game, message.name),
          size: sizeText(message),
          fixed: message.size !== null,
          destinations: messageDestinations(message),
          sends: message.sends.length,
          reads: group ? group.writes.map((w, i) => `${numbers[i].n}${numbers[i].exact ? '' : '+'} ${w.type}`) : [],
        };
      }),
  );
}
