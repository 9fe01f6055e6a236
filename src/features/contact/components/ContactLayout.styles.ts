import { css } from '@/styles/css';
import { mq, pageGrid, space } from '@/styles/theme';

export const contactLayout = {
  grid: css({
    ...pageGrid,
    padding: `0 ${space.md} ${space.xxl}`,
    [mq.lg]: { gridTemplateColumns: '1.1fr 0.9fr', alignItems: 'start', padding: `0 ${space.lg} ${space.section}` },
  }),
};
