import { buttonStyles } from '@/components/ui/button-styles';
import { css } from '@/styles/css';
import { colors, focusRing, fontSize, layout, motion, mq, radius, shadow, space } from '@/styles/theme';

/** The looks of the what-is tabs' parts. */
export const whatIsParts = {
  grid: css({ display: 'grid', gap: space.lg, [mq.lg]: { gridTemplateColumns: '340px 1fr', alignItems: 'start' } }),
  tabList: css({ display: 'grid', gap: space.sm }),
  tab: css({
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
  }),
  readMore: css(buttonStyles()),
  panel: css({
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
  }),
  lead: css({ fontWeight: 600, color: colors.ink }),
};
