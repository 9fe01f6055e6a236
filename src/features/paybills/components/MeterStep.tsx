'use client';

import type { FormEvent } from 'react';
import { Spinner } from '@/components/ui/Spinner';
import { button } from '@/components/ui/Button.styles';
import { PAYBILLS_TEXT } from '@/features/paybills/strings';
import { form } from './Form.styles';
import { LabelledInput } from './LabelledInput';
import { meterStep as styles } from './MeterStep.styles';

type MeterStepProps = { meterNo: string; meterError: string | null; verifying: boolean; disabled: boolean; onChange: (value: string) => void; onProceed: () => void };

/** Step 1: the meter number and Proceed. */
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
        <button type="submit" className={button.primary} disabled={disabled} aria-busy={verifying}>
          {verifying && <Spinner />}
          {PAYBILLS_TEXT.proceed}
        </button>
      </div>
      <span className="visually-hidden" role="status">
        {verifying ? PAYBILLS_TEXT.verifying : ''}
      </span>
    </form>
  );
}
