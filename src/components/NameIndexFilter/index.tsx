/**
 * The filter of a page of the name index (`/docs/api/names` for HLSDK and Metamod names,
 * `/docs/api/names/amx-mod-x` for AMX Mod X's): a box that hides the rows
 * of the index's tables that do not match what the reader types, in a name,
 * where the name comes from, or a member's code, and the letters left with no
 * row (their heading and table). What is typed is kept in the page's address
 * (`?q=pev_health`), so a filtered index can be linked to; when nothing
 * matches, it says where to look next, first the other page with the same query.
 *
 * The tables are part of the page's content, written by the build from the
 * data (`<NameIndex />`, plugins/site-data/html-components.ts), so this component works
 * on the rows the page already shows: it sets their `hidden` attribute.
 * Without JavaScript the tables are plain and the box is hidden
 * (`nm-needs-js`).
 */
import {useDeferredValue, useEffect, useId, useRef, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';

/** A row of the table with its text, in lower case, for matching. */
type Row = {element: HTMLTableRowElement; text: string};

/** Whether a row's text matches a query (case does not matter; blank matches all). */
function rowMatches(text: string, query: string): boolean {
  const q = query.trim().toLowerCase();
  return !q || text.includes(q);
}

/** What each page of the index holds, its address, and names a reader might type there. */
const pages = {
  sdk: {path: '/docs/api/names', label: 'HLSDK and Metamod names', examples: 'pfnSetModel, pev->health, FL_ONGROUND…'},
  amxx: {
    path: '/docs/api/names/amx-mod-x',
    label: 'AMX Mod X names',
    examples: 'pev_health, register_clcmd, set_task…',
  },
} as const;

export default function NameIndexFilter({source}: {source: keyof typeof pages}): ReactNode {
  const other = pages[source === 'sdk' ? 'amxx' : 'sdk'];
  const id = useId();
  const rows = useRef<Row[]>([]);
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const [shown, setShown] = useState<number | null>(null);

  // A query in the address (`?q=…`) is the first filter.
  useEffect(() => {
    const initial = new URLSearchParams(window.location.search).get('q');
    if (initial) setQuery(initial);
  }, []);

  // The address follows the filter, without a new history entry per key.
  useEffect(() => {
    const url = new URL(window.location.href);
    if (deferred.trim()) url.searchParams.set('q', deferred.trim());
    else url.searchParams.delete('q');
    if (url.href !== window.location.href) window.history.replaceState(window.history.state, '', url);
  }, [deferred]);

  useEffect(() => {
    rows.current = Array.from(
      document.querySelectorAll<HTMLTableRowElement>('table.nm-name-index tbody tr'),
      (element) => ({
        element,
        text: Array.from(element.cells, (cell) => cell.textContent ?? '')
          .join('\n')
          .toLowerCase(),
      }),
    );
  }, []);

  useEffect(() => {
    let count = 0;
    const shownIn = new Map<HTMLTableElement, number>();
    for (const {element, text} of rows.current) {
      const match = rowMatches(text, deferred);
      if (element.hidden === match) element.hidden = !match;
      const table = element.closest('table')!;
      shownIn.set(table, (shownIn.get(table) ?? 0) + (match ? 1 : 0));
      if (match) count++;
    }
    // A letter with no row left: its table and the heading before it.
    for (const [table, n] of shownIn) {
      table.hidden = n === 0;
      const heading = table.previousElementSibling;
      if (heading instanceof HTMLHeadingElement) heading.hidden = n === 0;
    }
    setShown(count);
  }, [deferred]);

  const total = rows.current.length;
  return (
    <div className="nm-needs-js nm-name-filter">
      <p>
        <label htmlFor={`${id}-filter`}>Filter</label>{' '}
        <input
          id={`${id}-filter`}
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder={pages[source].examples}
          autoComplete="off"
          spellCheck={false}
          aria-describedby={`${id}-count`}
        />{' '}
        <output id={`${id}-count`} aria-live="polite">
          {shown === null ? '' : shown === total ? `${total} names` : `${shown} of ${total} names`}
        </output>
      </p>
      {shown === 0 && (
        <p className="alert alert--info">
          No name here contains “{deferred.trim()}”. It may be one of the{' '}
          <Link to={`${other.path}?q=${encodeURIComponent(deferred.trim())}`}>{other.label}</Link>. This index lists the
          names other tools give NodeMod&apos;s members; NodeMod&apos;s own names (<code>precacheModel</code>,{' '}
          <code>cmd.register</code>) are found with the search box in the navigation bar, and the{' '}
          <Link to="/docs/guides/amx-mod-x">guide for AMX Mod X authors</Link> maps Pawn code by topic.
        </p>
      )}
    </div>
  );
}
