import { css } from '@/styles/css';
import { colors, fontSize, mq, radius, shadow, space } from '@/styles/theme';

export const whatIs = {
  grid: css({ display: 'grid', gap: space.lg, [mq.lg]: { gridTemplateColumns: '340px 1fr', alignItems: 'start' } }),
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
