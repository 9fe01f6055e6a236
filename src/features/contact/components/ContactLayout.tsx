/** @jsxImportSource @/styles/server-jsx */

import { css } from '@/styles/css';
import type { ReactNode } from 'react';
import { layout, mq, space } from '@/styles/theme';

const grid = css({
  display: 'grid',
  gap: space.xl,
  maxWidth: layout.maxWidth,
  marginInline: 'auto',
  padding: `0 ${space.md} ${space.xxl}`,
  [mq.lg]: { gridTemplateColumns: '1.1fr 0.9fr', alignItems: 'start', padding: `0 ${space.lg} ${space.section}` },
});

/** The form beside the contact tiles on wide screens, stacked on phones. */
export function ContactLayout({ children }: { children: ReactNode }) {
  return <div css={grid}>{children}</div>;
}
