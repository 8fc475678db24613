/**
 * The filters of the event finder (`/docs/api/events`): a text box that keeps
 * the events one of whose names contains what is typed (the event, its post
 * twin, its fakemeta hook or AMX Mod X forwards: `think`, `FM_Spawn`,
 * `client_putinserver`), and five lists that hide the events that do not match
 * (how often the event fires, its table, who raises it, whether superseding it
 * does something, whether `@nodemod/core` listens to it on import or only when a
 * script calls one of its functions), with a count of the events left. The
 * choices are kept in the page's address (`?name=think&when=frame`), so a
 * filtered table can be linked to.
 *
 * The table is part of the page's content, written by the build from the data
 * (`<EventFinder />`, plugins/site-data/html-components.ts); each event is a `tbody`
 * carrying the values four lists match (`data-when`, `data-raised`, `data-block`,
 * `data-core`), its table in its anchor (`dllspawn`, `engsetmodel`) and the names
 * the text box matches in what it shows (`groupNames`); this component sets its
 * `hidden` attribute. Without JavaScript the table is plain and the filters are
 * hidden (`nm-needs-js`).
 */
import {useDeferredValue, useEffect, useId, useRef, useState, type ReactNode} from 'react';
import {blockableLabels, coreLabels, frequencyLabels, raisedLabels} from '@site/src/data/event-labels';

/** One list: its address parameter, the value of an event it matches, its label and options. */
interface Filter {
  key: string;
  value: (event: HTMLElement) => string | undefined;
  label: string;
  options: [value: string, label: string][];
}

/** A list that matches a `data-` attribute of the event's group. */
const byData = (attribute: string) => (event: HTMLElement) => event.dataset[attribute];

const filters: Filter[] = [
  {key: 'when', value: byData('when'), label: 'Fires', options: Object.entries(frequencyLabels)},
  {
    key: 'table',
    // The anchor is the event's name in lower case: `dll…` or `eng…`.
    value: (event) => event.id.slice(0, 3),
    label: 'Table',
    options: [
      ['dll', 'Game library (dll…)'],
      ['eng', 'Engine (eng…)'],
    ],
  },
  {key: 'raised', value: byData('raised'), label: 'Raised by', options: Object.entries(raisedLabels)},
  {key: 'block', value: byData('block'), label: 'Blockable', options: Object.entries(blockableLabels)},
  {
    key: 'core',
    value: byData('core'),
    label: 'Used by @nodemod/core',
    options: Object.entries(coreLabels),
  },
];

type Choices = Record<string, string>;

/** The text box's key in the address. */
const nameKey = 'name';

/**
 * The names an event's group shows, in lower case, which the text box matches: those
 * of its heading (the event and its post twin) and of its AMX Mod X cell (fakemeta's
 * hook and the forwards), as `finderNames` (plugins/site-data/events.ts) lists them.
 */
export function groupNames(group: Element): string {
  return Array.from(
    group.querySelectorAll("th[scope='rowgroup'] code, tr:nth-child(2) > td:nth-child(5) code"),
    (name) => name.textContent ?? '',
  )
    .join(' ')
    .toLowerCase();
}

/** An event's group, with its names read once. */
interface EventGroup {
  element: HTMLTableSectionElement;
  names: string;
}

/** Whether an event matches the text typed (case aside) and every list that has a choice. */
function eventMatches({element, names}: EventGroup, choices: Choices, name: string): boolean {
  return (
    (!name || names.includes(name)) && filters.every(({key, value}) => !choices[key] || value(element) === choices[key])
  );
}

export default function EventFinderFilter(): ReactNode {
  const id = useId();
  const events = useRef<EventGroup[]>([]);
  const [choices, setChoices] = useState<Choices>({});
  const [name, setName] = useState('');
  // Typing stays quick: the 209 events are matched after the keystroke is drawn.
  const deferredName = useDeferredValue(name);
  const [shown, setShown] = useState<number | null>(null);

  useEffect(() => {
    events.current = Array.from(
      document.querySelectorAll<HTMLTableSectionElement>('table.nm-event-finder > tbody'),
      (element) => ({element, names: groupNames(element)}),
    );
    // Choices in the address (`?when=frame`) are the first filter.
    const params = new URLSearchParams(window.location.search);
    const initial: Choices = {};
    for (const {key, options} of filters) {
      const value = params.get(key);
      if (value && options.some(([v]) => v === value)) initial[key] = value;
    }
    setChoices(initial);
    setName(params.get(nameKey) ?? '');
  }, []);

  useEffect(() => {
    const typed = deferredName.trim().toLowerCase();
    let count = 0;
    for (const event of events.current) {
      const match = eventMatches(event, choices, typed);
      if (event.element.hidden === match) event.element.hidden = !match;
      if (match) count++;
    }
    setShown(count);
    const url = new URL(window.location.href);
    for (const [key, value] of [...filters.map(({key}) => [key, choices[key]] as const), [nameKey, typed] as const]) {
      if (value) url.searchParams.set(key, value);
      else url.searchParams.delete(key);
    }
    if (url.href !== window.location.href) window.history.replaceState(window.history.state, '', url);
  }, [choices, deferredName]);

  const total = events.current.length;
  return (
    <form className="nm-needs-js nm-event-filter" aria-describedby={`${id}-count`} onSubmit={(e) => e.preventDefault()}>
      <label className="nm-event-filter-name">
        Name{' '}
        <input
          type="search"
          name={nameKey}
          value={name}
          onChange={(e) => setName(e.target.value)}
          placeholder="Think, FM_Spawn, client_putinserver…"
          autoComplete="off"
          spellCheck={false}
        />
      </label>
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
      {shown === 0 && (
        <p>
          {deferredName.trim()
            ? `No event, post event, fakemeta hook or AMX Mod X forward named with “${deferredName.trim()}” matches these choices.`
            : 'No event matches all of these choices.'}
        </p>
      )}
    </form>
  );
}
