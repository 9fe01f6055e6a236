import { css } from '@/styles/css';
import { belowHeader, colors, focusRing, fontSize, layout, mq, pageGrid, radius, space } from '@/styles/theme';

export const legalDocument = {
  layout: css({
    ...pageGrid,
    padding: `${space.xl} ${space.md} 0`,
    [mq.lg]: { gridTemplateColumns: '260px 1fr', padding: `${space.xxl} ${space.lg} 0`, alignItems: 'start' },
  }),
  toc: css({
    background: colors.surface,
    borderRadius: radius.lg,
    padding: space.lg,
    [mq.lg]: { position: 'sticky', top: `calc(${layout.headerHeight} + ${space.lg})` },
    h2: { fontSize: fontSize.md, marginBottom: space.sm },
    ol: { margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: space.xs },
    // Numbers drawn by us and aligned on the first baseline: beside the first line of a wrapped title.
    li: { display: 'flex', alignItems: 'baseline', gap: space.sm },
    'li > span': { minWidth: '1.5em', color: colors.muted, fontWeight: 600 },
    a: {
      display: 'block',
      padding: `${space.xs} 0`,
      color: colors.primary,
      fontWeight: 600,
      textDecoration: 'none',
      '&:hover': { textDecoration: 'underline' },
      '&:focus-visible': focusRing,
    },
  }),
  article: css({
    maxWidth: '72ch',
    fontSize: fontSize.md,
    color: colors.ink,
    h2: { fontSize: fontSize.xl, marginTop: space.xl, marginBottom: space.sm, scrollMarginTop: belowHeader },
    h3: { fontSize: fontSize.lg, marginTop: space.lg, marginBottom: space.sm },
    p: { marginBottom: space.md },
    ul: { paddingLeft: '1.4em', marginBottom: space.md, display: 'grid', gap: space.xs },
  }),
  meta: css({ color: colors.muted, fontSize: fontSize.sm, marginBottom: space.md }),
};
