import { describe, expect, it } from 'vitest';
import { type Distributor, toDistributorCheck, toMeterLookup } from '@/features/paybills/api';
import { electricityReducer, type ElectricityEvent, type ElectricityState, initialElectricityState } from '@/features/paybills/electricity-reducer';
import { PAYBILLS_TEXT } from '@/features/paybills/strings';

const METER = '11111111111';
const terms = { minimum: 500, maximum: 500_000, convenienceFee: 100 };
const validForm = (amount: string): ElectricityEvent[] => [
  { type: 'transactionChanged', field: 'currentAmount', value: amount },
  { type: 'transactionChanged', field: 'customerEmail', value: 'ada@example.com' },
  { type: 'transactionChanged', field: 'customerPhone', value: '08031234567' },
];
const ikeja: Distributor = { name: 'Ikeja Electric', serviceId: 'ikeja-electric', minimumAmount: 500, maximumAmount: 500000, convenienceFee: 0 };
const eko: Distributor = { ...ikeja, name: 'Eko Electric', serviceId: 'eko-electric' };

function run(events: ElectricityEvent[], from: ElectricityState = initialElectricityState): ElectricityState {
  return events.reduce(electricityReducer, from);
}

const withMeter = run([{ type: 'meterChanged', value: METER }]);
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
  content: { Customer_Name: 'Chinedu Eze', MeterNumber: METER, Address: '22 Ogui Road, Enugu', Customer_Arrears: '1250.00', Meter_Type: 'POSTPAID', WrongBillersCode: false },
});
const wrongMeter = toDistributorCheck({
  code: '000',
  content: { error: 'This meter is not correct or is not a valid Eko Electric prepaid meter. Please check and try again', WrongBillersCode: true },
});
const pickingDistributor = run([{ type: 'meterCheckStarted' }, { type: 'meterCheckFailed', message: 'We could not find this meter.' }], withMeter);
const onDetails = run([{ type: 'meterCheckStarted' }, { type: 'meterCheckSucceeded', result: logged }], withMeter);

describe('electricity flow', () => {
  it('starts on the meter step with prepaid chosen and nothing shown', () => {
    expect(initialElectricityState).toMatchObject({ step: 'meter', meterNo: '', meterType: 'prepaid', showDistributors: false, error: null, verifying: false });
  });

  it('takes spaces and dashes out of a pasted meter number before counting its digits', () => {
    expect(run([{ type: 'meterChanged', value: ' 1111 1111 111 ' }])).toMatchObject({ meterNo: '11111111111', meterError: null });
    expect(run([{ type: 'meterChanged', value: '1111-1111-111' }]).meterNo).toBe('11111111111');
  });

  it('says, rather than cuts, a meter number with more than 11 digits', () => {
    const state = run([{ type: 'meterChanged', value: '12a34-5678901234' }]);
    expect(state).toMatchObject({ meterNo: '12345678901234', meterError: 'A meter number has 11 digits; this one has 14.' });
    expect(run([{ type: 'meterCheckStarted' }], state)).toMatchObject({ error: PAYBILLS_TEXT.emptyMeter, verifying: false });
  });

  it('forgets details verified for another meter when the number changes', () => {
    const back = run([{ type: 'stepRequested', step: 'meter', terms }], onDetails);
    expect(back.details).not.toBeNull();
    expect(run([{ type: 'meterChanged', value: '33333333333' }], back)).toMatchObject({ details: null, summary: null });
  });

  it('refuses to verify an empty meter number with the spec message and makes no call', () => {
    const state = run([{ type: 'meterCheckStarted' }]);
    expect(state.error).toBe("Oops!!. Sorry can't proceed, Enter a valid mater no.");
    expect(state.verifying).toBe(false);
  });

  it('refuses a meter number shorter than 11 digits with the same message', () => {
    const state = run([{ type: 'meterChanged', value: '12345' }, { type: 'meterCheckStarted' }]);
    expect(state).toMatchObject({ error: PAYBILLS_TEXT.emptyMeter, verifying: false });
  });

  it('shows the spinner and clears the last error while the meter alone is verified', () => {
    const state = run([{ type: 'meterCheckStarted' }], { ...withMeter, error: 'old' });
    expect(state).toMatchObject({ verifying: true, error: null });
  });

  it('shows the meter details when the merchant log knows the provider', () => {
    expect(onDetails.step).toBe('details');
    expect(onDetails.verifying).toBe(false);
    expect(onDetails.details).toEqual({
      name: 'Adaeze Okafor',
      meterNumber: METER,
      address: '14 Allen Avenue, Ikeja',
      arrears: '0.00',
      meterType: 'PREPAID',
      provider: { name: 'Ikeja Electric', serviceId: 'ikeja-electric' },
    });
  });

  it('shows the meter type choice and the distributors when the log has no provider', () => {
    const state = run([{ type: 'meterCheckStarted' }, { type: 'meterCheckSucceeded', result: { ...logged, provider: null } }], withMeter);
    expect(state).toMatchObject({ step: 'meter', showDistributors: true, verifying: false, error: null });
  });

  it('shows the distributors and the error when the meter-only check fails', () => {
    expect(pickingDistributor).toMatchObject({ step: 'meter', showDistributors: true, verifying: false, error: 'We could not find this meter.' });
  });

  it('switches the meter type', () => {
    expect(run([{ type: 'meterTypeChanged', meterType: 'postpaid' }], pickingDistributor).meterType).toBe('postpaid');
  });

  it('shows the overlay and clears the banner while a distributor is checked', () => {
    const state = run([{ type: 'distributorChosen', distributor: eko }], pickingDistributor);
    expect(state.checkingDistributor).toEqual({ name: 'Eko Electric', serviceId: 'eko-electric' });
    expect(state.error).toBeNull();
  });

  it('shows the details, reading MeterNumber as well as Meter_Number, when the distributor verifies the meter', () => {
    const state = run(
      [
        { type: 'distributorChosen', distributor: eko },
        { type: 'distributorCheckSucceeded', result: verified },
      ],
      pickingDistributor,
    );
    expect(state.step).toBe('details');
    expect(state.checkingDistributor).toBeNull();
    expect(state.details).toMatchObject({ name: 'Chinedu Eze', meterNumber: METER, arrears: '1250.00', meterType: 'POSTPAID', provider: { name: 'Eko Electric' } });
  });

  it('hides the details and shows the content error when the distributor rejects the meter, replacing any earlier error', () => {
    const state = run(
      [
        { type: 'distributorChosen', distributor: eko },
        { type: 'distributorCheckSucceeded', result: wrongMeter },
      ],
      { ...pickingDistributor, error: 'earlier' },
    );
    expect(state).toMatchObject({ step: 'meter', details: null, checkingDistributor: null, showDistributors: true, error: wrongMeter.error });
  });

  it('shows the error and keeps the distributors when the distributor check fails', () => {
    const state = run(
      [
        { type: 'distributorChosen', distributor: eko },
        { type: 'distributorCheckFailed', message: 'The bills service is temporarily unavailable.' },
      ],
      pickingDistributor,
    );
    expect(state).toMatchObject({ checkingDistributor: null, showDistributors: true, error: 'The bills service is temporarily unavailable.' });
  });

  it('closes the error banner', () => {
    expect(run([{ type: 'errorDismissed' }], pickingDistributor).error).toBeNull();
  });

  it('refuses kobo as the payer types, and never reads 750.50 as 75,050', () => {
    const typed = run([{ type: 'transactionChanged', field: 'currentAmount', value: '750.50' }], onDetails);
    expect(typed.form.currentAmount).toBe('750.50');
    expect(typed.fieldErrors.currentAmount).toBe(PAYBILLS_TEXT.errors.amountDecimal);
    const submitted = run([...validForm('750.50'), { type: 'transactionSubmitted', terms }], onDetails);
    expect(submitted).toMatchObject({ step: 'details', summary: null, fieldErrors: { currentAmount: PAYBILLS_TEXT.errors.amountDecimal } });
  });

  it('names the limit for an amount too large, with every digit kept', () => {
    const state = run([...validForm('1234567890'), { type: 'transactionSubmitted', terms }], onDetails);
    expect(state.form.currentAmount).toBe('1,234,567,890');
    expect(state.fieldErrors.currentAmount).toBe('Enter at most N500,000.');
  });

  it('sends the phone in the local form, however it was written', () => {
    const state = run([...validForm('2000'), { type: 'transactionChanged', field: 'customerPhone', value: '+234 803 123 4567' }, { type: 'transactionSubmitted', terms }], onDetails);
    expect(state.summary?.customerPhone).toBe('08031234567');
  });

  it('formats the amount as it is typed and keeps email and phone as typed', () => {
    const state = run(
      [
        { type: 'transactionChanged', field: 'currentAmount', value: '12345' },
        { type: 'transactionChanged', field: 'customerEmail', value: 'ada@example.com' },
        { type: 'transactionChanged', field: 'customerPhone', value: '08012345678' },
      ],
      onDetails,
    );
    expect(state.form).toEqual({ currentAmount: '12,345', customerEmail: 'ada@example.com', customerPhone: '08012345678' });
  });

  it('merges the verified meter with the form into the order summary on Submit', () => {
    const state = run([...validForm('12345'), { type: 'transactionSubmitted', terms }], onDetails);
    expect(state.step).toBe('summary');
    expect(state.summary).toMatchObject({ name: 'Adaeze Okafor', meterNumber: METER, currentAmount: '12,345', amount: 12345, convenienceFee: 100, payable: 12445 });
  });

  it('keeps the details with a message next to each field that breaks a rule', () => {
    const state = run(
      [
        { type: 'transactionChanged', field: 'currentAmount', value: '499' },
        { type: 'transactionChanged', field: 'customerEmail', value: 'ada@' },
        { type: 'transactionChanged', field: 'customerPhone', value: '0801234' },
        { type: 'transactionSubmitted', terms },
      ],
      onDetails,
    );
    expect(state.step).toBe('details');
    expect(state.fieldErrors).toEqual({
      currentAmount: 'Enter at least N500.',
      customerEmail: 'Enter an email address like name@example.com.',
      customerPhone: 'Enter a Nigerian phone number, like 08031234567 or +2348031234567.',
    });
    expect(run([{ type: 'transactionChanged', field: 'customerEmail', value: 'ada@example.com' }], state).fieldErrors.customerEmail).toBeUndefined();
  });

  it("refuses more than the distributor's maximum", () => {
    const state = run([...validForm('600000'), { type: 'transactionSubmitted', terms }], onDetails);
    expect(state.fieldErrors.currentAmount).toBe('Enter at most N500,000.');
  });

  it('clears the summary and returns to the details with the form kept on Edit Details', () => {
    const summary = run([...validForm('900'), { type: 'transactionSubmitted', terms }], onDetails);
    const state = run([{ type: 'editRequested' }], summary);
    expect(state).toMatchObject({ step: 'details', summary: null, form: { currentAmount: '900' } });
    expect(state.details).toEqual(onDetails.details);
  });

  it('goes back to the meter step, keeping the number, on Change meter', () => {
    const state = run([{ type: 'meterChangeRequested' }], onDetails);
    expect(state).toEqual({ ...initialElectricityState, meterNo: METER });
  });

  it('moves between steps with Back and Forward, keeping what was typed', () => {
    const summary = run([...validForm('2,000'), { type: 'transactionSubmitted', terms }], onDetails);
    const back = run([{ type: 'stepRequested', step: 'details', terms }], summary);
    expect(back).toMatchObject({ step: 'details', summary: null, form: { currentAmount: '2,000', customerEmail: 'ada@example.com' } });
    const meter = run([{ type: 'stepRequested', step: 'meter', terms }], back);
    expect(meter).toMatchObject({ step: 'meter', meterNo: METER });
    const forward = run(
      [
        { type: 'stepRequested', step: 'details', terms },
        { type: 'stepRequested', step: 'summary', terms },
      ],
      meter,
    );
    expect(forward).toMatchObject({ step: 'summary', summary: { amount: 2000, payable: 2100 } });
  });

  it('falls back to the first step when a step asked for has nothing verified', () => {
    expect(run([{ type: 'stepRequested', step: 'summary', terms }], withMeter)).toMatchObject({ step: 'meter', summary: null });
    expect(run([{ type: 'stepRequested', step: 'details', terms }])).toMatchObject({ step: 'meter' });
  });

  it('shows the details, not a summary, when Forward reaches a summary the form no longer supports', () => {
    const summary = run([...validForm('2000'), { type: 'transactionSubmitted', terms }], onDetails);
    const edited = run(
      [
        { type: 'stepRequested', step: 'details', terms },
        { type: 'transactionChanged', field: 'customerEmail', value: 'ada@' },
      ],
      summary,
    );
    expect(run([{ type: 'stepRequested', step: 'summary', terms }], edited)).toMatchObject({ step: 'details', summary: null, fieldErrors: { customerEmail: PAYBILLS_TEXT.errors.email } });
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
      zeroAmount: '0.00',
    });
  });
});
