import { expect, type Locator, type Page } from '@playwright/test';

/** A native disclosure (<details>) by the words its summary shows, within `scope`. */
export function disclosure(page: Page, scope: Locator | Page, summary: string | RegExp): Locator {
  return scope.locator('details').filter({ has: page.locator('summary', { hasText: summary }) });
}

/** Whether the disclosure is open: its state, and its content shown or hidden. */
export async function expectOpen(details: Locator, open: boolean) {
  if (open) await expect(details).toHaveAttribute('open', '');
  else await expect(details).not.toHaveAttribute('open');
}
