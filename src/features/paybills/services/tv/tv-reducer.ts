import { FLAT_CONVENIENCE_FEES } from '@/lib/bills/site';
import { accountDigits, isEmail, normaliseEmail, normalisePhone } from '@/lib/bills/customer-input';
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
import { makeQuote } from '../../payment';
import { emailOrPhoneError, phoneError, smartcardError } from '../rules';
import { PAYBILLS_TEXT } from '../../strings';

export const TV_SERVICES = [
  { id: 'dstv', label: PAYBILLS_TEXT.tvTypes[0] },
  { id: 'showmax', label: PAYBILLS_TEXT.tvTypes[1] },
] as const;

export type TvService = (typeof TV_SERVICES)[number]['id'];

export type TvForm = { service: TvService; package: string; account: string; contact: string };

export type TvField = 'package' | 'account' | 'contact';

export type TvState = Confirmation<TvField> & { step: FormStep; form: TvForm; again: boolean };

export type TvEvent =
  | { type: 'serviceChosen'; service: TvService }
  | { type: 'changed'; field: TvField; value: string }
  | { type: 'cleared' }
  | FormStepEvent;

export const initialTvState: TvState = {
  step: 'form',
  form: { service: 'dstv', package: '', account: '', contact: '' },
  errors: {},
  order: null,
  edited: false,
  again: false,
};

export const accountLabelOf = (service: TvService) =>
  service === 'dstv' ? PAYBILLS_TEXT.smartcard : PAYBILLS_TEXT.phone;

function readTv({ form }: TvState, packages: Variation[] | null): Reading<TvField> | null {
  const isDstv = form.service === 'dstv';
  if (form.package && !packages) return null;
  const chosen = packages?.find((item) => item.code === form.package);
  const errors = fieldErrors({
    package: chosen ? null : PAYBILLS_TEXT.errors.plan,
    account: isDstv ? smartcardError(form.account) : phoneError(form.account),
    contact: emailOrPhoneError(form.contact),
  });
  if (Object.keys(errors).length > 0 || !chosen) return { errors };

  const account = isDstv ? accountDigits(form.account) : normalisePhone(form.account);
  const contactIsEmail = isEmail(form.contact);
  const quote = makeQuote(chosen.amount, FLAT_CONVENIENCE_FEES.tv);
  const recipient: Array<[string, string]> = [
    [accountLabelOf(form.service), account],
    [PAYBILLS_TEXT.tvPackage, chosen.name],
    [PAYBILLS_TEXT.emailOrPhone, form.contact.trim()],
  ];
  return {
    draft: {
      service: 'tv',
      request: {
        serviceId: form.service,
        account,
        variationCode: chosen.code,
        amount: quote.amount,
        phone: contactIsEmail ? (isDstv ? '' : account) : normalisePhone(form.contact),
        email: contactIsEmail ? normaliseEmail(form.contact) : '',
      },
      quote,
      summary: [
        ...recipient,
        [PAYBILLS_TEXT.amount, formatNaira(quote.amount)],
        [PAYBILLS_TEXT.convenienceFee, formatNaira(quote.convenienceFee)],
      ],
      receiptRows: recipient,
      again: { service: 'tv', tv: form.service, package: chosen.code, account, contact: form.contact.trim() },
    },
  };
}

export function tvReducer(state: TvState, event: TvEvent): TvState {
  switch (event.type) {
    case 'serviceChosen':
      return {
        ...state,
        ...afterChange(state, 'package'),
        form: { ...state.form, service: event.service, package: '', account: '' },
        again: false,
      };
    case 'changed':
      return {
        ...state,
        ...afterChange(state, event.field),
        form: { ...state.form, [event.field]: event.value },
        again: false,
      };
    case 'cleared':
      return initialTvState;
    default:
      return formStepReducer(state, event, (packages) => readTv(state, packages), {
        package: PAYBILLS_TEXT.errors.plansLoading,
      });
  }
}
