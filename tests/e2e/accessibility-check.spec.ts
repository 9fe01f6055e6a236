import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';

// The check every page spec runs, seen failing: a WCAG A/AA violation and a Label in Name mismatch
// (an experimental axe rule, enabled beside the tags) each fail it.
test('the accessibility check fails on a WCAG violation and on a label that differs from the visible name', async ({
  page,
}) => {
  await page.setContent(
    '<html lang="en"><title>Check</title><main><h1>Check</h1><img src="data:,"><button aria-label="Close dialog">Open menu</button></main></html>',
  );
  const failure = await expectNoAxeViolations(page).then(
    () => '',
    (error: unknown) => String(error),
  );
  expect(failure).toContain('image-alt');
  expect(failure).toContain('label-content-name-mismatch');
});
