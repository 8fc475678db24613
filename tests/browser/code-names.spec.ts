/**
 * API names in code blocks (plugins/code-highlight/code-names.mjs, src/lib/code-tokens.mjs):
 * each is a link to its reference anchor; outside the API reference each also has a
 * popup with the compiler's type and the first sentence of its description, shown on
 * hover and on keyboard focus and placed in the window by
 * src/components/StaticCodeBlock/popups.ts.
 */
import {readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import type {Browser, Page} from '@playwright/test';
import {axeSweepViolations} from '../support/axe';
import {expect, test} from '../support/fixtures';
import {waitForHydration} from '../support/page';
import {sitemapPaths} from '../support/sitemap';

/** The quick start's first block with an API name, on the hydrated page. */
async function quickStartBlock(page: Page) {
  await page.goto('/docs/guides/quick-start');
  await waitForHydration(page);
  return page
    .locator('.theme-code-block')
    .filter({has: page.locator('a', {hasText: 'nodemodCore.cmd.register'})})
    .first();
}

test('the keyboard reaches an API name in the quick start, whose popup gives its signature and description', async ({
  page,
}) => {
  const block = await quickStartBlock(page);
  const popup = block.getByRole('tooltip').first();
  await expect(popup).toBeHidden();
  await block.locator('pre').focus();
  // Tab moves from the code's scroll area to its first API name.
  await page.keyboard.press('Tab');
  const focused = page.locator(':focus');
  await expect(focused).toHaveText('nodemodCore.cmd.register');
  await expect(focused).toHaveAttribute('href', '/docs/api/core/cmd/Class/default#register');
  const described = await focused.getAttribute('aria-describedby');
  const tip = page.locator(`[id="${described}"]`);
  await expect(tip).toBeVisible();
  await expect(tip).toHaveAttribute('role', 'tooltip');
  // The declaration's signature and the first sentence of its comment (api-src/core/cmd.d.ts).
  const declaration = readFileSync('api-src/core/cmd.d.ts', 'utf8');
  const signature =
    'register(name: string, handler: (client: nodemod.Entity | null, args: string[]) => CommandResult): void';
  const sentence =
    "Shortcut for adding a command that players and the server console can both run: it calls `add` with `type: 'console'`.";
  expect(declaration).toContain(signature);
  expect(declaration.replace(/\n\s*\*\s*/g, ' ')).toContain(sentence);
  await expect(tip.locator('.nm-tip-type')).toHaveText(`(method) NodemodCmd.${signature}`);
  // The popup gives the sentence as text, without the Markdown's backticks.
  await expect(tip.locator('.nm-tip-about')).toHaveText(sentence.replace(/`/g, ''));
  // The popup lies inside the window, under its name, not cut off by the block.
  const [name, box] = [await focused.boundingBox(), await tip.boundingBox()];
  const width = page.viewportSize()!.width;
  expect(box!.y).toBeGreaterThanOrEqual(name!.y + name!.height);
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
  // The arrow key goes to the next name, and its popup replaces the first.
  await page.keyboard.press('ArrowRight');
  await expect(focused).toHaveText('nodemodCore.util.messageClient');
  await expect(tip).toBeHidden();
  await expect(page.locator(`[id="${await focused.getAttribute('aria-describedby')}"]`)).toContainText(
    'NodemodUtil.messageClient(',
  );
});

test("a block's names are one tab stop: Tab reaches one, the arrow keys, Home and End move among them, Tab leaves", async ({
  page,
}) => {
  const block = await quickStartBlock(page);
  const names = await block.locator('pre a[href]').allTextContents();
  expect(names.length).toBeGreaterThan(2);
  const focusedName = () =>
    page.evaluate(() => {
      const active = document.activeElement;
      return active?.matches('pre a[href]') ? [active.closest('.theme-code-block') !== null, active.textContent] : null;
    });
  await block.locator('pre').focus();
  await page.keyboard.press('Tab');
  expect(await focusedName()).toEqual([true, names[0]]);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowRight');
  expect(await focusedName()).toEqual([true, names[2]]);
  await page.keyboard.press('ArrowLeft');
  expect(await focusedName()).toEqual([true, names[1]]);
  await page.keyboard.press('End');
  expect(await focusedName()).toEqual([true, names.at(-1)]);
  // At the last name the arrow stays there.
  await page.keyboard.press('ArrowRight');
  expect(await focusedName()).toEqual([true, names.at(-1)]);
  await page.keyboard.press('Home');
  expect(await focusedName()).toEqual([true, names[0]]);
  await page.keyboard.press('ArrowRight');
  // Tab leaves the block's names at once (to its buttons or what follows), and Shift+Tab
  // comes back to the name the reader left.
  await page.keyboard.press('Tab');
  const inBlock = () =>
    block.evaluate((b) => b.contains(document.activeElement) && document.activeElement?.matches('pre a'));
  expect(await inBlock()).toBe(false);
  await page.keyboard.press('Shift+Tab');
  expect(await focusedName()).toEqual([true, names[1]]);
  // One stop per block on the whole page, once the focus has been in each block.
  const withNames = page.locator('.theme-code-block').filter({has: page.locator('pre a[href]')});
  const count = await withNames.count();
  expect(count).toBeGreaterThan(3);
  for (let i = 0; i < count; i++) await withNames.nth(i).locator('pre').focus();
  const stops = await page.evaluate(
    () =>
      Array.from(document.querySelectorAll<HTMLAnchorElement>('.theme-code-block pre a[href]')).filter(
        (a) => a.tabIndex >= 0,
      ).length,
  );
  expect(stops).toBe(count);
});

test('a popup can be hovered, stays while the pointer is on it, and Escape hides it where the pointer and focus are', async ({
  page,
}) => {
  await page.goto('/docs/guides/quick-start');
  await waitForHydration(page);
  const name = page.locator('.nm-name', {hasText: 'nodemodCore.util.messageClient'}).first();
  const [link, tip] = [name.locator('a').first(), name.getByRole('tooltip')];
  await link.hover();
  await expect(tip).toBeVisible();
  // The pointer moves a pixel at a time from the name onto the popup: the popup stays open
  // all the way (no gap closes it), and under the pointer it can be read.
  const from = (await link.boundingBox())!;
  const to = (await tip.boundingBox())!;
  const [x0, y0] = [from.x + 4, from.y + from.height / 2];
  const [x1, y1] = [Math.max(to.x + 4, x0), to.y + to.height / 2];
  await page.mouse.move(x0, y0);
  const steps = Math.ceil(Math.abs(y1 - y0));
  for (let i = 1; i <= steps; i++) {
    await page.mouse.move(x0 + ((x1 - x0) * i) / steps, y0 + ((y1 - y0) * i) / steps);
    if (i % 4 === 0 || i === steps) await expect(tip, `step ${i} of ${steps}`).toBeVisible();
  }
  expect(await tip.evaluate((t) => t.matches(':hover'))).toBe(true);
  // Escape hides it with the pointer still there; leaving and coming back shows it again.
  await page.keyboard.press('Escape');
  await expect(tip).toBeHidden();
  await page.mouse.move(2, 2);
  await link.hover();
  await expect(tip).toBeVisible();
  await page.mouse.move(2, 2);
  // From the keyboard: Escape hides the focused name's popup and leaves the focus on it.
  await link.focus();
  await expect(tip).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(tip).toBeHidden();
  await expect(link).toBeFocused();
  // Moving on to another name and back opens it again.
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowRight');
  await expect(link).toBeFocused();
  await expect(tip).toBeVisible();
});

test.describe('on a touch screen', () => {
  /** A phone's page: touch needs a context of its own (tests/support/fixtures.ts shares one). */
  const touchPage = async (browser: Browser, baseURL: string | undefined) => {
    const context = await browser.newContext({
      baseURL,
      viewport: {width: 390, height: 844},
      hasTouch: true,
      isMobile: true,
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    await page.goto('/docs/guides/quick-start');
    await waitForHydration(page);
    return {context, page};
  };

  test('the first tap on a name opens its popup with a link into the reference; the second follows the name', async ({
    browser,
    baseURL,
  }) => {
    const {context, page} = await touchPage(browser, baseURL);
    try {
      const name = page.locator('.nm-name', {hasText: 'nodemodCore.cmd.register'}).first();
      const [link, tip] = [name.locator('a').first(), name.getByRole('tooltip')];
      await link.scrollIntoViewIfNeeded();
      await link.tap();
      await expect(page).toHaveURL(/\/docs\/guides\/quick-start$/);
      await expect(tip).toBeVisible();
      const go = tip.getByRole('link', {name: 'Open in the API reference'});
      await expect(go).toHaveAttribute('href', '/docs/api/core/cmd/Class/default#register');
      // The popup lies inside the window.
      const box = (await tip.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      // A tap elsewhere closes it; tapped again, it opens again, and a second tap follows.
      await page.locator('article h1').tap();
      await expect(tip).toBeHidden();
      await link.tap();
      await expect(tip).toBeVisible();
      await link.tap();
      await expect(page).toHaveURL(/\/docs\/api\/core\/cmd\/Class\/default#register$/);
    } finally {
      await context.close();
    }
  });

  test("the popup's own link goes to the reference", async ({browser, baseURL}) => {
    const {context, page} = await touchPage(browser, baseURL);
    try {
      const name = page.locator('.nm-name', {hasText: 'nodemodCore.util.messageClient'}).first();
      await name.locator('a').first().scrollIntoViewIfNeeded();
      await name.locator('a').first().tap();
      await name.getByRole('link', {name: 'Open in the API reference'}).tap();
      await expect(page).toHaveURL(/\/docs\/api\/core\/util\/Class\/default#messageclient$/);
    } finally {
      await context.close();
    }
  });
});

test('pointing at a name opens its popup, and axe finds nothing with it open', async ({page}) => {
  await page.goto('/docs/guides/quick-start');
  await waitForHydration(page);
  const name = page.locator('.nm-name', {hasText: 'nodemodCore.util.messageClient'}).first();
  const tip = name.getByRole('tooltip');
  await expect(tip).toBeHidden();
  await name.locator('a').hover();
  await expect(tip).toBeVisible();
  await expect(tip).toContainText('(method) NodemodUtil.messageClient(client: nodemod.Entity, message: string): void');
  expect(await axeSweepViolations(page, new Set())).toEqual([]);
  // Open from the keyboard too.
  await name.locator('a').focus();
  await expect(tip).toBeVisible();
  expect(await axeSweepViolations(page, new Set())).toEqual([]);
});

test("a sample that shows a mistake shows the compiler's errors under their lines, and copies without them", async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: baseURL});
  await page.goto('/docs/guides/quick-start');
  await waitForHydration(page);
  const block = page.locator('.theme-code-block').filter({has: page.locator('.nm-error-message')});
  await expect(block).toHaveCount(1);
  // The errors the fence names (errors=2345,7006), with the compiler's own messages.
  await expect(block.locator('.nm-error-message')).toHaveText([
    `error TS2345: Argument of type '"dllClientPutinServer"' is not assignable to parameter of type 'keyof EventCallbacks'.`,
    "error TS7006: Parameter 'client' implicitly has an 'any' type.",
  ]);
  await expect(block.locator('.nm-error')).toHaveText(["'dllClientPutinServer'", 'client']);
  // The message sits under its line, as wide as the code.
  const [line, message] = [
    await block.locator('.token-line').first().locator('.nm-error').first().boundingBox(),
    await block.locator('.nm-error-message').first().boundingBox(),
  ];
  expect(message!.y).toBeGreaterThan(line!.y);
  await block.hover();
  await page.evaluate(() => navigator.clipboard.writeText('nothing yet'));
  await block.getByRole('button', {name: 'Copy code to clipboard'}).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    "nodemod.on('dllClientPutinServer', (client) => {\n  console.log(`${client.netname} entered the server`);\n});",
  );
});

test('a click on a name goes to its member in the reference, through the router', async ({page}) => {
  await page.goto('/docs/guides/quick-start');
  await waitForHydration(page);
  await page.evaluate(() => ((window as unknown as {marker: number}).marker = 1));
  await page.locator('.theme-code-block a', {hasText: 'nodemodCore.cmd.register'}).first().click();
  await expect(page).toHaveURL(/\/docs\/api\/core\/cmd\/Class\/default#register$/);
  await expect(page.locator('h3#register')).toBeInViewport();
  // The same document: the router changed page, no new load.
  expect(await page.evaluate(() => (window as unknown as {marker?: number}).marker)).toBe(1);
});

test('on the API reference the names are links only, to the anchor on the same page', async ({page}) => {
  await page.goto('/docs/api/nodemod/Interface/Engine');
  const links = page.locator('.theme-code-block a[href]');
  expect(await links.count()).toBeGreaterThan(50);
  await expect(page.locator('.theme-code-block [role="tooltip"]')).toHaveCount(0);
  // A member of this page is linked by its anchor alone; its heading is there.
  const local = page.locator('.theme-code-block a[href^="#"]');
  expect(await local.count()).toBeGreaterThan(5);
  for (const href of new Set(await local.evaluateAll((all) => all.map((a) => a.getAttribute('href')!)))) {
    await expect(page.locator(`[id="${href.slice(1)}"]`), href).toHaveCount(1);
  }
});

/** The text of some HTML, without its tags. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&');

test('every API path in every TypeScript and JavaScript block of the site is a link to an anchor that exists; outside the reference each has a popup', () => {
  const ids = new Map<string, Set<string>>();
  const idsOf = (route: string) => {
    if (!ids.has(route)) {
      const html = readFileSync(path.join('build', route, 'index.html'), 'utf8');
      ids.set(route, new Set(Array.from(html.matchAll(/\sid="?([^"\s>]+)/g), (m) => m[1]!)));
    }
    return ids.get(route)!;
  };
  const problems: string[] = [];
  let blocks = 0;
  let links = 0;
  let popups = 0;
  for (const route of sitemapPaths()) {
    // The changes page's "before" samples are written for the pre-release API: no links.
    const html = readFileSync(path.join('build', route, 'index.html'), 'utf8').replace(
      /<div class="?[^">]*\bnm-api-pre-release\b[\s\S]*?<\/pre>/g,
      '',
    );
    const reference = route === '/docs/api' || route.startsWith('/docs/api/');
    for (const [block] of html.matchAll(/<pre[^>]*class="?[^">]*language-(?:ts|js)\b[\s\S]*?<\/pre>/g)) {
      blocks++;
      // A popup holds a span for the type and one for the description, text only.
      const withoutTips = block
        .replace(/<span class="?nm-error-message"?[^>]*>[^<]*<\/span>/g, '')
        .replace(/<span class="?nm-tip"? [^>]*>(?:<span[^>]*>[^<]*<\/span>)*<\/span>/g, '');
      // Each link's target: a page of the build and an id on it.
      for (const [, href] of withoutTips.matchAll(/<a [^>]*href="?([^"\s>]+)/g)) {
        links++;
        // A user message's name may lead to the catalogue filtered by it (`/docs/messages?name=SayText`).
        const [target, anchor] = href!.startsWith('#')
          ? [route, href!.slice(1)]
          : href!.replace(/\?[^#]*/, '').split('#');
        let exists = true;
        try {
          statSync(path.join('build', target!, 'index.html'));
        } catch {
          exists = false;
        }
        if (!exists) problems.push(`${route}: ${href} leads to no page`);
        else if (anchor && !idsOf(target!).has(anchor)) problems.push(`${route}: ${href} leads to no anchor`);
      }
      // Every `nodemod.x…` and `nodemodCore.x…` path (links marked ⦃…⦄) in the code (not in its comments or strings) is inside a link.
      const code = textOf(
        withoutTips
          .replace(/<span class="?t[cs]"?>[^<]*<\/span>/g, '')
          .replace(/<br>/g, '\n')
          .replace(/<a [^>]*>/g, '\u2983')
          .replace(/<\/a>/g, '\u2984'),
      );
      // A path broken over lines (`nodemodCore.events` then `.on(` below) is linked at its member.
      const linked = (at: number) => {
        const before = code.slice(0, at);
        return before.lastIndexOf('\u2983') > before.lastIndexOf('\u2984');
      };
      for (const match of code.matchAll(/\bnodemod(?:Core)?(?:\s*\.\u2983?\w+)+/g)) {
        const broken = match[0].lastIndexOf('\n');
        const at = broken === -1 ? match.index : match.index + match[0].slice(broken).search(/\w/) + broken;
        if (!linked(at)) problems.push(`${route}: ${match[0].replace(/[\s\u2983]+/g, '')} is not a link`);
      }
      const tips = (block.match(/role="?tooltip"?/g) ?? []).length;
      popups += tips;
      const linkCount = (withoutTips.match(/<a /g) ?? []).length;
      if (reference && tips > 0) problems.push(`${route}: a popup on the API reference`);
      if (!reference && tips !== linkCount) problems.push(`${route}: ${linkCount} names, ${tips} popups`);
    }
  }
  expect(problems).toEqual([]);
  expect(blocks).toBeGreaterThan(200);
  expect(links).toBeGreaterThan(1000);
  expect(popups).toBeGreaterThan(200);
});
