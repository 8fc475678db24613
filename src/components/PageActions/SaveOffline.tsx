/**
 * "Save docs offline": the reader's explicit choice to keep every docs page for
 * offline reading. The site's service worker does the work (`saveDocs` in
 * src/service-worker/sw.js) and reports its progress, shown on the button and
 * announced at the start and the end through the actions' live region.
 *
 * It is in the server-rendered page, so the actions take their final size from
 * the first paint (no layout shift on narrow screens, where it wraps to a second
 * line); it is hidden without JavaScript (`nm-needs-js`), and removed where the
 * browser has no service workers or the build has none (`npm start`).
 */
import {useCallback, useEffect, useRef, useState, type ReactNode} from 'react';

type State = 'idle' | 'saving' | 'saved' | 'failed';

/** No word from the worker for this long while saving: it is not there, or stuck. */
const SILENCE_MS = 20_000;

const FAILED = 'The docs could not be saved for offline use. Pages you open still stay readable offline.';

export default function SaveOffline({announce}: {announce: (text: string) => void}): ReactNode {
  const [supported, setSupported] = useState(true);
  const [state, setState] = useState<State>('idle');
  const [percent, setPercent] = useState(0);
  const watchdog = useRef<ReturnType<typeof setTimeout>>();

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
    const onMessage = (event: MessageEvent) => {
      const data = event.data as {type?: string; done?: number; total?: number; pages?: number} | null;
      if (!data?.type?.startsWith('save-')) return;
      clearTimeout(watchdog.current);
      if (data.type === 'save-progress') {
        setPercent(Math.floor(((data.done ?? 0) * 100) / Math.max(1, data.total ?? 1)));
        expectWord();
      } else if (data.type === 'save-done') {
        setState('saved');
        announce(`Saved: ${data.pages} docs pages can be read offline on this device.`);
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
  }, [announce, expectWord]);

  if (!supported) return null;
  const labels: Record<State, string> = {
    idle: 'Save docs offline',
    saving: `Saving… ${percent}%`,
    saved: 'Docs saved offline',
    failed: 'Saving failed: retry',
  };
  return (
    <button
      type="button"
      className="button button--sm button--outline button--secondary nm-needs-js"
      disabled={state === 'saving'}
      title="Downloads every page of the docs and the files they need, to read them offline"
      onClick={() => {
        setState('saving');
        setPercent(0);
        announce('Saving the docs for offline use…');
        expectWord();
        navigator.serviceWorker.ready
          .then((registration) => registration.active?.postMessage({type: 'save-docs'}))
          .catch(() => undefined);
      }}>
      {labels[state]}
    </button>
  );
}
