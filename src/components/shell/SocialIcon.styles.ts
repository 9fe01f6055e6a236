import { css } from '@/styles/css';

/** A social icon, drawn in the link's colour (hover and forced colours included). */
export const socialIcon = {
  icon: css({ display: 'block', width: '20px', height: '20px', fill: 'currentColor' }),
};
