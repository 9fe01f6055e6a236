import { css } from '@/styles/css';

/** How a `Reveal` section looks while it waits to be scrolled to, and as it fades in. */
export const reveal = {
  section: css({
    '&[data-reveal="hidden"]': { opacity: 0, transform: 'translateY(24px)' },
    '&[data-reveal="shown"]': { transition: 'opacity 300ms ease-out, transform 300ms ease-out' },
  }),
};
