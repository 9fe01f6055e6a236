import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
// WCAG 2.5.3 Label in Name: axe marks this rule experimental, so the tags above skip it.
const EXTRA_RULES = ['label-content-name-mismatch'];

/** Fails with the list of WCAG 2.2 A/AA violations (and label-in-name mismatches) on the page as it is now. */
export async function expectNoAxeViolations(page: Page, include?: string) {
  const tagged = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  const extra = new AxeBuilder({ page }).withRules(EXTRA_RULES);
  const violations = [];
  // One after the other: axe cannot run twice at once in a page.
  for (const builder of [tagged, extra]) violations.push(...(await (include ? builder.include(include) : builder).analyze()).violations);
  const summary = violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(summary).toEqual([]);
}
