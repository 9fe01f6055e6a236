'use client';

import { NumericFormat } from 'react-number-format';
import { AMOUNT_FORMAT } from '@/features/paybills/amount-format';
import { Field } from './Field';
import { form } from './Form.styles';

type AmountInputProps = { id: string; label: string; value: string; error?: string | null; placeholder?: string; onChange: (value: string) => void };

/** react-number-format keeps the caret where the payer types through the grouping; customer-input.ts decides what is payable. */
export function AmountInput({ id, label, value, error, placeholder, onChange }: AmountInputProps) {
  return (
    <Field id={id} label={label} error={error}>
      {(describedBy) => (
        <NumericFormat
          id={id}
          name={id}
          className={form.control}
          inputMode="numeric"
          autoComplete="off"
          placeholder={placeholder}
          value={value}
          {...AMOUNT_FORMAT}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onValueChange={({ formattedValue }, { source }) => {
            // What the payer did, not the field catching up with a value it was given (react-number-format's `prop`).
            if ((source as string) === 'event') onChange(formattedValue);
          }}
        />
      )}
    </Field>
  );
}
