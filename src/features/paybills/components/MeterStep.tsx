/** @jsxImportSource @emotion/react */
'use client';

import { css } from '@emotion/react';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/Button';
import { Spinner } from '@/components/ui/Spinner';
import { mq, space } from '@/styles/theme';
import { METER_LENGTH } from '@/features/paybills/electricity-reducer';
import { stepTitle } from './form-styles';
import { LabelledInput } from './LabelledInput';
import { PAYBILLS_TEXT } from '@/features/paybills/strings';

const row = css({ display: 'grid', gap: space.sm, [mq.sm]: { gridTemplateColumns: '1fr auto', alignItems: 'end' } });

type MeterStepProps = { meterNo: string; verifying: boolean; disabled: boolean; onChange: (value: string) => void; onProceed: () => void };

/** Step 1: the meter number and Proceed. */
export function MeterStep({ meterNo, verifying, disabled, onChange, onProceed }: MeterStepProps) {
  function submit(event: FormEvent) {
    event.preventDefault();
    onProceed();
  }
  return (
    <form onSubmit={submit} noValidate css={{ display: 'grid', gap: space.md }}>
      <h3 tabIndex={-1} css={stepTitle}>
        {PAYBILLS_TEXT.enterMeter}
      </h3>
      <div css={row}>
        <LabelledInput
          id="meter-number"
          label={PAYBILLS_TEXT.meterLabel}
          name="meterNo"
          inputMode="numeric"
          autoComplete="off"
          maxLength={METER_LENGTH}
          placeholder={PAYBILLS_TEXT.meterPlaceholder}
          value={meterNo}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
        />
        <Button type="submit" disabled={disabled} aria-busy={verifying}>
          {verifying && <Spinner />}
          {PAYBILLS_TEXT.proceed}
        </Button>
      </div>
      <span className="visually-hidden" role="status">
        {verifying ? PAYBILLS_TEXT.verifying : ''}
      </span>
    </form>
  );
}
