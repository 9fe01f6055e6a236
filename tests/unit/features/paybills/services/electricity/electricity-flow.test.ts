import { describe, expect, it } from 'vitest';
import type { Distributor } from '@/features/paybills/api';
import { toDistributorCheck, toMeterLookup } from '@/lib/bills/translate';
import {
  electricityReducer,
  type ElectricityEvent,
  type ElectricityState,
  initialElectricityState,
} from '@/features/paybills/services/electricity/electricity-reducer';
import { PAYBILLS_TEXT } from '@/features/paybills/strings';

const METER = '11111111111';
const ID = '202611221600FirstOrderId01';
const OTHER_ID = '202611221601SecondOrderId1';
const terms = { minimum: 500, maximum: 500_000, convenienceFee: 100 };
const validForm = (amount: string): ElectricityEvent[] => [
  { type: 'transactionChanged', field: 'currentAmount', value: amount },
  { type: 'transactionChanged', field: 'customerEmail', value: 'ada@example.com' },
  { type: 'transactionChanged', field: 'customerPhone', value: '08031234567' },
];
const ikeja: Distributor = {
  name: 'Ikeja Electric',
  serviceId: 'ikeja-electric',
  minimumAmount: 500,
  maximumAmount: 500000,
  convenienceFee: 0,
};
const eko: Distributor = { ...ikeja, name: 'Eko Electric', serviceId: 'eko-electric' };

function run(events: ElectricityEvent[], from: ElectricityState = initialElectricityState): ElectricityState {
  return events.reduce(electricityReducer, from);
}

// Built in each test, not once when the file loads: a mutation testing run sees which tests reach the reducer's branches.
const withMeter = () => run([{ type: 'meterChanged', value: METER }]);
// The verification answers as the bills API sends them, through the client's boundary mapping.
const logged = toMeterLookup({
  Customer_Name: 'Adaeze Okafor',
  Meter_Number: METER,
  Address: '14 Allen Avenue, Ikeja',
  Customer_Arrears: '',
  Meter_Type: 'PREPAID',
  merchantlog: { ProviderName: 'Ikeja Electric', ServiceId: 'ikeja-electric' },
});
const verified = toDistributorCheck({
  code: '000',
  content: {
    Customer_Name: 'Chinedu Eze',
    MeterNumber: METER,
    Address: '22 Ogui Road, Enugu',
    Customer_Arrears: '1250.00',
    Meter_Type: 'POSTPAID',
    WrongBillersCode: false,
  },
});
const wrongMeter = toDistributorCheck({
  code: '000',
  content: {
    error: 'This meter is not correct or is not a valid Eko Electric prepaid meter. Please check and try again',
    WrongBillersCode: true,
  },
});
const pickingDistributor = () =>
  run(
    [{ type: 'meterCheckStarted' }, { type: 'meterCheckFailed', message: 'We could not find this meter.' }],
    withMeter(),
  );
const onDetails = () =>
  run([{ type: 'meterCheckStarted' }, { type: 'meterCheckSucceeded', result: logged }], withMeter());

describe('electricity flow', () => {
  it('starts on the meter step with prepaid chosen and nothing shown', () => {
    expect(initialElectricityState).toMatchObject({
      step: 'meter',
      meterNo: '',
      meterType: 'prepaid',
      showDistributors: false,
      error: null,
      verifying: false,
    });
  });

  it('takes spaces and dashes out of a pasted meter number before counting its digits', () => {
    expect(run([{ type: 'meterChanged', value: ' 1111 1111 111 ' }])).toMatchObject({
      meterNo: '11111111111',
      meterError: null,
    });
    expect(run([{ type: 'meterChanged', value: '1111-1111-111' }]).meterNo).toBe('11111111111');
  });

  it('says, rather than cuts, a meter number with more than 11 digits, and makes no call with it', () => {
    const state = run([{ type: 'meterChanged', value: '12a34-5678901234' }]);
    expect(state).toMatchObject({
      meterNo: '12345678901234',
      meterError: 'A meter number has 11 digits; this one has 14.',
    });
    expect(run([{ type: 'meterCheckStarted' }], state)).toMatchObject({
      error: null,
      meterError: 'A meter number has 11 digits; this one has 14.',
      verifying: false,
    });
  });

  it('forgets details verified, and an order confirmed, for another meter when the number changes', () => {
    const summary = run([...validForm('2000'), { type: 'transactionSubmitted', terms, requestId: ID }], onDetails());
    const back = run([{ type: 'stepRequested', step: 'meter', terms, requestId: ID }], summary);
    expect(back.details).not.toBeNull();
    expect(run([{ type: 'meterChanged', value: '33333333333' }], back)).toMatchObject({ details: null, order: null });
  });

  it('keeps the details and the order when the number typed again has the same digits (a space, a paste of the same meter)', () => {
    const summary = run([...validForm('2000'), { type: 'transactionSubmitted', terms, requestId: ID }], onDetails());
    const back = run([{ type: 'stepRequested', step: 'meter', terms, requestId: ID }], summary);
    const same = run([{ type: 'meterChanged', value: '1111 1111 111' }], back);
    expect(same.details).toEqual(back.details);
    expect(same.order?.id).toBe(ID);
  });

  it('refuses to verify an empty meter number with the spec message and makes no call', () => {
    const state = run([{ type: 'meterCheckStarted' }]);
    expect(state.error).toBe("Oops!!. Sorry can't proceed, Enter a valid mater no.");
    expect(state.verifying).toBe(false);
  });

  it('says how many digits a short meter number has on Proceed, not while it is being typed, and makes no call', () => {
    const typing = run([{ type: 'meterChanged', value: '1234567890' }]);
    expect(typing.meterError).toBeNull();
    expect(run([{ type: 'meterCheckStarted' }], typing)).toMatchObject({
      error: null,
      meterError: 'A meter number has 11 digits; this one has 10.',
      verifying: false,
    });
  });

  it('verifies a meter Buy again started once, whether or not its number can be checked', () => {
    for (const meterNo of ['', '1234567890', METER])
      expect(run([{ type: 'meterCheckStarted' }], { ...initialElectricityState, meterNo, again: true }).again).toBe(
        false,
      );
  });

  it('shows the spinner and clears the last error while the meter alone is verified', () => {
    const state = run([{ type: 'meterCheckStarted' }], { ...withMeter(), error: 'old' });
    expect(state).toMatchObject({ verifying: true, error: null });
  });

  it('hides the distributors offered after a failed check while the meter is verified again', () => {
    expect(run([{ type: 'meterCheckStarted' }], pickingDistributor())).toMatchObject({
      verifying: true,
      showDistributors: false,
      error: null,
    });
  });

  it('ignores a distributor check that answers when none is being checked (the payer went on meanwhile)', () => {
    const settled = onDetails();
    expect(run([{ type: 'distributorCheckSucceeded', distributor: eko, result: verified }], settled)).toBe(settled);
    expect(run([{ type: 'distributorCheckFailed', distributor: eko, message: 'late' }], settled)).toBe(settled);
  });

  it('shows the meter details when the merchant log knows the provider', () => {
    expect(onDetails().step).toBe('details');
    expect(onDetails().verifying).toBe(false);
    expect(onDetails().details).toEqual({
      name: 'Adaeze Okafor',
      meterNumber: METER,
      address: '14 Allen Avenue, Ikeja',
      arrears: 'N0.00',
      meterType: 'PREPAID',
      provider: { name: 'Ikeja Electric', serviceId: 'ikeja-electric' },
    });
  });

  it('shows the meter type the payer chose, and nothing made up, when the answer leaves fields out', () => {
    const sparse = toMeterLookup({ merchantlog: { ProviderName: 'Ikeja Electric', ServiceId: 'ikeja-electric' } });
    const state = run(
      [
        { type: 'meterTypeChanged', meterType: 'postpaid' },
        { type: 'meterCheckStarted' },
        { type: 'meterCheckSucceeded', result: sparse },
      ],
      withMeter(),
    );
    expect(state.details).toEqual({
      name: '',
      meterNumber: METER,
      address: '',
      arrears: 'N0.00',
      meterType: 'POSTPAID',
      provider: { name: 'Ikeja Electric', serviceId: 'ikeja-electric' },
    });
    expect(
      run([...validForm('2000'), { type: 'transactionSubmitted', terms, requestId: ID }], state).order?.request.type,
    ).toBe('postpaid');
  });

  it('shows the meter type choice and the distributors when the log has no provider', () => {
    const state = run(
      [{ type: 'meterCheckStarted' }, { type: 'meterCheckSucceeded', result: { ...logged, provider: null } }],
      withMeter(),
    );
    expect(state).toMatchObject({ step: 'meter', showDistributors: true, verifying: false, error: null });
  });

  it('shows the distributors and the error when the meter-only check fails', () => {
    expect(pickingDistributor()).toMatchObject({
      step: 'meter',
      showDistributors: true,
      verifying: false,
      error: 'We could not find this meter.',
    });
  });

  it('switches the meter type', () => {
    expect(run([{ type: 'meterTypeChanged', meterType: 'postpaid' }], pickingDistributor()).meterType).toBe('postpaid');
  });

  it('shows the overlay and clears the banner while a distributor is checked', () => {
    const state = run([{ type: 'distributorChosen', distributor: eko }], pickingDistributor());
    expect(state.checkingDistributor).toEqual({ name: 'Eko Electric', serviceId: 'eko-electric' });
    expect(state.error).toBeNull();
  });

  it('shows the details, reading MeterNumber as well as Meter_Number, when the distributor verifies the meter', () => {
    const state = run(
      [
        { type: 'distributorChosen', distributor: eko },
        { type: 'distributorCheckSucceeded', distributor: eko, result: verified },
      ],
      pickingDistributor(),
    );
    expect(state).toMatchObject({ step: 'details', checkingDistributor: null, showDistributors: false });
    expect(state.details).toMatchObject({
      name: 'Chinedu Eze',
      meterNumber: METER,
      arrears: 'N1,250.00',
      meterType: 'POSTPAID',
      provider: { name: 'Eko Electric' },
    });
  });

  it('hides the details and shows the content error when the distributor rejects the meter, replacing any earlier error', () => {
    const state = run(
      [
        { type: 'distributorChosen', distributor: eko },
        { type: 'distributorCheckSucceeded', distributor: eko, result: wrongMeter },
      ],
      { ...pickingDistributor(), error: 'earlier' },
    );
    expect(state).toMatchObject({
      step: 'meter',
      details: null,
      checkingDistributor: null,
      showDistributors: true,
      error: wrongMeter.error,
    });
  });

  it('takes the answer for the distributor chosen last: one for a distributor chosen before it is old news', () => {
    const ikeja = { ...eko, name: 'Ikeja Electric', serviceId: 'ikeja-electric' };
    const state = run(
      [
        { type: 'distributorChosen', distributor: eko },
        { type: 'distributorChosen', distributor: ikeja },
        { type: 'distributorCheckSucceeded', distributor: eko, result: verified },
        { type: 'distributorCheckFailed', distributor: eko, message: 'late' },
      ],
      pickingDistributor(),
    );
    expect(state).toMatchObject({
      step: 'meter',
      checkingDistributor: { serviceId: 'ikeja-electric' },
      details: null,
      error: null,
    });
    const answered = run([{ type: 'distributorCheckSucceeded', distributor: ikeja, result: verified }], state);
    expect(answered).toMatchObject({ step: 'details', checkingDistributor: null });
    expect(answered.details?.provider).toEqual({ name: 'Ikeja Electric', serviceId: 'ikeja-electric' });
  });

  it('shows the error and keeps the distributors when the distributor check fails', () => {
    const state = run(
      [
        { type: 'distributorChosen', distributor: eko },
        { type: 'distributorCheckFailed', distributor: eko, message: 'The bills service is temporarily unavailable.' },
      ],
      pickingDistributor(),
    );
    expect(state).toMatchObject({
      checkingDistributor: null,
      showDistributors: true,
      error: 'The bills service is temporarily unavailable.',
    });
  });

  it('shows an error in the banner, and closes it', () => {
    expect(run([{ type: 'errorShown', message: 'We could not load the distributors.' }], onDetails()).error).toBe(
      'We could not load the distributors.',
    );
    expect(run([{ type: 'errorDismissed' }], pickingDistributor()).error).toBeNull();
  });

  it('refuses kobo as the payer types, and never reads 750.50 as 75,050', () => {
    const typed = run([{ type: 'transactionChanged', field: 'currentAmount', value: '750.50' }], onDetails());
    expect(typed.form.currentAmount).toBe('750.50');
    expect(typed.errors.currentAmount).toBe(PAYBILLS_TEXT.errors.amountDecimal);
    const submitted = run(
      [...validForm('750.50'), { type: 'transactionSubmitted', terms, requestId: ID }],
      onDetails(),
    );
    expect(submitted).toMatchObject({
      step: 'details',
      order: null,
      errors: { currentAmount: PAYBILLS_TEXT.errors.amountDecimal },
    });
  });

  it('names the limit for an amount too large, with every digit kept', () => {
    const state = run(
      [...validForm('1234567890'), { type: 'transactionSubmitted', terms, requestId: ID }],
      onDetails(),
    );
    expect(state.form.currentAmount).toBe('1234567890');
    expect(state.errors.currentAmount).toBe('Enter at most N500,000.');
  });

  it('sends the phone in the local form, however it was written', () => {
    const state = run(
      [
        ...validForm('2000'),
        { type: 'transactionChanged', field: 'customerPhone', value: '+234 803 123 4567' },
        { type: 'transactionSubmitted', terms, requestId: ID },
      ],
      onDetails(),
    );
    expect(state.order?.request.phone).toBe('08031234567');
  });

  it('keeps amount, email and phone as the fields hand them over', () => {
    const state = run(
      [
        { type: 'transactionChanged', field: 'currentAmount', value: '12,345' },
        { type: 'transactionChanged', field: 'customerEmail', value: 'ada@example.com' },
        { type: 'transactionChanged', field: 'customerPhone', value: '08012345678' },
      ],
      onDetails(),
    );
    expect(state.form).toEqual({
      currentAmount: '12,345',
      customerEmail: 'ada@example.com',
      customerPhone: '08012345678',
    });
  });

  it("confirms on Submit an order priced once with the distributor's fee, under the request id it is given", () => {
    const state = run([...validForm('12,345'), { type: 'transactionSubmitted', terms, requestId: ID }], onDetails());
    expect(state.step).toBe('summary');
    expect(state.order).toMatchObject({
      id: ID,
      service: 'electricity',
      request: {
        serviceId: 'ikeja-electric',
        account: METER,
        type: 'prepaid',
        amount: 12345,
        phone: '08031234567',
        email: 'ada@example.com',
      },
      quote: { amount: 12345, convenienceFee: 100, total: 12445 },
      receiptRows: [
        ['Meter Number', METER],
        ['Account name', 'Adaeze Okafor'],
        ['Address', '14 Allen Avenue, Ikeja'],
        ['Meter Type', 'PREPAID'],
      ],
    });
    expect(state.order?.summary).toEqual([
      ['Name', 'Adaeze Okafor'],
      ['Meter Number', METER],
      ['Address', '14 Allen Avenue, Ikeja'],
      ['Meter Type', 'PREPAID'],
      ['Arrears', 'N0.00'],
      ['Current amount', 'N12,345.00'],
      ['Convenience fee', 'N100.00'],
      ['Total bill', 'N12,445.00'],
    ]);
    expect(state.order?.notes).toEqual([]);
    // Buy again on its receipt starts from the same meter, type and amount as typed.
    expect(state.order?.again).toEqual({
      service: 'electricity',
      meterNo: METER,
      meterType: 'prepaid',
      amount: '12,345',
    });
  });

  it('shows the order as it was quoted on a reload, Forward or link, even before the fee has loaded again or after it changed', () => {
    const summary = run([...validForm('2000'), { type: 'transactionSubmitted', terms, requestId: ID }], onDetails());
    for (const reloadTerms of [null, { ...terms, convenienceFee: 0 }, { ...terms, convenienceFee: 250 }]) {
      const drawn = run([{ type: 'stepRequested', step: 'summary', terms: reloadTerms, requestId: OTHER_ID }], summary);
      expect(drawn).toMatchObject({
        step: 'summary',
        order: { id: ID, quote: { amount: 2000, convenienceFee: 100, total: 2100 } },
      });
    }
  });

  it('keeps the order and its id when Submit confirms the same thing again, and makes a new one when anything changed', () => {
    const summary = run([...validForm('2000'), { type: 'transactionSubmitted', terms, requestId: ID }], onDetails());
    const again = run(
      [{ type: 'editRequested' }, { type: 'transactionSubmitted', terms, requestId: OTHER_ID }],
      summary,
    );
    expect(again.order).toBe(summary.order);
    const retyped = run(
      [
        { type: 'editRequested' },
        ...validForm('3000'),
        ...validForm('2000'),
        { type: 'transactionSubmitted', terms, requestId: OTHER_ID },
      ],
      summary,
    );
    expect(retyped.order?.id).toBe(ID);
    const changed = run(
      [{ type: 'editRequested' }, ...validForm('2500'), { type: 'transactionSubmitted', terms, requestId: OTHER_ID }],
      summary,
    );
    expect(changed.order).toMatchObject({ id: OTHER_ID, quote: { total: 2600 } });
    const repriced = run(
      [
        { type: 'editRequested' },
        { type: 'transactionSubmitted', terms: { ...terms, convenienceFee: 150 }, requestId: OTHER_ID },
      ],
      summary,
    );
    expect(repriced.order).toMatchObject({ id: OTHER_ID, quote: { total: 2150 } });
  });

  it('does not offer an edited order for payment until it is confirmed again', () => {
    const summary = run([...validForm('2000'), { type: 'transactionSubmitted', terms, requestId: ID }], onDetails());
    const editing = run(
      [{ type: 'editRequested' }, { type: 'transactionChanged', field: 'currentAmount', value: '2,500' }],
      summary,
    );
    expect(editing).toMatchObject({ step: 'details', edited: true, order: { id: ID } });
    // A field given the value it already has (a paste of the same text) changes nothing: the order stays payable.
    expect(
      run([{ type: 'editRequested' }, { type: 'transactionChanged', field: 'currentAmount', value: '2000' }], summary),
    ).toMatchObject({ edited: false, order: { id: ID } });
  });

  it('shows the details, not a summary, when Forward follows an edit while the fee is still loading', () => {
    const summary = run([...validForm('2000'), { type: 'transactionSubmitted', terms, requestId: ID }], onDetails());
    const edited = run(
      [{ type: 'editRequested' }, { type: 'transactionChanged', field: 'currentAmount', value: '2,500' }],
      summary,
    );
    expect(run([{ type: 'stepRequested', step: 'summary', terms: null, requestId: OTHER_ID }], edited)).toMatchObject({
      step: 'details',
      edited: true,
      order: { id: ID },
    });
  });

  it('shows the order being paid, as confirmed, whatever step or edit came meanwhile', () => {
    const summary = run([...validForm('2000'), { type: 'transactionSubmitted', terms, requestId: ID }], onDetails());
    const editedElsewhere = run(
      [
        { type: 'editRequested' },
        { type: 'transactionChanged', field: 'currentAmount', value: '2,500' },
        { type: 'errorShown', message: 'x' },
      ],
      summary,
    );
    expect(run([{ type: 'orderResumed' }], { ...editedElsewhere, verifying: true })).toMatchObject({
      step: 'summary',
      edited: false,
      error: null,
      verifying: false,
      order: { id: ID, quote: { total: 2100 } },
    });
    // Nothing confirmed: nothing to resume.
    const nothingConfirmed = onDetails();
    expect(run([{ type: 'orderResumed' }], nothingConfirmed)).toBe(nothingConfirmed);
  });

  it('says that arrears on record are not in the payable amount, once, in the summary', () => {
    const postpaid = run(
      [
        { type: 'distributorChosen', distributor: eko },
        { type: 'distributorCheckSucceeded', distributor: eko, result: verified },
      ],
      pickingDistributor(),
    );
    const state = run([...validForm('5000'), { type: 'transactionSubmitted', terms, requestId: ID }], postpaid);
    expect(state.order?.summary.find(([label]) => label === 'Arrears')).toEqual(['Arrears', 'N1,250.00']);
    expect(state.order?.notes).toEqual([
      "The payable amount does not include the arrears of N1,250.00: they stay on the meter's account.",
    ]);
    expect(state.order?.quote.total).toBe(5100);
  });

  it('drops the order after a failed payment is cancelled, so Submit makes a new one', () => {
    const summary = run([...validForm('2000'), { type: 'transactionSubmitted', terms, requestId: ID }], onDetails());
    const dropped = run([{ type: 'orderDropped' }], summary);
    expect(dropped).toMatchObject({ step: 'details', order: null, form: { currentAmount: '2000' } });
    expect(run([{ type: 'transactionSubmitted', terms, requestId: OTHER_ID }], dropped).order?.id).toBe(OTHER_ID);
    // With no meter verified any more, the meter step.
    expect(run([{ type: 'orderDropped' }], { ...summary, details: null }).step).toBe('meter');
  });

  it('confirms nothing on a Submit that comes with no meter verified', () => {
    const unverified = withMeter();
    expect(run([{ type: 'transactionSubmitted', terms, requestId: ID }], unverified)).toBe(unverified);
  });

  it('keeps the details with a message next to each field that breaks a rule', () => {
    const state = run(
      [
        { type: 'transactionChanged', field: 'currentAmount', value: '499' },
        { type: 'transactionChanged', field: 'customerEmail', value: 'ada@' },
        { type: 'transactionChanged', field: 'customerPhone', value: '0801234' },
        { type: 'transactionSubmitted', terms, requestId: ID },
      ],
      onDetails(),
    );
    expect(state.step).toBe('details');
    expect(state.errors).toEqual({
      currentAmount: 'Enter at least N500.',
      customerEmail: 'Enter an email address like name@example.com.',
      customerPhone: 'Enter a Nigerian phone number, like 08031234567 or +2348031234567.',
    });
    // The field put right loses its message; the others keep theirs (an email is never read as an amount).
    expect(
      run([{ type: 'transactionChanged', field: 'customerEmail', value: 'ada@example.com' }], state).errors,
    ).toEqual({
      currentAmount: 'Enter at least N500.',
      customerPhone: 'Enter a Nigerian phone number, like 08031234567 or +2348031234567.',
    });
  });

  it("refuses more than the distributor's maximum", () => {
    const state = run([...validForm('600000'), { type: 'transactionSubmitted', terms, requestId: ID }], onDetails());
    expect(state.errors.currentAmount).toBe('Enter at most N500,000.');
  });

  it('returns to the details with the form kept on Edit Details', () => {
    const summary = run([...validForm('900'), { type: 'transactionSubmitted', terms, requestId: ID }], onDetails());
    const state = run([{ type: 'editRequested' }], summary);
    expect(state).toMatchObject({ step: 'details', form: { currentAmount: '900' } });
    expect(state.details).toEqual(onDetails().details);
  });

  it('goes back to the meter step, keeping the number, on Change meter', () => {
    const state = run([{ type: 'meterChangeRequested' }], onDetails());
    expect(state).toEqual({ ...initialElectricityState, meterNo: METER });
  });

  it('moves between steps with Back and Forward, keeping what was typed', () => {
    const summary = run([...validForm('2,000'), { type: 'transactionSubmitted', terms, requestId: ID }], onDetails());
    const back = run([{ type: 'stepRequested', step: 'details', terms, requestId: ID }], {
      ...summary,
      verifying: true,
    });
    expect(back).toMatchObject({
      step: 'details',
      verifying: false,
      form: { currentAmount: '2,000', customerEmail: 'ada@example.com' },
    });
    const meter = run([{ type: 'stepRequested', step: 'meter', terms, requestId: ID }], back);
    expect(meter).toMatchObject({ step: 'meter', meterNo: METER });
    const forward = run(
      [
        { type: 'stepRequested', step: 'details', terms, requestId: ID },
        { type: 'stepRequested', step: 'summary', terms, requestId: ID },
      ],
      meter,
    );
    expect(forward).toMatchObject({ step: 'summary', order: { id: ID, quote: { amount: 2000, total: 2100 } } });
  });

  it('falls back to the first step when a step asked for has nothing verified', () => {
    expect(run([{ type: 'stepRequested', step: 'summary', terms, requestId: ID }], withMeter())).toMatchObject({
      step: 'meter',
      order: null,
    });
    expect(run([{ type: 'stepRequested', step: 'details', terms, requestId: ID }])).toMatchObject({ step: 'meter' });
  });

  it('shows the details, not a summary, when Forward reaches a summary the form no longer supports', () => {
    const summary = run([...validForm('2000'), { type: 'transactionSubmitted', terms, requestId: ID }], onDetails());
    const edited = run(
      [
        { type: 'stepRequested', step: 'details', terms, requestId: ID },
        { type: 'transactionChanged', field: 'customerEmail', value: 'ada@' },
      ],
      summary,
    );
    expect(run([{ type: 'stepRequested', step: 'summary', terms, requestId: ID }], edited)).toMatchObject({
      step: 'details',
      edited: true,
      errors: { customerEmail: PAYBILLS_TEXT.errors.email },
    });
  });

  it('keeps every fixed string of the flow as the spec spells it', () => {
    expect(PAYBILLS_TEXT).toMatchObject({
      enterMeter: 'Enter meter number to begin',
      proceed: 'Proceed',
      selectDistributor: 'Please select your power distributor',
      meterInformation: 'Meter Information',
      detailsOfTransaction: 'Details Of Transaction',
      orderSummary: 'Order Summary',
      editDetails: 'Edit Details',
      makePayment: 'Make Payment',
      defaultServiceType: 'Electricity Payment',
    });
  });
});
