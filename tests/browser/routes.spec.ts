import {expect, test} from '../support/fixtures';
import {notFoundTitle} from '../support/routes';
import {waitForHydration, watchConsole} from '../support/page';

// That each route of the specification renders its own page is checked as the
// quality sweep loads it (tests/browser/quality.spec.ts), not by loading it again here.

test.describe('unknown and malformed paths show the not-found page', () => {
  const cases: {name: string; path: string; status: number}[] = [
    {name: 'an unknown docs page', path: '/docs/no-such-page', status: 404},
    {name: 'an unknown top-level path', path: '/this/does/not/exist', status: 404},
    {name: 'an unknown blog post', path: '/blog/no-such-post', status: 404},
    {name: 'bad percent-encoding', path: '/docs/%E0%A4%A', status: 400},
    {name: 'a 2,000-character path', path: '/docs/' + 'a'.repeat(2000), status: 404},
  ];

  for (const c of cases) {
    test(`${c.name} gets the not-found page`, async ({page}) => {
      const problems = watchConsole(page);
      const response = await page.goto(c.path);
      expect(response?.status()).toBe(c.status);
      await waitForHydration(page);
      await expect(page).toHaveTitle(notFoundTitle);
      await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
      // A way back into the site.
      const waysBack = page.getByRole('navigation', {name: 'Ways back'});
      await expect(waysBack.getByRole('link', {name: 'Home page'})).toHaveAttribute('href', '/');
      await expect(waysBack.getByRole('link', {name: 'Documentation'})).toHaveAttribute('href', '/docs/');
      // The page hydrated and works: nothing threw. The only console error
      // allowed is Chromium's own report of the document's error status.
      const unexpected = problems.filter(
        (p) => !/Failed to load resource: the server responded with a status of (400|404)/.test(p),
      );
      expect(unexpected).toEqual([]);
    });
  }

  test('the not-found page links lead back into the site', async ({page}) => {
    await page.goto('/docs/no-such-page');
    await waitForHydration(page);
    await page.getByRole('navigation', {name: 'Ways back'}).getByRole('link', {name: 'Documentation'}).click();
    await expect(page).toHaveURL(/\/docs\/$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('What is NodeMod?');
  });
});

test.describe('paths ending in .html or /index.html', () => {
  const cases = [
    {path: '/docs/installation.html', expected: '/docs/installation', heading: 'Installation'},
    {path: '/docs/installation/index.html', expected: '/docs/installation', heading: 'Installation'},
    {path: '/index.html', expected: '/', heading: 'NodeMod'},
    {path: '/blog/nodemod-modernized.html', expected: '/blog/nodemod-modernized', heading: 'NodeMod modernized'},
    {
      path: '/docs/guides/debugger/index.html?from=test',
      expected: '/docs/guides/debugger?from=test',
      heading: 'Debugger',
    },
  ];
  for (const c of cases) {
    test(`${c.path} shows the same page as ${c.expected}`, async ({page}) => {
      const problems = watchConsole(page);
      const response = await page.goto(c.path);
      expect(response?.status()).toBe(200);
      // The server redirected permanently to the path without the ending.
      const redirect = response?.request().redirectedFrom();
      expect(redirect, 'answered with a redirect').toBeTruthy();
      expect((await redirect!.response())?.status()).toBe(301);
      await waitForHydration(page);
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(c.expected);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(c.heading);
      expect(problems).toEqual([]);
    });
  }
});

test.describe('an old address leads on to its page', () => {
  for (const javaScriptEnabled of [true, false]) {
    test(`/docs/intro, the stock site's first doc, opens the introduction (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async ({
      browser,
      baseURL,
    }) => {
      const context = await browser.newContext({baseURL, javaScriptEnabled});
      try {
        const page = await context.newPage();
        const first = await page.goto('/docs/intro');
        // A page of its own, not the not-found page, which moves on at once.
        expect(first?.status()).toBe(200);
        await expect(page).toHaveURL(/\/docs\/$/);
        await expect(page.getByRole('heading', {level: 1})).toHaveText('What is NodeMod?');
        // The address itself is no page of the sitemap, and the page it answers with says where
        // the introduction is for a browser that does not move on.
        const html = await (await context.request.get('/docs/intro')).text();
        expect(html).toContain('<meta http-equiv="refresh" content="0; url=/docs/">');
        expect(html).toContain('<a href="/docs/">What is NodeMod? | NodeMod</a>');
        expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+\/docs\/">/);
        expect(html).toContain('<meta name="robots" content="noindex">');
        const sitemap = await (await context.request.get('/sitemap.xml')).text();
        expect(sitemap).not.toContain('/docs/intro<');
      } finally {
        await context.close();
      }
    });
  }
});
