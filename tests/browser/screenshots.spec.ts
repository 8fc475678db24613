/**
 * A screenshot of each kind of page, in both colour modes, at a desktop and a
 * phone width: kept for a reviewer (test-results/screenshots, uploaded by the
 * publish workflow as the `screenshots` artifact), not compared pixel by pixel.
 * The test checks what makes a screenshot worth reviewing: the page it shows
 * is the one asked for, with its title, and the image is the window's size.
 */
import {mkdirSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from '../support/fixtures';
import {waitForHydration} from '../support/page';

/** One page of each kind, by a short name for the file. */
const kinds: [string, string][] = [
  ['home', '/'],
  ['guide', '/docs/guides/quick-start'],
  ['events', '/docs/api/nodemod/Interface/EventCallbacks'],
  ['engine', '/docs/api/nodemod/Interface/Engine'],
  ['core-class', '/docs/api/core/player/Class/default'],
  ['enumeration', '/docs/api/nodemod/Enumeration/FL'],
  ['names', '/docs/api/names'],
  ['amx-guide', '/docs/guides/amx-mod-x'],
  ['post', '/blog/nodemod-modernized'],
  ['not-found', '/docs/no-such-page'],
];

const folder = path.join('test-results', 'screenshots');

for (const colorScheme of ['light', 'dark'] as const) {
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    test(`${colorScheme} mode at ${width} px: one screenshot per kind of page`, async ({page}) => {
      test.setTimeout(90_000);
      mkdirSync(folder, {recursive: true});
      await page.setViewportSize({width, height});
      await page.emulateMedia({colorScheme});
      for (const [kind, route] of kinds) {
        await page.goto(route);
        await waitForHydration(page);
        await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
        await expect(page.locator('h1').first()).toBeVisible();
        const file = path.join(folder, `${kind}-${colorScheme}-${width}.png`);
        const image = await page.screenshot({path: file});
        // A PNG's width and height are the big-endian numbers at bytes 16 and 20.
        expect(image.readUInt32BE(16), `${file}: width`).toBe(width);
        expect(image.readUInt32BE(20), `${file}: height`).toBe(height);
      }
    });
  }
}
