import { css } from '@/styles/css';
import { colors, fontSize, space } from '@/styles/theme';

export const supportReference = {
  line: css({ marginTop: space.md, fontSize: fontSize.sm, color: colors.muted, overflowWrap: 'anywhere' }),
  id: css({
    fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
    color: colors.ink,
    userSelect: 'all',
  }),
};
