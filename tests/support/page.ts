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
