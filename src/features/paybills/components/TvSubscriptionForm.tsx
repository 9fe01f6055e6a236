'use client';

import { type FormEvent, useState } from 'react';
import { formatNaira } from '@/lib/money';
import { useVariations } from '@/features/paybills/api';
import { emailOrPhoneError, phoneError, smartcardError } from '@/features/paybills/rules';
import { accountDigits, isEmail, normaliseEmail, normalisePhone } from '@/lib/bills-api/customer-input';
import { PAYBILLS_TEXT } from '@/features/paybills/strings';
import { usePayment } from '@/features/paybills/use-payment';
import { form as formStyles } from './Form.styles';
import { PaymentFormActions } from './PaymentFormActions';
import { LabelledInput } from './LabelledInput';
import { LabelledSelect } from './LabelledSelect';
import { PaymentProgress, showsProgress } from './PaymentProgress';

const TV_SERVICES = [
  { id: 'dstv', label: PAYBILLS_TEXT.tvTypes[0] },
  { id: 'showmax', label: PAYBILLS_TEXT.tvTypes[1] },
] as const;

type TvService = (typeof TV_SERVICES)[number]['id'];
type Errors = Partial<Record<'package' | 'account' | 'contact', string>>;

const emptyForm = { service: 'dstv' as TvService, package: '', account: '', contact: '' };

/** TV Subscription: DStv or Showmax, a package from `variations`, the smartcard (DStv) or phone (Showmax), then the shared payment path. */
export function TvSubscriptionForm() {
  const [form, setForm] = useState(emptyForm);
  const [errors, setErrors] = useState<Errors>({});
  const payment = usePayment('tv');
  const packages = useVariations(form.service);
  const chosen = packages.data?.find((item) => item.code === form.package);

  if (showsProgress(payment)) return <PaymentProgress payment={payment} />;

  const isDstv = form.service === 'dstv';
  const accountLabel = isDstv ? PAYBILLS_TEXT.smartcard : PAYBILLS_TEXT.phone;

  function submit(event: FormEvent) {
    event.preventDefault();
    const next: Errors = {};
    if (!chosen) next.package = PAYBILLS_TEXT.errors.plan;
    const accountProblem = isDstv ? smartcardError(form.account) : phoneError(form.account);
    if (accountProblem) next.account = accountProblem;
    const contactProblem = emailOrPhoneError(form.contact);
    if (contactProblem) next.contact = contactProblem;
    setErrors(next);
    const first = (['package', 'account', 'contact'] as const).find((field) => next[field]);
    if (first || !chosen) {
      if (first) document.getElementById(`tv-${first}`)?.focus();
      return;
    }
    const account = isDstv ? accountDigits(form.account) : normalisePhone(form.account);
    const contactIsEmail = isEmail(form.contact);
    payment.pay({
      request: {
        serviceID: form.service,
        billersCode: account,
        variationCode: chosen.code,
        amount: chosen.amount,
        phone: contactIsEmail ? (isDstv ? '' : account) : normalisePhone(form.contact),
        email: contactIsEmail ? normaliseEmail(form.contact) : '',
      },
      rows: [
        [accountLabel, account],
        [PAYBILLS_TEXT.tvPackage, chosen.name],
        [PAYBILLS_TEXT.emailOrPhone, form.contact.trim()],
      ],
    });
  }

  const paying = payment.state.phase === 'paying';
  return (
    <form
      className={formStyles.sectionCard}
      onSubmit={submit}
      onReset={() => {
        setForm(emptyForm);
        setErrors({});
      }}
      noValidate
    >
      <div className={formStyles.twoColumns}>
        <LabelledSelect
          id="tv-type"
          label={PAYBILLS_TEXT.tvType}
          name="tvType"
          value={form.service}
          onChange={(event) => setForm((current) => ({ ...current, service: event.target.value as TvService, package: '', account: '' }))}
        >
          {TV_SERVICES.map((service) => (
            <option key={service.id} value={service.id}>
              {service.label}
            </option>
          ))}
        </LabelledSelect>
        <LabelledSelect
          id="tv-package"
          label={PAYBILLS_TEXT.tvPackage}
          name="package"
          value={form.package}
          error={errors.package}
          disabled={packages.isLoading}
          onChange={(event) => setForm((current) => ({ ...current, package: event.target.value }))}
        >
          <option value="" disabled>
            {packages.isLoading ? PAYBILLS_TEXT.plansLoading : PAYBILLS_TEXT.selectPackage}
          </option>
          {(packages.data ?? []).map((item) => (
            <option key={item.code} value={item.code}>
              {PAYBILLS_TEXT.priceOption(item.name, formatNaira(item.amount, { kobo: false }))}
            </option>
          ))}
        </LabelledSelect>
      </div>
      {packages.error && <p className={formStyles.fieldError}>{packages.error.message}</p>}
      <LabelledInput id="tv-amount" label={PAYBILLS_TEXT.amount} name="amount" readOnly value={chosen ? formatNaira(chosen.amount) : ''} />
      <LabelledInput
        id="tv-account"
        label={accountLabel}
        name="account"
        inputMode="numeric"
        autoComplete={isDstv ? 'off' : 'tel'}
        value={form.account}
        error={errors.account}
        onChange={(event) => setForm((current) => ({ ...current, account: event.target.value }))}
      />
      <LabelledInput
        id="tv-contact"
        label={PAYBILLS_TEXT.emailOrPhone}
        name="contact"
        autoComplete="email"
        value={form.contact}
        error={errors.contact}
        onChange={(event) => setForm((current) => ({ ...current, contact: event.target.value }))}
      />
      <PaymentFormActions error={payment.state.error} paying={paying} />
    </form>
  );
}
