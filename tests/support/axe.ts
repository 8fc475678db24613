import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';

/** axe's WCAG 2.0, 2.1 and 2.2 success criteria, levels A and AA. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** Best-practice rules on headings, run on top of the WCAG ones. */
export const headingRules = ['heading-order', 'page-has-heading-one', 'empty-heading'];

/**
 * Runs axe on the page with the WCAG 2.2 A/AA rules and the heading rules, and
 * returns one line per violation: rule, impact, how many elements, and the first
 * few of them with axe's summary of what is wrong.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({page})
    .options({
      runOnly: {type: 'tag', values: wcagTags},
      rules: Object.fromEntries(headingRules.map((id) => [id, {enabled: true}])),
      resultTypes: ['violations'],
    })
    .analyze();
  return results.violations.map((v) => {
    const nodes = v.nodes
      .slice(0, 3)
      .map((n) => `${n.target.join(' ')}: ${(n.failureSummary ?? '').replace(/\s+/g, ' ').trim()}`)
      .join(' | ');
    return `${v.id} (${v.impact ?? 'no impact'}), ${v.nodes.length} element(s): ${nodes}`;
  });
}

/** The rules axe actually ran on the page, to show the heading rules are among them. */
export async function axeRulesRun(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({page})
    .options({
      runOnly: {type: 'tag', values: wcagTags},
      rules: Object.fromEntries(headingRules.map((id) => [id, {enabled: true}])),
    })
    .analyze();
  return [...results.passes, ...results.violations, ...results.incomplete, ...results.inapplicable].map((r) => r.id);
}
