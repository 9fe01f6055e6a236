'use client';

import type { SelectHTMLAttributes } from 'react';
import { Field, form } from '../ui';

type LabelledSelectProps = SelectHTMLAttributes<HTMLSelectElement> & {
  id: string;
  label: string;
  error?: string | null;
  hint?: string | null;
};

export function LabelledSelect({ id, label, error, hint, children, ...selectProps }: LabelledSelectProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      {(describedBy) => (
        <select
          id={id}
          className={form.control}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...selectProps}
        >
          {children}
        </select>
      )}
    </Field>
  );
}
