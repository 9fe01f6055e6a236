import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { CONTACT_MESSAGES } from '@/features/contact/contact-schema';

// The e2e server stores messages here (see playwright.config.ts).
const STORE = '.data/e2e/contact/contact-messages.jsonl';

function storedMessages(): Array<{ name: string; message: string }> {
  try {
    return readFileSync(STORE, 'utf8')
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { name: string; message: string });
  } catch {
    return [];
  }
}

async function fill(page: Page, message: string, email = 'ada@example.com') {
  await page.getByLabel('Name').fill('Ada Obi');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/Phone/).fill('0803 123 4567');
  await page.getByLabel('Message').fill(message);
}

test('a message sent from the page reaches the store and the visitor is thanked', async ({ page }, testInfo) => {
  const message = `Where is my order? (${testInfo.project.name} ${Date.now()})`;
  await page.goto('/contactus');
  await fill(page, message);
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('status')).toHaveText(/Your message has been sent/);
  await expect(page.getByLabel('Message')).toHaveValue('');
  expect(storedMessages().filter((stored) => stored.message === message)).toHaveLength(1);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form still posts, the message is stored, and a server-rendered page confirms it', async ({
    page,
  }, testInfo) => {
    const message = `No-JS message (${testInfo.project.name} ${Date.now()})`;
    await page.goto('/contactus');
    await fill(page, message);
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page).toHaveURL(/\/contactus\/sent$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Message sent');
    await expect(page.getByText(/Your message has been sent/)).toBeVisible();
    expect(storedMessages().filter((stored) => stored.message === message)).toHaveLength(1);
  });

  test('a mistake brings the form back as typed, naming each field at fault, and nothing typed is in the address', async ({
    page,
  }, testInfo) => {
    const message = `Kept while I fix my email (${testInfo.project.name} ${Date.now()})`;
    await page.goto('/contactus');
    await fill(page, message, 'not-an-email');
    await page.getByLabel(/Phone/).fill('12345');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page).toHaveURL(/\/contactus\/error$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your message was not sent');
    await expect(
      page.getByText('Your message was not sent: please check Email and Phone below, then send it again.'),
    ).toBeVisible();
    await expect(page.getByLabel('Name')).toHaveValue('Ada Obi');
    await expect(page.getByLabel('Email')).toHaveValue('not-an-email');
    await expect(page.getByLabel('Email')).toHaveAccessibleDescription(CONTACT_MESSAGES.emailInvalid);
    await expect(page.getByLabel(/Phone/)).toHaveValue('12345');
    await expect(page.getByLabel(/Phone/)).toHaveAccessibleDescription(CONTACT_MESSAGES.phoneInvalid);
    await expect(page.getByLabel('Name')).not.toHaveAttribute('aria-invalid');
    await expect(page.getByLabel('Message')).toHaveValue(message);

    await page.getByLabel('Email').fill('ada@example.com');
    await page.getByLabel(/Phone/).fill('0803 123 4567');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page).toHaveURL(/\/contactus\/sent$/);
    expect(storedMessages().filter((stored) => stored.message === message)).toHaveLength(1);
  });

  test('with nothing left to show (the draft expired), the error page says what to check and leads back to the form', async ({
    page,
  }) => {
    await page.goto('/contactus/error');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your message was not sent');
    await expect(page.getByText(/Please go back and check your name/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to the form' })).toHaveAttribute(
      'href',
      '/contactus#contact-form',
    );
  });
});
