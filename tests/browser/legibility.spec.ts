/**
 * Legible on every screen: every page visited once on a phone (390 px, light mode)
 * with every check of that width on the visit (no sideways scroll, axe with target
 * size, the console), the controls a reader taps are comfortable targets, and a
 * code block stands apart from the page in light mode. The visit of each page at
 * 1280 px, in dark mode, is the sweep of quality.spec.ts.
 */
import type {Page} from '@playwright/test';
import {expect, test} from '../support/fixtures';
import {baseURL} from '../../playwright.config';
import {pageGroups} from '../support/page-groups';
import {notFoundPath, sweepPaths} from '../support/sitemap';
import {consoleProblemsWhile, layOutEveryBlock, openEveryControl, waitForHydration} from '../support/page';
import {axeSource, axeSweepViolations} from '../support/axe';

const phone = {width: 390, height: 844};

type PhoneFindings = {wide: string[]; accessibility: string[]; console: string[]; opened: number};

/**
 * One visit of a page on a phone, in light mode, with every check made at that width:
 * hydrated, so that the tools (the port plan, the flag decoders, the event finder's
 * filters) are measured as they render; no sideways scroll as loaded and again with every
 * control of the page's content opened (popups, collapsed sections, the table of
 * contents); then axe over the page with its controls open (all the rules of the gate,
 * target size on the phone's layout included; colour contrast once per text style of the
 * sweep, see axeSweepViolations); and nothing logged as an error or a hydration warning.
 * Every block is laid out (the API pages lay out blocks near the screen only), so none
 * is left out. `plant` runs in the page once it has hydrated (the test of the checks).
 */
async function checkPhonePage(
  page: Page,
  route: string,
  findings: PhoneFindings,
  seenStyles: Set<string>,
  plant?: () => void,
) {
  const problems = await consoleProblemsWhile(page, route, notFoundPath, async () => {
    await page.goto(route);
    await waitForHydration(page);
    if (plant) await page.evaluate(plant);
    await layOutEveryBlock(page);
    for (const state of ['as loaded', 'with its controls open']) {
      if (state !== 'as loaded') findings.opened += await openEveryControl(page);
      const over = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      if (over > 0) findings.wide.push(`${route} ${state}: ${over} px wider than the screen`);
    }
    for (const v of await axeSweepViolations(page, seenStyles)) findings.accessibility.push(`${route} [390 px] ${v}`);
  });
  findings.console.push(...problems);
}

const noPhoneFindings = (): PhoneFindings => ({wide: [], accessibility: [], console: [], opened: 0});

test.describe('every page on a phone (390 px, light mode): no sideways scroll, axe, console', () => {
  // The code blocks' fit at 1280 px, and axe in dark mode, are checked in the sweep of
  // quality.spec.ts, on its visit of each page at that width.
  const pages = [...sweepPaths(), notFoundPath];
  const shares = pageGroups(pages, 6);
  for (const [i, share] of shares.entries()) {
    test(`group ${i + 1} of ${shares.length} (${share.length} pages)`, async ({browser}) => {
      test.setTimeout(60_000 + share.length * 10_000);
      const context = await browser.newContext({baseURL, viewport: phone, serviceWorkers: 'block'});
      await context.addInitScript(axeSource);
      const page = await context.newPage();
      const findings = noPhoneFindings();
      const seenStyles = new Set<string>();
      try {
        for (const route of share) await checkPhonePage(page, route, findings, seenStyles);
      } finally {
        await context.close();
      }
      console.log(
        `390 px, group ${i + 1}: contrast checked on ${seenStyles.size} text styles, ${findings.opened} controls opened`,
      );
      expect(findings.wide, 'pages wider than the screen').toEqual([]);
      expect(findings.accessibility, 'axe violations at 390 px').toEqual([]);
      expect(findings.console, 'console errors and hydration warnings at 390 px').toEqual([]);
    });
  }

  test("every page swept (the sitemap's, the message pages sampled) is in one group, once", () => {
    expect(shares.flat().sort()).toEqual([...pages].sort());
  });

  test('the sweep opens the controls: the tools, the collapsed sections, the table of contents', async ({browser}) => {
    const context = await browser.newContext({baseURL, viewport: phone, serviceWorkers: 'block'});
    await context.addInitScript(axeSource);
    const page = await context.newPage();
    const findings = noPhoneFindings();
    try {
      for (const route of [
        '/docs/guides/amx-mod-x-porting',
        '/docs/api/nodemod/Enumeration/FL',
        '/docs/installation',
      ]) {
        const before = findings.opened;
        await checkPhonePage(page, route, findings, new Set());
        expect(findings.opened - before, `${route}: controls opened or used`).toBeGreaterThan(0);
      }
    } finally {
      await context.close();
    }
    expect(findings).toEqual({...noPhoneFindings(), opened: findings.opened});
  });

  test('the checks catch a page that scrolls sideways once a control is open, an axe fault and a console error', async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const context = await browser.newContext({baseURL, viewport: phone, serviceWorkers: 'block'});
    await context.addInitScript(axeSource);
    const page = await context.newPage();
    const findings = noPhoneFindings();
    try {
      // A planted disclosure whose content is wider than a phone, hidden until opened; a
      // heading that skips two levels; two links of the phone's layout too small and too
      // close to tap; and an error in the console.
      await checkPhonePage(page, '/docs/installation', findings, new Set(), () => {
        const button = document.createElement('button');
        button.setAttribute('aria-expanded', 'false');
        button.textContent = 'More';
        const panel = document.createElement('div');
        panel.style.cssText = 'display:none;width:900px;height:10px';
        button.addEventListener('click', () => {
          button.setAttribute('aria-expanded', 'true');
          panel.style.display = 'block';
        });
        const article = document.querySelector('main article')!;
        article.append(button, panel);
        article.insertAdjacentHTML(
          'beforeend',
          '<h5>Skipped levels</h5><div><a href="/docs/" style="display:inline-block;width:10px;height:10px"></a>' +
            '<a href="/blog" style="display:inline-block;width:10px;height:10px" aria-label="Blog"></a></div>',
        );
        console.error('planted error');
      });
    } finally {
      await context.close();
    }
    // Wider only once the planted control is open.
    expect(findings.wide).toHaveLength(1);
    expect(findings.wide[0]).toMatch(/^\/docs\/installation with its controls open: \d+ px wider than the screen$/);
    expect(findings.accessibility.map((v) => /\[390 px\] (\S+)/.exec(v)?.[1])).toEqual(
      expect.arrayContaining(['heading-order', 'target-size']),
    );
    expect(findings.console.join('\n')).toContain('planted error');
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
      const link = document.querySelector('.nm-toc:not(.table-of-contents__link--active)')!;
      return [
        luminance(getComputedStyle(link).color),
        luminance(getComputedStyle(document.querySelector('article p')!).color),
      ];
    });
    expect(toc).toBeLessThanOrEqual(body);
  });

  test('it marks the section in view, and its links have the stock colours', async ({page}) => {
    await page.goto('/docs/guides/quick-start');
    await waitForHydration(page);
    const links = page.locator('.theme-doc-toc-desktop .table-of-contents a');
    expect(await links.count()).toBeGreaterThan(2);
    // The third entry followed: its heading comes to the top, and its entry is the one marked.
    const target = (await links.nth(2).getAttribute('href'))!;
    await links.nth(2).click();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    const active = page.locator('.theme-doc-toc-desktop a.table-of-contents__link--active');
    await expect(active).toHaveCount(1);
    await expect(active).toHaveAttribute('href', target);
    // Shown as a block each, as Infima shows its own class: one entry a line.
    expect(await links.first().evaluate((a) => getComputedStyle(a).display)).toBe('block');
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

test.describe('the tables written in Markdown', () => {
  /** Each table of the article: whether its rows are cards, and what its first cell shows before its text. */
  const layout = (page: Page) =>
    page.locator('article table.nm-table-cards').evaluateAll((all) =>
      all.map((table) => {
        const row = table.querySelector('tbody tr')!;
        return {
          row: getComputedStyle(row).display,
          label: getComputedStyle(row.querySelector('td')!, '::before').content,
          wider: table.scrollWidth > table.clientWidth,
        };
      }),
    );

  test('on a phone, a TypeDoc property table and a guide table are stacks of cards, each cell under its column', async ({
    page,
  }) => {
    await page.setViewportSize(phone);
    for (const [path, column] of [
      ['/docs/api/core/msg/Variable/MsgTypes', 'Name'],
      ['/docs/guides/logs-and-errors', ''],
    ]) {
      await page.goto(path);
      await waitForHydration(page);
      await layOutEveryBlock(page);
      const tables = await layout(page);
      expect(tables.length, `${path}: tables made cards`).toBeGreaterThan(0);
      for (const table of tables) {
        expect(table, path).toMatchObject({row: 'block', wider: false});
        expect(table.label, `${path}: the first cell shows its column`).not.toBe('none');
        if (column) expect(table.label).toBe(`"${column}"`);
      }
    }
  });

  test('on a desktop screen they stay tables, with no label before a cell', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 800});
    await page.goto('/docs/api/core/msg/Variable/MsgTypes');
    await waitForHydration(page);
    const tables = await layout(page);
    expect(tables.length).toBeGreaterThan(0);
    for (const table of tables) expect(table).toMatchObject({row: 'table-row', label: 'none'});
  });
});

test("the name index's tables: cards on a phone, each cell under its column; tables on a desktop screen", async ({
  page,
}) => {
  /** The cells of each letter's first row: their display and what each shows before its text. */
  const firstRows = () =>
    page.locator('article table.nm-name-index').evaluateAll((all) =>
      all.map((table) => {
        const row = table.querySelector('tbody tr')!;
        return {
          row: getComputedStyle(row).display,
          labels: Array.from(row.querySelectorAll('td')).map((cell) => getComputedStyle(cell, '::before').content),
        };
      }),
    );
  await page.setViewportSize(phone);
  await page.goto('/docs/api/names/amx-mod-x');
  await waitForHydration(page);
  const phoneRows = await firstRows();
  expect(phoneRows.length).toBeGreaterThan(20);
  for (const row of phoneRows) expect(row).toEqual({row: 'block', labels: ['"NodeMod"', '"Known in"']});
  await page.setViewportSize({width: 1280, height: 800});
  for (const row of await firstRows()) expect(row).toEqual({row: 'table-row', labels: ['none', 'none']});
});
