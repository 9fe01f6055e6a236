import { css } from '@/styles/css';

export const socialIcon = {
  icon: css({ display: 'block', width: '20px', height: '20px', fill: 'currentColor' }),
};
