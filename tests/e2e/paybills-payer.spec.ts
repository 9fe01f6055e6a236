import type { BrowserContext, BrowserContextOptions, Locator, Page, Request } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { CLIPBOARD, paste } from './support/clipboard';
import { expect, SMOKE, test } from './support/payments';
import { openService, payCalls, summaryRow, receiptValue } from './support/paybills';

/**
 * What a bill payer types, pastes and presses, checked at 1280 and 390 px: amounts are paid as meant
 * or refused in words, phone and meter numbers in any usual spelling, steps that Back and Forward
 * walk, and receipts that a reload, Recent payments or Find a payment bring back.
 */
const METER = SMOKE.meter;
const PHONE = SMOKE.phone;
/** A local number as people write it: `0801 111 1111`. */
const spaced = (phone: string) => `${phone.slice(0, 4)} ${phone.slice(4, 7)} ${phone.slice(7)}`;

test.beforeEach(async ({ context }) => {
  await context.grantPermissions(CLIPBOARD);
});

/** Another phone: a browser context of its own (no shared storage), which may paste like the first. */
async function anotherPhone(newContext: (options?: BrowserContextOptions) => Promise<BrowserContext>) {
  const context = await newContext({ permissions: CLIPBOARD });
  return context.newPage();
}

const sentBody = (request: Request | undefined) =>
  (request?.postDataJSON() ?? {}) as { requestId: string; phone: string; amount: number };

async function electricityDetails(page: Page) {
  const panel = await openService(page, 'Electricity Payment');
  await panel.getByLabel('Meter number').fill(METER);
  await panel.getByRole('button', { name: 'Proceed' }).click();
  await expect(panel.getByRole('heading', { name: 'Details Of Transaction' })).toBeVisible();
  return panel;
}

async function fillDetails(panel: Locator, amount: string, phone = PHONE) {
  await panel.getByLabel('Amount').fill(amount);
  await panel.getByLabel('Email').fill('ada@example.com');
  await panel.getByLabel('Phone number').fill(phone);
}

async function buyAirtime(page: Page, phone: string) {
  const posts = payCalls(page);
  const panel = await openService(page, 'Airtime VTU', '?service=airtime');
  await panel.getByLabel('Phone number').fill(phone);
  await panel.getByLabel('Network').selectOption('mtn');
  await panel.getByLabel('Amount').fill('150');
  await panel.getByRole('button', { name: 'Submit' }).click();
  await panel.getByRole('button', { name: 'Make Payment' }).click();
  await expect.poll(() => posts.length).toBe(1);
  return sentBody(posts[0]).requestId;
}

test.describe('pay bills: the amount is what the payer meant', () => {
  test('750.50 is refused with a message, never read as 75,050', async ({ page }) => {
    const panel = await electricityDetails(page);
    const amount = panel.getByLabel('Amount');
    await paste(amount, '750.50');
    await expect(amount).toHaveValue('750.50');
    await expect(panel.getByText('Enter whole naira only, like 750: kobo cannot be paid.')).toBeVisible();
    await fillDetails(panel, '750.50');
    await panel.getByRole('button', { name: 'Submit' }).click();
    await expect(amount).toBeFocused();
    await expect(panel.getByRole('heading', { name: 'Order Summary' })).toHaveCount(0);
    await amount.fill('750');
    await panel.getByRole('button', { name: 'Submit' }).click();
    await expect(summaryRow(panel, 'Current amount')).toHaveText('N750.00');
  });

  test('a long amount keeps every digit and names the limit; a minus sign is refused', async ({ page }) => {
    const panel = await electricityDetails(page);
    const amount = panel.getByLabel('Amount');
    await fillDetails(panel, '1234567890');
    await expect(amount).toHaveValue('1,234,567,890');
    await panel.getByRole('button', { name: 'Submit' }).click();
    await expect(panel.getByText('Enter at most N500,000.')).toBeVisible();
    await amount.fill('-500');
    await expect(amount).toHaveValue('-500');
    await expect(panel.getByText('Enter the amount without a minus or plus sign.')).toBeVisible();
  });

  test('focus stays in the field while the payer types after a refused Submit', async ({ page }) => {
    const panel = await electricityDetails(page);
    await panel.getByRole('button', { name: 'Submit' }).click();
    const amount = panel.getByLabel('Amount');
    await expect(amount).toBeFocused();
    await page.keyboard.type('5000');
    await expect(amount).toHaveValue('5,000');
    await expect(amount).toBeFocused();
    await expect(panel.getByLabel('Email')).toHaveValue('');
    await expect(panel.getByLabel('Phone number')).toHaveValue('');
  });

  test('an email over 254 characters is refused by the form in words', async ({ page }) => {
    const posts = payCalls(page);
    const panel = await electricityDetails(page);
    await fillDetails(panel, '2000');
    await panel.getByLabel('Email').fill(`${'a'.repeat(250)}@example.com`);
    await panel.getByRole('button', { name: 'Submit' }).click();
    await expect(panel.getByText('This email address is too long: it can have at most 254 characters.')).toBeVisible();
    await expect(panel.getByRole('heading', { name: 'Order Summary' })).toHaveCount(0);
    expect(posts).toHaveLength(0);
  });
});

test.describe('pay bills: numbers in every usual spelling', () => {
  test('a meter pasted with spaces is read whole', async ({ page }) => {
    const panel = await openService(page, 'Electricity Payment');
    const meter = panel.getByLabel('Meter number');
    await paste(meter, ' 1111 1111 111 ');
    await expect(meter).toHaveValue('11111111111');
    await panel.getByRole('button', { name: 'Proceed' }).click();
    await expect(panel.getByRole('heading', { name: 'Meter Information' })).toBeFocused();
  });

  test('airtime takes a pasted +234 or spaced number whole and sends the local form @payment', async ({ page }) => {
    const posts = payCalls(page);
    const panel = await openService(page, 'Airtime VTU', '?service=airtime');
    const phone = panel.getByLabel('Phone number');
    const international = `+234${PHONE.slice(1)}`;
    await paste(phone, international);
    await expect(phone).toHaveValue(international);
    await paste(phone, spaced(PHONE));
    await expect(phone).toHaveValue(spaced(PHONE));
    await panel.getByLabel('Network').selectOption('mtn');
    await panel.getByLabel('Amount').fill('100');
    await panel.getByRole('button', { name: 'Submit' }).click();
    await expect(summaryRow(panel, 'Phone number')).toHaveText(PHONE);
    await panel.getByRole('button', { name: 'Make Payment' }).click();
    await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
    expect(sentBody(posts[0]).phone).toBe(PHONE);
  });

  test('a pasted +234 number is read for its network', async ({ page }) => {
    const panel = await openService(page, 'Airtime VTU', '?service=airtime');
    await paste(panel.getByLabel('Phone number'), '+234 803 123 4567');
    await expect(panel.getByLabel('Network')).toHaveValue('mtn');
  });

  test('the network follows the number until the payer chooses one', async ({ page }) => {
    const panel = await openService(page, 'Data Subscription', '?service=data');
    const phone = panel.getByLabel('Phone number');
    const network = panel.getByLabel('Network');
    await phone.fill('08031234567');
    await expect(network).toHaveValue('mtn');
    await phone.fill('08021234567');
    await expect(network).toHaveValue('airtel');
    await phone.fill('08011234567');
    await expect(network).toHaveValue('');
    await network.selectOption('glo');
    await phone.fill('08031234567');
    await expect(network).toHaveValue('glo');
  });

  test('electricity sends the phone in the local form, like airtime and TV @payment', async ({ page }) => {
    const posts = payCalls(page);
    const panel = await electricityDetails(page);
    await fillDetails(panel, '2000', spaced(PHONE));
    await panel.getByRole('button', { name: 'Submit' }).click();
    await panel.getByRole('button', { name: 'Make Payment' }).click();
    await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
    expect(sentBody(posts[0]).phone).toBe(PHONE);
  });
});

test.describe('pay bills: steps in the browser history', () => {
  test('Back and Forward walk the electricity steps and keep what was typed', async ({ page }) => {
    await page.goto('/');
    const panel = await electricityDetails(page);
    await fillDetails(panel, '2000');
    await panel.getByRole('button', { name: 'Submit' }).click();
    await expect(panel.getByRole('heading', { name: 'Order Summary' })).toBeVisible();
    await expect(page).toHaveURL(/step=summary/);

    await page.goBack();
    await expect(panel.getByRole('heading', { name: 'Details Of Transaction' })).toBeVisible();
    await expect(panel.getByLabel('Amount')).toHaveValue('2,000');
    await expect(panel.getByLabel('Email')).toHaveValue('ada@example.com');
    await page.goBack();
    await expect(panel.getByLabel('Meter number')).toHaveValue(METER);
    await page.goForward();
    await expect(panel.getByRole('heading', { name: 'Details Of Transaction' })).toBeVisible();
    await page.goForward();
    await expect(summaryRow(panel, 'Payable amount')).toHaveText('N2,100.00');

    // Out of pay bills and back again: nothing typed is lost.
    await page.goBack();
    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await page.goForward({ waitUntil: 'commit' });
    await expect(panel.getByLabel('Meter number')).toHaveValue(METER);
    await page.goForward();
    await expect(panel.getByLabel('Amount')).toHaveValue('2,000');
  });

  /** What the payer types on each service that has a summary step, and how it is seen to be kept. */
  const services = [
    {
      service: 'airtime',
      tab: 'Airtime VTU',
      payable: 'N1,500.00',
      type: async (panel: Locator) => {
        await panel.getByLabel('Phone number').fill(PHONE);
        await panel.getByLabel('Network').selectOption('mtn');
        await panel.getByLabel('Amount').pressSequentially('1500');
      },
      expectKept: async (panel: Locator) => {
        await expect(panel.getByLabel('Phone number')).toHaveValue(PHONE);
        await expect(panel.getByLabel('Network')).toHaveValue('mtn');
        await expect(panel.getByLabel('Amount')).toHaveValue('1,500');
      },
    },
    {
      service: 'data',
      tab: 'Data Subscription',
      payable: 'N500.00',
      type: async (panel: Locator) => {
        await panel.getByLabel('Phone number').fill(PHONE);
        await panel.getByLabel('Network').selectOption('glo');
        await panel.getByRole('button', { name: 'Weekly' }).click();
        await panel.getByLabel('Plan').selectOption({ label: '1 GB - 7 days (N500)' });
      },
      expectKept: async (panel: Locator) => {
        await expect(panel.getByLabel('Phone number')).toHaveValue(PHONE);
        await expect(panel.getByLabel('Network')).toHaveValue('glo');
        await expect(panel.getByRole('button', { name: 'Weekly' })).toHaveAttribute('aria-pressed', 'true');
        await expect(panel.getByLabel('Plan').locator('option:checked')).toHaveText('1 GB - 7 days (N500)');
      },
    },
    {
      service: 'tv-subscription',
      tab: 'TV Subscription',
      payable: 'N2,950.00',
      type: async (panel: Locator) => {
        await panel.getByLabel('Package').selectOption({ label: 'DStv Padi (N2,950)' });
        await panel.getByLabel('Smartcard number').fill(SMOKE.smartcard);
        await panel.getByLabel('Email or phone').fill('ada@example.com');
      },
      expectKept: async (panel: Locator) => {
        await expect(panel.getByLabel('Package').locator('option:checked')).toHaveText('DStv Padi (N2,950)');
        await expect(panel.getByLabel('Smartcard number')).toHaveValue(SMOKE.smartcard);
        await expect(panel.getByLabel('Email or phone')).toHaveValue('ada@example.com');
      },
    },
  ];

  for (const { service, tab, payable, type, expectKept } of services) {
    test(`Back and Forward walk the ${tab} steps and keep what was typed @phone`, async ({ page }) => {
      const calls = payCalls(page.context());
      await page.goto('/');
      const panel = await openService(page, tab, `?service=${service}`);
      await type(panel);
      await panel.getByRole('button', { name: 'Submit' }).click();
      await expect(summaryRow(panel, 'Payable amount')).toHaveText(payable);
      await expect(page).toHaveURL(/step=summary/);

      await page.goBack();
      await expect(page).not.toHaveURL(/step=/);
      await expect(panel.getByRole('button', { name: 'Submit' })).toBeVisible();
      await expectKept(panel);
      await page.goForward();
      await expect(summaryRow(panel, 'Payable amount')).toHaveText(payable);

      // Out of pay bills and back again: nothing typed is lost.
      await page.goBack();
      await page.goBack();
      await expect(page).toHaveURL(/\/$/);
      await page.goForward();
      await expectKept(panel);
      await page.goForward();
      await expect(summaryRow(panel, 'Payable amount')).toHaveText(payable);
      expect(calls).toHaveLength(0);
    });
  }

  test('a link to a step with nothing verified opens the first step', async ({ page }) => {
    const panel = await openService(page, 'Electricity Payment', '?service=electricity-bill&step=summary');
    await expect(panel.getByRole('heading', { name: 'Enter meter number to begin' })).toBeVisible();
    await expect(page).not.toHaveURL(/step=/);
  });

  test('choosing a service brings its form into view, on a phone with its heading focused @phone', async ({
    page,
    isMobile,
  }) => {
    await openService(page, 'Electricity Payment');
    await page.getByRole('tab', { name: 'TV Subscription' }).click();
    const heading = page.getByRole('heading', { name: 'TV Subscription', level: 2 });
    await expect(heading).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('tabpanel', { name: 'TV Subscription' }).getByLabel('Package')).toBeInViewport();
    if (isMobile) await expect(heading).toBeFocused();
    else await expect(page.getByRole('tab', { name: 'TV Subscription' })).toBeFocused();
  });
});

test.describe('pay bills: a token is never lost', () => {
  test('a reload on the receipt brings it back, and Recent payments keeps it across reloads @payment', async ({
    page,
  }) => {
    // A purchase, three page loads and an accessibility scan.
    test.slow();
    const panel = await electricityDetails(page);
    await fillDetails(panel, '2000');
    await panel.getByRole('button', { name: 'Submit' }).click();
    await panel.getByRole('button', { name: 'Make Payment' }).click();
    await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeFocused();
    const token = (await page.getByTestId('receipt-token').textContent()) ?? '';
    const reference = (await receiptValue(page, 'Reference').textContent()) ?? '';
    expect(token).toMatch(/^(\d{4} ){4}\d{4}$/);
    await expect(page).toHaveURL(new RegExp(`receipt=${reference}`));

    await page.reload();
    await expect(page.getByTestId('receipt-token')).toHaveText(token);

    await page.goto('/paybills');
    const recent = page.getByRole('region', { name: 'Recent payments' });
    await expect(recent.getByText('Kept on this device only, for 90 days')).toBeVisible();
    await recent.getByRole('button', { name: /Ikeja Electric, N2,100\.00/ }).click();
    await expect(page.getByTestId('receipt-token')).toHaveText(token);
    await expect(receiptValue(page, 'Account name')).toHaveText('Adaeze Okafor');
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Make another payment' }).click();
    await recent.getByRole('button', { name: `Remove Ikeja Electric ${reference} from this device` }).click();
    await page.reload();
    await expect(recent.getByText('Payments you make here will be listed')).toBeVisible();
  });

  test('the receipt shows long ids whole within each group of four at this width @payment @phone', async ({ page }) => {
    const panel = await openService(page, 'Airtime VTU', '?service=airtime');
    await panel.getByLabel('Phone number').fill(PHONE);
    await panel.getByLabel('Network').selectOption('mtn');
    await panel.getByLabel('Amount').fill('100');
    await panel.getByRole('button', { name: 'Submit' }).click();
    await panel.getByRole('button', { name: 'Make Payment' }).click();
    for (const label of ['Reference', 'Transaction ID']) {
      const value = receiptValue(page, label);
      await expect(value).toHaveText(/^[A-Za-z0-9]{12,}$/);
      // Each group of four sits on one line: a break falls only between groups.
      const groupsOnOneLine = await value.evaluate((dd) =>
        [...dd.childNodes]
          .filter((node) => node.nodeType === Node.TEXT_NODE)
          .every((node) => {
            const range = document.createRange();
            range.selectNodeContents(node);
            return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size === 1;
          }),
      );
      expect(groupsOnOneLine).toBe(true);
    }
  });
});

test.describe('pay bills: find a payment by its reference', () => {
  test('a payment made on another phone: delivered, failed, unknown, and a mistyped reference @payment', async ({
    newContext,
  }) => {
    // Two purchases on one phone, then a page load and four look-ups on another.
    test.slow();
    const payer = await anotherPhone(newContext);
    const delivered = await buyAirtime(payer, PHONE);
    await expect(payer.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
    const failed = await buyAirtime(payer, SMOKE.failingPhone);
    await expect(payer.getByRole('heading', { name: 'Payment failed' })).toBeVisible();
    await payer.context().close();

    const otherPhone = await anotherPhone(newContext);
    await otherPhone.goto('/paybills');
    const find = otherPhone.getByRole('form', { name: 'Find a payment' });
    const reference = find.getByLabel('Payment reference');

    await paste(reference, delivered.replace(/(.{4})/g, '$1 '));
    await find.getByRole('button', { name: 'Find payment' }).click();
    await expect(otherPhone.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
    await expect(receiptValue(otherPhone, 'Reference')).toHaveText(delivered);
    await expect(receiptValue(otherPhone, 'Total')).toHaveText('N150.00');

    await reference.fill(failed);
    await find.getByRole('button', { name: 'Find payment' }).click();
    await expect(otherPhone.getByRole('heading', { name: 'Payment failed' })).toBeVisible();
    await expect(
      otherPhone.getByText('The network could not credit this number. You have not been charged.'),
    ).toBeVisible();

    await reference.fill(`${delivered.slice(0, 12)}Zz${delivered.slice(14)}`);
    await find.getByRole('button', { name: 'Find payment' }).click();
    await expect(otherPhone.getByText('We could not find a payment with this reference.')).toBeVisible();

    await reference.fill('12345');
    await find.getByRole('button', { name: 'Find payment' }).click();
    await expect(
      find.getByText('A reference has 12 digits (the date and time) followed by at least 12 letters or digits.'),
    ).toBeVisible();
    await expect(reference).toBeFocused();
    await otherPhone.context().close();
  });

  test('a pending payment found by reference is checked until it is delivered @payment', async ({ newContext }) => {
    const payer = await anotherPhone(newContext);
    await payer.route('**/api/bills/UtilitiesBills/Pay/*', (route) => route.abort());
    const pending = await buyAirtime(payer, SMOKE.pendingPhone);
    await expect(
      payer
        .getByRole('heading', { name: 'Status unknown, checking' })
        .or(payer.getByRole('heading', { name: 'Your payment is processing' })),
    ).toBeVisible();
    await payer.context().close();

    const otherPhone = await anotherPhone(newContext);
    await otherPhone.goto(`/paybills?receipt=${pending}`);
    await expect(otherPhone.getByRole('heading', { name: 'Your payment is processing' })).toBeVisible();
    await expect(otherPhone.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
    await expect(
      otherPhone
        .getByRole('region', { name: 'Recent payments' })
        .getByRole('button', { name: /MTN Airtime VTU, N150\.00/ }),
    ).toContainText('Paid');
    await otherPhone.context().close();
  });
});
