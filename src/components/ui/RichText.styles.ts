import { css } from '@/styles/css';
import { belowHeader, colors, focusRing, fontSize, radius, space } from '@/styles/theme';

export const richText = {
  body: css({
    maxWidth: '72ch',
    fontSize: fontSize.md,
    color: colors.ink,
    overflowWrap: 'anywhere',
    h2: { fontSize: fontSize.xl, marginTop: space.xl, marginBottom: space.sm, scrollMarginTop: belowHeader },
    h3: { fontSize: fontSize.lg, marginTop: space.lg, marginBottom: space.sm },
    p: { marginBottom: space.md },
    'ul, ol': { paddingLeft: '1.4em', marginBottom: space.md, display: 'grid', gap: space.xs },
    a: { color: colors.primary, fontWeight: 600, textDecoration: 'underline', '&:focus-visible': focusRing },
  }),
  figure: css({
    margin: `${space.lg} 0`,
    img: { display: 'block', width: '100%', maxWidth: '480px', height: 'auto', borderRadius: radius.md },
  }),
  tip: css({
    margin: `${space.lg} 0`,
    padding: space.md,
    borderRadius: radius.md,
    borderLeft: `4px solid ${colors.primary}`,
    background: colors.primaryTint,
  }),
  important: css({
    margin: `${space.lg} 0`,
    padding: space.md,
    borderRadius: radius.md,
    borderLeft: `4px solid ${colors.accentText}`,
    background: colors.accentTint,
  }),
  calloutLabel: css({ display: 'block', fontWeight: 700, marginBottom: space.xs }),
};
