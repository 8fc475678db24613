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
 * the next frames, until it stays there for a few frames, for at most a
 * second, and not once the reader scrolls, taps or presses a key.
 */
import type {ClientModule} from '@docusaurus/types';

/** Frames in a row the target must stay put before the module lets go. */
const settledFrames = 5;
/** Frames after which the module lets go anyway (about a second). */
const maxFrames = 60;

let stop: (() => void) | undefined;

/** Scrolls the element with `id` back into view on the next frames, until it stays there. */
function keepInView(id: string): void {
  stop?.();
  const target = document.getElementById(id);
  if (!target) return;
  const interactions = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;
  let frame = 0;
  let still = 0;
  let handle = 0;
  const started = performance.now();
  const end = () => {
    cancelAnimationFrame(handle);
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
    if (still >= settledFrames || frame >= maxFrames) end();
    else handle = requestAnimationFrame(step);
  };
  handle = requestAnimationFrame(step);
}

const clientModule: ClientModule = {
  onRouteDidUpdate({location}) {
    if (location.hash.length > 1) keepInView(decodeURIComponent(location.hash.slice(1)));
  },
};

export const {onRouteDidUpdate} = clientModule;
