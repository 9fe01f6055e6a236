import { css } from '@/styles/css';

export const reveal = {
  section: css({
    '&[data-reveal="hidden"]': { opacity: 0, transform: 'translateY(24px)' },
    '&[data-reveal="shown"]': { transition: 'opacity 300ms ease-out, transform 300ms ease-out' },
  }),
};
