import {readFileSync} from 'node:fs';
import type {Page} from '@playwright/test';
import {layOutEveryBlock} from './page';
import type {AxeResults, RunOptions} from 'axe-core';

/** axe's WCAG 2.0, 2.1 and 2.2 success criteria, levels A and AA. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** axe's best practices (landmarks, headings, regions…), run on top of the WCAG rules. */
const bestPracticeTag = 'best-practice';

/** The options of every axe run of the quality gate. */
const runOptions: RunOptions = {runOnly: {type: 'tag', values: [...wcagTags, bestPracticeTag]}};

/** axe's script; a sweep over many pages adds it to its browser context once (`addInitScript`). */
export const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

// axe measures boxes: blocks not laid out yet have estimates (axe-core issue 2768),
// and it would report sizes, overlaps and colours that no reader sees.
/** Puts axe in the page, unless an init script already has. */
async function ensureAxe(page: Page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
}

/**
 * Runs axe in the page as it is. axe is injected through the DevTools protocol
 * (which the page's Content-Security-Policy does not govern) and run once in the
 * page itself. @axe-core/playwright's builder runs it in parts and finishes in a
 * second, blank page, which took about twice as long; this site has no frames,
 * the one thing that mode is for.
 */
async function runAxe(page: Page, options: RunOptions): Promise<AxeResults> {
  await ensureAxe(page);
  await layOutEveryBlock(page);
  return page.evaluate(
    (opts) =>
      (window as unknown as {axe: {run: (c: Document, o: RunOptions) => Promise<AxeResults>}}).axe.run(document, opts),
    options,
  );
}

/** The rules that depend on the colour mode: text contrast, and links told apart from their text by colour alone. */
const colourRules = ['color-contrast', 'link-in-text-block'];

/**
 * Which of the gate's rules to run: all of them, or only the colour rules (a
 * page already checked with the others in the other colour mode: nothing else
 * changes with the mode).
 */
export type AxeRuleSet = 'all' | 'colour';

/** One line per violation: rule, impact, how many elements, and the first few of them with axe's summary. */
function describe(results: AxeResults): string[] {
  return results.violations.map((v) => {
    const nodes = v.nodes
      .slice(0, 3)
      .map((n) => `${n.target.join(' ')}: ${(n.failureSummary ?? '').replace(/\s+/g, ' ').trim()}`)
      .join(' | ');
    return `${v.id} (${v.impact ?? 'no impact'}), ${v.nodes.length} element(s): ${nodes}`;
  });
}

/**
 * The sweep's run: every rule (or only the colour rules) on the whole page,
 * except the two colour rules, which run only on the first visible element of
 * each text style and of each link style that `seenStyles` does not hold yet;
 * those styles are then added to it.
 *
 * A style is an element with its tag, classes and inline style, and those of
 * each of its ancestors (with a table row's parity, for striped tables): the
 * things the site's CSS colours text, links and backgrounds by. Two elements of
 * one style have the same colours, so the colour rules need to see one of them:
 * colour contrast on an element holding text, and link-in-text-block (a link
 * told from its text by more than colour) on a link. On the long API pages
 * these two rules, run over their thousands of code tokens, table cells and
 * links, were most of axe's time. Every style of every page passed through one
 * sweep is still checked at least once.
 */
export async function axeSweepViolations(
  page: Page,
  seenStyles: Set<string>,
  rules: AxeRuleSet = 'all',
): Promise<string[]> {
  await ensureAxe(page);
  await layOutEveryBlock(page);
  const {fresh, results} = await page.evaluate(
    async ({seen, options}) => {
      const known = new Set(seen);
      const style = (el: Element) => {
        const parts: string[] = [];
        for (let e: Element | null = el; e && e !== document.body; e = e.parentElement) {
          let part = e.localName;
          if (e.classList.length) part += '.' + Array.from(e.classList).sort().join('.');
          const inline = e.getAttribute('style');
          if (inline) part += `[${inline}]`;
          if (e.localName === 'tr') part += `:${Array.from(e.parentElement!.children).indexOf(e) % 2}`;
          parts.push(part);
        }
        return parts.join(' < ');
      };
      /** The first visible element of each style not seen yet among `elements`, by its style key. */
      const firstOfNewStyles = (elements: Element[], prefix: string) => {
        const first = new Map<string, Element>();
        for (const el of elements) {
          if (!el.checkVisibility({opacityProperty: true, visibilityProperty: true})) continue;
          const key = prefix + style(el);
          if (!known.has(key) && !first.has(key)) first.set(key, el);
        }
        return first;
      };
      const holdsText = (el: Element) =>
        /^(input|select|textarea)$/.test(el.localName) ||
        Array.from(el.childNodes).some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim() !== '');
      // Each colour rule, narrowed to the elements marked with its attribute.
      const narrowed = [
        {
          id: 'color-contrast',
          mark: 'data-axe-contrast',
          picked: firstOfNewStyles(Array.from(document.body.querySelectorAll('*')).filter(holdsText), ''),
        },
        {
          id: 'link-in-text-block',
          mark: 'data-axe-link',
          picked: firstOfNewStyles(Array.from(document.body.querySelectorAll('a[href], [role="link"]')), 'link: '),
        },
      ];
      for (const {mark, picked} of narrowed) for (const el of picked.values()) el.setAttribute(mark, '');
      const axe = (window as unknown as {axe: typeof import('axe-core')}).axe;
      axe.configure({rules: narrowed.map(({id, mark}) => ({id, selector: `[${mark}]`}))});
      try {
        // Without the CSS selectors of the elements found, about a tenth of axe's
        // time; a page with a finding is run again with them, for the report.
        let results = await axe.run(document, {...options, selectors: false});
        if (results.violations.length > 0) results = await axe.run(document, options);
        return {fresh: narrowed.flatMap(({picked}) => [...picked.keys()]), results};
      } finally {
        for (const {mark, picked} of narrowed) for (const el of picked.values()) el.removeAttribute(mark);
        axe.reset();
      }
    },
    {
      seen: [...seenStyles],
      options: {
        ...(rules === 'colour' ? {runOnly: {type: 'rule', values: colourRules}} : runOptions),
        resultTypes: ['violations'],
      } as RunOptions,
    },
  );
  for (const key of fresh) seenStyles.add(key);
  return describe(results);
}

/** The rules axe actually ran on the page, to show which rules the gate holds. */
export async function axeRulesRun(page: Page): Promise<string[]> {
  // Every rule still reports its result; only the elements' details are left out.
  const results = await runAxe(page, {...runOptions, resultTypes: ['violations'], selectors: false});
  return [...results.passes, ...results.violations, ...results.incomplete, ...results.inapplicable].map((r) => r.id);
}
