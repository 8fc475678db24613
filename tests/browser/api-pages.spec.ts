/**
 * The API reference: every URL the specification lists under the API reference is a
 * page of the build's sitemap (tests/browser/quality.spec.ts loads each one in the
 * browser: status, hydration, console, axe), and spot checks in the browser
 * that would fail on a wrong reference.
 */
import {readFileSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from '../support/fixtures';
import {apiRoutes, coreModules, specCoreInterfaces} from '../support/api-routes';
import {waitForHydration} from '../support/page';
import {sitemapPaths} from '../support/sitemap';

const routes = apiRoutes();

function countPages(dir: string): number {
  return readdirSync(dir).reduce((n, name) => {
    const full = path.join(dir, name);
    return n + (statSync(full).isDirectory() ? countPages(full) : /\.mdx?$/.test(name) ? 1 : 0);
  }, 0);
}

test('the build generated the API pages', () => {
  const core = countPages('docs/api/core');
  const nodemod = countPages('docs/api/nodemod');
  console.log(`generated API pages: ${core} for @nodemod/core, ${nodemod} for nodemod, ${core + nodemod} in all`);
  console.log(
    `API URLs of the specification: ${routes.length} (each must be in the sitemap; the quality sweep loads them)`,
  );
  // 12 module indexes, 12 default classes and the 15 named interfaces at least.
  expect(core).toBeGreaterThanOrEqual(1 + 12 * 2 + specCoreInterfaces.length);
  // Index, 30 enumerations, 12 functions (getMetaResult since 1.0.7), 20 interfaces,
  // 8 variables (frametime and gameDir since 1.0.4 and 1.0.6).
  expect(nodemod).toBe(1 + 30 + 12 + 20 + 8);
});

test('every API URL of the specification is a page of the sitemap (the quality sweep opens each one)', () => {
  const inSitemap = new Set(sitemapPaths());
  expect(routes.length).toBeGreaterThan(100);
  expect(routes.filter((route) => !inSitemap.has(route.replace(/\/$/, '')) && !inSitemap.has(route))).toEqual([]);
});

test.describe('spot checks of the reference', () => {
  test('FL lists ONGROUND with the value 512 and its HLSDK name', async ({page}) => {
    await page.goto('/docs/api/nodemod/Enumeration/FL#onground');
    const heading = page.locator('h3#onground');
    await expect(heading).toHaveText(/^ONGROUND/);
    await expect(heading).toBeInViewport();
    await expect(page.locator('h3#onground + p.nm-signature')).toHaveText('ONGROUND: 512');
    await expect(page.locator('h3#onground ~ p:not(.nm-signature, .nm-also)').first()).toContainText('FL_ONGROUND');
  });

  test('the engine and game library methods show their C names in their headings', async ({page}) => {
    await page.goto('/docs/api/nodemod/Interface/Engine#precachemodel');
    await expect(page.locator('h3#precachemodel')).toHaveText(/^precacheModel\(\) · pfnPrecacheModel/);
    await page.goto('/docs/api/nodemod/Interface/DLL#clientcommand');
    await expect(page.locator('h3#clientcommand')).toHaveText(/^clientCommand\(\) · pfnClientCommand/);
  });

  test('Entity lists origin, inherited from Entvars, with the names and source of Entvars.origin', async ({page}) => {
    await page.goto('/docs/api/nodemod/Interface/Entity');
    const heading = page.locator('h3#origin');
    await expect(heading).toHaveText(/^origin/);
    await expect(page.locator('h3#origin ~ p:not(.nm-signature, .nm-also)').first()).toContainText('pev->origin');
    // The line of names reads as on Entvars: an inherited member is written like the member it inherits.
    const names = page.locator('h3#origin + p.nm-signature + p.nm-also');
    await expect(names).toContainText('fakemeta pev_origin');
    await expect(names.getByRole('link', {name: 'Source'})).toHaveAttribute('href', /\/entvars\.cpp#L\d+$/);
  });

  test('EventCallbacks lists dllClientConnect with its four parameters', async ({page}) => {
    await page.goto('/docs/api/nodemod/Interface/EventCallbacks#dllclientconnect');
    const heading = page.locator('h3#dllclientconnect');
    await expect(heading).toHaveText(/^dllClientConnect/);
    // The page opens scrolled to the event.
    await expect(heading).toBeInViewport();
    const parameters = page.locator('h3#dllclientconnect ~ ul').first();
    const names = await parameters.locator('li > code:first-child').allInnerTexts();
    expect(names).toEqual(['pEntity', 'pszName', 'pszAddress', 'szRejectReason']);
    await expect(parameters.locator('li').first()).toContainText('Entity');
  });

  test("each post event is a line of its pre event's entry, with its anchor, its names and its notes", async ({
    page,
  }) => {
    await page.goto('/docs/api/nodemod/Interface/EventCallbacks#postdllspawn');
    const line = page.locator('p#postdllspawn');
    await expect(line).toBeInViewport();
    await expect(line).toHaveText('Post event: postDllSpawn');
    await expect(line.getByRole('link', {name: 'postDllSpawn'})).toHaveAttribute('href', '#postdllspawn');
    // Reached by its link, the line is marked and its pre event's heading is in view above it.
    expect(await line.evaluate((p) => getComputedStyle(p).outlineStyle)).toBe('solid');
    await expect(page.locator('h3#dllspawn')).toBeInViewport();
    // The line stands in its pre event's entry: the heading before it is dllSpawn's.
    expect(
      await line.evaluate(
        (p) =>
          Array.from(document.querySelectorAll('article h3'))
            .filter((h) => h.compareDocumentPosition(p) & Node.DOCUMENT_POSITION_FOLLOWING)
            .pop()?.id,
      ),
    ).toBe('dllspawn');
    // One line for each of the 205 pre events, no heading, section or table of post events.
    await expect(page.locator('article .markdown p.nm-post[id^="post"]')).toHaveCount(205);
    await expect(page.locator('article .markdown :is(h2, h3)[id^="post"]')).toHaveCount(0);
    await expect(page.locator('article .markdown table')).toHaveCount(0);
    // A post event with a name of its own (an AMX Mod X forward that fires after the call)
    // shows it on its line.
    await expect(page.locator('p#postdllclientconnect')).toContainText('AMX Mod X client_connect');
    // A post event whose argument holds the call's result keeps that parameter's note.
    await expect(page.locator('p#postengvectoangles')).toContainText('After the call: rgflVectorOut');
  });

  test('an event reads as the other members: the listener a plugin writes, its two badges, labelled names, a rule above it', async ({
    page,
  }) => {
    await page.goto('/docs/api/nodemod/Interface/EventCallbacks#dllthink');
    const heading = page.locator('h3#dllthink');
    await expect(heading).toBeInViewport();
    await expect(page.locator('h3#dllthink + p.nm-signature')).toHaveText(
      "nodemod.on('dllThink', (pent: Entity) => …)",
    );
    // Its AMX Mod X names under the module that declares each.
    const names = page.locator('h3#dllthink + p.nm-signature + p.nm-also');
    await expect(names).toContainText('fakemeta FM_Think');
    await expect(names).toContainText('engine pfn_think');
    await expect(names.getByRole('link', {name: 'Source'})).toHaveAttribute('href', /\/dll_events\.cpp#L\d+$/);
    // Its contract in two badges: how often it fires, a link to its row in the event finder,
    // and what superseding it gives.
    const when = names.getByRole('link', {name: 'per entity per frame', exact: true});
    await expect(when).toHaveAttribute('href', '/docs/api/events#dllthink');
    await expect(names.locator('small')).toHaveText('blockable');
    await expect(page.locator('h3#dllclientconnect + p + p.nm-also small')).toHaveText('blocking returns your value');
    await expect(page.locator('h3#dlluse + p + p.nm-also')).toContainText('never raised not blockable');
    // The rule between members, drawn as the heading's top border (no `hr` on this page).
    expect(await heading.evaluate((el) => el.previousElementSibling?.tagName)).not.toBe('HR');
    expect(await heading.evaluate((el) => getComputedStyle(el).borderTopStyle)).toBe('solid');
    await expect(page.locator('article .markdown hr')).toHaveCount(0);
  });

  test('every event of the reference has its two badges, each leading to its row of the event finder', async ({
    page,
  }) => {
    await page.goto('/docs/api/nodemod/Interface/EventCallbacks');
    const badges = await page.locator('article h3 + p.nm-signature + p.nm-also').evaluateAll((lines) =>
      lines.map((line) => ({
        event: line.previousElementSibling!.previousElementSibling!.id,
        href: line.firstElementChild?.getAttribute('href') ?? '',
        second: line.querySelector(':scope > small')?.textContent ?? '',
      })),
    );
    expect(badges).toHaveLength(205);
    for (const badge of badges) {
      expect(badge.href, badge.event).toBe(`/docs/api/events#${badge.event}`);
      expect(badge.second, badge.event).toMatch(/^(blockable|blocking returns your value|not blockable)$/);
    }
    await page.goto('/docs/api/events');
    const rows = await page
      .locator('table.nm-event-finder > tbody')
      .evaluateAll((groups) => groups.map((group) => group.id));
    expect(badges.map((b) => b.event).filter((event) => !rows.includes(event))).toEqual([]);
  });

  test('the table of contents lists every method of Engine, every event of EventCallbacks by family, and the letters of the name index', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    /** The desktop table of contents: each top entry with the entries under it. */
    const tocTree = () =>
      page.locator('.theme-doc-toc-desktop .table-of-contents').evaluate((list) =>
        Array.from(list.children).map((item) => ({
          text: item.querySelector(':scope > a')!.textContent!.trim(),
          href: item.querySelector(':scope > a')!.getAttribute('href')!,
          children: Array.from(item.querySelectorAll(':scope > ul > li > a')).map((a) => a.getAttribute('href')!),
        })),
      );
    /** The hashes of `hrefs` that are no heading of the page. */
    const notHeadings = (hrefs: string[]) =>
      page.evaluate(
        (hashes) => hashes.filter((hash) => !document.getElementById(hash.slice(1))?.matches('h2, h3')),
        hrefs,
      );

    await page.goto('/docs/api/nodemod/Interface/Engine');
    await waitForHydration(page);
    const engine = await tocTree();
    const methods = engine.flatMap((entry) => entry.children);
    expect(methods).toHaveLength(155);
    expect(new Set(methods).size).toBe(155);
    // Every method heading of the page is listed, and every entry is a heading.
    const methodHeadings = await page.locator('article h3[id]').evaluateAll((hs) => hs.map((h) => `#${h.id}`));
    expect(methodHeadings.filter((hash) => !methods.includes(hash))).toEqual([]);
    expect(await notHeadings(engine.flatMap((entry) => [entry.href, ...entry.children]))).toEqual([]);

    await page.goto('/docs/api/nodemod/Interface/EventCallbacks');
    await waitForHydration(page);
    const events = await tocTree();
    const families = Object.fromEntries(events.map((entry) => [entry.text, entry.children]));
    expect(Object.keys(families)).toEqual(['Game DLL events', 'Engine events']);
    const dll = families['Game DLL events']!;
    const eng = families['Engine events']!;
    expect(dll.length + eng.length).toBe(205);
    expect(
      dll.every((href) => /^#dll/.test(href)),
      'game DLL events under their family',
    ).toBe(true);
    expect(
      eng.every((href) => /^#eng/.test(href)),
      'engine events under theirs',
    ).toBe(true);
    // The post events are lines of their pre events' entries, not entries of the table of contents.
    expect(await notHeadings(events.flatMap((entry) => [entry.href, ...entry.children]))).toEqual([]);
    // The page carries no table of its 205 events: the finder is their index.
    await expect(page.locator('article table')).toHaveCount(0);

    await page.goto('/docs/api/names');
    await waitForHydration(page);
    const names = await tocTree();
    const letters = await page
      .locator('.nm-name-letters a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
    expect(letters.length).toBeGreaterThan(10);
    // The letters in page order, then the section after the index.
    expect(names.map((entry) => entry.href)).toEqual([...letters, '#where-the-names-come-from']);
    expect(names[0]!.text).toBe('A');
    expect(await notHeadings(names.map((entry) => entry.href))).toEqual([]);
  });

  test.describe('on a phone', () => {
    test.use({viewport: {width: 390, height: 844}});

    test('"On this page" lists the methods of Engine and the events of EventCallbacks', async ({page}) => {
      for (const [route, count, first] of [
        ['/docs/api/nodemod/Interface/Engine', 155, 'precachemodel'],
        ['/docs/api/nodemod/Interface/EventCallbacks', 205, 'dllgameinit'],
      ] as const) {
        await page.goto(route);
        await waitForHydration(page);
        const toc = page.locator('.theme-doc-toc-mobile');
        await toc.getByRole('button', {name: 'On this page'}).click();
        const links = toc.locator('ul ul a');
        await expect(links, route).toHaveCount(count);
        await toc.locator(`a[href="#${first}"]`).click();
        await expect(page).toHaveURL(new RegExp(`#${first}$`));
        await expect(page.locator(`h3#${first}`)).toBeInViewport();
      }
    });
  });

  test("the cmd module's default class lists add and register", async ({page}) => {
    await page.goto('/docs/api/core/cmd/Class/default');
    await expect(page.locator('h3#add')).toHaveText(/^add\(\)/);
    await expect(page.locator('h3#register')).toHaveText(/^register\(\)/);
  });

  test('a core class is named by the object a plugin uses and by its class, in its title, sidebar and links', async ({
    page,
  }) => {
    await page.goto('/docs/api/core/player/Class/default');
    await waitForHydration(page);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('nodemodCore.player (class NodemodPlayer)');
    await expect(page).toHaveTitle('nodemodCore.player (class NodemodPlayer) | NodeMod');
    await expect(page.locator('.nm-signature').first()).toContainText('new NodemodPlayer(');
    // Each member as a plugin reaches it, from the default export.
    await expect(page.locator('h3#getall + p.nm-signature')).toHaveText('nodemodCore.player.getAll(): PlayerInfo[]');
    // The constructor's parameters link the other services by their class names.
    await expect(page.getByRole('link', {name: 'NodemodUtil', exact: true}).first()).toHaveAttribute(
      'href',
      '/docs/api/core/util/Class/default',
    );
    const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
    await expect(sidebar.getByRole('link', {name: 'NodemodPlayer', exact: true})).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(sidebar.getByRole('link', {name: 'default', exact: true})).toHaveCount(0);
  });

  test('no two pages of the site share a title', () => {
    const byTitle = new Map<string, string[]>();
    for (const route of sitemapPaths()) {
      const html = readFileSync(path.join('build', route, 'index.html'), 'utf8');
      const title = html.match(/<title[^>]*>([^<]*)<\/title>/)?.[1] ?? '';
      byTitle.set(title, [...(byTitle.get(title) ?? []), route]);
    }
    const shared = [...byTitle].filter(([, routes]) => routes.length > 1);
    expect(shared).toEqual([]);
    expect(byTitle.size).toBeGreaterThan(150);
  });

  test('on shows its event-name parameter', async ({page}) => {
    await page.goto('/docs/api/nodemod/Function/on');
    const row = page.getByRole('row').filter({has: page.locator('code', {hasText: /^eventName$/})});
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Event to listen to');
    // Its type is the type parameter, bound to the names of EventCallbacks.
    await expect(page.getByRole('main')).toContainText('T extends keyof EventCallbacks');
  });

  test('eng.precacheModel names the engine function pfnPrecacheModel', async ({page}) => {
    await page.goto('/docs/api/nodemod/Interface/Engine#precachemodel');
    // Written as a plugin calls it, through the global, which the page says needs no import.
    await expect(page.locator('h3#precachemodel + p.nm-signature')).toHaveText('nodemod.eng.precacheModel(s): number');
    await expect(page.locator('article .markdown p').first()).toContainText(
      '`nodemod` is a global wherever NodeMod runs your script'.replace(/`/g, ''),
    );
    const description = page.locator('h3#precachemodel ~ p:not(.nm-signature, .nm-also)').first();
    await expect(description).toContainText('pfnPrecacheModel');
  });

  test('a core type that uses nodemod.Entity links to its page', async ({page}) => {
    await page.goto('/docs/api/core/cmd/Interface/CommandContext');
    await waitForHydration(page);
    const link = page.getByRole('main').getByRole('link', {name: 'Entity', exact: true}).first();
    await expect(link).toHaveAttribute('href', '/docs/api/nodemod/Interface/Entity');
    await link.click();
    await expect(page).toHaveURL(/\/docs\/api\/nodemod\/Interface\/Entity$/);
    await expect(page.getByRole('heading', {level: 1})).toContainText('Entity');
  });

  test('the reference is reachable from the Documentation sidebar', async ({page}) => {
    await page.goto('/docs/');
    await waitForHydration(page);
    const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
    const api = sidebar.getByRole('link', {name: 'API reference'});
    await expect(api).toHaveAttribute('href', '/docs/api/');
    await api.click();
    await expect(page).toHaveURL(/\/docs\/api\/$/);
    await expect(sidebar.getByRole('link', {name: '@nodemod/core'})).toBeVisible();
    await expect(sidebar.getByRole('link', {name: 'nodemod (engine binding)'})).toBeVisible();
  });

  test('the API index presents both APIs and every core module', async ({page}) => {
    await page.goto('/docs/api/');
    const main = page.getByRole('main');
    for (const module of coreModules) {
      await expect(main.getByRole('link', {name: module, exact: true}).first()).toHaveAttribute(
        'href',
        `/docs/api/core/${module}/`,
      );
    }
    await expect(main.getByRole('link', {name: 'nodemod.eng'}).first()).toHaveAttribute(
      'href',
      '/docs/api/nodemod/eng',
    );
  });

  test('each core module page opens with prose and an example', async ({page}) => {
    for (const module of ['cmd', 'player', 'util']) {
      await page.goto(`/docs/api/core/${module}/`);
      const main = page.getByRole('main');
      await expect(main.locator('p').first()).toBeVisible();
      await expect(main.locator('pre code').first()).toContainText("import nodemodCore from '@nodemod/core'");
    }
  });
});

test("the engine binding's busiest pages are titled as a plugin reaches them, not by their TypeScript kind", async ({
  page,
}) => {
  for (const [route, title] of [
    ['/docs/api/nodemod/Interface/Engine', 'nodemod.eng: engine functions'],
    ['/docs/api/nodemod/Interface/DLL', 'nodemod.dll: game library functions'],
    ['/docs/api/nodemod/Interface/EventCallbacks', 'nodemod.on: events'],
    ['/docs/api/nodemod/Interface/Entity', 'Entity: a game entity (edict_t)'],
  ]) {
    await page.goto(route);
    await waitForHydration(page);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(title);
    await expect(page).toHaveTitle(`${title} | NodeMod`);
  }
  // The sidebar keeps the declarations' names, short enough for its column.
  await expect(page.locator('.menu__link[aria-current="page"]')).toHaveText('Entity');
});
