import { css } from '@/styles/css';
import { colors, fontSize } from '@/styles/theme';

export const characterCount = {
  count: css({
    color: colors.muted,
    fontSize: fontSize.sm,
    '&[data-over="true"]': { color: colors.danger, fontWeight: 700 },
  }),
};
