/**
 * A queue of keys worked through in short slices of the browser's idle time
 * (src/client/idle-prefetch.ts queues the pages to prefetch with it), and the
 * browser's idle time itself (`whenIdle`, also for the code blocks' writer).
 */

/**
 * The most a slice works, in ms: a browser may offer up to 50 ms of idle time,
 * which on a phone's slower processor is a long task of its own (anything over
 * 50 ms keeps a tap waiting).
 */
export const SLICE_MS = 8;

/**
 * @callback Idle Runs its argument when the browser is idle, with the time the slice has left.
 * @param {(timeRemaining: () => number) => void} work
 * @returns {void}
 */

/**
 * Runs `work` when the browser is idle, with the idle time it has left (Safari has
 * no requestIdleCallback: soon after, with 10 ms).
 * @param {(timeRemaining: () => number) => void} work
 * @param {number} [timeout] the longest wait, in ms
 */
export function whenIdle(work, timeout = 3000) {
  if (typeof requestIdleCallback === 'function') {
    requestIdleCallback((deadline) => work(() => deadline.timeRemaining()), {timeout});
  } else {
    setTimeout(() => {
      const end = performance.now() + 10;
      work(() => end - performance.now());
    }, 50);
  }
}

/**
 * A queue that hands each key to `run` once, in the order added, a slice at a time.
 * @param {(key: string) => void} run
 * @param {Idle} idle
 * @param {() => number} [now] the clock, in ms
 * @returns {(key: string) => void} adds a key (a key already waiting is not added twice)
 */
export function idleQueue(run, idle, now = () => performance.now()) {
  /** @type {Set<string>} */
  const queue = new Set();
  let scheduled = false;
  /** @param {() => number} timeRemaining */
  const work = (timeRemaining) => {
    scheduled = false;
    const end = now() + Math.min(SLICE_MS, timeRemaining());
    for (const key of queue) {
      queue.delete(key);
      run(key);
      if (now() >= end) break;
    }
    if (queue.size > 0) schedule();
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    idle(work);
  };
  return (key) => {
    queue.add(key);
    schedule();
  };
}
