/**
 * The porting page's tool (docs/guides/amx-mod-x-porting.mdx): a reader pastes
 * an AMX Mod X plugin's Pawn source, or chooses its `.sma` file, and gets its
 * port plan: every native, forward, stock and constant of AMX Mod X it uses,
 * by include file, with its uses, its NodeMod equivalent linked to the API
 * reference, the note of the guide's name map, and a status in words; what it
 * registers by name; the lines it could not read.
 *
 * Everything runs in the browser: the file is read with the File API and
 * nothing is sent anywhere. The page imports this component, so its code loads
 * on this page only; the scanner and its data (./plan.ts) load when the reader
 * first asks for a plan. It is rendered with the page and hidden without
 * JavaScript (`nm-needs-js`); the page's coverage table needs none.
 */
import React, {useId, useState, type ChangeEvent, type FormEvent, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {tooLarge, unreadableInput} from '@site/src/lib/pawn-input.mjs';
import {BREAK, namePieces} from '@site/src/lib/name-breaks.mjs';
import type {Plan} from './plan';

/** The first line numbers of a use or a call, and whether there are more. */
function linesText({lines, onLines}: {lines: number[]; onLines: number}): string {
  const listed = `line${lines.length > 1 ? 's' : ''} ${lines.join(', ')}`;
  return onLines > lines.length ? `${listed} and more` : listed;
}

/** A name as code that may wrap only where src/lib/name-breaks.mjs lets a name wrap. */
function Name({children}: {children: string}): ReactNode {
  return (
    <code>
      {namePieces(children).map((piece, i) =>
        piece === BREAK ? (
          <wbr key={i} />
        ) : typeof piece === 'string' ? (
          piece
        ) : (
          <span key={i} className="nm-keep">
            {piece.keep}
          </span>
        ),
      )}
    </code>
  );
}

/** A note's `code` spans as code. */
function withCode(text: string): ReactNode[] {
  return text
    .split(/(`[^`]+`|\[[^\]]+\]\([^)\s]+\))/)
    .filter(Boolean)
    .map((part, i) => {
      if (part.length > 1 && part.startsWith('`') && part.endsWith('`'))
        return <Name key={i}>{part.slice(1, -1)}</Name>;
      // A link written as in Markdown: `[the user-message catalogue](/docs/messages)`.
      const link = part.match(/^\[([^\]]+)\]\(([^)\s]+)\)$/);
      return link ? (
        <Link key={i} to={link[2]!}>
          {link[1]}
        </Link>
      ) : (
        part
      );
    });
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** What the plan cannot read: the includes it does not know and the calls into them. */
function unknownText(plan: Plan): string {
  const {unknownIncludes, unknownCalls} = plan.scan;
  if (unknownCalls.length === 0 && unknownIncludes.length === 0) return '';
  const calls = unknownCalls.reduce((sum, call) => sum + call.count, 0);
  const from = unknownIncludes.length ? ` from ${unknownIncludes.join(', ')}, which it does not know` : '';
  return ` Not in the plan: ${plural(calls, 'call')} to ${plural(unknownCalls.length, 'name')}${from}.`;
}

function summaryText(plan: Plan): string {
  const {names, constants, equivalent, around, named, without, unknown} = plan.summary;
  if (names === 0) return `No name of AMX Mod X or ReAPI found in this source.${unknownText(plan)}`;
  return (
    `${plural(names, 'name')} of AMX Mod X and ReAPI (${plural(names - constants, 'function')}, ` +
    `${plural(constants, 'constant')}): ${equivalent} with an equivalent, ${around} with a way around, ` +
    `${named} named in the reference, ${without} with no equivalent, ${unknown} not in the map.${unknownText(plan)}`
  );
}

/** Why a call blocks the port, in words. */
const whyText: Record<Plan['blockers'][number]['calls'][number]['why'], string> = {
  'no equivalent': 'no equivalent',
  'not in the map': 'not in the map',
  undeclared: 'declared by no include the plan knows',
};

/** What blocks the port: the calls with neither an equivalent nor a way around, by the plugin's function. */
function Blockers({plan}: {plan: Plan}): ReactNode {
  const names = new Set(plan.blockers.flatMap((group) => group.calls.map((blocker) => blocker.name))).size;
  return (
    <section>
      <Heading as="h3">What blocks the port</Heading>
      {names === 0 ? (
        <p>
          Nothing the plan reads: every AMX Mod X call it finds has an equivalent, or a way around in the guide. Read
          the notes below for what differs.
        </p>
      ) : (
        <>
          <p>
            {plural(names, 'name')} the plugin calls {names === 1 ? 'has' : 'have'} neither an equivalent nor a way
            around in the guide; by the plugin&apos;s function that calls {names === 1 ? 'it' : 'them'}:
          </p>
          <ul>
            {plan.blockers.map(({fn, calls: list}) => (
              <li key={fn}>
                {fn ? <Name>{fn}</Name> : 'Outside any function'}:{' '}
                {list.map((blocker, i) => (
                  <React.Fragment key={`${blocker.name}-${blocker.why}`}>
                    {i > 0 && ', '}
                    <Name>{blocker.name}</Name> ({whyText[blocker.why]})
                  </React.Fragment>
                ))}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** The includes the plan does not know, and every call to a name no include it knows declares. */
function UnknownCalls({plan}: {plan: Plan}): ReactNode {
  const {unknownIncludes, unknownCalls} = plan.scan;
  if (unknownCalls.length === 0 && unknownIncludes.length === 0) return null;
  return (
    <section>
      <Heading as="h3">What the plan cannot read</Heading>
      <p>
        {unknownIncludes.length > 0 ? (
          <>
            The plugin includes{' '}
            {unknownIncludes.map((include, i) => (
              <React.Fragment key={include}>
                {i > 0 && ', '}
                <code>{include}</code>
              </React.Fragment>
            ))}
            , which neither AMX Mod X nor ReAPI ships: the plan does not know what{' '}
            {unknownIncludes.length === 1 ? 'it declares' : 'they declare'}, so the calls into{' '}
            {unknownIncludes.length === 1 ? 'it' : 'them'} are listed here, not mapped.
          </>
        ) : (
          <>
            The plugin calls names that neither the includes of AMX Mod X and ReAPI nor the plugin declare (macros, or
            includes of its own).
          </>
        )}{' '}
        Port these by hand: {plural(unknownCalls.length, 'name')},{' '}
        {plural(
          unknownCalls.reduce((sum, call) => sum + call.count, 0),
          'call',
        )}
        .
      </p>
      {unknownCalls.length > 0 && (
        <table className="nm-amxx-table">
          <caption className="nm-visually-hidden">Calls to names the plan does not know</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Called</th>
            </tr>
          </thead>
          <tbody>
            {unknownCalls.map((call) => (
              <tr key={call.name}>
                <th scope="row">
                  <Name>{call.name}</Name>
                </th>
                <td data-label="Called">
                  {call.count}× ({linesText(call)})
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/**
 * The plugin as a TypeScript skeleton: written, shown, copied and saved by
 * ./skeleton-view.tsx, which loads when the reader asks for it (not with the plan).
 */
function Skeleton({plan, file}: {plan: Plan; file: string}): ReactNode {
  const [view, setView] = useState<{plan: Plan; node: ReactNode} | null>(null);
  const [failed, setFailed] = useState(false);
  async function write() {
    try {
      const {default: SkeletonView} = await import('./skeleton-view');
      setView({plan, node: <SkeletonView plan={plan} file={file} />});
    } catch {
      setFailed(true);
    }
  }
  return (
    <section>
      <Heading as="h3">TypeScript skeleton</Heading>
      <p>
        The plugin as a NodeMod file that compiles and does nothing yet: what it registers as code, each of its
        functions by its Pawn name, and in each, what every name it uses becomes.
      </p>
      {view?.plan === plan ? (
        view.node
      ) : (
        <p>
          <button type="button" className="button button--secondary" onClick={() => void write()}>
            Write the skeleton
          </button>
        </p>
      )}
      {failed && <p role="alert">The skeleton&apos;s script did not load. Check your connection and try again.</p>}
    </section>
  );
}

function PlanTables({plan, file}: {plan: Plan; file: string}): ReactNode {
  const {scan} = plan;
  return (
    <>
      <Blockers plan={plan} />
      <UnknownCalls plan={plan} />
      <Skeleton plan={plan} file={file} />
      {plan.groups.map(({include, rows}) => (
        <section key={include}>
          <Heading as="h3">
            <code>{include}</code>
          </Heading>
          <table className="nm-amxx-table">
            <caption className="nm-visually-hidden">Names of {include} the plugin uses</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Used</th>
                <th scope="col">NodeMod</th>
                <th scope="col">Note</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.use.name}>
                  <th scope="row">
                    <Name>{row.use.name}</Name> <span>({row.use.kind})</span>
                  </th>
                  <td data-label="Used">
                    {row.use.count}× ({linesText(row.use)})
                  </td>
                  <td data-label="NodeMod">
                    {row.equivalents.length === 0
                      ? '—'
                      : row.equivalents.map((e, i) => (
                          <React.Fragment key={e.href}>
                            {i > 0 && ', '}
                            <Link to={e.href}>
                              <Name>{e.code}</Name>
                            </Link>
                          </React.Fragment>
                        ))}
                  </td>
                  <td data-label="Note">
                    {row.note ? withCode(row.note) : ''}
                    {row.guideHref && (
                      <>
                        {row.note ? ' ' : ''}
                        <Link to={row.guideHref}>In the guide</Link>
                      </>
                    )}
                  </td>
                  <td data-label="Status">{row.status}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
      {scan.registrations.length > 0 && (
        <section>
          <Heading as="h3">What it registers by name</Heading>
          <table className="nm-amxx-table">
            <caption className="nm-visually-hidden">What the plugin registers by name</caption>
            <thead>
              <tr>
                <th scope="col">Line</th>
                <th scope="col">Native</th>
                <th scope="col">Registers</th>
                <th scope="col">Handler</th>
              </tr>
            </thead>
            <tbody>
              {scan.registrations.map((r, i) => (
                <tr key={i}>
                  <td data-label="Line">{r.line}</td>
                  <td data-label="Native">
                    <Name>{r.native}</Name>
                  </td>
                  <td data-label="Registers">
                    {r.what}: <Name>{r.target}</Name>
                  </td>
                  <td data-label="Handler">{r.handler ? <Name>{r.handler}</Name> : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      <p>
        {scan.lines} lines read; {scan.own.length} name{scan.own.length === 1 ? '' : 's'} the plugin defines itself (its
        functions and <code>#define</code>s) left out
        {scan.includes.length > 0 && (
          <>
            ; includes:{' '}
            {scan.includes.map((inc, i) => (
              <React.Fragment key={inc}>
                {i > 0 && ', '}
                <code>{inc}</code>
              </React.Fragment>
            ))}
          </>
        )}
        .
      </p>
      {scan.unreadable.length > 0 && (
        <>
          <Heading as="h3">Lines it could not read</Heading>
          <ul>
            {scan.unreadable.map((u) => (
              <li key={`${u.line}-${u.reason}`}>
                Line {u.line}: {u.reason}
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}

export default function PortPlan(): ReactNode {
  const id = useId();
  const [text, setText] = useState('');
  const [plan, setPlan] = useState<Plan | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [file, setFile] = useState('plugin.sma');

  async function makePlan(source: string, bytes: number) {
    const why = unreadableInput(source, bytes);
    if (why) {
      setPlan(null);
      setProblem(why);
      return;
    }
    setBusy(true);
    try {
      const {portPlan} = await import('./plan');
      setProblem(null);
      setPlan(await portPlan(source));
    } catch {
      setPlan(null);
      setProblem('The scanner could not be loaded. Check your connection and try again.');
    } finally {
      setBusy(false);
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void makePlan(text, text.length);
  }

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    // Refused before it is read: a file of hundreds of megabytes would hold up the tab.
    const large = tooLarge(file.size);
    if (large) {
      setPlan(null);
      setProblem(large);
      return;
    }
    const source = await file.text();
    setText(source);
    setFile(file.name);
    await makePlan(source, file.size);
  }

  return (
    <div className="nm-needs-js nm-port-plan">
      <form onSubmit={onSubmit} aria-labelledby={`${id}-title`}>
        <p id={`${id}-title`}>
          <strong>Your plugin</strong>: paste its source or choose its <code>.sma</code> file. It is read here, in your
          browser; nothing is sent anywhere.
        </p>
        <label htmlFor={`${id}-source`}>Pawn source</label>
        <textarea
          id={`${id}-source`}
          value={text}
          onChange={(e) => setText(e.target.value)}
          rows={10}
          spellCheck={false}
          style={{display: 'block', width: '100%', fontFamily: 'var(--ifm-font-family-monospace)'}}
        />
        <p>
          <label htmlFor={`${id}-file`}>Or choose a file: </label>
          <input id={`${id}-file`} type="file" accept=".sma,.inc,.txt,text/plain" onChange={(e) => void onFile(e)} />
        </p>
        <button type="submit" className="button button--primary" disabled={busy}>
          Make the port plan
        </button>
      </form>
      <div role="status" aria-live="polite">
        {busy ? <p>Reading the plugin…</p> : plan && <p>{summaryText(plan)}</p>}
      </div>
      {problem && (
        <p role="alert" className="nm-port-plan-problem">
          {problem}
        </p>
      )}
      {plan && !busy && <PlanTables plan={plan} file={file} />}
    </div>
  );
}
