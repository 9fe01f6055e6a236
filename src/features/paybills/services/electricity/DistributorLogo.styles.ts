import { css } from '@/styles/css';
import { colors, radius, translucent } from '@/styles/theme';

function badge(size: number) {
  return {
    display: 'inline-grid',
    placeItems: 'center',
    minWidth: size,
    height: size,
    paddingInline: Math.round(size / 8),
    flexShrink: 0,
    borderRadius: radius.md,
    color: colors.white,
    fontWeight: 800,
    fontSize: Math.round(size / 4.2),
    letterSpacing: '0.02em',
    boxShadow: `inset 0 -4px 0 ${translucent.bevel}`,
    background: 'var(--brand)',
  } as const;
}

export const distributorLogo = {
  large: css(badge(48)),
  small: css(badge(32)),
};
