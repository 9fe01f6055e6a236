'use client';

import type { SelectHTMLAttributes } from 'react';
import { form } from './Form.styles';

type LabelledSelectProps = SelectHTMLAttributes<HTMLSelectElement> & { id: string; label: string; error?: string | null; hint?: string | null };

/** A pay-bills select: its visible label above the control, tied by id; options are the children. */
export function LabelledSelect({ id, label, error, hint, children, ...selectProps }: LabelledSelectProps) {
  const described = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={form.field}>
      <label htmlFor={id} className={form.label}>
        {label}
      </label>
      <select id={id} className={form.control} aria-invalid={error ? true : undefined} aria-describedby={described} {...selectProps}>
        {children}
      </select>
      {hint && <p id={`${id}-hint`}>{hint}</p>}
      {error && (
        <p id={`${id}-error`} className={form.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}
