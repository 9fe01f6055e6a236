import { FLAT_CONVENIENCE_FEES } from '@/lib/bills/site';
import { normalisePhone, readNairaAmount } from '@/lib/bills/customer-input';
import { formatNaira } from '@/lib/money';
import type { Variation } from '../../api';
import {
  afterChange,
  type Confirmation,
  fieldErrors,
  type FormStep,
  type FormStepEvent,
  formStepReducer,
  type Reading,
} from '../checkout';
import type { Period } from './data-periods';
import { detectNetwork, type NetworkId } from '../../networks';
import { makeQuote } from '../../payment';
import { AIRTIME_LIMITS, amountError, amountTypingError, phoneError } from '../rules';
import { PAYBILLS_TEXT } from '../../strings';

export type TopUpKind = 'airtime' | 'data';

export type TopUpForm = {
  phone: string;
  network: NetworkId | '';
  networkChosen: boolean;
  period: Period | null;
  plan: string;
  amount: string;
};

export type TopUpField = 'phone' | 'network' | 'plan' | 'amount';

export type TopUpState = Confirmation<TopUpField> & {
  kind: TopUpKind;
  step: FormStep;
  form: TopUpForm;
  again: boolean;
};

export type TopUpEvent =
  | { type: 'phoneChanged'; value: string }
  | { type: 'networkChosen'; network: NetworkId }
  | { type: 'periodToggled'; period: Period }
  | { type: 'planChosen'; plan: string }
  | { type: 'amountChanged'; value: string }
  | { type: 'cleared' }
  | FormStepEvent;

export function initialTopUpState(kind: TopUpKind): TopUpState {
  return {
    kind,
    step: 'form',
    form: { phone: '', network: '', networkChosen: false, period: null, plan: '', amount: '' },
    errors: {},
    order: null,
    edited: false,
    again: false,
  };
}

export const dataServiceOf = (network: NetworkId) => `${network}-data`;

function readTopUp({ kind, form }: TopUpState, plans: Variation[] | null): Reading<TopUpField> | null {
  if (kind === 'data' && form.plan && !plans) return null;
  const plan = plans?.find((item) => item.code === form.plan);
  const errors = fieldErrors({
    phone: phoneError(form.phone),
    network: form.network ? null : PAYBILLS_TEXT.errors.network,
    plan: kind === 'data' && !plan ? PAYBILLS_TEXT.errors.plan : null,
    amount: kind === 'airtime' ? amountError(form.amount, AIRTIME_LIMITS) : null,
  });
  if (Object.keys(errors).length > 0 || !form.network) return { errors };

  const phone = normalisePhone(form.phone);
  const network = PAYBILLS_TEXT.networks[form.network];
  const mismatch = networkMismatch(form);
  const quote = makeQuote(plan ? plan.amount : readNairaAmount(form.amount).value, FLAT_CONVENIENCE_FEES[kind]);
  const recipient: Array<[string, string]> = [
    [PAYBILLS_TEXT.phone, phone],
    [PAYBILLS_TEXT.network, network],
    ...(plan ? [[PAYBILLS_TEXT.plan, plan.name] as [string, string]] : []),
  ];
  return {
    draft: {
      service: kind,
      request: {
        serviceId: kind === 'data' ? dataServiceOf(form.network) : form.network,
        account: phone,
        ...(plan ? { variationCode: plan.code } : {}),
        amount: quote.amount,
        phone,
        email: '',
      },
      quote,
      summary: [
        ...recipient,
        [PAYBILLS_TEXT.amount, formatNaira(quote.amount)],
        [PAYBILLS_TEXT.convenienceFee, formatNaira(quote.convenienceFee)],
      ],
      receiptRows: recipient,
      again: { service: kind, phone, network: form.network, plan: form.plan, amount: form.amount },
      notes: mismatch ? [mismatch] : [],
    },
  };
}

/** A network chosen by hand that is not the one the number's prefix belongs to (a ported number may be right): said, not refused. */
export function networkMismatch(form: TopUpForm): string | null {
  const detected = detectNetwork(form.phone);
  if (!form.networkChosen || !detected || !form.network || detected === form.network) return null;
  return PAYBILLS_TEXT.networkMismatch(PAYBILLS_TEXT.networks[detected], PAYBILLS_TEXT.networks[form.network]);
}

function changed(state: TopUpState, field: TopUpField, form: TopUpForm): TopUpState {
  return { ...state, ...afterChange(state, field), form, again: false };
}

export function topUpReducer(state: TopUpState, event: TopUpEvent): TopUpState {
  const { form } = state;
  switch (event.type) {
    case 'phoneChanged': {
      // The network follows the number until the payer chooses one by hand.
      if (form.networkChosen) return changed(state, 'phone', { ...form, phone: event.value });
      const network = detectNetwork(event.value) ?? '';
      return changed(state, 'phone', {
        ...form,
        phone: event.value,
        network,
        plan: network === form.network ? form.plan : '',
      });
    }
    case 'networkChosen':
      return changed(state, 'network', { ...form, network: event.network, networkChosen: true, plan: '' });
    case 'periodToggled':
      return changed(state, 'plan', { ...form, period: form.period === event.period ? null : event.period, plan: '' });
    case 'planChosen':
      return changed(state, 'plan', { ...form, plan: event.plan });
    case 'amountChanged': {
      const next = changed(state, 'amount', { ...form, amount: event.value });
      const typingError = amountTypingError(event.value);
      return typingError ? { ...next, errors: { ...next.errors, amount: typingError } } : next;
    }
    case 'cleared':
      return initialTopUpState(state.kind);
    default:
      return formStepReducer(state, event, (plans) => readTopUp(state, plans), {
        plan: PAYBILLS_TEXT.errors.plansLoading,
      });
  }
}
