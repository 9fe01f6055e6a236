'use client';

import type { ElectricityState, MeterDetails, TransactionForm } from './electricity-reducer';
import { button } from '@/components/ui/Button.styles';
import { AmountInput } from '../AmountInput';
import { DetailList, form as styles, FormActions, LabelledInput, useFocusOnMount } from '../../ui';
import { PhoneInput } from '../PhoneInput';
import { submitAndFocus } from '../submit-and-focus';
import { PAYBILLS_TEXT } from '../../strings';
import { ProviderName } from './ProviderName';

type DetailsStepProps = {
  details: MeterDetails;
  form: TransactionForm;
  errors: ElectricityState['errors'];
  onChange: (field: keyof TransactionForm, value: string) => void;
  onSubmit: () => Promise<void>;
  onChangeMeter: () => void;
};

export function DetailsStep({ details, form, errors, onChange, onSubmit, onChangeMeter }: DetailsStepProps) {
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  return (
    <div className={styles.steps}>
      <section aria-labelledby="meter-info-heading" className={styles.sectionCard}>
        <h3 id="meter-info-heading" ref={headingRef} tabIndex={-1} className={styles.stepTitle}>
          {PAYBILLS_TEXT.meterInformation}
        </h3>
        <DetailList
          rows={[
            [PAYBILLS_TEXT.name, details.name],
            [PAYBILLS_TEXT.meterNumber, details.meterNumber],
            [PAYBILLS_TEXT.address, details.address],
            [PAYBILLS_TEXT.arrears, details.arrears],
            [PAYBILLS_TEXT.provider, details.provider && <ProviderName provider={details.provider} />],
          ]}
        />
        <div className={styles.actionsRow}>
          <button type="button" className={button.ghost} onClick={onChangeMeter}>
            {PAYBILLS_TEXT.changeMeter}
          </button>
        </div>
      </section>
      <form
        aria-labelledby="transaction-heading"
        className={styles.sectionCard}
        onSubmit={(event) => void submitAndFocus(event, onSubmit)}
        noValidate
      >
        <h3 id="transaction-heading" className={styles.stepTitle}>
          {PAYBILLS_TEXT.detailsOfTransaction}
        </h3>
        <AmountInput
          id="electricity-amount"
          label={PAYBILLS_TEXT.amount}
          placeholder={PAYBILLS_TEXT.amountPlaceholder}
          value={form.currentAmount}
          error={errors.currentAmount}
          onChange={(value) => onChange('currentAmount', value)}
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
        <PhoneInput
          id="electricity-phone"
          name="customerPhone"
          value={form.customerPhone}
          error={errors.customerPhone}
          onChange={(event) => onChange('customerPhone', event.target.value)}
        />
        <FormActions />
      </form>
    </div>
  );
}
