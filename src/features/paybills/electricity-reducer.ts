import { accountDigits, isMeterNumber, normaliseEmail, normalisePhone, readNairaAmount } from '@/lib/bills-api/customer-input';
import { formatAmountInput } from './amount';
import type { Distributor, DistributorCheck, MeterFields, MeterLookup, MeterType, Provider } from './api';
import { amountError, amountTypingError, emailError, type Limits, meterLengthError, phoneError } from './rules';
import { PAYBILLS_TEXT } from './strings';

/** The electricity flow of spec section 4 as a pure reducer: the component renders state and dispatches events. */

export type MeterDetails = { name: string; meterNumber: string; address: string; arrears: string; meterType: string; provider: Provider | null };

export type TransactionForm = { currentAmount: string; customerEmail: string; customerPhone: string };

/** The distributor's terms for this purchase (from `service-type`). */
export type DistributorTerms = Limits & { convenienceFee: number };

export type FieldErrors = Partial<Record<keyof TransactionForm, string>>;

export type CustomerSummary = MeterDetails & TransactionForm & { amount: number; convenienceFee: number; payable: number };

export type ElectricityStep = 'meter' | 'details' | 'summary';

export const ELECTRICITY_STEPS: readonly ElectricityStep[] = ['meter', 'details', 'summary'];

export type ElectricityState = {
  step: ElectricityStep;
  meterNo: string;
  meterType: MeterType;
  /** The prepaid/post-paid choice and the distributor grid. */
  showDistributors: boolean;
  checkingDistributor: Provider | null;
  details: MeterDetails | null;
  form: TransactionForm;
  /** Each field's rule message, shown next to it after Submit. */
  fieldErrors: FieldErrors;
  summary: CustomerSummary | null;
  error: string | null;
  /** A meter number with more digits than a meter has, said next to the field. */
  meterError: string | null;
  /** The meter-only call is running (spinner on Proceed). */
  verifying: boolean;
};

export type ElectricityEvent =
  | { type: 'meterChanged'; value: string }
  | { type: 'meterCheckStarted' }
  | { type: 'meterCheckSucceeded'; result: MeterLookup }
  | { type: 'meterCheckFailed'; message: string }
  | { type: 'meterTypeChanged'; meterType: MeterType }
  | { type: 'distributorChosen'; distributor: Distributor }
  | { type: 'distributorCheckSucceeded'; result: DistributorCheck }
  | { type: 'distributorCheckFailed'; message: string }
  | { type: 'errorDismissed' }
  | { type: 'transactionChanged'; field: keyof TransactionForm; value: string }
  | { type: 'transactionSubmitted'; terms: DistributorTerms }
  | { type: 'editRequested' }
  | { type: 'meterChangeRequested' }
  /** Back or Forward (or a link) asks for a step: it is shown only if what it needs is still verified and valid. */
  | { type: 'stepRequested'; step: ElectricityStep; terms: DistributorTerms };

export const initialElectricityState: ElectricityState = {
  step: 'meter',
  meterNo: '',
  meterType: 'prepaid',
  showDistributors: false,
  checkingDistributor: null,
  details: null,
  form: { currentAmount: '', customerEmail: '', customerPhone: '' },
  fieldErrors: {},
  summary: null,
  error: null,
  meterError: null,
  verifying: false,
};

/** Whether Proceed may call the API: the meter number is required, and meters have 11 digits. */
export const isMeterNumberValid = isMeterNumber;

function meterDetails(fields: MeterFields, meterNo: string, provider: Provider | null, fallbackType: MeterType): MeterDetails {
  const { arrears } = fields;
  return {
    name: fields.name ?? '',
    meterNumber: fields.meterNumber ?? meterNo,
    address: fields.address ?? '',
    arrears: arrears === undefined || arrears === null || arrears === '' ? PAYBILLS_TEXT.zeroAmount : String(arrears),
    meterType: fields.meterType || fallbackType.toUpperCase(),
    provider,
  };
}

function transactionErrors(form: TransactionForm, limits: Limits): FieldErrors {
  const errors: FieldErrors = {};
  const amountProblem = amountError(form.currentAmount, limits);
  if (amountProblem) errors.currentAmount = amountProblem;
  const emailProblem = emailError(form.customerEmail);
  if (emailProblem) errors.customerEmail = emailProblem;
  const phoneProblem = phoneError(form.customerPhone);
  if (phoneProblem) errors.customerPhone = phoneProblem;
  return errors;
}

export function electricityReducer(state: ElectricityState, event: ElectricityEvent): ElectricityState {
  switch (event.type) {
    case 'meterChanged': {
      const meterNo = accountDigits(event.value);
      // Details verified for another meter must not be paid for this one.
      const verified = meterNo === state.meterNo ? {} : { details: null, summary: null };
      return { ...state, ...verified, meterNo, meterError: meterLengthError(meterNo) };
    }
    case 'meterCheckStarted':
      if (!isMeterNumberValid(state.meterNo)) return { ...state, error: PAYBILLS_TEXT.emptyMeter };
      return { ...state, verifying: true, error: null, showDistributors: false, details: null };
    case 'meterCheckSucceeded': {
      const { provider, fields } = event.result;
      if (!provider) return { ...state, verifying: false, showDistributors: true };
      return { ...state, verifying: false, step: 'details', details: meterDetails(fields, state.meterNo, provider, state.meterType) };
    }
    case 'meterCheckFailed':
      return { ...state, verifying: false, error: event.message, showDistributors: true };
    case 'meterTypeChanged':
      return { ...state, meterType: event.meterType };
    case 'distributorChosen':
      return { ...state, checkingDistributor: { name: event.distributor.name, serviceId: event.distributor.serviceId }, error: null };
    case 'distributorCheckSucceeded': {
      const provider = state.checkingDistributor;
      const { fields, error } = event.result;
      if (error) return { ...state, checkingDistributor: null, details: null, error };
      return { ...state, checkingDistributor: null, step: 'details', showDistributors: false, details: meterDetails(fields, state.meterNo, provider, state.meterType) };
    }
    case 'distributorCheckFailed':
      return { ...state, checkingDistributor: null, error: event.message };
    case 'errorDismissed':
      return { ...state, error: null };
    case 'transactionChanged': {
      const isAmount = event.field === 'currentAmount';
      const value = isAmount ? formatAmountInput(event.value) : event.value;
      const fieldErrors = { ...state.fieldErrors };
      delete fieldErrors[event.field];
      const typingError = isAmount ? amountTypingError(value) : null;
      if (typingError) fieldErrors.currentAmount = typingError;
      return { ...state, form: { ...state.form, [event.field]: value }, fieldErrors };
    }
    case 'transactionSubmitted':
      return submitTransaction(state, event.terms);
    case 'editRequested':
      return { ...state, step: 'details', summary: null };
    case 'meterChangeRequested':
      return { ...initialElectricityState, meterNo: state.meterNo, meterType: state.meterType };
    case 'stepRequested':
      return requestStep(state, event.step, event.terms);
  }
}

function submitTransaction(state: ElectricityState, terms: DistributorTerms): ElectricityState {
  if (!state.details) return state;
  const fieldErrors = transactionErrors(state.form, terms);
  if (Object.keys(fieldErrors).length > 0) return { ...state, step: 'details', summary: null, fieldErrors };
  const { value: amount } = readNairaAmount(state.form.currentAmount);
  const contact = { customerEmail: normaliseEmail(state.form.customerEmail), customerPhone: normalisePhone(state.form.customerPhone) };
  const { convenienceFee } = terms;
  return { ...state, step: 'summary', fieldErrors: {}, summary: { ...state.details, ...state.form, ...contact, amount, convenienceFee, payable: amount + convenienceFee } };
}

function requestStep(state: ElectricityState, step: ElectricityStep, terms: DistributorTerms): ElectricityState {
  const settled = { ...state, error: null, verifying: false, checkingDistributor: null };
  if (step === 'summary' && state.details) return submitTransaction(settled, terms);
  if (step !== 'meter' && state.details) return { ...settled, step: 'details', summary: null };
  return { ...settled, step: 'meter', summary: null };
}
