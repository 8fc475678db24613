/**
 * The head of a long table stays in view while its rows scroll by (src/css/custom.css):
 * below the navbar while the navbar shows, at the top of the window once it has slid away
 * as the reader scrolls down, and drawn over the rows, not under them.
 */
import type {Page} from '@playwright/test';
import {expect, test} from '../support/fixtures';
import {waitForHydration} from '../support/page';

const longTables = [
  {route: '/docs/api/names/amx-mod-x', table: 'table.nm-name-index'},
  {route: '/docs/guides/amx-mod-x', table: 'table.nm-amxx-table'},
];

/** Marks the page's longest table of the kind (`data-longest`), for the steps below to find. */
function markLongest(page: Page, table: string) {
  return page.evaluate((selector) => {
    const longest = Array.from(document.querySelectorAll<HTMLTableElement>(`.markdown ${selector}`)).sort(
      (a, b) => b.rows.length - a.rows.length,
    )[0]!;
    longest.dataset.longest = '';
  }, table);
}

/** Where the longest table's head is drawn, and whether it is what the window shows there. */
function headOf(page: Page) {
  return page.evaluate(() => {
    const longest = document.querySelector<HTMLTableElement>('table[data-longest]')!;
    const head = longest.tHead!.rows[0]!.cells[0]!;
    const box = head.getBoundingClientRect();
    const seen = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    const navbar = document.querySelector('.navbar')!.getBoundingClientRect();
    return {
      top: box.top,
      shown: head.contains(seen),
      navbarBottom: Math.max(0, navbar.bottom),
      rows: longest.rows.length,
    };
  });
}

for (const {route, table} of longTables) {
  test(`${route}: the head of its longest table stays in view over the rows`, async ({page}) => {
    await page.setViewportSize({width: 1280, height: 800});
    await page.goto(route);
    await waitForHydration(page);
    // To the middle of the longest table, then on down: the navbar slides away.
    await markLongest(page, table);
    await page.evaluate(() => {
      const longest = document.querySelector<HTMLTableElement>('table[data-longest]')!;
      longest.rows[Math.floor(longest.rows.length / 2)]!.scrollIntoView({block: 'center'});
    });
    await page.mouse.move(640, 400);
    await page.mouse.wheel(0, 300);
    await expect.poll(async () => (await headOf(page)).navbarBottom, 'the navbar has slid away').toBe(0);
    const down = await headOf(page);
    expect(down.rows).toBeGreaterThan(20);
    expect(down.top, 'at the top of the window').toBeLessThanOrEqual(1);
    expect(down.top).toBeGreaterThanOrEqual(-1);
    expect(down.shown, 'drawn over the rows').toBe(true);
    // Back up a little: the navbar returns, and the head sits below it.
    await page.mouse.wheel(0, -150);
    await expect.poll(async () => (await headOf(page)).navbarBottom, 'the navbar is back').toBeGreaterThan(50);
    await expect
      .poll(async () => {
        const up = await headOf(page);
        return Math.abs(up.top - up.navbarBottom) <= 1 && up.shown;
      }, 'below the navbar, in view')
      .toBe(true);
  });
}
