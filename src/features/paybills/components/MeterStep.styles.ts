import { classes } from '@/styles/css';
import { mq, space } from '@/styles/theme';

export const meterStep = classes({
  form: { display: 'grid', gap: space.md },
  row: { display: 'grid', gap: space.sm, [mq.sm]: { gridTemplateColumns: '1fr auto', alignItems: 'end' } },
});
