import { describe, expect, it } from 'vitest';
import type { Variation } from '@/features/paybills/api';
import {
  initialTopUpState,
  networkMismatch,
  topUpReducer,
  type TopUpEvent,
  type TopUpState,
} from '@/features/paybills/services/top-up/top-up-reducer';
import {
  accountLabelOf,
  initialTvState,
  tvReducer,
  type TvEvent,
  type TvState,
} from '@/features/paybills/services/tv/tv-reducer';
import { PAYBILLS_TEXT } from '@/features/paybills/strings';

const ID = '202611221600FirstOrderId01';
const OTHER_ID = '202611221601SecondOrderId1';
const plans: Variation[] = [
  { code: 'glo-500', name: '1 GB - 7 days', amount: 500 },
  { code: 'glo-1000', name: '1.5 GB - 30 days', amount: 1000 },
];
const packages: Variation[] = [{ code: 'dstv-padi', name: 'DStv Padi', amount: 2950 }];

const topUp = (kind: 'airtime' | 'data', events: TopUpEvent[], from = initialTopUpState(kind)): TopUpState =>
  events.reduce(topUpReducer, from);
const tv = (events: TvEvent[], from: TvState = initialTvState): TvState => events.reduce(tvReducer, from);

describe('airtime and data', () => {
  const airtimeForm: TopUpEvent[] = [
    { type: 'phoneChanged', value: '+234 801 111 1111' },
    { type: 'networkChosen', network: 'mtn' },
    { type: 'amountChanged', value: '1,500' },
  ];

  it('shows airtime its summary before anything is paid: recipient, amount, fee and total', () => {
    const state = topUp('airtime', [...airtimeForm, { type: 'submitted', plans: null, requestId: ID }]);
    expect(state.step).toBe('summary');
    expect(state.order).toMatchObject({
      id: ID,
      service: 'airtime',
      request: { serviceId: 'mtn', account: '08011111111', amount: 1500, phone: '08011111111', email: '' },
      quote: { amount: 1500, convenienceFee: 0, total: 1500 },
      summary: [
        ['Phone number', '08011111111'],
        ['Network', 'MTN'],
        ['Amount', 'N1,500.00'],
        ['Convenience fee', 'N0.00'],
      ],
    });
  });

  it("warns, without refusing, of a network chosen by hand that is not the number's", () => {
    const state = topUp('airtime', [
      { type: 'phoneChanged', value: '08031234567' },
      { type: 'networkChosen', network: 'airtel' },
      { type: 'amountChanged', value: '500' },
    ]);
    expect(networkMismatch(state.form)).toBe(
      'This number looks like MTN, not Airtel: check the network before you pay.',
    );
    const confirmed = topUp('airtime', [{ type: 'submitted', plans: null, requestId: ID }], state);
    expect(confirmed.order?.notes).toEqual([
      'This number looks like MTN, not Airtel: check the network before you pay.',
    ]);
    expect(
      networkMismatch(
        topUp('airtime', [
          { type: 'phoneChanged', value: '08031234567' },
          { type: 'networkChosen', network: 'mtn' },
        ]).form,
      ),
    ).toBeNull();
    // Detected, not chosen; or a prefix no network is known by: nothing to say.
    expect(networkMismatch(topUp('airtime', [{ type: 'phoneChanged', value: '08031234567' }]).form)).toBeNull();
    expect(
      networkMismatch(
        topUp('airtime', [
          { type: 'phoneChanged', value: '07999999999' },
          { type: 'networkChosen', network: 'glo' },
        ]).form,
      ),
    ).toBeNull();
    expect(topUp('airtime', [...airtimeForm, { type: 'submitted', plans: null, requestId: ID }]).order?.notes).toEqual(
      [],
    );
  });

  it('detects the network from the prefix until the payer chooses one', () => {
    expect(topUp('data', [{ type: 'phoneChanged', value: '08031234567' }]).form.network).toBe('mtn');
    const chosen = topUp('data', [
      { type: 'networkChosen', network: 'glo' },
      { type: 'phoneChanged', value: '08031234567' },
    ]);
    expect(chosen.form).toMatchObject({ network: 'glo', networkChosen: true });
  });

  it("prices a data plan at the plan's price, and waits for the prices rather than guess", () => {
    const form: TopUpEvent[] = [
      { type: 'phoneChanged', value: '08011111111' },
      { type: 'networkChosen', network: 'glo' },
      { type: 'planChosen', plan: 'glo-500' },
    ];
    expect(topUp('data', [...form, { type: 'submitted', plans: null, requestId: ID }])).toMatchObject({
      step: 'form',
      order: null,
      errors: { plan: PAYBILLS_TEXT.errors.plansLoading },
    });
    const state = topUp('data', [...form, { type: 'submitted', plans, requestId: ID }]);
    expect(state.order).toMatchObject({
      request: { serviceId: 'glo-data', variationCode: 'glo-500', amount: 500 },
      quote: { total: 500 },
    });
    expect(state.order?.receiptRows).toEqual([
      ['Phone number', '08011111111'],
      ['Network', 'Glo'],
      ['Plan', '1 GB - 7 days'],
    ]);
  });

  it('says what is missing on Submit, and pays nothing', () => {
    expect(topUp('airtime', [{ type: 'submitted', plans: null, requestId: ID }])).toMatchObject({
      step: 'form',
      order: null,
      errors: {
        phone: PAYBILLS_TEXT.errors.phone,
        network: PAYBILLS_TEXT.errors.network,
        amount: 'Enter at least N50.',
      },
    });
  });

  it('walks Back to the form and Forward to the same order, keeping what was typed', () => {
    const summary = topUp('airtime', [...airtimeForm, { type: 'submitted', plans: null, requestId: ID }]);
    const back = topUp('airtime', [{ type: 'stepRequested', step: 'form', plans: null, requestId: OTHER_ID }], summary);
    expect(back).toMatchObject({ step: 'form', form: { phone: '+234 801 111 1111', amount: '1,500' } });
    const forward = topUp(
      'airtime',
      [{ type: 'stepRequested', step: 'summary', plans: null, requestId: OTHER_ID }],
      back,
    );
    expect(forward).toMatchObject({ step: 'summary', order: { id: ID } });
  });

  it('makes a new order once the form says something else, and none from an empty form on Forward', () => {
    const summary = topUp('airtime', [...airtimeForm, { type: 'submitted', plans: null, requestId: ID }]);
    const changed = topUp(
      'airtime',
      [
        { type: 'editRequested' },
        { type: 'amountChanged', value: '2,000' },
        { type: 'stepRequested', step: 'summary', plans: null, requestId: OTHER_ID },
      ],
      summary,
    );
    expect(changed.order).toMatchObject({ id: OTHER_ID, quote: { total: 2000 } });
    expect(topUp('airtime', [{ type: 'stepRequested', step: 'summary', plans: null, requestId: ID }])).toMatchObject({
      step: 'form',
      order: null,
    });
  });

  it('goes back to the form on Edit Details, the order still confirmed until the form changes', () => {
    const summary = topUp('airtime', [...airtimeForm, { type: 'submitted', plans: null, requestId: ID }]);
    expect(topUp('airtime', [{ type: 'editRequested' }], summary)).toMatchObject({
      step: 'form',
      edited: false,
      order: { id: ID },
      form: { amount: '1,500' },
    });
  });

  it('drops the order on Cancel after a failed payment, so Submit makes a new one from the form as typed', () => {
    const summary = topUp('airtime', [...airtimeForm, { type: 'submitted', plans: null, requestId: ID }]);
    const dropped = topUp('airtime', [{ type: 'orderDropped' }], summary);
    expect(dropped).toMatchObject({ step: 'form', order: null, edited: false, form: { amount: '1,500' } });
    expect(topUp('airtime', [{ type: 'submitted', plans: null, requestId: OTHER_ID }], dropped).order?.id).toBe(
      OTHER_ID,
    );
  });

  it('shows the order being paid, as confirmed, even after an edit made meanwhile', () => {
    const summary = topUp('airtime', [...airtimeForm, { type: 'submitted', plans: null, requestId: ID }]);
    const edited = topUp('airtime', [{ type: 'editRequested' }, { type: 'amountChanged', value: '2,000' }], summary);
    expect(topUp('airtime', [{ type: 'orderResumed' }], edited)).toMatchObject({
      step: 'summary',
      edited: false,
      order: { id: ID, quote: { total: 1500 } },
    });
  });

  it('empties the form on Cancel', () => {
    expect(topUp('airtime', [...airtimeForm, { type: 'cleared' }])).toEqual(initialTopUpState('airtime'));
  });
});

describe('TV', () => {
  const dstvForm: TvEvent[] = [
    { type: 'changed', field: 'package', value: 'dstv-padi' },
    { type: 'changed', field: 'account', value: '1212 121 212' },
    { type: 'changed', field: 'contact', value: 'ada@example.com' },
  ];

  it('shows its summary with the smartcard, package, amount, fee and total', () => {
    const state = tv([...dstvForm, { type: 'submitted', plans: packages, requestId: ID }]);
    expect(state).toMatchObject({
      step: 'summary',
      order: {
        id: ID,
        request: {
          serviceId: 'dstv',
          account: '1212121212',
          variationCode: 'dstv-padi',
          amount: 2950,
          email: 'ada@example.com',
          phone: '',
        },
        quote: { total: 2950 },
      },
    });
    expect(state.order?.summary).toEqual([
      ['Smartcard number', '1212121212'],
      ['Package', 'DStv Padi'],
      ['Email or phone', 'ada@example.com'],
      ['Amount', 'N2,950.00'],
      ['Convenience fee', 'N0.00'],
    ]);
  });

  it('asks Showmax for a phone, and forgets the package and account of the other service', () => {
    const state = tv([
      ...dstvForm,
      { type: 'serviceChosen', service: 'showmax' },
      { type: 'submitted', plans: [], requestId: ID },
    ]);
    expect(state.form).toMatchObject({ service: 'showmax', package: '', account: '' });
    expect(state.errors).toMatchObject({ package: PAYBILLS_TEXT.errors.plan, account: PAYBILLS_TEXT.errors.phone });
  });

  it('keeps its order through Back and Forward', () => {
    const summary = tv([...dstvForm, { type: 'submitted', plans: packages, requestId: ID }]);
    const again = tv(
      [
        { type: 'stepRequested', step: 'form', plans: null, requestId: OTHER_ID },
        { type: 'stepRequested', step: 'summary', plans: null, requestId: OTHER_ID },
      ],
      summary,
    );
    expect(again.order).toBe(summary.order);
  });
});

describe('airtime and data, field by field', () => {
  const submit = (plansNow: Variation[] | null = null): TopUpEvent => ({
    type: 'submitted',
    plans: plansNow,
    requestId: ID,
  });

  it('starts empty, on the form, with nothing confirmed, edited or bought again', () => {
    expect(initialTopUpState('data')).toEqual({
      kind: 'data',
      step: 'form',
      form: { phone: '', network: '', networkChosen: false, period: null, plan: '', amount: '' },
      errors: {},
      order: null,
      edited: false,
      again: false,
    });
  });

  it("clears only the message of the field the payer changes, and a Buy again's summary once anything changes", () => {
    const refused = topUp('airtime', [submit()]);
    expect(Object.keys(refused.errors).sort()).toEqual(['amount', 'network', 'phone']);
    const phone = topUp('airtime', [{ type: 'phoneChanged', value: '0701' }], {
      ...refused,
      form: { ...refused.form, networkChosen: true },
    });
    expect(Object.keys(phone.errors).sort()).toEqual(['amount', 'network']);
    expect(Object.keys(topUp('airtime', [{ type: 'phoneChanged', value: '0803' }], refused).errors).sort()).toEqual([
      'amount',
      'network',
    ]);
    expect(phone.form).toMatchObject({ phone: '0701', network: '' });
    expect(Object.keys(topUp('airtime', [{ type: 'networkChosen', network: 'glo' }], refused).errors).sort()).toEqual([
      'amount',
      'phone',
    ]);
    expect(Object.keys(topUp('airtime', [{ type: 'amountChanged', value: '100' }], refused).errors).sort()).toEqual([
      'network',
      'phone',
    ]);
    const data = topUp('data', [submit(plans)]);
    expect(data.errors.plan).toBe(PAYBILLS_TEXT.errors.plan);
    expect(topUp('data', [{ type: 'planChosen', plan: 'glo-500' }], data).errors.plan).toBeUndefined();
    expect(topUp('data', [{ type: 'periodToggled', period: 'Daily' }], data).errors.plan).toBeUndefined();
    const bought = { ...initialTopUpState('airtime'), again: true };
    for (const event of [
      { type: 'phoneChanged', value: '0803' },
      { type: 'networkChosen', network: 'mtn' },
      { type: 'amountChanged', value: '1' },
    ] as TopUpEvent[]) {
      expect(topUp('airtime', [event], bought).again).toBe(false);
    }
  });

  it('keeps a data plan while the number stays on its network, and drops it when the number moves to another', () => {
    const chosen = topUp('data', [
      { type: 'phoneChanged', value: '08031234567' },
      { type: 'planChosen', plan: 'mtn-500' },
    ]);
    expect(topUp('data', [{ type: 'phoneChanged', value: '08031234568' }], chosen).form).toMatchObject({
      network: 'mtn',
      plan: 'mtn-500',
    });
    expect(topUp('data', [{ type: 'phoneChanged', value: '08051234567' }], chosen).form).toMatchObject({
      network: 'glo',
      plan: '',
    });
    // A prefix no network is known by: no network, until the payer chooses one.
    expect(topUp('data', [{ type: 'phoneChanged', value: '07999999999' }], chosen).form).toMatchObject({
      network: '',
      plan: '',
    });
  });

  it('shows the plans of a period, again to show them all, and forgets the plan chosen', () => {
    const chosen = topUp('data', [{ type: 'planChosen', plan: 'glo-500' }]);
    const weekly = topUp('data', [{ type: 'periodToggled', period: 'Weekly' }], chosen);
    expect(weekly.form).toMatchObject({ period: 'Weekly', plan: '' });
    expect(topUp('data', [{ type: 'periodToggled', period: 'Monthly' }], weekly).form.period).toBe('Monthly');
    expect(topUp('data', [{ type: 'periodToggled', period: 'Weekly' }], weekly).form.period).toBeNull();
  });

  it('says at once how an amount is mistyped, and keeps what was typed', () => {
    const typed = topUp('airtime', [{ type: 'amountChanged', value: '1,5O0' }]);
    expect(typed.form.amount).toBe('1,5O0');
    expect(typed.errors.amount).toBe(PAYBILLS_TEXT.errors.amountCharacters);
    expect(topUp('airtime', [{ type: 'amountChanged', value: '1,500' }], typed).errors.amount).toBeUndefined();
  });

  it('prices the plan chosen, not the first one listed', () => {
    const state = topUp('data', [
      { type: 'phoneChanged', value: '08051234567' },
      { type: 'planChosen', plan: 'glo-1000' },
      submit(plans),
    ]);
    expect(state.order).toMatchObject({ request: { variationCode: 'glo-1000', amount: 1000 }, quote: { total: 1000 } });
  });

  it('asks for a plan when none is chosen, whether or not the prices have come, and a chosen plan that is not offered', () => {
    const form: TopUpEvent[] = [{ type: 'phoneChanged', value: '08051234567' }];
    expect(topUp('data', [...form, submit(null)])).toMatchObject({
      step: 'form',
      order: null,
      errors: { plan: PAYBILLS_TEXT.errors.plan },
    });
    expect(topUp('data', [...form, submit(plans)])).toMatchObject({
      step: 'form',
      order: null,
      errors: { plan: PAYBILLS_TEXT.errors.plan },
    });
    expect(topUp('data', [...form, { type: 'planChosen', plan: 'glo-9999' }, submit(plans)])).toMatchObject({
      step: 'form',
      order: null,
      errors: { plan: PAYBILLS_TEXT.errors.plan },
    });
  });

  it('confirms nothing while one field is wrong, the others right', () => {
    const state = topUp('airtime', [
      { type: 'phoneChanged', value: '0803' },
      { type: 'networkChosen', network: 'mtn' },
      { type: 'amountChanged', value: '500' },
      submit(),
    ]);
    expect(state).toMatchObject({ step: 'form', order: null });
    expect(Object.keys(state.errors)).toEqual(['phone']);
  });
});

describe('TV, field by field', () => {
  const submit = (packagesNow: Variation[] | null = packages): TvEvent => ({
    type: 'submitted',
    plans: packagesNow,
    requestId: ID,
  });
  const twoPackages: Variation[] = [...packages, { code: 'dstv-yanga', name: 'DStv Yanga', amount: 4200 }];
  const filled: TvEvent[] = [
    { type: 'changed', field: 'account', value: '1212 121 212' },
    { type: 'changed', field: 'contact', value: '  08031234567 ' },
  ];

  it('asks a DStv payer for the smartcard and a Showmax payer for the phone', () => {
    expect(accountLabelOf('dstv')).toBe(PAYBILLS_TEXT.smartcard);
    expect(accountLabelOf('showmax')).toBe(PAYBILLS_TEXT.phone);
  });

  it('prices the package chosen, not the first one listed; waits for the prices rather than guess', () => {
    const state = tv([...filled, { type: 'changed', field: 'package', value: 'dstv-yanga' }, submit(twoPackages)]);
    expect(state.order).toMatchObject({
      service: 'tv',
      request: { variationCode: 'dstv-yanga', amount: 4200, phone: '08031234567', email: '' },
    });
    expect(state.order?.receiptRows).toEqual([
      ['Smartcard number', '1212121212'],
      ['Package', 'DStv Yanga'],
      ['Email or phone', '08031234567'],
    ]);
    expect(state.order?.again).toEqual({
      service: 'tv',
      tv: 'dstv',
      package: 'dstv-yanga',
      account: '1212121212',
      contact: '08031234567',
    });
    expect(tv([...filled, { type: 'changed', field: 'package', value: 'dstv-yanga' }, submit(null)])).toMatchObject({
      step: 'form',
      order: null,
      errors: { package: PAYBILLS_TEXT.errors.plansLoading },
    });
  });

  it('asks for a package when none is chosen, and confirms nothing while one field is wrong', () => {
    expect(tv([...filled, submit(null)])).toMatchObject({
      step: 'form',
      order: null,
      errors: { package: PAYBILLS_TEXT.errors.plan },
    });
    const wrongContact = tv([
      { type: 'changed', field: 'package', value: 'dstv-padi' },
      { type: 'changed', field: 'account', value: '1212121212' },
      { type: 'changed', field: 'contact', value: 'ada@' },
      submit(),
    ]);
    expect(wrongContact).toMatchObject({ step: 'form', order: null });
    expect(Object.keys(wrongContact.errors)).toEqual(['contact']);
  });

  it('clears only the message of the field changed, and a Buy again once anything changes; Cancel empties the form', () => {
    const refused = tv([submit()]);
    expect(Object.keys(refused.errors).sort()).toEqual(['account', 'contact', 'package']);
    expect(Object.keys(tv([{ type: 'changed', field: 'contact', value: 'a' }], refused).errors).sort()).toEqual([
      'account',
      'package',
    ]);
    expect(Object.keys(tv([{ type: 'serviceChosen', service: 'showmax' }], refused).errors).sort()).toEqual([
      'account',
      'contact',
    ]);
    const bought: TvState = { ...initialTvState, again: true };
    expect(tv([{ type: 'changed', field: 'contact', value: 'a' }], bought).again).toBe(false);
    expect(tv([{ type: 'serviceChosen', service: 'showmax' }], bought).again).toBe(false);
    expect(initialTvState).toEqual({
      step: 'form',
      form: { service: 'dstv', package: '', account: '', contact: '' },
      errors: {},
      order: null,
      edited: false,
      again: false,
    });
    expect(tv([...filled, { type: 'cleared' }])).toEqual(initialTvState);
  });
});
