/**
 * Content first on a phone (390 × 844): above a docs page's title there is one row of
 * page actions and a breadcrumb of one line, so the title and the opening of the page
 * are on the first screen. On EventCallbacks the actions wrapped to two rows and the
 * breadcrumb to three lines: the title began at 383 px.
 */
import {expect, test} from '../support/fixtures';
import {waitForHydration} from '../support/page';

for (const route of [
  '/docs/api/nodemod/Interface/EventCallbacks',
  '/docs/api/core/player/Interface/PlayerInfo',
  '/docs/guides/amx-mod-x-porting',
]) {
  test(`on a phone, ${route} opens with its title in the first third of the screen`, async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await page.goto(route);
    await waitForHydration(page);
    // The three actions on one row.
    const actions = page.locator('.nm-page-actions > .button:visible');
    await expect(actions).toHaveCount(3);
    const tops = await actions.evaluateAll((buttons) => buttons.map((b) => Math.round(b.getBoundingClientRect().top)));
    expect(new Set(tops).size, `tops ${tops.join(', ')}`).toBe(1);
    // Each still a comfortable target, its whole label shown.
    for (const button of await actions.all()) {
      expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(36);
      expect(await button.evaluate((b) => b.scrollWidth <= b.clientWidth)).toBe(true);
    }
    // The breadcrumb on one line: every item's middle at the same height; a name cut short
    // keeps its full text as the link's name.
    const items = page.locator('.theme-doc-breadcrumbs .breadcrumbs__item');
    const middles = await items.evaluateAll((lis) =>
      lis.map((li) => {
        const r = li.getBoundingClientRect();
        return Math.round(r.top + r.height / 2);
      }),
    );
    expect(new Set(middles).size, `middles ${middles.join(', ')}`).toBe(1);
    // The title begins in the first third of the screen, below the bars.
    const h1 = (await page.locator('article h1').boundingBox())!;
    expect(h1.y).toBeLessThan(844 / 3);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
}
