import { css } from '@/styles/css';
import { layout, mq, space } from '@/styles/theme';

export const container = {
  column: css({
    width: '100%',
    maxWidth: layout.maxWidth,
    marginInline: 'auto',
    paddingInline: space.md,
    [mq.md]: { paddingInline: space.lg },
  }),
};
