import { expect, test, type Locator } from '@playwright/test';

/** The menu button opens the menu from the first paint (the browser's own command): one tap. */
async function openMenu(button: Locator, dialog: Locator) {
  await button.click();
  await expect(dialog).toBeVisible();
}

const EXPECTED_NAV = [
  ['Home', '/'],
  ['Market', '/comingsoon'],
  ['Why', '/about'],
  ['Pricing', '/pricing'],
  ['Pay Bills', '/paybills'],
  ['Contact Us', '/contactus'],
] as const;

test.describe('desktop header', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

  test('lists the spec links in order and marks the current one', async ({ page }) => {
    await page.goto('/pricing');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const links = nav.getByRole('link');
    await expect(links).toHaveCount(EXPECTED_NAV.length);
    for (const [index, [label, href]] of EXPECTED_NAV.entries()) {
      await expect(links.nth(index)).toHaveText(label);
      await expect(links.nth(index)).toHaveAttribute('href', href);
    }
    await expect(nav.getByRole('link', { name: 'Pricing' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
  });

  test('the active item follows the start of the path: Home only on /', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: 'Pay Bills' }).click();
    await expect(page).toHaveURL(/\/paybills$/);
    await expect(nav.getByRole('link', { name: 'Pay Bills' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');
  });

  test('Log In and Get Started open the coming-soon page in a new tab, and say so', async ({ page }) => {
    await page.goto('/');
    for (const name of ['Log In', 'Get Started']) {
      const link = page.getByRole('banner').getByRole('link', { name: `${name} (opens in a new tab)`, exact: true });
      await expect(link).toHaveAttribute('href', '/comingsoon');
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
      // Said to screen readers; the button shows its name only.
      await expect(link).toHaveText(new RegExp(`^${name}`));
    }
  });
});

test.describe('mobile menu @phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('opens an overlay with the same links, and Escape closes it', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const menuButton = page.getByRole('button', { name: /menu/i });
    const dialog = page.getByRole('dialog', { name: 'Site menu' });
    await openMenu(menuButton, dialog);
    for (const [label, href] of EXPECTED_NAV)
      await expect(dialog.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
    await expect(dialog.getByRole('link', { name: 'Why' })).toHaveAttribute('aria-current', 'page');
    await expect(dialog.getByRole('link', { name: 'Get Started' })).toHaveAttribute('target', '_blank');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(menuButton).toBeFocused();
  });

  test('choosing a link navigates and closes the menu', async ({ page }) => {
    await page.goto('/');
    await openMenu(page.getByRole('button', { name: /menu/i }), page.getByRole('dialog', { name: 'Site menu' }));
    await page.getByRole('dialog', { name: 'Site menu' }).getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByRole('dialog', { name: 'Site menu' })).toBeHidden();
  });
});
