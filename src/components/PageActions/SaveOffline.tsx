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
import {useEffect, useRef, useState, type ReactNode} from 'react';

type Progress =
  {state: 'idle'} | {state: 'saving'; percent: number} | {state: 'saved'; pages: number} | {state: 'failed'};

/** No word from the worker for this long while saving: it is not there, or stuck. */
const SILENCE_MS = 20_000;

export default function SaveOffline({announce}: {announce: (text: string) => void}): ReactNode {
  const [supported, setSupported] = useState(true);
  const [progress, setProgress] = useState<Progress>({state: 'idle'});
  const watchdog = useRef<ReturnType<typeof setTimeout>>();

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
        setProgress({state: 'saving', percent: Math.floor(((data.done ?? 0) * 100) / Math.max(1, data.total ?? 1))});
        watchdog.current = setTimeout(() => fail(), SILENCE_MS);
      } else if (data.type === 'save-done') {
        setProgress({state: 'saved', pages: data.pages ?? 0});
        announce(`Saved: ${data.pages} docs pages can be read offline on this device.`);
      } else fail();
    };
    const fail = () => {
      setProgress({state: 'failed'});
      announce('The docs could not be saved for offline use. Pages you open still stay readable offline.');
    };
    navigator.serviceWorker.addEventListener('message', onMessage);
    return () => {
      navigator.serviceWorker.removeEventListener('message', onMessage);
      clearTimeout(watchdog.current);
    };
  }, [announce]);

  if (!supported) return null;
  const saving = progress.state === 'saving';
  return (
    <button
      type="button"
      className="button button--sm button--secondary nm-needs-js"
      disabled={saving}
      title="Downloads every page of the docs and the files they need, to read them offline"
      onClick={() => {
        setProgress({state: 'saving', percent: 0});
        announce('Saving the docs for offline use…');
        watchdog.current = setTimeout(() => {
          setProgress({state: 'failed'});
          announce('The docs could not be saved for offline use. Pages you open still stay readable offline.');
        }, SILENCE_MS);
        navigator.serviceWorker.ready
          .then((registration) => registration.active?.postMessage({type: 'save-docs'}))
          .catch(() => undefined);
      }}>
      {progress.state === 'saving'
        ? `Saving… ${progress.percent}%`
        : progress.state === 'saved'
          ? 'Docs saved offline'
          : progress.state === 'failed'
            ? 'Saving failed: retry'
            : 'Save docs offline'}
    </button>
  );
}
