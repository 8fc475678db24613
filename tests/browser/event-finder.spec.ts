/**
 * The event finder (docs/api/events.mdx): a plain table of every event without
 * JavaScript, whose events the filter hides by a name typed, how often the event
 * fires, its table, who raises it, whether superseding it does something and whether
 * @nodemod/core listens to it; the choices are kept in the address. The counts
 * expected are computed from the data the table is built from
 * (plugins/site-data/event-contracts.json).
 */
import {baseURL} from '../../playwright.config';
import {blockable, citationText, eventContracts, finderNames, rowCitations} from '../../plugins/site-data/events';
import {axeSweepViolations} from '../support/axe';
import {expect, test} from '../support/fixtures';
import {namesBrokenInsideAWord} from '../support/names';
import {layOutEveryBlock, waitForHydration} from '../support/page';

const route = '/docs/api/events';

const contracts = eventContracts;

test('without JavaScript the finder is a plain table of every event with its contract', async ({browser}) => {
  const context = await browser.newContext({baseURL, javaScriptEnabled: false});
  try {
    const page = await context.newPage();
    await page.goto(route);
    const events = page.locator('table.nm-event-finder > tbody');
    await expect(events).toHaveCount(contracts.length);
    expect(contracts.length).toBe(209);
    // The lists that filter need JavaScript: without it they are not shown.
    await expect(page.locator('.nm-event-filter')).toBeHidden();
    await expect(page.getByRole('columnheader')).toHaveText([
      'Fires',
      'Raised by',
      'Superseding',
      'Arguments',
      'AMX Mod X',
      'Core',
    ]);
    // An event: its name and its post twin's heading the group, each leading to the reference;
    // how often it fires, with the engine's line in the group's sources line.
    const think = page.locator('tbody#dllthink');
    await expect(think.getByRole('rowheader')).toHaveText('dllThink then postDllThink');
    await expect(think).toBeVisible();
    await expect(think.getByRole('link', {name: 'dllThink', exact: true})).toHaveAttribute(
      'href',
      '/docs/api/nodemod/Interface/EventCallbacks#dllthink',
    );
    await expect(think.getByRole('link', {name: 'postDllThink', exact: true})).toHaveAttribute(
      'href',
      '/docs/api/nodemod/Interface/EventCallbacks#postdllthink',
    );
    await expect(think.locator('td').nth(0)).toContainText('Per entity, every frame.');
    await expect(think.locator('tr:nth-child(3)').getByRole('link', {name: 'sv_phys.cpp:131'})).toHaveAttribute(
      'href',
      /^https:\/\/github\.com\/dreamstalker\/rehlds\/blob\/b29740c\/rehlds\/engine\/sv_phys\.cpp#L131$/,
    );
    await expect(think.locator('td').nth(3)).toContainText('Live: pent');
    // An event that returns a value: superseding gives the caller what the listener returned.
    await expect(page.locator('tbody#dllclientconnect td').nth(2)).toContainText(
      'The engine then gets what the last listener returned',
    );
    await expect(page.locator('tbody#dllclientconnect td').nth(2)).toContainText('refused');
    // The trace events' TraceResult is a copy (NodeMod's converter builds a plain object).
    await expect(page.locator('tbody#engtraceline td').nth(3)).toContainText(/Copies: .*ptr/);
    await expect(page.locator('tbody#engtraceline td').nth(3)).not.toContainText(/Live: [^.]*ptr/);
    // A forward with the twin AMX Mod X runs it with, linked to where it puts its hook:
    // client_PostThink is in the pre table, client_connect in the post table.
    const postThink = page.locator('tbody#dllplayerpostthink td').nth(4);
    await expect(postThink).toContainText('client_PostThink (pre)');
    await expect(postThink.getByRole('link', {name: 'pre', exact: true})).toHaveAttribute(
      'href',
      /amxmodx\/blob\/735928e\/modules\/engine\/amxxapi\.cpp#L111$/,
    );
    await expect(page.locator('tbody#dllclientconnect td').nth(4)).toContainText(
      'client_connect (post, also elsewhere)',
    );
    // No twin for a forward AMX Mod X runs from a timer.
    await expect(page.locator('tbody#dllserveractivate td').nth(4)).not.toContainText('OnConfigsExecuted');
    // Core listens to dllTouch only when a script calls onTouch, one listener per call.
    const touch = page.locator('tbody#dlltouch td').nth(5);
    await expect(touch).toContainText('When you call onTouch: one more listener for each call');
    await expect(touch.getByRole('link', {name: 'onTouch'})).toHaveAttribute(
      'href',
      '/docs/api/core/entity/Interface/EntityWrapper#ontouch',
    );
    await expect(page.locator('tbody#dllspawn td').nth(5)).toContainText('On import');
    // The four events NodeMod fires without declaring them are listed, not linked.
    await expect(page.locator('tbody#engcrc32init th a')).toHaveCount(0);
    await expect(page.locator('tbody#engcrc32init th')).toContainText('not in the type declarations');
    await expect(page.locator('html')).not.toHaveAttribute('data-has-hydrated', 'true');
  } finally {
    await context.close();
  }
});

test('the filters keep the rows that match every choice, and the address keeps the choices', async ({page}) => {
  await page.goto(route);
  await waitForHydration(page);
  const filter = page.locator('form.nm-event-filter');
  const count = filter.locator('output');
  const visible = page.locator('table.nm-event-finder > tbody:not([hidden])');
  await expect(count).toHaveText(`${contracts.length} events`);

  // Every frame: StartFrame alone.
  await filter.getByLabel('Fires').selectOption('frame');
  const frame = contracts.filter((c) => c.when.value === 'frame');
  await expect(visible).toHaveCount(frame.length);
  await expect(visible.locator('th a').first()).toHaveText('dllStartFrame');
  await expect(page).toHaveURL(/\?when=frame$/);

  // Game library events that @nodemod/core listens to on import and superseding blocks cleanly.
  await filter.getByLabel('Fires').selectOption('');
  await filter.getByLabel('Table').selectOption('dll');
  await filter.getByLabel('Used by @nodemod/core').selectOption('import');
  await filter.getByLabel('Blockable').selectOption('clean');
  const expected = contracts.filter((c) => c.table === 'dll' && c.core.value === 'import' && blockable(c) === 'clean');
  expect(expected.length).toBeGreaterThan(0);
  await expect(visible).toHaveCount(expected.length);
  expect(await visible.evaluateAll((groups) => groups.map((group) => group.id))).toEqual(
    expected.map((c) => c.event.toLowerCase()),
  );
  await expect(count).toHaveText(`${expected.length} of ${contracts.length} events`);
  await expect(page).toHaveURL(/table=dll/);
  await expect(page).toHaveURL(/block=clean/);
  await expect(page).toHaveURL(/core=import/);

  // Never raised by anyone: the events the engine has no call of.
  await filter.getByLabel('Table').selectOption('');
  await filter.getByLabel('Used by @nodemod/core').selectOption('');
  await filter.getByLabel('Blockable').selectOption('');
  await filter.getByLabel('Raised by').selectOption('never');
  const never = contracts.filter((c) => c.raised.value === 'never');
  await expect(visible).toHaveCount(never.length);
  await expect(page.locator('tbody#dlluse')).toBeVisible();
  await expect(page.locator('tbody#dllthink')).toBeHidden();
  // axe, with the filter in use.
  expect(await axeSweepViolations(page, new Set())).toEqual([]);
});

test('a filtered finder can be linked to: the address sets the lists', async ({page}) => {
  await page.goto(`${route}?raised=engine&when=usercmd`);
  await waitForHydration(page);
  const expected = contracts.filter((c) => c.raised.value === 'engine' && c.when.value === 'usercmd');
  await expect(page.locator('table.nm-event-finder > tbody:not([hidden])')).toHaveCount(expected.length);
  await expect(page.locator('form.nm-event-filter').getByLabel('Fires')).toHaveValue('usercmd');
  // A value no list has is ignored, not an empty table.
  await page.goto(`${route}?when=sometimes`);
  await waitForHydration(page);
  await expect(page.locator('table.nm-event-finder > tbody:not([hidden])')).toHaveCount(contracts.length);
});

test('a name typed keeps the events known by it, in NodeMod, fakemeta or AMX Mod X terms', async ({page}) => {
  await page.goto(route);
  await waitForHydration(page);
  const filter = page.locator('form.nm-event-filter');
  const box = filter.getByRole('searchbox', {name: 'Name'});
  const visible = page.locator('table.nm-event-finder > tbody:not([hidden])');
  const ids = () => visible.evaluateAll((groups) => groups.map((group) => group.id));
  const matching = (typed: string) =>
    contracts.filter((c) => finderNames(c).includes(typed.toLowerCase())).map((c) => c.event.toLowerCase());

  // A part of NodeMod's name, any case: every event (or post twin) with it.
  await box.fill('THINK');
  const think = matching('think');
  expect(think).toEqual(expect.arrayContaining(['dllthink', 'dllplayerprethink', 'dllplayerpostthink']));
  await expect(visible).toHaveCount(think.length);
  expect(await ids()).toEqual(think);
  await expect(page).toHaveURL(/\?name=think$/);
  // fakemeta's name of the hook.
  await box.fill('FM_Spawn');
  await expect(visible).toHaveCount(matching('fm_spawn').length);
  expect(await ids()).toContain('dllspawn');
  // An AMX Mod X forward.
  await box.fill('client_putinserver');
  // The table follows the box once React has rendered the typed value (a deferred value): wait for it.
  await expect.poll(ids).toEqual(matching('client_putinserver'));
  expect(await ids()).toContain('dllclientputinserver');
  // With a list's choice too: both must hold.
  await filter.getByLabel('Table').selectOption('eng');
  await expect(visible).toHaveCount(0);
  await expect(filter).toContainText('No event, post event, fakemeta hook or AMX Mod X forward named with');
  // Cleared, every event again and the address without it.
  await filter.getByLabel('Table').selectOption('');
  await box.fill('');
  await expect(visible).toHaveCount(contracts.length);
  await expect(page).toHaveURL(new RegExp(`${route}$`));
  // A link with a name fills the box.
  await page.goto(`${route}?name=precachemodel`);
  await waitForHydration(page);
  await expect(filter.getByRole('searchbox', {name: 'Name'})).toHaveValue('precachemodel');
  expect(await ids()).toEqual(matching('precachemodel'));
});

test('each event shows the names its text filter matches, and carries no copy of them', async ({page}) => {
  await page.goto(route);
  // The filter reads an event's names from its heading and its AMX Mod X cell
  // (groupNames, src/components/EventFinderFilter): those must be the event's names in the data.
  const groups = await page.locator('table.nm-event-finder > tbody').evaluateAll((tbodies) =>
    tbodies.map((tbody) => ({
      names: Array.from(
        tbody.querySelectorAll("th[scope='rowgroup'] code, tr:nth-child(2) > td:nth-child(5) code"),
        (code) => code.textContent ?? '',
      )
        .join(' ')
        .toLowerCase(),
      attributes: tbody.getAttributeNames().sort(),
    })),
  );
  expect(groups).toHaveLength(contracts.length);
  for (const [i, c] of contracts.entries()) {
    expect(groups[i]!.names, c.event).toBe(finderNames(c));
    expect(groups[i]!.attributes, c.event).toEqual(['data-block', 'data-core', 'data-raised', 'data-when', 'id']);
  }
});

test('each event carries its sources on one line, and its cells none', async ({page}) => {
  await page.goto(route);
  const groups = await page.locator('table.nm-event-finder > tbody').evaluateAll((tbodies) =>
    tbodies.map((tbody) => ({
      id: tbody.id,
      cells: tbody.querySelectorAll('tr:nth-child(2) > td').length,
      // A source link reads `file.ext:line`.
      inCells: Array.from(tbody.querySelectorAll('tr:nth-child(2) a'), (a) => a.textContent ?? '').filter((text) =>
        /\.\w+:\d/.test(text),
      ),
      sources: Array.from(tbody.querySelectorAll('tr:nth-child(3) a'), (a) => a.textContent),
    })),
  );
  expect(groups.map((g) => g.id)).toEqual(contracts.map((c) => c.event.toLowerCase()));
  for (const [i, c] of contracts.entries()) {
    const group = groups[i]!;
    expect(group.cells, c.event).toBe(6);
    expect(group.inCells, c.event).toEqual([]);
    expect(group.sources, c.event).toEqual(rowCitations(c).flatMap((g) => g.cites.map(citationText)));
  }
});

for (const width of [1280, 800, 390]) {
  test(`at ${width} px no name is broken inside a word, each cell is labelled, the finder fits, its filters are 44 px targets`, async ({
    page,
  }) => {
    await page.setViewportSize({width, height: 900});
    await page.goto(route);
    await waitForHydration(page);
    await layOutEveryBlock(page);
    expect(await namesBrokenInsideAWord(page, '.nm-event-finder code')).toEqual([]);
    // Every cell is at least as wide as its longest name, so none sticks out of its cell.
    const overflowing = await page
      .locator('.nm-event-finder tbody :is(th, td)')
      .evaluateAll((cells) =>
        cells.filter((cell) => cell.scrollWidth > cell.clientWidth + 1).map((cell) => cell.textContent),
      );
    expect(overflowing).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    // Wherever the reader has scrolled, a cell's heading is beside it: its label.
    const labels = await page
      .locator('tbody#dllclientconnect tr:nth-child(2) td')
      .evaluateAll((cells) => cells.map((cell) => getComputedStyle(cell, '::before').content));
    expect(labels).toEqual(['"Fires"', '"Raised by"', '"Superseding"', '"Arguments"', '"AMX Mod X"', '"Core"']);
    for (const control of await page.locator('form.nm-event-filter').locator('input, select').all()) {
      const box = (await control.boundingBox())!;
      expect(box.height, (await control.getAttribute('name')) ?? '').toBeGreaterThanOrEqual(44);
    }
  });
}
