/** @jsxImportSource @emotion/react */
'use client';

import { css, keyframes } from '@emotion/react';
import { colors, space } from '@/styles/theme';
import { cardStyle } from './card-style';

const pulse = keyframes({ '50%': { opacity: 0.55 } });
const bar = (width: string, height: string) =>
  css({ width, height, borderRadius: '6px', background: colors.border, animation: `${pulse} 1.4s ease-in-out infinite` });
const lines = css({ display: 'grid', gap: space.md, marginTop: space.sm });

/** A grey stand-in with a card's shape while the plans load; the grid announces the loading state. */
export function PlanCardSkeleton() {
  return (
    <div css={cardStyle(false)} aria-hidden="true">
      <div css={bar('40%', '20px')} />
      <div css={bar('70%', '40px')} />
      <div css={bar('90%', '16px')} />
      <div css={bar('100%', '44px')} />
      <div css={lines}>
        {[80, 65, 75, 55].map((width) => (
          <div key={width} css={bar(`${width}%`, '14px')} />
        ))}
      </div>
    </div>
  );
}
