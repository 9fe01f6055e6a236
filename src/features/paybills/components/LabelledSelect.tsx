/** @jsxImportSource @emotion/react */
'use client';

import type { SelectHTMLAttributes } from 'react';
import { controlStyle, fieldStyle, labelStyle } from './form-styles';

type LabelledSelectProps = SelectHTMLAttributes<HTMLSelectElement> & { id: string; label: string };

/** A pay-bills select: its visible label above the control, tied by id; options are the children. */
export function LabelledSelect({ id, label, children, ...selectProps }: LabelledSelectProps) {
  return (
    <div css={fieldStyle}>
      <label htmlFor={id} css={labelStyle}>
        {label}
      </label>
      <select id={id} css={controlStyle} {...selectProps}>
        {children}
      </select>
    </div>
  );
}
