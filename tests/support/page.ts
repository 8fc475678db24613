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
