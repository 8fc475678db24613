/**
 * "Save docs offline": the reader's explicit choice to keep every docs page for
 * offline reading. The site's service worker does the work (`saveDocs` in
 * src/service-worker/sw.js) and reports its progress, shown on the button and
 * announced at the start and the end through the actions' live region. What
 * happens on the click (the room check, the request to keep the storage, the
 * worker's words) is in offline-storage.ts, loaded on that click. Once saved (on
 * this visit or an earlier one), "Remove saved docs" frees the space again.
 *
 * It is in the server-rendered page, so the actions take their final size from
 * the first paint (no layout shift on narrow screens, where it wraps to a second
 * line); it is hidden without JavaScript (`nm-needs-js`), and removed where the
 * browser has no service workers or the build has none (`npm start`).
 */
import {useEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {State, View, WorkerWord} from './offline-storage';

/** No word from the worker for this long while saving: it is not there, or stuck. */
const SILENCE_MS = 20_000;

const load = () => import('./offline-storage');

export default function SaveOffline({announce}: {announce: (text: string) => void}): ReactNode {
  const {baseUrl} = useDocusaurusContext().siteConfig;
  const [supported, setSupported] = useState(true);
  const [state, setState] = useState<State>('idle');
  const [percent, setPercent] = useState(0);
  // What the line under the actions says: the size and the room left, or why saving stopped.
  const [note, setNote] = useState('');
  const watchdog = useRef<ReturnType<typeof setTimeout>>();
  const manifest = `${baseUrl}offline.json`;

  const view = useMemo<View>(
    () => ({
      setState,
      setPercent,
      setNote,
      announce,
      expectWord() {
        clearTimeout(watchdog.current);
        watchdog.current = setTimeout(() => {
          setState('failed');
          load()
            .then(({FAILED}) => announce(FAILED))
            .catch(() => undefined);
        }, SILENCE_MS);
      },
    }),
    [announce],
  );

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
      const data = event.data as WorkerWord | null;
      if (!data?.type?.startsWith('save-') && data?.type !== 'remove-done') return;
      clearTimeout(watchdog.current);
      load()
        .then(({workerWord}) => workerWord(data, view))
        .catch(() => undefined);
    };
    navigator.serviceWorker.addEventListener('message', onMessage);
    return () => {
      navigator.serviceWorker.removeEventListener('message', onMessage);
      clearTimeout(watchdog.current);
    };
  }, [manifest, view]);

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
        onClick={() => {
          setState('checking');
          load()
            .then(({startSaving}) => startSaving(manifest, view))
            .catch(() => setState('failed'));
        }}>
        {labels[state]}
      </button>
      {canRemove && (
        <button
          type="button"
          className="button button--sm button--outline button--secondary"
          disabled={state === 'removing'}
          onClick={() => {
            load()
              .then(({removeSaved}) => removeSaved(view))
              .catch(() => undefined);
          }}>
          Remove saved docs
        </button>
      )}
      {note && <p className="nm-save-note">{note}</p>}
    </>
  );
}
