import { css } from '@/styles/css';
import { colors, columnGrid, fontSize, plainList, radius, space } from '@/styles/theme';

export const highlights = {
  list: css({
    ...plainList,
    ...columnGrid(space.md, 3),
    li: {
      padding: space.lg,
      borderRadius: radius.lg,
      background: colors.primaryDark,
      color: colors.white,
      textAlign: 'center',
    },
    strong: { display: 'block', fontSize: fontSize.display, fontWeight: 800, color: colors.accent, lineHeight: 1.1 },
    span: { color: colors.primaryTint },
    small: { display: 'block', marginTop: space.xs, fontSize: fontSize.sm, color: colors.primaryTint, opacity: 0.85 },
  }),
};
