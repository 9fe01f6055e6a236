'use client';

import type { ReactNode } from 'react';
import { form } from './Form.styles';

type FieldProps = {
  id: string;
  label: string;
  error?: string | null;
  hint?: string | null;
  children: (describedBy: string | undefined) => ReactNode;
};

export function Field({ id, label, error, hint, children }: FieldProps) {
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={form.field}>
      <label htmlFor={id} className={form.label}>
        {label}
      </label>
      {children(describedBy)}
      {hint && <p id={`${id}-hint`}>{hint}</p>}
      {error && (
        <p id={`${id}-error`} className={form.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}
