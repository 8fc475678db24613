/**
 * The blocks of an article left to content-visibility count as an estimate of their height
 * until they are laid out (src/css/custom.css: `--nm-rows` times a row's height for a
 * table). A page whose estimate is far off makes the scrollbar jump as the reader scrolls.
 * On these pages the page's height as loaded is within 15% of its height with every block
 * laid out. The name index's tables count heights estimated from their text when the page
 * is built (plugins/site-data/html-components.ts): as a table at 1280 px, as cards on a phone.
 */
import {expect, test} from '../support/fixtures';
import {waitForHydration} from '../support/page';

const pages = [
  '/docs/guides/amx-mod-x-porting',
  '/docs/guides/amx-mod-x',
  '/docs/api/nodemod/Interface/EventCallbacks',
  '/docs/api/events',
  // Pages of hundreds of members: parameter lists, lines of other names, signatures.
  '/docs/api/nodemod/Interface/Engine',
  '/docs/api/nodemod/Interface/DLL',
  '/docs/api/nodemod/Interface/Entity',
  '/docs/api/nodemod/Interface/Entvars',
  '/docs/api/core/player/Class/default',
  '/docs/api/names',
  '/docs/api/names/amx-mod-x',
];

for (const viewport of [
  {width: 1280, height: 800},
  {width: 390, height: 844},
]) {
  test(`at ${viewport.width} px a long page's height as loaded is within 15% of its laid-out height`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(viewport);
    const off: string[] = [];
    for (const path of pages) {
      await page.goto(path);
      await waitForHydration(page);
      const loaded = await page.evaluate(() => document.documentElement.scrollHeight);
      // Every block laid out, as it is once the reader has scrolled past it.
      await page.addStyleTag({
        content: '.markdown * { content-visibility: visible !important; contain-intrinsic-size: none !important; }',
      });
      const rendered = await page.evaluate(() => document.documentElement.scrollHeight);
      const ratio = loaded / rendered;
      console.log(
        `${viewport.width} px ${path}: ${loaded} px as loaded, ${rendered} px laid out (${ratio.toFixed(3)})`,
      );
      if (Math.abs(ratio - 1) > 0.15) off.push(`${path}: ${loaded} px as loaded, ${rendered} px laid out`);
    }
    expect(off).toEqual([]);
  });
}
