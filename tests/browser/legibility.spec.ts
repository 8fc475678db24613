/**
 * Legible on every screen: no page scrolls sideways on a phone, the controls a
 * reader taps are comfortable targets, and a code block stands apart from the
 * page in light mode.
 */
import {expect, test} from '../support/fixtures';
import {baseURL} from '../../playwright.config';
import {halves} from '../support/halves';
import {sitemapPaths} from '../support/sitemap';
import {layOutEveryBlock, openEveryControl, waitForHydration} from '../support/page';
import {axeSweepViolations} from '../support/axe';

const phone = {width: 390, height: 844};

test.describe('no page scrolls sideways at 390 px', () => {
  // Each page as a reader's phone shows it: hydrated, so that the tools (the port
  // plan, the flag decoders, the event finder's filters) are measured as they render,
  // and measured again with every control of the page's content opened (popups,
  // collapsed sections, the table of contents). Every block is laid out (the API
  // pages lay out blocks near the screen only), so none is left out. The code blocks'
  // fit at 1280 px is checked in the dark sweep of quality.spec.ts, on the same visit
  // as its other checks.
  const shares = halves(sitemapPaths());
  for (const [i, share] of shares.entries()) {
    test(`sitemap pages, half ${i + 1} of 2 (${share.length} pages)`, async ({browser}) => {
      test.setTimeout(60_000 + share.length * 5_000);
      const context = await browser.newContext({baseURL, viewport: phone, serviceWorkers: 'block'});
      const page = await context.newPage();
      const wide: string[] = [];
      let opened = 0;
      for (const route of share) {
        await page.goto(route);
        await waitForHydration(page);
        await layOutEveryBlock(page);
        for (const state of ['as loaded', 'with its controls open']) {
          if (state !== 'as loaded') opened += await openEveryControl(page);
          const over = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          if (over > 0) wide.push(`${route} ${state}: ${over} px wider than the screen`);
        }
      }
      await context.close();
      expect(wide).toEqual([]);
      // The sweep did open controls: the tools' popups and the collapsed sections are there.
      expect(opened, 'controls opened or used in this half').toBeGreaterThan(share.length / 4);
    });
  }

  test('the sweep finds a page that scrolls sideways only once a control is open', async ({browser}) => {
    const context = await browser.newContext({baseURL, viewport: phone, serviceWorkers: 'block'});
    const page = await context.newPage();
    await page.goto('/docs/installation');
    await waitForHydration(page);
    // A planted disclosure whose content is wider than a phone, hidden until opened.
    await page.evaluate(() => {
      const button = document.createElement('button');
      button.setAttribute('aria-expanded', 'false');
      button.textContent = 'More';
      const panel = document.createElement('div');
      panel.style.cssText = 'display:none;width:900px;height:10px';
      button.addEventListener('click', () => {
        button.setAttribute('aria-expanded', 'true');
        panel.style.display = 'block';
      });
      document.querySelector('main article')!.append(button, panel);
    });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    expect(await openEveryControl(page)).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeGreaterThan(0);
    await context.close();
  });
});

test.describe('tap targets', () => {
  test.use({viewport: phone});

  test('the page actions and the announcement bar close button are at least 36 px tall and one style', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto('/docs/installation');
    await waitForHydration(page);
    const actions = page.locator('.nm-page-actions .button');
    await expect(actions).toHaveCount(3);
    for (const box of await actions.evaluateAll((els) =>
      els.map((el) => ({text: el.textContent, height: el.getBoundingClientRect().height, className: el.className})),
    )) {
      expect(box.height, `${box.text}: height`).toBeGreaterThanOrEqual(36);
      expect(box.className, `${box.text}: style`).toContain('button--outline');
    }
    const close = page.locator('.theme-announcement-bar button.close');
    const size = await close.boundingBox();
    expect(size?.width).toBeGreaterThanOrEqual(36);
    expect(size?.height).toBeGreaterThanOrEqual(36);
  });
});

test.describe('tap targets in the tables of names', () => {
  test.use({viewport: phone});

  test("on a phone the name index's and the guide's table cards pass axe, target size included", async ({page}) => {
    // A row of names is a card on a phone, its links stacked: each must be 24 px tall
    // or stand 24 px from the next (WCAG 2.2, 2.5.8). Two runs of axe over the largest
    // tables of the site: alone about 10 s, beside the quality sweep once over 30.
    test.setTimeout(90_000);
    for (const path of ['/docs/api/names', '/docs/guides/amx-mod-x']) {
      await page.goto(path);
      await waitForHydration(page);
      expect(await axeSweepViolations(page, new Set()), path).toEqual([]);
    }
  });
});

test.describe('code blocks in light mode', () => {
  test.use({colorScheme: 'light'});

  test('a code block has a tinted background and a border; a highlighted line a tint of its own', async ({page}) => {
    await page.goto('/docs/guides/quick-start');
    await waitForHydration(page);
    const look = await page.evaluate(() => {
      const block = document.querySelector('.theme-code-block')!;
      const line = document.querySelector('.theme-code-block-highlighted-line');
      const css = (el: Element) => getComputedStyle(el);
      return {
        // What shows behind the block: the first ancestor with a background, or the white canvas.
        page:
          [
            ...(function* ancestors(el: Element | null) {
              for (; el; el = el.parentElement) yield css(el).backgroundColor;
            })(block.parentElement),
          ].find((colour) => colour !== 'rgba(0, 0, 0, 0)') ?? 'rgb(255, 255, 255)',
        code: css(block.querySelector('pre')!).backgroundColor,
        border: css(block).borderTopWidth,
        line: line ? css(line).backgroundColor : null,
      };
    });
    expect(look.page).toBe('rgb(255, 255, 255)');
    expect(look.code).toBe('rgb(246, 248, 250)');
    expect(look.border).toBe('1px');
    // The quick start marks what changed in its examples: the line is tinted.
    expect(look.line).toBeTruthy();
    expect(look.line).not.toBe('rgba(0, 0, 0, 0)');
    expect(look.line).not.toBe(look.code);
  });
});

test.describe('the docs sidebar', () => {
  test.use({viewport: {width: 1280, height: 800}});

  test("shows the current page's link, on the first page and after a move to another", async ({page}) => {
    const inView = () =>
      page.evaluate(() => {
        const link = document.querySelector('.theme-doc-sidebar-menu .menu__link--active[aria-current="page"]');
        // Right after a move the sidebar may not mark the new page yet: poll again.
        if (!link) return false;
        const box = link.closest('nav')!.getBoundingClientRect();
        const at = link.getBoundingClientRect();
        return at.top >= box.top && at.bottom <= box.bottom && at.bottom <= window.innerHeight;
      });
    // The last enumeration: far below the top of the engine binding's open groups.
    await page.goto('/docs/api/nodemod/Enumeration/WALKMOVE');
    await waitForHydration(page);
    await expect.poll(inView).toBe(true);
    // From the top of the sidebar (the name index), to that page by a link of the article.
    await page.goto('/docs/api/names?q=WALKMOVE_NORMAL');
    await waitForHydration(page);
    await page
      .locator('table.nm-name-index tr:not([hidden]) a[href^="/docs/api/nodemod/Enumeration/WALKMOVE"]')
      .first()
      .click();
    await expect(page).toHaveURL(/\/Enumeration\/WALKMOVE#/);
    await expect.poll(inView).toBe(true);
  });
});

test.describe('the table of contents in dark mode', () => {
  test.use({colorScheme: 'dark', viewport: {width: 1280, height: 800}});

  test('its links are no brighter than the text they list', async ({page}) => {
    await page.emulateMedia({colorScheme: 'dark'});
    await page.goto('/docs/guides/quick-start');
    await waitForHydration(page);
    const [toc, body] = await page.evaluate(() => {
      const channels = (colour: string) => colour.match(/\d+/g)!.slice(0, 3).map(Number);
      // Relative luminance (WCAG), from an rgb() colour.
      const luminance = (colour: string) => {
        const [r, g, b] = channels(colour).map((c) => {
          const s = c / 255;
          return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
      };
      const link = document.querySelector('.table-of-contents__link:not(.table-of-contents__link--active)')!;
      return [
        luminance(getComputedStyle(link).color),
        luminance(getComputedStyle(document.querySelector('article p')!).color),
      ];
    });
    expect(toc).toBeLessThanOrEqual(body);
  });
});

test.describe('the AMX Mod X guide on a phone', () => {
  test.use({viewport: phone});

  test('every table of the guide is a stack of cards, each cell labelled by its column', async ({page}) => {
    await page.goto('/docs/guides/amx-mod-x');
    await waitForHydration(page);
    const tables = await page.locator('article table').evaluateAll((all) =>
      all.map((table) => {
        const row = table.querySelector('tbody tr')!;
        const cell = row.querySelector('td')!;
        return {
          first: (table.querySelector('thead th')?.textContent ?? '').trim(),
          row: getComputedStyle(row).display,
          label: getComputedStyle(cell, '::before').content,
        };
      }),
    );
    expect(tables.length).toBe(26);
    for (const [i, table] of tables.entries()) {
      expect(table.row, `table ${i + 1} (${table.first}): its rows are cards`).toBe('block');
      expect(table.label, `table ${i + 1}: a cell shows its column`).not.toBe('none');
    }
  });
});
