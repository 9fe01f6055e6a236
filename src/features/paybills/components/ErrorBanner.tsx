/** @jsxImportSource @emotion/react */
'use client';

import { css } from '@emotion/react';
import { useEffect, useRef } from 'react';
import { colors, focusRing, fontSize, layout, radius, space } from '@/styles/theme';
import { PAYBILLS_TEXT } from '@/features/paybills/strings';

const banner = css({
  display: 'flex',
  alignItems: 'flex-start',
  gap: space.sm,
  padding: `${space.sm} ${space.sm} ${space.sm} ${space.md}`,
  borderRadius: radius.md,
  border: `1px solid ${colors.danger}`,
  background: colors.dangerTint,
  color: colors.danger,
  fontWeight: 600,
  scrollMarginTop: `calc(${layout.headerHeight} + ${space.md})`,
  '&:focus-visible': focusRing,
});
const text = css({ flex: 1, paddingBlock: '10px' });
const close = css({
  display: 'grid',
  placeItems: 'center',
  width: layout.tapTarget,
  height: layout.tapTarget,
  flexShrink: 0,
  border: 'none',
  borderRadius: radius.pill,
  background: 'transparent',
  color: colors.danger,
  fontSize: fontSize.xl,
  lineHeight: 1,
  cursor: 'pointer',
  '&:hover': { background: colors.white },
  '&:focus-visible': focusRing,
});

/**
 * The dismissible error at the top of the panel. It takes focus when it appears, which also scrolls
 * it into view: on a phone the top of the panel is often far above where the visitor tapped.
 */
export function ErrorBanner({ message, onDismiss }: { message: string; onDismiss: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView({ block: 'center' });
    ref.current?.focus({ preventScroll: true });
  }, [message]);
  return (
    <div role="alert" ref={ref} tabIndex={-1} css={banner}>
      <p css={text}>{message}</p>
      <button type="button" css={close} onClick={onDismiss} aria-label={PAYBILLS_TEXT.closeError}>
        <span aria-hidden="true">{PAYBILLS_TEXT.closeSymbol}</span>
      </button>
    </div>
  );
}
