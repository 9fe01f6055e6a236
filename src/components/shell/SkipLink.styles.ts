import { css } from '@/styles/css';
import { colors, radius, space } from '@/styles/theme';

export const skipLink = {
  link: css({
    position: 'absolute',
    left: space.md,
    top: '-100px',
    zIndex: 200,
    padding: `${space.sm} ${space.md}`,
    borderRadius: radius.sm,
    background: colors.ink,
    color: colors.white,
    fontWeight: 700,
    '&:focus': { top: space.sm },
  }),
};
