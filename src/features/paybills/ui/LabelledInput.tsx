'use client';

import type { InputHTMLAttributes } from 'react';
import { Field } from './Field';
import { form } from './Form.styles';

type LabelledInputProps = InputHTMLAttributes<HTMLInputElement> & { id: string; label: string; error?: string | null };

export function LabelledInput({ id, label, error, ...inputProps }: LabelledInputProps) {
  return (
    <Field id={id} label={label} error={error}>
      {(describedBy) => (
        <input
          id={id}
          className={form.control}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...inputProps}
        />
      )}
    </Field>
  );
}
