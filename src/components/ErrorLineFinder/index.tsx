/**
 * The paste box of the errors index (`/docs/errors`): a reader pastes a line from
 * the server's console or log (with its `Host_Error:` or `FATAL ERROR` prefix, a
 * log's time stamp, the values filled in, either engine's spelling of the
 * function) and the box shows the message that explains it first: its text, its
 * facts line and the section that says what causes it and how to fix it, with a
 * link to the entry. The entry's anchor goes into the page's address, so the
 * answer can be linked to. A line no message explains says so, and the list
 * stays as it is.
 *
 * The messages are part of the page's content, written by the build from the
 * data (`<ErrorEntries />`, plugins/site-data/html-components.ts): each is a heading that
 * carries its pattern (`data-p`), a regular expression written from its format
 * string by scripts/engine-errors.mjs. The best pattern is the one that matches
 * the most fixed text (src/lib/error-match.mjs, which the tests run over every
 * message). Without JavaScript the box is hidden (`nm-needs-js`) and the
 * browser's find works on the list.
 */
import {useEffect, useId, useRef, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {bestMatches} from '@site/src/lib/error-match.mjs';

/** A message of the page: its heading, its pattern and the section it stands in. */
interface Entry {
  heading: HTMLElement;
  pattern: string;
}

/** A message found for a line: what the result shows of it. */
interface Found {
  id: string;
  text: string;
  facts: string;
  section: {id: string; title: string} | null;
}

/** A heading's text without its link's zero-width space. */
const headingText = (heading: Element) => (heading.textContent ?? '').replace(/\u200B/g, '').trim();

/** The section (`h2`) a message's heading stands under. */
function sectionOf(heading: Element): Found['section'] {
  const before = Array.from(document.querySelectorAll('article h2[id]')).filter(
    (h2) => h2.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING,
  );
  const h2 = before[before.length - 1];
  return h2 ? {id: h2.id, title: headingText(h2)} : null;
}

/**
 * A message's line of facts: the paragraph after its heading, first in the block of
 * content that follows it (the page's headings stand between its blocks).
 */
function factsOf(heading: Element): Element | null {
  const next = heading.nextElementSibling;
  if (next?.matches('.nm-error-facts')) return next;
  return next?.querySelector(':scope > .nm-error-facts:first-child') ?? null;
}

/** The best messages for what was pasted: the whole text, or its best line. */
function explain(entries: Entry[], pasted: string): Entry[] {
  const candidates = [pasted, ...pasted.split(/\r?\n/)].map((line) => line.trim()).filter(Boolean);
  let best: {rank: number; entries: Entry[]} = {rank: -1, entries: []};
  for (const line of candidates) {
    const found = bestMatches(entries, line);
    if (found.rank > best.rank) best = found;
  }
  return best.entries;
}

export default function ErrorLineFinder(): ReactNode {
  const id = useId();
  const entries = useRef<Entry[]>([]);
  const [line, setLine] = useState('');
  const [found, setFound] = useState<Found[] | null>(null);

  useEffect(() => {
    entries.current = Array.from(document.querySelectorAll<HTMLElement>('article h3[data-p]'), (heading) => ({
      heading,
      pattern: heading.dataset.p!,
    }));
  }, []);

  function find(text: string) {
    if (!text.trim()) {
      setFound(null);
      return;
    }
    const best = explain(entries.current, text).map(({heading}) => ({
      id: heading.id,
      text: headingText(heading),
      facts: factsOf(heading)?.innerHTML ?? '',
      section: sectionOf(heading),
    }));
    setFound(best);
    // The first message's anchor in the address, without moving the page: the answer can be linked to.
    if (best[0]) window.history.replaceState(window.history.state, '', `#${best[0].id}`);
  }

  return (
    <form
      className="nm-needs-js nm-error-finder"
      aria-describedby={`${id}-result`}
      onSubmit={(e) => {
        e.preventDefault();
        find(line);
      }}>
      <label htmlFor={`${id}-line`}>Paste a line from the server's console or log</label>
      <textarea
        id={`${id}-line`}
        name="line"
        rows={3}
        value={line}
        spellCheck={false}
        autoComplete="off"
        placeholder="Host_Error: PF_precache_model_I: Model 'models/example.mdl' failed to precache because the item count is over the 512 limit."
        onChange={(e) => setLine(e.target.value)}
        onPaste={(e) => {
          // Found as soon as it is pasted, from the pasted text and what the box already held.
          const target = e.currentTarget;
          const pasted = e.clipboardData.getData('text');
          const next = target.value.slice(0, target.selectionStart) + pasted + target.value.slice(target.selectionEnd);
          find(next);
        }}
      />
      <button type="submit" className="button button--primary">
        Find the message
      </button>
      <div id={`${id}-result`} className="nm-error-found" aria-live="polite">
        {found === null ? null : found.length === 0 ? (
          <p>
            No message on this page explains that line. It may come from the game library, from another plugin or from a
            part of the engine a plugin does not reach; the list below is every message this page covers.
          </p>
        ) : (
          <>
            <p>
              {found.length === 1
                ? 'This message explains the line:'
                : `${found.length} places print this message; the console cannot tell them apart:`}
            </p>
            {found.map((f) => (
              <div key={f.id} className="nm-error-answer">
                <p className="nm-error-answer-text">
                  <Link to={`#${f.id}`}>{f.text}</Link>
                </p>
                {f.facts && <p className="nm-error-facts" dangerouslySetInnerHTML={{__html: f.facts}} />}
                {f.section && (
                  <p>
                    Cause and fix: <Link to={`#${f.section.id}`}>{f.section.title}</Link>
                  </p>
                )}
              </div>
            ))}
          </>
        )}
      </div>
    </form>
  );
}
