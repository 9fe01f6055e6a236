import { classes } from '@/styles/css';
import { colors, focusRing, fontSize, layout, mq, plainList, space, translucent } from '@/styles/theme';

export const footer = classes({
  // Below the fold on every page: laid out only as it nears the screen; its own sizes keep the scrollbar from jumping.
  footer: {
    background: colors.primaryDark,
    color: colors.white,
    marginTop: space.section,
    contentVisibility: 'auto',
    containIntrinsicSize: 'auto 1000px',
    [mq.md]: { containIntrinsicSize: 'auto 490px' },
  },
  grid: {
    display: 'grid',
    gap: space.xl,
    maxWidth: layout.maxWidth,
    marginInline: 'auto',
    padding: `${space.xxl} ${space.md}`,
    [mq.md]: { gridTemplateColumns: '1.4fr 1fr 1fr', padding: `${space.xxl} ${space.lg}` },
  },
  heading: { fontSize: fontSize.md, fontWeight: 700, marginBottom: space.md, color: colors.accent },
  list: { ...plainList, display: 'grid', gap: space.xs },
  link: {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: layout.tapTarget,
    color: colors.white,
    textDecoration: 'none',
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': focusRing,
  },
  tagline: { margin: `${space.md} 0 ${space.lg}`, color: colors.onDarkMuted, maxWidth: '36ch' },
  contactLine: { color: colors.onDarkMuted, fontStyle: 'normal', display: 'grid', gap: space.xs, a: { color: colors.white } },
  bottom: {
    borderTop: `1px solid ${translucent.onDarkLine}`,
    maxWidth: layout.maxWidth,
    marginInline: 'auto',
    padding: `${space.md}`,
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'space-between',
    gap: space.md,
    fontSize: fontSize.sm,
    color: colors.onDarkMuted,
    [mq.md]: { paddingInline: space.lg },
  },
  legalLinks: { display: 'flex', gap: space.lg },
});
