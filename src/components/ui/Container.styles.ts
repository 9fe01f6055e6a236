import { classes } from '@/styles/css';
import { layout, mq, space } from '@/styles/theme';

export const container = classes({
  /** The page's content column. */
  column: { width: '100%', maxWidth: layout.maxWidth, marginInline: 'auto', paddingInline: space.md, [mq.md]: { paddingInline: space.lg } },
});
