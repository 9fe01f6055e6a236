import { css } from '@/styles/css';
import { colors, fontSize, mq, radius, space, translucent } from '@/styles/theme';

export const downloadCta = {
  section: css({ padding: `${space.xxl} 0`, [mq.md]: { padding: `${space.section} 0` } }),
  band: css({
    display: 'grid',
    gap: space.lg,
    justifyItems: 'start',
    padding: space.xl,
    borderRadius: radius.lg,
    background: `radial-gradient(circle at 90% 10%, ${translucent.accentGlow} 0, transparent 45%), ${colors.primaryDark}`,
    color: colors.white,
    [mq.md]: { gridTemplateColumns: '1fr auto', alignItems: 'center', padding: space.xxl },
    h2: { fontSize: fontSize.xl, [mq.md]: { fontSize: fontSize.xxl } },
    p: { marginTop: space.sm, color: colors.primaryTint, maxWidth: '52ch' },
    // The store badges (links to the stores, opened apart) stand out on the band; a landing page's own button keeps its look.
    'a[target="_blank"]': { background: colors.black, border: `1px solid ${translucent.onDarkBorder}` },
  }),
};
