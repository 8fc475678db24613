/**
 * Keeps the current page's link in view in the docs sidebar. A client module
 * (docusaurus.config.ts, `clientModules`).
 *
 * The API reference's sidebar is longer than the screen: a reader who opens a
 * page low in it (an interface, an enumeration) saw the top of the sidebar and
 * no sign of where they were. On the first page and after each move to another
 * page, the sidebar's own scroll box (not the page) is scrolled so that the
 * current link sits in its middle, when it is out of view. A sidebar short
 * enough to need no scrolling is left as it is.
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

/** Scrolls the sidebar so that its current link is in view, when it has a scroll box. */
function revealCurrentLink(): void {
  const link = document.querySelector('.theme-doc-sidebar-menu .menu__link--active[aria-current="page"]');
  const box = link && scrollBox(link);
  if (!link || !box) return;
  const inBox = link.getBoundingClientRect();
  const frame = box.getBoundingClientRect();
  if (inBox.top >= frame.top && inBox.bottom <= frame.bottom) return;
  box.scrollTop += inBox.top - frame.top - (frame.height - inBox.height) / 2;
}

/** How long after a move the sidebar may still be opening a category. */
const openingTime = 2000;

let stopListening: (() => void) | undefined;

const clientModule: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    if (previousLocation && location.pathname === previousLocation.pathname) return;
    stopListening?.();
    // Once when the page has rendered, and again each time a category of the sidebar
    // finishes opening (it animates its height, and the link moves while it does):
    // a few reads of the layout in all, not one per frame while the page loads.
    requestAnimationFrame(revealCurrentLink);
    const sidebar = document.querySelector('.theme-doc-sidebar-menu');
    if (!sidebar) return;
    sidebar.addEventListener('transitionend', revealCurrentLink);
    const timer = window.setTimeout(() => stopListening?.(), openingTime);
    stopListening = () => {
      sidebar.removeEventListener('transitionend', revealCurrentLink);
      window.clearTimeout(timer);
      stopListening = undefined;
    };
  },
};

export const {onRouteDidUpdate} = clientModule;
