import { css } from '@/styles/css';
import { layout, mq, space } from '@/styles/theme';

/** The page's content column; `Container` renders it, and client islands use it directly. */
export const containerStyle = css({
  width: '100%',
  maxWidth: layout.maxWidth,
  marginInline: 'auto',
  paddingInline: space.md,
  [mq.md]: { paddingInline: space.lg },
});
