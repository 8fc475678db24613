/**
 * Names in the tables stay whole: a cell never breaks an identifier inside a word
 * ("postDllG" / "ameInit", "PLUGIN_HANDLE" / "D", "nodemod.setMe" / "taResult"). A name
 * may wrap after a dot or an underscore, where the tables put a `wbr`, and every column
 * is at least as wide as the longest part of its names, so nothing sticks out of a cell.
 * Checked at 1280 and 390 px on the pages whose tables hold the most and longest names:
 * the AMX Mod X guide's name map, the name index's two pages, and the port plan of a
 * plugin pasted in (the event finder has its own check, tests/browser/event-finder.spec.ts).
 */
import {expect, test} from '../support/fixtures';
import {namesBrokenInsideAWord} from '../support/names';
import {layOutEveryBlock, waitForHydration} from '../support/page';

/** A plugin written for this test, with long Pawn and NodeMod names in its plan. */
const plugin = [
  '#include <amxmodx>',
  '#include <fakemeta>',
  'public plugin_init() {',
  '    register_plugin("Names", "1.0", "test");',
  '    register_forward(FM_ClientUserInfoChanged, "fw_info");',
  '    register_clcmd("say /hp", "cmd_hp");',
  '}',
  'public cmd_hp(id) {',
  '    client_print(id, print_chat, "%d", get_user_health(id));',
  '    return PLUGIN_HANDLED;',
  '}',
  'public fw_info(id) { return FMRES_SUPERCEDE; }',
].join('\n');

const routes = [
  '/docs/guides/amx-mod-x',
  '/docs/api/names',
  '/docs/api/names/amx-mod-x',
  '/docs/guides/amx-mod-x-porting',
];

for (const width of [1280, 390]) {
  test(`at ${width} px the names in tables are whole and fit their cells`, async ({page}) => {
    test.setTimeout(120_000);
    await page.setViewportSize({width, height: 900});
    for (const route of routes) {
      await page.goto(route);
      await waitForHydration(page);
      if (route.endsWith('porting')) {
        await page.getByLabel('Pawn source').fill(plugin);
        await page.getByRole('button', {name: 'Make the port plan'}).click();
        await expect(page.locator('.nm-port-plan table').first()).toBeVisible();
      }
      await layOutEveryBlock(page);
      const tables = page.locator('.markdown table');
      expect(await tables.count(), route).toBeGreaterThan(0);
      expect(await namesBrokenInsideAWord(page, '.markdown table tbody :is(th, td) :is(code, h3)'), route).toEqual([]);
      const overflowing = await page
        .locator('.markdown table tbody :is(th, td)')
        .evaluateAll((cells) =>
          cells.filter((cell) => cell.scrollWidth > cell.clientWidth + 1).map((cell) => cell.textContent),
        );
      expect(overflowing, route).toEqual([]);
    }
  });
}
