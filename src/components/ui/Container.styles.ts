import { css } from '@/styles/css';
import { centeredColumn, mq, space } from '@/styles/theme';

export const container = {
  column: css({
    width: '100%',
    ...centeredColumn,
    paddingInline: space.md,
    [mq.md]: { paddingInline: space.lg },
  }),
};
