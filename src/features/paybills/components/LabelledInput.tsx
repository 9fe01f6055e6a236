'use client';

import type { InputHTMLAttributes } from 'react';
import { form } from './Form.styles';

type LabelledInputProps = InputHTMLAttributes<HTMLInputElement> & { id: string; label: string; error?: string | null };

/** A pay-bills text field: its visible label above the input, tied by id, and its rule's message below. */
export function LabelledInput({ id, label, error, ...inputProps }: LabelledInputProps) {
  return (
    <div className={form.field}>
      <label htmlFor={id} className={form.label}>
        {label}
      </label>
      <input id={id} className={form.control} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} {...inputProps} />
      {error && (
        <p id={`${id}-error`} className={form.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}
