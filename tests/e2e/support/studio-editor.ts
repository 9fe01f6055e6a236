import { expect, type Locator, type Page } from '@playwright/test';

/** The open document's form, its footer and its actions. */
export const documentPane = (studio: Page) => studio.getByTestId('document-pane');

/** Adds a section of `kind` at the end of the page's sections and returns its dialog, where its fields are. */
export async function addSection(studio: Page, kind: string): Promise<Locator> {
  await documentPane(studio)
    .getByRole('button', { name: /^Add item/ })
    .last()
    .click();
  await studio.getByRole('menuitem', { name: kind, exact: true }).click();
  const dialog = studio.getByRole('dialog', { name: /^Sections \/ / });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Closes a section's dialog, back to the page's form. */
export async function closeSection(section: Locator): Promise<void> {
  await section.getByRole('button', { name: 'Close dialog' }).click();
  await expect(section).toBeHidden();
}

/** Adds a reference to a list in `scope`, found by typing `search` as an editor does and picking the result named `option`. */
export async function pickReference(studio: Page, scope: Locator, search: string, option: RegExp): Promise<void> {
  await scope.getByRole('button', { name: /^Add item/ }).click();
  await studio.keyboard.type(search);
  await studio.getByRole('option', { name: option }).click();
}

/**
 * Picks an image already in the dataset (Select, then the image named `file`) for the image field titled `title` in
 * `scope`, as an editor finds it, with its alternative text.
 */
export async function pickImage(studio: Page, scope: Locator, title: string, file: string, alt: string): Promise<void> {
  // The innermost field group with that title: an image inside an object field sits in its parent's group too.
  const field = scope
    .getByRole('group')
    .filter({ has: studio.getByText(title, { exact: true }) })
    .last();
  const browse = studio.getByRole('dialog', { name: /^Select image/ });
  const chosen = field.getByRole('img', { name: 'Preview of uploaded image' });
  // The dialog closes if the form renders again meanwhile (a new document's first save): tried until the field holds it.
  await expect(async () => {
    if (!(await browse.isVisible())) await field.getByRole('button', { name: 'Select', exact: true }).click();
    await browse.getByRole('button', { name: file, exact: true }).click({ timeout: 5_000 });
    await expect(chosen).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 45_000 });
  await field.getByRole('textbox', { name: 'Alternative text' }).fill(alt);
}

/** Types into the `index`th rich text field of `scope`. */
export async function typeRichText(studio: Page, scope: Locator, text: string, index = 0): Promise<void> {
  await scope.locator('[contenteditable="true"]').nth(index).click();
  await studio.keyboard.type(text);
}

/** The Content Lake's answer to one of the Studio's document actions (`sanity.action.document.<action>`). */
const actionAnswered = (studio: Page, action: string) =>
  studio.waitForResponse(
    (response) =>
      response.url().includes('/data/actions/') &&
      (response.request().postData() ?? '').includes(`"sanity.action.document.${action}"`),
    { timeout: 60_000 },
  );

/**
 * Presses Publish once the Studio allows it (the draft saved and valid) and returns when the Content Lake accepted
 * the publish (Date.now() then), once the Studio shows it published.
 */
export async function publishInStudio(studio: Page): Promise<number> {
  const publish = documentPane(studio).getByTestId('action-publish');
  // Validation and the draft's save run after the last keystroke: on two busy cores a while.
  await expect(publish).toBeEnabled({ timeout: 60_000 });
  const answered = actionAnswered(studio, 'publish');
  let sent = false;
  void studio
    .waitForRequest((request) => (request.postData() ?? '').includes('"sanity.action.document.publish"'), {
      timeout: 60_000,
    })
    .then(
      () => (sent = true),
      () => undefined,
    );
  // Pressed again while nothing was sent, as an editor would: a press that blurs the text being typed makes the Studio
  // save the draft first, and the press can land while Publish is disabled for that save.
  await expect(async () => {
    if (!sent && (await publish.isEnabled())) await publish.click();
    await expect.poll(() => sent, { timeout: 5_000 }).toBe(true);
  }).toPass({ timeout: 60_000 });
  const response = await answered;
  const publishedAt = Date.now();
  expect(response.status(), 'the publish action').toBe(200);
  // The Studio heard the draft go: nothing left to publish, and a published version to open.
  await expect(publish).toBeDisabled({ timeout: 30_000 });
  await expect(documentPane(studio).getByRole('button', { name: 'Published', exact: true })).toBeEnabled();
  return publishedAt;
}

/**
 * The Studio's Unpublish, as an editor finds it: on the published version (the Studio offers it there only, not on the
 * draft), its main action, then confirmed. Returns when the Content Lake accepted it.
 */
export async function unpublishInStudio(studio: Page): Promise<number> {
  const pane = documentPane(studio);
  await pane.getByRole('button', { name: 'Published', exact: true }).click();
  const unpublish = pane.getByRole('button', { name: 'Unpublish', exact: true });
  await expect(unpublish).toBeEnabled({ timeout: 30_000 });
  await unpublish.click();
  const answered = actionAnswered(studio, 'unpublish');
  await studio.getByRole('dialog').getByRole('button', { name: 'Unpublish now' }).click();
  const response = await answered;
  const unpublishedAt = Date.now();
  expect(response.status(), 'the unpublish action').toBe(200);
  return unpublishedAt;
}

/**
 * Runs `checks` while the editor is on the site's tab: Chromium freezes the Studio's tab in the background (as it does
 * a hidden tab), so the large app's work after a publish does not share the two cores with the site being timed.
 */
export async function withStudioInBackground<T>(studio: Page, checks: () => Promise<T>): Promise<T> {
  const session = await studio.context().newCDPSession(studio);
  await session.send('Page.setWebLifecycleState', { state: 'frozen' });
  try {
    return await checks();
  } finally {
    await session.send('Page.setWebLifecycleState', { state: 'active' });
    await session.detach();
  }
}
