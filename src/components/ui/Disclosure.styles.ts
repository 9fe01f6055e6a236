import { css } from '@/styles/css';
import { belowHeader, colors, focusRing, motion, mq } from '@/styles/theme';

const icon = {
  flexShrink: 0,
  color: colors.primary,
  transition: `transform ${motion.base}`,
  [mq.reducedMotion]: { transition: 'none' },
};

/** What every disclosure shares: a summary without the browser's triangle, its icon, and the mark a link lands on. */
export const disclosure = {
  summary: css({
    listStyle: 'none',
    cursor: 'pointer',
    '&::-webkit-details-marker': { display: 'none' },
    '&:focus-visible': focusRing,
  }),
  // Open, the plus turns into a cross and the chevron points up.
  plus: css([icon, { 'details[open] > summary > &': { transform: 'rotate(45deg)' } }]),
  chevron: css([icon, { 'details[open] > summary > &': { transform: 'rotate(180deg)' } }]),
  anchor: css({ position: 'absolute', top: 0, left: 0, scrollMarginTop: belowHeader }),
};
