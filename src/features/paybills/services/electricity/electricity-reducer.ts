import {
  accountDigits,
  isMeterNumber,
  normaliseEmail,
  normalisePhone,
  readNairaAmount,
} from '@/lib/bills/customer-input';
import { formatNaira } from '@/lib/money';
import type { Distributor, DistributorCheck, MeterFields, MeterLookup, MeterType, Provider } from '../../api';
import {
  afterChange,
  type Confirmation,
  dropOrder,
  fieldErrors,
  type Reading,
  requestSummary,
  resumeOrder,
  submitForm,
} from '../checkout';
import { makeQuote } from '../../payment';
import { amountError, amountTypingError, emailError, type Limits, meterLengthError, phoneError } from '../rules';
import { PAYBILLS_TEXT } from '../../strings';

/** Spec section 4. */
export type MeterDetails = {
  name: string;
  meterNumber: string;
  address: string;
  arrears: string;
  meterType: string;
  provider: Provider | null;
};

export type TransactionForm = { currentAmount: string; customerEmail: string; customerPhone: string };

export type TransactionField = keyof TransactionForm;

/** From `service-type`. */
export type DistributorTerms = Limits & { convenienceFee: number };

export type ElectricityStep = 'meter' | 'details' | 'summary';

export const ELECTRICITY_STEPS: readonly ElectricityStep[] = ['meter', 'details', 'summary'];

export type ElectricityState = Confirmation<TransactionField> & {
  step: ElectricityStep;
  meterNo: string;
  meterType: MeterType;
  showDistributors: boolean;
  checkingDistributor: Provider | null;
  details: MeterDetails | null;
  form: TransactionForm;
  error: string | null;
  meterError: string | null;
  verifying: boolean;
  /** Buy again: the meter is verified at once. */
  again: boolean;
};

export type ElectricityEvent =
  | { type: 'meterChanged'; value: string }
  | { type: 'meterCheckStarted' }
  | { type: 'meterCheckSucceeded'; result: MeterLookup }
  | { type: 'meterCheckFailed'; message: string }
  | { type: 'meterTypeChanged'; meterType: MeterType }
  | { type: 'distributorChosen'; distributor: Distributor }
  | { type: 'distributorCheckSucceeded'; distributor: Distributor; result: DistributorCheck }
  | { type: 'distributorCheckFailed'; distributor: Distributor; message: string }
  | { type: 'errorShown'; message: string }
  | { type: 'errorDismissed' }
  | { type: 'transactionChanged'; field: TransactionField; value: string }
  /** `requestId` names the order if it is a new one. */
  | { type: 'transactionSubmitted'; terms: DistributorTerms; requestId: string }
  | { type: 'editRequested' }
  | { type: 'orderDropped' }
  | { type: 'orderResumed' }
  | { type: 'meterChangeRequested' }
  /** Back, Forward or a link: the step is shown only if what it needs is still verified and valid (`terms`: null until loaded). */
  | { type: 'stepRequested'; step: ElectricityStep; terms: DistributorTerms | null; requestId: string };

export const initialElectricityState: ElectricityState = {
  step: 'meter',
  meterNo: '',
  meterType: 'prepaid',
  showDistributors: false,
  checkingDistributor: null,
  details: null,
  form: { currentAmount: '', customerEmail: '', customerPhone: '' },
  errors: {},
  order: null,
  edited: false,
  error: null,
  meterError: null,
  verifying: false,
  again: false,
};

/** Arrears as money, with the naira sign: none on record is N0.00; what is not a number is shown as it came. */
function arrearsText(arrears: MeterFields['arrears']): string {
  const value = arrears === undefined || arrears === null || arrears === '' ? 0 : Number(arrears);
  return Number.isFinite(value) ? formatNaira(value) : String(arrears);
}

function meterDetails(
  fields: MeterFields,
  meterNo: string,
  provider: Provider | null,
  fallbackType: MeterType,
): MeterDetails {
  return {
    name: fields.name ?? '',
    meterNumber: fields.meterNumber ?? meterNo,
    address: fields.address ?? '',
    arrears: arrearsText(fields.arrears),
    meterType: fields.meterType || fallbackType.toUpperCase(),
    provider,
  };
}

function readTransaction(
  details: MeterDetails,
  form: TransactionForm,
  terms: DistributorTerms,
): Reading<TransactionField> {
  const errors = fieldErrors({
    currentAmount: amountError(form.currentAmount, terms),
    customerEmail: emailError(form.customerEmail),
    customerPhone: phoneError(form.customerPhone),
  });
  if (Object.keys(errors).length > 0) return { errors };

  const quote = makeQuote(readNairaAmount(form.currentAmount).value, terms.convenienceFee);
  const request = {
    serviceId: details.provider?.serviceId ?? '',
    account: details.meterNumber,
    type: /post/i.test(details.meterType) ? ('postpaid' as const) : ('prepaid' as const),
    amount: quote.amount,
    phone: normalisePhone(form.customerPhone),
    email: normaliseEmail(form.customerEmail),
  };
  const summary: Array<[string, string]> = [
    [PAYBILLS_TEXT.name, details.name],
    [PAYBILLS_TEXT.meterNumber, details.meterNumber],
    [PAYBILLS_TEXT.address, details.address],
    [PAYBILLS_TEXT.meterType, details.meterType],
    [PAYBILLS_TEXT.arrears, details.arrears],
    [PAYBILLS_TEXT.currentAmount, formatNaira(quote.amount)],
    [PAYBILLS_TEXT.convenienceFee, formatNaira(quote.convenienceFee)],
    [PAYBILLS_TEXT.totalBill, formatNaira(quote.total)],
  ];
  // What is paid is what was typed: arrears on record are not added, and the summary says so.
  const notes = details.arrears === formatNaira(0) ? [] : [PAYBILLS_TEXT.arrearsNotIncluded(details.arrears)];
  const receiptRows: Array<[string, string]> = [
    [PAYBILLS_TEXT.meterNumber, details.meterNumber],
    [PAYBILLS_TEXT.accountName, details.name],
    [PAYBILLS_TEXT.address, details.address],
    [PAYBILLS_TEXT.meterType, details.meterType],
  ];
  const again = {
    service: 'electricity' as const,
    meterNo: details.meterNumber,
    meterType: request.type,
    amount: form.currentAmount,
  };
  return { draft: { service: 'electricity', request, quote, summary, receiptRows, again, notes } };
}

export function electricityReducer(state: ElectricityState, event: ElectricityEvent): ElectricityState {
  switch (event.type) {
    case 'meterChanged': {
      const meterNo = accountDigits(event.value);
      // Details verified, and an order confirmed, for another meter must not be paid for this one.
      const verified = meterNo === state.meterNo ? {} : { details: null, order: null, edited: false };
      return { ...state, ...verified, meterNo, meterError: meterLengthError(meterNo) };
    }
    case 'meterCheckStarted':
      if (state.meterNo === '') return { ...state, again: false, error: PAYBILLS_TEXT.emptyMeter };
      if (!isMeterNumber(state.meterNo))
        return { ...state, again: false, meterError: meterLengthError(state.meterNo, { proceeding: true }) };
      return {
        ...state,
        again: false,
        verifying: true,
        error: null,
        meterError: null,
        showDistributors: false,
        details: null,
      };
    case 'meterCheckSucceeded': {
      const { provider, fields } = event.result;
      if (!provider) return { ...state, verifying: false, showDistributors: true };
      return {
        ...state,
        verifying: false,
        step: 'details',
        details: meterDetails(fields, state.meterNo, provider, state.meterType),
      };
    }
    case 'meterCheckFailed':
      return { ...state, verifying: false, error: event.message, showDistributors: true };
    case 'meterTypeChanged':
      return { ...state, meterType: event.meterType };
    case 'distributorChosen':
      return {
        ...state,
        checkingDistributor: { name: event.distributor.name, serviceId: event.distributor.serviceId },
        error: null,
      };
    case 'distributorCheckSucceeded': {
      // Only the answer for the distributor being checked: a late one for another, chosen before it, is old news.
      const provider = state.checkingDistributor;
      if (provider?.serviceId !== event.distributor.serviceId) return state;
      const { fields, error } = event.result;
      if (error) return { ...state, checkingDistributor: null, details: null, error };
      return {
        ...state,
        checkingDistributor: null,
        step: 'details',
        showDistributors: false,
        details: meterDetails(fields, state.meterNo, provider, state.meterType),
      };
    }
    case 'distributorCheckFailed':
      if (state.checkingDistributor?.serviceId !== event.distributor.serviceId) return state;
      return { ...state, checkingDistributor: null, error: event.message };
    case 'errorShown':
      return { ...state, error: event.message };
    case 'errorDismissed':
      return { ...state, error: null };
    case 'transactionChanged': {
      if (state.form[event.field] === event.value) return state;
      const changed = {
        ...state,
        ...afterChange(state, event.field),
        form: { ...state.form, [event.field]: event.value },
      };
      const typingError = event.field === 'currentAmount' ? amountTypingError(event.value) : null;
      return typingError ? { ...changed, errors: { ...changed.errors, currentAmount: typingError } } : changed;
    }
    case 'transactionSubmitted': {
      const { details } = state;
      if (!details) return state;
      return confirmed(state, submitForm(state, readTransaction(details, state.form, event.terms), event.requestId));
    }
    case 'editRequested':
      return { ...state, step: 'details' };
    case 'orderDropped':
      return dropOrder(state, state.details ? 'details' : 'meter');
    case 'orderResumed':
      return state.order
        ? resumeOrder({ ...state, error: null, verifying: false, checkingDistributor: null }, 'summary')
        : state;
    case 'meterChangeRequested':
      return { ...initialElectricityState, meterNo: state.meterNo, meterType: state.meterType };
    case 'stepRequested': {
      const settled = { ...state, error: null, verifying: false, checkingDistributor: null };
      const { details } = state;
      const { terms } = event;
      if (!details) return { ...settled, step: 'meter' };
      if (event.step !== 'summary') return { ...settled, step: event.step };
      const read = () => (terms ? readTransaction(details, state.form, terms) : null);
      return confirmed(settled, requestSummary(settled, read, event.requestId));
    }
  }
}

function confirmed(
  state: ElectricityState,
  { confirmation, summary }: ReturnType<typeof submitForm<TransactionField>>,
): ElectricityState {
  return { ...state, ...confirmation, step: summary ? 'summary' : 'details' };
}
