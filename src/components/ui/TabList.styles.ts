import { classes } from '@/styles/css';
import { belowHeader, colors, focusRing, fontSize, layout, motion, radius, shadow, space } from '@/styles/theme';

/** The two looks of a tab list: pills in a centred row, or cards in a column. */
export const tabList = classes({
  pillsList: {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'center',
    gap: space.sm,
    marginBottom: space.xl,
  },
  pills: {
    minHeight: layout.tapTarget,
    padding: `0 ${space.lg}`,
    borderRadius: radius.pill,
    border: `2px solid ${colors.border}`,
    background: colors.white,
    color: colors.ink,
    fontWeight: 700,
    cursor: 'pointer',
    transition: `background ${motion.fast}, border-color ${motion.fast}`,
    '&:hover': { borderColor: colors.primary },
    '&:focus-visible': focusRing,
    '&[aria-selected="true"]': { borderColor: colors.primary, background: colors.primary, color: colors.white },
  },
  cardsList: { display: 'grid', gap: space.sm },
  cards: {
    display: 'grid',
    gap: space.xs,
    textAlign: 'left',
    minHeight: layout.tapTarget,
    padding: space.md,
    borderRadius: radius.md,
    border: `2px solid ${colors.border}`,
    background: 'transparent',
    boxShadow: 'none',
    cursor: 'pointer',
    scrollMarginTop: belowHeader,
    transition: `border-color ${motion.fast}, background ${motion.fast}`,
    '&:hover': { borderColor: colors.primary },
    '&:focus-visible': focusRing,
    fontSize: fontSize.lg,
    fontWeight: 700,
    color: colors.ink,
    '&[aria-selected="true"]': { borderColor: colors.primary, background: colors.white, boxShadow: shadow.card, color: colors.primary },
  },
});
