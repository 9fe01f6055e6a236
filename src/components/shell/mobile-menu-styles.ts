import { css } from '@/styles/css';
import { colors, focusRing, fontSize, layout, mq, radius, space } from '@/styles/theme';

export const menuButton = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: space.sm,
  minWidth: layout.tapTarget,
  minHeight: layout.tapTarget,
  padding: `0 ${space.md}`,
  border: `1px solid ${colors.border}`,
  borderRadius: radius.pill,
  background: colors.white,
  fontWeight: 700,
  cursor: 'pointer',
  '&:focus-visible': focusRing,
  [mq.lg]: { display: 'none' },
});

/** The open menu's parts, styled on the server and handed to the client island as class names. */
export const menuParts = {
  dialog: css({
    position: 'fixed',
    inset: 0,
    width: '100%',
    maxWidth: '100%',
    height: '100%',
    maxHeight: '100%',
    margin: 0,
    border: 0,
    display: 'flex',
    flexDirection: 'column',
    background: colors.white,
    padding: space.md,
    overflowY: 'auto',
    animation: 'menu-slide-in 200ms ease-out',
    '@keyframes menu-slide-in': { from: { opacity: 0, transform: 'translateY(-8px)' }, to: { opacity: 1, transform: 'none' } },
    [mq.reducedMotion]: { animation: 'none' },
  }),
  top: css({ display: 'flex', justifyContent: 'flex-end', minHeight: layout.tapTarget }),
  close: css({
    minWidth: layout.tapTarget,
    minHeight: layout.tapTarget,
    border: `1px solid ${colors.border}`,
    borderRadius: radius.pill,
    background: colors.white,
    fontWeight: 700,
    padding: `0 ${space.md}`,
    cursor: 'pointer',
    '&:focus-visible': focusRing,
  }),
};

export const menuList = css({ listStyle: 'none', margin: `${space.lg} 0`, padding: 0, display: 'grid', gap: space.xs });
export const menuLink = css({
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
});
export const menuButtons = css({ display: 'grid', gap: space.sm, marginTop: 'auto' });
