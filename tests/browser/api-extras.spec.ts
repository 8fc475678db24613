/**
 * What the API reference adds to each member beyond its description, in the
 * built site: the line of other names (HLSDK, Metamod, AMX Mod X) and the link
 * to its source, the examples, the name index (`/docs/api/names`), and the
 * flag decoder of the bit-flag enumerations. The data behind them is checked
 * without a build in `tests/source/member-data.spec.ts`; search by those names
 * in `search.spec.ts`.
 */
import {readFileSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import {type Page} from '@playwright/test';
import {expect, test} from '../support/fixtures';
import {waitForHydration} from '../support/page';
import {firstSentence} from '../../src/lib/first-sentence.mjs';

const root = path.resolve(__dirname, '../..');
const json = <T>(file: string): T => JSON.parse(readFileSync(path.join(root, file), 'utf8')) as T;
const memberSources = json<{sources: Record<string, string>}>('api-src/member-sources.json');
const sourceFiles = json<{commits: Record<string, {commit: string}>; files: Record<string, Record<string, number>>}>(
  'tests/fixtures/source-files.json',
);
const repoKeys: Record<string, string> = {'nodemod-goldsrc': 'plugin', 'core-goldsrc': 'core'};

/** The built HTML of every API page, by its path under /docs/api/. */
function apiPages(): Map<string, string> {
  const pages = new Map<string, string>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) walk(file);
      else if (name === 'index.html') {
        pages.set(path.relative(path.join(root, 'build', 'docs', 'api'), dir), readFileSync(file, 'utf8'));
      }
    }
  };
  for (const api of ['core', 'nodemod']) walk(path.join(root, 'build', 'docs', 'api', api));
  return pages;
}

/** The sections of a page's article, one per `h3`, keyed by the heading's id. */
function sections(html: string): Map<string, string> {
  const article = html.slice(html.indexOf('<article'), html.indexOf('</article>'));
  const out = new Map<string, string>();
  for (const part of article.split(/(?=<h3\b)/).slice(1)) {
    const id = part.match(/^<h3[^>]*\bid=["']?([^"'\s>]+)/)?.[1];
    if (id) out.set(id, part);
  }
  return out;
}

test.describe('source links', () => {
  test('every link to the NodeMod sources names a file and line of the pinned commit', () => {
    const links = new Set<string>();
    for (const html of apiPages().values()) {
      for (const m of html.matchAll(/href=["']?(https:\/\/github\.com\/nodemod\/[^"'\s>]+)/g)) links.add(m[1]);
    }
    const bad: string[] = [];
    let lineLinks = 0;
    for (const link of links) {
      const m = link.match(/^https:\/\/github\.com\/nodemod\/([\w-]+)\/blob\/([0-9a-f]{7,40})\/([^#]+)#L(\d+)$/);
      if (!m) continue; // a link to a repository itself, not to a line of it
      lineLinks++;
      const [, repo, commit, file, line] = m;
      const key = repoKeys[repo];
      if (!key) bad.push(`${link}: not a repository of the reference`);
      else if (!sourceFiles.commits[key].commit.startsWith(commit)) bad.push(`${link}: not the pinned commit`);
      else if (sourceFiles.files[key][file] === undefined) bad.push(`${link}: no such file at that commit`);
      else if (Number(line) > sourceFiles.files[key][file])
        bad.push(`${link}: the file has ${sourceFiles.files[key][file]} lines`);
    }
    expect(bad).toEqual([]);
    expect(lineLinks).toBeGreaterThan(1000);
    console.log(`${lineLinks} distinct source links, each to a file and line of the pinned commits`);
  });

  test('every member with a source has its link on its page, in its own section', () => {
    const pages = apiPages();
    const missing: string[] = [];
    let postEvents = 0;
    for (const [key, source] of Object.entries(memberSources.sources)) {
      const [page, member] = key.split('#');
      const html = pages.get(page);
      const [, file, line] = source.split(':');
      const at = `href=["']?https://github\\.com/nodemod/[\\w-]+/blob/[0-9a-f]+/${file.replace(/\./g, '\\.')}`;
      if (!html) {
        missing.push(`${key}: no page`);
        continue;
      }
      // EventCallbacks' post events are lines of their pre events' entries, and their hooks
      // stand in the pre event's file: the entry links that file. Every other member its line.
      if (page === 'nodemod/Interface/EventCallbacks' && /^post/.test(member ?? '')) {
        postEvents++;
        const entry = sections(html).get(member!.replace(/^post/, '').toLowerCase()) ?? '';
        if (!new RegExp(`<p class=["']?nm-post["']? id=["']?${member!.toLowerCase()}[\\s"'>]`).test(entry))
          missing.push(`${key}: no line in its pre event's entry`);
        if (!new RegExp(`${at}#L\\d+["'\\s>]`).test(entry)) missing.push(`${key}: its entry links no line of ${file}`);
        continue;
      }
      const link = new RegExp(`${at}#L${line}["'\\s>]`);
      const where = member === undefined ? html : sections(html).get(member.toLowerCase());
      if (!where || !link.test(where)) missing.push(`${key}: no link to ${source}`);
    }
    expect(missing).toEqual([]);
    expect(postEvents).toBe(205);
  });
});

test.describe('other names', () => {
  test('members show their HLSDK, Metamod and AMX Mod X names', () => {
    const pages = apiPages();
    // In the line under the heading, or in the description when it already names it.
    const shows = (page: string, id: string, ...names: string[]) => {
      // A post event's part is its line, in its pre event's entry. The minified HTML writes
      // `>` in text as it is or as `&gt;`; a name in a table has a `wbr` after its
      // underscores and dots (plugins/table-cards).
      const all = sections(pages.get(page) ?? '');
      const entry = /^post/.test(id)
        ? ((all.get(id.replace(/^post/, '')) ?? '').match(
            // To the paragraph's end, written or implied by the next block (the minifier leaves out `</p>`).
            new RegExp(
              `<p class=["']?nm-post["']? id=["']?${id}[\\s"'>][\\s\\S]*?(?=</p>|<(?:p|ul|ol|h\\d|div|pre)[\\s>]|$)`,
            ),
          )?.[0] ?? '')
        : (all.get(id) ?? '');
      const section = entry.replace(/&gt;/g, '>').replace(/<wbr>/g, '');
      // A paragraph under the heading; for a post event, its line in its pre event's entry.
      expect(section, `${page}#${id} has a line of names`).toMatch(/<p class=["']?(?:[\w-]+ )*nm-(?:also|post)[ "'>]/);
      for (const name of names) expect(section, `${page}#${id} shows ${name}`).toContain(`<code>${name}</code>`);
    };
    shows('nodemod/Interface/Engine', 'precachemodel', 'EngFunc_PrecacheModel');
    shows('nodemod/Interface/Engine', 'clientcommand', 'client_cmd');
    shows('nodemod/Interface/DLL', 'clientputinserver', 'DLLFunc_ClientPutInServer');
    shows('nodemod/Interface/EventCallbacks', 'dllplayerprethink', 'FM_PlayerPreThink');
    shows('nodemod/Interface/EventCallbacks', 'postdllclientputinserver', 'client_putinserver');
    shows('nodemod/Interface/Entvars', 'health', 'pev->health', 'pev_health');
    shows('nodemod/Enumeration/FL', 'onground', 'FL_ONGROUND');
    shows('nodemod/Enumeration/META_RES', 'supercede', 'FMRES_SUPERCEDE', 'MRES_SUPERCEDE');
  });

  test('the name index lists them in a table that filters as you type', async ({page}) => {
    await page.goto('/docs/api/names/amx-mod-x');
    await waitForHydration(page);
    const rows = page.locator('table.nm-name-index tbody tr');
    const total = await rows.count();
    expect(total).toBeGreaterThan(900);
    const filter = page.getByLabel('Filter');
    await filter.fill('pev_health');
    const visible = page.locator('table.nm-name-index tbody tr:not([hidden])');
    await expect(visible).toHaveCount(1);
    await expect(visible.first()).toContainText('AMX Mod X fakemeta_const.inc');
    // The other letters' tables and headings are hidden with their rows.
    await expect(page.locator('table.nm-name-index:not([hidden])')).toHaveCount(1);
    await expect(page.locator('h2#names-p')).toBeVisible();
    await expect(page.locator('h2#names-a')).toBeHidden();
    await expect(page.locator('output', {hasText: 'of'})).toHaveText(`1 of ${total} names`);
    await visible.getByRole('link', {name: 'Entvars.health'}).click();
    await expect(page).toHaveURL(/\/docs\/api\/nodemod\/Interface\/Entvars#health$/);
    await page.goBack();
    // A member's code finds every name it has: AMX Mod X's here, the HLSDK's on the other page.
    await page.getByLabel('Filter').fill('nodemod.eng.setModel');
    // Text content: a table off the screen is not laid out, so it has no rendered text yet.
    // The rows follow the box once React has rendered the typed text (a deferred value): wait for them.
    const shownNames = () => page.locator('table.nm-name-index tbody tr:not([hidden]) th').allTextContents();
    await expect.poll(shownNames).toEqual(expect.arrayContaining(['EngFunc_SetModel']));
    const names = await shownNames();
    expect(names).not.toContain('pfnSetModel');
    await page.getByLabel('Filter').fill('');
    await expect(visible).toHaveCount(total);
    await page.goto('/docs/api/names?q=nodemod.eng.setModel');
    await waitForHydration(page);
    await expect.poll(shownNames).toEqual(expect.arrayContaining(['pfnSetModel']));
    const sdk = await shownNames();
    expect(sdk).not.toContain('EngFunc_SetModel');
  });

  test('each page of the name index holds the names of its source, and a name known to both is on both', () => {
    const rowsOf = (file: string) => {
      const html = readFileSync(path.join('build', ...file.split('/'), 'index.html'), 'utf8');
      // Minified: a row ends where the next begins; its last cell is "Known in".
      return new Map(
        [...html.matchAll(/<tr id=["']?(name-[^"' >]+)["']?>([\s\S]*?)(?=<tr|<\/tbody)/g)].map((m) => [
          m[1]!,
          m[2]!
            .split(/<td>/)
            .at(-1)!
            .replace(/<[^>]+>/g, ''),
        ]),
      );
    };
    const sdk = rowsOf('docs/api/names');
    const amxx = rowsOf('docs/api/names/amx-mod-x');
    expect(sdk.size).toBeGreaterThan(500);
    expect(amxx.size).toBeGreaterThan(900);
    const knownIn = (known: string) => known.split(/, (?=HLSDK|Engine|Metamod|AMX Mod X)/);
    const wrong = [
      ...[...sdk].filter(([, known]) => knownIn(known).every((k) => k.startsWith('AMX Mod X'))).map(([id]) => id),
      ...[...amxx].filter(([, known]) => !knownIn(known).some((k) => k.startsWith('AMX Mod X'))).map(([id]) => id),
    ];
    expect(wrong).toEqual([]);
    // A name of both sources (an AMX Mod X constant the HLSDK also has) is on both pages.
    const both = [...sdk].filter(([, known]) => knownIn(known).some((k) => k.startsWith('AMX Mod X')));
    expect(both.length).toBeGreaterThan(100);
    expect(both.filter(([id]) => !amxx.has(id)).map(([id]) => id)).toEqual([]);
  });

  test('the filter comes first, keeps its query in the address, and a link to a filtered index opens filtered', async ({
    page,
  }) => {
    await page.goto('/docs/api/names/amx-mod-x?q=register_clcmd');
    await waitForHydration(page);
    const filter = page.getByLabel('Filter');
    await expect(filter).toHaveValue('register_clcmd');
    // The box is on the first screen, above the tables.
    await expect(filter).toBeInViewport();
    const visible = page.locator('table.nm-name-index tbody tr:not([hidden])');
    await expect(visible).toHaveCount(1);
    // A name the guide maps to several members leads to the guide's row.
    const toGuide = visible.locator('a[href*="/docs/guides/amx-mod-x#"]');
    await expect(toGuide).toHaveAttribute('href', '/docs/guides/amx-mod-x#amxx-register_clcmd');
    await toGuide.click();
    await expect(page).toHaveURL(/\/docs\/guides\/amx-mod-x#amxx-register_clcmd$/);
    await expect(page.locator('#amxx-register_clcmd')).toBeInViewport();
    await page.goBack();
    // Typing changes the address without adding history entries.
    await page.getByLabel('Filter').fill('pev_health');
    await expect(page).toHaveURL(/\?q=pev_health$/);
    // Nothing found: the page says where to look next, first the other page with the query.
    await page.getByLabel('Filter').fill('get_no_such_native');
    const hint = page.locator('.nm-name-filter .alert');
    await expect(hint).toContainText('search box');
    await expect(hint.getByRole('link', {name: 'HLSDK and Metamod names'})).toHaveAttribute(
      'href',
      '/docs/api/names?q=get_no_such_native',
    );
    await expect(hint.getByRole('link', {name: 'guide for AMX Mod X authors'})).toHaveAttribute(
      'href',
      '/docs/guides/amx-mod-x',
    );
    await page.getByLabel('Filter').fill('');
    await expect(page).toHaveURL(/\/docs\/api\/names\/amx-mod-x$/);
    await expect(hint).toHaveCount(0);
  });

  test('every name the AMX Mod X guide maps has a row, with an anchor, leading to its member or the guide', () => {
    const html = readFileSync(path.join('build', 'docs', 'api', 'names', 'amx-mod-x', 'index.html'), 'utf8');
    const guide = readFileSync(path.join('build', 'docs', 'guides', 'amx-mod-x', 'index.html'), 'utf8');
    const rows = (JSON.parse(readFileSync('plugins/site-data/amxmodx-map.json', 'utf8')) as {rows: {amxx: string}[]})
      .rows;
    const missing = rows
      .map(({amxx}) => amxx)
      .filter((name) => !new RegExp(`<tr id=["']?name-${name}["' >]`).test(html));
    expect(missing).toEqual([]);
    // Each guide row the index links to exists.
    const targets = [...html.matchAll(/href=["']?\/docs\/guides\/amx-mod-x#([\w-]+)/g)].map((m) => m[1]!);
    expect(targets.length).toBeGreaterThan(50);
    for (const id of targets) expect(guide, `guide row ${id}`).toMatch(new RegExp(`<tr id=["']?${id}["' >]`));
  });

  for (const width of [1280, 390]) {
    test(`the name index fits the column at ${width} px, the NodeMod member second`, async ({page}) => {
      await page.setViewportSize({width, height: 800});
      await page.goto('/docs/api/names/amx-mod-x#name-pev_health');
      await waitForHydration(page);
      const row = page.locator('#name-pev_health');
      await expect(row).toBeInViewport();
      await expect(row.locator('td').first()).toContainText('Entvars.health');
      const fits = await page
        .locator('table.nm-name-index')
        .first()
        .evaluate((table) => {
          const article = table.closest('.markdown')!.getBoundingClientRect();
          const box = table.getBoundingClientRect();
          return box.right <= article.right + 1 && table.scrollWidth <= table.clientWidth + 1;
        });
      expect(fits).toBe(true);
    });
  }

  test('a name with no NodeMod member gets its short answer in its row, from the guide, and the way there', async ({
    page,
  }) => {
    const rows = (
      JSON.parse(readFileSync('plugins/site-data/amxmodx-map.json', 'utf8')) as {
        rows: {amxx: string; nodemod: unknown[]; note?: string}[];
      }
    ).rows.filter((row) => row.nodemod.length === 0);
    expect(rows.length).toBeGreaterThan(100);
    // In the built page (minified: a row ends where the next begins): each such row holds the
    // first sentence of the guide's note (src/lib/first-sentence.mjs, tested on its own in
    // tests/unit/first-sentence.test.mjs).
    const built = readFileSync(path.join('build', 'docs', 'api', 'names', 'amx-mod-x', 'index.html'), 'utf8');
    // A cell's text: no tags (a long name has a `wbr`), entities read.
    const plain = (text: string) =>
      text
        .replace(/<[^>]+>/g, '')
        .replace(/&#x27;|&#39;/g, "'")
        .replace(/&quot;/g, '"')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&');
    const missing = rows.filter((row) => {
      const cell =
        built.match(new RegExp(`<tr id=["']?name-${row.amxx}["' >][\\s\\S]*?(?=<tr|</tbody|</table)`))?.[0] ?? '';
      const first = row.note ? firstSentence(row.note) : '';
      return !first || !plain(cell).includes(first.replace(/`/g, ''));
    });
    expect(missing.map((row) => row.amxx)).toEqual([]);
    expect(built).not.toContain('No equivalent: see the guide');
    // As a reader finds it: set_task's answer is setTimeout, and the guide's row is a link away.
    await page.goto('/docs/api/names/amx-mod-x?q=set_task');
    await waitForHydration(page);
    const row = page.locator('#name-set_task');
    await expect(row.locator('td').first()).toContainText(
      "Use Node's setTimeout or setInterval, in milliseconds rather than seconds.",
    );
    await expect(row.locator('td').first().locator('code').first()).toHaveText('setTimeout');
    await expect(row.getByRole('link', {name: 'the guide'})).toHaveAttribute(
      'href',
      '/docs/guides/amx-mod-x#amxx-set_task',
    );
  });

  test('without JavaScript the name index is the whole plain table, with no filter box', async ({browser}) => {
    const context = await browser.newContext({javaScriptEnabled: false});
    const page = await context.newPage();
    try {
      await page.goto('/docs/api/names/amx-mod-x');
      expect(await page.locator('table.nm-name-index tbody tr:not([hidden])').count()).toBeGreaterThan(900);
      await expect(page.getByLabel('Filter')).toBeHidden();
      await expect(page.locator('table.nm-name-index', {hasText: 'FMRES_SUPERCEDE'})).toHaveCount(1);
    } finally {
      await context.close();
    }
  });
});

test.describe('examples', () => {
  test('every member of the core modules shows one under its description', () => {
    const pages = apiPages();
    const without: string[] = [];
    let members = 0;
    for (const [page, html] of pages) {
      if (!/^core\/\w+\/Class\/default$/.test(page)) continue;
      for (const [id, section] of sections(html)) {
        // Node's EventEmitter methods that the msg service inherits are Node's, not the module's.
        if (id === 'constructor' || section.includes('<strong>Inherited from</strong>')) continue;
        members++;
        if (!section.includes('theme-code-block')) without.push(`${page}#${id}`);
      }
    }
    expect(without).toEqual([]);
    expect(members).toBeGreaterThan(150);
  });
});

/** The flag decoder of a page: its value box, its result and its boxes. */
function decoder(page: Page) {
  const group = page.getByRole('group', {name: /^Decode a value of \w+$/});
  return {
    group,
    value: group.getByLabel('Value', {exact: true}),
    result: group.locator('output'),
    flag: (name: string) => group.getByRole('checkbox', {name: new RegExp(`^${name}( / \\w+)? 0x`)}),
  };
}

test.describe('the flag decoder', () => {
  test('decodes a value into its flags, and ticked flags into a value', async ({page}) => {
    await page.goto('/docs/api/nodemod/Enumeration/FL');
    await waitForHydration(page);
    const d = decoder(page);
    await expect(d.group).toBeVisible();
    // The field starts empty, so a first click and typing gives exactly what was typed.
    await expect(d.value).toHaveValue('');
    await expect(d.value).toHaveAttribute('placeholder', /0x/);
    await d.value.click();
    await d.value.pressSequentially('0x208');
    await expect(d.value).toHaveValue('0x208');
    // FL.CLIENT is 8 and FL.ONGROUND is 512: 0x208.
    await expect(d.result).toHaveText('520 = 0x208: FL.CLIENT | FL.ONGROUND');
    await expect(d.flag('CLIENT')).toBeChecked();
    await expect(d.flag('ONGROUND')).toBeChecked();
    await expect(d.flag('FLY')).not.toBeChecked();
    // Ticking a flag adds its bit to the value, written in the base the reader typed.
    await d.flag('FLY').check();
    await expect(d.value).toHaveValue('0x209');
    await expect(d.result).toHaveText('521 = 0x209: FL.FLY | FL.CLIENT | FL.ONGROUND');
    await d.value.fill('521');
    await d.flag('ONGROUND').uncheck();
    await expect(d.value).toHaveValue('9');
    // A signed 32-bit field (pev->flags is an int) reads as the same bits.
    await d.value.fill('-2147483648');
    await expect(d.result).toHaveText('2147483648 = 0x80000000: FL.DORMANT');
    // What is not a value says so, styled as an error, and no box stays ticked.
    await d.value.fill('0xZZ');
    await expect(d.result).toContainText('Not a value');
    await expect(d.result).toHaveClass(/alert--danger/);
    await expect(d.value).toHaveAttribute('aria-invalid', 'true');
    await expect(d.group.getByRole('checkbox', {checked: true})).toHaveCount(0);
    // Ticking from there starts a new value.
    await d.flag('CLIENT').check();
    await expect(d.value).toHaveValue('0x8');
  });

  test('names the bits an enumeration does not name, and both names of a shared bit', async ({page}) => {
    await page.goto('/docs/api/nodemod/Enumeration/PFLAG');
    await waitForHydration(page);
    const d = decoder(page);
    await d.value.fill('65');
    await expect(d.result).toHaveText('65 = 0x41: PFLAG.ONLADDER / ONSWING and 0x40, bits that PFLAG does not name');
    await d.value.fill('0');
    await expect(d.result).toHaveText('0: no flag set.');
  });

  test('is on every bit-flag enumeration page and no other, and its code loads only there', async ({page}) => {
    const flagPages = ['SND', 'FCVAR', 'IN_BUTTON', 'FL', 'EF', 'DMG', 'PFLAG', 'HIDEHUD', 'FEV'];
    const pages = apiPages();
    const withDecoder = [...pages]
      .filter(([, html]) => /Decode a value of (<!-- -->)?\w+/.test(html))
      .map(([p]) => p.replace('nodemod/Enumeration/', ''));
    expect(withDecoder.sort()).toEqual([...flagPages].sort());

    // The built scripts that hold the decoder's code (each flag page's own chunk).
    const scriptDir = path.join(root, 'build', 'assets', 'js');
    const decoderChunks = readdirSync(scriptDir)
      .filter(
        (name) =>
          name.endsWith('.js') && readFileSync(path.join(scriptDir, name), 'utf8').includes('Decode a value of '),
      )
      .map((name) => `/assets/js/${name}`);
    expect(decoderChunks.length).toBeGreaterThan(0);

    // The page's own record of what it fetched (its resource entries, from its first request),
    // read once it has loaded, hydrated and had no request for 500 ms: the decoder's chunks it
    // ran as scripts. Prefetches of the pages its links lead to (initiator `link`) are the
    // reader's next pages, not this page's code.
    const decoderScripts = async (url: string) => {
      await page.goto(url, {waitUntil: 'networkidle'});
      await waitForHydration(page);
      const scripts = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
          .map((entry) => new URL(entry.name).pathname),
      );
      return scripts.filter((script) => decoderChunks.includes(script));
    };
    // No entry is dropped: the buffer holds 250 by default.
    await page.addInitScript(() => performance.setResourceTimingBufferSize(5000));
    expect(await decoderScripts('/docs/api/nodemod/Enumeration/DMG'), 'the decoder on its page').toHaveLength(1);
    expect(await decoderScripts('/docs/api/nodemod/Interface/Engine'), 'an API page without one').toEqual([]);
    expect(await decoderScripts('/'), 'the home page').toEqual([]);

    // The same check on a page made faulty: the home page, which loads a decoder chunk a quarter
    // of a second after its load event, as a lazy import would (seen only because the check
    // waits for the network to go quiet).
    await page.addInitScript((src) => {
      addEventListener('load', () =>
        setTimeout(() => document.head.append(Object.assign(document.createElement('script'), {src})), 250),
      );
    }, decoderChunks[0]);
    expect(await decoderScripts('/'), 'the home page made faulty').toEqual([decoderChunks[0]]);
  });

  test('without JavaScript the page is the plain list of members', async ({browser}) => {
    const context = await browser.newContext({javaScriptEnabled: false});
    const page = await context.newPage();
    try {
      await page.goto('/docs/api/nodemod/Enumeration/IN_BUTTON');
      await expect(page.getByRole('group', {name: /Decode/})).toBeHidden();
      await expect(page.locator('h3#attack')).toBeVisible();
    } finally {
      await context.close();
    }
  });
});

test.describe('API changes', () => {
  const history = json<{
    releases: {package: 'core' | 'plugin'; version: string; previous?: string | null; changes: unknown[]}[];
    migration: unknown[];
  }>('plugins/site-data/api-history.json');
  const anchor = (pkg: string, version: string) =>
    `${pkg === 'core' ? 'core' : 'nodemod'}-${version.replace(/\./g, '-')}`;

  test('the changes page has a section for every release, with its changes or a line saying there are none', async ({
    page,
  }) => {
    await page.goto('/docs/api/changes');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('API changes');
    // The API sidebar leads to it.
    await expect(page.locator('.theme-doc-sidebar-menu').getByRole('link', {name: 'API changes'})).toHaveAttribute(
      'aria-current',
      'page',
    );
    /** What a section holds: the items of its change lists and its text, up to the next heading. */
    const section = (id: string) =>
      page.evaluate((id) => {
        const heading = document.getElementById(id);
        if (!heading) return null;
        const walker = document.createTreeWalker(document.querySelector('article')!, NodeFilter.SHOW_ELEMENT);
        walker.currentNode = heading;
        let items = 0;
        let text = '';
        for (let node = walker.nextNode() as Element | null; node; node = walker.nextNode() as Element | null) {
          if (/^H[23]$/.test(node.tagName)) break;
          if (node.tagName === 'LI' && node.parentElement?.matches('ul.nm-api-changes')) items += 1;
          if (node.tagName === 'P') text += `${node.textContent} `;
        }
        return {items, text};
      }, id);
    expect(history.releases.length).toBeGreaterThan(10);
    for (const release of history.releases) {
      const id = anchor(release.package, release.version);
      await expect(page.locator(`h3#${id}`)).toHaveText(release.version);
      const held = await section(id);
      expect(held, id).not.toBeNull();
      expect(held!.items, `${id}: one item per change`).toBe(release.changes.length);
      if (release.changes.length === 0) expect(held!.text, id).toMatch(/No change|The first release/);
    }
    const every = await section('every-difference');
    expect(every!.items).toBe(history.migration.length);
    // The migration's samples come in pairs, titled; the "before" ones, written for the
    // pre-release API, link no name into this reference.
    const before = page.locator('.nm-api-pre-release');
    await expect(before).toHaveCount(4);
    for (const block of await before.all()) {
      await expect(block).toContainText('Before: the pre-release API');
      await expect(block.locator('a')).toHaveCount(0);
    }
    await expect(page.locator('.theme-code-block', {hasText: 'After: NodeMod 1.0.7'})).toHaveCount(4);
    await expect(
      page.locator('.theme-code-block', {hasText: 'After: NodeMod 1.0.7'}).first().getByRole('link', {
        name: 'nodemodCore.cmd.register',
      }),
    ).toHaveAttribute('href', '/docs/api/core/cmd/Class/default#register');
  });

  test("a change leads to its member in the reference, and the member's line leads back to its release", async ({
    page,
  }) => {
    await page.goto('/docs/api/changes');
    await page
      .locator('li', {hasText: 'nodemodCore.cmd.getCommands'})
      .first()
      .getByRole('link', {name: 'nodemodCore.cmd.getCommands'})
      .click();
    await expect(page).toHaveURL(/\/docs\/api\/core\/cmd\/Class\/default#getcommands$/);
    await expect(page.locator('h3#getcommands')).toBeInViewport();
    // The member added since the pre-release API names the releases that added it.
    await page.goto('/docs/api/nodemod/Function/getMetaResult');
    await page.getByRole('link', {name: 'Added in @nodemod/core 1.0.5, NodeMod 1.0.7'}).click();
    await expect(page).toHaveURL(/\/docs\/api\/changes#core-1-0-5-nodemod-getmetaresult$/);
    const entry = page.locator('li#core-1-0-5-nodemod-getmetaresult');
    await expect(entry).toBeInViewport();
    await expect(entry).toContainText('Added the function nodemod.getMetaResult()');
    // A member as old as the pre-release API has no such line.
    await page.goto('/docs/api/nodemod/Function/setMetaResult');
    await expect(page.locator('article')).not.toContainText(/Added in|Changed in/);
  });
});
