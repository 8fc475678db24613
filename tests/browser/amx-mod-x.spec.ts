/**
 * The guide for AMX Mod X authors and the mapping data it renders
 * (plugins/site-data/amxmodx.ts): every AMX Mod X name exists in the include file the
 * row gives (plugins/site-data/amxmodx-includes.json, from AMX Mod X at the pinned
 * commit, or plugins/site-data/reapi-includes.json for ReAPI's), every NodeMod equivalent links to an API page and anchor that the
 * build produced, and the page shows every row.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from '../support/fixtures';
import {amxxMappings, amxxTopics, type AmxxTopic} from '../../plugins/site-data/amxmodx';
import {amxxGuidePage, apiHref} from '../../src/data/amxmodx-equivalents';
import {layOutEveryBlock, waitForHydration} from '../support/page';
import pinnedSources from '../../plugins/site-data/pinned-sources.json';

const root = path.resolve(__dirname, '../..');
// Every name each include file declares, of any kind (plugins/site-data/amxmodx-includes.json, which
// tests/source/amxx-includes.spec.ts checks against the fixture index of the same files).
type Includes = {
  commit: string;
  includes: Record<string, Record<'natives' | 'forwards' | 'stocks' | 'constants', string[]>>;
};
const read = (file: string) =>
  JSON.parse(readFileSync(path.join(root, 'plugins', 'site-data', file), 'utf8')) as Includes;
const includes = read('amxmodx-includes.json');
const reapi = read('reapi-includes.json');
const names = {
  commit: includes.commit,
  files: Object.fromEntries(
    Object.entries({...includes.includes, ...reapi.includes}).map(([file, kinds]) => [
      file,
      Object.values(kinds).flat(),
    ]),
  ),
};
const topics = Object.keys(amxxTopics) as AmxxTopic[];

test('the mapping has at least 80 names, most with an equivalent, in every topic', () => {
  const mapped = amxxMappings.filter((m) => m.nodemod.length > 0);
  console.log(
    `AMX Mod X mapping: ${amxxMappings.length} names, ${mapped.length} with a NodeMod equivalent, ` +
      `${amxxMappings.length - mapped.length} without`,
  );
  expect(mapped.length).toBeGreaterThanOrEqual(80);
  for (const topic of topics) {
    expect(amxxMappings.filter((m) => m.topic === topic).length, `rows of ${topic}`).toBeGreaterThan(0);
  }
  const keys = amxxMappings.map((m) => `${m.topic}:${m.amxx}`);
  expect(
    keys.filter((k, i) => keys.indexOf(k) !== i),
    'the same name twice in a topic',
  ).toEqual([]);
});

test('every AMX Mod X name is declared in the include file its row gives', () => {
  expect(names.commit).toBe(pinnedSources.amxmodx.commit);
  expect(reapi.commit).toBe(pinnedSources.reapi.commit);
  const wrong = amxxMappings
    .filter((m) => !(names.files[m.include] ?? []).includes(m.amxx))
    .map((m) => {
      const elsewhere = Object.entries(names.files)
        .filter(([, list]) => list.includes(m.amxx))
        .map(([file]) => file);
      return `${m.amxx} is not in ${m.include}${elsewhere.length ? ` (it is in ${elsewhere.join(', ')})` : ''}`;
    });
  expect(wrong).toEqual([]);
});

test('a row without an equivalent says what to do instead', () => {
  const silent = amxxMappings.filter((m) => m.nodemod.length === 0 && !(m.note ?? '').trim()).map((m) => m.amxx);
  expect(silent).toEqual([]);
});

/** The targets whose page or anchor the build did not produce. */
function missingTargets(targets: string[]): string[] {
  const missing: string[] = [];
  for (const target of targets) {
    const [page, anchor] = target.split('#');
    const file = path.join(root, 'build', 'docs', 'api', page, 'index.html');
    if (!existsSync(file)) {
      missing.push(`${target}: no page ${path.relative(root, file)}`);
      continue;
    }
    // The built HTML is minified: an id may stand with or without quotes.
    const id = new RegExp(`\\sid=(?:"${anchor}"|${anchor}(?=[\\s>]))`);
    if (anchor && !id.test(readFileSync(file, 'utf8'))) missing.push(`${target}: no anchor`);
  }
  return missing;
}

test('every NodeMod equivalent links to a built API page and an anchor on it', () => {
  const targets = [...new Set(amxxMappings.flatMap((m) => m.nodemod.map((e) => e.target)))];
  expect(targets.length).toBeGreaterThan(60);
  expect(missingTargets(targets)).toEqual([]);
  // A wrong anchor or page is reported.
  expect(missingTargets(['nodemod/Interface/Engine#nosuchmember', 'nodemod/Interface/NoSuchPage'])).toHaveLength(2);
});

test('the guide is in the sidebar and shows every row with its links', async ({page}) => {
  await page.goto('/docs/guides/amx-mod-x');
  await waitForHydration(page);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Coming from AMX Mod X');
  await expect(
    page.locator('.theme-doc-sidebar-menu').getByRole('link', {name: 'Coming from AMX Mod X'}),
  ).toHaveAttribute('aria-current', 'page');

  // The guide shows AMX Mod X's topics; ReAPI's names have a page of their own (amxxGuidePage).
  const onPage = async (route: string, mappings: typeof amxxMappings) => {
    await page.goto(route);
    await waitForHydration(page);
    for (const topic of new Set(mappings.map((m) => m.topic))) {
      const table = page.getByRole('table', {name: amxxTopics[topic]});
      const rows = mappings.filter((m) => m.topic === topic);
      await expect(table.locator('tbody tr'), `rows of ${topic}`).toHaveCount(rows.length);
    }
    const hrefs = await page
      .locator('main table:has(caption) a[href^="/docs/api/"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    const expected = mappings.flatMap((m) => m.nodemod.map((e) => apiHref(e.target)));
    expect(hrefs.sort()).toEqual(expected.sort());
  };
  const reapiRows = amxxMappings.filter((m) => amxxGuidePage(m.include) === '/docs/guides/reapi');
  expect(reapiRows.length).toBeGreaterThan(100);
  await onPage('/docs/guides/reapi', reapiRows);
  expect(await page.locator('tr[id="amxx-var_health"]').count()).toBe(1);
  await onPage(
    '/docs/guides/amx-mod-x',
    amxxMappings.filter((m) => !reapiRows.includes(m)),
  );

  // A link leads to the member: the target heading is on the page it opens. The blocks
  // are laid out first: a table far down the guide is laid out only as it comes near the
  // screen, and the tables around it taking their real height while Playwright scrolls to
  // the link could move it between its check of the spot and its click (1 run in 6).
  const first = amxxMappings.find((m) => m.amxx === 'register_clcmd')!;
  await layOutEveryBlock(page);
  await page
    .locator(`main a[href="${apiHref(first.nodemod[0].target)}"]`)
    .first()
    .click();
  const href = apiHref(first.nodemod[0].target);
  await expect(page).toHaveURL(new RegExp(`${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  const anchor = first.nodemod[0].target.split('#')[1];
  await expect(page.locator(`[id="${anchor}"]`)).toBeVisible();
});
