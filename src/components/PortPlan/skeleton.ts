/**
 * The TypeScript skeleton of a plugin, written from its port plan (./plan.ts): what
 * the plugin registers as NodeMod code, one function per Pawn function with its
 * name, and in each function, as comments, what every AMX Mod X or ReAPI name it
 * uses becomes, with a `TODO` where the plan has no equivalent. It compiles against
 * the API as the reference documents it (tests/browser/port-plan.spec.ts checks
 * one), and does nothing yet: the porter writes the bodies.
 *
 * Code is written only where a name is one-to-one (its status is `equivalent`): a
 * command, a cvar, a game message, and a forward or hook whose row gives the event
 * that sees the same moment. Everything else is a comment that links to its row of
 * the guide. Loaded by the porting page's tool (./index.tsx) when a reader asks for
 * the skeleton, so its code is not part of the plan's.
 */
import {firstSentence} from '@site/src/lib/first-sentence.mjs';
import type {Plan, PlanRow} from './plan';

/** How a function is called by what registers it: its parameters, as TypeScript. */
type Shape = {params: string; why: string};

/** Words JavaScript keeps for itself, which a Pawn function may be named. */
const reserved = new Set(
  (
    'await break case catch class const continue debugger default delete do else enum export extends false finally ' +
    'for function if implements import in instanceof interface let new null package private protected public ' +
    'return static super switch this throw true try typeof var void while with yield arguments eval'
  )
    .split(' ')
    .filter(Boolean),
);

/** A Pawn name as a JavaScript identifier: `@` (allowed in Pawn) and a reserved word get a mark. */
export function identifierOf(name: string): string {
  const id = name.replace(/^@/, 'at_').replace(/[^\w$]/g, '_');
  return reserved.has(id) || /^\d/.test(id) ? `${id}_` : id;
}

/** A string as a TypeScript literal in single quotes. */
const quoted = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** A text as one comment line's content: no line breaks. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The value of a registration's target when it is a string (`"say /hp"`), else undefined. */
function stringTarget(target: string): string | undefined {
  const m = target.match(/^"(.*)"$/);
  return m ? m[1] : undefined;
}

/** The events a row's equivalents name (`'dllSpawn' event`), in its order. */
function eventsOf(row: PlanRow | undefined): string[] {
  return (row?.equivalents ?? []).flatMap((e) => {
    const m = e.code.match(/^'(\w+)' event$/);
    return m ? [m[1]!] : [];
  });
}

/** The event of a one-to-one row for a pre or a post hook: a `post…` event for post, another for pre. */
function eventFor(row: PlanRow | undefined, post: boolean): string | undefined {
  if (row?.status !== 'equivalent') return undefined;
  const events = eventsOf(row);
  return events.find((e) => e.startsWith('post') === post) ?? (post ? undefined : events[0]);
}

/** What a row says in a comment: its equivalents, or its way around, or that it has none. */
function rowText(row: PlanRow): string {
  const codes = row.equivalents.map((e) => e.code).join(', ');
  if (row.status === 'equivalent') return `→ ${codes}`;
  if (row.status === 'named in the reference') return `→ ${codes}`;
  const how = row.note ? ` ${firstSentence(row.note)}` : '';
  if (row.status === 'way around') return `a way around${codes ? ` (${codes})` : ''}:${how}`;
  return `${row.status}${how ? `:${how}` : '.'}`;
}

/** Whether the porter has work to do for a row: all but a one-to-one equivalent. */
const todo = (row: PlanRow) => (row.status === 'equivalent' || row.status === 'named in the reference' ? '' : 'TODO ');

/**
 * The skeleton of a plugin from its plan. `file` names the Pawn file in the header;
 * `origin` is the site's address, for the links to the guide's rows.
 */
export function portSkeleton(plan: Plan, file: string, origin: string): string {
  const {scan} = plan;
  const rows = new Map(plan.groups.flatMap((g) => g.rows).map((row) => [row.use.name, row]));
  // Each Pawn function's identifier, one each: two Pawn names may give the same one (`@a`, `at_a`).
  const ids = new Map<string, string>();
  for (const fn of scan.functions) {
    let id = identifierOf(fn);
    while ([...ids.values()].includes(id)) id = `${id}_`;
    ids.set(fn, id);
  }
  const link = (row: PlanRow | undefined) => (row?.guideHref ? ` ${origin}${row.guideHref}` : '');
  const registered: string[] = [];
  const shapes = new Map<string, Shape[]>();
  const shape = (fn: string, s: Shape) => shapes.set(fn, [...(shapes.get(fn) ?? []), s]);
  let needsMessageState = false;
  // The registrations written as code: their natives and targets are said here, not again in the functions.
  const written = new Set<string>();
  const write = (r: Plan['scan']['registrations'][number], line: string) => {
    registered.push(line);
    written.add(r.native).add(r.target);
  };

  // A command's handler, whichever registers it (a server command's gets `null` for the client).
  const command: Shape = {params: 'client: nodemod.Entity | null, args: string[]', why: 'a command'};
  for (const r of scan.registrations) {
    const fn = r.handler && ids.has(r.handler) ? r.handler : undefined;
    const target = stringTarget(r.target);
    const where = `${r.native} (line ${r.line})`;
    const id = fn && ids.get(fn);
    const missing = r.handler && !fn ? ` The handler ${r.handler} is not a function of this file.` : '';
    if (/^register_(clcmd|concmd|srvcmd)$/.test(r.native) && target !== undefined && id) {
      shape(fn!, command);
      if (/\s/.test(target)) {
        registered.push(
          `// TODO ${where}: "${oneLine(target)}" has a space, which no command name matches: register 'say' (or` +
            ` 'say_team') with nodemodCore.cmd.registerClient and call ${id} when its text is the command.`,
        );
      } else if (r.native === 'register_srvcmd') {
        write(r, `nodemodCore.cmd.registerServer(${quoted(target)}, (args) => ${id}(null, args));`);
      } else {
        const how = r.native === 'register_clcmd' ? 'registerClient' : 'register';
        write(r, `nodemodCore.cmd.${how}(${quoted(target)}, ${id});`);
      }
      continue;
    }
    if ((r.native === 'register_cvar' || r.native === 'create_cvar') && target !== undefined) {
      write(r, `nodemodCore.cvar.register(${quoted(target)}); // ${where}: give it its default value`);
      continue;
    }
    if ((r.native === 'register_event' || r.native === 'register_message') && target !== undefined && id) {
      // register_event reads a message once it is sent; register_message may change it first.
      const name = r.native === 'register_event' ? `post:${target}` : target;
      write(r, `nodemodCore.msg.on(${quoted(name)}, ${id});`);
      shape(fn!, {params: 'state: MessageState', why: 'a game message'});
      needsMessageState = true;
      continue;
    }
    if (/^(register_forward|RegisterHam|RegisterHamPlayer|RegisterHookChain)$/.test(r.native) && id) {
      const event = eventFor(rows.get(r.target), r.post ?? false);
      if (event) {
        write(r, `nodemod.on(${quoted(event)}, ${id}); // ${where}: ${r.target}${r.post ? ', post' : ''}`);
        shape(fn!, {params: `...args: Parameters<nodemod.EventCallbacks[${quoted(event)}]>`, why: event});
        continue;
      }
    }
    // What the target is (FM_Spawn, RG_RoundEnd) when the map has it, else what the native is.
    const targetRow = rows.get(r.target);
    const row = targetRow ?? rows.get(r.native)!;
    const what = targetRow ? `${r.target} ${rowText(targetRow)}` : rowText(row);
    registered.push(
      `// TODO ${where}, ${r.what} ${oneLine(r.target)}${fn ? ` → ${id}` : ''}: ${oneLine(what)}${missing}${link(row)}`,
    );
  }
  // The plugin's own forwards of AMX Mod X: a one-to-one event calls the function, the event the
  // row gives first (`client_putinserver`: `postDllClientPutInServer`, after the game's code, as
  // AMX Mod X runs it).
  for (const row of rows.values()) {
    if (row.use.kind !== 'forward' || !ids.has(row.use.name)) continue;
    const id = ids.get(row.use.name)!;
    const event = row.status === 'equivalent' ? eventsOf(row)[0] : undefined;
    if (event) {
      registered.push(`nodemod.on(${quoted(event)}, ${id}); // the forward ${row.use.name}`);
      shape(row.use.name, {params: `...args: Parameters<nodemod.EventCallbacks[${quoted(event)}]>`, why: event});
    } else {
      registered.push(`// TODO the forward ${row.use.name}: ${oneLine(rowText(row))}${link(row)}`);
    }
  }

  // Each function's names, in the order of their first line; what is registered in code is said above.
  const namesIn = new Map<string, {text: string; line: number}[]>();
  const note = (fn: string, text: string, line: number) => namesIn.set(fn, [...(namesIn.get(fn) ?? []), {text, line}]);
  for (const row of rows.values()) {
    if (written.has(row.use.name)) continue;
    for (const fn of row.use.in)
      note(fn, `${todo(row)}${row.use.name} ${oneLine(rowText(row))}${link(row)}`, row.use.lines[0] ?? 0);
  }
  for (const call of scan.unknownCalls) {
    for (const fn of call.in) {
      note(fn, `TODO ${call.name}: declared by no include the plan knows; port it by hand`, call.lines[0] ?? 0);
    }
  }

  const bodies = scan.functions.map((fn) => {
    const id = ids.get(fn)!;
    const list = shapes.get(fn) ?? [];
    // One way it is called gives its parameters; several, or none, take any arguments.
    const params = new Set(list.map((s) => s.params)).size === 1 ? list[0]!.params : '...args: unknown[]';
    const lines = (namesIn.get(fn) ?? []).sort((a, b) => a.line - b.line).map((n) => `  // ${n.text}`);
    const called = list.length ? ` Called for ${[...new Set(list.map((s) => s.why))].join(', ')}.` : '';
    return [
      `/** The Pawn function ${fn}.${called} */`,
      `function ${id}(${params}): void {`,
      ...(lines.length ? lines : ['  // No name of AMX Mod X or ReAPI in this function.']),
      '}',
    ].join('\n');
  });

  const header = [
    `// A skeleton of ${oneLine(file)} for NodeMod, written by the porting page from the plugin's Pawn source.`,
    '// It compiles and does nothing yet: each Pawn function is a function of the same name, and the',
    '// comments in it say what each AMX Mod X or ReAPI name it used becomes. TODO marks what has no',
    '// equivalent. NodeMod runs this file once, when the plugin loads: per-map work goes in listeners.',
    "import nodemodCore from '@nodemod/core';",
    ...(needsMessageState ? ["import type {MessageState} from '@nodemod/core/msg';"] : []),
  ];
  return [
    ...header,
    '',
    '// What the plugin registers.',
    ...(registered.length ? registered : ['// Nothing: the plugin registers no command, cvar, message or hook.']),
    ...(scan.functions.length ? ['', bodies.join('\n\n')] : []),
    '',
  ].join('\n');
}
