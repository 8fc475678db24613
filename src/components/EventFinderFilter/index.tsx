/**
 * The filters of the event finder (`/docs/api/events`): five lists that hide
 * the rows of the finder's table that do not match (how often the event fires,
 * its table, who raises it, whether superseding it does something, whether
 * `@nodemod/core` listens to it on import or only when a script calls one of
 * its functions), and a count of the rows left. The choices
 * are kept in the page's address (`?when=frame&table=dll`), so a filtered
 * table can be linked to.
 *
 * The table is part of the page's content, written by the build from the data
 * (`<EventFinder />`, src/data/html-components.ts); each row carries the values
 * these lists match (`data-when`, `data-table`, `data-raised`, `data-block`,
 * `data-core`), and this component sets the rows' `hidden` attribute. Without
 * JavaScript the table is plain and the lists are hidden (`nm-needs-js`).
 */
import {useEffect, useId, useRef, useState, type ReactNode} from 'react';
import {blockableLabels, coreLabels, frequencyLabels, raisedLabels} from '@site/src/data/event-labels';

/** One list: its address parameter, the row attribute it matches, its label and options. */
interface Filter {
  key: string;
  attribute: string;
  label: string;
  options: [value: string, label: string][];
}

const filters: Filter[] = [
  {key: 'when', attribute: 'when', label: 'Fires', options: Object.entries(frequencyLabels)},
  {
    key: 'table',
    attribute: 'table',
    label: 'Table',
    options: [
      ['dll', 'Game library (dll…)'],
      ['eng', 'Engine (eng…)'],
    ],
  },
  {key: 'raised', attribute: 'raised', label: 'Raised by', options: Object.entries(raisedLabels)},
  {key: 'block', attribute: 'block', label: 'Blockable', options: Object.entries(blockableLabels)},
  {
    key: 'core',
    attribute: 'core',
    label: 'Used by @nodemod/core',
    options: Object.entries(coreLabels),
  },
];

type Choices = Record<string, string>;

/** Whether a row matches every list that has a choice. */
function rowMatches(row: {dataset: DOMStringMap}, choices: Choices): boolean {
  return filters.every(({key, attribute}) => !choices[key] || row.dataset[attribute] === choices[key]);
}

export default function EventFinderFilter(): ReactNode {
  const id = useId();
  const rows = useRef<HTMLTableRowElement[]>([]);
  const [choices, setChoices] = useState<Choices>({});
  const [shown, setShown] = useState<number | null>(null);

  useEffect(() => {
    rows.current = Array.from(document.querySelectorAll<HTMLTableRowElement>('table.nm-event-finder tbody tr'));
    // Choices in the address (`?when=frame`) are the first filter.
    const params = new URLSearchParams(window.location.search);
    const initial: Choices = {};
    for (const {key, options} of filters) {
      const value = params.get(key);
      if (value && options.some(([v]) => v === value)) initial[key] = value;
    }
    setChoices(initial);
  }, []);

  useEffect(() => {
    let count = 0;
    for (const row of rows.current) {
      const match = rowMatches(row, choices);
      if (row.hidden === match) row.hidden = !match;
      if (match) count++;
    }
    setShown(count);
    const url = new URL(window.location.href);
    for (const {key} of filters) {
      if (choices[key]) url.searchParams.set(key, choices[key]);
      else url.searchParams.delete(key);
    }
    if (url.href !== window.location.href) window.history.replaceState(window.history.state, '', url);
  }, [choices]);

  const total = rows.current.length;
  return (
    <form className="nm-needs-js nm-event-filter" aria-describedby={`${id}-count`} onSubmit={(e) => e.preventDefault()}>
      {filters.map(({key, label, options}) => (
        <label key={key}>
          {label}{' '}
          <select
            value={choices[key] ?? ''}
            onChange={(e) => setChoices((old) => ({...old, [key]: e.target.value}))}
            name={key}>
            <option value="">Any</option>
            {options.map(([value, text]) => (
              <option key={value} value={value}>
                {text}
              </option>
            ))}
          </select>
        </label>
      ))}
      <output id={`${id}-count`} aria-live="polite">
        {shown === null ? '' : shown === total ? `${total} events` : `${shown} of ${total} events`}
      </output>
      {shown === 0 && <p>No event matches all of these choices.</p>}
    </form>
  );
}
