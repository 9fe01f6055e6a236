import { css } from '@/styles/css';
import { belowHeader, colors, focusRing, radius, space } from '@/styles/theme';

export const formNotice = {
  banner: css({
    padding: `${space.sm} ${space.md}`,
    borderRadius: radius.md,
    fontWeight: 600,
    // Brought into view below the sticky header when it appears.
    scrollMarginTop: belowHeader,
    '&:focus': { outline: 'none' },
    '&:focus-visible': focusRing,
    '&[data-tone="success"]': {
      borderLeft: `4px solid ${colors.success}`,
      background: colors.successTint,
      color: colors.success,
    },
    '&[data-tone="error"]': {
      borderLeft: `4px solid ${colors.danger}`,
      background: colors.dangerTint,
      color: colors.danger,
    },
  }),
};
