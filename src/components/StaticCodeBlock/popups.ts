/**
 * The API names in code blocks (`.nm-name`, written by src/lib/code-tokens.mjs) as a
 * reader meets them with a pointer, a finger or the keyboard. One set of listeners for
 * the document answers for every block of every page.
 *
 * Popups (WCAG 2.2, 1.4.13 Content on Hover or Focus): CSS shows a name's popup while
 * the name is hovered or holds the focus; this places it, fixed to the window under
 * the name (above it when there is no room below), inside the window's width, and
 * following the name while the page or the block scrolls. Without a script the popup
 * sits under the name inside the block. The popup can be hovered (the pointer may move
 * onto it: CSS bridges the gap between the two), it stays until the pointer or the
 * focus leaves, and Escape hides it without moving either (`nm-dismissed`, cleared
 * when they leave).
 *
 * Touch: the first tap on a name opens its popup (`nm-open`), with a link into the
 * reference at its foot; a second tap on the name, or a tap on that link, follows it;
 * a tap elsewhere closes it.
 *
 * Keyboard: the names of a block are one tab stop (a roving tabindex, set when the
 * focus first enters the block): Tab reaches one name, the arrow keys move among the
 * block's names (Home and End to its first and last), and Tab leaves the block. Without
 * a script every name is a tab stop of its own.
 */

/** Room kept between a popup and the window's edge, and between it and its name. */
const MARGIN = 8;
const GAP = 4;

/** The name whose popup is open, which scrolling moves. */
let openName: Element | null = null;
/** The name a tap opened, which a second tap follows. */
let tappedName: Element | null = null;
/** The kind of pointer that last went down: a click after a touch is a tap. */
let lastPointer = '';

/** The names of a block: its links, but for the one a tap adds to a popup. */
const NAMES = 'pre a[href]:not(.nm-tip-go)';

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
  const below = fitsBelow || at.top - GAP - height < MARGIN;
  tip.style.left = `${left}px`;
  tip.style.top = `${below ? at.bottom + GAP : at.top - GAP - height}px`;
  // Which side the bridge to the name is on (src/css/custom.css).
  tip.toggleAttribute('data-above', !below);
}

const nameOf = (target: EventTarget | null) => (target instanceof Element ? target.closest('.nm-name') : null);

function open(name: Element): void {
  openName = name;
  place(name);
}

/** The popup a tap opened, closed; its name as it was. */
function closeTapped(): void {
  tappedName?.classList.remove('nm-open');
  tappedName = null;
}

/** The link at the foot of a popup a tap opened: the way into the reference. */
function addReferenceLink(name: Element): void {
  const link = name.firstElementChild;
  const tip = name.querySelector(':scope > [role="tooltip"]');
  if (!(link instanceof HTMLAnchorElement) || !tip || tip.querySelector('.nm-tip-go')) return;
  const go = document.createElement('a');
  go.className = 'nm-tip-go';
  go.href = link.getAttribute('href') ?? '';
  go.textContent = 'Open in the API reference';
  tip.append(go);
}

function onClick(event: MouseEvent): void {
  const touch =
    ('pointerType' in event ? (event as PointerEvent).pointerType : '') === 'touch' || lastPointer === 'touch';
  const name = nameOf(event.target);
  if (!name) {
    closeTapped();
    return;
  }
  // A tap on the name of the open popup, or on the popup's link, follows the link.
  if (!touch || name === tappedName) return;
  event.preventDefault();
  closeTapped();
  tappedName = name;
  name.classList.add('nm-open');
  addReferenceLink(name);
  open(name);
}

/** The names of the block a name is in, in reading order. */
const namesOf = (block: Element) => Array.from(block.querySelectorAll<HTMLAnchorElement>(NAMES));

/** Makes `current` the one name of its block that Tab reaches. */
function rove(block: Element, current: HTMLAnchorElement): void {
  for (const link of namesOf(block)) link.tabIndex = link === current ? 0 : -1;
  block.setAttribute('data-nm-roving', '');
}

function onFocusIn(event: FocusEvent): void {
  const target = event.target;
  if (!(target instanceof Element)) return;
  const name = nameOf(target);
  if (name) open(name);
  const block = target.closest('.theme-code-block');
  if (!block) return;
  if (target instanceof HTMLAnchorElement && target.matches(NAMES)) rove(block, target);
  else if (!block.hasAttribute('data-nm-roving')) {
    const [first] = namesOf(block);
    if (first) rove(block, first);
  }
}

/** The pointer or the focus left a name: Escape's hiding of its popup ends there. */
function onLeave(event: FocusEvent | PointerEvent): void {
  const name = nameOf(event.target);
  if (name && !name.contains(event.relatedTarget as Node | null)) name.classList.remove('nm-dismissed');
}

const moves: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => Math.min(i + 1, n - 1),
  ArrowDown: (i, n) => Math.min(i + 1, n - 1),
  ArrowLeft: (i) => Math.max(i - 1, 0),
  ArrowUp: (i) => Math.max(i - 1, 0),
  Home: () => 0,
  End: (_, n) => n - 1,
};

function onKeyDown(event: KeyboardEvent): void {
  if (event.key === 'Escape') {
    const shown = document.querySelectorAll('.nm-name:is(:hover, :focus-within, .nm-open):not(.nm-dismissed)');
    shown.forEach((name) => name.classList.add('nm-dismissed'));
    closeTapped();
    return;
  }
  const move = moves[event.key];
  const link = event.target;
  if (!move || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
  if (!(link instanceof HTMLAnchorElement) || !link.matches(NAMES)) return;
  const block = link.closest('.theme-code-block');
  if (!block) return;
  const names = namesOf(block);
  const next = names[move(names.indexOf(link), names.length)];
  event.preventDefault();
  if (next && next !== link) {
    rove(block, next);
    next.focus();
  }
}

if (typeof document !== 'undefined') {
  document.addEventListener(
    'pointerover',
    (event) => {
      const name = nameOf(event.target);
      if (name && name !== openName) open(name);
    },
    {passive: true},
  );
  document.addEventListener('pointerout', onLeave, {passive: true});
  document.addEventListener(
    'pointerdown',
    (event) => {
      lastPointer = event.pointerType;
    },
    {capture: true, passive: true},
  );
  // Before the router's listener (src/components/StaticIsland's followLink), which leaves a
  // click whose default was prevented alone.
  document.addEventListener('click', onClick, {capture: true});
  document.addEventListener('focusin', onFocusIn);
  document.addEventListener('focusout', onLeave);
  document.addEventListener('keydown', onKeyDown);
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
