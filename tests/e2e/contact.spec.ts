import { expect, test, type Page } from '@playwright/test';
import { CONTACT_MESSAGES } from '@/features/contact/contact-schema';
import { expectNoAxeViolations } from './support/axe';
import { expectPageReady } from './support/routes';

const SUCCESS = 'Thank you! Your message has been sent. We will get back to you within one working day.';

async function fillForm(page: Page, values: { name?: string; email?: string; phone?: string; message?: string }) {
  if (values.name !== undefined) await page.getByLabel('Name').fill(values.name);
  if (values.email !== undefined) await page.getByLabel('Email').fill(values.email);
  if (values.phone !== undefined) await page.getByLabel(/Phone/).fill(values.phone);
  if (values.message !== undefined) await page.getByLabel('Message').fill(values.message);
}

const valid = {
  name: 'Ada Obi',
  email: 'ada@example.com',
  phone: '0801 234 5678',
  message: 'I need a cleaner on Saturday.',
};

test.describe('contact form', () => {
  test('an empty send shows a message next to each required field', async ({ page }) => {
    await page.goto('/contactus');
    const form = page.locator('form[action="/api/contact"]');
    await expect(form).toHaveAttribute('method', 'post');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Name')).toHaveAccessibleDescription(CONTACT_MESSAGES.nameRequired);
    await expect(page.getByLabel('Message')).toHaveAccessibleDescription(
      `${CONTACT_MESSAGES.messageRequired} 0 of 5,000 characters`,
    );
    await expect(page.getByLabel('Email')).toHaveAccessibleDescription(CONTACT_MESSAGES.emailInvalid);
    await expect(page.getByLabel('Name')).toBeFocused();
  });

  test('a malformed email and a phone that is not Nigerian are explained', async ({ page }) => {
    await page.goto('/contactus');
    await fillForm(page, { ...valid, email: 'ada@', phone: '+44 20 7946 0958' });
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText(CONTACT_MESSAGES.emailInvalid)).toBeVisible();
    await expect(page.getByText(CONTACT_MESSAGES.phoneInvalid)).toBeVisible();
    await expect(page.getByLabel('Name')).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('a valid message is sent as JSON, confirmed and the form cleared', async ({ page }) => {
    let body: unknown;
    await page.route('**/api/contact', async (route) => {
      body = route.request().postDataJSON();
      await route.fulfill({
        status: 201,
        contentType: 'application/json',
        body: JSON.stringify({ payload: { id: 'msg_1' } }),
      });
    });
    await page.goto('/contactus');
    await fillForm(page, valid);
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('status')).toHaveText(SUCCESS);
    expect(body).toEqual({ ...valid, website: '' });
    await expect(page.getByLabel('Name')).toHaveValue('');
    await expect(page.getByLabel('Message')).toHaveValue('');
  });

  test("the server's field messages are shown next to the fields", async ({ page }) => {
    await page.route('**/api/contact', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          error: {
            message: 'Invalid',
            code: 'invalid_body',
            fields: { email: 'This email address cannot receive mail.' },
          },
        }),
      }),
    );
    await page.goto('/contactus');
    await fillForm(page, valid);
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByLabel('Email')).toHaveAccessibleDescription('This email address cannot receive mail.');
    await expect(page.getByLabel('Email')).toHaveValue(valid.email);
  });

  test('a failed send shows an error banner and keeps what was typed', async ({ page }) => {
    await page.route('**/api/contact', (route) => route.fulfill({ status: 500, body: '' }));
    await page.goto('/contactus');
    await fillForm(page, valid);
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'something went wrong on our side' })).toBeVisible();
    await expect(page.getByLabel('Message')).toHaveValue(valid.message);
  });

  test('the spam trap is hidden from people and assistive technology', async ({ page }) => {
    await page.goto('/contactus');
    const trap = page.locator('input[name="website"]');
    await expect(trap).toHaveAttribute('tabindex', '-1');
    await expect(trap).toHaveAttribute('autocomplete', 'off');
    await expect(page.getByRole('textbox', { name: 'Website' })).toHaveCount(0);
  });
});

test.describe('contact details', () => {
  test('tiles give the address, email, phone and hours; social icons are named', async ({ page }) => {
    await page.goto('/contactus');
    await expect(page.getByRole('main').getByText(/12 Admiralty Way, Lekki Phase 1/)).toBeVisible();
    await expect(page.getByRole('link', { name: /hello@helpa\.ng/ }).first()).toHaveAttribute(
      'href',
      'mailto:hello@helpa.ng',
    );
    await expect(page.getByRole('main').getByRole('link', { name: /\+234 801 234 5678/ })).toHaveAttribute(
      'href',
      'tel:+2348012345678',
    );
    await expect(page.getByRole('main').getByText('Mon-Fri 8am-5pm')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Helpa on Facebook' })).toHaveAttribute(
      'href',
      /facebook\.com/,
    );
  });

  test.describe('on a wide screen', () => {
    test.use({ viewport: { width: 1280, height: 800 } });

    test('the map is there without hovering, no tile stands alone in a row, and the column matches the form', async ({
      page,
    }) => {
      await page.goto('/contactus');
      await expect(page.getByRole('img', { name: /Map showing the Helpa office/ })).toBeVisible();
      const main = page.getByRole('main');
      const column = main.getByRole('heading', { name: 'Follow us' }).locator('xpath=../..');
      const tileWidths = async (...titles: string[]) =>
        Promise.all(
          titles.map(
            async (title) =>
              (await column.getByText(title, { exact: true }).locator('xpath=..').boundingBox())?.width ?? 0,
          ),
        );
      const [address, hours, email, phone] = await tileWidths('Address', 'Hours', 'Email', 'Phone');
      // Address and hours fill their rows; email and phone share one.
      expect(Math.abs(hours! - address!)).toBeLessThanOrEqual(1);
      expect(Math.abs(email! + phone! - address!)).toBeLessThanOrEqual(24);
      const form = await main.locator('form').boundingBox();
      expect((await column.boundingBox())!.height).toBeGreaterThanOrEqual(form!.height * 0.9);
    });
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the map is simply there', async ({ page }) => {
      await page.goto('/contactus');
      await expect(page.getByRole('img', { name: /Map showing the Helpa office/ })).toBeAttached();
      await page.getByRole('img', { name: /Map showing the Helpa office/ }).scrollIntoViewIfNeeded();
      await expect(page.getByRole('img', { name: /Map showing the Helpa office/ })).toBeVisible();
    });
  });
});

test('the contact page has no WCAG 2.2 AA violations, also with errors shown', async ({ page }) => {
  // Two full axe scans of the page: a slow test's budget.
  test.slow();
  await page.goto('/contactus');
  await expectPageReady(page, '/contactus');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Send message' }).click();
  await expectNoAxeViolations(page);
});
