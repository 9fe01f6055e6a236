'use client';

import type { FormEvent } from 'react';
import { Spinner } from '@/components/ui/Spinner';
import { useFormClassNames } from '@/features/paybills/form-class-names';
import { PAYBILLS_TEXT } from '@/features/paybills/strings';
import { LabelledInput } from './LabelledInput';

type MeterStepProps = { meterNo: string; meterError: string | null; verifying: boolean; disabled: boolean; onChange: (value: string) => void; onProceed: () => void };

/** Step 1: the meter number and Proceed. */
export function MeterStep({ meterNo, meterError, verifying, disabled, onChange, onProceed }: MeterStepProps) {
  const { meter: classNames, form, buttons } = useFormClassNames();
  function submit(event: FormEvent) {
    event.preventDefault();
    onProceed();
  }
  return (
    <form onSubmit={submit} noValidate className={classNames.form}>
      <h3 tabIndex={-1} className={form.stepTitle}>
        {PAYBILLS_TEXT.enterMeter}
      </h3>
      <div className={classNames.row}>
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
        <button type="submit" className={buttons.primary} disabled={disabled} aria-busy={verifying}>
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
