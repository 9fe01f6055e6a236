/** @jsxImportSource @emotion/react */
'use client';

import { type FormEvent, useEffect } from 'react';
import { Button } from '@/components/ui/Button';
import { space } from '@/styles/theme';
import type { FieldErrors, MeterDetails, TransactionForm } from '@/features/paybills/electricity-reducer';
import { actionsRow, definitionList, sectionCard, stepTitle } from './form-styles';
import { LabelledInput } from './LabelledInput';
import { PAYBILLS_TEXT } from '@/features/paybills/strings';
import { useFocusOnMount } from '@/features/paybills/use-focus-on-mount';
import { ProviderName } from './ProviderName';

type DetailsStepProps = {
  details: MeterDetails;
  form: TransactionForm;
  errors: FieldErrors;
  onChange: (field: keyof TransactionForm, value: string) => void;
  onSubmit: () => void;
  onChangeMeter: () => void;
};

/** Step 2: the verified meter and the transaction form. */
const FIELD_IDS: Record<keyof TransactionForm, string> = { currentAmount: 'electricity-amount', customerEmail: 'electricity-email', customerPhone: 'electricity-phone' };

export function DetailsStep({ details, form, errors, onChange, onSubmit, onChangeMeter }: DetailsStepProps) {
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  // After a refused Submit, focus goes to the first field whose message needs reading.
  useEffect(() => {
    const first = (Object.keys(FIELD_IDS) as Array<keyof TransactionForm>).find((field) => errors[field]);
    if (first) document.getElementById(FIELD_IDS[first])?.focus();
  }, [errors]);
  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }
  return (
    <div css={{ display: 'grid', gap: space.lg }}>
      <section aria-labelledby="meter-info-heading" css={sectionCard}>
        <h3 id="meter-info-heading" ref={headingRef} tabIndex={-1} css={stepTitle}>
          {PAYBILLS_TEXT.meterInformation}
        </h3>
        <dl css={definitionList}>
          <div>
            <dt>{PAYBILLS_TEXT.name}</dt>
            <dd>{details.name}</dd>
          </div>
          <div>
            <dt>{PAYBILLS_TEXT.meterNumber}</dt>
            <dd>{details.meterNumber}</dd>
          </div>
          <div>
            <dt>{PAYBILLS_TEXT.address}</dt>
            <dd>{details.address}</dd>
          </div>
          <div>
            <dt>{PAYBILLS_TEXT.arrears}</dt>
            <dd>{details.arrears}</dd>
          </div>
          <div>
            <dt>{PAYBILLS_TEXT.provider}</dt>
            <dd>{details.provider && <ProviderName provider={details.provider} />}</dd>
          </div>
        </dl>
        <div css={actionsRow}>
          <Button variant="ghost" onClick={onChangeMeter}>
            {PAYBILLS_TEXT.changeMeter}
          </Button>
        </div>
      </section>
      <form aria-labelledby="transaction-heading" css={sectionCard} onSubmit={submit} noValidate>
        <h3 id="transaction-heading" css={stepTitle}>
          {PAYBILLS_TEXT.detailsOfTransaction}
        </h3>
        <LabelledInput
          id="electricity-amount"
          label={PAYBILLS_TEXT.amount}
          name="currentAmount"
          inputMode="numeric"
          autoComplete="off"
          placeholder={PAYBILLS_TEXT.amountPlaceholder}
          value={form.currentAmount}
          error={errors.currentAmount}
          onChange={(event) => onChange('currentAmount', event.target.value)}
        />
        <LabelledInput
          id="electricity-email"
          label={PAYBILLS_TEXT.email}
          name="customerEmail"
          type="email"
          autoComplete="email"
          value={form.customerEmail}
          error={errors.customerEmail}
          onChange={(event) => onChange('customerEmail', event.target.value)}
        />
        <LabelledInput
          id="electricity-phone"
          label={PAYBILLS_TEXT.phone}
          name="customerPhone"
          type="tel"
          autoComplete="tel"
          placeholder={PAYBILLS_TEXT.phonePlaceholder}
          value={form.customerPhone}
          error={errors.customerPhone}
          onChange={(event) => onChange('customerPhone', event.target.value)}
        />
        <div css={actionsRow}>
          <Button type="submit">{PAYBILLS_TEXT.submit}</Button>
        </div>
      </form>
    </div>
  );
}
