import {readFileSync} from 'node:fs';
import type {Page} from '@playwright/test';
import type {AxeResults, RunOptions} from 'axe-core';

/** axe's WCAG 2.0, 2.1 and 2.2 success criteria, levels A and AA. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** axe's best practices (landmarks, headings, regions…), run on top of the WCAG rules. */
export const bestPracticeTag = 'best-practice';

/** The options of every axe run of the quality gate. */
const runOptions: RunOptions = {runOnly: {type: 'tag', values: [...wcagTags, bestPracticeTag]}};

/** axe's script; a sweep over many pages adds it to its browser context once (`addInitScript`). */
export const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Runs axe in the page as it is. axe is injected through the DevTools protocol
 * (which the page's Content-Security-Policy does not govern) and run once in the
 * page itself. @axe-core/playwright's builder runs it in parts and finishes in a
 * second, blank page, which took about twice as long; this site has no frames,
 * the one thing that mode is for.
 */
async function runAxe(page: Page, options: RunOptions): Promise<AxeResults> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(
    (opts) =>
      (window as unknown as {axe: {run: (c: Document, o: RunOptions) => Promise<AxeResults>}}).axe.run(document, opts),
    options,
  );
}

/**
 * Runs axe on the page with the WCAG 2.2 A/AA rules and the best practices
 * (`contrast: false` leaves out `color-contrast`), and returns one line per violation: rule, impact, how many elements, and the first
 * few of them with axe's summary of what is wrong.
 */
export async function axeViolations(page: Page, {contrast = true}: {contrast?: boolean} = {}): Promise<string[]> {
  const results = await runAxe(page, {
    ...runOptions,
    resultTypes: ['violations'],
    ...(contrast ? {} : {rules: {'color-contrast': {enabled: false}}}),
  });
  return results.violations.map((v) => {
    const nodes = v.nodes
      .slice(0, 3)
      .map((n) => `${n.target.join(' ')}: ${(n.failureSummary ?? '').replace(/\s+/g, ' ').trim()}`)
      .join(' | ');
    return `${v.id} (${v.impact ?? 'no impact'}), ${v.nodes.length} element(s): ${nodes}`;
  });
}

/** The rules axe actually ran on the page, to show which rules the gate holds. */
export async function axeRulesRun(page: Page): Promise<string[]> {
  const results = await runAxe(page, runOptions);
  return [...results.passes, ...results.violations, ...results.incomplete, ...results.inapplicable].map((r) => r.id);
}
