import { css } from '@/styles/css';
import { colors, fontSize, laidOutNearScreen, mq, outlinedSurface, radius, shadow, space } from '@/styles/theme';

const panel = (tone: 'green' | 'amber') => ({
  display: 'grid',
  alignContent: 'start',
  justifyItems: 'start',
  gap: space.md,
  padding: space.xl,
  borderRadius: radius.lg,
  background: tone === 'green' ? colors.primaryDark : colors.accentTint,
  color: tone === 'green' ? colors.white : colors.ink,
  h3: { fontSize: fontSize.xl, maxWidth: '18ch', [mq.md]: { fontSize: fontSize.xxl } },
  p: { color: tone === 'green' ? colors.primaryTint : colors.muted },
});

export const promoBanner = {
  section: css({ ...laidOutNearScreen, padding: `0 0 ${space.xxl}`, [mq.md]: { paddingBottom: space.section } }),
  panels: css({ display: 'grid', gap: space.lg, [mq.md]: { gridTemplateColumns: '1fr 1fr' } }),
  green: css(panel('green')),
  amber: css(panel('amber')),
  referral: css({
    display: 'grid',
    gap: space.lg,
    alignItems: 'center',
    marginTop: space.lg,
    padding: space.lg,
    borderRadius: radius.lg,
    ...outlinedSurface,
    boxShadow: shadow.card,
    [mq.md]: { gridTemplateColumns: '280px 1fr', padding: space.xl },
    img: { width: '100%', maxWidth: '280px' },
    h3: { fontSize: fontSize.xl, marginBottom: space.sm },
    p: { color: colors.muted },
  }),
};
