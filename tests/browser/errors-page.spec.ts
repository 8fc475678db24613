/**
 * The errors index (/docs/errors) and the limits page (/docs/limits), as a server owner
 * with a console line in hand meets them: without JavaScript every message is on the page
 * for the browser's find; with it, the paste box finds the message that explains a line
 * (either engine's spelling, the fatal error line, a log's time stamp), shows it first with
 * its section, and puts its anchor in the address; a line it cannot place leaves the list
 * as it is. The messages, sections and limits expected come from the data the pages are
 * built from (plugins/site-data/error-index.ts).
 */
import {baseURL} from '../../playwright.config';
import {engineLimits, engineMessages, groupsOf, messageAnchor} from '../../plugins/site-data/error-index';
import {expect, test} from '../support/fixtures';
import {waitForHydration} from '../support/page';

const route = '/docs/errors';

/** The message of a function whose format says `words`. */
const message = (fn: string, words: string) => {
  const m = engineMessages.find((x) => x.function === fn && x.format.includes(words));
  if (!m) throw new Error(`no message of ${fn} with ${words}`);
  return m;
};

test('without JavaScript every message is on the page, with its facts, and the paste box is hidden', async ({
  browser,
}) => {
  const context = await browser.newContext({baseURL, javaScriptEnabled: false});
  try {
    const page = await context.newPage();
    await page.goto(route);
    await expect(page.locator('article h3[data-p]')).toHaveCount(engineMessages.length);
    await expect(page.locator('form.nm-error-finder')).toBeHidden();
    // The browser's find reaches a message by the words the console prints.
    const edicts = message('ED_Alloc_internal', 'no free edicts');
    const heading = page.locator(`h3#${messageAnchor(edicts)}`);
    await expect(heading).toHaveText(/ED_Alloc_internal: no free edicts/);
    // Its facts: the first paragraph after it (in the block of content that follows the heading).
    const facts = page.locator(`h3#${messageAnchor(edicts)} + * .nm-error-facts`).first();
    await expect(facts).toContainText('Stops the server (Sys_Error)');
    await expect(facts.getByRole('link', {name: 'nodemod.eng.createEntity'})).toHaveAttribute(
      'href',
      '/docs/api/nodemod/Interface/Engine#createentity',
    );
    await expect(facts.getByRole('link', {name: /^pr_edict\.cpp:\d+$/})).toHaveAttribute(
      'href',
      new RegExp(
        `^https://github\\.com/dreamstalker/rehlds/blob/b29740c/rehlds/engine/pr_edict\\.cpp#L${edicts.line}$`,
      ),
    );
    // Valve's spelling of a function ReHLDS renames is on the message.
    const precache = message('PF_precache_model_I_internal', 'item count is over');
    await expect(page.locator(`h3#${messageAnchor(precache)} + * .nm-error-facts`).first()).toContainText(
      "Valve's engine: PF_precache_model_I",
    );
    // Its link is named by the message's text.
    await expect(page.locator(`h3#${messageAnchor(precache)} a.hash-link`)).toHaveAttribute(
      'aria-label',
      /^Link to PF_precache_model_I_internal: Model '…' failed to precache/,
    );
    // The table of contents lists the sections, not the messages.
    await expect(page.locator('.theme-doc-toc-desktop a[href="#precache-limit"]')).toHaveCount(1);
    await expect(page.locator(`.theme-doc-toc-desktop a[href="#${messageAnchor(precache)}"]`)).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test('a pasted line finds its message, in every form a server prints it, and the address links to it', async ({
  page,
}) => {
  await page.goto(route);
  await waitForHydration(page);
  const box = page.getByLabel("Paste a line from the server's console or log");
  const result = page.locator('.nm-error-found');
  const precache = message('PF_precache_model_I_internal', 'item count is over');
  const anchor = messageAnchor(precache);
  const lines = [
    // Valve's spelling, as a crashed HLDS prints it.
    "Host_Error: PF_precache_model_I: Model 'models/mymod/crate.mdl' failed to precache because the item count is over the 512 limit.",
    // ReHLDS's spelling, as its fatal error line repeats it.
    "FATAL ERROR (shutting down): PF_precache_model_I_internal: Model 'models/mymod/crate.mdl' failed to precache because the item count is over the 512 limit.",
    // A line of the server's log, with its time stamp, and a second line of the message.
    "L 11/28/2026 - 18:00:00: Host_Error: PF_precache_model_I: Model 'models/x.mdl' failed to precache because the item count is over the 512 limit.\nReduce the number of brush models and/or regular models in the map to correct this.",
  ];
  for (const line of lines) {
    await box.fill(line);
    await page.getByRole('button', {name: 'Find the message'}).click();
    await expect(result).toContainText('This message explains the line:');
    const answer = result.locator('.nm-error-answer');
    await expect(answer).toHaveCount(1);
    await expect(answer.getByRole('link').first()).toHaveAttribute('href', `#${anchor}`);
    await expect(answer).toContainText('Stops the server (Host_Error)');
    await expect(answer.getByRole('link', {name: 'More files than a precache table holds'})).toHaveAttribute(
      'href',
      '#precache-limit',
    );
    await expect(page).toHaveURL(new RegExp(`${route}#${anchor}$`));
  }
  expect(groupsOf(precache)).toEqual(['precache-limit']);
  // The link in the address opens the page at the message.
  await page.goto(`${route}#${anchor}`);
  await expect(page.locator(`h3#${anchor}`)).toBeInViewport();
});

test('pasting finds the message at once; a line printed by two places shows both', async ({page}) => {
  await page.goto(route);
  await waitForHydration(page);
  const box = page.getByLabel("Paste a line from the server's console or log");
  await box.focus();
  const line = 'FATAL ERROR (shutting down): ED_Alloc_internal: no free edicts';
  await page.evaluate((text) => {
    const area = document.activeElement as HTMLTextAreaElement;
    const data = new DataTransfer();
    data.setData('text', text);
    area.dispatchEvent(new ClipboardEvent('paste', {clipboardData: data, bubbles: true, cancelable: true}));
  }, line);
  const result = page.locator('.nm-error-found');
  await expect(result.locator('.nm-error-answer a').first()).toHaveAttribute(
    'href',
    `#${messageAnchor(message('ED_Alloc_internal', 'no free edicts'))}`,
  );
  // The same format printed at two lines: the console cannot tell them apart.
  const twins = engineMessages.filter((m) => m.function === 'SZ_GetSpace' && m.format.includes('overflow without'));
  expect(twins.length).toBeGreaterThan(1);
  await box.fill('FATAL ERROR (shutting down): SZ_GetSpace: overflow without FSB_ALLOWOVERFLOW set on netchan');
  await page.getByRole('button', {name: 'Find the message'}).click();
  await expect(result).toContainText(`${twins.length} places print this message`);
  await expect(result.locator('.nm-error-answer')).toHaveCount(twins.length);
});

test('a line no message explains says so, and the list stays whole', async ({page}) => {
  await page.goto(route);
  await waitForHydration(page);
  await page.getByLabel("Paste a line from the server's console or log").fill('Segmentation fault (core dumped)');
  await page.getByRole('button', {name: 'Find the message'}).click();
  await expect(page.locator('.nm-error-found')).toContainText('No message on this page explains that line.');
  await expect(page).toHaveURL(new RegExp(`${route}$`));
  await expect(page.locator('article h3[data-p]')).toHaveCount(engineMessages.length);
});

test('the limits page gives each limit its evaluated value and line, and the sidebar has both pages', async ({
  page,
}) => {
  await page.goto('/docs/limits');
  const rows = page.locator('table.nm-limits tbody tr');
  const shown = await rows.evaluateAll((trs) =>
    trs.map((tr) => ({id: tr.id, value: tr.querySelector('td')!.textContent, link: tr.querySelector('a')!.href})),
  );
  expect(shown.length).toBeGreaterThan(10);
  for (const row of shown) {
    const limit = engineLimits.find((l) => `limit-${l.name.toLowerCase()}` === row.id)!;
    expect(limit, row.id).toBeDefined();
    expect(row.value, row.id).toBe(limit.value.toLocaleString('en'));
    expect(row.link, row.id).toMatch(new RegExp(`/${limit.file.replace(/\./g, '\\.')}#L${limit.line}$`));
  }
  const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
  const troubleshooting = sidebar.locator('.menu__list-item', {hasText: 'Troubleshooting'}).first();
  await expect(troubleshooting.getByRole('link', {name: 'Engine and plugin errors'})).toHaveAttribute('href', route);
  await expect(troubleshooting.getByRole('link', {name: 'Engine limits'})).toHaveAttribute('href', '/docs/limits');
  // A member that uses a limit says so where a plugin meets it.
  await page.goto('/docs/api/nodemod/Interface/Engine#precachemodel');
  const line = page.locator('article p', {hasText: 'Limit: 512 models per map'});
  await expect(line).toHaveCount(1);
  await expect(line.getByRole('link', {name: 'limits'})).toHaveAttribute('href', '/docs/limits#precache-tables');
});
