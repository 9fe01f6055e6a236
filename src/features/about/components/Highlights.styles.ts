import { classes } from '@/styles/css';
import { colors, fontSize, mq, radius, space } from '@/styles/theme';

export const highlights = classes({
  list: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: space.md,
    [mq.md]: { gridTemplateColumns: 'repeat(3, 1fr)' },
    li: { padding: space.lg, borderRadius: radius.lg, background: colors.primaryDark, color: colors.white, textAlign: 'center' },
    strong: { display: 'block', fontSize: fontSize.display, fontWeight: 800, color: colors.accent, lineHeight: 1.1 },
    span: { color: colors.primaryTint },
    small: { display: 'block', marginTop: space.xs, fontSize: fontSize.sm, color: colors.primaryTint, opacity: 0.85 },
  },
});
