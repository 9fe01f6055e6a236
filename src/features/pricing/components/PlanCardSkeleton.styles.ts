import { classes } from '@/styles/css';
import { colors, space } from '@/styles/theme';
import { planCardFrame } from '../plan-card-frame';

export const planCardSkeleton = classes({
  // Each bar's width and height are set on it.
  bar: {
    borderRadius: '6px',
    background: colors.border,
    animation: 'plan-skeleton-pulse 1.4s ease-in-out infinite',
    '@keyframes plan-skeleton-pulse': { '50%': { opacity: 0.55 } },
  },
  card: planCardFrame,
  lines: { display: 'grid', gap: space.md, marginTop: space.sm },
});
