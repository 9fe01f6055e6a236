/** @jsxImportSource @emotion/react */
'use client';

import type { InputHTMLAttributes } from 'react';
import { controlStyle, fieldErrorStyle, fieldStyle, labelStyle } from './form-styles';

type LabelledInputProps = InputHTMLAttributes<HTMLInputElement> & { id: string; label: string; error?: string | null };

/** A pay-bills text field: its visible label above the input, tied by id, and its rule's message below. */
export function LabelledInput({ id, label, error, ...inputProps }: LabelledInputProps) {
  return (
    <div css={fieldStyle}>
      <label htmlFor={id} css={labelStyle}>
        {label}
      </label>
      <input id={id} css={controlStyle} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} {...inputProps} />
      {error && (
        <p id={`${id}-error`} css={fieldErrorStyle}>
          {error}
        </p>
      )}
    </div>
  );
}
