import { classes } from '@/styles/css';
import { space } from '@/styles/theme';

export const providerName = classes({
  name: { display: 'inline-flex', alignItems: 'center', gap: space.sm },
});
