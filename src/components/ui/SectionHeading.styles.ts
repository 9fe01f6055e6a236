import { classes } from '@/styles/css';
import { colors, fontSize, mq, space } from '@/styles/theme';

const wrap = (align: 'left' | 'center') => ({ maxWidth: '720px', marginInline: align === 'center' ? 'auto' : 0, textAlign: align, marginBottom: space.xl });

export const sectionHeading = classes({
  left: wrap('left'),
  center: wrap('center'),
  eyebrow: {
    display: 'inline-block',
    color: colors.primary,
    fontWeight: 700,
    fontSize: fontSize.sm,
    textTransform: 'uppercase',
    letterSpacing: '0.08em',
    marginBottom: space.sm,
  },
  title: { fontSize: fontSize.xl, fontWeight: 800, color: colors.ink, [mq.md]: { fontSize: fontSize.xxl } },
  intro: { marginTop: space.md, color: colors.muted, fontSize: fontSize.md, [mq.md]: { fontSize: fontSize.lg } },
});
