import { classes } from '@/styles/css';
import { colors, mq, radius, space, translucent } from '@/styles/theme';

export const loadingOverlay = classes({
  overlay: {
    position: 'absolute',
    inset: 0,
    zIndex: 2,
    display: 'grid',
    placeItems: 'center',
    borderRadius: radius.lg,
    background: translucent.busy,
    animation: 'paybills-overlay-fade-in 200ms ease-out',
    '@keyframes paybills-overlay-fade-in': { from: { opacity: 0 }, to: { opacity: 1 } },
    [mq.reducedMotion]: { animation: 'none' },
  },
  box: { display: 'flex', alignItems: 'center', gap: space.sm, color: colors.primary, fontWeight: 700 },
});
