/** @jsxImportSource @emotion/react */
'use client';

import type { InputHTMLAttributes } from 'react';
import { controlStyle, fieldStyle, labelStyle } from './form-styles';

type LabelledInputProps = InputHTMLAttributes<HTMLInputElement> & { id: string; label: string };

/** A pay-bills text field: its visible label above the input, tied by id. */
export function LabelledInput({ id, label, ...inputProps }: LabelledInputProps) {
  return (
    <div css={fieldStyle}>
      <label htmlFor={id} css={labelStyle}>
        {label}
      </label>
      <input id={id} css={controlStyle} {...inputProps} />
    </div>
  );
}
