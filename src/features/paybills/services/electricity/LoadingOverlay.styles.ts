import { css, keyframes } from '@/styles/css';
import { colors, mq, radius, space, translucent } from '@/styles/theme';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const loadingOverlay = {
  overlay: css({
    position: 'absolute',
    inset: 0,
    zIndex: 2,
    display: 'grid',
    placeItems: 'center',
    borderRadius: radius.lg,
    background: translucent.busy,
    animation: `${fadeIn} 200ms ease-out`,
    [mq.reducedMotion]: { animation: 'none' },
  }),
  box: css({ display: 'flex', alignItems: 'center', gap: space.sm, color: colors.primary, fontWeight: 700 }),
};
