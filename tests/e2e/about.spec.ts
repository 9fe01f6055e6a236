import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { disclosure, expectOpen } from './support/disclosure';

test.describe('about page', () => {
  test('a role card opens its details in a modal dialog that closes with Escape and returns focus', async ({
    page,
  }) => {
    await page.goto('/about');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // The page scrolls no further while it is open.
    const scrolled = () => page.evaluate(() => window.scrollY);
    const card = page.getByRole('button', { name: 'Job Owner', exact: true });
    await card.click();
    const dialog = page.getByRole('dialog', { name: 'Get things done without the stress' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('listitem')).toContainText([
      'Post tasks in minutes',
      'Compare bids, ratings and reviews',
      'Payment held until you confirm',
      'Earn rewards points',
    ]);
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    const before = await scrolled();
    await page.mouse.wheel(0, 600);
    expect(await scrolled()).toBe(before);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(card).toBeFocused();
  });

  test('a tap on the backdrop outside the dialog closes it, a tap inside does not', async ({ page }) => {
    await page.goto('/about');
    const card = page.getByRole('button', { name: 'Job Owner', exact: true });
    await card.click();
    const dialog = page.getByRole('dialog', { name: 'Get things done without the stress' });
    await expect(dialog).toBeVisible();
    const box = (await dialog.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height - 4);
    await expect(dialog).toBeVisible();
    // Below the dialog (it is centred, with room around it at 1280 and 390 px).
    await page.mouse.click(
      box.x + box.width / 2,
      box.y + box.height + (page.viewportSize()!.height - box.y - box.height) / 2,
    );
    await expect(dialog).toBeHidden();
    await expect(card).toBeFocused();
  });

  test("a role's dialog is in the page's HTML and opens with no script at all, by the browser's own command", async ({
    page,
  }) => {
    await page.route(/\.js(\?|$)/, (route) => route.abort());
    await page.goto('/about');
    const card = page.getByRole('button', { name: 'CareHub', exact: true });
    await expect(card).toHaveAttribute('commandfor', /^role-dialog-/);
    await card.click();
    const dialog = page.getByRole('dialog', { name: 'Manage your team in one place' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(card).toBeFocused();
  });

  test('the close button closes the dialog; each role has its own', async ({ page }) => {
    await page.goto('/about');
    for (const [role, header] of [
      ['Service Provider', 'Turn your skills into steady income'],
      ['CareHub', 'Manage your team in one place'],
    ]) {
      await page.getByRole('button', { name: role, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: header });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();
    }
  });

  test('shows the intro store buttons, highlights, the Why section and the Download App call to action', async ({
    page,
  }) => {
    await page.goto('/about');
    // The app is not in the stores yet (no link in the seed settings): the badges say so and lead nowhere.
    await expect(page.getByText('Coming soon to App Store')).toHaveCount(2);
    await expect(page.getByText('Coming soon to Google Play')).toHaveCount(2);
    await expect(page.getByRole('link', { name: /App Store|Google Play/ })).toHaveCount(0);
    // No figure without a source: the seed has none to show.
    await expect(page.getByRole('list', { name: 'Helpa in numbers' })).toHaveCount(0);
    for (const title of [
      'Flexible Assistance',
      'Logistics',
      'Awarawa and Kwandem',
      'Spare parts',
      'Own a virtual Shop',
    ]) {
      await expect(page.getByRole('heading', { name: title, exact: true, level: 3 })).toBeAttached();
    }
    await expect(page.getByRole('heading', { name: 'Download the Helpa app' })).toBeAttached();
  });

  test('how it works opens on the service provider tab and switches tabs by click and arrow key', async ({ page }) => {
    await page.goto('/about');
    const tabs = page.getByRole('tablist', { name: 'How it works' });
    await expect(tabs.getByRole('tab', { name: 'Service provider' })).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel', { name: 'Service provider' });
    await expect(panel.getByRole('heading', { name: 'Earn by doing what you are good at' })).toBeVisible();
    await expect(panel.getByRole('listitem')).toHaveCount(4);
    await tabs.getByRole('tab', { name: 'Job owner' }).click();
    await expect(
      page.getByRole('tabpanel').getByRole('heading', { name: 'Get any task done by a verified giver' }),
    ).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.getByRole('tab', { name: 'CareHub' })).toBeFocused();
    await expect(
      page.getByRole('tabpanel').getByRole('heading', { name: 'Run your whole team from one dashboard' }),
    ).toBeVisible();
  });

  test('the FAQ opens "What is Helpa?" by default and one answer at a time, by mouse and by keyboard', async ({
    page,
  }) => {
    await page.goto('/about');
    const faq = page.getByRole('region', { name: 'Frequently asked questions' });
    await expect(faq.getByRole('heading', { level: 3 })).toHaveCount(6);
    await expectOpen(disclosure(page, faq, 'What is Helpa?'), true);
    await expect(faq.getByText(/Helpa is a marketplace that connects people/)).toBeVisible();
    await faq.getByText('How do I get paid?').click();
    await expectOpen(disclosure(page, faq, 'How do I get paid?'), true);
    await expect(faq.getByText(/released to your Helpa wallet/)).toBeVisible();
    await expect(faq.getByText(/Helpa is a marketplace that connects people/)).toBeHidden();
    await expectOpen(disclosure(page, faq, 'What is Helpa?'), false);
    // Tab reaches each question; Enter and Space open and close it.
    await disclosure(page, faq, 'How do I get paid?').locator('summary').focus();
    await page.keyboard.press('Tab');
    await expect(disclosure(page, faq, 'What is CareHub?').locator('summary')).toBeFocused();
    await page.keyboard.press('Enter');
    await expectOpen(disclosure(page, faq, 'What is CareHub?'), true);
    await expectOpen(disclosure(page, faq, 'How do I get paid?'), false);
    await page.keyboard.press('Space');
    await expectOpen(disclosure(page, faq, 'What is CareHub?'), false);
  });

  test('an unknown FAQ id in the address falls back to the first question', async ({ page }) => {
    await page.goto('/about#faq-no-such-question');
    await expectOpen(disclosure(page, page, 'What is Helpa?'), true);
  });

  test('publishes the FAQ as FAQPage JSON-LD', async ({ page }) => {
    await page.goto('/about');
    const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text) as { '@type': string; mainEntity?: unknown[] },
    );
    const json = blocks.find((block) => block['@type'] === 'FAQPage');
    expect(json?.mainEntity).toHaveLength(6);
    expect(json?.mainEntity?.[0]).toMatchObject({
      '@type': 'Question',
      name: 'What is Helpa?',
      acceptedAnswer: { '@type': 'Answer' },
    });
  });

  test('has no WCAG 2.2 AA violations, with the dialog closed and open', async ({ page }) => {
    await page.goto('/about');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'CareHub', exact: true }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
