/**
 * Keeps the target of a page's address (`#member`) in view while the blocks
 * around it get their real size. A client module (docusaurus.config.ts,
 * `clientModules`).
 *
 * The blocks of the API reference are laid out only near the screen
 * (`content-visibility: auto`, src/css/custom.css): until then each counts as
 * an estimate of its height. When the browser or Docusaurus scrolls to a
 * target, the blocks that come into view take their real size, and the target
 * can end up off the screen. After each move to a page with a hash (the first
 * page included), this scrolls the target back to the top of the screen on
 * the next frames, until it stays there for a few frames (and a moment has
 * passed), for at most sixty frames and five seconds, whichever is later; for
 * ten seconds, a change in the article's height starts it again. It stops for
 * good once the reader scrolls, taps or presses a key. On a busy or slow device
 * a frame can take a tenth of a second, and five quick frames are no sign that
 * the blocks around the target are laid out.
 */
import type {ClientModule} from '@docusaurus/types';

/** Frames in a row the target must stay put before the module stops moving it. */
const settledFrames = 5;
/**
 * Not before this many milliseconds: on a slow phone the blocks next to the target
 * are laid out over more frames than it takes five quick ones to pass.
 */
const minTime = 400;
/** It stops anyway after this many frames and milliseconds, both. */
const maxFrames = 60;
const maxTime = 5000;
/**
 * For this long after the move, a change in the article's height (a block near the
 * target laid out late, its code re-rendered once the code writer arrives) brings
 * the target back again.
 */
const watchTime = 10_000;

let stop: (() => void) | undefined;

/** Scrolls the element with `id` back into view on the next frames, until it stays there. */
function keepInView(id: string): void {
  stop?.();
  const target = document.getElementById(id);
  if (!target) return;
  const interactions = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;
  const started = performance.now();
  let frame = 0;
  let still = 0;
  let handle = 0;
  let looping = false;
  let since = started;
  const observer = new ResizeObserver(() => {
    if (!looping) loop();
  });
  const timer = window.setTimeout(() => end(), watchTime);
  const end = () => {
    cancelAnimationFrame(handle);
    observer.disconnect();
    clearTimeout(timer);
    for (const type of interactions) window.removeEventListener(type, onInteraction);
    stop = undefined;
  };
  // The key or click that led here may still be on its way to the window: only later ones count.
  const onInteraction = (event: Event) => {
    if (event.timeStamp > started) end();
  };
  stop = end;
  for (const type of interactions) window.addEventListener(type, onInteraction, {passive: true});
  const margin = parseFloat(getComputedStyle(target).scrollMarginTop) || 0;
  const step = () => {
    frame++;
    const off = Math.abs(target.getBoundingClientRect().top - margin) > 2;
    if (off) {
      target.scrollIntoView({block: 'start', behavior: 'instant'});
      still = 0;
    } else {
      still++;
    }
    const elapsed = performance.now() - since;
    if ((still >= settledFrames && elapsed >= minTime) || (frame >= maxFrames && elapsed >= maxTime)) looping = false;
    else handle = requestAnimationFrame(step);
  };
  const loop = () => {
    looping = true;
    frame = 0;
    still = 0;
    since = performance.now();
    handle = requestAnimationFrame(step);
  };
  loop();
  observer.observe(target.closest('article') ?? document.body);
}

const clientModule: ClientModule = {
  onRouteDidUpdate({location}) {
    if (location.hash.length > 1) keepInView(decodeURIComponent(location.hash.slice(1)));
  },
};

export const {onRouteDidUpdate} = clientModule;
