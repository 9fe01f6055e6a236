'use client';

import { useReducer } from 'react';
import { errorMessage } from '@/lib/bills/browser/client';
import { formatNaira } from '@/lib/money';
import { useVariations } from '../../api';
import { loadTvDraft, saveTvDraft } from './draft';
import { PAYBILLS_TEXT } from '../../strings';
import { form as formStyles, FormActions, LabelledInput } from '../../ui';
import { LabelledSelect } from '../LabelledSelect';
import { accountLabelOf, TV_SERVICES, tvReducer, type TvService } from './tv-reducer';
import { useFormService } from '../use-form-service';
import { OrderForm } from '../OrderForm';

export function TvSubscriptionForm() {
  const [state, dispatch] = useReducer(tvReducer, undefined, loadTvDraft);
  const { form, errors } = state;
  const packages = useVariations(form.service);
  const service = useFormService('tv', [state, dispatch], tvReducer, saveTvDraft, packages);

  const chosen = packages.data?.find((item) => item.code === form.package);
  const isDstv = form.service === 'dstv';
  return (
    <OrderForm service={service} atSummary={state.step === 'summary'} dispatch={dispatch}>
      <div className={formStyles.twoColumns}>
        <LabelledSelect
          id="tv-type"
          label={PAYBILLS_TEXT.tvType}
          name="tvType"
          value={form.service}
          onChange={(event) => dispatch({ type: 'serviceChosen', service: event.target.value as TvService })}
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
          onChange={(event) => dispatch({ type: 'changed', field: 'package', value: event.target.value })}
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
      {packages.error && <p className={formStyles.fieldError}>{errorMessage(packages.error)}</p>}
      <LabelledInput
        id="tv-amount"
        label={PAYBILLS_TEXT.amount}
        name="amount"
        readOnly
        value={chosen ? formatNaira(chosen.amount) : ''}
      />
      <LabelledInput
        id="tv-account"
        label={accountLabelOf(form.service)}
        name="account"
        inputMode="numeric"
        autoComplete={isDstv ? 'off' : 'tel'}
        value={form.account}
        error={errors.account}
        onChange={(event) => dispatch({ type: 'changed', field: 'account', value: event.target.value })}
      />
      <LabelledInput
        id="tv-contact"
        label={PAYBILLS_TEXT.emailOrPhone}
        name="contact"
        autoComplete="email"
        value={form.contact}
        error={errors.contact}
        onChange={(event) => dispatch({ type: 'changed', field: 'contact', value: event.target.value })}
      />
      <FormActions cancel />
    </OrderForm>
  );
}
