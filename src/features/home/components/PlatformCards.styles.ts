import { classes } from '@/styles/css';
import { belowHeader, colors, columnGrid, focusRing, fontSize, layout, motion, radius, shadow, space } from '@/styles/theme';

/** "How our platform can help you": the cards and their expanding details. */
export const platformCards = classes({
  // Cards in a row share one height, also while one of them shows its details.
  grid: {
    ...columnGrid(space.lg, 2, 4),
    alignItems: 'stretch',
  },
  card: {
    display: 'flex',
    flexDirection: 'column',
    background: colors.white,
    border: `1px solid ${colors.border}`,
    borderRadius: radius.lg,
    boxShadow: shadow.card,
    overflow: 'hidden',
    scrollMarginTop: belowHeader,
  },
  // The card's own background picture, where it has one, is set on the element.
  visual: {
    display: 'flex',
    justifyContent: 'center',
    padding: `${space.lg} ${space.md} 0`,
    background: `${colors.primaryTint} center / cover no-repeat`,
    img: { width: '100%', maxWidth: '240px', aspectRatio: '4 / 3', objectFit: 'contain' },
  },
  body: { padding: space.md, p: { color: colors.muted } },
  toggle: {
    display: 'flex',
    width: '100%',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: space.sm,
    minHeight: layout.tapTarget,
    padding: 0,
    border: 0,
    background: 'none',
    fontSize: fontSize.lg,
    fontWeight: 800,
    textAlign: 'left',
    cursor: 'pointer',
    borderRadius: radius.sm,
    '&:focus-visible': focusRing,
    svg: { flexShrink: 0, color: colors.primary, transition: `transform ${motion.base}` },
    '&[aria-expanded="true"] svg': { transform: 'rotate(180deg)' },
  },
  details: {
    marginTop: space.md,
    paddingTop: space.md,
    borderTop: `1px solid ${colors.border}`,
    strong: { display: 'block', color: colors.primary, marginBottom: space.xs },
  },
});
