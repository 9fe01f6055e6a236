import { classes } from '@/styles/css';
import { colors, fontSize, mq, radius, shadow, space } from '@/styles/theme';

export const whySection = classes({
  grid: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: space.lg,
    [mq.md]: { gridTemplateColumns: 'repeat(2, 1fr)' },
    [mq.lg]: { gridTemplateColumns: 'repeat(3, 1fr)' },
    li: { padding: space.lg, background: colors.white, borderRadius: radius.lg, boxShadow: shadow.card },
    img: { width: '56px', height: '56px', marginBottom: space.md },
    h3: { fontSize: fontSize.lg, marginBottom: space.xs },
    p: { color: colors.muted },
  },
});
