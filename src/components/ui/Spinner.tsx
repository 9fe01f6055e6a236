/** @jsxImportSource @emotion/react */
'use client';

import { css, keyframes } from '@emotion/react';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
const spinnerStyle = (size: number) =>
  css({
    display: 'inline-block',
    width: size,
    height: size,
    border: '3px solid currentColor',
    borderRightColor: 'transparent',
    borderRadius: '50%',
    animation: `${spin} 0.7s linear infinite`,
    flexShrink: 0,
  });

/** A busy indicator; `label` is read by screen readers (omit it when the caller already announces the state). */
export function Spinner({ size = 18, label }: { size?: number; label?: string }) {
  return (
    <span css={spinnerStyle(size)} role={label ? 'status' : undefined} aria-hidden={label ? undefined : true}>
      {label && <span className="visually-hidden">{label}</span>}
    </span>
  );
}
