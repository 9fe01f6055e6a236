import { css } from '@/styles/css';
import { colors, focusRing, fontSize, inlineRow, layout, mq, plainList, radius, space } from '@/styles/theme';

const desktopOnly = { display: 'none', [mq.lg]: { display: 'flex' } };

export const header = {
  bar: css({
    position: 'sticky',
    top: 0,
    zIndex: 50,
    // Opaque: headings, pictures and the footer's white text scroll under it, never show through it.
    background: colors.white,
    borderBottom: `1px solid ${colors.border}`,
  }),
  inner: css({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: space.md,
    maxWidth: layout.maxWidth,
    height: layout.headerHeight,
    marginInline: 'auto',
    paddingInline: space.md,
    [mq.md]: { paddingInline: space.lg },
  }),
  desktopNav: css(desktopOnly),
  desktopNavList: css([{ ...plainList, alignItems: 'center', gap: '2px' }, desktopOnly]),
  navLink: css({
    ...inlineRow,
    minHeight: layout.tapTarget,
    paddingInline: '12px',
    borderRadius: radius.pill,
    color: colors.ink,
    fontWeight: 600,
    fontSize: fontSize.md,
    textDecoration: 'none',
    '&:hover': { background: colors.surface },
    '&:focus-visible': focusRing,
    '&[aria-current="page"]': { color: colors.primary, background: colors.primaryTint },
  }),
  desktopActions: css([{ alignItems: 'center', gap: space.sm }, desktopOnly]),
  // The same links in the phone menu (the header renders them; the menu only opens and closes).
  menuList: css({ listStyle: 'none', margin: `${space.lg} 0`, padding: 0, display: 'grid', gap: space.xs }),
  menuLink: css({
    display: 'flex',
    alignItems: 'center',
    minHeight: '52px',
    paddingInline: space.md,
    borderRadius: radius.md,
    fontSize: fontSize.lg,
    fontWeight: 700,
    color: colors.ink,
    textDecoration: 'none',
    '&:focus-visible': focusRing,
    '&[aria-current="page"]': { background: colors.primaryTint, color: colors.primary },
  }),
  menuActions: css({ display: 'grid', gap: space.sm, marginTop: 'auto' }),
};
