/**
 * The porting page (docs/guides/amx-mod-x-porting.mdx): a reader pastes a Pawn
 * plugin and gets its port plan, follows an equivalent to its entry in the API
 * reference, and gets a clear message for input that is not a plugin; the
 * scanner and its data load only when a plan is asked for; the coverage table
 * is in the HTML without JavaScript, and its figures are those the include
 * names and the name map give.
 */
import type {Browser, Page} from '@playwright/test';
import {baseURL} from '../../playwright.config';
import {expect, test} from '../support/fixtures';
import includesData from '../../plugins/site-data/amxmodx-includes.json';
import coreIncludes from '../support/amxx-core-includes.json';
import mapData from '../../plugins/site-data/amxmodx-map.json';
import {waitForHydration} from '../support/page';
import {runJson} from '../support/run-node';
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');

const route = '/docs/guides/amx-mod-x-porting';

/** A small plugin written for this test: a command, a hook, a task, an unknown native and a broken line. */
const plugin = [
  '#include <amxmodx>',
  '#include <fakemeta>',
  '#define TASK_ID 100',
  '',
  'public plugin_init() {',
  '    register_plugin("Health", "1.0", "test");',
  '    register_clcmd("say /hp", "cmd_hp");',
  '    register_forward(FM_Spawn, "fw_spawn");',
  '    set_task(5.0, "announce", TASK_ID, _, _, "b");',
  '}',
  '',
  'public cmd_hp(id) {',
  '    // get_user_armor(id) is in a comment and does not count',
  '    client_print(id, print_chat, "You have %d HP", get_user_health(id));',
  '    return PLUGIN_HANDLED;',
  '}',
  '',
  'public announce() { server_print("^"quoted^" text"); }',
  'new broken[] = "no end',
].join('\n');

/**
 * The scripts a page loads, each with the bytes the server sent for it (compressed), in
 * a context of its own (an empty cache), until the network is idle; `act` runs once the
 * page has hydrated.
 */
async function scriptsLoaded(browser: Browser, path: string, act?: (page: Page) => Promise<void>) {
  const context = await browser.newContext({baseURL, serviceWorkers: 'block'});
  const page = await context.newPage();
  const scripts = new Map<string, Promise<number>>();
  const texts: Promise<string>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script') {
      scripts.set(
        new URL(request.url()).pathname,
        request.sizes().then((s) => s.responseBodySize),
      );
      texts.push(request.response().then((r) => r?.text() ?? ''));
    }
  });
  await page.goto(path);
  await waitForHydration(page);
  await act?.(page);
  // What every page fetches once it has loaded (the service worker's client, the code blocks'
  // writer) is counted on every page alike, whenever the browser gets to it.
  await page.waitForLoadState('networkidle');
  const sizes = new Map<string, number>();
  for (const [url, size] of scripts) sizes.set(url, await size);
  const reapiLoaded = (await Promise.all(texts)).some((text) => text.includes('RG_CBasePlayer_Spawn'));
  await context.close();
  return Object.assign(sizes, {reapiLoaded});
}

const total = (sizes: Map<string, number>) => [...sizes.values()].reduce((a, b) => a + b, 0);

test("the tool's script loads on its page only, at most 40 KB beyond a guide's first load, its plan's data included", async ({
  browser,
}) => {
  const guide = await scriptsLoaded(browser, '/docs/guides/quick-start');
  const porting = await scriptsLoaded(browser, route, async (page) => {
    await page.getByLabel('Pawn source').fill(plugin);
    await page.getByRole('button', {name: 'Make the port plan'}).click();
    await expect(page.locator('.nm-port-plan').getByRole('status')).toContainText('names of AMX Mod X');
  });
  const own = [...porting.keys()].filter((url) => !guide.has(url));
  console.log(
    `a guide's first load: ${(total(guide) / 1024).toFixed(1)} KiB of JavaScript; the porting page with a plan made: ` +
      `${(total(porting) / 1024).toFixed(1)} KiB, its own scripts ${own.map((u) => `${u} ${porting.get(u)} B`).join(', ')}`,
  );
  // Sent compressed, and measured: a script of the plan is among them.
  expect(own.length).toBeGreaterThan(0);
  for (const url of own) expect(porting.get(url), url).toBeGreaterThan(0);
  expect(total(porting) - total(guide)).toBeLessThanOrEqual(40 * 1024);
  // ReAPI's names load only for a plugin that includes ReAPI, not for this one.
  expect(porting.reapiLoaded).toBe(false);
  // The guide for AMX Mod X authors, the page that links to the tool, loads none of them.
  const amxGuide = await scriptsLoaded(browser, '/docs/guides/amx-mod-x');
  expect(own.filter((url) => amxGuide.has(url))).toEqual([]);
});

test('a pasted plugin gets its plan, and an equivalent leads to its entry in the API reference', async ({page}) => {
  const requested: string[] = [];
  page.on('request', (r) => requested.push(r.url()));
  await page.goto(route);
  await waitForHydration(page);
  const loadedBefore = new Set(requested);

  await page.getByLabel('Pawn source').fill(plugin);
  await page.getByRole('button', {name: 'Make the port plan'}).click();
  // The tool's own status line (the route announcer is another).
  const status = page.locator('.nm-port-plan').getByRole('status');
  await expect(status).toContainText(
    /\d+ names of AMX Mod X and ReAPI \(\d+ functions?, \d+ constants?\): \d+ with an equivalent, \d+ with a way around, \d+ named in the reference, \d+ with no equivalent, \d+ not in the map\./,
  );
  // The scanner and its data came with the request for a plan, not with the page.
  const later = requested.filter((url) => !loadedBefore.has(url) && /\/assets\/js\/.*\.js$/.test(url));
  expect(later.length, 'a script loaded for the plan').toBeGreaterThan(0);

  // client_print is in the map with an equivalent; its row links to the reference.
  const row = page.getByRole('row', {name: /^client_print \(native\)/});
  await expect(row.getByRole('cell').last()).toHaveText('equivalent');
  await expect(row).toContainText('1× (line 14)');
  // The registrations, and the broken line.
  await expect(page.getByRole('cell', {name: 'client command: "say /hp"'})).toBeVisible();
  await expect(page.getByRole('cell', {name: 'fakemeta forward: FM_Spawn'})).toBeVisible();
  await expect(page.getByText('Line 19: a string that never ends')).toBeVisible();
  // Names inside comments and strings, and the plugin's own names, are not listed.
  await expect(page.getByRole('row', {name: /get_user_armor/})).toHaveCount(0);
  await expect(page.getByRole('row', {name: /TASK_ID/})).toHaveCount(0);

  const link = row.getByRole('link').first();
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/docs\/api\/.+#.+/);
  await link.click();
  const [pathname, hash] = href!.split('#');
  await expect(page).toHaveURL((url) => url.pathname === pathname && url.hash === `#${hash}`);
  await expect(page.locator(`[id="${hash}"]`)).toBeInViewport();
});

test('a name the map has no row for is looked up in the name index, and constants are counted apart', async ({
  page,
}) => {
  const fakemetaPlugin = [
    '#include <amxmodx>',
    '#include <fakemeta>',
    'public plugin_init() {',
    '    register_forward(FM_GetGameDescription, "fw_description");',
    '}',
    'public kill(id) {',
    '    new Float:eyes[3];',
    '    pev(id, pev_view_ofs, eyes);',
    '    set_pev(id, pev_flags, pev(id, pev_flags) | FL_KILLME);',
    '    message_begin(MSG_PVS, SVC_STUFFTEXT);',
    '}',
  ].join('\n');
  await page.goto(route);
  await waitForHydration(page);
  await page.getByLabel('Pawn source').fill(fakemetaPlugin);
  await page.getByRole('button', {name: 'Make the port plan'}).click();
  const status = page.locator('.nm-port-plan').getByRole('status');
  await expect(status).toContainText(/ of AMX Mod X and ReAPI \(\d+ functions?, 6 constants\): /);
  for (const [name, href] of [
    ['pev_view_ofs', '/docs/api/nodemod/Interface/Entvars#view_ofs'],
    ['FL_KILLME', '/docs/api/nodemod/Enumeration/FL#killme'],
    ['MSG_PVS', '/docs/api/nodemod/Enumeration/MSG_DEST#pvs'],
    ['SVC_STUFFTEXT', '/docs/api/nodemod/Enumeration/MSG_TYPE#stufftext'],
    ['FM_GetGameDescription', '/docs/api/nodemod/Interface/EventCallbacks#dllgetgamedescription'],
  ]) {
    const row = page.getByRole('row', {name: new RegExp(`^${name} \\(constant\\)`)});
    await expect(row.getByRole('cell').last()).toHaveText('named in the reference');
    await expect(row.locator(`a[href="${href}"]`)).toHaveCount(1);
  }
});

test("ReAPI's names are mapped, includes no one ships are named with their calls, and what blocks the port comes first", async ({
  page,
}) => {
  // Written for this test in the shape of a ReAPI plugin with an include of its own.
  const reapiPlugin = [
    '#include <amxmodx>',
    '#include <reapi>',
    '#include <mymod_api>',
    'public plugin_init() {',
    '    register_plugin("Spawn", "1.0", "test");',
    '    RegisterHookChain(RG_CBasePlayer_Spawn, "OnSpawn", true);',
    '    RegisterHookChain(RG_CBasePlayer_Killed, "OnKilled"); RegisterHookChain(RG_RoundEnd, "OnEnd");',
    '}',
    'public OnSpawn(id) { rg_give_item(id, "weapon_ak47"); set_entvar(id, var_health, 150.0); }',
    'public OnKilled(id) { client_print(id, print_chat, "%d", get_member(id, m_iTeam)); mymod_points(id, 1); }',
  ].join('\n');
  const scripts: Promise<string>[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') scripts.push(r.text());
  });
  await page.goto(route);
  await waitForHydration(page);
  await page.getByLabel('Pawn source').fill(reapiPlugin);
  await page.getByRole('button', {name: 'Make the port plan'}).click();
  const status = page.locator('.nm-port-plan').getByRole('status');
  await expect(status).toContainText('Not in the plan: 1 call to 1 name from mymod_api.inc, which it does not know.');
  // ReAPI's own include files are known: each has its table, and its names their rows.
  const headings = await page.locator('.nm-port-plan h3').allInnerTexts();
  expect(headings.slice(0, 3)).toEqual(['What blocks the port', 'What the plan cannot read', 'TypeScript skeleton']);
  expect(headings).toEqual(expect.arrayContaining(['reapi.inc', 'reapi_gamedll.inc', 'reapi_engine_const.inc']));
  const status_ = (name: string) =>
    page
      .getByRole('row', {name: new RegExp(`^${name} \\(`)})
      .getByRole('cell')
      .last();
  await expect(status_('RegisterHookChain')).toHaveText('way around');
  await expect(status_('RG_CBasePlayer_Spawn')).toHaveText('no equivalent');
  await expect(status_('rg_give_item')).toHaveText('way around');
  await expect(status_('set_entvar')).toHaveText('equivalent');
  // A var_ name is the entity's field of that name, from ReAPI's member list.
  const health = page.getByRole('row', {name: /^var_health \(constant\)/});
  await expect(health.getByRole('cell').last()).toHaveText('equivalent');
  await expect(health.locator('a[href="/docs/api/nodemod/Interface/Entvars#health"]')).toHaveCount(1);

  const section = page.locator('section').filter({has: page.getByRole('heading', {name: 'What the plan cannot read'})});
  await expect(section).toContainText('The plugin includes mymod_api.inc, which neither AMX Mod X nor ReAPI ships');
  await expect(section.getByRole('row', {name: /^mymod_points/})).toContainText('1× (line 10)');
  // What blocks the port, by the plugin's function that makes each call.
  const blockers = page.locator('section').filter({has: page.getByRole('heading', {name: 'What blocks the port'})});
  await expect(blockers).toContainText('3 names the plugin calls have neither an equivalent nor a way around');
  await expect(blockers.getByRole('listitem')).toHaveText([
    'plugin_init: RG_CBasePlayer_Spawn (no equivalent), RG_RoundEnd (no equivalent)',
    'OnKilled: mymod_points (declared by no include the plan knows)',
  ]);
  // ReAPI's names came in a script of their own, for this plugin (the plain plugin's plan,
  // measured above, loads none: its scripts hold no name of ReAPI's).
  const texts = await Promise.all(scripts);
  expect(texts.filter((text) => text.includes('RG_CBasePlayer_Spawn')).length).toBe(1);
});

test('the skeleton of a plugin compiles against the API, keeps its functions, and is copied and saved as it is shown', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const source = [
    '#include <amxmodx>',
    '#include <fakemeta>',
    '#include <reapi>',
    'public plugin_init() {',
    '    register_clcmd("hp", "cmd_hp");',
    '    register_clcmd("say /hp", "cmd_hp");',
    '    register_srvcmd("sv_hp", "srv_hp");',
    '    register_cvar("hp_max", "100");',
    '    register_event("DeathMsg", "on_death", "a");',
    '    register_forward(FM_PlayerPreThink, "fw_prethink");',
    '    RegisterHookChain(RG_CBasePlayer_PostThink, "rg_postthink", true);',
    '    RegisterHookChain(RG_CBasePlayer_TakeDamage, "rg_damage");',
    '    register_logevent("round_start", 2, "1=Round_Start");',
    '}',
    'public client_putinserver(id) { set_task(1.0, "@welcome", id); }',
    'public @welcome(id) { client_print(id, print_chat, "Hi"); }',
    'public cmd_hp(id) { client_print(id, print_chat, "%d", get_user_health(id)); return PLUGIN_HANDLED; }',
    'public srv_hp() { server_print("ok"); }',
    'public on_death() { new killer = read_data(1); }',
    'public fw_prethink(id) { }',
    'public rg_postthink(id) { }',
    'public rg_damage(id) { cs_set_user_money(id, 0); }',
    'public round_start() { }',
    'delete(id) { return id; }',
  ].join('\n');
  await page.goto(route);
  await waitForHydration(page);
  await page.getByLabel('Pawn source').fill(source);
  await page.getByRole('button', {name: 'Make the port plan'}).click();
  await page.getByRole('button', {name: 'Write the skeleton'}).click();
  const shown = page.getByLabel('TypeScript skeleton, plugin.ts');
  await expect(shown).toBeVisible();
  const code = await shown.innerText();

  // What it registers, as NodeMod code where the name is one-to-one.
  for (const line of [
    "nodemodCore.cmd.registerClient('hp', cmd_hp);",
    "nodemodCore.cmd.registerServer('sv_hp', (args) => srv_hp(null, args));",
    "nodemodCore.cvar.register('hp_max');",
    "nodemodCore.msg.on('post:DeathMsg', on_death);",
    "nodemod.on('dllPlayerPreThink', fw_prethink);",
    "nodemod.on('postDllPlayerPostThink', rg_postthink);",
    "nodemod.on('postDllClientPutInServer', client_putinserver);",
  ]) {
    expect(code, line).toContain(line);
  }
  // The rest as TODO lines that link to the guide's row.
  expect(code).toMatch(/\/\/ TODO register_clcmd \(line 6\): "say \/hp" has a space/);
  expect(code).toMatch(/\/\/ TODO RegisterHookChain \(line 12\).*RG_CBasePlayer_TakeDamage no equivalent: No hook/);
  expect(code).toMatch(/\/\/ TODO register_logevent \(line 13\).*\/docs\/guides\/amx-mod-x#amxx-register_logevent/);
  expect(code).toMatch(/\/\/ TODO cs_set_user_money no equivalent: No Counter-Strike module.*#amxx-cs_set_user_money/);
  // What registers is said once, with the registrations, not again in the function that registers.
  expect(code).not.toMatch(/^ {2}\/\/ register_clcmd/m);
  // One function per Pawn function, under its name (one JavaScript cannot take is marked).
  for (const fn of ['plugin_init', 'client_putinserver', 'at_welcome', 'cmd_hp', 'srv_hp', 'on_death', 'delete_']) {
    expect(code).toMatch(new RegExp(`^function ${fn}\\(`, 'm'));
  }
  expect(code).toContain('// get_user_health → Entvars.health');

  // It compiles against the API's declarations, as a plugin's own file would: the site's
  // checker of code samples compiles it, from a Markdown file that holds it as a sample.
  const dir = path.join(root, '.test-output', 'skeleton');
  mkdirSync(dir, {recursive: true});
  const markdown = path.join(dir, 'skeleton.md');
  writeFileSync(markdown, ['```ts', code.trimEnd(), '```', ''].join('\n'));
  const checked = runJson<{samples: number; partial: string[]; problems: string[]}>('tests/checkers/code-samples.mjs', [
    markdown,
  ]);
  expect(checked.output).toEqual({samples: 1, partial: [], problems: []});
  expect(checked.status).toBe(0);

  // Copied as shown, and saved under the plugin's name.
  await page.getByRole('button', {name: 'Copy the skeleton'}).click();
  await expect(page.getByText('Copied.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', {name: 'Download plugin.ts'}).click(),
  ]);
  expect(download.suggestedFilename()).toBe('plugin.ts');
  expect(readFileSync(await download.path(), 'utf8')).toBe(code);
});

test('input that is not a plugin gets a clear message and no plan', async ({page}) => {
  await page.goto(route);
  await waitForHydration(page);
  const button = page.getByRole('button', {name: 'Make the port plan'});
  await button.click();
  await expect(page.getByRole('alert')).toHaveText(/nothing to read/);

  await page.getByLabel('Or choose a file').setInputFiles({
    name: 'plugin.amxx',
    mimeType: 'application/octet-stream',
    buffer: Buffer.from([0x58, 0x58, 0x4d, 0x41, 0, 1, 2, 3, 0, 0, 0, 0x10, 0x20]),
  });
  await expect(page.getByRole('alert')).toHaveText(/binary file/);

  await page.getByLabel('Or choose a file').setInputFiles({
    name: 'huge.sma',
    mimeType: 'text/plain',
    buffer: Buffer.alloc(3 * 1024 * 1024, 'a'),
  });
  await expect(page.getByRole('alert')).toHaveText(/up to 2 MB/);
  await expect(page.getByRole('table', {name: /Names of/})).toHaveCount(0);

  // A file that is a plugin: read from the file, no message.
  await page.getByLabel('Or choose a file').setInputFiles({
    name: 'health.sma',
    mimeType: 'text/plain',
    buffer: Buffer.from(plugin),
  });
  await expect(page.locator('.nm-port-plan').getByRole('status')).toContainText('names of AMX Mod X');
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('without JavaScript the coverage table is there, with the figures of the include names and the map', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({baseURL, javaScriptEnabled: false});
  const page = await context.newPage();
  await page.goto(route);
  const table = page.getByRole('table', {name: 'What the name map covers, per include file of AMX Mod X'});
  await expect(table).toBeVisible();
  // The tool needs JavaScript and is hidden without it.
  await expect(page.getByRole('button', {name: 'Make the port plan'})).toBeHidden();

  // The figures, counted again here from the two data files: an equivalent is a row with
  // equivalents and no fit; a row of fit "none" has no equivalent; the others are ways around.
  const rows = new Map(mapData.rows.map((row) => [row.amxx, row as typeof row & {fit?: string}]));
  const includes = includesData.includes as Record<string, {natives: string[]; forwards: string[]; stocks: string[]}>;
  const expected = Object.entries(includes)
    .map(([include, names]) => {
      const functions = [...names.natives, ...names.forwards, ...names.stocks];
      const mapped = functions.map((name) => rows.get(name)).filter((row) => row !== undefined);
      const equivalent = mapped.filter((row) => row.nodemod.length > 0 && !row.fit).length;
      const without = mapped.filter((row) => row.fit === 'none').length;
      return [
        include,
        names.natives.length,
        names.forwards.length,
        names.stocks.length,
        equivalent,
        mapped.length - equivalent - without,
        without,
      ];
    })
    .filter(([, natives, forwards, stocks]) => Number(natives) + Number(forwards) + Number(stocks) > 0);
  const shown = await table.locator('tbody tr').evaluateAll((trs) =>
    trs.map((tr) =>
      Array.from(tr.children)
        .slice(0, 7)
        .map((cell, i) => (i === 0 ? cell.textContent : Number(cell.textContent))),
    ),
  );
  expect(shown.length).toBe(expected.length);
  expect(new Map(shown.map((row) => [row[0], row]))).toEqual(new Map(expected.map((row) => [row[0], row])));
  for (const name of coreIncludes.includes) {
    await expect(table.getByRole('rowheader', {name, exact: true})).toBeVisible();
  }
  await context.close();
});
