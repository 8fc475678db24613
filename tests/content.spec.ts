/**
 * The hand-written pages: headings in order, links that lead somewhere, and
 * spelling.
 */
import {spawnSync} from 'node:child_process';
import {expect, test} from '@playwright/test';
import {waitForHydration} from './support/page';

/** The content pages a newcomer reads, and the blog post. */
const pages = [
  '/',
  '/docs/',
  '/docs/installation',
  '/docs/guides/quick-start',
  '/docs/guides/amx-mod-x',
  '/docs/guides/logs-and-errors',
  '/docs/guides/debugger',
  '/docs/examples/',
  '/docs/api/',
  '/docs/api/nodemod/eng',
  '/docs/api/nodemod/dll',
  '/blog/nodemod-modernized',
];

for (const path of pages) {
  test(`${path}: one h1, no skipped heading level, every internal link answers`, async ({page, request}) => {
    await page.goto(path);
    await waitForHydration(page);
    const levels = await page
      .locator('h1, h2, h3, h4, h5, h6')
      .evaluateAll((hs) => hs.map((h) => Number(h.tagName[1])));
    expect(levels.filter((l) => l === 1), 'exactly one h1').toHaveLength(1);
    expect(levels[0], 'the h1 comes first').toBe(1);
    levels.reduce((previous, level) => {
      expect(level, `heading level ${level} after ${previous}`).toBeLessThanOrEqual(previous + 1);
      return level;
    });

    const hrefs = await page
      .locator('main a[href^="/"], article a[href^="/"]')
      .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href')!.split('#')[0]))]);
    for (const href of hrefs) {
      const response = await request.get(href);
      expect(response.status(), `${href} linked from ${path}`).toBe(200);
    }
  });
}

test('the blog post is tagged, dated and truncated on the list', async ({page}) => {
  await page.goto('/blog');
  const post = page.locator('article').first();
  await expect(post.getByRole('heading', {level: 2})).toHaveText('NodeMod modernized');
  await expect(post.locator('time')).toHaveAttribute('datetime', /^2025-01-15/);
  await expect(post.getByRole('link', {name: /Read more/})).toHaveAttribute('href', '/blog/nodemod-modernized');
  for (const tag of ['announcement', 'half-life', 'metamod', 'nodejs', 'release']) {
    await expect(post.getByRole('link', {name: tag, exact: true})).toHaveAttribute('href', `/blog/tags/${tag}`);
  }
  await expect(post).toContainText('min read');
});

test('author and tag pages carry their descriptions', async ({page}) => {
  await page.goto('/blog/authors/nodemod-team');
  await expect(page.getByRole('main')).toContainText('maintain the NodeMod plugin');
  await page.goto('/blog/tags/metamod');
  await expect(page.getByRole('main')).toContainText('Metamod, the layer through which the server loads NodeMod');
});

test('spelling: cspell with the project word list finds nothing', () => {
  test.setTimeout(120_000);
  const run = spawnSync('npx', ['cspell', '--no-progress', '--no-color'], {encoding: 'utf8'});
  const report = `${run.stdout}\n${run.stderr}`.trim();
  console.log(report.split('\n').filter((l) => l.startsWith('CSpell:')).join('\n'));
  expect(report).toMatch(/CSpell: Files checked: \d+, Issues found: 0 in 0 files/);
  expect(run.status, report).toBe(0);
});

test('spelling covers the doc comments of the API declarations, and only their prose', () => {
  // A declaration file with a misspelt comment and misspelt identifiers, checked as if it
  // were in api-src/: only the comment's word is reported.
  const probe = [
    '/**',
    ' * The engine recieves this value.',
    ' * @param pEntidty - the entity',
    ' */',
    'declare function probeFnx(pEntidty: number): void;',
  ].join('\n');
  const run = spawnSync('npx', ['cspell', '--no-progress', '--no-color', 'stdin://api-src/nodemod/probe.d.ts'], {
    input: probe,
    encoding: 'utf8',
  });
  const report = `${run.stdout}\n${run.stderr}`;
  expect(report).toMatch(/probe\.d\.ts:2:\d+ - Unknown word \(recieves\)/);
  expect(report).not.toMatch(/pEntidty|probeFnx/);
  expect(run.status).toBe(1);
});

test('the home page: tagline, calls to action, features, a sample and the diagram', async ({page}) => {
  await page.goto('/');
  await waitForHydration(page);
  const hero = page.locator('header.hero');
  await expect(hero.getByRole('heading', {level: 1})).toHaveText('NodeMod');
  await expect(hero).toContainText('Node.js for Half-Life, through Metamod');
  await expect(hero.getByRole('link', {name: 'Quick start'})).toHaveAttribute('href', '/docs/guides/quick-start');
  await expect(hero.getByRole('link', {name: 'API reference'})).toHaveAttribute('href', '/docs/api/');

  const features = page.getByRole('region', {name: 'Why NodeMod'}).getByRole('heading', {level: 3});
  const count = await features.count();
  expect(count).toBeGreaterThanOrEqual(3);
  expect(count).toBeLessThanOrEqual(6);

  const sample = page.getByRole('region', {name: 'A plugin in a few lines'});
  await expect(sample.locator('pre code')).toContainText("import nodemodCore from '@nodemod/core'");
  // Highlighted by the theme's code block, not shown as plain text.
  await expect(sample.locator('pre code .token').first()).toBeAttached();

  const diagram = page.getByRole('img', {name: 'How NodeMod fits into a Half-Life server'});
  await expect(diagram).toBeVisible();
  for (const layer of ['Half-Life dedicated server', 'Metamod', 'NodeMod', 'Node.js', 'Your plugin']) {
    await expect(diagram.locator('text', {hasText: new RegExp(`^${layer.replace('.', '\\.')}$`)})).toHaveCount(1);
  }
});
