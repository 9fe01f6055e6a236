'use client';

import { useReducer } from 'react';
import { errorMessage } from '@/lib/bills/browser/client';
import { formatNaira } from '@/lib/money';
import { useVariations } from '../../api';
import { periodOf } from './data-periods';
import { detectNetwork, NETWORK_IDS, type NetworkId } from '../../networks';
import { loadTopUpDraft, saveTopUpDraft } from './draft';
import { PAYBILLS_TEXT } from '../../strings';
import { AmountInput } from '../AmountInput';
import { form as formStyles, FormActions, LabelledInput } from '../../ui';
import { LabelledSelect } from '../LabelledSelect';
import { PhoneInput } from '../PhoneInput';
import { dataServiceOf, networkMismatch, type TopUpKind, topUpReducer } from './top-up-reducer';
import { useFormService } from '../use-form-service';
import { OrderForm } from '../OrderForm';
import { topUpForm as styles } from './TopUpForm.styles';

export function TopUpForm({ kind }: { kind: TopUpKind }) {
  const [state, dispatch] = useReducer(topUpReducer, kind, loadTopUpDraft);
  const { form, errors } = state;
  const withPlans = kind === 'data';
  const plans = useVariations(withPlans && form.network ? dataServiceOf(form.network) : null);
  const service = useFormService(kind, [state, dispatch], topUpReducer, saveTopUpDraft, withPlans ? plans : null);

  const chosenPlan = plans.data?.find((plan) => plan.code === form.plan);
  const shownPlans = (plans.data ?? []).filter((plan) => !form.period || periodOf(plan.name) === form.period);
  const detected = detectNetwork(form.phone);
  return (
    <OrderForm service={service} atSummary={state.step === 'summary'} dispatch={dispatch}>
      <PhoneInput
        id={`${kind}-phone`}
        name="phone"
        value={form.phone}
        error={errors.phone}
        onChange={(event) => dispatch({ type: 'phoneChanged', value: event.target.value })}
      />
      <LabelledSelect
        id={`${kind}-network`}
        label={PAYBILLS_TEXT.network}
        name="network"
        value={form.network}
        error={errors.network}
        hint={
          detected && !form.networkChosen && detected === form.network
            ? PAYBILLS_TEXT.networkDetected
            : networkMismatch(form)
        }
        onChange={(event) => dispatch({ type: 'networkChosen', network: event.target.value as NetworkId })}
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
      {withPlans && (
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
                  onClick={() => dispatch({ type: 'periodToggled', period: name })}
                >
                  {name}
                </button>
              ))}
            </div>
          </fieldset>
          <LabelledSelect
            id={`${kind}-plan`}
            label={PAYBILLS_TEXT.plan}
            name="plan"
            value={form.plan}
            error={errors.plan}
            disabled={!form.network || plans.isLoading}
            onChange={(event) => dispatch({ type: 'planChosen', plan: event.target.value })}
          >
            <option value="" disabled>
              {plans.isLoading
                ? PAYBILLS_TEXT.plansLoading
                : shownPlans.length === 0 && form.network
                  ? PAYBILLS_TEXT.noPlans
                  : PAYBILLS_TEXT.selectPlan}
            </option>
            {shownPlans.map((plan) => (
              <option key={plan.code} value={plan.code}>
                {PAYBILLS_TEXT.priceOption(plan.name, formatNaira(plan.amount, { kobo: false }))}
              </option>
            ))}
          </LabelledSelect>
          {plans.error && <p className={formStyles.fieldError}>{errorMessage(plans.error)}</p>}
          <LabelledInput
            id={`${kind}-amount`}
            label={PAYBILLS_TEXT.amount}
            name="amount"
            readOnly
            value={chosenPlan ? formatNaira(chosenPlan.amount) : ''}
            aria-describedby={`${kind}-amount-hint`}
          />
          <p id={`${kind}-amount-hint`} className={formStyles.hint}>
            {PAYBILLS_TEXT.amountFromPlan}
          </p>
        </>
      )}
      {!withPlans && (
        <AmountInput
          id={`${kind}-amount`}
          label={PAYBILLS_TEXT.amount}
          value={form.amount}
          error={errors.amount}
          onChange={(value) => dispatch({ type: 'amountChanged', value })}
        />
      )}
      <FormActions cancel />
    </OrderForm>
  );
}
