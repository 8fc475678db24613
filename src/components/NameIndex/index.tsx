/**
 * The name index of the API reference (`/docs/api/names`): every HLSDK,
 * Metamod and AMX Mod X name that `src/data/api-names.ts` gives a member, in
 * one table, with a box that filters the rows as you type.
 *
 * The table is rendered with the page, so without JavaScript it is a plain
 * table; the box is hidden then (`nm-needs-js`). Rows are filtered by their
 * `hidden` attribute, so the table keeps one set of elements.
 */
import React, {useDeferredValue, useId, useMemo, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {nameRows, type NameRow} from '@site/src/data/api-names';

/** Whether a row matches a query: in its name, where it comes from, or a member's code. */
export function rowMatches(row: NameRow, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return (
    row.name.toLowerCase().includes(q) ||
    row.known.some((k) => k.toLowerCase().includes(q)) ||
    row.members.some((m) => m.code.toLowerCase().includes(q))
  );
}

export default function NameIndex(): ReactNode {
  const id = useId();
  const rows = useMemo(nameRows, []);
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const shown = rows.filter((row) => rowMatches(row, deferred)).length;
  return (
    <>
      <p className="nm-needs-js name-index-filter">
        <label htmlFor={`${id}-filter`}>Filter</label>{' '}
        <input
          id={`${id}-filter`}
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder="pfnSetModel, pev_health, FL_ONGROUND…"
          autoComplete="off"
          spellCheck={false}
          aria-describedby={`${id}-count`}
        />{' '}
        <output id={`${id}-count`} aria-live="polite">
          {shown === rows.length ? `${rows.length} names` : `${shown} of ${rows.length} names`}
        </output>
      </p>
      <table className="name-index">
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Known in</th>
            <th scope="col">NodeMod</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name} hidden={!rowMatches(row, deferred)}>
              <td>{row.name}</td>
              <td>{row.known.join(', ')}</td>
              <td>
                {row.members.map((m, i) => (
                  <React.Fragment key={m.target}>
                    {i > 0 && ', '}
                    <Link to={`/docs/api/${m.target}`}>{m.code}</Link>
                  </React.Fragment>
                ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
