/**
 * What "Save docs offline" does once the reader clicks it (SaveOffline.tsx),
 * loaded on that click: the page's first load carries only the button.
 *
 * - `startSaving`: reads how much the docs take (`bytes` in the build's
 *   `offline.json`) and how much room the browser has left for the site
 *   (`navigator.storage.estimate()`); says both, or does not start when the docs
 *   do not fit; asks the browser to keep the site's storage
 *   (`navigator.storage.persist()`), since the reader asked to keep the docs;
 *   then asks the service worker to save them.
 * - `workerWord`: what the worker's messages mean for the button and the reader.
 * - `removeSaved`: asks the worker to delete what the site keeps.
 */

export type State = 'idle' | 'checking' | 'saving' | 'saved' | 'failed' | 'full' | 'removing';

export type View = {
  setState: (state: State) => void;
  setPercent: (percent: number) => void;
  setNote: (note: string) => void;
  announce: (text: string) => void;
  /** (Re)starts the wait for the worker's next word. */
  expectWord: () => void;
};

export const FAILED = 'The docs could not be saved for offline use. Pages you open still stay readable offline.';

/** A size for a reader: megabytes, or gigabytes from a thousand megabytes on. */
function readableSize(bytes: number): string {
  return bytes >= 1e9 ? `${(bytes / 1e9).toFixed(1)} GB` : `${Math.max(0.1, bytes / 1e6).toFixed(1)} MB`;
}

const toWorker = (message: {type: string}) =>
  navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage(message));

export async function startSaving(manifest: string, view: View): Promise<void> {
  view.setState('checking');
  const [bytes, estimate] = await Promise.all([
    fetch(manifest, {cache: 'no-cache'})
      .then((response) => response.json() as Promise<{bytes?: number}>)
      .then((list) => list.bytes)
      .catch(() => undefined),
    navigator.storage?.estimate?.().catch(() => undefined),
  ]);
  const free = estimate?.quota === undefined ? undefined : estimate.quota - (estimate.usage ?? 0);
  if (bytes !== undefined && free !== undefined && bytes > free) {
    view.setState('full');
    const text =
      `Not enough room: the docs take about ${readableSize(bytes)}, and the browser has ` +
      `${readableSize(free)} left for this site. Nothing was saved.`;
    view.setNote(text);
    view.announce(text);
    return;
  }
  // The reader asked to keep the docs: the browser is asked not to clear them on its own.
  await navigator.storage?.persist?.().catch(() => false);
  if (bytes !== undefined)
    view.setNote(
      `The docs take about ${readableSize(bytes)}` +
        (free === undefined ? '.' : `; the browser has ${readableSize(free)} left for this site.`),
    );
  view.setState('saving');
  view.setPercent(0);
  view.announce('Saving the docs for offline use…');
  view.expectWord();
  await toWorker({type: 'save-docs'}).catch(() => undefined);
}

export function removeSaved(view: View): void {
  view.setState('removing');
  toWorker({type: 'remove-docs'}).catch(() => undefined);
}

export type WorkerWord = {type?: string; done?: number; total?: number; pages?: number; full?: boolean};

/** Shows what a message of the worker says; false for a message that is not about saving. */
export function workerWord(data: WorkerWord | null, view: View): boolean {
  if (data?.type === 'remove-done') {
    view.setState('idle');
    view.setNote('');
    view.announce('Removed: the saved docs no longer take space on this device.');
    return true;
  }
  if (!data?.type?.startsWith('save-')) return false;
  if (data.type === 'save-progress') {
    view.setPercent(Math.floor(((data.done ?? 0) * 100) / Math.max(1, data.total ?? 1)));
    view.expectWord();
  } else if (data.type === 'save-done') {
    view.setState('saved');
    view.announce(`Saved: ${data.pages} docs pages can be read offline on this device.`);
  } else if (data.full) {
    view.setState('full');
    const text =
      'The browser ran out of room for this site while saving: part of the docs is saved. ' +
      'Remove saved docs to free the space.';
    view.setNote(text);
    view.announce(text);
  } else {
    view.setState('failed');
    view.announce(FAILED);
  }
  return true;
}
