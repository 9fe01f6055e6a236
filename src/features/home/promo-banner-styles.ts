import { css } from '@/styles/css';
import { colors, fontSize, mq, radius, shadow, space } from '@/styles/theme';

export const section = css({ padding: `0 0 ${space.xxl}`, [mq.md]: { paddingBottom: space.section } });
export const panels = css({ display: 'grid', gap: space.lg, [mq.md]: { gridTemplateColumns: '1fr 1fr' } });
const panelStyle = (tone: 'green' | 'amber') =>
  css({
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
export const referral = css({
  display: 'grid',
  gap: space.lg,
  alignItems: 'center',
  marginTop: space.lg,
  padding: space.lg,
  borderRadius: radius.lg,
  background: colors.white,
  border: `1px solid ${colors.border}`,
  boxShadow: shadow.card,
  [mq.md]: { gridTemplateColumns: '280px 1fr', padding: space.xl },
  img: { width: '100%', maxWidth: '280px' },
  h3: { fontSize: fontSize.xl, marginBottom: space.sm },
  p: { color: colors.muted },
});

/** A promotion panel, by tone. */
export const panel = { green: panelStyle('green'), amber: panelStyle('amber') };
