/**
 * The popups of the API names in code blocks (`.nm-name`, written by
 * src/lib/code-tokens.mjs): CSS shows a name's popup while the name is hovered or
 * holds the keyboard focus; this places it. Without a script the popup sits under
 * the name inside the block, where the block's scrolling can cut it off; here,
 * when it opens, it is fixed to the window under the name (above it when there is
 * no room below) and kept inside the window's width, and it follows the name
 * while the page or the block scrolls. One listener for the document answers for
 * every block of every page.
 */

/** Room kept between a popup and the window's edge, and between it and its name. */
const MARGIN = 8;
const GAP = 4;

/** The name whose popup is open, which scrolling moves. */
let openName: Element | null = null;

function place(name: Element): void {
  const link = name.firstElementChild;
  const tip = name.querySelector<HTMLElement>(':scope > [role="tooltip"]');
  if (!link || !tip) return;
  const at = link.getBoundingClientRect();
  tip.style.position = 'fixed';
  tip.style.left = '0';
  tip.style.top = '0';
  const {offsetWidth: width, offsetHeight: height} = tip;
  const left = Math.max(MARGIN, Math.min(at.left, window.innerWidth - width - MARGIN));
  const fitsBelow = at.bottom + GAP + height <= window.innerHeight - MARGIN;
  const top = fitsBelow || at.top - GAP - height < MARGIN ? at.bottom + GAP : at.top - GAP - height;
  tip.style.left = `${left}px`;
  tip.style.top = `${top}px`;
}

function onPointerOrFocus(event: Event): void {
  const name = event.target instanceof Element ? event.target.closest('.nm-name') : null;
  if (!name) return;
  openName = name;
  place(name);
}

if (typeof document !== 'undefined') {
  document.addEventListener('pointerover', onPointerOrFocus, {passive: true});
  document.addEventListener('focusin', onPointerOrFocus);
  // Any scrolling (the page's or a block's) moves the open popup with its name.
  document.addEventListener(
    'scroll',
    () => {
      if (openName?.isConnected) place(openName);
    },
    {capture: true, passive: true},
  );
}
export {};
