/**
 * The specification's error catalogue (a chunk that fails to load, an unknown
 * route, a wrong base URL), in the browser, on the production build. Faults are
 * induced from the tests by request interception. The rendering crash is tested
 * on a fixture site with a page made to throw (tests/upstream/crash-page.spec.ts):
 * the production build has no such page.
 */
import {expect, test} from '../support/fixtures';
import {waitForHydration} from '../support/page';

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
