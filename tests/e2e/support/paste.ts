import type { Locator } from '@playwright/test';

/**
 * Pastes `text` into a field as a visitor does: through the system clipboard and Control+V, so the
 * browser runs its own paste (and a `maxlength` would cut it, as it does for people).
 */
export async function pasteInto(field: Locator, text: string): Promise<void> {
  const page = field.page();
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await field.focus();
  await page.keyboard.press('ControlOrMeta+V');
}
