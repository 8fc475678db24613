/**
 * The server's life cycle (docs/guides/server-lifecycle.mdx): its timelines are
 * ordered lists in the static HTML, one per phase, each step with its source line;
 * every event a step names leads to an entry of the built reference; its Markdown
 * twin keeps the steps as numbered lists. That each cited line exists at its pinned
 * commit is checked without a build (tests/source/source-citations.spec.ts).
 */
import {readFileSync} from 'node:fs';
import {baseURL} from '../../playwright.config';
import {expect, test} from '../support/fixtures';

const route = '/docs/guides/server-lifecycle';

/** The phases the timeline covers, by their headings. */
const phases = [
  'Server start and plugin attach',
  'Map load',
  'One frame',
  'A client joins',
  'A client leaves',
  'A map change',
  'A reload',
];

test('without JavaScript, each phase is a numbered timeline whose every step cites its source', async ({browser}) => {
  const context = await browser.newContext({baseURL, javaScriptEnabled: false});
  try {
    const page = await context.newPage();
    await page.goto(route);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('When things happen');
    for (const phase of phases) await expect(page.getByRole('heading', {level: 2, name: phase})).toBeVisible();
    const timelines = page.locator('article .nm-timeline > ol');
    await expect(timelines).toHaveCount(phases.length);
    const steps = await page.locator('article .nm-timeline > ol > li').evaluateAll((items) =>
      items.map((li) => ({
        lead: li.querySelector('strong')?.textContent ?? '',
        sources: Array.from(li.querySelectorAll('a[href*="/blob/"]'), (a) => a.getAttribute('href')!),
        // The number in its disc, which the list's counter writes.
        marker: getComputedStyle(li, '::before').content,
      })),
    );
    expect(steps.length).toBeGreaterThanOrEqual(20);
    for (const [i, step] of steps.entries()) {
      expect(step.lead, `step ${i + 1} opens with its headline`).not.toBe('');
      expect(step.sources.length, `${step.lead}: a source line`).toBeGreaterThan(0);
      expect(step.marker, `${step.lead}: numbered`).toMatch(/counter\(nm-step\)|^"?\d+"?$/);
    }
    // Without JavaScript: React never ran.
    await expect(page.locator('html')).not.toHaveAttribute('data-has-hydrated', 'true');
  } finally {
    await context.close();
  }
});

test('every event the page names leads to its entry in the reference', async ({page}) => {
  await page.goto(route);
  const targets = await page
    .locator('article a[href^="/docs/api/nodemod/Interface/EventCallbacks#"]')
    .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href')!))]);
  expect(targets.length).toBeGreaterThanOrEqual(20);
  const html = readFileSync('build/docs/api/nodemod/Interface/EventCallbacks/index.html', 'utf8');
  for (const target of targets) {
    const id = target.split('#')[1];
    // The built HTML is minified: an attribute value without quotes has none.
    expect(html, `${target}: an entry of that id`).toMatch(new RegExp(`\\sid="?${id}[\\s">]`));
  }
});

test('the Markdown twin keeps the phases and their numbered steps', async ({request}) => {
  const response = await request.get(`${route}.md`);
  expect(response.status()).toBe(200);
  const text = await response.text();
  for (const phase of phases) expect(text).toContain(`## ${phase}`);
  expect(text.match(/^1\. \*\*/gm)?.length).toBe(phases.length);
  expect(text).toContain('https://github.com/dreamstalker/rehlds/blob/');
});

test('the page opens with its seven phases at a glance, each a link to its section, on the first screen', async ({
  page,
}) => {
  for (const viewport of [
    {width: 1280, height: 800},
    {width: 390, height: 844},
  ]) {
    await page.setViewportSize(viewport);
    await page.goto(route);
    const overview = page.getByRole('navigation', {name: 'The life at a glance'});
    const links = overview.locator('li > a');
    await expect(links).toHaveCount(phases.length);
    // In the order of the sections, each to its heading's id.
    const ids = await page
      .locator('article h2')
      .evaluateAll((headings) => headings.map((h) => [h.textContent!.replace(/\u200b|#$/g, '').trim(), h.id]));
    const expected = phases.map((phase) => `#${ids.find(([text]) => text === phase)![1]}`);
    expect(await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')))).toEqual(expected);
    // Each phase is a line or two, and the whole overview fits one screen; on a desktop
    // screen it is on the first one, under the page's opening paragraph.
    const box = (await overview.boundingBox())!;
    expect(box.height, `${viewport.width} px: the overview's height`).toBeLessThanOrEqual(viewport.height * 0.75);
    if (viewport.width === 1280) expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
    const texts = await overview.locator('li').allTextContents();
    for (const text of texts) expect(text.length, text).toBeLessThan(120);
  }
  // A reader follows one.
  await page.setViewportSize({width: 1280, height: 800});
  await page.getByRole('navigation', {name: 'The life at a glance'}).getByRole('link', {name: 'A map change'}).click();
  await expect(page).toHaveURL(/#a-map-change$/);
  await expect(page.getByRole('heading', {level: 2, name: 'A map change'})).toBeInViewport();
});

test('a cited source line looks like a source, not like the API names beside it', async ({page}) => {
  await page.goto(route);
  /** The look of the code in each link of a kind. */
  const looks = (selector: string) =>
    page.locator(selector).evaluateAll((links) =>
      links.map((a) => {
        const code = a.querySelector('code')!;
        const [link, box] = [getComputedStyle(a), getComputedStyle(code)];
        return {
          color: link.color,
          size: parseFloat(box.fontSize),
          background: box.backgroundColor,
          border: box.borderTopWidth,
        };
      }),
    );
  const sources = await looks('article a[href^="https://github.com/"][href*="/blob/"]:has(> code)');
  const names = await looks('article a[href^="/docs/api/"]:has(> code)');
  expect(sources.length).toBeGreaterThanOrEqual(70);
  expect(names.length).toBeGreaterThanOrEqual(20);
  const name = names[0]!;
  for (const source of sources) {
    expect(source.color, 'a source is not in the link colour of the names').not.toBe(name.color);
    expect(source.size, 'a source is set smaller than a name').toBeLessThan(name.size);
    expect(source.background, 'a source has no code box').toBe('rgba(0, 0, 0, 0)');
    expect(source.border).toBe('0px');
  }
  // Every name looks alike: the difference is the kind of link, not the place.
  for (const other of names) expect(other).toEqual(name);
});
