import { classes } from '@/styles/css';
import { colors, focusRing, fontSize, layout, motion, mq, radius, shadow, space } from '@/styles/theme';

/** "What is": the category tabs and the chosen category's panel. */
export const whatIs = classes({
  grid: { display: 'grid', gap: space.lg, [mq.lg]: { gridTemplateColumns: '340px 1fr', alignItems: 'start' } },
  tabList: { display: 'grid', gap: space.sm },
  tab: {
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
    scrollMarginTop: `calc(${layout.headerHeight} + ${space.md})`,
    transition: `border-color ${motion.fast}, background ${motion.fast}`,
    '&:hover': { borderColor: colors.primary },
    '&:focus-visible': focusRing,
    fontSize: fontSize.lg,
    fontWeight: 700,
    color: colors.ink,
    '&[aria-selected="true"]': { borderColor: colors.primary, background: colors.white, boxShadow: shadow.card, color: colors.primary },
  },
  panel: {
    display: 'grid',
    gap: space.lg,
    padding: space.lg,
    background: colors.white,
    borderRadius: radius.lg,
    boxShadow: shadow.card,
    [mq.md]: { gridTemplateColumns: '0.9fr 1.1fr', alignItems: 'center', padding: space.xl },
    img: { width: '100%', borderRadius: radius.md, background: colors.primaryTint },
    h3: { fontSize: fontSize.xl, marginBottom: space.sm, [mq.md]: { fontSize: fontSize.xxl } },
    p: { color: colors.muted, marginBottom: space.lg },
  },
  lead: { fontWeight: 600, color: colors.ink },
});
