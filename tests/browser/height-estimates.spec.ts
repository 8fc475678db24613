/**
 * The blocks of an article left to content-visibility count as an estimate of their height
 * until they are laid out (src/css/custom.css: `--nm-rows` times a row's height for a
 * table). A page whose estimate is far off makes the scrollbar jump as the reader scrolls.
 * On these pages the page's height as loaded is within 15% of its height with every block
 * laid out. The name index is held to it on a phone, where each table counts its cards'
 * height estimated from their text (src/data/html-components.ts). Not yet within it (the
 * closing note of issue 42 says why): the name index at 1280 px (about 40% too tall) and
 * Engine on a phone (about 19% too short).
 */
import {expect, test} from '../support/fixtures';
import {waitForHydration} from '../support/page';

const pages = [
  '/docs/guides/amx-mod-x-porting',
  '/docs/guides/amx-mod-x',
  '/docs/api/nodemod/Interface/EventCallbacks',
  '/docs/api/events',
];

for (const [viewport, more] of [
  [{width: 1280, height: 800}, []],
  [{width: 390, height: 844}, ['/docs/api/names']],
] as const) {
  test(`at ${viewport.width} px a long page's height as loaded is within 15% of its laid-out height`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    const off: string[] = [];
    for (const path of [...pages, ...more]) {
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
