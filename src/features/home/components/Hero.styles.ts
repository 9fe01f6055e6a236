import { css } from '@/styles/css';
import {
  colors,
  focusRing,
  fontSize,
  heroGrid,
  heroPicture,
  inlineRow,
  mq,
  radius,
  shadow,
  space,
} from '@/styles/theme';

export const hero = {
  band: css({
    background: `radial-gradient(circle at 85% 20%, ${colors.accentTint} 0, transparent 40%), linear-gradient(180deg, ${colors.primaryTint} 0%, ${colors.white} 100%)`,
  }),
  inner: css({
    ...heroGrid,
    // Top-aligned: results opening under the search box lengthen the text column, not move the picture.
    [mq.md]: { gridTemplateColumns: '1.15fr 0.85fr', alignItems: 'start', padding: `${space.section} ${space.lg}` },
  }),
  badge: css({
    ...inlineRow,
    gap: space.sm,
    padding: `6px ${space.md} 6px 6px`,
    borderRadius: radius.pill,
    background: colors.white,
    boxShadow: shadow.card,
    fontSize: fontSize.sm,
    color: colors.muted,
    marginBottom: space.lg,
    strong: {
      background: colors.accent,
      color: colors.ink,
      borderRadius: radius.pill,
      padding: `2px 10px`,
      fontSize: fontSize.md,
    },
  }),
  headline: css({ fontSize: '36px', fontWeight: 800, color: colors.ink, [mq.md]: { fontSize: '52px' } }),
  text: css({ marginTop: space.md, fontSize: fontSize.lg, color: colors.muted, maxWidth: '56ch' }),
  // On a phone the box takes the whole width, so its placeholder is never cut; the button goes below it.
  form: css({
    display: 'grid',
    gridTemplateColumns: '1fr',
    [mq.sm]: { gridTemplateColumns: 'minmax(0, 1fr) auto' },
    gap: space.sm,
    marginTop: space.xl,
    padding: space.sm,
    background: colors.white,
    borderRadius: radius.lg,
    boxShadow: shadow.raised,
  }),
  input: css({
    minWidth: 0,
    minHeight: '48px',
    padding: `0 ${space.md}`,
    border: `1px solid ${colors.border}`,
    borderRadius: radius.md,
    fontSize: fontSize.md,
    '&::placeholder': { color: colors.muted },
    '&:focus-visible': focusRing,
  }),
  // Below md the picture sits under the text: the results float over it instead of pushing it down.
  searchArea: css({ position: 'relative', maxWidth: '560px' }),
  image: css(heroPicture),
};
