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
import type {Plan, PlanRow} from './plan';

/** The first line numbers of a use, and how many more there are. */
function linesText(row: PlanRow): string {
  const {lines, onLines} = row.use;
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

function summaryText(plan: Plan): string {
  const {names, equivalent, without, unknown} = plan.summary;
  if (names === 0) return 'No name of AMX Mod X found in this source.';
  return (
    `${names} name${names === 1 ? '' : 's'} of AMX Mod X: ${equivalent} with an equivalent, ` +
    `${without} without a direct equivalent, ${unknown} not in the map.`
  );
}

function PlanTables({plan}: {plan: Plan}): ReactNode {
  const {scan} = plan;
  return (
    <>
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
                    {row.use.count}× ({linesText(row)})
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
      setPlan(portPlan(source));
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
      {plan && !busy && <PlanTables plan={plan} />}
    </div>
  );
}
