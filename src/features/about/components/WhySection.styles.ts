import { css } from '@/styles/css';
import { colors, columnGrid, fontSize, plainList, radius, shadow, space } from '@/styles/theme';

export const whySection = {
  grid: css({
    ...plainList,
    ...columnGrid(space.lg, 2, 3),
    li: { padding: space.lg, background: colors.white, borderRadius: radius.lg, boxShadow: shadow.card },
    img: { width: '56px', height: '56px', marginBottom: space.md },
    h3: { fontSize: fontSize.lg, marginBottom: space.xs },
    p: { color: colors.muted },
  }),
};
