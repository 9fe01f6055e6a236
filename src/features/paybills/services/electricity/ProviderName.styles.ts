import { css } from '@/styles/css';
import { space } from '@/styles/theme';

export const providerName = {
  name: css({ display: 'inline-flex', alignItems: 'center', gap: space.sm }),
};
