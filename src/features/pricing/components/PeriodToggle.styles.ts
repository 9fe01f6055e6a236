import { css } from '@/styles/css';
import {
  centeredContent,
  colors,
  focusRing,
  fontSize,
  layout,
  motion,
  mq,
  outlinedSurface,
  radius,
  shadow,
  space,
} from '@/styles/theme';
import { BILLING_PERIODS } from '../constants';

export const periodToggle = {
  // At least as wide as the seed's names need: a group that grew as a slow phone read each option would move.
  group: css({
    display: 'inline-grid',
    gridTemplateColumns: `repeat(${BILLING_PERIODS.length}, 1fr)`,
    maxWidth: '100%',
    minInlineSize: 'min(100%, 17rem)',
    [mq.sm]: { minInlineSize: '24rem' },
    margin: 0,
    padding: space.xs,
    gap: space.xs,
    borderRadius: radius.pill,
    ...outlinedSurface,
    boxShadow: shadow.hairline,
  }),
  // Each choice is a pill; its radio button is there for the keyboard and screen readers, drawn by the pill.
  option: css({
    position: 'relative',
    ...centeredContent,
    minHeight: layout.tapTarget,
    // Three options fit a 320 px screen only with the smaller type and padding.
    paddingInline: space.sm,
    fontSize: fontSize.sm,
    [mq.sm]: { paddingInline: space.lg, fontSize: fontSize.md },
    borderRadius: radius.pill,
    background: 'transparent',
    color: colors.muted,
    fontWeight: 700,
    cursor: 'pointer',
    transition: `background ${motion.fast}, color ${motion.fast}`,
    '&:hover': { color: colors.ink, background: colors.surface },
    '&:has(:checked)': { background: colors.primary, color: colors.white },
    '&:has(:focus-visible)': focusRing,
  }),
  input: css({ position: 'absolute', inset: 0, margin: 0, opacity: 0, cursor: 'pointer' }),
};
