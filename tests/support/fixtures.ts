/**
 * The browser tests' `test` and `expect`: Playwright's, with one browser context
 * per test worker instead of one per test.
 *
 * A fresh context starts with an empty HTTP cache, so each test paid for
 * compiling the site's scripts again: a page's first load in a context took
 * about 0.5 s of the renderer's time against 0.18 s for the same page once its
 * scripts were cached, and that was most of the browser stage's work outside
 * the quality sweep. So the worker's tests share one context, and each test
 * still starts clean:
 * - its own page (sessionStorage, routes, emulated media and listeners are the
 *   page's), with the viewport the test asks for (`test.use({viewport})`);
 * - before each test, the site origin's cookies, localStorage, IndexedDB,
 *   Cache Storage and service workers are cleared, and the pages and
 *   permissions a test left behind are gone. Only the HTTP cache is kept.
 * A test that needs other context options (JavaScript off, a colour scheme from
 * the first request) opens its own context with `browser.newContext`.
 */
import {test as base, type BrowserContext} from '@playwright/test';

export {expect} from '@playwright/test';

export const test = base.extend<object, {sharedContext: BrowserContext}>({
  sharedContext: [
    async ({browser}, use, workerInfo) => {
      const {baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch} = workerInfo.project.use;
      // Service workers are blocked here: each test sees its pages as a first visit
      // does. The tests of the site's worker (offline.spec.ts, nginx.spec.ts) open
      // contexts of their own.
      const context = await browser.newContext({
        baseURL,
        viewport,
        userAgent,
        deviceScaleFactor,
        isMobile,
        hasTouch,
        serviceWorkers: 'block',
      });
      await use(context);
      await context.close();
    },
    {scope: 'worker'},
  ],

  context: async ({sharedContext, baseURL, javaScriptEnabled}, use) => {
    // `test.use({javaScriptEnabled: false})` cannot apply to the shared context, and
    // Playwright then left JavaScript off for the worker's next tests (pages that never
    // hydrated): such a test must open a context of its own.
    if (javaScriptEnabled === false) {
      throw new Error(
        'javaScriptEnabled: false needs a context of its own: browser.newContext({javaScriptEnabled: false})',
      );
    }
    await sharedContext.clearCookies();
    await sharedContext.clearPermissions();
    const blank = await sharedContext.newPage();
    const cdp = await sharedContext.newCDPSession(blank);
    await cdp.send('Storage.clearDataForOrigin', {
      origin: new URL(baseURL!).origin,
      storageTypes: 'local_storage,indexeddb,cache_storage,service_workers,file_systems,websql',
    });
    await cdp.detach();
    await blank.close();
    await use(sharedContext);
    // The pages the test opened, so none keeps running into the next test.
    for (const page of sharedContext.pages()) await page.close();
  },

  page: async ({context, viewport}, use) => {
    const page = await context.newPage();
    if (viewport) await page.setViewportSize(viewport);
    await use(page);
  },
});
