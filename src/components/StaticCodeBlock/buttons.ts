/**
 * The copy and word-wrap buttons of the code blocks that
 * src/components/StaticCodeBlock renders (the `nm-code` class), for the whole
 * page at once. Loaded with the component, so only by pages that have code
 * blocks: its listeners are set once, when it first loads.
 *
 * The stock code block renders its buttons with React after hydration, and
 * each block keeps state, a resize listener and a mutation observer, and
 * measures itself on load to know whether to offer word wrap. Here:
 * - the buttons (the stock markup and classes, so the theme's styles apply)
 *   are added to every block when the browser is idle after a page is shown,
 *   and at once to a block the reader points at or moves the focus into;
 * - the word-wrap button shows when its block scrolls sideways, or is
 *   wrapped: measured when the reader points at the block or focuses it, the
 *   only times its buttons can be seen (they are transparent otherwise);
 * - one listener for the document answers the clicks: copy puts the block's
 *   code, as shown, on the clipboard and says "Copied" for a second; word wrap
 *   wraps the long lines (`aria-pressed` tells which state it is in).
 */
import buttonStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Buttons/styles.module.css';
import copyStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Buttons/CopyButton/styles.module.css';
import wrapStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Buttons/WordWrapButton/styles.module.css';

/** The class src/components/StaticCodeBlock gives its blocks. */
export const BLOCK_CLASS = 'nm-code';
const ACTION = 'data-nm-code-action';
const COPIED_FOR = 1000;

const icon = (className: string | undefined, path: string): string =>
  `<svg viewBox="0 0 24 24" class="${className ?? ''}" aria-hidden="true"><path fill-rule="evenodd" d="${path}"/></svg>`;

// Drawn for this site: two sheets; a tick; lines, the middle one turning back under itself.
const COPY_ICON =
  'M9 2h10a2 2 0 0 1 2 2v12h-2V4H9zM5 6h10a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2zm0 2v12h10V8z';
const TICK_ICON = 'M3.5 12.5 5 11l4 4L19 5l1.5 1.5L9 18z';
const WRAP_ICON = 'M3 5h18v2H3zm0 12h7v2H3zm0-6h14.5a3.5 3.5 0 0 1 0 7H15v2l-3-3 3-3v2h2.5a1.5 1.5 0 0 0 0-3H3z';

const COPY_LABEL = 'Copy code to clipboard';
const COPIED_LABEL = 'Copied';

const groupHtml =
  `<div class="${buttonStyles.buttonGroup ?? ''}">` +
  `<button type="button" class="clean-btn" ${ACTION}="wrap" aria-pressed="false" style="display:none"` +
  ` aria-label="Toggle word wrap" title="Toggle word wrap">${icon(wrapStyles.wordWrapButtonIcon, WRAP_ICON)}</button>` +
  `<button type="button" class="clean-btn ${copyStyles.copyButton ?? ''}" ${ACTION}="copy"` +
  ` aria-label="${COPY_LABEL}" title="Copy"><span class="${copyStyles.copyButtonIcons ?? ''}" aria-hidden="true">` +
  `${icon(copyStyles.copyButtonIcon, COPY_ICON)}${icon(copyStyles.copyButtonSuccessIcon, TICK_ICON)}</span></button>` +
  `</div>`;

let template: HTMLTemplateElement | undefined;

/** The block's buttons, added if they are not there yet. */
function buttonsOf(block: Element): HTMLElement | null {
  const pre = block.querySelector('pre');
  const content = pre?.parentElement;
  if (!content) return null;
  const existing = content.querySelector<HTMLElement>(`:scope > div > [${ACTION}]`);
  if (existing) return existing.parentElement;
  if (!template) {
    template = document.createElement('template');
    template.innerHTML = groupHtml;
  }
  const group = template.content.firstElementChild!.cloneNode(true) as HTMLElement;
  content.append(group);
  return group;
}

/** Shows the word-wrap button when the block scrolls sideways or is wrapped. */
function updateWrapButton(block: Element): void {
  const group = buttonsOf(block);
  const button = group?.querySelector<HTMLButtonElement>(`[${ACTION}="wrap"]`);
  const pre = block.querySelector('pre');
  if (!button || !pre) return;
  const wrapped = button.getAttribute('aria-pressed') === 'true';
  button.style.display = wrapped || pre.scrollWidth > pre.clientWidth ? '' : 'none';
}

/** What a line holds that is not code: its names' popups, its errors' messages. */
const NOT_CODE = '[role="tooltip"], .nm-error-message';

/** The text of a line, without what is not code. */
function lineText(line: Element): string {
  if (!line.querySelector(NOT_CODE)) return line.textContent ?? '';
  const copy = line.cloneNode(true) as Element;
  copy.querySelectorAll(NOT_CODE).forEach((note) => note.remove());
  return copy.textContent ?? '';
}

/** The block's code as shown: the text of each line. */
function shownCode(block: Element): string {
  const code = block.querySelector('pre > code');
  return code ? Array.from(code.children, lineText).join('\n') : '';
}

async function writeToClipboard(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    // No clipboard API here (an older browser, a page not allowed to use it).
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.cssText = 'position:fixed;top:0;left:0;opacity:0';
    document.body.append(area);
    area.select();
    document.execCommand('copy');
    area.remove();
  }
}

const copiedTimers = new WeakMap<Element, number>();

function copy(block: Element, button: HTMLElement): void {
  void writeToClipboard(shownCode(block)).then(() => {
    button.classList.add(copyStyles.copyButtonCopied!);
    button.setAttribute('aria-label', COPIED_LABEL);
    window.clearTimeout(copiedTimers.get(button));
    copiedTimers.set(
      button,
      window.setTimeout(() => {
        button.classList.remove(copyStyles.copyButtonCopied!);
        button.setAttribute('aria-label', COPY_LABEL);
      }, COPIED_FOR),
    );
  });
}

function toggleWrap(block: Element, button: HTMLElement): void {
  const code = block.querySelector<HTMLElement>('pre > code');
  if (!code) return;
  const wrap = button.getAttribute('aria-pressed') !== 'true';
  code.style.whiteSpace = wrap ? 'pre-wrap' : '';
  code.style.overflowWrap = wrap ? 'anywhere' : '';
  button.setAttribute('aria-pressed', String(wrap));
  button.classList.toggle(wrapStyles.wordWrapButtonEnabled!, wrap);
  updateWrapButton(block);
}

const blockOf = (target: EventTarget | null): Element | null =>
  target instanceof Element ? target.closest(`.${BLOCK_CLASS}`) : null;

/** The block last measured for the pointer, so moving inside it measures nothing. */
let pointedBlock: Element | null = null;

function onPointerOrFocus(event: Event): void {
  const block = blockOf(event.target);
  if (!block || (event.type === 'pointerover' && block === pointedBlock)) return;
  if (event.type === 'pointerover') pointedBlock = block;
  updateWrapButton(block);
}

function onClick(event: MouseEvent): void {
  const button = event.target instanceof Element ? event.target.closest<HTMLElement>(`[${ACTION}]`) : null;
  const block = blockOf(button);
  if (!button || !block) return;
  if (button.getAttribute(ACTION) === 'copy') copy(block, button);
  else toggleWrap(block, button);
}

let idlePass: number | ReturnType<typeof setTimeout> | undefined;

/**
 * Adds the buttons to every block of the page, when the browser is idle: each
 * block asks once it is shown (one pass for all the blocks of a page).
 */
export function addButtonsWhenIdle(): void {
  if (idlePass !== undefined) return;
  const run = () => {
    idlePass = undefined;
    pointedBlock = null;
    document.querySelectorAll(`.${BLOCK_CLASS}`).forEach((block) => buttonsOf(block));
  };
  // Safari has no requestIdleCallback.
  idlePass =
    typeof requestIdleCallback === 'function' ? requestIdleCallback(run, {timeout: 2000}) : setTimeout(run, 200);
}

if (typeof document !== 'undefined') {
  document.addEventListener('click', onClick);
  document.addEventListener('pointerover', onPointerOrFocus, {passive: true});
  document.addEventListener('focusin', onPointerOrFocus);
  window.addEventListener(
    'resize',
    () => {
      pointedBlock = null;
    },
    {passive: true},
  );
}
