import {Fragment, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {amxxMappings, amxxTopics, apiHref, type AmxxTopic} from '@site/src/data/amxmodx';
import styles from './styles.module.css';

type Props = {
  /** Which group of names to show. */
  topic: AmxxTopic;
};

/**
 * One topic of the AMX Mod X name map as a table: the Pawn name with the include file that
 * declares it, the NodeMod equivalents (each linked to the API reference) and a note.
 */
export default function AmxxNameTable({topic}: Props): ReactNode {
  const rows = amxxMappings.filter((row) => row.topic === topic);
  return (
    <table className={styles.table}>
      {/* The heading above the table shows the topic; the caption names the table for assistive technology. */}
      <caption className="nm-visually-hidden">{amxxTopics[topic]}</caption>
      <colgroup>
        <col className={styles.colName} />
        <col className={styles.colNodemod} />
        <col />
      </colgroup>
      <thead>
        <tr>
          <th scope="col">AMX Mod X</th>
          <th scope="col">NodeMod</th>
          <th scope="col">Notes</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.amxx}>
            <th scope="row">
              <code>{row.amxx}</code>
              <span className={styles.include}>{row.include}</span>
            </th>
            <td data-label="NodeMod">
              {row.nodemod.length === 0 ? (
                'No equivalent'
              ) : (
                <ul className={styles.equivalents}>
                  {row.nodemod.map((equivalent) => (
                    <li key={equivalent.target + equivalent.code}>
                      <Link to={apiHref(equivalent.target)}>
                        <code>{breakAfterDots(equivalent.code)}</code>
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </td>
            <td data-label={row.note ? 'Notes' : undefined}>{row.note ? renderNote(row.note) : null}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Lets a long dotted name wrap after its dots rather than inside a word. */
function breakAfterDots(code: string): ReactNode {
  return code.split('.').map((part, index, parts) => (
    <Fragment key={index}>
      {part}
      {index < parts.length - 1 ? (
        <>
          .<wbr />
        </>
      ) : null}
    </Fragment>
  ));
}

/** Shows the `backticked` parts of a note as inline code; the rest stays plain text. */
function renderNote(note: string): ReactNode {
  return note
    .split(/(`[^`]+`)/)
    .map((part, index) =>
      part.length > 1 && part.startsWith('`') && part.endsWith('`') ? (
        <code key={index}>{part.slice(1, -1)}</code>
      ) : (
        part
      ),
    );
}
