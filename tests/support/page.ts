import type {ConsoleMessage, Page} from '@playwright/test';

/**
 * Collects what a page reports as broken while a test drives it: console errors
 * and warnings (React reports hydration mismatches as console errors) and
 * uncaught exceptions.
 */
export function watchConsole(page: Page) {
  const problems: string[] = [];
  page.on('console', (msg: ConsoleMessage) => {
    if (msg.type() === 'error') problems.push(`console.error: ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`uncaught: ${err.message}`));
  return problems;
}

/**
 * Runs `visit` with a watch on what a sweep counts as broken on one page: console errors,
 * hydration warnings and uncaught exceptions, returned as lines. The not-found page's own
 * 404 (Chromium logs a document answered with 404 as a failed load) is its job, so that one
 * line is let through when `path` is `notFound`.
 */
export async function consoleProblemsWhile(
  page: Page,
  path: string,
  notFound: string,
  visit: () => Promise<void>,
): Promise<string[]> {
  const logged: string[] = [];
  const onConsole = (msg: ConsoleMessage) => {
    const text = msg.text();
    if (path === notFound && /status of 404/.test(text) && msg.location().url.endsWith(path)) return;
    if (msg.type() === 'error' || /hydrat/i.test(text)) logged.push(`${msg.type()}: ${text}`);
  };
  const onError = (err: Error) => logged.push(`uncaught: ${err.message}`);
  page.on('console', onConsole);
  page.on('pageerror', onError);
  try {
    await visit();
  } finally {
    page.off('console', onConsole);
    page.off('pageerror', onError);
  }
  return logged.map((line) => `${path}: ${line}`);
}

/** Waits until React has hydrated the server-rendered page. */
export async function waitForHydration(page: Page) {
  await page.waitForSelector('html[data-has-hydrated="true"]', {state: 'attached'});
}

/**
 * Lays out every block of the page's articles, as it is once a reader has
 * scrolled to it: they are laid out only near the screen (content-visibility in
 * src/css/custom.css), and a block not laid out yet has an estimated box, which
 * measures of size, width or overlap would read. A style element added by hand:
 * `addStyleTag` waits for a load event that a page without JavaScript never fires.
 */
export async function layOutEveryBlock(page: Page) {
  await page.evaluate(() => {
    const style = document.createElement('style');
    style.textContent = '.nm-island > * { content-visibility: visible !important; }';
    document.head.append(style);
  });
}

/**
 * Opens and uses every control of the page's content that shows more, as a reader
 * would one after another: each closed `<details>`, each button in `main` that says it
 * is collapsed (aria-expanded="false") and the table of contents' "On this page"
 * button; and types into each text field of `main` (the flag decoders, the filters)
 * a value with every bit set, so that a decoder lists every flag. Returns how many it
 * opened or filled.
 */
export async function openEveryControl(page: Page): Promise<number> {
  let count = await page.evaluate(() => {
    let opened = 0;
    for (const details of Array.from(document.querySelectorAll<HTMLDetailsElement>('main details:not([open])'))) {
      details.open = true;
      opened += 1;
    }
    const buttons = document.querySelectorAll<HTMLButtonElement>(
      'main button[aria-expanded="false"], main button[class*="tocCollapsibleButton"]',
    );
    for (const button of Array.from(buttons)) {
      if (button.disabled) continue;
      button.click();
      opened += 1;
    }
    return opened;
  });
  for (const field of await page.locator('main input[type="text"], main input[type="search"]').all()) {
    if (!(await field.isVisible()) || !(await field.isEditable())) continue;
    await field.fill('2147483647');
    count += 1;
  }
  // Two frames: what the clicks render is laid out before anything is measured.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  // And what opens with a transition (the phone's "On this page" grows its height) has
  // finished it: half-way, its last links are cut off and measure as partly hidden.
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  return count;
}
