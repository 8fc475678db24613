/**
 * Code blocks as static HTML (src/components/StaticCodeBlock): React owns one
 * element of each, and their copy and word-wrap buttons are added and answered
 * by one script for the page (src/components/StaticCodeBlock/buttons.ts). What a reader
 * does with a block still works: copy from the mouse and the keyboard, word
 * wrap where lines are cut, the same after a move to another page.
 */
import {readFileSync} from 'node:fs';
import type {Page} from '@playwright/test';
import {expect, test} from '../support/fixtures';
import {waitForHydration} from '../support/page';

/** The code of the fence that follows `opening` in a Markdown source, as the block shows it (magic comments out). */
function fencedCode(file: string, opening: string): string {
  const source = readFileSync(file, 'utf8');
  const start = source.indexOf(`${opening}\n`);
  expect(start, `${file} has ${opening}`).toBeGreaterThan(-1);
  const body = source.slice(start + opening.length + 1, source.indexOf('\n```', start + opening.length));
  return body
    .split('\n')
    .filter((line) => !/^\s*\/\/ highlight-next-line$/.test(line))
    .join('\n');
}

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

test.describe('copy', () => {
  test.beforeEach(async ({context, baseURL}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: baseURL});
  });

  test("the copy button puts the block's code on the clipboard as shown, and says so for a second", async ({page}) => {
    await page.goto('/docs/guides/debugger');
    await waitForHydration(page);
    const block = page.locator('.theme-code-block', {hasText: "import './debug';"});
    await block.hover();
    const button = block.getByRole('button', {name: 'Copy code to clipboard'});
    await expect(button).toBeVisible();
    await page.evaluate(() => navigator.clipboard.writeText('nothing yet'));
    await button.click();
    // The magic comment that marks a line is not part of the code.
    expect(await clipboard(page)).toBe(fencedCode('docs/guides/debugger.md', '```ts title="src/index.ts"'));
    await expect(block.getByRole('button', {name: 'Copied'})).toBeVisible();
    await expect(block.getByRole('button', {name: 'Copy code to clipboard'})).toBeVisible({timeout: 3000});
  });

  test('from the keyboard alone: Tab into the block, Tab past its API names (one stop) to its button, Enter', async ({
    page,
  }) => {
    await page.goto('/docs/guides/quick-start');
    await waitForHydration(page);
    // A TypeScript block: its API names are links (each with a popup), one tab stop for them all
    // (src/components/StaticCodeBlock/popups.ts), which Tab visits first.
    const block = page
      .locator('.theme-code-block')
      .filter({has: page.locator('.nm-name')})
      .first();
    const names = await block.locator('.nm-name > a').count();
    expect(names).toBeGreaterThan(0);
    const code = await block.locator('pre').evaluate((pre: HTMLElement) => pre.innerText.replace(/\n$/, ''));
    // A popup's text is not the code's: the clipboard gets the code as shown.
    expect(code).not.toContain('(method)');
    await page.evaluate(() => navigator.clipboard.writeText('nothing yet'));
    await block.locator('pre').focus();
    const focused = page.locator(':focus');
    await page.keyboard.press('Tab');
    await expect(focused).toHaveAttribute('aria-describedby', /.+/);
    await page.keyboard.press('Tab');
    // The word-wrap button comes first when the block scrolls sideways.
    if ((await focused.getAttribute('aria-label')) === 'Toggle word wrap') await page.keyboard.press('Tab');
    await expect(focused).toHaveAttribute('aria-label', 'Copy code to clipboard');
    await page.keyboard.press('Enter');
    expect(await clipboard(page)).toBe(code);
    await expect(focused).toHaveAttribute('aria-label', 'Copied');
  });
});

test.describe('word wrap', () => {
  test.use({viewport: {width: 390, height: 844}});

  test('offered where a block scrolls sideways, not where it fits; it wraps and unwraps the lines', async ({page}) => {
    await page.goto('/docs/guides/quick-start');
    await waitForHydration(page);
    const blocks = page.locator('.theme-code-block');
    const sizes = await blocks.evaluateAll((all) =>
      all.map((block) => {
        const pre = block.querySelector('pre')!;
        return pre.scrollWidth > pre.clientWidth;
      }),
    );
    const wide = sizes.indexOf(true);
    const narrow = sizes.indexOf(false);
    expect(wide, 'a block of the quick start scrolls sideways on a phone').toBeGreaterThan(-1);
    expect(narrow, 'a block of the quick start fits on a phone').toBeGreaterThan(-1);

    const fits = blocks.nth(narrow);
    await fits.locator('pre').hover();
    await expect(fits.getByRole('button', {name: 'Copy code to clipboard'})).toBeAttached();
    await expect(fits.getByRole('button', {name: 'Toggle word wrap'})).toBeHidden();

    const block = blocks.nth(wide);
    const pre = block.locator('pre');
    await pre.hover();
    const wrap = block.getByRole('button', {name: 'Toggle word wrap'});
    await expect(wrap).toBeVisible();
    await expect(wrap).toHaveAttribute('aria-pressed', 'false');
    await wrap.click();
    await expect(wrap).toHaveAttribute('aria-pressed', 'true');
    expect(await pre.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    // Still offered while wrapped, to unwrap.
    await expect(wrap).toBeVisible();
    await wrap.click();
    await expect(wrap).toHaveAttribute('aria-pressed', 'false');
    expect(await pre.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  });
});

test('React owns one element of a block; every block has its buttons, after a move to another page too', async ({
  page,
}) => {
  await page.goto('/docs/guides/quick-start');
  await waitForHydration(page);
  const check = () =>
    page.evaluate(() => {
      const owned = (el: Element) => Object.keys(el).some((key) => key.startsWith('__reactFiber$'));
      return Array.from(document.querySelectorAll('article .theme-code-block'), (block) => ({
        container: owned(block),
        inside: Array.from(block.querySelectorAll('*')).filter(owned).length,
        copy: block.querySelectorAll('button[aria-label="Copy code to clipboard"]').length,
      }));
    });
  const expected = (count: number) => Array.from({length: count}, () => ({container: true, inside: 0, copy: 1}));
  const first = await page.locator('article .theme-code-block').count();
  expect(first).toBeGreaterThan(3);
  await expect.poll(check).toEqual(expected(first));

  // A move on the client: the next page's blocks get their buttons as well.
  await page.evaluate(() => Object.assign(window, {nmMark: 'kept'}));
  await page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name: 'Debugger'}).click();
  await expect(page.locator('h1')).toHaveText('Debugger');
  expect(await page.evaluate(() => (window as unknown as {nmMark?: string}).nmMark)).toBe('kept');
  const next = await page.locator('article .theme-code-block').count();
  expect(next).toBeGreaterThan(1);
  await expect.poll(check).toEqual(expected(next));
});

test('a block React renders afresh, where the page could not be hydrated, still shows its code', async ({page}) => {
  // A heading the script does not expect: React gives up hydrating the page and renders
  // it anew in the browser, code blocks included, which then have no server markup to keep.
  await page.route('**/docs/guides/quick-start', async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(/(<h1[^>]*>)/, '$1Changed: ');
    await route.fulfill({status: 200, contentType: 'text/html; charset=utf-8', body});
  });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/docs/guides/quick-start');
  await waitForHydration(page);
  // React rendered the page afresh: the heading is the script's again.
  await expect(page.locator('h1')).not.toContainText('Changed');
  expect(errors.join('\n')).toMatch(/Minified React error #(418|423|425)/);
  const blocks = page.locator('article .theme-code-block');
  expect(await blocks.count()).toBeGreaterThan(3);
  // Each block's lines, written in the browser this time.
  await expect
    .poll(() =>
      blocks.evaluateAll(
        (all) => all.filter((block) => !block.querySelector('pre code .token-line')?.textContent?.trim()).length,
      ),
    )
    .toBe(0);
  const first = blocks.nth(3).locator('.token-line').first();
  await expect(first.locator('.tk').first()).toHaveText('import');
});

/** Each block of the article as HTML, without its buttons (added when idle) and the ids of its popups. */
const blocksHtml = (page: Page) =>
  page
    .locator('article .theme-code-block')
    .evaluateAll((all) =>
      all.map((block) =>
        block.outerHTML
          .replace(/<div class="buttonGroup[^]*?<\/button><\/div>/g, '')
          .replace(/ (id|aria-describedby)="[^"]*"/g, ''),
      ),
    );

test("a page the router shows writes its blocks as the server did; the writer loads after the first page's load", async ({
  page,
  browser,
  baseURL,
}) => {
  // The server's blocks of the debugger guide, as a reader who opens it gets them.
  const direct = await browser.newPage({baseURL});
  await direct.goto('/docs/guides/debugger');
  const served = await blocksHtml(direct);
  await direct.close();
  expect(served.length).toBeGreaterThan(1);

  // The blocks' writer (src/components/StaticCodeBlock/render.ts) is held back until released.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const writer: {url?: string; requestedAfterLoad?: boolean} = {};
  let loaded = false;
  page.on('load', () => (loaded = true));
  await page.route('**/assets/js/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes('counter-reset:line-count')) {
      writer.url = route.request().url();
      writer.requestedAfterLoad = loaded;
      await released;
    }
    await route.fulfill({response, body});
  });
  await page.goto('/docs/installation');
  await waitForHydration(page);
  await expect.poll(() => writer.url, 'the writer is fetched when the browser is idle').toBeDefined();
  expect(writer.requestedAfterLoad, 'not before the page has loaded').toBe(true);

  // A move on the client while the writer is still on its way: the code shows, uncoloured.
  await page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name: 'Debugger'}).click();
  await expect(page.locator('h1')).toHaveText('Debugger');
  const blocks = page.locator('article .theme-code-block');
  await expect(blocks).toHaveCount(served.length);
  const plain = await blocks.evaluateAll((all) =>
    all.map((block) => ({
      lines: block.querySelectorAll('.token-line').length,
      code: block.querySelector('pre code')?.textContent ?? '',
    })),
  );
  for (const block of plain) {
    expect(block.lines).toBe(0);
    expect(block.code.trim().length).toBeGreaterThan(0);
  }

  // Once it arrives, each block is the server's.
  release();
  await expect.poll(() => blocksHtml(page)).toEqual(served);
});
