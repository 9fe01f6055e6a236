import { css } from '@/styles/css';
import { colors, fontSize, space } from '@/styles/theme';

export const newsPagination = {
  nav: css({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: space.md,
    marginTop: space.xl,
  }),
  status: css({ color: colors.muted, fontSize: fontSize.sm }),
};
