/**
 * The site for readers who want Markdown (plugins/markdown-twins): `/llms.txt`,
 * `/llms-full.txt`, the twin of every docs page and post at `<route>.md`, and
 * the "Copy page" button and "View as Markdown" link of every docs page, in
 * Chromium against the production build served by deploy/serve.mjs (nginx's
 * answers are checked in nginx.spec.ts).
 */
import {expect, test} from '../support/fixtures';
import {waitForHydration} from '../support/page';
import {sitemapPaths} from '../support/sitemap';

const siteUrl = 'https://nodemod.org';
/** The twin of a route, as the build names it. */
const twinOf = (route: string) => `${route.replace(/\/+$/, '') || '/index'}.md`;

/** The lines of a Markdown text outside its fenced code blocks; throws on an unclosed fence. */
function prose(markdown: string): string[] {
  const out: string[] = [];
  let fence: string | null = null;
  for (const line of markdown.split('\n')) {
    const bare = line.replace(/^(> ?)+/, '');
    const marker = /^\s*(`{3,}|~{3,})/.exec(bare)?.[1];
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length && /^\s*[`~]+\s*$/.test(bare)) fence = null;
      continue;
    }
    if (marker) {
      fence = marker;
      continue;
    }
    out.push(line);
  }
  if (fence) throw new Error('a code fence is never closed');
  return out;
}

/**
 * What every twin must be: Markdown with a title, not a web page, with absolute
 * links. Returns what is wrong (empty when nothing is): one assertion per twin
 * keeps the sweep over every twin fast.
 */
function plainMarkdownProblems(markdown: string, label: string): string[] {
  const problems: string[] = [];
  if (!/^# \S/.test(markdown)) problems.push(`${label}: does not start with a # heading`);
  let lines: string[];
  try {
    lines = prose(markdown);
  } catch (error) {
    return [...problems, `${label}: ${(error as Error).message}`];
  }
  // The text outside code blocks and inline code.
  const text = lines.join('\n').replace(/(`+)[^`]+?\1/g, '');
  const forbidden: [RegExp, string][] = [
    [/<(!doctype|html|head|body|div|script|p|span|table|code|a)\b/i, 'HTML element'],
    [/^(import|export)\s/m, 'MDX import or export'],
    [/^:::/m, 'admonition fence'],
    [/(^|[^\\])<[A-Z]\w*[\s/>]/, 'JSX element'],
    [/\{#[\w-]+\}/, 'heading id'],
  ];
  for (const [pattern, what] of forbidden) {
    const match = pattern.exec(text);
    if (match) problems.push(`${label}: ${what}: ${match[0]}`);
  }
  // Every link and image is absolute.
  for (const [, target] of text.matchAll(/\]\(([^)\s]+)/g))
    if (!/^(https?:|mailto:)/.test(target)) problems.push(`${label}: relative link ${target}`);
  return problems;
}

test('llms.txt links the twin of every docs page and post of the sitemap, grouped by section', async ({request}) => {
  const response = await request.get('/llms.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
  const text = await response.text();
  // llmstxt.org: the name, a summary quote, then sections of links.
  expect(text).toMatch(
    /^# NodeMod\n\n> NodeMod is a Metamod plugin that runs Node\.js inside a Half-Life 1 \(GoldSrc\)/,
  );
  const sections = [...text.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
  expect(sections.slice(0, 4)).toEqual(['Documentation', 'Guides', 'Troubleshooting', 'API reference']);
  expect(sections).toContain('API reference › @nodemod/core › cmd');
  expect(sections).toContain('API reference › nodemod (engine binding) › Enumerations');
  expect(sections.at(-1)).toBe('Blog');

  const links = [...text.matchAll(/^- \[(.+?)\]\((\S+?)\)(?:: (.+))?$/gm)];
  const targets = links.map((m) => m[2]);
  expect(new Set(targets).size).toBe(targets.length);
  const pages = sitemapPaths().filter(
    (p) => p.startsWith('/docs/') || /^\/blog\/(?!tags|authors|archive|page)[^/]+$/.test(p),
  );
  expect(pages.length).toBeGreaterThan(150);
  for (const page of pages) expect(targets, page).toContain(siteUrl + twinOf(page));
  expect(targets.length).toBe(pages.length);
  // Every page has a description, none left as the bare "Source" link of a generated page.
  for (const [line, , , description] of links) {
    expect(description, line).toBeTruthy();
    expect(description, line).not.toMatch(/^Source$/);
  }
  // And every link is served, as Markdown.
  const answers = await Promise.all(
    targets.map(async (target) => {
      const twin = await request.get(new URL(target).pathname);
      return `${target}: ${twin.status()} ${twin.headers()['content-type']}`;
    }),
  );
  expect(answers).toEqual(targets.map((target) => `${target}: 200 text/markdown; charset=utf-8`));
});

test('a twin of each kind is plain Markdown: heading, code fences, absolute links, no HTML shell', async ({
  request,
}) => {
  const cases: [string, (markdown: string) => void][] = [
    [
      '/docs/installation',
      (md) => {
        expect(md).toMatch(/^# Installation\n\n> Build NodeMod/);
        expect(md).toContain('```ini title="addons/metamod/plugins.ini"');
        expect(md).toContain('(https://nodemod.org/docs/installation#which-metamod)');
      },
    ],
    [
      '/docs/guides/amx-mod-x',
      (md) => {
        // The MDX name tables become Markdown tables with links to the reference.
        expect(md).toContain('| AMX Mod X | NodeMod | Notes |');
        expect(md).toMatch(
          /\| `register_clcmd` \(amxmodx\.inc\) \| \[`nodemodCore\.cmd\.registerClient`\]\(https:\/\/nodemod\.org\/docs\/api\/core\/cmd\/Class\/default#registerclient\)/,
        );
      },
    ],
    [
      '/docs/api/nodemod/Interface/Engine',
      (md) => {
        expect(md).toMatch(/^# nodemod\.eng: engine functions\n/);
        expect(md).toContain('### precacheModel() · pfnPrecacheModel\n\n`nodemod.eng.precacheModel(s): number`');
        expect(md).toMatch(
          /\*\*fakemeta\*\* `EngFunc_PrecacheModel` · \[Source\]\(https:\/\/github\.com\/nodemod\/nodemod-goldsrc\/blob\/1d46da0\//,
        );
        expect(md).toMatch(/```ts\n/);
      },
    ],
    [
      '/docs/api/nodemod/Enumeration/FL',
      (md) => {
        // An MDX page of the reference (it has the flag decoder): the calculator is left out.
        expect(md).toMatch(/^# Enumeration: FL\n/);
        expect(md).not.toContain('FlagDecoder');
      },
    ],
    [
      '/docs/api/core/',
      (md) => {
        expect(md).toMatch(/^# @nodemod\/core\n/);
      },
    ],
    [
      '/docs/api/names',
      (md) => {
        expect(md).toContain('| Name | NodeMod | Known in |');
        expect(md).toMatch(
          // Written from the page's table: the name, which the page sets in code, as code; the member as its link.
          /\| `pfnPrecacheModel` \| \[nodemod\.eng\.precacheModel\]\(https:\/\/nodemod\.org\/docs\/api\/nodemod\/Interface\/Engine#precachemodel\)[^|]*\| HLSDK/,
        );
      },
    ],
    [
      '/blog/nodemod-modernized',
      (md) => {
        expect(md).toMatch(/^# NodeMod modernized\n/);
        expect(md).not.toContain('truncate');
      },
    ],
  ];
  for (const [route, check] of cases) {
    const response = await request.get(twinOf(route));
    expect(response.status(), route).toBe(200);
    const markdown = await response.text();
    expect(plainMarkdownProblems(markdown, route)).toEqual([]);
    check(markdown);
  }
});

test('every twin is plain Markdown, and llms-full.txt holds them all with their addresses', async ({request}) => {
  const llms = await (await request.get('/llms.txt')).text();
  const twins = [...llms.matchAll(/^- \[.+?\]\((\S+?)\)/gm)].map((m) => new URL(m[1]).pathname);
  const full = await request.get('/llms-full.txt');
  expect(full.headers()['content-type']).toBe('text/plain; charset=utf-8');
  const text = await full.text();
  expect(text).toMatch(/^# NodeMod\n\n> /);
  const bodies = await Promise.all(twins.map(async (twin) => (await request.get(twin)).text()));
  const problems: string[] = [];
  let at = 0;
  for (const [index, twin] of twins.entries()) {
    const markdown = bodies[index];
    problems.push(...plainMarkdownProblems(markdown, twin));
    // In the order of llms.txt, each after its page's address: the twin's without
    // `.md`, with a slash for a folder's page.
    const bare = `Source: ${siteUrl}${twin.replace(/\.md$/, '')}`;
    const found = [`${bare}\n`, `${bare}/\n`].map((line) => text.indexOf(line, at)).find((i) => i !== -1) ?? -1;
    if (found < at) {
      problems.push(`${twin}: no "${bare}" in llms-full.txt after the previous page`);
      continue;
    }
    const page = text.slice(found, text.indexOf('\n', found));
    if (text.slice(found, found + page.length + 2 + markdown.length - 1) !== `${page}\n\n${markdown.trim()}`)
      problems.push(`${twin}: llms-full.txt does not hold it as served`);
    at = found;
  }
  expect(problems).toEqual([]);
  expect(prose(text).join('\n')).not.toMatch(/\]\((\/|\.\.?\/)/);
});

test('Copy page puts the Markdown twin on the clipboard, from the mouse and the keyboard', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: baseURL});
  await page.goto('/docs/guides/quick-start');
  await waitForHydration(page);
  const twin = await (await page.request.get('/docs/guides/quick-start.md')).text();
  const button = page.getByRole('button', {name: 'Copy page'});
  const status = page.getByRole('status').filter({hasText: /clipboard|copied/});
  await page.evaluate(() => navigator.clipboard.writeText('nothing yet'));
  await button.click();
  await expect(page.getByRole('button', {name: 'Copied'})).toBeVisible();
  await expect(status).toHaveText('The page is on the clipboard as Markdown.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(twin);

  // The keyboard: Tab reaches the button, Enter copies (an API page this time).
  await page.goto('/docs/api/nodemod/Enumeration/FL');
  await waitForHydration(page);
  await page.evaluate(() => navigator.clipboard.writeText('nothing yet'));
  const copy = page.getByRole('button', {name: 'Copy page'});
  await copy.focus();
  await expect(copy).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', {name: 'Copied'})).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    await (await page.request.get('/docs/api/nodemod/Enumeration/FL.md')).text(),
  );
});

test('a failed copy says so and points at the Markdown link', async ({page, context, baseURL}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: baseURL});
  await page.goto('/docs/installation');
  await waitForHydration(page);
  await page.route('**/docs/installation.md', (route) => route.fulfill({status: 500, body: 'no'}));
  await page.getByRole('button', {name: 'Copy page'}).click();
  await expect(page.getByRole('button', {name: 'Copy failed'})).toBeVisible();
  await expect(page.getByRole('status').filter({hasText: 'could not'})).toHaveText(
    'The page could not be copied. Use View as Markdown instead.',
  );
  // It comes back for another try.
  await expect(page.getByRole('button', {name: 'Copy page'})).toBeVisible({timeout: 6000});
});

test('every docs page has the two actions and names its twin in its head; View as Markdown opens the twin', async ({
  page,
}) => {
  for (const route of [
    '/docs/',
    '/docs/installation',
    '/docs/api/',
    '/docs/api/core/cmd/Class/default',
    '/docs/api/names',
  ]) {
    await page.goto(route);
    const link = page.getByRole('link', {name: 'View as Markdown'});
    await expect(link, route).toHaveAttribute('href', twinOf(route));
    // The head names the twin too, for tools that read pages.
    await expect(page.locator('head link[rel="alternate"][type="text/markdown"]'), route).toHaveAttribute(
      'href',
      twinOf(route),
    );
    await expect(page.getByRole('button', {name: 'Copy page'}), route).toBeVisible();
  }
  await page.getByRole('link', {name: 'View as Markdown'}).click();
  await expect(page).toHaveURL(/\/docs\/api\/names\.md$/);
  expect(await page.locator('body').innerText()).toMatch(/^# Name index/);
  // Not on the home page or the blog.
  for (const route of ['/', '/blog/nodemod-modernized']) {
    await page.goto(route);
    await expect(page.getByRole('button', {name: 'Copy page'}), route).toHaveCount(0);
  }
});

test('without JavaScript the link stays and the buttons are hidden', async ({browser, baseURL}) => {
  const context = await browser.newContext({baseURL, javaScriptEnabled: false});
  const page = await context.newPage();
  await page.goto('/docs/installation');
  await expect(page.getByRole('link', {name: 'View as Markdown'})).toBeVisible();
  await expect(page.getByRole('button', {name: 'Copy page'})).toBeHidden();
  await expect(page.getByRole('button', {name: 'Save docs offline'})).toBeHidden();
  await context.close();
});

test('on a phone the actions have their final size from the first paint', async ({browser, baseURL}) => {
  // "Save docs offline" is in the server's HTML, so hydration adds no line under the others.
  const context = await browser.newContext({baseURL, viewport: {width: 390, height: 800}});
  const page = await context.newPage();
  let painted = 0;
  await page.route('**/assets/js/**', async (route) => {
    // Measured before any script has run: the scripts wait for it.
    if (!painted) painted = await page.locator('.nm-page-actions').evaluate((el) => el.getBoundingClientRect().height);
    await route.continue();
  });
  await page.goto('/docs/installation');
  await waitForHydration(page);
  const hydrated = await page.locator('.nm-page-actions').evaluate((el) => el.getBoundingClientRect().height);
  expect(painted).toBeGreaterThan(0);
  expect(hydrated).toBe(painted);
  await expect(page.getByRole('button', {name: 'Save docs offline'})).toBeVisible();
});
