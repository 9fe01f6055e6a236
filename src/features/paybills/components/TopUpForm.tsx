'use client';

import { type FormEvent, useState } from 'react';
import { formatNaira } from '@/lib/money';
import { useVariations } from '@/features/paybills/api';
import { type Period, periodOf } from '@/features/paybills/data-periods';
import { detectNetwork, NETWORK_IDS, type NetworkId } from '@/features/paybills/networks';
import { AIRTIME_LIMITS, amountError, amountTypingError, phoneError } from '@/features/paybills/rules';
import { PAYBILLS_TEXT } from '@/features/paybills/strings';
import { usePayment } from '@/features/paybills/use-payment';
import { formatAmountInput } from '@/features/paybills/amount';
import { normalisePhone, readNairaAmount } from '@/lib/bills-api/customer-input';
import { form as formStyles } from './Form.styles';
import { PaymentFormActions } from './PaymentFormActions';
import { topUpForm as styles } from './TopUpForm.styles';
import { LabelledInput } from './LabelledInput';
import { LabelledSelect } from './LabelledSelect';
import { PaymentProgress, showsProgress } from './PaymentProgress';

type Errors = Partial<Record<'phone' | 'network' | 'plan' | 'amount', string>>;

function without(errors: Errors, field: keyof Errors): Errors {
  const next = { ...errors };
  delete next[field];
  return next;
}

const emptyForm = { phone: '', network: '' as NetworkId | '', networkChosen: false, period: null as Period | null, plan: '', amount: '' };

/** Data Subscription and Airtime VTU: phone, network (detected from the prefix, changeable), then a plan or an amount, then the shared payment path. */
export function TopUpForm({ idPrefix, withPeriods }: { idPrefix: 'data' | 'airtime'; withPeriods: boolean }) {
  const [form, setForm] = useState(emptyForm);
  const [errors, setErrors] = useState<Errors>({});
  const payment = usePayment(idPrefix);
  const plans = useVariations(withPeriods && form.network ? `${form.network}-data` : null);
  const shownPlans = (plans.data ?? []).filter((plan) => !form.period || periodOf(plan.name) === form.period);
  const chosenPlan = plans.data?.find((plan) => plan.code === form.plan);

  if (showsProgress(payment)) return <PaymentProgress payment={payment} />;

  // The network follows the number until the payer chooses one by hand.
  function setPhone(value: string) {
    setForm((current) => {
      if (current.networkChosen) return { ...current, phone: value };
      const network = detectNetwork(value) ?? '';
      return { ...current, phone: value, network, plan: network === current.network ? current.plan : '' };
    });
    setErrors((current) => without(current, 'phone'));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const amount = withPeriods ? (chosenPlan?.amount ?? 0) : readNairaAmount(form.amount).value;
    const next: Errors = {};
    const phoneProblem = phoneError(form.phone);
    if (phoneProblem) next.phone = phoneProblem;
    if (!form.network) next.network = PAYBILLS_TEXT.errors.network;
    if (withPeriods && !chosenPlan) next.plan = PAYBILLS_TEXT.errors.plan;
    if (!withPeriods) {
      const amountProblem = amountError(form.amount, AIRTIME_LIMITS);
      if (amountProblem) next.amount = amountProblem;
    }
    setErrors(next);
    const first = (['phone', 'network', 'plan', 'amount'] as const).find((field) => next[field]);
    if (first) {
      document.getElementById(`${idPrefix}-${first}`)?.focus();
      return;
    }
    const phone = normalisePhone(form.phone);
    const network = form.network as NetworkId;
    payment.pay({
      request: {
        serviceID: withPeriods ? `${network}-data` : network,
        billersCode: phone,
        ...(chosenPlan ? { variationCode: chosenPlan.code } : {}),
        amount,
        phone,
        email: '',
      },
      rows: [[PAYBILLS_TEXT.phone, phone], [PAYBILLS_TEXT.network, PAYBILLS_TEXT.networks[network]], ...(chosenPlan ? [[PAYBILLS_TEXT.plan, chosenPlan.name] as [string, string]] : [])],
    });
  }

  function reset() {
    setForm(emptyForm);
    setErrors({});
  }

  const paying = payment.state.phase === 'paying';
  const detected = detectNetwork(form.phone);
  return (
    <form className={formStyles.sectionCard} onSubmit={submit} onReset={reset} noValidate>
      <LabelledInput
        id={`${idPrefix}-phone`}
        label={PAYBILLS_TEXT.phone}
        name="phone"
        type="tel"
        autoComplete="tel"
        placeholder={PAYBILLS_TEXT.phonePlaceholder}
        value={form.phone}
        error={errors.phone}
        onChange={(event) => setPhone(event.target.value)}
      />
      <LabelledSelect
        id={`${idPrefix}-network`}
        label={PAYBILLS_TEXT.network}
        name="network"
        value={form.network}
        error={errors.network}
        hint={detected && !form.networkChosen && detected === form.network ? PAYBILLS_TEXT.networkDetected : null}
        onChange={(event) => {
          setForm((current) => ({ ...current, network: event.target.value as NetworkId, networkChosen: true, plan: '' }));
          setErrors((current) => without(current, 'network'));
        }}
      >
        <option value="" disabled>
          {PAYBILLS_TEXT.chooseNetwork}
        </option>
        {NETWORK_IDS.map((id) => (
          <option key={id} value={id}>
            {PAYBILLS_TEXT.networks[id]}
          </option>
        ))}
      </LabelledSelect>
      {withPeriods && (
        <>
          <fieldset className={styles.periods}>
            <legend className={styles.periodsLegend}>{PAYBILLS_TEXT.period}</legend>
            <div className={styles.periodList}>
              {PAYBILLS_TEXT.periods.map((name) => (
                <button
                  key={name}
                  type="button"
                  className={styles.period}
                  aria-pressed={form.period === name}
                  onClick={() => setForm((current) => ({ ...current, period: current.period === name ? null : name, plan: '' }))}
                >
                  {name}
                </button>
              ))}
            </div>
          </fieldset>
          <LabelledSelect
            id={`${idPrefix}-plan`}
            label={PAYBILLS_TEXT.plan}
            name="plan"
            value={form.plan}
            error={errors.plan}
            disabled={!form.network || plans.isLoading}
            onChange={(event) => {
              setForm((current) => ({ ...current, plan: event.target.value }));
              setErrors((current) => without(current, 'plan'));
            }}
          >
            <option value="" disabled>
              {plans.isLoading ? PAYBILLS_TEXT.plansLoading : shownPlans.length === 0 && form.network ? PAYBILLS_TEXT.noPlans : PAYBILLS_TEXT.selectPlan}
            </option>
            {shownPlans.map((plan) => (
              <option key={plan.code} value={plan.code}>
                {PAYBILLS_TEXT.priceOption(plan.name, formatNaira(plan.amount, { kobo: false }))}
              </option>
            ))}
          </LabelledSelect>
          {plans.error && <p className={formStyles.fieldError}>{plans.error.message}</p>}
          <LabelledInput
            id={`${idPrefix}-amount`}
            label={PAYBILLS_TEXT.amount}
            name="amount"
            readOnly
            value={chosenPlan ? formatNaira(chosenPlan.amount) : ''}
            aria-describedby={`${idPrefix}-amount-hint`}
          />
          <p id={`${idPrefix}-amount-hint`} className={formStyles.hint}>
            {PAYBILLS_TEXT.amountFromPlan}
          </p>
        </>
      )}
      {!withPeriods && (
        <LabelledInput
          id={`${idPrefix}-amount`}
          label={PAYBILLS_TEXT.amount}
          name="amount"
          inputMode="numeric"
          autoComplete="off"
          value={form.amount}
          error={errors.amount}
          onChange={(event) => {
            const value = formatAmountInput(event.target.value);
            const typingError = amountTypingError(value);
            setForm((current) => ({ ...current, amount: value }));
            setErrors((current) => (typingError ? { ...current, amount: typingError } : without(current, 'amount')));
          }}
        />
      )}
      <PaymentFormActions error={payment.state.error} paying={paying} />
    </form>
  );
}
