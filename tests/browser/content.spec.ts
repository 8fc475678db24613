/**
 * The hand-written pages: the blog post and its list, author and tag pages, the
 * home page. Headings and links of every page are checked by the quality sweep
 * (axe's heading rules), the HTML checker and linkinator; spelling by
 * tests/source/spelling.spec.ts.
 */
import {expect, test} from '../support/fixtures';
import {waitForHydration} from '../support/page';

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
