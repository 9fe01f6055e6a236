/** @jsxImportSource @emotion/react */
'use client';

import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { colors, radius, space } from '@/styles/theme';

const notice = (tone: 'success' | 'error') =>
  css({
    padding: `${space.sm} ${space.md}`,
    borderRadius: radius.md,
    borderLeft: `4px solid ${tone === 'success' ? colors.success : colors.danger}`,
    background: tone === 'success' ? colors.successTint : colors.dangerTint,
    color: tone === 'success' ? colors.success : colors.danger,
    fontWeight: 600,
  });

/** A banner above the contact form: the sent confirmation (a status) or a failure (an alert). */
export function FormNotice({ tone, children }: { tone: 'success' | 'error'; children: ReactNode }) {
  return (
    <p css={notice(tone)} role={tone === 'success' ? 'status' : 'alert'}>
      {children}
    </p>
  );
}
