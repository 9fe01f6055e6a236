/** @jsxImportSource @emotion/react */
'use client';

import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { layout, mq, space } from '@/styles/theme';

const containerStyle = css({
  width: '100%',
  maxWidth: layout.maxWidth,
  marginInline: 'auto',
  paddingInline: space.md,
  [mq.md]: { paddingInline: space.lg },
});

export function Container({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div css={containerStyle} className={className}>
      {children}
    </div>
  );
}
