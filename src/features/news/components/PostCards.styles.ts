import { css } from '@/styles/css';
import { colors, focusRing, fontSize, mq, plainList, radius, shadow, space } from '@/styles/theme';

export const postCards = {
  list: css({
    ...plainList,
    display: 'grid',
    gap: space.lg,
    [mq.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [mq.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  }),
  card: css({
    position: 'relative',
    display: 'grid',
    gap: space.sm,
    height: '100%',
    padding: space.md,
    borderRadius: radius.lg,
    border: `1px solid ${colors.border}`,
    background: colors.white,
    boxShadow: shadow.card,
    img: {
      width: '100%',
      height: 'auto',
      aspectRatio: '16 / 9',
      objectFit: 'cover',
      borderRadius: radius.md,
      background: colors.surface,
    },
    h2: { fontSize: fontSize.lg, margin: 0, overflowWrap: 'anywhere' },
    p: { margin: 0, color: colors.ink },
  }),
  // The whole card follows the title's link; the link itself stays the one focus stop.
  link: css({
    color: colors.ink,
    textDecoration: 'none',
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: radius.lg },
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': focusRing,
  }),
  meta: css({ color: colors.muted, fontSize: fontSize.sm }),
};
