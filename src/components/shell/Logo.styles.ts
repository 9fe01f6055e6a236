import { css } from '@/styles/css';
import { colors, focusRing, inlineRow, radius } from '@/styles/theme';

const link = (inverted: boolean) => ({
  ...inlineRow,
  gap: '10px',
  minHeight: '44px',
  textDecoration: 'none',
  color: inverted ? colors.white : colors.ink,
  fontWeight: 800,
  fontSize: '22px',
  letterSpacing: '-0.03em',
  borderRadius: radius.sm,
  '&:focus-visible': focusRing,
});

export const logo = { light: css(link(false)), inverted: css(link(true)) };
