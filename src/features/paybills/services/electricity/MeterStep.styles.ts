import { css } from '@/styles/css';
import { mq, space } from '@/styles/theme';

export const meterStep = {
  form: css({ display: 'grid', gap: space.md }),
  row: css({ display: 'grid', gap: space.sm, [mq.sm]: { gridTemplateColumns: '1fr auto', alignItems: 'end' } }),
};
