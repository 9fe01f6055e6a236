import { css } from '@/styles/css';
import { colors, focusRing, fontSize, layout, mq, radius, space, translucent } from '@/styles/theme';

export const bar = css({
  position: 'sticky',
  top: 0,
  zIndex: 50,
  background: translucent.header,
  backdropFilter: 'saturate(180%) blur(8px)',
  WebkitBackdropFilter: 'saturate(180%) blur(8px)',
  borderBottom: `1px solid ${colors.border}`,
});
export const inner = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.md,
  maxWidth: layout.maxWidth,
  height: layout.headerHeight,
  marginInline: 'auto',
  paddingInline: space.md,
  [mq.md]: { paddingInline: space.lg },
});
export const desktopOnly = css({ display: 'none', [mq.lg]: { display: 'flex' } });
const navList = css({ listStyle: 'none', margin: 0, padding: 0, alignItems: 'center', gap: '2px' });
export const navLink = css({
  display: 'inline-flex',
  alignItems: 'center',
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
});
const actions = css({ alignItems: 'center', gap: space.sm });
export const desktopNavList = css(navList, desktopOnly);
export const desktopActions = css(actions, desktopOnly);
