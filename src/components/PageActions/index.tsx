/**
 * The "Copy page" button and the "View as Markdown" link at the top of every
 * docs and API page. Both use the page's Markdown twin, which the build writes
 * at `<route>.md` (plugins/markdown-twins): the link opens it, the button puts
 * it on the clipboard for pasting into an assistant or an editor.
 *
 * The button needs JavaScript, so it is hidden until the first inline script
 * has marked the page as scripted (`nm-needs-js`); the link works without.
 * The result of a copy is announced through a polite live region. The third
 * action, "Save docs offline" (SaveOffline.tsx), appears where service workers
 * run.
 */
import {useEffect, useState, type ReactNode} from 'react';
import {twinPath} from '@site/src/lib/twin-path.mjs';
import SaveOffline from './SaveOffline';

/** Puts the text of `url` on the clipboard. */
async function copyFrom(url: string): Promise<void> {
  const text = fetch(url).then((response) => {
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    return response.text();
  });
  // Safari only lets a page write to the clipboard during the click itself:
  // a ClipboardItem takes the text as a promise, so the write starts at once.
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
    await navigator.clipboard.write([
      new ClipboardItem({'text/plain': text.then((t) => new Blob([t], {type: 'text/plain'}))}),
    ]);
  } else {
    await navigator.clipboard.writeText(await text);
  }
}

type State = 'idle' | 'copying' | 'copied' | 'failed';

const labels: Record<State, string> = {
  idle: 'Copy page',
  copying: 'Copying…',
  copied: 'Copied',
  failed: 'Copy failed',
};

const announcements: Record<'copied' | 'failed', string> = {
  copied: 'The page is on the clipboard as Markdown.',
  failed: 'The page could not be copied. Use View as Markdown instead.',
};

export default function PageActions({permalink}: {permalink: string}): ReactNode {
  const href = twinPath(permalink);
  const [state, setState] = useState<State>('idle');
  // What the live region says: the copy's result, or the saving's (SaveOffline).
  const [message, setMessage] = useState('');
  // A result shows on the button for a while, then the button is ready again.
  useEffect(() => {
    if (state !== 'copied' && state !== 'failed') return undefined;
    const timer = setTimeout(() => setState('idle'), 4000);
    return () => clearTimeout(timer);
  }, [state]);
  const finish = (result: 'copied' | 'failed') => {
    setState(result);
    setMessage(announcements[result]);
  };
  return (
    <div className="nm-page-actions">
      <button
        type="button"
        className="button button--sm button--outline button--secondary nm-needs-js"
        disabled={state === 'copying'}
        onClick={() => {
          setState('copying');
          copyFrom(href).then(
            () => finish('copied'),
            () => finish('failed'),
          );
        }}>
        {labels[state]}
      </button>
      {/* eslint-disable-next-line @docusaurus/no-html-links -- a file, not a page of the app's router */}
      <a className="button button--sm button--outline button--secondary" href={href} type="text/markdown">
        View as Markdown
      </a>
      <SaveOffline announce={setMessage} />
      <span role="status" className="nm-visually-hidden">
        {message}
      </span>
    </div>
  );
}
