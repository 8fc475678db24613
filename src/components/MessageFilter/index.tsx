/**
 * The filter of the user-message catalogue (`/docs/messages`): choices of game, size and
 * destination, and a box for the message's name, with a count of the rows left.
 *
 * The table is part of the page's content, written by the build (`<MessageCatalogue />`,
 * plugins/site-data/html-components.ts); each row carries what the choices match (`data-game`,
 * `data-size`, `data-to`). The choices are radio buttons that the style sheet reads
 * (`:has(…:checked)`, src/css/custom.css), so they filter with JavaScript or without; they
 * are React's own elements, uncontrolled: a radio inside the islands' HTML cannot be
 * checked once React has hydrated the page (React puts the island's old state back after
 * each click). The name box hides rows by setting their `hidden` attribute, and needs
 * JavaScript (`nm-needs-js`). The name and the choices are kept in the page's address
 * (`?name=death&game=counter-strike`), so a filtered catalogue can be linked to.
 */
import {useDeferredValue, useEffect, useId, useRef, useState, type ReactNode} from 'react';

/** The choices: each group's name (its key in the address), legend and options; the first shows every row. */
const groups = [
  {
    name: 'game',
    legend: 'Game',
    options: [
      ['any', 'Both'],
      ['half-life', 'Half-Life'],
      ['counter-strike', 'Counter-Strike'],
    ],
  },
  {
    name: 'size',
    legend: 'Size',
    options: [
      ['any', 'Any'],
      ['fixed', 'Fixed'],
      ['variable', 'Variable'],
    ],
  },
  {
    name: 'to',
    legend: 'Sent to',
    options: [
      ['any', 'Anyone'],
      ['one', 'One player'],
      ['all', 'Every player'],
      ['other', 'Others'],
    ],
  },
] as const;

/** The catalogue's rows on the page. */
const tableRows = () => Array.from(document.querySelectorAll<HTMLTableRowElement>('table.nm-message-table tbody tr'));

/** The message name of a row: its heading cell's text, in lower case. */
const rowName = (row: HTMLTableRowElement) => (row.cells[0]?.textContent ?? '').toLowerCase();

export default function MessageFilter(): ReactNode {
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [name, setName] = useState('');
  const deferred = useDeferredValue(name);
  const [count, setCount] = useState<{shown: number; total: number} | null>(null);
  const [choices, setChoices] = useState(0);

  // The address's name and choices are the first filter.
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const initial = params.get('name');
    if (initial) setName(initial);
    for (const group of groups) {
      const value = params.get(group.name);
      const input = Array.from(form.current?.elements ?? []).find(
        (e): e is HTMLInputElement => e instanceof HTMLInputElement && e.name === group.name && e.value === value,
      );
      if (input) input.checked = true;
    }
    setChoices((n) => n + 1);
  }, []);

  useEffect(() => {
    const rows = tableRows();
    const query = deferred.trim().toLowerCase();
    for (const row of rows) {
      const match = !query || rowName(row).includes(query);
      if (row.hidden === match) row.hidden = !match;
    }
    // The rows the choices leave: those the style sheet still displays.
    const shown = rows.filter((row) => !row.hidden && row.getClientRects().length > 0).length;
    setCount({shown, total: rows.length});
    // The address follows, without a new history entry per key.
    const url = new URL(window.location.href);
    if (query) url.searchParams.set('name', deferred.trim());
    else url.searchParams.delete('name');
    const data = form.current ? new FormData(form.current) : null;
    for (const group of groups) {
      const value = data?.get(group.name);
      if (typeof value === 'string' && value !== 'any') url.searchParams.set(group.name, value);
      else url.searchParams.delete(group.name);
    }
    if (url.href !== window.location.href) window.history.replaceState(window.history.state, '', url);
  }, [deferred, choices]);

  return (
    <form
      ref={form}
      className="nm-message-filters"
      aria-label="Filter the messages"
      onChange={() => setChoices((n) => n + 1)}
      onSubmit={(e) => e.preventDefault()}>
      <p className="nm-needs-js nm-name-filter nm-message-name">
        <label htmlFor={`${id}-name`}>Message name</label>{' '}
        <input
          id={`${id}-name`}
          type="search"
          value={name}
          onChange={(e) => setName(e.target.value)}
          placeholder="DeathMsg, Money, ScreenFade…"
          autoComplete="off"
          spellCheck={false}
          aria-describedby={`${id}-count`}
        />{' '}
        <output id={`${id}-count`} aria-live="polite">
          {count === null
            ? ''
            : count.shown === count.total
              ? `${count.total} messages`
              : `${count.shown} of ${count.total} messages`}
        </output>
      </p>
      {groups.map((group) => (
        <fieldset key={group.name}>
          <legend>{group.legend}</legend>
          {group.options.map(([value, label], i) => (
            <label key={value}>
              <input type="radio" name={group.name} value={value} defaultChecked={i === 0} /> {label}
            </label>
          ))}
        </fieldset>
      ))}
      {count?.shown === 0 && (
        <p className="alert alert--info nm-message-none">
          No message here matches. The catalogue holds the messages the two games register; a mod&apos;s own messages
          are in its game library&apos;s <code>REG_USER_MSG</code> calls.
        </p>
      )}
    </form>
  );
}
