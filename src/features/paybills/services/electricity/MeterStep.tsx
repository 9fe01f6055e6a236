'use client';

import type { FormEvent } from 'react';
import { button } from '@/components/ui/Button.styles';
import { PAYBILLS_TEXT } from '../../strings';
import { BusyButton, form, LabelledInput } from '../../ui';
import { meterStep as styles } from './MeterStep.styles';

type MeterStepProps = {
  meterNo: string;
  meterError: string | null;
  verifying: boolean;
  disabled: boolean;
  onChange: (value: string) => void;
  onProceed: () => void;
};

export function MeterStep({ meterNo, meterError, verifying, disabled, onChange, onProceed }: MeterStepProps) {
  function submit(event: FormEvent) {
    event.preventDefault();
    onProceed();
  }
  return (
    <form onSubmit={submit} noValidate className={styles.form}>
      <h3 tabIndex={-1} className={form.stepTitle}>
        {PAYBILLS_TEXT.enterMeter}
      </h3>
      <div className={styles.row}>
        <LabelledInput
          id="meter-number"
          label={PAYBILLS_TEXT.meterLabel}
          name="meterNo"
          inputMode="numeric"
          autoComplete="off"
          placeholder={PAYBILLS_TEXT.meterPlaceholder}
          value={meterNo}
          error={meterError}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
        />
        <BusyButton
          type="submit"
          className={button.primary}
          busy={verifying}
          busyStatus={PAYBILLS_TEXT.verifying}
          disabled={disabled}
        >
          {PAYBILLS_TEXT.proceed}
        </BusyButton>
      </div>
    </form>
  );
}
