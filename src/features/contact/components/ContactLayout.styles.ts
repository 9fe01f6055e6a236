import { css } from '@/styles/css';
import { layout, mq, space } from '@/styles/theme';

export const contactLayout = {
  grid: css({
    display: 'grid',
    gap: space.xl,
    maxWidth: layout.maxWidth,
    marginInline: 'auto',
    padding: `0 ${space.md} ${space.xxl}`,
    [mq.lg]: { gridTemplateColumns: '1.1fr 0.9fr', alignItems: 'start', padding: `0 ${space.lg} ${space.section}` },
  }),
};
