import { css } from '@/styles/css';
import {
  cardSurface,
  colors,
  columnGrid,
  focusRing,
  fontSize,
  motion,
  plainList,
  radius,
  shadow,
  space,
} from '@/styles/theme';

export const roleCards = {
  grid: css({ ...plainList, ...columnGrid(space.lg, 3) }),
  // The whole card opens the dialog (the button's ::after covers it), but the button's accessible name is the role's visible name only, as WCAG 2.5.3 (label in name) asks.
  card: css({
    position: 'relative',
    display: 'grid',
    gap: space.sm,
    width: '100%',
    height: '100%',
    alignContent: 'start',
    padding: space.lg,
    textAlign: 'left',
    ...cardSurface,
    transition: `transform ${motion.fast}, box-shadow ${motion.fast}, border-color ${motion.fast}`,
    '&:hover': { transform: 'translateY(-2px)', boxShadow: shadow.raised, borderColor: colors.primary },
    '&:has(button:focus-visible)': focusRing,
    img: {
      width: '100%',
      maxHeight: '180px',
      objectFit: 'contain',
      background: colors.primaryTint,
      borderRadius: radius.md,
      marginBottom: space.sm,
    },
  }),
  number: css({ color: colors.accentText, fontWeight: 800, fontSize: fontSize.sm }),
  name: css({
    all: 'unset',
    fontSize: fontSize.xl,
    fontWeight: 800,
    color: colors.ink,
    cursor: 'pointer',
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: radius.lg },
  }),
  desc: css({ color: colors.muted }),
  more: css({ marginTop: space.sm, color: colors.primary, fontWeight: 700 }),
};
