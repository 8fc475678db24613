/**
 * The specification's error catalogue (a chunk that fails to load, a rendering
 * crash, an unknown route, a wrong base URL), in the browser, on the production
 * build. Faults are induced from the tests: request interception for failing
 * chunks and a wrong base URL, and an init script that swaps one page's content
 * module for one that throws, for a rendering crash.
 */
import {type Page} from '@playwright/test';
import {expect, test} from './support/fixtures';
import {waitForHydration} from './support/page';

/**
 * Makes the content module of the page that contains `marker` throw while
 * rendering, `new Error('outer', {cause: new Error('inner')})`, until the test
 * sets `window.allowRender` (React retries a failed render before it gives up,
 * so one throw is not enough). It hooks
 * the bundler's chunk registry (`self.webpackChunk…`) before any chunk loads and
 * wraps the matching module's factory; every other export stays the original's.
 */
async function crashOnce(page: Page, marker: string) {
  await page.addInitScript((text) => {
    type Factory = (
      module: unknown,
      exports: Record<string, unknown>,
      require: {d: (...args: unknown[]) => unknown; r: (...args: unknown[]) => unknown},
    ) => void;
    type ChunkEntry = [unknown, Record<string, Factory>, ...unknown[]];
    const w = window as unknown as Record<string, unknown> & {crashes: number; allowRender?: boolean};
    w.crashes = 0;
    const wrap = (modules: Record<string, Factory>) => {
      for (const [id, factory] of Object.entries(modules)) {
        if (!factory.toString().includes(text)) continue;
        modules[id] = (module, exports, require) => {
          const original: Record<string, unknown> = {};
          factory(module, original as never, require);
          const Original = original.default as (props: unknown) => unknown;
          function Crashing(props: unknown) {
            if (!w.allowRender) {
              w.crashes += 1;
              throw new Error('The page content failed on purpose', {
                cause: new Error('Its cause, also on purpose'),
              });
            }
            return Original(props);
          }
          const getters: Record<string, () => unknown> = {default: () => Crashing};
          for (const key of Object.keys(original)) if (key !== 'default') getters[key] = () => original[key];
          require.r(exports);
          require.d(exports, getters);
        };
      }
    };
    // The registry is created by the runtime chunk as `self[name] = self[name] || []`
    // and its push replaced; intercept both the array and the replacement.
    const name = 'webpackChunknodemod_website';
    let registry: ChunkEntry[] | undefined;
    Object.defineProperty(self, name, {
      configurable: true,
      get: () => registry,
      set(value: ChunkEntry[]) {
        // Every chunk file assigns `self[name] = self[name] || []`: hook the array once.
        if (value === registry) return;
        registry = value;
        value.forEach((entry) => wrap(entry[1]));
        // Before the runtime installs its loader, pushes go to the array itself;
        // the runtime keeps that first push as its parent and calls it after
        // installing each chunk, so it must stay the plain array push.
        let loader: ((...entries: ChunkEntry[]) => number) | undefined;
        Object.defineProperty(value, 'push', {
          configurable: true,
          get() {
            // Decided when read, not when called: the parent keeps the plain push.
            const next = loader ?? ((...entries: ChunkEntry[]) => Array.prototype.push.apply(value, entries));
            return (...entries: ChunkEntry[]) => {
              entries.forEach((entry) => wrap(entry[1]));
              return next(...entries);
            };
          },
          set(replacement) {
            loader = replacement;
          },
        });
      },
    });
  }, marker);
}

test('a component that throws shows "This page crashed." with the cause chain and "Try again"', async ({page}) => {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await crashOnce(page, 'linux addons/nodemod/dlls/libnodemod.so');
  // A crash while hydrating is recovered by React itself (it renders the page
  // again on the client); the error boundary is for crashes after that, such as
  // on the way to another page.
  await page.goto('/docs/');
  await waitForHydration(page);
  await page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name: 'Installation'}).click();
  await expect(page.getByRole('heading', {level: 1})).toHaveText('This page crashed.');
  const main = page.getByRole('main');
  await expect(main).toContainText('The page content failed on purpose');
  await expect(main).toContainText('Cause:');
  await expect(main).toContainText('Its cause, also on purpose');
  // Our wrapper's ways out.
  await expect(page.getByRole('link', {name: 'home page'})).toHaveAttribute('href', '/');
  // React reported the crash to the console.
  expect(errors.join('\n')).toContain('The page content failed on purpose');

  // The fault is gone; "Try again" clears the error and renders the page.
  expect(await page.evaluate(() => (window as unknown as {crashes: number}).crashes)).toBeGreaterThan(0);
  await page.evaluate(() => ((window as unknown as {allowRender: boolean}).allowRender = true));
  await page.getByRole('button', {name: 'Try again'}).click();
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Installation');
});

test('a next-route chunk that fails during preload logs a warning and reloads the page', async ({page}) => {
  // Break the chunk that holds the debugger guide's content, from the start (so
  // that prefetching it on sight fails too, silently, as prefetches do).
  let blocked = 0;
  await page.route('**/assets/js/*.js', async (route) => {
    const response = await route.fetch();
    if ((await response.text()).includes('inspector.open(9229')) {
      blocked += 1;
      return route.abort('connectionrefused');
    }
    return route.fulfill({response});
  });
  await page.goto('/docs/');
  await waitForHydration(page);
  const warnings: string[] = [];
  page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
  await page.evaluate(() => ((window as unknown as {reloads: number}).reloads = 1));

  const reload = page.waitForEvent('load');
  await page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name: 'Debugger'}).click();
  await reload;
  expect(blocked).toBeGreaterThan(0);
  expect(
    warnings.some((w) => /chunk|Loading/i.test(w)),
    warnings.join('\n'),
  ).toBe(true);
  // A real reload: the marker set on the old document is gone, the address is the new page.
  expect(await page.evaluate(() => (window as unknown as {reloads?: number}).reloads)).toBeUndefined();
  await expect(page).toHaveURL(/\/docs\/guides\/debugger$/);
  // Even with its chunks still failing, the reloaded page shows its server-rendered content.
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Debugger');
});

test('a page chunk that fails to load shows the error and a Retry button that works once it loads', async ({page}) => {
  let failing = true;
  await page.route('**/assets/js/*.js', async (route) => {
    try {
      const response = await route.fetch();
      if (failing && (await response.text()).includes('linux addons/nodemod/dlls/libnodemod.so')) {
        return await route.abort('connectionrefused');
      }
      return await route.fulfill({response});
    } catch (error) {
      // A request the page gave up on meanwhile (a prefetch cut short by the
      // Retry reload) has nothing left to answer; anything else is a failure.
      if (!/disposed|already handled|has been closed/i.test(String(error))) throw error;
    }
  });
  await page.goto('/docs/installation');
  const alert = page.getByRole('alert').filter({hasText: 'could not be loaded'});
  await expect(alert).toBeVisible();
  await expect(alert).toContainText(/Loading chunk \S+ failed/);
  // The server-rendered page stays readable behind the notice.
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Installation');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'false');

  failing = false;
  await alert.getByRole('button', {name: 'Retry'}).click();
  await waitForHydration(page);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Installation');
  await expect(page.getByRole('alert').filter({hasText: 'could not be loaded'})).toHaveCount(0);
});

test('a wrong base URL shows the "did not load properly" banner on the home path', async ({page}) => {
  // A site built for another base URL asks for its scripts under that path, and
  // they are not there: the same as every script of the page failing to load.
  await page.route('**/assets/js/*.js', (route) => route.fulfill({status: 404, body: 'Not Found'}));
  await page.goto('/');
  const banner = page.locator('#__docusaurus-base-url-issue-banner-container');
  await expect(banner).toContainText('Your Docusaurus site did not load properly.');
  await expect(banner).toContainText('baseUrl');
});

test('the banner does not show when the site loads properly', async ({page}) => {
  await page.goto('/');
  await waitForHydration(page);
  await expect(page.getByText('did not load properly')).toHaveCount(0);
});

test('an unknown route shows the not-found page with a way back, client-side too', async ({page}) => {
  await page.goto('/docs/');
  await waitForHydration(page);
  await page.evaluate(() => {
    window.history.pushState(null, '', '/docs/nowhere-to-be-found');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
  await page.getByRole('navigation', {name: 'Ways back'}).getByRole('link', {name: 'Home page'}).click();
  await expect(page).toHaveURL(/\/$/);
});
