import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { CONTACT_MESSAGES } from '@/features/contact/contact-schema';
import { attachLogsOnFailure, startNextInstance, type NextInstance } from '../fixtures/next-instance';
import { CLIPBOARD, paste } from './support/clipboard';
import { settledBesideHeader } from './support/scroll';

// Pastes go through the system clipboard, as a visitor's do.
test.use({ permissions: CLIPBOARD });

// At 1280 px (desktop) and 390 px (mobile): every outcome of a send in true
// words, brought into view and focused; fields and errors clear of the sticky header; no silent cut.

const valid = {
  name: 'Ada Obi',
  email: 'ada@example.com',
  phone: '0803 123 4567',
  message: 'I need a cleaner on Saturday.',
};

async function fillForm(page: Page, values: typeof valid) {
  await page.getByLabel('Name').fill(values.name);
  await page.getByLabel('Email').fill(values.email);
  await page.getByLabel(/Phone/).fill(values.phone);
  await page.getByLabel('Message').fill(values.message);
}

/**
 * How the page may word a wait of `seconds` that began between `from` and `shownBy` (this machine's
 * clock, which the server and the browser share): the wait in whole minutes, counted when the page
 * rendered, and the next whole minute after it ends. Either end of that window is right; nothing else.
 */
function retryWording(seconds: number, from: number, shownBy: number, timeZone?: string): string {
  const clock = (at: number) =>
    new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(
      Math.ceil(at / 60_000) * 60_000,
    );
  const minutes = new Set(
    [seconds * 1000, seconds * 1000 - (shownBy - from)].map((left) => Math.max(1, Math.ceil(left / 60_000))),
  );
  const clocks = new Set([from, shownBy].map((start) => clock(start + seconds * 1000)));
  return `again in (${[...minutes].join('|')}) minutes, after (${[...clocks].join('|')});`;
}

test.describe('point 1: a message that cannot be sent says why, with JavaScript and without', () => {
  // Two servers of their own, taking two messages per visitor: one whose store is broken (every message fails on our
  // side), one that stores them, where the third meets the rate limit.
  let broken: NextInstance;
  let limited: NextInstance;
  test.beforeAll(async ({}, testInfo) => {
    const dataDir = `.data/contact-outcomes-${testInfo.project.name}`;
    rmSync(dataDir, { recursive: true, force: true });
    mkdirSync(dataDir, { recursive: true });
    // A file where the store's directory should be: no message can be saved.
    writeFileSync(`${dataDir}/blocked`, '');
    [broken, limited] = await Promise.all([
      startNextInstance(`contact-broken-${testInfo.project.name}`, {
        CONTACT_RATE_LIMIT: '2',
        CONTACT_DATA_DIR: `${dataDir}/blocked`,
      }),
      startNextInstance(`contact-limited-${testInfo.project.name}`, {
        CONTACT_RATE_LIMIT: '2',
        CONTACT_DATA_DIR: `${dataDir}/stored`,
      }),
    ]);
  });
  test.afterAll(async () => Promise.all([broken?.stop(), limited?.stop()]));
  test.afterEach(async ({}, testInfo) => attachLogsOnFailure(testInfo, [broken, limited]));

  test('a failure on our side is said in its words, in view and focused, nothing lost, without JavaScript on a page, and it costs nothing @phone', async ({
    page,
    browser,
  }) => {
    const noScript = await browser.newPage({ javaScriptEnabled: false });
    try {
      // 1. With JavaScript, the server fails: try later, nothing lost.
      await page.goto(`${broken.url}/contactus`);
      await fillForm(page, valid);
      await page.getByRole('button', { name: 'Send message' }).click();
      const alert = page.locator('#contact-form').getByRole('alert');
      await expect(alert).toHaveText(
        'Your message was not sent: something went wrong on our side. Please try again in a few minutes; what you typed is still here.',
      );
      await expect(alert).toBeFocused();
      await expect(alert).toBeInViewport();
      expect((await settledBesideHeader(alert)).top).toBeGreaterThanOrEqual(
        (await settledBesideHeader(alert)).headerBottom,
      );
      await expect(page.getByLabel('Message')).toHaveValue(valid.message);

      // 2. Without JavaScript, the same failure: a page saying so, with the form as typed.
      await noScript.goto(`${broken.url}/contactus`);
      await fillForm(noScript, { ...valid, name: 'Ada Without Script' });
      await noScript.getByRole('button', { name: 'Send message' }).click();
      await expect(noScript).toHaveURL(`${broken.url}/contactus/error`);
      await expect(
        noScript.getByText('something went wrong on our side. Please try again in a few minutes'),
      ).toBeVisible();
      await expect(noScript.getByLabel('Name')).toHaveValue('Ada Without Script');
      await expect(noScript.getByLabel('Message')).toHaveValue(valid.message);

      // 3. Nothing was stored, so nothing was counted: a third try, over a limit of two, is not refused for the limit.
      await page.getByRole('button', { name: 'Send message' }).click();
      await expect(alert).toContainText('something went wrong on our side');
      await expect(alert).not.toContainText('several messages');
    } finally {
      await noScript.close();
    }
  });

  test('the limit counts messages stored: refused forms cost nothing, the third stored one is refused with when to send again @phone', async ({
    page,
    browser,
  }) => {
    const noScript = await browser.newPage({ javaScriptEnabled: false });
    const send = async (values: Partial<typeof valid>) => {
      await noScript.goto(`${limited.url}/contactus`);
      await fillForm(noScript, { ...valid, ...values });
      await noScript.getByRole('button', { name: 'Send message' }).click();
    };
    try {
      // 1. Without JavaScript: one message, then a bad email, an empty form and a 5,001-character message, then a second message.
      await send({ message: 'First message.' });
      await expect(noScript).toHaveURL(`${limited.url}/contactus/sent`);
      await send({ email: 'ada@' });
      await expect(noScript.getByLabel('Email')).toHaveAccessibleDescription(CONTACT_MESSAGES.emailInvalid);
      await noScript.goto(`${limited.url}/contactus`);
      await noScript.getByRole('button', { name: 'Send message' }).click();
      await expect(noScript).toHaveURL(`${limited.url}/contactus/error`);
      await send({ message: 'x'.repeat(5_001) });
      await expect(noScript).toHaveURL(`${limited.url}/contactus/error`);
      await expect(noScript.getByLabel('Message')).toHaveValue('x'.repeat(5_001));
      await send({ message: 'Second message.' });
      await expect(noScript).toHaveURL(`${limited.url}/contactus/sent`);

      // 2. With JavaScript, the third message meets the limit: when to try again, from Retry-After.
      await page.goto(`${limited.url}/contactus`);
      await fillForm(page, valid);
      const refused = page.waitForResponse(
        (response) => response.url().endsWith('/api/contact') && response.status() === 429,
      );
      const sentAt = Date.now();
      await page.getByRole('button', { name: 'Send message' }).click();
      const retryAfter = Number(await (await refused).headerValue('retry-after'));
      expect(retryAfter).toBeGreaterThan(500);
      const alert = page.locator('#contact-form').getByRole('alert');
      await expect(alert).toContainText('several messages');
      const wording = retryWording(retryAfter, sentAt, Date.now());
      await expect(alert).toHaveText(
        new RegExp(
          `^You have sent several messages in a short time, so this one was not sent\\. Please send it ${wording} what you typed is still here\\.$`,
        ),
      );
      await expect(alert).not.toContainText('connection');
      await expect(alert).toBeFocused();
      await expect(alert).toBeInViewport();
      await expect(page.getByLabel('Name')).toHaveValue(valid.name);

      // 3. Without JavaScript, the limit lands on a page with the time (Lagos) and the form as typed.
      await noScript.goto(`${limited.url}/contactus`);
      await fillForm(noScript, { ...valid, message: 'Third message, kept.' });
      const redirect = noScript.waitForResponse((response) => response.url().endsWith('/api/contact'));
      const postedAt = Date.now();
      await noScript.getByRole('button', { name: 'Send message' }).click();
      const answer = await redirect;
      expect(answer.status()).toBe(303);
      expect(answer.headers()['content-type'] ?? '').not.toContain('json');
      await expect(noScript).toHaveURL(`${limited.url}/contactus/error`);
      const notSent = noScript.getByText('so this one was not sent. Please send it again in');
      await expect(notSent).toBeVisible();
      const pageWording = retryWording(Number(answer.headers()['retry-after']), postedAt, Date.now(), 'Africa/Lagos');
      await expect(notSent).toHaveText(new RegExp(`so this one was not sent\\. Please send it ${pageWording}`));
      await expect(noScript.getByLabel('Message')).toHaveValue('Third message, kept.');
      expect(await noScript.locator('body').innerText()).not.toContain('rate_limited');
    } finally {
      await noScript.close();
    }
  });
});

test.describe('point 1: offline', () => {
  test('a send while offline speaks of the connection and keeps the message; back online it goes @phone', async ({
    page,
    context,
  }) => {
    await page.goto('/contactus');
    await fillForm(page, valid);
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Send message' }).click();
    const alert = page.locator('#contact-form').getByRole('alert');
    await expect(alert).toHaveText(
      'Your message was not sent: we could not reach Helpa. Please check your internet connection and press Send again; what you typed is still here.',
    );
    await expect(alert).toBeFocused();
    await expect(page.getByLabel('Message')).toHaveValue(valid.message);
    await context.setOffline(false);
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('status')).toContainText('Your message has been sent');
  });
});

test('point 2: after Send, the thank-you is in view below the header and focused @phone', async ({ page }) => {
  await page.goto('/contactus');
  await fillForm(page, valid);
  // Scrolled as a visitor is when pressing Send: the button in view, the top of the form above it.
  await page
    .getByRole('button', { name: 'Send message' })
    .evaluate((button) => button.scrollIntoView({ block: 'end' }));
  await page.getByRole('button', { name: 'Send message' }).click();
  const status = page.getByRole('status');
  await expect(status).toHaveText(/Thank you! Your message has been sent/);
  await expect(status).toBeFocused();
  await expect(status).toBeInViewport({ ratio: 1 });
  const { top, headerBottom } = await settledBesideHeader(status);
  expect(top).toBeGreaterThanOrEqual(headerBottom);
  await expect(page.getByLabel('Message')).toHaveValue('');
});

test('point 3: an empty Send brings the Name field, its label and its error below the sticky header @phone', async ({
  page,
}) => {
  await page.goto('/contactus');
  // The visitor has scrolled until the Name field sits under the header.
  await page.getByLabel('Name').evaluate((input) => window.scrollBy(0, input.getBoundingClientRect().top - 20));
  await page.getByRole('button', { name: 'Send message' }).click();
  const name = page.getByLabel('Name');
  await expect(name).toBeFocused();
  await expect(page.getByText(CONTACT_MESSAGES.nameRequired)).toBeVisible();
  for (const part of [page.locator('label[for="contact-name"]'), name, page.getByText(CONTACT_MESSAGES.nameRequired)]) {
    const { top, headerBottom } = await settledBesideHeader(part);
    expect(top).toBeGreaterThanOrEqual(headerBottom);
    await expect(part).toBeInViewport({ ratio: 1 });
  }
});

test('point 3: tabbing back up to a field keeps it clear of the sticky header @phone', async ({ page }) => {
  await page.goto('/contactus');
  await page.getByLabel('Message').focus();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByLabel('Name')).toBeFocused();
  const { top, headerBottom } = await settledBesideHeader(page.locator('label[for="contact-name"]'));
  expect(top).toBeGreaterThanOrEqual(headerBottom);
});

test.describe('point 4: limits show before they bite, and nothing is cut', () => {
  test('a pasted 5,000-character name and 6,000-character message are kept whole, counted and refused with their lengths @phone', async ({
    page,
  }) => {
    let posted = false;
    await page.route('**/api/contact', (route) => ((posted = true), route.abort()));
    await page.goto('/contactus');
    await expect(page.locator('#contact-message-count')).toHaveText('0 of 5,000 characters');
    await expect(page.getByLabel('Message')).not.toHaveAttribute('maxlength');
    await expect(page.getByLabel('Name')).not.toHaveAttribute('maxlength');
    await page.getByLabel('Name').fill('a'.repeat(79));
    await expect(page.locator('#contact-name-count')).toBeHidden();
    await page.getByLabel('Name').press('a');
    await expect(page.locator('#contact-name-count')).toHaveText('80 of 100 characters');

    await page.getByLabel('Name').fill('');
    await paste(page.getByLabel('Name'), 'N'.repeat(5000));
    await expect(page.getByLabel('Name')).toHaveValue('N'.repeat(5000));
    await expect(page.locator('#contact-name-count')).toHaveText('5,000 of 100 characters: 4,900 too many');
    await page.getByLabel('Email').fill(valid.email);
    await paste(page.getByLabel('Message'), 'm'.repeat(6000));
    await expect(page.getByLabel('Message')).toHaveValue('m'.repeat(6000));
    await expect(page.locator('#contact-message-count')).toHaveText('6,000 of 5,000 characters: 1,000 too many');

    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Please shorten your name to 100 characters: it has 5,000.')).toBeVisible();
    await expect(
      page.getByText('Please shorten your message to 5,000 characters: it has 6,000, 1,000 too many.'),
    ).toBeVisible();
    await expect(page.getByLabel('Name')).toBeFocused();
    expect(posted).toBe(false);
  });

  test('a 262-character email is kept whole and called too long, not invalid @phone', async ({ page }) => {
    const email = `${'a'.repeat(250)}@example.com`;
    await page.goto('/contactus');
    await paste(page.getByLabel('Email'), email);
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await expect(page.locator('#contact-email-count')).toHaveText('262 of 254 characters: 8 too many');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(
      page.getByText('This email address is too long: it has 262 characters, and an address can have at most 254.'),
    ).toBeVisible();
    await expect(page.getByText(CONTACT_MESSAGES.emailInvalid)).toHaveCount(0);
  });

  test('+234 (0) 803 123 4567, typed or pasted, keeps every digit and is accepted @phone', async ({ page }) => {
    const bodies: unknown[] = [];
    await page.route('**/api/contact', async (route) => {
      bodies.push(route.request().postDataJSON());
      await route.fulfill({
        status: 201,
        contentType: 'application/json',
        body: JSON.stringify({ payload: { id: 'msg_1' } }),
      });
    });
    await page.goto('/contactus');
    await fillForm(page, { ...valid, phone: '' });
    await page.getByLabel(/Phone/).pressSequentially('+234 (0) 803 123 4567');
    await expect(page.getByLabel(/Phone/)).toHaveValue('+234 (0) 803 123 4567');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('status')).toContainText('Your message has been sent');

    await fillForm(page, { ...valid, phone: '' });
    await paste(page.getByLabel(/Phone/), '+234 (0) 803 123 4567');
    await expect(page.getByLabel(/Phone/)).toHaveValue('+234 (0) 803 123 4567');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('status')).toContainText('Your message has been sent');
    expect(bodies).toEqual([
      expect.objectContaining({ phone: '+234 (0) 803 123 4567' }),
      expect.objectContaining({ phone: '+234 (0) 803 123 4567' }),
    ]);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the limit is stated, and an over-long message comes back whole with its length named @phone', async ({
      page,
    }) => {
      await page.goto('/contactus');
      await expect(page.locator('#contact-message-count')).toHaveText('Up to 5,000 characters');
      await fillForm(page, { ...valid, message: 'm'.repeat(6000) });
      await page.getByRole('button', { name: 'Send message' }).click();
      await expect(page).toHaveURL(/\/contactus\/error$/);
      await expect(
        page.getByText('Please shorten your message to 5,000 characters: it has 6,000, 1,000 too many.'),
      ).toBeVisible();
      await expect(page.getByLabel('Message')).toHaveValue('m'.repeat(6000));
    });
  });
});
