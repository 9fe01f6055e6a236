import type { Locator } from '@playwright/test';
import { CLIPBOARD, paste } from './support/clipboard';
import { expect, PAYMENT_TAG, SMOKE, test } from './support/payments';
import { openService, payCalls, summaryRow } from './support/paybills';

/**
 * At 1280 px (desktop) and 390 px (@phone): the caret stays where the payer
 * types, deletes and pastes inside a grouped amount, and nothing is charged before the total is shown.
 */
test.beforeEach(async ({ context }) => {
  await context.grantPermissions(CLIPBOARD);
});

const caret = (field: Locator) => field.evaluate((input: HTMLInputElement) => input.selectionStart);

/**
 * Puts the caret `at` a position, as a payer's tap or click does, once the field has settled: after
 * each key (and on focus) the field places its caret again in a 0 ms timer, which a tap never beats
 * but a test on a busy machine can. A timer queued after the field's runs after it.
 */
async function caretAt(field: Locator, at: number) {
  await field.focus();
  await field.evaluate(
    (input: HTMLInputElement, position) =>
      new Promise<void>((placed) =>
        setTimeout(() => {
          input.setSelectionRange(position, position);
          placed();
        }, 0),
      ),
    at,
  );
}

/** The payer's two ways of putting 2 then 5 after the 1 of `1|00`: key by key, or one paste at the caret. */
const insertions = {
  typed: async (amount: Locator) => {
    await amount.press('2');
    await expect(amount).toHaveValue('1,200');
    await expect.poll(() => caret(amount)).toBe(3);
    await amount.press('5');
  },
  pasted: (amount: Locator) => paste(amount, '25', { replace: false }),
};

for (const [how, insert] of Object.entries(insertions)) {
  test(`airtime: digits ${how} after the 1 of 100 land there, and the total is shown before it is charged @phone ${PAYMENT_TAG}`, async ({
    page,
  }) => {
    const calls = payCalls(page);
    const panel = await openService(page, 'Airtime VTU', '?service=airtime');
    await panel.getByLabel('Phone number').fill(SMOKE.phone);
    await panel.getByLabel('Network').selectOption('mtn');
    const amount = panel.getByLabel('Amount');
    await amount.pressSequentially('100');
    await caretAt(amount, 1);
    await insert(amount);
    await expect(amount).toHaveValue('12,500');
    await expect.poll(() => caret(amount)).toBe(4);

    await panel.getByRole('button', { name: 'Submit' }).click();
    await expect(summaryRow(page, 'Payable amount')).toHaveText('N12,500.00');
    expect(calls).toHaveLength(0);
    await panel.getByRole('button', { name: 'Make Payment' }).click();
    await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
    expect(calls.map((call) => (call.postDataJSON() as { amount: number }).amount)).toEqual([12500]);
  });
}

test('electricity: typing, deleting and pasting inside a grouped amount keep the caret and every digit @phone', async ({
  page,
}) => {
  const panel = await openService(page, 'Electricity Payment');
  await panel.getByLabel('Meter number').fill(SMOKE.meter);
  await panel.getByRole('button', { name: 'Proceed' }).click();
  const amount = panel.getByLabel('Amount');

  await amount.pressSequentially('1500');
  await expect(amount).toHaveValue('1,500');
  await caretAt(amount, 2);
  await amount.pressSequentially('25');
  await expect(amount).toHaveValue('125,500');

  // Backspace just after a comma deletes the digit before it; the rest of the amount stays.
  await amount.fill('');
  await amount.pressSequentially('1000');
  await caretAt(amount, 2);
  await amount.press('Backspace');
  await expect(amount).toHaveValue('000');
  expect(await caret(amount)).toBe(0);
  await amount.press('2');
  await expect(amount).toHaveValue('2,000');

  // A paste lands at the caret, regrouped.
  await amount.fill('');
  await amount.pressSequentially('1000');
  await caretAt(amount, 1);
  await paste(amount, '25', { replace: false });
  await expect(amount).toHaveValue('125,000');
  expect(await caret(amount)).toBe(3);

  // A whole amount pasted with its naira sign and spaces is read as meant; kobo are said, not dropped.
  await paste(amount, '₦ 5 000');
  await expect(amount).toHaveValue('5,000');
  await paste(amount, '750.50');
  await expect(amount).toHaveValue('750.50');
  await expect(panel.getByText('Enter whole naira only, like 750: kobo cannot be paid.')).toBeVisible();
});
