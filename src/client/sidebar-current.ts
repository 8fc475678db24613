/**
 * Keeps the current page's link in view in the docs sidebar. A client module
 * (docusaurus.config.ts, `clientModules`).
 *
 * The API reference's sidebar is longer than the screen: a reader who opens a
 * page low in it (an interface, an enumeration) saw the top of the sidebar and
 * no sign of where they were. On the first page and after each move to another
 * page, the sidebar's own scroll box (not the page) is scrolled so that the
 * current link sits in its middle, when it is out of view. A reader who scrolls
 * the sidebar in that second is not fought: the link is only brought back
 * while it is out of view, and never after the first second and a half; a
 * sidebar short enough to need no scrolling is left as it is.
 */
import type {ClientModule} from '@docusaurus/types';

/** The nearest ancestor of `el` that scrolls vertically, or null. */
function scrollBox(el: Element): HTMLElement | null {
  for (let e = el.parentElement; e && e !== document.body; e = e.parentElement) {
    const {overflowY} = getComputedStyle(e);
    if ((overflowY === 'auto' || overflowY === 'scroll') && e.scrollHeight > e.clientHeight) return e;
  }
  return null;
}

/**
 * Scrolls the sidebar so that its current link is in view. Returns `shown` when
 * it already was, `moved` when it was scrolled to, and `waiting` while there is
 * no link or no scroll box yet (a category still opening).
 */
export function revealCurrentLink(): 'shown' | 'moved' | 'waiting' {
  const link = document.querySelector('.theme-doc-sidebar-menu .menu__link--active[aria-current="page"]');
  if (!link) return 'waiting';
  const box = scrollBox(link);
  if (!box) return 'waiting';
  const inBox = link.getBoundingClientRect();
  const frame = box.getBoundingClientRect();
  if (inBox.top >= frame.top && inBox.bottom <= frame.bottom) return 'shown';
  box.scrollTop += inBox.top - frame.top - (frame.height - inBox.height) / 2;
  return 'moved';
}

/** Frames in a row the link must stay in view before the module lets go. */
const settledFrames = 10;
/** Frames after which it lets go anyway (about a second and a half: a long category opens in half a second). */
const maxFrames = 90;

let handle = 0;

const clientModule: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    if (previousLocation && location.pathname === previousLocation.pathname) return;
    // The categories that hold the new page open with an animation of their height:
    // the link moves while they do, so it is checked on each frame until it stays put.
    cancelAnimationFrame(handle);
    let frame = 0;
    let still = 0;
    const step = () => {
      frame++;
      still = revealCurrentLink() === 'shown' ? still + 1 : 0;
      if (still < settledFrames && frame < maxFrames) handle = requestAnimationFrame(step);
    };
    handle = requestAnimationFrame(step);
  },
};

export const {onRouteDidUpdate} = clientModule;
