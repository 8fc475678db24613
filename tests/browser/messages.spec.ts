/**
 * The user-message catalogue (docs/messages.mdx and the pages plugins/user-messages writes):
 * a page for every message the two games register, each page's layout as the data has it,
 * and the index's filter with and without JavaScript. The counts expected are computed
 * from the data the pages are written from (plugins/site-data/user-messages.json).
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {baseURL} from '../../playwright.config';
import {catalogueRows, games, layouts, type CatalogueData} from '../../plugins/user-messages/catalogue.mjs';
import userMessages from '../../plugins/site-data/user-messages.json';
import {expect, test} from '../support/fixtures';
import {sitemapPaths} from '../support/sitemap';
import {waitForHydration} from '../support/page';

const data = userMessages as unknown as CatalogueData;
const rows = catalogueRows(data);
const route = '/docs/messages';

/** The names of the rows the page displays, in order. */
function shownRows(page: Page) {
  return page
    .locator('table.nm-message-table tbody tr')
    .evaluateAll((trs) =>
      trs
        .filter((tr) => tr.getClientRects().length > 0)
        .map((tr) => `${tr.getAttribute('data-game')}/${(tr as HTMLTableRowElement).cells[0]!.textContent}`),
    );
}

const names = (list: typeof rows) => list.map((r) => `${r.game}/${r.name}`);

test('every message the two games register has its page, in the sitemap, with its name, game and layout', () => {
  const sitemap = new Set(sitemapPaths());
  expect(rows).toHaveLength(36 + 83);
  for (const game of Object.keys(games) as (keyof typeof games)[]) {
    for (const message of data.games[game].messages) {
      const at = `/docs/messages/${game}/${message.name}`;
      expect(sitemap.has(at), at).toBe(true);
      const html = readFileSync(path.join('build', at, 'index.html'), 'utf8');
      expect(html).toContain(`<h1>${message.name} (${games[game].label})</h1>`);
      // The first layout's writes, in order, as the first table's "Write" column shows them.
      const first = layouts(message)[0];
      if (!first) continue;
      const table = html.slice(html.indexOf('<table'), html.indexOf('</table>'));
      // The HTML is minified: a cell's end tag may be left out.
      const written = [
        ...table.matchAll(/<tr><td[^>]*>\d+\+?(?:<\/td>)?<td[^>]*>(?:<a [^>]*>)?<code>([A-Z]+)<\/code>/g),
      ].map((m) => m[1]);
      expect(written, at).toEqual(first.writes.map((w) => w.type));
    }
  }
});

test('a page links each value to its line at the pinned commit, and says how AMX Mod X reads it', async ({page}) => {
  await page.goto('/docs/messages/counter-strike/DeathMsg');
  const regamedll = data.sources['counter-strike']!;
  const send = data.games['counter-strike'].messages.find((m) => m.name === 'DeathMsg')!.sends[0]!;
  const firstRow = page.locator('article table').first().locator('tbody tr').first();
  // The type leads to what the engine keeps of it; the value to its line.
  await expect(firstRow.getByRole('link', {name: 'BYTE', exact: true})).toHaveAttribute(
    'href',
    '/docs/messages#writes',
  );
  await expect(firstRow.locator('a[href^="https://github.com/"]')).toHaveAttribute(
    'href',
    `https://github.com/${regamedll.repository}/blob/${regamedll.commit}/${send.file}#L${send.writes[0]!.line}`,
  );
  await expect(firstRow).toContainText('read_data(1)');
  await expect(firstRow).toContainText('get_msg_arg_int(1)');
  // A value written only with ReGameDLL_CS's flags is marked with its condition and build.
  await expect(page.locator('article table').first().locator('tbody tr').nth(4)).toContainText('#if REGAMEDLL_ADD');
  // The samples: sending through the msg module and the engine binding, and reading.
  await expect(page.getByRole('heading', {name: 'Send it'})).toBeVisible();
  // The code as written: without the popups of its API names.
  const code = (n: number) =>
    page
      .locator('article pre')
      .nth(n)
      .evaluate((pre) => {
        const copy = pre.cloneNode(true) as HTMLElement;
        copy.querySelectorAll('.nm-tip').forEach((tip) => tip.remove());
        return copy.textContent ?? '';
      });
  expect(await code(0)).toContain("type: 'DeathMsg'");
  expect(await code(0)).toContain('nodemod.eng.messageBegin(to, id, [0, 0, 0], null);');
  expect(await code(1)).toContain("nodemodCore.msg.on('DeathMsg', (state: MessageState) => {");
});

test('without JavaScript the catalogue lists every message and its choices still filter', async ({browser}) => {
  const context = await browser.newContext({baseURL, javaScriptEnabled: false});
  try {
    const page = await context.newPage();
    await page.goto(route);
    await expect(page.locator('.nm-message-name')).toBeHidden();
    expect(await shownRows(page)).toEqual(names(rows));
    const choices = page.getByRole('form', {name: 'Filter the messages'});
    await choices.getByRole('radio', {name: 'Counter-Strike'}).check();
    expect(await shownRows(page)).toEqual(names(rows.filter((r) => r.game === 'counter-strike')));
    await choices.getByRole('radio', {name: 'Fixed'}).check();
    await choices.getByRole('radio', {name: 'Every player'}).check();
    const expected = rows.filter(
      (r) =>
        r.game === 'counter-strike' && r.fixed && r.destinations.some((d) => d === 'MSG_ALL' || d === 'MSG_BROADCAST'),
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(await shownRows(page)).toEqual(names(expected));
    await choices.getByRole('radio', {name: 'Both'}).check();
    await choices.getByRole('radio', {name: 'Any', exact: true}).check();
    await choices.getByRole('radio', {name: 'Anyone'}).check();
    expect(await shownRows(page)).toHaveLength(rows.length);
  } finally {
    await context.close();
  }
});

test('with JavaScript a name filters too, the count follows, and the address keeps the choices', async ({page}) => {
  await page.goto(route);
  await waitForHydration(page);
  const box = page.getByRole('searchbox', {name: 'Message name'});
  const count = page.locator('.nm-message-name output');
  await expect(count).toHaveText(`${rows.length} messages`);
  await box.fill('death');
  const deaths = rows.filter((r) => r.name.toLowerCase().includes('death'));
  expect(deaths.length).toBe(2);
  await expect.poll(() => shownRows(page)).toEqual(names(deaths));
  await expect(count).toHaveText(`2 of ${rows.length} messages`);
  await page.getByRole('radio', {name: 'Half-Life'}).check();
  await expect.poll(() => shownRows(page)).toEqual(['half-life/DeathMsg']);
  await expect(count).toHaveText(`1 of ${rows.length} messages`);
  await expect(page).toHaveURL(/\?name=death&game=half-life$/);
  // Nothing left: the page says where else to look.
  await box.fill('nosuchmessage');
  await expect(page.locator('.nm-message-none')).toContainText('No message here matches.');

  // A link to a filtered catalogue opens filtered.
  await page.goto(`${route}?name=money&to=one`);
  await waitForHydration(page);
  await expect(page.getByRole('searchbox', {name: 'Message name'})).toHaveValue('money');
  await expect(page.getByRole('radio', {name: 'One player'})).toBeChecked();
  const money = rows.filter((r) => r.name.toLowerCase().includes('money') && r.destinations.includes('MSG_ONE'));
  expect(money.length).toBeGreaterThan(0);
  await expect.poll(() => shownRows(page)).toEqual(names(money));
  // Each name leads to its page.
  await page.locator('table.nm-message-table').getByRole('link', {name: 'Money'}).first().click();
  await expect(page).toHaveURL(/\/docs\/messages\/counter-strike\/Money$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Money (Counter-Strike)');
});

test('a message page loads no script beyond what a guide loads, but its own content', async ({page}) => {
  const scripts = async (at: string) => {
    const found: string[] = [];
    const listener = (request: {url(): string; resourceType(): string}) => {
      if (request.resourceType() === 'script') found.push(new URL(request.url()).pathname);
    };
    page.on('request', listener);
    await page.goto(at, {waitUntil: 'load'});
    await waitForHydration(page);
    page.off('request', listener);
    return found;
  };
  const guide = new Set(await scripts('/docs/guides/debugger'));
  const message = await scripts('/docs/messages/half-life/Health');
  const extra = message.filter((file) => !guide.has(file));
  // Only the page's own content chunk (its Markdown compiled), named by Docusaurus for its
  // source file; no component of its own.
  expect(extra.length, extra.join(', ')).toBeLessThanOrEqual(1);
});

test("a message named in a code sample links to the catalogue: its page, or both games' rows", async ({page}) => {
  await page.goto('/docs/errors');
  await waitForHydration(page);
  // `nodemod.getUserMsgId('HudText')`: both games register HudText.
  const link = page.locator('article pre a[href="/docs/messages?name=HudText"]').first();
  await expect(link).toHaveText("'HudText'");
  // Followed from the keyboard (a pointer over the block opens the names' popups on the way).
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/docs\/messages\?name=HudText$/);
  await waitForHydration(page);
  // The rows whose name holds it: both HudText rows, and Counter-Strike's HudTextArgs and HudTextPro.
  await expect.poll(() => shownRows(page)).toEqual(names(rows.filter((r) => r.name.toLowerCase().includes('hudtext'))));
  expect(await shownRows(page)).toEqual(expect.arrayContaining(['half-life/HudText', 'counter-strike/HudText']));
  // A message of one game only leads to its page.
  const money = rows.filter((r) => r.name === 'Money');
  expect(money).toHaveLength(1);
  await page.goto('/docs/messages/counter-strike/Money');
  await expect(page.locator("article pre a[href='/docs/messages/counter-strike/Money']").first()).toHaveText("'Money'");
});

test("the search index holds each message page by its title alone, and not the catalogue's table", () => {
  type Doc = {t: string; u: string};
  const index = JSON.parse(readFileSync('build/search-index.json', 'utf8')) as {documents: Doc[]}[];
  const docs = index.flatMap((part) => part.documents);
  for (const r of rows) {
    const own = docs.filter((d) => d.u === r.path);
    expect(
      own.map((d) => d.t),
      r.path,
    ).toEqual([`${r.name} (${games[r.game].label})`]);
  }
  // The index page is found by its text, but its table's rows are the pages' titles again.
  const catalogue = docs.filter((d) => d.u === route).map((d) => d.t);
  expect(catalogue.join('\n')).toContain('A user message is a message the game library defines');
  expect(catalogue.join('\n')).not.toMatch(/MSG_ONE|AMX Mod X reads, in order|Half-Life\s*\d+ bytes/);
});
