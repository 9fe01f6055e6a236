import type { Locator } from '@playwright/test';

/** The clipboard permissions a context needs for a real paste (Ctrl+V of what was written to the clipboard). */
export const CLIPBOARD = ['clipboard-read', 'clipboard-write'];

/**
 * A real paste: the text is put on the clipboard, then Ctrl+V in the field, where its caret is (the
 * browser inserts it and fires the paste and input events, as for a payer). `replace` selects the
 * field's text first, as a payer does to paste over it.
 */
export async function paste(
  field: Locator,
  text: string,
  { replace = true }: { replace?: boolean } = {},
): Promise<void> {
  await field.page().evaluate((value) => navigator.clipboard.writeText(value), text);
  await field.focus();
  if (replace) await field.press('ControlOrMeta+a');
  await field.press('ControlOrMeta+v');
}
