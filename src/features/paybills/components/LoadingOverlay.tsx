/** @jsxImportSource @emotion/react */
'use client';

import { css, keyframes } from '@emotion/react';
import { Spinner } from '@/components/ui/Spinner';
import { colors, mq, radius, space, translucent } from '@/styles/theme';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const overlay = css({
  position: 'absolute',
  inset: 0,
  zIndex: 2,
  display: 'grid',
  placeItems: 'center',
  borderRadius: radius.lg,
  background: translucent.busy,
  animation: `${fadeIn} 200ms ease-out`,
  [mq.reducedMotion]: { animation: 'none' },
});
const box = css({ display: 'flex', alignItems: 'center', gap: space.sm, color: colors.primary, fontWeight: 700 });

/** Covers the panel while a call runs, so nothing is clicked twice. */
export function LoadingOverlay({ label }: { label: string }) {
  return (
    <div css={overlay} role="status" aria-live="polite">
      <span css={box}>
        <Spinner size={28} />
        <span>{label}</span>
      </span>
    </div>
  );
}
