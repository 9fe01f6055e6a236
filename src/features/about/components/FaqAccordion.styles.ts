import { classes } from '@/styles/css';
import { belowHeader, colors, focusRing, fontSize, motion, mq, radius, space } from '@/styles/theme';

export const faqAccordion = classes({
  list: { maxWidth: '800px', marginInline: 'auto', display: 'grid', gap: space.sm },
  item: {
    background: colors.white,
    border: `1px solid ${colors.border}`,
    borderRadius: radius.md,
    scrollMarginTop: belowHeader,
  },
  question: {
    display: 'flex',
    width: '100%',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: space.md,
    minHeight: '56px',
    padding: `${space.sm} ${space.md}`,
    border: 0,
    background: 'none',
    borderRadius: radius.md,
    fontSize: fontSize.md,
    fontWeight: 700,
    textAlign: 'left',
    cursor: 'pointer',
    '&:focus-visible': focusRing,
    svg: { flexShrink: 0, color: colors.primary, transition: `transform ${motion.base}` },
    '&[aria-expanded="true"] svg': { transform: 'rotate(45deg)' },
    [mq.md]: { fontSize: fontSize.lg, padding: `${space.sm} ${space.lg}` },
  },
  answer: { padding: `0 ${space.md} ${space.md}`, color: colors.muted, [mq.md]: { padding: `0 ${space.lg} ${space.lg}` } },
});
