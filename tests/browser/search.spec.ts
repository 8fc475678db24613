/**
 * Local search (@easyops-cn/docusaurus-search-local): an index built with the
 * site, loaded only when the search box is used, that finds API members by our
 * name and by the names other tools give them (HLSDK, Metamod, AMX Mod X),
 * guides and the blog post, with no request outside the site.
 */
import {readFileSync, readdirSync} from 'node:fs';
import {gzipSync} from 'node:zlib';
import {type BrowserContext, type Page, type Request} from '@playwright/test';
import {expect, test} from '../support/fixtures';
import {baseURL} from '../../playwright.config';
import {halves} from '../support/halves';
import {waitForHydration} from '../support/page';
import {axeSource} from '../support/axe';

/** The navbar's search input (a combobox once its script has set it up). */
const searchBox = (page: Page) => page.locator('nav.navbar').getByLabel('Search', {exact: true});
const options = (page: Page) => page.getByRole('option');

/** Enters a query into the navbar search box and waits for its first result. */
async function search(page: Page, query: string) {
  const box = searchBox(page);
  await box.click();
  await box.fill('');
  await expect(options(page), 'no results left from the last query').toHaveCount(0);
  // The whole query in one input event: typed key by key, the list follows a
  // little behind, and Enter could take the first result of a shorter query.
  await box.fill(query);
  await expect(options(page).first()).toBeVisible();
}

/** Blocks, and counts, every request that leaves the site's origin. */
async function stayOnSite(page: Page) {
  const outside: string[] = [];
  await page.route('**/*', (route) => {
    if (new URL(route.request().url()).origin === baseURL) return route.continue();
    outside.push(route.request().url());
    return route.abort('blockedbyclient');
  });
  return outside;
}

/** Query -> the page and anchor its first result must lead to. */
const firstResults: [string, string][] = [
  // Events, enumerations and their members, by our name and by the HLSDK's.
  ['dllClientConnect', '/docs/api/nodemod/Interface/EventCallbacks#dllclientconnect'],
  // A post event: the entry of its pre event, which names it.
  ['postDllThink', '/docs/api/nodemod/Interface/EventCallbacks#dllthink'],
  // An engine error, by the words the console prints: its entry in the errors index.
  ['no free edicts', '/docs/errors#pr-edict-ed-alloc-internal-2'],
  ['ONGROUND', '/docs/api/nodemod/Enumeration/FL#onground'],
  ['FL_ONGROUND', '/docs/api/nodemod/Enumeration/FL#onground'],
  ['SUPERCEDE', '/docs/api/nodemod/Enumeration/META_RES#supercede'],
  ['MOVETYPE', '/docs/api/nodemod/Enumeration/MOVETYPE'],
  // Engine and game library functions, by our name and by the engine's.
  ['pfnPrecacheModel', '/docs/api/nodemod/Interface/Engine#precachemodel'],
  ['pEntityOfEntIndex', '/docs/api/nodemod/Interface/Engine#pentityofentindex'],
  ['pfnClientCommand', '/docs/api/nodemod/Interface/DLL#clientcommand'],
  // The names other tools give them (the line under each member's heading):
  // fakemeta's function, forward and field names, AMX Mod X natives, forwards
  // and constants, the HLSDK's field and constant names.
  ['EngFunc_SetModel', '/docs/api/nodemod/Interface/Engine#setmodel'],
  ['DLLFunc_ClientPutInServer', '/docs/api/nodemod/Interface/DLL#clientputinserver'],
  ['FM_PlayerPreThink', '/docs/api/nodemod/Interface/EventCallbacks#dllplayerprethink'],
  ['pev_health', '/docs/api/nodemod/Interface/Entvars#health'],
  // A forward that fires after the call: the entry whose line names its post event.
  ['client_putinserver', '/docs/api/nodemod/Interface/EventCallbacks#dllclientputinserver'],
  ['client_cmd', '/docs/api/nodemod/Interface/Engine#clientcommand'],
  ['entity_set_origin', '/docs/api/nodemod/Interface/Engine#setorigin'],
  ['FMRES_SUPERCEDE', '/docs/api/nodemod/Enumeration/META_RES#supercede'],
  ['MRES_SUPERCEDE', '/docs/api/nodemod/Enumeration/META_RES#supercede'],
  ['IN_ATTACK', '/docs/api/nodemod/Enumeration/IN_BUTTON#attack'],
  // Binding functions, structures and fields.
  ['setMetaResult', '/docs/api/nodemod/Function/setMetaResult'],
  ['Entvars', '/docs/api/nodemod/Interface/Entvars'],
  ['TraceResult', '/docs/api/nodemod/Interface/TraceResult'],
  ['netname', '/docs/api/nodemod/Interface/Entity#netname'],
  // @nodemod/core methods and interfaces.
  ['messageClient', '/docs/api/core/util/Class/default#messageclient'],
  ['showHudText', '/docs/api/core/util/Class/default#showhudtext'],
  ['CommandOptions', '/docs/api/core/cmd/Interface/CommandOptions'],
  // Guides and the blog.
  ['Docker', '/docs/installation#building-with-docker'],
  ['inspector', '/docs/guides/debugger#open-the-inspector-from-your-plugin'],
  ['quick start', '/docs/guides/quick-start'],
  ['port amx mod x plugin', '/docs/guides/amx-mod-x-porting'],
  ['modernized', '/blog/nodemod-modernized'],
];

test.describe('search results', () => {
  // The queries run in two halves, each in one browser page: the reader's way,
  // with the index loaded once and the bar kept across client-side navigation
  // (back to the home page through the browser's history after each result).
  const shares = halves(firstResults);
  for (const [i, half] of shares.entries()) {
    test(`queries ${i * shares[0].length + 1} to ${i * shares[0].length + half.length}: each leads first to its page and anchor`, async ({
      page,
    }) => {
      test.setTimeout(300_000);
      const outside = await stayOnSite(page);
      await page.goto('/');
      await waitForHydration(page);
      for (const [query, target] of half) {
        await search(page, query);
        await searchBox(page).press('Enter');
        const [path, hash] = target.split('#');
        await expect
          .soft(page, `"${query}" leads first to ${target}`)
          .toHaveURL((url) => url.pathname === path && url.hash === (hash ? `#${hash}` : ''));
        // The first result opens the largest page of the site, whose code the
        // router loads before it shows the page: on a busy machine (three test
        // workers on two cores) that took over 15 s in CI once, and over 30 s once
        // beside the hydrated 390 px sweep; alone, a second or two.
        if (hash)
          await expect
            .soft(page.locator(`[id="${hash}"]`), `${target} scrolled into view`)
            .toBeInViewport({timeout: 90_000});
        await page.goBack();
        await expect(page).toHaveURL((url) => url.pathname === '/');
      }
      expect(outside).toEqual([]);
    });
  }

  test('a file name offers both where it is set up and the errors that name it', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    await search(page, 'plugins.ini');
    const texts = await options(page).allInnerTexts();
    // Metamod-R's line about the file, from the errors index, and the installation's section on it.
    expect(texts.some((t) => t.includes('Problem loading plugins.ini'))).toBe(true);
    expect(texts.some((t) => t.includes('Registering with Metamod'))).toBe(true);
    await options(page).filter({hasText: 'Registering with Metamod'}).first().click();
    await expect(page).toHaveURL(/\/docs\/installation\?.*#registering-with-metamod$/);
  });

  test('a name both APIs use offers both, the engine function among the first two', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    await search(page, 'precacheModel');
    const top = (await options(page).allInnerTexts()).slice(0, 2).join('\n');
    expect(top).toContain('nodemodCore.resource (class NodemodResource)');
    expect(top).toContain('nodemod.eng: engine functions');
    await options(page).filter({hasText: 'nodemod.eng: engine functions'}).first().click();
    await expect(page).toHaveURL(/\/docs\/api\/nodemod\/Interface\/Engine\?.*#precachemodel$/);
  });
});

test.describe('how a result reads', () => {
  test("a member's result names the member and its page, not the sidebar's categories", async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    await search(page, 'dllClientConnect');
    const first = options(page).first();
    await expect(first).toContainText('dllClientConnect');
    await expect(first).toContainText('nodemod.on: events');
    await expect(first).not.toContainText('API reference');
    await expect(first).not.toContainText('Documentation');
    // A name of the AMX Mod X guide's tables reads apart from its include file.
    await search(page, 'register_clcmd');
    await expect(page.getByRole('listbox')).not.toContainText('register_clcmdamxmodx.inc');
  });

  test("a hit in a section's text is titled by the section's heading, with the matched text beneath", async ({
    page,
  }) => {
    await page.goto('/docs/installation');
    await waitForHydration(page);
    await search(page, 'dllSpawn');
    const hits = options(page).filter({has: page.locator('.nm-hit-text')});
    await expect.poll(() => hits.count(), "hits in a section's text").toBeGreaterThanOrEqual(4);
    const count = await hits.count();
    for (let i = 0; i < count; i += 1) {
      if (i > 0) await search(page, 'dllSpawn');
      const hit = options(page)
        .filter({has: page.locator('.nm-hit-text')})
        .nth(i);
      const title = (await hit.locator('[class*="hitTitle_"]').innerText()).trim();
      const text = hit.locator('.nm-hit-text');
      // Every mark of the snippet (a section's text may hold the word more than once).
      const marks = await text.locator('mark').allInnerTexts();
      expect(marks.length, `hit ${i + 1}: the matched word is marked`).toBeGreaterThan(0);
      for (const mark of marks) expect(mark, `hit ${i + 1}: the matched word is marked`).toMatch(/dllspawn/i);
      await hit.click();
      await expect(page).toHaveURL(/_highlight=/);
      // The title is the heading the hit leads to, or the page's own title above its first heading.
      const {hash} = new URL(page.url());
      const heading = hash ? page.locator(`[id="${decodeURIComponent(hash.slice(1))}"]`) : page.locator('article h1');
      const headingText = () =>
        heading.first().evaluate((el) => {
          const copy = el.cloneNode(true) as HTMLElement;
          copy.querySelectorAll('.hash-link').forEach((link) => link.remove());
          return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
        });
      await expect.poll(headingText, `hit ${i + 1} ("${title}") leads to its heading`).toBe(title);
    }
  });

  test.describe('on a phone', () => {
    test.use({viewport: {width: 390, height: 844}});

    test('a result is as tall as its wrapped text, so no result is drawn over the next', async ({page}) => {
      await page.goto('/docs/installation');
      await waitForHydration(page);
      // Content hits of three lines, under a member's own result.
      await search(page, 'dllSpawn');
      await expect.poll(() => options(page).count()).toBeGreaterThan(3);
      const rows = await page.locator('[class*="dropdownMenu_"] [class*="suggestion_"]').evaluateAll((all) =>
        all.map((row) => ({
          top: row.getBoundingClientRect().top,
          bottom: row.getBoundingClientRect().bottom,
          over: row.scrollHeight - row.clientHeight,
        })),
      );
      expect(rows.length).toBeGreaterThan(3);
      rows.forEach((row, i) => {
        expect(row.over, `result ${i + 1}: its text fits it`).toBeLessThanOrEqual(0);
        if (i > 0) expect(rows[i - 1].bottom, `result ${i}: ends before the next begins`).toBeLessThanOrEqual(row.top);
      });
      // Some result did need more than the plugin's fixed 56 px.
      expect(Math.max(...rows.map((row) => row.bottom - row.top))).toBeGreaterThan(56);
    });

    for (const colorScheme of ['dark', 'light'] as const) {
      test(`${colorScheme} mode: the list takes the screen, results wrap, and every text keeps 4.5:1`, async ({
        page,
      }) => {
        await page.emulateMedia({colorScheme});
        await page.goto('/docs/installation');
        await waitForHydration(page);
        await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
        await search(page, 'pfnClientCommand');
        await searchBox(page).press('ArrowDown');
        const active = page.locator('[class*="suggestion_"][class*="cursor_"]');
        await expect(active).toHaveCount(1);
        const list = await page.locator('[class*="dropdownMenu_"]').boundingBox();
        expect(list!.width).toBeGreaterThanOrEqual(370);
        const title = active.locator('[class*="hitTitle_"]');
        expect(await title.evaluate((el) => getComputedStyle(el).whiteSpace)).toBe('normal');
        await page.evaluate(axeSource);
        const violations = await page.evaluate(async () => {
          type Results = {violations: {id: string; nodes: {target: string[]; failureSummary?: string}[]}[]};
          const axe = (window as unknown as {axe: {run: (c: object, o: object) => Promise<Results>}}).axe;
          const results = await axe.run({include: [['.navbar']]}, {runOnly: ['color-contrast']});
          return results.violations.flatMap((v) =>
            v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}: ${(n.failureSummary ?? '').replace(/\s+/g, ' ')}`),
          );
        });
        expect(violations).toEqual([]);
      });
    }
  });
});

test.describe('the search box', () => {
  test('has an accessible name, a keyboard shortcut, and works from the keyboard alone', async ({page}) => {
    await page.goto('/docs/installation');
    await waitForHydration(page);
    const box = searchBox(page);
    await expect(box).toHaveAttribute('aria-label', 'Search');
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('Control+k');
    await expect(box).toBeFocused();
    await page.keyboard.type('setMetaResult', {delay: 15});
    await expect(options(page).first()).toBeVisible();
    // Once the results for the whole query are in, Enter follows the first. The results of a
    // query typed in part name the same function, marked only as far as the query goes
    // (`<mark>setMetaResu</mark>lt()`; a CI run pressed Enter then): wait for the whole mark.
    await expect(options(page).first()).toContainText('Function: setMetaResult()');
    await expect(
      options(page)
        .first()
        .locator('mark', {hasText: /^setMetaResult$/}),
    ).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/docs\/api\/nodemod\/Function\/setMetaResult\?_highlight=setmetaresult/);

    // The arrow keys move through the results.
    await expect(page.getByRole('heading', {level: 1})).toContainText('setMetaResult');
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('Control+k');
    await expect(box).toBeFocused();
    await page.keyboard.press('Control+a');
    await page.keyboard.type('Entvars', {delay: 15});
    await expect(options(page).first()).toBeVisible();
    const active = () => box.getAttribute('aria-activedescendant');
    const before = await active();
    await page.keyboard.press('ArrowDown');
    await expect.poll(active).not.toBe(before);
    await expect(page.locator(`[id="${await active()}"]`)).toHaveAttribute('role', 'option');
  });

  test("what is typed before the bar's code has arrived is kept", async ({page}) => {
    await page.goto('/docs/installation');
    await waitForHydration(page);
    // From now on every script arrives a second late: the bar's code comes after the typing.
    let delayed = 0;
    await page.route('**/assets/js/*.js', async (route) => {
      delayed++;
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('Control+k');
    await page.keyboard.type('setMeta', {delay: 15});
    await expect(searchBox(page)).toHaveAttribute('role', 'combobox');
    expect(delayed, "the bar's code was fetched after the page had loaded").toBeGreaterThan(0);
    await expect(searchBox(page)).toBeFocused();
    await page.keyboard.type('Result', {delay: 15});
    await expect(searchBox(page)).toHaveValue('setMetaResult');
    await expect(options(page).first()).toContainText('Function: setMetaResult()');

    // A value filled in one go before the code arrives is searched too.
    await page.goto('/');
    await waitForHydration(page);
    await searchBox(page).fill('inspector');
    await expect(options(page).first()).toBeVisible();
    await expect(searchBox(page)).toHaveValue('inspector');
  });

  test('the target page highlights the matches', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    await search(page, 'inspector');
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(/\/docs\/guides\/debugger\?_highlight=inspector/);
    await expect(page.locator('article mark', {hasText: /^inspector$/i}).first()).toBeVisible();
  });

  test('the results page lists every match', async ({page}) => {
    const outside = await stayOnSite(page);
    await page.goto('/search?q=inspector');
    await waitForHydration(page);
    await expect(page.getByRole('heading', {level: 1})).toContainText('inspector');
    const results = page.locator('article h2 a, article h3 a');
    await expect(results.first()).toBeVisible();
    expect(await results.count()).toBeGreaterThan(3);
    await expect(page.locator('#__docusaurus_skipToContent_fallback')).toContainText('Debugger');
    expect(outside).toEqual([]);
  });
});

test.describe('the index', () => {
  /** The requests for the search index a page makes, from its first request on. */
  const indexRequests = (page: Page) => {
    const urls: string[] = [];
    page.on('request', (r) => {
      if (/^\/search-index[^/]*\.json$/.test(new URL(r.url()).pathname)) urls.push(r.url());
    });
    return urls;
  };

  /** Waits until the page has had no request in flight for `quiet` ms (those already under way included). */
  const networkQuiet = async (page: Page, quiet = 1000) => {
    const inFlight = new Set<Request>();
    let last = Date.now();
    const started = (request: Request) => {
      inFlight.add(request);
      last = Date.now();
    };
    const ended = (request: Request) => {
      inFlight.delete(request);
      last = Date.now();
    };
    page.on('request', started);
    page.on('requestfinished', ended);
    page.on('requestfailed', ended);
    try {
      // Each poll is a round trip to the page, which also lets it report what it has started.
      await expect
        .poll(
          async () => {
            await page.evaluate(() => 0);
            return inFlight.size === 0 && Date.now() - last >= quiet ? 'quiet' : [...inFlight].map((r) => r.url());
          },
          {timeout: 15_000},
        )
        .toBe('quiet');
    } finally {
      page.off('request', started);
      page.off('requestfinished', ended);
      page.off('requestfailed', ended);
    }
  };

  /**
   * The home page read for an hour of its time without the search box being touched: scrolled,
   * the pointer over its text, then its clock moved an hour on, so that whatever a timer, an
   * animation frame or an idle callback would load has been requested, and the network quiet
   * again. `plant`, an init script, makes the page faulty. The page's clock is its context's:
   * `context` is one of the test's own.
   */
  async function readWithoutSearch(context: BrowserContext, plant?: () => void) {
    const page = await context.newPage();
    const outside = await stayOnSite(page);
    const requests = indexRequests(page);
    await page.clock.install();
    if (plant) await page.addInitScript(plant);
    await page.goto('/', {waitUntil: 'networkidle'});
    await waitForHydration(page);
    const article = await page.locator('main').boundingBox();
    await page.mouse.move(article!.x + article!.width / 2, article!.y + article!.height / 2);
    await page.mouse.wheel(0, 3000);
    await page.mouse.wheel(0, -3000);
    await page.clock.fastForward('01:00:00');
    await networkQuiet(page);
    return {page, outside, requests, beforeUse: [...requests]};
  }

  test('loads only when the search box is used, and its size is printed', async ({browser, baseURL}) => {
    const context = await browser.newContext({baseURL, serviceWorkers: 'block'});
    try {
      const {page, outside, requests, beforeUse} = await readWithoutSearch(context);
      expect(beforeUse, 'index requests before the search box is used').toEqual([]);

      const start = await page.evaluate(() => performance.now());
      await search(page, 'dllClientConnect');
      const elapsed = (await page.evaluate(() => performance.now())) - start;
      expect(requests, 'index requests once the search box is used').toHaveLength(1);
      expect(outside).toEqual([]);

      const files = readdirSync('build').filter((f) => f.startsWith('search-index') && f.endsWith('.json'));
      const raw = files.reduce((n, f) => n + readFileSync(`build/${f}`).length, 0);
      const gzip = files.reduce((n, f) => n + gzipSync(readFileSync(`build/${f}`), {level: 9}).length, 0);
      console.log(
        `search index: ${(raw / 1024).toFixed(0)} KiB raw, ${(gzip / 1024).toFixed(0)} KiB gzip; ` +
          `first result on the home page ${elapsed.toFixed(0)} ms after focusing the box (index download included)`,
      );
      expect(raw).toBeGreaterThan(0);
      // The budget for a phone: keep the compressed index under 1 MiB.
      expect(gzip).toBeLessThan(1024 * 1024);
    } finally {
      await context.close();
    }
  });

  test('the check sees an index requested ten minutes after the page has loaded', async ({browser, baseURL}) => {
    const context = await browser.newContext({baseURL, serviceWorkers: 'block'});
    try {
      const {beforeUse} = await readWithoutSearch(context, () => {
        addEventListener('load', () => setTimeout(() => void fetch('/search-index.json'), 10 * 60 * 1000));
      });
      expect(beforeUse).toHaveLength(1);
    } finally {
      await context.close();
    }
  });
});
