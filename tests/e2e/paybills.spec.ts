import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { collectPageErrors } from './support/console';
import { holdRequests } from './support/held-requests';
import { layoutShiftsSince, nowWithFontsIn, recordLayoutShifts } from './support/layout-shifts';
import { expect, test } from './support/payments';

const EMPTY_METER = "Oops!!. Sorry can't proceed, Enter a valid mater no.";
const NOT_FOUND = 'We could not find this meter. Please select your power distributor.';
const DISTRIBUTORS = [
  'Jos',
  'Ibadan',
  'Port Harcourt',
  'Enugu',
  'Benin',
  'Ikeja',
  'Eko',
  'Abuja',
  'Kano',
  'Yola',
  'Aba',
  'Kaduna',
].map((name) => `${name} Electric`);

async function openPayBills(page: Page) {
  await page.goto('/paybills');
  await expect(page.getByRole('tab', { name: 'Electricity Payment' })).toHaveAttribute('aria-selected', 'true');
}

async function proceedWith(page: Page, meter: string) {
  await page.getByLabel('Meter number').fill(meter);
  await page.getByRole('button', { name: 'Proceed' }).click();
}

const banner = (page: Page) => page.getByRole('tabpanel').getByRole('alert');
const distributor = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

async function fillTransaction(page: Page) {
  await page.getByLabel('Amount').fill('1000');
  await page.getByLabel('Email').fill('ada@example.com');
  await page.getByLabel('Phone number').fill('08031234567');
}

async function expectMeterInformation(page: Page, rows: Record<string, string | RegExp>) {
  const info = page.getByRole('region', { name: 'Meter Information' });
  await expect(info).toBeVisible();
  for (const [term, value] of Object.entries(rows)) {
    // The provider's cell also holds its monogram badge, hence "contains".
    await expect(info.locator('div', { has: page.locator('dt', { hasText: term }) }).locator('dd')).toContainText(
      value,
    );
  }
}

test.describe('pay bills: menu', () => {
  // 1350x940: Lighthouse's desktop screen, where the footer's top edge is in view while the services load.
  for (const [width, height] of [
    [1350, 940],
    [1280, 900],
    [800, 900],
    [390, 900],
  ] as const) {
    test(`at ${width}x${height} px the form below the menu, and the footer, stay where they are when the services arrive`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height });
      await recordLayoutShifts(page);
      // The list is held back until the page shows its placeholders and its font (whose arrival may
      // reflow text on its own) is in.
      const release = await holdRequests(page, /\/api\/bills\/UtilitiesBills(\?|$)/);
      await page.goto('/paybills');
      await expect(page.getByRole('status').filter({ hasText: 'Loading services' })).toBeAttached();
      const releasedAt = await nowWithFontsIn(page);
      release();
      await expect(page.getByRole('tab', { name: 'Electricity Payment' })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByLabel('Meter number')).toBeVisible();
      expect(await layoutShiftsSince(page, releasedAt)).toEqual([]);
    });
  }

  for (const width of [1280, 390, 320]) {
    test(`at ${width} px every service tab shows its whole name`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await openPayBills(page);
      const tabs = page.getByRole('tab');
      await expect(tabs).toHaveCount(4);
      for (const tab of await tabs.all()) {
        const clipped = await tab.evaluate((element) => element.scrollWidth - element.clientWidth);
        expect(clipped, (await tab.textContent()) ?? '').toBeLessThanOrEqual(0);
      }
    });
  }

  test('shows the menu with the service types from the API, Electricity Payment selected', async ({ page }) => {
    const errors = collectPageErrors(page);
    await openPayBills(page);
    await expect(page.getByRole('heading', { name: 'Please select a menu' })).toBeVisible();
    await expect(page.getByText('What would you like to do?')).toBeVisible();
    await expect(page.getByRole('tab')).toHaveText([
      'Electricity Payment',
      'Data Subscription',
      'Airtime VTU',
      'TV Subscription',
    ]);
    await expect(
      page
        .getByRole('tabpanel', { name: 'Electricity Payment' })
        .getByRole('heading', { name: 'Enter meter number to begin' }),
    ).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('the forms, Your payments and a receipt come styled with the page: no stylesheet is fetched', async ({
    page,
  }) => {
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') stylesheets.push(new URL(request.url()).pathname);
    });
    await openPayBills(page);
    const meter = page.getByLabel('Meter number');
    await expect(meter).toBeVisible();
    expect((await meter.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    await expect(
      page.getByRole('complementary', { name: 'Your payments' }).getByRole('button', { name: 'Find payment' }),
    ).toBeVisible();
    // A receipt's panel loads only when one is opened.
    await page.goto('/paybills?receipt=HLP-NO-SUCH-PAYMENT');
    await expect(
      page.getByRole('alert').filter({ hasText: 'We could not find a payment with this reference.' }),
    ).toBeVisible();
    expect(stylesheets).toEqual([]);
  });

  test('the search box finds services by name or by what payers call them, never losing the open form, and Enter opens the first', async ({
    page,
  }) => {
    await openPayBills(page);
    await page.getByLabel('Meter number').fill('11111111111');
    const search = page.getByRole('searchbox', { name: 'Search services' });
    await search.fill('SUBSCRIPTION');
    await expect(page.getByRole('tab')).toHaveText(['Data Subscription', 'TV Subscription']);
    await search.fill('vtu');
    await expect(page.getByRole('tab')).toHaveText(['Airtime VTU']);
    for (const [query, found] of [
      ['NEPA', ['Electricity Payment']],
      ['light', ['Electricity Payment']],
      ['power', ['Electricity Payment']],
      ['DStv', ['TV Subscription']],
      ['MTN', ['Data Subscription', 'Airtime VTU']],
      // A name match comes before what payers call a service (Airtel, a network of data).
      ['AIR', ['Airtime VTU', 'Data Subscription']],
      ['bundle', ['Data Subscription']],
    ] as const) {
      await search.fill(query);
      await expect(page.getByRole('tab')).toHaveText([...found]);
    }
    // A TV service the form does not offer leads nowhere, rather than to a form without it.
    for (const query of ['gas', 'GOtv', 'StarTimes']) {
      await search.fill(query);
      await expect(page.getByRole('tab')).toHaveCount(0);
    }
    await expect(page.getByText('No service matches your search.')).toBeVisible();
    // The form being filled stays, with what was typed.
    await expect(page.getByRole('tabpanel', { name: 'Electricity Payment' }).getByLabel('Meter number')).toHaveValue(
      '11111111111',
    );
    await expectNoAxeViolations(page);

    await search.fill('dstv');
    await search.press('Enter');
    await expect(page.getByRole('tab', { name: 'TV Subscription' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'TV Subscription' }).getByLabel('Package')).toBeVisible();
    await search.fill('');
    await expect(page.getByRole('tab')).toHaveCount(4);
  });

  test('arrow keys, Home and End move between the tabs and select them', async ({ page }) => {
    await openPayBills(page);
    await page.getByRole('tab', { name: 'Electricity Payment' }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('tab', { name: 'Data Subscription' })).toBeFocused();
    await expect(page.getByRole('tab', { name: 'Data Subscription' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Data Subscription' })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Airtime VTU' })).toBeFocused();
    await page.keyboard.press('End');
    await expect(page.getByRole('tab', { name: 'TV Subscription' })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('tab', { name: 'Electricity Payment' })).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(page.getByRole('tab', { name: 'TV Subscription' })).toBeFocused();
    await page.keyboard.press('Home');
    await expect(page.getByRole('tab', { name: 'Electricity Payment' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'Data Subscription' })).toHaveAttribute('tabindex', '-1');
  });

  test('Data, Airtime and TV show their forms, and Cancel empties them', async ({ page }) => {
    await openPayBills(page);
    await page.getByRole('tab', { name: 'Data Subscription' }).click();
    const data = page.getByRole('tabpanel', { name: 'Data Subscription' });
    // No length cut: a pasted +234 number stays whole (paybills-payer.spec.ts).
    await expect(data.getByLabel('Phone number')).not.toHaveAttribute('maxlength');
    await expect(data.getByLabel('Phone number')).toHaveAttribute('placeholder', '+234');
    for (const period of ['Daily', 'Weekly', 'Monthly', 'Yearly', 'Others'])
      await expect(data.getByRole('button', { name: period })).toBeVisible();
    await data.getByRole('button', { name: 'Weekly' }).click();
    await expect(data.getByRole('button', { name: 'Weekly' })).toHaveAttribute('aria-pressed', 'true');
    await expect(data.getByLabel('Plan')).toBeVisible();
    await data.getByRole('button', { name: 'Cancel' }).click();
    await expect(data.getByRole('button', { name: 'Weekly' })).toHaveAttribute('aria-pressed', 'false');

    await page.getByRole('tab', { name: 'Airtime VTU' }).click();
    const airtime = page.getByRole('tabpanel', { name: 'Airtime VTU' });
    await expect(airtime.getByLabel('Phone number')).not.toHaveAttribute('maxlength');
    await expect(airtime.getByRole('button', { name: 'Daily' })).toHaveCount(0);
    await airtime.getByRole('button', { name: 'Submit' }).click();
    await expect(airtime.getByText('Enter a Nigerian phone number, like 08031234567 or +2348031234567.')).toBeVisible();
    await expect(airtime.getByLabel('Phone number')).toBeFocused();

    await page.getByRole('tab', { name: 'TV Subscription' }).click();
    const tv = page.getByRole('tabpanel', { name: 'TV Subscription' });
    await expect(tv.getByLabel('TV type').locator('option')).toHaveText(['DSTV', 'Show Max']);
    await expect(tv.getByLabel('Package')).toBeVisible();
    await expect(tv.getByLabel('Email or phone')).toBeVisible();
    await expect(tv.getByRole('button', { name: 'Cancel' })).toBeVisible();
  });
});

test.describe('pay bills: electricity', () => {
  test('an empty meter number shows the spec message, which can be closed', async ({ page }) => {
    await openPayBills(page);
    await page.getByRole('button', { name: 'Proceed' }).click();
    await expect(banner(page).getByText(EMPTY_METER, { exact: true })).toBeVisible();
    await banner(page).getByRole('button', { name: 'Close' }).click();
    await expect(banner(page)).toHaveCount(0);
  });

  test('the meter input takes digits only, and says when there are more than 11', async ({ page }) => {
    await openPayBills(page);
    const input = page.getByLabel('Meter number');
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await input.pressSequentially('12ab345');
    await expect(input).toHaveValue('12345');
    await input.pressSequentially('1234567');
    await expect(input).toHaveValue('123451234567');
    await expect(page.getByText('A meter number has 11 digits; this one has 12.')).toBeVisible();
  });

  test('11111111111 goes straight to the meter details, then to the order summary and back', async ({ page }) => {
    await openPayBills(page);
    await proceedWith(page, '11111111111');
    await expectMeterInformation(page, {
      Name: 'Adaeze Okafor',
      'Meter Number': '11111111111',
      Address: /Ikeja, Lagos/,
      Arrears: 'N0.00',
      Provider: 'Ikeja Electric',
    });
    await expect(page.getByRole('heading', { name: 'Meter Information' })).toBeFocused();
    await expect(page.getByRole('button', { name: 'Ikeja Electric' })).toHaveCount(0);

    const form = page.getByRole('form', { name: 'Details Of Transaction' });
    await form.getByLabel('Amount').pressSequentially('12345');
    await expect(form.getByLabel('Amount')).toHaveValue('12,345');
    await form.getByLabel('Email').fill('ada@example.com');
    await form.getByLabel('Phone number').fill('08012345678');
    await form.getByRole('button', { name: 'Submit' }).click();

    const summary = page.getByRole('region', { name: 'Order Summary' });
    const row = (term: string) =>
      summary.locator('div', { has: page.locator('dt', { hasText: new RegExp(`^${term}$`) }) }).locator('dd');
    await expect(row('Name')).toHaveText('Adaeze Okafor');
    await expect(row('Meter Number')).toHaveText('11111111111');
    await expect(row('Current amount')).toHaveText('N12,345.00');
    await expect(row('Total bill')).toHaveText('N12,445.00');
    await expect(row('Meter Type')).toHaveText('PREPAID');
    await expect(row('Arrears')).toHaveText('N0.00');
    await expect(row('Convenience fee')).toHaveText('N100.00');
    await expect(row('Payable amount')).toHaveText('N12,445.00');
    await expect(summary.getByRole('button', { name: 'Make Payment' })).toBeVisible();

    await summary.getByRole('button', { name: 'Edit Details' }).click();
    await expect(form.getByLabel('Amount')).toHaveValue('12,345');
    await expect(form.getByLabel('Email')).toHaveValue('ada@example.com');
    await expect(form.getByLabel('Phone number')).toHaveValue('08012345678');
  });

  test('22222222222 shows the meter type choice and the 12 distributors; one then verifies it', async ({ page }) => {
    await openPayBills(page);
    await proceedWith(page, '22222222222');
    await expect(page.getByRole('heading', { name: 'Please select your power distributor' })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
    await expect(page.getByRole('radio', { name: 'Prepaid' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Post-paid' })).not.toBeChecked();
    for (const name of DISTRIBUTORS) await expect(distributor(page, name)).toBeVisible();
    await distributor(page, 'Ibadan Electric').click();
    await expectMeterInformation(page, {
      Name: 'Bola Adeyemi',
      'Meter Number': '22222222222',
      Arrears: 'N1,250.00',
      Provider: 'Ibadan Electric',
    });
  });

  test('33333333333 shows the not-found banner and the distributors, then verifies as postpaid', async ({ page }) => {
    await openPayBills(page);
    await proceedWith(page, '33333333333');
    await expect(banner(page)).toContainText(NOT_FOUND);
    await page.getByRole('radio', { name: 'Post-paid' }).check();
    await distributor(page, 'Enugu Electric').click();
    await expect(banner(page)).toHaveCount(0);
    await expectMeterInformation(page, {
      Name: 'Chinedu Eze',
      'Meter Number': '33333333333',
      Arrears: 'N0.00',
      Provider: 'Enugu Electric',
    });
    await fillTransaction(page);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(
      page
        .getByRole('region', { name: 'Order Summary' })
        .locator('div', { has: page.locator('dt', { hasText: 'Meter Type' }) })
        .locator('dd'),
    ).toHaveText('POSTPAID');
  });

  test('33333333333 through Eko and Kano reads MeterNumber', async ({ page }) => {
    await openPayBills(page);
    for (const name of ['Eko Electric', 'Kano Electric']) {
      await proceedWith(page, '33333333333');
      await distributor(page, name).click();
      await expectMeterInformation(page, { 'Meter Number': '33333333333', Provider: name });
      await page.getByRole('button', { name: 'Change meter' }).click();
    }
  });

  test('an error is shown where the visitor is, and focus never drops to the page', async ({ page }) => {
    await openPayBills(page);
    await proceedWith(page, '44444444444');
    await page.getByRole('button', { name: 'Abuja Electric', exact: true }).scrollIntoViewIfNeeded();
    await distributor(page, 'Abuja Electric').click();
    await expect(banner(page)).toContainText('not a valid Abuja Electric prepaid meter');
    await expect(banner(page)).toBeInViewport();
    await expect(banner(page)).toBeFocused();
    await banner(page).getByRole('button').click();
    await expect(banner(page)).toHaveCount(0);
    expect(await page.evaluate(() => document.activeElement !== document.body && document.activeElement !== null)).toBe(
      true,
    );
    await expect(page.getByRole('heading', { name: 'Enter meter number to begin' })).toBeFocused();
  });

  test('a service that is down or unreachable is explained in words, in view', async ({ page }) => {
    await openPayBills(page);
    await proceedWith(page, '55555555555');
    await expect(banner(page)).toContainText('The bills service is temporarily unavailable.');
    await expect(banner(page)).toBeInViewport();
    await page.route('**/UtilitiesBills/VerifyMerchant', (route) => route.abort('failed'));
    await banner(page).getByRole('button').click();
    await proceedWith(page, '11111111111');
    await expect(banner(page)).toBeVisible();
    await expect(banner(page)).not.toContainText('Failed to fetch');
    await expect(banner(page)).toBeInViewport();
  });

  test('Change meter returns focus to the meter number', async ({ page }) => {
    await openPayBills(page);
    await proceedWith(page, '11111111111');
    await expect(page.getByRole('heading', { name: 'Meter Information' })).toBeFocused();
    await page.getByRole('button', { name: 'Change meter' }).click();
    await expect(page.getByLabel('Meter number')).toBeFocused();
  });

  for (const meter of ['44444444444', '12345678901']) {
    test(`${meter}: every distributor answers the wrong-meter error in the banner`, async ({ page }) => {
      await openPayBills(page);
      await proceedWith(page, meter);
      await expect(banner(page)).toContainText(NOT_FOUND);
      await distributor(page, 'Abuja Electric').click();
      await expect(banner(page)).toContainText(
        'This meter is not correct or is not a valid Abuja Electric prepaid meter. Please check and try again',
      );
      await expect(banner(page)).not.toContainText(NOT_FOUND);
      await expect(page.getByRole('heading', { name: 'Meter Information' })).toHaveCount(0);
      await distributor(page, 'Kaduna Electric').click();
      await expect(banner(page)).toContainText('not a valid Kaduna Electric prepaid meter');
    });
  }

  test('55555555555: the bills service is down', async ({ page }) => {
    await openPayBills(page);
    await proceedWith(page, '55555555555');
    await expect(banner(page)).toContainText('The bills service is temporarily unavailable.');
    await distributor(page, 'Jos Electric').click();
    await expect(banner(page)).toContainText('The bills service is temporarily unavailable.');
    await expect(page.getByRole('heading', { name: 'Meter Information' })).toHaveCount(0);
  });

  test('shows a spinner on Proceed and an overlay during the provider check', async ({ page }) => {
    await openPayBills(page);
    let gate = Promise.withResolvers<void>();
    await page.route('**/UtilitiesBills/VerifyMerchant', async (route) => {
      await gate.promise;
      await route.continue();
    });
    await proceedWith(page, '33333333333');
    await expect(page.getByRole('status').filter({ hasText: 'Verifying meter' })).toBeAttached();
    await expect(page.getByRole('button', { name: 'Proceed' })).toBeDisabled();
    const meterCheck = gate;
    gate = Promise.withResolvers<void>();
    meterCheck.resolve();
    await distributor(page, 'Benin Electric').click();
    await expect(page.getByRole('status').filter({ hasText: 'Checking with your distributor' })).toBeVisible();
    gate.resolve();
    await expect(page.getByRole('heading', { name: 'Meter Information' })).toBeVisible();
  });

  test('can be used with the keyboard alone', async ({ page }) => {
    await openPayBills(page);
    await page.getByLabel('Meter number').focus();
    await page.keyboard.type('33333333333');
    await page.keyboard.press('Enter');
    await expect(banner(page)).toContainText(NOT_FOUND);
    await distributor(page, 'Jos Electric').focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Meter Information' })).toBeFocused();
  });
});

test.describe('pay bills: accessibility', () => {
  test('has no WCAG 2.2 AA violations on the menu, the distributors, the details and the summary', async ({ page }) => {
    // Six axe scans of the whole page, several seconds each on a busy two-core machine.
    test.setTimeout(90_000);
    await openPayBills(page);
    await expectNoAxeViolations(page);
    await proceedWith(page, '33333333333');
    await expect(distributor(page, 'Kano Electric')).toBeVisible();
    await expectNoAxeViolations(page);
    await distributor(page, 'Kano Electric').click();
    await expect(page.getByRole('heading', { name: 'Meter Information' })).toBeVisible();
    await expectNoAxeViolations(page);
    await fillTransaction(page);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('heading', { name: 'Order Summary' })).toBeVisible();
    await expectNoAxeViolations(page);
    for (const name of ['Data Subscription', 'TV Subscription']) {
      const tab = page.getByRole('tab', { name });
      await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      // The selected tab's background fades in (150 ms) under text that is already white: contrast is
      // judged on the settled colours.
      await tab.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
      await expectNoAxeViolations(page);
    }
  });

  test('tap targets are at least 44 px on phones', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openPayBills(page);
    await proceedWith(page, '22222222222');
    for (const locator of [
      page.getByRole('tab').first(),
      page.getByRole('button', { name: 'Proceed' }),
      distributor(page, 'Aba Electric'),
    ]) {
      const box = await locator.boundingBox();
      expect(box?.height).toBeGreaterThanOrEqual(44);
    }
  });
});
