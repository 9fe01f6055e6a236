import { css } from '@/styles/css';
import { belowHeader, colors, dangerSurface, focusRing, fontSize, radius, space, tapSquare } from '@/styles/theme';

export const errorBanner = {
  banner: css({
    display: 'flex',
    alignItems: 'flex-start',
    gap: space.sm,
    padding: `${space.sm} ${space.sm} ${space.sm} ${space.md}`,
    ...dangerSurface,
    color: colors.danger,
    fontWeight: 600,
    scrollMarginTop: belowHeader,
    '&:focus-visible': focusRing,
  }),
  text: css({ flex: 1, paddingBlock: '10px' }),
  close: css({
    display: 'grid',
    placeItems: 'center',
    ...tapSquare,
    flexShrink: 0,
    border: 'none',
    borderRadius: radius.pill,
    background: 'transparent',
    color: colors.danger,
    fontSize: fontSize.xl,
    lineHeight: 1,
    cursor: 'pointer',
    '&:hover': { background: colors.white },
    '&:focus-visible': focusRing,
  }),
};
