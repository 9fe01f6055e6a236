/** @jsxImportSource @emotion/react */
'use client';

import { css } from '@emotion/react';
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

/** The dismissible error at the top of the panel. */
export function ErrorBanner({ message, onDismiss }: { message: string; onDismiss: () => void }) {
  return (
    <div role="alert" css={banner}>
      <p css={text}>{message}</p>
      <button type="button" css={close} onClick={onDismiss} aria-label={PAYBILLS_TEXT.closeError}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
