/**
 * "Save docs offline": the reader's explicit choice to keep every docs page for
 * offline reading. The site's service worker does the work (`saveDocs` in
 * src/service-worker/sw.js) and reports its progress, shown on the button and
 * announced at the start and the end through the actions' live region.
 *
 * Before it starts, it reads how much the docs take (`bytes` in the build's
 * `offline.json`) and how much room the browser has left for the site
 * (`navigator.storage.estimate()`): it says both, and does not start when the
 * docs do not fit. It asks the browser to keep the site's storage
 * (`navigator.storage.persist()`), since the reader asked to keep the docs, and
 * says so when the room ran out while saving. Once saved (on this visit or an
 * earlier one), "Remove saved docs" frees the space again.
 *
 * It is in the server-rendered page, so the actions take their final size from
 * the first paint (no layout shift on narrow screens, where it wraps to a second
 * line); it is hidden without JavaScript (`nm-needs-js`), and removed where the
 * browser has no service workers or the build has none (`npm start`).
 */
import {useCallback, useEffect, useRef, useState, type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

type State = 'idle' | 'checking' | 'saving' | 'saved' | 'failed' | 'full' | 'removing';

/** No word from the worker for this long while saving: it is not there, or stuck. */
const SILENCE_MS = 20_000;

const FAILED = 'The docs could not be saved for offline use. Pages you open still stay readable offline.';

/** A size for a reader: megabytes, or gigabytes from a thousand megabytes on. */
function readableSize(bytes: number): string {
  return bytes >= 1e9 ? `${(bytes / 1e9).toFixed(1)} GB` : `${Math.max(0.1, bytes / 1e6).toFixed(1)} MB`;
}

export default function SaveOffline({announce}: {announce: (text: string) => void}): ReactNode {
  const {baseUrl} = useDocusaurusContext().siteConfig;
  const [supported, setSupported] = useState(true);
  const [state, setState] = useState<State>('idle');
  const [percent, setPercent] = useState(0);
  // What the line under the actions says: the size and the room left, or why saving stopped.
  const [note, setNote] = useState('');
  const watchdog = useRef<ReturnType<typeof setTimeout>>();
  const manifest = `${baseUrl}offline.json`;

  /** (Re)starts the wait for the worker's next word; silence ends the saving as failed. */
  const expectWord = useCallback(() => {
    clearTimeout(watchdog.current);
    watchdog.current = setTimeout(() => {
      setState('failed');
      announce(FAILED);
    }, SILENCE_MS);
  }, [announce]);

  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) {
      setSupported(false);
      return undefined;
    }
    // Docs saved on an earlier visit (the worker keeps the mark of that choice).
    caches
      .match(new URL(`${manifest}?saved`, window.location.href).href)
      .then((saved) => {
        if (saved) setState((current) => (current === 'idle' ? 'saved' : current));
      })
      .catch(() => undefined);
    const onMessage = (event: MessageEvent) => {
      const data = event.data as {type?: string; done?: number; total?: number; pages?: number; full?: boolean} | null;
      if (data?.type === 'remove-done') {
        setState('idle');
        setNote('');
        announce('Removed: the saved docs no longer take space on this device.');
        return;
      }
      if (!data?.type?.startsWith('save-')) return;
      clearTimeout(watchdog.current);
      if (data.type === 'save-progress') {
        setPercent(Math.floor(((data.done ?? 0) * 100) / Math.max(1, data.total ?? 1)));
        expectWord();
      } else if (data.type === 'save-done') {
        setState('saved');
        announce(`Saved: ${data.pages} docs pages can be read offline on this device.`);
      } else if (data.full) {
        setState('full');
        const text =
          'The browser ran out of room for this site while saving: part of the docs is saved. ' +
          'Remove saved docs to free the space.';
        setNote(text);
        announce(text);
      } else {
        setState('failed');
        announce(FAILED);
      }
    };
    navigator.serviceWorker.addEventListener('message', onMessage);
    return () => {
      navigator.serviceWorker.removeEventListener('message', onMessage);
      clearTimeout(watchdog.current);
    };
  }, [announce, expectWord, manifest]);

  const save = async () => {
    setState('checking');
    const [bytes, estimate] = await Promise.all([
      fetch(manifest, {cache: 'no-cache'})
        .then((response) => response.json() as Promise<{bytes?: number}>)
        .then((list) => list.bytes)
        .catch(() => undefined),
      navigator.storage?.estimate?.().catch(() => undefined),
    ]);
    const free = estimate?.quota === undefined ? undefined : estimate.quota - (estimate.usage ?? 0);
    if (bytes !== undefined && free !== undefined && bytes > free) {
      setState('full');
      const text =
        `Not enough room: the docs take about ${readableSize(bytes)}, and the browser has ` +
        `${readableSize(free)} left for this site. Nothing was saved.`;
      setNote(text);
      announce(text);
      return;
    }
    // The reader asked to keep the docs: the browser is asked not to clear them on its own.
    await navigator.storage?.persist?.().catch(() => false);
    if (bytes !== undefined)
      setNote(
        `The docs take about ${readableSize(bytes)}` +
          (free === undefined ? '.' : `; the browser has ${readableSize(free)} left for this site.`),
      );
    setState('saving');
    setPercent(0);
    announce('Saving the docs for offline use…');
    expectWord();
    navigator.serviceWorker.ready
      .then((registration) => registration.active?.postMessage({type: 'save-docs'}))
      .catch(() => undefined);
  };

  const remove = () => {
    setState('removing');
    navigator.serviceWorker.ready
      .then((registration) => registration.active?.postMessage({type: 'remove-docs'}))
      .catch(() => undefined);
  };

  if (!supported) return null;
  const labels: Record<State, string> = {
    idle: 'Save docs offline',
    checking: 'Save docs offline',
    saving: `Saving… ${percent}%`,
    saved: 'Docs saved offline',
    failed: 'Saving failed: retry',
    full: 'Save docs offline',
    removing: 'Removing…',
  };
  const canRemove = state === 'saved' || state === 'full' || state === 'removing';
  return (
    <>
      <button
        type="button"
        className="button button--sm button--outline button--secondary nm-needs-js"
        disabled={state === 'saving' || state === 'checking' || state === 'removing'}
        title="Downloads every page of the docs and the files they need, to read them offline"
        onClick={() => void save()}>
        {labels[state]}
      </button>
      {canRemove && (
        <button
          type="button"
          className="button button--sm button--outline button--secondary"
          disabled={state === 'removing'}
          onClick={remove}>
          Remove saved docs
        </button>
      )}
      {note && <p className="nm-save-note">{note}</p>}
    </>
  );
}
