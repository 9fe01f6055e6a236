'use client';

import type { InputHTMLAttributes } from 'react';
import { useFormClassNames } from '@/features/paybills/form-class-names';

type LabelledInputProps = InputHTMLAttributes<HTMLInputElement> & { id: string; label: string; error?: string | null };

/** A pay-bills text field: its visible label above the input, tied by id, and its rule's message below. */
export function LabelledInput({ id, label, error, ...inputProps }: LabelledInputProps) {
  const { form: classNames } = useFormClassNames();
  return (
    <div className={classNames.field}>
      <label htmlFor={id} className={classNames.label}>
        {label}
      </label>
      <input id={id} className={classNames.control} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} {...inputProps} />
      {error && (
        <p id={`${id}-error`} className={classNames.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}
