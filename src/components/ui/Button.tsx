/** @jsxImportSource @emotion/react */
'use client';

import type { ButtonHTMLAttributes } from 'react';
import { buttonStyles, type ButtonVariant } from './button-styles';

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; size?: 'md' | 'lg' };

export function Button({ variant, size, type = 'button', ...props }: ButtonProps) {
  return <button type={type} css={buttonStyles(variant, size)} {...props} />;
}
