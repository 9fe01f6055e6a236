import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
// WCAG 2.5.3 Label in Name: axe marks this rule experimental, so the tags alone skip it; enabled by name
// beside them, it runs in the same pass (axe-core's "tags and rule enable" options).
const OPTIONS = {
  runOnly: { type: 'tag' as const, values: WCAG_TAGS },
  rules: { 'label-content-name-mismatch': { enabled: true } },
};

/** Fails with the list of WCAG 2.2 A/AA violations (and label-in-name mismatches) on the page as it is now. */
export async function expectNoAxeViolations(page: Page, include?: string) {
  // Legacy mode runs axe in the page itself. The default also opens a blank page to gather the results
  // of cross-origin frames, which the site's pages do not have: two thirds of each check's second.
  expect(page.frames(), 'a page with frames needs axe in its default mode').toHaveLength(1);
  const builder = new AxeBuilder({ page }).options(OPTIONS).setLegacyMode();
  const { violations } = await (include ? builder.include(include) : builder).analyze();
  const summary = violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(summary).toEqual([]);
}

/**
 * The same check for a page shown without JavaScript, where axe cannot run (its work waits on timers the page does not
 * run): the page as it is now (its markup, with dialogs and disclosures as they stand) is checked in a page of its
 * own that runs axe, with no site script, the `<noscript>` content as the visitor sees it, and the styles meant for a
 * browser without script applied.
 */
export async function expectNoAxeViolationsWithoutScript(page: Page) {
  const html = (await page.content())
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<\/?noscript>/g, '')
    .replaceAll('(scripting:none)', 'all')
    .replaceAll('(scripting: none)', 'all');
  const copy = await page.context().browser()!.newPage({ viewport: page.viewportSize(), javaScriptEnabled: true });
  try {
    // At the page's own address, so its pictures and fonts load as they did.
    await copy.route(page.url(), (route) => route.fulfill({ contentType: 'text/html', body: html }));
    await copy.route(/\.js(\?|$)/, (route) => route.abort());
    await copy.goto(page.url());
    await expectNoAxeViolations(copy);
  } finally {
    await copy.close();
  }
}
