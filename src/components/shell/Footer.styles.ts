import { css } from '@/styles/css';
import {
  centeredColumn,
  colors,
  focusRing,
  fontSize,
  inlineRow,
  layout,
  mq,
  pageGrid,
  plainList,
  space,
  translucent,
} from '@/styles/theme';

export const footer = {
  // Below the fold on every page: laid out only as it nears the screen; its own sizes keep the scrollbar from jumping.
  footer: css({
    background: colors.primaryDark,
    color: colors.white,
    marginTop: space.section,
    contentVisibility: 'auto',
    containIntrinsicSize: 'auto 1000px',
    [mq.md]: { containIntrinsicSize: 'auto 490px' },
  }),
  grid: css({
    ...pageGrid,
    padding: `${space.xxl} ${space.md}`,
    [mq.md]: { gridTemplateColumns: '1.4fr 1fr 1fr', padding: `${space.xxl} ${space.lg}` },
  }),
  heading: css({ fontSize: fontSize.md, fontWeight: 700, marginBottom: space.md, color: colors.accent }),
  list: css({ ...plainList, display: 'grid', gap: space.xs }),
  link: css({
    ...inlineRow,
    minHeight: layout.tapTarget,
    color: colors.white,
    textDecoration: 'none',
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': focusRing,
  }),
  tagline: css({ margin: `${space.md} 0 ${space.lg}`, color: colors.onDarkMuted, maxWidth: '36ch' }),
  contactLine: css({
    color: colors.onDarkMuted,
    fontStyle: 'normal',
    display: 'grid',
    gap: space.xs,
    a: { color: colors.white },
  }),
  bottom: css({
    borderTop: `1px solid ${translucent.onDarkLine}`,
    ...centeredColumn,
    padding: `${space.md}`,
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'space-between',
    gap: space.md,
    fontSize: fontSize.sm,
    color: colors.onDarkMuted,
    [mq.md]: { paddingInline: space.lg },
  }),
  legalLinks: css({ display: 'flex', gap: space.lg }),
};
