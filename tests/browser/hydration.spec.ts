/**
 * React builds only what a reader interacts with. The API articles, the name
 * index, the AMX Mod X tables and the code blocks are server-rendered HTML that
 * React does not hydrate (plugins/static-islands, src/components/StaticIsland):
 *
 * - a hydration budget: on the heaviest pages, the elements inside the article
 *   that React owns (those carrying React's `__reactFiber$` key) stay under a
 *   figure set from the measurement, printed for the closing notes;
 * - links inside the static HTML still change page on the client (no document
 *   load) and are prefetched when hovered;
 * - the same page reached by a client-side navigation renders the same article
 *   as the server's;
 * - the islands' HTML is not in the scripts of the page the browser opens, only
 *   in a file fetched after a move to another page (plugins/static-islands/hoist.mjs).
 */
import type {Page} from '@playwright/test';
import {expect, test} from '../support/fixtures';
import {layOutEveryBlock, waitForHydration} from '../support/page';

/** The elements inside the page's article that React created or hydrated, and all of them. */
async function reactOwned(page: Page): Promise<{owned: number; all: number}> {
  return page.evaluate(() => {
    const article = document.querySelector('article');
    if (!article) throw new Error('no article');
    const elements = [article, ...Array.from(article.querySelectorAll('*'))];
    const owned = elements.filter((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber$'))).length;
    return {owned, all: elements.length};
  });
}

/** Each page with the most elements React may own in its article (measured, then rounded up). */
// What React owns are one element per code block (src/components/StaticCodeBlock),
// the page's title, breadcrumbs and actions, and the components a reader uses
// (the flag decoder, the name filter). Before the islands every element of the
// article was React's (EventCallbacks 5,919, Engine 6,940, Entity 2,160, names
// 6,175, AMX Mod X guide 6,368, quick start 905); with the islands and the
// stock code blocks (about a dozen elements each), 221, 398, 28, 29, 244 and 178.
// Every docs page's footer ("Last updated on … in commit …", src/theme/LastUpdated)
// adds 8 (182 on the AMX Mod X guide). NodeMod 1.0.7 brought more examples: three on
// Engine (116) and the chat log of registerClient in the quick start (91). A build that knows
// the site's repository adds 5 to every docs page's footer: "Edit this page" (its link and
// icon, 4) and "Report a problem" (1).
const budgets: [string, number][] = [
  ['/docs/api/nodemod/Interface/EventCallbacks', 85],
  ['/docs/api/nodemod/Interface/Engine', 125],
  ['/docs/api/nodemod/Interface/Entity', 45],
  ['/docs/api/names', 45],
  ['/docs/guides/amx-mod-x', 195],
  ['/docs/guides/quick-start', 100],
];

test.describe('hydration budget', () => {
  for (const [route, budget] of budgets) {
    test(`${route}: React owns at most ${budget} elements of the article`, async ({page}) => {
      await page.goto(route);
      await waitForHydration(page);
      const {owned, all} = await reactOwned(page);
      console.log(`${route}: React owns ${owned} of the article's ${all} elements`);
      expect(all).toBeGreaterThan(budget);
      expect(owned).toBeGreaterThan(0);
      expect(owned).toBeLessThanOrEqual(budget);
    });
  }
});

/**
 * From the Entity page, a click on a link in its article to a member far down another
 * page (EventCallbacks' `postEngPrecacheModel`); the member's element, once it is in
 * view and still in view after 1.5 s (more than the 60 frames and the minimum time
 * src/client/scroll-to-hash.ts first waits).
 */
async function settledFarTarget(page: Page) {
  await page.goto('/docs/api/nodemod/Interface/Entity');
  await waitForHydration(page);
  await page.evaluate(() => {
    const a = document.createElement('a');
    a.href = '/docs/api/nodemod/Interface/EventCallbacks#postengprecachemodel';
    a.textContent = 'far down';
    document.querySelector('article .nm-island')!.prepend(a);
  });
  await page.getByRole('link', {name: 'far down'}).click();
  const target = page.locator('p#postengprecachemodel');
  await expect(target).toBeInViewport();
  await page.waitForTimeout(1500);
  await expect(target).toBeInViewport();
  return target;
}

test.describe('links inside the static HTML', () => {
  test('a click on an in-article link changes page on the client, without a document load', async ({page}) => {
    await page.goto('/docs/api/nodemod/Interface/Entity');
    await waitForHydration(page);
    // A mark on the window survives a client-side navigation, not a document load.
    await page.evaluate(() => Object.assign(window, {nmMark: 'kept'}));
    const link = page.locator('article .nm-island a[href="/docs/api/nodemod/Interface/Entvars#origin"]').first();
    // The link is in HTML React left alone.
    expect(await link.evaluate((a) => Object.keys(a).some((key) => key.startsWith('__reactFiber$')))).toBe(false);
    await link.click();
    await expect(page).toHaveURL(/\/docs\/api\/nodemod\/Interface\/Entvars#origin$/);
    await expect(page.locator('h1')).toHaveText('Interface: Entvars');
    await expect(page.locator('h3#origin')).toBeInViewport();
    expect(await page.evaluate(() => (window as unknown as {nmMark?: string}).nmMark)).toBe('kept');
    // Back returns to the first page, still without a document load.
    await page.goBack();
    await expect(page.locator('h1')).toHaveText('Entity: a game entity (edict_t)');
    expect(await page.evaluate(() => (window as unknown as {nmMark?: string}).nmMark)).toBe('kept');
  });

  test('a modified click, a link to another site and a link to a file are left to the browser', async ({page}) => {
    await page.goto('/docs/api/nodemod/Interface/Entity');
    await waitForHydration(page);
    const routes = await page.evaluate(() => {
      const island = document.querySelector('article .nm-island')!;
      const make = (href: string, attributes: Record<string, string> = {}) => {
        const a = document.createElement('a');
        a.href = href;
        for (const [name, value] of Object.entries(attributes)) a.setAttribute(name, value);
        island.append(a);
        return a;
      };
      // What the island's click handler does with each: it prevents the default only for a route.
      const handled = (a: HTMLAnchorElement, init: MouseEventInit = {}) => {
        let prevented = false;
        const stop = (e: Event) => {
          prevented = e.defaultPrevented;
          e.preventDefault();
        };
        window.addEventListener('click', stop, {once: true});
        a.dispatchEvent(new MouseEvent('click', {bubbles: true, cancelable: true, button: 0, ...init}));
        return prevented;
      };
      return {
        page: handled(make('/docs/api/nodemod/Interface/Entvars')),
        ctrl: handled(make('/docs/api/nodemod/Interface/Entvars'), {ctrlKey: true}),
        external: handled(make('https://github.com/nodemod/nodemod-goldsrc')),
        twin: handled(make('/docs/api/nodemod/Interface/Entity.md')),
        blank: handled(make('/docs/installation', {target: '_blank'})),
        hash: handled(make('#origin')),
      };
    });
    expect(routes).toEqual({page: true, ctrl: false, external: false, twin: false, hash: false, blank: false});
  });

  test('an in-article link is preloaded when hovered', async ({page}) => {
    await page.goto('/docs/api/nodemod/Interface/Entity');
    await waitForHydration(page);
    // Preloading a route loads its code with script elements (prefetching, on
    // sight, uses link elements): count the scripts the page has loaded.
    const scripts = () =>
      page.evaluate(
        () =>
          performance
            .getEntriesByType('resource')
            .filter((e) => (e as PerformanceResourceTiming).initiatorType === 'script').length,
      );
    const before = await scripts();
    await page.locator('article .nm-island a[href="/docs/api/nodemod/Interface/Entvars#origin"]').first().hover();
    await expect.poll(scripts).toBeGreaterThan(before);
  });

  test('a link to a member far down another page shows that member, once the blocks around it are laid out', async ({
    page,
  }) => {
    // The blocks above it count as estimates until they are laid out (src/client/scroll-to-hash.ts).
    await settledFarTarget(page);
  });

  test('a block above the target that changes height late, after the target settled, does not leave it off the screen', async ({
    page,
  }) => {
    // src/client/scroll-to-hash.ts watches the article's height for ten seconds after the move.
    const target = await settledFarTarget(page);
    // A block above it grows by three screens, as a block laid out late or re-rendered would.
    await page.evaluate(() => {
      const block = document.createElement('div');
      block.style.height = '2400px';
      document.querySelector('article .nm-island')!.prepend(block);
    });
    await expect(target).toBeInViewport();
    // Once the reader scrolls, the page is theirs: a later change moves nothing back.
    await page.mouse.wheel(0, -1200);
    await expect(target).not.toBeInViewport();
    const top = await page.evaluate(() => window.scrollY);
    await page.evaluate(() => {
      const block = document.createElement('div');
      block.style.height = '600px';
      document.querySelector('article .nm-island')!.prepend(block);
    });
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => window.scrollY)).toBe(top);
  });

  test('the page reached by a client-side navigation shows the same article as the server sent', async ({page}) => {
    await page.goto('/docs/api/nodemod/Interface/Entvars');
    await waitForHydration(page);
    // Whitespace between elements aside: the server's HTML is minified.
    const markup = () => page.locator('article .markdown').evaluate((el) => el.innerHTML.replace(/>\s+</g, '><'));
    const fromServer = await markup();
    await page.goto('/docs/api/nodemod/Interface/Entity');
    await waitForHydration(page);
    await page.locator('article .nm-island a[href="/docs/api/nodemod/Interface/Entvars"]').first().click();
    await expect(page.locator('h1')).toHaveText('Interface: Entvars');
    // Rendered by React this time: the same markup.
    expect(await markup()).toBe(fromServer);
  });
});

test.describe('laid out near the screen', () => {
  test.use({viewport: {width: 390, height: 844}});

  test('nothing on the first screen moves while the page loads: blocks laid out late are below it', async ({page}) => {
    for (const route of [
      '/docs/guides/quick-start',
      '/docs/guides/amx-mod-x',
      '/docs/api/names',
      '/docs/api/nodemod/Interface/Entity',
    ]) {
      await page.addInitScript(() => {
        const shifts: number[] = [];
        Object.assign(window, {nmShifts: shifts});
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {value: number; hadRecentInput: boolean})[]) {
            if (!entry.hadRecentInput) shifts.push(entry.value);
          }
        }).observe({type: 'layout-shift', buffered: true});
      });
      await page.goto(route);
      await waitForHydration(page);
      await page.waitForTimeout(500);
      const shifts = await page.evaluate(() => (window as unknown as {nmShifts: number[]}).nmShifts);
      const total = shifts.reduce((a, b) => a + b, 0);
      expect(total, `${route}: layout shift ${total.toFixed(3)}`).toBeLessThan(0.01);
    }
  });

  test("a table not laid out yet is given at least its rows' height, and an article's last blocks are laid out", async ({
    page,
  }) => {
    // Six loads of the three heaviest pages, each laid out whole: about 15 s alone, and it
    // ran past 30 s once in a clean-clone run with both cores busy.
    test.setTimeout(90_000);
    // Until a block comes near the screen, it counts as high as the style sheet guesses, and
    // what it holds spills over what follows when the guess is short. Lighthouse runs axe
    // on the page as loaded and read those rows over other text and over the footer:
    // accessibility 93 for the name index and 97 for EventCallbacks (contrast and target
    // size; axe-core issue 2768). A table's guess is counted from its rows, at the most a
    // row takes; an article's last blocks, which would spill over the footer, are laid out.
    const tables = () =>
      page.evaluate(() =>
        Array.from(document.querySelectorAll<HTMLElement>('.markdown > .nm-island > table:not(.nm-near)')).map(
          (table) => ({
            rows: table.querySelectorAll('tbody tr').length,
            skipped: !table.querySelector('tr')!.checkVisibility({contentVisibilityAuto: true}),
            height: table.getBoundingClientRect().height,
          }),
        ),
      );
    let skippedTables = 0;
    for (const width of [390, 1280]) {
      await page.setViewportSize({width, height: 844});
      for (const route of [
        '/docs/api/names',
        '/docs/api/nodemod/Interface/EventCallbacks',
        '/docs/api/nodemod/Interface/Engine',
      ]) {
        await page.goto(route);
        await waitForHydration(page);
        const guessed = await tables();
        skippedTables += guessed.filter((t) => t.skipped).length;
        // The last three blocks (tables aside: their height is counted) are laid out at once.
        const last = await page.evaluate(() =>
          Array.from(document.querySelectorAll('.markdown > .nm-island:last-child > *'))
            .slice(-3)
            .filter((block) => block.tagName !== 'TABLE')
            .map((block) => `${block.tagName}: ${getComputedStyle(block).contentVisibility}`),
        );
        expect(
          last.filter((block) => !block.endsWith(': visible')),
          `${route} at ${width} px: the last blocks`,
        ).toEqual([]);
        await layOutEveryBlock(page);
        const laidOut = await tables();
        const short = guessed
          .map((t, i) => ({...t, real: laidOut[i].height}))
          .filter((t) => t.skipped && t.height < t.real)
          .map((t) => `${t.rows} rows: ${Math.round(t.height)} px guessed, ${Math.round(t.real)} px laid out`);
        expect(short, `${route} at ${width} px`).toEqual([]);
      }
    }
    // The test means something only while tables are still not laid out (the names' letters
    // and EventCallbacks' post events, at both widths).
    expect(skippedTables).toBeGreaterThan(20);
  });

  test('no block of the static HTML is wider than the column on a phone, so none is clipped', async ({page}) => {
    // Blocks off the screen are not laid out (content-visibility), and a laid-out block
    // paints only inside its box: a long signature must wrap, not run past the column.
    for (const route of ['/docs/api/nodemod/Interface/Engine', '/docs/api/nodemod/Interface/EventCallbacks']) {
      await page.goto(route);
      await layOutEveryBlock(page);
      const wide = await page.evaluate(() =>
        Array.from(document.querySelectorAll('.nm-island > *'))
          .filter((el) => el.scrollWidth > el.clientWidth + 1)
          .map((el) => `${el.tagName}: ${el.textContent!.slice(0, 60)}`),
      );
      expect(wide, route).toEqual([]);
      expect(await page.locator('.nm-island > *').count()).toBeGreaterThan(500);
    }
  });
});

test("the islands' HTML reaches the browser once: in the page it opens, or in its file after a move", async ({
  page,
}) => {
  const islandFiles: string[] = [];
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    const {pathname} = new URL(response.url());
    if (pathname.startsWith('/assets/islands/')) islandFiles.push(pathname);
    if (pathname.startsWith('/assets/js/')) scripts.push(response.text());
  });
  const islands = () => page.locator('article .nm-island').evaluateAll((all) => all.map((island) => island.innerHTML));

  // The page the browser opens: its text is in the document, and in none of the scripts it loads.
  await page.goto('/docs/installation', {waitUntil: 'networkidle'});
  await waitForHydration(page);
  const opened = await islands();
  expect(opened.length).toBeGreaterThan(5);
  const sentence = (await page.locator('article .nm-island p').first().innerText()).slice(0, 60);
  expect(sentence.length).toBe(60);
  const bodies = await Promise.all(scripts);
  expect(bodies.length).toBeGreaterThan(5);
  expect(bodies.filter((body) => body.includes(sentence))).toEqual([]);
  expect(islandFiles).toEqual([]);

  // A move to another page fetches that page's file, once, and shows what the server writes.
  await page.locator('article a[href="/docs/guides/quick-start"]').first().click();
  await expect(page.locator('h1')).toHaveText('Quick start');
  const moved = await islands();
  expect(islandFiles).toHaveLength(1);
  expect(islandFiles[0]).toMatch(/^\/assets\/islands\/[0-9a-f]{10}\.json$/);
  const served = await page.context().newPage();
  await served.goto('/docs/guides/quick-start');
  const written = await served.locator('article .nm-island').evaluateAll((all) => all.map((i) => i.innerHTML));
  await served.close();
  expect(moved.length).toBeGreaterThan(5);
  expect(moved).toEqual(written);

  // Back to the first page: its islands as the server wrote them, with nothing fetched.
  await page.goBack();
  await expect(page.locator('h1')).toHaveText('Installation');
  expect(await islands()).toEqual(opened);
  expect(islandFiles).toHaveLength(1);
});
